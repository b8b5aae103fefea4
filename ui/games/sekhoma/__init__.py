"""The Sekhoma console: its table screen, its cards drawn in their suit colours, and the hand
checker of the Tools menu."""

from __future__ import annotations

from ui.game_consoles import GameConsole, Tool
from ui.games.sekhoma.hand_check import HandCheck, cards_html
from ui.games.sekhoma.screen import SekhomaScreen

CONSOLE = GameConsole(
    screen=SekhomaScreen,
    tools=(Tool("&Hand check", "Ctrl+K", HandCheck),),
    pieces_html=cards_html,
    screenshots="ui.games.sekhoma.screenshots",
)
