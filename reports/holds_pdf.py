"""Hold checks as a report section, shared by the period and the exceptions reports: each
line's win or hold against its band, and in words how each band was found.

Layout only: the figures are ``casino.services.reports.holds``'; this says what they mean.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Table

from casino.i18n import N_, _
from casino.services.reports.holds import Z_99
from casino.services.reports.period_model import (
    ABOVE,
    BELOW,
    CONFIGURED,
    EXACT,
    IN_BAND,
    NO_BAND,
    NO_FIGURES,
    HoldCheck,
)
from reports import style
from reports.charts import game_name
from reports.layout import fill, grid, p
from reports.text import DASH, NONE, count, fixed, money, percent

STATUS_NAMES = {
    IN_BAND: N_("in band"),
    ABOVE: N_("ABOVE"),
    BELOW: N_("BELOW"),
    NO_BAND: N_("no band"),
    NO_FIGURES: N_("not judged"),
}
METHOD_NAMES = {EXACT: N_("exact math"), CONFIGURED: N_("configured"), "none": N_("none")}


def status_name(status: str) -> str:
    """A hold check's outcome as a person reads it."""
    named = STATUS_NAMES.get(status)
    return _(named) if named is not None else status


def method_name(method: str) -> str:
    named = METHOD_NAMES.get(method)
    return _(named) if named is not None else method


def subject(check: HoldCheck) -> str:
    return check.subject if check.scope == "table" else game_name(check.game)


def _band(low: int | None, high: int | None, units: int) -> str:
    if low is None or high is None:
        return NONE
    return f"{money(low, units)} {DASH} {money(high, units)}"


def _hold_band(low: Decimal | None, high: Decimal | None) -> str:
    if low is None or high is None:
        return NONE
    return f"{percent(low)} {DASH} {percent(high)}"


def hold_rows(checks: Sequence[HoldCheck]) -> Table:
    """One row a check: what was judged against what, and the outcome (exceptions in red)."""
    rows: list[list[Any]] = [
        [_("Line"), _("Band from"), _("Win"), _("Expected"), _("Band on the win"), _("Hold"),
         _("Band as hold"), _("Rounds"), _("Result")]
    ]  # fmt: skip
    for h in checks:
        units = h.minor_units
        rows.append(
            [
                p(subject(h)),
                method_name(h.method),
                money(h.win, units),
                money(h.expected, units),
                p(_band(h.low, h.high, units), style.CELL_RIGHT),
                percent(h.hold),
                p(_hold_band(h.low_hold, h.high_hold), style.CELL_RIGHT),
                count(h.rounds) if h.method == EXACT else NONE,
                status_name(h.status),
            ]
        )
    widths = fill([20 * mm, 17 * mm, 18 * mm, 18 * mm, 36 * mm, 14 * mm, 26 * mm, 11 * mm])
    table = grid(rows, widths, numeric_from=2)
    table.setStyle([("ALIGN", (1, 0), (1, -1), "LEFT"), ("ALIGN", (8, 0), (8, -1), "CENTER")])
    for row, h in enumerate(checks, start=1):
        if h.flagged:
            table.setStyle(
                [("TEXTCOLOR", (8, row), (8, row), style.WARNING),
                 ("FONT", (8, row), (8, row), style.BOLD, 8.5)]
            )  # fmt: skip
    return table


def method_notes(checks: Sequence[HoldCheck]) -> list[Flowable]:
    """How each band was found, once per game, in words."""
    notes: list[Flowable] = []
    said: set[str] = set()
    for h in checks:
        if h.game in said:
            continue
        said.add(h.game)
        name = game_name(h.game)
        if h.method == EXACT:
            edge = f"{fixed(float(h.edge) * 100)}%" if h.edge is not None else NONE
            sigma = fixed(h.sigma, 4) if h.sigma is not None else _("its own per rules version")
            text = _(
                "{name}: band from the game's exact math. Expected win = the house edge "
                "({edge} of handle, {assumes}) \u00d7 the handle, each rules version at its "
                "own edge; the band is expected \u00b1 {z} \u00d7 \u03c3 \u00d7 "
                "\u221a(\u03a3 each round's handle\u00b2), with \u03c3 "
                "= {sigma} (the standard deviation of one unit bet over one round): the "
                "two-sided 99 % range, which a table playing to the math leaves one period in a "
                "hundred. Seats of one round share the dealer's hand, so the round's handle is "
                "taken whole (never too narrow a band). The win judged is the wager log's, the "
                "result the math describes; the band over the drop is shown as hold too."
            ).format(name=name, edge=edge, assumes=h.assumes, z=fixed(Z_99, 3), sigma=sigma)
        elif h.method == CONFIGURED:
            text = _(
                "{name}: no exact math; the booked hold (win / drop) is judged against the "
                "base band configured for it ([pit.hold.{game}])."
            ).format(name=name, game=h.game)
        else:
            text = _(
                "{name}: no exact math and no band configured, so its hold is not judged; "
                "an administrator sets [pit.hold.{game}] low and high (percent of the drop) "
                "in the pit settings."
            ).format(name=name, game=h.game)
        notes.append(p(text, style.SMALL))
    return notes
