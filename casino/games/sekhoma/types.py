"""The vocabulary of a Sekhoma table: commands a dealer enters, events the engine decides,
and the state that is the fold of those events. All frozen; amounts in minor units.

Seats are numbered 1 to 6 clockwise; "to the left" is the next higher number, wrapping. The
words Sekhoma shares with other games (seating, the pool games' bets, the void) are declared in
their shared modules and re-exported here, so this module is the table's whole vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from casino.equipment.sekhoma_pack import Card
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
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.voids import HandVoided as HandVoided
from casino.games.voids import VoidHand as VoidHand
from casino.i18n import N_

SEATS = (1, 2, 3, 4, 5, 6)
MIN_PLAYERS = 2
HAND_SIZE = 6


class Phase(StrEnum):
    """Stored as written; each value is marked with ``N_``, translated where it is shown."""

    BETTING_1 = N_("betting 1")
    EXCHANGE = N_("exchange")
    BETTING_2 = N_("betting 2")
    SHOWDOWN = N_("showdown")


BETTING_ROUND = {Phase.BETTING_1: 1, Phase.BETTING_2: 2}

# --- commands --------------------------------------------------------------------------------
# Shared with the other pool games (``casino.games.pool``): Call matches the current bet (with
# too short a stack, an all-in for less); Raise makes this seat's total in the round ``to``;
# AllIn puts in every chip left, a bet, call or raise, whichever the amount makes it; Fold.
# VoidHand returns every wager of the hand.


@dataclass(frozen=True, slots=True)
class StartHand:
    """Seat check, antes and the deal. ``shoe`` is the full deck in dealing order at a shoe
    table (the service shuffles it with a cryptographic RNG); None at a live table."""

    KIND: ClassVar[str] = "start"
    shoe: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class Check:
    """"No bet": only while nobody has bet in the round."""

    KIND: ClassVar[str] = "check"
    seat: int


@dataclass(frozen=True, slots=True)
class Bet:
    """Open the betting with ``amount`` chips."""

    KIND: ClassVar[str] = "bet"
    AMOUNT: ClassVar[str] = "amount"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard and redraw. At a live table only ``count`` is entered; at a shoe table the
    ``discards`` are named and ``count`` must be their number (or left None)."""

    KIND: ClassVar[str] = "exchange"
    AMOUNT: ClassVar[str] = "drawing"
    seat: int
    count: int | None = None
    discards: tuple[Card, ...] = ()
    shoe: tuple[Card, ...] | None = None
    """At a shoe table, what the draw comes from: the deck less the cards out this hand, in
    an order the service draws with its cryptographic RNG as the exchange is made
    (``fill_random``); the seat draws from its top and the rest is never kept. None as the
    console sends it, and at a live table."""

    @property
    def drawing(self) -> int:
        """How many cards the seat exchanges: ``count``, or the discards named."""
        return len(self.discards) if self.count is None else self.count


@dataclass(frozen=True, slots=True)
class Showdown:
    """Show the hands still in. At a live table the dealer enters each shown hand."""

    KIND: ClassVar[str] = "showdown"
    hands: tuple[tuple[int, tuple[Card, ...]], ...] | None = None


Command = (
    SeatingCommand | StartHand | Check | Bet | Call | Raise | AllIn | Fold | Exchange | Showdown
    | VoidHand
)

# --- events ----------------------------------------------------------------------------------
# Shared with the other pool games: SatOut, AntePosted, Folded, HandEnded, HandVoided.


@dataclass(frozen=True, slots=True)
class HandStarted(HandStart):
    shoe: tuple[Card, ...] | None
    """None: a shoe table's cards exist only once dealt, each in the event that deals it.
    A hand stored before that carries its whole deck order here (sealed by the store until the
    hand ended, ``shoe_digest`` its commitment), and is read as it was written."""
    shoe_digest: str | None = None


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """The deal: six cards to each seat in ``seats`` (the acting order), dealt one at a time
    round the table. ``hands`` lines up with ``seats``; None at a live table, where the cards
    are unknown until shown."""

    seats: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] | None


@dataclass(frozen=True, slots=True)
class Checked:
    seat: int


@dataclass(frozen=True, slots=True)
class Wagered:
    """Chips put in during a betting round. ``action`` is bet, call or raise; ``amount`` is
    what went in now, ``to`` the seat's total in the round afterwards. ``full`` says whether
    a bet or raise was a full one, which reopens the betting to players who already acted."""

    seat: int
    action: str
    amount: int
    to: int
    all_in: bool
    full: bool


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    phase: Phase


@dataclass(frozen=True, slots=True)
class Exchanged:
    seat: int
    count: int
    discards: tuple[Card, ...] | None
    drawn: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class HandShown:
    seat: int
    cards: tuple[Card, ...]
    category: str
    rank: int
    score: int


@dataclass(frozen=True, slots=True)
class BetReturned:
    """The part of a bet nobody matched goes back before the pots are made."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class RakeTaken:
    amount: int


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """Pot ``pot`` (0 is the main pot) of ``amount`` after rake, split as ``shares``."""

    pot: int
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    uncontested: bool


Event = (
    SeatingEvent | HandStarted | SatOut | AntePosted | CardsDealt | Checked | Wagered | Folded
    | PhaseStarted | Exchanged | HandShown | BetReturned | RakeTaken | PotAwarded | HandEnded
    | HandVoided
)

VOCABULARY = Vocabulary.of(Command, Event)
"""Every command and event by the tag it is stored under: its class's name."""

# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contender:
    """A seat dealt into the current hand."""

    seat: int
    cards: tuple[Card, ...] | None = None
    folded: bool = False
    all_in: bool = False
    committed: int = 0
    """Everything put in this hand so far: ante and bets."""
    in_round: int = 0
    acted: bool = False
    may_raise: bool = True
    """No action by this seat since the last full bet or raise (or none yet this round)."""
    exchanged: int | None = None
    shown: tuple[Card, ...] | None = None
    last: str = ""
    """The seat's last action in this betting round (``check``, ``bet``, ``call``,
    ``raise``), '' before it acts: every console shows the same, folded from the events."""


@dataclass(frozen=True, slots=True)
class HandState(PoolHand[Contender]):
    contenders: tuple[Contender, ...]
    """Aligned with ``order``."""
    phase: Phase = Phase.BETTING_1
    to_act: int | None = None
    """Index into ``order`` of the seat whose turn it is, or None when nobody owes an action."""
    level: int = 0
    """The amount each seat must have in this round to stay in."""
    raises: int = 0
    """Full raises this round: full increases over a bet (the bet itself is not a raise)."""
    out: tuple[Card, ...] = ()
    """At a shoe table, every card dealt this hand, in the order dealt: the deck less these is
    what the next draw comes from. No undealt card is held anywhere."""
    dealt: int = 0
    """How many cards of the shoe are out."""

    @property
    def pot_total(self) -> int:
        return sum(c.committed for c in self.contenders)


@dataclass(frozen=True, slots=True)
class SekhomaState(PoolTable):
    """A Sekhoma table: the fold of its events."""

    rules: SekhomaRules
    seats: tuple[SeatState | None, ...] = field(default=(None,) * len(SEATS), kw_only=True)
    hand: HandState | None = None
