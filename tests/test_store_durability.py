"""Durability, tamper evidence and concurrency of the event store, through the real CLI
processes and the real services, on a SQLite file and on a scratch PostgreSQL server.

* The kill test: ``casino soak`` is SIGKILLed at random moments; every ``committed TABLE SEQ``
  it acknowledged must be in the database afterwards, the streams gapless, ``casino verify``
  clean and every table's books balanced against its wager log and cash movements.
* The tamper test: a DBA who drops the append-only triggers and edits an event, a wager line,
  an event's author or deletes an event is caught by ``casino verify``, which names the table
  and the first bad event.
* The race test: two consoles (separate engines and pools) on one PostgreSQL table.
"""

from __future__ import annotations

import gc
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from cli_runner import run_casino
from sqlalchemy import func, select, text
from sqlalchemy.exc import DBAPIError
from store_fixtures import BACKENDS, STAFF, Staff, fresh_url, open_table

from casino.cli import main as cli_main
from casino.games import game as game_named
from casino.games.seating import AddChips
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import SEATS
from casino.services import Services
from casino.services.demo import driver
from casino.services.errors import ConflictError
from casino.services.tables import Outcome
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.stream import load
from casino.store.unit import Database
from casino.store.verify import verify

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
CASINO = [sys.executable, "-m", "casino.cli"]
START_TIMEOUT = 120.0
"""Seconds a soak may take to its first commit: the first start migrates the database and
scrypt-hashes two PINs; a slow CI machine is allowed plenty."""
MIN_KILLS, MAX_KILLS = 4, 10


