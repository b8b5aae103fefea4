"""Random legal Sej games through the engine, every point and chip accounted for: what
``casino simulate sej`` runs and ``bench/`` times.

After each game the tally checks that every player's points are the fold of the contests they
won (each throw's prizes contested in J-9's order, points added, a Black back to 0, never
negative), that the game ended exactly once, and
that the table's money is conserved; a game that fails any is counted, never hidden.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from casino.games.sej.engine import execute, new_table
from casino.games.sej.player import next_command
from casino.games.sej.prizes import BLACK, Prize, resolve
from casino.games.sej.rules import SejRules
from casino.games.sej.types import (
    ContestWon,
    Event,
    GameEnded,
    GameStarted,
    GameVoided,
    HandDeclined,
    HandEnded,
    SejState,
    Settled,
    StarterChosen,
    WandsThrown,
)
from casino.games.simulation import Audited, play


@dataclass
class Tally(Audited[SejState, Event]):
    """What a run played, and what did not add up."""

    games: int = 0
    hands: int = 0
    declined: int = 0
    contests: int = 0
    blacks: int = 0
    ended_by: Counter[str] = field(default_factory=Counter)
    starter_won: int = 0
    stakes_moved: int = 0
    point_errors: int = 0
    end_errors: int = 0
    _points: dict[int, int] = field(default_factory=dict, repr=False)
    _starter: int | None = field(default=None, repr=False)
    _prizes: list[Prize] = field(default_factory=list, repr=False)
    _ends: int = field(default=0, repr=False)
    """The game in play: each player's points by J-9, its starter, what its last throw put
    in contest, and how many times it ended."""

    @property
    def clean(self) -> bool:
        return not (self.point_errors or self.end_errors or self.money_errors)

    def count(self, event: Event) -> None:
        points = self._points
        match event:
            case GameStarted(players=players):
                self._points = dict.fromkeys(players, 0)
                self._starter, self._ends = None, 0
            case WandsThrown(throw=throw):
                self._prizes = list(resolve(throw))
            case ContestWon(seat=seat, prize=words, score=score):
                self.contests += 1
                prize = self._prizes.pop(0) if self._prizes else None
                if prize is None or str(prize) != words:
                    self.point_errors += 1  # contested out of J-9's order
                elif prize.kind == BLACK:
                    self.blacks += 1
                    points[seat] = 0
                else:
                    points[seat] += prize.points
                if points[seat] != score or score < 0:
                    self.point_errors += 1
            case HandEnded():
                self.hands += 1
            case HandDeclined():
                self.declined += 1
            case Settled(amount=amount):
                self.stakes_moved += amount
            case GameEnded(how=how, winners=winners, scores=scores):
                self._ends += 1
                self.games += 1
                self.ended_by[how] += 1
                if dict(scores) != points or self._ends != 1:
                    self.end_errors += 1
                self.starter_won += self._starter in winners
            case StarterChosen(seat=seat):
                self._starter = seat
            case GameVoided():
                self.end_errors += 1


def simulate(rules: SejRules, games: int, seed: int) -> Tally:
    """Play ``games`` games of random legal commands from a fresh table under ``rules``."""
    return play(Tally(), new_table(rules), execute, next_command, seed,
                lambda tally: tally.games >= games)
