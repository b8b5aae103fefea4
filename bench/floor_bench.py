"""The floor: N consoles playing N tables on one PostgreSQL server, at a dealer's pace.

One real PostgreSQL server on this machine (``ScratchPostgres``: fsync on, synchronous
commits, its durable defaults; only ``max_connections`` and ``shared_buffers`` raised for a
floor). The soak's tables are made once for the largest N (every registered game in turn,
live and shoe tables), then for each N:

* **consoles**: N simulated consoles, each a thread with its own database engine and its
  own connection to the server, spread over worker processes (about 50 a process, so the
  client's Python is not one interpreter's lock). Each plays its own table with the game's
  random legal player, one click every 2 s on average (exponential gaps), from a random
  start. A click is what the console does for a dealer's key: ``tables.submit``, then the
  redraw's seat figures as ``ui.table_screen`` gets them (``redraw_figures``: those the
  ``Outcome`` carries where the services send them, else ``seat_figures.figures`` at the
  outcome's state and sequence number; a time charge's dues come from the state, no read).
  The dealer's sign-in is shared (one sign-in, checked by the server at every command as
  any other).
* **pit overviews**: 5, in a process of their own, each with its own engine and a
  ``Listener`` as a console's ``ui.live.FloorFeed`` has: notices gathered for 100 ms, then
  ``PitQueries.lines`` for the tables announced (the whole floor for "everything").
* **a shift report**: ``reports.export.export_shift`` of the open shift, printed to a PDF
  in the middle of the measured window, in a process of its own.

Printed per N, over the measured window after a warm-up: commands, click latency p50 and
p99 (submit and redraw, from the call to the figures in hand; the submit alone beside it),
the database round trips per click of whoever runs the services and their CPU per click
(median: this thread's, the console's in direct mode, the server worker's on a floor),
counted by ``trips.py`` in the driver, overview staleness p99
(from a command's return to the first overview read showing that table at that head or
later, over every overview), the server's CPU (every ``postgres`` process's user + system
time over the window, in cores) and the console processes' CPU beside it, the server's
connections, and the report's time; the commands sent against those scheduled (one every
2 s a console). Then the largest N whose click p99 stays under 25 ms, and a summary.

Before the levels, a cross-check of the counted round trips: one console alone plays 40
clicks; the round trips ``trips`` counted on its thread and in its whole process are printed
beside libpq's own trace of its connections (``PQtrace``) and PostgreSQL's counts
(``pg_stat_statements`` top-level statements, ``pg_stat_database`` transactions).
``--count`` also lists a click's statements by their opening words.

``--via server`` runs the same floor through the floor server instead (``floor_remote.py``):
one ``casino serve`` subprocess on the scratch database, one enrolled identity, dealer and
TLS link per console, the overviews told of changes by the server's pushes, the report
printed as a floor console prints it; and prints besides the console-to-server round trips
per click, the database's statements and transactions per command (``pg_stat_statements``,
``pg_stat_database``) and the ``casino serve`` process's CPU per command. The server runs
under ``floor_serve.py``, which counts each call's round trips and CPU inside it (a click's
submit and the redraw's figures after it on the same console's link); ``--count`` prints
its per-call table, ``--profile`` samples where its threads are busy. ``--via both`` runs
each level both ways. ``bench/before_after.sh REV`` runs this on an old revision and on
this tree back to back.

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
import shutil
import signal
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LEVELS = (50, 200, 400)
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

    @property
    def middle(self) -> float:
        """When the shift report starts printing."""
        return self.measure + (self.stop - self.measure) / 2


@dataclass(frozen=True, slots=True)
class Gate:
    """How the bench's processes start together: each console (and the overviews and the
    report) says it is ready once set up (``arrived``), and waits for the window the bench
    sets when all are, or when it stops waiting for the late (``window``). Made by
    ``multiprocessing``'s context, handed to the processes as they start."""

    ready: Any
    """A shared count of the ready."""
    times: Any
    """A shared array: start, measure, stop (all 0 until set)."""

    def arrived(self) -> None:
        with self.ready.get_lock():
            self.ready.value += 1

    def window(self) -> Window:
        while self.times[2] <= 0:
            time.sleep(0.02)
        return Window(self.times[0], self.times[1], self.times[2])

    def open(self, warmup: float, seconds: float) -> Window:
        """The window, from now (a second for every waiting thread to see it first)."""
        start = time.monotonic() + 1.0
        self.times[0], self.times[1] = start, start + warmup
        self.times[2] = start + warmup + seconds
        return Window(self.times[0], self.times[1], self.times[2])


# -- the consoles ------------------------------------------------------------------------------


def consoles(url: str, table_ids: list[int], actor: tuple[int, str, str, str], seed: int,
             gate: Gate, out: str, journal: str) -> None:  # fmt: skip
    """A worker process: one thread per console, each playing its table. Besides each
    console's figures it writes this process's own over the measured window: its CPU and
    every thread's database round trips (``trips.TOTAL``), so work the services do off the
    console's thread (a journal or notice thread) is counted too."""
    os.environ["CASINO_JOURNAL"] = journal  # each console machine keeps its own journal
    import trips

    trips.install()
    from casino.services.users.auth import Actor

    who = Actor(*actor)
    results: list[dict[str, Any]] = []
    lock = threading.Lock()

    def play(table_id: int) -> None:
        try:
            found = _console(url, table_id, who, random.Random(seed * 100_003 + table_id), gate)
        except Exception as exc:  # a console that could not start: said, not hidden
            gate.arrived()  # not to be waited for
            found = {"latencies": [], "commits": [], "errors": 0, "late": 1,
                     "failed": f"{type(exc).__name__}: {exc}"[:300]}  # fmt: skip
        with lock:
            results.append(found)

    threads = [threading.Thread(target=play, args=(t,)) for t in table_ids]
    for thread in threads:
        thread.start()
    process = _process_window(gate.window())
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps({"consoles": results, "process": process}))


