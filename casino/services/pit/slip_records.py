"""The slips as the record holds them, for reading: the list of a gaming day's fills and
credits (voided ones marked), and the gap report, a line per missing and per voided number
of each gaming day and kind (``compliance.md`` 6 and 7).

Nothing here writes; the accounting role may use all of it. ``void_ids`` and ``void_marks``
are for the reports, which keep voided slips on paper, marked, and out of their totals.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from casino.i18n import N_, _, ngettext
from casino.i18n.numbers import format_date
from casino.services.errors import InputError
from casino.services.pit.rules import table_currencies
from casino.services.when import aware, local_time
from casino.store import models as m
from casino.store.unit import Database

FILL, CREDIT = "fill", "credit"
KINDS = (FILL, CREDIT)
MISSING, VOID = "missing", "void"
KIND_WORDS = {FILL: N_("fill"), CREDIT: N_("credit")}
"""A slip's kind as a person reads it in a sentence (the kind itself is what is stored)."""
_STATUS_WORDS = {MISSING: N_("missing"), VOID: N_("void")}


def kind_word(kind: str) -> str:
    """``fill`` or ``credit`` in the language being spoken."""
    return _(KIND_WORDS.get(kind, kind))
_CHUNK = 900
"""Ids per ``IN (...)``: well under SQLite's limit on a statement's parameters."""


@dataclass(frozen=True, slots=True)
class VoidMark:
    """Why and by whom a slip was voided."""

    reason: str
    requested_by: str
    approved_by: str
    at: datetime

    def __str__(self) -> str:
        return _("{reason}, voided by {requested_by}, approved by {approved_by} at {at}").format(
            reason=one_line(self.reason),
            requested_by=self.requested_by,
            approved_by=self.approved_by,
            at=local_time(self.at),
        )


@dataclass(frozen=True, slots=True)
class SlipRow:
    """One slip as the slips list and the command line show it."""

    id: int
    kind: str
    period: int
    number: int
    table_id: int
    table: str
    total: int
    currency: tuple[str, int]
    """The table's currency and minor units, for printing ``total``."""
    lines: tuple[tuple[int, int], ...]
    """(denomination, count), smallest denomination first."""
    issued_at: datetime
    issued_by: str
    received_by: str
    requested_by: str
    """Empty when nobody was named as having asked for it."""
    manual: bool
    printed_number: str
    written_at: datetime | None
    reason: str
    """A manual slip's reason for being entered afterwards."""
    void: VoidMark | None

    @property
    def label(self) -> str:
        return m.slip_label(self.period, self.number)

    @property
    def day(self) -> str:
        return period_text(self.period)

    def __str__(self) -> str:
        return f"{self.kind} {self.label}"


@dataclass(frozen=True, slots=True)
class SlipGap:
    """A number of the gap report: missing, or voided (with the void)."""

    period: int
    kind: str
    number: int
    status: str
    """``missing`` or ``void``."""
    void: VoidMark | None = None

    @property
    def label(self) -> str:
        return m.slip_label(self.period, self.number)

    @property
    def day(self) -> str:
        return period_text(self.period)

    def line(self) -> str:
        """``2026-11-23  fill    2026-11-23-00004  missing``, or ``... void  <reason>, voided
        by A, approved by B at 21:04``."""
        status = _(_STATUS_WORDS.get(self.status, self.status))
        text = f"{self.day}  {kind_word(self.kind):<6}  {self.label}  {status}"
        return f"{text}  {self.void}" if self.void is not None else text


