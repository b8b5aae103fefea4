"""The Seka console: its table screen (ten seats, dark and light players, the svara), its
exact figures in the rules editor (the value distribution and the two-player svara chance),
and its French cards drawn in their suits' ink."""

from __future__ import annotations

from ui.french_cards import cards_html
from ui.game_consoles import GameConsole
from ui.games.seka.figures_panel import RULES_FIGURES
from ui.games.seka.screen import SekaScreen

CONSOLE = GameConsole(
    screen=SekaScreen,
    rules_figures=RULES_FIGURES,
    pieces_html=cards_html,
    screenshots="ui.games.seka.screenshots",
)
