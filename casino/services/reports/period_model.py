"""Reports over periods as data: the gaming day, month to date and year to date by table and
by game type, the hold checks, and the exceptions of a span of gaming days. The PDFs print
these and nothing else, so what is printed is what the tests checked.

A period's figures are the shift report's, summed: a table's line adds up its sessions in
the shifts whose gaming day falls in the period, so each figure equals the sum of that
table's lines in those shifts' reports, to the minor unit (the win too: each shift's table
books its win on the counted drop once all its boxes are counted, and the period adds those
wins up, never recomputing one from a mixed drop).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal
from fractions import Fraction
from typing import Any

from casino.i18n import N_
from casino.services.reports.model import (
    ComplaintEntry,
    HandCorrectionEntry,
    SlipVoidEntry,
    TableReport,
    hold_percent,
    hours_of,
)

DAY, MTD, YTD = "day", "mtd", "ytd"
PERIODS = (DAY, MTD, YTD)
PERIOD_NAMES = {DAY: N_("Gaming day"), MTD: N_("Month to date"), YTD: N_("Year to date")}
"""Marked: translated where shown (``_(PERIOD_NAMES[kind])``); the report keeps them English."""

IN_BAND, ABOVE, BELOW, NO_BAND, NO_FIGURES = "in band", "above", "below", "no band", "no figures"
"""A hold check's outcome: within the band, above or below it (the two exceptions), no band
to judge by (a game with neither exact math nor a configured band), or nothing to judge (no
drop, no closer yet, no rounds)."""
EXACT, CONFIGURED, UNBANDED = "exact", "configured", "none"
"""How a band was found: from the game's exact math, from ``[pit.hold]``, or not at all."""


@dataclass
class PeriodLine:
    """A table's, a game type's or the casino's figures over a period."""

    name: str
    game: str
    """The game's name (a table's or a game type's line); empty for the casino's total."""
    position: str = ""
    currency: str = "Cr"
    minor_units: int = 100
    tables: int = 0
    shifts: int = 0
    """Shift reports this line adds up (a table's lines in them; a game's: its tables')."""
    sessions: int = 0
    open_sessions: int = 0
    seconds: float = 0.0
    hands: int = 0
    voided: int = 0
    handle: int = 0
    drop: int = 0
    """The recorded drop: the cash buy-ins the wager log holds."""
    counted_drop: int | None = 0
    """The count room's drop; None while any session of the line has no count."""
    counted_sessions: int = 0
    booked_drop: int = 0
    """The drop the wins are booked on: per shift and table, the counted drop once all its
    boxes are counted, else the recorded one."""
    chip_buy_ins: int = 0
    cash_outs: int = 0
    opener: int = 0
    closer: int | None = 0
    fills: int = 0
    credits: int = 0
    win: int | None = 0
    """The booked win, summed over the shift reports' table lines; None while any has no
    closer."""
    recorded_win: int | None = 0
    counted_win: int | None = 0
    ledger_win: int = 0
    commission: int = 0
    rake: int = 0
    time_charges: int = 0
    void_slips: int = 0

    @property
    def fees(self) -> int:
        """What the house charged for play: commission, rake and time charges."""
        return self.commission + self.rake + self.time_charges

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.booked_drop)

    @property
    def hours(self) -> Decimal:
        return hours_of(self.seconds)

    def add(self, other: PeriodLine) -> None:
        """Add another line's figures into this one (a table into its game, a game into the
        total): sums stay sums, and a figure missing in either stays missing."""
        for name in (
            "tables", "shifts", "sessions", "open_sessions", "seconds", "hands", "voided",
            "handle", "drop", "counted_sessions", "booked_drop", "chip_buy_ins", "cash_outs",
            "opener", "fills", "credits", "ledger_win", "commission", "rake", "time_charges",
            "void_slips",
        ):  # fmt: skip
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("counted_drop", "closer", "win", "recorded_win", "counted_win"):
            mine, theirs = getattr(self, name), getattr(other, name)
            setattr(self, name, None if mine is None or theirs is None else mine + theirs)

    def add_table(self, table: TableReport, booked_drop: int, shifts: int, open_: int) -> None:
        """Add a table's figures over its sessions in the period (one ``TableReport`` over
        all of them); ``booked_drop`` and the booked win come from the shifts' own lines."""
        line = PeriodLine(table.table, table.game)
        for name in (
            "sessions", "seconds", "hands", "voided", "handle", "drop", "counted_sessions",
            "chip_buy_ins", "cash_outs", "opener", "fills", "credits", "ledger_win",
            "commission", "rake", "time_charges",
        ):  # fmt: skip
            setattr(line, name, getattr(table, name))
        line.tables, line.shifts, line.open_sessions = 1, shifts, open_
        line.counted_drop, line.closer = table.counted_drop, table.closer
        line.booked_drop = booked_drop
        line.void_slips = len(table.void_slips)
        line.recorded_win, line.counted_win = table.recorded_win, table.counted_win
        line.win = None if table.closer is None else table._win_with(booked_drop)
        self.add(line)


