"""Plays Sekhoma hands of random legal commands through the engine and keeps the score.

Every command is drawn from what ``legal_commands`` offers (uniformly by kind, then a random
amount in the offered range), so a run exercises every path the rules allow: side pots,
short all-ins, raise caps, folds at every turn. Busted players buy in again; now and then a
player leaves and another sits down, so joining and leaving are played too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from casino.equipment.sekhoma_pack import DECK, shuffled_deck
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
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
from casino.games.simulation import PotsPlayed, between_hands
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
class Summary(PotsPlayed[SekhomaState, Event]):
    """What a simulation run played, and whether every chip is accounted for."""

    players: int

    def record(self, _state: SekhomaState, events: tuple[Event, ...]) -> None:
        if type(events[-1]) is HandEnded:  # pots are awarded only by the command that ends one
            self.hand_ended([e for e in events if type(e) is PotAwarded])


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
        summary.took(state, events)

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
    the seating (``simulation.between_hands``: a table that seats players only before its
    first hand neither seats nor lets leave after it), else the deal."""
    if state.hand is not None:
        return random_command(state, rng)
    rules = state.rules
    continuous = rules.joining == "continuous"
    move = between_hands(
        state.seats,
        rng,
        players=players,
        buy_in=buy_in(rules),
        short_of=rules.ante,
        joining=continuous or not state.hands_dealt,
        leaving=continuous,
    )
    return move or StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None)
