"""Fiddler-Crab's exact figures beside the rules editor's form: both players' figures for the
rules being edited, the warning when a skilled player beats the house, the house way, and what
the rules give against a player of a given skill (``AgainstPlayer``).

The editor (``ui.rules_editor``) knows no game: it asks the game's console for
``rules_figures`` (``RULES_FIGURES`` here), computes with ``compute`` on the thread pool after
the pit boss stops typing, and hands each result to the panel's ``show_figures``. It also hands
the panel its console (``use_console``), from which a supervisor's panel reads the players
flagged for advantage play.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from casino.games.fiddler_crab.math.edge import pays_of
from casino.games.fiddler_crab.math.figures import EdgeReport, edge_report
from casino.games.fiddler_crab.math.houseway import HouseWay
from casino.games.fiddler_crab.math.policy_store import cached_house_way
from casino.games.fiddler_crab.rules import HOUSE_WAY, RIDE, FiddlerCrabRules
from casino.games.house_rules import HouseRules
from casino.i18n.numbers import format_fixed, group_digits
from ui import figures_base
from ui.game_consoles import RulesFigures
from ui.game_screen import label
from ui.i18n import tr

if TYPE_CHECKING:
    from casino.services.players.ratings import FlagLine
    from ui.console import Console

HOUSE_WAY_IMPORTS = ("platformdirs", "scipy.optimize")
"""What the house-way cache and search import lazily: imported on the UI thread before such
work starts, because an import on a worker thread can crash PySide6 (see ``ui.tasks``)."""

OUTCOME_ROWS = (
    ("win-both", str(QT_TRANSLATE_NOOP("", "Wins both hands"))),
    ("win-large", str(QT_TRANSLATE_NOOP("", "Wins Large only"))),
    ("push", str(QT_TRANSLATE_NOOP("", "Push"))),
    ("lose", str(QT_TRANSLATE_NOOP("", "Loses"))),
)
"""Each outcome's key and its row's title, in English: ``tr`` the title where it is shown."""
PLAYERS = (
    ("mirror", str(QT_TRANSLATE_NOOP("", "Copies the\ndealer"))),
    ("skilled", str(QT_TRANSLATE_NOOP("", "Skilled\nplayer"))),
)
"""Each player's key and its column's title, in English: ``tr`` the title where it is
shown."""


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
    return f"{format_fixed(number, places, sign)}%"


AGAINST_STYLE = """
QWidget#against-player QDoubleSpinBox, QWidget#against-player QComboBox {
    background-color: #0d1016; border: 1px solid #2b3340; border-radius: 6px;
    padding: 4px 8px; font-size: 15px; min-height: 22px;
}
QWidget#against-player QDoubleSpinBox { padding-right: 28px; }
QWidget#against-player QDoubleSpinBox:focus, QWidget#against-player QComboBox:focus {
    border-color: #2a6df4;
}
QWidget#against-player QLabel#against-warning {
    background-color: #4a1518; color: #ffd6d6; border: 2px solid #ff7a7a;
    border-radius: 8px; padding: 6px 10px; font-weight: 700;
}
QWidget#against-player QLabel#against-ok {
    background-color: #143322; color: #c9f2d4; border: 1px solid #3d9a5b;
    border-radius: 8px; padding: 6px 10px;
}
"""
NO_FLAGGED = str(QT_TRANSLATE_NOOP("", "Flagged players…"))
"""The combo's first line: no player chosen (the spin box is the pit boss's own index)."""


def projected_ev(report: EdgeReport, index: Fraction) -> Fraction:
    """A player's expectation per round, per unit bet, at skill ``index`` under the report's
    rules: the linear projection between the exact figures of the player who copies the
    dealer (index 0) and the skilled player (index 1)."""
    low, high = report.mirror.ev_per_hand, report.skilled.ev_per_hand
    return low + index * (high - low)


def break_even_index(report: EdgeReport) -> Fraction | None:
    """The skill index at which the projection is zero for the house, or None when no index
    from 0 to 1 crosses it (the house wins against every skill, or loses against every
    one)."""
    low, high = report.mirror.ev_per_hand, report.skilled.ev_per_hand
    if low >= 0 or high <= 0:
        return None
    return -low / (high - low)


def figure_value(name: str) -> QLabel:
    """A figure's value, right-aligned and selectable (to copy it into a note)."""
    value = label(name, "-", align=Qt.AlignmentFlag.AlignRight)
    value.setProperty("figure", True)
    value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return value


