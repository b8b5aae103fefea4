"""What every report's pages share: the running head and foot ("page X of Y"), paragraphs
that wrap within their column, figure grids, and the document itself in invariant mode.

Each report (``shift_pdf``, ``period_pdf``, ``exceptions_pdf``) gives a ``Masthead`` (what the
head says) and its story; the page furniture is drawn here, the same on every report.
"""

from __future__ import annotations

import gc
import io
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Literal
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table
from reportlab.platypus import paragraph as rl_paragraph
from reportlab.platypus.tables import CellStyle

from casino import __version__
from casino.i18n import _
from reports import style

rl_config.useA85 = 0
"""Page streams are compressed and written as they are, not also spelled out in ASCII85,
which makes them a quarter bigger and, without reportlab's C accelerator, took a tenth of a
400-table report's time. Only reports use reportlab, so this holds for every PDF the console
writes, and a reprint is the same bytes."""


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


@contextmanager
def uncollected() -> Iterator[None]:
    """No cyclic garbage collection while a report is laid out, and one as usual after. A
    long report makes a few hundred thousand objects that live until it is written, and each
    full collection on the way walks all of them and everything else the process holds (in
    a 400-table report, a sixth of its time). Nothing is left uncollected: the collector runs
    again as soon as the report is written (if it was running: a report laid out while
    another is leaves it to the first to turn back on)."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


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


_PATH_OPS: dict[tuple[Any, ...], str] = rl_canvas.PATH_OPS  # type: ignore[attr-defined]
_HEIGHT_BY_SIZE = bool(getattr(rl_paragraph, "paraFontSizeHeightOffset", 0))
_PLAIN = frozenset(range(32, 127)) - set(b"()\\")
"""The bytes a PDF string holds as they are (reportlab's ``escapePDF`` leaves them)."""


_NUMBERS: dict[float, str] = {}
"""Numbers as reportlab writes them (``fp_str``), kept: a report's columns and rows stand at
the same few hundred places on every page."""


def _number(value: float) -> str:
    written = _NUMBERS.get(value)
    if written is None:
        if len(_NUMBERS) >= 65536:
            _NUMBERS.clear()
        written = _NUMBERS[value] = fp_str(value)
    return written


def _pdf_string(encoded: bytes) -> str:
    """``encoded`` as a PDF string holds it, as reportlab's ``escapePDF`` writes it."""
    return encoded.decode("latin-1") if _PLAIN.issuperset(encoded) else escapePDF(encoded)


def _subset_chunks(font: Any, doc: Any, text: str) -> tuple[tuple[int, str], ...]:
    """``text`` in an embedded (TrueType) font's subsets, as reportlab splits it: each run of
    one subset with its bytes as a PDF string holds them. Kept per document and font: a
    character's code in its subset never changes once given (reportlab gives them in the
    order characters are first drawn), so a text is split once however often it is drawn."""
    kept: dict[tuple[str, str], tuple[tuple[int, str], ...]] | None = getattr(
        doc, "_casino_subset_chunks", None
    )
    if kept is None:
        kept = doc._casino_subset_chunks = {}
    key = (font.fontName, text)
    chunks = kept.get(key)
    if chunks is None:
        chunks = kept[key] = tuple(
            (subset, _pdf_string(encoded)) for subset, encoded in font.splitString(text, doc)
        )
    return chunks


def _subset_shown(
    font: Any, doc: Any, text: str, size: float, leading: float, current: int
) -> tuple[str, int]:
    """The operators reportlab's text object writes for one line of ``text`` in an embedded
    font (``PDFTextObject._formatText``): the subset's font, size and leading each time the
    subset changes from ``current``, then the run. With the subset drawn last."""
    parts: list[str] = []
    size_and_leading = ""
    for subset, shown in _subset_chunks(font, doc, text):
        if subset != current:
            if not size_and_leading:
                size_and_leading = f"{_number(size)} Tf {_number(leading)} TL"
            parts.append(f"{font.getSubsetInternalName(subset, doc)} {size_and_leading}")
            current = subset
        parts.append(f"({shown}) Tj")
    return " ".join(parts), current


class FastCanvas(Canvas):
    """reportlab's canvas with a short way to draw a line of text: a report's tables draw some
    forty thousand cells, each a ``drawString`` that makes a text object, measures and encodes
    the text twice and escapes it byte by byte. Here the text is encoded and measured once
    and written as the same operators (``BT 1 0 0 1 x y Tm (text) Tj T* ET``, with the
    subset's ``Tf`` before the text in an embedded font), byte for byte what reportlab writes
    (``tests/test_report_layout.py`` holds the two side by side). Anything else (a character
    a standard font's encoding lacks, which reportlab draws from a substitute font, a mode,
    spacing, shaping or direction, empty text) is drawn by reportlab's own."""

    _T1: ClassVar[dict[str, tuple[str, Sequence[int]] | None]] = {}
    """Per standard font name: its encoding and widths, or None for a font that is not one."""
    _TTF: ClassVar[dict[str, Any]] = {}
    """Per embedded font name: the font, or None for a font that is not one."""

    def _simple(self, text: Any, options: tuple[Any, ...]) -> tuple[bytes, float] | None:
        state: Any = self  # reportlab's own attributes, which its stubs do not name
        if any(options) or not text or type(text) is not str or not state.bottomup:
            return None
        name = state._fontname
        if name not in self._T1:
            font: Any = getFont(name)
            simple = not (font._dynamicFont or font._multiByte) and "UCS-2" not in font.encName
            self._T1[name] = (font.encName, font.widths) if simple else None
        metrics = self._T1[name]
        if metrics is None:
            return None
        encoding, widths = metrics
        try:
            encoded = text.encode(encoding)
        except UnicodeEncodeError:
            return None
        return encoded, sum(map(widths.__getitem__, encoded)) * 0.001 * state._fontsize

    def _embedded(self, text: Any, options: tuple[Any, ...]) -> Any:
        """The embedded font to draw ``text`` in the short way, or None."""
        state: Any = self
        if any(options) or not text or type(text) is not str or not state.bottomup:
            return None
        name = state._fontname
        font = self._TTF.get(name, False)
        if font is False:
            found: Any = getFont(name)
            font = self._TTF[name] = found if isinstance(found, TTFont) else None
        return font

    def _embedded_width(self, font: Any, text: str) -> float:
        size: float = self._fontsize  # type: ignore[attr-defined]
        return text_width(text, font.fontName, size)

    def _embedded_at(self, x: float, y: float, font: Any, text: str) -> None:
        state: Any = self
        shown, _ = _subset_shown(font, state._doc, text, state._fontsize, state._leading, -1)
        state._code.append(f"BT 1 0 0 1 {self._number(x)} {self._number(y)} Tm {shown} T* ET")

    @staticmethod
    def _number(value: float) -> str:
        return _number(value)

    def _text_at(self, x: float, y: float, encoded: bytes) -> None:
        shown = _pdf_string(encoded)
        code: list[str] = self._code  # type: ignore[attr-defined]
        code.append(f"BT 1 0 0 1 {self._number(x)} {self._number(y)} Tm ({shown}) Tj T* ET")

    def _numbers(self, *values: float) -> str:
        return " ".join([self._number(value) for value in values])

    _COLOURS: ClassVar[dict[tuple[float, float, float, str], str]] = {}

    def _colour(self, colour: Any, operator: str) -> str | None:
        """``r g b rg`` (or ``RG``) for an RGB colour, kept; None for any other colour."""
        if type(colour) is not Color or getattr(self, "_enforceColorSpace", None):
            return None
        key = (colour.red, colour.green, colour.blue, operator)
        written = self._COLOURS.get(key)
        if written is None:
            if len(self._COLOURS) >= 1024:
                self._COLOURS.clear()
            written = self._COLOURS[key] = f"{fp_str(key[:3])} {operator}"
        return written

    def setFillColor(self, aColor: Any, alpha: Any = None) -> None:  # noqa: N802, N803
        """reportlab's, with an RGB colour's operator written once (every cell, paragraph and
        band of a table sets its colour)."""
        written = self._colour(aColor, "rg")
        if written is None:
            super().setFillColor(aColor, alpha)
            return
        state: Any = self
        state._fillColorObj = aColor
        state._code.append(written)
        if alpha is not None:
            self.setFillAlpha(alpha)
        elif aColor.alpha is not None:
            self.setFillAlpha(aColor.alpha)

    def setStrokeColor(self, aColor: Any, alpha: Any = None) -> None:  # noqa: N802, N803
        written = self._colour(aColor, "RG")
        if written is None:
            super().setStrokeColor(aColor, alpha)
            return
        state: Any = self
        state._strokeColorObj = aColor
        state._code.append(written)
        if alpha is not None:
            self.setStrokeAlpha(alpha)
        elif aColor.alpha is not None:
            self.setStrokeAlpha(aColor.alpha)

    def setFont(self, psfontname: str, size: float, leading: float | None = None) -> None:  # noqa: N802
        """reportlab's, for a standard font (an embedded one is reportlab's)."""
        state: Any = self
        font: Any = getFont(psfontname)
        if font._dynamicFont or not font.face.builtIn:
            super().setFont(psfontname, size, leading)
            return
        if leading is None:
            leading = size * 1.2
        state._fontname, state._fontsize, state._leading = psfontname, size, leading
        internal = state._doc.getInternalFontName(psfontname)
        state._code.append(f"BT {internal} {self._number(size)} Tf {self._number(leading)} TL ET")

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        code: list[str] = self._code  # type: ignore[attr-defined]
        code.append(f"n {self._numbers(x1, y1)} m {self._numbers(x2, y2)} l S")

    def rect(
        self, x: float, y: float, width: float, height: float, stroke: float = 1, fill: float = 0
    ) -> None:
        state: Any = self
        state._code.append(
            f"n {self._numbers(x, y, width, height)} re " + _PATH_OPS[stroke, fill, state._fillMode]
        )

    def setLineWidth(self, width: float) -> None:  # noqa: N802
        state: Any = self
        state._lineWidth = width
        state._code.append(f"{self._number(width)} w")

    def drawString(  # noqa: N802 (reportlab's name)
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,  # noqa: N803
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,  # noqa: N803
    ) -> None:  # fmt: skip
        options = (mode is not None, charSpace, direction, wordSpace, shaping)
        font = self._embedded(text, options)
        if font is not None:
            self._embedded_at(x, y, font, text)
            return
        simple = self._simple(text, options)
        if simple is None:
            super().drawString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        else:
            self._text_at(x, y, simple[0])

    def drawRightString(  # noqa: N802 (reportlab's name)
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,  # noqa: N803
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,  # noqa: N803
    ) -> None:  # fmt: skip
        options = (mode is not None, charSpace, direction, wordSpace, shaping)
        font = self._embedded(text, options)
        if font is not None:
            self._embedded_at(x - self._embedded_width(font, text), y, font, text)
            return
        simple = self._simple(text, options)
        if simple is None:
            super().drawRightString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        else:
            self._text_at(x - simple[1], y, simple[0])

    def drawCentredString(  # noqa: N802 (reportlab's name)
        self, x: float, y: float, text: Any, mode: Any = None, charSpace: float = 0,  # noqa: N803
        direction: Any = None, wordSpace: Any = None, shaping: bool = False,  # noqa: N803
    ) -> None:  # fmt: skip
        options = (mode is not None, charSpace, direction, wordSpace, shaping)
        font = self._embedded(text, options)
        if font is not None:
            self._embedded_at(x - 0.5 * self._embedded_width(font, text), y, font, text)
            return
        simple = self._simple(text, options)
        if simple is None:
            super().drawCentredString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        else:
            self._text_at(x - 0.5 * simple[1], y, simple[0])


def numbered(masthead: Masthead) -> Callable[..., Canvas]:
    """A canvas that holds its pages back until the end, so each can say "page X of Y"."""

    class NumberedCanvas(FastCanvas):
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
    canvas.drawRightString(
        right, bottom, _("Page {page} of {pages}").format(page=canvas.getPageNumber(), pages=total)
    )
    canvas.restoreState()


class Text(Paragraph):
    """A paragraph that reads its markup once. A report says the same heading or sentence on
    every table's page ("Count", "None in this shift."), and reportlab parses each
    paragraph's markup anew and breaks its lines at every wrap (a cell's paragraph is wrapped
    when its table is measured and again when it is drawn). Here the parse is kept by markup
    and style, and the lines of a plain paragraph (one font, no markup: reportlab's kind 0,
    which drawing and splitting only read) by markup, style and width, so the thousandth
    "Count" costs a lookup. The pages are the same bytes as with ``Paragraph``: what is kept
    is what reportlab made, each paragraph gets its own copy of its fragments, and a
    paragraph made from fragments (a split one's halves) is reportlab's own. A style is not
    changed once made (the reports' are constants): a changed one would be read as it was."""

    _PARSED: ClassVar[dict[tuple[str, int], tuple[Any, ...]]] = {}
    _LINES: ClassVar[dict[tuple[str, int, float], tuple[Any, ...]]] = {}
    _KEEP = 4096
    """Entries kept of each, then it is cleared (a report has a few thousand). Each entry
    holds its style, so the style's id in the key is not reused while it is kept."""

    _source: Any = None

    def _setup(self, text: Any, style: Any, bulletText: Any, frags: Any, cleaner: Any) -> None:  # noqa: N803
        plain = (
            frags is None and not bulletText and isinstance(text, str)
            and self.caseSensitive == 1 and not getattr(style, "bulletText", None)
        )  # fmt: skip
        if not plain:
            super()._setup(text, style, bulletText, frags, cleaner)  # type: ignore[misc]
            return
        key = (text, id(style))
        kept = self._PARSED.get(key)
        if kept is None or kept[0] is not style:
            super()._setup(text, style, bulletText, frags, cleaner)  # type: ignore[misc]
            if len(self._PARSED) >= self._KEEP:
                self._PARSED.clear()
            self._PARSED[key] = (style, self.text, self.style, self.frags, self.bulletText)
        else:
            _, self.text, self.style, parsed, self.bulletText = kept
            self.frags = [frag.clone() for frag in parsed]
            self.debug = 0
        self._source = style

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        source = self._source
        if source is None or availWidth < 1e-8 or getattr(self, "autoLeading", None):
            return super().wrap(availWidth, availHeight)
        key = (self.text, id(source), availWidth)
        kept = self._LINES.get(key)
        if kept is not None and kept[0] is source:
            _, widths, self.blPara, self.height = kept
            self._wrapWidths = list(widths)
            self.width = availWidth
            return availWidth, self.height
        width, height = super().wrap(availWidth, availHeight)
        if self.blPara.kind == 0 and getattr(self.style, "autoLeading", "") in ("", "off", None):
            if len(self._LINES) >= self._KEEP:
                self._LINES.clear()
            self._LINES[key] = (source, list(self._wrapWidths), self.blPara, height)
        return width, height

    def drawPara(self, debug: int = 0) -> None:  # noqa: N802 (reportlab's name)
        """reportlab's, written straight for a plain paragraph (kind 0: one font, no markup,
        bullet, border, background, underline or link) set flush left, in an embedded font or
        in a standard one whose encoding has every character: the same operators as
        reportlab's text object writes for it. Any other paragraph is drawn by reportlab."""
        state: Any = self
        canvas: Any = state.canv
        shown = None if debug else self._plain_shown(canvas)
        if shown is None:
            super().drawPara(debug)
            return
        para = state.blPara
        size = para.fontSize
        top = getattr(para, "ascent", size) if not _HEIGHT_BY_SIZE else size
        canvas.saveState()
        canvas.setFillColor(para.textColor)
        canvas._code.append(
            f"BT 1 0 0 1 {_number(self.style.leftIndent)} {_number(self.height - top)} Tm "
            f"{shown} ET"
        )
        canvas.restoreState()

    def _plain_shown(self, canvas: Any) -> str | None:
        """The lines as the text object writes them, font first, or None for a paragraph
        that is not plain (``drawPara``)."""
        state: Any = self
        para = getattr(state, "blPara", None)
        style_ = self.style
        if (
            para is None or para.kind != 0 or not para.lines or self.bulletText
            or hasattr(self, "_offsets")
            or style_.alignment != TA_LEFT or style_.firstLineIndent or style_.backColor
            or style_.wordWrap or style_.endDots
            or getattr(style_, "borderWidth", None) or getattr(style_, "borderColor", None)
            or getattr(self, "autoLeading", getattr(style_, "autoLeading", "")) not in ("", "off")
            or getattr(para, "us_lines", None) or getattr(para, "link", None)
            or not canvas_bottom_up(canvas)
        ):  # fmt: skip
            return None
        font: Any = getFont(para.fontName)
        embedded = isinstance(font, TTFont)
        if not embedded and (font._dynamicFont or font._multiByte or "UCS-2" in font.encName):
            return None
        size, leading = para.fontSize, style_.leading
        texts = []
        for extra, words in para.lines:
            text = " ".join(words)
            if (extra <= -1e-8 and len(words) + text.count("\xa0") > 1) or not text:
                return None  # an overfull line is spaced by reportlab
            texts.append(text)
        if embedded:
            doc, current, lines = canvas._doc, -1, []
            for text in texts:
                line, current = _subset_shown(font, doc, text, size, leading, current)
                lines.append(f"{line} T*")
            return " ".join(lines)
        shown = []
        for text in texts:
            try:
                encoded = text.encode(font.encName)
            except UnicodeEncodeError:
                return None
            shown.append(f"({_pdf_string(encoded)}) Tj T*")
        internal = canvas._doc.getInternalFontName(para.fontName)
        return f"{internal} {_number(size)} Tf {_number(leading)} TL {' '.join(shown)}"


def canvas_bottom_up(canvas: Any) -> bool:
    return bool(getattr(canvas, "bottomup", 1))


def p(text: str, paragraph_style: Any = style.CELL) -> Paragraph:
    """Plain text as a paragraph, which wraps within its column (a long table name or reason)
    instead of running into the next: a reason typed with ``<`` or ``&`` is printed, not
    parsed."""
    return Text(escape(text), paragraph_style)


def grid(
    rows: Sequence[Sequence[Any]],
    widths: Sequence[float],
    *,
    total_row: bool = False,
    numeric_from: int = 1,
    zebra: bool = True,
) -> Table:
    data = [list(r) for r in rows]
    columns = max((len(r) for r in data), default=0)
    table = Grid(
        data,
        colWidths=list(widths),
        repeatRows=1,
        hAlign="LEFT",
        cellStyles=[[GridCell() for _ in range(columns)] for _ in data] if columns else None,
    )
    table.setStyle(
        style.grid(
            total_row=total_row, numeric_from=numeric_from, zebra=zebra, every_cell=not columns
        )
    )
    return table


_LATIN1: dict[str, list[float]] = {}
"""Per embedded font: the widths of the first 256 characters, for text that is all of them."""


def text_width(text: str, font_name: str, size: float) -> float:
    """``text``'s width in points, as reportlab measures it (its characters' widths added up
    in order, the first 256 characters' from a list made once per font)."""
    font: Any = getFont(font_name)
    if not isinstance(font, TTFont):
        return float(font.stringWidth(text, size))
    table = _LATIN1.get(font_name)
    if table is None:
        widths, default = font.face.charWidths.get, font.face.defaultWidth
        table = _LATIN1[font_name] = [widths(c, default) for c in range(256)]
    try:
        total = sum(map(table.__getitem__, text.encode("latin-1")))
    except UnicodeEncodeError:
        widths, default = font.face.charWidths.get, font.face.defaultWidth
        total = sum(widths(ord(c), default) for c in text)
    return 0.001 * size * total


_CELL_STYLES: dict[tuple[Any, ...], ParagraphStyle] = {}
_ALIGNMENTS: dict[str, Literal[0, 1, 2]] = {
    "LEFT": TA_LEFT, "RIGHT": TA_RIGHT, "DECIMAL": TA_RIGHT,
    "CENTRE": TA_CENTER, "CENTER": TA_CENTER,
}  # fmt: skip


def _cell_style(cell: Any) -> ParagraphStyle:
    """A paragraph style that sets text as the table's cell style ``cell`` does."""
    key = (cell.fontname, cell.fontsize, cell.leading, str(cell.color), cell.alignment)
    made = _CELL_STYLES.get(key)
    if made is None:
        made = _CELL_STYLES[key] = ParagraphStyle(
            f"grid_cell_{len(_CELL_STYLES)}",
            fontName=cell.fontname,
            fontSize=cell.fontsize,
            leading=cell.leading,
            textColor=cell.color,
            alignment=_ALIGNMENTS.get(cell.alignment, TA_LEFT),
        )
    return made


class Grid(Table):
    """reportlab's table, with a one-line text cell drawn the short way: the same operators as
    ``Table._drawCell`` writes for it (its colour and font when they change, then the line
    where reportlab puts it), without the checks a cell of flowables or of several lines
    needs. Any other cell is reportlab's.

    A text cell too wide for its column (a column title or a label in a language that runs
    longer than English), even into one side's padding, is set as a paragraph in the cell's
    font, colour and alignment, and wraps within its column instead of running into the
    next. A figure (no letters) is never broken across lines."""

    _fitted = False

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        if not self._fitted:
            self._fitted = True
            self._fit_text()
        return super().wrap(availWidth, availHeight)

    def _fit_text(self) -> None:
        state: Any = self
        widths = state._colWidths
        if state._spanCmds or not widths or any(not isinstance(w, int | float) for w in widths):
            return
        for row, values in enumerate(state._cellvalues):
            styles = state._cellStyles[row]
            for column, value in enumerate(values):
                if type(value) is not str or not any(c.isalpha() for c in value):
                    continue  # a figure stays on its line
                cell = styles[column]
                room = widths[column] - min(cell.leftPadding, cell.rightPadding)
                if all(
                    text_width(line, cell.fontname, cell.fontsize) <= room + 1e-6
                    for line in value.split("\n")
                ):
                    continue
                values[column] = Text(escape(value).replace("\n", "<br/>"), _cell_style(cell))

    def _drawCell(  # noqa: N802 (reportlab's name)
        self, cellval: Any, cellstyle: Any, pos: tuple[float, float], size: tuple[float, float]
    ) -> None:
        if (
            type(cellval) is not str or "\n" in cellval or cellstyle.href
            or cellstyle.destination or cellstyle.direction or cellstyle.shaping
        ):  # fmt: skip
            super()._drawCell(cellval, cellstyle, pos, size)  # type: ignore[misc]
            return
        state: Any = self
        canvas: Any = state.canv
        current = state._curcellstyle
        if current is not cellstyle:
            if current is None or cellstyle.color != current.color:
                canvas.setFillColor(cellstyle.color)
            if (
                current is None or cellstyle.leading != current.leading
                or cellstyle.fontname != current.fontname
                or cellstyle.fontsize != current.fontsize
            ):  # fmt: skip
                canvas.setFont(cellstyle.fontname, cellstyle.fontsize, cellstyle.leading)
            state._curcellstyle = cellstyle
        column, row = pos
        width, height = size
        just, valign = cellstyle.alignment, cellstyle.valign
        if just == "LEFT":
            draw, x = canvas.drawString, column + cellstyle.leftPadding
        elif just == "RIGHT":
            draw, x = canvas.drawRightString, column + width - cellstyle.rightPadding
        elif just in ("CENTRE", "CENTER"):
            draw = canvas.drawCentredString
            x = column + (width + cellstyle.leftPadding - cellstyle.rightPadding) * 0.5
        else:
            super()._drawCell(cellval, cellstyle, pos, size)  # type: ignore[misc]
            return
        leading, fontsize = cellstyle.leading, cellstyle.fontsize
        if valign == "MIDDLE":
            y = row + (cellstyle.bottomPadding + height - cellstyle.topPadding + leading) / 2.0
            y -= fontsize
        elif valign == "TOP":
            y = row + height - cellstyle.topPadding - fontsize
        elif valign == "BOTTOM":
            y = row + cellstyle.bottomPadding + leading - fontsize
        else:
            raise ValueError(f"Bad valign: {valign!a}")
        draw(x, y, cellval)


class GridCell(CellStyle):
    """A figures table's cell made as ``style.GRID_CELL`` sets every cell (its font, colour,
    middle alignment and padding), so a table of a thousand cells is not set seven thousand
    times over; ``tests/test_report_layout.py`` holds it against the commands."""

    fontname = style.FONT
    fontsize = 8.5
    leading = 8.5 * 1.2  # as reportlab's FONT command sets it, with no leading given
    color = style.INK
    valign = "MIDDLE"
    topPadding = 2.2  # noqa: N815 (reportlab's names)
    bottomPadding = 2.2  # noqa: N815
    leftPadding = 4  # noqa: N815
    rightPadding = 4  # noqa: N815

    def __init__(self) -> None:
        self.name = "grid"


def fill(widths: list[float]) -> list[float]:
    """``widths`` with one more column taking what is left of the page's width."""
    return [*widths, style.WIDTH - sum(widths)]


def pairs(rows: Sequence[tuple[str, str, str, str]]) -> Table:
    """A head block of label and value pairs, two to a row."""
    block = Grid(
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
        rows.append([who, _("Signature"), _("Date")])
    table = Grid(rows, colWidths=[70 * mm, 70 * mm, style.WIDTH - 140 * mm], hAlign="LEFT")
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
