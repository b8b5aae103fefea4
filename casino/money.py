"""Money is integer minor units everywhere; this module turns it into text for people and
reads back what they type."""

from __future__ import annotations


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
    """What a person typed (``25``, ``12.50``, ``1,000``) in minor units, exactly.

    Raises ``ValueError`` naming the problem: not a number, more decimals than the currency
    has, or a negative amount. Never goes through a float, so ``0.29`` is 29 and not 28.
    """
    raw = text.strip().replace(",", "").replace("_", "")
    if currency and raw.endswith(currency):
        raw = raw[: -len(currency)].strip()
    if not raw:
        raise ValueError("enter an amount")
    whole, dot, part = raw.partition(".")
    if not (whole or part) or not (whole.isdigit() or whole == "") or not (
        part.isdigit() or part == ""
    ) or not whole.isascii() or not part.isascii():
        raise ValueError(f"{text.strip()!r} is not an amount: write digits, such as 25 or 12.50")
    places = decimals_of(minor_units)
    if places is None:
        if dot:
            raise ValueError(f"amounts in this currency are whole units, not {text.strip()!r}")
        return int(whole) * minor_units
    if len(part) > places:
        shown = "whole units" if places == 0 else f"at most {places} decimals"
        raise ValueError(f"{text.strip()!r} has too many decimals: amounts take {shown}")
    return int(whole or "0") * minor_units + int((part or "0").ljust(places, "0") or "0")
