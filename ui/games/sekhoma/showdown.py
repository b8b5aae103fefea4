"""The showdown in two steps: the shown hands typed in at a live table, then the engine's
preview of who is paid what (``ui.games.sekhoma.present.payout_html``); only Enter on that
preview confirms it, so nothing is paid before the dealer has seen it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QWidget,
)

from casino.equipment.sekhoma_pack import Card
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.types import HAND_SIZE
from ui.game_screen import label as _label
from ui.games.sekhoma.card_entry import CardEntry, CardPool, cards_inline
from ui.games.sekhoma.present import payout_html
from ui.preview_dialog import PreviewDialog

ShownHands = tuple[tuple[int, tuple[Card, ...]], ...]


class ShowdownDialog(PreviewDialog):
    """The showdown in two steps: the shown hands typed in (live table), then the engine's
    preview of who is paid what; only Enter on that preview confirms it.

    ``preview`` asks the engine and returns its events, or the reason it refused. The hands
    share one ``CardPool``, so a card typed a third time across them is named at once."""

    ENTRY_HEADING = "Showdown: enter the shown hands"
    ENTRY_FORWARD = "Preview payout  [Enter]"
    PREVIEW_HEADING = "Showdown: who is paid what"
    PREVIEW_FORWARD = "Confirm and pay  [Enter]"
    PREVIEW_NOTE = "nothing is paid until you confirm"

    def __init__(
        self,
        seats: Sequence[tuple[int, str]],
        preview: Callable[[ShownHands | None], tuple[Any, ...] | str],
        money: Callable[[int], str],
        *,
        enter_cards: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(preview, parent)
        self.setObjectName("showdown")
        self.setWindowTitle("Showdown")
        self._money = money
        self.players = dict(seats)
        self.enter_cards = enter_cards
        self.pool = CardPool(parent=self)
        self.lines: dict[int, CardEntry] = {}
        self.statuses: dict[int, QLabel] = {}
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
        self.lay_out(entry)
        self.resize(900, 220 + 96 * len(seats) if enter_cards else 600)

    def preview_html(self, events: tuple[Any, ...]) -> str:
        return payout_html(events, self.players, self._money)

    def collected(self) -> ShownHands | None:
        return self.hands()

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
