"""A consistent forgery by whoever holds the database file but not the site key.

The attacker drops the append-only triggers, edits the rows, and recomputes the chain with
this project's own code (``record_hash``), with no key or with a key of their own. ``casino
verify`` must report a problem each time (and ``casino verify`` exit 1). Administrative rows
edited with raw SQL are named; a cut tail at a closed table is caught by the journal outside
the database; without the key file the record is unkeyed, never intact; the key file is
made with mode 0600.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import stat
import subprocess
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from cli_runner import run_casino
from pypdf import PdfReader
from sqlalchemy import Engine, create_engine, select, text
from sqlalchemy.orm import Session
from store_fixtures import OPENER, STAFF, Staff, fresh_url, new_id, open_table

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.demo import driver
from casino.services.journaling import flush_held
from casino.store import admin, journal, seal
from casino.store import models as m
from casino.store.codec import GENESIS, canonical
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.seal import SiteKey
from casino.store.stream import record_hash
from casino.store.unit import Database
from casino.store.verify import verify, verify_record

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

SEKHOMA = "sekhoma"
NO_KEY, OTHER_KEY = "no key", "another key"


# --- the floor ------------------------------------------------------------------------------



def in_hand(state: Any) -> bool:
    return state.hand is not None


def step(services: Services, actor: Any, table: int, rng: random.Random) -> None:
    view = services.tables.view(table)
    command = driver(view.game)(view.state, rng)
    if getattr(command, "KIND", None) == "start" and getattr(command, "shoe", None) is not None:
        command = type(command)(shoe=None)
    services.tables.submit(actor, table, command, new_id(), expected_seq=view.seq)


def play_hands(services: Services, actor: Any, table: int, rng: random.Random, n: int) -> None:
    target = services.tables.view(table).state.hands_played + n
    for _ in range(600):
        state = services.tables.view(table).state
        if state.hands_played >= target and not in_hand(state):
            return
        step(services, actor, table, rng)
    raise AssertionError("the hands did not end")


@pytest.fixture(params=["sqlite", "postgresql"])
def any_url(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
) -> str:
    return fresh_url(request.param, tmp_path, postgres, str(templates[request.param]))


@pytest.fixture
def sqlite_url(tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any]) -> str:
    """The file the attacker holds."""
    return fresh_url("sqlite", tmp_path, postgres, str(templates["sqlite"]))


class Floor:
    """A database with a Sekhoma table that has been played on."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.db = Database(url)
        self.services = Services(self.db)
        self.staff = Staff(**{
            key: self.services.auth.sign_in(name, pin, f"test {key}")
            for key, (name, _r, pin) in STAFF.items()
        })  # fmt: skip
        self.table = open_table(self.services, self.staff, SEKHOMA, SekhomaRules(), "SK-1")
        for seat in (1, 2, 3):
            self.services.tables.submit(
                self.staff.dealer, self.table, SeatPlayer(seat, f"P{seat}", 20_000), new_id()
            )

    def problems(self) -> list[str]:
        with self.db.read() as session:
            return [str(c.problem) for c in verify(session) if c.problem is not None]

    def cli_verify(self) -> subprocess.CompletedProcess[str]:
        return run_casino("verify", "--db", self.url)


@pytest.fixture
def floor(sqlite_url: str) -> Iterator[Floor]:
    made = Floor(sqlite_url)
    yield made
    made.db.dispose()


@pytest.fixture
def any_floor(any_url: str) -> Iterator[Floor]:
    made = Floor(any_url)
    yield made
    made.db.dispose()


# --- the attacker's tools --------------------------------------------------------------------


