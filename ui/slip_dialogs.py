"""The pit's slip forms: a fill or credit (one command id per form, so a retry after the
database came back acts once), the Slips dialog (a gaming day's fills and credits, voided and
manual ones marked), a slip's void (reason, and a supervisor's name and PIN), a manual slip
written on paper while the system was down, and the gap report.

The services decide who may do what; the dialog only greys out what the signed-in role may
not do (accounting sees the list and the gaps, and changes nothing). ``show_slips`` is the
entry the menu calls.
"""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, tzinfo
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate, QModelIndex, QPersistentModelIndex, Qt, QTime
from PySide6.QtGui import QColor, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from casino.i18n.numbers import format_date
from casino.money import format_money
from casino.pit_settings import READ_ONLY
from casino.services.pit.slip_records import CREDIT, FILL, GapReport, SlipRow
from casino.services.pit.slips import SlipNumber, SlipService
from casino.services.users.auth import Signature
from casino.services.when import local_time
from casino.site import SiteError, site
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.pit_dialogs import CountDialog
from ui.widgets import InlineMessage, SecondPersonDialog, SignatureFields, staff_names

Index = QModelIndex | QPersistentModelIndex
DIM = QColor("#8a96a8")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
EXPLAIN = {
    FILL: str(
        QT_TRANSLATE_NOOP(
            "",
            "Chips from the cage to the table's tray. The person who brings them signs as the "
            "second signer.",
        )
    ),
    CREDIT: str(
        QT_TRANSLATE_NOOP(
            "",
            "Chips from the tray back to the cage. The person who takes them signs as the "
            "second signer.",
        )
    ),
}
"""In English, marked for translation: shown through ``tr``."""


def kind_word(kind: str) -> str:
    """A slip's kind as the Slips list shows it (the kind itself is the record's word)."""
    words = {FILL: tr("fill", "a slip's kind"), CREDIT: tr("credit", "a slip's kind")}
    return words.get(kind, kind)


def slip_service(console: Console) -> SlipService:
    """The slips service of the console's services (in-process, or the floor server's)."""
    return console.services.slips


def _zone() -> tzinfo:
    """The casino's zone, in which a paper slip's time is written."""
    try:
        return site().tz
    except SiteError:
        return UTC


def _failed(found: Failed) -> str:
    if not found.offline:
        return found.message
    return tr(
        "{refusal} What was entered is kept: press OK once the database is back, and the same "
        "request is sent again; it makes one slip however often it is sent."
    ).format(refusal=found.message)


class SlipDialog(CountDialog):
    """A fill or credit for one table: the chips by denomination and the receiver's
    signature. The form makes one command id when it opens and sends every attempt under
    it, so a press of OK after the database was lost (the slip may have been written before
    the line dropped) gets that slip back instead of a second one."""

    def __init__(
        self,
        console: Console,
        kind: str,
        table_id: int,
        table: str,
        *,
        currency: tuple[str, int] = ("Cr", 100),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            console,
            (tr("Fill for {table}") if kind == FILL else tr("Credit for {table}")).format(
                table=table
            ),
            tr(EXPLAIN[kind]),
            currency=currency,
            parent=parent,
        )
        self.setObjectName(f"slip-{kind}")
        self.kind = kind
        self.table_id = table_id
        self.command_id = uuid.uuid4().hex
        self.slip: SlipNumber | None = None

    def accept(self) -> None:
        """Called by ``confirm`` once the second signer is checked: issue the slip."""
        if self.witness is None:
            return
        shifts = self.console.services.shifts
        call = shifts.fill if self.kind == FILL else shifts.credit
        found = self.console.attempt(
            call,
            self.console.require_actor(),
            self.table_id,
            self.chips(),
            self.witness,
            command_id=self.command_id,
        )
        if isinstance(found, Failed):
            self.message.show_error(_failed(found))
            return
        self.slip = found
        super().accept()


