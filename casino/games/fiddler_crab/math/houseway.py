"""The computed ``house-way`` dealer policy and the bound no dealer policy can beat.

The house wants the split rule (one pair for each of the 2,002 vectors) that minimises the
skilled player's expectation when that player knows the rule. Against a fixed rule the player's
best response is a maximum over their own splits, so the player's expectation is a *convex*
function of the dealer's (randomised) rule:

* **The bound.** Let the dealer randomise: choose, for each vector, a probability for each pair.
  Minimising a maximum of linear functions is a linear programme. The game is symmetric in the
  six suits and the objective is convex, so averaging an optimal rule over the 720 suit
  permutations loses nothing: some optimal randomised rule depends only on the *shape* of the
  dealer's hand. That leaves 26 shapes on each side and about 150 variables; HiGHS solves it in
  milliseconds. No rule, deterministic or not, can hold the skilled player below this value.
* **The policy.** A deterministic rule is found by local search with exact costs: start from
  ``best-large`` and sweep the 2,002 dealer vectors, moving each to the pair that lowers the
  player's best-response expectation most (changing one dealer vector shifts one column of the
  weight matrix, so each trial is a rank-one update of the player's scores), until a whole
  sweep improves nothing. A vector is only tried when a cheap lower bound says a move might
  help. The result is a local optimum, not a proven global one; its exact figure and its gap to
  the bound are reported beside it.

Under ``push = ride`` the objective is the expectation per initial bet; a push is then valued at
the player's per-bet expectation and the search is repeated until that value settles.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np
import numpy.typing as npt

from casino.games.fiddler_crab.math.edge import (
    Pays,
    PlayerFigures,
    Policy,
    mirror,
    outcome_counts,
    outcome_table,
    skilled,
)
from casino.games.fiddler_crab.math.splits import (
    PAIRS,
    best_large_policy,
    options_mask,
    shape_options,
)
from casino.games.fiddler_crab.math.vectors import (
    DEALER_HANDS,
    NINE,
    PLAYER_HANDS,
    dealer_weights,
    player_weights,
    shape_ids,
    shapes,
)

MAX_SWEEPS = 200


def payoff_matrix(pays: Pays, push: Fraction) -> npt.NDArray[np.float64]:
    """(33, 33): the player's value of player pair ``p`` against dealer pair ``q``."""
    values = np.array([float(v) for v in pays.values(push)])
    return values[outcome_table()]


# --- the bound: a randomising dealer, by linear programming over shapes --------------------


@cache
def _shape_weights() -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """P(player's shape) and P(dealer's shape | player's shape), (26,) and (26, 26)."""
    ids = shape_ids()
    count = len(shapes())
    a = np.array([float(w) for w in player_weights()])
    player = np.bincount(ids, weights=a, minlength=count) / PLAYER_HANDS
    first = np.array([int(np.flatnonzero(ids == s)[0]) for s in range(count)])
    b = dealer_weights()[first]  # one representative vector per player shape
    onehot = np.zeros((len(NINE), count))
    onehot[np.arange(len(NINE)), ids] = 1.0
    dealer = (b @ onehot) / DEALER_HANDS
    return player, dealer


def randomised_value(pays: Pays, push: Fraction = Fraction(0)) -> float:
    """The skilled player's per-hand expectation (a push worth ``push``) against the best
    randomising dealer: min over mixed shape rules of the player's best-response value."""
    from scipy.optimize import linprog  # type: ignore[import-untyped]

    player, dealer = _shape_weights()
    u = payoff_matrix(pays, push)
    options = [sorted(o) for o in shape_options()]
    count = len(options)
    columns = [(t, q) for t in range(count) for q in options[t]]
    n_x = len(columns)
    rows, rhs = [], []
    for s in range(count):
        for p in options[s]:
            row = np.zeros(n_x + count)
            for j, (t, q) in enumerate(columns):
                row[j] = dealer[s, t] * u[p, q]
            row[n_x + s] = -1.0
            rows.append(row)
            rhs.append(0.0)
    equal = np.zeros((count, n_x + count))
    for j, (t, _) in enumerate(columns):
        equal[t, j] = 1.0
    cost = np.concatenate([np.zeros(n_x), player])
    bounds = [(0.0, 1.0)] * n_x + [(None, None)] * count
    result = linprog(
        cost, A_ub=np.array(rows), b_ub=np.array(rhs), A_eq=equal, b_eq=np.ones(count),
        bounds=bounds, method="highs",
    )
    if not result.success:  # pragma: no cover - the programme is always feasible and bounded
        raise ArithmeticError(f"the house-way bound did not solve: {result.message}")
    return float(result.fun)


def randomised_bound(pays: Pays) -> float:
    """The bound on the skilled player's expectation per initial bet that no dealer rule can
    push below. Under ride, the per-bet value ``V`` solves ``V = value(push worth V)``; the
    map is a contraction (its slope is a push probability, never 1), iterated to a fixed
    point."""
    value = randomised_value(pays)
    if not pays.ride:
        return value
    for _ in range(500):
        following = randomised_value(pays, Fraction(value))
        if abs(following - value) < 1e-13:
            return following
        value = following
    return value  # pragma: no cover


