"""The live Fiddler-Crab table: seven betting circles against the dealer's hand.

A round runs bets → start → each seat's split → the dealer's hand → settlement, and the
screen offers at each moment only what the engine's ``legal_commands`` offers. Every entry
opens in the panel under the seats rather than in a dialog, so the seats (and the cards
already out) stay in view while the dealer types. Keys: B bet, W withdraw, N start the round,
H a seat's hand, D the dealer's hand, S settle; Enter confirms and Escape cancels a panel.

The screen never works out money: the settlement is the engine's ``Settle`` previewed through
the services and shown for the dealer to confirm, and what was paid stays on the seats until
the next round starts (the engine's state forgets a round once it ends, so the screen keeps
the settled round's events itself).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.sekhoma_pack import Card, format_cards
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import LOSE, PUSH, WIN_BOTH, WIN_LARGE
from casino.games.fiddler_crab.types import (
    BetSettled,
    DealerHandSet,
    FiddlerCrabState,
    PlaceBet,
    RoundState,
    SetDealerHand,
    SetHand,
    Settle,
    Split,
    StartRound,
    WithdrawBet,
)
from casino.games.seating import SeatState
from casino.games.sekhoma.ranking import category_of_counts
from casino.services.tables import TableView
from ui.console import Console
from ui.games.sekhoma.card_entry import CardEntry, CardPicker, CardPool, cards_inline
from ui.table_screen import TableScreen, action_button
from ui.widgets import AmountField, FittedLabel, InlineMessage, restyle

LARGE, SMALL, NINE = 6, 3, 9

RESULT_WORDS = {
    WIN_BOTH: "Wins both",
    WIN_LARGE: "Wins Large",
    PUSH: "Push",
    LOSE: "Loses",
}
RULE_WORDS = {
    "best-large": "best Large Hand (best-large)",
    "house-way": "the house way (house-way)",
    DEALER_CHOICE: "the dealer's choice (dealer-choice)",
}


def category(cards: Iterable[Card]) -> str:
    """The category of a Large (6) or Small (3) hand, for showing beside its cards."""
    counts = [0] * 6
    for card in cards:
        counts[card.suit] += 1
    return category_of_counts(counts).label


def _set_prop(widget: QWidget, name: str, value: Any) -> bool:
    """Set a dynamic property the style sheet reads; True when it really changed, so the
    caller restyles (once, after setting all of them: restyling is most of a redraw)."""
    if widget.property(name) == value:
        return False
    widget.setProperty(name, value)
    return True


def _show(widget: QWidget, visible: bool) -> None:
    """Show or hide, skipping the call when nothing changes: a redraw sets every seat's
    labels, and a needless setVisible costs as much as a needed one."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def _restyle_tree(widget: QWidget) -> None:
    """Restyle a widget and its children, whose colours hang on the parent's properties
    (``[phase="closed"] QLabel``)."""
    restyle(widget)
    for child in widget.findChildren(QWidget):
        restyle(child)


def _label(name: str, text: str = "", *, rich: bool = False) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    return label


# -- the seats and the dealer -------------------------------------------------------------------


@dataclass(frozen=True)
class SeatShown:
    """Everything one seat shows, gathered by the screen from the state and the results."""

    number: int
    usable: bool
    occupant: SeatState | None
    bet: int
    riding: bool
    in_round: bool
    round_on: bool
    split: Split | None
    result: BetSettled | None
    previewed: bool
    selected: bool


