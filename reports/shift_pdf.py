"""The shift report laid out as a PDF: the document a pit files at the end of a shift.

The order is the order an auditor reads in: who and when (the head), the pit's totals and
the two charts, then each table's count, play, rules and dealers, then the players (the best
by theo, their results, the advantage-play flags), then everything that was
voided or corrected and why, the hash chain heads to check the record against, and last the
signatures. Every page carries the casino, the shift, the report's id and "page X of Y".

Layout only: every figure comes from the ``ShiftReport`` as given, formatted by
``reports.text``. Invariant mode (fixed document date and id) and the standard fonts make the
bytes depend on the report alone, so a reprint is the same file.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Spacer, Table

from casino import __version__
from casino.i18n import N_, _, ngettext
from casino.services.pit.settings import stamp_words
from casino.services.reports.model import (
    PlayerRow,
    PlayersSection,
    PlayersTotal,
    ShiftReport,
    TableReport,
    hours_of,
)
from casino.services.reports.prints import PrintStamp
from casino.services.reports.words import difference_words, seat_words
from reports import accounting_pdf, faults_pdf, layout, style
from reports.charts import game_name, hold_by_table, win_by_hour
from reports.layout import Masthead, signature_lines
from reports.text import NONE, Clock, count, decimal, fixed, hours, money, percent, signed_money


def render(report: ShiftReport, stamp: PrintStamp) -> bytes:
    """The report as PDF bytes, the same bytes every time for the same report and stamp."""
    clock = Clock(report.zone)
    masthead = Masthead(
        casino=report.casino,
        what=_("Shift report \u00b7 shift {shift}: {name}").format(
            shift=report.shift_id, name=report.name
        ),
        report_id=stamp.report_id,
        foot=_("Printed {when} by casino-console {version} \u00b7 times in {zone}").format(
            when=clock.stamp(stamp.printed_at), version=__version__, zone=clock.name
        ),
        warning=_("PROVISIONAL: the shift is still open") if report.provisional else "",
    )
    with layout.uncollected():
        return layout.render(
            _story(report, stamp, clock),
            masthead,
            title=_("Shift report {name} ({report})").format(
                name=report.name, report=stamp.report_id
            ),
            subject=_("Shift {shift}: {name}").format(shift=report.shift_id, name=report.name),
        )


# -- the story ----------------------------------------------------------------------------------


def _story(report: ShiftReport, stamp: PrintStamp, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = []
    story += _head(report, stamp, clock)
    story += _pit(report)
    story += _charts(report)
    for table in report.tables:
        story.append(CondPageBreak(90 * mm))
        story += _table_section(table, clock, report.thresholds)
    if report.players is not None:
        story += _players(report.players, clock)
    story += _voids_and_corrections(report, clock)
    units = {t.table: t.minor_units for t in report.tables}
    story += accounting_pdf.hand_corrections(
        [c for t in report.tables for c in t.hand_corrections],
        lambda table: units.get(table, 100),
        clock,
    )
    story += accounting_pdf.complaints([c for t in report.tables for c in t.complaints], clock)
    story += faults_pdf.faults(report.faults, clock)
    story += _chains(report, stamp, clock)
    story += _signatures(report)
    return story


_p = layout.p
_grid = layout.grid


def _head(report: ShiftReport, stamp: PrintStamp, clock: Clock) -> list[Flowable]:
    end = report.closed_at
    duration = (end or report.as_of or report.opened_at) - report.opened_at
    status = (
        _("closed by {who} at {when}").format(who=report.closed_by, when=clock.stamp(end))
        if end is not None
        else _("still open; figures as at {when}").format(when=clock.stamp(report.as_of))
    )
    currencies = sorted(report.currencies)
    currency = ", ".join(c for c, _ in currencies) or NONE
    first_print = clock.stamp(stamp.printed_at)
    pairs = [
        [_("Casino"), report.casino, _("Report"), stamp.report_id],
        [_("Shift"), f"{report.shift_id}: {report.name}", _("First printed"), first_print],
        [_("Date"), clock.date(report.opened_at), _("Amounts in"), currency],
        [
            _("Hours"),
            f"{clock.span(report.opened_at, end)} ({hours(duration.total_seconds())})",
            _("Tables"),
            count(len(report.tables)),
        ],
        [_("Opened by"), report.opened_by, _("Status"), status],
        [_("Pit settings"), stamp_words(report.pit_settings) or NONE, "", ""],
    ]
    block = Table(
        [[_p(a, style.LABEL), _p(b), _p(c, style.LABEL), _p(d)] for a, b, c, d in pairs],
        colWidths=[22 * mm, 68 * mm, 24 * mm, style.WIDTH - 114 * mm],
        hAlign="LEFT",
    )
    block.setStyle(style.pairs())
    story: list[Flowable] = [
        _p(_("Shift report"), style.TITLE),
        Spacer(0, 2),
        _p(f"{report.name} \u00b7 {report.casino}", style.SUBTITLE),
        Spacer(0, 8),
        block,
    ]
    if report.provisional:
        story += [
            Spacer(0, 6),
            _p(
                _(
                    "Provisional: the shift is still open. Tables without a closer count have "
                    "no win yet, and the figures will change; print again once the shift is "
                    "closed."
                ),
                style.ALERT,
            ),
        ]
    if len(currencies) > 1:
        story += [
            Spacer(0, 4),
            _p(
                _("Tables play in more than one currency: pit totals are not added up."),
                style.ALERT,
            ),
        ]
    return story


def _pit(report: ShiftReport) -> list[Flowable]:
    units = next(iter(report.currencies), ("", 100))[1]
    single = len(report.currencies) <= 1
    header = [_("Table"), _("Game"), _("Hands"), _("Hours"), _("Drop"), _("Win"), _("Hold"),
              _("Handle"), _("Hands/h")]  # fmt: skip
    rows: list[list[Any]] = [header]
    for t in report.tables:
        rows.append(
            [
                _p(t.table),
                game_name(t.game),
                count(t.hands),
                fixed(t.hours),
                money(t.booked_drop, t.minor_units) + ("*" if t.counted_drop is not None else ""),
                money(t.win, t.minor_units),
                percent(t.hold_percent),
                money(t.handle, t.minor_units),
                decimal(t.hands_per_hour),
            ]
        )
    rows.append(
        [
            _("Pit total"),
            ngettext("{n} table", "{n} tables", len(report.tables)).format(
                n=count(len(report.tables))
            ),
            count(report.total("hands")),
            fixed(sum(t.hours for t in report.tables)),
            money(report.total("booked_drop"), units) if single else NONE,
            money(report.win, units) if single else NONE,
            percent(report.hold_percent) if single else NONE,
            money(report.total("handle"), units) if single else NONE,
            "",
        ]
    )
    widths = [18 * mm, 24 * mm, 14 * mm, 13 * mm, 22 * mm, 21 * mm, 15 * mm, 22 * mm]
    widths.append(style.WIDTH - sum(widths))
    table = _grid(rows, widths, total_row=True, numeric_from=2)
    notes = [
        _(
            "Win = drop + closer + credits \u2212 opener \u2212 fills, from the counts. Hold = "
            "win / drop. Handle = all money put in play."
        )
    ]
    if any(t.counted_drop is not None for t in report.tables):
        notes.append(
            _(
                "* The count room's drop: every box of the table is counted, and its win is "
                "booked on it (the table's section shows both)."
            )
        )
    if report.win is None:
        notes.append(
            _(
                "A table without its closer has no win ({none}); nor has the pit until all do."
            ).format(none=NONE)
        )
    return [_p(_("Pit summary"), style.H1), table, Spacer(0, 3), _p(" ".join(notes), style.SMALL)]


def _charts(report: ShiftReport) -> list[Flowable]:
    half = (style.WIDTH - 6 * mm) / 2
    both = Table(
        [[win_by_hour(report, half), hold_by_table(report, half)]],
        colWidths=[half + 6 * mm, half],
        hAlign="LEFT",
    )
    both.setStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")])
    return [Spacer(0, 10), both]


# -- one table ---------------------------------------------------------------------------------


def _table_section(t: TableReport, clock: Clock, thresholds: tuple[int, int]) -> list[Flowable]:
    heading = f"{t.table} \u00b7 {game_name(t.game)} \u00b7 {t.position}".rstrip(" \u00b7")
    opened = t.opened_at
    span = clock.span(opened, t.closed_at) if opened is not None else NONE
    values = {
        "span": span,
        "sessions": count(t.sessions),
        "hours": hours(t.seconds),
        "who": ", ".join(sorted(set(t.opened_by))),
        "currency": t.currency,
    }
    opened_text = (
        _("Open {span} ({hours}); opened by {who}. Amounts in {currency}.")
        if t.sessions == 1
        else ngettext(
            "Open {span} in {sessions} session ({hours}); opened by {who}. Amounts in {currency}.",
            "Open {span} in {sessions} sessions ({hours}); opened by {who}. Amounts in {currency}.",
            t.sessions,
        )
    )
    lines: list[Flowable] = [
        _p(heading, style.H1),
        _p(opened_text.format(**values), style.BODY),
    ]
    count_block = [_p(_("Count"), style.H2), _counts(t), *_signers(t, clock)]
    win_block = [_p(_("Win"), style.H2), _win(t)]
    side = Table(
        [[count_block, win_block]],
        colWidths=[style.WIDTH * 0.56, style.WIDTH * 0.44],
        hAlign="LEFT",
    )
    side.setStyle(
        [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (0, 0), 8),
        ]
    )
    lines.append(side)
    lines += accounting_pdf.discrepancies(t.discrepancies, t.minor_units, clock, thresholds)
    lines += accounting_pdf.drop_counts(
        t.drop_counts, t.minor_units, clock, t.sessions, t.closed_at is not None
    )
    lines += _slips(t, clock)
    lines += _play(t)
    lines += _rules(t)
    lines += _dealers(t)
    return lines


COUNT_KINDS = {"opener": N_("Opener"), "closer": N_("Closer")}
SLIP_KINDS = {"fill": N_("Fill"), "credit": N_("Credit")}


def kind_name(kind: str, names: dict[str, str]) -> str:
    """A recorded kind (``opener``, ``fill``) as a person reads it."""
    named = names.get(kind)
    return _(named) if named is not None else kind.capitalize()


def _counts(t: TableReport) -> Table:
    """Chips by denomination: each opener and closer of the table in the shift."""
    columns = t.counts
    denominations = sorted({d for c in columns for d, _ in c.chips}, reverse=True)
    header = [_("Chip")] + [kind_name(c.kind, COUNT_KINDS) for c in columns]
    rows: list[list[Any]] = [header]
    chips = [dict(c.chips) for c in columns]
    for d in denominations:
        rows.append(
            [money(d, t.minor_units)]
            + [f"{count(c.get(d, 0))} = {money(c.get(d, 0) * d, t.minor_units)}" for c in chips]
        )
    rows.append([_("Total")] + [money(c.total, t.minor_units) for c in columns])
    if not columns:
        rows = [[_("Chip"), _("Count")], [_("Total"), NONE]]
    usable = style.WIDTH * 0.56 - 10
    first = 18 * mm
    rest = (usable - first) / max(1, len(rows[0]) - 1)
    return _grid(rows, [first] + [rest] * (len(rows[0]) - 1), total_row=True)


def _signers(t: TableReport, clock: Clock) -> list[Flowable]:
    return [
        _p(
            (
                _("Opener counted {time} by {who}, witnessed by {witness}.")
                if c.kind == "opener"
                else _("Closer counted {time} by {who}, witnessed by {witness}.")
                if c.kind == "closer"
                else _("{kind} counted {time} by {who}, witnessed by {witness}.")
            ).format(
                kind=kind_name(c.kind, COUNT_KINDS),
                time=clock.time(c.counted_at),
                who=c.signed_by,
                witness=c.witnessed_by,
            ),
            style.SMALL,
        )
        for c in t.counts
    ]


def _win(t: TableReport) -> Table:
    """The count's win, on the recorded drop and (once every box is counted) on the counted
    one; the booked one in bold, then the wager log's win beside it."""
    units = t.minor_units
    closer = (
        money(t.closer, units) if t.closer is not None else _("{none} (open)").format(none=NONE)
    )
    if t.counted_drop is not None:
        counted = money(t.counted_drop, units)
    elif t.counted_sessions:
        counted = _("{none} ({counted} of {sessions} counted)").format(
            none=NONE, counted=count(t.counted_sessions), sessions=count(t.sessions)
        )
    else:
        counted = _("{none} (not counted)").format(none=NONE)
    rows: list[list[Any]] = [
        ["", _("Amount")],
        [_("Drop recorded (cash buy-ins)"), money(t.drop, units)],
        [_("Drop counted (count room)"), counted],
        [_("+ Closer"), closer],
        [_("+ Credits"), money(t.credits, units)],
        [_("\u2212 Opener"), money(t.opener, units)],
        [_("\u2212 Fills"), money(t.fills, units)],
        [_("Win on the recorded drop"), money(t.recorded_win, units)],
        [_("Win on the counted drop"), money(t.counted_win, units)],
        [_("Hold (booked win / drop)"), percent(t.hold_percent)],
        [_("Wager log's win"), money(t.ledger_win, units)],
        [
            _("Count \u2212 wager log"),
            signed_money(t.win - t.ledger_win, units) if t.win is not None else NONE,
        ],
    ]
    booked = 8 if t.counted_drop is not None else 7
    table = _grid(rows, [44 * mm, style.WIDTH * 0.44 - 44 * mm - 4])
    table.setStyle(
        [
            ("LINEABOVE", (0, 7), (-1, 7), 0.8, style.INK),
            ("FONT", (0, booked), (-1, booked), style.BOLD, 8.5),
            ("LINEABOVE", (0, 10), (-1, 10), 0.4, style.RULE),
        ]
    )
    return table


