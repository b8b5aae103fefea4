"""Screenshots of every main screen of the console, for the documentation: ``make screenshots``
(or ``python -m ui.screenshots [--out docs/screenshots]``) renders each one to a PNG file.

The screens are the real widgets with the real theme, driven into a representative state
through their own methods, as the widget tests drive them. They run on a demo casino built
into a temporary SQLite file (with a live-card table of each game opened beside the demo's
tables, for the card-entry screens), with the settings and the policy cache in temporary
folders, so nothing of the user's is read or written. Windows are rendered at 1280 x 800,
dialogs at their own size. Each screen is drawn by its own function: one that fails is
reported and the others are still written.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QEventLoop,
    QMessageLogContext,
    QSettings,
    QSize,
    QThreadPool,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from casino.games.house_rules import HouseRules
from casino.i18n.languages import LANGUAGES, NATIVE_NAMES, PSEUDO, SOURCE
from casino.services import Services
from casino.services.users.auth import Signature
from ui.console import Console, Failed
from ui.i18n import switch_language
from ui.main_window import MainWindow
from ui.pit_dialogs import CountDialog
from ui.qt_app import APP_NAME, create_app
from ui.startup import StartWindow
from ui.users_dialog import UsersDialog

WINDOW = QSize(1280, 800)
"""The size every window is rendered at; dialogs keep their own."""
TIMEOUT = 60.0
"""Seconds to wait for anything the console does in the background."""
BOSS = ("Pat Pitboss", "700700")
DEALER = ("Dana Dealer", "1000")
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}
"""The opener the demo counts into each tray, as the count dialog is filled in."""

T = TypeVar("T")


# -- waiting and saving -----------------------------------------------------------------------


def settle(rounds: int = 5) -> None:
    """Let Qt lay out, polish and paint what was just changed."""
    for _ in range(rounds):
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def wait_until(ready: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
    """Run the event loop until ``ready`` holds: background work reports through it."""
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(f"gave up waiting for {what} after {timeout:.0f} s")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    settle()


def idle() -> None:
    """Let the background work the screens started (the pit's figures, refreshed after each
    command) finish and report, then collect the garbage while no other thread runs. The
    automatic collector is off during the run: it would free Qt objects at any moment,
    with the thread pool's work under way."""
    pool = QThreadPool.globalInstance()
    wait_until(lambda: pool.activeThreadCount() == 0, "the background work")
    gc.collect()


def ok(result: T | Failed) -> T:
    """A console call's result, or the refusal raised where the driving went wrong."""
    if isinstance(result, Failed):
        raise RuntimeError(result.message)
    return result


def show_window(window: QWidget) -> None:
    window.resize(WINDOW)
    window.show()
    settle()


def modal(
    kind: type[QDialog], trigger: Callable[[], object], capture: Callable[[QDialog], None]
) -> None:
    """Run ``trigger``, which opens a modal dialog of ``kind`` with ``exec()``; once it is up,
    ``capture`` fills and saves it, and the dialog is cancelled, so nothing is written."""
    failures: list[BaseException] = []
    seen: list[QDialog] = []

    def attempt(tries: int = 0) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            seen.append(dialog)
            try:
                settle()
                capture(dialog)
            except BaseException as exc:  # raised again once exec() has returned
                failures.append(exc)
            finally:
                dialog.reject()
        elif tries < 500:
            QTimer.singleShot(10, lambda: attempt(tries + 1))

    QTimer.singleShot(0, attempt)
    trigger()
    if failures:
        raise failures[0]
    if not seen:
        raise RuntimeError(f"no {kind.__name__} was opened")


# -- the casino -------------------------------------------------------------------------------


