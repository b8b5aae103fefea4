"""The pit boss's shift reports: every shift, newest first; the selected shift's figures table
by table with the totals (provisional while the shift is open); and the export of its report
to a PDF file, the same document ``casino report`` prints. Below them, the reports over
periods: the gaming day, month to date or year to date ending a chosen gaming day, and the
exceptions of a span of gaming days, each to a PDF file as ``casino report --period`` and
``--exceptions`` write them.

Reads and the export run off the UI thread. The export tells which of its steps it is on
from the worker thread; a relay object carries that to the UI thread (a queued signal), where
a determinate progress bar shows it. The window stays usable meanwhile, and the export
button stays disabled until the file is written or the export has failed, so a second press
cannot start a second print.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    QStandardPaths,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QColor, QDesktopServices, QFont, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.i18n import _, speaking
from casino.i18n.languages import LANGUAGES, NATIVE_NAMES, SOURCE
from casino.i18n.numbers import (
    format_date,
    format_datetime,
    group_digits,
    long_date,
    number_style,
)
from casino.money import format_money
from casino.services import Services
from casino.services.errors import DatabaseError
from casino.services.reports.model import ShiftReport, TableReport
from casino.services.reports.period_model import DAY, MTD, PERIOD_NAMES, PERIODS, YTD
from casino.services.reports.periods import gaming_day_in
from casino.services.reports.trail import aware
from casino.services.when import now as record_now
from casino.site import Site, machine_zone, site
from reports.export import (
    PERIOD_STEPS,
    STEPS,
    Exported,
    ExportedPeriod,
    export_exceptions,
    export_period,
    export_shift,
    export_shift_printed,
)
from reports.text import Clock
from ui.columns_model import ColumnsModel
from ui.console import Console
from ui.i18n import tr
from ui.table_screen import game_title
from ui.tasks import Task, run_in_background
from ui.widgets import InlineMessage

Index = QModelIndex | QPersistentModelIndex
EXPORT_KEY = "Ctrl+E"
REFRESH_KEY = "F5"
FOLDER_SETTING = "shift_reports/folder"
"""Where the last report was saved: the next one is offered there."""
EXPORT_IMPORTS = (
    "reports.export",
    "reports.shift_pdf",
    "reports.charts",
    "reports.period_pdf",
    "reports.exceptions_pdf",
)
"""What the export's work runs, imported on the UI thread first (see ``ui.tasks``)."""
OPEN_COLOUR = QColor("#6fe0b0")
DIM = QColor("#8a96a8")
LOSS = QColor("#ff7a7a")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True, slots=True)
class ShiftRow:
    """One line of ``ReportQueries.shifts()``."""

    shift_id: int
    name: str
    opened_at: datetime
    closed_at: datetime | None

    @property
    def open(self) -> bool:
        return self.closed_at is None


def read_shifts(console: Console) -> list[ShiftRow]:
    """Every shift, newest first (the work of a background read: no widgets)."""
    rows = console.services.reports.shifts()
    found = [
        ShiftRow(sid, name, aware(opened), aware(closed) if closed is not None else None)
        for sid, name, opened, closed in rows
    ]
    return sorted(found, key=lambda row: row.shift_id, reverse=True)


def site_report_language(console: Console) -> str:
    """The language the site prints its reports in (``[pit] report_language``; the work of a
    background read)."""
    current = console.services.pit_settings.current()
    return SOURCE if current is None else current.settings.report_language


def file_name(row: ShiftRow, clock: Clock) -> str:
    """``shift-12-Night-shift-2026-11-21.pdf``: the number, the name and the day it opened
    (once: a name that already holds the date keeps it)."""
    day = clock.local(row.opened_at).strftime("%Y-%m-%d")
    words = re.sub(r"[^\w.-]+", "-", row.name).strip("-.") or "shift"
    if day not in words:
        words = f"{words}-{day}"
    return f"shift-{row.shift_id}-{words}.pdf"


def period_file_name(kind: str, day: date) -> str:
    """``period-mtd-2026-03-02.pdf``: the period and its last gaming day."""
    return f"period-{kind}-{day:%Y-%m-%d}.pdf"