def _slips(t: TableReport, clock: Clock) -> list[Flowable]:
    """Every slip of the table, voided ones too (greyed, in no total), manual ones with the
    number printed on the paper and the time written on it."""
    if not t.slips:
        return [_p(_("Fills and credits"), style.H2), _p(_("None in this shift."), style.BODY)]
    rows: list[list[Any]] = [
        [_("Slip"), _("Kind"), _("Amount"), _("Issued"), _("Issued by"), _("Received by"),
         _("Note")]
    ]  # fmt: skip
    greyed: list[int] = []
    for s in t.slips:
        notes = []
        if s.manual:
            written = clock.time(s.written_at) if s.written_at is not None else NONE
            notes.append(
                _(
                    "manual: paper no. {paper}, written {written}, entered {entered} by {who}; "
                    "{basis}"
                ).format(
                    paper=s.printed_number or NONE,
                    written=written,
                    entered=clock.time(s.issued_at),
                    who=s.issued_by,
                    basis=s.basis,
                )
            )
        if s.void is not None:
            notes.append(
                _("VOID {time}: {reason} (asked by {asked}, approved by {approved})").format(
                    time=clock.time(s.void.at),
                    reason=s.void.reason,
                    asked=s.void.requested_by,
                    approved=s.void.approved_by,
                )
            )
            greyed.append(len(rows))
        rows.append(
            [
                s.number,
                kind_name(s.kind, SLIP_KINDS),
                money(s.total, t.minor_units),
                clock.time(s.issued_at),
                _p(s.issued_by),
                _p(s.received_by),
                _p("; ".join(notes), style.SMALL),
            ]
        )
    widths = layout.fill([31 * mm, 12 * mm, 21 * mm, 12 * mm, 24 * mm, 24 * mm])
    table = _grid(rows, widths, numeric_from=2)  # "2026-11-23-00007" fits its column
    table.setStyle(
        [("ALIGN", (4, 0), (-1, -1), "LEFT"), ("ALIGN", (3, 0), (3, -1), "CENTER")]
        + [("TEXTCOLOR", (0, r), (3, r), style.MUTED) for r in greyed]
    )
    story: list[Flowable] = [_p(_("Fills and credits"), style.H2), table]
    if t.void_slips:
        story.append(
            _p(
                _(
                    "Void: {slips}. A voided slip stays on record and listed here; it counts "
                    "in no fill or credit total."
                ).format(slips=", ".join(t.void_slips)),
                style.SMALL,
            )
        )
    return story