def attacker(url: str) -> Engine:
    """A plain connection to the file, the append-only triggers dropped. The attack comes
    after the console's journal thread has written the clicks' heads (at once, off the
    click's path: ``casino.services.journaling``), which is waited for here."""
    flush_held()
    engine = create_engine(url)
    with engine.begin() as conn:
        for table in m.APPEND_ONLY:
            if engine.dialect.name == "sqlite":
                conn.exec_driver_sql(f"DROP TRIGGER IF EXISTS {table}_no_update")
                conn.exec_driver_sql(f"DROP TRIGGER IF EXISTS {table}_no_delete")
            else:
                conn.exec_driver_sql(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
                conn.exec_driver_sql(f"DROP TRIGGER IF EXISTS {table}_no_truncate ON {table}")
    return engine


def forging_key(which: str) -> SiteKey | None:
    return None if which == NO_KEY else SiteKey(secrets.token_bytes(32), Path("mine.key"))


def rechain(session: Session, table_id: int, key: SiteKey | None) -> None:
    """Recompute every hash of the table's stream from its first event, the project's way."""
    previous = GENESIS
    for row in session.scalars(
        select(m.Event).where(m.Event.table_id == table_id).order_by(m.Event.seq)
    ).all():
        row.hash = record_hash(
            previous, table_id, row.seq, json.loads(row.data), row.at, row.user_id,
            row.command_id, key=key,
        )  # fmt: skip
        previous = row.hash
    session.flush()


def rechain_admin(session: Session, key: SiteKey | None) -> None:
    previous = GENESIS
    for row in session.scalars(select(m.AdminEvent).order_by(m.AdminEvent.seq)).all():
        fields = {"at": row.at, "user_id": row.user_id, "data": row.data}
        row.hash = admin.event_hash(key, previous, row.seq, fields)  # type: ignore[arg-type]
        previous = row.hash
    session.flush()


def set_data(row: Any, **changes: Any) -> None:
    data = json.loads(row.data)
    data.update(changes)
    row.data = canonical(data).decode()


# --- 4. forgeries of a table's stream ---------------------------------------------------------


@pytest.mark.parametrize("which", [NO_KEY, OTHER_KEY])
def test_skimming_a_buy_in_and_rechaining_is_caught(floor: Floor, which: str) -> None:
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(3), 2)
    assert floor.problems() == []
    engine = attacker(floor.url)
    with Session(engine) as session, session.begin():
        movement = session.scalars(
            select(m.CashMovement).where(
                m.CashMovement.table_id == floor.table, m.CashMovement.kind == "buy_in"
            ).order_by(m.CashMovement.seq)
        ).first()
        assert movement is not None and movement.amount == 20_000
        movement.amount -= 5_000
        event = session.scalars(
            select(m.Event).where(m.Event.table_id == floor.table, m.Event.seq == movement.seq)
        ).one()
        set_data(event, chips=json.loads(event.data)["chips"] - 5_000)
        rechain(session, floor.table, forging_key(which))
    engine.dispose()
    found = floor.problems()
    assert any("SK-1" in p for p in found), found
    assert floor.cli_verify().returncode == 1


@pytest.mark.parametrize("which", [NO_KEY, OTHER_KEY])
def test_reattributing_events_to_another_dealer_is_caught(floor: Floor, which: str) -> None:
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(4), 1)
    dealer, other = floor.staff.dealer.user_id, floor.staff.dealer2.user_id
    engine = attacker(floor.url)
    with engine.begin() as conn:
        for table in ("events", "commands", "wagers", "cash_movements"):
            conn.execute(
                text(f"UPDATE {table} SET user_id = :o WHERE user_id = :d AND table_id = :t"),
                {"o": other, "d": dealer, "t": floor.table},
            )
    with Session(engine) as session, session.begin():
        rechain(session, floor.table, forging_key(which))
    engine.dispose()
    found = floor.problems()
    assert any("SK-1" in p for p in found), found


def _cut_last_commands(floor: Floor, count: int) -> int:
    """Remove the table's last ``count`` commands and every row written with them; the
    seq the stream now ends at."""
    engine = attacker(floor.url)
    with engine.begin() as conn:
        firsts = conn.execute(
            text("SELECT first_seq FROM commands WHERE table_id = :t ORDER BY last_seq DESC"),
            {"t": floor.table},
        ).scalars().all()[:count]
        cut = min(firsts) - 1
        params = {"t": floor.table, "s": cut}
        for table, column in (
            ("events", "seq"), ("wagers", "seq"), ("cash_movements", "seq"),
            ("commands", "last_seq"), ("hands", "last_seq"), ("voids", "seq"),
            ("sealed_shoes", "seq"),
        ):  # fmt: skip
            conn.execute(text(f"DELETE FROM {table} WHERE table_id = :t AND {column} > :s"), params)
    engine.dispose()
    return cut


def test_cutting_the_last_three_commands_of_an_open_table_is_caught(floor: Floor) -> None:
    """Two hands played, a third in play: the last three commands go with their rows."""
    rng = random.Random(5)
    play_hands(floor.services, floor.staff.dealer, floor.table, rng, 2)
    for _ in range(3):
        step(floor.services, floor.staff.dealer, floor.table, rng)
    for _ in range(50):
        if in_hand(floor.services.tables.view(floor.table).state):
            break
        step(floor.services, floor.staff.dealer, floor.table, rng)
    assert floor.problems() == []
    _cut_last_commands(floor, 3)
    found = floor.problems()
    assert any("SK-1" in p for p in found), found


