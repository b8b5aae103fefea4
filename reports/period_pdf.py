"""A report over a period (the gaming day, month to date or year to date) laid out as a PDF:
who and what (the head), the figures by game type and by table (drop recorded and counted,
win, hold, hands, handle, fees), each line's hold check with its band, the shifts the
figures add up, and the signature lines of those who review it.

Layout only: every figure comes from the ``PeriodReport`` as given, formatted by
``reports.text``; the page furniture is ``reports.layout``'s, as on the shift report.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Spacer, Table

from casino import __version__
from casino.services.reports.period_model import (
    DAY,
    YTD,
    HoldCheck,
    PeriodLine,
    PeriodReport,
    report_id,
)
from reports import layout, style
from reports.charts import game_name
from reports.holds_pdf import STATUS_NAMES, hold_rows, method_notes
from reports.layout import Masthead, fill, grid, p, signature_lines
from reports.text import NONE, Clock, count, money, percent, plural

SHIFT_LIST_UP_TO = 100
"""A period of more shifts than this (a year) says how many instead of listing them."""


def span_text(report: PeriodReport) -> str:
    """``Sun 01 Mar 2026`` or ``Sun 01 Mar 2026 to Mon 02 Mar 2026``."""
    if report.first == report.last:
        return f"{report.first:%a %d %b %Y}"
    return f"{report.first:%a %d %b %Y} to {report.last:%a %d %b %Y}"


def render(report: PeriodReport, printed_at: datetime) -> bytes:
    """The report as PDF bytes; ``printed_at`` goes in the foot of each page."""
    clock = Clock(report.zone)
    rid = report_id(report)
    warning = ""
    if report.provisional:
        warning = "PROVISIONAL: " + (
            "the gaming day is not over" if not report.day_over else "a shift or table is open"
        )
    masthead = Masthead(
        casino=report.casino,
        what=f"{report.title} \u00b7 {span_text(report)}",
        report_id=rid,
        foot=f"Printed {clock.stamp(printed_at)} by casino-console {__version__}"
        f" \u00b7 times in {clock.name}",
        warning=warning,
    )
    with layout.uncollected():
        return layout.render(
            _story(report, rid, clock),
            masthead,
            title=f"{report.title} {report.last:%Y-%m-%d} ({rid})",
            subject=f"{report.title}: gaming days {report.first} to {report.last}",
        )


def _story(report: PeriodReport, rid: str, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = []
    story += _head(report, rid, clock)
    story += _games(report)
    story += _tables(report)
    story += _holds(report)
    story += _shifts(report, clock)
    story += _signatures()
    return story


def _units(report: PeriodReport) -> int:
    return report.total.minor_units if report.total is not None else 100


def _head(report: PeriodReport, rid: str, clock: Clock) -> list[Flowable]:
    days = (report.last - report.first).days + 1
    currencies = sorted({t.currency for t in report.tables}) or [NONE]
    if report.provisional:
        status = "provisional: " + (
            "the gaming day was not over"
            if not report.day_over
            else "a shift or a table was still open"
        )
    else:
        status = "final: every shift of the period closed"
    gaming_day = "06:00 to 06:00 local time"
    block = layout.pairs(
        [
            ("Casino", report.casino, "Report", rid),
            ("Period", f"{span_text(report)} ({plural(days, 'gaming day')})",
             "Figures as at", clock.stamp(report.as_of)),
            ("Gaming day", gaming_day, "Amounts in", ", ".join(currencies)),
            ("Shifts", str(len(report.shifts)), "Tables", str(len(report.tables))),
            ("Status", status, "Asked for", f"{report.day:%Y-%m-%d}"),
            ("Pit settings", report.pit_settings or NONE, "", ""),
        ]
    )  # fmt: skip
    story: list[Flowable] = [
        p(f"{report.title} report", style.TITLE),
        Spacer(0, 2),
        p(f"{span_text(report)} \u00b7 {report.casino}", style.SUBTITLE),
        Spacer(0, 8),
        block,
    ]
    if report.provisional:
        story += [
            Spacer(0, 6),
            p("Provisional: figures will move. A table without its closer has no win yet "
              f"({NONE}), and nor has its game or the casino until all do.", style.ALERT),
        ]  # fmt: skip
    if report.total is None and report.tables:
        story += [
            Spacer(0, 4),
            p("Tables play in more than one currency: the casino's total is not added up.",
              style.ALERT),
        ]  # fmt: skip
    return story


def _money_row(line: PeriodLine, name: Any, game: str, check: HoldCheck | None) -> list[Any]:
    units = line.minor_units
    counted = (
        money(line.counted_drop, units)
        if line.counted_drop is not None
        else (f"{line.counted_sessions}/{line.sessions}" if line.counted_sessions else NONE)
    )
    return [
        name,
        game,
        money(line.drop, units),
        counted,
        money(line.win, units),
        percent(line.hold_percent),
        money(line.ledger_win, units),
        STATUS_NAMES.get(check.status, check.status) if check is not None else "",
    ]


def _money_table(
    lines: Sequence[tuple[PeriodLine, Any, str, HoldCheck | None]],
    total: PeriodLine | None,
    second: str,
) -> Table:
    rows: list[list[Any]] = [
        ["", second, "Drop", "Counted drop", "Win", "Hold", "Wager log win", "Hold check"]
    ]
    rows += [_money_row(*line) for line in lines]
    if total is not None:
        rows.append(_money_row(total, "Casino", plural(total.tables, "table"), None))
    widths = fill([22 * mm, 24 * mm, 22 * mm, 22 * mm, 22 * mm, 15 * mm, 22 * mm])
    table = grid(rows, widths, total_row=total is not None, numeric_from=2)
    table.setStyle([("ALIGN", (7, 0), (7, -1), "CENTER")])
    for row, (_line, _name, _game, check) in enumerate(lines, start=1):
        if check is not None and check.flagged:
            table.setStyle(
                [("TEXTCOLOR", (7, row), (7, row), style.WARNING),
                 ("FONT", (7, row), (7, row), style.BOLD, 8.5)]
            )  # fmt: skip
    return table


def _play_row(line: PeriodLine, name: Any, shifts: str) -> list[Any]:
    units = line.minor_units
    return [
        name,
        shifts,
        count(line.hands),
        f"{line.hours:,.2f}",
        money(line.handle, units),
        money(line.commission, units),
        money(line.rake, units),
        money(line.time_charges, units),
        money(line.fees, units),
    ]


def _play_table(lines: Sequence[tuple[PeriodLine, Any, str]], total: PeriodLine | None) -> Table:
    rows: list[list[Any]] = [
        ["", "Shifts", "Hands", "Hours", "Handle", "Commission", "Rake", "Time charges", "Fees"]
    ]
    rows += [_play_row(*line) for line in lines]
    if total is not None:
        rows.append(_play_row(total, "Casino", count(total.shifts)))
    widths = fill([22 * mm, 14 * mm, 15 * mm, 16 * mm, 25 * mm, 21 * mm, 19 * mm, 21 * mm])
    return grid(rows, widths, total_row=total is not None, numeric_from=1)


def _games(report: PeriodReport) -> list[Flowable]:
    story: list[Flowable] = [p("By game type", style.H1)]
    if not report.tables:
        return [*story, p("No table was opened in a shift of this period.", style.BODY)]
    lines = [
        (g, p(game_name(g.game)), plural(g.tables, "table"), report.hold_of("game", g.name))
        for g in report.games
    ]
    story += [
        _money_table(lines, report.total, "Tables"),
        Spacer(0, 6),
        _play_table(
            [(g, p(game_name(g.game)), count(g.shifts)) for g in report.games], report.total
        ),
        Spacer(0, 3),
        p(
            "Win = drop + closer + credits \u2212 opener \u2212 fills, per shift and table, on "
            "the counted drop once all of that shift's boxes of the table are counted (on the "
            "recorded cash buy-ins until then), then added up. Hold = win / that drop. "
            "Counted drop: the count room's, once every box of the line is counted (counted/"
            "sessions while some wait). Wager log win: the house's result from the wager log. "
            "Handle = money put in play; fees = commission + rake + time charges. Shifts: a "
            "game's figure counts each table's shifts.",
            style.SMALL,
        ),
    ]
    return story


def _tables(report: PeriodReport) -> list[Flowable]:
    if not report.tables:
        return []
    lines = [
        (t, p(t.name), game_name(t.game), report.hold_of("table", t.name)) for t in report.tables
    ]
    return [
        CondPageBreak(50 * mm),
        p("By table", style.H1),
        _money_table(lines, None, "Game"),
        Spacer(0, 6),
        _play_table([(t, p(t.name), count(t.shifts)) for t in report.tables], None),
        Spacer(0, 3),
        p(
            "A table with a session still open has no win yet; its drop and play so far are shown.",
            style.SMALL,
        ),
    ]


def _holds(report: PeriodReport) -> list[Flowable]:
    if not report.holds:
        return []
    checks = [h for h in report.holds if h.scope == "game"] + [
        h for h in report.holds if h.scope == "table"
    ]
    story: list[Flowable] = [CondPageBreak(60 * mm), p("Hold checks", style.H1)]
    story.append(hold_rows(checks))
    story.append(Spacer(0, 3))
    story += method_notes(checks)
    flagged = [h for h in checks if h.flagged]
    if flagged:
        names = ", ".join(
            f"{h.subject if h.scope == 'table' else game_name(h.game)} ({STATUS_NAMES[h.status]})"
            for h in flagged
        )
        story.insert(2, p(f"Outside the expected band: {names}.", style.ALERT))
    return story


def _shifts(report: PeriodReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p("Shifts in the period", style.H1)]
    if not report.shifts:
        return [*story, p("No shift was opened on these gaming days.", style.BODY)]
    if len(report.shifts) > SHIFT_LIST_UP_TO or report.kind == YTD:
        days = len({s.gaming_day for s in report.shifts})
        return [
            *story,
            p(
                f"{plural(len(report.shifts), 'shift')} on {plural(days, 'gaming day')}, from "
                f"shift {report.shifts[0].shift_id} ({report.shifts[0].gaming_day:%d %b %Y}) "
                f"to shift {report.shifts[-1].shift_id} "
                f"({report.shifts[-1].gaming_day:%d %b %Y}). Each has its own shift report.",
                style.BODY,
            ),
        ]
    rows: list[list[Any]] = [["Shift", "Name", "Gaming day", "Opened", "Closed"]]
    for s in report.shifts:
        rows.append(
            [
                str(s.shift_id),
                p(s.name),
                f"{s.gaming_day:%a %d %b %Y}",
                clock.stamp(s.opened_at),
                clock.stamp(s.closed_at) if s.closed_at is not None else "still open",
            ]
        )
    table = grid(rows, fill([14 * mm, 40 * mm, 30 * mm, 42 * mm]), numeric_from=5)
    table.setStyle([("ALIGN", (0, 0), (0, -1), "RIGHT")])
    note = "The figures above add up these shifts' reports, table by table."
    if report.kind == DAY:
        note += " A shift belongs to the gaming day it opened in (06:00 to 06:00 local time)."
    return [*story, table, Spacer(0, 3), p(note, style.SMALL)]


def _signatures() -> list[Flowable]:
    table = signature_lines(
        [f"{role} (name)" for role in ("Prepared by (accounting)", "Reviewed by (pit manager)")]
    )
    return [KeepTogether([p("Signatures", style.H1), table])]
