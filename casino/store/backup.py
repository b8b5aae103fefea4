"""Backing up a casino's database and restoring it: ``casino db backup`` and ``casino db
restore``.

A backup is only worth what can be proven of it, so each one is taken from **one consistent
moment** of the database and carries a **manifest** read at that same moment: the schema's
revision, the row count of every table of the models, and the head (last seq and hash) of
every stream the record keeps (each table's events, the administrative record and the
significant-event log). The manifest is written beside the backup (``PATH.manifest.json``)
with the backup file's SHA-256, and sealed with an HMAC under the **site key**
(``casino.store.seal``): whoever edits the dump and then edits the manifest to match it
cannot recompute the seal without the key, exactly as they cannot recompute the chains.

* **SQLite**: Python's ``sqlite3.Connection.backup`` (SQLite's online backup API) copies the
  file page by page in one step, inside one read transaction, so the copy is a snapshot even
  while consoles write (WAL lets them). The copy is switched to a rollback journal, so the
  backup is one self-contained file, then opened read-only: ``PRAGMA integrity_check`` must
  say ok and the manifest is read from the copy itself.
* **PostgreSQL**: ``pg_dump --format=custom``. A transaction at REPEATABLE READ exports its
  snapshot, reads the manifest, and keeps that snapshot open while ``pg_dump --snapshot``
  dumps exactly what the manifest describes. The dump is then checked with ``pg_restore
  --list``: it must list the data of every table of the models.

A backup is published only once checked: it is written under a temporary name beside its
destination and hard-linked into place, which fails rather than replace a file that already
exists (a backup is never overwritten), then the manifest the same way.

Restoring refuses a target database that holds anything, a backup whose manifest is missing,
one whose manifest seal or file hash does not match (it was changed since it was made, or
this is not the site key it was made under), and one of another schema revision than this
version's (the restored database is read back and verified with this version's models, which
describe only their own schema: restore with the release that made the backup, then
upgrade). After restoring it reads the target back: its
row counts and heads must equal the manifest's, and every chain must verify under the site
key (``casino.store.verify``'s table, administrative and log checks). The journal
(``casino.store.journal``) is deliberately **not** part of that check: a restored database
keeps the database id of the one it was taken from, so the journal's lines do apply to it,
but a backup is usually older than the journal's last lines (the consoles went on writing
after it was made), and those lines would name every later event as "cut from the end". That
is true and is exactly what restoring an older backup means, not a fault of the restore; the
sealed manifest already proves the heads the backup holds. ``journal_ahead`` reports what the
journal remembers beyond the restored heads, so the operator is told, and ``casino verify``
keeps saying so until it is dealt with.

On PostgreSQL ``pg_restore`` runs with ``--no-owner --no-privileges`` in one transaction: the
console roles may not exist on the new server, so no grant is restored, and the operator
runs ``casino db upgrade --db OWNER_URL --console-role NAME`` afterwards to grant them again.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, and_, create_engine, func, select, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from casino.store import admin, eventlog, journal, migrate
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.db import READ_ONLY, DatabaseError, connect
from casino.store.seal import SealError, SiteKey, key_path, site_key

FORMAT = "casino-backup/1"
MANIFEST_SUFFIX = ".manifest.json"
_MAC_CONTEXT = "casino backup manifest\n"
"""Put before the manifest's canonical JSON when it is sealed, so a manifest's MAC can never
be mistaken for (or replayed as) a chain hash or a journal line's MAC under the same key."""
_CHUNK = 1 << 20
_PG_TABLE_KINDS = "'r', 'p', 'v', 'm', 'f'"
"""Tables, partitioned tables, views, materialised views and foreign tables."""


class BackupError(RuntimeError):
    """A backup or restore refused before anything was changed (exit 2): the message is one
    line naming what is wrong. ``failed`` is set on the subclass for a check that failed."""

    failed = False


class BackupBroken(BackupError):
    """A check failed (exit 1): a backup changed since it was made, a copy that does not read
    back, a restore that does not match its manifest."""

    failed = True


Heads = dict[str, tuple[int, str]]


