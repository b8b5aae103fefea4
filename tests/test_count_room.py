"""The count room on SQLite, and on PostgreSQL where marked (compliance 13, and the count-room side
of 11): each closed table session's drop box counted by two of the count team, compared with the
cash buy-ins the wager log recorded (summed here independently, in SQL), the variance listed
until a supervisor resolves it, a recount that reopens it, and a record that stays append-only
and verifies."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date
from typing import Any

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import DBAPIError
from store_fixtures import OPENER, Staff, new_id, open_table, row_counts

from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.pit_settings import DUTIES, PitSettings
from casino.services import Services
from casino.services.errors import AuthError, InputError, NotFound, PermissionDenied
from casino.services.pit.count_room import (
    BALANCED,
    CASH,
    CHIPS,
    MARKER,
    OPEN,
    RESOLVED,
    TO_COUNT,
    CountRoomService,
    counted_drops,
    drop_summary,
    recorded_drops,
)
from casino.services.users.auth import Actor, Signature
from casino.services.when import aware, gaming_day
from casino.store import models as m
from casino.store.unit import Database
from casino.store.verify import verify

COUNT_TEAM = {
    "cora": ("Cora Count", "count_team", "4826"),
    "colin": ("Colin Count", "count_team", "5937"),
}
ACCOUNTANT = ("Alex Books", "accounting", "6048")
PINS = {name: pin for name, _role, pin in (*COUNT_TEAM.values(), ACCOUNTANT)}


@dataclass
class Room:
    """The count room's people signed in, the service, and one closed table session."""

    service: CountRoomService
    cora: Actor
    colin: Actor
    accountant: Actor
    table_id: int
    session_id: int
    shift_id: int

    @staticmethod
    def sign(actor: Actor) -> Signature:
        return Signature(actor.name, PINS.get(actor.name) or "")


def add_count_room_staff(services: Services, admin: Actor) -> dict[str, Actor]:
    """Two of the count team and an accountant, added by the administrator and signed in."""
    found = {}
    for key, (name, role, pin) in {**COUNT_TEAM, "accountant": ACCOUNTANT}.items():
        services.auth.add_user(name, role, pin, by=admin)
        found[key] = services.auth.login(name, pin, f"count room {key}")
    return found


def play_and_close(services: Services, staff: Staff) -> tuple[int, int]:
    """A Sekhoma table opened, with cash and chip buy-ins and a player leaving, then closed:
    its table id and session id."""
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    submit = services.tables.submit
    submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    submit(staff.dealer, table, SeatPlayer(2, "Bob", 3000), new_id(), method="chips")
    submit(staff.dealer, table, AddChips(1, 2500), new_id())
    submit(staff.dealer, table, SeatPlayer(3, "Cy", 1200), new_id())
    submit(staff.dealer, table, LeaveSeat(3), new_id())
    session_id = services.tables.view(table).session_id
    assert session_id is not None
    services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))
    return table, session_id


@pytest.fixture
def room(services: Services, staff: Staff) -> Room:
    people = add_count_room_staff(services, staff.admin)
    table, session_id = play_and_close(services, staff)
    shift = services.shifts.open_shifts()[0][0]
    return Room(
        CountRoomService(services.db, PitSettings()),
        people["cora"],
        people["colin"],
        people["accountant"],
        table,
        session_id,
        shift,
    )


def cash_buy_ins(db: Database) -> dict[int, int]:
    """The recorded drop of every session, summed straight from the cash movements."""
    with db.read() as session:
        rows = session.execute(
            text(
                "SELECT table_session_id, SUM(amount) FROM cash_movements "
                "WHERE kind = 'buy_in' AND method = 'cash' GROUP BY table_session_id"
            )
        ).all()
    return {int(r[0]): int(r[1]) for r in rows}


def day_of(db: Database, shift_id: int) -> date:
    with db.read() as session:
        shift = session.get(m.Shift, shift_id)
        assert shift is not None
        return gaming_day(aware(shift.opened_at))


def log_details(db: Database, kind: str) -> list[str]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent.detail)
                .where(m.SignificantEvent.kind == kind)
                .order_by(m.SignificantEvent.id)
            )
        )


def admin_types(db: Database, record: str) -> list[str]:
    with db.read() as session:
        rows = session.execute(select(m.AdminEvent.type, m.AdminEvent.data)).all()
    return [t for t, data in rows if f'"record":"{record}"' in data]


def assert_verified(db: Database) -> None:
    with db.read() as session:
        problems = [str(c.problem) for c in verify(session) if c.problem is not None]
    assert problems == []


# ---------------------------------------------------------------------------------------------


