"""Limits on what a command may carry, checked at the service boundary before the engine or
the database sees it.

Without them a 101-character player name or a buy-in of 2**63 reached the database, which
refused it in a way the console took for a lost database (the command stuck in its resend
queue) or that SQLite raised as an ``OverflowError``. Every whole number a command carries
is at most ``AMOUNT_LIMIT`` (10**12 minor units: ten billion in a currency of cents, beyond
any table), a player's name at most ``NAME_LIMIT`` characters and any other text at most
``TEXT_LIMIT``; the refusal names the field and the value.
"""

from __future__ import annotations

from typing import Any

from casino.services.errors import InputError
from casino.services.users.auth import NAME_LIMIT

AMOUNT_LIMIT = 10**12
COUNT_LIMIT = 1_000_000
"""The most pieces of one denomination a count line takes (a tray or a box holds thousands of
chips or notes, not millions; the columns are 32-bit integers)."""
TEXT_LIMIT = 1000
_NAMED = {"player": NAME_LIMIT}
_WHAT = {"player": "a player's name", "reason": "a reason"}


def check_bounds(encoded: dict[str, Any]) -> None:
    """Refuse a command (as ``casino.store.codec.encode`` wrote it) holding a number or a
    text beyond the limits."""
    kind = str(encoded.get("type", "command"))
    for field, value in encoded.items():
        if field != "type":
            _check(kind, field, value)


def _check(kind: str, field: str, value: Any) -> None:
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        if abs(value) > AMOUNT_LIMIT:
            shown = f"{value:,}" if abs(value) < 10**30 else f"a number of {len(str(value))} digits"
            raise InputError(
                f"{kind}: {field} {shown} is more than the largest amount the console "
                f"takes ({AMOUNT_LIMIT:,} minor units); nothing was written"
            )
        return
    if isinstance(value, str):
        limit = _NAMED.get(field, TEXT_LIMIT)
        if len(value) > limit:
            what = _WHAT.get(field, f"{kind}'s {field}")
            raise InputError(f"{what} is at most {limit} characters, not {len(value):,}")
        if field in _NAMED and any(not ch.isprintable() for ch in value):
            raise InputError(f"{_WHAT[field]} cannot hold control characters")
        return
    if isinstance(value, list):
        for item in value:
            _check(kind, field, item)


def check_reason(reason: str, what: str) -> str:
    """A reason stripped, refused when empty or longer than ``TEXT_LIMIT``."""
    reason = reason.strip()
    if not reason:
        raise InputError(f"{what} needs a reason")
    if len(reason) > TEXT_LIMIT:
        raise InputError(f"a reason is at most {TEXT_LIMIT} characters, not {len(reason):,}")
    return reason
