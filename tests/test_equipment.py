"""Equipment (RULES section 7): every pack, the dice and the wands read and write their
notation, refuse a bad token by name, shuffle into permutations and seal a shoe that unseals
to its pack and order; every piece round-trips through the store's codec."""

from __future__ import annotations

import hashlib
import random

import pytest

from casino.equipment import codecs
from casino.equipment.dice import Roll, parse_roll, roll
from casino.equipment.french_pack import (
    PACKS,
    THE_JOKER,
    french_pack,
    parse_french_card,
)
from casino.equipment.notation import NotationError
from casino.equipment.packs import unseal
from casino.equipment.sekhoma_pack import PACK as SEKHOMA
from casino.equipment.sekhoma_pack import deck_digest, format_cards, shuffled_deck
from casino.equipment.wands import THROWS, Face, Throw, parse_throw, throw
from casino.store.codec import _plain, _typed

ALL_PACKS = [SEKHOMA, *PACKS.values()]


@pytest.mark.parametrize(
    ("size", "joker", "packs", "cards", "lowest"),
    [(52, False, 1, 52, "2"), (36, False, 1, 36, "6"), (32, True, 1, 33, "7"),
     (24, True, 1, 25, "9"), (52, False, 2, 104, "2")],
)  # fmt: skip
def test_each_french_pack_holds_the_cards_its_rules_say(
    size: int, joker: bool, packs: int, cards: int, lowest: str
) -> None:
    pack = french_pack(size, joker=joker, packs=packs)
    assert len(pack) == len(pack.deck) == cards
    assert min(c.place for c in pack.cards) == parse_french_card(lowest + "S").place
    assert (THE_JOKER in pack.cards) is joker
    assert pack.id in PACKS or pack.id == SEKHOMA.id


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_every_card_reads_back_from_its_notation(pack: object) -> None:
    from casino.equipment.packs import Pack

    assert isinstance(pack, Pack)
    text = pack.format(pack.deck)
    assert pack.parse(text) == pack.deck
    assert pack.parse(text.lower()) == pack.deck


def test_french_notation_is_case_insensitive_and_reads_t_as_ten() -> None:
    assert parse_french_card("10h") == parse_french_card("TH") == parse_french_card("th")
    assert str(parse_french_card("th")) == "10H"
    assert parse_french_card("jk") is THE_JOKER and str(THE_JOKER) == "JK"
    assert parse_french_card("AS") > parse_french_card("KS")  # an ace is the highest rank


@pytest.mark.parametrize(
    ("pack", "text", "named"),
    [("french-36", "AS 5H", "'5H'"), ("french-32", "AS JK", "'JK'"),
     ("french-52", "AS 1S", "'1S'"), ("french-52", "AS XZ", "'XZ'")],
)  # fmt: skip
def test_a_card_the_pack_does_not_hold_is_refused_by_name(pack: str, text: str, named: str) -> None:
    with pytest.raises(NotationError) as refused:
        PACKS[pack].parse(text)
    assert named in str(refused.value)


def test_more_copies_than_the_packs_hold_are_refused() -> None:
    with pytest.raises(
        NotationError, match="card AS appears 2 times; the french-52 pack holds it once"
    ):
        PACKS["french-52"].parse("AS 2C AS")
    assert PACKS["french-52x2"].parse("AS AS") == (parse_french_card("AS"),) * 2
    with pytest.raises(NotationError, match="holds it 2 times"):
        PACKS["french-52x2"].parse("AS AS as")


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_a_shuffle_is_a_permutation_and_the_seal_unseals(pack: object) -> None:
    from casino.equipment.packs import Pack

    assert isinstance(pack, Pack)
    order = pack.shuffled(random.Random(5))
    assert sorted(map(str, order)) == sorted(map(str, pack.deck)) and order != pack.deck
    text, digest = pack.seal(order)
    assert hashlib.sha256(text.encode()).hexdigest() == digest
    assert unseal(text, ALL_PACKS) == (pack, order)
    with pytest.raises(NotationError, match="whole"):
        pack.seal(order[1:])


def test_the_sekhoma_pack_seals_as_its_shoes_always_were() -> None:
    """A Sekhoma shoe sealed before packs had names is plain card text with the digest
    ``deck_digest`` gave it: the pack seals the same way, and such a text unseals."""
    order = shuffled_deck(random.Random(3))
    text, digest = SEKHOMA.seal(order)
    assert text == format_cards(order) and digest == deck_digest(order)
    assert unseal(text, ALL_PACKS) == (SEKHOMA, order)


def test_a_digest_is_pinned_for_each_kind_of_seal() -> None:
    order = PACKS["french-24"].deck
    text, digest = PACKS["french-24"].seal(order)
    assert text.startswith("french-24: 9S 10S JS QS KS AS 9H")
    assert digest == hashlib.sha256(text.encode()).hexdigest()
    assert SEKHOMA.seal(SEKHOMA.deck)[0].startswith("1S 1S 2S 2S")


def test_dice_read_a_sum_or_faces_and_refuse_the_rest() -> None:
    assert parse_roll("7") == Roll(7) and str(Roll(7)) == "7"
    assert parse_roll(" 3+5 ") == Roll(8, (3, 5)) and str(Roll(8, (3, 5))) == "3+5"
    for bad in ("1", "13", "0+6", "7+1", "x", "3+", ""):
        with pytest.raises(NotationError, match="unknown roll"):
            parse_roll(bad)
    rolls = [roll(random.Random(seed)) for seed in range(200)]
    assert {r.total for r in rolls} <= set(range(2, 13)) and all(r.faces for r in rolls)


def test_wands_read_three_faces_and_there_are_64_throws() -> None:
    assert parse_throw("S W B") == parse_throw("swb") == Throw((Face.SHIP, Face.WHITE, Face.BLACK))
    assert str(parse_throw("r r r")) == "R R R"
    with pytest.raises(NotationError, match="unknown wand face 'X'"):
        parse_throw("S X B")
    with pytest.raises(NotationError, match="three wand faces, not 2"):
        parse_throw("S W")
    assert len(THROWS) == len(set(THROWS)) == 64
    assert throw(random.Random(1)) in THROWS


@pytest.mark.parametrize(
    "value", [parse_french_card("10H"), THE_JOKER, Roll(8, (3, 5)), Roll(11), parse_throw("S W B")]
)
def test_every_piece_round_trips_through_the_store_codec(value: object) -> None:
    found = codecs.codec_of(value)
    assert found is not None
    stored = _plain(value)
    assert isinstance(stored, str)
    assert _typed(type(value), stored) == value
