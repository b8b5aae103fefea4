"""Record times and what a database error may say (trust issue, points 6 and 7).

* On PostgreSQL every record carries the server's time, whatever the console's clock says.
* On SQLite a console whose clock went back is refused, as a significant event, for a
  table's command and for a pit record alike.
* Slips are numbered per gaming day of their shift, not per calendar year of a clock.
* A database error never prints the statement's parameters (a PIN's hash was printed).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import IntegrityError
from store_fixtures import Staff, new_id, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import InputError
from casino.services.when import gaming_day
from casino.store import clock
from casino.store import models as m
from casino.store.unit import Database

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

SKEW = timedelta(hours=1)



class _Behind(datetime):
    """``datetime`` as a console whose clock runs an hour behind sees it."""

    @classmethod
    def now(cls, tz: object = None) -> _Behind:  # type: ignore[override]
        real = datetime.now(UTC) - SKEW
        return cls.fromtimestamp(real.timestamp(), tz=tz)  # type: ignore[arg-type]


@pytest.fixture
def clock_behind(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine's clock set an hour back (not the demo's simulated clock: the real one,
    wrong)."""
    monkeypatch.setattr(clock, "datetime", _Behind)


def _server_now(db: Database) -> datetime:
    with db.engine.connect() as conn:
        found: datetime = conn.execute(text("SELECT clock_timestamp()")).scalar_one()
    return found


def _clock_events(db: Database) -> list[str]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "clock")
            ).all()
        )


def test_a_console_clock_gone_back_never_dates_a_record(
    services: Services, staff: Staff, db_url: str, clock_behind: None
) -> None:
    """Before: each console stamped records with its own clock, so times went backwards and
    a fill slip was dated before its shift opened."""
    del clock_behind
    db = services.db
    with clock.simulated(lambda: datetime.now(UTC)):  # set up with a true clock
        table = open_table(services, staff, "sekhoma", SekhomaRules())
    if db_url.startswith("postgresql"):
        before = _server_now(db)
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
        fill = services.shifts.fill(staff.boss, table, {100: 5}, Staff.witness(staff.dealer))
        after = _server_now(db)
        with db.read() as session:
            event_at = session.scalar(
                select(m.Event.at).where(m.Event.table_id == table).order_by(m.Event.seq.desc())
            )
            slip_at = session.scalar(select(m.Slip.issued_at).where(m.Slip.id == fill.id))
        for at in (event_at, slip_at):
            assert at is not None and before <= at <= after  # the server's time, not the console's
        return
    # SQLite: one machine, one clock; gone back, it is refused and the pit is told.
    with pytest.raises(InputError, match="earlier than the table's last record"):
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    with pytest.raises(ValueError, match="earlier than the record's last entry"):
        services.shifts.fill(staff.boss, table, {100: 5}, Staff.witness(staff.dealer))
    assert len(_clock_events(db)) == 2
    with db.read() as session:
        assert session.scalar(select(m.Slip.id)) is None


def test_slips_count_per_gaming_day_of_their_shift(services: Services, staff: Staff) -> None:
    """Before: slips counted per calendar year of the console's clock ("2025-00001" followed
    "2026-00002")."""
    day_one = datetime(2026, 11, 22, 20, 0, tzinfo=UTC)
    now = [day_one]
    with clock.simulated(lambda: now[0]):
        table = open_table(services, staff, "sekhoma", SekhomaRules())
        witness = Staff.witness(staff.dealer)
        first = services.shifts.fill(staff.boss, table, {100: 5}, witness)
        now[0] += timedelta(hours=2)
        second = services.shifts.fill(staff.boss, table, {100: 5}, witness)
        services.tables.close_table(staff.boss, table, {100: 10}, witness)
        shift = services.shifts.open_shifts()[0][0]
        services.shifts.close_shift(staff.boss, shift)
        now[0] += timedelta(days=1)
        next_shift = services.shifts.open_shift(staff.boss, "Next day")
        services.tables.open_table(staff.boss, table, next_shift, {100: 10}, witness)
        third = services.shifts.fill(staff.boss, table, {100: 5}, witness)
    assert (first.number, second.number, third.number) == (1, 2, 1)
    assert first.year == second.year != third.year
    assert str(third).endswith(f"{gaming_day(now[0]).isoformat()}-00001")


def test_a_database_error_does_not_print_its_parameters(db: Database) -> None:
    """Before: a failed statement's message carried its parameters, a PIN's hash among them."""
    secret = "scrypt-k$16384$8$1$c2VjcmV0$TOPSECRETHASH"
    with db.read() as session:
        name = session.scalar(select(m.User.name))
    def insert_twice() -> None:
        with db.write() as session:
            session.add(m.User(name=name, role="dealer", pin_hash=secret, active=True))

    with pytest.raises(IntegrityError) as raised:
        insert_twice()
    assert "TOPSECRETHASH" not in str(raised.value)