class SeatView(QFrame):
    """One betting circle: who sits there, their stack and bet, the split once set, and the
    last result. Dynamic properties (``selected``, ``phase``, ``result``) drive the style."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("fc-seat")
        self.heading = _label("seat-number", str(number))
        self.heading.setToolTip(f"Seat {number} (key {number})")
        self.player = FittedLabel()  # a long name shrinks, then elides, never cut silently
        self.player.setObjectName("seat-player")
        self.player.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.stack = _label("seat-stack")
        self.bet = _label("bet-circle")
        self.riding = _label("riding-mark", "RIDING")
        self.riding.setToolTip("A push under the ride rule: this bet must play the next round")
        self.riding.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.large = _label("split-cards", rich=True)
        self.large_category = _label("split-category")
        self.small = _label("split-cards", rich=True)
        self.small_category = _label("split-category")
        self.result = _label("seat-result")
        self.payout = _label("seat-payout")
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.heading)
        top.addWidget(self.player, 1)
        top.addWidget(self.riding)
        bet_row = QHBoxLayout()
        bet_row.addWidget(self.bet)
        bet_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.stack)
        layout.addLayout(bet_row)
        for widget in (self.large, self.large_category, self.small, self.small_category):
            layout.addWidget(widget)
        layout.addWidget(self.result)
        layout.addWidget(self.payout)
        layout.addStretch(1)
        self.figures = _label("seat-figures", rich=True)
        """The seat's figures this session, filled by ``TableScreen.show_figures``."""
        self.figures.setStyleSheet("font-size: 12px; color: #c4cfdd;")
        self.figures.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.figures.hide()
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def show_seat(self, shown: SeatShown, money: Any) -> None:
        changed = _set_prop(self, "selected", shown.selected)
        changed |= _set_prop(self, "phase", _phase(shown))
        changed |= _set_prop(self, "result", shown.result.result if shown.result else "")
        changed |= _set_prop(self, "previewed", shown.previewed)
        occupant = shown.occupant
        self.player.setText(occupant.player if occupant else ("" if shown.usable else "closed"))
        self.stack.setText(money(occupant.stack) if occupant else "")
        _show(self.stack, occupant is not None)
        self.bet.setText(money(shown.bet) if shown.bet else "no bet")
        _show(self.bet, occupant is not None)
        bet_changed = _set_prop(self.bet, "riding", shown.riding)
        bet_changed |= _set_prop(self.bet, "empty", not shown.bet)
        if bet_changed and not changed:
            restyle(self.bet)
        _show(self.riding, shown.riding)
        if not shown.usable:
            self.player.setText("not in play")
        elif occupant is None:
            self.player.setText("empty")
        self._show_split(shown)
        self._show_result(shown.result, money)
        if changed:
            _restyle_tree(self)

    def _show_split(self, shown: SeatShown) -> None:
        split = shown.split
        if split is None:
            waiting = shown.in_round and shown.round_on
            self.large.setText("")
            self.large_category.setText("waiting for the split" if waiting else "")
            self.small.setText("")
            self.small_category.setText("")
            _show(self.large, False)
            _show(self.small, False)
            _show(self.small_category, False)
            _show(self.large_category, waiting)
            return
        large, small = split
        self.large.setText(
            cards_inline(large[:SMALL], 17) + "<br>" + cards_inline(large[SMALL:], 17)
        )
        self.small.setText(cards_inline(small, 17))
        self.large_category.setText(category(large))
        self.small_category.setText(category(small))
        for widget in (self.large, self.large_category, self.small, self.small_category):
            _show(widget, True)

    def _show_result(self, result: BetSettled | None, money: Any) -> None:
        if result is None:
            self.result.setText("")
            self.payout.setText("")
            _show(self.result, False)
            _show(self.payout, False)
            return
        self.result.setText(RESULT_WORDS.get(result.result, result.result).upper())
        self.payout.setText(payout_words(result, money, short=True))
        _show(self.result, True)
        _show(self.payout, True)


def _phase(shown: SeatShown) -> str:
    if not shown.usable:
        return "closed"
    if shown.occupant is None:
        return "empty"
    if shown.round_on:
        return "playing" if shown.in_round else "sitting-out"
    return "betting" if shown.bet else "seated"


def payout_words(result: BetSettled, money: Any, *, short: bool = False) -> str:
    """What a settled bet did to the player's chips, as the engine decided it."""
    if result.result == PUSH:
        if result.rides:
            return "bet rides" if short else "bet rides to the next round"
        return "bet stays" if short else "bet stays (may be withdrawn)"
    if result.result == LOSE:
        return f"−{money(result.bet)}"
    text = f"+{money(result.won)}"
    if result.commission:
        text += f" (commission {money(result.commission)})"
    return text


