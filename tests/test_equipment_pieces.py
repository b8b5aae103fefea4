"""Dice and wands (RULES section 7, rules/sej.md J-1) and the value codecs: each notation read
and written for every value it has, a bad token refused by name, throws and rolls drawn from
the RNG passed in, and every piece of equipment stored and read back by the store's codec
through the registry (``casino.equipment.codecs``), found by its field's type hint."""

from __future__ import annotations

import random
import re
from collections import Counter
from itertools import product
from typing import Any

import pytest

from casino.equipment import codecs
from casino.equipment.dice import Roll, parse_roll, roll
from casino.equipment.french_pack import FrenchCard, parse_french_card
from casino.equipment.notation import NotationError
from casino.equipment.sekhoma_pack import Card, CardError, parse_card
from casino.equipment.wands import THROWS, Face, Throw, parse_throw, throw
from casino.store.codec import CodecError, _plain, _typed


def test_every_roll_of_two_dice_reads_back_by_its_faces_and_its_sum() -> None:
    for first, second in product(range(1, 7), repeat=2):
        faces = Roll(first + second, (first, second))
        assert str(faces) == f"{first}+{second}" and parse_roll(str(faces)) == faces
    for total in range(2, 13):
        assert parse_roll(f" {total} ") == Roll(total) and str(Roll(total)) == str(total)


@pytest.mark.parametrize(
    "token", ["1", "13", "0+6", "7+1", "2+2+2", "3+", "+7", "x", "", "1_0", "٣", "٣+٥", "７"]
)
def test_a_roll_that_two_dice_cannot_show_is_refused_by_name(token: str) -> None:
    with pytest.raises(NotationError, match=re.escape(f"unknown roll {token!r}")):
        parse_roll(token)
    with pytest.raises(NotationError):
        Roll(8, (3, 4))


def test_dice_roll_with_the_rng_passed_in_and_show_every_face() -> None:
    rng = random.Random(21)
    rolls = [roll(rng) for _ in range(2000)]
    assert all(r.faces is not None and sum(r.faces) == r.total for r in rolls)
    assert {face for r in rolls if r.faces for face in r.faces} == set(range(1, 7))
    assert {r.total for r in rolls} == set(range(2, 13))
    assert [roll(random.Random(3)) for _ in range(3)] == [roll(random.Random(3))] * 3
    assert 2 <= roll(random.SystemRandom()).total <= 12


def test_every_wand_throw_reads_back_from_its_notation() -> None:
    assert len(THROWS) == len(set(THROWS)) == 64
    for each in THROWS:
        text = str(each)
        assert parse_throw(text) == each == parse_throw(text.lower().replace(" ", ""))
        assert parse_throw(text.replace(" ", ", ")) == each
    assert str(parse_throw("swb")) == "S W B"
    assert parse_throw("S W B").faces == (Face.SHIP, Face.WHITE, Face.BLACK)


def test_the_facts_a_pit_can_check_about_the_wands() -> None:
    """rules/sej.md: 37 of the 64 throws show a Black; 1 in 64 is triple White."""
    assert sum(1 for t in THROWS if t.count(Face.BLACK)) == 37
    assert [str(t) for t in THROWS if t.count(Face.WHITE) == 3] == ["W W W"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("S X B", "unknown wand face 'X'"),
        ("S 1 B", "unknown wand face '1'"),
        ("ſ W B", "unknown wand face 'ſ'"),
        ("S W", "a throw is three wand faces, not 2: 'S W'"),
        ("S W B B", "three wand faces, not 4"),
        ("", "three wand faces, not 0"),
    ],
)
def test_a_bad_throw_is_refused_by_name(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_throw(text)


def test_wands_thrown_with_the_rng_passed_in_show_every_face() -> None:
    rng = random.Random(22)
    throws = [throw(rng) for _ in range(1000)]
    assert set(throws) <= set(THROWS)
    seen = Counter(face for t in throws for face in t.faces)
    assert set(seen) == set(Face) and min(seen.values()) > 600  # 750 expected each
    assert throw(random.Random(5)) == throw(random.Random(5))


PIECES: list[tuple[type, Any]] = [
    (Card, parse_card("3S")),
    (Card, parse_card("6P")),
    (FrenchCard, parse_french_card("10H")),
    (FrenchCard, parse_french_card("JK")),
    (Roll, Roll(8, (3, 5))),
    (Roll, Roll(11)),
    (Throw, parse_throw("S W B")),
]


@pytest.mark.parametrize(("cls", "value"), PIECES, ids=lambda v: str(v))
def test_every_piece_is_registered_and_round_trips_through_the_store_codec(
    cls: type, value: Any
) -> None:
    found = codecs.codec_for(cls)
    assert found is not None and codecs.codec_of(value) == found
    stored = _plain(value)
    assert stored == str(value)
    assert _typed(cls, stored) == value and type(_typed(cls, stored)) is type(value)
    assert _typed(tuple[cls, ...], _plain((value, value))) == (value, value)  # type: ignore[valid-type]
    assert _typed(cls | None, None) is None


@pytest.mark.parametrize("token", ["3ſ", "Aſ", "１0H", "٣S"])
def test_a_card_in_letters_that_only_look_like_its_notation_is_refused(token: str) -> None:
    """``"ſ".upper()`` is ``"S"``: notation is ASCII, whatever upper-casing makes of the rest."""
    for parse in (parse_card, parse_french_card):
        with pytest.raises(NotationError, match=re.escape(repr(token))):
            parse(token)


def test_a_card_is_stored_as_its_notation_not_its_number() -> None:
    card = parse_card("2M")
    assert _plain(card) == "2M" and _plain([card, 7]) == ["2M", 7]
    assert _typed(Card, "2m") == card
    with pytest.raises(CardError, match="unknown card '9M'"):
        _typed(Card, "9M")
    with pytest.raises(CodecError, match="a piece in its notation"):
        _typed(Card, 7)


def test_the_registry_keeps_one_codec_a_class(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(codecs, "_CODECS", dict(codecs._CODECS))

    class Chip(str):
        pass

    class BlueChip(Chip):
        pass

    assert codecs.codec_for(Chip) is None and codecs.codec_of(Chip("c")) is None
    codecs.register(Chip, str, Chip)
    codecs.register(Chip, str, Chip)  # the same codec again is no change
    assert codecs.codec_for(Chip) == (str, Chip)
    assert codecs.codec_of(BlueChip("b")) == (str, Chip)  # found through the base class
    assert codecs.codec_for(BlueChip) is None  # a type hint must name the class itself
    assert codecs.codec_for("Chip") is None
    with pytest.raises(RuntimeError, match="Chip already has a value codec"):
        codecs.register(Chip, repr, Chip)
