"""The accounting role reads slips, counts and reports and changes nothing (compliance
requirement 8; separation of duties, requirement 15): every service that writes refuses an
accountant as the one acting and as the second signer, and nothing is written; the
reads an auditor needs answer. SQLite; the reads on PostgreSQL too."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from sqlalchemy import select
from store_fixtures import OPENER, Staff, new_id, open_table, row_counts

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import PermissionDenied
from casino.services.users.auth import Signature
from casino.services.when import gaming_day
from casino.store import models as m

ACCOUNTANT = ("Alma Accounts", "8080")


@pytest.mark.postgres  # every read the pit's records give, as each database selects them
def test_an_accountant_reads_everything_and_changes_nothing(
    services: Services, staff: Staff
) -> None:
    services.auth.add_user(*ACCOUNTANT[:1], "accounting", ACCOUNTANT[1], by=staff.admin)
    services.auth.add_user("Cora Counter", "count_team", "5050", by=staff.admin)
    services.auth.add_user("Ivo Counter", "count_team", "6060", by=staff.admin)
    accountant = services.auth.sign_in(*ACCOUNTANT, "accounts office")
    signs = Signature(*ACCOUNTANT)
    table = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-A")
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "P1", 5000), new_id())
    slip = services.shifts.fill(staff.boss, table, {100: 5}, Staff.witness(staff.dealer))
    closed = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-B")
    services.tables.close_table(staff.boss, closed, OPENER, Staff.witness(staff.dealer))
    shift = services.shifts.open_shifts()[0][0]
    with services.db.read() as session:
        count = session.scalar(select(m.Inventory.id).order_by(m.Inventory.id.desc()))
        closed_session = session.scalar(
            select(m.TableSession.id).where(m.TableSession.closed_at.is_not(None))
        )
        version = session.scalar(select(m.RuleVersion.id))
    assert count is not None and closed_session is not None and version is not None
    counter = services.auth.sign_in("Cora Counter", "5050", "count room")
    drop = services.count_room.enter_count(
        counter, closed_session, {"cash": {100: 3}}, Signature("Ivo Counter", "6060")
    )
    complaint = services.complaints.record(staff.dealer, table, None, 1, "P1", "slow", "")
    boss, dealer = Staff.witness(staff.boss), Staff.witness(staff.dealer)

    acting: list[Callable[[], object]] = [
        lambda: services.rules.publish(
            accountant, SekhomaRules(ante=200), "mine", approved_by=boss
        ),
        lambda: services.rules.assign(accountant, table, version),
        lambda: services.tables.create_table(accountant, "sekhoma", "SK-mine", version),
        lambda: services.tables.open_table(accountant, closed, shift, OPENER, dealer),
        lambda: services.tables.close_table(accountant, table, OPENER, dealer),
        lambda: services.tables.recount(accountant, count, OPENER, dealer, "check"),
        lambda: services.tables.submit(accountant, table, SeatPlayer(2, "P2", 500), new_id()),
        lambda: services.shifts.open_shift(accountant, "Audit shift"),
        lambda: services.shifts.close_shift(accountant, shift),
        lambda: services.shifts.fill(accountant, table, {100: 1}, dealer, command_id=new_id()),
        lambda: services.shifts.credit(accountant, table, {100: 1}, dealer, command_id=new_id()),
        lambda: services.slips.void_slip(accountant, slip.id, "audit", boss),
        lambda: services.count_room.enter_count(
            accountant, closed_session, {"cash": {100: 1}}, Signature("Ivo Counter", "6060")
        ),
        lambda: services.count_room.resolve(accountant, drop, "looks fine"),
        lambda: services.complaints.record(accountant, table, None, 1, "P1", "x", ""),
        lambda: services.complaints.add_note(accountant, complaint, "noted"),
        lambda: services.auth.add_user("Eve", "dealer", "5802", by=accountant),
        lambda: services.auth.deactivate(accountant, "Sam Dealer", "audit"),
        lambda: services.auth.reset_pin(accountant, "Sam Dealer", "5802"),
    ]
    signing: list[Callable[[], object]] = [
        lambda: services.shifts.fill(staff.boss, table, {100: 1}, signs, command_id=new_id()),
        lambda: services.tables.close_table(staff.boss, table, OPENER, signs),
        lambda: services.slips.void_slip(staff.dealer, slip.id, "audit", signs),
        lambda: services.tables.void(staff.dealer, table, "misdeal", signs, new_id()),
    ]
    before = row_counts(services.db)
    for call in acting:
        with pytest.raises(PermissionDenied, match="Alma Accounts is an accountant"):
            call()
    for call in signing:
        with pytest.raises(PermissionDenied, match="Alma Accounts is an accountant"):
            call()
    after = row_counts(services.db)
    changed = {t for t in after if after[t] != before[t]}
    assert changed <= {"significant_events", "login_sessions"}, changed

    # What an auditor reads.
    day = gaming_day(m.utcnow())
    assert services.reports.shift_report(shift).tables
    assert [s.id for s in services.slips.slips(day)] == [slip.id]
    assert services.slips.slip_gaps(day).lines == ()
    assert [v.table_session_id for v in services.count_room.variances()] == [closed_session]
    assert services.periods.period_report("day", day).tables
    assert services.complaints.complaints(table_id=table)
    assert isinstance(day, date)
