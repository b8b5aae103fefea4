"""The floor benchmark's consoles, pit overviews and shift report **through the floor
server** (``floor_bench.py --via server``).

One ``casino serve`` process (a real subprocess, started as a site starts it, after ``casino
serve --init``) serves the scratch PostgreSQL. Console identities are enrolled as ``casino
serve --enrol`` does (``certs.enrol`` and ``ConsoleService.enrol`` by the soak's
administrator): one identity per simulated console, each with a dealer of its own, as a real
floor has (a user has one open sign-in at a time, a sign-in is bound to the console it was
made at, and the server holds each identity to a few connections and to one console's rate
of requests). Each simulated console is a thread of a worker process with its own ``Link``
(its own TLS connection), and signs its dealer in through it. The pit overviews read through
the server (an identity and a pit boss each) and are told of changes by the server's pushes
(``RemoteServices.listener``); the shift report is printed as a floor console prints it
(``reports.shift_print``: read, stamped and registered by the server; laid out and written
at the console).
"""

from __future__ import annotations

import json
import os
import queue
import random
import re
import resource
import select
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floor_bench import (
    GATHER,
    MEAN_GAP,
    OVERVIEWS,
    Gate,
    _seen,
    _sleep_until,
    opened_figures,
    redraw_figures,
)

DEALER_PIN, PIT_PIN = "5839", "583922"
REPORT = "bench-report"


@dataclass(frozen=True, slots=True)
class Identities:
    """The floor's authority and the identities the bench enrolled (folders, as strings,
    so the worker processes can be handed them)."""

    server: str
    """The server's folder: the authority, its key, the server's certificate."""
    fingerprint: str
    consoles: tuple[tuple[str, str], ...]
    """Each simulated console's identity folder and its dealer's name."""
    pits: tuple[tuple[str, str], ...]
    """Each pit overview's identity folder and its pit boss's name."""
    report: str


def casino_command() -> list[str]:
    """``casino`` as installed beside this Python (the venv's entry point), else ``python
    -m casino.cli``."""
    found = Path(sys.executable).parent / "casino"
    return [str(found)] if found.exists() else [sys.executable, "-m", "casino.cli"]


def enrol(url: str, folder: Path, consoles: int) -> Identities:
    """``casino serve --init`` in ``folder/server``, then ``consoles`` console identities (and
    the pit overviews' and the report's) enrolled on the record by the soak's administrator,
    a dealer made for each console and a pit boss for each overview."""
    from casino.server import certs
    from casino.services import Services, soak
    from casino.services.pit.backups import BackupService
    from casino.services.users.consoles import ConsoleService
    from casino.store.unit import Database

    server = folder / "server"
    subprocess.run([*casino_command(), "serve", "--init", "--folder", str(server)],
                   check=True, capture_output=True, text=True)  # fmt: skip
    fingerprint = certs.fingerprint_of((server / certs.AUTHORITY).read_bytes())
    db = Database(url)
    services = Services(db)
    admin = services.auth.sign_in(soak.APPROVER, soak.APPROVER_PIN, "floor bench set-up")
    enrolling = ConsoleService(db)

    def identity(name: str, user: str | None, role: str, pin: str) -> str:
        made = certs.enrol(server, name, folder / name)
        enrolling.enrol(admin, name, made.fingerprint)
        if user is not None:
            services.auth.add_user(user, role, pin, by=admin)
        return str(folder / name)

    desks = tuple(
        (identity(f"bench-{i}", f"Bench Dealer {i}", "dealer", DEALER_PIN), f"Bench Dealer {i}")
        for i in range(1, consoles + 1)
    )
    pits = tuple(
        (identity(f"bench-pit-{i}", f"Bench Pit {i}", "pit_boss", PIT_PIN), f"Bench Pit {i}")
        for i in range(1, OVERVIEWS + 1)
    )
    report = identity(REPORT, None, "", "")
    services.auth.logout(admin)
    # The backup the schedule has due now, made here, so no level's server makes it (and
    # restores it to check it) inside the measured window; its timer's looks remain.
    BackupService(db).run_due(server / "backups")
    db.dispose()
    return Identities(str(server), fingerprint, desks, pits, report)


def _config(address: str, fingerprint: str, identity: str) -> Any:
    from casino.server import certs
    from casino.server.client import ServerConfig

    folder = Path(identity)
    return ServerConfig((address,), fingerprint, folder / certs.CONSOLE,
                        folder / certs.CONSOLE_KEY, folder / certs.AUTHORITY)  # fmt: skip


# -- the server process --------------------------------------------------------------------


