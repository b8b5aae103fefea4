"""Sej through the services on SQLite: a live game typed roll by roll and
throw by throw, an electronic game whose dice and wands the service draws, and a void with a
pit boss's approval. Every stake and fee is a wager line of its kind, the chain verifies, the
recall tells the game Hand by Hand, and the shift report's section counts games and stakes
from the raw lines."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from store_fixtures import Staff, open_table, sender

from casino.equipment.dice import parse_roll
from casino.equipment.wands import parse_throw
from casino.games.seating import SeatPlayer
from casino.games.sej.engine import to_act
from casino.games.sej.rules import SejRules
from casino.games.sej.types import PlayHand, RollDice, StartGame, ThrowWands, VoidGame
from casino.services import Services
from casino.services.errors import InputError
from casino.store import models as m
from casino.store.verify import verify


def test_a_live_game_is_typed_recorded_recalled_verified_and_reported(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "sej", SejRules(revenue="per-deal", deal_fee=25))
    send = sender(services, staff, table_id)
    send(SeatPlayer(1, "Ann", 5_000))
    send(SeatPlayer(2, "Bo", 5_000))
    send(StartGame())
    with pytest.raises(InputError, match="enter the roll"):
        send(RollDice(1))
    send(RollDice(1, parse_roll("4+5")))
    state = send(RollDice(2, parse_roll("6")))
    assert state.game is not None and state.game.starter == 1
    send(ThrowWands(1, parse_throw("S W B")))
    send(PlayHand(1))
    send(RollDice(1, parse_roll("11")))
    send(RollDice(2, parse_roll("3")))  # Ann: ships 20
    send(RollDice(2, parse_roll("12")))  # the black's first roll alternates to Bo
    state = send(RollDice(1, parse_roll("5")))  # Bo wins the black (he had 0)
    assert state.game is not None and state.game.scores == (20, 0)
    send(ThrowWands(2, parse_throw("W W W")))
    send(RollDice(2, parse_roll("2")))
    state = send(RollDice(1, parse_roll("8")))  # Ann wins the triple White: the game
    assert state.game is None and state.conserved
    assert [s.stack for s in state.seats if s] == [5_075, 4_875]

    with services.db.read() as session:
        rows = session.execute(
            select(m.Wager.kind, m.Wager.seat, m.Wager.amount, m.Wager.hand_number)
            .where(m.Wager.table_id == table_id)
            .order_by(m.Wager.id)
        ).all()
        checked = verify(session)
    assert [(r.kind, r.seat, int(r.amount), r.hand_number) for r in rows] == [
        ("game", None, 0, 1),
        ("triple", None, 0, 1),
        ("stake_paid", 2, 100, 1),
        ("stake_won", 1, 100, 1),
        ("deal_fee", 1, 25, 1),
        ("deal_fee", 2, 25, 1),
    ]
    assert [c.problem for c in checked] == [None] * len(checked)

    sentences = [step.sentence for step in services.recall.hand(table_id, 1).steps]
    assert "Seat 1 (Ann) throws S W B: ships 20, black" in sentences
    assert "Seat 2 (Bo) wins the black and is back to 0 points" in sentences
    assert any(s.startswith("Game 1: seat 1 (Ann) wins by a triple White") for s in sentences)

    shift = services.shifts.open_shifts()[0][0]
    (line,) = [t for t in services.reports.shift_report(shift).tables if t.table_id == table_id]
    figures = {f.label: f.value for f in line.game_figures}
    assert figures["Games played"] == 1
    assert figures["Won or lost by a triple"] == 1
    assert figures["Stakes moved"] == 100
    assert figures["Game fees"] == 50


def test_an_electronic_table_throws_and_rolls_for_itself(services: Services, staff: Staff) -> None:
    table_id = open_table(services, staff, "sej", SejRules(dice="electronic", target=30))
    send = sender(services, staff, table_id)
    send(SeatPlayer(1, "Ann", 5_000))
    send(SeatPlayer(2, "Bo", 5_000))
    send(StartGame())
    with pytest.raises(InputError, match="the console rolls"):
        send(RollDice(1, parse_roll("7")))
    state = services.tables.view(table_id).state
    for _ in range(500):
        if state.game is None and state.games_ended:
            break
        game = state.game
        if game is not None and game.hand is not None and game.hand.deciding:
            state = send(PlayHand(game.hand.thrower))
            continue
        seat = to_act(state)
        assert seat is not None
        hand = game.hand if game is not None else None
        throwing = hand is not None and hand.throw is None and game is not None
        state = send(ThrowWands(seat) if throwing and game.opening is None else RollDice(seat))
    assert state.games_ended == 1 and state.conserved
    steps = services.recall.hand(table_id, 1).steps
    assert any(" rolls " in step.sentence for step in steps)


def test_a_game_is_voided_with_a_pit_boss_and_nothing_settles(
    services: Services, staff: Staff
) -> None:
    table_id = open_table(services, staff, "sej", SejRules())
    send = sender(services, staff, table_id)
    send(SeatPlayer(1, "Ann", 5_000))
    send(SeatPlayer(2, "Bo", 5_000))
    send(StartGame())
    send(RollDice(1, parse_roll("9")))
    send(RollDice(2, parse_roll("4")))
    state = send(VoidGame("dice off the table", ""), approver=Staff.witness(staff.boss))
    assert state.game is None and [s.stack for s in state.seats if s] == [5_000, 5_000]
    with services.db.read() as session:
        kinds = session.scalars(select(m.Wager.kind).where(m.Wager.table_id == table_id)).all()
    assert list(kinds) == []  # nothing moved; the void is in its own record
    assert services.recall.hand(table_id, 1).steps[-1].sentence.startswith("Game 1 is voided")
