"""Templates a game's widget tests use for the console parts every game shares: the amount
bar (``ui.amount_bar.AmountBar``) and the rules editor's figures panel
(``ui.figures_base.FiguresPanel``). Each drives the real widget as the dealer or the pit boss
would (keys typed, Enter, Escape; the editor's calls in its order) and checks what every game's
bar and panel must do, whatever the game's own words and figures are.

A game's test calls them with its own widget, rules and option, e.g.::

    bar = SekaScreen(...).bar.entry              # or a panel's bar, a screen's
    check_amount_bar(qtbot, bar, rules, option, good="6", bad="5")

    panel = console_of("seka").rules_figures
    check_figures_panel(qtbot, panel.panel(), rules, panel.compute(rules))
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from casino.games.house_rules import HouseRules
from casino.games.spec import Option
from ui.amount_bar import AmountBar
from ui.figures_base import FiguresPanel


def type_into(qtbot: QtBot, bar: AmountBar, text: str, key: Qt.Key = Qt.Key.Key_Return) -> None:
    """Over whatever the field holds, as a dealer types: ``text`` and then ``key``."""
    bar.amount.selectAll()
    qtbot.keyClicks(bar.amount, text)
    qtbot.keyClick(bar.amount, key)


def check_amount_bar(
    qtbot: QtBot,
    bar: AmountBar,
    rules: HouseRules,
    option: Option,
    *,
    good: str,
    bad: str,
    what: str = "Amount",
    count: str | None = None,
) -> None:
    """``bar`` opened for ``option`` under ``rules``: ``bad`` typed and Enter is refused where
    it was typed (``refused`` says why, nothing ``entered``, the field marked and still
    focused); ``good`` typed and Enter is ``entered`` as the amount the option admits; Escape
    is ``cancelled``. ``count`` names a unit for a plain count instead of money."""
    if bar.parent() is None:
        qtbot.addWidget(bar)
    bar.show()
    bar.window().show()
    bar.window().activateWindow()
    entered: list[int] = []
    refused: list[str] = []
    cancelled: list[bool] = []
    bar.entered.connect(entered.append)
    bar.refused.connect(refused.append)
    bar.cancelled.connect(lambda: cancelled.append(True))
    bar.open(rules, option, what, "Seat 1 · Ann", count=count)
    qtbot.waitUntil(bar.amount.hasFocus)
    assert bar.prompt.text() == "Seat 1 · Ann"
    assert bar.bounds.text().startswith(f"{what}: ")
    if option.step != 1:
        assert "steps of" in bar.bounds.text()

    type_into(qtbot, bar, bad)
    assert entered == [] and len(refused) == 1, (entered, refused)
    assert refused[0] == bar.amount.problem()  # the field's own words for what is wrong
    assert bar.amount.property("invalid") is True
    assert bar.amount.hasFocus()
    assert bar.amount.selectedText() == bar.amount.text()  # ready to be typed over

    type_into(qtbot, bar, good)
    assert len(entered) == 1 and len(refused) == 1, (entered, refused)
    value = entered[0]
    assert option.admits(option.kind, option.seat, value), value
    assert bar.amount.property("invalid") is False

    qtbot.keyClick(bar.amount, Qt.Key.Key_Escape)
    assert cancelled == [True]


def check_figures_panel(
    qtbot: QtBot, panel: FiguresPanel[Any, Any], rules: Any, figures: Any
) -> None:
    """The rules editor's calls in its order on a game's ``panel``: empty at first, the
    figures of ``rules`` shown, greyed (still shown) while new ones are computed, gone on a
    failure with the reason said, and gone when the rules have problems."""
    qtbot.addWidget(panel)
    panel.show()
    assert panel.objectName() == "figures-panel"
    assert panel.shown_rules is None and panel.figures is None
    assert not panel.progress.isVisible()
    assert panel.current, "a panel greys its figures while they are stale"

    panel.show_figures(rules, figures)
    assert panel.shown_rules == rules and panel.figures is figures
    assert not panel.status.isVisible()
    assert all(widget.isEnabled() for widget in panel.current)

    panel.mark_stale("Computing the figures for these rules...")
    assert panel.status.isVisible() and panel.status.text().startswith("Computing")
    assert panel.shown_rules == rules  # still shown, greyed
    assert not any(widget.isEnabled() for widget in panel.current)

    panel.show_failure("out of memory")
    assert panel.shown_rules is None and panel.figures is None
    assert panel.status.text() == "The figures could not be computed: out of memory"

    panel.show_figures(rules, figures)
    panel.clear("Figures appear once every field is valid.")
    assert panel.shown_rules is None and panel.figures is None
    assert panel.status.isVisible()
    assert not any(widget.isEnabled() for widget in panel.current)
