"""Times as the pit reads them in a message: the casino's local clock (``casino.site``)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from casino.i18n import N_, _
from casino.i18n.languages import SOURCE
from casino.i18n.numbers import STYLES, format_datetime
from casino.services.errors import InputError
from casino.site import SiteError, site
from casino.store import clock
from casino.store.clock import now as now
from casino.store.clock import real_time as real_time
from casino.store.clock import simulated as simulated

# ``now`` (the record's clock: the real time, except where ``simulated`` replays a past
# shift, as the demo and the console's screenshots do) and ``real_time`` are the store's,
# named here for the console, which asks the services for them.


def local_time(at: datetime | None, record: bool = False) -> str:
    """``21:04`` in the casino's zone (the date too when it is not today there), for
    sentences such as "SK-2 was opened by Pat Pitboss at 21:04": in the language being
    spoken, or in English when ``record`` (text written to the database or the journal)."""
    if at is None:
        return "an unknown time" if record else _("an unknown time")
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    try:
        zone = site().tz
    except SiteError:
        zone = UTC  # type: ignore[assignment]
    local = at.astimezone(zone)
    if local.date() != datetime.now(zone).date():
        return format_datetime(local, style=STYLES[SOURCE] if record else None)
    return f"{local:%H:%M}"


GAMING_DAY_STARTS = 6
"""The hour (local) a gaming day begins: a night shift opened at 02:00 belongs to the gaming
day that began the evening before, as a casino's books count it."""


def gaming_day(at: datetime) -> date:
    """The gaming day ``at`` (aware) falls in, in the casino's zone."""
    try:
        zone = site().tz
    except SiteError:
        zone = UTC  # type: ignore[assignment]
    local = at.astimezone(zone)
    return (local - timedelta(hours=GAMING_DAY_STARTS)).date()


class ClockError(InputError, clock.ClockWentBack):
    """A record time earlier than the record it follows: the console's clock is wrong.
    ``record`` is the message in English, as the significant-event log keeps it."""

    def __init__(self, message: str, record: str | None = None) -> None:
        super().__init__(message)
        self.record = message if record is None else record


_CLOCK_BACK = N_(
    "this console's clock says {now} UTC, earlier than the table's last record "
    "({last} UTC): set the clock right; nothing was written"
)


def aware(at: datetime) -> datetime:
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at


def record_time(server_now: datetime | None, last_at: datetime | None) -> datetime:
    """The time to stamp a record with: the database server's clock where there is one
    (PostgreSQL: every console of a floor writes one clock), else this console's; refused
    when it is earlier than the record before it (a console whose clock went back), so
    times in a stream never run backwards. The demo's simulated clock wins over both."""
    server = server_now is not None and not clock.simulating()
    at = aware(server_now) if server_now is not None and server else clock.now()
    if last_at is not None and at < aware(last_at):
        english = STYLES[SOURCE]
        raise ClockError(
            _(_CLOCK_BACK).format(
                now=format_datetime(at, seconds=True),
                last=format_datetime(aware(last_at), seconds=True),
            ),
            record=_CLOCK_BACK.format(
                now=format_datetime(at, seconds=True, style=english),
                last=format_datetime(aware(last_at), seconds=True, style=english),
            ),
        )
    return at
