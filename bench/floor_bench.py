"""The floor: N consoles playing N tables on one PostgreSQL server, at a dealer's pace.

One real PostgreSQL server on this machine (``ScratchPostgres``: fsync on, synchronous
commits, its durable defaults; only ``max_connections`` and ``shared_buffers`` raised for a
floor). The soak's tables are made once for the largest N (every registered game in turn,
live and shoe tables), then for each N:

* **consoles**: N simulated consoles, each a thread with its own database engine and its
  own connection to the server, spread over worker processes (about 50 a process, so the
  client's Python is not one interpreter's lock). Each plays its own table through
  ``TableService.submit`` with the game's random legal player, one command every 2 s on
  average (exponential gaps), from a random start. The dealer's sign-in is shared (one
  sign-in, checked by the server at every command as any other).
* **pit overviews**: 5, in a process of their own, each with its own engine and a
  ``Listener`` as a console's ``ui.live.FloorFeed`` has: notices gathered for 100 ms, then
  ``PitQueries.lines`` for the tables announced (the whole floor for "everything").
* **a shift report**: ``reports.export.export_shift`` of the open shift, printed to a PDF
  in the middle of the measured window, in a process of its own.

Printed per N, over the measured window after a warm-up: commands, command latency p50 and
p99 (``submit`` from call to return: the commit and its notice), overview staleness p99
(from a command's return to the first overview read showing that table at that head or
later, over every overview), the server's CPU (every ``postgres`` process's user + system
time over the window, in cores) and the console processes' CPU beside it, the server's
connections, and the report's time. Then the largest N whose command p99 stays under
25 ms.

Figures, not tests: the script exits 0 whatever they are. ``--quick`` runs small N for a
smoke test. Run on its own (``python bench/floor_bench.py``) or as part of ``make bench``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import queue
import random
import resource
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LEVELS = (25, 50, 100, 200, 400)
TARGET_MS = 25.0
MEAN_GAP = 2.0
OVERVIEWS = 5
GATHER = 0.1
CONSOLES_PER_PROCESS = 50
_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True, slots=True)
class Window:
    """Monotonic times (shared by every process on this machine): start playing, start
    measuring, stop."""

    start: float
    measure: float
    stop: float


# -- the consoles ------------------------------------------------------------------------------


def consoles(url: str, table_ids: list[int], actor: tuple[int, str, str, str], seed: int,
             window: Window, out: str, journal: str) -> None:  # fmt: skip
    """A worker process: one thread per console, each playing its table."""
    os.environ["CASINO_JOURNAL"] = journal  # each console machine keeps its own journal
    from casino.services.auth import Actor

    who = Actor(*actor)
    results: list[dict[str, Any]] = []
    lock = threading.Lock()

    def play(table_id: int) -> None:
        found = _console(url, table_id, who, random.Random(seed * 100_003 + table_id), window)
        with lock:
            results.append(found)

    threads = [threading.Thread(target=play, args=(t,)) for t in table_ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps(results))


def _console(url: str, table_id: int, actor: Any, rng: random.Random,
             window: Window) -> dict[str, Any]:  # fmt: skip
    from casino.games import game as game_named
    from casino.services.errors import ConflictError, ServiceError
    from casino.services.tables import TableService
    from casino.store.unit import Database

    db = Database(url)
    tables = TableService(db)
    view = tables.view(table_id)
    db.engine.pool.dispose()  # the read's connection: a playing console holds one, its own
    player = game_named(view.game).player
    state, seq = view.state, view.seq
    latencies: list[float] = []
    commits: list[tuple[int, int, float]] = []
    errors = 0
    _sleep_until(window.start + rng.uniform(0, 2 * MEAN_GAP))
    while time.monotonic() < window.stop:
        command = player(state, rng)
        began = time.monotonic()
        try:
            outcome = tables.submit(actor, table_id, command, uuid.uuid4().hex, expected_seq=seq)
        except (ConflictError, ServiceError):
            errors += 1
            view = tables.view(table_id)
            state, seq = view.state, view.seq
            continue
        done = time.monotonic()
        state, seq = outcome.state, outcome.seq
        if window.measure <= began < window.stop:
            latencies.append((done - began) * 1000)
            commits.append((table_id, seq, done))
        _sleep_until(min(window.stop, done + rng.expovariate(1 / MEAN_GAP)))
    tables.close()
    db.dispose()
    return {"latencies": latencies, "commits": commits, "errors": errors}


def _sleep_until(at: float) -> None:
    left = at - time.monotonic()
    if left > 0:
        time.sleep(left)


# -- the pit overviews ---------------------------------------------------------------------


def overviews(url: str, window: Window, out: str) -> None:
    """A process of ``OVERVIEWS`` pit overviews, each following the notices."""
    reads: list[list[tuple[int, int, float]]] = [[] for _ in range(OVERVIEWS)]
    threads = [
        threading.Thread(target=_overview, args=(url, window, reads[i])) for i in range(OVERVIEWS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps(reads))


def _overview(url: str, window: Window, reads: list[tuple[int, int, float]]) -> None:
    from casino.services import Services
    from casino.store.notices import Listener, Notice
    from casino.store.unit import Database

    db = Database(url)
    pit = Services(db).pit
    heard: queue.Queue[Notice] = queue.Queue()
    listener = Listener(db.engine, heard.put, lambda _live, _why: None)
    listener.start()
    _seen(reads, pit.overview())
    while time.monotonic() < window.stop:
        try:
            first = heard.get(timeout=0.5)
        except queue.Empty:
            continue
        time.sleep(GATHER)
        notices = [first]
        while not heard.empty():
            notices.append(heard.get_nowait())
        if any(n.table_id is None for n in notices):
            _seen(reads, pit.overview())
        else:
            _seen(reads, pit.lines({n.table_id for n in notices if n.table_id is not None}))
    listener.stop()
    db.dispose()


def _seen(reads: list[tuple[int, int, float]], lines: Iterable[Any]) -> None:
    now = time.monotonic()
    reads.extend((line.table_id, line.seq, now) for line in lines)


# -- the shift report ----------------------------------------------------------------------


def report(url: str, at: float, out: str) -> None:
    from casino.store.unit import Database
    from reports.export import export_shift

    _sleep_until(at)
    db = Database(url)
    began = time.monotonic()
    exported = export_shift(db, "latest", Path(out).with_suffix(".pdf"))
    ended = time.monotonic()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    Path(out).write_text(json.dumps({
        "seconds": ended - began, "pages": exported.pages, "span": [began, ended],
        "cpu": usage.ru_utime + usage.ru_stime,
    }))  # fmt: skip
    db.dispose()


# -- the server ----------------------------------------------------------------------------


def server_cpu() -> dict[int, float]:
    """CPU seconds (user + system) of every running ``postgres`` process, by process."""
    return {pid: _cpu(pid) for pid, name in _processes() if name == "postgres"}


def _used(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds used between two readings by the processes alive at the second (one that
    started meanwhile counts whole; one that ended meanwhile, a connection of the set-up,
    is left out rather than counted negative)."""
    return sum(cpu - before.get(pid, 0.0) for pid, cpu in after.items())


