"""The game seam: the engine protocol every game implements, and ``GameSpec``, one game as
everything outside its package sees it.

Each game package (``casino/games/<game>/``) exports one ``SPEC``; the registry
(``casino.games.games``) finds them, and shared code asks a spec instead of naming a game.

A spec has a typed core and optional capabilities. The core is the engine: pure functions
over a game's own frozen state, command and event types, ``Engine[S, C, E]``. ``legal(state)``
says what may happen next, ``can(state, command)`` whether this command may, and why not,
``decide(state, command)`` turns a command into the state it leaves and its events (or raises
``RuleViolation`` saying why not), and ``evolve(state, event)`` folds one event into the state.
Nothing here reads a clock, a database or a random source: cards and time come in through
commands, so a table's whole history is replayable from its events alone.

Everything else a game may offer (its projection for the screen, its math, its command line,
its self-checks, what it charges) is a capability of its own type
(``casino.games.capabilities``), which the machinery asks for by that type:
``spec.get(Projection)`` is the game's projection, or None for a game without one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import TYPE_CHECKING, Generic, NamedTuple, Protocol, TypeVar

from casino.games.house_rules import HouseRules
from casino.i18n import _

if TYPE_CHECKING:
    from casino.games.capabilities import Demo, Equipment, Ledger, Narrative, Vocabulary


@dataclass(frozen=True, slots=True)
class SeatState:
    """A seat with its player and stack: what every game with player stacks holds per seat,
    and what the machinery reads (``casino.games.seating`` has the seating commands)."""

    player: str
    stack: int
    since: str | None = None
    """Where a table charges time: when the seat's next unpaid period began (when the player
    sat, or the end of the last period paid for), as ISO 8601 UTC; None for a seat taken
    before times were recorded, which owes one period the first time it is asked."""


S = TypeVar("S")
C = TypeVar("C")
C_in = TypeVar("C_in", contravariant=True)
E = TypeVar("E")
K = TypeVar("K")


class RuleViolation(ValueError):
    """A command the rules do not allow now; the message tells the dealer why."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a command cannot be done now: the command's kind and the sentence the dealer
    reads. ``Engine.can`` returns one exactly when ``decide`` would raise its reason."""

    kind: str
    reason: str


class TablePhase(NamedTuple):
    """Where a table stands, as the machinery needs it: how many hands (or rounds, or games)
    have been dealt, and whether a hand or a match (a game to a target over many deals) is
    under way. Seating and rules change only ``between``."""

    hands_dealt: int
    in_hand: bool
    in_match: bool

    @property
    def between(self) -> bool:
        return not self.in_hand and not self.in_match


def is_whole(amount: object) -> bool:
    """Amounts are whole minor units: an int, and not a bool (which Python counts as one)."""
    return isinstance(amount, int) and not isinstance(amount, bool)


def require_whole(amount: object, what: str) -> None:
    if not is_whole(amount):
        raise RuleViolation(
            _("{what} must be a whole number of minor units, not {amount}").format(
                what=_(what), amount=repr(amount)
            )
        )


class Option(NamedTuple):
    """One kind of command that is legal now, with the amounts it accepts.

    ``kind`` matches a command class's ``KIND``. ``low``/``high`` bound the command's amount
    (chips, raise-to total or exchange count) where it has one, in steps of ``step``; ``high``
    None means no upper bound beyond the seat's own chips. A named tuple: the engine builds
    several per turn.
    """

    kind: str
    seat: int | None = None
    low: int = 0
    high: int | None = 0
    step: int = 1
    """The amounts accepted are ``low``, ``low + step``, ... (a stake in whole chips: a game
    whose stakes move in units, or in pairs of units, says so here)."""

    def admits(self, kind: str, seat: int | None, amount: int | None) -> bool:
        if kind != self.kind or seat != self.seat:
            return False
        if amount is None:
            return True
        if not is_whole(amount):
            return False  # amounts are whole minor units; ``decide`` says so in words
        if (amount - self.low) % self.step:
            return False
        return amount >= self.low and (self.high is None or amount <= self.high)


class Entry(NamedTuple):
    """One wager-log line an event carries: what moved, for whom, and by how much.

    ``amount`` is never negative; ``kind`` says what it was (``ante``, ``bet``, ``call``,
    ``raise``, ``all_in``, ``return``, ``rake``, ``pot_award``, ``time_charge``, ``action``,
    ``win_both``, ``win_large``, ``loss``, ``push``, ``commission``, ``withdraw``,
    ``void_return``, ``correction``). ``house`` is the signed
    effect on the house's result (a loss collected is +bet, a win paid is -won, rake is +rake),
    so the ledger's house win is a plain sum. ``hand`` is the hand or round the wager belongs
    to; ``seat`` is None for the house's own lines (rake).
    """

    kind: str
    seat: int | None
    amount: int
    house: int = 0
    hand: int | None = None


class Engine(Protocol[S, C_in, E]):
    """A game's rules as pure functions over its own frozen state ``S``, commands ``C`` and
    events ``E``: what the services drive."""

    def new_table(self, rules: HouseRules) -> S:
        """An empty table playing ``rules``."""
        ...

    def legal(self, state: S) -> Sequence[Option]:
        """Every kind of command open now, with its seat and amounts: what a console offers."""
        ...

    def can(self, state: S, command: C_in) -> Refusal | None:
        """None when ``decide`` would take ``command``; otherwise why not, in its words."""
        ...

    def decide(self, state: S, command: C_in) -> tuple[S, tuple[E, ...]]:
        """The events ``command`` causes (those that follow by themselves included) and the
        state they fold to; ``RuleViolation`` saying why when the rules refuse it."""
        ...

    def evolve(self, state: S, event: E) -> S:
        """``state`` with one event folded in: bookkeeping, no rule of its own."""
        ...

    def ledger(self, state: S, event: E) -> tuple[Entry, ...]:
        """The wager-log lines ``event`` carries, given the state it is folded into."""
        ...

    def seats(self, state: S) -> Sequence[SeatState | None]:
        """Every seat, empty (None) or with its player and stack."""
        ...

    def phase(self, state: S) -> TablePhase:
        """Hands dealt, and whether a hand or a match is under way."""
        ...

    def with_rules(self, state: S, rules: HouseRules) -> S:
        """The table between hands, now playing ``rules`` (a new rules version)."""
        ...

    def chips_on_table(self, state: S) -> int:
        """Every chip at the table that the house has not taken: stacks, bets and pots. With
        the chips bought in and cashed out, and the house's result from the wager lines, it
        proves the table's money is conserved (the conformance suite checks it)."""
        ...


