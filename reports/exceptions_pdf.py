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
from casino.i18n import _, ngettext
from casino.i18n.numbers import format_date, long_date
from casino.services.pit.settings import stamp_words
from casino.services.reports.period_model import ExceptionsReport, report_id
from reports import accounting_pdf, layout, style
from reports.holds_pdf import hold_rows, method_notes, subject
from reports.layout import Masthead, fill, grid, p
from reports.shift_pdf import SLIP_KINDS, kind_name
from reports.text import NONE, Clock, count, day_month, money, signed_money


def span_text(report: ExceptionsReport) -> str:
    if report.first == report.last:
        return long_date(report.first)
    return _("{first} to {last}").format(first=long_date(report.first), last=long_date(report.last))


def render(report: ExceptionsReport, printed_at: datetime) -> bytes:
    """The report as PDF bytes; ``printed_at`` goes in the foot of each page."""
    clock = Clock(report.zone)
    rid = report_id(report)
    masthead = Masthead(
        casino=report.casino,
        what=_("Exceptions report \u00b7 {span}").format(span=span_text(report)),
        report_id=rid,
        foot=_("Printed {when} by casino-console {version} \u00b7 times in {zone}").format(
            when=clock.stamp(printed_at), version=__version__, zone=clock.name
        ),
    )
    with layout.uncollected():
        return layout.render(
            _story(report, rid, clock),
            masthead,
            title=_("Exceptions report {first} to {last} ({report})").format(
                first=format_date(report.first), last=format_date(report.last), report=rid
            ),
            subject=_("Exceptions: gaming days {first} to {last}").format(
                first=format_date(report.first), last=format_date(report.last)
            ),
        )


def _story(report: ExceptionsReport, rid: str, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = []
    story += _head(report, rid, clock)
    story += _openers(report, clock)
    story += _holds(report)
    story += _slips(report, clock)
    story += _variances(report, clock)
    story += [CondPageBreak(40 * mm), p(_("At the tables"), style.H1)]
    story += accounting_pdf.hand_corrections(
        report.corrections, lambda table: report.minor_units.get(table, 100), clock
    )
    story += accounting_pdf.complaints(report.complaints, clock)
    return story


def _head(report: ExceptionsReport, rid: str, clock: Clock) -> list[Flowable]:
    days = (report.last - report.first).days + 1
    block = layout.pairs(
        [
            (_("Casino"), report.casino, _("Report"), rid),
            (_("Period"),
             f"{span_text(report)} (" + ngettext("{n} gaming day", "{n} gaming days", days)
             .format(n=count(days)) + ")",
             _("As at"), clock.stamp(report.as_of)),
            (_("Sessions"),
             ngettext("{n} table session", "{n} table sessions", report.sessions)
             .format(n=count(report.sessions)),
             _("Gaming day"), _("06:00 to 06:00 local time")),
            (_("Pit settings"), stamp_words(report.pit_settings) or NONE, "", ""),
        ]
    )  # fmt: skip
    open_complaints = sum(1 for c in report.complaints if not c.resolved)
    variances = report.variances
    found: list[tuple[str, int, str, bool]] = [
        (_("Openers that differ from the table's last closer"), len(report.openers),
         ngettext("{n} opener checked", "{n} openers checked", report.openers_checked)
         .format(n=count(report.openers_checked)), True),
        (_("Holds outside their band"), len(report.hold_exceptions),
         ngettext("{n} line judged or listed", "{n} lines judged or listed", len(report.holds))
         .format(n=count(len(report.holds))), True),
        (_("Slips voided"), len(report.voided_slips), "", False),
        (_("Count-room variances open"), len(report.open_variances),
         ngettext("{n} variance", "{n} variances", len(variances))
         .format(n=count(len(variances))) + ", "
         + ngettext("{n} box still to count", "{n} boxes still to count", report.to_count)
         .format(n=count(report.to_count)),
         True),
        (_("Hand corrections"), len(report.corrections), "", False),
        (_("Patron complaints"), len(report.complaints),
         _("{n} open").format(n=count(open_complaints)), False),
    ]  # fmt: skip
    rows: list[list[Any]] = [[_("What"), _("Found"), _("Of")]]
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
        p(_("Exceptions report"), style.TITLE),
        Spacer(0, 2),
        p(f"{span_text(report)} \u00b7 {report.casino}", style.SUBTITLE),
        Spacer(0, 8),
        block,
        Spacer(0, 8),
        summary,
        Spacer(0, 3),
        p(
            _(
                "A table session belongs to the gaming day its shift opened in; so does every "
                "record made in it. A complaint recorded while its table was closed belongs to the "
                "gaming day it was recorded in."
            ),
            style.SMALL,
        ),
    ]


