"""Entering cards at a live table: typed in the table notation (``3S 5S 1M``) or picked from a
grid of the 36 cards, both checked against the copies the deck still holds in this round.

The deck holds every card twice, so a card typed a third time, counting what the round has
already shown, is a mis-key: the entry says so at once, naming the card, instead of letting
the engine refuse the whole hand after Enter. The entries of one form share a ``CardPool``
so the Large and Small Hands (and the picker's counts) see each other's cards.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.sekhoma_pack import (
    COPIES,
    NUMBERS,
    Card,
    CardError,
    Suit,
    format_cards,
    parse_card,
)
from ui.i18n import tr
from ui.resources import suit_styles
from ui.widgets import restyle

_SEPARATORS = re.compile(r"[\s,]+")
_DIM = "#4a5361"


def card_label(card: Card, *, color: str | None = None) -> str:
    """One card as rich text: its number and suit glyph in the suit's colour."""
    style = suit_styles()[card.suit.code]
    return f'<span style="color:{color or style.color}">{card.number}{style.glyph}</span>'


def cards_inline(cards: Iterable[Card], size: int = 20, *, wrap: bool = False) -> str:
    """Cards as one compact rich-text line; with ``wrap`` a narrow seat may break it in two
    rather than cut the last cards off."""
    body = (" " if wrap else "&nbsp;").join(card_label(card) for card in cards)
    return f'<span style="font-size:{size}px; font-weight:600">{body}</span>'


