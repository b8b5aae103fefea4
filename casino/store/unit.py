"""One database, and units of work on it: ``with db.write() as session:`` is one
transaction that either commits whole or leaves nothing behind."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, insert, text
from sqlalchemy.orm import Session, sessionmaker

from casino.store import admin, clock, eventlog, journal, notices
from casino.store import models as m
from casino.store.db import READ_ONLY, connect

_SERVER_NOW = text("SELECT clock_timestamp()")


def record_journal_head(executor: Session | Connection, why: str) -> None:
    """Put the journal's head as this console last wrote it on record (``journal_heads``),
    inside the caller's transaction: a hand's end or an administrative change carries the
    head the journal had before it, with no commit of its own. Nothing when this console
    has not written to the journal yet."""
    row = journal_head_row(why)
    if row is not None:
        executor.execute(_INSERT_HEAD, row)


def journal_head_row(why: str) -> dict[str, object] | None:
    """The ``journal_heads`` row ``record_journal_head`` inserts, or None."""
    head = journal.known_head()
    if head is None:
        return None
    return {"journal": journal.identity(), "line": head.line, "mac": head.mac,
            "at": clock.real_time(), "why": why[:100]}  # fmt: skip


_INSERT_HEAD = insert(m.table("journal_heads"))


class Database:
    """The engine and its sessions. ``Database(url)`` resolves the URL as ``connect`` does;
    ``create=True`` (``casino db upgrade``) may make a new SQLite file's folder."""

    def __init__(
        self, url: str | None = None, engine: Engine | None = None, *, create: bool = False
    ) -> None:
        self.engine = engine if engine is not None else connect(url, create=create)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        reading: dict[str, object] = {READ_ONLY: True}
        if self.postgres:  # one snapshot for the whole read, as SQLite's WAL read gives
            reading["isolation_level"] = "REPEATABLE READ"
        self._readers = sessionmaker(
            self.engine.execution_options(**reading),
            expire_on_commit=False,
            info={admin.READING: True},
        )

    @property
    def url(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    @property
    def postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A transaction that commits when the block ends and rolls back if it raises. On
        PostgreSQL the records it writes carry the server's time (``clock.server``), and a
        change to the pit's records is announced to every console at commit
        (``casino.store.notices``). A record refused because this machine's clock went back
        is a significant event of its own."""
        try:
            with self._sessions() as session, session.begin():
                if not self.postgres or clock.simulating():
                    yield session
                else:
                    at = session.execute(_SERVER_NOW).scalar_one()
                    with clock.server(at):
                        yield session
                    if session.info.get(admin.HEAD_WRITTEN) is not None:
                        notices.announce(session, None)  # the pit's records changed
                if session.info.get(admin.HEAD_WRITTEN) is not None:
                    record_journal_head(session, "administrative change")
        except clock.ClockWentBack as exc:
            self._clock_went_back(str(exc))
            raise
        except admin.RecordChanged as exc:  # rolled back: on the log in a unit of its own
            self._note("record changed", str(exc))
            raise
        head = session.info.get(admin.HEAD_WRITTEN)
        if head is not None:  # committed: the journal remembers the administrative head
            self._journal_admin(*head)

    def _journal_admin(self, seq: int, hash_: str) -> None:
        seal = admin.seal_of(self.engine)
        entry = journal.Entry(
            seal.identity.database,
            admin.STREAM,
            seq,
            hash_,
            "administrative change",
            admin.stamp(clock.real_time()) or "",
        )
        try:
            journal.append(seal.key, [entry])
        except OSError as exc:
            self._note("journal", f"cannot append to {journal.journal_path()}: {exc}")

    def _clock_went_back(self, detail: str) -> None:
        self._note("clock", detail)

    def _note(self, kind: str, detail: str) -> None:
        """A significant event in a unit of its own (what failed was rolled back)."""
        try:
            with self._sessions() as session, session.begin():
                eventlog.append(
                    session,
                    {"at": clock.real_time(), "kind": kind, "detail": detail[:2000],
                     "user_id": None, "table_id": None},
                )  # fmt: skip
        except Exception:  # the database is gone as well: the caller's error says enough
            return

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A transaction that only reads: one consistent view of the database, which on
        SQLite does not take the write lock (a shift report of several seconds must not hold
        up a dealer's command). On PostgreSQL it runs at REPEATABLE READ, so every statement
        sees the same moment: a report printed during play never mixes a hand's wagers with
        a drop written after them (READ COMMITTED, the default, takes a new snapshot per
        statement). Writing in it is a mistake; SQLite may refuse it as busy."""
        with self._readers() as session, session.begin():
            yield session

    def dispose(self) -> None:
        self.engine.dispose()
