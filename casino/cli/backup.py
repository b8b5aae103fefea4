"""``casino db backup`` and ``casino db restore``: the two commands over
``casino.store.backup``, which says what a backup holds and what is checked; and ``casino db
backups``, the record of the floor server's scheduled backups (``casino.services.pit.backups``),
with ``--now`` to make one. A refusal is one line and exit 2 (nothing was written); a check
that failed is one line and exit 1."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from casino.cli_support import EXIT_FAILED, EXIT_OK, EXIT_REFUSED

if TYPE_CHECKING:  # the store (SQLAlchemy, Alembic) is imported only by a command that runs
    from casino.store.backup import BackupError


def _status(exc: BackupError) -> int:
    """Exit 1 for a check that failed, 2 for a refusal (nothing was written)."""
    return EXIT_FAILED if exc.failed else EXIT_REFUSED


def cmd_db_backup(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Back up ``--db`` to the new file ``--out`` with its sealed manifest, check the copy,
    and say what it holds in one line."""
    from casino.store.backup import BackupError, backup, manifest_path
    from casino.textfile import plural

    try:
        made = backup(args.db, args.out)
    except BackupError as exc:
        err.write(f"casino db backup: {exc}\n")
        return _status(exc)
    target = Path(args.out).expanduser()
    out.write(
        f"backed up {made.source} to {target}: {plural(made.tables, 'table')}, "
        f"{plural(made.events, 'event')}, {plural(made.wagers, 'wager')}, "
        f"{plural(target.stat().st_size, 'byte')}, sha256 {made.file_sha256[:16]}; checked, "
        f"manifest {manifest_path(target)}\n"
    )
    return EXIT_OK


