"""The shift report as data: what the pit files at the end of a shift, before any layout.

Tests check these figures against the wager rows summed independently, and the PDF prints
them and nothing else, so what is printed is what was checked. ``digest`` fingerprints the
whole document: the report's id is made from it, so two prints with the same id say the same
thing to the minor unit, and a reprint can be told from a report of changed figures.

Win is the count's figure, the one the casino books: win = drop + closer + credits - opener -
fills, summed over the table's sessions in the shift. The drop is the count room's once every
session's drop box is counted (``counted_drop``), the wager log's recorded cash buy-ins until
then; the report shows both wins. Beside them stands the ledger's figure, the house's result
summed from the wager log; the two agree when the tray was counted right and every buy-in was
cash, and a difference is what the pit looks into. A voided slip stays listed but counts in
no total.

The players (``PlayersSection``) are the rating slips of the shift's visits summed, as the
reader may see them (``report_players``): named on a supervisor's print, by seat on any
other, so two prints of the same figures by readers of different kinds are two reports.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

from casino.i18n import N_


def hold_percent(win: int | None, drop: int) -> Decimal | None:
    """Win as a percentage of the drop, to two places; None without a drop or a win."""
    if win is None or drop == 0:
        return None
    return (Decimal(win) * 100 / drop).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


def hours_of(seconds: float) -> Decimal:
    return (Decimal(seconds) / 3600).quantize(Decimal("0.01"))


@dataclass(frozen=True, slots=True)
class ChipCount:
    """An opener or closer as it stands (the newest recount), chip by chip."""

    kind: str
    total: int
    chips: tuple[tuple[int, int], ...]
    """(denomination, count), largest denomination first."""
    counted_at: datetime
    signed_by: str
    witnessed_by: str


@dataclass(frozen=True, slots=True)
class SlipVoidEntry:
    """A slip's void: the record pointing at it, with the reason and its two signers."""

    reason: str
    requested_by: str
    approved_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class SlipEntry:
    kind: str
    number: str
    """``2026-11-23-00012``: the gaming day and the slip's number within its kind and day
    (``2026-00012``, a year, for slips written before the trust release)."""
    total: int
    issued_at: datetime
    issued_by: str
    received_by: str
    manual: bool = False
    """Written on a pre-printed paper slip while the system was down, entered afterwards."""
    printed_number: str | None = None
    """A manual slip's number as it stands on the paper."""
    written_at: datetime | None = None
    """The time written on a manual slip (``issued_at`` is when it was entered)."""
    basis: str = ""
    """Why a manual slip could be entered: during an outage on record, or approved by an
    administrator (named) while the record shows the system was up."""
    void: SlipVoidEntry | None = None
    """Set when the slip was voided: it stays listed, and is left out of the totals."""


@dataclass(frozen=True, slots=True)
class DiscrepancyEntry:
    """An opener that differed from the table's previous closer, as recorded when the opener
    was signed (``count_discrepancies``): both counts and how far apart they were."""

    level: str
    """``below``, ``report`` or ``regulator`` (``PitSettings.level``)."""
    closer_total: int
    opener_total: int
    difference: int
    """Opener less closer."""
    lines: tuple[tuple[int, int, int], ...]
    """(denomination, closer count, opener count) for each denomination that differs,
    largest first."""
    seen_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class DropCountEntry:
    """The count room's count of one table session's drop box (its newest recount) beside
    the drop the wager log recorded for the session."""

    session_opened_at: datetime
    recorded: int
    counted: int
    lines: tuple[tuple[str, int, int], ...]
    """(kind, denomination, count): cash, chips and markers, largest denomination first."""
    counted_by: str
    witnessed_by: str
    counted_at: datetime
    state: str
    """``balanced``, ``variance open`` or ``resolved`` (``count_room.variance_status``)."""
    resolution: str
    """The supervisor's reason when the variance was resolved; empty otherwise."""
    resolved_by: str
    recount: bool
    """Whether this count corrects an earlier one (which stays on record)."""

    @property
    def variance(self) -> int:
        """Counted less recorded: positive when the box held more than the log says."""
        return self.counted - self.recorded


