"""Hand ranking: our ``hand_key`` and ``rank_batch`` against PokerKit's evaluator.

The games differ (Sekhoma ranks six cards of a 72-card deck; PokerKit's standard high hand
is five cards of 52), so the fair comparison is each library's fastest way to turn one
already-parsed hand into something comparable. For PokerKit that is constructing a
``StandardHighHand`` from a list of ``Card`` (a table look-up, no best-of-N search);
``from_game`` (best five of hole + board) is reported too, because it is what a hold'em
engine calls, but it is not the headline. Parsing is done before the clock starts on both
sides: the console ranks cards it already holds as objects.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
import pokerkit
from timing import Job

from casino.equipment.sekhoma_pack import DECK, Card, shuffled_deck
from casino.games.sekhoma.ranking import hand_key, rank_batch

_BATCH_CHUNK = 100_000
"""Rows built at a time: the random keys of one chunk are 100,000 x 72 floats (58 MB)."""


def our_hands(count: int, seed: int) -> list[tuple[Card, ...]]:
    """``count`` random six-card Sekhoma hands, each the top of a freshly shuffled shoe."""
    rng = random.Random(seed)
    return [shuffled_deck(rng)[:6] for _ in range(count)]


def pokerkit_hands(count: int, seed: int, size: int = 5) -> list[list[pokerkit.Card]]:
    """``count`` random ``size``-card hands from PokerKit's standard 52-card deck."""
    rng = random.Random(seed)
    deck = list(pokerkit.Deck.STANDARD)
    hands = []
    for _ in range(count):
        rng.shuffle(deck)
        hands.append(deck[:size])
    return hands


def batch_array(count: int, seed: int) -> npt.NDArray[np.intp]:
    """An (count, 6) array of card values: each row six distinct positions of the 72-card deck.

    Sorting random keys per row is a uniform shuffle of that row's deck, so a card appears
    at most twice in a hand, as in play. Only the six smallest keys matter and their order
    does not (a hand's key ignores order), so ``argpartition`` does instead of a full sort.
    """
    rng = np.random.default_rng(seed)
    deck = np.array(DECK, dtype=np.intp)
    hands = np.empty((count, 6), dtype=np.intp)
    for start in range(0, count, _BATCH_CHUNK):
        rows = min(_BATCH_CHUNK, count - start)
        keys = rng.random((rows, len(deck)))
        hands[start : start + rows] = deck[np.argpartition(keys, 5, axis=1)[:, :6]]
    return hands


def hand_key_job(hands: Sequence[tuple[Card, ...]], passes: int) -> Job:
    """``hand_key`` over pre-built hands, ``passes`` times each: evaluations."""

    def run() -> None:
        key = hand_key
        for _ in range(passes):
            for hand in hands:
                key(hand)

    return Job(run, len(hands) * passes)


def pokerkit_hand_job(hands: Sequence[list[pokerkit.Card]], passes: int) -> Job:
    """``StandardHighHand(cards)`` on pre-built 5-card hands, ``passes`` times each."""

    def run() -> None:
        evaluate = pokerkit.StandardHighHand
        for _ in range(passes):
            for hand in hands:
                evaluate(hand)

    return Job(run, len(hands) * passes)


def pokerkit_from_game_job(hands: Sequence[list[pokerkit.Card]]) -> Job:
    """``StandardHighHand.from_game(hole, board)`` on 2 + 5 cards (the first two are hole)."""
    split = [(hand[:2], hand[2:]) for hand in hands]

    def run() -> None:
        from_game = pokerkit.StandardHighHand.from_game
        for hole, board in split:
            from_game(hole, board)

    return Job(run, len(split))


def rank_batch_job(hands: npt.NDArray[np.intp]) -> Job:
    """One ``rank_batch`` call over the whole array: hands.

    The warm-up is a full-size call (the default): the first one pays for faulting in the
    temporary arrays, several times the steady cost, which a long run pays only once.
    """
    return Job(lambda: rank_batch(hands), len(hands))
