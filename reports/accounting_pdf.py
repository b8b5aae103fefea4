"""The pit's accounting records as report sections, shared by the shift report and the
exceptions report: openers that differed from the last closer, the count room's drop counts
and their variances, hand corrections and patron complaints.

Layout only: each function takes the report's data as it stands and returns flowables.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from casino.i18n import N_, _, ngettext
from casino.services.reports.model import (
    ComplaintEntry,
    DiscrepancyEntry,
    DropCountEntry,
    HandCorrectionEntry,
)
from reports import style
from reports.layout import fill, grid, p
from reports.text import NONE, Clock, count, day_month, money, signed_money

LEVEL_NAMES = {
    "below": N_("below the report threshold"),
    "report": N_("report"),
    "regulator": N_("report + regulator copy"),
}
KIND_NAMES = {"cash": N_("currency"), "chips": N_("chips"), "marker": N_("markers")}
"""What the count room counted, as its split reads (``currency 120.00, chips 40.00``)."""


def level_name(level: str | None) -> str:
    if level is None:
        return NONE
    named = LEVEL_NAMES.get(level)
    return _(named) if named is not None else level


def thresholds_text(thresholds: tuple[int, int], minor_units: int = 100) -> str:
    report, regulator = thresholds
    return _(
        "Levels: reported above {report}, with a copy for the regulator from {regulator} (the "
        "pit settings on the record)."
    ).format(report=money(report, minor_units), regulator=money(regulator, minor_units))


def chip_lines(lines: Sequence[tuple[int, int, int]], minor_units: int) -> str:
    """``25.00: closer 10, opener 8; 5.00: closer 0, opener 10``."""
    return "; ".join(
        _("{chip}: closer {closer}, opener {opener}").format(
            chip=money(d, minor_units), closer=count(c), opener=count(o)
        )
        for d, c, o in lines
    )


def discrepancies(
    entries: Sequence[DiscrepancyEntry],
    minor_units: int,
    clock: Clock,
    thresholds: tuple[int, int],
) -> list[Flowable]:
    """A table's openers that differed from its last closer, as recorded at signing."""
    heading = p(_("Opener against the last closer"), style.H2)
    if not entries:
        said = _("The opener agreed with the last closer, chip for chip.")
        return [KeepTogether([heading, p(said, style.BODY)])]
    rows: list[list[Any]] = [
        [_("Level"), _("Last closer"), _("Opener"), _("Difference"), _("Chips that differ"),
         _("Seen by"), _("At")]
    ]  # fmt: skip
    for d in entries:
        rows.append(
            [
                p(level_name(d.level)),
                money(d.closer_total, minor_units),
                money(d.opener_total, minor_units),
                signed_money(d.difference, minor_units),
                p(chip_lines(d.lines, minor_units)),
                p(d.seen_by),
                clock.time(d.at),
            ]
        )
    table = grid(rows, fill([26 * mm, 21 * mm, 21 * mm, 20 * mm, 44 * mm, 26 * mm]),
                 numeric_from=1)  # fmt: skip
    table.setStyle([("ALIGN", (4, 0), (5, -1), "LEFT"), ("ALIGN", (6, 0), (6, -1), "CENTER")])
    alert = [d for d in entries if d.level in ("report", "regulator")]
    story: list[Flowable] = [heading, table, Spacer(0, 2)]
    if alert:
        story.append(
            p(_("{n} at or above the report threshold: listed for the pit manager.").format(
                n=count(len(alert))), style.ALERT)
        )  # fmt: skip
    story.append(p(thresholds_text(thresholds, minor_units), style.SMALL))
    return [KeepTogether(story)]


def drop_counts(
    entries: Sequence[DropCountEntry],
    minor_units: int,
    clock: Clock,
    sessions: int,
    closed: bool,
) -> list[Flowable]:
    """The count room's count of each of a table's drop boxes beside the recorded drop."""
    heading = p(_("Count room"), style.H2)
    if not entries:
        said = (
            _("No drop box of this table counted yet: the win is on the recorded drop.")
            if closed
            else _("The table is open: its drop box is counted after it closes.")
        )
        return [KeepTogether([heading, p(said, style.BODY)])]
    rows: list[list[Any]] = [
        [_("Session"), _("Recorded"), _("Counted"), _("Variance"), _("State"), _("Counted by"),
         _("Resolution")]
    ]  # fmt: skip
    for e in entries:
        kinds = sorted({kind for kind, _d, _n in e.lines})
        split = (
            ""
            if len(kinds) < 2
            else ", ".join(
                f"{_(KIND_NAMES[k]) if k in KIND_NAMES else k} "
                f"{money(sum(d * n for kind, d, n in e.lines if kind == k), minor_units)}"
                for k in kinds
            )
        )
        counted = (
            _("{who} and {witness}, {time} (recount)")
            if e.recount
            else _("{who} and {witness}, {time}")
        ).format(who=e.counted_by, witness=e.witnessed_by, time=clock.time(e.counted_at))
        resolution = f"{e.resolution} ({e.resolved_by})" if e.resolved_by else ""
        rows.append(
            [
                clock.time(e.session_opened_at),
                money(e.recorded, minor_units),
                p(f"{money(e.counted, minor_units)}" + (f" ({split})" if split else ""),
                  style.CELL_RIGHT),
                signed_money(e.variance, minor_units),
                p(state_name(e.state)),
                p(counted),
                p(resolution),
            ]
        )  # fmt: skip
    table = grid(rows, fill([15 * mm, 20 * mm, 34 * mm, 19 * mm, 19 * mm, 34 * mm]))
    table.setStyle([("ALIGN", (4, 0), (-1, -1), "LEFT"), ("ALIGN", (0, 0), (0, -1), "LEFT")])
    story: list[Flowable] = [heading, table]
    missing = sessions - len(entries)
    if missing:
        story.append(
            p(
                ngettext(
                    "{missing} of {n} session still to count: the win stays on the recorded "
                    "drop until every box is counted.",
                    "{missing} of {n} sessions still to count: the win stays on the recorded "
                    "drop until every box is counted.",
                    sessions,
                ).format(missing=count(missing), n=count(sessions)),
                style.SMALL,
            )
        )
    return [KeepTogether(story)]


