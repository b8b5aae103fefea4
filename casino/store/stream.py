"""A table's event stream in the database: writing events with their chain, and folding
them back into the table's state.

A stream holds the game's own events plus one kind the store adds: ``RulesAdopted``, which
opens every stream (the table's first rules) and marks each later change of rules, always
between hands. Each stored event is hashed together with who wrote it, when, and under which
command id, so editing any of those is as detectable as editing the event.

A shoe table's deck order never enters the stream: the hand's first event carries only its
SHA-256 (``shoe_digest``) and the order goes to ``sealed_shoes``. Folding puts it back, after
checking it still matches the digest the chain protects.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.orm import Session

from casino.equipment.notation import NotationError
from casino.equipment.sealing import stored_text, stored_tokens
from casino.games import Game
from casino.games import game as game_named
from casino.games.house_rules import HouseRules
from casino.store import models as m
from casino.store.codec import GENESIS, canonical, chain_hash_text, decode, encode
from casino.store.seal import SiteKey

RULES_ADOPTED = "RulesAdopted"


class StreamError(RuntimeError):
    """A stream that cannot be folded: a broken seal or an event the game does not know."""


class TableMissing(StreamError):
    """No table with that id: there is no stream to fold."""


@dataclass(frozen=True, slots=True)
class RulesAdopted:
    """The table plays ``rules`` (version ``version`` of its game, row ``version_id``) from
    here on. Written by the store, not by a game engine."""

    version_id: int
    version: int
    rules: HouseRules

    def to_data(self) -> dict[str, Any]:
        return {
            "type": RULES_ADOPTED,
            "version_id": self.version_id,
            "version": self.version,
            "rules": self.rules.to_dict(),
        }


def stamp(at: datetime) -> str:
    """A time as the chain hashes it: UTC, microseconds, no zone (SQLite keeps none)."""
    if at.tzinfo is not None:
        at = at.astimezone(UTC).replace(tzinfo=None)
    return at.isoformat(timespec="microseconds")


def record_hash(
    previous: str,
    table_id: int,
    seq: int,
    data: dict[str, Any],
    at: datetime,
    user_id: int,
    command_id: str | None,
    event_json: str | None = None,
    key: SiteKey | None = None,
) -> str:
    """The hash of one stored event: the event and who, when and under which command, keyed
    with the site key (None only for history written before the record was keyed).
    ``event_json``, the event's canonical text when the caller has it, spares encoding it
    twice; the bytes hashed are those of ``chain_hash`` over the whole record."""
    if event_json is None:
        event_json = canonical(data).decode()
    head = canonical({"at": stamp(at), "by": user_id, "command": command_id}).decode()
    record = head[:-1] + ',"event":' + event_json + "}"
    return chain_hash_text(previous, str(table_id), seq, record, key)


def to_data(event: Any) -> dict[str, Any]:
    if isinstance(event, RulesAdopted):
        return event.to_data()
    return encode(event)


def from_data(game: Game, data: dict[str, Any]) -> Any:
    if data.get("type") == RULES_ADOPTED:
        rules = game.rules_type.from_dict(data["rules"])
        return RulesAdopted(int(data["version_id"]), int(data["version"]), rules)
    return decode(game.name, data)


def sealed(data: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The event as stored (the shoe taken out) and the shoe's sealed text, if it carried one:
    the text its digest commits to, naming its pack where the pack seals so
    (``casino.equipment.sealing``)."""
    shoe = data.get("shoe")
    if not shoe or "shoe_digest" not in data:
        return data, None
    return {**data, "shoe": None}, stored_text(shoe, data["shoe_digest"])


@dataclass
class Folded:
    """A table's state after its stream so far, with what the service needs beside it."""

    game: Game
    state: Any = None
    seq: int = 0
    hash: str = GENESIS
    rules_version_id: int | None = None
    hand_first_seq: int | None = None
    hand_started_at: datetime | None = None
    hand_rules_version_id: int | None = None
    last_at: datetime | None = None
    """When the last event was written: a new one may not be earlier."""
    snapshot_seq: int = 0
    """The event the table's newest snapshot follows (``casino.store.snapshots``)."""

    def apply(self, seq: int, event: Any, at: datetime, hash_: str, after: Any = None) -> None:
        """Fold one stored event in; ``after``, when given, is the state it leaves, as the
        engine folded it while deciding (so it is not folded again)."""
        if isinstance(event, RulesAdopted):
            if self.state is None:
                self.state = self.game.engine.new_table(event.rules)
            else:
                self.state = self.game.engine.with_rules(self.state, event.rules)
            self.rules_version_id = event.version_id
        else:
            if self.state is None:
                raise StreamError(f"event {seq} comes before the table's rules")
            was_in_hand = self.game.engine.phase(self.state).in_hand
            self.state = self.game.engine.evolve(self.state, event) if after is None else after
            now_in_hand = self.game.engine.phase(self.state).in_hand
            if now_in_hand and not was_in_hand:
                self.hand_first_seq = seq
                self.hand_started_at = at
                self.hand_rules_version_id = self.rules_version_id
            elif was_in_hand and not now_in_hand:
                self.hand_first_seq = None
                self.hand_started_at = None
        self.seq = seq
        self.hash = hash_
        self.last_at = at


EVENTS = m.table("events")
SEALED_SHOES = m.table("sealed_shoes")
_INSERT_EVENTS, _INSERT_SHOES = insert(EVENTS), insert(SEALED_SHOES)
Executor = Session | Connection
"""Reads and writes here run on an ORM session or a plain connection alike: the table
service's hot path uses the connection, skipping the ORM's per-statement work."""


