"""Seka's projection (``casino.games.seka.projection``), without Qt: a second console that
reads the table's recent events shows exactly what the dealing console shows, and a svara
is shown as the engine has it (who tied, joined and passed, the fee, the pot carried)."""

from __future__ import annotations

import random
import uuid
from typing import Any

from store_fixtures import Staff, open_table

from casino.equipment.french_pack import parse_french_card
from casino.games import game
from casino.games.seating import SeatPlayer
from casino.games.seka.engine import execute
from casino.games.seka.projection import TableProjection, project
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import Call, Fold, Reveal, SekaState, StartHand
from casino.services import Services

SPEC = game("seka")


def cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_french_card(t) for t in text.split())


def test_a_svara_is_projected_as_the_engine_has_it() -> None:
    state = SekaState(SekaRules(svara_split="off"))
    for command in (*(SeatPlayer(s, f"P{s}", 5_000) for s in (1, 2, 3)), StartHand(),
                    Call(2), Call(3), Fold(1)):
        state, _events = execute(state, command)
    state, events = execute(state, Reveal(2, ((2, cards("AH KH 9C")), (3, cards("AS KS 8D")))))
    shown = project(state, events)
    assert shown.svara is not None and shown.svara.tied == (2, 3)
    assert (shown.svara.pot, shown.svara.fee) == (600, 300)  # antes, three dark halves
    assert [line.state for line in shown.seats[:3]] == ["folded", "tied", "tied"]
    assert shown.turn is not None and (shown.turn.seat, shown.turn.doing) == (1, "join")
    assert shown.turn.cost == 300
    assert {line.seat: line.value for line in shown.seats[1:3]} == {2: 21, 3: 21}


def test_a_second_console_shows_what_the_dealing_console_shows(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "seka", SekaRules(cards="shoe"))
    other = Services(services.db)
    rng = random.Random(5)
    kept: list[Any] = []
    between = 0
    for _ in range(200):
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer, table_id, SPEC.demo.player(view.state, rng), uuid.uuid4().hex,
            expected_seq=view.seq,
        )
        kept += outcome.events
        mine: TableProjection = project(outcome.state, kept)
        seq, recent = other.tables.recent_events(table_id)
        assert seq == outcome.seq
        assert project(other.tables.view(table_id).state, recent) == mine
        if mine.last_hand is not None:
            between += 1
            assert mine.last_hand.takes or mine.last_hand.voided
    assert between > 0
