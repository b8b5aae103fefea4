"""What every table game with player stacks shares: its money, and its engine's plumbing.

``Stacks`` is the base of such a game's state: the seats, and the money every table keeps
(chips bought in, cashed out, taken in time charges, paid by corrections), with the one sum
that proves a table never loses a chip (``conserved``). A game's state adds its own fields and
says what it holds besides the stacks (``in_play``) and what else the house took (``taken``).

``TableEngine`` is a game's engine: the game gives it its own rules as functions (a new
table, ``legal``, ``decide``, ``evolve``, ``ledger``) and the rest of
``casino.games.spec.Engine`` is written here once, ``can`` among them. ``can`` is what PokerKit
calls verify: it runs ``decide`` itself (the engine is pure, so deciding and throwing the
result away has no effect; it costs a whole decide) and returns the sentence ``decide`` would
raise, so a console enables a button from the very rule that would refuse it, and the two can
never disagree.
``settle`` is the one loop every ``decide`` ends in: the events folded, then what follows by
itself (a round that closes, a hand won by folds) until nothing more does; what follows is a
rule of each game, fixed in its code.

A command declares the amount its ``Option`` bounds (``AMOUNT``, the name of its field or
property), so ``offered`` asks every game's ``legal`` the same way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from casino.games.house_rules import HouseRules
from casino.games.spec import (
    Entry,
    Option,
    Refusal,
    RuleViolation,
    SeatState,
    TablePhase,
    is_whole,
)
from casino.i18n import N_, _


@dataclass(frozen=True, slots=True, kw_only=True)
class Stacks:
    """The seats and the money of a table whose players hold stacks. Every field is
    keyword-only, so a game's state lists its own first (``rules``, positional) and may give
    ``seats`` its own default (``field(default=..., kw_only=True)``)."""

    seats: tuple[SeatState | None, ...] = ()
    """Index ``seat - 1``."""
    bought_in: int = 0
    cashed_out: int = 0
    time_charges: int = 0
    corrections: int = 0
    """What the house paid players to correct settled hands (less what it took back)."""

    def seat(self, seat: int) -> SeatState | None:
        return self.seats[seat - 1]

    @property
    def in_play(self) -> int:
        """Chips the players have on the table beyond their stacks (bets, pots)."""
        return 0

    @property
    def taken(self) -> int:
        """What the house took from the table besides time charges (rake, fees, its win)."""
        return 0

    @property
    def chips_on_table(self) -> int:
        """Stacks plus chips in play: what the players own at the table."""
        return sum(s.stack for s in self.seats if s) + self.in_play

    @property
    def conserved(self) -> bool:
        """Chips in (and paid in by corrections) = chips at the table + chips out + the
        house's take, to the minor unit."""
        return self.bought_in + self.corrections == (
            self.chips_on_table + self.cashed_out + self.time_charges + self.taken
        )


class TableState(Protocol):
    """What ``TableEngine`` reads of a state: its rules, seats, how many hands it has dealt
    and the one in play (None between hands)."""

    @property
    def rules(self) -> HouseRules: ...

    @property
    def seats(self) -> tuple[SeatState | None, ...]: ...

    @property
    def hands_dealt(self) -> int: ...

    @property
    def chips_on_table(self) -> int: ...

    @property
    def in_hand(self) -> bool: ...


S = TypeVar("S", bound=TableState)
R = TypeVar("R", bound=HouseRules)
T = TypeVar("T")
C = TypeVar("C")
E = TypeVar("E")
H = TypeVar("H")


def amount_of(command: object) -> int | None:
    """The amount an ``Option`` bounds for ``command``: the field or property its class
    names in ``AMOUNT``, or None for a command without one."""
    name: str | None = getattr(type(command), "AMOUNT", None)
    if name is None:
        return None
    amount: int | None = getattr(command, name)
    return amount


def kind_of(command: object) -> str:
    """A command's ``KIND``; the class's name for an object that is no command."""
    kind: str = getattr(type(command), "KIND", type(command).__name__)
    return kind


def offered(options: Sequence[Option], command: object) -> bool:
    """Whether ``options`` (an engine's ``legal``) offer ``command``'s kind, seat and amount:
    what a console's buttons and amount fields are enabled from. ``decide`` checks the
    payload besides."""
    kind, seat, amount = kind_of(command), getattr(command, "seat", None), amount_of(command)
    return any(option.admits(kind, seat, amount) for option in options)


