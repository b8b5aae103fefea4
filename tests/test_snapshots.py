"""Snapshots at hand boundaries (``casino.store.snapshots``): a table opens from its newest
proven snapshot to exactly the state the whole stream folds to, a recall from one replays
the hand exactly as from the first event, a snapshot not made under the site key is refused
(and the refusal logged), and an event edited after a snapshot still stops the table."""

from __future__ import annotations

import io
import pickle
import random
import sqlite3
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, insert, select
from store_fixtures import BACKENDS, fresh_url, seeded

from casino.games import game
from casino.services import Services, soak
from casino.services.tables import TableService
from casino.services.tables.recall import RecallQueries
from casino.store import migrate, snapshots
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.stream import Folded, load
from casino.store.unit import Database
from casino.store.verify import verify

pytestmark = [pytest.mark.xdist_group("snapshots"), pytest.mark.postgres]
"""The module's tests run on one worker (``--dist loadgroup``), so each backend's played
database is built once a run."""


def _play(db: Database) -> None:
    """Three soak tables played past several snapshots, each left in a hand past its last."""
    migrate.upgrade(db.engine)
    services = seeded(Services(db), 5)
    soak.run(services, 3, hands=12, seed=5, out=io.StringIO())
    dealer, tables = soak.prepare(services, 3)
    rng = random.Random(5)
    for table in tables:  # each table in a hand, past its last snapshot
        for _ in range(30):
            view = services.tables.view(table.id)
            if view.seq > table.seq and game(table.game).engine.phase(view.state).in_hand:
                break
            command = game(table.game).demo.player(view.state, rng)
            services.tables.submit(dealer, table.id, command, uuid.uuid4().hex)


@pytest.fixture(scope="module")
def played_bases(
    postgres: ScratchPostgres, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], str]:
    """``base(backend)``: that backend's played database (``_play``, with a snapshot every 15
    events), built on first use and kept for the module, since the play takes seconds; each
    test gets a copy of it (``played``), which it may edit. The build journals to a file of
    its own, so nothing it writes reaches a test's journal or the session's."""
    folder = tmp_path_factory.mktemp("snapshot-bases")
    built: dict[str, str] = {}

    def base(backend: str) -> str:
        if backend not in built:
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(snapshots, "EVERY", 15)
                patch.setenv("CASINO_JOURNAL", str(folder / f"journal-{backend}.log"))
                url = fresh_url(backend, folder, postgres, None)
                db = Database(url)
                try:
                    _play(db)
                finally:
                    db.dispose()
            if backend == "sqlite":
                path = url.removeprefix("sqlite:///")
                with sqlite3.connect(path) as conn:  # the whole database in the file to copy
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                built[backend] = path
            else:
                built[backend] = url.rsplit("/", 1)[1]  # a template: CREATE DATABASE copies it
        return built[backend]

    return base


@pytest.fixture
def played(
    tmp_path: Path, postgres: ScratchPostgres, monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest, played_bases: Callable[[str], str],
) -> Iterator[tuple[Database, list[int]]]:  # fmt: skip
    """A copy of the backend's played database (``played_bases``), the test's own."""
    monkeypatch.setattr(snapshots, "EVERY", 15)
    db = Database(fresh_url(request.param, tmp_path, postgres, played_bases(request.param)))
    yield db, [t for t, *_ in Services(db).tables.tables()]
    db.dispose()


