"""The shift-report benchmark's database: a million finished hands, built in a few minutes and
kept under ``bench/.data`` so the next run starts at once.

Two steps:

* **The template shift**, played through the real services (``casino.services``) on a small
  SQLite file, with the record's clock simulated (``casino.store.clock.simulated``) so the
  times are those of a real floor: eight tables (four Sekhoma, four Fiddler-Crab, live and shoe,
  fixed-, pot- and no-limit) open in turn from 14:05, each opened with its opener count signed
  by the pit boss and the dealer, dealt by ten dealers on a 40-minute relief rotation (eight
  at the tables, two on a break), a hand every 2 minutes (Sekhoma) or a round every 1.5 minutes
  (Fiddler-Crab), each command 2 to 9 seconds after the one before. Each table voids its 7th
  hand with the pit boss's approval, takes a fill whenever its tray runs low, and at the end
  a fill or a credit that brings the tray back to its float; then it closes with its closer
  and the shift closes. 2,000 hands in all: 210 at each Sekhoma table, 290 at each
  Fiddler-Crab one (about 18 events, 10 wager lines and 11 commands each). The service
  shuffles a shoe table's deck with a cryptographic RNG, so two builds differ in their detail,
  not in their size or shape.
* **The clone**: every row the template's shift wrote is copied with ``INSERT ... SELECT`` into
  a fresh migrated database, once per copy of the template's pit in each shift. A shift is
  one day (``PATTERN``: three copies on Monday to Thursday, four on Friday, five at the
  weekend, so 6,000 to 10,000 hands), each in its own 8-hour window on consecutive days from
  ``FIRST_DAY``; copy ``c`` of template table ``t`` is table ``8c + t`` (40 tables in all,
  each with one continuous stream over all the days), its dealers and pit boss are their own
  users (11 per copy), and everything is renumbered as the services would have numbered it:
  row ids interleaved in time order, each table's ``seq`` and hand numbers carried on from its
  previous shift, ``table_session_id``, ``void_id``, slip numbers (per kind and gaming day),
  inventory and slip lines, first and last ``seq`` of hands and commands, the hand number in
  the events' JSON (``number``), and every time moved by whole days (so the time of day, the
  clock hours the report groups wins by and the dealers' rotation are the template's).

What does not hold in the clone, on purpose: the events' ``hash`` column is the template's, so
the chains do not verify (``casino verify`` is not what this database is for), and a stream's
folded state at the start of a shift is not the state at the end of the one before (players
still seated then are not seated now). Sign-ins are not cloned. Everything else is consistent:
every wager, hand, cash movement, inventory and slip points at a table session of its own
shift and table, every ``seq`` at an event of that table, every time lies inside its session.

The target shifts are weekend days (five copies: 40 tables, exactly 10,000 hands): one near
the middle of the record and the latest one.

Run on its own to build (or find) it and print what it holds:
``python bench/report_data.py [--quick] [--rebuild]``.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import heapq
import os
import random
import sqlite3
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

VERSION = 2
"""Bump when the template or the clone changes: the cached files are named after it."""

DATA = Path(__file__).resolve().parent / ".data"
SEED = 20_240_521
FIRST_DAY = date(2025, 1, 6)
"""A Monday. Each shift lies in a day of its own, and slips are numbered per gaming day."""
OPENS = (14, 0)
"""The template shift opens at 14:00 UTC; every clone at the same time of its own day."""
PATTERN = (3, 3, 3, 3, 4, 5, 5)
"""Copies of the template's pit (8 tables, 2,000 hands) per shift, Monday to Sunday."""
COPIES = max(PATTERN)
HANDS_PER_COPY = 2_000
TABLES_PER_COPY = 8
STAFF_PER_COPY = 11
"""One pit boss and ten dealers per copy: user ids 2 to 12 in the template (1 is the admin)."""
FULL_HANDS = 1_000_000
QUICK_HANDS = 100_000
ROTATION = timedelta(minutes=40)
FILL_BELOW = 150_000
"""A table whose tray holds less than this (1,500.00) between hands gets a fill."""
CHECK_EVERY = 30
"""Hands between two looks at the tray."""


def _progress(message: str) -> None:
    print(f"  ... {message}", file=sys.stderr, flush=True)


# --- the template shift, through the services ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Spec:
    name: str
    game: str
    rules: Any
    hands: int
    minutes_per_hand: float


