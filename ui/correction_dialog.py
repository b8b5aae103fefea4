"""Correcting a settled hand: which seat, how much more (or how much back), why, and the pit
boss's approval by name and PIN.

``show_correction(console, parent, table_id, hand_number)`` is opened from the recall, with the
hand shown there. The dialog lists the hand's corrections so far and offers only the seats
that played in it; the service checks everything again (the hand is settled and not voided,
the approver is a pit boss other than the one asking, the table is open and between hands)
and says why when it refuses. The request keeps one command id for as long as the dialog is
open, so pressing OK again after a lost answer corrects the hand once.
"""

from __future__ import annotations

import uuid
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QPlainTextEdit, QWidget

from casino.i18n import _
from casino.services.tables.corrections import APPROVE, CorrectionLine, CorrectionService
from casino.services.users.auth import Signature
from ui.console import Console, Failed
from ui.i18n import tr
from ui.widgets import AmountField, SignatureFields, dialog_frame, staff_names

PAY, TAKE = "pay", "take"


def corrections_of(console: Console) -> CorrectionService:
    """The console's correction service (in-process, or the floor server's)."""
    return console.services.corrections


def corrections_html(lines: list[CorrectionLine], money: object) -> str:
    """The hand's corrections so far, one a line."""
    if not lines:
        none = escape(tr("No correction of this hand yet."))
        return f"<span style='color:#9aa7b8'>{none}</span>"
    shown = []
    for c in lines:
        amount = money(abs(c.amount)) if callable(money) else str(abs(c.amount))
        what = (
            tr("+{amount} paid").format(amount=amount)
            if c.amount > 0
            else tr("-{amount} taken back").format(amount=amount)
        )
        who = tr("(asked by {asked}, approved by {approved})").format(
            asked=c.requested_by, approved=c.approved_by
        )
        seat = tr("Seat {seat} ({player})").format(seat=c.seat, player=c.player)
        shown.append(
            f"{escape(seat)}: <b>{escape(what)}</b>: {escape(c.reason)} "
            f"<span style='color:#9aa7b8'>{escape(who)}</span>"
        )
    return "<br>".join(shown)


class CorrectionDialog(QDialog):
    """One correction of one settled hand."""

    def __init__(
        self, console: Console, table_id: int, hand_number: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("correction")
        self.console = console
        self.table_id = table_id
        self.hand_number = hand_number
        self.service = corrections_of(console)
        self.command_id = uuid.uuid4().hex
        self.correction_id: int | None = None
        view = console.view(table_id)
        self.rules = None if isinstance(view, Failed) else view.state.rules
        name = (
            tr("table {table}").format(table=table_id) if isinstance(view, Failed) else view.name
        )
        explain = QLabel(
            tr(
                "Hand {hand} at {table} stays as it was played; this correction is a new record "
                "beside it, paid now onto the player's stack (or away from the table if the "
                "player has left). A pit boss other than you approves it."
            ).format(hand=hand_number, table=name)
        )
        explain.setWordWrap(True)
        self.so_far = QLabel()
        self.so_far.setObjectName("correction-so-far")
        self.so_far.setTextFormat(Qt.TextFormat.RichText)
        self.so_far.setWordWrap(True)
        self.seat = QComboBox()
        self.seat.setObjectName("correction-seat")
        self.direction = QComboBox()
        self.direction.setObjectName("correction-direction")
        self.direction.addItem(tr("Pay the player more"), PAY)
        self.direction.addItem(tr("Take back from the player"), TAKE)
        self.amount = AmountField()
        self.amount.setObjectName("correction-amount")
        self.reason = QPlainTextEdit()
        self.reason.setObjectName("correction-reason")
        self.reason.setPlaceholderText(tr("what went wrong (e.g. paid 2:1, the table pays 5:2)"))
        self.reason.setFixedHeight(70)
        self.reason.setTabChangesFocus(True)
        self.approver = SignatureFields(tr("Pit boss"), staff_names(console, supervisors=True))
        form = QFormLayout()
        form.addRow(tr("Seat"), self.seat)
        form.addRow(tr("Correction"), self.direction)
        form.addRow(
            tr("Amount ({currency})").format(currency=self.rules.currency)
            if self.rules
            else tr("Amount"),
            self.amount,
        )
        form.addRow(tr("Reason"), self.reason)
        self.message, self.buttons = dialog_frame(
            self, tr("Correct hand {hand} · {table}").format(hand=hand_number, table=name),
            explain, self.so_far, form, self.approver,
        )  # fmt: skip
        self.setMinimumWidth(560)
        if self.rules is not None:
            self.amount.configure(self.rules, 1, None, tr("Amount"), start=0)
            self.amount.setText("")
        self._load()

    def _load(self) -> None:
        money = self.rules.money if self.rules is not None else None
        lines = self.console.attempt(self.service.corrections, self.table_id, self.hand_number)
        if not isinstance(lines, Failed):
            self.so_far.setText(corrections_html(lines, money))
        seats = self.console.attempt(self.service.seats_played, self.table_id, self.hand_number)
        if isinstance(seats, Failed):
            self.message.show_error(seats.message)
            for widget in (self.seat, self.direction, self.amount, self.reason, self.approver):
                widget.setEnabled(False)
            return
        for played in seats:
            self.seat.addItem(
                tr("Seat {seat} · {player}").format(seat=played.seat, player=played.player),
                played.seat,
            )
        self.seat.setFocus()

    def signed(self) -> int | None:
        """The amount as the service takes it: positive to pay, negative to take back."""
        value = self.amount.amount()
        if value is None:
            return None
        return value if self.direction.currentData() == PAY else -value

    def confirm(self) -> None:
        if self.seat.count() == 0:
            self.message.show_error(tr("no seat of this hand can be corrected"))
            return
        problem = self.amount.problem()
        amount = self.signed()
        if problem or amount is None:
            self.message.show_error(problem or tr("enter the amount"))
            self.amount.setFocus()
            return
        reason = self.reason.toPlainText().strip()
        if not reason:
            self.message.show_error(tr("give the reason; it goes on the record"))
            self.reason.setFocus()
            return
        name, pin = self.approver.values()
        if not name or not pin:
            self.message.show_error(
                tr("the pit boss who approves enters their name and PIN to {action}").format(
                    action=_(APPROVE)
                )
            )
            return
        result = self.console.attempt(
            self.service.correct_hand,
            self.console.require_actor(),
            self.table_id,
            self.hand_number,
            int(self.seat.currentData()),
            amount,
            reason,
            Signature(name, pin),
            self.command_id,
        )
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            self.approver.pin.clear()
            return
        self.correction_id = result
        self.accept()


def show_correction(
    console: Console, parent: QWidget | None, table_id: int, hand_number: int
) -> int | None:
    """Correct hand ``hand_number`` of the table: the correction's id, or None if nothing
    was corrected."""
    dialog = CorrectionDialog(console, table_id, hand_number, parent)
    dialog.exec()
    return dialog.correction_id
