"""The live Sej screen, driven by keys through real widgets over a real database: an
electronic game played to its end by W, R, D and P (a Black declined passes the wands), an
offer of the wands refused by X; a live table whose host types the rolls and the throw into
the entry line (a roll of 13 refused where it was typed and nothing written); and the rules
editor's figures panel showing each policy's game and the chance from a typed score."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import Staff, open_table

from casino.games.seating import SeatPlayer
from casino.games.sej.rules import SejRules
from casino.services import Services
from casino.store.models import Event
from ui.console import Console
from ui.game_consoles import console_of
from ui.games.sej.figures_panel import RULES_FIGURES, FiguresPanel
from ui.games.sej.screen import SejScreen


def make_screen(
    qtbot: QtBot, console: Console, services: Services, staff: Staff, rules: SejRules
) -> SejScreen:
    table_id = open_table(services, staff, "sej", rules)
    screen = console_of("sej").screen(console, table_id)
    assert isinstance(screen, SejScreen)
    qtbot.addWidget(screen)
    screen.reload()
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    for seat in (1, 2):
        assert screen.send(SeatPlayer(seat, f"Player {seat}", 10_000), "seat") is not None
    screen.setFocus()
    qtbot.waitUntil(screen.hasFocus)
    return screen


def key(qtbot: QtBot, screen: SejScreen, name: str) -> None:
    """A key pressed wherever the focus is on the screen, as a dealer would."""
    if not screen.isActiveWindow():
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
    target = QApplication.focusWidget() or screen
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{name}"))


def events(services: Services, table_id: int) -> int:
    with services.db.read() as session:
        return int(
            session.scalar(
                select(func.count()).select_from(Event).where(Event.table_id == table_id)
            )
            or 0
        )


def test_an_electronic_game_is_played_to_its_end_by_keys(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(
        qtbot, dealer_console, ui_services, ui_staff, SejRules(dice="electronic", target=30)
    )
    key(qtbot, screen, "N")
    assert screen.state.game is not None and screen.buttons["R"].isVisible()
    assert not screen.entry.isVisible()  # nothing is typed at an electronic table
    declined = refused = False
    for _ in range(600):
        view = screen.projected
        assert view is not None
        if screen.state.game is None:
            break
        doing = view.turn.doing
        if doing == "throw" and view.turn.may_offer and not refused:
            target = QApplication.focusWidget() or screen
            qtbot.keyClick(target, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
            assert screen.projected is not None and screen.projected.turn.doing == "answer"
            key(qtbot, screen, "X")
            refused = True
            continue
        if doing == "decide":
            key(qtbot, screen, "P" if declined else "D")
            if not declined:
                hand = screen.state.game.hand if screen.state.game else None
                assert hand is not None and hand.throw is None  # the next Hand, unthrown
                declined = True
            continue
        key(qtbot, screen, {"throw": "W", "roll": "R"}[doing])
        assert not screen.message.is_error, screen.message.text()
    state = screen.state
    assert state.game is None and state.games_ended == 1 and refused
    assert sorted(s.stack for s in state.seats if s) == [9_900, 10_100]
    assert "Game 1: " in screen.result.text()
    assert screen.history.text().startswith("Hand 1 ")
    assert screen.buttons["N"].isVisible()


def test_a_live_host_types_rolls_and_throws_and_an_impossible_roll_is_refused_where_typed(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SejRules())
    key(qtbot, screen, "N")
    assert screen.entry.isVisible() and screen.entry.hasFocus()
    written = events(ui_services, screen.table_id)
    qtbot.keyClicks(screen.entry, "13")
    assert "2 to 12" in screen.preview_label.text()
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    assert events(ui_services, screen.table_id) == written
    screen.entry.clear()
    qtbot.keyClicks(screen.entry, "5+4")
    assert screen.preview_label.text() == "Seat 1 (Player 1) rolls 9 (5+4)"
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    qtbot.keyClicks(screen.entry, "3")
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    game = screen.state.game
    assert game is not None and game.starter == 1
    qtbot.keyClicks(screen.entry, "s r w")
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    assert screen.wands.isVisible() and "Ship" in screen.wands.text()
    assert "ships 10" in screen.prizes.text() and "stars 24" in screen.prizes.text()
    assert "Contest for the ships 10" in screen.contest.text()


def test_the_rules_editor_shows_each_policys_game_and_the_chance_from_a_score(
    qtbot: QtBot,
) -> None:
    panel = RULES_FIGURES.panel()
    assert isinstance(panel, FiguresPanel)
    qtbot.addWidget(panel)
    rules = SejRules(target=30)
    panel.show_figures(rules, RULES_FIGURES.compute(rules))
    policies = [panel.games.item(row, 0).text() for row in range(panel.games.rowCount())]
    assert policies == ["never", "always", "when-ahead", "triple-black"]
    assert panel.games.item(0, 1).text() == "50.000%"  # no choice made: the game is even
    assert panel.throws.rowCount() == 12
    panel.first.setValue(12)
    panel.second.setValue(0)
    assert panel.from_score.text().startswith("At 12 to 0, the player to throw wins ")
    panel.first.setValue(7)
    assert "No game stands at 7 to 0" in panel.from_score.text()
    panel.show_figures(rules.replace(players=3), RULES_FIGURES.compute(rules.replace(players=3)))
    assert panel.games.rowCount() == 0 and "two players" in panel.games_note.text()
