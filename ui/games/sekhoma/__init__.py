"""The Sekhoma console: its table screen, its cards drawn in their suit colours, and the hand
checker of the Tools menu."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ui.game_consoles import GameConsole, Tool
from ui.games.sekhoma.hand_check import HandCheck, cards_html
from ui.games.sekhoma.screen import SekhomaScreen


def _hand_check() -> QWidget:
    return HandCheck()


CONSOLE = GameConsole(
    screen=SekhomaScreen,
    tools=(Tool("&Hand check", "Ctrl+K", _hand_check),),
    pieces_html=cards_html,
    screenshots="ui.games.sekhoma.screenshots",
)
