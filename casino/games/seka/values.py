"""Seka hand values (rules page section 2, S-1 to S-4): the best of every combination the
scoring profile allows, for every profile the product plays.

A hand is three cards of the profile's pack. Its value is the highest candidate of: a suit
group (the hand's natural cards of one suit, plus 11 with the joker), a triple (three of a
rank, or a pair and the joker), and the profile's specials. Equal values tie whatever made
them (S-3), so a value is a plain ``int`` and comparing hands is comparing numbers.

A profile's whole table of hands is small (at most 22,100 for 52 cards and a joker), so
``values_of`` computes it once and a value is one dictionary lookup: that is what makes the
showdown, the odds and the random play fast, and the function below stays as the rules read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from casino.equipment.french_pack import THE_JOKER, FrenchCard, french_pack, parse_french_card
from casino.equipment.notation import NotationError
from casino.equipment.packs import Pack
from casino.i18n import N_, _

HAND_SIZE = 3

SEKA_36 = N_("seka-36")
SEKA_SIXES = N_("seka-sixes")
SVARA_32 = N_("svara-32")
SEKA_RUSSIAN = N_("seka-russian")
PROFILES = (SEKA_36, SEKA_SIXES, SVARA_32, SEKA_RUSSIAN)
"""Every scoring profile, the default first."""

RUSSIAN_PACKS = (24, 36, 52)
JOKER_NONE = N_("none")
JOKER_REAL = N_("real")
JOKERS = (JOKER_NONE, JOKER_REAL)

SEVEN_OF_CLUBS = parse_french_card("7C")
ACE = 12
"""The ace's place in ``french_pack.RANKS``."""
SEVEN = 5
SIX = 4


def card_value(card: FrenchCard) -> int:
    """S-1: an ace 11; K, Q, J and 10 are 10; 9 to 2 their number."""
    if card.place == ACE:
        return 11
    return min(card.place + 2, 10)


@dataclass(frozen=True, slots=True)
class Profile:
    """A scoring profile with its pack: what ``hand_value`` needs to know."""

    name: str
    pack: Pack
    joker: FrenchCard | None
    """The card that plays as the joker: 7♣ in the seeds' profiles, ``JK`` with a real one."""
    special_triple: tuple[int, int] | None = None
    """(rank place, value) of the one triple worth more than three times its card."""
    two_aces: bool = False
    """Any two natural aces are worth 22."""
    svara_specials: bool = False
    """Bulgarian Svara: joker + a natural pair of r = 2 × value(r) + 11; exactly two 7s
    (7♣ counts) = 23; three 7s (7♣ counts) = 34."""

    @property
    def size(self) -> int:
        return len(self.pack)

    @property
    def max_players(self) -> int:
        """S-5: never more players than the pack deals three cards to."""
        return self.size // HAND_SIZE

    def describe(self) -> str:
        """The profile in a few words, for the editor and the recall."""
        if self.joker is None:
            text = _("{profile}: {size} cards, no joker")
        elif self.joker == SEVEN_OF_CLUBS:
            text = _("{profile}: {size} cards, 7♣ as joker")
        else:
            text = _("{profile}: {size} cards, a real joker")
        return text.format(profile=self.name, size=self.size)


@cache
def profile(name: str = SEKA_36, pack: int = 36, joker: str = JOKER_NONE) -> Profile:
    """The profile called ``name``; ``pack`` and ``joker`` are ``seka-russian``'s own settings
    (the other profiles fix their pack and joker, and refuse to be given others)."""
    if name not in PROFILES:
        raise NotationError(
            _("there is no Seka profile {name}: the profiles are {profiles}").format(
                name=repr(name), profiles=", ".join(PROFILES)
            )
        )
    if name != SEKA_RUSSIAN and (pack != 36 or joker != JOKER_NONE):
        given = (
            _("the pack is a {russian} setting; {name} plays its own pack")
            if pack != 36
            else _("the joker is a {russian} setting; {name} plays its own pack")
        )
        raise NotationError(given.format(russian=SEKA_RUSSIAN, name=name))
    if name == SEKA_36:
        return Profile(name, french_pack(36), SEVEN_OF_CLUBS, (SEVEN, 34), two_aces=True)
    if name == SEKA_SIXES:
        return Profile(name, french_pack(36), SEVEN_OF_CLUBS, (SIX, 34), two_aces=True)
    if name == SVARA_32:
        return Profile(name, french_pack(32), SEVEN_OF_CLUBS, None, two_aces=True,
                       svara_specials=True)
    if pack not in RUSSIAN_PACKS:
        raise NotationError(
            _("{russian} plays 24, 36 or 52 cards, not {pack}").format(
                russian=SEKA_RUSSIAN, pack=pack
            )
        )
    if joker not in JOKERS:
        raise NotationError(_("the joker is none or real, not {joker}").format(joker=repr(joker)))
    real = joker == JOKER_REAL
    found = french_pack(pack, joker=real)
    return Profile(name, found, found.cards[-1] if real else None)