def load_since(db: Executor, table_id: int, after: int) -> Sequence[Any]:
    return db.execute(
        select(EVENTS.c.seq, EVENTS.c.data, EVENTS.c.at, EVENTS.c.hash)
        .where(EVENTS.c.table_id == table_id, EVENTS.c.seq > after)
        .order_by(EVENTS.c.seq)
    ).all()


def shoes(db: Executor, table_id: int, after: int = 0) -> dict[int, str]:
    rows = db.execute(
        select(SEALED_SHOES.c.seq, SEALED_SHOES.c.cards).where(
            SEALED_SHOES.c.table_id == table_id, SEALED_SHOES.c.seq > after
        )
    )
    return {int(seq): str(cards) for seq, cards in rows}


def unseal(row: Any, data: dict[str, Any], sealed_cards: dict[int, str]) -> dict[str, Any]:
    """Put a shoe table's deck back into the event that dealt from it, checking its seal."""
    if data.get("shoe") is not None or not data.get("shoe_digest"):
        return data
    cards = sealed_cards.get(row.seq)
    if cards is None:
        raise StreamError(f"event {row.seq} dealt from a shoe whose order is not on record")
    if hashlib.sha256(cards.encode("utf-8")).hexdigest() != data["shoe_digest"]:
        raise StreamError(f"the sealed shoe of event {row.seq} does not match its digest")
    try:
        return {**data, "shoe": stored_tokens(cards)}
    except NotationError as exc:
        raise StreamError(f"the sealed shoe of event {row.seq}: {exc}") from None


def catch_up(db: Executor, folded: Folded, table_id: int) -> list[tuple[Any, Any]]:
    """Fold every event written since ``folded.seq``; the rows and their events."""
    rows = load_since(db, table_id, folded.seq)
    if not rows:
        return []
    sealed_cards = shoes(db, table_id, folded.seq)
    out: list[tuple[Any, Any]] = []
    for row in rows:
        data = unseal(row, json.loads(row.data), sealed_cards)
        event = from_data(folded.game, data)
        folded.apply(row.seq, event, row.at, row.hash)
        out.append((row, event))
    return out


def first_unreadable(db: Executor, table_id: int) -> int | None:
    """The sequence number of the table's first stored event that cannot be folded (its data
    not an event of the game, its shoe not on record, a fold that fails), or None: what a
    stopped table's fault names when its rows cannot be read at all."""
    game_name = db.scalar(select(m.CasinoTable.game).where(m.CasinoTable.id == table_id))
    if game_name is None:
        return None
    folded = Folded(game_named(game_name))
    sealed_cards = shoes(db, table_id)
    for row in load_since(db, table_id, 0):
        try:
            event = from_data(folded.game, unseal(row, json.loads(row.data), sealed_cards))
            folded.apply(row.seq, event, row.at, row.hash)
        except Exception:  # whatever the row holds: this is the first that cannot be read
            return int(row.seq)
    return None


def load(db: Executor, table_id: int) -> Folded:
    """The table's state, folded from its whole stream."""
    game_name = db.scalar(select(m.CasinoTable.game).where(m.CasinoTable.id == table_id))
    if game_name is None:
        raise TableMissing(f"there is no table with id {table_id}")
    folded = Folded(game_named(game_name))
    catch_up(db, folded, table_id)
    return folded


@dataclass(frozen=True, slots=True)
class Written:
    seq: int
    event: Any
    data: dict[str, Any]
    hash: str


def chain(
    table_id: int,
    previous: tuple[int, str],
    events: Iterable[Any],
    user_id: int,
    command_id: str | None,
    at: datetime,
    key: SiteKey,
) -> tuple[list[Written], list[dict[str, Any]], list[dict[str, Any]]]:
    """``events`` chained after ``previous`` (seq, hash), each hash keyed with ``key``: what
    was written, and the ``events`` and ``sealed_shoes`` rows to insert (``write`` inserts
    them; the table service's pipeline sends them in its one batch)."""
    seq, head = previous
    written: list[Written] = []
    rows: list[dict[str, Any]] = []
    seals: list[dict[str, Any]] = []
    for event in events:
        seq += 1
        data, shoe = sealed(to_data(event))
        text = canonical(data).decode()
        head = record_hash(head, table_id, seq, data, at, user_id, command_id, text, key)
        rows.append(
            {
                "table_id": table_id,
                "seq": seq,
                "type": data["type"],
                "data": text,
                "at": at,
                "user_id": user_id,
                "command_id": command_id,
                "hash": head,
            }
        )
        if shoe is not None:
            seals.append(
                {"table_id": table_id, "seq": seq, "hand_number": data["number"], "cards": shoe}
            )
        written.append(Written(seq, event, data, head))
    return written, rows, seals


def write(
    db: Executor,
    table_id: int,
    previous: tuple[int, str],
    events: Iterable[Any],
    user_id: int,
    command_id: str | None,
    at: datetime,
    key: SiteKey,
) -> list[Written]:
    """Append ``events`` after ``previous`` (seq, hash), each hash keyed with ``key``. Two
    writers that read the same head both try to write the same ``seq``; the unique key lets
    only the first commit."""
    written, rows, seals = chain(table_id, previous, events, user_id, command_id, at, key)
    if rows:
        db.execute(_INSERT_EVENTS, rows)
    if seals:
        db.execute(_INSERT_SHOES, seals)
    return written
