"""The vocabulary of a Fiddler-Crab table: commands, events and the state that folds them.

A banked game: each betting seat plays its nine cards, split into a Large Hand (6) and a Small
Hand (3), against the dealer's. Amounts are minor units; seats are numbered 1 to 7. A seated
player pays no time charge: the house's take is what it wins from the bets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from casino.equipment.sekhoma_pack import Card
from casino.games import seating
from casino.games.capabilities import Vocabulary
from casino.games.fiddler_crab.rules import MAX_SEATS, FiddlerCrabRules
from casino.games.seating import SeatState
from casino.games.table import Stacks
from casino.games.voids import Void, VoidedReturning

SEATS = tuple(range(1, MAX_SEATS + 1))
NINE = 9

Split = tuple[tuple[Card, ...], tuple[Card, ...]]
"""A Large Hand (6 cards) and a Small Hand (3)."""

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceBet:
    """Put ``amount`` on the seat's betting circle (replacing a bet already there)."""

    KIND: ClassVar[str] = "bet"
    AMOUNT: ClassVar[str] = "amount"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class WithdrawBet:
    """Take the bet on the circle back to the stack (not a bet riding after a push)."""

    KIND: ClassVar[str] = "withdraw"
    seat: int


@dataclass(frozen=True, slots=True)
class StartRound:
    """No more bets: the round begins. ``shoe`` is the full deck in dealing order at a shoe
    table (the service shuffles it with a cryptographic RNG); None at a live table."""

    KIND: ClassVar[str] = "start"
    shoe: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class SetHand:
    """A seat's split, as the player set it. May be entered again until the dealer's hand is
    set (a dealer who mis-keys corrects it)."""

    KIND: ClassVar[str] = "set-hand"
    seat: int
    large: tuple[Card, ...]
    small: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SetDealerHand:
    """The dealer's hand, after every seat has set. Under ``best-large`` and ``house-way`` the
    console splits it: at a live table ``cards`` are the nine shown, at a shoe table nothing is
    entered. Under ``dealer-choice`` the dealer's ``large`` and ``small`` are entered as set."""

    KIND: ClassVar[str] = "dealer-hand"
    cards: tuple[Card, ...] = ()
    """At a shoe table the dealer's nine are drawn as they are turned over: the service fills
    them in here (``fill_random``), never the console; under ``dealer-choice`` that first
    command only turns them over, and a second enters the dealer's split of them."""
    large: tuple[Card, ...] = ()
    small: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Settle:
    """Settle every seat against the dealer, collect and pay."""

    KIND: ClassVar[str] = "settle"


@dataclass(frozen=True, slots=True)
class VoidRound(Void):
    """Void the round in progress: every bet of the round goes back (needs a pit boss)."""


Command = (
    seating.SeatPlayer | seating.AddChips | seating.LeaveSeat | PlaceBet | WithdrawBet
    | StartRound | SetHand | SetDealerHand | Settle | VoidRound
)

# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """``amount`` is now the seat's whole bet; ``previous`` went back to the stack first."""

    seat: int
    amount: int
    previous: int = 0


@dataclass(frozen=True, slots=True)
class BetWithdrawn:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    number: int
    seats: tuple[int, ...]
    """The betting seats, in seat order."""
    bets: tuple[int, ...]
    """Aligned with ``seats``."""
    shoe: tuple[Card, ...] | None
    """None: a shoe table's cards exist only once dealt, each in the event that deals it.
    A round stored before that carries its whole deck order here (sealed by the store until
    the round ended, ``shoe_digest`` its commitment), and is read as it was written."""
    shoe_digest: str | None = None


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """A shoe deal: nine cards to each seat in ``seats`` (aligned ``hands``). The dealer's
    nine are not dealt here: they are drawn when they are turned over, after every seat has
    set (``DealerCardsShown`` or ``DealerHandSet``), so no face-down card exists to be read.
    (A round stored before that dealt the dealer's nine from its sealed shoe.)"""

    seats: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class DealerCardsShown:
    """At a ``dealer-choice`` shoe table: the dealer's nine, drawn and turned over after every
    seat has set, for the dealer to split (``DealerHandSet`` follows)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandSet:
    seat: int
    large: tuple[Card, ...]
    small: tuple[Card, ...]
    large_category: str
    small_category: str


@dataclass(frozen=True, slots=True)
class DealerHandSet:
    """The dealer's split; ``rule`` is the house rule that made it."""

    cards: tuple[Card, ...]
    large: tuple[Card, ...]
    small: tuple[Card, ...]
    large_category: str
    small_category: str
    rule: str


