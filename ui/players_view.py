"""The pit's players (issue 22), for pit bosses and administrators: who the best players of a
shift are, what they cost the house, and who is beating the game.

The Players dialog (Pit ▸ Players…) has three tabs:

* **Tonight**: the players of a shift (the open one unless another is chosen), highest theo
  first: tables, visits, time played, hands, average and total bet, theo (what the house
  expected to win from their play), theo at their own play (below zero: the game is negative
  for the house against them), their result (won +, lost -; a dash while a pool game's visit
  is in play) and their skill index. A flagged player's row is marked and tinted.
* **Advantage play**: every flag, newest first, with the figures that raised it.
* **Records**: every rated player's record (merged ones included), with Enrol…, Merge… and
  Open page.

Double-click a rated player anywhere for their page: every visit at every table, the sums and
their flags. Reading a page is a line of the significant-event log (the services write it).

Every figure comes from the services (``casino.services.players.ratings``); this module only lays
them out. The reads run on the thread pool (``ui.tasks``) so the console never freezes; a
refusal or a lost database is shown as one sentence in the dialog's message line. Only
supervisors are offered the dialog (the main window's ``role_actions``); the services refuse
anyone else in any case.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from casino.i18n.numbers import group_digits, number_style
from casino.money import format_money
from casino.services import Services
from casino.services.players.players import PlayerRecord, seat_name
from casino.services.players.rating_model import PlayerFigures, RatingSlip, Skill
from casino.services.players.ratings import FlagLine, PlayerLine, PlayerPage, SlipLine, flag_words
from casino.services.users.auth import REASON_LIMIT, Actor
from casino.services.when import local_time
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.tasks import Task, run_in_background
from ui.widgets import InlineMessage, dialog_frame

Index = QModelIndex | QPersistentModelIndex
TOP_PLAYERS = 50
"""How many of a shift's players the Tonight tab lists, highest theo first."""
REFRESH_KEY = "F5"
PAGE_FLAGS = 3
"""The newest flags a player page spells out; the count says how many there are in all."""
DASH = "—"
FLAG = "⚑"
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
FLAGGED_BACKGROUND = QColor("#4a1d22")
FLAGGED_TEXT = QColor("#ffd6d6")
HOUSE_LOSES = QColor("#ff7a7a")
DIM = QColor("#8a96a8")
STYLE = """
QDialog#players QTableView, QDialog#player-page QTableView { font-size: 14px; }
QDialog#players QTableView::item, QDialog#player-page QTableView::item { padding: 3px 6px; }
QDialog#players QHeaderView::section, QDialog#player-page QHeaderView::section {
    font-size: 12px; padding: 6px;
}
QProgressBar#players-loading, QProgressBar#page-loading { max-height: 4px; }
QLabel#player-name { font-size: 24px; font-weight: 700; }
QLabel#page-cards { color: #9aa7b8; }
QLabel#figure-title { color: #9aa7b8; font-size: 13px; }
QLabel#figure { font-size: 16px; font-weight: 600; }
QLabel#figure[house-loses="true"] { color: #ff7a7a; }
QLabel#page-flag {
    background-color: #4a1518; color: #ffd6d6; border: 1px solid #ff7a7a;
    border-radius: 6px; padding: 6px 10px; font-size: 14px;
}
QLabel#players-note { color: #9aa7b8; font-size: 13px; }
"""


# -- figures as text ---------------------------------------------------------------------------


def played(seconds: int) -> str:
    """Time played as ``h:mm``."""
    hours, rest = divmod(max(int(seconds), 0), 3600)
    return f"{hours}:{rest // 60:02d}"


def cash(value: Fraction | int | None, currency: tuple[str, int] | None) -> str:
    """An amount in minor units (an exact fraction rounded down, as the flags write theo) in
    the table's currency; a dash when there is none, or no one currency to write it in."""
    if value is None or currency is None:
        return DASH
    return format_money(math.floor(value), *currency)


def result_text(value: int | None, currency: tuple[str, int] | None) -> str:
    """The player's result: ``+`` won, ``-`` lost; a dash while it is not known."""
    if value is None or currency is None:
        return DASH
    text = format_money(value, *currency)
    return f"+{text}" if value > 0 else text


def index_text(index: float | Fraction | None) -> str:
    if index is None:
        return DASH
    return f"{float(index):.2f}".replace(".", number_style().decimal)


def skill_index(skill: Skill | None) -> float | None:
    return skill.index if skill is not None else None


def house_loses(value: Fraction | int | None) -> bool:
    """A theo at the player's play below zero: the game is negative for the house."""
    return value is not None and value < 0


def one_currency(currencies: Sequence[tuple[str, int]]) -> tuple[str, int] | None:
    """The currency every line shares, or None when they differ (sums are not shown then)."""
    found = set(currencies)
    return next(iter(found)) if len(found) == 1 else None


