"""Writing streams' heads to the journal outside the database (``casino.store.journal``)
once the database has acknowledged them: at a hand's end, a table's or shift's close and a
report's print. A journal that cannot be written does not undo what the database already
holds; it is a significant event, so the pit knows the evidence has a gap.

The clicks between are handed to the journal's own thread (``hold_head``: the newest head
of each table, in memory), which writes them at once, not forced, off the click's path;
under a burst of clicks one line a table carries them all. Any forced write (``note_heads``:
a hand's end, a close, a print) takes the held heads along first, and so does the process's
exit. A program killed in the instant between a click and its line loses that line (the
click is on record, and the next line that names its table covers it); a hand's end is on
disk before the dealer sees it."""

from __future__ import annotations

import atexit
import threading
from collections.abc import Iterable
from pathlib import Path

from sqlalchemy import select

from casino.services.log import log
from casino.store import admin, eventlog, journal
from casino.store import models as m
from casino.store.stream import stamp
from casino.store.unit import Database

FLUSH_EVERY = 1.0
"""Seconds the journal's thread sleeps when no click wakes it (it then looks anyway)."""

_HELD: dict[tuple[int, Path], tuple[Database, dict[str, tuple[int, str]]]] = {}
"""Per database (by identity) and journal file (as named when the click was held): each
stream's newest head not yet in the journal."""
_HOLDING = threading.Lock()
_WAKE = threading.Event()
_WRITING = threading.Lock()
"""Held heads are taken and written under this lock, so a stream's lines stay in order."""
_FLUSHER: threading.Thread | None = None


def hold_head(db: Database, head: tuple[str, int, str]) -> None:
    """Hand a click's head to the journal's thread, which writes it at once (see the
    module's note)."""
    global _FLUSHER
    stream, seq, hash_ = head
    where = (id(db), journal.journal_path())
    with _HOLDING:
        _HELD.setdefault(where, (db, {}))[1][stream] = (seq, hash_)
        if _FLUSHER is None or not _FLUSHER.is_alive():
            _FLUSHER = threading.Thread(target=_flushing, name="journal flusher", daemon=True)
            _FLUSHER.start()
    _WAKE.set()


def flush_held(db: Database | None = None) -> None:
    """Write the held heads (of ``db``, else of every database) now, not forced."""
    with _WRITING:
        with _HOLDING:
            keys = [key for key in _HELD if db is None or key[0] == id(db)]
            taken = [(key[1], _HELD.pop(key)) for key in keys]
        for path, (held_db, heads) in taken:
            found = [(stream, seq, hash_) for stream, (seq, hash_) in heads.items()]
            _append(held_db, "command", found, sync=False, path=path)


def _flushing() -> None:
    while True:
        _WAKE.wait(FLUSH_EVERY)
        _WAKE.clear()  # a click held after this is written by the next turn
        try:
            flush_held()
        except Exception:  # the database's seal cannot be read now: the next write says so
            continue


atexit.register(flush_held)


def note_heads(
    db: Database, why: str, heads: Iterable[tuple[str, int, str]], sync: bool = True
) -> None:
    """Append each ``(stream, seq, hash)`` head with ``why``; ``sync`` forces it to disk.
    The heads held for ``db`` go first (those of the streams named here are superseded)."""
    heads = list(heads)
    with _WRITING:
        with _HOLDING:
            held = _HELD.pop((id(db), journal.journal_path()), (db, {}))[1]
        named = {stream for stream, _seq, _hash in heads}
        earlier = [(s, seq, h) for s, (seq, h) in held.items() if s not in named]
        if earlier:
            _append(db, "command", earlier, sync=False)
        _append(db, why, heads, sync)


def _append(
    db: Database,
    why: str,
    heads: list[tuple[str, int, str]],
    sync: bool,
    path: Path | None = None,
) -> None:
    seal = admin.seal_of(db.engine)
    when = stamp(m.utcnow())
    entries = [
        journal.Entry(seal.identity.database, stream, seq, hash_, why, when)
        for stream, seq, hash_ in heads
    ]
    try:
        journal.append(seal.key, entries, path, sync=sync)
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
