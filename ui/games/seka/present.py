"""Seka's table in words: the projection (``casino.games.seka.projection``) and the engine's
previewed reveal or showdown turned into the texts and rich text the screen's widgets show.
Nothing here decides a rule or reads the table: it words what it is given."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

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
from ui.pot_words import Money, who

STATE_TEXT = {
    "empty": "empty",
    "waiting": "waiting",
    "sat-out": "sat out",
    "acting": "to act",
    "folded": "folded",
    "all-in": "all-in",
    "called": "called",
    "raised": "raised",
    "revealed": "revealed",
    "looked": "looked",
    "shown down": "shown down",
    "showdown": "showdown",
    "tied": "tied",
    "joined": "joined",
    "passed": "passed",
}
"""A seat's state (``SeatLine.state``) as its panel says it."""

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
    """``dark`` or ``light`` for a seat in the deal."""
    paid: str
    value: str
    """The value of the hand it showed this deal."""


ASKED = {"vote": "to say: split?", "join": "asked to join"}
"""The seat the table waits on in a svara, as its panel says it."""


def seat_state(line: SeatLine, turn: Turn | None) -> str:
    """The state a seat is styled by: the projection's, except that the seat asked to vote
    on a split or to join a svara is styled as the one the table waits on (``acting``),
    whatever it did in the deal that tied."""
    if turn is not None and turn.seat == line.seat and turn.doing in ASKED:
        return "acting"
    return line.state


def seat_texts(line: SeatLine, money: Money, turn: Turn | None = None) -> SeatTexts:
    state = STATE_TEXT.get(line.state, line.state)
    if turn is not None and turn.seat == line.seat and turn.doing in ASKED:
        state = ASKED[turn.doing]
    occupant = line.occupant
    player = occupant.player if occupant is not None else "—"
    stack = money(occupant.stack) if occupant is not None else ""
    sight = "" if line.dark is None else ("dark" if line.dark else "light")
    paid = "" if line.paid is None else f"Paid {money(line.paid)}"
    value = "" if line.value is None else str(line.value)
    return SeatTexts(state, player, stack, sight, paid, value)


# --- the centre of the table -----------------------------------------------------------------


def hand_title(view: TableProjection) -> str:
    deal = f" · svara {view.deal}" if view.deal else ""
    return pot_words.hand_title(view.hand, view.next_hand, deal)


PHASE_TITLES = {
    Phase.BETTING: "Betting",
    Phase.SHOWDOWN: "Showdown",
    Phase.SVARA_SPLIT: "Svara: split or play?",
    Phase.SVARA_JOIN: "Svara: who joins?",
    Phase.SVARA_DEAL: "Svara: deal",
}


def phase_title(view: TableProjection) -> tuple[str, str]:
    """The phase in words, and the name the style sheet colours it by."""
    if view.phase is None:
        return pot_words.BETWEEN
    words = PHASE_TITLES[view.phase]
    if view.phase is Phase.BETTING and view.deal:
        words = f"Svara {view.deal}: betting"
    if view.phase is Phase.SHOWDOWN and view.showdown:
        why = "the orbits ran out" if view.showdown == "orbits" else "nobody left to bet"
        words = f"Showdown ({why})"
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
    text = f"Stake<br><b style='font-size:30px'>{money(view.stake)}</b>"
    if turn is not None and turn.doing == "act" and turn.seat is not None:
        how = " dark (half)" if turn.dark else ""
        text += f"<br><span style='color:#c4cfdd'>seat {turn.seat} pays {money(turn.cost)}{how}"
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
    at = f" at {tied_at.pop()}" if len(tied_at) == 1 else ""
    tied = ", ".join(who(s, players) for s in svara.tied)
    parts = [
        f"<span style='color:{SVARA_INK}; font-size:22px; font-weight:800'>SVARA</span>"
        f"&nbsp; {tied} tie{at}",
        f"Pot carried {money(svara.pot)} · fee to join <b>{money(svara.fee)}</b>",
    ]
    said = []
    if svara.agreed:
        said.append(f"split agreed: {seats_words(svara.agreed)}")
    if svara.joined:
        said.append(f"joined: {seats_words(svara.joined)}")
    if svara.passed:
        said.append(f"passed: {seats_words(svara.passed)}")
    if said:
        parts.append("<span style='color:#c4cfdd'>" + " · ".join(said) + "</span>")
    return "<br>".join(parts)


