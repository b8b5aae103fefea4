"""Random legal deals through the engine, every card, point and chip accounted for: what
``casino simulate <game>`` runs and ``bench/`` times.

After each deal the tally checks that every card of the pack was played exactly once (at a
shoe table), that the tricks' points add up to the deal's total, and that the table's money is
conserved; a deal that fails any is counted, never hidden.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from casino.games.tricks.engine import execute
from casino.games.tricks.engine import new_table as new_trick_table
from casino.games.tricks.player import next_command
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    CardPlayed,
    DealScored,
    DealStarted,
    MatchEnded,
    Settled,
    TrickState,
    TrickWon,
)


@dataclass
class Tally:
    """What a run played, and what did not add up."""

    deals: int = 0
    matches: int = 0
    tricks: int = 0
    cards: int = 0
    dark: int = 0
    continued: int = 0
    """Tricks of more than one round (a Sedma continuation, a Hola fight)."""
    all_tricks: int = 0
    """Deals where one side took every trick."""
    drawn: int = 0
    """Deals neither side won (a 60-60)."""
    stakes_moved: int = 0
    commands: int = 0
    events: int = 0
    card_errors: int = 0
    point_errors: int = 0
    money_errors: int = 0
    state: TrickState | None = field(default=None, repr=False)

    @property
    def clean(self) -> bool:
        return not (self.card_errors or self.point_errors or self.money_errors)


def simulate(rules: TrickRules, deals: int, seed: int) -> Tally:
    """Play ``deals`` deals of random legal commands from a fresh table under ``rules``."""
    rng = random.Random(seed)
    law = rules.law()
    deck = Counter(law.pack.deck)
    state = new_trick_table(rules)
    tally = Tally()
    played: Counter[object] = Counter()
    points = 0
    while tally.deals < deals:
        state, events = execute(state, next_command(state, rng))
        tally.commands += 1
        tally.events += len(events)
        for event in events:
            match event:
                case DealStarted():
                    played.clear()
                    points = 0
                case CardPlayed(card=card, dark=dark):
                    played[card] += 1
                    tally.cards += 1
                    tally.dark += dark
                case TrickWon(cards=cards, points=trick_points, bonus=bonus):
                    tally.tricks += 1
                    points += trick_points + bonus
                    if len(cards) > law.players:
                        tally.continued += 1
                case DealScored(tricks=tricks, winner=winner, entered=entered):
                    tally.deals += 1
                    tally.all_tricks += not all(tricks)
                    tally.drawn += winner is None
                    if not entered:
                        tally.card_errors += played != deck
                        tally.point_errors += points != law.deal_total
                case Settled(paid=paid):
                    tally.stakes_moved += sum(amount for _, amount in paid)
                case MatchEnded():
                    tally.matches += 1
        tally.money_errors += not state.conserved
    tally.state = state
    return tally
