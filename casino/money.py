"""Money is integer minor units everywhere; this module turns it into text for people and
reads back what they type, in the way the person's language writes numbers
(``casino.i18n.numbers``): ``1,234.50 Cr`` in English, ``1 234,50 Cr`` in Russian, Ukrainian,
Czech and Finnish."""

from __future__ import annotations

import re

from casino.i18n import _
from casino.i18n.numbers import SPACES, NumberStyle, group_digits, number_style

MAX_AMOUNT = 10**12
"""The largest amount anything takes, in minor units (10,000,000,000.00 at 100 to the unit):
far above any real bet or chip count, and far below what could overflow a database column."""

MAX_TYPED = 40
"""The longest text read as an amount; the largest amount is 17 characters with its commas, so
anything longer is a mistake (or an attack), refused before any digit is converted."""

_SHAPE = re.compile(r"[0-9,.]+")
_WHOLE = re.compile(r"[0-9]+|[1-9][0-9]{0,2}(?:,[0-9]{3})+")
_SPACE_CLASS = "[" + "".join(SPACES) + "]"
_SHAPE_COMMA = re.compile(r"[0-9," + "".join(SPACES) + "]+")
_WHOLE_COMMA = re.compile(r"[0-9]+|[1-9][0-9]{0,2}(?:" + _SPACE_CLASS + "[0-9]{3})+")


def decimals_of(minor_units: int) -> int | None:
    """Decimal places of a currency with ``minor_units`` to the unit, or None if not 10**k."""
    places = len(str(minor_units)) - 1
    return places if minor_units == 10**places else None


def format_money(minor: int, currency: str = "", minor_units: int = 100) -> str:
    """``format_money(-1250, "Cr") == '-12.50 Cr'`` in English (``-12,50 Cr`` in Russian);
    exact, never through a float."""
    style = number_style()
    sign = "-" if minor < 0 else ""
    whole, part = divmod(abs(minor), minor_units)
    places = decimals_of(minor_units)
    grouped = group_digits(whole, style)
    if places is None:
        text = f"{grouped} {part}/{minor_units}" if part else grouped
    elif places == 0:
        text = grouped
    else:
        text = f"{grouped}{style.decimal}{part:0{places}d}"
    return f"{sign}{text} {currency}".rstrip()


def editable_money(minor: int, minor_units: int = 100) -> str:
    """An amount as a field holds it for editing: the language's decimal mark and no
    thousands separator (``1234.50``, ``1234,50``), which ``parse_money`` reads back."""
    style = number_style()
    return format_money(minor, "", minor_units).replace(style.group, "")


def parse_money(text: str, minor_units: int = 100, currency: str = "") -> int:
    """What a person typed (``25``, ``12.50``, ``1,000``, ``12,345.50``) in minor units, exactly.

    In English a comma is read only as a thousands separator, in groups of three after a first
    group of one to three digits (``1,000``, ``12,345.50``): ``12,50`` could be twelve and a
    half or one thousand two hundred and fifty, so it is refused with both readings, and so is
    any other misplaced comma (``1,00``, ``1,0000``, ``,5``, ``1,,000``, ``1.000,50``,
    ``1,000,``). A decimal point needs digits on both sides (``0.50``, not ``.50``; ``12``, not
    ``12.``). In a language whose decimal mark is a comma (Russian, Ukrainian, Czech, Finnish)
    the roles turn: ``12,50`` is twelve and a half, thousands are separated by a space
    (``1 234,50``), and it is ``12.50`` that reads two ways and is refused with both.

    An underscore is refused outright: nobody at a table writes one, and reading ``1_0`` as 10
    would be a guess. Raises ``ValueError`` with one sentence naming the value: not a number,
    a misplaced separator, more decimals than the currency has, a negative amount, or more
    than ``MAX_AMOUNT``. Never goes through a float, so ``0.29`` is 29 and not 28, and never
    converts more than ``MAX_TYPED`` characters, so no text is too long to refuse cleanly.
    """
    style = number_style()
    shown = text.strip()
    raw = shown
    if currency and raw.endswith(currency):
        raw = raw[: -len(currency)].strip()
    if not raw:
        raise ValueError(_("enter an amount"))
    if len(raw) > MAX_TYPED:
        raise ValueError(
            _("{text} ({count} characters) is too long to be an amount: the largest is "
              "{largest}").format(
                text=_short(shown), count=group_digits(len(shown), style),
                largest=format_money(MAX_AMOUNT, currency, minor_units))
        )
    if style.comma_decimal:
        whole, part = _comma_decimal_parts(raw, shown, minor_units, style)
    else:
        _check_shape(raw, shown, minor_units)
        whole, _dot, part = raw.replace(",", "").partition(".")
    minor = _minor_units_of(whole, part, style.decimal in raw, shown, minor_units)
    if minor > MAX_AMOUNT:
        raise ValueError(
            _("{text} is more than the largest amount, {largest}").format(
                text=repr(shown), largest=format_money(MAX_AMOUNT, currency, minor_units))
        )
    return minor


def _short(text: str) -> str:
    """``text`` quoted for a message, cut to its first characters when long."""
    return repr(text) if len(text) <= MAX_TYPED else repr(text[:12] + "...")


