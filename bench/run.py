"""``make bench``: our ranking and engine side by side with PokerKit, as one pasteable table,
then every registered game's engine in one run (``games_bench``: Seka beside Sekhoma and
Fiddler-Crab, with Seka's exact odds timed per profile), the Fiddler-Crab game math against
its targets (``fiddler_crab_bench``), the store (``store_bench``), the console's start-up and
keystroke latency (``ui_bench``) and the shift report of 10,000 hands from a million
(``report_bench``; its database is built once, in a few minutes, and kept under
``bench/.data``), then the floor: N consoles on one PostgreSQL server (``floor_bench``), and
tables of 10 k to 1 M events opened and recalled from their snapshots (``history_bench``,
its database also built once under ``bench/.data``), and the players: the advantage-play
look after each round and the pit's players views (``ratings_bench``).

Figures, not tests: the targets from the issue are printed as PASS or BELOW beside the
ratios, and the script exits 0 whatever the figures, so a slow machine never breaks a build.
Everything is seeded, so two runs on one machine differ only by timing noise (the best of
several repeats is reported, the median kept in the notes to show that noise). ``--quick``
shrinks every size for a smoke run of a few seconds; its figures are noisier.

Run as ``python bench/run.py``: the helper modules beside it (``timing``, ``ranking_bench``,
``engine_bench``) are imported from this directory, which Python puts first on the path.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import textwrap
import time
from dataclasses import dataclass
from importlib.metadata import version

import engine_bench
import fiddler_crab_bench
import floor_bench
import games_bench
import history_bench
import numpy as np
import pokerkit as pk
import ranking_bench
import ratings_bench
import report_bench
import store_bench
import ui_bench
from timing import Rate, measure, paired_ratio

from casino.games.sekhoma.rules import FIXED_LIMIT, NO_LIMIT, POT_LIMIT

SEED = 20_240_521
RANKING_TARGET = 3.0
ENGINE_TARGET = 3.0


@dataclass(frozen=True, slots=True)
class Sizes:
    """How much work each measurement does.

    Each timed repeat is kept short (a tenth to half a second) and repeated many times: this
    virtual machine runs at full speed or at half speed in spells of a fraction of a second
    to a few seconds, and short repeats are what let the best of them land in a full-speed
    spell on both sides. The full run takes about 30 s on 2 cores, the quick one about 5 s.
    """

    single_hands: int = 10_000
    our_passes: int = 20
    pokerkit_passes: int = 3
    from_game_hands: int = 1_000
    batch_hands: int = 1_000_000
    our_engine_hands: int = 600
    pokerkit_engine_hands: int = 300
    ranking_repeats: int = 9
    engine_repeats: int = 12

    def quick(self) -> Sizes:
        return Sizes(
            single_hands=2_000,
            our_passes=10,
            pokerkit_passes=1,
            from_game_hands=300,
            batch_hands=100_000,
            our_engine_hands=200,
            pokerkit_engine_hands=100,
            ranking_repeats=5,
            engine_repeats=5,
        )


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table; ``target`` None means an extra row with no target."""

    what: str
    ours: float
    theirs: float
    target: float | None = None

    @property
    def ratio(self) -> float:
        return self.ours / self.theirs


def format_table(rows: list[Row]) -> str:
    """The aligned table; the verdict column reads PASS or BELOW against the target."""
    header = ("what", "ours", "PokerKit", "ratio", "target")
    lines = []
    for row in rows:
        ratio = row.ratio
        target = ""
        if row.target is not None:
            verdict = "PASS" if ratio >= row.target else "BELOW"
            target = f">= {row.target:g}x  {verdict}"
        lines.append(
            (
                row.what,
                f"{row.ours:,.0f}",
                f"{row.theirs:,.0f}",
                f"{ratio:.1f}x",
                target,
            )
        )
    widths = [max(len(line[i]) for line in [header, *lines]) for i in range(len(header))]

    def render(cells: tuple[str, ...]) -> str:
        what, *numbers, target = cells
        parts = [what.ljust(widths[0])]
        parts += [cell.rjust(width) for cell, width in zip(numbers, widths[1:-1], strict=True)]
        parts.append(target)
        return "   ".join(parts).rstrip()

    rule = "-" * len(render(tuple("-" * w for w in widths)))
    return "\n".join([render(header), rule, *(render(line) for line in lines)])