def _play(t: TableReport) -> list[Flowable]:
    units = t.minor_units
    figures = [
        (_("Hands played"), count(t.hands)),
        (_("Hands voided"), count(t.voided)),
        (_("Hands per hour"), decimal(t.hands_per_hour)),
        (_("Handle"), money(t.handle, units)),
        (_("Buy-ins in chips"), money(t.chip_buy_ins, units)),
        (_("Cashed out (chips)"), money(t.cash_outs, units)),
    ]
    figures += [
        (_(f.label), money(f.value, units) if f.money else count(f.value))
        for f in t.game_figures
    ]
    if t.rake:
        figures.append((_("Rake"), money(t.rake, units)))
    if t.time_charges:
        figures.append((_("Time charges"), money(t.time_charges, units)))
    half = (len(figures) + 1) // 2
    left, right = figures[:half], figures[half:] + [("", "")] * (2 * half - len(figures))
    rows = [[a, b, c, d] for (a, b), (c, d) in zip(left, right, strict=True)]
    block = layout.Grid(rows, colWidths=[40 * mm, 30 * mm, 40 * mm, 30 * mm], hAlign="LEFT")
    block.setStyle(
        [
            ("FONT", (0, 0), (-1, -1), style.FONT, 8.5),
            ("TEXTCOLOR", (0, 0), (0, -1), style.MUTED),
            ("TEXTCOLOR", (2, 0), (2, -1), style.MUTED),
            ("ALIGN", (1, 0), (1, -1), "RIGHT"),
            ("ALIGN", (3, 0), (3, -1), "RIGHT"),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, style.ZEBRA),
            ("TOPPADDING", (0, 0), (-1, -1), 1.8),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
        ]
    )
    story: list[Flowable] = [_p(_("Play"), style.H2), block]
    if t.breakdown is not None and any(row.lines for row in t.breakdown.rows):
        rows2: list[list[Any]] = [
            [_(t.breakdown.title), _(t.breakdown.counted), _("Amount")]
        ]
        for row in t.breakdown.rows:
            rows2.append([_(row.label), count(row.lines), money(row.amount, units)])
        story += [Spacer(0, 4), _grid(rows2, [40 * mm, 20 * mm, 30 * mm])]
        if t.breakdown.note:
            story.append(_p(_(t.breakdown.note), style.SMALL))
    return story


