"""The table games. Each game is one module here exposing ``GAME`` (the Game protocol);
``games()`` finds them, so adding a game never means editing a list elsewhere."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from casino.games.base import Game


@cache
def games() -> dict[str, Game[Any, Any, Any]]:
    """Every game module's ``GAME``, by name."""
    found: dict[str, Game[Any, Any, Any]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if game is not None:
            found[game.name] = game
    return found


def game(name: str) -> Game[Any, Any, Any]:
    try:
        return games()[name]
    except KeyError:
        known = ", ".join(sorted(games()))
        raise KeyError(f"no game called {name!r}; the games are {known}") from None
