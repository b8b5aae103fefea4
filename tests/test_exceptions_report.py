"""The exceptions report (compliance requirements 3, 12 and 13, and the report's part of 2, 7
and 28) on the casino of ``period_casino``, on a SQLite file and on a PostgreSQL server:
openers against the previous closer computed from the counts as they stand (and beside the
record made at signing), holds out of band, voided slips, count-room variances, hand
corrections and complaints of a span of gaming days; the PDF read back; the ``casino report
--exceptions`` contract; who may print it.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from cli_runner import run_casino
from period_casino import (
    CORRECTION,
    END,
    ON_ONE_WORKER,
    OVER,
    SETTINGS,
    SHORT,
    SITE,
    VARIANCE,
    Casino,
    casino,
    record_settings,
)
from pypdf import PdfReader
from sqlalchemy import text
from store_fixtures import PINS, STAFF

from casino.services.errors import InputError, PermissionDenied
from casino.services.reports.period_model import ABOVE, ExceptionsReport
from casino.services.reports.periods import PeriodQueries
from casino.services.tables.complaints import ComplaintService
from casino.services.users.auth import Signature
from casino.store import clock
from casino.store.scratch_postgres import ScratchPostgres
from reports import text as fmt
from reports.export import export_exceptions

pytestmark = ON_ONE_WORKER  # the played casino is built once a run (period_casino)

ZONE = ZoneInfo(SITE.zone)
MARCH = (date(2026, 3, 1), date(2026, 3, 2))


BACKEND_FIXTURES = ("played", "copy")
"""The played casino, on SQLite, and on PostgreSQL for a test marked postgres
(``store_fixtures.backends``)."""


@pytest.fixture(scope="module")
def played(
    request: pytest.FixtureRequest,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Casino]:
    backend = request.param
    found = casino(backend, tmp_path_factory.mktemp("exceptions"), postgres, templates)
    yield found
    found.db.dispose()


@pytest.fixture
def copy(
    request: pytest.FixtureRequest,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
    tmp_path: Path,
) -> Iterator[Casino]:
    """A copy of its own, for a test that adds to the record."""
    found = casino(request.param, tmp_path, postgres, templates)
    yield found
    found.db.dispose()


def _exceptions(played: Casino, first: date, last: date) -> ExceptionsReport:
    return PeriodQueries(played.db, SETTINGS).exceptions_report(first, last, END, SITE)


def _rows(played: Casino, sql: str, **params: Any) -> list[Any]:
    with played.db.engine.connect() as conn:
        return list(conn.execute(text(sql), params))


def _chips_as_they_stand(played: Casino, session_id: int, kind: str) -> dict[int, int]:
    """A session's opener or closer at its newest recount, chip by chip, from the raw rows."""
    counts = _rows(played, "SELECT id, corrects_id FROM inventories WHERE table_session_id = "
                   ":s AND kind = :k", s=session_id, k=kind)  # fmt: skip
    replaced = {c[1] for c in counts if c[1] is not None}
    [newest] = [c[0] for c in counts if c[0] not in replaced]
    return {
        int(d): int(n)
        for d, n in _rows(
            played,
            "SELECT denomination, count FROM inventory_lines WHERE inventory_id = :i AND count > 0",
            i=newest,
        )
    }


def _differing_openers(played: Casino, first: date, last: date) -> dict[int, int]:
    """Each session of the gaming days whose opener differs from its table's previous
    closer, and by how much, walked here from the raw rows."""
    found = {}
    sessions = _rows(played, "SELECT s.id, s.table_id, h.opened_at FROM table_sessions s "
                     "JOIN shifts h ON h.id = s.shift_id ORDER BY s.id")  # fmt: skip
    last_of: dict[int, int] = {}
    for sid, table_id, opened in sessions:
        at = opened if not isinstance(opened, str) else datetime.fromisoformat(opened)
        at = at if at.tzinfo is not None else at.replace(tzinfo=ZoneInfo("UTC"))
        day = (at.astimezone(ZONE) - timedelta(hours=6)).date()
        before = last_of.get(table_id)
        last_of[table_id] = sid
        if before is None or not first <= day <= last:
            continue
        opener = _chips_as_they_stand(played, sid, "opener")
        closer = _chips_as_they_stand(played, before, "closer")
        if opener != closer:
            found[sid] = sum(d * n for d, n in opener.items()) - sum(
                d * n for d, n in closer.items()
            )
    return found


