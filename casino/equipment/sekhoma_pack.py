"""Cards of the 72-card Sekhoma deck and their text notation (RULES section 1).

A card is an ``int`` subclass numbered 0..35 (``suit * 6 + number - 1``). The two copies of a
card in the deck are interchangeable, so one value serves both; being an ``int`` lets the
ranking code index its lookup tables with a card directly, which is what makes it fast.
Only 36 instances ever exist: ``Card.of`` and the parser hand out the shared ones.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterable, MutableSequence, Sequence
from enum import IntEnum
from typing import Any, Protocol

from casino.equipment import codecs
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.i18n import _, ngettext
from casino.textfile import quoted

NUMBERS = range(1, 7)
COPIES = 2
"""Copies of each card in the deck (RULES: the numbers 1 to 6 twice in every suit)."""


class Suit(IntEnum):
    """The six suits, in the order of their one-letter codes S M C R N P."""

    SUNS = 0
    MOONS = 1
    COMETS = 2
    RINGS = 3
    NOVAS = 4
    PLANETS = 5

    @property
    def code(self) -> str:
        """The one-letter code used by the CLI, keyboard entry, logs and tests."""
        return _SUIT_CODES[self]

    @property
    def label(self) -> str:
        """The default display name ("Suns"); the UI may restyle it from resources/."""
        return self.name.title()

    @classmethod
    def from_code(cls, code: str) -> Suit:
        try:
            return _SUITS_BY_CODE[code.upper()]
        except KeyError:
            raise CardError(
                _("unknown suit {code}: suits are {suits}").format(
                    code=quoted(code), suits=SUIT_CODES
                )
            ) from None


_SUIT_CODES = "SMCRNP"
SUIT_CODES = ", ".join(_SUIT_CODES)
_SUITS_BY_CODE = {code: Suit(i) for i, code in enumerate(_SUIT_CODES)}


class CardError(NotationError):
    """Bad card notation or an impossible set of cards; the message names the culprit."""


class Card(int):
    """One of the 36 distinct cards; ``int(card) == suit * 6 + number - 1``."""

    __slots__ = ()

    @property
    def number(self) -> int:
        return int(self) % 6 + 1

    @property
    def suit(self) -> Suit:
        return Suit(int(self) // 6)

    @staticmethod
    def of(number: int, suit: Suit) -> Card:
        if number not in NUMBERS:
            raise CardError(
                _("card number {number} is out of range: numbers run from 1 to 6").format(
                    number=number
                )
            )
        return CARDS[int(suit) * 6 + number - 1]

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card({_CARD_TEXT[self]})"

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (_card_from_index, (int(self),))


def _card_from_index(index: int) -> Card:
    return CARDS[index]


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(36))
"""The 36 distinct cards, indexed by their value."""

_CARD_TEXT = tuple(f"{i % 6 + 1}{_SUIT_CODES[i // 6]}" for i in range(36))
_CARDS_BY_TEXT = {text: CARDS[i] for i, text in enumerate(_CARD_TEXT)}

DECK: tuple[Card, ...] = tuple(card for card in CARDS for _ in range(COPIES))
"""The full 72-card deck in a fixed order (every card twice)."""

_TOKEN = re.compile(r"[\s,]+")
_CARD_SHAPE = re.compile(r"([0-9]{1,6})([A-Za-z])")
"""A number and a letter: ASCII only (``\\d`` would take Arabic-Indic digits too), and a short
number, so the message can say which half is wrong without converting thousands of digits."""


def parse_card(token: str) -> Card:
    """Parse one card in number-then-suit notation (``3S``, ``6m``), case-insensitive.

    Anything else is a ``CardError`` whose message quotes the token (only its start when it
    is long) and says which half is wrong, whatever the token's length or characters.
    """
    text = token.strip()
    card = _CARDS_BY_TEXT.get(text.upper()) if text.isascii() else None  # "ſ".upper() is "S"
    if card is not None:
        return card
    shape = _CARD_SHAPE.fullmatch(text)
    if shape is None:
        raise CardError(
            _(
                "unknown card {token}: write a number 1-6 then a suit letter ({suits}), e.g. 3S"
            ).format(token=quoted(token), suits=SUIT_CODES)
        )
    number, _suit = shape.groups()
    if int(number) not in NUMBERS:
        raise CardError(
            _("unknown card {token}: numbers run from 1 to 6").format(token=quoted(token))
        )
    raise CardError(
        _("unknown card {token}: suits are {suits}").format(token=quoted(token), suits=SUIT_CODES)
    )


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas, refusing a third copy of any card."""
    cards = tuple(parse_card(token) for token in _TOKEN.split(text.strip()) if token)
    check_copies([cards])
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The canonical notation: upper case, single spaces, the order given."""
    return " ".join(_CARD_TEXT[card] for card in cards)


def check_copies(hands: Iterable[Sequence[Card]]) -> None:
    """Refuse any card seen more often than the deck holds it, across all the hands given."""
    seen: Counter[Card] = Counter()
    for hand in hands:
        seen.update(hand)
    for card, count in seen.items():
        if count > COPIES:
            raise CardError(
                ngettext(
                    "card {card} appears {count} time; the deck holds only {copies} copies",
                    "card {card} appears {count} times; the deck holds only {copies} copies",
                    count,
                ).format(card=card, count=count, copies=COPIES)
            )


def remaining_after(cards: Iterable[Card]) -> Counter[Card]:
    """How many copies of each card are still unseen, given the cards already out."""
    left = Counter(dict.fromkeys(CARDS, COPIES))
    left.subtract(cards)
    return left


class RandomSource(Protocol):
    """What a shuffle needs: ``random.Random`` or ``random.SystemRandom`` (cryptographic)."""

    def shuffle(self, x: MutableSequence[Any]) -> None: ...


def deck_digest(order: Sequence[Card]) -> str:
    """SHA-256 of a deck order in card notation: the commitment logged before a shoe deal, so
    the order revealed after the hand can be checked against it (RULES section 6)."""
    return hashlib.sha256(format_cards(order).encode("ascii")).hexdigest()


def shuffled_deck(rng: RandomSource, without: Iterable[Card] = ()) -> tuple[Card, ...]:
    """The deck less ``without`` (the cards already out), in an order drawn from ``rng``; the
    caller chooses the randomness. A shoe table draws so at the moment it deals, and keeps
    only what it dealt (cards exist only once dealt)."""
    deck = list(DECK)
    for card in without:
        if card not in deck:
            raise CardError(
                _("card {card} is out more often than the deck holds it").format(card=card)
            )
        deck.remove(card)
    rng.shuffle(deck)
    return tuple(deck)


codecs.register(Card, str, parse_card)  # stored events hold each card in its notation


PACK = Pack("sekhoma-72", CARDS, COPIES, parse_card, str, plain_seal=True)
"""The Sekhoma pack as a ``Pack``: its shoes are sealed as plain card text, as they always were."""
