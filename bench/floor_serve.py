"""``casino serve`` with the bench's counters: run as ``python bench/floor_serve.py OUT.json
serve --db URL ...`` (``floor_bench.py --via server --count``), it is the floor server
exactly as ``casino serve`` runs it, with three things watched from beside it and written to
``OUT.json`` when it stops:

* per call the server answers (``tables.submit``, ``pit.lines``...): how many, the database
  round trips its worker made meanwhile (``trips``: counted in the driver, on the worker's
  thread while it answers that call, BEGIN, COMMIT and the ``pg_notify`` after a commit
  included; the driver's transaction commands tallied apart), and the seconds and thread
  CPU it took;
* each ``tables.submit`` and ``seat_figures.figures`` call on its own (``records``): its
  start (the machine's monotonic clock, which the bench's processes share), the console's
  link it came on, its round trips and its thread CPU, so the bench can take a console's
  click (a submit, then the redraw's figures on the same link) over its measured window;
* round trips made outside any call (the notices' listener, the backup timer, a console's
  enrolment check at connection);
* with ``FLOOR_SERVE_STATEMENTS=1`` (``--count``), the statements each click's calls ran
  through SQLAlchemy, by their opening words (what the round trips were);
* with ``FLOOR_SERVE_SWITCH=SECONDS``, the interpreter's switch interval set to that (an
  experiment: Python's default 0.005 s is how long a thread back from the database may wait
  for the interpreter while another thread computes);
* with ``FLOOR_SERVE_SAMPLE=1`` (``--profile``), where the server's threads spend their
  time: a sampler reads every thread's stack each
  few milliseconds and counts the functions on it (threads waiting in ``select``, a lock or
  a queue are idle and not counted).

Nothing in ``casino`` is changed on disk: the server's ``FloorServer._call`` is wrapped in
this process only. The figures are for the bench's report; the server owner may want them as
a built-in counter instead (see the bench's closing note).
"""

from __future__ import annotations

import collections
import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

IDLE = frozenset({"select", "poll", "wait", "_wait_for_tstate_lock", "acquire", "get", "sleep",
                  "_worker", "run_forever", "_run_once", "recv_into", "recv", "read",
                  "readinto", "epoll", "accept", "notifies", "wait_for"})  # fmt: skip
SAMPLE = 0.005


def install(out: Path) -> Any:
    import trips

    from casino.server import serve

    trips.install()
    lock = threading.Lock()
    calls: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0, 0, 0.0, 0.0])
    """path -> [calls, round trips, of them COMMITs, seconds, CPU seconds of the worker's
    thread]"""
    kinds: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    records: list[tuple[str, float, int, int, float]] = []
    """(path, monotonic start, link, round trips, thread CPU seconds) of each click's call."""
    recorded = frozenset({"tables.submit", "seat_figures.figures"})
    statements: dict[str, collections.Counter[str]] = collections.defaultdict(
        collections.Counter
    )
    local = threading.local()
    if os.environ.get("FLOOR_SERVE_STATEMENTS"):
        from sqlalchemy import event
        from sqlalchemy.engine import Engine

        def on_execute(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            path = getattr(local, "path", None)
            if path in recorded:
                words = " ".join(statement.split())[:90]
                with lock:
                    statements[path][words] += 1

        event.listen(Engine, "before_cursor_execute", on_execute)
    original = serve.FloorServer._call

    def _call(self: Any, link: Any, message: dict[str, Any]) -> dict[str, Any]:
        path = str(message.get("call"))[:60]
        began, cpu = time.perf_counter(), time.thread_time()
        at = time.monotonic()
        local.path = path
        try:
            with trips.counting() as tally:
                return original(self, link, message)
        finally:
            local.path = None
            took, used = time.perf_counter() - began, time.thread_time() - cpu
            with lock:
                found = calls[path]
                found[0] += 1
                found[1] += tally.trips
                found[2] += tally.kinds["COMMIT"]
                found[3] += took
                found[4] += used
                kinds[path].update(tally.kinds)
                if path in recorded:
                    records.append((path, at, id(link), tally.trips, used))

    serve.FloorServer._call = _call  # type: ignore[method-assign]

    samples: collections.Counter[str] = collections.Counter()
    busy: collections.Counter[str] = collections.Counter()
    innermost: collections.Counter[str] = collections.Counter()
    stop = threading.Event()

    def sampler() -> None:
        me = threading.get_ident()
        while not stop.wait(SAMPLE):
            for ident, frame in sys._current_frames().items():
                if ident == me:
                    continue
                if frame.f_code.co_name in IDLE:
                    continue
                busy["samples"] += 1
                innermost[f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"] += 1
                seen = set()
                while frame is not None:
                    code = frame.f_code
                    name = f"{Path(code.co_filename).name}:{code.co_name}"
                    if name not in seen:
                        samples[name] += 1
                        seen.add(name)
                    frame = frame.f_back

    if os.environ.get("FLOOR_SERVE_SAMPLE"):
        threading.Thread(target=sampler, name="bench-sampler", daemon=True).start()

    def write() -> None:
        stop.set()
        inside = sum(int(c[1]) for c in calls.values())
        everything = trips.total()
        with lock:
            found = {
                "calls": {
                    p: {
                        "calls": c[0],
                        "statements": c[1],
                        "commits": c[2],
                        "seconds": c[3],
                        "cpu": c[4],
                        "kinds": dict(kinds[p]),
                    }
                    for p, c in calls.items()
                },
                "outside": {"round trips": everything.trips - inside},
                "records": records,
                "statements": {
                    p: {"calls": calls[p][0], "top": c.most_common(25)}
                    for p, c in statements.items()
                },
                "threads": threads_cpu(),
                "samples": busy["samples"],
                "top": samples.most_common(60),
                "innermost": innermost.most_common(30),
            }
        out.write_text(json.dumps(found, indent=1))

    return write


def threads_cpu() -> dict[str, float]:
    """CPU seconds (user + system) of this process's threads, summed by kind (the event
    loop's main thread, the call workers, the notices' listener...), from ``/proc``."""
    names = {t.native_id: t.name for t in threading.enumerate()}
    ticks = os.sysconf("SC_CLK_TCK")
    found: collections.Counter[str] = collections.Counter()
    for task in Path("/proc/self/task").iterdir():
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        name = names.get(int(task.name), "other (ended or not Python's)")
        kind = "main (event loop: TLS, WebSockets)" if int(task.name) == os.getpid() else (
            name.rstrip("0123456789_").rstrip("-_") or name)  # fmt: skip
        found[kind] += (int(fields[11]) + int(fields[12])) / ticks
    return dict(found)


def main() -> int:
    out = Path(sys.argv[1])
    if os.environ.get("FLOOR_SERVE_SWITCH"):  # an experiment: the GIL handed on sooner
        sys.setswitchinterval(float(os.environ["FLOOR_SERVE_SWITCH"]))
    write = install(out)
    from casino.cli import main as casino

    try:
        return int(casino(sys.argv[2:]) or 0)
    finally:
        write()


if __name__ == "__main__":
    sys.exit(main())
