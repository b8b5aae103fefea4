"""Fiddler-Crab's projection (``casino.games.fiddler_crab.projection``): what the table screen
shows, from the state and the round's events, checked without Qt against the round as the
engine held it before it settled and against the wager lines the settlement wrote; and through
the services, a console that reads the table's recent events shows exactly what the console
that dealt the round shows."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator
from typing import Any, NamedTuple

from store_fixtures import Staff, open_table

from casino.games import game
from casino.games.capabilities import Projection
from casino.games.fiddler_crab.projection import TableProjection, project
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    BetSettled,
    DealerHandSet,
    FiddlerCrabState,
    RoundEnded,
    RoundStarted,
    VoidRound,
)
from casino.games.spec import fold
from casino.services import Services

SPEC = game("fiddler-crab")
VARIANTS = (
    FiddlerCrabRules(),
    FiddlerCrabRules(cards="shoe", seats=5, push="ride"),
    FiddlerCrabRules(dealer_sets=DEALER_CHOICE),
)
RESULT_KINDS = {"win-both": "win_both", "win-large": "win_large", "push": "push", "lose": "loss"}


class Step(NamedTuple):
    before: FiddlerCrabState
    state: FiddlerCrabState
    events: list[Any]
    decided: tuple[Any, ...]


def random_play(rules: FiddlerCrabRules, seed: int, commands: int) -> Iterator[Step]:
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


def test_a_round_in_play_shows_its_seats_splits_and_dealer() -> None:
    dealers = 0
    for seed, rules in enumerate(VARIANTS):
        rule = ""
        for step in random_play(rules, seed, 800):
            rnd, view = step.state.round, project(step.state, step.events)
            rule = next((e.rule for e in step.decided if isinstance(e, DealerHandSet)), rule)
            if rnd is None:
                assert view.round is None and all(not s.round_on for s in view.seats)
                continue
            assert view.round == rnd.number and view.settled is None
            assert [s.number for s in view.seats if s.in_round] == list(rnd.seats)
            assert view.waiting == tuple(s for s in rnd.seats if rnd.split_of(s) is None)
            for line in view.seats:
                assert line.result is None
                assert line.usable == (line.number <= rules.seats)
                if line.in_round:
                    assert line.split == rnd.split_of(line.number)
                    assert line.bet == rnd.bets[rnd.seats.index(line.number)]
            assert view.dealer.split == rnd.dealer and not view.dealer.last
            if rnd.dealer is not None:
                assert view.dealer.rule == rule == rules.dealer_sets
                dealers += 1
    assert dealers > 10


def test_a_settled_round_stays_shown_until_the_next_one_starts() -> None:
    """After the settlement the state has forgotten the round; the projection still shows it
    as the engine held it (seats, splits, dealer) with each seat's result, whose kind is the
    wager line the settlement wrote, until the next round starts."""
    settled = 0
    for seed, rules in enumerate(VARIANTS):
        held = None
        for step in random_play(rules, 30 + seed, 800):
            view = project(step.state, step.events)
            if any(isinstance(e, RoundStarted) for e in step.decided):
                held = None
            if any(isinstance(e, RoundEnded) for e in step.decided):
                held, before = step.before.round, step.before
                assert held is not None and held.dealer is not None
                lines = {
                    entry.seat: entry.kind
                    for event in step.decided if isinstance(event, BetSettled)
                    for entry in SPEC.engine.ledger(before, event) if entry.kind != "action"
                }  # fmt: skip
                results = {s.number: s.result for s in view.seats if s.result is not None}
                assert {s: RESULT_KINDS[r.result] for s, r in results.items()} == lines
                assert set(results) == set(held.seats)
                settled += 1
            if step.state.round is not None:
                continue
            if held is None:
                assert view.settled is None and all(s.result is None for s in view.seats)
                assert view.dealer.split is None
                continue
            assert view.settled == held.number and view.next_round == held.number + 1
            assert view.dealer.last and view.dealer.split == held.dealer
            assert view.dealer.rule == rules.dealer_sets
            for line in view.seats:
                assert line.in_round == (line.number in held.seats)
                assert line.split == (held.split_of(line.number) if line.in_round else None)
                assert line.bet == step.state.bets[line.number - 1]
                assert line.riding == step.state.riding[line.number - 1]
    assert settled > 20


def test_a_voided_round_shows_no_results() -> None:
    step = next(s for s in random_play(FiddlerCrabRules(), 3, 400) if s.state.round is not None)
    void = SPEC.engine.decide(step.state, VoidRound("card exposed", "Pat Pitboss"))[1]
    after = fold(SPEC.engine, step.state, void)
    view = project(after, [*step.events, *void])
    assert after.round is None and view.settled is None
    assert all(s.result is None and not s.in_round for s in view.seats)
    assert view.dealer.split is None


def test_without_the_events_a_settled_round_is_not_made_up() -> None:
    """A console that could not read the events shows the state alone: no results."""
    step = next(
        s for s in random_play(FiddlerCrabRules(), 4, 400)
        if any(isinstance(e, RoundEnded) for e in s.decided)
    )  # fmt: skip
    assert project(step.state, step.events).settled is not None
    bare = project(step.state)
    assert bare.settled is None and all(s.result is None for s in bare.seats)
    projection = SPEC.get(Projection)
    assert projection is not None
    assert projection.project(step.state, step.events) == project(step.state, step.events)


def test_a_console_that_reads_the_recent_events_shows_what_the_dealing_console_shows(
    services: Services, staff: Staff
) -> None:
    """The dealing console keeps the events its commands wrote; a second console (its own
    services, as another machine) reads the state and ``recent_events`` at every step: both
    project the same, the settled round's results included."""
    table_id = open_table(services, staff, "fiddler-crab", FiddlerCrabRules(cards="shoe"))
    other = Services(services.db)
    rng = random.Random(5)
    kept: list[Any] = []
    shown = 0
    for _ in range(160):
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer, table_id, SPEC.demo.player(view.state, rng), uuid.uuid4().hex,
            expected_seq=view.seq,
        )  # fmt: skip
        kept += outcome.events
        mine: TableProjection = project(outcome.state, kept)
        seq, recent = other.tables.recent_events(table_id)
        assert seq == outcome.seq
        assert project(other.tables.view(table_id).state, recent) == mine
        shown += mine.settled is not None
    assert shown > 3, "no settled round to compare the results of"
