"""The pit's accounting as the reports read it: voided slips, openers that differed from the
last closer, the count room's drop counts and their variances, hand corrections and patron
complaints, each for a set of table sessions.

Every record here is append-only: a recount or a void is a new row pointing at the old one,
so "as it stands" means the newest row of each chain, and nothing is ever read twice.
Queries are bounded by the sessions' ids (each indexed), as in ``report_trail``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from casino.services.pit import count_room
from casino.services.reports.model import (
    ComplaintEntry,
    ComplaintNoteEntry,
    DiscrepancyEntry,
    DropCountEntry,
    HandCorrectionEntry,
    SlipVoidEntry,
)
from casino.services.when import aware
from casino.store import models as m

Names = dict[int, str]


def slip_voids(session: Session, slip_ids: Sequence[int], names: Names) -> dict[int, SlipVoidEntry]:
    """The void of each of ``slip_ids`` that has one, by slip id."""
    if not slip_ids:
        return {}
    return {
        v.slip_id: SlipVoidEntry(
            v.reason,
            names.get(v.requested_by_id, "?"),
            names.get(v.approved_by_id, "?"),
            aware(v.at),
        )
        for v in session.scalars(select(m.SlipVoid).where(m.SlipVoid.slip_id.in_(slip_ids)))
    }


def drop_counts(session: Session, ids: Sequence[int]) -> list[DropCountEntry]:
    """The count room's count of each session's box (``count_room.counted_drops``: the
    newest recount) beside its recorded drop, in the order the sessions opened; a session not
    yet counted has no entry."""
    counts = count_room.counted_drops(session, ids)
    if not counts:
        return []
    recorded = count_room.recorded_drops(session, list(counts))
    opened = dict(
        session.execute(
            select(m.TableSession.id, m.TableSession.opened_at).where(
                m.TableSession.id.in_(list(counts))
            )
        ).all()
    )
    entries = []
    for sid in sorted(counts):
        count = counts[sid]
        lines = count_room.count_lines(session, count.drop_count_id)
        resolved = count.resolution
        entries.append(
            DropCountEntry(
                session_opened_at=aware(opened[sid]),
                recorded=recorded[sid],
                counted=count.total,
                lines=tuple(
                    (kind, d, n)
                    for kind in count_room.KINDS
                    for d, n in sorted(lines.get(kind, {}).items(), reverse=True)
                ),
                counted_by=count.counted_by,
                witnessed_by=count.witnessed_by,
                counted_at=count.counted_at,
                state=count_room.variance_status(recorded[sid], count),
                resolution=resolved.reason if resolved is not None else "",
                resolved_by=resolved.resolved_by if resolved is not None else "",
                recount=count.recount,
            )
        )
    return entries


def discrepancies(session: Session, ids: Sequence[int], names: Names) -> list[DiscrepancyEntry]:
    """The opener discrepancies recorded when the sessions' openers were signed."""
    return discrepancies_of(session, dict.fromkeys(ids, 0), names).get(0, [])


def discrepancies_of(
    session: Session, table_of: Mapping[int, int], names: Names
) -> dict[int, list[DiscrepancyEntry]]:
    """``discrepancies`` of many tables at once: ``table_of`` maps each session to its
    table."""
    rows = session.scalars(
        select(m.CountDiscrepancy)
        .where(m.CountDiscrepancy.table_session_id.in_(list(table_of)))
        .order_by(m.CountDiscrepancy.id)
    ).all()
    if not rows:
        return {}
    chips = chip_lines(session, [r.opener_id for r in rows] + [r.closer_id for r in rows])
    totals = dict(
        session.execute(
            select(m.Inventory.id, m.Inventory.total).where(
                m.Inventory.id.in_([r.opener_id for r in rows] + [r.closer_id for r in rows])
            )
        ).all()
    )
    found: dict[int, list[DiscrepancyEntry]] = defaultdict(list)
    for r in rows:
        found[table_of[r.table_session_id]].append(
            DiscrepancyEntry(
                level=r.level,
                closer_total=int(totals[r.closer_id]),
                opener_total=int(totals[r.opener_id]),
                difference=int(r.difference),
                lines=differing(chips.get(r.closer_id, {}), chips.get(r.opener_id, {})),
                seen_by=names.get(r.seen_by_id, "?"),
                at=aware(r.at),
            )
        )
    return found


def chip_lines(session: Session, inventory_ids: Sequence[int]) -> dict[int, dict[int, int]]:
    """Each count's chips: denomination to count."""
    found: dict[int, dict[int, int]] = defaultdict(dict)
    for line in session.scalars(
        select(m.InventoryLine).where(m.InventoryLine.inventory_id.in_(inventory_ids))
    ):
        found[line.inventory_id][int(line.denomination)] = int(line.count)
    return found