# -- the reads (background work: no widgets) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShiftChoice:
    shift_id: int
    name: str
    opened_at: datetime
    open: bool

    @property
    def label(self) -> str:
        if self.open:
            return tr("{shift} (open)", "a shift").format(shift=self.name)
        return tr("{shift} (closed)", "a shift").format(shift=self.name)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything the Players dialog shows, read in one go."""

    shifts: tuple[ShiftChoice, ...]
    """Every shift, newest first."""
    shift_id: int | None
    """The shift whose players ``top`` lists (None: there is no shift yet)."""
    top: tuple[PlayerLine, ...]
    flags: tuple[FlagLine, ...]
    records: tuple[PlayerRecord, ...]


def default_shift(shifts: Sequence[ShiftChoice]) -> int | None:
    """The newest open shift, else the newest shift, else None."""
    for shift in shifts:
        if shift.open:
            return shift.shift_id
    return shifts[0].shift_id if shifts else None


def read_players(services: Services, actor: Actor, wanted: int | None) -> Snapshot:
    """The shifts, the players of ``wanted`` (or of ``default_shift``), the flags and the
    records: the work of a background read, touching no widget."""
    shifts = tuple(
        sorted(
            (
                ShiftChoice(sid, name, opened, closed is None)
                for sid, name, opened, closed in services.reports.shifts()
            ),
            key=lambda s: s.shift_id,
            reverse=True,
        )
    )
    known = {s.shift_id for s in shifts}
    shift_id = wanted if wanted in known else default_shift(shifts)
    top = (
        services.ratings.top_players(actor, shift_id, TOP_PLAYERS) if shift_id is not None else []
    )
    return Snapshot(
        shifts,
        shift_id,
        tuple(top),
        tuple(services.ratings.flags(actor)),
        tuple(services.players.players(actor)),
    )


def card_shown_as(shown: str, records: Sequence[PlayerRecord]) -> str | None:
    """The card of the rated player a line names (``Ann Lee (#10442)``: the record their
    play counts under), or None for an anonymous player."""
    for record in records:
        if record.merged_into is None and shown == f"{record.name} ({seat_name(record.card)})":
            return record.card
    return None


# -- the models --------------------------------------------------------------------------------


class _Model(ColumnsModel):
    """Rows of one kind of line, with header tips."""

    TIPS: ClassVar[dict[int, str]] = {}
    NUMERIC: ClassVar[frozenset[int]] = frozenset()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def replace(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return self.tip(section)
        return super().headerData(section, orientation, role)

    def tip(self, column: int) -> str | None:
        """The column's tip (``TIPS``, marked ``QT_TRANSLATE_NOOP``) in the console's words."""
        found = self.TIPS.get(column)
        return tr(found) if found is not None else None

    def text(self, row: Any, column: int) -> str:
        raise NotImplementedError

    def card(self, row: int) -> str | None:
        """The card of the rated player on ``row`` (their page's), or None."""
        del row
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column in self.NUMERIC else LEFT
        if role == Qt.ItemDataRole.UserRole:
            return self.card(index.row())
        return self.more(row, column, role)

    def more(self, row: Any, column: int, role: int) -> Any:
        """What the subclass shows beyond the text, the alignment and the card."""
        del row, column, role
        return None


def _flagged_look(flagged: bool, role: int) -> Any:
    if not flagged:
        return None
    if role == Qt.ItemDataRole.BackgroundRole:
        return FLAGGED_BACKGROUND
    if role == Qt.ItemDataRole.ForegroundRole:
        return FLAGGED_TEXT
    if role == Qt.ItemDataRole.FontRole:
        font = QFont()
        font.setBold(True)
        return font
    return None


THEO_TIP = str(QT_TRANSLATE_NOOP(
    "",
    "What the house expected to win from this play: the bets times the exact edge of the "
    "rules each hand was played under (at a pool game: the rake and fees the play paid).",
))
AT_PLAY_TIP = str(QT_TRANSLATE_NOOP(
    "",
    "The theo less what the player's own decisions gained over copying the dealer: below "
    "zero, the game is negative for the house against this player.",
))
RESULT_TIP = str(QT_TRANSLATE_NOOP(
    "", "What the player won (+) or lost (-); a dash while a pool game's visit is in play."
))
SKILL_TIP = str(QT_TRANSLATE_NOOP(
    "", "0.00 copies the dealer, 1.00 always splits best (a game whose decisions count)."
))


class TonightModel(_Model):
    """A shift's players, highest theo first (as the services sort them)."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Player")), str(QT_TRANSLATE_NOOP("", "Tables")),
        str(QT_TRANSLATE_NOOP("", "Visits")), str(QT_TRANSLATE_NOOP("", "Time\nplayed")),
        str(QT_TRANSLATE_NOOP("", "Hands")), str(QT_TRANSLATE_NOOP("", "Average\nbet")),
        str(QT_TRANSLATE_NOOP("", "Total\nbet")), str(QT_TRANSLATE_NOOP("", "Theo")),
        str(QT_TRANSLATE_NOOP("", "Theo at\ntheir play")), str(QT_TRANSLATE_NOOP("", "Result")),
        str(QT_TRANSLATE_NOOP("", "Skill\nindex")), str(QT_TRANSLATE_NOOP("", "Flag")),
    )  # fmt: skip
    NUMERIC = frozenset(range(2, 11))
    TIPS: ClassVar[dict[int, str]] = {
        3: str(QT_TRANSLATE_NOOP("", "Seated time less the time sitting out, h:mm.")),
        7: THEO_TIP,
        8: AT_PLAY_TIP,
        9: RESULT_TIP,
        10: SKILL_TIP,
        11: str(QT_TRANSLATE_NOOP("", "Flagged for advantage play (see Advantage play).")),
    }

    def text(self, row: Any, column: int) -> str:
        line: PlayerLine = row
        figures, money = line.figures, line.currency
        values = (
            line.shown,
            ", ".join(line.tables),
            group_digits(figures.visits),
            played(figures.seconds_played),
            group_digits(figures.hands),
            cash(figures.average_bet, money),
            cash(figures.total_bet, money),
            cash(figures.theo, money),
            cash(figures.theo_at_play, money),
            result_text(figures.result, money),
            index_text(skill_index(figures.skill)),
            FLAG if line.flagged else "",
        )
        return values[column]

    def card(self, row: int) -> str | None:
        line: PlayerLine = self.rows[row]
        return line.key if line.rated else None

    def more(self, row: Any, column: int, role: int) -> Any:
        line: PlayerLine = row
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 11:
            return CENTRE
        at_play = line.figures.theo_at_play
        if role == Qt.ItemDataRole.ForegroundRole and column == 8 and house_loses(at_play):
            return HOUSE_LOSES
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 0:
                return (
                    tr("Double-click for the player's page.") if line.rated
                    else tr("Not a rated player: seated by name.")
                )  # fmt: skip
            if column == 11 and line.flagged:
                return tr("Flagged for advantage play: see the Advantage play tab.")
            return self.tip(column)
        return _flagged_look(line.flagged, role)


class FlagsModel(_Model):
    """The advantage-play flags, newest first."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Time")), str(QT_TRANSLATE_NOOP("", "Table")),
        str(QT_TRANSLATE_NOOP("", "Seat")), str(QT_TRANSLATE_NOOP("", "Player")),
        str(QT_TRANSLATE_NOOP("", "Hands")), str(QT_TRANSLATE_NOOP("", "Skill\nindex")),
        str(QT_TRANSLATE_NOOP("", "Theo")), str(QT_TRANSLATE_NOOP("", "Theo at\ntheir play")),
        str(QT_TRANSLATE_NOOP("", "Detail")),
    )  # fmt: skip
    NUMERIC = frozenset({2, 4, 5, 6, 7})
    TIPS: ClassVar[dict[int, str]] = {5: SKILL_TIP, 6: THEO_TIP, 7: AT_PLAY_TIP}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records: Sequence[PlayerRecord] = ()

    def text(self, row: Any, column: int) -> str:
        flag: FlagLine = row
        values = (
            local_time(flag.at),
            flag.table,
            str(flag.seat),
            flag.shown,
            group_digits(flag.hands),
            index_text(flag.skill_index),
            cash(flag.theo, flag.currency),
            cash(flag.theo_at_play, flag.currency),
            flag_words(flag.detail),
        )
        return values[column]

    def card(self, row: int) -> str | None:
        flag: FlagLine = self.rows[row]
        return card_shown_as(flag.shown, self.records)

    def more(self, row: Any, column: int, role: int) -> Any:
        flag: FlagLine = row
        if role == Qt.ItemDataRole.ForegroundRole and column == 7:
            return HOUSE_LOSES if house_loses(flag.theo_at_play) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return flag_words(flag.detail) if column == 8 else self.tip(column)
        return None