def _snapshots(db: Database, table_id: int) -> int:
    with db.read() as session:
        found = session.scalar(
            select(func.count()).select_from(m.TableSnapshot).where(
                m.TableSnapshot.table_id == table_id
            )
        )
    return int(found or 0)


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_a_table_opens_from_its_snapshot_to_the_whole_streams_state(
    played: tuple[Database, list[int]],
) -> None:
    db, tables = played
    for table_id in tables:
        assert _snapshots(db, table_id) >= 2, "play passed several hand boundaries"
        with db.read() as session:
            whole = load(session, table_id)
            found = snapshots.newest(session, table_id, whole.game, _key(db)).folded
        assert found is not None and 0 < found.seq <= whole.seq
        view = TableService(db).view(table_id)  # a console starting now
        assert view.stopped is None
        assert (view.seq, view.state) == (whole.seq, whole.state)


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_a_recall_from_a_snapshot_replays_the_hand_as_from_the_first_event(
    played: tuple[Database, list[int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    db, tables = played
    for table_id in tables:
        lines = [line for line in RecallQueries(db).hands(table_id, 4) if not line.in_play]
        fast = [RecallQueries(db).hand(table_id, line.number) for line in lines]
        monkeypatch.setattr(snapshots, "newest", lambda *_a, **_k: snapshots.Found(None))
        slow = [RecallQueries(db).hand(table_id, line.number) for line in lines]
        monkeypatch.undo()
        assert fast == slow and fast


def _key(db: Database) -> snapshots.SiteKey | None:
    from casino.store.admin import site_key_of

    return site_key_of(db.engine)


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_a_snapshot_not_made_under_the_site_key_is_refused(
    played: tuple[Database, list[int]],
) -> None:
    db, tables = played
    table_id = tables[0]
    with db.read() as session:
        whole = load(session, table_id)
        last = session.scalar(
            select(func.max(m.TableSnapshot.seq)).where(m.TableSnapshot.table_id == table_id)
        )
    assert last is not None and last < whole.seq
    forged_at = last + 1  # a forged snapshot, newer than every real one, with a made-up MAC
    with db.write() as session:
        session.execute(insert(m.TableSnapshot), {
            "table_id": table_id, "seq": forged_at, "hash": "0" * 64, "format": snapshots.FORMAT,
            "state": b"\x80\x04K\x01.", "mac": "f" * 64, "at": whole.last_at,
        })  # fmt: skip
    service = TableService(db)
    view = service.view(table_id)
    assert (view.seq, view.state) == (whole.seq, whole.state) and view.stopped is None
    with db.read() as session:
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "snapshot")
        ).all()
    assert logged == [f"the snapshot at event {forged_at} is not the site key's: ignored"]


@pytest.mark.parametrize("played", ["sqlite"], indirect=True)
def test_an_event_edited_after_the_snapshot_still_stops_the_table(
    played: tuple[Database, list[int]],
) -> None:
    db, tables = played
    table_id = tables[0]
    with db.read() as session:
        last = session.scalar(
            select(func.max(m.TableSnapshot.seq)).where(m.TableSnapshot.table_id == table_id)
        )
        head = load(session, table_id).seq
    assert last is not None and last < head
    path = db.engine.url.database
    assert path is not None
    db.dispose()
    with sqlite3.connect(path) as conn:  # someone with the file, not the key
        conn.execute("DROP TRIGGER events_no_update")
        conn.execute(
            "UPDATE events SET at = '2020-01-01 00:00:00.000000' WHERE table_id = ? AND seq = ?",
            (table_id, head),
        )
    view = TableService(Database(f"sqlite:///{path}")).view(table_id)
    assert view.stopped is not None and f"event {head}" in view.stopped


def _problems(db: Database) -> dict[str, str]:
    with db.read() as session:
        return {c.table: str(c.problem) for c in verify(session) if c.problem is not None}


def _head(db: Database, table_id: int) -> tuple[Folded, str]:
    """The table's fold from its whole stream, and its name."""
    with db.read() as session:
        name = session.scalar(select(m.CasinoTable.name).where(m.CasinoTable.id == table_id))
        return load(session, table_id), str(name)


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_verify_names_a_snapshot_not_made_under_the_site_key(
    played: tuple[Database, list[int]],
) -> None:
    """A console passes over a snapshot that is not the key's (and logs it); ``casino
    verify`` names it at its table and event, so a forged row does not lie there unseen."""
    db, tables = played
    assert _problems(db) == {}
    whole, name = _head(db, tables[0])
    with db.write() as session:  # at the head, anchored on its real hash, with a made-up MAC
        session.execute(insert(m.TableSnapshot), {
            "table_id": tables[0], "seq": whole.seq, "hash": whole.hash,
            "format": snapshots.FORMAT, "state": b"\x80\x04K\x01.", "mac": "f" * 64,
            "at": whole.last_at,
        })  # fmt: skip
    found = _problems(db)
    assert set(found) == {name}, found
    assert f"event {whole.seq}" in found[name] and "not the site key's" in found[name]


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_verify_names_a_keyed_snapshot_whose_fold_is_not_the_events(
    played: tuple[Database, list[int]],
) -> None:
    """A snapshot sealed with the key but holding another state than the events before it
    fold to (the key's holder setting a table's stacks as they like): a console would open
    the table from it, so ``casino verify`` refolds every snapshot's event and names it."""
    db, tables = played
    whole, name = _head(db, tables[0])
    with db.read() as session:
        first = session.scalar(
            select(func.min(m.TableSnapshot.seq)).where(m.TableSnapshot.table_id == tables[0])
        )
        earlier = snapshots.newest(session, tables[0], whole.game, _key(db), before=first).folded
    key = _key(db)
    assert earlier is not None and key is not None and earlier.state != whole.state
    forged = Folded(whole.game, earlier.state, whole.seq, whole.hash, whole.rules_version_id)
    with db.write() as session:
        row = snapshots.snapshot_row(tables[0], forged, key, whole.last_at)
        assert row is not None
        session.execute(insert(snapshots.SNAPSHOTS), row)
    found = _problems(db)
    assert set(found) == {name}, found
    assert f"event {whole.seq}" in found[name] and "not the fold of the events" in found[name]


class _Touch:
    """What a pickle can make its reader do: here, create a file."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Path.touch, (Path(self.path),))


@pytest.mark.parametrize("played", BACKENDS, indirect=True)
def test_a_keyed_snapshot_runs_no_code_on_the_console_that_opens_the_table(
    played: tuple[Database, list[int]], tmp_path: Path
) -> None:
    """The audit sealed a pickled call with the site key as a table's newest snapshot, and it
    ran on the next console to open the table. A snapshot is data now: those bytes are not a
    state, so the console passes over them (and says so), opens the table from the events, and
    nothing runs; ``casino verify`` names the snapshot."""
    db, tables = played
    whole, name = _head(db, tables[0])
    ran = tmp_path / "the snapshot ran code"
    blob = pickle.dumps((_Touch(str(ran)), whole.rules_version_id))
    key = _key(db)
    assert key is not None
    with db.write() as session:
        session.execute(insert(m.TableSnapshot), {
            "table_id": tables[0], "seq": whole.seq, "hash": whole.hash,
            "format": snapshots.FORMAT, "state": blob,
            "mac": snapshots._mac(key, tables[0], whole.seq, whole.hash, snapshots.FORMAT, blob),
            "at": whole.last_at,
        })  # fmt: skip
    view = TableService(db).view(tables[0])
    assert not ran.exists()
    assert (view.seq, view.state) == (whole.seq, whole.state) and view.stopped is None
    with db.read() as session:
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == "snapshot")
        ).all()
    assert any(f"event {whole.seq} cannot be read as a state" in line for line in logged), logged
    found = _problems(db)
    assert not ran.exists()
    assert set(found) == {name} and "cannot be read as a state" in found[name], found
