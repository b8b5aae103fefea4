"""What the pool games share in their records: the players bet into pots they win from each
other, and the house keeps only a rake (or a time charge).

Such a hand words its antes, calls, raises, all-ins and folds, a seat sitting out and the
hand's end alike in every such game, so each is declared here once and every game lists it in
its vocabulary under the same tag (its name). What a call or a raise costs is each game's own
rule (matching the bet, paying the stake); the classes hold only what the dealer entered and
what the engine decided. ``PoolTable`` is the part of such a table's state they all keep, and
``PoolHand`` the part of its hand in play (its number, button and seats in acting order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, TypeVar

from casino.games.table import Stacks

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Call:
    """Stay in by paying what the game asks of this seat now."""

    KIND: ClassVar[str] = "call"
    seat: int


@dataclass(frozen=True, slots=True)
class Raise:
    """Raise to ``to``: the amount the game's raises are counted in (a seat's total in the
    round, the stake)."""

    KIND: ClassVar[str] = "raise"
    AMOUNT: ClassVar[str] = "to"
    seat: int
    to: int


@dataclass(frozen=True, slots=True)
class AllIn:
    """Put in every chip left."""

    KIND: ClassVar[str] = "all-in"
    seat: int


@dataclass(frozen=True, slots=True)
class Fold:
    KIND: ClassVar[str] = "fold"
    seat: int


# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandStart:
    """What a pool game's ``HandStarted`` begins with; each game adds the shoe of its own
    cards. Not stored itself."""

    number: int
    button: int
    order: tuple[int, ...]
    """The seats dealt in, in acting order: first to the button's left, the button last."""


@dataclass(frozen=True, slots=True)
class SatOut:
    """A seated player not dealt in, and why."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Folded:
    seat: int


@dataclass(frozen=True, slots=True)
class HandEnded:
    number: int
    next_button: int


# --- state -----------------------------------------------------------------------------------


class Contending(Protocol):
    """What ``PoolHand`` reads of a seat dealt in."""

    @property
    def folded(self) -> bool: ...


C = TypeVar("C", bound=Contending)


@dataclass(frozen=True, slots=True)
class PoolHand(Generic[C]):
    """A pool hand in play: its number, its button and the seats dealt in. A game's hand
    state adds its ``contenders`` (each seat's own state, of the game's type) aligned with
    ``order``, and the rest of its own."""

    number: int
    button: int
    order: tuple[int, ...]
    """The seats of the deal in play, in acting order."""

    if TYPE_CHECKING:  # each game's hand declares the field, of its own contenders' type

        @property
        def contenders(self) -> tuple[C, ...]: ...

    def index_of(self, seat: int) -> int:
        return self.order.index(seat)

    def contender(self, seat: int) -> C:
        return self.contenders[self.order.index(seat)]

    @property
    def live(self) -> tuple[C, ...]:
        """The contenders who have not folded."""
        return tuple(c for c in self.contenders if not c.folded)


class Pot(Protocol):
    """What ``PoolTable`` reads of its hand in play."""

    @property
    def pot_total(self) -> int: ...


@dataclass(frozen=True, slots=True, kw_only=True)
class PoolTable(Stacks):
    """The stacks of a pool table, with its button, the hands it counts and the rake it
    took; the chips in play are the pot of its hand in play."""

    button: int | None = None
    """The button for the next hand; None until the first hand is dealt."""
    hands_dealt: int = 0
    """Hands started, voided ones included: the next hand's number is one more."""
    hands_played: int = 0
    """Hands played to the end (a voided hand is not)."""
    rake: int = 0

    if TYPE_CHECKING:  # each game's state declares the field (None between hands), of its type

        @property
        def hand(self) -> Pot | None: ...

    @property
    def in_hand(self) -> bool:
        return self.hand is not None

    @property
    def in_play(self) -> int:
        return self.hand.pot_total if self.hand else 0

    @property
    def taken(self) -> int:
        return self.rake