class ManualSlipDialog(CountDialog):
    """A paper slip written while the system was down, entered as written: its kind, table,
    chips, pre-printed number, the date and time on it, why it is entered afterwards, and
    the receiver's signature."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(
            console,
            tr("Manual slip"),
            tr(
                "A fill or credit written on a pre-printed paper slip while the system was "
                "down. Enter it as written: it keeps the printed number and the time on the "
                "paper, is marked manual, and takes the next system number of that gaming day."
            ),
            second=tr("Received by"),
            parent=parent,
        )
        self.setObjectName("manual-slip")
        self.command_id = uuid.uuid4().hex
        self.slip: SlipNumber | None = None
        self.kind = QComboBox()
        self.kind.setObjectName("kind")
        self.kind.addItem(tr("Fill"), FILL)
        self.kind.addItem(tr("Credit"), CREDIT)
        self.table = QComboBox()
        self.table.setObjectName("table")
        tables = console.attempt(console.services.pit.overview)
        for line in tables if not isinstance(tables, Failed) else []:
            self.table.addItem(line.name, (line.table_id, line.currency))
        self.table.currentIndexChanged.connect(self._currency)
        self.printed = QLineEdit()
        self.printed.setObjectName("printed-number")
        self.printed.setMaxLength(40)
        self.printed.setPlaceholderText(tr("as printed on the paper slip"))
        now = datetime.now(_zone())
        self.written_date = QDateEdit(QDate(now.year, now.month, now.day))
        self.written_date.setObjectName("written-date")
        self.written_date.setCalendarPopup(True)
        self.written_date.setDisplayFormat("yyyy-MM-dd")
        self.written_time = QTimeEdit(QTime(now.hour, now.minute))
        self.written_time.setObjectName("written-time")
        self.written_time.setDisplayFormat("HH:mm")
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(tr("e.g. system down 02:10 to 02:40"))
        when = QHBoxLayout()
        when.addWidget(self.written_date)
        when.addWidget(self.written_time)
        form = QFormLayout()
        form.addRow(tr("Kind"), self.kind)
        form.addRow(tr("Table"), self.table)
        form.addRow(tr("Pre-printed number"), self.printed)
        form.addRow(tr("Written at"), when)
        form.addRow(tr("Why entered now"), self.reason)
        self.approval = SignatureFields(
            tr("Administrator"), staff_names(console, supervisors=True), self
        )
        self.approval.setObjectName("approval")
        only_when = QLabel(tr(
            "Only when no outage is on record for the time written: an administrator's approval."
        ))  # fmt: skip
        only_when.setWordWrap(True)
        form.addRow(only_when)
        form.addRow(self.approval)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertLayout(2, form)
        if isinstance(tables, Failed):
            self.message.show_error(tables.message)
        self._currency()

    def _currency(self) -> None:
        data = self.table.currentData()
        if data is not None:
            self.currency = data[1]
            self._update()

    def _approval(self) -> Signature | None:
        """The administrator's name and PIN, when given (none is asked for a time the record
        shows the system was down)."""
        name, pin = self.approval.values()
        return Signature(name, pin) if name else None

    def written_at(self) -> datetime:
        """The date and time on the paper, in the casino's zone."""
        day, time = self.written_date.date().toPython(), self.written_time.time().toPython()
        return datetime.combine(day, time, tzinfo=_zone())  # type: ignore[arg-type]

    def accept(self) -> None:
        """Called by ``confirm`` once the receiver is checked: enter the slip."""
        if self.witness is None:
            return
        data = self.table.currentData()
        if data is None:
            self.message.show_error(tr("choose the table the slip was written for"))
            return
        found = self.console.attempt(
            slip_service(self.console).manual_slip,
            self.console.require_actor(),
            str(self.kind.currentData()),
            int(data[0]),
            self.chips(),
            self.witness,
            self.printed.text(),
            self.written_at(),
            self.reason.text(),
            command_id=self.command_id,
            approved_by=self._approval(),
        )
        self.approval.pin.clear()
        if isinstance(found, Failed):
            self.message.show_error(_failed(found))
            return
        self.slip = found
        super().accept()


