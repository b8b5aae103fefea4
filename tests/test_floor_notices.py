"""The notices a floor's consoles listen to (``casino.store.notices``), on a real
PostgreSQL server: a committed command announces its table and new head, a refused one
announces nothing, a change to the pit's records announces "everything"; a payload nobody
here sent reads as "everything"."""

from __future__ import annotations

import queue
import uuid
from collections.abc import Iterator

import pytest
from store_fixtures import Staff, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import Refused
from casino.store.notices import Listener, Notice
from casino.store.unit import Database

pytestmark = pytest.mark.postgres
"""The database is this module's subject: PostgreSQL's own behaviour, on the real server."""


@pytest.fixture
def heard(db: Database) -> Iterator[queue.Queue[Notice]]:
    found: queue.Queue[Notice] = queue.Queue()
    states: queue.Queue[bool] = queue.Queue()
    listener = Listener(db.engine, found.put, lambda live, _why: states.put(live))
    listener.start()
    assert states.get(timeout=10) is True
    yield found
    listener.stop()


def drain(found: queue.Queue[Notice]) -> list[Notice]:
    out = []
    while True:
        try:
            out.append(found.get(timeout=0.5))
        except queue.Empty:
            return out


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite: no notices
def test_a_command_announces_its_table_and_head_and_a_refusal_nothing(
    services: Services, staff: Staff, heard: queue.Queue[Notice]
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-N")
    assert Notice(None) in drain(heard)  # opening the table changed the pit's records
    outcome = services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000),
                                     uuid.uuid4().hex)  # fmt: skip
    assert drain(heard) == [Notice(table, outcome.seq)]
    with pytest.raises(Refused):
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Bob", 5000), uuid.uuid4().hex)
    assert drain(heard) == []


def test_a_payload_not_ours_reads_as_everything() -> None:
    assert Notice.parse("12:345") == Notice(12, 345)
    assert Notice.parse("*") == Notice(None)
    assert Notice.parse("12:-1") == Notice(None)
    assert Notice.parse("DROP TABLE") == Notice(None)