def _rules(t: TableReport) -> list[Flowable]:
    lines: list[Flowable] = [_p(_("Rules in force"), style.H2)]
    if not t.rules:
        return [*lines, _p(_("No rules version recorded."), style.BODY)]
    for r in t.rules:
        played = (
            ngettext(
                "hands {first}\u2013{last} ({n} hand played)",
                "hands {first}\u2013{last} ({n} hands played)",
                r.hands,
            ).format(first=r.first_hand, last=r.last_hand, n=count(r.hands))
            if r.first_hand is not None
            else _("no hands played")
        )
        changed = (
            "; ".join(difference_words(t.game, d) for d in r.differences)
            if r.differences
            else _("the standard rules")
        )
        values = {"version": r.version, "name": r.name, "approved": r.approved_by,
                  "played": played, "changed": changed}  # fmt: skip
        sentence = (
            _(
                "Version {version} \u201c{name}\u201d, approved by {approved}: {played}. "
                "Differs from standard: {changed}."
            )
            if r.name
            else _(
                "Version {version}, approved by {approved}: {played}. Differs from standard: "
                "{changed}."
            )
        )
        lines.append(_p(sentence.format(**values), style.BODY))
    return lines


def _dealers(t: TableReport) -> list[Flowable]:
    if not t.dealers:
        return [_p(_("Dealers"), style.H2), _p(_("Nobody dealt at this table."), style.BODY)]
    rows: list[list[Any]] = [[_("Dealer"), _("Time at the table"), _("Hours"), _("Hands started")]]
    for d in t.dealers:
        rows.append([d.name, hours(d.seconds), fixed(d.hours), count(d.hands)])
    return [_p(_("Dealers"), style.H2), _grid(rows, [50 * mm, 34 * mm, 20 * mm, 26 * mm])]


