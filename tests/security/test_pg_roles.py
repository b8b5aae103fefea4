"""The consoles' PostgreSQL login: ``casino db upgrade --console-role NAME`` runs as the owner
and gives NAME only what play needs, on the real server the test session starts.

As that role a console signs in and plays a hand through the services; it cannot change or
remove a wager, delete from any table, truncate, drop a trigger, alter or create a table.
The grants are computed from the models, redone at every ``db upgrade``, and a role name
that is not a plain identifier, the owner itself, or SQLite are refused in one line.
"""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from cli_runner import run_casino
from sqlalchemy import func, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from store_fixtures import STAFF, Staff, fresh_url, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.services.demo import driver
from casino.store import migrate
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

pytestmark = pytest.mark.postgres
"""The database is this module's subject: PostgreSQL's own behaviour, on the real server."""

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
_numbers = itertools.count(1)


def casino(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``casino ARGS``, standard input a pipe (never a terminal)."""
    return run_casino(*args, stdin=stdin, env=ENV)


def new_role() -> str:
    """Roles belong to the whole server, which every test shares: each test has its own."""
    return f"console_{uuid.uuid4().hex[:8]}_{next(_numbers)}"


def as_role(url: str, role: str) -> str:
    """The same database, signed in as ``role`` (the scratch server trusts loopback)."""
    return make_url(url).set(username=role).render_as_string(hide_password=False)


def owner_sql(url: str, statement: str) -> list[tuple[Any, ...]]:
    """One statement as the owner (the server's superuser here), autocommitted."""
    parsed = make_url(url)
    with psycopg.connect(
        host=parsed.host, port=parsed.port, user=parsed.username, dbname=parsed.database,
        autocommit=True,
    ) as conn:  # fmt: skip
        cursor = conn.execute(statement.encode())
        return cursor.fetchall() if cursor.description else []


def console_privileges(url: str, role: str) -> dict[str, set[str]]:
    """What ``role`` effectively holds on each table of the schema, read from PostgreSQL."""
    rows = owner_sql(
        url,
        "SELECT c.relname, p FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " CROSS JOIN unnest(ARRAY['SELECT','INSERT','UPDATE','DELETE','TRUNCATE',"
        "'REFERENCES','TRIGGER']) AS p"
        " WHERE n.nspname = 'public' AND c.relkind = 'r'"
        f" AND has_table_privilege('{role}', c.oid, p)",
    )
    held: dict[str, set[str]] = {}
    for table, privilege in rows:
        held.setdefault(table, set()).add(privilege)
    return held


def expected_privileges() -> dict[str, set[str]]:
    """The console's privileges as the brief states them, from the models (so a table added
    later is expected too): the record SELECT, INSERT; every other model table SELECT,
    INSERT, UPDATE; alembic_version SELECT."""
    expected = {
        name: {"SELECT", "INSERT"} if name in m.APPEND_ONLY else {"SELECT", "INSERT", "UPDATE"}
        for name in m.Base.metadata.tables
    }
    expected["alembic_version"] = {"SELECT"}
    return expected


@dataclass
class Floor:
    """A migrated database with the staff, its owner's URL, and a console role set up."""

    owner_url: str
    role: str
    console_url: str
    upgrade: subprocess.CompletedProcess[str]


@pytest.fixture
def floor(tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any]) -> Floor:
    url = fresh_url("postgresql", tmp_path, postgres, str(templates["postgresql"]))
    role = new_role()
    done = casino("db", "upgrade", "--db", url, "--console-role", role)
    return Floor(url, role, as_role(url, role), done)


@pytest.fixture
def console_db(floor: Floor) -> Iterator[Database]:
    assert floor.upgrade.returncode == 0, floor.upgrade.stderr
    db = Database(floor.console_url)
    yield db
    db.dispose()


# --- what db upgrade says and grants ----------------------------------------------------------


def test_db_upgrade_creates_the_console_role_and_grants_only_what_play_needs(floor: Floor) -> None:
    done = floor.upgrade
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0].endswith(f"is at revision {migrate.head()} (the newest)")
    assert lines[1] == f"created role {floor.role} (LOGIN, no password)"
    assert lines[2].startswith(
        f"console role {floor.role}: SELECT, INSERT on {len(m.APPEND_ONLY)} record tables; "
        f"SELECT, INSERT, UPDATE on {len(m.Base.metadata.tables) - len(m.APPEND_ONLY)} other "
        "tables;"
    )
    assert len(lines) == 3
    assert console_privileges(floor.owner_url, floor.role) == expected_privileges()
    (can_login,) = owner_sql(
        floor.owner_url,
        f"SELECT rolcanlogin, rolsuper FROM pg_roles WHERE rolname = '{floor.role}'",
    )
    assert can_login == (True, False)


# --- (a) the console role can play ----------------------------------------------------------------


def test_the_console_role_signs_in_and_plays_a_hand(console_db: Database) -> None:
    migrate.upgrade(console_db.engine)  # what a console does at start: a check, no DDL
    services = Services(console_db)
    services.started("console-role test")
    staff = Staff(**{
        key: services.auth.login(name, pin, f"role test {key}")
        for key, (name, _role, pin) in STAFF.items()
    })  # fmt: skip
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    for seat in (1, 2, 3):
        services.tables.submit(
            staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), uuid.uuid4().hex
        )
    services.tables.submit(staff.dealer, table, StartHand(), uuid.uuid4().hex)
    rng = random.Random(7)
    for _ in range(300):
        view = services.tables.view(table)
        if view.state.hands_played >= 1:
            break
        command = driver(view.game)(view.state, rng)
        services.tables.submit(
            staff.dealer, table, command, uuid.uuid4().hex, expected_seq=view.seq
        )
    assert services.tables.view(table).state.hands_played >= 1
    services.auth.logout(staff.dealer)
    with console_db.read() as session:
        assert session.scalar(select(func.count()).select_from(m.Hand)) >= 1
        assert session.scalar(
            select(func.count()).select_from(m.Wager).where(m.Wager.table_id == table)
        ) >= 3  # fmt: skip


# --- (b) the console role cannot rewrite the record or the schema ---------------------------------

FORBIDDEN = [
    "UPDATE wagers SET amount = amount + 100",
    "UPDATE events SET data = data",
    "DELETE FROM wagers",
    "DELETE FROM events",
    "DELETE FROM users",
    "DELETE FROM login_sessions",
    "TRUNCATE wagers",
    "TRUNCATE shifts",
    "DROP TRIGGER wagers_append_only ON wagers",
    "ALTER TABLE wagers DISABLE TRIGGER ALL",
    "ALTER TABLE users ADD COLUMN promoted boolean",
    "DROP TABLE wagers",
    "CREATE TABLE sneaky (id integer)",
    "CREATE TEMPORARY TABLE sneaky (id integer)",
    "CREATE SCHEMA sneaky",
    "UPDATE alembic_version SET version_num = 'x'",
    "SELECT setval('wagers_id_seq', 1)",
]


@pytest.mark.parametrize("statement", FORBIDDEN)
def test_the_console_role_is_refused(floor: Floor, console_db: Database, statement: str) -> None:
    before = owner_sql(
        floor.owner_url, "SELECT (SELECT count(*) FROM wagers), (SELECT count(*) FROM users)"
    )
    with pytest.raises(DBAPIError) as refused, console_db.engine.begin() as conn:
        conn.execute(text(statement))
    assert isinstance(refused.value.orig, psycopg.errors.InsufficientPrivilege), refused.value
    assert owner_sql(
        floor.owner_url, "SELECT (SELECT count(*) FROM wagers), (SELECT count(*) FROM users)"
    ) == before  # fmt: skip
    triggers = owner_sql(
        floor.owner_url,
        "SELECT count(*) FROM pg_trigger WHERE tgrelid = 'wagers'::regclass AND tgenabled = 'O'",
    )
    assert triggers[0][0] >= 1


def test_a_wager_row_stays_as_written(floor: Floor, console_db: Database) -> None:
    """A real wager row: the console may read it and may not change it."""
    owner = Database(floor.owner_url)
    try:
        services = Services(owner)
        staff = Staff(**{
            key: services.auth.login(name, pin, f"owner {key}")
            for key, (name, _role, pin) in STAFF.items()
        })  # fmt: skip
        table = open_table(services, staff, "sekhoma", SekhomaRules())
        for seat in (1, 2):
            services.tables.submit(
                staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), uuid.uuid4().hex
            )
        services.tables.submit(staff.dealer, table, StartHand(), uuid.uuid4().hex)
    finally:
        owner.dispose()
    with console_db.read() as session:
        wager_id, amount = session.execute(
            select(m.Wager.id, m.Wager.amount).order_by(m.Wager.id).limit(1)
        ).one()
    with pytest.raises(DBAPIError, match="permission denied"), console_db.engine.begin() as conn:
        conn.execute(text("UPDATE wagers SET amount = 0 WHERE id = :i"), {"i": wager_id})
    with console_db.read() as session:
        assert session.scalar(select(m.Wager.amount).where(m.Wager.id == wager_id)) == amount


