"""An opener against the table's last closer, and who signs a count (compliance requirements
1, 2 and 3; issue 16, points 1 and 2).

The compliance audit found an opener of 3,713.00 accepted silently after a closer of
2,672.24, and an opener signed by two pit bosses and no dealer. Both are refused here: the
difference must be shown to the pit boss before the opener is signed, is then recorded with
both counts and ranked against the site's thresholds, and a count is signed by the table's
dealer and a supervisor.
"""

from __future__ import annotations

import pytest
from sqlalchemy import select
from store_fixtures import OPENER, Staff, open_table, row_counts

from casino.games.sekhoma.types import SekhomaRules
from casino.pit_settings import PitSettings
from casino.services import Services
from casino.services.errors import PermissionDenied
from casino.services.tables import OpenerDiffers, TableService
from casino.services.tables.openers import OpenerCheck
from casino.store import models as m
from casino.store.verify import verify

CLOSER = {10000: 26, 100: 72, 1: 24}
"""2,672.24: the audit's closer."""
LATER_OPENER = {10000: 37, 100: 13}
"""3,713.00: the audit's opener, 1,040.76 more."""


def _closed(services: Services, staff: Staff, closer: dict[int, int] = CLOSER) -> tuple[int, int]:
    """A Sekhoma table opened and closed with ``closer``; its id and the open shift's."""
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    services.tables.close_table(staff.boss, table, closer, Staff.witness(staff.dealer))
    return table, services.shifts.open_shifts()[0][0]


def _discrepancies(services: Services) -> list[m.CountDiscrepancy]:
    with services.db.read() as session:
        return list(session.scalars(select(m.CountDiscrepancy).order_by(m.CountDiscrepancy.id)))


def test_an_opener_equal_to_the_last_closer_opens_without_a_discrepancy(
    services: Services, staff: Staff
) -> None:
    table, shift = _closed(services, staff)
    assert services.tables.opener_check(table, CLOSER) is None
    services.tables.open_table(staff.boss, table, shift, CLOSER, Staff.witness(staff.dealer))
    assert _discrepancies(services) == []


def test_the_audits_opener_is_refused_until_the_pit_boss_has_seen_the_difference(
    services: Services, staff: Staff
) -> None:
    table, shift = _closed(services, staff)
    before = row_counts(services.db)
    with pytest.raises(OpenerDiffers, match=r"3,713\.00.*2,672\.24.*\+1,040\.76") as refused:
        services.tables.open_table(
            staff.boss, table, shift, LATER_OPENER, Staff.witness(staff.dealer)
        )
    assert row_counts(services.db) == before, "a refused opener writes nothing"

    check = services.tables.opener_check(table, LATER_OPENER)
    assert check == refused.value.check
    assert check is not None
    assert (check.closer_total, check.opener_total, check.difference) == (
        267224,
        371300,
        104076,
    )
    assert check.level == "regulator"
    assert check.lines() == [(10000, 26, 37), (100, 72, 13), (1, 24, 0)]

    session_id = services.tables.open_table(
        staff.boss, table, shift, LATER_OPENER, Staff.witness(staff.dealer), seen=check
    )
    (row,) = _discrepancies(services)
    assert (row.table_session_id, row.difference, row.level, row.seen_by_id) == (
        session_id,
        104076,
        "regulator",
        staff.boss.user_id,
    )
    with services.db.read() as session:
        opener = session.get(m.Inventory, row.opener_id)
        closer = session.get(m.Inventory, row.closer_id)
        assert opener is not None and closer is not None
        assert (opener.kind, opener.total, closer.kind, closer.total) == (
            "opener",
            371300,
            "closer",
            267224,
        )
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "opener discrepancy")
        ).all()
        assert len(logged) == 1 and "1,040.76" in logged[0]
        assert [c.problem for c in verify(session) if c.problem is not None] == []