def _process_window(window: Window) -> dict[str, Any]:
    """This process's CPU seconds and round trips between ``window.measure`` and
    ``window.stop`` (read by this thread at those times)."""
    import trips

    _sleep_until(window.measure)
    cpu0, trips0 = time.process_time(), trips.total()
    _sleep_until(window.stop)
    used = trips.total().minus(trips0)
    return {"cpu": time.process_time() - cpu0, "trips": used.trips, "kinds": dict(used.kinds)}


def redraw_figures(seat_figures: Any, outcome: Any, table_id: int,
                   session_id: int | None) -> Any:  # fmt: skip
    """The seat figures a console's screen shows after ``outcome``, as ``ui.table_screen``
    gets them: those the outcome carries (``Outcome.figures``, where the services send
    them), else read as ``show_figures`` reads them (``seat_figures.figures`` at the state
    and sequence number the outcome left). A refusal leaves them empty, as on the screen."""
    carried = getattr(outcome, "figures", None)
    if carried is not None:
        return carried
    from casino.services.errors import ServiceError

    try:
        return seat_figures.figures(table_id, session_id, state=outcome.state, seq=outcome.seq)
    except ServiceError:
        return None


def opened_figures(seat_figures: Any, view: Any) -> None:
    """The seat figures read as the table screen reads them when it opens the table
    (``show_view`` → ``show_figures``), before the first click."""
    import contextlib

    from casino.services.errors import ServiceError

    with contextlib.suppress(ServiceError):
        seat_figures.figures(view.table_id, view.session_id, state=view.state, seq=view.seq)


def _console(url: str, table_id: int, actor: Any, rng: random.Random,
             gate: Gate) -> dict[str, Any]:  # fmt: skip
    """One console: each click is ``tables.submit`` and the redraw's seat figures
    (``redraw_figures``), both measured: the click's time (and the submit's alone), its
    round trips (``trips``) and the CPU of this thread meanwhile."""
    import trips

    from casino.games import game as game_named
    from casino.services import Services
    from casino.services.errors import ConflictError, ServiceError
    from casino.store.unit import Database

    db = Database(url)
    services = Services(db)
    tables = services.tables
    view = tables.view(table_id)
    opened_figures(services.seat_figures, view)
    db.engine.pool.dispose()  # the read's connection: a playing console holds one, its own
    player = game_named(view.game).demo.player
    state, seq, session_id = view.state, view.seq, view.session_id
    gate.arrived()
    window = gate.window()
    late = int(time.monotonic() > window.start)
    latencies: list[float] = []
    submits: list[float] = []
    clicks: list[list[float]] = []
    """Per measured click: submit round trips, redraw round trips, submit CPU ms, redraw CPU
    ms (this thread's)."""
    kinds: Counter[str] = Counter()
    commits: list[tuple[int, int, float]] = []
    errors = 0
    first_error = ""
    _sleep_until(window.start + rng.uniform(0, 2 * MEAN_GAP))
    while time.monotonic() < window.stop:
        command = player(state, rng)
        began = time.monotonic()
        cpu0 = time.thread_time()
        try:
            with trips.counting() as sent:
                outcome = tables.submit(actor, table_id, command, uuid.uuid4().hex,
                                        expected_seq=seq)  # fmt: skip
        except (ConflictError, ServiceError) as exc:
            errors += 1
            first_error = first_error or f"{type(exc).__name__}: {exc}"[:200]
            view = tables.view(table_id)
            state, seq, session_id = view.state, view.seq, view.session_id
            continue
        submitted, cpu1 = time.monotonic(), time.thread_time()
        with trips.counting() as drawn:
            redraw_figures(services.seat_figures, outcome, table_id, session_id)
        done, cpu2 = time.monotonic(), time.thread_time()
        state, seq = outcome.state, outcome.seq
        if window.measure <= began < window.stop:
            latencies.append((done - began) * 1000)
            submits.append((submitted - began) * 1000)
            clicks.append([sent.trips, drawn.trips, (cpu1 - cpu0) * 1000,
                           (cpu2 - cpu1) * 1000])  # fmt: skip
            kinds.update(sent.kinds)
            kinds.update(drawn.kinds)
            commits.append((table_id, seq, done))
        _sleep_until(min(window.stop, done + rng.expovariate(1 / MEAN_GAP)))
    tables.close()
    db.dispose()
    return {"latencies": latencies, "submits": submits, "clicks": clicks, "kinds": kinds,
            "commits": commits, "errors": errors, "first_error": first_error,
            "late": late}  # fmt: skip


def _sleep_until(at: float) -> None:
    left = at - time.monotonic()
    if left > 0:
        time.sleep(left)


# -- the pit overviews ---------------------------------------------------------------------


