"""Database round trips, counted where the services run, with nothing in ``casino`` changed.

A round trip is one wait of the client for the database's answer. On PostgreSQL they are
counted in the driver (psycopg 3), so a statement the services send past SQLAlchemy (the
``pg_notify`` after a commit goes straight to the DBAPI connection) counts as well as one
sent through it:

* every wait for one statement's results (psycopg's ``execute`` generator: a cursor's
  statement, a statement's ``PREPARE`` when psycopg first prepares it (at its fifth run on a
  connection: a round trip of its own, once; and ``DEALLOCATE`` when its cache of them is
  full), and the driver's own
  commands: the ``BEGIN`` it sends before the first statement of a transaction, as a
  statement of its own, ``COMMIT``, ``ROLLBACK``);
* in pipeline mode, every sync (the statements queued before it share its one round trip),
  and every flush a pipeline waits on (``executemany`` returning rows, a pipeline's end).

The driver's own commands are also tallied by their first word (``BEGIN``, ``COMMIT``...)
so a figure can say what its round trips were.

On SQLite (in the process: no network, but each statement the library runs is what a
command costs there) every statement SQLite runs counts, as its trace callback reports it
(``sqlite3.Connection.set_trace_callback``, set on every connection a pool opens after
``install``): those SQLAlchemy sends and those sent straight to the driver alike, ``BEGIN``,
``COMMIT`` and ``ROLLBACK`` tallied apart; each run of an ``executemany``'s statement counts.

``install()`` once per process, then ``with counting() as tally:`` around what is measured:
the round trips of that thread meanwhile land in ``tally`` (and in every ``counting`` that
encloses it), and every thread's in ``TOTAL``.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

_local = threading.local()
_lock = threading.Lock()
_installed = False


@dataclass
class Tally:
    """Round trips, and of them the driver's own commands by first word (``BEGIN``...) and
    pipeline syncs (``sync``)."""

    trips: int = 0
    kinds: Counter[str] = field(default_factory=Counter)

    def add(self, kind: str | None) -> None:
        self.trips += 1
        if kind is not None:
            self.kinds[kind] += 1

    def copy(self) -> Tally:
        return Tally(self.trips, Counter(self.kinds))

    def minus(self, other: Tally) -> Tally:
        kinds = Counter(self.kinds)
        kinds.subtract(other.kinds)
        return Tally(self.trips - other.trips, +kinds)

    @property
    def statements(self) -> int:
        """Round trips that were not the driver's transaction commands nor syncs."""
        return self.trips - sum(self.kinds.values())


TOTAL = Tally()
"""Every thread's round trips in this process since ``install``."""


def _count(kind: str | None = None) -> None:
    for tally in getattr(_local, "stack", ()):
        tally.add(kind)
    with _lock:
        TOTAL.add(kind)


def total() -> Tally:
    with _lock:
        return TOTAL.copy()


@contextmanager
def counting() -> Iterator[Tally]:
    """This thread's round trips while the block runs."""
    tally = Tally()
    stack = getattr(_local, "stack", None)
    if stack is None:
        stack = _local.stack = []
    stack.append(tally)
    try:
        yield tally
    finally:
        stack.remove(tally)


def install() -> None:
    """Count from now on, in this process (once; later calls do nothing)."""
    global _installed
    if _installed:
        return
    _installed = True
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pass
    else:
        _install_psycopg()
    _install_sqlite()


def _install_psycopg() -> None:
    from psycopg import (
        _connection_base,
        _cursor_base,
        _pipeline_base,
        _server_cursor_base,
        generators,
    )

    original = generators.execute

    def execute(pgconn: Any) -> Any:
        _count(getattr(_local, "word", None))
        _local.word = None
        return original(pgconn)

    generators.execute = execute  # type: ignore[assignment]  # _connection_base reads it here
    _cursor_base.execute = execute  # type: ignore[assignment]  # imported by name
    _server_cursor_base.execute = execute  # type: ignore[assignment]

    send_prepare = _cursor_base.BaseCursor._send_prepare

    def _send_prepare(self: Any, *args: Any, **kwargs: Any) -> Any:
        if not self._conn._pipeline:  # its own round trip before the statement's
            _local.word = "PREPARE"
        return send_prepare(self, *args, **kwargs)

    _cursor_base.BaseCursor._send_prepare = _send_prepare  # type: ignore[method-assign]

    base = _connection_base.BaseConnection
    exec_command = base._exec_command

    def _exec_command(self: Any, command: Any, *args: Any, **kwargs: Any) -> Any:
        if not self._pipeline:  # queued in a pipeline: its sync is the round trip
            raw = command if isinstance(command, bytes | str) else b"?"
            word = raw.split(None, 1)[0] if raw.strip() else b"?"
            _local.word = word.decode() if isinstance(word, bytes) else word
        return (yield from exec_command(self, command, *args, **kwargs))

    base._exec_command = _exec_command  # type: ignore[method-assign]
    deallocate = base._deallocate

    def _deallocate(self: Any, name: Any) -> Any:
        if not self._pipeline:  # a prepared statement closed (the driver's cache full)
            _local.word = "DEALLOCATE"
        return (yield from deallocate(self, name))

    base._deallocate = _deallocate  # type: ignore[method-assign]

    pipeline = _pipeline_base.BasePipeline
    sync_gen, exit_gen, fetch_gen = pipeline._sync_gen, pipeline._exit_gen, pipeline._fetch_gen

    def _sync_gen(self: Any) -> Any:
        _count("sync")
        return (yield from sync_gen(self))

    def _exit_gen(self: Any) -> Any:
        _count("sync")
        _local.exiting = True
        try:
            return (yield from exit_gen(self))
        finally:
            _local.exiting = False

    def _fetch_gen(self: Any, *, flush: bool) -> Any:
        if flush and self.result_queue and not getattr(_local, "exiting", False):
            _count("sync")
        return (yield from fetch_gen(self, flush=flush))

    pipeline._sync_gen = _sync_gen  # type: ignore[method-assign]
    pipeline._exit_gen = _exit_gen  # type: ignore[method-assign]
    pipeline._fetch_gen = _fetch_gen  # type: ignore[method-assign]


def _install_sqlite() -> None:
    import sqlite3

    from sqlalchemy import event
    from sqlalchemy.pool import Pool

    kinds = {"BEGIN", "COMMIT", "ROLLBACK", "END", "SAVEPOINT", "RELEASE"}

    def traced(statement: str) -> None:
        if statement.startswith("--"):  # a trigger's program, inside its statement
            return
        word = statement.lstrip()[:9].split(None, 1)
        kind = word[0].upper() if word else ""
        _count(kind if kind in kinds else None)

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        if isinstance(dbapi_connection, sqlite3.Connection):
            dbapi_connection.set_trace_callback(traced)

    event.listen(Pool, "connect", on_connect)


def words(tally: Tally, per: int) -> str:
    """'17.0 (BEGIN 2.0, COMMIT 2.0, ROLLBACK 1.0, statements 12.0)' per ``per`` commands."""
    if not per:
        return "-"
    parts = [f"{k} {v / per:.1f}" for k, v in sorted(tally.kinds.items())]
    parts.append(f"statements {tally.statements / per:.1f}")
    return f"{tally.trips / per:.1f} ({', '.join(parts)})"
