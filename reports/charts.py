"""The report's two charts, drawn with reportlab.graphics (vector, so they print sharp):
the house's win hour by hour, one bar per game, and the hold of each table.

Win by hour comes from the wager log (``ShiftReport.hourly``), the only win that exists for
part of a shift; hold is the count's (win over drop), so a table without its closer shows no
bar and is labelled as open.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from decimal import Decimal

from reportlab.graphics.charts.barcharts import HorizontalBarChart, VerticalBarChart
from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib import colors
from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth

from casino.games import games
from casino.i18n import _
from casino.services.reports.model import ShiftReport
from casino.services.reports.trail import hours_between
from reports import style
from reports.text import Clock, figures, fixed, percent


def game_name(game: str) -> str:
    """The game's title from its spec; a game this program does not have, by its name."""
    spec = games().get(game)
    return _(spec.title) if spec is not None else game.replace("-", " ").title()


def game_colour(game: str) -> Color:
    """Each game keeps its own colour (its spec's) in both charts; an unknown one is grey."""
    spec = games().get(game)
    return colors.HexColor(spec.colour) if spec is not None else style.MUTED


def _step(span: float) -> float:
    """A round axis step giving four to eight gridlines over ``span``."""
    step = 1.0
    while span / step > 8:
        for factor in (2, 2.5, 2):
            step *= factor
            if span / step <= 8:
                break
    return step


