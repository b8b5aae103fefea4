"""The Faults dialog, for pit bosses and administrators: the tables stopped by a fault, each
table's verify report, and clearing a fault with a note.

A fault is cleared only by someone who has read the table's verify report since it was raised
(the services check it and record the reading), so the Clear button stays off until the report
of the selected fault's table has been shown here. When the record still fails, clearing means
accepting that failure and letting play go on over it: the dialog says so, the box that
accepts it must be ticked, and a second supervisor approves it here with their name and PIN,
one of the two an administrator (the services refuse otherwise). A record that passes again
is cleared by one supervisor.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.i18n import _
from casino.services.reports.faults import APPROVE, CHAIN, Fault
from casino.services.users.auth import REASON_LIMIT, Signature
from casino.services.when import local_time
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.widgets import InlineMessage, SignatureFields, staff_names

Index = QModelIndex | QPersistentModelIndex


def kind_word(kind: str) -> str:
    """A fault's kind as the list names it (the stored code is English)."""
    if kind == CHAIN:
        return tr("chain", "a fault's kind: the table's record failed verification")
    return kind


class FaultsModel(ColumnsModel):
    """One row per open fault, oldest first."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Table")),
        str(QT_TRANSLATE_NOOP("", "Fault")),
        str(QT_TRANSLATE_NOOP("", "Raised")),
        str(QT_TRANSLATE_NOOP("", "By")),
        str(QT_TRANSLATE_NOOP("", "What")),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.faults: list[Fault] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.faults)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.faults):
            return None
        fault = self.faults[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                fault.table,
                f"{fault.id} ({kind_word(fault.kind)})",
                local_time(fault.raised_at),
                fault.raised_by,
                fault.detail,
            )[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return fault.detail
        return None

    def replace(self, faults: list[Fault]) -> None:
        self.beginResetModel()
        self.faults = list(faults)
        self.endResetModel()


class FaultsDialog(QDialog):
    """Open faults; the selected one's verify report; clearing it with a note."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("faults")
        self.setWindowTitle(tr("Faults"))
        self.console = console
        self.seen: set[int] = set()
        """Tables whose verify report was shown here (the services keep the real record)."""
        self.still_failing: set[int] = set()

        title = QLabel(tr("Faults"))
        title.setObjectName("dialog-title")
        explain = QLabel(
            tr(
                "A table with an open fault is stopped on every console. Read its verify "
                "report, then clear the fault with a note saying what was found and done."
            )
        )
        explain.setWordWrap(True)
        self.model = FaultsModel(self)
        self.table = QTableView()
        self.table.setObjectName("faults-table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().currentRowChanged.connect(self._selected)

        self.report_button = QPushButton(tr("Verify report"))
        self.report_button.setObjectName("verify-report")
        self.report_button.setAutoDefault(False)
        self.report_button.clicked.connect(self.show_report)
        self.report = QPlainTextEdit()
        self.report.setObjectName("report")
        self.report.setReadOnly(True)
        self.report.setFont(QFont("monospace"))
        self.report.setPlaceholderText(tr("The selected table's verify report shows here."))

        self.note = QLineEdit()
        self.note.setObjectName("note")
        self.note.setMaxLength(REASON_LIMIT)
        self.note.setPlaceholderText(tr("what was found and done: it is kept with the fault"))
        self.accept_box = QCheckBox(
            tr(
                "The record still fails: accept it and let play go on (the fault stays on the "
                "record and in the shift report)"
            )
        )
        self.accept_box.setObjectName("accept-failing")
        self.accept_box.hide()
        self.accept_box.toggled.connect(self._selected)
        self.approver = SignatureFields(
            tr("Approved by (a second supervisor; one of you an administrator)"),
            staff_names(console, supervisors=True),
        )
        self.approver.setObjectName("approver")
        self.approver.hide()
        self.clear_button = QPushButton(tr("Clear the fault"))
        self.clear_button.setObjectName("clear-fault")
        self.clear_button.setAutoDefault(False)
        self.clear_button.clicked.connect(self.clear)
        self.message = InlineMessage()

        actions = QHBoxLayout()
        actions.addWidget(self.report_button)
        actions.addStretch(1)
        clearing = QHBoxLayout()
        clearing.addWidget(self.note, 1)
        clearing.addWidget(self.clear_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for part in (title, explain, self.table):
            layout.addWidget(part)
        layout.addLayout(actions)
        layout.addWidget(self.report, 1)
        layout.addWidget(self.accept_box)
        layout.addWidget(self.approver)
        layout.addLayout(clearing)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self.resize(980, 640)
        self.refresh()

    def selected(self) -> Fault | None:
        row = self.table.currentIndex().row()
        return self.model.faults[row] if 0 <= row < len(self.model.faults) else None

    def refresh(self) -> None:
        found = self.console.attempt(self.console.services.faults.open_faults)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self.model.replace(found)
        if found:
            self.table.selectRow(0)
        else:
            self.message.show_info(tr("No table has an open fault."))
        self._selected()

    def _selected(self, *_: object) -> None:
        fault = self.selected()
        self.report_button.setEnabled(fault is not None)
        seen = fault is not None and fault.table_id in self.seen
        self.clear_button.setEnabled(seen)
        self.accept_box.setVisible(
            seen and fault is not None and fault.table_id in (self.still_failing)
        )
        self.approver.setVisible(self.accept_box.isVisibleTo(self) and self.accept_box.isChecked())
        if fault is not None and not seen:
            self.clear_button.setToolTip(tr("Read the table's verify report first."))

    def show_report(self) -> None:
        fault = self.selected()
        if fault is None:
            return
        text = self.console.attempt(
            self.console.services.faults.verify_report, self.console.require_actor(), fault.table_id
        )
        if isinstance(text, Failed):
            self.message.show_error(text.message)
            return
        self.report.setPlainText(text)
        self.seen.add(fault.table_id)
        # The report's result line, in the language it was made in (the console's): a record
        # that is not intact still fails.
        if _("Result: the record is intact.") not in text.splitlines():
            self.still_failing.add(fault.table_id)
        else:
            self.still_failing.discard(fault.table_id)
        self.accept_box.setChecked(False)
        self.message.clear_message()
        self._selected()
        self.note.setFocus()

    def clear(self) -> None:
        fault = self.selected()
        if fault is None:
            return
        note = self.note.text().strip()
        if not note:
            self.message.show_error(tr("write the note: what was found and done"))
            self.note.setFocus()
            return
        accept = self.accept_box.isChecked()
        approved_by = None
        if accept:
            name, pin = self.approver.values()
            if not name or not pin:
                self.message.show_error(
                    tr("a second supervisor enters their name and PIN to {action}").format(
                        action=_(APPROVE)
                    )
                )
                self.approver.name.setFocus()
                return
            approved_by = Signature(name, pin)
        done = self.console.attempt(
            self.console.services.faults.clear,
            self.console.require_actor(),
            fault.id,
            note,
            accept=accept,
            approved_by=approved_by,
        )
        self.approver.pin.clear()
        if isinstance(done, Failed):
            self.message.show_error(done.message)
            return
        self.note.clear()
        self.approver.name.setCurrentIndex(-1)
        self.refresh()
        said = (
            tr(
                "Fault {fault} of {table} is accepted over the failing record, approved by "
                "{approver}; play may go on."
            ).format(fault=done.id, table=done.table, approver=done.approved_by)
            if done.accepted
            else tr("Fault {fault} of {table} is cleared; play may go on.").format(
                fault=done.id, table=done.table
            )
        )
        self.message.show_info(said)
        self.console.view(done.table_id)  # the banner line goes once the table may be played


def show_faults(console: Console, parent: QWidget | None = None) -> None:
    """The Faults dialog (for the Pit menu: pit bosses and administrators)."""
    FaultsDialog(console, parent).exec()
