"""The audit trail of a shift report: who counted and signed, which rules were played, who
dealt and for how long, what was voided or corrected and why, the win hour by hour, and where
each table's hash chain stood at the end of the shift.

Every query here is bounded by the shift's own table sessions (each indexed), or by a range of
one table's event sequence (the stream's unique index), so a report costs the same in a
database of a thousand hands as in one of a million.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Integer, and_, cast, func, literal_column, select, union_all
from sqlalchemy.orm import Session, aliased
from sqlalchemy.sql.elements import ColumnElement

from casino.games.house_rules import differences
from casino.services.outages import WRITTEN_TO, outage_covering
from casino.services.report_accounting import slip_voids
from casino.services.report_model import (
    ChainHead,
    ChipCount,
    Correction,
    DealerTime,
    HourWin,
    RulesInForce,
    SlipEntry,
    TableReport,
    VoidEntry,
)
from casino.services.rules import rules_of
from casino.store import models as m

BUCKET = 900
"""Wins are summed per quarter hour in the database, then gathered into local clock hours:
every time zone in use is a whole number of quarter hours from UTC."""
HEAD_WINDOW = 256
"""Events looked at past the last one carrying a row, for the head (seatings, rules)."""

Names = dict[int, str]


def aware(at: datetime) -> datetime:
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def counts(session: Session, ids: Sequence[int], names: Names) -> list[ChipCount]:
    """Each opener and closer as it stands now: a recount replaces the count it corrects."""
    newer = aliased(m.Inventory)
    rows = session.scalars(
        select(m.Inventory)
        .outerjoin(newer, newer.corrects_id == m.Inventory.id)
        .where(m.Inventory.table_session_id.in_(ids), newer.id.is_(None))
        .order_by(m.Inventory.table_session_id, m.Inventory.kind.desc(), m.Inventory.id)
    ).all()
    chips: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for line in session.scalars(
        select(m.InventoryLine)
        .where(m.InventoryLine.inventory_id.in_([r.id for r in rows]))
        .order_by(m.InventoryLine.inventory_id, m.InventoryLine.denomination.desc())
    ):
        chips[line.inventory_id].append((line.denomination, line.count))
    return [
        ChipCount(
            r.kind,
            r.total,
            tuple(chips[r.id]),
            aware(r.counted_at),
            names.get(r.signed_by_id, "?"),
            names.get(r.witnessed_by_id, "?"),
        )
        for r in rows
    ]


def slips(session: Session, ids: Sequence[int], names: Names) -> list[SlipEntry]:
    """The sessions' slips as they stand (a corrected slip at its newest record), voided ones
    too (marked); a manual slip with its printed number and the time written on it."""
    newer = aliased(m.Slip)
    rows = session.scalars(
        select(m.Slip)
        .outerjoin(newer, newer.corrects_id == m.Slip.id)
        .where(m.Slip.table_session_id.in_(ids), newer.id.is_(None))
        .order_by(m.Slip.issued_at, m.Slip.id)
    ).all()
    voided = slip_voids(session, [s.id for s in rows], names)
    return [
        SlipEntry(
            s.kind,
            m.slip_label(s.year, s.number),
            s.total,
            aware(s.issued_at),
            names.get(s.issued_by_id, "?"),
            names.get(s.received_by_id, "?"),
            manual=bool(s.manual),
            printed_number=s.printed_number,
            written_at=aware(s.written_at) if s.written_at is not None else None,
            basis=_basis(session, s, names) if s.manual else "",
            void=voided.get(s.id),
        )
        for s in rows
    ]


def _basis(session: Session, slip: m.Slip, names: Names) -> str:
    """Why a manual slip was let in: an administrator's approval, else the outage on record
    its written time falls in; a slip entered before either was asked says it had neither."""
    if slip.approved_by_id is not None:
        return f"approved by {names.get(slip.approved_by_id, '?')}, no outage on record"
    outage = outage_covering(session, slip.written_at, WRITTEN_TO) if slip.written_at else None
    if outage is not None:
        return f"during an outage on record ({outage})"
    return "no outage on record and no approval"


def rules(
    session: Session, table_id: int, ids: Sequence[int], names: Names
) -> list[RulesInForce]:
    """The versions the table's hands were played under, in the order they were played. A
    table opened and closed without a hand shows the version it was set to play."""
    played = session.execute(
        select(
            m.Hand.rule_version_id,
            func.count(),
            func.min(m.Hand.number),
            func.max(m.Hand.number),
        )
        .where(m.Hand.table_session_id.in_(ids), m.Hand.outcome == "played")
        .group_by(m.Hand.rule_version_id)
        .order_by(func.min(m.Hand.number))
    ).all()
    spans: list[tuple[int, int, int | None, int | None]] = [
        (int(v), int(n), int(lo), int(hi)) for v, n, lo, hi in played
    ]
    if not spans:
        assigned = session.scalar(
            select(m.TableRules.rule_version_id)
            .where(m.TableRules.table_id == table_id)
            .order_by(m.TableRules.id.desc())
            .limit(1)
        )
        if assigned is not None:
            spans = [(assigned, 0, None, None)]
    found = []
    for version_id, hands, first, last in spans:
        version = session.get(m.RuleVersion, version_id)
        assert version is not None
        found.append(
            RulesInForce(
                version.version,
                version.name,
                names.get(version.approved_by_id, "?"),
                hands,
                first,
                last,
                differences(rules_of(version)),
            )
        )
    return found


def currency(session: Session, table_id: int, ids: Sequence[int]) -> tuple[str, int] | None:
    """The currency of the rules the table played last in the shift."""
    version_id = session.scalar(
        select(m.Hand.rule_version_id)
        .where(m.Hand.table_session_id.in_(ids))
        .order_by(m.Hand.number.desc())
        .limit(1)
    ) or session.scalar(
        select(m.TableRules.rule_version_id)
        .where(m.TableRules.table_id == table_id)
        .order_by(m.TableRules.id.desc())
        .limit(1)
    )
    if version_id is None:
        return None
    version = session.get(m.RuleVersion, version_id)
    assert version is not None
    played = rules_of(version)
    return played.currency, played.minor_units


def seq_spans(session: Session, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
    """Each session's first and last event carrying a row (a wager, a buy-in or cash-out, or
    a finished hand): the session's stretch of its table's stream."""
    parts = union_all(
        select(
            m.Wager.table_session_id.label("sid"),
            func.min(m.Wager.seq).label("lo"),
            func.max(m.Wager.seq).label("hi"),
        )
        .where(m.Wager.table_session_id.in_(ids))
        .group_by(m.Wager.table_session_id),
        select(
            m.CashMovement.table_session_id,
            func.min(m.CashMovement.seq),
            func.max(m.CashMovement.seq),
        )
        .where(m.CashMovement.table_session_id.in_(ids))
        .group_by(m.CashMovement.table_session_id),
        select(m.Hand.table_session_id, func.min(m.Hand.first_seq), func.max(m.Hand.last_seq))
        .where(m.Hand.table_session_id.in_(ids))
        .group_by(m.Hand.table_session_id),
    ).subquery()
    return {
        int(sid): (int(lo), int(hi))
        for sid, lo, hi in session.execute(
            select(parts.c.sid, func.min(parts.c.lo), func.max(parts.c.hi)).group_by(parts.c.sid)
        )
    }


def head(session: Session, table_id: int, last_seq: int, end: datetime) -> ChainHead:
    """The table's last event written by ``end``, at or after ``last_seq``."""
    rows = session.execute(
        select(m.Event.seq, m.Event.hash, m.Event.at)
        .where(m.Event.table_id == table_id, m.Event.seq >= last_seq)
        .order_by(m.Event.seq)
        .limit(HEAD_WINDOW)
    ).all()
    found = rows[0]
    for row in rows[1:]:
        if aware(row[2]) > end:
            break
        found = row
    return ChainHead(int(found[0]), str(found[1]), aware(found[2]))


