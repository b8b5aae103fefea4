"""Checking that the record is what was written: ``casino verify``.

For each table the stream is read in order and every event's hash is recomputed from the
stored row, so an edited event, time, user or command id, a removed event or two events
swapped all break the chain at the first event touched. Events cut from the end of a stream
are caught by the rows written with them (commands, hands, voids), which still point past it.

The stream is then folded through the game, which recomputes what the record should hold
beside it: the wager lines and the drop each event carries, and each sealed shoe's digest. A
wager or buy-in row edited in place no longer matches the event that carried it, so verify
names that event too. Last, the table must balance: chips bought in equal chips at the table,
chips cashed out and the house's take, to the minor unit.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from casino.games import game as game_named
from casino.games.seating import ChipsAdded, PlayerLeft, PlayerSeated
from casino.store import models as m
from casino.store.codec import GENESIS, CodecError, canonical
from casino.store.stream import Folded, RulesAdopted, StreamError, from_data, record_hash, unseal


@dataclass(frozen=True, slots=True)
class Problem:
    table: str
    seq: int | None
    message: str

    def __str__(self) -> str:
        where = f"event {self.seq}" if self.seq is not None else "the table"
        return f"table {self.table}: {where}: {self.message}"


@dataclass(frozen=True, slots=True)
class Checked:
    table: str
    events: int
    wagers: int
    problem: Problem | None


def _rows(session: Session, model: Any, table_id: int) -> Iterator[Any]:
    return iter(
        session.scalars(
            select(model).where(model.table_id == table_id).order_by(model.seq, model.id)
        ).all()
    )


def verify_table(session: Session, table_id: int) -> Checked:
    table = session.get(m.CasinoTable, table_id)
    assert table is not None
    name = table.name
    game = game_named(table.game)
    wagers: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for w in _rows(session, m.Wager, table_id):
        wagers[w.seq].append((w.kind, w.seat, w.amount, w.house, w.hand_number))
    movements: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for c in _rows(session, m.CashMovement, table_id):
        movements[c.seq].append((c.kind, c.seat, c.amount))
    sealed = dict(
        session.execute(
            select(m.SealedShoe.seq, m.SealedShoe.cards).where(m.SealedShoe.table_id == table_id)
        ).all()
    )
    folded = Folded(game)
    previous, expected_seq, count, lines = GENESIS, 1, 0, 0
    for row in session.scalars(
        select(m.Event).where(m.Event.table_id == table_id).order_by(m.Event.seq)
    ).yield_per(2000):
        count += 1

        def bad(message: str, seq: int = row.seq, seen: int = count, ok: int = lines) -> Checked:
            return Checked(name, seen, ok, Problem(name, seq, message))

        if row.seq != expected_seq:
            return bad(f"the stream jumps from event {expected_seq - 1} to {row.seq}", expected_seq)
        try:
            data = json.loads(row.data)
        except ValueError:
            return bad("the stored event is not JSON")
        if canonical(data).decode() != row.data:
            return bad("the stored event is not in canonical form (edited by hand?)")
        if data.get("type") != row.type:
            return bad(f"the row says {row.type} but the event is {data.get('type')}")
        digest = record_hash(previous, table_id, row.seq, data, row.at, row.user_id, row.command_id)
        if digest != row.hash:
            return bad("its hash does not match its contents: the event or its row was changed")
        try:
            event = from_data(game, unseal(row, data, sealed))
        except (CodecError, StreamError, ValueError, KeyError) as exc:
            return bad(f"cannot be read back: {exc}")
        expected = [] if isinstance(event, RulesAdopted) else game.ledger(folded.state, event)
        want = [(e.kind, e.seat, e.amount, e.house, e.hand) for e in expected]
        if wagers.pop(row.seq, []) != want:
            return bad("its wager lines in the log do not match the event")
        lines += len(want)
        moved = _movement(event)
        if movements.pop(row.seq, []) != moved:
            return bad("its buy-in or cash-out row does not match the event")
        try:
            folded.apply(row.seq, event, row.at, row.hash)
        except (StreamError, ValueError, TypeError) as exc:
            return bad(f"does not follow from the events before it: {exc}")
        previous, expected_seq = row.hash, row.seq + 1
    recorded = _last_recorded(session, table_id)
    if recorded >= expected_seq:
        message = (
            f"the stream ends at event {expected_seq - 1} but the record says event "
            f"{recorded} was written: events at its end were removed"
        )
        return Checked(name, count, lines, Problem(name, expected_seq, message))
    stray = sorted(set(wagers) | set(movements))
    if stray:
        return Checked(name, count, lines, Problem(name, stray[0], "log rows with no such event"))
    state = folded.state
    if state is not None and not getattr(state, "conserved", True):
        return Checked(
            name,
            count,
            lines,
            Problem(name, None, "chips do not balance: bought in is not at table + out + house"),
        )
    return Checked(name, count, lines, None)


def _last_recorded(session: Session, table_id: int) -> int:
    """The highest event number the rest of the record points at: commands, hands, voids and
    sealed shoes are written in the same transaction as their events, so a stream that ends
    before them has lost its tail, which the chain alone cannot show."""
    highest = 0
    for column, where in (
        (m.Command.last_seq, m.Command.table_id),
        (m.Hand.last_seq, m.Hand.table_id),
        (m.Void.seq, m.Void.table_id),
        (m.SealedShoe.seq, m.SealedShoe.table_id),
    ):
        found = session.scalar(select(func.max(column)).where(where == table_id))
        highest = max(highest, found or 0)
    return highest


def _movement(event: Any) -> list[tuple[Any, ...]]:
    if isinstance(event, PlayerSeated | ChipsAdded):
        return [("buy_in", event.seat, event.chips)]
    if isinstance(event, PlayerLeft):
        return [("cash_out", event.seat, event.chips)]
    return []


def verify(session: Session) -> list[Checked]:
    """Every table, checked."""
    ids = session.scalars(select(m.CasinoTable.id).order_by(m.CasinoTable.id)).all()
    return [verify_table(session, table_id) for table_id in ids]
