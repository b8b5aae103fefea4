"""The Fiddler-Crab subcommands as a pit boss runs them: the installed ``casino`` script."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest
from cli_runner import run_casino

CASINO = shutil.which("casino", path=str(Path(sys.executable).parent)) or "casino"


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One house-way cache for the module: the policy is computed once, then read back."""
    return tmp_path_factory.mktemp("cache")


def run(*args: str, stdin: str | None = None, cache: Path | None = None, process: bool = False
        ) -> subprocess.CompletedProcess[str]:
    """``casino ARGS``: in this process (``cli_runner``), or in a new one where what a process
    keeps in memory is the subject (a policy computed once, then read from the cache)."""
    env = dict(os.environ)
    if cache is not None:
        env["CASINO_CACHE_DIR"] = str(cache)
    if not process:
        return run_casino(*args, stdin=stdin, env=env)
    return subprocess.run(
        [CASINO, *args], input=stdin, capture_output=True, text=True, timeout=300, check=False,
        env=env,
    )


def rules_file(tmp_path: Path, **values: object) -> str:
    path = tmp_path / "rules.toml"
    lines = ['game = "fiddler-crab"'] + [f"{k} = {json.dumps(v)}" for k, v in values.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def frac(text: str) -> Fraction:
    assert "/" in text, f"{text!r} is not written p/q"
    return Fraction(text)


# --- odds ------------------------------------------------------------------------------------


def test_odds_json_counts_are_exact_and_complete() -> None:
    done = run("odds", "--json")
    assert done.returncode == 0, done.stderr
    odds = json.loads(done.stdout)
    assert list(odds["three"]) == ["No Hand", "Pair", "Three of a Kind"]
    six = list(odds["six"])
    assert (six[0], six[-1]) == ("One Pair", "Flush")
    for name, total in (("six", comb(72, 6)), ("three", comb(72, 3))):
        assert sum(row["count"] for row in odds[name].values()) == total
        assert sum(frac(row["fraction"]) for row in odds[name].values()) == 1
        for row in odds[name].values():
            assert frac(row["fraction"]) == Fraction(row["count"], total)
    # A flush is six cards of one suit: 6 suits x C(12, 6).
    assert odds["six"]["Flush"]["count"] == 6 * comb(12, 6)
    assert odds["three"]["Three of a Kind"]["count"] == 6 * comb(12, 3)


def test_odds_text_is_a_table() -> None:
    done = run("odds")
    assert done.returncode == 0
    assert "of 156,238,908" in done.stdout and "of 59,640" in done.stdout


# --- split -----------------------------------------------------------------------------------


def test_split_best_large_json() -> None:
    done = run("split", "--json", "1S 2S 3S 4S 5S 6S 1M 1M 2C")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "cards": "1S 2S 3S 4S 5S 6S 1M 1M 2C",
        "large": "1S 2S 3S 4S 5S 6S",
        "small": "1M 1M 2C",
        "large_category": "Flush",
        "small_category": "Pair",
        "dealer_sets": "best-large",
    }


def test_split_best_large_takes_the_best_small_hand_among_the_best_large() -> None:
    # Four Suns, three Moons, two Comets: the Large Hand can be at best Four and a Pair, with
    # the Comets (leaving three Moons: Three of a Kind) or two Moons (leaving a Pair).
    done = run("split", "--json", "1S 2S 3S 4S 1M 2M 3M 5C 6C")
    line = json.loads(done.stdout)
    assert (line["large_category"], line["small_category"]) == (
        "Four and a Pair", "Three of a Kind"
    )
    assert line["large"] == "1S 2S 3S 4S 5C 6C" and line["small"] == "1M 2M 3M"



def test_split_reads_standard_input_and_names_bad_lines() -> None:
    done = run("split", stdin="1S 2S 3S 4S 5S 6S 1M 1C 1R\n1S 2S 3X\n1S 2S\n")
    assert done.returncode == 2
    assert done.stdout.startswith("1S 2S 3S 4S 5S 6S 1M 1C 1R: Large 1S 2S 3S 4S 5S 6S (Flush)")
    assert "line 2" in done.stderr and "'3X'" in done.stderr
    assert "line 3" in done.stderr and "9 cards, not 2" in done.stderr


