"""Seka's exact figures beside the rules editor's form (rules page section 7): how often each
hand value is dealt under the chosen profile, and the chance that a two-player showdown is a
svara, both counted by enumeration (``casino.games.seka.odds``) and shown as fractions.

The editor (``ui.rules_editor``) knows no game: it asks the game's console for
``rules_figures`` (``RULES_FIGURES`` here), computes with ``compute`` on the thread pool after
the pit boss stops typing, and hands each result to the panel's ``show_figures``. Only the
profile, the pack and the joker change the figures, so rules that differ in anything else
share one computation (the odds are cached per profile).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from casino.games.house_rules import HouseRules
from casino.games.seka.odds import Odds, fraction_text, odds
from casino.games.seka.rules import SekaRules
from ui.game_consoles import RulesFigures

COLUMNS = ("Value", "Hands", "Fraction", "%")


def percent(value: Fraction, places: int = 3) -> str:
    return f"{float(value) * 100:.{places}f}%"


class FiguresPanel(QFrame):
    """The value distribution of the profile in the form, and the two-player svara chance."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figures-panel")
        self.shown_rules: SekaRules | None = None
        self.odds: Odds | None = None
        heading = QLabel("What these rules deal")
        heading.setObjectName("section")
        self.progress = QProgressBar()
        self.progress.setObjectName("figures-progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = QLabel("")
        self.status.setObjectName("figures-status")
        self.status.setWordWrap(True)
        self.profile = QLabel("")
        self.profile.setObjectName("seka-profile")
        self.profile.setWordWrap(True)
        self.svara = QLabel("")
        self.svara.setObjectName("seka-svara-chance")
        self.svara.setWordWrap(True)
        self.svara.setTextFormat(Qt.TextFormat.RichText)
        self.svara.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("seka-values")
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAlternatingRowColors(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(30)
        self.table.setStyleSheet(
            "QTableView { font-size: 14px; } QTableView::item { padding: 1px 5px; }"
            " QHeaderView::section { padding: 3px 5px; font-size: 12px; }"
        )
        self.note = QLabel(
            "Counted over every three-card hand of the pack; the svara chance over two hands "
            "dealt from one pack (equal values tie whatever made them)."
        )
        self.note.setObjectName("caption")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        for widget in (heading, self.progress, self.status, self.profile, self.svara,
                       self.table, self.note):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.clear("")

    def clear(self, status: str) -> None:
        """No figures to show (the rules have problems, or none computed yet)."""
        self.shown_rules = None
        self.odds = None
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.profile.setText("")
        self.svara.setText("")
        self.table.setRowCount(0)
        self._fit()
        self.table.setEnabled(False)

    def mark_stale(self, status: str) -> None:
        """Keep the old figures visible but greyed while new ones are computed."""
        self.status.setText(status)
        self.status.show()
        self.table.setEnabled(False)

    def show_failure(self, message: str) -> None:
        self.clear("")
        self.status.setText(f"The figures could not be computed: {message}")
        self.status.show()

    def show_figures(self, rules: SekaRules, figures: Odds) -> None:
        self.shown_rules = rules
        self.odds = figures
        self.status.hide()
        self.table.setEnabled(True)
        self.profile.setText(f"{rules.scoring().describe()}: {figures.hands:,} hands")
        chance = figures.svara_two_players
        self.svara.setText(
            f"A two-player showdown is a svara: <b style='font-size:20px'>"
            f"{fraction_text(chance)}</b> ({percent(chance, 2)}, about 1 in "
            f"{float(1 / chance):.1f})" if chance else
            "A two-player showdown is never a svara under this profile."
        )
        self.table.setRowCount(len(figures.counts))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, (hand_value, count) in enumerate(sorted(figures.counts.items(), reverse=True)):
            share = figures.fraction(hand_value)
            cells = (str(hand_value), f"{count:,}", fraction_text(share), percent(share))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(right)
                self.table.setItem(row, column, item)
        self._fit()

    def _fit(self) -> None:
        """The whole table at its full height: the editor's figures column scrolls, not a
        table inside it."""
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(rows + header + 2 * self.table.frameWidth() + 2)

    def row_of(self, hand_value: int) -> tuple[str, ...] | None:
        """The table's row for a value, as shown (value, hands, fraction, %)."""
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.text() == str(hand_value):
                return tuple(
                    cell.text() if (cell := self.table.item(row, c)) is not None else ""
                    for c in range(len(COLUMNS))
                )
        return None


# -- the editor -------------------------------------------------------------------------------


def _compute(rules: HouseRules) -> Odds:
    """Runs on the thread pool: touches no widget."""
    assert isinstance(rules, SekaRules)
    return odds(rules.scoring())


def _imports(_rules: HouseRules) -> tuple[str, ...]:
    return ()


RULES_FIGURES = RulesFigures(panel=FiguresPanel, compute=_compute, imports=_imports)
