"""The ``casino`` subcommands that work on the database: ``db upgrade``, ``users add``,
``verify``, ``report``, ``demo`` and ``soak``. Each takes ``--db URL`` (any SQLAlchemy URL);
without it the database is the configured one (``CASINO_DATABASE_URL``, the config file, else
the SQLite file in the user's data folder)."""

from __future__ import annotations

import argparse
import getpass
import json
import sys
from typing import Any, TextIO

from casino.cli_support import EXIT_FAILED, EXIT_OK, EXIT_REFUSED


def _database(args: argparse.Namespace, upgrade: bool) -> Any:
    from casino.store import migrate
    from casino.store.unit import Database

    db = Database(args.db)
    if upgrade:
        migrate.upgrade(db.engine)
    return db


def _ready(db: Any, err: TextIO, command: str) -> bool:
    from casino.store import migrate

    if migrate.current(db.engine) != migrate.head():
        err.write(f"casino {command}: the database at {db.url} is not set up; "
                  "run: casino db upgrade\n")
        return False
    return True


def cmd_db_upgrade(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Migrate as the owner; on PostgreSQL then (re)grant the console roles their limited
    privileges, so tables a migration adds are covered the moment they exist. Everything
    refusable (the role's name, SQLite, the password) is checked before the schema is touched."""
    from casino.store import migrate, roles
    from casino.store.db import database_url

    password: str | None = None
    try:
        if args.console_role is not None:
            roles.check_role_name(args.console_role)
            if roles.is_sqlite(database_url(args.db)):
                raise roles.RoleError(
                    "--console-role is for PostgreSQL; SQLite has no roles (the file's "
                    "permissions decide who may open it)"
                )
        if args.console_password:
            if args.console_role is None:
                raise roles.RoleError("--console-password needs --console-role NAME")
            password = roles.read_password()
    except roles.RoleError as exc:
        err.write(f"casino db upgrade: {exc}\n")
        return EXIT_REFUSED
    db = _database(args, upgrade=True)
    out.write(f"database {db.url} is at revision {migrate.current(db.engine)} (the newest)\n")
    if db.postgres:
        try:
            granted = roles.set_up_consoles(db.engine, args.console_role, password)
        except roles.RoleError as exc:
            err.write(f"casino db upgrade: {exc}\n")
            return EXIT_REFUSED
        for done in granted:
            out.writelines(f"{line}\n" for line in done.lines())
    return EXIT_OK


def _read_pin(err: TextIO) -> str | None:
    if sys.stdin.isatty():
        pin = getpass.getpass("PIN: ")
        if getpass.getpass("PIN again: ") != pin:
            err.write("casino users add: the two PINs differ; nothing was added\n")
            return None
        return pin
    return sys.stdin.readline().strip()


def cmd_users_add(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.services.auth import AuthService
    from casino.services.errors import ServiceError

    db = _database(args, upgrade=False)
    if not _ready(db, err, "users add"):
        return EXIT_REFUSED
    pin = _read_pin(err)
    if pin is None:
        return EXIT_REFUSED
    try:
        AuthService(db).add_user(args.name, args.role, pin)
    except ServiceError as exc:
        err.write(f"casino users add: {exc}\n")
        return EXIT_REFUSED
    out.write(f"added {args.name} as {args.role}\n")
    return EXIT_OK


def cmd_verify(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.store.verify import verify

    db = _database(args, upgrade=False)
    if not _ready(db, err, "verify"):
        return EXIT_REFUSED
    with db.read() as session:
        checked = verify(session)
    bad = [c for c in checked if c.problem is not None]
    if args.json:
        out.write(json.dumps({
            "ok": not bad,
            "tables": [
                {
                    "table": c.table,
                    "events": c.events,
                    "wagers": c.wagers,
                    "ok": c.problem is None,
                    "first_bad_event": c.problem.seq if c.problem else None,
                    "problem": c.problem.message if c.problem else None,
                }
                for c in checked
            ],
        }) + "\n")
    else:
        for c in checked:
            if c.problem is None:
                out.write(f"{c.table}: {c.events} events, {c.wagers} wager lines, intact\n")
            else:
                out.write(f"{c.problem}\n")
        out.write(f"{len(checked) - len(bad)} of {len(checked)} tables intact\n")
    return EXIT_FAILED if bad else EXIT_OK


def cmd_report(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from pathlib import Path

    from casino.services.errors import NotFound
    from casino.site import SiteError
    from casino.store.db import DatabaseError
    from reports.export import export_shift

    target = Path(args.out).expanduser()
    if target.is_dir():
        err.write(f"casino report: --out {args.out} is a folder; name the PDF file to write\n")
        return EXIT_REFUSED
    db = _database(args, upgrade=False)
    if not _ready(db, err, "report"):
        return EXIT_REFUSED
    try:
        done = export_shift(db, args.shift, target, via="casino report")
    except NotFound as exc:
        err.write(f"casino report: {exc}\n")
        return EXIT_REFUSED
    except (SiteError, DatabaseError) as exc:
        err.write(f"casino report: {exc}\n")
        return EXIT_REFUSED
    except OSError as exc:
        err.write(f"casino report: cannot write {target}: {exc.strerror or exc}\n")
        return EXIT_REFUSED
    report = done.report
    state = "closed" if not report.provisional else "still open: provisional figures"
    again = f"a reprint of the report first printed {done.stamp.printed_at:%Y-%m-%d %H:%M} UTC" \
        if done.stamp.reprint else "first print"
    out.write(
        f"wrote {target}: report {done.report_id}, shift {report.shift_id} ({report.name}, "
        f"{state}), {len(report.tables)} tables, {done.pages} pages; {again}\n"
    )
    return EXIT_OK


def cmd_demo(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.services import Services
    from casino.services.demo import build

    db = _database(args, upgrade=True)
    try:
        build(Services(db), seed=args.seed, say=lambda line: print(line, file=out))
    except ValueError as exc:
        err.write(f"casino demo: {exc}\n")
        return EXIT_REFUSED
    out.write(f"demo casino ready in {db.url}\n")
    return EXIT_OK


def cmd_soak(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.services import Services
    from casino.services.soak import install_stop, run

    if args.tables < 1:
        err.write("casino soak: --tables must be at least 1\n")
        return EXIT_REFUSED
    stop = install_stop()
    db = _database(args, upgrade=True)
    run(Services(db), args.tables, args.hands, args.seed, out, stop)
    return EXIT_OK


def register(sub: Any) -> None:
    """Add the database subcommands to ``casino``'s parser."""

    def with_db(parser: argparse.ArgumentParser, required: bool = False) -> None:
        parser.add_argument("--db", required=required, metavar="URL",
                            help="a SQLAlchemy URL (default: the configured database)")

    db = sub.add_parser("db", help="the database's schema")
    db_sub = db.add_subparsers(dest="db_command", required=True, metavar="ACTION")
    upgrade = db_sub.add_parser(
        "upgrade", help="create or migrate the schema to the newest",
        description="Create or migrate the schema to the newest. On PostgreSQL run it as the "
        "schema's owner; the consoles then sign in as a console role that may read and add "
        "rows and close spans, but never change or delete the record, truncate, or alter or "
        "drop anything. Every run regrants each role that already holds a console's grants, "
        "so tables a migration adds are covered."
    )  # fmt: skip
    with_db(upgrade)
    upgrade.add_argument(
        "--console-role", metavar="NAME",
        help="PostgreSQL only: create this LOGIN role if it does not exist and grant it "
        "exactly what a console needs (a plain lower-case name, e.g. casino_console)",
    )  # fmt: skip
    upgrade.add_argument(
        "--console-password", action="store_true",
        help="give the console role a password (new or changed), asked twice at a "
        "terminal or read from the first line of standard input; without it a new role has "
        "no password (for peer, trust or certificate sign-in) and an existing one keeps its own",
    )  # fmt: skip
    upgrade.set_defaults(func=cmd_db_upgrade)

    users = sub.add_parser("users", help="console users")
    users_sub = users.add_subparsers(dest="users_command", required=True, metavar="ACTION")
    add = users_sub.add_parser(
        "add", help="add a user", description="Add a user; the PIN (4 to 12 digits) is asked "
        "for at the terminal, or read from the first line of standard input."
    )
    add.add_argument("name")
    add.add_argument("--role", required=True, choices=["dealer", "pit_boss", "admin"])
    with_db(add)
    add.set_defaults(func=cmd_users_add)

    verify = sub.add_parser(
        "verify", help="check every table's hash chain and wager log",
        description="Exit 0 when every stream's chain is intact and its wager log matches; "
        "otherwise exit 1, naming the table and its first bad event."
    )
    verify.add_argument("--json", action="store_true", help="one JSON object")
    with_db(verify)
    verify.set_defaults(func=cmd_verify)

    report = sub.add_parser(
        "report", help="print a shift report to a PDF file",
        description="Write the shift report (counts, win and hold, play, dealers, voids and "
        "corrections, chain heads, signature lines) as a PDF. The same shift always gives the "
        "same file, so a reprint can be compared with the original byte for byte."
    )
    report.add_argument("--shift", required=True, metavar="ID|latest",
                        help="the shift's number, or 'latest' for the shift opened last")
    report.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    with_db(report)
    report.set_defaults(func=cmd_report)

    demo = sub.add_parser("demo", help="fill an empty database with a demo casino")
    demo.add_argument("--seed", type=int, default=2026, help="random seed (default 2026)")
    with_db(demo)
    demo.set_defaults(func=cmd_demo)

    soak = sub.add_parser(
        "soak", help="random legal play on N tables through the services",
        description="Play random legal commands on N tables at full speed, printing "
        "'committed TABLE SEQ' after every commit. Resumes open hands on start; stops after "
        "H hands a table, or on SIGTERM."
    )
    with_db(soak, required=True)
    soak.add_argument("--tables", type=int, required=True)
    soak.add_argument("--hands", type=int, default=None, help="hands a table (default: no end)")
    soak.add_argument("--seed", type=int, default=1)
    soak.set_defaults(func=cmd_soak)
