"""The shift report's table faults: each fault raised or cleared in the shift, what verify
found, and who cleared it; a failure accepted over a record that still fails names both
supervisors, the one who accepted it and the one who approved it.

Layout only: takes the report's data as it stands and returns flowables.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether

from casino.i18n import _
from casino.services.reports.model import FaultEntry
from reports import style
from reports.accounting_pdf import when
from reports.layout import fill, grid, p
from reports.text import Clock


def faults(entries: Sequence[FaultEntry], clock: Clock) -> list[Flowable]:
    """Faults that stopped a table in the shift, oldest first."""
    heading = p(_("Table faults"), style.H2)
    if not entries:
        return [heading, p(_("No table was stopped by a fault."), style.BODY)]
    rows: list[list[object]] = [
        [_("Fault"), _("Table"), _("Raised"), _("Failure found"), _("Outcome"), _("Cleared"),
         _("Note")]
    ]  # fmt: skip
    for f in entries:
        if f.cleared_at is None:
            outcome, cleared = _("OPEN: the table is stopped"), ""
        else:
            outcome = (
                _("ACCEPTED: play went on over it")
                if f.accepted
                else _("cleared: the record passed")
            )
            values = {"when": when(clock, f.cleared_at), "who": f.cleared_by,
                      "approved": f.approved_by}  # fmt: skip
            if not f.cleared_by:
                cleared = _("{when} by someone").format(**values)
            elif f.approved_by:
                cleared = _("{when} by {who}, approved by {approved}").format(**values)
            else:
                cleared = _("{when} by {who}").format(**values)
        rows.append(
            [
                str(f.fault),
                p(f.table),
                p(
                    _("{when} by {who}").format(when=when(clock, f.raised_at), who=f.raised_by),
                    style.SMALL,
                ),
                p(f.detail, style.SMALL),
                p(outcome, style.SMALL),
                p(cleared, style.SMALL),
                p(f.note, style.SMALL),
            ]
        )
    table = grid(rows, fill([10 * mm, 18 * mm, 22 * mm, 46 * mm, 22 * mm, 30 * mm]))
    table.setStyle([("ALIGN", (1, 0), (-1, -1), "LEFT")])
    return [
        KeepTogether([heading, table]),
        p(_("A fault stops its table on every console until a supervisor who has read the "
            "table's verify report clears it. One accepted over a record that still fails lets "
            "play go on over that failure: it is approved by a second supervisor, one of the "
            "two an administrator, and stays on the record."), style.SMALL),
    ]  # fmt: skip
