"""Players left seated over a table's close play on in its next session without a new
buy-in: each seat's figures for the new session are read, not refused (found by rendering
the demo's day shift, where SK-2 reopens with its night players)."""

from __future__ import annotations

import random

from sqlalchemy import func, select
from store_fixtures import OPENER, Staff, new_id, open_table

from casino.games import game as game_named
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.demo import play_command
from casino.store import models as m


def test_seats_carried_over_a_close_have_figures_in_the_next_session(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    for seat in (1, 2):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    game, rng = game_named("sekhoma"), random.Random(3)

    def play_one_hand() -> None:
        start = game.engine.phase(services.tables.view(table).state).hands_dealt
        while True:
            state = services.tables.view(table).state
            if (phase := game.engine.phase(state)).hands_dealt > start and not phase.in_hand:
                return
            play_command(services, staff.dealer, table, rng)

    play_one_hand()
    services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))
    shift = services.shifts.open_shifts()[0][0]
    services.tables.open_table(staff.boss, table, shift, OPENER, Staff.witness(staff.dealer))
    play_one_hand()
    figures = services.seat_figures.figures(table)
    seats = {f.seat: f for f in figures.seats}
    assert {1, 2} <= set(seats)
    assert all(seats[n].hands == 1 for n in (1, 2))
    with services.db.read() as session:
        house = session.scalar(
            select(func.sum(m.Wager.house)).where(
                m.Wager.table_session_id == figures.session_id, m.Wager.void_id.is_(None)
            )
        )
    assert sum(f.result for f in seats.values()) == -int(house or 0), "the seats lost the rake"
