"""Sekhoma's table in words: the projection (``casino.games.sekhoma.projection``) and the
engine's previewed showdown turned into the texts and rich text the screen's widgets show.
Nothing here decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
from ui.games.sekhoma.card_entry import cards_inline

Money = Callable[[int], str]

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

DIM = "color:#b9d8c9"


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
    if view.hand is not None:
        return f"Hand {view.hand}"
    return f"Hand {view.next_hand} next" if view.next_hand > 1 else "No hand yet"


def phase_title(view: TableProjection) -> tuple[str, str]:
    """The phase in words, and the name the style sheet colours it by."""
    if view.phase is None:
        return "Between hands", "between"
    return PHASE_TITLES[view.phase], view.phase.value.replace(" ", "-")


def pots_html(pots: Pots | None, money: Money) -> str:
    """The pots as the chips lie: main and side pots (with the seats that may win each), the
    bets of this round, a bet nobody can match."""
    if pots is None:
        return ""
    lines = []
    for number, pot in enumerate(pots.lines):
        amount = money(pot.amount)
        if number == 0:
            lines.append(
                f"<span style='{DIM}'>{pot.name}</span>&nbsp; "
                f"<span style='font-size:36px; font-weight:700'>{amount}</span>"
            )
        else:
            seats = ", ".join(str(s) for s in pot.seats)
            lines.append(
                f"<span style='{DIM}'>{pot.name}</span>&nbsp; "
                f"<span style='font-size:26px; font-weight:700'>{amount}</span>"
                f"&nbsp; <span style='{DIM}'>seats {seats}</span>"
            )
    if pots.betting:
        lines.append(
            f"<span style='{DIM}'>Bets this round</span>&nbsp; "
            f"<span style='font-size:24px; font-weight:600'>{money(pots.betting)}</span>"
        )
    if pots.unmatched is not None:
        seat, back = pots.unmatched
        lines.append(f"<span style='{DIM}'>Unmatched {money(back)} goes back to seat {seat}</span>")
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
    """The last hand in one line for the centre of the table, so the dealer can answer
    "what did I win?" after the chips have moved."""
    if last is None:
        return ""
    if last.voided:
        return f"Hand {last.number} voided: every wager went back"
    parts = []
    for take in last.takes:
        category = f" ({take.category})" if take.category else ""
        who = f"seat {take.seat} {take.player}".strip()
        parts.append(f"{who} takes {money(take.amount)}{category}")
    tail = f"; rake {money(last.rake)}" if last.rake else ""
    return f"Hand {last.number}: " + ", ".join(parts) + tail


# --- the action bar --------------------------------------------------------------------------


def call_text(turn: Turn | None, money: Money) -> str:
    return f"Call {money(turn.owed)}  [C]" if turn is not None else "Call  [C]"


def all_in_text(turn: Turn | None, money: Money) -> str:
    return f"All-in {money(turn.stack)}  [A]" if turn is not None else "All-in  [A]"


def amount_text(word: str, key: str, low: int, high: int | None, money: Money) -> str:
    """A bet or raise button: the amount on it when the rules allow only one."""
    if low == high:
        return f"{word} {money(low)}  [{key}]"
    return f"{word}  [{key}]"


# --- the showdown ----------------------------------------------------------------------------


def payout_html(events: Sequence[Any], players: dict[int, str], money: Money) -> str:
    """The engine's showdown, as a dealer reads it: each hand and its rank, then what is
    returned, raked and won, and finally the one figure that matters per seat, what to push."""

    def who(seat: int) -> str:
        name = players.get(seat)
        return f"Seat {seat}" + (f" · {escape(name)}" if name else "")

    shown = [e for e in events if isinstance(e, HandShown)]
    returned = [e for e in events if isinstance(e, BetReturned)]
    rakes = [e for e in events if isinstance(e, RakeTaken)]
    pots = [e for e in events if isinstance(e, PotAwarded)]
    winners = {seat for pot in pots for seat, amount in pot.shares if amount > 0}
    paid: dict[int, int] = {}
    for e in returned:
        paid[e.seat] = paid.get(e.seat, 0) + e.amount
    for pot in pots:
        for seat, amount in pot.shares:
            paid[seat] = paid.get(seat, 0) + amount
    parts: list[str] = []
    if shown:
        rows = []
        for hand in sorted(shown, key=lambda h: (-h.rank, -h.score)):
            colour = "#7ee2a8" if hand.seat in winners else "#c4cfdd"
            rows.append(
                f"<tr><td style='color:{colour}; padding-right:14px; white-space:nowrap'>"
                f"<b>{who(hand.seat)}</b></td>"
                f"<td style='padding-right:14px; white-space:nowrap'>{cards_inline(hand.cards, 22)}"
                "</td>"
                f"<td style='color:{colour}; padding-right:10px'>"
                f"<b>{escape(hand.category)}</b></td>"
                f"<td style='color:#9aa7b8'>rank {hand.rank} · score {hand.score}</td></tr>"
            )
        parts.append("<h3>Hands</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    lines = [f"{who(e.seat)}: unmatched {money(e.amount)} goes back" for e in returned]
    lines += [f"Rake to the house: {money(e.amount)}" for e in rakes]
    for pot in pots:
        name = "Main pot" if pot.pot == 0 else f"Side pot {pot.pot}"
        eligible = ", ".join(str(s) for s in pot.eligible)
        split = ", ".join(f"{who(s)} {money(a)}" for s, a in pot.shares)
        how = " (uncontested)" if pot.uncontested else ""
        lines.append(f"{name} {money(pot.amount)}{how}, seats {eligible} eligible: <b>{split}</b>")
    if lines:
        parts.append("<h3>Pots</h3>" + "<br>".join(lines))
    if paid:
        rows = [
            f"<tr><td style='padding-right:18px; font-size:20px'>{who(seat)}</td>"
            f"<td align='right' style='color:#7ee2a8; font-size:22px'><b>{money(amount)}</b>"
            "</td></tr>"
            for seat, amount in sorted(paid.items())
        ]
        parts.append("<h3>Paid</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    return "".join(parts)
