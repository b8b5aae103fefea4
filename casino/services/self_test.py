"""What the console's self-test (``casino-console --self-test``: ``ui.self_test``) asks of the
database below the services: whether it may write to the one it was given, a new one migrated,
the floor's driver loaded, a site key and journal of its own, and the hash chains verified.

The console talks to the services only; these are the self-test's own looks beneath them, so
they live here rather than in the console. Each imports what it reaches when it runs, as the
checks did, so a broken part of a bundle fails its own check and not the self-test's start.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casino.services import Services


class SelfTestFailed(RuntimeError):
    """A check found the program broken; the message says what it expected and what it got."""


@contextmanager
def own_key(folder: Path) -> Iterator[None]:
    """A site key and journal of the self-test's own, in its temporary folder: it neither
    makes the casino's key on a machine that has none nor writes its heads into the
    casino's journal."""
    from casino.store import seal
    from casino.store.journal import ENV_JOURNAL

    kept = {name: os.environ.get(name) for name in (seal.ENV_KEY_FILE, ENV_JOURNAL)}
    os.environ[seal.ENV_KEY_FILE] = str(folder / "seal.key")
    os.environ[ENV_JOURNAL] = str(folder / "journal.log")
    seal.forget()
    try:
        yield
    finally:
        for name, value in kept.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        seal.forget()


def refusal(url: str) -> str | None:
    """Why the self-test must not run on the database at ``url``, or None. A database in use,
    a mistyped path or a server that does not answer is a problem with what was typed, not a
    fault of the program, so it is said in one sentence (exit 2) before any check runs,
    instead of as a failed check with a traceback. Only reads: the database is left as it was
    (a new SQLite file in an existing folder is created empty, as the self-test would)."""
    from sqlalchemy import inspect
    from sqlalchemy.exc import SQLAlchemyError

    from casino.store.db import DatabaseError, MissingFolder
    from casino.store.unit import Database

    try:
        db = Database(url)
    except MissingFolder as exc:
        # Not connect's advice: casino db upgrade would make a database the self-test refuses.
        return (
            f"the database folder {exc.folder} does not exist: check the path in --db, or "
            "leave --db out to use a temporary database"
        )
    except DatabaseError as exc:
        return str(exc)
    try:
        if db.engine.dialect.name == "sqlite":
            tables = _sqlite_tables(Path(str(db.engine.url.database)))
        else:
            tables = inspect(db.engine).get_table_names()
    except (SQLAlchemyError, sqlite3.Error) as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        return f"{db.url} cannot be opened ({reason}): check --db"
    finally:
        db.dispose()
    if tables:
        return (
            f"{db.url} already holds tables; the self-test only writes to an empty database: "
            "name an empty one with --db, or leave --db out to use a temporary one"
        )
    return None


def _sqlite_tables(path: Path) -> list[str]:
    """The tables of the SQLite file at ``path``, read without writing a byte: not through
    ``connect``, whose set-up switches a database to WAL, which rewrites its header."""
    if not path.exists():
        return []
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return [str(name) for (name,) in rows]


def migrated(url: str) -> tuple[Services, str]:
    """The empty database at ``url`` migrated to this version's schema, as services, and
    what was found ("sqlite migrated to 0023"); ``SelfTestFailed`` when it already holds
    tables, or the migration did not reach the head."""
    from sqlalchemy import inspect

    from casino.services import Services
    from casino.store import migrate
    from casino.store.unit import Database

    db = Database(url)
    if inspect(db.engine).get_table_names():
        db.dispose()
        raise SelfTestFailed(
            f"{db.url} already holds tables; the self-test only writes to an empty database"
        )
    migrate.upgrade(db.engine)
    revision = migrate.current(db.engine)
    if revision != migrate.head():
        raise SelfTestFailed(f"migrated to {revision}, expected {migrate.head()}")
    return Services(db), f"{db.engine.dialect.name} migrated to {revision}"


def postgres_driver() -> str:
    """The floor's driver and SQLAlchemy's dialect for it, loaded (the self-test checks them
    even on SQLite: a bundle without libpq would only fail on the casino floor)."""
    import psycopg
    from sqlalchemy import create_engine

    engine = create_engine("postgresql+psycopg://self-test@127.0.0.1/none")
    try:
        return (f"psycopg {psycopg.__version__} ({psycopg.pq.__impl__} libpq "
                f"{psycopg.pq.version()}), dialect {engine.dialect.name}")  # fmt: skip
    finally:
        engine.dispose()


def chains(services: Services) -> str:
    """Every table's hash chain and the administrative record verified with the site key
    (``casino.store.verify``): how many of each; ``SelfTestFailed`` naming each problem."""
    from casino.store.verify import verify

    with services.db.read() as session:
        checked = verify(session)
    problems = [str(c.problem) for c in checked if c.problem is not None]
    if problems:
        raise SelfTestFailed("; ".join(problems))
    events = sum(c.events for c in checked)
    return f"{len(checked)} tables, {events} events verified"