# -- the players -------------------------------------------------------------------------------

TOP_PLAYERS = 25
"""Players printed per currency, highest theo first; the totals count every player."""

_TINY = ParagraphStyle("players_cell", parent=style.CELL, fontSize=7.5, leading=9)
_FLAG = N_("AP")
"""The mark of a player flagged for advantage play (an abbreviation of its words)."""
_RED = "#" + style.WARNING.hexval()[2:]


def _players(section: PlayersSection, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(70 * mm), _p(_("Players"), style.H1)]
    if not section.rows:
        return [*story, _p(_("Nobody was seated at the shift's tables."), style.BODY)]
    if section.named:
        who = _(
            "Every visit that opened at the shift's tables, summed per player: a rated "
            "player's visits at every table in one row, an anonymous player's visit alone."
        )
    else:
        who = _(
            "Every visit that opened at the shift's tables, one row each, by table and seat: "
            "players are named only on a pit boss's or an administrator's print."
        )
    story.append(_p(who, style.BODY))
    several = len(section.totals) > 1
    for total in section.totals:
        rows = section.rows_in(total.currency, total.minor_units)
        heading = (
            _("Players in {currency}").format(currency=total.currency)
            if total.currency
            else _("Players in the house currency")
        )
        if several:
            story.append(_p(heading, style.H2))
        else:
            story.append(Spacer(0, 4))
        story.append(_players_grid(rows[:TOP_PLAYERS], total))
        shown = min(len(rows), TOP_PLAYERS)
        notes = []
        if shown < len(rows):
            notes.append(
                ngettext(
                    "The top {shown} of {n} player by theo; the total row counts all {n}.",
                    "The top {shown} of {n} players by theo; the total row counts all {n}.",
                    len(rows),
                ).format(shown=count(shown), n=count(len(rows)))
            )
        if total.flagged:
            notes.append(_("{flag}: flagged for advantage play (below).").format(flag=_(_FLAG)))
        if total.in_play:
            notes.append(
                ngettext(
                    "* {n} visit at a pool game still in play: no result until the player "
                    "leaves, and none in the total.",
                    "* {n} visits at a pool game still in play: no result until the player "
                    "leaves, and none in the total.",
                    total.in_play,
                ).format(n=count(total.in_play))
            )
        if notes:
            story.append(_p(" ".join(notes), style.SMALL))
    story.append(Spacer(0, 3))
    story.append(
        _p(
            _(
                "Theo is what the house expected to win from the play: at a game with exact math, "
                "each stake times the exact house edge of the rules it was played under; at a pool "
                "or time game, the fees the play paid and its share of each pot's rake (in "
                "proportion to what it put in the pot). Theo at play takes off what the player's "
                "own decisions gained over playing as the dealer would: below zero, the game is "
                "negative for the house against this player. Skill index: 0 plays as the dealer "
                "would, 1 always best. Result: cashed out \u2212 bought in, + won by the player, "
                "\u2212 lost. Theo, theo at play and average bet are rounded down to the minor "
                "unit, a total's after summing exactly."
            ),
            style.SMALL,
        )
    )
    story += _advantage_play(section, clock)
    return story


