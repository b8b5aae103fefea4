"""The shift report, checked three ways on the demo casino (a night shift closed, a day shift
in play), on a SQLite file:

* the report's data against figures computed here, independently, from the raw rows (wagers,
  buy-ins, counts, slips, hands, events), with plain SQL and Python;
* the PDF, read back with pypdf, against the data: every figure the data holds is printed;
* the bytes: a reprint is the same file, and a correction makes a new report.

The demo is built with its clock ending at 10:30 UTC on 29 March 2026, so the night shift
runs across the night Europe/Malta moves its clocks forward (02:00 CET -> 03:00 CEST).

On PostgreSQL: ``period_casino``'s five shifts, played on each database from the same seeds,
report alike to the minor unit (and every game's section is summed on PostgreSQL by the
conformance suite's service leg); a report's reading takes no write lock on either.
"""

from __future__ import annotations

import bisect
import dataclasses
import re
import subprocess
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from cli_runner import run_casino
from period_casino import CORRECTION as PERIOD_CORRECTION
from period_casino import END as PERIOD_END
from period_casino import ON_ONE_WORKER, Casino, casino
from period_casino import OVER as PERIOD_OVER
from period_casino import SETTINGS as PERIOD_SETTINGS
from period_casino import SHORT as PERIOD_SHORT
from period_casino import SITE as PERIOD_SITE
from period_casino import VARIANCE as PERIOD_VARIANCE
from pypdf import PdfReader
from sqlalchemy import text
from store_fixtures import BACKENDS, STAFF, fresh_url, seeded

from casino.services import Services
from casino.services.demo import CORRECTED, MISCOUNTED, VOIDED_FILL, build, counts_for
from casino.services.reports.model import (
    ShiftReport,
    TableReport,
    digest,
    hold_percent,
    report_id,
)
from casino.services.reports.prints import PrintStamp
from casino.services.reports.shift import ReportQueries
from casino.services.reports.trail import aware
from casino.site import Site, SiteError, site
from casino.store import clock, migrate
from casino.store.db import DatabaseError, read_config
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from reports import text as fmt
from reports.export import export_shift
from reports.shift_pdf import render as render_shift

ENDS = datetime(2026, 3, 29, 10, 30, tzinfo=UTC)
SITE = Site("Grand Crab Casino", "Europe/Malta")
NIGHT, DAY = 1, 2


@dataclass
class Demo:
    backend: str
    db: Database
    services: Services


@pytest.fixture(scope="module")
def demos(
    postgres: ScratchPostgres, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[str, Demo]]:
    """Each backend's demo casino, built the first time a test asks for it (tens of seconds),
    its shoes seeded so the two are the same casino."""
    built: dict[str, Demo] = {}

    class Built(dict[str, Demo]):
        def __missing__(self, backend: str) -> Demo:
            url = fresh_url(backend, tmp_path_factory.mktemp("reports"), postgres, None)
            db = Database(url)
            migrate.upgrade(db.engine)
            services = seeded(Services(db), "demo casino")
            build(services, say=lambda _line: None, now=ENDS)
            built[backend] = self[backend] = Demo(backend, db, services)
            return self[backend]

    yield Built()
    for demo in built.values():
        demo.db.dispose()


@pytest.fixture
def demo(request: pytest.FixtureRequest, demos: dict[str, Demo]) -> Demo:
    """The demo casino on the test's backend (``BACKEND_FIXTURES``)."""
    return demos[request.param]


BACKEND_FIXTURES = ("demo", "accounted")
"""The casinos this module builds, on SQLite, and on PostgreSQL for a test marked postgres
(``store_fixtures.backends``)."""


ON_THE_DEMO = pytest.mark.xdist_group("report-demo")
"""The tests on the demo casino run on one worker (``--dist loadgroup``): each backend's demo
is built once a run, not once on every worker that takes one of them."""


def _rows(db: Database, sql: str, **params: Any) -> list[Any]:
    with db.engine.connect() as conn:
        return list(conn.execute(text(sql), params))


def _sessions(db: Database, shift: int, table_id: int) -> list[Any]:
    return _rows(
        db,
        "SELECT id, opened_at, closed_at FROM table_sessions "
        "WHERE shift_id = :s AND table_id = :t ORDER BY id",
        s=shift,
        t=table_id,
    )


def _ids(sessions: list[Any]) -> str:
    return ",".join(str(s[0]) for s in sessions)


def _when(value: Any) -> datetime:
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return aware(value)


