"""Sealing a shoe (RULES section 6): the sealed text names its pack and its digest covers the
name; the store seals and unseals any pack's shoe without knowing the pack; and every shoe
already stored (plain Sekhoma pack text, no header) reseals to the same bytes and verifies,
read from the schema-history fixtures as they were written."""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from casino.equipment.catalogue import pack, packs
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.equipment.sealing import Sealed, seal, stored_text, stored_tokens, unseal
from casino.equipment.sekhoma_pack import deck_digest, format_cards, shuffled_deck
from casino.store.stream import StreamError, sealed
from casino.store.stream import unseal as store_unseal

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "db"
ALL = list(packs().values())


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_a_sealed_shoe_names_its_pack_and_unseals_to_its_order(found: Pack) -> None:
    order = found.shuffled(random.Random(11))
    kept = seal(found, order)
    assert kept == Sealed(found.id, kept.text, sha(kept.text))
    cards = found.format(order)
    if found.id == "sekhoma-72":
        assert kept.text == cards  # sealed as its shoes always were
    else:
        assert kept.text == f"{found.id}: {cards}"
    assert unseal(kept.text) == (found, order)


@pytest.mark.parametrize("found", ALL, ids=lambda p: p.id)
def test_the_store_seals_and_unseals_any_packs_shoe(found: Pack) -> None:
    """What the stream does with an event carrying a shoe: the order out into the sealed text
    (the one the digest commits to), and back in after the digest is checked."""
    order = found.shuffled(random.Random(12))
    kept = seal(found, order)
    tokens = [str(card) for card in order]
    event: dict[str, Any] = {"type": "X", "number": 3, "shoe": tokens, "shoe_digest": kept.digest}
    stored, text = sealed(event)
    assert text == kept.text and stored == {**event, "shoe": None}
    assert stored_tokens(text) == tokens
    assert store_unseal(SimpleNamespace(seq=5), stored, {5: text}) == event


def test_the_digest_covers_the_pack_named() -> None:
    """The same 52 cards sealed as the 52-card pack cannot be read back as another pack's, and
    a header changed after sealing no longer matches the digest."""
    french = pack("french-52")
    order = french.shuffled(random.Random(13))
    kept = seal(french, order)
    assert kept.digest != sha(french.format(order))
    forged = kept.text.replace("french-52:", "french-52+joker:", 1)
    stored = {"type": "X", "number": 1, "shoe": None, "shoe_digest": kept.digest}
    with pytest.raises(StreamError, match="event 8 does not match its digest"):
        store_unseal(SimpleNamespace(seq=8), stored, {8: forged})
    with pytest.raises(NotationError, match="whole french-52 pack"):
        seal(french, order[:-1])
    with pytest.raises(NotationError, match="whole french-36 pack"):
        seal(pack("french-36"), pack("french-36+joker").deck)


def test_a_header_naming_no_pack_or_a_card_not_in_it_is_refused_by_name() -> None:
    order = pack("french-24").shuffled(random.Random(14))
    text = "tarot-78: " + pack("french-24").format(order)
    with pytest.raises(NotationError, match="no pack called 'tarot-78'"):
        unseal(text)
    stored = {"type": "X", "number": 1, "shoe": None, "shoe_digest": sha(text)}
    with pytest.raises(StreamError, match=r"event 2: .*'tarot-78'"):
        store_unseal(SimpleNamespace(seq=2), stored, {2: text})
    with pytest.raises(NotationError, match="'2C' is not a card of the french-24 pack"):
        unseal("french-24: 9S 2C")


def test_a_shoe_whose_digest_no_pack_gives_is_kept_plain_and_refused_on_reading() -> None:
    """As before packs had names: the store keeps the plain text, and reading says which
    event's shoe does not match its digest."""
    tokens = [str(card) for card in pack("french-32").deck]
    event = {"type": "X", "number": 1, "shoe": tokens, "shoe_digest": "0" * 64}
    stored, text = sealed(event)
    assert text == " ".join(tokens)
    with pytest.raises(StreamError, match="event 4 does not match its digest"):
        store_unseal(SimpleNamespace(seq=4), stored, {4: text})


def test_an_old_style_sekhoma_shoe_unseals_and_reseals_to_the_same_bytes() -> None:
    order = shuffled_deck(random.Random(15))
    old_text, old_digest = format_cards(order), deck_digest(order)  # as shoes were sealed
    assert unseal(old_text) == (pack("sekhoma-72"), order)
    assert seal(pack("sekhoma-72"), order) == ("sekhoma-72", old_text, old_digest)
    assert stored_text(old_text.split(" "), old_digest) == old_text


@pytest.mark.parametrize("version", ["0001", "0004"])
def test_every_stored_shoe_reseals_byte_for_byte_and_verifies(version: str, tmp_path: Path) -> None:
    """Each sealed shoe of the demo casino as written at schema versions 0001 and 0004 (both
    games' shoe tables): today's store gives it back to its event, and an event carrying
    that order is sealed again into exactly the stored text."""
    path = tmp_path / "old.db"
    with gzip.open(FIXTURES / f"schema-{version}.db.gz") as packed:
        path.write_bytes(packed.read())
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "select s.seq, s.cards, e.data from sealed_shoes s join events e"
            " on e.table_id = s.table_id and e.seq = s.seq"
        ).fetchall()
    assert len(rows) >= 100
    for seq, cards, data in rows:
        event = json.loads(data)
        back = store_unseal(SimpleNamespace(seq=seq), event, {seq: cards})
        assert back["shoe"] == cards.split(" ")
        stored, text = sealed(back)
        assert text == cards and stored == event
        assert unseal(cards).pack.id == "sekhoma-72"