@dataclass(frozen=True, slots=True)
class State:
    """What a database holds, as far as a manifest records it."""

    schema: str | None
    rows: dict[str, int]
    heads: Heads

    def first_difference(self, other: State) -> str | None:
        """The first way ``other`` (a restored database) differs from this (the manifest),
        in words, or None when they agree."""
        if self.schema != other.schema:
            return f"the schema is at revision {other.schema}, the backup's at {self.schema}"
        for table in sorted(set(self.rows) | set(other.rows)):
            want, got = self.rows.get(table), other.rows.get(table)
            if want != got:
                return f"table {table} has {_count(got)}, the backup's manifest {_count(want)}"
        for stream in sorted(set(self.heads) | set(other.heads)):
            want_head, got_head = self.heads.get(stream), other.heads.get(stream)
            if want_head != got_head:
                return (
                    f"the head of {stream} is {_head(got_head)}, the backup's manifest says "
                    f"{_head(want_head)}"
                )
        return None


def _count(rows: int | None) -> str:
    return "no such table" if rows is None else f"{rows} rows"


def _head(head: tuple[int, str] | None) -> str:
    return "missing" if head is None else f"event {head[0]} ({head[1][:16]})"


@dataclass(frozen=True, slots=True)
class Manifest:
    """What a backup holds, sealed under the site key: see the module's docstring."""

    backend: str
    made_at: str
    source: str
    schema: str | None
    rows: dict[str, int]
    heads: Heads
    file_sha256: str
    mac: str = ""
    format: str = FORMAT

    def body(self) -> dict[str, Any]:
        """Every field but the MAC, as JSON values: what the MAC is taken over."""
        return {
            "format": self.format,
            "backend": self.backend,
            "made_at": self.made_at,
            "source": self.source,
            "schema": self.schema,
            "rows": dict(self.rows),
            "heads": {stream: [seq, hash_] for stream, (seq, hash_) in self.heads.items()},
            "file_sha256": self.file_sha256,
        }

    def expected_mac(self, key: SiteKey) -> str:
        return key.mac(_MAC_CONTEXT + canonical(self.body()).decode())

    def sealed(self, key: SiteKey) -> Manifest:
        return Manifest(
            self.backend, self.made_at, self.source, self.schema, self.rows, self.heads,
            self.file_sha256, self.expected_mac(key), self.format,
        )  # fmt: skip

    def text(self) -> str:
        """The manifest file's contents: canonical JSON (sorted keys, no spaces) and a
        newline, the MAC among the fields."""
        return canonical({**self.body(), "mac": self.mac}).decode() + "\n"

    @property
    def state(self) -> State:
        return State(self.schema, dict(self.rows), dict(self.heads))

    @property
    def tables(self) -> int:
        """Casino tables (not database tables) in the backup."""
        return self.rows.get(m.CasinoTable.__tablename__, 0)

    @property
    def events(self) -> int:
        return self.rows.get(m.Event.__tablename__, 0)

    @property
    def wagers(self) -> int:
        return self.rows.get(m.Wager.__tablename__, 0)

    @classmethod
    def parse(cls, text_: str, where: Path) -> Manifest:
        """A manifest read back; one that is not a manifest this program wrote is refused as
        changed (whatever edited it, the seal cannot vouch for it)."""
        broken = BackupBroken(
            f"the backup's manifest {where} was changed since it was made: it is not a "
            f"{FORMAT} manifest"
        )
        try:
            data = json.loads(text_)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise broken
            rows = data["rows"]
            heads = data["heads"]
            if not isinstance(rows, dict) or not isinstance(heads, dict):
                raise broken
            schema = data["schema"]
            found = cls(
                backend=_text(data["backend"]),
                made_at=_text(data["made_at"]),
                source=_text(data["source"]),
                schema=None if schema is None else _text(schema),
                rows={_text(k): _whole(v) for k, v in rows.items()},
                heads={_text(k): (_whole(v[0]), _text(v[1])) for k, v in heads.items()
                       if _pair(v)},
                file_sha256=_text(data["file_sha256"]),
                mac=_text(data["mac"]),
            )  # fmt: skip
        except (ValueError, KeyError, TypeError, IndexError, RecursionError):
            raise broken from None
        if len(found.heads) != len(heads) or set(data) != {*found.body(), "mac"}:
            raise broken
        return found


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def _whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(value)
    return value


