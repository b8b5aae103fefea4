"""Patron complaints at a table: the list, a complaint's notes, a new complaint, and the pit
boss's note (which may resolve it).

``show_complaint(console, parent, table_id, hand_number)`` opens it from the table screen
(F8, the hand in play or the last one) and from the recall (the hand shown). Anyone working
the table records a complaint; only a pit boss or an administrator adds a note. Nothing
here computes or stores anything itself: ``ComplaintService`` checks and writes, and a
refusal is shown where the entry was made.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QIntValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
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

from casino.games import game as game_named
from casino.services.tables.complaints import ComplaintLine, ComplaintService
from ui.clock_text import day, local
from ui.columns_model import ColumnsModel, Index
from ui.console import Console, Failed
from ui.i18n import tr
from ui.widgets import InlineMessage

RESOLVED = QColor("#6fe0a0")
OPEN = QColor("#ffd76a")


def complaints_of(console: Console) -> ComplaintService:
    """The console's complaint service (in-process, or the floor server's)."""
    return console.services.complaints


class ComplaintModel(ColumnsModel):
    """The table's complaints, newest first."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "#")),
        str(QT_TRANSLATE_NOOP("", "Hand")),
        str(QT_TRANSLATE_NOOP("", "Seat")),
        str(QT_TRANSLATE_NOOP("", "Patron")),
        str(QT_TRANSLATE_NOOP("", "What")),
        str(QT_TRANSLATE_NOOP("", "Status")),
        str(QT_TRANSLATE_NOOP("", "Recorded")),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[ComplaintLine] = []

    def set_lines(self, lines: Sequence[ComplaintLine]) -> None:
        self.beginResetModel()
        self.lines = sorted(lines, key=lambda c: c.id, reverse=True)
        self.endResetModel()

    def row_of(self, complaint_id: int) -> int | None:
        return next((i for i, c in enumerate(self.lines) if c.id == complaint_id), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            values = (
                str(line.id),
                "" if line.hand_number is None else str(line.hand_number),
                "" if line.seat is None else str(line.seat),
                line.patron,
                line.what,
                tr("resolved", "a complaint")
                if line.resolved
                else tr("open (%n notes)", None, len(line.notes)),
                tr("{day} {time} by {name}").format(
                    day=day(line.at), time=local(line.at), name=line.recorded_by
                ),
            )
            return values[column]
        if role == Qt.ItemDataRole.ForegroundRole and column == 5:
            return QBrush(RESOLVED if line.resolved else OPEN)
        if role == Qt.ItemDataRole.ToolTipRole:
            return line.what
        return None


def complaint_html(line: ComplaintLine) -> str:
    """One complaint in full: who, what, the dealer's note and every note after it."""
    where = []
    if line.hand_number is not None:
        where.append(tr("hand {hand}").format(hand=line.hand_number))
    if line.seat is not None:
        where.append(tr("seat {seat}").format(seat=line.seat))
    place = f" ({', '.join(where)})" if where else ""
    recorded = tr("recorded by {name}, {day} {time}").format(
        name=line.recorded_by, day=day(line.at), time=local(line.at)
    )
    parts = [
        f"<p><b>{escape(line.patron)}</b>{escape(place)} · {escape(recorded)}</p>",
        f"<p>{escape(line.what)}</p>",
    ]
    if line.dealer_note:
        dealer = escape(tr("Dealer:"))
        parts.append(
            f"<p><span style='color:#9aa7b8'>{dealer}</span> {escape(line.dealer_note)}</p>"
        )
    for note in line.notes:
        resolved = escape(tr("resolved", "a complaint"))
        mark = f" <b style='color:#6fe0a0'>{resolved}</b>" if note.resolved else ""
        parts.append(
            f"<p><span style='color:#9aa7b8'>{escape(note.by)}, {day(note.at)} "
            f"{local(note.at)}:</span> {escape(note.note)}{mark}</p>"
        )
    if not line.notes:
        none = escape(tr("No pit boss note yet."))
        parts.append(f"<p style='color:#9aa7b8'>{none}</p>")
    return "".join(parts)


def _text_box(name: str, placeholder: str, height: int = 58) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setObjectName(name)
    box.setPlaceholderText(placeholder)
    box.setFixedHeight(height)
    box.setTabChangesFocus(True)
    return box


class ComplaintDialog(QDialog):
    """A table's complaints, a new one against a hand, and the pit boss's notes."""

    def __init__(
        self,
        console: Console,
        table_id: int,
        hand_number: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("complaints")
        self.console = console
        self.table_id = table_id
        self.service = complaints_of(console)
        self.recorded: list[int] = []
        """Complaints recorded from this dialog, newest last."""
        view = console.view(table_id)
        if isinstance(view, Failed):
            name, seats = tr("table {table}").format(table=table_id), 7
        else:
            name, seats = view.name, len(game_named(view.game).engine.seats(view.state))
        self.setWindowTitle(tr("Patron complaints · {table}").format(table=name))
        title = QLabel(tr("Patron complaints · {table}").format(table=name))
        title.setObjectName("dialog-title")

        self.model = ComplaintModel(self)
        self.list = QTableView()
        self.list.setObjectName("complaint-list")
        self.list.setModel(self.model)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().hide()
        self.list.setWordWrap(False)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # What the patron said has a width of its own (the list scrolls sideways): a
        # stretched column left the title of a longer language no room.
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Interactive)
        self.list.setColumnWidth(4, 220)
        self.list.selectionModel().currentRowChanged.connect(self._chosen)
        self.detail = QLabel()
        self.detail.setObjectName("complaint-detail")
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMinimumHeight(90)

        # The pit boss's note on the selected complaint.
        self.note = _text_box(
            "complaint-note", tr("the pit boss's note: what was found, what was done")
        )
        self.resolves = QCheckBox(tr("This resolves the complaint"))
        self.resolves.setObjectName("complaint-resolves")
        self.note_button = QPushButton(tr("Add pit boss note"))
        self.note_button.setObjectName("complaint-add-note")
        self.note_button.setAutoDefault(False)
        self.note_button.clicked.connect(self.add_note)
        supervisor = console.supervisor
        for widget in (self.note, self.resolves, self.note_button):
            widget.setEnabled(supervisor)
        if not supervisor:
            self.note_button.setToolTip(tr("A pit boss or an administrator adds notes"))
        notes = QGroupBox(tr("Pit boss's note"))
        note_layout = QVBoxLayout(notes)
        note_layout.addWidget(self.note)
        note_row = QHBoxLayout()
        note_row.addWidget(self.resolves)
        note_row.addStretch(1)
        note_row.addWidget(self.note_button)
        note_layout.addLayout(note_row)

        # A new complaint.
        self.hand = QLineEdit("" if hand_number is None else str(hand_number))
        self.hand.setObjectName("complaint-hand")
        self.hand.setValidator(QIntValidator(1, 99_999_999, self.hand))
        self.hand.setPlaceholderText(tr("none", "no hand"))
        self.seat = QComboBox()
        self.seat.setObjectName("complaint-seat")
        self.seat.addItem(tr("none", "no seat"), None)
        for number in range(1, seats + 1):
            self.seat.addItem(tr("Seat {seat}").format(seat=number), number)
        self.patron = QLineEdit()
        self.patron.setObjectName("complaint-patron")
        self.patron.setPlaceholderText(tr("name or player card number"))
        self.what = _text_box("complaint-what", tr("what the patron says happened"))
        self.dealer_note = _text_box("complaint-dealer-note", tr("the dealer's note (optional)"))
        self.record_button = QPushButton(tr("Record complaint"))
        self.record_button.setObjectName("complaint-record")
        self.record_button.setAutoDefault(False)
        self.record_button.clicked.connect(self.record)
        where = QHBoxLayout()
        where.addWidget(QLabel(tr("Hand")))
        where.addWidget(self.hand)
        where.addSpacing(12)
        where.addWidget(QLabel(tr("Seat")))
        where.addWidget(self.seat)
        where.addStretch(1)
        form = QFormLayout()
        form.addRow(tr("Against"), where)
        form.addRow(tr("Patron"), self.patron)
        form.addRow(tr("What"), self.what)
        form.addRow(tr("Dealer", "the dealer's note"), self.dealer_note)
        new = QGroupBox(tr("New complaint"))
        new_layout = QVBoxLayout(new)
        new_layout.addLayout(form)
        record_row = QHBoxLayout()
        record_row.addStretch(1)
        record_row.addWidget(self.record_button)
        new_layout.addLayout(record_row)

        self.message = InlineMessage()
        close = QPushButton(tr("Close", "a dialog"))
        close.setObjectName("complaint-close")
        close.setAutoDefault(False)
        close.clicked.connect(self.accept)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(close)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addWidget(self.detail)
        left.addWidget(notes)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(new, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)
        self.resize(1100, 640)
        self.reload()
        self.patron.setFocus()

    # -- the list --------------------------------------------------------------------------

    def reload(self, select: int | None = None) -> None:
        lines = self.console.attempt(self.service.complaints, self.table_id)
        if isinstance(lines, Failed):
            self.message.show_error(lines.message)
            return
        self.model.set_lines(lines)
        row = self.model.row_of(select) if select is not None else (0 if lines else None)
        if row is None:
            self._show(None)
            return
        self.list.selectRow(row)
        self._show(self.model.lines[row])

    def _chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and 0 <= current.row() < len(self.model.lines):
            self._show(self.model.lines[current.row()])

    @property
    def selected(self) -> ComplaintLine | None:
        row = self.list.currentIndex().row()
        return self.model.lines[row] if 0 <= row < len(self.model.lines) else None

    def _show(self, line: ComplaintLine | None) -> None:
        if line is None:
            none = escape(tr("No complaint at this table yet."))
            self.detail.setText(f"<p style='color:#9aa7b8'>{none}</p>")
        else:
            self.detail.setText(complaint_html(line))
        open_one = line is not None and not line.resolved and self.console.supervisor
        self.note_button.setEnabled(open_one)
        self.note.setEnabled(open_one)
        self.resolves.setEnabled(open_one)

    # -- writing ---------------------------------------------------------------------------

    def record(self) -> None:
        text = self.hand.text().strip()
        hand = int(text) if text.isdigit() else None
        result = self.console.attempt(
            self.service.record,
            self.console.require_actor(),
            self.table_id,
            hand,
            self.seat.currentData(),
            self.patron.text(),
            self.what.toPlainText(),
            self.dealer_note.toPlainText(),
        )
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            return
        self.recorded.append(result)
        self.patron.clear()
        self.what.clear()
        self.dealer_note.clear()
        self.message.show_info(tr("complaint {complaint} recorded").format(complaint=result))
        self.reload(select=result)

    def add_note(self) -> None:
        line = self.selected
        if line is None:
            self.message.show_error(tr("choose the complaint in the list first"))
            return
        result = self.console.attempt(
            self.service.add_note,
            self.console.require_actor(),
            line.id,
            self.note.toPlainText(),
            self.resolves.isChecked(),
        )
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            return
        self.note.clear()
        done = self.resolves.isChecked()
        self.resolves.setChecked(False)
        said = tr("complaint {complaint} resolved") if done else tr("complaint {complaint} noted")
        self.message.show_info(said.format(complaint=line.id))
        self.reload(select=line.id)


def show_complaint(
    console: Console, parent: QWidget | None, table_id: int, hand_number: int | None
) -> list[int]:
    """The complaints dialog for a table, a new complaint set against ``hand_number``; the
    ids of the complaints recorded while it was open."""
    dialog = ComplaintDialog(console, table_id, hand_number, parent)
    dialog.exec()
    return dialog.recorded
