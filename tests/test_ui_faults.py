"""What outlives a crash at the console (compliance requirements 17 and 25): the entry kept
while the database was unreachable is on disk and a new console offers it again (without any
PIN on disk); a console that stopped without closing is logged and shown at the next sign-in;
losing and regaining the database are logged once per outage, the loss in the local journal
at once. Then the main window's line for a stopped table and the Faults dialog (26).

A restart is a new ``Services`` and ``Console`` over the same database and the same local
folder (each test has its own: the journal's, ``CASINO_JOURNAL``); a crash is a process that
ends without a word (``os._exit``).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from sqlalchemy.exc import OperationalError
from store_fixtures import STAFF, Staff, new_id, open_table
from test_faults import skim
from ui_fixtures import answer_dialog, find, signed_in_console

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand, VoidHand
from casino.services import Services, local_state
from casino.services.tables import Outcome
from casino.services.users.auth import Signature
from casino.store import models as m
from casino.store.journal import journal_path
from casino.store.unit import Database
from ui.console import Console, Failed
from ui.faults_dialog import FaultsDialog
from ui.main_window import MainWindow
from ui.widgets import SecondPersonDialog

SEKHOMA = "sekhoma"
BOSS_PIN = STAFF["boss"][2]


def main_window(qtbot: QtBot, console: Console) -> MainWindow:
    window = MainWindow(console)
    qtbot.addWidget(window)
    window.show()
    window.pit.timer.stop()
    return window


def cut(services: Services) -> Callable[[], None]:
    """The database stops answering this console's commands; the function undoes it. (Not
    ``monkeypatch``: its ``undo`` would also take back the test's own journal.)"""

    def unreachable(*_args: Any, **_kwargs: Any) -> Any:
        raise OperationalError("INSERT ...", {}, Exception("connection refused"))

    setattr(services.tables, "submit", unreachable)  # noqa: B010 (an instance's own)
    return lambda: delattr(services.tables, "submit")


def logged(db: Database, kind: str) -> list[str]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent.detail)
                .where(m.SignificantEvent.kind == kind)
                .order_by(m.SignificantEvent.id)
            ).all()
        )


def pending_files() -> list[Path]:
    return sorted(local_state.folder().glob(f"{local_state.PENDING}*.json"))


@pytest.fixture
def table(ui_services: Services, ui_staff: Staff) -> int:
    return open_table(ui_services, ui_staff, SEKHOMA, SekhomaRules(), "SK-F")


@pytest.fixture
def restarted(ui_db: Database) -> Iterator[Services]:
    """The same database opened again, as by a console started after the first one died."""
    again = Database(ui_db.url)
    yield Services(again)
    again.dispose()


def sign_in(services: Services, who: str) -> Console:
    console = Console(services, name=f"test console {who}")
    name, _role, pin = STAFF[who]
    assert not isinstance(console.login(name, pin), Failed)
    return console


# --- requirement 25: the kept entry survives the console ------------------------------------


def test_the_kept_entry_is_on_disk_and_a_new_console_offers_it_again(
    qtbot: QtBot,
    ui_settings: Path,
    ui_services: Services,
    dealer_console: Console,
    table: int,
    restarted: Services,
) -> None:
    cut(ui_services)
    failed = dealer_console.submit(
        table, SeatPlayer(1, "Ann", 5_000), expected_seq=None, label="seat Ann"
    )
    assert isinstance(failed, Failed) and failed.offline
    kept = dealer_console.pending
    assert kept is not None
    [path] = pending_files()
    body = json.loads(path.read_text(encoding="utf-8"))
    assert body["command_id"] == kept.command_id and body["label"] == "seat Ann"
    assert body["command"]["type"] == "SeatPlayer" and body["command"]["player"] == "Ann"

    # The console is gone (never stopped); the next one on this database finds the entry.
    again = sign_in(restarted, "dealer2")
    assert again.pending is not None
    assert (again.pending.command, again.pending.command_id) == (kept.command, kept.command_id)
    window = main_window(qtbot, again)
    assert window.banner.isVisible() and window.banner.resend.isVisible()
    assert "seat Ann at SK-F" in window.banner.text.text()
    assert "entered by Dana Dealer" in window.banner.text.text()

    qtbot.mouseClick(window.banner.resend, Qt.MouseButton.LeftButton)
    assert again.pending is None and pending_files() == []
    assert not window.banner.isVisible()
    repeat = restarted.tables.submit(
        restarted.auth.login(*STAFF["dealer"][0:3:2], "test"),
        table,
        kept.command,
        kept.command_id,
    )
    assert repeat.repeated  # it was written once, under its own id
    assert Console(restarted).pending is None  # nothing is offered a second time


