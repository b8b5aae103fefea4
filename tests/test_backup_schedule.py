"""Backups on a schedule (``casino.services.pit.backups``), on a SQLite file and on the scratch
PostgreSQL server (``store_fixtures``): the schedule and the retention as pit settings on the
record (an older version without them reads back with the defaults), a backup made when due
and not before, checked by restoring it into a scratch target (a copy changed after it was
made is recorded as failed, with the reason), a failure recorded and tried again an hour
later, copies past the retention moved to ``archive/`` and recorded (a missing one too),
a ``BackupMade`` put into the database by hand never counted, what the pit overview says,
and ``casino db backups``.
"""

from __future__ import annotations

import argparse
import io
import json
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import select, text
from sqlalchemy.engine import make_url
from store_fixtures import Staff, tamper

from casino.cli.backup import cmd_db_backups, register_backups
from casino.pit_settings import PitSettings, PitSettingsError, from_toml, parse, to_toml
from casino.services import Services
from casino.services.pit import backups
from casino.services.pit import settings as pit_record
from casino.services.pit.backups import ARCHIVE, BackupService
from casino.services.pit.settings import SettingsTampered
from casino.services.when import local_time
from casino.store import backup as bk
from casino.store import clock, roles
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from casino.store.verify import verify

pytestmark = pytest.mark.postgres
"""Backup and restore are the database's subject: every database test runs on both."""

HOUR = timedelta(hours=1)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    made = tmp_path / "backups"
    made.mkdir()
    return made


@pytest.fixture
def service(services: Services) -> BackupService:
    return BackupService(services.db)


def intact(db: Database) -> None:
    """``casino verify``'s checks (the backup events among the administrative ones)."""
    with db.read() as session:
        problems = [str(c.problem) for c in verify(session) if c.problem is not None]
    assert problems == []


def files(where: Path) -> list[str]:
    """Every name in ``where`` and below, hidden ones too (a scratch left behind shows)."""
    return sorted(str(p.relative_to(where)) for p in where.rglob("*"))


def scratch_databases(db: Database) -> list[str]:
    if not db.postgres:
        return []
    with db.engine.connect() as connection:
        return list(
            connection.execute(
                text("SELECT datname FROM pg_database WHERE datname LIKE 'casino_check_%'")
            ).scalars()
        )


# --- the settings on the record ----------------------------------------------------------------


def test_the_schedule_and_retention_are_pit_settings_with_defaults() -> None:
    assert (PitSettings().backup_every_hours, PitSettings().backup_keep_years) == (24, 5)
    old = {"opener_report_above": 2500, "opener_regulator_from": 10000, "markers": False}
    assert parse(old) == PitSettings()  # a version made before the settings existed
    site = from_toml("[pit]\nbackup_every_hours = 6\nbackup_keep_years = 7\n")
    assert (site.backup_every_hours, site.backup_keep_years) == (6, 7)
    assert "backup_every_hours = 6\nbackup_keep_years = 7\n" in to_toml(site)
    assert from_toml(to_toml(site)) == site


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ({"backup_every_hours": 0}, "backup_every_hours must be a whole number of hours from 1"),
        ({"backup_every_hours": "24"}, "backup_every_hours must be a whole number of hours"),
        ({"backup_every_hours": True}, "backup_every_hours must be a whole number of hours"),
        ({"backup_every_hours": 24 * 31 + 1}, "from 1 to 744, not 745"),
        ({"backup_keep_years": 0}, "backup_keep_years must be a whole number of years from 1"),
        ({"backup_keep_years": 101}, "from 1 to 100, not 101"),
    ],
)
def test_a_schedule_or_retention_that_cannot_be_used_is_refused_by_name(
    section: dict[str, object], message: str
) -> None:
    with pytest.raises(PitSettingsError, match=message):
        parse(section)


