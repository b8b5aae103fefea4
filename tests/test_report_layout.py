"""The reports' short ways through reportlab (``reports.layout``) write what reportlab writes.

A long report draws tens of thousands of table cells and paragraphs, so ``FastCanvas`` writes
a plain line of text itself and ``Text`` keeps a paragraph's parse and line breaks. Each is
held here against reportlab's own way, byte for byte: the same operators on the page, the
same PDF. If a reportlab release changes what it writes, these fail, and the short way is
brought in line (or dropped).
"""

from __future__ import annotations

import io
from typing import Any
from xml.sax.saxutils import escape

import pytest
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
)

from reports import layout, style

TEXTS = [
    "Soak Dealer",
    "1,234.56",
    "",
    " ",
    "Win = drop + closer (counted) \\ fills",
    "caf\u00e9 \u00b7 \u2013 \u2014 \u201cquoted\u201d \u2018x\u2019 \u20ac",  # in WinAnsi
    "\u2212 Opener",  # the minus sign: not in WinAnsi, drawn from the Symbol font
    "7\u2663 as joker",  # the club: ZapfDingbats
    "\u4e2d\u6587",  # in no standard font
    "tab\there, \x01 control",
    "\u00a0non-breaking\u00a0space",
]


COLOURS: list[Any] = [
    style.INK,
    style.ACCENT,
    colors.Color(0.1, 0.2, 0.3, alpha=0.4),
    colors.CMYKColor(0.1, 0.2, 0.3, 0.4),
    colors.red,
    (0.5, 0.25, 1 / 3),
    (0, 0, 0, 1),
    "#a61b1b",
    "blue",
]


def _drawn(canvas_class: type[Canvas]) -> list[str]:
    canvas = canvas_class(io.BytesIO(), invariant=1)
    for font, size, leading in (
        (style.FONT, 8.5, None),
        (style.BOLD, 9, 11),
        (style.MONO, 7.5, 9.5),
        ("Times-Roman", 10, None),
        ("Symbol", 8, None),
    ):
        canvas.setFont(font, size, leading)
        for x, y in ((0, 0), (12.3456789, 700.1), (-3.2, 1e-9), (595.2755905511812, 0.25)):
            for text in TEXTS:
                canvas.drawString(x, y, text)
                canvas.drawRightString(x, y, text)
                canvas.drawCentredString(x, y, text)
            canvas.drawString(x, y, "with a mode", mode=1)
            canvas.drawRightString(x, y, "spaced", charSpace=1.5)
            canvas.drawCentredString(x, y, "word spaced", wordSpace=2)
            canvas.line(x, y, x + 10.123456789, y - 1 / 3)
            for stroke, fill in ((1, 0), (0, 1), (1, 1), (0, 0)):
                canvas.rect(x, y, 100.5, 1e-8, stroke=stroke, fill=fill)
            canvas.setLineWidth(x / 7)
    canvas.setFont(style.FONT, 8)
    for colour in COLOURS:
        canvas.setFillColor(colour)
        canvas.setStrokeColor(colour)
        canvas.setFillColor(colour, alpha=0.5)
        canvas.setStrokeColor(colour, alpha=1)
        canvas.drawString(1, 2, "coloured")
    return list(canvas._code)  # type: ignore[attr-defined]


def test_the_fast_canvas_writes_the_operators_reportlab_writes() -> None:
    fast = _drawn(layout.FastCanvas)
    assert fast == _drawn(Canvas)
    assert fast == _drawn(layout.FastCanvas)  # with its numbers and colours kept


INDENTED = ParagraphStyle("indented", parent=style.BODY, leftIndent=12, firstLineIndent=-6)


def _story(paragraph: Any) -> list[Flowable]:
    """Paragraphs in the ways the reports use them: headings said on every page, cells of a
    table measured and drawn, a long paragraph split across pages, markup, escapes."""
    story: list[Flowable] = []
    long = " ".join(f"word{i} \u2212 <&> {i}" for i in range(500))
    for section in range(30):
        story.append(CondPageBreak(60 * mm))
        story.append(paragraph("Count", style.H1))
        story.append(
            paragraph(escape(f"Table {section} \u00b7 Seka \u00b7 pit & <bar>"), style.BODY)
        )
        rows: list[list[Any]] = [["Name", "Note"]]
        for row in range(section % 7 + 1):
            rows.append(
                [
                    paragraph(escape(f"Dealer {row}"), style.CELL),
                    paragraph(
                        escape("a reason long enough to wrap in its column " * 3), style.SMALL
                    ),
                ]
            )
        table = Table(rows, colWidths=[40 * mm, 60 * mm], repeatRows=1, hAlign="LEFT")
        table.setStyle(style.grid())
        story.append(table)
        story.append(
            KeepTogether(
                [paragraph("None in this shift.", style.BODY), paragraph("Play", style.H2)]
            )
        )
        story.append(paragraph('A <b>bold</b> <font color="#a61b1b">AP</font> flag', style.BODY))
        story.append(paragraph("", style.BODY))
        story.append(paragraph("caf\u00e9 \u2013 (open) \\ 7 \u2014 \u00a0x", style.SMALL))
        story.append(paragraph("right \u00b7 aligned", style.CELL_RIGHT))
        story.append(paragraph("indented " * 30, INDENTED))
        narrow = Table(
            [[paragraph("Averyveryverylongwordthatcannotfit in a narrow cell", style.CELL)]],
            colWidths=[12 * mm],
        )
        story.append(narrow)
        if section % 10 == 3:
            story.append(paragraph(escape(long), style.BODY))
        story.append(Spacer(0, 4))
    return story