def dealers(
    session: Session,
    table_id: int,
    stretches: Sequence[tuple[int, int, datetime]],
    ids: Sequence[int],
    names: Names,
) -> list[DealerTime]:
    """Who entered the table's commands, for how long and how many hands they started.

    A dealer's time runs from their first command until the next person's first command, or
    the end of the session: the table is theirs between commands too. ``stretches`` are the
    sessions' (first seq, last seq, end)."""
    seconds: dict[int, float] = defaultdict(float)
    hands: dict[int, int] = defaultdict(int)
    for first, last, end in stretches:
        previous = func.lag(m.Event.user_id).over(order_by=m.Event.seq).label("previous")
        inner = (
            select(m.Event.seq, m.Event.user_id, m.Event.at, previous)
            .where(m.Event.table_id == table_id, m.Event.seq.between(first, last))
            .subquery()
        )
        changes = session.execute(
            select(inner.c.seq, inner.c.user_id, inner.c.at)
            .where((inner.c.previous.is_(None)) | (inner.c.previous != inner.c.user_id))
            .order_by(inner.c.seq)
        ).all()
        if not changes:
            continue
        for (_seq, user, at), following in zip(changes, [*changes[1:], None], strict=True):
            until = aware(following[2]) if following is not None else end
            seconds[int(user)] += max(0.0, (until - aware(at)).total_seconds())
        starts = [int(c[0]) for c in changes]
        for hand_first in session.scalars(
            select(m.Hand.first_seq).where(
                m.Hand.table_session_id.in_(ids), m.Hand.first_seq.between(first, last)
            )
        ):
            hands[int(changes[bisect.bisect_right(starts, hand_first) - 1][1])] += 1
    return sorted(
        (DealerTime(names.get(user, "?"), seconds[user], hands[user]) for user in seconds),
        key=lambda d: (-d.seconds, d.name),
    )


