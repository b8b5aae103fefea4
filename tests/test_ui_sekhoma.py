"""The live Sekhoma screen, driven by keyboard through real widgets over a real database:
a live-card hand from the seating to the confirmed showdown, a shoe hand with discards
chosen by keys, and an amount the bounds refuse, which must write nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog

from casino.games.sekhoma.rules import NO_LIMIT, SekhomaRules
from casino.games.sekhoma.types import Phase, SekhomaState
from casino.services import Services
from casino.store.models import Event, Hand, Wager
from ui.app import create_app
from ui.console import Console
from ui.games.sekhoma.screen import Screen, SekhomaScreen, ShowdownDialog
from ui.table_screen import BuyInDialog

CTRL = Qt.KeyboardModifier.ControlModifier


def make_screen(
    qtbot: QtBot, console: Console, services: Services, staff: Staff, rules: SekhomaRules
) -> SekhomaScreen:
    table_id = open_table(services, staff, "sekhoma", rules)
    screen = Screen(console, table_id)
    assert isinstance(screen, SekhomaScreen)
    qtbot.addWidget(screen)
    screen.reload()
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.setFocus()
    qtbot.waitUntil(screen.hasFocus)
    return screen


def key(qtbot: QtBot, screen: SekhomaScreen, name: str, modifier: Any = None) -> None:
    """A key pressed wherever the focus is on the screen, as a dealer would.

    A window manager gives the activation back to the screen when a dialog closes; the
    offscreen platform leaves it on the closed dialog, so the test hands it back."""
    if QApplication.activeModalWidget() is None and not screen.isActiveWindow():
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
    target = QApplication.focusWidget() or screen
    code = getattr(Qt.Key, f"Key_{name}")
    if modifier is None:
        qtbot.keyClick(target, code)
    else:
        qtbot.keyClick(target, code, modifier)


def type_amount(qtbot: QtBot, screen: SekhomaScreen, text: str) -> None:
    """Type into the amount field the action opened (it has the focus) and press Enter."""
    assert screen.amount.isVisible() and screen.amount.hasFocus()
    qtbot.keyClicks(screen.amount, text)
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)


def seat_players(qtbot: QtBot, screen: SekhomaScreen, players: list[tuple[int, str]]) -> None:
    """Select each seat with its digit, then Ctrl+P and fill the buy-in dialog by keys."""
    for seat, name in players:

        def fill(dialog: QDialog, name: str = name) -> None:
            assert isinstance(dialog, BuyInDialog)
            qtbot.keyClicks(dialog.player, name)
            qtbot.keyClicks(dialog.chips, "100")
            qtbot.keyClick(dialog.chips, Qt.Key.Key_Return)

        key(qtbot, screen, str(seat))
        assert screen.selected_seat == seat
        failures = answer(fill, BuyInDialog)
        key(qtbot, screen, "P", CTRL)
        if failures:
            raise failures[0]
        occupant = state(screen).seat(seat)
        assert occupant is not None and occupant.player == name, screen.message.text()


def answer(fill: Callable[[QDialog], None], kind: type[QDialog]) -> list[BaseException]:
    """``answer_dialog``, but a failed check inside ``fill`` closes the dialog (instead of
    leaving its event loop waiting forever) and is kept for the test to raise."""
    failures: list[BaseException] = []

    def guarded(dialog: QDialog) -> None:
        try:
            fill(dialog)
        except BaseException as exc:
            failures.append(exc)
            dialog.reject()

    answer_dialog(guarded, kind)
    return failures


def state(screen: SekhomaScreen) -> SekhomaState:
    assert screen.view is not None
    found: SekhomaState = screen.view.state
    return found


def acting(screen: SekhomaScreen) -> int:
    hand = state(screen).hand
    assert hand is not None and hand.to_act is not None
    return hand.order[hand.to_act]


def offered(screen: SekhomaScreen) -> set[str]:
    return {kind for kind, button in screen.action_buttons.items() if button.isVisible()}


def event_count(services: Services, table_id: int) -> int:
    with services.db.read() as session:
        return (
            session.scalar(
                select(func.count()).select_from(Event).where(Event.table_id == table_id)
            )
            or 0
        )


def wagers(services: Services, table_id: int) -> list[tuple[str, int | None, int]]:
    with services.db.read() as session:
        rows = session.execute(
            select(Wager.kind, Wager.seat, Wager.amount)
            .where(Wager.table_id == table_id)
            .order_by(Wager.id)
        ).all()
    return [(r[0], r[1], r[2]) for r in rows]


def hands(services: Services, table_id: int) -> list[tuple[int, str]]:
    with services.db.read() as session:
        rows = session.execute(
            select(Hand.number, Hand.outcome).where(Hand.table_id == table_id)
        ).all()
    return [(r[0], r[1]) for r in rows]


def test_live_hand_by_keyboard(
    qtbot: QtBot, any_dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    """In-process, and through a floor server on loopback (the same screen, the same keys)."""
    rules = SekhomaRules(betting=NO_LIMIT)
    screen = make_screen(qtbot, any_dealer_console, ui_services, ui_staff, rules)
    table_id = screen.table_id
    seat_players(qtbot, screen, [(1, "Ana"), (2, "Bo"), (3, "Cy")])
    assert offered(screen) == {"start"}

    key(qtbot, screen, "N")
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.BETTING_1
    assert hand.order == (2, 3, 1)  # the button is seat 1; seat 2 acts first
    assert screen.phase.text() == "Betting round 1"
    assert "3.00 Cr" in screen.pots.text()  # three antes
    assert screen.seats[2].property("state") == "acting"
    assert offered(screen) == {"check", "bet", "all-in", "fold"}

    key(qtbot, screen, "B")  # seat 2 bets 5
    type_amount(qtbot, screen, "5")
    assert acting(screen) == 3
    assert screen.seats[2].property("state") == "bet"
    assert screen.action_buttons["call"].text() == "Call 5.00 Cr  [C]"
    assert "5.00 Cr" in screen.to_call.text()
    key(qtbot, screen, "R")  # seat 3 raises to 10
    type_amount(qtbot, screen, "10")
    key(qtbot, screen, "F")  # seat 1 folds
    assert screen.seats[1].property("state") == "folded"
    key(qtbot, screen, "C")  # seat 2 calls
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.EXCHANGE

    key(qtbot, screen, "X")  # seat 2 draws 2, seat 3 draws 3
    type_amount(qtbot, screen, "2")
    key(qtbot, screen, "X")
    type_amount(qtbot, screen, "3")
    assert screen.seats[2].exchange.text() == "drew 2"
    assert screen.seats[3].exchange.text() == "drew 3"
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.BETTING_2

    key(qtbot, screen, "K")  # seat 2 checks
    assert screen.seats[2].property("state") == "checked"
    key(qtbot, screen, "B")  # seat 3 bets 8
    type_amount(qtbot, screen, "8")
    key(qtbot, screen, "C")  # seat 2 calls
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.SHOWDOWN
    assert offered(screen) == {"showdown"}

    seen: dict[str, Any] = {}

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        dialog.activateWindow()  # the offscreen platform does not activate it by itself
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.lines[2])
        first = dialog.lines[2]
        qtbot.keyClicks(first, "3S 9X")  # a bad token is named as it is typed
        seen["bad"] = dialog.statuses[2].text()
        first.clear()
        qtbot.keyClicks(first, "3S 5M 1C 2R 6N 4P")
        qtbot.keyClick(first, Qt.Key.Key_Return)  # on to the next hand
        second = QApplication.focusWidget()
        assert second is dialog.lines[3]
        qtbot.keyClicks(second, "1S 1S 1M 2M 2C 2R")
        qtbot.keyClick(second, Qt.Key.Key_Return)  # the preview
        seen["previewing"] = dialog.previewing
        seen["payout"] = dialog.outcome.text()
        seen["written before confirming"] = event_count(ui_services, table_id)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # confirm

    before = event_count(ui_services, table_id)
    failures = answer(fill, ShowdownDialog)
    key(qtbot, screen, "D")
    if failures:
        raise failures[0]
    assert "'9X'" in seen["bad"]
    assert seen["previewing"] is True
    assert seen["written before confirming"] == before
    payout = seen["payout"]
    for text in (
        "Sekhoma",
        "rank 7",
        "Two Pair",
        "rank 2",
        "Rake to the house: 1.95 Cr",
        "Main pot 37.05 Cr",
        "Paid",
        "Seat 2 · Bo",
        "37.05 Cr",
    ):
        assert text in payout, text

    current = state(screen)
    assert current.hand is None
    assert current.conserved
    stacks = {seat: s.stack for seat, s in enumerate(current.seats, 1) if s is not None}
    assert stacks == {1: 9900, 2: 11805, 3: 8100}
    assert "seat 2 Bo takes 37.05 Cr (Sekhoma)" in screen.result.text()
    assert offered(screen) == {"start"}

    lines = wagers(ui_services, table_id)
    assert lines == [
        ("ante", 2, 100), ("ante", 3, 100), ("ante", 1, 100),
        ("bet", 2, 500), ("raise", 3, 1000), ("call", 2, 500),
        ("bet", 3, 800), ("call", 2, 800),
        ("rake", None, 195), ("pot_award", 2, 3705),
    ]  # fmt: skip
    assert hands(ui_services, table_id) == [(1, "played")]
    fresh = ui_services.tables.view(table_id)
    assert fresh.state == current and fresh.state.conserved


def test_shoe_hand_with_discards_by_keys(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekhomaRules(cards="shoe"))
    table_id = screen.table_id
    seat_players(qtbot, screen, [(1, "Ana"), (2, "Bo"), (4, "Di")])
    key(qtbot, screen, "N")
    assert acting(screen) == 2
    assert screen.action_buttons["bet"].text() == "Bet 2.00 Cr  [B]"
    key(qtbot, screen, "B")  # fixed-limit: the one legal bet goes at once
    key(qtbot, screen, "C")
    key(qtbot, screen, "C")
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.EXCHANGE and acting(screen) == 2
    dealt = hand.contender(2).cards
    assert dealt is not None

    key(qtbot, screen, "X")
    assert screen.picker.isVisible() and screen.picker.hasFocus()
    faces = [b.card for b in screen.picker.buttons]
    assert faces == list(dealt)  # the seat's own cards, to choose from
    key(qtbot, screen, "1")
    key(qtbot, screen, "3")
    key(qtbot, screen, "3")  # pressed again: kept after all
    key(qtbot, screen, "5")
    assert screen.selected_seat == 4  # the digits went to the picker, not the seats
    assert screen.picker.discards() == (dealt[0], dealt[4])
    key(qtbot, screen, "Return")
    hand = state(screen).hand
    assert hand is not None
    mine = hand.contender(2)
    assert mine.exchanged == 2 and mine.cards is not None
    # Kept as a multiset: a hand may hold both copies of a card, and either copy may go.
    assert sorted(mine.cards[:4]) == sorted((dealt[1], dealt[2], dealt[3], dealt[5]))
    assert not screen.picker.isVisible()

    key(qtbot, screen, "X")  # seat 4 stands pat
    key(qtbot, screen, "Return")
    key(qtbot, screen, "X")  # seat 1 draws one
    key(qtbot, screen, "6")
    key(qtbot, screen, "Return")
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.BETTING_2
    assert [hand.contender(s).exchanged for s in (2, 4, 1)] == [2, 0, 1]

    for _ in range(3):
        key(qtbot, screen, "K")
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.SHOWDOWN

    seen: dict[str, Any] = {}

    def confirm(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        seen["previewing"] = dialog.previewing
        seen["payout"] = dialog.outcome.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    failures = answer(confirm, ShowdownDialog)
    key(qtbot, screen, "D")
    if failures:
        raise failures[0]
    assert seen["previewing"] is True
    assert seen["payout"].count("rank ") == 3  # the three dealt hands, ranked
    assert "Paid" in seen["payout"]
    current = state(screen)
    assert current.hand is None and current.conserved
    awards = [w for w in wagers(ui_services, table_id) if w[0] == "pot_award"]
    assert sum(amount for _k, _s, amount in awards) == 900 - 45  # pot less the 5% rake
    assert hands(ui_services, table_id) == [(1, "played")]


@pytest.mark.parametrize(("typed", "why"), [("1", "not 1.00 Cr"), ("500", "not 500.00 Cr")])
def test_amount_outside_the_bounds_is_refused(
    qtbot: QtBot,
    dealer_console: Console,
    ui_services: Services,
    ui_staff: Staff,
    typed: str,
    why: str,
) -> None:
    rules = SekhomaRules(betting=NO_LIMIT)
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, rules)
    seat_players(qtbot, screen, [(1, "Ana"), (2, "Bo")])
    key(qtbot, screen, "N")
    written = event_count(ui_services, screen.table_id)
    seq = screen.view.seq if screen.view else None

    key(qtbot, screen, "B")
    type_amount(qtbot, screen, typed)
    assert screen.message.is_error
    assert "Bet must be 2.00 Cr to 99.00 Cr" in screen.message.text()
    assert why in screen.message.text()
    assert screen.amount.property("invalid") is True
    assert screen.amount.hasFocus()  # still there to be corrected
    assert event_count(ui_services, screen.table_id) == written
    assert screen.view is not None and screen.view.seq == seq

    qtbot.keyClick(screen.amount, Qt.Key.Key_Escape)  # cancelled: the actions are back
    assert not screen.amount.isVisible()
    assert screen.action_buttons["bet"].isVisible()
    assert event_count(ui_services, screen.table_id) == written


def test_seat_panels_are_styled_by_state(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekhomaRules())
    seat_players(qtbot, screen, [(2, "Bo"), (5, "Eve")])
    panels: dict[int, QWidget] = dict(screen.seats)
    assert [panels[s].property("state") for s in range(1, 7)] == [
        "empty", "waiting", "empty", "empty", "waiting", "empty",
    ]  # fmt: skip
    assert panels[5].property("selected") is True
    key(qtbot, screen, "N")
    assert panels[2].property("button") is True  # the first hand's button: the first seat
    assert panels[5].property("state") == "acting"
    assert screen.turn.text() == "Seat 5 · Eve to act"
    key(qtbot, screen, "2")
    assert panels[2].property("selected") is True and panels[5].property("selected") is False


def test_showdown_entry_refuses_a_third_copy_across_hands(qtbot: QtBot) -> None:
    create_app([])
    asked: list[Any] = []

    def preview(hands: Any) -> str:
        asked.append(hands)
        return "not reached"

    dialog = ShowdownDialog(
        [(1, "Ana"), (4, "Di")], preview, lambda minor: f"{minor}", enter_cards=True
    )
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.lines[1], "1S 1S 2M 3C 4R 5N")
    qtbot.keyClicks(dialog.lines[4], "1S 2S 3M 4C 5R 6N")
    assert "card 1S" in dialog.statuses[4].text()
    assert dialog.lines[4].property("invalid") is True
    assert "card 1S" in dialog.statuses[1].text()  # both hands that hold it are marked
    dialog.lines[4].setFocus()
    qtbot.keyClick(dialog.lines[4], Qt.Key.Key_Return)
    assert dialog.message.is_error and "card 1S" in dialog.message.text()
    assert not dialog.previewing and asked == []
