"""The vocabulary of a trick-game table: the commands a dealer (or a live table's host)
enters, the events the engine decides, and the state that is the fold of those events. All
frozen; amounts in minor units.

Seats are numbered 1 to ``players`` clockwise; "to the left" is the next higher number,
wrapping. Side 0 is the odd seats, side 1 the even seats (partners sit opposite). A **deal** is
one hand: dealt, played out (or, at a live table, entered) and settled; a **match** is the
deals that count towards a target (a Sedma match is one deal, which settles alone). The words
the trick games share with other games (seating, the fee, the void's shapes) are declared in
their shared modules and re-exported here, so this module is the tables' whole vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from casino.equipment.french_pack import FrenchCard
from casino.games.capabilities import Vocabulary
from casino.games.fees import FeeCharged as FeeCharged
from casino.games.fees import FeeTable
from casino.games.seating import CollectTimeCharge as CollectTimeCharge
from casino.games.seating import SeatingCommand, SeatingEvent
from casino.games.seating import TimeCharged as TimeCharged
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.scoring import MatchScore
from casino.games.voids import Void, Voided

Cards = tuple[FrenchCard, ...]

# --- commands --------------------------------------------------------------------------------
# ``PlayCard``, ``PlayDark`` and ``EndTrick`` may each draw from the stock. At a shoe table their
# ``shoe`` is what the draw comes from: the pack less the cards out this deal, in an order the
# service draws with its cryptographic RNG as the command is made (``fill_random``); the engine
# draws from its top and the rest is never kept. None as the console sends it.


@dataclass(frozen=True, slots=True)
class StartDeal:
    """Deal the next deal. ``shoe`` is the whole pack in dealing order at a shoe table (the
    service shuffles it with a cryptographic RNG); ``dealer`` is the first dealer, drawn at
    random by the service when the table has none yet (D-5, R-3, H-4)."""

    KIND: ClassVar[str] = "start"
    shoe: Cards | None = None
    dealer: int | None = None


@dataclass(frozen=True, slots=True)
class PlayCard:
    """``seat`` plays ``card`` from hand (a lead, a follow, or a further round's lead)."""

    KIND: ClassVar[str] = "play"
    seat: int
    card: FrenchCard
    shoe: Cards | None = None


@dataclass(frozen=True, slots=True)
class PlayDark:
    """``seat`` turns up the stock's top card and plays it, instead of a card from hand (R-7)."""

    KIND: ClassVar[str] = "dark"
    seat: int
    shoe: Cards | None = None


@dataclass(frozen=True, slots=True)
class EndTrick:
    """The leader ends the trick after a round instead of leading another (D-8, H-6)."""

    KIND: ClassVar[str] = "end"
    seat: int
    shoe: Cards | None = None


@dataclass(frozen=True, slots=True)
class EnterResult:
    """A live table's deal, as its host enters it: ``points`` of the side the game asks for
    (the dealer's side, or the non-dealers'), and, where the game asks, whether one side took
    every trick (Sedma: the losers took none; Hola: a Hola)."""

    KIND: ClassVar[str] = "result"
    AMOUNT: ClassVar[str] = "points"
    points: int
    all_tricks: bool = False


@dataclass(frozen=True, slots=True)
class VoidDeal(Void):
    """Void the deal in progress (nothing of it is settled), or with ``abandon`` end the match
    as well, settling nothing more than was settled. Needs a pit boss."""

    abandon: bool = False


Command = SeatingCommand | StartDeal | PlayCard | PlayDark | EndTrick | EnterResult | VoidDeal

# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchStarted:
    """A match begins with its first deal: ``number`` counts the table's matches."""

    number: int
    target: int


@dataclass(frozen=True, slots=True)
class DealStarted:
    """Deal ``number`` by ``dealer``. ``shoe`` is None: a shoe table's cards exist only once
    dealt, each in the event that deals or draws it. A deal stored before that carries its
    pack's whole order here (sealed by the store until the deal ended, ``shoe_digest`` its
    commitment), read as it was written."""

    number: int
    dealer: int
    shoe: Cards | None
    shoe_digest: str | None = None


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Every player's cards (index ``seat - 1``) and the stock left, top first; None at a live
    table."""

    hands: tuple[Cards, ...] | None
    stock: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card``; ``dark``: turned up from the stock (R-7). ``round`` is the
    trick's round it belongs to (1 for the first)."""

    seat: int
    card: FrenchCard
    dark: bool = False
    round: int = 1


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """Cards drawn from the stock, in the order drawn: (seat, card)."""

    draws: tuple[tuple[int, FrenchCard], ...]


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``number`` of the deal, led by ``leader``, taken by ``winner`` with ``cards``
    (in the order played), worth ``points`` (its cards) plus ``bonus`` (the last trick's)."""

    number: int
    leader: int
    winner: int
    cards: Cards
    points: int
    bonus: int = 0
    ended_by_leader: bool = False
    """The leader chose to end it (rather than running out of cards or rounds)."""


@dataclass(frozen=True, slots=True)
class DealScored:
    """Deal ``number``'s result: each side's points and tricks, what it added to the match,
    and the result in words. ``entered``: a live table's host entered it."""

    number: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    winner: int | None
    scored: tuple[int, int]
    held: int
    why: str
    entered: bool = False


@dataclass(frozen=True, slots=True)
class Settled:
    """Money between the sides: each player of the losing side pays ``stakes`` × the stake
    (``paid``), shared by the winning side (``won``)."""

    number: int
    stakes: int
    paid: tuple[tuple[int, int], ...]
    won: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class MatchEnded:
    winner: int
    scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DealEnded:
    number: int
    next_dealer: int


@dataclass(frozen=True, slots=True)
class DealVoided(Voided):
    """The deal in progress voided: nothing of it is settled or charged."""

@dataclass(frozen=True, slots=True)
class MatchAbandoned:
    """The pit boss ended the match: what was settled stays settled; nothing more is."""

    reason: str
    approved_by: str
    scores: tuple[int, int]


Event = (
    SeatingEvent | MatchStarted | DealStarted | CardsDealt | CardPlayed | CardsDrawn | TrickWon
    | DealScored | Settled | FeeCharged | MatchEnded | DealEnded | DealVoided | MatchAbandoned
)

VOCABULARY = Vocabulary.of(Command, Event)
"""Every command and event by the tag it is stored under: its class's name."""

# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Trick:
    """The trick on the table: who led, every card in the order played (seat, card, dark),
    the round under way and the seats still to play in it."""

    leader: int
    plays: tuple[tuple[int, FrenchCard, bool], ...] = ()
    round: int = 1
    waiting: tuple[int, ...] = ()
    """The seats yet to play this round, in order; empty when the round is complete and the
    leader decides whether to lead another."""

    @property
    def cards(self) -> Cards:
        return tuple(card for _, card, _ in self.plays)


@dataclass(frozen=True, slots=True)
class DealState:
    """The deal in play."""

    number: int
    dealer: int
    hands: tuple[Cards, ...] | None = None
    """Index ``seat - 1``; None at a live table."""
    stock_left: int = 0
    """How many cards the stock holds: what every screen and the recall show. Which cards
    they are is not held anywhere: each is drawn as it leaves the stock."""
    out: Cards = ()
    """At a shoe table, every card dealt this deal (the hands dealt, each card drawn or
    turned up from the stock): the pack less these is what the next draw comes from."""
    trick: Trick | None = None
    next_leader: int | None = None
    tricks_played: int = 0
    points: tuple[int, int] = (0, 0)
    tricks: tuple[int, int] = (0, 0)
    leads: tuple[str, ...] = ()
    """The rank each trick so far was led with (R-8)."""
    scored: bool = False

    def hand(self, seat: int) -> Cards:
        return self.hands[seat - 1] if self.hands is not None else ()

    @property
    def to_play(self) -> int | None:
        """The seat whose card is next, or None (the leader decides, or nobody plays)."""
        if self.trick is not None:
            return self.trick.waiting[0] if self.trick.waiting else None
        if self.next_leader is None or self.hands is None:
            return None
        players = len(self.hands)
        for step in range(players):  # the winner leads; a player with no cards is skipped
            seat = (self.next_leader - 1 + step) % players + 1
            if self.hands[seat - 1]:
                return seat
        return None

    @property
    def deciding(self) -> int | None:
        """The leader, when a round is complete and they end the trick or lead again."""
        if self.trick is not None and not self.trick.waiting:
            return self.trick.leader
        return None


@dataclass(frozen=True, slots=True)
class TrickState(FeeTable):
    """A trick-game table: the fold of its events. ``seats``: one per player the rules seat."""

    rules: TrickRules
    dealer: int | None = None
    """Who deals the next deal; None until the first dealer is drawn."""
    hands_dealt: int = 0
    deal: DealState | None = None
    match: MatchScore | None = None
    matches: int = 0

    @property
    def hand(self) -> DealState | None:
        """The deal in play, under the name the hand-by-hand machinery reads."""
        return self.deal

    @property
    def in_hand(self) -> bool:
        return self.deal is not None