def state_name(state: str) -> str:
    """A count-room state as recorded (``casino.services.pit.count_room``'s, marked there), as
    a person reads it."""
    return _(state)


def when(clock: Clock, at: datetime) -> str:
    """``Mon 2 Mar 10:14``: a time in a list that spans days."""
    local = clock.local(at)
    return f"{day_month(local.date())} {local:%H:%M}"


def hand_corrections(
    entries: Sequence[HandCorrectionEntry], minor: Callable[[str], int], clock: Clock
) -> list[Flowable]:
    """Settled hands corrected by an approved record (paid more, or taken back)."""
    heading = p(_("Hand corrections"), style.H2)
    if not entries:
        return [heading, p(_("No settled hand was corrected."), style.BODY)]
    rows: list[list[Any]] = [
        [_("Table"), _("Hand"), _("Seat"), _("Player"), _("Amount"), _("Reason"), _("Asked by"),
         _("Approved by"), _("At")]
    ]  # fmt: skip
    for c in entries:
        rows.append(
            [
                p(c.table),
                str(c.hand),
                NONE if c.seat is None else str(c.seat),
                p(c.player),
                signed_money(c.amount, minor(c.table)),
                p(c.reason),
                p(c.requested_by),
                p(c.approved_by),
                p(when(clock, c.at), style.SMALL),
            ]
        )
    table = grid(
        rows, fill([14 * mm, 11 * mm, 9 * mm, 20 * mm, 18 * mm, 40 * mm, 19 * mm, 19 * mm])
    )
    table.setStyle(
        [("ALIGN", (3, 0), (3, -1), "LEFT"), ("ALIGN", (5, 0), (7, -1), "LEFT"),
         ("ALIGN", (8, 0), (8, -1), "CENTER")]
    )  # fmt: skip
    return [
        KeepTogether([heading, table]),
        p(_("Amount: paid to the player (+) or taken back (\u2212). Each is also a line of the "
            "wager log, so the wager log's win already includes it."), style.SMALL),
    ]  # fmt: skip


def complaints(entries: Sequence[ComplaintEntry], clock: Clock) -> list[Flowable]:
    """Patron complaints with the dealer's note and every note after it."""
    heading = p(_("Patron complaints"), style.H2)
    if not entries:
        return [heading, p(_("No patron complaint was recorded."), style.BODY)]
    story: list[Flowable] = [heading]
    for c in entries:
        if c.hand is None and c.seat is None:
            where = c.table
        elif c.seat is None:
            where = _("{table}, hand {hand}").format(table=c.table, hand=c.hand)
        elif c.hand is None:
            where = _("{table}, seat {seat}").format(table=c.table, seat=c.seat)
        else:
            where = _("{table}, hand {hand}, seat {seat}").format(
                table=c.table, hand=c.hand, seat=c.seat
            )
        state = _("resolved") if c.resolved else _("OPEN")
        rows: list[list[Any]] = [
            [p(f"{c.patron} \u00b7 {where}", style.CELL), p(state, style.CELL_RIGHT)],
            [p(_("Complaint: {what}").format(what=c.what)), ""],
            [p(_("Dealer's note: {note}").format(note=c.dealer_note or NONE)), ""],
            [p(_("Recorded by {who} at {when}").format(who=c.recorded_by,
                                                         when=clock.stamp(c.at)), style.SMALL),
             ""],
        ]  # fmt: skip
        for note in c.notes:
            said = (
                _("{who}, {when} (resolves it): {note}")
                if note.resolved
                else _("{who}, {when}: {note}")
            ).format(who=note.by, when=clock.stamp(note.at), note=note.note)
            rows.append([p(said), ""])
        table = grid(rows, fill([style.WIDTH - 30 * mm]), zebra=False)
        table.setStyle(
            [
                ("SPAN", (0, 1), (-1, 1)),
                ("SPAN", (0, 2), (-1, 2)),
                ("SPAN", (0, 3), (-1, 3)),
                *[("SPAN", (0, r), (-1, r)) for r in range(4, len(rows))],
                ("LINEBELOW", (0, 0), (-1, 0), 0.4, style.RULE),
                ("BACKGROUND", (0, 0), (-1, 0), style.ACCENT_LIGHT),
                ("TEXTCOLOR", (1, 0), (1, 0), style.INK if c.resolved else style.WARNING),
            ]
        )
        story += [KeepTogether([table]), Spacer(0, 4)]
    return story