def turn_text(view: TableProjection, live_cards: bool) -> tuple[str, bool]:
    """The action bar's line: whose turn it is and for what, and whether the table waits on
    someone."""
    turn = view.turn
    if turn is None:
        return ("Between hands" if view.hand is None else ""), False
    name = f"Seat {turn.seat} · {turn.player}" if turn.seat is not None else ""
    if turn.doing == "act":
        return f"{name} to act ({'dark' if turn.dark else 'light'})", True
    if turn.doing == "vote":
        return f"{name}: split the pot, or play the svara?", True
    if turn.doing == "join":
        return f"{name}: join the svara?", True
    if turn.doing == "deal":
        return "The svara deal is next", True
    if live_cards:
        return "Showdown: enter the shown hands", True
    return "Showdown: show the dealt hands", True


def result_text(last: LastHand | None, money: Money) -> str:
    """The last hand (``pot_words.result_line``): the value each take showed, and how the
    pot went (split by agreement, after svaras, the rake)."""
    if last is None:
        return ""
    how = []
    if last.split:
        how.append("split by agreement")
    if last.svaras:
        how.append("after 1 svara" if last.svaras == 1 else f"after {last.svaras} svaras")
    if last.rake:
        how.append(f"rake {money(last.rake)}")
    notes = [f" (showed {t.value})" if t.value is not None else " (unseen)" for t in last.takes]
    tail = f"; {', '.join(how)}" if how else ""
    return pot_words.result_line(last, money, "payment", notes, tail)


# --- the action bar --------------------------------------------------------------------------


def call_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed("Call", "C", money(turn.cost) if turn is not None else None)


def reveal_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed("Reveal", "V", money(turn.cost) if turn is not None else None)


def all_in_text(turn: Turn | None, money: Money) -> str:
    return pot_words.keyed("All-in", "A", money(turn.stack) if turn is not None else None)


def join_text(turn: Turn | None, money: Money) -> str:
    if turn is None:
        return pot_words.keyed("Join", "J")
    return pot_words.keyed("Join for", "J", money(turn.cost))


def raise_text(bounds: tuple[int, int] | None, money: Money) -> str:
    """The raise button: the stake on it when the rules allow only one."""
    if bounds is not None and bounds[0] == bounds[1]:
        return pot_words.keyed("Raise to", "R", money(bounds[0]))
    return pot_words.keyed("Raise", "R")


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
        parts.append("<h3>Hands</h3><table cellspacing='6'>" + "".join(rows) + "</table>")
    lines: list[str] = []
    for e in outshown:
        why = ("equal values: the revealer folds" if e.tie else "the lower hand folds")
        lines.append(f"<b style='color:{FOLD_INK}'>{who(e.seat, players)} folds</b> ({why}); "
                     f"{who(e.by, players)} plays on")
    for svara in svaras:
        lines.append(
            f"<span style='color:{SVARA_INK}; font-weight:800'>SVARA</span>: seats "
            f"{seats_words(svara.tied)} tie. The pot of {money(svara.pot)} is carried into a "
            f"svara; each other player dealt in may join for <b>{money(svara.join_fee)}</b>"
        )
    lines += [f"{who(r.seat, players)}: {money(r.amount)} goes back" for r in returned]
    lines += [f"Rake to the house: {money(r.amount)}"
              + (f" (from side pot {r.pot})" if r.pot else "") for r in rakes]
    for pot in pots:
        name = "Main pot" if pot.pot == 0 else f"Side pot {pot.pot}"
        split = ", ".join(f"{who(s, players)} {money(a)}" for s, a in pot.shares)
        how = " (uncontested)" if pot.uncontested else " (split by agreement)" if pot.split else ""
        lines.append(f"{name} {money(pot.amount)}{how}: <b>{split}</b>")
    if lines:
        parts.append("<h3>Result</h3>" + "<br>".join(lines))
    paid = pot_words.paid_of(((r.seat, r.amount) for r in returned), *(pot.shares for pot in pots))
    if paid:
        parts.append(pot_words.paid_html(paid, players, money))
    elif outshown and not svaras:
        parts.append("<p>No pot is paid yet: betting goes on.</p>")
    return "".join(parts)
