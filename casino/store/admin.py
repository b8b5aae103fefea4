"""The administrative stream: users, rules versions, tables, shifts, table sessions, chip
counts and slips as a chained, keyed stream of their own.

Those records are rows a service updates (a shift is closed, a user deactivated), so a
trigger cannot simply refuse every change to them, and a forger with the file could swap two
dealers' names, promote a user or move a shift's close. Every change the services make to
such a row therefore appends an event here carrying the row's **whole state after it** (its
snapshot); ``casino verify`` folds the stream and compares each row with the stream's last
word on it. A row that differs, a row the stream never heard of, and one it knows but the
database lost are all named.

Appending takes the stream's lock (PostgreSQL: a transaction-scoped advisory lock; SQLite:
the write lock every write transaction takes), so administrative writes are serialised on
both databases: which is also what closes the pit's races (two pit bosses opening one
table, a shift closed while a table opens into it, two rules versions numbered alike). A
service takes the lock *before* it checks anything, so its checks see the last winner's
work.

The first event, ``SiteKeyed``, names the database (a random id the journal lines carry),
the site key's id, and each table stream's head at the moment the record was keyed: events
up to there were written before the key existed and are chained by plain SHA-256, which the
first keyed event vouches for. Rows that existed then follow as ``Existing`` snapshots.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, event, func, insert, select, text
from sqlalchemy.orm import Session

from casino.store import models as m
from casino.store.clock import ClockWentBack, advance_server, simulating
from casino.store.codec import GENESIS, canonical, chain_hash_text
from casino.store.db import READ_ONLY
from casino.store.seal import SealError, SiteKey, site_key

STREAM = "admin"
HEAD_WRITTEN = "casino_admin_head"
"""``Session.info`` key: the administrative head this unit of work wrote, for the journal
once it commits (``casino.store.unit.Database.write``)."""
KEYED = "SiteKeyed"
EXISTING = "Existing"
_LOCK = text("SELECT pg_advisory_xact_lock(774200001)")
_SERVER_NOW = text("SELECT clock_timestamp()")
_EVENTS = m.table("admin_events")
_RECORDS = m.table("admin_records")
LOADED = "casino_admin_loaded"
"""``Session.info`` key: each recorded row's columns as this unit of work first read them,
before it changed them (``record`` compares them with the stream's last word)."""


class RecordChanged(ValueError):
    """A row a service is about to record again is not as the stream last recorded it: it
    was changed outside the services, and recording it now would launder the change."""


def stamp(at: datetime | None) -> str | None:
    """A time as the snapshots hold it (UTC, microseconds, no zone), as the chain does."""
    from casino.store.stream import stamp as chain_stamp

    return None if at is None else chain_stamp(at)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def _columns(row: Any, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for column in row.__table__.columns:
        if column.key in skip:
            continue
        value = getattr(row, column.key)
        out[column.key] = stamp(value) if isinstance(value, datetime) else value
    return out


USER_UNRECORDED = ("pin_hash", "failed_pins", "last_failed_at", "failed_asks",
                   "last_failed_ask_at", "seal")  # fmt: skip
"""A user's columns the stream does not carry: the hash (its digest stands in), the counters
of wrong PINs, which change at every guess and are kept true by the row's seal
(``casino.store.row_seals``), and the seal itself."""


def _user(session: Session, row: m.User) -> dict[str, Any]:
    del session
    state = _columns(row, skip=USER_UNRECORDED)
    state["pin"] = _digest(row.pin_hash)
    state["active"] = bool(row.active)
    return _unset_left_out(state, USER_LATER)


def _rules(session: Session, row: m.RuleVersion) -> dict[str, Any]:
    del session
    state = _columns(row, skip=("rules",))
    state["rules"] = _digest(row.rules)
    return state


def _plain(session: Session, row: Any) -> dict[str, Any]:
    del session
    return _columns(row)


USER_LATER = ("language",)
"""A user's columns a later release added (migration 0012): recorded once set."""


def _unset_left_out(state: dict[str, Any], later: tuple[str, ...]) -> dict[str, Any]:
    """``state`` without the ``later`` columns (added by a later release) while they are
    unset, so a row recorded before they existed still matches its record."""
    for name in later:
        if state.get(name) in (None, False):
            del state[name]
    return state


def _plain_since(*later: str) -> Callable[[Session, Any], dict[str, Any]]:
    """A row's columns, the ``later`` ones only once set."""

    def snapshot(session: Session, row: Any) -> dict[str, Any]:
        del session
        return _unset_left_out(_columns(row), later)

    return snapshot


def _with_lines(
    line_model: Any, key: str, *, later: tuple[str, ...] = (), kinds: bool = False
) -> Callable[[Session, Any], dict[str, Any]]:
    """A row and its lines. ``later`` names columns a later release added: they appear in
    the snapshot only when set, so a row snapshotted before them still matches. ``kinds``
    puts each line's kind (cash, chips, marker) before its denomination."""

    def snapshot(session: Session, row: Any) -> dict[str, Any]:
        state = _unset_left_out(_columns(row), later)
        columns = [line_model.denomination, line_model.count]
        if kinds:
            columns.insert(0, line_model.kind)
        lines = session.execute(
            select(*columns).where(getattr(line_model, key) == row.id).order_by(*columns[:-1])
        ).all()
        state["lines"] = [
            [str(line[0]), int(line[1]), int(line[2])] if kinds else [int(line[0]), int(line[1])]
            for line in lines
        ]
        return state

    return snapshot


@dataclass(frozen=True, slots=True)
class Kind:
    model: Any
    snapshot: Callable[[Session, Any], dict[str, Any]]
    label: str


KINDS: dict[str, Kind] = {
    "user": Kind(m.User, _user, "user"),
    "rules": Kind(m.RuleVersion, _rules, "rules version"),
    "table": Kind(m.CasinoTable, _plain, "table"),
    "table_rules": Kind(m.TableRules, _plain, "rules assignment"),
    "shift": Kind(m.Shift, _plain, "shift"),
    "table_session": Kind(m.TableSession, _plain, "table session"),
    "count": Kind(m.Inventory, _with_lines(m.InventoryLine, "inventory_id"), "chip count"),
    "slip": Kind(
        m.Slip,
        _with_lines(
            m.SlipLine,
            "slip_id",
            later=(
                "command_id", "requested_by_id", "manual", "printed_number", "written_at",
                "approved_by_id",
            ),
        ),
        "slip",
    ),
    "slip_void": Kind(m.SlipVoid, _plain, "slip void"),
    "discrepancy": Kind(m.CountDiscrepancy, _plain, "opener discrepancy"),
    "drop_count": Kind(
        m.DropCount, _with_lines(m.DropCountLine, "drop_count_id", kinds=True), "drop count"
    ),
    "variance": Kind(m.VarianceResolution, _plain, "variance resolution"),
    "complaint": Kind(m.Complaint, _plain, "complaint"),
    "complaint_note": Kind(m.ComplaintNote, _plain, "complaint note"),
    "correction": Kind(m.HandCorrection, _plain, "hand correction"),
    "fault": Kind(m.TableFault, _plain_since("approved_by_id"), "table fault"),
    "player": Kind(m.Player, _plain, "player"),
    "player_flag": Kind(m.PlayerFlag, _plain, "advantage-play flag"),
    "pit_settings": Kind(m.PitSettingsVersion, _plain, "pit settings version"),
}
"""Every record kind the stream covers, with the row model and how to snapshot a row."""


def lock(session: Session) -> None:
    """Take the administrative lock for the rest of the transaction (see the module's
    docstring); on SQLite the transaction already holds the database's write lock. On
    PostgreSQL the record's time is read again once the lock is held: a unit that waited
    for it must not stamp its records before the last holder's."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(_LOCK)
        advance_server(session.execute(_SERVER_NOW).scalar_one())


def head(session: Session) -> tuple[int, str]:
    row = session.execute(
        select(_EVENTS.c.seq, _EVENTS.c.hash).order_by(_EVENTS.c.seq.desc()).limit(1)
    ).first()
    return (0, GENESIS) if row is None else (int(row[0]), str(row[1]))


def _head_with_time(session: Session) -> tuple[int, str, datetime | None]:
    row = session.execute(
        select(_EVENTS.c.seq, _EVENTS.c.hash, _EVENTS.c.at).order_by(_EVENTS.c.seq.desc()).limit(1)
    ).first()
    return (0, GENESIS, None) if row is None else (int(row[0]), str(row[1]), row[2])


def _utc(at: datetime) -> datetime:
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at


def event_hash(key: SiteKey, previous: str, seq: int, row: Any) -> str:
    """The keyed hash of one stored administrative event: the event, who and when."""
    from casino.store.stream import stamp as chain_stamp

    record = canonical(
        {"at": chain_stamp(row["at"]), "by": row["user_id"], "event": json.loads(row["data"])}
    ).decode()
    return chain_hash_text(previous, STREAM, seq, record, key)


def append(
    session: Session,
    key: SiteKey,
    type_: str,
    data: dict[str, Any],
    user_id: int | None,
    at: datetime,
) -> tuple[int, str]:
    """Append one event after the stream's head (the caller holds ``lock``); its seq and
    hash."""
    seq, previous, last_at = _head_with_time(session)
    if last_at is not None and _utc(at) < _utc(last_at) and not simulating():
        raise ClockWentBack(
            f"this console's clock says {_utc(at):%Y-%m-%d %H:%M:%S} UTC, earlier than the "
            f"record's last entry ({_utc(last_at):%Y-%m-%d %H:%M:%S} UTC): set the clock right; "
            "nothing was written"
        )
    seq += 1
    row = {
        "seq": seq,
        "type": type_,
        "data": canonical({"type": type_, **data}).decode(),
        "at": at,
        "user_id": user_id,
    }
    row["hash"] = event_hash(key, previous, seq, row)
    session.execute(insert(_EVENTS), row)
    if isinstance(data.get("record"), str) and isinstance(data.get("id"), int):
        session.execute(
            insert(_RECORDS), {"seq": seq, "kind": data["record"], "row_id": data["id"]}
        )
    session.info[HEAD_WRITTEN] = (seq, str(row["hash"]))
    return seq, str(row["hash"])


def record(
    session: Session,
    key: SiteKey,
    type_: str,
    kind: str,
    row_id: int,
    user_id: int | None,
    at: datetime,
    note: str = "",
) -> tuple[int, str]:
    """Append ``type_`` with the whole state of row ``row_id`` of ``kind`` as it is now in
    this transaction (flushed first). A row this unit read before changing it must have been
    as the stream last recorded it (``RecordChanged`` otherwise): a change made outside the
    services is never re-recorded as if it were right."""
    spec = KINDS[kind]
    loaded = session.info.get(LOADED, {}).get((spec.model, row_id))
    if loaded is not None:
        with session.no_autoflush:
            last = last_recorded(session, kind, row_id)
            if last is not None and spec.snapshot(session, _Values(spec.model, loaded)) != last:
                raise RecordChanged(
                    f"{spec.label} {row_id} is not as the record last left it: it was changed "
                    "outside the console, and nothing was written; an administrator runs "
                    "casino verify"
                )
    session.flush()
    found = session.get(spec.model, row_id, populate_existing=True)
    assert found is not None, (kind, row_id)
    state = spec.snapshot(session, found)
    session.info.setdefault(LOADED, {})[(spec.model, row_id)] = row_values(found)
    data: dict[str, Any] = {"record": kind, "id": row_id, "state": state}
    if note:
        data["note"] = note
    return append(session, key, type_, data, user_id, at)


def authentic(session: Session, key: SiteKey, event: Any) -> bool:
    """Whether one stored administrative event (a row of ``admin_events``, as a mapping)
    carries the site key's MAC over itself and the event before it: written by a console,
    not put into the table by whoever holds the database."""
    previous = session.scalar(select(_EVENTS.c.hash).where(_EVENTS.c.seq == event["seq"] - 1))
    mac = event_hash(key, previous or GENESIS, event["seq"], event)
    return hmac.compare_digest(mac, str(event["hash"]))


def last_record_event(session: Session, kind: str, row_id: int) -> Any:
    """The newest administrative event recording row ``row_id`` of ``kind``, as a mapping
    (seq, type, data, at, user_id, hash), or None."""
    return (
        session.execute(select(_EVENTS).where(_EVENTS.c.seq == last_record_seq(kind, row_id)))
        .mappings()
        .first()
    )


def events_of(session: Session, type_: str) -> list[Any]:
    """Every administrative event of ``type_``, oldest first, as mappings."""
    return list(
        session.execute(select(_EVENTS).where(_EVENTS.c.type == type_).order_by(_EVENTS.c.seq))
        .mappings()
        .all()
    )


def newest_of(session: Session, types: tuple[str, ...]) -> int:
    """The sequence number of the newest event of any of ``types`` (0: none)."""
    found = session.scalar(select(func.max(_EVENTS.c.seq)).where(_EVENTS.c.type.in_(types)))
    return int(found or 0)


def last_recorded(session: Session, kind: str, row_id: int) -> dict[str, Any] | None:
    """The stream's last word on one row: the state its newest event recorded, or None."""
    data = session.execute(
        select(_EVENTS.c.data)
        .join(_RECORDS, _RECORDS.c.seq == _EVENTS.c.seq)
        .where(_RECORDS.c.kind == kind, _RECORDS.c.row_id == row_id)
        .order_by(_RECORDS.c.seq.desc())
        .limit(1)
    ).scalar()
    if data is None:
        return None
    state = json.loads(data).get("state")
    return state if isinstance(state, dict) else None


def last_record_seq(kind: str, row_id: Any) -> Any:
    """A scalar subquery: the seq of the newest event that records row ``row_id``."""
    return (
        select(func.max(_RECORDS.c.seq))
        .where(_RECORDS.c.kind == kind, _RECORDS.c.row_id == row_id)
        .scalar_subquery()
    )


class _Values:
    """A row's columns as read before a change, as a snapshot function reads a row."""

    def __init__(self, model: Any, values: dict[str, Any]) -> None:
        self.__table__ = model.__table__
        self.__dict__.update(values)


def row_values(row: Any) -> dict[str, Any]:
    """An ORM row's columns by name (what ``record`` keeps as read, and the seals cover)."""
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


READING = "casino_reading"
"""``Session.info`` key of a unit of work that only reads (``Database.read``): it records
nothing, so what it loads is not kept for ``record``'s check (a report loads thousands)."""


_MODELS = {spec.model for spec in KINDS.values()}


@event.listens_for(Session, "loaded_as_persistent")
def _remember_first_read(session: Session, instance: Any) -> None:
    """Keep a recorded row's columns as this unit first read them (``record`` checks them);
    a row read again under its lock (``refresh``) is remembered as it is then."""
    if type(instance) in _MODELS and not session.info.get(READING):
        session.info.setdefault(LOADED, {}).setdefault(
            (type(instance), instance.id), row_values(instance)
        )


@event.listens_for(m.Base, "refresh", propagate=True)
def _remember_refreshed(instance: Any, context: Any, attrs: Any) -> None:
    session = context.session
    if type(instance) not in _MODELS or attrs is not None or session.info.get(READING):
        return
    if not session.is_modified(instance):
        session.info.setdefault(LOADED, {})[(type(instance), instance.id)] = row_values(instance)


@dataclass(frozen=True, slots=True)
class Identity:
    """What the first event says: the database's id, the key's id, and each table's head
    when the record was keyed (events up to it are chained unkeyed)."""

    database: str
    key_id: str
    legacy: dict[int, tuple[int, str]]


def identity(session: Session) -> Identity | None:
    row = session.execute(select(_EVENTS.c.data).where(_EVENTS.c.seq == 1)).first()
    if row is None:
        return None
    data = json.loads(row[0])
    if data.get("type") != KEYED:
        raise SealError("the administrative stream does not begin with the site key's record")
    legacy = {int(t): (int(s), str(h)) for t, (s, h) in data.get("legacy", {}).items()}
    return Identity(str(data["database"]), str(data["key"]), legacy)


def initialise(session: Session, key: SiteKey, at: datetime) -> Identity:
    """Key the record, once: the first event, then a snapshot of every row that exists.
    Called by ``casino.store.migrate.upgrade`` under the write lock; a no-op afterwards
    except for checking that ``key`` is the key the database was keyed with."""
    lock(session)
    found = identity(session)
    if found is not None:
        check_key(found, key)
        return found
    legacy: dict[str, list[Any]] = {}
    heads = session.execute(
        text(
            "SELECT e.table_id, e.seq, e.hash FROM events e JOIN ("
            "SELECT table_id, max(seq) AS seq FROM events GROUP BY table_id) h "
            "ON h.table_id = e.table_id AND h.seq = e.seq"
        )
    ).all()
    for table_id, seq, hash_ in heads:
        legacy[str(table_id)] = [int(seq), str(hash_)]
    database = uuid.uuid4().hex
    append(session, key, KEYED, {"database": database, "key": key.id, "legacy": legacy}, None, at)
    for kind, spec in KINDS.items():
        for row_id in session.scalars(select(spec.model.id).order_by(spec.model.id)).all():
            record(session, key, EXISTING, kind, int(row_id), None, at)
    return Identity(database, key.id, {int(t): (s, h) for t, (s, h) in legacy.items()})


def check_key(found: Identity, key: SiteKey) -> None:
    if found.key_id != key.id:
        raise SealError(
            f"this console's site key ({key.path}, id {key.id}) is not the key this database "
            f"was sealed with (id {found.key_id}): copy the floor's key file to {key.path}"
        )


def rows(session: Session) -> Iterator[Any]:
    return iter(
        session.execute(
            select(
                _EVENTS.c.seq,
                _EVENTS.c.type,
                _EVENTS.c.data,
                _EVENTS.c.at,
                _EVENTS.c.user_id,
                _EVENTS.c.hash,
            ).order_by(_EVENTS.c.seq)
        ).mappings()
    )


@dataclass(frozen=True, slots=True)
class Seal:
    """The key a console writes with, checked against the database's record of it."""

    key: SiteKey
    identity: Identity


_SEALS: weakref.WeakKeyDictionary[Engine, Seal] = weakref.WeakKeyDictionary()


def site_key_of(engine: Engine) -> SiteKey | None:
    """The site key of ``engine``'s database, or None where there is none to prove a thing
    with (a database not keyed, a console holding another key): readers that can go on
    without (the recall, from the first event instead of a snapshot) ask this."""
    try:
        return seal_of(engine).key
    except SealError:
        return None


def seal_of(engine: Engine) -> Seal:
    """The site key for writing to ``engine``'s database, loaded (or made) once and checked
    against the key id the database was keyed with; a database not yet keyed is refused."""
    found = _SEALS.get(engine)
    if found is not None:
        return found
    key = site_key(create=True)
    assert key is not None
    reader = engine.execution_options(**{READ_ONLY: True})  # never waits on a writer's lock
    with Session(reader) as session, session.begin():
        known = identity(session)
    if known is None:
        raise SealError(
            f"the database at {engine.url.render_as_string(hide_password=True)} is not set "
            "up for this version of the console: run casino db upgrade"
        )
    check_key(known, key)
    found = Seal(key, known)
    _SEALS[engine] = found
    return found
