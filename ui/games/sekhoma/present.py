"""Sekhoma's table in words: the projection (``casino.games.sekhoma.projection``) and the
engine's previewed showdown turned into the texts and rich text the screen's widgets show.
Nothing here decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP

from casino.games.sekhoma.projection import LastHand, Pots, SeatLine, TableProjection, Turn
from casino.games.sekhoma.types import (
    BetReturned,
    HandShown,
    Phase,
    PotAwarded,
    RakeTaken,
)
from casino.i18n import _
from ui import pot_words
from ui.games.sekhoma.card_entry import cards_inline
from ui.i18n import tr
from ui.pot_words import Money, who

PHASE_TITLES = {
    Phase.BETTING_1: str(QT_TRANSLATE_NOOP("", "Betting round 1")),
    Phase.EXCHANGE: str(QT_TRANSLATE_NOOP("", "Exchange")),
    Phase.BETTING_2: str(QT_TRANSLATE_NOOP("", "Betting round 2")),
    Phase.SHOWDOWN: str(QT_TRANSLATE_NOOP("", "Showdown")),
}

STATE_TEXT = {
    "empty": str(QT_TRANSLATE_NOOP("", "empty")),
    "waiting": str(QT_TRANSLATE_NOOP("", "waiting")),
    "acting": str(QT_TRANSLATE_NOOP("", "to act")),
    "checked": str(QT_TRANSLATE_NOOP("", "checked")),
    "bet": str(QT_TRANSLATE_NOOP("", "bet")),
    "called": str(QT_TRANSLATE_NOOP("", "called")),
    "raised": str(QT_TRANSLATE_NOOP("", "raised")),
    "acted": str(QT_TRANSLATE_NOOP("", "in")),
    "folded": str(QT_TRANSLATE_NOOP("", "folded")),
    "all-in": str(QT_TRANSLATE_NOOP("", "all-in")),
    "sat-out": str(QT_TRANSLATE_NOOP("", "sat out")),
    "exchanged": str(QT_TRANSLATE_NOOP("", "exchanged")),
    "showdown": str(QT_TRANSLATE_NOOP("", "in the showdown")),
}
"""A seat's state (``SeatLine.state``) as its panel says it (through ``tr``, as the phases)."""



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
    state = tr(STATE_TEXT[line.state]) if line.state in STATE_TEXT else line.state
    occupant = line.occupant
    player = occupant.player if occupant is not None else "—"
    stack = money(occupant.stack) if occupant is not None else ""
    if line.bet is None or line.in_hand is None:
        return SeatTexts(state, player, stack, "", "", "")
    drew = "" if line.drew is None else tr("drew {count}").format(count=line.drew)
    return SeatTexts(
        state,
        player,
        stack,
        tr("Bet {amount}").format(amount=money(line.bet)),
        tr("In hand {amount}").format(amount=money(line.in_hand)),
        drew,
    )


# --- the centre of the table -----------------------------------------------------------------


def hand_title(view: TableProjection) -> str:
    return pot_words.hand_title(view.hand, view.next_hand)


def phase_title(view: TableProjection) -> tuple[str, str]:
    """The phase in words, and the name the style sheet colours it by."""
    if view.phase is None:
        return pot_words.between()
    return tr(PHASE_TITLES[view.phase]), view.phase.value.replace(" ", "-")


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
        lines.append(
            pot_words.pot_line(tr("Bets this round"), money(pots.betting), 24, weight=600)
        )
    if pots.unmatched is not None:
        seat, back = pots.unmatched
        unmatched = tr("Unmatched {amount} goes back to seat {seat}").format(
            amount=money(back), seat=seat
        )
        lines.append(f"<span style='{pot_words.DIM}'>{unmatched}</span>")
    return "<br>".join(lines)


