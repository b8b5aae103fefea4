"""Exact Seka figures by enumeration (rules page section 7): how often each hand value is
dealt, and the chance that a two-player showdown is a svara.

The value distribution counts every three-card hand of the profile's pack once. The svara
chance is over two hands dealt from one pack: ordered pairs of disjoint hands with equal
values, out of all ordered pairs of disjoint hands. Counting the disjoint pairs of one value
directly would take millions of comparisons; inclusion-exclusion over the cards two hands
share does it in one pass: the pairs of value v that share no card are
Σ over card sets S (|S| ≤ 3) of (-1)^|S| · N_v(S)², where N_v(S) is the number of hands of
value v holding S.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

from casino.games.seka.values import HAND_SIZE, Profile, values_of


@dataclass(frozen=True, slots=True)
class Odds:
    """The exact figures of one profile."""

    hands: int
    counts: dict[int, int]
    """Hands of each value, values ascending."""
    svara_two_players: Fraction

    def fraction(self, value: int) -> Fraction:
        return Fraction(self.counts.get(value, 0), self.hands)


@cache
def odds(of: Profile) -> Odds:
    """The value distribution and the two-player svara chance of profile ``of``."""
    table = values_of(of)
    counts = Counter(table.values())
    holding: Counter[tuple[int, frozenset[object]]] = Counter()
    for hand, hand_value in table.items():
        for size in range(1, HAND_SIZE + 1):
            for part in combinations(hand, size):
                holding[hand_value, frozenset(part)] += 1
    equal = sum(n * n for n in counts.values())
    for (_value, shared), n in holding.items():
        equal += (-1) ** len(shared) * n * n
    cards = len(of.pack)
    pairs = comb(cards, HAND_SIZE) * comb(cards - HAND_SIZE, HAND_SIZE)
    return Odds(len(table), dict(sorted(counts.items())), Fraction(equal, pairs))


def fraction_text(value: Fraction) -> str:
    """``1/476``: a reduced fraction as the CLI and the editor print it."""
    return f"{value.numerator}/{value.denominator}"
