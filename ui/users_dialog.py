"""User administration at the console: the Users dialog for pit bosses and administrators,
and Change my PIN for everyone signed in.

The Users dialog lists every user with their role and state (active, inactive, locked) and
acts on the selected one: deactivate, reactivate, unlock (each with the reason that goes on
the record), change the role (administrators only) and reset the PIN (which also clears a
lock). What the signed-in role may not do is disabled, with a line saying why; the services
check again, and every refusal is shown in the dialog's message line in their words. Enter
on the list only moves to the reason: nothing is done to a user without a click on an
action (or Enter after typing a new PIN twice).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.i18n import _
from casino.i18n.languages import LANGUAGES, NATIVE_NAMES, SOURCE, is_language
from casino.services.users.auth import (
    ACCOUNTING,
    ADMIN,
    COUNT_TEAM,
    DEALER,
    PIT_BOSS,
    REASON_LIMIT,
    ROLE_NAMES,
    SUPERVISORS,
    UserLine,
)
from ui.columns_model import ColumnsModel
from ui.console import Console, Failed
from ui.i18n import tr
from ui.pit_dialogs import AddUserDialog
from ui.widgets import InlineMessage, dialog_frame

ROLE_TITLES = {
    DEALER: str(QT_TRANSLATE_NOOP("", "Dealer")),
    PIT_BOSS: str(QT_TRANSLATE_NOOP("", "Pit boss")),
    ADMIN: str(QT_TRANSLATE_NOOP("", "Administrator")),
    ACCOUNTING: str(QT_TRANSLATE_NOOP("", "Accounting")),
    COUNT_TEAM: str(QT_TRANSLATE_NOOP("", "Count team")),
}
"""Each role's title, in English: shown through ``role_title``."""
COLUMNS = (
    str(QT_TRANSLATE_NOOP("", "Name")),
    str(QT_TRANSLATE_NOOP("", "Role")),
    str(QT_TRANSLATE_NOOP("", "State")),
    str(QT_TRANSLATE_NOOP("", "Language")),
)
STATE_COLOURS = {"active": "#6fe0b0", "inactive": "#7d8898", "locked": "#ff7a7a"}
Index = QModelIndex | QPersistentModelIndex
STYLE = """
QLabel#selected-user { font-size: 20px; font-weight: 600; }
QLabel#why { color: #ffd76a; }
QLabel#role-note { font-size: 13px; color: #9aa7b8; }
QTableView#users-table { outline: 0; }
QTableView#users-table:focus { border-color: #2a6df4; }
QLineEdit:disabled, QComboBox:disabled { color: #566172; border-color: #232a35; }
"""


def role_title(role: str) -> str:
    """``role``'s title in the console's language (the role itself when it has none)."""
    return tr(ROLE_TITLES[role]) if role in ROLE_TITLES else role


def pin_hint(role: str) -> str:
    """How long a PIN for ``role`` is, as the services require it."""
    return tr("6-12 digits") if role in SUPERVISORS else tr("4-12 digits")


def state_of(line: UserLine) -> str:
    if not line.active:
        return tr("inactive, locked", "a user") if line.locked else tr("inactive", "a user")
    return tr("locked", "a user") if line.locked else tr("active", "a user")


def language_title(code: str | None) -> str:
    """A user's language in its own words; the console's own when their record names none."""
    if code is None:
        return tr("the console's", "a user's language")
    return NATIVE_NAMES[code] if is_language(code) else code


def may_manage(me: str, my_role: str, line: UserLine) -> str | None:
    """None when ``me`` may manage ``line``'s user, else why not (the services' rule: an
    administrator anyone, a pit boss dealers, nobody themselves)."""
    if line.name == me:
        return tr("You cannot change your own account here; another supervisor can.")
    if my_role == ADMIN:
        return None
    if my_role == PIT_BOSS and line.role == DEALER:
        return None
    if my_role == PIT_BOSS:
        who = _(ROLE_NAMES[line.role]) if line.role in ROLE_NAMES else line.role
        return tr("{name} is {role}; only an administrator manages them.").format(
            name=line.name, role=who
        )
    return tr("Only a pit boss or an administrator manages users.")


class UsersModel(ColumnsModel):
    """One row per user, by name."""

    COLUMNS = COLUMNS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[UserLine] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (line.name, role_title(line.role), state_of(line),
                    language_title(line.language))[column]
        if role == Qt.ItemDataRole.ForegroundRole and column == 2:
            key = "locked" if line.locked else "active" if line.active else "inactive"
            return QColor(STATE_COLOURS[key])
        return None

    def replace(self, lines: list[UserLine]) -> None:
        self.beginResetModel()
        self.lines = list(lines)
        self.endResetModel()

    def row_of(self, name: str) -> int | None:
        for row, line in enumerate(self.lines):
            if line.name == name:
                return row
        return None


