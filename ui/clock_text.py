"""Stored times as the console shows them: on this machine's clock (the database keeps UTC, and
SQLite hands times back without a zone). Shared by the recall and the dialogs it opens."""

from __future__ import annotations

from datetime import UTC, datetime

from casino.i18n.numbers import format_date


def local(at: datetime | None) -> str:
    """A stored UTC time on the console's clock (SQLite hands times back without a zone)."""
    if at is None:
        return ""
    aware = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
    return aware.astimezone().strftime("%H:%M:%S")


def day(at: datetime) -> str:
    """A stored UTC time's date on the console's clock, written in the language's way."""
    aware = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
    return format_date(aware.astimezone())
