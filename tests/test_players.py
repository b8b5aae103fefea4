"""Players and their rating slips (issue 22): rated players kept across tables, merged and
never deleted; slips read from the play that match the raw wager lines on both databases;
theo from the exact edge and from the revenue a pool game's play paid; the skill index of
scripted players; the advantage-play flag; and who may see what."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from sqlalchemy import func, select
from store_fixtures import Staff, new_id, open_table, sender

from casino.equipment.sekhoma_pack import shuffled_deck
from casino.games.fiddler_crab.math.edge import mirror, outcome_counts, pays_of
from casino.games.fiddler_crab.math.policies import dealer_policy, dealer_split
from casino.games.fiddler_crab.math.skill import best_pair, split_values
from casino.games.fiddler_crab.math.splits import split_pair, split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    PlaceBet,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
)
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.services import Services
from casino.services.errors import InputError, PermissionDenied
from casino.services.players.players import PlayerService
from casino.services.players.ratings import FLAG_ROUNDS, RatingQueries
from casino.store import models as m

SHOE = FiddlerCrabRules(cards="shoe")
LIVE = FiddlerCrabRules(cards="live")
BET = 1_000


def _copy(rules: FiddlerCrabRules, cards: tuple[Any, ...], _round: int) -> Any:
    return dealer_split(rules, cards)


def _best(rules: FiddlerCrabRules, cards: tuple[Any, ...], _round: int) -> Any:
    return split_to_pair(cards, best_pair(rules, INDEX[vector_of_cards(cards)]))


def _sometimes(rules: FiddlerCrabRules, cards: tuple[Any, ...], number: int) -> Any:
    return (_best if number % 2 else _copy)(rules, cards, number)


def _play_rounds(services: Services, staff: Staff, table: int, players: dict[int, Any],
                 rounds: int, seed: int | None = None
                 ) -> list[tuple[int, Fraction, Fraction, Fraction]]:
    """``rounds`` rounds, each seat in ``players`` betting ``BET`` and splitting as its
    strategy says; every split's exact (chosen, mirror, best), worked out here. With a
    ``seed`` the table is a live one and the cards are dealt here from a seeded shuffle (the
    same every run); without, it is a shoe table and the console deals."""
    send = sender(services, staff, table)
    rng = random.Random(seed)
    values = []
    for number in range(rounds):
        for seat in players:
            send(PlaceBet(seat, BET))
        state = send(StartRound())
        if seed is None:
            dealt = dict(zip(state.round.seats, state.round.dealt, strict=True))
            dealer: tuple[Any, ...] = ()
        else:
            deck = shuffled_deck(rng)
            dealt = {seat: deck[9 * k:9 * k + 9] for k, seat in enumerate(state.round.seats)}
            dealer = deck[-9:]
        rules = state.rules
        for seat, strategy in players.items():
            large, small = strategy(rules, dealt[seat], number)
            send(SetHand(seat, large, small))
            vector = INDEX[vector_of_cards(dealt[seat])]
            chosen, copy, best = split_values(rules, vector, split_pair(large, small))
            values.append((seat, chosen, copy, best))
        send(SetDealerHand(cards=dealer))
        send(Settle())
    assert services.tables.advantage.wait(), "the advantage-play look did not finish"
    return values


@pytest.fixture
def players(services: Services) -> PlayerService:
    return PlayerService(services.db)


@pytest.fixture
def ratings(services: Services) -> RatingQueries:
    return RatingQueries(services.db)


@pytest.mark.postgres  # the flags as each database keeps them
def test_skill_index_of_a_copier_a_skilled_player_and_one_between(
    services: Services, staff: Staff, players: PlayerService, ratings: RatingQueries
) -> None:
    for card, name in (("100", "Cora Copy"), ("200", "Ben Best"), ("300", "Hal Half")):
        players.enrol(staff.boss, card, name)
    table = open_table(services, staff, "fiddler-crab", LIVE)
    send = sender(services, staff, table)
    for seat, card in ((1, "100"), (2, "200"), (3, "300")):
        send(SeatPlayer(seat, f"#{card}", 200_000))
    strategies = {1: _copy, 2: _best, 3: _sometimes}
    values = _play_rounds(services, staff, table, strategies, FLAG_ROUNDS, seed=2211)
    shift = services.shifts.open_shifts()[0][0]
    lines = {line.slip.seat: line for line in ratings.shift_slips(shift, staff.boss)}
    copier, best, half = (lines[s].slip.skill for s in (1, 2, 3))
    assert copier is not None and best is not None and half is not None
    assert copier.index == 0.0 and copier.decisions == FLAG_ROUNDS
    assert best.index == 1.0 and best.best_choices == FLAG_ROUNDS
    gain = sum((c - m_ for s, c, m_, _b in values if s == 3), Fraction(0))
    room = sum((b - m_ for s, _c, m_, b in values if s == 3), Fraction(0))
    assert 0 < gain / room < 1
    assert half.index == float(gain / room)
    # A skilled player beats the default rules by a wide margin (RULES section 5), so even
    # half of that skill does: both are flagged, once each, with the figures; the copier,
    # whom the house beats, is not.
    flags = {f.seat: f for f in ratings.flags(staff.boss)}
    assert sorted(flags) == [2, 3]
    assert flags[2].shown == "Ben Best (#200)" and flags[3].shown == "Hal Half (#300)"
    for flag in flags.values():
        assert flag.theo_at_play < 0 < flag.theo and flag.hands == FLAG_ROUNDS
        assert "negative for the house" in flag.detail
    assert flags[2].skill_index == 1
    assert lines[2].flagged and lines[3].flagged and not lines[1].flagged
    with services.db.read() as session:
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "player flagged")
        ).all()
    assert len(logged) == 2 and any("seat 2 (#200)" in line for line in logged)
    # Another round does not flag the same visit twice.
    _play_rounds(services, staff, table, strategies, 1, seed=7)
    assert len(ratings.flags(staff.boss)) == 2


def _raw(services: Services, table: int, seat: int) -> dict[str, int]:
    """The seat's figures summed straight from the raw rows, as an auditor would."""
    w, c = m.Wager, m.CashMovement
    voided = select(m.Void.hand_number).where(m.Void.table_id == table)
    with services.db.read() as session:
        def total(*where: Any) -> int:
            return int(session.scalar(select(func.sum(w.amount)).where(*where)) or 0)

        in_play = (w.table_id == table, w.seat == seat, w.void_id.is_(None),
                   w.hand_number.not_in(voided))  # fmt: skip
        return {
            "bet": total(*in_play, w.kind == "action"),
            "house": int(session.scalar(select(func.sum(w.house)).where(*in_play)) or 0),
            "hands": int(session.scalar(
                select(func.count(func.distinct(w.hand_number))).where(*in_play,
                                                                       w.kind == "action")
            ) or 0),
            "in": int(session.scalar(select(func.sum(c.amount)).where(
                c.table_id == table, c.seat == seat, c.kind == "buy_in")) or 0),
            "out": int(session.scalar(select(func.sum(c.amount)).where(
                c.table_id == table, c.seat == seat, c.kind == "cash_out")) or 0),
        }  # fmt: skip


