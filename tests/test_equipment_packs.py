"""Every pack (RULES section 7): the cards each keeps, every card read back from its notation,
a bad token or a copy too many refused by name, shuffles that are permutations of the pack,
and one pinned digest per pack, so a change to any pack's notation or order is seen here."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from casino.equipment.catalogue import pack, packs
from casino.equipment.french_pack import RANKS, SUITS, THE_JOKER, FrenchCard
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.equipment.sekhoma_pack import DECK, deck_digest, format_cards, shuffled_deck

GOLDEN = {
    "sekhoma-72": "73cac861d85e962d3a1a05e602c11d206a177935fb04b60c508870ec085426a6",
    "french-52": "9805ce18b0b582aaae57dbe9fed7753236fb1e146cc13f5649dd6998af969e4d",
    "french-52+joker": "a71839baee836342bec64a23270d88bf0179313ea6c763aa6d1044b64c46d156",
    "french-36": "f831316db2435ddcdb9675ef08cb5f46def3fa275a55460f923d3bb186cad6b1",
    "french-36+joker": "65db074ab4b5bce18f60ff88fa19f78ae87cfc3cf00c1268540fd9c6ad38ff4c",
    "french-32": "edd46cf5707a0305f00913f24df59fd7544e624a87902d47b903aa1341a2b9d4",
    "french-32+joker": "845919139633125bb441ba14b01885ca3a5bc99985abdd09ac17e1ec4bb71f18",
    "french-24": "9a003394141a1b1024c056a5040e95166e6cadb42ea89820a66866a152d0521f",
    "french-24+joker": "0fdff2169635b656d64789c08279e6e33a9d797e9ff680d2845a8ebbfdb21561",
    "french-52x2": "68a6fd51a07a35cc18e8f8be247f55f86a7d911f20ce1a4ece4108d2bd953ce9",
}
"""SHA-256 of each pack's canonical order as sealed: pinned, not recomputed."""

LOWEST = {"52": "2", "36": "6", "32": "7", "24": "9"}
"""The lowest rank each French pack keeps (RULES section 7: 2-A, 6-A, 7-A, 9-A)."""

ALL = list(packs().values())


def test_the_catalogue_holds_every_pack_the_rules_name() -> None:
    assert set(packs()) == set(GOLDEN)
    assert pack("french-36+joker").id == "french-36+joker"
    with pytest.raises(NotationError, match="no pack called 'french-40'"):
        pack("french-40")


@pytest.mark.parametrize("name", [n for n in GOLDEN if n.startswith("french-")])
def test_each_french_pack_keeps_its_ranks_a_joker_where_named_and_its_copies(name: str) -> None:
    found = pack(name)
    size = name.removeprefix("french-")[:2]
    ranks = RANKS[RANKS.index(LOWEST[size]) :]
    naturals = {f"{rank}{suit}" for rank in ranks for suit in SUITS}
    copies = 2 if name.endswith("x2") else 1
    joker = "+joker" in name
    assert {str(card) for card in found.cards} == naturals | ({"JK"} if joker else set())
    assert len(found.cards) == int(size) + joker
    assert found.copies == copies and len(found) == len(found.deck) == (int(size) + joker) * copies
    assert Counter(found.deck) == Counter(dict.fromkeys(found.cards, copies))


def test_the_sekhoma_pack_is_the_72_card_deck_of_rule_1() -> None:
    sekhoma = pack("sekhoma-72")
    assert sekhoma.deck == DECK and len(sekhoma) == 72 and sekhoma.copies == 2
    assert sekhoma.format(DECK) == format_cards(DECK)


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_every_card_of_every_pack_reads_back_from_its_notation(found: Pack) -> None:
    for card in found.cards:
        assert found.parse_one(str(card)) == card
        assert found.parse_one(str(card).lower()) == card
    text = found.format(found.deck)
    assert found.parse(text) == found.deck
    assert found.parse(text.replace(" ", ", ")) == found.deck
    assert found.format(found.parse(text.lower())) == text


def test_french_cards_read_t_as_ten_and_order_by_rank() -> None:
    french = pack("french-52+joker")
    ten = FrenchCard(RANKS.index("10"), "H")
    assert [french.parse_one(token) for token in ("TH", "th", "10h")] == [ten] * 3
    assert [str(card) for card in french.parse("th Jk as")] == ["10H", "JK", "AS"]
    two, ace = french.parse("2C AC")
    assert two < ace < THE_JOKER


@pytest.mark.parametrize(
    ("name", "text", "token"),
    [
        ("french-36", "AS 5H KD", "'5H'"),
        ("french-32", "AS 6C", "'6C'"),
        ("french-24", "8D", "'8D'"),
        ("french-52", "AS JK", "'JK'"),
        ("french-52", "AS 1S", "'1S'"),
        ("french-52", "AS, XQ", "'XQ'"),
        ("french-52+joker", "11H", "'11H'"),
        ("sekhoma-72", "1S 7S", "'7S'"),
        ("sekhoma-72", "1S 3Q", "'3Q'"),
        ("sekhoma-72", "AS", "'AS'"),
    ],
)
def test_a_token_not_in_the_pack_is_refused_by_name(name: str, text: str, token: str) -> None:
    with pytest.raises(NotationError) as refused:
        pack(name).parse(text)
    assert token in str(refused.value)


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_one_copy_more_than_the_pack_holds_is_refused_naming_the_card(found: Pack) -> None:
    last = found.cards[-1]
    held = found.format([last] * found.copies)
    assert found.parse(held) == (last,) * found.copies
    with pytest.raises(NotationError, match=f"card {last} appears {found.copies + 1} times"):
        found.parse(f"{held} {last}")
    with pytest.raises(NotationError, match=f"card {last} appears"):
        found.check_copies([found.deck, [last]])


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_a_shuffle_is_a_permutation_of_the_pack_drawn_from_the_rng_passed_in(found: Pack) -> None:
    first = found.shuffled(random.Random(1))
    assert Counter(first) == Counter(found.deck)
    assert first == found.shuffled(random.Random(1))
    assert first != found.shuffled(random.Random(2))
    assert Counter(found.shuffled(random.SystemRandom())) == Counter(found.deck)


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_each_packs_digest_is_pinned(found: Pack) -> None:
    assert found.digest(found.deck) == GOLDEN[found.id]
    order = found.shuffled(random.Random(9))
    assert found.digest(order) == found.digest(tuple(order)) != GOLDEN[found.id]


def test_the_sekhoma_digest_is_the_one_its_shoes_always_had() -> None:
    order = shuffled_deck(random.Random(4))
    assert pack("sekhoma-72").digest(order) == deck_digest(order)
    assert deck_digest(DECK) == GOLDEN["sekhoma-72"]
