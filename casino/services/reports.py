"""The shift report's figures, read from the record: per table and shift, the count (drop,
fills, credits, opener, closer, win and hold) and the play (hands, hands per hour, handle,
each game's own figures); with ``shift_document``, the audit trail as well
(``report_trail``) and the players (``report_players``). The dataclasses and what win means
are in ``report_model``.

A count that was corrected is read at its newest correction.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from casino.games import games
from casino.games.spec import Figure
from casino.pit_settings import PitSettings
from casino.services import count_room
from casino.services import report_accounting as accounting
from casino.services import report_trail as trail
from casino.services.auth import Actor, signed_in
from casino.services.errors import NotFound
from casino.services.faults import shift_faults
from casino.services.pit_record import ReadsPitSettings
from casino.services.report_model import (
    Breakdown,
    BreakdownLine,
    FigureLine,
    ShiftReport,
    TableReport,
    hold_percent,
)
from casino.services.report_players import players_section
from casino.services.report_prints import PrintStamp, first_print, register
from casino.site import Site
from casino.store import models as m
from casino.store.unit import Database

__all__ = ["ReportQueries", "ShiftReport", "TableReport", "hold_percent"]

LATEST = "latest"


def _user_names(session: Session) -> dict[int, str]:
    return {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}


def current_inventories(session: Session, session_ids: list[int]) -> list[m.Inventory]:
    newer = aliased(m.Inventory)
    return list(
        session.scalars(
            select(m.Inventory)
            .outerjoin(newer, newer.corrects_id == m.Inventory.id)
            .where(m.Inventory.table_session_id.in_(session_ids), newer.id.is_(None))
            .order_by(m.Inventory.id)
        )
    )


class ReportQueries(ReadsPitSettings):
    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings


    def shifts(self) -> list[tuple[int, str, datetime, datetime | None]]:
        with self.db.read() as session:
            rows = session.execute(
                select(m.Shift.id, m.Shift.name, m.Shift.opened_at, m.Shift.closed_at).order_by(
                    m.Shift.id
                )
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]

    def shift_id(self, shift: int | str) -> int:
        """A shift's id from what a person wrote: its number, or ``latest`` (the shift opened
        last, closed or not)."""
        if isinstance(shift, str) and shift.strip().lower() == LATEST:
            with self.db.read() as session:
                found = session.scalar(select(func.max(m.Shift.id)))
            if found is None:
                raise NotFound("there are no shifts yet; a pit boss opens one from the Pit menu")
            return int(found)
        try:
            number = int(shift)
        except ValueError:
            raise NotFound(f"{shift!r} is not a shift: give its number or 'latest'") from None
        return number

    def shift_report(self, shift_id: int, now: datetime | None = None) -> ShiftReport:
        """Every table played in the shift, its figures only (what the pit overview shows).
        ``now`` ends the hours of a table still open."""
        with self.db.read() as session:
            return self._report(session, shift_id, now or m.utcnow())

    def shift_print(
        self, shift: int | str, by: Actor, via: str, site: Site | None = None
    ) -> tuple[ShiftReport, PrintStamp]:
        """A shift report for a console to lay out and print on its own (a floor console,
        which reaches the record only through the server): the document, and the stamp it
        is printed under, registered here as printed by ``by`` at ``via`` (a reprint keeps
        its first print's stamp). Registered before the console writes its file: the console
        holds no database to register it in afterwards."""
        shift_id = self.shift_id(shift)
        report = self.shift_document(shift_id, None, site, reader=by)
        printed = first_print(self.db, report, by)
        return report, register(self.db, report, printed, by, via)

    def shift_document(
        self,
        shift_id: int,
        now: datetime | None = None,
        site: Site | None = None,
        reader: Actor | None = None,
    ) -> ShiftReport:
        """The whole shift report as it is printed: the figures, the audit trail and the
        players, in one read of the database, so every figure stands at the same moment.
        ``reader`` is who prints it (None: the command line): a pit boss or an administrator
        sees the players' names, anyone else seat numbers (``report_players``)."""
        site = site or Site()
        zone = ZoneInfo(site.zone)
        with self.db.read() as session:
            if reader is not None:
                reader = signed_in(session, reader)
            report = self._report(session, shift_id, now or m.utcnow())
            report.casino, report.zone = site.name, site.zone
            settings = self.settings
            report.thresholds = (settings.opener_report_above, settings.opener_regulator_from)
            report.pit_settings = self._settings_stamp(session)
            names = _user_names(session)
            end = trail.aware(report.closed_at or report.as_of or m.utcnow())
            all_ids: list[int] = []
            for table in report.tables:
                ids = self._session_ids(session, shift_id, table.table_id)
                all_ids += ids
                self._trail(session, table, ids, names, end, report.opened_at)
                report.hourly += trail.hourly(session, table, ids, zone, self.db.postgres)
            tables = {t.table_id: t.table for t in report.tables}
            report.corrections = trail.corrections(session, all_ids, tables, names)
            report.faults = shift_faults(session, report.opened_at, end)
            money = {t.table_id: (t.currency, t.minor_units) for t in report.tables}
            # A visit still open when a closed shift is reprinted ends at the shift's close,
            # so a reprint says the same.
            report.players = players_section(
                session, reader, shift_id, report.as_of or m.utcnow(), money
            )
            return report

    def _session_ids(self, session: Session, shift_id: int, table_id: int) -> list[int]:
        return list(
            session.scalars(
                select(m.TableSession.id)
                .where(m.TableSession.shift_id == shift_id, m.TableSession.table_id == table_id)
                .order_by(m.TableSession.id)
            )
        )

    def _trail(
        self,
        session: Session,
        table: TableReport,
        ids: list[int],
        names: dict[int, str],
        now: datetime,
        shift_opened: datetime,
    ) -> None:
        """The table's audit trail. Times stay UTC in the data; the layout shows them in the
        casino's zone. A complaint recorded while the table was closed (it has no session)
        is the shift's if it was recorded between the shift's opening and ``now``, its end."""
        table.counts = trail.counts(session, ids, names)
        table.slips = trail.slips(session, ids, names)
        table.rules = trail.rules(session, table.table_id, ids, names)
        money = trail.currency(session, table.table_id, ids)
        if money is not None:
            table.currency, table.minor_units = money
        table.voids = trail.voids(session, table.table_id, ids, names)
        table.discrepancies = accounting.discrepancies(session, ids, names)
        table.drop_counts = accounting.drop_counts(session, ids)
        tables = {table.table_id: table.table}
        table.hand_corrections = accounting.hand_corrections(session, ids, tables, names)
        loose = [(table.table_id, shift_opened, now)]
        table.complaints = accounting.complaints(session, ids, tables, names, loose)
        spans = trail.seq_spans(session, ids)
        sessions = session.scalars(
            select(m.TableSession).where(m.TableSession.id.in_(ids)).order_by(m.TableSession.id)
        ).all()
        stretches = []
        for span in sessions:
            if span.id not in spans:
                continue
            end = trail.aware(span.closed_at) if span.closed_at is not None else now
            first, last = spans[span.id]
            found = trail.head(session, table.table_id, last, end)
            stretches.append((first, found.seq, end))
            table.head = found
        table.dealers = trail.dealers(session, table.table_id, stretches, ids, names)

    def _report(self, session: Session, shift_id: int, now: datetime) -> ShiftReport:
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
            self.table_figures(session, table_id, spans, names, now)
            for table_id, spans in by_table.items()
        ]
        return ShiftReport(
            shift.id,
            shift.name,
            trail.aware(shift.opened_at),
            trail.aware(shift.closed_at) if shift.closed_at is not None else None,
            names.get(shift.opened_by_id, "?"),
            names.get(shift.closed_by_id) if shift.closed_by_id is not None else None,
            reports,
            as_of=trail.aware(shift.closed_at) if shift.closed_at is not None else now,
        )

    def table_figures(
        self,
        session: Session,
        table_id: int,
        spans: list[m.TableSession],
        names: dict[int, str],
        now: datetime,
    ) -> TableReport:
        """One table's figures over ``spans`` (its sessions, oldest first): the line of a
        shift report, and of a period report over all the period's sessions at once (every
        figure is a sum over sessions, so the two agree)."""
        table = session.get(m.CasinoTable, table_id)
        assert table is not None
        report = TableReport(table.id, table.name, table.game, table.position)
        ids = [s.id for s in spans]
        report.sessions = len(spans)
        report.opened_at = trail.aware(spans[0].opened_at)
        last_close = spans[-1].closed_at
        report.closed_at = trail.aware(last_close) if last_close is not None else None
        seconds = 0.0
        for span in spans:
            end = span.closed_at or now
            seconds += max(0.0, (trail.aware(end) - trail.aware(span.opened_at)).total_seconds())
            report.opened_by.append(names.get(span.opened_by_id, "?"))
        report.seconds = seconds
        closers = 0
        for inventory in current_inventories(session, ids):
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
        for slip, voided in session.execute(
            select(m.Slip, m.SlipVoid.id)
            .outerjoin(newer, newer.corrects_id == m.Slip.id)
            .outerjoin(m.SlipVoid, m.SlipVoid.slip_id == m.Slip.id)
            .where(m.Slip.table_session_id.in_(ids), newer.id.is_(None))
            .order_by(m.Slip.kind, m.Slip.year, m.Slip.number)
        ):
            label = m.slip_label(slip.year, slip.number)
            if voided is not None:
                report.void_slips.append(label)
            elif slip.kind == "fill":
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
        counted = count_room.counted_drops(session, ids)
        report.counted_sessions = len(counted)
        if len(counted) == len(ids):
            report.counted_drop = sum(c.total for c in counted.values())
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
        spec = games().get(report.game)
        if spec is None:
            raise NotFound(
                f"{report.table} plays {report.game!r}, a game this console does not have: "
                "its handle and its section of the report cannot be read"
            )
        ledger = spec.ledger_spec
        report.handle = sum(kinds[k] for k in ledger.handle) - sum(
            kinds[k] for k in ledger.handle_less
        )
        report.commission = kinds["commission"]
        report.game_figures = [
            FigureLine(f.label, self._figure(session, settled, f, kinds, counts), f.money)
            for f in ledger.figures
        ]
        if ledger.breakdown is not None:
            rows = tuple(
                BreakdownLine(label, kind, counts[kind], kinds[kind])
                for label, kind in ledger.breakdown.rows
            )
            report.breakdown = Breakdown(
                ledger.breakdown.title, rows, ledger.breakdown.note, ledger.breakdown.counted
            )
        report.rake = kinds["rake"]
        report.time_charges = kinds["time_charge"]

    @staticmethod
    def _figure(
        session: Session,
        settled: Any,
        figure: Figure,
        kinds: Counter[str],
        counts: Counter[str],
    ) -> int:
        """One figure of a game's section, by its measure (``casino.games.spec.Figure``)."""
        if figure.measure == "amount":
            return kinds[figure.kind]
        if figure.measure == "lines":
            return counts[figure.kind]
        of_kind = and_(settled, m.Wager.kind == figure.kind)
        if figure.measure == "events":
            return int(
                session.scalar(select(func.count(func.distinct(m.Wager.seq))).where(of_kind))
                or 0
            )
        if figure.measure == "largest":
            per_event = (
                select(func.sum(m.Wager.amount).label("total"))
                .where(of_kind)
                .group_by(m.Wager.seq)
                .subquery()
            )
            return int(session.scalar(select(func.max(per_event.c.total))) or 0)
        raise ValueError(f"a report figure cannot be measured by {figure.measure!r}")

