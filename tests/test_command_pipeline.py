"""The command pipeline (``casino.services.tables.pipeline``): its pure ``rows`` stage with
no database, the seat figures its ``Outcome`` carries (equal to a fresh read, voids and
cash-outs included), the round trips of a click on PostgreSQL counted in the driver, and the
journal's held heads."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import psycopg
import pytest

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import ServiceError
from casino.services.journaling import flush_held
from casino.services.tables import Outcome
from casino.services.tables.rows import VOID_PENDING, Context, rows, with_void_id
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.store import journal
from casino.store.stream import Folded, RulesAdopted, Written
from casino.store.unit import Database
from tests.store_fixtures import Staff, new_id, open_table, row_counts
from tests.test_store_services import (
    assert_verified,
    driver,
    in_hand,
    play_hands,
    to_mid_hand,
)

SEKHOMA, FIDDLER_CRAB = "sekhoma", "fiddler-crab"
AT = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


# --- the rows stage, pure ------------------------------------------------------------------


def _folded(game: str, rules: Any) -> Folded:
    folded = Folded(game_named(game))
    folded.apply(1, RulesAdopted(1, 1, rules), AT, "h1")
    return folded


def _play(folded: Folded, command: Any, context: Context) -> tuple[Folded, Any]:
    """``command`` decided and its events run through ``rows`` (hashes made up: no key)."""
    events = folded.game.engine.decide(folded.state, command)[1]
    written = [
        Written(folded.seq + n, event, {}, f"h{folded.seq + n}")
        for n, event in enumerate(events, start=1)
    ]
    return rows(folded, written, context)


def test_rows_books_a_buy_in_a_hand_and_a_cash_out_with_no_database() -> None:
    """Seating books a buy-in row and the drop; a hand played to its end books its wager
    lines and one hand row; leaving books a cash-out. ``before`` is never changed."""
    game = game_named(SEKHOMA)
    context = Context(table_id=7, session_id=3, user_id=11, at=AT)
    folded = _folded(SEKHOMA, SekhomaRules())
    for seat, player in ((1, "Ann"), (2, "Bob")):
        before_state = folded.state
        folded, found = _play(folded, SeatPlayer(seat, player, 10_000), context)
        assert before_state is not folded.state
        assert [(r["kind"], r["method"], r["seat"], r["player"], r["amount"]) for r in
                found.movements] == [("buy_in", "cash", seat, player, 10_000)]  # fmt: skip
        assert found.delta.cash_drop == 10_000 and found.wagers == () and found.ended == ()
    rng = random.Random(5)
    wagers: list[dict[str, Any]] = []
    ledger_win = 0
    hands: list[dict[str, Any]] = []
    for _ in range(200):
        command = game.equipment.fill_random(folded.state, driver(SEKHOMA)(folded.state, rng), rng)
        was = folded
        folded, found = _play(folded, command, context)
        assert was.seq < folded.seq and was.state is not folded.state
        wagers += found.wagers
        ledger_win += found.delta.ledger_win
        hands += found.hands
        if found.ended:
            break
    assert [h["outcome"] for h in hands] == ["played"] and hands[0]["table_session_id"] == 3
    assert wagers and all(w["table_id"] == 7 and w["void_id"] is None for w in wagers)
    assert ledger_win == sum(w["house"] for w in wagers)
    assert not found.in_hand and found.delta.hands == 1
    stack = folded.state.seat(1).stack
    folded, found = _play(folded, LeaveSeat(1), context)
    assert [(r["kind"], r["method"], r["amount"]) for r in found.movements] == [
        ("cash_out", "chips", stack)
    ]
    assert found.delta.cash_outs == stack


def test_rows_of_a_void_wait_for_the_void_rows_id() -> None:
    """A void's returned wagers name the void row, whose id only the database gives: they
    carry ``VOID_PENDING`` until ``with_void_id`` fills it in; the hand is booked voided."""
    game = game_named(SEKHOMA)
    plain = Context(table_id=7, session_id=3, user_id=11, at=AT)
    folded = _folded(SEKHOMA, SekhomaRules())
    for seat, player in ((1, "Ann"), (2, "Bob")):
        folded, _ = _play(folded, SeatPlayer(seat, player, 10_000), plain)
    rng = random.Random(9)
    while not game.engine.phase(folded.state).in_hand:
        command = game.equipment.fill_random(folded.state, driver(SEKHOMA)(folded.state, rng), rng)
        folded, _ = _play(folded, command, plain)
    void = game.vocabulary.command_class("void")(reason="card exposed", approved_by="Pat Pitboss")
    voiding = Context(7, 3, 11, AT, void_reason="card exposed", approved_by_id=12)
    folded, found = _play(folded, void, voiding)
    assert found.void is not None and found.void["reason"] == "card exposed"
    assert found.void["approved_by_id"] == 12 and found.delta.voided == 1
    returned = [w for w in found.wagers if w["kind"] == "void_return"]
    assert returned and all(w["void_id"] == VOID_PENDING for w in returned)
    assert found.delta.ledger_win == sum(w["house"] for w in found.wagers if w["void_id"] is None)
    filled = with_void_id(found, 41)
    assert {w["void_id"] for w in filled if w["kind"] == "void_return"} == {41}
    assert [h["outcome"] for h in found.hands] == ["voided"]


# --- the figures the outcome carries -------------------------------------------------------


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("game", "rules"), [(SEKHOMA, SekhomaRules()), (FIDDLER_CRAB, FiddlerCrabRules(seats=3))]
)
def test_the_outcome_carries_the_seat_figures_a_fresh_read_finds(
    services: Services, staff: Staff, game: str, rules: Any
) -> None:
    """After every command (buy-ins, hands, a void, a cash-out), the figures in the
    ``Outcome`` are those a console reading the record afresh gets: the screen's redraw
    reads nothing and shows the truth."""
    table = open_table(services, staff, game, rules)
    view = services.tables.view(table)
    assert view.session_id is not None
    services.seat_figures.figures(table, view.session_id, state=view.state, seq=view.seq)
    rng = random.Random(17)

    def checked(found: list[Outcome]) -> list[Outcome]:
        """Each outcome's figures beside a fresh reader's at the same event."""
        for outcome in found:
            read = SeatFigureQueries(services.db).figures(
                table, session, state=outcome.state, seq=outcome.seq
            )
            assert outcome.figures == read, outcome.events
        return found

    session = view.session_id
    outcomes = checked(play_hands(services, staff.dealer, table, rng, 2))
    outcomes += checked(to_mid_hand(services, staff.dealer, table, rng))
    voided = services.tables.void(
        staff.dealer, table, "card exposed", Staff.witness(staff.boss), new_id()
    )
    outcomes += checked([voided])
    outcomes += checked(play_hands(services, staff.dealer, table, rng, 1))
    view = services.tables.view(table)
    seated = next(n for n, s in enumerate(view.state.seats, start=1) if s is not None)
    outcomes.append(
        services.tables.submit(
            staff.dealer, table, LeaveSeat(seated), new_id(), expected_seq=view.seq
        )
    )
    carried = [o for o in outcomes if o.figures is not None]
    assert len(carried) == len(outcomes), "every command of one console carries its figures"
    last = outcomes[-1]
    fresh = SeatFigureQueries(services.db).figures(
        table, view.session_id, state=last.state, seq=last.seq
    )
    assert last.figures == fresh
    assert not in_hand(outcomes[-1].state)


def test_figures_are_not_carried_past_another_consoles_write(
    db_url: str, services: Services, staff: Staff
) -> None:
    """When another console wrote to the table since these figures were read, the outcome
    carries none (the screen reads them) rather than figures that miss that write."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    view = services.tables.view(table)
    services.seat_figures.figures(table, view.session_id, state=view.state, seq=view.seq)
    other = Services(Database(db_url))
    try:
        seen = other.tables.view(table)
        other.tables.submit(
            staff.dealer, table, SeatPlayer(1, "Ann", 5_000), new_id(), expected_seq=seen.seq
        )
    finally:
        other.tables.close()
        other.db.dispose()
    view = services.tables.view(table)
    outcome = services.tables.submit(
        staff.dealer, table, SeatPlayer(2, "Bob", 5_000), new_id(), expected_seq=view.seq
    )
    assert outcome.figures is None
    figures = services.seat_figures.figures(
        table, view.session_id, state=outcome.state, seq=outcome.seq
    )
    assert {s.seat: s.bought_cash for s in figures.seats} == {1: 5_000, 2: 5_000}


