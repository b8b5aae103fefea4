"""Writing streams' heads to the journal outside the database (``casino.store.journal``)
once the database has acknowledged them: at a hand's end, a table's or shift's close and a
report's print. A journal that cannot be written does not undo what the database already
holds; it is a significant event, so the pit knows the evidence has a gap."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select

from casino.services.log import log
from casino.store import admin, eventlog, journal
from casino.store import models as m
from casino.store.stream import stamp
from casino.store.unit import Database


def note_heads(
    db: Database, why: str, heads: Iterable[tuple[str, int, str]], sync: bool = True
) -> None:
    """Append each ``(stream, seq, hash)`` head with ``why``; ``sync`` forces it to disk."""
    seal = admin.seal_of(db.engine)
    when = stamp(m.utcnow())
    entries = [
        journal.Entry(seal.identity.database, stream, seq, hash_, why, when)
        for stream, seq, hash_ in heads
    ]
    try:
        journal.append(seal.key, entries, sync=sync)
    except OSError as exc:
        try:
            with db.write() as session:
                log(session, "journal", f"cannot append to {journal.journal_path()}: {exc}")
        except Exception:  # the database is gone too; the caller's own error says so
            return


def note_tables(db: Database, why: str, table_ids: Iterable[int] | None = None) -> None:
    """Journal the heads of ``table_ids`` (every table when None), of the administrative
    stream and of the significant-event log, as the database holds them now."""
    events = m.Event
    with db.read() as session:
        query = select(m.CasinoTable.id)
        if table_ids is not None:
            query = query.where(m.CasinoTable.id.in_(list(table_ids)))
        found: list[tuple[str, int, str]] = []
        for table_id in session.scalars(query.order_by(m.CasinoTable.id)).all():
            row = session.execute(
                select(events.seq, events.hash)
                .where(events.table_id == table_id)
                .order_by(events.seq.desc())
                .limit(1)
            ).first()
            if row is not None:
                found.append((f"table:{table_id}", int(row[0]), str(row[1])))
        seq, hash_ = admin.head(session)
        if seq:
            found.append((admin.STREAM, seq, hash_))
        line, hash_ = eventlog.head(session)
        if line:
            found.append((eventlog.STREAM, line, hash_))
    note_heads(db, why, found)
