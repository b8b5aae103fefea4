"""Nothing about what is recorded changes with the language (issue 38): the same seeded tables
played by a console speaking English and by one speaking the translators' pseudo-language
(every word it says changed) leave the same chain, the same wager log and the same report
figures, byte for byte. Refused commands are played too: their sentences change with the
language and must never reach the record."""

from __future__ import annotations

import dataclasses
import itertools
import random
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from casino.games import games
from casino.games.house_rules import HouseRules
from casino.i18n import speaking
from casino.i18n.languages import PSEUDO, SOURCE
from casino.services import Services, demo
from casino.services.demo import play_command
from casino.services.errors import InputError
from casino.services.reports.model import report_id
from casino.services.reports.period_model import report_id as period_id
from casino.services.reports.periods import PeriodQueries
from casino.services.reports.shift import ReportQueries
from casino.store import clock
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from tests.store_fixtures import Staff, fresh_url, open_table, seeded

COMMANDS = 40
"""Random legal commands a table plays: several hands of every game."""

RECORD = (
    "SELECT table_id, seq, type, data, hash, at FROM events ORDER BY table_id, seq",
    "SELECT * FROM wagers ORDER BY id",
    "SELECT type, data FROM admin_events ORDER BY seq",
)


def _ticks() -> Callable[[], datetime]:
    start = datetime(2026, 11, 28, 20, 0, tzinfo=UTC)
    seconds = itertools.count()
    return lambda: start + timedelta(seconds=next(seconds))


def _changed(rules: HouseRules) -> HouseRules:
    """``rules`` with one choice other than the standard one, so the report lists how the
    version differs (a difference is a label and a value: words a language changes)."""
    for field in type(rules).describe_fields():
        for choice in field["choices"]:
            if choice != getattr(rules, field["name"]):
                try:
                    return dataclasses.replace(rules, **{field["name"]: choice})
                except ValueError:
                    continue
    return rules


def _play(
    url: str, staff: Staff, language: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[Any], tuple[str, ...]]:
    """Every game's table opened and played in ``language``; the record and the ids of the
    shift's, the gaming day's and the exceptions' reports."""
    ids = random.Random(1)  # the commands' ids, which the chain covers, the same both times
    monkeypatch.setattr(demo.uuid, "uuid4", lambda: uuid.UUID(int=ids.getrandbits(128)))
    db = Database(url)
    try:
        services = seeded(Services(db), "any language")
        rng = random.Random(38)
        refusals = set()
        with clock.simulated(_ticks()), speaking(language):
            for name, spec in sorted(games().items()):
                rules = _changed(spec.rules_type())
                table_id = open_table(services, staff, name, rules, f"T-{name}")
                for _ in range(COMMANDS):
                    play_command(services, staff.dealer, table_id, rng)
                try:  # a refusal's sentence is in the language, and never on the record
                    services.tables.submit(staff.dealer, table_id, object(), "x", expected_seq=0)
                except InputError as exc:
                    refusals.add(str(exc))
            shift_id = services.shifts.open_shifts()[0][0]
            now = _ticks()()
            day = now.date()
            reports = ReportQueries(db).shift_document(shift_id, now, reader=staff.dealer)
            periods = PeriodQueries(db)
            ids = (report_id(reports), period_id(periods.period_report("day", day, now)),
                   period_id(periods.exceptions_report(day, day, now)))  # fmt: skip
        with db.engine.connect() as conn:
            record = [conn.execute(text(query)).all() for query in RECORD]
        return record, ids
    finally:
        db.dispose()


def test_the_record_and_the_report_figures_are_the_same_in_any_language(
    signed_in: Callable[[str], tuple[str, Staff]],
    postgres: ScratchPostgres,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    template, staff = signed_in("sqlite")
    played = {
        language: _play(
            fresh_url("sqlite", tmp_path, postgres, template), staff, language, monkeypatch
        )
        for language in (SOURCE, PSEUDO)
    }
    english, pseudo = played[SOURCE], played[PSEUDO]
    assert [len(rows) for rows in english[0]] == [len(rows) for rows in pseudo[0]]
    for ours, theirs in zip(english[0], pseudo[0], strict=True):
        assert ours == theirs
    assert english[1] == pseudo[1]
