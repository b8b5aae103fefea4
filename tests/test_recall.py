"""The game recall, on SQLite: hands played through the services are replayed
from the stream, and what the recall says is checked against the record (the events, the
wager rows, the hands and voids) and against the table's own fold.
"""

from __future__ import annotations

import json
import random
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select
from store_fixtures import Staff, open_table

from casino.equipment.sekhoma_pack import format_cards
from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import RoundStarted
from casino.games.narrative import players_of
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import HandStarted
from casino.services import Services
from casino.services.demo import play_command
from casino.services.errors import NotFound
from casino.services.tables.recall import IN_PLAY, Recall
from casino.services.users.auth import Actor
from casino.store import models as m
from casino.store.stream import Folded, from_data, load_since, shoes, unseal

SEKHOMA, FIDDLER_CRAB = "sekhoma", "fiddler-crab"
GAMES = [(SEKHOMA, "live"), (SEKHOMA, "shoe"), (FIDDLER_CRAB, "live"), (FIDDLER_CRAB, "shoe")]


def rules_for(game: str, cards: str) -> Any:
    return SekhomaRules(cards=cards) if game == SEKHOMA else FiddlerCrabRules(seats=3, cards=cards)


def play_until(
    services: Services, actor: Actor, table: int, rng: random.Random, done: Callable[[Any], bool]
) -> None:
    for _ in range(600):
        if done(services.tables.view(table).state):
            return
        play_command(services, actor, table, rng)
    raise AssertionError("play did not reach the goal")


def in_hand(table_game: str) -> Callable[[Any], bool]:
    engine = game_named(table_game).engine
    return lambda state: engine.phase(state).in_hand


def played(state: Any) -> int:
    return state.hands_played if hasattr(state, "hands_played") else state.rounds_played


def play_hands(services: Services, actor: Actor, table: int, seed: int, hands: int) -> None:
    rng = random.Random(seed)
    game = game_named(services.tables.view(table).game)
    target = played(services.tables.view(table).state) + hands
    engine = game.engine
    play_until(
        services, actor, table, rng, lambda s: played(s) >= target and not engine.phase(s).in_hand
    )


def folded_to(services: Services, table: int, seq: int) -> Any:
    """The table's state after event ``seq``, folded straight from the stored stream."""
    with services.db.read() as session:
        game = session.scalar(select(m.CasinoTable.game).where(m.CasinoTable.id == table))
        assert game is not None
        folded = Folded(game_named(game))
        sealed = shoes(session, table)
        for row in load_since(session, table, 0):
            if row.seq > seq:
                break
            event = from_data(folded.game, unseal(row, json.loads(row.data), sealed))
            folded.apply(row.seq, event, row.at, row.hash)
    return folded.state


def stored(services: Services, table: int, first: int, last: int) -> list[m.Event]:
    with services.db.read() as session:
        return list(
            session.scalars(
                select(m.Event)
                .where(m.Event.table_id == table, m.Event.seq.between(first, last))
                .order_by(m.Event.seq)
            )
        )


def wager_rows(services: Services, table: int, number: int) -> Counter[tuple[Any, ...]]:
    with services.db.read() as session:
        rows = session.scalars(
            select(m.Wager).where(m.Wager.table_id == table, m.Wager.hand_number == number)
        ).all()
    return Counter((w.seq, w.kind, w.seat, w.player, w.amount, w.house) for w in rows)


def recalled_wagers(recall: Recall) -> Counter[tuple[Any, ...]]:
    return Counter(
        (s.seq, w.kind, w.seat, w.player, w.amount, w.house)
        for s in (*recall.lead_in, *recall.steps)
        for w in s.wagers
    )