def test_cutting_the_last_three_commands_across_a_hand_end_is_caught(floor: Floor) -> None:
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(6), 2)
    _cut_last_commands(floor, 3)
    found = floor.problems()
    assert any("SK-1" in p for p in found), found


def test_a_cut_tail_at_a_closed_table_is_caught_by_the_journal(floor: Floor) -> None:
    services, staff = floor.services, floor.staff
    play_hands(services, staff.dealer, floor.table, random.Random(7), 2)
    services.tables.close_table(staff.boss, floor.table, OPENER, Staff.witness(staff.dealer2))
    assert floor.problems() == []
    engine = attacker(floor.url)
    with engine.begin() as conn:
        first, _number = conn.execute(
            text("SELECT first_seq, number FROM hands WHERE table_id = :t ORDER BY number DESC"),
            {"t": floor.table},
        ).first()  # type: ignore[misc]
        params = {"t": floor.table, "s": first - 1}
        for table, column in (
            ("events", "seq"), ("wagers", "seq"), ("cash_movements", "seq"),
            ("commands", "last_seq"), ("hands", "last_seq"), ("voids", "seq"),
            ("sealed_shoes", "seq"),
        ):  # fmt: skip
            conn.execute(text(f"DELETE FROM {table} WHERE table_id = :t AND {column} > :s"), params)
    engine.dispose()
    with floor.db.read() as session:
        heads = verify_record(session, seal.site_key(create=False)).heads
    assert [h.seq for h in heads if h.table == "SK-1"] == [first - 1]
    found = floor.problems()
    assert any("SK-1" in p and "journal" in p for p in found), found
    assert floor.cli_verify().returncode == 1


# --- the journal cut along with the tail (issue 33, item 5) --------------------------------


def _cut_table_and_journal(floor: Floor, keep_journal_to_cut: bool) -> tuple[int, Path]:
    """Two hands and a close, then the last five commands cut from the database and the
    journal deleted, or cut back to the line before the cut's first event."""
    services, staff = floor.services, floor.staff
    play_hands(services, staff.dealer, floor.table, random.Random(8), 2)
    services.tables.close_table(staff.boss, floor.table, OPENER, Staff.witness(staff.dealer2))
    assert floor.problems() == []
    cut = _cut_last_commands(floor, 5)
    path = journal.journal_path()
    if keep_journal_to_cut:
        lines = path.read_bytes().splitlines(keepends=True)
        stream = f"table:{floor.table}"
        first = next(
            i for i, raw in enumerate(lines)
            if json.loads(raw)["stream"] == stream and json.loads(raw)["seq"] > cut
        )  # fmt: skip
        path.write_bytes(b"".join(lines[:first]))
    else:
        path.unlink()
    return cut, path


@pytest.mark.parametrize("how", ["deleted", "cut back"])
def test_a_journal_deleted_or_cut_back_with_the_tail_is_caught(floor: Floor, how: str) -> None:
    """SK-1's last five commands removed, then journal.log deleted or cut to the line before
    the cut: verify exited 0 ("N events newer than the last journal entry"). The database
    recorded the journal's head at every hand's end and close, so the journal is found
    behind the database, and verify says so and exits 1."""
    _cut_table_and_journal(floor, keep_journal_to_cut=how == "cut back")
    done = floor.cli_verify()
    assert done.returncode == 1, done.stdout
    assert "the journal is behind the database" in done.stdout


def test_a_database_rolled_back_behind_its_journal_says_so(floor: Floor) -> None:
    """The other side: the journal kept, the database cut. Verify names the database as
    behind the journal, and counts no negative number of newer events (it printed -12)."""
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(9), 2)
    _cut_last_commands(floor, 5)
    done = run_casino("verify", "--db", floor.url, "--json")
    assert done.returncode == 1
    found = json.loads(done.stdout)
    assert "the database is behind the journal" in str(found["tables"])
    assert all(h["newer_than_journal"] >= 0 for h in found["heads"])
    text_out = floor.cli_verify().stdout
    assert "-" not in text_out.split(" events newer")[0].split()[-1]


