"""Sekhoma hand ranking (RULES section 2): six-card categories, three-card Small Hands, ties.

A category depends only on how many cards each suit holds, and the tie-break is the sum of the
numbers in the scoring portion (every card of a suit holding two or more, or all six cards for a
Sekhoma). So each card gets a packed code: 3 bits of suit count at ``3 * suit`` and its number
in a 6-bit field at ``18 + 6 * suit``. Adding a hand's codes gives, in one integer, the
suit-count signature (low 18 bits) and the per-suit number sums. One dictionary look-up on the
signature yields the category and a mask of the scoring suits; the masked sums, read as base-64
digits, add up modulo 63 (64 = 1 mod 63, and no score exceeds 36). No branches, no sorting.

A hand's *key* is ``rank * 64 + score``: a higher key is a better hand of the same size.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import TYPE_CHECKING

from casino.equipment.sekhoma_pack import CARDS, Card, CardError, check_copies
from casino.i18n import N_, _

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


class Category(IntEnum):
    """Six-card categories, lowest to highest, numbered as in the RULES table."""

    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    THREE_AND_A_PAIR = 4
    TWO_THREES = 5
    THREE_PAIR = 6
    SEKHOMA = 7
    FOUR_OF_A_KIND = 8
    FOUR_AND_A_PAIR = 9
    FIVE_OF_A_KIND = 10
    FLUSH = 11

    @property
    def label(self) -> str:
        return _LABELS6[self]


class SmallCategory(IntEnum):
    """Three-card categories (the Fiddler-Crab Small Hand), lowest to highest."""

    NO_HAND = 0
    PAIR = 1
    THREE_OF_A_KIND = 2

    @property
    def label(self) -> str:
        return _LABELS3[self]


# The labels are stored in the events as written (``HandShown.category``): each is marked with
# ``N_`` and translated where it is shown.
_LABELS6 = {
    Category.ONE_PAIR: N_("One Pair"),
    Category.TWO_PAIR: N_("Two Pair"),
    Category.THREE_OF_A_KIND: N_("Three of a Kind"),
    Category.THREE_AND_A_PAIR: N_("Three and a Pair"),
    Category.TWO_THREES: N_("Two Threes"),
    Category.THREE_PAIR: N_("Three Pair"),
    Category.SEKHOMA: N_("Sekhoma"),
    Category.FOUR_OF_A_KIND: N_("Four of a Kind"),
    Category.FOUR_AND_A_PAIR: N_("Four and a Pair"),
    Category.FIVE_OF_A_KIND: N_("Five of a Kind"),
    Category.FLUSH: N_("Flush"),
}
_LABELS3 = {
    SmallCategory.NO_HAND: N_("No Hand"),
    SmallCategory.PAIR: N_("Pair"),
    SmallCategory.THREE_OF_A_KIND: N_("Three of a Kind"),
}

SIX_BY_SHAPE: dict[tuple[int, ...], Category] = {
    (2, 1, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1, 1): Category.TWO_PAIR,
    (3, 1, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2, 1): Category.THREE_AND_A_PAIR,
    (3, 3): Category.TWO_THREES,
    (2, 2, 2): Category.THREE_PAIR,
    (1, 1, 1, 1, 1, 1): Category.SEKHOMA,
    (4, 1, 1): Category.FOUR_OF_A_KIND,
    (4, 2): Category.FOUR_AND_A_PAIR,
    (5, 1): Category.FIVE_OF_A_KIND,
    (6,): Category.FLUSH,
}
"""Suit counts, largest first, to category: the whole of RULES section 2 for six cards."""

THREE_BY_SHAPE: dict[tuple[int, ...], SmallCategory] = {
    (1, 1, 1): SmallCategory.NO_HAND,
    (2, 1): SmallCategory.PAIR,
    (3,): SmallCategory.THREE_OF_A_KIND,
}

_COUNT_BITS = 3
_SUM_SHIFT = 18
_SUM_BITS = 6
_COUNT_MASK = (1 << _SUM_SHIFT) - 1
_SUM_FIELD = (1 << _SUM_BITS) - 1

CODE: tuple[int, ...] = tuple(
    (1 << (_COUNT_BITS * card.suit)) | (card.number << (_SUM_SHIFT + _SUM_BITS * card.suit))
    for card in CARDS
)
"""Each card's packed code (see the module docstring); index it with a card."""


def shape_of(counts: Sequence[int]) -> tuple[int, ...]:
    """The suit-count signature: the non-zero counts, largest first."""
    return tuple(sorted((c for c in counts if c), reverse=True))


def category_of_counts(counts: Sequence[int]) -> Category | SmallCategory:
    """Category of a six- or three-card hand given its six suit counts."""
    shape = shape_of(counts)
    total = sum(shape)
    table: dict[tuple[int, ...], Category] | dict[tuple[int, ...], SmallCategory]
    table = SIX_BY_SHAPE if total == 6 else THREE_BY_SHAPE if total == 3 else {}
    if shape not in table:
        raise CardError(
            _("a hand has 6 cards (3 for a Small Hand), not {count}").format(count=total)
        )
    return table[shape]