@dataclass
class Shots:
    """The demo casino, its consoles and windows, and where the pictures go."""

    out: Path
    folder: Path
    services: Services
    boss: Console
    dealer: Console
    written: list[Path] = field(default_factory=list)
    windows: dict[str, MainWindow] = field(default_factory=dict)
    others: list[QWidget] = field(default_factory=list)
    inspect: Callable[[QWidget, str], None] | None = None
    """Called with each screen as it is saved, and its file's name: the translators' check
    (``ui.translation_check``) reads the words on it."""

    @property
    def url(self) -> str:
        return str(self.services.db.url)

    def save(self, widget: QWidget, name: str) -> None:
        """Write ``widget`` as it is on screen: a window at 1280 x 800 (or the least it can
        be drawn at, said when that is more), a dialog at its own size."""
        settle()  # the layout's new least size first: resizing to it needs it
        if not isinstance(widget, QDialog):
            widget.resize(WINDOW)
        idle()
        if self.inspect is not None:
            _ALLOWED.update(name_words(self.services, self.boss))
            self.inspect(widget, name)
        path = self.out / name
        if not widget.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        self.written.append(path)
        print(path, flush=True)
        size = widget.size()
        if self.inspect is not None and not isinstance(widget, QDialog) and size != WINDOW:
            print(f"  {name}: the window cannot be {WINDOW.width()} x {WINDOW.height()}: its "
                  f"least size is {size.width()} x {size.height()}", flush=True)
        elif not isinstance(widget, QDialog) and size != WINDOW:
            print(
                f"  note: the window cannot be {WINDOW.width()} x {WINDOW.height()}; its least "
                f"size is {size.width()} x {size.height()}",
                file=sys.stderr,
                flush=True,
            )

    def table(self, name: str) -> int:
        return ok(self.boss.attempt(self.services.tables.table_id, name))

    def window(self, who: str) -> MainWindow:
        """The main window named ``who``, made the first time and kept: the pit boss's
        (``boss``), or the dealer's, one per game (by its name), so that each table screen is
        drawn in a window sized for it alone."""
        if who not in self.windows:
            window = MainWindow(self.boss if who == "boss" else self.dealer)
            window.pit.timer.stop()  # refreshed when a screen needs it, not behind its back
            show_window(window)
            idle()
            window.pit.refresh_now()
            self.windows[who] = window
        return self.windows[who]

    def live_table(self, game: str, name: str, rules: HouseRules) -> int:
        """A live-card table of ``game``, published, created and opened by the pit boss in the
        demo's open shift the first time (as ``tests/store_fixtures.open_table`` does)."""
        for table_id, _game, table_name, _position in self.services.tables.tables():
            if table_name == name:
                return table_id
        boss = self.boss.require_actor()
        tables = self.services.tables
        version = self.services.rules.publish(
            boss, rules, f"{name} live cards", approved_by=Signature("Ada Admin", "900900")
        )
        table_id = tables.create_table(boss, game, name, version, position="Pit 3")
        shift = self.services.shifts.open_shifts()[0][0]
        tables.open_table(boss, table_id, shift, OPENER, Signature(*DEALER))
        self.services.pit.overview()  # its figures read once here before the thread pool does
        return table_id

    def screen(self, table_id: int, kind: type[T]) -> T:
        """The table's screen in the dealer's window for its game, its tab the current one."""
        view = ok(self.dealer.view(table_id))
        window = self.window(view.game)
        screen = window.show_table(table_id)
        if not isinstance(screen, kind):
            raise TypeError(f"table {table_id} opened {screen!r}, not a {kind.__name__}")
        settle()
        return screen


def build_casino(folder: Path) -> Services:
    """The demo casino in a new SQLite file."""
    from casino.services import demo

    services = Services.open(f"sqlite:///{folder / 'demo.db'}")
    demo.build(services, say=lambda _line: None)
    services.pit.overview()  # its figures read once here before the thread pool does
    return services


def allowed_words() -> set[str]:
    """Words a screen of the demo casino may show untranslated in any language: the names of
    its people, players, tables, positions and shifts (``name_words``) and the currency."""
    return set(_ALLOWED)


_ALLOWED: set[str] = {"Cr", *APP_NAME.split(), *NATIVE_NAMES.values()}


def name_words(services: Services, boss: Console) -> set[str]:
    """The words of everything a person typed in the demo casino, never translated: the names
    of its people, players, tables, positions and shifts, the rules versions' names, and the
    names players gave at the tables."""
    from casino.games import game as game_named

    names = [name for name, _role, _active in services.auth.users()]
    for table_id, game, table, position in services.tables.tables():
        names += [table, position]
        view = services.tables.view(table_id)
        seats = game_named(game).engine.seats(view.state)
        names += [str(getattr(seat, "player", "")) for seat in seats if seat is not None]
    for game in {game for _id, game, _table, _position in services.tables.tables()}:
        names += [str(version["name"]) for version in services.rules.versions(game)]
    names += [name for _id, name, _opened, _closed in services.reports.shifts()]
    players = boss.attempt(services.players.players, boss.require_actor())
    if not isinstance(players, Failed):
        names += [player.name for player in players]
    return {word for name in names for word in name.replace("-", " ").split()} | KEY_NAMES


