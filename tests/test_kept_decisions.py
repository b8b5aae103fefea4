"""Each decision valued once and kept (issue 36): the kept values equal valuing the record
again, the slips and the shift report's players read the same with the rows as without them,
a reader keeps what it had to value, a row changed behind the services is named, and the
advantage watch's running figures equal the slips read whole, round after round."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from cli_runner import run_casino
from sqlalchemy import delete, func, select, update
from store_fixtures import Staff, open_table, sender, tamper
from test_players import LIVE, _best, _copy, _play_rounds, _sometimes

from casino.games import game as game_named
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.services import Services
from casino.services.players.rating_decisions import Valuer, keep_table, problems
from casino.services.players.ratings import AdvantageWatch, RatingQueries, table_slips
from casino.services.reports.shift import ReportQueries
from casino.store import models as m

GAME = "fiddler-crab"


def _kept(services: Services, table: int) -> tuple[int, list[tuple[int, int, str, str, str]]]:
    with services.db.read() as session:
        mark = session.scalar(
            select(m.DecisionMark.through).where(m.DecisionMark.table_id == table)
        )
        rows = session.execute(
            select(m.KeptDecision.seq, m.KeptDecision.seat, m.KeptDecision.chosen,
                   m.KeptDecision.mirror, m.KeptDecision.best)
            .where(m.KeptDecision.table_id == table)
            .order_by(m.KeptDecision.seq)
        ).all()  # fmt: skip
    return int(mark or 0), [tuple(r) for r in rows]  # type: ignore[misc]


def _forget(services: Services, table: int) -> None:
    """What rebuilding the rows starts with: the table's rows and mark removed."""
    with services.db.write() as session:
        session.execute(delete(m.KeptDecision).where(m.KeptDecision.table_id == table))
        session.execute(delete(m.DecisionMark).where(m.DecisionMark.table_id == table))


@pytest.mark.postgres
def test_every_split_is_kept_once_with_the_value_the_record_gives_it(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, GAME, LIVE)
    send = sender(services, staff, table)
    for seat in (1, 2, 3):
        send(SeatPlayer(seat, f"Player {seat}", 200_000))
    values = _play_rounds(services, staff, table, {1: _copy, 2: _best, 3: _sometimes}, 6,
                          seed=36)  # fmt: skip
    mark, rows = _kept(services, table)
    with services.db.read() as session:
        last = session.scalar(select(func.max(m.Hand.last_seq)).where(m.Hand.table_id == table))
        assert problems(session) == []
    assert mark == last, "the watch keeps every round's splits once the round has ended"
    assert len(rows) == len(values) == 18
    written = [(seat, f"{c.numerator}/{c.denominator}", f"{mi.numerator}/{mi.denominator}",
                f"{b.numerator}/{b.denominator}") for seat, c, mi, b in values]  # fmt: skip
    assert [r[1:] for r in rows] == written


@pytest.mark.postgres
def test_the_slips_and_the_report_read_the_same_with_the_rows_as_without(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, GAME, LIVE)
    send = sender(services, staff, table)
    for seat in (1, 2):
        send(SeatPlayer(seat, f"Player {seat}", 200_000))
    _play_rounds(services, staff, table, {1: _best, 2: _sometimes}, 4, seed=7)
    send(LeaveSeat(2))
    send(SeatPlayer(4, "Player 4", 100_000))
    _play_rounds(services, staff, table, {1: _best, 4: _copy}, 3, seed=8)
    shift = services.shifts.open_shifts()[0][0]
    ratings, reports = RatingQueries(services.db), ReportQueries(services.db)
    now = m.utcnow()
    kept_slips = ratings.shift_slips(shift, staff.boss, now)
    kept_report = reports.shift_document(shift, now, reader=staff.boss)
    kept = _kept(services, table)
    _forget(services, table)
    # Without rows every decision is valued from the record, as before they were kept.
    assert ratings.shift_slips(shift, staff.boss, now) == kept_slips
    assert _kept(services, table) == kept, "the reader kept what it valued"
    _forget(services, table)
    assert reports.shift_document(shift, now, reader=staff.boss).players == kept_report.players
    assert _kept(services, table) == kept, "the report kept what its players' section valued"
    with services.db.read() as session:
        assert problems(session) == []
    skill = {line.slip.seat: line.slip.skill for line in kept_slips}
    assert skill[1] is not None and skill[1].decisions == 7 and skill[1].index == 1.0


