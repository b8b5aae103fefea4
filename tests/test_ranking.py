"""Sekhoma ranking (RULES section 2): every category, the scoring portion, ties, batches."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.equipment.sekhoma_pack import CARDS, DECK, Card, CardError, parse_cards, shuffled_deck
from casino.games.sekhoma.ranking import (
    SIX_BY_SHAPE,
    Category,
    SmallCategory,
    best_of,
    category_of_counts,
    compare,
    hand_key,
    rank_batch,
    rank_hand,
    shape_of,
)

# (hand, category, score): the score is the sum of the numbers in the scoring portion.
SIX = [
    ("6S 5S 1M 2C 3R 4N", Category.ONE_PAIR, 11),  # the pair of Suns: 6 + 5
    ("1S 2S 3M 4M 6C 6R", Category.TWO_PAIR, 10),  # 1+2 and 3+4
    ("1S 2S 3S 4M 5C 6R", Category.THREE_OF_A_KIND, 6),
    ("1S 2S 3S 4M 5M 6C", Category.THREE_AND_A_PAIR, 15),
    ("1S 2S 3S 4M 5M 6M", Category.TWO_THREES, 21),
    ("1S 2S 3M 4M 5C 6C", Category.THREE_PAIR, 21),
    ("1S 2M 3C 4R 5N 6P", Category.SEKHOMA, 21),
    ("1S 2S 3S 4S 5M 6C", Category.FOUR_OF_A_KIND, 10),
    ("1S 2S 3S 4S 5M 6M", Category.FOUR_AND_A_PAIR, 21),
    ("1S 2S 3S 4S 5S 6M", Category.FIVE_OF_A_KIND, 15),
    ("1S 2S 3S 4S 5S 6S", Category.FLUSH, 21),
]


@pytest.mark.parametrize(("text", "category", "score"), SIX)
def test_every_six_card_category(text: str, category: Category, score: int) -> None:
    ranked = rank_hand(parse_cards(text))
    assert ranked.category is category
    assert ranked.rank == int(category)
    assert ranked.score == score


def test_categories_are_numbered_as_in_the_rules_table() -> None:
    names = [c.label for c in sorted(Category)]
    assert names == [
        "One Pair", "Two Pair", "Three of a Kind", "Three and a Pair", "Two Threes",
        "Three Pair", "Sekhoma", "Four of a Kind", "Four and a Pair", "Five of a Kind", "Flush",
    ]
    assert [int(c) for c in sorted(Category)] == list(range(1, 12))


def test_every_six_card_shape_has_exactly_one_category() -> None:
    shapes = {shape_of(counts) for counts in product(range(7), repeat=6) if sum(counts) == 6}
    assert shapes == set(SIX_BY_SHAPE)
    assert len(SIX_BY_SHAPE) == 11


@pytest.mark.parametrize(
    ("text", "category", "score"),
    [
        ("1S 2M 3C", SmallCategory.NO_HAND, 0),
        ("6S 6S 1M", SmallCategory.PAIR, 12),
        ("4R 2R 2R", SmallCategory.THREE_OF_A_KIND, 8),
    ],
)
def test_three_card_hands(text: str, category: SmallCategory, score: int) -> None:
    ranked = rank_hand(parse_cards(text))
    assert ranked.category is category
    assert (ranked.rank, ranked.score) == (int(category), score)


def test_higher_category_beats_any_score() -> None:
    best_pair = parse_cards("6S 6S 5M 5M 4C 3R")  # Two Pair, not One Pair: check it
    assert rank_hand(best_pair).category is Category.TWO_PAIR
    weakest_three = parse_cards("1S 1S 2S 3M 4C 5R")
    assert compare(weakest_three, best_pair) == 1


def test_same_category_higher_scoring_sum_wins_and_equal_sums_tie() -> None:
    low = parse_cards("1S 2S 6M 6C 6R 6N")  # One Pair scoring 1+2 = 3
    high = parse_cards("1S 3S 1M 1C 1R 1N")  # One Pair scoring 1+3 = 4
    assert compare(high, low) == 1
    assert compare(low, high) == -1
    a = parse_cards("2S 3S 1M 1C 1R 1N")  # 5
    b = parse_cards("1M 4M 6S 6C 6R 6N")  # 5: the unpaired sixes do not count
    assert compare(a, b) == 0
    assert best_of([low, a, b]) == [1, 2]


def test_sekhoma_scores_all_six_cards() -> None:
    assert rank_hand(parse_cards("6S 6M 6C 6R 6N 6P")).score == 36
    assert rank_hand(parse_cards("1S 1M 1C 1R 1N 1P")).score == 6


def test_wrong_sizes_and_copies_are_refused() -> None:
    with pytest.raises(CardError, match="6 cards"):
        rank_hand(parse_cards("1S 2S 3S 4S"))
    with pytest.raises(CardError, match="appears 3 times"):
        rank_hand(parse_cards("1S 1S 1S 4S 5S 6S"))
    with pytest.raises(CardError, match="cannot compare"):
        compare(parse_cards("1S 2S 3S"), parse_cards("1S 2S 3S 4S 5S 6S"))


def _reference(cards: tuple[Card, ...]) -> tuple[int, int]:
    """A slow, obvious ranking straight from the RULES table, to check the fast one."""
    counts = Counter(card.suit for card in cards)
    shape = tuple(sorted(counts.values(), reverse=True))
    category = category_of_counts([counts.get(s, 0) for s in range(6)])
    if len(cards) == 6 and shape == (1, 1, 1, 1, 1, 1):
        scoring = list(cards)
    else:
        scoring = [c for c in cards if counts[c.suit] >= 2]
    return int(category), sum(c.number for c in scoring)


@given(st.randoms(use_true_random=False), st.sampled_from([3, 6]))
def test_fast_ranking_agrees_with_the_reference(rnd: random.Random, size: int) -> None:
    cards = shuffled_deck(rnd)[:size]
    ranked = rank_hand(cards)
    assert (ranked.rank, ranked.score) == _reference(cards)
    assert hand_key(cards) == ranked.key


def test_batch_agrees_with_single_calls() -> None:
    rng = np.random.default_rng(3)
    deck = np.array(DECK)
    for size in (6, 3):
        rows = np.array([rng.permutation(deck)[:size] for _ in range(2000)])
        keys = rank_batch(rows)
        expected = [hand_key(_cards(row)) for row in rows]
        assert keys.tolist() == expected


def _cards(row: np.ndarray) -> list[Card]:
    return [CARDS[int(v)] for v in row]


def test_batch_refuses_bad_shapes_and_values() -> None:
    with pytest.raises(CardError, match="shape"):
        rank_batch(np.zeros((4, 5), dtype=int))
    with pytest.raises(CardError, match="0 to 35"):
        rank_batch(np.array([[0, 1, 2, 3, 4, 36]]))
    with pytest.raises(CardError, match="row 1 holds card 4S more than twice"):
        rank_batch(np.array([[0, 1, 2, 3, 4, 5], [3, 9, 3, 20, 3, 1]]))