def cmd_db_restore(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Restore ``--from`` into the empty database ``--db``, then check it against the
    backup's manifest and its chains; on PostgreSQL, say how to grant the consoles again."""
    from casino.store.backup import BackupError, journal_ahead, restore
    from casino.textfile import plural

    try:
        made = restore(args.db, args.source)
    except BackupError as exc:
        err.write(f"casino db restore: {exc}\n")
        return _status(exc)
    from sqlalchemy.engine import make_url

    from casino.store.db import database_url

    target = make_url(database_url(args.db)).render_as_string(hide_password=True)
    out.write(
        f"restored {args.source} (made {made.made_at} from {made.source}) into {target}: "
        f"{plural(made.tables, 'table')}, {plural(made.events, 'event')}, "
        f"{plural(made.wagers, 'wager')}; row counts and heads match the manifest, every "
        "chain intact\n"
    )
    if made.backend == "postgresql":
        out.write(
            "no owner or grant was restored: grant the consoles again with "
            "casino db upgrade --db OWNER_URL --console-role NAME\n"
        )
    try:
        ahead = journal_ahead(args.db)
    except BackupError:
        ahead = {}
    if ahead:
        streams = ", ".join(
            f"{stream} to event {seq} (restored: {held})"
            for stream, (seq, held) in sorted(ahead.items())
        )
        out.write(
            f"note: the journal remembers events written after this backup ({streams}); they "
            "were not in it, and casino verify will name them as cut\n"
        )
    return EXIT_OK


def register_db(db_sub: Any) -> None:
    """Add ``backup`` and ``restore`` to ``casino db``'s subcommands."""

    def with_db(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--db", metavar="URL", help="a SQLAlchemy URL (default: the configured database)"
        )

    backup = db_sub.add_parser(
        "backup", help="back up the database to a new file, with a sealed manifest",
        description="Back up the database to a new file (SQLite: the online backup API; "
        "PostgreSQL: pg_dump --format=custom from one snapshot) and write PATH.manifest.json "
        "beside it: the schema, every table's row count and every stream's head, with the "
        "file's SHA-256, sealed under the site key. The copy is checked before the command "
        "ends. An existing file is never overwritten."
    )  # fmt: skip
    with_db(backup)
    backup.add_argument("--out", required=True, metavar="PATH", help="the new backup file")
    backup.set_defaults(func=cmd_db_backup)

    restore = db_sub.add_parser(
        "restore", help="restore a backup into a new, empty database and check it",
        description="Restore a backup made by casino db backup into an empty database of the "
        "same kind (a new SQLite file, or an empty PostgreSQL database), after checking its "
        "manifest's seal and SHA-256 under the site key; then check that the restored row "
        "counts and heads equal the manifest's and every chain verifies. Exit 0: restored "
        "and checked; 1: the backup was changed or the restore does not match; 2: refused. "
        "On PostgreSQL no grant is restored: run casino db upgrade --db OWNER_URL "
        "--console-role NAME afterwards."
    )  # fmt: skip
    with_db(restore)
    restore.add_argument(
        "--from",
        dest="source",
        required=True,
        metavar="PATH",
        help="the backup file (its manifest beside it)",
    )
    restore.set_defaults(func=cmd_db_restore)


def cmd_db_backups(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """List the backups on the administrative record, newest first, under a line saying when
    the last good one was made; with ``--now``, back up into ``--folder`` first, checked and
    recorded as a scheduled backup is (exit 1, with the reason, when it failed: the failure
    is on the record too)."""
    from casino.services.pit.backups import BackupService, backup_status
    from casino.store import migrate
    from casino.store.db import DatabaseError
    from casino.store.seal import SealError
    from casino.store.unit import Database

    if args.now and args.folder is None:
        err.write("casino db backups: --now needs --folder DIR, the folder to back up into\n")
        return EXIT_REFUSED
    try:
        db = Database(args.db)
    except DatabaseError as exc:
        err.write(f"casino db backups: {exc}\n")
        return EXIT_REFUSED
    try:
        if migrate.current(db.engine) != migrate.head():
            err.write(
                f"casino db backups: the database at {db.url} is not set up; run: casino db "
                "upgrade\n"
            )
            return EXIT_REFUSED
        service = BackupService(db)
        if args.now:
            line = service.run(Path(args.folder))
            if not line.ok:
                err.write(f"casino db backups: {line.detail}\n")
                return EXIT_FAILED
            out.write(f"backed up to {line.file}: {line.detail}\n")
            return EXIT_OK
        lines = service.history(args.limit)
        if not lines:
            out.write("No backup on record.\n")
            return EXIT_OK
        with db.read() as session:
            status = backup_status(session)
        out.write(status.text() + "\n")
        out.writelines(line.text + "\n" for line in lines)
        return EXIT_OK
    except SealError as exc:
        err.write(f"casino db backups: {exc}\n")
        return EXIT_REFUSED
    finally:
        db.dispose()


def register_backups(db_sub: Any) -> None:
    """Add ``backups`` to ``casino db``'s subcommands."""
    from casino.cli_support import whole_number

    backups = db_sub.add_parser(
        "backups", help="the floor's scheduled backups on the record; --now makes one",
        description="List the backups on the administrative record, newest first: each made "
        "(and how it was checked), failed (and why), archived past the retention, or missing; "
        "the first line says when the last good one was made. The schedule and the retention "
        "are pit settings (backup_every_hours, backup_keep_years). With --now --folder DIR, "
        "back up into DIR now, checked by restoring it into a scratch database and recorded, "
        "as the floor server's scheduled backups are; exit 1 when it failed."
    )  # fmt: skip
    backups.add_argument(
        "--db", metavar="URL", help="a SQLAlchemy URL (default: the configured database)"
    )
    backups.add_argument("--now", action="store_true", help="back up now, whatever the schedule")
    backups.add_argument("--folder", metavar="DIR", help="the folder to back up into (--now)")
    backups.add_argument(
        "--limit", type=whole_number, default=50, metavar="N", help="list at most N (50)"
    )
    backups.set_defaults(func=cmd_db_backups)
