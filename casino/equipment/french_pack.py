"""French-suited cards and the packs of the seeds' games (RULES section 7): 52, 36, 32 and 24
cards, each with or without a joker, and two packs of 52 for six-player Hola.

A card is written rank then suit (``AS``, ``10H``, ``7C``; ``T`` is read as 10), the joker
``JK``; reading is case-insensitive and writing canonical. A card is a small frozen value with
its rank's place (2 low, ace high) so games can order and compare them without parsing text.
"""

from __future__ import annotations

from dataclasses import dataclass

from casino.equipment import codecs
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.i18n import _
from casino.textfile import quoted

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Low to high; a pack of fewer cards keeps the top ranks."""
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
JOKER = "JK"


@dataclass(frozen=True, slots=True, order=True)
class FrenchCard:
    """A card of a French-suited pack: ``rank`` one of ``RANKS`` (or ``JK``), ``suit`` one of
    ``SUITS`` (None for the joker)."""

    place: int
    """The rank's place, 0 for a 2 up to 12 for an ace; 13 for the joker."""
    suit: str | None

    @property
    def rank(self) -> str:
        return JOKER if self.is_joker else RANKS[self.place]

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return JOKER if self.suit is None else f"{RANKS[self.place]}{self.suit}"


THE_JOKER = FrenchCard(len(RANKS), None)
_BY_TEXT = {str(FrenchCard(p, s)): FrenchCard(p, s) for p in range(len(RANKS)) for s in SUITS}
_BY_TEXT[JOKER] = THE_JOKER


def parse_french_card(token: str) -> FrenchCard:
    """``AS``, ``10h``, ``Tc``, ``jk``; anything else is refused naming the token."""
    text = token.strip()
    text = text.upper() if text.isascii() else ""  # "ſ".upper() is "S": notation is ASCII
    if len(text) >= 2 and text[0] == "T":
        text = "10" + text[1:]
    found = _BY_TEXT.get(text)
    if found is None:
        raise NotationError(
            _(
                "unknown card {token}: a rank (A K Q J 10 9 ... 2) then a suit ({suits}), or "
                "{joker} for the joker"
            ).format(token=quoted(token), suits=" ".join(SUITS), joker=JOKER)
        )
    return found


def french_pack(size: int, *, joker: bool = False, packs: int = 1) -> Pack:
    """The pack of ``size`` cards (52, 36, 32 or 24) keeping the top ranks, with a joker if
    the rules add one, ``packs`` of them shuffled together."""
    if size not in (52, 36, 32, 24):
        raise ValueError(f"a French pack has 52, 36, 32 or 24 cards, not {size}")
    lowest = len(RANKS) - size // len(SUITS)
    cards = tuple(FrenchCard(p, s) for s in SUITS for p in range(lowest, len(RANKS)))
    if joker:
        cards += (THE_JOKER,)
    name = f"french-{size}" + ("+joker" if joker else "") + (f"x{packs}" if packs > 1 else "")
    return Pack(name, cards, packs, parse_french_card)


PACKS = {
    pack.id: pack
    for pack in (
        *(french_pack(size, joker=joker) for size in (52, 36, 32, 24) for joker in (False, True)),
        french_pack(52, packs=2),
    )
}
"""Every French pack a game may name, by its id."""

codecs.register(FrenchCard, str, parse_french_card)  # stored events hold each card's notation