def to_call_html(turn: Turn | None, money: Money) -> str:
    """What the seat to act must put in to call (or that nobody has bet), and in a fixed-limit
    game how many raises are left."""
    if turn is None or turn.doing != "act":
        return ""
    if turn.owed > 0:
        short = tr(" (all-in)") if turn.all_in else ""
        to_call = tr("To call")
        text = f"{to_call}<br><b style='font-size:30px'>{money(turn.owed)}</b>{short}"
    else:
        text = tr("No bet yet")
    if turn.raises is not None:
        made, most = turn.raises
        raises = tr("raises {made} of {most}").format(made=made, most=most)
        text += f"<br><span style='color:#9aa7b8'>{raises}</span>"
    return text


def turn_text(view: TableProjection) -> tuple[str, bool]:
    """The action bar's line: whose turn it is, and whether the table waits on someone."""
    turn = view.turn
    if turn is not None and turn.seat is not None:
        doing = (
            tr("Seat {seat} · {player} to exchange")
            if turn.doing == "exchange"
            else tr("Seat {seat} · {player} to act")
        )
        return doing.format(seat=turn.seat, player=turn.player), True
    if turn is not None and turn.doing == "showdown":
        return tr("Showdown: enter the shown hands"), True
    return (tr(pot_words.BETWEEN[0]) if view.hand is None else ""), False


def result_text(last: LastHand | None, money: Money) -> str:
    """The last hand (``pot_words.result_line``): the category each take won with, and the
    rake."""
    if last is None:
        return ""
    notes = [
        tr(" ({category})", "a take's hand").format(category=_(take.category))
        if take.category
        else ""
        for take in last.takes
    ]
    tail = tr("; rake {amount}").format(amount=money(last.rake)) if last.rake else ""
    voided = tr("Hand {hand} voided: every wager went back")
    return pot_words.result_line(last, money, voided, notes, tail)


# --- the action bar --------------------------------------------------------------------------


def call_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed(tr("Call"), "C", money(turn.owed) if turn is not None else None)


def all_in_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed(tr("All-in"), "A", money(turn.stack) if turn is not None else None)


def amount_text(word: str, key: str, low: int, high: int | None, money: Money) -> str:
    """A bet or raise button: the amount on it when the rules allow only one (``word`` in
    the console's words already)."""
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
            ranked = tr("rank {rank} · score {score}").format(rank=hand.rank, score=hand.score)
            rows.append(
                f"<tr><td style='color:{colour}; padding-right:14px; white-space:nowrap'>"
                f"<b>{who(hand.seat, players)}</b></td>"
                f"<td style='padding-right:14px; white-space:nowrap'>{cards_inline(hand.cards, 22)}"
                "</td>"
                f"<td style='color:{colour}; padding-right:10px'>"
                f"<b>{escape(_(hand.category))}</b></td>"
                f"<td style='color:#9aa7b8'>{ranked}</td></tr>"
            )
        heading = tr("Hands", "the shown hands")
        parts.append(f"<h3>{heading}</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    lines = [
        tr("{seat}: unmatched {amount} goes back").format(
            seat=who(e.seat, players), amount=money(e.amount)
        )
        for e in returned
    ]
    lines += [tr("Rake to the house: {amount}").format(amount=money(e.amount)) for e in rakes]
    for pot in pots:
        name = (
            tr("Main pot") if pot.pot == 0 else tr("Side pot {number}").format(number=pot.pot)
        )
        eligible = ", ".join(str(s) for s in pot.eligible)
        split = ", ".join(f"{who(s, players)} {money(a)}" for s, a in pot.shares)
        said = (
            tr("{pot} {amount} (uncontested), seats {seats} eligible: <b>{shares}</b>")
            if pot.uncontested
            else tr("{pot} {amount}, seats {seats} eligible: <b>{shares}</b>")
        )
        lines.append(
            said.format(pot=name, amount=money(pot.amount), seats=eligible, shares=split)
        )
    if lines:
        heading = tr("Pots")
        parts.append(f"<h3>{heading}</h3>" + "<br>".join(lines))
    if paid:
        parts.append(pot_words.paid_html(paid, players, money))
    return "".join(parts)