def _expected(db: Database, shift: int, table: TableReport, zone: ZoneInfo) -> dict[str, Any]:
    """The table's figures from the raw rows, computed without the report code."""
    sessions = _sessions(db, shift, table.table_id)
    ids = _ids(sessions)
    moves = _rows(db, f"SELECT kind, method, amount FROM cash_movements "
                      f"WHERE table_session_id IN ({ids})")  # fmt: skip
    counts = _rows(db, f"SELECT id, kind, total, corrects_id FROM inventories "
                       f"WHERE table_session_id IN ({ids}) ORDER BY id")  # fmt: skip
    replaced = {c[3] for c in counts if c[3] is not None}
    current = [c for c in counts if c[0] not in replaced]
    slips = _rows(db, f"SELECT id, kind, total, corrects_id FROM slips "
                      f"WHERE table_session_id IN ({ids})")  # fmt: skip
    slip_replaced = {s[3] for s in slips if s[3] is not None}
    slip_replaced |= {v[0] for v in _rows(db, "SELECT slip_id FROM slip_voids")}  # in no total
    wagers = _rows(db, f"SELECT seq, hand_number, kind, amount, house, at, void_id FROM wagers "
                       f"WHERE table_session_id IN ({ids})")  # fmt: skip
    voided_hands = {
        r[0] for r in _rows(db, "SELECT hand_number FROM voids WHERE table_id = :t",
                            t=table.table_id)
    }  # fmt: skip
    settled = [w for w in wagers if w[6] is None and w[1] not in voided_hands]
    kinds: Counter[str] = Counter()
    numbers: Counter[str] = Counter()
    pots: Counter[int] = Counter()
    for seq, _hand, kind, amount, _house, _at, _void in settled:
        kinds[kind] += amount
        numbers[kind] += 1
        if kind == "pot_award":
            pots[seq] += amount
    hourly: dict[datetime, int] = defaultdict(int)
    for w in wagers:
        if w[6] is None:
            local = _when(w[5]).astimezone(zone)
            hourly[local.replace(minute=0, second=0, microsecond=0)] += w[4]
    hands = Counter(
        r[0] for r in _rows(db, f"SELECT outcome FROM hands WHERE table_session_id IN ({ids})")
    )
    handle_kinds = {"sekhoma": ("ante", "bet", "call", "raise", "all_in"),
                    "seka": ("ante", "call", "raise", "reveal", "all_in", "svara_join"),
                    "fiddler-crab": ("action",),
                    **dict.fromkeys((*TRICK_GAMES, "sej"),
                                    ("stake_paid",))}[table.game]  # fmt: skip
    handle = sum(kinds[k] for k in handle_kinds) - (
        kinds["return"] if table.game in ("sekhoma", "seka") else 0
    )
    rows = {  # each game's table of the report: wager kinds by the lines and the amount
        "fiddler-crab": ("win_both", "win_large", "push", "loss"),
        "seka": ("ante", "call", "raise", "reveal", "all_in", "svara_join", "return"),
        **dict.fromkeys(
            (*TRICK_GAMES, "sej"), ("stake_paid", "stake_won", "deal_fee", "time_charge")
        ),
    }.get(table.game, ())
    return {
        "drop": sum(a for k, m_, a in moves if k == "buy_in" and m_ == "cash"),
        "chip_buy_ins": sum(a for k, m_, a in moves if k == "buy_in" and m_ == "chips"),
        "cash_outs": sum(a for k, _m, a in moves if k == "cash_out"),
        "opener": sum(c[2] for c in current if c[1] == "opener"),
        "closer": (
            sum(c[2] for c in current if c[1] == "closer")
            if all(s[2] is not None for s in sessions)
            else None
        ),
        "fills": sum(s[2] for s in slips if s[1] == "fill" and s[0] not in slip_replaced),
        "credits": sum(s[2] for s in slips if s[1] == "credit" and s[0] not in slip_replaced),
        "hands": hands["played"],
        "voided": hands["voided"],
        "ledger_win": sum(w[4] for w in wagers if w[6] is None),
        "handle": handle,
        "rake": kinds["rake"],
        "time_charges": kinds["time_charge"],
        "pot_total": kinds["pot_award"],
        "pots": len(pots),
        "largest_pot": max(pots.values(), default=0),
        "commission": kinds["commission"],
        "outcomes": {k: numbers[k] for k in rows},
        "outcome_amounts": {k: kinds[k] for k in rows},
        "hourly": dict(hourly.items()),
    }  # fmt: skip


def _dealers_from_events(
    db: Database, shift: int, table_id: int, now: datetime
) -> dict[str, tuple[float, int]]:
    """Each person's time at the table and hands started, walking the raw stream: a stint
    runs from a person's first event to the next person's (or the session's end)."""
    names = dict(_rows(db, "SELECT id, name FROM users"))
    found: dict[str, list[float | int]] = defaultdict(lambda: [0.0, 0])
    for _sid, opened, closed in _sessions(db, shift, table_id):
        start, end = _when(opened), _when(closed) if closed is not None else now
        events = [
            (seq, user, _when(at))
            for seq, user, at in _rows(
                db, "SELECT seq, user_id, at FROM events WHERE table_id = :t ORDER BY seq",
                t=table_id,
            )
        ]  # fmt: skip
        inside = [e for e in events if start <= e[2] <= end]
        stints = [e for i, e in enumerate(inside) if i == 0 or inside[i - 1][1] != e[1]]
        for stint, following in zip(stints, [*stints[1:], None], strict=True):
            until = following[2] if following is not None else end
            found[names[stint[1]]][0] += (until - stint[2]).total_seconds()
        starts = [s[0] for s in stints]
        for (first_seq,) in _rows(
            db, "SELECT first_seq FROM hands WHERE table_id = :t", t=table_id
        ):
            if inside and inside[0][0] <= first_seq <= inside[-1][0]:
                who = stints[bisect.bisect_right(starts, first_seq) - 1][1]
                found[names[who]][1] += 1
    return {name: (float(v[0]), int(v[1])) for name, v in found.items()}


