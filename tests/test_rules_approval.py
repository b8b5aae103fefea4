"""House rules are published by one supervisor and approved by another (compliance
requirement 14: "publisher = approver"). Every version keeps who wrote it, who approved it
and when, and a superseded version stays on record. SQLite (and PostgreSQL where marked)."""

from __future__ import annotations

import pytest
from store_fixtures import Staff, row_counts

from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import AuthError, InputError, PermissionDenied
from casino.services.users.auth import Signature


def test_the_publisher_never_approves_their_own_rules(services: Services, staff: Staff) -> None:
    before = row_counts(services.db)
    with pytest.raises(InputError, match="nobody approves the rules they publish"):
        services.rules.publish(
            staff.boss, SekhomaRules(ante=200), "mine", approved_by=Staff.witness(staff.boss)
        )
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        services.rules.publish(
            staff.boss, SekhomaRules(ante=200), "mine", approved_by=Staff.witness(staff.dealer)
        )
    with pytest.raises(AuthError):
        services.rules.publish(
            staff.boss,
            SekhomaRules(ante=200),
            "mine",
            approved_by=Signature(staff.admin.name, "999999"),
        )
    after = row_counts(services.db)
    assert {t: after[t] - before[t] for t in after if after[t] != before[t]}.keys() <= {
        "significant_events",
        "users",
    }


@pytest.mark.postgres  # the versions and their history as each database keeps them
def test_a_version_keeps_its_publisher_approver_and_date_and_the_old_one_stays(
    services: Services, staff: Staff
) -> None:
    first = services.rules.publish(
        staff.boss, SekhomaRules(), "house", approved_by=Staff.witness(staff.admin)
    )
    second = services.rules.publish(
        staff.boss2, SekhomaRules(ante=200), "higher ante", approved_by=Staff.witness(staff.boss)
    )
    history = {h["id"]: h for h in services.rules.history("sekhoma")}
    assert (history[first]["created_by"], history[first]["approved_by"]) == (
        "Pat Pitboss",
        "Ada Admin",
    )
    assert (history[second]["created_by"], history[second]["approved_by"]) == (
        "Kim Pitboss",
        "Pat Pitboss",
    )
    assert history[first]["created_at"] <= history[second]["created_at"]
