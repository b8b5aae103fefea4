"""Seka's table in words: the projection (``casino.games.seka.projection``) and the engine's
previewed reveal or showdown turned into the texts and rich text the screen's widgets show.
Nothing here decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP

from casino.games.narrative import listing
from casino.games.seka.projection import LastHand, PotLine, SeatLine, Svara, TableProjection, Turn
from casino.games.seka.types import (
    ChipsReturned,
    HandShown,
    Outshown,
    Phase,
    PotAwarded,
    RakeTaken,
    SvaraDeclared,
)
from ui import pot_words
from ui.french_cards import cards_inline
from ui.i18n import tr
from ui.pot_words import Money, who

STATE_TEXT = {
    "empty": str(QT_TRANSLATE_NOOP("", "empty")),
    "waiting": str(QT_TRANSLATE_NOOP("", "waiting")),
    "sat-out": str(QT_TRANSLATE_NOOP("", "sat out")),
    "acting": str(QT_TRANSLATE_NOOP("", "to act")),
    "folded": str(QT_TRANSLATE_NOOP("", "folded")),
    "all-in": str(QT_TRANSLATE_NOOP("", "all-in")),
    "called": str(QT_TRANSLATE_NOOP("", "called")),
    "raised": str(QT_TRANSLATE_NOOP("", "raised")),
    "revealed": str(QT_TRANSLATE_NOOP("", "revealed")),
    "looked": str(QT_TRANSLATE_NOOP("", "looked")),
    "shown down": str(QT_TRANSLATE_NOOP("", "shown down")),
    "showdown": str(QT_TRANSLATE_NOOP("", "showdown")),
    "tied": str(QT_TRANSLATE_NOOP("", "tied")),
    "joined": str(QT_TRANSLATE_NOOP("", "joined")),
    "passed": str(QT_TRANSLATE_NOOP("", "passed")),
}
"""A seat's state (``SeatLine.state``) as its panel says it (through ``tr``)."""

SVARA_INK = "#ffb74d"
FOLD_INK = "#ff9a9a"


def seats_words(seats: Sequence[int]) -> str:
    """``2``, ``2 and 3``, ``1, 2 and 5``: seat numbers as the recall lists them."""
    return listing([str(s) for s in seats])


# --- the seats -------------------------------------------------------------------------------


class SeatTexts(NamedTuple):
    """What a seat's panel says ('' where there is nothing to say)."""

    state: str
    player: str
    stack: str
    sight: str
    """``dark`` or ``light`` for a seat in the deal (the style sheet's name; the panel words
    it)."""
    paid: str
    value: str
    """The value of the hand it showed this deal."""


ASKED = {
    "vote": str(QT_TRANSLATE_NOOP("", "to say: split?")),
    "join": str(QT_TRANSLATE_NOOP("", "asked to join")),
}
"""The seat the table waits on in a svara, as its panel says it (through ``tr``)."""


def seat_state(line: SeatLine, turn: Turn | None) -> str:
    """The state a seat is styled by: the projection's, except that the seat asked to vote
    on a split or to join a svara is styled as the one the table waits on (``acting``),
    whatever it did in the deal that tied."""
    if turn is not None and turn.seat == line.seat and turn.doing in ASKED:
        return "acting"
    return line.state


def seat_texts(line: SeatLine, money: Money, turn: Turn | None = None) -> SeatTexts:
    state = tr(STATE_TEXT[line.state]) if line.state in STATE_TEXT else line.state
    if turn is not None and turn.seat == line.seat and turn.doing in ASKED:
        state = tr(ASKED[turn.doing])
    occupant = line.occupant
    player = occupant.player if occupant is not None else "—"
    stack = money(occupant.stack) if occupant is not None else ""
    sight = "" if line.dark is None else ("dark" if line.dark else "light")
    paid = "" if line.paid is None else tr("Paid {amount}").format(amount=money(line.paid))
    value = "" if line.value is None else str(line.value)
    return SeatTexts(state, player, stack, sight, paid, value)


# --- the centre of the table -----------------------------------------------------------------


def hand_title(view: TableProjection) -> str:
    """The hand in play (and which svara deal of it), or the next one between hands."""
    if view.hand is not None and view.deal:
        return tr("Hand {hand} · svara {deal}").format(hand=view.hand, deal=view.deal)
    return pot_words.hand_title(view.hand, view.next_hand)


PHASE_TITLES = {
    Phase.BETTING: str(QT_TRANSLATE_NOOP("", "Betting")),
    Phase.SHOWDOWN: str(QT_TRANSLATE_NOOP("", "Showdown")),
    Phase.SVARA_SPLIT: str(QT_TRANSLATE_NOOP("", "Svara: split or play?")),
    Phase.SVARA_JOIN: str(QT_TRANSLATE_NOOP("", "Svara: who joins?")),
    Phase.SVARA_DEAL: str(QT_TRANSLATE_NOOP("", "Svara: deal")),
}
"""Each phase in words (through ``tr``)."""