class CardPool(QObject):
    """The cards one form must leave room for: those already out in the round, plus what its
    entries hold. ``changed`` fires whenever either moves, so counts redraw."""

    changed = Signal()

    def __init__(self, out: Iterable[Card] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.out: tuple[Card, ...] = tuple(out)
        self.entries: list[CardEntry] = []
        self.target: CardEntry | None = None
        """The entry a picked card goes to: the one that last had the focus."""

    def set_out(self, cards: Iterable[Card]) -> None:
        self.out = tuple(cards)
        for entry in self.entries:
            entry.check()
        self.changed.emit()

    def add(self, entry: CardEntry) -> None:
        self.entries.append(entry)
        if self.target is None:
            self.target = entry

    def left(self, excluding: CardEntry | None = None) -> Counter[Card]:
        """Copies of each card not yet accounted for (``excluding`` one entry's own)."""
        held: Counter[Card] = Counter(self.out)
        for entry in self.entries:
            if entry is not excluding:
                held.update(entry.typed_cards())
        return Counter({card: COPIES - held[card] for card in _all_cards()})

    def pick(self, card: Card) -> None:
        if self.target is not None:
            self.target.append_card(card)


def _all_cards() -> list[Card]:
    return [Card.of(number, suit) for suit in Suit for number in NUMBERS]


class CardEntry(QLineEdit):
    """A line for ``count`` cards in the table notation, checked on every keystroke; ``what``
    names them in the console's words (``tr``).

    ``problem`` names what is wrong (a bad token, a card with no copy left, too many cards)
    and the field turns red; ``entered`` fires on Enter only with exactly ``count`` good
    cards, and Escape fires ``cancelled``. A lone digit at the end is a card still being
    typed, not an error.
    """

    entered = Signal(tuple)
    cancelled = Signal()
    checked = Signal()
    """The entry was re-read (its cards or its problem may have changed)."""

    def __init__(
        self, count: int, what: str, pool: CardPool | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("card-entry")
        self.count = count
        self.what = what
        self.pool = pool or CardPool(parent=self)
        self.pool.add(self)
        self.setPlaceholderText(
            tr("{what}: {count} cards, e.g. {example}").format(
                what=what, count=count, example="3S 5S 1M"
            )
        )
        self.setAccessibleName(what)
        self._cards: tuple[Card, ...] = ()
        self._problem: str | None = None
        self.textChanged.connect(self._typed)
        self.returnPressed.connect(self._submit)
        self.pool.changed.connect(self.check)

    # -- reading ---------------------------------------------------------------------------

    def typed_cards(self) -> list[Card]:
        """Every token that reads as a card, copies unchecked: what this entry claims from the
        deck, for the other entries' counts."""
        found = []
        for token in _tokens(self.text()):
            try:
                found.append(parse_card(token))
            except CardError:
                continue
        return found

    def cards(self) -> tuple[Card, ...]:
        """The good cards entered so far, in order (up to the first problem)."""
        return self._cards

    def problem(self) -> str | None:
        return self._problem

    def complete(self) -> tuple[Card, ...] | None:
        """The cards, when there are exactly ``count`` of them and nothing is wrong."""
        if self._problem is None and len(self._cards) == self.count:
            return self._cards
        return None

    def progress(self) -> str:
        """What is still missing, in words, for the line under the entry."""
        if self._problem:
            return self._problem
        if len(self._cards) == self.count:
            return tr("{what}: {count} cards").format(what=self.what, count=self.count)
        return tr("{what}: {typed} of {count} cards").format(
            what=self.what, typed=len(self._cards), count=self.count
        )

    def check(self) -> None:
        """Read the text again against the copies the pool leaves."""
        text = self.text()
        tokens = _tokens(text)
        if tokens and not _ends_with_separator(text) and _being_typed(tokens[-1]):
            tokens = tokens[:-1]
        left = self.pool.left(excluding=self)
        cards: list[Card] = []
        problem: str | None = None
        for token in tokens:
            try:
                card = parse_card(token)
            except CardError as exc:
                problem = str(exc)
                break
            if left[card] <= 0:
                problem = self._copies_problem(card, cards)
                break
            left[card] -= 1
            cards.append(card)
        if problem is None and len(cards) > self.count:
            problem = tr("{what} is {count} cards, not {typed}").format(
                what=self.what, count=self.count, typed=len(cards)
            )
        self._cards, self._problem = tuple(cards), problem
        invalid = problem is not None
        if self.property("invalid") != invalid:
            self.setProperty("invalid", invalid)
            restyle(self)
        self.checked.emit()

    def _copies_problem(self, card: Card, here: list[Card]) -> str:
        mine = here.count(card)
        elsewhere = COPIES - self.pool.left(excluding=self)[card]
        if not elsewhere:
            return tr("card {card} is entered {times} times; the deck holds only {copies} copies"
                      ).format(card=card, times=mine + 1, copies=COPIES)  # fmt: skip
        if mine:
            return tr(
                "card {card}: no copy is left (the deck holds {copies}; {elsewhere} already "
                "entered in this round, {here} here)"
            ).format(card=card, copies=COPIES, elsewhere=elsewhere, here=mine)
        return tr(
            "card {card}: no copy is left (the deck holds {copies}; {elsewhere} already "
            "entered in this round)"
        ).format(card=card, copies=COPIES, elsewhere=elsewhere)

    # -- editing ---------------------------------------------------------------------------

    def append_card(self, card: Card) -> None:
        """Add a picked card at the end, as if typed, and keep the focus here."""
        text = self.text().rstrip(" ,")
        self.setText(f"{text} {card}".strip() + " ")
        self.setFocus()

    def set_cards(self, cards: Iterable[Card]) -> None:
        shown = format_cards(cards)
        self.setText(f"{shown} " if shown else "")

    def _typed(self, _text: str) -> None:
        self.check()
        self.pool.changed.emit()

    def _submit(self) -> None:
        cards = self.complete()
        if cards is not None:
            self.entered.emit(cards)
            return
        if self._problem is None:
            self._problem = tr("{what} needs {count} cards; {typed} entered").format(
                what=self.what, count=self.count, typed=len(self._cards)
            )
        self.setProperty("invalid", True)
        restyle(self)
        self.checked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        self.pool.target = self
        self.pool.changed.emit()
        super().focusInEvent(event)


def _tokens(text: str) -> list[str]:
    return [token for token in _SEPARATORS.split(text.strip()) if token]


def _ends_with_separator(text: str) -> bool:
    return bool(text) and text[-1] in " ,\t"


def _being_typed(token: str) -> bool:
    """A lone number 1-6: the suit letter has not been typed yet."""
    return len(token) == 1 and token in "123456"


class CardButton(QPushButton):
    """One card of the picker: its glyph large, the copies left small beneath."""

    def __init__(self, card: Card, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName("pick-card")
        self.setProperty("suit", card.suit.code)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        style = suit_styles()[card.suit.code]
        self.setToolTip(
            tr("{number} of {suit} ({card})").format(
                number=card.number, suit=tr(style.name), card=card
            )
        )
        self.setAccessibleName(f"{card}")
        self.face = QLabel()
        self.face.setObjectName("pick-face")
        self.face.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.face.setTextFormat(Qt.TextFormat.RichText)
        self.face.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.face)
        self.left = -1
        self.show_left(COPIES)

    def show_left(self, left: int) -> None:
        left = max(left, 0)
        if left == self.left:
            return
        self.left = left
        self.setEnabled(left > 0)
        self.setProperty("left", left)
        colour = None if left else _DIM
        copies = tr("{left} left", "copies of a card").format(left=left)
        self.face.setText(
            f'<div style="font-size:20px; font-weight:700">{card_label(self.card, color=colour)}'
            f'</div><div style="font-size:11px; color:{"#9aa7b8" if left else _DIM}">'
            f"{copies}</div>"
        )
        restyle(self)


class CardPicker(QWidget):
    """The 36 cards as a grid, suits down and numbers across, each showing the copies left;
    a click (or Space/Enter on a focused card) appends it to the pool's focused entry. Arrow
    keys move round the grid, and a card letter typed here goes to the entry."""

    def __init__(self, pool: CardPool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-picker")
        self.pool = pool
        self.buttons: dict[Card, CardButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        styles = suit_styles()
        for row, suit in enumerate(Suit):
            name = QLabel(f"{styles[suit.code].glyph} {tr(styles[suit.code].name)}")
            name.setObjectName("pick-suit")
            name.setStyleSheet(f"color: {styles[suit.code].color};")
            grid.addWidget(name, row, 0)
            for number in NUMBERS:
                card = Card.of(number, suit)
                button = CardButton(card)
                button.clicked.connect(lambda _checked=False, c=card: self.pool.pick(c))
                button.installEventFilter(self)
                grid.addWidget(button, row, number)
                self.buttons[card] = button
        pool.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        left = self.pool.left()
        for card, button in self.buttons.items():
            button.show_left(left[card])

    def count_left(self, card: Card) -> int:
        return self.buttons[card].left

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(watched, CardButton) or not isinstance(event, QKeyEvent):
            return False
        typed = event.text()
        if event.type() == QEvent.Type.ShortcutOverride:
            # Letters and digits typed on the grid are card notation, not screen keys.
            if typed and typed.isprintable() and typed != " ":
                event.accept()
                return True
            return False
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = Qt.Key(event.key())
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        if key in moves:
            self._move(watched.card, *moves[key])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            watched.click()
            return True
        if typed and typed.isprintable() and typed != " " and self.pool.target is not None:
            target = self.pool.target
            target.setFocus()
            target.insert(typed)
            return True
        return False

    def _move(self, card: Card, down: int, across: int) -> None:
        """Focus the next enabled card in that direction (a used-up card is skipped)."""
        row, column = int(card.suit), card.number - 1
        for _ in range(6):
            row, column = (row + down) % 6, (column + across) % 6
            button = self.buttons[Card.of(column + 1, Suit(row))]
            if button.isEnabled():
                button.setFocus(Qt.FocusReason.TabFocusReason)
                return
