"""What the shift report says, as data: per table and shift, the count (drop, fills,
credits, opener, closer, win and hold) and the play (hands, hands per hour, handle, each
game's own figures).

Win is the count's figure, the one the casino books: win = drop + closer + credits - opener -
fills, summed over the table's sessions in the shift. Beside it stands the ledger's figure,
the house's result summed from the wager log; the two agree when the tray was counted right
and every buy-in was cash, and a difference is what the pit looks into. A count that was
corrected is read at its newest correction.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import ROUND_HALF_EVEN, Decimal

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from casino.services.errors import NotFound
from casino.store import models as m
from casino.store.unit import Database

HANDLE_KINDS = {
    "sekhoma": ("ante", "bet", "call", "raise", "all_in"),
    "fiddler-crab": ("action",),
}
"""Wager kinds whose sum is the handle: money put in play."""


def hold_percent(win: int | None, drop: int) -> Decimal | None:
    """Win as a percentage of the drop, to two places; None without a drop or a win."""
    if win is None or drop == 0:
        return None
    return (Decimal(win) * 100 / drop).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


@dataclass
class TableReport:
    table_id: int
    table: str
    game: str
    position: str
    sessions: int = 0
    opened_at: datetime | None = None
    closed_at: datetime | None = None
    opener: int = 0
    closer: int | None = None
    drop: int = 0
    chip_buy_ins: int = 0
    cash_outs: int = 0
    fills: int = 0
    credits: int = 0
    fill_slips: list[str] = field(default_factory=list)
    credit_slips: list[str] = field(default_factory=list)
    hands: int = 0
    voided: int = 0
    seconds: float = 0.0
    """How long the table was open in the shift (to now, for a table still open)."""
    handle: int = 0
    ledger_win: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)
    """Fiddler-Crab: settled bets by result (win_both, win_large, push, loss)."""
    commission: int = 0
    pots: int = 0
    """Sekhoma: pots awarded, and their total below."""
    pot_total: int = 0
    rake: int = 0
    time_charges: int = 0
    opened_by: list[str] = field(default_factory=list)
    signers: list[str] = field(default_factory=list)

    @property
    def win(self) -> int | None:
        """drop + closer + credits - opener - fills; None until the table has its closer."""
        if self.closer is None:
            return None
        return self.drop + self.closer + self.credits - self.opener - self.fills

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.drop)

    @property
    def hours(self) -> Decimal:
        return (Decimal(self.seconds) / 3600).quantize(Decimal("0.01"))

    @property
    def hands_per_hour(self) -> Decimal | None:
        if self.seconds <= 0:
            return None
        return (Decimal(self.hands) * 3600 / Decimal(self.seconds)).quantize(Decimal("0.1"))


@dataclass
class ShiftReport:
    shift_id: int
    name: str
    opened_at: datetime
    closed_at: datetime | None
    opened_by: str
    closed_by: str | None
    tables: list[TableReport]

    def total(self, name: str) -> int:
        return sum(getattr(t, name) or 0 for t in self.tables)

    @property
    def win(self) -> int | None:
        wins = [t.win for t in self.tables]
        return None if any(w is None for w in wins) else sum(w or 0 for w in wins)


def _user_names(session: Session) -> dict[int, str]:
    return {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}


def _current_inventories(session: Session, session_ids: list[int]) -> list[m.Inventory]:
    newer = aliased(m.Inventory)
    return list(
        session.scalars(
            select(m.Inventory)
            .outerjoin(newer, newer.corrects_id == m.Inventory.id)
            .where(m.Inventory.table_session_id.in_(session_ids), newer.id.is_(None))
            .order_by(m.Inventory.id)
        )
    )


class ReportQueries:
    def __init__(self, db: Database) -> None:
        self.db = db

    def shifts(self) -> list[tuple[int, str, datetime, datetime | None]]:
        with self.db.read() as session:
            rows = session.execute(
                select(m.Shift.id, m.Shift.name, m.Shift.opened_at, m.Shift.closed_at).order_by(
                    m.Shift.id
                )
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]

    def shift_report(self, shift_id: int, now: datetime | None = None) -> ShiftReport:
        """Every table played in the shift. ``now`` ends the hours of a table still open."""
        with self.db.read() as session:
            shift = session.get(m.Shift, shift_id)
            if shift is None:
                raise NotFound(f"there is no shift {shift_id}")
            names = _user_names(session)
            table_sessions = session.scalars(
                select(m.TableSession)
                .where(m.TableSession.shift_id == shift_id)
                .order_by(m.TableSession.table_id, m.TableSession.id)
            ).all()
            by_table: dict[int, list[m.TableSession]] = {}
            for ts in table_sessions:
                by_table.setdefault(ts.table_id, []).append(ts)
            reports = [
                self._table(session, table_id, spans, names, now or m.utcnow())
                for table_id, spans in by_table.items()
            ]
            return ShiftReport(
                shift.id,
                shift.name,
                shift.opened_at,
                shift.closed_at,
                names.get(shift.opened_by_id, "?"),
                names.get(shift.closed_by_id) if shift.closed_by_id is not None else None,
                reports,
            )

    def _table(
        self,
        session: Session,
        table_id: int,
        spans: list[m.TableSession],
        names: dict[int, str],
        now: datetime,
    ) -> TableReport:
        table = session.get(m.CasinoTable, table_id)
        assert table is not None
        report = TableReport(table.id, table.name, table.game, table.position)
        ids = [s.id for s in spans]
        report.sessions = len(spans)
        report.opened_at = spans[0].opened_at
        report.closed_at = spans[-1].closed_at
        seconds = 0.0
        for span in spans:
            end = span.closed_at or now
            seconds += max(0.0, (_aware(end) - _aware(span.opened_at)).total_seconds())
            report.opened_by.append(names.get(span.opened_by_id, "?"))
        report.seconds = seconds
        closers = 0
        for inventory in _current_inventories(session, ids):
            signed = f"{inventory.kind}: {names.get(inventory.signed_by_id, '?')} and "
            report.signers.append(signed + names.get(inventory.witnessed_by_id, "?"))
            if inventory.kind == "opener":
                report.opener += inventory.total
            else:
                report.closer = (report.closer or 0) + inventory.total
                closers += 1
        if closers < len(spans):
            report.closer = None
        for kind, method, total in session.execute(
            select(m.CashMovement.kind, m.CashMovement.method, func.sum(m.CashMovement.amount))
            .where(m.CashMovement.table_session_id.in_(ids))
            .group_by(m.CashMovement.kind, m.CashMovement.method)
        ):
            if kind == "buy_in" and method == "cash":
                report.drop += int(total)
            elif kind == "buy_in":
                report.chip_buy_ins += int(total)
            else:
                report.cash_outs += int(total)
        newer = aliased(m.Slip)
        for slip in session.scalars(
            select(m.Slip)
            .outerjoin(newer, newer.corrects_id == m.Slip.id)
            .where(m.Slip.table_session_id.in_(ids), newer.id.is_(None))
            .order_by(m.Slip.kind, m.Slip.year, m.Slip.number)
        ):
            label = f"{slip.year}-{slip.number:05d}"
            if slip.kind == "fill":
                report.fills += slip.total
                report.fill_slips.append(label)
            else:
                report.credits += slip.total
                report.credit_slips.append(label)
        for outcome, count in session.execute(
            select(m.Hand.outcome, func.count())
            .where(m.Hand.table_session_id.in_(ids))
            .group_by(m.Hand.outcome)
        ):
            if outcome == "played":
                report.hands += int(count)
            else:
                report.voided += int(count)
        self._wagers(session, report, ids)
        return report

    def _wagers(self, session: Session, report: TableReport, ids: list[int]) -> None:
        in_shift = and_(m.Wager.table_session_id.in_(ids), m.Wager.void_id.is_(None))
        voided_hands = select(m.Void.hand_number).where(m.Void.table_id == report.table_id)
        settled = and_(
            in_shift, or_(m.Wager.hand_number.is_(None), m.Wager.hand_number.not_in(voided_hands))
        )
        kinds: Counter[str] = Counter()
        counts: Counter[str] = Counter()
        for kind, total, count in session.execute(
            select(m.Wager.kind, func.sum(m.Wager.amount), func.count())
            .where(settled)
            .group_by(m.Wager.kind)
        ):
            kinds[kind] = int(total)
            counts[kind] = int(count)
        report.ledger_win = int(
            session.scalar(select(func.coalesce(func.sum(m.Wager.house), 0)).where(in_shift)) or 0
        )
        handle = sum(kinds[k] for k in HANDLE_KINDS.get(report.game, ()))
        report.handle = handle - (kinds["return"] if report.game == "sekhoma" else 0)
        if report.game == "fiddler-crab":
            report.outcomes = {k: counts[k] for k in ("win_both", "win_large", "push", "loss")}
            report.commission = kinds["commission"]
        report.pot_total = kinds["pot_award"]
        report.pots = int(
            session.scalar(
                select(func.count(func.distinct(m.Wager.seq))).where(
                    settled, m.Wager.kind == "pot_award"
                )
            )
            or 0
        )
        report.rake = kinds["rake"]
        report.time_charges = kinds["time_charge"]


def _aware(at: datetime) -> datetime:
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)