class ServeProcess:
    """``casino serve --db URL --listen 127.0.0.1:0`` as a subprocess of the bench."""

    def __init__(self, url: str, identities: Identities, workers: int, log: Path,
                 counts: Path | None = None, sample: bool = False,
                 statements: bool = False) -> None:  # fmt: skip
        serving = ["serve", "--db", url, "--listen", "127.0.0.1:0", "--folder",
                   identities.server, "--workers", str(workers)]  # fmt: skip
        # with counts: the same server, run by floor_serve.py with its counters beside it
        wrapper = [sys.executable, str(Path(__file__).with_name("floor_serve.py")), str(counts)]
        command = [*(casino_command() if counts is None else wrapper), *serving]
        env = dict(os.environ, CASINO_JOURNAL=str(log.with_suffix(".journal")))
        if statements:
            env["FLOOR_SERVE_STATEMENTS"] = "1"
        if sample:
            env["FLOOR_SERVE_SAMPLE"] = "1"
        self.log, self.counts = log, counts
        self._err = log.open("w")
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self._err,
                                     text=True, env=env)  # fmt: skip
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], 60)
        line = self.proc.stdout.readline() if ready else ""
        found = re.search(r" on ([^ ]+):(\d+)\s*$", line)
        if found is None:
            self.stop()
            raise RuntimeError(f"casino serve did not start ({line.strip() or 'no word'}; "
                               f"see {log})")  # fmt: skip
        self.address = f"127.0.0.1:{found.group(2)}"
        self.pid = self.proc.pid

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._err.close()


# -- the consoles ------------------------------------------------------------------------------


def consoles(address: str, fingerprint: str, desks: list[tuple[int, str, str]], seed: int,
             gate: Gate, out: str, journal: str) -> None:  # fmt: skip
    """A worker process: one thread per console, each with its own identity and link, its
    dealer signed in through it, playing its table (``desks``: table, identity, dealer)."""
    os.environ["CASINO_JOURNAL"] = journal
    results: list[dict[str, Any]] = []
    lock = threading.Lock()

    def play(table_id: int, identity: str, dealer: str) -> None:
        rng = random.Random(seed * 100_003 + table_id)
        try:
            found = _console(_config(address, fingerprint, identity), dealer, table_id, rng,
                             gate)  # fmt: skip
        except Exception as exc:  # a console that could not start: said, not hidden
            gate.arrived()  # not to be waited for
            found = {"latencies": [], "commits": [], "errors": 0, "trips": 0, "late": 1,
                     "failed": f"{type(exc).__name__}: {exc}"[:300]}  # fmt: skip
        with lock:
            results.append(found)

    threads = [threading.Thread(target=play, args=desk) for desk in desks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps(results))


def _console(config: Any, dealer: str, table_id: int, rng: random.Random,
             gate: Gate) -> dict[str, Any]:  # fmt: skip
    from casino.games import game as game_named
    from casino.server.client import Link, RemoteServices
    from casino.services.errors import ServiceError, Unreachable

    remote = RemoteServices(Link(config))
    actor = remote.auth.login(dealer, DEALER_PIN, "floor bench")  # its token carried from now
    tables = remote.tables
    view = tables.view(table_id)  # the link opened, and the sign-in found bound to it
    opened_figures(remote.seat_figures, view)
    gate.arrived()
    window = gate.window()
    late = int(time.monotonic() > window.start)
    player = game_named(view.game).demo.player
    state, seq, session_id = view.state, view.seq, view.session_id
    latencies: list[float] = []
    submits: list[float] = []
    commits: list[tuple[int, int, float]] = []
    errors = unreachable = trips = 0
    first_error = ""
    _sleep_until(window.start + rng.uniform(0, 2 * MEAN_GAP))
    while time.monotonic() < window.stop:
        command = player(state, rng)
        before = remote.link.round_trips
        began = time.monotonic()
        measured = window.measure <= began < window.stop
        try:
            outcome = tables.submit(actor, table_id, command, uuid.uuid4().hex, expected_seq=seq)
        except (ServiceError, Unreachable) as exc:
            errors += 1
            first_error = first_error or f"{type(exc).__name__}: {exc}"[:200]
            unreachable += isinstance(exc, Unreachable)
            if isinstance(exc, Unreachable):
                time.sleep(0.5)
            try:
                view = tables.view(table_id)
            except (ServiceError, Unreachable):
                continue
            state, seq, session_id = view.state, view.seq, view.session_id
            if measured:
                trips += remote.link.round_trips - before
            continue
        submitted = time.monotonic()
        try:  # the redraw, as the console's screen does it
            redraw_figures(remote.seat_figures, outcome, table_id, session_id)
        except Unreachable:
            unreachable += 1
        done = time.monotonic()
        state, seq = outcome.state, outcome.seq
        if measured:
            latencies.append((done - began) * 1000)
            submits.append((submitted - began) * 1000)
            commits.append((table_id, seq, done))
            trips += remote.link.round_trips - before
        _sleep_until(min(window.stop, done + rng.expovariate(1 / MEAN_GAP)))
    remote.link.close()
    return {"latencies": latencies, "submits": submits, "commits": commits, "errors": errors,
            "trips": trips, "late": late, "unreachable": unreachable,
            "first_error": first_error}  # fmt: skip


# -- the pit overviews ---------------------------------------------------------------------