def test_a_kept_value_changed_behind_the_services_is_named(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, GAME, LIVE)
    send = sender(services, staff, table)
    send(SeatPlayer(1, "Player 1", 200_000))
    _play_rounds(services, staff, table, {1: _copy}, 3, seed=3)
    _mark, rows = _kept(services, table)
    changed, removed = rows[0][0], rows[1][0]
    with services.db.write() as session:
        session.execute(
            update(m.KeptDecision)
            .where(m.KeptDecision.table_id == table, m.KeptDecision.seq == changed)
            .values(chosen=rows[0][4])  # the best split's value, claimed as the choice
        )
        session.execute(
            delete(m.KeptDecision).where(
                m.KeptDecision.table_id == table, m.KeptDecision.seq == removed
            )
        )
    with services.db.read() as session:
        found = problems(session)
    assert [(p.seq, p.message) for p in found] == [
        (changed, f"the decision kept at event {changed} differs from its value in the record"),
        (removed, f"the decision at event {removed} is not kept"),
    ]


def _whole(services: Services, table: int, lo: int) -> dict[int, Any]:
    """The open visits' slips read whole from the record, decisions valued afresh."""
    with services.db.read() as session:
        read = table_slips(session, table, lo, None, m.utcnow(), Valuer())
    return {s.seat: s for s in read if s.open}


def _figures(slip: Any) -> tuple[Any, ...]:
    return (slip.opened_seq, slip.player, slip.hands, slip.total_bet, slip.theo, slip.skill)


@pytest.mark.postgres
def test_the_watch_adds_up_each_round_to_what_the_slips_read_whole_say(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, GAME, LIVE)
    send = sender(services, staff, table)
    game = game_named(GAME)
    for seat in (1, 2, 3):
        send(SeatPlayer(seat, f"Player {seat}", 500_000))
    with services.db.read() as session:
        first = session.scalar(
            select(func.min(m.CashMovement.seq)).where(m.CashMovement.table_id == table)
        )
    assert first is not None
    lo = int(first)
    watch, known = AdvantageWatch(), Valuer()
    strategies: dict[int, Any] = {1: _best, 2: _copy, 3: _sometimes}
    for number in range(8):
        if number == 3:  # a player leaves and another sits down: the watch drops and adds
            send(LeaveSeat(2))
            del strategies[2]
            send(SeatPlayer(5, "Player 5", 300_000))
            strategies[5] = _best
        _play_rounds(services, staff, table, strategies, 1, seed=number)
        if number == 5:
            watch.forget()  # a console that starts now: the open visits read whole, once
        through = keep_table(services.db, table, game, known).through
        with services.db.read() as session:
            running = {s.seat: s for s in watch.open_visits(session, table, game, through)}
        whole = _whole(services, table, lo)
        assert sorted(running) == sorted(whole) == sorted(strategies)
        for seat, slip in whole.items():
            assert _figures(running[seat]) == _figures(slip), (number, seat)
    assert whole[1].hands == 8 and whole[5].hands == 5
    assert whole[1].skill is not None and whole[1].skill.gain > Fraction(0)


def test_casino_verify_names_a_kept_value_that_differs_from_the_record(
    services: Services, staff: Staff, db_url: str
) -> None:
    """``casino verify`` re-values the kept decisions (``rating_decisions.problems``): a
    value tampered with behind the services is named with its table and event, and the
    record is not called intact."""
    table = open_table(services, staff, GAME, LIVE)
    send = sender(services, staff, table)
    send(SeatPlayer(1, "Player 1", 200_000))
    _play_rounds(services, staff, table, {1: _copy}, 3, seed=5)
    services.tables.advantage.wait()
    assert run_casino("verify", "--db", db_url).returncode == 0
    _mark, rows = _kept(services, table)
    changed = rows[0][0]
    tamper(services.db, "decision_values",
           "UPDATE decision_values SET chosen = best WHERE table_id = :t AND seq = :s",
           t=table, s=changed)  # fmt: skip
    checked = run_casino("verify", "--db", db_url)
    name = services.tables.tables()[0][2]
    assert checked.returncode == 1, checked.stdout
    assert (
        f"table {name}: event {changed}: the decision kept at event {changed} differs from its "
        "value in the record"
    ) in checked.stdout
