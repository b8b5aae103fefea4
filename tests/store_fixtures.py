"""Fixtures for the store and service tests: every such test runs on a real SQLite file and
on a real PostgreSQL server that the test session starts itself (``ScratchPostgres``).

Each test gets its own database, copied from a template that is migrated and holds the staff
below, so the slow part (scrypt-hashing PINs) happens once per session, not per test. A test
that takes ``staff`` gets a copy of a second template in which the staff are already signed in
(``signed_in``): the five sign-ins, each a scrypt check, are made once a session too.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import random
import shutil
import sqlite3
import subprocess
import uuid
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import func, select, text

from casino.games.house_rules import HouseRules
from casino.services import Services
from casino.services.users import auth
from casino.services.users.auth import Actor, Signature
from casino.store import migrate
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

STAFF = {
    "admin": ("Ada Admin", "admin", "900900"),
    "boss": ("Pat Pitboss", "pit_boss", "700700"),
    "boss2": ("Kim Pitboss", "pit_boss", "710710"),
    "dealer": ("Dana Dealer", "dealer", "1000"),
    "dealer2": ("Sam Dealer", "dealer", "2000"),
}
PINS = {name: pin for name, _role, pin in STAFF.values()}
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}
BACKENDS = ["sqlite", "postgresql"]
_numbers = itertools.count(1)


TEST_PIN_COST = 2**4
"""The scrypt cost (N) a test's PINs are hashed at, unless the test is marked
``real_pin_cost``: a PIN check costs the product about 75 ms on purpose, and a service test
makes dozens (sign-ins, second signatures, approvals) that are not what it tests. The product's
own cost is a constant no setting can lower (``tests/security/test_pin_cost.py``); this is
a test fixture's patch, never a setting."""


@contextlib.contextmanager
def cheap_pins() -> Iterator[None]:
    """PINs hashed at ``TEST_PIN_COST`` inside the block (a PIN is checked at the cost its
    hash was made at)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(auth, "_N", TEST_PIN_COST)
        yield


@pytest.fixture(autouse=True)
def _test_pin_cost(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every test hashes PINs at ``TEST_PIN_COST``, but one marked ``real_pin_cost``."""
    if request.node.get_closest_marker("real_pin_cost") is not None:
        yield
        return
    with cheap_pins():
        yield


def _seed(url: str) -> None:
    """A migrated database holding ``STAFF`` (their PINs hashed at ``TEST_PIN_COST``)."""
    db = Database(url)
    migrate.upgrade(db.engine)
    with cheap_pins():
        Services(db).auth.seed(STAFF.values())
    db.dispose()


@pytest.fixture(scope="session")
def postgres() -> Iterator[ScratchPostgres]:
    with ScratchPostgres() as server:
        yield server
        _stop_at_once(server)


def _stop_at_once(server: ScratchPostgres) -> None:
    """Stop the session's server without its shutdown checkpoint: its folder is deleted next,
    so writing out and syncing the pages of the hundreds of databases a worker made is waste
    (``pg_ctl stop -m fast`` took 10-40 s at the end of each worker, on the run's last test).
    ``ScratchPostgres.stop`` then finds no server and only removes the folder."""
    subprocess.run(
        [str(server.bin / "pg_ctl"), "-D", str(server.data), "-m", "immediate", "-w", "stop"],
        user="postgres" if os.geteuid() == 0 else None,  # as ScratchPostgres runs it
        cwd=server.folder,
        capture_output=True,
        check=False,
    )