class DealerView(QFrame):
    """The dealer's hand once set (with the rule that split it), the rules in force, and what
    the dealer does next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fc-dealer")
        self.heading = _label("dealer-title", "Dealer")
        self.large = _label("dealer-cards", rich=True)
        self.large_category = _label("dealer-category")
        self.small = _label("dealer-cards", rich=True)
        self.small_category = _label("dealer-category")
        self.rule = _label("dealer-rule")
        self.rules_line = _label("rules-line")
        self.phase = _label("phase")
        hands = QGridLayout()
        hands.setHorizontalSpacing(18)
        hands.addWidget(self.large, 0, 0)
        hands.addWidget(self.small, 0, 1)
        hands.addWidget(self.large_category, 1, 0)
        hands.addWidget(self.small_category, 1, 1)
        self.phase.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.rules_line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.rule)
        right = QVBoxLayout()
        right.addWidget(self.phase)
        right.addWidget(self.rules_line)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 6)
        layout.addLayout(left)
        layout.addSpacing(16)
        layout.addLayout(hands)
        layout.addStretch(1)
        layout.addLayout(right, 1)

    def show_dealer(self, split: Split | None, rule: str | None, *, last: bool) -> None:
        if split is None:
            for widget in (self.large, self.small, self.large_category, self.small_category):
                widget.setText("")
            self.rule.setText("hand not shown yet")
            return
        large, small = split
        self.large.setText(cards_inline(large, 22))
        self.small.setText(cards_inline(small, 22))
        self.large_category.setText(f"Large · {category(large)}")
        self.small_category.setText(f"Small · {category(small)}")
        made = RULE_WORDS.get(rule or "", rule or "")
        self.rule.setText(("last round: " if last else "") + f"set by {made}")


# -- the entry panels ---------------------------------------------------------------------------


class Panel(QFrame):
    """An entry under the seats; ``kind`` and ``seat`` say what it is for, so the screen can
    close it when the table moves on."""

    cancelled = Signal()

    def __init__(self, kind: str, seat: int | None, title: str) -> None:
        super().__init__()
        self.setObjectName("fc-panel")
        self.kind = kind
        self.seat = seat
        self.title = _label("panel-title", title)
        self.message = InlineMessage()
        self.hint = _label("panel-hint")
        self.hint.setWordWrap(True)

    def focus_first(self) -> None:
        self.setFocus()


class BetPanel(Panel):
    """The bet for one seat, within the engine's bounds for it."""

    placed = Signal(int)

    def __init__(self, seat: int, who: str, rules: FiddlerCrabRules, low: int, high: int,
                 start: int) -> None:  # fmt: skip
        super().__init__(PlaceBet.KIND, seat, f"Bet · seat {seat} · {who}")
        self.amount = AmountField()
        self.amount.setObjectName("bet-amount")
        self.amount.configure(rules, low, high, f"Seat {seat}'s bet", start=start)
        self.amount.selectAll()
        self.amount.entered.connect(self.placed.emit)
        self.amount.cancelled.connect(self.cancelled.emit)
        self.amount.returnPressed.connect(self._explain)
        self.hint.setText(f"{self.amount.bounds_text()}  ·  Enter places it, Escape cancels")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        row = QHBoxLayout()
        row.addWidget(self.amount, 1)
        row.addStretch(2)
        layout.addLayout(row)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addStretch(1)

    def _explain(self) -> None:
        problem = self.amount.problem()
        if problem:
            self.message.show_error(problem)

    def focus_first(self) -> None:
        self.amount.setFocus()
        self.amount.selectAll()


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
        self.entries: list[CardEntry] = []
        self.shown: list[QLabel] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        for index, (what, count) in enumerate(parts):
            name = _label("entry-label", f"{what}\n({count} cards)")
            entry = CardEntry(count, what, self.pool)
            entry.setObjectName(f"cards-{index}")
            entry.entered.connect(lambda _cards, i=index: self._next(i))
            entry.cancelled.connect(self.cancelled.emit)
            entry.checked.connect(lambda e=entry: self._checked(e))
            shown = _label("entry-cards", rich=True)
            grid.addWidget(name, 2 * index, 0)
            grid.addWidget(entry, 2 * index, 1)
            grid.addWidget(shown, 2 * index + 1, 1)
            self.entries.append(entry)
            self.shown.append(shown)
        grid.setColumnStretch(1, 1)
        form = QVBoxLayout()
        form.setSpacing(4)
        form.addWidget(self.title)
        form.addLayout(grid)
        if start:
            for entry, cards in zip(self.entries, start, strict=False):
                entry.set_cards(cards)
        form.addWidget(self.message)
        self.hint.setText(
            "Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. "
            "Enter moves on and sets; Escape cancels."
        )
        form.addWidget(self.hint)
        form.addStretch(1)
        self.picker = CardPicker(self.pool)
        layout = QHBoxLayout(self)
        layout.addLayout(form, 1)
        layout.addWidget(self.picker)
        for entry in self.entries:
            self._checked(entry, quiet=True)

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
                    self.message.show_info(f"now the {entry.what}")
                return
        self.done.emit(tuple(entry.cards() for entry in self.entries))


