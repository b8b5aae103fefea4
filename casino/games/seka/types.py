"""The vocabulary of a Seka table: the commands a dealer enters, the events the engine
decides, and the state that is the fold of those events. All frozen; amounts in minor units.

Seats are numbered 1 to 10 clockwise; "to the left" is the next higher number, wrapping. A
**hand** is everything from the antes to the final award: the first deal and every svara
re-deal after it, which share the hand's number and its pot. Amounts a player pays are what
left their stack; the **stake** is nominal (a dark player pays half of it, S-9).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from casino.equipment.french_pack import FrenchCard
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
from casino.games.seating import CollectTimeCharge as CollectTimeCharge  # re-exported
from casino.games.seating import TimeCharged as TimeCharged  # re-exported
from casino.games.seka.rules import SEATS as SEAT_COUNT
from casino.games.seka.rules import SekaRules

SEATS = tuple(range(1, SEAT_COUNT + 1))
MIN_PLAYERS = 2

Cards = tuple[FrenchCard, ...]
ShownHands = tuple[tuple[int, Cards], ...]
"""(seat, its three cards) for each hand shown, as the dealer enters them at a live table."""


class Phase(StrEnum):
    BETTING = "betting"
    SHOWDOWN = "showdown"
    """Betting is over without a reveal (the orbits ran out, or nobody is left to bet
    against): every hand still in is shown."""
    SVARA_SPLIT = "svara split"
    """A svara: the tied players say whether they split the pot."""
    SVARA_JOIN = "svara join"
    """A svara: each other player dealt in says whether they join."""
    SVARA_DEAL = "svara deal"
    """A svara: the decisions are in, the svara deal is next."""


# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartHand:
    """Seat check, antes and the deal. ``shoe`` is the whole pack in dealing order at a shoe
    table (the service shuffles it with a cryptographic RNG); None at a live table."""

    KIND: ClassVar[str] = "start"
    shoe: Cards | None = None


@dataclass(frozen=True, slots=True)
class Look:
    """A dark player looks at their cards, at the start of their turn (not a turn, S-8)."""

    KIND: ClassVar[str] = "look"
    seat: int


@dataclass(frozen=True, slots=True)
class Call:
    """Pay the stake (half while dark)."""

    KIND: ClassVar[str] = "call"
    seat: int


@dataclass(frozen=True, slots=True)
class Raise:
    """Raise the stake to ``to`` and pay it (half while dark)."""

    KIND: ClassVar[str] = "raise"
    seat: int
    to: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """Pay the stake and call for a showing (S-13). At a live table ``hands`` are the cards
    shown, entered by the dealer; at a shoe table the console knows them (None)."""

    KIND: ClassVar[str] = "reveal"
    seat: int
    hands: ShownHands | None = None


@dataclass(frozen=True, slots=True)
class AllIn:
    """A player short of the stake puts in every chip left (S-12a)."""

    KIND: ClassVar[str] = "all-in"
    seat: int


@dataclass(frozen=True, slots=True)
class Fold:
    KIND: ClassVar[str] = "fold"
    seat: int


@dataclass(frozen=True, slots=True)
class Showdown:
    """Show every hand still in when betting ended without a reveal; ``hands`` as for
    ``Reveal``."""

    KIND: ClassVar[str] = "showdown"
    hands: ShownHands | None = None


@dataclass(frozen=True, slots=True)
class AgreeSplit:
    """A tied player agrees to split the pot instead of a svara."""

    KIND: ClassVar[str] = "agree-split"
    seat: int


@dataclass(frozen=True, slots=True)
class RefuseSplit:
    """A tied player wants the svara played."""

    KIND: ClassVar[str] = "refuse-split"
    seat: int


@dataclass(frozen=True, slots=True)
class JoinSvara:
    """A player dealt into the tied deal pays the svara fee and is dealt into the svara."""

    KIND: ClassVar[str] = "join"
    seat: int


@dataclass(frozen=True, slots=True)
class PassSvara:
    KIND: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True, slots=True)
class DealSvara:
    """The svara deal: a fresh shuffle (``shoe`` at a shoe table), no antes, button held."""

    KIND: ClassVar[str] = "svara"
    shoe: Cards | None = None


@dataclass(frozen=True, slots=True)
class VoidHand:
    """Void the hand in progress: every payment of the hand goes back (needs a pit boss)."""

    KIND: ClassVar[str] = "void"
    reason: str
    approved_by: str


Command = (
    SeatPlayer | AddChips | LeaveSeat | CollectTimeCharge | StartHand | Look | Call | Raise
    | Reveal | AllIn | Fold | Showdown | AgreeSplit | RefuseSplit | JoinSvara | PassSvara
    | DealSvara | VoidHand
)

# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandStarted:
    number: int
    button: int
    order: tuple[int, ...]
    """The seats dealt in, in acting order: first to the button's left, the button last."""
    shoe: Cards | None
    """None: a shoe table's cards exist only once dealt, each in the event that deals it
    (``CardsDealt``). A hand stored before that carries its pack's whole order here (sealed by
    the store until the hand ended, ``shoe_digest`` its commitment), read as it was written."""
    shoe_digest: str | None = None