def fold(game: Engine[S, C, E], state: S, events: Iterable[E]) -> S:
    """The state after ``events``: the only way a state comes about."""
    for event in events:
        state = game.evolve(state, event)
    return state


@dataclass(frozen=True)
class GameSpec(Generic[S, C, E]):
    """One game, as everything outside its package sees it: a name, the engine (the typed
    core), what every game must say (its vocabulary, wager log, sentences, equipment and
    random player) and the optional capabilities it offers (``get``)."""

    name: str
    """The name stored with each table and rules version (lower case, hyphened): never
    renamed, since the record keeps it."""
    title: str
    colour: str
    """The game's colour in charts and on the console, ``#rrggbb``."""
    rules_type: type[HouseRules]
    engine: Engine[S, C, E]
    vocabulary: Vocabulary
    """Every command and event class by the tag it is stored under."""
    ledger_spec: Ledger
    narrative: Narrative[S, E]
    equipment: Equipment[S, C, E]
    demo: Demo[S, C]
    extras: tuple[object, ...] = ()
    """The optional capabilities, one of each type (``casino.games.capabilities``)."""

    def __post_init__(self) -> None:
        kinds = [type(extra) for extra in self.extras]
        if len(set(kinds)) != len(kinds):
            raise TypeError(f"{self.title} offers one capability twice: {kinds}")

    def get(self, kind: type[K]) -> K | None:
        """The game's capability of type ``kind``, or None when it has none."""
        for extra in self.extras:
            if isinstance(extra, kind):
                return extra
        return None

    def between(self, state: S) -> bool:
        """Whether seating and rules may change now: no hand and no match under way."""
        return self.engine.phase(state).between

    def default_rules_text(self) -> str:
        """The default rules file kept inside the game's package (``default.toml``)."""
        package = type(self.engine).__module__.rsplit(".", 1)[0]
        return (files(package) / "default.toml").read_text(encoding="utf-8")