class DealtPanel(Panel):
    """A shoe seat's nine dealt cards as toggles: the dealer picks the three the player puts
    in the Small Hand (keys 1-9 toggle the card in that place, Enter sets, Escape cancels)."""

    done = Signal(tuple)

    def __init__(self, seat: int, who: str, dealt: tuple[Card, ...],
                 split: Split | None) -> None:  # fmt: skip
        super().__init__(SetHand.KIND, seat, f"Hand · seat {seat} · {who}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.dealt = dealt
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout()
        for place, card in enumerate(dealt, start=1):
            button = QPushButton()
            button.setObjectName("dealt-card")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAccessibleName(f"{place}: {card}")
            face = _label("dealt-face", rich=True)
            face.setAlignment(Qt.AlignmentFlag.AlignCenter)
            face.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            face.setText(
                f'<div style="font-size:11px; color:#9aa7b8">{place}</div>'
                f"{cards_inline([card], 26)}"
            )
            inner = QVBoxLayout(button)
            inner.setContentsMargins(2, 2, 2, 2)
            inner.addWidget(face)
            button.toggled.connect(lambda _on=False, p=place: self._toggled(p))
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        if split is not None:
            for place in _places(dealt, split[1]):
                self.buttons[place - 1].setChecked(True)
        self.large = _label("entry-cards", rich=True)
        self.small = _label("entry-cards", rich=True)
        self.hint.setText(
            "Press 1-9 (or click) to choose the three cards of the Small Hand; the other six "
            "are the Large Hand. Enter sets, Escape cancels."
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(row)
        hands = QGridLayout()
        hands.addWidget(_label("entry-label", "Large (6)"), 0, 0)
        hands.addWidget(self.large, 0, 1)
        hands.addWidget(_label("entry-label", "Small (3)"), 1, 0)
        hands.addWidget(self.small, 1, 1)
        hands.setColumnStretch(1, 1)
        layout.addLayout(hands)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self._toggled(0)

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
            self.message.show_error("the Small Hand is three cards: release one first")
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
                "Enter sets this split" if done else f"{len(small)} of 3 Small Hand cards chosen"
            )

    def toggle(self, place: int) -> None:
        if 1 <= place <= len(self.buttons):
            self.buttons[place - 1].toggle()

    def confirm(self) -> None:
        if len(self.chosen()) != SMALL:
            self.message.show_error(
                f"choose three cards for the Small Hand ({len(self.chosen())} chosen)"
            )
            return
        self.done.emit(self.split())

    def event(self, event: QEvent) -> bool:
        # Digits here choose cards; they must not reach the screen's seat keys.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (_digit(event) or event.key() in _PANEL_KEYS)
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


_PANEL_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)


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
        super().__init__(Settle.KIND, None, "Settlement · check, then Enter to pay and collect")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.seq = seq
        self.results = {e.seat: e for e in events if isinstance(e, BetSettled)}
        grid = QGridLayout()
        grid.setHorizontalSpacing(22)
        grid.setVerticalSpacing(0)
        for column, heading in enumerate(
            ("Seat", "Player", "Result", "Bet", "Payout", "Commission", "Push")
        ):
            grid.addWidget(_label("settle-heading", heading), 0, column)
        paid = collected = 0
        for row, (seat, result) in enumerate(sorted(self.results.items()), start=1):
            occupant = state.seat(seat)
            if result.result == LOSE:
                collected += result.bet
            elif result.result != PUSH:
                paid += result.won
            push = ""
            if result.result == PUSH:
                push = "rides (locked)" if result.rides else "stays, may withdraw"
            cells = (
                str(seat),
                occupant.player if occupant else "",
                RESULT_WORDS.get(result.result, result.result),
                money(result.bet),
                payout_words(result, money, short=True) if result.result != PUSH else "0",
                money(result.commission) if result.commission else "",
                push,
            )
            for column, text in enumerate(cells):
                cell = _label("settle-cell", text)
                cell.setProperty("result", result.result)
                cell.setProperty("column", column)
                grid.addWidget(cell, row, column)
        grid.setColumnStretch(7, 1)
        self.total = _label(
            "settle-total",
            f"The house pays {money(paid)} and collects {money(collected)}.",
        )
        self.confirm_button = action_button("Pay and collect", "Enter")
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.clicked.connect(self.confirmed.emit)
        cancel = action_button("Back", "Esc")
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
            and event.key() in _PANEL_KEYS
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


