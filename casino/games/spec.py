"""``GameSpec``: everything the machinery knows about one game, and the engine protocol in it.

Each game package (``casino/games/<game>/``) exports one ``SPEC``; the registry
(``casino.games.games``) finds them, and shared code asks a spec instead of naming a game.

An engine is three pure functions over frozen dataclasses: ``legal_commands(state)`` says what
may happen next, ``decide(state, command)`` turns a command into events (or raises
``RuleViolation`` saying why not), and ``evolve(state, event)`` folds one event into the state.
Nothing here reads a clock, a database or a random source: cards and time come in through
commands, so a table's whole history is replayable from its events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import sqrt
from random import Random
from typing import Any, NamedTuple, Protocol, TypeVar

from casino.games.house_rules import HouseRules
from casino.games.revenue import HouseRevenue


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
C = TypeVar("C", contravariant=True)
E = TypeVar("E")


class RuleViolation(ValueError):
    """A command the rules do not allow now; the message tells the dealer why."""


def is_whole(amount: object) -> bool:
    """Amounts are whole minor units: an int, and not a bool (which Python counts as one)."""
    return isinstance(amount, int) and not isinstance(amount, bool)


def require_whole(amount: object, what: str) -> None:
    if not is_whole(amount):
        raise RuleViolation(f"{what} must be a whole number of minor units, not {amount!r}")


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


class Engine(Protocol[S, C, E]):
    """A game's rules as pure functions over frozen states: what the services drive."""

    def new_table(self, rules: Any) -> S: ...

    def legal_commands(self, state: S) -> Sequence[Option]: ...

    def decide(self, state: S, command: C) -> tuple[E, ...]: ...

    def evolve(self, state: S, event: E) -> S: ...

    def in_hand(self, state: S) -> bool:
        """Whether a hand (or round) is in play: rules change and players join only between."""
        ...

    def hands_dealt(self, state: S) -> int:
        """Hands (or rounds) dealt so far; the one in play, if any, is this number."""
        ...

    def with_rules(self, state: S, rules: Any) -> S:
        """The table between hands, now playing ``rules`` (a new rules version)."""
        ...

    def ledger(self, state: S, event: E) -> tuple[Entry, ...]:
        """The wager-log lines ``event`` carries, given the state it is folded into."""
        ...

    def seats(self, state: S) -> Sequence[SeatState | None]:
        """Every seat, empty (None) or with its player and stack."""
        ...

    def chips_on_table(self, state: S) -> int:
        """Every chip at the table that the house has not taken: stacks, bets and pots. With
        the chips bought in and cashed out, and the house's result from the wager lines, it
        proves the table's money is conserved (the conformance suite checks it)."""
        ...

    def in_match(self, state: S) -> bool:
        """Whether a match (a game to a target over many deals) is under way; a game without
        matches answers ``in_hand``. Rules change and players join only when neither is."""
        ...


def fold(game: Engine[S, Any, E], state: S, events: Iterable[E]) -> S:
    """The state after ``events``: the only way a state comes about."""
    for event in events:
        state = game.evolve(state, event)
    return state


def execute(game: Engine[S, C, E], state: S, command: C) -> tuple[S, tuple[E, ...]]:
    """Decide a command and fold its events: the new state and what happened."""
    events = game.decide(state, command)
    return fold(game, state, events), events


# --- what the machinery knows about a game, as data ----------------------------------------


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure of a game's section of the shift report, read from the wager log.

    ``measure`` says how: ``amount`` sums the lines of ``kind``; ``lines`` counts them;
    ``events`` counts the events that wrote them (a pot split three ways is one pot);
    ``largest`` is the largest total one event wrote (the largest pot)."""

    label: str
    kind: str
    measure: str = "amount"
    money: bool = True

    MEASURES = ("amount", "lines", "events", "largest")


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A small table of the section: one row per wager kind, with its lines and amount."""

    title: str
    rows: tuple[tuple[str, str], ...]
    """(label, wager kind) per row."""
    note: str = ""
    counted: str = "Lines"
    """What the count column counts (``Bets``)."""


@dataclass(frozen=True, slots=True)
class Ledger:
    """A game's wager log as data: which kinds count as handle, and its report section.

    ``handle`` is the money put in play; ``handle_less`` the kinds taken back off it (a bet
    returned uncalled was never in play). The shift report reads every figure here from the
    log by kind, so no report code names a game."""

    kinds: tuple[str, ...]
    """Every wager kind the game writes (``Entry.kind``), so a line of another kind is a bug
    the conformance suite catches, and a report knows what to expect."""
    handle: tuple[str, ...]
    handle_less: tuple[str, ...] = ()
    figures: tuple[Figure, ...] = ()
    breakdown: Breakdown | None = None


