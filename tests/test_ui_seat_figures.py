"""Each seat's figures on the table screen (compliance requirement 29), through real widgets
over a real SQLite database: after a buy-in the seat shows what came in and how; after a hand
it shows what was wagered and won or lost, the same figures the record gives and the same
result the wager log gives; F6 hides and shows them; F8 records a complaint.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import LeaveSeat
from casino.games.sekhoma.rules import SekhomaRules
from casino.money import format_money
from casino.services import Services
from casino.services.demo import driver
from casino.services.tables import CHIPS
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.store import models as m
from ui.complaint_dialog import ComplaintDialog
from ui.console import Console
from ui.games.fiddler_crab.screen import FiddlerCrabScreen
from ui.games.sekhoma.screen import SekhomaScreen
from ui.table_screen import BuyInDialog, TableScreen, result_words

KEYS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}


def make_screen(qtbot: QtBot, screen: TableScreen) -> TableScreen:
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.reload()
    screen.setFocus()
    return screen


def focused(screen: QWidget) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else screen


def back(qtbot: QtBot, screen: QWidget) -> None:
    """The offscreen platform does not hand activation back when a modal dialog closes."""
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)


def amounts(screen: TableScreen) -> Callable[[int], str]:
    """Amounts as the seat figures write them: without the currency."""
    units = screen.rules.minor_units
    return lambda minor: format_money(minor, "", units)


def buy_in(
    qtbot: QtBot, screen: TableScreen, seat: int, name: str | None, chips: str, method: str = ""
) -> None:
    """Seat a player (``name``) or sell chips to one seated, by keys, as the dealer does."""
    qtbot.keyClick(focused(screen), KEYS[seat])

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, BuyInDialog)
        if name is not None:
            qtbot.keyClicks(dialog.player, name)
        if method:
            dialog.method.setCurrentIndex(dialog.method.findData(method))
        dialog.chips.setFocus()
        qtbot.keyClicks(dialog.chips, chips)
        qtbot.keyClick(dialog.chips, Qt.Key.Key_Return)

    answer_dialog(fill, BuyInDialog)
    key = Qt.Key.Key_P if name is not None else Qt.Key.Key_B
    qtbot.keyClick(focused(screen), key, Qt.KeyboardModifier.ControlModifier)
    back(qtbot, screen)
    assert not screen.message.is_error, screen.message.text()


def played(state: Any) -> int:
    return int(getattr(state, "hands_played", getattr(state, "rounds_played", 0)))


def play_hand(screen: TableScreen, seed: int) -> None:
    """Random legal commands sent through the screen until one more hand is played out (the
    game's simulated dealer may seat more players first)."""
    assert screen.view is not None
    game = game_named(screen.view.game)
    next_command = driver(screen.view.game)
    rng = random.Random(seed)
    target = played(screen.view.state) + 1
    for _ in range(400):
        assert screen.view is not None
        state = screen.view.state
        if played(state) >= target and not game.engine.phase(state).in_hand:
            return
        command = next_command(state, rng)
        if getattr(command, "KIND", None) == "leave":
            continue  # the players stay, so each seat's figures are its own
        if getattr(command, "KIND", None) == "start" and getattr(command, "shoe", None):
            command = type(command)(shoe=None)
        assert screen.send(command, "test") is not None, screen.message.text()
    raise AssertionError("no hand was played out")


def house_result(services: Services, table: int, seat: int) -> int:
    with services.db.read() as session:
        houses = session.scalars(
            select(m.Wager.house).where(
                m.Wager.table_id == table, m.Wager.seat == seat, m.Wager.void_id.is_(None)
            )
        ).all()
    return -sum(houses)


def test_a_buy_in_and_a_round_on_the_fiddler_crab_screen(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = open_table(ui_services, ui_staff, "fiddler-crab", FiddlerCrabRules(seats=3))
    screen = make_screen(qtbot, FiddlerCrabScreen(dealer_console, table))
    money, amount = screen.money, amounts(screen)
    assert screen.figure_text(1) == ""  # nobody has sat there

    buy_in(qtbot, screen, 1, "Ann", "200")
    assert screen.figure_text(1) == f"in {amount(20000)} out {amount(0)} wagered {amount(0)} even"
    buy_in(qtbot, screen, 1, None, "50", CHIPS)
    buy_in(qtbot, screen, 2, "Bo", "300")
    label = screen.figure_label(1)
    assert label is not None and not screen.figures.isVisibleTo(screen)  # in the seat itself
    tip = label.toolTip()
    assert f"Bought in {money(25000)}: cash {money(20000)}, chips {money(5000)}" in tip

    play_hand(screen, seed=4)
    assert screen.view is not None
    figures = SeatFigureQueries(ui_services.db).figures(table)
    for seat in (1, 2):
        shown = figures.seat(seat)
        assert shown is not None
        assert shown.result == house_result(ui_services, table, seat)  # banked: -house
        words = result_words(shown.result, amount)
        assert screen.figure_text(seat) == (
            f"in {amount(shown.bought_in)} out {amount(0)} wagered {amount(shown.wagered)} {words}"
        )
    ann = figures.seat(1)
    assert ann is not None and ann.bought_cash == 20000 and ann.bought_chips == 5000
    assert ann.hands == 1 and ann.wagered > 0

    # F6 hides the strip and shows it again, up to date.
    qtbot.keyClick(focused(screen), Qt.Key.Key_F6)
    assert screen.figure_text(1) == ""
    qtbot.keyClick(focused(screen), Qt.Key.Key_F6)
    assert screen.figure_text(1).startswith(f"in {amount(25000)} out")


def test_a_hand_on_the_sekhoma_screen_and_a_cash_out(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(cards="shoe"))
    screen = make_screen(qtbot, SekhomaScreen(dealer_console, table))
    amount = amounts(screen)
    for seat, name in ((1, "Ann"), (2, "Bo"), (3, "Cy")):
        buy_in(qtbot, screen, seat, name, "100")
    play_hand(screen, seed=8)
    figures = SeatFigureQueries(ui_services.db).figures(table)
    assert sum(s.result for s in figures.seats) < 0  # the house's rake
    for shown in figures.seats:
        assert screen.figure_text(shown.seat).endswith(result_words(shown.result, amount))
    # A player cashes out: the cash-out shows, and the result stays what it was.
    before = figures.seat(1)
    assert before is not None
    assert screen.send(LeaveSeat(1), "cash out seat 1") is not None, screen.message.text()
    after = SeatFigureQueries(ui_services.db).figures(table).seat(1)
    assert after is not None and after.cashed_out == before.holding
    assert after.result == before.result
    assert screen.figure_text(1).startswith(f"Ann (left): in {amount(10000)} out")
    assert f"out {amount(before.holding)}" in screen.figure_text(1)


def test_f8_records_a_complaint_against_the_last_hand(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = open_table(ui_services, ui_staff, "fiddler-crab", FiddlerCrabRules(seats=3))
    screen = make_screen(qtbot, FiddlerCrabScreen(dealer_console, table))
    buy_in(qtbot, screen, 1, "Ann", "200")
    play_hand(screen, seed=2)

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ComplaintDialog)
        assert dialog.hand.text() == "1"
        assert not dialog.note_button.isEnabled()  # a dealer adds no pit boss note
        dialog.seat.setCurrentIndex(dialog.seat.findData(1))
        qtbot.keyClicks(dialog.patron, "Ann")
        dialog.what.setPlainText("says the dealer set her hand wrong")
        dialog.record_button.click()
        assert not dialog.message.is_error, dialog.message.text()
        assert dialog.model.rowCount() == 1

    answer_dialog(fill, ComplaintDialog)
    qtbot.keyClick(focused(screen), Qt.Key.Key_F8)
    back(qtbot, screen)
    with ui_services.db.read() as session:
        row = session.scalar(select(m.Complaint))
    assert row is not None and (row.hand_number, row.seat, row.patron) == (1, 1, "Ann")


class PlainScreen(TableScreen):
    """A table screen that draws nothing of its own and places no figures in seats."""

    def draw(self, view: Any) -> None:
        del view


def test_a_screen_without_seat_labels_shows_the_strip(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = open_table(ui_services, ui_staff, "fiddler-crab", FiddlerCrabRules(seats=3))
    screen = make_screen(qtbot, PlainScreen(dealer_console, table))
    amount = amounts(screen)
    assert screen.figures.isVisibleTo(screen) and screen.figures.none.isVisibleTo(screen)
    buy_in(qtbot, screen, 2, "Bo", "300")
    assert not screen.figures.none.isVisibleTo(screen)
    assert screen.figure_text(2) == (
        f"2 Bo even in {amount(30000)} out {amount(0)} wagered {amount(0)}"
    )
    assert screen.figure_text(1) == ""
