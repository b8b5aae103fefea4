"""The pit boss's forms: a chip count by denomination signed by two people (opener, closer,
fill, credit), a new table, and a new user.

Every form keeps what was typed when the services refuse it and says why beside the
buttons; nothing is written until the second person's name and PIN check out.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from casino.games import games, title_of
from casino.money import format_money
from casino.services.demo import DENOMINATIONS
from casino.services.users.auth import ACCOUNTING, ADMIN, COUNT_TEAM, DEALER, PIT_BOSS, Signature
from ui.console import Console, Failed
from ui.i18n import tr
from ui.table_screen import game_title
from ui.widgets import SignatureFields, ask_approval, dialog_frame, staff_names

FRAME = 40
"""Pixels a window's frame and title take beyond its contents, about (a dialog that grows
is kept within the screen's room less this)."""


class CountDialog(QDialog):
    """Chips counted by denomination, with the running total, and the second signer.

    ``check`` is the service call that checks the second person (a witness or an approver);
    ``confirm`` is not reached until it returns a checked ``Signature``.

    ``review`` (an opener's) compares the count with what it should be before anyone signs:
    it returns what differs, in words, or None. A difference is shown in the dialog, and OK
    then means "sign with this difference"; changing a count shows the difference again.
    """

    def __init__(
        self,
        console: Console,
        title: str,
        explain: str,
        *,
        currency: tuple[str, int] = ("Cr", 100),
        second: str | None = None,
        start: dict[int, int] | None = None,
        review: Callable[[dict[int, int]], tuple[object, str] | Failed | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("count")
        self.console = console
        self.currency = currency
        self.witness: Signature | None = None
        self.review = review
        self.seen: object | None = None
        """What ``review`` found and the signers were shown (the service's own record of
        the difference, handed back to it with the count)."""
        self._shown: dict[int, int] | None = None
        self.difference = QLabel()
        self.difference.setObjectName("count-difference")
        self.difference.setWordWrap(True)
        self.difference.setStyleSheet("color: #9a3412; font-weight: bold;")
        self.difference.hide()
        body = QLabel(explain)
        body.setWordWrap(True)
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("Chip")), 0, 0)
        grid.addWidget(QLabel(tr("Count")), 0, 1)
        grid.addWidget(QLabel(tr("Value")), 0, 2)
        self.counts: dict[int, QSpinBox] = {}
        self.values: dict[int, QLabel] = {}
        for row, denomination in enumerate(DENOMINATIONS, start=1):
            chip = QLabel(self.money(denomination))
            spin = QSpinBox()
            spin.setObjectName(f"count-{denomination}")
            spin.setRange(0, 100_000)
            spin.setValue((start or {}).get(denomination, 0))
            spin.valueChanged.connect(self._update)
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(chip, row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(value, row, 2)
            self.counts[denomination] = spin
            self.values[denomination] = value
        self.total = QLabel()
        self.total.setObjectName("count-total")
        grid.addWidget(QLabel(tr("Total")), len(DENOMINATIONS) + 1, 0)
        grid.addWidget(self.total, len(DENOMINATIONS) + 1, 2)
        self.signer = SignatureFields(
            tr("Second signer") if second is None else second, staff_names(console)
        )
        self.message, self.buttons = dialog_frame(
            self, title, body, grid, self.difference, self.signer
        )
        self._update()
        self.setMinimumWidth(480)

    def money(self, minor: int) -> str:
        return format_money(minor, *self.currency)

    def chips(self) -> dict[int, int]:
        return {d: spin.value() for d, spin in self.counts.items() if spin.value()}

    def _update(self) -> None:
        total = 0
        for denomination, spin in self.counts.items():
            value = denomination * spin.value()
            total += value
            self.values[denomination].setText(self.money(value) if value else "")
        self.total.setText(self.money(total))
        if self._shown is not None and self._shown != self.chips():
            self._shown, self.seen = None, None
            self.difference.hide()
            self._ok_text(tr("OK"))

    def _ok_text(self, text: str) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(text)

    def _reviewed(self) -> bool:
        """True when the count may be signed: ``review`` found nothing, or its difference
        is on screen now for the same count. The first OK on a differing count shows it."""
        if self.review is None:
            return True
        chips = self.chips()
        if self._shown == chips:
            return True
        found = self.review(chips)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return False
        if found is None:
            return True
        self.seen, text = found
        self._shown = chips
        self.difference.setText(
            tr(
                "{difference}. Check the tray; to sign with this difference, press OK again."
            ).format(difference=f"{text[:1].upper()}{text[1:]}")
        )
        self.difference.show()
        self._ok_text(tr("Sign with the difference"))
        self._fit_height()
        return False

    def _fit_height(self) -> None:
        """The dialog as tall as its words need, widened (to at most twice its width) while
        that is taller than the screen: the difference shown below the counts would otherwise
        squeeze them (a dialog keeps the size it was opened at). Kept on the screen."""
        room = self.screen().availableGeometry()
        highest = room.height() - FRAME
        width = self.width()
        widest = max(width, min(room.width() - FRAME, 2 * width))
        while self.heightForWidth(width) > highest and width < widest:
            width = min(widest, width + 40)
        height = max(self.height(), self.heightForWidth(width))
        if (width, height) == (self.width(), self.height()):
            return
        self.resize(width, height)
        frame = self.frameGeometry()
        left = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
        top = max(room.top(), min(frame.top(), room.bottom() + 1 - frame.height()))
        self.move(left, top)

    def confirm(self) -> None:
        if not self._reviewed():
            return
        name, pin = self.signer.values()
        if not name or not pin:
            self.message.show_error(tr("the second signer enters their name and PIN"))
            return
        found = self.console.attempt(
            self.console.services.auth.witness,
            name,
            pin,
            to="sign the chip count",
            by=self.console.require_actor(),
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            self.signer.pin.clear()
            return
        if self.console.actor is not None and found.name.strip() == self.console.actor.name:
            self.message.show_error(tr("the second signer must be another person"))
            return
        self.witness = found
        self.accept()


class NewTableDialog(QDialog):
    """A new table on the floor: game, name, position and the rules version it plays."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-table")
        self.console = console
        self.game = QComboBox()
        self.game.setObjectName("game")
        for name in games():
            self.game.addItem(title_of(name), name)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.position = QLineEdit()
        self.position.setObjectName("position")
        self.position.setPlaceholderText(tr("e.g. Pit 1"))
        self.version = QComboBox()
        self.version.setObjectName("version")
        self.game.currentIndexChanged.connect(self._versions)
        form = QFormLayout()
        form.addRow(tr("Game"), self.game)
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Position"), self.position)
        form.addRow(tr("House rules"), self.version)
        self.message, _buttons = dialog_frame(self, tr("New table"), form)
        self.table_id: int | None = None
        self._versions()

    def _versions(self) -> None:
        self.version.clear()
        game = str(self.game.currentData())
        found = self.console.attempt(self.console.services.rules.versions, game)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        for row in reversed(found):
            label = tr("v{version}").format(version=row["version"]) + (
                f"  {row['name']}" if row["name"] else ""
            )
            self.version.addItem(label, row["id"])
        self.version.addItem(tr("Default rules (published as a new version)"), None)

    def confirm(self) -> None:
        actor = self.console.require_actor()
        game = str(self.game.currentData())
        version = self.version.currentData()
        if version is None:
            from casino.games import game as game_named

            rules = game_named(game).rules_type()
            approval = ask_approval(
                self.console,
                self,
                tr("Approve house rules"),
                tr(
                    "The default house rules of {game}, published as a new version for this "
                    "table. Another pit boss or an administrator approves it with their name "
                    "and PIN; nobody approves the rules they publish."
                ).format(game=game_title(game)),
                "approve house rules",
                None,
            )
            if approval is None:
                self.message.show_error(
                    tr("not created: a second supervisor approves the rules")
                )
                return
            version = self.console.attempt(
                self.console.services.rules.publish,
                actor,
                rules,
                "default rules",
                approved_by=approval[0],
            )
            if isinstance(version, Failed):
                self.message.show_error(version.message)
                return
            self._versions()
        created = self.console.attempt(
            self.console.services.tables.create_table,
            actor,
            game,
            self.name.text().strip(),
            int(version),
            self.position.text().strip(),
        )
        if isinstance(created, Failed):
            self.message.show_error(created.message)
            return
        self.table_id = created
        self.accept()


class AddUserDialog(QDialog):
    """A new user: a pit boss adds dealers, an administrator anyone."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("add-user")
        self.console = console
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.role = QComboBox()
        self.role.setObjectName("role")
        self.role.addItem(tr("Dealer"), DEALER)
        if console.actor is not None and console.actor.role == ADMIN:
            self.role.addItem(tr("Pit boss"), PIT_BOSS)
            self.role.addItem(tr("Administrator"), ADMIN)
            self.role.addItem(tr("Accounting (reads, changes nothing)"), ACCOUNTING)
            self.role.addItem(tr("Count team"), COUNT_TEAM)
        self.pin = QLineEdit()
        self.pin.setObjectName("pin")
        self.again = QLineEdit()
        self.again.setObjectName("pin-again")
        for field in (self.pin, self.again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_label = QLabel(tr("PIN ({shortest}-12 digits)").format(shortest=4))
        form = QFormLayout()
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Role"), self.role)
        form.addRow(self.pin_label, self.pin)
        form.addRow(tr("PIN again"), self.again)
        self.role.currentIndexChanged.connect(self._pin_length)
        self.message, _buttons = dialog_frame(self, tr("Add a user"), form)
        self.setMinimumWidth(420)

    def _pin_length(self) -> None:
        """A pit boss's or administrator's PIN is longer: say so by the field."""
        supervisor = self.role.currentData() in (PIT_BOSS, ADMIN)
        self.pin_label.setText(
            tr("PIN ({shortest}-12 digits)").format(shortest=6 if supervisor else 4)
        )

    def confirm(self) -> None:
        if self.pin.text() != self.again.text():
            self.message.show_error(tr("the two PINs differ; type the same PIN twice"))
            return
        added = self.console.attempt(
            self.console.services.auth.add_user,
            self.name.text(),
            str(self.role.currentData()),
            self.pin.text(),
            by=self.console.require_actor(),
        )
        if isinstance(added, Failed):
            self.message.show_error(added.message)
            return
        self.accept()