@dataclass(frozen=True, slots=True)
class HandCorrectionEntry:
    """A settled hand corrected by an approved record: what one seat was paid more (amount
    > 0) or taken back (< 0), and why."""

    table: str
    hand: int
    seat: int | None
    player: str
    amount: int
    reason: str
    requested_by: str
    approved_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class ComplaintNoteEntry:
    note: str
    resolved: bool
    by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class ComplaintEntry:
    """A patron's complaint recorded against a hand, with the dealer's note and the pit
    boss's notes after it."""

    table: str
    hand: int | None
    seat: int | None
    patron: str
    what: str
    dealer_note: str
    recorded_by: str
    at: datetime
    notes: tuple[ComplaintNoteEntry, ...] = ()

    @property
    def resolved(self) -> bool:
        return any(n.resolved for n in self.notes)


@dataclass(frozen=True, slots=True)
class FaultEntry:
    """A fault that stopped a table (``casino.services.reports.faults``), raised or cleared in the
    shift: what was found, and who cleared it; one accepted over a record that still fails
    names both supervisors."""

    fault: int
    table: str
    detail: str
    raised_at: datetime
    raised_by: str
    cleared_at: datetime | None
    cleared_by: str | None
    approved_by: str | None
    accepted: bool
    note: str


@dataclass(frozen=True, slots=True)
class RulesInForce:
    """A rules version the table played in the shift, and the hands dealt under it."""

    version: int
    name: str
    approved_by: str
    hands: int
    first_hand: int | None
    last_hand: int | None
    differences: tuple[str, ...]
    """How the version differs from the game's standard rules, one ``label: value`` each."""


@dataclass(frozen=True, slots=True)
class DealerTime:
    """A person who dealt at the table: their time on it and the hands they started."""

    name: str
    seconds: float
    hands: int

    @property
    def hours(self) -> Decimal:
        return hours_of(self.seconds)


@dataclass(frozen=True, slots=True)
class VoidEntry:
    hand: int
    reason: str
    requested_by: str
    approved_by: str
    at: datetime
    returned: int
    """What the void gave back to the players."""


@dataclass(frozen=True, slots=True)
class Correction:
    """A count or slip replaced by a new record that points at it, with the reason."""

    table: str
    what: str
    was: int
    now: int
    reason: str
    signed_by: str
    witnessed_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class ChainHead:
    """The table's last event in the shift: ``casino verify`` recomputes this hash from the
    record, so the printed page can be checked against the database."""

    seq: int
    hash: str
    at: datetime


@dataclass(frozen=True, slots=True)
class HourWin:
    """The house's result from the wager log in one clock hour (local time) at one table."""

    hour: datetime
    table_id: int
    win: int


@dataclass(frozen=True, slots=True)
class FigureLine:
    """One figure of a game's section of the report: a label and a count or an amount."""

    label: str
    value: int
    money: bool


@dataclass(frozen=True, slots=True)
class BreakdownLine:
    """One row of a game's table of results: a wager kind's lines and their amount."""

    label: str
    kind: str
    lines: int
    amount: int


@dataclass(frozen=True, slots=True)
class Breakdown:
    title: str
    rows: tuple[BreakdownLine, ...]
    note: str = ""
    counted: str = N_("Lines")
    """The count column's heading: English here (among the figures the report's id is the
    digest of), translated where it is printed."""


