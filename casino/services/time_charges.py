"""Which seated players owe a time charge now (rules/house-revenue.md: a time charge falls due
by the clock, and the console tells the dealer who owes it and since when).

Read from the record, so every console says the same: when each seat's player sat down (its
last ``PlayerSeated`` event) and when that player last paid (its last ``time_charge`` wager
line, not voided), then ``casino.games.revenue.due`` at the database's clock.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from sqlalchemy import select

from casino.games import game as game_named
from casino.games.revenue import Due, due
from casino.games.seating import PlayerSeated
from casino.store import models as m
from casino.store.unit import Database

SEATED_TAG = "PlayerSeated"
"""The stored tag of the seating event every game shares (``casino.games.seating``)."""
TIME_CHARGE = "time_charge"
"""The wager kind of a time charge, as every game writes it (house revenue is the platform's)."""


def _aware(at: datetime) -> datetime:
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def owed(db: Database, table_id: int, game: str, state: object, now: datetime) -> list[Due]:
    """The seats of the table (in ``state``) that owe a time charge at ``now``."""
    spec = game_named(game)
    if spec.revenue is None or state is None:
        return []
    revenue = spec.revenue(state.rules)  # type: ignore[attr-defined]
    if revenue.time_charge <= 0:
        return []
    occupants = {
        seat: s.player for seat, s in enumerate(spec.seats(state), start=1) if s is not None
    }
    if not occupants:
        return []
    assert spec.events.get(SEATED_TAG) is PlayerSeated
    seated: dict[int, tuple[str, datetime]] = {}
    paid: dict[int, datetime] = {}
    with db.read() as session:
        for data, at in session.execute(
            select(m.Event.data, m.Event.at)
            .where(m.Event.table_id == table_id, m.Event.type == SEATED_TAG)
            .order_by(m.Event.seq)
        ):
            event = json.loads(data)
            sat, name = int(event["seat"]), str(event["player"])
            if occupants.get(sat) == name:
                seated[sat] = (name, _aware(at))
        for seat, player, at in session.execute(
            select(m.Wager.seat, m.Wager.player, m.Wager.at)
            .where(
                m.Wager.table_id == table_id,
                m.Wager.kind == TIME_CHARGE,
                m.Wager.void_id.is_(None),
            )
            .order_by(m.Wager.seq)
        ):
            if seat is not None and occupants.get(seat) == player and seat in seated:
                paid[seat] = _aware(at)
    return due(revenue, seated, paid, _aware(now))
