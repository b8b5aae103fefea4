"""Independent checks of the Fiddler-Crab game mathematics (RULES sections 1, 2, 4 and 5).

Every expected figure here is recomputed from the RULES text alone, by methods other than the
ones ``casino.games.fiddler_crab.math`` uses, in exact ``Fraction`` and Python-integer arithmetic:

* categories come from this file's own copy of the RULES tables (suit counts -> category);
* the nine-card vectors and their weights are enumerated here (``itertools.product``), and the
  per-suit ways of drawing ``k`` cards are counted card by card, not taken from ``comb(12, k)``;
* a vector's possible (Large, Small) pairs come from splitting a concrete nine-card hand card by
  card, not from suit-count compositions;
* expectations are aggregated over *shapes* (suit counts, largest first) with an exact joint
  table of (player shape, dealer shape) deal counts, instead of the code's float64 matrix
  products over the 2,002 vectors; where a per-vector figure is needed (the house-way policy)
  the hypergeometric weights are rebuilt here in int64 and summed exactly;
* the randomised house-way bound is certified from the other side of the linear programme: a
  mixed player strategy whose exact worst case (over every dealer rule) is computed here.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from math import comb, factorial, prod

import numpy as np
import pytest

from casino.equipment.sekhoma_pack import Card, Suit
from casino.games.fiddler_crab.math.edge import (
    Pays,
    break_even_commission,
    mirror,
    outcome_counts,
    skilled,
)
from casino.games.fiddler_crab.math.houseway import randomised_bound, randomised_value
from casino.games.fiddler_crab.math.policies import house_way
from casino.games.fiddler_crab.math.splits import (
    best_large_policy,
    best_large_split,
    card_splits,
    options_mask,
)
from casino.games.fiddler_crab.math.vectors import DEALS, NINE, dealer_weights, player_weights
from casino.games.sekhoma.odds import category_odds
from casino.games.sekhoma.ranking import Category, SmallCategory, category_of_counts

# --- RULES section 2, transcribed ------------------------------------------------------------

SIX_CARD_RULES = (
    ("One Pair", (2, 1, 1, 1, 1)),
    ("Two Pair", (2, 2, 1, 1)),
    ("Three of a Kind", (3, 1, 1, 1)),
    ("Three and a Pair", (3, 2, 1)),
    ("Two Threes", (3, 3)),
    ("Three Pair", (2, 2, 2)),
    ("Sekhoma", (1, 1, 1, 1, 1, 1)),
    ("Four of a Kind", (4, 1, 1)),
    ("Four and a Pair", (4, 2)),
    ("Five of a Kind", (5, 1)),
    ("Flush", (6,)),
)
THREE_CARD_RULES = (("No Hand", (1, 1, 1)), ("Pair", (2, 1)), ("Three of a Kind", (3,)))
RANK6 = {shape: i + 1 for i, (_, shape) in enumerate(SIX_CARD_RULES)}
RANK3 = {shape: i for i, (_, shape) in enumerate(THREE_CARD_RULES)}

SUITS = 6
NUMBERS = 6
COPIES = 2
PER_SUIT = NUMBERS * COPIES
MY_DEALS = comb(72, 9) * comb(63, 9)
DEALER_NINES = comb(63, 9)

OUTCOME_NAMES = ("win-both", "win-large", "push", "lose")
WIN_BOTH, WIN_LARGE, PUSH, LOSE = range(4)

Pair = tuple[int, int]
"""(Large category 1..11, Small category 0..2), compared lexicographically."""


def shape(counts: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(sorted((k for k in counts if k), reverse=True))


def rank6(counts: tuple[int, ...] | list[int]) -> int:
    return RANK6[shape(counts)]


def rank3(counts: tuple[int, ...] | list[int]) -> int:
    return RANK3[shape(counts)]


def pair_number(pair: Pair) -> int:
    """The code's documented numbering ``(large - 1) * 3 + small``."""
    return (pair[0] - 1) * 3 + pair[1]


