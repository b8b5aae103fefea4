"""The console's first shell, driven through real widgets (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from casino import __version__
from ui.app import create_app
from ui.main_window import TITLE, AboutDialog, MainWindow


def make_window(qtbot: QtBot) -> MainWindow:
    create_app([])
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_window_has_title_and_menus(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.windowTitle() == TITLE
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Tools", "&Help"]


def test_about_box_names_the_version(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.about_action.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible()
    version = dialog.findChild(QLabel, "version")
    assert version is not None and version.text() == f"Version {__version__}"
    dialog.reject()
    assert not dialog.isVisible()


def test_hand_check_ranks_typed_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    check = window.hand_check
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(check.entry, "1s 2m 3c 4r 5n 6p")
    assert check.category.text() == "Sekhoma"
    assert check.detail.text() == "Sekhoma hand - rank 7, score 21"
    assert check.error.text() == ""


def test_hand_check_names_the_bad_token(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    check = window.hand_check
    qtbot.keyClicks(check.entry, "1S 2M 9C")
    assert check.error.text() == "unknown card '9C': numbers run from 1 to 6"
    assert check.entry.property("invalid") is True
    assert check.category.text() == ""
    check.entry.clear()
    qtbot.keyClicks(check.entry, "1S 2M")
    assert check.detail.text() == "2 of 6 cards"
    assert check.entry.property("invalid") is False
