"""What a game offers besides its engine, each as a type of its own.

Five every game has, and ``GameSpec`` holds them by name: its ``Vocabulary`` (the classes its
record is written in), its ``Ledger`` (the wager log read as a report section), its
``Narrative`` (sentences for the recall), its ``Equipment`` (what the console draws, what a
shoe dealt) and its ``Demo`` (a random player, the demo casino's and the soak's tables).

The rest are optional, and the machinery asks for them by type (``spec.get(Theory)``):
``Projection`` (what the table screen shows), ``Theory`` (exact house edge), ``DecisionMeter``
(the exact value of a player's decision), ``Revenue`` (what a rules version charges),
``Publish`` (work a rules version needs when published), ``CommandLine`` (subcommands),
``SelfChecks`` and ``Preload``. A game without one is simply not asked.

Beside each type, what several games fill it with alike, so a spec names it instead of
writing it: the pot games' and the settling games' report figures, ``in_turn`` soak tables,
``charged_by_rules`` revenue, ``shoe_words``, ``sealed_when_shoe`` and ``round_the_table``
equipment; and the helpers every spec is written with, ``lazy`` (a hook imported when first
called) and ``for_rules`` (a function of the game's own rules where the machinery passes
``HouseRules``). What the console draws into a command is declared in ``casino.games.drawing``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import import_module
from math import sqrt
from random import Random
from types import UnionType
from typing import (
    TYPE_CHECKING,
    Any,
    Generic,
    Protocol,
    TypeAlias,
    TypeVar,
    get_args,
    runtime_checkable,
)

from casino.games.house_rules import HouseRules
from casino.games.revenue import HouseRevenue
from casino.i18n import N_, _

if TYPE_CHECKING:
    import argparse
    from typing import TextIO


S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")
R = TypeVar("R", bound=HouseRules)
T = TypeVar("T")


# --- what every game has ---------------------------------------------------------------------


@dataclass(frozen=True)
class Vocabulary:
    """Every command and event class of a game by the tag it is stored under: history
    written today is read tomorrow. Built from the game's ``Command`` and ``Event`` unions,
    each class tagged by its own ``TAG`` or name (``tags_of``)."""

    commands: Mapping[str, type]
    events: Mapping[str, type]

    @classmethod
    def of(cls, commands: UnionType | type, events: UnionType | type) -> Vocabulary:
        """The vocabulary of the unions ``Command`` and ``Event``."""
        return cls(tags_of(*_members(commands)), tags_of(*_members(events)))

    def command_class(self, kind: str) -> type:
        """The command class whose ``KIND`` is ``kind`` (the void, the start...)."""
        for command in self.commands.values():
            if getattr(command, "KIND", None) == kind:
                return command
        raise KeyError(f"no {kind!r} command")


def tags_of(*classes: type) -> Mapping[str, type]:
    """Classes by the tag each is stored under: its ``TAG`` where it declares one, else its
    name. The tag is the class's own declaration, so a vocabulary is the list of its classes;
    a test pins every game's tags, so renaming a class cannot change what history says."""
    found: dict[str, type] = {}
    for cls in classes:
        tag = cls.__dict__.get("TAG", cls.__name__)
        if found.setdefault(tag, cls) is not cls:
            raise TypeError(f"two classes are stored as {tag!r}")
    return found


