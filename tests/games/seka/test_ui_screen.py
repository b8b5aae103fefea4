"""The live Seka screen, driven by keys through real widgets over a real database: a live-card
hand from the deal to a confirmed reveal with typed cards (a mistyped card named and nothing
lost), a svara decided by keys (a split refused, one player passing, one joining for the fee
shown), a shoe table's showdown confirmed without typing, and the rules editor's exact
figures (1/476 for a 7 under seka-36) following the profile as the pit boss changes it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QSpinBox
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog

from casino.equipment.french_pack import parse_french_card
from casino.games.seating import SeatPlayer
from casino.games.seka.odds import fraction_text, odds
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import Phase, SekaState
from casino.games.seka.values import profile
from casino.services import Services
from casino.store.models import Event, Wager
from ui.console import Console
from ui.french_cards import cards_html
from ui.game_consoles import console_of
from ui.games.seka.figures_panel import FiguresPanel
from ui.games.seka.screen import SekaScreen, ShowdownDialog
from ui.rules_editor import RulesEditor


@pytest.fixture(autouse=True)
def _quiet_pool(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No test leaves the rules editor's figures running behind it."""
    monkeypatch.setenv("CASINO_CACHE_DIR", str(tmp_path / "cache"))
    yield
    QThreadPool.globalInstance().waitForDone(30_000)


# -- driving the screen -----------------------------------------------------------------------


def make_screen(
    qtbot: QtBot, console: Console, services: Services, staff: Staff, rules: SekaRules,
    players: dict[int, str],
) -> SekaScreen:
    table_id = open_table(services, staff, "seka", rules)
    screen = console_of("seka").screen(console, table_id)
    assert isinstance(screen, SekaScreen)
    qtbot.addWidget(screen)
    screen.reload()
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    for seat, player in players.items():
        assert screen.send(SeatPlayer(seat, player, 10_000), f"seat {player}") is not None
    screen.setFocus()
    qtbot.waitUntil(screen.hasFocus)
    return screen


def key(qtbot: QtBot, screen: SekaScreen, name: str) -> None:
    """A key pressed wherever the focus is on the screen, as a dealer would (the offscreen
    platform leaves the activation on a closed dialog, so the test hands it back)."""
    if QApplication.activeModalWidget() is None and not screen.isActiveWindow():
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
    target = QApplication.focusWidget() or screen
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{name}"))


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


def state(screen: SekaScreen) -> SekaState:
    return screen.state


def acting(screen: SekaScreen) -> int | None:
    turn = screen.projected.turn if screen.projected is not None else None
    return turn.seat if turn is not None else None


def offered(screen: SekaScreen) -> set[str]:
    return {kind for kind, button in screen.action_buttons.items() if button.isVisible()}


def event_count(services: Services, table_id: int) -> int:
    with services.db.read() as session:
        found = session.scalar(
            select(func.count()).select_from(Event).where(Event.table_id == table_id)
        )
    return found or 0


def wagers(services: Services, table_id: int) -> list[tuple[str, int | None, int]]:
    with services.db.read() as session:
        rows = session.execute(
            select(Wager.kind, Wager.seat, Wager.amount)
            .where(Wager.table_id == table_id)
            .order_by(Wager.id)
        ).all()
    return [(r[0], r[1], r[2]) for r in rows]


def stacks(screen: SekaScreen) -> dict[int, int]:
    return {n: s.stack for n, s in enumerate(state(screen).seats, start=1) if s is not None}


def type_hand(qtbot: QtBot, dialog: ShowdownDialog, seat: int, text: str) -> None:
    line = dialog.lines[seat]
    line.setFocus()
    line.clear()
    qtbot.keyClicks(line, text)


# -- a hand by keys ---------------------------------------------------------------------------


