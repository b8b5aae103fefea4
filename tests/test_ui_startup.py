"""The console opens at once (issue 36): the sign-in window is on screen, its name and PIN
fields taking keys, before the services, the games and the database have loaded behind it; a
sign-in asked for meanwhile waits for the load and then goes ahead (or is told why not), and a
load that fails is one message in the window.

Real widgets over real databases; the load is held at the opening of the database by a gate
the test opens, so "before the load completes" is a fact of the test, not a race. One test
starts the real program in a fresh process, where the window's first paint is checked to come
before any of the services, the games or the database drivers is imported. No test times
anything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from store_fixtures import STAFF

from casino.services import Services
from casino.store.unit import Database
from ui import startup
from ui.app import create_app, may_be_floor
from ui.console import Console
from ui.startup import NO_USERS_YET, StartWindow, open_services

ROOT = Path(__file__).resolve().parents[1]
GATE_S = 60
"""How long a held load waits for its test to let it go on (a test that fails first)."""


def held(gate: threading.Event, opener: Callable[[str | None], Services] = open_services) -> (
    Callable[[str | None], Services]
):  # fmt: skip
    """An opener that waits, on the loader's thread, until the test opens ``gate``."""

    def opener_held(url: str | None) -> Services:
        if not gate.wait(GATE_S):
            raise TimeoutError("the test never let the load go on")
        return opener(url)

    return opener_held


def shown(qtbot: QtBot, url: str, opener: Callable[[str | None], Services]) -> StartWindow:
    """The window as ``casino-console`` shows it: painted, then the load started."""
    create_app([])
    window = StartWindow(url, opener)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.painted, timeout=10_000):
        window.show()
    window.start()
    return window


def sentence(text: str) -> str:
    """A message as the window shows it: its first letter a capital."""
    return text[:1].upper() + text[1:]


def type_sign_in(qtbot: QtBot, window: StartWindow, name: str, pin: str) -> None:
    """A name and a PIN typed, and Enter, as a dealer does at once."""
    line = window.user.lineEdit()
    assert line is not None
    qtbot.keyClicks(line, name)
    qtbot.keyClicks(window.pin, pin)
    qtbot.keyClick(window.pin, Qt.Key.Key_Return)


def test_the_sign_in_window_takes_a_pin_before_the_load_and_signs_in_after_it(
    qtbot: QtBot, ui_db: Database
) -> None:
    gate = threading.Event()
    window = shown(qtbot, ui_db.url, held(gate))
    try:
        assert window.isVisible() and window.pages.currentWidget() is window.sign_in_page
        assert window.user.isVisible() and window.user.isEnabled()
        assert window.pin.isVisible() and window.pin.isEnabled()
        assert window.loading and window.console is None and window.task is not None
        assert not window.progress.isHidden()  # the busy bar says the console is loading
        name, _role, pin = STAFF["dealer"]
        type_sign_in(qtbot, window, name, pin)
        assert window.waiting and window.loading  # asked for, and still held
        assert "once the console has loaded" in window.message.text()
        assert not window.message.is_error
        with qtbot.waitSignal(window.signed_in, timeout=GATE_S * 1000) as signal:
            gate.set()
    finally:
        gate.set()
    console = signal.args[0]
    assert isinstance(console, Console) and console is window.console
    assert console.actor is not None and console.actor.name == name
    assert window.pin.text() == "" and not window.waiting
    assert window.progress.isHidden()
    names = [window.user.itemText(i) for i in range(window.user.count())]
    assert name in names  # the users were listed once the database was open


def test_a_wrong_pin_typed_early_is_refused_once_the_load_is_done(
    qtbot: QtBot, ui_db: Database
) -> None:
    gate = threading.Event()
    window = shown(qtbot, ui_db.url, held(gate))
    signed: list[object] = []
    window.signed_in.connect(signed.append)
    try:
        type_sign_in(qtbot, window, STAFF["dealer"][0], "9999")
        with qtbot.waitSignal(window.settled, timeout=GATE_S * 1000) as settled:
            gate.set()
    finally:
        gate.set()
    assert settled.args == [""]
    qtbot.waitUntil(lambda: window.message.is_error)
    assert window.message.text() == "Wrong name or PIN"
    assert window.console is not None and window.console.actor is None and signed == []
    assert window.user.currentText() == STAFF["dealer"][0]  # the typed name stays
    assert window.pin.text() == ""