def _pair(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2


def manifest_path(backup_file: str | Path) -> Path:
    """Where a backup's manifest lives: beside it, ``PATH.manifest.json``."""
    path = Path(backup_file)
    return path.with_name(path.name + MANIFEST_SUFFIX)


def read_manifest(backup_file: str | Path) -> Manifest:
    """The manifest beside ``backup_file``, parsed (not yet checked against a key)."""
    where = manifest_path(backup_file)
    try:
        content = where.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BackupError(
            f"the backup {backup_file} has no manifest ({where} is missing): a backup is "
            "restored only with the manifest made with it"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BackupBroken(f"the backup's manifest {where} cannot be read ({exc})") from None
    return Manifest.parse(content, where)


def check_manifest(manifest: Manifest, backup_file: str | Path, key: SiteKey) -> None:
    """Refuse (BackupBroken) a manifest whose seal is not its contents' under ``key``, and a
    backup file whose SHA-256 is not the manifest's."""
    if not hmac.compare_digest(manifest.mac, manifest.expected_mac(key)):
        raise BackupBroken(
            f"the backup {backup_file} was changed since it was made: its manifest's seal "
            f"does not match its contents under the site key at {key.path} (id {key.id}); "
            "if it was made under another site key, restore with that key file"
        )
    if file_sha256(Path(backup_file)) != manifest.file_sha256:
        raise BackupBroken(
            f"the backup {backup_file} was changed since it was made: its SHA-256 is not "
            "the one its manifest recorded"
        )


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while chunk := stream.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


# --- reading what a database holds ---------------------------------------------------------


def read_state(session: Session) -> State:
    """The schema's revision, every model table's row count and every stream's head, read
    in ``session``'s transaction (so from one snapshot, on PostgreSQL at REPEATABLE READ)."""
    schema = MigrationContext.configure(session.connection()).get_current_revision()
    rows = {
        table.name: int(session.scalar(select(func.count()).select_from(table)) or 0)
        for table in m.Base.metadata.sorted_tables
    }
    last = (
        select(m.Event.table_id, func.max(m.Event.seq).label("seq"))
        .group_by(m.Event.table_id)
        .subquery()
    )
    heads: Heads = {
        f"table:{table_id}": (int(seq), str(hash_))
        for table_id, seq, hash_ in session.execute(
            select(m.Event.table_id, m.Event.seq, m.Event.hash)
            .join(last, and_(last.c.table_id == m.Event.table_id, last.c.seq == m.Event.seq))
            .order_by(m.Event.table_id)
        )
    }
    heads[admin.STREAM] = admin.head(session)
    heads[eventlog.STREAM] = eventlog.head(session)
    return State(schema, rows, heads)


def _sealed_key(session: Session) -> SiteKey:
    """The site key, which must be the one this database's record was keyed with: a
    manifest sealed under any other could not be checked by anyone holding the floor's."""
    key = site_key(create=False)
    if key is None:
        raise BackupError(
            f"there is no site key at {key_path()}: a backup's manifest is sealed with it "
            "(copy the floor's key file there)"
        )
    known = admin.identity(session)
    if known is None:
        raise BackupError("the database's record was never keyed: run casino db upgrade")
    admin.check_key(known, key)
    return key


# --- backup ----------------------------------------------------------------------------------


def backup(url: str | None, out: str | Path) -> Manifest:
    """Back up the database at ``url`` (resolved as ``casino.store.db.connect`` does) to the
    new file ``out``, with its sealed manifest beside it; the manifest, once both are
    written and checked. Refuses (BackupError) an ``out`` or manifest that exists, a folder
    that does not, and a database that is not set up; BackupBroken when the copy does not
    check."""
    target = Path(out).expanduser()
    for path in (target, manifest_path(target)):
        if path.exists() or path.is_symlink():
            raise BackupError(
                f"{path} already exists: a backup never overwrites a file; choose a new name"
            )
    if not target.parent.is_dir():
        raise BackupError(f"the folder {target.parent} does not exist: create it first")
    with _engine(url, source=True) as engine:
        current = migrate.current(engine)
        if current != migrate.head():
            raise BackupError(
                f"the database at {_shown(engine)} is not set up for this version (its schema "
                f"is at {current or 'nothing'}, not {migrate.head()}): run casino db upgrade"
            )
        if engine.dialect.name == "sqlite":
            return _backup_sqlite(engine, target)
        return _backup_postgres(engine, target)


def _backup_sqlite(engine: Engine, target: Path) -> Manifest:
    with _session(engine) as session:
        key = _sealed_key(session)
    with _partial(target) as partial:
        raw = engine.raw_connection()
        try:
            source: sqlite3.Connection = raw.driver_connection  # type: ignore[assignment]
            with closing(sqlite3.connect(partial, isolation_level=None)) as copy:
                # pages=-1 (the default): the whole file in one step, under one read
                # transaction of the source, so the copy is one moment of it. Consoles keep
                # writing meanwhile: WAL lets a reader and a writer go on together.
                source.backup(copy)
                copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            raw.close()
        state = _check_sqlite_copy(partial)
        return _publish(engine, "sqlite", state, key, partial, target)


def _check_sqlite_copy(path: Path) -> State:
    """The copy opened read-only: SQLite's own integrity check must pass, and the manifest
    is read from the copy itself (what the file holds, not what the source held)."""
    with _read_only_sqlite(path) as engine:
        try:
            with engine.connect() as connection:
                found = [row[0] for row in connection.exec_driver_sql("PRAGMA integrity_check")]
            if found != ["ok"]:
                raise BackupBroken(
                    f"the copy {path} failed SQLite's integrity check: {'; '.join(found)[:300]}"
                )
            with Session(engine) as session, session.begin():
                return read_state(session)
        except SQLAlchemyError as exc:
            raise BackupBroken(f"the copy {path} cannot be read back: {_first(exc)}") from None


def _backup_postgres(engine: Engine, target: Path) -> Manifest:
    pg_dump = _program("pg_dump")
    libpq, env = _libpq(engine)
    snapshot_engine = engine.execution_options(
        isolation_level="REPEATABLE READ", postgresql_readonly=True
    )
    with _partial(target) as partial:
        with snapshot_engine.connect() as connection, connection.begin():
            snapshot = str(connection.exec_driver_sql("SELECT pg_export_snapshot()").scalar_one())
            level = connection.exec_driver_sql("SHOW transaction_isolation").scalar_one()
            if level != "repeatable read":  # the manifest would not be the dump's moment
                raise BackupBroken(f"the backup's transaction runs at {level}, not repeatable read")
            with Session(bind=connection) as session:
                key = _sealed_key(session)
                state = read_state(session)
            # The exported snapshot lives as long as this transaction: pg_dump must finish
            # before it ends, and then dumps exactly the moment the manifest was read in.
            _run(
                pg_dump, "--format=custom", f"--snapshot={snapshot}", "--no-password",
                f"--file={partial}", f"--dbname={libpq}", env=env, doing="pg_dump",
            )  # fmt: skip
        _check_dump(partial)
        return _publish(engine, "postgresql", state, key, partial, target)


def _check_dump(path: Path) -> None:
    """``pg_restore --list`` must read the dump's table of contents, and it must hold the
    data of every table of the models (an empty table still has its TABLE DATA entry)."""
    listing = _run(_program("pg_restore"), "--list", str(path), doing="pg_restore --list")
    data = set()
    for line in listing.splitlines():
        words = line.split()
        if ";" in line and "TABLE DATA" in line and len(words) >= 8:
            at = words.index("DATA")
            data.add(words[at + 2])  # ... TABLE DATA <schema> <table> <owner>
    missing = [t.name for t in m.Base.metadata.sorted_tables if t.name not in data]
    if missing:
        raise BackupBroken(
            f"the dump {path} holds no data for table {missing[0]}"
            + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else "")
        )


def _publish(
    engine: Engine, backend: str, state: State, key: SiteKey, partial: Path, target: Path
) -> Manifest:
    """Seal the manifest of the checked copy ``partial`` and put both in place."""
    _fsync(partial)
    manifest = Manifest(
        backend=backend,
        made_at=datetime.now(UTC).isoformat(timespec="seconds"),
        source=_shown(engine),
        schema=state.schema,
        rows=state.rows,
        heads=state.heads,
        file_sha256=file_sha256(partial),
    ).sealed(key)
    beside = manifest_path(target)
    with _partial(beside) as manifest_partial:
        manifest_partial.write_text(manifest.text(), encoding="utf-8")
        _fsync(manifest_partial)
        _link(partial, target)
        try:
            _link(manifest_partial, beside)
        except BaseException:
            target.unlink(missing_ok=True)  # never a backup without its manifest
            raise
    _fsync_folder(target.parent)
    return manifest


# --- restore ---------------------------------------------------------------------------------


def restore(url: str | None, source: str | Path) -> Manifest:
    """Restore the backup ``source`` into the empty database at ``url``, then check that
    what it holds is what the backup's manifest says and that every chain verifies; the
    manifest. Refuses (BackupError) a target that is not empty, a backup without a manifest
    or of the other backend; BackupBroken for a backup changed since it was made or a
    restored database that does not match it."""
    backup_file = Path(source).expanduser().absolute()  # a path from the current folder too
    if not backup_file.is_file():
        raise BackupError(f"there is no backup at {backup_file}")
    manifest = read_manifest(backup_file)
    key = site_key(create=False)
    if key is None:
        raise BackupError(
            f"there is no site key at {key_path()}: the backup's manifest and its chains are "
            "proven with it (copy the floor's key file there)"
        )
    check_manifest(manifest, backup_file, key)
    if manifest.schema != migrate.head():
        # The restored database is read back and verified with this version's models, which
        # describe its own schema only; an upgrade after a restore is the operator's step.
        raise BackupError(
            f"the backup {backup_file} is of schema revision {manifest.schema}, and this "
            f"version of casino restores only its own ({migrate.head()}): restore it with the "
            "release that made it, then run casino db upgrade"
        )
    with _engine(url, source=False) as engine:
        backend = engine.dialect.name
        if backend != manifest.backend:
            raise BackupError(
                f"the backup {backup_file} is of a {manifest.backend} database; it restores "
                f"into {manifest.backend}, not into {backend} ({_shown(engine)})"
            )
        occupied = _occupied(engine)
        if occupied is not None:
            raise BackupError(
                f"the database at {_shown(engine)} is not empty ({occupied}): a backup is "
                "restored only into a new, empty database"
            )
        if backend == "sqlite":
            _restore_sqlite(backup_file, _sqlite_file(engine))
        else:
            libpq, env = _libpq(engine)
            # One transaction: a restore that fails half-way leaves the target empty.
            _run(
                _program("pg_restore"), "--no-owner", "--no-privileges", "--exit-on-error",
                "--single-transaction", "--no-password", f"--dbname={libpq}",
                str(backup_file), env=env, doing="pg_restore",
            )  # fmt: skip
        _check_restored(engine, manifest, key)
    return manifest


def _occupied(engine: Engine) -> str | None:
    """What makes the target not empty (a table's name), or None."""
    if engine.dialect.name == "sqlite":
        path = _sqlite_file(engine)
        if not path.exists() or path.stat().st_size == 0:
            return None
        try:
            with closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as conn:
                row = conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name LIMIT 1"
                ).fetchone()
        except sqlite3.DatabaseError as exc:
            return f"{path} is not an empty SQLite database: {exc}"
        return None if row is None else f"it has the table {row[0]}"
    with engine.connect() as connection:
        found = connection.execute(
            text(
                "SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                "ON n.oid = c.relnamespace WHERE n.nspname = 'public' "
                f"AND c.relkind IN ({_PG_TABLE_KINDS}) ORDER BY c.relname LIMIT 1"
            )
        ).scalar()
    return None if found is None else f"its public schema has the table {found}"