@dataclass(frozen=True, slots=True)
class GapReport:
    """The gap report of a gaming day (or of every one with slips): a line per missing and
    per voided number, in order, and the highest number issued of each day and kind."""

    day: date | None
    lines: tuple[SlipGap, ...]
    highest: Mapping[tuple[int, str], int]
    """(period, kind): the highest number issued; numbers 1 to it are checked."""

    @property
    def missing(self) -> int:
        return sum(1 for g in self.lines if g.status == MISSING)

    @property
    def voided(self) -> int:
        return sum(1 for g in self.lines if g.status == VOID)

    def summary(self) -> str:
        """The last line: how many numbers were checked over which days, what was found."""
        if not self.highest:
            if self.day is None:
                return _("no fill or credit slips on any gaming day")
            return _("no fill or credit slips on {day}").format(day=format_date(self.day))
        days = len({period for period, _kind in self.highest})
        numbers = sum(self.highest.values())
        where = (
            _("on {day}").format(day=format_date(self.day))
            if self.day is not None
            else ngettext("over {n} gaming day", "over {n} gaming days", days).format(n=days)
        )
        found = (
            _("no number missing or voided")
            if not self.lines
            else _("{missing} missing, {voided} voided").format(
                missing=self.missing, voided=self.voided
            )
        )
        return ngettext(
            "{found} among {n} slip number {where}", "{found} among {n} slip numbers {where}",
            numbers,
        ).format(found=found, n=numbers, where=where)


def one_line(text: str) -> str:
    """A reason as one line of a report (line breaks and runs of spaces made single)."""
    return " ".join(text.split())


def period_of(day: date) -> int:
    """A gaming day as the numbering period ``slips.year`` holds: 20261123."""
    return int(day.strftime("%Y%m%d"))


def period_text(period: int) -> str:
    """``2026-11-23`` for a gaming day, ``2026`` for an older slip's calendar year."""
    if period > 9999:
        text = str(period)
        return f"{text[:4]}-{text[4:6]}-{text[6:8]}"
    return str(period)


def parse_label(label: str) -> tuple[int, int]:
    """(period, number) of a slip number as printed: ``2026-11-23-00004`` or ``2026-00007``."""
    parts = label.strip().split("-")
    problem = InputError(
        _("{label} is not a slip number; write it as printed, such as 2026-11-23-00004").format(
            label=repr(label.strip())
        )
    )
    if not all(p.isascii() and p.isdigit() for p in parts) or len(parts) not in (2, 4):
        raise problem
    if len(parts[-1]) > 9:
        raise problem
    if len(parts) == 4:
        try:
            day = date(int(parts[0]), int(parts[1]), int(parts[2]))
        except ValueError:
            raise problem from None
        return period_of(day), int(parts[3])
    if len(parts[0]) != 4:
        raise problem
    return int(parts[0]), int(parts[1])


def void_marks(session: Session, slip_ids: Iterable[int] | None = None) -> dict[int, VoidMark]:
    """The void of each voided slip among ``slip_ids`` (every voided slip when None), by
    slip id. The reports leave these slips out of their totals and print them marked."""
    names = dict(session.execute(select(m.User.id, m.User.name)).all())
    query = select(m.SlipVoid)
    found: dict[int, VoidMark] = {}
    batches: list[list[int] | None] = [None]
    if slip_ids is not None:
        ids = sorted(set(slip_ids))
        batches = [ids[i : i + _CHUNK] for i in range(0, len(ids), _CHUNK)]
    for batch in batches:
        chosen = query if batch is None else query.where(m.SlipVoid.slip_id.in_(batch))
        for row in session.scalars(chosen):
            found[row.slip_id] = VoidMark(
                row.reason,
                names.get(row.requested_by_id, _("someone")),
                names.get(row.approved_by_id, _("someone")),
                aware(row.at),
            )
    return found


def void_ids(session: Session, slip_ids: Iterable[int] | None = None) -> set[int]:
    """Which of ``slip_ids`` (every slip when None) are voided: a report leaves them out of
    its fill and credit totals."""
    return set(void_marks(session, slip_ids))


