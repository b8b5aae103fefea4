"""``casino db backup`` and ``casino db restore``, run in this process as a user types them,
on a SQLite file and on the scratch PostgreSQL server (``store_fixtures``).

A table is played first, so the backup holds events, wagers, an administrative record and
log lines, then: the round trip into an empty database (heads, row counts and ``casino
verify`` equal and intact, and play goes on at the restored table), the refusals (a target
that is not empty, an ``--out`` that exists, a database that is not set up, a backup without
its manifest), a backup changed by one byte, a manifest edited to match (refused without the
key; with it, the restore's own checks catch a dump that does not hold what it says), and a
SQLite backup taken while another connection writes.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy.engine import make_url
from store_fixtures import STAFF, Staff, fresh_url, open_table, row_counts, sender

from casino.cli import main as cli_main
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import SeatPlayer
from casino.services import Services
from casino.services.demo import play_command
from casino.store import backup as bk
from casino.store import migrate
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.seal import SiteKey, site_key
from casino.store.unit import Database

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

GAME = "fiddler-crab"


# --- helpers -----------------------------------------------------------------------------------


@dataclasses.dataclass
class Ran:
    code: int
    out: str
    err: str


def casino(capsys: pytest.CaptureFixture[str], *args: str) -> Ran:
    """``casino ARGS`` in this process: its exit status and what it wrote."""
    code = cli_main(list(args))
    captured = capsys.readouterr()
    return Ran(code, captured.out, captured.err)


def play(services: Services, staff: Staff, rounds: int, seed: int, table: int | None = None) -> int:
    """A Fiddler-Crab table (opened when ``table`` is None) with two players, played by the
    game's random dealer until ``rounds`` more rounds have ended."""
    if table is None:
        table = open_table(services, staff, GAME, FiddlerCrabRules(seats=3))
        send = sender(services, staff, table)
        send(SeatPlayer(1, "Ann", 20_000))
        send(SeatPlayer(2, "Bob", 20_000))
    rng = random.Random(seed)
    target = services.tables.view(table).state.rounds_played + rounds
    for _ in range(500):
        view = services.tables.view(table)
        if view.state.rounds_played >= target and view.state.round is None:
            return table
        play_command(services, staff.dealer, table, rng, view)
    raise AssertionError("the table did not finish its rounds")


def backend_of(url: str) -> str:
    return "sqlite" if url.startswith("sqlite") else "postgresql"


def heads(capsys: pytest.CaptureFixture[str], url: str) -> list[tuple[str, int, str]]:
    """``casino verify --json`` must say intact; every stream's head."""
    ran = casino(capsys, "verify", "--db", url, "--json")
    report = json.loads(ran.out)
    assert ran.code == 0, report
    assert report["ok"] is True
    return [(h["stream"], h["seq"], h["hash"]) for h in report["heads"]]


def is_empty(url: str, server: ScratchPostgres) -> bool:
    """Whether the database at ``url`` has no table at all (a refused restore wrote nothing)."""
    if backend_of(url) == "sqlite":
        path = Path(str(make_url(url).database))
        if not path.exists():
            return True
        with sqlite3.connect(path) as conn:
            return conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
    name = make_url(url).database
    with psycopg.connect(
        f"host=127.0.0.1 port={server.port} user={server.user} dbname={name}"
    ) as conn:
        found = conn.execute(
            "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
        ).fetchone()
    assert found is not None
    return int(found[0]) == 0


def reseal(backup_file: Path, **changes: Any) -> None:
    """Rewrite the backup's manifest with ``changes`` and its file's SHA-256 as it now is,
    sealed again under this site's key: what only a holder of the key can do."""
    manifest = bk.read_manifest(backup_file)
    updated = dataclasses.replace(manifest, file_sha256=bk.file_sha256(backup_file), **changes)
    key = site_key(create=False)
    assert key is not None
    bk.manifest_path(backup_file).write_text(updated.sealed(key).text(), encoding="utf-8")


@pytest.fixture
def target_url(db_url: str, tmp_path: Path, postgres: ScratchPostgres) -> str:
    """A new, empty database on the same backend as ``db_url``."""
    return fresh_url(backend_of(db_url), tmp_path / "target", postgres, None)


@pytest.fixture
def played(services: Services, staff: Staff) -> int:
    """A table with a few rounds played: events, wagers, admin and log rows."""
    return play(services, staff, rounds=3, seed=11)


