"""``casino odds --game sej`` and ``casino simulate sej`` (contracts), and the game's exact
chances checked against an independent solution: the same Markov chain written from the rules
page with exact fractions and solved by Gaussian elimination, for a target small enough to
solve that way."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest

from casino.cli import main
from casino.games.sej.odds import game_odds

FACES = "BSWR"


def _prizes(throw: str) -> list[tuple[str, int]]:
    """J-7..J-9 again, written separately from the engine's ``resolve``."""
    s, r, w, b = (throw.count(f) for f in "SRWB")
    if s + r == 0:
        return {3: [("win", 0)], 2: [("pts", 5), ("black", 0)]}.get(w, [("lose", 0)])
    if r:
        r += w
    else:
        s += w
    found = ([("pts", 10 * s)] if s else []) + ([("pts", 12 * r)] if r else [])
    return found + [("black", 0)] * b


def _exact(target: int, declines_when_ahead: bool) -> Fraction:
    """The first thrower's chance to win from 0-0 (immediate win check), by exact
    elimination over every (thrower, scores) state reachable."""
    states: list[tuple[int, int, int]] = []
    index: dict[tuple[int, int, int], int] = {}
    rows: list[dict[int, Fraction]] = []
    consts: list[Fraction] = []

    def add(state: tuple[int, int, int]) -> int:
        if state not in index:
            index[state] = len(states)
            states.append(state)
        return index[state]

    add((0, 0, 0))
    at = 0
    while at < len(states):
        t, a, b = states[at]
        row: dict[int, Fraction] = {}
        const = Fraction(0)
        for throw in product(FACES, repeat=3):
            p = Fraction(1, 64)
            prizes = _prizes("".join(throw))
            mine, theirs = (a, b) if t == 0 else (b, a)
            if declines_when_ahead and "B" in throw and mine > theirs:
                j = add((1 - t, a, b))
                row[j] = row.get(j, Fraction(0)) + p
                continue
            for who in product((0, 1), repeat=len(prizes)):
                q = p / 2 ** len(prizes)
                scores = [a, b]
                result = None
                for (kind, pts), w in zip(prizes, who, strict=True):
                    player = w if t == 0 else 1 - w
                    if kind == "win":
                        result = player
                        break
                    if kind == "lose":
                        result = 1 - player
                        break
                    if kind == "black":
                        scores[player] = 0
                        continue
                    scores[player] += pts
                    if scores[player] >= target:
                        result = player
                        break
                if result is None:
                    j = add((1 - t, scores[0], scores[1]))
                    row[j] = row.get(j, Fraction(0)) + q
                elif result == 0:
                    const += q
        rows.append(row)
        consts.append(const)
        at += 1
    n = len(states)
    matrix = [
        [Fraction(int(i == j)) - rows[i].get(j, Fraction(0)) for j in range(n)] + [consts[i]]
        for i in range(n)
    ]
    for col in range(n):
        pivot = next(r for r in range(col, n) if matrix[r][col] != 0)
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        lead = matrix[col][col]
        matrix[col] = [x / lead for x in matrix[col]]
        for r in range(n):
            if r != col and matrix[r][col] != 0:
                factor = matrix[r][col]
                matrix[r] = [x - factor * y for x, y in zip(matrix[r], matrix[col], strict=True)]
    return matrix[0][n]


@pytest.mark.parametrize(("target", "policy"), [(10, "never"), (20, "when-ahead")])
def test_the_game_chances_match_an_exact_independent_solution(target: int, policy: str) -> None:
    exact = _exact(target, policy == "when-ahead")
    found = game_odds(target, "immediate", policy, policy).starter_wins
    assert abs(found - float(exact)) < 1e-9, (found, exact)


def test_odds_json_keeps_the_contract_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "--game", "sej", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["throws"] == 64 and found["declinable"] == 37
    assert found["triple_white"] == 1 and found["lose_game"] == 4
    assert {"prizes": ["ships 20", "black"], "count": 9} in found["resolutions"]
    assert sum(r["count"] for r in found["resolutions"]) == 64
    assert found["contest"]["first_wins"] == "1/2"
    assert 0.49 < found["game"]["starter_wins"] < 0.51


def test_odds_refuses_a_policy_it_does_not_know_and_a_score_no_game_reaches(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["odds", "--game", "sej", "--policy", "sometimes"]) == 2
    assert "--policy must be one of never, always, when-ahead" in capsys.readouterr().err
    assert main(["odds", "--game", "sej", "--scores", "50", "40"]) == 2
    assert "no game to 100 stands at 50 to 40" in capsys.readouterr().err
    assert main(["odds", "--game", "seka", "--policy", "never"]) == 2
    assert "--policy is not an option of --game seka" in capsys.readouterr().err


def test_simulate_accounts_for_every_point_and_chip(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["simulate", "sej", "--games", "150", "--seed", "4", "--players", "3"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "games played        150" in out
    assert "points are the contests won, never negative: yes" in out
    assert "every game ended exactly once: yes" in out
    assert "chips conserved: yes" in out
