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
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Integer, and_, bindparam, cast, func, literal_column, select, union_all
from sqlalchemy.orm import Session, aliased
from sqlalchemy.sql.elements import ColumnElement

from casino.games.house_rules import differences
from casino.i18n import N_, SOURCE, speaking
from casino.services.pit.outages import WRITTEN_TO, outage_covering
from casino.services.pit.rules import rules_of
from casino.services.reports.accounting import slip_voids
from casino.services.reports.model import (
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
from casino.store import models as m

_NEWER_COUNT, _NEWER_SLIP = aliased(m.Inventory), aliased(m.Slip)
"""A count's recount and a slip's correction, if any: made once, so the statements that join
them are compiled once (a new alias each call defeats SQLAlchemy's statement cache)."""

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
    return counts_of(session, dict.fromkeys(ids, 0), names).get(0, [])


def counts_of(
    session: Session, table_of: Mapping[int, int], names: Names
) -> dict[int, list[ChipCount]]:
    """``counts`` of many tables at once: ``table_of`` maps each session to its table."""
    rows = session.scalars(
        select(m.Inventory)
        .outerjoin(_NEWER_COUNT, _NEWER_COUNT.corrects_id == m.Inventory.id)
        .where(m.Inventory.table_session_id.in_(list(table_of)), _NEWER_COUNT.id.is_(None))
        .order_by(m.Inventory.table_session_id, m.Inventory.kind.desc(), m.Inventory.id)
    ).all()
    chips: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for line in session.scalars(
        select(m.InventoryLine)
        .where(m.InventoryLine.inventory_id.in_([r.id for r in rows]))
        .order_by(m.InventoryLine.inventory_id, m.InventoryLine.denomination.desc())
    ):
        chips[line.inventory_id].append((line.denomination, line.count))
    found: dict[int, list[ChipCount]] = defaultdict(list)
    for r in rows:
        found[table_of[r.table_session_id]].append(
            ChipCount(
                r.kind,
                r.total,
                tuple(chips[r.id]),
                aware(r.counted_at),
                names.get(r.signed_by_id, "?"),
                names.get(r.witnessed_by_id, "?"),
            )
        )
    return found


def slips(session: Session, ids: Sequence[int], names: Names) -> list[SlipEntry]:
    """The sessions' slips as they stand (a corrected slip at its newest record), voided ones
    too (marked); a manual slip with its printed number and the time written on it."""
    return slips_of(session, dict.fromkeys(ids, 0), names).get(0, [])


def slips_of(
    session: Session, table_of: Mapping[int, int], names: Names
) -> dict[int, list[SlipEntry]]:
    """``slips`` of many tables at once: ``table_of`` maps each session to its table."""
    rows = session.scalars(
        select(m.Slip)
        .outerjoin(_NEWER_SLIP, _NEWER_SLIP.corrects_id == m.Slip.id)
        .where(m.Slip.table_session_id.in_(list(table_of)), _NEWER_SLIP.id.is_(None))
        .order_by(m.Slip.issued_at, m.Slip.id)
    ).all()
    voided = slip_voids(session, [s.id for s in rows], names)
    found: dict[int, list[SlipEntry]] = defaultdict(list)
    for s in rows:
        found[table_of[s.table_session_id]].append(
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
        )
    return found


def _basis(session: Session, slip: m.Slip, names: Names) -> str:
    """Why a manual slip was let in: an administrator's approval, else the outage on record
    its written time falls in; a slip entered before either was asked says it had neither."""
    if slip.approved_by_id is not None:
        return f"approved by {names.get(slip.approved_by_id, '?')}, no outage on record"
    with speaking(SOURCE):  # among the report's figures, which its id is the digest of
        outage = outage_covering(session, slip.written_at, WRITTEN_TO) if slip.written_at else None
    if outage is not None:
        return f"during an outage on record ({outage})"
    return N_("no outage on record and no approval")


def rules(session: Session, table_id: int, ids: Sequence[int], names: Names) -> list[RulesInForce]:
    """The versions the table's hands were played under, in the order they were played. A
    table opened and closed without a hand shows the version it was set to play."""
    return rules_of_tables(session, dict.fromkeys(ids, table_id), [table_id], names)[table_id]


def rules_of_tables(
    session: Session, table_of: Mapping[int, int], tables: Sequence[int], names: Names
) -> dict[int, list[RulesInForce]]:
    """``rules`` of many tables at once: ``table_of`` maps each session to its table."""
    played = session.execute(
        select(
            m.Hand.table_id,
            m.Hand.rule_version_id,
            func.count(),
            func.min(m.Hand.number),
            func.max(m.Hand.number),
        )
        .where(m.Hand.table_session_id.in_(list(table_of)), m.Hand.outcome == "played")
        .group_by(m.Hand.table_id, m.Hand.rule_version_id)
        .order_by(m.Hand.table_id, func.min(m.Hand.number))
    ).all()
    spans: dict[int, list[tuple[int, int, int | None, int | None]]] = defaultdict(list)
    for table_id, v, n, lo, hi in played:
        spans[int(table_id)].append((int(v), int(n), int(lo), int(hi)))
    unplayed = [t for t in tables if not spans.get(t)]
    for table_id, assigned in _assigned(session, unplayed).items():
        spans[table_id] = [(assigned, 0, None, None)]
    found: dict[int, list[RulesInForce]] = {}
    versions = _versions(session, {v for runs in spans.values() for v, *_rest in runs})
    for table_id in tables:
        found[table_id] = []
        for version_id, hands, first, last in spans.get(table_id, []):
            version = versions[version_id]
            found[table_id].append(
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


def _versions(session: Session, ids: Iterable[int]) -> dict[int, m.RuleVersion]:
    """Rules versions by id, read in one query (and held: the session's identity map lets go
    of rows nobody holds)."""
    wanted = sorted(set(ids))
    if not wanted:
        return {}
    return {
        v.id: v for v in session.scalars(select(m.RuleVersion).where(m.RuleVersion.id.in_(wanted)))
    }


def _assigned(session: Session, tables: Sequence[int]) -> dict[int, int]:
    """The rules version each table was last set to play."""
    if not tables:
        return {}
    found: dict[int, int] = {}
    for table_id, version_id in session.execute(
        select(m.TableRules.table_id, m.TableRules.rule_version_id)
        .where(m.TableRules.table_id.in_(list(tables)))
        .order_by(m.TableRules.id)
    ):
        found[int(table_id)] = int(version_id)  # in id order: the newest wins
    return found


def currency(session: Session, table_id: int, ids: Sequence[int]) -> tuple[str, int] | None:
    """The currency of the rules the table played last in the shift."""
    return currencies(session, dict.fromkeys(ids, table_id), [table_id]).get(table_id)


def currencies(
    session: Session, table_of: Mapping[int, int], tables: Sequence[int]
) -> dict[int, tuple[str, int]]:
    """``currency`` of many tables at once: ``table_of`` maps each session to its table."""
    last = (
        select(m.Hand.table_id.label("table_id"), func.max(m.Hand.number).label("number"))
        .where(m.Hand.table_session_id.in_(list(table_of)))
        .group_by(m.Hand.table_id)
        .subquery()
    )
    versions = {
        int(table_id): int(version_id)
        for table_id, version_id in session.execute(
            select(m.Hand.table_id, m.Hand.rule_version_id).join(
                last, and_(last.c.table_id == m.Hand.table_id, last.c.number == m.Hand.number)
            )
        )
    }
    versions.update(_assigned(session, [t for t in tables if t not in versions]))
    rows = _versions(session, versions.values())
    found = {}
    for table_id in tables:
        if table_id not in versions:
            continue
        played = rules_of(rows[versions[table_id]])
        found[table_id] = (played.currency, played.minor_units)
    return found


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


_HEAD = (
    select(m.Event.seq, m.Event.hash, m.Event.at)
    .where(m.Event.table_id == bindparam("table_id"), m.Event.seq >= bindparam("last_seq"))
    .order_by(m.Event.seq)
    .limit(HEAD_WINDOW)
)
_PREVIOUS = func.lag(m.Event.user_id).over(order_by=m.Event.seq).label("previous")
_INNER = (
    select(m.Event.seq, m.Event.user_id, m.Event.at, _PREVIOUS)
    .where(
        m.Event.table_id == bindparam("table_id"),
        m.Event.seq.between(bindparam("first"), bindparam("last")),
    )
    .subquery()
)
_CHANGES = (
    select(_INNER.c.seq, _INNER.c.user_id, _INNER.c.at)
    .where((_INNER.c.previous.is_(None)) | (_INNER.c.previous != _INNER.c.user_id))
    .order_by(_INNER.c.seq)
)
"""The head's and the dealers' statements, built once: a report runs them once per table."""


def head(session: Session, table_id: int, last_seq: int, end: datetime) -> ChainHead:
    """The table's last event written by ``end``, at or after ``last_seq``."""
    rows = session.execute(_HEAD, {"table_id": table_id, "last_seq": last_seq}).all()
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
    hand_starts: Sequence[int] | None = None,
) -> list[DealerTime]:
    """Who entered the table's commands, for how long and how many hands they started.

    A dealer's time runs from their first command until the next person's first command, or
    the end of the session: the table is theirs between commands too. ``stretches`` are the
    sessions' (first seq, last seq, end); ``hand_starts`` the first events of the sessions'
    hands, if the caller has read them (else they are read here)."""
    seconds: dict[int, float] = defaultdict(float)
    hands: dict[int, int] = defaultdict(int)
    for first, last, end in stretches:
        changes = session.execute(
            _CHANGES, {"table_id": table_id, "first": first, "last": last}
        ).all()
        if not changes:
            continue
        for (_seq, user, at), following in zip(changes, [*changes[1:], None], strict=True):
            until = aware(following[2]) if following is not None else end
            seconds[int(user)] += max(0.0, (until - aware(at)).total_seconds())
        starts = [int(c[0]) for c in changes]
        firsts = (
            [f for f in hand_starts if first <= f <= last]
            if hand_starts is not None
            else session.scalars(
                select(m.Hand.first_seq).where(
                    m.Hand.table_session_id.in_(ids), m.Hand.first_seq.between(first, last)
                )
            )
        )
        for hand_first in firsts:
            hands[int(changes[bisect.bisect_right(starts, hand_first) - 1][1])] += 1
    return sorted(
        (DealerTime(names.get(user, "?"), seconds[user], hands[user]) for user in seconds),
        key=lambda d: (-d.seconds, d.name),
    )


def voids(session: Session, table_id: int, ids: Sequence[int], names: Names) -> list[VoidEntry]:
    return voids_of(session, dict.fromkeys(ids, table_id), names).get(table_id, [])


def voids_of(
    session: Session, table_of: Mapping[int, int], names: Names
) -> dict[int, list[VoidEntry]]:
    """The hands voided in the sessions, by table, with what each void returned."""
    # What each void returned, summed over the shift's own wager lines (indexed by session):
    # the wager log has no index on void_id, and a correlated sum would read all of it.
    ids = list(table_of)
    returned = {
        int(void_id): int(amount)
        for void_id, amount in session.execute(
            select(m.Wager.void_id, func.sum(m.Wager.amount))
            .where(m.Wager.table_session_id.in_(ids), m.Wager.void_id.is_not(None))
            .group_by(m.Wager.void_id)
        )
        if void_id is not None
    }
    rows = session.execute(
        select(m.Void, m.Hand.table_session_id)
        .join(
            m.Hand,
            and_(m.Hand.table_id == m.Void.table_id, m.Hand.number == m.Void.hand_number),
        )
        .where(m.Hand.table_session_id.in_(ids))
        .order_by(m.Void.table_id, m.Void.hand_number)
    ).all()
    found: dict[int, list[VoidEntry]] = defaultdict(list)
    for v, sid in rows:
        if table_of[sid] != v.table_id:
            continue
        found[v.table_id].append(
            VoidEntry(
                v.hand_number,
                v.reason,
                names.get(v.requested_by_id, "?"),
                names.get(v.approved_by_id, "?"),
                aware(v.at),
                int(returned.get(v.id, 0)),
            )
        )
    return found


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
    return hourly_of(session, dict.fromkeys(ids, report.table_id), zone, postgres).get(
        report.table_id, []
    )


def hourly_of(
    session: Session, table_of: Mapping[int, int], zone: ZoneInfo, postgres: bool
) -> dict[int, list[HourWin]]:
    """``hourly`` of many tables at once: ``table_of`` maps each session to its table."""
    bucket = _quarter_hour(m.Wager.at, postgres).label("bucket")
    by_hour: dict[int, dict[datetime, int]] = defaultdict(lambda: defaultdict(int))
    for sid, quarter, won in session.execute(
        select(m.Wager.table_session_id, bucket, func.sum(m.Wager.house))
        .where(m.Wager.table_session_id.in_(list(table_of)), m.Wager.void_id.is_(None))
        .group_by(m.Wager.table_session_id, bucket)
    ):
        start = datetime.fromtimestamp(int(quarter) * BUCKET, UTC).astimezone(zone)
        by_hour[table_of[sid]][start.replace(minute=0, second=0, microsecond=0)] += int(won)
    return {
        table_id: [HourWin(hour, table_id, won) for hour, won in sorted(hours.items())]
        for table_id, hours in by_hour.items()
    }


def hours_between(start: datetime, end: datetime, zone: ZoneInfo) -> list[datetime]:
    """Every local clock hour from ``start``'s to ``end``'s, for a chart with no gaps."""
    hour = aware(start).astimezone(zone).replace(minute=0, second=0, microsecond=0)
    hours: list[datetime] = []
    while hour <= aware(end).astimezone(zone) and len(hours) < 48:
        hours.append(hour)
        hour = (hour.astimezone(UTC) + timedelta(hours=1)).astimezone(zone)
    return hours