# -- the screen -----------------------------------------------------------------------------------


class FiddlerCrabScreen(TableScreen):
    """A Fiddler-Crab table at a dealer's console."""

    LEAVING_ALSO = " and not with a bet riding"

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, parent)
        self.setObjectName("fiddler-crab-screen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.panel: Panel | None = None
        self.results: dict[int, BetSettled] = {}
        """The last settled round's results, shown until the next round starts."""
        self.last_round: RoundState | None = None
        self.dealer_event: DealerHandSet | None = None
        self.dealer = DealerView()
        self.body.addWidget(self.dealer)
        seats = QHBoxLayout()
        seats.setSpacing(8)
        self.seat_views = [SeatView(n) for n in range(1, self.MAX_SEATS + 1)]
        for view in self.seat_views:
            seats.addWidget(view, 1)
        self.body.addLayout(seats)
        self.panel_area = QVBoxLayout()
        self.body.addLayout(self.panel_area, 1)
        self.idle = _label(
            "panel-idle",
            "1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  H a seat's hand"
            "  ·  D the dealer's hand  ·  S settle",
        )
        self.idle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.panel_area.addWidget(self.idle, 1)
        bar = QHBoxLayout()
        self.bet_button = self._action(bar, "Bet", "B", self.bet)
        self.withdraw_button = self._action(bar, "Withdraw", "W", self.withdraw)
        self.start_button = self._action(bar, "Start round", "N", self.start_round)
        self.hand_button = self._action(bar, "Seat's hand", "H", self.set_hand)
        self.dealer_button = self._action(bar, "Dealer's hand", "D", self.dealer_hand)
        self.settle_button = self._action(bar, "Settle", "S", self.settle)
        bar.addStretch(1)
        self.body.addLayout(bar)

    FIGURES_STACKED = True

    def figure_label(self, seat: int) -> QLabel | None:
        """Each seat's figures go at the foot of its betting circle, in three short lines."""
        return self.seat_views[seat - 1].figures if 1 <= seat <= len(self.seat_views) else None

    def _action(self, bar: QHBoxLayout, text: str, key: str, slot: Any) -> QPushButton:
        button = action_button(text, key)
        button.clicked.connect(slot)
        bar.addWidget(button)
        # The key works even while the button is greyed out, so that it says why not.
        self._shortcut(key, slot)
        return button

    @property
    def state(self) -> FiddlerCrabState:
        assert self.view is not None
        state: FiddlerCrabState = self.view.state
        return state

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        state: FiddlerCrabState = view.state
        rnd = state.round
        if rnd is not None and self.last_round is not None:
            self.results, self.last_round = {}, None
        if rnd is None or rnd.dealer is None:
            self.dealer_event = None
        self._check_panel(view)
        previewed = self.panel.results if isinstance(self.panel, SettlePanel) else {}
        shown_round = rnd or self.last_round
        for seat_view in self.seat_views:
            number = seat_view.number
            in_round = shown_round is not None and number in shown_round.seats
            split = shown_round.split_of(number) if shown_round and in_round else None
            result = previewed.get(number) or self.results.get(number)
            seat_view.show_seat(
                SeatShown(
                    number=number,
                    usable=number <= state.rules.seats,
                    occupant=state.seat(number),
                    bet=rnd.bets[rnd.seats.index(number)]
                    if rnd and in_round
                    else state.bets[number - 1],
                    riding=state.riding[number - 1],
                    in_round=in_round,
                    round_on=rnd is not None,
                    split=split,
                    result=result,
                    previewed=number in previewed,
                    selected=number == self.selected_seat,
                ),
                self.money,
            )
        self._draw_dealer(state)
        self.bet_button.setEnabled(bool(self.seats_with(PlaceBet.KIND)))
        self.withdraw_button.setEnabled(bool(self.seats_with(WithdrawBet.KIND)))
        self.start_button.setEnabled(self.option(StartRound.KIND) is not None)
        self.hand_button.setEnabled(bool(self.seats_with(SetHand.KIND)))
        self.dealer_button.setEnabled(self.option(SetDealerHand.KIND) is not None)
        self.settle_button.setEnabled(self.option(Settle.KIND) is not None)

    def _draw_dealer(self, state: FiddlerCrabState) -> None:
        rules = state.rules
        rnd = state.round
        if rnd is not None and rnd.dealer is not None:
            rule = self.dealer_event.rule if self.dealer_event else rules.dealer_sets
            self.dealer.show_dealer(rnd.dealer, rule, last=False)
        elif rnd is None and self.last_round is not None and self.last_round.dealer:
            self.dealer.show_dealer(self.last_round.dealer, rules.dealer_sets, last=True)
        else:
            self.dealer.show_dealer(None, None, last=False)
        commission = f" · commission {rules.commission}%" if rules.commission else ""
        self.dealer.rules_line.setText(
            f"Bets {self.money(rules.min_bet)}–{self.money(rules.max_bet)} · pays "
            f"{rules.pay_both} / {rules.pay_large} · push {rules.push} · "
            f"{rules.dealer_sets}{commission}"
        )
        self.dealer.phase.setText(self._phase_text(state))

    def _phase_text(self, state: FiddlerCrabState) -> str:
        """The next step, in a few words, for a dealer glancing up."""
        rnd = state.round
        if self.view is None or self.view.session_id is None:
            return "Table closed"
        if rnd is None:
            if self.option(StartRound.KIND):
                return f"Bets open · N starts round {state.rounds_dealt + 1}"
            return "Bets open · Ctrl+P seats, B bets"
        if rnd.dealer is not None:
            return f"Round {rnd.number} · S: settle"
        waiting = [s for s, split in zip(rnd.seats, rnd.splits, strict=True) if split is None]
        if waiting:
            return f"Round {rnd.number} · H: hands to set, seat {', '.join(map(str, waiting))}"
        return f"Round {rnd.number} · D: the dealer's hand"

    def _check_panel(self, view: TableView) -> None:
        """Close a panel the table has moved past (its seat or its moment is gone)."""
        panel = self.panel
        if panel is None:
            return
        if isinstance(panel, SettlePanel):
            still = panel.seq == view.seq
        elif panel.kind in (PlaceBet.KIND, SetHand.KIND):
            still = (
                panel.seat == self.selected_seat and self.option(panel.kind, panel.seat) is not None
            )
        else:
            still = self.option(panel.kind) is not None
        if not still:
            self.close_panel(redraw=False)

    def select_seat(self, seat: int) -> None:
        if self.view is not None and seat > self.state.rules.seats:
            self.message.show_error(
                f"this table's seats are 1 to {self.state.rules.seats}; seat {seat} is not in play"
            )
            return
        super().select_seat(seat)

    # -- panels ----------------------------------------------------------------------------

    def open_panel(self, panel: Panel) -> None:
        self.close_panel(refocus=False, redraw=False)
        self.panel = panel
        panel.cancelled.connect(self.close_panel)
        self.idle.hide()
        self.panel_area.addWidget(panel)
        panel.show()
        panel.focus_first()

    def close_panel(self, refocus: bool = True, redraw: bool = True) -> None:
        panel, self.panel = self.panel, None
        if panel is None:
            return
        self.panel_area.removeWidget(panel)
        panel.hide()
        panel.deleteLater()
        self.idle.show()
        if refocus:
            self.setFocus()
        if redraw and isinstance(panel, SettlePanel) and self.view is not None:
            self.draw(self.view)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter and Escape reach the open panel even when the focus has strayed from it."""
        if self.panel is not None and event.key() in _PANEL_KEYS:
            if isinstance(self.panel, SettlePanel | DealtPanel):
                self.panel.keyPressEvent(event)
            elif event.key() == Qt.Key.Key_Escape:
                self.close_panel()
            return
        super().keyPressEvent(event)

    def _seat_name(self, seat: int) -> str:
        occupant = self.state.seat(seat)
        return occupant.player if occupant else "empty"

    # -- between rounds --------------------------------------------------------------------

    def bet(self) -> None:
        seat = self.selected_seat
        option = self.option(PlaceBet.KIND, seat) if seat else None
        if seat is None or option is None:
            self.message.show_error(self._why_no_bet(seat))
            return
        current = self.state.bets[seat - 1]
        high = option.high if option.high is not None else option.low
        panel = BetPanel(seat, self._seat_name(seat), self.rules, option.low, high,
                         current or option.low)  # fmt: skip
        panel.placed.connect(lambda amount: self._place(seat, amount))
        self.open_panel(panel)

    def _why_no_bet(self, seat: int | None) -> str:
        if seat is None:
            return "select a seat first (keys 1-7), then B"
        state = self.state
        if state.round is not None:
            return "bets are placed between rounds"
        if state.seat(seat) is None:
            return f"seat {seat} is empty: Ctrl+P seats a player"
        if state.riding[seat - 1]:
            return f"seat {seat}'s bet rides after a push: it plays the next round unchanged"
        return f"seat {seat} cannot bet now (its stack is below the minimum bet)"

    def _place(self, seat: int, amount: int) -> None:
        if self.send(PlaceBet(seat, amount), f"bet seat {seat}") is not None:
            self.close_panel()

    def withdraw(self) -> None:
        seat = self.selected_seat
        if seat is None or self.option(WithdrawBet.KIND, seat) is None:
            if seat is not None and self.view is not None and self.state.riding[seat - 1]:
                self.message.show_error(
                    f"seat {seat}'s bet rides after a push: it cannot be withdrawn"
                )
            else:
                self.message.show_error("select a seat with a bet (keys 1-7), then W")
            return
        self.send(WithdrawBet(seat), f"withdraw seat {seat}")

    def start_round(self) -> None:
        if self.option(StartRound.KIND) is None:
            self.message.show_error("a round starts between rounds, once a seat has a bet")
            return
        self.close_panel()
        if self.send(StartRound(), "start round") is not None:
            rnd = self.state.round
            if rnd is not None and rnd.seats:
                self.select_seat(rnd.seats[0])

    # -- in the round ----------------------------------------------------------------------

    def set_hand(self) -> None:
        seats = self.seats_with(SetHand.KIND)
        rnd = self.state.round if self.view is not None else None
        if not seats or rnd is None:
            self.message.show_error(
                "splits are entered during a round, until the dealer's hand is set"
            )
            return
        seat = self.selected_seat
        if seat not in seats:
            waiting = [s for s in seats if rnd.split_of(s) is None]
            seat = (waiting or seats)[0]
            self.selected_seat = seat
            self.draw(self.state_view())
        self.open_panel(self._hand_panel(seat, rnd))

    def state_view(self) -> TableView:
        assert self.view is not None
        return self.view

    def _hand_panel(self, seat: int, rnd: RoundState) -> Panel:
        who = self._seat_name(seat)
        split = rnd.split_of(seat)
        if rnd.dealt is not None:
            dealt = DealtPanel(seat, who, rnd.dealt[rnd.seats.index(seat)], split)
            dealt.done.connect(lambda chosen: self._send_split(seat, chosen))
            return dealt
        out = [
            card
            for other, other_split in zip(rnd.seats, rnd.splits, strict=True)
            if other != seat and other_split is not None
            for card in other_split[0] + other_split[1]
        ]
        panel = CardsPanel(
            SetHand.KIND, seat, f"Hand · seat {seat} · {who} · as the player set it",
            [("Large Hand", LARGE), ("Small Hand", SMALL)], out,
            list(split) if split else None,
        )  # fmt: skip
        panel.done.connect(lambda parts: self._send_split(seat, parts))
        return panel

    def _send_split(self, seat: int, parts: tuple[tuple[Card, ...], ...]) -> None:
        large, small = parts
        label = f"hand seat {seat}: {format_cards(large)} / {format_cards(small)}"
        if self.send(SetHand(seat, large, small), label) is None:
            if self.panel is not None:
                self.panel.message.show_error(self.message.text())
            return
        self.close_panel()
        rnd = self.state.round
        waiting = [s for s in self.seats_with(SetHand.KIND) if rnd and rnd.split_of(s) is None]
        if waiting:
            self.select_seat(waiting[0])
            self.set_hand()
        else:
            self.message.show_info("every seat has set: D for the dealer's hand")

    def dealer_hand(self) -> None:
        if self.option(SetDealerHand.KIND) is None:
            rnd = self.state.round if self.view is not None else None
            if rnd is not None and rnd.dealer is None:
                self.message.show_error("every seat sets before the dealer: H for the others")
            else:
                self.message.show_error("the dealer's hand is set once per round")
            return
        rnd = self.state.round
        assert rnd is not None
        rule = self.state.rules.dealer_sets
        if rnd.dealt is not None:
            self._send_dealer(SetDealerHand())
            return
        out = [c for split in rnd.splits if split is not None for c in split[0] + split[1]]
        if rule == DEALER_CHOICE:
            parts = [("Dealer's Large Hand", LARGE), ("Dealer's Small Hand", SMALL)]
            title = "Dealer's hand · as the dealer set it (dealer-choice)"
        else:
            parts = [("Dealer's nine", NINE)]
            title = f"Dealer's hand · the console splits it by {RULE_WORDS.get(rule, rule)}"
        panel = CardsPanel(SetDealerHand.KIND, None, title, parts, out)
        panel.done.connect(lambda cards: self._dealer_cards(rule, cards))
        self.open_panel(panel)

    def _dealer_cards(self, rule: str, parts: tuple[tuple[Card, ...], ...]) -> None:
        if rule == DEALER_CHOICE:
            self._send_dealer(SetDealerHand(large=parts[0], small=parts[1]))
        else:
            self._send_dealer(SetDealerHand(cards=parts[0]))

    def _send_dealer(self, command: SetDealerHand) -> None:
        outcome = self.send(command, "dealer's hand", redraw=False)
        if outcome is None:
            if self.panel is not None:
                self.panel.message.show_error(self.message.text())
            return
        self.dealer_event = next((e for e in outcome.events if isinstance(e, DealerHandSet)), None)
        self.close_panel()
        self.draw(self.state_view())
        self.message.show_info("S shows the settlement")

    # -- settlement ------------------------------------------------------------------------

    def settle(self) -> None:
        if self.option(Settle.KIND) is None:
            self.message.show_error("a round settles once the dealer's hand is set")
            return
        events = self.preview(Settle())
        if events is None:
            return
        view = self.state_view()
        panel = SettlePanel(events, self.state, view.seq, self.money)
        panel.confirmed.connect(self.confirm_settlement)
        self.open_panel(panel)
        self.draw(view)

    def confirm_settlement(self) -> None:
        if not isinstance(self.panel, SettlePanel):
            return
        settled = self.state.round
        outcome = self.send(Settle(), "settle", redraw=False)
        if outcome is None:
            return
        self.close_panel(redraw=False)
        self.results = {e.seat: e for e in outcome.events if isinstance(e, BetSettled)}
        self.last_round = settled
        self.draw(self.state_view())
        self.message.show_info("settled: the results stay up until the next round starts")


Screen = FiddlerCrabScreen
