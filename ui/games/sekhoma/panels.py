"""The widgets of the Sekhoma table screen: a seat's panel, the centre of the table, and the
action bar with, in its place while one is entered, the amount or the discards. They show
what they are given (texts from ``ui.games.sekhoma.present``) and decide nothing; the screen
(``ui.games.sekhoma.screen``) wires them to the commands."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.sekhoma_pack import Card
from casino.games.sekhoma.types import (
    HAND_SIZE,
    AllIn,
    Bet,
    Call,
    Check,
    CollectTimeCharge,
    Exchange,
    Fold,
    Raise,
    Showdown,
    StartHand,
)
from ui.games.sekhoma.hand_check import cards_html
from ui.games.sekhoma.present import SeatTexts
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import action_button
from ui.widgets import AmountField, InlineMessage, restyle, set_property

ACTIONS: tuple[tuple[str, str, str], ...] = (
    (Check.KIND, "Check", "K"),
    (Call.KIND, "Call", "C"),
    (Bet.KIND, "Bet", "B"),
    (Raise.KIND, "Raise", "R"),
    (AllIn.KIND, "All-in", "A"),
    (Fold.KIND, "Fold", "F"),
    (Exchange.KIND, "Exchange", "X"),
    (StartHand.KIND, "New hand", "N"),
    (CollectTimeCharge.KIND, "Time charge", "T"),
    (Showdown.KIND, "Showdown", "D"),
)
"""Every action the bar can offer, in the order it shows them, with its key."""

ACTION_PAGE, AMOUNT_PAGE, DISCARD_PAGE = 0, 1, 2


def label(name: str, text: str = "") -> QLabel:
    found = QLabel(text)
    found.setObjectName(name)
    return found


LABEL_LOOKS = {"empty": "empty", "folded": "dim", "sat-out": "dim"}
"""The seat states ``sekhoma.qss`` styles a seat's labels by (the frame itself by more)."""


def _label_look(state: object) -> str:
    """How a seat in ``state`` styles its labels: faded when empty, dimmed when out."""
    return LABEL_LOOKS.get(state, "") if isinstance(state, str) else ""


class ElidedLabel(QLabel):
    """A name that shortens with an ellipsis rather than crowding the stack beside it: a
    long player name must never push the chips off a seat."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.full = ""
        self.setMinimumWidth(40)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        if text != self.full:
            self.full = text
            self.setToolTip(text)
            self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        self.setText(metrics.elidedText(self.full, Qt.TextElideMode.ElideRight, self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()


# --- the seats -------------------------------------------------------------------------------


class SeatPanel(QFrame):
    """One seat: who sits there, their chips, what they have in and what they are doing."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("seat")
        self.setProperty("state", "empty")
        self.setProperty("selected", False)
        self.setProperty("button", False)
        self.seat_number = label("seat-number", f"Seat {number}")
        self.button_marker = label("seat-button", "D")
        self.button_marker.setToolTip("The button")
        self.button_marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.player = ElidedLabel("seat-player")
        self.stack = label("seat-stack")
        self.stack.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.in_round = label("seat-round")
        self.total = label("seat-total")
        self.status = label("seat-state")
        self.exchange = label("seat-exchange")
        self.exchange.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.seat_number)
        top.addWidget(self.button_marker)
        top.addStretch(1)
        top.addWidget(self.status)
        middle = QHBoxLayout()
        middle.addWidget(self.player, 1)
        middle.addWidget(self.stack)
        bottom = QHBoxLayout()
        bottom.addWidget(self.in_round)
        bottom.addSpacing(16)
        bottom.addWidget(self.total)
        bottom.addStretch(1)
        bottom.addWidget(self.exchange)
        self.figures = SeatFiguresBox(12)
        """The seat's figures this session (bought in, cashed out, wagered, won or lost),
        filled by ``TableScreen.show_figures``."""
        self.styled_by_state: tuple[QLabel, ...] = (
            self.seat_number, self.button_marker, self.player, self.stack, self.in_round,
            self.total,
        )  # fmt: skip
        """The labels ``sekhoma.qss`` styles by the panel's ``state``."""
        self.figures.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(middle)
        layout.addLayout(bottom)
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_seat(self, state: str, texts: SeatTexts, *, button: bool, selected: bool) -> None:
        """Show the seat's texts, styled by ``state`` (``SeatLine.state``)."""
        relook = _label_look(self.property("state")) != _label_look(state)
        changed = (
            self.property("state") != state
            or self.property("selected") != selected
            or self.property("button") != button
        )
        if changed:
            self.setProperty("state", state)
            self.setProperty("selected", selected)
            self.setProperty("button", button)
            restyle(self)
        if relook:
            # The labels the style sheet dims by the panel's state (``sekhoma.qss``) are
            # restyled with it (Qt repolishes only the widget whose property changed), only
            # when the state changes how they look (the turn moving from seat to seat does
            # not); the others, and the seat's figures, look the same whatever the state, and
            # each restyle matches the whole theme again.
            for child in self.styled_by_state:
                restyle(child)
        self.button_marker.setVisible(button)
        self.status.setText(texts.state)
        set_property(self.status, "state", state)
        self.player.set_full_text(texts.player)
        self.stack.setText(texts.stack)
        self.in_round.setText(texts.bet)
        self.total.setText(texts.in_hand)
        self.exchange.setText(texts.drew)


