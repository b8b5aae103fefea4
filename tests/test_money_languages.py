"""Amounts in each language's way (issue 38): ``1 234,50 Cr`` shown where the comma is the
decimal mark, ``12,50`` read there as twelve and a half, and an input that reads two ways
refused with one sentence naming both readings, as in English."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.i18n import speaking
from casino.i18n.languages import LANGUAGES
from casino.money import MAX_AMOUNT, editable_money, format_money, parse_money

COMMA = ("ru", "uk", "cs", "fi")


@pytest.mark.parametrize("code", COMMA)
def test_amounts_are_shown_and_read_with_a_decimal_comma(code: str) -> None:
    with speaking(code):
        assert format_money(123450, "Cr") == "1\u00a0234,50 Cr"
        assert format_money(-1250, "Cr") == "-12,50 Cr"
        assert parse_money("12,50") == 1250
        assert parse_money("1 234,50") == 123450
        assert parse_money("1\u00a0234,50 Cr", currency="Cr") == 123450
        assert parse_money("25") == 2500
        assert editable_money(123450) == "1234,50"


@pytest.mark.parametrize("code", COMMA)
def test_a_point_that_reads_two_ways_is_refused_naming_both(code: str) -> None:
    with speaking(code), pytest.raises(ValueError, match=r"12\.50") as refused:
        parse_money("12.50")
    said = str(refused.value)
    assert "12,50" in said and "1\u00a0250" in said


@pytest.mark.parametrize(
    "typed", ["1 23,50", "12,5,0", ",5", "1.234", "12_50", "abc", "12,505", "1  234"]
)
def test_misplaced_marks_are_refused_with_one_sentence(typed: str) -> None:
    with speaking("cs"), pytest.raises(ValueError, match=r"\w") as refused:
        parse_money(typed)
    assert "\n" not in str(refused.value) and repr(typed) in str(refused.value)


def test_english_keeps_its_ways() -> None:
    with speaking("en"):
        assert format_money(123450, "Cr") == "1,234.50 Cr"
        assert parse_money("12.50") == 1250
        with pytest.raises(ValueError, match="ambiguous"):
            parse_money("12,50")


@given(st.integers(min_value=0, max_value=MAX_AMOUNT), st.sampled_from(LANGUAGES),
       st.sampled_from([1, 100, 1000]))
def test_every_amount_shown_is_read_back_as_itself(minor: int, code: str, units: int) -> None:
    with speaking(code):
        assert parse_money(format_money(minor, "Cr", units), units, "Cr") == minor
        assert parse_money(editable_money(minor, units), units) == minor
