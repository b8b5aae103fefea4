"""The register of printed shift reports (``report_prints``).

A report's id is made from the digest of its figures, so the register answers one question:
has this exact report been printed before, and when? The first print records the time; a
reprint finds it and prints the same header, so the two pages are the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from casino.services.auth import SUPERVISORS, Actor, require, signed_in
from casino.services.report_model import ShiftReport, digest, report_id
from casino.services.report_trail import aware
from casino.store import models as m
from casino.store.unit import Database


@dataclass(frozen=True, slots=True)
class PrintStamp:
    report_id: str
    printed_at: datetime
    """When this report was first printed (a reprint carries the first print's time)."""
    reprint: bool


def stamp(db: Database, report: ShiftReport, by: Actor | None, via: str) -> PrintStamp:
    """Register a print of ``report``; ``by`` is the signed-in pit boss, None for the command
    line (run by whoever holds the database)."""
    rid, fingerprint = report_id(report), digest(report)
    for _attempt in range(2):
        try:
            with db.write() as session:
                if by is not None:
                    signed_in(session, by)
                    require(by, *SUPERVISORS, to="print a shift report")
                first = session.scalar(
                    select(m.ReportPrint).where(m.ReportPrint.report_id == rid)
                )
                if first is not None:
                    return PrintStamp(rid, aware(first.printed_at), reprint=True)
                now = m.utcnow()
                session.add(
                    m.ReportPrint(
                        shift_id=report.shift_id,
                        report_id=rid,
                        digest=fingerprint,
                        printed_at=now,
                        printed_by_id=by.user_id if by is not None else None,
                        via=via[:100],
                    )
                )
                return PrintStamp(rid, now, reprint=False)
        except IntegrityError:
            continue  # another console registered the same report a moment ago: read theirs
    raise RuntimeError(f"report {rid} could not be registered")
