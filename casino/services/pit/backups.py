"""Backups on a schedule: what the floor server runs on its timer, and what the pit reads of it.

A backup nobody checked, or one nobody remembers making, is not a backup a floor can count on,
so each one the server makes is:

- **due by the schedule on the record**: the pit's settings (``casino.pit_settings``:
  ``backup_every_hours``, daily by default) are versioned and approved like every other
  setting, so every server of a floor keeps one schedule and nobody moves it unseen;
- **claimed under the administrative lock** (a ``BackupStarted`` event): several servers may
  serve one floor, and the lock decides which one makes the backup that is due, exactly as
  it decides every other race between them;
- **made** with ``casino.store.backup.backup`` (one consistent moment, a sealed manifest) into
  the server's backup folder, which is never created here: a folder that is missing is
  usually a backup disk that is not mounted, and creating it would put the backups on the
  wrong disk without a word;
- **checked as ``casino db restore`` would check it**: restored into a scratch target (a
  SQLite file in a hidden folder beside the copy, so it needs no more room than the backup
  disk has; on PostgreSQL a scratch database, made and dropped, when the login may create
  one), then its manifest's seal and SHA-256, its row counts and heads, and every chain are
  checked. A login that may not create a database cannot restore anywhere, so then only the
  manifest is checked again, and the record says exactly that;
- **recorded** on the administrative stream, keyed and chained like every administrative
  change: ``BackupMade`` with what was checked, or ``BackupFailed`` with the reason in one
  sentence (a refused or failed backup is a fact the pit must see, not a log line on one
  machine);
- **kept for the retention the site sets** (``backup_keep_years``, five years by default):
  an older copy and its manifest are moved into the folder's ``archive/``, never deleted,
  and each move is recorded (``BackupArchived``); a copy the record knows but the folder no
  longer holds is recorded as missing (``BackupMissing``), so nothing is dropped silently.

Only events carrying the site key's MAC count (``admin.authentic``): a ``BackupMade`` put
into the database by hand must not make the pit believe the floor is backed up.

The schedule counts from when the last good backup was *started*, so the backups do not drift
later by the time each takes. A failed or abandoned attempt is tried again after ``RETRY``
(or the schedule's period, if shorter), not at every tick of the server's timer: a full disk
would otherwise write a failure a minute to the record.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, select, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from casino.i18n import _
from casino.pit_settings import PitSettings
from casino.services.pit.settings import SettingsTampered, settings_in_force
from casino.services.when import aware, local_time
from casino.store import admin
from casino.store import backup as bk
from casino.store import models as m
from casino.store.seal import SiteKey
from casino.store.unit import Database

STARTED = "BackupStarted"
MADE = "BackupMade"
FAILED = "BackupFailed"
ARCHIVED = "BackupArchived"
MISSING = "BackupMissing"
TYPES = (STARTED, MADE, FAILED, ARCHIVED, MISSING)
"""The administrative events of the backups (``casino verify`` checks them as it checks every
administrative event: chained, keyed; they record no row)."""
KINDS = {STARTED: "started", MADE: "made", FAILED: "failed", ARCHIVED: "archived",
         MISSING: "missing"}  # fmt: skip
RETRY = timedelta(hours=1)
"""How long after a failed (or started, never finished) attempt the next one is due."""
ARCHIVE = "archive"
"""The folder, inside the backup folder, that copies past the retention are moved to."""
SUFFIX = ".backup"
REASON_LIMIT = 500
"""A failure's reason is one sentence; a program's own message is cut to this."""
_EVENTS = m.AdminEvent.__table__


@dataclass(frozen=True, slots=True)
class BackupLine:
    """One backup event on the record, as the pit and the command line show it."""

    seq: int
    """The administrative event's number."""
    at: datetime
    """When it was recorded (UTC, the record's clock)."""
    kind: str
    """made, failed, archived, missing, or started (an attempt with no result recorded)."""
    file: str
    """The backup file, as the server that made it named it."""
    detail: str
    """One sentence: what was checked, why it failed, where the copy went."""
    host: str = ""
    """The machine that made the copy (retention moves only its own copies)."""
    sha256: str = ""
    size: int = 0
    restored: bool = False
    """A made backup that was restored into a scratch target and checked there (False: only
    its manifest could be checked again; ``detail`` says so)."""
    authentic: bool = True
    """Whether the event carries the site key's MAC: one that does not was put into the
    database by hand, and never counts as a backup."""

    @property
    def ok(self) -> bool:
        """A good backup: made, checked, and on the record under the site key."""
        return self.kind == "made" and self.authentic

    @property
    def text(self) -> str:
        """One line for the command line and a report."""
        when = self.at.strftime("%Y-%m-%d %H:%M UTC")
        forged = "" if self.authentic else " [NOT under the site key: written outside the console]"
        return f"{when}  {self.kind:<8}  {self.file}: {self.detail}{forged}"