def _specs() -> tuple[Spec, ...]:
    from casino.games.fiddler_crab.rules import FiddlerCrabRules
    from casino.games.sekhoma.rules import NO_LIMIT, POT_LIMIT, SekhomaRules

    return (
        Spec("SK-1", "sekhoma", SekhomaRules(), 210, 2.0),
        Spec("SK-2", "sekhoma", SekhomaRules(cards="shoe"), 210, 2.0),
        Spec("SK-3", "sekhoma", SekhomaRules(betting=POT_LIMIT), 210, 2.0),
        Spec("SK-4", "sekhoma", SekhomaRules(cards="shoe", betting=NO_LIMIT), 210, 2.0),
        Spec("FC-1", "fiddler-crab", FiddlerCrabRules(), 290, 1.5),
        Spec("FC-2", "fiddler-crab", FiddlerCrabRules(cards="shoe", seats=5), 290, 1.5),
        Spec("FC-3", "fiddler-crab", FiddlerCrabRules(seats=6), 290, 1.5),
        Spec("FC-4", "fiddler-crab", FiddlerCrabRules(cards="shoe"), 290, 1.5),
    )


ADMIN = ("Ada Admin", "admin", "900900")
BOSS = ("Pit Boss 1", "pit_boss", "700700")
DEALERS = tuple((f"Dealer {n:02d}", "dealer", f"{1000 + n}") for n in range(1, 11))


@dataclass
class _Pit:
    """The template's pit: its people, its tables and the simulated time of the record."""

    services: Any
    rng: random.Random
    now: datetime
    staff: dict[str, Any] = field(default_factory=dict)
    tables: dict[str, int] = field(default_factory=dict)

    def time(self) -> datetime:
        return self.now

    def set_up(self, specs: tuple[Spec, ...]) -> None:
        auth = self.services.auth
        auth.seed((ADMIN, BOSS, *DEALERS))
        for name, _role, pin in (BOSS, *DEALERS):
            self.staff[name] = auth.login(name, pin, "report bench")
        self.boss = self.staff[BOSS[0]]
        self.approver = auth.approver(
            BOSS[0], BOSS[2], to="approve a void", by=self.staff[DEALERS[0][0]]
        )
        for spec in specs:
            version = self.services.rules.publish(
                self.boss, spec.rules, f"{spec.name} rules",
                approved_by=_admin(),
            )  # fmt: skip
            self.tables[spec.name] = self.services.tables.create_table(
                self.boss, spec.game, spec.name, version, position="Pit 1"
            )

    def dealer(self, index: int, opens: datetime) -> Any:
        turn = int((self.now - opens) / ROTATION)
        return self.staff[DEALERS[(index + turn) % len(DEALERS)][0]]

    def play(self, specs: tuple[Spec, ...], opens: datetime) -> None:
        """Every table at once, each command at its own time, in time order (as the demo)."""
        self.now = opens
        shift = self.services.shifts.open_shift(self.boss, "Template shift")
        plays = [self._table(shift, opens, i, spec) for i, spec in enumerate(specs)]
        queue = [(next(play), i) for i, play in enumerate(plays)]
        heapq.heapify(queue)
        done = 0
        while queue:
            self.now, index = heapq.heappop(queue)
            following = next(plays[index], None)
            if following is not None:
                heapq.heappush(queue, (following, index))
            else:
                done += 1
                _progress(f"template: {specs[index].name} closed ({done}/{len(specs)})")
        self.now += timedelta(minutes=15)
        self.services.shifts.close_shift(self.boss, shift)

    def _tray(self, shift: int, table_id: int) -> tuple[int, int]:
        """The table's opener and the chips in its tray now, from the record (as the demo
        reckons it: opener - drop - chip buy-ins + the house's result + fills - credits)."""
        from sqlalchemy import text

        with self.services.db.read() as session:
            row = session.execute(
                text(
                    """
                    SELECT
                      (SELECT coalesce(sum(i.total), 0) FROM inventories i
                        WHERE i.table_session_id = ts.id AND i.kind = 'opener'),
                      (SELECT coalesce(sum(c.amount), 0) FROM cash_movements c
                        WHERE c.table_session_id = ts.id AND c.kind = 'buy_in'),
                      (SELECT coalesce(sum(w.house), 0) FROM wagers w
                        WHERE w.table_session_id = ts.id AND w.void_id IS NULL),
                      (SELECT coalesce(sum(CASE s.kind WHEN 'fill' THEN s.total
                        ELSE -s.total END), 0) FROM slips s WHERE s.table_session_id = ts.id)
                    FROM table_sessions ts
                    WHERE ts.table_id = :t AND ts.shift_id = :s
                    """
                ),
                {"t": table_id, "s": shift},
            ).one()
        opener, buy_ins, house, slips = (int(v) for v in row)
        return opener, opener - buy_ins + house + slips

    def _table(self, shift: int, opens: datetime, index: int, spec: Spec) -> Iterator[datetime]:
        """One table through the shift: yields the time of its next action, and takes it when
        resumed (the clock then reads that time)."""
        from casino.games import game as game_named
        from casino.services.demo import OPENER, counts_for, play_command

        services, rng, table_id = self.services, self.rng, self.tables[spec.name]
        game = game_named(spec.game)
        opened = opens + timedelta(minutes=5 + 3 * index)
        yield opened
        services.tables.open_table(
            self.boss, table_id, shift, OPENER, _signature(self.dealer(index, opens))
        )
        start = opened + timedelta(minutes=3)
        per_hand = timedelta(minutes=spec.minutes_per_hand)
        at, voided, looked = start, False, 0
        while True:
            view = services.tables.view(table_id)
            dealt, in_hand, _ = game.engine.phase(view.state)
            if dealt >= spec.hands and not in_hand:
                break
            if in_hand:
                at += timedelta(seconds=rng.uniform(2, 9))
            else:
                at = max(at, start + dealt * per_hand)
                if dealt >= looked + CHECK_EVERY:
                    looked = dealt
                    yield at
                    opener, tray = self._tray(shift, table_id)
                    if tray < FILL_BELOW:
                        chips = _chips(counts_for(opener - tray))
                        witness = _signature(self.dealer(index, opens))
                        services.shifts.fill(self.boss, table_id, chips, witness)
                    at += timedelta(seconds=30)
            yield at
            outcome = play_command(services, self.dealer(index, opens), table_id, rng)
            phase = game.engine.phase(outcome.state)
            if not voided and phase.in_hand and phase.hands_dealt == 7:
                at += timedelta(seconds=20)
                yield at
                services.tables.void(
                    self.dealer(index, opens),
                    table_id,
                    "card exposed on the deal",
                    self.approver,
                    uuid.uuid4().hex,
                )
                voided = True
        yield at + timedelta(minutes=2)
        witness = _signature(self.dealer(index, opens))
        opener, tray = self._tray(shift, table_id)
        if tray < opener:
            services.shifts.fill(self.boss, table_id, _chips(counts_for(opener - tray)), witness)
        elif tray > opener:
            services.shifts.credit(self.boss, table_id, _chips(counts_for(tray - opener)), witness)
        yield at + timedelta(minutes=8)
        witness = _signature(self.dealer(index, opens))
        services.tables.close_table(self.boss, table_id, counts_for(opener), witness)


