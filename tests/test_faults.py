"""Faults that stop a table (compliance requirements 25 and 26): a table whose record fails
verification when a console loads it is stopped on every console, the fault is kept in the
database (so a console started after a crash sees it), and only a pit boss who has read the
verify report clears it, with a note. On SQLite and on PostgreSQL.

The record tables refuse UPDATE by trigger, so the tampering here drops the trigger, edits the
event row with raw SQL and puts the trigger back, as someone holding the database would.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from sqlalchemy import func, select, text
from store_fixtures import PINS, Staff, new_id, open_table, tamper

from casino.games.seating import LeaveSeat, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import Check, Exchange, StartHand
from casino.services import Services
from casino.services.errors import AuthError, InputError, PermissionDenied
from casino.services.reports.faults import ACCEPTED, CHAIN, FaultService, TableStopped
from casino.services.reports.prints import PrintStamp
from casino.services.reports.shift import ReportQueries
from casino.services.tables import TableService
from casino.services.users.auth import Signature
from casino.store import admin
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.unit import Database
from casino.store.verify import verify_admin
from reports.shift_pdf import render as render_shift

pytestmark = pytest.mark.postgres
"""The database is this module's subject (a record edited behind the services, a fault kept
across consoles): it runs on SQLite and on PostgreSQL."""

SEKHOMA = "sekhoma"
ADA = Signature("Ada Admin", PINS["Ada Admin"])
"""The administrator's approval, as typed at another supervisor's console."""
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
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        faults.clear(staff.dealer, fault.id, "looked fine", accept=True, approved_by=ADA)
    with pytest.raises(PermissionDenied, match="has not read the verify report"):
        faults.clear(staff.boss, fault.id, "looked fine", accept=True, approved_by=ADA)

    report = faults.verify_report(staff.boss, table)
    assert "FAILS verification" in report and f"event {seq}" in report
    assert f"fault {fault.id} (chain)" in report and "OPEN" in report
    assert logged(services.db, "verify report", table)

    with pytest.raises(InputError, match="needs a reason"):
        faults.clear(staff.boss, fault.id, "   ", accept=True, approved_by=ADA)
    # Having read it is personal: another pit boss has not.
    with pytest.raises(PermissionDenied, match="Kim Pitboss has not read"):
        faults.clear(staff.boss2, fault.id, "seen", accept=True, approved_by=ADA)
    # Clearing does not make the record good: with it still failing, only an explicit accept.
    with pytest.raises(InputError, match="still fails verification"):
        faults.clear(staff.boss, fault.id, "surveillance reviewed the hand")
    # ... approved by a second supervisor, one of the two an administrator.
    reviewed = "surveillance reviewed the hand"
    with pytest.raises(PermissionDenied, match="second supervisor's approval"):
        faults.clear(staff.boss, fault.id, reviewed, accept=True)
    with pytest.raises(PermissionDenied, match=r"both pit bosses.*an administrator"):
        faults.clear(staff.boss, fault.id, reviewed, accept=True,
                     approved_by=Staff.witness(staff.boss2))  # fmt: skip
    with pytest.raises(PermissionDenied, match="cannot approve it too"):
        faults.clear(staff.boss, fault.id, reviewed, accept=True,
                     approved_by=Staff.witness(staff.boss))  # fmt: skip
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        faults.clear(staff.boss, fault.id, reviewed, accept=True,
                     approved_by=Staff.witness(staff.dealer))  # fmt: skip
    with pytest.raises(AuthError, match="wrong name or PIN"):
        faults.clear(staff.boss, fault.id, reviewed, accept=True,
                     approved_by=Signature("Ada Admin", "123456"))  # fmt: skip
    assert faults.open_faults(table) != []

    cleared = faults.clear(staff.boss, fault.id, reviewed, accept=True, approved_by=ADA)
    assert cleared.accepted and cleared.cleared_by == "Pat Pitboss"
    assert cleared.approved_by == "Ada Admin"
    assert cleared.note == ACCEPTED + "surveillance reviewed the hand"
    assert [(f.cleared_by, f.approved_by) for f in faults.faults(table)] == [
        ("Pat Pitboss", "Ada Admin")
    ]
    assert any("approved by Ada Admin" in line for line in logged(services.db, "fault cleared"))
    assert faults.open_faults(table) == []
    assert [f.id for f in faults.faults(table)] == [fault.id]  # it stays on the record
    assert logged(services.db, "fault cleared", table)
    with pytest.raises(InputError, match="already cleared by Pat Pitboss"):
        faults.clear(staff.boss, fault.id, "again", accept=True, approved_by=ADA)

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
        faults.clear(staff.boss, fault.id, "read it this morning", accept=True, approved_by=ADA)


def test_a_second_edit_after_an_accepted_one_stops_the_table_again(
    services: Services, staff: Staff, broken: tuple[int, int, str]
) -> None:
    table, _seq, _original = broken
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    faults.verify_report(staff.admin, table)  # the administrator clears, a pit boss approves
    faults.clear(staff.admin, fault.id, "accepted for the inquiry", accept=True,
                 approved_by=Staff.witness(staff.boss))  # fmt: skip
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


@pytest.mark.parametrize(
    "malformed", ["{not json", '{"type":"no-such-event"}', '{"seat":"one","type":"PlayerSeated"}']
)
def test_a_row_that_cannot_be_read_is_not_accepted_and_the_table_stays_stopped(
    services: Services, staff: Staff, malformed: str
) -> None:
    """A row the game cannot read: accepting its failure could not let play go on (the
    table's state cannot be folded past it), so the supervisors are told so in one sentence
    and the fault stays open; the table waits for its record to be restored."""
    table, seq = seated(services, staff)
    original = event_data(services.db, table, seq)
    rewrite(services.db, table, seq, malformed)
    assert console(services.db).view(table).stopped is not None
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    faults.verify_report(staff.boss, table)
    with pytest.raises(InputError, match=f"cannot let play go on: table .*: event {seq}: ") as no:
        faults.clear(staff.boss, fault.id, "accepted for the inquiry", accept=True,
                     approved_by=ADA)  # fmt: skip
    assert "restored from a good copy" in str(no.value) and "\n" not in str(no.value)
    assert [f.id for f in faults.open_faults(table)] == [fault.id]
    view = console(services.db).view(table)
    assert view.stopped is not None and f"at event {seq}" in view.stopped, view.stopped

    rewrite(services.db, table, seq, original)  # restored: cleared by one pit boss
    faults.clear(staff.boss, fault.id, "restored from the backup")
    play(console(services.db), staff, table)


# --- accepting every kind of failure verify can raise ---------------------------------------


def seq_of(db: Database, table: int, kind: str, nth: int = 0) -> int:
    """The seq of the table's ``nth`` event of type ``kind``."""
    with db.read() as session:
        seqs = session.scalars(
            select(m.Event.seq)
            .where(m.Event.table_id == table, m.Event.type == kind)
            .order_by(m.Event.seq)
        ).all()
    return int(seqs[nth])


def in_play(services: Services, staff: Staff) -> int:
    """A Sekhoma table with a hand in play: Ann and Bob seated (buy-in rows), Cy seated and
    gone again (a buy-in and a cash-out), the hand started (two antes: wager lines) and its
    first check (an event with no rows), at the end of the stream."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    for command in (
        SeatPlayer(1, "Ann", 20_000),
        SeatPlayer(2, "Bob", 20_000),
        SeatPlayer(3, "Cy", 20_000),
        LeaveSeat(3),
        StartHand(),
    ):
        services.tables.submit(staff.dealer, table, command, new_id())
    move(services.tables, staff, table)
    return table


def move(tables: TableService, staff: Staff, table: int) -> Any:
    """The hand in play's next move: a check, or an exchange of no cards."""
    view = tables.view(table)
    seat = view.state.hand.contenders[view.state.hand.to_act].seat
    kinds = {option.kind for option in view.options}
    command = Check(seat) if Check.KIND in kinds else Exchange(seat, 0)
    return tables.submit(staff.dealer, table, command, new_id())


def edit_event(db: Database, table: int) -> str:
    seq = seq_of(db, table, "PlayerSeated")
    skim(db, table, seq)
    return f"event {seq}: its hash does not match its contents"


def edit_event_user(db: Database, table: int) -> str:
    seq = seq_of(db, table, "PlayerSeated", 1)
    tamper(db, "events", "UPDATE events SET user_id = 1 WHERE table_id = :t AND seq = :s",
           t=table, s=seq)  # fmt: skip
    return f"event {seq}: its hash does not match its contents"


def edit_wager_line(db: Database, table: int) -> str:
    seq = seq_of(db, table, "AntePosted")
    tamper(db, "wagers", "UPDATE wagers SET amount = amount + 1 WHERE table_id = :t AND seq = :s",
           t=table, s=seq)  # fmt: skip
    return f"event {seq}: its wager lines in the log do not match the event"


def edit_buy_in_row(db: Database, table: int) -> str:
    seq = seq_of(db, table, "PlayerSeated", 1)
    tamper(db, "cash_movements",
           "UPDATE cash_movements SET amount = amount - 5000 WHERE table_id = :t AND seq = :s",
           t=table, s=seq)  # fmt: skip
    return f"event {seq}: its buy-in or cash-out row does not match the event"


def remove_events(db: Database, table: int) -> str:
    """Cy's visit cut out of the middle of the stream (their rows stay)."""
    seated, left = seq_of(db, table, "PlayerSeated", 2), seq_of(db, table, "PlayerLeft")
    tamper(db, "events", "DELETE FROM events WHERE table_id = :t AND seq BETWEEN :a AND :b",
           t=table, a=seated, b=left)  # fmt: skip
    return f"event {seated}: the stream jumps from event {seated - 1} to {left + 1}"


def cut_tail(db: Database, table: int) -> str:
    last = seq_of(db, table, "Checked")
    tamper(db, "events", "DELETE FROM events WHERE table_id = :t AND seq = :s", t=table, s=last)
    return f"event {last}: the stream ends at event {last - 1} but the record says event {last}"


def add_stray_row(db: Database, table: int) -> str:
    """A wager line for an event that was never written."""
    seq = seq_of(db, table, "AntePosted")
    tamper(db, "wagers",
           "INSERT INTO wagers (table_id, seq, table_session_id, hand_number, seat, kind, "
           "amount, house, user_id, at) SELECT table_id, 900, table_session_id, hand_number, "
           "seat, kind, amount, house, user_id, at FROM wagers WHERE table_id = :t AND seq = :s",
           t=table, s=seq)  # fmt: skip
    return "event 900: log rows with no such event"


EDITS = {
    "event data": edit_event,
    "event user": edit_event_user,
    "wager line": edit_wager_line,
    "buy-in row": edit_buy_in_row,
    "events removed": remove_events,
    "tail cut": cut_tail,
    "stray row": add_stray_row,
}


@pytest.mark.parametrize("edit", list(EDITS.values()), ids=list(EDITS))
def test_every_kind_of_failure_can_be_accepted_and_a_later_edit_is_a_new_fault(
    services: Services, staff: Staff, edit: Any
) -> None:
    """Whatever verify found (an event edited, a wager line or a buy-in row edited in place,
    events cut from the middle or the end, a row with no event), a fault accepted by two
    supervisors lets play go on at the next load, on every console; and an edit made after
    the acceptance, anywhere in the table's record, stops the table again with a new fault."""
    table = in_play(services, staff)
    named = edit(services.db, table)
    fresh = console(services.db)
    assert fresh.view(table).stopped is not None
    [fault] = faults_of(services.db, table)
    assert named in fault.detail, fault.detail
    faults = FaultService(services.db)
    faults.verify_report(staff.boss, table)
    faults.clear(staff.boss, fault.id, "surveillance reviewed it", accept=True, approved_by=ADA)

    again = console(services.db)
    assert again.view(table).stopped is None
    move(again, staff, table)
    move(fresh, staff, table)
    assert len(faults_of(services.db, table)) == 1

    # A second edit: the other ante's wager line, written before the acceptance.
    second = seq_of(services.db, table, "AntePosted", 1)
    tamper(services.db, "wagers",
           "UPDATE wagers SET amount = amount + 2 WHERE table_id = :t AND seq = :s",
           t=table, s=second)  # fmt: skip
    view = console(services.db).view(table)
    assert view.stopped is not None and f"at event {second}" in view.stopped, view.stopped
    [_first, new] = faults_of(services.db, table)
    assert new.cleared_at is None and f"event {second}: its wager lines" in new.detail


# --- the shift report -----------------------------------------------------------------------


def test_the_shift_report_prints_each_fault_with_who_accepted_and_who_approved_it(
    services: Services, staff: Staff, broken: tuple[int, int, str], tmp_path: Path
) -> None:
    table, seq, _original = broken
    faults = FaultService(services.db)
    [fault] = faults.open_faults(table)
    faults.verify_report(staff.boss, table)
    faults.clear(staff.boss, fault.id, "surveillance saw the skim; police called",
                 accept=True, approved_by=ADA)  # fmt: skip
    later = play(services.tables, staff, table).seq
    skim(services.db, table, later)
    console(services.db).view(table)  # a second fault, still open
    name = services.tables.view(table).name

    [(shift, *_rest)] = services.shifts.open_shifts()
    report = ReportQueries(services.db).shift_document(shift)
    accepted, still_open = report.faults
    assert (accepted.fault, accepted.table, accepted.accepted) == (fault.id, name, True)
    assert (accepted.cleared_by, accepted.approved_by) == ("Pat Pitboss", "Ada Admin")
    assert accepted.detail == fault.detail and accepted.cleared_at is not None
    assert accepted.note == "surveillance saw the skim; police called"
    assert still_open.cleared_at is None and f"event {later}" in still_open.detail

    path = tmp_path / "shift.pdf"
    path.write_bytes(render_shift(report, PrintStamp("SR-X", m.utcnow(), reprint=False)))
    # Compared without spaces: a cell wraps its words (and a table's name) where it must.
    pages = ["".join(page.extract_text().split()) for page in PdfReader(path).pages]
    [page] = [text_ for text_ in pages if "Tablefaults" in text_]
    section = page[page.index("Tablefaults") :]
    for said in (
        f"table {name}: event {seq}: its hash does not match",
        "ACCEPTED: play went on over it",
        "by Pat Pitboss, approved by Ada Admin",
        "surveillance saw the skim; police called",
        "OPEN: the table is stopped",
        f"event {later}",
        "console@test",
    ):
        assert "".join(said.split()) in section, (said, section)