class SlipQueries:
    """The slips list and the gap report over one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def gaming_days(self) -> list[date]:
        """The gaming days that have slips, newest first."""
        with self.db.read() as session:
            periods = session.scalars(
                select(m.Slip.year)
                .where(m.Slip.year > 9999)
                .distinct()
                .order_by(m.Slip.year.desc())
            ).all()
        return [date(p // 10000, p // 100 % 100, p % 100) for p in periods]

    def slips(self, day: date | None = None) -> list[SlipRow]:
        """Every slip of the gaming day ``day`` (of every period when None), by kind and
        number, voided ones included and marked."""
        with self.db.read() as session:
            query = (
                select(m.Slip, m.TableSession.table_id, m.CasinoTable.name)
                .join(m.TableSession, m.TableSession.id == m.Slip.table_session_id)
                .join(m.CasinoTable, m.CasinoTable.id == m.TableSession.table_id)
                .order_by(m.Slip.year, m.Slip.kind.desc(), m.Slip.number)
            )
            lines_query = select(m.SlipLine.slip_id, m.SlipLine.denomination, m.SlipLine.count)
            if day is not None:
                query = query.where(m.Slip.year == period_of(day))
                lines_query = lines_query.join(m.Slip, m.Slip.id == m.SlipLine.slip_id).where(
                    m.Slip.year == period_of(day)
                )
            rows = session.execute(query).all()
            lines: dict[int, list[tuple[int, int]]] = {}
            for slip_id, denomination, count in session.execute(
                lines_query.order_by(m.SlipLine.slip_id, m.SlipLine.denomination)
            ):
                lines.setdefault(slip_id, []).append((int(denomination), int(count)))
            names = dict(session.execute(select(m.User.id, m.User.name)).all())
            marks = void_marks(session, [slip.id for slip, _t, _n in rows])
            money = table_currencies(session, (table_id for _s, table_id, _n in rows))

            def name(user_id: int | None) -> str:
                return names.get(user_id, _("someone")) if user_id is not None else ""

            return [
                SlipRow(
                    id=slip.id,
                    kind=slip.kind,
                    period=slip.year,
                    number=slip.number,
                    table_id=table_id,
                    table=table_name,
                    total=int(slip.total),
                    currency=money[table_id],
                    lines=tuple(lines.get(slip.id, ())),
                    issued_at=aware(slip.issued_at),
                    issued_by=name(slip.issued_by_id),
                    received_by=name(slip.received_by_id),
                    requested_by=name(slip.requested_by_id),
                    manual=bool(slip.manual),
                    printed_number=slip.printed_number or "",
                    written_at=aware(slip.written_at) if slip.written_at is not None else None,
                    reason=slip.reason or "",
                    void=marks.get(slip.id),
                )
                for slip, table_id, table_name in rows
            ]

    def slip_gaps(self, day: date | None = None) -> GapReport:
        """Per gaming day and kind, a line for each number from 1 to the highest issued that
        has no slip (missing) and for each voided slip (void), in order; ``day`` None covers
        every gaming day with slips."""
        with self.db.read() as session:
            query = select(m.Slip.id, m.Slip.year, m.Slip.kind, m.Slip.number)
            if day is not None:
                query = query.where(m.Slip.year == period_of(day))
            numbers: dict[tuple[int, str], dict[int, int]] = {}
            for slip_id, period, kind, number in session.execute(query):
                numbers.setdefault((int(period), str(kind)), {})[int(number)] = int(slip_id)
            marks = void_marks(session, [i for found in numbers.values() for i in found.values()])
        lines: list[SlipGap] = []
        highest: dict[tuple[int, str], int] = {}
        for (period, kind), found in sorted(numbers.items(), key=_fills_first):
            highest[period, kind] = max(found)
            for number in range(1, max(found) + 1):
                if number not in found:
                    lines.append(SlipGap(period, kind, number, MISSING))
                elif found[number] in marks:
                    lines.append(SlipGap(period, kind, number, VOID, marks[found[number]]))
        return GapReport(day, tuple(lines), highest)


def _fills_first(item: tuple[tuple[int, str], dict[int, int]]) -> tuple[int, int]:
    (period, kind), _numbers = item
    return period, KINDS.index(kind)
