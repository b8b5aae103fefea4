"""Which seated players owe a time charge now (rules/house-revenue.md: a time charge falls due
by the clock, and the console tells the dealer who owes it and since when).

Read from the table's state, which every console folds from the same record: each seat holds
when its next unpaid period began (when the player sat, or the end of the last period paid
for: ``casino.games.seating.owed``), so what the screen shows is exactly what collecting
takes at the same moment.
"""

from __future__ import annotations

from datetime import datetime

from casino.games import game as game_named
from casino.games.capabilities import Revenue
from casino.games.revenue import Due
from casino.games.seating import owed as seats_owe
from casino.store import clock


def owed_now(game: str, state: object) -> list[Due]:
    """``owed`` at the record's clock now (the demo's simulated one when it runs): what a
    screen that has just read the table's view shows, with no read of its own."""
    return owed(game, state, clock.now())


def owed(game: str, state: object, now: datetime) -> list[Due]:
    """The seats of the table (in ``state``) that owe a time charge at ``now``."""
    spec = game_named(game)
    charges = spec.get(Revenue)
    if charges is None or state is None:
        return []
    revenue = charges.of(state.rules)  # type: ignore[attr-defined]
    if revenue.time_charge <= 0:
        return []
    seats = spec.engine.seats(state)
    return seats_owe(seats, revenue.time_charge, revenue.time_period_minutes, now)