def test_a_pin_typed_before_a_new_database_opens_is_told_there_are_no_users(
    qtbot: QtBot, tmp_path: Path
) -> None:
    gate = threading.Event()
    window = shown(qtbot, f"sqlite:///{tmp_path / 'new.db'}", held(gate))
    try:
        type_sign_in(qtbot, window, "Lee Pitboss", "473920")
        with qtbot.waitSignal(window.settled, timeout=GATE_S * 1000):
            gate.set()
    finally:
        gate.set()
    assert window.pages.currentWidget() is window.first_run
    assert window.message.text() == sentence(NO_USERS_YET)
    assert window.pin.text() == "" and not window.waiting


def test_a_database_that_cannot_be_opened_is_one_message_also_to_a_waiting_sign_in(
    qtbot: QtBot, tmp_path: Path
) -> None:
    gate = threading.Event()
    folder = tmp_path / "nonexistnt"
    window = shown(qtbot, f"sqlite:///{folder / 'x.db'}", held(gate))
    try:
        type_sign_in(qtbot, window, "Dana Dealer", "1000")
        with qtbot.waitSignal(window.settled, timeout=GATE_S * 1000) as settled:
            gate.set()
    finally:
        gate.set()
    why = settled.args[0]
    assert f"database folder {folder} does not exist" in why
    assert window.status.text() == "The database could not be opened."
    assert window.message.is_error and window.message.text() == sentence(why)
    assert window.console is None and not window.loading and window.pin.text() == ""
    assert window.progress.isHidden()
    qtbot.keyClicks(window.pin, "1000")
    qtbot.keyClick(window.pin, Qt.Key.Key_Return)  # again: the same one message, no crash
    assert window.message.is_error and window.message.text() == sentence(why)
    assert window.console is None and window.pin.text() == ""


def test_a_console_whose_modules_do_not_load_says_so_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(startup, "LOADED_BEHIND", ("casino.no_such_module",))
    opened: list[str | None] = []
    window = shown(qtbot, f"sqlite:///{tmp_path / 'x.db'}", opened.append)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: not window.loading, timeout=30_000)
    assert window.status.text() == "The console could not start."
    assert window.message.is_error and "casino.no_such_module" in window.message.text()
    assert opened == []  # nothing was opened
    assert window.modules_loaded.is_set()


def test_the_program_paints_its_sign_in_window_before_it_loads_the_services_and_games(
    tmp_path: Path,
) -> None:
    """``casino-console --startup-probe`` in a fresh process: 'shown' at the window's first
    paint, then 'ready' once it has loaded and opened a new database; at that first paint no
    module of the services, the store, the games, the database drivers or numpy had been
    imported, nor the console's main window."""
    script = """
import json, sys
import ui.startup as startup
from ui.app import main

heavy = ("casino.services", "casino.store", "casino.games", "casino.server", "sqlalchemy",
         "alembic", "psycopg", "numpy", "ui.console", "ui.main_window", "ui.games")
at_paint = []
made = startup.StartWindow.__init__

def watched(self, *args, **kwargs):
    made(self, *args, **kwargs)
    self.painted.connect(lambda: at_paint.extend(
        sorted(m for m in sys.modules if m.startswith(heavy))))

startup.StartWindow.__init__ = watched
status = main(sys.argv[1:])
print(json.dumps({"at_paint": at_paint, "loaded": "casino.services" in sys.modules}))
sys.exit(status)
"""
    env = os.environ | {
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    env.pop("CASINO_DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", script, "--db", f"sqlite:///{tmp_path / 'probe.db'}",
         "--startup-probe"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120, check=False,
    )  # fmt: skip
    lines = done.stdout.splitlines()
    assert done.returncode == 0, (done.stdout, done.stderr[-2000:])
    assert lines[:2] == ["shown", "ready"], (done.stdout, done.stderr[-2000:])
    found = json.loads(lines[2])
    assert found["at_paint"] == [] and found["loaded"]
    assert "Traceback" not in done.stderr


def test_only_a_console_that_may_reach_a_floor_server_reads_its_settings_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    config = tmp_path / "casino-console" / "config.toml"
    assert not may_be_floor(None)  # no file: a console with a database of its own
    assert may_be_floor("floor.example:8443")
    config.parent.mkdir()
    config.write_text('database_url = "sqlite:///x.db"\n')
    assert not may_be_floor(None)
    config.write_text('[server]\naddress = "floor.example:8443"\n')
    assert may_be_floor(None)
    config.write_text("not = [toml\n")
    assert may_be_floor(None)  # ``configured`` says what is wrong with it
