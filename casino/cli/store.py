"""The ``casino`` subcommands that work on the database: ``db upgrade``, ``users add``,
``verify``, ``report``, ``demo`` and ``soak``. Each takes ``--db URL`` (any SQLAlchemy URL);
without it the database is the configured one (``CASINO_DATABASE_URL``, the config file, else
the SQLite file in the user's data folder)."""

from __future__ import annotations

import argparse
import getpass
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from casino.cli_support import EXIT_FAILED, EXIT_OK, EXIT_REFUSED, seed_number, whole_number
from casino.i18n import speaking
from casino.i18n.languages import LANGUAGES, SOURCE
from casino.store.models import ROLES

_OPENED: list[Any] = []
"""The databases this command opened (``_database``), closed by ``close_databases``."""


def close_databases() -> None:
    """Close every database the command opened, its connections with it: ``casino.cli.main``
    does this when a command returns, so a program that calls ``main`` (a test, the console's
    self-test) is left holding no connection, as a process that exits holds none (a
    PostgreSQL database still in use cannot be copied or dropped)."""
    while _OPENED:
        _OPENED.pop().dispose()


def _database(args: argparse.Namespace, upgrade: bool, create: bool = False) -> Any:
    """The database ``--db`` names; ``create`` makes a SQLite file's folder (only ``db
    upgrade`` does: elsewhere a mistyped path is refused, not turned into a new casino)."""
    from casino.store import migrate
    from casino.store.unit import Database

    db = Database(args.db, create=create)
    _OPENED.append(db)
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
    db = _database(args, upgrade=True, create=True)
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


def _read_pin(prompt: str, twice: bool) -> str | None:
    """A PIN from the terminal (asked ``twice`` for a new one) or the next line of standard
    input; None when the two typed differ or the input has ended."""
    if sys.stdin.isatty():
        pin = getpass.getpass(f"{prompt}: ")
        if twice and getpass.getpass(f"{prompt} again: ") != pin:
            return None
        return pin
    line = sys.stdin.readline()
    return line.strip() if line else None


