"""The console at a floor: its main window over a floor server on loopback, live by the
server's pushes, and stopped with its entry kept when the server is lost, as when its own
database is lost, then sent again once a server answers, acting once."""

from __future__ import annotations

import uuid
from typing import cast

import pytest
from floor_fixtures import Authority, Floor, close, serve
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import Staff, open_table
from ui_fixtures import signed_in_console

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.server.serve import FloorServer
from casino.services import Services
from casino.store import models as m
from ui import pit_overview
from ui.console import Console, Failed
from ui.main_window import MainWindow
from ui.table_screen import TableScreen

WAIT_MS = 5000


def floor_console(floor: Floor, who: str, console: str = "T-01") -> Console:
    return signed_in_console(cast(Services, floor.console(console)), who)


def window_of(qtbot: QtBot, console: Console) -> MainWindow:
    window = MainWindow(console)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.feed.live, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bool(window.pit.model.lines), timeout=WAIT_MS)
    return window


def line(window: MainWindow, name: str) -> pit_overview.PitLine:
    return next(found for found in window.pit.model.lines if found.name == name)


@pytest.mark.usefixtures("ui_settings")
def test_a_floor_consoles_pit_is_live_by_the_servers_pushes(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, authority: Authority
) -> None:
    """Even on a SQLite file, which has no notices: the server tells its consoles."""
    floor = serve(ui_services, authority, ui_staff.admin)
    try:
        table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-F")
        pit = window_of(qtbot, floor_console(floor, "boss", "T-02"))
        assert "Live" in pit.pit.caption.text() and not pit.pit.timer.isActive()
        assert pit.statusBar().currentMessage().startswith("Database: floor server 127.0.0.1:")
        dealer = floor_console(floor, "dealer")
        played = dealer.submit(table, SeatPlayer(1, "Ann", 5000), expected_seq=None)
        assert not isinstance(played, Failed), played
        qtbot.waitUntil(lambda: line(pit, "SK-F").dealer == "Dana Dealer", timeout=WAIT_MS)
        assert line(pit, "SK-F").seq == played.seq
    finally:
        close(floor)


class _Bare(TableScreen):
    """The shared table frame alone."""

    def draw(self, view: object) -> None:
        self.drawn = getattr(view, "seq", None)


@pytest.mark.usefixtures("ui_settings")
def test_a_lost_floor_server_stops_play_and_loses_nothing(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, authority: Authority
) -> None:
    """The server goes away mid-shift: play stops with the banner a lost database shows,
    the entry is kept, and once a server answers on the console's address again it is sent
    again under its own id, acting once."""
    floor = serve(ui_services, authority, ui_staff.admin)
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-G")
    for seat, name in ((1, "Ann"), (2, "Bob")):
        ui_services.tables.submit(ui_staff.dealer, table, SeatPlayer(seat, name, 5000),
                                  uuid.uuid4().hex)  # fmt: skip
    console = floor_console(floor, "dealer")
    window = MainWindow(console)
    qtbot.addWidget(window)
    window.show()
    screen = _Bare(console, table)
    qtbot.addWidget(screen)
    screen.reload()
    floor.server.stop()
    floor.server.stopped.wait(10)
    assert screen.send(StartHand(), "start the hand") is None
    assert console.offline and window.banner.isVisible()
    assert "floor server" in window.banner.text.text()
    assert console.pending is not None and console.pending.label == "start the hand"
    assert not console.probe()
    url = ui_services.db.engine.url.render_as_string(hide_password=False)
    again = FloorServer(url, authority.server, workers=2)
    again.start_in_thread(port=floor.port)  # back on the address the console knows
    try:
        qtbot.waitUntil(console.probe, timeout=WAIT_MS)
        kept = console.pending
        assert kept is not None
        qtbot.mouseClick(window.banner.resend, Qt.MouseButton.LeftButton)
        twice = console.submit(table, kept.command, expected_seq=None,
                               command_id=kept.command_id)  # fmt: skip
        assert not isinstance(twice, Failed) and twice.repeated
        with ui_services.db.read() as session:
            started = session.scalar(
                select(func.count()).select_from(m.Event).where(
                    m.Event.table_id == table, m.Event.type == "HandStarted"
                )
            )
        assert started == 1
        assert not window.banner.isVisible() and window.tabs.isEnabled()
    finally:
        for link in floor.links:
            link.close()
        again.stop()
        again.stopped.wait(10)
