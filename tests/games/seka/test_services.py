"""A Seka hand with a svara, through the services on SQLite: every payment
is a wager line of its kind (the svara fee, the pot carried into the svara, the rake taken
once at the final award), the chain verifies, the recall says who was dark when they paid,
and the shift report's Seka section counts the svara and the pot from the raw lines."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import select
from store_fixtures import Staff, open_table

from casino.equipment.french_pack import parse_french_card
from casino.games.seating import SeatPlayer
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    Call,
    DealSvara,
    Fold,
    JoinSvara,
    Look,
    RefuseSplit,
    Reveal,
    SekaState,
    StartHand,
)
from casino.services import Services
from casino.store import models as m
from casino.store.verify import verify


def cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_french_card(t) for t in text.split())


def test_a_svara_hand_is_recorded_recalled_verified_and_reported(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "seka", SekaRules())

    def send(command: Any) -> SekaState:
        view = services.tables.view(table_id)
        outcome = services.tables.submit(
            staff.dealer, table_id, command, uuid.uuid4().hex, expected_seq=view.seq
        )
        state: SekaState = outcome.state
        return state

    for seat in (1, 2, 3):
        send(SeatPlayer(seat, f"Player {seat}", 10_000))
    send(StartHand())  # the button at seat 1: seats 2, 3, 1 act in turn
    send(Call(2))  # dark: 1.00 of the 2.00 stake
    send(Look(3))
    send(Call(3))  # light: 2.00
    send(Fold(1))
    state = send(Reveal(2, ((2, cards("AH KH 9C")), (3, cards("AS KS 8D")))))  # 21 and 21
    assert state.hand is not None and state.hand.tied == (2, 3)
    assert state.hand.join_fee == 350  # ⌈7.00 / 2⌉
    send(RefuseSplit(2))
    send(JoinSvara(1))  # folded, and still dealt into the tied deal: may join
    send(DealSvara())
    for seat in (2, 3, 1):
        send(Call(seat))  # every svara player starts dark: 1.00 each
    send(Reveal(2, ((1, cards("7C AD AC")), (2, cards("10H 9H 8H")))))  # 33 beats 27
    state = send(Reveal(3, ((3, cards("KD QD JD")),)))  # 30 against seat 1's 33, known
    assert state.hand is None
    assert [s.stack if s else None for s in state.seats[:3]] == [
        10_000 - 100 - 350 - 100 + 1_473,  # ante, svara fee, svara call; the pot less rake
        10_000 - 100 - 100 - 100 - 100 - 100,  # ante, dark call, reveal; svara call, reveal
        10_000 - 100 - 200 - 100 - 100,  # ante, light call; svara call, reveal
    ]
    assert state.rake == 77 and state.conserved

    with services.db.read() as session:
        rows = session.execute(
            select(m.Wager.kind, m.Wager.seat, m.Wager.amount, m.Wager.house)
            .where(m.Wager.table_id == table_id)
            .order_by(m.Wager.id)
        ).all()
        checked = verify(session)
    lines = [(r.kind, r.seat, int(r.amount), int(r.house)) for r in rows]
    assert lines == [
        ("ante", 2, 100, 0), ("ante", 3, 100, 0), ("ante", 1, 100, 0),
        ("call", 2, 100, 0), ("call", 3, 200, 0),
        ("reveal", 2, 100, 0),
        ("svara", None, 700, 0),
        ("svara_join", 1, 350, 0),
        ("call", 2, 100, 0), ("call", 3, 100, 0), ("call", 1, 100, 0),
        ("reveal", 2, 100, 0), ("reveal", 3, 100, 0),
        ("rake", None, 77, 77),
        ("pot_award", 1, 1_473, 0),
    ]
    assert [c.problem for c in checked] == [None] * len(checked)

    recall = services.recall.hand(table_id, 1)
    sentences = [step.sentence for step in recall.steps]
    assert "Seat 2 (Player 2) (dark) calls 1.00 Cr (half the stake of 2.00 Cr)" in sentences
    assert "Seat 3 (Player 3) calls 2.00 Cr" in sentences
    assert any(s.startswith("Svara: seat 2 (Player 2) and seat 3 (Player 3) tie for the pot "
                            "of 7.00 Cr") for s in sentences)
    assert "Seat 1 (Player 1) joins the svara for 3.50 Cr" in sentences
    assert any("is shown down" in s and s.startswith("Seat 2") for s in sentences)

    shift = services.shifts.open_shifts()[0][0]
    report = services.reports.shift_report(shift)
    (line,) = [t for t in report.tables if t.table_id == table_id]
    figures = {f.label: f.value for f in line.game_figures}
    assert figures["Svaras"] == 1
    assert figures["Carried into svaras"] == 700
    assert figures["Pots awarded"] == 1
    assert figures["Largest pot"] == 1_473
    assert line.rake == 77
    assert line.handle == 1_550  # everything paid in: the pot before the rake


def test_a_shoe_tables_deals_come_from_the_console_and_stay_sealed_while_in_play(
    services: Services, staff: Staff
) -> None:
    """At a shoe table the service shuffles every deal (a command bringing its own shoe is
    refused), and the recall of the hand in play shows no undealt card."""
    table_id = open_table(services, staff, "seka", SekaRules(cards="shoe"))

    def send(command: Any) -> Any:
        view = services.tables.view(table_id)
        return services.tables.submit(
            staff.dealer, table_id, command, uuid.uuid4().hex, expected_seq=view.seq
        )

    for seat in (4, 7):
        send(SeatPlayer(seat, f"Player {seat}", 5_000))
    outcome = send(StartHand())
    started = outcome.events[0]
    assert started.shoe is None and started.shoe_digest is None  # only dealt cards are kept
    recall = services.recall.hand(table_id, 1)
    assert recall.sealed
    assert all(getattr(step.event, "shoe", None) is None for step in recall.steps)
