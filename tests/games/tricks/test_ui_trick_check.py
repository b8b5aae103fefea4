"""The trick checker of the Tools menu: the rules page's worked tricks typed as a pit boss
would, each judged as ``casino trick`` judges it, and a trick the rules forbid named."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ui.game_consoles import game_tools
from ui.games.tricks.trick_check import TrickCheck


def checker(qtbot: QtBot) -> TrickCheck:
    check = TrickCheck()
    qtbot.addWidget(check)
    return check


def test_the_rules_pages_tricks_are_judged_as_typed(qtbot: QtBot) -> None:
    check = checker(qtbot)
    check.game.setCurrentText("Sedma")
    qtbot.keyClicks(check.entry, "9s 10h jd 9c | 9h 7c 8d 10s")
    assert check.result.text() == "Player 2 in the order of play takes it: 8 cards, 20 points"
    check.game.setCurrentText("Ristikontra")
    check.entry.setText("7S 5H AD 3C")
    assert check.result.text() == "The leader takes it: 4 cards, 11 points"
    check.game.setCurrentText("Hola")
    check.players.setCurrentText("6")
    check.entry.setText("7S 2H 9D KC 7S 2H")  # two packs: each card twice
    assert check.result.text().startswith("Player 6 in the order of play takes it")
    assert check.error.text() == ""


def test_a_trick_the_rules_forbid_is_named_and_nothing_is_judged(qtbot: QtBot) -> None:
    check = checker(qtbot)
    check.game.setCurrentText("Sedma")
    check.entry.setText("9S 10H JD 9C | AS 7C 8D 10S")
    assert "a further round is led only with a card of the rank first led (9)" in (
        check.error.text()
    )
    assert check.result.text() == ""
    check.game.setCurrentText("Ristikontra")
    check.entry.setText("7S 5H AD")
    assert check.error.text().startswith("round 1 has 3 cards")


def test_the_tools_menu_offers_the_checker_once_for_the_three_games() -> None:
    assert [t.title for t in game_tools()].count("&Trick check") == 1
