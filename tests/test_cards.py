"""Cards and their text notation (RULES section 1)."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

from casino.equipment.sekhoma_pack import (
    CARDS,
    DECK,
    Card,
    CardError,
    Suit,
    check_copies,
    format_cards,
    parse_card,
    parse_cards,
    remaining_after,
    shuffled_deck,
)


def test_deck_has_72_cards_six_suits_numbers_one_to_six_twice() -> None:
    assert len(DECK) == 72
    counts = Counter(DECK)
    assert len(counts) == 36
    assert set(counts.values()) == {2}
    assert {card.suit for card in DECK} == set(Suit)
    assert {card.number for card in DECK} == {1, 2, 3, 4, 5, 6}


@pytest.mark.parametrize(
    ("code", "name"),
    [("S", "Suns"), ("M", "Moons"), ("C", "Comets"), ("R", "Rings"), ("N", "Novas"),
     ("P", "Planets")],
)
def test_suit_codes_and_names(code: str, name: str) -> None:
    suit = Suit.from_code(code)
    assert suit.code == code
    assert suit.label == name
    assert Suit.from_code(code.lower()) is suit


def test_parse_is_case_insensitive_and_round_trips() -> None:
    assert parse_card("3S") == parse_card("3s") == Card.of(3, Suit.SUNS)
    assert str(parse_card("6m")) == "6M"
    for card in CARDS:
        assert parse_card(str(card)) is card


def test_hand_separated_by_spaces_or_commas() -> None:
    cards = parse_cards(" 3S,5s  1M, 2C 6R\t4N ")
    assert format_cards(cards) == "3S 5S 1M 2C 6R 4N"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("3S 7S 1M", "'7S'"),
        ("3S 0S 1M", "'0S'"),
        ("3X 1M", "'3X'"),
        ("S3 1M", "'S3'"),
        ("3S 10S", "'10S'"),
        ("3S ♠4", "'♠4'"),
        ("33", "'33'"),
    ],
)
def test_bad_token_is_named(text: str, named: str) -> None:
    with pytest.raises(CardError, match=named):
        parse_cards(text)


def test_third_copy_is_refused_naming_the_card() -> None:
    with pytest.raises(CardError, match="card 3S appears 3 times"):
        parse_cards("3S 3s 3S 1M 2C 4N")


def test_copies_are_checked_across_all_hands_of_a_deal() -> None:
    check_copies([parse_cards("3S 3S"), parse_cards("1M 2M")])
    with pytest.raises(CardError, match="4N appears 3 times"):
        check_copies([parse_cards("4N 4N 1S"), parse_cards("4N 2S 3S")])


def test_shuffle_uses_the_injected_source() -> None:
    a = shuffled_deck(random.Random(7))
    b = shuffled_deck(random.Random(7))
    c = shuffled_deck(random.Random(8))
    assert a == b
    assert a != c
    assert sorted(a) == sorted(DECK)


def test_remaining_after_counts_unseen_copies() -> None:
    left = remaining_after(parse_cards("3S 3S 1M"))
    assert left[parse_card("3S")] == 0
    assert left[parse_card("1M")] == 1
    assert sum(left.values()) == 69


def test_cards_are_shared_instances_and_pickle() -> None:
    card = parse_card("5N")
    assert pickle.loads(pickle.dumps(card)) is card
    assert repr(card) == "Card(5N)"
    with pytest.raises(CardError, match="out of range"):
        Card.of(7, Suit.SUNS)
