"""The count room at the console: a gaming day's closed table sessions with their recorded
drop, counted drop, variance and status; a drop box's count entered by kind and denomination
and witnessed by a second counter; a recount with its reason; a variance resolved by a
supervisor with the reason.

Who is offered what follows the site's pit settings (``count_enter``, ``variance_resolve``);
the services check again, and a refusal is shown in the form's message line in their words.
The count team counts **blind**: while a session is still to count, a counter who may not
also resolve variances is not shown its recorded drop (a count room is not told what the box
should hold before it has counted it). Accounting and the pit see everything and change only
what their duty lets them.

``show_count_room(console, parent)`` is the menu's entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.i18n import _
from casino.i18n.numbers import format_date
from casino.money import format_money, parse_money
from casino.pit_settings import PitSettingsError
from casino.services.bounds import COUNT_LIMIT
from casino.services.demo import DENOMINATIONS
from casino.services.pit.count_room import (
    BALANCED,
    CASH,
    CHIPS,
    COUNT_ENTER,
    MARKER,
    OPEN,
    RESOLVED,
    TO_COUNT,
    VARIANCE_RESOLVE,
    CountRoomService,
    DropLine,
)
from casino.services.users.auth import ROLE_NAMES, Signature
from casino.services.when import local_time
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.widgets import InlineMessage, SignatureFields, dialog_frame

Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
NOTES = (100, 50, 20, 10, 5, 2, 1)
"""Banknotes in whole units of the table's currency, largest first (times its minor units)."""
MARKER_ROWS = 4
"""Marker lines a count offers: each marker is written for its own amount."""
BLIND = "—"
ALL_OPEN = "all-open"
STATUS_COLOURS = {
    TO_COUNT: QColor("#8a96a8"),
    BALANCED: QColor("#6fe0b0"),
    OPEN: QColor("#ff7a7a"),
    RESOLVED: QColor("#7fb2ff"),
}
STYLE = """
QLabel#detail { color: #c9d3e0; }
QLabel#role-note { font-size: 13px; color: #9aa7b8; }
QLabel#grand-total { font-weight: 600; }
"""


def service_of(console: Console) -> CountRoomService:
    """The console's count room service (in-process, or the floor server's)."""
    return console.services.count_room


def counters(console: Console, roles: tuple[str, ...]) -> list[str]:
    """Names for the witness's drop-down: active users holding ``roles``, not oneself."""
    users = console.attempt(console.services.auth.users)
    if isinstance(users, Failed):
        return []
    me = console.actor.name if console.actor else None
    return [name for name, role, active in users if active and role in roles and name != me]


# -- the list ----------------------------------------------------------------------------------


