"""What a Seka table screen shows (``casino.games.projection`` says what every game's shares):
each seat as the dealer reads it (dark or light, what it paid this deal, its stack and state,
its shown value), the pots with the seats that may win each, the stake and what the player to
act pays for it, the svara in progress (who tied, the fee, who is asked), and the last hand's
result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games import projection as shared
from casino.games.narrative import players_of
from casino.games.projection import PotLine as PotLine
from casino.games.projection import hand_events as hand_events
from casino.games.projection import player_and_stack, pool_seat, pot_lines, seated
from casino.games.seka.engine import (
    next_joiner,
    next_voter,
    pots_of,
    raise_bounds,
    reveal_open,
    reveal_shows,
)
from casino.games.seka.types import (
    Contender,
    HandShown,
    HandState,
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
class Take(shared.Take):
    value: int | None
    """The value the seat showed (None when it took the pot unseen)."""


@dataclass(frozen=True, slots=True)
class LastHand(shared.LastHand[Take]):
    svaras: int
    """Svaras declared in the hand."""
    split: bool
    """The tied players agreed to split a pot rather than play a svara."""


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
               c: Contender | None) -> str:
    """What a seat is doing, in the one word the screen styles it by: while a svara is
    decided, what the seat said of it comes first."""
    said = ""
    if hand is not None and hand.tied:
        said = next((word for word, seats in (("tied", hand.tied), ("joined", hand.joined),
                                              ("passed", hand.passed)) if seat in seats), "")
    shown = pool_seat(occupant, hand, c,
                      showdown=hand is not None and hand.phase is Phase.SHOWDOWN, said=said)
    if shown is not None:
        return shown
    assert c is not None
    return PAST.get(c.last, "waiting")


def _turn(state: SekaState, hand: HandState) -> Turn | None:
    rules = state.rules
    if hand.phase is Phase.SHOWDOWN:
        return Turn(None, "", "showdown", 0, 0, False, None, False,
                    tuple(c.seat for c in hand.live))
    if hand.phase is Phase.SVARA_DEAL:
        return Turn(None, "", "deal", 0, 0, False, None, False, ())
    if hand.phase is Phase.SVARA_SPLIT:
        seat = next_voter(hand)
        if seat is None:
            return None
        player, stack = player_and_stack(state.seats, seat)
        return Turn(seat, player, "vote", 0, stack, False, None, False, ())
    if hand.phase is Phase.SVARA_JOIN:
        seat = next_joiner(hand)
        if seat is None:
            return None
        player, stack = player_and_stack(state.seats, seat)
        return Turn(seat, player, "join", hand.join_fee, stack, False, None, False, ())
    if hand.to_act is None:
        return None
    c = hand.contenders[hand.to_act]
    player, stack = player_and_stack(state.seats, c.seat)
    low, high = raise_bounds(rules, hand, c, stack)
    may_reveal = reveal_open(rules, hand) and stack >= rules.cost(hand.stake, c.dark)
    return Turn(
        c.seat, player, "act", rules.cost(hand.stake, c.dark), stack, c.dark,
        (low, high) if low <= high else None, may_reveal,
        reveal_shows(state, c.seat) if may_reveal else (),
    )


def last_hand_of(events: Sequence[Any], players: Mapping[int, str]) -> LastHand | None:
    """How the hand whose events these are ended, with its svaras and whether a pot was split
    by agreement; None while it is still in play."""
    shown = {e.seat: e.value for e in events if isinstance(e, HandShown)}
    found = shared.last_hand(
        events, PotAwarded, RakeTaken, players,
        lambda seat, player, amount: Take(seat, player, amount, shown.get(seat)),
    )
    if found is None:
        return None
    if found.voided:
        return LastHand(found.number, True, (), 0, 0, False)
    svaras = sum(1 for e in events if isinstance(e, SvaraDeclared))
    split = any(e.split for e in events if isinstance(e, PotAwarded))
    return LastHand(found.number, False, found.takes, found.rake, svaras, split)


def project(state: SekaState, events: Sequence[Any] = ()) -> TableProjection:
    """The table screen's contents for ``state`` and the table's recent ``events``."""
    hand = state.hand
    seats = tuple(
        SeatLine(
            seat, occupant, seat_state(seat, occupant, hand, c), button,
            c.dark if c is not None else None, c.paid if c is not None else None,
            c.value if c is not None else None,
        )
        for seat, occupant, c, button in seated(state.seats, hand, state.button)
    )
    if hand is None:
        return TableProjection(seats, next_hand=state.hands_dealt + 1,
                               last_hand=last_hand_of(hand_events(events),
                                                      players_of(state.seats)))
    pots = pot_lines((amount, eligible) for amount, eligible, _paid in pots_of(hand))
    svara = (Svara(hand.tied, hand.pot_total, hand.join_fee, hand.agreed, hand.joined,
                   hand.passed) if hand.tied else None)
    return TableProjection(
        seats, pots, hand.pot_total, hand.stake, hand.number, hand.deal,
        hand.number + 1, hand.phase, _turn(state, hand), svara, hand.showdown,
    )