class AgainstPlayer(QWidget):
    """What the rules being edited give against a player of a given skill.

    The pit boss sets a skill index (0.00 copies the dealer, 1.00 always splits best, as the
    rating slips measure it: ``casino.services.rating_model``), or, as a supervisor, picks a
    player flagged for advantage play, whose measured index it takes. The panel shows the
    player's expectation per round, per unit bet, and so the house edge against them, with a
    plain warning when it is negative for the house.

    The figure is a **linear projection** of the player's measured skill between the two
    exact figures of these rules: ``mirror.ev_per_hand + index × (skilled.ev_per_hand -
    mirror.ev_per_hand)``. It is exact at 0 and 1; between them it assumes the player's gain
    over copying the dealer is spread over hands in proportion to what each hand allowed,
    which is what the index measures. It is not a figure of the player's actual splits.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("against-player")
        self.setStyleSheet(AGAINST_STYLE)
        self.report: EdgeReport | None = None
        self.console: Console | None = None
        self._build()
        self._lay_out()
        self._wire()
        self._update()

    def _build(self) -> None:
        self.skill = QDoubleSpinBox()
        self.skill.setObjectName("skill-index")
        self.skill.setRange(0.0, 1.0)
        self.skill.setDecimals(2)
        self.skill.setSingleStep(0.05)
        self.skill.setValue(1.0)
        self.skill.setToolTip(tr("0.00 copies the dealer; 1.00 always splits best."))
        self.flagged = QComboBox()
        self.flagged.setObjectName("flagged-players")
        # A long name must not widen the panel past its scroll area.
        self.flagged.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.flagged.setMinimumContentsLength(12)
        self.flagged.setToolTip(tr("A player flagged for advantage play: their measured index."))
        self.flagged.hide()
        self.ev = figure_value("against-ev")
        self.edge = figure_value("against-edge")
        self.verdict = label("against-ok", wrap=True)
        self.verdict.hide()
        self.break_even = label("against-break-even", wrap=True)

    def _lay_out(self) -> None:
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(label("figure-name", tr("Skill index")))
        line.addWidget(self.skill)
        line.addStretch(1)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(3)
        for row, (title, value) in enumerate(
            ((tr("Player's EV per round"), self.ev), (tr("House edge against them"), self.edge))
        ):
            grid.addWidget(label("figure-name", title), row, 0)
            grid.addWidget(value, row, 1)
        grid.setColumnStretch(0, 1)
        note = label(
            "caption",
            tr(
                "Per unit bet, per round: a linear projection of the index between the two "
                "exact figures above (copies the dealer at 0.00, skilled at 1.00)."
            ),
            wrap=True,
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(label("section", tr("Against a player")))
        layout.addLayout(line)
        layout.addWidget(self.flagged)
        layout.addLayout(grid)
        for widget in (self.verdict, self.break_even, note):
            layout.addWidget(widget)

    def _wire(self) -> None:
        self.skill.valueChanged.connect(self._update)
        self.flagged.activated.connect(self._player_chosen)

    # -- the player ------------------------------------------------------------------------

    def use_console(self, console: Console) -> None:
        """The console whose signed-in supervisor may pick a flagged player."""
        self.console = console
        console.signed_in.connect(self._signed_in)  # a method: gone with the widget
        self.read_flags()

    def _signed_in(self, _actor: object) -> None:
        self.read_flags()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not event.spontaneous():
            self.read_flags()  # a player may have been flagged since the editor was shown

    def read_flags(self) -> None:
        """The flagged players, for a supervisor (the services refuse anyone else: the combo
        is not offered to them)."""
        console = self.console
        actor = console.actor if console is not None else None
        if console is None or actor is None or not console.supervisor:
            self.show_flags([])
            self.flagged.hide()
            return
        found = console.attempt(console.services.ratings.flags, actor)
        if isinstance(found, list):
            self.show_flags(found)
        else:
            self.show_flags(
                [], empty=tr("Flagged players not read: {why}").format(why=found.message)
            )
        self.flagged.show()

    def show_flags(self, flags: list[FlagLine], empty: str | None = None) -> None:
        """One line a player (their newest flag), with the index it measured; ``empty`` is
        the combo's line when there is none (``No player is flagged`` unless said)."""
        if empty is None:
            empty = tr("No player is flagged")
        kept = self.flagged.currentText()
        self.flagged.blockSignals(True)
        self.flagged.clear()
        self.flagged.addItem(tr(NO_FLAGGED) if flags else empty, None)
        seen: set[str] = set()
        for flag in flags:  # newest first
            if flag.shown in seen:
                continue
            seen.add(flag.shown)
            text = f"{flag.shown}: {float(flag.skill_index):.2f}"
            self.flagged.addItem(text, flag.skill_index)
        found = self.flagged.findText(kept)
        self.flagged.setCurrentIndex(max(found, 0))
        self.flagged.setEnabled(bool(flags))
        self.flagged.blockSignals(False)

    def choose_player(self, row: int) -> None:
        """Pick the combo's ``row`` (1 is the first flagged player)."""
        self.flagged.setCurrentIndex(row)
        self._player_chosen(row)

    def _player_chosen(self, row: int) -> None:
        found = self.flagged.itemData(row)
        if isinstance(found, Fraction):
            self.skill.setValue(min(max(float(found), 0.0), 1.0))

    # -- the figures -----------------------------------------------------------------------

    def index(self) -> Fraction:
        """The index in the spin box, exactly as shown (two decimals)."""
        return Fraction(round(self.skill.value() * 100), 100)

    def projection(self, index: Fraction | None = None) -> Fraction | None:
        """The player's EV per round, per unit bet, at ``index`` (the spin box's when None),
        or None while there are no figures."""
        if self.report is None:
            return None
        return projected_ev(self.report, self.index() if index is None else index)

    def set_report(self, report: EdgeReport | None) -> None:
        self.report = report
        self._update()

    def _update(self) -> None:
        report = self.report
        ev = self.projection()
        if report is None or ev is None:
            self.ev.setText("-")
            self.edge.setText("-")
            self.verdict.hide()
            self.break_even.setText("")
            return
        self.ev.setText(_pct(ev))
        self.edge.setText(_pct(-ev))
        index = f"{float(self.index()):.2f}"
        if ev > 0:
            self.verdict.setObjectName("against-warning")
            self.verdict.setText(
                tr(
                    "Negative for the house: a player of skill index {index} expects to win "
                    "{share} of every unit bet a round under these rules."
                ).format(index=index, share=_pct(ev, sign=False))
            )
        else:
            self.verdict.setObjectName("against-ok")
            self.verdict.setText(
                tr(
                    "The house keeps {share} of every unit bet a round against a player of "
                    "skill index {index}."
                ).format(share=_pct(-ev, sign=False), index=index)
            )
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        self.verdict.show()
        crossing = break_even_index(report)
        if crossing is not None:
            self.break_even.setText(
                tr("Break-even skill index: {index}. A player above it beats these rules.").format(
                    index=f"{float(crossing):.2f}"
                )
            )
        elif report.mirror.ev_per_hand >= 0:
            self.break_even.setText(tr("Even a player who copies the dealer beats these rules."))
        else:
            self.break_even.setText(
                tr("No skill beats these rules: the house wins at every index.")
            )

    @property
    def warning_text(self) -> str:
        """The warning, when the rules are negative for the house against this player."""
        shown = self.verdict.isVisibleTo(self) and self.verdict.objectName() == "against-warning"
        return self.verdict.text() if shown else ""


