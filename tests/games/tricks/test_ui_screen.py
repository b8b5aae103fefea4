"""The live trick-game screen, driven by keys through real widgets over a real database: a
whole Sedma shoe deal played card by card by number keys (a card the rules refuse named, not
sent), a Ristikontra play in the dark by D, a live Hola deal's result typed in the form (45
refused where it was typed and nothing written, then 60 accepted and settled), and the pit
boss's abandon offered only while a match is under way."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import Staff, open_table

from casino.games.house_rules import HouseRules
from casino.games.seating import SeatPlayer
from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.sedma.rules import SedmaRules
from casino.services import Services
from casino.store.models import Event
from ui.console import Console
from ui.game_consoles import console_of
from ui.games.tricks.screen import TrickScreen


def make_screen(
    qtbot: QtBot,
    console: Console,
    services: Services,
    staff: Staff,
    game: str,
    rules: HouseRules,
) -> TrickScreen:
    table_id = open_table(services, staff, game, rules)
    screen = console_of(game).screen(console, table_id)
    assert isinstance(screen, TrickScreen)
    qtbot.addWidget(screen)
    screen.reload()
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    for seat in range(1, screen.state.rules.players + 1):
        assert screen.send(SeatPlayer(seat, f"Player {seat}", 10_000), "seat") is not None
    screen.setFocus()
    qtbot.waitUntil(screen.hasFocus)
    return screen


def key(qtbot: QtBot, screen: TrickScreen, name: str) -> None:
    """A key pressed wherever the focus is on the screen, as a dealer would."""
    if QApplication.activeModalWidget() is None and not screen.isActiveWindow():
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
    target = QApplication.focusWidget() or screen
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{name}"))


def events(services: Services, table_id: int) -> int:
    with services.db.read() as session:
        return int(
            session.scalar(
                select(func.count()).select_from(Event).where(Event.table_id == table_id)
            )
            or 0
        )


def test_a_sedma_shoe_deal_is_played_to_its_end_by_number_keys(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(
        qtbot, dealer_console, ui_services, ui_staff, "sedma", SedmaRules(cards="shoe")
    )
    key(qtbot, screen, "N")
    assert screen.state.deal is not None and screen.hand.isVisible()
    refused = False
    for _ in range(200):
        deal = screen.state.deal
        if deal is None:
            break
        turn = screen.projected.turn  # type: ignore[union-attr]
        if turn.doing == "decide" and (not turn.cards or deal.tricks_played % 2):
            key(qtbot, screen, "E")
            continue
        barred = [c for c in turn.hand if c not in turn.cards]
        if barred and not refused:  # a continuing leader's card the rules refuse
            before = screen.view.seq  # type: ignore[union-attr]
            key(qtbot, screen, str(turn.hand.index(barred[0]) + 1))
            assert "rank first led" in screen.message.text()
            assert screen.view.seq == before  # type: ignore[union-attr]
            refused = True
        key(qtbot, screen, str(turn.hand.index(turn.cards[0]) + 1))
        assert not screen.message.is_error, screen.message.text()
    state = screen.state
    assert state.deal is None and state.hands_dealt == 1
    stacks = sorted(s.stack for s in state.seats if s)
    assert stacks[0] < 10_000 < stacks[-1]  # the losers paid the winners
    assert "Deal 1: " in screen.centre.result.text()
    assert not screen.hand.isVisible() and screen.bar.new_deal.isVisible()


def test_ristikontra_plays_in_the_dark_by_d(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(
        qtbot, dealer_console, ui_services, ui_staff, "ristikontra", RistikontraRules(cards="shoe")
    )
    key(qtbot, screen, "N")
    deal = screen.state.deal
    assert deal is not None and screen.hand.dark.isVisible()
    seat, stock = deal.to_play, deal.stock_left
    key(qtbot, screen, "D")
    after = screen.state.deal
    assert after is not None and after.trick is not None
    assert after.trick.plays[0][0] == seat and after.trick.plays[0][2] is True
    assert after.stock_left == stock - 1 and len(after.hand(seat)) == 6  # type: ignore[arg-type]
    assert "dark" in screen.centre.trick.text()


def test_a_live_hola_result_is_typed_refused_where_typed_then_settled(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    services = ui_services
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, "hola", HolaRules(target=50))
    assert not screen.bar.abandon.isVisible()
    key(qtbot, screen, "N")
    assert screen.bar.result.isVisible() and screen.bar.abandon.isVisible()
    key(qtbot, screen, "R")
    assert screen.form.isVisible() and screen.form.points.hasFocus()
    assert "non-dealers" in screen.form.label.text()
    assert screen.form.all_tricks.isVisible()
    written = events(services, screen.table_id)
    qtbot.keyClicks(screen.form.points, "45")
    assert "cannot happen" in screen.form.preview.text()
    qtbot.keyClick(screen.form.points, Qt.Key.Key_Return)
    assert screen.form.isVisible() and events(services, screen.table_id) == written
    screen.form.points.clear()
    qtbot.keyClicks(screen.form.points, "60")
    preview: Any = screen.form.preview.text()
    assert "pay" in preview  # 60-30 passes the target of 50: the match settles
    qtbot.keyClick(screen.form.points, Qt.Key.Key_Return)
    assert not screen.form.isVisible()
    state = screen.state
    assert state.deal is None and state.match is None and state.matches == 1
    assert sorted(s.stack for s in state.seats if s) == [9_900, 9_900, 10_100, 10_100]
    assert not screen.bar.abandon.isVisible()


def test_a_hola_is_entered_without_the_mouse(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    """R, the points, Tab and Space to tick the box, Enter: the dealers' Hola."""
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, "hola", HolaRules())
    key(qtbot, screen, "N")
    key(qtbot, screen, "R")
    qtbot.keyClicks(screen.form.points, "0")
    qtbot.keyClick(screen.form.points, Qt.Key.Key_Tab)
    assert screen.form.all_tricks.hasFocus()
    qtbot.keyClick(screen.form.all_tricks, Qt.Key.Key_Space)
    assert screen.form.all_tricks.isChecked()
    assert "(a Hola)" in screen.form.preview.text()
    qtbot.keyClick(screen.form.all_tricks, Qt.Key.Key_Return)
    assert not screen.form.isVisible()
    match = screen.state.match
    assert match is not None and sorted(match.scores) == [0, 170]