def phase_title(view: TableProjection) -> tuple[str, str]:
    """The phase in words, and the name the style sheet colours it by."""
    if view.phase is None:
        return pot_words.between()
    words = tr(PHASE_TITLES[view.phase])
    if view.phase is Phase.BETTING and view.deal:
        words = tr("Svara {deal}: betting").format(deal=view.deal)
    if view.phase is Phase.SHOWDOWN and view.showdown:
        words = (
            tr("Showdown (the orbits ran out)")
            if view.showdown == "orbits"
            else tr("Showdown (nobody left to bet)")
        )
    style = "svara" if view.phase is not Phase.BETTING and view.svara else view.phase.value
    return words, style.replace(" ", "-")


def pots_html(pots: Sequence[PotLine], money: Money) -> str:
    """The pot in large figures; side pots beneath with the seats that may win each."""
    return "<br>".join(
        pot_words.pot_line(pot.name, money(pot.amount), 24 if number else 36,
                           seats_words(pot.seats) if number else "")
        for number, pot in enumerate(pots)
    )  # fmt: skip


def stake_html(view: TableProjection, money: Money) -> str:
    """The current stake, and what the seat to act pays for it (half while dark)."""
    if view.hand is None or view.phase is not Phase.BETTING:
        return ""
    turn = view.turn
    stake = tr("Stake")
    text = f"{stake}<br><b style='font-size:30px'>{money(view.stake)}</b>"
    if turn is not None and turn.doing == "act" and turn.seat is not None:
        pays = (
            tr("seat {seat} pays {amount} dark (half)")
            if turn.dark
            else tr("seat {seat} pays {amount}")
        ).format(seat=turn.seat, amount=money(turn.cost))
        text += f"<br><span style='color:#c4cfdd'>{pays}"
        text += "</span>"
    return text


def svara_html(svara: Svara | None, seats: Sequence[SeatLine], money: Money) -> str:
    """The svara in progress, said as such: who tied at what, the pot carried, the fee to
    join and who has said what so far."""
    if svara is None:
        return ""
    players = {s.seat: s.occupant.player for s in seats if s.occupant is not None}
    values = {s.seat: s.value for s in seats if s.value is not None}
    tied_at = {values[s] for s in svara.tied if s in values}
    tied = ", ".join(who(s, players) for s in svara.tied)
    tie = (
        tr("{seats} tie at {value}").format(seats=tied, value=tied_at.pop())
        if len(tied_at) == 1
        else tr("{seats} tie").format(seats=tied)
    )
    banner = tr("SVARA")
    parts = [
        f"<span style='color:{SVARA_INK}; font-size:22px; font-weight:800'>{banner}</span>"
        f"&nbsp; {tie}",
        tr("Pot carried {pot} · fee to join <b>{fee}</b>").format(
            pot=money(svara.pot), fee=money(svara.fee)
        ),
    ]
    said = []
    if svara.agreed:
        said.append(tr("split agreed: {seats}").format(seats=seats_words(svara.agreed)))
    if svara.joined:
        said.append(tr("joined: {seats}").format(seats=seats_words(svara.joined)))
    if svara.passed:
        said.append(tr("passed: {seats}").format(seats=seats_words(svara.passed)))
    if said:
        parts.append("<span style='color:#c4cfdd'>" + " · ".join(said) + "</span>")
    return "<br>".join(parts)


def turn_text(view: TableProjection, live_cards: bool) -> tuple[str, bool]:
    """The action bar's line: whose turn it is and for what, and whether the table waits on
    someone."""
    turn = view.turn
    if turn is None:
        return (tr(pot_words.BETWEEN[0]) if view.hand is None else ""), False
    name = (
        tr("Seat {seat} · {player}").format(seat=turn.seat, player=turn.player)
        if turn.seat is not None
        else ""
    )
    if turn.doing == "act":
        acts = tr("{seat} to act (dark)") if turn.dark else tr("{seat} to act (light)")
        return acts.format(seat=name), True
    if turn.doing == "vote":
        return tr("{seat}: split the pot, or play the svara?").format(seat=name), True
    if turn.doing == "join":
        return tr("{seat}: join the svara?").format(seat=name), True
    if turn.doing == "deal":
        return tr("The svara deal is next"), True
    if live_cards:
        return tr("Showdown: enter the shown hands"), True
    return tr("Showdown: show the dealt hands"), True


def result_text(last: LastHand | None, money: Money) -> str:
    """The last hand (``pot_words.result_line``): the value each take showed, and how the
    pot went (split by agreement, after svaras, the rake)."""
    if last is None:
        return ""
    how = []
    if last.split:
        how.append(tr("split by agreement"))
    if last.svaras:
        how.append(
            tr("after 1 svara") if last.svaras == 1 else tr("after %n svaras", None, last.svaras)
        )
    if last.rake:
        how.append(tr("rake {amount}").format(amount=money(last.rake)))
    notes = [
        tr(" (showed {value})").format(value=t.value) if t.value is not None else tr(" (unseen)")
        for t in last.takes
    ]
    tail = tr("; {how}").format(how=", ".join(how)) if how else ""
    voided = tr("Hand {hand} voided: every payment went back")
    return pot_words.result_line(last, money, voided, notes, tail)


