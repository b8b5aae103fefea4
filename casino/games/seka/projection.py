"""What a Seka table screen shows, computed without Qt from the state and the table's recent
events (``TableService.recent_events``): each seat as the dealer reads it (dark or light,
what it paid this deal, its stack and state, its shown value), the pots with the seats that
may win each, the stake and what the player to act pays for it, the svara in progress (who
tied, the fee, who is asked), and the last hand's result.

Pure, so it is tested without Qt, and a function of what every console can read: two
consoles looking at one table show the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games.seka.engine import (
    next_joiner,
    next_voter,
    pots_of,
    raise_bounds,
    reveal_open,
    reveal_shows,
)
from casino.games.seka.types import (
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
    SekaState,
    SvaraDeclared,
)
from casino.games.spec import SeatState

PAST = {"call": "called", "raise": "raised", "reveal": "revealed", "all-in": "all-in",
        "look": "looked", "fold": "folded", "outshown": "shown down"}


@dataclass(frozen=True, slots=True)
class PotLine:
    name: str
    amount: int
    seats: tuple[int, ...]
    """The seats still in that may win it."""


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat as the dealer reads it."""

    seat: int
    occupant: SeatState | None
    state: str
    """``empty``, ``waiting``, ``sat-out``, ``acting``, ``folded``, ``all-in``, a past action
    (``called``, ``raised``, ``revealed``, ``looked``), ``tied``, ``joined``, ``passed`` or
    ``showdown``: the screen styles the seat by it."""
    button: bool
    dark: bool | None
    """Dark (has not looked) or light; None when not in the deal."""
    paid: int | None
    """What the seat has paid this deal; None when not in the deal."""
    value: int | None = None
    """The value of the hand it showed this deal."""


@dataclass(frozen=True, slots=True)
class Turn:
    """Who the table waits for, and for what."""

    seat: int | None
    player: str
    doing: str
    """``act``, ``showdown``, ``vote`` (split or svara), ``join`` or ``deal`` (the svara
    deal)."""
    cost: int
    """What a call (or a reveal) costs the seat: half the stake while dark; the svara fee
    for ``join``."""
    stack: int
    dark: bool
    raise_to: tuple[int, int] | None
    """The stakes a raise may name (lowest, highest), when the seat can raise."""
    may_reveal: bool
    shows: tuple[int, ...]
    """The seats a reveal (or the showdown) shows."""


@dataclass(frozen=True, slots=True)
class Svara:
    tied: tuple[int, ...]
    pot: int
    fee: int
    agreed: tuple[int, ...]
    joined: tuple[int, ...]
    passed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Take:
    seat: int
    player: str
    amount: int
    value: int | None
    """The value the seat showed (None when it took the pot unseen)."""


@dataclass(frozen=True, slots=True)
class LastHand:
    number: int
    voided: bool
    takes: tuple[Take, ...]
    rake: int
    svaras: int
    split: bool


@dataclass(frozen=True, slots=True)
class TableProjection:
    seats: tuple[SeatLine, ...]
    pots: tuple[PotLine, ...] = ()
    pot: int = 0
    stake: int = 0
    hand: int | None = None
    deal: int = 0
    next_hand: int = 1
    phase: Phase | None = None
    turn: Turn | None = None
    svara: Svara | None = None
    showdown: str = ""
    """Why a showdown is due without a reveal (``orbits``, ``all-in``), while it is."""
    last_hand: LastHand | None = None


def seat_state(seat: int, occupant: SeatState | None, hand: HandState | None,
               c: Contender | None, acting: int | None) -> str:
    """What a seat is doing, in the one word the screen styles it by."""
    if occupant is None:
        return "empty"
    if hand is None:
        return "waiting"
    if hand.tied:  # a svara being decided: what each seat said of it comes first
        for said, seats in (("tied", hand.tied), ("joined", hand.joined),
                            ("passed", hand.passed)):
            if seat in seats:
                return said
    if c is None:
        return "sat-out"
    if c.folded:
        return "folded"
    if c.all_in:
        return "all-in"
    if c.seat == acting:
        return "acting"
    if hand.phase is Phase.SHOWDOWN:
        return "showdown"
    return PAST.get(c.last, "waiting")


