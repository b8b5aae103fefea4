"""Figures as the report prints them: money in minor units to its currency's decimals, hold
to two places, times in the casino's zone. Every printed figure goes through here, so the
tests that read the PDF back can format the data the same way and look for it."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from casino.i18n import _
from casino.i18n.numbers import group_digits, long_date, number_style
from casino.money import format_money

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


def figures(written: str) -> str:
    """``1,234.5`` as the language writes it (``1 234,5``)."""
    style = number_style()
    if style.decimal == "." and style.group == ",":
        return written
    return written.replace(",", "\0").replace(".", style.decimal).replace("\0", style.group)


def fixed(value: float | Decimal, places: int = 2) -> str:
    """``2.50``: a figure to ``places`` decimals, with the language's decimal mark."""
    return figures(f"{value:,.{places}f}")


def percent(value: Decimal | None) -> str:
    return NONE if value is None else f"{fixed(value)}%"


def decimal(value: Decimal | None) -> str:
    return NONE if value is None else figures(f"{value:,}")


def count(value: int) -> str:
    return group_digits(value)


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
        """``Sat 21 Nov 2026`` (``сб 21 нояб. 2026``)."""
        return long_date(self.local(at).date())

    def stamp(self, at: datetime | None) -> str:
        """``Sat 21 Nov 2026 17:49 CET``."""
        if at is None:
            return NONE
        local = self.local(at)
        return f"{long_date(local.date())} {local:%H:%M} {local.tzname()}"

    def span(self, start: datetime, end: datetime | None) -> str:
        """``17:49 – 21:59`` on one day, with the end's date when the span crosses midnight."""
        if end is None:
            return _("{start} {dash} (open)").format(start=self.time(start), dash=DASH)
        same_day = self.local(start).date() == self.local(end).date()
        if same_day:
            shown = self.time(end)
        else:
            shown = f"{day_month(self.local(end).date())} {self.time(end)}"
        return f"{self.time(start)} {DASH} {shown}"


def day_month(day: date) -> str:
    """``Sat 21 Nov``: a day in a list within one year (``long_date`` without the year)."""
    return long_date(day).rsplit(" ", 1)[0]


def hours(seconds: float) -> str:
    """``2 h 49 min``: how long, as people say it."""
    minutes = round(seconds / 60)
    whole, rest = divmod(minutes, 60)
    if whole:
        return _("{hours} h {minutes} min").format(hours=group_digits(whole), minutes=f"{rest:02d}")
    return _("{minutes} min").format(minutes=rest)
