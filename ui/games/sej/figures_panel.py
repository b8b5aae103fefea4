"""Sej's exact figures beside the rules editor's form (``casino.games.sej.odds``): what each of
the 64 throws puts in contest, how many may be declined, a contest's odds, and, for two
players, each declining policy's game: the first thrower's chance to win, how many Hands a game
lasts and how many stakes it moves, and the chance from any score the pit boss types.

Only the players, the target, the win check and the settlement change the figures, so the
computation is cached per those (``game_odds``); a game of three or four players shows the
throw's figures and says the game's chances are computed for two.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from casino.games.house_rules import HouseRules
from casino.games.sej.odds import (
    POLICIES,
    WHEN_AHEAD,
    GameOdds,
    Resolution,
    contest_odds,
    game_odds,
    resolutions,
    throws_declinable,
    throws_with,
)
from casino.games.sej.prizes import TRIPLE_BLACK, TRIPLE_WHITE
from casino.games.sej.rules import SejRules
from ui.game_consoles import RulesFigures


@dataclass(frozen=True)
class SejFigures:
    throws: tuple[Resolution, ...]
    games: dict[str, GameOdds]
    """Each policy's game, both players declining by it (two players only)."""


def _table(columns: tuple[str, ...], name: str) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    table.setStyleSheet("QTableView { font-size: 13px; } QTableView::item { padding: 1px 5px; }")
    return table


def _fill(table: QTableWidget, rows: list[tuple[str, ...]]) -> None:
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)
    table.resizeRowsToContents()
    height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(height + header + 2 * table.frameWidth() + 2)


class FiguresPanel(QFrame):
    """The throw's figures, each policy's game, and the chance from a typed score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figures-panel")
        self.figures: SejFigures | None = None
        self.shown_rules: SejRules | None = None
        heading = QLabel("What these rules play")
        heading.setObjectName("section")
        self.progress = QProgressBar()
        self.progress.setObjectName("figures-progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = QLabel("")
        self.status.setObjectName("figures-status")
        self.status.setWordWrap(True)
        self.facts = QLabel("")
        self.facts.setObjectName("sej-facts")
        self.facts.setWordWrap(True)
        self.throws = _table(("A throw puts in contest", "Of 64", "%"), "sej-throws")
        self.games = _table(("Policy", "Starter", "Hands", "Stakes"), "sej-games")
        self.games_note = QLabel("")
        self.games_note.setObjectName("caption")
        self.games_note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(QLabel("From"))
        self.first = QSpinBox()
        self.second = QSpinBox()
        for box in (self.first, self.second):
            box.setRange(0, 999)
            box.valueChanged.connect(lambda _value: self._show_from())
        row.addWidget(self.first)
        row.addWidget(QLabel("to"))
        row.addWidget(self.second)
        row.addStretch(1)
        self.from_score = QLabel("")
        self.from_score.setObjectName("sej-from")
        self.from_score.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        # The game first (what a pit boss asks), then the throw it is made of.
        for widget in (heading, self.progress, self.status, self.games, self.games_note):
            layout.addWidget(widget)
        layout.addLayout(row)
        for widget in (self.from_score, self.facts, self.throws):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.clear("")

    def clear(self, status: str) -> None:
        self.figures = None
        self.shown_rules = None
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.facts.setText("")
        _fill(self.throws, [])
        _fill(self.games, [])
        self.games_note.setText("")
        self.from_score.setText("")
        self.throws.setEnabled(False)
        self.games.setEnabled(False)

    def mark_stale(self, status: str) -> None:
        self.status.setText(status)
        self.status.show()
        self.throws.setEnabled(False)
        self.games.setEnabled(False)

    def show_failure(self, message: str) -> None:
        self.clear("")
        self.status.setText(f"The figures could not be computed: {message}")
        self.status.show()

    def show_figures(self, rules: SejRules, figures: SejFigures) -> None:
        self.figures = figures
        self.shown_rules = rules
        self.status.hide()
        self.throws.setEnabled(True)
        self.games.setEnabled(True)
        contest = contest_odds()
        self.facts.setText(
            f"{throws_declinable()} of 64 throws show a Black and may be declined; "
            f"{throws_with(TRIPLE_WHITE)} is triple White, {throws_with(TRIPLE_BLACK)} are "
            f"triple Black. A contest: either player wins it with chance "
            f"{contest.first_wins.numerator}/{contest.first_wins.denominator} (equal rolls, "
            f"{contest.tie} of {contest.pairs}, roll again)."
        )
        _fill(
            self.throws,
            [
                (", ".join(r.words), str(r.count), f"{r.count / 64 * 100:.1f}%")
                for r in figures.throws
            ],
        )
        _fill(
            self.games,
            [
                (
                    name,
                    f"{odds.starter_wins * 100:.3f}%",
                    f"{(odds.hands(0, 0, 0) + odds.hands(1, 0, 0)) / 2:.2f}",
                    f"{(odds.stakes(0, 0, 0) + odds.stakes(1, 0, 0)) / 2:.3f}",
                )
                for name, odds in figures.games.items()
            ],
        )
        if figures.games:
            legend = "; ".join(f"{name}: {words}" for name, words in POLICIES.items())
            self.games_note.setText(
                f"A game to {rules.target} ({rules.win_check}, settled {rules.settle}), exact: "
                f"the first thrower's chance, the Hands a game lasts and the stakes it moves, on "
                f"average, both players declining by the policy ({legend})."
            )
        else:
            self.games_note.setText(
                f"The game's chances are computed for two players; these rules seat "
                f"{rules.players}."
            )
        self._show_from()

    def _show_from(self) -> None:
        """The chance that the player to throw, holding the first score, wins against the
        second, both declining a Black when ahead."""
        odds = self.figures.games.get(WHEN_AHEAD) if self.figures is not None else None
        if odds is None:
            self.from_score.setText("")
            return
        first, second = self.first.value(), self.second.value()
        if not odds.knows(first, second):
            self.from_score.setText(
                f"No game stands at {first} to {second} between Hands: no run of throws leads "
                "there."
            )
            return
        self.from_score.setText(
            f"At {first} to {second}, the player to throw wins "
            f"{odds.win(0, first, second) * 100:.3f}% (both declining a Black when ahead), "
            f"{odds.hands(0, first, second):.1f} Hands to go."
        )


# -- the editor -------------------------------------------------------------------------------


def _compute(rules: HouseRules) -> SejFigures:
    """Runs on the thread pool: touches no widget. Each policy's game is solved once per
    target, win check and settlement (``game_odds`` caches it)."""
    assert isinstance(rules, SejRules)
    games: dict[str, GameOdds] = {}
    if rules.players == 2:
        for name in POLICIES:
            games[name] = game_odds(rules.target, rules.win_check, name, name, rules.settle)
    return SejFigures(resolutions(), games)


def _imports(_rules: HouseRules) -> tuple[str, ...]:
    return ()


RULES_FIGURES = RulesFigures(panel=FiguresPanel, compute=_compute, imports=_imports)
