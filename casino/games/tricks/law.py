"""The law of a trick-game table: what one engine needs to know to play any of the family.

The three games (``rules/trick-games.md``) differ in data, not in kind: the pack, the hand, how
cards are dealt and drawn back, which ranks are wild, whether a trick goes on for more rounds
and with what, whether a player may play from the stock in the dark, and how many tricks in a
row may be led with one rank. A game's rules build one ``Law`` for the number of players at the
table; the engine, the trick judge below, the simulator and the ``casino trick`` command read
only the law, so none of them names a game.

The family's one rule of capture (the rules page, "Common to the three"): **a trick is won by
the last player who played a card of the rank first led, or a wild card**; suits never matter
and ranks have no order; a trick where nobody matched is the leader's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from math import gcd

from casino.equipment.french_pack import FrenchCard, french_pack
from casino.equipment.packs import Pack
from casino.i18n import N_

CAPTURE, ANY = N_("capture"), N_("any")
"""What a leader may lead a further round of a trick with: a card that captures (the rank
first led or a wild card), or any card."""

WINNER_FIRST, LEADER_FIRST, AT_ONCE = "winner-first", "leader-first", "at-once"
"""How hands are filled from the stock: after the trick, its winner first; after the trick, its
leader first; or each player at once after every card played from hand."""


@dataclass(frozen=True)
class Law:
    """Everything the engine asks of a table's rules, for its number of players."""

    players: int
    pack: Pack
    hand_size: int
    packets: tuple[int, ...]
    """How the deal goes round: each number is a packet of that many cards to every player in
    turn from the dealer's left (``(2, 2)``: two rounds of two)."""
    points: tuple[tuple[str, int], ...]
    """Points per rank (``("A", 10)``); every other rank scores 0."""
    last_trick: int
    """What the deal's last trick scores beside its cards."""
    wilds: frozenset[str]
    """The wild ranks: each captures whatever was led."""
    rounds: int | None
    """The most rounds a trick has (1: one card each), None for no limit but the cards."""
    again_with: str
    """What the leader may lead a further round with: ``CAPTURE`` or ``ANY``."""
    draw: str
    dark_play: bool = False
    """Whether a player may turn up the stock's top card and play it instead of a card from
    hand (while the stock lasts)."""
    same_rank_leads: int | None = None
    """The most tricks in a row that may be led from hand with one rank; None: no limit."""

    @cached_property
    def point_of(self) -> dict[str, int]:
        return dict(self.points)

    @property
    def deal_total(self) -> int:
        """Every point of a deal: the cards' and the last trick's."""
        return sum(self.card_points(self.pack.deck)) + self.last_trick

    def card_points(self, cards: Iterable[FrenchCard]) -> Iterable[int]:
        point_of = self.point_of
        return (point_of.get(card.rank, 0) for card in cards)

    def points_in(self, cards: Iterable[FrenchCard]) -> int:
        return sum(self.card_points(cards))

    def captures(self, card: FrenchCard, led: FrenchCard) -> bool:
        """Whether ``card`` takes the trick from whoever held it: the rank led, or wild."""
        return card.rank == led.rank or card.rank in self.wilds

    def may_lead_again(self, card: FrenchCard, led: FrenchCard) -> bool:
        """Whether a leader may lead ``card`` in a further round of a trick led with ``led``."""
        return self.again_with == ANY or self.captures(card, led)

    def winner(self, played: Sequence[FrenchCard]) -> int:
        """The index in ``played`` (every card of the trick, in the order played, the leader's
        first) of the card that wins it: the last that captures; the leader's if none does."""
        led = played[0]
        for index in range(len(played) - 1, 0, -1):
            if self.captures(played[index], led):
                return index
        return 0

    @cached_property
    def side_totals(self) -> frozenset[int]:
        """Every points total one side can hold at the end of a deal: the points of any set
        of the pack's cards, with or without the last trick. A result outside it cannot
        happen (Ristikontra's 119: only a 1 is missing, and no card scores 1)."""
        sums = {0}
        for value in self.card_points(self.pack.deck):
            if value:
                sums |= {s + value for s in sums}
        return frozenset(sums | {s + self.last_trick for s in sums})

    @cached_property
    def points_step(self) -> int:
        """The step a side's points move in (10 where every card scores tens, else 1)."""
        return gcd(*self.card_points(self.pack.deck), self.last_trick) or 1

    @property
    def stock_size(self) -> int:
        return len(self.pack) - self.players * self.hand_size


def french(size: int, packs: int = 1) -> Pack:
    """The family's packs: 32 or 52 French cards, once or twice (six-player Hola)."""
    return french_pack(size, packs=packs)


def seat_sides(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two sides: odd seats against even seats (partners sit opposite: 1+3 against 2+4,
    1+3+5 against 2+4+6; heads-up, 1 against 2)."""
    seats = range(1, players + 1)
    return tuple(s for s in seats if s % 2), tuple(s for s in seats if not s % 2)


def side_of(seat: int) -> int:
    """0 for the odd seats' side, 1 for the even seats'."""
    return 0 if seat % 2 else 1
