"""Reports over periods: the gaming day, month to date and year to date by table and by game
type, with each line's hold check, and the exceptions report of any span of gaming days.

**Which sessions a period holds.** A table session belongs to the gaming day of its shift
(``casino.services.when.gaming_day``: the day runs from 06:00 local time in the casino's zone,
so a night shift opened at 02:00 is the previous day's), as the shift report and the slip
numbers count it. A period of gaming days is therefore a set of whole shifts, and a table's
line is the sum of its lines in those shifts' reports, to the minor unit: the figures come
from the shift report's own code (``ReportQueries.tables_figures``), run once over all the
table's sessions in the period (every figure is a sum over sessions), and the booked drop
and win per shift (the counted drop once all of that shift's boxes of the table are
counted) are added up shift by shift.

**The exceptions report** lists, for the sessions of the period: every opener that differs
from the table's previous closer, computed from the counts as they stand now (the newest
recount of each) and shown beside the discrepancy record made when the opener was signed
(or its absence); the hold checks that left their band (``casino.services.reports.holds``); slips
voided; count-room variances (open first, resolved ones after, with the reason); hand
corrections; patron complaints with every note. A complaint recorded while its table was
closed has no session: it belongs to the gaming day it was recorded in.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import TypeVar
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from casino.i18n import N_, SOURCE, _, speaking
from casino.pit_settings import PitSettings
from casino.services.errors import InputError
from casino.services.pit import count_room
from casino.services.pit.settings import ReadsPitSettings
from casino.services.reports import accounting, trail
from casino.services.reports.holds import hold_checks
from casino.services.reports.period_model import (
    DAY,
    MTD,
    PERIODS,
    YTD,
    ExceptionsReport,
    OpenerException,
    PeriodLine,
    PeriodReport,
    PeriodShift,
    VarianceLine,
    VoidedSlip,
)
from casino.services.reports.shift import ReportQueries
from casino.services.users.auth import ACCOUNTING, SUPERVISORS, Actor, require, signed_in
from casino.services.when import GAMING_DAY_STARTS, aware
from casino.site import Site
from casino.store import models as m
from casino.store.unit import Database

READERS = (*SUPERVISORS, ACCOUNTING)
"""Who may print a period or exceptions report: the pit's supervisors and accounting."""
LONGEST = timedelta(days=366 * 5)
"""The longest span an exceptions report covers (five years: what the record keeps)."""
CHUNK = 500
"""Ids per ``IN (...)`` list, so a year of sessions stays within SQLite's limits."""
_T = TypeVar("_T")


def _chunks(items: Sequence[_T]) -> Iterator[list[_T]]:
    for start in range(0, len(items), CHUNK):
        yield list(items[start : start + CHUNK])


# -- days ----------------------------------------------------------------------------------------


def parse_day(text: str, what: str = "--date") -> date:
    """A gaming day as a person writes it, ``2026-11-23``; anything else is refused with one
    message naming it."""
    try:
        return date.fromisoformat(text.strip())
    except (ValueError, AttributeError):
        raise InputError(
            _("{what} {text} is not a date: write it as YYYY-MM-DD").format(
                what=what, text=repr(text)
            )
        ) from None


def period_days(kind: str, day: date) -> tuple[date, date]:
    """The first and last gaming day of the period ``kind`` ending with ``day``."""
    if kind == DAY:
        return day, day
    if kind == MTD:
        return day.replace(day=1), day
    if kind == YTD:
        return day.replace(month=1, day=1), day
    raise InputError(
        _("{kind} is not a period; the periods are {periods}").format(
            kind=repr(kind), periods=", ".join(PERIODS)
        )
    )


def gaming_day_in(at: datetime, zone: ZoneInfo) -> date:
    """``when.gaming_day`` in a given zone (the report's site, not the configured one)."""
    return (aware(at).astimezone(zone) - timedelta(hours=GAMING_DAY_STARTS)).date()


