"""What every report's pages share: the running head and foot ("page X of Y"), paragraphs
that wrap within their column, figure grids, and the document itself in invariant mode.

Each report (``shift_pdf``, ``period_pdf``, ``exceptions_pdf``) gives a ``Masthead`` (what the
head says) and its story; the page furniture is drawn here, the same on every report.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table

from casino import __version__
from reports import style


@dataclass(frozen=True, slots=True)
class Masthead:
    """What the running head and foot of every page say."""

    casino: str
    what: str
    """The head's second line: ``Shift report · shift 12: Night``."""
    report_id: str
    foot: str
    """The foot's left: when and by what it was printed, and the zone times are in."""
    warning: str = ""
    """A line in red under the id (``PROVISIONAL: ...``), or nothing."""


def render(story: list[Flowable], masthead: Masthead, *, title: str, subject: str) -> bytes:
    """The story as PDF bytes: the same bytes for the same story and masthead."""
    out = io.BytesIO()
    document = SimpleDocTemplate(
        out,
        pagesize=style.PAGE,
        leftMargin=style.MARGIN,
        rightMargin=style.MARGIN,
        topMargin=style.TOP,
        bottomMargin=style.BOTTOM,
        title=title,
        author=masthead.casino,
        subject=subject,
        creator=f"casino-console {__version__}",
        invariant=1,
    )
    document.build(story, canvasmaker=numbered(masthead))
    return out.getvalue()


def numbered(masthead: Masthead) -> Callable[..., Canvas]:
    """A canvas that holds its pages back until the end, so each can say "page X of Y"."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (reportlab's name)
            self._pages.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]

        def save(self) -> None:
            total = len(self._pages)
            for page in self._pages:
                self.__dict__.update(page)
                decorate(self, masthead, total)
                super().showPage()
            super().save()

    return NumberedCanvas


def decorate(canvas: Canvas, masthead: Masthead, total: int) -> None:
    width, height = style.PAGE
    left, right = style.MARGIN, width - style.MARGIN
    top = height - 12 * mm
    canvas.saveState()
    canvas.setFont(style.BOLD, 9)
    canvas.setFillColor(style.INK)
    canvas.drawString(left, top, masthead.casino)
    canvas.setFont(style.FONT, 9)
    canvas.setFillColor(style.MUTED)
    canvas.drawString(left, top - 11, masthead.what)
    canvas.setFont(style.BOLD, 9)
    canvas.setFillColor(style.ACCENT)
    canvas.drawRightString(right, top, masthead.report_id)
    if masthead.warning:
        canvas.setFillColor(style.WARNING)
        canvas.drawRightString(right, top - 11, masthead.warning)
    canvas.setStrokeColor(style.ACCENT)
    canvas.setLineWidth(0.8)
    canvas.line(left, top - 16, right, top - 16)
    bottom = 12 * mm
    canvas.setStrokeColor(style.RULE)
    canvas.setLineWidth(0.4)
    canvas.line(left, bottom + 10, right, bottom + 10)
    canvas.setFont(style.FONT, 7.5)
    canvas.setFillColor(style.MUTED)
    canvas.drawString(left, bottom, masthead.foot)
    canvas.setFont(style.BOLD, 8)
    canvas.setFillColor(style.INK)
    canvas.drawRightString(right, bottom, f"Page {canvas.getPageNumber()} of {total}")
    canvas.restoreState()


def p(text: str, paragraph_style: Any = style.CELL) -> Paragraph:
    """Plain text as a paragraph, which wraps within its column (a long table name or reason)
    instead of running into the next: a reason typed with ``<`` or ``&`` is printed, not
    parsed."""
    return Paragraph(escape(text), paragraph_style)


def grid(
    rows: Sequence[Sequence[Any]],
    widths: Sequence[float],
    *,
    total_row: bool = False,
    numeric_from: int = 1,
    zebra: bool = True,
) -> Table:
    table = Table([list(r) for r in rows], colWidths=list(widths), repeatRows=1, hAlign="LEFT")
    table.setStyle(style.grid(total_row=total_row, numeric_from=numeric_from, zebra=zebra))
    return table


def fill(widths: list[float]) -> list[float]:
    """``widths`` with one more column taking what is left of the page's width."""
    return [*widths, style.WIDTH - sum(widths)]


def pairs(rows: Sequence[tuple[str, str, str, str]]) -> Table:
    """A head block of label and value pairs, two to a row."""
    block = Table(
        [[p(a, style.LABEL), p(b), p(c, style.LABEL), p(d)] for a, b, c, d in rows],
        colWidths=[22 * mm, 68 * mm, 24 * mm, style.WIDTH - 114 * mm],
        hAlign="LEFT",
    )
    block.setStyle(style.pairs())
    return block


def signature_lines(people: Sequence[str]) -> Table:
    """A line to sign for each person named (``Dealer: Dana Dealer``, ``Pit manager (name)``),
    with Signature and Date beside it: the foot of every report a person signs off."""
    rows: list[list[Any]] = []
    for who in people:
        rows.append(["", "", ""])
        rows.append([who, "Signature", "Date"])
    table = Table(rows, colWidths=[70 * mm, 70 * mm, style.WIDTH - 140 * mm], hAlign="LEFT")
    commands: list[Any] = [
        ("FONT", (0, 0), (-1, -1), style.FONT, 8),
        ("TEXTCOLOR", (0, 0), (-1, -1), style.MUTED),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("RIGHTPADDING", (0, 0), (-1, -1), 10),
    ]
    for row in range(0, len(rows), 2):
        commands += [
            ("LINEBELOW", (0, row), (2, row), 0.6, style.INK),
            ("TOPPADDING", (0, row), (-1, row), 16),
            ("FONT", (0, row + 1), (0, row + 1), style.BOLD, 8),
            ("TEXTCOLOR", (0, row + 1), (0, row + 1), style.INK),
        ]
    table.setStyle(commands)
    return table
