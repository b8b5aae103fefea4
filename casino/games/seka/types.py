"""The vocabulary of a Seka table: the commands a dealer enters, the events the engine
decides, and the state that is the fold of those events. All frozen; amounts in minor units.

Seats are numbered 1 to 10 clockwise; "to the left" is the next higher number, wrapping. A
**hand** is everything from the antes to the final award: the first deal and every svara
re-deal after it, which share the hand's number and its pot. Amounts a player pays are what
left their stack; the **stake** is nominal (a dark player pays half of it, S-9). The words Seka
shares with other games (seating, the pool games' bets, the void) are declared in their shared
modules and re-exported here, so this module is the table's whole vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from casino.equipment.french_pack import FrenchCard
from casino.games.capabilities import Vocabulary
from casino.games.pool import AllIn as AllIn
from casino.games.pool import AntePosted as AntePosted
from casino.games.pool import Call as Call
from casino.games.pool import Fold as Fold
from casino.games.pool import Folded as Folded
from casino.games.pool import HandEnded as HandEnded
from casino.games.pool import HandStart, PoolHand, PoolTable
from casino.games.pool import Raise as Raise
from casino.games.pool import SatOut as SatOut
from casino.games.seating import CollectTimeCharge as CollectTimeCharge
from casino.games.seating import SeatingCommand, SeatingEvent, SeatState
from casino.games.seating import TimeCharged as TimeCharged
from casino.games.seka.rules import SEATS as SEAT_COUNT
from casino.games.seka.rules import SekaRules
from casino.games.voids import HandVoided as HandVoided
from casino.games.voids import VoidHand as VoidHand
from casino.i18n import N_

SEATS = tuple(range(1, SEAT_COUNT + 1))
MIN_PLAYERS = 2

Cards = tuple[FrenchCard, ...]
ShownHands = tuple[tuple[int, Cards], ...]
"""(seat, its three cards) for each hand shown, as the dealer enters them at a live table."""


class Phase(StrEnum):
    """Stored as written; each value is marked with ``N_``, translated where it is shown."""

    BETTING = N_("betting")
    SHOWDOWN = N_("showdown")
    """Betting is over without a reveal (the orbits ran out, or nobody is left to bet
    against): every hand still in is shown."""
    SVARA_SPLIT = N_("svara split")
    """A svara: the tied players say whether they split the pot."""
    SVARA_JOIN = N_("svara join")
    """A svara: each other player dealt in says whether they join."""
    SVARA_DEAL = N_("svara deal")
    """A svara: the decisions are in, the svara deal is next."""


# --- commands --------------------------------------------------------------------------------
# Shared with the other pool games (``casino.games.pool``): Call pays the stake (half while
# dark); Raise raises the stake to ``to`` and pays it (half while dark); AllIn is a player short
# of the stake putting in every chip left (S-12a); Fold. VoidHand returns every payment of the
# hand.


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
class Reveal:
    """Pay the stake and call for a showing (S-13). At a live table ``hands`` are the cards
    shown, entered by the dealer; at a shoe table the console knows them (None)."""

    KIND: ClassVar[str] = "reveal"
    seat: int
    hands: ShownHands | None = None


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


Command = (
    SeatingCommand | StartHand | Look | Call | Raise | Reveal | AllIn | Fold | Showdown
    | AgreeSplit | RefuseSplit | JoinSvara | PassSvara | DealSvara | VoidHand
)

# --- events ----------------------------------------------------------------------------------
# Shared with the other pool games: SatOut, AntePosted, Folded, HandEnded, HandVoided.


@dataclass(frozen=True, slots=True)
class HandStarted(HandStart):
    shoe: Cards | None
    """None: a shoe table's cards exist only once dealt, each in the event that deals it
    (``CardsDealt``). A hand stored before that carries its pack's whole order here (sealed by
    the store until the hand ended, ``shoe_digest`` its commitment), read as it was written."""
    shoe_digest: str | None = None


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


Event = (
    SeatingEvent | HandStarted | SatOut | AntePosted | CardsDealt | Looked | Paid | Folded
    | HandShown | Outshown | ShowdownDue | SvaraDeclared | SplitAgreed | SplitRefused
    | SvaraJoined | SvaraPassed | SvaraDealt | ChipsReturned | RakeTaken | PotAwarded
    | HandEnded | HandVoided
)

VOCABULARY = Vocabulary.of(Command, Event)
"""Every command and event by the tag it is stored under: its class's name."""

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
class HandState(PoolHand[Contender]):
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

    @property
    def pot_total(self) -> int:
        """The chips in the pot now."""
        return self.paid_in - self.taken

    def paid_by(self, seat: int) -> int:
        """Everything ``seat`` has paid this hand, every deal included."""
        return sum(amount for s, amount in self.payments if s == seat)


@dataclass(frozen=True, slots=True)
class SekaState(PoolTable):
    """A Seka table: the fold of its events."""

    rules: SekaRules
    seats: tuple[SeatState | None, ...] = field(default=(None,) * SEAT_COUNT, kw_only=True)
    hand: HandState | None = None
    svaras: int = 0
