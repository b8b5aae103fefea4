"""The entry panels of the Fiddler-Crab screen, each opened under the seats rather than in a
dialog so the seats (and the cards already out) stay in view while the dealer types: a bet,
a split typed or picked, a shoe seat's nine to split by keys, and the engine's settlement to
confirm. Each says what it was opened for (``kind``, ``seat``) so the screen can close it
when the table moves on; the screen (``ui.games.fiddler_crab.screen``) sends the commands."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    BetSettled,
    FiddlerCrabState,
    PlaceBet,
    SetHand,
    Settle,
    Split,
)
from casino.games.spec import Option
from ui.amount_bar import AmountBar
from ui.game_screen import label
from ui.games.fiddler_crab.circles import LARGE, SMALL
from ui.games.fiddler_crab.present import SETTLE_HEADINGS, category, settlement
from ui.games.sekhoma.card_entry import CardEntry, CardPicker, CardPool, cards_inline
from ui.i18n import tr
from ui.table_screen import action_button
from ui.widgets import InlineMessage


class Panel(QFrame):
    """An entry under the seats; ``kind`` and ``seat`` say what it is for, so the screen can
    close it when the table moves on."""

    cancelled = Signal()

    def __init__(self, kind: str, seat: int | None, title: str) -> None:
        super().__init__()
        self.setObjectName("fc-panel")
        self.kind = kind
        self.seat = seat
        self.title = label("panel-title", title)
        self.message = InlineMessage()
        self.hint = label("panel-hint", wrap=True)

    def focus_first(self) -> None:
        self.setFocus()


class BetPanel(Panel):
    """The bet for one seat, within the engine's bounds for it (``option``; a bet without
    a highest is its lowest)."""

    placed = Signal(int)

    def __init__(self, seat: int, who: str, rules: FiddlerCrabRules, option: Option,
                 start: int) -> None:  # fmt: skip
        super().__init__(
            PlaceBet.KIND, seat, tr("Bet · seat {seat} · {who}").format(seat=seat, who=who)
        )
        self.entry = AmountBar(tr("·  Enter places it, Escape cancels"), width=None, under=True)
        # Drawn as the panel's own entry: on its background, its words in the panel's hint.
        self.entry.setStyleSheet("QFrame#entry-bar { background: transparent; }")
        for hint in (self.entry.bounds, self.entry.keys):
            hint.setObjectName("panel-hint")
        self.amount = self.entry.amount
        self.amount.setObjectName("bet-amount")
        self.entry.entered.connect(self.placed.emit)
        self.entry.cancelled.connect(self.cancelled.emit)
        self.entry.refused.connect(self.message.show_error)
        if option.high is None:
            option = option._replace(high=option.low)
        self.entry.open(rules, option, tr("Seat {seat}'s bet").format(seat=seat), start=start)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.entry)
        layout.addWidget(self.message)
        layout.addStretch(1)

    def focus_first(self) -> None:
        self.entry.focus()


class CardsPanel(Panel):
    """Typed (or picked) cards: a Large and Small Hand, or the dealer's nine. ``done`` carries
    the entries' cards, in their order, once every entry is complete."""

    done = Signal(tuple)

    def __init__(
        self,
        kind: str,
        seat: int | None,
        title: str,
        parts: list[tuple[str, int]],
        out: Iterable[Card],
        start: list[tuple[Card, ...]] | None = None,
    ) -> None:
        super().__init__(kind, seat, title)
        self.pool = CardPool(out, parent=self)
        self._build(parts)
        self._lay_out(parts)
        self._wire()
        if start:
            for entry, cards in zip(self.entries, start, strict=False):
                entry.set_cards(cards)
        for entry in self.entries:
            self._checked(entry, quiet=True)

    def _build(self, parts: list[tuple[str, int]]) -> None:
        self.entries = [CardEntry(count, what, self.pool) for what, count in parts]
        for index, entry in enumerate(self.entries):
            entry.setObjectName(f"cards-{index}")
        self.shown = [label("entry-cards", rich=True) for _part in parts]
        """Under each entry, its cards as they read (and a whole hand's category)."""
        self.hint.setText(
            tr(
                "Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. "
                "Enter moves on and sets; Escape cancels."
            )
        )
        self.picker = CardPicker(self.pool)

    def _lay_out(self, parts: list[tuple[str, int]]) -> None:
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        for index, ((what, count), entry) in enumerate(zip(parts, self.entries, strict=True)):
            shown = tr("{part}\n(%n cards)", None, count).format(part=what)
            grid.addWidget(label("entry-label", shown), 2 * index, 0)
            grid.addWidget(entry, 2 * index, 1)
            grid.addWidget(self.shown[index], 2 * index + 1, 1)
        grid.setColumnStretch(1, 1)
        form = QVBoxLayout()
        form.setSpacing(4)
        form.addWidget(self.title)
        form.addLayout(grid)
        form.addWidget(self.message)
        form.addWidget(self.hint)
        form.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(form, 1)
        layout.addWidget(self.picker)

    def _wire(self) -> None:
        for index, entry in enumerate(self.entries):
            entry.entered.connect(lambda _cards, i=index: self._next(i))
            entry.cancelled.connect(self.cancelled.emit)
            entry.checked.connect(lambda e=entry: self._checked(e))

    def focus_first(self) -> None:
        self.entries[0].setFocus()
        self.entries[0].end(False)

    def _checked(self, entry: CardEntry, *, quiet: bool = False) -> None:
        index = self.entries.index(entry)
        cards = entry.cards()
        text = cards_inline(cards, 22) if cards else ""
        if entry.complete() is not None and entry.count in (LARGE, SMALL):
            text += f'&nbsp;&nbsp;<span style="font-size:17px">{category(cards)}</span>'
        self.shown[index].setText(text)
        if quiet or entry is not self.pool.target:
            return  # the line under the entries speaks for the one being typed in
        problem = entry.problem()
        if problem:
            self.message.show_error(problem)
        else:
            self.message.show_info(entry.progress())

    def _next(self, index: int) -> None:
        """Enter on a complete entry: on to the next one, or done when all are complete."""
        for entry in self.entries[index + 1 :] + self.entries[: index + 1]:
            if entry.complete() is None:
                entry.setFocus()
                if entry.text().strip():
                    self.message.show_error(entry.progress())
                else:
                    self.message.show_info(tr("now the {part}").format(part=entry.what))
                return
        self.done.emit(tuple(entry.cards() for entry in self.entries))