def test_a_line_taken_out_of_the_journal_is_caught(floor: Floor) -> None:
    """Each line carries the MAC of the one before: taking one out of the middle (a head the
    attacker wanted forgotten) breaks the chain at that line."""
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(10), 2)
    path = journal.journal_path()
    lines = path.read_bytes().splitlines(keepends=True)
    assert len(lines) > 4 and all(json.loads(raw)["prev"] is not None for raw in lines)
    path.write_bytes(b"".join(lines[:2] + lines[3:]))
    done = floor.cli_verify()
    assert done.returncode == 1
    assert "line 3 does not follow the line before it" in done.stdout


def test_the_report_prints_the_journal_head_that_verify_checks(
    floor: Floor, tmp_path: Path
) -> None:
    """The shift report prints the journal's head at its first print; a reprint prints the
    same; the head is on record, so the journal cut back before it is behind the database."""
    services, staff = floor.services, floor.staff
    play_hands(services, staff.dealer, floor.table, random.Random(11), 1)
    done = run_casino("report", "--shift", "latest", "--db", floor.url,
                      "--out", str(tmp_path / "shift.pdf"))  # fmt: skip
    assert done.returncode == 0, done.stderr
    with floor.db.read() as session:
        printed = session.execute(
            select(m.JournalHead.line, m.JournalHead.mac).where(
                m.JournalHead.report_id.is_not(None)
            )
        ).one()
    pages = "".join(page.extract_text() for page in PdfReader(tmp_path / "shift.pdf").pages)
    assert f"Journal at the first print: {printed.line} lines" in pages
    assert printed.mac[:32] in pages.replace("\n", "")
    path = journal.journal_path()
    path.write_bytes(b"".join(path.read_bytes().splitlines(keepends=True)[: printed.line - 1]))
    assert "the journal is behind the database" in floor.cli_verify().stdout


# --- 4. administrative records edited with raw SQL ------------------------------------------


def _two_hours_later(value: datetime | str) -> datetime | str:
    """A stored time moved on, as the column holds it (SQLite: text)."""
    if isinstance(value, datetime):
        return value + timedelta(hours=2)
    moved = datetime.fromisoformat(value) + timedelta(hours=2)
    return moved.isoformat(sep=" " if " " in value else "T")


def test_administrative_rows_edited_outside_the_services_are_named(any_floor: Floor) -> None:
    floor = any_floor
    services, staff = floor.services, floor.staff
    version = services.rules.publish(
        staff.boss, SekhomaRules(rake_percent=Decimal("5"), rake_cap=500), "raked",
        approved_by=Staff.witness(staff.admin),
    )  # fmt: skip
    shift = services.shifts.open_shift(staff.boss, "Closed shift")
    services.shifts.close_shift(staff.boss, shift)
    assert floor.problems() == []
    dealer, dealer2 = staff.dealer.user_id, staff.dealer2.user_id
    engine = create_engine(floor.url)
    with engine.connect() as conn:
        rules_text = conn.execute(
            text("SELECT rules FROM rule_versions WHERE id = :v"), {"v": version}
        ).scalar_one()
        closed_at = conn.execute(
            text("SELECT closed_at FROM shifts WHERE id = :s"), {"s": shift}
        ).scalar_one()
    raked = json.loads(rules_text)
    raked["rake_percent"] = "10"
    forgeries: list[tuple[str, list[tuple[str, dict[str, Any]]], list[tuple[str, dict[str, Any]]],
                          str]] = [
        ("swap two dealers' names",
         [("UPDATE users SET name = 'tmp' WHERE id = :a", {"a": dealer}),
          ("UPDATE users SET name = :n WHERE id = :b", {"n": STAFF["dealer"][0], "b": dealer2}),
          ("UPDATE users SET name = :n WHERE id = :a", {"n": STAFF["dealer2"][0], "a": dealer})],
         [("UPDATE users SET name = 'tmp' WHERE id = :a", {"a": dealer}),
          ("UPDATE users SET name = :n WHERE id = :b", {"n": STAFF["dealer2"][0], "b": dealer2}),
          ("UPDATE users SET name = :n WHERE id = :a", {"n": STAFF["dealer"][0], "a": dealer})],
         f"user {dealer}: name"),
        ("promote a dealer to admin",
         [("UPDATE users SET role = 'admin' WHERE id = :a", {"a": dealer})],
         [("UPDATE users SET role = 'dealer' WHERE id = :a", {"a": dealer})],
         f"user {dealer}: role"),
        ("change a published version's rake",
         [("UPDATE rule_versions SET rules = :r WHERE id = :v",
           {"r": canonical(raked).decode(), "v": version})],
         [("UPDATE rule_versions SET rules = :r WHERE id = :v", {"r": rules_text, "v": version})],
         f"rules version {version}: rules"),
        ("move a shift's close",
         [("UPDATE shifts SET closed_at = :c WHERE id = :s",
           {"c": _two_hours_later(closed_at), "s": shift})],
         [("UPDATE shifts SET closed_at = :c WHERE id = :s", {"c": closed_at, "s": shift})],
         f"shift {shift}: closed_at"),
    ]  # fmt: skip
    missed: list[str] = []
    for what, forge, undo, named in forgeries:
        with engine.begin() as conn:
            for sql, params in forge:
                conn.execute(text(sql), params)
        found = floor.problems()
        if not any(named in p for p in found):
            missed.append(f"{what}: verify said {found}")
        with engine.begin() as conn:
            for sql, params in undo:
                conn.execute(text(sql), params)
        assert floor.problems() == [], what
    engine.dispose()
    assert missed == []


