"""The shift reports view, driven through real widgets on a real SQLite file: the shifts newest
first, a shift's figures as the report gives them, the PDF export off the UI thread with its
progress, and what a dealer, a file that cannot be written and a lost database get; the
period and exceptions reports exported from the same view, and accounting reading them all."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from floor_fixtures import Authority, mode_console
from pypdf import PdfReader
from PySide6.QtCore import QDate, Qt, QUrl
from PySide6.QtWidgets import QDateEdit
from pytestqt.qtbot import QtBot
from sqlalchemy.exc import SQLAlchemyError
from store_fixtures import STAFF, Staff, open_table
from ui_fixtures import signed_in_console

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.money import format_money
from casino.services import Services
from casino.services.demo import counts_for, play_command
from casino.services.reports.model import ShiftReport
from casino.services.reports.periods import gaming_day_in
from casino.store.unit import Database
from reports.export import PERIOD_STEPS, STEPS
from reports.text import Clock
from ui.console import Console, Failed
from ui.main_window import MainWindow
from ui.shift_view import ShiftListModel, ShiftRow, ShiftView, file_name
from ui.table_screen import game_title

NIGHT, DAY = 1, 2

pytestmark = pytest.mark.xdist_group("shift-view")
"""The module's tests run on one worker (``--dist loadgroup``), so ``played_file`` is played
once a run, not once on each worker."""


# -- a casino with two shifts ----------------------------------------------------------------


def _play(services: Services, staff: Staff, table_id: int, hands: int, seed: int) -> None:
    """Random legal commands until ``hands`` hands are dealt and none is in play."""
    rng = random.Random(seed)
    game = game_named(services.tables.view(table_id).game)
    for _ in range(hands * 300):
        state = services.tables.view(table_id).state
        if game.engine.phase(state).hands_dealt >= hands and not game.engine.phase(state).in_hand:
            return
        play_command(services, staff.dealer, table_id, rng)
    raise AssertionError(f"table {table_id} did not finish {hands} hands")


def _close(services: Services, staff: Staff, shift_id: int, table_id: int) -> None:
    """Close the table with the closer its tray should hold (as the demo counts it)."""
    line = next(t for t in services.reports.shift_report(shift_id).tables
                if t.table_id == table_id)  # fmt: skip
    tray = max(0, line.opener - line.drop - line.chip_buy_ins + line.ledger_win)
    services.tables.close_table(staff.boss, table_id, counts_for(tray), Staff.witness(staff.dealer))


@pytest.fixture(scope="module")
def played_file(
    tmp_path_factory: pytest.TempPathFactory, templates: dict[str, object]
) -> Path:
    """The staff template with a night shift played and closed (a Sekhoma and a
    Fiddler-Crab table) and a day shift in play (one Sekhoma table, still open)."""
    target = tmp_path_factory.mktemp("shift-view") / "played.db"
    shutil.copyfile(str(templates["sqlite"]), target)
    db = Database(f"sqlite:///{target}")
    services = Services(db)
    staff = Staff(**{
        key: services.auth.login(name, pin, "test") for key, (name, _r, pin) in STAFF.items()
    })
    night = services.shifts.open_shift(staff.boss, "Night shift")
    sekhoma = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-1")
    crab = open_table(services, staff, "fiddler-crab", FiddlerCrabRules(), "FC-1")
    _play(services, staff, sekhoma, 4, seed=1)
    _play(services, staff, crab, 4, seed=2)
    _close(services, staff, night, sekhoma)
    _close(services, staff, night, crab)
    services.shifts.close_shift(staff.boss, night)
    day = services.shifts.open_shift(staff.boss, "Day shift")
    live = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-2")
    _play(services, staff, live, 2, seed=3)
    assert (night, day) == (NIGHT, DAY)
    db.dispose()
    with sqlite3.connect(target) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return target


@pytest.fixture
def played(tmp_path: Path, played_file: Path, ui_settings: Path) -> Iterator[Services]:
    copy = tmp_path / "casino.db"
    shutil.copyfile(played_file, copy)
    db = Database(f"sqlite:///{copy}")
    yield Services(db)
    db.dispose()


@dataclass
class Asked:
    """Stands in for the save dialog: answers ``to`` (None: cancelled) and notes the offer."""

    to: Path | None
    offered: list[Path] = field(default_factory=list)

    def __call__(self, default: Path) -> Path | None:
        self.offered.append(default)
        return self.to


def shown(qtbot: QtBot, console: Console, ask: Asked | None = None) -> ShiftView:
    view = ShiftView(console)
    qtbot.addWidget(view)
    if ask is not None:
        view.ask_path = ask  # type: ignore[method-assign]
    view.resize(1280, 800)
    view.show()
    qtbot.waitUntil(lambda: view.report is not None, timeout=30_000)
    return view


def select(qtbot: QtBot, view: ShiftView, shift_id: int) -> ShiftReport:
    assert view.select_shift(shift_id)
    qtbot.waitUntil(
        lambda: view.report is not None and view.report.shift_id == shift_id, timeout=30_000
    )
    assert view.report is not None
    return view.report


def exported(qtbot: QtBot, view: ShiftView) -> None:
    qtbot.waitUntil(lambda: not view.exporting, timeout=60_000)


# -- the tests ---------------------------------------------------------------------------------


def test_lists_the_shifts_newest_first(qtbot: QtBot, played: Services) -> None:
    view = shown(qtbot, signed_in_console(played, "boss"))
    model = view.shift_model
    assert [row.shift_id for row in model.rows] == [DAY, NIGHT]
    assert [model.data(model.index(r, 1)) for r in range(2)] == ["Day shift", "Night shift"]
    assert model.data(model.index(0, 3)) == "open"
    # Closed: the time, with the day too when the shift closed on a later day than it opened.
    _sid, _name, opened, closed = played.reports.shifts()[NIGHT - 1]
    assert closed is not None
    opened, closed = (view.clock.local(at.replace(tzinfo=UTC)) for at in (opened, closed))
    same_day = closed.date() == opened.date()
    assert model.data(model.index(1, 3)) == closed.strftime(
        "%H:%M" if same_day else "%Y-%m-%d %H:%M"
    )
    assert model.data(model.index(1, 2)) == opened.strftime("%Y-%m-%d %H:%M")
    # The newest shift is selected first.
    assert view.selected_shift() == model.rows[0]
    assert view.report is not None and view.report.shift_id == DAY


def _expected_rows(report: ShiftReport) -> list[list[str]]:
    rows = []
    for table in report.tables:
        win = table.win
        hold = table.hold_percent
        rows.append([
            table.table,
            game_title(table.game),
            str(table.hands),
            format_money(table.drop, table.currency, table.minor_units),
            "no closer" if win is None else format_money(win, table.currency, table.minor_units),
            "-" if hold is None else f"{hold:.2f}%",
        ])
    return rows


def test_a_shift_shows_its_figures_as_the_report_gives_them(
    qtbot: QtBot, played: Services
) -> None:
    view = shown(qtbot, signed_in_console(played, "boss"))
    report = select(qtbot, view, NIGHT)
    expected = played.reports.shift_report(NIGHT)
    assert [t.table for t in expected.tables] == ["SK-1", "FC-1"]
    assert expected.win is not None and expected.total("hands") >= 8
    model = view.figures_model
    assert model.rowCount() == 3
    texts = [[model.data(model.index(r, c)) for c in range(6)] for r in range(3)]
    assert texts[:2] == _expected_rows(expected)
    assert texts[2] == [
        "Total",
        "2 tables",
        str(expected.total("hands")),
        format_money(expected.total("drop"), "Cr", 100),
        format_money(expected.win, "Cr", 100),
        "-" if expected.hold_percent is None else f"{expected.hold_percent:.2f}%",
    ]
    assert report.closed_by == "Pat Pitboss"
    assert "by Pat Pitboss" in view.people.text() and "closed" in view.people.text()
    assert view.heading.text() == "Shift 1: Night shift"
    assert view.provisional.isHidden()

    # The day shift is still open: provisional, and the open table has no win yet.
    day = select(qtbot, view, DAY)
    assert day.provisional and not view.provisional.isHidden()
    assert "provisional" in view.provisional.text().lower()
    assert "still open" in view.people.text()
    assert model.rowCount() == 2
    assert model.data(model.index(0, 4)) == "no closer"
    assert model.data(model.index(1, 4)) == "no closer"
    assert model.data(model.index(0, 5)) == "-"


@pytest.fixture
def boss_at(console_mode: str, played: Services, authority: Authority) -> Iterator[Console]:
    """Pat Pitboss at a console over ``played``, in-process and through a floor server."""
    name, _role, pin = STAFF["admin"]
    admin = played.auth.login(name, pin, "test")
    yield from mode_console(console_mode, played, admin, authority, "boss")


def test_export_writes_the_pdf_off_the_ui_thread_with_progress(
    qtbot: QtBot, boss_at: Console, tmp_path: Path
) -> None:
    """In-process, and at a floor console (the server stamps and registers the print)."""
    ask = Asked(tmp_path / "out" / "night")
    view = shown(qtbot, boss_at, ask)
    select(qtbot, view, NIGHT)
    steps: list[tuple[int, int, str, bool, int]] = []
    view.stepped.connect(
        lambda step, of, what: steps.append(
            (step, of, what, view.running.isVisible(), view.progress.value())
        )
    )
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    qtbot.keyClick(view.shifts, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    # Running: the button is disabled, and a second press (or Ctrl+E) does nothing.
    assert view.exporting
    assert not view.export_button.isEnabled()
    assert view.running.isVisible() and view.progress.maximum() == len(STEPS)
    qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    view.export()
    assert len(ask.offered) == 1
    exported(qtbot, view)

    target = tmp_path / "out" / "night.pdf"  # the extension is added
    assert target.is_file(), view.message.text()
    assert [s[:3] for s in steps] == [(i + 1, len(STEPS), what) for i, what in enumerate(STEPS)]
    assert all(visible for *_, visible, _value in steps)
    assert [value for *_, value in steps] == [0, 1, 2]
    assert view.running.isHidden() and view.export_button.isEnabled()

    pages = PdfReader(target).pages
    first = pages[0].extract_text()
    text = view.message.text()
    assert not view.message.is_error, text
    found = text.split("Saved report ", 1)[1].split(" ", 1)[0]
    assert found.startswith("SR-00001-")
    assert found in first and "Page 1 of" in first
    assert f"({len(pages)} pages) to {target}" in text
    assert "reprint" not in text

    # Offered first: the shift's number, name and day in the Documents folder (or home).
    day = view.clock.local(view.shift_model.rows[1].opened_at).strftime("%Y-%m-%d")
    assert ask.offered[0].name == f"shift-1-Night-shift-{day}.pdf"

    # Open hands the file to the desktop.
    opened: list[QUrl] = []
    view.open_url = lambda url: opened.append(url) or True  # type: ignore[method-assign]
    assert view.open_button.isVisible()
    qtbot.mouseClick(view.open_button, Qt.MouseButton.LeftButton)
    assert opened == [QUrl.fromLocalFile(str(target))]

    # The same figures again: a reprint, said so; the folder is offered again.
    ask.to = tmp_path / "out" / "again.pdf"
    qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    exported(qtbot, view)
    assert ask.offered[1] == tmp_path / "out" / ask.offered[0].name
    assert "It is a reprint" in view.message.text() and found in view.message.text()
    assert (tmp_path / "out" / "again.pdf").read_bytes() == target.read_bytes()


def test_a_cancelled_file_dialog_exports_nothing(
    qtbot: QtBot, played: Services, tmp_path: Path
) -> None:
    ask = Asked(None)
    view = shown(qtbot, signed_in_console(played, "boss"), ask)
    view.export()
    assert len(ask.offered) == 1 and not view.exporting
    assert view.message.text() == ""


def test_a_dealer_cannot_export(qtbot: QtBot, played: Services, tmp_path: Path) -> None:
    dealer = signed_in_console(played, "dealer")
    window = MainWindow(dealer)
    qtbot.addWidget(window)
    window.pit.timer.stop()
    action = next(a for a, _roles in window.role_actions if "Shift re" in a.text())
    assert not action.isVisible() and not action.isEnabled()

    # Should the view be reached anyway, the service refuses, and says so inline.
    ask = Asked(tmp_path / "dealer.pdf")
    view = shown(qtbot, dealer, ask)
    view.export()
    exported(qtbot, view)
    assert view.message.is_error
    assert "only a pit boss or an administrator or an accountant may print a shift report" in (
        view.message.text().lower()
    )
    assert not (tmp_path / "dealer.pdf").exists()
    assert view.export_button.isEnabled() and view.open_button.isHidden()


def test_a_file_that_cannot_be_written_is_an_inline_error(
    qtbot: QtBot, played: Services, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    ask = Asked(blocker / "report.pdf")
    view = shown(qtbot, signed_in_console(played, "boss"), ask)
    select(qtbot, view, NIGHT)
    view.export()
    exported(qtbot, view)
    assert view.message.is_error
    assert "not exported" in view.message.text() and "cannot be written" in view.message.text()
    assert view.open_button.isHidden() and view.export_button.isEnabled()
    # Nothing lost: another place works.
    ask.to = tmp_path / "report.pdf"
    view.export()
    exported(qtbot, view)
    assert not view.message.is_error and (tmp_path / "report.pdf").is_file()


def test_a_lost_database_is_an_inline_error(
    qtbot: QtBot, played: Services, tmp_path: Path
) -> None:
    console = signed_in_console(played, "boss")
    view = shown(qtbot, console, Asked(tmp_path / "lost.pdf"))
    lost: list[str] = []
    console.database_lost.connect(lost.append)
    kept = played.db
    played.db = Database(f"sqlite:///{tmp_path / 'gone' / 'casino.db'}", create=True)
    try:
        with qtbot.waitSignal(view.exported, timeout=60_000) as ended:
            view.export()
    finally:
        played.db.dispose()
        played.db = kept
    assert isinstance(ended.args[0], SQLAlchemyError)
    assert view.message.is_error and "cannot be reached" in view.message.text()
    assert lost and console.offline
    assert not (tmp_path / "lost.pdf").exists()


def test_the_pit_menu_opens_the_shift_reports(qtbot: QtBot, played: Services) -> None:
    window = MainWindow(signed_in_console(played, "boss"))
    qtbot.addWidget(window)
    window.pit.timer.stop()
    window.show()
    keys = [a.shortcut().toString() for a in window.findChildren(type(window.about_action))
            if not a.shortcut().isEmpty()]  # fmt: skip
    assert len(keys) == len(set(keys)) and "Ctrl+Shift+S" in keys
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window, Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )  # fmt: skip
    view = window.shift_view
    assert view is not None and window.tabs.currentWidget() is view
    qtbot.waitUntil(lambda: view.report is not None, timeout=30_000)
    assert [row.shift_id for row in view.shift_model.rows] == [DAY, NIGHT]
    window.show_shifts()  # once, however often it is asked for
    assert window.tabs.count() == 2
    window.close_tab(1)
    assert window.shift_view is None


def test_the_default_file_name() -> None:
    opened = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)
    clock = Clock("UTC")
    assert file_name(ShiftRow(12, "Night shift", opened, None), clock) == (
        "shift-12-Night-shift-2026-11-21.pdf"
    )
    assert file_name(ShiftRow(3, "Night shift 2026-11-21", opened, opened), clock) == (
        "shift-3-Night-shift-2026-11-21.pdf"
    )
    assert file_name(ShiftRow(4, "Day / late: café", opened, None), clock) == (
        "shift-4-Day-late-café-2026-11-21.pdf"
    )
    assert file_name(ShiftRow(5, "***", opened, None), Clock("Pacific/Kiritimati")) == (
        "shift-5-shift-2026-11-22.pdf"
    )


def test_a_shift_across_midnight_shows_the_day_it_closed() -> None:
    model = ShiftListModel(Clock("Europe/Malta"))
    opened = datetime(2026, 3, 28, 21, 0, tzinfo=UTC)  # 22:00 in Malta
    late = ShiftRow(7, "Night", opened, datetime(2026, 3, 29, 4, 0, tzinfo=UTC))
    early = ShiftRow(8, "Evening", opened, datetime(2026, 3, 28, 22, 30, tzinfo=UTC))
    assert model.text(late, 2) == "2026-03-28 22:00"
    assert model.text(late, 3) == "2026-03-29 06:00"  # summer time began at 02:00
    assert model.text(early, 3) == "23:30"
    assert model.text(ShiftRow(9, "Day", opened, None), 3) == "open"


# -- reports over periods --------------------------------------------------------------------


def _set(edit: QDateEdit, day: date) -> None:
    edit.setDate(QDate(day.year, day.month, day.day))


def _night_day(played: Services, view: ShiftView) -> date:
    """The gaming day the night shift opened in, in the view's zone."""
    opened = played.reports.shifts()[NIGHT - 1][2]
    return gaming_day_in(opened.replace(tzinfo=UTC), view.clock.zone)


