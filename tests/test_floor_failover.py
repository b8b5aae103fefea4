"""Two floor servers on one PostgreSQL serve one floor: a console plays through the first,
the first is killed mid-play, and the console goes on through the second. No command the
console saw acknowledged is lost, and the one in flight when the server died acts once when
the console sends it again under its own id (as ``ui.console`` does with its kept entry)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from floor_fixtures import CONSOLES, Authority
from sqlalchemy import func, select
from store_fixtures import STAFF, Staff, new_id, open_table

from casino.games.seating import AddChips, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.server import certs
from casino.server.client import Link, RemoteServices, ServerConfig
from casino.server.serve import FloorServer
from casino.services import Services
from casino.services.errors import Unreachable
from casino.services.pit.outages import OUTAGE, WRITTEN_TO, outage_covering
from casino.services.tables import Outcome
from casino.services.users.consoles import ConsoleService
from casino.store import migrate
from casino.store import models as m
from casino.store.admin import events_of as admin_events
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

ON_POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)


def start_server(url: str, folder: Path) -> tuple[subprocess.Popen[str], int]:
    """``casino serve`` in a process of its own, on a free loopback port."""
    process = subprocess.Popen(
        [sys.executable, "-m", "casino.cli", "serve", "--db", url, "--listen", "127.0.0.1:0",
         "--folder", str(folder), "--workers", "2"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ),
    )  # fmt: skip
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r" on 127\.0\.0\.1:(\d+)$", line.strip())
    if found is None:
        process.kill()
        raise AssertionError(
            f"casino serve said {line!r}: {process.stderr.read() if process.stderr else ''}"
        )
    return process, int(found.group(1))


@pytest.fixture
def two_servers(
    services: Services, staff: Staff, authority: Authority
) -> Iterator[list[tuple[subprocess.Popen[str], int]]]:
    consoles = ConsoleService(services.db)
    for name in CONSOLES[:2]:
        consoles.enrol(staff.admin, name, authority.fingerprints[name])
    url = services.db.engine.url.render_as_string(hide_password=False)
    servers = [start_server(url, authority.server) for _ in range(2)]
    yield servers
    for process, _port in servers:
        if process.poll() is None:
            process.terminate()
            process.wait(15)


@ON_POSTGRES
def test_killing_one_server_mid_play_loses_no_acknowledged_command(
    two_servers: list[tuple[subprocess.Popen[str], int]],
    services: Services,
    staff: Staff,
    authority: Authority,
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    folder = authority.consoles["T-01"]
    config = ServerConfig(
        tuple(f"127.0.0.1:{port}" for _process, port in two_servers), authority.fingerprint,
        folder / certs.CONSOLE, folder / certs.CONSOLE_KEY, folder / certs.AUTHORITY,
    )  # fmt: skip
    console = RemoteServices(Link(config))
    name, _role, pin = STAFF["dealer"]
    dealer = console.auth.login(name, pin, "ignored")
    assert console.link.address == config.addresses[0]
    seq = console.tables.view(table).seq
    acknowledged: list[str] = []
    for seat in (1, 2, 3):
        cid = new_id()
        outcome = console.tables.submit(dealer, table, SeatPlayer(seat, f"P{seat}", 5000), cid,
                                        expected_seq=seq)  # fmt: skip
        seq = outcome.seq
        acknowledged.append(cid)
    first, _port = two_servers[0]
    in_flight = new_id()
    command = AddChips(1, 1000)
    first.send_signal(signal.SIGSTOP)  # the server hangs with the console's next command...
    sent: dict[str, object] = {}

    def send() -> None:
        try:
            sent["outcome"] = console.tables.submit(dealer, table, command, in_flight,
                                                    expected_seq=seq)  # fmt: skip
        except Unreachable as exc:
            sent["lost"] = exc

    sending = threading.Thread(target=send)
    sending.start()
    time.sleep(0.3)
    first.send_signal(signal.SIGKILL)  # ...and dies before answering it
    first.wait(15)
    sending.join(15)
    assert "lost" in sent, sent  # never acknowledged: the console keeps it
    # The console sends its kept entry again, under its own id: through the second server.
    again = console.tables.submit(dealer, table, command, in_flight, expected_seq=seq)
    assert isinstance(again, Outcome)
    assert console.link.address == config.addresses[1]
    sent_twice = console.tables.submit(dealer, table, command, in_flight, expected_seq=seq)
    assert sent_twice.repeated  # acts once however often it is sent
    acknowledged.append(in_flight)
    with services.db.read() as session:
        kept = set(session.scalars(select(m.Command.id).where(m.Command.table_id == table)))
        counted = session.scalar(
            select(func.count()).select_from(m.Command).where(m.Command.id == in_flight)
        )
    assert set(acknowledged) <= kept
    assert counted == 1
    view = services.tables.view(table)
    assert view.state.seats[0].stack == 6000  # P1's 5,000 and the 1,000 added, once
    console.link.close()


def test_a_server_that_loses_its_database_says_so_and_records_the_outage(
    authority: Authority,
) -> None:
    """The database goes away under a running server: the console's call is ``Unreachable``
    (play stops, the entry is kept), not a refusal; once the database is back, the server
    records the outage itself, under its own name, as the outage a manual slip may rest on
    (the console's word is not taken: it has none to give)."""
    with ScratchPostgres() as database:
        url = database.create_database("floor")
        db = Database(url)
        migrate.upgrade(db.engine)
        services = Services(db)
        services.auth.seed(STAFF.values())
        admin = services.auth.login(*STAFF["admin"][::2], "test")
        ConsoleService(db).enrol(admin, "T-01", authority.fingerprints["T-01"])
        server = FloorServer(url, authority.server, workers=2)
        port = server.start_in_thread()
        folder = authority.consoles["T-01"]
        link = Link(ServerConfig((f"127.0.0.1:{port}",), authority.fingerprint,
                                 folder / certs.CONSOLE, folder / certs.CONSOLE_KEY,
                                 folder / certs.AUTHORITY))  # fmt: skip
        console = RemoteServices(link)
        try:
            console.auth.login(STAFF["dealer"][0], STAFF["dealer"][2], "ignored")
            database.pause()
            with pytest.raises(Unreachable, match="cannot reach its database"):
                console.tables.tables()
            database.resume()
            deadline = time.monotonic() + 30
            while True:
                try:
                    console.tables.tables()
                    break
                except Unreachable:
                    assert time.monotonic() < deadline
                    time.sleep(0.2)
            with db.read() as session:
                found = [json.loads(e["data"]) for e in admin_events(session, OUTAGE)]
                assert [o["console"] for o in found] == [f"floor server port {port}"]
                assert outage_covering(session, datetime.fromisoformat(found[0]["lost_at"]),
                                       WRITTEN_TO) is not None  # fmt: skip
        finally:
            link.close()
            server.stop()
            server.stopped.wait(10)
            db.dispose()
