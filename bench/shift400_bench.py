"""A floor's shift report: the time and CPU to read and print the shift report of a floor of
many tables (400 by default), each of which has played a few hands.

The floor is the soak's (``casino.services.soak``: every registered game in turn, live and
shoe tables), made on a SQLite file and played through the services until every table has
dealt ``--hands`` hands, its tables left open as a floor's are in the middle of a shift. It
is kept under ``bench/.data`` (named after the schema, so a migration makes a new one),
with its site key and journal beside it.

Timed, each from the database handle to its result, warm (after one untimed call), best and
median of ``--repeats``, wall time and this process's CPU time:
``ReportQueries.shift_report`` (the figures alone), ``ReportQueries.shift_document`` (the
figures, the trail and the players: everything the PDF prints) and
``reports.export.export_shift`` (read, register, lay out, write). With ``--profile``,
cProfile's top functions of one ``shift_document`` and the number of SQL statements it ran,
then the layout alone (``reports.shift_pdf.render`` of a document read before): its time and
CPU, and cProfile's top functions by their own time.

The issue's target: the 400-table shift report printed in under 3 s. Figures, not tests.
``python bench/shift400_bench.py [--tables N] [--hands N] [--profile] [--rebuild]``.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / ".data"
TARGET_S = 3.0


def _schema() -> str:
    from casino.store import migrate

    digest = hashlib.sha256()
    for script in sorted((migrate.MIGRATIONS / "versions").glob("*.py")):
        digest.update(script.name.encode() + b"\0" + script.read_bytes())
    return f"{migrate.head()}-{digest.hexdigest()[:8]}"


def floor(tables: int, hands: int, rebuild: bool) -> Path:
    """The floor's database (made first if missing)."""
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"shift-floor-{tables}x{hands}-{_schema()}.db"
    os.environ["CASINO_SEAL_KEY_FILE"] = str(path.with_suffix(".key"))
    os.environ["CASINO_JOURNAL"] = str(path.with_suffix(".journal"))
    if path.exists() and not rebuild:
        return path
    for old in DATA.glob(f"shift-floor-{tables}x{hands}-*"):
        old.unlink()
    from casino.services import Services, soak
    from casino.store import migrate
    from casino.store.unit import Database

    began = time.perf_counter()
    scratch = path.with_suffix(".building")
    db = Database(f"sqlite:///{scratch}")
    migrate.upgrade(db.engine)
    services = Services(db)
    commits = soak.run(services, tables, hands, 400, io.StringIO())
    services.tables.advantage.wait()
    db.dispose()
    for suffix in ("-wal", "-shm"):
        if Path(f"{scratch}{suffix}").exists():
            Path(f"{scratch}{suffix}").rename(f"{path}{suffix}")
    scratch.rename(path)
    print(f"  built {path.name}: {tables} tables, {hands} hands each, {commits:,} commands, "
          f"{time.perf_counter() - began:.0f} s", file=sys.stderr)  # fmt: skip
    return path


def timed(call: Callable[[], Any], repeats: int) -> tuple[list[float], list[float]]:
    call()
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        call()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def _profile_layout(queries: Any, shift: int, site: Any) -> None:
    """The layout alone (``reports.shift_pdf.render`` of a document already read): its time
    and CPU, best of three, and cProfile's top functions by their own time."""
    from casino.services.reports.prints import PrintStamp
    from casino.store import models as m
    from reports.shift_pdf import render

    report = queries.shift_document(shift, None, site)
    stamp = PrintStamp("SR-BENCH", m.utcnow(), reprint=False)
    walls, cpus = timed(lambda: render(report, stamp), 3)
    pdf = render(report, stamp)
    print(f"  layout alone (shift_pdf.render): best {min(walls):.2f} s, CPU best "
          f"{min(cpus):.2f} s median {statistics.median(cpus):.2f} s; "
          f"{pdf.count(b'/Type /Page' + bytes([10])):,} pages, {len(pdf):,} bytes")  # fmt: skip
    profile = cProfile.Profile()
    profile.enable()
    render(report, stamp)
    profile.disable()
    stream = io.StringIO()
    pstats.Stats(profile, stream=stream).sort_stats("tottime").print_stats(25)
    print(stream.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=400)
    parser.add_argument("--hands", type=int, default=3, help="hands dealt at each table")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args(argv)
    path = floor(args.tables, args.hands, args.rebuild)
    from sqlalchemy import event

    import reports.export
    from casino.services.reports.shift import ReportQueries
    from casino.site import Site
    from casino.store.unit import Database

    db = Database(f"sqlite:///{path}")
    queries = ReportQueries(db)
    shift = queries.shift_id("latest")
    site = Site("Bench Casino", "UTC")
    print(f"A floor's shift report (bench/shift400_bench.py): {args.tables} tables, "
          f"{args.hands} hands each, SQLite; target {TARGET_S:.0f} s")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="casino-shift400-") as folder:
        out = Path(folder) / "report.pdf"
        calls: dict[str, Callable[[], Any]] = {
            "figures (shift_report)": lambda: queries.shift_report(shift),
            "figures + trail + players (shift_document)": lambda: queries.shift_document(
                shift, None, site
            ),
            "PDF export (export_shift)": lambda: reports.export.export_shift(
                db, "latest", out, site=site
            ),
        }
        for label, call in calls.items():
            walls, cpus = timed(call, args.repeats)
            verdict = "PASS" if min(walls) < TARGET_S else "BELOW"
            print(f"  {label:44s} best {min(walls):6.2f} s  median "
                  f"{statistics.median(walls):6.2f} s  CPU {statistics.median(cpus):6.2f} s  "
                  f"{verdict}")  # fmt: skip
        if args.profile:
            statements = [0]

            def count(*_args: Any) -> None:
                statements[0] += 1

            event.listen(db.engine, "before_cursor_execute", count)
            profile = cProfile.Profile()
            profile.enable()
            queries.shift_document(shift, None, site)
            profile.disable()
            event.remove(db.engine, "before_cursor_execute", count)
            print(f"  shift_document ran {statements[0]:,} SQL statements")
            stream = io.StringIO()
            pstats.Stats(profile, stream=stream).sort_stats("cumulative").print_stats(30)
            print(stream.getvalue())
            _profile_layout(queries, shift, site)
    db.dispose()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