def test_period_and_exceptions_reports_export_from_the_view(
    qtbot: QtBot, boss_at: Console, played: Services, tmp_path: Path
) -> None:
    ask = Asked(tmp_path / "period")
    view = shown(qtbot, boss_at, ask)
    day = _night_day(played, view)
    assert [view.period_kind.itemData(i) for i in range(view.period_kind.count())] == [
        "day", "mtd", "ytd"
    ]  # fmt: skip
    view.period_kind.setCurrentIndex(view.period_kind.findData("day"))
    _set(view.period_date, day)
    steps: list[tuple[int, int, str]] = []
    view.stepped.connect(lambda step, of, what: steps.append((step, of, what)))
    qtbot.mouseClick(view.period_button, Qt.MouseButton.LeftButton)
    # Running: every export button waits, so no second print starts meanwhile.
    assert view.exporting and view.progress.maximum() == len(PERIOD_STEPS)
    assert not any(b.isEnabled() for b in (view.export_button, view.period_button,
                                           view.exceptions_button))  # fmt: skip
    view.export_exceptions()
    assert len(ask.offered) == 1 and ask.offered[0].name == f"period-day-{day:%Y-%m-%d}.pdf"
    exported(qtbot, view)
    target = tmp_path / "period.pdf"
    assert not view.message.is_error, view.message.text()
    assert view.message.text().startswith(f"Saved report DAY-{day:%Y%m%d}-")
    assert steps == [(i + 1, len(PERIOD_STEPS), what) for i, what in enumerate(PERIOD_STEPS)]
    printed = " ".join(page.extract_text() for page in PdfReader(target).pages)
    assert "Gaming day report" in printed and "SK-1" in printed and "FC-1" in printed
    assert view.open_button.isVisible() and view.period_button.isEnabled()

    ask.to = tmp_path / "exceptions.pdf"
    _set(view.exceptions_from, day)
    _set(view.exceptions_to, day)
    qtbot.mouseClick(view.exceptions_button, Qt.MouseButton.LeftButton)
    exported(qtbot, view)
    assert ask.offered[1] == tmp_path / f"exceptions-{day:%Y-%m-%d}-to-{day:%Y-%m-%d}.pdf"
    assert view.message.text().startswith(f"Saved report EX-{day:%Y%m%d}-{day:%Y%m%d}-")
    printed = " ".join(page.extract_text() for page in PdfReader(ask.to).pages)
    assert "Exceptions report" in printed and "Openers against the last closer" in printed

    # A span that ends before it starts is refused at once, and nothing is asked.
    _set(view.exceptions_to, day - timedelta(days=1))
    qtbot.mouseClick(view.exceptions_button, Qt.MouseButton.LeftButton)
    assert view.message.is_error and "to a later day" in view.message.text()
    assert len(ask.offered) == 2 and not view.exporting


