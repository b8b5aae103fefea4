"""Whole hands per second: our Sekhoma engine against PokerKit playing the same shape of game.

Sekhoma is antes, a betting round, one exchange of 0 to 4 cards, a second betting round and a
showdown. PokerKit has no Sekhoma, so it plays the nearest game it does have: fixed-limit
five-card single draw with the same structure (ante 1, small bet 2 with a cap of three raises,
draw 0 to 4, big bet 4), four players, 50 big bets each, as our simulator buys in.

Both sides choose uniformly among the legal kinds of action and include their own shuffle
in the time. Our engine lets a player fold at any turn, even when checking is free, and our
simulator offers that fold; PokerKit refuses it in tournament mode (its default), so the
headline PokerKit figure is in cash-game mode, where it allows the fold with a warning
(silenced here). In tournament mode PokerKit's random hands are longer (about 11.4 decisions
and 64% showdowns a hand against 9.4 and 32%) and it plays about a fifth fewer of them a
second, which would flatter us; that figure is kept as an extra row, labelled, so nobody
mistakes it for the like-for-like one. ``Shape`` records decisions per hand and how often a
showdown is reached on each side, so a reader can check that the two workloads match.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass

import pokerkit as pk
from timing import Job

from casino.games.sekhoma.player import Summary, buy_in, simulate
from casino.games.sekhoma.rules import SekhomaRules

PLAYERS = 4

_ANTE, _SMALL_BET, _BIG_BET, _RAISE_CAP, _MOST_DRAWN, _HAND_SIZE = 1, 2, 4, 3, 4, 5
_STACK = 50 * _BIG_BET
"""Fifty big bets, as ``casino.games.sekhoma.player.buy_in`` gives our players."""

_STREETS = (
    # Deal five face down, then bet: the opening bet and each raise is the small bet.
    pk.Street(False, (False,) * _HAND_SIZE, 0, False, pk.Opening.POSITION, _SMALL_BET, _RAISE_CAP),
    # Draw (no burn card: Sekhoma burns none), then bet the big bet.
    pk.Street(False, (), 0, True, pk.Opening.POSITION, _BIG_BET, _RAISE_CAP),
)
_AUTOMATIONS = (
    pk.Automation.ANTE_POSTING,
    pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING,
    pk.Automation.CARD_BURNING,
    pk.Automation.HOLE_DEALING,
    pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pk.Automation.HAND_KILLING,
    pk.Automation.CHIPS_PUSHING,
    pk.Automation.CHIPS_PULLING,
)
_FREE_FOLD_WARNING = "There is no reason for this player to fold"


@dataclass(frozen=True, slots=True)
class Shape:
    """What the random hands looked like: the check that both sides played the same game."""

    hands: int
    decisions: int
    """Player choices: bets, calls, checks, folds, all-ins and exchanges."""
    showdowns: int

    @property
    def decisions_per_hand(self) -> float:
        return self.decisions / self.hands

    @property
    def showdown_share(self) -> float:
        return self.showdowns / self.hands


# --- ours ------------------------------------------------------------------------------------


def our_rules(betting: str) -> SekhomaRules:
    """The default house rules at a shoe table (the console deals), in ``betting``."""
    return SekhomaRules(cards="shoe", betting=betting)


def our_shape(rules: SekhomaRules, summary: Summary) -> Shape:
    """Player decisions in a run: every command but seating, rebuys, deals and showdowns."""
    assert summary.state is not None
    rebuys = summary.state.bought_in // buy_in(rules) - summary.players
    decisions = summary.commands - summary.players - rebuys - summary.hands - summary.showdowns
    return Shape(summary.hands, decisions, summary.showdowns)


@dataclass(frozen=True, slots=True)
class EngineJob:
    """A timed engine run and the shapes of the hands its repeats played (all the same)."""

    job: Job
    shapes: list[Shape]


def our_job(betting: str, hands: int, seed: int) -> EngineJob:
    """One ``simulate`` call playing ``hands`` hands, table setup included: hands."""
    rules = our_rules(betting)
    shapes: list[Shape] = []

    def run() -> None:
        summary = simulate(rules, players=PLAYERS, hands=hands, seed=seed, churn=0.0)
        shapes.append(our_shape(rules, summary))

    def warmup() -> None:
        simulate(rules, players=PLAYERS, hands=min(hands, 50), seed=seed + 1, churn=0.0)

    return EngineJob(Job(run, hands, warmup), shapes)


# --- PokerKit --------------------------------------------------------------------------------


def pokerkit_hand(rng: random.Random, mode: pk.Mode = pk.Mode.CASH_GAME) -> tuple[int, int]:
    """Play one complete PokerKit hand of random legal actions; (decisions, folds).

    The deck is shuffled by PokerKit itself with the ``random`` module's global generator,
    which the caller seeds.
    """
    state = pk.State(
        _AUTOMATIONS,
        pk.Deck.STANDARD,
        (pk.StandardHighHand,),
        _STREETS,
        pk.BettingStructure.FIXED_LIMIT,
        True,  # ante trimming: every ante is the same, so it changes nothing
        _ANTE,
        0,  # no blinds
        0,  # no bring-in
        (_STACK,) * PLAYERS,
        PLAYERS,
        mode=mode,
    )
    decisions = folds = 0
    while state.status:
        if state.can_stand_pat_or_discard():
            discarder = state.stand_patter_or_discarder_index
            assert discarder is not None
            hole = state.hole_cards[discarder]
            state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, _MOST_DRAWN)))
            decisions += 1
            continue
        if state.can_deal_hole():  # not reached with HOLE_DEALING automated; kept for safety
            state.deal_hole()
            continue
        kinds = []
        if state.can_fold():
            kinds.append("fold")
        if state.can_check_or_call():
            kinds.append("check-or-call")
        if state.can_complete_bet_or_raise_to():
            kinds.append("bet-or-raise")
        kind = rng.choice(kinds)
        decisions += 1
        if kind == "fold":
            state.fold()
            folds += 1
        elif kind == "check-or-call":
            state.check_or_call()
        else:
            state.complete_bet_or_raise_to()  # fixed limit: the one legal amount
    return decisions, folds


def pokerkit_hands(hands: int, seed: int, mode: pk.Mode = pk.Mode.CASH_GAME) -> Shape:
    """Play ``hands`` PokerKit hands from ``seed`` and say what they looked like."""
    random.seed(seed)  # PokerKit's own shuffle
    rng = random.Random(seed)
    decisions = showdowns = 0
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=_FREE_FOLD_WARNING)
        for _ in range(hands):
            made, folds = pokerkit_hand(rng, mode)
            decisions += made
            showdowns += folds < PLAYERS - 1
    return Shape(hands, decisions, showdowns)


def pokerkit_job(hands: int, seed: int, mode: pk.Mode = pk.Mode.CASH_GAME) -> EngineJob:
    """PokerKit playing ``hands`` random fixed-limit draw hands in ``mode``: hands."""
    shapes: list[Shape] = []
    return EngineJob(
        Job(
            lambda: shapes.append(pokerkit_hands(hands, seed, mode)),
            hands,
            lambda: pokerkit_hands(min(hands, 50), seed + 1, mode),
        ),
        shapes,
    )
