"""What a translator's check finds on a screen: text that never passed through translation,
and text that no longer fits its widget.

Run in the pseudo-language (``casino.i18n.pseudo``: every translated string bracketed
``⟦…⟧`` and 40 % longer), a screen shows brackets around every word that went through a
catalogue. Whatever is left outside them is either allowed (names of people, tables and
players, amounts, cards, ids and numbers, the currency) or a word that a person in Kyiv or
Helsinki would read in English. The same run shows what a longer language cuts off: a label or
button narrower than its text, a tab or a column header elided.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableView,
    QTextEdit,
    QTreeView,
    QWidget,
)

from casino.i18n.pseudo import CLOSE, OPEN

_MARKED = re.compile(re.escape(OPEN) + "[^" + re.escape(OPEN + CLOSE) + "]*" + re.escape(CLOSE))
_WORD = re.compile(r"[^\W\d_]{2,}")
CARD = re.compile(r"(?:[2-9TJQKA]|10)[SHDC]|JK")
"""A card in the notation of RULES §7 (``JD``, ``AS``, ``JK``): the same in every language."""
ROWS_READ = 40
"""Rows of a table or list whose cells are read: the words a model makes repeat row by row."""


@dataclass(frozen=True)
class Problem:
    where: str
    what: str
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}: {self.text!r}"


def unmarked_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside every pseudo-language bracket, less the ``allowed``
    ones (names, ids: compared without case).

    >>> unmarked_words("⟦Šéáţ {n}·⟧ 3: Dana Dealer won with JD", {"dana", "dealer"})
    ['won', 'with']
    """
    rest = text
    while True:
        stripped = _MARKED.sub(" ", rest)
        if stripped == rest:
            break
        rest = stripped
    rest = rest.replace(OPEN, " ").replace(CLOSE, " ")
    allow = {a.casefold() for a in allowed}
    return [w for w in _WORD.findall(rest) if w.casefold() not in allow and not CARD.fullmatch(w)]


def _plain(text: str) -> str:
    """Rich text as it reads (tags and entities gone)."""
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def _name(widget: QWidget) -> str:
    parts: list[str] = []
    node: QWidget | None = widget
    while node is not None and len(parts) < 4:
        parts.append(node.objectName() or type(node).__name__)
        node = node.parentWidget()
    return "/".join(reversed(parts))


def texts_of(widget: QWidget) -> Iterator[tuple[QWidget, str, str]]:
    """Every text ``widget`` and its visible children show: (widget, kind, text)."""
    for child in (widget, *widget.findChildren(QWidget)):
        if child is not widget and not child.isVisibleTo(widget):
            continue
        if child.isWindow() and child.windowTitle():
            yield child, "title", child.windowTitle()
        yield from _own_texts(child)


def _own_texts(child: QWidget) -> Iterator[tuple[QWidget, str, str]]:
    if isinstance(child, QLabel):
        yield child, "label", _plain(child.text())
    elif isinstance(child, QAbstractButton):
        yield child, "button", child.text()
    elif isinstance(child, QGroupBox):
        yield child, "group", child.title()
    elif isinstance(child, QLineEdit):  # what a person typed is theirs: only the placeholder
        if not child.text():
            yield child, "placeholder", child.placeholderText()
    elif isinstance(child, (QTextEdit, QPlainTextEdit)):
        if child.isReadOnly():
            yield child, "text", child.toPlainText()
        elif not child.toPlainText():
            yield child, "placeholder", child.placeholderText()
    elif isinstance(child, QTabBar):
        for i in range(child.count()):
            yield child, "tab", child.tabText(i)
    elif isinstance(child, QComboBox):
        yield child, "choice", child.currentText()
    elif isinstance(child, QMenu):
        for action in child.actions():
            yield child, "menu", action.text()
    elif isinstance(child, QAbstractItemView) and not isinstance(child, QHeaderView):
        yield from _view_texts(child)
    if child.toolTip():
        yield child, "tooltip", _plain(child.toolTip())