@dataclass(frozen=True, slots=True)
class PeriodShift:
    shift_id: int
    name: str
    gaming_day: date
    opened_at: datetime
    closed_at: datetime | None


@dataclass(frozen=True, slots=True)
class HoldCheck:
    """A table's or game type's hold over a period against its expected band.

    With exact math (``method`` EXACT) the band is on the win itself: the expected win is
    ``edge x handle`` and the band ``expected +- z x sigma x sqrt(sum of each round's handle
    squared)`` (``casino.services.reports.holds`` says why), with ``win`` the wager log's. Shown
    in hold terms too (the band over this drop). Without (CONFIGURED) the band is the
    configured hold percent and ``win`` the booked one."""

    subject: str
    game: str
    scope: str
    """``table`` or ``game``."""
    method: str
    status: str
    win: int | None
    """The win judged: the wager log's (exact math) or the booked one (a configured band)."""
    drop: int
    hold: Decimal | None
    low_hold: Decimal | None
    high_hold: Decimal | None
    expected: int | None = None
    low: int | None = None
    high: int | None = None
    rounds: int = 0
    handle: int = 0
    edge: Fraction | None = None
    """The house's expected win per unit of handle (exact math)."""
    sigma: float | None = None
    """The standard deviation of the house's result per unit bet per round."""
    assumes: str = ""
    note: str = ""
    currency: str = "Cr"
    minor_units: int = 100

    @property
    def flagged(self) -> bool:
        return self.status in (ABOVE, BELOW)

    @property
    def expected_hold(self) -> Decimal | None:
        return hold_percent(self.expected, self.drop)


@dataclass
class PeriodReport:
    kind: str
    day: date
    """The date asked for: the period ends with this gaming day."""
    first: date
    last: date
    casino: str = ""
    zone: str = "UTC"
    as_of: datetime | None = None
    day_over: bool = True
    """Whether the period's last gaming day had ended at ``as_of``."""
    shifts: list[PeriodShift] = field(default_factory=list)
    tables: list[PeriodLine] = field(default_factory=list)
    games: list[PeriodLine] = field(default_factory=list)
    total: PeriodLine | None = None
    """The casino's total; None when the tables play in more than one currency."""
    holds: list[HoldCheck] = field(default_factory=list)
    pit_settings: str = ""
    """The pit settings version the report was made under (its thresholds, bands, duties)."""

    @property
    def provisional(self) -> bool:
        """Figures that will still move: the day is not over, a shift or a table is open."""
        return (
            not self.day_over
            or any(s.closed_at is None for s in self.shifts)
            or any(t.open_sessions for t in self.tables)
        )

    @property
    def title(self) -> str:
        return PERIOD_NAMES[self.kind]

    def hold_of(self, scope: str, subject: str) -> HoldCheck | None:
        return next((h for h in self.holds if h.scope == scope and h.subject == subject), None)


