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

from casino.i18n import N_, _
from casino.i18n.numbers import group_digits
from casino.services.errors import InputError
from casino.services.users.auth import NAME_LIMIT

AMOUNT_LIMIT = 10**12
COUNT_LIMIT = 1_000_000
"""The most pieces of one denomination a count line takes (a tray or a box holds thousands of
chips or notes, not millions; the columns are 32-bit integers)."""
TEXT_LIMIT = 1000
_NAMED = {"player": NAME_LIMIT}
_WHAT = {"player": N_("a player's name"), "reason": N_("a reason")}


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
            shown = (
                group_digits(value)
                if abs(value) < 10**30
                else _("a number of {digits} digits").format(digits=len(str(value)))
            )
            raise InputError(
                _(
                    "{kind}: {field} {shown} is more than the largest amount the console "
                    "takes ({limit} minor units); nothing was written"
                ).format(kind=kind, field=field, shown=shown, limit=group_digits(AMOUNT_LIMIT))
            )
        return
    if isinstance(value, str):
        limit = _NAMED.get(field, TEXT_LIMIT)
        if len(value) > limit:
            what = (
                _(_WHAT[field])
                if field in _WHAT
                else _("{kind}'s {field}").format(kind=kind, field=field)
            )
            raise InputError(
                _("{what} is at most {limit} characters, not {length}").format(
                    what=what, limit=limit, length=group_digits(len(value))
                )
            )
        if field in _NAMED and any(not ch.isprintable() for ch in value):
            raise InputError(
                _("{what} cannot hold control characters").format(what=_(_WHAT[field]))
            )
        return
    if isinstance(value, list):
        for item in value:
            _check(kind, field, item)


def check_reason(reason: str, what: str) -> str:
    """A reason stripped, refused when empty or longer than ``TEXT_LIMIT``."""
    reason = reason.strip()
    if not reason:
        raise InputError(_("{what} needs a reason").format(what=_(what)))
    if len(reason) > TEXT_LIMIT:
        raise InputError(
            _("a reason is at most {limit} characters, not {length}").format(
                limit=TEXT_LIMIT, length=group_digits(len(reason))
            )
        )
    return reason
