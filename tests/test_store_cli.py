"""The database subcommands as a user runs them (``casino``'s entry point in this process:
``cli_runner``), on a SQLite file and on a scratch PostgreSQL server: ``casino db upgrade``,
``casino users add``, ``casino verify`` on a database that is not set up; and ``casino demo``
on SQLite (the demo's floor on PostgreSQL is ``test_reports``'s, built by the same code)."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from cli_runner import run_casino
from sqlalchemy import func, inspect, select
from store_fixtures import STAFF

from casino.games import games
from casino.services import Services
from casino.services.demo import SHIFTS, TABLES, USERS
from casino.services.errors import AuthError
from casino.store import migrate
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def casino(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``casino ARGS``, standard input a pipe (so never a terminal)."""
    return run_casino(*args, stdin=stdin, env=ENV)


@pytest.fixture
def database(db_url: str) -> Iterator[Database]:
    db = Database(db_url)
    yield db
    db.dispose()


# --- casino db upgrade --------------------------------------------------------------------------


@pytest.mark.postgres  # the schema and the users as each database keeps them
def test_db_upgrade_builds_an_empty_database_and_is_idempotent(empty_db_url: str) -> None:
    db = Database(empty_db_url)
    try:
        assert migrate.current(db.engine) is None
        expected = f"database {db.url} is at revision {migrate.head()} (the newest)\n"
        for _ in range(2):
            done = casino("db", "upgrade", "--db", empty_db_url)
            assert done.returncode == 0, done.stderr
            assert done.stdout == expected
            assert migrate.current(db.engine) == migrate.head()
        tables = set(inspect(db.engine).get_table_names())
        assert set(m.APPEND_ONLY) | {"users", "casino_tables", "shifts"} <= tables
    finally:
        db.dispose()


# --- casino users add ---------------------------------------------------------------------------


@pytest.mark.postgres  # the schema and the users as each database keeps them
def test_users_add_reads_the_pin_from_stdin_and_refuses_a_second_of_the_name(
    db_url: str, database: Database
) -> None:
    """``--as ADMIN``: the administrator's PIN on the first line, the new user's on the next;
    without ``--as`` a database that has users takes none."""
    admin, _role, admin_pin = STAFF["admin"]
    added = casino("users", "add", "Lee Newhire", "--role", "dealer", "--as", admin,
                   "--db", db_url, stdin=f"{admin_pin}\n4455\nignored\n")  # fmt: skip
    assert added.returncode == 0, added.stderr
    assert added.stdout == "added Lee Newhire as dealer\n"
    services = Services(database)
    actor = services.auth.login("Lee Newhire", "4455", "cli test")
    assert (actor.name, actor.role) == ("Lee Newhire", "dealer")
    with pytest.raises(AuthError):
        services.auth.login("Lee Newhire", "ignored", "cli test")

    again = casino("users", "add", "Lee Newhire", "--role", "pit_boss", "--as", admin,
                   "--db", db_url, stdin=f"{admin_pin}\n958371\n")  # fmt: skip
    assert again.returncode == 2
    assert again.stdout == ""
    assert again.stderr == "casino users add: there is already a user called 'Lee Newhire'\n"
    # the first is untouched: still a dealer, still the first PIN
    assert services.auth.login("Lee Newhire", "4455", "cli test").role == "dealer"

    unsigned = casino("users", "add", "Mallory", "--role", "admin", "--db", db_url,
                      stdin="958371\n")  # fmt: skip
    assert unsigned.returncode == 2
    assert "already has users: add one --as an administrator" in unsigned.stderr
    wrong = casino("users", "add", "Mallory", "--role", "admin", "--as", admin, "--db", db_url,
                   stdin="111999\n958371\n")  # fmt: skip
    assert wrong.returncode == 2
    assert wrong.stderr == "casino users add: wrong name or PIN\n"
    with database.read() as session:
        assert session.scalar(select(m.User.id).where(m.User.name == "Mallory")) is None
        assert session.scalar(select(m.User.failed_pins).where(m.User.name == admin)) == 1


