"""Properties of Sej's engine over random legal play (hypothesis chooses the rules and the
seed): points are never negative and are the fold of the contests won, a game ends exactly
once, money is conserved, the state is the fold of its events, and a command is accepted
exactly when the engine offers it."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from casino.equipment import dice, wands
from casino.games.sej.engine import GAME, SEATING, evolve, execute, new_table
from casino.games.sej.player import next_command
from casino.games.sej.rules import SejRules
from casino.games.sej.types import (
    AnswerOffer,
    CollectTimeCharge,
    ContestWon,
    DeclineHand,
    GameEnded,
    GameStarted,
    OfferOption,
    PlayHand,
    RollDice,
    SejState,
    StartGame,
    ThrowWands,
)
from casino.games.spec import RuleViolation
from casino.games.table import offered

RULES = st.builds(
    SejRules,
    players=st.sampled_from((2, 3, 4)),
    target=st.sampled_from((20, 50, 100)),
    win_check=st.sampled_from(("immediate", "end-of-hand")),
    settle=st.sampled_from(("flat", "margin")),
    revenue=st.sampled_from(("time", "per-deal")),
    dice=st.sampled_from(("live", "electronic")),
)


def candidates(state: SejState, rng: random.Random) -> list[Any]:
    """Commands of every kind, from every seat, legal or not."""
    seats = range(len(state.seats) + 2)
    found: list[Any] = [StartGame(), CollectTimeCharge()]
    for seat in seats:
        found += [
            RollDice(seat, dice.roll(rng)),
            RollDice(seat),
            ThrowWands(seat, wands.throw(rng)),
            DeclineHand(seat),
            PlayHand(seat),
            OfferOption(seat),
            AnswerOffer(seat, rng.random() < 0.5),
        ]
    return found


def offers(state: SejState, command: Any) -> bool:
    """Whether ``legal`` offers ``command`` and it brings what it must: a roll its dice, a time
    charge its time (``decide`` refuses it exactly when not)."""
    brings = not isinstance(command, RollDice) or command.roll is not None
    return brings and offered(GAME.legal(state), command) and SEATING.brought(state, command)


@settings(max_examples=40, deadline=None)
@given(rules=RULES, seed=st.integers(0, 2**32))
def test_random_play_keeps_every_invariant(rules: SejRules, seed: int) -> None:
    rng = random.Random(seed)
    state = new_table(rules)
    folded = state
    games = ended = 0
    points: dict[int, int] = {}
    for _step in range(600):
        command = next_command(state, rng)
        assert offered(GAME.legal(state), command), command
        state, events = execute(state, command)
        for event in events:
            folded = evolve(folded, event)
            if isinstance(event, GameStarted):
                games += 1
                points = dict.fromkeys(event.players, 0)
            elif isinstance(event, ContestWon):
                assert event.score >= 0
                points[event.seat] = event.score
            elif isinstance(event, GameEnded):
                ended += 1
                assert dict(event.scores) == points
                assert set(event.winners).isdisjoint(event.losers)
                assert set(event.winners) | set(event.losers) == set(points)
        assert folded == state
        assert state.conserved
        assert ended in (games, games - 1)  # a game ends once, or is still in play
        if state.game is not None:
            assert all(score >= 0 for score in state.game.scores)
    assert games >= 1


@settings(max_examples=25, deadline=None)
@given(rules=RULES, seed=st.integers(0, 2**32))
def test_a_command_is_accepted_exactly_when_it_is_offered(rules: SejRules, seed: int) -> None:
    rng = random.Random(seed)
    state = new_table(rules)
    for _step in range(150):
        for command in candidates(state, rng):
            legal = offers(state, command)
            try:
                execute(state, command)
                accepted = True
            except RuleViolation:
                accepted = False
            assert accepted == legal, (command, legal)
        state, _events = execute(state, next_command(state, rng))
