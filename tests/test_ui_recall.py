"""The game recall dialog (pytest-qt, SQLite): the last hands listed, a hand stepped through
by keyboard, and the wagers panel following the cursor; every model passes Qt's checks."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table

from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.demo import play_command
from ui.console import Console
from ui.recall import HAND_NUMBER, HandListModel, RecallDialog, StepModel, WagerModel


def play(services: Services, staff: Staff, table: int, hands: int, seed: int) -> None:
    """Random legal play by the second dealer (the console signed the first in again) until
    ``hands`` hands are over, then into the next one."""
    rng = random.Random(seed)
    for _ in range(2000):
        view = services.tables.view(table)
        dealt = view.state.hands_dealt if hasattr(view.state, "hands_dealt") else (
            view.state.rounds_dealt
        )
        if dealt > hands:
            return
        play_command(services, staff.dealer2, table, rng)
    raise AssertionError("play did not reach the hand")


def key(qtbot: QtBot, widget: QWidget, which: Qt.Key) -> None:
    qtbot.keyClick(widget, which)


def test_recall_lists_hands_and_steps_by_keyboard(
    qtbot: QtBot, qtmodeltester: ModelTester, ui_services: Services, ui_staff: Staff,
    dealer_console: Console,
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules())
    play(ui_services, ui_staff, table, 12, 3)
    dialog = RecallDialog(dealer_console, table)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()

    hands = dialog.hand_model
    numbers = [hands.index(r).data(HAND_NUMBER) for r in range(hands.rowCount())]
    assert numbers == [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]
    assert "in play" in hands.index(0).data()
    assert dialog.recall is not None and dialog.recall.number == 13

    dialog.hand_list.setCurrentIndex(hands.index(2))
    recall = dialog.recall
    assert recall is not None and recall.number == 11 and not recall.hand.in_play
    steps = dialog.step_model
    assert steps.rowCount() == len(recall.steps)
    assert dialog.step_index == 0
    assert steps.index(0, 1).data() == recall.steps[0].sentence

    view = dialog.step_view
    view.setFocus()
    key(qtbot, view, Qt.Key.Key_Right)
    key(qtbot, view, Qt.Key.Key_N)
    assert dialog.step_index == 2
    key(qtbot, view, Qt.Key.Key_Left)
    assert dialog.step_index == 1
    key(qtbot, view, Qt.Key.Key_End)
    assert dialog.step_index == steps.rowCount() - 1
    key(qtbot, view, Qt.Key.Key_P)
    assert dialog.step_index == steps.rowCount() - 2
    key(qtbot, view, Qt.Key.Key_Home)
    assert dialog.step_index == 0

    # Walk the hand: the wagers panel shows exactly the current step's rows.
    seen = 0
    for row, step in enumerate(recall.steps):
        assert dialog.step_index == row
        model = dialog.wager_model
        assert model.rowCount() == len(step.wagers)
        for i, wager in enumerate(step.wagers):
            assert model.index(i, 2).data().startswith(wager.kind.replace("_", " "))
            assert model.index(i, 3).data() == recall.rules.money(wager.amount)
        assert dialog.no_wagers.isHidden() == bool(step.wagers)
        assert dialog.sentence.text() == step.sentence
        seen += len(step.wagers)
        key(qtbot, view, Qt.Key.Key_Right)
    assert seen == len(recall.wagers) > 0
    assert dialog.step_index == len(recall.steps) - 1
    assert not dialog.next_button.isEnabled()
    dialog.first_button.click()
    assert dialog.step_index == 0 and not dialog.previous_button.isEnabled()

    # Any hand by number; one not on record is refused inline and the hand stays.
    dialog.number.setText("2")
    dialog.open_button.click()
    assert dialog.recall is not None and dialog.recall.number == 2
    # Older than the listed hands, it joins the list, selected (with nothing current, the list
    # would take the newest hand as current once it had the focus, and open it).
    assert dialog.hand_list.currentIndex().data(HAND_NUMBER) == 2
    dialog.number.setText("99")
    dialog.open_button.click()
    assert dialog.message.is_error and "no hand 99" in dialog.message.text()
    assert dialog.recall.number == 2

    for model in (dialog.hand_model, dialog.step_model, dialog.wager_model):
        qtmodeltester.check(model)


def test_recall_of_a_fiddler_crab_round_opens_on_the_hand_asked_for(
    qtbot: QtBot, qtmodeltester: ModelTester, ui_services: Services, ui_staff: Staff,
    dealer_console: Console,
) -> None:
    table = open_table(
        ui_services, ui_staff, "fiddler-crab", FiddlerCrabRules(seats=3, cards="shoe")
    )
    play(ui_services, ui_staff, table, 3, 5)
    dialog = RecallDialog(dealer_console, table, hand=2)
    qtbot.addWidget(dialog)
    dialog.show()  # shown and focused, it stays on the hand asked for
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    recall = dialog.recall
    assert recall is not None and recall.number == 2 and recall.lead_in
    assert dialog.hand_list.currentIndex().data(HAND_NUMBER) == 2
    assert dialog.step_model.rowCount() == len(recall.lead_in) + len(recall.steps)
    dialog.last_step()
    settled = [s for s in recall.steps if any(w.kind == "action" for w in s.wagers)]
    assert settled
    row = len(recall.lead_in) + recall.steps.index(settled[0])
    dialog.set_step(row)
    assert dialog.wager_model.rowCount() == len(settled[0].wagers)
    assert "Dealer" in dialog.table_state.text()  # a settled bet: the dealer's split is shown
    dialog.open_hand(1)  # older than every listed hand: it joins the list, and stays shown
    assert dialog.hand_list.currentIndex().data(HAND_NUMBER) == 1
    dialog.hand_list.setFocus()
    QApplication.processEvents()
    assert dialog.recall is not None and dialog.recall.number == 1
    live = ui_services.recall.hands(table)[0]
    assert live.in_play
    dialog.open_hand(live.number)
    assert dialog.recall is not None and dialog.recall.sealed
    assert "sealed" in dialog.header.text()
    for model in (dialog.hand_model, dialog.step_model, dialog.wager_model):
        qtmodeltester.check(model)


def test_models_pass_qt_checks_when_empty(qtmodeltester: ModelTester, qtbot: QtBot) -> None:
    for model in (HandListModel(), StepModel(), WagerModel()):
        qtmodeltester.check(model)
