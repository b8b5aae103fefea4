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


_SERVER: ContextVar[datetime | None] = ContextVar("casino_server_clock", default=None)


def now() -> datetime:
    """The time to write into the record: UTC, from the clock in force: a simulated one
    (the demo), else the database server's (``server``), else this machine's."""
    source = _CLOCK.get()
    if source is real_time:
        fixed = _SERVER.get()
        if fixed is not None:
            return fixed
    return source()


@contextmanager
def simulated(clock: Callable[[], datetime]) -> Iterator[None]:
    """Run the block with ``clock`` as the record's time (it must return aware UTC times)."""
    token = _CLOCK.set(clock)
    try:
        yield
    finally:
        _CLOCK.reset(token)


class ClockWentBack(ValueError):
    """A record time earlier than the record before it: this machine's clock went back."""


@contextmanager
def server(at: datetime) -> Iterator[None]:
    """Stamp the block's records with ``at``, the database server's time (PostgreSQL): every
    console of a floor then writes one clock, whatever its own says."""
    token = _SERVER.set(at)
    try:
        yield
    finally:
        _SERVER.reset(token)


def advance_server(at: datetime) -> None:
    """Move the server's time of the unit in progress to ``at`` (read again after waiting
    for a lock); no effect outside ``server``. ``server``'s exit restores what came before."""
    if _SERVER.get() is not None:
        _SERVER.set(at)


def simulating() -> bool:
    """Whether a simulated clock is in force (the demo replaying a past shift): then its
    times are written even on a database whose server has a clock of its own."""
    return _CLOCK.get() is not real_time