KEY_NAMES = {"Ctrl", "Shift", "Alt", "Enter", "Esc", "Tab", "Space", "Del", "Backspace",
             "Return", "Home", "End", "PgUp", "PgDown", "Up", "Down", "Left", "Right", "Ins"}
"""Keys as a button names its shortcut (``[Ctrl+P]``): printed on the keyboard, in English."""


def signed_in(services: Services, name: str, pin: str) -> Console:
    console = Console(services, name="screenshots")
    ok(console.login(name, pin))
    return console


# -- 1. starting ------------------------------------------------------------------------------


def started(shots: Shots, url: str) -> StartWindow:
    window = StartWindow(url)
    shots.others.append(window)
    show_window(window)
    window.start()
    wait_until(lambda: window.console is not None, "the database to open")
    return window


def sign_in(shots: Shots) -> None:
    window = started(shots, shots.url)
    if window.pages.currentWidget() is not window.sign_in_page:
        raise RuntimeError(f"the sign-in page is not shown: {window.message.text()}")
    window.user.setCurrentText(BOSS[0])
    window.pin.setText(BOSS[1])
    window.pin.setFocus()
    shots.save(window, "01-sign-in.png")


def first_run(shots: Shots) -> None:
    window = started(shots, f"sqlite:///{shots.folder / 'empty.db'}")
    if window.pages.currentWidget() is not window.first_run:
        raise RuntimeError(f"the first-run page is not shown: {window.message.text()}")
    window.first_name.setText("Lee Pitboss")
    window.first_pin.setText("583920")
    window.first_pin_again.setText("583920")
    window.first_name.setFocus()
    shots.save(window, "02-first-run.png")


# -- 2. the pit -------------------------------------------------------------------------------


def pit_overview(shots: Shots) -> None:
    window = shots.window("boss")
    window.tabs.setCurrentWidget(window.pit)
    window.pit.refresh_now()
    names = [line.name for line in window.pit.model.lines]
    window.pit.table.selectRow(names.index("SK-2") if "SK-2" in names else 0)
    shots.save(window, "03-pit-overview.png")


# -- 7. the second person ---------------------------------------------------------------------


def open_table_count(shots: Shots) -> None:
    window = shots.window("boss")
    window.tabs.setCurrentWidget(window.pit)
    window.pit.refresh_now()
    names = [line.name for line in window.pit.model.lines]
    window.pit.table.selectRow(names.index("SK-1"))
    settle()

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, CountDialog)
        for denomination, count in OPENER.items():
            dialog.counts[denomination].setValue(count)
        dialog.signer.name.setCurrentText(DEALER[0])
        dialog.signer.pin.setText(DEALER[1])
        dialog.signer.pin.setFocus()
        shots.save(dialog, "12-open-table-count.png")

    modal(CountDialog, window.open_table, capture)


def opener_difference(shots: Shots) -> None:
    """SK-1 opened again with the standard opener, not what its night closer counted: the
    first OK shows the difference chip by chip before anyone signs."""
    window = shots.window("boss")
    window.tabs.setCurrentWidget(window.pit)
    window.pit.refresh_now()
    names = [line.name for line in window.pit.model.lines]
    window.pit.table.selectRow(names.index("SK-1"))
    settle()

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, CountDialog)
        for denomination, count in OPENER.items():
            dialog.counts[denomination].setValue(count)
        dialog.signer.name.setCurrentText(DEALER[0])
        dialog.signer.pin.setText(DEALER[1])
        dialog.confirm()
        if dialog.difference.isHidden():
            raise RuntimeError("the opener's difference is not shown")
        shots.save(dialog, "16-opener-difference.png")

    modal(CountDialog, window.open_table, capture)


def slips(shots: Shots) -> None:
    """The night's slips: the voided fill and the one written again."""
    from ui.slip_dialogs import SlipsDialog

    window = shots.window("boss")

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, SlipsDialog)
        dialog.resize(1100, 480)
        shots.save(dialog, "17-slips.png")

    modal(SlipsDialog, window.show_slips, capture)


def count_room(shots: Shots) -> None:
    """The count room's view of the night's drop boxes, as the pit boss sees it."""
    from ui.count_room_dialog import CountRoomDialog

    window = shots.window("boss")

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, CountRoomDialog)
        dialog.resize(1100, 480)
        dialog.table.selectRow(0)
        shots.save(dialog, "18-count-room.png")

    modal(CountRoomDialog, window.show_count_room, capture)


