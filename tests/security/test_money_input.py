"""What a dealer or pit boss types as an amount: read exactly as meant, or refused by name.

A comma is read only as a thousands separator in proper groups of three; anything that could be
read two ways (``12,50``: twelve and a half, or one thousand two hundred and fifty?) is refused,
and so are amounts too long or too large to be real.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.money import MAX_AMOUNT, format_money, parse_money


@pytest.mark.parametrize(
    ("typed", "minor"),
    [
        ("25", 2500),
        ("12.50", 1250),
        ("12.5", 1250),
        ("0.29", 29),
        ("1,000", 100_000),
        ("12,345.50", 1_234_550),
        ("1,234,567", 123_456_700),
        ("999", 99_900),
        (" 7 ", 700),
        ("10,000,000,000.00", MAX_AMOUNT),
        ("0", 0),
    ],
)
def test_plain_amounts_are_read_exactly(typed: str, minor: int) -> None:
    assert parse_money(typed) == minor


def test_the_currency_may_follow_the_amount() -> None:
    assert parse_money("1,250.50 Cr", currency="Cr") == 125_050


@pytest.mark.parametrize(
    "typed",
    ["12,50", "1,00", "1,0000", ",5", "1,,000", "1.000,50", "1,000,", ",100", "1,000.5,0",
     "12,3456", "0,500", "1,00,000", "12.345,67", "1,000.", ".5", "12.", "1.", ","],
)
def test_a_misplaced_separator_is_refused_naming_the_value(typed: str) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(typed))) as refused:
        parse_money(typed)
    message = str(refused.value)
    assert "\n" not in message and message.count(". ") == 0  # one sentence


def test_twelve_comma_fifty_says_both_readings() -> None:
    with pytest.raises(ValueError, match=re.escape(
        "'12,50' is ambiguous: write 12.50 if the comma is a decimal point, or 1,250 if it "
        "separates thousands"
    )):
        parse_money("12,50")


@pytest.mark.parametrize("typed", ["1_000", "1_0", "_1", "1__0", "12_345.50", "1.5_0"])
def test_an_underscore_is_refused(typed: str) -> None:
    with pytest.raises(ValueError, match="underscore") as refused:
        parse_money(typed)
    assert repr(typed) in str(refused.value)


def test_more_than_the_largest_amount_is_refused() -> None:
    assert MAX_AMOUNT == 10**12
    with pytest.raises(
        ValueError, match=re.escape("is more than the largest amount, 10,000,000,000.00")
    ):
        parse_money("10,000,000,000.01")
    with pytest.raises(ValueError, match="more than the largest amount"):
        parse_money("99999999999999999999")
    with pytest.raises(ValueError, match="more than the largest amount"):
        parse_money(str(MAX_AMOUNT + 1), minor_units=1)
    assert parse_money(str(MAX_AMOUNT), minor_units=1) == MAX_AMOUNT


@pytest.mark.parametrize(
    "typed", ["1" * 5000, "0." + "1" * 5000, "9" * 4301, "1" * 100_000 + ".00", "," * 10_000]
)
def test_overlong_text_is_refused_in_a_short_sentence(typed: str) -> None:
    with pytest.raises(ValueError, match=r"too long|more than the largest") as refused:
        parse_money(typed)
    message = str(refused.value)
    assert "Exceeds the limit" not in message and "sys.set_int_max_str_digits" not in message
    assert len(message) < 200


def test_other_digits_and_signs_are_not_amounts() -> None:
    for typed in ("-5", "+5", "1e3", "\u0663", "\uff11\uff12", "1 000", "twelve", "0x10"):
        with pytest.raises(ValueError, match="is not an amount"):
            parse_money(typed)


# -- fuzzing: digits with separators sprinkled anywhere ---------------------------------------

GROUPED = re.compile(r"(?:[1-9][0-9]{0,2}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]{1,2})?")


def _intended(text: str) -> int | None:
    """The one reading of ``text`` that is not open to doubt, or None."""
    if not GROUPED.fullmatch(text):
        return None
    whole, _, part = text.replace(",", "").partition(".")
    value = int(whole) * 100 + int(part.ljust(2, "0") or "0")
    return value if value <= MAX_AMOUNT else None


@given(st.text(alphabet="0123456789,._", min_size=1, max_size=16))
def test_fuzzed_separators_parse_only_when_unambiguous(typed: str) -> None:
    intended = _intended(typed)
    if intended is None:
        with pytest.raises(ValueError, match=re.escape(repr(typed))):
            parse_money(typed)
    else:
        assert parse_money(typed) == intended, typed


@given(st.integers(min_value=0, max_value=MAX_AMOUNT))
def test_every_formatted_amount_reads_back(minor: int) -> None:
    assert parse_money(format_money(minor)) == minor
    assert parse_money(format_money(minor).replace(",", "")) == minor