FIELDS = (
    "drop", "chip_buy_ins", "cash_outs", "opener", "closer", "fills", "credits", "hands",
    "voided", "ledger_win", "handle", "rake", "time_charges", "pot_total", "pots",
    "largest_pot", "commission", "outcomes", "outcome_amounts",
)  # fmt: skip

TRICK_TABLES = ["HL-1", "RK-1", "SD-1"]
SEJ_TABLES = ["SJ-1"]
TRICK_GAMES = ("hola", "ristikontra", "sedma")
"""The trick games' tables (Pit 4), open in both shifts."""


def _reported(table: TableReport, name: str) -> Any:
    """A figure of the report by the name the raw reckoning above uses: the game's section
    is data (its spec's figures and table of results), so each is found by its label."""
    rows = table.breakdown.rows if table.breakdown is not None else ()
    found = {
        "pot_total": lambda: table.figure("Paid from pots"),
        "pots": lambda: table.figure("Pots awarded"),
        "largest_pot": lambda: table.figure("Largest pot"),
        "outcomes": lambda: {row.kind: row.lines for row in rows},
        "outcome_amounts": lambda: {row.kind: row.amount for row in rows},
    }.get(name)
    return found() if found is not None else getattr(table, name)


@ON_THE_DEMO
@pytest.mark.parametrize("shift", [NIGHT, DAY])
def test_the_report_reconciles_with_the_wager_rows(demo: Demo, shift: int) -> None:
    now = ENDS
    report = demo.services.reports.shift_document(shift, now=now, site=SITE)
    zone = ZoneInfo(SITE.zone)
    assert [t.table for t in report.tables] == (
        ["SK-1", "SK-2", "FC-1", "FC-2", "SE-1", *TRICK_TABLES, *SEJ_TABLES] if shift == NIGHT
        else ["SK-2", "FC-2", "SE-1", *TRICK_TABLES, *SEJ_TABLES]
    )
    for table in report.tables:
        expected = _expected(demo.db, shift, table, zone)
        assert {f: _reported(table, f) for f in FIELDS} == {f: expected[f] for f in FIELDS}
        assert table.hands > 0 and table.handle > 0
        assert table.drop > 0 or shift == DAY  # the day shift's players sat from the night
        hourly = {h.hour: h.win for h in report.hourly if h.table_id == table.table_id}
        assert hourly == dict(expected["hourly"].items())
        assert sum(hourly.values()) == table.ledger_win
        dealers = _dealers_from_events(demo.db, shift, table.table_id, now)
        assert {d.name: (pytest.approx(d.seconds), d.hands) for d in table.dealers} == dealers
        assert sum(d.hands for d in table.dealers) == table.hands + table.voided
        assert len(table.dealers) >= 2  # the demo's rotation: a new dealer every 40 minutes
        if shift == NIGHT:
            # The demo's closer is the tray its play left, so the count on the recorded drop
            # and the log agree, but for a correction paid away from the table (the player
            # had left: the cage paid it, not the tray), which only the log's win holds. The
            # win is booked on the count room's drop (every box of the night is counted),
            # which differs where a box was short or over.
            assert table.recorded_win is not None
            paid = sum(c.amount for c in table.hand_corrections)
            assert table.recorded_win - table.ledger_win == paid
            assert bool(paid) is (table.table == CORRECTED)
            assert table.counted_drop is not None
            assert table.win == (
                table.counted_drop + table.closer + table.credits - table.opener - table.fills
            )
            assert table.win - table.recorded_win == table.counted_drop - table.drop
            assert [v.hand for v in table.voids] == [7]
            assert table.voids[0].approved_by == "Pat Pitboss"
        else:
            assert table.win is None and table.closer is None
        if table.game == "sekhoma":
            assert 0 < _reported(table, "largest_pot") <= _reported(table, "pot_total")
        else:
            assert sum(_reported(table, "outcomes").values()) > 0
    assert report.provisional is (shift == DAY)


