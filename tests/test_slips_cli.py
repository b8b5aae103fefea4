"""``casino slips --gaps [--date YYYY-MM-DD] [--db URL]`` (and the plain list) as a user runs
it (its entry point in this process: ``cli_runner``), on SQLite: a line per missing or voided
number and a summary line, exit 0; bad arguments exit 2 in one line; it reads and writes
nothing, with no sign-in, so accounting may run it (``compliance.md`` 6, 7, 8)."""

from __future__ import annotations

import os
import re
import subprocess
from datetime import date, timedelta

import pytest
from cli_runner import run_casino
from sqlalchemy import select, text
from store_fixtures import Staff, open_table, row_counts

from casino.games.sekhoma.rules import SekhomaRules
from casino.pit_settings import PitSettings
from casino.services import Services
from casino.services.pit.slips import SlipService
from casino.services.when import aware, gaming_day
from casino.store import models as m

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
VOID_LINE = re.compile(
    r"^\d{4}-\d\d-\d\d  credit  \d{4}-\d\d-\d\d-00001  void  wrong table, voided by Pat "
    r"Pitboss, approved by Kim Pitboss at (\d{4}-\d\d-\d\d )?\d\d:\d\d$"
)


def casino(*args: str) -> subprocess.CompletedProcess[str]:
    return run_casino(*args, env=ENV)


def with_gaps(services: Services, staff: Staff) -> tuple[SlipService, date]:
    """Fills 1, 2 and 4 (3 went missing around the services) and a voided credit."""
    slips = SlipService(services.db, PitSettings())
    table = open_table(services, staff, "sekhoma", SekhomaRules(), name="SK-1")
    witness = Staff.witness(staff.dealer)
    first = slips.fill(staff.boss, table, {500: 4}, witness)
    slips.fill(staff.boss, table, {500: 2}, witness)
    credit = slips.credit(staff.boss, table, {100: 5}, witness)
    slips.void_slip(staff.boss, credit.id, "wrong\ntable", Staff.witness(staff.boss2))
    with services.db.engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO slips (kind, year, number, table_session_id, total, issued_at, "
                "issued_by_id, received_by_id, reason, manual) SELECT kind, year, 4, "
                "table_session_id, total, issued_at, issued_by_id, received_by_id, '', false "
                "FROM slips WHERE id = :id"
            ),
            {"id": first.id},
        )
    with services.db.read() as session:
        opened = session.scalar(select(m.Shift.opened_at))
        assert opened is not None
    return slips, gaming_day(aware(opened))


def test_the_gap_report_prints_missing_and_voided_numbers(
    db_url: str, services: Services, staff: Staff
) -> None:
    slips, day = with_gaps(services, staff)
    before = row_counts(services.db)
    done = casino("slips", "--gaps", "--date", day.isoformat(), "--db", db_url)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    d = day.isoformat()
    assert lines[0] == f"{d}  fill    {d}-00003  missing"
    assert VOID_LINE.match(lines[1]), lines[1]
    assert lines[2] == f"1 missing, 1 voided among 5 slip numbers on {d}"
    assert len(lines) == 3
    assert lines[:2] == [g.line() for g in slips.slip_gaps(day).lines]

    every = casino("slips", "--gaps", "--db", db_url)
    assert every.returncode == 0, every.stderr
    assert every.stdout.splitlines() == [
        *lines[:2],
        "1 missing, 1 voided among 5 slip numbers over 1 gaming day",
    ]
    quiet = casino("slips", "--gaps", "--date", (day - timedelta(days=1)).isoformat(),
                   "--db", db_url)  # fmt: skip
    assert quiet.returncode == 0, quiet.stderr
    assert quiet.stdout == f"no fill or credit slips on {(day - timedelta(days=1)).isoformat()}\n"

    listed = casino("slips", "--date", d, "--db", db_url)
    assert listed.returncode == 0, listed.stderr
    rows = listed.stdout.splitlines()
    assert rows[0].startswith(f"{d}  fill    {d}-00001  SK-1  20.00")
    assert "issued by Pat Pitboss, received by Dana Dealer" in rows[0]
    assert [("VOID: wrong table, voided by Pat Pitboss" in r) for r in rows[:-1]] == [
        False, False, False, True,
    ]  # fmt: skip
    assert rows[-1] == f"4 slips on {d}: 3 fills, 1 credit, 1 voided"
    assert row_counts(services.db) == before  # read only: no sign-in, nothing written


def test_bad_arguments_exit_2_in_one_line(db_url: str, empty_db_url: str) -> None:
    for args, says in [
        (("--gaps", "--date", "2026-13-01"), "is not a date"),
        (("--gaps", "--date", "yesterday"), "YYYY-MM-DD"),
        (("--gaps", "--shift", "1"), "unrecognized arguments"),
    ]:
        done = casino("slips", *args, "--db", db_url)
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert done.stdout == "" and len(done.stderr.splitlines()) == 1 and says in done.stderr
    bare = casino("slips", "--gaps", "--db", empty_db_url)
    assert bare.returncode == 2
    assert "is not set up; run: casino db upgrade" in bare.stderr


def test_the_help_says_the_format() -> None:
    done = casino("slips", "--help")
    assert done.returncode == 0
    flat = " ".join(done.stdout.split())
    assert "2026-11-23 fill 2026-11-23-00004 missing" in flat
    assert "void REASON, voided by A, approved by B at HH:MM" in flat
    assert "accounting may run it" in flat


@pytest.mark.parametrize("args", [("--version",), ("slips", "--gaps", "--help")])
def test_the_command_is_registered(args: tuple[str, ...]) -> None:
    assert casino(*args).returncode == 0
