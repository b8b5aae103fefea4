"""The event store and the services over it, on SQLite and on PostgreSQL.

Every test here takes its database from the ``db_url``-based fixtures in ``store_fixtures``, so
each one runs twice: once on a SQLite file and once on the scratch PostgreSQL server. Play goes
through ``TableService.submit`` only (random legal commands from the simulators, or scripted
ones), and the checks read the database back: the record is what an auditor sees, so that is
what is asserted, not the services' return values alone.
"""

from __future__ import annotations

import json
import random
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import replace
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.exc import DBAPIError
from store_fixtures import OPENER, STAFF, Staff, new_id, open_table, row_counts

from casino.equipment.sekhoma_pack import DECK, parse_cards
from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    BetSettled,
    PlaceBet,
    StartRound,
)
from casino.games.fiddler_crab.types import CardsDealt as FcCardsDealt
from casino.games.seating import AddChips, PlayerSeated, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    AntePosted,
    PotAwarded,
    StartHand,
    VoidHand,
)
from casino.games.sekhoma.types import CardsDealt as SkCardsDealt
from casino.pit_settings import PitSettings
from casino.services import Services
from casino.services.demo import counts_for, driver, play_command
from casino.services.errors import (
    AuthError,
    ConflictError,
    InputError,
    NotFound,
    PermissionDenied,
    ServiceError,
)
from casino.services.reports.prints import first_print, register
from casino.services.tables import Outcome, TableService
from casino.services.users.auth import Actor, Signature, pin_matches, token_hash
from casino.services.when import aware, gaming_day
from casino.store import migrate, snapshots
from casino.store import models as m
from casino.store.admin import seal_of
from casino.store.unit import Database
from casino.store.verify import verify

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

SEKHOMA, FIDDLER_CRAB = "sekhoma", "fiddler-crab"
OPENER_TOTAL = sum(d * c for d, c in OPENER.items())
HAND_KINDS = ("ante", "bet", "call", "raise", "all_in")
"""Sekhoma wager kinds that put chips into a hand (``return`` takes some back)."""


# --- helpers --------------------------------------------------------------------------------




def fetch(db: Database, model: Any, *where: Any) -> list[Any]:
    with db.read() as session:
        return list(session.scalars(select(model).where(*where).order_by(model.id)).all())


def log_rows(db: Database, kind: str) -> list[m.SignificantEvent]:
    return fetch(db, m.SignificantEvent, m.SignificantEvent.kind == kind)


def assert_verified(db: Database) -> None:
    """``casino verify``: every chain intact, every wager and drop row matching its event,
    every table balanced."""
    with db.read() as session:
        checked = verify(session)
    assert checked, "no table was checked"
    assert [str(c.problem) for c in checked if c.problem is not None] == []


def played(state: Any) -> int:
    """Hands (Sekhoma) or rounds (Fiddler-Crab) played to the end, voided ones not counted."""
    return state.hands_played if hasattr(state, "hands_played") else state.rounds_played


def in_hand(state: Any) -> bool:
    return (state.hand if hasattr(state, "hand") else state.round) is not None


def step(services: Services, actor: Actor, table: int, rng: random.Random) -> Outcome:
    """One random legal command from the game's simulator, as the dealer's console sends it.
    A shoe table's start goes without a deck: the service shuffles it."""
    view = services.tables.view(table)
    command = driver(view.game)(view.state, rng)
    if getattr(command, "KIND", None) == "start" and getattr(command, "shoe", None) is not None:
        command = type(command)(shoe=None)
    return services.tables.submit(actor, table, command, new_id(), expected_seq=view.seq)


def drive(
    services: Services,
    actor: Actor,
    table: int,
    rng: random.Random,
    until: Callable[[Any], bool],
    limit: int = 400,
) -> list[Outcome]:
    """Random play until ``until(state)``; the outcomes of the commands played."""
    outcomes: list[Outcome] = []
    for _ in range(limit):
        if until(services.tables.view(table).state):
            return outcomes
        outcomes.append(step(services, actor, table, rng))
    raise AssertionError(f"play did not reach the goal in {limit} commands")


def play_hands(
    services: Services, actor: Actor, table: int, rng: random.Random, hands: int
) -> list[Outcome]:
    """Random play until ``hands`` more hands (or rounds) have been played to the end."""
    target = played(services.tables.view(table).state) + hands
    return drive(services, actor, table, rng, lambda s: played(s) >= target and not in_hand(s))


def to_mid_hand(
    services: Services, actor: Actor, table: int, rng: random.Random, actions: int = 2
) -> list[Outcome]:
    """Random play into a hand, then ``actions`` more commands while it stays in play."""
    outcomes = drive(services, actor, table, rng, in_hand)
    for _ in range(actions):
        if not in_hand(services.tables.view(table).state):
            break
        outcomes.append(step(services, actor, table, rng))
    assert in_hand(services.tables.view(table).state), "the hand ended early; pick another seed"
    return outcomes


def events_of(outcomes: list[Outcome]) -> Iterator[Any]:
    for outcome in outcomes:
        yield from outcome.events


def session_id(services: Services, table: int) -> int:
    found = services.tables.view(table).session_id
    assert found is not None
    return found


def rules_for(game: str, **changes: Any) -> Any:
    """Default house rules; three Fiddler-Crab seats keep the buy-ins, and the tray, small."""
    return SekhomaRules(**changes) if game == SEKHOMA else FiddlerCrabRules(seats=3, **changes)


# --- 1. migrations ----------------------------------------------------------------------------


def test_upgrade_from_empty_reaches_head_and_is_idempotent(empty_db_url: str) -> None:
    """``casino db upgrade`` on a new server builds the whole schema; a second run (every
    console start runs it) changes nothing."""
    db = Database(empty_db_url)
    try:
        assert migrate.current(db.engine) is None
        migrate.upgrade(db.engine)
        assert migrate.current(db.engine) == migrate.head()
        before = row_counts(db)
        assert set(before) >= set(m.APPEND_ONLY) | {"users", "login_sessions", "shifts"}
        migrate.upgrade(db.engine)
        assert migrate.current(db.engine) == migrate.head()
        assert row_counts(db) == before
    finally:
        db.dispose()