def test_a_kept_void_is_on_disk_without_the_pin_and_asks_for_it_again(
    qtbot: QtBot,
    ui_settings: Path,
    ui_services: Services,
    dealer_console: Console,
    table: int,
    restarted: Services,
) -> None:
    for seat in (1, 2):
        dealer_console.submit(table, SeatPlayer(seat, f"P{seat}", 5_000), expected_seq=None)
    dealer_console.submit(table, StartHand(), expected_seq=None)
    cut(ui_services)
    approver = Signature("Pat Pitboss", BOSS_PIN)
    void = VoidHand(reason="misdeal", approved_by="Pat Pitboss")
    failed = dealer_console.submit(
        table, void, expected_seq=None, approver=approver, label="void the hand"
    )
    assert isinstance(failed, Failed) and failed.offline
    [path] = pending_files()
    text = path.read_text(encoding="utf-8")
    assert BOSS_PIN not in text and json.loads(text)["approver"] == "Pat Pitboss"

    again = sign_in(restarted, "dealer")
    assert again.pending is not None and again.pending.needs_approver
    refused = again.resend()
    assert isinstance(refused, Failed) and "Pat Pitboss approved this entry" in refused.message
    assert again.pending is not None and pending_files() != []

    window = main_window(qtbot, again)

    def approve(dialog: Any) -> None:
        dialog.fields.name.setCurrentText("Pat Pitboss")
        dialog.fields.pin.setText(BOSS_PIN)
        dialog.confirm()

    answer_dialog(approve, SecondPersonDialog)
    qtbot.mouseClick(window.banner.resend, Qt.MouseButton.LeftButton)
    assert again.pending is None and pending_files() == []
    with restarted.db.read() as session:
        void_row = session.scalars(select(m.Void).where(m.Void.table_id == table)).one()
    assert void_row.reason == "misdeal"


def test_a_discarded_entry_leaves_the_disk(
    ui_services: Services,
    dealer_console: Console,
    table: int,
    restarted: Services,
) -> None:
    cut(ui_services)
    dealer_console.submit(table, SeatPlayer(1, "Ann", 5_000), expected_seq=None)
    assert pending_files() != []
    dealer_console.discard_pending()
    assert dealer_console.pending is None and pending_files() == []
    assert Console(restarted).pending is None


# --- requirements 25 and 17: a console that stopped without closing ---------------------------


def crash_a_console(url: str) -> None:
    """A console process that starts on ``url`` and dies without stopping."""
    script = (
        "import os\n"
        "from casino.services import Services\n"
        "from casino.store.unit import Database\n"
        f"Services(Database({url!r})).started('console@crashed')\n"
        "os._exit(9)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], env=dict(os.environ), capture_output=True, timeout=120
    )
    assert done.returncode == 9, done.stderr.decode()


