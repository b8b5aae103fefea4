"""Numbers and dates as each language writes them: ``1,234.50`` in English, ``1 234,50`` in
Russian, Ukrainian, Czech and Finnish (a no-break space between thousands, so an amount never
wraps), ``2026-11-28`` and ``28.11.2026``.

The styles are data here, not a locale of the machine: a console in Prague shows what its
signed-in dealer reads, whatever the operating system was set to, and a reprinted report is
the same bytes on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from casino.i18n.current import language

NBSP = "\u00a0"
SPACES = (" ", NBSP, "\u202f")
"""What a person may type between thousands where a space separates them: a space, and the
no-break spaces a copied amount carries."""


@dataclass(frozen=True)
class NumberStyle:
    """How one language writes numbers and dates."""

    decimal: str
    group: str
    date: str
    """``strftime`` pattern of a date in figures."""
    weekdays: tuple[str, str, str, str, str, str, str]
    """Monday first, abbreviated, as a printed date heads a page."""
    months: tuple[str, ...]
    """January first, abbreviated, in the form that follows a day's number."""
    padded_day: bool = False
    """A day of the month in two digits (``Sun 01 Mar 2026``), as the English reports always
    printed it."""

    @property
    def comma_decimal(self) -> bool:
        return self.decimal == ","


_EN = NumberStyle(
    ".", ",", "%Y-%m-%d",
    ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    padded_day=True,
)
STYLES: dict[str, NumberStyle] = {
    "en": _EN,
    "ru": NumberStyle(
        ",", NBSP, "%d.%m.%Y",
        ("пн", "вт", "ср", "чт", "пт", "сб", "вс"),
        ("янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.",
         "нояб.", "дек."),
    ),
    "uk": NumberStyle(
        ",", NBSP, "%d.%m.%Y",
        ("пн", "вт", "ср", "чт", "пт", "сб", "нд"),
        ("січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.", "жовт.",
         "лист.", "груд."),
    ),
    "cs": NumberStyle(
        ",", NBSP, "%d.%m.%Y",
        ("po", "út", "st", "čt", "pá", "so", "ne"),
        ("led", "úno", "bře", "dub", "kvě", "čvn", "čvc", "srp", "zář", "říj", "lis", "pro"),
    ),
    "fi": NumberStyle(
        ",", NBSP, "%d.%m.%Y",
        ("ma", "ti", "ke", "to", "pe", "la", "su"),
        ("tammik.", "helmik.", "maalisk.", "huhtik.", "toukok.", "kesäk.", "heinäk.",
         "elok.", "syysk.", "lokak.", "marrask.", "jouluk."),
    ),
}


def number_style(code: str | None = None) -> NumberStyle:
    """The style of ``code`` (default: the language being spoken); English for the
    pseudo-language, whose check is of words, not digits."""
    return STYLES.get(code or language(), _EN)


def group_digits(whole: int, style: NumberStyle | None = None) -> str:
    """``1234567`` as ``1,234,567`` or ``1 234 567``: a count or the units of an amount.

    >>> group_digits(1234567, STYLES["ru"]) == "1\u00a0234\u00a0567"
    True
    """
    return f"{whole:,}".replace(",", (style or number_style()).group)


def format_date(day: date, style: NumberStyle | None = None) -> str:
    """A date in figures: ``2026-11-28`` or ``28.11.2026``."""
    return day.strftime((style or number_style()).date)


def format_datetime(at: datetime, seconds: bool = False, style: NumberStyle | None = None) -> str:
    """A date and a time of day: ``28.11.2026 21:04`` (the time is written alike everywhere)."""
    clock = "%H:%M:%S" if seconds else "%H:%M"
    return f"{format_date(at, style)} {at.strftime(clock)}"


def long_date(day: date, style: NumberStyle | None = None) -> str:
    """A date as a page heads it: ``Sun 01 Mar 2026``, ``вс 1 мар. 2026``."""
    s = style or number_style()
    number = f"{day.day:02d}" if s.padded_day else str(day.day)
    return f"{s.weekdays[day.weekday()]} {number} {s.months[day.month - 1]} {day.year}"


def format_decimal(value: Decimal | int | str, style: NumberStyle | None = None) -> str:
    """A plain decimal (a percentage, an index) with the language's decimal mark: ``2.5``,
    ``2,5``; never through a float.

    >>> format_decimal(Decimal("2.50"), STYLES["fi"])
    '2,5'
    """
    text = format(Decimal(value).normalize(), "f")
    return text.replace(".", (style or number_style()).decimal)


def parse_decimal(text: str, style: NumberStyle | None = None) -> Decimal:
    """A plain decimal as a person typed it: with the language's decimal mark, and with a
    point also where a comma is the mark (a number pad's key; a percentage has no thousands to
    mistake it for). InvalidOperation for anything else, as ``Decimal`` raises it.

    >>> parse_decimal("2,5", STYLES["cs"])
    Decimal('2.5')
    """
    raw = text.strip()
    if (style or number_style()).comma_decimal and raw.count(",") == 1 and "." not in raw:
        raw = raw.replace(",", ".")
    if not raw or any(c in raw for c in ", _"):
        raise InvalidOperation(text)
    number = Decimal(raw)
    if not number.is_finite():
        raise InvalidOperation(text)
    return number


def format_fixed(
    value: float, places: int, sign: bool = False, style: NumberStyle | None = None
) -> str:
    """A measured figure (a chance, an edge) to ``places`` decimals with the language's decimal
    mark: ``+34.80`` or ``+34,80``.

    >>> format_fixed(34.8, 2, sign=True, style=STYLES["cs"])
    '+34,80'
    """
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    return text.replace(".", (style or number_style()).decimal)
