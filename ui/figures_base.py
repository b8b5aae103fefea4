"""The panel a game's exact figures are shown in beside the rules editor's form, and the
tables those figures are drawn in.

The editor (``ui.rules_editor``) knows no game: it asks the game's console for
``rules_figures`` (``ui.game_consoles.RulesFigures``), computes them on the thread pool after
the pit boss stops typing, and calls the panel's ``clear``, ``mark_stale``, ``show_failure``
and ``show_figures``. ``FiguresPanel`` answers those calls once for every game: the heading,
the progress bar the editor drives, the status line, the figures greyed while new ones are
computed. A game's panel derives from it and gives its own widgets (``_build``), their place
(``parts``), what an empty panel shows (``clear_figures``) and how its figures read
(``draw``); ``_wire`` connects any entry of its own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLayout,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.game_screen import label
from ui.i18n import tr

R = TypeVar("R")
"""The game's house rules."""
F = TypeVar("F")
"""What the game's ``compute`` returns for them."""

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def figures_table(
    columns: Sequence[str], name: str, style: str, *, alternate: bool = False
) -> QTableWidget:
    """A read-only table of figures under ``columns`` (in the console's words already:
    ``tr``), drawn at its whole height (the editor's figures column scrolls, not a table
    inside it); ``style`` its style sheet."""
    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(alternate)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    table.setStyleSheet(style)
    return table


def fill_table(table: QTableWidget, rows: Sequence[Sequence[str]], right_from: int = 1) -> None:
    """The table's rows, the columns from ``right_from`` on aligned right (figures), and
    the table as tall as they are."""
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column >= right_from:
                item.setTextAlignment(RIGHT)
            table.setItem(row, column, item)
    fit_height(table)


def fit_height(table: QTableWidget) -> None:
    """The whole table at its full height."""
    table.resizeRowsToContents()
    height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(height + header + 2 * table.frameWidth() + 2)


class FiguresPanel(QFrame, Generic[R, F]):
    """A game's exact figures for the rules in the editor's form: the heading (``HEADING``),
    the editor's progress bar, a status line (computing, or why there are none), then the
    game's ``parts``. ``shown_rules`` and ``figures`` are what it shows (None while it shows
    none); the widgets in ``current`` are greyed while the figures are stale. A game's
    ``HEADING`` is marked ``QT_TRANSLATE_NOOP("", ...)``: it is shown through ``tr``."""

    HEADING = str(QT_TRANSLATE_NOOP("", "What these rules do"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figures-panel")
        self.shown_rules: R | None = None
        self.figures: F | None = None
        self.heading = label("section", tr(self.HEADING))
        self.progress = QProgressBar()
        """Driven by the editor while the figures are computed."""
        self.progress.setObjectName("figures-progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = label("figures-status", wrap=True)
        self.current: tuple[QWidget, ...] = ()
        self._build()
        self._lay_out()
        self._wire()
        self.clear("")

    # -- what a game's panel gives ---------------------------------------------------------

    def _build(self) -> None:
        """Make the game's widgets (and set ``current``)."""
        raise NotImplementedError

    def _wire(self) -> None:
        """Connect the game's entries (a score typed) to what they redraw, if it has any."""

    def parts(self) -> Sequence[QWidget | QLayout]:
        """The game's widgets and rows, top to bottom, under the status line."""
        raise NotImplementedError

    def clear_figures(self) -> None:
        """Show no figures."""
        raise NotImplementedError

    def draw(self, rules: R, figures: F) -> None:
        """Show ``figures``, computed for ``rules``."""
        raise NotImplementedError

    # -- the editor's calls ----------------------------------------------------------------

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        for part in (self.heading, self.progress, self.status, *self.parts()):
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)
        layout.addStretch(1)

    def clear(self, status: str) -> None:
        """No figures to show (the rules have problems, or none computed yet)."""
        self.shown_rules = None
        self.figures = None
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.clear_figures()
        self._set_current(False)

    def mark_stale(self, status: str) -> None:
        """Keep the old figures visible but greyed while new ones are computed."""
        self.status.setText(status)
        self.status.show()
        self._set_current(False)

    def show_failure(self, message: str) -> None:
        self.clear("")
        self.status.setText(
            tr("The figures could not be computed: {reason}").format(reason=message)
        )
        self.status.show()

    def show_figures(self, rules: R, figures: F) -> None:
        self.shown_rules = rules
        self.figures = figures
        self.status.hide()
        self._set_current(True)
        self.draw(rules, figures)

    def _set_current(self, current: bool) -> None:
        for widget in self.current:
            widget.setEnabled(current)


def no_imports(rules: object) -> tuple[str, ...]:
    """A game's ``RulesFigures.imports`` when its figures import nothing lazily."""
    del rules
    return ()
