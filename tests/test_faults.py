"""Faults that stop a table (compliance requirements 25 and 26): a table whose record fails
verification when a console loads it is stopped on every console, the fault is kept in the
database (so a console started after a crash sees it), and only a pit boss who has read the
verify report clears it, with a note. On SQLite and on PostgreSQL.

The record tables refuse UPDATE by trigger, so the tampering here drops the trigger, edits the
event row with raw SQL and puts the trigger back, as someone holding the database would.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import func, select, text
from store_fixtures import Staff, new_id, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import InputError, PermissionDenied
from casino.services.faults import ACCEPTED, CHAIN, FaultService, TableStopped
from casino.services.tables import TableService
from casino.store import admin
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.unit import Database
from casino.store.verify import verify_admin

pytestmark = pytest.mark.postgres
"""The database is this module's subject (a record edited behind the services, a fault kept
across consoles): it runs on SQLite and on PostgreSQL."""

SEKHOMA = "sekhoma"
_RESTORE = {
    "sqlite": (
        "CREATE TRIGGER events_no_update BEFORE UPDATE ON events BEGIN SELECT RAISE(ABORT, "
        "'events is append-only: record a correction instead'); END"
    ),
    "postgresql": (
        "CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events "
        "FOR EACH ROW EXECUTE FUNCTION casino_append_only()"
    ),
}
_DROP = {
    "sqlite": "DROP TRIGGER events_no_update",
    "postgresql": "DROP TRIGGER events_append_only ON events",
}


def event_data(db: Database, table: int, seq: int) -> str:
    with db.read() as session:
        found = session.scalar(
            select(m.Event.data).where(m.Event.table_id == table, m.Event.seq == seq)
        )
    assert found is not None
    return str(found)


def rewrite(db: Database, table: int, seq: int, data: str) -> None:
    """Edit an event row in place, past the append-only trigger (dropped and put back)."""
    dialect = db.engine.dialect.name
    with db.engine.begin() as conn:
        conn.exec_driver_sql(_DROP[dialect])
        conn.execute(
            text("UPDATE events SET data = :d WHERE table_id = :t AND seq = :s"),
            {"d": data, "t": table, "s": seq},
        )
        conn.exec_driver_sql(_RESTORE[dialect])


def skim(db: Database, table: int, seq: int) -> str:
    """Take 5,000 off the buy-in event ``seq``; the original text, to put it back."""
    original = event_data(db, table, seq)
    data = json.loads(original)
    data["chips"] -= 5_000
    rewrite(db, table, seq, canonical(data).decode())
    return original


def seated(services: Services, staff: Staff) -> tuple[int, int]:
    """An open Sekhoma table with two players seated: the table and the seq of the first
    buy-in."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    first = services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 20_000), new_id())
    services.tables.submit(staff.dealer, table, SeatPlayer(2, "Bob", 20_000), new_id())
    return table, first.seq


def faults_of(db: Database, table: int) -> list[m.TableFault]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.TableFault).where(m.TableFault.table_id == table).order_by(m.TableFault.id)
            ).all()
        )


def logged(db: Database, kind: str, table: int | None = None) -> list[str]:
    with db.read() as session:
        query = select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == kind)
        if table is not None:
            query = query.where(m.SignificantEvent.table_id == table)
        return list(session.scalars(query.order_by(m.SignificantEvent.id)).all())


def console(db: Database, name: str = "console@test") -> TableService:
    """A console's table service that has not loaded anything yet."""
    tables = TableService(db)
    tables.console = name
    return tables


def play(tables: TableService, staff: Staff, table: int, seat: int = 3) -> Any:
    return tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 10_000), new_id())


# --- requirement 26: no play while the record fails -----------------------------------------


