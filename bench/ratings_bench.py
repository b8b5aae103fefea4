"""Players (issue 22): what the advantage-play check costs a dealer after each round, and how
long the pit's players views take to read.

A Fiddler-Crab shoe table on a fresh SQLite database (WAL, as the console keeps it) with all
seven seats taken by rated players who stay the whole run: a skilled player, a copier and
five who play best every other round. The players never leave, so each round's check reads
visits that grow by one round a round: the worst case for ``AdvantageWatch.after_round``.
Timed, through the services:

* every command of a round (bet, start, seven splits, the dealer), and the settle apart,
  which asks the watch's thread for the look and does not wait for it;
* the look itself, 10, 100 and ``--rounds`` rounds into the visits: a round's (the rows the
  round wrote, over the rows held) and a console's first (the open visits read whole);
* the pit's reads at the end: the shift's top players (``top_players``), the shift's slips
  (``shift_slips``), and one player's page (``player_page``).

Figures, not tests. ``python bench/ratings_bench.py [--rounds N]``, or part of ``make bench``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

from casino.games import game as game_named
from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.skill import best_pair
from casino.games.fiddler_crab.math.splits import split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import PlaceBet, SetDealerHand, SetHand, Settle, StartRound
from casino.games.seating import SeatPlayer
from casino.services import Services
from casino.services.users.auth import Signature
from casino.store import migrate
from casino.store.unit import Database

RULES = FiddlerCrabRules(cards="shoe")
USERS = (("Ada Admin", "admin", "864213"), ("Bea Boss", "pit_boss", "735195"),
         ("Dan Dealer", "dealer", "4826"))  # fmt: skip
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered) * 1000:6.1f} ms  p99 {p99 * 1000:6.1f} ms"


def run(rounds: int, folder: Path) -> None:
    db = Database(f"sqlite:///{folder / 'ratings.db'}")
    migrate.upgrade(db.engine)
    services = Services(db)
    services.auth.seed(USERS)
    boss = services.auth.login("Bea Boss", "735195", "bench")
    dealer = services.auth.login("Dan Dealer", "4826", "bench")
    version = services.rules.publish(boss, RULES, "bench", approved_by=Signature(*USERS[0][::2]))
    table = services.tables.create_table(boss, "fiddler-crab", "FC-B", version)
    shift = services.shifts.open_shift(boss, "Bench")
    services.tables.open_table(boss, table, shift, OPENER, Signature(*USERS[2][::2]))
    for seat in range(1, 8):
        services.players.enrol(boss, f"{seat}00", f"Player {seat}")

    def send(command: object) -> tuple[object, float]:
        seq = services.tables.view(table).seq
        began = time.perf_counter()
        outcome = services.tables.submit(dealer, table, command, uuid.uuid4().hex,
                                         expected_seq=seq)  # fmt: skip
        return outcome.state, time.perf_counter() - began

    for seat in range(1, 8):
        send(SeatPlayer(seat, f"#{seat}00", 10_000_000))
    others: list[float] = []
    settles: list[float] = []
    checks: dict[int, float] = {}
    cold: dict[int, float] = {}
    watch = services.tables.advantage
    game = game_named("fiddler-crab")
    for number in range(1, rounds + 1):
        for seat in range(1, 8):
            others.append(send(PlaceBet(seat, 1_000))[1])
        state, took = send(StartRound())
        others.append(took)
        dealt = dict(zip(state.round.seats, state.round.dealt, strict=True))  # type: ignore[attr-defined]
        for seat, cards in dealt.items():
            best = seat == 1 or (seat > 2 and number % 2)
            large, small = (
                split_to_pair(cards, best_pair(RULES, INDEX[vector_of_cards(cards)]))
                if best else dealer_split(RULES, cards)
            )  # fmt: skip
            others.append(send(SetHand(seat, large, small))[1])
        others.append(send(SetDealerHand())[1])
        settles.append(send(Settle())[1])
        if number in (10, 100, rounds):
            watch.wait()
            began = time.perf_counter()
            watch.check(db, table, game)  # the round's look: the rows it wrote
            checks[number] = time.perf_counter() - began
            watch.forget()  # a console that starts now reads the visits whole, once
            began = time.perf_counter()
            watch.check(db, table, game)
            cold[number] = time.perf_counter() - began
    print(f"  {rounds} rounds, 7 rated players seated throughout (SQLite, WAL)")
    print(f"  the dealer's other commands  {_ms(others)}")
    print(f"  the settle                   {_ms(settles)}")
    for number, took in checks.items():
        print(f"  {number:4d} rounds into the visits: a round's look {took * 1000:6.1f} ms, "
              f"a console's first {cold[number] * 1000:6.1f} ms (on the watch's thread)")
    for label, call in (
        ("top players of the shift", lambda: services.ratings.top_players(boss, shift)),
        ("the shift's slips", lambda: services.ratings.shift_slips(shift, boss)),
        ("one player's page", lambda: services.ratings.player_page(boss, "100")),
    ):
        began = time.perf_counter()
        call()
        print(f"  {label:27s} {(time.perf_counter() - began) * 1000:8.1f} ms")
    flags = services.ratings.flags(boss)
    print(f"  flags raised: {len(flags)} (seats {sorted(f.seat for f in flags)})")
    db.dispose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="40 rounds")
    args = parser.parse_args(argv)
    print("Players: the advantage-play check and the pit's reads (bench/ratings_bench.py)")
    with tempfile.TemporaryDirectory() as folder:
        run(40 if args.quick else args.rounds, Path(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