_PLAYER_HEAD = [N_("Player"), N_("Table \u00b7 seat"), N_("Visits"), N_("Hours\nplayed"),
                N_("Hands"), N_("Average\nbet"), N_("Total bet"), N_("Theo"),
                N_("Theo at\nplay"), N_("Result"), N_("Skill\nindex")]  # fmt: skip
"""The players' column titles, a line break where the English one breaks (a translation
may put its own, or none: a title too wide for its column wraps)."""


def _players_grid(rows: list[PlayerRow], total: PlayersTotal) -> Table:
    units = total.minor_units
    body: list[list[Any]] = [[_(title) for title in _PLAYER_HEAD]]
    for r in rows:
        name = escape(seat_words(r.player))
        if r.flagged:
            name += f' <font color="{_RED}"><b>{escape(_(_FLAG))}</b></font>'
        body.append(
            [
                layout.Text(name, _TINY),
                _p(", ".join(f"{t}\u00a0\u00b7\u00a0{seat}" for t, seat in r.places), _TINY),
                count(r.visits),
                fixed(hours_of(r.seconds_played)),
                count(r.hands),
                money(r.average_bet, units),
                money(r.total_bet, units),
                money(r.theo, units),
                money(r.theo_at_play, units),
                _result(r.result, units),
                NONE if r.skill_index is None else fixed(r.skill_index),
            ]
        )
    body.append(
        [
            _p(
                ngettext("Total: {n} player", "Total: {n} players", total.players).format(
                    n=count(total.players)
                ),
                _TINY,
            ),
            "",
            count(total.visits),
            fixed(hours_of(total.seconds_played)),
            count(total.hands),
            "",
            money(total.total_bet, units),
            money(total.theo, units),
            money(total.theo_at_play, units),
            signed_money(total.result, units) + ("*" if total.in_play else ""),
            "",
        ]
    )
    # Wide enough for -999,999.99 a player, -9,999,999.99 in the total bet and the totals,
    # +9,999,999.99* in the result, 9999.99 hours and 99,999 hands.
    widths = [27 * mm, 16.5 * mm, 8.5 * mm, 12 * mm, 10 * mm, 16.5 * mm, 20 * mm, 17 * mm,
              17 * mm, 20.5 * mm]  # fmt: skip
    table = _grid(body, layout.fill(widths), total_row=True, numeric_from=2)
    table.setStyle(
        [
            ("FONT", (0, 1), (-1, -2), style.FONT, 7.5),
            ("FONT", (0, 0), (-1, 0), style.BOLD, 7),
            ("FONT", (0, -1), (-1, -1), style.BOLD, 7.5),
            ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
            ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
            ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
        ]
    )
    return table


