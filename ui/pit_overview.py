"""The pit overview: every table with its game, status, dealer, hands this shift, drop, win
and hold. On PostgreSQL each line follows its table's commands from any console, read when
they are announced (``ui.live``), and the caption says when those notices stop (the floor is
then read on a slow timer until they are back); on SQLite the floor is read every 3 s. The
reads run off the UI thread; the model then changes only the rows whose figures moved.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QProgressBar, QTableView, QVBoxLayout, QWidget

from casino.i18n.numbers import format_decimal
from casino.money import format_money
from casino.services.pit.backups import BackupStatus
from casino.services.reports.overview import CLOSED, IN_PLAY, OPEN, PitLine
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.live import FloorFeed
from ui.table_screen import game_title
from ui.tasks import Task, run_in_background

REFRESH_MS = 3000
"""How often the overview reads the floor on SQLite (one machine, no notices)."""
SLOW_POLL_MS = 15000
"""How often it reads the floor on PostgreSQL while its live updates are lost."""
COLUMNS = (
    str(QT_TRANSLATE_NOOP("", "Table")),
    str(QT_TRANSLATE_NOOP("", "Game")),
    str(QT_TRANSLATE_NOOP("", "Position")),
    str(QT_TRANSLATE_NOOP("", "Status")),
    str(QT_TRANSLATE_NOOP("", "Dealer")),
    str(QT_TRANSLATE_NOOP("", "Hands")),
    str(QT_TRANSLATE_NOOP("", "Drop")),
    str(QT_TRANSLATE_NOOP("", "Win")),
    str(QT_TRANSLATE_NOOP("", "Hold")),
)
NUMERIC = {5, 6, 7, 8}
Index = QModelIndex | QPersistentModelIndex
STATUS_COLOURS = {IN_PLAY: "#6fe0b0", CLOSED: "#7d8898"}


def status_word(status: str) -> str:
    """A table's status as the pit reads it (the status itself is the overview's English
    word, compared in code)."""
    words = {
        OPEN: tr("open", "a table's status"),
        IN_PLAY: tr("in play", "a table's status"),
        CLOSED: tr("closed", "a table's status"),
    }
    return words.get(status, status)


BACKUP_STYLE = {
    "warning": "color: #ff7a7a; font-weight: 600;",
    "ok": "color: #9aa7b8;",
}
"""The backup line's look: the theme's refusal red when the pit must act, quiet otherwise."""
BACKUP_JUDGED_MS = 60_000
"""How often the backup line is judged again against the clock (no read: the time moves)."""


def read_floor(pit: Any) -> tuple[list[PitLine], BackupStatus]:
    """Every table's line and the backup status: what a whole-floor read shows."""
    return pit.overview(), pit.backup_status()


