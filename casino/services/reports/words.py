"""A report's English, as a page or a screen shows it in the reader's language.

A report's figures and sentences are made in English (``speaking(SOURCE)``), because its id is
the digest of all of them: a reprint in Russian must find the print made in English. What a
page shows from them is turned into the language being spoken here. Constants are translated
with ``_`` where they are printed; the two kinds of text made with values in them are turned
by their shape: a rules version's differences (``Maximum bet: 250.00 Cr``) and a seat that
stands for a player the reader may not see named (``Seat 3``).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import Any

from casino.games import games
from casino.games.house_rules import CHOICE, MONEY, PERCENT
from casino.i18n import SOURCE, _, speaking
from casino.i18n.numbers import format_decimal
from casino.money import format_money, parse_money

_SEAT = re.compile(r"Seat (\d+)")


def seat_words(player: str) -> str:
    """``Seat 3`` (a player shown by seat) in the language spoken; a name as it is."""
    found = _SEAT.fullmatch(player)
    return _("Seat {seat}").format(seat=found[1]) if found else player


@cache
def _english_fields(game: str) -> dict[str, dict[str, Any]]:
    """The game's rules fields by their English label."""
    spec = games().get(game)
    if spec is None:
        return {}
    with speaking(SOURCE):
        return {str(f["label"]): f for f in spec.rules_type.describe_fields()}


def difference_words(game: str, difference: str) -> str:
    """One of a rules version's differences (``label: value``, as ``differences`` wrote it in
    English) in the language spoken: the label translated, a choice by its word, an amount and
    a percentage in the language's way. A text of another shape is shown as it is."""
    label, colon, value = difference.partition(": ")
    field = _english_fields(game).get(label)
    if not colon or field is None:
        return difference
    return _("{label}: {value}").format(label=_(label), value=_value(field, value))


def _value(field: dict[str, Any], value: str) -> str:
    kind = field.get("kind")
    if kind == CHOICE:
        return _(value)
    if kind == PERCENT and value.endswith("%"):
        try:
            return f"{format_decimal(Decimal(value[:-1]))}%"
        except InvalidOperation:
            return value
    if kind == MONEY:
        return _amount(value)
    return value


def _amount(value: str) -> str:
    """``1,250.00 Cr`` (English) as the language writes it."""
    figure, _space, currency = value.partition(" ")
    places = len(figure.partition(".")[2])
    units = 10**places
    try:
        with speaking(SOURCE):
            minor = parse_money(figure.removeprefix("-"), units)
    except ValueError:
        return value
    sign = -1 if figure.startswith("-") else 1
    return format_money(sign * minor, currency, units)