@dataclass(frozen=True, slots=True)
class SatOut:
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Three cards to each seat in ``seats`` (the acting order), one at a time round the
    table; ``hands`` lines up with ``seats``, None at a live table."""

    seats: tuple[int, ...]
    hands: tuple[Cards, ...] | None


@dataclass(frozen=True, slots=True)
class Looked:
    seat: int


@dataclass(frozen=True, slots=True)
class Paid:
    """A payment on a turn: ``action`` is call, raise, reveal or all-in; ``amount`` left the
    stack; ``stake`` is the nominal stake afterwards; ``dark`` says the player paid as a dark
    player (half); ``all_in`` that the stack is now empty."""

    seat: int
    action: str
    amount: int
    stake: int
    dark: bool
    all_in: bool


@dataclass(frozen=True, slots=True)
class Folded:
    seat: int


@dataclass(frozen=True, slots=True)
class HandShown:
    seat: int
    cards: Cards
    value: int


@dataclass(frozen=True, slots=True)
class Outshown:
    """A reveal between two of three or more (``reveal = previous``): ``seat`` showed the
    lower hand (or, on equal values, was the revealer) and folds; play goes on from the
    ``revealer``'s left."""

    seat: int
    by: int
    tie: bool
    revealer: int


@dataclass(frozen=True, slots=True)
class ShowdownDue:
    """Betting is over without a reveal: ``reason`` is ``orbits`` (``max_orbits`` ran out)
    or ``all-in`` (at most one player still in can bet)."""

    reason: str


@dataclass(frozen=True, slots=True)
class SvaraDeclared:
    """The final showdown over the only pot tied: ``tied`` seats, the ``pot`` carried into
    the svara, and ``join_fee`` = ⌈pot / tied⌉ for anyone else who joins (S-14)."""

    tied: tuple[int, ...]
    pot: int
    join_fee: int


@dataclass(frozen=True, slots=True)
class SplitAgreed:
    seat: int


@dataclass(frozen=True, slots=True)
class SplitRefused:
    seat: int


@dataclass(frozen=True, slots=True)
class SvaraJoined:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class SvaraPassed:
    """``seat`` does not join; ``reason`` is '' when they chose to, else why they could not."""

    seat: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SvaraDealt:
    """The svara deal ``deal`` (1 for the first svara of hand ``number``): ``order`` the tied
    players and the joiners, from the button's left; no antes; a fresh shuffle at a shoe
    table, whose dealt cards ``CardsDealt`` carries (``shoe`` is None, as on ``HandStarted``;
    a deal stored before kept its whole order, sealed under the hand's number)."""

    number: int
    deal: int
    order: tuple[int, ...]
    shoe: Cards | None
    shoe_digest: str | None = None


@dataclass(frozen=True, slots=True)
class ChipsReturned:
    """Chips no player still in may win (paid after every player who could win them was
    shown down) go back to who paid them."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class RakeTaken:
    """The house's share of pot ``pot`` (0 is the main pot), taken as it is awarded."""

    amount: int
    pot: int = 0


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """Pot ``pot`` (0 is the main pot) of ``amount`` after rake, paid as ``shares``.
    ``uncontested``: won unseen, everyone else folded; ``split``: the tied players agreed to
    split it rather than play a svara."""

    pot: int
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    uncontested: bool
    split: bool = False


@dataclass(frozen=True, slots=True)
class HandEnded:
    number: int
    next_button: int


@dataclass(frozen=True, slots=True)
class HandVoided:
    number: int
    reason: str
    approved_by: str
    returned: tuple[tuple[int, int], ...]


Event = (
    PlayerSeated | ChipsAdded | PlayerLeft | StackCorrected | TimeCharged | HandStarted
    | SatOut | AntePosted | CardsDealt | Looked | Paid | Folded | HandShown | Outshown
    | ShowdownDue | SvaraDeclared | SplitAgreed | SplitRefused | SvaraJoined | SvaraPassed
    | SvaraDealt | ChipsReturned | RakeTaken | PotAwarded | HandEnded | HandVoided
)

EVENT_TAGS: dict[str, type] = {
    "PlayerSeated": PlayerSeated,
    "ChipsAdded": ChipsAdded,
    "PlayerLeft": PlayerLeft,
    "StackCorrected": StackCorrected,
    "TimeCharged": TimeCharged,
    "HandStarted": HandStarted,
    "SatOut": SatOut,
    "AntePosted": AntePosted,
    "CardsDealt": CardsDealt,
    "Looked": Looked,
    "Paid": Paid,
    "Folded": Folded,
    "HandShown": HandShown,
    "Outshown": Outshown,
    "ShowdownDue": ShowdownDue,
    "SvaraDeclared": SvaraDeclared,
    "SplitAgreed": SplitAgreed,
    "SplitRefused": SplitRefused,
    "SvaraJoined": SvaraJoined,
    "SvaraPassed": SvaraPassed,
    "SvaraDealt": SvaraDealt,
    "ChipsReturned": ChipsReturned,
    "RakeTaken": RakeTaken,
    "PotAwarded": PotAwarded,
    "HandEnded": HandEnded,
    "HandVoided": HandVoided,
}
"""Every event by the type tag it is stored under: literal strings, so renaming a class
never changes what history says."""

