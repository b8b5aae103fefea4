"""The engine protocol for a game played hand by hand at seats with stacks (the pool games).

Such a game keeps its rules, its seats, the hand in play (None between hands), the hands dealt
and the chips on the table in its state, under those names; its rules are module functions
(``legal_commands``, ``execute``, ``evolve``, ``ledger``). ``HandEngine`` offers them as the
``casino.games.spec.Engine`` protocol, so each game's engine class only names its functions and
its state: ``class MyGame(HandEngine): state_type = MyState; evolve_of = staticmethod(evolve)``.
The class stays in the game's own module, where the registry and the console find its package.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from casino.games.house_rules import HouseRules
from casino.games.spec import Entry, Option, Refusal, RuleViolation, SeatState, TablePhase


class HandEngine:
    """``Engine`` over a hand-by-hand state; a subclass names the game's functions."""

    name: ClassVar[str]
    title: ClassVar[str]
    rules_type: ClassVar[type[HouseRules]]
    state_type: ClassVar[type[Any]]

    # The game's rules, as module functions (``staticmethod(...)`` in the subclass).
    legal_commands_of: ClassVar[Any]
    execute_of: ClassVar[Any]
    evolve_of: ClassVar[Any]
    ledger_of: ClassVar[Any]

    def new_table(self, rules: Any = None) -> Any:
        return self.state_type(rules or self.rules_type())

    def legal(self, state: Any) -> tuple[Option, ...]:
        found: tuple[Option, ...] = self.legal_commands_of(state)
        return found

    def decide(self, state: Any, command: Any) -> tuple[Any, tuple[Any, ...]]:
        done: tuple[Any, tuple[Any, ...]] = self.execute_of(state, command)
        return done

    def can(self, state: Any, command: Any) -> Refusal | None:
        try:
            self.decide(state, command)
        except RuleViolation as refused:
            return Refusal(getattr(command, "KIND", type(command).__name__), str(refused))
        return None

    def phase(self, state: Any) -> TablePhase:
        return TablePhase(self.hands_dealt(state), self.in_hand(state), self.in_match(state))

    def evolve(self, state: Any, event: Any) -> Any:
        return self.evolve_of(state, event)

    def in_hand(self, state: Any) -> bool:
        return state.hand is not None

    def in_match(self, state: Any) -> bool:
        return state.hand is not None

    def seats(self, state: Any) -> tuple[SeatState | None, ...]:
        seats: tuple[SeatState | None, ...] = state.seats
        return seats

    def chips_on_table(self, state: Any) -> int:
        return int(state.chips_on_table)

    def hands_dealt(self, state: Any) -> int:
        return int(state.hands_dealt)

    def with_rules(self, state: Any, rules: Any) -> Any:
        if state.hand is not None:
            raise RuleViolation("house rules change between hands, not during one")
        return dataclasses.replace(state, rules=rules)

    def ledger(self, state: Any, event: Any) -> tuple[Entry, ...]:
        lines: tuple[Entry, ...] = self.ledger_of(state, event)
        return lines
