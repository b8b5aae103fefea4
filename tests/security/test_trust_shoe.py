"""A shoe table's cards, as a dishonest dealer or anyone at a console would try to read them
(issue 33, item 7).

Cards exist only once dealt: while a hand is in play, no undealt card is in the table's state
(``view().state``), in the outcome of the command that dealt, or in any row of the database,
at any shoe game. Each card is drawn by the service as it is dealt and carried by the event
that deals it; nothing else of the pack's order is kept (the undealt shoe sat in the state,
in the dealer's own ``Outcome`` and in ``sealed_shoes`` before).

A command id's replay is an answer like any other: it is given only to a signed-in user who
may run that table, after the sign-in is checked, never before (a retry of the start of a hand
with no sign-in at all returned the start's outcome).
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import pytest
from sqlalchemy import func, select
from store_fixtures import Staff, new_id, open_table

from casino.equipment.french_pack import FrenchCard
from casino.equipment.sekhoma_pack import Card
from casino.games import game, games
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.services.errors import AuthError, PermissionDenied
from casino.services.users.auth import Actor
from casino.store import models as m
from casino.store.stream import from_data


def _started(services: Services, staff: Staff) -> tuple[int, str]:
    """A shoe table with a hand in play, and the id of the command that started it."""
    table = open_table(services, staff, "sekhoma", SekhomaRules(cards="shoe"))
    for seat, name in ((1, "Ann"), (2, "Bo")):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, name, 10_000), new_id())
    start = new_id()
    services.tables.submit(staff.dealer, table, StartHand(), start)
    return table, start


@pytest.mark.postgres  # the replay's order of checks is the service's, on either database
def test_a_command_ids_replay_is_answered_only_after_the_sign_in(
    services: Services, staff: Staff
) -> None:
    table, start = _started(services, staff)
    nobody = Actor(staff.dealer.user_id, staff.dealer.name, "dealer", "not-a-token")
    with pytest.raises(AuthError, match="is not signed in"):
        services.tables.submit(nobody, table, StartHand(), start)
    blank = Actor(staff.dealer.user_id, staff.dealer.name, "dealer", "")
    with pytest.raises(AuthError, match="is not signed in"):
        services.tables.submit(blank, table, StartHand(), start)

    # A sign-in that has ended is refused as well, and says why.
    dealer2 = services.auth.login("Sam Dealer", "2000", "second console")
    services.auth.logout(dealer2)
    with pytest.raises(AuthError, match="has ended"):
        services.tables.submit(dealer2, table, StartHand(), start)

    # A signed-in user who may not run a table gets no answer from its commands either.
    services.auth.add_user("Abe Accountant", "accounting", "482913", by=staff.admin)
    abe = services.auth.login("Abe Accountant", "482913", "test")
    with pytest.raises(PermissionDenied, match="run a table"):
        services.tables.submit(abe, table, StartHand(), start)

    # The dealer's own retry is still the first outcome, acting no more.
    again = services.tables.submit(staff.dealer, table, StartHand(), start)
    assert again.repeated
    assert services.tables.view(table).seq == again.seq


def _deals_from_a_shoe(name: str) -> bool:
    spec = game(name)
    try:
        return spec.equipment.sealed_by_shoe(spec.rules_type(cards="shoe"))
    except (TypeError, ValueError):  # a game of dice and wands has no cards to deal
        return False


SHOE_GAMES = sorted(name for name in games() if _deals_from_a_shoe(name))
"""Every game that deals from a shoe at a table whose rules say ``cards = "shoe"``."""


def _cards(found: Any) -> list[tuple[Any, ...]]:
    """Every run of cards held anywhere in ``found`` (a state, an event, an outcome): each
    tuple whose items are all cards, through dataclasses, tuples and mappings."""
    runs: list[tuple[Any, ...]] = []
    if isinstance(found, Card | FrenchCard):
        runs.append((found,))
    elif dataclasses.is_dataclass(found) and not isinstance(found, type):
        for item in dataclasses.fields(found):
            runs += _cards(getattr(found, item.name))
    elif isinstance(found, tuple | list):
        if found and all(isinstance(item, Card | FrenchCard) for item in found):
            runs.append(tuple(found))
        else:
            for item in found:
                runs += _cards(item)
    elif isinstance(found, dict):
        for item in found.values():
            runs += _cards(item)
    return runs


def _undealt(found: Any, dealt: Counter[Any]) -> list[tuple[Any, ...]]:
    """The runs of cards in ``found`` that hold a card the hand has not dealt."""
    return [run for run in _cards(found) if Counter(run) - dealt]


@pytest.mark.parametrize("name", SHOE_GAMES)  # on SQLite: what a game deals is no database's
def test_no_undealt_card_is_held_while_a_shoe_hand_is_in_play(
    name: str, services: Services, staff: Staff
) -> None:
    spec = game(name)
    table = open_table(services, staff, name, spec.rules_type(cards="shoe"))
    rng = random.Random(33)
    checked = 0
    for _ in range(400):
        view = services.tables.view(table)
        if spec.engine.phase(view.state).hands_dealt >= 2 and spec.between(view.state):
            break
        command = spec.demo.player(view.state, rng)
        outcome = services.tables.submit(
            staff.dealer, table, command, new_id(), expected_seq=view.seq
        )
        after = services.tables.view(table)
        if not spec.engine.phase(after.state).in_hand:
            continue
        (line,) = [h for h in services.recall.hands(table, 1) if h.in_play]
        with services.db.read() as session:
            rows = session.scalars(
                select(m.Event).where(m.Event.table_id == table).order_by(m.Event.seq)
            ).all()
            shoes = session.scalar(
                select(func.count()).select_from(m.SealedShoe).where(m.SealedShoe.table_id == table)
            )
            commands = session.scalars(select(m.Command.data).where(m.Command.table_id == table))
            stored = [json.loads(data) for data in commands]
        # What the hand has shown so far: every card its stored events carry, counted in
        # each event (a bound above what it dealt: a card shown again, in a split or at the
        # showdown, counts again), so a card beyond it was never dealt.
        dealt: Counter[Any] = Counter()
        for row in rows:
            if row.seq >= line.first_seq:
                event = from_data(spec, json.loads(row.data))
                dealt += Counter(card for run in _cards(event) for card in run)
        assert not _undealt(after.state, dealt), f"{name}: the state holds undealt cards"
        assert not _undealt(outcome.state, dealt), f"{name}: the outcome's state does"
        assert not _undealt(outcome.events, dealt), f"{name}: the outcome's events do"
        assert shoes == 0, f"{name}: sealed_shoes holds the hand's order"
        assert all(not data.get("shoe") for data in stored), f"{name}: a command row does"
        checked += 1
    assert checked >= 2, f"{name}: no hand was in play to look at"