def differing(closer: dict[int, int], opener: dict[int, int]) -> tuple[tuple[int, int, int], ...]:
    """(denomination, closer count, opener count) where the two differ, largest first."""
    return tuple(
        (d, closer.get(d, 0), opener.get(d, 0))
        for d in sorted(set(closer) | set(opener), reverse=True)
        if closer.get(d, 0) != opener.get(d, 0)
    )


def hand_corrections(
    session: Session, ids: Sequence[int], tables: dict[int, str], names: Names
) -> list[HandCorrectionEntry]:
    """The hand corrections booked in the sessions, oldest first."""
    return hand_corrections_of(session, dict.fromkeys(ids, 0), tables, names).get(0, [])


def hand_corrections_of(
    session: Session, table_of: Mapping[int, int], tables: dict[int, str], names: Names
) -> dict[int, list[HandCorrectionEntry]]:
    """``hand_corrections`` of many tables at once: ``table_of`` maps each session to its
    table."""
    found: dict[int, list[HandCorrectionEntry]] = defaultdict(list)
    for c in session.scalars(
        select(m.HandCorrection)
        .where(m.HandCorrection.table_session_id.in_(list(table_of)))
        .order_by(m.HandCorrection.at, m.HandCorrection.id)
    ):
        found[table_of[c.table_session_id]].append(
            HandCorrectionEntry(
                table=tables.get(c.table_id, "?"),
                hand=c.hand_number,
                seat=c.seat,
                player=c.player,
                amount=int(c.amount),
                reason=c.reason,
                requested_by=names.get(c.requested_by_id, "?"),
                approved_by=names.get(c.approved_by_id, "?"),
                at=aware(c.at),
            )
        )
    return found


def complaints(
    session: Session,
    ids: Sequence[int],
    tables: dict[int, str],
    names: Names,
    loose: Sequence[tuple[int, datetime, datetime]] = (),
) -> list[ComplaintEntry]:
    """The complaints recorded in the sessions, with every note on each. A complaint recorded
    with no session (the table was closed) belongs where its table and time fall: ``loose``
    gives (table id, from, until) spans to take such complaints from."""
    where: list[ColumnElement[bool]] = [m.Complaint.table_session_id.in_(ids)]
    for table_id, start, end in loose:
        where.append(
            and_(
                m.Complaint.table_session_id.is_(None),
                m.Complaint.table_id == table_id,
                m.Complaint.at >= start,
                m.Complaint.at < end,
            )
        )
    return [entry for _table, entry in _complaints(session, or_(*where), tables, names)]


def complaints_of(
    session: Session,
    table_of: Mapping[int, int],
    tables: dict[int, str],
    names: Names,
    loose: tuple[datetime, datetime],
) -> dict[int, list[ComplaintEntry]]:
    """``complaints`` of many tables at once (``table_of`` maps each session to its table),
    those recorded with no session at any of ``tables`` from ``loose[0]`` until ``loose[1]``
    included."""
    start, end = loose
    where = or_(
        m.Complaint.table_session_id.in_(list(table_of)),
        and_(
            m.Complaint.table_session_id.is_(None),
            m.Complaint.table_id.in_(list(tables)),
            m.Complaint.at >= start,
            m.Complaint.at < end,
        ),
    )
    found: dict[int, list[ComplaintEntry]] = defaultdict(list)
    for table_id, entry in _complaints(session, where, tables, names):
        found[table_id].append(entry)
    return found


def _complaints(
    session: Session, where: ColumnElement[bool], tables: dict[int, str], names: Names
) -> list[tuple[int, ComplaintEntry]]:
    rows = session.scalars(
        select(m.Complaint).where(where).order_by(m.Complaint.at, m.Complaint.id)
    ).all()
    if not rows:
        return []
    notes: dict[int, list[ComplaintNoteEntry]] = defaultdict(list)
    for note in session.scalars(
        select(m.ComplaintNote)
        .where(m.ComplaintNote.complaint_id.in_([r.id for r in rows]))
        .order_by(m.ComplaintNote.at, m.ComplaintNote.id)
    ):
        notes[note.complaint_id].append(
            ComplaintNoteEntry(note.note, bool(note.resolved), names.get(note.by_id, "?"),
                               aware(note.at))
        )  # fmt: skip
    return [
        (
            r.table_id,
            ComplaintEntry(
                table=tables.get(r.table_id, "?"),
                hand=r.hand_number,
                seat=r.seat,
                patron=r.patron,
                what=r.what,
                dealer_note=r.dealer_note,
                recorded_by=names.get(r.recorded_by_id, "?"),
                at=aware(r.at),
                notes=tuple(notes[r.id]),
            ),
        )
        for r in rows
    ]