def _openers(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [p(_("Openers against the last closer"), style.H1)]
    if not report.openers:
        said = ngettext(
            "The {n} opener checked agreed with its table's last closer, chip for chip.",
            "Every one of the {n} openers checked agreed with its table's last closer, chip "
            "for chip.",
            report.openers_checked,
        ).format(n=count(report.openers_checked))
        return [*story, p(said, style.BODY)]
    rows: list[list[Any]] = [
        [_("Table"), _("Opened"), _("Last closer"), _("Opener"), _("Difference"),
         _("Chips that differ"), _("Level now"), _("Recorded at signing")]
    ]  # fmt: skip
    for o in report.openers:
        units = o.minor_units
        if o.recorded_level is None:
            recorded = _("NO RECORD")
        else:
            recorded = _("{level}, seen by {who}").format(
                level=accounting_pdf.level_name(o.recorded_level), who=o.seen_by
            )
        chips = accounting_pdf.chip_lines(o.lines, units) or _("agree now (recounted)")
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
            _(
                "Computed from the counts as they stand (the newest recount of each), beside "
                "the discrepancy record made when the opener was signed: NO RECORD means none "
                "was made."
            )
            + " "
            + accounting_pdf.thresholds_text(report.thresholds),
            style.SMALL,
        ),
    ]


def _holds(report: ExceptionsReport) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(50 * mm), p(_("Holds outside their band"), style.H1)]
    flagged = report.hold_exceptions
    if flagged:
        story.append(hold_rows(flagged))
    else:
        judged = [h for h in report.holds if h.status in ("in band",)]
        story.append(
            p(ngettext("None: the {n} line judged was within its band.",
                       "None: every one of the {n} lines judged was within its band.",
                       len(judged)).format(n=count(len(judged))),
              style.BODY)
        )  # fmt: skip
    unbanded = [h for h in report.holds if h.status == "no band"]
    if unbanded:
        names = ", ".join(subject(h) for h in unbanded)
        story.append(
            p(_("Not judged, no band configured: {names}.").format(names=names), style.ALERT)
        )
    story.append(Spacer(0, 3))
    story += method_notes(report.holds)
    return story


def _slips(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p(_("Slips voided"), style.H1)]
    if not report.voided_slips:
        return [*story, p(_("No slip was voided."), style.BODY)]
    rows: list[list[Any]] = [
        [_("Slip"), _("Table"), _("Kind"), _("Amount"), _("Issued"), _("Reason"), _("Asked by"),
         _("Approved by"), _("At")]
    ]  # fmt: skip
    for v in report.voided_slips:
        number = (
            _("{number} (manual, paper {paper})").format(number=v.number, paper=v.printed_number)
            if v.manual
            else v.number
        )
        rows.append(
            [
                p(number, style.SMALL),
                p(v.table),
                kind_name(v.kind, SLIP_KINDS),
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
        p(_("A voided slip stays on record and in its shift report, counted in no total."),
          style.SMALL),
    ]  # fmt: skip


def _variances(report: ExceptionsReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(40 * mm), p(_("Count-room variances"), style.H1)]
    if not report.variances:
        story.append(p(_("Every box counted agreed with its recorded drop."), style.BODY))
    else:
        rows: list[list[Any]] = [
            [_("Table"), _("Shift"), _("Recorded"), _("Counted"), _("Variance"), _("State"),
             _("Counted by"), _("Resolution")]
        ]  # fmt: skip
        for v in report.variances:
            units = v.minor_units
            resolution = f"{v.resolution} ({v.resolved_by})" if v.resolved_by else ""
            rows.append(
                [
                    p(v.table),
                    p(f"{v.shift}, {day_month(v.gaming_day)}", style.SMALL),
                    money(v.recorded, units),
                    money(v.counted, units),
                    signed_money(v.variance, units),
                    p(accounting_pdf.state_name(v.state)),
                    p(_("{who} and {witness}, {when}").format(
                        who=v.counted_by, witness=v.witnessed_by, when=clock.stamp(v.counted_at)),
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
            p(ngettext("{n} closed session of the period still to count.",
                       "{n} closed sessions of the period still to count.",
                       report.to_count).format(n=count(report.to_count)),
              style.SMALL)
        )  # fmt: skip
    return story