def test_a_console_that_stopped_without_closing_says_so_at_the_next_sign_in(
    qtbot: QtBot, ui_settings: Path, ui_db: Database
) -> None:
    crash_a_console(ui_db.url)
    # A console still running on this machine (a second one at the same desk) is not
    # taken for one that died, and one that stopped cleanly leaves nothing.
    alive = Services(ui_db)
    alive.started("console@alive")
    clean = Services(ui_db)
    clean.started("console@clean")
    clean.stopped("console@clean")
    assert alive.notices == (
        tuple(n for n in alive.notices if n.startswith("console@crashed stopped without closing"))
    )
    assert len(alive.notices) == 1 and "(last started at " in alive.notices[0]
    assert clean.notices == ()

    starting = Services(ui_db)
    starting.started("console@next")
    assert starting.notices == ()  # each is reported once
    [line] = logged(ui_db, "unclean stop")
    assert line.startswith("console@crashed stopped without closing (last started at ")

    console = signed_in_console(alive, "boss")
    window = main_window(qtbot, console)
    assert window.banner.isVisible() and window.banner.dismiss.isVisible()
    assert "console@crashed stopped without closing" in window.banner.text.text()
    qtbot.mouseClick(window.banner.dismiss, Qt.MouseButton.LeftButton)
    assert not window.banner.isVisible()
    assert not main_window(qtbot, console).banner.isVisible()  # shown at the first sign-in
    alive.stopped("console@alive")
    starting.stopped("console@next")
    assert sorted(local_state.folder().glob(f"{local_state.MARKER}*")) == []


# --- requirement 17: losing and regaining the database --------------------------------------


def test_losing_and_regaining_the_database_is_logged_once_per_outage(
    qtbot: QtBot,
    ui_settings: Path,
    ui_services: Services,
    dealer_console: Console,
    table: int,
) -> None:
    window = main_window(qtbot, dealer_console)
    mend = cut(ui_services)
    for seat in (1, 2, 3):  # the dealer tries again and again: one outage
        dealer_console.submit(table, SeatPlayer(seat, "Ann", 5_000), expected_seq=None)
    assert dealer_console.offline and window.banner.isVisible()
    journal = journal_path().read_text(encoding="utf-8")
    assert journal.count("database lost at") == 1 and "connection refused" in journal
    assert logged(ui_services.db, "database lost") == []  # it is gone: the log waits

    mend()
    assert dealer_console.probe()
    assert dealer_console.probe()  # a second answer is not a second return
    [lost] = logged(ui_services.db, "database lost")
    [back] = logged(ui_services.db, "database back")
    assert "database lost at " in lost and "(connection refused)" in lost
    assert lost.startswith("test console dealer") and "database back at " in back
    assert "database back at" in journal_path().read_text(encoding="utf-8")

    mend = cut(ui_services)
    dealer_console.submit(table, SeatPlayer(4, "Bo", 5_000), expected_seq=None)
    mend()
    assert dealer_console.probe()
    assert not isinstance(dealer_console.resend(), Failed)
    assert len(logged(ui_services.db, "database lost")) == 2
    assert len(logged(ui_services.db, "database back")) == 2


def test_the_journal_line_of_a_loss_does_not_trouble_verify(
    ui_services: Services, dealer_console: Console, table: int
) -> None:
    from casino.store.verify import verify

    mend = cut(ui_services)
    dealer_console.submit(table, SeatPlayer(1, "Ann", 5_000), expected_seq=None)
    mend()
    assert dealer_console.probe()
    with ui_services.db.read() as session:
        assert [str(c.problem) for c in verify(session) if c.problem is not None] == []


# --- requirement 26 at the console: the stopped table and the Faults dialog -----------------


