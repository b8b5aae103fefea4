"""The vocabulary of a Sej table: the commands the dealer (or a live table's host) enters, the
events the engine decides, and the state that is the fold of those events. All frozen; amounts
in minor units.

Words: a **game** is played to the target and settled (it is the table's unit, what the
machinery counts as a hand dealt); a **Hand** is one throw of the wands and its contests
(J-5). Seats are numbered from 1; "the next player" is the next higher seat in the game,
wrapping. The words Sej shares with other games (seating, the fee, the void's shapes) are
declared in their shared modules and re-exported here, so this module is the table's whole
vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from casino.equipment.dice import Roll
from casino.equipment.wands import Throw
from casino.games.capabilities import Vocabulary
from casino.games.fees import FeeCharged as FeeCharged
from casino.games.fees import FeeTable
from casino.games.seating import CollectTimeCharge as CollectTimeCharge
from casino.games.seating import SeatingCommand, SeatingEvent
from casino.games.seating import TimeCharged as TimeCharged
from casino.games.sej.prizes import Prize
from casino.games.sej.rules import SejRules
from casino.games.voids import Void, Voided

WANDS, DICE = "wands", "dice"
"""The two options a player may pass (J-12): throwing the wands, and rolling first."""

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartGame:
    """Begin a game: everyone rolls for who throws the wands first (J-4)."""

    KIND: ClassVar[str] = "start"


@dataclass(frozen=True, slots=True)
class RollDice:
    """``seat`` rolls the two dice: ``roll`` as the host read it at a live table; None at an
    electronic one, where the service rolls with its CSPRNG."""

    KIND: ClassVar[str] = "roll"
    seat: int
    roll: Roll | None = None


@dataclass(frozen=True, slots=True)
class ThrowWands:
    """``seat`` throws the three wands: ``throw`` as the host read it, or None at an
    electronic table."""

    KIND: ClassVar[str] = "throw"
    seat: int
    throw: Throw | None = None


@dataclass(frozen=True, slots=True)
class DeclineHand:
    """The thrower declines a throw that shows a Black: the Hand is void (J-6)."""

    KIND: ClassVar[str] = "decline"
    seat: int


@dataclass(frozen=True, slots=True)
class PlayHand:
    """The thrower plays a throw that shows a Black (the contests begin)."""

    KIND: ClassVar[str] = "play"
    seat: int


@dataclass(frozen=True, slots=True)
class OfferOption:
    """``seat``, entitled to throw the wands or to roll first, offers it to the next player
    (J-12)."""

    KIND: ClassVar[str] = "offer"
    seat: int


@dataclass(frozen=True, slots=True)
class AnswerOffer:
    """The player offered the option takes it (``accept``) or refuses it, and the offerer
    must use it."""

    KIND: ClassVar[str] = "answer"
    seat: int
    accept: bool


@dataclass(frozen=True, slots=True)
class VoidGame(Void):
    """Void the game in progress: nothing of it is settled or charged. Needs a pit boss."""


Command = (
    SeatingCommand | StartGame | RollDice | ThrowWands | DeclineHand | PlayHand | OfferOption
    | AnswerOffer | VoidGame
)

# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameStarted:
    """Game ``number`` of the table begins between ``players`` (seats, in order of play)."""

    number: int
    players: tuple[int, ...]
    target: int


@dataclass(frozen=True, slots=True)
class DiceRolled:
    seat: int
    roll: Roll


@dataclass(frozen=True, slots=True)
class RollTied:
    """The highest roll of a round was tied: these seats roll again (J-4, J-10)."""

    seats: tuple[int, ...]
    total: int


@dataclass(frozen=True, slots=True)
class StarterChosen:
    """The opening roll's winner throws the wands for the first Hand (J-4)."""

    seat: int


@dataclass(frozen=True, slots=True)
class HandBegun:
    """Hand ``number`` of the game: ``seat`` is entitled to throw the wands (J-5)."""

    number: int
    seat: int


@dataclass(frozen=True, slots=True)
class OptionOffered:
    """``seat`` offered ``option`` (``wands`` or ``dice``) to ``to`` (J-12)."""

    seat: int
    to: int
    option: str


@dataclass(frozen=True, slots=True)
class OfferAnswered:
    seat: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class WandsThrown:
    """``seat`` threw ``throw``; ``prizes`` is what it puts in contest, in words, in order."""

    seat: int
    throw: Throw
    prizes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandDeclined:
    seat: int


