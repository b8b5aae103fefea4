"""The floor server on loopback: a console that holds no database, no key and no journal
plays through it, and every way the console might act beyond its sign-in is refused."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from floor_fixtures import Authority, Floor
from sqlalchemy import select
from store_fixtures import STAFF, Staff, new_id, open_table

from casino.cli.serve import console_config
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.server import certs
from casino.server import serve as serve_module
from casino.server.certs import CertificateError
from casino.server.client import Link, ServerConfig, configured
from casino.server.serve import FloorServer
from casino.services import Services
from casino.services.errors import ConflictError, ServiceError, Unreachable
from casino.services.pit.backups import BackupService
from casino.services.pit.outages import LINK_LOST, OUTAGE, WRITTEN_TO, outage_covering
from casino.services.tables import Outcome
from casino.services.users.auth import Actor
from casino.store import admin
from casino.store import models as m
from casino.store.notices import Notice


def sign_in(floor: Floor, who: str, console: str = "T-01") -> tuple[Any, Actor]:
    remote = floor.console(console)
    name, _role, pin = STAFF[who]
    actor = remote.auth.login(name, pin, "ignored")
    return remote, actor


def test_a_dealer_plays_through_the_server_in_one_round_trip_a_click(
    floor: Floor, services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    remote, dealer = sign_in(floor, "dealer")
    view = remote.tables.view(table)
    assert view == services.tables.view(table)
    before = remote.link.round_trips
    outcome = remote.tables.submit(
        dealer, table, SeatPlayer(1, "Ann", 5000), new_id(), expected_seq=view.seq
    )
    assert remote.link.round_trips == before + 1
    assert isinstance(outcome, Outcome)
    assert outcome.state == services.tables.view(table).state
    assert [type(e).__name__ for e in outcome.events] == ["PlayerSeated"]
    with pytest.raises(ConflictError) as conflict:
        remote.tables.submit(
            dealer, table, SeatPlayer(2, "Bob", 5000), new_id(), expected_seq=view.seq
        )
    assert conflict.value.seq == outcome.seq  # what the exception keeps crosses too


def test_a_console_told_of_changes_by_the_servers_pushes(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The pit's console hears another console's command within the push's gathering time,
    over its own link (no database of its own to listen to)."""
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    pit, _boss = sign_in(floor, "boss", "T-02")
    heard: list[Notice] = []
    states: list[bool] = []
    arrived = threading.Event()

    def on_notice(notice: Notice) -> None:
        heard.append(notice)
        arrived.set()

    listener = pit.listener(on_notice, lambda live, _why: states.append(live))
    listener.start()
    remote, dealer = sign_in(floor, "dealer")
    seq = remote.tables.view(table).seq
    outcome = remote.tables.submit(dealer, table, SeatPlayer(1, "Ann", 5000), new_id(),
                                   expected_seq=seq)  # fmt: skip
    assert arrived.wait(5)
    assert Notice(table, outcome.seq) in heard
    assert states == [True]
    listener.stop()


