"""What the games' screenshots (``ui/games/<game>/screenshots.py``, run by ``python -m
ui.screenshots``) share: a live table of the game's own, opened beside the demo's with its
players seated and something dealt, so each screen can be drawn alone (``--only``) and none
depends on what another left behind; and the rules editor on the game once its exact figures
for the rules in the form are shown."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from casino.games import game as game_named
from casino.games.house_rules import HouseRules
from casino.games.seating import SeatPlayer
from casino.games.spec import TablePhase
from ui.main_window import MainWindow
from ui.rules_editor import RulesEditor
from ui.screenshots import Shots, settle, wait_until
from ui.table_screen import TableScreen

Screen = TypeVar("Screen", bound=TableScreen)


def phase(screen: TableScreen) -> TablePhase:
    """Where the screen's table stands (hands dealt, a hand or a match under way)."""
    view = screen.view
    assert view is not None
    return game_named(view.game).engine.phase(view.state)


def dealt_table(
    shots: Shots,
    game: str,
    name: str,
    rules: HouseRules,
    kind: type[Screen],
    players: Mapping[int, str],
    chips: int,
    deal: Callable[[Screen], object],
) -> Screen:
    """The screen of ``game``'s live table ``name`` under ``rules``, opened the first time
    with ``players`` seated (by seat) with ``chips`` each and ``deal`` pressed (the dealer's
    key for a new hand, a deal, a game); drawn again, as it was left."""
    table_id = shots.live_table(game, name, rules)
    screen = shots.screen(table_id, kind)
    if phase(screen).hands_dealt == 0 and phase(screen).between:
        for seat, player in players.items():
            occupant = screen.view.state.seat(seat) if screen.view is not None else None
            if occupant is None:
                screen.send(SeatPlayer(seat, player, chips), f"seat {player}")
        deal(screen)
    if phase(screen).between:
        raise RuntimeError(f"nothing dealt at {name}: {screen.message.text()}")
    return screen


def rules_editor(shots: Shots, game: str, what: str) -> tuple[MainWindow, RulesEditor]:
    """The pit boss's window on the rules editor for ``game``, once the figures of the rules
    in its form are shown (``what`` names them in a timeout's message)."""
    window = shots.window("boss")
    window.show_rules()
    editor = window.rules_editor
    assert isinstance(editor, RulesEditor)
    editor.choose_game(game)
    settle()
    wait_until(
        lambda: (
            not editor.computing
            and editor.figures is not None
            and editor.figures.shown_rules is not None
            and editor.figures.shown_rules == editor.reading.rules
        ),
        f"the {what} figures",
    )
    return window, editor