@ON_THE_DEMO
def test_hours_are_counted_in_the_casinos_zone_across_a_clock_change(demo: Demo) -> None:
    report = demo.services.reports.shift_document(NIGHT, now=ENDS, site=SITE)
    hours = sorted({h.hour for h in report.hourly})
    assert [h.strftime("%H %Z") for h in hours][:3] == ["01 CET", "03 CEST", "04 CEST"]
    in_utc = demo.services.reports.shift_document(NIGHT, now=ENDS, site=Site("X", "UTC"))
    assert sum(h.win for h in in_utc.hourly) == sum(h.win for h in report.hourly)
    assert report_id(in_utc) != report_id(report)  # the zone is part of what was printed


@ON_THE_DEMO
def test_the_audit_trail_names_every_count_slip_rule_and_correction(demo: Demo) -> None:
    report = demo.services.reports.shift_document(NIGHT, now=ENDS, site=SITE)
    by_name = {t.table: t for t in report.tables}
    for table in report.tables:
        assert [c.kind for c in table.counts] == ["opener", "closer"]
        for chip_count in table.counts:
            assert sum(d * n for d, n in chip_count.chips) == chip_count.total
            assert chip_count.signed_by == "Pat Pitboss" and chip_count.witnessed_by
        standing = [s for s in table.slips if s.void is None]
        assert [s.kind for s in standing] == ["fill", "credit"]
        assert sum(s.total for s in standing if s.kind == "fill") == table.fills
        voided = [s for s in table.slips if s.void is not None]
        assert [s.number for s in voided] == table.void_slips
        assert len(voided) == (1 if table.table == VOIDED_FILL else 0)
        assert table.head is not None
        assert table.head.hash == _rows(
            demo.db, "SELECT hash FROM events WHERE table_id = :t AND seq = :s",
            t=table.table_id, s=table.head.seq,
        )[0][0]  # fmt: skip
        assert table.head.at <= table.closed_at
    sk1 = by_name["SK-1"]
    assert [(r.version, r.hands, r.first_hand, r.last_hand) for r in sk1.rules] == [
        (1, 39, 1, 40),
        (3, 40, 41, 80),
    ]
    assert sk1.rules[1].differences == ("Rake percent: 4%",)
    assert by_name["SK-2"].rules[0].differences == ("Cards: shoe",)
    table, short = MISCOUNTED
    [correction] = report.corrections
    assert (correction.table, correction.what) == (table, "closer count")
    assert correction.now - correction.was == short
    assert correction.now == by_name[table].closer
    assert "recounted" in correction.reason


@ON_THE_DEMO
def test_the_head_of_a_chain_in_play_is_its_newest_event(demo: Demo) -> None:
    report = demo.services.reports.shift_document(DAY, now=ENDS, site=SITE)
    for table in report.tables:
        newest = _rows(
            demo.db, "SELECT seq, hash FROM events WHERE table_id = :t ORDER BY seq DESC LIMIT 1",
            t=table.table_id,
        )[0]  # fmt: skip
        assert table.head is not None and (table.head.seq, table.head.hash) == tuple(newest)


# -- the PDF ------------------------------------------------------------------------------------


