"""The exceptions report laid out as a PDF: for a span of gaming days, everything that did
not go as it should and who saw to it, in the order a regulator's auditor reads it: a
summary, then the openers that differed from the table's last closer, holds outside their
band, voided slips, count-room variances, hand corrections and patron complaints.

Layout only: every figure comes from the ``ExceptionsReport`` as given.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Spacer

from casino import __version__
from casino.services.reports.period_model import ExceptionsReport, report_id
from reports import accounting_pdf, layout, style
from reports.holds_pdf import hold_rows, method_notes, subject
from reports.layout import Masthead, fill, grid, p
from reports.text import NONE, Clock, count, money, plural, signed_money


def span_text(report: ExceptionsReport) -> str:
    if report.first == report.last:
        return f"{report.first:%a %d %b %Y}"
    return f"{report.first:%a %d %b %Y} to {report.last:%a %d %b %Y}"


def render(report: ExceptionsReport, printed_at: datetime) -> bytes:
    """The report as PDF bytes; ``printed_at`` goes in the foot of each page."""
    clock = Clock(report.zone)
    rid = report_id(report)
    masthead = Masthead(
        casino=report.casino,
        what=f"Exceptions report \u00b7 {span_text(report)}",
        report_id=rid,
        foot=f"Printed {clock.stamp(printed_at)} by casino-console {__version__}"
        f" \u00b7 times in {clock.name}",
    )
    with layout.uncollected():
        return layout.render(
            _story(report, rid, clock),
            masthead,
            title=f"Exceptions report {report.first} to {report.last} ({rid})",
            subject=f"Exceptions: gaming days {report.first} to {report.last}",
        )


def _story(report: ExceptionsReport, rid: str, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = []
    story += _head(report, rid, clock)
    story += _openers(report, clock)
    story += _holds(report)
    story += _slips(report, clock)
    story += _variances(report, clock)
    story += [CondPageBreak(40 * mm), p("At the tables", style.H1)]
    story += accounting_pdf.hand_corrections(
        report.corrections, lambda table: report.minor_units.get(table, 100), clock
    )
    story += accounting_pdf.complaints(report.complaints, clock)
    return story


def _head(report: ExceptionsReport, rid: str, clock: Clock) -> list[Flowable]:
    days = (report.last - report.first).days + 1
    block = layout.pairs(
        [
            ("Casino", report.casino, "Report", rid),
            ("Period", f"{span_text(report)} ({plural(days, 'gaming day')})", "As at",
             clock.stamp(report.as_of)),
            ("Sessions", f"{count(report.sessions)} table sessions", "Gaming day",
             "06:00 to 06:00 local time"),
            ("Pit settings", report.pit_settings or NONE, "", ""),
        ]
    )  # fmt: skip
    open_complaints = sum(1 for c in report.complaints if not c.resolved)
    variances = report.variances
    found: list[tuple[str, int, str, bool]] = [
        ("Openers that differ from the table's last closer", len(report.openers),
         f"{count(report.openers_checked)} openers checked", True),
        ("Holds outside their band", len(report.hold_exceptions),
         f"{count(len(report.holds))} lines judged or listed", True),
        ("Slips voided", len(report.voided_slips), "", False),
        ("Count-room variances open", len(report.open_variances),
         f"{plural(len(variances), 'variance')}, {plural(report.to_count, 'box', 'boxes')} "
         "still to count",
         True),
        ("Hand corrections", len(report.corrections), "", False),
        ("Patron complaints", len(report.complaints), f"{count(open_complaints)} open",
         False),
    ]  # fmt: skip
    rows: list[list[Any]] = [["What", "Found", "Of"]]
    rows += [[what, count(n), of] for what, n, of, _alarm in found]
    summary = grid(rows, fill([80 * mm, 18 * mm]), numeric_from=1)
    summary.setStyle([("ALIGN", (2, 0), (2, -1), "LEFT")])
    for row, (_what, n, _of, alarm) in enumerate(found, start=1):
        if alarm and n:
            summary.setStyle(
                [("TEXTCOLOR", (1, row), (1, row), style.WARNING),
                 ("FONT", (1, row), (1, row), style.BOLD, 8.5)]
            )  # fmt: skip
    return [
        p("Exceptions report", style.TITLE),
        Spacer(0, 2),
        p(f"{span_text(report)} \u00b7 {report.casino}", style.SUBTITLE),
        Spacer(0, 8),
        block,
        Spacer(0, 8),
        summary,
        Spacer(0, 3),
        p(
            "A table session belongs to the gaming day its shift opened in; so does every "
            "record made in it. A complaint recorded while its table was closed belongs to the "
            "gaming day it was recorded in.",
            style.SMALL,
        ),
    ]


def _openers(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [p("Openers against the last closer", style.H1)]
    if not report.openers:
        said = (
            f"Every one of the {count(report.openers_checked)} openers checked agreed with "
            "its table's last closer, chip for chip."
        )
        return [*story, p(said, style.BODY)]
    rows: list[list[Any]] = [
        ["Table", "Opened", "Last closer", "Opener", "Difference", "Chips that differ",
         "Level now", "Recorded at signing"]
    ]  # fmt: skip
    for o in report.openers:
        units = o.minor_units
        if o.recorded_level is None:
            recorded = "NO RECORD"
        else:
            recorded = f"{accounting_pdf.level_name(o.recorded_level)}, seen by {o.seen_by}"
        chips = accounting_pdf.chip_lines(o.lines, units) or "agree now (recounted)"
        rows.append(
            [
                p(o.table),
                p(f"{clock.stamp(o.opened_at)} ({o.shift})", style.SMALL),
                money(o.closer_total, units),
                money(o.opener_total, units),
                signed_money(o.difference, units),
                p(chips, style.SMALL),
                p(accounting_pdf.level_name(o.level) if o.lines else NONE),
                p(recorded),
            ]
        )
    widths = fill([14 * mm, 25 * mm, 20 * mm, 20 * mm, 18 * mm, 30 * mm, 20 * mm])
    table = grid(rows, widths, numeric_from=2)
    table.setStyle([("ALIGN", (5, 0), (-1, -1), "LEFT")])
    for row, o in enumerate(report.openers, start=1):
        if o.recorded_level is None or o.level in ("report", "regulator"):
            table.setStyle([("TEXTCOLOR", (4, row), (4, row), style.WARNING)])
    return [
        *story,
        table,
        Spacer(0, 2),
        p(
            "Computed from the counts as they stand (the newest recount of each), beside the "
            "discrepancy record made when the opener was signed: NO RECORD means none was "
            "made. " + accounting_pdf.thresholds_text(report.thresholds),
            style.SMALL,
        ),
    ]


def _holds(report: ExceptionsReport) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(50 * mm), p("Holds outside their band", style.H1)]
    flagged = report.hold_exceptions
    if flagged:
        story.append(hold_rows(flagged))
    else:
        judged = [h for h in report.holds if h.status in ("in band",)]
        story.append(
            p(f"None: every one of the {len(judged)} lines judged was within its band.",
              style.BODY)
        )  # fmt: skip
    unbanded = [h for h in report.holds if h.status == "no band"]
    if unbanded:
        names = ", ".join(subject(h) for h in unbanded)
        story.append(p(f"Not judged, no band configured: {names}.", style.ALERT))
    story.append(Spacer(0, 3))
    story += method_notes(report.holds)
    return story


def _slips(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p("Slips voided", style.H1)]
    if not report.voided_slips:
        return [*story, p("No slip was voided.", style.BODY)]
    rows: list[list[Any]] = [
        ["Slip", "Table", "Kind", "Amount", "Issued", "Reason", "Asked by", "Approved by", "At"]
    ]
    for v in report.voided_slips:
        number = v.number + (f" (manual, paper {v.printed_number})" if v.manual else "")
        rows.append(
            [
                p(number, style.SMALL),
                p(v.table),
                v.kind.capitalize(),
                money(v.total, v.minor_units),
                p(accounting_pdf.when(clock, v.issued_at), style.SMALL),
                p(v.void.reason),
                p(v.void.requested_by),
                p(v.void.approved_by),
                p(accounting_pdf.when(clock, v.void.at), style.SMALL),
            ]
        )
    widths = fill([28 * mm, 13 * mm, 12 * mm, 17 * mm, 15 * mm, 34 * mm, 18 * mm, 20 * mm])
    table = grid(rows, widths, numeric_from=3)
    table.setStyle([("ALIGN", (5, 0), (7, -1), "LEFT"), ("ALIGN", (4, 0), (4, -1), "CENTER")])
    return [
        *story,
        table,
        Spacer(0, 2),
        p("A voided slip stays on record and in its shift report, counted in no total.",
          style.SMALL),
    ]  # fmt: skip


def _variances(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p("Count-room variances", style.H1)]
    if not report.variances:
        story.append(p("Every box counted agreed with its recorded drop.", style.BODY))
    else:
        rows: list[list[Any]] = [
            ["Table", "Shift", "Recorded", "Counted", "Variance", "State", "Counted by",
             "Resolution"]
        ]  # fmt: skip
        for v in report.variances:
            units = v.minor_units
            resolution = f"{v.resolution} ({v.resolved_by})" if v.resolved_by else ""
            rows.append(
                [
                    p(v.table),
                    p(f"{v.shift}, {v.gaming_day:%d %b}", style.SMALL),
                    money(v.recorded, units),
                    money(v.counted, units),
                    signed_money(v.variance, units),
                    p(v.state),
                    p(f"{v.counted_by} and {v.witnessed_by}, {clock.stamp(v.counted_at)}",
                      style.SMALL),
                    p(resolution, style.SMALL),
                ]
            )  # fmt: skip
        widths = fill([13 * mm, 24 * mm, 19 * mm, 19 * mm, 17 * mm, 18 * mm, 32 * mm])
        table = grid(rows, widths, numeric_from=2)
        table.setStyle([("ALIGN", (5, 0), (-1, -1), "LEFT")])
        for row, v in enumerate(report.variances, start=1):
            if v.state != "resolved":
                table.setStyle([("TEXTCOLOR", (4, row), (4, row), style.WARNING)])
        story.append(table)
    if report.to_count:
        story.append(
            p(f"{plural(report.to_count, 'closed session')} of the period still to count.",
              style.SMALL)
        )  # fmt: skip
    return story