def test_a_dealer_cannot_export_a_period_report(
    qtbot: QtBot, played: Services, tmp_path: Path
) -> None:
    view = shown(qtbot, signed_in_console(played, "dealer"), Asked(tmp_path / "p.pdf"))
    view.export_period()
    exported(qtbot, view)
    assert view.message.is_error and "may print a period report" in view.message.text()
    assert not (tmp_path / "p.pdf").exists()
    view.export_exceptions()
    exported(qtbot, view)
    assert "may print an exceptions report" in view.message.text()


def test_accounting_reads_and_exports_every_report(
    qtbot: QtBot, played: Services, tmp_path: Path
) -> None:
    admin = played.auth.login(STAFF["admin"][0], STAFF["admin"][2], "test")
    played.auth.add_user("Al Accountant", "accounting", "472918", by=admin)
    console = Console(played, name="test console accounting")
    assert not isinstance(console.login("Al Accountant", "472918"), Failed)
    ask = Asked(tmp_path / "shift.pdf")
    view = shown(qtbot, console, ask)
    select(qtbot, view, NIGHT)
    view.export()
    exported(qtbot, view)
    assert not view.message.is_error and (tmp_path / "shift.pdf").is_file()
    ask.to = tmp_path / "ytd.pdf"
    view.period_kind.setCurrentIndex(view.period_kind.findData("ytd"))
    _set(view.period_date, _night_day(played, view))
    view.export_period()
    exported(qtbot, view)
    assert not view.message.is_error and (tmp_path / "ytd.pdf").is_file()
    assert "Year to date report" in PdfReader(tmp_path / "ytd.pdf").pages[0].extract_text()
