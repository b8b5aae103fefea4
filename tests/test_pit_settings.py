"""The pit's settings: one set for the floor, on the administrative record (issue 34, item 3).

Defaults, what a site may set and one clear message for each setting that cannot be used
(which roles may request, issue and sign fills and credits is configuration, not code); then
where the settings live: versions made by an administrator and approved by a second
supervisor, in force on every console at once, checked against the record as they are read,
printed on the reports; and a ``[pit]`` left in a console's own ``config.toml`` ignored, said
once.
"""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

import pytest
from cli_runner import run_casino
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from store_fixtures import Staff, open_table, tamper

from casino.games.sekhoma.rules import SekhomaRules
from casino.pit_settings import (
    DUTIES,
    IGNORED,
    HoldBand,
    PitSettings,
    PitSettingsError,
    from_toml,
    parse,
    to_toml,
)
from casino.services import Services
from casino.services.errors import InputError, PermissionDenied
from casino.services.pit.settings import DEFAULTS, SettingsTampered
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database
from casino.store.verify import verify

SITE = """
[pit]
opener_report_above = 5000
opener_regulator_from = 50000
markers = true

[pit.roles]
fill_issue = ["admin"]
fill_sign = ["dealer"]
count_enter = ["count_team", "pit_boss"]

[pit.hold.sekhoma]
low = "1.5"
high = "20"
"""
DEALERS_ISSUE = PitSettings(roles={**DUTIES, "fill_issue": ("dealer",)})
"""The settings of the issue's console file: a dealer may issue a fill."""


def test_without_a_version_the_defaults_hold(services: Services) -> None:
    settings = services.settings
    assert settings == PitSettings() and services.pit_settings.current() is None
    assert (settings.opener_report_above, settings.opener_regulator_from) == (2500, 10000)
    assert settings.may("fill_issue") == ("pit_boss", "admin")
    assert settings.may("count_enter") == ("count_team",)
    assert not settings.markers


