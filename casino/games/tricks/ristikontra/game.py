"""Ristikontra's engine: the trick family's, under Ristikontra's rules (the class sits here so the
machinery finds this package, and its ``default.toml``, from the engine)."""

from __future__ import annotations

from casino.games.tricks.engine import TrickEngine
from casino.games.tricks.ristikontra.rules import RistikontraRules


class RistikontraGame(TrickEngine):
    name = "ristikontra"
    title = "Ristikontra"
    rules_type = RistikontraRules


GAME = RistikontraGame()
