"""Plays trick-game deals of random legal commands through the engine: for the demo, the
soak, ``casino simulate`` and the property tests.

Every card is drawn from what ``playable`` offers the seat to play; a leader whose round is
complete ends the trick or leads again at random, and a Ristikontra player sometimes plays in
the dark, so a run reaches every path the rules allow. At a live table the host's entry is a
random result that can happen (``Law.side_totals``), now and then one where a side took every
trick. Players short of what a deal can cost them buy more chips between deals.
"""

from __future__ import annotations

import random
from dataclasses import replace

from casino.games.seating import seating_move
from casino.games.tricks.engine import legal_commands, playable, start_problems
from casino.games.tricks.law import side_of
from casino.games.tricks.scoring import MatchScore
from casino.games.tricks.types import (
    Command,
    EndTrick,
    EnterResult,
    PlayCard,
    PlayDark,
    StartDeal,
    TrickState,
)

NAMES = ("Ana", "Boris", "Cvetko", "Dana", "Emil", "Fani")


def buy_in(state: TrickState) -> int:
    """A stack for twenty of the worst deals."""
    rules = state.rules
    worst = max(rules.exposure(state.match or MatchScore(), side) for side in (0, 1))
    return 20 * (worst * rules.stake + rules.fee_per_deal)


def next_command(state: TrickState, rng: random.Random) -> Command:
    """A random command the rules allow now (a deal brings its shoe and first dealer, a play
    the stock's cards it may draw, as the service draws them)."""
    command = _next(state, rng)
    deal = state.deal
    if (
        isinstance(command, PlayCard | PlayDark | EndTrick)
        and deal is not None
        and deal.hands is not None
        and deal.stock_left
    ):
        return replace(command, shoe=state.rules.law().pack.shuffled(rng, deal.out))
    return command


def _next(state: TrickState, rng: random.Random) -> Command:
    deal, rules = state.deal, state.rules
    if deal is None:
        move = seating_move(
            state.seats, rules.players, NAMES, buy_in(state), bool(start_problems(state))
        )
        if move is not None:
            return move
        # The time charge falls due by the clock, which a player cannot see: the demo's
        # driver collects it (``casino.services.demo.play_command``).
        law = rules.law()
        shoe = law.pack.shuffled(rng) if rules.cards == "shoe" else None
        dealer = rng.randint(1, rules.players) if state.dealer is None else None
        return StartDeal(shoe, dealer)
    if deal.hands is None:
        return random_result(state, rng)
    kinds = {option.kind for option in legal_commands(state)}
    leader = deal.deciding
    if EndTrick.KIND in kinds and leader is not None:
        if rng.random() < 0.5 or not playable(state, leader):
            return EndTrick(leader)
        return PlayCard(leader, rng.choice(playable(state, leader)))
    seat = deal.to_play
    assert seat is not None, "a shoe deal in play always has a seat to play"
    cards = playable(state, seat)
    if PlayDark.KIND in kinds and (not cards or rng.random() < 0.2):
        return PlayDark(seat)
    return PlayCard(seat, rng.choice(cards))


def random_result(state: TrickState, rng: random.Random) -> EnterResult:
    """A live deal's result that can happen, as a host would enter it."""
    rules = state.rules
    law = rules.law()
    total = law.deal_total
    if rules.ASKS_ALL_TRICKS and rng.random() < 0.1:
        return EnterResult(rng.choice((0, total)), all_tricks=True)
    possible = sorted(p for p in law.side_totals if total - p in law.side_totals)
    return EnterResult(rng.choice(possible))


def seat_side(seat: int) -> int:
    return side_of(seat)