def pair_of_number(number: int) -> Pair:
    return (number // 3 + 1, number % 3)


def outcome(player: Pair, dealer: Pair) -> int:
    """RULES section 4: categories only; the dealer wins every comparison of equals."""
    large = player[0] > dealer[0]
    small = player[1] > dealer[1]
    if large:
        return WIN_BOTH if small else WIN_LARGE
    return PUSH if small else LOSE


def values(
    both: Fraction,
    large: Fraction,
    commission: Fraction = Fraction(0),
    push: Fraction = Fraction(0),
) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    keep = 1 - commission
    return (both * keep, large * keep, push, Fraction(-1))


def dot(weights: tuple[Fraction, ...] | tuple[int, ...], row: list[int]) -> Fraction:
    return sum((Fraction(w) * n for w, n in zip(weights, row, strict=True)), Fraction(0))


def suit_counts(suits: list[int]) -> tuple[int, ...]:
    counts = [0] * SUITS
    for s in suits:
        counts[s] += 1
    return tuple(counts)


def concrete_hand(vector: tuple[int, ...]) -> list[tuple[int, int]]:
    """A nine-card hand (suit, number) with these suit counts: 1..6 then second copies."""
    return [(s, i % NUMBERS + 1) for s, k in enumerate(vector) for i in range(k)]


def card_level_options(hand: list[tuple[int, int]]) -> frozenset[Pair]:
    """Every (Large, Small) category pair of a concrete hand, by splitting it card by card."""
    suits = [s for s, _ in hand]
    found = set()
    for chosen in combinations(range(9), 6):
        rest = [i for i in range(9) if i not in chosen]
        large = suit_counts([suits[i] for i in chosen])
        small = suit_counts([suits[i] for i in rest])
        found.add((rank6(large), rank3(small)))
    return frozenset(found)


@cache
def my_nine() -> tuple[tuple[int, ...], ...]:
    return tuple((*v, 9 - sum(v)) for v in product(range(10), repeat=5) if sum(v) <= 9)


@cache
def comb_table() -> list[list[int]]:
    return [[comb(n, k) for k in range(10)] for n in range(PER_SUIT + 1)]


def hypergeometric(player: tuple[int, ...], dealer: tuple[int, ...]) -> int:
    """Dealer hands with suit counts ``dealer`` among the 63 cards the player left."""
    table = comb_table()
    return prod(table[PER_SUIT - c][d] for c, d in zip(player, dealer, strict=True))


def player_count(vector: tuple[int, ...]) -> int:
    table = comb_table()
    return prod(table[PER_SUIT][k] for k in vector)


@dataclass(frozen=True)
class Exact:
    """Shape-level exact tables, built once."""

    shapes: tuple[tuple[int, ...], ...]
    members: dict[tuple[int, ...], int]
    """Vectors of each shape."""
    weight: dict[tuple[int, ...], int]
    """A(c) of any one vector of the shape."""
    dealer: dict[tuple[int, ...], Counter[tuple[int, ...]]]
    """Given a player vector of shape S: dealer hands (of C(63, 9)) of each shape T."""
    options: dict[tuple[int, ...], frozenset[Pair]]
    best_large: dict[tuple[int, ...], Pair]
    counts: dict[tuple[int, ...], dict[Pair, list[int]]]
    """Given a player vector of shape S making pair p, against best-large: dealer hands giving
    each outcome (all 33 pairs, possible or not)."""

    def joint(self, s: tuple[int, ...], t: tuple[int, ...]) -> int:
        """Ordered deals (player 9, dealer 9) with player shape s and dealer shape t."""
        return self.members[s] * self.weight[s] * self.dealer[s][t]

    def mass(self, s: tuple[int, ...]) -> int:
        """Player hands (of C(72, 9)) of shape s."""
        return self.members[s] * self.weight[s]


@cache
def exact() -> Exact:
    nine = my_nine()
    members = Counter(shape(v) for v in nine)
    shapes = tuple(sorted(members, reverse=True))
    rep = {s: (*s, *(0,) * (SUITS - len(s))) for s in shapes}
    weight = {s: player_count(rep[s]) for s in shapes}
    dealer: dict[tuple[int, ...], Counter[tuple[int, ...]]] = {}
    for s in shapes:
        row: Counter[tuple[int, ...]] = Counter()
        for d in nine:
            row[shape(d)] += hypergeometric(rep[s], d)
        dealer[s] = row
    options = {s: card_level_options(concrete_hand(rep[s])) for s in shapes}
    best = {s: max(options[s]) for s in shapes}
    all_pairs = [pair_of_number(n) for n in range(33)]
    counts: dict[tuple[int, ...], dict[Pair, list[int]]] = {}
    for s in shapes:
        counts[s] = {}
        for p in all_pairs:
            row4 = [0, 0, 0, 0]
            for t, n in dealer[s].items():
                row4[outcome(p, best[t])] += n
            counts[s][p] = row4
    return Exact(shapes, dict(members), weight, dealer, options, best, counts)


def best_value(vals: tuple[Fraction, ...]) -> Fraction:
    """The skilled player's exact per-hand expectation against best-large (outcomes valued at
    ``vals``): each shape takes its best option."""
    ex = exact()
    total = sum(
        (ex.mass(s) * max(dot(vals, ex.counts[s][p]) for p in ex.options[s]) for s in ex.shapes),
        Fraction(0),
    )
    return total / MY_DEALS


def totals_of(choice: np.ndarray) -> list[int]:
    """Deals (of C(72, 9) * C(63, 9)) giving each outcome when the player makes ``choice[c]``
    of every vector, against best-large."""
    ex = exact()
    totals = [0, 0, 0, 0]
    for c, number in zip(NINE, choice.tolist(), strict=True):
        s = shape(c)
        pair = pair_of_number(int(number))
        assert pair in ex.options[s], f"vector {c} cannot make {pair}"
        row = ex.counts[s][pair]
        for x in range(4):
            totals[x] += ex.weight[s] * row[x]
    return totals


@pytest.fixture(scope="module")
def bl_counts() -> np.ndarray:
    return outcome_counts(best_large_policy())


PAYS = Pays(Fraction(2), Fraction(1))


# --- vectors and weights -------------------------------------------------------------------


def test_vectors_and_weights_match_an_independent_enumeration() -> None:
    assert len(NINE) == 2002 == len(my_nine())
    assert set(NINE) == set(my_nine())
    assert factorial(72) // (factorial(9) ** 2 * factorial(54)) == MY_DEALS
    assert DEALS == MY_DEALS
    assert list(player_weights()) == [player_count(c) for c in NINE]
    assert sum(player_weights()) == comb(72, 9)
    table = np.array(comb_table(), dtype=np.int64)
    vec = np.array(NINE, dtype=np.int64)
    b = np.ones((len(NINE), len(NINE)), dtype=np.int64)
    for i in range(SUITS):
        b *= table[PER_SUIT - vec[:, i][:, None], vec[:, i][None, :]]
    assert (b.sum(axis=1) == DEALER_NINES).all()
    assert np.array_equal(dealer_weights(), b.astype(np.float64))
    ex = exact()
    assert len(ex.shapes) == 26
    assert sum(ex.joint(s, t) for s in ex.shapes for t in ex.shapes) == MY_DEALS
    assert all(sum(ex.dealer[s].values()) == DEALER_NINES for s in ex.shapes)


# --- category probabilities ----------------------------------------------------------------


def per_suit_ways() -> list[int]:
    """Ways to hold k cards of one suit, counted card by card: for each of the six numbers
    hold 0, 1 or 2 of its two copies, in C(2, m) ways."""
    ways = [0] * (PER_SUIT + 1)
    for held in product(range(COPIES + 1), repeat=NUMBERS):
        ways[sum(held)] += prod(comb(COPIES, m) for m in held)
    return ways


def test_per_suit_ways_are_binomial() -> None:
    assert per_suit_ways() == [comb(12, k) for k in range(13)]


def test_six_card_category_counts() -> None:
    ways = per_suit_ways()
    counts: Counter[int] = Counter()
    for vector in product(range(7), repeat=SUITS):
        if sum(vector) == 6:
            counts[rank6(vector)] += prod(ways[k] for k in vector)
    total = 72 * 71 * 70 * 69 * 68 * 67 // 720
    assert sum(counts.values()) == total == comb(72, 6)
    expected = [(label, counts[i + 1]) for i, (label, _) in enumerate(SIX_CARD_RULES)]
    odds = category_odds(6)
    assert [(o.label, o.count) for o in odds] == expected
    assert all(o.total == total for o in odds)
    assert all(o.fraction == Fraction(n, total) for o, (_, n) in zip(odds, expected, strict=True))
    assert sum(o.fraction for o in odds) == 1


def test_three_card_category_counts_by_brute_force() -> None:
    deck = [s for s in range(SUITS) for _ in range(PER_SUIT)]  # only the suit matters
    counts: Counter[int] = Counter()
    for hand in combinations(range(72), 3):
        counts[rank3(suit_counts([deck[i] for i in hand]))] += 1
    total = 72 * 71 * 70 // 6
    assert sum(counts.values()) == total == comb(72, 3)
    expected = [(label, counts[i]) for i, (label, _) in enumerate(THREE_CARD_RULES)]
    odds = category_odds(3)
    assert [(o.label, o.count) for o in odds] == expected
    assert all(o.total == total for o in odds)
    assert sum(o.fraction for o in odds) == 1


def test_category_of_counts_follows_the_rules_tables() -> None:
    for vector in product(range(7), repeat=SUITS):
        if sum(vector) == 6:
            assert category_of_counts(vector) == Category(rank6(vector)), vector
        elif sum(vector) == 3:
            assert category_of_counts(vector) == SmallCategory(rank3(vector)), vector
    with pytest.raises(ValueError, match="6 or 3"):
        category_odds(4)


# --- a nine-card hand's options ------------------------------------------------------------


def test_options_mask_matches_card_level_splits_of_every_vector() -> None:
    mask = options_mask()
    policy = best_large_policy()
    assert mask.shape == (2002, 33)
    for c, vector in enumerate(NINE):
        found = card_level_options(concrete_hand(vector))
        assert {pair_of_number(int(n)) for n in np.flatnonzero(mask[c])} == found, vector
        assert pair_of_number(int(policy[c])) == max(found), vector


def random_hand(rng: random.Random, vector: tuple[int, ...]) -> list[tuple[int, int]]:
    """A random concrete hand with these suit counts, copies allowed (at most two)."""
    hand = []
    for s, k in enumerate(vector):
        physical = [n for n in range(1, NUMBERS + 1) for _ in range(COPIES)]
        hand += [(s, n) for n in rng.sample(physical, k)]
    rng.shuffle(hand)
    return hand


def large_score(cards: list[tuple[int, int]]) -> int:
    """RULES 2: the sum of the numbers in the scoring portion of a six-card hand (every suit
    holding two or more cards; all six cards of a Sekhoma)."""
    held = Counter(s for s, _ in cards)
    if shape(suit_counts([s for s, _ in cards])) == (1, 1, 1, 1, 1, 1):
        return sum(n for _, n in cards)
    return sum(n for s, n in cards if held[s] >= 2)


def test_card_splits_and_best_large_split_on_random_hands() -> None:
    rng = random.Random(20240611)
    for c in rng.sample(range(len(NINE)), 150):
        vector = NINE[c]
        hand = random_hand(rng, vector)
        cards = [Card.of(n, Suit(s)) for s, n in hand]
        assert [int(card) // 6 for card in cards] == [s for s, _ in hand]
        found = card_level_options(hand)
        # Every distinct split, each a partition of the hand, and nothing twice.
        splits = list(card_splits(cards))
        keys = [(tuple(sorted(large)), tuple(sorted(small))) for large, small in splits]
        assert len(set(keys)) == len(keys)
        expected_splits = set()
        for chosen in combinations(range(9), 6):
            large = tuple(sorted(int(cards[i]) for i in chosen))
            small = tuple(sorted(int(cards[i]) for i in range(9) if i not in chosen))
            expected_splits.add((large, small))
        assert {(tuple(map(int, lg)), tuple(map(int, sm))) for lg, sm in keys} == expected_splits
        pairs = set()
        for large, small in splits:
            assert len(large) == 6 and len(small) == 3
            assert Counter(large) + Counter(small) == Counter(cards)
            pairs.add((rank6(suit_counts([int(x) // 6 for x in large])),
                       rank3(suit_counts([int(x) // 6 for x in small]))))
        assert pairs == found
        large, small = best_large_split(cards)
        assert Counter(large) + Counter(small) == Counter(cards)
        made = (rank6(suit_counts([int(x) // 6 for x in large])),
                rank3(suit_counts([int(x) // 6 for x in small])))
        assert made == max(found), (vector, hand)
        # Among the splits making that pair, the Large Hand with the highest score (RULES 2).
        top_score = max(
            large_score([hand[i] for i in chosen])
            for chosen in combinations(range(9), 6)
            if (rank6(suit_counts([hand[i][0] for i in chosen])),
                rank3(suit_counts([hand[j][0] for j in range(9) if j not in chosen]))) == made
        )
        assert large_score([(int(x) // 6, int(x) % 6 + 1) for x in large]) == top_score, hand


# --- exact expectations against best-large -------------------------------------------------


def test_outcome_counts_against_best_large_per_vector(bl_counts: np.ndarray) -> None:
    ex = exact()
    assert bl_counts.shape == (2002, 33, 4)
    expected = np.array(
        [[ex.counts[shape(c)][pair_of_number(n)] for n in range(33)] for c in NINE],
        dtype=np.float64,
    )
    bad = np.argwhere(bl_counts != expected)
    assert bad.size == 0, f"first differences (vector, pair, outcome): {bad[:5].tolist()}"


def mirror_totals() -> list[int]:
    ex = exact()
    totals = [0, 0, 0, 0]
    for s in ex.shapes:
        for t in ex.shapes:
            totals[outcome(ex.best_large[s], ex.best_large[t])] += ex.joint(s, t)
    return totals


def test_mirror_player_against_best_large_is_exact(bl_counts: np.ndarray) -> None:
    totals = mirror_totals()
    probs = [Fraction(n, MY_DEALS) for n in totals]
    assert sum(probs) == 1
    figures = mirror(bl_counts, best_large_policy(), PAYS)
    assert figures.outcomes == dict(zip(OUTCOME_NAMES, probs, strict=True))
    ev = 2 * probs[WIN_BOTH] + probs[WIN_LARGE] - probs[LOSE]
    assert figures.ev_per_hand == ev
    assert figures.ev_per_bet == ev
    assert ev < 0  # RULES 5: the mirror player faces a large house edge
    assert sum(figures.outcomes.values()) == 1


def test_skilled_player_against_best_large(bl_counts: np.ndarray) -> None:
    ex = exact()
    vals = values(Fraction(2), Fraction(1))
    figures = skilled(bl_counts, PAYS)
    choice = figures.choice
    # Brute force for a sample of vectors: a direct loop over every dealer vector with this
    # file's own hypergeometric weights and best-large rule.
    rng = random.Random(7)
    sample = sorted(set(rng.sample(range(len(NINE)), 60))
                    | {NINE.index((*s, *(0,) * (SUITS - len(s)))) for s in ex.shapes})
    for c in sample:
        vector = NINE[c]
        by_dealer_pair: Counter[Pair] = Counter()
        for d in my_nine():
            by_dealer_pair[ex.best_large[shape(d)]] += hypergeometric(vector, d)
        assert sum(by_dealer_pair.values()) == DEALER_NINES
        options = card_level_options(concrete_hand(vector))
        value = {
            p: sum((vals[outcome(p, q)] * n for q, n in by_dealer_pair.items()), Fraction(0))
            for p in options
        }
        top = max(value.values())
        made = pair_of_number(int(choice[c]))
        assert made in options, vector
        assert value[made] == top, (vector, made, [p for p in options if value[p] == top])
        # The symmetry the shape tables rely on holds for this vector.
        for p in options:
            assert value[p] == dot(vals, ex.counts[shape(vector)][p])
    # The whole figure, exactly, two ways: the code's choice re-summed, and the best per shape.
    totals = totals_of(choice)
    probs = [Fraction(n, MY_DEALS) for n in totals]
    assert sum(probs) == 1
    assert figures.outcomes == dict(zip(OUTCOME_NAMES, probs, strict=True))
    ev = dot(vals, totals) / MY_DEALS
    assert figures.ev_per_hand == ev == best_value(vals)
    assert figures.ev_per_bet == ev
    mirror_ev = mirror(bl_counts, best_large_policy(), PAYS).ev_per_hand
    assert ev >= mirror_ev
    assert ev > 0  # RULES 5: a skilled player beats best-large at 2:1 / 1:1
    assert mirror_ev < 0


def test_skilled_player_under_ride(bl_counts: np.ndarray) -> None:
    ex = exact()
    ride = Pays(Fraction(2), Fraction(1), ride=True)
    figures = skilled(bl_counts, ride)
    totals = totals_of(figures.choice)
    probs = [Fraction(n, MY_DEALS) for n in totals]
    assert figures.outcomes == dict(zip(OUTCOME_NAMES, probs, strict=True))
    ev_hand = 2 * probs[WIN_BOTH] + probs[WIN_LARGE] - probs[LOSE]
    assert figures.ev_per_hand == ev_hand
    assert figures.ev_per_bet == ev_hand / (1 - probs[PUSH])
    ratio = figures.ev_per_bet

    # At least the ratio of the per-hand-optimal choice.
    per_hand = skilled(bl_counts, PAYS)
    other = totals_of(per_hand.choice)
    other_ratio = Fraction(2 * other[WIN_BOTH] + other[WIN_LARGE] - other[LOSE],
                           MY_DEALS - other[PUSH])
    assert ratio >= other_ratio

    # Local optimality: no change of one vector's split raises the ratio.
    num = 2 * totals[WIN_BOTH] + totals[WIN_LARGE] - totals[LOSE]
    den = MY_DEALS - totals[PUSH]
    assert Fraction(num, den) == ratio
    for c, vector in enumerate(NINE):
        s = shape(vector)
        current = ex.counts[s][pair_of_number(int(figures.choice[c]))]
        cur_num = 2 * current[0] + current[1] - current[3]
        cur_den = DEALER_NINES - current[2]
        for p in ex.options[s]:
            row = ex.counts[s][p]
            new_num = num + ex.weight[s] * (2 * row[0] + row[1] - row[3] - cur_num)
            new_den = den + ex.weight[s] * (DEALER_NINES - row[2] - cur_den)
            assert new_den > 0
            assert new_num * den <= num * new_den, (vector, p)

    # Global optimality certificate (Dinkelbach): with a push valued at the ratio, the best
    # split of every shape is worth exactly nothing in total.
    slack = sum(
        (ex.mass(s) * max(dot(values(Fraction(2), Fraction(1)), ex.counts[s][p])
                          - ratio * (DEALER_NINES - ex.counts[s][p][PUSH])
                          for p in ex.options[s])
         for s in ex.shapes),
        Fraction(0),
    )
    assert slack == 0


@pytest.mark.parametrize(
    ("both", "large", "start"),
    [
        (Fraction(2), Fraction(1), Fraction(0)),
        (Fraction(2), Fraction(1), Fraction(1, 20)),
        (Fraction(3, 2), Fraction(1), Fraction(0)),
        (Fraction(1), Fraction(1), Fraction(0)),
        (Fraction(3), Fraction(1, 2), Fraction(0)),
    ],
    ids=["2:1,1:1", "2:1,1:1,commission-5%", "3:2,1:1", "1:1,1:1", "3:1,1:2"],
)
def test_break_even_commission(
    bl_counts: np.ndarray, both: Fraction, large: Fraction, start: Fraction
) -> None:
    def skilled_ev(commission: Fraction) -> Fraction:
        return best_value(values(both, large, commission))

    found = break_even_commission(bl_counts, Pays(both, large, start))
    if skilled_ev(start) <= 0:
        assert found is None
        return
    assert found is not None
    assert start < found < 1
    assert skilled_ev(found) == 0
    assert skilled_ev(found - Fraction(1, 10**6)) > 0
    # The code's own skilled figure agrees at the root.
    assert skilled(bl_counts, Pays(both, large, found)).ev_per_hand == 0
    # Already high enough: nothing to find.
    assert break_even_commission(bl_counts, Pays(both, large, found)) is None
    assert break_even_commission(bl_counts, Pays(both, large, Fraction(99, 100))) is None
    # Under ride the per-bet expectation changes sign with the per-hand one.
    assert break_even_commission(bl_counts, Pays(both, large, start, ride=True)) == found


def test_break_even_commission_is_none_when_the_player_cannot_win(bl_counts: np.ndarray) -> None:
    both, large = Fraction(1, 10), Fraction(1, 10)
    assert best_value(values(both, large)) < 0
    assert break_even_commission(bl_counts, Pays(both, large)) is None


# --- the randomised bound and the house-way ------------------------------------------------


def test_randomised_bound_against_an_exact_dual_certificate() -> None:
    """A mixed player strategy y (per shape) guarantees, against ANY dealer rule, at least the
    dealer's best response to y, which is computed here exactly. The LP over y (the dual of the
    code's programme) must reach the code's bound, and the certificate proves RULES 5's claim
    that even a randomising dealer leaves a skilled player ahead."""
    from scipy.optimize import linprog  # type: ignore[import-untyped]

    ex = exact()
    vals = values(Fraction(2), Fraction(1))
    shapes = ex.shapes
    options = {s: sorted(ex.options[s]) for s in shapes}
    columns = [(s, p) for s in shapes for p in options[s]]
    n_y, n_z = len(columns), len(shapes)
    rows, equal = [], np.zeros((len(shapes), n_y + n_z))
    for j, (s, _) in enumerate(columns):
        equal[shapes.index(s), j] = 1.0
    for k, t in enumerate(shapes):
        for q in options[t]:
            row = np.zeros(n_y + n_z)
            for j, (s, p) in enumerate(columns):
                row[j] = -float(ex.joint(s, t) * vals[outcome(p, q)] / MY_DEALS)
            row[n_y + k] = 1.0
            rows.append(row)
    cost = np.concatenate([np.zeros(n_y), -np.ones(n_z)])
    result = linprog(cost, A_ub=np.array(rows), b_ub=np.zeros(len(rows)), A_eq=equal,
                     b_eq=np.ones(len(shapes)), bounds=[(0, 1)] * n_y + [(None, None)] * n_z,
                     method="highs")
    assert result.success
    y: dict[tuple[tuple[int, ...], Pair], Fraction] = {}
    for s in shapes:
        raw = {p: Fraction(max(float(result.x[columns.index((s, p))]), 0.0)) for p in options[s]}
        norm = sum(raw.values())
        y.update({(s, p): w / norm for p, w in raw.items()})
    guaranteed = Fraction(0)
    for t in shapes:
        guaranteed += min(
            sum((ex.joint(s, t) * y[s, p] * vals[outcome(p, q)]
                 for s in shapes for p in options[s]), Fraction(0))
            for q in options[t]
        )
    guaranteed /= MY_DEALS
    assert guaranteed > 0
    bound = randomised_bound(PAYS)
    assert bound == randomised_value(PAYS)
    assert bound > 0
    assert bound >= float(guaranteed) - 1e-9  # no dealer rule goes below the certificate
    assert bound - float(guaranteed) < 1e-7  # and the LP optimum is reached from both sides
    assert bound < float(best_value(vals))


@pytest.mark.xdist_group("house-way")  # with the engine's house-way tests: one computation a run
def test_house_way_policy_and_figures() -> None:
    ex = exact()
    house = house_way(PAYS)  # computed once per process, shared with the engine tests
    policy = house.policy
    assert policy.shape == (2002,)
    for d, vector in enumerate(NINE):
        assert pair_of_number(int(policy[d])) in ex.options[shape(vector)], vector
    best_large = np.array([pair_number(ex.best_large[shape(v)]) for v in NINE])
    assert house.differs_from_best_large == int((policy != best_large).sum())

    # Dealer hands per (player vector, dealer pair), exactly in int64.
    table = np.array(comb_table(), dtype=np.int64)
    vec = np.array(NINE, dtype=np.int64)
    b = np.ones((len(NINE), len(NINE)), dtype=np.int64)
    for i in range(SUITS):
        b *= table[PER_SUIT - vec[:, i][:, None], vec[:, i][None, :]]
    by_pair = np.zeros((len(NINE), 33), dtype=np.int64)
    for q in range(33):
        by_pair[:, q] = b[:, policy == q].sum(axis=1)
    assert (by_pair.sum(axis=1) == DEALER_NINES).all()
    pay = (2, 1, 0, -1)
    u = np.array([[pay[outcome(pair_of_number(p), pair_of_number(q))] for q in range(33)]
                  for p in range(33)], dtype=np.int64)
    worth = by_pair @ u.T  # (vector, player pair): exact integers
    indicator = [
        np.array([[outcome(pair_of_number(p), pair_of_number(q)) == x for q in range(33)]
                  for p in range(33)], dtype=np.int64)
        for x in range(4)
    ]
    per_outcome = [by_pair @ ind.T for ind in indicator]

    weights = [player_count(v) for v in NINE]
    best_total = 0
    choice = house.skilled.choice
    skilled_totals = [0, 0, 0, 0]
    mirror_totals_ = [0, 0, 0, 0]
    for c, vector in enumerate(NINE):
        opts = [pair_number(p) for p in ex.options[shape(vector)]]
        top = max(int(worth[c, p]) for p in opts)
        best_total += weights[c] * top
        assert int(choice[c]) in opts, vector
        assert int(worth[c, choice[c]]) == top, vector
        for x in range(4):
            skilled_totals[x] += weights[c] * int(per_outcome[x][c, choice[c]])
            mirror_totals_[x] += weights[c] * int(per_outcome[x][c, policy[c]])
    skilled_ev = Fraction(best_total, MY_DEALS)
    assert house.skilled.ev_per_hand == skilled_ev
    assert house.skilled.outcomes == {
        name: Fraction(n, MY_DEALS) for name, n in zip(OUTCOME_NAMES, skilled_totals, strict=True)
    }
    assert house.mirror.outcomes == {
        name: Fraction(n, MY_DEALS) for name, n in zip(OUTCOME_NAMES, mirror_totals_, strict=True)
    }
    assert sum(house.skilled.outcomes.values()) == 1

    versus_best_large = best_value(values(Fraction(2), Fraction(1)))
    assert house.bound == randomised_bound(PAYS)
    assert house.bound > 0  # RULES 5: even a randomising dealer leaves a skilled player ahead
    assert house.bound - 1e-9 <= float(skilled_ev)
    assert skilled_ev <= versus_best_large
