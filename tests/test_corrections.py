"""Corrections of settled hands (compliance requirement 28; 29 and 23 for what they show), on
SQLite and PostgreSQL: a correction is a new record beside the hand, asked by one person and
approved by a different pit boss; it moves the seated player's stack through the table's
stream and writes the wager line the ledger derives from that event, so the ledger's win, the
seat's figures and ``casino verify`` all agree; the hand itself is never changed, and recall
shows the correction beside it. A retry under the same command id acts once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func, select
from store_fixtures import Staff, new_id, open_table, row_counts

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import LeaveSeat, SeatPlayer, StackCorrected
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.spec import Entry
from casino.services import Services
from casino.services.demo import play_command
from casino.services.errors import AuthError, InputError, NotFound, PermissionDenied
from casino.services.tables.corrections import CorrectionService
from casino.services.tables.recall import RecallQueries
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.services.users.auth import Actor, Signature
from casino.store import models as m
from casino.store.seal import site_key
from casino.store.verify import verify, verify_table

SEKHOMA, FIDDLER_CRAB = "sekhoma", "fiddler-crab"
GAMES = [SEKHOMA, FIDDLER_CRAB]
POOL_STAKES = ("ante", "bet", "call", "raise", "all_in")
POOL_BACK = ("return", "pot_award")


def rules_for(game: str) -> Any:
    return SekhomaRules() if game == SEKHOMA else FiddlerCrabRules(seats=3)


def played(state: Any) -> int:
    return int(getattr(state, "hands_played", getattr(state, "rounds_played", 0)))


def play_hands(services: Services, actor: Actor, table: int, hands: int, seed: int = 7) -> None:
    """Random legal play until ``hands`` more hands are played to the end, between hands."""
    rng = random.Random(seed)
    game = game_named(services.tables.view(table).game)
    target = played(services.tables.view(table).state) + hands
    for _ in range(3000):
        state = services.tables.view(table).state
        if played(state) >= target and not game.engine.phase(state).in_hand:
            return
        play_command(services, actor, table, rng)
    raise AssertionError("play did not reach the goal")


def play_until(services: Services, actor: Actor, table: int, done: Callable[[Any], bool]) -> None:
    rng = random.Random(3)
    for _ in range(600):
        if done(services.tables.view(table).state):
            return
        play_command(services, actor, table, rng)
    raise AssertionError("play did not reach the goal")


def last_played(services: Services, table: int) -> tuple[int, int, str]:
    """The last hand played to its end: its number, and a seat that played in it (with the
    player's name) whose player is still seated."""
    with services.db.read() as session:
        number = session.scalar(
            select(func.max(m.Hand.number)).where(
                m.Hand.table_id == table, m.Hand.outcome == "played"
            )
        )
        assert number is not None
        rows = session.execute(
            select(m.Wager.seat, m.Wager.player).where(
                m.Wager.table_id == table, m.Wager.hand_number == number, m.Wager.seat.is_not(None)
            )
        ).all()
    state = services.tables.view(table).state
    for seat, player in rows:
        occupant = state.seats[seat - 1]
        if occupant is not None and occupant.player == player:
            return int(number), int(seat), str(player)
    raise AssertionError("nobody of the last hand is still seated")


def stack(services: Services, table: int, seat: int) -> int:
    occupant = services.tables.view(table).state.seats[seat - 1]
    assert occupant is not None
    return int(occupant.stack)


def ledger_win(services: Services, table: int) -> int:
    with services.db.read() as session:
        return int(
            session.scalar(
                select(func.coalesce(func.sum(m.Wager.house), 0)).where(
                    m.Wager.table_id == table, m.Wager.void_id.is_(None)
                )
            )
            or 0
        )


def verified(services: Services, table: int) -> None:
    """The table's stream (its wager lines recomputed from the events) and the whole
    record, the administrative stream's correction rows included, verify."""
    with services.db.read() as session:
        checked = verify_table(session, table, site_key(create=False))
        assert checked.problem is None, checked.problem
        problems = [c.problem for c in verify(session) if c.problem is not None]
    assert problems == []


def corrections_of(services: Services) -> CorrectionService:
    return CorrectionService(services.db, services.tables)


def approve(actor: Actor) -> Signature:
    return Staff.witness(actor)


# -- a correction, as it should go ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_correction_pays_the_seated_player_and_stands_beside_the_hand(
    services: Services, staff: Staff, game: str
) -> None:
    table = open_table(services, staff, game, rules_for(game))
    play_hands(services, staff.dealer, table, 3)
    number, seat, player = last_played(services, table)
    recall = RecallQueries(services.db)
    before = recall.hand(table, number)
    stack_before, win_before = stack(services, table, seat), ledger_win(services, table)
    figures = SeatFigureQueries(services.db)
    result_before = figures.figures(table).seat(seat)
    assert result_before is not None

    corrections = corrections_of(services)
    correction = corrections.correct_hand(
        staff.dealer, table, number, seat, 250, "paid 2:1, the table pays 5:2",
        approve(staff.boss), new_id(),
    )  # fmt: skip

    # The player's stack moved through the stream, and the house paid it.
    assert stack(services, table, seat) == stack_before + 250
    assert ledger_win(services, table) == win_before - 250
    view = services.tables.view(table)
    assert view.state.conserved
    with services.db.read() as session:
        row = session.get(m.HandCorrection, correction)
        assert row is not None
        assert (row.hand_number, row.seat, row.player, row.amount) == (number, seat, player, 250)
        assert row.requested_by_id == staff.dealer.user_id
        assert row.approved_by_id == staff.boss.user_id
        assert row.table_session_id == view.session_id
        event = session.scalar(
            select(m.Event).where(m.Event.table_id == table, m.Event.seq == row.seq)
        )
        assert event is not None and event.type == "StackCorrected"
        [line] = session.scalars(
            select(m.Wager).where(m.Wager.table_id == table, m.Wager.seq == row.seq)
        ).all()
        assert (line.kind, line.seat, line.player, line.amount, line.house) == (
            "correction", seat, player, 250, -250,
        )  # fmt: skip
        assert (line.hand_number, line.table_session_id) == (number, view.session_id)
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "hand corrected")
        ).all()
        assert len(logged) == 1 and "paid 2:1" in logged[0] and staff.boss.name in logged[0]
        recorded = session.scalar(
            select(func.count())
            .select_from(m.AdminEvent)
            .where(m.AdminEvent.type == "HandCorrected")
        )
        assert recorded == 1

    # The seat's figures include it: its result moved by exactly the correction.
    result_after = figures.figures(table).seat(seat)
    assert result_after is not None
    assert result_after.result == result_before.result + 250
    assert result_after.corrections == 250 and result_after.house == result_before.house - 250

    # The original hand is unchanged, and recall shows the correction beside it.
    after = recall.hand(table, number)
    assert after.steps == before.steps and after.wagers == before.wagers
    assert after.hand == before.hand
    [shown] = after.corrections
    assert (shown.seat, shown.player, shown.amount, shown.reason) == (
        seat, player, 250, "paid 2:1, the table pays 5:2",
    )  # fmt: skip
    assert (shown.requested_by, shown.approved_by) == (staff.dealer.name, staff.boss.name)
    assert [h.corrections for h in recall.hands(table) if h.number == number] == [1]
    verified(services, table)

    # Taking back: a negative correction, asked by a pit boss and approved by another.
    corrections.correct_hand(
        staff.boss, table, number, seat, -100, "overpaid by 1.00", approve(staff.boss2), new_id()
    )
    assert stack(services, table, seat) == stack_before + 150
    assert ledger_win(services, table) == win_before - 150
    assert [c.amount for c in recall.hand(table, number).corrections] == [250, -100]
    verified(services, table)