@dataclass(frozen=True, slots=True)
class RoundTheory:
    """The house's side of one unit bet over one round, for a game with exact math."""

    edge: Fraction
    """The house's expected win per unit of handle (negative: the players are expected to
    win)."""
    variance: Fraction
    """The variance of the house's result per unit bet, per round."""
    stake_kinds: tuple[str, ...]
    """The wager-log kinds whose amounts are the unit bets these figures are per."""
    assumes: str
    """The player the figures are for, in words for the report."""

    @property
    def sigma(self) -> float:
        """The standard deviation per unit bet, per round."""
        return sqrt(self.variance)


@dataclass(frozen=True, slots=True)
class DecisionValue:
    """What one decision a player made was worth, exactly, per unit bet and per round: the
    choice made, the one the dealer's own rule would make of the same cards (the *mirror*,
    a player who copies the dealer) and the best one against the dealer's rule. The player's
    skill is measured by where ``chosen`` falls between ``mirror`` and ``best``."""

    seat: int
    chosen: Fraction
    mirror: Fraction
    best: Fraction


@dataclass(frozen=True)
class DecisionMeter:
    """How a game values its players' decisions exactly (``casino.services.ratings`` asks
    this, never naming a game). ``events`` are the stored tags of the events that record a
    decision; ``value`` turns one of them, under the rules it was made under, into its
    ``DecisionValue`` (None for an event that records no choice of the player's)."""

    events: tuple[str, ...]
    value: Callable[[HouseRules, Any], DecisionValue | None]
    what: str
    """The decision in a word or two, for people (``split``)."""


class Narrative(Protocol):
    """A game's sentences for the recall."""

    def describe(
        self, event: Any, rules: Any, players: Mapping[int, str] | None = None
    ) -> str: ...

    def summarise(self, state: Any) -> Any: ...


@dataclass(frozen=True, slots=True)
class DemoTable:
    """A table a game brings to the demo casino and the soak: its code, pit, rules and how
    many seconds a hand takes at a dealer's pace."""

    code: str
    pit: str
    rules: HouseRules
    minutes_per_hand: float
    hands: tuple[int, int]
    """Hands the table plays in the demo's night shift and its day shift (0: closed)."""


@dataclass(frozen=True, slots=True)
class CommandOption:
    """One argument of a ``GameCommand``: argparse's flags and keyword arguments, as data,
    so two games that both take ``--json`` share the one option."""

    flags: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameCommand:
    """A ``casino`` subcommand several games offer under one name (``casino rank``,
    ``casino odds``), the game chosen with ``--game``. The command's parser holds every
    game's arguments; one a game did not declare is refused for that game, by name."""

    help: str
    run: Callable[[Any, Any, Any], int]
    """``run(args, out, err)``: the exit status."""
    arguments: tuple[CommandOption, ...] = ()
    default: bool = False
    """The game the command means without ``--game``: the one that had it first, so every
    command line written before other games offered it still means what it meant."""