def _restore_sqlite(backup_file: Path, target: Path) -> None:
    """Copy the backup into the target with the online backup API, then put the target in
    WAL mode as every console's database is (``casino.store.db``)."""
    with (
        closing(sqlite3.connect(f"{backup_file.as_uri()}?mode=ro", uri=True)) as copy,
        closing(sqlite3.connect(target, isolation_level=None, timeout=30)) as into,
    ):
        copy.backup(into)
        into.execute("PRAGMA journal_mode=WAL")


def _check_restored(engine: Engine, manifest: Manifest, key: SiteKey) -> None:
    """The restored database read back: the manifest's counts and heads, then the chains.
    Something was written by now, so even a database error is a failed check (exit 1)."""
    where = _shown(engine)
    try:
        with _session(engine) as session:
            found = read_state(session)
            difference = manifest.state.first_difference(found)
            if difference is not None:
                raise BackupBroken(
                    f"the restored database at {where} does not match its backup: "
                    f"{difference}; do not use it"
                )
            problem = _chains(session, key)
    except SQLAlchemyError as exc:
        raise BackupBroken(
            f"the restored database at {where} cannot be read back: {_first(exc)}; do not use it"
        ) from None
    if problem is not None:
        raise BackupBroken(
            f"the restored database at {where} does not verify: {problem}; do not use it"
        )


