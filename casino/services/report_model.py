"""The shift report as data: what the pit files at the end of a shift, before any layout.

Tests check these figures against the wager rows summed independently, and the PDF prints
them and nothing else, so what is printed is what was checked. ``digest`` fingerprints the
whole document: the report's id is made from it, so two prints with the same id say the same
thing to the minor unit, and a reprint can be told from a report of changed figures.

Win is the count's figure, the one the casino books: win = drop + closer + credits - opener -
fills, summed over the table's sessions in the shift. Beside it stands the ledger's figure,
the house's result summed from the wager log; the two agree when the tray was counted right
and every buy-in was cash, and a difference is what the pit looks into.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

FIDDLER_CRAB_RESULTS = ("win_both", "win_large", "push", "loss")


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
class SlipEntry:
    kind: str
    number: str
    """``2026-11-23-00012``: the gaming day and the slip's number within its kind and day
    (``2026-00012``, a year, for slips written before the trust release)."""
    total: int
    issued_at: datetime
    issued_by: str
    received_by: str


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
    outcome_amounts: dict[str, int] = field(default_factory=dict)
    """Fiddler-Crab: the amount paid (wins), carried (pushes) or taken (losses) by result."""
    commission: int = 0
    pots: int = 0
    """Sekhoma: pots awarded, and their total below."""
    pot_total: int = 0
    largest_pot: int = 0
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
    head: ChainHead | None = None

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
        return hours_of(self.seconds)

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
    casino: str = ""
    zone: str = "UTC"
    """The IANA time zone the report's times and hours are shown in."""
    as_of: datetime | None = None
    """The moment the figures stand at: the shift's close, or ``now`` for a shift in play."""
    corrections: list[Correction] = field(default_factory=list)
    hourly: list[HourWin] = field(default_factory=list)

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
        return hold_percent(self.win, self.total("drop"))

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