def test_a_rating_slip_matches_the_raw_wager_lines(
    services: Services, staff: Staff, players: PlayerService, ratings: RatingQueries
) -> None:
    """On both databases: bets, hands, buy-ins, cash-out and result of a visit equal the raw
    rows; theo is the bets times the exact edge of the rules; a top-up and a void included."""
    players.enrol(staff.boss, "4711", "Vera Visit")
    table = open_table(services, staff, "fiddler-crab", SHOE)
    send = sender(services, staff, table)
    send(SeatPlayer(4, "#4711", 50_000))
    send(SeatPlayer(5, "Walk-in", 20_000))
    rng = random.Random(22)
    strategies = {4: _sometimes, 5: _copy}
    _play_rounds(services, staff, table, strategies, 3)
    send(PlaceBet(4, 2_500))
    send(StartRound())
    services.tables.void(staff.dealer, table, "misdeal", Staff.witness(staff.boss), new_id())
    from casino.games.seating import AddChips

    send(AddChips(4, 10_000))
    _play_rounds(services, staff, table, strategies, 2 + rng.randrange(3))
    send(LeaveSeat(4))
    shift = services.shifts.open_shifts()[0][0]
    slip = next(line.slip for line in ratings.shift_slips(shift, staff.boss)
                if line.slip.seat == 4)  # fmt: skip
    raw = _raw(services, table, 4)
    assert slip.total_bet == raw["bet"] and slip.hands == raw["hands"]
    assert slip.bought_in == raw["in"] == 60_000 and slip.cashed_out == raw["out"]
    assert slip.result == raw["out"] - raw["in"] == -raw["house"]
    assert not slip.open and slip.seconds_played >= 0
    edge = mirror(outcome_counts(dealer_policy(SHOE)), dealer_policy(SHOE), pays_of(SHOE))
    assert slip.theo == -edge.ev_per_hand * raw["bet"]
    page = ratings.player_page(staff.boss, "4711")
    assert page.name == "Vera Visit" and page.figures.visits == 1
    assert page.figures.total_bet == raw["bet"]