# -- the data ---------------------------------------------------------------------------------


@pytest.mark.postgres  # the exceptions as each database selects and sums them
def test_the_exceptions_of_two_gaming_days(played: Casino) -> None:
    report = _exceptions(played, *MARCH)
    sessions = played.played.sessions
    assert report.sessions == 5 and report.openers_checked == 5
    # FC-1 opened shift 4 with two 25.00 chips more than its last closer; seen and recorded.
    [opener] = report.openers
    assert (opener.table, opener.shift, opener.gaming_day) == ("FC-1", "Late 1 Mar", MARCH[0])
    assert opener.difference == OVER and opener.lines[0][0] == 2500
    assert opener.lines[0][2] - opener.lines[0][1] == OVER // 2500
    assert (opener.level, opener.recorded_level, opener.seen_by) == (
        "report", "report", "Pat Pitboss"
    )  # fmt: skip
    assert _differing_openers(played, *MARCH) == {sessions[(4, "FC-1")]: OVER}
    # Holds: Sekhoma's configured band is left, above, at the table and for the game.
    assert {(h.scope, h.subject, h.status) for h in report.hold_exceptions} == {
        ("table", "SK-1", ABOVE),
        ("game", "sekhoma", ABOVE),
    }
    # The voided credit of shift 3, with its reason and two signers.
    [voided] = report.voided_slips
    assert (voided.table, voided.kind, voided.total) == ("FC-1", "credit", 3000)
    assert voided.number.startswith("2026-03-01-")
    assert voided.void.reason == played.played.void_reason
    assert (voided.void.requested_by, voided.void.approved_by) == ("Dana Dealer", "Kim Pitboss")
    # Count-room variances: FC-1's open one first, SK-1's resolved one after.
    assert [(v.table, v.variance, v.state) for v in report.variances] == [
        ("FC-1", SHORT, "variance open"),
        ("SK-1", VARIANCE, "resolved"),
    ]
    assert [v.table for v in report.open_variances] == ["FC-1"]
    assert "stuck to the box's lid" in report.variances[1].resolution
    assert report.variances[1].resolved_by == "Pat Pitboss"
    assert report.to_count == 1  # SK-1's box of shift 4; shift 5's FC-1 is still open
    # The hand correction and the complaint of shift 5.
    [correction] = report.corrections
    assert (correction.table, correction.amount) == ("FC-1", CORRECTION)
    assert (correction.requested_by, correction.approved_by) == ("Dana Dealer", "Pat Pitboss")
    [complaint] = report.complaints
    assert (complaint.patron, complaint.hand, complaint.seat) == (
        "Mr Patron", correction.hand, correction.seat
    )  # fmt: skip
    assert [n.note for n in complaint.notes] == [
        "looked at the recall",
        "corrected, patron satisfied",
    ]
    assert complaint.resolved and complaint.dealer_note == "paid 1:1 in error"


