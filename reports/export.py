"""A report from the database to a PDF file: read the figures, lay them out, write the file
(and, for a shift report, register the print). The ``casino report`` command and the console's
export buttons all come through here, so they print the same documents.

The file is written beside its destination and moved into place, so a reader never finds
half a report, and a failure leaves any earlier file untouched.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from casino.i18n import N_, _
from casino.pit_settings import PitSettings
from casino.services.reports.model import ShiftReport
from casino.services.reports.period_model import ExceptionsReport, PeriodReport
from casino.services.reports.period_model import report_id as period_id
from casino.services.reports.periods import PeriodQueries, check_span
from casino.services.reports.prints import PrintStamp, first_print, register
from casino.services.reports.shift import ReportQueries
from casino.services.users.auth import Actor
from casino.site import Site
from casino.site import site as configured
from casino.store import models as m
from casino.store.unit import Database
from reports import exceptions_pdf, period_pdf
from reports.shift_pdf import render

STEPS = (N_("reading the shift's record"), N_("laying out the pages"), N_("writing the file"))
Progress = Callable[[int, int, str], None]
"""Told (step, of, what) as each step starts; ``what`` in the language being spoken."""


@dataclass(frozen=True, slots=True)
class Exported:
    report: ShiftReport
    stamp: PrintStamp
    path: Path
    pages: int
    size: int

    @property
    def report_id(self) -> str:
        return self.stamp.report_id


def export_shift(
    db: Database,
    shift: int | str,
    out: Path,
    *,
    now: datetime | None = None,
    by: Actor | None = None,
    via: str = "casino report",
    site: Site | None = None,
    progress: Progress | None = None,
) -> Exported:
    """Write the report of ``shift`` (its number, or ``latest``) to ``out``, printed by
    ``by``: a pit boss's or an administrator's print names the players, any other (and the
    command line's, ``by`` None) shows their seat numbers."""
    tell = progress or (lambda _step, _of, _what: None)
    queries = ReportQueries(db)
    tell(1, len(STEPS), _(STEPS[0]))
    shift_id = queries.shift_id(shift)
    report = queries.shift_document(shift_id, now, site or configured(), reader=by)
    printed = first_print(db, report, by)
    tell(2, len(STEPS), _(STEPS[1]))
    pdf = render(report, printed)
    tell(3, len(STEPS), _(STEPS[2]))
    write_atomically(out, pdf)
    registered = register(db, report, printed, by, via)
    if registered != printed:  # another console printed the same report a moment before
        pdf = render(report, registered)
        write_atomically(out, pdf)
    return Exported(report, registered, out, _pages(pdf), len(pdf))


def export_shift_printed(
    queries: ReportQueries,
    shift: int | str,
    out: Path,
    *,
    by: Actor,
    via: str,
    site: Site | None = None,
    progress: Progress | None = None,
) -> Exported:
    """Write the report of ``shift`` to ``out`` from a document the services stamped and
    registered (``ReportQueries.shift_print``): a floor console's print, laid out here from
    what the server read and sent."""
    tell = progress or (lambda _step, _of, _what: None)
    tell(1, len(STEPS), _(STEPS[0]))
    report, printed = queries.shift_print(shift, by, via, site)
    tell(2, len(STEPS), _(STEPS[1]))
    pdf = render(report, printed)
    tell(3, len(STEPS), _(STEPS[2]))
    write_atomically(out, pdf)
    return Exported(report, printed, out, _pages(pdf), len(pdf))


@dataclass(frozen=True, slots=True)
class ExportedPeriod:
    """A period or exceptions report written to a file. It has no register of prints (its
    id, from the digest of its figures, says whether two prints say the same)."""

    report: PeriodReport | ExceptionsReport
    report_id: str
    path: Path
    pages: int
    size: int


PERIOD_STEPS = (N_("reading the period's record"), N_("laying out the pages"),
                N_("writing the file"))  # fmt: skip


def export_period(
    db: Database | None,
    kind: str,
    day: date,
    out: Path,
    *,
    now: datetime | None = None,
    by: Actor | None = None,
    site: Site | None = None,
    settings: PitSettings | None = None,
    progress: Progress | None = None,
    queries: PeriodQueries | None = None,
) -> ExportedPeriod:
    """Write the report of the gaming day, month to date or year to date (``kind``: day,
    mtd or ytd) ending with ``day`` to ``out``. ``by`` is the signed-in reader (a pit boss,
    an administrator or accounting), None for the command line. ``queries``: the console's
    own (in-process or a floor server's), instead of new ones over ``db``."""
    tell = progress or (lambda _step, _of, _what: None)
    queries = queries or _period_queries(db, settings)
    queries.may_read(by, "a period report")
    tell(1, len(PERIOD_STEPS), _(PERIOD_STEPS[0]))
    report = queries.period_report(kind, day, now, site or configured())
    tell(2, len(PERIOD_STEPS), _(PERIOD_STEPS[1]))
    pdf = period_pdf.render(report, m.utcnow())
    tell(3, len(PERIOD_STEPS), _(PERIOD_STEPS[2]))
    write_atomically(out, pdf)
    return ExportedPeriod(report, period_id(report), out, _pages(pdf), len(pdf))


def export_exceptions(
    db: Database | None,
    first: date,
    last: date,
    out: Path,
    *,
    now: datetime | None = None,
    by: Actor | None = None,
    site: Site | None = None,
    settings: PitSettings | None = None,
    progress: Progress | None = None,
    queries: PeriodQueries | None = None,
) -> ExportedPeriod:
    """Write the exceptions report of the gaming days ``first`` to ``last`` to ``out``
    (``queries`` as ``export_period`` takes them)."""
    tell = progress or (lambda _step, _of, _what: None)
    queries = queries or _period_queries(db, settings)
    check_span(first, last)
    queries.may_read(by, "an exceptions report")
    tell(1, len(PERIOD_STEPS), _(PERIOD_STEPS[0]))
    report = queries.exceptions_report(first, last, now, site or configured())
    tell(2, len(PERIOD_STEPS), _(PERIOD_STEPS[1]))
    pdf = exceptions_pdf.render(report, m.utcnow())
    tell(3, len(PERIOD_STEPS), _(PERIOD_STEPS[2]))
    write_atomically(out, pdf)
    return ExportedPeriod(report, period_id(report), out, _pages(pdf), len(pdf))


def _period_queries(db: Database | None, settings: PitSettings | None) -> PeriodQueries:
    if db is None:
        raise ValueError("a period report reads a database or the console's own queries")
    return PeriodQueries(db, settings)


def _pages(pdf: bytes) -> int:
    return pdf.count(b"/Type /Page\n")


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all: into a new file beside it, synced, then
    moved over it. The new file is created as any file the user makes is, mode 0666 less the
    umask, so a report can be read by whoever the user's umask lets read their files (a
    ``tempfile`` file would stay 0600, readable by its owner only)."""
    path = path.expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = _new_file_beside(path)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _new_file_beside(path: Path) -> tuple[int, Path]:
    """A new, empty, hidden file in ``path``'s folder, opened for writing. Created with
    ``O_EXCL`` under a random name, as ``tempfile.mkstemp`` does, but with mode 0666 so that
    the kernel applies the umask: reading the umask would mean setting it, which races with
    the console's other threads."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(temporary, flags, 0o666), temporary
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")
