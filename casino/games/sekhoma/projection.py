"""What a Sekhoma table screen shows, computed without Qt from the state and the table's
recent events (``TableService.recent_events``: those since the hand in play, or the last
hand, began): each seat as the dealer reads it, the pots as the chips lie (main and side
pots with the seats still in each, the bets of this round, a bet nobody can match), whose
turn it is and what a call costs, and the last hand's result.

Pure, so it is tested without Qt, and a function of what every console can read: two
consoles looking at one table show the same (a screen that remembered the actions and the
results it saw showed another console's table differently). Each seat's last action comes
from the state (the engine folds it from the events); the last hand's result from its
events, since the state forgets a hand once it ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games.pots import build_pots
from casino.games.sekhoma.rules import FIXED_LIMIT
from casino.games.sekhoma.types import (
    SEATS,
    Contender,
    HandEnded,
    HandShown,
    HandStarted,
    HandState,
    HandVoided,
    Phase,
    PotAwarded,
    RakeTaken,
    SekhomaState,
)
from casino.games.spec import SeatState

PAST = {"check": "checked", "bet": "bet", "call": "called", "raise": "raised"}
"""A seat's last action as the screen words it."""

BETTING = (Phase.BETTING_1, Phase.BETTING_2)


@dataclass(frozen=True, slots=True)
class PotLine:
    name: str
    amount: int
    seats: tuple[int, ...]
    """The seats still in the hand that may win it."""


@dataclass(frozen=True, slots=True)
class Pots:
    lines: tuple[PotLine, ...]
    betting: int
    """Chips bet in this round, not yet gathered into a pot."""
    unmatched: tuple[int, int] | None
    """(seat, amount): the part of a bet nobody can match, which the engine hands back."""


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat as the dealer reads it."""

    seat: int
    occupant: SeatState | None
    state: str
    """``empty``, ``waiting``, ``acting``, ``checked``, ``bet``, ``called``, ``raised``,
    ``acted``, ``folded``, ``all-in``, ``sat-out``, ``exchanged`` or ``showdown``: the
    screen styles the seat by it."""
    button: bool
    bet: int | None
    """Chips in front of the seat this betting round; None when it is not in the hand."""
    in_hand: int | None
    """Chips the seat has put in this hand; None when it is not in the hand."""
    drew: int | None
    """Cards the seat exchanged, once it has."""


@dataclass(frozen=True, slots=True)
class Turn:
    """Who the table waits for, and what their call costs."""

    seat: int | None
    """The seat to act (or to exchange); None at the showdown."""
    player: str
    doing: str
    """``act``, ``exchange`` or ``showdown``."""
    owed: int
    """What the seat's call costs: the bet to match, no more than its stack (0: no bet)."""
    all_in: bool
    """Calling puts the seat all in (its stack is no more than the bet to match)."""
    stack: int
    raises: tuple[int, int] | None
    """Fixed limit, once there is a bet: raises made this round and the most allowed."""


@dataclass(frozen=True, slots=True)
class Take:
    seat: int
    player: str
    amount: int
    category: str
    """The hand the seat showed ('' when it took a pot unseen)."""


@dataclass(frozen=True, slots=True)
class LastHand:
    """How the last hand ended, for the dealer asked "what did I win?" after the chips moved."""

    number: int
    voided: bool
    takes: tuple[Take, ...]
    rake: int


@dataclass(frozen=True, slots=True)
class TableProjection:
    pots: Pots | None
    """None between hands."""
    actions: Mapping[int, str]
    """Each seat's last action this betting round, in words (``called``), where it acted."""
    seats: tuple[SeatLine, ...] = ()
    hand: int | None = None
    """The hand in play; None between hands."""
    next_hand: int = 1
    phase: Phase | None = None
    turn: Turn | None = None
    last_hand: LastHand | None = None
    """Between hands, how the last one ended (None before the first, or if its events are
    not at hand)."""


def pots_of(hand: HandState) -> Pots:
    """The pots as the chips lie: what earlier rounds gathered (by ``build_pots``), the bets
    still in front of the players this round, and any part of a bet nobody can match."""
    gathered = {c.seat: c.committed - c.in_round for c in hand.contenders}
    betting = sum(c.in_round for c in hand.contenders)
    unmatched: tuple[int, int] | None = None
    if len(gathered) > 1:
        top = max(gathered, key=lambda s: (gathered[s], -hand.index_of(s)))
        second = max(v for s, v in gathered.items() if s != top)
        if gathered[top] > second and betting == 0:
            unmatched = (top, gathered[top] - second)
            gathered[top] = second
    folded = [c.seat for c in hand.contenders if c.folded]
    pots = build_pots(gathered, folded)
    live = {c.seat for c in hand.live}
    lines = tuple(
        PotLine(
            ("Pot" if len(pots) == 1 else "Main pot") if number == 0 else f"Side pot {number}",
            pot.amount,
            tuple(sorted(pot.eligible & live)),
        )
        for number, pot in enumerate(pots)
    )
    return Pots(lines, betting, unmatched)