def test_theo_of_a_pool_game_is_the_rake_and_fees_its_play_paid(
    services: Services, staff: Staff, ratings: RatingQueries
) -> None:
    """Sekhoma with a rake: each seat's theo is its share of every pot's rake in proportion
    to what it put in, and the seats' theo adds up to the table's whole rake."""
    from casino.games import game as game_named
    from casino.games.sekhoma.rules import SekhomaRules
    from casino.services.demo import play_command

    table = open_table(services, staff, "sekhoma", SekhomaRules())
    send = sender(services, staff, table)
    for seat in (1, 2, 3):
        send(SeatPlayer(seat, f"P{seat}", 20_000))
    game, rng = game_named("sekhoma"), random.Random(5)
    while (phase := game.engine.phase(services.tables.view(table).state)).hands_dealt < 6 or (
        phase.in_hand
    ):
        play_command(services, staff.dealer, table, rng)
    shift = services.shifts.open_shifts()[0][0]
    found = [line.slip for line in ratings.shift_slips(shift, staff.boss)]
    w = m.Wager
    with services.db.read() as session:
        rake = int(session.scalar(select(func.sum(w.house)).where(
            w.table_id == table, w.kind == "rake", w.void_id.is_(None))) or 0)  # fmt: skip
        fees = int(session.scalar(select(func.sum(w.house)).where(
            w.table_id == table, w.kind == "time_charge")) or 0)  # fmt: skip
        # one hand, by hand: seat 1's share of its rake
        lines = session.execute(
            select(w.hand_number, w.seat, w.kind, w.amount, w.house).where(w.table_id == table)
        ).all()
    assert rake > 0
    assert sum(s.theo for s in found) == rake + fees
    assert all(s.theo_basis == "revenue" for s in found)
    # Worked out here, hand by hand: each seat's share of each rake by what it put in.
    put: dict[int, dict[int, int]] = {}
    for number, seat, kind, amount, _house in lines:
        if number is not None and seat is not None:
            sign = 1 if kind in ("ante", "bet", "call", "raise", "all_in") else (
                -1 if kind == "return" else 0)  # fmt: skip
            put.setdefault(number, {}).setdefault(seat, 0)
            put[number][seat] += sign * amount
    expected: dict[int, Fraction] = {}
    for number, seat, kind, _amount, house in lines:
        if kind == "rake":
            total = sum(v for v in put[number].values() if v > 0)
            for s, v in put[number].items():
                if v > 0:
                    expected[s] = expected.get(s, Fraction(0)) + Fraction(house * v, total)
        elif kind == "time_charge":
            assert seat is not None
            expected[seat] = expected.get(seat, Fraction(0)) + house
    got: dict[int, Fraction] = {}
    for slip in found:
        got[slip.seat] = got.get(slip.seat, Fraction(0)) + slip.theo
    assert got == {s: v for s, v in expected.items() if v}


def test_a_rated_player_is_seated_by_card_and_an_unknown_card_is_refused(
    services: Services, staff: Staff, players: PlayerService
) -> None:
    table = open_table(services, staff, "fiddler-crab", SHOE)
    send = sender(services, staff, table)
    with pytest.raises(InputError, match="no rated player holds card 999"):
        send(SeatPlayer(1, "#999", 5_000))
    with pytest.raises(InputError, match="beginning with #"):
        send(SeatPlayer(1, "#not a card", 5_000))
    players.enrol(staff.boss, "999", "Nina Nine")
    assert send(SeatPlayer(1, "#999", 5_000)).seats[0].player == "#999"
    other = open_table(services, staff, "fiddler-crab", SHOE)
    move = sender(services, staff, other)
    with pytest.raises(InputError, match=r"card 999 is seated at .* seat 1: the player leaves"):
        move(SeatPlayer(2, "#999", 5_000))
    send(LeaveSeat(1))
    assert move(SeatPlayer(2, "#999", 5_000)).seats[1].player == "#999"
    with pytest.raises(InputError, match="already enrolled"):
        players.enrol(staff.admin, "999", "Someone Else")