def casino(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``casino ARGS`` where the process is not the subject (a check after the kills): its
    entry point in this process (``cli_runner``)."""
    return run_casino(*args, stdin=stdin, env=ENV)


def empty_url(backend: str, folder: Path, server: ScratchPostgres) -> str:
    return fresh_url(backend, folder, server, None)


# --- a soak process, watched line by line -------------------------------------------------------


@dataclass
class Soak:
    """``casino soak`` running in the background, its output read as it comes."""

    url: str
    seed: int
    stderr_path: Path
    tables: int = 3
    hands: int | None = None
    lines: list[str] = field(default_factory=list)
    proc: subprocess.Popen[str] = field(init=False)
    _first_commit: threading.Event = field(default_factory=threading.Event)
    _reader: threading.Thread = field(init=False)

    def __post_init__(self) -> None:
        args = [*CASINO, "soak", "--db", self.url, "--tables", str(self.tables)]
        args += ["--seed", str(self.seed)]
        if self.hands is not None:
            args += ["--hands", str(self.hands)]
        self._stderr = self.stderr_path.open("w")
        self.proc = subprocess.Popen(
            args, stdout=subprocess.PIPE, stderr=self._stderr, text=True, env=ENV, bufsize=1
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if not line.endswith("\n"):
                continue  # cut short by the kill: never acknowledged
            self.lines.append(line[:-1])
            if line.startswith("committed "):
                self._first_commit.set()

    def wait_for_commits(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while not self._first_commit.wait(0.05):
            if self.proc.poll() is not None:
                self._reader.join(10)
                pytest.fail(f"soak exited {self.proc.returncode} before a commit:\n{self.err()}")
            if time.monotonic() > deadline:
                self.proc.kill()
                pytest.fail(f"soak made no commit in {START_TIMEOUT:.0f} s:\n{self.err()}")

    def finish(self) -> int:
        returncode = self.proc.wait(timeout=120)
        self._reader.join(30)
        assert not self._reader.is_alive()
        self._stderr.close()
        return returncode

    def err(self) -> str:
        self._stderr.flush()
        return self.stderr_path.read_text()

    @property
    def committed(self) -> list[tuple[str, int]]:
        out = []
        for line in self.lines:
            if line.startswith("committed "):
                _word, table, seq = line.split()
                out.append((table, int(seq)))
        return out

    @property
    def resumed(self) -> list[tuple[str, int]]:
        found = []
        for line in self.lines:
            match = re.fullmatch(r"resumed (\S+) hand (\d+)", line)
            if match:
                found.append((match[1], int(match[2])))
        return found


# --- what the database holds --------------------------------------------------------------------


def stored_seqs(db: Database) -> dict[str, list[int]]:
    with db.read() as session:
        rows = session.execute(
            select(m.CasinoTable.name, m.Event.seq)
            .join(m.Event, m.Event.table_id == m.CasinoTable.id)
            .order_by(m.CasinoTable.name, m.Event.seq)
        ).all()
    seqs: dict[str, list[int]] = defaultdict(list)
    for name, seq in rows:
        seqs[name].append(seq)
    return dict(seqs)


def assert_gapless(seqs: dict[str, list[int]]) -> None:
    for name, found in seqs.items():
        assert found == list(range(1, len(found) + 1)), f"{name}: the stream has gaps or repeats"


def house_take(state: Any) -> int:
    if hasattr(state, "house_win"):
        return int(state.house_win)  # Fiddler-Crab: banked
    # A game played between players: the rake, the time charges, the fees per deal.
    return int(getattr(state, "rake", 0) + state.time_charges + getattr(state, "fees", 0))


def assert_books_balance(db: Database) -> int:
    """Every table's folded state conserves chips and agrees with the wager log and the cash
    movements; the number of tables checked."""
    with db.read() as session:
        tables = session.execute(select(m.CasinoTable.id, m.CasinoTable.name)).all()
        for table_id, name in tables:
            state = load(session, table_id).state
            assert state.conserved, f"{name}: chips do not balance"

            def total(model: Any, column: str, *where: Any, table_id: int = table_id) -> int:
                found = session.scalar(
                    select(func.coalesce(func.sum(getattr(model, column)), 0)).where(
                        model.table_id == table_id, *where
                    )
                )
                return int(found)

            money = m.CashMovement
            buy_ins = total(money, "amount", money.kind == "buy_in")
            cash_outs = total(money, "amount", money.kind == "cash_out")
            assert buy_ins == state.bought_in, name
            assert cash_outs == state.cashed_out, name
            assert buy_ins > 0, f"{name}: nobody ever bought in"
            assert total(m.Wager, "house") == house_take(state), f"{name}: house take"
    return len(tables)


# --- 1. the kill test ---------------------------------------------------------------------------


@pytest.mark.parametrize("backend", BACKENDS)
def test_soak_loses_no_acknowledged_commit_when_killed(
    backend: str, tmp_path: Path, postgres: ScratchPostgres
) -> None:
    url = empty_url(backend, tmp_path, postgres)
    rng = random.Random(f"kill-{backend}")
    acknowledged: list[tuple[str, int]] = []
    resumed: list[tuple[str, int]] = []
    runs = 0
    # Kill at least MIN_KILLS times, and on until a restart has found a hand in play to resume
    # (nearly every command is inside a hand, so a kill almost always lands mid-hand).
    while runs < MIN_KILLS or (not resumed and runs < MAX_KILLS):
        soak = Soak(url, rng.randrange(10**6), tmp_path / f"soak-{runs}.err")
        soak.wait_for_commits()
        time.sleep(rng.uniform(0.3, 1.5))
        soak.proc.send_signal(signal.SIGKILL)
        assert soak.finish() == -signal.SIGKILL
        assert soak.committed, f"run {runs} acknowledged nothing:\n{soak.err()}"
        assert not any(line.startswith("stopped") for line in soak.lines)
        resumed += soak.resumed
        acknowledged += soak.committed
        runs += 1
    assert resumed, f"{runs} restarts after a kill and none found a hand in play to resume"

    # The last run is stopped politely: it finishes the command in hand and says so.
    final = Soak(url, rng.randrange(10**6), tmp_path / "soak-final.err")
    final.wait_for_commits()
    time.sleep(rng.uniform(0.3, 1.0))
    final.proc.send_signal(signal.SIGTERM)
    assert final.finish() == 0, final.err()
    assert final.lines[-1] == f"stopped after {len(final.committed)} commits"
    acknowledged += final.committed

    # A commit acknowledged twice would mean an acknowledged one was lost and done again.
    assert len(set(acknowledged)) == len(acknowledged)
    assert {table for table, _ in acknowledged} == {"soak-1", "soak-2", "soak-3"}

    db = Database(url)
    try:
        seqs = stored_seqs(db)
        held = {(name, seq) for name, found in seqs.items() for seq in found}
        lost = [pair for pair in acknowledged if pair not in held]
        assert not lost, f"acknowledged but not in the database: {lost[:10]}"
        assert set(seqs) == {"soak-1", "soak-2", "soak-3"}
        assert_gapless(seqs)
        assert assert_books_balance(db) == 3
        for table, hand in resumed:
            with db.read() as session:
                table_id = _table_id(session, table)
                played = session.scalar(
                    select(m.Hand.id).where(m.Hand.table_id == table_id, m.Hand.number == hand)
                )
            # A resumed hand was played on to its end by a later run, or is still open now.
            state = _state_of(db, table)
            game = game_named(_game_of(db, table))
            assert played is not None or game.engine.phase(state).hands_dealt == hand
    finally:
        db.dispose()

    checked = casino("verify", "--db", url)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "3 of 3 tables intact" in checked.stdout


def _game_of(db: Database, table: str) -> str:
    with db.read() as session:
        found = session.scalar(select(m.CasinoTable.game).where(m.CasinoTable.name == table))
    assert found is not None
    return found


def _state_of(db: Database, table: str) -> Any:
    with db.read() as session:
        table_id = session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == table))
        assert table_id is not None
        return load(session, table_id).state


# --- 2. the tamper test -------------------------------------------------------------------------


@dataclass(frozen=True)
class Tamper:
    name: str
    table: str
    seq: int
    message: str


def _copy(backend: str, base: str, folder: Path, server: ScratchPostgres) -> str:
    """A copy of the database at ``base`` (a SQLite file's URL or a PostgreSQL db name)."""
    if backend == "sqlite":
        source = Path(base.removeprefix("sqlite:///"))
        with sqlite3.connect(source) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return fresh_url("sqlite", folder, server, str(source))
    return fresh_url("postgresql", folder, server, base.rsplit("/", 1)[1])


def _unguard(session: Any, postgres: bool, table: str) -> None:
    """What an attacker with DBA rights does first: drop the append-only triggers."""
    if postgres:
        session.execute(text(f"DROP TRIGGER {table}_append_only ON {table}"))
    else:
        session.execute(text(f"DROP TRIGGER {table}_no_update"))
        session.execute(text(f"DROP TRIGGER {table}_no_delete"))


def _middle(rows: list[Any]) -> Any:
    assert rows
    return rows[len(rows) // 2]


def _table_id(session: Any, name: str) -> int:
    found = session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == name))
    assert found is not None
    return int(found)


def tamper_event_data(session: Any, postgres: bool) -> Tamper:
    table_id = _table_id(session, "soak-1")
    rows = session.execute(
        select(m.Event.id, m.Event.seq, m.Event.data)
        .where(m.Event.table_id == table_id, m.Event.data.like('%"amount":%'))
        .order_by(m.Event.seq)
    ).all()
    event_id, seq, data = _middle(rows)
    amount = re.search(r'"amount":(\d+)', data)
    assert amount is not None
    edited = data.replace(amount[0], f'"amount":{int(amount[1]) + 100}', 1)
    assert json.dumps(json.loads(edited), sort_keys=True, separators=(",", ":")) == edited
    _unguard(session, postgres, "events")
    session.execute(text("UPDATE events SET data = :d WHERE id = :i"), {"d": edited, "i": event_id})
    return Tamper("event data", "soak-1", seq, "hash does not match")


def tamper_wager(session: Any, postgres: bool) -> Tamper:
    # The last soak table with money on its wager lines: a game played to a target may not
    # have settled a match within a short soak.
    for name in ("soak-2", "soak-1"):
        rows = session.execute(
            select(m.Wager.id, m.Wager.seq)
            .where(m.Wager.table_id == _table_id(session, name), m.Wager.amount > 0)
            .order_by(m.Wager.seq, m.Wager.id)
        ).all()
        if rows:
            break
    wager_id, seq = _middle(rows)
    _unguard(session, postgres, "wagers")
    session.execute(text("UPDATE wagers SET amount = amount + 1 WHERE id = :i"), {"i": wager_id})
    return Tamper("wager amount", name, seq, "wager lines")


def tamper_delete(session: Any, postgres: bool) -> Tamper:
    table_id = _table_id(session, "soak-1")
    seqs = session.scalars(
        select(m.Event.seq).where(m.Event.table_id == table_id).order_by(m.Event.seq)
    ).all()
    seq = _middle(seqs[1:-1])
    _unguard(session, postgres, "events")
    session.execute(
        text("DELETE FROM events WHERE table_id = :t AND seq = :s"), {"t": table_id, "s": seq}
    )
    return Tamper("deleted event", "soak-1", seq, f"jumps from event {seq - 1} to {seq + 1}")


def tamper_user(session: Any, postgres: bool) -> Tamper:
    table_id = _table_id(session, "soak-2")
    rows = session.execute(
        select(m.Event.id, m.Event.seq, m.Event.user_id)
        .where(m.Event.table_id == table_id)
        .order_by(m.Event.seq)
    ).all()
    event_id, seq, user_id = _middle(rows)
    other = session.scalar(select(m.User.id).where(m.User.id != user_id).limit(1))
    assert other is not None
    _unguard(session, postgres, "events")
    session.execute(
        text("UPDATE events SET user_id = :u WHERE id = :i"), {"u": other, "i": event_id}
    )
    return Tamper("event user", "soak-2", seq, "hash does not match")


TAMPERS: list[Callable[[Any, bool], Tamper]] = [
    tamper_event_data,
    tamper_wager,
    tamper_delete,
    tamper_user,
]


@pytest.mark.parametrize("backend", BACKENDS)
def test_verify_names_the_first_tampered_event(
    backend: str, tmp_path: Path, postgres: ScratchPostgres, capsys: pytest.CaptureFixture[str]
) -> None:
    base = empty_url(backend, tmp_path, postgres)
    soak = Soak(base, 7, tmp_path / "soak.err", tables=2, hands=3)
    assert soak.finish() == 0, soak.err()
    assert soak.lines[-1].startswith("stopped after ")
    clean = casino("verify", "--db", base)
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert clean.stdout.splitlines()[-1] == "2 of 2 tables intact"

    copies = [_copy(backend, base, tmp_path, postgres) for _ in TAMPERS]

    # The triggers stand in the way of anyone without the rights to drop them.
    db = Database(copies[0])
    try:
        for statement in ("UPDATE events SET seq = seq", "DELETE FROM wagers"):
            with pytest.raises(DBAPIError, match="append-only"), db.write() as session:
                session.execute(text(statement))
    finally:
        db.dispose()

    tampers: list[Tamper] = []
    for url, tamper in zip(copies, TAMPERS, strict=True):
        db = Database(url)
        try:
            with db.write() as session:
                tampers.append(tamper(session, db.postgres))
        finally:
            db.dispose()

    # Each copy checked by the real command, all at once; and by ``casino verify --json``
    # in this process (the same code, without paying for another interpreter's imports).
    procs = [
        subprocess.Popen(
            [*CASINO, "verify", "--db", url],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV,
        )
        for url in copies
    ]  # fmt: skip
    reports = []
    for url in copies:
        code = cli_main(["verify", "--db", url, "--json"])
        reports.append((code, capsys.readouterr().out))
    gc.collect()  # the command's engine and its PostgreSQL connection go with it
    for tamper, proc, (json_code, json_out) in zip(tampers, procs, reports, strict=True):
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 1, f"{tamper.name}: verify exited {proc.returncode}\n{out}{err}"
        assert f"table {tamper.table}: event {tamper.seq}: " in out, f"{tamper.name}:\n{out}"
        bad_line = next(line for line in out.splitlines() if line.startswith("table "))
        assert tamper.message in bad_line, f"{tamper.name}: {bad_line}"
        assert out.splitlines()[-1] == "1 of 2 tables intact"

        assert json_code == 1, f"{tamper.name} (--json): verify exited {json_code}"
        report = json.loads(json_out)
        assert report["ok"] is False
        by_name = {t["table"]: t for t in report["tables"]}
        assert set(by_name) == {"soak-1", "soak-2"}
        bad = by_name[tamper.table]
        assert bad["ok"] is False
        assert bad["first_bad_event"] == tamper.seq, tamper.name
        assert tamper.message in bad["problem"]
        (other,) = (t for name, t in by_name.items() if name != tamper.table)
        assert other["ok"] is True and other["first_bad_event"] is None


def test_verify_notices_the_last_event_deleted(
    services: Services, staff: Staff, db: Database
) -> None:
    table_id = open_table(services, staff, "sekhoma", SekhomaRules(), "cut")
    rng = random.Random(3)
    game = game_named("sekhoma")
    view = services.tables.view(table_id)
    while game.engine.phase(view.state).hands_dealt < 2 or game.engine.phase(view.state).in_hand:
        command = driver("sekhoma")(view.state, rng)
        services.tables.submit(staff.dealer, table_id, command, uuid.uuid4().hex,
                               expected_seq=view.seq)  # fmt: skip
        view = services.tables.view(table_id)
    # Preconditions fail the test outright (pytest.fail), never as the expected failure.
    with db.write() as session:
        if [c.problem for c in verify(session)] != [None, None, None]:  # table, admin record, log
            pytest.fail("the untouched table does not verify")
        last = session.execute(
            select(m.Event.seq, m.Event.type).where(m.Event.table_id == table_id)
            .order_by(m.Event.seq.desc()).limit(1)
        ).one()  # fmt: skip
        hand_end = session.scalar(
            select(func.max(m.Hand.last_seq)).where(m.Hand.table_id == table_id)
        )
        if last.type != "HandEnded" or hand_end != last.seq:
            pytest.fail(f"the stream should end with the last hand's end, not {last}")
        _unguard(session, db.postgres, "events")
        session.execute(
            text("DELETE FROM events WHERE table_id = :t AND seq = :s"),
            {"t": table_id, "s": last.seq},
        )
    with db.read() as session:
        if not game.engine.phase(load(session, table_id).state).in_hand:
            pytest.fail("deleting HandEnded should leave the finished hand looking open")
        checked, _administrative, _log = verify(session)
    assert checked.problem is not None, "a truncated stream passed verify"
    assert checked.problem.seq == last.seq


# --- 3. two consoles racing on one table (PostgreSQL, and SQLite too) -----------------------


@dataclass
class Console:
    services: Services
    actor: Any
    rng: random.Random
    table_id: int
    won: list[tuple[str, Outcome]] = field(default_factory=list)
    conflicts: int = 0

    def submit(self, command: Any, expected_seq: int | None) -> Outcome:
        if getattr(command, "KIND", None) == "start" and getattr(command, "shoe", None):
            command = type(command)(shoe=None)
        command_id = uuid.uuid4().hex
        outcome = self.services.tables.submit(
            self.actor, self.table_id, command, command_id, expected_seq=expected_seq
        )
        self.won.append((command_id, outcome))
        return outcome


def _together(
    consoles: list[Console], barrier: threading.Barrier, work: Callable[[Console, int], None]
) -> None:
    """Run ``work(console, index)`` on a thread per console; re-raise the first failure (a
    failing thread breaks the barrier, so the other does not wait for it in vain)."""
    failures: list[BaseException] = []

    def body(console: Console, index: int) -> None:
        try:
            work(console, index)
        except BaseException as exc:
            failures.append(exc)
            barrier.abort()

    threads = [
        threading.Thread(target=body, args=(c, i), daemon=True) for i, c in enumerate(consoles)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
        assert not thread.is_alive(), "a console thread hung"
    barrier.reset()
    first = [f for f in failures if not isinstance(f, threading.BrokenBarrierError)]
    if first or failures:
        raise (first or failures)[0]


@pytest.fixture(params=BACKENDS)
def consoles(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
) -> Iterator[tuple[list[Console], int, Database]]:
    """Two consoles (two engines, two connection pools) with a Sekhoma table open between
    them; PostgreSQL is what a floor runs, SQLite serialises every transaction instead."""
    backend = request.param
    url = fresh_url(backend, tmp_path, postgres, str(templates[backend]))
    databases = [Database(url), Database(url)]
    services = [Services(d) for d in databases]
    staff = Staff(**{
        key: services[0].auth.login(name, pin, f"race {key}")
        for key, (name, _role, pin) in STAFF.items()
    })
    table_id = open_table(services[0], staff, "sekhoma", SekhomaRules(), "race")
    found = [
        Console(services[0], staff.dealer, random.Random(1), table_id=table_id),
        Console(services[1], staff.dealer2, random.Random(2), table_id=table_id),
    ]
    yield found, table_id, databases[0]
    for database in databases:
        database.dispose()


def test_two_consoles_race_on_one_table(
    consoles: tuple[list[Console], int, Database],
) -> None:
    pair, table_id, db = consoles
    game = game_named("sekhoma")
    rounds = 25
    barrier = threading.Barrier(2, timeout=60)
    seen: dict[tuple[int, int], tuple[int, bool]] = {}

    # a) A forced race: both consoles show the table at the same event, then both submit
    #    against it. Exactly one may win; the other must be told of the conflict.
    def forced(console: Console, index: int) -> None:
        for round_ in range(rounds):
            view = console.services.tables.view(table_id)
            command = driver("sekhoma")(view.state, console.rng)
            barrier.wait()
            try:
                console.submit(command, view.seq)
                won = True
            except ConflictError:
                console.conflicts += 1
                won = False
            seen[(round_, index)] = (view.seq, won)
            barrier.wait()

    _together(pair, barrier, forced)
    for round_ in range(rounds):
        (seq_a, won_a), (seq_b, won_b) = seen[(round_, 0)], seen[(round_, 1)]
        assert seq_a == seq_b, f"round {round_}: the consoles did not see the same event"
        assert won_a != won_b, f"round {round_}: {'both' if won_a else 'neither'} won"
    assert sum(c.conflicts for c in pair) == rounds

    # b) Free play: each console views, decides and submits as fast as it can.
    def free(console: Console, _index: int) -> None:
        for _ in range(60):
            view = console.services.tables.view(table_id)
            try:
                console.submit(driver("sekhoma")(view.state, console.rng), view.seq)
            except ConflictError:
                console.conflicts += 1

    _together(pair, barrier, free)

    # c) A raw race with no expected_seq: between hands both consoles top up a different
    #    seat at the same moment. Both are legal in either order, so both succeed, in turn.
    view = pair[0].services.tables.view(table_id)
    while game.engine.phase(view.state).in_hand:
        pair[0].submit(driver("sekhoma")(view.state, pair[0].rng), view.seq)
        view = pair[0].services.tables.view(table_id)
    seats = [s for s in SEATS if view.state.seat(s) is not None]
    assert len(seats) >= 2
    raw: dict[tuple[int, int], int] = {}

    def topup(console: Console, index: int) -> None:
        for round_ in range(20):
            barrier.wait()
            raw[(round_, index)] = console.submit(AddChips(seats[index], 100), None).seq

    _together(pair, barrier, topup)
    for round_ in range(20):
        assert raw[(round_, 0)] != raw[(round_, 1)], f"raw round {round_}: one seq twice"

    # d) The same command (same id) from both consoles at once, as a retry racing the
    #    original would: it acts once; the other gets that outcome back or a conflict.
    same: list[Outcome | ConflictError] = []
    twice = [(uuid.uuid4().hex, AddChips(seats[0], 7)) for _ in range(10)]

    def retry(console: Console, _index: int) -> None:
        for command_id, command in twice:
            barrier.wait()
            try:
                same.append(
                    console.services.tables.submit(console.actor, table_id, command, command_id)
                )
            except ConflictError as exc:
                same.append(exc)

    _together(pair, barrier, retry)
    acted = [o for o in same if isinstance(o, Outcome) and not o.repeated]
    assert len(acted) == len(twice), same
    assert len(same) == 2 * len(twice)

    # What the consoles were told is what the database holds.
    outcomes = [item for console in pair for item in console.won]
    assert len({o.seq for _cid, o in outcomes}) == len(outcomes), "two outcomes, one seq"
    with db.read() as session:
        doubled = session.execute(
            select(m.Event.table_id, m.Event.seq, func.count())
            .group_by(m.Event.table_id, m.Event.seq)
            .having(func.count() > 1)
        ).all()
        assert doubled == []
        seqs = session.scalars(
            select(m.Event.seq).where(m.Event.table_id == table_id).order_by(m.Event.seq)
        ).all()
        assert seqs == list(range(1, len(seqs) + 1))
        for command_id, outcome in outcomes:
            assert not outcome.repeated
            row = session.get(m.Command, command_id)
            assert row is not None, f"command {command_id} acknowledged but not stored"
            assert row.last_seq == outcome.seq
            written = session.execute(
                select(m.Event.seq, m.Event.type)
                .where(m.Event.command_id == command_id)
                .order_by(m.Event.seq)
            ).all()
            assert [s for s, _t in written] == list(range(row.first_seq, outcome.seq + 1))
            assert [t for _s, t in written] == [type(e).__name__ for e in outcome.events]
        for command_id, _command in twice:
            assert session.scalar(
                select(func.count()).select_from(m.Event).where(m.Event.command_id == command_id)
            ) == 1, f"command {command_id} acted twice"
        # RulesAdopted, the consoles' outcomes and one top-up for each command sent twice
        assert len(seqs) == 1 + sum(len(o.events) for _cid, o in outcomes) + len(twice)
        checked = verify(session)
        assert [c.problem for c in checked] == [None, None, None]  # table, admin record, log
        final = load(session, table_id).state
    assert final.conserved
    for console in pair:
        assert console.services.tables.view(table_id).state == final