def voids(session: Session, table_id: int, ids: Sequence[int], names: Names) -> list[VoidEntry]:
    # What each void returned, summed over the shift's own wager lines (indexed by session):
    # the wager log has no index on void_id, and a correlated sum would read all of it.
    returned = {
        int(void_id): int(amount)
        for void_id, amount in session.execute(
            select(m.Wager.void_id, func.sum(m.Wager.amount))
            .where(m.Wager.table_session_id.in_(ids), m.Wager.void_id.is_not(None))
            .group_by(m.Wager.void_id)
        )
        if void_id is not None
    }
    rows = session.scalars(
        select(m.Void)
        .join(
            m.Hand,
            and_(m.Hand.table_id == m.Void.table_id, m.Hand.number == m.Void.hand_number),
        )
        .where(m.Void.table_id == table_id, m.Hand.table_session_id.in_(ids))
        .order_by(m.Void.hand_number)
    ).all()
    return [
        VoidEntry(
            v.hand_number,
            v.reason,
            names.get(v.requested_by_id, "?"),
            names.get(v.approved_by_id, "?"),
            aware(v.at),
            int(returned.get(v.id, 0)),
        )
        for v in rows
    ]


def corrections(
    session: Session, ids: Sequence[int], tables: dict[int, str], names: Names
) -> list[Correction]:
    """Counts and slips of the shift replaced by a newer record, with what each said."""
    found: list[Correction] = []
    old_count = aliased(m.Inventory)
    for count, old, table_id in session.execute(
        select(m.Inventory, old_count, m.TableSession.table_id)
        .join(old_count, old_count.id == m.Inventory.corrects_id)
        .join(m.TableSession, m.TableSession.id == m.Inventory.table_session_id)
        .where(m.Inventory.table_session_id.in_(ids))
    ):
        found.append(
            Correction(
                tables[table_id], f"{old.kind} count", old.total, count.total, count.reason,
                names.get(count.signed_by_id, "?"), names.get(count.witnessed_by_id, "?"),
                aware(count.counted_at),
            )
        )  # fmt: skip
    old_slip = aliased(m.Slip)
    for slip, was, table_id in session.execute(
        select(m.Slip, old_slip, m.TableSession.table_id)
        .join(old_slip, old_slip.id == m.Slip.corrects_id)
        .join(m.TableSession, m.TableSession.id == m.Slip.table_session_id)
        .where(m.Slip.table_session_id.in_(ids))
    ):
        found.append(
            Correction(
                tables[table_id], f"{was.kind} slip {m.slip_label(was.year, was.number)}",
                was.total,
                slip.total, slip.reason, names.get(slip.issued_by_id, "?"),
                names.get(slip.received_by_id, "?"), aware(slip.issued_at),
            )
        )  # fmt: skip
    return sorted(found, key=lambda c: (c.at, c.table, c.what))


def _quarter_hour(column: Any, postgres: bool) -> ColumnElement[Any]:
    """The UTC quarter hour a time falls in, counted from 1970, in the database's own SQL."""
    if postgres:
        return cast(func.floor(func.extract("epoch", column) / BUCKET), Integer)
    seconds = cast(func.strftime("%s", column), Integer)
    return seconds.op("/")(literal_column(str(BUCKET)))  # SQLite's integer division


def hourly(
    session: Session, report: TableReport, ids: Sequence[int], zone: ZoneInfo, postgres: bool
) -> list[HourWin]:
    """The house's result at the table by local clock hour, from the wager log (voids apart)."""
    bucket = _quarter_hour(m.Wager.at, postgres).label("bucket")
    by_hour: dict[datetime, int] = defaultdict(int)
    for quarter, won in session.execute(
        select(bucket, func.sum(m.Wager.house))
        .where(m.Wager.table_session_id.in_(ids), m.Wager.void_id.is_(None))
        .group_by(bucket)
    ):
        start = datetime.fromtimestamp(int(quarter) * BUCKET, UTC).astimezone(zone)
        by_hour[start.replace(minute=0, second=0, microsecond=0)] += int(won)
    return [HourWin(hour, report.table_id, won) for hour, won in sorted(by_hour.items())]


def hours_between(start: datetime, end: datetime, zone: ZoneInfo) -> list[datetime]:
    """Every local clock hour from ``start``'s to ``end``'s, for a chart with no gaps."""
    hour = aware(start).astimezone(zone).replace(minute=0, second=0, microsecond=0)
    hours: list[datetime] = []
    while hour <= aware(end).astimezone(zone) and len(hours) < 48:
        hours.append(hour)
        hour = (hour.astimezone(UTC) + timedelta(hours=1)).astimezone(zone)
    return hours