def _processes() -> list[tuple[int, str]]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                found.append((int(entry), Path(f"/proc/{entry}/comm").read_text().strip()))
            except OSError:
                continue
    return found


def _cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICKS


def _children_cpu(pids: list[int]) -> dict[int, float]:
    """CPU seconds of the benchmark's own processes still running, by process (the report's
    is read when it has ended: see ``report``)."""
    return {pid: cpu for pid in pids if (cpu := _cpu(pid)) > 0}


# -- one level -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Level:
    consoles: int
    commands: int
    p50: float
    p99: float
    quiet_p99: float
    """p99 of the commands that did not overlap the shift report's printing."""
    stale_p99: float
    unseen: int
    server_cores: float
    client_cores: float
    connections: int
    report_seconds: float | None
    errors: int


def run_level(url: str, tables: list[int], actor: tuple[int, str, str, str], seconds: float,
              warmup: float, folder: Path, seed: int) -> Level:  # fmt: skip
    import psycopg

    from casino.store.notices import conninfo
    from casino.store.unit import Database

    n = len(tables)
    context = multiprocessing.get_context("spawn")
    start = time.monotonic() + 6 + n / 40  # the processes import and connect meanwhile
    window = Window(start, start + warmup, start + warmup + seconds)
    procs = []
    chunks = max(1, math.ceil(n / CONSOLES_PER_PROCESS))
    outs = []
    for i in range(chunks):
        part = tables[i::chunks]
        out = folder / f"consoles-{n}-{i}.json"
        outs.append(out)
        procs.append(context.Process(target=consoles, args=(
            url, part, actor, seed, window, str(out),
            str(folder / f"journal-{i}.log"))))  # fmt: skip
    view_out = folder / f"overviews-{n}.json"
    procs.append(context.Process(target=overviews, args=(url, window, str(view_out))))
    report_out = folder / f"report-{n}.json"
    middle = window.measure + seconds / 2
    procs.append(context.Process(target=report, args=(url, middle, str(report_out))))
    for proc in procs:
        proc.start()
    pids = [p.pid for p in procs if p.pid is not None]
    _sleep_until(window.measure)
    cpu_server, cpu_clients, t0 = server_cpu(), _children_cpu(pids), time.monotonic()
    _sleep_until(middle)
    engine = Database(url).engine
    with psycopg.connect(conninfo(engine), autocommit=True) as conn:
        row = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE backend_type = "
                           "'client backend'").fetchone()  # fmt: skip
        connections = int(row[0]) if row else 0
    engine.dispose()
    _sleep_until(window.stop)
    elapsed = time.monotonic() - t0
    cores_server = _used(cpu_server, server_cpu()) / elapsed
    clients_used = _used(cpu_clients, _children_cpu(pids))
    for proc in procs:
        proc.join(120)
    latencies: list[float] = []
    commits: list[tuple[int, int, float]] = []
    errors = 0
    for out in outs:
        for console in json.loads(out.read_text()) if out.exists() else []:
            latencies += console["latencies"]
            commits += [tuple(c) for c in console["commits"]]
            errors += console["errors"]
    reads = json.loads(view_out.read_text()) if view_out.exists() else []
    stale, unseen = staleness(commits, reads)
    found = json.loads(report_out.read_text()) if report_out.exists() else None
    cores_clients = (clients_used + (found["cpu"] if found else 0.0)) / elapsed
    span = found["span"] if found else [math.inf, math.inf]
    quiet = [ms for ms, (_t, _s, done) in zip(latencies, commits, strict=True)
             if done < span[0] or done - ms / 1000 > span[1]]  # fmt: skip
    return Level(
        n, len(latencies), percentile(latencies, 50), percentile(latencies, 99),
        percentile(quiet, 99),
        percentile(stale, 99), unseen, cores_server, cores_clients, connections,
        found["seconds"] if found else None, errors,
    )  # fmt: skip


