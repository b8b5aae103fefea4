"""Fiddler-Crab house rules: RULES section 4 defaults, plain messages, TOML round trips."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.house_rules import RulesError, parse_ratio


def test_defaults_are_the_rules_page_defaults() -> None:
    rules = FiddlerCrabRules()
    assert rules.seats == 7
    assert (rules.pay_both, rules.pay_large) == ("2:1", "1:1")
    assert (rules.both_ratio, rules.large_ratio) == (Fraction(2), Fraction(1))
    assert rules.push == "withdraw"
    assert rules.dealer_sets == "best-large"
    assert rules.commission == Decimal(0) and rules.commission_share == 0
    assert rules.cards == "live"
    assert rules.min_bet <= rules.max_bet


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"seats": 0}, "seats", "Seats must be from 1 to 7"),
        ({"seats": 8}, "seats", "Seats must be from 1 to 7"),
        ({"min_bet": 0}, "min_bet", "at least 1 minor unit"),
        ({"min_bet": 1000, "max_bet": 999}, "max_bet", "cannot be below the minimum bet"),
        ({"pay_both": "2"}, "pay_both", "a payout such as 2:1"),
        ({"pay_large": "0:1"}, "pay_large", "two positive whole numbers"),
        ({"pay_large": "1.5:1"}, "pay_large", "not '1.5:1'"),
        ({"push": "keep"}, "push", "must be one of ride, withdraw"),
        ({"dealer_sets": "random"}, "dealer_sets", "best-large, house-way, dealer-choice"),
        ({"commission": Decimal(100)}, "commission", "below 100"),
        ({"commission": Decimal("-1")}, "commission", "at least 0"),
        ({"commission": Decimal("2.555")}, "commission", "two decimals"),
        ({"min_bet": 2.5}, "min_bet", "whole number"),
    ],
)
def test_each_bad_value_is_named(changes: dict[str, object], field: str, message: str) -> None:
    with pytest.raises(RulesError) as caught:
        FiddlerCrabRules(**changes)  # type: ignore[arg-type]
    assert field in caught.value.problems
    assert message in caught.value.problems[field]


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(RulesError) as caught:
        FiddlerCrabRules(seats=9, pay_both="x", push="no")
    assert set(caught.value.problems) == {"seats", "pay_both", "push"}


def test_ratios_parse_strictly() -> None:
    assert parse_ratio("3:2") == (3, 2)
    assert parse_ratio(" 7 : 5 ") == (7, 5)
    for bad in ("3", "3:2:1", "-3:2", "3:0", "a:b", "٣:٢", 3):
        assert parse_ratio(bad) is None, bad


def test_shipped_default_rule_set_is_the_default() -> None:
    from casino.games import game

    text = game("fiddler-crab").default_rules_text()
    assert FiddlerCrabRules.from_toml(text) == FiddlerCrabRules()


def test_a_sekhoma_file_is_refused() -> None:
    with pytest.raises(RulesError, match="rules for 'sekhoma'"):
        FiddlerCrabRules.from_toml('game = "sekhoma"\n')


@given(
    seats=st.integers(1, 7),
    low=st.integers(1, 10_000),
    spread=st.integers(0, 100_000),
    both=st.tuples(st.integers(1, 50), st.integers(1, 50)),
    large=st.tuples(st.integers(1, 50), st.integers(1, 50)),
    push=st.sampled_from(["ride", "withdraw"]),
    dealer=st.sampled_from(["best-large", "house-way", "dealer-choice"]),
    commission=st.integers(0, 9_999).map(lambda n: Decimal(n) / 100),
    cards=st.sampled_from(["live", "shoe"]),
)
def test_toml_round_trip(
    seats: int, low: int, spread: int, both: tuple[int, int], large: tuple[int, int],
    push: str, dealer: str, commission: Decimal, cards: str,
) -> None:
    rules = FiddlerCrabRules(
        seats=seats, min_bet=low, max_bet=low + spread, pay_both=f"{both[0]}:{both[1]}",
        pay_large=f"{large[0]}:{large[1]}", push=push, dealer_sets=dealer,
        commission=commission, cards=cards,
    )
    again = FiddlerCrabRules.from_toml(rules.to_toml())
    assert again == rules
    assert again.both_ratio == Fraction(*both)
