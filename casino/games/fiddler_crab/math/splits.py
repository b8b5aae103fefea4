"""Ways to split nine cards into a Large Hand (6) and a Small Hand (3), by category.

In Fiddler-Crab the hands are compared by category alone (RULES section 4), so a split matters
only through its *pair*: the Large Hand's category and the Small Hand's. Pairs are numbered
``(large - 1) * 3 + small`` (0 to 32), which orders them the way ``best-large`` ranks splits:
the highest Large category first, then the highest Small one. Which pairs a nine-card hand can
make depends only on its shape (its suit counts, largest first), so the 26 shapes are worked
out once and every vector borrows its shape's answer.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

from casino.equipment.sekhoma_pack import Card, CardError, check_copies, format_cards
from casino.games.fiddler_crab.math.vectors import (
    HAND,
    INDEX,
    LARGE,
    NINE,
    SUITS,
    shape_ids,
    shapes,
)
from casino.games.sekhoma.ranking import (
    Category,
    SmallCategory,
    category_of_counts,
    compositions,
    hand_key,
)
from casino.i18n import _

PAIRS = len(Category) * len(SmallCategory)
"""33 category pairs."""


def pair_of(large: Category, small: SmallCategory) -> int:
    return (int(large) - 1) * len(SmallCategory) + int(small)


def large_of(pair: int) -> Category:
    return Category(pair // len(SmallCategory) + 1)


def small_of(pair: int) -> SmallCategory:
    return SmallCategory(pair % len(SmallCategory))


def pair_label(pair: int) -> str:
    """The pair's categories, as the events store them (in English)."""
    return f"{large_of(pair).label} / {small_of(pair).label}"


def pair_of_counts(large: Sequence[int], small: Sequence[int]) -> int:
    """The pair a split makes, from its two hands' suit counts."""
    big = category_of_counts(large)
    little = category_of_counts(small)
    assert isinstance(big, Category) and isinstance(little, SmallCategory)
    return pair_of(big, little)


@cache
def shape_options() -> tuple[frozenset[int], ...]:
    """The pairs each of the 26 nine-card shapes can make."""
    found = []
    for shape in shapes():
        counts = (*shape, *(0,) * (SUITS - len(shape)))
        pairs = set()
        for large in compositions(LARGE, SUITS):
            if all(a <= b for a, b in zip(large, counts, strict=True)):
                small = [b - a for a, b in zip(large, counts, strict=True)]
                pairs.add(pair_of_counts(large, small))
        found.append(frozenset(pairs))
    return tuple(found)


@cache
def options_mask() -> npt.NDArray[np.bool_]:
    """(2002, 33): True where vector ``c`` can be split into pair ``p``."""
    mask = np.zeros((len(NINE), PAIRS), dtype=bool)
    per_shape = shape_options()
    for c, s in enumerate(shape_ids()):
        mask[c, sorted(per_shape[s])] = True
    mask.setflags(write=False)
    return mask


@cache
def best_large_policy() -> npt.NDArray[np.int64]:
    """The pair ``best-large`` makes of each vector: the highest Large category, then the
    highest Small one, which is the highest pair number."""
    mask = options_mask()
    policy: npt.NDArray[np.int64] = (PAIRS - 1 - np.argmax(mask[:, ::-1], axis=1)).astype(np.int64)
    policy.setflags(write=False)
    return policy


# --- cards ---------------------------------------------------------------------------------


def card_splits(cards: Sequence[Card]) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Every distinct (Large, Small) split of nine cards; copies of a card count once."""
    seen: set[tuple[tuple[Card, ...], tuple[Card, ...]]] = set()
    for chosen in combinations(range(HAND), LARGE):
        large = tuple(sorted(cards[i] for i in chosen))
        small = tuple(sorted(cards[i] for i in range(HAND) if i not in chosen))
        if (large, small) not in seen:
            seen.add((large, small))
            yield large, small


def split_pair(large: Sequence[Card], small: Sequence[Card]) -> int:
    counts_l = [0] * SUITS
    counts_s = [0] * SUITS
    for card in large:
        counts_l[card.suit] += 1
    for card in small:
        counts_s[card.suit] += 1
    return pair_of_counts(counts_l, counts_s)


def vector_of_cards(cards: Sequence[Card]) -> tuple[int, ...]:
    counts = [0] * SUITS
    for card in cards:
        counts[card.suit] += 1
    return tuple(counts)


def check_nine(cards: Sequence[Card]) -> None:
    if len(cards) != HAND:
        raise CardError(_("a Fiddler-Crab hand is 9 cards, not {count}").format(count=len(cards)))
    check_copies([cards])


@cache
def _category_tables() -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]]:
    """Category by suit counts, for six-card and three-card hands."""
    return (
        {v: int(category_of_counts(v)) for v in compositions(LARGE, SUITS)},
        {v: int(category_of_counts(v)) for v in compositions(HAND - LARGE, SUITS)},
    )


def _sub_vectors(counts: Sequence[int], total: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Every vector below ``counts`` (suit by suit) summing to ``total``."""
    if start == SUITS - 1:
        if total <= counts[start]:
            yield (total,)
        return
    left = sum(counts[start + 1:])
    for k in range(max(0, total - left), min(counts[start], total) + 1):
        for rest in _sub_vectors(counts, total - k, start + 1):
            yield (k, *rest)


def split_to_pair(
    cards: Sequence[Card], pair: int
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A split of ``cards`` into ``pair``; among several, the one with the highest Large Hand
    score, then Small Hand score (the numbers do not decide anything in Fiddler-Crab, but a
    dealer who can keep the big numbers together does, and the table sees a tidy hand).

    Works suit by suit: for each way the suit counts can make the pair, a suit that scores in
    the Large Hand gives it its highest cards, a suit that scores only in the Small Hand gives
    the Small Hand its highest, and the best of those few candidates wins.
    """
    check_nine(cards)
    by_suit: list[list[Card]] = [[] for _ in range(SUITS)]
    for card in sorted(cards, reverse=True):
        by_suit[card.suit].append(card)
    counts = [len(cards_of) for cards_of in by_suit]
    six, three = _category_tables()
    want_large, want_small = int(large_of(pair)), int(small_of(pair))
    best: tuple[tuple[int, int], tuple[tuple[Card, ...], tuple[Card, ...]]] | None = None
    for large_counts in _sub_vectors(counts, LARGE):
        small_counts = tuple(c - k for c, k in zip(counts, large_counts, strict=True))
        if six[large_counts] != want_large or three[small_counts] != want_small:
            continue
        all_score = want_large == Category.SEKHOMA
        large: list[Card] = []
        small: list[Card] = []
        for suit_cards, k, rest in zip(by_suit, large_counts, small_counts, strict=True):
            if k >= 2 or all_score or rest < 2:
                large.extend(suit_cards[:k])
                small.extend(suit_cards[k:])
            else:  # scores only in the Small Hand: give that its best
                small.extend(suit_cards[:rest])
                large.extend(suit_cards[rest:])
        split = (tuple(sorted(large)), tuple(sorted(small)))
        key = (hand_key(split[0]), hand_key(split[1]))
        if best is None or key > best[0]:
            best = (key, split)
    if best is None:
        raise CardError(
            _("{cards} cannot be split as {large} / {small}").format(
                cards=format_cards(cards),
                large=_(large_of(pair).label),
                small=_(small_of(pair).label),
            )
        )
    return best[1]


def best_large_split(cards: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The ``best-large`` dealer split of nine cards (RULES section 4)."""
    check_nine(cards)
    pair = int(best_large_policy()[INDEX[vector_of_cards(cards)]])
    return split_to_pair(cards, pair)
