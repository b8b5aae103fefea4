"""Sekhoma's table in words: the projection (``casino.games.sekhoma.projection``) and the
engine's previewed showdown turned into the texts and rich text the screen's widgets show.
Nothing here decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any, NamedTuple

from casino.games.sekhoma.projection import LastHand, Pots, SeatLine, TableProjection, Turn
from casino.games.sekhoma.types import (
    BetReturned,
    HandShown,
    Phase,
    PotAwarded,
    RakeTaken,
)
from ui import pot_words
from ui.games.sekhoma.card_entry import cards_inline
from ui.pot_words import Money, who

PHASE_TITLES = {
    Phase.BETTING_1: "Betting round 1",
    Phase.EXCHANGE: "Exchange",
    Phase.BETTING_2: "Betting round 2",
    Phase.SHOWDOWN: "Showdown",
}

STATE_TEXT = {
    "empty": "empty",
    "waiting": "waiting",
    "acting": "to act",
    "checked": "checked",
    "bet": "bet",
    "called": "called",
    "raised": "raised",
    "acted": "in",
    "folded": "folded",
    "all-in": "all-in",
    "sat-out": "sat out",
    "exchanged": "exchanged",
    "showdown": "in the showdown",
}
"""A seat's state (``SeatLine.state``) as its panel says it."""



# --- the seats -------------------------------------------------------------------------------


class SeatTexts(NamedTuple):
    """What a seat's panel says ('' where there is nothing to say)."""

    state: str
    player: str
    stack: str
    bet: str
    in_hand: str
    drew: str


def seat_texts(line: SeatLine, money: Money) -> SeatTexts:
    state = STATE_TEXT.get(line.state, line.state)
    occupant = line.occupant
    player = occupant.player if occupant is not None else "—"
    stack = money(occupant.stack) if occupant is not None else ""
    if line.bet is None or line.in_hand is None:
        return SeatTexts(state, player, stack, "", "", "")
    drew = "" if line.drew is None else f"drew {line.drew}"
    return SeatTexts(
        state, player, stack, f"Bet {money(line.bet)}", f"In hand {money(line.in_hand)}", drew
    )


# --- the centre of the table -----------------------------------------------------------------


def hand_title(view: TableProjection) -> str:
    return pot_words.hand_title(view.hand, view.next_hand)


def phase_title(view: TableProjection) -> tuple[str, str]:
    """The phase in words, and the name the style sheet colours it by."""
    if view.phase is None:
        return pot_words.BETWEEN
    return PHASE_TITLES[view.phase], view.phase.value.replace(" ", "-")


def pots_html(pots: Pots | None, money: Money) -> str:
    """The pots as the chips lie: main and side pots (with the seats that may win each), the
    bets of this round, a bet nobody can match."""
    if pots is None:
        return ""
    lines = [
        pot_words.pot_line(pot.name, money(pot.amount), 26 if number else 36,
                           ", ".join(str(s) for s in pot.seats) if number else "")
        for number, pot in enumerate(pots.lines)
    ]  # fmt: skip
    if pots.betting:
        lines.append(pot_words.pot_line("Bets this round", money(pots.betting), 24, weight=600))
    if pots.unmatched is not None:
        seat, back = pots.unmatched
        unmatched = f"Unmatched {money(back)} goes back to seat {seat}"
        lines.append(f"<span style='{pot_words.DIM}'>{unmatched}</span>")
    return "<br>".join(lines)


def to_call_html(turn: Turn | None, money: Money) -> str:
    """What the seat to act must put in to call (or that nobody has bet), and in a fixed-limit
    game how many raises are left."""
    if turn is None or turn.doing != "act":
        return ""
    if turn.owed > 0:
        short = " (all-in)" if turn.all_in else ""
        text = f"To call<br><b style='font-size:30px'>{money(turn.owed)}</b>{short}"
    else:
        text = "No bet yet"
    if turn.raises is not None:
        made, most = turn.raises
        text += f"<br><span style='color:#9aa7b8'>raises {made} of {most}</span>"
    return text


