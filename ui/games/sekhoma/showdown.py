"""The showdown in two steps: the shown hands typed in at a live table, then the engine's
preview of who is paid what (``ui.games.sekhoma.present.payout_html``); only Enter on that
preview confirms it, so nothing is paid before the dealer has seen it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.sekhoma_pack import Card
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.types import HAND_SIZE
from ui.games.sekhoma.card_entry import CardEntry, CardPool, cards_inline
from ui.games.sekhoma.panels import label as _label
from ui.games.sekhoma.present import payout_html
from ui.widgets import InlineMessage

ShownHands = tuple[tuple[int, tuple[Card, ...]], ...]


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