def _members(union: UnionType | type) -> tuple[type, ...]:
    found = get_args(union) or (union,)
    assert all(isinstance(member, type) for member in found), found
    return found


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure of a game's section of the shift report, read from the wager log.

    ``measure`` says how: ``amount`` sums the lines of ``kind``; ``lines`` counts them;
    ``events`` counts the events that wrote them (a pot split three ways is one pot);
    ``largest`` is the largest total one event wrote (the largest pot)."""

    label: str
    """Marked with ``N_``: the report finds a figure by it, and translates it where shown."""
    kind: str
    measure: str = "amount"
    money: bool = True

    MEASURES = ("amount", "lines", "events", "largest")


SETTLEMENT_FIGURES = (
    Figure(N_("Stakes moved"), "stake_paid"),
    Figure(N_("Largest settlement"), "stake_paid", "largest"),
)
"""The figures of a game whose players settle stakes between them: what moved, the most."""

POT_FIGURES = (
    Figure(N_("Pots awarded"), "pot_award", "events", money=False),
    Figure(N_("Paid from pots"), "pot_award"),
    Figure(N_("Largest pot"), "pot_award", "largest"),
)
"""A pot game's figures: how many pots, what they paid, the largest."""


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A small table of the section: one row per wager kind, with its lines and amount."""

    title: str
    rows: tuple[tuple[str, str], ...]
    """(label, wager kind) per row."""
    note: str = ""
    counted: str = N_("Lines")
    """What the count column counts (``Bets``)."""


def settlements(paid: str, won: str, fees: str) -> Breakdown:
    """The breakdown of a game whose players settle stakes between them: what the losers
    paid and the winners won (as the game names its sides), and what the house charged."""
    return Breakdown(
        N_("Settlements"),
        (
            (paid, "stake_paid"),
            (won, "stake_won"),
            (fees, "deal_fee"),
            (N_("Time charges"), "time_charge"),
        ),
        note=N_("Money moves between the players; the house earns only its fee."),
    )


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


CardGroup = tuple[str, tuple[Any, ...]]
"""Cards (or dice, or wands) with what they are (``("Large", ...)``, ``("Shown", ...)``), for
the recall to draw: each piece's ``str`` is its notation."""


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One occupied seat as the recall shows it after a step."""

    seat: int
    player: str
    stack: int
    in_play: int
    """Chips this seat has on the table in the hand: committed to the pot, or its bet."""
    note: str = ""
    """Where the seat stands in the hand, in words: folded, all in, to act, riding..."""
    cards: tuple[CardGroup, ...] = ()


@dataclass(frozen=True, slots=True)
class Summary:
    """The table after a step: each occupied seat, then the table's own lines (the hand, the
    pot, the house's take) and any cards that belong to no seat (the dealer's)."""

    seats: tuple[SeatLine, ...]
    lines: tuple[tuple[str, str], ...]
    cards: tuple[CardGroup, ...] = ()


@dataclass(frozen=True)
class Narrative(Generic[S, E]):
    """A game's sentences for the recall: what ``event`` did under ``rules`` (the seats'
    players named where known), and the table after a step."""

    describe: Callable[[E, HouseRules, Mapping[int, str] | None], str]
    summarise: Callable[[S], Summary]


@dataclass(frozen=True)
class Equipment(Generic[S, C, E]):
    """What a table plays with: what the console draws into a command, what a shoe dealt,
    and how the table's equipment reads in words."""

    fill_random: Callable[[S, C, Random], C]
    """The command with what the console draws filled in with the random source (a shoe's
    shuffle, a roll); raises ``RuleViolation`` when the command brings what only the console
    may draw."""
    words: Callable[[HouseRules], str]
    """What the table plays with under these rules, in a few words for titles and the recall
    (``shoe cards``, ``live cards``, ``electronic dice``)."""
    sealed_by_shoe: Callable[[HouseRules], bool]
    """Whether a table under these rules deals from a sealed shoe (the recall withholds the
    unseen order)."""
    dealt: Callable[[E], Sequence[object]]
    """The cards ``event`` dealt from a shoe, in the order they left it: a shoe table's cards
    exist only once dealt, each in the event that deals it, so a finished hand's audit
    (``TableService.shoe``) reads them back from there."""


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


@dataclass(frozen=True)
class Demo(Generic[S, C]):
    """A busy table for the demo, the soak and the tests: a random player, and the game's
    tables in the demo casino."""

    player: Callable[[S, Random], C]
    """A random legal command (or the dealer's next one), as a console sends it."""
    soak_rules: Callable[[int], HouseRules]
    """The rules of the soak's ``n``-th table of this game (a live or a shoe table...)."""
    tables: tuple[DemoTable, ...] = ()
    """The game's tables in the demo casino, in its first pit order."""
    rules_change: HouseRules | None = None
    """Rules the demo's pit boss publishes mid-shift (a lower rake), if the game has one."""


