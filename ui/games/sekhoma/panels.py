"""The widgets of the Sekhoma table screen: a seat's panel, the centre of the table, and the
action bar with, in its place while one is entered, the amount or the discards. They show
what they are given (texts from ``ui.games.sekhoma.present``) and decide nothing; the screen
(``ui.games.sekhoma.screen``) wires them to the commands."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
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
from ui import pot_table
from ui.amount_bar import Action, ActionArea
from ui.game_screen import CENTRE, RIGHT, label
from ui.games.sekhoma.hand_check import cards_html
from ui.games.sekhoma.present import SeatTexts
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.widgets import InlineMessage, wrapping_label

ACTIONS = (
    Action(Check.KIND, str(QT_TRANSLATE_NOOP("", "Check")), "K", seat=Check, says="checks"),
    Action(Call.KIND, str(QT_TRANSLATE_NOOP("", "Call")), "C", seat=Call, says="calls"),
    Action(Bet.KIND, str(QT_TRANSLATE_NOOP("", "Bet")), "B"),
    Action(Raise.KIND, str(QT_TRANSLATE_NOOP("", "Raise")), "R"),
    Action(AllIn.KIND, str(QT_TRANSLATE_NOOP("", "All-in")), "A", seat=AllIn, says="all-in"),
    Action(Fold.KIND, str(QT_TRANSLATE_NOOP("", "Fold")), "F", seat=Fold, says="folds"),
    Action(Exchange.KIND, str(QT_TRANSLATE_NOOP("", "Exchange")), "X"),
    Action(StartHand.KIND, str(QT_TRANSLATE_NOOP("", "New hand")), "N",
           table=StartHand, says="new hand"),
    Action(CollectTimeCharge.KIND, str(QT_TRANSLATE_NOOP("", "Time charge")), "T",
           table=CollectTimeCharge, says="time charge"),
    Action(Showdown.KIND, str(QT_TRANSLATE_NOOP("", "Showdown")), "D", wide=True),
)  # fmt: skip
"""Every action the bar can offer, in the order it shows them, with its key and, for those
sent at once, the command. The buttons' texts are marked (``ActionArea`` shows them through
``tr``); what ``says`` is the entry's label, kept in English."""

LABEL_LOOKS = {"empty": "empty", "folded": "dim", "sat-out": "dim"}
"""The seat states ``sekhoma.qss`` styles a seat's labels by (the frame itself by more):
faded when empty, dimmed when out."""


class ElidedLabel(QLabel):
    """A name that shortens with an ellipsis rather than crowding the stack beside it: a
    long player name must never push the chips off a seat."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty("elides", True)  # on purpose, the whole name its tooltip
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


class SeatPanel(pot_table.SeatPanel[SeatTexts]):
    """One seat: who sits there, their chips, what they have in and what they are doing."""

    LABEL_LOOKS = LABEL_LOOKS

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        # The seat's figures this session (bought in, cashed out, wagered, won or lost).
        player = ElidedLabel("seat-player")
        super().__init__(number, player, SeatFiguresBox(12), parent)
        self.player: ElidedLabel = player
        self.in_round = label("seat-round")
        self.total = label("seat-total")
        self.exchange = label("seat-exchange", align=RIGHT)
        self.styled_by_state = (
            self.seat_number, self.button_marker, self.player, self.stack, self.in_round,
            self.total,
        )  # fmt: skip
        bottom = QHBoxLayout()
        bottom.addWidget(self.in_round)
        bottom.addSpacing(16)
        bottom.addWidget(self.total)
        bottom.addStretch(1)
        bottom.addWidget(self.exchange)
        self.lay_out(bottom)

    def show_texts(self, texts: SeatTexts) -> None:
        self.player.set_full_text(texts.player)
        self.stack.setText(texts.stack)
        self.in_round.setText(texts.bet)
        self.total.setText(texts.in_hand)
        self.exchange.setText(texts.drew)


# --- the centre of the table -----------------------------------------------------------------


class CentrePanel(pot_table.CentrePanel):
    """The middle of the table: the hand and its phase, the pots, what a call costs, and
    between hands how the last one ended."""

    def __init__(self, parent: QWidget | None = None) -> None:
        to_call = label("to-call", align=RIGHT)
        super().__init__(to_call, parent=parent)
        self.to_call = to_call


# --- entering the discards -------------------------------------------------------------------


class CardToggle(QPushButton):
    """A card the dealer may mark for discard: number key and card face on one button."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discard-card")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.index = index
        self.face = label("card-face", rich=True, align=CENTRE)
        self.face.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        key = label("card-key", f"[{index}]", align=CENTRE)
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
        self.setAccessibleName(tr("card {number}: {card}").format(number=self.index, card=card))


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
                self.message.show_error(
                    tr("at most %n cards may be exchanged", None, self.most)
                )
            return
        button.setChecked(not button.isChecked())

    def _update(self) -> None:
        count = len(self.discards())
        self.counter.setText(tr("{count} of max {most}").format(count=count, most=self.most))
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


class ActionBar(ActionArea):
    """The action bar and, in its place while one is being entered, the amount or the
    discards: one row for whatever the dealer is doing now. The screen connects the buttons,
    the amount bar and the picker to its commands."""

    DISCARD_PAGE = 2

    def __init__(self, message: InlineMessage, parent: QWidget | None = None) -> None:
        super().__init__(ACTIONS, parent=parent)
        discards = QFrame()
        discards.setObjectName("discard-bar")
        row = QHBoxLayout(discards)
        row.setContentsMargins(12, 8, 12, 8)
        self.discard_prompt = label("entry-prompt")
        self.picker = DiscardPicker()
        self.picker.message = message
        row.addWidget(self.discard_prompt)
        row.addWidget(self.picker, 1)
        row.addWidget(wrapping_label("entry-keys", tr("1-6 mark · Enter sends · Esc cancels")))
        self.addWidget(discards)