# --- round trips on PostgreSQL -------------------------------------------------------------


@contextmanager
def driver_round_trips() -> Iterator[list[str]]:
    """Every message psycopg sends, each one round trip: a cursor's ``execute`` (a client
    cursor's too, which inherits it), a ``commit`` or ``rollback`` that is not a no-op, and
    the ``BEGIN`` the driver sends before a transaction's first statement."""
    sent: list[str] = []
    patched: list[tuple[Any, str, Any]] = []

    def wrap(owner: Any, name: str, label: Any) -> None:
        original = getattr(owner, name)

        def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            said = label(self, args)
            if said is not None:
                sent.append(said)
            return original(self, *args, **kwargs)

        patched.append((owner, name, original))
        setattr(owner, name, counted)

    def statement(_self: Any, args: tuple[Any, ...]) -> str:
        return str(args[0])

    def ending(word: str) -> Any:
        def said(conn: Any, _args: tuple[Any, ...]) -> str | None:
            idle = conn.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
            return None if idle else word

        return said

    wrap(psycopg.Cursor, "execute", statement)
    wrap(psycopg.Cursor, "executemany", statement)
    wrap(psycopg.Connection, "commit", ending("COMMIT"))
    wrap(psycopg.Connection, "rollback", ending("ROLLBACK"))
    original_start = psycopg.Connection._start_query

    def start(conn: Any) -> Any:
        if not conn.autocommit and conn.info.transaction_status == 0:
            sent.append("BEGIN")
        return original_start(conn)

    psycopg.Connection._start_query = start  # type: ignore[method-assign]
    try:
        yield sent
    finally:
        psycopg.Connection._start_query = original_start  # type: ignore[method-assign]
        for owner, name, original in reversed(patched):
            setattr(owner, name, original)


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_a_click_is_two_round_trips_and_its_redraw_none(services: Services, staff: Staff) -> None:
    """A dealer's command on PostgreSQL, counted in the driver: one message takes the lock
    and reads the probe, one sends every insert with the commit and the floor's notice; the
    screen's redraw (the seat figures, from the outcome) sends nothing."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    view = services.tables.view(table)
    services.seat_figures.figures(table, view.session_id, state=view.state, seq=view.seq)
    rng = random.Random(3)
    play_hands(services, staff.dealer, table, rng, 1)  # the first click's reads are behind
    state, seq = services.tables.view(table).state, services.tables.view(table).seq
    messages: list[list[str]] = []
    for _ in range(40):
        command = driver(SEKHOMA)(state, rng)
        with driver_round_trips() as sent:
            outcome = services.tables.submit(
                staff.dealer, table, command, new_id(), expected_seq=seq
            )
            assert outcome.figures is not None  # the redraw: nothing to read
        messages.append(list(sent))
        state, seq = outcome.state, outcome.seq
    assert [len(m) for m in messages] == [2] * 40, [[s[:40] for s in m] for m in messages]
    probe, batch = messages[0]
    assert probe.startswith("BEGIN;") and "FOR UPDATE" in probe
    assert "INSERT INTO events" in batch and "COMMIT" in batch and "pg_notify" in batch


# --- the journal ---------------------------------------------------------------------------


def test_a_clicks_head_reaches_the_journal_when_held_heads_are_written(
    services: Services, staff: Staff
) -> None:
    """A click's head is held, not written on the click's path; the flusher (here called at
    once) writes it, and a hand's end forces every head held before it."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    view = services.tables.view(table)
    outcome = services.tables.submit(
        staff.dealer, table, SeatPlayer(1, "Ann", 5_000), new_id(), expected_seq=view.seq
    )
    stream = f"table:{table}"

    def journalled() -> int:
        heads = [
            e.seq for e in journal.read(_key(services), _database(services))
            if getattr(e, "stream", None) == stream
        ]  # fmt: skip
        return max(heads, default=0)

    flush_held(services.db)
    assert journalled() == outcome.seq
    rng = random.Random(8)
    played = play_hands(services, staff.dealer, table, rng, 1)
    assert journalled() >= max(o.seq for o in played if not in_hand(o.state))


