"""What a throw of the wands puts in contest (J-7 ... J-9, J-11): the prizes, in the order they
are contested.

- With a Ship or a Star showing, each White counts as the highest colour shown (a Star if a Star
  shows, else a Ship); the Ships are one prize (10 each), the Stars another (12 each), and each
  Black is a prize of its own.
- With no colour showing: W W W is triple White (its winner wins the game); W B B and B B B are
  triple Black (its winner loses the game); W W B is the White pair, worth 5, and its Black.

Order (J-9): Ships, then Stars, then the White pair, then each Black.

>>> [str(p) for p in resolve(parse_throw("S W B"))]
['ships 20', 'black']
>>> [str(p) for p in resolve(parse_throw("W B B"))]
['triple black']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from casino.equipment.wands import Face, Throw
from casino.equipment.wands import parse_throw as parse_throw  # re-exported for the doctests

SHIPS, STARS, WHITE_PAIR, BLACK = "ships", "stars", "white pair", "black"
TRIPLE_WHITE, TRIPLE_BLACK = "triple white", "triple black"
SHIP_POINTS, STAR_POINTS, WHITE_PAIR_POINTS = 10, 12, 5


@dataclass(frozen=True, slots=True)
class Prize:
    """One contest's prize: its ``kind`` and the ``points`` its winner adds (0 for a Black and
    the triples, which do something else)."""

    kind: str
    points: int = 0

    @property
    def ends_game(self) -> bool:
        return self.kind in (TRIPLE_WHITE, TRIPLE_BLACK)

    @property
    def black(self) -> bool:
        """A prize its winner would rather lose: a Black wipes their points, a triple Black
        loses them the game."""
        return self.kind in (BLACK, TRIPLE_BLACK)

    def __str__(self) -> str:
        return f"{self.kind} {self.points}" if self.points else self.kind


@cache
def resolve(throw: Throw) -> tuple[Prize, ...]:
    """The prizes ``throw`` puts in contest, in the order they are contested."""
    ships, stars = throw.count(Face.SHIP), throw.count(Face.STAR)
    whites, blacks = throw.count(Face.WHITE), throw.count(Face.BLACK)
    if ships or stars:
        if stars:
            stars += whites
        else:
            ships += whites
        prizes = []
        if ships:
            prizes.append(Prize(SHIPS, SHIP_POINTS * ships))
        if stars:
            prizes.append(Prize(STARS, STAR_POINTS * stars))
        return (*prizes, *(Prize(BLACK),) * blacks)
    if whites == 3:
        return (Prize(TRIPLE_WHITE),)
    if whites == 2:
        return (Prize(WHITE_PAIR, WHITE_PAIR_POINTS), Prize(BLACK))
    return (Prize(TRIPLE_BLACK),)


def declinable(throw: Throw) -> bool:
    """J-6: a throw showing at least one Black may be declined by its thrower."""
    return throw.count(Face.BLACK) > 0