def test_a_live_hand_by_keys_to_a_reveal_with_typed_cards(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekaRules(),
                         {1: "Ana", 2: "Bo", 3: "Cy"})
    table_id = screen.table_id
    assert offered(screen) == {"start"}
    assert screen.action_buttons["start"].text() == "New hand  [N]"

    key(qtbot, screen, "N")  # the button is seat 1: seats 2, 3, 1 act in turn, all dark
    assert acting(screen) == 2
    assert screen.seats[2].property("state") == "acting"
    assert [screen.seats[s].sight.text() for s in (1, 2, 3)] == ["DARK"] * 3
    assert "3.00 Cr" in screen.pots.text()  # three antes
    assert "seat 2 pays 1.00 Cr dark" in screen.stake.text()
    assert offered(screen) == {"look", "call", "raise", "fold"}  # no reveal before a turn each
    assert screen.action_buttons["call"].text() == "Call 1.00 Cr  [C]"
    assert screen.turn.text() == "Seat 2 · Bo to act (dark)"

    key(qtbot, screen, "C")  # seat 2 calls dark: half the stake
    assert screen.seats[2].status.text() == "called"
    assert screen.seats[2].paid.text() == "Paid 2.00 Cr"  # ante and the dark call

    key(qtbot, screen, "L")  # seat 3 looks: light from now on, still its turn
    assert acting(screen) == 3 and screen.seats[3].sight.text() == "LIGHT"
    assert "look" not in offered(screen)
    assert screen.action_buttons["call"].text() == "Call 2.00 Cr  [C]"

    key(qtbot, screen, "R")  # seat 3 raises: the stake typed, bounded and in steps
    assert screen.amount.isVisible() and screen.amount.hasFocus()
    assert "4.00 Cr to 20.00 Cr" in screen.entry_bounds.text()
    assert "steps of 2.00 Cr" in screen.entry_bounds.text()
    written = event_count(ui_services, table_id)
    screen.amount.selectAll()
    qtbot.keyClicks(screen.amount, "5")
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)
    assert screen.message.is_error and "steps of 2.00 Cr" in screen.message.text()
    assert screen.amount.hasFocus() and event_count(ui_services, table_id) == written
    screen.amount.selectAll()
    qtbot.keyClicks(screen.amount, "6")
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)
    assert not screen.amount.isVisible()
    assert screen.seats[3].status.text() == "raised"
    assert "6.00 Cr" in screen.stake.text()

    key(qtbot, screen, "F")  # seat 1 folds
    assert screen.seats[1].property("state") == "folded"
    key(qtbot, screen, "C")  # seat 2, still dark, calls 3.00 of the 6.00 stake
    assert acting(screen) == 3
    assert offered(screen) == {"call", "raise", "reveal", "fold"}
    assert screen.action_buttons["reveal"].text() == "Reveal 6.00 Cr  [V]"

    seen: dict[str, Any] = {}

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        dialog.activateWindow()
        assert list(dialog.lines) == [2, 3]  # the last two show
        type_hand(qtbot, dialog, 2, "7C AH AD")
        seen["value 2"] = dialog.statuses[2].text()
        type_hand(qtbot, dialog, 3, "KH QH 1X")  # a mistyped card
        seen["bad"] = dialog.statuses[3].text()
        qtbot.keyClick(dialog.lines[3], Qt.Key.Key_Return)
        seen["open after bad"] = dialog.isVisible() and not dialog.previewing
        seen["message"] = dialog.message.text()
        seen["kept"] = dialog.lines[2].text(), dialog.lines[3].text()
        line = dialog.lines[3]
        qtbot.keyClick(line, Qt.Key.Key_Backspace)
        qtbot.keyClick(line, Qt.Key.Key_Backspace)
        qtbot.keyClicks(line, "9H")
        seen["value 3"] = dialog.statuses[3].text()
        seen["written before"] = event_count(ui_services, table_id)
        qtbot.keyClick(line, Qt.Key.Key_Return)  # who takes what
        seen["previewing"] = dialog.previewing
        seen["outcome"] = dialog.outcome.text()
        seen["written at preview"] = event_count(ui_services, table_id)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # confirmed

    failures = answer(fill, ShowdownDialog)
    key(qtbot, screen, "V")
    if failures:
        raise failures[0]
    assert "<b style='font-size:20px'>33</b>" in seen["value 2"]  # 7C joins the aces' suit
    assert "unknown card &#x27;1X&#x27;" in seen["bad"] or "unknown card '1X'" in seen["bad"]
    assert seen["open after bad"] is True
    assert "Seat 3: unknown card '1X'" in seen["message"]
    assert seen["kept"] == ("7C AH AD", "KH QH 1X")
    assert "<b style='font-size:20px'>29</b>" in seen["value 3"]
    assert seen["previewing"] is True
    assert seen["written at preview"] == seen["written before"]
    for text in ("Seat 2 · Bo", "33", "29", "Rake to the house: 0.95 Cr",
                 "Main pot 18.05 Cr", "Paid"):
        assert text in seen["outcome"], text

    current = state(screen)
    assert current.hand is None and current.conserved
    assert stacks(screen) == {1: 9_900, 2: 10_000 - 100 - 100 - 300 + 1_805, 3: 10_000 - 1_300}
    assert "seat 2 Bo takes 18.05 Cr (showed 33)" in screen.result.text()
    assert offered(screen) == {"start"}
    assert wagers(ui_services, table_id) == [
        ("ante", 2, 100), ("ante", 3, 100), ("ante", 1, 100),
        ("call", 2, 100), ("raise", 3, 600), ("call", 2, 300), ("reveal", 3, 600),
        ("rake", None, 95), ("pot_award", 2, 1805),
    ]  # fmt: skip
    assert ui_services.tables.view(table_id).state == current


