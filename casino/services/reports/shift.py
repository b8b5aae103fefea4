"""The shift report's figures, read from the record: per table and shift, the count (drop,
fills, credits, opener, closer, win and hold) and the play (hands, hands per hour, handle,
each game's own figures); with ``shift_document``, the audit trail as well
(``report_trail``) and the players (``report_players``). The dataclasses and what win means
are in ``report_model``.

A count that was corrected is read at its newest correction.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from casino.games import games
from casino.games.capabilities import Figure
from casino.i18n import SOURCE, _, speaking
from casino.pit_settings import PitSettings
from casino.services.errors import NotFound
from casino.services.pit import count_room
from casino.services.pit.settings import ReadsPitSettings
from casino.services.players.rating_decisions import Valuer, keep
from casino.services.reports import accounting, trail
from casino.services.reports.faults import shift_faults
from casino.services.reports.model import (
    Breakdown,
    BreakdownLine,
    FigureLine,
    ShiftReport,
    TableReport,
    hold_percent,
)
from casino.services.reports.players import players_section
from casino.services.reports.prints import PrintStamp, first_print, register
from casino.services.users.auth import Actor, signed_in
from casino.site import Site
from casino.store import models as m
from casino.store.unit import Database

__all__ = ["ReportQueries", "ShiftReport", "TableReport", "hold_percent"]

LATEST = "latest"


def _user_names(session: Session) -> dict[int, str]:
    return {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}


_NEWER_COUNT = aliased(m.Inventory)
"""A count's recount, if it has one (made once: a statement built on a new alias each time
is compiled each time)."""


def current_inventories(session: Session, session_ids: list[int]) -> list[m.Inventory]:
    newer = _NEWER_COUNT
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
                raise NotFound(
                    _("there are no shifts yet; a pit boss opens one from the Pit menu")
                )
            return int(found)
        try:
            number = int(shift)
        except ValueError:
            raise NotFound(
                _("{shift} is not a shift: give its number or 'latest'").format(shift=repr(shift))
            ) from None
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
        known = Valuer()
        with self.db.read() as session, speaking(SOURCE):  # the figures in English: the id
            report = self._document(session, shift_id, now, site, zone, reader, known)
        keep(self.db, known)  # the decisions the players' section valued, kept for the next
        return report

    def _document(
        self,
        session: Session,
        shift_id: int,
        now: datetime | None,
        site: Site,
        zone: ZoneInfo,
        reader: Actor | None,
        known: Valuer,
    ) -> ShiftReport:
        if reader is not None:
            reader = signed_in(session, reader)
        report = self._report(session, shift_id, now or m.utcnow())
        report.casino, report.zone = site.name, site.zone
        settings = self.settings
        report.thresholds = (settings.opener_report_above, settings.opener_regulator_from)
        report.pit_settings = self._settings_stamp(session)
        names = _user_names(session)
        end = trail.aware(report.closed_at or report.as_of or m.utcnow())
        spans = session.scalars(
            select(m.TableSession)
            .where(m.TableSession.shift_id == shift_id)
            .order_by(m.TableSession.id)
        ).all()
        table_of = {span.id: span.table_id for span in spans}
        self._trails(session, report, spans, names, end, zone)
        tables = {t.table_id: t.table for t in report.tables}
        report.corrections = trail.corrections(session, list(table_of), tables, names)
        report.faults = shift_faults(session, report.opened_at, end)
        money = {t.table_id: (t.currency, t.minor_units) for t in report.tables}
        # A visit still open when a closed shift is reprinted ends at the shift's close,
        # so a reprint says the same.
        report.players = players_section(
            session, reader, shift_id, report.as_of or m.utcnow(), money, known
        )
        return report

    def _trails(
        self,
        session: Session,
        report: ShiftReport,
        spans: Sequence[m.TableSession],
        names: dict[int, str],
        now: datetime,
        zone: ZoneInfo,
    ) -> None:
        """Every table's audit trail, each part read once for all the tables' sessions
        (``spans``, oldest first). Times stay UTC in the data; the layout shows them in the
        casino's zone. A complaint recorded while the table was closed (it has no session)
        is the shift's if it was recorded between the shift's opening and ``now``, its
        end."""
        table_of = {span.id: span.table_id for span in spans}
        order = [table.table_id for table in report.tables]
        tables = {table.table_id: table.table for table in report.tables}
        counts = trail.counts_of(session, table_of, names)
        slips = trail.slips_of(session, table_of, names)
        rules = trail.rules_of_tables(session, table_of, order, names)
        money = trail.currencies(session, table_of, order)
        voids = trail.voids_of(session, table_of, names)
        discrepancies = accounting.discrepancies_of(session, table_of, names)
        corrected = accounting.hand_corrections_of(session, table_of, tables, names)
        complaints = accounting.complaints_of(
            session, table_of, tables, names, (report.opened_at, now)
        )
        hourly = trail.hourly_of(session, table_of, zone, self.db.postgres)
        seqs = trail.seq_spans(session, list(table_of))
        counted = set(count_room.counted_drops(session, list(table_of)))
        first_seqs: dict[int, list[int]] = defaultdict(list)
        for sid, first in session.execute(
            select(m.Hand.table_session_id, m.Hand.first_seq).where(
                m.Hand.table_session_id.in_(list(table_of))
            )
        ):
            first_seqs[table_of[sid]].append(int(first))
        by_table: dict[int, list[m.TableSession]] = defaultdict(list)
        for span in spans:
            by_table[span.table_id].append(span)
        for table in report.tables:
            table_id = table.table_id
            mine = by_table[table_id]
            ids = [span.id for span in mine]
            table.counts = counts.get(table_id, [])
            table.slips = slips.get(table_id, [])
            table.rules = rules[table_id]
            if table_id in money:
                table.currency, table.minor_units = money[table_id]
            table.voids = voids.get(table_id, [])
            table.discrepancies = discrepancies.get(table_id, [])
            table.drop_counts = (
                accounting.drop_counts(session, ids) if counted.intersection(ids) else []
            )
            table.hand_corrections = corrected.get(table_id, [])
            table.complaints = complaints.get(table_id, [])
            report.hourly += hourly.get(table_id, [])
            stretches = []
            for span in mine:
                if span.id not in seqs:
                    continue
                end = trail.aware(span.closed_at) if span.closed_at is not None else now
                first, last = seqs[span.id]
                found = trail.head(session, table_id, last, end)
                stretches.append((first, found.seq, end))
                table.head = found
            table.dealers = trail.dealers(
                session, table_id, stretches, ids, names, first_seqs[table_id]
            )

    def _report(self, session: Session, shift_id: int, now: datetime) -> ShiftReport:
        shift = session.get(m.Shift, shift_id)
        if shift is None:
            raise NotFound(_("there is no shift {shift}").format(shift=shift_id))
        names = _user_names(session)
        table_sessions = session.scalars(
            select(m.TableSession)
            .where(m.TableSession.shift_id == shift_id)
            .order_by(m.TableSession.table_id, m.TableSession.id)
        ).all()
        by_table: dict[int, list[m.TableSession]] = {}
        for ts in table_sessions:
            by_table.setdefault(ts.table_id, []).append(ts)
        reports = self.tables_figures(session, by_table, names, now)
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

    def tables_figures(
        self,
        session: Session,
        by_table: Mapping[int, Sequence[m.TableSession]],
        names: dict[int, str],
        now: datetime,
    ) -> list[TableReport]:
        """The figures of every table in ``by_table`` (each with its sessions, oldest
        first), in that order, read together: each query runs once for all the tables'
        sessions, grouped by session, so a floor of 400 tables costs the same dozen
        queries as one table."""
        table_of = {span.id: table_id for table_id, spans in by_table.items() for span in spans}
        ids = list(table_of)
        reports: dict[int, TableReport] = {}
        for row in session.execute(
            select(m.CasinoTable.id, m.CasinoTable.name, m.CasinoTable.game,
                   m.CasinoTable.position).where(m.CasinoTable.id.in_(list(by_table)))
        ):  # fmt: skip
            reports[row.id] = TableReport(row.id, row.name, row.game, row.position)
        closers: Counter[int] = Counter()
        for table_id, spans in by_table.items():
            report = reports[table_id]
            report.sessions = len(spans)
            report.opened_at = trail.aware(spans[0].opened_at)
            last_close = spans[-1].closed_at
            report.closed_at = trail.aware(last_close) if last_close is not None else None
            seconds = 0.0
            for span in spans:
                end = span.closed_at or now
                seconds += max(
                    0.0, (trail.aware(end) - trail.aware(span.opened_at)).total_seconds()
                )
                report.opened_by.append(names.get(span.opened_by_id, "?"))
            report.seconds = seconds
        for inventory in current_inventories(session, ids):
            report = reports[table_of[inventory.table_session_id]]
            signed = f"{inventory.kind}: {names.get(inventory.signed_by_id, '?')} and "
            report.signers.append(signed + names.get(inventory.witnessed_by_id, "?"))
            if inventory.kind == "opener":
                report.opener += inventory.total
            else:
                report.closer = (report.closer or 0) + inventory.total
                closers[report.table_id] += 1
        for table_id, spans in by_table.items():
            if closers[table_id] < len(spans):
                reports[table_id].closer = None
        cash = m.CashMovement
        for sid, kind, method, total in session.execute(
            select(cash.table_session_id, cash.kind, cash.method, func.sum(cash.amount))
            .where(cash.table_session_id.in_(ids))
            .group_by(cash.table_session_id, cash.kind, cash.method)
        ):
            report = reports[table_of[sid]]
            if kind == "buy_in" and method == "cash":
                report.drop += int(total)
            elif kind == "buy_in":
                report.chip_buy_ins += int(total)
            else:
                report.cash_outs += int(total)
        for slip, voided in session.execute(
            select(m.Slip, m.SlipVoid.id)
            .outerjoin(_NEWER_SLIP, _NEWER_SLIP.corrects_id == m.Slip.id)
            .outerjoin(m.SlipVoid, m.SlipVoid.slip_id == m.Slip.id)
            .where(m.Slip.table_session_id.in_(ids), _NEWER_SLIP.id.is_(None))
            .order_by(m.Slip.kind, m.Slip.year, m.Slip.number)
        ):
            report = reports[table_of[slip.table_session_id]]
            label = m.slip_label(slip.year, slip.number)
            if voided is not None:
                report.void_slips.append(label)
            elif slip.kind == "fill":
                report.fills += slip.total
                report.fill_slips.append(label)
            else:
                report.credits += slip.total
                report.credit_slips.append(label)
        for sid, outcome, count in session.execute(
            select(m.Hand.table_session_id, m.Hand.outcome, func.count())
            .where(m.Hand.table_session_id.in_(ids))
            .group_by(m.Hand.table_session_id, m.Hand.outcome)
        ):
            report = reports[table_of[sid]]
            if outcome == "played":
                report.hands += int(count)
            else:
                report.voided += int(count)
        counted = count_room.counted_drops(session, ids)
        for table_id, spans in by_table.items():
            found = [counted[s.id] for s in spans if s.id in counted]
            reports[table_id].counted_sessions = len(found)
            if len(found) == len(spans):
                reports[table_id].counted_drop = sum(c.total for c in found)
        self._wagers(session, reports, table_of)
        return [reports[table_id] for table_id in by_table]

    def _wagers(
        self, session: Session, reports: Mapping[int, TableReport], table_of: Mapping[int, int]
    ) -> None:
        """Each table's handle, ledger win and game section from the wager log, a query per
        sum for every table at once (a hand voided is left out of the play's figures)."""
        ids = list(table_of)
        w = m.Wager
        in_shift = and_(w.table_session_id.in_(ids), w.void_id.is_(None))
        voided_hand = (
            select(m.Void.id)
            .where(m.Void.table_id == w.table_id, m.Void.hand_number == w.hand_number)
            .exists()
        )
        settled = and_(in_shift, or_(w.hand_number.is_(None), ~voided_hand))
        kinds: dict[int, Counter[str]] = {t: Counter() for t in reports}
        counts: dict[int, Counter[str]] = {t: Counter() for t in reports}
        for sid, kind, total, count in session.execute(
            select(w.table_session_id, w.kind, func.sum(w.amount), func.count())
            .where(settled)
            .group_by(w.table_session_id, w.kind)
        ):
            kinds[table_of[sid]][kind] += int(total)
            counts[table_of[sid]][kind] += int(count)
        for sid, won in session.execute(
            select(w.table_session_id, func.sum(w.house))
            .where(in_shift)
            .group_by(w.table_session_id)
        ):
            reports[table_of[sid]].ledger_win += int(won or 0)
        specs = {}
        for report in reports.values():
            spec = games().get(report.game)
            if spec is None:
                raise NotFound(
                    _(
                        "{table} plays {game}, a game this console does not have: its handle "
                        "and its section of the report cannot be read"
                    ).format(table=report.table, game=repr(report.game))
                )
            specs[report.table_id] = spec
        measured = {
            (f.kind, f.measure)
            for spec in specs.values()
            for f in spec.ledger_spec.figures
            if f.measure not in ("amount", "lines")
        }
        values = {key: _measure(session, settled, table_of, *key) for key in sorted(measured)}
        for table_id, report in reports.items():
            ledger = specs[table_id].ledger_spec
            mine, many = kinds[table_id], counts[table_id]
            report.handle = sum(mine[k] for k in ledger.handle) - sum(
                mine[k] for k in ledger.handle_less
            )
            report.commission = mine["commission"]
            report.game_figures = [
                FigureLine(f.label, _figure(f, mine, many, values, table_id), f.money)
                for f in ledger.figures
            ]
            if ledger.breakdown is not None:
                rows = tuple(
                    BreakdownLine(label, kind, many[kind], mine[kind])
                    for label, kind in ledger.breakdown.rows
                )
                report.breakdown = Breakdown(
                    ledger.breakdown.title, rows, ledger.breakdown.note, ledger.breakdown.counted
                )
            report.rake = mine["rake"]
            report.time_charges = mine["time_charge"]


_NEWER_SLIP = aliased(m.Slip)
"""A slip's correction, if it has one (made once, so the statements that join it are
compiled once and cached)."""


def _figure(
    figure: Figure,
    kinds: Counter[str],
    counts: Counter[str],
    measured: Mapping[tuple[str, str], Mapping[int, int]],
    table_id: int,
) -> int:
    """One figure of a game's section, by its measure (``casino.games.spec.Figure``)."""
    if figure.measure == "amount":
        return kinds[figure.kind]
    if figure.measure == "lines":
        return counts[figure.kind]
    return measured[figure.kind, figure.measure].get(table_id, 0)


def _measure(
    session: Session, settled: Any, table_of: Mapping[int, int], kind: str, measure: str
) -> dict[int, int]:
    """A figure measured over the events of its kind, per table: how many events wrote lines
    of the kind (``events``), or the largest sum one event wrote (``largest``). An event's
    lines are all of one table session, so a table's figure is its sessions' sum or most."""
    w = m.Wager
    of_kind = and_(settled, w.kind == kind)
    found: dict[int, int] = defaultdict(int)
    if measure == "events":
        for sid, count in session.execute(
            select(w.table_session_id, func.count(func.distinct(w.seq)))
            .where(of_kind)
            .group_by(w.table_session_id)
        ):
            found[table_of[sid]] += int(count)
        return dict(found)
    if measure == "largest":
        per_event = (
            select(w.table_session_id.label("sid"), func.sum(w.amount).label("total"))
            .where(of_kind)
            .group_by(w.table_session_id, w.seq)
            .subquery()
        )
        for sid, most in session.execute(
            select(per_event.c.sid, func.max(per_event.c.total)).group_by(per_event.c.sid)
        ):
            table_id = table_of[sid]
            found[table_id] = max(found.get(table_id, int(most)), int(most))
        return dict(found)
    raise ValueError(f"a report figure cannot be measured by {measure!r}")
