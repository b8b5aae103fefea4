"""The Fiddler-Crab table screen and the card entry, driven through real widgets (offscreen)
over a real SQLite database: keys in, rows in the wager log out."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog

from casino.equipment.sekhoma_pack import Card, Suit, parse_cards
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import FiddlerCrabState
from casino.services import Services
from casino.store import models as m
from ui.console import Console
from ui.games.fiddler_crab.screen import CardsPanel, DealtPanel, FiddlerCrabScreen, SettlePanel
from ui.games.sekhoma.card_entry import CardEntry, CardPicker, CardPool
from ui.table_screen import BuyInDialog

GAME = "fiddler-crab"
KEYS = {str(n): getattr(Qt.Key, f"Key_{n}") for n in range(10)}

# A live round whose cards are chosen: against the dealer's Sekhoma / No Hand (best-large splits
# 6S 6S 6M 5M 1C 5R 2N 2P 3R so), seat 1 wins both, seat 2 loses and seat 3 pushes.
SPLITS = {
    1: ("1C 2C 3C 4C 5R 6N", "1P 2P 3P"),  # Four of a Kind / Three of a Kind
    2: ("1S 1M 2R 2S 3N 3N", "4S 4M 5C"),  # Two Pair / No Hand
    3: ("5S 5M 6C 6R 4P 4P", "6N 5N 4N"),  # One Pair / Three of a Kind
}
DEALER = "6S 6S 6M 5M 1C 5R 2N 2P 3R"


def make_screen(qtbot: QtBot, console: Console, table_id: int) -> FiddlerCrabScreen:
    screen = FiddlerCrabScreen(console, table_id)
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


def press(qtbot: QtBot, screen: QWidget, key: Qt.Key, modifier: Any = None) -> None:
    """A key as the dealer presses it: to whatever has the focus."""
    if modifier is None:
        qtbot.keyClick(focused(screen), key)
    else:
        qtbot.keyClick(focused(screen), key, modifier)


def type_text(qtbot: QtBot, screen: QWidget, text: str) -> None:
    qtbot.keyClicks(focused(screen), text)


def seat_player(qtbot: QtBot, screen: FiddlerCrabScreen, seat: int, name: str,
                chips: str) -> None:  # fmt: skip
    press(qtbot, screen, KEYS[str(seat)])
    assert screen.selected_seat == seat

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, BuyInDialog)
        qtbot.keyClicks(dialog.player, name)
        dialog.chips.setFocus()
        qtbot.keyClicks(dialog.chips, chips)
        qtbot.keyClick(dialog.chips, Qt.Key.Key_Return)

    answer_dialog(fill, BuyInDialog)
    press(qtbot, screen, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    # The offscreen platform does not hand activation back when a modal dialog closes.
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    occupant = screen.state.seat(seat)
    assert occupant is not None and occupant.player == name, screen.message.text()


def place_bet(qtbot: QtBot, screen: FiddlerCrabScreen, seat: int, amount: str) -> None:
    press(qtbot, screen, KEYS[str(seat)])
    press(qtbot, screen, Qt.Key.Key_B)
    assert focused(screen).objectName() == "bet-amount"
    type_text(qtbot, screen, amount)
    press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.panel is None, screen.message.text()


def seat_and_bet(qtbot: QtBot, screen: FiddlerCrabScreen, seats: int) -> None:
    for seat in range(1, seats + 1):
        seat_player(qtbot, screen, seat, f"Player {seat}", "200")
        place_bet(qtbot, screen, seat, str(10 * seat))
    assert screen.state.bets[:seats] == tuple(1000 * s for s in range(1, seats + 1))


def settle_by_keys(qtbot: QtBot, screen: FiddlerCrabScreen) -> SettlePanel:
    """S previews, Enter pays; returns the preview panel that was confirmed."""
    press(qtbot, screen, Qt.Key.Key_S)
    panel = screen.panel
    assert isinstance(panel, SettlePanel), screen.message.text()
    assert screen.state.round is not None  # nothing written by the preview
    press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.state.round is None, screen.message.text()
    return panel


def wagers(services: Services, table_id: int) -> list[m.Wager]:
    with services.db.read() as session:
        return list(session.scalars(select(m.Wager).where(m.Wager.table_id == table_id)))


def event_types(services: Services, table_id: int) -> Counter[str]:
    with services.db.read() as session:
        return Counter(session.scalars(select(m.Event.type).where(m.Event.table_id == table_id)))


def hands(services: Services, table_id: int) -> list[tuple[int, str]]:
    with services.db.read() as session:
        rows = session.scalars(select(m.Hand).where(m.Hand.table_id == table_id))
        return [(h.number, h.outcome) for h in rows]


# --- a live round, by keyboard -------------------------------------------------------------------


@pytest.mark.parametrize("push", ["withdraw", "ride"])
def test_live_round_by_keyboard(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console, push: str
) -> None:
    """Seat, bet, start, each split typed, the dealer's nine typed, the settlement previewed
    and confirmed with Enter: the wager log holds every bet and result, and the chips add up.
    Under ``ride`` the pushed bet is shown riding and cannot be changed."""
    rules = FiddlerCrabRules(seats=3, push=push)
    table = open_table(ui_services, ui_staff, GAME, rules)
    screen = make_screen(qtbot, dealer_console, table)
    seat_and_bet(qtbot, screen, 3)

    press(qtbot, screen, Qt.Key.Key_N)
    assert screen.state.round is not None and screen.state.round.seats == (1, 2, 3)
    press(qtbot, screen, Qt.Key.Key_H)
    for seat, (large, small) in SPLITS.items():
        panel = screen.panel
        assert isinstance(panel, CardsPanel) and panel.seat == seat
        assert focused(screen) is panel.entries[0]
        type_text(qtbot, screen, large)
        press(qtbot, screen, Qt.Key.Key_Return)
        assert focused(screen) is panel.entries[1], panel.message.text()
        type_text(qtbot, screen, small)
        press(qtbot, screen, Qt.Key.Key_Return)
        assert screen.state.round.split_of(seat) == (parse_cards(large), parse_cards(small))
    seat_view = screen.seat_views[0]
    assert seat_view.large_category.text() == "Four of a Kind"
    assert seat_view.small_category.text() == "Three of a Kind"

    press(qtbot, screen, Qt.Key.Key_D)
    panel = screen.panel
    assert isinstance(panel, CardsPanel) and len(panel.entries) == 1
    # The copies left already count the seats' cards: 1C and 5R are out once each.
    assert panel.picker.count_left(Card.of(1, Suit.COMETS)) == 1
    assert panel.picker.count_left(Card.of(3, Suit.NOVAS)) == 0
    type_text(qtbot, screen, DEALER)
    press(qtbot, screen, Qt.Key.Key_Return)
    rnd = screen.state.round
    assert rnd is not None and rnd.dealer is not None, screen.message.text()
    assert screen.dealer.large_category.text() == "Large · Sekhoma"
    assert screen.dealer.small_category.text() == "Small · No Hand"
    assert "best-large" in screen.dealer.rule.text()

    preview = settle_by_keys(qtbot, screen)
    assert {s: r.result for s, r in preview.results.items()} == {
        1: "win-both", 2: "lose", 3: "push",
    }  # fmt: skip
    assert preview.results[1].won == 2000  # 10 Cr at 2:1, as the engine paid it
    # The results stay on the seats after the round has ended.
    words = [(v.result.text(), v.payout.text()) for v in screen.seat_views[:3]]
    assert words[0] == ("WINS BOTH", "+20.00 Cr")
    assert words[1] == ("LOSES", "−20.00 Cr")
    assert words[2][0] == "PUSH"

    state: FiddlerCrabState = ui_services.tables.view(table).state
    assert state.conserved
    assert state.seat(1).stack == 20000 + 2000  # type: ignore[union-attr]
    kinds = Counter(w.kind for w in wagers(ui_services, table))
    assert kinds == Counter({"bet": 3, "action": 3, "win_both": 1, "loss": 1, "push": 1})
    assert sum(w.house for w in wagers(ui_services, table)) == state.house_win == 0
    types = event_types(ui_services, table)
    assert (types["HandSet"], types["DealerHandSet"], types["BetSettled"]) == (3, 1, 3)
    assert hands(ui_services, table) == [(1, "played")]

    riding = screen.seat_views[2]
    assert state.bets[2] == 3000
    if push == "ride":
        assert state.riding[2]
        assert riding.payout.text() == "bet rides"
        assert riding.riding.isVisible() and riding.bet.property("riding") is True
        press(qtbot, screen, Qt.Key.Key_3)
        press(qtbot, screen, Qt.Key.Key_W)
        assert "rides after a push" in screen.message.text()
        press(qtbot, screen, Qt.Key.Key_B)
        assert screen.panel is None and "rides after a push" in screen.message.text()
    else:
        assert not state.riding[2]
        assert riding.payout.text() == "bet stays"
        assert not riding.riding.isVisible()

    # A new round clears the last results.
    press(qtbot, screen, Qt.Key.Key_N)
    assert screen.state.round is not None
    assert all(not v.result.isVisible() for v in screen.seat_views)


def test_split_may_be_entered_again_and_refusals_show_inline(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    """A mis-keyed split is corrected with H before the dealer's hand; a card already out
    twice this round is named at once, and Enter sends nothing."""
    table = open_table(ui_services, ui_staff, GAME, FiddlerCrabRules(seats=2))
    screen = make_screen(qtbot, dealer_console, table)
    seat_and_bet(qtbot, screen, 2)
    press(qtbot, screen, Qt.Key.Key_N)
    press(qtbot, screen, Qt.Key.Key_H)
    type_text(qtbot, screen, "3S 3S 1M 2C 6R 4N")
    press(qtbot, screen, Qt.Key.Key_Return)
    type_text(qtbot, screen, "1P 2P 3P")
    press(qtbot, screen, Qt.Key.Key_Return)
    panel = screen.panel
    assert isinstance(panel, CardsPanel) and panel.seat == 2
    type_text(qtbot, screen, "3S")
    type_text(qtbot, screen, " ")
    assert panel.message.text().startswith("Card 3S: no copy is left")
    press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.state.round.split_of(2) is None  # type: ignore[union-attr]
    press(qtbot, screen, Qt.Key.Key_Escape)
    assert screen.panel is None

    press(qtbot, screen, Qt.Key.Key_1)
    press(qtbot, screen, Qt.Key.Key_H)
    panel = screen.panel
    assert isinstance(panel, CardsPanel) and panel.seat == 1
    assert panel.entries[0].text().strip() == "3S 3S 1M 2C 6R 4N"  # the split as entered
    panel.entries[0].clear()
    type_text(qtbot, screen, "5S 3S 1M 2C 6R 4N")
    press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.state.round.split_of(1)[0] == parse_cards("5S 3S 1M 2C 6R 4N")  # type: ignore[index,union-attr]


# --- a shoe round ------------------------------------------------------------------------------


def test_shoe_round_splits_picked_by_keys(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    """At a shoe table each seat's nine are dealt on screen; keys 1-9 pick the Small Hand,
    the dealer's hand is set with nothing entered, and the round settles by keys."""
    table = open_table(ui_services, ui_staff, GAME, FiddlerCrabRules(seats=2, cards="shoe"))
    screen = make_screen(qtbot, dealer_console, table)
    seat_and_bet(qtbot, screen, 2)
    press(qtbot, screen, Qt.Key.Key_N)
    rnd = screen.state.round
    assert rnd is not None and rnd.dealt is not None and rnd.dealer is None
    press(qtbot, screen, Qt.Key.Key_H)
    chosen = {1: "139", 2: "789"}
    for index, seat in enumerate(rnd.seats):
        panel = screen.panel
        assert isinstance(panel, DealtPanel) and panel.seat == seat
        assert focused(screen) is panel
        for key in chosen[seat]:
            press(qtbot, screen, KEYS[key])
        press(qtbot, screen, KEYS["2"])  # a fourth card is refused
        assert panel.chosen() == [int(k) for k in chosen[seat]]
        assert "three cards" in panel.message.text()
        press(qtbot, screen, Qt.Key.Key_Return)
        nine = rnd.dealt[index]
        picked = {int(k) - 1 for k in chosen[seat]}
        small = tuple(c for i, c in enumerate(nine) if i in picked)
        large = tuple(c for i, c in enumerate(nine) if i not in picked)
        assert screen.state.round.split_of(seat) == (large, small)  # type: ignore[union-attr]
    assert screen.selected_seat == 2  # seat keys were not taken by the card keys

    press(qtbot, screen, Qt.Key.Key_D)
    rnd = screen.state.round
    assert rnd is not None and rnd.dealer is not None, screen.message.text()
    assert "best-large" in screen.dealer.rule.text()
    assert screen.dealer.large.text()

    preview = settle_by_keys(qtbot, screen)
    assert sorted(preview.results) == [1, 2]
    state: FiddlerCrabState = ui_services.tables.view(table).state
    assert state.conserved
    assert hands(ui_services, table) == [(1, "played")]
    kinds = Counter(w.kind for w in wagers(ui_services, table))
    assert kinds["bet"] == 2 and kinds["action"] == 2
    assert all(v.result.text() for v in screen.seat_views[:2])