def _turn(state: SekaState, hand: HandState) -> Turn | None:
    rules = state.rules

    def occupant(seat: int) -> tuple[str, int]:
        found = state.seat(seat)
        return (found.player, found.stack) if found is not None else ("", 0)

    if hand.phase is Phase.SHOWDOWN:
        return Turn(None, "", "showdown", 0, 0, False, None, False,
                    tuple(c.seat for c in hand.live))
    if hand.phase is Phase.SVARA_DEAL:
        return Turn(None, "", "deal", 0, 0, False, None, False, ())
    if hand.phase is Phase.SVARA_SPLIT:
        seat = next_voter(hand)
        if seat is None:
            return None
        player, stack = occupant(seat)
        return Turn(seat, player, "vote", 0, stack, False, None, False, ())
    if hand.phase is Phase.SVARA_JOIN:
        seat = next_joiner(hand)
        if seat is None:
            return None
        player, stack = occupant(seat)
        return Turn(seat, player, "join", hand.join_fee, stack, False, None, False, ())
    if hand.to_act is None:
        return None
    c = hand.contenders[hand.to_act]
    player, stack = occupant(c.seat)
    low, high = raise_bounds(rules, hand, c, stack)
    may_reveal = reveal_open(rules, hand) and stack >= rules.cost(hand.stake, c.dark)
    return Turn(
        c.seat, player, "act", rules.cost(hand.stake, c.dark), stack, c.dark,
        (low, high) if low <= high else None, may_reveal,
        reveal_shows(state, c.seat) if may_reveal else (),
    )


def hand_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last hand's start on."""
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandStarted):
            return tuple(events[index:])
    return ()


def last_hand_of(events: Sequence[Any], players: Mapping[int, str]) -> LastHand | None:
    """How the hand whose events these are ended; None while it is still in play."""
    for event in events:
        if isinstance(event, HandVoided):
            return LastHand(event.number, True, (), 0, 0, False)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    if ended is None:
        return None
    won: dict[int, int] = {}
    split = False
    for event in events:
        if isinstance(event, PotAwarded):
            split = split or event.split
            for seat, amount in event.shares:
                won[seat] = won.get(seat, 0) + amount
    values = {e.seat: e.value for e in events if isinstance(e, HandShown)}
    takes = tuple(Take(seat, players.get(seat, ""), amount, values.get(seat))
                  for seat, amount in won.items())
    rake = sum(e.amount for e in events if isinstance(e, RakeTaken))
    svaras = sum(1 for e in events if isinstance(e, SvaraDeclared))
    return LastHand(ended.number, False, takes, rake, svaras, split)


def project(state: SekaState, events: Sequence[Any] = ()) -> TableProjection:
    """The table screen's contents for ``state``; ``events`` are the table's recent events
    (any tail that holds the current or last hand's events from its start)."""
    hand = state.hand
    acting = hand.order[hand.to_act] if hand is not None and hand.to_act is not None else None
    button = hand.button if hand is not None else state.button
    seats = []
    for seat in SEATS:
        occupant = state.seat(seat)
        c = hand.contender(seat) if hand is not None and seat in hand.order else None
        seats.append(SeatLine(
            seat, occupant, seat_state(seat, occupant, hand, c, acting),
            seat == button and occupant is not None,
            c.dark if c is not None else None, c.paid if c is not None else None,
            c.value if c is not None else None,
        ))
    if hand is None:
        players = {n: o.player for n, o in enumerate(state.seats, start=1) if o is not None}
        return TableProjection(tuple(seats), next_hand=state.hands_dealt + 1,
                               last_hand=last_hand_of(hand_events(events), players))
    pots = pots_of(hand)
    lines = tuple(
        PotLine(("Pot" if len(pots) == 1 else "Main pot") if n == 0 else f"Side pot {n}",
                amount, eligible)
        for n, (amount, eligible, _paid) in enumerate(pots)
    )
    svara = (Svara(hand.tied, hand.pot_total, hand.join_fee, hand.agreed, hand.joined,
                   hand.passed) if hand.tied else None)
    return TableProjection(
        tuple(seats), lines, hand.pot_total, hand.stake, hand.number, hand.deal,
        hand.number + 1, hand.phase, _turn(state, hand), svara, hand.showdown,
    )