def test_a_record_edited_under_a_running_console_stops_the_table_at_its_next_load(
    services: Services, staff: Staff
) -> None:
    table, seq = seated(services, staff)
    name = services.tables.view(table).name
    skim(services.db, table, seq)

    # The running console's cache is not re-read: it is the next load that checks.
    fresh = console(services.db, "console@pit-3")
    view = fresh.view(table)
    expected = (
        f"table {name} is stopped: its record failed verification at event {seq}; a pit boss "
        "must review the verify report and clear it"
    )
    assert view.stopped == expected
    with pytest.raises(TableStopped) as refused:
        play(fresh, staff, table)
    assert str(refused.value) == expected

    [fault] = faults_of(services.db, table)
    assert fault.kind == CHAIN and fault.cleared_at is None
    assert fault.raised_by == "console@pit-3"
    assert fault.detail.startswith(f"table {name}: event {seq}: its hash does not match")
    assert any(f"fault {fault.id}" in line for line in logged(services.db, "fault", table))

    # Every console refuses now, the one that had the table cached too, and every command.
    with pytest.raises(TableStopped, match="is stopped"):
        play(services.tables, staff, table, seat=4)
    with pytest.raises(TableStopped, match="is stopped"):
        services.tables.submit(staff.boss, table, SeatPlayer(5, "Cy", 1_000), new_id())
    with services.db.read() as session:
        assert session.scalar(select(func.count()).select_from(m.Event)
                              .where(m.Event.table_id == table)) == seq + 1  # fmt: skip
        # The fault is on the administrative record, so verify does not flag its row.
        assert verify_admin(session, admin.seal_of(services.db.engine).key).problem is None

    # Loading it again elsewhere raises no second fault while this one is open.
    console(services.db, "console@pit-4").view(table)
    assert len(faults_of(services.db, table)) == 1


def test_a_console_started_after_a_crash_sees_the_fault(db_url: str, staff: Staff) -> None:
    first = Database(db_url)
    services = Services(first)
    table, seq = seated(services, staff)
    skim(first, table, seq)
    with pytest.raises(TableStopped):
        play(console(first), staff, table)
    first.dispose()  # the console is gone without a word

    again = Database(db_url)
    try:
        restarted = Services(again)
        view = restarted.tables.view(table)
        assert view.stopped is not None and f"at event {seq}" in view.stopped
        with pytest.raises(TableStopped):
            play(restarted.tables, staff, table)
        assert [f.id for f in FaultService(again).open_faults(table)] == [
            f.id for f in faults_of(again, table)
        ]
        assert len(faults_of(again, table)) == 1
    finally:
        again.dispose()


def test_an_intact_table_plays_and_raises_nothing(services: Services, staff: Staff) -> None:
    table, _seq = seated(services, staff)
    fresh = console(services.db)
    assert fresh.view(table).stopped is None
    play(fresh, staff, table)
    assert faults_of(services.db, table) == []
    assert FaultService(services.db).open_faults() == []


# --- clearing -------------------------------------------------------------------------------


@pytest.fixture
def broken(services: Services, staff: Staff) -> tuple[int, int, str]:
    """A table stopped by an edited buy-in: the table, the event and its original text."""
    table, seq = seated(services, staff)
    original = skim(services.db, table, seq)
    assert console(services.db).view(table).stopped is not None
    return table, seq, original


def test_only_a_pit_boss_who_read_the_report_clears_and_with_a_note(
    services: Services, staff: Staff, broken: tuple[int, int, str]
) -> None:
    table, seq, _original = broken
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)

    with pytest.raises(PermissionDenied, match="pit boss"):
        faults.verify_report(staff.dealer, table)
    with pytest.raises(PermissionDenied):
        faults.clear(staff.dealer, fault.id, "looked fine", accept=True)
    with pytest.raises(PermissionDenied, match="has not read the verify report"):
        faults.clear(staff.boss, fault.id, "looked fine", accept=True)

    report = faults.verify_report(staff.boss, table)
    assert "FAILS verification" in report and f"event {seq}" in report
    assert f"fault {fault.id} (chain)" in report and "OPEN" in report
    assert logged(services.db, "verify report", table)

    with pytest.raises(InputError, match="needs a reason"):
        faults.clear(staff.boss, fault.id, "   ", accept=True)
    # Having read it is personal: another pit boss has not.
    with pytest.raises(PermissionDenied, match="Kim Pitboss has not read"):
        faults.clear(staff.boss2, fault.id, "seen", accept=True)
    # Clearing does not make the record good: with it still failing, only an explicit accept.
    with pytest.raises(InputError, match="still fails verification"):
        faults.clear(staff.boss, fault.id, "surveillance reviewed the hand")
    assert faults.open_faults(table) != []

    cleared = faults.clear(staff.boss, fault.id, "surveillance reviewed the hand", accept=True)
    assert cleared.accepted and cleared.cleared_by == "Pat Pitboss"
    assert cleared.note == ACCEPTED + "surveillance reviewed the hand"
    assert faults.open_faults(table) == []
    assert [f.id for f in faults.faults(table)] == [fault.id]  # it stays on the record
    assert logged(services.db, "fault cleared", table)
    with pytest.raises(InputError, match="already cleared by Pat Pitboss"):
        faults.clear(staff.boss, fault.id, "again", accept=True)

    # Play goes on, on a console that had it stopped and on one loading it afresh, and the
    # accepted failure raises no new fault.
    play(services.tables, staff, table, seat=3)
    fresh = console(services.db)
    assert fresh.view(table).stopped is None
    play(fresh, staff, table, seat=4)
    assert len(faults_of(services.db, table)) == 1
    with services.db.read() as session:
        assert verify_admin(session, admin.seal_of(services.db.engine).key).problem is None


