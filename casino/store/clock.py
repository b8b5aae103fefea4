"""The record's clock: every time the services write comes from ``now()``.

A console always writes the real time. The demo casino is different: it replays a whole shift
in seconds, and a shift report of that (hands per hour, win by hour, each dealer's hours) only
reads true if the record carries the times the play would have taken. ``simulated`` sets a
clock for the code running inside it, in this thread or task only (a context variable), so a
console's own writes on another thread keep the real time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime


def real_time() -> datetime:
    return datetime.now(UTC)


_CLOCK: ContextVar[Callable[[], datetime]] = ContextVar("casino_clock", default=real_time)


def now() -> datetime:
    """The time to write into the record: UTC, from the clock in force."""
    return _CLOCK.get()()


@contextmanager
def simulated(clock: Callable[[], datetime]) -> Iterator[None]:
    """Run the block with ``clock`` as the record's time (it must return aware UTC times)."""
    token = _CLOCK.set(clock)
    try:
        yield
    finally:
        _CLOCK.reset(token)


def simulating() -> bool:
    """Whether a simulated clock is in force (the demo replaying a past shift): then its
    times are written even on a database whose server has a clock of its own."""
    return _CLOCK.get() is not real_time