def overviews(address: str, fingerprint: str, pits: list[tuple[str, str]], gate: Gate,
              out: str) -> None:  # fmt: skip
    """A process of pit overviews, each its own console (identity, link, pit boss signed in
    there), told of changes by the server's pushes."""
    reads: list[list[tuple[int, int, float]]] = [[] for _ in pits]
    threads = [
        threading.Thread(
            target=_overview, args=(_config(address, fingerprint, identity), boss, gate, reads[i])
        )
        for i, (identity, boss) in enumerate(pits)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    Path(out).write_text(json.dumps(reads))


def _overview(config: Any, boss: str, gate: Gate,
              reads: list[tuple[int, int, float]]) -> None:  # fmt: skip
    from casino.server.client import Link, RemoteServices
    from casino.services.errors import ServiceError, Unreachable
    from casino.store.notices import Notice

    remote = RemoteServices(Link(config))
    remote.auth.login(boss, PIT_PIN, "floor bench")
    pit = remote.pit
    heard: queue.Queue[Notice] = queue.Queue()
    listener = remote.listener(heard.put, lambda _live, _why: None)
    listener.start()
    _seen(reads, pit.overview())
    gate.arrived()
    window = gate.window()
    failed = 0
    while time.monotonic() < window.stop:
        try:
            first = heard.get(timeout=0.5)
        except queue.Empty:
            continue
        time.sleep(GATHER)
        notices = [first]
        while not heard.empty():
            notices.append(heard.get_nowait())
        try:
            if any(n.table_id is None for n in notices):
                _seen(reads, pit.overview())
            else:
                _seen(reads, pit.lines({n.table_id for n in notices if n.table_id is not None}))
        except (ServiceError, Unreachable) as exc:  # said, and the overview reads on
            failed += 1
            if failed == 1:
                print(f"  (an overview's read failed: {type(exc).__name__}: {exc})", flush=True)
            continue
    listener.stop()
    remote.link.close()


# -- the shift report ----------------------------------------------------------------------


def report(address: str, fingerprint: str, identity: str, gate: Gate, out: str) -> None:
    """The open shift's report printed as a floor console prints it
    (``reports.export.export_shift_printed``): read, stamped and registered by the server
    (``reports.shift_print``), laid out and written here."""
    from casino.server.client import Link, RemoteServices
    from casino.services import soak
    from reports.export import export_shift_printed

    remote = RemoteServices(Link(_config(address, fingerprint, identity)))
    admin = remote.auth.login(soak.APPROVER, soak.APPROVER_PIN, "floor bench")
    gate.arrived()
    _sleep_until(gate.window().middle)
    began = time.monotonic()
    exported = export_shift_printed(remote.reports, "latest", Path(out).with_suffix(".pdf"),
                                    by=admin, via=f"console {Path(identity).name}")  # fmt: skip
    ended = time.monotonic()
    remote.link.close()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    Path(out).write_text(json.dumps({
        "seconds": ended - began, "pages": exported.pages, "span": [began, ended],
        "cpu": usage.ru_utime + usage.ru_stime,
    }))  # fmt: skip


def counted(path: Path, commands: int) -> str:
    """What ``floor_serve.py`` counted in the server: per call, database round trips and
    COMMITs per call and its time; round trips outside calls; where the threads were busy."""
    if not path.exists():
        return f"  (no counts: {path} was not written)"
    found = json.loads(path.read_text())
    lines = [f"  in the server, its whole life (set-up and sign-ins too; {commands} commands "
             "measured):", f"    {'call':<28} {'calls':>7} {'trips/call':>10} "
             f"{'commits/call':>12} {'ms/call':>8} {'cpu ms/call':>11}"]  # fmt: skip
    by_calls = sorted(found["calls"].items(), key=lambda kv: -kv[1]["calls"])
    for path_name, c in by_calls[:10]:
        n = max(1, c["calls"])
        lines.append(f"    {path_name:<28} {c['calls']:>7} {c['statements'] / n:>10.2f} "
                     f"{c['commits'] / n:>12.2f} {c['seconds'] * 1000 / n:>8.1f} "
                     f"{c.get('cpu', 0) * 1000 / n:>11.2f}")  # fmt: skip
    lines.append(f"    outside calls (listener, timers, connections): {found['outside']}")
    for call, seen in found.get("statements", {}).items():
        lines.append(f"  {call}: statements sent through SQLAlchemy per call (the driver's "
                     "BEGIN, COMMIT and raw statements such as pg_notify are not among them):")
        for words, count in seen["top"]:
            lines.append(f"    {count / max(1, seen['calls']):6.2f}  {words}")
    threads = ", ".join(f"{k} {v:.1f} s" for k, v in sorted(found.get("threads", {}).items(),
                                                            key=lambda kv: -kv[1]))  # fmt: skip
    lines.append(f"    CPU by thread, whole life: {threads}")
    if found.get("samples"):
        total = found["samples"]
        lines.append(f"  busy samples of the server's threads: {total}; the functions most on "
                     "their stacks (share of busy samples):")  # fmt: skip
        for name, count in found["top"][:25]:
            lines.append(f"    {count / total:6.1%}  {name}")
        lines.append("  ... and the innermost function of each busy sample (its own time):")
        for name, count in found.get("innermost", [])[:12]:
            lines.append(f"    {count / total:6.1%}  {name}")
    return "\n".join(lines)