def _fill_every_record_table(services: Services) -> None:
    """Users, a shoe table with a played hand (corrected, complained about) and a voided
    one, a fill voided, the table closed and reopened with a different opener, its drop box
    counted and the variance resolved, a report printed: a row in every record table."""
    services.auth.seed([STAFF["admin"], STAFF["boss"], STAFF["dealer"]])
    admin = services.auth.login(STAFF["admin"][0], STAFF["admin"][2])
    boss = services.auth.login(STAFF["boss"][0], STAFF["boss"][2])
    dealer = services.auth.login(STAFF["dealer"][0], STAFF["dealer"][2])
    for name, pin in (("Cora Counter", "5050"), ("Ivo Counter", "6060")):
        services.auth.add_user(name, "count_team", pin, by=admin)
    counter = services.auth.login("Cora Counter", "5050")
    staff = Staff(admin=admin, boss=boss, boss2=boss, dealer=dealer, dealer2=dealer)
    services.pit_settings.change(
        admin, PitSettings(opener_report_above=3000), "a version", approved_by=Staff.witness(boss)
    )
    table = open_table(services, staff, SEKHOMA, SekhomaRules(cards="shoe"))
    for seat in (1, 2):
        services.tables.submit(dealer, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    rng = random.Random(7)
    game = game_named(SEKHOMA)
    while (phase := game.engine.phase(services.tables.view(table).state)).hands_dealt < 1 or (
        phase.in_hand
    ):
        play_command(services, dealer, table, rng)
    with services.db.read() as session:
        played = session.scalars(select(m.Hand.number).where(m.Hand.outcome == "played")).first()
    assert played is not None
    services.corrections.correct_hand(
        dealer, table, played, 1, 100, "short paid", Staff.witness(boss), new_id()
    )
    complaint = services.complaints.record(dealer, table, played, 1, "P1", "short paid", "seen")
    services.complaints.add_note(boss, complaint, "paid by correction", resolved=True)
    services.tables.submit(dealer, table, StartHand(), new_id())
    services.tables.void(dealer, table, "misdeal", Staff.witness(boss), new_id())
    fill = services.shifts.fill(boss, table, {100: 10}, Staff.witness(dealer))
    services.slips.void_slip(dealer, fill.id, "test void", Staff.witness(boss))
    services.tables.close_table(boss, table, OPENER, Staff.witness(dealer))
    shift = services.reports.shift_id("latest")
    seen = services.tables.opener_check(table, {100: 1})
    services.tables.open_table(boss, table, shift, {100: 1}, Staff.witness(dealer), seen=seen)
    with services.db.read() as session:
        closed = session.scalar(
            select(m.TableSession.id).where(m.TableSession.closed_at.is_not(None))
        )
    assert closed is not None
    count = services.count_room.enter_count(
        counter, closed, {"cash": {100: 1}}, Signature("Ivo Counter", "6060")
    )
    services.count_room.resolve(boss, count, "the box was short; surveillance reviewed")
    _flag_a_player(services, staff)
    report = services.reports.shift_document(shift)
    register(services.db, report, first_print(services.db, report, boss), boss, "test")


def _flag_a_player(services: Services, staff: Staff) -> None:
    """A rated player flagged (``player_flags``): one live Fiddler-Crab round, the player
    holding the nine cards whose best split gains most over the dealer's, and splitting
    them best, with a flag allowed after one round."""
    from casino.equipment.sekhoma_pack import Card
    from casino.games.fiddler_crab.math.skill import best_pair, split_values
    from casino.games.fiddler_crab.math.splits import split_to_pair
    from casino.games.fiddler_crab.math.vectors import NINE
    from casino.games.fiddler_crab.types import SetDealerHand, SetHand, Settle
    from casino.services.players import ratings

    rules = FiddlerCrabRules(cards="live")

    def gain(vector: int) -> object:
        _chosen, copy, best = split_values(rules, vector, best_pair(rules, vector))
        return best - copy

    vector = max(range(len(NINE)), key=gain)  # type: ignore[arg-type, return-value]
    cards = tuple(
        Card(suit * 6 + k % 6) for suit, count in enumerate(NINE[vector]) for k in range(count)
    )
    rest = list(DECK)
    for card in cards:
        rest.remove(card)
    table = open_table(services, staff, "fiddler-crab", rules)
    services.players.enrol(staff.boss, "1", "Flag Test")
    previous = ratings.FLAG_ROUNDS
    ratings.FLAG_ROUNDS = 1
    try:
        for command in (
            SeatPlayer(1, "#1", 5000), PlaceBet(1, 1000), StartRound(),
            SetHand(1, *split_to_pair(cards, best_pair(rules, vector))),
            SetDealerHand(cards=tuple(rest[:9])), Settle(),
        ):  # fmt: skip
            services.tables.submit(staff.dealer, table, command, new_id())
        assert services.tables.advantage.wait()
    finally:
        ratings.FLAG_ROUNDS = previous


def test_record_tables_refuse_update_and_delete(
    empty_db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The migration's triggers make the record append-only at the database itself: raw SQL
    that edits or removes a wager, an event or any other record row fails, and the rows stay."""
    monkeypatch.setattr(snapshots, "EVERY", 1)  # a snapshot at every hand's end
    db = Database(empty_db_url)
    try:
        migrate.upgrade(db.engine)
        _fill_every_record_table(Services(db))
        with db.engine.begin() as conn:  # a shoe sealed before cards were drawn as dealt
            conn.execute(
                text(
                    "INSERT INTO sealed_shoes (table_id, seq, hand_number, cards) "
                    "SELECT table_id, 1, 1, 'an order stored before' FROM events LIMIT 1"
                )
            )
        before = row_counts(db)
        assert {t: before[t] for t in m.APPEND_ONLY if before[t] == 0} == {}
        with pytest.raises(DBAPIError, match="append-only"), db.engine.begin() as conn:
            conn.execute(text("UPDATE wagers SET amount = amount + 100"))
        with pytest.raises(DBAPIError, match="append-only"), db.engine.begin() as conn:
            conn.execute(text("DELETE FROM events"))
        for table in m.APPEND_ONLY:
            column = next(iter(m.Base.metadata.tables[table].columns)).name
            with pytest.raises(DBAPIError, match="append-only"), db.engine.begin() as conn:
                conn.execute(text(f"UPDATE {table} SET {column} = {column}"))
            with pytest.raises(DBAPIError, match="append-only"), db.engine.begin() as conn:
                conn.execute(text(f"DELETE FROM {table}"))
        assert row_counts(db) == before
        assert_verified(db)
    finally:
        db.dispose()


# --- 2. every wager is in the record ---------------------------------------------------------


def _check_record(services: Services, staff: Staff, table: int, version: int) -> None:
    """What every played table's record must satisfy, whatever the game."""
    db = services.db
    state = services.tables.view(table).state
    wagers = fetch(db, m.Wager, m.Wager.table_id == table)
    assert wagers
    assert {w.user_id for w in wagers} == {staff.dealer.user_id}
    assert all(w.at is not None for w in wagers)
    assert all(w.table_session_id == session_id(services, table) for w in wagers)
    assert all(w.player for w in wagers if w.seat is not None)
    assert all(w.void_id is None for w in wagers)

    moves = fetch(db, m.CashMovement, m.CashMovement.table_id == table)
    assert sum(c.amount for c in moves if c.kind == "buy_in") == state.bought_in
    assert sum(c.amount for c in moves if c.kind == "cash_out") == state.cashed_out
    assert {c.method for c in moves if c.kind == "buy_in"} == {"cash"}
    assert {c.user_id for c in moves} == {staff.dealer.user_id}

    hands = fetch(db, m.Hand, m.Hand.table_id == table)
    assert [h.number for h in hands] == list(range(1, played(state) + 1))
    assert {h.outcome for h in hands} == {"played"}
    assert {h.rule_version_id for h in hands} == {version}
    assert all(h.first_seq < h.last_seq for h in hands)
    events = {e.seq: e for e in fetch(db, m.Event, m.Event.table_id == table)}
    assert {events[h.first_seq].type for h in hands} <= {"HandStarted", "RoundStarted"}
    assert {events[h.last_seq].type for h in hands} <= {"HandEnded", "RoundEnded"}
    assert {w.seq for w in wagers} <= set(events)
    assert_verified(db)


def test_sekhoma_wagers_are_recorded_and_reconcile(services: Services, staff: Staff) -> None:
    """Every ante, bet, call, raise, return, rake and pot share of a few hands is a row with
    the dealer and a time; the rows add up to the table's state and each hand balances."""
    version = services.rules.publish(
        staff.boss, SekhomaRules(), "house", approved_by=Staff.witness(staff.admin)
    )
    table = services.tables.create_table(staff.boss, SEKHOMA, "SK-ledger", version)
    shift = services.shifts.open_shift(staff.boss, "Day")
    services.tables.open_table(staff.boss, table, shift, OPENER, Staff.witness(staff.dealer))
    outcomes = play_hands(services, staff.dealer, table, random.Random(11), hands=3)
    state = services.tables.view(table).state
    assert state.hands_played == 3
    assert services.tables.shoe(table, 1) is None  # a live table has no deck order to show
    _check_record(services, staff, table, version)

    wagers = fetch(services.db, m.Wager, m.Wager.table_id == table)
    assert sum(w.amount for w in wagers if w.kind == "rake") == state.rake
    assert sum(w.house for w in wagers) == state.rake + state.time_charges
    awarded = sum(e.amount for e in events_of(outcomes) if isinstance(e, PotAwarded))
    assert sum(w.amount for w in wagers if w.kind == "pot_award") == awarded > 0
    by_hand: dict[int, Counter[str]] = defaultdict(Counter)
    for w in wagers:
        by_hand[w.hand_number][w.kind] += w.amount
    assert sorted(by_hand) == [1, 2, 3]
    for kinds in by_hand.values():
        put_in = sum(kinds[k] for k in HAND_KINDS) - kinds["return"]
        assert put_in == kinds["rake"] + kinds["pot_award"], kinds


def test_a_preview_is_what_the_submit_then_records_and_writes_nothing(
    services: Services, staff: Staff
) -> None:
    """What the dealer confirms is what is written: every command of a few hands is first
    previewed (a start or a void has nothing to preview), the preview writes no row, and the
    submit that follows records exactly the events the preview showed. A table is found by
    its name, and a name no table has is refused by name."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules(), name="SK-preview")
    assert services.tables.table_id("SK-preview") == table
    with pytest.raises(NotFound, match="there is no table called 'SK-nowhere'"):
        services.tables.table_id("SK-nowhere")
    rng, previewed = random.Random(17), 0
    for _ in range(300):
        view = services.tables.view(table)
        if view.state.hands_played >= 2:
            break
        command = driver(SEKHOMA)(view.state, rng)
        if getattr(command, "KIND", None) == "start":
            with pytest.raises(InputError, match="nothing to preview"):
                services.tables.preview(table, command)
            command = type(command)(shoe=None) if hasattr(command, "shoe") else command
        else:
            before = row_counts(services.db)
            shown = services.tables.preview(table, command)
            assert row_counts(services.db) == before
            outcome = services.tables.submit(
                staff.dealer, table, command, new_id(), expected_seq=view.seq
            )
            assert _timeless(outcome.events) == _timeless(shown), command
            previewed += 1
            continue
        services.tables.submit(staff.dealer, table, command, new_id(), expected_seq=view.seq)
    assert services.tables.view(table).state.hands_played >= 2 and previewed > 10
    assert_verified(services.db)


def _timeless(events: tuple[Any, ...]) -> tuple[Any, ...]:
    """Events without the moment a seating was stamped with: a preview is stamped by the
    console's clock when asked, the submit by the record's when written."""
    return tuple(replace(e, at=None) if isinstance(e, PlayerSeated) else e for e in events)


def test_fiddler_crab_wagers_are_recorded_and_reconcile(services: Services, staff: Staff) -> None:
    """Every bet and settlement of a few rounds is a row with the dealer and a time; the
    house column sums to the table's house win, and each settled bet has its action line."""
    version = services.rules.publish(
        staff.boss, FiddlerCrabRules(seats=3, commission=Decimal(5)),
        approved_by=Staff.witness(staff.admin)
    )
    table = services.tables.create_table(staff.boss, FIDDLER_CRAB, "FC-ledger", version)
    shift = services.shifts.open_shift(staff.boss, "Day")
    services.tables.open_table(staff.boss, table, shift, OPENER, Staff.witness(staff.dealer))
    outcomes = play_hands(services, staff.dealer, table, random.Random(12), hands=3)
    state = services.tables.view(table).state
    assert state.rounds_played == 3
    _check_record(services, staff, table, version)

    wagers = fetch(services.db, m.Wager, m.Wager.table_id == table)
    assert sum(w.house for w in wagers) == state.house_win
    assert sum(w.amount for w in wagers if w.kind == "commission") == state.commission
    settled = [e for e in events_of(outcomes) if isinstance(e, BetSettled)]
    assert settled
    assert Counter(w.kind for w in wagers)["action"] == len(settled)
    results = Counter(w.kind for w in wagers if w.kind in ("win_both", "win_large", "push", "loss"))
    assert sum(results.values()) == len(settled)


# --- 3. voids --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", [SEKHOMA, FIDDLER_CRAB])
def test_void_needs_a_pit_boss_and_returns_every_wager(
    services: Services, staff: Staff, game: str
) -> None:
    """A void is approved by a pit boss, not another dealer; it returns what each seat put in
    the hand, and the record keeps the void, its reason, who asked and who approved."""
    table = open_table(services, staff, game, rules_for(game))
    to_mid_hand(services, staff.dealer, table, random.Random(21))
    view = services.tables.view(table)
    if game == SEKHOMA:
        hand = view.state.hand
        number = hand.number
        put_in = {c.seat: c.committed for c in hand.contenders if c.committed}
    else:
        rnd = view.state.round
        number = rnd.number
        put_in = dict(zip(rnd.seats, rnd.bets, strict=True))
    stacks = {seat: view.state.seat(seat).stack for seat in put_in}
    before = row_counts(services.db)

    # A closer counted now would miss the chips in play: finish or void the hand first.
    with pytest.raises(InputError, match="has a hand in play"):
        services.tables.close_table(staff.boss, table, OPENER, Staff.witness(staff.dealer))

    with pytest.raises(PermissionDenied, match="pit boss"):
        services.tables.void(
            staff.dealer, table, "card exposed", Staff.witness(staff.dealer2), new_id()
        )
    assert row_counts(services.db) == before

    outcome = services.tables.void(
        staff.dealer, table, "card exposed", Staff.witness(staff.boss), new_id()
    )
    assert not in_hand(outcome.state)
    voids = fetch(services.db, m.Void, m.Void.table_id == table)
    assert len(voids) == 1
    void = voids[0]
    assert (void.hand_number, void.reason) == (number, "card exposed")
    assert (void.requested_by_id, void.approved_by_id) == (staff.dealer.user_id, staff.boss.user_id)

    returns = fetch(services.db, m.Wager, m.Wager.kind == "void_return")
    assert {w.void_id for w in returns} == {void.id}
    assert {w.seat: w.amount for w in returns} == put_in
    assert all(w.hand_number == number for w in returns)
    if game == SEKHOMA:
        lines = fetch(services.db, m.Wager, m.Wager.hand_number == number)
        wagered: Counter[int] = Counter()
        for w in lines:
            if w.kind in HAND_KINDS:
                wagered[w.seat] += w.amount
        assert dict(wagered) == put_in
    assert {seat: outcome.state.seat(seat).stack for seat in put_in} == {
        seat: stacks[seat] + amount for seat, amount in put_in.items()
    }

    hands = fetch(services.db, m.Hand, m.Hand.table_id == table)
    assert [(h.number, h.outcome) for h in hands] == [(number, "voided")]
    logged = [e for e in log_rows(services.db, "void") if e.table_id == table]
    assert len(logged) == 1
    assert logged[0].user_id == staff.dealer.user_id
    assert "card exposed" in logged[0].detail and staff.boss.name in logged[0].detail
    assert_verified(services.db)


def test_approval_checks_name_pin_and_role(services: Services, staff: Staff) -> None:
    """A pit boss approves at the dealer's console with name and PIN: a dealer's PIN is not
    an approval, and a wrong PIN is refused and logged for surveillance."""
    boss_name, _role, boss_pin = STAFF["boss"]
    dealer_name, _role, dealer_pin = STAFF["dealer2"]
    with pytest.raises(PermissionDenied, match="pit boss"):
        services.auth.approver(dealer_name, dealer_pin, to="approve a void", by=staff.dealer)
    with pytest.raises(AuthError):
        services.auth.approver(boss_name, "9999", to="approve a void", by=staff.dealer)
    failed = log_rows(services.db, "failed approval")
    assert len(failed) == 1 and boss_name in failed[0].detail
    approver = services.auth.approver(boss_name, boss_pin, to="approve a void", by=staff.dealer)
    assert approver == Signature(boss_name, boss_pin)  # checked again by the void itself

    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    to_mid_hand(services, staff.dealer, table, random.Random(22))
    before = row_counts(services.db)
    command = VoidHand(reason="misdeal", approved_by=boss_name)
    with pytest.raises(ServiceError, match="approval"):
        services.tables.submit(staff.dealer, table, command, new_id())
    assert row_counts(services.db) == before
    outcome = services.tables.void(staff.dealer, table, "misdeal", approver, new_id())
    assert outcome.state.hand is None


# --- 4. roles --------------------------------------------------------------------------------


def test_dealer_cannot_do_what_the_pit_does(services: Services, staff: Staff) -> None:
    """Rules, tables, shifts and slips are the pit's: a dealer is refused each, by name and
    role, and nothing is written."""
    dealer, witness = staff.dealer, Staff.witness(staff.dealer2)
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    version = services.tables.view(table).rules_version_id
    assert version is not None
    spare = services.tables.create_table(staff.boss, SEKHOMA, "SK-spare", version)
    shift = services.shifts.open_shifts()[0][0]
    before = row_counts(services.db)
    refused: list[Callable[[], object]] = [
        lambda: services.rules.publish(
            dealer, SekhomaRules(ante=200), "mine", approved_by=Staff.witness(staff.boss)
        ),
        lambda: services.rules.assign(dealer, table, version),
        lambda: services.tables.create_table(dealer, SEKHOMA, "SK-mine", version),
        lambda: services.tables.open_table(dealer, spare, shift, OPENER, witness),
        lambda: services.tables.close_table(dealer, table, OPENER, witness),
        lambda: services.shifts.fill(dealer, table, {100: 5}, witness),
        lambda: services.shifts.credit(dealer, table, {100: 5}, witness),
        lambda: services.shifts.open_shift(dealer, "Dealer's shift"),
        lambda: services.shifts.close_shift(dealer, shift),
        lambda: services.auth.add_user("Eve", "pit_boss", "558812", by=dealer),
    ]
    for call in refused:
        with pytest.raises(PermissionDenied, match=f"{dealer.name} is a dealer"):
            call()
    assert row_counts(services.db) == before


# --- 5. a command sent twice ---------------------------------------------------------------


def test_same_command_id_acts_once(services: Services, staff: Staff) -> None:
    """A double click or a retry after a timeout resends the command id: the first outcome
    comes back and nothing more is written; the id cannot be reused for another command."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    for seat in (1, 2, 3):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    other_table = open_table(services, staff, SEKHOMA, SekhomaRules())
    first = services.tables.submit(staff.dealer, table, StartHand(), "start-1")
    assert not first.repeated
    assert sum(isinstance(e, AntePosted) for e in first.events) == 3
    before = row_counts(services.db)

    again = services.tables.submit(staff.dealer, table, StartHand(), "start-1")
    assert again.repeated
    assert (again.seq, again.events, again.state) == (first.seq, first.events, first.state)
    assert row_counts(services.db) == before

    other = TableService(services.db)  # another console retrying the same command
    assert other.submit(staff.dealer, table, StartHand(), "start-1").seq == first.seq
    with pytest.raises(InputError, match="already used"):
        services.tables.submit(staff.dealer, table, AddChips(1, 100), "start-1")
    with pytest.raises(InputError, match="already used"):
        services.tables.submit(staff.dealer, other_table, StartHand(), "start-1")
    assert row_counts(services.db) == before
    assert services.tables.view(table).seq == first.seq


# --- 6. two consoles -------------------------------------------------------------------------


def _duplicate_seqs(db: Database) -> list[Any]:
    with db.read() as session:
        return list(
            session.execute(
                select(m.Event.table_id, m.Event.seq)
                .group_by(m.Event.table_id, m.Event.seq)
                .having(func.count() > 1)
            ).all()
        )


def test_stale_console_gets_a_conflict_and_reloads(services: Services, staff: Staff) -> None:
    """Console B entered an action on a screen that console A has since moved on: B is refused
    rather than acting on a table the dealer has not seen, then sees the table as it is."""
    table = open_table(services, staff, FIDDLER_CRAB, FiddlerCrabRules())
    console_a, console_b = services.tables, TableService(services.db)
    console_a.submit(staff.dealer, table, SeatPlayer(1, "Ann", 10_000), new_id())
    seen_by_b = console_b.view(table).seq

    moved = console_a.submit(
        staff.dealer, table, SeatPlayer(2, "Bob", 10_000), new_id(), expected_seq=seen_by_b
    )
    events = row_counts(services.db)["events"]
    with pytest.raises(ConflictError) as refused:
        console_b.submit(staff.dealer2, table, PlaceBet(1, 1000), new_id(), expected_seq=seen_by_b)
    assert refused.value.seq == moved.seq
    assert row_counts(services.db)["events"] == events

    reloaded = console_b.view(table)
    assert reloaded.seq == moved.seq
    assert reloaded.state == console_a.view(table).state
    assert reloaded.state.seat(2).player == "Bob"
    done = console_b.submit(
        staff.dealer2, table, PlaceBet(1, 1000), new_id(), expected_seq=reloaded.seq
    )
    assert done.seq == moved.seq + 1
    assert console_a.view(table).state.bets[0] == 1000
    assert _duplicate_seqs(services.db) == []
    assert_verified(services.db)


def test_two_consoles_writing_at_once_never_share_a_seq(
    db_url: str, services: Services, staff: Staff
) -> None:
    """Two consoles (each with its own engine, as two processes would) entering commands at
    the same time: the table lock queues them, every command lands once, and the stream stays
    one unbroken chain."""
    table = open_table(services, staff, FIDDLER_CRAB, FiddlerCrabRules())
    for seat in range(1, 7):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 50_000), new_id())
    start = services.tables.view(table).seq
    errors: list[BaseException] = []

    def console(actor: Actor, seats: tuple[int, ...]) -> None:
        db = Database(db_url)
        try:
            tables = TableService(db)
            for amount in range(500, 3000, 500):
                for seat in seats:
                    tables.submit(actor, table, PlaceBet(seat, amount), new_id())
        except BaseException as exc:  # reported to the test below
            errors.append(exc)
        finally:
            db.dispose()

    threads = [
        threading.Thread(target=console, args=(staff.dealer, (1, 2, 3))),
        threading.Thread(target=console, args=(staff.dealer2, (4, 5, 6))),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    view = services.tables.view(table)
    assert view.seq == start + 30
    assert view.state.bets[:6] == (2500,) * 6
    assert _duplicate_seqs(services.db) == []
    assert_verified(services.db)


# --- 7. rules versions -----------------------------------------------------------------------


def _play_out(services: Services, actor: Actor, table: int, rng: random.Random) -> None:
    drive(services, actor, table, rng, lambda s: not in_hand(s))


def test_rules_versions_apply_from_the_next_hand(services: Services, staff: Staff) -> None:
    """A version assigned mid-hand leaves the hand in play alone; the table adopts it, in the
    stream, when the next hand starts, and the record says which version each hand played."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    v1 = services.tables.view(table).rules_version_id
    rng = random.Random(31)
    to_mid_hand(services, staff.dealer, table, rng)

    v2 = services.rules.publish(
        staff.boss, SekhomaRules(ante=200, rake_percent=Decimal(10)), "v2",
        approved_by=Staff.witness(staff.admin)
    )
    fc1 = services.rules.publish(
        staff.boss, FiddlerCrabRules(), "crab", approved_by=Staff.witness(staff.admin)
    )
    assert [v["version"] for v in services.rules.versions(SEKHOMA)] == [1, 2]
    assert [v["version"] for v in services.rules.versions(FIDDLER_CRAB)] == [1]
    assert services.rules.rules(v2).ante == 200
    with pytest.raises(InputError, match="these rules are fiddler-crab"):
        services.rules.assign(staff.boss, table, fc1)

    services.rules.assign(staff.boss, table, v2)
    view = services.tables.view(table)
    assert (view.rules_version_id, view.pending_rules_version_id) == (v1, v2)
    assert view.state.rules.ante == 100
    _play_out(services, staff.dealer, table, rng)
    hand_one_end = services.tables.view(table).seq

    drive(services, staff.dealer, table, rng, in_hand)
    view = services.tables.view(table)
    assert (view.rules_version_id, view.pending_rules_version_id) == (v2, None)
    assert view.state.rules.ante == 200
    with services.db.read() as session:
        adopted = session.scalars(
            select(m.Event.data).where(
                m.Event.table_id == table,
                m.Event.type == "RulesAdopted",
                m.Event.seq > hand_one_end,
            )
        ).all()
    assert [json.loads(d)["version_id"] for d in adopted] == [v2]
    _play_out(services, staff.dealer, table, rng)

    hands = fetch(services.db, m.Hand, m.Hand.table_id == table)
    assert [(h.number, h.rule_version_id) for h in hands] == [(1, v1), (2, v2)]
    published = log_rows(services.db, "rules published")
    assert {e.user_id for e in published} == {staff.boss.user_id}
    assert any("sekhoma v2" in e.detail for e in published)
    assigned = log_rows(services.db, "rules assigned")
    assert [(e.user_id, e.table_id) for e in assigned] == [(staff.boss.user_id, table)]
    assert [e.table_id for e in log_rows(services.db, "rules adopted")] == [table]
    assert_verified(services.db)


def test_first_hand_after_adoption_is_dealt_under_the_new_rules(
    services: Services, staff: Staff
) -> None:
    """The hand that adopts a version must be played under it from its first event: the
    ``hands`` row says v2, so the antes of that hand must be v2's."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules(ante=100))
    for seat in (1, 2, 3):
        services.tables.submit(staff.dealer, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    v2 = services.rules.publish(
        staff.boss, SekhomaRules(ante=200), "higher ante", approved_by=Staff.witness(staff.admin)
    )
    services.rules.assign(staff.boss, table, v2)
    outcome = services.tables.submit(staff.dealer, table, StartHand(), new_id())
    assert outcome.state.rules.ante == 200
    assert [e.amount for e in outcome.events if isinstance(e, AntePosted)] == [200, 200, 200]


# --- 8. sign-in ------------------------------------------------------------------------------


def test_pins_are_hashed_and_sign_ins_end(services: Services, staff: Staff) -> None:
    """PINs are kept as salted scrypt hashes; a wrong PIN is refused and logged; a user has
    one sign-in at a time, so the console holding the older one stops working."""
    name, _role, pin = STAFF["dealer"]
    user = services.auth.user(name)
    key = seal_of(services.db.engine).key
    assert user.pin_hash.startswith("scrypt-k$") and pin not in user.pin_hash
    assert pin_matches(pin, user.pin_hash, key) and not pin_matches("1001", user.pin_hash, key)
    assert services.auth.user(STAFF["dealer2"][0]).pin_hash != user.pin_hash
    with pytest.raises(NotFound):
        services.auth.user("Nobody")

    with pytest.raises(AuthError, match="wrong name or PIN"):
        services.auth.login(name, "1001", "pit console")
    with pytest.raises(AuthError, match="wrong name or PIN"):
        services.auth.login("Nobody", pin, "pit console")
    failed = log_rows(services.db, "failed login")
    assert [e.user_id for e in failed] == [None, None]
    assert "pit console" in failed[0].detail
    assert pin not in failed[1].detail  # the name typed is not logged: it may be a PIN

    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    again = services.auth.login(name, pin, "table 2")
    assert again.token != staff.dealer.token
    before = row_counts(services.db)
    with pytest.raises(AuthError, match="has ended"):
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    assert row_counts(services.db) == before
    ended = fetch(
        services.db, m.LoginSession, m.LoginSession.token == token_hash(staff.dealer.token)
    )
    assert ended[0].ended_at is not None and "signed in again" in (ended[0].end_reason or "")
    services.tables.submit(again, table, SeatPlayer(1, "Ann", 5000), new_id())

    services.auth.logout(again)
    with pytest.raises(AuthError, match="signed out"):
        services.tables.submit(again, table, SeatPlayer(2, "Bob", 5000), new_id())
    assert [e.user_id for e in log_rows(services.db, "logout")][-1] == again.user_id
    forged = Actor(staff.boss.user_id, staff.boss.name, staff.boss.role, "not-a-token")
    with pytest.raises(AuthError, match="not signed in"):
        services.shifts.open_shift(forged, "Night")

    # A PIN is 4 to 12 ASCII digits; anything else is refused before it is hashed.
    before = row_counts(services.db)
    for pin in ["123", "12a4", "abcd", "", "1234567890123", "１２３４", "12 34"]:
        with pytest.raises(InputError, match="4 to 12 digits"):
            services.auth.add_user("New Dealer", "dealer", pin)
    assert row_counts(services.db) == before


# --- 9. shifts, fills and credits ----------------------------------------------------------


def test_slips_are_numbered_and_a_shift_closes_after_its_tables(
    services: Services, staff: Staff
) -> None:
    """Fill and credit slips each run 1, 2, 3 in the gaming day of their shift (not the
    console's calendar year); every slip and count has two
    different signers; a shift closes only when every table in it has its closer."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules(), name="SK-7")
    shift = services.shifts.open_shifts()[0][0]
    boss, dealer = staff.boss, Staff.witness(staff.dealer)
    fills = [services.shifts.fill(boss, table, {500: 10}, dealer) for _ in range(3)]
    credits = [services.shifts.credit(boss, table, {100: 5}, dealer) for _ in range(2)]
    fills.append(services.shifts.fill(staff.boss2, table, {2500: 2}, dealer))
    assert [s.number for s in fills] == [1, 2, 3, 4]
    assert [s.number for s in credits] == [1, 2]
    with services.db.read() as session:
        opened = session.get(m.Shift, shift).opened_at  # type: ignore[union-attr]
    day = gaming_day(aware(opened))
    assert {s.year for s in fills + credits} == {int(day.strftime("%Y%m%d"))}
    assert str(fills[1]) == f"fill {day.isoformat()}-00002"
    assert [s.total for s in fills] == [5000, 5000, 5000, 5000]
    slips = fetch(services.db, m.Slip)
    assert [(s.kind, s.number, s.issued_by_id) for s in slips][:3] == [
        ("fill", 1, boss.user_id),
        ("fill", 2, boss.user_id),
        ("fill", 3, boss.user_id),
    ]
    assert {s.received_by_id for s in slips} == {staff.dealer.user_id}
    assert len(log_rows(services.db, "fill")) == 4
    assert len(log_rows(services.db, "credit")) == 2

    before = row_counts(services.db)
    with pytest.raises(InputError, match="two different people"):
        services.shifts.fill(boss, table, {500: 1}, Staff.witness(boss))
    with pytest.raises(InputError, match="whole number"):
        services.shifts.fill(boss, table, {500: -1}, dealer)
    with pytest.raises(InputError, match="no chips"):
        services.shifts.credit(boss, table, {500: 0}, dealer)
    with pytest.raises(InputError, match="SK-7"):
        services.shifts.close_shift(boss, shift)
    with pytest.raises(PermissionDenied, match="only a dealer may sign the closer"):
        services.tables.close_table(boss, table, OPENER, Staff.witness(boss))
    assert row_counts(services.db) == before

    # Without its closer the table has no win: the report says so instead of guessing.
    (line,) = services.reports.shift_report(shift).tables
    assert (line.fills, line.credits, line.closer, line.win, line.hold_percent) == (
        20_000,
        1000,
        None,
        None,
        None,
    )
    with pytest.raises(NotFound):
        services.reports.shift_report(shift + 1000)

    services.tables.close_table(boss, table, OPENER, dealer)
    with pytest.raises(InputError, match="not open"):
        services.shifts.fill(boss, table, {500: 1}, dealer)
    services.shifts.close_shift(staff.boss2, shift)
    assert services.shifts.open_shifts() == []
    with pytest.raises(InputError, match="already closed"):
        services.shifts.close_shift(boss, shift)
    inventories = fetch(services.db, m.Inventory)
    assert [(i.kind, i.total) for i in inventories] == [
        ("opener", OPENER_TOTAL),
        ("closer", OPENER_TOTAL),
    ]
    assert all(i.signed_by_id != i.witnessed_by_id for i in inventories)


# --- 10. the shift report ------------------------------------------------------------------


@pytest.mark.parametrize("game", [SEKHOMA, FIDDLER_CRAB])
def test_shift_report_counts_and_play(services: Services, staff: Staff, game: str) -> None:
    """A table played, filled, credited and closed with a closer that matches its play: the
    report's drop, count and win are the cash in, the slips and the house's take, and its play
    figures are the game's own."""
    table = open_table(services, staff, game, rules_for(game))
    shift = services.shifts.open_shifts()[0][0]
    rng = random.Random(51)
    outcomes = play_hands(services, staff.dealer, table, rng, hands=2)
    chip_buy_in = 3000
    services.tables.submit(staff.dealer, table, AddChips(1, chip_buy_in), new_id(), method="chips")
    outcomes += play_hands(services, staff.dealer, table, rng, hands=1)
    witness = Staff.witness(staff.dealer)
    fill = services.shifts.fill(staff.boss, table, {10000: 100}, witness).total
    credit = services.shifts.credit(staff.boss, table, {500: 6}, witness).total

    state = services.tables.view(table).state
    take = state.rake + state.time_charges if game == SEKHOMA else state.house_win
    cash = state.bought_in - chip_buy_in
    # The tray: the opener and the fill, less the credit, less the chips sold for cash, plus
    # what the house took at the table. A closer that says so makes win the house's take.
    tray = OPENER_TOTAL + fill - credit - cash + take
    services.tables.close_table(staff.boss, table, counts_for(tray), witness)

    report = services.reports.shift_report(shift)
    assert report.name == "Test shift" and report.opened_by == staff.boss.name
    (line,) = report.tables
    assert (line.table_id, line.game, line.sessions) == (table, game, 1)
    assert (line.drop, line.chip_buy_ins, line.cash_outs) == (cash, chip_buy_in, state.cashed_out)
    assert (line.opener, line.closer, line.fills, line.credits) == (
        OPENER_TOTAL,
        tray,
        fill,
        credit,
    )
    with services.db.read() as session:
        opened = session.get(m.Shift, shift).opened_at  # type: ignore[union-attr]
    assert line.fill_slips == [f"{gaming_day(aware(opened)).isoformat()}-00001"]
    assert line.win == line.drop + line.closer + line.credits - line.opener - line.fills
    assert line.win == take == line.ledger_win
    assert report.win == line.win
    expected_hold = (Decimal(take) * 100 / cash).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
    assert line.hold_percent == expected_hold
    assert (line.hands, line.voided) == (played(state), 0) == (3, 0)
    assert line.handle > 0
    assert line.opened_by == [staff.boss.name]
    assert line.closed_at is not None

    if game == FIDDLER_CRAB:
        settled = [e for e in events_of(outcomes) if isinstance(e, BetSettled)]
        assert line.breakdown is not None
        assert sum(row.lines for row in line.breakdown.rows) == len(settled) > 0
        assert line.handle == sum(e.bet for e in settled)
        assert line.commission == state.commission
    else:
        awards = [e for e in events_of(outcomes) if isinstance(e, PotAwarded) and e.shares]
        assert line.rake == state.rake
        assert line.figure("Pots awarded") == len(awards) > 0
        assert line.figure("Paid from pots") == sum(e.amount for e in awards)


# --- 11. the sealed shoe -------------------------------------------------------------------


@pytest.mark.parametrize("game", [SEKHOMA, FIDDLER_CRAB])
def test_shoe_cards_exist_only_once_dealt(services: Services, staff: Staff, game: str) -> None:
    """At a shoe table the service draws the cards as they are dealt (a start bringing its
    own deck is refused): the stream carries no deck order and no commitment to one, no
    sealed shoe is written, and once the hand is over its audit gives the cards dealt, in the
    order they left the shoe, exactly as the events that dealt them say."""
    table = open_table(services, staff, game, rules_for(game, cards="shoe"))
    rng = random.Random(61)
    start = StartHand if game == SEKHOMA else StartRound
    with pytest.raises(InputError, match="shuffles"):
        services.tables.submit(staff.dealer, table, start(shoe=DECK), new_id())
    outcomes = drive(services, staff.dealer, table, rng, in_hand)
    started_type = "HandStarted" if game == SEKHOMA else "RoundStarted"
    with services.db.read() as session:
        stored = session.scalars(
            select(m.Event.data).where(m.Event.table_id == table, m.Event.type == started_type)
        ).all()
        sealed = session.scalar(select(func.count()).select_from(m.SealedShoe))
    (data,) = [json.loads(d) for d in stored]
    assert data["shoe"] is None and data["shoe_digest"] is None and sealed == 0
    assert services.tables.shoe(table, 1) is None
    dealt = next(e for e in outcomes[-1].events if isinstance(e, SkCardsDealt | FcCardsDealt))
    assert dealt.hands is not None

    _play_out(services, staff.dealer, table, rng)
    order_text = services.tables.shoe(table, 1)
    assert order_text is not None
    order = parse_cards(order_text)
    assert all(n <= 2 for n in Counter(order).values())
    # The deal's cards first, one at a time round the table, as the event dealt them.
    turns = tuple(card for turn in zip(*dealt.hands, strict=True) for card in turn)
    assert tuple(order[: len(turns)]) == turns
    assert services.tables.shoe(table, 2) is None
    assert_verified(services.db)


# --- 12. recovery ----------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "cards"), [(SEKHOMA, "live"), (FIDDLER_CRAB, "shoe")])
def test_new_process_resumes_a_hand_in_play(
    db_url: str, services: Services, staff: Staff, game: str, cards: str
) -> None:
    """A console that stops mid-hand and starts again folds each table from its stream (a
    shoe table's sealed deck included) to exactly the state it had, and play goes on."""
    table = open_table(services, staff, game, rules_for(game, cards=cards))
    rng = random.Random(71)
    to_mid_hand(services, staff.dealer, table, rng)
    old = services.tables.view(table)
    number = game_named(game).engine.phase(old.state).hands_dealt

    db = Database(db_url)
    try:
        restarted = Services(db)
        assert restarted.tables.open_hands() == [(table, number)]
        view = restarted.tables.view(table)
        assert (view.seq, view.state, view.rules_version_id) == (
            old.seq,
            old.state,
            old.rules_version_id,
        )
        assert view.options == old.options
        _play_out(restarted, staff.dealer, table, rng)
        assert restarted.tables.open_hands() == []
        assert services.tables.view(table).state == restarted.tables.view(table).state
        hands = fetch(db, m.Hand, m.Hand.table_id == table)
        assert [(h.number, h.outcome) for h in hands] == [(number, "played")]
    finally:
        db.dispose()
    assert_verified(services.db)


# --- 13. bad input -------------------------------------------------------------------------


def test_bad_amounts_are_refused_with_a_reason(services: Services, staff: Staff) -> None:
    """Money is whole minor units: a fractional, negative or textual buy-in is refused with
    a message that says why, and nothing reaches the record."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    before = row_counts(services.db)
    seq = services.tables.view(table).seq
    for command, message in [
        (SeatPlayer(2, "Bob", 10.5), "10.5"),
        (SeatPlayer(2, "Bob", -500), "more than 0"),
        (SeatPlayer(2, "Bob", 0), "more than 0"),
        (SeatPlayer(2, "Bob", "100"), "whole minor units"),
        (AddChips(1, True), "whole minor units"),
        (SeatPlayer(2, "  ", 500), "needs a name"),
        (SeatPlayer(2, "Ann", 500), "already seated"),
    ]:
        with pytest.raises(ValueError, match=message):
            services.tables.submit(staff.dealer, table, command, new_id())
    with pytest.raises(InputError, match="id of 1 to 64"):
        services.tables.submit(staff.dealer, table, SeatPlayer(2, "Bob", 500), "")
    with pytest.raises(InputError, match="cash or chips"):
        services.tables.submit(
            staff.dealer, table, SeatPlayer(2, "Bob", 500), new_id(), method="card"
        )
    assert row_counts(services.db) == before
    assert services.tables.view(table).seq == seq


def test_submit_to_a_table_that_is_not_open(services: Services, staff: Staff) -> None:
    """A table plays only between its opener and its closer; an unknown table is named."""
    version = services.rules.publish(
        staff.boss, SekhomaRules(), approved_by=Staff.witness(staff.admin)
    )
    table = services.tables.create_table(staff.boss, SEKHOMA, "SK-idle", version)
    before = row_counts(services.db)
    with pytest.raises(InputError, match="not open"):
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    with pytest.raises(NotFound):
        services.tables.submit(staff.dealer, 999, SeatPlayer(1, "Ann", 5000), new_id())
    assert row_counts(services.db) == before

    opened = open_table(services, staff, SEKHOMA, SekhomaRules())
    services.tables.close_table(staff.boss, opened, OPENER, Staff.witness(staff.dealer))
    with pytest.raises(InputError, match="not open"):
        services.tables.submit(staff.dealer, opened, SeatPlayer(1, "Ann", 5000), new_id())
    with pytest.raises(InputError, match="was already closed by Pat Pitboss at"):
        services.tables.close_table(staff.boss, opened, OPENER, Staff.witness(staff.dealer))
    with pytest.raises(InputError, match="no game called 'bogus'"):
        services.tables.create_table(staff.boss, "bogus", "X-1", version)
    with pytest.raises(InputError, match="not fiddler-crab"):
        services.tables.create_table(staff.boss, FIDDLER_CRAB, "FC-x", version)
