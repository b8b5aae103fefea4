"""The live Sekhoma table: six seats round the table, the pots in the middle and an action
bar that offers only what the engine's ``legal_commands`` allows for the seat whose turn it is.

Every action has a one-letter key (K check, C call, B bet, R raise, A all-in, F fold,
X exchange, N new hand, T time charge, D showdown), so a dealer runs a whole hand without
the mouse. Amounts are typed into an ``AmountField`` bounded by the engine's option, so a
refused amount is explained where it was typed and never reaches the database. The
showdown is previewed by the engine (``TableService.preview``) and written only once the
dealer has seen who is paid what and confirmed.

Cards stay private: at a shoe table a seat's own cards appear only where the dealer needs
them (choosing the discards, and the showdown), never the shoe's order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.sekhoma_pack import Card, format_cards
from casino.games.seating import SeatState
from casino.games.sekhoma.projection import action_of, pots_of
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.rules import FIXED_LIMIT
from casino.games.sekhoma.types import (
    HAND_SIZE,
    SEATS,
    AllIn,
    Bet,
    BetReturned,
    Call,
    Check,
    CollectTimeCharge,
    Contender,
    Exchange,
    Fold,
    HandEnded,
    HandShown,
    HandState,
    HandVoided,
    Phase,
    PotAwarded,
    Raise,
    RakeTaken,
    SekhomaState,
    Showdown,
    StartHand,
)
from casino.games.spec import Option
from casino.services.tables import CASH, Outcome, TableView
from ui.console import Console
from ui.games.sekhoma.card_entry import CardEntry, CardPool, cards_inline
from ui.games.sekhoma.hand_check import cards_html
from ui.table_screen import TableScreen, action_button
from ui.widgets import AmountField, InlineMessage, restyle

ShownHands = tuple[tuple[int, tuple[Card, ...]], ...]

PHASE_TITLES = {
    Phase.BETTING_1: "Betting round 1",
    Phase.EXCHANGE: "Exchange",
    Phase.BETTING_2: "Betting round 2",
    Phase.SHOWDOWN: "Showdown",
}

# Seats run clockwise: along the top from the left, then back along the bottom.
SEAT_GRID = {1: (0, 0), 2: (0, 1), 3: (0, 2), 4: (2, 2), 5: (2, 1), 6: (2, 0)}

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

_STATE_TEXT = {
    "empty": "empty",
    "waiting": "waiting",
    "acting": "to act",
    "checked": "checked",
    "bet": "bet",
    "called": "called",
    "raised": "raised",
    "acted": "in",
    "folded": "folded",
    "all-in": "all-in",
    "sat-out": "sat out",
    "exchanged": "exchanged",
    "showdown": "in the showdown",
}


def set_property(widget: QWidget, name: str, value: Any) -> None:
    """Change a styled property and repolish only when it really changed: a redraw after
    every command must not restyle thirty widgets that look the same as before."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        restyle(widget)


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


def _label(name: str, text: str = "") -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    return label


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
        self.seat_number = _label("seat-number", f"Seat {number}")
        self.button_marker = _label("seat-button", "D")
        self.button_marker.setToolTip("The button")
        self.button_marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.player = ElidedLabel("seat-player")
        self.stack = _label("seat-stack")
        self.stack.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.in_round = _label("seat-round")
        self.total = _label("seat-total")
        self.status = _label("seat-state")
        self.exchange = _label("seat-exchange")
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
        self.figures = _label("seat-figures")
        """The seat's figures this session (bought in, cashed out, wagered, won or lost),
        filled by ``TableScreen.show_figures``."""
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.figures.setStyleSheet("font-size: 13px; color: #c4cfdd;")
        self.figures.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.figures.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addLayout(middle)
        layout.addLayout(bottom)
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_seat(
        self,
        occupant: SeatState | None,
        state: str,
        money: Callable[[int], str],
        contender: Contender | None,
        *,
        button: bool,
        selected: bool,
    ) -> None:
        changed = (
            self.property("state") != state
            or self.property("selected") != selected
            or self.property("button") != button
        )
        if changed:
            # The labels are styled by the panel's properties too (dimmed when folded), and
            # Qt repolishes only the widget whose property changed.
            self.setProperty("state", state)
            self.setProperty("selected", selected)
            self.setProperty("button", button)
            restyle(self)
            for label in self.findChildren(QLabel):
                restyle(label)
        self.button_marker.setVisible(button)
        self.status.setText(_STATE_TEXT.get(state, state))
        set_property(self.status, "state", state)
        if occupant is None:
            self.player.set_full_text("—")
            self.stack.setText("")
        else:
            self.player.set_full_text(occupant.player)
            self.stack.setText(money(occupant.stack))
        if contender is None:
            self.in_round.setText("")
            self.total.setText("")
            self.exchange.setText("")
            return
        self.in_round.setText(f"Bet {money(contender.in_round)}")
        self.total.setText(f"In hand {money(contender.committed)}")
        drew = contender.exchanged
        self.exchange.setText("" if drew is None else f"drew {drew}")