def _pdf(paragraph: Any) -> bytes:
    layout.Text._PARSED.clear()
    layout.Text._LINES.clear()
    out = io.BytesIO()
    SimpleDocTemplate(out, pagesize=style.PAGE, invariant=1).build(_story(paragraph))
    return out.getvalue()


@pytest.mark.parametrize("keep", [4096, 3])
def test_a_kept_paragraph_prints_as_reportlab_prints_it(
    keep: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(layout.Text, "_KEEP", keep)
    assert _pdf(layout.Text) == _pdf(Paragraph)
    once = _pdf(layout.Text)
    assert once.count(b"/Type /Page\n") > 12  # the long paragraphs run across pages
    assert _pdf(layout.Text) == once


def test_a_style_made_again_is_not_mistaken_for_another() -> None:
    """The parse is kept by the style's identity: a style made anew with the same name and
    another font is parsed anew, never given the first's."""
    first = layout.Text(
        "Count", ParagraphStyle("same", fontName="Helvetica", fontSize=8, leading=9)
    )
    again = layout.Text(
        "Count", ParagraphStyle("same", fontName="Courier", fontSize=12, leading=14)
    )
    assert first.frags[0].fontName == "Helvetica"
    assert again.frags[0].fontName == "Courier"
    assert again.wrap(300, 100) == (300, 14)
    assert first.wrap(300, 100) == (300, 9)


@pytest.mark.parametrize("total_row", [False, True])
def test_a_grid_cell_is_made_as_the_grid_style_sets_it(total_row: bool) -> None:
    rows = [["Chip", "Opener", "Closer"], ["100.00", "20 = 2,000.00", ""], ["Total", "1", "2"]]
    made: Any = layout.grid(rows, [20 * mm, 30 * mm, 30 * mm], total_row=total_row, numeric_from=1)
    made.setStyle([("FONT", (0, 1), (-1, 1), style.BOLD, 9)])
    set_: Any = Table([list(r) for r in rows], colWidths=[20 * mm, 30 * mm, 30 * mm], repeatRows=1)
    set_.setStyle(style.grid(total_row=total_row, numeric_from=1))
    set_.setStyle([("FONT", (0, 1), (-1, 1), style.BOLD, 9)])
    names = ["fontname", "fontsize", "leading", "color", "alignment", "valign", "leftPadding",
             "rightPadding", "topPadding", "bottomPadding", "firstLineIndent", "href",
             "direction", "shaping", "destination"]  # fmt: skip
    for made_row, set_row in zip(made._cellStyles, set_._cellStyles, strict=True):
        for cell, expected in zip(made_row, set_row, strict=True):
            assert [getattr(cell, n) for n in names] == [getattr(expected, n) for n in names]
    assert made._bkgrndcmds == set_._bkgrndcmds
    assert made._linecmds == set_._linecmds


def _table_drawn(table_class: type[Table]) -> bytes:
    rows: list[list[Any]] = [
        ["Left", "Right", "Centre", "Decimal"],
        ["plain", "1,234.56", "", "12.5"],
        ["two\nlines", "\u2212 3.00", Paragraph("a paragraph", style.CELL), "7.25"],
        ["", "caf\u00e9 (x) \\ y", "7\u2663", "0.5"],
    ]
    out = io.BytesIO()
    story: list[Flowable] = []
    for valign in ("TOP", "MIDDLE", "BOTTOM"):
        table = table_class(rows, colWidths=[30 * mm] * 4, repeatRows=1)
        table.setStyle(
            [
                *style.GRID_CELL,
                ("VALIGN", (0, 0), (-1, -1), valign),
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("ALIGN", (2, 0), (2, -1), "CENTER"),
                ("ALIGN", (3, 0), (3, -1), "DECIMAL"),
                ("FONT", (0, 1), (-1, 1), style.BOLD, 9, 12),
                ("TEXTCOLOR", (0, 2), (-1, 2), style.WARNING),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, style.ZEBRA]),
            ]
        )
        story += [table, Spacer(0, 6)]
    SimpleDocTemplate(out, pagesize=style.PAGE, invariant=1).build(story)
    return out.getvalue()


def test_a_grid_draws_its_cells_as_reportlabs_table_does() -> None:
    assert _table_drawn(layout.Grid) == _table_drawn(Table)


def test_a_report_is_laid_out_without_collections_and_collected_after() -> None:
    import gc

    assert gc.isenabled()
    with layout.uncollected():
        assert not gc.isenabled()
        with layout.uncollected():  # a report laid out while another is
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), layout.uncollected():
        raise RuntimeError("a report that failed")
    assert gc.isenabled()