@dataclass(frozen=True, slots=True)
class BackupStatus:
    """What the pit overview says of the backups: when the last good one was made, by the
    schedule in force."""

    last_good: datetime | None
    every_hours: int

    def warning(self, now: datetime | None = None) -> bool:
        """Whether the pit must be warned: no good backup on record, or the last one older
        than two periods of the schedule (one missed backup can be a slow night; two are a
        server that stopped backing up)."""
        if self.last_good is None:
            return True
        moment = aware(now) if now is not None else m.utcnow()
        return moment - self.last_good > 2 * timedelta(hours=self.every_hours)

    def text(self, now: datetime | None = None) -> str:
        """What the pit overview shows, in the language being spoken."""
        if self.last_good is None:
            return _("No backup on record")
        if self.warning(now):
            return _(
                "Last good backup: {at} (older than two periods of the schedule, every "
                "{hours} h)"
            ).format(at=local_time(self.last_good), hours=self.every_hours)
        return _("Last good backup: {at}").format(at=local_time(self.last_good))


def _who() -> str:
    """This machine, as the record names the server that made a copy."""
    return socket.gethostname() or "this machine"


def _events(session: Session, types: Iterable[str], limit: int | None = None) -> list[Any]:
    """The newest administrative events of ``types``, newest first, as mappings (the form
    ``admin.authentic`` reads). Ordered by the unique seq, so the newest few are read from
    the end of its index, however long the record."""
    query = select(_EVENTS).where(_EVENTS.c.type.in_(list(types))).order_by(_EVENTS.c.seq.desc())
    if limit is not None:
        query = query.limit(limit)
    return list(session.execute(query).mappings().all())


def _data(event: Mapping[str, Any]) -> dict[str, Any]:
    found = json.loads(event["data"])
    return found if isinstance(found, dict) else {}


def _line(session: Session, key: SiteKey | None, event: Any) -> BackupLine:
    """One stored event (a mapping of ``admin_events``' columns) as a line."""
    data = _data(event)
    kind = KINDS.get(str(event["type"]), str(event["type"]))
    file = str(data.get("file", ""))
    if kind == "made":
        detail = str(data.get("checked", ""))
    elif kind == "failed":
        detail = str(data.get("reason", ""))
    elif kind == "archived":
        detail = f"moved to {data.get('to', '')}, past the retention of " + (
            f"{data.get('keep_years', '?')} years (made {data.get('made', '?')})"
        )
    elif kind == "missing":
        detail = (
            f"past the retention, but neither in its folder nor in {ARCHIVE}/: it was removed "
            "outside the console"
        )
    else:
        detail = (
            f"started by {data.get('host', '?')}; no result recorded (still running, or its "
            "server stopped)"
        )
    authentic = key is not None and admin.authentic(session, key, event)
    return BackupLine(
        seq=int(event["seq"]), at=aware(event["at"]), kind=kind, file=file, detail=detail,
        host=str(data.get("host", "")), sha256=str(data.get("sha256", "")),
        size=int(data.get("bytes", 0)), restored=bool(data.get("restored", False)),
        authentic=authentic,
    )  # fmt: skip


def _newest_authentic(session: Session, key: SiteKey | None, types: Iterable[str]) -> Any:
    """The newest event of ``types`` that carries the site key's MAC (a mapping), or
    None. Twenty are looked at: more forged ones than that in a row are not a backup."""
    if key is None:
        return None
    for event in _events(session, types, limit=20):
        if admin.authentic(session, key, event):
            return event
    return None


