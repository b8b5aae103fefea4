"""The vocabulary of a Fiddler-Crab table: commands, events and the state that folds them.

A banked game: each betting seat plays its nine cards, split into a Large Hand (6) and a Small
Hand (3), against the dealer's. Amounts are minor units; seats are numbered 1 to 7.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.rules import MAX_SEATS, FiddlerCrabRules
from casino.games.seating import (
    AddChips,
    ChipsAdded,
    LeaveSeat,
    PlayerLeft,
    PlayerSeated,
    SeatPlayer,
    SeatState,
    StackCorrected,
)

SEATS = tuple(range(1, MAX_SEATS + 1))
NINE = 9

Split = tuple[tuple[Card, ...], tuple[Card, ...]]
"""A Large Hand (6 cards) and a Small Hand (3)."""

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceBet:
    """Put ``amount`` on the seat's betting circle (replacing a bet already there)."""

    KIND: ClassVar[str] = "bet"
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
class VoidRound:
    """Void the round in progress: every bet of the round goes back (needs a pit boss)."""

    KIND: ClassVar[str] = "void"
    reason: str
    approved_by: str


Command = (
    SeatPlayer | AddChips | LeaveSeat | PlaceBet | WithdrawBet | StartRound | SetHand
    | SetDealerHand | Settle | VoidRound
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
class RoundVoided:
    number: int
    reason: str
    approved_by: str
    returned: tuple[tuple[int, int], ...]
    """(seat, amount) of every bet returned."""


Event = (
    PlayerSeated | ChipsAdded | PlayerLeft | BetPlaced | BetWithdrawn | RoundStarted
    | CardsDealt | HandSet | DealerCardsShown | DealerHandSet | BetSettled | RoundEnded
    | RoundVoided | StackCorrected
)


EVENT_TAGS: dict[str, type] = {
    "PlayerSeated": PlayerSeated,
    "ChipsAdded": ChipsAdded,
    "PlayerLeft": PlayerLeft,
    "BetPlaced": BetPlaced,
    "BetWithdrawn": BetWithdrawn,
    "RoundStarted": RoundStarted,
    "CardsDealt": CardsDealt,
    "HandSet": HandSet,
    "DealerCardsShown": DealerCardsShown,
    "DealerHandSet": DealerHandSet,
    "BetSettled": BetSettled,
    "RoundEnded": RoundEnded,
    "RoundVoided": RoundVoided,
    "StackCorrected": StackCorrected,
}
"""Every event by the type tag it is stored under: literal strings, so renaming a class
never changes what history says (the codec reads and writes these tags)."""

COMMAND_TAGS: dict[str, type] = {
    "SeatPlayer": SeatPlayer,
    "AddChips": AddChips,
    "LeaveSeat": LeaveSeat,
    "PlaceBet": PlaceBet,
    "WithdrawBet": WithdrawBet,
    "StartRound": StartRound,
    "SetHand": SetHand,
    "SetDealerHand": SetDealerHand,
    "Settle": Settle,
    "VoidRound": VoidRound,
}
"""Every command by its stored type tag."""

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
class FiddlerCrabState:
    """A Fiddler-Crab table: the fold of its events."""

    rules: FiddlerCrabRules
    seats: tuple[SeatState | None, ...] = (None,) * len(SEATS)
    """Index ``seat - 1``; only the first ``rules.seats`` can be taken."""
    bets: tuple[int, ...] = (0,) * len(SEATS)
    """What lies on each seat's betting circle (a riding push included)."""
    riding: tuple[bool, ...] = (False,) * len(SEATS)
    """Bets locked on the circle by a push under ``ride``."""
    rounds_dealt: int = 0
    rounds_played: int = 0
    round: RoundState | None = None
    bought_in: int = 0
    cashed_out: int = 0
    house_win: int = 0
    """Bets the house took less what it paid (negative when the players are ahead)."""
    commission: int = 0

    def seat(self, seat: int) -> SeatState | None:
        return self.seats[seat - 1]

    @property
    def chips_on_table(self) -> int:
        return sum(s.stack for s in self.seats if s) + sum(self.bets)

    @property
    def conserved(self) -> bool:
        """Chips in = chips at the table + chips out + the house's win, to the minor unit."""
        return self.bought_in == self.chips_on_table + self.cashed_out + self.house_win
