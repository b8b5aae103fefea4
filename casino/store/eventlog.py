"""The significant-event log as a keyed chain: each line's hash covers the line (when,
what, who, which table, the words) and the hash of the line before, under the site key
(``casino.store.seal``). A line edited, removed or slipped in by someone holding the
database but not the key no longer matches, and ``casino verify`` says where; the journal
(``casino.store.journal``) keeps the log's head outside the database, so lines cut from its
end are seen too.

Lines are chained in the order of their ids. On PostgreSQL the writer holds a lock of the
log's own from reading the last hash to its commit, so ids are given out in chain order; it
is always the last lock a unit of work takes (a line is written after the change it
describes), so it cannot deadlock with the administrative or a table's lock. On SQLite the
transaction already holds the database's write lock.

Lines written before the log was chained (the trust release and older) have no hash; they
may only come before the first chained line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, insert, select, text
from sqlalchemy.orm import Session

from casino.store import models as m
from casino.store.codec import GENESIS, canonical, chain_hash_text
from casino.store.seal import SealError, SiteKey
from casino.store.stream import stamp

STREAM = "log"
"""The log's name in the journal."""
NAME = "significant-event log"
_LOG = m.table("significant_events")
_LOCK = text("SELECT pg_advisory_xact_lock(774200002)")


def line_hash(key: SiteKey | None, previous: str, row: dict[str, Any]) -> str:
    """The chain hash of one log line after ``previous``."""
    record = canonical(
        {
            "at": stamp(row["at"]),
            "kind": row["kind"],
            "detail": row["detail"],
            "user": row["user_id"],
            "table": row["table_id"],
        }
    ).decode()
    return chain_hash_text(previous, STREAM, 0, record, key)


def _engine(executor: Session | Connection) -> Engine:
    bind = executor.get_bind() if isinstance(executor, Session) else executor
    return bind if isinstance(bind, Engine) else bind.engine


def append(executor: Session | Connection, row: dict[str, Any]) -> None:
    """Write one line after the log's head, chained under the site key."""
    from casino.store import admin  # admin imports this module's users; import late

    engine = _engine(executor)
    if engine.dialect.name == "postgresql":
        executor.execute(_LOCK)
    try:
        key: SiteKey | None = admin.seal_of(engine).key
    except SealError:
        key = None  # a database not yet keyed: the line stays unchained, as older ones are
    previous = head(executor)[1]
    chained = {**row, "hash": line_hash(key, previous, row) if key is not None else None}
    executor.execute(insert(_LOG).values(**chained))


def head(executor: Session | Connection) -> tuple[int, str]:
    """The last chained line's id and hash, or (0, GENESIS)."""
    found = executor.execute(
        select(_LOG.c.id, _LOG.c.hash)
        .where(_LOG.c.hash.is_not(None))
        .order_by(_LOG.c.id.desc())
        .limit(1)
    ).first()
    return (0, GENESIS) if found is None else (int(found[0]), str(found[1]))


@dataclass(frozen=True, slots=True)
class LogCheck:
    lines: int
    bad_id: int | None
    problem: str | None


def check(session: Session, key: SiteKey | None) -> LogCheck:
    """Walk the log in id order and recompute its chain; the first line that breaks it.
    Without a key only the order is checked (hashes cannot be proven)."""
    previous, chained, count = GENESIS, False, 0
    rows = session.execute(
        select(_LOG.c.id, _LOG.c.at, _LOG.c.kind, _LOG.c.detail, _LOG.c.user_id,
               _LOG.c.table_id, _LOG.c.hash).order_by(_LOG.c.id)
    ).mappings()  # fmt: skip
    for row in rows:
        count += 1
        if row["hash"] is None:
            if chained:
                return LogCheck(
                    count,
                    int(row["id"]),
                    "a line without a hash after the chain began: it was written around the log",
                )
            continue
        chained = True
        if key is not None and line_hash(key, previous, dict(row)) != row["hash"]:
            return LogCheck(
                count,
                int(row["id"]),
                "its hash does not match its contents and the line before under the site "
                "key: the log was changed here",
            )
        previous = str(row["hash"])
    return LogCheck(count, None, None)


def stored_hash(session: Session, line_id: int) -> str | None:
    found = session.scalar(select(_LOG.c.hash).where(_LOG.c.id == line_id))
    return None if found is None else str(found)

