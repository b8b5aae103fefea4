"""Fixtures for the console's widget tests: a real database (a SQLite file copied from the
migrated template with the staff in it, or PostgreSQL where a test asks for it), the real
services, and a ``Console`` with someone signed in. Dialogs are real too: ``answer_dialog``
fills the next modal dialog from a timer, as a person at the keyboard would.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from store_fixtures import STAFF, Staff, fresh_url, seeded

from casino.services import Services
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from ui.app import create_app
from ui.console import Console


@pytest.fixture
def ui_settings(tmp_path: Path) -> Path:
    """Window geometry and other settings go to a folder of the test's own."""
    folder = tmp_path / "settings"
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder


UI_SIGNED_IN = pytest.StashKey[Staff]()
"""The sign-ins held in the test's copy of ``signed_in``'s template (set by ``ui_db``)."""


@pytest.fixture
def ui_db(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
    signed_in: Callable[[str], tuple[str, Staff]],
) -> Iterator[Database]:
    """A SQLite file holding the staff: the console's embedded default (with the staff signed
    in when the test takes ``ui_staff``: see ``store_fixtures.signed_in``)."""
    template = str(templates["sqlite"])
    if "ui_staff" in request.fixturenames:
        template, request.node.stash[UI_SIGNED_IN] = signed_in("sqlite")
    database = Database(fresh_url("sqlite", tmp_path, postgres, template))
    yield database
    database.dispose()


@pytest.fixture
def ui_services(request: pytest.FixtureRequest, ui_db: Database) -> Services:
    """The services over the test's database, their draws seeded by the test's id."""
    return seeded(Services(ui_db), request.node.nodeid)


@pytest.fixture
def ui_staff(request: pytest.FixtureRequest, ui_services: Services) -> Staff:
    """Everyone signed in: the sign-ins already held in the test's database (``ui_db``)."""
    held = request.node.stash.get(UI_SIGNED_IN, None)
    if held is not None:
        return replace(held)
    return Staff(**{
        key: ui_services.auth.login(name, pin, f"test {key}")
        for key, (name, _r, pin) in STAFF.items()
    })


def signed_in_console(services: Services, who: str) -> Console:
    create_app([])
    console = Console(services, name=f"test console {who}")
    name, _role, pin = STAFF[who]
    actor = console.login(name, pin)
    assert not hasattr(actor, "message"), actor
    return console


@pytest.fixture
def dealer_console(ui_services: Services, ui_staff: Staff) -> Console:
    """Dana Dealer signed in (the staff fixture's own sign-ins stay for the pit boss)."""
    return signed_in_console(ui_services, "dealer")


@pytest.fixture
def boss_console(ui_services: Services, ui_staff: Staff) -> Console:
    return signed_in_console(ui_services, "boss")


def answer_dialog(fill: Callable[[QDialog], None], kind: type[QDialog] = QDialog) -> None:
    """Fill and close the next modal dialog of ``kind`` once it is open (call this just
    before the action that opens it)."""

    def attempt(tries: int = 0) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            try:
                fill(dialog)
            finally:
                if dialog.isVisible():  # a failed check must not leave exec() waiting
                    dialog.reject()
        elif tries < 200:
            QTimer.singleShot(10, lambda: attempt(tries + 1))

    QTimer.singleShot(0, attempt)


def find(parent: QWidget, kind: type[Any], name: str) -> Any:
    """A child widget by its object name, failing the test clearly if it is missing."""
    found = parent.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name!r} in {parent!r}"
    return found
