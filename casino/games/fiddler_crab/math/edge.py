"""Exact Fiddler-Crab expectations for the mirror and the skilled player (RULES section 5).

The player holds vector ``c`` and the dealer, from the 63 cards left, vector ``d``; the dealer
splits ``d`` into the pair ``policy[d]``. For every ``c`` and every pair ``p`` the player could
make, ``outcome_counts`` counts the dealer's hands (of C(63, 9)) that give each outcome: one
float64 matrix product over the exact integer weights (see ``vectors``). The skilled player
takes, for each ``c``, the pair with the best expectation; the mirror player takes
``policy[c]``. The figures are then summed exactly, in Python integers, over the C(72, 9) player
hands and returned as fractions of C(72, 9) * C(63, 9) deals.

Under ``push = ride`` a push is not the end of the bet, so the skilled player maximises the
expectation per *initial* bet, ``EV / (1 - P(push))``. That ratio is maximised exactly with
Dinkelbach's method: value a push at the current ratio, re-optimise every hand, recompute the
ratio exactly, and repeat until it no longer moves (a handful of rounds).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache

import numpy as np
import numpy.typing as npt

from casino.games.fiddler_crab.math.splits import PAIRS, large_of, options_mask, small_of
from casino.games.fiddler_crab.math.vectors import (
    DEALER_HANDS,
    DEALS,
    NINE,
    dealer_weights,
    player_weights,
)
from casino.games.fiddler_crab.rules import RIDE, FiddlerCrabRules

MAX_NEWTON_STEPS = 200

OUTCOMES = ("win-both", "win-large", "push", "lose")
WIN_BOTH, WIN_LARGE, PUSH, LOSE = range(4)

Policy = npt.NDArray[np.int64]
"""A split rule as data: the pair made of each of the 2,002 vectors."""
Counts = npt.NDArray[np.float64]
"""(2002, 33, 4): dealer hands giving each outcome, per player vector and player pair."""


def outcome_of(player_pair: int, dealer_pair: int) -> int:
    """RULES section 4: categories only, and the dealer wins a comparison of equals."""
    large = large_of(player_pair) > large_of(dealer_pair)
    small = small_of(player_pair) > small_of(dealer_pair)
    if large:
        return WIN_BOTH if small else WIN_LARGE
    return PUSH if small else LOSE


@cache
def outcome_table() -> npt.NDArray[np.int8]:
    """(33, 33): the outcome of player pair ``p`` against dealer pair ``q``."""
    table = np.array(
        [[outcome_of(p, q) for q in range(PAIRS)] for p in range(PAIRS)], dtype=np.int8
    )
    table.setflags(write=False)
    return table


@cache
def _outcome_indicator() -> npt.NDArray[np.float64]:
    """(33, 33 * 4): row ``q``, column ``p * 4 + x`` is 1 when ``p`` against ``q`` gives ``x``."""
    out = outcome_table()
    indicator = np.zeros((PAIRS, PAIRS, len(OUTCOMES)), dtype=np.float64)
    p, q = np.meshgrid(np.arange(PAIRS), np.arange(PAIRS), indexing="ij")
    indicator[p, q, out] = 1.0
    return indicator.transpose(1, 0, 2).reshape(PAIRS, PAIRS * len(OUTCOMES))


def dealer_pair_weights(policy: Policy) -> npt.NDArray[np.float64]:
    """(2002, 33): given the player's vector, the dealer hands that end up as each pair."""
    onehot = np.zeros((len(NINE), PAIRS), dtype=np.float64)
    onehot[np.arange(len(NINE)), policy] = 1.0
    result: npt.NDArray[np.float64] = dealer_weights() @ onehot
    return result


def outcome_counts(policy: Policy) -> Counts:
    """Exact integer counts (held in float64) of dealer hands per vector, pair and outcome."""
    weights = dealer_pair_weights(policy)
    counts: Counts = (weights @ _outcome_indicator()).reshape(len(NINE), PAIRS, len(OUTCOMES))
    return counts


@dataclass(frozen=True, slots=True)
class Pays:
    """What each outcome is worth to the player per unit bet."""

    both: Fraction
    large: Fraction
    commission: Fraction = Fraction(0)
    """The house's share of a winning payout, as a fraction (5 percent is 1/20)."""
    ride: bool = False

    def values(self, push: Fraction = Fraction(0)) -> tuple[Fraction, Fraction, Fraction, Fraction]:
        keep = 1 - self.commission
        return (self.both * keep, self.large * keep, push, Fraction(-1))

    def with_commission(self, commission: Fraction) -> Pays:
        return Pays(self.both, self.large, commission, self.ride)


def pays_of(rules: FiddlerCrabRules) -> Pays:
    """What each outcome pays under ``rules``."""
    return Pays(rules.both_ratio, rules.large_ratio, rules.commission_share, rules.push == RIDE)