def overviews(url: str, gate: Gate, out: str) -> None:
    """A process of ``OVERVIEWS`` pit overviews, each following the notices."""
    reads: list[list[tuple[int, int, float]]] = [[] for _ in range(OVERVIEWS)]
    threads = [
        threading.Thread(target=_overview, args=(url, gate, reads[i])) for i in range(OVERVIEWS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps(reads))


def _overview(url: str, gate: Gate, reads: list[tuple[int, int, float]]) -> None:
    from casino.services import Services
    from casino.store.notices import Listener, Notice
    from casino.store.unit import Database

    db = Database(url)
    pit = Services(db).pit
    heard: queue.Queue[Notice] = queue.Queue()
    listener = Listener(db.engine, heard.put, lambda _live, _why: None)
    listener.start()
    _seen(reads, pit.overview())
    gate.arrived()
    window = gate.window()
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


def report(url: str, gate: Gate, out: str) -> None:
    from casino.store.unit import Database
    from reports.export import export_shift

    gate.arrived()
    _sleep_until(gate.window().middle)
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
    via: str = "direct"
    trips_per_click: float | None = None
    """Console-to-server messages per measured click (``Link.round_trips``): server only."""
    statements_per_command: float | None = None
    """Statements the database ran over the window (``pg_stat_statements`` calls, BEGIN and
    COMMIT included: each is a round trip with psycopg), per command."""
    transactions_per_command: float | None = None
    serve_ms_per_command: float | None = None
    """The ``casino serve`` process's CPU (user + system) over the window, per command."""
    serve_cores: float | None = None
    late: int = 0
    """Consoles not connected and ready when play started (or that never started)."""
    quiet_statements_per_command: float | None = None
    """Statements per command over the window's first half, before the report starts."""
    quiet_serve_ms_per_command: float | None = None
    """The server's CPU per command over the window's first half."""
    submit_p50: float = math.nan
    submit_p99: float = math.nan
    """The submit alone, without the redraw (the issue's command latency)."""
    trips_submit: float | None = None
    """Database round trips per click made by whoever runs the services (the console's
    thread in direct mode, the server's worker on a floor): the submit's, on average."""
    trips_redraw: float | None = None
    """... and the redraw's (the seat figures, when the outcome does not carry them)."""
    trip_kinds: dict[str, float] | None = None
    """Of the click's round trips, the driver's own commands (BEGIN, COMMIT...) and pipeline
    syncs, per click; the rest were statements."""
    cpu_ms: float | None = None
    """The services' CPU per click (submit and redraw), median: the console thread's in
    direct mode, the server worker's two calls on a floor."""
    cpu_ms_p90: float | None = None
    process_trips: float | None = None
    """Direct: every round trip of the console processes over the window, per command
    (any thread's: a check that nothing is done off the console's thread unseen)."""
    process_ms: float | None = None
    """Direct: the console processes' whole CPU over the window, per command (the bench's
    own player and bookkeeping included)."""
    scheduled: float = 0.0
    """Commands the consoles would send over the window at one every ``MEAN_GAP`` s."""


def run_level(url: str, tables: list[int], actor: tuple[int, str, str, str], seconds: float,
              warmup: float, folder: Path, seed: int, via: str = "direct",
              identities: Any = None, workers: int = 8, count: bool = False,
              sample: bool = False) -> Level:  # fmt: skip
    import psycopg

    from casino.store.notices import conninfo
    from casino.store.unit import Database

    n = len(tables)
    context = multiprocessing.get_context("spawn")
    chunks = max(1, math.ceil(n / CONSOLES_PER_PROCESS))
    serving = None
    if via == "server":
        import floor_remote

        counts = folder / f"serve-{n}-counts.json"  # the round trips per click: always
        serving = floor_remote.ServeProcess(url, identities, workers, folder / f"serve-{n}.log",
                                            counts, sample, statements=count)  # fmt: skip
        # the processes import; each console opens its TLS link and signs its dealer in
        # (a PIN's scrypt at the server, one sign-in at a time: the administrative lock)
        lead = 12 + n * 0.15
    else:
        lead = 6 + n / 40  # the processes import and connect meanwhile
    gate = Gate(context.Value("i", 0), context.Array("d", 3))
    procs = []
    outs = []
    view_out = folder / f"overviews-{via}-{n}.json"
    report_out = folder / f"report-{via}-{n}.json"
    for i in range(chunks):
        part = tables[i::chunks]
        out = folder / f"consoles-{via}-{n}-{i}.json"
        outs.append(out)
        journal = str(folder / f"journal-{i}.log")
        if serving is not None:
            desks = [(tables[k], *identities.consoles[k]) for k in range(i, n, chunks)]
            procs.append(context.Process(target=floor_remote.consoles, args=(
                serving.address, identities.fingerprint, desks, seed, gate, str(out),
                journal)))  # fmt: skip
        else:
            procs.append(context.Process(target=consoles, args=(
                url, part, actor, seed, gate, str(out), journal)))  # fmt: skip
    if serving is not None:
        where = (serving.address, identities.fingerprint)
        procs.append(context.Process(target=floor_remote.overviews, args=(
            *where, list(identities.pits), gate, str(view_out))))  # fmt: skip
        procs.append(context.Process(target=floor_remote.report, args=(
            *where, identities.report, gate, str(report_out))))  # fmt: skip
    else:
        procs.append(context.Process(target=overviews, args=(url, gate, str(view_out))))
        procs.append(context.Process(target=report, args=(url, gate, str(report_out))))
    expected = n + OVERVIEWS + 1
    try:
        for proc in procs:
            proc.start()
        pids = [p.pid for p in procs if p.pid is not None]
        # play starts when every console, overview and the report is set up, or when the
        # bench stops waiting for the late (three times the old fixed lead, and a minute)
        waited = time.monotonic()
        while gate.ready.value < expected and time.monotonic() < waited + 3 * lead + 60:
            if not any(p.is_alive() for p in procs):
                break
            time.sleep(0.1)
        ready_in, ready = time.monotonic() - waited, gate.ready.value
        window = gate.open(warmup, seconds)
        middle = window.middle
        print(f"  ({ready} of {expected} consoles, overviews and report ready in "
              f"{ready_in:.0f} s)", flush=True)  # fmt: skip
        engine = Database(url).engine
        with psycopg.connect(conninfo(engine), autocommit=True) as conn:
            _sleep_until(window.measure)
            cpu_server, cpu_clients, t0 = server_cpu(), _children_cpu(pids), time.monotonic()
            serve0 = _cpu(serving.pid) if serving is not None else 0.0
            counted0 = database_counts(conn)
            _sleep_until(middle)
            serve_half = _cpu(serving.pid) - serve0 if serving is not None else None
            counted_half = database_counts(conn)
            row = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE backend_type = "
                               "'client backend'").fetchone()  # fmt: skip
            connections = int(row[0]) if row else 0
            _sleep_until(window.stop)
            elapsed = time.monotonic() - t0
            cores_server = _used(cpu_server, server_cpu()) / elapsed
            clients_used = _used(cpu_clients, _children_cpu(pids))
            serve_used = _cpu(serving.pid) - serve0 if serving is not None else None
            counted1 = database_counts(conn)
        engine.dispose()
        for proc in procs:
            proc.join(120 + n / 2)
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
        if serving is not None:
            serving.stop()
    latencies: list[float] = []
    submits: list[float] = []
    clicks: list[list[float]] = []
    kinds: Counter[str] = Counter()
    commits: list[tuple[int, int, float]] = []
    errors = trips = late = 0
    process = {"cpu": 0.0, "trips": 0}
    failures: set[str] = set()
    refusals: set[str] = set()
    for i, out in enumerate(outs):
        found_consoles = json.loads(out.read_text()) if out.exists() else []
        if not out.exists():
            late += len(tables[i::chunks])
        if isinstance(found_consoles, dict):  # direct: the consoles and their process's
            process["cpu"] += found_consoles["process"]["cpu"]
            process["trips"] += found_consoles["process"]["trips"]
            found_consoles = found_consoles["consoles"]
        for console in found_consoles:
            latencies += console["latencies"]
            submits += console.get("submits", console["latencies"])
            clicks += console.get("clicks", [])
            kinds.update(console.get("kinds", {}))
            commits += [tuple(c) for c in console["commits"]]
            errors += console["errors"]
            trips += console.get("trips", 0)
            late += console.get("late", 0)
            if console.get("failed"):
                failures.add(console["failed"])
            if console.get("first_error"):
                refusals.add(console["first_error"])
    for failure in sorted(failures)[:3]:
        print(f"  (a console failed: {failure})")
    for refusal in sorted(refusals)[:3]:
        print(f"  (a console's command was refused: {refusal})")
    if serving is not None and serving.counts is not None:
        if count:
            print(floor_remote.counted(serving.counts, len(latencies)))
        clicks, kinds = served_clicks(serving.counts, window)
    reads = json.loads(view_out.read_text()) if view_out.exists() else []
    stale, unseen = staleness(commits, reads)
    found = json.loads(report_out.read_text()) if report_out.exists() else None
    cores_clients = (clients_used + (found["cpu"] if found else 0.0)) / elapsed
    span = found["span"] if found else [math.inf, math.inf]
    quiet = [ms for ms, (_t, _s, done) in zip(latencies, commits, strict=True)
             if done < span[0] or done - ms / 1000 > span[1]]  # fmt: skip
    commands = len(latencies)

    def per_command(value: float | None) -> float | None:
        return None if value is None or not commands else value / commands

    statements = (None if counted0[0] is None or counted1[0] is None
                  else counted1[0] - counted0[0])  # fmt: skip
    # The first half of the window, before the report starts: the floor's own cost.
    first = sum(1 for _t, _s, done in commits if done < middle)
    half_statements = (None if counted0[0] is None or counted_half[0] is None or not first
                       else (counted_half[0] - counted0[0]) / first)  # fmt: skip
    half_serve = None if serve_half is None or not first else serve_half * 1000 / first
    return Level(
        n, commands, percentile(latencies, 50), percentile(latencies, 99),
        percentile(quiet, 99),
        percentile(stale, 99), unseen, cores_server, cores_clients, connections,
        found["seconds"] if found else None, errors, via,
        per_command(trips) if serving is not None else None,
        per_command(statements), per_command(counted1[1] - counted0[1]),
        per_command(serve_used * 1000) if serve_used is not None else None,
        serve_used / elapsed if serve_used is not None else None, late,
        half_statements, half_serve,
        percentile(submits, 50), percentile(submits, 99),
        *click_figures(clicks, kinds),
        per_command(process["trips"]) if serving is None else None,
        per_command(process["cpu"] * 1000) if serving is None else None,
        n * seconds / MEAN_GAP,
    )  # fmt: skip


