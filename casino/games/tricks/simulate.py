"""Random legal deals through the engine, every card, point and chip accounted for: what
``casino simulate <game>`` runs and ``bench/`` times.

After each deal the tally checks that every card of the pack was played exactly once (at a
shoe table), that the tricks' points add up to the deal's total, and that the table's money is
conserved; a deal that fails any is counted, never hidden.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from casino.games.simulation import Audited, play
from casino.games.tricks.engine import execute
from casino.games.tricks.engine import new_table as new_trick_table
from casino.games.tricks.law import Law
from casino.games.tricks.player import next_command
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    CardPlayed,
    DealScored,
    DealStarted,
    Event,
    MatchEnded,
    Settled,
    TrickState,
    TrickWon,
)


@dataclass
class Tally(Audited[TrickState, Event]):
    """What a run played, and what did not add up."""

    law: Law
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
    card_errors: int = 0
    point_errors: int = 0
    _played: Counter[object] = field(default_factory=Counter, repr=False)
    _points: int = field(default=0, repr=False)
    """The deal in play: the cards played, and the points its tricks took."""
    _deck: Counter[object] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._deck = Counter(self.law.pack.deck)

    def count(self, event: Event) -> None:
        law = self.law
        match event:
            case DealStarted():
                self._played.clear()
                self._points = 0
            case CardPlayed(card=card, dark=dark):
                self._played[card] += 1
                self.cards += 1
                self.dark += dark
            case TrickWon(cards=cards, points=trick_points, bonus=bonus):
                self.tricks += 1
                self._points += trick_points + bonus
                if len(cards) > law.players:
                    self.continued += 1
            case DealScored(tricks=tricks, winner=winner, entered=entered):
                self.deals += 1
                self.all_tricks += not all(tricks)
                self.drawn += winner is None
                if not entered:
                    self.card_errors += self._played != self._deck
                    self.point_errors += self._points != law.deal_total
            case Settled(paid=paid):
                self.stakes_moved += sum(amount for _, amount in paid)
            case MatchEnded():
                self.matches += 1


def simulate(rules: TrickRules, deals: int, seed: int) -> Tally:
    """Play ``deals`` deals of random legal commands from a fresh table under ``rules``."""
    return play(Tally(rules.law()), new_trick_table(rules), execute, next_command, seed,
                lambda tally: tally.deals >= deals)
