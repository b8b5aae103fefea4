"""The command pipeline's two trips to the database, as few round trips as each allows.

A dealer's click is one transaction. On PostgreSQL it costs two round trips: the first sends
``BEGIN``, takes the table's lock and reads the probe in one message; the second sends every
insert of the command, the ``COMMIT`` and the floor's notice in one message. Statements sent
together as one message (PostgreSQL's simple query protocol) need their values bound on
this side, which psycopg's ``ClientCursor`` does with the server's own quoting rules. The
notice follows the ``COMMIT`` in its own implicit transaction, so the data's commit never
holds the server-wide notify lock: a transaction that notifies holds one lock for the whole
server from its commit's start until its commit record is on disk, so concurrent commits
could no longer share a flush (PostgreSQL's ``PreCommit_Notify``). A notice alone writes
nothing, so its own commit holds that lock only for a moment.

On SQLite, in-process, a round trip costs no network: the statements run one by one on the
raw ``sqlite3`` connection, the inserts each as one ``executemany``, inside the
``BEGIN IMMEDIATE`` that the database's ``begin`` hook issues.

Both go below SQLAlchemy's statement machinery (its per-statement work cost more than the
click's statements), with the same values SQLAlchemy would bind: SQLite's times pass through
the column types' own bind processors, so a row reads back as it always did. A driver's
error is raised as SQLAlchemy's (``IntegrityError``, ``DataError``, ``OperationalError``...)
so the pipeline handles a lost race or a lost server as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import psycopg
from sqlalchemy import Connection, Table
from sqlalchemy.dialects import sqlite
from sqlalchemy.exc import DBAPIError

_NAMED = re.compile(r"(?<![:\w]):(\w+)")


def _pyformat(sql: str) -> str:
    """``:name`` placeholders as psycopg's ``%(name)s`` (no ``%`` may appear otherwise)."""
    assert "%" not in sql, sql
    return _NAMED.sub(r"%(\1)s", sql)


@dataclass(frozen=True, slots=True)
class Insert:
    """An insert of whole rows into one table, by column name."""

    table: Table
    columns: tuple[str, ...]

    @property
    def sql(self) -> str:
        names = ", ".join(self.columns)
        values = ", ".join(f":{c}" for c in self.columns)
        return f"INSERT INTO {self.table.name} ({names}) VALUES ({values})"


@dataclass(frozen=True, slots=True)
class Statement:
    """Any other statement with ``:name`` placeholders (one row of values a run)."""

    sql: str


Step = tuple[Insert | Statement, Sequence[Mapping[str, Any]]]
"""A statement and the rows of values it is run with (an insert's rows go in one go)."""


def row_of(mapping: Mapping[str, Any]) -> Any:
    """A probe's row, read by attribute (``row.head``) or as ``row._mapping``."""
    return SimpleNamespace(**mapping, _mapping=dict(mapping))