class VoidSlipDialog(SecondPersonDialog):
    """A slip's void: the reason, and a pit boss's or administrator's name and PIN (someone
    other than the person asking). The slip stays on record, marked void."""

    def __init__(self, console: Console, slip: SlipRow, parent: QWidget | None = None) -> None:
        self.slip = slip
        self.void_id: int | None = None
        super().__init__(
            console,
            (tr("Void fill {slip}") if slip.kind == FILL else tr("Void credit {slip}")).format(
                slip=slip.label
            ),
            " ".join((
                (
                    tr("Fill {slip}, {table}, {total}.")
                    if slip.kind == FILL
                    else tr("Credit {slip}, {table}, {total}.")
                ).format(
                    slip=slip.label, table=slip.table,
                    total=format_money(slip.total, *slip.currency),
                ),
                tr(
                    "The slip is not deleted: it stays on record and in the reports, marked "
                    "void, with the reason. A pit boss or administrator other than you approves."
                ),
            )),
            lambda name, pin: self._void(name, pin),
            who=tr("Approved by"),
            names=staff_names(console, supervisors=True),
            reason=tr("Why the slip is void (it goes on the record)"),
            parent=parent,
        )
        self.setObjectName("void-slip")

    def _void(self, name: str, pin: str) -> Signature | Failed:
        approver = Signature(name, pin)
        found = self.console.attempt(
            slip_service(self.console).void_slip,
            self.console.require_actor(),
            self.slip.id,
            self.reason_text,
            approver,
        )
        if isinstance(found, Failed):
            return found
        self.void_id = found
        return approver