def _progress(message: str) -> None:
    """Progress goes to stderr so that stdout is only the table and its notes."""
    print(f"  ... {message}", file=sys.stderr, flush=True)


def _ranking(sizes: Sizes) -> dict[str, Rate]:
    """Single-hand ranking (ours, PokerKit's two paths, in turn), then our batch alone."""
    _progress("ranking: single hands, ours and PokerKit in turn")
    rates = measure(
        {
            "ours single": ranking_bench.hand_key_job(
                ranking_bench.our_hands(sizes.single_hands, SEED), sizes.our_passes
            ),
            "PK single": ranking_bench.pokerkit_hand_job(
                ranking_bench.pokerkit_hands(sizes.single_hands, SEED), sizes.pokerkit_passes
            ),
            "PK from_game": ranking_bench.pokerkit_from_game_job(
                ranking_bench.pokerkit_hands(sizes.from_game_hands, SEED, size=7)
            ),
        },
        sizes.ranking_repeats,
    )
    _progress(f"ranking: batch of {sizes.batch_hands:,}")
    batch = ranking_bench.batch_array(sizes.batch_hands, SEED)
    rates |= measure({"ours batch": ranking_bench.rank_batch_job(batch)}, sizes.ranking_repeats)
    return rates


def _engines(sizes: Sizes) -> tuple[dict[str, Rate], dict[str, engine_bench.Shape]]:
    """Both engines in turn each round; ours fixed-limit and PokerKit's next to each other."""
    _progress("engine: ours (three betting structures) and PokerKit (two modes) in turn")
    ours, theirs = sizes.our_engine_hands, sizes.pokerkit_engine_hands
    engines = {
        f"ours {FIXED_LIMIT}": engine_bench.our_job(FIXED_LIMIT, ours, SEED),
        "PK cash-game": engine_bench.pokerkit_job(theirs, SEED),
        f"ours {POT_LIMIT}": engine_bench.our_job(POT_LIMIT, ours, SEED),
        f"ours {NO_LIMIT}": engine_bench.our_job(NO_LIMIT, ours, SEED),
        "PK tournament": engine_bench.pokerkit_job(theirs, SEED, pk.Mode.TOURNAMENT),
    }
    rates = measure({name: e.job for name, e in engines.items()}, sizes.engine_repeats)
    return rates, {name: e.shapes[-1] for name, e in engines.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="less work, noisier figures")
    args = parser.parse_args(argv)
    sizes = Sizes().quick() if args.quick else Sizes()
    started = time.perf_counter()
    rates = _ranking(sizes)
    engine_rates, shapes = _engines(sizes)
    rates |= engine_rates
    elapsed = time.perf_counter() - started

    best = {name: rate.best for name, rate in rates.items()}
    fixed = best[f"ours {FIXED_LIMIT}"]
    rows = [
        Row(
            "ranking, single hand (evals/s)", best["ours single"], best["PK single"], RANKING_TARGET
        ),
        Row(
            f"ranking, batch of {sizes.batch_hands:,} (hands/s)",
            best["ours batch"],
            best["PK single"],
            RANKING_TARGET,
        ),
        Row("ranking, vs PK from_game 2+5 (evals/s)", best["ours single"], best["PK from_game"]),
        Row("engine, fixed-limit (hands/s)", fixed, best["PK cash-game"], ENGINE_TARGET),
        Row("engine, pot-limit (hands/s)", best[f"ours {POT_LIMIT}"], best["PK cash-game"]),
        Row("engine, no-limit (hands/s)", best[f"ours {NO_LIMIT}"], best["PK cash-game"]),
        Row("engine, fixed-limit vs PK tournament mode", fixed, best["PK tournament"]),
    ]
    print(format_table(rows))
    print()
    machine = (
        f"Machine: {os.cpu_count()} CPUs, {platform.machine()} {platform.system()}; Python "
        f"{platform.python_version()} ({platform.python_implementation()}); pokerkit "
        f"{version('pokerkit')}; numpy {np.__version__}; seed {SEED}; "
        f"{'quick' if args.quick else 'full'} run, {elapsed:.0f} s."
    )
    for note in [*_notes(sizes, rates, shapes), machine]:
        print(textwrap.fill(note, width=100, initial_indent="- ", subsequent_indent="  "))
    print("\nEvery game's engine in one run: random legal play, hands per second\n")
    sys.stdout.flush()
    games_bench.main(["--quick"] if args.quick else [])
    print("\nFiddler-Crab game math (no reference library: our figures against the targets)\n")
    sys.stdout.flush()
    status = fiddler_crab_bench.main(["--quick"] if args.quick else [])
    print("\nThe store: commands through the services against raw sqlite3 commits\n")
    sys.stdout.flush()
    status = status or store_bench.main(["--commands", "500"] if args.quick else [])
    print("\nThe console: start-up to the sign-in window, and a keystroke to the repainted table\n")
    sys.stdout.flush()
    status = status or ui_bench.main(["--quick"] if args.quick else [])
    print("\nThe shift report: 10,000 hands from a million, as data and as a PDF file\n")
    sys.stdout.flush()
    status = status or report_bench.main(["--quick"] if args.quick else [])
    print("\nThe floor: N consoles on one PostgreSQL server at a dealer's pace\n")
    sys.stdout.flush()
    status = status or floor_bench.main(["--quick"] if args.quick else [])
    print("\nTables that live for months: open, recall and memory by length of history\n")
    sys.stdout.flush()
    status = status or history_bench.main(["--quick"] if args.quick else [])
    print("\nPlayers: the advantage-play look after each round, and the pit's players views\n")
    sys.stdout.flush()
    return status or ratings_bench.main(["--quick"] if args.quick else [])


