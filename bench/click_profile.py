"""Where a click's CPU goes: one console in this process plays the floor's tables (every
registered game in turn, as ``floor_bench`` makes them) on a scratch PostgreSQL (or SQLite
with ``--sqlite``), each click ``tables.submit`` and its redraw as the table screen does it
(``floor_bench.redraw_figures``), under ``cProfile``; then prints the round trips and CPU
per click (``trips``) and the functions that took the time, by own time and by cumulative
time, with the share of the clicks' CPU each took (the profiler's clock is this thread's CPU
time, so waiting for the database counts for nothing).

    python bench/click_profile.py [--clicks 400] [--tables 12] [--sqlite] [--top 30]

Figures, not tests: exits 0 whatever they are. The profiler slows Python calls, so the CPU
per click it prints is above the floor bench's; the shares are what it is for.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

import trips
from floor_bench import redraw_figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=400, help="profiled clicks")
    parser.add_argument("--warm", type=int, default=60, help="unprofiled clicks first")
    parser.add_argument("--tables", type=int, default=12, help="soak tables played in turn")
    parser.add_argument("--sqlite", action="store_true", help="SQLite instead of PostgreSQL")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="casino-click-profile-"))
    os.environ.setdefault("CASINO_SEAL_KEY_FILE", str(folder / "seal.key"))
    os.environ["CASINO_JOURNAL"] = str(folder / "journal.log")
    trips.install()

    from casino.games import game as game_named
    from casino.services import Services, soak
    from casino.services.errors import ServiceError
    from casino.store import migrate
    from casino.store.scratch_postgres import start_or_reason
    from casino.store.unit import Database

    server = None
    if args.sqlite:
        url = f"sqlite:///{folder / 'casino.db'}"
    else:
        server, url = start_or_reason("click_profile")
        if server is None:
            print(f"PostgreSQL could not start ({url}); try --sqlite")
            return 0
    try:
        db = Database(url)
        migrate.upgrade(db.engine)
        services = Services(db)
        dealer, tables = soak.prepare(services, args.tables)
        sessions = {t.id: services.tables.view(t.id).session_id for t in tables}
        players = {t.id: game_named(t.game).demo.player for t in tables}
        rng = random.Random(11)
        clicks: list[tuple[int, float]] = []
        refused: list[str] = []

        def click(number: int, keep: bool, profile: cProfile.Profile | None = None) -> None:
            table = tables[number % len(tables)]
            command = players[table.id](table.state, rng)  # the dealer's choice: not timed
            cpu = time.thread_time()
            if profile is not None:
                profile.enable()
            with trips.counting() as tally:
                try:
                    outcome = services.tables.submit(
                        dealer, table.id, command, uuid.uuid4().hex, expected_seq=table.seq
                    )
                except ServiceError as exc:
                    if profile is not None:
                        profile.disable()
                    refused.append(f"{type(exc).__name__}: {exc}"[:160])
                    view = services.tables.view(table.id)
                    table.seq, table.state = view.seq, view.state
                    return
                redraw_figures(services.seat_figures, outcome, table.id, sessions[table.id])
            if profile is not None:
                profile.disable()
            table.seq, table.state = outcome.seq, outcome.state
            if keep:
                clicks.append((tally.trips, (time.thread_time() - cpu) * 1000))

        for number in range(args.warm):
            click(number, keep=False)
        profile = cProfile.Profile(time.thread_time)  # CPU, not the waits for the database
        for number in range(args.warm, args.warm + args.clicks):
            click(number, keep=True, profile=profile)
        services.tables.close()
        db.dispose()
    finally:
        if server is not None:
            server.stop()

    n = len(clicks)
    cpu = sorted(c[1] for c in clicks)
    print(f"{n} clicks (submit and redraw) on {'SQLite' if args.sqlite else 'PostgreSQL'}, "
          f"{args.tables} tables of {len({t.game for t in tables})} games in turn: "
          f"{sum(c[0] for c in clicks) / max(1, n):.1f} round trips per click, CPU per click "
          f"{cpu[n // 2]:.2f} ms median under the profiler; {len(refused)} refused"
          + (f" (the first: {refused[0]})" if refused else ""))  # fmt: skip
    stats = pstats.Stats(profile)
    total = stats.total_tt  # type: ignore[attr-defined]
    for key, title in (("tottime", "own time"), ("cumulative", "cumulative time")):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(key).print_stats(args.top)
        print(f"\n-- by {title} (of {total:.2f} s profiled; share of it in the first column)")
        for line in out.getvalue().splitlines():
            parts = line.split(None, 5)
            try:
                seconds = float(parts[1] if key == "tottime" else parts[3])
            except (IndexError, ValueError):
                seconds = None
            if len(parts) == 6 and seconds is not None:
                print(f"{seconds / total:6.1%}  {line}")
            elif line.strip().startswith("ncalls"):
                print(f"{'share':>6}  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