@dataclass(frozen=True, slots=True)
class HandPlayed:
    """The thrower chose to play a throw they could have declined."""

    seat: int


@dataclass(frozen=True, slots=True)
class ContestBegun:
    """A contest for ``prize`` (its words): ``first`` rolls first, then the others in turn."""

    prize: str
    first: int


@dataclass(frozen=True, slots=True)
class ContestWon:
    """``seat`` won the contest for ``prize``; ``score`` is their points after it (0 after a
    Black, J-11)."""

    seat: int
    prize: str
    score: int


@dataclass(frozen=True, slots=True)
class HandEnded:
    number: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    """Game ``number`` is over: ``how`` (``target``, ``triple white``, ``triple black``),
    the ``winners`` and ``losers`` (a triple Black with three or four players has one loser
    and several winners) and every player's points, by seat order of ``players``."""

    number: int
    how: str
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Settled:
    """``payer`` paid ``payee`` ``stakes`` × the stake: ``amount``."""

    number: int
    payer: int
    payee: int
    stakes: int
    amount: int


@dataclass(frozen=True, slots=True)
class GameVoided(Voided):
    """The game in progress voided by a pit boss: nothing of it is settled or charged."""


Event = (
    SeatingEvent | GameStarted | DiceRolled | RollTied | StarterChosen | HandBegun
    | OptionOffered | OfferAnswered | WandsThrown | HandDeclined | HandPlayed | ContestBegun
    | ContestWon | HandEnded | GameEnded | Settled | FeeCharged | GameVoided
)

VOCABULARY = Vocabulary.of(Command, Event)
"""Every command and event by the tag it is stored under: its class's name."""

# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contest:
    """A contest under way (or the opening roll, ``prize`` None): who rolls this round, in
    order, and the rolls made so far in it."""

    prize: Prize | None
    entitled: int
    """Who rolls first by the alternation (J-10), whoever actually does."""
    rollers: tuple[int, ...]
    rolls: tuple[tuple[int, int], ...] = ()
    """(seat, total) rolled this round."""
    round: int = 1
    offered: bool = False
    """The first roll was offered already (it is offered once, J-12)."""

    @property
    def to_roll(self) -> int | None:
        return self.rollers[len(self.rolls)] if len(self.rolls) < len(self.rollers) else None


@dataclass(frozen=True, slots=True)
class Offer:
    """An option offered and not yet answered."""

    seat: int
    to: int
    option: str


@dataclass(frozen=True, slots=True)
class HandState:
    """The Hand in play."""

    number: int
    entitled: int
    """Who throws by the alternation (J-5)."""
    thrower: int
    """Who throws: the entitled player, or the one who took their offer."""
    throw: Throw | None = None
    prizes: tuple[Prize, ...] = ()
    """The prizes still to be contested, in order."""
    deciding: bool = False
    """The throw shows a Black and the thrower has not yet declined or played it."""
    contest: Contest | None = None
    contests: int = 0
    """Contests begun this Hand (the first roll alternates by it)."""
    offered: bool = False
    """The wands were offered already this Hand (an option is offered once, J-12)."""


@dataclass(frozen=True, slots=True)
class GameState:
    """The game in play."""

    number: int
    players: tuple[int, ...]
    target: int
    scores: tuple[int, ...]
    """By the order of ``players``."""
    opening: Contest | None = None
    starter: int | None = None
    hand: HandState | None = None
    hands_played: int = 0
    offer: Offer | None = None

    def score(self, seat: int) -> int:
        return self.scores[self.players.index(seat)]

    @property
    def contest(self) -> Contest | None:
        """The rolling under way: the opening roll, or the Hand's contest (None while the
        wands are to be thrown or a Black is to be declined or played)."""
        if self.opening is not None:
            return self.opening
        return self.hand.contest if self.hand is not None else None

    def after(self, seat: int, step: int = 1) -> int:
        """The player ``step`` places after ``seat`` in the order of play."""
        at = self.players.index(seat)
        return self.players[(at + step) % len(self.players)]


@dataclass(frozen=True, slots=True)
class SejState(FeeTable):
    """A Sej table: the fold of its events."""

    rules: SejRules
    game: GameState | None = None
    games_started: int = 0
    games_ended: int = 0

    @property
    def hand(self) -> GameState | None:
        """The game in play, under the name the hand-by-hand machinery reads."""
        return self.game

    @property
    def hands_dealt(self) -> int:
        return self.games_started

    @property
    def in_hand(self) -> bool:
        return self.game is not None