def test_a_span_holds_only_its_own_gaming_days(played: Casino) -> None:
    second = _exceptions(played, MARCH[1], MARCH[1])
    assert (second.sessions, second.openers_checked, second.openers) == (1, 1, [])
    assert second.voided_slips == [] and second.variances == [] and second.to_count == 0
    assert len(second.corrections) == 1 and len(second.complaints) == 1
    first = _exceptions(played, MARCH[0], MARCH[0])
    assert len(first.openers) == 1 and len(first.voided_slips) == 1
    assert first.corrections == [] and first.complaints == []
    february = _exceptions(played, date(2026, 2, 1), date(2026, 2, 28))
    assert february.sessions == 2 and february.openers_checked == 2
    assert february.openers == [] and february.voided_slips == [] and february.variances == []
    assert february.to_count == 2  # nobody counted February's boxes
    with pytest.raises(InputError, match="--to 2026-03-01 is before --from 2026-03-02"):
        _exceptions(played, MARCH[1], MARCH[0])
    with pytest.raises(InputError, match="more than five years"):
        _exceptions(played, date(2020, 1, 1), date(2026, 1, 1))


def test_openers_are_judged_on_the_counts_as_they_stand(copy: Casino) -> None:
    services, sessions = copy.services, copy.played.sessions
    boss = services.auth.login(*STAFF["boss"][::2], "test")
    witness = Signature(STAFF["dealer"][0], PINS[STAFF["dealer"][0]])

    def newest(session_id: int, kind: str) -> int:
        return int(_rows(copy, "SELECT max(id) FROM inventories WHERE table_session_id = :s "
                         "AND kind = :k", s=session_id, k=kind)[0][0])  # fmt: skip

    # FC-1's shift-4 opener recounted to what its last closer held: the record made at
    # signing stays listed, its chips agreeing now.
    closer = _chips_as_they_stand(copy, sessions[(3, "FC-1")], "closer")
    services.tables.recount(boss, newest(sessions[(4, "FC-1")], "opener"), closer, witness,
                            "two 25.00 chips were the cage's, sent back")  # fmt: skip
    # SK-1's shift-3 opener recounted a 1.00 chip short: a difference no record was made for.
    opener = _chips_as_they_stand(copy, sessions[(3, "SK-1")], "opener")
    counted = dict(opener)
    if not opener.get(100):  # no 1.00 chip in the tray: one larger chip is broken into 1.00s
        larger = min(d for d, n in opener.items() if d > 100 and n)
        opener[larger] -= 1
        opener[100] = larger // 100
    opener[100] -= 1
    services.tables.recount(boss, newest(sessions[(3, "SK-1")], "opener"), opener, witness,
                            "a 1.00 chip was under the tray")  # fmt: skip
    # A complaint recorded while SK-1 was closed: it has no session, and belongs to the
    # gaming day it was recorded in (2 March).
    complaints = ComplaintService(copy.db, services.tables)
    dealer = services.auth.login(*STAFF["dealer"][::2], "test")
    with clock.simulated(lambda: END):
        complaints.record(dealer, copy.played.tables["SK-1"], None, None, "Ms Walker",
                          "was refused a seat")  # fmt: skip
    report = _exceptions(copy, *MARCH)
    by_table = {o.table: o for o in report.openers}
    assert set(by_table) == {"FC-1", "SK-1"}
    assert by_table["FC-1"].agrees_now and by_table["FC-1"].recorded_level == "report"
    assert by_table["FC-1"].difference == 0
    sk = by_table["SK-1"]
    assert (sk.difference, sk.level, sk.recorded_level) == (-100, "below", None)
    assert sk.lines == tuple(
        (d, counted.get(d, 0), opener.get(d, 0))
        for d in sorted(set(counted) | set(opener), reverse=True)
        if counted.get(d, 0) != opener.get(d, 0)
    )
    assert _differing_openers(copy, *MARCH) == {sessions[(3, "SK-1")]: -100}
    assert [c.patron for c in _exceptions(copy, MARCH[1], MARCH[1]).complaints] == [
        "Mr Patron", "Ms Walker"
    ]  # fmt: skip
    assert [c.patron for c in _exceptions(copy, MARCH[0], MARCH[0]).complaints] == []


# -- the PDF, the command and who may print ----------------------------------------------------


def _pdf_text(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(path).pages))


