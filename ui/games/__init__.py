"""Each game's console side, one package per game (``ui/games/<game>/``), found through the
game registry: the package of a game whose spec lives in ``casino/games/<game>/`` exports
``CONSOLE`` here, a ``GameConsole``. Every other screen is generic and asks for it."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import TYPE_CHECKING, Any

from casino.games import game as game_named

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.table_screen import TableScreen


@dataclass(frozen=True)
class Tool:
    """A window of the Tools menu a game brings (a hand checker)."""

    title: str
    shortcut: str
    make: Callable[[], QWidget]


PiecesHtml = Callable[[tuple[Any, ...], int], str]
"""Pieces of equipment (cards, dice...) as rich text at a font size in pixels."""


def plain_pieces(pieces: tuple[Any, ...], size: int) -> str:
    """Pieces in their notation, for a game whose console draws them no other way."""
    text = "&nbsp;&nbsp;".join(escape(str(piece)) for piece in pieces)
    return f'<span style="font-size:{size}px">{text}</span>'


@dataclass(frozen=True)
class GameConsole:
    """What the console shows of one game."""

    screen: type[TableScreen]
    """The table screen: a ``TableScreen`` for this game's tables."""
    rules_panel: Callable[[], QWidget] | None = None
    """An extra panel beside the rules editor's form (a game's exact figures), which
    is told of each edit through its ``show_rules(rules)`` method."""
    tools: tuple[Tool, ...] = ()
    pieces_html: PiecesHtml = plain_pieces
    """How the recall and the screens draw this game's cards (in their suit colours)."""
    screenshots: tuple[Callable[[Any], None], ...] = ()
    """The game's screens for ``python -m ui.screenshots`` (each takes the ``Shots``)."""


def package_of(game: str) -> str:
    """The game's package name (``casino/games/<this>/``), shared by its console package."""
    return type(game_named(game).engine).__module__.split(".")[2]


@cache
def console_of(game: str) -> GameConsole:
    """The console side of ``game``: imported on first use, from ``ui/games/<game>/``."""
    module = importlib.import_module(f"{__name__}.{package_of(game)}")
    found = getattr(module, "CONSOLE", None)
    if not isinstance(found, GameConsole):
        raise LookupError(f"ui/games/{package_of(game)} exports no CONSOLE")
    return found


def game_tools() -> tuple[Tool, ...]:
    """Every installed game's Tools-menu windows, in the order of the games' titles."""
    from casino.games import games

    return tuple(tool for name in games() for tool in console_of(name).tools)


def game_titles() -> str:
    """Every installed game's title, as a person lists them: ``A, B and C``."""
    from casino.games import games
    from casino.games.narrative import listing

    return listing([spec.title for spec in games().values()])