@pytest.mark.postgres  # the records and visits as each database joins them
def test_two_records_of_one_person_are_merged_never_deleted(
    services: Services, staff: Staff, players: PlayerService, ratings: RatingQueries
) -> None:
    players.enrol(staff.boss, "A-1", "Max Merge")
    players.enrol(staff.boss, "B-2", "M. Merge")
    first = open_table(services, staff, "fiddler-crab", SHOE)
    second = open_table(services, staff, "fiddler-crab", SHOE)
    for table, card in ((first, "A-1"), (second, "B-2")):
        sender(services, staff, table)(SeatPlayer(1, f"#{card}", 10_000))
        _play_rounds(services, staff, table, {1: _copy}, 1)
        sender(services, staff, table)(LeaveSeat(1))
    with pytest.raises(InputError, match="needs a reason"):
        players.merge(staff.boss, "B-2", "A-1", " ")
    kept = players.merge(staff.boss, "B-2", "A-1", "same passport")
    assert kept.card == "A-1" and kept.cards == ("A-1", "B-2")
    with pytest.raises(InputError, match="already merged"):
        players.merge(staff.boss, "B-2", "A-1", "again")
    with pytest.raises(InputError, match="merge the other way"):
        players.merge(staff.boss, "A-1", "B-2", "backwards")
    records = {p.card: p for p in players.players(staff.boss)}
    assert set(records) == {"A-1", "B-2"} and records["B-2"].merged_into == "A-1"
    for card in ("A-1", "B-2"):
        page = ratings.player_page(staff.admin, card)
        assert page.card == "A-1" and page.figures.visits == 2
        assert {line.table for line in page.lines} == {
            services.tables.view(first).name, services.tables.view(second).name,
        }  # fmt: skip
    shift = services.shifts.open_shifts()[0][0]
    top = ratings.top_players(staff.boss, shift)
    assert [p.shown for p in top if p.rated] == ["Max Merge (#A-1)"]
    with services.db.read() as session:
        kinds = session.scalars(select(m.AdminEvent.type)).all()
    assert kinds.count("PlayerEnrolled") == 2 and kinds.count("PlayersMerged") == 1


def _supervisor_reads(
    players: PlayerService, ratings: RatingQueries, who: Any, shift: int
) -> list[Any]:
    return [
        lambda: players.enrol(who, "778", "X Y"),
        lambda: players.players(who),
        lambda: players.player(who, "777"),
        lambda: players.merge(who, "777", "778", "r"),
        lambda: ratings.top_players(who, shift),
        lambda: ratings.player_page(who, "777"),
        lambda: ratings.flags(who),
    ]


@pytest.mark.postgres  # the slips and pages as each database reads them
def test_only_supervisors_see_players(
    services: Services, staff: Staff, players: PlayerService, ratings: RatingQueries
) -> None:
    """Names and history are for pit bosses and administrators; a dealer (or a report read
    without a sign-in) sees seat numbers, and may ask only whether a card is enrolled."""
    players.enrol(staff.boss, "777", "Priya Private")
    table = open_table(services, staff, "fiddler-crab", SHOE)
    sender(services, staff, table)(SeatPlayer(6, "#777", 10_000))
    _play_rounds(services, staff, table, {6: _copy}, 1)
    shift = services.shifts.open_shifts()[0][0]
    services.auth.add_user("Ali Accounts", "accounting", "135792", by=staff.admin)
    accountant = services.auth.login("Ali Accounts", "135792", "test accounting")
    for who in (staff.dealer, staff.dealer2, accountant):
        for call in _supervisor_reads(players, ratings, who, shift):
            with pytest.raises(PermissionDenied):
                call()
        assert [line.shown for line in ratings.shift_slips(shift, who)] == ["Seat 6"]
    assert players.enrolled("777") and not players.enrolled("778")
    assert [line.shown for line in ratings.shift_slips(shift)] == ["Seat 6"]
    for who in (staff.boss, staff.admin):
        assert [line.shown for line in ratings.shift_slips(shift, who)] == [
            "Priya Private (#777)"
        ]
    ratings.player_page(staff.boss, "777")
    with services.db.read() as session:
        read = session.scalars(
            select(m.SignificantEvent.detail).where(
                m.SignificantEvent.kind == "player record read"
            )
        ).all()
    assert read == ["card 777"]


def test_a_player_record_edited_outside_the_services_is_caught(
    services: Services, staff: Staff, players: PlayerService
) -> None:
    """A forger with the database renames a player or merges two behind the pit's back:
    ``casino verify`` compares every player row with the administrative stream's last word."""
    from sqlalchemy import update

    from casino.store import admin
    from casino.store.verify import verify_admin

    players.enrol(staff.boss, "31", "Real Name")
    players.enrol(staff.boss, "32", "Other Person")
    key = admin.seal_of(services.db.engine).key
    with services.db.read() as session:
        assert verify_admin(session, key).problem is None
    with services.db.write() as session:
        session.execute(update(m.Player).where(m.Player.card == "31").values(name="Forged"))
    with services.db.read() as session:
        problem = verify_admin(session, key).problem
    assert problem is not None and "player" in str(problem)