# --- the card entry and the picker ----------------------------------------------------------


def test_card_entry_refuses_a_third_copy_and_a_bad_token(qtbot: QtBot) -> None:
    pool = CardPool(parse_cards("3S 5N"))
    entry = CardEntry(6, "Large Hand", pool)
    picker = CardPicker(pool)
    qtbot.addWidget(entry)
    qtbot.addWidget(picker)

    qtbot.keyClicks(entry, "3S 3S")
    assert entry.problem() == (
        "card 3S: no copy is left (the deck holds 2; 1 already entered in this round, 1 here)"
    )
    assert entry.property("invalid") is True
    entry.clear()
    qtbot.keyClicks(entry, "2M 2M 2M")
    assert entry.problem() == "card 2M is entered 3 times; the deck holds only 2 copies"
    entry.clear()
    qtbot.keyClicks(entry, "1S 9C 2M")
    assert entry.problem() == "unknown card '9C': numbers run from 1 to 6"
    entry.clear()
    qtbot.keyClicks(entry, "1S 2m 3")  # a number waiting for its suit is not an error
    assert entry.problem() is None and entry.property("invalid") is False
    assert entry.progress() == "Large Hand: 2 of 6 cards"
    with qtbot.assertNotEmitted(entry.entered):
        qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert entry.problem() == "Large Hand needs 6 cards; 2 entered"

    counts = {text: picker.count_left(parse_cards(text)[0]) for text in ("3S", "1S", "2M", "4P")}
    assert counts == {"3S": 1, "1S": 1, "2M": 1, "4P": 2}
    entry.setText("1S 2M 3S ")
    assert picker.count_left(parse_cards("3S")[0]) == 0
    assert not picker.buttons[parse_cards("3S")[0]].isEnabled()

    qtbot.mouseClick(picker.buttons[parse_cards("4P")[0]], Qt.MouseButton.LeftButton)
    assert entry.text().split() == ["1S", "2M", "3S", "4P"]
    assert picker.count_left(parse_cards("4P")[0]) == 1
    # The grid by keyboard: a focused card moves with the arrows and Space picks it.
    button = picker.buttons[parse_cards("1C")[0]]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Right)
    qtbot.keyClick(picker.buttons[parse_cards("2C")[0]], Qt.Key.Key_Space)
    assert entry.text().split()[-1] == "2C"
    qtbot.keyClicks(entry, "6R")
    with qtbot.waitSignal(entry.entered) as blocker:
        qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert blocker.args == [parse_cards("1S 2M 3S 4P 2C 6R")]
