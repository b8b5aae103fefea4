"""The console's frame, driven through real widgets on real databases: the first run, the
sign-in, what each role is offered, the pit overview, the pit boss's forms with their second
signature, the void approval, a lost database, double clicks and the remembered geometry."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select
from store_fixtures import STAFF, Staff, open_table
from ui_fixtures import answer_dialog, find, signed_in_console

from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.store import migrate
from casino.store import models as m
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database
from ui.app import create_app
from ui.console import Console, Failed
from ui.main_window import MainWindow, screen_class
from ui.pit_dialogs import CountDialog, NewTableDialog
from ui.pit_overview import PitModel
from ui.startup import StartWindow
from ui.table_screen import TableScreen
from ui.widgets import SecondPersonDialog


def started(qtbot: QtBot, url: str) -> StartWindow:
    create_app([])
    window = StartWindow(url)
    qtbot.addWidget(window)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: window.console is not None, timeout=30_000)
    return window


def main_window(qtbot: QtBot, console: Console) -> MainWindow:
    window = MainWindow(console)
    qtbot.addWidget(window)
    window.show()
    window.pit.timer.stop()  # the tests refresh when they mean to
    return window


def test_first_run_creates_the_first_pit_boss(qtbot: QtBot, tmp_path: Path) -> None:
    window = started(qtbot, f"sqlite:///{tmp_path / 'new.db'}")
    assert window.pages.currentWidget() is window.first_run
    qtbot.keyClicks(window.first_name, "Lee Pitboss")
    qtbot.keyClicks(window.first_pin, "473920")
    qtbot.keyClicks(window.first_pin_again, "473921")
    qtbot.mouseClick(window.create_button, Qt.MouseButton.LeftButton)
    assert "differ" in window.message.text()
    window.first_pin_again.clear()
    qtbot.keyClicks(window.first_pin_again, "473920")
    qtbot.keyClick(window.first_pin_again, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.sign_in_page
    assert window.user.currentText() == "Lee Pitboss"
    with qtbot.waitSignal(window.signed_in) as signal:
        qtbot.keyClicks(window.pin, "473920")
        qtbot.keyClick(window.pin, Qt.Key.Key_Return)
    console = signal.args[0]
    assert console.actor.role == "pit_boss"
    again = console.attempt(console.services.auth.add_first_user, "Eve", "583920", "test")
    assert isinstance(again, Failed) and "already has users" in again.message


def test_first_run_loads_the_demo_off_the_ui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    window = started(qtbot, f"sqlite:///{tmp_path / 'demo.db'}")
    qtbot.mouseClick(window.demo_button, Qt.MouseButton.LeftButton)
    assert window.task is not None and window.task.running
    assert not window.progress.isHidden()  # the busy bar is shown while the demo loads
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.sign_in_page, timeout=240_000)
    assert "Pat Pitboss" in window.message.text()
    names = [window.user.itemText(i) for i in range(window.user.count())]
    assert "Dana Dealer" in names


def test_sign_in_refuses_a_wrong_pin(qtbot: QtBot, ui_db: Database) -> None:
    window = started(qtbot, ui_db.url)
    window.user.setCurrentText("Dana Dealer")
    qtbot.keyClicks(window.pin, "9999")
    qtbot.keyClick(window.pin, Qt.Key.Key_Return)
    assert window.message.text() == "Wrong name or PIN"
    assert window.console is not None and window.console.actor is None


def test_the_role_decides_what_the_window_offers(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, ui_settings: Path
) -> None:
    dealer = main_window(qtbot, signed_in_console(ui_services, "dealer"))
    boss = main_window(qtbot, signed_in_console(ui_services, "boss"))
    pit_menu = {a.text().replace("&", ""): a for a, _roles in dealer.role_actions}
    assert {"Open table…", "Slips…", "Count room…", "Faults…", "Shift reports…"} <= set(pit_menu)
    assert all(not a.isVisible() and not a.isEnabled() for a, _r in dealer.role_actions)
    assert all(a.isVisible() and a.isEnabled() for a, _r in boss.role_actions)

    def offered(who: str, pin: str) -> set[str]:
        console = Console(ui_services)
        assert not isinstance(console.login(who, pin), Failed)
        window = main_window(qtbot, console)
        return {a.text().replace("&", "") for a, _r in window.role_actions if a.isVisible()}

    ui_services.auth.add_user("Alma Accounts", "accounting", "8080", by=ui_staff.admin)
    ui_services.auth.add_user("Cora Counter", "count_team", "5050", by=ui_staff.admin)
    assert offered("Alma Accounts", "8080") == {
        "Slips…", "Count room…", "Shift reports…", "Pit settings…",
    }  # fmt: skip
    assert offered("Cora Counter", "5050") == {"Count room…"}


@pytest.mark.usefixtures("ui_settings")
def test_pit_overview_sees_another_consoles_play(
    qtbot: QtBot, qtmodeltester: object, services: Services, staff: Staff, db: Database
) -> None:
    """Two consoles on one database (SQLite and PostgreSQL): what one plays, the other's
    overview shows on its next refresh."""
    table = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-9")
    other = Services(Database(db.engine.url.render_as_string(hide_password=False)))
    console = signed_in_console(other, "boss")
    window = main_window(qtbot, console)
    window.pit.refresh_now()
    model = window.pit.model
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    row = [line.name for line in model.lines].index("SK-9")
    assert model.data(model.index(row, 3)) == "open"
    assert model.data(model.index(row, 6)) == "0.00 Cr"
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), uuid.uuid4().hex)
    services.tables.submit(staff.dealer, table, SeatPlayer(2, "Bob", 7000), uuid.uuid4().hex)
    services.tables.submit(staff.dealer, table, StartHand(), uuid.uuid4().hex)
    with qtbot.waitSignal(model.dataChanged):
        window.pit.refresh_now()
    assert model.data(model.index(row, 6)) == "120.00 Cr"
    assert model.data(model.index(row, 3)) == "in play"
    assert model.data(model.index(row, 4)) == "Dana Dealer"
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    other.db.dispose()


def test_pit_model_passes_the_model_tester(qtmodeltester: object) -> None:
    create_app([])
    model = PitModel()
    qtmodeltester.check(model)  # type: ignore[attr-defined]


def fill_count(counts: dict[int, int], signer: str, pin: str) -> object:
    def fill(dialog: QDialog) -> None:
        for denomination, count in counts.items():
            find(dialog, QSpinBox, f"count-{denomination}").setValue(count)
        dialog.signer.name.setCurrentText(signer)  # type: ignore[attr-defined]
        dialog.signer.pin.setText(pin)  # type: ignore[attr-defined]
        dialog.confirm()  # type: ignore[attr-defined]

    return fill


def test_pit_boss_opens_fills_and_closes_a_table_with_two_signatures(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, ui_settings: Path
) -> None:
    boss = ui_staff.boss
    version = ui_services.rules.publish(
        boss, FiddlerCrabRules(), "floor rules", approved_by=Staff.witness(ui_staff.admin)
    )
    table = ui_services.tables.create_table(boss, "fiddler-crab", "FC-7", version, "Pit 3")
    ui_services.shifts.open_shift(boss, "Night")
    console = signed_in_console(ui_services, "boss")
    window = main_window(qtbot, console)
    window.pit.refresh_now()
    window.pit.table.selectRow([line.table_id for line in window.pit.model.lines].index(table))

    # A wrong PIN keeps the form open and says why; nothing is written.
    def wrong_then_right(dialog: QDialog) -> None:
        assert isinstance(dialog, CountDialog)
        dialog.counts[10000].setValue(20)
        dialog.counts[500].setValue(100)
        dialog.signer.name.setCurrentText("Dana Dealer")
        dialog.signer.pin.setText("0000")
        dialog.confirm()
        assert dialog.isVisible() and "wrong name or pin" in dialog.message.text().lower()
        dialog.signer.pin.setText("1000")
        dialog.confirm()

    answer_dialog(wrong_then_right, CountDialog)
    window.open_table()
    with ui_services.db.read() as session:
        inventory = session.scalars(select(m.Inventory)).one()
        assert (inventory.kind, inventory.total) == ("opener", 20 * 10000 + 100 * 500)
        assert inventory.witnessed_by_id == ui_staff.dealer.user_id
    assert "is open" in window.message.text()

    answer_dialog(fill_count({10000: 5}, "Dana Dealer", "1000"), CountDialog)
    window.slip("fill")
    assert "Fill slip" in window.message.text()
    answer_dialog(fill_count({10000: 25, 500: 100}, "Dana Dealer", "1000"), CountDialog)
    window.close_table()
    assert "is closed" in window.message.text()
    report = ui_services.reports.shift_report(ui_services.reports.shifts()[-1][0])
    line = next(t for t in report.tables if t.table_id == table)
    assert (line.opener, line.fills, line.closer) == (250_000, 50_000, 300_000)
    assert line.win == 0


def test_a_void_needs_a_pit_boss_pin_and_a_reason(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, ui_settings: Path
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-V")
    for seat, name in ((1, "Ann"), (2, "Bob")):
        ui_services.tables.submit(
            ui_staff.dealer, table, SeatPlayer(seat, name, 5000), uuid.uuid4().hex
        )
    ui_services.tables.submit(ui_staff.dealer, table, StartHand(), uuid.uuid4().hex)
    console = signed_in_console(ui_services, "dealer")
    window = main_window(qtbot, console)
    screen = window.show_table(table)
    assert screen is not None and screen.void_button.isEnabled()
    seen: list[str] = []

    def approve(dialog: QDialog) -> None:
        assert isinstance(dialog, SecondPersonDialog)
        dialog.fields.name.setCurrentText("Pat Pitboss")
        dialog.fields.pin.setText("700700")
        dialog.confirm()  # no reason yet
        seen.append(dialog.message.text())
        assert dialog.reason is not None
        dialog.reason.setPlainText("card exposed on the deal")
        dialog.fields.name.setCurrentText("Sam Dealer")  # a dealer cannot approve
        dialog.fields.pin.setText("2000")
        dialog.confirm()
        seen.append(dialog.message.text())
        dialog.fields.name.setCurrentText("Pat Pitboss")
        dialog.fields.pin.setText("700700")
        dialog.confirm()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    screen.setFocus()
    answer_dialog(approve, SecondPersonDialog)
    qtbot.keyClick(screen, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    assert "reason" in seen[0].lower()
    assert "only a pit boss" in seen[1].lower()
    with ui_services.db.read() as session:
        void = session.scalars(select(m.Void)).one()
        assert void.reason == "card exposed on the deal"
        assert void.approved_by_id == ui_staff.boss.user_id
        assert void.requested_by_id == ui_staff.dealer.user_id
    assert screen.view is not None and not screen.view.state.hand


class _Bare(TableScreen):
    """The shared table frame alone, for what does not depend on a game's screen."""

    def draw(self, view: object) -> None:
        self.drawn = getattr(view, "seq", None)