def test_chips_that_changed_denomination_are_a_discrepancy_even_when_the_totals_agree(
    services: Services, staff: Staff
) -> None:
    table, shift = _closed(services, staff, {500: 2})
    check = services.tables.opener_check(table, {100: 10})
    assert check is not None
    assert (check.difference, check.level, check.lines()) == (
        0,
        "below",
        [(500, 2, 0), (100, 0, 10)],
    )
    services.tables.open_table(
        staff.boss, table, shift, {100: 10}, Staff.witness(staff.dealer), seen=check
    )
    assert [r.level for r in _discrepancies(services)] == ["below"]


@pytest.mark.parametrize(
    ("difference", "level"),
    [
        (2500, "below"),
        (2501, "report"),
        (9999, "report"),
        (10000, "regulator"),
        (-10000, "regulator"),
    ],
)
def test_the_default_thresholds_report_above_25_and_copy_the_regulator_from_100(
    difference: int, level: str
) -> None:
    assert PitSettings().level(difference) == level


def test_the_thresholds_come_from_the_site_settings(services: Services, staff: Staff) -> None:
    table, _shift = _closed(services, staff, {100: 10})
    strict = TableService(services.db, PitSettings(opener_report_above=0, opener_regulator_from=1))
    check = strict.opener_check(table, {100: 9, 1: 99})
    assert check is not None and (check.difference, check.level) == (-1, "regulator")


def test_a_difference_that_changed_since_it_was_shown_is_refused(
    services: Services, staff: Staff
) -> None:
    """The closer was recounted after the pit boss saw the difference: what was seen no
    longer stands, so the opener is refused with the difference as it is now."""
    table, shift = _closed(services, staff)
    seen = services.tables.opener_check(table, LATER_OPENER)
    assert seen is not None
    with services.db.read() as session:
        closer_id = session.scalar(
            select(m.Inventory.id)
            .where(m.Inventory.kind == "closer")
            .order_by(m.Inventory.id.desc())
        )
    assert closer_id is not None
    services.tables.recount(
        staff.boss, closer_id, LATER_OPENER, Staff.witness(staff.dealer), "miscounted hundreds"
    )
    with pytest.raises(OpenerDiffers, match="changed since the difference was shown"):
        services.tables.open_table(
            staff.boss, table, shift, {10000: 1}, Staff.witness(staff.dealer), seen=seen
        )
    assert services.tables.opener_check(table, LATER_OPENER) is None, "now they agree"
    services.tables.open_table(staff.boss, table, shift, LATER_OPENER, Staff.witness(staff.dealer))
    assert _discrepancies(services) == []


def test_a_forged_check_is_not_accepted_as_seen(services: Services, staff: Staff) -> None:
    """``seen`` must equal the difference the service computes now: a caller cannot wave
    an opener through with a made-up check."""
    table, shift = _closed(services, staff)
    forged = OpenerCheck(table, 1, ((100, 1),), ((100, 1),), "below")
    with pytest.raises(OpenerDiffers):
        services.tables.open_table(
            staff.boss, table, shift, LATER_OPENER, Staff.witness(staff.dealer), seen=forged
        )


def test_a_count_is_signed_by_the_dealer_and_a_supervisor_never_two_supervisors(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    shift = services.shifts.open_shifts()[0][0]
    before = row_counts(services.db)
    for second in (staff.boss2, staff.admin):
        with pytest.raises(PermissionDenied, match="only a dealer may sign the closer"):
            services.tables.close_table(staff.boss, table, OPENER, Staff.witness(second))
    assert row_counts(services.db) == before
    services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))
    with pytest.raises(PermissionDenied, match="only a dealer may sign the opener"):
        services.tables.open_table(staff.boss, table, shift, OPENER, Staff.witness(staff.boss2))
    with services.db.read() as session:
        count = session.scalar(select(m.Inventory.id).order_by(m.Inventory.id.desc()))
    assert count is not None
    with pytest.raises(PermissionDenied, match="only a dealer may sign the recount"):
        services.tables.recount(staff.boss, count, OPENER, Staff.witness(staff.admin), "check")
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        # a dealer counts with a dealer: the supervisor is missing
        services.tables.open_table(staff.dealer, table, shift, OPENER, Staff.witness(staff.dealer2))
    services.tables.open_table(staff.boss, table, shift, OPENER, Staff.witness(staff.dealer))