@pytest.mark.parametrize("which", [NO_KEY, OTHER_KEY])
def test_a_promotion_written_into_the_administrative_stream_is_caught(
    floor: Floor, which: str
) -> None:
    """The thorough forger also rewrites the stream's last snapshot of the user and
    recomputes the administrative chain, without the key."""
    dealer = floor.staff.dealer.user_id
    engine = attacker(floor.url)
    with Session(engine) as session, session.begin():
        session.execute(text("UPDATE users SET role = 'admin' WHERE id = :a"), {"a": dealer})
        for row in session.scalars(select(m.AdminEvent)).all():
            data = json.loads(row.data)
            if data.get("record") == "user" and data.get("id") == dealer:
                data["state"]["role"] = "admin"
                row.data = canonical(data).decode()
        rechain_admin(session, forging_key(which))
    engine.dispose()
    found = floor.problems()
    assert any("administrative record" in p for p in found), found
    assert floor.cli_verify().returncode == 1


# --- 4. without the key ----------------------------------------------------------------------


def test_without_the_key_file_the_record_is_unkeyed_never_intact(floor: Floor) -> None:
    play_hands(floor.services, floor.staff.dealer, floor.table, random.Random(8), 1)
    key_file = os.environ[seal.ENV_KEY_FILE]
    try:
        os.environ[seal.ENV_KEY_FILE] = str(Path(key_file).with_name("missing.key"))
        seal.forget()
        admin._SEALS.clear()
        with floor.db.read() as session:
            checked = verify(session)
            found = verify_record(session, seal.site_key(create=False))
        assert not found.intact and found.unkeyed is not None
        assert "no site key" in found.unkeyed
        assert checked[-1].table == "site key" and checked[-1].problem is not None
        run = floor.cli_verify()
        assert run.returncode == 1, run.stdout + run.stderr
        assert "UNKEYED" in run.stdout and "0 of 1 tables intact" in run.stdout
        assert "lines, intact" not in run.stdout
        assert not Path(os.environ[seal.ENV_KEY_FILE]).exists()  # verify never makes a key
        # Another site's key is no better than none.
        other = Path(key_file).with_name("other.key")
        other.write_text(secrets.token_hex(32) + "\n")
        os.environ[seal.ENV_KEY_FILE] = str(other)
        seal.forget()
        with floor.db.read() as session:
            found = verify_record(session, seal.site_key(create=False))
        assert not found.intact and found.unkeyed is not None
    finally:
        os.environ[seal.ENV_KEY_FILE] = key_file
        seal.forget()
        admin._SEALS.clear()
    assert floor.problems() == []


def test_the_key_file_is_made_with_mode_0600(tmp_path: Path) -> None:
    key_file = tmp_path / "fresh" / "seal.key"
    saved, old_mask = os.environ[seal.ENV_KEY_FILE], os.umask(0)
    try:
        os.environ[seal.ENV_KEY_FILE] = str(key_file)
        seal.forget()
        key = seal.site_key(create=True)
        assert key is not None and key.path == key_file
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    finally:
        os.umask(old_mask)
        os.environ[seal.ENV_KEY_FILE] = saved
        seal.forget()
        admin._SEALS.clear()