@pytest.mark.parametrize("game", GAMES)
def test_a_correction_for_a_player_who_left_is_paid_away_from_the_table(
    services: Services, staff: Staff, game: str
) -> None:
    table = open_table(services, staff, game, rules_for(game))
    play_hands(services, staff.dealer, table, 2)
    number, seat, player = last_played(services, table)
    engine = game_named(game).engine
    play_until(services, staff.dealer, table, lambda s: not engine.phase(s).in_hand)
    services.tables.submit(staff.dealer, table, LeaveSeat(seat), new_id())
    services.tables.submit(staff.dealer, table, SeatPlayer(seat, "Newcomer", 5000), new_id())
    win_before = ledger_win(services, table)
    figures = SeatFigureQueries(services.db)
    result_before = figures.figures(table).seat(seat)
    assert result_before is not None

    corrections_of(services).correct_hand(
        staff.dealer, table, number, seat, 300, "short paid", approve(staff.boss), new_id()
    )
    state = services.tables.view(table).state
    assert state.seats[seat - 1].player == "Newcomer" and state.seats[seat - 1].stack == 5000
    assert state.conserved
    assert ledger_win(services, table) == win_before - 300
    result_after = figures.figures(table).seat(seat)
    assert result_after is not None
    assert result_after.paid_away == 300
    assert result_after.result == result_before.result + 300
    with services.db.read() as session:
        line = session.scalar(select(m.Wager).where(m.Wager.kind == "correction"))
        assert line is not None and line.player == player
    verified(services, table)


