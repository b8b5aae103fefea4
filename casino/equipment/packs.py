"""A pack of cards of any kind, as the table and the store see it: which cards, how many of
each, their notation, a shuffle and the digest that seals a shoe.

A game names the pack its rules deal (``Pack.id``: ``sekhoma-72``, ``french-36+joker``,
``french-52x2``); everything else (parsing what a dealer types, refusing a card the pack does
not hold or a copy too many, shuffling with the RNG the service passes in, sealing the order)
is the pack's, so a new game brings no card code of its own. The sealed order is written as
``<pack id>: <cards>`` for every pack but the Sekhoma pack, whose shoes were sealed as plain
card text before packs had names and stay readable as they were.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol

from casino.equipment.notation import NotationError
from casino.i18n import _, ngettext
from casino.textfile import quoted

_TOKEN = re.compile(r"[\s,]+")


class RandomSource(Protocol):
    """What a shuffle needs: ``random.Random`` or ``random.SystemRandom`` (cryptographic)."""

    def shuffle(self, x: MutableSequence[Any]) -> None: ...


@dataclass(frozen=True)
class Pack:
    """One kind of pack: its cards in canonical order (each distinct card once), the copies
    of each it holds, and how a card is read and written."""

    id: str
    cards: tuple[Any, ...]
    copies: int
    parse_card: Callable[[str], Any]
    format_card: Callable[[Any], str] = str
    plain_seal: bool = False
    """Seal the order as plain card text, without the ``<id>:`` header (the Sekhoma pack,
    sealed so before packs had names)."""

    @cached_property
    def deck(self) -> tuple[Any, ...]:
        """Every card of the pack, copies included, in canonical order."""
        return tuple(card for card in self.cards for _ in range(self.copies))

    @cached_property
    def _held(self) -> frozenset[Any]:
        return frozenset(self.cards)

    def __len__(self) -> int:
        return len(self.cards) * self.copies

    def parse(self, text: str) -> tuple[Any, ...]:
        """Cards separated by spaces or commas; a card the pack does not hold, or more copies
        than it holds, is refused naming the card."""
        cards = tuple(self.parse_one(token) for token in _TOKEN.split(text.strip()) if token)
        self.check_copies([cards])
        return cards

    def parse_one(self, token: str) -> Any:
        card = self.parse_card(token)
        if card not in self._held:
            raise NotationError(
                _("{card} is not a card of the {pack} pack").format(
                    card=quoted(token), pack=self.id
                )
            )
        return card

    def format(self, cards: Iterable[Any]) -> str:
        """The canonical notation: single spaces, the order given."""
        return " ".join(self.format_card(card) for card in cards)

    def check_copies(self, hands: Iterable[Sequence[Any]]) -> None:
        """Refuse any card seen more often than the pack holds it, across all the hands."""
        seen: Counter[Any] = Counter()
        for hand in hands:
            seen.update(hand)
        for card, count in seen.items():
            if count > self.copies:
                held = (
                    ngettext(
                        "card {card} appears {count} time; the {pack} pack holds it once",
                        "card {card} appears {count} times; the {pack} pack holds it once",
                        count,
                    )
                    if self.copies == 1
                    else ngettext(
                        "card {card} appears {count} time; the {pack} pack holds it {copies} "
                        "times",
                        "card {card} appears {count} times; the {pack} pack holds it {copies} "
                        "times",
                        count,
                    )
                )
                raise NotationError(
                    held.format(
                        card=self.format_card(card), count=count, pack=self.id, copies=self.copies
                    )
                )

    def shuffled(self, rng: RandomSource, without: Iterable[Any] = ()) -> tuple[Any, ...]:
        """The pack less ``without`` (the cards already out), in an order drawn from ``rng``;
        the caller chooses the randomness. A shoe table draws so at the moment it deals: what
        it deals is the top of this order, and the rest is never kept (cards exist only once
        dealt). A card out more often than the pack holds it is refused by name."""
        out = list(without)
        skip = Counter(out)  # counted, not removed one by one: a play draws at every click
        for card, count in skip.items():
            if card not in self._held or count > self.copies:
                self.check_copies([out])  # a copy too many is named as such
                raise NotationError(
                    _("{card} is not a card of the {pack} pack").format(
                        card=quoted(str(card)), pack=self.id
                    )
                )
        # The deck holds each card's copies side by side: the cards out leave as many.
        order = [card for card in self.cards for _ in range(self.copies - skip.get(card, 0))]
        rng.shuffle(order)
        return tuple(order)

    def digest(self, order: Sequence[Any]) -> str:
        """The SHA-256 of ``order`` as sealed (``seal``): what the stream carries."""
        return self.seal(order)[1]

    def seal(self, order: Sequence[Any]) -> tuple[str, str]:
        """The text a shoe's order is sealed as, and its SHA-256: the commitment logged before
        the deal, checked against the order revealed after the hand."""
        if sorted(map(self.format_card, order)) != sorted(map(self.format_card, self.deck)):
            raise NotationError(
                _("a sealed shoe holds the whole {pack} pack, once").format(pack=self.id)
            )
        text = self.format(order) if self.plain_seal else f"{self.id}: {self.format(order)}"
        return text, hashlib.sha256(text.encode("utf-8")).hexdigest()


def unseal(text: str, packs: Iterable[Pack]) -> tuple[Pack, tuple[Any, ...]]:
    """The pack and the order a sealed shoe holds: ``<id>: cards`` names its pack; plain card
    text is the pack that seals so (the Sekhoma pack's shoes, sealed before packs had names)."""
    known = {pack.id: pack for pack in packs}
    head, colon, rest = text.partition(": ")
    if colon and head in known:
        pack = known[head]
        return pack, pack.parse(rest)
    plain = [pack for pack in known.values() if pack.plain_seal]
    if len(plain) != 1:
        raise NotationError(
            _("a sealed shoe names no pack this program knows: {text}").format(
                text=repr(text[:40])
            )
        )
    return plain[0], plain[0].parse(text)
