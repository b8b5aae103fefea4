"""French cards as the console draws them (every game played with a French-suited pack, RULES
section 7): each card a small white face with its rank and suit glyph in the suit's ink
(hearts and diamonds red, spades and clubs black, the joker ``JK``), as the cards lie on the
felt. Equipment, like ``casino/equipment/french_pack.py``: the games' consoles share it.

A white face rather than coloured text on the dark theme: black ink on the console's dark
background would be unreadable, and a dealer reads a hand by its colours before its glyphs.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from casino.equipment.french_pack import FrenchCard

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED = "#c62828"
BLACK = "#111418"
JOKER_INK = "#6a1b9a"
FACE = "#f4f6fa"


def ink(card: FrenchCard) -> str:
    """The colour a card is printed in."""
    if card.suit is None:
        return JOKER_INK
    return RED if card.suit in ("H", "D") else BLACK


def face_text(card: FrenchCard) -> str:
    """``A♥``, ``10♣``, ``JK``: the rank and the suit's glyph."""
    if card.suit is None:
        return "JK"
    return f"{card.rank}{SUIT_GLYPHS[card.suit]}"


def card_html(card: FrenchCard, size: int = 20) -> str:
    """One card as rich text: a white face, its rank and glyph in the suit's ink."""
    return (
        f'<span style="background-color:{FACE}; color:{ink(card)}; font-size:{size}px; '
        f'font-weight:700">&nbsp;{face_text(card)}&nbsp;</span>'
    )


def cards_html(cards: tuple[Any, ...], size: int = 34) -> str:
    """Cards side by side (``GameConsole.pieces_html``: the recall draws them with it); a
    piece that is not a French card is written in its notation."""
    parts = [card_html(c, size) if isinstance(c, FrenchCard) else str(c) for c in cards]
    return f'<span style="font-size:{size}px">' + "&nbsp;".join(parts) + "</span>"


def cards_inline(cards: Iterable[FrenchCard], size: int = 20) -> str:
    """A hand in one line, for a seat's status or a table row."""
    return "&nbsp;".join(card_html(card, size) for card in cards)
