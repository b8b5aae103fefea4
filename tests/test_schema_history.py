"""Every earlier database upgrades and verifies unchanged.

``tests/fixtures/db/schema-000N.db.gz`` is the demo casino as the program wrote it when its
newest schema version was N: built by ``tests/fixtures/db/make_fixtures.sh`` with that
version's own code (a ``git worktree`` of the last commit before migration N+1 was added, or
of the last commit before the games became packages for 0004), its chains keyed with the
``site-000N.key`` beside it from version 0003 on (the record had no key before). Each test
copies a fixture, upgrades it with today's code, and checks that nothing already written has
changed, that every chain still verifies, and that today's services read and play its tables.
"""

from __future__ import annotations

import gzip
import random
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest
from sqlalchemy import select

from casino.games import game
from casino.services import Services
from casino.store import figures, migrate
from casino.store import models as m
from casino.store.unit import Database
from casino.store.verify import verify

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "db"
VERSIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007")


def events_of(path: Path) -> list[tuple[object, ...]]:
    """Every stored event, byte for byte, with its hash: what an upgrade must not touch."""
    with sqlite3.connect(path) as conn:
        return conn.execute(
            "select table_id, seq, type, data, hash from events order by table_id, seq"
        ).fetchall()


@pytest.fixture(params=VERSIONS)
def old_database(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, Path]:
    version = request.param
    path = tmp_path / f"schema-{version}.db"
    with gzip.open(FIXTURES / f"schema-{version}.db.gz") as packed, path.open("wb") as out:
        shutil.copyfileobj(packed, out)
    key = FIXTURES / f"site-{version}.key"
    if key.exists():  # the record was keyed from 0003 on: the site's key goes with it
        copied = tmp_path / "seal.key"
        shutil.copyfile(key, copied)
        copied.chmod(0o600)
        monkeypatch.setenv("CASINO_SEAL_KEY_FILE", str(copied))
    return version, path


def test_an_old_database_upgrades_and_verifies_unchanged(old_database: tuple[str, Path]) -> None:
    version, path = old_database
    before = events_of(path)
    assert len(before) > 1000, "the fixture holds a played casino"
    db = Database(f"sqlite:///{path}")
    try:
        migrate.upgrade(db.engine)
        assert events_of(path) == before, f"upgrading from {version} changed a stored event"
        with db.read() as session:
            checked = verify(session)
        problems = [(c.table, c.problem) for c in checked if c.problem is not None]
        assert problems == []
        assert {c.table for c in checked} >= {"SK-1", "SK-2", "FC-1", "FC-2"}
    finally:
        db.dispose()


def test_todays_services_read_recall_and_play_an_old_database(
    old_database: tuple[str, Path],
) -> None:
    _version, path = old_database
    db = Database(f"sqlite:///{path}")
    try:
        migrate.upgrade(db.engine)
        services = Services(db)
        dealer = services.auth.login("Dana Dealer", "1000", "test")
        played = 0
        for table_id, _game, name, _position in services.tables.tables():
            view = services.tables.view(table_id)
            spec = game(view.game)
            lines = [line for line in services.recall.hands(table_id, 5) if not line.in_play]
            assert lines, name
            recall = services.recall.hand(table_id, lines[0].number)
            assert recall.steps and all(step.sentence for step in recall.steps)
            if view.session_id is not None and view.stopped is None:  # open in the day shift
                command = spec.demo.player(view.state, random.Random(1))
                services.tables.submit(
                    dealer, table_id, command, uuid.uuid4().hex, expected_seq=view.seq
                )
                played += 1
        assert played > 0, "the demo's day shift leaves tables open to play on"
        with db.read() as session:  # the running figures, filled by 0005, still add up
            ids = list(session.scalars(select(m.TableSession.id)))
            assert figures.kept(session, ids) == figures.aggregate(session, ids)
            assert len(ids) > 4
        with db.read() as session:
            assert [c.problem for c in verify(session) if c.problem is not None] == []
    finally:
        db.dispose()