class UserTable(QTableView):
    """The list of users; Enter moves on to the reason, it never acts on anyone."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.entered.emit()
            return
        super().keyPressEvent(event)


def _button(text: str, name: str, *, secondary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setAutoDefault(False)  # Enter in a field or on the list presses nothing
    if secondary:
        button.setProperty("role", "secondary")
    return button


def _section(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("subtitle")
    return label


class UsersDialog(QDialog):
    """Every user, and what the signed-in pit boss or administrator may do to one."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("users")
        self.setWindowTitle(tr("Users"))
        self.console = console
        actor = console.require_actor()
        self.me, self.my_role = actor.name, actor.role
        self._refreshing = False

        self.model = UsersModel(self)
        self.table = UserTable()
        self.table.setObjectName("users-table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumWidth(430)
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.table.entered.connect(self._to_reason)

        # The selected user, and why the actions are off when they are.
        self.who = QLabel()
        self.who.setObjectName("selected-user")
        self.state = QLabel()
        self.state.setObjectName("selected-state")
        self.why = QLabel()
        self.why.setObjectName("why")
        self.why.setWordWrap(True)

        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setMaxLength(REASON_LIMIT)
        self.reason.setPlaceholderText(tr("why: it is kept with the change"))
        self.deactivate_button = _button(tr("Deactivate"), "deactivate")
        self.reactivate_button = _button(tr("Reactivate"), "reactivate")
        self.unlock_button = _button(tr("Unlock"), "unlock")
        self.deactivate_button.clicked.connect(self.deactivate)
        self.reactivate_button.clicked.connect(self.reactivate)
        self.unlock_button.clicked.connect(self.unlock)

        self.new_role = QComboBox()
        self.new_role.setObjectName("new-role")
        self.role_button = _button(tr("Change role"), "change-role")
        self.role_button.clicked.connect(self.change_role)

        self.new_pin = QLineEdit()
        self.new_pin.setObjectName("new-pin")
        self.pin_again = QLineEdit()
        self.pin_again.setObjectName("new-pin-again")
        for field in (self.new_pin, self.pin_again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setMaxLength(12)
        for wide in (self.new_role, self.new_pin, self.pin_again):
            wide.setMinimumWidth(170)
        self.pin_again.returnPressed.connect(self.reset_pin)
        self.pin_button = _button(tr("Reset PIN"), "reset-pin")
        self.pin_button.clicked.connect(self.reset_pin)

        self.new_language = QComboBox()
        self.new_language.setObjectName("new-language")
        for code in LANGUAGES:
            self.new_language.addItem(NATIVE_NAMES[code], code)
        self.new_language.setMinimumWidth(170)
        self.language_button = _button(tr("Set language"), "set-language")
        self.language_button.clicked.connect(self.set_language)

        side = QGridLayout()
        side.setColumnStretch(1, 1)
        side.setVerticalSpacing(8)
        side.addWidget(self.who, 0, 0, 1, 3)
        side.addWidget(self.state, 1, 0, 1, 3)
        side.addWidget(self.why, 2, 0, 1, 3)
        side.addWidget(_section(tr("Reason (for every change but a PIN reset)")), 3, 0, 1, 3)
        side.addWidget(self.reason, 4, 0, 1, 3)
        state_row = QHBoxLayout()
        state_row.setSpacing(8)
        for button in (self.deactivate_button, self.reactivate_button, self.unlock_button):
            state_row.addWidget(button)
        state_row.addStretch(1)
        side.addLayout(state_row, 5, 0, 1, 3)
        side.setRowMinimumHeight(6, 10)
        side.addWidget(_section(tr("Role")), 7, 0)
        side.addWidget(self.new_role, 7, 1)
        side.addWidget(self.role_button, 7, 2)
        self.role_note = _section(tr("Only an administrator changes roles."))
        self.role_note.setObjectName("role-note")
        side.addWidget(self.role_note, 8, 1, 1, 2)
        self.role_note.setVisible(actor.role != ADMIN)
        side.setRowMinimumHeight(9, 10)
        side.addWidget(_section(tr("New PIN")), 10, 0)
        side.addWidget(self.new_pin, 10, 1)
        side.addWidget(_section(tr("PIN again")), 11, 0)
        side.addWidget(self.pin_again, 11, 1)
        side.addWidget(self.pin_button, 11, 2)
        side.setRowMinimumHeight(12, 10)
        side.addWidget(_section(tr("Language")), 13, 0)
        side.addWidget(self.new_language, 13, 1)
        side.addWidget(self.language_button, 13, 2)
        side.setRowStretch(14, 1)

        body = QHBoxLayout()
        body.setSpacing(20)
        body.addWidget(self.table, 5)
        body.addLayout(side, 4)

        intro_text = (
            tr(
                "An administrator manages everyone; nobody manages their own account. A reset "
                "PIN also clears a lock."
            )
            if self.my_role == ADMIN
            else tr(
                "A pit boss manages dealers; an administrator manages everyone; nobody manages "
                "their own account. A reset PIN also clears a lock."
            )
        )
        heading = QLabel(tr("Users"))
        heading.setObjectName("dialog-title")
        intro = QLabel(intro_text)
        intro.setObjectName("subtitle")
        intro.setWordWrap(True)
        self.message = InlineMessage()
        self.add_button = _button(tr("Add user…"), "add-user", secondary=True)
        self.add_button.clicked.connect(self.add_user)
        close = _button(tr("Close", "a dialog"), "close")
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addLayout(body, 1)
        layout.addWidget(self.message)
        layout.addLayout(bottom)
        self.setStyleSheet(STYLE)
        self.resize(980, 660)
        self.refresh()
        self.table.setFocus()

    # -- the list ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the users again, keeping the selected one selected."""
        keep = self.selected()
        found = self.console.attempt(self.console.services.auth.user_list)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self._refreshing = True
        try:
            self.model.replace(found)
            row = self.model.row_of(keep.name) if keep is not None else None
            if row is None:
                row = next((r for r, line in enumerate(found) if line.name != self.me), 0)
            if found:
                self.table.selectRow(row)
        finally:
            self._refreshing = False
        self._show_actions()

    def selected(self) -> UserLine | None:
        index = self.table.currentIndex()
        if not index.isValid() or not 0 <= index.row() < len(self.model.lines):
            return None
        return self.model.lines[index.row()]

    def select(self, name: str) -> None:
        row = self.model.row_of(name)
        if row is not None:
            self.table.selectRow(row)

    def _selected(self) -> None:
        if not self._refreshing:
            self.message.clear_message()
            self.reason.clear()
            self.new_pin.clear()
            self.pin_again.clear()
        self._show_actions()

    def _to_reason(self) -> None:
        if self.reason.isEnabled():
            self.reason.setFocus()

    def _show_actions(self) -> None:
        """Offer what the signed-in role may do to the selected user, and say why not."""
        line = self.selected()
        why = may_manage(self.me, self.my_role, line) if line is not None else None
        manage = line is not None and why is None
        admin = self.my_role == ADMIN
        if line is None:
            self.who.setText(tr("No user selected"))
            self.state.setText("")
        else:
            self.who.setText(line.name)
            self.state.setText(
                tr("{role}, {state}").format(role=role_title(line.role), state=state_of(line))
            )
        self.why.setText(why or "")
        self.why.setVisible(bool(why))
        self.reason.setEnabled(manage)
        self.deactivate_button.setEnabled(manage and line is not None and line.active)
        self.reactivate_button.setEnabled(manage and line is not None and not line.active)
        self.unlock_button.setEnabled(manage and line is not None and line.locked)
        self.new_role.clear()
        if line is not None:
            for role in ROLE_TITLES:
                if role != line.role:
                    self.new_role.addItem(role_title(role), role)
        self.new_role.setEnabled(manage and admin)
        self.role_button.setEnabled(manage and admin)
        self.role_button.setToolTip("" if admin else tr("Only an administrator changes roles"))
        for widget in (self.new_pin, self.pin_again, self.pin_button, self.new_language,
                       self.language_button):
            widget.setEnabled(manage)
        if line is not None:
            shown = self.new_language.findData(line.language or SOURCE)
            self.new_language.setCurrentIndex(max(shown, 0))
        role = line.role if line is not None else DEALER
        self.new_pin.setPlaceholderText(pin_hint(role))

    # -- the actions -------------------------------------------------------------------------

    def _act(self, call: Any, *args: Any, done: str) -> bool:
        """Run one service call on the selected user (the signed-in user acting); on a
        refusal say why and keep what was typed, else read the list again and say so.
        ``done`` is the sentence said then, with ``{name}`` for the user's."""
        line = self.selected()
        if line is None:
            self.message.show_error(tr("select a user first"))
            return False
        result = self.console.attempt(call, self.console.require_actor(), line.name, *args)
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            return False
        self.reason.clear()
        self.refresh()
        self.message.show_info(done.format(name=line.name))
        return True

    def deactivate(self) -> None:
        self._act(
            self.console.services.auth.deactivate,
            self.reason.text(),
            done=tr("{name} is inactive: they can no longer sign in or sign."),
        )

    def reactivate(self) -> None:
        self._act(
            self.console.services.auth.reactivate,
            self.reason.text(),
            done=tr("{name} is active again and may sign in."),
        )

    def unlock(self) -> None:
        self._act(
            self.console.services.auth.unlock,
            self.reason.text(),
            done=tr("{name} is unlocked and may sign in with their PIN."),
        )

    def change_role(self) -> None:
        role = self.new_role.currentData()
        if role is None:
            self.message.show_error(tr("choose the new role"))
            return
        role = str(role)
        # {name} is left for _act to fill in.
        done = tr("{name} is now {role}; their sign-in was ended.").format(
            name="{name}", role=_(ROLE_NAMES[role])
        )
        if role in SUPERVISORS:
            note = tr("Their PIN must now be {length}: reset it if it is shorter.").format(
                length=pin_hint(role)
            )
            done = f"{done} {note}"
        self._act(self.console.services.auth.change_role, role, self.reason.text(), done=done)

    def reset_pin(self) -> None:
        if not self.pin_button.isEnabled():
            return
        pin, again = self.new_pin.text(), self.pin_again.text()
        if not pin:
            self.message.show_error(tr("type the new PIN twice"))
            self.new_pin.setFocus()
            return
        if pin != again:
            self.message.show_error(tr("the two PINs differ; type the same PIN twice"))
            self.pin_again.clear()
            self.pin_again.setFocus()
            return
        line = self.selected()
        was_locked = line is not None and line.locked
        done = (
            tr("{name}'s PIN is reset and the lock is cleared; tell them the new one.")
            if was_locked
            else tr("{name}'s PIN is reset; tell them the new one.")
        )
        self.new_pin.clear()
        self.pin_again.clear()
        if not self._act(self.console.services.auth.reset_pin, pin, done=done):
            self.new_pin.setFocus()

    def set_language(self) -> None:
        """The language the console speaks to the selected user from their next sign-in (on
        their record; they may also choose it themselves from File > Language)."""
        code = str(self.new_language.currentData() or SOURCE)
        done = tr("{name} will see the console in {language} from their next sign-in.").format(
            name="{name}", language=language_title(code)
        )
        self._act(self.console.services.auth.set_language, code, done=done)

    def add_user(self) -> None:
        dialog = AddUserDialog(self.console, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            name = dialog.name.text().strip()
            self.refresh()
            self.select(name)
            self.message.show_info(tr("{name} is added and may sign in.").format(name=name))


class ChangePinDialog(QDialog):
    """The signed-in user's own PIN: the current one, then the new one twice."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("change-pin")
        self.console = console
        role = console.require_actor().role
        self.current = QLineEdit()
        self.current.setObjectName("current-pin")
        self.new_pin = QLineEdit()
        self.new_pin.setObjectName("new-pin")
        self.again = QLineEdit()
        self.again.setObjectName("new-pin-again")
        for field in (self.current, self.new_pin, self.again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setMaxLength(12)
        form = QFormLayout()
        form.addRow(tr("Current PIN"), self.current)
        form.addRow(tr("New PIN ({length})").format(length=pin_hint(role)), self.new_pin)
        form.addRow(tr("New PIN again"), self.again)
        note = QLabel(tr("Not one digit repeated, nor a run such as 1234 or 9876."))
        note.setObjectName("subtitle")
        note.setWordWrap(True)
        self.message: InlineMessage
        self.message, _buttons = dialog_frame(self, tr("Change my PIN"), form, note)
        self.setMinimumWidth(460)

    def confirm(self) -> None:
        current, new, again = self.current.text(), self.new_pin.text(), self.again.text()
        if not current:
            self.message.show_error(tr("type your current PIN"))
            self.current.setFocus()
            return
        if not new or new != again:
            self.message.show_error(tr("type the same new PIN twice"))
            self.again.clear()
            (self.again if new else self.new_pin).setFocus()
            return
        done = self.console.attempt(
            self.console.services.auth.change_pin, self.console.require_actor(), current, new
        )
        if isinstance(done, Failed):
            self.message.show_error(done.message)
            for field in (self.current, self.new_pin, self.again):
                field.clear()
            self.current.setFocus()
            return
        self.accept()
