"""The examples in docstrings are run, so what a docstring shows is what the code does."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from casino.games import pots, revenue
from casino.services.tables import rows


@pytest.mark.parametrize("module", [pots, revenue, rows], ids=lambda m: m.__name__)
def test_the_docstring_examples_hold(module: ModuleType) -> None:
    found = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert found.attempted > 0 and found.failed == 0
