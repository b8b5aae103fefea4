"""What a trick-game screen shows, computed without Qt: the projection of a Sedma deal as
the engine has it (sides and partners, the trick in the order played with its rounds, the
cards the seat to play may play, the last trick), and a second console reading the record's
recent events shows exactly what the dealing console shows, deal after deal, on both
backends."""

from __future__ import annotations

import random
import uuid
from typing import Any

from store_fixtures import Staff, open_table

from casino.equipment.french_pack import parse_french_card as card
from casino.games import game
from casino.games.tricks.engine import playable
from casino.games.tricks.projection import TrickView, project
from casino.games.tricks.sedma.rules import SedmaRules
from casino.games.tricks.types import EndTrick, PlayCard
from casino.services import Services

from .conftest import dealt, run

HANDS = {1: "9S 9H AS 7D", 2: "10H 7C AH 8D", 3: "JD 8H 9D KC", 4: "9C 10S 8C QD"}


def test_a_sedma_deal_is_projected_as_the_engine_has_it() -> None:
    state, events = dealt(SedmaRules(cards="shoe"), 4, HANDS, "KS QS 7S 8S AD JS KH JH")
    moves = [PlayCard(s, card(c)) for s, c in ((1, "9S"), (2, "10H"), (3, "JD"), (4, "9C"))]
    state, more = run(state, *moves, PlayCard(1, card("9H")))
    shown: TrickView = project(state, events + more)
    assert shown.sides == ("seats 1 + 3", "seats 2 + 4")
    assert [(line.seat, line.side, line.partners) for line in shown.seats] == [
        (1, 0, (3,)),
        (2, 1, (4,)),
        (3, 0, (1,)),
        (4, 1, (2,)),
    ]
    assert [(p.seat, str(p.card), p.round) for p in shown.trick] == [
        (1, "9S", 1),
        (2, "10H", 1),
        (3, "JD", 1),
        (4, "9C", 1),
        (1, "9H", 2),
    ]
    assert shown.turn.seat == 2 and shown.turn.doing == "play"
    assert shown.turn.cards == playable(state, 2) and len(shown.turn.hand) == 3
    assert [line.cards for line in shown.seats] == [2, 3, 3, 3]
    assert shown.stock == 16 and shown.dealer == 4 and shown.points == (0, 0)
    state, more2 = run(
        state, *[PlayCard(s, card(c)) for s, c in ((2, "7C"), (3, "8H"), (4, "10S"))], EndTrick(1)
    )
    shown = project(state, events + more + more2)
    assert shown.last_trick == "Trick 1 to seat 2: 20 points"
    assert shown.points == (0, 20) and shown.tricks == (0, 1) and shown.trick == ()
    assert shown.turn.seat == 2  # the winner leads


def test_a_second_console_shows_what_the_dealing_console_shows(
    services: Services, staff: Staff
) -> None:
    spec = game("hola")
    table_id = open_table(services, staff, "hola", spec.rules_type(cards="shoe", target=100))
    other = Services(services.db)
    rng = random.Random(5)
    kept: list[Any] = []
    results = 0
    for _ in range(160):
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer,
            table_id,
            spec.demo.player(view.state, rng),
            uuid.uuid4().hex,
            expected_seq=view.seq,
        )
        kept += outcome.events
        mine = project(outcome.state, kept)
        seq, recent = other.tables.recent_events(table_id)
        assert seq == outcome.seq
        assert project(other.tables.view(table_id).state, recent) == mine
        results += bool(mine.last_result)
    assert results > 0