# --- the centre of the table -----------------------------------------------------------------


class CentrePanel(QFrame):
    """The middle of the table: the hand and its phase, the pots, what a call costs, and
    between hands how the last one ended."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-centre")
        self.hand_number = label("hand-number")
        self.phase = label("phase")
        self.pots = label("pots")
        self.pots.setTextFormat(Qt.TextFormat.RichText)
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.to_call = label("to-call")
        self.to_call.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.result = label("last-result")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addWidget(self.hand_number)
        heading.addWidget(self.phase)
        heading.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(heading, 1)
        row.addWidget(self.pots, 2)
        row.addWidget(self.to_call, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 12)
        layout.addLayout(row, 1)
        layout.addWidget(self.result)


# --- entering the discards -------------------------------------------------------------------


class CardToggle(QPushButton):
    """A card the dealer may mark for discard: number key and card face on one button."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discard-card")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.index = index
        self.face = QLabel()
        self.face.setObjectName("card-face")
        self.face.setTextFormat(Qt.TextFormat.RichText)
        self.face.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.face.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        key = label("card-key", f"[{index}]")
        key.setAlignment(Qt.AlignmentFlag.AlignCenter)
        key.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        layout.addWidget(self.face)
        layout.addWidget(key)
        self.setMinimumSize(74, 78)
        self.card: Card | None = None

    def show_card(self, card: Card) -> None:
        self.card = card
        self.face.setText(cards_html((card,), 28))
        self.setChecked(False)
        self.setAccessibleName(f"card {self.index}: {card}")


class DiscardPicker(QFrame):
    """Choosing a shoe seat's discards by keys: 1-6 toggle a card, Enter sends, Escape
    cancels. It claims those keys before the screen's shortcuts (1-6 would select a seat)."""

    chosen = Signal(object)
    """The discards, a tuple of cards, when the dealer presses Enter."""
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discard-picker")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.most = 0
        self.buttons = [CardToggle(i + 1) for i in range(HAND_SIZE)]
        self.counter = label("discard-count")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        for button in self.buttons:
            button.toggled.connect(self._update)
            layout.addWidget(button)
        layout.addSpacing(12)
        layout.addWidget(self.counter)
        layout.addStretch(1)
        self.message: InlineMessage | None = None

    def start(self, cards: Sequence[Card], most: int) -> None:
        self.most = most
        for button, card in zip(self.buttons, cards, strict=True):
            button.show_card(card)
        self._update()

    def discards(self) -> tuple[Card, ...]:
        return tuple(b.card for b in self.buttons if b.isChecked() and b.card is not None)

    def toggle(self, index: int) -> None:
        button = self.buttons[index - 1]
        if not button.isChecked() and len(self.discards()) >= self.most:
            if self.message is not None:
                self.message.show_error(f"at most {self.most} cards may be exchanged")
            return
        button.setChecked(not button.isChecked())

    def _update(self) -> None:
        count = len(self.discards())
        self.counter.setText(f"{count} of max {self.most}")
        for button in self.buttons:
            over = not button.isChecked() and count >= self.most
            button.setEnabled(not over)

    def event(self, event: QEvent) -> bool:
        # The screen's shortcuts (digits select a seat, letters are actions) would take these
        # keys before keyPressEvent; while the picker has the focus, they are its own.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier:
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self.toggle(key - Qt.Key.Key_0)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.chosen.emit(self.discards())
        elif key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)


# --- the action bar --------------------------------------------------------------------------


class ActionBar(QStackedWidget):
    """The action bar and, in its place while one is being entered, the amount or the
    discards: one row for whatever the dealer is doing now. The screen connects the buttons,
    the amount field and the picker to its commands."""

    def __init__(self, message: InlineMessage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-area")
        actions = QFrame()
        actions.setObjectName("action-bar")
        row = QHBoxLayout(actions)
        row.setContentsMargins(12, 8, 12, 8)
        self.turn = label("turn")
        row.addWidget(self.turn)
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.keys: dict[str, str] = {}
        for kind, text, key in ACTIONS:
            button = action_button(text, key)
            button.setProperty("kind", kind)
            row.addWidget(button)
            self.buttons[kind] = button
            self.keys[kind] = key
        self.addWidget(actions)

        entry = QFrame()
        entry.setObjectName("entry-bar")
        row = QHBoxLayout(entry)
        row.setContentsMargins(12, 8, 12, 8)
        self.entry_prompt = label("entry-prompt")
        self.amount = AmountField()
        self.amount.setMaximumWidth(260)
        self.entry_bounds = label("entry-bounds")
        row.addWidget(self.entry_prompt)
        row.addWidget(self.amount)
        row.addWidget(self.entry_bounds)
        row.addStretch(1)
        row.addWidget(label("entry-keys", "Enter sends · Esc cancels"))
        self.addWidget(entry)

        discards = QFrame()
        discards.setObjectName("discard-bar")
        row = QHBoxLayout(discards)
        row.setContentsMargins(12, 8, 12, 8)
        self.discard_prompt = label("entry-prompt")
        self.picker = DiscardPicker()
        self.picker.message = message
        row.addWidget(self.discard_prompt)
        row.addWidget(self.picker, 1)
        row.addWidget(label("entry-keys", "1-6 mark · Enter sends · Esc cancels"))
        self.addWidget(discards)
