"""Each person's language at the console (issue 38): the console switches to the language on
the record of whoever signs in, so two dealers of one console can work in two languages; File
▸ Language puts another on the record and builds the window again in it; signing out goes back
to the console's own."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from casino.i18n import _, language, speaking
from casino.services import Services
from tests.store_fixtures import STAFF, Staff
from tests.ui_fixtures import signed_in_console
from ui.app import Session
from ui.console import Console
from ui.i18n import current_language, tr
from ui.main_window import MainWindow


def _file_menu(window: Any) -> str:
    return str(window.menuBar().actions()[0].text())


def test_each_person_works_in_the_language_on_their_record(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    ui_services.auth.set_language(ui_staff.dealer, STAFF["dealer"][0], "ru")
    ui_services.auth.set_language(ui_staff.boss, STAFF["dealer2"][0], "cs")
    session = Session(None, opener=lambda _url: ui_services)
    session.start.console = Console(ui_services, name="the sign-in window's")
    try:
        for who, code in (("dealer", "ru"), ("dealer2", "cs")):
            console = signed_in_console(ui_services, who)
            session.open_main(console)
            window = session.main
            assert isinstance(window, MainWindow)
            qtbot.addWidget(window)
            assert (current_language(), language()) == (code, code)
            assert _file_menu(window) == tr("&File") != "&File"
            with speaking(code):
                assert _("enter an amount") != "enter an amount"
            window.sign_out()
            assert (current_language(), language()) == ("en", "en")
            assert session.start.message.text() == "Signed out."
    finally:
        session.start.close()


def test_a_language_chosen_from_the_file_menu_is_on_the_record_and_the_window_speaks_it(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    session = Session(None, opener=lambda _url: ui_services)
    session.start.console = Console(ui_services, name="the sign-in window's")
    try:
        session.open_main(signed_in_console(ui_services, "dealer"))
        first = session.main
        assert isinstance(first, MainWindow) and current_language() == "en"
        qtbot.addWidget(first)
        first.choose_language("fi")
        second = session.main
        assert isinstance(second, MainWindow) and second is not first
        qtbot.addWidget(second)
        assert current_language() == "fi" and not first.isVisible()
        assert _file_menu(second) == tr("&File") != "&File"
        lines = {line.name: line.language for line in ui_services.auth.user_list()}
        assert lines[STAFF["dealer"][0]] == "fi"
        second.sign_out()
        again = signed_in_console(ui_services, "dealer")
        assert again.actor is not None and again.actor.language == "fi"
    finally:
        session.start.close()
