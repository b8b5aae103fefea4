"""The pit overview: every table with its game, status, dealer, hands this shift, drop, win
and hold, refreshed from the database every few seconds, so consoles that share one
PostgreSQL server see each other's play. The read runs off the UI thread; the model then
changes only the rows whose figures moved.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QProgressBar, QTableView, QVBoxLayout, QWidget

from casino.money import format_money
from casino.services.pit import CLOSED, IN_PLAY, PitLine
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.table_screen import game_title
from ui.tasks import Task, run_in_background

REFRESH_MS = 3000
COLUMNS = ("Table", "Game", "Position", "Status", "Dealer", "Hands", "Drop", "Win", "Hold")
NUMERIC = {5, 6, 7, 8}
Index = QModelIndex | QPersistentModelIndex
STATUS_COLOURS = {IN_PLAY: "#6fe0b0", CLOSED: "#7d8898"}


class PitModel(ColumnsModel):
    """One row per table, in the order the overview query gives (by name)."""

    COLUMNS = COLUMNS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[PitLine] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(line, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == 3 and line.status in STATUS_COLOURS:
                return QColor(STATUS_COLOURS[line.status])
            if column == 7 and line.win is not None and line.win < 0:
                return QColor("#ff7a7a")
            return None
        if role == Qt.ItemDataRole.ToolTipRole and column == 7:
            if line.win_counted:
                return "Counted win: drop + closer + credits - opener - fills"
            return "Running win from the wager log; the counted win comes with the closer"
        if role == Qt.ItemDataRole.UserRole:
            return line.table_id
        return None

    @staticmethod
    def text(line: PitLine, column: int) -> str:
        currency, units = line.currency

        def money(minor: int | None) -> str:
            return "-" if minor is None else format_money(minor, currency, units)

        hold = line.hold_percent
        values = (
            line.name,
            game_title(line.game),
            line.position,
            line.status,
            line.dealer or "-",
            str(line.hands),
            money(line.drop),
            money(line.win) + ("" if line.win_counted or line.win is None else " *"),
            "-" if hold is None else f"{hold}%",
        )
        return values[column]

    def replace(self, lines: list[PitLine]) -> None:
        """New figures: rows whose table changed place reset the model; otherwise only the
        rows that differ are announced."""
        if [n.table_id for n in lines] != [o.table_id for o in self.lines]:
            self.beginResetModel()
            self.lines = list(lines)
            self.endResetModel()
            return
        for row, line in enumerate(lines):
            if line != self.lines[row]:
                self.lines[row] = line
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def table_at(self, row: int) -> int | None:
        return self.lines[row].table_id if 0 <= row < len(self.lines) else None


class _Table(QTableView):
    activated_row = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.activated_row.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class PitOverview(QWidget):
    """The pit boss's first screen and the dealer's way to a table (Enter opens it)."""

    open_table = Signal(int)

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pit")
        self.console = console
        self.model = PitModel(self)
        self.table = _Table()
        self.table.setObjectName("pit-table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Dealer"), QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(90)
        self.table.doubleClicked.connect(lambda index: self._open(index.row()))
        self.table.activated_row.connect(self._open)
        title = QLabel("Pit")
        title.setObjectName("title")
        self.caption = QLabel("")
        self.caption.setObjectName("subtitle")
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(4)
        self.progress.hide()
        note = QLabel(
            "Enter or double-click opens a table.  * win from the wager log while the table "
            "is open; the counted win comes with the closer."
        )
        note.setObjectName("subtitle")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(title)
        layout.addWidget(self.caption)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        self.task: Task | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

    def start(self) -> None:
        self.refresh()
        self.timer.start()

    def refresh(self) -> None:
        """Read the figures in the background; a read still running is not doubled."""
        if (self.task is not None and self.task.running) or self.console.offline:
            return
        pit = self.console.services.pit
        self.task = run_in_background(pit.overview, self._loaded, parent=self)

    def refresh_now(self) -> None:
        """Read on the UI thread (tests, and right after the pit changed something)."""
        found = self.console.attempt(self.console.services.pit.overview)
        if not isinstance(found, Failed):
            self._show(found)

    def _loaded(self, task: Task) -> None:
        if task.error is not None:
            self.caption.setText(f"Figures not refreshed: {task.error}")
            return
        self._show(task.result)

    def _show(self, lines: list[PitLine]) -> None:
        self.model.replace(lines)
        shifts = {line.shift for line in lines if line.shift}
        self.caption.setText(
            f"Shift: {', '.join(sorted(shifts))}" if shifts else "No shift is open."
        )
        if not self.table.currentIndex().isValid() and lines:
            self.table.selectRow(0)

    def selected_table(self) -> int | None:
        index = self.table.currentIndex()
        return self.model.table_at(index.row()) if index.isValid() else None

    def _open(self, row: int) -> None:
        table_id = self.model.table_at(row)
        if table_id is not None:
            self.open_table.emit(table_id)