def click_figures(clicks: list[list[float]], kinds: Counter[str]) -> tuple[Any, ...]:
    """Per click (submit round trips, redraw round trips, submit CPU ms, redraw CPU ms):
    the mean round trips of each, the driver's commands per click, the CPU's median and
    90th percentile."""
    if not clicks:
        return None, None, None, None, None
    n = len(clicks)
    cpu = [c[2] + c[3] for c in clicks]
    return (sum(c[0] for c in clicks) / n, sum(c[1] for c in clicks) / n,
            {k: v / n for k, v in sorted(kinds.items())}, percentile(cpu, 50),
            percentile(cpu, 90))  # fmt: skip


def served_clicks(path: Path, window: Window) -> tuple[list[list[float]], Counter[str]]:
    """The clicks the server answered in the measured window, from ``floor_serve.py``'s
    records: each ``tables.submit`` with the ``seat_figures.figures`` that followed it on the
    same console's link (its redraw), as (round trips, round trips, CPU ms, CPU ms)."""
    if not path.exists():
        return [], Counter()
    found = json.loads(path.read_text())
    records = sorted(found.get("records", []), key=lambda r: (r[2], r[1]))
    clicks: list[list[float]] = []
    last: dict[int, list[float]] = {}
    for call, at, link, trips, cpu in records:
        if call == "tables.submit":
            last[link] = [trips, 0, cpu * 1000, 0.0]
            if window.measure <= at < window.stop:
                clicks.append(last[link])
        elif link in last:  # the redraw of the click before it on this link
            last[link][1] += trips
            last[link][3] += cpu * 1000
    kinds: Counter[str] = Counter()
    for call in ("tables.submit", "seat_figures.figures"):
        here = found["calls"].get(call)
        if here and clicks:  # the whole life's mix, scaled to the window's clicks
            share = len(clicks) / max(1, found["calls"]["tables.submit"]["calls"])
            kinds.update({k: v * share for k, v in here.get("kinds", {}).items()})
    return clicks, kinds