class Channel:
    """The pipeline's way to the database on one kept connection (``for_connection``)."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def probe(self, lock: str | None, sql: str, params: Mapping[str, Any]) -> Any:
        """Lock (``lock``, a statement taking the table's row lock) and read the probe's one
        row, inside the transaction the caller has begun."""
        raise NotImplementedError

    def append(self, steps: Sequence[Step], notice: str | None) -> None:
        """Run ``steps``; on PostgreSQL also commit and send ``notice`` (a payload for the
        floor's channel) after the commit, all in the same message."""
        raise NotImplementedError

    def _raise(self, sql: str, exc: Exception, dbapi_error: type[Exception]) -> None:
        raise DBAPIError.instance(
            sql[:200], None, exc, dbapi_error, connection_invalidated=self._broken()
        ) from exc

    def _broken(self) -> bool:
        return False


class PostgresChannel(Channel):
    """Two messages a click: ``BEGIN`` + lock + probe, then inserts + ``COMMIT`` + notice.

    The kept connection is in psycopg's autocommit mode, so the driver sends no ``BEGIN`` of
    its own (a round trip); SQLAlchemy's transaction on it is bookkeeping only, and its
    rollback sends the ``ROLLBACK`` a failed command needs."""

    def __init__(self, conn: Connection, channel_name: str) -> None:
        super().__init__(conn)
        raw = conn.connection.dbapi_connection
        assert isinstance(raw, psycopg.Connection)
        if not raw.autocommit:
            raw.autocommit = True
        self.raw: psycopg.Connection[Any] = raw
        self.cursor: psycopg.ClientCursor[Any] = psycopg.ClientCursor(raw)
        self.notify: str = f"SELECT pg_notify('{channel_name}', %(payload)s)"
        self._columns: dict[str, list[str]] = {}

    def probe(self, lock: str | None, sql: str, params: Mapping[str, Any]) -> Any:
        parts = ["BEGIN", *([_pyformat(lock)] if lock else []), _pyformat(sql)]
        text = ";\n".join(parts)
        try:
            self.cursor.execute(text, params)
            while self.cursor.nextset():
                pass
            found = self.cursor.fetchone()
        except psycopg.Error as exc:
            self._raise(text, exc, psycopg.Error)
        assert found is not None
        return row_of(dict(zip(self._names(sql), found, strict=True)))

    def _names(self, sql: str) -> list[str]:
        """The probe's column names, read from the driver once per statement (building the
        description's column objects on every click cost a sixth of a click's CPU)."""
        names = self._columns.get(sql)
        if names is None:
            assert self.cursor.description is not None
            names = self._columns[sql] = [d.name for d in self.cursor.description]
        return names

    def append(self, steps: Sequence[Step], notice: str | None) -> None:
        text = ""
        try:
            text = self._batch(steps, notice)
            self.cursor.execute(text)
        except psycopg.Error as exc:  # a value refused while bound is the driver's too
            self._raise(text, exc, psycopg.Error)

    def _batch(self, steps: Sequence[Step], notice: str | None) -> str:
        """The whole command as one message, its values bound here."""
        mogrify = self.cursor.mogrify
        parts = []
        for statement, values in steps:
            if not values:
                continue
            if isinstance(statement, Insert):
                names = statement.columns
                one = "(" + ", ".join(["%s"] * len(names)) + ")"
                tuples = ", ".join(mogrify(one, [row[c] for c in names]) for row in values)
                head = statement.sql.partition(" VALUES ")[0]
                parts.append(f"{head} VALUES {tuples}")
            else:
                template = _pyformat(statement.sql)
                parts.extend(mogrify(template, row) for row in values)
        parts.append("COMMIT")
        if notice is not None:
            parts.append(mogrify(self.notify, {"payload": notice}))
        return ";\n".join(parts)

    def _broken(self) -> bool:
        return bool(self.raw.closed or self.raw.broken)


class SqliteChannel(Channel):
    """The statements one by one on the raw ``sqlite3`` connection (no network to save)."""

    def __init__(self, conn: Connection) -> None:
        super().__init__(conn)
        raw = conn.connection.dbapi_connection
        assert raw is not None
        self.raw: Any = raw

    def probe(self, lock: str | None, sql: str, params: Mapping[str, Any]) -> Any:
        del lock  # BEGIN IMMEDIATE has locked the database for this transaction already
        import sqlite3

        try:
            cursor = self.raw.execute(sql, dict(params))
            found = cursor.fetchone()
        except sqlite3.Error as exc:
            self._raise(sql, exc, sqlite3.Error)
        names = [d[0] for d in cursor.description]
        return row_of(dict(zip(names, found, strict=True)))

    def append(self, steps: Sequence[Step], notice: str | None) -> None:
        del notice  # nobody listens to a SQLite file; the floor server tells its consoles
        import sqlite3

        for statement, values in steps:
            if not values:
                continue
            binders = _binders(statement.table) if isinstance(statement, Insert) else {}
            rows = [_bound(row, binders) for row in values] if binders else list(values)
            try:
                self.raw.executemany(statement.sql, rows)
            except sqlite3.Error as exc:
                self._raise(statement.sql, exc, sqlite3.Error)


_BINDERS: dict[str, dict[str, Callable[[Any], Any]]] = {}


def _binders(table: Table) -> dict[str, Callable[[Any], Any]]:
    """The SQLite bind processors of ``table``'s columns that have one (its times)."""
    found = _BINDERS.get(table.name)
    if found is None:
        dialect = sqlite.dialect()
        found = {}
        for column in table.columns:
            process = column.type.bind_processor(dialect)
            if process is not None:
                found[column.name] = process
        _BINDERS[table.name] = found
    return found


def _bound(row: Mapping[str, Any], binders: Mapping[str, Callable[[Any], Any]]) -> dict[str, Any]:
    return {
        name: binders[name](value) if name in binders and value is not None else value
        for name, value in row.items()
    }


def for_connection(conn: Connection, channel_name: str) -> Channel:
    """The channel for ``conn``'s database."""
    if conn.dialect.name == "postgresql":
        return PostgresChannel(conn, channel_name)
    return SqliteChannel(conn)