def _value_axis(
    chart: VerticalBarChart | HorizontalBarChart, values: list[float], label: Callable[[float], str]
) -> None:
    """Round steps from below zero (or zero) to above the largest value, with light gridlines."""
    low, high = min(0.0, *values), max(0.0, *values)
    step = _step(max(high - low, 1.0))
    axis = chart.valueAxis
    axis.valueMin = step * (low // step)
    axis.valueMax = step * -(-high // step) if high > 0 else step
    axis.valueStep = step
    axis.labels.fontName = style.FONT
    axis.labels.fontSize = 7
    axis.labelTextFormat = label
    axis.strokeColor = style.RULE
    axis.visibleGrid = True
    axis.gridStrokeColor = style.ZEBRA


def _title(drawing: Drawing, text: str, width: float, height: float) -> None:
    """The chart's title, smaller if it would run past the chart (a longer language)."""
    size = min(9.0, 9.0 * (width - 4) / max(1.0, stringWidth(text, style.BOLD, 9)))
    drawing.add(
        String(0, height - 11, text, fontName=style.BOLD, fontSize=size, fillColor=style.INK)
    )


def win_by_hour(report: ShiftReport, width: float, height: float = 62 * 2.8346) -> Drawing:
    """Bars of the wager log's win in each local clock hour, one series per game."""
    clock = Clock(report.zone)
    drawing = Drawing(width, height)
    units = next(iter(report.currencies), ("", 100))[1]
    games = sorted({t.game for t in report.tables})
    by_table = {t.table_id: t.game for t in report.tables}
    totals: dict[tuple[str, object], int] = defaultdict(int)
    for line in report.hourly:
        totals[(by_table[line.table_id], clock.local(line.hour))] += line.win
    end = report.closed_at or report.as_of or report.opened_at
    hours = hours_between(report.opened_at, end, clock.zone)
    currency = next(iter(report.currencies), ("", 100))[0]
    _title(drawing, _("Win by hour (wager log, {currency})").format(currency=currency), width,
           height)  # fmt: skip
    if not hours or not games:
        return drawing
    axis_title = _("hour of the day ({zone})").format(zone=clock.name)
    rows = _key_rows(games, width - 4, 38 + stringWidth(axis_title, style.FONT, 6.5) + 12)
    lift = 10 * (len(rows) - 1)  # a key too long for one line takes more, under the chart
    data = [[totals[(game, hour)] / units for hour in hours] for game in games]
    chart = VerticalBarChart()
    chart.x, chart.y = 38, 28 + lift
    chart.width, chart.height = int(width - 48), int(height - 56 - lift)
    chart.data = data
    chart.categoryAxis.categoryNames = [f"{h:%H}" for h in hours]
    chart.categoryAxis.labels.fontName = style.FONT
    chart.categoryAxis.labels.fontSize = 7
    chart.categoryAxis.labels.dy = -2
    chart.categoryAxis.strokeColor = style.RULE
    _value_axis(chart, [v for series in data for v in series], lambda value: fixed(value, 0))
    chart.barSpacing = 1
    chart.groupSpacing = 3
    for index, game in enumerate(games):
        chart.bars[index].fillColor = game_colour(game)
        chart.bars[index].strokeColor = None
    drawing.add(chart)
    for row, shown in enumerate(rows):  # the key in the corner, right to left, beside the axis
        x, y = width - 4, 3 + 10 * (len(rows) - 1 - row)
        for game in reversed(shown):
            label = game_name(game)
            x -= stringWidth(label, style.FONT, 7)
            drawing.add(String(x, y, label, fontName=style.FONT, fontSize=7, fillColor=style.INK))
            x -= 10
            key = Rect(x, y - 0.5, 7, 7)
            key.fillColor, key.strokeColor = game_colour(game), None
            drawing.add(key)
            x -= 10
    drawing.add(
        String(chart.x, 4, axis_title, fontName=style.FONT, fontSize=6.5, fillColor=style.MUTED)
    )
    return drawing


def _key_rows(games: list[str], right: float, left: float) -> list[list[str]]:
    """The games of a chart's key in lines that fit between ``left`` and ``right`` (the last
    line is the one beside the axis title; a language with longer names takes more lines)."""
    rows: list[list[str]] = [[]]
    room = right - left
    used = 0.0
    for game in reversed(games):
        need = stringWidth(game_name(game), style.FONT, 7) + 20
        if rows[-1] and used + need > room:
            rows.append([])
            used, room = 0.0, right - 38
        rows[-1].insert(0, game)
        used += need
    return rows[::-1] if len(rows) > 1 else rows


def hold_by_table(report: ShiftReport, width: float, height: float = 62 * 2.8346) -> Drawing:
    """One bar per table: its hold percent; a table still open is named as such."""
    drawing = Drawing(width, height)
    _title(drawing, _("Hold by table (win / drop, %)"), width, height)
    tables = list(reversed(report.tables))  # the chart draws from the bottom up
    if not tables:
        return drawing
    holds = [t.hold_percent for t in tables]
    values = [float(h) if h is not None else 0.0 for h in holds]
    chart = HorizontalBarChart()
    chart.x, chart.y = 40, 12
    chart.width, chart.height = int(width - 60), int(height - 34)
    chart.data = [values]
    chart.categoryAxis.categoryNames = [t.table for t in tables]
    chart.categoryAxis.labels.fontName = style.FONT
    chart.categoryAxis.labels.fontSize = 7.5
    chart.categoryAxis.strokeColor = style.RULE
    _value_axis(chart, values, lambda value: f"{figures(f'{value:g}')}%")
    chart.bars[0].fillColor = style.ACCENT
    chart.bars[0].strokeColor = None
    for index, (table, hold) in enumerate(zip(tables, holds, strict=True)):
        if hold is None:
            continue
        chart.bars[(0, index)].fillColor = _hold_colour(table.game, hold)
    chart.barLabelFormat = None
    drawing.add(chart)
    span = chart.valueAxis.valueMax - chart.valueAxis.valueMin
    zero = chart.x + chart.width * (0 - chart.valueAxis.valueMin) / span
    slot = chart.height / len(tables)
    for index, hold in enumerate(holds):
        label = _("open: no closer yet") if hold is None else percent(hold)
        value = 0.0 if hold is None else float(hold)
        x = chart.x + chart.width * (value - chart.valueAxis.valueMin) / span
        drawing.add(
            String(max(x, zero) + 3, chart.y + slot * index + slot / 2 - 2.5, label,
                   fontName=style.FONT, fontSize=7, fillColor=style.INK)
        )  # fmt: skip
    return drawing


def _hold_colour(game: str, hold: Decimal) -> Color:
    return style.WARNING if hold < 0 else game_colour(game)
