"""The trick games' console (Sedma, Ristikontra, Hola share it): the table screen, the French
cards drawn in their suits' ink, and the trick checker of the Tools menu."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ui.french_cards import cards_html
from ui.game_consoles import GameConsole, Tool
from ui.games.tricks.screen import TrickScreen
from ui.games.tricks.trick_check import TrickCheck


def _trick_check() -> QWidget:
    return TrickCheck()


CONSOLE = GameConsole(
    screen=TrickScreen,
    tools=(Tool("&Trick check", "Ctrl+J", _trick_check),),
    pieces_html=cards_html,
    screenshots="ui.games.tricks.screenshots",
)
