"""The widgets of the trick-game table screen: a seat's panel, the centre of the table (the
deal, the trick in the order played, each side's points and tricks, the match), the hand of
the seat to play as keyed cards, the action bar, and the live host's form for a deal's
result. They show what they are given and decide nothing; the screen wires them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.french_pack import FrenchCard
from ui.french_cards import face_text
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import action_button
from ui.widgets import set_property

HAND_KEYS = ("1", "2", "3", "4", "5", "6")
"""A card of the hand shown is played by its place's number key (a hand holds at most six)."""


def _label(name: str, parent: QVBoxLayout | QHBoxLayout, text: str = "") -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    parent.addWidget(label)
    return label


class SeatPanel(QFrame):
    """One seat: number and tags, the player, the stack, the side and partners, the cards in
    hand; its frame coloured by side and lit while it plays."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)  # six seats, the centre and a notice at 800 px
        layout.setSpacing(1)
        top = QHBoxLayout()
        layout.addLayout(top)
        self.number = _label("seat-number", top)
        self.player = _label("seat-player", top)
        top.addStretch(1)
        self.tags = _label("seat-tags", top)
        middle = QHBoxLayout()
        layout.addLayout(middle)
        self.stack = _label("seat-stack", middle)
        middle.addStretch(1)
        self.cards = _label("seat-cards", middle)
        self.side = _label("seat-side", layout)
        self.figures = SeatFiguresBox(12)
        """The seat's figures this session, filled by ``TableScreen.show_figures``."""
        self.figures.hide()
        layout.addWidget(self.figures)

    def show_seat(self, texts: dict[str, str], side: int, playing: bool, selected: bool) -> None:
        for name in ("number", "player", "stack", "side", "cards", "tags"):
            widget: QLabel = getattr(self, name)
            if widget.text() != texts[name]:
                widget.setText(texts[name])
        self.tags.setVisible(bool(texts["tags"]))
        set_property(self, "side", str(side))
        set_property(self, "playing", playing)
        set_property(self, "selected", selected)


class CentrePanel(QFrame):
    """The deal, the trick on the table, the sides' points and tricks, the match, the last
    trick and the last deal's result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-centre")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.setSpacing(6)
        top = QHBoxLayout()
        layout.addLayout(top)
        self.deal = _label("deal-title", top)
        top.addStretch(1)
        self.match = _label("match", top)
        self.trick = _label("trick", layout)
        self.trick.setTextFormat(Qt.TextFormat.RichText)
        self.trick.setWordWrap(True)  # a fought Hola trick is up to 24 cards
        self.sides = _label("sides", layout)
        self.sides.setTextFormat(Qt.TextFormat.RichText)
        bottom = QHBoxLayout()
        layout.addLayout(bottom)
        self.last_trick = _label("last-trick", bottom)
        self.result = _label("result", bottom)
        self.result.setWordWrap(True)
        bottom.addStretch(1)


class HandBar(QFrame):
    """The hand of the seat to play, one button a card with its number key; the cards the
    rules do not allow now are shown disabled. Play in the dark (D) and end the trick (E)
    beside them."""

    played = Signal(int)
    """The place (0-based) of the card chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand-bar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(6)
        self.prompt = _label("hand-prompt", layout)
        self.prompt.setWordWrap(True)
        self.prompt.setMaximumWidth(260)
        self.cards: list[QPushButton] = []
        for place, key in enumerate(HAND_KEYS):
            button = QPushButton()
            button.setObjectName("hand-card")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, p=place: self.played.emit(p))
            button.setToolTip(tr("Key {key}").format(key=key))
            button.setMinimumWidth(64)
            layout.addWidget(button)
            self.cards.append(button)
        layout.addStretch(1)
        self.dark = action_button(tr("In the dark"), "D")
        self.end = action_button(tr("End the trick"), "E")
        layout.addWidget(self.dark)
        layout.addWidget(self.end)

    def show_hand(self, hand: tuple[FrenchCard, ...], allowed: tuple[FrenchCard, ...]) -> None:
        for place, button in enumerate(self.cards):
            if place < len(hand):
                card = hand[place]
                button.setText(f"{HAND_KEYS[place]}   {face_text(card)}")
                set_property(button, "red", card.suit in ("H", "D"))
                button.setEnabled(card in allowed)
                button.setVisible(True)
            else:
                button.setVisible(False)


class ActionBar(QFrame):
    """The table's actions: a new deal, the time charge, a live deal's result, the pit boss
    abandoning the match; and what the table waits for, in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(8)
        self.turn = _label("turn", layout)
        self.turn.setWordWrap(True)
        layout.setStretchFactor(self.turn, 1)
        self.new_deal = action_button(tr("New deal"), "N")
        self.time_charge = action_button(tr("Time charge"), "T")
        self.result = action_button(tr("Enter result"), "R")
        self.abandon = action_button(tr("Abandon match"), "Ctrl+Shift+A")
        for button in (self.new_deal, self.time_charge, self.result, self.abandon):
            layout.addWidget(button)


class ResultForm(QFrame):
    """A live deal's result as the host enters it: the points of the side the rules ask for,
    and, where the game asks, whether one side took every trick; the engine's preview of the
    settlement below, and Enter to confirm."""

    submitted = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result-form")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        row = QHBoxLayout()
        layout.addLayout(row)
        self.label = _label("result-label", row)
        self.points = QLineEdit()
        self.points.setObjectName("result-points")
        self.points.setAccessibleName(tr("points"))
        self.points.setMaximumWidth(120)
        row.addWidget(self.points)
        self.all_tricks = QCheckBox()
        self.all_tricks.setObjectName("result-all-tricks")
        row.addWidget(self.all_tricks)
        row.addStretch(1)
        self.confirm = action_button(tr("Confirm"), "Return")
        self.cancel = action_button(tr("Cancel"), "Esc")
        row.addWidget(self.confirm)
        row.addWidget(self.cancel)
        self.preview = _label("result-preview", layout)
        self.preview.setWordWrap(True)
        self.confirm.clicked.connect(self.submitted.emit)
        self.cancel.clicked.connect(self.cancelled.emit)
        # Enter in the points field reaches the form's keyPressEvent (a line edit passes it
        # on after its returnPressed), which submits: connecting returnPressed as well sent
        # the result twice, the second refused, and left the focus in the hidden field.

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        """Esc closes the form and Enter confirms it from any of its fields (Tab, Space ticks
        the box, Enter: the whole entry without the mouse)."""
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            return
        super().keyPressEvent(event)
