"""The Game protocol every table game implements, and the helpers that drive one.

An engine is three pure functions over frozen dataclasses: ``legal_commands(state)`` says what
may happen next, ``decide(state, command)`` turns a command into events (or raises
``RuleViolation`` saying why not), and ``evolve(state, event)`` folds one event into the state.
Nothing here reads a clock, a database or a random source: cards and time come in through
commands, so a table's whole history is replayable from its events alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, Protocol, TypeVar

from casino.rules.base import HouseRules

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
    (chips, raise-to total or exchange count) where it has one; ``high`` None means no upper
    bound beyond the seat's own chips. A named tuple: the engine builds several per turn.
    """

    kind: str
    seat: int | None = None
    low: int = 0
    high: int | None = 0

    def admits(self, kind: str, seat: int | None, amount: int | None) -> bool:
        if kind != self.kind or seat != self.seat:
            return False
        if amount is None:
            return True
        if not is_whole(amount):
            return False  # amounts are whole minor units; ``decide`` says so in words
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


class Game(Protocol[S, C, E]):
    """What a table game offers the services and the console."""

    @property
    def name(self) -> str: ...

    @property
    def rules_type(self) -> type[HouseRules]: ...

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


def fold(game: Game[S, Any, E], state: S, events: Iterable[E]) -> S:
    """The state after ``events``: the only way a state comes about."""
    for event in events:
        state = game.evolve(state, event)
    return state


def execute(game: Game[S, C, E], state: S, command: C) -> tuple[S, tuple[E, ...]]:
    """Decide a command and fold its events: the new state and what happened."""
    events = game.decide(state, command)
    return fold(game, state, events), events