# --- the deterministic policy: exact-cost local search --------------------------------------


class _Search:
    """The player's best-response value as the dealer's rule changes one vector at a time."""

    def __init__(self, policy: Policy, u: npt.NDArray[np.float64]) -> None:
        mask = options_mask()
        width = int(mask.sum(axis=1).max())
        # Each vector's own options, padded by repeating its first: (2002, width).
        self.opts = np.array(
            [(list(np.flatnonzero(row)) * width)[:width] for row in mask], dtype=np.int64
        )
        self.u_opts = u[self.opts]  # (2002, width, 33): value of my option j vs dealer pair q
        self.b = dealer_weights()
        self.a = np.array([float(w) for w in player_weights()])
        self.policy = policy.copy()
        onehot = np.zeros((len(NINE), PAIRS))
        onehot[np.arange(len(NINE)), self.policy] = 1.0
        q = self.b @ onehot  # (2002, 33)
        self.scores = np.einsum("cq,cjq->cj", q, self.u_opts)
        self.best = self.scores.max(axis=1)
        self.dealer_options = [np.flatnonzero(row) for row in mask]

    @property
    def value(self) -> float:
        return float(self.a @ self.best)

    def improve(self, d: int) -> bool:
        """Move dealer vector ``d`` to the pair that hurts the player most; True if it moved."""
        current = self.policy[d]
        alternatives = self.dealer_options[d]
        alternatives = alternatives[alternatives != current]
        if alternatives.size == 0:
            return False
        column = self.b[:, d]
        change = self.u_opts[:, :, alternatives] - self.u_opts[:, :, current, None]
        trial = self.scores[:, :, None] + column[:, None, None] * change  # (2002, width, K)
        gains = self.a @ (trial.max(axis=1) - self.best[:, None])  # (K,)
        k = int(np.argmin(gains))
        if gains[k] >= -1e-6 * DEALER_HANDS:  # only a clear improvement moves
            return False
        self.scores = trial[:, :, k]
        self.best = self.scores.max(axis=1)
        self.policy[d] = alternatives[k]
        return True

    def sweep(self) -> int:
        """Try every dealer vector that might help, and return how many moved.

        A move's gain is at least what it costs the player at their *current* best splits
        (the player can only do better by re-splitting), and that lower bound is one matrix
        product for all 2,002 vectors at once; a vector whose every move has a non-negative
        bound cannot improve and is skipped. A sweep that moves nothing saw fresh bounds
        throughout, so its end is a true local optimum.
        """
        rows = np.arange(len(NINE))
        at_best = self.u_opts[rows, self.scores.argmax(axis=1)]  # (2002, 33)
        bound = (self.a[:, None] * self.b).T @ at_best  # (dealer vector, pair)
        bound -= bound[rows, self.policy][:, None]
        bound[~options_mask()] = np.inf
        hopeful = np.flatnonzero(bound.min(axis=1) < -1e-6 * DEALER_HANDS)
        return sum(self.improve(int(d)) for d in hopeful)


def search_policy(
    pays: Pays, push: Fraction = Fraction(0), start: Policy | None = None
) -> tuple[Policy, int]:
    """A deterministic dealer rule minimising the skilled player's value (a push worth
    ``push``), searched from ``start`` (best-large by default), and the sweeps it took."""
    first = best_large_policy() if start is None else start
    search = _Search(first.copy(), payoff_matrix(pays, push))
    sweeps = 0
    while sweeps < MAX_SWEEPS:
        sweeps += 1
        if search.sweep() == 0:
            break
    return search.policy, sweeps


@dataclass(frozen=True)
class HouseWay:
    """The computed policy and what it reaches."""

    policy: Policy
    skilled: PlayerFigures
    mirror: PlayerFigures
    bound: float
    differs_from_best_large: int
    seconds: float
    """How long the computation took (when it was computed, if read from the cache)."""
    sweeps: int
    from_cache: bool = False


def compute_house_way(pays: Pays) -> HouseWay:
    started = time.perf_counter()
    policy, sweeps = search_policy(pays)
    figures = skilled(outcome_counts(policy), pays)
    if pays.ride:
        for _ in range(10):
            again, more = search_policy(pays, figures.ev_per_bet, start=policy)
            refigured = skilled(outcome_counts(again), pays)
            sweeps += more
            if refigured.ev_per_bet >= figures.ev_per_bet:
                break
            policy, figures = again, refigured
    counts = outcome_counts(policy)
    return HouseWay(
        policy=policy,
        skilled=figures,
        mirror=mirror(counts, policy, pays),
        bound=randomised_bound(pays),
        differs_from_best_large=int((policy != best_large_policy()).sum()),
        seconds=time.perf_counter() - started,
        sweeps=sweeps,
    )
