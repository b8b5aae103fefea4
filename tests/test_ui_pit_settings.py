"""The Pit settings window: everyone who reads the pit's figures sees the version in force;
an administrator edits the text, which is checked as typed, and makes the next version with a
second supervisor's name and PIN."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from store_fixtures import Staff
from ui_fixtures import signed_in_console

from casino.pit_settings import PitSettings
from casino.services import Services
from ui.pit_settings_dialog import PitSettingsDialog


def test_an_administrator_makes_a_version_a_pit_boss_reads_it(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    admin = signed_in_console(ui_services, "admin")
    dialog = PitSettingsDialog(admin)
    qtbot.addWidget(dialog)
    assert dialog.in_force.text() == "In force: the defaults (no version made yet)."
    assert not dialog.text.isReadOnly()
    text, line = dialog.text.toPlainText(), "opener_report_above = 2500"
    dialog.text.setPlainText(text.replace(line, "opener_report_above = -1"))
    assert "opener_report_above must be a whole number" in dialog.message.text()
    assert not dialog.make.isEnabled()
    dialog.text.setPlainText(text.replace(line, "opener_report_above = 4000"))
    assert dialog.make.isEnabled() and dialog.message.text() == ""
    dialog.note.setText("report openers from 40.00")
    dialog.approver.name.setCurrentText("Pat Pitboss")
    dialog.approver.pin.setText("000000")
    dialog.make.click()
    assert "PIN" in dialog.message.text() and ui_services.pit_settings.current() is None
    dialog.approver.pin.setText("700700")
    dialog.make.click()
    assert dialog.message.text() == "Version 1 is in force on every console."
    assert ui_services.settings == PitSettings(opener_report_above=4000)

    boss = PitSettingsDialog(signed_in_console(ui_services, "boss"))
    qtbot.addWidget(boss)
    assert boss.text.isReadOnly() and not boss.may_change
    assert boss.in_force.text().startswith("In force: pit settings v1 of ")
    assert boss.in_force.text().endswith(
        ", made by Ada Admin, approved by Pat Pitboss. Why: report openers from 40.00"
    )