class DropsModel(ColumnsModel):
    """One row per closed table session."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("", "Table")),
        str(QT_TRANSLATE_NOOP("", "Shift")),
        str(QT_TRANSLATE_NOOP("", "Session")),
        str(QT_TRANSLATE_NOOP("", "Closed")),
        str(QT_TRANSLATE_NOOP("", "Recorded")),
        str(QT_TRANSLATE_NOOP("", "Counted")),
        str(QT_TRANSLATE_NOOP("", "Variance")),
        str(QT_TRANSLATE_NOOP("", "Status")),
    )
    NUMERIC = frozenset({2, 4, 5, 6})

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[DropLine] = []
        self.blind = False
        """Hide the recorded drop (and so the variance) of sessions still to count."""

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.lines)

    def replace(self, lines: list[DropLine], blind: bool) -> None:
        self.beginResetModel()
        self.lines, self.blind = list(lines), blind
        self.endResetModel()

    def text(self, line: DropLine, column: int) -> str:
        hidden = self.blind and line.counted is None
        variance = line.variance
        values = (
            line.table,
            line.shift,
            str(line.table_session_id),
            local_time(line.closed_at),
            BLIND if hidden else line.money(line.recorded),
            "" if line.counted is None else line.money(line.counted.total),
            "" if variance is None else line.money(variance),
            _(line.status),
        )
        return values[column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line, column = self.lines[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(line, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column in self.NUMERIC else LEFT
        if role == Qt.ItemDataRole.ForegroundRole and column in (6, 7):
            return STATUS_COLOURS.get(line.status)
        if role == Qt.ItemDataRole.ToolTipRole and column == 4 and self.blind:
            return tr(
                "The count team counts blind: the recorded drop shows once the box is counted."
            )
        return None

    def row_of(self, table_session_id: int) -> int | None:
        for row, line in enumerate(self.lines):
            if line.table_session_id == table_session_id:
                return row
        return None


def describe(line: DropLine, blind: bool) -> str:
    """The selected session in words: where, what was counted, by whom, and its state."""
    head = tr("{table}, session {session} (shift {shift})").format(
        table=line.table, session=line.table_session_id, shift=line.shift
    )
    counted = line.counted
    if counted is None:
        closed = local_time(line.closed_at)
        if blind:
            return tr("{head}: closed at {time}; its drop box waits for its count.").format(
                head=head, time=closed
            )
        return tr(
            "{head}: closed at {time}; its drop box waits for its count; recorded drop "
            "{recorded}."
        ).format(head=head, time=closed, recorded=line.money(line.recorded))
    parts = [
        tr("currency {amount}").format(amount=line.money(counted.cash)),
        tr("chips {amount}").format(amount=line.money(counted.chips)),
    ]
    if counted.markers:
        parts.append(tr("markers {amount}").format(amount=line.money(counted.markers)))
    text = tr(
        "{head}: count {count} by {counter} and {witness} at {time}: {parts}, {total} in all "
        "against {recorded} recorded."
    ).format(
        head=head,
        count=counted.drop_count_id,
        counter=counted.counted_by,
        witness=counted.witnessed_by,
        time=local_time(counted.counted_at),
        parts=", ".join(parts),
        total=line.money(counted.total),
        recorded=line.money(line.recorded),
    )
    if counted.recount:
        text += " " + tr("A recount of count {count}: {reason}").format(
            count=counted.corrects_id, reason=counted.reason
        )
    if counted.resolution is not None:
        found = counted.resolution
        text += " " + tr("Resolved by {name} at {time}: {reason}").format(
            name=found.resolved_by, time=local_time(found.at), reason=found.reason
        )
    elif line.status == OPEN:
        text += " " + tr("The variance is open until a supervisor resolves it.")
    return text


def _button(text: str, name: str) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setAutoDefault(False)
    return button


class CountRoomDialog(QDialog):
    """A gaming day's drop boxes, and what the signed-in role may do about them."""

    def __init__(
        self,
        console: Console,
        service: CountRoomService | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("count-room")
        self.setWindowTitle(tr("Count room"))
        self.console = console
        self.service = service or service_of(console)
        role = console.require_actor().role
        self.may_count = role in self.service.may(COUNT_ENTER)
        self.may_resolve = role in self.service.may(VARIANCE_RESOLVE)
        self.blind = self.may_count and not self.may_resolve

        self.day = QComboBox()
        self.day.setObjectName("day")
        self.day.currentIndexChanged.connect(self._read)
        self.model = DropsModel(self)
        self.table = QTableView()
        self.table.setObjectName("drops")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().currentRowChanged.connect(self._show_actions)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.enter_button = _button(tr("Enter count…"), "enter-count")
        self.recount_button = _button(tr("Recount…"), "recount")
        self.resolve_button = _button(tr("Resolve variance…"), "resolve")
        refresh = _button(tr("Refresh"), "refresh")
        close = _button(tr("Close", "a dialog"), "close")
        self.enter_button.clicked.connect(self.enter_count)
        self.recount_button.clicked.connect(self.recount)
        self.resolve_button.clicked.connect(self.resolve)
        refresh.clicked.connect(self.refresh)
        close.clicked.connect(self.reject)

        self.role_note = QLabel(self._role_note(role))
        self.role_note.setObjectName("role-note")
        self.role_note.setWordWrap(True)
        self.message = InlineMessage()

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Gaming day")))
        top.addWidget(self.day, 1)
        top.addWidget(refresh)
        actions = QHBoxLayout()
        for button in (self.enter_button, self.recount_button, self.resolve_button):
            actions.addWidget(button)
            button.setVisible(self.may_resolve if button is self.resolve_button else self.may_count)
        actions.addStretch(1)
        actions.addWidget(close)
        heading = QLabel(tr("Count room"))
        heading.setObjectName("dialog-title")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(heading)
        layout.addWidget(self.role_note)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.message)
        layout.addLayout(actions)
        self.setStyleSheet(STYLE)
        self.resize(980, 600)
        self.refresh()

    def _role_note(self, role: str) -> str:
        who = _(ROLE_NAMES[role]) if role in ROLE_NAMES else role
        if self.may_count and self.may_resolve:
            note = tr(
                "You are {role}: you enter and recount drop counts, witnessed by a second "
                "counter and resolve variances, with the reason."
            )
        elif self.may_count:
            note = tr(
                "You are {role}: you enter and recount drop counts, witnessed by a second "
                "counter."
            )
        elif self.may_resolve:
            note = tr("You are {role}: you resolve variances, with the reason.")
        else:
            return tr("You are {role}: you read the count room and change nothing.").format(
                role=who
            )
        note = note.format(role=who)
        if self.blind:
            note += " " + tr("Counts are blind: a box's recorded drop shows once it is counted.")
        return note

    # -- reading -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the gaming days again, keeping the chosen one, then its sessions."""
        keep = self.day.currentData()
        days = self.console.attempt(self.service.gaming_days)
        if isinstance(days, Failed):
            self.message.show_error(days.message)
            return
        self.day.blockSignals(True)
        try:
            self.day.clear()
            for found in days:
                shown = (
                    tr("{day} — %n to count", None, found.to_count).format(
                        day=format_date(found.day)
                    )
                    if found.to_count
                    else format_date(found.day)
                )
                self.day.addItem(shown, found.day)
            self.day.addItem(tr("Open variances, every day"), ALL_OPEN)
            if keep is not None:
                at = self.day.findData(keep)
                self.day.setCurrentIndex(max(at, 0))
            else:
                waiting_days = [i for i, found in enumerate(days) if found.to_count]
                self.day.setCurrentIndex(waiting_days[0] if waiting_days else 0)
        finally:
            self.day.blockSignals(False)
        self._read()

    def _read(self) -> None:
        keep = self.selected()
        chosen = self.day.currentData()
        if chosen == ALL_OPEN:
            lines = self.console.attempt(self.service.variances, None, open_only=True)
        else:
            lines = self.console.attempt(self.service.drops, chosen)
        if isinstance(lines, Failed):
            self.message.show_error(lines.message)
            return
        self.model.replace(lines, self.blind)
        row = self.model.row_of(keep.table_session_id) if keep is not None else None
        if self.model.lines:
            self.table.selectRow(row if row is not None else 0)
        self._show_actions()

    def selected(self) -> DropLine | None:
        index = self.table.currentIndex()
        if not index.isValid() or not 0 <= index.row() < len(self.model.lines):
            return None
        return self.model.lines[index.row()]

    def select(self, table_session_id: int) -> None:
        row = self.model.row_of(table_session_id)
        if row is not None:
            self.table.selectRow(row)

    def _show_actions(self) -> None:
        line = self.selected()
        self.detail.setText("" if line is None else describe(line, self.blind))
        status = line.status if line is not None else None
        self.enter_button.setEnabled(self.may_count and status == TO_COUNT)
        self.recount_button.setEnabled(
            self.may_count and line is not None and line.counted is not None
        )
        self.resolve_button.setEnabled(self.may_resolve and status == OPEN)

    # -- the duties --------------------------------------------------------------------------

    def enter_count(self) -> None:
        line = self.selected()
        if line is None or line.counted is not None:
            self.message.show_error(tr("choose a session still to count"))
            return
        actor = self.console.require_actor()
        dialog = DropCountDialog(
            self.console,
            tr("Count the drop of {table}").format(table=line.table),
            tr(
                "Session {session} of shift {shift}, closed at {time}: what is in its drop "
                "box, by denomination."
            ).format(
                session=line.table_session_id, shift=line.shift, time=local_time(line.closed_at)
            ),
            line,
            markers=self.service.markers,
            witnesses=counters(self.console, self.service.may(COUNT_ENTER)),
            submit=lambda lines, witness, _reason: self.console.attempt(
                self.service.enter_count, actor, line.table_session_id, lines, witness
            ),
            parent=self,
        )
        self._after(dialog, line, recount=False)

    def recount(self) -> None:
        line = self.selected()
        if line is None or line.counted is None:
            self.message.show_error(tr("choose a counted session to recount"))
            return
        counted = line.counted
        start = self.console.attempt(self.service.lines, counted.drop_count_id)
        if isinstance(start, Failed):
            self.message.show_error(start.message)
            return
        actor = self.console.require_actor()
        dialog = DropCountDialog(
            self.console,
            tr("Recount the drop of {table}").format(table=line.table),
            tr(
                "Count {count} stays on record; the recount replaces it in the books and its "
                "variance is open again until resolved."
            ).format(count=counted.drop_count_id),
            line,
            markers=self.service.markers,
            witnesses=counters(self.console, self.service.may(COUNT_ENTER)),
            start=start,
            reason=tr("why the box was counted again"),
            submit=lambda lines, witness, reason: self.console.attempt(
                self.service.recount, actor, counted.drop_count_id, lines, witness, reason
            ),
            parent=self,
        )
        self._after(dialog, line, recount=True)

    def _after(self, dialog: DropCountDialog, line: DropLine, *, recount: bool) -> None:
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.count_id is None:
            return
        self.refresh()
        self.select(line.table_session_id)
        now = self.selected()
        variance = now.variance if now is not None else None
        if variance is None or now is None:
            said = (
                tr("count {count} of {table} is recounted.")
                if recount
                else tr("count {count} of {table} is entered.")
            ).format(count=dialog.count_id, table=line.table)
        else:
            said = (
                tr("count {count} of {table} is recounted; variance {variance}.")
                if recount
                else tr("count {count} of {table} is entered; variance {variance}.")
            ).format(count=dialog.count_id, table=line.table, variance=now.money(variance))
        self.message.show_info(said)

    def resolve(self) -> None:
        line = self.selected()
        if line is None or line.counted is None or line.status != OPEN:
            self.message.show_error(tr("choose a session whose variance is open"))
            return
        dialog = ResolveDialog(self.console, self.service, line, parent=self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.refresh()
        self.select(line.table_session_id)
        self.message.show_info(tr("the variance of {table} is resolved.").format(table=line.table))


# -- the forms ---------------------------------------------------------------------------------

Submit = Callable[[dict[str, dict[int, int]], Signature, str], Any]
"""Sends a count: its lines, the witness and the reason (a recount's); returns the new
count's id or a ``Failed``."""


class DropCountDialog(QDialog):
    """A drop box counted: currency by note, chips by denomination and (where the site uses
    them) markers by amount, each with its running total, the grand total, the second
    counter's name and PIN and, for a recount, the reason. OK sends it; a refusal keeps
    what was typed and says why."""

    def __init__(
        self,
        console: Console,
        title: str,
        explain: str,
        line: DropLine,
        *,
        markers: bool,
        witnesses: list[str],
        submit: Submit,
        start: dict[str, dict[int, int]] | None = None,
        reason: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("drop-count")
        self.console = console
        self.line = line
        self.submit = submit
        self.count_id: int | None = None
        self._empty_seen = False
        start = start or {}
        body = QLabel(explain)
        body.setWordWrap(True)
        self.counts: dict[str, dict[int, QSpinBox]] = {}
        self.values: dict[str, dict[int, QLabel]] = {}
        self.totals: dict[str, QLabel] = {}
        notes = [n * line.minor_units for n in NOTES]
        groups = QHBoxLayout()
        groups.addWidget(self._group(CASH, tr("Currency"), notes, start.get(CASH, {})))
        groups.addWidget(
            self._group(CHIPS, tr("Chips"), list(DENOMINATIONS), start.get(CHIPS, {}))
        )
        self.marker_amounts: list[QLineEdit] = []
        self.marker_counts: list[QSpinBox] = []
        if markers or start.get(MARKER):
            groups.addWidget(self._markers(start.get(MARKER, {})))
        self.grand_total = QLabel()
        self.grand_total.setObjectName("grand-total")
        self.signer = SignatureFields(tr("Second counter"), witnesses)
        parts: list[Any] = [body, groups, self.grand_total]
        self.reason: QPlainTextEdit | None = None
        if reason is not None:
            self.reason = QPlainTextEdit()
            self.reason.setObjectName("reason")
            self.reason.setPlaceholderText(reason)
            self.reason.setFixedHeight(60)
            self.reason.setTabChangesFocus(True)
            parts += [QLabel(tr("Reason")), self.reason]
        parts.append(self.signer)
        self.message, _buttons = dialog_frame(self, title, *parts)
        self._update()
        self.setMinimumWidth(760)

    def money(self, minor: int) -> str:
        return format_money(minor, self.line.currency, self.line.minor_units)

    def _group(
        self, kind: str, title: str, denominations: list[int], start: dict[int, int]
    ) -> QGroupBox:
        box = QGroupBox(title)
        grid = QGridLayout(box)
        listed = sorted(set(denominations) | set(start), reverse=True)
        self.counts[kind], self.values[kind] = {}, {}
        for row, denomination in enumerate(listed):
            spin = QSpinBox()
            spin.setObjectName(f"{kind}-{denomination}")
            spin.setRange(0, COUNT_LIMIT)
            spin.setValue(start.get(denomination, 0))
            spin.valueChanged.connect(self._update)
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(QLabel(self.money(denomination)), row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(value, row, 2)
            self.counts[kind][denomination] = spin
            self.values[kind][denomination] = value
        total = QLabel()
        total.setObjectName(f"{kind}-total")
        grid.addWidget(QLabel(tr("Total")), len(listed), 0)
        grid.addWidget(total, len(listed), 2)
        self.totals[kind] = total
        return box

    def _markers(self, start: dict[int, int]) -> QGroupBox:
        box = QGroupBox(tr("Markers"))
        grid = QGridLayout(box)
        grid.addWidget(QLabel(tr("Amount")), 0, 0)
        grid.addWidget(QLabel(tr("Count")), 0, 1)
        found = sorted(start.items(), reverse=True)
        for row in range(max(MARKER_ROWS, len(found))):
            amount = QLineEdit()
            amount.setObjectName(f"marker-amount-{row}")
            amount.setPlaceholderText(tr("amount"))
            amount.setMinimumWidth(120)
            count = QSpinBox()
            count.setObjectName(f"marker-count-{row}")
            count.setRange(0, COUNT_LIMIT)
            count.setMaximumWidth(90)
            if row < len(found):
                amount.setText(format_money(found[row][0], "", self.line.minor_units))
                count.setValue(found[row][1])
            amount.textChanged.connect(self._update)
            count.valueChanged.connect(self._update)
            grid.addWidget(amount, row + 1, 0)
            grid.addWidget(count, row + 1, 1)
            self.marker_amounts.append(amount)
            self.marker_counts.append(count)
        total = QLabel()
        total.setObjectName(f"{MARKER}-total")
        grid.addWidget(QLabel(tr("Total")), len(self.marker_amounts) + 1, 0)
        grid.addWidget(total, len(self.marker_amounts) + 1, 1)
        self.totals[MARKER] = total
        return box

    def markers(self) -> dict[int, int]:
        """The markers by amount; raises ``ValueError`` naming a line that is no amount."""
        found: dict[int, int] = {}
        for row, (amount, count) in enumerate(
            zip(self.marker_amounts, self.marker_counts, strict=True), start=1
        ):
            if not amount.text().strip() and not count.value():
                continue
            try:
                value = parse_money(amount.text(), self.line.minor_units, self.line.currency)
            except ValueError as exc:
                raise ValueError(
                    tr("marker line {row}: {error}").format(row=row, error=exc)
                ) from None
            if value <= 0 or not count.value():
                raise ValueError(
                    tr("marker line {row} needs an amount above zero and a count").format(row=row)
                )
            found[value] = found.get(value, 0) + count.value()
        return found

    def lines(self) -> dict[str, dict[int, int]]:
        """What was counted, by kind; raises ``ValueError`` for a marker line that is wrong."""
        found = {
            kind: {d: spin.value() for d, spin in spins.items() if spin.value()}
            for kind, spins in self.counts.items()
        }
        if self.marker_amounts:
            found[MARKER] = self.markers()
        return {kind: counts for kind, counts in found.items() if counts}

    def _update(self) -> None:
        self._empty_seen = False
        grand = 0
        for kind, spins in self.counts.items():
            total = 0
            for denomination, spin in spins.items():
                value = denomination * spin.value()
                total += value
                self.values[kind][denomination].setText(self.money(value) if value else "")
            self.totals[kind].setText(self.money(total))
            grand += total
        if self.marker_amounts:
            try:
                total = sum(a * c for a, c in self.markers().items())
                self.totals[MARKER].setText(self.money(total))
                grand += total
            except ValueError:
                self.totals[MARKER].setText("?")
        self.grand_total.setText(tr("Counted drop: {amount}").format(amount=self.money(grand)))

    @property
    def reason_text(self) -> str:
        return self.reason.toPlainText().strip() if self.reason is not None else ""

    def confirm(self) -> None:
        try:
            lines = self.lines()
        except ValueError as exc:
            self.message.show_error(str(exc))
            return
        if self.reason is not None and not self.reason_text:
            self.message.show_error(tr("give the reason for the recount; it goes on the record"))
            self.reason.setFocus()
            return
        name, pin = self.signer.values()
        if not name or not pin:
            self.message.show_error(tr("the second counter enters their name and PIN"))
            return
        if not lines and not self._empty_seen:
            self._empty_seen = True
            self.message.show_error(
                tr(
                    "nothing is counted: if the box was empty, press OK again to enter an empty "
                    "count"
                )
            )
            return
        found = self.submit(lines, Signature(name, pin), self.reason_text)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            self.signer.pin.clear()
            return
        self.count_id = int(found)
        self.accept()


class ResolveDialog(QDialog):
    """A supervisor resolves one count's variance, with the reason."""

    def __init__(
        self,
        console: Console,
        service: CountRoomService,
        line: DropLine,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resolve-variance")
        self.console = console
        self.service = service
        self.line = line
        self.resolution_id: int | None = None
        counted = line.counted
        assert counted is not None and line.variance is not None
        body = QLabel(
            tr(
                "{table}, session {session} (shift {shift}): counted {total} (count {count}, by "
                "{counter} and {witness}) against {recorded} recorded: a variance of "
                "{variance}."
            ).format(
                table=line.table,
                session=line.table_session_id,
                shift=line.shift,
                total=line.money(counted.total),
                count=counted.drop_count_id,
                counter=counted.counted_by,
                witness=counted.witnessed_by,
                recorded=line.money(line.recorded),
                variance=line.money(line.variance),
            )
        )
        body.setWordWrap(True)
        self.reason = QPlainTextEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(tr("what was found: it is kept with the resolution"))
        self.reason.setFixedHeight(80)
        self.reason.setTabChangesFocus(True)
        self.message, _buttons = dialog_frame(
            self, tr("Resolve a variance"), body, QLabel(tr("Reason")), self.reason
        )
        self.setMinimumWidth(520)

    def confirm(self) -> None:
        counted = self.line.counted
        assert counted is not None
        found = self.console.attempt(
            self.service.resolve,
            self.console.require_actor(),
            counted.drop_count_id,
            self.reason.toPlainText(),
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self.resolution_id = found
        self.accept()


def show_count_room(console: Console, parent: QWidget | None = None) -> None:
    """The Count room dialog, for whoever is signed in: the count team enters and
    recounts, supervisors resolve variances, accounting reads (as the pit settings say)."""
    try:
        service = service_of(console)
    except PitSettingsError as exc:
        QMessageBox.warning(parent, tr("Count room"), str(exc))
        return
    CountRoomDialog(console, service, parent).exec()
