"""The pit's races on the real PostgreSQL server, with real concurrent processes.

Two worker processes (the spawn context: nothing shared but the database) stay up for the
whole module; each signs in once per database as its own pit boss. Every round hands both a
call, and both wait on one barrier before making it, so the calls really collide. Thirty
rounds of each race, zero anomalies:

* two pit bosses opening one table: exactly one wins, the loser is told who opened it and
  when ("SK-2 was opened by Pat Pitboss at 21:04");
* two closing one table: exactly one closer;
* a shift closed while a table opens into it: never a closed shift with an open session;
* two publishing rules: versions numbered 1..n, no raw database error.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import random
import re
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from store_fixtures import OPENER, PINS, STAFF, fresh_url

from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.users.auth import Signature
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

pytestmark = pytest.mark.postgres
"""The database is this module's subject: PostgreSQL's own behaviour, on the real server."""

ROUNDS = 30
SEKHOMA = "sekhoma"
WORKERS = (STAFF["boss"][0], STAFF["boss2"][0])
DEALER = STAFF["dealer"][0]
ADMIN = STAFF["admin"][0]
OPENED_BY = re.compile(
    r"^(?P<table>\S+) was opened by (?P<who>Pat Pitboss|Kim Pitboss) at "
    r"(\d{4}-\d\d-\d\d )?\d\d:\d\d$"
)


# --- the workers ----------------------------------------------------------------------------


def worker(name: str, env: dict[str, str], tasks: Any, results: Any, barrier: Any) -> None:
    """One pit boss's console in a process of its own: sign in once per database, then for
    each task wait at the barrier and make the call; the result or the refusal goes back."""
    os.environ.update(env)
    consoles: dict[str, tuple[Database, Services, Any]] = {}
    while True:
        task = tasks.get()
        if task is None:
            break
        url, journal, op, args, delay = task
        os.environ["CASINO_JOURNAL"] = journal
        try:
            if url not in consoles:
                for db, _s, _a in consoles.values():
                    db.dispose()
                consoles.clear()
                db = Database(url)
                services = Services(db)
                consoles[url] = (db, services, services.auth.sign_in(name, PINS[name], name))
            _db, services, me = consoles[url]
            witness = Signature(DEALER, PINS[DEALER])
            barrier.wait()
            if delay:  # evens out work the other call does before its transaction
                time.sleep(delay)
            if op == "open":
                table, shift = args
                value: Any = services.tables.open_table(me, table, shift, OPENER, witness)
            elif op == "close":
                value = services.tables.close_table(me, args, OPENER, witness)
            elif op == "close_shift":
                value = services.shifts.close_shift(me, args)
            elif op == "publish":
                value = services.rules.publish(
                    me, SekhomaRules(ante=args), f"by {name}",
                    approved_by=Signature(ADMIN, PINS[ADMIN])
                )
            else:
                raise AssertionError(op)
            results.put((name, "ok", value))
        except BaseException as exc:  # every failure goes back to be judged
            detail = str(exc)
            if not isinstance(exc, Exception) or type(exc).__module__.startswith("builtins"):
                detail += "\n" + traceback.format_exc()
            results.put((name, type(exc).__name__, detail))
    for db, _s, _a in consoles.values():
        db.dispose()


class Pair:
    """The two worker processes and their queues."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.barrier = ctx.Barrier(2, timeout=60)
        self.results = ctx.Queue()
        self.tasks = {name: ctx.Queue() for name in WORKERS}
        env = {k: v for k, v in os.environ.items() if k.startswith("CASINO_")}
        self.processes = [
            ctx.Process(
                target=worker, args=(name, env, self.tasks[name], self.results, self.barrier),
                daemon=True,
            )
            for name in WORKERS
        ]  # fmt: skip
        for process in self.processes:
            process.start()

    def round(
        self, url: str, calls: dict[str, tuple[str, Any]], delays: dict[str, float] | None = None
    ) -> dict[str, tuple[str, Any]]:
        journal = os.environ["CASINO_JOURNAL"]
        for name, (op, args) in calls.items():
            self.tasks[name].put((url, journal, op, args, (delays or {}).get(name, 0.0)))
        found: dict[str, tuple[str, Any]] = {}
        for _ in calls:
            try:
                name, outcome, value = self.results.get(timeout=120)
            except queue.Empty:
                raise AssertionError("a worker did not answer") from None
            found[name] = (outcome, value)
        return found

    def stop(self) -> None:
        for name in WORKERS:
            self.tasks[name].put(None)
        for process in self.processes:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()


@pytest.fixture(scope="module")
def pair() -> Iterator[Pair]:
    workers = Pair()
    yield workers
    workers.stop()


@pytest.fixture
def pg_url(tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any]) -> str:
    return fresh_url("postgresql", tmp_path, postgres, str(templates["postgresql"]))


@pytest.fixture
def pit(pg_url: str) -> Iterator[tuple[Services, Any]]:
    """The administrator's console in this process, for setting up and reading back."""
    db = Database(pg_url)
    services = Services(db)
    yield services, services.auth.sign_in(ADMIN, PINS[ADMIN], "set-up")
    db.dispose()


def _tables(services: Services, me: Any, count: int, prefix: str) -> list[int]:
    version = services.rules.publish(
        me, SekhomaRules(), "race", approved_by=Signature(STAFF["boss"][0], STAFF["boss"][2])
    )
    return [
        services.tables.create_table(me, SEKHOMA, f"{prefix}-{i}", version) for i in range(count)
    ]


def _open_sessions(services: Services, table: int) -> list[m.TableSession]:
    with services.db.read() as session:
        return list(
            session.scalars(
                select(m.TableSession).where(m.TableSession.table_id == table)
            ).all()
        )