def users(shots: Shots) -> None:
    """The pit boss's Users dialog: a dealer selected, the reason being typed."""
    window = shots.window("boss")

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, UsersDialog)
        dialog.select(DEALER[0])
        dialog.reason.setText("moved to the cage")
        dialog.reason.setFocus()
        shots.save(dialog, "15-users.png")

    modal(UsersDialog, window.show_users, capture)


# -- 8. a lost database -----------------------------------------------------------------------


def shift_reports(shots: Shots) -> None:
    window = shots.window("boss")
    window.show_shifts()
    view = window.shift_view
    assert view is not None
    wait_until(lambda: view.report is not None, "the shifts")
    night = view.shift_model.rows[-1].shift_id  # the demo's closed night shift
    view.select_shift(night)
    wait_until(lambda: view.report is not None and view.report.shift_id == night, "its figures")
    shots.save(window, "14-shift-reports.png")
    window.close_tab(window.tabs.indexOf(view))  # later boss shots keep their tab bar


def report_page(shots: Shots) -> None:
    """The first page of the demo's closed night shift's report, printed in the screens'
    language, as PNG (by ``pdftoppm``, where the machine has it: a picture for the
    documentation, not a check)."""
    import shutil
    import subprocess

    from casino.i18n import speaking
    from reports.export import export_shift
    from ui.i18n import current_language

    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm is None:
        print("report_page: no pdftoppm on this machine; no picture of a page", flush=True)
        return
    night = min(shift_id for shift_id, _name, _opened, _closed in shots.services.reports.shifts())
    pdf = shots.folder / "night.pdf"
    with speaking(current_language()):
        export_shift(shots.services.db, night, pdf, by=shots.boss.require_actor())
    target = shots.out / "14-report-page"
    subprocess.run([pdftoppm, "-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(target)], check=True)  # fmt: skip
    shots.written.append(target.with_suffix(".png"))
    print(target.with_suffix(".png"), flush=True)


# -- 9. players ------------------------------------------------------------------------------


def rated_demo(shots: Shots) -> None:
    """Rated players and their play, from each game whose screenshots module brings them
    (its ``RATED_PLAY``, taking the ``Shots``): a game whose decisions count can play a
    skilled player until the advantage-play flag is raised."""
    import importlib

    from ui.game_consoles import consoles

    for console in consoles():
        if console.screenshots:
            build = getattr(importlib.import_module(console.screenshots), "RATED_PLAY", None)
            if callable(build):
                build(shots)


def players(shots: Shots) -> None:
    """The pit boss's Players dialog: the open shift's players by theo (the flagged ones
    marked), the flags, the records (a merged card among them), and a flagged player's page."""
    from ui.players_view import PlayersDialog

    rated_demo(shots)
    window = shots.window("boss")

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayersDialog)
        dialog.resize(1240, 660)
        wait_until(lambda: dialog.snapshot is not None and not dialog.reading, "the players")
        if not dialog.top_model.rows or not dialog.records_model.rows:
            raise RuntimeError(f"the players are not shown: {dialog.message.text()}")
        shots.save(dialog, "31-players-tonight.png")
        dialog.tabs.setCurrentIndex(1)
        shots.save(dialog, "32-players-advantage-play.png")
        card = dialog.flags_model.card(0) if dialog.flags_model.rows else None
        card = card or dialog.records_model.card(0)
        assert card is not None
        dialog.tabs.setCurrentIndex(2)
        dialog.records.selectRow(dialog.records_model.row_of(card) or 0)
        shots.save(dialog, "33-players-records.png")
        page = dialog.open_page(card)
        wait_until(lambda: page.page is not None or page.failure is not None, "the page")
        if page.page is None:
            raise RuntimeError(f"the player's page was not read: {page.failure}")
        shots.save(page, "34-player-page.png")
        page.reject()

    modal(PlayersDialog, window.show_players, capture)


def database_lost(shots: Shots) -> None:
    window = shots.window("boss")
    window.tabs.setCurrentWidget(window.pit)
    shots.boss.database_lost.emit("connection refused")
    settle()
    if not window.banner.isVisible():
        raise RuntimeError("the banner is not shown")
    shots.save(window, "13-database-lost.png")
    shots.boss.database_back.emit()


SCREENS: tuple[Callable[[Shots], None], ...] = (
    sign_in,
    first_run,
    pit_overview,
    # each game's own screens come here (``game_screens``)
    open_table_count,
    opener_difference,
    slips,
    count_room,
    users,
    shift_reports,
    report_page,
    database_lost,
    players,
)
"""The console's own screens. Each game's (its console's ``screenshots`` module, ``SCREENS``
there) run after the pit overview, in the order of the games' titles: the pit is drawn before
the live tables are added to it."""


def all_screens() -> tuple[Callable[[Shots], None], ...]:
    """The console's screens with every game's screens after the pit overview, then the
    dialogs no screen above shows (``ui.dialog_screenshots``)."""
    import importlib

    from ui.game_consoles import consoles

    found: list[Callable[[Shots], None]] = []
    for console in consoles():
        module = console.screenshots
        if module:
            found += importlib.import_module(module).SCREENS
    at = SCREENS.index(pit_overview) + 1
    dialogs = importlib.import_module("ui.dialog_screenshots").DIALOGS  # as the games' are
    return (*SCREENS[:at], *found, *SCREENS[at:], *dialogs)


# -- running ----------------------------------------------------------------------------------


def isolate(folder: Path) -> None:
    """Settings and the policy cache in ``folder``, never the user's own."""
    os.environ["CASINO_CACHE_DIR"] = str(folder / "cache")
    settings = folder / "settings"
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(settings))


