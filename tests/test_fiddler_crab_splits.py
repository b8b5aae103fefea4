"""Splitting nine cards: the fast suit-by-suit split agrees with trying all 84 ways."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.equipment.sekhoma_pack import Card, CardError, parse_cards, shuffled_deck
from casino.games.fiddler_crab.math.splits import (
    best_large_policy,
    card_splits,
    pair_label,
    pair_of,
    split_pair,
    split_to_pair,
)
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.sekhoma.ranking import Category, SmallCategory, hand_key


def brute_force(cards: Sequence[Card], pair: int) -> tuple[int, int] | None:
    keys = [
        (hand_key(large), hand_key(small))
        for large, small in card_splits(cards)
        if split_pair(large, small) == pair
    ]
    return max(keys) if keys else None


@given(st.integers(0, 2**32))
def test_split_to_pair_is_the_best_split_of_that_pair(seed: int) -> None:
    cards = shuffled_deck(random.Random(seed))[:9]
    pairs = {split_pair(large, small) for large, small in card_splits(cards)}
    for pair in pairs:
        large, small = split_to_pair(cards, pair)
        assert sorted(large + small) == sorted(cards)
        assert split_pair(large, small) == pair
        assert (hand_key(large), hand_key(small)) == brute_force(cards, pair)


@given(st.integers(0, 2**32))
def test_best_large_policy_is_the_lexicographic_best_pair(seed: int) -> None:
    cards = shuffled_deck(random.Random(seed))[:9]
    pairs = {split_pair(large, small) for large, small in card_splits(cards)}
    counts = [0] * 6
    for card in cards:
        counts[card.suit] += 1
    assert best_large_policy()[INDEX[tuple(counts)]] == max(pairs)


def test_a_pair_the_cards_cannot_make_is_refused_by_name() -> None:
    cards = parse_cards("1S 2S 3S 4S 5S 6S 1M 1C 1R")
    flush_pair = pair_of(Category.FLUSH, SmallCategory.PAIR)
    with pytest.raises(CardError, match="cannot be split as Flush / Pair"):
        split_to_pair(cards, flush_pair)
    assert pair_label(flush_pair) == "Flush / Pair"


def test_nine_cards_only() -> None:
    with pytest.raises(CardError, match="9 cards, not 8"):
        split_to_pair(parse_cards("1S 2S 3S 4S 5S 6S 1M 1C"), 0)
