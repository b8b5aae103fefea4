"""Small widgets every screen uses: the inline message, the amount field, the signature
fields, and the dialogs that ask for a second person (an approval, a witness).

Errors are shown where the entry was made, in words, never as a stack of message boxes; an
amount field refuses what the rules refuse before anything is sent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from casino.games.house_rules import HouseRules
from casino.money import editable_money, parse_money
from casino.services.users.auth import Signature
from casino.textfile import quoted
from ui.console import Console, Failed
from ui.i18n import tr
from ui.inline_message import InlineMessage as InlineMessage
from ui.inline_message import restyle as restyle
from ui.layouts import FlowLayout as FlowLayout
from ui.layouts import WrappingLabel as WrappingLabel
from ui.layouts import wrapping_label as wrapping_label


def set_property(widget: QWidget, name: str, value: Any) -> None:
    """Change a styled property and restyle only when it really changed: a redraw after every
    command must not restyle dozens of widgets that look the same as before."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        restyle(widget)


class FittedLabel(QLabel):
    """One line of plain text that is never cut silently: too wide for its room, it is drawn
    smaller (down to ``smallest`` of its font's size), then elided with "…", and the whole
    text is its tooltip. A seat's player name at a narrow window: "Player 74600" must not
    read as "Player 746"."""

    def __init__(self, text: str = "", smallest: float = 0.6) -> None:
        super().__init__(text)
        self.setProperty("elides", True)  # on purpose, the whole text its tooltip
        self.smallest = smallest
        self._fitted: tuple[tuple[str, int, QFont], QFont, str] | None = None
        """The last fit: what it was worked out for (text, room, font), the font drawn in
        and the text shown. A table repaints every seat's name after each command, and
        the fit (new fonts and their metrics, shrunk step by step) cost more than the
        drawing."""

    def _fit(self, text: str, room: int) -> tuple[QFont, str]:
        """The font and the text drawn in ``room``: smaller down to ``smallest``, then
        elided; the whole text is the tooltip when either happened."""
        own = self.font()
        fitted = self._fitted
        if fitted is not None and fitted[0][0] == text and fitted[0][1] == room and (
            fitted[0][2] == own
        ):
            return fitted[1], fitted[2]
        font = QFont(own)
        size = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
        pixels = font.pointSizeF() <= 0
        scale = 1.0
        while QFontMetrics(font).horizontalAdvance(text) > room and scale > self.smallest:
            scale -= 0.05
            if pixels:
                font.setPixelSize(max(1, round(size * scale)))
            else:
                font.setPointSizeF(size * scale)
        shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, room)
        tip = text if shown != text or scale < 1.0 else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)
        self._fitted = ((text, room, own), font, shown)
        return font, shown

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        rect = self.contentsRect()
        font, shown = self._fit(self.text(), rect.width())
        painter = QPainter(self)
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), shown)
        painter.end()


