"""Reports over periods (compliance requirements 11 and 12), on the casino of
``period_casino`` (five shifts over four gaming days, played through the services), on a
SQLite file and on a PostgreSQL server:

* which shifts a gaming day, a month to date and a year to date hold (the 06:00 cutoff, in
  the casino's zone);
* every figure of a table's line equals the sum of its lines in those shifts' reports, to
  the minor unit, and the wager rows summed here independently;
* the counted drop books the win once every box is counted, and both wins are shown;
* the hold checks: Fiddler-Crab's band recomputed here from its exact math and the raw
  wager rows, Sekhoma's against the configured band (or listed as having none);
* the PDF read back, the ``casino report --period`` contract, and who may print one.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
from collections import defaultdict
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from fractions import Fraction
from math import sqrt
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from cli_runner import run_casino
from period_casino import (
    ACCOUNTANT,
    COUNTERS,
    END,
    ON_ONE_WORKER,
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
from store_fixtures import STAFF

from casino.games import game as game_named
from casino.games.capabilities import Theory
from casino.games.fiddler_crab.math.edge import Pays, mirror, outcome_counts
from casino.games.fiddler_crab.math.splits import best_large_policy
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.pit_settings import HoldBand, PitSettings
from casino.services.errors import InputError, PermissionDenied
from casino.services.reports.holds import Z_99, Exposure, exact_check
from casino.services.reports.model import TableReport
from casino.services.reports.period_model import (
    ABOVE,
    BELOW,
    CONFIGURED,
    EXACT,
    IN_BAND,
    NO_BAND,
    UNBANDED,
    PeriodLine,
    PeriodReport,
    report_id,
)
from casino.services.reports.periods import (
    PeriodQueries,
    gaming_day_in,
    parse_day,
    period_days,
    window,
)
from casino.services.when import gaming_day
from casino.store.scratch_postgres import ScratchPostgres
from reports import text as fmt
from reports.export import export_period

pytestmark = ON_ONE_WORKER  # the played casino is built once a run (period_casino)

ZONE = ZoneInfo(SITE.zone)
PERIODS = [
    ("day", date(2026, 3, 1), [3, 4]),
    ("day", date(2026, 3, 2), [5]),
    ("day", date(2026, 2, 28), []),
    ("mtd", date(2026, 3, 2), [3, 4, 5]),
    ("mtd", date(2026, 2, 28), [2]),
    ("ytd", date(2026, 3, 2), [2, 3, 4, 5]),
    ("ytd", date(2025, 12, 31), [1]),
]


BACKEND_FIXTURES = ("played",)
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
    found = casino(backend, tmp_path_factory.mktemp("period"), postgres, templates)
    yield found
    found.db.dispose()


def _queries(played: Casino, settings: PitSettings = SETTINGS) -> PeriodQueries:
    return PeriodQueries(played.db, settings)


def _report(played: Casino, kind: str, day: date) -> PeriodReport:
    return _queries(played).period_report(kind, day, now=END, site=SITE)


def _rows(played: Casino, sql: str, **params: Any) -> list[Any]:
    with played.db.engine.connect() as conn:
        return list(conn.execute(text(sql), params))


def _when(value: Any) -> datetime:
    found: datetime = datetime.fromisoformat(value) if isinstance(value, str) else value
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


# -- days -------------------------------------------------------------------------------------


def test_periods_and_gaming_days(monkeypatch: pytest.MonkeyPatch) -> None:
    assert period_days("day", date(2026, 3, 2)) == (date(2026, 3, 2), date(2026, 3, 2))
    assert period_days("mtd", date(2026, 3, 2)) == (date(2026, 3, 1), date(2026, 3, 2))
    assert period_days("ytd", date(2026, 3, 2)) == (date(2026, 1, 1), date(2026, 3, 2))
    with pytest.raises(InputError, match=r"'week' is not a period; the periods are day, mtd"):
        period_days("week", date(2026, 3, 2))
    assert parse_day(" 2026-03-02 ") == date(2026, 3, 2)
    for bad in ("2026-13-01", "02/03/2026", "", "yesterday"):
        with pytest.raises(InputError, match=r"is not a date: write it as YYYY-MM-DD"):
            parse_day(bad)
    # The day runs from 06:00 local time: 05:59 in Malta is still the day before.
    monkeypatch.setenv("CASINO_TIMEZONE", SITE.zone)
    for at in (datetime(2026, 3, 2, 4, 59, tzinfo=UTC), datetime(2026, 3, 2, 5, 0, tzinfo=UTC),
               datetime(2026, 3, 29, 4, 30, tzinfo=UTC), datetime(2026, 6, 1, 3, 59, tzinfo=UTC),
               datetime(2026, 6, 1, 4, 0, tzinfo=UTC)):  # fmt: skip
        assert gaming_day_in(at, ZONE) == gaming_day(at)
    assert gaming_day_in(datetime(2026, 3, 2, 4, 59, tzinfo=UTC), ZONE) == date(2026, 3, 1)
    # The night Malta moves to summer time the gaming day is 23 hours long.
    start, end = window(date(2026, 3, 28), date(2026, 3, 28), ZONE)
    assert (start, end - start) == (datetime(2026, 3, 28, 5, 0, tzinfo=UTC), timedelta(hours=23))


@pytest.mark.postgres  # the figures as each database selects and sums them
@pytest.mark.parametrize(("kind", "day", "shifts"), PERIODS)
def test_a_period_holds_the_shifts_of_its_gaming_days(
    played: Casino, kind: str, day: date, shifts: list[int]
) -> None:
    report = _report(played, kind, day)
    ids = played.played.shifts
    assert [s.shift_id for s in report.shifts] == [ids[n - 1] for n in shifts]
    # Shift 4 opened at 02:00 on 2 March: its gaming day is 1 March.
    assert all(s.gaming_day <= day for s in report.shifts)
    assert (report.first, report.last) == period_days(kind, day)
    if not shifts:
        assert report.tables == [] and report.games == []
        assert report.total is not None and report.total.hands == 0


# -- the figures ------------------------------------------------------------------------------

SUMS = (
    "sessions", "hands", "voided", "handle", "drop", "chip_buy_ins", "cash_outs", "opener",
    "fills", "credits", "ledger_win", "commission", "rake", "time_charges",
)  # fmt: skip
OPTIONAL = ("closer", "counted_drop", "win", "recorded_win", "counted_win")


def _add(found: dict[str, Any], table: TableReport) -> None:
    for name in SUMS:
        found[name] = found.get(name, 0) + getattr(table, name)
    found["booked_drop"] = found.get("booked_drop", 0) + table.booked_drop
    found["seconds"] = found.get("seconds", 0.0) + table.seconds
    for name in OPTIONAL:
        mine, theirs = found.get(name, 0), getattr(table, name)
        found[name] = None if mine is None or theirs is None else mine + theirs
    found["shifts"] = found.get("shifts", 0) + 1


def _figures(line: PeriodLine) -> dict[str, Any]:
    names = (*SUMS, *OPTIONAL, "booked_drop", "shifts")
    return {n: getattr(line, n) for n in names} | {"seconds": pytest.approx(line.seconds)}


@pytest.mark.parametrize(("kind", "day", "shifts"), PERIODS)
def test_a_tables_line_is_the_sum_of_its_shift_report_lines(
    played: Casino, kind: str, day: date, shifts: list[int]
) -> None:
    report = _report(played, kind, day)
    expected: dict[str, dict[str, Any]] = defaultdict(dict)
    for shift in report.shifts:
        for table in played.services.reports.shift_report(shift.shift_id, now=END).tables:
            _add(expected[table.table], table)
    assert {t.name: _figures(t) for t in report.tables} == {
        name: found | {"seconds": pytest.approx(found["seconds"])}
        for name, found in expected.items()
    }
    # A game's line adds up its tables, and the casino's its games.
    for game in report.games:
        total = PeriodLine(game.name, game.game)
        for line in report.tables:
            if line.game == game.game:
                total.add(line)
        assert _figures(game) == _figures(total)
        assert game.hold_percent == total.hold_percent
    assert report.total is not None
    assert report.total.hands == sum(t.hands for t in report.tables)
    assert report.total.booked_drop == sum(g.booked_drop for g in report.games)
    if 5 in shifts:  # FC-1 is still open in shift 5: no win for it, its game or the casino
        fc = next(t for t in report.tables if t.name == "FC-1")
        assert fc.win is None and fc.open_sessions == 1 and report.total.win is None
        assert report.provisional
    if kind == "day" and shifts == [3, 4]:
        assert report.day_over and not report.provisional


def _independent(played: Casino, first: date, last: date) -> dict[str, dict[str, int | None]]:
    """Each table's figures over the gaming days, from the raw rows with plain SQL: the
    shifts by their gaming day computed here, the wager log, the buy-ins, the counts, the
    slips, the drop counts."""
    shifts = {
        sid: opened
        for sid, opened in _rows(played, "SELECT id, opened_at FROM shifts")
        if first <= (_when(opened).astimezone(ZONE) - timedelta(hours=6)).date() <= last
    }
    found: dict[str, dict[str, int | None]] = {}
    for table_id, name, game in _rows(played, "SELECT id, name, game FROM casino_tables"):
        sessions = [
            (sid, shift, closed)
            for sid, shift, closed in _rows(
                played,
                "SELECT id, shift_id, closed_at FROM table_sessions WHERE table_id = :t",
                t=table_id,
            )
            if shift in shifts
        ]
        if not sessions:
            continue
        ids = ",".join(str(s[0]) for s in sessions)
        drops = dict(_rows(played, "SELECT table_session_id, sum(amount) FROM cash_movements "
                           f"WHERE table_session_id IN ({ids}) AND kind = 'buy_in' "
                           "AND method = 'cash' GROUP BY table_session_id"))  # fmt: skip
        voided = {r[0] for r in _rows(played, "SELECT hand_number FROM voids WHERE table_id = "
                                      ":t", t=table_id)}  # fmt: skip
        wagers = _rows(played, "SELECT hand_number, kind, amount, house, void_id FROM wagers "
                       f"WHERE table_session_id IN ({ids})")  # fmt: skip
        kinds: dict[str, int] = defaultdict(int)
        for hand, kind, amount, _house, void in wagers:
            if void is None and hand not in voided:
                kinds[kind] += amount
        handle = (
            kinds["action"] if game == "fiddler-crab"
            else sum(kinds[k] for k in ("ante", "bet", "call", "raise", "all_in")) - kinds["return"]
        )  # fmt: skip
        counts = _rows(played, "SELECT id, table_session_id, kind, total, corrects_id FROM "
                       f"inventories WHERE table_session_id IN ({ids})")  # fmt: skip
        replaced = {c[4] for c in counts if c[4] is not None}
        current = [c for c in counts if c[0] not in replaced]
        slips = _rows(played, "SELECT s.id, s.kind, s.total, s.corrects_id, v.id FROM slips s "
                      "LEFT JOIN slip_voids v ON v.slip_id = s.id "
                      f"WHERE s.table_session_id IN ({ids})")  # fmt: skip
        gone = {s[3] for s in slips if s[3] is not None}
        live = [s for s in slips if s[0] not in gone and s[4] is None]
        boxes = dict(_rows(
            played, "SELECT table_session_id, total FROM drop_counts WHERE id IN (SELECT "
            f"max(id) FROM drop_counts WHERE table_session_id IN ({ids}) GROUP BY "
            "table_session_id)"))  # fmt: skip
        booked = 0
        by_shift: dict[int, list[int]] = defaultdict(list)
        for sid, shift, _closed in sessions:
            by_shift[shift].append(sid)
        for group in by_shift.values():
            counted = all(s in boxes for s in group)
            booked += sum((boxes[s] if counted else drops.get(s, 0)) for s in group)
        closed = all(s[2] is not None for s in sessions)
        played_hands = _rows(
            played, f"SELECT id FROM hands WHERE outcome = 'played' AND table_session_id IN ({ids})"
        )
        closer = sum(c[3] for c in current if c[2] == "closer")
        opener = sum(c[3] for c in current if c[2] == "opener")
        fills = sum(s[2] for s in live if s[1] == "fill")
        credits = sum(s[2] for s in live if s[1] == "credit")
        found[name] = {
            "drop": sum(drops.values()),
            "booked_drop": booked,
            "handle": handle,
            "ledger_win": sum(w[3] for w in wagers if w[4] is None),
            "commission": kinds["commission"],
            "rake": kinds["rake"],
            "time_charges": kinds["time_charge"],
            "hands": len(played_hands),
            "fills": fills,
            "credits": credits,
            "win": booked + closer + credits - opener - fills if closed else None,
        }
    return found


@pytest.mark.postgres  # the figures as each database selects and sums them
@pytest.mark.parametrize(("kind", "day", "shifts"), PERIODS)
def test_the_lines_reconcile_with_the_wager_rows(
    played: Casino, kind: str, day: date, shifts: list[int]
) -> None:
    report = _report(played, kind, day)
    expected = _independent(played, report.first, report.last)
    names = ("drop", "booked_drop", "handle", "ledger_win", "commission", "rake",
             "time_charges", "hands", "fills", "credits", "win")  # fmt: skip
    assert {t.name: {n: getattr(t, n) for n in names} for t in report.tables} == expected
    assert len(expected) == (0 if not shifts else 1 if shifts == [5] else 2)
    for line in report.tables:
        assert line.fees == line.commission + line.rake + line.time_charges


def test_the_counted_drop_books_the_win_and_both_wins_are_kept(played: Casino) -> None:
    report = _report(played, "day", date(2026, 3, 1))
    fc = next(t for t in report.tables if t.name == "FC-1")
    sk = next(t for t in report.tables if t.name == "SK-1")
    # FC-1: both boxes counted (shift 3's agreed, shift 4's was 7.00 short).
    assert fc.counted_sessions == 2 and fc.counted_drop == fc.drop + SHORT
    assert fc.booked_drop == fc.counted_drop and fc.win == fc.counted_win
    assert fc.recorded_win is not None and fc.win is not None
    assert fc.recorded_win - fc.win == -SHORT
    assert fc.hold_percent == (Decimal(fc.win or 0) * 100 / fc.booked_drop).quantize(
        Decimal("0.01")
    )
    # SK-1: shift 3's box counted 15.00 over, shift 4's not counted: no counted drop for the
    # day, but shift 3's win is booked on its count, shift 4's on the recorded drop.
    assert sk.counted_sessions == 1 and sk.counted_drop is None and sk.counted_win is None
    assert sk.booked_drop == sk.drop + VARIANCE
    assert sk.win is not None and sk.recorded_win is not None
    assert sk.win - sk.recorded_win == VARIANCE
    assert fc.void_slips == 1  # the voided credit is in no total
    assert report.total is not None and report.total.counted_drop is None


# -- hold checks ------------------------------------------------------------------------------


def _mirror_round() -> tuple[Fraction, Fraction]:
    """The default Fiddler-Crab pays' house edge and variance per unit bet per round,
    computed here from ``casino.games.fiddler_crab.math.edge`` (the mirror player against
    best-large)."""
    pays = Pays(Fraction(2), Fraction(1))
    policy = best_large_policy()
    figures = mirror(outcome_counts(policy), policy, pays)
    p = figures.outcomes
    mean = 2 * p["win-both"] + p["win-large"] - p["lose"]
    square = 4 * p["win-both"] + p["win-large"] + p["lose"]
    return -mean, square - mean**2


def test_the_theory_is_the_exact_math() -> None:
    edge, variance = _mirror_round()
    exact = game_named("fiddler-crab").get(Theory)
    assert exact is not None and game_named("sekhoma").get(Theory) is None
    theory = exact.of(FiddlerCrabRules())
    assert theory is not None
    assert (theory.edge, theory.variance) == (edge, variance)
    assert round(float(edge) * 100, 2) == 10.55  # docs/fiddler-crab-math.md: mirror -10.55%
    assert theory.stake_kinds == ("action",) and "best-large" in theory.assumes
    with_commission = exact.of(FiddlerCrabRules(commission=Decimal(5)))
    assert with_commission is not None and with_commission.edge > theory.edge
    assert pytest.approx(statistics.NormalDist().inv_cdf(0.995), abs=1e-12) == Z_99


def test_the_exact_band_is_recomputed_from_the_raw_rounds(played: Casino) -> None:
    report = _report(played, "mtd", date(2026, 3, 2))
    check = report.hold_of("table", "FC-1")
    assert check is not None and check.method == EXACT
    table_id = played.played.tables["FC-1"]
    ids = ",".join(str(played.played.sessions[(n, "FC-1")]) for n in (3, 4, 5))
    per_round = _rows(
        played,
        "SELECT w.hand_number, sum(w.amount) FROM wagers w JOIN hands h ON h.table_id = "
        "w.table_id AND h.number = w.hand_number AND h.outcome = 'played' WHERE w.kind = "
        f"'action' AND w.void_id IS NULL AND w.table_session_id IN ({ids}) AND w.table_id = :t "
        "GROUP BY w.hand_number",
        t=table_id,
    )
    handles = [int(h) for _n, h in per_round]
    edge, variance = _mirror_round()
    expected = edge * sum(handles)
    spread = Z_99 * sqrt(variance * sum(h * h for h in handles))
    fc = next(t for t in report.tables if t.name == "FC-1")
    assert (check.rounds, check.handle) == (len(handles), sum(handles)) == (12, fc.handle)
    assert check.expected == round(expected)
    assert check.low == round(float(expected) - spread)
    assert check.high == round(float(expected) + spread)
    assert check.win == fc.ledger_win
    assert check.status == (IN_BAND if check.low <= fc.ledger_win <= check.high else ABOVE)
    assert check.low_hold == (Decimal(check.low) * 100 / fc.booked_drop).quantize(Decimal("0.01"))
    game = report.hold_of("game", "fiddler-crab")
    assert game is not None and (game.rounds, game.expected) == (check.rounds, check.expected)


def _line(ledger_win: int, drop: int = 100_000) -> PeriodLine:
    line = PeriodLine("FC-9", "fiddler-crab")
    line.ledger_win, line.booked_drop, line.drop = ledger_win, drop, drop
    return line


class _Theories:
    """Two rules versions: the default pays, and a 5 % commission."""

    def __init__(self) -> None:
        exact = game_named("fiddler-crab").get(Theory)
        assert exact is not None
        self.found = {
            1: exact.of(FiddlerCrabRules()),
            2: exact.of(FiddlerCrabRules(commission=Decimal(5))),
        }

    def of(self, version: int) -> Any:
        return self.found[version]


def test_an_exact_band_flags_a_win_outside_it_either_way() -> None:
    theories: Any = _Theories()
    parts = {1: Exposure(100, 100 * 1000, 100 * 1000**2)}
    centre = exact_check(_line(10_546), "table", parts, theories)
    assert centre.status == IN_BAND and centre.expected == 10_546
    half = Z_99 * centre.sigma * sqrt(100) * 1000  # type: ignore[operator]
    assert centre.high == round(10_546 + half) and centre.low == round(10_546 - half)
    assert exact_check(_line(centre.high + 1), "table", parts, theories).status == ABOVE
    assert exact_check(_line(centre.low - 1), "table", parts, theories).status == BELOW
    assert exact_check(_line(centre.high), "table", parts, theories).status == IN_BAND
    # Two versions: each round at its own edge, and the variances add.
    both = {**parts, 2: Exposure(50, 50 * 2000, 50 * 2000**2)}
    mixed = exact_check(_line(0), "table", both, theories)
    one, two = theories.of(1), theories.of(2)
    assert mixed.expected == round(one.edge * 100_000 + two.edge * 100_000)
    assert mixed.sigma is None and "each at its own" in mixed.note
    spread = Z_99 * sqrt(one.variance * 100 * 1000**2 + two.variance * 50 * 2000**2)
    assert mixed.high == round(float(one.edge * 100_000 + two.edge * 100_000) + spread)
    none = exact_check(_line(0), "table", {}, theories)
    assert none.status == "no figures" and not none.flagged


def test_a_game_without_exact_math_is_judged_on_its_configured_band(played: Casino) -> None:
    report = _report(played, "day", date(2026, 3, 1))
    sk = next(t for t in report.tables if t.name == "SK-1")
    check = report.hold_of("table", "SK-1")
    assert check is not None and check.method == CONFIGURED
    assert (check.low_hold, check.high_hold) == (Decimal("1.0"), Decimal("60.0"))
    assert check.hold == sk.hold_percent and check.win == sk.win
    assert sk.hold_percent is not None and sk.hold_percent > 60  # 19.60 won on 15.00 counted
    assert check.status == ABOVE and check.flagged
    game = report.hold_of("game", "sekhoma")
    assert game is not None and game.status == ABOVE
    # No band configured: listed as such, never flagged.
    plain = _queries(played, PitSettings()).period_report("day", date(2026, 3, 1), END, SITE)
    unbanded = plain.hold_of("table", "SK-1")
    assert unbanded is not None and (unbanded.method, unbanded.status) == (UNBANDED, NO_BAND)
    assert "no band set: an administrator sets [pit.hold.sekhoma]" in unbanded.note
    assert not unbanded.flagged
    wide = PitSettings(hold={"sekhoma": HoldBand(Decimal("-50"), Decimal("200"))})
    inside = _queries(played, wide).period_report("day", date(2026, 3, 1), END, SITE)
    assert inside.hold_of("table", "SK-1").status == IN_BAND  # type: ignore[union-attr]
    # A configured band for a game with exact math does not replace its math.
    both = PitSettings(hold={"fiddler-crab": HoldBand(Decimal("90"), Decimal("95"))})
    exact = _queries(played, both).period_report("day", date(2026, 3, 1), END, SITE)
    assert exact.hold_of("table", "FC-1").method == EXACT  # type: ignore[union-attr]


# -- the PDF, the command and who may print ----------------------------------------------------


def _pdf_text(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(path).pages))


def test_the_period_pdf_prints_the_figures_of_the_data(played: Casino, tmp_path: Path) -> None:
    done = export_period(played.db, "day", date(2026, 3, 1), tmp_path / "day.pdf", now=END,
                         site=SITE, settings=SETTINGS)  # fmt: skip
    report = done.report
    assert isinstance(report, PeriodReport)
    pages = [p.extract_text() for p in PdfReader(done.path).pages]
    assert len(pages) == done.pages >= 2
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {len(pages)}" in page and done.report_id in page
        assert "Grand Crab Casino" in page and "PROVISIONAL" not in page
    assert done.report_id == report_id(report)
    assert re.fullmatch(r"DAY-20260301-[0-9A-F]{8}", done.report_id)
    everything = _pdf_text(done.path)
    assert "Gaming day report" in everything and "Sun 01 Mar 2026" in everything
    for line in [*report.tables, *report.games]:
        units = line.minor_units
        for figure in (line.drop, line.win, line.ledger_win, line.handle, line.fees):
            assert fmt.money(figure, units) in everything, (line.name, figure)
        assert fmt.percent(line.hold_percent) in everything
    assert report.total is not None
    assert f"Casino 2 tables {fmt.money(report.total.drop)}" in everything
    sk = report.hold_of("table", "SK-1")
    assert sk is not None and "ABOVE" in everything
    assert "Outside the expected band: Sekhoma (ABOVE), SK-1 (ABOVE)" in everything
    fc = report.hold_of("table", "FC-1")
    assert fc is not None and fc.low is not None and fc.high is not None
    assert f"{fmt.money(fc.low)} {fmt.DASH} {fmt.money(fc.high)}" in everything
    assert "2.576" in everything and "10.55%" in everything
    for shift in report.shifts:
        assert shift.name in everything
    # The same figures read later are the same report: its id does not depend on the moment.
    later = export_period(played.db, "day", date(2026, 3, 1), tmp_path / "later.pdf",
                          now=END + timedelta(days=3), site=SITE, settings=SETTINGS)  # fmt: skip
    assert later.report_id == done.report_id
    mtd = export_period(played.db, "mtd", date(2026, 3, 2), tmp_path / "mtd.pdf", now=END,
                        site=SITE, settings=SETTINGS)  # fmt: skip
    assert all("PROVISIONAL" in p.extract_text() for p in PdfReader(mtd.path).pages)
    assert "Month to date report" in _pdf_text(mtd.path)


@pytest.mark.postgres  # the reader's role as each database holds it
def test_only_the_pit_and_accounting_may_print_a_period_report(
    played: Casino, tmp_path: Path
) -> None:
    auth = played.services.auth
    for who, allowed in ((STAFF["dealer"], False), (COUNTERS[0], False), (ACCOUNTANT, True),
                         (STAFF["boss"], True), (STAFF["admin"], True)):  # fmt: skip
        actor = auth.login(who[0], who[2], "test")
        out = tmp_path / f"{who[1]}.pdf"
        if allowed:
            export_period(played.db, "day", date(2026, 3, 1), out, now=END, by=actor,
                          site=SITE, settings=SETTINGS)  # fmt: skip
            assert out.is_file()
        else:
            with pytest.raises(PermissionDenied, match="may print a period report"):
                export_period(played.db, "day", date(2026, 3, 1), out, now=END, by=actor,
                              site=SITE, settings=SETTINGS)  # fmt: skip
            assert not out.exists()


def _casino(*args: str, config: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CASINO_TIMEZONE": SITE.zone, "CASINO_NAME": SITE.name,
           "XDG_CONFIG_HOME": str(config)}  # fmt: skip
    return run_casino(*args, env=env)


def _config(tmp_path: Path) -> Path:
    return tmp_path / "config"  # holds no [pit]: the settings are on the record


def test_casino_report_period_is_the_contract(played: Casino, tmp_path: Path) -> None:
    config, url, out = _config(tmp_path), played.db.url, tmp_path / "day.pdf"
    record_settings(played.services, SETTINGS, "the band the tests judge by")
    done = _casino("report", "--period", "day", "--date", "2026-03-01", "--db", url, "--out",
                   str(out), config=config)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(
        rf"wrote {re.escape(str(out))}: report DAY-20260301-[0-9A-F]{{8}}, gaming day "
        r"2026-03-01 to 2026-03-01 \(final\), 2 tables, 2 shifts, \d+ pages\n",
        done.stdout,
    ), done.stdout
    assert "Gaming day report" in _pdf_text(out) and "ABOVE" in _pdf_text(out)
    for kind in ("mtd", "ytd"):
        again = _casino("report", "--period", kind, "--date", "2026-03-02", "--db", url,
                        "--out", str(tmp_path / f"{kind}.pdf"), config=config)  # fmt: skip
        assert again.returncode == 0 and "(provisional)" in again.stdout, again.stderr
    refusals = {
        ("--period", "day", "--date", "2026-02-30"):
            "casino report: --date '2026-02-30' is not a date: write it as YYYY-MM-DD\n",
        ("--period", "day"): "casino report: --period needs --date YYYY-MM-DD\n",
        ("--period", "day", "--date", "2026-03-01", "--from", "2026-03-01"):
            "casino report: --from does not go with --period (it takes --date)\n",
        ("--shift", "1", "--date", "2026-03-01"):
            "casino report: --date does not go with --shift (it takes no date)\n",
    }  # fmt: skip
    for args, said in refusals.items():
        refused = _casino("report", *args, "--db", url, "--out", str(out), config=config)
        assert (refused.returncode, refused.stderr) == (2, said)
    both = _casino("report", "--period", "day", "--shift", "1", "--date", "2026-03-01",
                   "--db", url, "--out", str(out), config=config)  # fmt: skip
    assert both.returncode == 2 and both.stderr.count("\n") == 1
    assert "not allowed with argument" in both.stderr
    word = _casino("report", "--period", "week", "--date", "2026-03-01", "--db", url, "--out",
                   str(out), config=config)  # fmt: skip
    assert word.returncode == 2 and "invalid choice: 'week'" in word.stderr
