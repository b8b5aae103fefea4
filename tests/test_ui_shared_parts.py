"""The console parts every game's screen shares, as real widgets: the amount bar (typed within
an engine's ``Option``, refused where it was typed), the action area (only what is offered,
a seat's to the seat whose turn it is; one key for actions never offered together), and the
rules editor's figures panel base. ``ui_templates`` holds the checks; each game's own bar and
panel is put through them here too, with its own rules and an option of its own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from ui_templates import check_amount_bar, check_figures_panel, type_into

from casino.games import games
from casino.games.house_rules import HouseRules
from casino.games.spec import Option
from casino.money import format_money
from ui.amount_bar import Action, ActionArea, AmountBar
from ui.figures_base import FiguresPanel
from ui.game_consoles import console_of
from ui.widgets import InlineMessage

RULES = HouseRules()


def test_an_amount_within_the_option_is_entered_and_one_outside_is_refused(
    qtbot: QtBot,
) -> None:
    option = Option("raise", 1, low=400, high=2000, step=200)
    check_amount_bar(qtbot, AmountBar(), RULES, option, good="10", bad="5", what="Raise to")


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        ("30", "Raise to must be 4.00 Cr to 20.00 Cr, not 30.00 Cr"),
        ("5", "Raise to goes in steps of 2.00 Cr from 4.00 Cr, not 5.00 Cr"),
        ("abc", "abc"),
    ],
)
def test_a_refused_amount_says_why_in_the_bounds_words(
    qtbot: QtBot, typed: str, problem: str
) -> None:
    bar = AmountBar()
    qtbot.addWidget(bar)
    refused: list[str] = []
    bar.refused.connect(refused.append)
    bar.open(RULES, Option("raise", 1, low=400, high=2000, step=200), "Raise to", "Seat 1")
    assert bar.bounds.text() == "Raise to: 4.00 Cr to 20.00 Cr, in steps of 2.00 Cr"
    type_into(qtbot, bar, typed)
    assert len(refused) == 1 and problem in refused[0], refused


def test_a_count_of_cards_is_a_plain_number(qtbot: QtBot) -> None:
    option = Option("exchange", 2, low=0, high=4)
    check_amount_bar(
        qtbot, AmountBar(), RULES, option, good="3", bad="5", what="Exchange", count="cards"
    )


def test_a_panels_bar_puts_its_bounds_under_the_field(qtbot: QtBot) -> None:
    bar = AmountBar("Enter places it", width=None, under=True)
    qtbot.addWidget(bar)
    bar.show()
    bar.open(RULES, Option("bet", 3, low=500, high=50000), "Seat 3's bet", start=1000)
    assert bar.amount.text() == "10.00" and bar.prompt.isHidden()
    assert bar.bounds.text() == "Seat 3's bet: 5.00 Cr to 500.00 Cr"
    assert bar.bounds.geometry().top() >= bar.amount.geometry().bottom()


ACTIONS = (
    Action("look", "Look", "L", seat=lambda seat: ("look", seat), says="looks"),
    Action("raise", "Raise", "R"),
    Action("deal", "Deal", "N", table=lambda: "deal", says="deal"),
    Action("start", "New hand", "N", table=lambda: "start", says="new hand"),
    Action("showdown", "Showdown", "D", wide=True),
)


def test_the_action_area_shows_what_is_offered_to_the_seat_to_act(qtbot: QtBot) -> None:
    area = ActionArea(ACTIONS)
    qtbot.addWidget(area)
    area.show()
    assert not any(button.isVisible() for button in area.buttons.values())
    offered = {
        "look": Option("look", 2),
        "raise": Option("raise", 3, 400, 800),
        "start": Option("start"),
    }
    area.show_offered(offered, acting=2)
    shown = {kind for kind, button in area.buttons.items() if button.isVisible()}
    assert shown == {"look", "start"}  # seat 3's raise is not seat 2's
    assert area.buttons["look"].text() == "Look  [L]"
    assert [b.property("kind") for b in area.offered_by_key()["N"]] == ["deal", "start"]
    assert area.by_kind["showdown"].of_table and area.by_kind["deal"].of_table
    assert not area.by_kind["look"].of_table

    area.open_amount(RULES, offered["raise"], "Raise to", "Seat 3 · Bo — raise to")
    assert area.currentIndex() == area.AMOUNT_PAGE and area.entry.amount.text() == "4.00"
    area.show_actions()
    assert area.currentIndex() == area.ACTIONS_PAGE


def _games_bar(game: str) -> tuple[QWidget, AmountBar, HouseRules, Option]:
    """A game's own amount bar in what holds it (its action area, its bet panel), as its
    screen builds it, with that game's rules and an option of the kind the bar is for."""
    if game == "seka":
        from casino.games.seka.rules import SekaRules
        from ui.games.seka.panels import action_area

        seka = SekaRules()
        step = seka.unit * (2 if seka.dark_play else 1)
        area = action_area()
        return area, area.entry, seka, Option("raise", 1, 2 * step, 10 * step, step)
    if game == "sekhoma":
        from casino.games.sekhoma.rules import SekhomaRules
        from ui.games.sekhoma.panels import ActionBar

        bar = ActionBar(InlineMessage())
        return bar, bar.entry, SekhomaRules(), Option("bet", 1, 200, 1000)
    from casino.games.fiddler_crab.rules import FiddlerCrabRules
    from ui.games.fiddler_crab.panels import BetPanel

    rules, option = FiddlerCrabRules(), Option("bet", 3, 500, 50000)
    panel = BetPanel(3, "Ann", rules, option, 500)
    return panel, panel.entry, rules, option


@pytest.mark.parametrize("game", ["seka", "sekhoma", "fiddler-crab"])
def test_every_games_amount_bar(qtbot: QtBot, game: str) -> None:
    holder, bar, rules, option = _games_bar(game)
    qtbot.addWidget(holder)
    holder.show()
    if isinstance(holder, ActionArea):
        holder.setCurrentIndex(holder.AMOUNT_PAGE)
    good = format_money(option.low, "", rules.minor_units).replace(",", "")
    check_amount_bar(qtbot, bar, rules, option, good=good, bad="x")


def _figures_games() -> list[str]:
    return [name for name in games() if console_of(name).rules_figures is not None]


QUICK: dict[str, dict[str, object]] = {"sej": {"players": 3}}
"""Rules whose figures compute in a moment (Sej's game chances for two players take some
seconds: with three it shows the throw's figures alone)."""


@pytest.mark.parametrize("game", _figures_games())
def test_every_games_figures_panel(qtbot: QtBot, game: str) -> None:
    """Every game's figures panel derives from the base and answers the editor's calls."""
    kit = console_of(game).rules_figures
    assert kit is not None
    rules = games()[game].rules_type(**QUICK.get(game, {}))
    panel = kit.panel()
    assert isinstance(panel, FiguresPanel)
    check_figures_panel(qtbot, panel, rules, kit.compute(rules))