def test_a_card_the_pack_lacks_or_shown_twice_is_named_and_nothing_is_lost(
    qtbot: QtBot,
) -> None:
    from ui.qt_app import create_app

    create_app([])
    asked: list[Any] = []

    def preview(hands: Any) -> str:
        asked.append(hands)
        return "seat 3 already showed 7C AH AD"

    known = tuple(parse_french_card(t) for t in ("KD", "QD", "JD"))
    dialog = ShowdownDialog(
        "Reveal by seat 3", [(1, "Ana", None), (2, "Bo", None), (3, "Cy", known)],
        profile(), preview, lambda minor: f"{minor}", enter_cards=True,
    )
    qtbot.addWidget(dialog)
    assert list(dialog.lines) == [1, 2]  # seat 3's hand is known: shown, not typed again
    type_hand(qtbot, dialog, 1, "5H AH AD")  # seka-36 plays 6 to ace
    problem = dialog.lines[1].problem()
    assert problem is not None and "'5H' is not a card of the french-36 pack" in problem
    assert dialog.lines[1].property("invalid") is True
    type_hand(qtbot, dialog, 1, "7C AH AD")
    type_hand(qtbot, dialog, 2, "AH 9S QD")  # AH is seat 1's, QD seat 3's
    assert "card AH is also in seat 1's hand" in dialog.statuses[2].text()
    dialog._enter()
    assert not dialog.previewing and asked == []
    assert dialog.message.text().startswith("Seat 2: card AH is also in seat 1's hand")
    type_hand(qtbot, dialog, 2, "10S 9S QD")
    assert "card QD is also in seat 3's hand" in dialog.statuses[2].text()
    type_hand(qtbot, dialog, 2, "10S 9S 8S")
    assert "27" in dialog.statuses[2].text()
    dialog._enter()  # the engine's refusal is said in the dialog, which stays on the cards
    assert len(asked) == 1 and not dialog.previewing
    assert dialog.message.text() == "Seat 3 already showed 7C AH AD"
    assert dialog.lines[2].text() == "10S 9S 8S"


# -- a svara ----------------------------------------------------------------------------------