# -- refusals ---------------------------------------------------------------------------------


def test_refusals_name_what_is_wrong_and_write_nothing(services: Services, staff: Staff) -> None:
    game = SEKHOMA
    table = open_table(services, staff, game, rules_for(game))
    play_hands(services, staff.dealer, table, 2)
    number, seat, _player = last_played(services, table)
    corrections = corrections_of(services)
    counts = row_counts(services.db)

    def refused(error: type[Exception], words: str, **change: Any) -> None:
        args: dict[str, Any] = {
            "actor": staff.dealer, "table_id": table, "hand_number": number, "seat": seat,
            "amount": 100, "reason": "short paid", "approved_by": approve(staff.boss),
            "command_id": new_id(),
        }  # fmt: skip
        args.update(change)
        with pytest.raises(error, match=words):
            corrections.correct_hand(**args)

    refused(PermissionDenied, "cannot approve it too", actor=staff.boss)  # self-approval
    refused(
        PermissionDenied, "only a pit boss or an administrator", approved_by=approve(staff.dealer2)
    )
    refused(AuthError, "wrong name or PIN", approved_by=Signature(staff.boss.name, "999999"))
    refused(InputError, "needs a reason", reason="   ")
    refused(InputError, "above 0", amount=0)
    refused(InputError, "above 0", amount=True)
    refused(InputError, "largest amount", amount=10**13)
    refused(InputError, "no wager in hand", seat=6)
    refused(NotFound, "no finished hand 99", hand_number=99)
    refused(InputError, "command id", command_id="")
    refused(InputError, "cannot be taken back", amount=-(10**9))
    services.auth.add_user("Abe Accountant", "accounting", "482913", by=staff.admin)
    abe = services.auth.login("Abe Accountant", "482913", "test")
    refused(PermissionDenied, "only a dealer", actor=abe)
    after = row_counts(services.db)
    for table_name in ("hand_corrections", "wagers", "events", "commands"):
        assert after[table_name] == counts[table_name], table_name

    # A voided hand, and the hand in play.
    play_until(services, staff.dealer, table, lambda s: game_named(game).engine.phase(s).in_hand)
    in_play = game_named(game).engine.phase(services.tables.view(table).state).hands_dealt
    refused(InputError, f"hand {in_play} .* is still in play", hand_number=in_play)
    services.tables.void(staff.dealer, table, "card exposed", approve(staff.boss), new_id())
    refused(InputError, "was voided", hand_number=in_play)

    # A closed table takes no correction: it is paid in the session open when it is paid.
    from store_fixtures import OPENER

    services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))
    refused(InputError, "not open", hand_number=number)
    assert row_counts(services.db)["hand_corrections"] == counts["hand_corrections"]


def test_a_correction_waits_for_the_hand_in_play_to_end(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, FIDDLER_CRAB, rules_for(FIDDLER_CRAB))
    play_hands(services, staff.dealer, table, 2)
    number, seat, _player = last_played(services, table)
    game = game_named(FIDDLER_CRAB)
    play_until(services, staff.dealer, table, lambda s: game.engine.phase(s).in_hand)
    with pytest.raises(InputError, match="between hands"):
        corrections_of(services).correct_hand(
            staff.dealer, table, number, seat, 100, "short paid", approve(staff.boss), new_id()
        )


@pytest.mark.postgres  # a command id's uniqueness is each database's constraint
def test_the_same_command_id_acts_once(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, FIDDLER_CRAB, rules_for(FIDDLER_CRAB))
    play_hands(services, staff.dealer, table, 2)
    number, seat, _player = last_played(services, table)
    corrections = corrections_of(services)
    command = new_id()
    before = stack(services, table, seat)
    first = corrections.correct_hand(
        staff.dealer, table, number, seat, 500, "short paid", approve(staff.boss), command
    )
    counts = row_counts(services.db)
    again = corrections.correct_hand(
        staff.dealer, table, number, seat, 500, "short paid", approve(staff.boss), command
    )
    assert again == first
    assert row_counts(services.db) == counts
    assert stack(services, table, seat) == before + 500
    with pytest.raises(InputError, match="already used"):
        corrections.correct_hand(
            staff.dealer, table, number, seat, 600, "short paid", approve(staff.boss), command
        )
    # A second correction of the same hand under a new id is a second correction.
    corrections.correct_hand(
        staff.dealer, table, number, seat, 500, "short paid again", approve(staff.boss), new_id()
    )
    assert stack(services, table, seat) == before + 1000
    assert len(corrections.corrections(table, number)) == 2