def _chips(counts: dict[int, int]) -> dict[int, int]:
    """A slip's lines: the denominations it moves, none of them zero."""
    return {d: n for d, n in counts.items() if n}


def _signature(dealer: Any) -> Any:
    from casino.services.users.auth import Signature

    pins = {name: pin for name, _role, pin in (ADMIN, BOSS, *DEALERS)}
    return Signature(dealer.name, pins[dealer.name])


def _schema() -> str:
    """The schema the files are built on: the Alembic head and a digest of every migration's
    text (a migration edited in place changes the schema under the same head)."""
    from casino.store import migrate

    digest = hashlib.sha256()
    for script in sorted((migrate.MIGRATIONS / "versions").glob("*.py")):
        digest.update(script.name.encode() + b"\0" + script.read_bytes())
    return f"{migrate.head()}-{digest.hexdigest()[:8]}"


def template_path() -> Path:
    return DATA / f"report-template-v{VERSION}-{_schema()}.db"


def build_template(path: Path) -> None:
    """Play the template shift through the services into a new SQLite file at ``path``."""
    from casino.services import Services
    from casino.store import clock, migrate
    from casino.store.unit import Database

    specs = _specs()
    day = FIRST_DAY
    opens = datetime(day.year, day.month, day.day, *OPENS, tzinfo=UTC)
    db = Database(f"sqlite:///{path}")
    migrate.upgrade(db.engine)
    services = Services(db)
    pit = _Pit(services, random.Random(SEED), opens - timedelta(minutes=30))
    try:
        with clock.simulated(pit.time):
            pit.set_up(specs)
            pit.play(specs, opens)
        _keep_decisions(services)
    finally:
        services.tables.close()
        db.dispose()
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.execute("PRAGMA journal_mode=DELETE")  # read-only ATTACH then needs no -shm
    finally:
        con.close()


