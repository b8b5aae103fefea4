"""Sekhoma house rules: defaults from RULES, validation a pit boss can read, TOML round trips."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.house_rules import RulesError
from casino.games.sekhoma.rules import SekhomaRules


def test_defaults_are_the_rules_page_defaults() -> None:
    rules = SekhomaRules()
    assert rules.joining == "continuous"
    assert (rules.currency, rules.minor_units, rules.unit) == ("Cr", 100, 100)
    assert rules.ante == 100  # 1 unit
    assert rules.betting == "fixed-limit"
    assert (rules.small_bet, rules.big_bet, rules.max_raises) == (200, 400, 3)
    assert rules.max_exchange == 4
    assert (rules.rake_percent, rules.rake_cap, rules.rake_min_pot) == (Decimal(5), 500, 0)
    assert rules.time_charge == 0
    assert rules.cards == "live"


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"ante": 0}, "ante", "Ante must be at least 1 unit (1.00 Cr)"),
        ({"ante": 150}, "ante", "Ante must be a whole number of units"),
        ({"small_bet": 50}, "small_bet", "Small bet must be at least 1 unit"),
        ({"max_exchange": 5}, "max_exchange", "Exchange must be from 0 to 4 cards"),
        ({"max_raises": -1}, "max_raises", "Raise cap must be from 0 to 20"),
        ({"betting": "spread-limit"}, "betting", "Betting must be one of fixed-limit"),
        ({"joining": "open"}, "joining", "Joining must be one of continuous, closed"),
        ({"rake_percent": Decimal(101)}, "rake_percent", "from 0 to 100"),
        ({"rake_percent": Decimal("2.125")}, "rake_percent", "at most two decimals"),
        ({"rake_cap": -5}, "rake_cap", "Rake cap cannot be negative"),
        ({"time_charge": -1}, "time_charge", "Time charge cannot be negative"),
        ({"unit": 0}, "unit", "Unit must be at least 1 minor unit"),
        ({"currency": ""}, "currency", "Currency must be a name of 1 to 8 characters"),
        ({"currency": "C\nr"}, "currency", "Currency must be printable text"),
        ({"ante": "1"}, "ante", "Ante must be a whole number"),
        ({"cards": "virtual"}, "cards", "Cards must be one of live, shoe"),
    ],
)
def test_bad_values_are_refused_in_plain_words(
    changes: dict[str, object], field: str, message: str
) -> None:
    with pytest.raises(RulesError) as caught:
        SekhomaRules(**changes)  # type: ignore[arg-type]
    assert message in caught.value.problems[field]
    assert "Traceback" not in str(caught.value)


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(RulesError) as caught:
        SekhomaRules(ante=0, max_exchange=9, betting="x")
    assert set(caught.value.problems) == {"ante", "max_exchange", "betting"}


def test_toml_round_trip_with_comments(tmp_path: Path) -> None:
    rules = SekhomaRules(betting="no-limit", rake_percent=Decimal("2.5"), ante=200,
                         joining="closed", currency='C"r\\')
    text = rules.to_toml()
    assert "# Ante: Paid by every seated player before the deal." in text
    assert "# (2.00 C" in text
    assert 'game = "sekhoma"' in text
    assert SekhomaRules.from_toml(text) == rules
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    assert SekhomaRules.load(path) == rules


def test_toml_errors_name_the_problem(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="unknown house rule 'antee'"):
        SekhomaRules.from_toml("antee = 100\n")
    with pytest.raises(RulesError, match="not valid TOML"):
        SekhomaRules.from_toml("ante = = 1")
    with pytest.raises(RulesError, match="rules for 'fiddler-crab', not 'sekhoma'"):
        SekhomaRules.from_toml('game = "fiddler-crab"\n')
    with pytest.raises(RulesError, match="Rake percent must be a number"):
        SekhomaRules.from_toml('rake_percent = "lots"\n')
    with pytest.raises(RulesError, match="cannot read rules file"):
        SekhomaRules.load(tmp_path / "missing.toml")


def test_shipped_default_rule_set_is_the_default() -> None:
    from casino.games import game

    assert SekhomaRules.from_toml(game("sekhoma").default_rules_text()) == SekhomaRules()


def test_rake_arithmetic_is_exact() -> None:
    rules = SekhomaRules(rake_percent=Decimal("2.5"), rake_cap=500, rake_min_pot=1000)
    assert rules.rake_for(999) == 0  # below the minimum pot
    assert rules.rake_for(1000) == 25
    assert rules.rake_for(1039) == 25  # 25.975 rounds down
    assert rules.rake_for(1_000_000) == 500  # capped
    assert SekhomaRules(rake_percent=Decimal(0)).rake_for(10_000) == 0


def test_fields_describe_themselves_for_an_editor() -> None:
    fields = {f["name"]: f for f in SekhomaRules.describe_fields()}
    assert fields["betting"]["choices"] == ("fixed-limit", "pot-limit", "no-limit")
    assert fields["ante"]["kind"] == "money"
    assert fields["ante"]["label"] == "Ante"


@given(
    ante_units=st.integers(1, 50),
    bets=st.tuples(st.integers(1, 50), st.integers(1, 50)),
    pct=st.decimals(min_value=0, max_value=100, places=2),
    currency=st.text(min_size=1, max_size=8).filter(lambda s: s.strip() and s.isprintable()),
)
def test_any_valid_rule_set_survives_toml(
    ante_units: int, bets: tuple[int, int], pct: Decimal, currency: str
) -> None:
    rules = SekhomaRules(ante=100 * ante_units, small_bet=100 * bets[0], big_bet=100 * bets[1],
                         rake_percent=pct, currency=currency)
    assert SekhomaRules.from_toml(rules.to_toml()) == rules


def test_bad_minor_units_do_not_break_the_other_messages() -> None:
    """Found by the rules editor: a max bet below the min bet with minor units 0 divided by
    zero while formatting the message, instead of listing both problems."""
    with pytest.raises(RulesError) as caught:
        FiddlerCrabRules(minor_units=0, min_bet=500, max_bet=100)
    assert set(caught.value.problems) == {"minor_units", "max_bet"}
    assert "100 minor units" in caught.value.problems["max_bet"]
