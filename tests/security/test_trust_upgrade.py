"""A casino's database from before the trust release, upgraded (trust issue, point 4).

Its history was chained with plain SHA-256 and its PINs hashed without the pepper. After
``casino db upgrade`` the record is keyed: the first administrative event remembers each
table's head, so the old history verifies, play goes on with keyed hashes, and an old event
rewritten afterwards (chain recomputed and all) is still caught.
"""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime

import pytest
from sqlalchemy import column, insert, select, table, text
from sqlalchemy.orm import Session
from store_fixtures import OPENER

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.users import auth as auth_module
from casino.services.users.auth import Signature
from casino.store import migrate
from casino.store import models as m
from casino.store.codec import GENESIS, canonical
from casino.store.stream import RulesAdopted, record_hash
from casino.store.unit import Database
from casino.store.verify import verify

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""

BOSS, BOSS_PIN = "Old Pitboss", "7000"
DEALER, DEALER_PIN = "Old Dealer", "1000"


def _old_hash(pin: str) -> str:
    """A PIN hashed as the console did before the pepper (scheme ``scrypt``)."""
    salt = b"old-salt-0000001"
    digest = auth_module._scrypt(pin.encode(), salt, auth_module._N, auth_module._R, 1)
    encoded = base64.b64encode(salt).decode(), base64.b64encode(digest).decode()
    return "$".join(("scrypt", str(auth_module._N), str(auth_module._R), "1", *encoded))


OLD_USERS = table(
    "users", column("id"), column("name"), column("role"), column("pin_hash"), column("active"),
    column("created_at"),
)
"""The users table as schema 0002 has it (the model has grown since)."""


def _old_casino(db: Database) -> int:
    """Schema 0002 holding what the old console wrote: two users, a rules version, a table
    whose stream opens with its rules, chained unkeyed. Returns the table's id."""
    migrate.upgrade(db.engine, "0002")
    at = datetime(2026, 11, 20, 20, 0, tzinfo=UTC)
    rules = SekhomaRules()
    with Session(db.engine) as session, session.begin():
        ids = [
            session.execute(
                insert(OLD_USERS).values(name=name, role=role, pin_hash=_old_hash(pin),
                                         active=True, created_at=at).returning(OLD_USERS.c.id)
            ).scalar_one()
            for name, role, pin in ((BOSS, "pit_boss", BOSS_PIN), (DEALER, "dealer", DEALER_PIN))
        ]  # fmt: skip
        version = session.execute(
            insert(m.RuleVersion).values(
                game="sekhoma", version=1, name="old", rules=canonical(rules.to_dict()).decode(),
                created_at=at, created_by_id=ids[0], approved_by_id=ids[0],
            ).returning(m.RuleVersion.id)
        ).scalar_one()  # fmt: skip
        table = session.execute(
            insert(m.CasinoTable).values(game="sekhoma", name="SK-old", position="", created_at=at)
            .returning(m.CasinoTable.id)
        ).scalar_one()  # fmt: skip
        session.execute(insert(m.TableRules).values(
            table_id=table, rule_version_id=version, assigned_at=at, assigned_by_id=ids[0]
        ))  # fmt: skip
        data = RulesAdopted(version, 1, rules).to_data()
        digest = record_hash(GENESIS, table, 1, data, at, ids[0], None)  # unkeyed, as before
        session.execute(insert(m.Event).values(
            table_id=table, seq=1, type=data["type"], data=canonical(data).decode(), at=at,
            user_id=ids[0], command_id=None, hash=digest,
        ))  # fmt: skip
    return table


def test_an_old_database_upgrades_verifies_and_plays_on(empty_db_url: str) -> None:
    db = Database(empty_db_url)
    try:
        table = _old_casino(db)
        migrate.upgrade(db.engine)
        with db.read() as session:
            assert [c.problem for c in verify(session)] == [None, None, None]
        services = Services(db)
        boss = services.auth.sign_in(BOSS, BOSS_PIN, "test")
        assert boss.pin_change_required  # 4 digits: too short for a pit boss now
        services.auth.change_pin(boss, BOSS_PIN, "730615")
        shift = services.shifts.open_shift(boss, "First keyed shift")
        services.tables.open_table(boss, table, shift, OPENER, Signature(DEALER, DEALER_PIN))
        dealer = services.auth.sign_in(DEALER, DEALER_PIN, "test")
        services.tables.submit(dealer, table, SeatPlayer(1, "Ann", 5000), "after-upgrade-1")
        with db.read() as session:
            assert [c.problem for c in verify(session)] == [None, None, None]
            user = session.scalar(select(m.User).where(m.User.name == DEALER))
            assert user is not None and user.pin_hash.startswith("scrypt-k$")  # re-peppered
    finally:
        db.dispose()


def test_an_old_event_rewritten_after_the_upgrade_is_caught(empty_db_url: str) -> None:
    """The old part of a chain has no key; the head the upgrade recorded pins it."""
    db = Database(empty_db_url)
    try:
        table = _old_casino(db)
        migrate.upgrade(db.engine)
        with Session(db.engine) as session, session.begin():
            if db.postgres:
                session.execute(text("ALTER TABLE events DISABLE TRIGGER USER"))
            else:
                session.execute(text("DROP TRIGGER events_no_update"))
            row = session.execute(select(m.Event).where(m.Event.table_id == table)).scalar_one()
            data = json.loads(row.data)
            data["rules"]["ante"] = 1  # an old rule rewritten
            forged = record_hash(GENESIS, table, 1, data, row.at, row.user_id, None)
            session.execute(
                text("UPDATE events SET data = :d, hash = :h WHERE id = :i"),
                {"d": canonical(data).decode(), "h": forged, "i": row.id},
            )
        with db.read() as session:
            problems = [str(c.problem) for c in verify(session) if c.problem is not None]
        assert len(problems) == 1 and "SK-old: event 1" in problems[0], problems
    finally:
        db.dispose()