class TableEngine(Generic[S, C, E, R]):
    """``casino.games.spec.Engine`` over a ``TableState``, from the game's own rules as
    functions: a new table under its rules (of ``rules_type``), what is ``legal``, how a
    command is decided and an event folded, and the wager lines an event carries. A game's
    engine is a subclass of its own, in its package (the machinery finds the package from the
    engine's class), naming the game and saying where it differs (a game of matches: its
    ``phase``)."""

    title: ClassVar[str]
    """The game's title, for the message refusing another game's rules."""
    rounds: ClassVar[str] = "hands"
    """What play is counted in (``hands``, ``rounds``, ``games``, ``matches``): the rules
    change between them, not during one."""

    def __init__(
        self,
        rules_type: type[R],
        new_table: Callable[[R], S],
        legal: Callable[[S], Sequence[Option]],
        decide: Callable[[S, C], tuple[S, tuple[E, ...]]],
        evolve: Callable[[S, E], S],
        ledger: Callable[[S, E], tuple[Entry, ...]],
    ) -> None:
        self._rules_type, self._new_table = rules_type, new_table
        self._legal, self._decide, self._evolve, self._ledger = legal, decide, evolve, ledger

    def new_table(self, rules: HouseRules) -> S:
        if not isinstance(rules, self._rules_type):
            raise TypeError(f"{self.title} is not played under {type(rules).__name__}")
        return self._new_table(rules)

    def legal(self, state: S) -> Sequence[Option]:
        return self._legal(state)

    def decide(self, state: S, command: C) -> tuple[S, tuple[E, ...]]:
        return self._decide(state, command)

    def evolve(self, state: S, event: E) -> S:
        return self._evolve(state, event)

    def ledger(self, state: S, event: E) -> tuple[Entry, ...]:
        return self._ledger(state, event)

    def can(self, state: S, command: C) -> Refusal | None:
        """None when ``decide`` takes ``command``; otherwise its reason, word for word."""
        try:
            self.decide(state, command)
        except RuleViolation as refused:
            return Refusal(kind_of(command), str(refused))
        return None

    def seats(self, state: S) -> Sequence[SeatState | None]:
        return state.seats

    def phase(self, state: S) -> TablePhase:
        """A game of single hands: a match is the hand. A game of matches says otherwise."""
        in_hand = state.in_hand
        return TablePhase(state.hands_dealt, in_hand, in_hand)

    def chips_on_table(self, state: S) -> int:
        return state.chips_on_table

    def with_rules(self, state: S, rules: HouseRules) -> S:
        if not isinstance(rules, self._rules_type):
            raise TypeError(f"{self.title} is not played under {type(rules).__name__}")
        if not self.phase(state).between:
            raise RuleViolation(
                _(_RULES_CHANGE.get(self.rounds, _RULES_CHANGE_OTHER)).format(rounds=self.rounds)
            )
        changed: S = dataclasses.replace(state, rules=rules)  # type: ignore[type-var]
        return changed


_RULES_CHANGE = {
    "hands": N_("house rules change between hands, not during one"),
    "rounds": N_("house rules change between rounds, not during one"),
    "games": N_("house rules change between games, not during one"),
    "matches": N_("house rules change between matches, not during one"),
}
"""The refusal of a rules change mid-play, for what play is counted in (``rounds``)."""
_RULES_CHANGE_OTHER = N_("house rules change between {rounds}, not during one")


def handler_for(handlers: Mapping[type, H], command: object, title: str) -> H:
    """The handler of ``command``'s class in a game's table of handlers; a command of no class
    of the game's is refused, naming the game."""
    handler = handlers.get(type(command))
    if handler is None:
        raise RuleViolation(
            _("{command} is not a {game} command").format(
                command=type(command).__name__, game=title
            )
        )
    return handler


def nothing_follows(_state: object) -> Sequence[Any]:
    """For a game none of whose steps brings another by itself."""
    return ()


def settle(
    state: T,
    events: Sequence[E],
    evolve: Callable[[T, E], T],
    follows: Callable[[T], Sequence[E]] = nothing_follows,
) -> tuple[T, tuple[E, ...]]:
    """``events`` folded into ``state``, then what follows by itself (``follows``: a round
    that closes, a hand won by folds, a deal whose cards are all played), folded in turn until
    nothing more does: the state and every event, as ``decide`` returns them. A follow-up is
    a rule of the game, fixed in its code; the loop is the same for every game."""
    done = list(events)
    for event in done:
        state = evolve(state, event)
    while more := follows(state):
        for event in more:
            state = evolve(state, event)
        done.extend(more)
    return state, tuple(done)


def whole_amount(command: object) -> None:
    """Refuse an amount that is not whole minor units, in one sentence (the engines' first
    check of any command that carries one)."""
    amount = amount_of(command)
    if amount is not None and not is_whole(amount):
        raise RuleViolation(
            _("amounts are whole minor units, not {amount}").format(amount=repr(amount))
        )