@pytest.fixture(autouse=True)
def _target_folder(tmp_path: Path) -> None:
    (tmp_path / "target").mkdir()


# --- the round trip ----------------------------------------------------------------------------


def test_round_trip_restores_every_row_and_head_and_play_goes_on(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    services: Services,
    staff: Staff,
    played: int,
    tmp_path: Path,
) -> None:
    source_rows = row_counts(services.db)
    assert source_rows["events"] > 10 and source_rows["wagers"] > 5
    source_heads = heads(capsys, db_url)
    out = tmp_path / "casino.backup"

    made = casino(capsys, "db", "backup", "--db", db_url, "--out", str(out))
    assert made.code == 0, made.err
    assert made.err == ""
    assert made.out.startswith(f"backed up {services.db.url} to {out}: 1 table, ")
    assert f"{source_rows['events']:,} events, {source_rows['wagers']:,} wagers, " in made.out
    assert f"{out.stat().st_size:,} bytes, sha256 {bk.file_sha256(out)[:16]}" in made.out
    assert made.out.count("\n") == 1

    manifest = json.loads(bk.manifest_path(out).read_text())
    assert manifest["format"] == "casino-backup/1"
    assert manifest["backend"] == backend_of(db_url)
    assert manifest["rows"] == source_rows
    assert manifest["file_sha256"] == bk.file_sha256(out)
    assert {k: tuple(v) for k, v in manifest["heads"].items() if k.startswith("table:")} == {
        stream: (seq, hash_) for stream, seq, hash_ in source_heads if stream.startswith("table:")
    }
    assert manifest["heads"]["admin"][0] > 0 and manifest["heads"]["log"][0] > 0

    restored = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert restored.code == 0, restored.err
    assert restored.err == ""
    lines = restored.out.splitlines()
    assert lines[0].startswith(f"restored {out} (made {manifest['made_at']} from ")
    assert lines[0].endswith("row counts and heads match the manifest, every chain intact")
    if backend_of(db_url) == "postgresql":
        assert lines[1] == (
            "no owner or grant was restored: grant the consoles again with "
            "casino db upgrade --db OWNER_URL --console-role NAME"
        )
    else:
        assert len(lines) == 1

    copy = Database(target_url)
    try:
        assert row_counts(copy) == source_rows
        assert heads(capsys, target_url) == source_heads
        # The restored database is a working casino: its sequences and the record go on.
        again = Services(copy)
        dealer_name, _role, dealer_pin = STAFF["dealer"]
        boss_name, _role, boss_pin = STAFF["boss"]
        dealer = again.auth.login(dealer_name, dealer_pin, "restored")
        boss = again.auth.login(boss_name, boss_pin, "restored")
        more = Staff(admin=boss, boss=boss, boss2=boss, dealer=dealer, dealer2=dealer)
        play(again, more, rounds=1, seed=12, table=played)
        assert row_counts(copy)["events"] > source_rows["events"]
        heads(capsys, target_url)  # still intact
    finally:
        copy.dispose()


def test_restore_of_an_older_backup_says_what_the_journal_remembers_beyond_it(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    services: Services,
    staff: Staff,
    played: int,
    tmp_path: Path,
) -> None:
    """Play went on after the backup: the restore is still exact and checked (its journal
    is not part of the check), but it says which streams the journal knows further, and
    ``casino verify`` names those events as cut from the restored database."""
    out = tmp_path / "older.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    play(services, staff, rounds=1, seed=13, table=played)
    table_head = next(h for h in heads(capsys, db_url) if h[0] == f"table:{played}")

    restored = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert restored.code == 0, restored.err
    note = restored.out.splitlines()[-1]
    assert note.startswith("note: the journal remembers events written after this backup (")
    assert f"table:{played} to event {table_head[1]} (restored: " in note

    verified = casino(capsys, "verify", "--db", target_url)
    assert verified.code == 1
    assert "events were cut from its end" in verified.out


# --- refusals ----------------------------------------------------------------------------------


def test_restore_refuses_a_database_that_is_not_empty(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    services: Services,
    played: int,
    tmp_path: Path,
) -> None:
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    before = row_counts(services.db)

    refused = casino(capsys, "db", "restore", "--db", db_url, "--from", str(out))
    assert refused.code == 2
    assert refused.out == ""
    assert refused.err.startswith(f"casino db restore: the database at {services.db.url} is "
                                  "not empty (")  # fmt: skip
    assert refused.err.endswith("a backup is restored only into a new, empty database\n")
    assert refused.err.count("\n") == 1
    assert row_counts(services.db) == before