def _result(result: int | None, units: int) -> str:
    return f"{NONE}*" if result is None else signed_money(result, units)


def _advantage_play(section: PlayersSection, clock: Clock) -> list[Flowable]:
    """The shift's flags, oldest first, each with its sentence; the heading kept with the
    first."""
    heading = _p(_("Advantage play"), style.H2)
    if not section.flags:
        none = _p(_("No player was flagged for advantage play in this shift."), style.BODY)
        return [KeepTogether([heading, none])]
    note = _p(
        _(
            "A visit is flagged once, after a round, when its theo at the player's own play falls "
            "below zero; the figures are those it was flagged on (its row above has the whole "
            "visit)."
        ),
        style.SMALL,
    )
    lines: list[Flowable] = []
    for flag in section.flags:
        # The sentence begins with the table and seat; a supervisor's print names the player.
        who = f" \u00b7 {seat_words(flag.player)}" if section.named else ""
        lines.append(
            layout.Text(
                f"<b>{escape(clock.time(flag.at) + who)}</b> \u00b7 {escape(flag.detail)}.",
                style.BODY,
            )
        )
    spaced: list[Flowable] = []
    for line in lines[1:]:
        spaced += [Spacer(0, 2), line]
    return [KeepTogether([heading, note, Spacer(0, 2), lines[0]]), *spaced]


# -- the shift's trail -------------------------------------------------------------------------