@pytest.fixture(scope="session")
def templates(
    postgres: ScratchPostgres, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("template")
    sqlite_file = folder / "template.db"
    _seed(f"sqlite:///{sqlite_file}")
    with sqlite3.connect(sqlite_file) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    _seed(postgres.create_database("template_casino"))
    return {"sqlite": sqlite_file, "postgresql": "template_casino"}


def _sign_in_staff(url: str) -> Staff:
    """Everyone in ``STAFF`` signed in on the database at ``url``, as ``staff`` signs them in."""
    db = Database(url)
    try:
        return _sign_in_staff_with(Services(db))
    finally:
        db.dispose()


@pytest.fixture(scope="session")
def signed_in(
    postgres: ScratchPostgres, templates: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], tuple[str, Staff]]:
    """``signed_in(backend)``: a copy of the backend's template in which everyone in ``STAFF``
    signed in exactly as the ``staff`` fixture signs them in (the same consoles, the same
    order), made on first use; and those sign-ins. A test that takes ``staff`` gets a copy of
    this one (``db_url``, ``ui_db``) and the sign-ins held in it, instead of five scrypt
    checks of its own: the same rows (a login session and a "login" line each, right after the
    template's own rows, as before), only written earlier in the session than the test. A
    sign-in does not write to the journal, so a test's own journal holds the same either way;
    and the copies are the test's own, so no test sees another's sign-ins end or change."""
    folder = tmp_path_factory.mktemp("signed-in")
    built: dict[str, tuple[str, Staff]] = {}

    def template(backend: str) -> tuple[str, Staff]:
        if backend not in built:
            url = fresh_url(backend, folder, postgres, str(templates[backend]))
            staff = _sign_in_staff(url)
            if backend == "sqlite":
                path = url.removeprefix("sqlite:///")
                with sqlite3.connect(path) as conn:  # the whole database in the file to copy
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                built[backend] = (path, staff)
            else:
                built[backend] = (url.rsplit("/", 1)[1], staff)  # CREATE DATABASE copies it
        return built[backend]

    return template


SIGNED_IN = pytest.StashKey["Staff"]()
"""The sign-ins held in the test's copy of ``signed_in``'s template (set by ``db_url``)."""


def new_id() -> str:
    """A new command id, as a console makes one per command."""
    return uuid.uuid4().hex


def row_counts(db: Database) -> dict[str, int]:
    """Rows in every table of the schema: 'nothing was written' is these staying the same."""
    with db.read() as session:
        return {
            t.name: int(session.scalar(select(func.count()).select_from(t)) or 0)
            for t in m.Base.metadata.sorted_tables
        }


def fresh_url(backend: str, folder: Path, server: ScratchPostgres, template: str | None) -> str:
    """A new database: a copy of the template, or empty when ``template`` is None."""
    if backend == "sqlite":
        target = folder / f"casino-{next(_numbers)}.db"
        if template is not None:
            shutil.copyfile(template, target)
        return f"sqlite:///{target}"
    name = f"test_{next(_numbers)}"
    with psycopg.connect(
        f"host=127.0.0.1 port={server.port} user={server.user} dbname=postgres", autocommit=True
    ) as conn:
        suffix = f' TEMPLATE "{template}"' if template is not None else ""
        conn.execute(f'CREATE DATABASE "{name}"{suffix}')  # type: ignore[arg-type]
    return server.url(name)


DATABASE_FIXTURES = ("db_url", "empty_db_url")
"""The fixtures that make a test's database: SQLite for every test, PostgreSQL as well for a
test marked ``postgres`` (``backends``)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--all-backends", action="store_true", default=False,
        help="run every test that takes a database on PostgreSQL as well as on SQLite "
        "(by default only those marked postgres do)",
    )  # fmt: skip


def backends(node: pytest.Item | pytest.Function | Any) -> list[str]:
    """The databases a test runs on: SQLite, where the logic is tested; and PostgreSQL too
    when the database is the test's subject (marked ``@pytest.mark.postgres``: locks and
    races, notifications, roles and grants, the server's clock, snapshot reads, backup and
    restore, durability, the conformance suite's service leg), or for every test under
    ``--all-backends``."""
    if node.get_closest_marker("postgres") or node.config.getoption("all_backends"):
        return list(BACKENDS)
    return ["sqlite"]


def _given(metafunc: pytest.Metafunc) -> set[str]:
    """The argument names a test parametrises itself (``@pytest.mark.parametrize``)."""
    names: set[str] = set()
    for mark in metafunc.definition.iter_markers("parametrize"):
        argnames = mark.args[0] if mark.args else mark.kwargs["argnames"]
        if isinstance(argnames, str):
            argnames = [name.strip() for name in argnames.split(",")]
        names |= set(argnames)
    return names


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each database fixture a test takes (``DATABASE_FIXTURES``, and those a module names
    in its own ``BACKEND_FIXTURES``: a casino it builds on a backend given as the fixture's
    ``request.param``), on the backends it runs on (``backends``), with the backend as the
    test id's part (``test_x[sqlite]``, ``test_x[postgresql]``)."""
    given = _given(metafunc)
    for name in (*DATABASE_FIXTURES, *getattr(metafunc.module, "BACKEND_FIXTURES", ())):
        if name in metafunc.fixturenames and name not in given:
            metafunc.parametrize(name, backends(metafunc.definition), indirect=True)


