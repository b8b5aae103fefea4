"""Figures as the report prints them: money in minor units to its currency's decimals, hold
to two places, times in the casino's zone. Every printed figure goes through here, so the
tests that read the PDF back can format the data the same way and look for it."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from casino.money import format_money
from casino.textfile import plural as _plural

DASH = "\u2013"
NONE = "\u2014"
"""What an empty figure prints as (an em dash): a table with no closer has no win yet."""


def money(amount: int | None, minor_units: int = 100) -> str:
    """``1,234.50``; the currency is named once in the heading, not in every cell."""
    if amount is None:
        return NONE
    return format_money(amount, "", minor_units)


def signed_money(amount: int, minor_units: int = 100) -> str:
    """``+12.00`` or ``-3.50``: a difference, whose sign is the point."""
    return ("+" if amount > 0 else "") + money(amount, minor_units)


def percent(value: Decimal | None) -> str:
    return NONE if value is None else f"{value:.2f}%"


def decimal(value: Decimal | None) -> str:
    return NONE if value is None else f"{value:,}"


def count(value: int) -> str:
    return f"{value:,}"


class Clock:
    """Times in one zone, written the same way everywhere in a report."""

    def __init__(self, zone: str) -> None:
        self.zone = ZoneInfo(zone)
        self.name = zone

    def local(self, at: datetime) -> datetime:
        return at.astimezone(self.zone)

    def time(self, at: datetime | None) -> str:
        return NONE if at is None else self.local(at).strftime("%H:%M")

    def seconds(self, at: datetime) -> str:
        return self.local(at).strftime("%H:%M:%S")

    def date(self, at: datetime) -> str:
        return self.local(at).strftime("%a %d %b %Y")

    def stamp(self, at: datetime | None) -> str:
        """``Sat 21 Nov 2026 17:49 CET``."""
        if at is None:
            return NONE
        local = self.local(at)
        return f"{local:%a %d %b %Y %H:%M} {local.tzname()}"

    def span(self, start: datetime, end: datetime | None) -> str:
        """``17:49 – 21:59`` on one day, with the end's date when the span crosses midnight."""
        if end is None:
            return f"{self.time(start)} {DASH} (open)"
        same_day = self.local(start).date() == self.local(end).date()
        shown = self.time(end) if same_day else f"{self.local(end):%a %d %b} {self.time(end)}"
        return f"{self.time(start)} {DASH} {shown}"


def hours(seconds: float) -> str:
    """``2 h 49 min``: how long, as people say it."""
    minutes = round(seconds / 60)
    whole, rest = divmod(minutes, 60)
    return f"{whole} h {rest:02d} min" if whole else f"{rest} min"


plural = _plural
"""``casino.textfile.plural``, which the command line shares."""