def database_counts(conn: Any) -> tuple[int | None, int]:
    """Statements sent to the floor's database so far (``pg_stat_statements`` calls of
    top-level statements, BEGIN and COMMIT included; not those a function or trigger runs
    inside one; None where it is not loaded) and its transactions (``pg_stat_database``:
    committed and rolled back, as the backends have reported them, which they do at most
    once a second, and at their end)."""
    statements = None
    where = ("WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())")
    for only in (" AND toplevel", ""):  # toplevel: PostgreSQL 14 and later
        try:
            row = conn.execute(f"SELECT sum(calls) FROM pg_stat_statements {where}{only}"
                               ).fetchone()  # fmt: skip
            statements = int(row[0] or 0) if row else None
            break
        except Exception:  # not loaded: the statements go uncounted, said so
            statements = None
    conn.execute("SELECT pg_stat_clear_snapshot()")
    row = conn.execute("SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE "
                       "datname = current_database()").fetchone()  # fmt: skip
    return statements, int(row[0]) if row else 0


def crosscheck(url: str, table_id: int, actor: tuple[int, str, str, str],
               clicks: int = 40, warm: int = 10, statements: bool = False) -> str:  # fmt: skip
    """The round trips ``trips`` counts, checked against libpq's own trace of the console's
    connections (``PQtrace``: every protocol message, the client's and the server's; a round
    trip is a run of the client's messages answered by the server's) and against what
    PostgreSQL counted (top-level statements, of which one message may carry several, and
    transactions): one console alone on the database plays ``warm`` clicks unmeasured (the
    driver prepares a statement at its fifth run), then ``clicks`` clicks; then its
    connections close (so its backend reports its transactions) and the counts are read
    again."""
    import psycopg
    import trips

    from casino.services import Services
    from casino.services.users.auth import Actor
    from casino.store.notices import conninfo
    from casino.store.unit import Database

    trips.install()
    db = Database(url)
    raw: list[Any] = []  # every DBAPI connection the console's engine opens
    tracing: list[Any] = [None]
    folder = Path(tempfile.mkdtemp(prefix="casino-trace-"))

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        raw.append(dbapi_connection)
        if tracing[0] is not None:
            _trace(dbapi_connection, folder, len(raw))

    from sqlalchemy import event as sa_event

    sa_event.listen(db.engine, "connect", on_connect)
    services = Services(db)
    view = services.tables.view(table_id)
    from casino.games import game as game_named

    player = game_named(view.game).demo.player
    rng = random.Random(7)
    who = Actor(*actor)
    state, seq = view.state, view.seq
    measured = trips.Tally()
    sent: dict[str, Counter[str]] = {"submit": Counter(), "redraw": Counter()}
    stage: list[str | None] = [None]
    if statements:  # what the statements were, by their opening words
        from sqlalchemy import event
        from sqlalchemy.engine import Engine

        def on_execute(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            if stage[0] is not None:
                sent[stage[0]][" ".join(statement.split())[:90]] += 1

        event.listen(Engine, "before_cursor_execute", on_execute)

    def click(tally: trips.Tally) -> None:
        nonlocal state, seq
        with trips.counting() as one:
            stage[0] = "submit" if tally is measured else None
            outcome = services.tables.submit(who, table_id, player(state, rng), uuid.uuid4().hex,
                                             expected_seq=seq)  # fmt: skip
            stage[0] = "redraw" if tally is measured else None
            redraw_figures(services.seat_figures, outcome, table_id, view.session_id)
            stage[0] = None
        state, seq = outcome.state, outcome.seq
        tally.trips += one.trips
        tally.kinds.update(one.kinds)

    for _ in range(warm):
        click(trips.Tally())
    with psycopg.connect(conninfo(db.engine), autocommit=True) as conn:
        first = database_counts(conn)
        again = database_counts(conn)  # what one reading adds to the counts itself
        tracing[0] = True
        for number, dbapi_connection in enumerate(raw, start=1):
            _trace(dbapi_connection, folder, number)
        everywhere = trips.total()
        for _ in range(clicks):
            click(measured)
        everywhere = trips.total().minus(everywhere)
        for dbapi_connection in raw:
            pgconn = getattr(dbapi_connection, "pgconn", None)
            if pgconn is not None and not dbapi_connection.closed:
                pgconn.untrace()
        traced = sum(_traced_trips(path) for path in folder.glob("*.trace"))
        shutil.rmtree(folder, ignore_errors=True)
        services.tables.close()
        db.dispose()
        time.sleep(1.0)
        last = database_counts(conn)
    if first[0] is None or last[0] is None or again[0] is None:
        said = "pg_stat_statements is not loaded here: no statements to compare"
    else:
        statements = (last[0] - again[0]) - (again[0] - first[0])
        said = f"pg_stat_statements {statements / clicks:.2f} top-level statements per click"
    xacts = (last[1] - again[1]) - (again[1] - first[1])
    syncs = sum(measured.kinds[k] for k in ("sync", "PREPARE", "DEALLOCATE"))
    listed = ""
    for name, seen in sent.items() if statements else ():
        listed += (f"\n  the {name}'s statements through SQLAlchemy per click (the "
                   "driver's BEGIN and COMMIT, and raw ones such as pg_notify, not among "
                   "them):")  # fmt: skip
        for words, count in seen.most_common(25):
            listed += f"\n    {count / clicks:6.2f}  {words}"
    head = listed.lstrip("\n") + ("\n" if listed else "")
    return head + (
        f"cross-check, one console alone, {clicks} clicks (submit and redraw): counted "
        f"{trips.words(measured, clicks)} round trips per click ("
        f"{(measured.trips - syncs) / clicks:.2f} of them messages of statements: PREPARE, "
        f"DEALLOCATE and pipeline syncs aside), and by every thread of the process (work "
        f"the services do off the click's thread too) {everywhere.trips / clicks:.2f}; "
        f"libpq's trace of every connection of the console's engine "
        f"{traced / clicks:.2f} round trips per click; {said} (one message may carry "
        f"several); pg_stat_database {xacts / clicks:.2f} transactions per click")


def _trace(dbapi_connection: Any, folder: Path, number: int) -> None:
    """libpq's trace of one psycopg connection into ``folder/<number>.trace``."""
    from psycopg import pq

    pgconn = getattr(dbapi_connection, "pgconn", None)
    if pgconn is None:
        return
    with open(folder / f"{number}.trace", "ab") as out:
        pgconn.trace(os.dup(out.fileno()))
    pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS)