def test_a_site_sets_its_thresholds_duties_bands_and_markers() -> None:
    settings = from_toml(SITE)
    assert settings.level(5000) == "below" and settings.level(5001) == "report"
    assert settings.level(50000) == "regulator"
    assert settings.may("fill_issue") == ("admin",)
    assert settings.may("fill_sign") == ("dealer",)
    assert settings.may("credit_issue") == DUTIES["credit_issue"], "unnamed duties keep defaults"
    assert settings.may("count_enter") == ("count_team", "pit_boss")
    assert settings.hold == {"sekhoma": HoldBand(Decimal("1.5"), Decimal("20"))}
    assert settings.markers
    assert from_toml(to_toml(settings)) == settings  # shown as it is read back


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ({"opener_report_above": -1}, "opener_report_above must be a whole number"),
        ({"opener_report_above": "25.00"}, "opener_report_above must be a whole number"),
        ({"opener_report_above": True}, "opener_report_above must be a whole number"),
        ({"opener_regulator_from": 100}, "must be above opener_report_above"),
        ({"roles": {"fill_issue": ["accounting"]}}, "reads the record and may change nothing"),
        ({"roles": {"fill_issue": ["cashier"]}}, "'cashier', which is no role"),
        ({"roles": {"fill_issue": []}}, "must be a list of role names"),
        ({"roles": {"void_slip": ["admin"]}}, "no duty 'void_slip'"),
        ({"hold": {"sekhoma": {"low": "9", "high": "3"}}}, "low (9) must be below high (3)"),
        ({"hold": {"sekhoma": {"low": "x", "high": "3"}}}, "must be a percentage"),
        ({"hold": {"sekhoma": {"low": "1"}}}, "must give low and high"),
        ({"markers": "yes"}, "markers must be true or false"),
        ({"opener_thresholds": 1}, "no setting 'opener_thresholds'"),
    ],
)
def test_a_setting_that_cannot_be_used_is_refused_by_name(
    section: dict[str, object], message: str
) -> None:
    with pytest.raises(PitSettingsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse(section)


@pytest.fixture
def console_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This machine's ``config.toml``, holding the issue's ``[pit.roles]``."""
    folder = tmp_path / "config" / "casino-console"
    folder.mkdir(parents=True)
    path = folder / "config.toml"
    path.write_text('[pit.roles]\nfill_issue = ["dealer"]\n', encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return path


def test_a_consoles_own_file_gives_no_dealer_a_supervisors_duty_and_says_so_once(
    services: Services, staff: Staff, console_file: Path
) -> None:
    """The issue's finding: one console's ``[pit.roles] fill_issue = ["dealer"]`` let a
    dealer issue a fill to another dealer. The file is not read; the console says so once."""
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    with pytest.raises(PermissionDenied, match="only a pit boss or an administrator may issue"):
        services.slips.fill(staff.dealer, table, {100: 5}, Staff.witness(staff.dealer2))
    services.started("test console")
    assert services.notices[-1] == IGNORED.format(path=console_file)
    again = Services(services.db)
    again.started("test console")
    assert IGNORED.format(path=console_file) not in again.notices  # said once
    again.stopped("test console")
    services.stopped("test console")


@pytest.mark.postgres  # the record and two consoles on each database
def test_an_administrator_changes_them_with_a_second_supervisor_for_every_console(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    change = services.pit_settings.change
    with pytest.raises(PermissionDenied, match="only an administrator may change the pit"):
        change(staff.boss, DEALERS_ISSUE, "dealers issue", approved_by=Staff.witness(staff.admin))
    with pytest.raises(InputError, match="nobody approves the settings they make"):
        change(staff.admin, DEALERS_ISSUE, "dealers issue", approved_by=Staff.witness(staff.admin))
    with pytest.raises(PermissionDenied, match="only a pit boss or an administrator may approve"):
        change(staff.admin, DEALERS_ISSUE, "x", approved_by=Staff.witness(staff.dealer))
    with pytest.raises(InputError, match="needs a note"):
        change(staff.admin, DEALERS_ISSUE, " ", approved_by=Staff.witness(staff.boss))
    assert services.pit_settings.current() is None

    other_console = Services(Database(services.db.url))
    number = change(
        staff.admin, DEALERS_ISSUE, "dealers issue fills", approved_by=Staff.witness(staff.boss)
    )
    assert number == 1
    # In force at once on another console: the dealer issues, a supervisor signs.
    slip = other_console.slips.fill(staff.dealer, table, {100: 5}, Staff.witness(staff.boss))
    assert slip.number == 1
    with pytest.raises(InputError, match="in force already"):
        change(staff.admin, DEALERS_ISSUE, "again", approved_by=Staff.witness(staff.boss))
    (version,) = other_console.pit_settings.history()
    assert (version.version, version.created_by, version.approved_by) == (
        1, "Ada Admin", "Pat Pitboss",
    )  # fmt: skip
    assert version.settings == DEALERS_ISSUE and version.note == "dealers issue fills"
    other_console.db.dispose()


@pytest.mark.postgres
def test_a_version_changed_or_inserted_outside_the_console_is_refused_and_named(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    services.pit_settings.change(
        staff.admin, PitSettings(opener_report_above=3000), "stricter openers",
        approved_by=Staff.witness(staff.boss),
    )  # fmt: skip
    forged = '{"roles": {"fill_issue": ["dealer"]}}'
    change_it = text("UPDATE pit_settings_versions SET settings = :s")
    # A console's own login cannot: the table is append-only.
    with pytest.raises(DBAPIError, match="append-only"), services.db.engine.begin() as conn:
        conn.execute(change_it, {"s": forged})
    tamper(services.db, "pit_settings_versions", "UPDATE pit_settings_versions SET settings = :s",
           s=forged)  # fmt: skip
    with pytest.raises(SettingsTampered, match="version 1 is not as the record left it"):
        services.slips.fill(staff.dealer, table, {100: 5}, Staff.witness(staff.dealer2))
    with services.db.read() as session:
        found = [str(c.problem) for c in verify(session) if c.problem is not None]
    assert any("pit settings version 1" in problem for problem in found), found

    with services.db.engine.begin() as conn:  # a version of one's own, on no record
        conn.execute(
            text(
                "INSERT INTO pit_settings_versions (version, settings, note, created_at, "
                "created_by_id, approved_by_id) VALUES (2, :s, 'mine', :at, :a, :b)"
            ),
            {"s": forged, "at": m.utcnow(), "a": staff.admin.user_id, "b": staff.boss.user_id},
        )
    with pytest.raises(SettingsTampered, match="version 2 is on no administrative record"):
        services.slips.fill(staff.dealer, table, {100: 5}, Staff.witness(staff.dealer2))


def test_the_reports_print_the_version_they_were_made_under(
    services: Services, staff: Staff
) -> None:
    open_table(services, staff, "sekhoma", SekhomaRules())
    shift = services.shifts.open_shifts()[0][0]
    assert services.reports.shift_document(shift).pit_settings == DEFAULTS
    services.pit_settings.change(
        staff.admin, PitSettings(opener_report_above=3000), "stricter openers",
        approved_by=Staff.witness(staff.boss),
    )  # fmt: skip
    printed = services.reports.shift_document(shift).pit_settings
    assert printed.startswith("pit settings v1 of ")
    assert printed.endswith(", made by Ada Admin, approved by Pat Pitboss")
    today = m.utcnow().date()
    assert services.periods.period_report("day", today).pit_settings == printed
    assert services.periods.exceptions_report(today, today).pit_settings == printed


def test_the_command_line_shows_and_changes_them(tmp_path: Path, services: Services) -> None:
    url = str(services.db.url)
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "none")}
    shown = run_casino("pit-settings", "--db", url, env=env)
    assert shown.returncode == 0 and shown.stdout.startswith(f"# in force: {DEFAULTS}\n[pit]\n")
    proposed = tmp_path / "pit.toml"
    proposed.write_text(SITE, encoding="utf-8")
    made = run_casino(
        "pit-settings", "set", str(proposed), "--as", "Ada Admin", "--approver", "Pat Pitboss",
        "--note", "the site's settings", "--db", url, env=env, stdin="900900\n700700\n",
    )  # fmt: skip
    assert (made.returncode, made.stdout, made.stderr) == (
        0, "pit settings version 1 is in force\n", "",
    )  # fmt: skip
    shown = run_casino("pit-settings", "--db", url, env=env)
    assert shown.stdout.startswith("# pit settings v1 of ")
    assert from_toml(shown.stdout) == from_toml(SITE)
    refused = run_casino(
        "pit-settings", "set", str(proposed), "--as", "Pat Pitboss", "--approver", "Ada Admin",
        "--note", "mine", "--db", url, env=env, stdin="700700\n900900\n",
    )  # fmt: skip
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and "only an administrator" in refused.stderr


def test_a_fault_recorded_before_approvals_still_matches_its_record(
    services: Services,
) -> None:
    """A fault row recorded before ``approved_by_id`` existed is snapshotted without it while
    it is empty, so ``casino verify`` still finds it as recorded after the upgrade."""
    snapshot = admin.KINDS["fault"].snapshot
    with services.db.read() as session:
        row = m.TableFault(
            id=1, table_id=1, kind="chain", detail="d", raised_at=m.utcnow(), raised_by="c",
            cleared_at=None, cleared_by_id=None, note="", approved_by_id=None,
        )  # fmt: skip
        assert "approved_by_id" not in snapshot(session, row)
        row.approved_by_id = 7
        assert snapshot(session, row)["approved_by_id"] == 7
