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
    Qt,
    QThreadPool,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from casino.equipment.sekhoma_pack import parse_cards
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import PlaceBet, SetHand, StartRound
from casino.games.house_rules import HouseRules
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import Bet, Exchange, Phase, Raise, Showdown, StartHand
from casino.services import Services
from casino.services.auth import Signature
from casino.store import migrate
from casino.store.unit import Database
from ui.app import create_app
from ui.console import Console, Failed
from ui.games.fiddler_crab.screen import CardsPanel, FiddlerCrabScreen, SettlePanel
from ui.games.sekhoma.screen import SekhomaScreen, ShowdownDialog
from ui.main_window import MainWindow
from ui.pit_dialogs import CountDialog
from ui.recall import RecallDialog
from ui.rules_editor import RulesEditor
from ui.startup import StartWindow
from ui.users_dialog import UsersDialog
from ui.widgets import SecondPersonDialog

WINDOW = QSize(1280, 800)
"""The size every window is rendered at; dialogs keep their own."""
TIMEOUT = 60.0
"""Seconds to wait for anything the console does in the background."""
BOSS = ("Pat Pitboss", "700700")
DEALER = ("Dana Dealer", "1000")
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}
"""The opener the demo counts into each tray, as the count dialog is filled in."""

LIVE_SEKHOMA = "SK-3"
LIVE_CRAB = "FC-3"
CRAB_PLAYERS = {1: "Ana", 2: "Bo", 3: "Cy"}
CRAB_SPLITS = {
    1: ("1C 2C 3C 4C 5R 6N", "1P 2P 3P"),  # Four of a Kind / Three of a Kind: wins both
    2: ("1S 1M 2R 2S 3N 3N", "4S 4M 5C"),  # Two Pair / No Hand: loses
    3: ("5S 5M 6C 6R 4P 4P", "6N 5N 4N"),  # One Pair / Three of a Kind: a push
}
"""A live round whose cards are chosen (as in the Fiddler-Crab screen's tests): against the
dealer's nine below, seat 1 wins both, seat 2 loses and seat 3 pushes."""
CRAB_DEALER = "6S 6S 6M 5M 1C 5R 2N 2P 3R"

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
        path = self.out / name
        if not widget.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        self.written.append(path)
        print(path, flush=True)
        size = widget.size()
        if not isinstance(widget, QDialog) and size != WINDOW:
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
        (``boss``), or the dealer's, one per game (``sekhoma``, ``fiddler-crab``), so that each
        table screen is drawn in a window sized for it alone."""
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

    db = Database(f"sqlite:///{folder / 'demo.db'}")
    migrate.upgrade(db.engine)
    services = Services(db)
    demo.build(services, say=lambda _line: None)
    services.pit.overview()  # its figures read once here before the thread pool does
    return services


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


# -- 3. Sekhoma -------------------------------------------------------------------------------


def _acting(screen: SekhomaScreen) -> int | None:
    hand = screen.view.state.hand if screen.view is not None else None
    if hand is None or hand.to_act is None:
        return None
    seat: int = hand.order[hand.to_act]
    return seat


def _step(screen: SekhomaScreen) -> None:
    """One quiet move of the hand: start it, check or call, stand pat, or show down."""
    assert screen.view is not None
    hand = screen.view.state.hand
    seat = _acting(screen)
    if hand is None:
        if screen.option(StartHand.KIND) is None:
            raise RuntimeError("a Sekhoma hand cannot start at SK-2")
        screen.act(StartHand.KIND)
    elif hand.phase == Phase.SHOWDOWN:
        screen.send(Showdown(), "showdown")
    elif seat is None:
        raise RuntimeError(f"nobody to act in {hand.phase}")
    elif hand.phase == Phase.EXCHANGE:
        shoe = screen.rules.cards == "shoe"
        screen.send(Exchange(seat) if shoe else Exchange(seat, count=0), f"seat {seat} stands pat")
    else:
        screen.act("check" if screen.option("check", seat) else "call")
    if screen.message.is_error:
        raise RuntimeError(screen.message.text())


def sekhoma_at(shots: Shots, phase: Phase) -> SekhomaScreen:
    """SK-2 (a shoe table of the demo) with a hand in ``phase``: the hand in play is moved on
    to it, or played out and a new one started if it is past it."""
    screen = shots.screen(shots.table("SK-2"), SekhomaScreen)
    screen.cancel_entry()
    for _ in range(200):
        assert screen.view is not None
        hand = screen.view.state.hand
        if hand is not None and hand.phase == phase:
            return screen
        _step(screen)
    raise RuntimeError(f"the Sekhoma hand did not reach {phase}")


def sekhoma_betting(shots: Shots) -> None:
    screen = sekhoma_at(shots, Phase.BETTING_1)
    assert screen.view is not None
    hand = screen.view.state.hand
    if hand is not None and hand.level == 0:
        for kind in ("bet", "raise"):  # the first seat bets, the next one raises
            seat = _acting(screen)
            if seat is not None and screen.option(kind, seat) is not None:
                option = screen.option(kind, seat)
                assert option is not None
                if option.low == option.high:
                    screen.act(kind)
                else:
                    command = (Bet if kind == "bet" else Raise)(seat, option.low)
                    screen.send(command, f"seat {seat} {kind}s")
    screen.select_seat(_acting(screen) or 1)
    shots.save(shots.window("sekhoma"), "04-sekhoma-betting.png")


def sekhoma_exchange(shots: Shots) -> None:
    screen = sekhoma_at(shots, Phase.EXCHANGE)
    seat = _acting(screen)
    screen.select_seat(seat or 1)
    screen.act(Exchange.KIND)  # the discard picker with the seat's own cards
    if not screen.picker.isVisible():
        raise RuntimeError(f"no discard picker for seat {seat}: {screen.message.text()}")
    for place in (2, 5):
        screen.picker.toggle(place)
    screen.picker.setFocus()
    shots.save(shots.window("sekhoma"), "06-sekhoma-exchange.png")
    screen.cancel_entry()


def sekhoma_showdown(shots: Shots) -> None:
    screen = sekhoma_at(shots, Phase.SHOWDOWN)

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        if not dialog.previewing:
            raise RuntimeError(f"no payout preview: {screen.message.text()}")
        shots.save(dialog, "05-sekhoma-showdown.png")

    modal(ShowdownDialog, lambda: screen.act(Showdown.KIND), capture)


# -- 4. Fiddler-Crab --------------------------------------------------------------------------


def crab_round(shots: Shots) -> FiddlerCrabScreen:
    """The live Fiddler-Crab table with three players betting and a round under way."""
    table_id = shots.live_table("fiddler-crab", LIVE_CRAB, FiddlerCrabRules())
    screen = shots.screen(table_id, FiddlerCrabScreen)
    screen.close_panel()
    if screen.state.round is None:
        for seat, player in CRAB_PLAYERS.items():
            if screen.state.seat(seat) is None:
                screen.send(SeatPlayer(seat, player, 20_000), f"seat {player}")
            if not screen.state.bets[seat - 1]:
                screen.send(PlaceBet(seat, 1000 * seat), f"bet seat {seat}")
        if screen.option(StartRound.KIND) is None:
            raise RuntimeError(f"the round cannot start: {screen.message.text()}")
        screen.start_round()
    if screen.state.round is None:
        raise RuntimeError(f"no round at {LIVE_CRAB}: {screen.message.text()}")
    return screen


def _type_split(panel: CardsPanel, large: str, small: str) -> None:
    """A seat's split typed into the open panel, Enter after each hand, as a dealer would."""
    for entry, cards in zip(panel.entries, (large, small), strict=True):
        entry.setFocus()
        entry.clear()
        QTest.keyClicks(entry, cards)
        QTest.keyClick(entry, Qt.Key.Key_Return)


