"""``casino slips``: the record's fill and credit slips, read only, for the pit and for
accounting (no sign-in: like ``casino report`` it reads and changes nothing).

``casino slips --gaps [--date YYYY-MM-DD]`` is the gap report, a line per missing or voided
slip number of each gaming day and kind, then a summary line::

    2026-11-23  fill    2026-11-23-00004  missing
    2026-11-23  credit  2026-11-23-00002  void  wrong table, voided by Pat Pitboss, approved by Kim Pitboss at 21:04
    1 missing, 1 voided among 14 slip numbers on 2026-11-23

``casino slips [--date YYYY-MM-DD]`` lists the slips themselves. Exit 0 when the report was
printed (whatever it found), 2 for a bad argument or a database that cannot be read.
"""  # noqa: E501

from __future__ import annotations

import argparse
from datetime import date
from typing import Any, TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED
from casino.money import format_money
from casino.textfile import quoted

GAPS_HELP = (
    "the gap report: a line per slip number missing from 1 to the highest issued, and per "
    "voided number, of each gaming day and kind ('2026-11-23  fill    2026-11-23-00004  "
    "missing', or '... void  REASON, voided by A, approved by B at HH:MM'), then a summary "
    "line"
)


def gaming_date(text: str) -> date:
    """An argparse type: a gaming day as YYYY-MM-DD."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a date: write the gaming day as YYYY-MM-DD, such as 2026-11-23"
        ) from None


def register(sub: Any) -> None:
    """Add ``casino slips`` to ``casino``'s parser."""
    slips = sub.add_parser(
        "slips",
        help="list the fill and credit slips, or the gap report (--gaps)",
        description="The record's fill and credit slips, read only (accounting may run it). "
        "Without --gaps: each slip of the gaming day (kind, number, table, total, who issued "
        "and received it, manual and void marks). With --gaps: " + GAPS_HELP + ". Without "
        "--date every gaming day with slips is covered. Exit 0: printed; 2: a bad argument "
        "or a database that cannot be read.",
    )
    slips.add_argument("--gaps", action="store_true", help=GAPS_HELP)
    slips.add_argument(
        "--date", type=gaming_date, metavar="YYYY-MM-DD",
        help="one gaming day (it begins at 06:00 local time); default: every day with slips",
    )  # fmt: skip
    slips.add_argument(
        "--db", metavar="URL", help="a SQLAlchemy URL (default: the configured database)"
    )
    slips.set_defaults(func=cmd_slips)


def cmd_slips(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.services.pit.slip_records import SlipQueries
    from casino.store import migrate
    from casino.store.unit import Database

    db = Database(args.db)
    try:
        if migrate.current(db.engine) != migrate.head():
            err.write(
                f"casino slips: the database at {db.url} is not set up; run: casino db upgrade\n"
            )
            return EXIT_REFUSED
        queries = SlipQueries(db)
        if args.gaps:
            report = queries.slip_gaps(args.date)
            for gap in report.lines:
                out.write(gap.line() + "\n")
            out.write(report.summary() + "\n")
            return EXIT_OK
        rows = queries.slips(args.date)
    finally:
        db.dispose()
    for row in rows:
        total = format_money(row.total, *row.currency)
        text = (
            f"{row.day}  {row.kind:<6}  {row.label}  {row.table}  {total}  issued by "
            f"{row.issued_by}, received by {row.received_by}"
        )
        if row.requested_by:
            text += f", requested by {row.requested_by}"
        if row.manual:
            text += f"  manual: pre-printed {row.printed_number}"
        if row.void is not None:
            text += f"  VOID: {row.void}"
        out.write(text + "\n")
    fills = sum(1 for r in rows if r.kind == "fill")
    voided = sum(1 for r in rows if r.void is not None)
    span = f"on {args.date.isoformat()}" if args.date is not None else "in the record"
    counts = f"{_count(fills, 'fill')}, {_count(len(rows) - fills, 'credit')}, {voided} voided"
    out.write(f"{_count(len(rows), 'slip')} {span}: {counts}\n")
    return EXIT_OK


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
