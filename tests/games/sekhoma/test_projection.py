"""Sekhoma's projection (``casino.games.sekhoma.projection``): what the table screen shows,
from the state alone, checked against what the events of the hand say, without Qt."""

from __future__ import annotations

import random
from typing import Any

from casino.games import game
from casino.games.sekhoma.projection import PAST, project
from casino.games.sekhoma.rules import NO_LIMIT, SekhomaRules
from casino.games.sekhoma.types import Checked, HandStarted, PhaseStarted, Wagered


def actions_from_events(events: list[Any]) -> dict[int, str]:
    """Each seat's last action since the round began, read from the events: what a console
    that saw every event of the hand would show (the oracle)."""
    found: dict[int, str] = {}
    for event in events:
        if isinstance(event, HandStarted | PhaseStarted):
            found = {}
        elif isinstance(event, Checked):
            found[event.seat] = PAST["check"]
        elif isinstance(event, Wagered):
            found[event.seat] = PAST[event.action]
    return found


def test_the_projection_is_what_the_events_say_for_every_step_of_random_play() -> None:
    spec = game("sekhoma")
    variants = (SekhomaRules(), SekhomaRules(cards="shoe", betting=NO_LIMIT))
    checked_pots = 0
    for seed, rules in enumerate(variants):
        rng = random.Random(seed)
        state, events = spec.new_table(rules), []
        for _ in range(1500):
            command = spec.fill_random(state, spec.player(state, rng), rng)
            for event in spec.decide(state, command):
                state = spec.evolve(state, event)
                events.append(event)
            view = project(state)  # after each command, as a screen draws it
            hand = state.hand
            if hand is None:
                assert view.pots is None and view.actions == {}
                continue
            live = {c.seat: c for c in hand.contenders if not c.folded}
            expected = {s: a for s, a in actions_from_events(events).items() if s in live}
            assert {s: a for s, a in view.actions.items() if s in live} == expected
            assert view.pots is not None
            in_pots = sum(line.amount for line in view.pots.lines) + view.pots.betting
            back = view.pots.unmatched[1] if view.pots.unmatched else 0
            assert in_pots + back == sum(c.committed for c in hand.contenders)
            assert all(set(line.seats) <= set(live) for line in view.pots.lines)
            checked_pots += len(view.pots.lines) > 1
    assert checked_pots, "random play made no side pot to check"


def test_two_consoles_show_the_same_actions() -> None:
    """One console that saw the hand and one that opened it later fold the same stream, so
    the projection (a function of the state) is the same: no remembered actions."""
    spec = game("sekhoma")
    rng = random.Random(3)
    state = spec.new_table(SekhomaRules())
    events: list[Any] = []
    while not any(isinstance(e, Wagered) for e in events):
        for event in spec.decide(state, spec.fill_random(state, spec.player(state, rng), rng)):
            state = spec.evolve(state, event)
            events.append(event)
    later = spec.new_table(SekhomaRules())
    for event in events:
        later = spec.evolve(later, event)
    assert project(later) == project(state) and project(state).actions
    assert spec.projection is not None and spec.projection(state) == project(state)