def hand_value(cards: Sequence[FrenchCard], of: Profile) -> int:
    """The value of three cards under profile ``of``: the highest of its candidates (S-2)."""
    joker = of.joker
    has_joker = joker is not None and joker in cards
    natural = [c for c in cards if c != joker]
    extra = 11 if has_joker else 0
    by_suit: dict[str | None, int] = {}
    by_rank: dict[int, int] = {}
    for card in natural:
        by_suit[card.suit] = by_suit.get(card.suit, 0) + card_value(card)
        by_rank[card.place] = by_rank.get(card.place, 0) + 1
    best = max(by_suit.values(), default=0) + extra if natural else extra
    for place, count in by_rank.items():
        if count + has_joker >= HAND_SIZE:
            triple = 3 * min(place + 2, 10) if place != ACE else 33
            if of.special_triple is not None and of.special_triple[0] == place:
                triple = of.special_triple[1]
            best = max(best, triple)
        if of.svara_specials and has_joker and count == 2:
            best = max(best, 2 * card_value(natural[0] if natural[0].place == place
                                            else natural[1]) + 11)
    if of.two_aces and by_rank.get(ACE, 0) >= 2:
        best = max(best, 22)
    if of.svara_specials:
        sevens = by_rank.get(SEVEN, 0) + (joker == SEVEN_OF_CLUBS and has_joker)
        if sevens == 3:
            best = max(best, 34)
        elif sevens == 2:
            best = max(best, 23)
    return best


def hand_key(cards: Iterable[FrenchCard]) -> frozenset[FrenchCard]:
    return frozenset(cards)


@cache
def values_of(of: Profile) -> dict[frozenset[FrenchCard], int]:
    """Every three-card hand of the profile's pack and its value: computed once."""
    return {
        frozenset(hand): hand_value(hand, of) for hand in combinations(of.pack.cards, HAND_SIZE)
    }


def value(cards: Sequence[FrenchCard], of: Profile) -> int:
    """The value of a hand of the profile's pack, by lookup; a hand of another size or with a
    card twice is a ``NotationError`` that says so."""
    if len(cards) != HAND_SIZE:
        raise NotationError(
            _("a Seka hand is {size} cards, not {count}").format(size=HAND_SIZE, count=len(cards))
        )
    found = values_of(of).get(frozenset(cards))
    if found is None:
        if len(set(cards)) != HAND_SIZE:
            raise NotationError(_("a Seka hand holds each card once"))
        outside = [str(c) for c in cards if c not in of.pack.cards]
        raise NotationError(
            _("{cards} is not a card of the {pack} pack").format(
                cards=" ".join(outside), pack=of.pack.id
            )
        )
    return found


def parse_hand(text: str, of: Profile) -> tuple[FrenchCard, ...]:
    """Three cards of the profile's pack, written ``7H 7D 7S``; refused naming the bad card."""
    try:
        cards = of.pack.parse(text)
    except NotationError as exc:
        if THE_JOKER not in of.pack.cards and "JK" in text.upper().replace(",", " ").split():
            raise NotationError(
                _(
                    "{reason}: a real joker (JK) is only in the {russian} profile with the "
                    "joker house rule set to real"
                ).format(reason=exc, russian=SEKA_RUSSIAN)
            ) from None
        raise
    if len(cards) != HAND_SIZE:
        raise NotationError(
            _("a Seka hand is {size} cards, not {count}: {text}").format(
                size=HAND_SIZE, count=len(cards), text=repr(text.strip())
            )
        )
    return cards