class FiguresPanel(figures_base.FiguresPanel[FiddlerCrabRules, Figures]):
    """Both players' exact figures for the rules in the form, and the warning."""

    HEADING = str(QT_TRANSLATE_NOOP("", "What these rules do to the house"))

    def _build(self) -> None:
        self.warning = label("edge-warning", wrap=True)
        self.verdict = label("edge-ok", wrap=True)
        self.values: dict[str, QLabel] = {}
        self.table = QWidget()
        self.table.setObjectName("figures-table")
        self.table.setLayout(self._figures_grid())
        self.per_bet_note = label("caption", wrap=True)
        self.break_even = label("break-even", wrap=True)
        self.assumption = label("edge-assumption", wrap=True)
        self.house_way_note = label("house-way-note", wrap=True)
        self.against = AgainstPlayer()
        self.current = (self.table,)

    def _figures_grid(self) -> QGridLayout:
        """Each figure's name, then its value for each player (``values``, by
        ``player-figure``)."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(3)
        for column, (_key, title) in enumerate(PLAYERS, start=1):
            grid.addWidget(label("figure-header", tr(title), align=Qt.AlignmentFlag.AlignRight),
                           0, column)  # fmt: skip
        rows = [
            ("ev", tr("EV per bet")),
            ("edge", tr("House edge")),
            *((f"outcome-{key}", tr(title)) for key, title in OUTCOME_ROWS),
        ]
        for number, (key, title) in enumerate(rows, start=1):
            grid.addWidget(label("figure-name", title), number, 0)
            for column, (player, _title) in enumerate(PLAYERS, start=1):
                value = figure_value(f"{player}-{key}")
                grid.addWidget(value, number, column)
                self.values[f"{player}-{key}"] = value
        return grid

    def parts(self) -> tuple[QWidget, ...]:
        return (
            self.warning,
            self.verdict,
            self.table,
            self.per_bet_note,
            self.break_even,
            self.assumption,
            self.house_way_note,
            self.against,
        )

    def clear_figures(self) -> None:
        for shown in self.values.values():
            shown.setText("-")
        for note in (self.warning, self.verdict, self.assumption, self.house_way_note):
            note.hide()
        self.break_even.setText("")
        self.per_bet_note.setText("")
        self.against.set_report(None)

    def use_console(self, console: Console) -> None:
        """The rules editor's console: a supervisor's panel offers the flagged players."""
        self.against.use_console(console)

    def draw(self, rules: FiddlerCrabRules, figures: Figures) -> None:
        report = figures.report
        self.against.set_report(report)
        for player, data in (("mirror", report.mirror), ("skilled", report.skilled)):
            self.values[f"{player}-ev"].setText(_pct(data.ev_per_bet))
            self.values[f"{player}-edge"].setText(_pct(data.house_edge))
            for key, _title in OUTCOME_ROWS:
                self.values[f"{player}-outcome-{key}"].setText(_pct(data.outcomes[key], sign=False))
        ride = rules.push == RIDE
        self.per_bet_note.setText(
            tr("Per initial bet: a pushed bet rides until it is settled.")
            if ride
            else tr("Per bet: a push pays nothing and takes nothing.")
        )
        if report.warning:
            self.warning.setText(tr("WARNING: {warning}").format(warning=report.warning))
            self.warning.show()
            self.verdict.hide()
        else:
            self.warning.hide()
            self.verdict.setText(
                tr(
                    "A skilled player does not beat these rules: the house keeps {share} of "
                    "every bet even against the best splitting."
                ).format(share=_pct(report.skilled.house_edge, sign=False))
            )
            self.verdict.show()
        be = report.break_even_commission
        if be is None:
            self.break_even.setText(
                tr("Break-even commission: none needed at these pays and this commission.")
            )
        else:
            self.break_even.setText(
                tr(
                    "Break-even commission: {share} of winning payouts, the skilled player "
                    "re-splitting at every commission."
                ).format(share=_pct(be, 2, sign=False))
            )
        self.break_even.setToolTip(
            ""
            if be is None
            else tr("Exactly {fraction} of each payout.").format(
                fraction=f"{be.numerator}/{be.denominator}"
            )
        )
        if report.assumption:
            self.assumption.setText(
                tr("Assumption: {assumption}.").format(assumption=report.assumption)
            )
            self.assumption.show()
        else:
            self.assumption.hide()
        house_way = figures.house_way
        if house_way is not None:
            self.house_way_note.setText(
                tr(
                    "House way: a computed split for each of the {vectors} suit-count vectors "
                    "(differs from best-large on {differs}). No dealer rule, even a randomising "
                    "one, holds a skilled player below {bound} per bet."
                ).format(
                    vectors=group_digits(2002),
                    differs=house_way.differs_from_best_large,
                    bound=_pct(house_way.bound, 2),
                )
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