def _pdf_text(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def _flat(text_: str) -> str:
    return re.sub(r"\s+", " ", text_)


@ON_THE_DEMO
def test_the_pdf_prints_the_figures_of_the_data(demo: Demo, tmp_path: Path) -> None:
    done = export_shift(demo.db, NIGHT, tmp_path / "night.pdf", now=ENDS, site=SITE)
    pages = _pdf_text(done.path)
    assert len(pages) == done.pages >= 4
    report = done.report
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {len(pages)}" in page
        assert done.report_id in page and "Grand Crab Casino" in page
        assert "PROVISIONAL" not in page
    everything = _flat(" ".join(pages))
    assert "Shift report" in everything and report.name in everything
    units = 100
    headings = [f"{t.table} · " for t in report.tables]
    for number, t in enumerate(report.tables):
        # A table's section runs from its heading to the next table's (across pages).
        start = everything.index(_flat(headings[number]))
        end = (
            everything.index(_flat(headings[number + 1]), start)
            if number + 1 < len(headings)
            else len(everything)
        )
        section = everything[start:end]
        for figure in (t.drop, t.win, t.opener, t.closer, t.fills, t.credits, t.ledger_win,
                       t.handle):  # fmt: skip
            assert fmt.money(figure, units) in section, (t.table, figure)
        assert fmt.percent(t.hold_percent) in section
        assert fmt.decimal(t.hands_per_hour) in section
        for d in t.dealers:
            assert f"{d.name} {fmt.hours(d.seconds)} {d.hours:.2f} {d.hands}" in section
        for s in t.slips:
            assert s.number in section
        for r in t.rules:
            assert f"Version {r.version}" in section
        if t.game in ("sekhoma", "seka"):
            assert f"Largest pot {fmt.money(_reported(t, 'largest_pot'), units)}" in section
            assert f"Rake {fmt.money(t.rake, units)}" in section
        if t.game == "seka":
            assert f"Svaras {fmt.count(t.figure('Svaras'))}" in section
            for key, label in (("ante", "Antes"), ("call", "Calls")):
                assert (
                    f"{label} {fmt.count(_reported(t, 'outcomes')[key])} "
                    f"{fmt.money(_reported(t, 'outcome_amounts')[key], units)}"
                ) in section
        elif t.game == "fiddler-crab":
            for key, label in (("win_both", "Win both"), ("loss", "Lose")):
                assert (
                    f"{label} {fmt.count(_reported(t, 'outcomes')[key])} "
                    f"{fmt.money(_reported(t, 'outcome_amounts')[key], units)}"
                ) in section
        assert t.head is not None and t.head.hash in everything
        for v in t.voids:
            assert f"{t.table} {v.hand}" in everything and v.reason in everything
    line = f"Pit total {len(report.tables)} tables {fmt.count(report.total('hands'))}"
    assert line in everything
    assert fmt.money(report.win, units) in everything
    assert fmt.percent(report.hold_percent) in everything
    [correction] = report.corrections
    assert correction.reason[:30] in everything
    assert f"{fmt.money(correction.was, units)} {fmt.money(correction.now, units)}" in everything
    for role in ("Floor supervisor", "Pit manager"):
        assert role in everything
    for name in {d.name for t in report.tables for d in t.dealers}:
        assert f"Dealer: {name}" in everything
    assert "Win by hour" in everything and "Hold by table" in everything


@ON_THE_DEMO
def test_a_shift_in_play_prints_as_provisional(demo: Demo, tmp_path: Path) -> None:
    done = export_shift(demo.db, "latest", tmp_path / "day.pdf", now=ENDS, site=SITE)
    assert done.report.shift_id == DAY
    pages = _pdf_text(done.path)
    assert all("PROVISIONAL" in page for page in pages)
    assert "still open" in pages[0]
    assert f"{fmt.NONE} (open)" in _flat(" ".join(pages))


@ON_THE_DEMO
def test_a_reprint_is_the_same_bytes_and_a_correction_makes_a_new_report(
    demo: Demo, tmp_path: Path
) -> None:
    first = export_shift(demo.db, NIGHT, tmp_path / "first.pdf", now=ENDS, site=SITE)
    again = export_shift(demo.db, NIGHT, tmp_path / "again.pdf", now=ENDS, site=SITE)
    assert again.stamp.reprint and again.stamp.printed_at == first.stamp.printed_at
    assert again.path.read_bytes() == first.path.read_bytes()
    assert again.report_id == first.report_id == report_id(first.report)
    # A later recount of the closer changes the figures: a new report, a new id.
    services = demo.services
    boss = services.auth.login("Pat Pitboss", "700700", "test")
    witness = services.auth.witness("Dana Dealer", "1000", to="sign a recount", by=boss)
    table_id = services.tables.table_id("SK-1")
    closer = next(c for c in first.report.tables if c.table == "SK-1").closer
    assert closer is not None
    count_id = _rows(
        demo.db,
        "SELECT i.id FROM inventories i JOIN table_sessions s ON s.id = i.table_session_id "
        "WHERE s.table_id = :t AND s.shift_id = :s AND i.kind = 'closer' ORDER BY i.id DESC",
        t=table_id, s=NIGHT,
    )[0][0]  # fmt: skip
    services.tables.recount(boss, count_id, counts_for(closer + 100), witness, "late recount")
    later = export_shift(demo.db, NIGHT, tmp_path / "later.pdf", now=ENDS, site=SITE)
    assert later.report_id != first.report_id and not later.stamp.reprint
    assert later.path.read_bytes() != first.path.read_bytes()
    assert "late recount" in _flat(" ".join(_pdf_text(later.path)))
    prints = _rows(demo.db, "SELECT report_id FROM report_prints WHERE shift_id = :s", s=NIGHT)
    assert {first.report_id, later.report_id} <= {p[0] for p in prints}
    # The recount stays: put the figures back for the other tests with another recount.
    newest = _rows(demo.db, "SELECT max(id) FROM inventories")[0][0]
    services.tables.recount(boss, newest, counts_for(closer), witness, "recount undone")


@ON_THE_DEMO
def test_a_print_that_could_not_be_written_is_not_registered(demo: Demo, tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    before = _rows(demo.db, "SELECT count(*) FROM report_prints")[0][0]
    with pytest.raises(FileExistsError):
        export_shift(demo.db, DAY, blocker / "day.pdf", now=ENDS, site=Site("Nowhere", "UTC"))
    assert _rows(demo.db, "SELECT count(*) FROM report_prints")[0][0] == before
    done = export_shift(demo.db, DAY, tmp_path / "day.pdf", now=ENDS, site=Site("Nowhere", "UTC"))
    assert not done.stamp.reprint
    assert _rows(demo.db, "SELECT count(*) FROM report_prints")[0][0] == before + 1


@ON_THE_DEMO
def test_the_digest_covers_every_figure(demo: Demo) -> None:
    report = demo.services.reports.shift_document(NIGHT, now=ENDS, site=SITE)
    before = digest(report)
    report.tables[0].drop += 1
    assert digest(report) != before


# -- the command ------------------------------------------------------------------------------


def _casino(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    import os

    return run_casino(*args, env={**os.environ, **(env or {})})


@ON_THE_DEMO
def test_casino_report_writes_the_pdf_and_refuses_what_it_cannot_print(
    demos: dict[str, Demo], tmp_path: Path
) -> None:
    url = demos["sqlite"].db.url
    env = {"CASINO_NAME": "Grand Crab Casino", "CASINO_TIMEZONE": "Europe/Malta"}
    out = tmp_path / "night.pdf"
    done = _casino("report", "--shift", str(NIGHT), "--db", url, "--out", str(out), env=env)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(
        rf"wrote {re.escape(str(out))}: report SR-00001-[0-9A-F]{{8}}, shift 1 \(Night shift "
        r"\S+, closed\), 9 tables, \d+ pages; (first print|a reprint of the report first "
        r"printed .+ UTC)\n",
        done.stdout,
    ), done.stdout
    assert "Grand Crab Casino" in _pdf_text(out)[0]
    again = _casino("report", "--shift", "1", "--db", url, "--out", str(tmp_path / "b.pdf"),
                    env=env)  # fmt: skip
    assert "a reprint of the report first printed" in again.stdout
    assert (tmp_path / "b.pdf").read_bytes() == out.read_bytes()
    missing = _casino("report", "--shift", "99", "--db", url, "--out", str(out))
    assert (missing.returncode, missing.stderr) == (2, "casino report: there is no shift 99\n")
    word = _casino("report", "--shift", "yesterday", "--db", url, "--out", str(out))
    assert word.returncode == 2
    assert word.stderr == (
        "casino report: 'yesterday' is not a shift: give its number or 'latest'\n"
    )
    folder = _casino("report", "--shift", "latest", "--db", url, "--out", str(tmp_path))
    assert folder.returncode == 2 and "is a folder" in folder.stderr
    zone = _casino("report", "--shift", "1", "--db", url, "--out", str(out),
                   env={"CASINO_TIMEZONE": "Mars/Olympus"})  # fmt: skip
    assert zone.returncode == 2 and "'Mars/Olympus' is not a time zone" in zone.stderr
    empty = _casino("report", "--shift", "latest", "--db", f"sqlite:///{tmp_path / 'no.db'}",
                    "--out", str(out))  # fmt: skip
    assert empty.returncode == 2 and "is not set up; run: casino db upgrade" in empty.stderr


# -- settings and the clock ---------------------------------------------------------------------


def test_site_settings_come_from_the_config_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CASINO_NAME", raising=False)
    monkeypatch.delenv("CASINO_TIMEZONE", raising=False)
    config = tmp_path / "config.toml"
    config.write_text('casino_name = "Crab Palace"\ntimezone = "America/Chicago"\n')
    assert site(config) == Site("Crab Palace", "America/Chicago")
    config.write_text('timezone = "Europe/Nowhere"\n')
    with pytest.raises(SiteError, match="'Europe/Nowhere' is not a time zone"):
        site(config)
    monkeypatch.setenv("CASINO_TIMEZONE", "Asia/Macau")
    assert site(config).zone == "Asia/Macau"
    assert site(tmp_path / "none.toml").name == "Casino"


def test_the_config_file_is_read_as_windows_editors_save_it(tmp_path: Path) -> None:
    """Notepad's byte-order mark and PowerShell 5's UTF-16 are read as meant; bytes that are
    no text, and text that is no TOML, are refused with the file's name."""
    config = tmp_path / "config.toml"
    text = 'casino_name = "Crab Palace"\n'
    for encoded in (text.encode("utf-8-sig"), text.encode("utf-16"), text.encode()):
        config.write_bytes(encoded)
        assert read_config(config) == {"casino_name": "Crab Palace"}
    config.write_bytes(b'casino_name = "\xff"\n')
    with pytest.raises(DatabaseError, match=r"config\.toml is not UTF-8 text \(byte 15"):
        read_config(config)
    config.write_text("casino_name = \n")
    with pytest.raises(DatabaseError, match=r"config\.toml: not valid TOML"):
        read_config(config)
    assert read_config(tmp_path / "none.toml") == {}


def test_the_simulated_clock_holds_only_inside_its_block() -> None:
    fixed = datetime(2020, 1, 1, tzinfo=UTC)
    with clock.simulated(lambda: fixed):
        assert clock.now() == fixed
    assert clock.now() > fixed


@pytest.mark.postgres  # each database's own locks and snapshots
def test_a_report_reading_does_not_hold_up_a_dealers_command(db_url: str) -> None:
    """A read-only unit of work (a shift report takes seconds) must not take the write lock:
    a command sent meanwhile commits at once; on SQLite the report keeps its own snapshot."""
    db = Database(db_url)
    try:
        services = Services(db)
        boss = services.auth.sign_in(STAFF["boss"][0], STAFF["boss"][2], "test")
        with db.read() as session:
            before = session.execute(text("SELECT count(*) FROM users")).scalar_one()
            services.auth.add_user("Lou Dealer", "dealer", "5000", by=boss)  # another connection
            during = session.execute(text("SELECT count(*) FROM users")).scalar_one()
        with db.read() as session:
            after = session.execute(text("SELECT count(*) FROM users")).scalar_one()
        assert after == before + 1
        if db_url.startswith("sqlite"):
            assert during == before
    finally:
        db.dispose()


# -- pit accounting in the shift report (compliance 2, 3, 7, 13, 28) ----------------------------


@pytest.fixture(scope="module")
def accounted(
    request: pytest.FixtureRequest,
    postgres: ScratchPostgres,
    templates: dict[str, Any],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Casino]:
    """``period_casino``'s five shifts: void and manual slips, an opener over its last closer,
    drop counts with variances, a hand correction and a complaint."""
    found = casino(request.param, tmp_path_factory.mktemp("accounted"), postgres, templates)
    yield found
    found.db.dispose()


def _document(played: Casino, number: int) -> ShiftReport:
    queries = ReportQueries(played.db, PERIOD_SETTINGS)
    return queries.shift_document(played.played.shifts[number - 1], now=PERIOD_END,
                                  site=PERIOD_SITE)  # fmt: skip


def _table(report: ShiftReport, name: str) -> TableReport:
    return next(t for t in report.tables if t.table == name)


@ON_ONE_WORKER
@pytest.mark.postgres  # the same record summed by each database
def test_the_same_casino_reports_alike_on_both_databases(
    postgres: ScratchPostgres, templates: dict[str, Any], tmp_path: Path
) -> None:
    """``period_casino`` played on each database from the same seeds and the same clock: every
    shift's report holds the same tables with the same figures, hours, corrections and
    players, and the same accounting, to the minor unit, whichever database summed it (the
    report's own id and registered prints aside, which each database numbers itself)."""
    both = [casino(b, tmp_path, postgres, templates) for b in BACKENDS]
    try:
        for number in range(1, len(both[0].played.shifts) + 1):
            sqlite_doc, postgresql_doc = (_document(c, number) for c in both)
            assert [t.table for t in sqlite_doc.tables], number
            assert _comparable(sqlite_doc) == _comparable(postgresql_doc), number
    finally:
        for found in both:
            found.db.dispose()


def _comparable(report: ShiftReport) -> Any:
    """The report as figures: each table line and section without the database's own row ids,
    the times each database stamped and the chain heads over them (its figures, hours and
    names are compared)."""
    def strip(value: Any) -> Any:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {
                f.name: strip(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not f.name.endswith("_id") and f.name not in _STAMPED
            }  # fmt: skip
        if isinstance(value, (list, tuple)):
            return [strip(v) for v in value]
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items()}
        return value

    return strip(report)


_STAMPED = {"opened_at", "closed_at", "as_of", "at", "when", "recorded_at", "created_at", "hash"}
"""Times a database stamps as its own clock reads them (the server's on PostgreSQL), and the
chain heads that hash them with each command's own id."""


@ON_ONE_WORKER
def test_a_voided_slip_is_listed_and_counted_in_no_total(accounted: Casino) -> None:
    fc = _table(_document(accounted, 3), "FC-1")
    fill, credit = fc.slips
    assert (fill.kind, fill.void, credit.kind) == ("fill", None, "credit")
    assert credit.void is not None and credit.void.reason == accounted.played.void_reason
    assert (credit.void.requested_by, credit.void.approved_by) == ("Dana Dealer", "Kim Pitboss")
    assert (fc.fills, fc.credits) == (fill.total, 0)
    assert fc.void_slips == [credit.number] and fc.credit_slips == []
    ids = accounted.played.sessions[(3, "FC-1")]
    raw = _rows(
        accounted.db,
        "SELECT s.kind, s.total FROM slips s LEFT JOIN slip_voids v ON v.slip_id = s.id "
        "WHERE v.id IS NULL AND s.table_session_id = :s",
        s=ids,
    )
    assert (fc.fills, fc.credits) == (
        sum(t for k, t in raw if k == "fill"), sum(t for k, t in raw if k == "credit")
    )  # fmt: skip
    sk = _table(_document(accounted, 4), "SK-1")
    [manual] = sk.slips
    assert manual.manual and manual.printed_number == accounted.played.manual_number
    assert manual.written_at is not None and manual.written_at < manual.issued_at
    assert sk.fills == manual.total


@ON_ONE_WORKER
def test_the_counted_drop_books_the_win_beside_the_recorded_one(accounted: Casino) -> None:
    third, fourth = _document(accounted, 3), _document(accounted, 4)
    fc3, sk3 = _table(third, "FC-1"), _table(third, "SK-1")
    assert fc3.counted_drop == fc3.drop and [c.state for c in fc3.drop_counts] == ["balanced"]
    assert sk3.counted_drop == sk3.drop + PERIOD_VARIANCE
    assert sk3.win == sk3.counted_win and sk3.recorded_win is not None
    assert sk3.counted_win - sk3.recorded_win == PERIOD_VARIANCE  # type: ignore[operator]
    [box] = sk3.drop_counts
    assert (box.recorded, box.counted, box.state) == (sk3.drop, sk3.counted_drop, "resolved")
    assert box.resolved_by == "Pat Pitboss" and "lid" in box.resolution
    assert sum(d * n for _kind, d, n in box.lines) == box.counted
    fc4, sk4 = _table(fourth, "FC-1"), _table(fourth, "SK-1")
    assert fc4.counted_drop == fc4.drop + PERIOD_SHORT
    assert [(c.variance, c.state) for c in fc4.drop_counts] == [(PERIOD_SHORT, "variance open")]
    assert fc4.win == fc4.counted_win != fc4.recorded_win
    assert (sk4.counted_drop, sk4.counted_sessions, sk4.drop_counts) == (None, 0, [])
    assert sk4.win == sk4.recorded_win
    assert fourth.hold_percent == hold_percent(fourth.win, fc4.booked_drop + sk4.booked_drop)


@ON_ONE_WORKER
def test_an_opener_over_its_last_closer_is_in_the_shift_report(accounted: Casino) -> None:
    third, fourth = _document(accounted, 3), _document(accounted, 4)
    assert fourth.thresholds == (2500, 10000)
    [found] = _table(fourth, "FC-1").discrepancies
    closer = _table(third, "FC-1").closer
    assert (found.level, found.difference, found.seen_by) == ("report", PERIOD_OVER,
                                                               "Pat Pitboss")  # fmt: skip
    assert closer is not None
    assert (found.closer_total, found.opener_total) == (closer, closer + PERIOD_OVER)
    [(denomination, was, now)] = found.lines
    assert (denomination, now - was) == (2500, PERIOD_OVER // 2500)
    assert _table(fourth, "SK-1").discrepancies == []


@ON_ONE_WORKER
def test_corrections_and_complaints_are_in_the_shift_report(accounted: Casino) -> None:
    fc = _table(_document(accounted, 5), "FC-1")
    [correction] = fc.hand_corrections
    assert (correction.amount, correction.reason) == (PERIOD_CORRECTION, "paid 1:1 on a win both")
    assert (correction.requested_by, correction.approved_by) == ("Dana Dealer", "Pat Pitboss")
    # The correction is a line of the wager log too, so the log's win already holds it.
    session = accounted.played.sessions[(5, "FC-1")]
    lines = _rows(accounted.db, "SELECT kind, house FROM wagers WHERE table_session_id = :s "
                  "AND void_id IS NULL", s=session)  # fmt: skip
    assert ("correction", -PERIOD_CORRECTION) in [tuple(r) for r in lines]
    assert fc.ledger_win == sum(house for _kind, house in lines)
    [complaint] = fc.complaints
    assert (complaint.patron, complaint.hand) == ("Mr Patron", correction.hand)
    assert complaint.resolved and len(complaint.notes) == 2


@ON_ONE_WORKER
def test_the_shift_pdf_prints_the_pit_accounting(accounted: Casino, tmp_path: Path) -> None:
    text_of = {}
    for number in (3, 4, 5):
        path = tmp_path / f"{number}.pdf"
        stamp = PrintStamp("SR-X", PERIOD_END, reprint=False)
        path.write_bytes(render_shift(_document(accounted, number), stamp))
        text_of[number] = _flat(" ".join(_pdf_text(path)))
    third, fourth, fifth = text_of[3], text_of[4], text_of[5]
    assert "VOID" in third and accounted.played.void_reason[:20] in third
    assert "counts in no fill or credit total" in third
    assert "Drop counted (count room)" in third and "Win on the counted drop" in third
    assert "resolved" in third and "Cy Counter and Di Counter" in third
    assert f"manual: paper no. {accounted.played.manual_number}" in fourth
    assert "Opener against the last closer" in fourth and "report" in fourth
    assert f"{fmt.signed_money(PERIOD_OVER)} 25.00: closer" in fourth
    assert f"{fmt.signed_money(PERIOD_SHORT)} variance open" in fourth
    assert "reported above 25.00, with a copy for the regulator from 100.00" in fourth
    assert f"{fmt.signed_money(PERIOD_CORRECTION)} paid 1:1 on a win both" in fifth
    assert "Mr Patron" in fifth and "corrected, patron satisfied" in fifth