def test_the_exceptions_pdf_prints_every_exception(played: Casino, tmp_path: Path) -> None:
    done = export_exceptions(played.db, *MARCH, tmp_path / "ex.pdf", now=END, site=SITE,
                             settings=SETTINGS)  # fmt: skip
    report = done.report
    assert isinstance(report, ExceptionsReport)
    assert re.fullmatch(r"EX-20260301-20260302-[0-9A-F]{8}", done.report_id)
    pages = [p.extract_text() for p in PdfReader(done.path).pages]
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {len(pages)}" in page and done.report_id in page
    everything = _pdf_text(done.path)
    assert "Exceptions report" in everything
    assert "Openers that differ from the table's last closer 1 5 openers checked" in everything
    assert "Holds outside their band 2" in everything
    [opener] = report.openers
    assert f"{fmt.money(opener.closer_total)} {fmt.money(opener.opener_total)} +50.00" in (
        everything
    )
    assert "report, seen by Pat Pitboss" in everything
    assert "ABOVE" in everything and "Not judged" not in everything
    [voided] = report.voided_slips
    assert voided.number in everything and voided.void.reason in everything
    assert "Kim Pitboss" in everything
    assert f"{fmt.signed_money(SHORT)} variance open" in everything
    assert f"{fmt.signed_money(VARIANCE)} resolved" in everything
    assert f"{fmt.signed_money(CORRECTION)} paid 1:1 on a win both" in everything
    assert "Mr Patron" in everything and "corrected, patron satisfied" in everything
    assert "1 box still to count" in everything


def test_only_the_pit_and_accounting_may_print_the_exceptions(
    played: Casino, tmp_path: Path
) -> None:
    dealer = played.services.auth.login(*STAFF["dealer"][::2], "test")
    with pytest.raises(PermissionDenied, match="may print an exceptions report"):
        export_exceptions(played.db, *MARCH, tmp_path / "x.pdf", now=END, by=dealer,
                          site=SITE, settings=SETTINGS)  # fmt: skip
    assert not (tmp_path / "x.pdf").exists()


def _casino(*args: str, config: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CASINO_TIMEZONE": SITE.zone, "CASINO_NAME": SITE.name,
           "XDG_CONFIG_HOME": str(config)}  # fmt: skip
    return run_casino(*args, env=env)


def test_casino_report_exceptions_is_the_contract(played: Casino, tmp_path: Path) -> None:
    config = tmp_path / "config"  # holds no [pit]: the settings are on the record
    record_settings(played.services, SETTINGS, "the band the tests judge by")
    url, out = played.db.url, tmp_path / "ex.pdf"
    done = _casino("report", "--exceptions", "--from", "2026-03-01", "--to", "2026-03-02",
                   "--db", url, "--out", str(out), config=config)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(
        rf"wrote {re.escape(str(out))}: report EX-20260301-20260302-[0-9A-F]{{8}}, exceptions "
        r"2026-03-01 to 2026-03-02: 1 opener against the last closer, 2 holds out of band, "
        r"1 slip voided, 1 variance open, 1 hand correction, 1 complaint; \d+ pages\n",
        done.stdout,
    ), done.stdout
    assert "Exceptions report" in _pdf_text(out)
    refusals = {
        ("--exceptions", "--from", "2026-03-02", "--to", "2026-03-01"):
            "casino report: --to 2026-03-01 is before --from 2026-03-02: the period runs "
            "from, then to\n",
        ("--exceptions", "--from", "2026-03-01"):
            "casino report: --exceptions needs --to YYYY-MM-DD\n",
        ("--exceptions", "--from", "1 March", "--to", "2026-03-02"):
            "casino report: --from '1 March' is not a date: write it as YYYY-MM-DD\n",
        ("--exceptions", "--date", "2026-03-01"):
            "casino report: --date does not go with --exceptions (it takes --from and --to)\n",
    }  # fmt: skip
    for args, said in refusals.items():
        refused = _casino("report", *args, "--db", url, "--out", str(out), config=config)
        assert (refused.returncode, refused.stderr) == (2, said)