def test_backup_refuses_an_existing_out_and_a_database_that_is_not_set_up(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    tmp_path: Path,
) -> None:
    out = tmp_path / "casino.backup"
    out.write_bytes(b"last night's backup")
    refused = casino(capsys, "db", "backup", "--db", db_url, "--out", str(out))
    assert refused.code == 2
    assert refused.err == (
        f"casino db backup: {out} already exists: a backup never overwrites a file; choose a "
        "new name\n"
    )
    assert out.read_bytes() == b"last night's backup"
    assert not bk.manifest_path(out).exists()

    # A manifest left without its backup is not overwritten either.
    lone = tmp_path / "lone.backup"
    bk.manifest_path(lone).write_text("{}")
    refused = casino(capsys, "db", "backup", "--db", db_url, "--out", str(lone))
    assert refused.code == 2
    assert "lone.backup.manifest.json already exists" in refused.err
    assert not lone.exists()

    # A database with no schema: for SQLite an empty file (a missing one is named as such).
    if backend_of(target_url) == "sqlite":
        missing = casino(capsys, "db", "backup", "--db", target_url, "--out", str(tmp_path / "x"))
        assert missing.code == 2
        assert missing.err == (
            f"casino db backup: there is no database at {make_url(target_url).database}\n"
        )
        Path(str(make_url(target_url).database)).touch()
    fresh = tmp_path / "fresh.backup"
    refused = casino(capsys, "db", "backup", "--db", target_url, "--out", str(fresh))
    assert refused.code == 2
    assert refused.err.startswith("casino db backup: the database at ")
    assert refused.err.endswith(
        f"is not set up for this version (its schema is at nothing, not {migrate.head()}): "
        "run casino db upgrade\n"
    )
    assert not fresh.exists() and not bk.manifest_path(fresh).exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")] == []


def test_restore_refuses_a_backup_without_its_manifest(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    postgres: ScratchPostgres,
    played: int,
    tmp_path: Path,
) -> None:
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    bk.manifest_path(out).unlink()
    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 2
    assert refused.err == (
        f"casino db restore: the backup {out} has no manifest ({out}.manifest.json is "
        "missing): a backup is restored only with the manifest made with it\n"
    )
    assert is_empty(target_url, postgres)


def test_restore_refuses_a_backup_of_another_schema_revision(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    postgres: ScratchPostgres,
    played: int,
    tmp_path: Path,
) -> None:
    """A backup made by another release (its manifest says so, sealed) is not restored by
    this one, whose models could not read it back."""
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    reseal(out, schema="0001")
    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 2
    assert refused.err == (
        f"casino db restore: the backup {out} is of schema revision 0001, and this version of "
        f"casino restores only its own ({migrate.head()}): restore it with the release that "
        "made it, then run casino db upgrade\n"
    )
    assert is_empty(target_url, postgres)


# --- a changed backup ---------------------------------------------------------------------------


