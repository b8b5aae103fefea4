"""The slip forms through real widgets on a real database (``compliance.md`` 5 to 8, 10, 27):
a fill whose answer was lost with the database is sent again under the form's one command
id and makes one slip; the Slips dialog lists a gaming day's slips with voided and manual
ones marked, voids a slip with a reason and a pit boss's PIN (never the asker's own), enters
a manual slip as written, and shows the gap report; accounting sees the list and the gaps
with the write buttons greyed out."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt, QTime
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from sqlalchemy.exc import OperationalError
from store_fixtures import Staff, open_table
from ui_fixtures import answer_dialog, signed_in_console

from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.when import aware
from casino.store import models as m
from ui.console import Console
from ui.main_window import MainWindow
from ui.slip_dialogs import (
    GapsDialog,
    ManualSlipDialog,
    SlipDialog,
    SlipsDialog,
    VoidSlipDialog,
    show_slips,
)
from ui.slip_dialogs import _zone as form_zone

pytestmark = pytest.mark.usefixtures("ui_settings")

ACCOUNTANT = ("Alex Accounts", "accounting", "4826")


def slips_in(services: Services) -> list[m.Slip]:
    with services.db.read() as session:
        return list(session.scalars(select(m.Slip).order_by(m.Slip.id)).all())


def count_and_sign(dialog: Any, chips: dict[int, int], signer: str, pin: str) -> None:
    for denomination, count in chips.items():
        dialog.counts[denomination].setValue(count)
    dialog.signer.name.setCurrentText(signer)
    dialog.signer.pin.setText(pin)


def lost_after_writing(call: Callable[..., Any]) -> Callable[..., Any]:
    """``call`` that writes, then loses the answer as a dropped connection would."""
    calls = {"n": 0}

    def flaky(*args: Any, **kwargs: Any) -> Any:
        result = call(*args, **kwargs)
        calls["n"] += 1
        if calls["n"] == 1:
            raise OperationalError("commit", {}, Exception("server closed the connection"))
        return result

    return flaky


def test_a_fill_sent_again_after_a_lost_answer_makes_one_slip(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The audit's finding: a retried fill made two slips. The slip is written, the answer
    is lost with the database; OK pressed again sends the same command id and gets the same
    slip back."""
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-F")
    boss_console = signed_in_console(ui_services, "boss")
    shifts = boss_console.services.shifts
    monkeypatch.setattr(shifts, "fill", lost_after_writing(shifts.fill))
    dialog = SlipDialog(boss_console, "fill", table, "SK-F")
    qtbot.addWidget(dialog)
    dialog.show()
    count_and_sign(dialog, {10000: 5}, "Dana Dealer", "1000")
    dialog.confirm()
    assert dialog.isVisible() and dialog.slip is None
    assert "cannot be reached" in dialog.message.text() and "press OK" in dialog.message.text()
    assert boss_console.offline
    assert len(slips_in(ui_services)) == 1  # it was written before the line dropped

    first_id = dialog.command_id
    dialog.signer.pin.setText("1000")
    dialog.confirm()
    assert not dialog.isVisible() and dialog.slip is not None
    assert dialog.command_id == first_id and dialog.slip.repeated
    assert not boss_console.offline
    (slip,) = slips_in(ui_services)
    assert (slip.number, slip.total, slip.command_id) == (1, 50_000, first_id)
    assert dialog.slip.number == 1

    # Another form is another request: it makes the next slip.
    other = SlipDialog(boss_console, "fill", table, "SK-F")
    qtbot.addWidget(other)
    assert other.command_id != first_id


def test_the_menu_fill_uses_the_slip_form(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-W")
    boss_console = signed_in_console(ui_services, "boss")
    window = MainWindow(boss_console)
    qtbot.addWidget(window)
    window.pit.refresh_now()
    window.pit.table.selectRow([line.table_id for line in window.pit.model.lines].index(table))

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SlipDialog) and dialog.kind == "credit"
        count_and_sign(dialog, {500: 4}, "Dana Dealer", "1000")
        dialog.confirm()

    answer_dialog(fill, SlipDialog)
    window.slip("credit")
    assert "Credit slip credit " in window.message.text(), window.message.text()
    (slip,) = slips_in(ui_services)
    assert slip.command_id is not None and slip.kind == "credit"


