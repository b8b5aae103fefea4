"""Sekhoma's projection (``casino.games.sekhoma.projection``): what the table screen shows,
from the state and the hand's events, checked without Qt against what the engine decides and
what the stacks say; and through the services, a second console that reads the table's recent
events shows exactly what the console that dealt the hand shows."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator
from typing import Any, NamedTuple

from store_fixtures import Staff, open_table

from casino.games import game
from casino.games.capabilities import Projection
from casino.games.sekhoma.projection import PAST, TableProjection, hand_events, project
from casino.games.sekhoma.rules import NO_LIMIT, SekhomaRules
from casino.games.sekhoma.types import (
    AntePosted,
    BetReturned,
    Call,
    Checked,
    HandEnded,
    HandStarted,
    Phase,
    PhaseStarted,
    SekhomaState,
    VoidHand,
    Wagered,
)
from casino.games.spec import fold
from casino.services import Services

SPEC = game("sekhoma")


class Step(NamedTuple):
    before: SekhomaState
    state: SekhomaState
    events: list[Any]
    decided: tuple[Any, ...]

TURN_KINDS = {"check", "call", "bet", "raise", "all-in", "fold", "exchange"}
"""What a seat does in its turn (the rest are the table's: seating, a start, a showdown)."""
VARIANTS = (SekhomaRules(), SekhomaRules(cards="shoe", betting=NO_LIMIT))


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


def stacks(state: SekhomaState) -> dict[int, int]:
    return {n: s.stack for n, s in enumerate(state.seats, start=1) if s is not None}


def random_play(rules: SekhomaRules, seed: int, commands: int) -> Iterator[Step]:
    """Each command of random play: the state before and after it, every event so far and
    the command's own."""
    rng = random.Random(seed)
    state, events = SPEC.engine.new_table(rules), []
    for _ in range(commands):
        before = state
        command = SPEC.equipment.fill_random(state, SPEC.demo.player(state, rng), rng)
        decided = SPEC.engine.decide(state, command)[1]
        state = fold(SPEC.engine, state, decided)
        events += decided
        yield Step(before, state, events, decided)


def test_actions_and_pots_are_what_the_events_say_at_every_step() -> None:
    side_pots = 0
    for seed, rules in enumerate(VARIANTS):
        for _before, state, events, _decided in random_play(rules, seed, 1500):
            view = project(state, events)  # after each command, as a screen draws it
            hand = state.hand
            if hand is None:
                assert view.pots is None and view.actions == {} and view.turn is None
                continue
            live = {c.seat: c for c in hand.contenders if not c.folded}
            expected = {s: a for s, a in actions_from_events(events).items() if s in live}
            assert {s: a for s, a in view.actions.items() if s in live} == expected
            assert view.pots is not None
            in_pots = sum(line.amount for line in view.pots.lines) + view.pots.betting
            back = view.pots.unmatched[1] if view.pots.unmatched else 0
            assert in_pots + back == sum(c.committed for c in hand.contenders)
            assert all(set(line.seats) <= set(live) for line in view.pots.lines)
            side_pots += len(view.pots.lines) > 1
            for line in view.seats:
                contender = live.get(line.seat)
                assert line.in_hand == (contender.committed if contender else line.in_hand)
    assert side_pots, "random play made no side pot to check"


def test_the_turn_says_who_acts_and_what_a_call_costs_as_the_engine_decides_it() -> None:
    calls = short = 0
    for seed, rules in enumerate(VARIANTS):
        for _before, state, _events, _decided in random_play(rules, 10 + seed, 1500):
            view = project(state)
            seats = {o.seat for o in SPEC.engine.legal(state) if o.kind in TURN_KINDS}
            if view.turn is None or view.turn.seat is None:
                assert not seats
                continue
            assert seats == {view.turn.seat}
            # the seat to act is styled so, unless it is all in (it still exchanges)
            shown = {s.seat: s.state for s in view.seats if s.state in ("acting", "all-in")}
            assert shown[view.turn.seat] == "acting" or view.turn.doing == "exchange"
            assert [s for s, word in shown.items() if word == "acting"] in ([], [view.turn.seat])
            if any(o.kind == Call.KIND for o in SPEC.engine.legal(state)):
                (wagered,) = [e for e in SPEC.engine.decide(state, Call(view.turn.seat))[1]
                              if isinstance(e, Wagered)]  # fmt: skip
                assert view.turn.owed == wagered.amount
                assert view.turn.all_in == wagered.all_in
                calls += 1
                short += wagered.all_in
    assert calls and short, "random play made no call (or no short call) to check"


def test_the_last_hand_is_what_the_stacks_say() -> None:
    """When a hand ends, each seat's take is what its stack gained beyond what it staked and
    got back; the takes and the rake are every chip staked and not returned."""
    ended = 0
    for seed, rules in enumerate(VARIANTS):
        at_start: dict[int, int] = {}
        for before, state, events, decided in random_play(rules, 20 + seed, 1500):
            if any(isinstance(e, HandStarted) for e in decided):
                at_start = stacks(before)
            view = project(state, events)
            if state.hand is not None or state.hands_dealt == 0:
                assert view.last_hand is None
                continue
            last = view.last_hand
            assert last is not None and last.number == state.hands_dealt and not last.voided
            if not any(isinstance(e, HandEnded) for e in decided):
                continue  # between hands, still the last one's result
            staked = dict.fromkeys(at_start, 0)
            for event in hand_events(events):
                if isinstance(event, AntePosted | Wagered):
                    staked[event.seat] += event.amount
                elif isinstance(event, BetReturned):
                    staked[event.seat] -= event.amount
            takes = {t.seat: t.amount for t in last.takes}
            gained = {s: stack - at_start[s] for s, stack in stacks(state).items()}
            assert gained == {s: takes.get(s, 0) - staked[s] for s in at_start}
            assert sum(takes.values()) + last.rake == sum(staked.values())
            ended += 1
    assert ended > 20


def test_a_voided_hand_is_shown_voided() -> None:
    found = next(
        step
        for step in random_play(SekhomaRules(), 5, 400)
        if step.state.hand is not None and step.state.hand.phase != Phase.SHOWDOWN
    )
    state, events = found.state, found.events
    assert state.hand is not None
    number = state.hand.number
    void = SPEC.engine.decide(state, VoidHand("card exposed", "Pat Pitboss"))[1]
    last = project(fold(SPEC.engine, state, void), [*events, *void]).last_hand
    assert last is not None and last.voided and last.number == number
    assert last.takes == () and last.rake == 0


def test_two_consoles_show_the_same_actions() -> None:
    """One console that saw the hand and one that opened it later fold the same stream, so
    the projection (a function of the state and the hand's events) is the same."""
    rng = random.Random(3)
    state = SPEC.engine.new_table(SekhomaRules())
    events: list[Any] = []
    while not any(isinstance(e, Wagered) for e in events):
        command = SPEC.equipment.fill_random(state, SPEC.demo.player(state, rng), rng)
        for event in SPEC.engine.decide(state, command)[1]:
            state = SPEC.engine.evolve(state, event)
            events.append(event)
    later = fold(SPEC.engine, SPEC.engine.new_table(SekhomaRules()), events)
    assert project(later, hand_events(events)) == project(state, events)
    assert project(state, events).actions
    projection = SPEC.get(Projection)
    assert projection is not None and projection.project(state, events) == project(state, events)


def test_a_console_that_reads_the_recent_events_shows_what_the_dealing_console_shows(
    services: Services, staff: Staff
) -> None:
    """The dealing console keeps the events its commands wrote; a second console (its own
    services, as another machine) reads the state and ``recent_events`` at every step: both
    project the same, the last hand's result between hands included."""
    table_id = open_table(services, staff, "sekhoma", SekhomaRules())
    other = Services(services.db)
    rng = random.Random(11)
    kept: list[Any] = []
    between = 0
    for _ in range(240):
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer, table_id, SPEC.demo.player(view.state, rng), uuid.uuid4().hex,
            expected_seq=view.seq,
        )  # fmt: skip
        kept += outcome.events
        mine: TableProjection = project(outcome.state, kept)
        seq, recent = other.tables.recent_events(table_id)
        assert seq == outcome.seq
        theirs = project(other.tables.view(table_id).state, recent)
        assert theirs == mine
        if mine.last_hand is not None:
            between += 1
            assert mine.last_hand.takes or mine.last_hand.voided
    assert between > 3, "no hand ended to compare the last result of"
