"""Ristikontra's engine: the trick family's, under Ristikontra's rules (the class sits here so the
machinery finds this package, and its ``default.toml``, from the engine)."""

from __future__ import annotations

from casino.games.tricks.engine import TrickEngine


class RistikontraGame(TrickEngine):
    title = "Ristikontra"


GAME = RistikontraGame()