def _traced_trips(path: Path) -> int:
    """Round trips in a libpq trace: runs of client messages (``F``) followed by a server
    message (``B``)."""
    import re

    trips_seen, sent = 0, False
    message = re.compile(r"^([FB])\t\d+\t")  # a statement's text may run over lines
    for line in path.read_text(errors="replace").splitlines():
        found = message.match(line)
        side = found.group(1) if found else ""
        if side == "F":
            sent = True
        elif side == "B" and sent:
            trips_seen += 1
            sent = False
    return trips_seen


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


TODAY = {200: (11.7, 78.7)}
"""The direct-to-database figures the issue quotes (N: command p50, p99 in ms, with the
shift report printing), for the closing note."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(map(str, LEVELS)),
                        help="consoles per level, comma-separated")  # fmt: skip
    parser.add_argument("--seconds", type=float, default=20.0, help="measured per level")
    parser.add_argument("--warmup", type=float, default=4.0)
    parser.add_argument("--quick", action="store_true", help="10 and 25 consoles, 6 s each")
    parser.add_argument("--via", choices=("direct", "server", "both"), default="direct",
                        help="the consoles straight on PostgreSQL (direct, as before), through "
                        "a casino serve process (server), or each level both ways")  # fmt: skip
    parser.add_argument(
        "--workers",
        type=int,
        default=8,
        help="casino serve --workers (its calls worked on at once)",
    )
    parser.add_argument(
        "--count",
        action="store_true",
        help="print the statements of a click (in the cross-check; via server, also what "
        "bench/floor_serve.py, which runs casino serve and counts its round trips per click "
        "in any case, counted per call in the server)",
    )
    parser.add_argument("--no-crosscheck", action="store_true",
                        help="skip checking the counted round trips against PostgreSQL's "
                        "own counts before the levels")  # fmt: skip
    parser.add_argument(
        "--profile",
        action="store_true",
        help="with --count: sample where the server's threads are busy too",
    )
    args = parser.parse_args(argv)
    if threading.current_thread() is threading.main_thread():
        # a TERM (before_after.sh passes an interrupt on as one) unwinds as an exit does,
        # so the scratch PostgreSQL is stopped
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    levels = [10, 25] if args.quick else [int(n) for n in args.levels.split(",")]
    seconds = 6.0 if args.quick else args.seconds
    modes = ["direct", "server"] if args.via == "both" else [args.via]
    folder = Path(tempfile.mkdtemp(prefix="casino-floor-"))
    os.environ.setdefault("CASINO_SEAL_KEY_FILE", str(folder / "seal.key"))
    os.environ["CASINO_JOURNAL"] = str(folder / "journal.log")

    from casino.services import Services, soak
    from casino.store import migrate
    from casino.store.scratch_postgres import ScratchPostgres
    from casino.store.unit import Database

    # Each console opens a second connection for its first read (then lets it go): room for
    # every console starting at once, the overviews, the report and this script. The
    # statements are counted by pg_stat_statements (utility statements too: BEGIN, COMMIT).
    settings = {"max_connections": str(2 * max(levels) + 100), "shared_buffers": "256MB",
                "shared_preload_libraries": "pg_stat_statements",
                "pg_stat_statements.track": "all"}  # fmt: skip
    try:
        server = ScratchPostgres(settings=settings).start()
    except Exception:  # pg_stat_statements not installed here: run without it
        settings = {k: v for k, v in settings.items() if "stat_statements" not in k}
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
        with db.engine.connect() as conn:
            try:
                conn.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
                conn.commit()
            except Exception:  # counted as unavailable: see database_counts
                conn.rollback()
        services = Services(db)
        dealer, tables = soak.prepare(services, max(levels))
        actor = (dealer.user_id, dealer.name, dealer.role, dealer.token)
        db.dispose()
        identities = None
        if "server" in modes:
            import floor_remote

            identities = floor_remote.enrol(url, folder, max(levels))
        print(f"{max(levels)} tables made and opened in {time.monotonic() - began:.0f} s "
              f"(PostgreSQL {server.settings}); each level: {args.warmup:.0f} s warm-up, "
              f"{seconds:.0f} s measured; via {' and '.join(modes)}"
              + (f" (casino serve --workers {args.workers})" if identities else "")
              + "\n")  # fmt: skip
        if not args.no_crosscheck:
            print(crosscheck(url, tables[0].id, actor, statements=args.count) + "\n")
        sys.stdout.flush()
        rows: list[Level] = []
        print(header())
        for n in levels:
            for via in modes:
                level = run_level(url, [t.id for t in tables[:n]], actor, seconds, args.warmup,
                                  folder, seed=n, via=via, identities=identities,
                                  workers=args.workers, count=args.count or args.profile,
                                  sample=args.profile)  # fmt: skip
                rows.append(level)
                print(format_row(level))
                print(services_line(level))
                sys.stdout.flush()
        print()
        for via in modes:
            mine = [r for r in rows if r.via == via]
            for label, quiet in (("", False), (" outside the report", True)):
                passing = [r.consoles for r in mine
                           if (r.quiet_p99 if quiet else r.p99) < TARGET_MS]  # fmt: skip
                best = max(passing) if passing else None
                print(f"{via}: largest N with command p99{label} under {TARGET_MS:.0f} ms: "
                      f"{best if best is not None else 'none measured'} (of {levels}); "
                      f"{os.cpu_count()} CPUs.")  # fmt: skip
        print("\n" + legend())
        print("\n" + closing(rows))
        print("\n" + summary(rows, seconds))
    finally:
        server.stop()
    return 0


def legend() -> str:
    return (
        "via: direct = each console on its own PostgreSQL connection; server = each console a "
        "TLS link to one casino serve process. rt/clk: console-to-server messages per click "
        "(Link.round_trips). stmt/cmd, xact/cmd: statements (pg_stat_statements calls, BEGIN "
        "and COMMIT included) and transactions (pg_stat_database) run on the database over "
        "the window, per command: every client's, the overviews' and the report's included. "
        "quiet: the same over the window's first half, before the report starts. "
        "srv ms/cmd, srv cores: the casino serve process's CPU over the window, per command "
        "and in cores. db cores: every postgres process. clients: every console, overview "
        "and report process. unseen: command x overview pairs not yet read when the window "
        "closed; quiet p99: commands that did not overlap the report; late: consoles not "
        "ready when play began. p50, p99: the click (submit and redraw). The line under "
        "each row: whoever runs the services (the console in direct mode, the server on a "
        "floor), its database round trips per click counted in the driver (trips.py) and "
        "its CPU per click."
    )


def closing(rows: list[Level]) -> str:
    """The server's figures beside the direct ones: this run's, and the issue's."""
    lines = ["Through the server, compared with direct to the database:"]
    direct = {r.consoles: r for r in rows if r.via == "direct"}
    for row in (r for r in rows if r.via == "server"):
        here = direct.get(row.consoles)
        said = f"N = {row.consoles}: p50 {row.p50:.1f} ms, p99 {row.p99:.1f} ms through the server"
        if here is not None:
            said += f"; this run direct p50 {here.p50:.1f} ms, p99 {here.p99:.1f} ms"
            if here.statements_per_command and row.statements_per_command:
                said += (f"; statements per command {row.statements_per_command:.1f} vs "
                         f"{here.statements_per_command:.1f}")  # fmt: skip
        if row.consoles in TODAY:
            p50, p99 = TODAY[row.consoles]
            said += f"; the issue's direct figures p50 {p50} ms, p99 {p99} ms"
        lines.append("  " + said)
    if len(lines) == 1:
        lines.append("  (no level ran through the server: --via server or --via both)")
    return "\n".join(lines)


