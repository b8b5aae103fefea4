"""Every game's spec, as the shared helpers build it: its lazy hooks name what exists, what the
console draws is declared once and read both ways, and the shared modules' examples hold."""

from __future__ import annotations

import doctest
import random
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from functools import partial
from importlib import import_module
from types import ModuleType

import pytest

from casino.games import capabilities, drawing, games
from casino.games.spec import GameSpec, RuleViolation

Spec = GameSpec[object, object, object]
SPECS = sorted(games().values(), key=lambda spec: spec.name)


@pytest.mark.parametrize("module", [capabilities, drawing], ids=lambda m: m.__name__)
def test_the_docstring_examples_hold(module: ModuleType) -> None:
    found = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert found.attempted > 0 and found.failed == 0


def hooks(value: object, seen: set[int] | None = None) -> Iterator[object]:
    """Every callable a spec holds, in its capabilities, their fields and their partials."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, partial):
        yield value.func
    elif callable(value) and not isinstance(value, type):
        yield value
    if is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            yield from hooks(getattr(value, field.name), seen)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from hooks(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from hooks(item, seen)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_every_lazy_hook_names_a_function_that_exists(spec: Spec) -> None:
    named = [hook.__qualname__ for hook in hooks(spec) if hook.__qualname__.startswith("lazy:")]
    assert named, "a spec without lazy hooks: nothing here was checked"
    for name in named:
        module, _, attribute = name.removeprefix("lazy:").rpartition(".")
        assert callable(getattr(import_module(module), attribute)), name


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_the_random_player_sends_what_a_console_sends(spec: Spec) -> None:
    """A random player's command brings nothing the console draws (``Draws.as_sent``), so the
    service's draw takes it; and the command as drawn, sent again, is refused: what
    ``fill_random`` fills in and what the player leaves out are the same declaration."""
    engine, equipment = spec.engine, spec.equipment
    drawn = 0
    for number in (1, 2, 3):
        state = engine.new_table(spec.demo.soak_rules(number))
        rng = random.Random(number)
        for _ in range(150):
            command = spec.demo.player(state, rng)
            filled = equipment.fill_random(state, command, random.Random(7))
            if filled != command:
                drawn += 1
                with pytest.raises(RuleViolation):
                    equipment.fill_random(state, filled, random.Random(8))
            state, _events = engine.decide(state, filled)
    assert drawn, "the console drew nothing: a soak of this game plays no shoe or electronic table"