@pytest.mark.parametrize(("game", "cards"), GAMES)
def test_a_hand_replays_its_events_wagers_and_states(
    services: Services, staff: Staff, game: str, cards: str
) -> None:
    """Each step is one stored event of the hand, in order, with the sentence the game's
    narrative gives it and the rows it wrote; the wager lines are exactly the hand's rows in
    the log; each state is the stream's fold at that event."""
    table = open_table(services, staff, game, rules_for(game, cards))
    play_hands(services, staff.dealer, table, 5, 4)
    hands = services.recall.hands(table)
    assert [h.number for h in hands] == [4, 3, 2, 1]
    assert not any(h.in_play for h in hands)

    for line in (hands[0], hands[2]):
        recall = services.recall.hand(table, line.number)
        assert (recall.table_id, recall.game, recall.number) == (table, game, line.number)
        assert recall.hand == line and recall.void is None and not recall.sealed
        assert recall.rules == rules_for(game, cards) and recall.rules_version == 1
        events = stored(services, table, line.first_seq, line.last_seq)
        assert [s.seq for s in recall.steps] == [e.seq for e in events]
        assert [type(s.event).__name__ for s in recall.steps] == [e.type for e in events]
        assert {s.by for s in recall.steps} == {staff.dealer.name}
        story = game_named(game).narrative
        players = players_of(recall.before.seats)
        for step in recall.steps:
            assert step.sentence and step.sentence[0].isupper() and "\n" not in step.sentence
            assert step.sentence == story.describe(step.event, recall.rules, players)
            players = players_of(step.state.seats)
        assert recall.before == folded_to(services, table, line.first_seq - 1)
        middle = recall.steps[len(recall.steps) // 2]
        assert middle.state == folded_to(services, table, middle.seq)
        assert recall.steps[-1].state == folded_to(services, table, line.last_seq)
        assert recalled_wagers(recall) == wager_rows(services, table, line.number)
        assert recalled_wagers(recall)  # every hand moves money
        assert not any(w.voided for w in recall.wagers)
        assert all(s.seq < line.first_seq for s in recall.lead_in)
        if game == FIDDLER_CRAB:  # placed before it starts, unless every one stayed on a push
            before = services.recall.hand(table, line.number - 1) if line.number > 1 else None
            pushed = {w.seat for w in before.wagers if w.kind == "push"} if before else set()
            in_action = {w.seat for w in recall.wagers if w.kind == "action"}
            assert recall.lead_in or in_action <= pushed, "a round's bets are placed first"
        if cards == "shoe":  # cards exist only once dealt: the audit is what the events dealt
            start = recall.steps[0].event
            assert isinstance(start, HandStarted | RoundStarted) and start.shoe is None
            spec = game_named(game)
            dealt = [c for step in recall.steps for c in spec.equipment.dealt(step.event)]
            assert format_cards(dealt) == services.tables.shoe(table, line.number)
    final = services.recall.hand(table, hands[0].number)
    assert final.after == services.tables.view(table).state


def test_hands_come_newest_first_with_a_limit_and_the_hand_in_play(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, SEKHOMA, rules_for(SEKHOMA, "live"))
    play_hands(services, staff.dealer, table, 11, 12)
    rng = random.Random(12)
    play_until(services, staff.dealer, table, rng, in_hand(SEKHOMA))
    hands = services.recall.hands(table)
    assert hands[0].in_play and hands[0].outcome == IN_PLAY and hands[0].ended_at is None
    assert [h.number for h in hands] == [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]
    assert hands[0].last_seq == services.tables.view(table).seq
    assert [h.number for h in services.recall.hands(table, limit=3, before=6)] == [5, 4, 3]
    assert [h.number for h in services.recall.hands(table, limit=3, before=2)] == [1]
    assert [h.number for h in services.recall.hands(table, limit=2, before=20)] == [13, 12, 11]
    for earlier, later in zip(hands[1:], hands, strict=False):
        assert earlier.last_seq < later.first_seq
    live = services.recall.hand(table, 13)
    assert live.hand.in_play and not live.sealed and live.void is None
    assert live.after == services.tables.view(table).state


@pytest.mark.parametrize("game", [SEKHOMA, FIDDLER_CRAB])
def test_a_voided_hand_shows_its_reason_and_approver(
    services: Services, staff: Staff, game: str
) -> None:
    table = open_table(services, staff, game, rules_for(game, "live"))
    play_hands(services, staff.dealer, table, 21, 1)
    play_until(services, staff.dealer, table, random.Random(22), in_hand(game))
    services.tables.void(
        staff.dealer, table, "card exposed on the deal", Staff.witness(staff.boss),
        uuid.uuid4().hex,
    )
    assert [(h.number, h.outcome) for h in services.recall.hands(table)] == [
        (2, "voided"), (1, "played"),
    ]
    recall = services.recall.hand(table, 2)
    assert recall.void is not None
    assert recall.void.reason == "card exposed on the deal"
    assert (recall.void.requested_by, recall.void.approved_by) == (staff.dealer.name,
                                                                   staff.boss.name)
    assert recall.wagers and all(w.voided for w in recall.wagers)
    last = recall.steps[-1]
    assert "voided" in last.sentence and staff.boss.name in last.sentence
    assert {w.kind for w in last.wagers} == {"void_return"}
    assert recalled_wagers(recall) == wager_rows(services, table, 2)
    assert not any(w.voided for w in services.recall.hand(table, 1).wagers)


@pytest.mark.parametrize("game", [SEKHOMA, FIDDLER_CRAB])
def test_a_shoe_hand_in_play_reveals_no_deck_order(
    services: Services, staff: Staff, game: str
) -> None:
    """Mid-hand at a shoe table, the recall replays the events as stored: the dealt cards
    that are in the stream, and nothing else, since no other card exists yet."""
    table = open_table(services, staff, game, rules_for(game, "shoe"))
    rng = random.Random(31)
    play_until(services, staff.dealer, table, rng, in_hand(game))
    play_command(services, staff.dealer, table, rng)
    assert game_named(game).engine.phase(services.tables.view(table).state).in_hand
    with services.db.read() as session:
        order = session.scalar(select(m.SealedShoe.cards).where(m.SealedShoe.table_id == table))
    assert order is None  # no order is kept anywhere

    recall = services.recall.hand(table, 1)
    assert recall.sealed and recall.hand.in_play
    start = recall.steps[0].event
    assert isinstance(start, HandStarted | RoundStarted)
    assert start.shoe is None and start.shoe_digest is None
    state = recall.after
    current = state.hand if game == SEKHOMA else state.round
    assert current is not None and not hasattr(current, "shoe")
    assert services.recall.hands(table)[0].in_play


def test_unknown_tables_and_hands_are_refused(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, FIDDLER_CRAB, rules_for(FIDDLER_CRAB, "live"))
    with pytest.raises(NotFound, match="no hand 1"):
        services.recall.hand(table, 1)
    play_hands(services, staff.dealer, table, 41, 1)
    with pytest.raises(NotFound, match="no hand 2"):
        services.recall.hand(table, 2)
    with pytest.raises(NotFound, match="numbered from 1"):
        services.recall.hand(table, 0)
    with pytest.raises(NotFound, match="no table with id 9999"):
        services.recall.hand(9999, 1)
    with pytest.raises(NotFound, match="no table with id 9999"):
        services.recall.hands(9999)
    assert [h.number for h in services.recall.hands(table)] == [1]
