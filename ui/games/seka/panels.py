"""The widgets of the Seka table screen: a seat's panel, the centre of the table (the pot, the
stake, the svara in progress), and the action bar with, in its place while one is typed, the
stake of a raise. They show what they are given (texts from ``ui.games.seka.present``) and
decide nothing; the screen (``ui.games.seka.screen``) wires them to the commands."""

from __future__ import annotations

from PySide6.QtCore import Qt
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

from casino.games.seka.types import (
    AgreeSplit,
    AllIn,
    Call,
    CollectTimeCharge,
    DealSvara,
    Fold,
    JoinSvara,
    Look,
    PassSvara,
    Raise,
    RefuseSplit,
    Reveal,
    Showdown,
    StartHand,
)
from ui.games.seka.present import SeatTexts
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import action_button
from ui.widgets import AmountField, FittedLabel, restyle, set_property

ACTIONS: tuple[tuple[str, str, str], ...] = (
    (Look.KIND, "Look", "L"),
    (Call.KIND, "Call", "C"),
    (Raise.KIND, "Raise", "R"),
    (Reveal.KIND, "Reveal", "V"),
    (AllIn.KIND, "All-in", "A"),
    (Fold.KIND, "Fold", "F"),
    (AgreeSplit.KIND, "Split the pot", "S"),
    (RefuseSplit.KIND, "Play the svara", "X"),
    (JoinSvara.KIND, "Join", "J"),
    (PassSvara.KIND, "Pass", "P"),
    (DealSvara.KIND, "Deal the svara", "N"),
    (StartHand.KIND, "New hand", "N"),
    (CollectTimeCharge.KIND, "Time charge", "T"),
    (Showdown.KIND, "Showdown", "D"),
)
"""Every action the bar can offer, in the order it shows them, with its key. The svara deal
and a new hand share N (the next deal, whichever it is): the engine never offers both."""

ACTION_PAGE, AMOUNT_PAGE = 0, 1


LABEL_LOOKS = frozenset({"empty", "tied"})
"""The seat states the style sheet draws a seat's labels differently in (``style.py``:
``QFrame#seat[state=...] QLabel``); every other state styles only the seat's frame."""
DIMMED = frozenset({"folded", "passed", "sat-out"})
"""The states a seat's name, stack and payment are drawn dim in: a property of those three
labels (``dim``), so the many seats that fold in a hand, and come back when it ends, repolish
three labels each rather than all of theirs."""


def _label_look(state: object) -> str:
    return state if isinstance(state, str) and state in LABEL_LOOKS else ""


def label(name: str, text: str = "") -> QLabel:
    found = QLabel(text)
    found.setObjectName(name)
    return found


# --- the seats -------------------------------------------------------------------------------