def _chains(session: Session, key: SiteKey) -> str | None:
    """The first problem of ``casino verify``'s checks, journal aside (see the module's
    docstring): every table's stream, the administrative record, the significant-event log."""
    from casino.store.verify import verify_admin, verify_log, verify_table

    try:
        known = admin.identity(session)
        if known is None:
            return "the record was never keyed"
        admin.check_key(known, key)
    except SealError as exc:
        return str(exc)
    for table_id in session.scalars(select(m.CasinoTable.id).order_by(m.CasinoTable.id)):
        checked = verify_table(session, table_id, key, known.legacy.get(table_id))
        if checked.problem is not None:
            return str(checked.problem)
    for checked in (verify_admin(session, key), verify_log(session, key)):
        if checked.problem is not None:
            return str(checked.problem)
    return None


def journal_ahead(url: str | None) -> dict[str, tuple[int, int]]:
    """Each stream for which the journal remembers a later event than the database holds:
    ``{stream: (journaled seq, database's head)}``. After a restore these are the events
    written after the backup was made, which the restore could not bring back."""
    key = site_key(create=False)
    if key is None:
        return {}
    with _engine(url, source=True) as engine, _session(engine) as session:
        known = admin.identity(session)
        if known is None:
            return {}
        heads = read_state(session).heads
    ahead: dict[str, tuple[int, int]] = {}
    for entry in journal.read(key, known.database):
        if isinstance(entry, journal.BadLine):
            continue
        held = heads.get(entry.stream, (0, ""))[0]
        if entry.seq > max(held, ahead.get(entry.stream, (0, 0))[0]):
            ahead[entry.stream] = (entry.seq, held)
    return ahead


