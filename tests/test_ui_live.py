"""A floor on one PostgreSQL server, live: two consoles, each its own window and its own
connections, on one server that this test session started.

What one console plays, the other's pit overview shows without reading on any timer (the
overview's slow poll is set far beyond the test's wait, so only a notice can bring it), and
the other's open screen of that table moves to the new head, so its own next command is not
refused as stale. A console whose listening connection is cut says so, falls back to its
slow poll, and catches up when the connection is back.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pytestqt.qtbot import QtBot
from store_fixtures import STAFF, Staff, fresh_url, open_table
from ui_fixtures import signed_in_console

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.store.notices import CHANNEL
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from ui import pit_overview
from ui.main_window import MainWindow

pytestmark = pytest.mark.postgres
"""The database is this module's subject: PostgreSQL's own behaviour, on the real server."""

WAIT_MS = 5000
"""How long the test waits for a notice to show: far below the slow poll (set below), so
what arrives came by a notice."""


@pytest.fixture
def floor(
    tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[Services, Services]]:  # fmt: skip
    """Two consoles' services on one PostgreSQL database (each its own engine)."""
    monkeypatch.setattr(pit_overview, "SLOW_POLL_MS", 600_000)
    url = fresh_url("postgresql", tmp_path, postgres, str(templates["postgresql"]))
    first, second = Database(url), Database(url)
    yield Services(first), Services(second)
    first.dispose()
    second.dispose()


def staff_of(services: Services) -> Staff:
    return Staff(**{
        key: services.auth.login(name, pin, f"test {key}") for key, (name, _r, pin) in STAFF.items()
    })


def window_of(qtbot: QtBot, services: Services, who: str) -> MainWindow:
    console = signed_in_console(services, who)
    window = MainWindow(console)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.feed.live, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bool(window.pit.model.lines), timeout=WAIT_MS)
    return window


def line(window: MainWindow, name: str) -> pit_overview.PitLine:
    return next(line for line in window.pit.model.lines if line.name == name)


@pytest.mark.usefixtures("ui_settings")
def test_each_console_sees_the_others_commands_at_once(
    qtbot: QtBot, floor: tuple[Services, Services]
) -> None:
    one, two = floor
    staff_here = staff_of(one)
    table = open_table(one, staff_here, "sekhoma", SekhomaRules(), "SK-L")
    first = window_of(qtbot, one, "boss")
    second = window_of(qtbot, two, "dealer2")
    assert not first.pit.timer.isActive() and not second.pit.timer.isActive()
    assert "Live" in second.pit.caption.text()
    screen = second.show_table(table)
    assert screen is not None and screen.view is not None
    before = screen.view.seq

    # the first console seats a player: the second's overview line and screen follow
    outcome = one.tables.submit(staff_here.dealer, table, SeatPlayer(1, "Ann", 5000),
                                uuid.uuid4().hex, expected_seq=before)  # fmt: skip
    qtbot.waitUntil(lambda: screen.view is not None and screen.view.seq == outcome.seq,
                    timeout=WAIT_MS)  # fmt: skip
    qtbot.waitUntil(lambda: line(second, "SK-L").dealer == "Dana Dealer", timeout=WAIT_MS)
    assert line(second, "SK-L").seq == outcome.seq

    # the second console plays on from what it was shown: not refused as stale
    sent = screen.send(SeatPlayer(2, "Bob", 7000), "seat Bob")
    assert sent is not None, screen.message.text() if hasattr(screen, "message") else ""
    one.tables.submit(staff_here.dealer, table, StartHand(), uuid.uuid4().hex,
                      expected_seq=sent.seq)  # fmt: skip
    qtbot.waitUntil(lambda: line(first, "SK-L").status == "in play", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: line(first, "SK-L").drop == 12000, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: line(second, "SK-L").status == "in play", timeout=WAIT_MS)
    assert not first.pit.timer.isActive()  # no timer brought any of it


@pytest.mark.usefixtures("ui_settings")
def test_a_console_that_loses_its_notices_says_so_polls_and_catches_up(
    qtbot: QtBot, floor: tuple[Services, Services], postgres: ScratchPostgres
) -> None:
    one, two = floor
    here = staff_of(one)
    dealer = here.dealer
    table = open_table(one, here, "sekhoma", SekhomaRules(), "SK-C")
    window = window_of(qtbot, two, "boss")
    qtbot.waitUntil(lambda: window.feed.live, timeout=3 * WAIT_MS)  # listening, to be cut
    with psycopg.connect(postgres.url(one.db.engine.url.database or "").replace(
            "postgresql+psycopg", "postgresql"), autocommit=True) as admin:  # fmt: skip

        def cut() -> bool:
            """The listener's connection ended (again, until the feed says it is lost: on a
            loaded machine the first may come before its LISTEN is the connection's query)."""
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE query LIKE %s AND pid <> pg_backend_pid()",
                (f"%LISTEN {CHANNEL}%",),
            )
            return not window.feed.live

        qtbot.waitUntil(cut, timeout=WAIT_MS)
        assert "Live updates lost" in window.pit.caption.text()
        assert window.pit.timer.isActive()  # the slow poll, until the notices are back
        one.tables.submit(dealer, table, SeatPlayer(1, "Ann", 5000), uuid.uuid4().hex)
    qtbot.waitUntil(lambda: window.feed.live, timeout=3 * WAIT_MS)
    qtbot.waitUntil(lambda: line(window, "SK-C").drop == 5000, timeout=WAIT_MS)  # caught up
    assert not window.pit.timer.isActive()
    assert "Live:" in window.pit.caption.text()