COMMAND_TAGS: dict[str, type] = {
    "SeatPlayer": SeatPlayer,
    "AddChips": AddChips,
    "LeaveSeat": LeaveSeat,
    "CollectTimeCharge": CollectTimeCharge,
    "StartHand": StartHand,
    "Look": Look,
    "Call": Call,
    "Raise": Raise,
    "Reveal": Reveal,
    "AllIn": AllIn,
    "Fold": Fold,
    "Showdown": Showdown,
    "AgreeSplit": AgreeSplit,
    "RefuseSplit": RefuseSplit,
    "JoinSvara": JoinSvara,
    "PassSvara": PassSvara,
    "DealSvara": DealSvara,
    "VoidHand": VoidHand,
}
"""Every command by its stored type tag."""

# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contender:
    """A seat dealt into the current deal (the first deal or a svara)."""

    seat: int
    dark: bool
    cards: Cards | None = None
    """The seat's cards at a shoe table; None at a live table until shown."""
    folded: bool = False
    all_in: bool = False
    cap: int | None = None
    """An all-in player's pot: the hand's payments up to and including their last chip
    (S-12a); None for a player who still has chips."""
    paid: int = 0
    """What the seat has paid in this deal (antes and joining fees included)."""
    turns: int = 0
    shown: Cards | None = None
    value: int | None = None
    last: str = ""
    """The seat's last action this deal (call, raise, reveal, all-in, look, fold), '' before
    it acts: every console shows the same, folded from the events."""


@dataclass(frozen=True, slots=True)
class HandState:
    number: int
    button: int
    order: tuple[int, ...]
    """The seats of the current deal, in acting order."""
    contenders: tuple[Contender, ...]
    """Aligned with ``order``."""
    deal: int = 0
    """0 for the first deal, then 1, 2... for each svara."""
    phase: Phase = Phase.BETTING
    stake: int = 0
    """The current nominal stake ``c``."""
    to_act: int | None = None
    """Index into ``order`` of the seat whose turn it is, or None when nobody's."""
    payments: tuple[tuple[int, int], ...] = ()
    """Every payment of the hand in order, (seat, amount): antes, turns, joining fees. The
    pots, the all-in caps and a void's returns are all read from it."""
    paid_in: int = 0
    """The sum of ``payments``, kept as they are folded (the all-in caps are read from it
    at every payment)."""
    antes: int = 0
    """How much of ``payments`` is antes: a pot of antes only is not raked (S-15)."""
    taken: int = 0
    """What has left the pot in the award (shares, returns, rake)."""
    showdown: str = ""
    """Why betting ended without a reveal (``ShowdownDue.reason``), while it awaits the
    hands."""
    tied: tuple[int, ...] = ()
    """The svara's tied seats, from its declaration to its deal."""
    join_fee: int = 0
    agreed: tuple[int, ...] = ()
    joined: tuple[int, ...] = ()
    passed: tuple[int, ...] = ()
    dealt_in: tuple[int, ...] = ()
    """The seats dealt into the deal that tied (who may be asked to join)."""

    def index_of(self, seat: int) -> int:
        return self.order.index(seat)

    def contender(self, seat: int) -> Contender:
        return self.contenders[self.order.index(seat)]

    @property
    def pot_total(self) -> int:
        """The chips in the pot now."""
        return self.paid_in - self.taken

    @property
    def live(self) -> tuple[Contender, ...]:
        return tuple(c for c in self.contenders if not c.folded)

    def paid_by(self, seat: int) -> int:
        """Everything ``seat`` has paid this hand, every deal included."""
        return sum(amount for s, amount in self.payments if s == seat)


@dataclass(frozen=True, slots=True)
class SekaState:
    """A Seka table: the fold of its events."""

    rules: SekaRules
    seats: tuple[SeatState | None, ...] = (None,) * SEAT_COUNT
    """Index ``seat - 1``."""
    button: int | None = None
    """The button for the next hand; None until the first hand is dealt."""
    hands_dealt: int = 0
    hands_played: int = 0
    hand: HandState | None = None
    bought_in: int = 0
    cashed_out: int = 0
    rake: int = 0
    time_charges: int = 0
    corrections: int = 0
    svaras: int = 0

    def seat(self, seat: int) -> SeatState | None:
        return self.seats[seat - 1]

    @property
    def chips_on_table(self) -> int:
        """Stacks plus the pot: what the players own at the table."""
        in_hand = self.hand.pot_total if self.hand else 0
        return sum(s.stack for s in self.seats if s) + in_hand

    @property
    def conserved(self) -> bool:
        """Chips in = chips at the table + chips out + the house's take, to the minor unit."""
        return self.bought_in + self.corrections == (
            self.chips_on_table + self.cashed_out + self.rake + self.time_charges
        )