def staleness(commits: list[tuple[int, int, float]],
              overviews_read: list[list[list[float]]]) -> tuple[list[float], int]:  # fmt: skip
    """For each command and each overview: the time from the command's return to that
    overview's first read of the table at that head or later (0 when it had already read
    it); and how many such pairs were never seen before the end."""
    stale: list[float] = []
    unseen = 0
    for reads in overviews_read:
        by_table: dict[int, list[tuple[float, int]]] = {}
        for table_id, seq, at in reads:
            by_table.setdefault(int(table_id), []).append((at, int(seq)))
        for table_id, seq, done in commits:
            first = next((at for at, s in by_table.get(table_id, []) if s >= seq), None)
            if first is None:
                unseen += 1
            else:
                stale.append(max(0.0, first - done) * 1000)
    return stale, unseen


def percentile(values: list[float], p: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(p / 100 * len(ordered)) - 1)]


# -- the run -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(map(str, LEVELS)),
                        help="consoles per level, comma-separated")  # fmt: skip
    parser.add_argument("--seconds", type=float, default=20.0, help="measured per level")
    parser.add_argument("--warmup", type=float, default=4.0)
    parser.add_argument("--quick", action="store_true", help="10 and 25 consoles, 6 s each")
    args = parser.parse_args(argv)
    levels = [10, 25] if args.quick else [int(n) for n in args.levels.split(",")]
    seconds = 6.0 if args.quick else args.seconds
    folder = Path(tempfile.mkdtemp(prefix="casino-floor-"))
    os.environ.setdefault("CASINO_SEAL_KEY_FILE", str(folder / "seal.key"))
    os.environ["CASINO_JOURNAL"] = str(folder / "journal.log")

    from casino.services import Services, soak
    from casino.store import migrate
    from casino.store.scratch_postgres import ScratchPostgres
    from casino.store.unit import Database

    # Each console opens a second connection for its first read (then lets it go): room for
    # every console starting at once, the overviews, the report and this script.
    settings = {"max_connections": str(2 * max(levels) + 100), "shared_buffers": "256MB"}
    try:
        server = ScratchPostgres(settings=settings).start()
    except Exception as exc:  # no server here: say why, and do not fail the bench
        print(f"floor benchmark skipped: PostgreSQL could not start ({exc})")
        return 0
    try:
        url = server.create_database("floor")
        began = time.monotonic()
        db = Database(url)
        migrate.upgrade(db.engine)
        services = Services(db)
        dealer, tables = soak.prepare(services, max(levels))
        actor = (dealer.user_id, dealer.name, dealer.role, dealer.token)
        db.dispose()
        print(f"{max(levels)} tables made and opened in {time.monotonic() - began:.0f} s "
              f"(PostgreSQL {server.settings}); each level: {args.warmup:.0f} s warm-up, "
              f"{seconds:.0f} s measured\n")  # fmt: skip
        sys.stdout.flush()
        rows = []
        for n in levels:
            level = run_level(url, [t.id for t in tables[:n]], actor, seconds, args.warmup,
                              folder, seed=n)  # fmt: skip
            rows.append(level)
            print(format_row(level) if len(rows) > 1 else header() + "\n" + format_row(level))
            sys.stdout.flush()
        for label, quiet in (("", False), (" outside the report", True)):
            passing = [r.consoles for r in rows
                       if (r.quiet_p99 if quiet else r.p99) < TARGET_MS]  # fmt: skip
            best = max(passing) if passing else None
            print(f"Largest N with command p99{label} under {TARGET_MS:.0f} ms: "
                  f"{best if best is not None else 'none measured'} (of {levels}); "
                  f"{os.cpu_count()} CPUs.")  # fmt: skip
        print("\nclients: the CPU of every console, overview and report process, in cores; "
              "db: of every postgres process; unseen: command x overview pairs not yet read "
              "when the window closed; quiet p99: commands that did not overlap the report.")
    finally:
        server.stop()
    return 0


def header() -> str:
    return (
        f"{'N':>5} {'cmds':>6} {'p50 ms':>7} {'p99 ms':>7} {'quiet p99':>9} {'stale p99':>10} "
        f"{'unseen':>6} {'db cores':>8} {'clients':>8} {'conns':>5} {'report s':>8} "
        f"{'errors':>6}"
    )


def format_row(level: Level) -> str:
    report_s = "-" if level.report_seconds is None else f"{level.report_seconds:.2f}"
    return (
        f"{level.consoles:>5} {level.commands:>6} {level.p50:>7.1f} {level.p99:>7.1f} "
        f"{level.quiet_p99:>9.1f} {level.stale_p99:>8.0f}ms {level.unseen:>6} "
        f"{level.server_cores:>8.2f} {level.client_cores:>8.2f} {level.connections:>5} "
        f"{report_s:>8} {level.errors:>6}"
    )


if __name__ == "__main__":
    sys.exit(main())
