"""The trick games' console (Sedma, Ristikontra, Hola share it): the table screen, the French
cards drawn in their suits' ink, and the trick checker of the Tools menu."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ui.french_cards import cards_html
from ui.game_consoles import GameConsole, Tool
from ui.games.tricks.screen import TrickScreen
from ui.games.tricks.trick_check import TrickCheck

CONSOLE = GameConsole(
    screen=TrickScreen,
    tools=(Tool(str(QT_TRANSLATE_NOOP("", "&Trick check")), "Ctrl+J", TrickCheck),),
    pieces_html=cards_html,
    screenshots="ui.games.tricks.screenshots",
)