def in_turn(base: HouseRules, **turns: tuple[int, object, object]) -> Callable[[int], HouseRules]:
    """A ``Demo.soak_rules``: the soak's ``n``-th table plays ``base`` with each rule named in
    ``turns`` set to its first value on every ``k``-th table (``n % k == 0``) and to its
    second on the others, so a soak plays every kind of table the game has.

    >>> from casino.games.house_rules import HouseRules
    >>> soak = in_turn(HouseRules(), currency=(3, "EUR", "Cr"))
    >>> [soak(n).currency for n in range(1, 7)]
    ['Cr', 'Cr', 'EUR', 'Cr', 'Cr', 'EUR']
    """

    def rules(number: int) -> HouseRules:
        return base.replace(
            **{name: on if number % every == 0 else off for name, (every, on, off) in turns.items()}
        )

    return rules


# --- what a game may offer -------------------------------------------------------------------


@dataclass(frozen=True)
class Projection(Generic[S, E]):
    """What the game's table screen shows (the pots and who may win each, each seat's last
    action, whose turn and what it costs, the last round's results), computed without Qt from
    the state and the table's recent events (those since the hand in play, or the last hand,
    began), so every console shows the same and the screen rebuilds no rule."""

    project: Callable[[S, Sequence[E]], object]


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


@dataclass(frozen=True)
class Theory:
    """The exact house edge per round under a rules version; a game without it has its hold
    judged by the configured band."""

    of: Callable[[HouseRules], RoundTheory]


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
class DecisionMeter(Generic[E]):
    """How a game values its players' decisions exactly (the ratings ask this, never naming
    a game). ``events`` are the stored tags of the events that record a decision; ``value``
    turns one of them, under the rules it was made under, into its ``DecisionValue`` (None
    for an event that records no choice of the player's)."""

    events: tuple[str, ...]
    value: Callable[[HouseRules, E], DecisionValue | None]
    what: str
    """The decision in a word or two, for people (``split``)."""


@dataclass(frozen=True)
class Revenue:
    """What a rules version charges the players (rake, time charge, deal fee: the
    house-revenue page). A banked game, whose house plays the bets, has none."""

    of: Callable[[HouseRules], HouseRevenue]


@runtime_checkable
class ChargingRules(Protocol):
    """The rules of a game that says itself what they charge (``house_rules.RakeRules``,
    ``house_rules.FeeRules``)."""

    def house_revenue(self) -> HouseRevenue: ...


def charged_by_rules(rules: HouseRules) -> HouseRevenue:
    """A ``Revenue.of`` for rules that say what they charge (``house_revenue``)."""
    assert isinstance(rules, ChargingRules), rules
    return rules.house_revenue()


@dataclass(frozen=True)
class Publish:
    """Work a rules version needs when it is published, before its first hand (a computed
    policy): the rules as they are to be kept, with what was computed in them. ``announce``
    is called before a long computation, so a pit boss is told to wait."""

    complete: Callable[[HouseRules, Callable[[], None] | None], HouseRules]


@dataclass(frozen=True)
class Prepare:
    """Work a rules version needs before its first hand at a table (a table of hand values),
    done once when the rules are published or a table loads them, so no dealer's click waits
    for it. ``announce`` is called before a long computation, so a pit boss is told to wait."""

    warm: Callable[[HouseRules, Callable[[], None] | None], None]


@dataclass(frozen=True, slots=True)
class CommandOption:
    """One argument of a ``GameCommand``: argparse's flags and keyword arguments, as data,
    so two games that both take ``--json`` share the one option."""

    flags: tuple[str, ...]
    options: Mapping[str, object] = field(default_factory=dict)