def test_play_goes_on_after_a_correction(services: Services, staff: Staff) -> None:
    """The dealer's console (its own table service, with its cached fold) catches up with a
    correction another console wrote, and the table plays on."""
    table = open_table(services, staff, SEKHOMA, rules_for(SEKHOMA))
    play_hands(services, staff.dealer, table, 2)
    number, seat, _player = last_played(services, table)
    other = Services(services.db)
    CorrectionService(other.db, other.tables).correct_hand(
        staff.boss, table, number, seat, 100, "short paid", approve(staff.boss2), new_id()
    )
    play_hands(services, staff.dealer, table, 2, seed=11)
    assert services.tables.view(table).state.conserved
    verified(services, table)


# -- the wager log and the seat figures agree ---------------------------------------------------


def wager_result(services: Services, table: int, session_id: int, seat: int, game: str) -> int:
    """The seat's result read line by line from the wager log, the way each game's ledger
    words it: minus the house column at a banked table; at a pool table, the pots and
    returns it took less what it put in, less the house column (time charges, corrections)."""
    with services.db.read() as session:
        voided = select(m.Hand.number).where(m.Hand.table_id == table, m.Hand.outcome == "voided")
        rows = session.execute(
            select(m.Wager.kind, m.Wager.amount, m.Wager.house).where(
                m.Wager.table_session_id == session_id,
                m.Wager.seat == seat,
                m.Wager.void_id.is_(None),
                m.Wager.hand_number.not_in(voided),
            )
        ).all()
    total = -sum(house for _k, _a, house in rows)
    if game == SEKHOMA:
        total += sum(a for k, a, _h in rows if k in POOL_BACK)
        total -= sum(a for k, a, _h in rows if k in POOL_STAKES)
    return total


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_figures_agree_with_the_wager_log(
    services: Services, staff: Staff, game: str
) -> None:
    table = open_table(services, staff, game, rules_for(game))
    play_hands(services, staff.dealer, table, 6, seed=5)
    number, seat, _player = last_played(services, table)
    corrections_of(services).correct_hand(
        staff.dealer, table, number, seat, 175, "short paid", approve(staff.boss), new_id()
    )
    play_hands(services, staff.dealer, table, 2, seed=6)
    view = services.tables.view(table)
    assert not game_named(game).engine.phase(view.state).in_hand
    figures = SeatFigureQueries(services.db).figures(table, state=view.state, seq=view.seq)
    assert figures.session_id == view.session_id
    assert figures.seats
    for shown in figures.seats:
        assert view.session_id is not None
        assert shown.result == wager_result(services, table, view.session_id, shown.seat, game)
    # Chips are conserved seat by seat: the seats' results are what the house lost.
    assert sum(s.result for s in figures.seats) == -ledger_win(services, table)
    # The fold the service makes itself gives the same figures.
    assert SeatFigureQueries(services.db).figures(table) == figures


def test_the_correction_entry_is_the_ledgers() -> None:
    """Both games carry a correction's wager line alike (the shared seating helper)."""
    event = StackCorrected(2, "Ann", 7, -300, True)
    for game in GAMES:
        table = game_named(game)
        state = table.engine.new_table(rules_for(game))
        assert table.engine.ledger(state, event) == (Entry("correction", 2, 300, 300, 7),)


def test_the_figures_read_as_they_go_match_a_fresh_read(services: Services, staff: Staff) -> None:
    """The figures a console keeps up to date after each command (reading only the rows
    written since) are those a fresh read of the whole session gives, through hands in play,
    a void and a correction."""
    table = open_table(services, staff, SEKHOMA, rules_for(SEKHOMA))
    game = game_named(SEKHOMA)
    kept = SeatFigureQueries(services.db)
    rng = random.Random(21)

    def same() -> None:
        view = services.tables.view(table)
        ours = kept.figures(table, view.session_id, state=view.state, seq=view.seq)
        fresh = SeatFigureQueries(services.db).figures(table, state=view.state, seq=view.seq)
        assert ours == fresh

    for _ in range(120):
        play_command(services, staff.dealer, table, rng)
        same()
    play_until(services, staff.dealer, table, lambda s: game.engine.phase(s).in_hand)
    play_command(services, staff.dealer, table, rng)
    same()
    if game.engine.phase(services.tables.view(table).state).in_hand:
        services.tables.void(staff.dealer, table, "misdeal", approve(staff.boss), new_id())
        same()
    number, seat, _player = last_played(services, table)
    corrections_of(services).correct_hand(
        staff.dealer, table, number, seat, 40, "short paid", approve(staff.boss), new_id()
    )
    same()
    for _ in range(40):
        play_command(services, staff.dealer, table, rng)
        same()
