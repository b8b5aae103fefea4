"""The report's look: page, type and colours, in one place.

A filed document, not a screen: black text on white, one accent colour for headings and
chart bars, rules rather than boxes, figures right-aligned in a tabular face so columns of
money line up to the minor unit.

The type is DejaVu Sans Condensed (``resources/fonts``, with its licence), not the PDF's
standard Helvetica, whose encoding has no Cyrillic and no Czech ``č ř ě ů``: a report prints
in every language the console speaks. The condensed cut sets text within 2 % of Helvetica's
width, so the columns sized for Helvetica's figures still hold them (DejaVu Sans, a seventh
wider, would wrap a player's -999,999.99). Each PDF embeds a subset of the font, the letters
it uses, named by reportlab in the order they are first drawn
(``AAAAAA+DejaVuSansCondensed``), so the bytes depend on the figures and the language alone
and a reprint is the same file. Hashes stay in Courier, a standard font (hexadecimal digits
only).
"""

from __future__ import annotations

from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import TableStyle

from casino.i18n.catalogue import resources_dir

PAGE = A4
MARGIN = 18 * mm
TOP = 26 * mm
"""The top margin leaves room for the running head."""
BOTTOM = 22 * mm
WIDTH = PAGE[0] - 2 * MARGIN

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#5c5c5c")
ACCENT = colors.HexColor("#1f4e79")
ACCENT_LIGHT = colors.HexColor("#dce6f0")
SECOND = colors.HexColor("#b5651d")
"""The second series of a chart."""
RULE = colors.HexColor("#9a9a9a")
ZEBRA = colors.HexColor("#f3f5f8")
WARNING = colors.HexColor("#a61b1b")

FONT, BOLD, MONO = "DejaVuSansCondensed", "DejaVuSansCondensed-Bold", "Courier"
FONT_FILES = {FONT: "DejaVuSansCondensed.ttf", BOLD: "DejaVuSansCondensed-Bold.ttf"}
"""In ``resources/fonts`` (``$CASINO_RESOURCES/fonts`` in an installed bundle)."""


def register_fonts() -> None:
    """The report's fonts, registered with reportlab once: a paragraph's ``<b>`` is the bold
    face (the reports set nothing in italics, which is drawn upright)."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    folder = resources_dir() / "fonts"
    for name, file in FONT_FILES.items():
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


register_fonts()

TITLE = ParagraphStyle("title", fontName=BOLD, fontSize=20, leading=24, textColor=INK)
SUBTITLE = ParagraphStyle("subtitle", fontName=FONT, fontSize=12, leading=15, textColor=MUTED)
H1 = ParagraphStyle(
    "h1", fontName=BOLD, fontSize=13, leading=16, textColor=ACCENT, spaceBefore=10, spaceAfter=4
)
H2 = ParagraphStyle(
    "h2", fontName=BOLD, fontSize=10, leading=13, textColor=INK, spaceBefore=6, spaceAfter=2
)
BODY = ParagraphStyle("body", fontName=FONT, fontSize=9, leading=11.5, textColor=INK)
SMALL = ParagraphStyle("small", fontName=FONT, fontSize=7.5, leading=9.5, textColor=MUTED)
CELL = ParagraphStyle("cell", fontName=FONT, fontSize=8.5, leading=10.5, textColor=INK)
CELL_RIGHT = ParagraphStyle("cell_right", parent=CELL, alignment=TA_RIGHT)
LABEL = ParagraphStyle("label", fontName=FONT, fontSize=8.5, leading=10.5, textColor=MUTED,
                       alignment=TA_LEFT)  # fmt: skip
HASH = ParagraphStyle("hash", fontName=MONO, fontSize=7.5, leading=9.5, textColor=INK)
ALERT = ParagraphStyle("alert", parent=BODY, fontName=BOLD, textColor=WARNING)


GRID_CELL: list[Any] = [
    ("FONT", (0, 0), (-1, -1), FONT, 8.5),
    ("TEXTCOLOR", (0, 0), (-1, -1), INK),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 0), (-1, -1), 2.2),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
    ("LEFTPADDING", (0, 0), (-1, -1), 4),
    ("RIGHTPADDING", (0, 0), (-1, -1), 4),
]
"""What ``grid`` sets on every cell of a figures table (``layout.grid`` makes its cells so,
``layout.GridCell``, instead of setting each cell seven times over)."""


def grid(
    header_rows: int = 1,
    total_row: bool = False,
    numeric_from: int = 1,
    zebra: bool = True,
    *,
    every_cell: bool = True,
) -> TableStyle:
    """A figures table: a ruled header, figures right-aligned from column ``numeric_from``,
    light banding to guide the eye along a row, and a ruled, bold total row if asked.
    ``every_cell``: with ``GRID_CELL``'s commands first (False: for cells made so)."""
    commands: list[Any] = [
        *(GRID_CELL if every_cell else []),
        ("FONT", (0, 0), (-1, header_rows - 1), BOLD, 8),
        ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), ACCENT),
        ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.8, ACCENT),
        ("ALIGN", (numeric_from, 0), (-1, -1), "RIGHT"),
    ]
    if zebra:
        commands.append(("ROWBACKGROUNDS", (0, header_rows), (-1, -1), [None, ZEBRA]))
    if total_row:
        commands += [
            ("FONT", (0, -1), (-1, -1), BOLD, 8.5),
            ("LINEABOVE", (0, -1), (-1, -1), 0.8, INK),
            ("BACKGROUND", (0, -1), (-1, -1), ACCENT_LIGHT),
        ]
    return TableStyle(commands)


def pairs() -> TableStyle:
    """Label and value pairs, as a header block: labels muted, no rules."""
    return TableStyle(
        [
            ("FONT", (0, 0), (-1, -1), FONT, 9),
            ("TEXTCOLOR", (0, 0), (0, -1), MUTED),
            ("TEXTCOLOR", (2, 0), (2, -1), MUTED),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ]
    )