def services_line(level: Level) -> str:
    """Where the services run (the console process in direct mode, the server on a
    floor): the click's database round trips and CPU."""
    who = "console" if level.via == "direct" else "server"
    if level.trips_submit is None or level.trips_redraw is None:
        return f"{'':>11} {who}: no clicks counted"
    kinds = ", ".join(f"{k} {v:.1f}" for k, v in (level.trip_kinds or {}).items())
    said = (f"{'':>11} {who}: {level.trips_submit + level.trips_redraw:.1f} database round "
            f"trips per click (submit {level.trips_submit:.1f}, redraw "
            f"{level.trips_redraw:.1f}; of them {kinds or 'no driver commands'}); CPU per "
            f"click {level.cpu_ms:.2f} ms median, {level.cpu_ms_p90:.2f} ms p90")
    if level.process_trips is not None and level.process_ms is not None:
        said += (f"; console processes {level.process_trips:.1f} round trips and "
                 f"{level.process_ms:.2f} ms CPU per command")  # fmt: skip
    elif level.quiet_serve_ms_per_command is not None:
        said += f"; server process {level.quiet_serve_ms_per_command:.2f} ms CPU per command"
    said += (f"; submit alone p50 {level.submit_p50:.1f} ms, p99 {level.submit_p99:.1f} ms; "
             f"{level.commands} of ~{level.scheduled:.0f} scheduled commands sent")
    return said