# --- every db upgrade regrants ----------------------------------------------------------------


def test_every_db_upgrade_regrants_the_console_roles(floor: Floor) -> None:
    """A table a later migration adds has no grants until the next ``db upgrade``: shown by
    taking a record table's and a mutable table's grants away. Even a plain ``db upgrade``
    (no --console-role) finds the console role and puts them back, exactly."""
    assert floor.upgrade.returncode == 0, floor.upgrade.stderr
    owner_sql(floor.owner_url, f"REVOKE ALL ON wagers, shifts FROM {floor.role}")
    owner_sql(floor.owner_url, f"GRANT DELETE ON users TO {floor.role}")
    assert console_privileges(floor.owner_url, floor.role) != expected_privileges()

    plain = casino("db", "upgrade", "--db", floor.owner_url)
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout.splitlines()[1:] == floor.upgrade.stdout.splitlines()[2:]
    assert console_privileges(floor.owner_url, floor.role) == expected_privileges()

    again = casino("db", "upgrade", "--db", floor.owner_url, "--console-role", floor.role)
    assert again.returncode == 0, again.stderr
    assert again.stdout == plain.stdout  # the role exists: not created again
    assert console_privileges(floor.owner_url, floor.role) == expected_privileges()


def test_the_console_password_is_read_from_standard_input(floor: Floor) -> None:
    assert floor.upgrade.returncode == 0, floor.upgrade.stderr
    role = new_role()
    done = casino("db", "upgrade", "--db", floor.owner_url, "--console-role", role,
                  "--console-password", stdin="a long secret\n")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"created role {role} (LOGIN, with the password given)" in done.stdout.splitlines()
    # both consoles' roles are regranted, each on its line
    assert sum(line.startswith("console role ") for line in done.stdout.splitlines()) == 2
    ((stored,),) = owner_sql(
        floor.owner_url, f"SELECT rolpassword FROM pg_authid WHERE rolname = '{role}'"
    )
    assert stored.startswith("SCRAM-SHA-256$")  # hashed before it left the client
    assert "a long secret" not in stored


