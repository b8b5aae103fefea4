"""The console's first shell, driven through real widgets (offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from store_fixtures import Staff
from ui_fixtures import signed_in_console

from casino import __version__
from casino.services import Services
from ui.app import create_app
from ui.console import Console
from ui.game_consoles import game_tools
from ui.games.sekhoma.hand_check import HandCheck
from ui.main_window import TITLE, AboutDialog, MainWindow


@pytest.fixture
def console(ui_services: Services, ui_staff: Staff, ui_settings: Path) -> Console:
    return signed_in_console(ui_services, "dealer")


def make_window(qtbot: QtBot, console: Console) -> MainWindow:
    create_app([])
    window = MainWindow(console)
    window.pit.timer.stop()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_window_has_title_and_menus(qtbot: QtBot, console: Console) -> None:
    window = make_window(qtbot, console)
    assert window.windowTitle() == TITLE
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Table", "&Pit", "T&ools", "&Help"]


def test_about_box_names_the_version(qtbot: QtBot, console: Console) -> None:
    window = make_window(qtbot, console)
    window.about_action.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible()
    version = dialog.findChild(QLabel, "version")
    assert version is not None and version.text() == f"Version {__version__}"
    dialog.reject()
    assert not dialog.isVisible()


def test_hand_check_ranks_typed_cards(qtbot: QtBot, console: Console) -> None:
    window = make_window(qtbot, console)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    check = window.tools.get("&Hand check")
    assert isinstance(check, HandCheck) and window.tabs.currentWidget() is check
    qtbot.keyClicks(check.entry, "1s 2m 3c 4r 5n 6p")
    assert check.category.text() == "Sekhoma"
    assert check.detail.text() == "Sekhoma hand - rank 7, score 21"
    assert check.error.text() == ""


def test_hand_check_names_the_bad_token(qtbot: QtBot, console: Console) -> None:
    window = make_window(qtbot, console)
    (tool,) = (t for t in game_tools() if t.title == "&Hand check")
    window.show_tool(tool)
    check = window.tools[tool.title]
    assert isinstance(check, HandCheck)
    qtbot.keyClicks(check.entry, "1S 2M 9C")
    assert check.error.text() == "unknown card '9C': numbers run from 1 to 6"
    assert check.entry.property("invalid") is True
    assert check.category.text() == ""
    check.entry.clear()
    qtbot.keyClicks(check.entry, "1S 2M")
    assert check.detail.text() == "2 of 6 cards"
    assert check.entry.property("invalid") is False
