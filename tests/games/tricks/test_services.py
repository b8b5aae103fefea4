"""The trick games through the services on SQLite: a live Ristikontra match
with a held point entered deal by deal, and a Sedma shoe deal played card by card. Every stake
is a wager line of its kind, the chain verifies, the recall tells the deal trick by trick, the
shift report's section counts deals, matches and stakes from the raw lines, the pit boss
abandons a match with a void, and a shoe stays sealed while its deal is in play."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import select
from store_fixtures import Staff, open_table, sender

from casino.games.seating import SeatPlayer
from casino.games.tricks.engine import playable
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.sedma.rules import SedmaRules
from casino.games.tricks.types import (
    EndTrick,
    EnterResult,
    PlayCard,
    StartDeal,
    VoidDeal,
)
from casino.services import Services
from casino.services.errors import InputError
from casino.store import models as m
from casino.store.verify import verify


def test_a_live_ristikontra_match_is_recorded_recalled_verified_and_reported(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "ristikontra", RistikontraRules(target=2))
    send = sender(services, staff, table_id)
    for seat in (1, 2, 3, 4):
        send(SeatPlayer(seat, f"Player {seat}", 5_000))
    state = send(StartDeal())  # the service draws the first dealer
    dealer = state.dealer
    assert dealer is not None and state.deal is not None and state.deal.hands is None
    with pytest.raises(InputError, match=r"119 points .* cannot happen"):
        send(EnterResult(119))
    state = send(EnterResult(60))  # 60-60: nothing scored, the point held
    assert state.match is not None and state.match.held == 1
    state = send(StartDeal())
    dealer_side = 0 if state.dealer % 2 else 1  # type: ignore[operator]
    state = send(EnterResult(70))  # the dealer's side 70-50: 1 + the held 1 = the match
    assert state.match is None and state.matches == 1
    winners = (1, 3) if dealer_side == 0 else (2, 4)
    losers = (2, 4) if dealer_side == 0 else (1, 3)
    assert [state.seat(s).stack for s in winners] == [5_200, 5_200]  # type: ignore[union-attr]
    assert [state.seat(s).stack for s in losers] == [4_800, 4_800]  # type: ignore[union-attr]

    with services.db.read() as session:
        rows = session.execute(
            select(m.Wager.kind, m.Wager.seat, m.Wager.amount, m.Wager.hand_number)
            .where(m.Wager.table_id == table_id)
            .order_by(m.Wager.id)
        ).all()
        checked = verify(session)
    assert [(r.kind, r.seat, int(r.amount), r.hand_number) for r in rows] == [
        ("deal", None, 0, 1),
        ("deal", None, 0, 2),
        *[("stake_paid", s, 200, 2) for s in losers],
        *[("stake_won", s, 200, 2) for s in winners],
        ("match", None, 0, 2),
    ]
    assert [c.problem for c in checked] == [None] * len(checked)

    sentences = [step.sentence for step in services.recall.hand(table_id, 2).steps]
    assert any(s.endswith("70-50: 2 game points (with 1 game point held)") for s in sentences)
    assert any(s.startswith("Settled, 2 stakes each: ") for s in sentences)

    shift = services.shifts.open_shifts()[0][0]
    (line,) = [t for t in services.reports.shift_report(shift).tables if t.table_id == table_id]
    figures = {f.label: f.value for f in line.game_figures}
    assert figures["Deals played"] == 2
    assert figures["Matches finished"] == 1
    assert figures["Stakes moved"] == 400
    assert line.handle == 400


def test_a_sedma_shoe_deal_is_played_card_by_card_sealed_until_it_ends(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "sedma", SedmaRules(cards="shoe", revenue="per-deal"))
    send = sender(services, staff, table_id)
    for seat in (1, 2, 3, 4):
        send(SeatPlayer(seat, f"Player {seat}", 2_000))
    with pytest.raises(InputError, match="the console shuffles"):
        send(StartDeal(shoe=SedmaRules().law().pack.deck))
    state = send(StartDeal())
    recall = services.recall.hand(table_id, 1)
    assert recall.sealed
    assert all(getattr(step.event, "shoe", None) is None for step in recall.steps)
    rng = random.Random(4)
    while state.deal is not None:
        deal = state.deal
        if deal.deciding is not None and (rng.random() < 0.5 or not playable(state)):
            state = send(EndTrick(deal.deciding))
        else:
            seat = deal.to_play or deal.deciding
            state = send(PlayCard(seat, rng.choice(playable(state, seat))))  # type: ignore[arg-type]
    assert state.fees == 4 * 100 and state.conserved
    recall = services.recall.hand(table_id, 1)
    sentences = [step.sentence for step in recall.steps]
    assert not recall.sealed
    assert sum(s.startswith("Trick ") for s in sentences) >= 4
    assert any(
        s.endswith("+ 10 for the last trick") or "+ 10 for the last trick;" in s for s in sentences
    )
    assert len(services.tables.shoe(table_id, 1) or "") > 0
    with services.db.read() as session:
        kinds = session.scalars(
            select(m.Wager.kind).where(m.Wager.table_id == table_id).order_by(m.Wager.id)
        ).all()
    assert kinds[0] == "deal" and kinds.count("deal_fee") == 4 and "stake_won" in kinds


def test_the_pit_boss_abandons_a_match_between_deals_with_a_void(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "ristikontra", RistikontraRules())
    send = sender(services, staff, table_id)
    for seat in (1, 2, 3, 4):
        send(SeatPlayer(seat, f"Player {seat}", 5_000))
    send(StartDeal())
    send(EnterResult(80))
    state = send(VoidDeal("table closing", "", abandon=True), approver=Staff.witness(staff.boss))
    assert state.match is None and state.deal is None
    sentences = [step.sentence for step in services.recall.hand(table_id, 1).steps]
    assert sentences
