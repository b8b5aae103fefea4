"""Sealing a shoe: the text a dealt order is kept as until the hand ends, naming its pack.

At a shoe table the order is committed before the deal (its SHA-256 goes into the stream, the
order itself into ``sealed_shoes``) and revealed after the hand (RULES section 6). The sealed
text is ``<pack id>: <cards>`` (``french-36: 6S 7S ...``), so the digest covers which pack the
shoe came from as well as its order: the same cards cannot be passed off as another pack's.
The Sekhoma pack seals as plain card text, as every shoe stored before packs had names was
sealed, so every stored chain verifies byte for byte as it always did.

The store sees an event's shoe only as card tokens and its digest, never a pack: ``stored_text``
finds the text the engine committed to (plain, or the one pack header that gives the digest)
and ``stored_tokens`` gives the tokens back, so the store needs no game and no pack to seal.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, NamedTuple

from casino.equipment import packs as pack_kinds
from casino.equipment.catalogue import pack, packs
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.i18n import _
from casino.textfile import quoted

HEADER_END = ":"
"""A sealed text's first token ends so when it names the pack; no card's notation holds it."""


class Sealed(NamedTuple):
    """A sealed shoe: the pack it came from, the text kept, and that text's SHA-256."""

    pack_id: str
    text: str
    digest: str


class Unsealed(NamedTuple):
    """What a sealed text holds: its pack and the order of the shoe."""

    pack: Pack
    order: tuple[Any, ...]


def digest(text: str) -> str:
    """The SHA-256 of a sealed text (UTF-8): the commitment the stream carries."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def seal(of: Pack, order: Sequence[Any]) -> Sealed:
    """Seal ``order``, the whole of pack ``of`` shuffled; anything else is refused."""
    text, hashed = of.seal(order)
    return Sealed(of.id, text, hashed)


def unseal(text: str) -> Unsealed:
    """The pack and order a sealed text holds; a header naming no known pack, a card the pack
    does not hold or a copy too many is refused by name."""
    first = text.split(" ", 1)[0]
    if first.endswith(HEADER_END):
        pack(first[: -len(HEADER_END)])  # an unknown pack is refused by its name
    found, order = pack_kinds.unseal(text, packs().values())
    return Unsealed(found, order)


def stored_text(tokens: Sequence[str], committed: str | None) -> str:
    """The sealed text of a shoe given as card tokens, as an event holds it, whose digest is
    ``committed``: plain card text (every shoe sealed before packs had names), else the one
    pack header that gives that digest. When none does, the plain text: the store's check on
    reading then says the shoe does not match its digest, as it always has."""
    plain = " ".join(tokens)
    if committed is None or digest(plain) == committed:
        return plain
    for pack_id in packs():
        text = f"{pack_id}{HEADER_END} {plain}"
        if digest(text) == committed:
            return text
    return plain


def stored_tokens(text: str) -> list[str]:
    """The card tokens of a sealed text, in order, without the pack header; a header naming
    no known pack is refused by name."""
    first, _space, rest = text.partition(" ")
    if not first.endswith(HEADER_END):
        return text.split(" ")
    pack_id = first[: -len(HEADER_END)]
    if pack_id not in packs():
        raise NotationError(
            _("the sealed shoe names no known pack: {name}").format(name=quoted(pack_id))
        )
    return rest.split(" ") if rest else []