def cmd_users_add(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Add a user. With ``--as ADMIN`` the administrator (or a pit boss, for a dealer) signs
    in with their PIN first, counted like any sign-in; without it only the first user of a
    new database is taken."""
    from casino.services.errors import ServiceError
    from casino.services.users.auth import AuthService

    db = _database(args, upgrade=False)
    if not _ready(db, err, "users add"):
        return EXIT_REFUSED
    auth = AuthService(db)
    by = None
    try:
        if args.as_user is not None:
            admin_pin = _read_pin(f"PIN of {args.as_user}", twice=False)
            if admin_pin is None:
                err.write(f"casino users add: no PIN for {args.as_user}; nothing was added\n")
                return EXIT_REFUSED
            by = auth.sign_in(args.as_user, admin_pin, "casino users add")
        elif auth.has_users():
            err.write(
                "casino users add: this database already has users: add one --as an "
                "administrator (or a pit boss, for a dealer), whose PIN is read first\n"
            )
            return EXIT_REFUSED
        pin = _read_pin(f"PIN of {args.name}", twice=True)
        if pin is None:
            err.write("casino users add: the new PIN was not given twice alike; nothing added\n")
            return EXIT_REFUSED
        auth.add_user(args.name, args.role, pin, by=by)
    except ServiceError as exc:
        err.write(f"casino users add: {exc}\n")
        return EXIT_REFUSED
    finally:
        if by is not None:
            auth.logout(by)
    out.write(f"added {args.name} as {args.role}\n")
    return EXIT_OK


def cmd_users_recover(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Recover the last administrator with the site key (``AuthService.recover_administrator``)."""
    import socket

    from casino.services.errors import ServiceError
    from casino.services.users.auth import AuthService
    from casino.store.seal import SealError, load_key

    db = _database(args, upgrade=False)
    if not _ready(db, err, "users recover"):
        return EXIT_REFUSED
    try:
        key = load_key(Path(args.key))
    except SealError as exc:
        err.write(f"casino users recover: {exc}\n")
        return EXIT_REFUSED
    pin = _read_pin(f"new PIN of {args.name}", twice=True)
    if pin is not None and not sys.stdin.isatty():  # piped: the next line repeats it
        pin = pin if _read_pin("", twice=False) == pin else None
    if pin is None:
        err.write("casino users recover: the new PIN was not given twice alike; nothing changed\n")
        return EXIT_REFUSED
    try:
        AuthService(db).recover_administrator(args.name, pin, key, socket.gethostname())
    except ServiceError as exc:
        err.write(f"casino users recover: {exc}\n")
        return EXIT_REFUSED
    out.write(f"{args.name} may sign in with the new PIN; the recovery is on the record\n")
    return EXIT_OK


def cmd_verify(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Exit 0 when every stream, the administrative record and the journal agree under the
    site key; 1 when anything is broken or the record is unkeyed; 2 when it could not be
    checked at all (no database, not set up, a bad ``--event``)."""
    from casino.services.players.rating_decisions import problems as kept_problems
    from casino.store.seal import site_key
    from casino.store.verify import ADMIN_NAME, LOG_NAME, verify_record

    db = _database(args, upgrade=False)
    if not _ready(db, err, "verify"):
        return EXIT_REFUSED
    with db.read() as session:
        found = verify_record(session, site_key(create=False), kept=kept_problems)
        if args.event is not None:
            return _check_event(session, found, args, out, err)
    checked = found.checked
    # A stream the journal remembers further than the database holds is named as cut by the
    # check itself; it has no events newer than the journal (never a negative count).
    newer = {h.stream: max(0, h.seq - (h.journaled or 0)) for h in found.heads}
    if args.json:
        def entry(c: Any) -> dict[str, Any]:
            return {
                "table": c.table,
                "events": c.events,
                "wagers": c.wagers,
                "ok": c.problem is None,
                "first_bad_event": c.problem.seq if c.problem else None,
                "problem": c.problem.message if c.problem else None,
            }

        out.write(json.dumps({
            "ok": found.intact,
            "keyed": found.unkeyed is None,
            "unkeyed": found.unkeyed,
            "tables": [entry(c) for c in checked if c.table not in (ADMIN_NAME, LOG_NAME)],
            "administrative": entry(next(c for c in checked if c.table == ADMIN_NAME)),
            "log": entry(next(c for c in checked if c.table == LOG_NAME)),
            "heads": [
                {"stream": h.stream, "table": h.table, "seq": h.seq, "hash": h.hash,
                 "journaled": h.journaled, "newer_than_journal": newer[h.stream]}
                for h in found.heads
            ],
        }) + "\n")
        return EXIT_OK if found.intact else EXIT_FAILED
    if found.unkeyed is not None:
        out.write(f"UNKEYED: {found.unkeyed}\n")
    for c in checked:
        if c.problem is None:
            state = "intact" if found.unkeyed is None else "unkeyed (hashes not checked)"
            out.write(f"{c.table}: {c.events} events, {c.wagers} wager lines, {state}\n")
        else:
            out.write(f"{c.problem}\n")
    tables = [c for c in checked if c.table not in (ADMIN_NAME, LOG_NAME)]
    intact = sum(1 for c in tables if c.problem is None) if found.unkeyed is None else 0
    if args.heads:
        for h in found.heads:
            seen = f"journaled to {h.journaled}" if h.journaled else "never journaled"
            out.write(f"head {h.table}: event {h.seq} {h.hash} ({seen})\n")
    if found.unkeyed is None:
        out.write(f"{sum(newer.values())} events newer than the last journal entry\n")
    else:
        out.write("the journal was not checked: its lines are proven by the site key\n")
    out.write(f"{intact} of {len(tables)} tables intact\n")
    return EXIT_OK if found.intact else EXIT_FAILED


def _check_event(
    session: Any, found: Any, args: argparse.Namespace, out: TextIO, err: TextIO
) -> int:
    """``--event TABLE:SEQ``: the stored hash of one event (a printed report's chain head),
    compared with ``--hash`` when given; intact only if the table's chain is."""
    from sqlalchemy import select

    from casino.store import models as m

    table_name, _sep, seq_text = args.event.rpartition(":")
    if not table_name or not seq_text.isdigit() or len(seq_text) > 9:
        err.write(f"casino verify: --event {args.event!r} is not TABLE:SEQ, such as SK-1:345\n")
        return EXIT_REFUSED
    table_id = session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == table_name))
    if table_id is None:
        err.write(f"casino verify: there is no table called {table_name!r}\n")
        return EXIT_REFUSED
    stored = session.scalar(
        select(m.Event.hash).where(m.Event.table_id == table_id, m.Event.seq == int(seq_text))
    )
    if stored is None:
        out.write(f"{table_name} event {seq_text}: not in the database\n")
        return EXIT_FAILED
    checked = next(c for c in found.checked if c.table == table_name)
    chain_ok = found.unkeyed is None and checked.problem is None
    out.write(f"{table_name} event {seq_text}: {stored}\n")
    if not chain_ok:
        why = found.unkeyed or str(checked.problem)
        out.write(f"the chain cannot vouch for it: {why}\n")
        return EXIT_FAILED
    if args.hash is not None and args.hash.strip().lower() != stored:
        out.write(f"the printed hash {args.hash.strip()} is NOT the recorded one\n")
        return EXIT_FAILED
    out.write("the chain is intact under the site key" +
              ("; the printed hash matches\n" if args.hash else "\n"))
    return EXIT_OK


def cmd_report(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``--shift``, ``--period`` or ``--exceptions`` (one of the three) to a PDF file. Every
    refusal (a bad date, a missing or misplaced option, a shift that does not exist, a
    setting that cannot be used, a file that cannot be written) is one line and exit 2."""
    from pathlib import Path

    from casino.pit_settings import PitSettingsError
    from casino.services.errors import InputError, NotFound
    from casino.site import SiteError
    from casino.store.db import DatabaseError

    target = Path(args.out).expanduser()
    try:
        dates = _report_dates(args)
    except InputError as exc:
        err.write(f"casino report: {exc}\n")
        return EXIT_REFUSED
    if target.is_dir():
        err.write(f"casino report: --out {args.out} is a folder; name the PDF file to write\n")
        return EXIT_REFUSED
    db = _database(args, upgrade=False)
    if not _ready(db, err, "report"):
        return EXIT_REFUSED
    try:
        language = args.lang or _report_language(db)
        with speaking(language):
            if args.shift is not None:
                line = _shift_report(db, args.shift, target)
            else:
                line = _period_report(db, args, dates, target)
    except (NotFound, InputError, SiteError, DatabaseError, PitSettingsError) as exc:
        err.write(f"casino report: {exc}\n")
        return EXIT_REFUSED
    except OSError as exc:
        err.write(f"casino report: cannot write {target}: {exc.strerror or exc}\n")
        return EXIT_REFUSED
    out.write(line)
    return EXIT_OK


def _report_language(db: Any) -> str:
    """The language the site prints its reports in (``[pit] report_language``)."""
    from casino.services.pit.settings import PitSettingsService

    current = PitSettingsService(db).current()
    return SOURCE if current is None else current.settings.report_language


def _report_dates(args: argparse.Namespace) -> tuple[Any, ...]:
    """The dates the mode asked for needs, each read as YYYY-MM-DD; a date given to a mode
    that takes none is refused rather than ignored."""
    from casino.services.errors import InputError
    from casino.services.reports.periods import parse_day

    given = {"--date": args.date, "--from": args.start, "--to": args.end}
    wanted = ("--date",) if args.period else ("--from", "--to") if args.exceptions else ()
    mode = "--period" if args.period else "--exceptions" if args.exceptions else "--shift"
    for option, value in given.items():
        if value is not None and option not in wanted:
            takes = " and ".join(wanted) if wanted else "no date"
            raise InputError(f"{option} does not go with {mode} (it takes {takes})")
    for option in wanted:
        if given[option] is None:
            raise InputError(f"{mode} needs {option} YYYY-MM-DD")
    return tuple(parse_day(given[option], option) for option in wanted)


def printer(name: str) -> Any:
    """The PDF printer ``name`` (``shift``, ``period``, ``exceptions``) of the installed
    ``casino.printers`` entry points: the core never imports the reports package, which
    registers its printers in ``pyproject.toml``."""
    from importlib.metadata import entry_points

    from casino.services.errors import InputError

    for found in entry_points(group="casino.printers", name=name):
        return found.load()
    raise InputError(f"no {name} report printer is installed (the reports package is missing)")


def _shift_report(db: Any, shift: str, target: Any) -> str:
    done = printer("shift")(db, shift, target, via="casino report")
    report = done.report
    state = "closed" if not report.provisional else "still open: provisional figures"
    again = f"a reprint of the report first printed {done.stamp.printed_at:%Y-%m-%d %H:%M} UTC" \
        if done.stamp.reprint else "first print"
    return (
        f"wrote {target}: report {done.report_id}, shift {report.shift_id} ({report.name}, "
        f"{state}), {len(report.tables)} tables, {done.pages} pages; {again}\n"
    )


def _period_report(db: Any, args: argparse.Namespace, dates: tuple[Any, ...], target: Any) -> str:
    from casino.services.reports.period_model import PERIOD_NAMES, ExceptionsReport, PeriodReport
    from casino.textfile import plural

    if args.period:
        done = printer("period")(db, args.period, dates[0], target)
        report = done.report
        assert isinstance(report, PeriodReport)
        state = "provisional" if report.provisional else "final"
        return (
            f"wrote {target}: report {done.report_id}, {PERIOD_NAMES[report.kind].lower()} "
            f"{report.first} to {report.last} ({state}), {plural(len(report.tables), 'table')}, "
            f"{plural(len(report.shifts), 'shift')}, {plural(done.pages, 'page')}\n"
        )
    done = printer("exceptions")(db, dates[0], dates[1], target)
    found = done.report
    assert isinstance(found, ExceptionsReport)
    return (
        f"wrote {target}: report {done.report_id}, exceptions {found.first} to {found.last}: "
        f"{plural(len(found.openers), 'opener')} against the last closer, "
        f"{plural(len(found.hold_exceptions), 'hold')} out of band, "
        f"{plural(len(found.voided_slips), 'slip')} voided, "
        f"{plural(len(found.open_variances), 'variance')} open, "
        f"{plural(len(found.corrections), 'hand correction')}, "
        f"{plural(len(found.complaints), 'complaint')}; {plural(done.pages, 'page')}\n"
    )


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
    """Random play on a scratch database: ``--scratch URL`` names it (``--db`` is the same
    option's older name); a database with users other than the soak's is refused."""
    from casino.services import Services
    from casino.services.soak import NotScratch, check_scratch, install_stop, run

    if not 1 <= args.tables <= 1000:
        err.write("casino soak: --tables must be 1 to 1000\n")
        return EXIT_REFUSED
    if args.hands is not None and args.hands < 1:
        err.write("casino soak: --hands must be at least 1\n")
        return EXIT_REFUSED
    url = args.scratch or args.db
    if not url:
        err.write("casino soak: name a new database to play on with --scratch URL\n")
        return EXIT_REFUSED
    args.db = url
    db = _database(args, upgrade=False, create=True)
    services = Services(db)
    try:
        if migrate_current(db):
            check_scratch(services)  # before the schema is touched
    except NotScratch as exc:
        err.write(f"casino soak: {exc}\n")
        return EXIT_REFUSED
    from casino.store import migrate

    migrate.upgrade(db.engine)
    stop = install_stop()
    try:
        run(services, args.tables, args.hands, args.seed, out, stop)
    except NotScratch as exc:
        err.write(f"casino soak: {exc}\n")
        return EXIT_REFUSED
    return EXIT_OK


def migrate_current(db: Any) -> bool:
    """Whether the database has a schema (so it may have users)."""
    from casino.store import migrate

    return migrate.current(db.engine) is not None


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
    from casino.cli.backup import register_db  # casino db backup, casino db restore
    register_db(db_sub)
    from casino.cli.backup import register_backups  # casino db backups
    register_backups(db_sub)

    users = sub.add_parser("users", help="console users")
    users_sub = users.add_subparsers(dest="users_command", required=True, metavar="ACTION")
    add = users_sub.add_parser(
        "add", help="add a user", description="Add a user. With --as NAME, NAME (an "
        "administrator, or a pit boss adding a dealer) signs in first: their PIN is asked for "
        "at the terminal or read from the first line of standard input, then the new user's "
        "PIN (4 to 12 digits, 6 or more for a pit boss or administrator) from the next line. "
        "Only a database with no users yet takes a first user without --as."
    )
    add.add_argument("name")
    add.add_argument("--role", required=True, choices=list(ROLES))
    add.add_argument("--as", dest="as_user", metavar="ADMIN",
                     help="the administrator (or pit boss) adding the user")
    with_db(add)
    add.set_defaults(func=cmd_users_add)

    recover = users_sub.add_parser(
        "recover", help="let the last administrator back in, with the site key",
        description="When no administrator can sign in (locked after wrong PINs, or "
        "deactivated), let NAME back in: unlocked, active, with a new PIN (6 to 12 digits) "
        "asked twice at the terminal or read from the next two lines of standard input. "
        "Needs the site key's file given with --key (the copy kept off the console) and is "
        "refused while another administrator can sign in. Recorded on the administrative "
        "stream and the significant-event log."
    )  # fmt: skip
    recover.add_argument("name")
    recover.add_argument("--key", required=True, metavar="FILE",
                         help="the site key's file, as the database was sealed with it")
    with_db(recover)
    recover.set_defaults(func=cmd_users_recover)

    verify = sub.add_parser(
        "verify", help="check every table's hash chain, the wager log, the administrative "
        "record and the journal",
        description="Check every table's keyed hash chain and wager log, the administrative "
        "record (users, rules, tables, shifts, sessions, counts, slips) against its own chain, "
        "and the journal of heads outside the database, with the site key "
        "(CASINO_SEAL_KEY_FILE, else seal.key beside config.toml). Exit 0: intact; 1: broken "
        "or unkeyed (no site key: nothing can be proven), naming the table and its first bad "
        "event; 2: could not check (no database, not set up, a bad option)."
    )
    verify.add_argument("--json", action="store_true", help="one JSON object")
    verify.add_argument("--heads", action="store_true",
                        help="print each stream's head (last event and its hash)")
    verify.add_argument("--event", metavar="TABLE:SEQ",
                        help="print one event's recorded hash, such as a report's chain head")
    verify.add_argument("--hash", metavar="HEX",
                        help="with --event: the hash printed on paper, to compare")
    with_db(verify)
    verify.set_defaults(func=cmd_verify)

    report = sub.add_parser(
        "report", help="print a shift, period or exceptions report to a PDF file",
        description="Write a report as a PDF: a shift's (--shift: counts, win and hold, play, "
        "dealers, voids and corrections, chain heads, signature lines; the same shift always "
        "gives the same file, so a reprint can be compared with the original byte for byte), "
        "the gaming day's, month to date's or year to date's by table and game type with each "
        "hold against its band (--period with --date), or every exception of a span of gaming "
        "days (--exceptions with --from and --to). A gaming day runs from 06:00 local time."
    )  # fmt: skip
    which = report.add_mutually_exclusive_group(required=True)
    which.add_argument("--shift", metavar="ID|latest",
                       help="the shift's number, or 'latest' for the shift opened last")
    which.add_argument("--period", choices=["day", "mtd", "ytd"],
                       help="the gaming day, month to date or year to date ending --date")
    which.add_argument("--exceptions", action="store_true",
                       help="openers against closers, holds out of band, voided slips, "
                       "count-room variances, hand corrections and complaints, --from to --to")
    report.add_argument("--date", metavar="YYYY-MM-DD", help="with --period: its last gaming day")
    report.add_argument("--from", dest="start", metavar="YYYY-MM-DD",
                        help="with --exceptions: the first gaming day")
    report.add_argument("--to", dest="end", metavar="YYYY-MM-DD",
                        help="with --exceptions: the last gaming day")
    report.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    report.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="the report's language (default: the site's, [pit] "
                        "report_language); its figures and ids are the same in every language")
    with_db(report)
    report.set_defaults(func=cmd_report)

    demo = sub.add_parser("demo", help="fill an empty database with a demo casino")
    demo.add_argument("--seed", type=seed_number, default=2026, help="random seed (default 2026)")
    with_db(demo)
    demo.set_defaults(func=cmd_demo)

    soak = sub.add_parser(
        "soak", help="random legal play on N tables through the services",
        description="Play random legal commands on N tables at full speed, printing "
        "'committed TABLE SEQ' after every commit. Resumes open hands on start; stops after "
        "H hands a table, or on SIGTERM. It plays only on a scratch database: a new one, or "
        "one it made before; a casino's database is refused."
    )
    soak.add_argument("--scratch", metavar="URL",
                      help="the database to play on (required): a new one, or one the soak made; "
                      "a casino's database (users of its own) is refused")
    soak.add_argument("--db", metavar="URL", help="the older name of --scratch")
    soak.add_argument("--tables", type=whole_number, required=True)
    soak.add_argument("--hands", type=whole_number, default=None,
                      help="hands a table (default: no end)")
    soak.add_argument("--seed", type=seed_number, default=1)
    soak.set_defaults(func=cmd_soak)
