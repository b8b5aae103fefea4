"""Snapshots of a table's fold at hand boundaries, so a table that lives for months opens as
fast as a new one.

Every ``EVERY`` events or so, at the first moment between hands, the table service keeps the
fold as it stands (the state and its rules version) beside the event it
follows: its sequence number and that event's chain hash. Loading a table then starts from
its newest snapshot and checks and folds only the events after it; a recall starts from the
newest one before the hand it replays.

A snapshot is trusted only as far as it is proven:

* it carries an HMAC under the site key over the table, the event it follows, that event's
  hash, the format and the SHA-256 of the kept fold, so one written or edited by someone
  holding the database but not the key is refused before anything of it is read;
* the fold is kept as data (``casino.store.state_codec``: canonical JSON read by the game's
  state class and its type hints), never as a pickle: bytes that name what to run when read
  would let whoever holds the key run code on the next console to open the table. A fold
  that would not read back equal is not kept; stored bytes that do not read as the game's
  state are passed over;
* the event it names must still be in the stream with that hash, so it anchors in the chain
  that every later event's hash continues;
* its format names the program's version: a new release folds from the start once (the
  game's state may have changed shape) and keeps a new snapshot at the next hand's end.

Refused snapshots are passed over (the fold starts from an older one or from the first
event) and the refusal is said to the caller. What a snapshot saves is the fold of the
events before it; ``casino verify`` still walks every event from the first.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.orm import Session

from casino import __version__
from casino.games import Game
from casino.store import models as m
from casino.store import state_codec
from casino.store.seal import SiteKey
from casino.store.stream import Folded

EVERY = 2000
"""Events between snapshots of one table (taken at the next boundary between hands)."""
FORMAT = f"casino-console {__version__}; state as data 1"[:60]
"""What a snapshot's bytes are: another release's (or a pickle from before this format) is not
read, only passed over, and its table folds from the events once."""
_SNAPSHOTS = m.table("table_snapshots")
_EVENTS = m.table("events")
Executor = Session | Connection


@dataclass(frozen=True, slots=True)
class Found:
    """The newest usable snapshot's fold (None: start from the first event), and why any
    newer one was passed over."""

    folded: Folded | None
    refused: tuple[str, ...] = ()


def _mac(key: SiteKey, table_id: int, seq: int, hash_: str, format_: str, blob: bytes) -> str:
    digest = hashlib.sha256(blob).hexdigest()
    return key.mac(f"table snapshot\n{table_id}\n{seq}\n{hash_}\n{format_}\n{digest}")


def due(folded: Folded) -> bool:
    """Whether the table service keeps a snapshot now: between hands, and ``EVERY`` events
    after the last one."""
    between = folded.state is not None and not folded.game.engine.phase(folded.state).in_hand
    return between and folded.seq - folded.snapshot_seq >= EVERY


_STATE_TYPES: dict[str, type] = {}


def state_type(game: Game) -> type:
    """The class of the game's table state (what a new table is), found once per game."""
    if game.name not in _STATE_TYPES:
        _STATE_TYPES[game.name] = type(game.engine.new_table(game.rules_type()))
    return _STATE_TYPES[game.name]


def _encode(state: Any, rules_version_id: int | None) -> bytes:
    return state_codec.canonical(
        {"state": state_codec.plain(state), "rules_version_id": rules_version_id}
    )


def _decode(game: Game, blob: bytes) -> tuple[Any, int | None]:
    """A kept fold, read as data by the game's state class; ``StateCodecError`` when the
    bytes are anything else."""
    try:
        data = json.loads(blob)
    except ValueError as exc:
        raise state_codec.StateCodecError(f"not JSON: {exc}") from None
    if not isinstance(data, dict) or set(data) != {"state", "rules_version_id"}:
        raise state_codec.StateCodecError("not a kept fold")
    rules_version_id = data["rules_version_id"]
    if rules_version_id is not None and (
        not isinstance(rules_version_id, int) or isinstance(rules_version_id, bool)
    ):
        raise state_codec.StateCodecError(f"rules version {rules_version_id!r}")
    return state_codec.typed(state_type(game), data["state"]), rules_version_id


def snapshot_row(
    table_id: int, folded: Folded, key: SiteKey, at: datetime
) -> dict[str, Any] | None:
    """Keep ``folded`` (between hands) as the table's snapshot at its last event: the
    ``table_snapshots`` row the table service's pipeline inserts, as data, only when it reads
    back as the same fold (None otherwise: the table simply has no snapshot there, and folds
    a little further when next loaded); either way the next try is ``EVERY`` events on."""
    kept = (folded.state, folded.rules_version_id)
    try:
        blob = _encode(*kept)
        readable = _decode(folded.game, blob) == kept
    except state_codec.StateCodecError:
        readable = False
    folded.snapshot_seq = folded.seq
    if not readable:
        return None
    return {
        "table_id": table_id,
        "seq": folded.seq,
        "hash": folded.hash,
        "format": FORMAT,
        "state": blob,
        "mac": _mac(key, table_id, folded.seq, folded.hash, FORMAT, blob),
        "at": at,
    }


