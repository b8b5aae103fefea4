"""The Fiddler-Crab console: its table screen, its exact figures in the rules editor, and its
cards (the Sekhoma pack's, drawn as
Sekhoma's screens draw them)."""

from __future__ import annotations

from ui.game_consoles import GameConsole
from ui.games.fiddler_crab.figures_panel import RULES_FIGURES
from ui.games.fiddler_crab.screen import FiddlerCrabScreen
from ui.games.sekhoma.hand_check import cards_html

CONSOLE = GameConsole(
    screen=FiddlerCrabScreen,
    rules_figures=RULES_FIGURES,
    pieces_html=cards_html,
    screenshots="ui.games.fiddler_crab.screenshots",
)