def test_a_stopped_table_is_a_banner_line_until_a_pit_boss_clears_it(
    qtbot: QtBot,
    ui_settings: Path,
    ui_services: Services,
    ui_staff: Staff,
    table: int,
    restarted: Services,
) -> None:
    first = ui_services.tables.submit(
        ui_staff.dealer, table, SeatPlayer(1, "Ann", 20_000), new_id()
    )
    skim(ui_services.db, table, first.seq)
    boss = sign_in(restarted, "boss")
    window = main_window(qtbot, boss)
    assert window.show_table(table) is not None
    assert window.banner.isVisible()
    assert "SK-F is stopped: its record failed verification" in window.banner.text.text()
    refused = boss.submit(table, SeatPlayer(2, "Bob", 1_000), expected_seq=None)
    assert isinstance(refused, Failed) and refused.stopped

    dialog = FaultsDialog(boss, window)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1 and not dialog.clear_button.isEnabled()
    qtbot.mouseClick(dialog.report_button, Qt.MouseButton.LeftButton)
    assert "FAILS verification" in dialog.report.toPlainText()
    assert dialog.clear_button.isEnabled() and not dialog.accept_box.isHidden()
    qtbot.keyClicks(dialog.note, "surveillance checked the buy-in")
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert "still fails verification" in dialog.message.text()  # not without accepting
    assert dialog.approver.isHidden()
    dialog.accept_box.setChecked(True)
    # Accepting it takes a second supervisor's name and PIN, one of the two an administrator.
    assert not dialog.approver.isHidden()
    assert dialog.approver.name.findText("Ada Admin") >= 0
    assert dialog.approver.name.findText("Pat Pitboss") < 0  # not the one clearing
    assert dialog.approver.name.findText("Dana Dealer") < 0
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert "second supervisor enters their name and PIN" in dialog.message.text()
    dialog.approver.name.setCurrentText("Kim Pitboss")
    qtbot.keyClicks(dialog.approver.pin, STAFF["boss2"][2])
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert "both pit bosses" in dialog.message.text() and dialog.model.rowCount() == 1
    assert dialog.approver.pin.text() == ""  # a PIN is never kept in the dialog
    dialog.approver.name.setCurrentText("Ada Admin")
    qtbot.keyClicks(dialog.approver.pin, STAFF["admin"][2])
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert "accepted over the failing record, approved by Ada Admin" in dialog.message.text()
    assert dialog.model.rowCount() == 0
    [fault] = boss.services.faults.faults(table)
    assert (fault.cleared_by, fault.approved_by) == ("Pat Pitboss", "Ada Admin")
    assert not window.banner.isVisible()
    played = boss.submit(table, SeatPlayer(2, "Bob", 1_000), expected_seq=None)
    assert isinstance(played, Outcome)
    assert find(window, type(window.banner), "banner") is window.banner


# --- requirement 23: recall while the database is lost -----------------------------------


def test_the_last_ten_hands_are_recalled_while_the_database_is_lost(
    ui_services: Services, dealer_console: Console, table: int
) -> None:
    from casino.services.demo import driver

    rng = random.Random(23)
    for _ in range(3000):
        view = dealer_console.view(table)
        assert not isinstance(view, Failed)
        if view.state.hands_played >= 12 and view.state.hand is None:
            break
        command = driver(SEKHOMA)(view.state, rng)
        done = dealer_console.submit(table, command, expected_seq=view.seq)
        assert not isinstance(done, Failed), done
    else:
        raise AssertionError("the hands did not end")
    dealer_console.wait_for_recalls()
    online = dealer_console.recall_hands(table)
    assert not isinstance(online, Failed) and len(online) == 10
    wanted = [line.number for line in online]

    cut(ui_services)
    dealer_console.submit(table, SeatPlayer(7, "Late", 5_000), expected_seq=None)
    assert dealer_console.offline
    offline = dealer_console.recall_hands(table)
    assert not isinstance(offline, Failed)
    assert [line.number for line in offline] == wanted
    for number in wanted:
        kept = dealer_console.recall_hand(table, number)
        assert not isinstance(kept, Failed) and kept.number == number and kept.steps
    older = dealer_console.recall_hand(table, min(wanted) - 1)
    assert isinstance(older, Failed) and older.offline and "last 10 hands" in older.message
