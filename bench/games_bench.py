"""Every registered game's random legal play through its pure engine, side by side in one
run: hands (deals) per second, commands per hand and events per hand, so a new game's engine
is read beside the ones already on the floor. Then each game's exact odds where it has them
as a ``casino odds --game`` command (Seka: every profile), with the time each takes.

A hand is counted when the engine's ``hands_dealt`` moves; a Seka svara re-deal belongs to its
hand, so a hand with two svaras is one hand of three deals. The player is the game's own
(``spec.player``, a command as a console sends it) with the console's draw filled in
(``spec.fill_random``): the same commands the soak sends, without the database.

``python bench/games_bench.py [--quick]``; printed by ``make bench``.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import time
from typing import Any

from timing import Job, measure

from casino.games import Game as GameSpec
from casino.games import games

SEED = 20_261_124
DRAWN_BY_THE_CONSOLE = (("cards", "shoe"), ("dice", "electronic"))
"""A house rule that says who draws, and its value where the console does."""


def play(spec: GameSpec, hands: int, seed: int, rules: Any = None) -> tuple[int, int]:
    """Play until ``hands`` hands are dealt and finished: (commands, events)."""
    rng = random.Random(seed)
    state = spec.engine.new_table(rules if rules is not None else spec.rules_type())
    commands = events = 0
    while spec.engine.phase(state).hands_dealt < hands or not spec.between(state):
        command = spec.equipment.fill_random(state, spec.demo.player(state, rng), rng)
        state, happened = spec.engine.decide(state, command)  # the state it folded deciding
        commands += 1
        events += len(happened)
    return commands, events


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    hands = 300 if args.quick else 1_500
    repeats = 3 if args.quick else 7
    # Each game under its default rules, and a game whose default is a live table also at a
    # table where the console draws: a shoe, where the engine deals and plays every card (a
    # live trick game's deal is one entered result; its shoe deal is every card played), or
    # electronic dice. A game without cards (or dice) leaves that rule out of its rules
    # (``UNUSED``), and refuses a value for it.
    cases: dict[str, tuple[GameSpec, Any]] = {}
    for spec in games().values():
        rules = spec.rules_type()
        cases[spec.title] = (spec, rules)
        for name, drawn in DRAWN_BY_THE_CONSOLE:
            if name in rules.UNUSED or getattr(rules, name, drawn) in (drawn, None):
                continue
            cases[f"{spec.title} {drawn}"] = (spec, rules.replace(**{name: drawn}))
    shapes = {name: play(spec, hands, SEED, rules) for name, (spec, rules) in cases.items()}
    rates = measure(
        {name: Job(lambda spec=spec, rules=rules: play(spec, hands, SEED, rules), hands,
                   lambda spec=spec, rules=rules: play(spec, 30, SEED + 1, rules))
         for name, (spec, rules) in cases.items()},
        repeats,
    )
    print(f"{'game':<20}{'hands/s (best)':>16}{'median':>10}{'commands/hand':>15}"
          f"{'events/hand':>13}")
    for name, rate in rates.items():
        commands, events = shapes[name]
        print(f"{name:<20}{rate.best:>16,.0f}{rate.median:>10,.0f}"
              f"{commands / hands:>15.1f}{events / hands:>13.1f}")
    print(f"({hands:,} hands per repeat, best of {repeats}, seed {SEED}; a trick game's hand "
          "is a deal)")
    _odds_timings()
    return 0


def _odds_timings() -> None:
    """``casino odds --game seka --json`` for each profile, timed in a fresh process's way:
    the profile's tables are cleared first so each figure includes building them."""
    from casino.cli import main as casino

    if "seka" not in games():
        return
    from casino.games.seka import odds as seka_odds
    from casino.games.seka import values as seka_values

    print("\ncasino odds --game seka (exact, by enumeration), each profile from cold:")
    cases: list[tuple[str, list[str]]] = [
        ("seka-36", []),
        ("seka-sixes", ["--profile", "seka-sixes"]),
        ("svara-32", ["--profile", "svara-32"]),
        ("seka-russian 24", ["--profile", "seka-russian", "--pack", "24"]),
        ("seka-russian 36", ["--profile", "seka-russian", "--pack", "36"]),
        ("seka-russian 52", ["--profile", "seka-russian", "--pack", "52"]),
        ("seka-russian 52+JK", ["--profile", "seka-russian", "--pack", "52", "--joker", "real"]),
    ]
    for label, options in cases:
        seka_values.values_of.cache_clear()
        seka_odds.odds.cache_clear()
        out: Any = io.StringIO()
        saved = sys.stdout
        sys.stdout = out
        started = time.perf_counter()
        try:
            casino(["odds", "--game", "seka", *options, "--json"])
        finally:
            sys.stdout = saved
        seconds = time.perf_counter() - started
        text = out.getvalue()
        svara = text.split('"svara_two_players": "')[1].split('"')[0]
        hands = text.split('"hands": ')[1].split(",")[0]
        print(f"  {label:<20}{int(hands):>8,} hands  svara {svara:<16}{seconds:>7.3f} s")


if __name__ == "__main__":
    raise SystemExit(main())