def slips_dialog(qtbot: QtBot, console: Console) -> SlipsDialog:
    dialog = SlipsDialog(console)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_slips_dialog_voids_with_a_reason_and_another_supervisor(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-L")
    slips = ui_services.shifts.slips
    witness = Staff.witness(ui_staff.dealer)
    made = [slips.fill(ui_staff.boss, table, {500: n}, witness) for n in (1, 2)]
    slips.credit(ui_staff.boss, table, {100: 3}, witness)
    boss_console = signed_in_console(ui_services, "boss")
    dialog = slips_dialog(qtbot, boss_console)
    qtmodel = dialog.model
    assert [(r.kind, r.number) for r in qtmodel.rows] == [("fill", 1), ("fill", 2), ("credit", 1)]
    assert dialog.day.currentText() == qtmodel.rows[0].day
    assert qtmodel.data(qtmodel.index(0, 3)) == "5.00 Cr"
    assert not dialog.void_button.isEnabled()  # nothing selected
    assert dialog.manual_button.isEnabled() and dialog.gaps_button.isEnabled()

    dialog.select(made[1].id)
    assert dialog.void_button.isEnabled()

    def own_then_other(form: QDialog) -> None:
        assert isinstance(form, VoidSlipDialog)
        form.confirm()  # no reason yet
        assert "reason" in form.message.text().lower()
        assert form.reason is not None
        form.reason.setPlainText("written for the wrong table")
        form.fields.name.setCurrentText("Pat Pitboss")  # the asker approving their own
        form.fields.pin.setText("700700")
        form.confirm()
        assert form.isVisible() and "two different people" in form.message.text()
        form.fields.name.setCurrentText("Kim Pitboss")
        form.fields.pin.setText("710710")
        form.confirm()
        assert not form.isVisible(), form.message.text()

    answer_dialog(own_then_other, VoidSlipDialog)
    qtbot.mouseClick(dialog.void_button, Qt.MouseButton.LeftButton)
    assert "is void" in dialog.message.text(), dialog.message.text()
    row = dialog.selected()
    assert row is not None and row.id == made[1].id and row.void is not None
    assert qtmodel.data(qtmodel.index(1, 4)) == "VOID"
    assert "written for the wrong table, voided by Pat Pitboss, approved by Kim Pitboss" in str(
        qtmodel.data(qtmodel.index(1, 8))
    )
    assert qtmodel.data(qtmodel.index(1, 0), Qt.ItemDataRole.ForegroundRole) is not None
    assert not dialog.void_button.isEnabled()  # a voided slip is voided once
    assert len(slips_in(ui_services)) == 3  # the slip is still there

    def read_gaps(form: QDialog) -> None:
        assert isinstance(form, GapsDialog)
        lines = form.text.toPlainText().splitlines()
        assert len(lines) == 2 and " fill " in lines[0] and "-00002  void  written" in lines[0]
        assert lines[1].startswith("0 missing, 1 voided among 3 slip numbers on ")
        form.accept()

    answer_dialog(read_gaps, GapsDialog)
    qtbot.mouseClick(dialog.gaps_button, Qt.MouseButton.LeftButton)


def test_a_manual_slip_is_entered_as_written(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-P")
    boss_console = signed_in_console(ui_services, "boss")
    with ui_services.db.read() as session:
        opened = aware(session.scalars(select(m.TableSession.opened_at)).one())
    dialog = slips_dialog(qtbot, boss_console)
    assert dialog.model.rows == []
    written = (opened + (datetime.now().astimezone() - opened) / 2).astimezone(form_zone())

    def enter(form: QDialog) -> None:
        assert isinstance(form, ManualSlipDialog)
        form.kind.setCurrentIndex(form.kind.findData("credit"))
        form.table.setCurrentIndex(form.table.findText("SK-P"))
        form.printed.setText("C-000123")
        form.reason.setText("system down")
        count_and_sign(form, {2500: 2}, "Dana Dealer", "1000")
        # A time before the table opened is refused and the form stays open.
        early = written - timedelta(hours=2)
        form.written_date.setDate(QDate(early.year, early.month, early.day))
        form.written_time.setTime(QTime(early.hour, early.minute))
        form.confirm()
        assert form.isVisible() and "was not open at" in form.message.text(), form.message.text()
        form.written_date.setDate(QDate(written.year, written.month, written.day))
        form.written_time.setTime(QTime(written.hour, written.minute))
        form.signer.pin.setText("1000")
        form.confirm()  # no outage on record: an administrator approves it
        assert form.isVisible() and "The record shows no outage" in form.message.text()
        form.approval.name.setCurrentText("Ada Admin")
        form.approval.pin.setText("900900")
        form.signer.pin.setText("1000")
        form.confirm()
        assert not form.isVisible(), form.message.text()

    answer_dialog(enter, ManualSlipDialog)
    qtbot.mouseClick(dialog.manual_button, Qt.MouseButton.LeftButton)
    assert "Manual credit" in dialog.message.text(), dialog.message.text()
    (slip,) = slips_in(ui_services)
    assert (slip.kind, slip.manual, slip.printed_number, slip.total) == (
        "credit", True, "C-000123", 5000,
    )  # fmt: skip
    assert slip.written_at is not None
    assert aware(slip.written_at) == written.replace(second=0, microsecond=0)
    assert len(dialog.model.rows) == 1
    assert dialog.model.data(dialog.model.index(0, 4)) == "manual"
    assert "pre-printed C-000123" in dialog.model.data(dialog.model.index(0, 8))


def test_accounting_sees_the_list_and_the_gaps_and_changes_nothing(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    name, role, pin = ACCOUNTANT
    ui_services.auth.add_user(name, role, pin, by=ui_staff.admin)
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-A")
    ui_services.shifts.fill(ui_staff.boss, table, {100: 5}, Staff.witness(ui_staff.dealer))
    console = Console(ui_services, name="accounting console")
    assert not hasattr(console.login(name, pin), "message")
    dialog = slips_dialog(qtbot, console)
    assert len(dialog.model.rows) == 1
    dialog.select(dialog.model.rows[0].id)
    assert not dialog.void_button.isEnabled() and not dialog.manual_button.isEnabled()
    assert dialog.gaps_button.isEnabled()

    answer_dialog(lambda form: form.accept(), GapsDialog)
    qtbot.mouseClick(dialog.gaps_button, Qt.MouseButton.LeftButton)
    assert not dialog.message.is_error


def test_show_slips_opens_the_dialog(qtbot: QtBot, ui_services: Services) -> None:
    console = signed_in_console(ui_services, "boss")
    answer_dialog(lambda form: form.reject(), SlipsDialog)
    show_slips(console)