def test_a_lost_database_stops_play_and_loses_nothing(
    qtbot: QtBot, ui_settings: Path
) -> None:
    """A floor PostgreSQL server goes away mid-shift: play stops with a banner, the entry is
    kept, and once the server is back it is sent again under its own id, acting once."""
    with ScratchPostgres() as server:
        url = server.create_database("floor")
        db = Database(url)
        migrate.upgrade(db.engine)
        services = Services(db)
        services.auth.seed(STAFF.values())
        staff = Staff(**{
            key: services.auth.login(name, pin, "test") for key, (name, _r, pin) in STAFF.items()
        })
        table = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-L")
        console = signed_in_console(services, "dealer")
        window = main_window(qtbot, console)
        screen = _Bare(console, table)
        qtbot.addWidget(screen)
        screen.reload()
        server.pause()
        assert screen.send(SeatPlayer(1, "Ann", 5000), "seat Ann") is None
        assert console.offline and window.banner.isVisible()
        assert "cannot be reached" in window.banner.text.text()
        assert not window.tabs.isEnabled()
        assert console.pending is not None and console.pending.label == "seat Ann"
        assert not console.probe()
        server.resume()
        qtbot.waitUntil(console.probe, timeout=30_000)
        assert window.banner.resend.isVisible() and "seat Ann" in window.banner.text.text()
        # The same entry twice (a nervous second press of the button) still acts once.
        kept = console.pending
        qtbot.mouseClick(window.banner.resend, Qt.MouseButton.LeftButton)
        again = console.submit(
            table, kept.command, expected_seq=None, command_id=kept.command_id
        )
        assert not isinstance(again, Failed) and again.repeated
        with db.read() as session:
            seated = session.scalar(
                select(func.count()).select_from(m.Event).where(m.Event.type == "PlayerSeated")
            )
        assert seated == 1
        assert not window.banner.isVisible() and window.tabs.isEnabled()
        db.dispose()


