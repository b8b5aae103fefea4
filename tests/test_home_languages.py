"""The console at the games' home tables (issue 38), as its tester checks it: a Russian-language
dealer runs a Seka hand to a svara, a Czech-language dealer runs a Sedma deal, a
Finnish-language pit boss publishes rules and prints the shift report; no English word appears
on their screens or pages but names, and 12,50 typed by the Russian dealer is twelve and a
half."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.seating import SeatPlayer
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import Phase
from casino.games.tricks.sedma.rules import SedmaRules
from casino.i18n.languages import SOURCE
from casino.services import Services
from casino.store import clock
from tests.cli_runner import run_casino
from tests.home_words import english_in
from tests.store_fixtures import STAFF, Staff, open_table
from tests.ui_fixtures import answer_dialog, signed_in_console
from ui.console import Console
from ui.game_consoles import console_of
from ui.games.seka.screen import SekaScreen, ShowdownDialog
from ui.games.tricks.screen import TrickScreen
from ui.i18n import switch_language
from ui.translation_check import texts_of
from ui.widgets import AmountField

KEYS = ("Ctrl", "Shift", "Enter", "Esc", "Tab", "Space")
"""Keys named on buttons, as printed on the keyboard."""


@pytest.fixture(autouse=True)
def _back_to_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    monkeypatch.setenv("CASINO_CACHE_DIR", str(tmp_path / "cache"))
    yield
    QThreadPool.globalInstance().waitForDone(30_000)
    switch_language(SOURCE)


def _signed_in(services: Services, staff: Staff, who: str, code: str) -> Console:
    """``who`` with ``code`` on their record, signed in: the console speaks it, as it switches
    at a sign-in (``ui.app.Session``)."""
    services.auth.set_language(staff.admin, STAFF[who][0], code)
    console = signed_in_console(services, who)
    assert console.actor is not None and console.actor.language == code
    switch_language(console.actor.language)
    return console


def _shown(widget: QWidget) -> list[str]:
    return [text for _child, _kind, text in texts_of(widget)]


def _key(qtbot: QtBot, screen: QWidget, name: str) -> None:
    if QApplication.activeModalWidget() is None and not screen.isActiveWindow():
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
    target = QApplication.focusWidget() or screen
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{name}"))


def _screen(qtbot: QtBot, console: Console, table_id: int, game: str) -> QWidget:
    screen = console_of(game).screen(console, table_id)
    qtbot.addWidget(screen)
    screen.reload()  # type: ignore[attr-defined]
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    return screen


def test_a_russian_dealer_runs_a_seka_hand_to_a_svara_in_russian(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table_id = open_table(ui_services, ui_staff, "seka", SekaRules())
    console = _signed_in(ui_services, ui_staff, "dealer", "ru")
    screen = _screen(qtbot, console, table_id, "seka")
    assert isinstance(screen, SekaScreen)
    names = {1: "Ana", 2: "Bo", 3: "Cy", 4: "Di"}
    for seat, name in names.items():
        assert screen.send(SeatPlayer(seat, name, 10_000), f"seat {name}") is not None
    screen.setFocus()
    for name in ("N", "C", "L", "C", "F", "F"):
        _key(qtbot, screen, name)
    seen: list[str] = []
    failures: list[BaseException] = []

    def fill(dialog: QDialog) -> None:
        try:
            assert isinstance(dialog, ShowdownDialog)
            for seat, cards in ((2, "AH KH 9C"), (3, "AS KS 8D")):  # 21 each: a tie
                line = dialog.lines[seat]
                line.setFocus()
                qtbot.keyClicks(line, cards)
            qtbot.keyClick(dialog.lines[3], Qt.Key.Key_Return)
            seen.extend(_shown(dialog))
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
        except BaseException as exc:
            failures.append(exc)
            dialog.reject()

    answer_dialog(fill, ShowdownDialog)
    _key(qtbot, screen, "V")
    if failures:
        raise failures[0]
    hand = screen.state.hand
    assert hand is not None and hand.phase == Phase.SVARA_SPLIT
    assert screen.svara.isVisible() and "СВАРА" in screen.svara.text()
    shown = _shown(screen) + seen
    assert not english_in(shown, "ru", [*names.values(), *KEYS, "Cr"])

    field = AmountField()
    qtbot.addWidget(field)
    field.configure(SekaRules(), 100, 100_000, "ставка")
    field.setText("12,50")
    assert field.amount() == 1250
    field.setText("12.50")
    assert field.amount() is None and "12,50" in field.problem() and "1\u00a0250" in \
        field.problem()


def test_a_czech_dealer_runs_a_sedma_deal_in_czech(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff
) -> None:
    table_id = open_table(ui_services, ui_staff, "sedma", SedmaRules(cards="shoe"))
    console = _signed_in(ui_services, ui_staff, "dealer", "cs")
    screen = _screen(qtbot, console, table_id, "sedma")
    assert isinstance(screen, TrickScreen)
    names = [f"Hráč {seat}" for seat in range(1, screen.state.rules.players + 1)]
    for seat, name in enumerate(names, start=1):
        assert screen.send(SeatPlayer(seat, name, 10_000), "seat") is not None
    screen.setFocus()
    _key(qtbot, screen, "N")
    shown: list[str] = _shown(screen)
    for _ in range(200):
        deal = screen.state.deal
        if deal is None:
            break
        turn = screen.projected.turn  # type: ignore[union-attr]
        if turn.doing == "decide" and (not turn.cards or deal.tricks_played % 2):
            _key(qtbot, screen, "E")
        else:
            _key(qtbot, screen, str(turn.hand.index(turn.cards[0]) + 1))
        shown += _shown(screen)
    assert screen.state.deal is None and screen.state.hands_dealt == 1
    assert not english_in(shown, "cs", [*names, *KEYS, "Cr"])


def test_a_finnish_pit_boss_publishes_rules_and_prints_the_shift_report_in_finnish(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, tmp_path: Path
) -> None:
    from ui.rules_editor import RulesEditor
    from ui.widgets import SecondPersonDialog

    open_table(ui_services, ui_staff, "fiddler-crab", FiddlerCrabRules(), name="Rapu 1")
    console = _signed_in(ui_services, ui_staff, "boss", "fi")
    editor = RulesEditor(console)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    editor.choose_game("fiddler-crab")
    settle: Callable[[], None] = lambda: qtbot.waitUntil(  # noqa: E731
        lambda: not editor.computing and not editor.publishing, timeout=60_000
    )
    settle()
    entry = editor.form.editor("max_bet")
    entry.clear()  # type: ignore[attr-defined]
    qtbot.keyClicks(entry, "250,00")
    editor.version_name.clear()
    qtbot.keyClicks(editor.version_name, "Pienempi maksimipanos")

    def approve(dialog: QDialog) -> None:
        assert isinstance(dialog, SecondPersonDialog)
        dialog.fields.name.setCurrentText("Ada Admin")
        dialog.fields.pin.setText("900900")
        dialog.confirm()

    answer_dialog(approve, SecondPersonDialog)
    shown = _shown(editor)
    qtbot.mouseClick(editor.publish_button, Qt.MouseButton.LeftButton)
    settle()
    assert not editor.publish_message.is_error, editor.publish_message.text()
    versions = ui_services.rules.versions("fiddler-crab")
    assert versions[-1]["name"] == "Pienempi maksimipanos"
    assert versions[-1]["rules"]["max_bet"] == 25_000
    shown += _shown(editor)
    people = [word for name, _role, _pin in STAFF.values() for word in name.split()]
    allowed = [*people, "Rapu", "Pienempi", "maksimipanos", "test", "rules", *KEYS, "Cr"]
    assert not english_in(shown, "fi", allowed)

    url = str(ui_services.db.url)
    pdf, again = tmp_path / "vuoro.pdf", tmp_path / "uudelleen.pdf"
    at = datetime.now(UTC)
    for target in (pdf, again):  # the shift is open: its figures stand as of the clock
        with clock.simulated(lambda: at):
            done = run_casino("report", "--shift", "latest", "--lang", "fi", "--out",
                              str(target), "--db", url)
        assert done.returncode == 0, done.stderr
    assert pdf.read_bytes() == again.read_bytes()
    with clock.simulated(lambda: at):
        english = run_casino("report", "--shift", "latest", "--out", str(tmp_path / "en.pdf"),
                             "--db", url)
    assert english.stdout.split(",")[0].split()[-1] == done.stdout.split(",")[0].split()[-1]
    lines = [line for page in PdfReader(pdf).pages for line in page.extract_text().splitlines()]
    assert not english_in(lines, "fi", [*allowed, "shift", "Casino"])