def crab_in_round(shots: Shots) -> None:
    screen = crab_round(shots)
    rnd = screen.state.round
    assert rnd is not None
    if rnd.dealer is not None:
        raise RuntimeError("the dealer's hand is already set; no split is being entered")
    screen.set_hand()
    for seat in (1, 2):
        panel = screen.panel
        if rnd.split_of(seat) is None and isinstance(panel, CardsPanel) and panel.seat == seat:
            _type_split(panel, *CRAB_SPLITS[seat])
    panel = screen.panel
    if not isinstance(panel, CardsPanel):
        raise RuntimeError(f"no card entry is open: {screen.message.text()}")
    large = panel.entries[0]
    large.setFocus()
    large.clear()
    QTest.keyClicks(large, CRAB_SPLITS[panel.seat or 3][0][:9])  # three cards typed so far
    shots.save(shots.window("fiddler-crab"), "07-fiddler-crab-round.png")


def crab_settlement(shots: Shots) -> None:
    screen = crab_round(shots)
    screen.close_panel()
    rnd = screen.state.round
    assert rnd is not None
    for seat in rnd.seats:
        if screen.state.round is not None and screen.state.round.split_of(seat) is None:
            large, small = (parse_cards(text) for text in CRAB_SPLITS[seat])
            screen.send(SetHand(seat, large, small), f"hand seat {seat}")
    screen.close_panel()
    if screen.state.round is not None and screen.state.round.dealer is None:
        screen.dealer_hand()
        panel = screen.panel
        if not isinstance(panel, CardsPanel):
            raise RuntimeError(f"no entry for the dealer's hand: {screen.message.text()}")
        entry = panel.entries[0]
        entry.setFocus()
        QTest.keyClicks(entry, CRAB_DEALER)
        QTest.keyClick(entry, Qt.Key.Key_Return)
    screen.settle()
    if not isinstance(screen.panel, SettlePanel):
        raise RuntimeError(f"no settlement preview: {screen.message.text()}")
    screen.panel.setFocus()
    shots.save(shots.window("fiddler-crab"), "08-fiddler-crab-settlement.png")


