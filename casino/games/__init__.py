"""The table games. Each game is one package here exporting ``SPEC`` (a ``GameSpec``), or
``SPECS`` for a family of games one engine plays; ``games()`` finds them, once, so adding a
game never means editing a list elsewhere."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from casino.games.spec import GameSpec
from casino.i18n import _

Game = GameSpec[Any, Any, Any]
"""A game as the machinery holds it: each game's spec is typed over its own state, command and
event classes, and the machinery, holding every game, passes a state only back to the engine
that made it."""


@cache
def games() -> dict[str, Game]:
    """Every game package's ``SPEC``, by name, in the order of their titles."""
    found: dict[str, Game] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        one = getattr(module, "SPEC", None)
        for spec in (one,) if one is not None else getattr(module, "SPECS", ()):
            if not isinstance(spec, GameSpec):
                continue
            if spec.name in found:
                raise RuntimeError(f"two games are called {spec.name!r}")
            found[spec.name] = spec
    return dict(sorted(found.items(), key=lambda item: item[1].title))


def game(name: str) -> Game:
    """The game called ``name``; a KeyError naming the games there are otherwise."""
    try:
        return games()[name]
    except KeyError:
        known = ", ".join(sorted(games()))
        raise KeyError(f"no game called {name!r}; the games are {known}") from None


def title_of(name: str) -> str:
    """A game's title for people (its spec's ``title``), in the language being spoken; the
    name itself for a game this program does not have."""
    found = games().get(name)
    return _(found.title) if found is not None else name