class RecordsModel(_Model):
    """Every rated player's record, by card; merged ones dimmed."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Card")), str(QT_TRANSLATE_NOOP("", "Name")),
        str(QT_TRANSLATE_NOOP("", "Enrolled")), str(QT_TRANSLATE_NOOP("", "Merged into")),
        str(QT_TRANSLATE_NOOP("", "Cards")),
    )  # fmt: skip

    def text(self, row: Any, column: int) -> str:
        record: PlayerRecord = row
        values = (
            seat_name(record.card),
            record.name,
            local_time(record.enrolled_at),
            seat_name(record.merged_into) if record.merged_into else DASH,
            ", ".join(seat_name(c) for c in record.cards),
        )
        return values[column]

    def card(self, row: int) -> str | None:
        record: PlayerRecord = self.rows[row]
        return record.card

    def more(self, row: Any, column: int, role: int) -> Any:
        record: PlayerRecord = row
        if role == Qt.ItemDataRole.ForegroundRole and record.merged_into is not None:
            return DIM
        if role == Qt.ItemDataRole.ToolTipRole and column == 4:
            return tr("Every card whose play counts as this player's.")
        return None

    def row_of(self, card: str) -> int | None:
        for number, record in enumerate(self.rows):
            if record.card == card:
                return number
        return None


class VisitsModel(_Model):
    """A player's visits, one per seat at a table, oldest first."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Table")), str(QT_TRANSLATE_NOOP("", "Seat")),
        str(QT_TRANSLATE_NOOP("", "Opened")), str(QT_TRANSLATE_NOOP("", "Closed")),
        str(QT_TRANSLATE_NOOP("", "Time\nplayed")), str(QT_TRANSLATE_NOOP("", "Hands")),
        str(QT_TRANSLATE_NOOP("", "Total\nbet")), str(QT_TRANSLATE_NOOP("", "Result")),
        str(QT_TRANSLATE_NOOP("", "Theo")), str(QT_TRANSLATE_NOOP("", "Skill\nindex")),
    )  # fmt: skip
    NUMERIC = frozenset({1, 4, 5, 6, 7, 8, 9})
    TIPS: ClassVar[dict[int, str]] = {7: RESULT_TIP, 8: THEO_TIP, 9: SKILL_TIP}

    def text(self, row: Any, column: int) -> str:
        line: SlipLine = row
        slip: RatingSlip = line.slip
        values = (
            line.table + (f"  {FLAG}" if line.flagged else ""),
            str(slip.seat),
            local_time(slip.opened_at),
            tr("in play", "a visit") if slip.closed_at is None else local_time(slip.closed_at),
            played(slip.seconds_played),
            group_digits(slip.hands),
            cash(slip.total_bet, line.currency),
            result_text(slip.result, line.currency),
            cash(slip.theo, line.currency),
            index_text(skill_index(slip.skill)),
        )
        return values[column]

    def more(self, row: Any, column: int, role: int) -> Any:
        line: SlipLine = row
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 0 and line.flagged:
                return tr("This visit was flagged for advantage play.")
            return self.tip(column)
        return _flagged_look(line.flagged, role)


