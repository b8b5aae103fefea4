"""Money is integer minor units everywhere; this module turns it into text for people and
reads back what they type."""

from __future__ import annotations

import re

MAX_AMOUNT = 10**12
"""The largest amount anything takes, in minor units (10,000,000,000.00 at 100 to the unit):
far above any real bet or chip count, and far below what could overflow a database column."""

MAX_TYPED = 40
"""The longest text read as an amount; the largest amount is 17 characters with its commas, so
anything longer is a mistake (or an attack), refused before any digit is converted."""

_SHAPE = re.compile(r"[0-9,.]+")
_WHOLE = re.compile(r"[0-9]+|[1-9][0-9]{0,2}(?:,[0-9]{3})+")


def decimals_of(minor_units: int) -> int | None:
    """Decimal places of a currency with ``minor_units`` to the unit, or None if not 10**k."""
    places = len(str(minor_units)) - 1
    return places if minor_units == 10**places else None


def format_money(minor: int, currency: str = "", minor_units: int = 100) -> str:
    """``format_money(-1250, "Cr") == '-12.50 Cr'``; exact, never through a float."""
    sign = "-" if minor < 0 else ""
    whole, part = divmod(abs(minor), minor_units)
    places = decimals_of(minor_units)
    if places is None:
        text = f"{whole:,} {part}/{minor_units}" if part else f"{whole:,}"
    elif places == 0:
        text = f"{whole:,}"
    else:
        text = f"{whole:,}.{part:0{places}d}"
    return f"{sign}{text} {currency}".rstrip()


def parse_money(text: str, minor_units: int = 100, currency: str = "") -> int:
    """What a person typed (``25``, ``12.50``, ``1,000``, ``12,345.50``) in minor units, exactly.

    A comma is read only as a thousands separator, in groups of three after a first group of
    one to three digits (``1,000``, ``12,345.50``): ``12,50`` could be twelve and a half or one
    thousand two hundred and fifty, so it is refused with both readings, and so is any other
    misplaced comma (``1,00``, ``1,0000``, ``,5``, ``1,,000``, ``1.000,50``, ``1,000,``). A
    decimal point needs digits on both sides (``0.50``, not ``.50``; ``12``, not ``12.``). An
    underscore is refused outright: nobody at a table writes one, and reading ``1_0`` as 10
    would be a guess. Raises ``ValueError`` with one sentence naming the value: not a number,
    a misplaced separator, more decimals than the currency has, a negative amount, or more
    than ``MAX_AMOUNT``. Never goes through a float, so ``0.29`` is 29 and not 28, and never
    converts more than ``MAX_TYPED`` characters, so no text is too long to refuse cleanly.
    """
    shown = text.strip()
    raw = shown
    if currency and raw.endswith(currency):
        raw = raw[: -len(currency)].strip()
    if not raw:
        raise ValueError("enter an amount")
    if len(raw) > MAX_TYPED:
        raise ValueError(
            f"{_short(shown)} ({len(shown):,} characters) is too long to be an amount: the "
            f"largest is {format_money(MAX_AMOUNT, currency, minor_units)}"
        )
    _check_shape(raw, shown, minor_units)
    minor = _minor_units_of(raw, shown, minor_units)
    if minor > MAX_AMOUNT:
        raise ValueError(
            f"{shown!r} is more than the largest amount, "
            f"{format_money(MAX_AMOUNT, currency, minor_units)}"
        )
    return minor


def _short(text: str) -> str:
    """``text`` quoted for a message, cut to its first characters when long."""
    return repr(text) if len(text) <= MAX_TYPED else repr(text[:12] + "...")


def _check_shape(raw: str, shown: str, minor_units: int) -> None:
    """Refuse anything but digits, commas in thousands groups and one inner decimal point."""
    if "_" in raw:
        raise ValueError(f"{shown!r} has an underscore: write the digits alone, such as 1000 "
                         "or 1,000")
    if not _SHAPE.fullmatch(raw) or not any(c.isdigit() for c in raw):
        raise ValueError(f"{shown!r} is not an amount: write digits, such as 25 or 12.50")
    whole, dot, part = raw.partition(".")
    if "," in part:
        raise ValueError(_comma_problem(raw, shown, minor_units))
    if "." in part:
        raise ValueError(f"{shown!r} has more than one decimal point: write one, such as 12.50")
    if dot and not (whole and part):
        hint = f"0.{part}" if part else whole
        raise ValueError(f"{shown!r} needs digits on both sides of the point: write {hint}")
    if not _WHOLE.fullmatch(whole):
        raise ValueError(_comma_problem(raw, shown, minor_units))


def _comma_problem(raw: str, shown: str, minor_units: int) -> str:
    """The sentence for a comma that is not a thousands separator: both readings when the
    text reads two ways (``12,50``), else where commas may go."""
    before, _, after = raw.rpartition(",")
    places = decimals_of(minor_units) or 0
    head = before.replace(",", "")
    one_comma = raw.count(",") == 1 and "." not in raw
    if one_comma and head.isdigit() and after.isdigit() and len(after) <= places:
        as_thousands = f"{int(head + after):,}"
        return (
            f"{shown!r} is ambiguous: write {head}.{after} if the comma is a decimal point, "
            f"or {as_thousands} if it separates thousands"
        )
    return (
        f"{shown!r} has a misplaced comma: a comma only separates thousands, in groups of "
        "three before any decimal point, as in 1,000 or 12,345.50"
    )


def _minor_units_of(raw: str, shown: str, minor_units: int) -> int:
    """The amount of a well-shaped ``raw`` in minor units (at most ``MAX_TYPED`` digits)."""
    whole, dot, part = raw.replace(",", "").partition(".")
    places = decimals_of(minor_units)
    if places is None:
        if dot:
            raise ValueError(f"amounts in this currency are whole units, not {shown!r}")
        return int(whole) * minor_units
    if len(part) > places:
        allowed = "whole units" if places == 0 else f"at most {places} decimals"
        raise ValueError(f"{shown!r} has too many decimals: amounts take {allowed}")
    return int(whole) * minor_units + int(part.ljust(places, "0") or "0")