def _view_texts(view: QAbstractItemView) -> Iterator[tuple[QWidget, str, str]]:
    model = view.model()
    if model is None:
        return
    columns = 1 if isinstance(model, QAbstractListModel) else _count(model.columnCount)
    if isinstance(view, (QTableView, QTreeView)):
        header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
        for column in range(columns):
            if header.isSectionHidden(column):
                continue
            title = model.headerData(column, Qt.Orientation.Horizontal)
            if isinstance(title, str):
                yield header, "header", title
    for row in range(min(_count(model.rowCount), ROWS_READ)):
        for column in range(max(columns, 1)):
            value = model.data(model.index(row, column, QModelIndex()))
            if isinstance(value, str):
                yield view, "cell", value


def _count(counter: Callable[..., int]) -> int:
    """A model's rows or columns: Qt's own models take no parent from Python, ours one."""
    try:
        return counter(QModelIndex())
    except TypeError:
        return counter()


def untranslated(widget: QWidget, allowed: Iterable[str]) -> list[Problem]:
    """Every visible text of ``widget`` with a word left outside the brackets."""
    allow = set(allowed)
    found = []
    for child, kind, text in texts_of(widget):
        words = unmarked_words(text, allow)
        if words:
            found.append(Problem(_name(child), f"{kind} not translated ({', '.join(words)})",
                                 text))
    return found


def cut_off(widget: QWidget) -> list[Problem]:
    """Every visible label, button, tab and column title narrower than its text."""
    found = []
    for child in (widget, *widget.findChildren(QWidget)):
        if child is not widget and not child.isVisibleTo(widget):
            continue
        found += _cut(child)
    return found


def _cut(child: QWidget) -> list[Problem]:
    metrics = child.fontMetrics()
    where = _name(child)
    if child.property("elides"):  # a label that shortens on purpose, its whole text a tooltip
        return []
    if isinstance(child, QLabel) and child.text() and child.textFormat() != Qt.TextFormat.RichText:
        text = child.text()
        if "<" in text or not child.isVisible():
            return []
        room = child.contentsRect()
        if child.wordWrap():  # Qt's height for a width is the whole label's, padding and all
            needed = child.heightForWidth(child.width())
            if needed > child.height() + 2:
                return [Problem(where, f"wrapped label cut ({needed} > {child.height()} px)",
                                text)]  # fmt: skip
            return []
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines() or [""])
        if widest > room.width() + 1:
            return [Problem(where, f"label cut ({widest} > {room.width()} px)", text)]
    elif isinstance(child, QAbstractButton) and child.text() and child.isVisible():
        text = child.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        hint = child.sizeHint().width()
        if child.width() + 1 < hint and metrics.horizontalAdvance(text) > child.width() - 8:
            return [Problem(where, f"button cut ({hint} > {child.width()} px)", text)]
    elif isinstance(child, QTabBar) and child.isVisible():
        problems = []
        for i in range(child.count()):
            text = child.tabText(i).replace("&", "")
            if metrics.horizontalAdvance(text) > child.tabRect(i).width() - 8:
                problems.append(Problem(where, "tab cut", text))
        return problems
    elif isinstance(child, QHeaderView) and child.isVisible():
        return _header_cut(child, where)
    return []


def _header_cut(header: QHeaderView, where: str) -> list[Problem]:
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    problems = []
    metrics = header.fontMetrics()
    for column in range(_count(model.columnCount)):
        if header.isSectionHidden(column):
            continue
        title = model.headerData(column, Qt.Orientation.Horizontal)
        if not isinstance(title, str) or not title:
            continue
        widest = max(metrics.horizontalAdvance(line) for line in title.splitlines())
        if widest > header.sectionSize(column) - 6:
            problems.append(Problem(where, f"column title cut ({widest} > "
                                           f"{header.sectionSize(column)} px)", title))
    return problems
