"""The correction dialog and the recall beside it (compliance requirements 28 and 23), through
real widgets over a real SQLite database: a dealer corrects a settled hand from the recall
with a pit boss's name and PIN; the recall then shows the correction beside the hand, whose
own steps are unchanged; a refusal (the dealer approving) is shown in the dialog; OK pressed
again after a refusal keeps the same command id.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import PINS, Staff, open_table
from ui_fixtures import answer_dialog, signed_in_console

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.services import Services
from casino.services.demo import play_command
from casino.store import models as m
from ui.complaint_dialog import ComplaintDialog
from ui.console import Console
from ui.correction_dialog import PAY, TAKE, CorrectionDialog
from ui.recall import RecallDialog


def played_table(services: Services, staff: Staff, hands: int = 2) -> int:
    table = open_table(services, staff, "fiddler-crab", FiddlerCrabRules(seats=3))
    game = game_named("fiddler-crab")
    rng = random.Random(12)
    for _ in range(2000):
        state = services.tables.view(table).state
        if state.rounds_played >= hands and not game.engine.phase(state).in_hand:
            return table
        play_command(services, staff.admin, table, rng)
    raise AssertionError("no hands were played")


def fill_correction(
    dialog: CorrectionDialog, direction: str, amount: str, reason: str, who: str
) -> None:
    dialog.direction.setCurrentIndex(dialog.direction.findData(direction))
    dialog.amount.setText(amount)
    dialog.reason.setPlainText(reason)
    dialog.approver.name.setEditText(who)
    dialog.approver.pin.setText(PINS[who])


def test_a_hand_corrected_from_the_recall(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = played_table(ui_services, ui_staff)
    recall = RecallDialog(dealer_console, table, hand=2)
    qtbot.addWidget(recall)
    assert recall.recall is not None and recall.recall.number == 2
    assert recall.correct_button.isEnabled() and recall.beside.isHidden()
    steps_before = recall.recall.steps
    seen: dict[str, object] = {}

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, CorrectionDialog)
        assert dialog.seat.count() >= 1
        seen["seat"] = dialog.seat.currentData()
        # The dealer cannot approve: refused in the dialog, which stays open.
        fill_correction(dialog, PAY, "2.50", "paid 2:1, the table pays 5:2", "Sam Dealer")
        dialog.confirm()
        assert dialog.message.is_error and "pit boss" in dialog.message.text()
        assert dialog.result() != QDialog.DialogCode.Accepted
        first_id = dialog.command_id
        fill_correction(dialog, PAY, "2.50", "paid 2:1, the table pays 5:2", "Pat Pitboss")
        dialog.confirm()
        assert dialog.command_id == first_id
        assert dialog.correction_id is not None, dialog.message.text()

    answer_dialog(fill, CorrectionDialog)
    recall.correct_hand()
    assert recall.recall is not None and recall.recall.number == 2
    [line] = recall.recall.corrections
    assert (line.seat, line.amount, line.approved_by) == (seen["seat"], 250, "Pat Pitboss")
    assert recall.recall.steps == steps_before
    assert not recall.beside.isHidden()
    text = recall.beside.text()
    assert "Corrected" in text and "paid 2:1" in text and "Pat Pitboss" in text
    assert "Dana Dealer" in text
    assert "corrected" in recall.hand_model.data(
        recall.hand_model.index(recall.hand_model.row_of(2))
    )
    with ui_services.db.read() as session:
        assert session.scalar(select(func.count()).select_from(m.HandCorrection)) == 1


def test_taking_back_and_what_the_dialog_offers(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, dealer_console: Console
) -> None:
    table = played_table(ui_services, ui_staff)
    dialog = CorrectionDialog(dealer_console, table, 1)
    qtbot.addWidget(dialog)
    with ui_services.db.read() as session:
        seats = sorted(
            set(
                session.scalars(
                    select(m.Wager.seat).where(m.Wager.table_id == table, m.Wager.hand_number == 1)
                ).all()
            )
            - {None}
        )
    assert [dialog.seat.itemData(i) for i in range(dialog.seat.count())] == seats
    fill_correction(dialog, TAKE, "1.00", "overpaid", "Kim Pitboss")
    assert dialog.signed() == -100
    dialog.amount.setText("abc")
    dialog.confirm()
    assert dialog.message.is_error and dialog.correction_id is None

    # A hand that cannot be corrected says why and offers nothing.
    missing = CorrectionDialog(dealer_console, table, 99)
    qtbot.addWidget(missing)
    assert missing.message.is_error and "no finished hand 99" in missing.message.text()
    assert not missing.seat.isEnabled()


def test_a_complaint_from_the_recall_and_the_pit_bosses_note(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table = played_table(ui_services, ui_staff)
    boss_console = signed_in_console(ui_services, "boss")  # after the table, which he opened
    recall = RecallDialog(boss_console, table, hand=1)
    qtbot.addWidget(recall)

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, ComplaintDialog)
        assert dialog.hand.text() == "1"
        dialog.patron.setText("Ann")
        dialog.what.setPlainText("her bet was paid short")
        dialog.dealer_note.setPlainText("I counted twice")
        dialog.record_button.click()
        assert not dialog.message.is_error, dialog.message.text()
        assert dialog.note_button.isEnabled()  # a pit boss notes
        dialog.note.setPlainText("short by 2.50; corrected")
        dialog.resolves.setChecked(True)
        dialog.note_button.click()
        assert not dialog.message.is_error, dialog.message.text()
        [line] = dialog.model.lines
        assert line.resolved and not dialog.note_button.isEnabled()
        assert "corrected" in dialog.detail.text()

    answer_dialog(fill, ComplaintDialog)
    recall.record_complaint()
    assert recall.recall is not None
    [complaint] = recall.recall.complaints
    assert complaint.patron == "Ann" and complaint.resolved
    assert "Complaint" in recall.beside.text() and "resolved" in recall.beside.text()