def schedule(session: Session) -> PitSettings:
    """The settings the backups keep: those in force, or the defaults while the version in
    force is not as the record left it. Backing up is what an administrator needs most when
    the record was tampered with, and the defaults are safe either way (a retention only
    ever moves a copy to the archive, never deletes it); the settings' own services refuse
    to act and ``casino verify`` names the version."""
    try:
        return settings_in_force(session)
    except SettingsTampered:
        return PitSettings()


def last_good_line(session: Session, key: SiteKey | None) -> BackupLine | None:
    """The newest good backup on the record, in ``session``'s transaction."""
    event = _newest_authentic(session, key, (MADE,))
    return None if event is None else _line(session, key, event)


def backup_status(session: Session) -> BackupStatus:
    """When the last good backup was made, and the schedule in force: the pit overview's
    line, in the caller's read."""
    key = admin.site_key_of(session.get_bind().engine)
    good = last_good_line(session, key)
    every = schedule(session).backup_every_hours
    return BackupStatus(None if good is None else good.at, every)


def _due(session: Session, key: SiteKey, settings: PitSettings, now: datetime) -> bool:
    """Whether the schedule wants a backup at ``now``: none good within the period (counted
    from when that backup started), and no attempt within ``RETRY`` (or the period, if
    shorter) still running or just failed."""
    every = timedelta(hours=settings.backup_every_hours)
    good = _newest_authentic(session, key, (MADE,))
    if good is not None:
        started = _data(good).get("started_at")
        since = aware(datetime.fromisoformat(started)) if started else aware(good["at"])
        if now - since < every:
            return False
    attempt = _newest_authentic(session, key, (STARTED, FAILED))
    if attempt is None or (good is not None and attempt["seq"] < good["seq"]):
        return True
    return now - aware(attempt["at"]) >= min(RETRY, every)


def _years_before(at: datetime, years: int) -> datetime:
    """The same moment ``years`` calendar years earlier (29 February becomes the 28th)."""
    try:
        return at.replace(year=at.year - years)
    except ValueError:
        return at.replace(year=at.year - years, day=28)