# --- refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["casino_console; DROP TABLE users", 'x" SUPERUSER', "Casino", "pg_console", "public", ""],
)
def test_a_role_name_that_is_not_a_plain_identifier_is_refused(
    tmp_path: Path, postgres: ScratchPostgres, name: str
) -> None:
    url = fresh_url("postgresql", tmp_path, postgres, None)
    done = casino("db", "upgrade", "--db", url, "--console-role", name)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"casino db upgrade: {name!r} is not a plain role name: use 1 to 63 lower-case "
        "letters, digits and underscores, starting with a letter or underscore (not pg_...)\n"
    )
    db = Database(url)
    try:
        assert migrate.current(db.engine) is None  # refused before anything was done
    finally:
        db.dispose()


def test_the_owner_cannot_be_the_console_role(floor: Floor, postgres: ScratchPostgres) -> None:
    done = casino("db", "upgrade", "--db", floor.owner_url, "--console-role", postgres.user)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"casino db upgrade: {postgres.user} is the login running this upgrade, the schema's "
        "owner; the consoles need a role of their own (--console-role casino_console)"
    ]


def test_a_role_that_inherits_the_owners_rights_is_refused(
    floor: Floor, postgres: ScratchPostgres
) -> None:
    """Grants cannot limit a member of the owner's role: the privileges read back after
    granting show it, and nothing is granted."""
    role = new_role()
    owner_sql(floor.owner_url, f"CREATE ROLE {role} LOGIN")
    owner_sql(floor.owner_url, f'GRANT "{postgres.user}" TO {role}')
    done = casino("db", "upgrade", "--db", floor.owner_url, "--console-role", role)
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith(f"casino db upgrade: after granting, role {role} can still ")
    assert done.stderr.endswith("; no grant was made\n")
    assert role not in owner_sql(
        floor.owner_url, "SELECT string_agg(grantee, ',') FROM information_schema.role_table_grants"
    )[0][0]


def test_db_upgrade_as_a_console_role_is_refused(floor: Floor) -> None:
    assert floor.upgrade.returncode == 0, floor.upgrade.stderr
    done = casino("db", "upgrade", "--db", floor.console_url)
    assert done.returncode == 2
    assert done.stderr == (
        f"casino db upgrade: {floor.role} is a console role: run casino db upgrade as the "
        "schema's owner, which regrants the consoles\n"
    )


def test_sqlite_refuses_a_console_role(tmp_path: Path) -> None:
    target = tmp_path / "casino.db"
    done = casino(
        "db", "upgrade", "--db", f"sqlite:///{target}", "--console-role", "casino_console"
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        "casino db upgrade: --console-role is for PostgreSQL; SQLite has no roles (the file's "
        "permissions decide who may open it)\n"
    )
    assert not target.exists()


def test_a_password_without_a_role_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "casino.db"
    done = casino("db", "upgrade", "--db", f"sqlite:///{target}", "--console-password",
                  stdin="secret\n")  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == "casino db upgrade: --console-password needs --console-role NAME\n"
    assert not target.exists()