def _check_shape(raw: str, shown: str, minor_units: int) -> None:
    """Refuse anything but digits, commas in thousands groups and one inner decimal point."""
    if "_" in raw:
        raise ValueError(_("{text} has an underscore: write the digits alone, such as 1000 "
                           "or 1,000").format(text=repr(shown)))
    if not _SHAPE.fullmatch(raw) or not any(c.isdigit() for c in raw):
        raise ValueError(_("{text} is not an amount: write digits, such as 25 or 12.50")
                         .format(text=repr(shown)))
    whole, dot, part = raw.partition(".")
    if "," in part:
        raise ValueError(_comma_problem(raw, shown, minor_units))
    if "." in part:
        raise ValueError(_("{text} has more than one decimal point: write one, such as 12.50")
                         .format(text=repr(shown)))
    if dot and not (whole and part):
        hint = f"0.{part}" if part else whole
        raise ValueError(_("{text} needs digits on both sides of the point: write {hint}")
                         .format(text=repr(shown), hint=hint))
    if not _WHOLE.fullmatch(whole):
        raise ValueError(_comma_problem(raw, shown, minor_units))


def _comma_problem(raw: str, shown: str, minor_units: int) -> str:
    """The sentence for a comma that is not a thousands separator: both readings when the
    text reads two ways (``12,50``), else where commas may go."""
    before, _sep, after = raw.rpartition(",")
    places = decimals_of(minor_units) or 0
    head = before.replace(",", "")
    one_comma = raw.count(",") == 1 and "." not in raw
    if one_comma and head.isdigit() and after.isdigit() and len(after) <= places:
        as_thousands = f"{int(head + after):,}"
        return _(
            "{text} is ambiguous: write {decimal} if the comma is a decimal point, or "
            "{thousands} if it separates thousands"
        ).format(text=repr(shown), decimal=f"{head}.{after}", thousands=as_thousands)
    return _(
        "{text} has a misplaced comma: a comma only separates thousands, in groups of three "
        "before any decimal point, as in 1,000 or 12,345.50"
    ).format(text=repr(shown))


def _comma_decimal_parts(
    raw: str, shown: str, minor_units: int, style: NumberStyle
) -> tuple[str, str]:
    """The whole and decimal digits of ``raw`` where a comma is the decimal mark and a space
    separates thousands (``1 234,50``); a point reads two ways there (``12.50``: twelve and a
    half, or one thousand two hundred and fifty) and is refused with both readings."""
    example = format_money(123450, "", 100)
    if "_" in raw:
        raise ValueError(_("{text} has an underscore: write the digits alone, such as 1000 "
                           "or {example}").format(text=repr(shown), example=group_digits(1000)))
    if "." in raw:
        raise ValueError(_point_problem(raw, shown, minor_units, style))
    if not _SHAPE_COMMA.fullmatch(raw) or not any(c.isdigit() for c in raw):
        raise ValueError(_("{text} is not an amount: write digits, such as 25 or {example}")
                         .format(text=repr(shown), example=editable_money(1250)))
    whole, comma, part = raw.partition(",")
    if "," in part:
        raise ValueError(_("{text} has more than one decimal comma: write one, such as "
                           "{example}").format(text=repr(shown), example=editable_money(1250)))
    if comma and not (whole and part):
        hint = f"0,{part}" if part else whole
        raise ValueError(_("{text} needs digits on both sides of the comma: write {hint}")
                         .format(text=repr(shown), hint=hint))
    if (part and not part.isdigit()) or not _WHOLE_COMMA.fullmatch(whole):
        raise ValueError(_("{text} has a misplaced space: a space only separates thousands, "
                           "in groups of three before the decimal comma, as in {example}")
                         .format(text=repr(shown), example=example))
    return "".join(c for c in whole if c.isdigit()), part


def _point_problem(raw: str, shown: str, minor_units: int, style: NumberStyle) -> str:
    """The sentence for a point where a comma is the decimal mark: both readings when the text
    reads two ways (``12.50``), else how amounts are written here."""
    before, _sep, after = raw.rpartition(".")
    places = decimals_of(minor_units) or 0
    if raw.count(".") == 1 and before.isdigit() and after.isdigit() and len(after) <= places:
        as_thousands = group_digits(int(before + after), style)
        return _(
            "{text} is ambiguous: write {decimal} if the point is a decimal mark, or "
            "{thousands} if it separates thousands"
        ).format(text=repr(shown), decimal=f"{before},{after}", thousands=as_thousands)
    return _(
        "{text} has a point: amounts here are written with a space between thousands and a "
        "comma before the decimals, as in {example}"
    ).format(text=repr(shown), example=format_money(123450, "", 100))


def _minor_units_of(whole: str, part: str, marked: bool, shown: str, minor_units: int) -> int:
    """The amount of well-shaped digits in minor units (at most ``MAX_TYPED`` digits)."""
    places = decimals_of(minor_units)
    if places is None:
        if marked:
            raise ValueError(_("amounts in this currency are whole units, not {text}")
                             .format(text=repr(shown)))
        return int(whole) * minor_units
    if len(part) > places:
        allowed = _("whole units") if places == 0 else _("at most {places} decimals").format(
            places=places)
        raise ValueError(_("{text} has too many decimals: amounts take {allowed}")
                         .format(text=repr(shown), allowed=allowed))
    return int(whole) * minor_units + int(part.ljust(places, "0") or "0")