# --- entering an amount or the discards ------------------------------------------------------


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
        key = _label("card-key", f"[{index}]")
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
        self.counter = _label("discard-count")
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


# --- the showdown ----------------------------------------------------------------------------


def payout_html(events: Sequence[Any], players: dict[int, str], money: Callable[[int], str]) -> str:
    """The engine's showdown, as a dealer reads it: each hand and its rank, then what is
    returned, raked and won, and finally the one figure that matters per seat, what to push."""

    def who(seat: int) -> str:
        name = players.get(seat)
        return f"Seat {seat}" + (f" · {escape(name)}" if name else "")

    shown = [e for e in events if isinstance(e, HandShown)]
    returned = [e for e in events if isinstance(e, BetReturned)]
    rakes = [e for e in events if isinstance(e, RakeTaken)]
    pots = [e for e in events if isinstance(e, PotAwarded)]
    winners = {seat for pot in pots for seat, amount in pot.shares if amount > 0}
    paid: dict[int, int] = {}
    for e in returned:
        paid[e.seat] = paid.get(e.seat, 0) + e.amount
    for pot in pots:
        for seat, amount in pot.shares:
            paid[seat] = paid.get(seat, 0) + amount
    parts: list[str] = []
    if shown:
        rows = []
        for hand in sorted(shown, key=lambda h: (-h.rank, -h.score)):
            mark = "win" if hand.seat in winners else "lose"
            colour = "#7ee2a8" if mark == "win" else "#c4cfdd"
            rows.append(
                f"<tr><td style='color:{colour}; padding-right:14px; white-space:nowrap'>"
                f"<b>{who(hand.seat)}</b></td>"
                f"<td style='padding-right:14px; white-space:nowrap'>{cards_inline(hand.cards, 22)}"
                "</td>"
                f"<td style='color:{colour}; padding-right:10px'>"
                f"<b>{escape(hand.category)}</b></td>"
                f"<td style='color:#9aa7b8'>rank {hand.rank} · score {hand.score}</td></tr>"
            )
        parts.append("<h3>Hands</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    lines = [f"{who(e.seat)}: unmatched {money(e.amount)} goes back" for e in returned]
    lines += [f"Rake to the house: {money(e.amount)}" for e in rakes]
    for pot in pots:
        name = "Main pot" if pot.pot == 0 else f"Side pot {pot.pot}"
        eligible = ", ".join(str(s) for s in pot.eligible)
        split = ", ".join(f"{who(s)} {money(a)}" for s, a in pot.shares)
        how = " (uncontested)" if pot.uncontested else ""
        lines.append(f"{name} {money(pot.amount)}{how}, seats {eligible} eligible: <b>{split}</b>")
    if lines:
        parts.append("<h3>Pots</h3>" + "<br>".join(lines))
    if paid:
        rows = [
            f"<tr><td style='padding-right:18px; font-size:20px'>{who(seat)}</td>"
            f"<td align='right' style='color:#7ee2a8; font-size:22px'><b>{money(amount)}</b>"
            "</td></tr>"
            for seat, amount in sorted(paid.items())
        ]
        parts.append("<h3>Paid</h3><table cellspacing='4'>" + "".join(rows) + "</table>")
    return "".join(parts)


def result_text(events: Sequence[Any], players: dict[int, str], money: Callable[[int], str]) -> str:
    """The last hand in one line for the centre of the table, so the dealer can answer
    "what did I win?" after the chips have moved."""
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    voided = next((e for e in events if isinstance(e, HandVoided)), None)
    if voided is not None:
        return f"Hand {voided.number} voided: every wager went back"
    if ended is None:
        return ""
    won: dict[int, int] = {}
    for e in events:
        if isinstance(e, PotAwarded):
            for seat, amount in e.shares:
                won[seat] = won.get(seat, 0) + amount
    categories = {e.seat: e.category for e in events if isinstance(e, HandShown)}
    parts = []
    for seat, amount in won.items():
        name = players.get(seat, "")
        category = f" ({categories[seat]})" if seat in categories else ""
        parts.append(f"seat {seat} {name} takes {money(amount)}{category}".replace("  ", " "))
    rake = sum(e.amount for e in events if isinstance(e, RakeTaken))
    tail = f"; rake {money(rake)}" if rake else ""
    return f"Hand {ended.number}: " + ", ".join(parts) + tail


class ShowdownDialog(QDialog):
    """The showdown in two steps: the shown hands typed in (live table), then the engine's
    preview of who is paid what; only Enter on that preview confirms it.

    ``preview`` asks the engine and returns its events, or the reason it refused. The hands
    share one ``CardPool``, so a card typed a third time across them is named at once."""

    def __init__(
        self,
        seats: Sequence[tuple[int, str]],
        preview: Callable[[ShownHands | None], tuple[Any, ...] | str],
        money: Callable[[int], str],
        *,
        enter_cards: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("showdown")
        self.setWindowTitle("Showdown")
        self._preview = preview
        self._money = money
        self.players = dict(seats)
        self.enter_cards = enter_cards
        self.events: tuple[Any, ...] = ()
        self.pool = CardPool(parent=self)
        self.lines: dict[int, CardEntry] = {}
        self.statuses: dict[int, QLabel] = {}
        self.pages = QStackedWidget()
        self.message = InlineMessage()
        entry = QWidget()
        entry.setObjectName("showdown-entry")
        grid = QGridLayout(entry)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        hint = _label(
            "showdown-hint",
            "Type each shown hand: number 1-6 then suit S M C R N P, e.g. 3S 5S 1M 2C 6R 4N. "
            "Enter moves to the next hand, then previews the payout.",
        )
        hint.setWordWrap(True)
        grid.addWidget(hint, 0, 0, 1, 2)
        if enter_cards:
            for row, (seat, player) in enumerate(seats, start=1):
                line = CardEntry(HAND_SIZE, f"Seat {seat}", self.pool)
                line.setObjectName(f"hand-{seat}")
                line.setPlaceholderText("3S 5S 1M 2C 6R 4N")
                line.cancelled.connect(self._escape)
                status = _label("hand-status")
                status.setTextFormat(Qt.TextFormat.RichText)
                status.setMinimumHeight(28)
                line.checked.connect(lambda s=seat: self._show_status(s))
                status.setWordWrap(True)
                name = _label("hand-seat", f"Seat {seat} · {player}")
                grid.addWidget(name, row * 2 - 1, 0)
                grid.addWidget(line, row * 2 - 1, 1)
                grid.addWidget(status, row * 2, 1)
                self.lines[seat] = line
                self.statuses[seat] = status
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(seats) * 2 + 1, 1)
        self.pages.addWidget(entry)
        result_page = QWidget()
        result_layout = QVBoxLayout(result_page)
        result_layout.setContentsMargins(0, 0, 0, 0)
        self.payout = _label("showdown-result")
        self.payout.setTextFormat(Qt.TextFormat.RichText)
        self.payout.setWordWrap(True)
        self.payout.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setObjectName("showdown-scroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.payout)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        result_layout.addWidget(scroll)
        self.pages.addWidget(result_page)
        self.heading = _label("dialog-title")
        self.forward = QPushButton()
        self.forward.setObjectName("showdown-forward")
        self.backward = QPushButton()
        self.backward.setObjectName("showdown-back")
        self.backward.setProperty("role", "secondary")
        for button in (self.forward, self.backward):
            # Enter belongs to the dialog (next hand, preview, confirm), never to a button
            # that happens to be the default.
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.forward.clicked.connect(self._enter)
        self.backward.clicked.connect(self._escape)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.backward)
        buttons.addWidget(self.forward)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.resize(900, 220 + 96 * len(seats) if enter_cards else 600)
        self._to_entry()
        for line in self.lines.values():
            line.setFocus()
            break

    # -- the two pages ---------------------------------------------------------------------

    @property
    def previewing(self) -> bool:
        return self.pages.currentIndex() == 1

    def _to_entry(self) -> None:
        self.pages.setCurrentIndex(0)
        self.heading.setText("Showdown: enter the shown hands")
        self.forward.setText("Preview payout  [Enter]")
        self.backward.setText("Cancel  [Esc]")
        self.message.clear_message()

    def show_preview(self, events: tuple[Any, ...]) -> None:
        self.events = events
        self.pages.setCurrentIndex(1)
        self.heading.setText("Showdown: who is paid what")
        self.payout.setText(payout_html(events, self.players, self._money))
        self.forward.setText("Confirm and pay  [Enter]")
        self.backward.setText(("Back to the cards" if self.enter_cards else "Cancel") + "  [Esc]")
        self.message.show_info("nothing is paid until you confirm")
        self.setFocus()

    def _enter(self) -> None:
        if self.previewing:
            self.accept()
            return
        seats = list(self.lines)
        focused = next((s for s, line in self.lines.items() if line.hasFocus()), None)
        if focused is not None and focused != seats[-1]:
            following = self.lines[seats[seats.index(focused) + 1]]
            if self.lines[focused].complete() is not None and not following.text().strip():
                following.setFocus()
                return
        hands = self.hands()
        if hands is None:
            return
        found = self._preview(hands)
        if isinstance(found, str):
            self.message.show_error(found)
            return
        self.show_preview(found)

    def _escape(self) -> None:
        if self.previewing and self.enter_cards:
            self._to_entry()
            next(iter(self.lines.values())).setFocus()
            return
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif event.key() == Qt.Key.Key_Escape:
            self._escape()
        else:
            super().keyPressEvent(event)

    # -- the typed hands -------------------------------------------------------------------

    def _show_status(self, seat: int) -> None:
        """Beside each hand, as it is typed: its cards and category, or what is wrong with
        it, the bad token or the over-used card named."""
        line, status = self.lines[seat], self.statuses[seat]
        problem = line.problem()
        if problem:
            status.setText(f"<span style='color:#ff7a7a'>{escape(problem, quote=False)}</span>")
        elif not line.text().strip():
            status.setText("")
        elif (cards := line.complete()) is not None:
            label = escape(rank_hand(cards).label)
            status.setText(f"{cards_inline(cards)}&nbsp;&nbsp;<b>{label}</b>")
        else:
            status.setText(
                f"{cards_inline(line.cards())}&nbsp;&nbsp;"
                f"<span style='color:#9aa7b8'>{len(line.cards())} of {HAND_SIZE}</span>"
            )

    def hands(self) -> ShownHands | None:
        """The shown hands, or None after pointing at the first one that is not right."""
        found: list[tuple[int, tuple[Card, ...]]] = []
        for seat, line in self.lines.items():
            cards = line.complete()
            if cards is None:
                self.message.show_error(f"seat {seat}: {line.problem() or line.progress()}")
                line.setFocus()
                return None
            found.append((seat, cards))
        return tuple(found) if self.enter_cards else None


# --- the screen ------------------------------------------------------------------------------


class SekhomaScreen(TableScreen):
    """A live Sekhoma table."""

    MAX_SEATS = len(SEATS)

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        """What each seat did last in the current round, from the events this console
        wrote (a reload falls back to what the state alone tells)."""
        self.last_result = ""
        self._entry_kind: str | None = None
        self._entry_seat: int | None = None

        self.seats: dict[int, SeatPanel] = {}
        table = QGridLayout()
        table.setHorizontalSpacing(12)
        table.setVerticalSpacing(10)
        for seat in SEATS:
            panel = SeatPanel(seat)
            self.seats[seat] = panel
            row, column = SEAT_GRID[seat]
            table.addWidget(panel, row, column)
        table.addWidget(self._build_centre(), 1, 0, 1, 3)
        for column in range(3):
            table.setColumnStretch(column, 1)
        table.setRowStretch(1, 1)
        self.body.addLayout(table, 1)
        self.body.addWidget(self._build_bar())

    # -- building ------------------------------------------------------------------------

    def figure_label(self, seat: int) -> QLabel | None:
        """Each seat's figures go in its own panel, under the bets."""
        panel = self.seats.get(seat)
        return panel.figures if panel is not None else None

    def _build_centre(self) -> QFrame:
        centre = QFrame()
        centre.setObjectName("table-centre")
        self.hand_number = _label("hand-number")
        self.phase = _label("phase")
        self.pots = _label("pots")
        self.pots.setTextFormat(Qt.TextFormat.RichText)
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.to_call = _label("to-call")
        self.to_call.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.result = _label("last-result")
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
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(20, 12, 20, 12)
        layout.addLayout(row, 1)
        layout.addWidget(self.result)
        return centre

    def _build_bar(self) -> QStackedWidget:
        """The action bar and, in its place while one is being entered, the amount or the
        discards: one row for whatever the dealer is doing now."""
        self.bar = QStackedWidget()
        self.bar.setObjectName("action-area")
        actions = QFrame()
        actions.setObjectName("action-bar")
        row = QHBoxLayout(actions)
        row.setContentsMargins(12, 8, 12, 8)
        self.turn = _label("turn")
        row.addWidget(self.turn)
        row.addStretch(1)
        self.action_buttons: dict[str, QPushButton] = {}
        for kind, text, key in ACTIONS:
            button = action_button(text, key)
            button.setProperty("kind", kind)
            button.clicked.connect(lambda _checked=False, k=kind: self.act(k))
            row.addWidget(button)
            self._shortcut(key, None, button)
            self.action_buttons[kind] = button
        self.bar.addWidget(actions)

        entry = QFrame()
        entry.setObjectName("entry-bar")
        row = QHBoxLayout(entry)
        row.setContentsMargins(12, 8, 12, 8)
        self.entry_prompt = _label("entry-prompt")
        self.amount = AmountField()
        self.amount.setMaximumWidth(260)
        self.amount.entered.connect(self._amount_entered)
        self.amount.returnPressed.connect(self._amount_refused)
        self.amount.cancelled.connect(self.cancel_entry)
        self.entry_bounds = _label("entry-bounds")
        row.addWidget(self.entry_prompt)
        row.addWidget(self.amount)
        row.addWidget(self.entry_bounds)
        row.addStretch(1)
        row.addWidget(_label("entry-keys", "Enter sends · Esc cancels"))
        self.bar.addWidget(entry)

        discards = QFrame()
        discards.setObjectName("discard-bar")
        row = QHBoxLayout(discards)
        row.setContentsMargins(12, 8, 12, 8)
        self.discard_prompt = _label("entry-prompt")
        self.picker = DiscardPicker()
        self.picker.message = self.message
        self.picker.chosen.connect(self._discards_chosen)
        self.picker.cancelled.connect(self.cancel_entry)
        row.addWidget(self.discard_prompt)
        row.addWidget(self.picker, 1)
        row.addWidget(_label("entry-keys", "1-6 mark · Enter sends · Esc cancels"))
        self.bar.addWidget(discards)
        return self.bar

    # -- sending, and remembering what each seat did ---------------------------------------

    def send(
        self,
        command: Any,
        label: str,
        *,
        approver: Any = None,
        method: str = CASH,
        redraw: bool = True,
    ) -> Outcome | None:
        """The base's send, noting what each seat did before the one redraw."""
        result = super().send(command, label, approver=approver, method=method, redraw=False)
        if result is not None and self.view is not None:
            self._note(result.events)
            if redraw:
                self.show_view(self.view)
        return result

    def _note(self, events: Sequence[Any]) -> None:
        if self.view is None:
            return
        state: SekhomaState = self.view.state
        players = {s: o.player for s, o in enumerate(state.seats, start=1) if o is not None}
        summary = result_text(events, players, self.money)
        if summary:
            self.last_result = summary

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        state: SekhomaState = view.state
        hand = state.hand
        acting = hand.order[hand.to_act] if hand is not None and hand.to_act is not None else None
        for seat, panel in self.seats.items():
            occupant = state.seat(seat)
            contender = hand.contender(seat) if hand is not None and seat in hand.order else None
            panel.show_seat(
                occupant,
                self._seat_state(occupant, hand, contender, acting),
                self.money,
                contender,
                button=seat == (hand.button if hand is not None else state.button)
                and occupant is not None,
                selected=seat == self.selected_seat,
            )
        self._draw_centre(state, hand, acting)
        self._draw_actions(state, acting)
        if self._entry_kind is not None and self._entry_option() is None:
            self.cancel_entry()

    def _seat_state(
        self,
        occupant: SeatState | None,
        hand: HandState | None,
        contender: Contender | None,
        acting: int | None,
    ) -> str:
        if occupant is None:
            return "empty"
        if hand is None:
            return "waiting"
        if contender is None:
            return "sat-out"
        if contender.folded:
            return "folded"
        if contender.all_in:
            return "all-in"
        if contender.seat == acting:
            return "acting"
        if hand.phase == Phase.SHOWDOWN:
            return "showdown"
        if hand.phase == Phase.EXCHANGE:
            return "waiting" if contender.exchanged is None else "exchanged"
        if not contender.acted:
            return "waiting"
        seen = action_of(contender)  # the same on every console: folded from the events
        if seen:
            return seen
        return "checked" if contender.in_round == 0 else "acted"

    def _draw_centre(self, state: SekhomaState, hand: HandState | None, acting: int | None) -> None:
        if hand is None:
            self.hand_number.setText(
                f"Hand {state.hands_dealt + 1} next" if state.hands_dealt else "No hand yet"
            )
            self.phase.setText("Between hands")
            set_property(self.phase, "phase", "between")
            self.pots.setText("")
            self.to_call.setText("")
            self.result.setText(self.last_result)
            return
        self.hand_number.setText(f"Hand {hand.number}")
        self.phase.setText(PHASE_TITLES[hand.phase])
        set_property(self.phase, "phase", hand.phase.value.replace(" ", "-"))
        self.result.setText("")
        self.pots.setText(self._pots_html(hand))
        if acting is not None and hand.phase in (Phase.BETTING_1, Phase.BETTING_2):
            c = hand.contender(acting)
            owed = hand.level - c.in_round
            occupant = state.seat(acting)
            stack = occupant.stack if occupant is not None else 0
            if owed > 0:
                short = " (all-in)" if stack <= owed else ""
                self.to_call.setText(
                    f"To call<br><b style='font-size:30px'>{self.money(min(owed, stack))}</b>"
                    f"{short}"
                )
            else:
                self.to_call.setText("No bet yet")
            if state.rules.betting == FIXED_LIMIT and hand.level:
                self.to_call.setText(
                    self.to_call.text()
                    + f"<br><span style='color:#9aa7b8'>raises {hand.raises} of "
                    f"{state.rules.max_raises}</span>"
                )
        else:
            self.to_call.setText("")

    def _pots_html(self, hand: HandState) -> str:
        """The pots as the chips lie (``casino.games.sekhoma.projection.pots_of``: main and
        side pots, the bets of this round, a bet nobody can match), drawn."""
        pots = pots_of(hand)
        dim = "color:#b9d8c9"
        lines = []
        for number, pot in enumerate(pots.lines):
            amount = self.money(pot.amount)
            name = pot.name
            if number == 0:
                lines.append(
                    f"<span style='{dim}'>{name}</span>&nbsp; "
                    f"<span style='font-size:36px; font-weight:700'>{amount}</span>"
                )
            else:
                seats = ", ".join(str(s) for s in pot.seats)
                lines.append(
                    f"<span style='{dim}'>{name}</span>&nbsp; "
                    f"<span style='font-size:26px; font-weight:700'>{amount}</span>"
                    f"&nbsp; <span style='{dim}'>seats {seats}</span>"
                )
        if pots.betting:
            lines.append(
                f"<span style='{dim}'>Bets this round</span>&nbsp; "
                f"<span style='font-size:24px; font-weight:600'>{self.money(pots.betting)}</span>"
            )
        if pots.unmatched is not None:
            seat, amount_back = pots.unmatched
            lines.append(
                f"<span style='{dim}'>Unmatched {self.money(amount_back)} goes back to "
                f"seat {seat}</span>"
            )
        return "<br>".join(lines)

    def _draw_actions(self, state: SekhomaState, acting: int | None) -> None:
        view = self.view
        offered = {o.kind: o for o in (view.options if view is not None else ())}
        if view is None or view.session_id is None:
            offered = {}
        for kind, button in self.action_buttons.items():
            option = offered.get(kind)
            # A seat's betting options belong to the seat whose turn it is; the rest are
            # table-wide (start, time charge, showdown) and carry no seat.
            usable = option is not None and (option.seat is None or option.seat == acting)
            button.setVisible(usable)
            button.setEnabled(usable)
        call = offered.get(Call.KIND)
        if call is not None and acting is not None and state.hand is not None:
            c = state.hand.contender(acting)
            occupant = state.seat(acting)
            owed = min(state.hand.level - c.in_round, occupant.stack if occupant else 0)
            self.action_buttons[Call.KIND].setText(f"Call {self.money(owed)}  [C]")
        if AllIn.KIND in offered and acting is not None:
            occupant = state.seat(acting)
            stack = occupant.stack if occupant is not None else 0
            self.action_buttons[AllIn.KIND].setText(f"All-in {self.money(stack)}  [A]")
        for kind in (Bet.KIND, Raise.KIND):
            option = offered.get(kind)
            word = "Bet" if kind == Bet.KIND else "Raise to"
            key = "B" if kind == Bet.KIND else "R"
            if option is not None and option.low == option.high:
                self.action_buttons[kind].setText(f"{word} {self.money(option.low)}  [{key}]")
            else:
                self.action_buttons[kind].setText(f"{word}  [{key}]")
        if acting is not None:
            occupant = state.seat(acting)
            name = occupant.player if occupant is not None else ""
            doing = "to exchange" if state.hand and state.hand.phase == Phase.EXCHANGE else "to act"
            self.turn.setText(f"Seat {acting} · {name} {doing}")
            set_property(self.turn, "active", True)
        elif state.hand is not None and state.hand.phase == Phase.SHOWDOWN:
            self.turn.setText("Showdown: enter the shown hands")
            set_property(self.turn, "active", True)
        else:
            self.turn.setText("Between hands" if state.hand is None else "")
            set_property(self.turn, "active", False)

    # -- the actions -----------------------------------------------------------------------

    def _acting_seat(self) -> int | None:
        if self.view is None:
            return None
        hand: HandState | None = self.view.state.hand
        if hand is None or hand.to_act is None:
            return None
        return hand.order[hand.to_act]

    def act(self, kind: str) -> None:
        """One action-bar key: the simple ones are sent at once, the ones that need an
        amount or discards open the entry in the bar's place."""
        if self.view is None:
            return
        seat = self._acting_seat()
        option = self.option(kind, seat if kind not in _TABLE_WIDE else None)
        if option is None:
            self.message.show_error(f"{kind} is not possible now")
            return
        if kind == StartHand.KIND:
            self.send(StartHand(), "new hand")
        elif kind == CollectTimeCharge.KIND:
            self.send(CollectTimeCharge(), "time charge")
        elif kind == Showdown.KIND:
            self.showdown()
        elif seat is None:
            return
        elif kind == Check.KIND:
            self.send(Check(seat), f"seat {seat} checks")
        elif kind == Call.KIND:
            self.send(Call(seat), f"seat {seat} calls")
        elif kind == Fold.KIND:
            self.send(Fold(seat), f"seat {seat} folds")
        elif kind == AllIn.KIND:
            self.send(AllIn(seat), f"seat {seat} all-in")
        elif kind in (Bet.KIND, Raise.KIND):
            if option.low == option.high:
                self._send_amount(kind, seat, option.low)
            else:
                what = "Bet" if kind == Bet.KIND else "Raise to"
                self._open_amount(kind, seat, option, what)
        elif kind == Exchange.KIND:
            self._open_exchange(seat, option)

    def _open_amount(self, kind: str, seat: int, option: Option, what: str) -> None:
        self._entry_kind, self._entry_seat = kind, seat
        count = "cards" if kind == Exchange.KIND else None
        self.amount.configure(self.rules, option.low, option.high, what, count=count)
        occupant = self.view.state.seat(seat) if self.view is not None else None
        name = occupant.player if occupant is not None else ""
        self.entry_prompt.setText(f"Seat {seat} · {name} — {what.lower()}")
        self.entry_bounds.setText(self.amount.bounds_text())
        self.bar.setCurrentIndex(1)
        self.amount.setFocus()
        self.amount.selectAll()

    def _open_exchange(self, seat: int, option: Option) -> None:
        assert self.view is not None
        hand: HandState | None = self.view.state.hand
        assert hand is not None
        cards = hand.contender(seat).cards
        high = option.high if option.high is not None else 0
        if cards is None:
            self._open_amount(Exchange.KIND, seat, option, "Exchange")
            return
        self._entry_kind, self._entry_seat = Exchange.KIND, seat
        occupant = self.view.state.seat(seat)
        name = occupant.player if occupant is not None else ""
        self.discard_prompt.setText(f"Seat {seat} · {name} discards")
        self.picker.start(cards, high)
        self.bar.setCurrentIndex(2)
        self.picker.setFocus()

    def _entry_option(self) -> Option | None:
        if self._entry_kind is None:
            return None
        return self.option(self._entry_kind, self._entry_seat)

    def cancel_entry(self) -> None:
        self._entry_kind = self._entry_seat = None
        self.bar.setCurrentIndex(0)
        self.setFocus()

    def _amount_entered(self, value: int) -> None:
        kind, seat = self._entry_kind, self._entry_seat
        if kind is None or seat is None:
            return
        self._send_amount(kind, seat, value)

    def _amount_refused(self) -> None:
        """Enter on an amount the bounds refuse: say why where it was typed, send nothing."""
        problem = self.amount.problem()
        if problem:
            self.message.show_error(problem)
            self.amount.setFocus()
            self.amount.selectAll()

    def _send_amount(self, kind: str, seat: int, value: int) -> None:
        command: Any
        if kind == Bet.KIND:
            command, label = Bet(seat, value), f"seat {seat} bets {self.money(value)}"
        elif kind == Raise.KIND:
            command, label = Raise(seat, value), f"seat {seat} raises to {self.money(value)}"
        else:
            command, label = Exchange(seat, count=value), f"seat {seat} exchanges {value}"
        if self.send(command, label) is not None:
            self.cancel_entry()
        elif self._entry_kind is not None:
            self.amount.setFocus()
            self.amount.selectAll()

    def _discards_chosen(self, discards: tuple[Card, ...]) -> None:
        seat = self._entry_seat
        if seat is None:
            return
        label = f"seat {seat} exchanges {len(discards)}"
        if discards:
            label += f" ({format_cards(discards)})"
        if self.send(Exchange(seat, discards=discards), label) is not None:
            self.cancel_entry()
        else:
            self.picker.setFocus()

    # -- the showdown ----------------------------------------------------------------------

    def showdown(self) -> None:
        """Enter the shown hands (a live table), preview the payout, send on confirmation."""
        if self.view is None or self.option(Showdown.KIND) is None:
            self.message.show_error("not the showdown yet")
            return
        state: SekhomaState = self.view.state
        hand = state.hand
        assert hand is not None
        seats = []
        for c in hand.live:
            occupant = state.seat(c.seat)
            seats.append((c.seat, occupant.player if occupant is not None else ""))
        live_table = state.rules.cards != "shoe"
        dialog = ShowdownDialog(
            seats, self._preview_showdown, self.money, enter_cards=live_table, parent=self
        )
        if not live_table:
            found = self._preview_showdown(None)
            if isinstance(found, str):
                self.message.show_error(found)
                return
            dialog.show_preview(found)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.setFocus()
            return
        hands = dialog.hands() if live_table else None
        self.send(Showdown(hands=hands), "showdown")
        self.setFocus()

    def _preview_showdown(self, hands: ShownHands | None) -> tuple[Any, ...] | str:
        found = self.preview(Showdown(hands=hands))
        if found is None:
            reason = self.message.text() or "the engine refused the showdown"
            self.message.clear_message()
            return reason
        return found


_TABLE_WIDE = {StartHand.KIND, CollectTimeCharge.KIND, Showdown.KIND}


Screen = SekhomaScreen
