"""Money is integer minor units everywhere; this module only turns it into text for people."""

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