def test_a_lost_link_is_recorded_when_the_console_is_back_never_as_an_outage(
    floor: Floor, services: Services, staff: Staff, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A link that drops (not closed by the console quitting) is recorded by the server,
    from its own clock, when the console reaches it again; a console that quits is not. It
    is never an outage a manual slip may rest on: whoever holds a console can cut its link."""
    monkeypatch.setattr(serve_module, "LINK_LOST_AFTER", 0.0)
    remote, _dealer = sign_in(floor, "dealer")
    socket = remote.link._socket
    assert socket is not None
    socket.close()  # the network drops: no "$bye"
    wait_until(lambda: remote.link._socket is None)
    wait_until(lambda: "T-01" in floor.server._lost)
    assert remote.auth.has_users()  # back: a new link
    wait_until(lambda: recorded(services, LINK_LOST) == ["console T-01"])
    quitting, _boss = sign_in(floor, "boss", "T-02")
    quitting.link.close()
    again = floor.console("T-02")
    assert again.auth.has_users()
    assert recorded(services, LINK_LOST) == ["console T-01"]
    assert recorded(services, OUTAGE) == []
    with services.db.read() as session:
        assert outage_covering(session, datetime.now(UTC), WRITTEN_TO) is None


def test_a_floor_console_refuses_a_database_url_and_another_authority(
    tmp_path: Path, authority: Authority
) -> None:
    """A console configured for a server holds no database URL; a ``ca.pem`` that is not
    the authority the configuration names is refused before any connection."""
    folder = authority.consoles["T-01"]
    config = tmp_path / "config.toml"
    config.write_text(console_config("127.0.0.1:7443", authority.fingerprint))
    found = configured(path=config)
    assert found is not None and found.addresses == ("127.0.0.1:7443",)
    assert configured("10.0.0.9:7443", config).addresses == ("10.0.0.9:7443",)  # type: ignore[union-attr]
    config.write_text('database_url = "sqlite:////tmp/x.db"\n' + config.read_text())
    with pytest.raises(CertificateError, match="holds no database URL"):
        configured(path=config)
    with pytest.raises(CertificateError, match="not the authority"):
        certs.console_context(folder, authority.stranger_fingerprint, folder / certs.CONSOLE,
                              folder / certs.CONSOLE_KEY, folder / certs.AUTHORITY)  # fmt: skip


def test_a_console_of_another_authority_never_reaches_the_floor(
    floor: Floor, authority: Authority
) -> None:
    """The stranger's identity and authority are consistent with each other, but not this
    floor's: the TLS handshake fails both ways, and nothing is asked."""
    stranger = authority.stranger
    config = ServerConfig((f"127.0.0.1:{floor.port}",), authority.stranger_fingerprint,
                          stranger / certs.CONSOLE, stranger / certs.CONSOLE_KEY,
                          stranger / certs.AUTHORITY)  # fmt: skip
    link = Link(config)
    with pytest.raises(Unreachable, match="cannot be reached"):
        link.call("auth.has_users", {}, None)
    link.close()


def wait_until(condition: Callable[[], bool], seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.02)


def recorded(services: Services, kind: str) -> list[str]:
    with services.db.read() as session:
        return [json.loads(e["data"])["console"] for e in admin.events_of(session, kind)]


def test_the_server_backs_the_floor_up_on_the_schedule_on_record(
    services: Services, staff: Staff, authority: Authority, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nothing on record: a backup is due at once; the server's timer makes it, checked,
    into its folder, and the pit's overview (through the server) says when."""
    monkeypatch.setattr(serve_module, "BACKUP_CHECK", 0.05)
    folder = tmp_path / "backups"
    folder.mkdir()
    url = services.db.engine.url.render_as_string(hide_password=False)
    server = FloorServer(url, authority.server, workers=2, backups=folder)
    server.start_in_thread()
    try:
        wait_until(lambda: BackupService(services.db).last_good() is not None, 30)
    finally:
        server.stop()
        server.stopped.wait(10)
    made = BackupService(services.db).last_good()
    assert made is not None and made.ok and made.file is not None
    assert (folder / Path(made.file).name).is_file()
    assert not BackupService(services.db).due()


@pytest.mark.postgres
def test_a_floor_console_prints_a_shift_report_the_server_registers(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The server reads, stamps and registers the print (both databases: the register is a
    write); a dealer is refused."""
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    remote, boss = sign_in(floor, "boss")
    shift = services.shifts.open_shifts()[0][0]
    report, stamp = remote.reports.shift_print(shift, boss, "console T-01")
    assert report.shift_id == shift and not stamp.reprint
    assert [t.table_id for t in report.tables] == [table]
    with services.db.read() as session:
        registered = session.scalars(select(m.ReportPrint.report_id)).all()
    assert stamp.report_id in registered
    dealer_console, dealer = sign_in(floor, "dealer", "T-02")
    with pytest.raises(ServiceError):  # a dealer prints no shift report
        dealer_console.reports.shift_print(shift, dealer, "console T-02")


def test_a_console_that_listens_before_any_call_is_told_once(floor: Floor) -> None:
    """Listening opens the link: the server is asked once, and the feed told live once."""
    pit = floor.console("T-02")
    states: list[bool] = []
    pit.listener(lambda _notice: None, lambda live, _why: states.append(live)).start()
    assert pit.auth.has_users()
    time.sleep(0.2)
    assert states == [True]
