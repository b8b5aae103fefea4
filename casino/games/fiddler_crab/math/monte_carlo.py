"""A vectorised Monte Carlo simulator of Fiddler-Crab on real shuffled decks, to cross-check
the exact figures (never to replace them).

Each round shuffles a 72-card deck (a partial Fisher-Yates shuffle, done for a whole batch of
rounds at once: only the cards dealt need to be drawn, and each is uniform over those left) and
deals nine cards to each of ``seats`` seats and the dealer, one at a time round the table. A
hand's suit counts give its vector; the dealer splits by the rule's policy, the player by the
mirror or skilled choice, and the outcome table settles every seat. Seats at one table share the
dealer's hand, so their results are correlated: the confidence interval is computed over
rounds, not over hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import sqrt

import numpy as np
import numpy.typing as npt

from casino.games.fiddler_crab.math.edge import OUTCOMES, PUSH, Pays, Policy, outcome_table
from casino.games.fiddler_crab.math.vectors import DECK_SIZE, HAND, PER_SUIT, count_lookup

Z95 = 1.959963984540054
BATCH = 131_072


@dataclass(frozen=True)
class Simulated:
    hands: int
    seats: int
    seed: int
    ev_per_hand: float
    ev_per_hand_95: float
    """Half-width of the 95% confidence interval of ``ev_per_hand``."""
    ev_per_bet: float
    ev_per_bet_95: float
    outcomes: dict[str, float]

    def covers(self, exact: float, *, per_bet: bool = False) -> bool:
        if per_bet:
            centre, half = self.ev_per_bet, self.ev_per_bet_95
        else:
            centre, half = self.ev_per_hand, self.ev_per_hand_95
        return abs(exact - centre) <= half


def _deal(rng: np.random.Generator, rounds: int, hands: int) -> npt.NDArray[np.int64]:
    """(rounds, hands) vector ids of the hands dealt, from a fresh shuffled deck each round.

    The deck is held suit by suit as small integers, one column per round (so each step of
    the shuffle reads and writes one contiguous row); a hand's ``10 ** suit`` summed gives its
    suit counts as decimal digits, one look-up away from its vector id.
    """
    dealt = hands * HAND
    deck = np.repeat((np.arange(DECK_SIZE, dtype=np.int8) // PER_SUIT)[:, None], rounds, axis=1)
    flat = deck.reshape(-1)
    columns = np.arange(rounds, dtype=np.intp)
    for i in range(dealt):
        where = rng.integers(i, DECK_SIZE, size=rounds, dtype=np.intp)
        where *= rounds
        where += columns
        drawn = flat[where]
        flat[where] = deck[i]
        deck[i] = drawn
    # Card i of the deal goes to hand i % hands: one at a time round the table.
    powers = (10 ** np.arange(6, dtype=np.int32))[deck[:dealt]]
    codes = powers.reshape(HAND, hands, rounds).sum(axis=0).T
    ids: npt.NDArray[np.int64] = count_lookup()[codes].astype(np.int64)
    return ids


def simulate(
    dealer: Policy,
    player: Policy,
    pays: Pays,
    hands: int,
    seed: int,
    seats: int = 1,
) -> Simulated:
    """Play ``hands`` player hands (``hands / seats`` rounds, rounded up) and measure them."""
    if not 1 <= seats <= 7:
        raise ValueError(f"seats must be from 1 to 7, not {seats}")
    if hands < 1:
        raise ValueError(f"hands must be at least 1, not {hands}")
    rng = np.random.default_rng(seed)
    values = np.array([float(v) for v in pays.values()])
    table = outcome_table()
    rounds = -(-hands // seats)
    net_sum = net_sq = 0.0
    live_sum = live_sq = cross = 0.0
    tally = np.zeros(len(OUTCOMES), dtype=np.int64)
    done = 0
    while done < rounds:
        batch = min(BATCH, rounds - done)
        ids = _deal(rng, batch, seats + 1)
        outcome = table[player[ids[:, :seats]], dealer[ids[:, seats:]]]
        tally += np.bincount(outcome.ravel(), minlength=len(OUTCOMES))
        net = values[outcome].sum(axis=1)  # per round, over the seats
        live = (outcome != PUSH).sum(axis=1).astype(np.float64)  # bets settled this round
        net_sum += float(net.sum())
        net_sq += float(net @ net)
        live_sum += float(live.sum())
        live_sq += float(live @ live)
        cross += float(net @ live)
        done += batch
    n = rounds
    played = n * seats
    mean = net_sum / n
    var = max(net_sq / n - mean * mean, 0.0) * n / max(n - 1, 1)
    ev = mean / seats
    ev_half = Z95 * sqrt(var / n) / seats
    if pays.ride:
        # Per initial bet: total won over bets settled (a ride plays on), by the delta method.
        ratio = net_sum / live_sum if live_sum else 0.0
        live_mean = live_sum / n
        resid = (net_sq - 2 * ratio * cross + ratio * ratio * live_sq) / n
        per_bet_half = Z95 * sqrt(max(resid, 0.0) / n) / live_mean if live_mean else 0.0
    else:
        ratio, per_bet_half = ev, ev_half
    return Simulated(
        hands=played,
        seats=seats,
        seed=seed,
        ev_per_hand=ev,
        ev_per_hand_95=ev_half,
        ev_per_bet=ratio,
        ev_per_bet_95=per_bet_half,
        outcomes={name: int(k) / played for name, k in zip(OUTCOMES, tally, strict=True)},
    )