@pytest.fixture
def db_url(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
    signed_in: Callable[[str], tuple[str, Staff]],
) -> str:
    """A migrated database holding ``STAFF``, on each backend the test runs on (``backends``),
    with the staff signed in when the test takes ``staff`` (see ``signed_in``)."""
    backend = request.param
    if "staff" in request.fixturenames:
        template, request.node.stash[SIGNED_IN] = signed_in(backend)
        return fresh_url(backend, tmp_path, postgres, template)
    return fresh_url(backend, tmp_path, postgres, str(templates[backend]))


@pytest.fixture
def empty_db_url(request: pytest.FixtureRequest, tmp_path: Path, postgres: ScratchPostgres) -> str:
    """An empty database (no schema), on each backend the test runs on (``backends``)."""
    return fresh_url(request.param, tmp_path, postgres, None)


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = Database(db_url)
    yield database
    database.dispose()


def seeded(services: Services, seed: int | str) -> Services:
    """``services`` whose shoes and dice are drawn from a generator seeded with ``seed``, so a
    test's random play is the same every run (the product draws from the operating system's
    generator: ``TableService.randomness``, which only code can replace)."""
    services.tables.randomness = random.Random(zlib.crc32(str(seed).encode()))
    return services


@pytest.fixture
def services(request: pytest.FixtureRequest, db: Database) -> Services:
    """The services over the test's database, their draws seeded by the test's id."""
    return seeded(Services(db), request.node.nodeid)


@dataclass
class Staff:
    """Everyone signed in, plus each as a witness or approver (checked by name and PIN)."""

    admin: Actor
    boss: Actor
    boss2: Actor
    dealer: Actor
    dealer2: Actor

    @staticmethod
    def witness(actor: Actor) -> Signature:
        """``actor``'s name and PIN, as a second signature or an approval."""
        return Signature(actor.name, PINS[actor.name])


@pytest.fixture
def staff(request: pytest.FixtureRequest, services: Services) -> Staff:
    """Everyone signed in: the sign-ins already held in the test's database (``db_url``), or
    made now on a database that holds none."""
    held = request.node.stash.get(SIGNED_IN, None)
    return replace(held) if held is not None else _sign_in_staff_with(services)


def _sign_in_staff_with(services: Services) -> Staff:
    return Staff(**{
        key: services.auth.login(name, pin, f"test {key}") for key, (name, _r, pin) in STAFF.items()
    })


def open_table(
    services: Services,
    staff: Staff,
    game: str,
    rules: HouseRules,
    name: str | None = None,
) -> int:
    """A table of ``game`` under ``rules``, created and opened in the open shift (made if
    there is none), with the standard opener signed by the pit boss and the dealer."""
    version = services.rules.publish(
        staff.boss, rules, "test rules", approved_by=Staff.witness(staff.admin)
    )
    table_id = services.tables.create_table(
        staff.boss, game, name or f"{game}-{next(_numbers)}", version
    )
    shifts = services.shifts.open_shifts()
    shift = shifts[0][0] if shifts else services.shifts.open_shift(staff.boss, "Test shift")
    services.tables.open_table(staff.boss, table_id, shift, OPENER, Staff.witness(staff.dealer))
    return table_id


def sender(services: Services, staff: Staff, table_id: int) -> Callable[..., Any]:
    """``send(command, **submit_options)``: the dealer submits ``command`` at the table's
    current sequence number, and gets the table's state after it (a refusal raises)."""

    def send(command: Any, **kwargs: Any) -> Any:
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer, table_id, command, new_id(), expected_seq=view.seq, **kwargs
        )
        return outcome.state

    return send


def tamper(db: Database, table: str, sql: str, **params: Any) -> None:
    """Run ``sql`` on a record table past its append-only triggers (set aside, then put
    back), as someone holding the database would."""
    with db.engine.begin() as conn:
        if db.postgres:
            conn.exec_driver_sql(f"ALTER TABLE {table} DISABLE TRIGGER USER")
            conn.execute(text(sql), params)
            conn.exec_driver_sql(f"ALTER TABLE {table} ENABLE TRIGGER USER")
            return
        triggers = conn.execute(
            text("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = :t"),
            {"t": table},
        ).all()
        for name, _sql in triggers:
            conn.exec_driver_sql(f"DROP TRIGGER {name}")
        conn.execute(text(sql), params)
        for _name, sql_text in triggers:
            conn.exec_driver_sql(sql_text)