def test_a_report_read_before_the_fault_was_raised_does_not_count(
    services: Services, staff: Staff
) -> None:
    table, seq = seated(services, staff)
    faults = FaultService(services.db)
    assert "intact" in faults.verify_report(staff.boss, table)
    skim(services.db, table, seq)
    console(services.db).view(table)
    [fault] = faults.open_faults(table)
    with pytest.raises(PermissionDenied, match="since fault"):
        faults.clear(staff.boss, fault.id, "read it this morning", accept=True)


def test_a_second_edit_after_an_accepted_one_stops_the_table_again(
    services: Services, staff: Staff, broken: tuple[int, int, str]
) -> None:
    table, _seq, _original = broken
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    faults.verify_report(staff.boss, table)
    faults.clear(staff.boss, fault.id, "accepted for the inquiry", accept=True)
    later = play(services.tables, staff, table).seq
    skim(services.db, table, later)

    view = console(services.db).view(table)
    assert view.stopped is not None and f"at event {later}" in view.stopped
    [second] = faults.open_faults(table)
    assert second.id != fault.id and f"event {later}" in second.detail


def test_a_record_that_passes_again_is_cleared_without_accepting(
    services: Services, staff: Staff, broken: tuple[int, int, str]
) -> None:
    table, seq, original = broken
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    rewrite(services.db, table, seq, original)  # restored from a good copy
    assert "the record is intact" in faults.verify_report(staff.boss, table)
    cleared = faults.clear(staff.boss, fault.id, "row restored from the backup")
    assert not cleared.accepted and cleared.note == "row restored from the backup"
    # The console that found it looks again at its next command, and plays.
    play(services.tables, staff, table)
    assert console(services.db).view(table).stopped is None


@pytest.mark.parametrize(
    ("malformed", "named"),
    [
        ("{not json", "the stored event is not JSON"),
        ('{"type": "no-such-event"}', "not in canonical form"),
        ('{"type":"no-such-event"}', "the row says PlayerSeated but the event is no-such-event"),
        ('{"seat":"one","type":"PlayerSeated"}', "its hash does not match its contents"),
    ],
)
def test_an_event_row_that_cannot_be_read_stops_the_table_in_one_sentence(
    services: Services, staff: Staff, malformed: str, named: str
) -> None:
    """A stored event that is not an event of the game (broken JSON, an unknown type, fields
    of the wrong kind), written behind the services: the next console to load the table gets
    its view, stopped, with the fault on record and one sentence naming the event, never a
    traceback; play there is refused; the other tables play on."""
    table, seq = seated(services, staff)
    other, _seq = seated(services, staff)
    rewrite(services.db, table, seq, malformed)
    fresh = console(services.db)
    view = fresh.view(table)
    assert view.stopped is not None and f"at event {seq}" in view.stopped, view.stopped
    [fault] = faults_of(services.db, table)
    assert f"event {seq}" in fault.detail and named in fault.detail, fault.detail
    assert "Traceback" not in fault.detail and "\n" not in fault.detail
    with pytest.raises(TableStopped):
        play(fresh, staff, table)
    assert fresh.view(other).stopped is None
    play(fresh, staff, other)


def test_a_row_that_cannot_be_read_after_an_accepted_fault_still_stops_the_table(
    services: Services, staff: Staff
) -> None:
    """A pit boss accepted the fault of a row that cannot be read: the chain check now lets it
    pass, but the table's state cannot be folded past it, so the next load stops the table
    again with one sentence naming the event, instead of raising."""
    table, seq = seated(services, staff)
    rewrite(services.db, table, seq, '{"type":"no-such-event"}')
    assert console(services.db).view(table).stopped is not None
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    faults.verify_report(staff.boss, table)
    faults.clear(staff.boss, fault.id, "accepted for the inquiry", accept=True)

    view = console(services.db).view(table)
    assert view.stopped is not None and f"at event {seq}" in view.stopped, view.stopped
    [second] = faults.open_faults(table)
    assert second.id != fault.id
    assert second.detail.startswith(f"table {view.name}: event {seq}: the record cannot be read")
    assert "\n" not in second.detail
