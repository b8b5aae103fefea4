"""Sedma's engine: the trick family's, under Sedma's rules (the class sits here so the
machinery finds this package, and its ``default.toml``, from the engine)."""

from __future__ import annotations

from casino.games.tricks.engine import TrickEngine


class SedmaGame(TrickEngine):
    title = "Sedma"


GAME = SedmaGame()
