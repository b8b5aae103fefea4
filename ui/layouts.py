"""Layouts that let a longer language fit: a row of widgets that goes on to a second line
(``FlowLayout``) and a label that wraps only when its row has no room for its one line
(``WrappingLabel``). Apart from ``ui.widgets`` so that the sign-in window can use them
without loading the services: this module imports Qt and nothing of the casino's
(``ui.widgets`` re-exports its names)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QLayout, QLayoutItem, QStyle, QWidget, QWidgetItem


class WrappingLabel(QLabel):
    """Plain words on one line where there is room for them, wrapped onto more lines where
    there is not: it asks for the width of its longest line and makes do with that of its
    longest word (a wrapped label of Qt's own asks for a narrower block of text, and wraps
    where a row had room for one line). Bounds beside an amount, the keys of a bar."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._hint: tuple[tuple[str, str, tuple[int, int, int, int]], QSize] | None = None
        """The last hint and what it was worked out for (text, font, margins)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        margins = self.contentsMargins()
        key = (
            self.text(),
            self.font().key(),
            (margins.left(), margins.top(), margins.right(), margins.bottom()),
        )
        if self._hint is not None and self._hint[0] == key:
            return self._hint[1]
        metrics = self.fontMetrics()
        lines = self.text().splitlines() or [""]
        width = max(metrics.horizontalAdvance(line) for line in lines)
        width += margins.left() + margins.right() + 2 * self.margin()
        one_line = self.heightForWidth(100_000)
        for _step in range(64):  # Qt's wrapping wants a few pixels more than the advance
            if self.heightForWidth(width) <= one_line:
                break
            width += 1
        hint = QSize(width, one_line)
        self._hint = (key, hint)
        return hint


def wrapping_label(name: str, text: str = "") -> WrappingLabel:
    """A ``WrappingLabel`` the style sheet finds by its object name."""
    found = WrappingLabel(text)
    found.setObjectName(name)
    return found


class FlowLayout(QLayout):
    """A row of widgets (a bar of buttons) that goes on to a second line rather than widen
    the window: as wide as the room allows, each widget at its own width and never cut. The
    widgets added after ``add_stretch`` keep to the right of their line, as after a
    ``QHBoxLayout``'s stretch; all on one line, it looks like that row.

    A bar whose words are 40 % longer in another language still fits 1280 pixels. With
    ``fill`` each line's widgets share its whole width, as buttons do in a ``QHBoxLayout``
    with no stretch (the narrower widened first)."""

    def __init__(self, parent: QWidget | None = None, *, fill: bool = False) -> None:
        super().__init__(parent)
        self.fill = fill
        self._items: list[QLayoutItem] = []
        self._right_from: int | None = None
        """The index of the first item kept to the right (None: all to the left)."""

    # -- the items -------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)
        self.invalidate()

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt's name)
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def add_stretch(self) -> None:
        """The widgets added from now on keep to the right of their line."""
        self._right_from = len(self._items)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        if not 0 <= index < len(self._items):
            return None
        if self._right_from is not None and index < self._right_from:
            self._right_from -= 1
        item = self._items.pop(index)
        self.invalidate()
        return item

    # -- sizes -----------------------------------------------------------------------------

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt's name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """All on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self._spacing() * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt's name)
        """The widest widget alone on its line: none is ever cut."""
        shown = self._shown()
        width = max((item.sizeHint().width() for item in shown), default=0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    # -- laying out ------------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _spacing(self) -> int:
        if self.spacing() >= 0:
            return self.spacing()
        parent = self.parentWidget()
        if parent is None:
            return 6
        return parent.style().pixelMetric(
            QStyle.PixelMetric.PM_LayoutHorizontalSpacing, None, parent
        )

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in ``rect`` line by line (placed only if ``place``); the height
        they take."""
        room = rect.marginsRemoved(self.contentsMargins())
        gap = self._spacing()
        split = self._right_from if self._right_from is not None else len(self._items)
        sized = [
            (index, item, item.sizeHint().boundedTo(item.maximumSize()).expandedTo(
                item.minimumSize()))
            for index, item in enumerate(self._items)
            if not item.isEmpty()
        ]  # fmt: skip
        right = [size.width() for index, _item, size in sized if index >= split]
        right_width = sum(right) + gap * max(0, len(right) - 1)
        lines: list[list[tuple[int, QLayoutItem, QSize]]] = [[]]
        used = 0
        first_right = next((index for index, _item, _size in sized if index >= split), None)
        for index, item, size in sized:
            needed = size.width() if not lines[-1] else used + gap + size.width()
            if index == first_right and lines[-1] and used + gap + right_width > room.width():
                needed = room.width() + 1  # the right ones start a line of their own
            if lines[-1] and needed > room.width():
                lines.append([])
                needed = size.width()
            lines[-1].append((index, item, size))
            used = needed
        top = room.top()
        for line in lines:
            if not line:
                continue
            height = max(size.height() for _index, _item, size in line)
            if place:
                self._place(line, room, top, height, gap)
            top += height + gap
        margins: QMargins = self.contentsMargins()
        if any(lines):
            top -= gap
        return top - rect.top() + margins.bottom()

    def _place(
        self, line: list[tuple[int, QLayoutItem, QSize]], room: QRect, top: int, height: int,
        gap: int,
    ) -> None:
        """One line's items: the left ones from the left edge, the right ones (from
        ``add_stretch``) to the right edge, each as tall as the line."""
        split = self._right_from if self._right_from is not None else len(self._items)
        if self.fill:
            line = _shared(line, room.width() - gap * (len(line) - 1))
        left = [(item, size) for index, item, size in line if index < split]
        right = [(item, size) for index, item, size in line if index >= split]
        x = room.left()
        for item, size in left:
            item.setGeometry(QRect(QPoint(x, top), QSize(size.width(), height)))
            x += size.width() + gap
        x = room.right() + 1
        for item, size in reversed(right):
            x -= size.width()
            item.setGeometry(QRect(QPoint(x, top), QSize(size.width(), height)))
            x -= gap


def _shared(
    line: list[tuple[int, QLayoutItem, QSize]], room: int
) -> list[tuple[int, QLayoutItem, QSize]]:
    """A line's items widened to share ``room`` (their gaps taken off): the narrowest first,
    towards an equal share, none past its maximum."""
    widths = {index: size.width() for index, _item, size in line}
    most = {index: item.maximumSize().width() for index, item, _size in line}
    while True:
        left = room - sum(widths.values())
        growable = [i for i in widths if widths[i] < most[i]]
        if left <= 0 or not growable:
            break
        lowest_width = min(widths[i] for i in growable)
        lowest = [i for i in growable if widths[i] == lowest_width]
        each = left // len(lowest)
        if each == 0:  # the last few pixels, one each
            for i in lowest[:left]:
                widths[i] += 1
            break
        above = [widths[i] for i in growable if widths[i] > lowest_width]
        grow = min(each, min(above) - lowest_width) if above else each
        for i in lowest:
            widths[i] = min(widths[i] + grow, most[i])
    return [(index, item, QSize(widths[index], size.height())) for index, item, size in line]