def compositions(total: int, parts: int = 6) -> Iterator[tuple[int, ...]]:
    """Every way ``total`` cards fall into ``parts`` suits (a suit-count vector)."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in compositions(total - first, parts - 1):
            yield (first, *rest)


def _build_table() -> dict[int, tuple[int, int]]:
    """Signature -> (rank * 64, mask over the sum fields of the scoring suits)."""
    table: dict[int, tuple[int, int]] = {}
    for counts in (*compositions(6), *compositions(3)):
        total = sum(counts)
        category = category_of_counts(counts)
        # The scoring portion: every suit holding two or more, except that all six cards of
        # a Sekhoma score (a three-card No Hand scores nothing).
        if total == 6 and category == Category.SEKHOMA:
            scoring = list(range(6))
        else:
            scoring = [s for s in range(6) if counts[s] >= 2]
        signature = sum(c << (_COUNT_BITS * s) for s, c in enumerate(counts))
        mask = sum(_SUM_FIELD << (_SUM_SHIFT + _SUM_BITS * s) for s in scoring)
        table[signature] = (int(category) << 6, mask)
    return table


_TABLE = _build_table()


@dataclass(frozen=True, slots=True)
class HandRank:
    """A ranked hand: its category, the category's rank, and the tie-break score."""

    category: Category | SmallCategory
    score: int

    @property
    def rank(self) -> int:
        return int(self.category)

    @property
    def label(self) -> str:
        return self.category.label

    @property
    def key(self) -> int:
        return int(self.category) * 64 + self.score


def _key(cards: Sequence[Card]) -> int:
    code = CODE
    total = 0
    for card in cards:
        total += code[card]
    try:
        rank, mask = _TABLE[total & _COUNT_MASK]
    except KeyError:
        raise CardError(
            _("a hand has 6 cards (3 for a Small Hand), not {count}").format(count=len(cards))
        ) from None
    return rank | ((total >> _SUM_SHIFT) & (mask >> _SUM_SHIFT)) % 63


def hand_key(cards: Sequence[Card]) -> int:
    """The comparable key of a six- or three-card hand: higher wins, equal ties.

    The hot path of the engines: no validation beyond the hand's size. Use ``rank_hand`` on
    cards that came from a person.
    """
    if len(cards) == 6:
        c = CODE
        total = c[cards[0]] + c[cards[1]] + c[cards[2]] + c[cards[3]] + c[cards[4]] + c[cards[5]]
        rank, mask = _TABLE[total & _COUNT_MASK]
        return rank | ((total >> _SUM_SHIFT) & (mask >> _SUM_SHIFT)) % 63
    return _key(cards)


def rank_hand(cards: Sequence[Card]) -> HandRank:
    """Rank a six- or three-card hand, refusing a wrong size or a third copy of a card."""
    if len(cards) not in (3, 6):
        raise CardError(
            _("a hand has 6 cards (3 for a Small Hand), not {count}").format(count=len(cards))
        )
    check_copies([cards])
    key = _key(cards)
    rank, score = divmod(key, 64)
    category: Category | SmallCategory = Category(rank) if len(cards) == 6 else SmallCategory(rank)
    return HandRank(category, score)


def compare(a: Sequence[Card], b: Sequence[Card]) -> int:
    """1 when ``a`` beats ``b``, -1 when it loses, 0 for an exact tie (hands of one size)."""
    if len(a) != len(b):
        raise CardError(
            _("cannot compare a {a}-card hand with a {b}-card hand").format(a=len(a), b=len(b))
        )
    ka, kb = hand_key(a), hand_key(b)
    return (ka > kb) - (ka < kb)


@cache
def _dense_tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    import numpy as np

    codes = np.array(CODE, dtype=np.int64)
    ranks = np.full(1 << _SUM_SHIFT, -1, dtype=np.int64)
    masks = np.zeros(1 << _SUM_SHIFT, dtype=np.int64)
    for signature, (rank, mask) in _TABLE.items():
        ranks[signature] = rank
        masks[signature] = mask >> _SUM_SHIFT
    return codes, ranks, masks


def rank_batch(hands: npt.ArrayLike) -> npt.NDArray[np.int64]:
    """Keys of many hands at once: an (n, 6) or (n, 3) array of card values in, n keys out.

    Vectorised with numpy: the same packed-code sum as ``hand_key``, done for every row.
    """
    import numpy as np

    codes, ranks, masks = _dense_tables()
    cards = np.asarray(hands, dtype=np.intp)
    if cards.ndim != 2 or cards.shape[1] not in (3, 6):
        raise CardError(f"rank_batch takes an (n, 6) or (n, 3) array, not shape {cards.shape}")
    if cards.size and (cards.min() < 0 or cards.max() >= len(CARDS)):
        raise CardError("rank_batch: card values run from 0 to 35")
    ordered = np.sort(cards, axis=1)
    third = ordered[:, 2:] == ordered[:, :-2]  # a card equal to the one two places before it
    if third.any():
        row = int(np.flatnonzero(third.any(axis=1))[0])
        card = CARDS[int(ordered[row, 2:][third[row]][0])]
        raise CardError(f"rank_batch: row {row} holds card {card} more than twice")
    total = codes[cards].sum(axis=1)
    signature = total & _COUNT_MASK
    rank = ranks[signature]
    keys: npt.NDArray[np.int64] = rank + ((total >> _SUM_SHIFT) & masks[signature]) % 63
    return keys


def best_of(hands: Iterable[Sequence[Card]]) -> list[int]:
    """Indexes of the best hands among those given (several when they tie exactly)."""
    keys = [hand_key(hand) for hand in hands]
    top = max(keys)
    return [i for i, key in enumerate(keys) if key == top]
