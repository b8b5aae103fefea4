"""What the games' table screens share: the parts of a projection every game reads alike.

A game's projection (``casino/games/<game>/projection.py``, offered by its spec as
``capabilities.Projection``) computes what its table screen shows from the state and the
table's recent events (``TableService.recent_events``), without Qt. It is pure, so it is tested
without Qt, and a function of what every console can read: two consoles looking at one table
show the same (a screen that remembered what it saw showed another console's table
differently). The state forgets a hand once it ends, so what the screen shows of the last one
(who won what) comes from its events, which every console reads alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from casino.games.pool import HandEnded, HandStart
from casino.games.seating import SeatState
from casino.games.voids import HandVoided
from casino.i18n import _


def since_last(events: Sequence[Any], start: type) -> tuple[Any, ...]:
    """The events from the last one of type ``start`` (the event that begins a hand, a round,
    a game or a deal) on: what a projection reads of the recent events, since a console may
    keep a longer tail. Empty when no such event is among them."""
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], start):
            return tuple(events[index:])
    return ()


def player_and_stack(seats: Sequence[SeatState | None], seat: int) -> tuple[str, int]:
    """Who sits at ``seat`` (from 1) and their stack; ``("", 0)`` for an empty seat."""
    occupant = seats[seat - 1]
    return (occupant.player, occupant.stack) if occupant is not None else ("", 0)


# --- the pots --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PotLine:
    """A pot as the dealer reads it: ``Pot`` alone, else ``Main pot`` and ``Side pot 1``..."""

    name: str
    amount: int
    seats: tuple[int, ...]
    """The seats still in the hand that may win it."""


def pot_lines(pots: Iterable[tuple[int, Iterable[int]]]) -> tuple[PotLine, ...]:
    """The pots, main pot first, each as (amount, the seats still in that may win it)."""
    found = [(amount, tuple(seats)) for amount, seats in pots]
    return tuple(
        PotLine(
            (_("Pot") if len(found) == 1 else _("Main pot"))
            if number == 0
            else _("Side pot {number}").format(number=number),
            amount,
            seats,
        )
        for number, (amount, seats) in enumerate(found)
    )


# --- a pool hand -----------------------------------------------------------------------------


class DealtIn(Protocol):
    """A seat dealt into a pool hand, as the screen reads it."""

    @property
    def seat(self) -> int: ...
    @property
    def folded(self) -> bool: ...
    @property
    def all_in(self) -> bool: ...


C = TypeVar("C", bound=DealtIn, covariant=True)


class HandInPlay(Protocol[C]):
    """A pool hand in play, as the screen reads it: the seats dealt in (``order``, in acting
    order), whose turn it is (an index into ``order``) and the button."""

    @property
    def order(self) -> tuple[int, ...]: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def button(self) -> int: ...
    def contender(self, seat: int) -> C: ...


def acting(hand: HandInPlay[DealtIn] | None) -> int | None:
    """The seat whose turn it is; None between hands or when nobody owes an action."""
    if hand is None or hand.to_act is None:
        return None
    return hand.order[hand.to_act]


def seated(
    seats: Sequence[SeatState | None], hand: HandInPlay[C] | None, button: int | None = None
) -> Iterator[tuple[int, SeatState | None, C | None, bool]]:
    """Every seat by its number (from 1), with who sits there, while a hand is in play the
    seat's part in it (None: empty, or not dealt in), and whether the button is at it (the
    hand's, else the table's ``button`` for the next hand)."""
    at = hand.button if hand is not None else button
    for number, occupant in enumerate(seats, start=1):
        dealt_in = hand is not None and number in hand.order
        contender = hand.contender(number) if hand is not None and dealt_in else None
        yield number, occupant, contender, number == at and occupant is not None


def hand_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last pool hand's start on (``pool.HandStart``: every pool game's
    ``HandStarted``)."""
    return since_last(events, HandStart)


def pool_seat(
    occupant: SeatState | None,
    hand: HandInPlay[DealtIn] | None,
    contender: DealtIn | None,
    *,
    showdown: bool,
    said: str = "",
) -> str | None:
    """The one word the screen styles a pool seat by, where every pool game words it alike:
    ``empty``, ``waiting`` (between hands), ``sat-out``, ``folded``, ``all-in``, ``acting``,
    ``showdown``; None where the game's own word follows (what the seat did last). ``said``
    is a word of the game's that comes before the hand's (what the seat said of a tie being
    decided)."""
    if occupant is None:
        return "empty"
    if hand is None:
        return "waiting"
    if said:
        return said
    if contender is None:
        return "sat-out"
    if contender.folded:
        return "folded"
    if contender.all_in:
        return "all-in"
    if contender.seat == acting(hand):
        return "acting"
    if showdown:
        return "showdown"
    return None


class Awarded(Protocol):
    """A pot awarded: (seat, amount) shares."""

    @property
    def shares(self) -> tuple[tuple[int, int], ...]: ...


class Raked(Protocol):
    """The house's rake taken from a pot."""

    @property
    def amount(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Take:
    """What a seat took from the last hand's pots (a game adds what it showed)."""

    seat: int
    player: str
    amount: int


T = TypeVar("T", bound=Take)


@dataclass(frozen=True, slots=True)
class LastHand(Generic[T]):
    """How the last hand ended, for the dealer asked "what did I win?" after the chips moved."""

    number: int
    voided: bool
    takes: tuple[T, ...]
    """Each seat's take, in the order the seats were first paid."""
    rake: int


def last_hand(
    events: Sequence[Any],
    awarded: type[Awarded],
    raked: type[Raked],
    players: Mapping[int, str],
    take: Callable[[int, str, int], T],
) -> LastHand[T] | None:
    """How the hand whose events these are ended (its pots awarded in ``awarded`` events, its
    rake in ``raked`` ones); None while it is still in play. ``take(seat, player, amount)``
    is the game's words for what a seat took."""
    for event in events:
        if isinstance(event, HandVoided):
            return LastHand(event.number, True, (), 0)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    if ended is None:
        return None
    won: dict[int, int] = {}
    for event in events:
        if isinstance(event, awarded):
            for seat, amount in event.shares:
                won[seat] = won.get(seat, 0) + amount
    takes = tuple(take(seat, players.get(seat, ""), amount) for seat, amount in won.items())
    rake = sum(e.amount for e in events if isinstance(e, raked))
    return LastHand(ended.number, False, takes, rake)