# --- the action bar --------------------------------------------------------------------------


def call_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed(tr("Call"), "C", money(turn.cost) if turn is not None else None)


def reveal_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed(tr("Reveal"), "V", money(turn.cost) if turn is not None else None)


def all_in_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed(tr("All-in"), "A", money(turn.stack) if turn is not None else None)


def join_text(turn: Turn | None, money: Money) -> str:
    if turn is None:
        return pot_words.keyed(tr("Join"), "J")
    return pot_words.keyed(tr("Join for"), "J", money(turn.cost))


def raise_text(bounds: tuple[int, int] | None, money: Money) -> str:
    """The raise button: the stake on it when the rules allow only one."""
    if bounds is not None and bounds[0] == bounds[1]:
        return pot_words.keyed(tr("Raise to"), "R", money(bounds[0]))
    return pot_words.keyed(tr("Raise"), "R")


# --- the reveal or showdown, previewed by the engine -----------------------------------------


def outcome_html(events: Sequence[Any], players: Mapping[int, str], money: Money) -> str:
    """The engine's reveal or showdown as a dealer reads it: each hand shown and its value,
    then who folds, or the svara, or who takes what, and what to push to each seat."""
    shown = [e for e in events if isinstance(e, HandShown)]
    outshown = [e for e in events if isinstance(e, Outshown)]
    svaras = [e for e in events if isinstance(e, SvaraDeclared)]
    returned = [e for e in events if isinstance(e, ChipsReturned)]
    rakes = [e for e in events if isinstance(e, RakeTaken)]
    pots = [e for e in events if isinstance(e, PotAwarded)]
    winners = {seat for pot in pots for seat, amount in pot.shares if amount > 0}
    winners |= {e.by for e in outshown}
    losers = {e.seat for e in outshown}
    tied = {seat for e in svaras for seat in e.tied}
    parts: list[str] = []
    if shown:
        rows = []
        for hand in sorted(shown, key=lambda h: -h.value):
            colour = (SVARA_INK if hand.seat in tied else pot_words.PAID_INK if hand.seat in winners
                      else FOLD_INK if hand.seat in losers else "#c4cfdd")
            rows.append(
                f"<tr><td style='color:{colour}; padding-right:14px; white-space:nowrap'>"
                f"<b>{who(hand.seat, players)}</b></td>"
                f"<td style='padding-right:14px; white-space:nowrap'>"
                f"{cards_inline(hand.cards, 22)}</td>"
                f"<td style='color:{colour}; font-size:22px'><b>{hand.value}</b></td></tr>"
            )
        heading = tr("Hands", "the shown hands")
        parts.append(f"<h3>{heading}</h3><table cellspacing='6'>" + "".join(rows) + "</table>")
    lines: list[str] = []
    for e in outshown:
        folds = (
            tr("<b style='color:{ink}'>{seat} folds</b> (equal values: the revealer folds); "
               "{other} plays on")
            if e.tie else
            tr("<b style='color:{ink}'>{seat} folds</b> (the lower hand folds); {other} plays on")
        )  # fmt: skip
        lines.append(
            folds.format(ink=FOLD_INK, seat=who(e.seat, players), other=who(e.by, players))
        )
    for svara in svaras:
        lines.append(
            tr(
                "<span style='color:{ink}; font-weight:800'>SVARA</span>: seats {seats} tie. The "
                "pot of {pot} is carried into a svara; each other player dealt in may join for "
                "<b>{fee}</b>"
            ).format(
                ink=SVARA_INK, seats=seats_words(svara.tied), pot=money(svara.pot),
                fee=money(svara.join_fee),
            )
        )  # fmt: skip
    lines += [
        tr("{seat}: {amount} goes back").format(seat=who(r.seat, players), amount=money(r.amount))
        for r in returned
    ]
    lines += [
        tr("Rake to the house: {amount} (from side pot {pot})").format(
            amount=money(r.amount), pot=r.pot
        )
        if r.pot
        else tr("Rake to the house: {amount}").format(amount=money(r.amount))
        for r in rakes
    ]
    for pot in pots:
        name = (
            tr("Main pot") if pot.pot == 0 else tr("Side pot {number}").format(number=pot.pot)
        )
        split = ", ".join(f"{who(s, players)} {money(a)}" for s, a in pot.shares)
        if pot.uncontested:
            said = tr("{pot} {amount} (uncontested): <b>{shares}</b>")
        elif pot.split:
            said = tr("{pot} {amount} (split by agreement): <b>{shares}</b>")
        else:
            said = tr("{pot} {amount}: <b>{shares}</b>")
        lines.append(said.format(pot=name, amount=money(pot.amount), shares=split))
    if lines:
        heading = tr("Result", "of a showing")
        parts.append(f"<h3>{heading}</h3>" + "<br>".join(lines))
    paid = pot_words.paid_of(((r.seat, r.amount) for r in returned), *(pot.shares for pot in pots))
    if paid:
        parts.append(pot_words.paid_html(paid, players, money))
    elif outshown and not svaras:
        parts.append("<p>" + tr("No pot is paid yet: betting goes on.") + "</p>")
    return "".join(parts)