def _voids_and_corrections(report: ShiftReport, clock: Clock) -> list[Flowable]:
    story: list[Flowable] = [CondPageBreak(60 * mm), _p(_("Voids and corrections"), style.H1)]
    voids = [(t, v) for t in report.tables for v in t.voids]
    if voids:
        rows: list[list[Any]] = [
            [_("Table"), _("Hand"), _("At"), _("Reason"), _("Asked by"), _("Approved by"),
             _("Returned")]
        ]  # fmt: skip
        for t, v in voids:
            rows.append(
                [
                    _p(t.table),
                    str(v.hand),
                    clock.time(v.at),
                    _p(v.reason),
                    v.requested_by,
                    v.approved_by,
                    money(v.returned, t.minor_units),
                ]
            )
        widths = [14 * mm, 12 * mm, 13 * mm, 50 * mm, 28 * mm, 28 * mm]
        widths.append(style.WIDTH - sum(widths))
        table = _grid(rows, widths, numeric_from=6)
        table.setStyle([("ALIGN", (1, 0), (2, -1), "RIGHT")])
        story += [_p(_("Voided hands"), style.H2), table]
    else:
        story.append(_p(_("No hand was voided in this shift."), style.BODY))
    units = {t.table: t.minor_units for t in report.tables}
    if report.corrections:
        rows = [[_("Table"), _("Corrected"), _("At"), _("Was"), _("Now"), _("Reason"),
                 _("Signed"), _("Witness")]]  # fmt: skip
        for c in report.corrections:
            minor = units.get(c.table, 100)
            rows.append(
                [
                    _p(c.table),
                    _p(c.what),
                    clock.time(c.at),
                    money(c.was, minor),
                    money(c.now, minor),
                    _p(c.reason),
                    _p(c.signed_by),
                    _p(c.witnessed_by),
                ]
            )
        widths = [14 * mm, 22 * mm, 12 * mm, 19 * mm, 19 * mm, 44 * mm, 22 * mm]
        widths.append(style.WIDTH - sum(widths))
        table = _grid(rows, widths, numeric_from=3)
        table.setStyle([("ALIGN", (5, 0), (-1, -1), "LEFT"), ("ALIGN", (2, 0), (2, -1), "RIGHT")])
        story += [_p(_("Corrected counts and slips"), style.H2), table]
        story.append(
            _p(
                _(
                    "A correction is a new record pointing at the one it replaces; both stay "
                    "in the database. The figures above use the newest."
                ),
                style.SMALL,
            )
        )
    else:
        story.append(_p(_("No count or slip was corrected in this shift."), style.BODY))
    return story


def _chains(report: ShiftReport, stamp: PrintStamp, clock: Clock) -> list[Flowable]:
    rows: list[list[Any]] = [
        [_("Table"), _("Last event"), _("Written"), _("SHA-256 of the chain's head")]
    ]
    for t in report.tables:
        if t.head is None:
            rows.append([_p(t.table), NONE, NONE, _p(_("no events in this shift"))])
            continue
        rows.append(
            [_p(t.table), count(t.head.seq), clock.seconds(t.head.at), _p(t.head.hash, style.HASH)]
        )
    widths = [16 * mm, 20 * mm, 18 * mm]
    widths.append(style.WIDTH - sum(widths))
    table = _grid(rows, widths, numeric_from=1)
    table.setStyle([("ALIGN", (3, 0), (3, -1), "LEFT")])
    return [
        KeepTogether(
            [
                _p(_("Event chains"), style.H1),
                _p(
                    _(
                        "Each table's record is a chain of events, each hashed with the one "
                        "before. The command \u201ccasino verify\u201d recomputes every hash from "
                        "the database; the last event of each table in this shift must show the "
                        "hash printed here."
                    ),
                    style.BODY,
                ),
                Spacer(0, 3),
                table,
                *_journal_head(stamp),
            ]
        )
    ]


def _journal_head(stamp: PrintStamp) -> list[Flowable]:
    """The console's journal as it stood at the first print: the evidence kept off the
    console, on paper. Keep the page: a journal later deleted or cut back behind this line
    is what ``casino verify`` names, and what this page proves if both were rolled back."""
    if stamp.journal is None:
        return []
    head = stamp.journal
    text = (
        ngettext(
            "Journal at the first print: {n} line, the last with MAC",
            "Journal at the first print: {n} lines, the last with MAC",
            head.line,
        ).format(n=count(head.line))
        if head.line
        else _("Journal at the first print: empty")
    )
    rows = [_p(text, style.BODY)]
    if head.line:
        rows.append(_p(head.mac, style.HASH))
    return [Spacer(0, 3), *rows]


def _signatures(report: ShiftReport) -> list[Flowable]:
    dealers = sorted({d.name for t in report.tables for d in t.dealers})
    people = [_("Dealer: {name}").format(name=name) for name in dealers]
    people += [_("Floor supervisor (name)"), _("Pit manager (name)")]
    table = signature_lines(people)
    return [
        KeepTogether(
            [
                _p(_("Signatures"), style.H1),
                _p(
                    _(
                        "By signing, each person confirms the counts, slips, voids and corrections "
                        "above that carry their name, and that this report matches the table "
                        "records."
                    ),
                    style.BODY,
                ),
                table,
            ]
        )
    ]