JSON_OPTION = CommandOption(("--json",), {"action": "store_true", "help": "JSON output"})
"""``--json``, as most games' shared commands take it."""


@dataclass(frozen=True)
class GameCommand:
    """A ``casino`` subcommand several games offer under one name (``casino rank``,
    ``casino odds``), the game chosen with ``--game``. The command's parser holds every
    game's arguments; one a game did not declare is refused for that game, by name."""

    help: str
    run: Callable[[argparse.Namespace, TextIO, TextIO], int]
    """``run(args, out, err)``: the exit status."""
    arguments: tuple[CommandOption, ...] = ()
    default: bool = False
    """The game the command means without ``--game``: the one that had it first, so every
    command line written before other games offered it still means what it meant."""


Parsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""A command's subcommands, as ``add_subparsers`` makes them."""


@dataclass(frozen=True)
class CommandLine:
    """The game's part of ``casino``'s command line: its own subcommands (given ``casino``'s
    subparsers and those of ``casino simulate``), and its part of the ones games share
    (``rank``, ``odds``) by name."""

    register: Callable[[Parsers, Parsers], None] | None = None
    shared: Mapping[str, GameCommand] = field(default_factory=dict)


@dataclass(frozen=True)
class SelfChecks:
    """Checks the console's self-test runs for this game: each returns what it found."""

    checks: tuple[Callable[[], str], ...]


@dataclass(frozen=True)
class Preload:
    """Modules the game's lazy hooks import (its player, its policy store): the console
    imports them on its UI thread before any worker thread may need them."""

    modules: tuple[str, ...]


def for_rules(rules_type: type[R], of: Callable[[R], T]) -> Callable[[HouseRules], T]:
    """``of``, a function of a game's own rules, where the machinery passes ``HouseRules``
    (the equipment's words, what a version charges): the rules are the game's own by the
    time it is asked, which this asserts.

    >>> from casino.games.house_rules import HouseRules
    >>> for_rules(HouseRules, lambda rules: rules.currency)(HouseRules())
    'Cr'
    """

    def call(rules: HouseRules) -> T:
        assert isinstance(rules, rules_type), rules
        return of(rules)

    return call


def lazy(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported at its first call: a game's spec names its heavy parts
    (its player, projection, command line, math) without importing them when the registry
    loads, so the console starts before they are needed. A name imported when it is called
    has no type before then: the capability's field it fills says what it must be, and the
    conformance suite calls each (``tests/games/test_specs.py`` resolves every one)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(import_module(module), name)(*args, **kwargs)

    call.__qualname__ = call.__name__ = f"lazy:{module}.{name}"
    return call


def shoe_words(rules: HouseRules) -> str:
    """``shoe cards`` or ``live cards``: the words of a card game's ``cards`` rule."""
    cards = getattr(rules, "cards", "")
    if cards == "shoe":
        return _("shoe cards")
    if cards == "live":
        return _("live cards")
    return _("{cards} cards").format(cards=cards)


def sealed_when_shoe(rules: HouseRules) -> bool:
    """A card game whose ``cards`` rule is ``shoe`` deals from a sealed shoe."""
    return getattr(rules, "cards", None) == "shoe"


def never_sealed(_rules: HouseRules) -> bool:
    """For a game with no shoe to seal."""
    return False


def nothing_dealt(_event: E) -> Sequence[object]:
    """For a game that deals nothing from a shoe."""
    return ()


def round_the_table(hands: Sequence[Sequence[object]]) -> tuple[object, ...]:
    """The cards of ``hands`` in the order a shoe dealt them: one at a time round the table.

    >>> round_the_table([("1S", "2S"), ("1M", "2M")])
    ('1S', '1M', '2S', '2M')
    """
    return tuple(card for turn in zip(*hands, strict=True) for card in turn)


def nothing_drawn(_state: S, command: C, _rng: Random) -> C:
    """For a game whose commands bring everything the console would draw."""
    return command