def test_a_double_click_is_one_click(qtbot: QtBot) -> None:
    create_app([])
    button = QPushButton("Call  [C]")
    qtbot.addWidget(button)
    button.show()
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    # What a window system sends for a double click: a press and release, then the second
    # press as a double-click event, then its release.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert len(clicks) == 1


def test_window_geometry_is_remembered(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, ui_settings: Path
) -> None:
    console = signed_in_console(ui_services, "boss")
    first = main_window(qtbot, console)
    first.resize(701, 555)  # within the offscreen screen (800 x 800)
    first.close()
    second = main_window(qtbot, console)
    assert second.size() == QSize(701, 555)


def test_every_game_has_a_screen() -> None:
    from casino.games import games
    from ui.table_screen import TableScreen

    for name in games():
        assert issubclass(screen_class(name), TableScreen), name
    assert screen_class("sekhoma").__name__ == "SekhomaScreen"
    assert screen_class("fiddler-crab").__name__ == "FiddlerCrabScreen"



def test_an_opener_that_differs_from_the_last_closer_is_shown_before_it_is_signed(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, ui_settings: Path
) -> None:
    """The first OK on an opener that differs from the table's last closer shows the
    difference chip by chip and signs nothing; the second signs it with the difference,
    which is recorded. Changing a count shows the difference afresh."""
    boss = ui_staff.boss
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(), "SK-D")
    closer, dealer = {10000: 26, 100: 72}, Staff.witness(ui_staff.dealer)
    ui_services.tables.close_table(boss, table, closer, dealer)
    console = signed_in_console(ui_services, "boss")
    window = main_window(qtbot, console)
    window.pit.refresh_now()
    window.pit.table.selectRow([line.table_id for line in window.pit.model.lines].index(table))
    shown: list[str] = []

    def count_then_sign(dialog: QDialog) -> None:
        assert isinstance(dialog, CountDialog)
        dialog.counts[10000].setValue(37)
        dialog.counts[100].setValue(13)
        dialog.signer.name.setCurrentText("Dana Dealer")
        dialog.signer.pin.setText("1000")
        dialog.confirm()
        assert dialog.isVisible(), "the difference is shown first, nothing is signed"
        assert not dialog.difference.isHidden()
        shown.append(dialog.difference.text())
        dialog.counts[100].setValue(14)  # a count changed: the difference is shown again
        assert dialog.difference.isHidden()
        dialog.confirm()
        assert dialog.isVisible()
        shown.append(dialog.difference.text())
        dialog.confirm()

    answer_dialog(count_then_sign, CountDialog)
    window.open_table()
    assert "is open" in window.message.text()
    assert "2,672.00" in shown[0] and "3,713.00" in shown[0] and "+1,041.00" in shown[0]
    assert "3,714.00" in shown[1]
    with ui_services.db.read() as session:
        (row,) = session.scalars(select(m.CountDiscrepancy)).all()
        assert (row.difference, row.level) == (371400 - 267200, "regulator")


def test_a_new_table_on_default_rules_asks_a_second_supervisor_to_approve_them(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    """Publishing a rules version needs a second supervisor; the new-table dialog's "Default
    rules" choice published without one and failed with a TypeError the console could not
    show. Now it asks for the approval first, and the table is created on the version."""
    console = signed_in_console(ui_services, "boss")
    dialog = NewTableDialog(console)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("sekhoma"))
    dialog.name.setText("SK-9")
    dialog.version.setCurrentIndex(dialog.version.count() - 1)  # the default rules
    assert dialog.version.currentData() is None

    def approve(second: QDialog) -> None:
        assert isinstance(second, SecondPersonDialog)
        second.fields.name.setCurrentText("Ada Admin")
        second.fields.pin.setText("900900")
        second.confirm()

    answer_dialog(approve, SecondPersonDialog)
    dialog.confirm()
    assert dialog.table_id is not None, dialog.message.text()
    with ui_services.db.read() as session:
        version = session.scalars(
            select(m.RuleVersion).order_by(m.RuleVersion.id.desc()).limit(1)
        ).one()
    assert version.name == "default rules" and version.approved_by_id is not None
