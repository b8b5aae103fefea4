"""Plays Sej games of random legal commands through the engine: for the demo, the soak,
``casino simulate sej`` and the property tests.

Each option the rules offer is taken at random (a throw showing a Black is declined a third of
the time, an offer made now and then and taken half the time), so a run reaches every path;
dice and wands come from the same RNG, as an electronic table's service draws them and as a
live host would read them. Players short of what a game can cost them buy more chips between
games.
"""

from __future__ import annotations

import random

from casino.equipment import dice, wands
from casino.games.seating import seating_move
from casino.games.sej.engine import legal_commands, start_problems
from casino.games.sej.types import (
    AnswerOffer,
    Command,
    DeclineHand,
    OfferOption,
    PlayHand,
    RollDice,
    SejState,
    StartGame,
    ThrowWands,
)

NAMES = ("Ana", "Boris", "Cvetko", "Dana")


def buy_in(state: SejState) -> int:
    """A stack for twenty of the worst games."""
    return 20 * state.rules.exposure()


def next_command(state: SejState, rng: random.Random) -> Command:
    """A random command the rules allow now, with its dice and wands."""
    rules = state.rules
    if state.game is None:
        move = seating_move(
            state.seats, rules.players, NAMES, buy_in(state), bool(start_problems(state))
        )
        if move is not None:
            return move
        return StartGame()  # the time charge is due by the clock: the demo's driver collects it
    options = {o.kind: o.seat for o in legal_commands(state)}
    seat = next(s for k, s in options.items() if k != "void")
    assert seat is not None
    if AnswerOffer.KIND in options:
        return AnswerOffer(options[AnswerOffer.KIND] or seat, rng.random() < 0.5)
    if OfferOption.KIND in options and rng.random() < 0.05:
        return OfferOption(options[OfferOption.KIND] or seat)
    if DeclineHand.KIND in options:
        decider = options[DeclineHand.KIND] or seat
        return DeclineHand(decider) if rng.random() < 1 / 3 else PlayHand(decider)
    if ThrowWands.KIND in options:
        return ThrowWands(options[ThrowWands.KIND] or seat, wands.throw(rng))
    return RollDice(options[RollDice.KIND] or seat, dice.roll(rng))