def exceptions_file_name(first: date, last: date) -> str:
    """``exceptions-2026-03-01-to-2026-03-02.pdf``."""
    return f"exceptions-{first:%Y-%m-%d}-to-{last:%Y-%m-%d}.pdf"


def _day(edit: QDateEdit) -> date:
    found = edit.date()
    return date(found.year(), found.month(), found.day())


def qt_date_format() -> str:
    """The language's date in figures (``casino.i18n.numbers``) as a ``QDateEdit`` writes it:
    ``yyyy-MM-dd``, ``dd.MM.yyyy``."""
    pattern = number_style().date
    for python, qt in (("%Y", "yyyy"), ("%m", "MM"), ("%d", "dd")):
        pattern = pattern.replace(python, qt)
    return pattern


def _date_edit(name: str, day: date) -> QDateEdit:
    edit = QDateEdit(QDate(day.year, day.month, day.day))
    edit.setObjectName(name)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(qt_date_format())
    return edit


def percent(value: float | Decimal) -> str:
    """A hold as ``12.50%`` (``12,50 %`` where the language writes it so)."""
    figures = f"{value:.2f}".replace(".", number_style().decimal)
    return tr("{percent}%", "a percentage").format(percent=figures)


def documents_folder() -> Path:
    """The user's Documents folder, or their home when there is none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if found and Path(found).is_dir():
        return Path(found)
    return Path.home()


# -- the models ------------------------------------------------------------------------------


class ShiftListModel(ColumnsModel):
    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "#")), str(QT_TRANSLATE_NOOP("", "Shift")),
        str(QT_TRANSLATE_NOOP("", "Opened")), str(QT_TRANSLATE_NOOP("", "Closed")),
    )  # fmt: skip

    def __init__(self, clock: Clock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.rows: list[ShiftRow] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def when(self, at: datetime) -> str:
        return format_datetime(self.clock.local(at))

    def text(self, row: ShiftRow, column: int) -> str:
        return (str(row.shift_id), row.name, self.when(row.opened_at), self.closed(row))[column]

    def closed(self, row: ShiftRow) -> str:
        """``open``; the time alone when the shift closed on the day it opened."""
        if row.closed_at is None:
            return tr("open", "a shift: not closed yet")
        closed = self.clock.local(row.closed_at)
        if closed.date() == self.clock.local(row.opened_at).date():
            return closed.strftime("%H:%M")
        return self.when(row.closed_at)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column == 0 else LEFT
        if role == Qt.ItemDataRole.ForegroundRole and column == 3 and row.open:
            return OPEN_COLOUR
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return row.name
        if role == Qt.ItemDataRole.ToolTipRole and column == 3:
            if row.closed_at is None:
                return tr("The shift is still open: its figures are provisional.")
            return self.clock.stamp(row.closed_at)
        if role == Qt.ItemDataRole.UserRole:
            return row.shift_id
        return None

    def replace(self, rows: list[ShiftRow]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def row_of(self, shift_id: int) -> int | None:
        for number, row in enumerate(self.rows):
            if row.shift_id == shift_id:
                return number
        return None


class FiguresModel(ColumnsModel):
    """The shift's tables, one row each, then the total row."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Table")), str(QT_TRANSLATE_NOOP("", "Game")),
        str(QT_TRANSLATE_NOOP("", "Hands")), str(QT_TRANSLATE_NOOP("", "Drop")),
        str(QT_TRANSLATE_NOOP("", "Win")), str(QT_TRANSLATE_NOOP("", "Hold")),
    )  # fmt: skip
    NUMERIC = frozenset({2, 3, 4, 5})
    NOT_COUNTED = str(QT_TRANSLATE_NOOP("", "no closer"))
    """A win not counted yet (shown through ``tr``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.report: ShiftReport | None = None

    @property
    def tables(self) -> list[TableReport]:
        return self.report.tables if self.report is not None else []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        if parent.isValid() or not self.tables:
            return 0
        return len(self.tables) + 1

    def show(self, report: ShiftReport | None) -> None:
        self.beginResetModel()
        self.report = report
        self.endResetModel()

    def is_total(self, row: int) -> bool:
        return row == len(self.tables)

    def currency(self) -> tuple[str, int] | None:
        """The shift's one currency, or None when its tables play in more than one."""
        found = self.report.currencies if self.report is not None else set()
        return next(iter(found)) if len(found) == 1 else None

    def text(self, row: int, column: int) -> str:
        if self.is_total(row):
            return self._total(column)
        table = self.tables[row]

        def money(minor: int | None) -> str:
            if minor is None:
                return tr(self.NOT_COUNTED)
            return format_money(minor, table.currency, table.minor_units)

        hold = table.hold_percent
        values = (
            table.table,
            game_title(table.game),
            group_digits(table.hands),
            money(table.drop),
            money(table.win),
            "-" if hold is None else percent(hold),
        )
        return values[column]

    def _total(self, column: int) -> str:
        report = self.report
        assert report is not None
        currency = self.currency()
        if column == 0:
            return tr("Total")
        if column == 1:
            count = len(report.tables)
            return tr("%n tables", None, count) if count != 1 else tr("1 table")
        if column == 2:
            return group_digits(report.total("hands"))
        if currency is None:
            return "-"  # amounts in different currencies do not add up
        if column == 3:
            return format_money(report.total("drop"), *currency)
        if column == 4:
            win = report.win
            return tr(self.NOT_COUNTED) if win is None else format_money(win, *currency)
        hold = report.hold_percent
        return "-" if hold is None else percent(hold)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column in self.NUMERIC else LEFT
        if role == Qt.ItemDataRole.FontRole and self.is_total(row):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._colour(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(row, column)
        return None

    def _win(self, row: int) -> int | None:
        assert self.report is not None
        return self.report.win if self.is_total(row) else self.tables[row].win

    def _colour(self, row: int, column: int) -> QColor | None:
        if column in (4, 5):
            win = self._win(row)
            if win is None:
                return DIM
            if win < 0:
                return LOSS
        return None

    def _tip(self, row: int, column: int) -> str | None:
        if column == 4 and self._win(row) is None:
            if self.is_total(row):
                return tr("The shift's win is counted once every table has its closer.")
            return tr("The table is still open: its win is counted with the closer.")
        if column == 4:
            return tr("Counted win: drop + closer + credits - opener - fills")
        if self.is_total(row) and column >= 3 and self.currency() is None:
            return tr("The tables play in different currencies; see each table's figures.")
        return None


# -- the view --------------------------------------------------------------------------------


class _StepRelay(QObject):
    """Carries the export's steps from the worker thread to the UI thread. Made on the UI
    thread and kept by the work itself, so it outlives every emit even if the view goes."""

    step = Signal(int, int, str)


def _table_view(name: str, model: QAbstractTableModel) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    return view


def _click_if_enabled(button: QPushButton) -> None:
    if button.isEnabled() and button.isVisible():
        button.click()


class ShiftView(QWidget):
    """The shifts, one shift's figures, and its export to PDF."""

    stepped = Signal(int, int, str)
    """The export started step ``step`` of ``of`` (``what``), shown on the UI thread."""
    exported = Signal(object)
    """The export ended: the ``Exported`` report, or the exception that stopped it."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shift-view")
        self.console = console
        try:
            zone = site().zone
        except (ValueError, DatabaseError):
            zone = machine_zone()  # the export says what is wrong with the settings
        self.clock = Clock(zone)
        self.report: ShiftReport | None = None
        self.saved: Path | None = None
        self.list_task: Task | None = None
        self.report_task: Task | None = None
        self.export_task: Task | None = None
        self.wanted: int | None = None
        """The shift whose figures should be shown: the selection as of the last change."""
        self.caption_text = tr(
            "Every shift, newest first. Times in {zone}. {key} reads them again."
        ).format(zone=zone, key=REFRESH_KEY)
        self._build()
        self._lay_out()
        self._wire()

    def _build(self) -> None:
        """The view's models and widgets: the shift list, one shift's figures, the period
        reports' fields, the export's progress and the buttons."""
        self.caption = QLabel(self.caption_text)
        self.caption.setObjectName("subtitle")
        self.loading = QProgressBar()
        self.loading.setObjectName("shift-loading")
        self.loading.setTextVisible(False)
        self.loading.setFixedHeight(4)
        self.loading.hide()

        self.shift_model = ShiftListModel(self.clock, self)
        self.shifts = _table_view("shift-list", self.shift_model)
        header = self.shifts.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        self.heading = QLabel("")
        self.heading.setObjectName("shift-heading")
        self.heading.setWordWrap(True)
        self.people = QLabel(tr("Select a shift."))
        self.people.setObjectName("shift-people")
        self.people.setWordWrap(True)
        self.people.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.provisional = QLabel(
            tr(
                "Provisional: the shift is still open. The figures will move as play goes on, "
                "and a table has no win until its closer is counted."
            )
        )
        self.provisional.setObjectName("notice")
        self.provisional.setWordWrap(True)
        self.provisional.hide()
        self.figures_model = FiguresModel(self)
        self.figures = _table_view("shift-figures", self.figures_model)
        self.figures.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.figures.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        figures_header = self.figures.horizontalHeader()
        figures_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        figures_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        figures_header.setMinimumSectionSize(80)
        self.empty = QLabel(tr("No table was opened in this shift."))
        self.empty.setObjectName("subtitle")
        self.empty.hide()

        self.progress = QProgressBar()
        self.progress.setObjectName("export-progress")
        self.progress.setRange(0, len(STEPS))
        self.progress.setTextVisible(False)
        self.progress.setFixedSize(240, 8)
        self.step_text = QLabel("")
        self.step_text.setObjectName("export-step")
        self.message = InlineMessage()
        self.open_button = QPushButton(tr("Open", "the report just saved"))
        self.open_button.setObjectName("open-report")
        self.open_button.setProperty("role", "secondary")
        self.open_button.hide()
        self.refresh_button = QPushButton(tr("Refresh  [{key}]").format(key=REFRESH_KEY))
        self.refresh_button.setObjectName("refresh-shifts")
        self.refresh_button.setProperty("role", "secondary")
        self.export_button = QPushButton(tr("Export PDF…  [{key}]").format(key=EXPORT_KEY))
        self.export_button.setObjectName("export")
        self.export_button.setToolTip(tr("Write the selected shift's report to a PDF file"))
        self.export_button.setEnabled(False)
        self.report_language = QComboBox()
        self.report_language.setObjectName("report-language")
        for code in LANGUAGES:
            self.report_language.addItem(NATIVE_NAMES[code], code)
        self.report_language.setToolTip(
            tr("The language the reports are printed in (the site's, unless another is "
               "chosen here); their figures and ids are the same in every language")
        )
        self.report_language.activated.connect(lambda _index: setattr(self, "language_chosen",
                                                                      True))
        self.language_chosen = False

        today = gaming_day_in(record_now(), self.clock.zone)
        self.period_kind = QComboBox()
        self.period_kind.setObjectName("period-kind")
        for kind in PERIODS:
            self.period_kind.addItem(_(PERIOD_NAMES[kind]), kind)
        self.period_date = _date_edit("period-date", today)
        self.period_date.setToolTip(
            tr("The period's last gaming day (06:00 to 06:00 local time)")
        )
        self.period_button = QPushButton(tr("Export period PDF…"))
        self.period_button.setObjectName("export-period")
        self.period_button.setProperty("role", "secondary")
        self.period_button.setToolTip(
            tr(
                "Drop, win, hold, hands, handle and fees by table and game type over the "
                "period, with each hold against its band"
            )
        )
        self.exceptions_from = _date_edit("exceptions-from", today.replace(day=1))
        self.exceptions_to = _date_edit("exceptions-to", today)
        self.exceptions_button = QPushButton(tr("Export exceptions PDF…"))
        self.exceptions_button.setObjectName("export-exceptions")
        self.exceptions_button.setProperty("role", "secondary")
        self.exceptions_button.setToolTip(
            tr(
                "Openers against the last closer, holds out of band, voided slips, count-room "
                "variances, hand corrections and complaints of the gaming days"
            )
        )
        self.periods = QWidget()
        self.periods.setObjectName("period-reports")
        self.running = QWidget()
        self.running.setObjectName("export-running")
        self.running.hide()

    def _lay_out(self) -> None:
        """The title above the shift list and the chosen shift's figures side by side; below
        them the period reports, the export's progress, and the footer's message and
        buttons."""
        title = QLabel(tr("Shift reports"))
        title.setObjectName("title")
        detail = QWidget()
        detail.setObjectName("shift-detail")
        detail_layout = QVBoxLayout(detail)
        detail_layout.setContentsMargins(16, 0, 0, 0)
        detail_layout.addWidget(self.heading)
        detail_layout.addWidget(self.people)
        detail_layout.addWidget(self.provisional)
        detail_layout.addWidget(self.figures, 1)
        detail_layout.addWidget(self.empty)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("shift-splitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.shifts)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([500, 750])

        periods = QGridLayout()
        periods.setContentsMargins(0, 4, 0, 0)
        periods.setHorizontalSpacing(8)
        rows = (
            (tr("Period report:"),
             [self.period_kind, QLabel(tr("ending", "a period ending on a day")),
              self.period_date], self.period_button),
            (tr("Exceptions report:"),
             [QLabel(tr("from", "a span of days")), self.exceptions_from,
              QLabel(tr("to", "a span of days")), self.exceptions_to], self.exceptions_button),
        )  # fmt: skip
        for row, (label, fields, button) in enumerate(rows):
            caption = QLabel(label)
            caption.setObjectName("subtitle")
            periods.addWidget(caption, row, 0)
            line = QHBoxLayout()
            line.setSpacing(8)
            for widget in fields:
                line.addWidget(widget)
            line.addWidget(button)
            line.addStretch(1)
            periods.addLayout(line, row, 1)
        periods.setColumnStretch(1, 1)
        self.periods.setLayout(periods)

        running = QHBoxLayout()
        running.addWidget(self.progress)
        running.addWidget(self.step_text, 1)
        self.running.setLayout(running)
        running.setContentsMargins(0, 0, 0, 0)
        footer = QHBoxLayout()
        footer.addWidget(self.message, 1)
        footer.addWidget(self.open_button)
        footer.addWidget(self.refresh_button)
        footer.addWidget(self.report_language)
        footer.addWidget(self.export_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(title)
        layout.addWidget(self.caption)
        layout.addWidget(self.loading)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.periods)
        layout.addWidget(self.running)
        layout.addLayout(footer)

    def _wire(self) -> None:
        """The list, the buttons and their keys to what they do; the focus to the list."""
        self.shifts.selectionModel().currentRowChanged.connect(self._selection_changed)
        self.open_button.clicked.connect(self.open_saved)
        self.refresh_button.clicked.connect(self.refresh)
        self.export_button.clicked.connect(self.export)
        self.period_button.clicked.connect(self.export_period)
        self.exceptions_button.clicked.connect(self.export_exceptions)
        self._shortcut(EXPORT_KEY, self.export_button)
        self._shortcut(REFRESH_KEY, self.refresh_button)
        self.setFocusProxy(self.shifts)

    def _shortcut(self, key: str, button: QPushButton) -> None:
        """A key for the button, anywhere in the window while this view is shown; it does
        nothing while the button is disabled."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(partial(_click_if_enabled, button))

    # -- reading -------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not event.spontaneous():
            self.refresh()

    def refresh(self) -> None:
        """Read the shifts again (and then the selected shift's figures) in the background;
        a read still running is not doubled."""
        if (self.list_task is not None and self.list_task.running) or self.console.offline:
            return
        self.list_task = run_in_background(
            partial(read_shifts, self.console), self._listed, progress=self.loading, parent=self
        )
        run_in_background(
            partial(site_report_language, self.console), self._language_read, parent=self
        )

    def _language_read(self, task: Task) -> None:
        """The site's report language shown, unless the person chose one here already."""
        if task.error is None and not self.language_chosen:
            found = self.report_language.findData(task.result)
            if found >= 0:
                self.report_language.setCurrentIndex(found)

    def _listed(self, task: Task) -> None:
        self.list_task = None
        if task.error is not None:
            self.caption.setText(
                tr("Shifts not read: {error}").format(error=self._explain(task.error))
            )
            return
        keep = self.selected_shift()
        self.shift_model.replace(task.result)
        if not self.shift_model.rows:
            self.caption.setText(tr("No shift yet: a pit boss opens one from Pit ▸ Open shift."))
            self._selection_changed()
            return
        self.caption.setText(self.caption_text)
        row = self.shift_model.row_of(keep.shift_id) if keep is not None else None
        self.shifts.selectRow(row if row is not None else 0)
        self._selection_changed()  # the same row again after a refresh: read it again too

    def selected_shift(self) -> ShiftRow | None:
        index = self.shifts.currentIndex()
        rows = self.shift_model.rows
        return rows[index.row()] if index.isValid() and index.row() < len(rows) else None

    def select_shift(self, shift_id: int) -> bool:
        row = self.shift_model.row_of(shift_id)
        if row is not None:
            self.shifts.selectRow(row)
        return row is not None

    def _selection_changed(self, *_args: object) -> None:
        row = self.selected_shift()
        self.wanted = row.shift_id if row is not None else None
        busy = self.export_task is not None and self.export_task.running
        self.export_button.setEnabled(row is not None and not busy)
        if row is None:
            self._show_report(None)
            return
        self._read_report()

    def _read_report(self) -> None:
        wanted = self.wanted
        if wanted is None or (self.report_task is not None and self.report_task.running):
            return  # the read under way reads again when it ends, for the newest selection
        reports = self.console.services.reports
        self.report_task = run_in_background(
            partial(reports.shift_report, wanted),
            partial(self._report_read, wanted),
            progress=self.loading,
            parent=self,
        )

    def _report_read(self, shift_id: int, task: Task) -> None:
        self.report_task = None
        if shift_id != self.wanted:
            self._read_report()
            return
        if task.error is not None:
            self._show_report(None)
            self.people.setText(
                tr("Figures not read: {error}").format(error=self._explain(task.error))
            )
            return
        self._show_report(task.result)

    def _show_report(self, report: ShiftReport | None) -> None:
        self.report = report
        self.figures_model.show(report)
        if report is None:
            self.heading.setText("")
            self.people.setText(tr("Select a shift.") if self.shift_model.rows else "")
            self.provisional.hide()
            self.empty.hide()
            self.figures.show()
            return
        self.heading.setText(
            tr("Shift {number}: {name}").format(number=report.shift_id, name=report.name)
        )
        opened = self.clock.local(report.opened_at)
        opened_at = f"{long_date(opened)} {opened:%H:%M}"
        if report.closed_at is None:
            said = tr("Opened {opened} by {opened_by}; still open.").format(
                opened=opened_at, opened_by=report.opened_by
            )
        else:
            closed = self.clock.local(report.closed_at)
            when = f"{closed:%H:%M}" if closed.date() == opened.date() else (
                f"{long_date(closed)} {closed:%H:%M}"
            )
            said = tr("Opened {opened} by {opened_by}; closed {closed} by {closed_by}.").format(
                opened=opened_at, opened_by=report.opened_by, closed=when,
                closed_by=report.closed_by or "?",
            )  # fmt: skip
        self.people.setText(said)
        self.provisional.setVisible(report.provisional)
        self.empty.setVisible(not report.tables)
        self.figures.setVisible(bool(report.tables))

    # -- exporting -----------------------------------------------------------------------

    @property
    def exporting(self) -> bool:
        return self.export_task is not None and self.export_task.running

    def default_path(self, row: ShiftRow) -> Path:
        return self._folder() / file_name(row, self.clock)

    def ask_path(self, default: Path) -> Path | None:
        """Where to write the report, asked with the save dialog; None if cancelled. Tests
        replace this (a native file dialog cannot be driven)."""
        chosen, _filter = QFileDialog.getSaveFileName(
            self, tr("Export shift report"), str(default), tr("PDF files (*.pdf)")
        )
        return Path(chosen) if chosen else None

    def export(self) -> None:
        """Ask for a file and write the selected shift's report to it in the background."""
        if self.exporting:
            return
        row = self.selected_shift()
        if row is None:
            self.message.show_error(tr("select a shift first"))
            return
        actor, settings = self._ready()
        if actor is None or settings is None:
            return
        chosen = self._chosen(self.default_path(row))
        if chosen is None:
            return
        services, via = self.console.services, f"console {self.console.name}"

        def work(path: Path, step: Callable[[int, int, str], None]) -> Exported:
            if not isinstance(services, Services):  # a floor console: the server registers
                return export_shift_printed(
                    services.reports, row.shift_id, path, by=actor, via=via, site=settings,
                    progress=step,
                )  # fmt: skip
            return export_shift(
                services.db, row.shift_id, path, by=actor, via=via, site=settings,
                progress=step,
            )  # fmt: skip

        self._start(
            work,
            chosen,
            tr("Exporting the report of shift {shift} to {path}…").format(
                shift=row.shift_id, path=chosen
            ),
            len(STEPS),
        )

    def export_period(self) -> None:
        """Ask for a file and write the chosen period's report to it in the background."""
        if self.exporting:
            return
        kind, day = str(self.period_kind.currentData()), _day(self.period_date)
        actor, settings = self._ready()
        if actor is None or settings is None:
            return
        chosen = self._chosen(self._folder() / period_file_name(kind, day))
        if chosen is None:
            return
        queries = self.console.services.periods

        def work(path: Path, step: Callable[[int, int, str], None]) -> ExportedPeriod:
            return export_period(
                None, kind, day, path, by=actor, site=settings, progress=step, queries=queries
            )

        if kind == DAY:
            said = tr("Exporting the gaming day report to {day} to {path}…")
        elif kind == MTD:
            said = tr("Exporting the month to date report to {day} to {path}…")
        elif kind == YTD:
            said = tr("Exporting the year to date report to {day} to {path}…")
        else:
            said = tr("Exporting the {period} report to {day} to {path}…")
        said = said.format(period=_(PERIOD_NAMES[kind]).lower(), day=format_date(day), path=chosen)
        self._start(work, chosen, said, len(PERIOD_STEPS))

    def export_exceptions(self) -> None:
        """Ask for a file and write the exceptions of the chosen gaming days to it."""
        if self.exporting:
            return
        first, last = _day(self.exceptions_from), _day(self.exceptions_to)
        if last < first:
            self.message.show_error(
                tr("the exceptions run from {first} to a later day, not to {last}").format(
                    first=format_date(first), last=format_date(last)
                )
            )
            return
        actor, settings = self._ready()
        if actor is None or settings is None:
            return
        chosen = self._chosen(self._folder() / exceptions_file_name(first, last))
        if chosen is None:
            return
        queries = self.console.services.periods

        def work(path: Path, step: Callable[[int, int, str], None]) -> ExportedPeriod:
            return export_exceptions(
                None, first, last, path, by=actor, site=settings, progress=step, queries=queries
            )

        said = tr("Exporting the exceptions of {first} to {last} to {path}…").format(
            first=format_date(first), last=format_date(last), path=chosen
        )
        self._start(work, chosen, said, len(PERIOD_STEPS))

    def _ready(self) -> tuple[Any, Site | None]:
        """Who exports and the site's settings, or (None, None) having said what is wrong."""
        actor = self.console.actor
        if actor is None:
            self.message.show_error(tr("nobody is signed in at this console"))
            return None, None
        try:
            return actor, site()
        except (ValueError, DatabaseError) as exc:
            self.message.show_error(tr("the report was not exported: {error}").format(error=exc))
            return None, None

    def _folder(self) -> Path:
        """Where the last report was saved, else the Documents folder."""
        saved = QSettings().value(FOLDER_SETTING)
        if isinstance(saved, str) and Path(saved).is_dir():
            return Path(saved)
        return documents_folder()

    def _chosen(self, default: Path) -> Path | None:
        """The file the user chose (with ``.pdf`` added if they left it off), or None."""
        chosen = self.ask_path(default)
        if chosen is None:
            return None
        return chosen if chosen.suffix.lower() == ".pdf" else chosen.with_name(chosen.name + ".pdf")

    def _buttons(self, enabled: bool) -> None:
        self.export_button.setEnabled(enabled and self.selected_shift() is not None)
        self.period_button.setEnabled(enabled)
        self.exceptions_button.setEnabled(enabled)

    def _start(
        self,
        work: Callable[[Path, Callable[[int, int, str], None]], Exported | ExportedPeriod],
        path: Path,
        said: str,
        steps: int,
    ) -> None:
        """Run ``work`` off the UI thread, its steps shown on the progress bar; every export
        button stays disabled until it ends, so a second press cannot start a second print.
        ``said`` is the sentence shown meanwhile (what is exported, and where)."""
        relay = _StepRelay()
        relay.step.connect(self._step, Qt.ConnectionType.QueuedConnection)
        self.saved = None
        self.open_button.hide()
        self._buttons(False)
        self.message.show_info(said)
        self.progress.setRange(0, steps)
        self.progress.setValue(0)
        self.step_text.setText(tr("Starting…", "an export"))
        self.running.show()
        def step(number: int, of: int, doing: str) -> None:
            relay.step.emit(number, of, doing)  # the work holds the relay: it outlives the view

        language = self.report_language.currentData() or SOURCE

        def in_language(path: Path, step: Callable[[int, int, str], None]) -> Any:
            with speaking(language):  # the report's words; its figures are the same in any
                return work(path, step)

        self.export_task = run_in_background(
            partial(in_language, path, step),
            partial(self._exported, path),
            parent=self,
            imports=EXPORT_IMPORTS,
        )

    def _step(self, step: int, of: int, what: str) -> None:
        self.progress.setRange(0, of)
        self.progress.setValue(step - 1)
        self.step_text.setText(
            tr("Step {step} of {steps}: {what}…", "an export").format(
                step=step, steps=of, what=what
            )
        )
        self.stepped.emit(step, of, what)

    def _exported(self, path: Path, task: Task) -> None:
        self.export_task = None
        self.running.hide()
        self._buttons(True)
        if task.error is not None:
            self.message.show_error(
                tr("the report was not exported: {error}").format(error=self._explain(task.error))
            )
            self.exported.emit(task.error)
            return
        done: Exported | ExportedPeriod = task.result
        if done.pages == 1:
            text = tr("Saved report {report} (1 page) to {path}.")
        else:
            text = tr("Saved report {report} (%n pages) to {path}.", None, done.pages)
        text = text.format(report=done.report_id, path=done.path)
        if isinstance(done, Exported) and done.stamp.reprint:
            text += " " + tr(
                "It is a reprint: the same report, to the minor unit, was first printed {when}."
            ).format(when=self.clock.stamp(done.stamp.printed_at))
        self.message.show_info(text)
        self.saved = done.path
        self.open_button.show()
        QSettings().setValue(FOLDER_SETTING, str(path.expanduser().parent))
        self.exported.emit(done)

    def _explain(self, error: BaseException) -> str:
        """An exception from background work, in words. A lost database goes through the
        console, which stops play and shows its banner, as for any other call."""
        if isinstance(error, OSError):
            why = error.strerror or error
            if error.filename:
                return tr("the file cannot be written ({file}): {error}").format(
                    file=error.filename, error=why
                )
            return tr("the file cannot be written: {error}").format(error=why)
        found = self.console.failure(error)
        return found.message if found is not None else f"{type(error).__name__}: {error}"

    def open_saved(self) -> None:
        """Open the report just saved with the desktop's PDF viewer."""
        if self.saved is None:
            return
        if not self.open_url(QUrl.fromLocalFile(str(self.saved))):
            self.message.show_error(
                tr("no program to open PDF files was found; the report is at {path}").format(
                    path=self.saved
                )
            )

    def open_url(self, url: QUrl) -> bool:
        """Hand ``url`` to the desktop; tests replace this, as they do ``ask_path``."""
        return QDesktopServices.openUrl(url)