@dataclass(frozen=True, slots=True)
class BetSettled:
    """One seat settled. ``won`` is what the player is paid beyond the bet (0 on a push, minus
    the bet on a loss); ``commission`` is what the house kept of the winning payout and
    ``breakage`` the fraction of a minor unit the payout lost to rounding down (``"p/q"``,
    below 1). ``won + commission + breakage`` is exactly the bet times the pay. On a push
    ``rides`` says whether the bet is locked for the next round."""

    seat: int
    result: str
    bet: int
    won: int
    commission: int = 0
    breakage: str = "0"
    rides: bool = False


@dataclass(frozen=True, slots=True)
class RoundEnded:
    number: int


@dataclass(frozen=True, slots=True)
class RoundVoided(VoidedReturning):
    """The round in progress voided; ``returned``: every bet, by seat."""


Event = (
    seating.PlayerSeated | seating.ChipsAdded | seating.PlayerLeft | seating.StackCorrected
    | BetPlaced | BetWithdrawn | RoundStarted | CardsDealt | HandSet | DealerCardsShown
    | DealerHandSet | BetSettled | RoundEnded | RoundVoided
)

VOCABULARY = Vocabulary.of(Command, Event)
"""Every command and event by the tag it is stored under: its class's name."""

# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundState:
    number: int
    seats: tuple[int, ...]
    bets: tuple[int, ...]
    dealt: tuple[tuple[Card, ...], ...] | None = None
    """Each betting seat's nine cards at a shoe table, aligned with ``seats``."""
    dealer_shown: tuple[Card, ...] | None = None
    """The dealer's nine at a ``dealer-choice`` shoe table once turned over, before the split
    is entered; no card the dealer has not turned over is held."""
    splits: tuple[Split | None, ...] = ()
    """Aligned with ``seats``; None until the seat's split is entered."""
    dealer: Split | None = None
    settled: bool = False

    def split_of(self, seat: int) -> Split | None:
        return self.splits[self.seats.index(seat)]

    @property
    def out(self) -> tuple[Card, ...]:
        """Every card a shoe table has dealt this round: the deck less these is what the
        dealer's nine are drawn from."""
        dealt = tuple(card for hand in self.dealt or () for card in hand)
        return dealt + (self.dealer_shown or ())


@dataclass(frozen=True, slots=True)
class FiddlerCrabState(Stacks):
    """A Fiddler-Crab table: the fold of its events. Its stacks keep no time charge, and a
    correction is the house's loss (``house_win``), so ``time_charges`` and ``corrections``
    stay 0."""

    rules: FiddlerCrabRules
    seats: tuple[SeatState | None, ...] = field(default=(None,) * len(SEATS), kw_only=True)
    """Index ``seat - 1``; only the first ``rules.seats`` can be taken."""
    bets: tuple[int, ...] = (0,) * len(SEATS)
    """What lies on each seat's betting circle (a riding push included)."""
    riding: tuple[bool, ...] = (False,) * len(SEATS)
    """Bets locked on the circle by a push under ``ride``."""
    rounds_dealt: int = 0
    rounds_played: int = 0
    round: RoundState | None = None
    house_win: int = 0
    """Bets the house took less what it paid (negative when the players are ahead)."""
    commission: int = 0

    @property
    def hands_dealt(self) -> int:
        return self.rounds_dealt

    @property
    def in_hand(self) -> bool:
        return self.round is not None

    @property
    def in_play(self) -> int:
        return sum(self.bets)

    @property
    def taken(self) -> int:
        return self.house_win