class DealtPanel(Panel):
    """A shoe seat's nine dealt cards as toggles: the dealer picks the three the player puts
    in the Small Hand (keys 1-9 toggle the card in that place, Enter sets, Escape cancels)."""

    done = Signal(tuple)

    def __init__(self, seat: int, who: str, dealt: tuple[Card, ...],
                 split: Split | None) -> None:  # fmt: skip
        super().__init__(SetHand.KIND, seat, _hand_title(seat, who))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.dealt = dealt
        self._build()
        self._lay_out()
        self._wire()
        if split is not None:
            for place in _places(dealt, split[1]):
                self.buttons[place - 1].setChecked(True)
        self._toggled(0)

    def _build(self) -> None:
        self.buttons: list[QPushButton] = []
        self.faces: list[QLabel] = []
        for place, card in enumerate(self.dealt, start=1):
            button = QPushButton()
            button.setObjectName("dealt-card")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            face = label("dealt-face", rich=True, align=Qt.AlignmentFlag.AlignCenter)
            face.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            _show_card(button, face, place, card)
            inner = QVBoxLayout(button)
            inner.setContentsMargins(2, 2, 2, 2)
            inner.addWidget(face)
            self.buttons.append(button)
            self.faces.append(face)
        self.large = label("entry-cards", rich=True)
        self.small = label("entry-cards", rich=True)
        self.hint.setText(
            tr(
                "Press 1-9 (or click) to choose the three cards of the Small Hand; the other "
                "six are the Large Hand. Enter sets, Escape cancels."
            )
        )

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        for button in self.buttons:
            row.addWidget(button)
        row.addStretch(1)
        hands = QGridLayout()
        hands.addWidget(label("entry-label", tr("Large (6)")), 0, 0)
        hands.addWidget(self.large, 0, 1)
        hands.addWidget(label("entry-label", tr("Small (3)")), 1, 0)
        hands.addWidget(self.small, 1, 1)
        hands.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(row)
        layout.addLayout(hands)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addStretch(1)

    def _wire(self) -> None:
        for place, button in enumerate(self.buttons, start=1):
            button.toggled.connect(lambda _on=False, p=place: self._toggled(p))

    def load(self, seat: int, who: str, dealt: tuple[Card, ...], split: Split | None) -> bool:
        """The next seat's nine in this panel, as a new panel for it would show them: the
        dealer moves from seat to seat with Enter, and building the nine toggles anew each
        time was most of that keystroke. False (nothing changed) when the nine are not as
        many as the toggles."""
        if len(dealt) != len(self.buttons):
            return False
        self.seat = seat
        self.dealt = dealt
        self.title.setText(_hand_title(seat, who))
        small = set(_places(dealt, split[1])) if split is not None else set()
        for place, (button, face, card) in enumerate(
            zip(self.buttons, self.faces, dealt, strict=True), start=1
        ):
            _show_card(button, face, place, card)
            blocked = button.blockSignals(True)  # one redraw of the hands below, not nine
            button.setChecked(place in small)
            button.blockSignals(blocked)
        self.message.clear_message()
        self._toggled(0)
        return True

    def chosen(self) -> list[int]:
        return [place for place, b in enumerate(self.buttons, start=1) if b.isChecked()]

    def split(self) -> Split:
        chosen = set(self.chosen())
        small = tuple(c for p, c in enumerate(self.dealt, start=1) if p in chosen)
        large = tuple(c for p, c in enumerate(self.dealt, start=1) if p not in chosen)
        return large, small

    def _toggled(self, place: int) -> None:
        if len(self.chosen()) > SMALL and place:
            self.buttons[place - 1].setChecked(False)
            self.message.show_error(tr("the Small Hand is three cards: release one first"))
            return
        large, small = self.split()
        done = len(small) == SMALL
        self.large.setText(
            cards_inline(large, 22) + (f"&nbsp;&nbsp;{category(large)}" if done else "")
        )
        self.small.setText(
            cards_inline(small, 22) + (f"&nbsp;&nbsp;{category(small)}" if done else "")
        )
        if place:
            self.message.show_info(
                tr("Enter sets this split")
                if done
                else tr("{chosen} of 3 Small Hand cards chosen").format(chosen=len(small))
            )

    def toggle(self, place: int) -> None:
        if 1 <= place <= len(self.buttons):
            self.buttons[place - 1].toggle()

    def confirm(self) -> None:
        if len(self.chosen()) != SMALL:
            self.message.show_error(
                tr("choose three cards for the Small Hand ({chosen} chosen)").format(
                    chosen=len(self.chosen())
                )
            )
            return
        self.done.emit(self.split())

    def event(self, event: QEvent) -> bool:
        # Digits here choose cards; they must not reach the screen's seat keys.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (_digit(event) or event.key() in PANEL_KEYS)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        digit = _digit(event)
        if digit:
            self.toggle(digit)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)