def test_a_svara_decided_by_keys_with_the_fee_shown(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekaRules(),
                         {1: "Ana", 2: "Bo", 3: "Cy", 4: "Di"})
    table_id = screen.table_id
    key(qtbot, screen, "N")  # seats 2, 3, 4, 1 in turn
    key(qtbot, screen, "C")  # seat 2 dark: 1.00
    key(qtbot, screen, "L")
    key(qtbot, screen, "C")  # seat 3 light: 2.00
    key(qtbot, screen, "F")
    key(qtbot, screen, "F")
    assert acting(screen) == 2 and "reveal" in offered(screen)

    seen: dict[str, Any] = {}

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        dialog.activateWindow()
        type_hand(qtbot, dialog, 2, "AH KH 9C")  # 21
        type_hand(qtbot, dialog, 3, "AS KS 8D")  # 21: a tie
        qtbot.keyClick(dialog.lines[3], Qt.Key.Key_Return)
        seen["outcome"] = dialog.outcome.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    failures = answer(fill, ShowdownDialog)
    key(qtbot, screen, "V")  # seat 2 reveals (dark: 1.00)
    if failures:
        raise failures[0]
    assert "SVARA" in seen["outcome"] and "join for <b>4.00 Cr</b>" in seen["outcome"]
    hand = state(screen).hand
    assert hand is not None and hand.phase == Phase.SVARA_SPLIT and hand.tied == (2, 3)
    assert screen.svara.isVisible()
    shown = screen.svara.text()
    assert "SVARA" in shown and "tie at 21" in shown and "fee to join <b>4.00 Cr</b>" in shown
    assert screen.phase.text() == "Svara: split or play?"
    # Seat 2 is asked first (from the button's left); both show the value they tied at.
    assert [screen.seats[s].property("state") for s in (2, 3)] == ["acting", "tied"]
    assert screen.seats[2].status.text() == "to say: split?"
    assert [screen.seats[s].value.text() for s in (2, 3)] == ["21", "21"]
    assert offered(screen) == {"agree-split", "refuse-split"}
    assert screen.turn.text() == "Seat 2 · Bo: split the pot, or play the svara?"

    key(qtbot, screen, "X")  # seat 2 wants the svara: the others are asked, from seat 4
    assert offered(screen) == {"join", "pass"}
    assert acting(screen) == 4
    assert screen.seats[4].status.text() == "asked to join"
    assert screen.action_buttons["join"].text() == "Join for 4.00 Cr  [J]"
    key(qtbot, screen, "P")  # seat 4 passes
    assert screen.seats[4].property("state") == "passed"
    assert acting(screen) == 1
    assert screen.action_buttons["join"].text() == "Join for 4.00 Cr  [J]"
    before = stacks(screen)[1]
    key(qtbot, screen, "J")  # seat 1, folded in the tied deal, joins for the fee
    assert stacks(screen)[1] == before - 400
    assert screen.seats[1].property("state") == "joined"
    assert "joined: 1" in screen.svara.text() and "passed: 4" in screen.svara.text()
    assert offered(screen) == {"svara"}
    assert screen.action_buttons["svara"].text() == "Deal the svara  [N]"

    key(qtbot, screen, "N")  # the svara deal: seats 2, 3 and 1, all dark, no antes
    hand = state(screen).hand
    assert hand is not None and hand.deal == 1 and hand.order == (2, 3, 1)
    assert hand.phase == Phase.BETTING
    assert screen.hand_number.text() == "Hand 1 · svara 1"
    assert [screen.seats[s].sight.text() for s in (1, 2, 3)] == ["DARK"] * 3
    assert not screen.seats[4].sight.isVisible()
    assert "12.00 Cr" in screen.pots.text()  # 8.00 carried and the fee
    kinds = [k for k, _s, _a in wagers(ui_services, table_id)]
    assert kinds.count("svara_join") == 1