def _keep_decisions(services: Any) -> None:
    """Every decision of the template kept, as the advantage watch keeps a floor's after each
    round (``casino.services.players.rating_decisions``): the clone copies the rows and the
    marks."""
    from casino.games import game
    from casino.services.players.rating_decisions import Valuer, keep_table

    services.tables.advantage.wait()
    for table_id, game_name, _name, _position in services.tables.tables():
        keep_table(services.db, table_id, game(game_name), Valuer())


# --- the clone -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Plan:
    """The shifts to write: copies of the template per shift, and which ones the benchmark
    reports on (1-based shift ids)."""

    copies: tuple[int, ...]
    middle: int
    latest: int

    @property
    def hands(self) -> int:
        return sum(self.copies) * HANDS_PER_COPY


def plan(hands: int) -> Plan:
    """Days from ``FIRST_DAY`` until the record holds ``hands`` hands, ending on a day of five
    copies; the middle target is the five-copy day nearest the middle of the record."""
    copies: list[int] = []
    while sum(copies) * HANDS_PER_COPY < hands or copies[-1] != COPIES:
        copies.append(PATTERN[len(copies) % len(PATTERN)])
    full = [i for i, c in enumerate(copies) if c == COPIES]
    middle = min(full, key=lambda i: abs(i - len(copies) // 2))
    return Plan(tuple(copies), middle + 1, len(copies))


@dataclass(frozen=True, slots=True)
class Span:
    """A template table's rows written by the shift: ids ``low`` to ``high``, all present."""

    low: int
    high: int

    @property
    def rows(self) -> int:
        return self.high - self.low + 1


# Every cloned table: (name, columns, what each column becomes). ``{x}`` is the template row,
# ``p`` the plan row of its table and copy (p.c, p.seq_off, p.hand_off); ``_id(name, col)``
# renumbers an id of that table, ``_user(col)`` a user, ``_at(col)`` a time.
def _id(name: str, column: str) -> str:
    return f"(:{name}_base + ({column} - :{name}_low) * :k + p.c + 1)"


def _user(column: str) -> str:
    return f"(CASE WHEN {column} >= 2 THEN {column} + p.c * {STAFF_PER_COPY} ELSE {column} END)"


def _at(column: str) -> str:
    return f"(date({column}, :days) || substr({column}, 11))"


TABLE_ID = f"(p.c * {TABLES_PER_COPY} + x.table_id)"
NUMBERED = "('HandStarted','HandEnded','HandVoided','RoundStarted','RoundEnded','RoundVoided')"

CLONES: tuple[tuple[str, str, str, str], ...] = (
    # (table, columns, select list, where): x is the template's row, joined to p on its table.
    (
        "table_sessions",
        "id, table_id, shift_id, opened_at, opened_by_id, closed_at, closed_by_id",
        f"{_id('table_sessions', 'x.id')}, {TABLE_ID}, :shift, {_at('x.opened_at')}, "
        f"{_user('x.opened_by_id')}, {_at('x.closed_at')}, {_user('x.closed_by_id')}",
        "x.table_id",
    ),
    (
        "events",
        "id, table_id, seq, type, data, at, user_id, command_id, hash",
        f"{_id('events', 'x.id')}, {TABLE_ID}, x.seq + p.seq_off, x.type, "
        f"CASE WHEN x.type IN {NUMBERED} THEN json_set(x.data, '$.number', "
        "json_extract(x.data, '$.number') + p.hand_off) ELSE x.data END, "
        f"{_at('x.at')}, {_user('x.user_id')}, "
        "CASE WHEN x.command_id IS NULL THEN NULL ELSE :prefix || p.c || substr(x.command_id, 6) "
        "END, x.hash",
        "x.table_id",
    ),
    (
        "commands",
        "id, table_id, user_id, data, first_seq, last_seq, at",
        f":prefix || p.c || substr(x.id, 6), {TABLE_ID}, {_user('x.user_id')}, x.data, "
        f"x.first_seq + p.seq_off, x.last_seq + p.seq_off, {_at('x.at')}",
        "x.table_id",
    ),
    (
        "sealed_shoes",
        "table_id, seq, hand_number, cards",
        f"{TABLE_ID}, x.seq + p.seq_off, x.hand_number + p.hand_off, x.cards",
        "x.table_id",
    ),
    (
        "voids",
        "id, table_id, hand_number, seq, reason, requested_by_id, approved_by_id, at",
        f"{_id('voids', 'x.id')}, {TABLE_ID}, x.hand_number + p.hand_off, x.seq + p.seq_off, "
        f"x.reason, {_user('x.requested_by_id')}, {_user('x.approved_by_id')}, {_at('x.at')}",
        "x.table_id",
    ),
    (
        "wagers",
        "id, table_id, seq, table_session_id, hand_number, seat, player, kind, amount, house, "
        "user_id, at, void_id",
        f"{_id('wagers', 'x.id')}, {TABLE_ID}, x.seq + p.seq_off, "
        f"{_id('table_sessions', 'x.table_session_id')}, x.hand_number + p.hand_off, x.seat, "
        f"x.player, x.kind, x.amount, x.house, {_user('x.user_id')}, {_at('x.at')}, "
        f"CASE WHEN x.void_id IS NULL THEN NULL ELSE {_id('voids', 'x.void_id')} END",
        "x.table_id",
    ),
    (
        "cash_movements",
        "id, table_id, table_session_id, seq, kind, method, seat, player, amount, user_id, at",
        f"{_id('cash_movements', 'x.id')}, {TABLE_ID}, "
        f"{_id('table_sessions', 'x.table_session_id')}, x.seq + p.seq_off, x.kind, x.method, "
        f"x.seat, x.player, x.amount, {_user('x.user_id')}, {_at('x.at')}",
        "x.table_id",
    ),
    (
        "hands",
        "id, table_id, number, table_session_id, rule_version_id, first_seq, last_seq, "
        "started_at, ended_at, outcome",
        f"{_id('hands', 'x.id')}, {TABLE_ID}, x.number + p.hand_off, "
        f"{_id('table_sessions', 'x.table_session_id')}, x.rule_version_id, "
        f"x.first_seq + p.seq_off, x.last_seq + p.seq_off, {_at('x.started_at')}, "
        f"{_at('x.ended_at')}, x.outcome",
        "x.table_id",
    ),
    (
        "inventories",
        "id, table_session_id, kind, total, counted_at, signed_by_id, witnessed_by_id, "
        "corrects_id, reason",
        f"{_id('inventories', 'x.id')}, {_id('table_sessions', 'x.table_session_id')}, x.kind, "
        f"x.total, {_at('x.counted_at')}, {_user('x.signed_by_id')}, "
        f"{_user('x.witnessed_by_id')}, CASE WHEN x.corrects_id IS NULL THEN NULL ELSE "
        f"{_id('inventories', 'x.corrects_id')} END, x.reason",
        "(SELECT table_id FROM t.table_sessions WHERE id = x.table_session_id)",
    ),
    (
        "inventory_lines",
        "inventory_id, denomination, count",
        f"{_id('inventories', 'x.inventory_id')}, x.denomination, x.count",
        "(SELECT ts.table_id FROM t.inventories i JOIN t.table_sessions ts "
        "ON ts.id = i.table_session_id WHERE i.id = x.inventory_id)",
    ),
    (
        "slips",
        "id, kind, year, number, table_session_id, total, issued_at, issued_by_id, "
        "received_by_id, corrects_id, reason",
        f"{_id('slips', 'x.id')}, x.kind, :slip_day, (x.number - 1) * :k + p.c + 1, "
        f"{_id('table_sessions', 'x.table_session_id')}, x.total, {_at('x.issued_at')}, "
        f"{_user('x.issued_by_id')}, {_user('x.received_by_id')}, "
        f"CASE WHEN x.corrects_id IS NULL THEN NULL ELSE {_id('slips', 'x.corrects_id')} END, "
        "x.reason",
        "(SELECT table_id FROM t.table_sessions WHERE id = x.table_session_id)",
    ),
    (
        "slip_lines",
        "slip_id, denomination, count",
        f"{_id('slips', 'x.slip_id')}, x.denomination, x.count",
        "(SELECT ts.table_id FROM t.slips s JOIN t.table_sessions ts "
        "ON ts.id = s.table_session_id WHERE s.id = x.slip_id)",
    ),
    (
        "decision_values",
        "table_id, seq, seat, chosen, mirror, best, rule_version_id",
        f"{TABLE_ID}, x.seq + p.seq_off, x.seat, x.chosen, x.mirror, x.best, x.rule_version_id",
        "x.table_id",
    ),
    (
        "significant_events",
        "id, at, kind, user_id, table_id, detail",
        f"{_id('significant_events', 'x.id')}, {_at('x.at')}, x.kind, "
        f"CASE WHEN x.user_id IS NULL THEN NULL ELSE {_user('x.user_id')} END, "
        f"CASE WHEN x.table_id IS NULL THEN NULL ELSE {TABLE_ID} END, x.detail",
        "coalesce(x.table_id, 1)",
    ),
)
ID_TABLES = (
    "table_sessions",
    "events",
    "voids",
    "wagers",
    "cash_movements",
    "hands",
    "inventories",
    "slips",
    "significant_events",
)
"""Tables whose rows have an integer id, renumbered by ``_id``."""


def _template_shape(con: sqlite3.Connection) -> dict[str, Any]:
    """The template's shift rows (the ``where`` clause of each table), checked to be one
    contiguous run of ids, and the per-table stream lengths and hand counts."""
    shift = con.execute("SELECT id, opened_at, closed_at FROM t.shifts").fetchall()
    assert len(shift) == 1, "the template holds one shift"
    tables = [r[0] for r in con.execute("SELECT id FROM t.casino_tables ORDER BY id")]
    assert tables == list(range(1, TABLES_PER_COPY + 1)), tables
    users = con.execute("SELECT id, name, role FROM t.users ORDER BY id").fetchall()
    assert [u[0] for u in users] == list(range(1, STAFF_PER_COPY + 2)), users
    assert users[0][2] == "admin" and users[1][2] == "pit_boss", users
    shape: dict[str, Any] = {"shift": shift[0], "users": users, "spans": {}}
    wheres = {"events": "seq >= 2", "significant_events": f"at >= '{shift[0][1]}'"}
    for name in ID_TABLES:
        where = wheres.get(name, "1")
        low, high, rows = con.execute(
            f"SELECT min(id), max(id), count(*) FROM t.{name} WHERE {where}"
        ).fetchone()
        assert rows and high - low + 1 == rows, (name, low, high, rows)
        shape["spans"][name] = Span(low, high)
    shape["streams"] = dict(
        con.execute("SELECT table_id, max(seq) - 1 FROM t.events GROUP BY table_id").fetchall()
    )
    hands = con.execute(
        "SELECT table_id, count(*), min(number), max(number) FROM t.hands GROUP BY table_id"
    ).fetchall()
    for table_id, count, low, high in hands:
        assert low == 1 and high == count, (table_id, count, low, high)
    shape["hands"] = {r[0]: r[1] for r in hands}
    assert sum(shape["hands"].values()) == HANDS_PER_COPY, shape["hands"]
    slips = dict(con.execute("SELECT kind, count(*) FROM t.slips GROUP BY kind").fetchall())
    periods = {r[0] for r in con.execute("SELECT DISTINCT year FROM t.slips")}
    assert periods == {_slip_day(FIRST_DAY)}, periods  # numbered within the gaming day
    shape["slips"] = {"fill": slips.get("fill", 0), "credit": slips.get("credit", 0)}
    adopted = "SELECT count(*) FROM t.events WHERE seq >= 2 AND type = 'RulesAdopted'"
    assert con.execute(adopted).fetchone()[0] == 0, "a rules change inside the template shift"
    return shape


def _reference_rows(con: sqlite3.Connection, shape: dict[str, Any]) -> None:
    """Users (a pit boss and ten dealers per copy), rules versions, the 40 tables, their
    rules and the first event of each stream (its rules, written when the table was made)."""
    con.execute("INSERT INTO users SELECT * FROM t.users")
    for c in range(1, COPIES):
        for user_id, name, _role in shape["users"][1:]:
            if name.startswith("Pit Boss"):
                new_name = f"Pit Boss {c + 1}"
            else:
                new_name = f"Dealer {int(name.split()[1]) + 10 * c:02d}"
            con.execute(
                "INSERT INTO users (id, name, role, pin_hash, active, created_at) "
                "SELECT :id, :name, role, pin_hash, active, created_at FROM t.users "
                "WHERE id = :old",
                {"id": user_id + STAFF_PER_COPY * c, "name": new_name, "old": user_id},
            )
    con.execute("INSERT INTO rule_versions SELECT * FROM t.rule_versions")
    for c in range(COPIES):
        params = {"c": c, "per": TABLES_PER_COPY, "staff": STAFF_PER_COPY}
        con.execute(
            "INSERT INTO casino_tables (id, game, name, position, created_at) "
            "SELECT :c * :per + id, game, substr(name, 1, 3) || (:c * 4 + substr(name, 4)), "
            "'Pit ' || (:c + 1), created_at FROM t.casino_tables ORDER BY id",
            params,
        )
        con.execute(
            "INSERT INTO table_rules (id, table_id, rule_version_id, assigned_at, "
            "assigned_by_id) SELECT :c * :per + id, :c * :per + table_id, rule_version_id, "
            "assigned_at, CASE WHEN assigned_by_id >= 2 THEN assigned_by_id + :c * :staff "
            "ELSE assigned_by_id END FROM t.table_rules ORDER BY id",
            params,
        )
    for c in range(COPIES):
        con.execute(
            "INSERT INTO events (id, table_id, seq, type, data, at, user_id, command_id, hash) "
            "SELECT :c * :per + table_id, :c * :per + table_id, seq, type, data, at, "
            "CASE WHEN user_id >= 2 THEN user_id + :c * :staff ELSE user_id END, command_id, "
            "hash FROM t.events WHERE seq = 1 ORDER BY table_id",
            {"c": c, "per": TABLES_PER_COPY, "staff": STAFF_PER_COPY},
        )


def _statements() -> list[tuple[str, str]]:
    out = []
    for name, columns, select_list, table_of in CLONES:
        where = {"events": "x.seq >= 2", "significant_events": "x.at >= :template_opened"}.get(
            name, "1"
        )
        join = "p.t = " + table_of
        if name == "significant_events":
            join += " AND (x.table_id IS NOT NULL OR p.c = 0)"
        order = "x.id, p.c" if name in ID_TABLES else "p.c"
        if name in ("inventory_lines",):
            order = "x.inventory_id, x.denomination, p.c"
        elif name == "slip_lines":
            order = "x.slip_id, x.denomination, p.c"
        elif name == "sealed_shoes":
            order = "p.c, x.table_id, x.seq"
        elif name == "commands":
            order = "p.c, substr(x.id, 6)"
        sql = (
            f"INSERT INTO {name} ({columns}) SELECT {select_list} "
            f"FROM t.{name} x CROSS JOIN temp.plan p ON {join} WHERE {where} ORDER BY {order}"
        )
        out.append((name, sql))
    return out


def build_clone(path: Path, template: Path, hands: int) -> dict[str, Any]:
    """A new database at ``path`` holding ``plan(hands)``'s shifts cloned from ``template``."""
    from casino.store import migrate
    from casino.store.unit import Database

    days = plan(hands)
    db = Database(f"sqlite:///{path}")
    migrate.upgrade(db.engine)
    db.dispose()
    con = sqlite3.connect(path, isolation_level=None)
    try:
        con.execute("PRAGMA journal_mode=OFF")
        con.execute("PRAGMA synchronous=OFF")
        con.execute("PRAGMA cache_size=-1000000")
        con.execute("PRAGMA temp_store=MEMORY")
        con.execute("ATTACH DATABASE ? AS t", (f"file:{template}?mode=ro",))
        shape = _template_shape(con)
        con.execute(
            "CREATE TEMP TABLE plan (t INTEGER, c INTEGER, seq_off INTEGER, hand_off INTEGER, "
            "PRIMARY KEY (t, c)) WITHOUT ROWID"
        )
        con.execute("BEGIN")
        _reference_rows(con, shape)
        statements = _statements()
        bases = dict.fromkeys(ID_TABLES, 0)
        bases["events"] = COPIES * TABLES_PER_COPY
        offsets: dict[tuple[int, int], tuple[int, int]] = {}
        template_shift = shape["shift"]
        started = time.perf_counter()
        for index, k in enumerate(days.copies):
            day = FIRST_DAY + timedelta(days=index)
            shift_id = index + 1
            con.execute(
                "INSERT INTO shifts (id, name, opened_at, opened_by_id, closed_at, closed_by_id) "
                "SELECT :id, :name, date(opened_at, :days) || substr(opened_at, 11), "
                "opened_by_id, date(closed_at, :days) || substr(closed_at, 11), closed_by_id "
                "FROM t.shifts",
                {"id": shift_id, "name": f"{day:%A} {day:%Y-%m-%d}", "days": f"+{index} days"},
            )
            con.execute("DELETE FROM temp.plan")
            rows = []
            for c in range(k):
                for t in range(1, TABLES_PER_COPY + 1):
                    seq_off, hand_off = offsets.get((c, t), (0, 0))
                    rows.append((t, c, seq_off, hand_off))
                    offsets[(c, t)] = (
                        seq_off + shape["streams"][t],
                        hand_off + shape["hands"][t],
                    )
            con.executemany("INSERT INTO temp.plan VALUES (?, ?, ?, ?)", rows)
            params: dict[str, Any] = {
                "k": k,
                "shift": shift_id,
                "days": f"+{index} days",
                "prefix": f"{index:04d}",
                "template_opened": template_shift[1],
                "slip_day": _slip_day(day),
            }
            for name in ID_TABLES:
                params[f"{name}_base"] = bases[name]
                params[f"{name}_low"] = shape["spans"][name].low
            for _name, sql in statements:
                con.execute(sql, params)
            for name in ID_TABLES:
                bases[name] += shape["spans"][name].rows * k
            if shift_id % 10 == 0 or shift_id == len(days.copies):
                elapsed = time.perf_counter() - started
                _progress(f"clone: shift {shift_id}/{len(days.copies)} written, {elapsed:.0f} s")
        # Every table's decisions are kept through its last hand, as in the template.
        con.execute(
            "INSERT INTO decision_marks (table_id, through) SELECT table_id, max(last_seq) "
            f"FROM hands WHERE (table_id - 1) % {TABLES_PER_COPY} + 1 IN "
            "(SELECT table_id FROM t.decision_marks) GROUP BY table_id"
        )
        con.execute("COMMIT")
        con.execute("DETACH DATABASE t")
        con.execute("PRAGMA journal_mode=WAL")
    finally:
        con.close()
    return {"plan": days}


def _slip_day(day: date) -> int:
    """A slip's numbering period: its shift's gaming day as YYYYMMDD (``models.slip_label``);
    each shift here lies in its own day (UTC), so numbers start again each shift."""
    return int(f"{day:%Y%m%d}")


def _file_name(quick: bool) -> str:
    size = "100k" if quick else "1m"
    return f"report-v{VERSION}-{_schema()}-{size}.db"


def database(quick: bool = False, rebuild: bool = False) -> tuple[Path, Plan, float | None]:
    """The cached database (built first if missing): its path, its plan, and the seconds the
    build took now (None when it was already there)."""
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / _file_name(quick)
    days = plan(QUICK_HANDS if quick else FULL_HANDS)
    if path.exists() and not rebuild:
        return path, days, None
    started = time.perf_counter()
    template = template_path()
    if not template.exists() or rebuild:
        _progress(f"playing the template shift through the services into {template.name}")
        scratch = template.with_suffix(".building")
        _remove(scratch)
        build_template(scratch)
        _remove(template)
        scratch.rename(template)
        _progress(f"template: {time.perf_counter() - started:.0f} s")
    _forget_others(path, template)
    _progress(f"cloning {days.hands:,} hands into {path.name}")
    scratch = path.with_suffix(".building")
    _remove(scratch)
    build_clone(scratch, template, days.hands)
    _remove(path)
    scratch.rename(path)
    return path, days, time.perf_counter() - started


def _forget_others(*keep: Path) -> None:
    """Remove the files built for an older schema or version: each full one is 7 GB."""
    current = {_file_name(True), _file_name(False), *(p.name for p in keep)}
    for old in DATA.glob("report-*.db"):
        if old.name not in current:
            _progress(f"removing {old.name} (an older schema or version)")
            _remove(old)


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(f"{path}{suffix}")


def counts(path: Path) -> dict[str, int]:
    """Rows per table (the larger ones by their largest id, which is exact here: the clone
    leaves no gaps but in significant_events)."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [
            r[0]
            for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' "
                "AND name <> 'alembic_version' ORDER BY name"
            )
        ]
        return {name: con.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in names}
    finally:
        con.close()


def _admin() -> Any:
    """The administrator's name and PIN: the second supervisor who approves house rules."""
    from casino.services.users.auth import Signature

    return Signature(ADMIN[0], ADMIN[2])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_HANDS:,} hands")
    parser.add_argument("--rebuild", action="store_true", help="build again, template too")
    args = parser.parse_args(argv)
    path, days, seconds = database(args.quick, args.rebuild)
    say: Callable[[str], None] = print
    built = "found in the cache" if seconds is None else f"built in {seconds:.0f} s"
    say(f"{path} ({path.stat().st_size / 2**30:.2f} GiB), {built}")
    say(
        f"{len(days.copies)} shifts, {days.hands:,} hands; targets: shift {days.middle} "
        f"(middle) and {days.latest} (latest), {COPIES * HANDS_PER_COPY:,} hands each"
    )
    for name, rows in counts(path).items():
        say(f"  {name:20} {rows:>12,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