# -- 5. the house rules -----------------------------------------------------------------------


def rules_editor(shots: Shots) -> None:
    window = shots.window("boss")
    window.show_rules()
    editor = window.rules_editor
    assert isinstance(editor, RulesEditor)
    editor.choose_game("fiddler-crab")
    settle()
    wait_until(
        lambda: (
            not editor.computing
            and editor.figures.shown_rules is not None
            and editor.figures.shown_rules == editor.reading.rules
        ),
        "the Fiddler-Crab figures",
    )
    if not editor.figures.warning_text:
        print("  note: these rules show no skilled-player warning", file=sys.stderr)
    shots.save(window, "09-rules-editor.png")


# -- 6. recall --------------------------------------------------------------------------------


def recall(shots: Shots) -> None:
    table_id = shots.table("SK-2")
    console = shots.dealer
    lines = ok(console.attempt(shots.services.recall.hands, table_id, 20))
    best: tuple[int, int] | None = None
    for line in lines:
        if line.in_play:
            continue
        found = ok(console.attempt(shots.services.recall.hand, table_id, line.number))
        if found.void is None and (best is None or len(found.steps) > best[1]):
            best = (line.number, len(found.steps))
    if best is None:
        raise RuntimeError("no finished hand to recall at SK-2")
    dialog = RecallDialog(console, table_id, hand=best[0], parent=shots.window("sekhoma"))
    shots.others.append(dialog)
    dialog.show()
    settle()
    replay = dialog.recall
    assert replay is not None
    # The step nearest the middle of the hand that moved money, so the wagers show too.
    middle = len(replay.steps) // 2
    moved = [i for i, step in enumerate(replay.steps) if step.wagers] or [middle]
    dialog.set_step(len(replay.lead_in) + min(moved, key=lambda i: abs(i - middle)))
    dialog.step_view.setFocus()
    shots.save(dialog, "10-recall.png")
    dialog.close()


# -- 7. the second person ---------------------------------------------------------------------


def void_approval(shots: Shots) -> None:
    """The void asked for at the live Sekhoma table, two players into its first hand."""
    table_id = shots.live_table("sekhoma", LIVE_SEKHOMA, SekhomaRules())
    screen = shots.screen(table_id, SekhomaScreen)
    assert screen.view is not None
    if screen.view.state.hand is None:
        for seat, player in ((1, "Ana"), (2, "Bo"), (4, "Di")):
            if screen.view.state.seat(seat) is None:
                screen.send(SeatPlayer(seat, player, 10_000), f"seat {player}")
        screen.act(StartHand.KIND)
    if screen.option("void") is None:
        raise RuntimeError(f"no hand to void at {LIVE_SEKHOMA}: {screen.message.text()}")

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, SecondPersonDialog) and dialog.reason is not None
        dialog.reason.setPlainText("card exposed on the deal")
        dialog.fields.name.setCurrentText(BOSS[0])
        dialog.fields.pin.setText(BOSS[1])
        dialog.fields.pin.setFocus()
        shots.save(dialog, "11-void-approval.png")

    modal(SecondPersonDialog, screen.void_hand, capture)


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
    sekhoma_betting,
    sekhoma_exchange,
    sekhoma_showdown,
    crab_in_round,
    crab_settlement,
    rules_editor,
    recall,
    void_approval,
    open_table_count,
    opener_difference,
    slips,
    count_room,
    users,
    shift_reports,
    database_lost,
)
"""In the order they run: the pit is drawn before the live tables are added to it, and the
Sekhoma hand moves on from its betting round through the exchange to the showdown."""


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


def run(out: Path, only: Sequence[str] = ()) -> int:
    """Render the screens (those named in ``only``, or all) into ``out``; the number that
    failed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="casino-") as temp:
        folder = Path(temp)
        isolate(folder)
        qInstallMessageHandler(_qt_message)
        app = create_app([sys.argv[0]])
        started_at = time.monotonic()
        services = build_casino(folder)
        shots = Shots(
            out=out,
            folder=folder,
            services=services,
            boss=signed_in(services, *BOSS),
            dealer=signed_in(services, *DEALER),
        )
        print(f"demo casino built in {time.monotonic() - started_at:.1f} s", flush=True)
        failed = 0
        gc.disable()
        try:
            for screen in SCREENS:
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
        help="only these screens, by function name: " + ", ".join(s.__name__ for s in SCREENS),
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    failed = run(args.out, args.only)
    if failed:
        print(f"{failed} screen(s) failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
