"""Tables that live for months: opening a table, recalling a hand and the console's memory,
for a table of 10 k, 100 k and 1 M events, from its snapshots and from the first event.

The database is a SQLite file built once under ``bench/.data/`` (git-ignored) with its own
site key beside it: three tables of the soak's first game (its rules for them) played through
``TableService.submit`` with the game's random legal player until each holds its size of
events, snapshots kept as play goes (``casino.store.snapshots``). The build writes with
``synchronous=OFF`` (a bench's data, not a casino's: it only saves the build's time); every
measurement opens it as the console does.

Each measurement runs in a fresh process (so its resident memory is the console's, not the
builder's): ``TableService.view`` (a console opening the table: its record checked from the
newest proven snapshot, and folded), then ``RecallQueries.hand`` of the last finished hand,
each timed on a new service after one untimed first use of the code; then the process's
peak resident memory (``ru_maxrss``). The same again
with snapshots passed over (every fold from the first event), which is what this release
did before. Figures, not tests: exits 0 whatever they are.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

SIZES = (10_000, 100_000, 1_000_000)
DATA = Path(__file__).resolve().parent / ".data"


def _env(folder: Path) -> None:
    os.environ["CASINO_SEAL_KEY_FILE"] = str(folder / "history.key")
    os.environ["CASINO_JOURNAL"] = str(folder / "history-journal.log")


def build(path: Path, sizes: tuple[int, ...], say: Any = print) -> list[tuple[int, int]]:
    """The tables (id, events), made and played to their sizes (kept from an earlier run)."""
    from sqlalchemy import event, func, select

    from casino.games import game, games
    from casino.services import Services, soak
    from casino.services.errors import ConflictError
    from casino.store import migrate
    from casino.store import models as m
    from casino.store.unit import Database

    db = Database(f"sqlite:///{path}", create=True)

    @event.listens_for(db.engine, "connect")
    def _fast(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.execute("PRAGMA synchronous=OFF")

    db.engine.dispose()
    migrate.upgrade(db.engine)
    services = Services(db)
    cycle = len([g for g in games().values() if g.demo.soak_rules is not None])
    dealer, tables = soak.prepare(services, cycle * (len(sizes) - 1) + 1)
    sekhoma = tables[::cycle]  # the soak deals each game in turn: the first game's tables
    rng = random.Random(2026)
    found = []
    for table, size in zip(sekhoma, sizes, strict=False):
        spec = game(table.game)
        seq, state = table.seq, table.state
        began, last_said = time.monotonic(), 0
        while seq < size:
            command = spec.demo.player(state, rng)
            try:
                outcome = services.tables.submit(
                    dealer, table.id, command, uuid.uuid4().hex, expected_seq=seq
                )
            except ConflictError:
                view = services.tables.view(table.id)
                seq, state = view.seq, view.state
                continue
            seq, state = outcome.seq, outcome.state
            if seq - last_said >= 50_000:
                last_said = seq
                say(f"  {table.name}: {seq:,} events ({time.monotonic() - began:.0f} s)")
        with db.read() as session:
            events = session.scalar(
                select(func.count()).select_from(m.Event).where(m.Event.table_id == table.id)
            )
        found.append((table.id, int(events or 0)))
    services.tables.close()
    db.dispose()
    return found


def measure(path: Path, table_id: int, snapshots_on: bool) -> dict[str, float]:
    """In this (fresh) process: open the table, recall its last finished hand."""
    from casino.services.tables import TableService
    from casino.services.tables.recall import RecallQueries
    from casino.store import snapshots
    from casino.store.unit import Database

    if not snapshots_on:
        snapshots.newest = lambda *_a, **_k: snapshots.Found(None)
    db = Database(f"sqlite:///{path}")
    TableService(db).view(table_id)  # the code's first use (imports, the rules' caches)
    began = time.perf_counter()
    view = TableService(db).view(table_id)  # a console opening the table: nothing cached
    load = time.perf_counter() - began
    assert view.stopped is None, view.stopped
    last = next(line for line in RecallQueries(db).hands(table_id, 3) if not line.in_play)
    RecallQueries(db).hand(table_id, last.number)
    began = time.perf_counter()
    RecallQueries(db).hand(table_id, last.number)
    recalled = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB -> MiB
    return {"load": load, "recall": recalled, "rss": peak, "seq": view.seq}


def _child(path: Path, table_id: int, snapshots_on: bool) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, __file__, "--measure", str(path), str(table_id),
         "on" if snapshots_on else "off"],
        capture_output=True, text=True, check=True, env=os.environ.copy(),
    )  # fmt: skip
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tables of 2 k and 10 k events")
    parser.add_argument("--measure", nargs=3, metavar=("DB", "TABLE", "SNAPSHOTS"),
                        help=argparse.SUPPRESS)  # fmt: skip
    args = parser.parse_args(argv)
    DATA.mkdir(exist_ok=True)
    _env(DATA)
    if args.measure:
        path, table, on = args.measure
        print(json.dumps(measure(Path(path), int(table), on == "on")))
        return 0
    sizes = (2_000, 10_000) if args.quick else SIZES
    path = DATA / ("history-quick.db" if args.quick else "history.db")
    began = time.monotonic()
    tables = build(path, sizes)
    print(f"tables built or found in {time.monotonic() - began:.0f} s ({path})\n")
    print(f"{'events':>10} {'open ms':>9} {'recall ms':>10} {'RSS MiB':>8}   "
          f"{'open ms':>9} {'recall ms':>10} {'RSS MiB':>8}")  # fmt: skip
    print(f"{'':>10} {'from the snapshot':^29}   {'from the first event':^29}")
    for table_id, events in tables:
        fast, slow = _child(path, table_id, True), _child(path, table_id, False)
        print(
            f"{events:>10,} {fast['load'] * 1000:>9.0f} {fast['recall'] * 1000:>10.0f} "
            f"{fast['rss']:>8.0f}   {slow['load'] * 1000:>9.0f} "
            f"{slow['recall'] * 1000:>10.0f} {slow['rss']:>8.0f}"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
