"""A seat's figures in the table session, drawn inside the seat (``SeatFiguresBox``): what
came in, what it held when the session opened, what went out, what it wagered, and won or
lost, each a caption and its amount.

Every figure is always shown whole: the amounts are never cut at a seat's edge nor elided.
The pairs sit in as few rows as the seat's width allows, down each column in reading order,
each amount right-aligned in its column so the digits line up; a narrow seat (seven betting
circles, ten seats) takes them one under another, as its game chose. The columns are
measured over every seat of the table, so seats of one width set their figures alike. The
box asks its seat for the width of its widest pair, so a seat never gets less.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from casino.services.tables.seat_figures import SeatFigures
from ui.i18n import tr
from ui.widgets import set_property

WON, LOST, QUIET = "#6fe0a0", "#ff8a8a", "#8a96a8"
TEXT = "#c4cfdd"
CAPTION_GAP = 5
"""Pixels between a caption and its amount."""
COLUMN_GAP = 14
"""Pixels between one pair and the next on a row."""
ROW_GAP = 0
WIDE = 1 << 16
"""A width that holds any row."""


def result_words(result: int, money: Any) -> str:
    """``won 12.50``, ``lost 3.00`` or ``even``."""
    if result > 0:
        return tr("won {amount}", "a seat's result").format(amount=money(result))
    if result < 0:
        return tr("lost {amount}", "a seat's result").format(amount=money(-result))
    return tr("even", "a seat's result: neither won nor lost")


def result_pair(result: int, money: Any) -> tuple[str, str]:
    """The result as a caption and its amount, for the box's columns: ``("won", "12.50")``,
    ``("lost", "3.00")`` or ``("even", "")``."""
    if result > 0:
        return tr("won", "a seat's figure caption: the amount the seat won"), money(result)
    if result < 0:
        return tr("lost", "a seat's figure caption: the amount the seat lost"), money(-result)
    return tr("even", "a seat's result: neither won nor lost"), ""


def _label(name: str, parent: QWidget, align: Qt.AlignmentFlag) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    label.hide()
    return label


class SeatFiguresBox(QWidget):
    """One seat's figures, filled by ``show_figures`` (the table screen does it after each
    command); the whole breakdown is its tooltip, which the screen sets. ``size`` is the font's
    pixel size and ``columns`` the most columns of pairs (one in a narrow seat, so the seats side
    by side read alike), the game's choice for its seats; within it the figures take as few
    rows as the seat's width allows."""

    FIGURES = ("in", "held", "out", "wagered", "result")

    def __init__(self, size: int = 12, columns: int = 5, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = max(1, columns)
        self.setObjectName("seat-figures")
        # The box's own style sheet: it wins over the seat's and the screen's, so a seat's
        # state (folded, empty) never changes how its figures read.
        self.setStyleSheet(
            f"QLabel {{ font-size: {size}px; color: {TEXT}; background: transparent;"
            " border: none; padding: 0px; margin: 0px; }"
            f" QLabel#figure-caption, QLabel#figure-left {{ color: {QUIET}; }}"
            " QLabel#figure-result-caption, QLabel#figure-result { font-weight: bold; }"
            f' QLabel[result="won"] {{ color: {WON}; }}'
            f' QLabel[result="lost"] {{ color: {LOST}; }}'
            f' QLabel[result="even"] {{ color: {QUIET}; }}'
        )
        self.left = QLabel(self)
        """The name of the player who left the seat (nobody sits there now)."""
        self.left.setObjectName("figure-left")
        self.left.setTextFormat(Qt.TextFormat.PlainText)
        self.left.setWordWrap(True)  # a long name takes two lines rather than being cut
        self.left.hide()
        left, right = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight
        self.pairs: dict[str, tuple[QLabel, QLabel]] = {
            name: (
                _label("figure-result-caption" if name == "result" else "figure-caption", self,
                       left),
                _label("figure-result" if name == "result" else "figure-value", self, right),
            )
            for name in self.FIGURES
        }  # fmt: skip
        self.shown: list[str] = []
        """The figures shown now, in reading order."""
        self.peers: tuple[SeatFiguresBox, ...] = ()
        """The table's other seats' boxes, measured with this one (``share``)."""
        self._measured: dict[str, tuple[int, int]] | None = None
        self._line = 0
        self._shown_key: tuple[Any, ...] | None = None
        """What ``show_figures`` last drew (its texts), so an unchanged seat is skipped."""
        self._version = 0
        """Moves whenever the box's measure or its being shown changes (``_shared``)."""
        self._shared: tuple[tuple[int, ...], dict[str, tuple[int, int]]] | None = None
        """The widths shared with the peers, and the peers' versions they were taken at."""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_figures(
        self, figures: SeatFigures, amount: Callable[[int], str], seated: bool = True
    ) -> bool:
        """``figures`` in ``amount``'s words (without the currency); a seat nobody sits at
        now (``seated`` False) names the player who left it. True when what the box shows
        changed: a redraw after every command finds most seats' figures as they were, and
        setting their labels again would re-measure and re-lay out every seat."""
        texts = {
            "in": (tr("in", "a seat's figure caption: the money bought in"),
                   amount(figures.bought_in)),
            "held": (tr("held", "a seat's figure caption: the chips held when the session "
                        "opened"), amount(figures.carried)) if figures.carried else None,
            "out": (tr("out", "a seat's figure caption: the money cashed out"),
                    amount(figures.cashed_out)),
            "wagered": (tr("wagered", "a seat's figure caption"), amount(figures.wagered)),
            "result": result_pair(figures.result, amount),
        }  # fmt: skip
        outcome = "won" if figures.result > 0 else "lost" if figures.result < 0 else "even"
        gone = (
            tr("{player} (left)", "a seat nobody sits at now: the player who left it").format(
                player=figures.players[-1]
            )
            if not seated and figures.players
            else ""
        )
        key = (tuple(texts.values()), outcome, gone)
        if key == self._shown_key:
            return False
        self._shown_key = key
        self._changed()
        self.shown = [name for name in self.FIGURES if texts[name] is not None]
        for name, (caption, value) in self.pairs.items():
            text = texts[name]
            caption.setText(text[0] if text else "")
            value.setText(text[1] if text else "")
            caption.setVisible(text is not None)
            value.setVisible(text is not None and bool(text[1]))
        for label in self.pairs["result"]:
            set_property(label, "result", outcome)
        self.left.setText(gone)
        self.left.setVisible(bool(gone))
        self.updateGeometry()
        self._arrange(self.width())
        return True

    def _changed(self) -> None:
        """What the box measures changed: its own measure and every peer's shared widths
        are stale."""
        self._measured = None
        self._version += 1

    def share(self, peers: Sequence[SeatFiguresBox]) -> None:
        """Measure the columns over ``peers`` too (every seat of the table, this one among
        them): seats of one width then set their figures alike, each amount in the same
        place, whatever each seat's own amounts are."""
        peers = tuple(peers)
        if peers == self.peers and self._shared is not None and self._shared[0] == (
            self._versions()
        ):
            return  # nothing the columns are measured from has changed
        self.peers = peers
        self.updateGeometry()
        self._arrange(self.width())

    def text(self) -> str:
        """The figures as plain text, in reading order: ``Ann (left): in 200.00 out 0.00
        wagered 12.00 won 4.50``."""
        parts = [self.left.text() + ":"] if self.left.isVisibleTo(self) else []
        for name in self.shown:
            caption, value = self.pairs[name]
            parts.append(f"{caption.text()} {value.text()}".strip())
        return " ".join(parts)

    # -- the layout: as few rows as the width allows -----------------------------------------

    def _measure(self) -> dict[str, tuple[int, int]]:
        """Each shown figure's caption and amount widths, measured once a change (the
        layouts ask for the height many times a pass)."""
        if self._measured is None:
            self.ensurePolished()

            def width(label: QLabel) -> int:
                if label.isHidden():
                    return 0
                advance = label.fontMetrics().horizontalAdvance(label.text())
                return max(label.sizeHint().width(), advance)

            self._measured = {
                name: (width(caption), width(value))
                for name, (caption, value) in self.pairs.items()
                if name in self.shown
            }
            self._line = max(
                (label.sizeHint().height() for pair in self.pairs.values() for label in pair),
                default=0,
            )
        return self._measured

    def _versions(self) -> tuple[int, ...]:
        """What the shared widths depend on: each peer's measure and whether it is shown."""
        shown = (box._version if box is self or not box.isHidden() else -1 for box in self.peers)
        return (*shown, self._version)

    def _widths(self) -> dict[str, tuple[int, int]]:
        """Each shown figure's caption and amount widths, the widest of the seats they are
        shared with; taken again only once a peer changed (the layouts ask many times a
        pass, and each asking compared every seat's widths)."""
        versions = self._versions()
        if self._shared is not None and self._shared[0] == versions:
            return self._shared[1]
        found = dict(self._measure())
        for box in self.peers:
            if box is self or box.isHidden():
                continue
            for name, (caption, value) in box._measure().items():
                if name in found:
                    mine = found[name]
                    found[name] = (max(mine[0], caption), max(mine[1], value))
        self._shared = (versions, found)
        return found

    def _columns(self, rows: int) -> list[tuple[int, int]]:
        """The caption's and the amount's widths of each column when the figures take
        ``rows`` rows, filled down each column in reading order."""
        widths = self._widths()
        found = []
        for top in range(0, len(self.shown), rows):
            names = self.shown[top : top + rows]
            found.append((
                max(widths[name][0] for name in names),
                max(widths[name][1] for name in names),
            ))  # fmt: skip
        return found

    @staticmethod
    def _width_of(columns: list[tuple[int, int]]) -> int:
        pairs = sum(caption + (CAPTION_GAP + value if value else 0) for caption, value in columns)
        return pairs + COLUMN_GAP * (len(columns) - 1)

    def _rows(self, width: int) -> int:
        """The fewest rows, in ``columns`` columns at the most, whose columns fit in
        ``width`` (every figure under another at the most)."""
        for rows in range(-(-len(self.shown) // self.columns), len(self.shown)):
            if self._width_of(self._columns(rows)) <= width:
                return rows
        return max(1, len(self.shown))

    def _row_height(self) -> int:
        self._measure()
        return self._line

    def _left_height(self, width: int) -> int:
        if self.left.isHidden():
            return 0
        return self.left.heightForWidth(width) + ROW_GAP

    def _height(self, width: int) -> int:
        if not self.shown:
            return 0
        rows = self._rows(width)
        return self._left_height(width) + rows * self._row_height() + (rows - 1) * ROW_GAP

    def _least_width(self) -> int:
        if not self.shown:
            return 0
        narrowest = self._width_of(self._columns(len(self.shown)))
        if not self.left.isHidden():  # its longest word, which it cannot wrap
            metrics = self.left.fontMetrics()
            words = self.left.text().split()
            narrowest = max(narrowest, *(metrics.horizontalAdvance(w) for w in words))
        return narrowest

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        self.ensurePolished()
        return self._height(width)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """The width of the widest pair (a seat never gets less), and the height of one row,
        as a word-wrapped label does: the layouts ask ``heightForWidth`` for the height at
        the width they give, so a seat is never taller than its figures need."""
        self.ensurePolished()
        return QSize(self._least_width(), self._height(WIDE))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """No more than the least: the figures never widen their seat beyond its share."""
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        if not self.shown:
            return
        self.ensurePolished()
        top = 0
        if not self.left.isHidden():
            height = self.left.heightForWidth(width)
            self.left.setGeometry(QRect(0, 0, width, height))
            top = height + ROW_GAP
        rows = self._rows(width)
        columns = self._columns(rows)
        count = len(columns)
        row_height = self._row_height()
        # The room left over goes between the columns (to the amounts, in one column), so
        # the last amount ends at the edge.
        spare = max(0, width - self._width_of(columns))
        if count == 1:
            caption_width, value_width = columns[0]
            columns[0] = (caption_width, value_width + spare if value_width else 0)
        gap = COLUMN_GAP + (spare // (count - 1) if count > 1 else 0)
        for index, name in enumerate(self.shown):
            column, row = divmod(index, rows)
            x = sum(c + (CAPTION_GAP + v if v else 0) + gap for c, v in columns[:column])
            y = top + row * (row_height + ROW_GAP)
            caption_width, value_width = columns[column]
            caption, value = self.pairs[name]
            caption.setGeometry(QRect(x, y, caption_width, row_height))
            value.setGeometry(QRect(x + caption_width + CAPTION_GAP, y, value_width, row_height))