# -- shared pieces -----------------------------------------------------------------------------


def _table_view(name: str, model: QAbstractTableModel, stretch: int | None) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


def _button(text: str, name: str, *, secondary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setAutoDefault(False)
    if secondary:
        button.setProperty("role", "secondary")
    return button


def _note(text: str, name: str = "players-note") -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def explain(console: Console, error: BaseException) -> str:
    """An exception from background work, in words: a refusal in the services' words, a lost
    database through the console (which stops play and shows its banner)."""
    found = console.failure(error)
    return found.message if found is not None else f"{type(error).__name__}: {error}"


# -- enrol and merge ---------------------------------------------------------------------------


class EnrolDialog(QDialog):
    """A new rated player: a card number and the player's name."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("enrol")
        self.console = console
        self.record: PlayerRecord | None = None
        self.card = QLineEdit()
        self.card.setObjectName("card")
        self.card.setMaxLength(21)
        self.card.setPlaceholderText(tr("the number on the card, e.g. 10442"))
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setMaxLength(100)
        self.name.setPlaceholderText(tr("the player's name, as on their ID"))
        form = QFormLayout()
        form.addRow(tr("Card", "a player's card"), self.card)
        form.addRow(tr("Name", "a player's name"), self.name)
        hint = _note(
            tr(
                "The dealer seats a rated player as # and the card number (#10442); the name "
                "is seen only by pit bosses and administrators."
            )
        )
        self.message, _buttons = dialog_frame(self, tr("Enrol a rated player"), form, hint)
        self.setMinimumWidth(480)
        self.card.setFocus()

    def confirm(self) -> None:
        found = self.console.attempt(
            self.console.services.players.enrol,
            self.console.require_actor(),
            self.card.text(),
            self.name.text(),
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self.record = found
        self.accept()


class MergeDialog(QDialog):
    """Two records of one person: the first joins the second (both are kept)."""

    def __init__(
        self,
        console: Console,
        records: Sequence[PlayerRecord],
        selected: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("merge")
        self.console = console
        self.record: PlayerRecord | None = None
        self.card = QComboBox()
        self.card.setObjectName("merge-card")
        self.into = QComboBox()
        self.into.setObjectName("merge-into")
        for record in records:
            if record.merged_into is None:
                label = f"{seat_name(record.card)}  {record.name}"
                self.card.addItem(label, record.card)
                self.into.addItem(label, record.card)
        if selected is not None and self.card.findData(selected) >= 0:
            self.card.setCurrentIndex(self.card.findData(selected))
        if self.into.count() > 1 and self.into.currentData() == self.card.currentData():
            self.into.setCurrentIndex(1)
        self.reason = QLineEdit()
        self.reason.setObjectName("merge-reason")
        self.reason.setMaxLength(REASON_LIMIT)
        self.reason.setPlaceholderText(tr("how the pit knows they are one person"))
        form = QFormLayout()
        form.addRow(tr("Merge card"), self.card)
        form.addRow(tr("into card", "merge one card into another"), self.into)
        form.addRow(tr("Reason"), self.reason)
        hint = _note(
            tr(
                "The first card's play counts as the second's from now on, past visits "
                "included. Neither record is deleted, and the merge is logged."
            )
        )
        self.message, _buttons = dialog_frame(self, tr("Merge two players' records"), form, hint)
        self.setMinimumWidth(520)
        self.reason.setFocus()

    def choose(self, card: str, into: str) -> None:
        """Select the two cards (by number)."""
        for combo, wanted in ((self.card, card), (self.into, into)):
            found = combo.findData(wanted)
            if found < 0:
                raise KeyError(f"no record for card {wanted} to merge")
            combo.setCurrentIndex(found)

    def confirm(self) -> None:
        card, into = self.card.currentData(), self.into.currentData()
        if card is None or into is None:
            self.message.show_error(tr("there are not two records to merge"))
            return
        found = self.console.attempt(
            self.console.services.players.merge,
            self.console.require_actor(),
            str(card),
            str(into),
            self.reason.text(),
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self.record = found
        self.accept()


# -- a player's page ---------------------------------------------------------------------------


PAGE_FIGURES = (
    ("sessions", str(QT_TRANSLATE_NOOP("", "Sessions"))),
    ("visits", str(QT_TRANSLATE_NOOP("", "Visits"))),
    ("time", str(QT_TRANSLATE_NOOP("", "Time played"))),
    ("hands", str(QT_TRANSLATE_NOOP("", "Hands"))),
    ("average", str(QT_TRANSLATE_NOOP("", "Average bet"))),
    ("total", str(QT_TRANSLATE_NOOP("", "Total bet"))),
    ("theo", str(QT_TRANSLATE_NOOP("", "Theo"))),
    ("at-play", str(QT_TRANSLATE_NOOP("", "Theo at their play"))),
    ("result", str(QT_TRANSLATE_NOOP("", "Result"))),
    ("skill", str(QT_TRANSLATE_NOOP("", "Skill index"))),
    ("decisions", str(QT_TRANSLATE_NOOP("", "Decisions"))),
    ("flags", str(QT_TRANSLATE_NOOP("", "Flags"))),
)
"""Each figure of a player's page: its key, and its caption (shown through ``tr``)."""


def page_figures(page: PlayerPage) -> dict[str, str]:
    """The page's sums as text, by ``PAGE_FIGURES`` key."""
    figures: PlayerFigures = page.figures
    money = one_currency([line.currency for line in page.lines])
    skill = figures.skill
    decisions = (
        DASH if skill is None
        else tr("{decisions}: {best} best, {mirror} as the dealer").format(
            decisions=group_digits(skill.decisions), best=group_digits(skill.best_choices),
            mirror=group_digits(skill.mirror_choices),
        )
    )  # fmt: skip
    return {
        "sessions": group_digits(figures.sessions),
        "visits": group_digits(figures.visits),
        "time": played(figures.seconds_played),
        "hands": group_digits(figures.hands),
        "average": cash(figures.average_bet, money),
        "total": cash(figures.total_bet, money),
        "theo": cash(figures.theo, money),
        "at-play": cash(figures.theo_at_play, money),
        "result": result_text(figures.result, money),
        "skill": index_text(skill_index(skill)),
        "decisions": decisions,
        "flags": group_digits(len(page.flags)),
    }


class PlayerPageDialog(QDialog):
    """One rated player: who, the sums over every visit, their flags, and each visit. Read in
    the background when opened (the services log the reading)."""

    loaded = Signal()
    """The page was read (``page`` is set) or refused (``failure`` says why)."""

    def __init__(self, console: Console, card: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("player-page")
        self.setWindowTitle(tr("Player {card}").format(card=seat_name(card)))
        self.setStyleSheet(STYLE)
        self.console = console
        self.card = card
        self.page: PlayerPage | None = None
        self.failure: str | None = None
        self.task: Task | None = None

        self.name = QLabel(seat_name(card))
        self.name.setObjectName("player-name")
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cards = QLabel(tr("Reading the player's record…"))
        self.cards.setObjectName("page-cards")
        self.loading = QProgressBar()
        self.loading.setObjectName("page-loading")
        self.loading.setTextVisible(False)
        self.loading.hide()
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(28)
        grid.setVerticalSpacing(2)
        per_row = 6
        for number, (key, title) in enumerate(PAGE_FIGURES):
            row, column = divmod(number, per_row)
            caption = QLabel(tr(title))
            caption.setObjectName("figure-title")
            value = QLabel(DASH)
            value.setObjectName("figure")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAccessibleName(key)
            grid.addWidget(caption, row * 2, column)
            grid.addWidget(value, row * 2 + 1, column)
            self.values[key] = value
        self.flags_box = QVBoxLayout()
        self.flags_box.setSpacing(4)
        self.no_flags = _note(tr("No advantage-play flag."))
        self.flags_box.addWidget(self.no_flags)
        self.flag_labels: list[QLabel] = []
        self.more_flags = _note("")
        self.more_flags.hide()
        self.visits_model = VisitsModel(self)
        self.visits = _table_view("page-visits", self.visits_model, None)
        self.message = InlineMessage()
        close = _button(tr("Close", "a dialog"), "close")
        close.clicked.connect(self.reject)
        footer = QHBoxLayout()
        footer.addWidget(self.message, 1)
        footer.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.name)
        layout.addWidget(self.cards)
        layout.addWidget(self.loading)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addWidget(self._section(tr("Advantage-play flags")))
        layout.addLayout(self.flags_box)
        layout.addWidget(self.more_flags)
        layout.addWidget(self._section(tr("Visits")))
        layout.addWidget(self.visits, 1)
        layout.addLayout(footer)
        self.resize(1120, 640)
        self.read()

    @staticmethod
    def _section(text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("subtitle")
        return label

    def read(self) -> None:
        actor = self.console.actor
        if actor is None:
            self._failed(tr("nobody is signed in at this console"))
            return
        ratings = self.console.services.ratings
        self.task = run_in_background(
            partial(ratings.player_page, actor, self.card),
            self._read,
            progress=self.loading,
            parent=self,
        )

    def _read(self, task: Task) -> None:
        self.task = None
        if task.error is not None:
            self._failed(explain(self.console, task.error))
            return
        self.show_page(task.result)

    def _failed(self, why: str) -> None:
        self.failure = why
        self.cards.setText("")
        self.message.show_error(why)
        self.loaded.emit()

    def show_page(self, page: PlayerPage) -> None:
        self.page = page
        card = seat_name(page.card)
        self.setWindowTitle(tr("Player {card}: {name}").format(card=card, name=page.name))
        self.name.setText(f"{page.name}  ({card})")
        others = ", ".join(seat_name(c) for c in page.cards if c != page.card)
        if others and not page.lines:
            said = tr("Card {card}; also plays as {cards} (merged). No visit yet.")
        elif others:
            said = tr("Card {card}; also plays as {cards} (merged)")
        elif not page.lines:
            said = tr("Card {card}. No visit yet.")
        else:
            said = tr("Card {card}", "a player's page")
        self.cards.setText(said.format(card=card, cards=others))
        for key, text in page_figures(page).items():
            self.values[key].setText(text)
        loses = house_loses(page.figures.theo_at_play)
        self.values["at-play"].setProperty("house-loses", loses)
        self.values["at-play"].style().unpolish(self.values["at-play"])
        self.values["at-play"].style().polish(self.values["at-play"])
        for label in self.flag_labels:
            self.flags_box.removeWidget(label)
            label.deleteLater()
        self.flag_labels = []
        for flag in page.flags[:PAGE_FLAGS]:  # newest first
            label = QLabel(f"{FLAG} {local_time(flag.at)}: {flag_words(flag.detail)}")
            label.setObjectName("page-flag")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.flags_box.addWidget(label)
            self.flag_labels.append(label)
        self.no_flags.setVisible(not page.flags)
        older = len(page.flags) - PAGE_FLAGS
        if older > 1:
            more = tr(
                "…and %n older flags: every flag is in the Players window's Advantage play tab.",
                None,
                older,
            )
        elif older == 1:
            more = tr(
                "…and 1 older flag: every flag is in the Players window's Advantage play tab."
            )
        else:
            more = ""  # none: the line is hidden
        self.more_flags.setText(more)
        self.more_flags.setVisible(older > 0)
        self.visits_model.replace(page.lines)
        if one_currency([line.currency for line in page.lines]) is None and page.lines:
            self.message.show_info(
                tr("The tables play in different currencies: the sums are in each visit's line.")
            )
        self.loaded.emit()


# -- the Players dialog ------------------------------------------------------------------------


class PlayersDialog(QDialog):
    """Tonight's top players, the advantage-play flags and the records (see the module's
    note)."""

    refreshed = Signal()
    """A read ended: the views show it, or the message line says why not."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self.setWindowTitle(tr("Players"))
        self.setStyleSheet(STYLE)
        self.console = console
        self.snapshot: Snapshot | None = None
        self.task: Task | None = None
        self.again = False
        """A read was asked for while one ran: read again when it ends."""
        self.wanted: int | None = None
        """The shift chosen (None: the open one)."""
        self.pages: list[PlayerPageDialog] = []

        title = QLabel(tr("Players"))
        title.setObjectName("dialog-title")
        caption = _note(
            tr(
                "Rated players' figures, the advantage-play flags and the players' records. "
                "Names are for pit bosses and administrators; each player page read is logged. "
                "Double-click a rated player for their page."
            )
        )
        self.loading = QProgressBar()
        self.loading.setObjectName("players-loading")
        self.loading.setTextVisible(False)
        self.loading.hide()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("players-tabs")

        # Tonight: the top players of a shift.
        self.shift = QComboBox()
        self.shift.setObjectName("shift")
        self.shift.setMinimumWidth(300)
        self.shift.currentIndexChanged.connect(self._shift_chosen)
        self.refresh_button = _button(
            tr("Refresh  [{key}]").format(key=REFRESH_KEY), "refresh", secondary=True
        )
        self.refresh_button.clicked.connect(self.refresh)
        self.top_model = TonightModel(self)
        self.top = _table_view("top-players", self.top_model, 0)
        self.top.doubleClicked.connect(partial(self._open_row, self.top_model))
        self.top_empty = _note("")
        shift_line = QHBoxLayout()
        shift_line.addWidget(QLabel(tr("Shift")))
        shift_line.addWidget(self.shift)
        shift_line.addStretch(1)
        shift_line.addWidget(self.refresh_button)
        tonight = QWidget()
        tonight_layout = QVBoxLayout(tonight)
        tonight_layout.addLayout(shift_line)
        tonight_layout.addWidget(self.top, 1)
        tonight_layout.addWidget(self.top_empty)
        tonight_layout.addWidget(
            _note(
                tr(
                    "Highest theo first; {flag} and a red row: flagged for advantage play. Theo "
                    "at their play below zero (red): the game is negative for the house against "
                    "them. Result: the player's win (+) or loss (-)."
                ).format(flag=FLAG)
            )
        )
        self.tabs.addTab(tonight, tr("Tonight"))

        # Advantage play: the flags.
        self.flags_model = FlagsModel(self)
        self.flags = _table_view("flags", self.flags_model, 8)
        self.flags.setWordWrap(True)  # the detail sentence, whole
        self.flags.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.flags.doubleClicked.connect(partial(self._open_row, self.flags_model))
        self.flags_empty = _note(tr("No player has been flagged."))
        advantage = QWidget()
        advantage_layout = QVBoxLayout(advantage)
        advantage_layout.addWidget(
            _note(
                tr(
                    "A visit of enough rounds whose theo at the player's own play is below zero "
                    "is flagged once, after the round that shows it. Newest first."
                )
            )
        )
        advantage_layout.addWidget(self.flags, 1)
        advantage_layout.addWidget(self.flags_empty)
        self.tabs.addTab(advantage, tr("Advantage play"))

        # Records: every rated player.
        self.records_model = RecordsModel(self)
        self.records = _table_view("records", self.records_model, 1)
        self.records.doubleClicked.connect(partial(self._open_row, self.records_model))
        self.enrol_button = _button(tr("Enrol…"), "enrol")
        self.enrol_button.clicked.connect(self.enrol)
        self.merge_button = _button(tr("Merge…"), "merge", secondary=True)
        self.merge_button.clicked.connect(self.merge)
        self.page_button = _button(tr("Open page"), "open-page", secondary=True)
        self.page_button.clicked.connect(self.open_selected)
        record_buttons = QHBoxLayout()
        for button in (self.enrol_button, self.merge_button, self.page_button):
            record_buttons.addWidget(button)
        record_buttons.addStretch(1)
        records = QWidget()
        records_layout = QVBoxLayout(records)
        records_layout.addWidget(self.records, 1)
        records_layout.addLayout(record_buttons)
        self.tabs.addTab(records, tr("Records"))

        self.message = InlineMessage()
        close = _button(tr("Close", "a dialog"), "close")
        close.clicked.connect(self.reject)
        footer = QHBoxLayout()
        footer.addWidget(self.message, 1)
        footer.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(caption)
        layout.addWidget(self.loading)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(footer)
        shortcut = QShortcut(QKeySequence(REFRESH_KEY), self)
        shortcut.activated.connect(self.refresh)
        self.resize(1240, 660)
        self.refresh()

    # -- reading -------------------------------------------------------------------------

    @property
    def reading(self) -> bool:
        return self.task is not None and self.task.running

    def refresh(self) -> None:
        """Read everything again in the background; a read under way is followed by one more
        (for the newest choice of shift), never doubled."""
        if self.reading:
            self.again = True
            return
        actor = self.console.actor
        if actor is None:
            self.message.show_error(tr("nobody is signed in at this console"))
            return
        self.task = run_in_background(
            partial(read_players, self.console.services, actor, self.wanted),
            self._read,
            progress=self.loading,
            parent=self,
        )

    def _read(self, task: Task) -> None:
        self.task = None
        if self.again:
            self.again = False
            self.refresh()
            return
        if task.error is not None:
            self.message.show_error(explain(self.console, task.error))
            self.refreshed.emit()
            return
        self.show_snapshot(task.result)
        self.refreshed.emit()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.shift.blockSignals(True)
        self.shift.clear()
        for choice in snapshot.shifts:
            self.shift.addItem(choice.label, choice.shift_id)
        if snapshot.shift_id is not None:
            self.shift.setCurrentIndex(self.shift.findData(snapshot.shift_id))
        self.shift.blockSignals(False)
        self.top_model.replace(snapshot.top)
        self.flags_model.records = snapshot.records
        self.flags_model.replace(snapshot.flags)
        keep = self.selected_card()
        self.records_model.replace(snapshot.records)
        row = self.records_model.row_of(keep) if keep is not None else None
        if row is not None:
            self.records.selectRow(row)
        if snapshot.shift_id is None:
            self.top_empty.setText(
                tr("No shift yet: a pit boss opens one from Pit ▸ Open shift.")
            )
        elif not snapshot.top:
            self.top_empty.setText(tr("Nobody has played in this shift yet."))
        self.top_empty.setVisible(not snapshot.top)
        self.flags_empty.setVisible(not snapshot.flags)
        self.tabs.setTabText(1, tr("Advantage play ({count})").format(count=len(snapshot.flags)))
        self.tabs.setTabText(2, tr("Records ({count})").format(count=len(snapshot.records)))
        self.merge_button.setEnabled(
            sum(1 for r in snapshot.records if r.merged_into is None) >= 2
        )
        self.page_button.setEnabled(bool(snapshot.records))

    def _shift_chosen(self) -> None:
        found = self.shift.currentData()
        self.wanted = int(found) if found is not None else None
        self.refresh()

    def choose_shift(self, shift_id: int) -> None:
        """Show the players of another shift (read in the background)."""
        self.wanted = shift_id
        self.refresh()

    # -- acting --------------------------------------------------------------------------

    def selected_card(self) -> str | None:
        index = self.records.currentIndex()
        if not index.isValid():
            return None
        return self.records_model.card(index.row())

    def enrol(self) -> EnrolDialog:
        dialog = EnrolDialog(self.console, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.record is not None:
            record = dialog.record
            self.message.show_info(
                tr(
                    "{name} is enrolled on card {card}: the dealer seats them as {seated}."
                ).format(name=record.name, card=record.card, seated=seat_name(record.card))
            )
            self._select_after_read(record.card)
        return dialog

    def merge(self) -> MergeDialog:
        records = self.snapshot.records if self.snapshot is not None else ()
        dialog = MergeDialog(self.console, records, self.selected_card(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.record is not None:
            kept = dialog.record
            self.message.show_info(
                tr("Merged: the play of {cards} now counts as {name}'s ({card}).").format(
                    cards=", ".join(seat_name(c) for c in kept.cards),
                    name=kept.name,
                    card=seat_name(kept.card),
                )
            )
            self._select_after_read(kept.card)
        return dialog

    def _select_after_read(self, card: str) -> None:
        def select() -> None:
            self.refreshed.disconnect(select)
            row = self.records_model.row_of(card)
            if row is not None:
                self.records.selectRow(row)

        self.refreshed.connect(select)
        self.refresh()

    def open_selected(self) -> PlayerPageDialog | None:
        card = self.selected_card()
        if card is None:
            self.message.show_error(tr("select a player's record first"))
            return None
        return self.open_page(card)

    def _open_row(self, model: _Model, index: QModelIndex) -> None:
        if not index.isValid():
            return
        card = model.card(index.row())
        if card is None:
            self.message.show_error(
                tr("this player is not rated: only a player seated by card has a page")
            )
            return
        self.open_page(card)

    def open_page(self, card: str) -> PlayerPageDialog:
        """The player's page, in a window of its own over this dialog (several may be open)."""
        self.message.clear_message()
        dialog = PlayerPageDialog(self.console, card, self)
        dialog.finished.connect(partial(self._page_closed, dialog))
        self.pages.append(dialog)
        dialog.show()  # not modal: two players' pages can be read side by side
        return dialog

    def _page_closed(self, dialog: PlayerPageDialog, _result: int) -> None:
        if dialog in self.pages:
            self.pages.remove(dialog)


def show_players(console: Console, parent: QWidget | None = None) -> None:
    """The Players dialog (for the Pit menu: pit bosses and administrators)."""
    PlayersDialog(console, parent).exec()
