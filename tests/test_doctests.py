"""The examples in docstrings are run, so what a docstring shows is what the code does; and the
worked example of ``docs/adding-a-game.md`` (a whole toy game) is run and played."""

from __future__ import annotations

import doctest
import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from casino.games import capabilities, pots, revenue
from casino.games.spec import Refusal, RuleViolation
from casino.i18n import languages, numbers, pseudo
from casino.services.tables import rows
from ui import translation_check

TOY = Path(__file__).parent.parent / "docs" / "examples" / "odd_even.py"


def toy_game() -> ModuleType:
    """The worked example, imported from its file (it is no package the registry finds)."""
    found = sys.modules.get("odd_even")
    if found is None:
        spec = importlib.util.spec_from_file_location("odd_even", TOY)
        assert spec is not None and spec.loader is not None
        found = importlib.util.module_from_spec(spec)
        sys.modules["odd_even"] = found
        spec.loader.exec_module(found)
    return found


@pytest.mark.parametrize(
    "module",
    [pots, revenue, rows, capabilities, languages, numbers, pseudo, translation_check, "toy"],
    ids=lambda m: getattr(m, "__name__", m),
)
def test_the_docstring_examples_hold(module: ModuleType | str) -> None:
    found = doctest.testmod(toy_game() if module == "toy" else module, optionflags=doctest.ELLIPSIS)
    assert found.attempted > 0 and found.failed == 0


def test_the_toy_game_keeps_the_platforms_rules_in_random_play() -> None:
    """What the conformance suite asks of every registered game, asked of the example: its
    random player sends only what it accepts, ``can`` answers as ``decide`` does, the money is
    conserved after every command, and the state is the fold of its events."""
    toy = toy_game()
    spec, rng = toy.SPEC, random.Random(5)
    engine = spec.engine
    state = start = engine.new_table(toy.OddEvenRules())
    events: list[object] = []
    for _ in range(300):
        command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
        assert engine.can(state, command) is None, command
        state, decided = engine.decide(state, command)
        events.extend(decided)
        assert state.conserved
        late = toy.Roll(7) if state.bets else toy.PlaceBet(1, 10**9, "odd")
        with pytest.raises(RuleViolation) as refused:
            engine.decide(state, late)
        assert engine.can(state, late) == Refusal(late.KIND, str(refused.value))
    assert engine.phase(state).hands_dealt > 10
    folded = start
    for event in events:
        folded = engine.evolve(folded, event)
    assert folded == state