# --- plumbing ----------------------------------------------------------------------------------


@contextmanager
def _engine(url: str | None, *, source: bool) -> Iterator[Engine]:
    """An engine on the database ``url`` names, with no pool (nothing stays connected once
    the command is done) and no pre-ping (the snapshot's transaction must be the first thing
    on its connection). ``source``: the database must already exist (a SQLite file that is
    not there would otherwise be created empty); a restore's target may be a new file, whose
    folder is made as ``casino db upgrade`` makes it. Database errors become one line."""
    try:
        engine = connect(url, create=not source, poolclass=NullPool, pool_pre_ping=False)
    except DatabaseError as exc:
        raise BackupError(str(exc)) from None
    try:
        if engine.dialect.name == "sqlite":
            if "uri" in engine.url.query:
                raise BackupError(
                    "name the SQLite database by its path (sqlite:///path/to/casino.db), not "
                    "a file: URI"
                )
            path = _sqlite_file(engine)
            if source and not path.is_file():
                raise BackupError(f"there is no database at {path}")
        yield engine
    except SQLAlchemyError as exc:
        raise BackupError(f"the database cannot be used: {_first(exc)}") from None
    except SealError as exc:
        raise BackupError(str(exc)) from None
    finally:
        engine.dispose()


@contextmanager
def _session(engine: Engine) -> Iterator[Session]:
    """A read-only transaction (on SQLite a plain BEGIN: no write lock is taken)."""
    with Session(engine.execution_options(**{READ_ONLY: True})) as session, session.begin():
        yield session


