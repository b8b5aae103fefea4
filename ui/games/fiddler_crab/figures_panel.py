"""Fiddler-Crab's exact figures beside the rules editor's form: both players' figures for the
rules being edited, the warning when a skilled player beats the house, and the house way.

The editor (``ui.rules_editor``) knows no game: it asks the game's console for
``rules_figures`` (``RULES_FIGURES`` here), computes with ``compute`` on the thread pool after
the pit boss stops typing, and hands each result to the panel's ``show_figures``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from casino.games.fiddler_crab.math.figures import EdgeReport, edge_report
from casino.games.fiddler_crab.math.houseway import HouseWay
from casino.games.fiddler_crab.math.policies import pays_of
from casino.games.fiddler_crab.math.policy_store import cached_house_way
from casino.games.fiddler_crab.rules import HOUSE_WAY, RIDE, FiddlerCrabRules
from casino.games.house_rules import HouseRules
from ui.game_consoles import RulesFigures

HOUSE_WAY_IMPORTS = ("platformdirs", "scipy.optimize")
"""What the house-way cache and search import lazily: imported on the UI thread before such
work starts, because an import on a worker thread can crash PySide6 (see ``ui.tasks``)."""

OUTCOME_ROWS = (
    ("win-both", "Wins both hands"),
    ("win-large", "Wins Large only"),
    ("push", "Push"),
    ("lose", "Loses"),
)
PLAYERS = (("mirror", "Copies the\ndealer"), ("skilled", "Skilled\nplayer"))


@dataclass(frozen=True)
class Figures:
    report: EdgeReport
    house_way: HouseWay | None


def compute_figures(rules: FiddlerCrabRules) -> Figures:
    """Runs on the thread pool: touches no widget. Under house-way the policy comes from the
    disk cache when it is there (and is put there when it is not), as the CLI does."""
    if rules.dealer_sets == HOUSE_WAY:
        found = cached_house_way(pays_of(rules))
        return Figures(edge_report(rules, found.policy), found)
    return Figures(edge_report(rules), None)


def _pct(value: Any, places: int = 2, sign: bool = True) -> str:
    number = float(value) * 100
    return f"{number:+.{places}f}%" if sign else f"{number:.{places}f}%"


class FiguresPanel(QFrame):
    """Both players' exact figures for the rules in the form, and the warning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figures-panel")
        self.shown_rules: FiddlerCrabRules | None = None
        heading = QLabel("What these rules do to the house")
        heading.setObjectName("section")
        self.progress = QProgressBar()
        self.progress.setObjectName("figures-progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = QLabel("")
        self.status.setObjectName("figures-status")
        self.status.setWordWrap(True)
        self.warning = QLabel("")
        self.warning.setObjectName("edge-warning")
        self.warning.setWordWrap(True)
        self.warning.hide()
        self.verdict = QLabel("")
        self.verdict.setObjectName("edge-ok")
        self.verdict.setWordWrap(True)
        self.verdict.hide()
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(3)
        for column, (_key, title) in enumerate(PLAYERS, start=1):
            header = QLabel(title)
            header.setObjectName("figure-header")
            header.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(header, 0, column)
        rows = [
            ("ev", "EV per bet"),
            ("edge", "House edge"),
            *((f"outcome-{key}", title) for key, title in OUTCOME_ROWS),
        ]
        for number, (key, title) in enumerate(rows, start=1):
            name = QLabel(title)
            name.setObjectName("figure-name")
            grid.addWidget(name, number, 0)
            for column, (player, _title) in enumerate(PLAYERS, start=1):
                value = QLabel("")
                value.setObjectName(f"{player}-{key}")
                value.setProperty("figure", True)
                value.setAlignment(Qt.AlignmentFlag.AlignRight)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(value, number, column)
                self.values[f"{player}-{key}"] = value
        self.table = QWidget()
        self.table.setObjectName("figures-table")
        self.table.setLayout(grid)
        self.per_bet_note = QLabel("")
        self.per_bet_note.setObjectName("caption")
        self.per_bet_note.setWordWrap(True)
        self.break_even = QLabel("")
        self.break_even.setObjectName("break-even")
        self.break_even.setWordWrap(True)
        self.assumption = QLabel("")
        self.assumption.setObjectName("edge-assumption")
        self.assumption.setWordWrap(True)
        self.assumption.hide()
        self.house_way_note = QLabel("")
        self.house_way_note.setObjectName("house-way-note")
        self.house_way_note.setWordWrap(True)
        self.house_way_note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        for widget in (
            heading,
            self.progress,
            self.status,
            self.warning,
            self.verdict,
            self.table,
            self.per_bet_note,
            self.break_even,
            self.assumption,
            self.house_way_note,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.clear("")

    def clear(self, status: str) -> None:
        """No figures to show (the rules have problems, or none computed yet)."""
        self.shown_rules = None
        self.status.setText(status)
        self.status.setVisible(bool(status))
        for label in self.values.values():
            label.setText("-")
        for label in (self.warning, self.verdict, self.assumption, self.house_way_note):
            label.hide()
        self.break_even.setText("")
        self.per_bet_note.setText("")
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

    def show_figures(self, rules: FiddlerCrabRules, figures: Figures) -> None:
        report = figures.report
        self.shown_rules = rules
        self.status.hide()
        self.table.setEnabled(True)
        for player, data in (("mirror", report.mirror), ("skilled", report.skilled)):
            self.values[f"{player}-ev"].setText(_pct(data.ev_per_bet))
            self.values[f"{player}-edge"].setText(_pct(data.house_edge))
            for key, _title in OUTCOME_ROWS:
                self.values[f"{player}-outcome-{key}"].setText(
                    _pct(data.outcomes[key], sign=False)
                )
        ride = rules.push == RIDE
        self.per_bet_note.setText(
            "Per initial bet: a pushed bet rides until it is settled."
            if ride
            else "Per bet: a push pays nothing and takes nothing."
        )
        if report.warning:
            self.warning.setText(f"WARNING: {report.warning}")
            self.warning.show()
            self.verdict.hide()
        else:
            self.warning.hide()
            self.verdict.setText(
                "A skilled player does not beat these rules: the house keeps "
                f"{_pct(report.skilled.house_edge, sign=False)} of every bet even against "
                "the best splitting."
            )
            self.verdict.show()
        be = report.break_even_commission
        if be is None:
            self.break_even.setText(
                "Break-even commission: none needed at these pays and this commission."
            )
        else:
            self.break_even.setText(
                f"Break-even commission: {_pct(be, 2, sign=False)} of winning payouts, the "
                "skilled player re-splitting at every commission."
            )
        self.break_even.setToolTip(
            "" if be is None else f"Exactly {be.numerator}/{be.denominator} of each payout."
        )
        if report.assumption:
            self.assumption.setText(f"Assumption: {report.assumption}.")
            self.assumption.show()
        else:
            self.assumption.hide()
        house_way = figures.house_way
        if house_way is not None:
            self.house_way_note.setText(
                f"House way: a computed split for each of the 2,002 suit-count vectors "
                f"(differs from best-large on {house_way.differs_from_best_large}). No dealer "
                f"rule, even a randomising one, holds a skilled player below "
                f"{_pct(house_way.bound, 2)} per bet."
            )
            self.house_way_note.show()
        else:
            self.house_way_note.hide()

    @property
    def warning_text(self) -> str:
        return self.warning.text() if self.warning.isVisibleTo(self) else ""


# -- the editor -------------------------------------------------------------------------------


def _compute(rules: HouseRules) -> Figures:
    assert isinstance(rules, FiddlerCrabRules)
    return compute_figures(rules)


def _imports(rules: HouseRules) -> tuple[str, ...]:
    """The house way's lazy imports, for rules whose dealer follows it."""
    if isinstance(rules, FiddlerCrabRules) and rules.dealer_sets == HOUSE_WAY:
        return HOUSE_WAY_IMPORTS
    return ()


RULES_FIGURES = RulesFigures(panel=FiguresPanel, compute=_compute, imports=_imports)
