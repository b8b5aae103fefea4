"""Plays Fiddler-Crab rounds of random legal commands through the engine.

Every command is drawn from what ``legal_commands`` offers, with random amounts in range and
random but legal cards: at a shoe table the shoe is shuffled from the given random source; at
a live table the simulator stands in for the physical cards, drawing each hand it enters from
the cards not yet entered this round. The service's soak test and the demo casino drive tables
with it.

**How a seat splits.** As a floor's players do: mostly the house way (the split the dealer's
rule makes of the same nine, which a player gets by copying the dealer or by asking the
dealer to set the hand), now and then the split that does best against the dealer's rule (a
player who knows the game) and now and then any six and three at random (a careless one), so
natural, skilled and odd splits are all played. The mix matters beyond the engine: the hold
report judges a Fiddler-Crab table's win against the exact figures for a player who splits
the house way (``math.theory``), and a simulator whose players set half their hands at random
(as this one once did) gives the house about 37 % of the handle instead of 10.5 %, which
puts the demo casino's tables above their band. With ``SKILLED`` and ``CARELESS`` at 5 % each
the house expects 10.9 % under the default rules, against the band's 10.5 % (the careless
player's 63 % and the skilled one's -35 % nearly cancel); ``tests/test_fiddler_crab_hold.py``
works the mix out exactly and plays the demo's tables against their band. A dealer-choice
dealer sets ``best-large`` (what that rule's figures assume), now and then a random split.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from casino.equipment.sekhoma_pack import Card, remaining_after, shuffled_deck
from casino.games.fiddler_crab.engine import legal_commands
from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.skill import best_pair
from casino.games.fiddler_crab.math.splits import best_large_split, split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    NINE,
    Command,
    FiddlerCrabState,
    PlaceBet,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
    WithdrawBet,
)
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer, random_player_name
from casino.games.spec import Option


def _unseen(state: FiddlerCrabState, except_seat: int | None = None) -> list[Card]:
    """The cards a live table has not entered yet this round, one entry per copy."""
    rnd = state.round
    assert rnd is not None
    entered: list[Card] = []
    for seat, split in zip(rnd.seats, rnd.splits, strict=True):
        if split is not None and seat != except_seat:
            entered.extend(split[0] + split[1])
    if rnd.dealer is not None:
        entered.extend(rnd.dealer[0] + rnd.dealer[1])
    return sorted(remaining_after(entered).elements())


SKILLED = 0.05
"""The share of hands a seat splits the way that does best against the dealer's rule."""
CARELESS = 0.05
"""The share of hands a seat (or a dealer-choice dealer) splits as six and three at random."""

Split = tuple[tuple[Card, ...], tuple[Card, ...]]


def _any_split(cards: Sequence[Card], rng: random.Random) -> Split:
    shuffled = list(cards)
    rng.shuffle(shuffled)
    return tuple(shuffled[:6]), tuple(shuffled[6:])


def player_split(rules: FiddlerCrabRules, cards: Sequence[Card], rng: random.Random) -> Split:
    """How a simulated seat splits its nine (see the module's docstring): the house way, but
    ``SKILLED`` of the time the best split against the dealer's rule and ``CARELESS`` of the
    time a random one."""
    draw = rng.random()
    if draw < CARELESS:
        return _any_split(cards, rng)
    if draw < CARELESS + SKILLED:
        return split_to_pair(cards, best_pair(rules, INDEX[vector_of_cards(cards)]))
    return dealer_split(rules, cards)  # dealer-choice: best-large, as its figures assume


def dealer_choice_split(cards: Sequence[Card], rng: random.Random) -> Split:
    """A dealer-choice dealer's split: ``best-large``, ``CARELESS`` of the time a random one."""
    return _any_split(cards, rng) if rng.random() < CARELESS else best_large_split(cards)


def command_for(state: FiddlerCrabState, option: Option, rng: random.Random) -> Command:
    """A concrete command that ``option`` admits, with amounts and cards drawn from ``rng``."""
    kind, seat = option.kind, option.seat
    rnd = state.round
    if kind == SeatPlayer.KIND:
        assert seat is not None
        return SeatPlayer(seat, random_player_name(state.seats, rng), rng.randint(20, 200) * 500)
    if kind == AddChips.KIND:
        assert seat is not None
        return AddChips(seat, rng.randint(1, 40) * 500)
    if kind == LeaveSeat.KIND:
        assert seat is not None
        return LeaveSeat(seat)
    if kind == PlaceBet.KIND:
        assert seat is not None and option.high is not None
        return PlaceBet(seat, rng.randint(option.low, option.high))
    if kind == WithdrawBet.KIND:
        assert seat is not None
        return WithdrawBet(seat)
    if kind == StartRound.KIND:
        return StartRound(shuffled_deck(rng) if state.rules.cards == "shoe" else None)
    if kind == SetHand.KIND:
        assert seat is not None and rnd is not None
        if rnd.dealt is not None:
            cards: Sequence[Card] = rnd.dealt[rnd.seats.index(seat)]
        else:
            cards = rng.sample(_unseen(state, except_seat=seat), NINE)
        large, small = player_split(state.rules, cards, rng)
        return SetHand(seat, large, small)
    if kind == SetDealerHand.KIND:
        assert rnd is not None
        if rnd.dealt is not None and rnd.dealer_shown is None:
            # A shoe table turns the dealer's nine over first, drawn as the console draws them.
            return SetDealerHand(cards=shuffled_deck(rng, rnd.out)[:NINE])
        shown = rnd.dealer_shown
        nine = shown if shown is not None else tuple(rng.sample(_unseen(state), NINE))
        if state.rules.dealer_sets == DEALER_CHOICE:
            large, small = dealer_choice_split(nine, rng)
            return SetDealerHand(large=large, small=small)
        return SetDealerHand(cards=nine)
    if kind == Settle.KIND:
        return Settle()
    raise ValueError(f"command_for does not play {kind!r}")


_PLAY_ORDER = (SetHand.KIND, SetDealerHand.KIND, Settle.KIND)


def random_command(state: FiddlerCrabState, rng: random.Random) -> Command:
    """A random legal command: in a round, the next step of it (never a void); between rounds,
    bets mostly, and now and then seating, chips, withdrawals or the start."""
    options = [o for o in legal_commands(state) if o.kind != "void"]
    if state.round is not None:
        for kind in _PLAY_ORDER:
            pending = [o for o in options if o.kind == kind]
            if kind == SetHand.KIND:
                rnd = state.round
                pending = [o for o in pending if rnd.split_of(o.seat or 0) is None]
            if pending:
                return command_for(state, rng.choice(pending), rng)
    weights = {StartRound.KIND: 4.0, PlaceBet.KIND: 3.0, SeatPlayer.KIND: 1.0}
    option = rng.choices(options, [weights.get(o.kind, 0.3) for o in options])[0]
    return command_for(state, option, rng)
