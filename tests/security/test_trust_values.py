"""Bad values at the service boundary, on SQLite and on PostgreSQL: each refused with an
``InputError`` naming the problem, nothing written, and the table still playable after (on
PostgreSQL these used to reach the database and surface as a lost database)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select
from store_fixtures import OPENER, Staff, new_id, open_table, row_counts

from casino.games.seating import AddChips, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand, VoidHand
from casino.services import Services
from casino.services.errors import InputError
from casino.store import models as m

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

SEKHOMA = "sekhoma"




def _refused(services: Services, call: Callable[[], object], named: str) -> None:
    before = row_counts(services.db)
    with pytest.raises(InputError, match=named):
        call()
    after = row_counts(services.db)
    assert {k: v for k, v in after.items() if v != before[k]} == {}


@pytest.mark.parametrize(
    ("command", "named"),
    [
        (SeatPlayer(2, "x" * 101, 5000), "player's name"),
        (SeatPlayer(2, "Bob", 2**63), "9,223,372,036,854,775,808"),
        (SeatPlayer(2, "Bob", 10**12 + 1), "1,000,000,000,001"),
        (SeatPlayer(2, "Bob", 2**64 + 5), "largest amount"),
        (SeatPlayer(2, "Bob", -(2**63) - 1), "largest amount"),
        (AddChips(1, 2**63), "9,223,372,036,854,775,808"),
        (AddChips(1, 10**12 + 1), "1,000,000,000,001"),
    ],
)
def test_a_command_beyond_the_limits_is_refused_and_the_table_plays_on(
    services: Services, staff: Staff, command: Any, named: str
) -> None:
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    seq = services.tables.view(table).seq
    _refused(services, lambda: services.tables.submit(staff.dealer, table, command, new_id()),
             named)
    assert services.tables.view(table).seq == seq
    # The same console goes on: the next legal command is taken.
    services.tables.submit(staff.dealer, table, SeatPlayer(2, "Bob", 5000), new_id())
    services.tables.submit(staff.dealer, table, StartHand(), new_id())
    assert services.tables.view(table).state.hand is not None


def test_a_reason_of_1001_characters_is_refused(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    for seat in (1, 2):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    services.tables.submit(staff.dealer, table, StartHand(), new_id())
    long = "r" * 1001
    boss = Staff.witness(staff.boss)
    with services.db.read() as session:
        opener = session.scalar(select(m.Inventory.id).order_by(m.Inventory.id.desc()).limit(1))
    assert opener is not None
    calls: list[Callable[[], object]] = [
        lambda: services.tables.void(staff.dealer, table, long, boss, new_id()),
        lambda: services.tables.submit(
            staff.dealer, table, VoidHand(reason=long, approved_by=staff.boss.name), new_id(),
            approver=boss,
        ),
        lambda: services.auth.deactivate(staff.boss, staff.dealer2.name, long),
        lambda: services.auth.reactivate(staff.boss, staff.dealer2.name, long),
        lambda: services.auth.change_role(staff.admin, staff.dealer2.name, "pit_boss", long),
        lambda: services.auth.unlock(staff.boss, staff.dealer2.name, long),
        lambda: services.tables.recount(staff.boss, opener, OPENER, Staff.witness(staff.dealer),
                                        long),
    ]
    for call in calls:
        _refused(services, call, "reason")
    # The hand is still in play and a 1000-character reason voids it.
    outcome = services.tables.void(staff.dealer, table, "r" * 1000, boss, new_id())
    assert outcome.state.hand is None
    services.tables.submit(staff.dealer, table, StartHand(), new_id())


@pytest.mark.parametrize("length", [101, 65, 80, 100])
def test_a_long_user_name_is_refused_or_taken_never_a_database_error(
    services: Services, staff: Staff, length: int
) -> None:
    """101 characters is refused by name; anything the service lets through (up to its
    limit of 100) is taken by the database on both backends, not refused by it."""
    name = "N" * length
    if length > 100:
        _refused(services, lambda: services.auth.add_user(name, "dealer", "4821",
                                                          by=staff.admin), "user's name")
        _refused(services, lambda: services.auth.add_first_user(name, "482915", "c"),
                 "user's name")
    else:
        try:
            services.auth.add_user(name, "dealer", "4821", by=staff.admin)
        except InputError:
            pass
        else:
            assert services.auth.sign_in(name, "4821").name == name
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())


@pytest.mark.parametrize("length", [65, 100, 101])
def test_long_table_shift_and_rules_names_never_reach_the_database(
    services: Services, staff: Staff, length: int
) -> None:
    """The other names an operator types: a table's name and position, a shift's name, a
    rules version's name; refused with an InputError or taken, never a database error."""
    version = services.rules.publish(
        staff.boss, SekhomaRules(), "base", approved_by=Staff.witness(staff.admin)
    )
    text = "T" * length
    calls: list[Callable[[], object]] = [
        lambda: services.tables.create_table(staff.boss, SEKHOMA, text, version),
        lambda: services.tables.create_table(staff.boss, SEKHOMA, f"SK-{length}", version,
                                             position=text),
        lambda: services.shifts.open_shift(staff.boss, text),
        lambda: services.rules.publish(
            staff.boss, SekhomaRules(ante=200), text, approved_by=Staff.witness(staff.admin)
        ),
        lambda: services.auth.sign_in(staff.dealer2.name, "2000", text),
    ]
    failures: list[str] = []
    for i, call in enumerate(calls):
        before = row_counts(services.db)
        try:
            call()
        except InputError:
            changed = {k for k, v in row_counts(services.db).items() if v != before[k]}
            if changed - {"significant_events"}:
                failures.append(f"call {i}: refused but wrote {changed}")
        except Exception as exc:
            failures.append(f"call {i}: {type(exc).__name__}: {str(exc).splitlines()[0][-48:]}")
    table = open_table(services, staff, SEKHOMA, SekhomaRules(), f"SK-after-{length}")
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    assert failures == [], "; ".join(failures)


