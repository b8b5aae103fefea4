"""What each split a player sets is worth, exactly: the rating slips' skill index and the
pit's advantage-play flag (issue 22) read Fiddler-Crab's decisions through this.

Given the player's nine cards (their suit-count vector ``c``), ``edge.outcome_counts`` already
holds, for every pair the player could make, how many of the dealer's C(63, 9) hands give each
outcome under the dealer's rule. So a split's expectation per unit bet, given those cards, is
one row of that table valued at the pays:

    EV(c, p) = sum over outcomes x of counts[c, p, x] * value[x] / C(63, 9)

exactly, as a fraction. For each split three values are taken:

* **chosen**: the pair the player made;
* **mirror**: the pair the dealer's rule makes of the same nine cards (a player who copies
  the dealer; ``dealer-choice`` is figured as ``best-large``, as the edge is);
* **best**: the pair with the highest expectation against the dealer's rule (the skilled
  player's choice).

All per round: a push is worth 0 in the round it happens, as the hold's theory counts it
(``theory``), so under ``push = ride`` a skilled player's re-valuation of pushes is not used.
The other seats' cards are not taken out of the dealer's (the figures are one player against
the dealer, as every published figure here is).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache, lru_cache

import numpy as np

from casino.games.capabilities import DecisionValue
from casino.games.fiddler_crab.math.edge import Counts, Pays, outcome_counts, pays_of
from casino.games.fiddler_crab.math.policies import dealer_policy, dealer_rule_name
from casino.games.fiddler_crab.math.splits import options_mask, pair_of_counts
from casino.games.fiddler_crab.math.vectors import DEALER_HANDS, INDEX, SUITS
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import HandSet
from casino.games.house_rules import HouseRules

PER_SUIT_NUMBERS = 6
"""Distinct numbers per suit in the Sekhoma pack (``Card``: ``suit * 6 + number - 1``)."""

_COUNTS: dict[tuple[Pays, str], tuple[Counts, tuple[int, ...]]] = {}


def _table(rules: FiddlerCrabRules) -> tuple[Counts, tuple[int, ...]]:
    """The outcome counts and the dealer's policy for these rules, computed once a process
    (a matrix product over the 2,002 vectors; a house-way policy comes from the policy
    store, which the console warms before the first hand)."""
    key = (pays_of(rules), dealer_rule_name(rules))
    found = _COUNTS.get(key)
    if found is None:
        policy = dealer_policy(rules)
        found = _COUNTS[key] = (outcome_counts(policy), tuple(int(p) for p in policy))
    return found


@cache
def _values(pays: Pays) -> tuple[Fraction, ...]:
    return pays.values()


@lru_cache(maxsize=65536)
def _pair_values(pays: Pays, rule: str, vector: int) -> dict[int, Fraction]:
    """Every pair vector ``vector`` can make -> its expectation per unit bet, per round."""
    counts = _COUNTS[pays, rule][0]
    values = _values(pays)
    row = np.rint(counts[vector]).astype(np.int64).tolist()
    return {
        int(p): sum((n * v for n, v in zip(row[p], values, strict=True)), Fraction(0))
        / DEALER_HANDS
        for p in np.flatnonzero(options_mask()[vector])
    }


@lru_cache(maxsize=64)
def _setup(rules: FiddlerCrabRules) -> tuple[Pays, str, tuple[int, ...]]:
    """These rules' pays, dealer rule and dealer policy, worked out once per rules version."""
    return pays_of(rules), dealer_rule_name(rules), _table(rules)[1]


def pair_values(rules: FiddlerCrabRules, vector: int) -> dict[int, Fraction]:
    """Each pair a hand of suit-count vector ``vector`` can be split into, with its
    expectation per unit bet and round against these rules' dealer."""
    pays, rule, _policy = _setup(rules)
    return _pair_values(pays, rule, vector)


def best_pair(rules: FiddlerCrabRules, vector: int) -> int:
    """The pair with the best expectation (the highest pair among equals)."""
    values = pair_values(rules, vector)
    top = max(values.values())
    return max(p for p, v in values.items() if v == top)


def split_values(rules: FiddlerCrabRules, vector: int, chosen: int) -> tuple[Fraction, ...]:
    """(chosen, mirror, best) expectations per unit bet, per round, of a hand of suit-count
    vector ``vector`` split into pair ``chosen``."""
    policy = _setup(rules)[2]
    values = pair_values(rules, vector)
    return values[chosen], values[policy[vector]], max(values.values())


def split_value(rules: HouseRules, event: object) -> DecisionValue | None:
    """The ``DecisionValue`` of one ``HandSet`` (a seat's split as set)."""
    if not isinstance(event, HandSet) or not isinstance(rules, FiddlerCrabRules):
        return None
    large, small = _counts(event.large), _counts(event.small)
    vector = INDEX[tuple(a + b for a, b in zip(large, small, strict=True))]
    chosen, mirror, best = split_values(rules, vector, _pair(large, small))
    return DecisionValue(event.seat, chosen, mirror, best)


def _counts(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Cards per suit (``int(card) // 6`` is its suit: ``Card``'s own property builds an
    enum member per card, which a long visit's thousands of splits feel)."""
    counts = [0] * SUITS
    for card in cards:
        counts[int(card) // PER_SUIT_NUMBERS] += 1
    return tuple(counts)


@cache
def _pair(large: tuple[int, ...], small: tuple[int, ...]) -> int:
    return pair_of_counts(large, small)
