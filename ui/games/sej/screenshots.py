"""The Sej screens of ``python -m ui.screenshots``: an electronic table in a contest for a
prize after a throw, with the game's history so far, and a live table whose host is typing a
roll, the engine's verdict shown beside it.

Each is drawn at a table of its own, opened beside the demo's, so each can be rendered alone
(``--only``). The electronic table's dice and wands come from the console's CSPRNG, so the
numbers differ from run to run; what the screen shows does not."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from casino.games.sej.rules import SejRules
from ui.game_screenshots import dealt_table, rules_editor
from ui.games.sej.figures_panel import FiguresPanel
from ui.games.sej.screen import SejScreen
from ui.screenshots import Shots, settle

NAMES = ("Ana", "Boris", "Cveta", "Dimitar")


def _table(shots: Shots, name: str, rules: SejRules) -> SejScreen:
    """A Sej table with every seat taken and a game started."""
    players = dict(enumerate(NAMES[: rules.players], start=1))
    return dealt_table(shots, "sej", name, rules, SejScreen, players, 10_000, SejScreen.new_game)


def electronic_contest(shots: Shots) -> None:
    """SJ-3: Hands played with the keys (a Black played, never declined; a game that ends
    is followed by the next), until a throw with more than one prize is being rolled for."""
    screen = _table(shots, "SJ-3", SejRules(dice="electronic"))
    for _ in range(400):
        view = screen.projected
        assert view is not None
        if view.hand is not None and view.hand >= 3 and len(view.prizes) > 1 and view.rolls:
            break
        key = {"roll": "r", "throw": "w", "decide": "p", "answer": "x", "start": "n"}.get(
            view.turn.doing
        )
        if key is None:
            break
        QTest.keyClicks(screen, key)
        if screen.message.is_error:
            raise RuntimeError(screen.message.text())
    settle()
    shots.save(shots.window("sej"), "28-sej-electronic.png")


def live_entry(shots: Shots) -> None:
    """SJ-4, live dice and wands: the host typed the opening rolls and a throw; the first
    roll of the contest is being typed."""
    screen = _table(shots, "SJ-4", SejRules())
    if screen.state.games_started == 1 and screen.state.game is not None:
        game = screen.state.game
        if game.opening is not None:
            for text in ("9", "5"):
                QTest.keyClicks(screen.entry, text)
                QTest.keyClick(screen.entry, Qt.Key.Key_Return)
        if (
            screen.state.game is not None
            and screen.state.game.hand is not None
            and (screen.state.game.hand.throw is None)
        ):
            QTest.keyClicks(screen.entry, "S R W")
            QTest.keyClick(screen.entry, Qt.Key.Key_Return)
    screen.entry.clear()
    QTest.keyClicks(screen.entry, "4+4")
    settle()
    shots.save(shots.window("sej"), "29-sej-live-entry.png")


def sej_rules_editor(shots: Shots) -> None:
    """The rules editor on Sej: the throws, the contest, each declining policy's game and the
    chance from a typed score."""
    window, editor = rules_editor(shots, "sej", "Sej")
    assert isinstance(editor.figures, FiguresPanel)
    editor.figures.first.setValue(42)
    editor.figures.second.setValue(24)
    settle()
    shots.save(window, "30-sej-rules-editor.png")


SCREENS: tuple[Callable[[Shots], None], ...] = (electronic_contest, live_entry, sej_rules_editor)