def summary(rows: list[Level], seconds: float) -> str:
    """The figures for the closing note, one line a level."""
    lines = [
        f"Summary ({seconds:.0f} s measured a level; a click = submit + redraw; the report "
        "printing mid-window):",
        f"  {'via':>6} {'N':>4} {'p50 ms':>7} {'p99 ms':>7} {'quiet p99':>9} "
        f"{'submit p99':>10} {'db rt/click':>11} {'all threads':>11} {'cpu ms/click':>12} "
        f"{'sent':>6} {'scheduled':>9}",
    ]
    for r in rows:
        rt = (None if r.trips_submit is None or r.trips_redraw is None
              else r.trips_submit + r.trips_redraw)  # fmt: skip
        lines.append(
            f"  {r.via:>6} {r.consoles:>4} {r.p50:>7.1f} {r.p99:>7.1f} {r.quiet_p99:>9.1f} "
            f"{r.submit_p99:>10.1f} {_fixed(rt, 11, 1)} {_fixed(r.process_trips, 11, 1)} "
            f"{_fixed(r.cpu_ms, 12, 2)} {r.commands:>6} {r.scheduled:>9.0f}"
        )
    lines.append("  db rt/click: the database round trips on the click's path (the console's "
                 "thread, or the server's worker for the submit and the figures); all threads: "
                 "direct, every round trip of the console processes over the window per "
                 "command (off-thread work too); cpu ms/click: the services' CPU on that path, "
                 "median.")  # fmt: skip
    lines.append(f"  targets: p99 < {TARGET_MS:.0f} ms at 200 consoles with the report printing; "
                 "at most 3 round trips and 1.5 ms of the services' CPU (median) per click; "
                 "400 consoles sending every scheduled command.")  # fmt: skip
    return "\n".join(lines)


def header() -> str:
    return (
        f"{'via':>6} {'N':>4} {'cmds':>6} {'p50 ms':>7} {'p99 ms':>7} {'quiet p99':>9} "
        f"{'stale p99':>9} {'unseen':>6} {'rt/clk':>6} {'stmt/cmd':>8} {'quiet':>6} "
        f"{'xact/cmd':>8} {'srv ms/cmd':>10} {'quiet':>6} {'srv cores':>9} {'db cores':>8} "
        f"{'clients':>7} {'conns':>5} "
        f"{'report s':>8} {'errors':>6} {'late':>4}"
    )


def _fixed(value: float | None, width: int, digits: int) -> str:
    return f"{'-':>{width}}" if value is None else f"{value:>{width}.{digits}f}"


def format_row(level: Level) -> str:
    return (
        f"{level.via:>6} {level.consoles:>4} {level.commands:>6} {level.p50:>7.1f} "
        f"{level.p99:>7.1f} {level.quiet_p99:>9.1f} {level.stale_p99:>7.0f}ms "
        f"{level.unseen:>6} {_fixed(level.trips_per_click, 6, 2)} "
        f"{_fixed(level.statements_per_command, 8, 1)} "
        f"{_fixed(level.quiet_statements_per_command, 6, 1)} "
        f"{_fixed(level.transactions_per_command, 8, 2)} "
        f"{_fixed(level.serve_ms_per_command, 10, 2)} "
        f"{_fixed(level.quiet_serve_ms_per_command, 6, 2)} {_fixed(level.serve_cores, 9, 2)} "
        f"{level.server_cores:>8.2f} {level.client_cores:>7.2f} {level.connections:>5} "
        f"{_fixed(level.report_seconds, 8, 2)} {level.errors:>6} {level.late:>4}"
    )


if __name__ == "__main__":
    sys.exit(main())