def test_a_shoe_showdown_is_confirmed_without_typing(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekaRules(cards="shoe"),
                         {3: "Cy", 10: "Ten"})
    key(qtbot, screen, "0")  # seat 10 is key 0
    assert screen.selected_seat == 10
    key(qtbot, screen, "N")  # heads-up: seat 10 then seat 3
    key(qtbot, screen, "C")
    key(qtbot, screen, "C")
    assert "reveal" in offered(screen)
    seen: dict[str, Any] = {}

    def confirm(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        seen["lines"] = dict(dialog.lines)
        seen["previewing"] = dialog.previewing
        seen["outcome"] = dialog.outcome.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    failures = answer(confirm, ShowdownDialog)
    key(qtbot, screen, "V")
    if failures:
        raise failures[0]
    assert seen["lines"] == {} and seen["previewing"] is True
    assert "Seat 3 · Cy" in seen["outcome"] and "Seat 10 · Ten" in seen["outcome"]
    current = state(screen)
    assert current.conserved
    if current.hand is None:
        assert "takes" in screen.result.text()
    else:  # the dealt hands tied: a svara
        assert current.hand.tied and screen.svara.isVisible()


def test_french_cards_are_drawn_in_their_suits_ink() -> None:
    drawn = cards_html(tuple(parse_french_card(t) for t in ("AH", "10C", "JK")), 20)
    assert "A\u2665" in drawn and "10\u2663" in drawn and "JK" in drawn
    assert drawn.index("#c62828") < drawn.index("A\u2665")  # hearts red
    assert drawn.index("#111418") < drawn.index("10\u2663")  # clubs black


# -- the rules editor's figures ---------------------------------------------------------------


def test_the_figures_panel_shows_the_exact_distribution(qtbot: QtBot) -> None:
    from ui.qt_app import create_app

    create_app([])
    panel = FiguresPanel()
    qtbot.addWidget(panel)
    rules = SekaRules()
    figures = odds(rules.scoring())
    panel.show_figures(rules, figures)
    assert panel.row_of(7) == ("7", "15", "1/476", "0.210%")
    assert panel.row_of(34) == ("34", "4", "1/1785", "0.056%")
    assert panel.table.rowCount() == len(figures.counts)
    assert fraction_text(figures.svara_two_players) in panel.svara.text()


def test_the_editor_recomputes_the_figures_when_the_profile_changes(
    qtbot: QtBot, boss_console: Console
) -> None:
    editor = RulesEditor(boss_console)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    editor.choose_game("seka")
    panel = editor.figures
    assert isinstance(panel, FiguresPanel)
    qtbot.waitUntil(lambda: panel.shown_rules == SekaRules(), timeout=30_000)
    row = panel.row_of(7)
    assert row is not None and row[2] == "1/476"
    seka_36 = panel.svara.text()

    choice = editor.form.editor("profile")
    assert isinstance(choice, QComboBox)
    choice.setCurrentIndex(choice.findData("seka-sixes"))
    sixes = SekaRules(profile="seka-sixes")
    qtbot.waitUntil(lambda: panel.shown_rules == sixes, timeout=30_000)
    figures = odds(sixes.scoring())
    assert panel.row_of(21) == ("21", f"{figures.counts[21]:,}",
                                fraction_text(figures.fraction(21)),
                                f"{float(figures.fraction(21)) * 100:.3f}%")
    assert panel.svara.text() != seka_36
    assert fraction_text(figures.svara_two_players) in panel.svara.text()

    choice.setCurrentIndex(choice.findData("seka-russian"))
    pack = editor.form.editor("pack")
    assert isinstance(pack, QSpinBox)
    pack.lineEdit().selectAll()
    qtbot.keyClicks(pack.lineEdit(), "52")
    russian = SekaRules(profile="seka-russian", pack=52)
    qtbot.waitUntil(lambda: panel.shown_rules == russian, timeout=30_000)
    assert panel.odds is not None and panel.odds.hands == 22_100
    assert "seka-russian: 52 cards" in panel.profile.text()


def test_cashing_out_with_no_seat_selected_names_the_keys_of_ten_seats(
    qtbot: QtBot, dealer_console: Console, ui_services: Services, ui_staff: Staff
) -> None:
    """The shared refusal says which keys select a seat at this table: 1-9 and 0 for the
    tenth at a Seka table (a seven-seat table's screen said "keys 1-7" for every game)."""
    screen = make_screen(qtbot, dealer_console, ui_services, ui_staff, SekaRules(),
                         {2: "Bo", 9: "Nia"})
    screen.selected_seat = None
    screen.leave_seat()
    assert "keys 1-9, 0 for seat 10" in screen.message.text()
