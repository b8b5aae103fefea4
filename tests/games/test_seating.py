"""The seating every stack game shares (``casino.games.seating``), held where a game's own
tests would not look."""

from __future__ import annotations

from casino.games.revenue import clock_time
from casino.games.seating import StackCorrected, corrected_seats, owed
from casino.games.spec import SeatState


def test_a_correction_moves_chips_not_the_time_a_seat_owes_from() -> None:
    """A seat that sat at 20:00 and was corrected at seat still owes its periods from 20:00:
    a correction that rebuilt the seat without its time forgave every period owed."""
    sat = "2026-11-28T20:00:00Z"
    seats: tuple[SeatState | None, ...] = (SeatState("Ann", 1000, sat), None)
    corrected, away = corrected_seats(seats, StackCorrected(1, "Ann", 3, 500, at_seat=True))
    assert away == 0 and corrected[0] == SeatState("Ann", 1500, sat)
    later = clock_time("2026-11-28T21:10:00Z")
    assert [due.periods for due in owed(corrected, 100, 30, later)] == [3]
