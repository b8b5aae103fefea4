"""Sej's console: the table screen, with the wands drawn in their colours and the dice typed
or rolled."""

from __future__ import annotations

from ui.game_consoles import GameConsole
from ui.games.sej.screen import SejScreen

CONSOLE = GameConsole(screen=SejScreen, screenshots="ui.games.sej.screenshots")