class GapsDialog(QDialog):
    """The gap report as ``casino slips --gaps`` prints it."""

    def __init__(self, report: GapReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slip-gaps")
        day = format_date(report.day) if report.day is not None else tr("every gaming day")
        self.setWindowTitle(tr("Slip gaps: {day}").format(day=day))
        self.text = QPlainTextEdit()
        self.text.setObjectName("gaps")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlainText("\n".join([*(g.line() for g in report.lines), report.summary()]))
        self.text.setMinimumSize(960, 260)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        heading = QLabel(tr("Missing and voided slip numbers, {day}").format(day=day))
        heading.setObjectName("dialog-title")
        layout.addWidget(heading)
        layout.addWidget(self.text)
        layout.addWidget(buttons)


class SlipsModel(ColumnsModel):
    """A gaming day's slips, voided ones dimmed."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Kind")),
        str(QT_TRANSLATE_NOOP("", "Number")),
        str(QT_TRANSLATE_NOOP("", "Table")),
        str(QT_TRANSLATE_NOOP("", "Total")),
        str(QT_TRANSLATE_NOOP("", "Status")),
        str(QT_TRANSLATE_NOOP("", "Issued")),
        str(QT_TRANSLATE_NOOP("", "Issued by")),
        str(QT_TRANSLATE_NOOP("", "Received by")),
        str(QT_TRANSLATE_NOOP("", "Detail")),
    )

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[SlipRow] = []

    def set_rows(self, rows: list[SlipRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 3:
            return RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and row.void is not None:
            return DIM
        if role == Qt.ItemDataRole.ToolTipRole:
            chips = ", ".join(
                tr("{count} x {chip}").format(count=count, chip=format_money(d, *row.currency))
                for d, count in row.lines
            )
            detail = self.text(row, len(self.COLUMNS) - 1)
            return f"{chips}\n{detail}" if detail else chips
        return None

    @staticmethod
    def text(row: SlipRow, column: int) -> str:
        status = ", ".join(
            word
            for word, on in (
                (tr("manual", "a slip"), row.manual),
                (tr("VOID", "a slip"), row.void is not None),
            )
            if on
        )
        detail = [tr("void: {reason}").format(reason=row.void)] if row.void is not None else []
        if row.manual:
            detail.append(
                tr("pre-printed {number}, written {time}: {reason}").format(
                    number=row.printed_number,
                    time=local_time(row.written_at),
                    reason=" ".join(row.reason.split()),
                )
            )
        return [
            kind_word(row.kind),
            row.label,
            row.table,
            format_money(row.total, *row.currency),
            status,
            local_time(row.issued_at),
            row.issued_by,
            row.received_by,
            "; ".join(detail),
        ][column]


class SlipsDialog(QDialog):
    """Every fill and credit of a gaming day, with Void slip…, Manual slip… and Gaps."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slips")
        self.setWindowTitle(tr("Slips"))
        self.console = console
        self.slips = slip_service(console)
        self.day = QComboBox()
        self.day.setObjectName("day")
        self.day.currentIndexChanged.connect(self.refresh)
        self.model = SlipsModel()
        self.table = QTableView()
        self.table.setObjectName("slip-list")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.message = InlineMessage()
        self.void_button = QPushButton(tr("&Void slip…"))
        self.void_button.setObjectName("void")
        self.void_button.clicked.connect(self.void_selected)
        self.manual_button = QPushButton(tr("&Manual slip…"))
        self.manual_button.setObjectName("manual")
        self.manual_button.clicked.connect(self.enter_manual)
        self.gaps_button = QPushButton(tr("&Gaps"))
        self.gaps_button.setObjectName("gaps")
        self.gaps_button.clicked.connect(self.show_gaps)
        close = QPushButton(tr("Close", "a dialog"))
        close.clicked.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Gaming day")))
        top.addWidget(self.day)
        top.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.void_button, self.manual_button, self.gaps_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        heading = QLabel(tr("Fill and credit slips"))
        heading.setObjectName("dialog-title")
        layout.addWidget(heading)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.may_void, self.may_enter = self._permissions()
        self.manual_button.setEnabled(self.may_enter)
        self.resize(1100, 520)
        self.load_days()

    def _permissions(self) -> tuple[bool, bool]:
        """Whether the signed-in role may void a slip, and enter a manual one (the services
        decide again; this only greys out the buttons)."""
        actor = self.console.actor
        settings = self.console.attempt(lambda: self.slips.settings)
        if actor is None or actor.role in READ_ONLY or isinstance(settings, Failed):
            return False, False
        issue = {r for kind in (FILL, CREDIT) for r in settings.may(f"{kind}_issue")}
        request = {r for kind in (FILL, CREDIT) for r in settings.may(f"{kind}_request")}
        return actor.role in issue | request, actor.role in issue

    def load_days(self, choose: str | None = None) -> None:
        """The gaming days with slips, newest first, then every day; ``choose`` (an ISO
        date) is selected when given, else the newest."""
        days = self.console.attempt(self.slips.gaming_days)
        if isinstance(days, Failed):
            self.message.show_error(days.message)
            days = []
        self.day.blockSignals(True)
        self.day.clear()
        for day in days:
            self.day.addItem(format_date(day), day.isoformat())
        self.day.addItem(tr("Every day"), "")
        if choose is not None and self.day.findData(choose) >= 0:
            self.day.setCurrentIndex(self.day.findData(choose))
        self.day.blockSignals(False)
        self.refresh()

    def chosen_day(self) -> date | None:
        data = self.day.currentData()
        return date.fromisoformat(data) if data else None

    def refresh(self) -> None:
        rows = self.console.attempt(self.slips.slips, self.chosen_day())
        if isinstance(rows, Failed):
            self.message.show_error(rows.message)
            return
        self.model.set_rows(rows)
        self._selected()

    def selected(self) -> SlipRow | None:
        chosen = self.table.selectionModel().selectedRows()
        return self.model.rows[chosen[0].row()] if chosen else None

    def select(self, slip_id: int) -> None:
        for i, row in enumerate(self.model.rows):
            if row.id == slip_id:
                self.table.selectRow(i)

    def _selected(self) -> None:
        slip = self.selected()
        self.void_button.setEnabled(self.may_void and slip is not None and slip.void is None)

    def void_selected(self) -> None:
        slip = self.selected()
        if slip is None:
            self.message.show_error(tr("select the slip to void"))
            return
        dialog = VoidSlipDialog(self.console, slip, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.refresh()
        self.select(slip.id)
        done = (
            tr("fill {slip} is void; it stays on record, marked.")
            if slip.kind == FILL
            else tr("credit {slip} is void; it stays on record, marked.")
        )
        self.message.show_info(done.format(slip=slip.label))

    def enter_manual(self) -> None:
        dialog = ManualSlipDialog(self.console, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.slip is None:
            return
        slip = dialog.slip
        label = slip.label
        self.load_days(choose=f"{label[:10]}" if slip.year > 9999 else None)
        self.select(slip.id)
        done = (
            tr("Manual fill {slip} is entered.")
            if slip.kind == FILL
            else tr("Manual credit {slip} is entered.")
        )
        self.message.show_info(done.format(slip=slip.label))

    def show_gaps(self) -> None:
        report = self.console.attempt(self.slips.slip_gaps, self.chosen_day())
        if isinstance(report, Failed):
            self.message.show_error(report.message)
            return
        GapsDialog(report, self).exec()


def show_slips(console: Console, parent: QWidget | None = None) -> None:
    """The Slips dialog, for the pit (pit bosses and administrators) and accounting."""
    SlipsDialog(console, parent).exec()
