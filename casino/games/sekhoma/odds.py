"""Exact category probabilities of six- and three-card hands dealt from a full deck.

A hand with suit counts ``c`` can be dealt in ``prod C(12, c_i)`` ways, so a category's count is
a sum over the suit-count vectors of its shape; the counts add up to C(72, 6) and C(72, 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb, prod

from casino.equipment.sekhoma_pack import DECK, Suit
from casino.games.sekhoma.ranking import Category, SmallCategory, category_of_counts, compositions

SUITS = len(Suit)
DECK_SIZE = len(DECK)
PER_SUIT = DECK_SIZE // SUITS
"""Cards of each suit in the pack (six numbers, each twice)."""


@dataclass(frozen=True, slots=True)
class CategoryOdds:
    label: str
    count: int
    total: int

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.count, self.total)


def category_odds(size: int) -> list[CategoryOdds]:
    """Every category of ``size``-card hands (6 or 3), lowest first, with its exact count."""
    if size not in (3, 6):
        raise ValueError(f"hands have 6 or 3 cards, not {size}")
    counts: dict[Category | SmallCategory, int] = {}
    for vector in compositions(size, SUITS):
        category = category_of_counts(vector)
        counts[category] = counts.get(category, 0) + prod(comb(PER_SUIT, k) for k in vector)
    total = comb(DECK_SIZE, size)
    assert sum(counts.values()) == total
    return [CategoryOdds(c.label, counts[c], total) for c in sorted(counts)]
