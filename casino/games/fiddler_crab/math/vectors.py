"""Suit-count vectors of nine-card hands and the exact weights that tie them together.

A nine-card hand is one of 2,002 vectors ``c`` (cards per suit, summing to 9). Of the C(72, 9)
hands, ``A(c) = prod C(12, c_i)`` have vector ``c``; given the player's ``c``, the dealer's nine
from the 63 cards left have vector ``d`` in ``B(c, d) = prod C(12 - c_i, d_i)`` of the C(63, 9)
ways: the multivariate hypergeometric. Every ``B`` is an integer below 2**53 and every row sums to
C(63, 9) < 2**35, so a float64 matrix product over ``B`` adds integers exactly; that is what lets
BLAS do exact counting.
"""

from __future__ import annotations

from functools import cache
from math import comb, prod

import numpy as np
import numpy.typing as npt

from casino.games.sekhoma.ranking import compositions, shape_of

SUITS = 6
PER_SUIT = 12
DECK_SIZE = SUITS * PER_SUIT
HAND = 9
LARGE = 6
SMALL = 3

NINE: tuple[tuple[int, ...], ...] = tuple(compositions(HAND, SUITS))
"""The 2,002 suit-count vectors of a nine-card hand, in a fixed order (their index is used
throughout as a vector's id)."""

INDEX: dict[tuple[int, ...], int] = {v: i for i, v in enumerate(NINE)}

PLAYER_HANDS = comb(DECK_SIZE, HAND)
"""C(72, 9): the player's possible nine cards."""
DEALER_HANDS = comb(DECK_SIZE - HAND, HAND)
"""C(63, 9): the dealer's possible nine, given the player's."""
DEALS = PLAYER_HANDS * DEALER_HANDS
"""Every ordered (player, dealer) deal: the common denominator of every exact figure."""


def vector_of(counts: tuple[int, ...] | list[int]) -> int:
    """The id of a nine-card suit-count vector."""
    return INDEX[tuple(counts)]


@cache
def vectors() -> npt.NDArray[np.int64]:
    """NINE as a (2002, 6) array."""
    return np.array(NINE, dtype=np.int64)


@cache
def player_weights() -> tuple[int, ...]:
    """``A(c)``: how many of the C(72, 9) hands have each vector (exact Python ints)."""
    return tuple(prod(comb(PER_SUIT, k) for k in v) for v in NINE)


@cache
def dealer_weights() -> npt.NDArray[np.float64]:
    """``B[c, d]``: the dealer's hands with vector ``d`` given the player's ``c``.

    Float64 holding exact integers (each below C(63, 9)); see the module docstring.
    """
    table = np.zeros((PER_SUIT + 1, HAND + 1), dtype=np.float64)
    for n in range(PER_SUIT + 1):
        for k in range(HAND + 1):
            table[n, k] = comb(n, k)
    v = vectors()
    left = PER_SUIT - v  # cards of each suit left after the player's vector
    weights = np.ones((len(NINE), len(NINE)), dtype=np.float64)
    for suit in range(SUITS):
        weights *= table[left[:, suit][:, None], v[:, suit][None, :]]
    weights.setflags(write=False)
    return weights


@cache
def shapes() -> tuple[tuple[int, ...], ...]:
    """The 26 distinct shapes (counts largest first) of nine-card vectors."""
    return tuple(sorted({shape_of(v) for v in NINE}, reverse=True))


@cache
def shape_ids() -> npt.NDArray[np.int64]:
    """Each vector's shape, as an index into ``shapes()``."""
    where = {s: i for i, s in enumerate(shapes())}
    return np.array([where[shape_of(v)] for v in NINE], dtype=np.int64)


@cache
def count_lookup() -> npt.NDArray[np.int16]:
    """Vector id by base-10 code ``sum(c_i * 10**i)``: how the simulator finds a hand's id.
    (int16 keeps the million-entry table at 2 MB, kinder to the cache.)"""
    table = np.full(10**SUITS, -1, dtype=np.int16)
    codes = vectors() @ (10 ** np.arange(SUITS, dtype=np.int64))
    table[codes] = np.arange(len(NINE), dtype=np.int16)
    return table
