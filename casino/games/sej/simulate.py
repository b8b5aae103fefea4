"""Random legal Sej games through the engine, every point and chip accounted for: what
``casino simulate sej`` runs and ``bench/`` times.

After each game the tally checks that every player's points are the fold of the contests they
won (each throw's prizes contested in J-9's order, points added, a Black back to 0, never
negative), that the game ended exactly once, and
that the table's money is conserved; a game that fails any is counted, never hidden.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from casino.games.sej.engine import execute, new_table
from casino.games.sej.player import next_command
from casino.games.sej.prizes import BLACK, Prize, resolve
from casino.games.sej.rules import SejRules
from casino.games.sej.types import (
    ContestWon,
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


@dataclass
class Tally:
    """What a run played, and what did not add up."""

    games: int = 0
    hands: int = 0
    declined: int = 0
    contests: int = 0
    blacks: int = 0
    ended_by: Counter[str] = field(default_factory=Counter)
    starter_won: int = 0
    stakes_moved: int = 0
    commands: int = 0
    events: int = 0
    point_errors: int = 0
    end_errors: int = 0
    money_errors: int = 0
    state: SejState | None = field(default=None, repr=False)

    @property
    def clean(self) -> bool:
        return not (self.point_errors or self.end_errors or self.money_errors)


def simulate(rules: SejRules, games: int, seed: int) -> Tally:
    """Play ``games`` games of random legal commands from a fresh table under ``rules``."""
    rng = random.Random(seed)
    state = new_table(rules)
    tally = Tally()
    points: dict[int, int] = {}
    starter: int | None = None
    prizes: list[Prize] = []
    ends = 0
    while tally.games < games:
        command = next_command(state, rng)
        state, events = execute(state, command)
        tally.commands += 1
        tally.events += len(events)
        for event in events:
            match event:
                case GameStarted(players=players):
                    points = dict.fromkeys(players, 0)
                    starter, ends = None, 0
                case WandsThrown(throw=throw):
                    prizes = list(resolve(throw))
                case ContestWon(seat=seat, prize=words, score=score):
                    tally.contests += 1
                    prize = prizes.pop(0) if prizes else None
                    if prize is None or str(prize) != words:
                        tally.point_errors += 1  # contested out of J-9's order
                    elif prize.kind == BLACK:
                        tally.blacks += 1
                        points[seat] = 0
                    else:
                        points[seat] += prize.points
                    if points[seat] != score or score < 0:
                        tally.point_errors += 1
                case HandEnded():
                    tally.hands += 1
                case HandDeclined():
                    tally.declined += 1
                case Settled(amount=amount):
                    tally.stakes_moved += amount
                case GameEnded(how=how, winners=winners, scores=scores):
                    ends += 1
                    tally.games += 1
                    tally.ended_by[how] += 1
                    if dict(scores) != points or ends != 1:
                        tally.end_errors += 1
                    tally.starter_won += starter in winners
                case StarterChosen(seat=seat):
                    starter = seat
                case GameVoided():
                    tally.end_errors += 1
        if not state.conserved:
            tally.money_errors += 1
    tally.state = state
    return tally