RETRY_MS = 2000
"""How long after a failed read the pit reads again."""


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
                return tr("Counted win: drop + closer + credits - opener - fills")
            return tr("Running win from the wager log; the counted win comes with the closer")
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
            status_word(line.status),
            line.dealer or "-",
            str(line.hands),
            money(line.drop),
            money(line.win) + ("" if line.win_counted or line.win is None else " *"),
            "-" if hold is None else f"{format_decimal(hold)}%",
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

    def update(self, lines: list[PitLine]) -> bool:
        """Some tables' new lines, each in its row; False when one is not in the model (a
        new table: the caller reads the whole floor)."""
        rows = {line.table_id: row for row, line in enumerate(self.lines)}
        if any(line.table_id not in rows for line in lines):
            return False
        for line in lines:
            row = rows[line.table_id]
            if self.lines[row] != line:
                self.lines[row] = line
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        return True

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

    def __init__(
        self, console: Console, feed: FloorFeed | None = None, parent: QWidget | None = None
    ) -> None:
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
        title = QLabel(tr("Pit", "the pit overview's tab"))
        title.setObjectName("title")
        self.caption = QLabel("")
        self.caption.setObjectName("subtitle")
        self.backup = QLabel("")
        self.backup.setObjectName("backup-status")
        self.backup_status: BackupStatus | None = None
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(4)
        self.progress.hide()
        note = QLabel(
            tr(
                "Enter or double-click opens a table.  * win from the wager log while the "
                "table is open; the counted win comes with the closer."
            )
        )
        note.setObjectName("subtitle")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(title)
        layout.addWidget(self.caption)
        layout.addWidget(self.backup)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        self.task: Task | None = None
        self._wanted: set[int] | None = set()
        """Tables whose lines are to be read once the read in progress is done (None: every
        table)."""
        self.feed = feed
        self.live_text = ""
        self.shifts: set[str] = set()
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_JUDGED_MS)
        self.backup_timer.timeout.connect(self._backup_line)
        if feed is not None and feed.listening:
            feed.tables_changed.connect(lambda heads: self.refresh_tables(set(heads)))
            feed.floor_changed.connect(self.refresh)
            feed.live_changed.connect(self._live)
            self.timer.setInterval(SLOW_POLL_MS)
            self.live_text = tr("Connecting to the floor's live updates…")

    def start(self) -> None:
        """Read every line now; then on PostgreSQL each line as its table's commands are
        announced (a slow timer only while notices do not arrive), on SQLite every 3 s."""
        self.refresh()
        self.backup_timer.start()
        if self.feed is None or not self.feed.listening or not self.feed.live:
            self.timer.start()

    def _live(self, live: bool, reason: str) -> None:
        if live:
            self.timer.stop()
            self.live_text = tr("Live: each table's line follows its commands.")
        else:
            self.timer.start()
            self.live_text = tr(
                "Live updates lost ({reason}); reading the floor every {seconds} s until they "
                "are back."
            ).format(reason=reason, seconds=SLOW_POLL_MS // 1000)
        self._caption()

    def refresh(self) -> None:
        """Read every line in the background."""
        self._wanted = None
        self._read()

    def refresh_tables(self, table_ids: set[int]) -> None:
        """Read these tables' lines in the background: what another console's commands
        changed."""
        if self._wanted is not None:
            self._wanted |= table_ids
        self._read()

    def _read(self) -> None:
        """Start the read wanted, unless one is running (it is started again when that one
        is done, so nothing announced meanwhile is missed)."""
        if (self.task is not None and self.task.running) or self.console.offline:
            return
        wanted, self._wanted = self._wanted, set()
        if wanted is not None and not wanted:
            return
        pit = self.console.services.pit
        work = partial(read_floor, pit) if wanted is None else partial(pit.lines, sorted(wanted))
        self.task = run_in_background(work, partial(self._loaded, wanted), parent=self)

    def refresh_now(self) -> None:
        """Read on the UI thread (tests, and right after the pit changed something)."""
        found = self.console.attempt(read_floor, self.console.services.pit)
        if not isinstance(found, Failed):
            self._show(*found)

    def _loaded(self, wanted: set[int] | None, task: Task) -> None:
        if task.error is not None:
            if wanted is not None and self._wanted is not None:
                self._wanted |= wanted  # tried again with the next read
            self.caption.setText(tr("Figures not refreshed: {error}").format(error=task.error))
            QTimer.singleShot(RETRY_MS, self._read)  # again in a moment: never in a loop
            return
        if wanted is None:
            self._show(*task.result)
        elif not self.model.update(task.result):
            self._wanted = None  # a table this screen does not know yet: read them all
        if self._wanted is None or self._wanted:
            self._read()

    def _show(self, lines: list[PitLine], backup: BackupStatus) -> None:
        self.model.replace(lines)
        self.shifts = {line.shift for line in lines if line.shift}
        self._caption()
        self.backup_status = backup
        self._backup_line()
        if not self.table.currentIndex().isValid() and lines:
            self.table.selectRow(0)

    def _caption(self) -> None:
        shifts = self.shifts
        text = (
            tr("Shift: {shifts}").format(shifts=", ".join(sorted(shifts)))
            if shifts
            else tr("No shift is open.")
        )
        self.caption.setText(f"{text}  ·  {self.live_text}" if self.live_text else text)

    def _backup_line(self) -> None:
        """Say when the last good backup was made, as a warning when it is too old."""
        status = self.backup_status
        if status is None:
            return
        kind = "warning" if status.warning() else "ok"
        self.backup.setText(status.text())
        self.backup.setProperty("kind", kind)
        self.backup.setStyleSheet(BACKUP_STYLE[kind])
        self.backup.setToolTip(
            tr(
                "The floor server backs the floor up every {hours} h (pit settings: "
                "{setting}); each copy is checked by restoring it. {command} lists them."
            ).format(
                hours=status.every_hours, setting="backup_every_hours", command="casino db backups"
            )
        )

    def selected_table(self) -> int | None:
        index = self.table.currentIndex()
        return self.model.table_at(index.row()) if index.isValid() else None

    def _open(self, row: int) -> None:
        table_id = self.model.table_at(row)
        if table_id is not None:
            self.open_table.emit(table_id)