@pytest.mark.postgres  # the drops and variances as each database sums them
def test_a_closed_session_is_counted_and_compared_with_the_cash_buy_ins(
    services: Services, room: Room
) -> None:
    db = services.db
    day = day_of(db, room.shift_id)
    recorded = cash_buy_ins(db)[room.session_id]
    assert recorded == 5000 + 2500 + 1200  # the chip buy-in brought no cash to the box

    (waiting,) = room.service.drops_to_count(day)
    assert (waiting.table_session_id, waiting.table_id) == (room.session_id, room.table_id)
    assert (waiting.recorded, waiting.counted, waiting.status) == (recorded, None, TO_COUNT)
    assert waiting.shift_id == room.shift_id and waiting.gaming_day == day
    assert room.service.drops_to_count(room.shift_id) == [waiting]
    assert waiting.currency == SekhomaRules().currency

    # Currency by denomination and two chips found in the box: 50.00 more than recorded.
    lines = {CASH: {5000: 1, 2000: 2, 500: 1, 100: 2, 1000: 0}, CHIPS: {2500: 2}}
    counted = 5000 + 4000 + 500 + 200 + 5000
    count_id = room.service.enter_count(room.cora, room.session_id, lines, room.sign(room.colin))

    assert room.service.drops_to_count(day) == []
    (line,) = room.service.variances(day)
    assert line.counted is not None and line.counted.drop_count_id == count_id
    assert (line.recorded, line.counted.total, line.variance) == (
        recorded,
        counted,
        counted - recorded,
    )
    assert (line.counted.cash, line.counted.chips, line.counted.markers) == (9700, 5000, 0)
    assert (line.counted.counted_by, line.counted.witnessed_by) == (room.cora.name, room.colin.name)
    assert line.status == OPEN
    assert room.service.variances(open_only=True) == [line]
    assert room.service.lines(count_id) == {
        CASH: {5000: 1, 2000: 2, 500: 1, 100: 2},
        CHIPS: {2500: 2},
    }

    with db.read() as session:
        row = session.get(m.DropCount, count_id)
        assert row is not None
        assert (row.total, row.counted_by_id, row.witnessed_by_id) == (
            counted,
            room.cora.user_id,
            room.colin.user_id,
        )
    assert admin_types(db, "drop_count") == ["DropCounted"]
    (detail,) = log_details(db, "drop counted")
    assert f"session {room.session_id}" in detail and f"count {count_id}" in detail
    assert room.service.gaming_days()[0].day == day
    assert_verified(db)


def test_what_the_count_room_refuses(services: Services, staff: Staff, room: Room) -> None:
    db = services.db
    cash = {CASH: {10000: 1}}
    before = row_counts(db)

    # A table still open: its drop box is not counted yet.
    other = open_table(services, staff, "sekhoma", SekhomaRules())
    open_session = services.tables.view(other).session_id
    assert open_session is not None
    with pytest.raises(InputError, match="still open"):
        room.service.enter_count(room.cora, open_session, cash, room.sign(room.colin))
    with pytest.raises(NotFound, match="no table session 999999"):
        room.service.enter_count(room.cora, 999999, cash, room.sign(room.colin))

    # The wrong roles: a pit boss, a dealer, accounting; and a pit boss as the witness.
    for who in (staff.boss, staff.dealer, room.accountant):
        with pytest.raises(PermissionDenied, match="only a member of the count team"):
            room.service.enter_count(who, room.session_id, cash, room.sign(room.colin))
    with pytest.raises(PermissionDenied, match="Pat Pitboss is a pit boss"):
        room.service.enter_count(room.cora, room.session_id, cash, Staff.witness(staff.boss))
    # The same person twice, and a witness with a wrong PIN.
    with pytest.raises(InputError, match="two different people"):
        room.service.enter_count(room.cora, room.session_id, cash, room.sign(room.cora))
    with pytest.raises(AuthError, match="wrong name or PIN"):
        room.service.enter_count(
            room.cora, room.session_id, cash, Signature(room.colin.name, "7391")
        )

    # Lines that are not a count.
    for bad, words in (
        ({"coins": {100: 1}}, "not something a drop box holds"),
        ({MARKER: {50000: 1}}, "does not use markers"),
        ({CASH: {0: 3}}, "not a denomination"),
        ({CASH: {100: -1}}, "whole number"),
        ({CASH: {100: True}}, "whole number"),
        ({CASH: {10**12: 2}}, "largest amount"),
    ):
        with pytest.raises(InputError, match=words):
            room.service.enter_count(room.cora, room.session_id, bad, room.sign(room.colin))
    changed = row_counts(db)
    written = ("drop_counts", "drop_count_lines", "variance_resolutions")
    assert {t: changed[t] for t in written} == {t: before[t] for t in written}

    # One count per session: a second names who counted it and when.
    room.service.enter_count(room.cora, room.session_id, cash, room.sign(room.colin))
    with pytest.raises(InputError, match="already counted by Cora Count and Colin Count at"):
        room.service.enter_count(room.colin, room.session_id, cash, room.sign(room.cora))
    assert len(counted_rows(db)) == 1