def test_a_backup_with_one_byte_changed_is_refused(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    postgres: ScratchPostgres,
    played: int,
    tmp_path: Path,
) -> None:
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    data = bytearray(out.read_bytes())
    data[len(data) // 2] ^= 0x01
    out.write_bytes(bytes(data))

    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 1
    assert refused.err == (
        f"casino db restore: the backup {out} was changed since it was made: its SHA-256 is "
        "not the one its manifest recorded\n"
    )
    assert is_empty(target_url, postgres)


def test_a_manifest_edited_to_match_is_refused(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    postgres: ScratchPostgres,
    played: int,
    tmp_path: Path,
) -> None:
    """A row count changed in the manifest (its seal kept) is refused; so is one sealed
    again under a key that is not the site's: the seal needs the site key."""
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", str(out)).code == 0
    where = bk.manifest_path(out)
    original = where.read_text()
    manifest = json.loads(original)
    manifest["rows"]["wagers"] -= 1
    where.write_text(json.dumps(manifest, sort_keys=True, separators=(",", ":")) + "\n")

    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 1
    assert refused.err.startswith(
        f"casino db restore: the backup {out} was changed since it was made: its manifest's "
        "seal does not match its contents under the site key"
    )
    assert refused.err.count("\n") == 1
    assert is_empty(target_url, postgres)

    forged = bk.Manifest.parse(where.read_text(), where).sealed(
        SiteKey(b"\x07" * 32, tmp_path / "another.key")
    )
    where.write_text(forged.text())
    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 1
    assert "was changed since it was made: its manifest's seal does not match" in refused.err
    assert is_empty(target_url, postgres)

    where.write_text("not json at all")
    refused = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert refused.code == 1
    assert "was changed since it was made: it is not a casino-backup/1 manifest" in refused.err

    where.write_text(original)  # the real one still restores
    assert casino(capsys, "db", "restore", "--db", target_url, "--from", str(out)).code == 0


# --- the restore's own checks (SQLite: a backup file anyone can edit with the key) ------------


@dataclasses.dataclass
class SqliteBackup:
    file: Path
    table: str
    table_id: int
    target: str


@pytest.fixture
def sqlite_backup(
    capsys: pytest.CaptureFixture[str],
    sqlite_casino: tuple[str, Services, Staff],
    tmp_path: Path,
) -> SqliteBackup:
    """A backup of a played SQLite casino, and a new file to restore it into."""
    url, services, staff = sqlite_casino
    table_id = play(services, staff, rounds=2, seed=41)
    out = tmp_path / "casino.backup"
    assert casino(capsys, "db", "backup", "--db", url, "--out", str(out)).code == 0
    name = services.tables.view(table_id).name
    return SqliteBackup(out, name, table_id, f"sqlite:///{tmp_path / 'target' / 'restored.db'}")


def _edit(backup_file: Path, *statements: str) -> None:
    """Run ``statements`` on the backup file with its append-only triggers dropped."""
    with sqlite3.connect(backup_file) as conn:
        triggers = [r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                                "WHERE type = 'trigger'")]  # fmt: skip
        for name in triggers:
            conn.execute(f'DROP TRIGGER "{name}"')
        for statement in statements:
            conn.execute(statement)


def test_a_restore_that_does_not_hold_its_manifest_fails_naming_the_difference(
    capsys: pytest.CaptureFixture[str], sqlite_backup: SqliteBackup
) -> None:
    """A wager removed from the dump, its manifest resealed with the key (the seal passes):
    the restored row counts are compared with the manifest's and the first difference named."""
    backup = sqlite_backup
    wagers = bk.read_manifest(backup.file).wagers
    _edit(backup.file, "DELETE FROM wagers WHERE id = (SELECT max(id) FROM wagers)")
    reseal(backup.file)
    failed = casino(capsys, "db", "restore", "--db", backup.target, "--from", str(backup.file))
    assert failed.code == 1
    assert failed.err == (
        f"casino db restore: the restored database at {backup.target} does not match its "
        f"backup: table wagers has {wagers - 1} rows, the backup's manifest {wagers} rows; "
        "do not use it\n"
    )


def test_a_restore_whose_chain_is_broken_fails_naming_the_event(
    capsys: pytest.CaptureFixture[str], sqlite_backup: SqliteBackup
) -> None:
    """An event's time edited in the dump (counts and heads unchanged, manifest resealed):
    the chain check of ``casino verify`` names the table and the event."""
    backup = sqlite_backup
    _edit(backup.file, f"UPDATE events SET at = '2001-01-01 00:00:00.000000' "
                       f"WHERE table_id = {backup.table_id} AND seq = 3")  # fmt: skip
    reseal(backup.file)
    failed = casino(capsys, "db", "restore", "--db", backup.target, "--from", str(backup.file))
    assert failed.code == 1
    assert failed.err.startswith(
        f"casino db restore: the restored database at {backup.target} does not verify: "
        f"table {backup.table}: event 3: its hash does not match its contents under the "
        "site key"
    )


# --- one moment: writes during a backup --------------------------------------------------------


