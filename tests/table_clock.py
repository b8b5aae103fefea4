"""The time a test stamps on a command when it plays an engine without the service.

The service stamps a seating, a leaving and a time charge with the record's time
(``casino.games.seating.CLOCKED``); an engine refuses a leaving or a time charge at a table
that charges time without it. A test playing the engine directly stamps them here, with a
time that follows from the seats alone (so a seed replays alike): 31 minutes after the latest
moment any seat's unpaid time began, when every seat owes at least one period.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from casino.games.revenue import clock_text, clock_time
from casino.games.seating import CLOCKED
from casino.games.spec import SeatState

START = datetime(2026, 11, 24, 20, 0, tzinfo=UTC)
LATER = timedelta(minutes=31)


def stamped(command: Any, seats: Sequence[SeatState | None]) -> Any:
    """``command`` as the service would send it at a moment every seat owes time."""
    if not isinstance(command, CLOCKED):
        return command
    times = [clock_time(s.since) for s in seats if s is not None and s.since is not None]
    return replace(command, at=clock_text(max(times, default=START) + LATER))