@dataclass(frozen=True)
class GameSpec:
    """One game, as everything outside its package sees it.

    The engine's functions are offered here directly (``spec.decide(state, command)``), so a
    spec is what the services fold and drive. Everything else is data or a function the game
    fills in: the machinery asks, and never names a game."""

    name: str
    """The name stored with each table and rules version (lower case, hyphened): never
    renamed, since the record keeps it."""
    title: str
    colour: str
    """The game's colour in charts and on the console, ``#rrggbb``."""
    rules_type: type[HouseRules]
    engine: Engine[Any, Any, Any]
    events: Mapping[str, type]
    """Every event class by its stored type tag: history written today is read tomorrow."""
    commands: Mapping[str, type]
    """Every command class by its stored type tag."""
    ledger_spec: Ledger
    narrative: Narrative
    player: Callable[[Any, Random], Any]
    """A random legal command (or the dealer's next one) for the demo, the soak and tests."""
    fill_random: Callable[[Any, Any, Random], Any]
    """The command with what the console draws filled in with ``rng`` (a shoe's shuffle, a
    roll); raises ``RuleViolation`` when the command brings what only the console may draw."""
    demo_tables: tuple[DemoTable, ...] = ()
    """The game's tables in the demo casino, in its first pit order."""
    demo_rules_change: HouseRules | None = None
    """Rules the demo's pit boss publishes mid-shift (a lower rake), if the game has one."""
    soak_rules: Callable[[int], HouseRules] | None = None
    """The rules of the soak's ``n``-th table of this game (a live or a shoe table...)."""
    theory: Callable[[HouseRules], RoundTheory] | None = None
    """The exact house edge per round, for a game with exact math; None judges the hold by
    the configured band."""
    decisions: DecisionMeter | None = None
    """The exact value of each decision a player makes, for a game where one has an exact
    value (the rating slips' skill index and the pit's advantage-play flag); None where the
    players' play has no such measure."""
    prepare: Callable[[HouseRules, Callable[[], None] | None], None] | None = None
    """Work a rules version needs before its first hand (a computed policy), done once."""
    self_checks: tuple[Callable[[], str], ...] = ()
    """Checks the console's self-test runs for this game: each returns what it found."""
    cli: Callable[[Any, Any], None] | None = None
    """Adds the game's subcommands to ``casino``'s parser: given its subcommands and those of
    ``casino simulate``."""
    game_commands: Mapping[str, GameCommand] = field(default_factory=dict)
    """The game's part of the subcommands games share (``rank``, ``odds``), by name."""
    equipment_words: Callable[[HouseRules], str] = field(default=lambda _rules: "")
    """What the table plays with under these rules, in a few words for titles and the
    recall (``shoe cards``, ``live cards``, ``electronic dice``)."""
    sealed_by_shoe: Callable[[HouseRules], bool] = field(default=lambda _rules: False)
    """Whether a table under these rules deals from a sealed shoe (the recall withholds the
    unseen order)."""
    dealt: Callable[[Any], Sequence[Any]] = field(default=lambda _event: ())
    """The cards ``event`` dealt from a shoe, in the order they left it (a deal, a draw, a
    card turned up): a shoe table's cards exist only once dealt, each in the event that deals
    it, so a finished hand's audit (``TableService.shoe``) reads them back from there."""
    revenue: Callable[[HouseRules], HouseRevenue] | None = None
    """What a rules version charges the players (rake, time charge, deal fee: the
    house-revenue page); None for a banked game, whose house plays the bets."""
    projection: Callable[[Any, Sequence[Any]], Any] | None = None
    """What the game's table screen shows (the pots and who may win each, each seat's last
    action, whose turn and what it costs, the last round's results), computed without Qt from
    the state and the table's recent events (``TableService.recent_events``: those since the
    hand in play, or the last hand, began), so every console shows the same and the screen
    rebuilds no rule."""
    preload: tuple[str, ...] = ()
    """Modules the game's lazy hooks import (its player, its policy store): the console
    imports them on its UI thread before any worker thread may need them."""

    # The engine, offered directly.
    def new_table(self, rules: Any) -> Any:
        return self.engine.new_table(rules)

    def legal_commands(self, state: Any) -> Sequence[Option]:
        return self.engine.legal_commands(state)

    def decide(self, state: Any, command: Any) -> tuple[Any, ...]:
        return self.engine.decide(state, command)

    def execute(self, state: Any, command: Any) -> tuple[Any, tuple[Any, ...]]:
        """The decision and the state it leaves, as the engine folded it while deciding
        (an engine without its own ``execute`` is folded here): the table service keeps
        that state instead of folding the events a second time."""
        own = getattr(self.engine, "execute", None)
        if own is not None:
            done: tuple[Any, tuple[Any, ...]] = own(state, command)
            return done
        return execute(self.engine, state, command)

    def evolve(self, state: Any, event: Any) -> Any:
        return self.engine.evolve(state, event)

    def in_hand(self, state: Any) -> bool:
        return self.engine.in_hand(state)

    def in_match(self, state: Any) -> bool:
        return self.engine.in_match(state)

    def hands_dealt(self, state: Any) -> int:
        return self.engine.hands_dealt(state)

    def with_rules(self, state: Any, rules: Any) -> Any:
        return self.engine.with_rules(state, rules)

    def ledger(self, state: Any, event: Any) -> tuple[Entry, ...]:
        return self.engine.ledger(state, event)

    def seats(self, state: Any) -> Sequence[SeatState | None]:
        return self.engine.seats(state)

    def chips_on_table(self, state: Any) -> int:
        return self.engine.chips_on_table(state)

    def between(self, state: Any) -> bool:
        """Whether seating and rules may change now: no hand and no match under way."""
        return not self.engine.in_hand(state) and not self.engine.in_match(state)

    def command_class(self, kind: str) -> type:
        """The command class whose ``KIND`` is ``kind`` (the void, the start...)."""
        for cls in self.commands.values():
            if getattr(cls, "KIND", None) == kind:
                return cls
        raise KeyError(f"{self.title} has no {kind!r} command")

    def default_rules_text(self) -> str:
        """The default rules file kept inside the game's package (``default.toml``)."""
        from importlib.resources import files

        package = type(self.engine).__module__.rsplit(".", 1)[0]
        return (files(package) / "default.toml").read_text(encoding="utf-8")


Game = GameSpec
"""What the services hold for a table's game: its spec."""