def turn_text(view: TableProjection) -> tuple[str, bool]:
    """The action bar's line: whose turn it is, and whether the table waits on someone."""
    turn = view.turn
    if turn is not None and turn.seat is not None:
        doing = "to exchange" if turn.doing == "exchange" else "to act"
        return f"Seat {turn.seat} · {turn.player} {doing}", True
    if turn is not None and turn.doing == "showdown":
        return "Showdown: enter the shown hands", True
    return ("Between hands" if view.hand is None else ""), False


def result_text(last: LastHand | None, money: Money) -> str:
    """The last hand (``pot_words.result_line``): the category each take won with, and the
    rake."""
    if last is None:
        return ""
    notes = [f" ({take.category})" if take.category else "" for take in last.takes]
    tail = f"; rake {money(last.rake)}" if last.rake else ""
    return pot_words.result_line(last, money, "wager", notes, tail)


# --- the action bar --------------------------------------------------------------------------


def call_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed("Call", "C", money(turn.owed) if turn is not None else None)


def all_in_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed("All-in", "A", money(turn.stack) if turn is not None else None)


def amount_text(word: str, key: str, low: int, high: int | None, money: Money) -> str:
    """A bet or raise button: the amount on it when the rules allow only one."""
    return pot_words.keyed(word, key, money(low) if low == high else None)


# --- the showdown ----------------------------------------------------------------------------


def payout_html(events: Sequence[Any], players: dict[int, str], money: Money) -> str:
    """The engine's showdown, as a dealer reads it: each hand and its rank, then what is
    returned, raked and won, and finally the one figure that matters per seat, what to push."""

    shown = [e for e in events if isinstance(e, HandShown)]
    returned = [e for e in events if isinstance(e, BetReturned)]
    rakes = [e for e in events if isinstance(e, RakeTaken)]
    pots = [e for e in events if isinstance(e, PotAwarded)]
    winners = {seat for pot in pots for seat, amount in pot.shares if amount > 0}
    paid = pot_words.paid_of(((e.seat, e.amount) for e in returned), *(pot.shares for pot in pots))
    parts: list[str] = []
    if shown:
        rows = []
        for hand in sorted(shown, key=lambda h: (-h.rank, -h.score)):
            colour = pot_words.PAID_INK if hand.seat in winners else "#c4cfdd"
            rows.append(
                f"<tr><td style='color:{colour}; padding-right:14px; white-space:nowrap'>"
                f"<b>{who(hand.seat, players)}</b></td>"
                f"<td style='padding-right:14px; white-space:nowrap'>{cards_inline(hand.cards, 22)}"
                "</td>"
                f"<td style='color:{colour}; padding-right:10px'>"
                f"<b>{escape(hand.category)}</b></td>"
                f"<td style='color:#9aa7b8'>rank {hand.rank} · score {hand.score}</td></tr>"
            )
        parts.append("<h3>Hands</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    lines = [f"{who(e.seat, players)}: unmatched {money(e.amount)} goes back" for e in returned]
    lines += [f"Rake to the house: {money(e.amount)}" for e in rakes]
    for pot in pots:
        name = "Main pot" if pot.pot == 0 else f"Side pot {pot.pot}"
        eligible = ", ".join(str(s) for s in pot.eligible)
        split = ", ".join(f"{who(s, players)} {money(a)}" for s, a in pot.shares)
        how = " (uncontested)" if pot.uncontested else ""
        lines.append(f"{name} {money(pot.amount)}{how}, seats {eligible} eligible: <b>{split}</b>")
    if lines:
        parts.append("<h3>Pots</h3>" + "<br>".join(lines))
    if paid:
        parts.append(pot_words.paid_html(paid, players, money))
    return "".join(parts)
