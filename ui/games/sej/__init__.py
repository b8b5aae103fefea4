"""Sej's console: the table screen, with the wands drawn in their colours and the dice typed
or rolled, and its exact figures beside the rules editor (the throws, a contest, each
declining policy's game)."""

from __future__ import annotations

from ui.game_consoles import GameConsole
from ui.games.sej.figures_panel import RULES_FIGURES
from ui.games.sej.screen import SejScreen

CONSOLE = GameConsole(
    screen=SejScreen, rules_figures=RULES_FIGURES, screenshots="ui.games.sej.screenshots"
)
