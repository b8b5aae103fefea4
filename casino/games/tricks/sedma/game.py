"""Sedma's engine: the trick family's, under Sedma's rules (the class sits here so the
machinery finds this package, and its ``default.toml``, from the engine)."""

from __future__ import annotations

from casino.games.tricks.engine import TrickEngine
from casino.games.tricks.sedma.rules import SedmaRules


class SedmaGame(TrickEngine):
    name = "sedma"
    title = "Sedma"
    rules_type = SedmaRules


GAME = SedmaGame()
