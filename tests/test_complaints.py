"""Patron complaints (compliance requirement 28; 23 for the recall), on SQLite (and PostgreSQL
where marked): recorded by anyone working the table against a hand that exists there (a finished
one or the one in play), with the dealer's note; the pit boss's notes follow until one resolves
it; the record is never edited; each is on the administrative record and in the
significant-event log; they are listed by table, shift and period, and the recall shows them
beside the hand."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from sqlalchemy import func, select
from store_fixtures import OPENER, Staff, open_table, row_counts

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.demo import play_command
from casino.services.errors import InputError, NotFound, PermissionDenied
from casino.services.tables.complaints import ComplaintService
from casino.services.tables.recall import RecallQueries
from casino.store import models as m


def play_hands(services: Services, staff: Staff, table: int, hands: int) -> None:
    rng = random.Random(9)
    view = services.tables.view(table)
    game = game_named(view.game)
    start = game.engine.phase(view.state).hands_dealt
    for _ in range(3000):
        state = services.tables.view(table).state
        if (phase := game.engine.phase(state)).hands_dealt >= start + hands and not phase.in_hand:
            return
        play_command(services, staff.dealer, table, rng)
    raise AssertionError("play did not reach the goal")


def complaints_of(services: Services) -> ComplaintService:
    return ComplaintService(services.db, services.tables)


def logged(services: Services, kind: str) -> list[str]:
    with services.db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == kind)
            ).all()
        )


def admin_records(services: Services, type_: str) -> int:
    with services.db.read() as session:
        return int(
            session.scalar(
                select(func.count()).select_from(m.AdminEvent).where(m.AdminEvent.type == type_)
            )
            or 0
        )


def test_a_complaint_and_the_pit_bosses_notes(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, "fiddler-crab", FiddlerCrabRules(seats=3))
    play_hands(services, staff, table, 3)
    complaints = complaints_of(services)
    complaint = complaints.record(
        staff.dealer, table, 2, 1, "  Ann Example  ", "says her push was taken as a loss",
        "I saw the push; paid as a loss by mistake",
    )  # fmt: skip
    [line] = complaints.complaints(table)
    assert (line.id, line.hand_number, line.seat, line.patron) == (complaint, 2, 1, "Ann Example")
    assert line.what == "says her push was taken as a loss"
    assert line.dealer_note == "I saw the push; paid as a loss by mistake"
    assert line.recorded_by == staff.dealer.name and not line.notes and not line.resolved
    view = services.tables.view(table)
    assert line.table_session_id == view.session_id
    assert logged(services, "complaint") and "Ann Example" in logged(services, "complaint")[0]
    assert admin_records(services, "ComplaintRecorded") == 1

    complaints.add_note(staff.boss, complaint, "watched the tape: the push stands")
    complaints.add_note(staff.boss2, complaint, "corrected, the player agrees", resolved=True)
    [line] = complaints.complaints(table, hand_number=2)
    assert [(n.note, n.resolved, n.by) for n in line.notes] == [
        ("watched the tape: the push stands", False, staff.boss.name),
        ("corrected, the player agrees", True, staff.boss2.name),
    ]
    assert line.resolved
    assert admin_records(services, "ComplaintNoted") == 2
    assert len(logged(services, "complaint note")) == 2
    with pytest.raises(InputError, match=r"was resolved by Kim Pitboss.*no more notes"):
        complaints.add_note(staff.boss, complaint, "one more thing")

    # Recall shows it beside hand 2, and the hand list counts it.
    recall = RecallQueries(services.db)
    [shown] = recall.hand(table, 2).complaints
    assert shown == line
    assert recall.hand(table, 3).complaints == ()
    assert {h.number: h.complaints for h in recall.hands(table)}[2] == 1


def test_who_may_record_and_note_and_what_is_refused(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    play_hands(services, staff, table, 2)
    complaints = complaints_of(services)
    counts = row_counts(services.db)

    def refused(error: type[Exception], words: str, **change: object) -> None:
        args: dict[str, object] = {
            "actor": staff.dealer, "table_id": table, "hand_number": 1, "seat": 1,
            "patron": "Bo", "what": "slow play", "dealer_note": "",
        }  # fmt: skip
        args.update(change)
        with pytest.raises(error, match=words):
            complaints.record(**args)  # type: ignore[arg-type]

    refused(InputError, "needs the patron", patron="  ")
    refused(InputError, "needs what the patron says", what="")
    refused(InputError, "at most 100 characters", patron="x" * 101)
    refused(InputError, "at most 1,000 characters", what="x" * 1001)
    refused(InputError, "at most 1,000 characters", dealer_note="x" * 1001)
    refused(InputError, "control characters", patron="Bo\tBo")
    refused(InputError, "no finished hand 7", hand_number=7)
    refused(InputError, "seats 1 to 6, not 9", seat=9)
    refused(InputError, "whole number", hand_number="2")
    refused(NotFound, "no table", table_id=999)
    services.auth.add_user("Abe Accountant", "accounting", "482913", by=staff.admin)
    abe = services.auth.login("Abe Accountant", "482913", "test")
    refused(PermissionDenied, "only a dealer", actor=abe)
    assert row_counts(services.db)["complaints"] == counts["complaints"]

    # A card number is a patron too, and a complaint may name no hand and no seat.
    about_table = complaints.record(staff.boss, table, None, None, "4417 2231", "the music")
    assert complaints.complaint(about_table).hand_number is None

    complaint = complaints.record(staff.dealer, table, 1, None, "Bo", "slow play")
    with pytest.raises(PermissionDenied, match="only a pit boss or an administrator"):
        complaints.add_note(staff.dealer, complaint, "I think it was fine")
    with pytest.raises(PermissionDenied, match="only a pit boss or an administrator"):
        complaints.add_note(abe, complaint, "noted")
    with pytest.raises(InputError, match="needs the note"):
        complaints.add_note(staff.boss, complaint, " ")
    with pytest.raises(NotFound, match="no complaint 999"):
        complaints.add_note(staff.boss, 999, "noted")


@pytest.mark.postgres  # the complaint read back as each database keeps it
def test_a_complaint_against_the_hand_in_play(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    play_hands(services, staff, table, 1)
    rng = random.Random(4)
    game = game_named("sekhoma")
    while not game.engine.phase(services.tables.view(table).state).in_hand:
        play_command(services, staff.dealer, table, rng)
    in_play = game.engine.phase(services.tables.view(table).state).hands_dealt
    complaints = complaints_of(services)
    complaint = complaints.record(staff.dealer, table, in_play, 2, "Cy", "card flashed")
    assert complaints.complaint(complaint).hand_number == in_play
    with pytest.raises(InputError, match=f"the hand in play is {in_play}"):
        complaints.record(staff.dealer, table, in_play + 1, 2, "Cy", "card flashed")
    [shown] = RecallQueries(services.db).hand(table, in_play).complaints
    assert shown.id == complaint


@pytest.mark.postgres  # selected by shift and period in each database
def test_complaints_by_shift_and_period(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, "sekhoma", SekhomaRules(), name="SK-complaints")
    play_hands(services, staff, table, 1)
    complaints = complaints_of(services)
    first = complaints.record(staff.dealer, table, 1, 1, "Ann", "misdeal")
    shift = services.shifts.open_shifts()[0][0]
    services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))
    # At a closed table: no session, but within the shift's time.
    closed = complaints.record(staff.boss, table, None, None, "Bo", "table closed early")
    services.shifts.close_shift(staff.boss, shift)
    later = services.shifts.open_shift(staff.boss, "Next shift")
    services.tables.open_table(staff.boss, table, later, OPENER, Staff.witness(staff.dealer))
    third = complaints.record(staff.dealer, table, None, None, "Cy", "dealer rude")

    assert [c.id for c in complaints.complaints(shift_id=shift)] == [first, closed]
    assert [c.id for c in complaints.complaints(shift_id=later)] == [third]
    everything = complaints.complaints()
    assert [c.id for c in everything] == [first, closed, third]
    start = everything[0].at
    assert [c.id for c in complaints.complaints(since=start, until=everything[2].at)] == [
        first, closed,
    ]  # fmt: skip
    assert complaints.complaints(since=everything[2].at + timedelta(seconds=1)) == []
    assert [c.table for c in everything] == ["SK-complaints"] * 3
    with pytest.raises(NotFound, match="no shift 999"):
        complaints.complaints(shift_id=999)
