"""The significant-event log is chained under the site key (compliance requirement 17: "log
not chained"). Someone who holds the database but not the key drops the append-only
triggers and edits, removes or adds log lines — a failed sign-in erased, a void's reason
changed — and ``casino verify`` names the log and the line. Each test fails without the
chain: the log was plain rows before."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from store_fixtures import STAFF, Staff, fresh_url, open_table
from test_trust_forgery import Floor, attacker

from casino.games.sekhoma.rules import SekhomaRules
from casino.services.errors import AuthError
from casino.services.journaling import note_tables
from casino.store import eventlog
from casino.store.codec import GENESIS
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.seal import SiteKey
from casino.store.verify import LOG_NAME, verify

pytestmark = pytest.mark.postgres
"""The database is this module's subject: it runs on SQLite and on PostgreSQL."""


@pytest.fixture(params=["sqlite", "postgresql"])
def floor(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
) -> Iterator[Floor]:
    made = Floor(fresh_url(request.param, tmp_path, postgres, str(templates[request.param])))
    with pytest.raises(AuthError):
        made.services.auth.sign_in(STAFF["dealer"][0], "9999", "test")  # a failed sign-in
    made.services.auth.sign_in(STAFF["dealer"][0], STAFF["dealer"][2], "test")  # and after it
    yield made
    made.db.dispose()


def log_problems(floor: Floor) -> list[str]:
    with floor.db.read() as session:
        return [str(c.problem) for c in verify(session) if c.table == LOG_NAME and c.problem]


def lines(floor: Floor) -> list[tuple[int, str, str | None]]:
    with floor.db.engine.connect() as conn:
        return [
            (int(r[0]), str(r[1]), r[2])
            for r in conn.execute(text("SELECT id, kind, hash FROM significant_events ORDER BY id"))
        ]


def test_every_line_is_chained_and_the_log_verifies(floor: Floor) -> None:
    found = lines(floor)
    assert found and all(h is not None for _i, _k, h in found)
    assert "failed login" in {k for _i, k, _h in found}
    assert log_problems(floor) == []


def test_an_erased_failed_sign_in_is_caught(floor: Floor) -> None:
    (failed,) = [i for i, k, _h in lines(floor) if k == "failed login"]
    with attacker(floor.url).begin() as conn:
        conn.execute(text("DELETE FROM significant_events WHERE id = :i"), {"i": failed})
    problems = log_problems(floor)
    assert len(problems) == 1 and "the log was changed here" in problems[0]


def test_a_rewritten_line_is_caught_and_named(floor: Floor) -> None:
    first = lines(floor)[0][0]
    with attacker(floor.url).begin() as conn:
        conn.execute(
            text("UPDATE significant_events SET detail = 'nothing happened' WHERE id = :i"),
            {"i": first},
        )
    (problem,) = log_problems(floor)
    assert f"line {first}" in problem


def test_a_line_forged_with_another_key_or_none_is_caught(floor: Floor) -> None:
    previous = lines(floor)[-1][2] or GENESIS
    mine = SiteKey(secrets.token_bytes(32), Path("mine.key"))
    with attacker(floor.url).begin() as conn:
        for key in (mine, None):
            row = {
                "at": datetime(2026, 11, 23, 12),
                "kind": "login",
                "detail": "Pat Pitboss at console@pit",
                "user_id": None,
                "table_id": None,
            }
            forged = eventlog.line_hash(key, previous, row) if key is not None else None
            conn.execute(
                text(
                    "INSERT INTO significant_events (at, kind, detail, user_id, table_id, hash) "
                    "VALUES (:at, :kind, :detail, :user_id, :table_id, :hash)"
                ),
                {**row, "hash": forged},
            )
            previous = forged or previous
    assert len(log_problems(floor)) == 1


def test_lines_cut_from_the_end_are_caught_by_the_journal(floor: Floor) -> None:
    note_tables(floor.db, "test: the heads as the pit closed")
    last = lines(floor)[-1][0]
    with attacker(floor.url).begin() as conn:
        conn.execute(text("DELETE FROM significant_events WHERE id >= :i"), {"i": last - 1})
    problems = log_problems(floor)
    assert problems and "cut from its end" in problems[0]


def test_lines_from_before_the_chain_may_only_come_first(floor: Floor) -> None:
    """An upgraded database keeps its old unchained lines in front; an unchained line after
    the chain began was written around it."""
    with attacker(floor.url).begin() as conn:
        conn.execute(
            text(
                "INSERT INTO significant_events (at, kind, detail) "
                "VALUES ('2026-11-23 12:00:00', 'logout', 'slipped in')"
            )
        )
    (problem,) = log_problems(floor)
    assert "written around the log" in problem


def test_a_later_table_keeps_chaining(floor: Floor) -> None:
    staff = Staff(**{
        key: floor.services.auth.sign_in(name, pin, f"again {key}")
        for key, (name, _r, pin) in STAFF.items()
    })  # fmt: skip
    open_table(floor.services, staff, "sekhoma", SekhomaRules(), "SK-2")
    assert log_problems(floor) == []
