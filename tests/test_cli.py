"""The ``casino`` command as a user runs it: its entry point in this process (``cli_runner``),
and the installed console script as a real process once, to show it is that entry point."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import run_casino

CASINO = shutil.which("casino", path=str(Path(sys.executable).parent)) or "casino"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_casino(*args, stdin=stdin)


def test_the_installed_script_is_the_entry_point() -> None:
    """The console script a user types runs the same ``main`` the other tests call: the same
    words, the same exit, for a good and a refused command."""
    for args, stdin in ((("rank", "1S 2M 3C 4R 5N 6P", "6S 6S 1M"), None),
                        (("rank", "--json"), "1S 2M 3C 4R 5N 6P\n1S 2M 3X 4R 5N 6P\n")):
        done = subprocess.run([CASINO, *args], input=stdin, capture_output=True, text=True,
                              timeout=120, check=False)  # fmt: skip
        here = run(*args, stdin=stdin)
        assert (done.returncode, done.stdout, done.stderr) == (
            here.returncode, here.stdout, here.stderr)


def test_rank_text_names_category_rank_and_score() -> None:
    done = run("rank", "1S 2M 3C 4R 5N 6P", "6S 6S 1M")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "1S 2M 3C 4R 5N 6P: Sekhoma (rank 7, score 21)",
        "6S 6S 1M: Pair (rank 1, score 12)",
    ]


def test_rank_json_one_object_per_hand() -> None:
    done = run("rank", "--json", "3s,5s 1m 2c 6r 4n", "1S 2M 3C")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    # Two Suns make One Pair (RULES section 2): the scoring portion is 3S + 5S.
    assert lines[0] == {"cards": "3S 5S 1M 2C 6R 4N", "category": "One Pair", "rank": 1,
                        "score": 8}
    assert lines[1] == {"cards": "1S 2M 3C", "category": "No Hand", "rank": 0, "score": 0}


def test_rank_unquoted_cards_are_one_hand() -> None:
    done = run("rank", "1S", "2M", "3C", "4R", "5N", "6P")
    assert done.stdout == "1S 2M 3C 4R 5N 6P: Sekhoma (rank 7, score 21)\n"


@pytest.mark.parametrize(
    ("hand", "named"),
    [("1S 2M 3C 4R 5N 7P", "'7P'"), ("1S 1S 1S 2M 3C 4R", "1S appears 3 times"),
     ("1S 2M", "not 2")],
)
def test_rank_bad_argument_is_named_and_exits_2(hand: str, named: str) -> None:
    done = run("rank", hand)
    assert done.returncode == 2
    assert named in done.stderr


def test_rank_stdin_reports_bad_lines_goes_on_and_exits_2() -> None:
    done = run("rank", "--json", stdin="1S 2M 3C 4R 5N 6P\n1S 2M 3X 4R 5N 6P\n\n6S 6S 6S\n")
    assert done.returncode == 2
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0]["category"] == "Sekhoma"
    assert lines[1] == {"cards": "1S 2M 3X 4R 5N 6P",
                        "error": "unknown card '3X': suits are S, M, C, R, N, P"}
    assert lines[2]["error"] == "card 6S appears 3 times; the deck holds only 2 copies"
    assert len(lines) == 3


def test_rank_stdin_text_mode_names_the_line() -> None:
    done = run("rank", stdin="1S 2M 3C 4R 5N 6P\nbogus\n")
    assert done.returncode == 2
    assert done.stdout.startswith("1S 2M 3C 4R 5N 6P: Sekhoma")
    assert "line 2: unknown card 'bogus'" in done.stderr


def test_simulate_sekhoma_prints_a_balanced_summary() -> None:
    done = run("simulate", "sekhoma", "--players", "5", "--hands", "300", "--seed", "11")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "5 players, 300 hands, seed 11" in out
    assert "hands played    300" in out
    for label in ("pots awarded", "rake", "largest pot", "won by folds"):
        assert label in out
    assert "chips conserved: yes" in out
    again = run("simulate", "sekhoma", "--players", "5", "--hands", "300", "--seed", "11")
    assert again.stdout == out  # the seed makes a run repeatable


def test_simulate_refuses_bad_arguments() -> None:
    done = run("simulate", "sekhoma", "--players", "7", "--hands", "10")
    assert done.returncode == 2
    assert "--players must be 2 to 6, not 7" in done.stderr


def test_simulate_with_a_rules_file(tmp_path: Path) -> None:
    rules = tmp_path / "nl.toml"
    rules.write_text('game = "sekhoma"\nbetting = "no-limit"\nrake_cap = 100\n')
    done = run("simulate", "sekhoma", "--hands", "50", "--rules", str(rules))
    assert done.returncode == 0, done.stderr
    assert "no-limit" in done.stdout
    rules.write_text("ante = 0\n")
    refused = run("simulate", "sekhoma", "--hands", "5", "--rules", str(rules))
    assert refused.returncode == 2
    assert "ante: Ante must be at least 1 unit" in refused.stderr
