"""Hola's engine: the trick family's, under Hola's rules (the class sits here so the
machinery finds this package, and its ``default.toml``, from the engine)."""

from __future__ import annotations

from casino.games.tricks.engine import TrickEngine


class HolaGame(TrickEngine):
    title = "Hola"


GAME = HolaGame()