def test_users_add_refuses_a_bad_role_and_a_bad_pin(db_url: str, database: Database) -> None:
    role = casino("users", "add", "Bo Gus", "--role", "croupier", "--db", db_url, stdin="4455\n")
    assert role.returncode == 2
    assert "invalid choice: 'croupier'" in role.stderr

    admin, _role, admin_pin = STAFF["admin"]
    for pin, why in (("12", "a dealer's PIN is 4 to 12 digits"), ("12ab", "a dealer's PIN is 4 "
                     "to 12 digits"), ("7777", "a PIN of one digit repeated"),
                     ("3456", "a PIN that runs up or down")):  # fmt: skip
        short = casino("users", "add", "Bo Gus", "--role", "dealer", "--as", admin,
                       "--db", db_url, stdin=f"{admin_pin}\n{pin}\n")  # fmt: skip
        assert short.returncode == 2, pin
        assert short.stderr.startswith(f"casino users add: {why}"), (pin, short.stderr)
        assert short.stdout == ""

    with database.read() as session:
        assert session.scalar(select(m.User.id).where(m.User.name == "Bo Gus")) is None


# --- a database that is not set up --------------------------------------------------------------


@pytest.mark.postgres  # the schema and the users as each database keeps them
def test_commands_on_a_database_that_is_not_set_up_say_to_upgrade(empty_db_url: str) -> None:
    checked = casino("verify", "--db", empty_db_url)
    assert checked.returncode == 2
    assert checked.stdout == ""
    assert re.fullmatch(
        r"casino verify: the database at \S+ is not set up; run: casino db upgrade\n",
        checked.stderr,
    )
    added = casino("users", "add", "Al", "--role", "admin", "--db", empty_db_url, stdin="905174\n")
    assert added.returncode == 2
    assert added.stderr.endswith("is not set up; run: casino db upgrade\n")
    db = Database(empty_db_url)
    try:
        assert migrate.current(db.engine) is None  # neither command set it up behind our back
    finally:
        db.dispose()


def test_soak_refuses_no_tables(tmp_path: Path) -> None:
    refused = casino("soak", "--db", f"sqlite:///{tmp_path / 'x.db'}", "--tables", "0")
    assert refused.returncode == 2
    assert refused.stderr == "casino soak: --tables must be 1 to 1000\n"


# --- casino demo --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Demo:
    url: str
    done: subprocess.CompletedProcess[str]


@pytest.fixture(scope="module")
def demos(postgres: ScratchPostgres, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Demo]:
    """``casino demo`` once on each backend a test asks for (it takes seconds)."""

    class Built(dict[str, Demo]):
        def __missing__(self, backend: str) -> Demo:
            url = (f"sqlite:///{tmp_path_factory.mktemp('demo') / 'demo.db'}"
                   if backend == "sqlite" else postgres.create_database("cli_demo"))  # fmt: skip
            self[backend] = Demo(url, casino("demo", "--db", url))
            return self[backend]

    return Built()


@pytest.fixture
def demo(request: pytest.FixtureRequest, demos: dict[str, Demo]) -> Demo:
    built = demos[request.param]
    assert built.done.returncode == 0, built.done.stderr
    return built


BACKEND_FIXTURES = ("demo",)
"""The demo, on SQLite, and on PostgreSQL for a test marked postgres or under
``--all-backends`` (``store_fixtures.backends``)."""
on_demo_worker = pytest.mark.xdist_group("cli-demo")
"""Every test on the built demos runs on one worker (``--dist loadgroup``), so each backend's
demo is built once a run, not once per worker that happens to take one of these tests."""


@on_demo_worker
def test_demo_says_what_it_built(demo: Demo) -> None:
    lines = demo.done.stdout.splitlines()
    played = [
        f"{shift.name}: {name}: {hands} hands played, {'closed' if shift.closed else 'open'}"
        for shift in SHIFTS
        for name, hands in shift.hands.items()
    ]
    assert lines[: len(played)] == played
    assert lines[len(played)] == "demo users (name, role, PIN): " + "; ".join(
        f"{n}, {r}, {p}" for n, r, p in USERS
    )
    assert lines[len(played) + 1] == f"demo casino ready in {demo.url}"
    assert len(lines) == len(played) + 2
    assert demo.done.stderr == ""


