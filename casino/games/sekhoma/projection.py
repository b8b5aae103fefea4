"""What a Sekhoma table screen shows (``casino.games.projection`` says what every game's
shares): each seat as the dealer reads it, the pots as the chips lie (main and side pots with
the seats still in each, the bets of this round, a bet nobody can match), whose turn it is and
what a call costs, and the last hand's result. Each seat's last action comes from the state
(the engine folds it from the events); the last hand's result from its events.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games import projection as shared
from casino.games.narrative import players_of
from casino.games.pots import build_pots
from casino.games.projection import (
    PotLine,
    acting,
    player_and_stack,
    pool_seat,
    pot_lines,
    seated,
)
from casino.games.projection import hand_events as hand_events
from casino.games.sekhoma.rules import FIXED_LIMIT
from casino.games.sekhoma.types import (
    Contender,
    HandShown,
    HandState,
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
class Take(shared.Take):
    category: str
    """The hand the seat showed ('' when it took a pot unseen)."""


LastHand = shared.LastHand[Take]


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
    live = {c.seat for c in hand.live}
    pots = build_pots(gathered, folded)
    return Pots(pot_lines((p.amount, sorted(p.eligible & live)) for p in pots), betting,
                unmatched)


def action_of(contender: Contender) -> str:
    """The seat's last action this round in words; '' if it has not acted in it."""
    return PAST.get(contender.last, "")


def seat_state(
    occupant: SeatState | None, hand: HandState | None, contender: Contender | None
) -> str:
    """What a seat is doing, in the one word the screen styles it by."""
    shown = pool_seat(occupant, hand, contender,
                      showdown=hand is not None and hand.phase == Phase.SHOWDOWN)
    if shown is not None:
        return shown
    assert hand is not None and contender is not None
    if hand.phase == Phase.EXCHANGE:
        return "waiting" if contender.exchanged is None else "exchanged"
    if not contender.acted:
        return "waiting"
    return action_of(contender) or ("checked" if contender.in_round == 0 else "acted")


def last_hand_of(events: Sequence[Any], players: Mapping[int, str]) -> LastHand | None:
    """How the hand whose events these are ended; None while it is still in play."""
    shown = {e.seat: e.category for e in events if isinstance(e, HandShown)}
    return shared.last_hand(
        events, PotAwarded, RakeTaken, players,
        lambda seat, player, amount: Take(seat, player, amount, shown.get(seat, "")),
    )


def turn_of(state: SekhomaState, hand: HandState) -> Turn | None:
    """Whose turn it is and what a call costs them; None when the table waits for nobody."""
    to_act = acting(hand)
    if to_act is None:
        if hand.phase == Phase.SHOWDOWN:
            return Turn(None, "", "showdown", 0, False, 0, None)
        return None
    player, stack = player_and_stack(state.seats, to_act)
    if hand.phase not in BETTING:
        return Turn(to_act, player, "exchange", 0, False, stack, None)
    owed = hand.level - hand.contender(to_act).in_round
    raises = None
    if state.rules.betting == FIXED_LIMIT and hand.level:
        raises = (hand.raises, state.rules.max_raises)
    return Turn(
        to_act, player, "act", max(0, min(owed, stack)), owed > 0 and stack <= owed, stack, raises
    )


def project(state: SekhomaState, events: Sequence[Any] = ()) -> TableProjection:
    """The table screen's contents for ``state`` and the table's recent ``events``."""
    hand = state.hand
    seats = tuple(
        SeatLine(
            seat,
            occupant,
            seat_state(occupant, hand, c),
            button,
            c.in_round if c is not None else None,
            c.committed if c is not None else None,
            c.exchanged if c is not None else None,
        )
        for seat, occupant, c, button in seated(state.seats, hand, state.button)
    )
    if hand is None:
        return TableProjection(
            None,
            {},
            seats,
            next_hand=state.hands_dealt + 1,
            last_hand=last_hand_of(hand_events(events), players_of(state.seats)),
        )
    actions = {c.seat: action_of(c) for c in hand.contenders if action_of(c)}
    return TableProjection(
        pots_of(hand),
        actions,
        seats,
        hand=hand.number,
        next_hand=hand.number + 1,
        phase=hand.phase,
        turn=turn_of(state, hand),
    )