def action_of(contender: Contender) -> str:
    """The seat's last action this round in words; '' if it has not acted in it."""
    return PAST.get(contender.last, "")


def seat_state(
    occupant: SeatState | None,
    hand: HandState | None,
    contender: Contender | None,
    acting: int | None,
) -> str:
    """What a seat is doing, in the one word the screen styles it by."""
    if occupant is None:
        return "empty"
    if hand is None:
        return "waiting"
    if contender is None:
        return "sat-out"
    if contender.folded:
        return "folded"
    if contender.all_in:
        return "all-in"
    if contender.seat == acting:
        return "acting"
    if hand.phase == Phase.SHOWDOWN:
        return "showdown"
    if hand.phase == Phase.EXCHANGE:
        return "waiting" if contender.exchanged is None else "exchanged"
    if not contender.acted:
        return "waiting"
    return action_of(contender) or ("checked" if contender.in_round == 0 else "acted")


def hand_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last hand's start on: what the projection reads of ``events``
    (a console may keep a longer tail)."""
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandStarted):
            return tuple(events[index:])
    return ()


def last_hand_of(events: Sequence[Any], players: Mapping[int, str]) -> LastHand | None:
    """How the hand whose events these are ended; None while it is still in play."""
    for event in events:
        if isinstance(event, HandVoided):
            return LastHand(event.number, True, (), 0)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    if ended is None:
        return None
    won: dict[int, int] = {}
    for event in events:
        if isinstance(event, PotAwarded):
            for seat, amount in event.shares:
                won[seat] = won.get(seat, 0) + amount
    categories = {e.seat: e.category for e in events if isinstance(e, HandShown)}
    takes = tuple(
        Take(seat, players.get(seat, ""), amount, categories.get(seat, ""))
        for seat, amount in won.items()
    )
    rake = sum(e.amount for e in events if isinstance(e, RakeTaken))
    return LastHand(ended.number, False, takes, rake)


def turn_of(state: SekhomaState, hand: HandState, acting: int | None) -> Turn | None:
    """Whose turn it is and what a call costs them; None when the table waits for nobody."""
    if acting is None:
        if hand.phase == Phase.SHOWDOWN:
            return Turn(None, "", "showdown", 0, False, 0, None)
        return None
    occupant = state.seat(acting)
    stack = occupant.stack if occupant is not None else 0
    player = occupant.player if occupant is not None else ""
    if hand.phase not in BETTING:
        return Turn(acting, player, "exchange", 0, False, stack, None)
    owed = hand.level - hand.contender(acting).in_round
    raises = None
    if state.rules.betting == FIXED_LIMIT and hand.level:
        raises = (hand.raises, state.rules.max_raises)
    return Turn(
        acting, player, "act", max(0, min(owed, stack)), owed > 0 and stack <= owed, stack, raises
    )


def project(state: SekhomaState, events: Sequence[Any] = ()) -> TableProjection:
    """The table screen's contents for ``state``; ``events`` are the table's recent events
    (any tail that holds the current or last hand's events from its start)."""
    hand = state.hand
    acting = hand.order[hand.to_act] if hand is not None and hand.to_act is not None else None
    button = hand.button if hand is not None else state.button
    seats = []
    for seat in SEATS:
        occupant = state.seat(seat)
        contender = hand.contender(seat) if hand is not None and seat in hand.order else None
        seats.append(
            SeatLine(
                seat,
                occupant,
                seat_state(occupant, hand, contender, acting),
                seat == button and occupant is not None,
                contender.in_round if contender is not None else None,
                contender.committed if contender is not None else None,
                contender.exchanged if contender is not None else None,
            )
        )
    if hand is None:
        players = {n: o.player for n, o in enumerate(state.seats, start=1) if o is not None}
        return TableProjection(
            None,
            {},
            tuple(seats),
            next_hand=state.hands_dealt + 1,
            last_hand=last_hand_of(hand_events(events), players),
        )
    actions = {c.seat: action_of(c) for c in hand.contenders if action_of(c)}
    return TableProjection(
        pots_of(hand),
        actions,
        tuple(seats),
        hand=hand.number,
        next_hand=hand.number + 1,
        phase=hand.phase,
        turn=turn_of(state, hand, acting),
    )