def counted_rows(db: Database) -> list[m.DropCount]:
    with db.read() as session:
        return list(session.scalars(select(m.DropCount).order_by(m.DropCount.id)))


@pytest.mark.postgres  # the recount as each database keeps it
def test_a_variance_is_resolved_and_a_recount_reopens_it(
    services: Services, staff: Staff, room: Room
) -> None:
    db = services.db
    service = room.service
    recorded = cash_buy_ins(db)[room.session_id]
    short = {CASH: {100: (recorded - 300) // 100}}  # 3.00 short
    first = service.enter_count(room.cora, room.session_id, short, room.sign(room.colin))
    (line,) = service.variances(room.shift_id)
    assert line.variance == -300 and line.status == OPEN

    with pytest.raises(PermissionDenied, match="only a pit boss or an administrator"):
        service.resolve(room.accountant, first, "looked into it")
    with pytest.raises(PermissionDenied):
        service.resolve(room.cora, first, "looked into it")
    with pytest.raises(InputError, match="needs a reason"):
        service.resolve(staff.boss, first, "  ")
    resolution = service.resolve(staff.boss, first, "a 3.00 note found under the box's flap")
    (line,) = service.variances(room.shift_id)
    assert line.status == RESOLVED and line.counted is not None
    assert line.counted.resolution is not None
    assert line.counted.resolution.id == resolution
    assert line.counted.resolution.resolved_by == staff.boss.name
    assert service.variances(open_only=True) == []
    with pytest.raises(InputError, match="already resolved by Pat Pitboss"):
        service.resolve(staff.admin, first, "again")

    # A recount is a new row pointing at the old one, which stays; its variance is open.
    with pytest.raises(InputError, match="needs a reason"):
        service.recount(room.colin, first, short, room.sign(room.cora), "")
    still = {CASH: {100: (recorded - 200) // 100}}
    second = service.recount(room.colin, first, still, room.sign(room.cora), "recounted the 1s")
    rows = counted_rows(db)
    assert [(r.id, r.corrects_id, r.total) for r in rows] == [
        (first, None, recorded - 300),
        (second, first, recorded - 200),
    ]
    assert rows[1].reason == "recounted the 1s"
    (line,) = service.variances(room.shift_id)
    assert line.counted is not None and line.counted.drop_count_id == second
    assert line.counted.recount and line.variance == -200 and line.status == OPEN
    assert line.counted.resolution is None

    # The old count is history: neither recounted nor resolved again.
    with pytest.raises(InputError, match=f"recounted as count {second}"):
        service.recount(room.cora, first, still, room.sign(room.colin), "once more")
    with pytest.raises(InputError, match=f"recounted as count {second}"):
        service.resolve(staff.boss, first, "once more")

    # A recount that balances needs no resolution, and refuses one.
    third = service.recount(
        room.cora,
        second,
        {CASH: {100: recorded // 100}},
        room.sign(room.colin),
        "the 2.00 was in the lid",
    )
    (line,) = service.variances(room.shift_id)
    assert line.status == BALANCED and line.variance == 0
    with pytest.raises(InputError, match="no variance to resolve"):
        service.resolve(staff.boss, third, "nothing to see")

    assert admin_types(db, "drop_count") == ["DropCounted", "DropRecounted", "DropRecounted"]
    assert admin_types(db, "variance") == ["VarianceResolved"]
    assert len(log_details(db, "drop counted")) == 3
    (resolved,) = log_details(db, "variance resolved")
    assert "a 3.00 note" in resolved and "Pat Pitboss" in resolved
    assert_verified(db)


def test_nobody_resolves_a_variance_in_a_count_they_signed(
    services: Services, staff: Staff, room: Room
) -> None:
    """A site where pit bosses count as well: the pit boss who counted cannot resolve."""
    roles = {**DUTIES, "count_enter": ("count_team", "pit_boss")}
    service = CountRoomService(services.db, PitSettings(roles=roles))
    witness = Signature(room.cora.name, PINS[room.cora.name])
    count = service.enter_count(staff.boss, room.session_id, {CASH: {100: 1}}, witness)
    with pytest.raises(PermissionDenied, match="did not count it"):
        service.resolve(staff.boss, count, "mine")
    service.resolve(staff.boss2, count, "the box was short-dropped; see the surveillance note")


def test_markers_where_the_site_uses_them_and_the_helpers_for_reports(
    services: Services, staff: Staff, room: Room
) -> None:
    db = services.db
    service = CountRoomService(db, PitSettings(), markers=True)
    table2, session2 = play_and_close(services, staff)
    lines = {CASH: {5000: 1}, CHIPS: {500: 2}, MARKER: {100000: 1, 25000: 2}}
    service.enter_count(room.cora, room.session_id, lines, room.sign(room.colin))
    ids = [room.session_id, session2]
    recorded = cash_buy_ins(db)
    with db.read() as session:
        assert recorded_drops(session, ids) == {i: recorded[i] for i in ids}
        assert recorded_drops(session, [12345]) == {12345: 0}
        counted = counted_drops(session, ids)
        summary = drop_summary(session, ids)
    assert list(counted) == [room.session_id]
    found = counted[room.session_id]
    assert (found.total, found.cash, found.chips, found.markers) == (
        5000 + 1000 + 150000,
        5000,
        1000,
        150000,
    )
    assert (summary.sessions, summary.recorded, summary.counted) == (
        2,
        recorded[room.session_id] + recorded[session2],
        None,
    )
    assert summary.uncounted == (session2,) and summary.open_variances == (room.session_id,)
    assert summary.variance is None

    service.enter_count(
        room.colin, session2, {CASH: {100: recorded[session2] // 100}}, room.sign(room.cora)
    )
    with db.read() as session:
        summary = drop_summary(session, ids)
    assert summary.counted == 156000 + recorded[session2]
    assert summary.variance == summary.counted - summary.recorded
    assert summary.uncounted == () and summary.open_variances == (room.session_id,)
    statuses = {line.table_id: line.status for line in service.drops(room.shift_id)}
    assert statuses == {room.table_id: OPEN, table2: BALANCED}
    assert_verified(db)


def test_the_record_stays_append_only_and_verifies(
    services: Services, staff: Staff, room: Room
) -> None:
    db = services.db
    count = room.service.enter_count(
        room.cora, room.session_id, {CASH: {100: 1}}, room.sign(room.colin)
    )
    resolution = room.service.resolve(staff.boss, count, "short-dropped")
    statements: list[tuple[str, dict[str, Any]]] = [
        ("UPDATE drop_counts SET total = total + 100 WHERE id = :i", {"i": count}),
        ("DELETE FROM drop_count_lines WHERE drop_count_id = :i", {"i": count}),
        ("DELETE FROM variance_resolutions WHERE id = :i", {"i": resolution}),
        ("UPDATE variance_resolutions SET reason = 'x' WHERE id = :i", {"i": resolution}),
    ]
    for sql, params in statements:
        with pytest.raises(DBAPIError), db.write() as session:
            session.execute(text(sql), params)
    assert_verified(db)


def test_a_gaming_day_lists_only_its_own_sessions(services: Services, room: Room) -> None:
    day = day_of(services.db, room.shift_id)
    other = date(day.year - 1, 1, 1)
    assert room.service.drops(other) == []
    assert [line.table_session_id for line in room.service.drops(day)] == [room.session_id]
    (summary,) = room.service.gaming_days()
    assert (summary.day, summary.sessions, summary.to_count) == (day, 1, 1)
    with pytest.raises(NotFound, match="no shift 4242"):
        room.service.drops(4242)


@pytest.mark.postgres  # a race between two consoles: each database's own locks
def test_two_consoles_counting_one_box_at_once_make_one_count(
    services: Services, room: Room
) -> None:
    """Both counts are checked and signed at the same moment; the administrative lock lets
    one write, and the other is told who counted the box."""
    barrier = threading.Barrier(2)
    outcomes: list[object] = []

    def count(actor: Actor, witness: Actor) -> None:
        service = CountRoomService(services.db, PitSettings())
        barrier.wait()
        try:
            outcomes.append(
                service.enter_count(actor, room.session_id, {CASH: {100: 1}}, room.sign(witness))
            )
        except InputError as exc:
            outcomes.append(exc)

    threads = [
        threading.Thread(target=count, args=(room.cora, room.colin)),
        threading.Thread(target=count, args=(room.colin, room.cora)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    won = [o for o in outcomes if isinstance(o, int)]
    lost = [o for o in outcomes if isinstance(o, InputError)]
    assert len(won) == 1 and len(lost) == 1, outcomes
    assert "already counted by" in str(lost[0])
    assert [r.id for r in counted_rows(services.db)] == won