def _qt_message(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's messages, less the offscreen platform's note on every dialog shown."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr, flush=True)


def run(
    out: Path,
    only: Sequence[str] = (),
    language: str = SOURCE,
    inspect: Callable[[QWidget, str], None] | None = None,
) -> int:
    """Render the screens (those named in ``only``, or all) into ``out``, in ``language``,
    each shown to ``inspect`` first if given; the number that failed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="casino-") as temp:
        folder = Path(temp)
        isolate(folder)
        qInstallMessageHandler(_qt_message)
        app = create_app([sys.argv[0]])
        switch_language(language)
        started_at = time.monotonic()
        services = build_casino(folder)
        shots = Shots(
            out=out,
            folder=folder,
            services=services,
            boss=signed_in(services, *BOSS),
            dealer=signed_in(services, *DEALER),
            inspect=inspect,
        )
        _ALLOWED.update(name_words(services, shots.boss))
        print(f"demo casino built in {time.monotonic() - started_at:.1f} s", flush=True)
        failed = 0
        gc.disable()
        gc.collect()
        gc.freeze()  # the demo casino, built, is never garbage: each screen's collection skips it
        try:
            for screen in all_screens():
                if only and screen.__name__ not in only:
                    continue
                try:
                    screen(shots)
                    idle()
                except Exception:
                    failed += 1
                    print(f"{screen.__name__} failed:", file=sys.stderr, flush=True)
                    traceback.print_exc()
            close(shots, app)
        finally:
            gc.enable()
        print(
            f"{len(shots.written)} screenshots in {time.monotonic() - started_at:.1f} s",
            flush=True,
        )
    return failed


def close(shots: Shots, app: QApplication) -> None:
    """Stop every window and background job, and let go of the databases."""
    QThreadPool.globalInstance().waitForDone(30_000)
    for window in (*shots.windows.values(), *shots.others):
        window.close()
    settle()
    QThreadPool.globalInstance().waitForDone(30_000)
    for other in shots.others:
        if isinstance(other, StartWindow) and other.console is not None:
            other.console.services.tables.close()
            other.console.services.db.dispose()
    shots.services.tables.close()
    shots.services.db.dispose()
    app.processEvents()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ui.screenshots", description="Render the console's screens to PNG."
    )
    parser.add_argument(
        "--out", type=Path, default=Path("docs/screenshots"), help="folder for the PNG files"
    )
    parser.add_argument(
        "--only",
        nargs="*",
        default=[],
        metavar="SCREEN",
        help="only these screens, by function name: "
        + ", ".join(s.__name__ for s in all_screens()),
    )
    parser.add_argument(
        "--lang", default=SOURCE, choices=(*LANGUAGES, PSEUDO),
        help="the language of the screens (pseudo: the translators' check language)",
    )
    parser.add_argument(
        "--check", action="store_true",
        help="print each screen's words left untranslated and text cut off (use with --lang)",
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    inspect = None
    if args.check:
        from ui.translation_check import cut_off, untranslated

        def inspect(widget: QWidget, name: str) -> None:
            for problem in (*untranslated(widget, allowed_words()), *cut_off(widget)):
                print(f"  {name}: {problem}", flush=True)

    failed = run(args.out, args.only, args.lang, inspect)
    if failed:
        print(f"{failed} screen(s) failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