class AmountField(QLineEdit):
    """An amount typed in the table's currency (``25`` or ``12.50``), read as minor units and
    checked against the bounds the engine offers. ``entered`` fires on Enter only with an
    amount the bounds admit; otherwise ``problem`` says what is wrong and the field turns red.
    """

    entered = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("amount")
        self.rules: HouseRules | None = None
        self.low = 0
        self.high: int | None = None
        self.what = "amount"
        self.step = 1
        """Amounts go ``low``, ``low + step``, ... (``Option.step``: whole chips)."""
        self.unit_label: str | None = None
        """Set for a count (cards to exchange) instead of money."""
        self.textChanged.connect(self._check)
        self.returnPressed.connect(self._submit)

    def configure(
        self,
        rules: HouseRules,
        low: int,
        high: int | None,
        what: str,
        *,
        count: str | None = None,
        start: int | None = None,
        step: int = 1,
    ) -> None:
        """Bounds and wording for the next entry; ``count`` names a unit (``cards``) for a
        plain count instead of money; ``step`` the option's step."""
        self.rules, self.low, self.high, self.what, self.unit_label = rules, low, high, what, count
        self.step = step
        shown = low if start is None else start
        self.setText(str(shown) if count else self._plain(shown))
        self.setPlaceholderText(self.bounds_text())
        self._check()

    def _plain(self, minor: int) -> str:
        assert self.rules is not None
        return editable_money(minor, self.rules.minor_units)

    def shown(self, minor: int) -> str:
        assert self.rules is not None
        if self.unit_label:
            return f"{minor} {self.unit_label}"
        return self.rules.money(minor)

    def _allowed(self) -> str:
        """What the bounds admit: ``at least 5``, ``5``, ``5 to 500``."""
        if self.high is None:
            return tr("at least {low}", "an amount").format(low=self.shown(self.low))
        if self.high == self.low:
            return self.shown(self.low)
        return tr("{low} to {high}", "an amount").format(
            low=self.shown(self.low), high=self.shown(self.high)
        )

    def bounds_text(self) -> str:
        return tr("{what}: {allowed}", "an amount").format(what=self.what, allowed=self._allowed())

    def amount(self) -> int | None:
        return None if self.problem() else self._value()

    def _value(self) -> int:
        assert self.rules is not None
        if self.unit_label:
            text = self.text().strip()
            if not (text.isascii() and text.isdigit()) or len(text) > 9:
                raise ValueError(
                    tr("{text} is not a number of {unit}").format(
                        text=quoted(text), unit=self.unit_label
                    )
                )
            return int(text)
        return parse_money(self.text(), self.rules.minor_units, self.rules.currency)

    def problem(self) -> str | None:
        """What is wrong with the entry, or None when the bounds admit it."""
        if self.rules is None:
            return tr("nothing to enter now")
        try:
            value = self._value()
        except ValueError as exc:
            return str(exc)
        if value < self.low or (self.high is not None and value > self.high):
            return tr("{what} must be {allowed}, not {value}").format(
                what=self.what, allowed=self._allowed(), value=self.shown(value)
            )
        if (value - self.low) % self.step:
            return tr("{what} goes in steps of {step} from {low}, not {value}").format(
                what=self.what,
                step=self.shown(self.step),
                low=self.shown(self.low),
                value=self.shown(value),
            )
        return None

    def _check(self) -> None:
        bad = bool(self.text().strip()) and self.problem() is not None
        if self.property("invalid") != bad:
            self.setProperty("invalid", bad)
            restyle(self)

    def _submit(self) -> None:
        value = self.amount()
        if value is not None:
            self.entered.emit(value)
        else:
            self.setProperty("invalid", True)
            restyle(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        super().keyPressEvent(event)


def dialog_frame(
    dialog: QDialog, title: str, *parts: QWidget | QLayout
) -> tuple[InlineMessage, QDialogButtonBox]:
    """Lay a form dialog out the one way every dialog here looks: the title, the parts, the
    message line, then OK and Cancel (OK calls the dialog's ``confirm``, which accepts only
    when the entry is good)."""
    dialog.setWindowTitle(title)
    heading = QLabel(title)
    heading.setObjectName("dialog-title")
    message = InlineMessage()
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(getattr(dialog, "confirm", dialog.accept))
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(heading)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    layout.addWidget(message)
    layout.addWidget(buttons)
    return message, buttons


class SignatureFields(QWidget):
    """A person's name and PIN, for a second signature or an approval."""

    def __init__(self, who: str, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QComboBox()
        self.name.setEditable(True)
        self.name.addItems(names)
        self.name.setCurrentIndex(-1)
        self.name.setObjectName("signer")
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setObjectName("pin")
        self.pin.setPlaceholderText(tr("PIN"))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(who, self.name)
        form.addRow(tr("PIN"), self.pin)

    def values(self) -> tuple[str, str]:
        return self.name.currentText().strip(), self.pin.text()


class SecondPersonDialog(QDialog):
    """Asks for another person's name and PIN (and a reason, for an approval), checks them
    through the services before closing, and keeps what was typed if they are wrong."""

    def __init__(
        self,
        console: Console,
        title: str,
        explain: str,
        check: Callable[[str, str], Signature | Failed],
        *,
        who: str | None = None,
        names: list[str] | None = None,
        reason: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("second-person")
        self.console = console
        self.check = check
        self.actor: Signature | None = None
        """The checked name and PIN; the service that acts on them checks them again."""
        body = QLabel(explain)
        body.setWordWrap(True)
        self.fields = SignatureFields(tr("Pit boss") if who is None else who, names or [])
        self.reason: QPlainTextEdit | None = None
        parts: list[QWidget] = [body]
        if reason is not None:
            self.reason = QPlainTextEdit()
            self.reason.setObjectName("reason")
            self.reason.setPlaceholderText(reason)
            self.reason.setFixedHeight(70)
            self.reason.setTabChangesFocus(True)
            parts += [QLabel(tr("Reason")), self.reason]
        self.message, _buttons = dialog_frame(self, title, *parts, self.fields)
        # At least 460 pixels, and never narrower than its title (a longer language's): a
        # minimum set here stands in for the layout's own.
        self.ensurePolished()
        layout = self.layout()
        least = layout.minimumSize().width() if layout is not None else 0
        self.setMinimumWidth(max(460, least))

    @property
    def reason_text(self) -> str:
        return self.reason.toPlainText().strip() if self.reason is not None else ""

    def confirm(self) -> None:
        if self.reason is not None and not self.reason_text:
            self.message.show_error(tr("give the reason; it goes on the record"))
            self.reason.setFocus()
            return
        name, pin = self.fields.values()
        if not name or not pin:
            self.message.show_error(tr("enter the name and the PIN"))
            return
        found = self.check(name, pin)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            self.fields.pin.clear()
            self.fields.pin.setFocus()
            return
        self.actor = found
        self.accept()


def staff_names(console: Console, *, supervisors: bool = False) -> list[str]:
    """Names for a signer's drop-down: everyone who may sign (or approve)."""
    users = console.attempt(console.services.auth.users)
    if isinstance(users, Failed):
        return []
    me = console.actor.name if console.actor else None
    return [
        name
        for name, role, active in users
        if active and name != me and (not supervisors or role in ("pit_boss", "admin"))
    ]


def ask_approval(
    console: Console, parent: QWidget, title: str, explain: str, to: str, reason: str | None
) -> tuple[Signature, str] | None:
    """A pit boss's approval (name and PIN, and the reason when asked): the approver and the
    reason, or None if the dealer cancelled."""
    dialog = SecondPersonDialog(
        console,
        title,
        explain,
        lambda name, pin: console.attempt(
            console.services.auth.approver, name, pin, to=to, by=console.require_actor()
        ),
        names=staff_names(console, supervisors=True),
        reason=reason,
        parent=parent,
    )
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.actor is None:
        return None
    return dialog.actor, dialog.reason_text


def ask_witness(
    console: Console, parent: QWidget, title: str, explain: str, to: str
) -> Signature | None:
    """A second signature by any other user (name and PIN), or None if cancelled."""
    dialog = SecondPersonDialog(
        console,
        title,
        explain,
        lambda name, pin: console.attempt(
            console.services.auth.witness, name, pin, to=to, by=console.require_actor()
        ),
        who=tr("Second signer"),
        names=staff_names(console),
        parent=parent,
    )
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.actor