def window(first: date, last: date, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """The UTC instants the gaming days ``first`` to ``last`` run between."""
    start = datetime.combine(first, time(GAMING_DAY_STARTS), tzinfo=zone)
    end = datetime.combine(last + timedelta(days=1), time(GAMING_DAY_STARTS), tzinfo=zone)
    return start.astimezone(UTC), end.astimezone(UTC)


_TO_PRINT = {
    "a period report": N_("print a period report"),
    "an exceptions report": N_("print an exceptions report"),
}
"""What ``PeriodQueries.may_read`` refuses, by ``what``: in English, translated where it is
said."""


def check_span(first: date, last: date) -> None:
    if last < first:
        raise InputError(
            _("--to {last} is before --from {first}: the period runs from, then to").format(
                last=last, first=first
            )
        )
    if last - first > LONGEST:
        raise InputError(
            _("{first} to {last} is more than five years; report on a shorter period").format(
                first=first, last=last
            )
        )


# -- what a period holds ---------------------------------------------------------------------------


class _Period:
    """The shifts and table sessions of a span of gaming days, read once."""

    def __init__(self, session: Session, first: date, last: date, zone: ZoneInfo) -> None:
        start, end = window(first, last, zone)
        rows = session.scalars(
            select(m.Shift)
            .where(m.Shift.opened_at >= start, m.Shift.opened_at < end)
            .order_by(m.Shift.id)
        ).all()
        self.shifts = [
            PeriodShift(
                s.id,
                s.name,
                gaming_day_in(s.opened_at, zone),
                aware(s.opened_at),
                aware(s.closed_at) if s.closed_at is not None else None,
            )
            for s in rows
            if first <= gaming_day_in(s.opened_at, zone) <= last
        ]
        self.shift_of = {s.shift_id: s for s in self.shifts}
        spans: list[m.TableSession] = []
        for part in _chunks(list(self.shift_of)):
            spans += session.scalars(
                select(m.TableSession).where(m.TableSession.shift_id.in_(part))
            ).all()
        self.spans = sorted(spans, key=lambda s: s.id)
        self.ids = [s.id for s in self.spans]
        tables = session.execute(
            select(m.CasinoTable.id, m.CasinoTable.name, m.CasinoTable.game,
                   m.CasinoTable.position)
        ).all()  # fmt: skip
        self.table_rows = {t[0]: t for t in tables}
        self.table_names = {t[0]: t[1] for t in tables}
        self.by_table: dict[int, list[m.TableSession]] = defaultdict(list)
        for span in self.spans:
            self.by_table[span.table_id].append(span)
        self.start, self.end = start, end


def _names(session: Session) -> dict[int, str]:
    return {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}


class PeriodQueries(ReadsPitSettings):
    """The period and exceptions reports, read from the record in one read each."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings
        self.reports = ReportQueries(db, settings)

    def may_read(self, actor: Actor | None, what: str) -> None:
        """Refuse a signed-in user who may not print ``what`` (a dealer, the count team);
        ``None`` is the command line, run by whoever holds the database."""
        if actor is None:
            return
        with self.db.read() as session:
            to = _TO_PRINT.get(what, f"print {what}")
            require(signed_in(session, actor), *READERS, to=to)

    def period_report(
        self, kind: str, day: date, now: datetime | None = None, site: Site | None = None
    ) -> PeriodReport:
        """The figures of the gaming day, the month to date or the year to date ending with
        ``day``, by table and by game type, with each line's hold check."""
        first, last = period_days(kind, day)
        site = site or Site()
        zone = ZoneInfo(site.zone)
        now = aware(now or m.utcnow())
        with self.db.read() as session, speaking(SOURCE):  # the figures in English
            period = _Period(session, first, last, zone)
            report = PeriodReport(kind, day, first, last, site.name, site.zone, now,
                                  day_over=now >= period.end, shifts=period.shifts)  # fmt: skip
            self._lines(session, period, now, report)
            report.pit_settings = self._settings_stamp(session)
            return report

    def _lines(
        self, session: Session, period: _Period, now: datetime, report: PeriodReport
    ) -> None:
        names = _names(session)
        recorded = count_room.recorded_drops(session, period.ids)
        counted = count_room.counted_drops(session, period.ids)
        tables: list[tuple[PeriodLine, list[int]]] = []
        read = self.reports.tables_figures(session, period.by_table, names, now)
        table_of = {s.id: table_id for table_id, spans in period.by_table.items() for s in spans}
        money_of = trail.currencies(session, table_of, list(period.by_table))
        for (table_id, spans), figures in zip(period.by_table.items(), read, strict=True):
            ids = [s.id for s in spans]
            line = PeriodLine(figures.table, figures.game, figures.position)
            money = money_of.get(table_id)
            if money is not None:
                line.currency, line.minor_units = money
            groups: dict[int, list[int]] = defaultdict(list)
            for span in spans:
                groups[span.shift_id].append(span.id)
            booked = 0
            for group in groups.values():
                if all(i in counted for i in group):
                    booked += sum(counted[i].total for i in group)
                else:
                    booked += sum(recorded[i] for i in group)
            open_ = sum(1 for s in spans if s.closed_at is None)
            line.add_table(figures, booked, len(groups), open_)
            tables.append((line, ids))
        tables.sort(key=lambda item: (item[0].game, item[0].name))
        report.tables = [line for line, _ids in tables]
        games: dict[str, PeriodLine] = {}
        for line in report.tables:
            game = games.get(line.game)
            if game is None:
                game = games[line.game] = PeriodLine(line.game, line.game, "", line.currency,
                                                     line.minor_units)  # fmt: skip
            game.add(line)
        report.games = sorted(games.values(), key=lambda g: g.game)
        currencies = {(t.currency, t.minor_units) for t in report.tables}
        if len(currencies) <= 1:
            currency, minor = next(iter(currencies), ("Cr", 100))
            total = PeriodLine("Casino", "", "", currency, minor)
            for game in report.games:
                total.add(game)
            report.total = total
        report.holds = hold_checks(session, self.settings, tables, report.games)

    def exceptions_report(
        self, first: date, last: date, now: datetime | None = None, site: Site | None = None
    ) -> ExceptionsReport:
        """Everything of the gaming days ``first`` to ``last`` a regulator asks to see
        listed: openers against closers, holds out of band, voided slips, count-room
        variances, hand corrections and complaints."""
        check_span(first, last)
        site = site or Site()
        zone = ZoneInfo(site.zone)
        now = aware(now or m.utcnow())
        settings = self.settings
        with self.db.read() as session, speaking(SOURCE):  # the figures in English
            period = _Period(session, first, last, zone)
            names = _names(session)
            report = ExceptionsReport(
                first, last, site.name, site.zone, now,
                (settings.opener_report_above, settings.opener_regulator_from),
                sessions=len(period.ids),
            )  # fmt: skip
            figures = PeriodReport(DAY, last, first, last, site.name, site.zone, now)
            self._lines(session, period, now, figures)
            report.holds = figures.holds
            report.pit_settings = self._settings_stamp(session)
            report.minor_units = {t.name: t.minor_units for t in figures.tables}
            minor = {tid: report.minor_units.get(n, 100) for tid, n in period.table_names.items()}
            self._openers(session, period, names, settings, report, minor)
            self._slips(session, period, names, report, minor)
            self._variances(session, period, report, minor)
            for part in _chunks(period.ids):
                report.corrections += accounting.hand_corrections(
                    session, part, period.table_names, names
                )
            report.corrections.sort(key=lambda c: (c.at, c.table, c.hand))
            loose = [(tid, period.start, period.end) for tid in period.table_names]
            report.complaints = accounting.complaints(session, [], period.table_names, names,
                                                      loose)  # fmt: skip
            for part in _chunks(period.ids):
                report.complaints += accounting.complaints(session, part, period.table_names,
                                                           names)  # fmt: skip
            report.complaints.sort(key=lambda c: (c.at, c.table))
            return report

    def _openers(
        self,
        session: Session,
        period: _Period,
        names: dict[int, str],
        settings: PitSettings,
        report: ExceptionsReport,
        minor: dict[int, int],
    ) -> None:
        """Each opener of the period against the previous closer of its table."""
        if not period.spans:
            return
        previous: dict[int, int] = {}
        last_of: dict[int, int] = {}
        wanted_tables = list(period.by_table)
        upto = max(period.ids)
        for sid, table_id in session.execute(
            select(m.TableSession.id, m.TableSession.table_id)
            .where(m.TableSession.table_id.in_(wanted_tables), m.TableSession.id <= upto)
            .order_by(m.TableSession.id)
        ):
            if table_id in last_of:
                previous[sid] = last_of[table_id]
            last_of[table_id] = sid
        openers = _newest_counts(session, period.ids, "opener")
        closers = _newest_counts(session, sorted(set(previous.values())), "closer")
        chips: dict[int, dict[int, int]] = {}
        wanted = [c.id for c in openers.values()] + [c.id for c in closers.values()]
        for part in _chunks(wanted):
            chips.update(accounting.chip_lines(session, part))
        records: dict[int, m.CountDiscrepancy] = {}
        for part in _chunks(period.ids):
            for row in session.scalars(
                select(m.CountDiscrepancy)
                .where(m.CountDiscrepancy.table_session_id.in_(part))
                .order_by(m.CountDiscrepancy.id)
            ):
                records[row.table_session_id] = row
        for span in period.spans:
            opener = openers.get(span.id)
            before = previous.get(span.id)
            closer = closers.get(before) if before is not None else None
            if opener is None or closer is None:
                continue
            report.openers_checked += 1
            lines = accounting.differing(chips.get(closer.id, {}), chips.get(opener.id, {}))
            record = records.get(span.id)
            if not lines and record is None:
                continue
            shift = period.shift_of[span.shift_id]
            report.openers.append(
                OpenerException(
                    table=period.table_names[span.table_id],
                    shift=shift.name,
                    gaming_day=shift.gaming_day,
                    opened_at=aware(span.opened_at),
                    closer_at=aware(closer.counted_at),
                    closer_total=int(closer.total),
                    opener_total=int(opener.total),
                    lines=lines,
                    level=settings.level(int(opener.total) - int(closer.total)),
                    recorded_level=record.level if record is not None else None,
                    seen_by=names.get(record.seen_by_id, "?") if record is not None else "",
                    minor_units=minor.get(span.table_id, 100),
                )
            )

    def _slips(
        self,
        session: Session,
        period: _Period,
        names: dict[int, str],
        report: ExceptionsReport,
        minor: dict[int, int],
    ) -> None:
        table_of = {s.id: s.table_id for s in period.spans}
        for part in _chunks(period.ids):
            rows = session.scalars(
                select(m.Slip)
                .join(m.SlipVoid, m.SlipVoid.slip_id == m.Slip.id)
                .where(m.Slip.table_session_id.in_(part))
            ).all()
            voids = accounting.slip_voids(session, [r.id for r in rows], names)
            for slip in rows:
                table_id = table_of[slip.table_session_id]
                report.voided_slips.append(
                    VoidedSlip(
                        table=period.table_names[table_id],
                        kind=slip.kind,
                        number=m.slip_label(slip.year, slip.number),
                        total=int(slip.total),
                        issued_at=aware(slip.issued_at),
                        manual=bool(slip.manual),
                        printed_number=slip.printed_number,
                        void=voids[slip.id],
                        minor_units=minor.get(table_id, 100),
                    )
                )
        report.voided_slips.sort(key=lambda v: (v.issued_at, v.number))

    def _variances(
        self, session: Session, period: _Period, report: ExceptionsReport, minor: dict[int, int]
    ) -> None:
        closed = [s for s in period.spans if s.closed_at is not None]
        ids = [s.id for s in closed]
        counted = count_room.counted_drops(session, ids)
        recorded = count_room.recorded_drops(session, ids)
        report.to_count = sum(1 for i in ids if i not in counted)
        for span in closed:
            count = counted.get(span.id)
            if count is None or count.total == recorded[span.id]:
                continue
            shift = period.shift_of[span.shift_id]
            resolved = count.resolution
            report.variances.append(
                VarianceLine(
                    table=period.table_names[span.table_id],
                    shift=shift.name,
                    gaming_day=shift.gaming_day,
                    recorded=recorded[span.id],
                    counted=count.total,
                    state=count_room.variance_status(recorded[span.id], count),
                    counted_by=count.counted_by,
                    witnessed_by=count.witnessed_by,
                    counted_at=count.counted_at,
                    resolution=resolved.reason if resolved is not None else "",
                    resolved_by=resolved.resolved_by if resolved is not None else "",
                    minor_units=minor.get(span.table_id, 100),
                )
            )
        report.variances.sort(key=lambda v: (v.state == count_room.RESOLVED, v.gaming_day, v.table))


def _newest_counts(session: Session, ids: Sequence[int], kind: str) -> dict[int, m.Inventory]:
    """Each session's ``kind`` count as it stands (its newest recount), by session id."""
    newer = aliased(m.Inventory)
    found: dict[int, m.Inventory] = {}
    for part in _chunks(list(ids)):
        for count in session.scalars(
            select(m.Inventory)
            .outerjoin(newer, newer.corrects_id == m.Inventory.id)
            .where(
                m.Inventory.table_session_id.in_(part),
                m.Inventory.kind == kind,
                newer.id.is_(None),
            )
            .order_by(m.Inventory.id)
        ):
            found[count.table_session_id] = count
    return found