def _key(services: Services) -> Any:
    from casino.store import admin

    return admin.seal_of(services.db.engine).key


def _database(services: Services) -> str:
    from casino.store import admin

    return admin.seal_of(services.db.engine).identity.database


# --- values bound on this side -------------------------------------------------------------

AWKWARD = "O'Brien \\ 100% ; :t -- «Жанна» $$x$$ E'\\x41'"
"""A player's name with everything a hand-bound statement could trip on: quotes, a
backslash, a percent sign, a ``:name`` placeholder, a semicolon, a comment, dollar quoting."""


@pytest.mark.postgres
def test_values_bound_by_the_pipeline_read_back_exactly(
    services: Services, staff: Staff
) -> None:
    """The pipeline binds a command's values itself on PostgreSQL (its one message): any
    text reads back as it was sent, in the events and the cash rows, and the record
    verifies; a value the database cannot hold is one clear refusal that writes nothing."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    view = services.tables.view(table)
    services.tables.submit(
        staff.dealer, table, SeatPlayer(1, AWKWARD, 5_000), new_id(), expected_seq=view.seq
    )
    restarted = Services(Database(str(services.db.engine.url.render_as_string(False))))
    try:
        seated = restarted.tables.view(table).state.seat(1)
        assert seated.player == AWKWARD
        figures = restarted.seat_figures.figures(table)
        assert figures.seats[0].players == (AWKWARD,)
    finally:
        restarted.tables.close()
        restarted.db.dispose()
    view = services.tables.view(table)
    before = row_counts(services.db)
    with pytest.raises(ServiceError) as refused:
        services.tables.submit(
            staff.dealer, table, SeatPlayer(2, "Nul\x00Byte", 5_000), new_id(),
            expected_seq=view.seq,
        )  # fmt: skip
    assert "\n" not in str(refused.value)
    assert row_counts(services.db) == before
    assert_verified(services.db)


def test_threads_of_one_process_append_to_the_journal_in_turn(tmp_path: Any) -> None:
    """The journal's own thread and an administrative change's thread append through one
    descriptor, whose ``flock`` both would hold: without the process's own lock two lines
    chain to the same head (a run of the soak's kill test found such a line)."""
    import threading

    from casino.store.seal import SiteKey

    key = SiteKey(b"k" * 32, tmp_path / "seal.key")
    path = tmp_path / "journal.log"

    def writer(stream: str) -> None:
        for n in range(150):
            entry = journal.Entry("db", stream, n + 1, f"h{n}", "command", "2026-11-28T12:00")
            journal.append(key, [entry], path, sync=False)

    threads = [threading.Thread(target=writer, args=(f"table:{t}",)) for t in (1, 2, 3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    lines = list(journal.read(key, "db", path))
    assert [x for x in lines if isinstance(x, journal.BadLine)] == []
    assert len(lines) == 450
