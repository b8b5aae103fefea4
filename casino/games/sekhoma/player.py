"""Plays Sekhoma hands of random legal commands through the engine and keeps the score.

Every command is drawn from what ``legal_commands`` offers (uniformly by kind, then a random
amount in the offered range), so a run exercises every path the rules allow: side pots,
short all-ins, raise caps, folds at every turn. Busted players buy in again; now and then a
player leaves and another sits down, so joining and leaving are played too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from casino.equipment.sekhoma_pack import DECK, shuffled_deck
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer, random_player_name
from casino.games.sekhoma.engine import execute, legal_commands
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    SEATS,
    AllIn,
    Bet,
    Call,
    Check,
    Command,
    Event,
    Exchange,
    Fold,
    HandEnded,
    PotAwarded,
    Raise,
    SekhomaState,
    Showdown,
    StartHand,
)
from casino.games.spec import Option

_SIMPLE: dict[str, type[Fold | Check | Call | AllIn]] = {
    "fold": Fold,
    "check": Check,
    "call": Call,
    "all-in": AllIn,
}


def random_command(state: SekhomaState, rng: random.Random) -> Command:
    """A random command among those the rules allow in a hand (not seating, not voids)."""
    hand = state.hand
    assert hand is not None, "random_command plays inside a hand"
    options = [o for o in legal_commands(state) if o.kind != "void"]
    option = rng.choice(options)
    return command_for(state, option, rng)


def command_for(state: SekhomaState, option: Option, rng: random.Random) -> Command:
    """A concrete command that ``option`` admits, amounts and cards drawn from ``rng``."""
    hand = state.hand
    assert hand is not None
    kind, seat = option.kind, option.seat
    if kind in _SIMPLE:
        assert seat is not None
        return _SIMPLE[kind](seat)
    if kind in ("bet", "raise"):
        assert seat is not None and option.high is not None
        amount = rng.randint(option.low, option.high)
        return Bet(seat, amount) if kind == "bet" else Raise(seat, amount)
    if kind == "exchange":
        assert seat is not None and option.high is not None
        count = rng.randint(option.low, option.high)
        if state.rules.cards != "shoe":
            return Exchange(seat, count)
        cards = hand.contender(seat).cards
        assert cards is not None
        discards = tuple(rng.sample(cards, count))
        return Exchange(seat, discards=discards, shoe=shuffled_deck(rng, hand.out))
    if kind == "showdown":
        if state.rules.cards == "shoe":
            return Showdown()
        deck = list(DECK)
        rng.shuffle(deck)
        live = [c.seat for c in hand.live]
        return Showdown(tuple((s, tuple(deck[6 * i : 6 * i + 6])) for i, s in enumerate(live)))
    raise ValueError(f"no random command for option {option}")


@dataclass
class Summary:
    """What a simulation run played, and whether every chip is accounted for."""

    players: int
    hands: int = 0
    pots: int = 0
    side_pots: int = 0
    split_pots: int = 0
    won_by_folds: int = 0
    showdowns: int = 0
    largest_pot: int = 0
    events: int = 0
    commands: int = 0
    state: SekhomaState | None = field(default=None, repr=False)

    def record(self, events: tuple[Event, ...]) -> None:
        self.events += len(events)
        if type(events[-1]) is not HandEnded:
            return  # pots are awarded only by the command that ends a hand
        self.hands += 1
        awards = [e for e in events if type(e) is PotAwarded]
        for award in awards:
            self.pots += 1
            self.side_pots += award.pot > 0
            self.split_pots += len(award.shares) > 1
            self.largest_pot = max(self.largest_pot, award.amount)
        if awards[0].uncontested:
            self.won_by_folds += 1
        else:
            self.showdowns += 1


def buy_in(rules: SekhomaRules) -> int:
    """A simulated player's buy-in: fifty big bets."""
    return 50 * rules.big_bet


def simulate(
    rules: SekhomaRules, players: int, hands: int, seed: int, *, churn: float = 0.02
) -> Summary:
    """Play ``hands`` hands at a table of ``players`` and return what happened."""
    if not 2 <= players <= len(SEATS):
        raise ValueError(f"Sekhoma is played by 2 to {len(SEATS)} players, not {players}")
    rng = random.Random(seed)
    summary = Summary(players)
    state = SekhomaState(rules)
    newcomer = 0

    def run(command: Command) -> None:
        nonlocal state
        state, events = execute(state, command)
        summary.commands += 1
        summary.record(events)

    for seat in SEATS[:players]:
        newcomer += 1
        run(SeatPlayer(seat, f"Player {newcomer}", buy_in(rules)))
    while summary.hands < hands:
        if state.hand is None:
            if churn and rules.joining == "continuous" and rng.random() < churn:
                leaving = rng.choice([s for s in SEATS if state.seat(s) is not None])
                run(LeaveSeat(leaving))
                newcomer += 1
                run(SeatPlayer(leaving, f"Player {newcomer}", buy_in(rules)))
            for seat in SEATS:
                occupant = state.seat(seat)
                if occupant is not None and occupant.stack < rules.ante:
                    run(AddChips(seat, buy_in(rules)))
            run(StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None))
        else:
            run(random_command(state, rng))
    summary.state = state
    return summary


def next_command(state: SekhomaState, rng: random.Random, players: int = 4) -> Command:
    """The next command a busy table sees, one at a time, for drivers that go through the
    services (the soak, the demo casino): in a hand a random legal action; between hands,
    seat players up to ``players``, top up a stack that cannot cover the ante, now and then
    let a player leave, else deal the next hand."""
    if state.hand is not None:
        return random_command(state, rng)
    rules = state.rules
    seated = [s for s in SEATS if state.seat(s) is not None]
    empty = [s for s in SEATS if state.seat(s) is None]
    if len(seated) < players and empty and (rules.joining == "continuous" or not state.hands_dealt):
        return SeatPlayer(empty[0], random_player_name(state.seats, rng), buy_in(rules))
    for seat in seated:
        occupant = state.seat(seat)
        if occupant is not None and occupant.stack < rules.ante:
            return AddChips(seat, buy_in(rules))
    if rules.joining == "continuous" and len(seated) > 2 and rng.random() < 0.02:
        return LeaveSeat(rng.choice(seated))
    return StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None)
