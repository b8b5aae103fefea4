"""The console side of every game, found through the game registry: the package
``ui/games/<game>/`` of a game whose spec lives in ``casino/games/<game>/`` exports ``CONSOLE``,
a ``GameConsole``. Every other screen is generic and asks here; the game packages import the
shared screens, never the other way round (the import contracts check it)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import TYPE_CHECKING, Any, Protocol

from casino.games import game as game_named

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressBar, QWidget

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


class FiguresView(Protocol):
    """The panel the rules editor shows a game's figures in (a ``QWidget``)."""

    progress: QProgressBar

    def clear(self, message: str) -> None: ...

    def mark_stale(self, message: str) -> None: ...

    def show_failure(self, message: str) -> None: ...

    def show_figures(self, rules: Any, figures: Any) -> None: ...


@dataclass(frozen=True)
class RulesFigures:
    """A game's exact figures for the rules being edited: its panel, the computation (run on
    the thread pool, so it touches no widget) and the modules that computation imports lazily
    (imported on the UI thread first: an import on a worker thread can crash PySide6)."""

    panel: Callable[[], FiguresView]
    compute: Callable[[Any], Any]
    imports: Callable[[Any], tuple[str, ...]]


@dataclass(frozen=True)
class GameConsole:
    """What the console shows of one game."""

    screen: type[TableScreen]
    """The table screen: a ``TableScreen`` for this game's tables."""
    rules_figures: RulesFigures | None = None
    """Exact figures shown beside the rules editor's form, if the game has them."""
    tools: tuple[Tool, ...] = ()
    pieces_html: PiecesHtml = plain_pieces
    """How the recall and the screens draw this game's cards (in their suit colours)."""
    screenshots: str = ""
    """The module of the game's screens for ``python -m ui.screenshots`` (its ``SCREENS``,
    each taking the ``Shots``): named, not imported, so the console never loads the tool."""


def package_of(game: str) -> str:
    """The game's package name (``casino/games/<this>/``), shared by its console package."""
    return type(game_named(game).engine).__module__.split(".")[2]


@cache
def console_of(game: str) -> GameConsole:
    """The console side of ``game``: imported on first use, from ``ui/games/<game>/``."""
    module = importlib.import_module(f"ui.games.{package_of(game)}")
    found = getattr(module, "CONSOLE", None)
    if not isinstance(found, GameConsole):
        raise LookupError(f"ui/games/{package_of(game)} exports no CONSOLE")
    return found


def consoles() -> tuple[GameConsole, ...]:
    """Every console package's ``CONSOLE`` once, in the order of its first game's title: a
    family of games one package plays (``SPECS``) shares one console, one set of tools and
    one set of screenshots."""
    from casino.games import games

    return tuple({id(found): found for found in map(console_of, games())}.values())


def game_tools() -> tuple[Tool, ...]:
    """Every installed game's Tools-menu windows, in the order of the games' titles."""
    return tuple(tool for console in consoles() for tool in console.tools)


def game_titles() -> str:
    """Every installed game's title, as a person lists them: ``A, B and C``."""
    from casino.games import games, title_of
    from casino.games.narrative import listing

    return listing([title_of(name) for name in games()])