@pytest.mark.parametrize(
    ("counts", "named"),
    [
        ({100: 10**12}, "from 0 to 1,000,000, not 1000000000000"),
        ({100: 2**63}, "from 0 to 1,000,000"),
        ({100: 2**31}, "from 0 to 1,000,000"),
        ({2**63: 1}, "is not a chip denomination"),
        ({10**12 + 1: 1}, "is not a chip denomination"),
        ({10**9: 1_001}, "1,001,000,000,000 is more than the largest amount"),
    ],
)
def test_chip_counts_beyond_the_limits_are_refused_by_name(
    services: Services, staff: Staff, counts: dict[int, int], named: str
) -> None:
    """A fill, a closer, an opener and a recount carry chip counts: a count beyond what a
    tray holds, a denomination or a total beyond the largest amount is refused with one
    sentence naming it, and nothing is written (the audit's ``{100: 10**12}`` was taken, and
    counts of 2**63 and 2**31 reached the databases as an OverflowError or a DataError)."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    received = Staff.witness(staff.dealer)
    _refused(services, lambda: services.slips.fill(staff.boss, table, counts, received), named)
    _refused(services, lambda: services.tables.close_table(
        staff.boss, table, counts, Staff.witness(staff.dealer)), named)
    with services.db.read() as session:
        opener = session.scalars(select(m.Inventory.id).order_by(m.Inventory.id)).first()
    assert opener is not None
    _refused(services, lambda: services.tables.recount(
        staff.boss, opener, counts, Staff.witness(staff.dealer), "miscounted"), named)
    other = services.tables.create_table(
        staff.boss, SEKHOMA, "SK-bounds", services.rules.versions(SEKHOMA)[-1]["id"])
    shift = services.shifts.open_shifts()[0][0]
    _refused(services, lambda: services.tables.open_table(
        staff.boss, other, shift, counts, Staff.witness(staff.dealer)), named)
    # The table goes on: a fill within the limits is taken.
    services.slips.fill(staff.boss, table, {100: 50}, received)
