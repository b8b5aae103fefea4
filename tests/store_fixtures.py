"""Fixtures for the store and service tests: every such test runs on a real SQLite file and
on a real PostgreSQL server that the test session starts itself (``ScratchPostgres``).

Each test gets its own database, copied from a template that is migrated and holds the staff
below, so the slow part (scrypt-hashing PINs) happens once per session, not per test.
"""

from __future__ import annotations

import itertools
import shutil
import sqlite3
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import func, select

from casino.games.house_rules import HouseRules
from casino.services import Services
from casino.services.auth import Actor, Signature
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


def _seed(url: str) -> None:
    db = Database(url)
    migrate.upgrade(db.engine)
    Services(db).auth.seed(STAFF.values())
    db.dispose()


@pytest.fixture(scope="session")
def postgres() -> Iterator[ScratchPostgres]:
    with ScratchPostgres() as server:
        yield server


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


@pytest.fixture(params=BACKENDS)
def db_url(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
) -> str:
    """A migrated database holding ``STAFF``, on each backend in turn."""
    backend = request.param
    return fresh_url(backend, tmp_path, postgres, str(templates[backend]))


@pytest.fixture(params=BACKENDS)
def empty_db_url(request: pytest.FixtureRequest, tmp_path: Path, postgres: ScratchPostgres) -> str:
    """An empty database (no schema), on each backend in turn."""
    return fresh_url(request.param, tmp_path, postgres, None)


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = Database(db_url)
    yield database
    database.dispose()


@pytest.fixture
def services(db: Database) -> Services:
    return Services(db)


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
def staff(services: Services) -> Staff:
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
