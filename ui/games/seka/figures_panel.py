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

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QWidget

from casino.games.house_rules import HouseRules
from casino.games.seka.odds import Odds, fraction_text, odds
from casino.games.seka.rules import SekaRules
from casino.i18n.numbers import format_fixed, group_digits
from ui import figures_base
from ui.figures_base import figures_table, fill_table, no_imports
from ui.game_consoles import RulesFigures
from ui.game_screen import label
from ui.i18n import tr

COLUMNS = (
    str(QT_TRANSLATE_NOOP("", "Value")),
    str(QT_TRANSLATE_NOOP("", "Hands")),
    str(QT_TRANSLATE_NOOP("", "Fraction")),
    "%",
)
"""The value table's headings (marked; shown through ``tr``)."""


def percent(value: Fraction, places: int = 3) -> str:
    return f"{format_fixed(float(value) * 100, places)}%"


TABLE_STYLE = (
    "QTableView { font-size: 14px; } QTableView::item { padding: 1px 5px; }"
    " QHeaderView::section { padding: 3px 5px; font-size: 12px; }"
)


class FiguresPanel(figures_base.FiguresPanel[SekaRules, Odds]):
    """The value distribution of the profile in the form, and the two-player svara chance."""

    HEADING = str(QT_TRANSLATE_NOOP("", "What these rules deal"))

    def _build(self) -> None:
        self.profile = label("seka-profile", wrap=True)
        self.svara = label("seka-svara-chance", rich=True, wrap=True)
        self.svara.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = figures_table(
            [tr(column) for column in COLUMNS], "seka-values", TABLE_STYLE, alternate=True
        )
        self.table.horizontalHeader().setMinimumSectionSize(30)
        self.note = label(
            "caption",
            tr(
                "Counted over every three-card hand of the pack; the svara chance over two hands "
                "dealt from one pack (equal values tie whatever made them)."
            ),
            wrap=True,
        )
        self.current = (self.table,)

    def parts(self) -> tuple[QWidget, ...]:
        return (self.profile, self.svara, self.table, self.note)

    @property
    def odds(self) -> Odds | None:
        """The figures shown (None while there are none)."""
        return self.figures

    def clear_figures(self) -> None:
        self.profile.setText("")
        self.svara.setText("")
        fill_table(self.table, [])

    def draw(self, rules: SekaRules, figures: Odds) -> None:
        self.profile.setText(
            tr("{profile}: {hands} hands").format(
                profile=rules.scoring().describe(), hands=group_digits(figures.hands)
            )
        )
        chance = figures.svara_two_players
        self.svara.setText(
            tr(
                "A two-player showdown is a svara: <b style='font-size:20px'>{fraction}</b> "
                "({percent}, about 1 in {one_in})"
            ).format(
                fraction=fraction_text(chance), percent=percent(chance, 2),
                one_in=f"{float(1 / chance):.1f}",
            )
            if chance else
            tr("A two-player showdown is never a svara under this profile.")
        )  # fmt: skip
        rows = []
        for hand_value, count in sorted(figures.counts.items(), reverse=True):
            share = figures.fraction(hand_value)
            shown = (str(hand_value), group_digits(count), fraction_text(share), percent(share))
            rows.append(shown)
        fill_table(self.table, rows, right_from=0)

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


RULES_FIGURES = RulesFigures(panel=FiguresPanel, compute=_compute, imports=no_imports)
