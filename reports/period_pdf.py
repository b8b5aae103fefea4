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
from casino.i18n import N_, _, ngettext
from casino.i18n.numbers import format_date, long_date
from casino.services.pit.settings import stamp_words
from casino.services.reports.period_model import (
    DAY,
    MTD,
    YTD,
    HoldCheck,
    PeriodLine,
    PeriodReport,
    report_id,
)
from reports import layout, style
from reports.charts import game_name
from reports.holds_pdf import hold_rows, method_notes, status_name
from reports.layout import Masthead, fill, grid, p, signature_lines
from reports.text import NONE, Clock, count, fixed, money, percent

SHIFT_LIST_UP_TO = 100
"""A period of more shifts than this (a year) says how many instead of listing them."""


REPORT_TITLES = {
    DAY: N_("Gaming day report"),
    MTD: N_("Month to date report"),
    YTD: N_("Year to date report"),
}


def title(report: PeriodReport) -> str:
    """``Gaming day`` (the period's name, ``PERIOD_NAMES``), as a person reads it."""
    return _(report.title)


def span_text(report: PeriodReport) -> str:
    """``Sun 1 Mar 2026`` or ``Sun 1 Mar 2026 to Mon 2 Mar 2026``."""
    if report.first == report.last:
        return long_date(report.first)
    return _("{first} to {last}").format(first=long_date(report.first), last=long_date(report.last))


def gaming_days(days: int) -> str:
    return ngettext("{n} gaming day", "{n} gaming days", days).format(n=count(days))


def tables_text(tables: int) -> str:
    return ngettext("{n} table", "{n} tables", tables).format(n=count(tables))


def render(report: PeriodReport, printed_at: datetime) -> bytes:
    """The report as PDF bytes; ``printed_at`` goes in the foot of each page."""
    clock = Clock(report.zone)
    rid = report_id(report)
    warning = ""
    if report.provisional:
        warning = (
            _("PROVISIONAL: the gaming day is not over")
            if not report.day_over
            else _("PROVISIONAL: a shift or table is open")
        )
    masthead = Masthead(
        casino=report.casino,
        what=f"{title(report)} \u00b7 {span_text(report)}",
        report_id=rid,
        foot=_("Printed {when} by casino-console {version} \u00b7 times in {zone}").format(
            when=clock.stamp(printed_at), version=__version__, zone=clock.name
        ),
        warning=warning,
    )
    with layout.uncollected():
        return layout.render(
            _story(report, rid, clock),
            masthead,
            title=f"{title(report)} {format_date(report.last)} ({rid})",
            subject=_("{period}: gaming days {first} to {last}").format(
                period=title(report), first=format_date(report.first), last=format_date(report.last)
            ),
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
        status = (
            _("provisional: the gaming day was not over")
            if not report.day_over
            else _("provisional: a shift or a table was still open")
        )
    else:
        status = _("final: every shift of the period closed")
    gaming_day = _("06:00 to 06:00 local time")
    block = layout.pairs(
        [
            (_("Casino"), report.casino, _("Report"), rid),
            (_("Period"), f"{span_text(report)} ({gaming_days(days)})",
             _("Figures as at"), clock.stamp(report.as_of)),
            (_("Gaming day"), gaming_day, _("Amounts in"), ", ".join(currencies)),
            (_("Shifts"), count(len(report.shifts)), _("Tables"), count(len(report.tables))),
            (_("Status"), status, _("Asked for"), format_date(report.day)),
            (_("Pit settings"), stamp_words(report.pit_settings) or NONE, "", ""),
        ]
    )  # fmt: skip
    report_title = REPORT_TITLES.get(report.kind)
    story: list[Flowable] = [
        p(_(report_title) if report_title else title(report), style.TITLE),
        Spacer(0, 2),
        p(f"{span_text(report)} \u00b7 {report.casino}", style.SUBTITLE),
        Spacer(0, 8),
        block,
    ]
    if report.provisional:
        story += [
            Spacer(0, 6),
            p(_("Provisional: figures will move. A table without its closer has no win yet "
                "({none}), and nor has its game or the casino until all do.").format(none=NONE),
              style.ALERT),
        ]  # fmt: skip
    if report.total is None and report.tables:
        story += [
            Spacer(0, 4),
            p(_("Tables play in more than one currency: the casino's total is not added up."),
              style.ALERT),
        ]  # fmt: skip
    return story


def _money_row(line: PeriodLine, name: Any, game: str, check: HoldCheck | None) -> list[Any]:
    units = line.minor_units
    counted = (
        money(line.counted_drop, units)
        if line.counted_drop is not None
        else (
            f"{count(line.counted_sessions)}/{count(line.sessions)}"
            if line.counted_sessions
            else NONE
        )
    )
    return [
        name,
        game,
        money(line.drop, units),
        counted,
        money(line.win, units),
        percent(line.hold_percent),
        money(line.ledger_win, units),
        status_name(check.status) if check is not None else "",
    ]


def _money_table(
    lines: Sequence[tuple[PeriodLine, Any, str, HoldCheck | None]],
    total: PeriodLine | None,
    second: str,
) -> Table:
    rows: list[list[Any]] = [
        ["", second, _("Drop"), _("Counted drop"), _("Win"), _("Hold"), _("Wager log win"),
         _("Hold check")]
    ]  # fmt: skip
    rows += [_money_row(*line) for line in lines]
    if total is not None:
        rows.append(_money_row(total, _("Casino"), tables_text(total.tables), None))
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
        fixed(line.hours),
        money(line.handle, units),
        money(line.commission, units),
        money(line.rake, units),
        money(line.time_charges, units),
        money(line.fees, units),
    ]