# --- the races -------------------------------------------------------------------------------


def test_two_pit_bosses_open_one_table(
    pair: Pair, pg_url: str, pit: tuple[Services, Any]
) -> None:
    services, me = pit
    tables = _tables(services, me, ROUNDS, "SK")
    shift = services.shifts.open_shift(me, "Race shift")
    anomalies: list[str] = []
    for table in tables:
        results = pair.round(pg_url, dict.fromkeys(WORKERS, ("open", (table, shift))))
        won = [n for n, (outcome, _v) in results.items() if outcome == "ok"]
        lost = [(n, o, v) for n, (o, v) in results.items() if o != "ok"]
        sessions = _open_sessions(services, table)
        if len(won) != 1 or len(sessions) != 1:
            anomalies.append(f"table {table}: {results}")
            continue
        name, outcome, message = lost[0]
        match = OPENED_BY.match(str(message))
        if outcome not in ("ConflictError", "InputError") or match is None:
            anomalies.append(f"table {table}: loser {name} got {outcome}: {message}")
        elif match.group("who") != won[0]:
            anomalies.append(f"table {table}: the loser was told {message!r}, won by {won[0]}")
        with services.db.read() as session:
            opened_by = session.get(m.User, sessions[0].opened_by_id)
            assert opened_by is not None
            if opened_by.name != won[0]:
                anomalies.append(f"table {table}: opened by {opened_by.name}, won by {won[0]}")
    assert anomalies == []


def test_two_pit_bosses_close_one_table(
    pair: Pair, pg_url: str, pit: tuple[Services, Any]
) -> None:
    services, me = pit
    tables = _tables(services, me, ROUNDS, "SKC")
    shift = services.shifts.open_shift(me, "Race shift")
    witness = Signature(DEALER, PINS[DEALER])
    for table in tables:
        services.tables.open_table(me, table, shift, OPENER, witness)
    anomalies: list[str] = []
    for table in tables:
        results = pair.round(pg_url, dict.fromkeys(WORKERS, ("close", table)))
        won = [n for n, (outcome, _v) in results.items() if outcome == "ok"]
        lost = [(n, o, v) for n, (o, v) in results.items() if o != "ok"]
        sessions = _open_sessions(services, table)
        with services.db.read() as session:
            closers = session.scalar(
                select(func.count()).select_from(m.Inventory).where(
                    m.Inventory.table_session_id == sessions[0].id,
                    m.Inventory.kind == "closer",
                )
            )
        if len(won) != 1 or closers != 1 or sessions[0].closed_at is None:
            anomalies.append(f"table {table}: {results}, {closers} closers")
            continue
        name, outcome, message = lost[0]
        if outcome not in ("ConflictError", "InputError") or "already closed by" not in message:
            anomalies.append(f"table {table}: loser {name} got {outcome}: {message}")
    assert anomalies == []


def test_a_shift_closes_while_a_table_opens_into_it(
    pair: Pair, pg_url: str, pit: tuple[Services, Any]
) -> None:
    services, me = pit
    tables = _tables(services, me, ROUNDS, "SKS")
    closer, opener = WORKERS
    anomalies: list[str] = []
    outcomes: set[str] = set()
    rng = random.Random(7)
    for i, table in enumerate(tables):
        shift = services.shifts.open_shift(me, f"Shift {i}")
        # The opener first checks the witness's PIN (a scrypt) outside its transaction; the
        # closer waits a varying moment, so both orders of the two transactions happen.
        results = pair.round(
            pg_url,
            {closer: ("close_shift", shift), opener: ("open", (table, shift))},
            {closer: rng.uniform(0.0, 0.12)},
        )
        with services.db.read() as session:
            row = session.get(m.Shift, shift)
            assert row is not None
            still_open = session.scalar(
                select(func.count()).select_from(m.TableSession).where(
                    m.TableSession.shift_id == shift, m.TableSession.closed_at.is_(None)
                )
            )
        closed, opened = results[closer][0] == "ok", results[opener][0] == "ok"
        if row.closed_at is not None and still_open:
            anomalies.append(f"shift {shift}: closed with {still_open} open table(s): {results}")
        elif closed == opened:
            anomalies.append(f"shift {shift}: {results}")
        elif closed and not (results[opener][0] == "InputError"
                             and "was closed by" in results[opener][1]):
            anomalies.append(f"shift {shift}: the opener got {results[opener]}")
        elif opened and not (results[closer][0] == "InputError"
                             and "close these tables" in results[closer][1]):
            anomalies.append(f"shift {shift}: the closer got {results[closer]}")
        outcomes.add("closed first" if closed else "opened first")
        if opened:  # the table closes again for the next round's shift to be clean
            services.tables.close_table(me, table, OPENER, Signature(DEALER, PINS[DEALER]))
    print(f"shift races: {sorted(outcomes)}")
    assert anomalies == []


def test_two_pit_bosses_publish_rules_at_once(
    pair: Pair, pg_url: str, pit: tuple[Services, Any]
) -> None:
    services, _me = pit
    anomalies: list[str] = []
    ids: list[int] = []
    for i in range(ROUNDS):
        results = pair.round(
            pg_url,
            {name: ("publish", 100 * (1 + (2 * i + k) % 7)) for k, name in enumerate(WORKERS)},
        )
        for name, (outcome, value) in results.items():
            if outcome != "ok":
                anomalies.append(f"round {i}: {name} got {outcome}: {value}")
            else:
                ids.append(int(value))
    numbers = [v["version"] for v in services.rules.versions(SEKHOMA)]
    assert anomalies == []
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) >= 2 * ROUNDS and len(set(ids)) == 2 * ROUNDS