@contextmanager
def _read_only_sqlite(path: Path) -> Iterator[Engine]:
    """An engine that can only read the SQLite file ``path`` and never creates anything
    beside it."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    engine = create_engine(
        "sqlite://", creator=lambda: sqlite3.connect(uri, uri=True), poolclass=NullPool
    )
    try:
        yield engine
    finally:
        engine.dispose()


def _sqlite_file(engine: Engine) -> Path:
    """The database's file, absolute (``sqlite:///casino.db`` names one in the current
    folder, and a file URI cannot be made from a relative path)."""
    return Path(str(engine.url.database)).absolute()


def _shown(engine: Engine) -> str:
    return engine.url.render_as_string(hide_password=True)


def _first(exc: BaseException) -> str:
    """A database error's first line, never its statement or parameters."""
    orig = getattr(exc, "orig", None)
    lines = str(orig if orig is not None else exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


@contextmanager
def _partial(target: Path) -> Iterator[Path]:
    """A new empty file beside ``target`` to write into, removed when the block ends (once
    published it is a second name of ``target``, which stays)."""
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent)
    os.close(fd)
    path = Path(name)
    try:
        yield path
    finally:
        path.unlink(missing_ok=True)


def _link(partial: Path, target: Path) -> None:
    """Give ``partial`` the name ``target``, failing if that name is taken: a hard link,
    which never replaces a file (a rename would)."""
    try:
        os.link(partial, target)
    except FileExistsError:
        raise BackupError(
            f"{target} already exists (it appeared while the backup was made): a backup never "
            "overwrites a file; choose a new name"
        ) from None
    except OSError:  # no hard links on this file system: claim the name, then move in
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            raise BackupError(f"{target} already exists: choose a new name") from None
        os.close(fd)
        shutil.copyfile(partial, target)


def _fsync(path: Path) -> None:
    with path.open("rb+") as stream:
        os.fsync(stream.fileno())


def _fsync_folder(folder: Path) -> None:
    """The new names on disk too (POSIX; other systems have no folder to sync)."""
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _program(name: str) -> str:
    """PostgreSQL's client program ``name``: beside the server programs (Debian keeps them
    off the PATH, one folder per version), else on the PATH."""
    from casino.store.scratch_postgres import PostgresUnavailable, binaries

    with suppress(PostgresUnavailable):
        found = binaries() / name
        if found.is_file():
            return str(found)
    on_path = shutil.which(name)
    if on_path is None:
        raise BackupError(f"{name} is not installed: on Debian, apt-get install postgresql-client")
    return on_path


def _libpq(engine: Engine) -> tuple[str, dict[str, str]]:
    """The database as a libpq connection string for pg_dump and pg_restore, and their
    environment: the password (if the URL has one) goes in ``PGPASSWORD``, never on a
    command line, where any user of the machine could read it."""
    from psycopg.conninfo import make_conninfo

    _args, options = engine.dialect.create_connect_args(engine.url)
    params: dict[str, str] = {
        str(name): str(value)
        for name, value in options.items()
        if isinstance(value, str | int) and not isinstance(value, bool)
    }
    env = dict(os.environ)
    password = params.pop("password", None)
    if password is not None:
        env["PGPASSWORD"] = password
    return make_conninfo(**params), env


def _run(program: str, *args: str, env: Mapping[str, str] | None = None, doing: str) -> str:
    """Run one PostgreSQL program; its standard output, or BackupBroken with the last
    lines of what it said."""
    try:
        done = subprocess.run(
            [program, *args], capture_output=True, text=True, env=env, check=False
        )
    except OSError as exc:
        raise BackupError(f"{doing} cannot be run ({program}: {exc.strerror or exc})") from None
    if done.returncode != 0:
        said = " / ".join((done.stderr or done.stdout).strip().splitlines()[-3:])
        raise BackupBroken(f"{doing} failed (exit {done.returncode}): {said[:500]}")
    return done.stdout