def _notes(
    sizes: Sizes, rates: dict[str, Rate], shapes: dict[str, engine_bench.Shape]
) -> list[str]:
    """What each row measured, and the repeat spread, so the table can be read on its own."""
    single = paired_ratio(rates["ours single"], rates["PK single"])
    engine = paired_ratio(rates[f"ours {FIXED_LIMIT}"], rates["PK cash-game"])
    return [
        f"Best of {sizes.ranking_repeats} repeats (ranking) and {sizes.engine_repeats} "
        "(engine) after a warm-up; ours and PokerKit timed in turn within each round; "
        "time.perf_counter, gc on. Cross-check, the median of the per-round ratios: "
        f"single hand {single:.1f}x, engine fixed-limit {engine:.1f}x.",
        "Single hand: ours = casino.games.sekhoma.ranking.hand_key on "
        f"{sizes.single_hands:,} pre-built "
        "6-card Sekhoma hands (tuples of Card); PokerKit = StandardHighHand(cards) on "
        f"{sizes.single_hands:,} pre-built 5-card hands (lists of pokerkit.Card), its "
        "fastest path.",
        "Batch: PokerKit has no batch API, so the batch row sets one "
        "casino.games.sekhoma.ranking.rank_batch call on an (n, 6) numpy array against PokerKit's "
        "single 5-card rate.",
        "from_game: PokerKit's best five of 2 hole + 5 board cards (what a hold'em engine "
        "calls); Sekhoma has no best-of-N step, so ours is the single-hand figure again.",
        "Engine: ours = casino.games.sekhoma.player.simulate("
        "SekhomaRules(cards='shoe', betting=...), "
        f"players=4, hands={sizes.our_engine_hands:,}, churn=0.0) per repeat; PokerKit = "
        f"{sizes.pokerkit_engine_hands:,} fixed-limit 5-card single-draw hands per repeat "
        "(ante 1, bets 2/4, cap 3 raises, draw 0-4, 4 players, 50 big bets) in cash-game "
        "mode, where a free fold is legal as it is in ours. Both pick uniformly among the "
        "legal kinds of action and include their own shuffle.",
        "Pot- and no-limit rows are ours only; their ratio is against PokerKit's "
        "fixed-limit cash-game figure.",
        "PK tournament mode (PokerKit's default, as in the issue's sketch) forbids folding "
        "when checking is free, so its random hands run longer and reach more showdowns: "
        "a different workload, shown for reference only.",
        "Shape (decisions per hand, share of hands reaching a showdown): "
        + "; ".join(
            f"{name} {shape.decisions_per_hand:.2f}, {shape.showdown_share:.0%}"
            for name, shape in shapes.items()
        )
        + ".",
        "Spread per second (best / median): "
        + "; ".join(f"{name} {r.best:,.0f} / {r.median:,.0f}" for name, r in rates.items())
        + ".",
    ]


if __name__ == "__main__":
    sys.exit(main())
