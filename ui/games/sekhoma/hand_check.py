"""A hand checker: the dealer types cards in the table notation and sees the ranking at once.

It is the first working screen of the console and the same card entry the table views use:
keyboard notation (``3S 5S 1M 2C 6R 4N``), validated as typed, with the bad token named.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QWidget

from casino.equipment.sekhoma_pack import Card, CardError, parse_cards
from casino.games.sekhoma.ranking import rank_hand
from casino.i18n import _
from ui.check_tool import CheckTool
from ui.game_screen import label
from ui.i18n import tr
from ui.resources import suit_styles


def cards_html(cards: tuple[Card, ...], size: int = 34) -> str:
    """Cards as large coloured number-and-glyph pairs, in the suits' styled colours."""
    styles = suit_styles()
    parts = []
    for card in cards:
        style = styles[card.suit.code]
        parts.append(
            f'<span style="color:{style.color}">{card.number}{escape(style.glyph)}</span>'
        )
    return f'<span style="font-size:{size}px">' + "&nbsp;&nbsp;".join(parts) + "</span>"


class HandCheck(CheckTool):
    """Card entry and the ranking of what was entered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            tr("Hand check"),
            tr(
                "Type six cards (a Sekhoma hand) or three (a Small Hand): number 1-6, then the "
                "suit letter {suits}, e.g. {example}"
            ).format(suits="S M C R N P", example="3S 5S 1M 2C 6R 4N"),
            "3S 5S 1M 2C 6R 4N",
            parent,
        )

    def _build(self) -> None:
        self.cards = label("", rich=True)
        self.category = label("category")
        self.detail = label("detail")

    def parts(self) -> tuple[QWidget, ...]:
        return (self.entry, self.cards, self.category, self.detail)

    def _wire(self) -> None:
        self.entry.textChanged.connect(self.show_ranking)

    def show_ranking(self, text: str) -> None:
        self.cards.clear()
        self.category.clear()
        self.detail.clear()
        self.error.clear()
        self._mark_invalid(False)
        if not text.strip():
            return
        try:
            cards = parse_cards(text)
            if len(cards) not in (3, 6):
                if len(cards) < 6:
                    self.detail.setText(tr("{count} of 6 cards").format(count=len(cards)))
                    self.cards.setText(cards_html(cards))
                    return
                raise CardError(
                    tr("a hand has 6 cards (3 for a Small Hand), not {count}").format(
                        count=len(cards)
                    )
                )
            ranked = rank_hand(cards)
        except CardError as exc:
            self.error.setText(str(exc))
            self._mark_invalid(True)
            return
        self.cards.setText(cards_html(cards))
        self.category.setText(_(ranked.label))
        detail = (
            tr("Small Hand - rank {rank}, score {score}")
            if len(cards) == 3
            else tr("Sekhoma hand - rank {rank}, score {score}")
        )
        self.detail.setText(detail.format(rank=ranked.rank, score=ranked.score))

    def _mark_invalid(self, invalid: bool) -> None:
        self.entry.setProperty("invalid", invalid)
        self.entry.style().unpolish(self.entry)
        self.entry.style().polish(self.entry)