PANEL_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)


def _hand_title(seat: int, who: str) -> str:
    """A shoe seat's split panel's title."""
    return tr("Hand · seat {seat} · {who}").format(seat=seat, who=who)


def _show_card(button: QPushButton, face: QLabel, place: int, card: Card) -> None:
    """A dealt card's toggle: its place (the key that toggles it) over its face."""
    button.setAccessibleName(f"{place}: {card}")
    face.setText(
        f'<div style="font-size:11px; color:#9aa7b8">{place}</div>{cards_inline([card], 26)}'
    )


def _digit(event: QKeyEvent) -> int:
    text = event.text()
    return int(text) if len(text) == 1 and text in "123456789" else 0


def _places(dealt: tuple[Card, ...], cards: tuple[Card, ...]) -> list[int]:
    """Where ``cards`` lie among the dealt nine (a card dealt twice counted once each)."""
    free = list(range(len(dealt)))
    places = []
    for card in cards:
        for index in free:
            if dealt[index] == card:
                places.append(index + 1)
                free.remove(index)
                break
    return places


class SettlePanel(Panel):
    """The engine's settlement of every seat at once, for the dealer to confirm with Enter."""

    confirmed = Signal()

    def __init__(self, events: tuple[Any, ...], state: FiddlerCrabState, seq: int,
                 money: Any) -> None:  # fmt: skip
        super().__init__(Settle.KIND, None, tr("Settlement · check, then Enter to pay and collect"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.seq = seq
        self.results = {e.seat: e for e in events if isinstance(e, BetSettled)}
        grid = QGridLayout()
        grid.setHorizontalSpacing(22)
        grid.setVerticalSpacing(0)
        for column, heading in enumerate(SETTLE_HEADINGS):
            grid.addWidget(label("settle-heading", tr(heading)), 0, column)
        seats = {seat: state.seat(seat) for seat in self.results}
        rows, total = settlement(self.results, seats, money)
        for row, line in enumerate(rows, start=1):
            for column, text in enumerate(line.cells):
                cell = label("settle-cell", text)
                cell.setProperty("result", line.result)
                cell.setProperty("column", column)
                grid.addWidget(cell, row, column)
        grid.setColumnStretch(len(SETTLE_HEADINGS), 1)
        self.total = label("settle-total", total)
        self.confirm_button = action_button(tr("Pay and collect"), "Enter")
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.clicked.connect(self.confirmed.emit)
        cancel = action_button(tr("Back"), "Esc")
        cancel.clicked.connect(self.cancelled.emit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(cancel)
        buttons.addSpacing(16)
        buttons.addWidget(self.total, 1)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addLayout(grid)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in PANEL_KEYS
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
        elif event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)