def test_a_write_landing_while_the_backup_is_made_is_in_neither_the_manifest_nor_the_copy(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    db_url: str,
    target_url: str,
    services: Services,
    staff: Staff,
    played: int,
    tmp_path: Path,
) -> None:
    """A round is played between the moment the backup starts and the moment its manifest
    or dump is read (PostgreSQL: the manifest is read, then pg_dump runs; SQLite: the file is
    copied, then the copy is read). Both must be of the moment before it: the restore
    matches its manifest, and holds the events the manifest counts, not the later ones."""
    before = row_counts(services.db)["events"]

    def play_a_round() -> None:
        play(services, staff, rounds=1, seed=31, table=played)

    if backend_of(db_url) == "postgresql":
        real_run = bk._run

        def run(program: str, *args: str, **kwargs: Any) -> str:
            if kwargs.get("doing") == "pg_dump":
                play_a_round()
            return real_run(program, *args, **kwargs)

        monkeypatch.setattr(bk, "_run", run)
    else:
        real_check = bk._check_sqlite_copy

        def check(path: Path) -> bk.State:
            play_a_round()
            return real_check(path)

        monkeypatch.setattr(bk, "_check_sqlite_copy", check)

    out = tmp_path / "casino.backup"
    made = casino(capsys, "db", "backup", "--db", db_url, "--out", str(out))
    assert made.code == 0, made.err
    monkeypatch.undo()
    after = row_counts(services.db)["events"]
    assert after > before
    assert bk.read_manifest(out).events == before

    restored = casino(capsys, "db", "restore", "--db", target_url, "--from", str(out))
    assert restored.code == 0, restored.err
    copy = Database(target_url)
    try:
        assert row_counts(copy)["events"] == before
    finally:
        copy.dispose()


# --- SQLite: a backup while the consoles write --------------------------------------------------


@pytest.fixture
def sqlite_casino(
    tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any]
) -> Iterator[tuple[str, Services, Staff]]:
    url = fresh_url("sqlite", tmp_path, postgres, str(templates["sqlite"]))
    db = Database(url)
    services = Services(db)
    staff = Staff(**{
        key: services.auth.login(name, pin, f"test {key}") for key, (name, _r, pin) in STAFF.items()
    })
    yield url, services, staff
    db.dispose()


def test_sqlite_backup_while_another_connection_writes_is_consistent(
    capsys: pytest.CaptureFixture[str],
    sqlite_casino: tuple[str, Services, Staff],
    tmp_path: Path,
) -> None:
    """A console plays on its own connection throughout; each backup taken meanwhile is one
    moment of the file: restored, its rows and heads are its manifest's and every chain holds."""
    url, services, staff = sqlite_casino
    table = play(services, staff, rounds=1, seed=21)
    stop = threading.Event()
    errors: list[BaseException] = []
    events_seen: list[int] = []

    def console() -> None:
        other = Database(url)  # another engine: another connection, as another console
        try:
            mine = Services(other)
            rng = random.Random(22)
            while not stop.is_set():
                play_command(mine, staff.dealer, table, rng)
        except BaseException as exc:  # reported by the test below
            errors.append(exc)
        finally:
            other.dispose()

    writer = threading.Thread(target=console)
    writer.start()
    try:
        for number in range(4):
            time.sleep(0.3)
            out = tmp_path / f"busy-{number}.backup"
            made = casino(capsys, "db", "backup", "--db", url, "--out", str(out))
            assert made.code == 0, made.err
            events_seen.append(bk.read_manifest(out).events)
    finally:
        stop.set()
        writer.join(timeout=60)
    assert errors == []
    assert events_seen == sorted(events_seen) and len(set(events_seen)) == 4, events_seen
    for number, events in enumerate(events_seen):
        target = f"sqlite:///{tmp_path / 'target' / f'busy-{number}.db'}"
        out = tmp_path / f"busy-{number}.backup"
        restored = casino(capsys, "db", "restore", "--db", target, "--from", str(out))
        assert restored.code == 0, restored.err
        copy = Database(target)
        try:
            assert row_counts(copy)["events"] == events
        finally:
            copy.dispose()


def test_a_restore_named_by_paths_from_the_current_folder_works(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    target_url: str,
    played: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``--from casino.backup`` (and a target ``sqlite:///restored.db``), relative to the
    folder the command runs in: a traceback before ("relative path can't be expressed as a
    file URI"), and nothing restored. Now the restore runs and checks as any other."""
    monkeypatch.chdir(tmp_path)
    assert casino(capsys, "db", "backup", "--db", db_url, "--out", "casino.backup").code == 0
    target = "sqlite:///restored.db" if db_url.startswith("sqlite") else target_url
    done = casino(capsys, "db", "restore", "--db", target, "--from", "casino.backup")
    assert done.code == 0, done.err
    assert done.out.startswith("restored casino.backup")
    missing = casino(capsys, "db", "restore", "--db", "sqlite:///other.db", "--from", "nothing")
    assert missing.code == 2 and "there is no backup at" in missing.err
    assert not (tmp_path / "other.db").exists()  # and no empty file left behind
