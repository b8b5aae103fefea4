"""The showdown in two steps: the shown hands typed in at a live table, then the engine's
preview of who is paid what (``ui.games.sekhoma.present.payout_html``); only Enter on that
preview confirms it, so nothing is paid before the dealer has seen it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from casino.equipment.sekhoma_pack import Card
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.types import HAND_SIZE
from casino.i18n import _
from ui.games.sekhoma.card_entry import CardEntry, CardPool, cards_inline
from ui.games.sekhoma.present import payout_html
from ui.hands_dialog import HandLine, HandsDialog, status_html
from ui.i18n import tr

ShownHands = tuple[tuple[int, tuple[Card, ...]], ...]


class ShowdownDialog(HandsDialog[Card]):
    """The showdown in two steps: the shown hands typed in (live table), then the engine's
    preview of who is paid what; only Enter on that preview confirms it.

    ``preview`` asks the engine and returns its events, or the reason it refused. The hands
    share one ``CardPool``, so a card typed a third time across them is named at once."""

    ENTRY_HEADING = str(QT_TRANSLATE_NOOP("", "Showdown: enter the shown hands"))
    ENTRY_FORWARD = str(QT_TRANSLATE_NOOP("", "Preview payout  [Enter]"))
    PREVIEW_HEADING = str(QT_TRANSLATE_NOOP("", "Showdown: who is paid what"))
    PREVIEW_FORWARD = str(QT_TRANSLATE_NOOP("", "Confirm and pay  [Enter]"))
    PREVIEW_NOTE = str(QT_TRANSLATE_NOOP("", "nothing is paid until you confirm"))
    ROW_SPACING = 6
    STATUS_HEIGHT = 28

    def __init__(
        self,
        seats: Sequence[tuple[int, str]],
        preview: Callable[[ShownHands | None], tuple[Any, ...] | str],
        money: Callable[[int], str],
        *,
        enter_cards: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            preview,
            dict(seats),
            money,
            tr(
                "Type each shown hand: number 1-6 then suit {suits}, e.g. {example}. Enter moves "
                "to the next hand, then previews the payout."
            ).format(suits="S M C R N P", example="3S 5S 1M 2C 6R 4N"),
            enter_cards=enter_cards,
            parent=parent,
        )
        self.setObjectName("showdown")
        self.setWindowTitle(tr("Showdown"))
        self.pool = CardPool(parent=self)
        self.lines: dict[int, CardEntry] = {}
        if enter_cards:
            for row, (seat, _player) in enumerate(seats, start=1):
                line = CardEntry(HAND_SIZE, tr("Seat {seat}").format(seat=seat), self.pool)
                line.setObjectName(f"hand-{seat}")
                line.setPlaceholderText("3S 5S 1M 2C 6R 4N")
                line.cancelled.connect(self._escape)
                line.checked.connect(lambda s=seat: self._show_status(s))
                self.add_seat(row, seat, line)
                self.lines[seat] = line
        self.finish(900, 220 + 96 * len(seats) if enter_cards else 600)

    def preview_html(self, events: tuple[Any, ...]) -> str:
        return payout_html(events, self.players, self._money)

    def why_incomplete(self, line: HandLine[Card]) -> str:
        assert isinstance(line, CardEntry)
        return line.progress()

    def _show_status(self, seat: int) -> None:
        """Beside each hand, as it is typed: its cards and category, or what is wrong with
        it, the bad token or the over-used card named."""
        self.statuses[seat].setText(
            status_html(self.lines[seat], 20, cards_inline, _category_html, HAND_SIZE)
        )


def _category_html(cards: tuple[Card, ...]) -> str:
    return f"{cards_inline(cards)}&nbsp;&nbsp;<b>{escape(_(rank_hand(cards).label))}</b>"