@on_demo_worker
def test_demo_is_intact(demo: Demo) -> None:
    checked = casino("verify", "--db", demo.url)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    names = [t.name for t in TABLES]
    for name, line in zip(names, checked.stdout.splitlines(), strict=False):
        assert re.fullmatch(rf"{name}: \d+ events, \d+ wager lines, intact", line)
    assert checked.stdout.splitlines()[-1] == f"{len(TABLES)} of {len(TABLES)} tables intact"


@on_demo_worker
def test_verify_prints_heads_and_checks_a_printed_hash(demo: Demo) -> None:
    """``--heads`` prints each stream's head; ``--event TABLE:SEQ [--hash HEX]`` checks one
    printed hash (a report's chain head): 0 when it is the recorded one, 1 when not, 2 when
    the option cannot be read."""
    heads = casino("verify", "--db", demo.url, "--heads")
    assert heads.returncode == 0, heads.stdout + heads.stderr
    found = re.findall(r"^head (.+?): event (\d+) ([0-9a-f]{64}) ", heads.stdout, re.MULTILINE)
    names = {name for name, _seq, _hash in found}
    assert names == {t.name for t in TABLES} | {"administrative record", "significant-event log"}
    name, seq, digest = found[0]
    right = casino("verify", "--db", demo.url, "--event", f"{name}:{seq}", "--hash", digest)
    assert right.returncode == 0, right.stdout + right.stderr
    assert right.stdout.splitlines()[-1].endswith("the printed hash matches")
    wrong = casino("verify", "--db", demo.url, "--event", f"{name}:{seq}", "--hash", "0" * 64)
    assert wrong.returncode == 1 and "NOT the recorded one" in wrong.stdout
    unreadable = casino("verify", "--db", demo.url, "--event", "nope")
    assert unreadable.returncode == 2
    assert unreadable.stderr == "casino verify: --event 'nope' is not TABLE:SEQ, such as SK-1:345\n"


@on_demo_worker
def test_demo_holds_a_working_floor(demo: Demo) -> None:
    db = Database(demo.url)
    try:
        services = Services(db)
        with db.read() as session:
            open_shifts = session.scalar(
                select(func.count()).select_from(m.Shift).where(m.Shift.closed_at.is_(None))
            )
            tables = dict(session.execute(select(m.CasinoTable.name, m.CasinoTable.game)).all())
            hands = session.execute(
                select(m.Hand.outcome, func.count()).group_by(m.Hand.outcome)
            ).all()
            still_open = set(
                session.scalars(
                    select(m.CasinoTable.name)
                    .join(m.TableSession, m.TableSession.table_id == m.CasinoTable.id)
                    .where(m.TableSession.closed_at.is_(None))
                )
            )
        assert open_shifts == 1  # the night shift is closed, the day shift in play
        assert services.shifts.open_shifts()
        assert tables == {t.name: t.game for t in TABLES}
        assert set(tables.values()) == set(games())  # every game has a table in the demo
        counted = dict(hands)
        assert counted["voided"] == len(TABLES)  # one void, approved by the pit boss, a table
        total = sum(counted.values())
        assert total == sum(sum(shift.hands.values()) for shift in SHIFTS)
        assert 200 <= total <= 1000  # "a few hundred hands"
        assert still_open == {name for s in SHIFTS if not s.closed for name in s.hands}
        for name, _role, pin in USERS:
            assert services.auth.login(name, pin, "cli test").name == name
    finally:
        db.dispose()


@on_demo_worker
def test_a_second_demo_on_the_same_database_is_refused(demo: Demo) -> None:
    again = casino("demo", "--db", demo.url)
    assert again.returncode == 2
    assert again.stderr == (
        "casino demo: the database already has users; the demo needs an empty one\n"
    )
    assert again.stdout == ""
    db = Database(demo.url)
    try:
        with db.read() as session:
            assert session.scalar(select(func.count()).select_from(m.User)) == len(USERS)
            assert session.scalar(select(func.count()).select_from(m.Shift)) == len(SHIFTS)
    finally:
        db.dispose()
