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

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSpinBox, QWidget

from casino.games.house_rules import HouseRules
from casino.games.sej.narrative import prize_words
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
from casino.i18n import _
from casino.i18n.numbers import format_fixed
from ui import figures_base
from ui.figures_base import figures_table, fill_table, no_imports
from ui.game_consoles import RulesFigures
from ui.game_screen import label
from ui.i18n import tr


@dataclass(frozen=True)
class SejFigures:
    throws: tuple[Resolution, ...]
    games: dict[str, GameOdds]
    """Each policy's game, both players declining by it (two players only)."""


TABLE_STYLE = "QTableView { font-size: 13px; } QTableView::item { padding: 1px 5px; }"


class FiguresPanel(figures_base.FiguresPanel[SejRules, SejFigures]):
    """The throw's figures, each policy's game, and the chance from a typed score."""

    HEADING = str(QT_TRANSLATE_NOOP("", "What these rules play"))

    def _build(self) -> None:
        self.facts = label("sej-facts", wrap=True)
        self.throws = figures_table((tr("A throw puts in contest"), tr("Of 64"), "%"),
                                    "sej-throws", TABLE_STYLE)  # fmt: skip
        self.games = figures_table((tr("Policy"), tr("Starter"), tr("Hands"), tr("Stakes")),
                                   "sej-games", TABLE_STYLE)  # fmt: skip
        self.games_note = label("caption", wrap=True)
        self.first = QSpinBox()
        self.second = QSpinBox()
        for box in (self.first, self.second):
            box.setRange(0, 999)
        self.from_score = label("sej-from", wrap=True)
        self.current = (self.throws, self.games)

    def _wire(self) -> None:
        for box in (self.first, self.second):
            box.valueChanged.connect(lambda _value: self._show_from())

    def parts(self) -> tuple[QWidget | QLayout, ...]:
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("From")))
        row.addWidget(self.first)
        row.addWidget(QLabel(tr("to")))
        row.addWidget(self.second)
        row.addStretch(1)
        # The game first (what a pit boss asks), then the throw it is made of.
        return (self.games, self.games_note, row, self.from_score, self.facts, self.throws)

    def clear_figures(self) -> None:
        self.facts.setText("")
        fill_table(self.throws, [])
        fill_table(self.games, [])
        self.games_note.setText("")
        self.from_score.setText("")

    def draw(self, rules: SejRules, figures: SejFigures) -> None:
        contest = contest_odds()
        self.facts.setText(
            tr(
                "{declinable} of 64 throws show a Black and may be declined; {white} is triple "
                "White, {black} are triple Black. A contest: either player wins it with chance "
                "{chance} (equal rolls, {tie} of {pairs}, roll again)."
            ).format(
                declinable=throws_declinable(),
                white=throws_with(TRIPLE_WHITE),
                black=throws_with(TRIPLE_BLACK),
                chance=f"{contest.first_wins.numerator}/{contest.first_wins.denominator}",
                tie=contest.tie,
                pairs=contest.pairs,
            )
        )
        fill_table(
            self.throws,
            [
                (
                    ", ".join(prize_words(words) for words in r.words),
                    str(r.count),
                    f"{format_fixed(r.count / 64 * 100, 1)}%",
                )
                for r in figures.throws
            ],
        )
        fill_table(
            self.games,
            [
                (
                    _(name),
                    f"{format_fixed(odds.starter_wins * 100, 3)}%",
                    format_fixed((odds.hands(0, 0, 0) + odds.hands(1, 0, 0)) / 2, 2),
                    format_fixed((odds.stakes(0, 0, 0) + odds.stakes(1, 0, 0)) / 2, 3),
                )
                for name, odds in figures.games.items()
            ],
        )
        if figures.games:
            legend = "; ".join(f"{_(name)}: {_(words)}" for name, words in POLICIES.items())
            self.games_note.setText(
                tr(
                    "A game to {target} ({win_check}, settled {settle}), exact: the first "
                    "thrower's chance, the Hands a game lasts and the stakes it moves, on "
                    "average, both players declining by the policy ({legend})."
                ).format(
                    target=rules.target,
                    win_check=rules.win_check,
                    settle=rules.settle,
                    legend=legend,
                )
            )
        else:
            self.games_note.setText(
                tr(
                    "The game's chances are computed for two players; these rules seat {players}."
                ).format(players=rules.players)
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
                tr(
                    "No game stands at {first} to {second} between Hands: no run of throws "
                    "leads there."
                ).format(first=first, second=second)
            )
            return
        self.from_score.setText(
            tr(
                "At {first} to {second}, the player to throw wins {chance} (both declining a "
                "Black when ahead), {hands} Hands to go."
            ).format(
                first=first,
                second=second,
                chance=f"{format_fixed(odds.win(0, first, second) * 100, 3)}%",
                hands=format_fixed(odds.hands(0, first, second), 1),
            )
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


RULES_FIGURES = RulesFigures(panel=FiguresPanel, compute=_compute, imports=no_imports)