def test_a_version_made_without_the_backup_settings_reads_back_with_the_defaults(
    services: Services, staff: Staff, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A version stored as the release before this one stored it (no backup keys) is in
    force with the defaults, and still checks against its record."""

    def without_backups(settings: PitSettings) -> dict[str, Any]:
        data = to_data(settings)
        del data["backup_every_hours"], data["backup_keep_years"]
        return data

    to_data = pit_record.to_data
    monkeypatch.setattr(pit_record, "to_data", without_backups)
    services.pit_settings.change(
        staff.admin, PitSettings(opener_report_above=3000), "older release",
        approved_by=Staff.witness(staff.boss),
    )  # fmt: skip
    monkeypatch.undo()
    with services.db.read() as session:
        stored = json.loads(session.scalars(select(m.PitSettingsVersion.settings)).one())
    assert "backup_every_hours" not in stored and stored["opener_report_above"] == 3000
    assert services.settings == PitSettings(opener_report_above=3000)
    assert services.settings.backup_every_hours == 24


def test_settings_changed_outside_the_console_leave_the_backups_to_the_defaults(
    services: Services, staff: Staff, service: BackupService, folder: Path
) -> None:
    """A settings version edited by hand (a schedule of 744 hours: no backup for a month)
    is not obeyed, and neither blanks the pit overview nor stops the backups."""
    services.pit_settings.change(
        staff.admin, PitSettings(backup_every_hours=6), "every six hours",
        approved_by=Staff.witness(staff.boss),
    )  # fmt: skip
    made = service.run(folder)
    assert service.due(made.at + 7 * HOUR)
    tamper(services.db, "pit_settings_versions",
           "UPDATE pit_settings_versions SET settings = :s", s='{"backup_every_hours": 744}')
    with pytest.raises(SettingsTampered):
        services.pit_settings.current()
    assert service.due(made.at + 24 * HOUR) and not service.due(made.at + 23 * HOUR)
    assert services.pit.backup_status() == backups.BackupStatus(made.at, 24)
    assert service.run_due(folder, made.at + 24 * HOUR) is not None


# --- a backup made when due ----------------------------------------------------------------------


def test_a_backup_is_made_when_due_checked_by_a_restore_and_recorded(
    services: Services, service: BackupService, folder: Path
) -> None:
    assert service.due() and service.last_good() is None and service.history() == []
    line = service.run_due(folder)
    assert line is not None and line.kind == "made" and line.ok and line.restored
    copy = Path(line.file)
    assert copy.parent == folder and copy.name.startswith("casino-") and copy.is_file()
    assert line.sha256 == bk.file_sha256(copy) and line.size == copy.stat().st_size
    kind = "PostgreSQL database" if services.db.postgres else "SQLite file"
    assert line.detail.startswith(f"restored into a scratch {kind} as casino db restore does")
    # Nothing of the check is left behind: no scratch file, no scratch database.
    assert files(folder) == [copy.name, bk.manifest_path(copy).name]
    assert scratch_databases(services.db) == []
    assert service.last_good() == line
    assert [h.seq for h in service.history()] == [line.seq]  # its start shown by its result

    # Not due again until a period after it started; then due.
    assert not service.due(line.at + 23 * HOUR)
    assert service.run_due(folder) is None
    assert service.due(line.at + 24 * HOUR)
    again = service.run_due(folder, line.at + 24 * HOUR)
    assert again is not None and again.ok and again.file != line.file
    assert [h.seq for h in service.history()] == [again.seq, line.seq]
    assert [h.seq for h in service.history(limit=1)] == [again.seq]
    # "Back up now" is made whatever the schedule says.
    now = service.run(folder)
    assert now.ok and service.last_good() == now
    intact(services.db)


def test_the_schedule_is_the_settings_version_in_force(
    services: Services, staff: Staff, service: BackupService, folder: Path
) -> None:
    made = service.run(folder)
    assert not service.due(made.at + 7 * HOUR)
    services.pit_settings.change(
        staff.admin, PitSettings(backup_every_hours=6), "backups every six hours",
        approved_by=Staff.witness(staff.boss),
    )  # fmt: skip
    assert service.due(made.at + 7 * HOUR) and not service.due(made.at + 5 * HOUR)


def test_a_failed_backup_is_recorded_with_its_reason_and_tried_again_an_hour_later(
    services: Services, service: BackupService, tmp_path: Path
) -> None:
    unmounted = tmp_path / "backup-disk"
    line = service.run_due(unmounted)
    assert line is not None and line.kind == "failed" and not line.ok
    assert line.detail == f"the folder {unmounted} does not exist: create it first"
    assert not unmounted.exists()  # never made here: it may be a disk that is not mounted
    assert service.last_good() is None
    assert not service.due(line.at + 59 * timedelta(minutes=1))
    assert service.due(line.at + HOUR)
    assert [(h.kind, h.detail) for h in service.history()] == [("failed", line.detail)]
    intact(services.db)


def test_a_copy_that_does_not_restore_is_recorded_as_failed(
    services: Services, service: BackupService, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check is real: a copy changed between being made and being checked (one byte, as
    a failing disk would) is refused by the restore, and the record says why."""
    made = bk.backup

    def then_changed(url: str | None, out: str | Path) -> bk.Manifest:
        manifest = made(url, out)
        with Path(out).open("r+b") as copy:
            copy.seek(200)
            byte = copy.read(1)
            copy.seek(200)
            copy.write(bytes([byte[0] ^ 0xFF]))
        return manifest

    monkeypatch.setattr(bk, "backup", then_changed)
    line = service.run(folder)
    assert line.kind == "failed" and not line.ok
    assert line.detail == (
        f"the backup {line.file} was changed since it was made: its SHA-256 is not the one "
        "its manifest recorded"
    )
    assert service.last_good() is None and service.due(line.at + HOUR)
    assert scratch_databases(services.db) == []


def test_of_two_servers_on_one_floor_only_one_makes_the_backup_that_is_due(
    services: Services, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both servers find the backup due (held at a barrier until both have); the
    administrative lock lets one claim it, and the other, deciding again under the lock,
    makes none."""
    barrier = threading.Barrier(2)
    found_due = BackupService.due

    def due_then_wait(self: BackupService, now: datetime | None = None) -> bool:
        due = found_due(self, now)
        barrier.wait(timeout=60)
        return due

    monkeypatch.setattr(BackupService, "due", due_then_wait)
    url = services.db.engine.url.render_as_string(hide_password=False)
    servers = [Database(url), Database(url)]
    results: list[Any] = [None, None]

    def serve(index: int) -> None:
        results[index] = BackupService(servers[index]).run_due(folder)

    threads = [threading.Thread(target=serve, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    for server in servers:
        server.dispose()
    made = [r for r in results if r is not None]
    assert len(made) == 1 and made[0].ok
    assert len(list(folder.glob("*.backup"))) == 1
    assert [h.kind for h in BackupService(services.db).history()] == ["made"]


# --- retention ---------------------------------------------------------------------------------


def at(when: datetime) -> Any:
    """The record's clock set to ``when`` (the demo's way of writing the past)."""
    return clock.simulated(lambda: when)


def test_copies_past_the_retention_are_archived_and_recorded_never_dropped(
    services: Services, service: BackupService, folder: Path
) -> None:
    today = datetime.now(UTC)
    with at(today - timedelta(days=365 * 7)):
        gone = service.run(folder)
    with at(today - timedelta(days=365 * 6)):
        old = service.run(folder)
    with at(today - timedelta(days=365 * 4)):
        kept = service.run(folder)
    assert gone.ok and old.ok and kept.ok
    Path(gone.file).unlink()  # removed by hand: the record must say so
    bk.manifest_path(Path(gone.file)).unlink()

    new = service.run(folder)
    old_copy, kept_copy = Path(old.file), Path(kept.file)
    assert not old_copy.exists() and not bk.manifest_path(old_copy).exists()
    archived = folder / ARCHIVE / old_copy.name
    assert archived.is_file() and bk.manifest_path(archived).is_file()
    assert bk.file_sha256(archived) == old.sha256  # moved, whole
    assert kept_copy.is_file() and Path(new.file).is_file()
    lines = service.history()
    assert [(h.kind, h.file) for h in lines[:3]] == [
        ("archived", old.file), ("missing", gone.file), ("made", new.file),
    ]  # fmt: skip
    assert lines[0].detail.startswith(f"moved to {archived}, past the retention of 5 years")
    assert lines[1].detail.startswith("past the retention, but neither in its folder nor in")

    service.run(folder)  # the next run records neither again
    kinds = [h.kind for h in service.history()]
    assert kinds.count("archived") == 1 and kinds.count("missing") == 1
    intact(services.db)


# --- what is never counted, and what the pit sees --------------------------------------------


def test_a_backup_put_into_the_database_by_hand_is_never_counted(
    services: Services, service: BackupService
) -> None:
    with services.db.read() as session:
        seq = int(session.scalar(select(m.AdminEvent.seq).order_by(m.AdminEvent.seq.desc())) or 0)
    data = {"type": backups.MADE, "file": "/nowhere/casino.backup", "checked": "trust me"}
    with services.db.engine.begin() as connection:
        connection.execute(
            m.AdminEvent.__table__.insert(),
            {"seq": seq + 1, "type": backups.MADE,
             "data": json.dumps(data, sort_keys=True, separators=(",", ":")),
             "at": datetime.now(UTC), "user_id": None, "hash": "0" * 64},
        )  # fmt: skip
    assert service.last_good() is None and service.due()
    (forged,) = service.history()
    assert forged.kind == "made" and not forged.authentic and not forged.ok
    assert forged.text.endswith("[NOT under the site key: written outside the console]")
    status = services.pit.backup_status()
    assert status.last_good is None and status.text() == "No backup on record"


def test_the_pit_overview_says_when_the_last_good_backup_was_made(
    services: Services, service: BackupService, folder: Path
) -> None:
    status = services.pit.backup_status()
    assert status == backups.BackupStatus(None, 24)
    assert status.warning() and status.text() == "No backup on record"
    made = service.run(folder)
    status = services.pit.backup_status()
    assert status.last_good == made.at and not status.warning()
    assert status.text().startswith("Last good backup: ")
    assert "older" not in status.text()
    assert not status.warning(made.at + 48 * HOUR)
    late = made.at + 48 * HOUR + timedelta(seconds=1)
    assert status.warning(late)
    assert status.text(late).endswith("(older than two periods of the schedule, every 24 h)")


# --- PostgreSQL: a login that may not create a database ----------------------------------


@pytest.fixture
def console_login(services: Services, postgres: ScratchPostgres) -> Iterator[Database]:
    """The test's database through a console role (no CREATEDB), as a locked-down floor
    server might sign in."""
    if not services.db.postgres:
        pytest.skip("PostgreSQL's logins are the subject")
    role = f"backup_{uuid.uuid4().hex[:10]}"
    roles.set_up_consoles(services.db.engine, role, None)
    url = make_url(services.db.engine.url).set(username=role)
    login = Database(url.render_as_string(hide_password=False))
    yield login
    login.dispose()


def test_a_login_that_may_not_create_a_database_says_what_it_checked(
    console_login: Database, folder: Path
) -> None:
    service = BackupService(console_login)
    line = service.run(folder)
    assert line.ok and not line.restored
    assert line.detail == (
        "not restored, as this database login may not create a scratch database: its "
        "manifest's seal and SHA-256 were checked again, and pg_restore --list found every "
        "table's data when it was made"
    )
    assert service.last_good() == line and not service.due()
    assert service.run_due(folder) is None
    assert service.history()[0] == line
    intact(console_login)


# --- casino db backups -------------------------------------------------------------------------


def backups_command(*args: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="casino")
    register_backups(parser.add_subparsers(dest="db_command"))
    parsed = parser.parse_args(["backups", *args])
    out, err = io.StringIO(), io.StringIO()
    code = cmd_db_backups(parsed, out, err)
    return code, out.getvalue(), err.getvalue()


def test_casino_db_backups_lists_the_record_and_backs_up_now(
    services: Services, folder: Path
) -> None:
    url = services.db.engine.url.render_as_string(hide_password=False)
    assert backups_command("--db", url) == (0, "No backup on record.\n", "")
    code, out, err = backups_command("--db", url, "--now", "--folder", str(folder))
    assert (code, err) == (0, "")
    (copy,) = folder.glob("*.backup")
    assert out.startswith("backed up to ") and f"{copy}" in out and out.count("\n") == 1
    code, out, err = backups_command("--db", url)
    assert code == 0 and err == ""
    assert out.splitlines()[0].startswith("Last good backup: ")
    assert f"made      {copy}: restored into a scratch" in out
    code, out, err = backups_command("--db", url, "--now")
    assert (code, out) == (2, "")
    assert err == "casino db backups: --now needs --folder DIR, the folder to back up into\n"
    code, out, err = backups_command("--db", url, "--now", "--folder", str(folder / "no"))
    assert code == 1 and out == ""
    assert err == f"casino db backups: the folder {folder / 'no'} does not exist: create it first\n"


def test_scratch_databases_are_named_apart_from_the_floors(
    services: Services, postgres: ScratchPostgres
) -> None:
    """Guards the cleanup check above: it would pass vacuously if it could not see a
    scratch database at all."""
    if not services.db.postgres:
        pytest.skip("PostgreSQL's databases")
    with psycopg.connect(
        f"host=127.0.0.1 port={postgres.port} user={postgres.user} dbname=postgres",
        autocommit=True,
    ) as conn:
        conn.execute('CREATE DATABASE "casino_check_probe"')
        try:
            assert "casino_check_probe" in scratch_databases(services.db)
        finally:
            conn.execute('DROP DATABASE "casino_check_probe"')


# --- the pit overview's line, on the screen ------------------------------------------------------


@pytest.mark.usefixtures("ui_settings")
def test_the_overview_screen_warns_until_a_good_backup_is_made(
    qtbot: Any, ui_services: Services, folder: Path
) -> None:
    from ui_fixtures import signed_in_console

    from ui.main_window import MainWindow

    window = MainWindow(signed_in_console(ui_services, "boss"))
    qtbot.addWidget(window)
    window.show()
    window.pit.timer.stop()
    label = window.pit.backup
    window.pit.refresh_now()
    assert label.text() == "No backup on record" and label.property("kind") == "warning"
    made = BackupService(ui_services.db).run(folder)
    window.pit.refresh_now()
    assert label.text() == f"Last good backup: {local_time(made.at)}"
    assert label.property("kind") == "ok"
    # Judged again as time passes, without a read: two periods later it warns.
    with at(made.at + 48 * HOUR + timedelta(minutes=1)):
        window.pit.backup_timer.timeout.emit()
    assert label.property("kind") == "warning"
    assert label.text().endswith("(older than two periods of the schedule, every 24 h)")