@dataclass(frozen=True, slots=True)
class OpenerException:
    """An opener that differs from the table's previous closer, as the counts stand (their
    newest recounts), beside what was recorded when the opener was signed."""

    table: str
    shift: str
    gaming_day: date
    opened_at: datetime
    closer_at: datetime
    closer_total: int
    opener_total: int
    lines: tuple[tuple[int, int, int], ...]
    """(denomination, closer count, opener count) where they differ, largest first."""
    level: str
    """The difference ranked against the site's thresholds now (``PitSettings.level``)."""
    recorded_level: str | None
    """The level of the discrepancy record made when the opener was signed; None if none
    was made (an opener written before the check, or around the services)."""
    seen_by: str
    """Who saw the recorded discrepancy before signing."""
    minor_units: int = 100

    @property
    def difference(self) -> int:
        """Opener less closer."""
        return self.opener_total - self.closer_total

    @property
    def agrees_now(self) -> bool:
        """A recorded discrepancy whose counts a recount has since made agree."""
        return not self.lines


@dataclass(frozen=True, slots=True)
class VoidedSlip:
    table: str
    kind: str
    number: str
    total: int
    issued_at: datetime
    manual: bool
    printed_number: str | None
    void: SlipVoidEntry
    minor_units: int = 100


@dataclass(frozen=True, slots=True)
class VarianceLine:
    """A session's counted drop that differs from its recorded drop."""

    table: str
    shift: str
    gaming_day: date
    recorded: int
    counted: int
    state: str
    counted_by: str
    witnessed_by: str
    counted_at: datetime
    resolution: str
    resolved_by: str
    minor_units: int = 100

    @property
    def variance(self) -> int:
        return self.counted - self.recorded


@dataclass
class ExceptionsReport:
    first: date
    last: date
    casino: str = ""
    zone: str = "UTC"
    as_of: datetime | None = None
    thresholds: tuple[int, int] = (2500, 10000)
    sessions: int = 0
    pit_settings: str = ""
    """The pit settings version the report was made under (its thresholds, bands, duties)."""

    """Table sessions in the period (of shifts whose gaming day falls in it)."""
    openers: list[OpenerException] = field(default_factory=list)
    openers_checked: int = 0
    """Openers compared with a previous closer."""
    holds: list[HoldCheck] = field(default_factory=list)
    """Every table's and game type's check; the exceptions are the flagged ones."""
    voided_slips: list[VoidedSlip] = field(default_factory=list)
    variances: list[VarianceLine] = field(default_factory=list)
    to_count: int = 0
    """Closed sessions of the period whose drop box is not counted yet."""
    corrections: list[HandCorrectionEntry] = field(default_factory=list)
    complaints: list[ComplaintEntry] = field(default_factory=list)
    minor_units: dict[str, int] = field(default_factory=dict)
    """Each table's minor units, for printing its amounts."""

    @property
    def hold_exceptions(self) -> list[HoldCheck]:
        return [h for h in self.holds if h.flagged]

    @property
    def open_variances(self) -> list[VarianceLine]:
        return [v for v in self.variances if v.state != "resolved"]


def digest(report: PeriodReport | ExceptionsReport) -> str:
    """SHA-256 of every figure, name and time of the report, in a canonical JSON form; not of
    the moment it was read (``as_of``), so the same figures read twice carry the same id."""
    data = dataclasses.asdict(report)
    data.pop("as_of")
    text = json.dumps(data, default=_plain, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def report_id(report: PeriodReport | ExceptionsReport) -> str:
    """``MTD-20261123-9F3A61C2`` or ``EX-20261101-20261123-0C1D2E3F``: what it covers and the
    start of its digest, so two prints of the same figures carry the same id."""
    if isinstance(report, PeriodReport):
        head = f"{report.kind.upper()}-{report.last:%Y%m%d}"
    else:
        head = f"EX-{report.first:%Y%m%d}-{report.last:%Y%m%d}"
    return f"{head}-{digest(report)[:8].upper()}"


def _plain(value: Any) -> str:
    if isinstance(value, datetime):
        return (value if value.tzinfo is None else value.astimezone(UTC)).isoformat()
    if isinstance(value, date | Decimal | Fraction):
        return str(value)
    raise TypeError(f"cannot fingerprint {type(value).__name__}")