@dataclass
class TableReport:
    table_id: int
    table: str
    game: str
    position: str
    currency: str = "Cr"
    minor_units: int = 100
    sessions: int = 0
    opened_at: datetime | None = None
    closed_at: datetime | None = None
    """When the table's last session in the shift closed; None while it is open."""
    opener: int = 0
    closer: int | None = None
    drop: int = 0
    """The drop the wager log recorded: the cash buy-ins."""
    counted_drop: int | None = None
    """The count room's drop, once every session of the table has its box counted."""
    counted_sessions: int = 0
    """Sessions whose drop box the count room has counted."""
    chip_buy_ins: int = 0
    cash_outs: int = 0
    fills: int = 0
    credits: int = 0
    fill_slips: list[str] = field(default_factory=list)
    credit_slips: list[str] = field(default_factory=list)
    void_slips: list[str] = field(default_factory=list)
    """Slips voided: listed, and left out of ``fills`` and ``credits``."""
    hands: int = 0
    voided: int = 0
    seconds: float = 0.0
    """How long the table was open in the shift (to now, for a table still open)."""
    handle: int = 0
    ledger_win: int = 0
    commission: int = 0
    game_figures: list[FigureLine] = field(default_factory=list)
    """The game's own figures (its spec's ``Ledger.figures``), read from the wager log."""
    breakdown: Breakdown | None = None
    """The game's small table of results, if it has one (its spec's ``Ledger.breakdown``)."""
    rake: int = 0
    time_charges: int = 0
    opened_by: list[str] = field(default_factory=list)
    signers: list[str] = field(default_factory=list)
    # The audit trail: filled by ReportQueries.shift_document, empty in the pit's quick view.
    counts: list[ChipCount] = field(default_factory=list)
    slips: list[SlipEntry] = field(default_factory=list)
    rules: list[RulesInForce] = field(default_factory=list)
    dealers: list[DealerTime] = field(default_factory=list)
    voids: list[VoidEntry] = field(default_factory=list)
    discrepancies: list[DiscrepancyEntry] = field(default_factory=list)
    drop_counts: list[DropCountEntry] = field(default_factory=list)
    hand_corrections: list[HandCorrectionEntry] = field(default_factory=list)
    complaints: list[ComplaintEntry] = field(default_factory=list)
    head: ChainHead | None = None

    def _win_with(self, drop: int | None) -> int | None:
        if self.closer is None or drop is None:
            return None
        return drop + self.closer + self.credits - self.opener - self.fills

    def figure(self, label: str) -> int:
        """The game's figure called ``label`` (0 where the game shows no such figure)."""
        return next((f.value for f in self.game_figures if f.label == label), 0)

    @property
    def recorded_win(self) -> int | None:
        """drop + closer + credits - opener - fills with the drop the wager log recorded;
        None until the table has its closer."""
        return self._win_with(self.drop)

    @property
    def counted_win(self) -> int | None:
        """The same with the count room's drop; None until every session is counted."""
        return self._win_with(self.counted_drop)

    @property
    def booked_drop(self) -> int:
        """The drop the win is booked on: the counted one once every box is counted."""
        return self.counted_drop if self.counted_drop is not None else self.drop

    @property
    def win(self) -> int | None:
        """The win the casino books: with the counted drop once every session of the table
        has its count, with the recorded drop until then; None until the closer."""
        return self._win_with(self.booked_drop)

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.booked_drop)

    @property
    def hours(self) -> Decimal:
        return hours_of(self.seconds)

    @property
    def hands_per_hour(self) -> Decimal | None:
        if self.seconds <= 0:
            return None
        return (Decimal(self.hands) * 3600 / Decimal(self.seconds)).quantize(Decimal("0.1"))


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One player's line of the shift's players (``ReportQueries.shift_document``): their
    rating slips summed (``casino.services.players.rating_model``), as the reader may see them.

    Amounts are in the minor units of ``currency``; a theo, theo at play or average bet
    that is not a whole minor unit is rounded down (``// 1``) after the slips are summed."""

    player: str
    """The player as the reader may see them: ``Ann Lee (#10442)`` or the name the dealer
    typed for a supervisor, ``Seat 3`` for anyone else (``ratings.shown_as``)."""
    places: tuple[tuple[str, int], ...]
    """(table, seat) of the visits summed, sorted."""
    visits: int
    seconds_played: int
    hands: int
    total_bet: int
    average_bet: int | None
    """Total bet over hands, rounded down; None without a hand."""
    theo: int
    """What the house expected to win from the play (see ``theo_basis``), rounded down."""
    theo_basis: str
    """``edge`` (stakes times the exact edge of the rules), ``revenue`` (the rake share and
    fees the play paid), or ``edge and revenue`` for a player of both kinds of game."""
    theo_at_play: int | None
    """Theo less what the player's decisions gained over the dealer's own choice, rounded
    down; None at games whose decisions have no exact value. Below zero: the game is negative
    for the house against this player."""
    result: int | None
    """What the player won (> 0) or lost (< 0): cashed out less bought in at a visit that
    ended; None while a pool game's visit is still in play."""
    skill_index: Decimal | None
    """0 = plays as the dealer would, 1 = always best, to two places; None where no decision
    had a better choice than the dealer's."""
    decisions: int
    flagged: bool
    """A visit summed here was flagged for advantage play."""
    currency: str
    minor_units: int


@dataclass(frozen=True, slots=True)
class PlayersTotal:
    """The players' figures of one currency added up: every row, not only those printed."""

    currency: str
    minor_units: int
    players: int
    visits: int
    seconds_played: int
    hands: int
    total_bet: int
    theo: int
    """Every slip's theo summed exactly, rounded down once: the same for every reader, and
    at most a minor unit a row more than the rows' column (each row rounded down)."""
    theo_at_play: int | None
    """The same of theo at play (theo where a slip has none); None when no slip has one."""
    result: int
    """The visits' results added up, those still in play left out (``in_play``)."""
    in_play: int
    """Visits without a result yet (a pool game's visit still in play)."""
    flagged: int
    """Rows flagged."""


@dataclass(frozen=True, slots=True)
class FlagEntry:
    """An advantage-play flag of a visit in the shift (``ratings.AdvantageWatch``), with the
    figures it was raised on (at ``at``, not at the visit's end)."""

    table: str
    seat: int
    player: str
    """As the reader may see them (see ``PlayerRow.player``)."""
    at: datetime
    hands: int
    skill_index: Decimal
    theo: int
    theo_at_play: int
    total_bet: int
    detail: str
    """The flag's sentence; for a reader who may not see players, without the player's name
    or card."""
    currency: str
    minor_units: int


@dataclass
class PlayersSection:
    """Who played in the shift: every visit that opened in the shift's table sessions, summed
    per player (a supervisor's print: a rated player's visits at every table together, an
    anonymous player's visit alone) or per visit (anyone else: seat numbers, never names).
    Rows are highest theo first within each currency."""

    named: bool = False
    """The rows name players (a pit boss's or an administrator's print); False for any other
    reader, and when there are no rows (so a shift without players prints the same report
    for every reader)."""
    rows: list[PlayerRow] = field(default_factory=list)
    flags: list[FlagEntry] = field(default_factory=list)
    """Oldest first."""
    totals: list[PlayersTotal] = field(default_factory=list)
    """One per currency, in the rows' order."""

    @property
    def currencies(self) -> list[tuple[str, int]]:
        return [(t.currency, t.minor_units) for t in self.totals]

    def rows_in(self, currency: str, minor_units: int) -> list[PlayerRow]:
        return [r for r in self.rows if (r.currency, r.minor_units) == (currency, minor_units)]


@dataclass
class ShiftReport:
    shift_id: int
    name: str
    opened_at: datetime
    closed_at: datetime | None
    opened_by: str
    closed_by: str | None
    tables: list[TableReport]
    casino: str = ""
    zone: str = "UTC"
    """The IANA time zone the report's times and hours are shown in."""
    as_of: datetime | None = None
    """The moment the figures stand at: the shift's close, or ``now`` for a shift in play."""
    corrections: list[Correction] = field(default_factory=list)
    hourly: list[HourWin] = field(default_factory=list)
    thresholds: tuple[int, int] = (2500, 10000)
    """The site's opener thresholds the discrepancies were ranked by (report above,
    regulator from), printed beside them."""
    players: PlayersSection | None = None
    """Who played and what it was worth (``ReportQueries.shift_document``); None in the pit's
    quick view."""
    faults: list[FaultEntry] = field(default_factory=list)
    """Faults raised or cleared in the shift (``faults.shift_faults``), at any table."""
    pit_settings: str = ""
    """The pit settings version the report was made under (its thresholds, bands, duties)."""

    @property
    def provisional(self) -> bool:
        """A shift still open: its figures will move, and tables without a closer have no win."""
        return self.closed_at is None

    def total(self, name: str) -> int:
        return sum(getattr(t, name) or 0 for t in self.tables)

    @property
    def win(self) -> int | None:
        wins = [t.win for t in self.tables]
        return None if any(w is None for w in wins) else sum(w or 0 for w in wins)

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.total("booked_drop"))

    @property
    def currencies(self) -> set[tuple[str, int]]:
        return {(t.currency, t.minor_units) for t in self.tables}


def digest(report: ShiftReport) -> str:
    """SHA-256 of the report's every figure, name and time, in a canonical JSON form."""
    text = json.dumps(dataclasses.asdict(report), default=_plain, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def report_id(report: ShiftReport) -> str:
    """``SR-00012-9F3A61C2``: the shift and the start of the digest, to quote on the phone."""
    return f"SR-{report.shift_id:05d}-{digest(report)[:8].upper()}"


def _plain(value: Any) -> str:
    if isinstance(value, datetime):
        return (value if value.tzinfo is None else value.astimezone(UTC)).isoformat()
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError(f"cannot fingerprint {type(value).__name__}")