SNAPSHOTS = _SNAPSHOTS
"""The table the snapshot rows go to (the table service's pipeline inserts them)."""


def newest(
    db: Executor, table_id: int, game: Game, key: SiteKey | None, before: int | None = None
) -> Found:
    """The newest proven snapshot of the table (at or before event ``before`` when given),
    as a fold to go on from; ``Found(None)`` when there is none or no key to prove one."""
    if key is None:
        return Found(None)
    query = (
        select(_SNAPSHOTS.c.seq, _SNAPSHOTS.c.hash, _SNAPSHOTS.c.format, _SNAPSHOTS.c.state,
               _SNAPSHOTS.c.mac)
        .where(_SNAPSHOTS.c.table_id == table_id)
        .order_by(_SNAPSHOTS.c.seq.desc())
        .limit(3)
    )  # fmt: skip
    if before is not None:
        query = query.where(_SNAPSHOTS.c.seq <= before)
    refused: list[str] = []
    for row in db.execute(query).all():
        if row.format != FORMAT:
            continue  # another release's: not refused, only not usable here
        blob = bytes(row.state)
        if _mac(key, table_id, row.seq, row.hash, row.format, blob) != row.mac:
            refused.append(f"the snapshot at event {row.seq} is not the site key's: ignored")
            continue
        anchored = db.execute(
            select(_EVENTS.c.hash, _EVENTS.c.at).where(
                _EVENTS.c.table_id == table_id, _EVENTS.c.seq == row.seq
            )
        ).first()
        if anchored is None or anchored.hash != row.hash:
            refused.append(f"the snapshot at event {row.seq} no longer matches the stream")
            continue
        try:
            state, rules_version_id = _decode(game, blob)
        except state_codec.StateCodecError as exc:
            refused.append(f"the snapshot at event {row.seq} cannot be read as a state: {exc}")
            continue
        folded = Folded(game, state, int(row.seq), str(row.hash), rules_version_id)
        folded.last_at = anchored.at  # as a fold reads it from this database
        folded.snapshot_seq = int(row.seq)
        return Found(folded, tuple(refused))
    return Found(None, tuple(refused))


def stored(db: Executor, table_id: int) -> list[Any]:
    """Every snapshot row of the table, oldest first (``casino verify`` checks them all)."""
    return list(
        db.execute(
            select(_SNAPSHOTS.c.seq, _SNAPSHOTS.c.hash, _SNAPSHOTS.c.format, _SNAPSHOTS.c.state,
                   _SNAPSHOTS.c.mac)
            .where(_SNAPSHOTS.c.table_id == table_id)
            .order_by(_SNAPSHOTS.c.seq)
        ).all()
    )  # fmt: skip


Fold = tuple[Any, int | None, str]
"""A table's fold at one event as ``casino verify``'s walk has it: the state, the rules
version and the event's chain hash."""


def problem(
    row: Any, table_id: int, game: Game, key: SiteKey, fold_at: Fold | None
) -> str | None:
    """What is wrong with one stored snapshot, or None: not made under the site key; not
    anchored on its event (the stream does not reach it, or its hash is another); or, in this
    release's format, not a state, or not the fold the events before it make (``fold_at``)."""
    blob = bytes(row.state)
    if _mac(key, table_id, row.seq, row.hash, row.format, blob) != row.mac:
        return "its snapshot is not the site key's: written or changed without the key"
    if fold_at is None or fold_at[2] != row.hash:
        return "its snapshot is not anchored on the event it names: the stream was changed"
    if row.format != FORMAT:
        return None  # another release's fold: its MAC and its anchor are what this one checks
    try:
        kept = _decode(game, blob)
    except state_codec.StateCodecError as exc:
        return f"its snapshot cannot be read as a state: {exc}"
    if kept != fold_at[:2]:
        return "its snapshot's state is not the fold of the events before it"
    return None


def load(db: Executor, table_id: int, key: SiteKey | None) -> Folded:
    """The table's state as ``stream.load`` folds it, from its newest proven snapshot (the
    first event without one): what the recall and the seat figures read, which do not
    check the record (a table's load through the table service does)."""
    from casino.games import game as game_named
    from casino.store.stream import TableMissing, catch_up

    name = db.scalar(select(m.CasinoTable.game).where(m.CasinoTable.id == table_id))
    if name is None:
        raise TableMissing(f"there is no table with id {table_id}")
    game = game_named(name)
    folded = newest(db, table_id, game, key).folded or Folded(game)
    catch_up(db, folded, table_id)
    return folded