def _play_table(lines: Sequence[tuple[PeriodLine, Any, str]], total: PeriodLine | None) -> Table:
    rows: list[list[Any]] = [
        ["", _("Shifts"), _("Hands"), _("Hours"), _("Handle"), _("Commission"), _("Rake"),
         _("Time charges"), _("Fees")]
    ]  # fmt: skip
    rows += [_play_row(*line) for line in lines]
    if total is not None:
        rows.append(_play_row(total, _("Casino"), count(total.shifts)))
    widths = fill([22 * mm, 14 * mm, 15 * mm, 16 * mm, 25 * mm, 21 * mm, 19 * mm, 21 * mm])
    return grid(rows, widths, total_row=total is not None, numeric_from=1)


def _games(report: PeriodReport) -> list[Flowable]:
    story: list[Flowable] = [p(_("By game type"), style.H1)]
    if not report.tables:
        return [*story, p(_("No table was opened in a shift of this period."), style.BODY)]
    lines = [
        (g, p(game_name(g.game)), tables_text(g.tables), report.hold_of("game", g.name))
        for g in report.games
    ]
    story += [
        _money_table(lines, report.total, _("Tables")),
        Spacer(0, 6),
        _play_table(
            [(g, p(game_name(g.game)), count(g.shifts)) for g in report.games], report.total
        ),
        Spacer(0, 3),
        p(
            _(
                "Win = drop + closer + credits \u2212 opener \u2212 fills, per shift and table, on "
                "the counted drop once all of that shift's boxes of the table are counted (on the "
                "recorded cash buy-ins until then), then added up. Hold = win / that drop. "
                "Counted drop: the count room's, once every box of the line is counted (counted/"
                "sessions while some wait). Wager log win: the house's result from the wager log. "
                "Handle = money put in play; fees = commission + rake + time charges. Shifts: a "
                "game's figure counts each table's shifts."
            ),
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
        p(_("By table"), style.H1),
        _money_table(lines, None, _("Game")),
        Spacer(0, 6),
        _play_table([(t, p(t.name), count(t.shifts)) for t in report.tables], None),
        Spacer(0, 3),
        p(
            _(
                "A table with a session still open has no win yet; its drop and play so far are "
                "shown."
            ),
            style.SMALL,
        ),
    ]


def _holds(report: PeriodReport) -> list[Flowable]:
    if not report.holds:
        return []
    checks = [h for h in report.holds if h.scope == "game"] + [
        h for h in report.holds if h.scope == "table"
    ]
    story: list[Flowable] = [CondPageBreak(60 * mm), p(_("Hold checks"), style.H1)]
    story.append(hold_rows(checks))
    story.append(Spacer(0, 3))
    story += method_notes(checks)
    flagged = [h for h in checks if h.flagged]
    if flagged:
        names = ", ".join(
            f"{h.subject if h.scope == 'table' else game_name(h.game)} ({status_name(h.status)})"
            for h in flagged
        )
        story.insert(
            2, p(_("Outside the expected band: {names}.").format(names=names), style.ALERT)
        )
    return story


def _shifts(report: PeriodReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p(_("Shifts in the period"), style.H1)]
    if not report.shifts:
        return [*story, p(_("No shift was opened on these gaming days."), style.BODY)]
    if len(report.shifts) > SHIFT_LIST_UP_TO or report.kind == YTD:
        days = len({s.gaming_day for s in report.shifts})
        return [
            *story,
            p(
                ngettext(
                    "{n} shift on {days}, from shift {first} ({first_day}) to shift {last} "
                    "({last_day}). Each has its own shift report.",
                    "{n} shifts on {days}, from shift {first} ({first_day}) to shift {last} "
                    "({last_day}). Each has its own shift report.",
                    len(report.shifts),
                ).format(
                    n=count(len(report.shifts)),
                    days=gaming_days(days),
                    first=report.shifts[0].shift_id,
                    first_day=long_date(report.shifts[0].gaming_day),
                    last=report.shifts[-1].shift_id,
                    last_day=long_date(report.shifts[-1].gaming_day),
                ),
                style.BODY,
            ),
        ]
    rows: list[list[Any]] = [[_("Shift"), _("Name"), _("Gaming day"), _("Opened"), _("Closed")]]
    for s in report.shifts:
        rows.append(
            [
                str(s.shift_id),
                p(s.name),
                long_date(s.gaming_day),
                clock.stamp(s.opened_at),
                clock.stamp(s.closed_at) if s.closed_at is not None else _("still open"),
            ]
        )
    table = grid(rows, fill([14 * mm, 40 * mm, 30 * mm, 42 * mm]), numeric_from=5)
    table.setStyle([("ALIGN", (0, 0), (0, -1), "RIGHT")])
    note = _("The figures above add up these shifts' reports, table by table.")
    if report.kind == DAY:
        note += " " + _(
            "A shift belongs to the gaming day it opened in (06:00 to 06:00 local time)."
        )
    return [*story, table, Spacer(0, 3), p(note, style.SMALL)]


def _signatures() -> list[Flowable]:
    table = signature_lines(
        [_("Prepared by (accounting) (name)"), _("Reviewed by (pit manager) (name)")]
    )
    return [KeepTogether([p(_("Signatures"), style.H1), table])]
