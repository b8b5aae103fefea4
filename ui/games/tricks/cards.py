"""French cards as the trick-game screens draw them: each card a small white face with its
rank and suit glyph in the suit's ink (hearts and diamonds red, spades and clubs black), as
they lie on the felt; on the console's dark theme black ink needs the white face."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from casino.equipment.french_pack import FrenchCard

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED = "#c62828"
BLACK = "#111418"
FACE = "#f4f6fa"


def face_text(card: FrenchCard) -> str:
    """``A♥``, ``10♣``: the rank and the suit's glyph."""
    return f"{card.rank}{SUIT_GLYPHS.get(card.suit or '', '')}" if card.suit else "JK"


def card_html(card: FrenchCard, size: int = 20) -> str:
    ink = RED if card.suit in ("H", "D") else BLACK
    return (
        f'<span style="background-color:{FACE}; color:{ink}; font-size:{size}px; '
        f'font-weight:700">&nbsp;{face_text(card)}&nbsp;</span>'
    )


def cards_html(cards: tuple[Any, ...], size: int = 30) -> str:
    """Cards side by side (``GameConsole.pieces_html``: the recall draws them with it); a
    piece that is not a French card is written in its notation."""
    parts = [card_html(c, size) if isinstance(c, FrenchCard) else str(c) for c in cards]
    return f'<span style="font-size:{size}px">' + "&nbsp;".join(parts) + "</span>"


def cards_inline(cards: Iterable[FrenchCard], size: int = 20) -> str:
    return "&nbsp;".join(card_html(card, size) for card in cards)