class SeatPanel(QFrame):
    """One seat: who sits there and their stack, dark or light, what they paid this deal,
    what they are doing, and the value they showed."""

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
        self.status = label("seat-state")
        self.player = FittedLabel()
        """Drawn smaller, then elided with the whole name as its tooltip, when it does not
        fit: ten seats leave each name little room."""
        self.player.setObjectName("seat-player")
        self.player.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.player.setMinimumWidth(40)
        self.stack = label("seat-stack")
        self.stack.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.sight = label("seat-sight")
        """``dark`` or ``light``, styled by its own ``sight`` property."""
        self.sight.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.paid = label("seat-paid")
        self.value = label("seat-value")
        """The value of the hand the seat showed this deal, a badge beside its state."""
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.hide()
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.seat_number)
        top.addWidget(self.button_marker)
        top.addStretch(1)
        top.addWidget(self.value)
        top.addWidget(self.status)
        middle = QHBoxLayout()
        middle.addWidget(self.player, 1)
        middle.addWidget(self.stack)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        bottom.addWidget(self.sight)
        bottom.addWidget(self.paid)
        bottom.addStretch(1)
        self.figures = SeatFiguresBox(12, columns=1)
        """The seat's figures this session, one under another (ten seats leave each little
        width), filled by ``TableScreen.show_figures``."""
        self.figures.hide()
        layout = QVBoxLayout(self)
        # Ten seats in two rows of five: a seat's figures take a row each at six figures, so
        # the frame keeps its own margins tight for the whole table to fit 1280 x 800.
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(middle)
        layout.addLayout(bottom)
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(150)

    def show_seat(self, state: str, texts: SeatTexts, *, button: bool, selected: bool) -> None:
        """Show the seat's texts, styled by ``state`` (``SeatLine.state``)."""
        changed = (
            self.property("state") != state
            or self.property("selected") != selected
            or self.property("button") != button
        )
        if changed:
            # The labels are styled by the panel's state too (dimmed when folded), and Qt
            # repolishes only the widget whose property changed; but only a few states change
            # how the labels look, and repolishing every label of ten seats at each hand's end
            # was most of the keystroke's time there.
            relook = _label_look(self.property("state")) != _label_look(state)
            self.setProperty("state", state)
            self.setProperty("selected", selected)
            self.setProperty("button", button)
            restyle(self)
            if relook:  # only the labels ``style.py`` styles by the seat's state
                for child in (self.seat_number, self.player, self.value):
                    restyle(child)
        dim = state in DIMMED
        for dimmed in (self.player, self.stack, self.paid):
            set_property(dimmed, "dim", dim)
        self.button_marker.setVisible(button)
        self.status.setText(texts.state)
        set_property(self.status, "state", state)
        self.player.setText(texts.player)
        self.stack.setText(texts.stack)
        self.sight.setText(texts.sight.upper())
        self.sight.setVisible(bool(texts.sight))
        set_property(self.sight, "sight", texts.sight)
        self.sight.setToolTip(
            "Has not looked: pays half the stake" if texts.sight == "dark"
            else "Has looked (or plays light): pays the whole stake" if texts.sight else ""
        )
        self.paid.setText(texts.paid)
        self.value.setText(texts.value)
        self.value.setVisible(bool(texts.value))
        self.value.setToolTip(f"Showed a hand worth {texts.value}" if texts.value else "")


# --- the centre of the table -----------------------------------------------------------------


class CentrePanel(QFrame):
    """The middle of the table: the hand and its phase, the pot, the stake and what the seat
    to act pays, the svara in progress, and between hands how the last one ended."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-centre")
        self.hand_number = label("hand-number")
        self.phase = label("phase")
        self.pots = label("pots")
        self.pots.setTextFormat(Qt.TextFormat.RichText)
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stake = label("stake")
        self.stake.setTextFormat(Qt.TextFormat.RichText)
        self.stake.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.svara = label("svara")
        self.svara.setTextFormat(Qt.TextFormat.RichText)
        self.svara.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.svara.setWordWrap(True)
        self.svara.hide()
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
        row.addWidget(self.stake, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 10, 20, 10)
        layout.setSpacing(6)
        layout.addLayout(row, 1)
        layout.addWidget(self.svara)
        layout.addWidget(self.result)


# --- the action bar --------------------------------------------------------------------------


class ActionBar(QStackedWidget):
    """The action bar and, in its place while it is typed, the stake of a raise: one row for
    whatever the dealer is doing now. The screen connects the buttons and the amount field
    to its commands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-area")
        actions = QFrame()
        actions.setObjectName("action-bar")
        row = QHBoxLayout(actions)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(8)
        self.turn = label("turn")
        self.turn.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.turn.setMinimumWidth(120)
        row.addWidget(self.turn, 1)
        self.buttons: dict[str, QPushButton] = {}
        self.keys: dict[str, str] = {}
        for kind, text, key in ACTIONS:
            button = action_button(text, key)
            button.setProperty("kind", kind)
            button.hide()
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
        self.amount.setMaximumWidth(220)
        self.entry_bounds = label("entry-bounds")
        row.addWidget(self.entry_prompt)
        row.addWidget(self.amount)
        row.addWidget(self.entry_bounds)
        row.addStretch(1)
        row.addWidget(label("entry-keys", "Enter sends · Esc cancels"))
        self.addWidget(entry)