def test_split_refuses_dealer_choice(tmp_path: Path) -> None:
    done = run("split", "--rules", rules_file(tmp_path, dealer_sets="dealer-choice"),
               "1S 2S 3S 4S 5S 6S 1M 1C 1R")
    assert done.returncode == 2 and "dealer-choice" in done.stderr


# --- settle ----------------------------------------------------------------------------------

FLUSH_PAIR = "1S 2S 3S 4S 5S 6S | 1M 1M 2C"
TWO_PAIR_NOTHING = "1C 2C 1R 2R 3N 4P | 5C 5R 6N"


@pytest.mark.parametrize(
    ("player", "dealer", "result", "net"),
    [
        (FLUSH_PAIR, TWO_PAIR_NOTHING, "win-both", 2000),
        ("1S 2S 3S 4S 5S 6S | 3M 4C 5R", TWO_PAIR_NOTHING, "win-large", 1000),
        (TWO_PAIR_NOTHING, "1S 2S 3S 4S 5S 6S | 3M 4C 5N", "lose", -1000),
        ("1C 2C 1R 2R 3N 4P | 1M 1M 2M", "1S 2S 3S 4S 5S 6S | 3M 4C 5N", "push", 0),
        # Equal categories: the dealer wins both comparisons.
        ("1C 2C 1R 2R 3N 4P | 5M 5M 6N", "3C 4C 3R 4R 5N 6P | 1M 1M 2N", "lose", -1000),
    ],
)
def test_settle_json(player: str, dealer: str, result: str, net: int) -> None:
    done = run("settle", "--json", "--bet", "1000", "--player", player, "--dealer", dealer)
    assert done.returncode == 0, done.stderr
    line = json.loads(done.stdout)
    assert line["result"] == result and line["player_net"] == net


def test_settle_pays_rounded_down_less_commission(tmp_path: Path) -> None:
    rules = rules_file(tmp_path, pay_both="7:5", commission=2.5)
    done = run("settle", "--json", "--rules", rules, "--bet", "1003", "--player", FLUSH_PAIR,
               "--dealer", TWO_PAIR_NOTHING)
    line = json.loads(done.stdout)
    gross = Fraction(1003 * 7, 5)  # 1404.2
    assert line["player_net"] == int(gross * Fraction(975, 1000))  # 1369.095 -> 1369
    assert line["commission"] == int(gross * Fraction(25, 1000))  # 35.105 -> 35
    assert frac(line["breakage"]) == gross - 1369 - 35


def test_settle_text_for_people() -> None:
    done = run("settle", "--bet", "1000", "--player", FLUSH_PAIR, "--dealer", TWO_PAIR_NOTHING)
    assert done.returncode == 0
    assert done.stdout.startswith("win-both: Large Flush beats Two Pair; Small Pair beats No Hand")
    assert "paid 20.00 Cr" in done.stdout


@pytest.mark.parametrize(
    ("player", "dealer", "bet", "message"),
    [
        ("1S 2S 3S 4S 5S 6S 1M 1M 2C", TWO_PAIR_NOTHING, "10", "LARGE | SMALL"),
        ("1S 2S 3S 4S 5S | 1M 1M 2C 6S", TWO_PAIR_NOTHING, "10", "6 cards before the bar"),
        (FLUSH_PAIR, "1S 2S 3S 4S 5S 6S | 1M 3C 4C", "10", "card 1M appears 3 times"),
        (FLUSH_PAIR, TWO_PAIR_NOTHING, "0", "--bet must be more than 0"),
        (FLUSH_PAIR, "1C 2C 1R 2R 3N 9P | 5C 5R 6N", "10", "'9P'"),
    ],
)
def test_settle_refuses_bad_input(player: str, dealer: str, bet: str, message: str) -> None:
    done = run("settle", "--bet", bet, "--player", player, "--dealer", dealer)
    assert done.returncode == 2
    assert message in done.stderr


# --- edge ------------------------------------------------------------------------------------


