"""Sej: the exact chance that the first thrower wins (``casino.games.sej.odds``) beside a Monte
Carlo of the same game in the same run, and the engine's games per second of random play.

    python bench/sej_bench.py [--games 1000000] [--policy when-ahead] [--target 100]

The Monte Carlo is written here from the rules page, not from the engine or the odds module:
it throws three wands and rolls two dice per player per contest (ties rolled again), with
the throw resolved by the engine's ``resolve`` (the one rule the three share). It prints the
exact chance, the simulated share with its standard error, and how many standard errors
apart they are.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from casino.equipment.wands import THROWS
from casino.games.sej.odds import game_odds, policy
from casino.games.sej.prizes import BLACK, TRIPLE_BLACK, TRIPLE_WHITE, resolve
from casino.games.sej.rules import SejRules
from casino.games.sej.simulate import simulate


def contest(rng: random.Random) -> int:
    """0 if the first roller wins, 1 otherwise: both roll two dice, ties again."""
    while True:
        a = rng.randint(1, 6) + rng.randint(1, 6)
        b = rng.randint(1, 6) + rng.randint(1, 6)
        if a != b:
            return 0 if a > b else 1


def starter_wins(games: int, target: int, name: str, seed: int) -> int:
    rng = random.Random(seed)
    declines = policy(name)
    resolved = [resolve(throw) for throw in THROWS]
    won = 0
    for _ in range(games):
        scores = [0, 0]
        thrower = 0
        winner = None
        while winner is None:
            prizes = resolved[rng.randrange(64)]
            if declines(prizes, scores[thrower], scores[1 - thrower]):
                thrower = 1 - thrower
                continue
            first = thrower
            for prize in prizes:
                player = first if contest(rng) == 0 else 1 - first
                first = 1 - first
                if prize.kind == TRIPLE_WHITE:
                    winner = player
                elif prize.kind == TRIPLE_BLACK:
                    winner = 1 - player
                elif prize.kind == BLACK:
                    scores[player] = 0
                else:
                    scores[player] += prize.points
                    if scores[player] >= target:
                        winner = player
                if winner is not None:
                    break
            thrower = 1 - thrower
        won += winner == 0
    return won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--policy", default="when-ahead")
    parser.add_argument("--target", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    exact = game_odds(args.target, "immediate", args.policy, args.policy).starter_wins
    solved = time.perf_counter() - started
    started = time.perf_counter()
    won = starter_wins(args.games, args.target, args.policy, args.seed)
    simulated = time.perf_counter() - started
    share = won / args.games
    error = math.sqrt(share * (1 - share) / args.games)
    print(f"Sej to {args.target}, both players {args.policy}: the first thrower wins")
    print(f"  exact      {exact:.6f}  (solved in {solved:.1f} s)")
    print(f"  simulated  {share:.6f} ± {error:.6f}  ({args.games:,} games in {simulated:.1f} s)")
    print(f"  apart      {abs(share - exact) / error:.2f} standard errors")
    started = time.perf_counter()
    tally = simulate(SejRules(dice="electronic"), 2_000, 7)
    seconds = time.perf_counter() - started
    print(
        f"  engine     {tally.games / seconds:,.0f} games/s of random legal play "
        f"({tally.commands / tally.games:.1f} commands a game), clean: {tally.clean}"
    )


if __name__ == "__main__":
    main()
