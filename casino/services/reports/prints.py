"""The register of printed shift reports (``report_prints``).

A report's id is made from the digest of its figures, so the register answers one question:
has this exact report been printed before, and when? A reprint finds the first print and
carries its time, so the two files are the same bytes. A print is registered only once its
file is written: a print that failed (a full disk, a folder it may not write) leaves no row.
The players section names players on a pit boss's or an administrator's print and shows seat
numbers on any other, so where players played, the two are different reports with ids of
their own, each reprinted as itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from casino.i18n import N_
from casino.services.journaling import note_tables
from casino.services.reports.model import ShiftReport, digest, report_id
from casino.services.reports.trail import aware
from casino.services.users.auth import ACCOUNTING, SUPERVISORS, Actor, require, signed_in
from casino.store import journal as journal_file
from casino.store import models as m
from casino.store.unit import Database


@dataclass(frozen=True, slots=True)
class PrintStamp:
    report_id: str
    printed_at: datetime
    """When this report was first printed (a reprint carries the first print's time)."""
    reprint: bool
    journal: journal_file.Head | None = None
    """The journal's head when the report was first printed (a reprint carries the first
    print's): on paper, out of reach of whoever holds the console, so a journal deleted or
    cut back behind it is found by ``casino verify`` and by anyone holding the page."""


def first_print(db: Database, report: ShiftReport, by: Actor | None) -> PrintStamp:
    """The stamp to print ``report`` under: its first print's, or now for a first print.
    ``by`` is the signed-in pit boss, administrator or accountant (who reads reports and
    changes nothing), None for the command line (run by whoever holds the database); a
    dealer is refused here, before anything is laid out."""
    rid = report_id(report)
    with db.read() as session:
        if by is not None:
            by = signed_in(session, by)
            require(by, *SUPERVISORS, ACCOUNTING, to=N_("print a shift report"))
        first = session.scalar(select(m.ReportPrint).where(m.ReportPrint.report_id == rid))
        if first is not None:
            head = session.execute(
                select(m.JournalHead.line, m.JournalHead.mac)
                .where(m.JournalHead.report_id == rid)
                .order_by(m.JournalHead.id)
                .limit(1)
            ).first()
            printed = journal_file.Head(*head) if head is not None else None
            return PrintStamp(rid, aware(first.printed_at), reprint=True, journal=printed)
    return PrintStamp(rid, m.utcnow(), reprint=False, journal=journal_file.head())


def register(
    db: Database, report: ShiftReport, printed: PrintStamp, by: Actor | None, via: str
) -> PrintStamp:
    """Record a first print, once its file exists. If another console registered the same
    report in the meantime, theirs is the first print: its stamp is returned, and the caller
    prints again under it."""
    if printed.reprint:
        note_tables(db, f"report {printed.report_id} reprinted")
        return printed
    try:
        with db.write() as session:
            if by is not None:
                by = signed_in(session, by)
            session.add(
                m.ReportPrint(
                    shift_id=report.shift_id,
                    report_id=printed.report_id,
                    digest=digest(report),
                    printed_at=printed.printed_at,
                    printed_by_id=by.user_id if by is not None else None,
                    via=via[:100],
                )
            )
            if printed.journal is not None:
                session.add(
                    m.JournalHead(
                        journal=journal_file.identity(), line=printed.journal.line,
                        mac=printed.journal.mac, at=m.utcnow(),
                        why=f"report {printed.report_id} printed", report_id=printed.report_id,
                    )
                )  # fmt: skip
    except IntegrityError:
        return first_print(db, report, by)
    note_tables(db, f"report {printed.report_id} printed")
    return printed