def test_edge_json_flags_the_seed_rules() -> None:
    done = run("edge", "--json")
    assert done.returncode == 0, done.stderr
    edge = json.loads(done.stdout)
    for who in ("mirror", "skilled"):
        figures = edge[who]
        assert sum(frac(p) for p in figures["outcomes"].values()) == 1
        assert list(figures["outcomes"]) == ["win-both", "win-large", "push", "lose"]
        assert figures["house_edge"] == pytest.approx(-float(frac(figures["ev_per_bet"])))
    # RULES section 5: the mirror player faces a house edge, the skilled player beats it.
    assert frac(edge["mirror"]["ev_per_hand"]) < 0 < frac(edge["skilled"]["ev_per_hand"])
    assert "skilled player beats" in edge["warning"]
    assert 0 < frac(edge["break_even_commission"]) < 1


def test_edge_no_warning_past_the_break_even(tmp_path: Path) -> None:
    be = frac(json.loads(run("edge", "--json").stdout)["break_even_commission"])
    above = (float(be) * 100 // 0.01 + 1) * 0.01  # the next two-decimal percentage up
    done = run("edge", "--json", "--rules", rules_file(tmp_path, commission=round(above, 2)))
    edge = json.loads(done.stdout)
    assert edge["warning"] is None and edge["break_even_commission"] is None
    assert frac(edge["skilled"]["ev_per_hand"]) <= 0


def test_edge_under_ride_reports_per_initial_bet(tmp_path: Path) -> None:
    edge = json.loads(run("edge", "--json", "--rules", rules_file(tmp_path, push="ride")).stdout)
    mirror = edge["mirror"]
    push = frac(mirror["outcomes"]["push"])
    assert frac(mirror["ev_per_bet"]) == frac(mirror["ev_per_hand"]) / (1 - push)


def test_edge_refuses_bad_rules(tmp_path: Path) -> None:
    done = run("edge", "--rules", rules_file(tmp_path, pay_both="2-1", seats=9))
    assert done.returncode == 2
    assert "pay_both" in done.stderr and "seats" in done.stderr


# --- houseway, and what uses it -------------------------------------------------------------


def test_houseway_is_computed_once_then_cached(cache_dir: Path, tmp_path: Path) -> None:
    first = run("houseway", "--json", cache=cache_dir, process=True)
    assert first.returncode == 0, first.stderr
    way = json.loads(first.stdout)
    assert way["from_cache"] is False and "computing" in first.stderr
    skilled = float(frac(way["skilled"]["ev_per_bet"]))
    best_large = float(frac(way["best_large_skilled"]["ev_per_bet"]))
    assert way["bound"] - 1e-9 <= skilled < best_large
    assert 0 < way["differs_from_best_large"] <= 2002
    again = json.loads(run("houseway", "--json", cache=cache_dir, process=True).stdout)
    assert again["from_cache"] is True and again["skilled"] == way["skilled"]
    # The edge of a house-way table uses the same policy, from the cache.
    rules = rules_file(tmp_path, dealer_sets="house-way")
    edge = run("edge", "--json", "--rules", rules, cache=cache_dir, process=True)
    assert "computing" not in edge.stderr
    assert json.loads(edge.stdout)["skilled"] == way["skilled"]
    split = run("split", "--json", "--dealer-sets", "house-way", "1S 2S 3S 4S 5S 6S 1M 1C 1R",
                cache=cache_dir, process=True)
    line = json.loads(split.stdout)
    assert sorted((line["large"] + " " + line["small"]).split()) == sorted(line["cards"].split())


# --- simulate --------------------------------------------------------------------------------


@pytest.mark.parametrize("player", ["mirror", "skilled"])
def test_simulation_agrees_with_the_exact_figures(player: str) -> None:
    done = run("simulate", "fiddler-crab", "--json", "--hands", "400000", "--seed", "11",
               "--player", player, "--seats", "3")
    assert done.returncode == 0, done.stderr
    sim = json.loads(done.stdout)
    assert sim["exact_inside"] is True
    lo, hi = sim["ev_per_hand_ci95"]
    assert lo <= float(frac(sim["exact_ev_per_hand"])) <= hi
    assert sim["hands"] >= 400000 and sim["seats"] == 3


def test_simulation_refuses_too_many_seats(tmp_path: Path) -> None:
    done = run("simulate", "fiddler-crab", "--seats", "5", "--rules", rules_file(tmp_path, seats=4))
    assert done.returncode == 2 and "--seats must be from 1 to 4" in done.stderr