class BackupService:
    """The floor's scheduled backups: ``run_due`` on the server's timer, ``run`` for "back up
    now", and the record of them (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- what the record says ------------------------------------------------------------

    def due(self, now: datetime | None = None) -> bool:
        """Whether a backup is due by the schedule on the record at ``now`` (the record's
        clock when None)."""
        key = admin.seal_of(self.db.engine).key
        with self.db.read() as session:
            moment = aware(now) if now is not None else m.utcnow()
            return _due(session, key, schedule(session), moment)

    def history(self, limit: int = 50) -> list[BackupLine]:
        """The backup events on the record, newest first, at most ``limit`` of them; an
        attempt whose result is on the record is shown by its result only."""
        if limit < 1:
            return []
        key = admin.site_key_of(self.db.engine)
        with self.db.read() as session:
            events = _events(session, TYPES, limit)
            started = [e for e in events if e["type"] == STARTED]
            finished: set[str] = set()
            if started:
                oldest = min(int(e["seq"]) for e in started)
                for event in session.execute(
                    select(_EVENTS.c.data).where(
                        _EVENTS.c.type.in_((MADE, FAILED)), _EVENTS.c.seq > oldest
                    )
                ).scalars():
                    finished.add(str(json.loads(event).get("file", "")))
            return [
                _line(session, key, event)
                for event in events
                if event["type"] != STARTED or str(_data(event).get("file", "")) not in finished
            ]

    def last_good(self) -> BackupLine | None:
        """The newest good backup on the record (made, checked, under the site key)."""
        key = admin.site_key_of(self.db.engine)
        with self.db.read() as session:
            return last_good_line(session, key)

    # --- making them ---------------------------------------------------------------------

    def run_due(self, folder: Path, now: datetime | None = None) -> BackupLine | None:
        """If a backup is due (decided under the administrative lock, so of several servers
        only one makes it): make it into ``folder``, check it, record the result and apply
        the retention; the result's line, or None when none was due."""
        return self._run(Path(folder), now, scheduled=True)

    def run(self, folder: Path, now: datetime | None = None) -> BackupLine:
        """Back up now whatever the schedule says (an administrator's "back up now"): made,
        checked and recorded as a scheduled one is, then the retention applied."""
        line = self._run(Path(folder), now, scheduled=False)
        assert line is not None  # an unscheduled run always claims its backup
        return line

    def _run(self, folder: Path, now: datetime | None, *, scheduled: bool) -> BackupLine | None:
        folder = folder.expanduser().absolute()
        seal = admin.seal_of(self.db.engine)
        if scheduled and not self.due(now):
            return None  # the timer's usual answer, read without taking any lock
        claimed = self._claim(seal.key, folder, now, scheduled=scheduled)
        if claimed is None:
            return None
        target, started_at, settings = claimed
        try:
            manifest = bk.backup(self._url, target)
            checked, restored = self._check(target, folder, seal.key)
        except bk.BackupError as exc:
            line = self._record_failure(seal.key, target, str(exc))
        except Exception as exc:  # the disk, the database, a bug: recorded, never lost
            # The server's timer must go on, and the pit must see why there is no backup.
            line = self._record_failure(
                seal.key, target,
                f"the backup {target} failed: {type(exc).__name__}: "
                f"{str(exc).strip() or 'no detail'}",
            )  # fmt: skip
        else:
            line = self._record_made(
                seal.key, target, manifest, checked, restored, started_at
            )
        moment = aware(now) if now is not None else m.utcnow()
        self._retain(seal.key, folder, moment, settings)
        return line

    @property
    def _url(self) -> str:
        """The database's URL with its password: ``backup`` connects on its own (pg_dump
        gets the password through its environment, never its command line)."""
        return self.db.engine.url.render_as_string(hide_password=False)

    def _claim(
        self, key: SiteKey, folder: Path, now: datetime | None, *, scheduled: bool
    ) -> tuple[Path, datetime, PitSettings] | None:
        """Decide and claim the backup in one unit under the administrative lock: the new
        file's path, when it was claimed, and the settings in force; None when not due."""
        with self.db.write() as session:
            admin.lock(session)
            at = m.utcnow()
            settings = schedule(session)
            moment = aware(now) if now is not None else at
            if scheduled and not _due(session, key, settings, moment):
                return None
            name = f"casino-{at:%Y%m%d-%H%M%S}-{secrets.token_hex(3)}{SUFFIX}"
            target = folder / name
            admin.append(
                session, key, STARTED, {"file": str(target), "host": _who()}, None, at
            )
        return target, aware(at), settings

    def _check(self, target: Path, folder: Path, key: SiteKey) -> tuple[str, bool]:
        """Check the new copy as ``casino db restore`` would: what was checked, in one
        sentence, and whether it was restored; ``BackupError`` when a check fails."""
        if not self.db.postgres:
            # Beside the copy: the restore needs as much room as the backup, which the
            # backup disk has and a small /tmp may not.
            with tempfile.TemporaryDirectory(prefix=".casino-check-", dir=folder) as scratch:
                bk.restore(f"sqlite:///{Path(scratch) / 'restored.db'}", target)
            return (
                "restored into a scratch SQLite file as casino db restore does: the "
                "manifest's seal and SHA-256, every row count and head, and every chain "
                "checked", True,
            )  # fmt: skip
        name = self._scratch_database()
        if name is None:
            manifest = bk.read_manifest(target)
            bk.check_manifest(manifest, target, key)
            return (
                "not restored, as this database login may not create a scratch database: "
                "its manifest's seal and SHA-256 were checked again, and pg_restore --list "
                "found every table's data when it was made", False,
            )  # fmt: skip
        try:
            copy_url = self.db.engine.url.set(database=name)
            bk.restore(copy_url.render_as_string(hide_password=False), target)
        finally:
            left = self._drop(name)
        said = (
            "restored into a scratch PostgreSQL database as casino db restore does: the "
            "manifest's seal and SHA-256, every row count and head, and every chain checked"
        )
        if left is not None:
            said += f" (the scratch database {name} could not be dropped: {left})"
        return said, True

    def _scratch_database(self) -> str | None:
        """A new, empty database on the floor's server for the check, or None when this
        login may not create one (a console role never may)."""
        name = f"casino_check_{secrets.token_hex(6)}"
        try:
            with self._autocommit() as connection:
                may = connection.execute(
                    text(
                        "SELECT rolsuper OR rolcreatedb FROM pg_catalog.pg_roles "
                        "WHERE rolname = current_user"
                    )
                ).scalar()
                if not may:
                    return None
                connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        except SQLAlchemyError:  # refused all the same (a quota, a policy): check what we can
            return None
        return name

    def _autocommit(self) -> Connection:
        """A connection outside any transaction: CREATE and DROP DATABASE run in none."""
        return self.db.engine.execution_options(isolation_level="AUTOCOMMIT").connect()

    def _drop(self, name: str) -> str | None:
        """Drop the scratch database (it holds a copy, not the record); why not, or None."""
        try:
            with self._autocommit() as connection:
                connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        except SQLAlchemyError as exc:
            return str(getattr(exc, "orig", exc)).strip().splitlines()[0]
        return None

    def _record_made(
        self, key: SiteKey, target: Path, manifest: bk.Manifest, checked: str, restored: bool,
        started_at: datetime,
    ) -> BackupLine:  # fmt: skip
        data = {
            "file": str(target), "host": _who(), "sha256": manifest.file_sha256,
            "bytes": target.stat().st_size, "tables": manifest.tables, "events": manifest.events,
            "wagers": manifest.wagers, "made_at": manifest.made_at, "checked": checked,
            "restored": restored, "started_at": admin.stamp(started_at),
        }  # fmt: skip
        return self._record(key, MADE, data)

    def _record_failure(self, key: SiteKey, target: Path, reason: str) -> BackupLine:
        said = " ".join(reason.split())[:REASON_LIMIT]
        return self._record(key, FAILED, {"file": str(target), "host": _who(), "reason": said})

    def _record(self, key: SiteKey, type_: str, data: dict[str, Any]) -> BackupLine:
        with self.db.write() as session:
            admin.lock(session)
            seq, _hash = admin.append(session, key, type_, data, None, m.utcnow())
            event = session.execute(select(_EVENTS).where(_EVENTS.c.seq == seq)).mappings().one()
            return _line(session, key, event)

    # --- retention -----------------------------------------------------------------------

    def _retain(self, key: SiteKey, folder: Path, now: datetime, settings: PitSettings) -> None:
        """Move every copy this machine made into ``folder`` that is older than the
        retention, with its manifest, into ``folder/archive/``, and record each move; a copy
        gone from both is recorded as missing. Under the administrative lock, so two runs
        never record one copy twice."""
        cutoff = _years_before(now, settings.backup_keep_years)
        host = _who()
        with self.db.write() as session:
            admin.lock(session)
            dealt = {
                str(_data(event).get("file", ""))
                for event in _events(session, (ARCHIVED, MISSING))
                if admin.authentic(session, key, event)
            }
            for event in reversed(_events(session, (MADE, FAILED))):
                data = _data(event)
                file = str(data.get("file", ""))
                made = aware(event["at"])
                if (
                    made >= cutoff or file in dealt or data.get("host") != host
                    or Path(file).parent != folder or not admin.authentic(session, key, event)
                ):  # fmt: skip
                    continue
                source = Path(file)
                archived = folder / ARCHIVE / source.name
                beside = bk.manifest_path(source)
                if source.exists() and archived.exists():
                    continue  # a file of its name is in the way: both stay, tried next run
                if source.exists() or beside.exists():
                    archived.parent.mkdir(exist_ok=True)
                    for path, to in ((source, archived), (beside, bk.manifest_path(archived))):
                        if path.exists() and not to.exists():
                            os.rename(path, to)  # one folder down: one file system, never a copy
                elif not archived.exists():
                    admin.append(session, key, MISSING, {"file": file, "host": host},
                                 None, m.utcnow())  # fmt: skip
                    continue
                admin.append(
                    session, key, ARCHIVED,
                    {"file": file, "to": str(archived), "host": host,
                     "made": admin.stamp(made), "keep_years": settings.backup_keep_years},
                    None, m.utcnow(),
                )  # fmt: skip

