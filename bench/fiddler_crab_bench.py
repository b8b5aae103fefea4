"""Fiddler-Crab game math: how long the exact figures take, and how fast the simulator deals.

Targets from the issue: the exact figures for both players in under half a second, and the
simulator at 700,000 hands per second or more. There is nothing to compare against here, so
the table gives our figure, the target and PASS or BELOW.

* "cold" runs in a fresh Python process and counts everything a console pays the first time:
  importing numpy and the math modules, building the 2,002 x 2,002 weight table, then the mirror
  and skilled figures (and, in the second row, the break-even commission too).
* "warm" is the same work again in a process that has the tables (the rules editor's case:
  the pit boss changes a pay and the figures are recomputed): best of several repeats.
* The simulator deals real shuffled decks (see casino.games.fiddler_crab.math.monte_carlo),
  best of several runs.
* The house-way search runs once, uncached, and is reported without a target.

Run on its own (``python bench/fiddler_crab_bench.py [--quick]``) or as part of ``make bench``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Callable
from fractions import Fraction

from casino.games.fiddler_crab.math.edge import (
    Pays,
    break_even_commission,
    mirror,
    outcome_counts,
    skilled,
)
from casino.games.fiddler_crab.math.houseway import compute_house_way
from casino.games.fiddler_crab.math.monte_carlo import simulate
from casino.games.fiddler_crab.math.splits import best_large_policy

EXACT_TARGET = 0.5
SIMULATOR_TARGET = 700_000

COLD = """
import time
started = time.perf_counter()
from casino.games.fiddler_crab.math.edge import (
    Pays, mirror, outcome_counts, skilled, break_even_commission
)
from casino.games.fiddler_crab.math.splits import best_large_policy
from fractions import Fraction
pays = Pays(Fraction(2), Fraction(1), ride={ride})
policy = best_large_policy()
counts = outcome_counts(policy)
mirror(counts, policy, pays)
skilled(counts, pays)
both = time.perf_counter() - started
break_even_commission(counts, pays)
print(both, time.perf_counter() - started)
"""


def cold(ride: bool) -> tuple[float, float]:
    """Seconds in a fresh process: to both players' figures, and to the break-even too."""
    done = subprocess.run(
        [sys.executable, "-c", COLD.format(ride=ride)], capture_output=True, text=True, check=True
    )
    both, with_break_even = (float(x) for x in done.stdout.split())
    return both, with_break_even


def best_seconds(job: Callable[[], object], repeats: int) -> float:
    job()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        job()
        times.append(time.perf_counter() - started)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="less work, noisier figures")
    parser.add_argument("--no-house-way", action="store_true", help="skip the slow search")
    args = parser.parse_args(argv)
    repeats = 3 if args.quick else 7
    sim_hands = 300_000 if args.quick else 2_000_000
    rows: list[tuple[str, str, str, str]] = []

    def row(what: str, value: float, unit: str, target: float | None, lower: bool) -> None:
        shown = f"{value:,.3f} {unit}" if unit == "s" else f"{value:,.0f} {unit}"
        if target is None:
            rows.append((what, shown, "", ""))
            return
        ok = value <= target if lower else value >= target
        sign = "<" if lower else ">="
        rows.append((what, shown, f"{sign} {target:,g}", "PASS" if ok else "BELOW"))

    print("  ... exact figures, cold processes", file=sys.stderr, flush=True)
    for ride in (False, True):
        runs = [cold(ride) for _ in range(repeats)]
        label = "ride" if ride else "withdraw"
        row(f"exact, both players, cold process ({label})", min(r[0] for r in runs), "s",
            EXACT_TARGET, lower=True)
        row(f"  ... and the break-even commission ({label})", min(r[1] for r in runs), "s",
            None, lower=True)

    print("  ... exact figures, warm", file=sys.stderr, flush=True)
    policy = best_large_policy()
    for ride in (False, True):
        pays = Pays(Fraction(2), Fraction(1), ride=ride)

        def both(pays: Pays = pays) -> None:
            counts = outcome_counts(policy)
            mirror(counts, policy, pays)
            skilled(counts, pays)

        def everything(pays: Pays = pays) -> None:
            counts = outcome_counts(policy)
            mirror(counts, policy, pays)
            skilled(counts, pays)
            break_even_commission(counts, pays)

        label = "ride" if ride else "withdraw"
        row(f"exact, both players, warm ({label})", best_seconds(both, repeats), "s",
            EXACT_TARGET, lower=True)
        row(f"  ... with the break-even commission ({label})",
            best_seconds(everything, repeats), "s", None, lower=True)

    print("  ... simulator", file=sys.stderr, flush=True)
    pays = Pays(Fraction(2), Fraction(1))
    counts = outcome_counts(policy)
    choice = skilled(counts, pays).choice
    for seats in (1, 7):
        for who, player in (("mirror", policy), ("skilled", choice)):
            def job(player: object = player, seats: int = seats) -> None:
                simulate(policy, player, pays, sim_hands, 5, seats)  # type: ignore[arg-type]

            seconds = best_seconds(job, repeats)
            row(f"simulator, {who}, {seats} seat{'s' if seats > 1 else ''} (hands/s)",
                sim_hands / seconds, "hands/s", SIMULATOR_TARGET, lower=False)

    if not args.no_house_way:
        print("  ... house-way search (once, uncached)", file=sys.stderr, flush=True)
        found = compute_house_way(pays)
        row("house-way search, 2:1/1:1 withdraw (once)", found.seconds, "s", None, lower=True)

    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    print(f"{'what':<{widths[0]}}   {'figure':>{widths[1]}}   target")
    print("-" * (sum(widths) + 12))
    for what, shown, target, verdict in rows:
        print(f"{what:<{widths[0]}}   {shown:>{widths[1]}}   {target} {verdict}".rstrip())
    print(f"- Best of {repeats} repeats; simulator runs of {sim_hands:,} hands, seed 5; "
          "pays 2:1 and 1:1, dealer best-large.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