@dataclass(frozen=True)
class PlayerFigures:
    """One player's exact results: outcome probabilities and expectations per unit bet."""

    outcomes: dict[str, Fraction]
    ev_per_hand: Fraction
    """Expectation of one round per unit bet; a push counts 0."""
    ev_per_bet: Fraction
    """Expectation per initial bet: ``ev_per_hand`` under ``withdraw``, and ``ev_per_hand /
    (1 - P(push))`` under ``ride``, where a pushed bet plays again until it is settled."""
    choice: Policy = field(repr=False, compare=False)
    """The pair this player makes of each vector."""

    @property
    def house_edge(self) -> float:
        """The house's expected win per initial bet, for people (a float)."""
        return float(-self.ev_per_bet)


def exact_figures(counts: Counts, choice: Policy, pays: Pays) -> PlayerFigures:
    """Sum a player's choices exactly over every deal."""
    chosen = np.rint(counts[np.arange(len(NINE)), choice, :]).astype(np.int64).tolist()
    weights = player_weights()
    totals = [0, 0, 0, 0]
    for a, row in zip(weights, chosen, strict=True):
        for x in range(4):
            totals[x] += a * row[x]
    assert sum(totals) == DEALS
    probs = [Fraction(t, DEALS) for t in totals]
    win_both, win_large, _, lose = pays.values()
    ev = win_both * probs[WIN_BOTH] + win_large * probs[WIN_LARGE] + lose * probs[LOSE]
    per_bet = ev / (1 - probs[PUSH]) if pays.ride and probs[PUSH] != 1 else ev
    return PlayerFigures(dict(zip(OUTCOMES, probs, strict=True)), ev, per_bet, choice)


def best_choice(counts: Counts, values: Sequence[Fraction]) -> Policy:
    """The pair maximising each vector's expectation, outcomes valued at ``values``.

    Floats pick the best; wherever another option comes within a generous tolerance, the
    candidates are compared exactly, so float rounding never picks the wrong split. Exact
    ties go to the highest pair (the most natural split for a person to make).
    """
    weights = np.array([float(v) for v in values])
    scores = counts @ weights
    scores[~options_mask()] = -np.inf
    best = scores.max(axis=1)
    scale = DEALER_HANDS * max(1.0, float(max(abs(v) for v in values)))
    close = scores >= (best - 1e-7 * scale)[:, None]
    # The highest pair among the float maxima: flip, argmax, flip back.
    choice: Policy = (PAIRS - 1 - np.argmax((scores == best[:, None])[:, ::-1], axis=1)).astype(
        np.int64
    )
    for c in np.flatnonzero(close.sum(axis=1) > 1):
        candidates = np.flatnonzero(close[c])
        rows = np.rint(counts[c, candidates]).astype(np.int64).tolist()
        exact = [sum((n * v for n, v in zip(row, values, strict=True)), Fraction(0))
                 for row in rows]
        top = max(exact)
        choice[c] = max(int(p) for p, e in zip(candidates, exact, strict=True) if e == top)
    return choice


def mirror(counts: Counts, policy: Policy, pays: Pays) -> PlayerFigures:
    """The player who splits every hand the way the dealer's rule does."""
    return exact_figures(counts, policy, pays)


def skilled(counts: Counts, pays: Pays) -> PlayerFigures:
    """The player who splits each hand to maximise their expectation (per initial bet under
    ride) against the dealer's rule, knowing it: the house's worst case."""
    figures = exact_figures(counts, best_choice(counts, pays.values()), pays)
    if not pays.ride:
        return figures
    for _ in range(100):
        ratio = figures.ev_per_bet
        better = exact_figures(counts, best_choice(counts, pays.values(push=ratio)), pays)
        if better.ev_per_bet <= ratio:
            return figures
        figures = better
    raise AssertionError("Dinkelbach iteration did not settle")  # pragma: no cover


def break_even_commission(counts: Counts, pays: Pays) -> Fraction | None:
    """The smallest commission at which the skilled player, re-optimising, no longer expects
    to win; None when they already do not at ``pays.commission``.

    The skilled expectation is a maximum of lines in the commission, so it is convex and
    falling; Newton's method on it steps from line to line and lands on the root exactly.
    Under ride the answer is the same: a ratio with a positive denominator is positive exactly
    when some split rule's per-hand expectation is.
    """
    per_hand = Pays(pays.both, pays.large, pays.commission, ride=False)
    figures = skilled(counts, per_hand)
    if figures.ev_per_hand <= 0:
        return None
    for _ in range(MAX_NEWTON_STEPS):
        probs = figures.outcomes
        gross = pays.both * probs["win-both"] + pays.large * probs["win-large"]
        root = 1 - probs["lose"] / gross
        figures = skilled(counts, per_hand.with_commission(root))
        if figures.ev_per_hand <= 0:
            return root
        per_hand = per_hand.with_commission(root)
    # Each step lands on a new line of a finite set, so this is never reached; if arithmetic
    # ever went wrong, say so rather than loop for ever.
    raise ArithmeticError("the break-even commission did not converge")  # pragma: no cover
