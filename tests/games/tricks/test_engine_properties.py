"""Properties of the trick-game engine over every game, player count and house-rule switch,
with random legal play (the engine's own random player, ``casino.games.tricks.player``).

After every command: chips are conserved and no stack is negative; the state ``execute``
returns is the fold of its events; a command is accepted exactly when it is offered (every
offered command, and a spread of illegal ones: every card of every hand to every seat, play in
the dark, ending a trick, results out of range), and a refused command changes nothing. After
every deal played at a shoe table: every card of the pack was played exactly once, the
tricks' points add up to the deal's total, and a deal of one-round tricks is 13 of them (R-9).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from casino.games import game
from casino.games.spec import RuleViolation
from casino.games.table import offered
from casino.games.tricks.engine import (
    SEATING,
    evolve,
    execute,
    legal_commands,
    playable,
    result_refusal,
)
from casino.games.tricks.player import next_command
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    CardPlayed,
    Command,
    DealScored,
    DealStarted,
    EndTrick,
    EnterResult,
    PlayCard,
    PlayDark,
    TrickState,
    TrickWon,
)

SWITCHES: dict[str, dict[str, tuple[object, ...]]] = {
    "sedma": {"players": (4, 2), "continue_with": ("capture", "any")},
    "ristikontra": {
        "max_same_rank_leads": (3, 2),
        "settle": ("per-point", "per-match"),
        "target": (7, 2),
    },
    "hola": {
        "players": (4, 2, 6),
        "wilds": ("2s-and-7s", "7s"),
        "fight_with": ("any", "capture"),
        "settle": ("per-match", "per-ten"),
    },
}
COMMON: dict[str, tuple[object, ...]] = {"cards": ("shoe", "live"), "revenue": ("time", "per-deal")}


@st.composite
def tables(draw: st.DrawFn, name: str) -> TrickRules:
    rules_type = game(name).rules_type
    chosen = {
        key: draw(st.sampled_from(values)) for key, values in {**SWITCHES[name], **COMMON}.items()
    }
    rules = rules_type(**chosen)
    assert isinstance(rules, TrickRules)
    return rules


def candidates(state: TrickState) -> list[Command]:
    """Offered commands and illegal ones beside them."""
    found: list[Command] = []
    deal = state.deal
    players = state.rules.players
    if deal is not None and deal.hands is not None:
        for seat in range(1, players + 1):
            found += [PlayCard(seat, card) for card in dict.fromkeys(deal.hand(seat))]
            found += [PlayDark(seat), EndTrick(seat)]
        unseen = list(state.rules.law().pack.deck)
        for held in deal.out:
            unseen.remove(held)
        if unseen:
            found.append(PlayCard(1, unseen[0]))  # a card nobody holds
    if deal is not None and deal.hands is None:
        total = state.rules.law().deal_total
        found += [
            EnterResult(p, flag)
            for p in (-10, 0, 1, 5, 10, 45, 60, 119, total, total + 10)
            for flag in (False, True)
        ]
    return filled(state, found)


def filled(state: TrickState, found: list[Command]) -> list[Command]:
    """Each command with the draw a play brings, as the service draws it: one draw for the
    state, which every play offered here brings (the draw is the same whichever card is
    played; drawing it afresh for each of twenty plays made this test three times slower)."""
    fill, rng = game(state.rules.GAME).equipment.fill_random, random.Random(len(found))
    drawn: list[Command] = []
    out: list[Command] = []
    for command in found:
        if isinstance(command, PlayCard | PlayDark | EndTrick):
            if not drawn:
                drawn.append(fill(state, command, rng))
            out.append(replace(command, shoe=drawn[0].shoe))  # type: ignore[attr-defined]
        else:
            out.append(fill(state, command, rng))
    return out


def offers(state: TrickState, command: Command) -> bool:
    """Whether ``legal`` offers ``command`` and its payload holds: a card the seat may play, a
    result that can happen, a time charge's time (``decide`` refuses it exactly when not)."""
    if not offered(legal_commands(state), command) or not SEATING.brought(state, command):
        return False
    if isinstance(command, PlayCard):
        return command.card in playable(state, command.seat)
    if isinstance(command, EnterResult):
        return not result_refusal(state, command)
    return True


def check(state: TrickState, command: Command) -> None:
    legal = offers(state, command)
    try:
        after, events = execute(state, command)
    except RuleViolation:
        assert not legal, f"{command} was offered but refused"
        return
    assert legal, f"{command} was accepted but not offered"
    replayed = state
    for event in events:
        replayed = evolve(replayed, event)
    assert replayed == after


@pytest.mark.parametrize("name", ["sedma", "ristikontra", "hola"])
@settings(max_examples=30, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_random_legal_play_keeps_every_card_point_and_chip(
    name: str, data: st.DataObject, seed: int
) -> None:
    rules = data.draw(tables(name))
    law = rules.law()
    rng = random.Random(seed)
    state = game(name).engine.new_table(rules)
    deals, played, points = 0, Counter[object](), 0
    while deals < 4:
        for candidate in rng.sample(candidates(state), min(6, len(candidates(state)))):
            check(state, candidate)
        command = next_command(state, rng)
        assert offers(state, command), command
        before = state
        state, events = execute(state, command)
        replayed = before
        for event in events:
            replayed = evolve(replayed, event)
        assert replayed == state
        assert state.conserved
        assert all(s is None or s.stack >= 0 for s in state.seats)
        for event in events:
            if isinstance(event, DealStarted):
                played, points = Counter(), 0
            elif isinstance(event, CardPlayed):
                played[event.card] += 1
            elif isinstance(event, TrickWon):
                points += event.points + event.bonus
            elif isinstance(event, DealScored):
                deals += 1
                if not event.entered:
                    assert played == Counter(law.pack.deck)
                    assert points == law.deal_total
                    assert sum(event.points) in (law.deal_total, rules_hola_total(rules))
                    if law.rounds == 1:  # a deal of one-round tricks is always 13
                        assert sum(event.tricks) == len(law.pack) // law.players


def rules_hola_total(rules: TrickRules) -> int:
    """A Hola scores 170 (320 with six) to the side that took every trick."""
    return int(getattr(rules, "hola_score", -1))


@pytest.mark.parametrize("name", ["sedma", "ristikontra", "hola"])
def test_a_refused_command_changes_nothing(name: str) -> None:
    rng = random.Random(7)
    state = game(name).engine.new_table(game(name).rules_type(cards="shoe"))
    for _ in range(400):
        for candidate in candidates(state):
            frozen = state
            try:
                execute(state, candidate)
            except RuleViolation:
                assert state == frozen
        state, _ = execute(state, next_command(state, rng))
