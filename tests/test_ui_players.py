"""The pit's players views through real widgets on a real database (issue 22): the Players
dialog's top players of a shift with the services' figures, the flags, enrolling and merging
through its dialogs, a player's page, the Pit menu entry offered to supervisors only, the seat
dialog's hint, and the Fiddler-Crab rules editor's figures against a player of a given skill."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from store_fixtures import Staff, open_table, sender
from ui_fixtures import answer_dialog, signed_in_console

from casino.games.fiddler_crab.math.figures import edge_report
from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.skill import best_pair
from casino.games.fiddler_crab.math.splits import split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import PlaceBet, SetDealerHand, SetHand, Settle, StartRound
from casino.games.seating import SeatPlayer
from casino.money import format_money
from casino.services import Services
from casino.services.players.ratings import FLAG_ROUNDS
from casino.store import models as m
from ui.console import Console
from ui.games.fiddler_crab.figures_panel import FiguresPanel, compute_figures, projected_ev
from ui.main_window import MainWindow
from ui.players_view import (
    TOP_PLAYERS,
    EnrolDialog,
    MergeDialog,
    PlayerPageDialog,
    PlayersDialog,
    TonightModel,
)
from ui.rules_editor import RulesEditor
from ui.table_screen import BuyInDialog

pytestmark = pytest.mark.usefixtures("ui_staff", "ui_settings")

SHOE = FiddlerCrabRules(cards="shoe")
BET = 1_000
Strategy = Callable[[tuple[Any, ...]], Any]


def _copy(cards: tuple[Any, ...]) -> Any:
    return dealer_split(SHOE, cards)


def _best(cards: tuple[Any, ...]) -> Any:
    return split_to_pair(cards, best_pair(SHOE, INDEX[vector_of_cards(cards)]))


def play_rounds(
    services: Services, staff: Staff, table: int, players: dict[int, Strategy], rounds: int
) -> None:
    """``rounds`` shoe rounds, each seat in ``players`` betting ``BET`` and splitting as its
    strategy says; then the advantage-play look (on its own thread) is waited for."""
    send = sender(services, staff, table)
    for _number in range(rounds):
        for seat in players:
            send(PlaceBet(seat, BET))
        state = send(StartRound())
        dealt = dict(zip(state.round.seats, state.round.dealt, strict=True))
        for seat, strategy in players.items():
            send(SetHand(seat, *strategy(dealt[seat])))
        send(SetDealerHand())
        send(Settle())
    watch = getattr(services.tables, "advantage", None)
    if watch is not None:
        assert watch.wait(), "the advantage-play look did not finish"


@pytest.fixture(autouse=True)
def _quiet_pool(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No test writes to the user's policy cache, and none leaves work running behind it."""
    monkeypatch.setenv("CASINO_CACHE_DIR", str(tmp_path / "cache"))
    yield
    QThreadPool.globalInstance().waitForDone(30_000)


@pytest.fixture
def played(ui_services: Services, ui_staff: Staff) -> int:
    """Cora (card 100) copies the dealer, Ben (card 200) always splits best, a walk-in copies
    the dealer: ``FLAG_ROUNDS`` rounds at a Fiddler-Crab shoe table, so Ben is flagged. The
    shift's id."""
    ui_services.players.enrol(ui_staff.boss, "100", "Cora Copy")
    ui_services.players.enrol(ui_staff.boss, "200", "Ben Best")
    table = open_table(ui_services, ui_staff, "fiddler-crab", SHOE, name="FC-9")
    send = sender(ui_services, ui_staff, table)
    send(SeatPlayer(1, "#100", 100_000))
    send(SeatPlayer(2, "#200", 100_000))
    send(SeatPlayer(3, "Walk-in", 100_000))
    play_rounds(ui_services, ui_staff, table, {1: _copy, 2: _best, 3: _copy}, FLAG_ROUNDS)
    return ui_services.shifts.open_shifts()[0][0]


def players_dialog(qtbot: QtBot, console: Console) -> PlayersDialog:
    dialog = PlayersDialog(console)
    qtbot.addWidget(dialog)
    dialog.show()
    wait_read(qtbot, dialog)
    return dialog


def wait_read(qtbot: QtBot, dialog: PlayersDialog) -> None:
    qtbot.waitUntil(
        lambda: not dialog.reading and (dialog.snapshot is not None or dialog.message.is_error),
        timeout=30_000,
    )


def cell(model: Any, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
    return model.data(model.index(row, column), role)


def double_click(view: Any, row: int) -> None:
    """A double click on ``row``'s first cell, as a person makes it (the press first: the
    view acts on a double click on the item it was pressed on)."""
    point = view.visualRect(view.model().index(row, 0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def money(value: Fraction | int, currency: tuple[str, int]) -> str:
    return format_money(math.floor(value), *currency)


# -- Tonight, the flags ------------------------------------------------------------------------


def test_tonight_lists_the_shifts_players_by_theo_with_the_services_figures(
    qtbot: QtBot, ui_services: Services, played: int
) -> None:
    console = signed_in_console(ui_services, "boss")
    dialog = players_dialog(qtbot, console)
    assert not dialog.message.is_error, dialog.message.text()
    assert dialog.shift.currentData() == played  # the open shift, without being asked
    model = dialog.top_model
    expected = ui_services.ratings.top_players(console.require_actor(), played, TOP_PLAYERS)
    assert [line.key for line in model.rows] == [line.key for line in expected]
    assert model.columnCount() == len(TonightModel.COLUMNS) == 12
    theos = [line.figures.theo for line in model.rows]
    assert theos == sorted(theos, reverse=True) and len(theos) == 3

    rows = {line.key: number for number, line in enumerate(model.rows)}
    ben, cora = rows["200"], rows["100"]
    line = next(x for x in expected if x.key == "200")
    figures, currency = line.figures, line.currency
    assert figures.hands == FLAG_ROUNDS and figures.total_bet == FLAG_ROUNDS * BET
    shown = [cell(model, ben, column) for column in range(12)]
    assert shown[0] == "Ben Best (#200)" and shown[1] == "FC-9" and shown[2] == "1"
    assert re.fullmatch(r"\d+:\d\d", shown[3])
    assert shown[4] == str(FLAG_ROUNDS)
    assert shown[5] == money(BET, currency) and shown[6] == money(FLAG_ROUNDS * BET, currency)
    # Theo: the bets times the exact edge of the rules (the player who copies the dealer's).
    edge = -edge_report(SHOE).mirror.ev_per_hand
    assert figures.theo == edge * FLAG_ROUNDS * BET
    assert shown[7] == money(figures.theo, currency)
    assert figures.theo_at_play is not None and figures.theo_at_play < 0
    assert shown[8] == money(figures.theo_at_play, currency)
    assert cell(model, ben, 8, Qt.ItemDataRole.ForegroundRole) is not None  # red: house loses
    result = figures.result
    assert result is not None
    assert shown[9] == (f"+{money(result, currency)}" if result > 0 else money(result, currency))
    assert shown[10] == "1.00" and shown[11] == "⚑"
    assert cell(model, ben, 0, Qt.ItemDataRole.BackgroundRole) is not None  # marked
    assert cell(model, ben, 0, Qt.ItemDataRole.UserRole) == "200"

    assert cell(model, cora, 10) == "0.00" and cell(model, cora, 11) == ""
    assert cell(model, cora, 0, Qt.ItemDataRole.BackgroundRole) is None
    walk_in = next(n for n, x in enumerate(model.rows) if not x.rated)
    assert cell(model, walk_in, 0).startswith("Walk-in (FC-9, seat 3)")
    assert cell(model, walk_in, 0, Qt.ItemDataRole.UserRole) is None

    # The advantage-play tab: Ben's flag, with its figures, opening his page's card.
    flags = dialog.flags_model
    assert len(flags.rows) == 1 and dialog.flags_empty.isHidden()
    assert cell(flags, 0, 3) == "Ben Best (#200)" and cell(flags, 0, 1) == "FC-9"
    assert cell(flags, 0, 5) == "1.00" and cell(flags, 0, 4) == str(FLAG_ROUNDS)
    flag = flags.rows[0]
    assert cell(flags, 0, 7) == money(flag.theo_at_play, currency)
    assert "negative for the house" in cell(flags, 0, 8)
    assert flags.card(0) == "200"
    assert dialog.tabs.tabText(1) == "Advantage play (1)"


def test_a_shift_without_play_says_so_and_another_shift_can_be_chosen(
    qtbot: QtBot, ui_services: Services, ui_staff: Staff, played: int
) -> None:
    ui_services.shifts.open_shift(ui_staff.boss, "Late shift")
    console = signed_in_console(ui_services, "boss")
    dialog = players_dialog(qtbot, console)
    assert dialog.shift.currentData() != played  # the newest open shift first
    assert dialog.top_model.rows == [] and dialog.top_empty.isVisible()
    assert "Nobody has played" in dialog.top_empty.text()
    dialog.shift.setCurrentIndex(dialog.shift.findData(played))
    qtbot.waitUntil(lambda: len(dialog.top_model.rows) == 3, timeout=30_000)
    assert dialog.top_empty.isHidden()


# -- who is offered it ---------------------------------------------------------------------------


def menu_entries(window: MainWindow) -> dict[str, bool]:
    return {
        action.text().replace("&", ""): action.isVisible() and action.isEnabled()
        for menu in window.menuBar().findChildren(QMenu)
        for action in menu.actions()
        if action.text()
    }


def test_the_pit_menu_offers_players_to_supervisors_only(
    qtbot: QtBot, ui_services: Services
) -> None:
    windows = {}
    for who in ("dealer", "boss", "admin"):
        window = MainWindow(signed_in_console(ui_services, who))
        qtbot.addWidget(window)
        window.pit.timer.stop()
        windows[who] = window
    assert not menu_entries(windows["dealer"])["Players…"]
    assert menu_entries(windows["boss"])["Players…"]
    assert menu_entries(windows["admin"])["Players…"]
    boss = windows["boss"]
    keys = [a.shortcut().toString() for a in boss.findChildren(type(boss.about_action))
            if not a.shortcut().isEmpty()]  # fmt: skip
    assert len(keys) == len(set(keys)) and "Ctrl+Shift+P" in keys

    def seen(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayersDialog)
        wait_read(qtbot, dialog)
        assert not dialog.message.is_error

    answer_dialog(seen, PlayersDialog)
    boss.show_players()


def test_a_dealer_who_reaches_the_dialog_is_refused_in_one_sentence(
    qtbot: QtBot, ui_services: Services
) -> None:
    dialog = players_dialog(qtbot, signed_in_console(ui_services, "dealer"))
    assert dialog.message.is_error and dialog.snapshot is None
    assert "only a pit boss or an administrator may" in dialog.message.text()


def test_the_seat_dialog_hints_at_seating_by_card(qtbot: QtBot) -> None:
    dialog = BuyInDialog(SHOE, "Seat a player", name=True, seats=[1, 2], seat=1)
    qtbot.addWidget(dialog)
    assert dialog.player.placeholderText() == "Name, or # and the card number"


# -- enrol, merge, a page ------------------------------------------------------------------------


def test_enrol_and_merge_through_the_dialogs(qtbot: QtBot, ui_services: Services) -> None:
    console = signed_in_console(ui_services, "boss")
    dialog = players_dialog(qtbot, console)
    assert dialog.records_model.rows == [] and not dialog.merge_button.isEnabled()

    def enrol(card: str, name: str, refused: str | None = None) -> None:
        def fill(form: QDialog) -> None:
            assert isinstance(form, EnrolDialog)
            form.card.setText(card)
            form.name.setText(name)
            form.confirm()
            if refused is not None:
                assert form.isVisible() and form.message.is_error
                assert refused in form.message.text()

        answer_dialog(fill, EnrolDialog)
        qtbot.mouseClick(dialog.enrol_button, Qt.MouseButton.LeftButton)

    enrol("300", "Ann Lee")
    qtbot.waitUntil(lambda: dialog.records_model.row_of("300") is not None, timeout=30_000)
    assert "Ann Lee is enrolled on card 300" in dialog.message.text()
    enrol("300", "Someone Else", refused="already enrolled")
    enrol("#301", "Ann Lee")
    qtbot.waitUntil(lambda: dialog.records_model.row_of("301") is not None, timeout=30_000)
    assert dialog.merge_button.isEnabled()

    def merge(reason: str, refused: str | None = None) -> None:
        def fill(form: QDialog) -> None:
            assert isinstance(form, MergeDialog)
            form.choose("301", "300")
            form.reason.setText(reason)
            form.confirm()
            if refused is not None:
                assert form.isVisible() and refused in form.message.text()

        answer_dialog(fill, MergeDialog)
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)

    merge("", refused="needs a reason")
    assert ui_services.players.player(console.require_actor(), "301").merged_into is None
    merge("same passport, enrolled twice")
    qtbot.waitUntil(
        lambda: any(r.card == "301" and r.merged_into == "300" for r in dialog.records_model.rows),
        timeout=30_000,
    )
    record = ui_services.players.player(console.require_actor(), "301")
    assert record.merged_into == "300" and record.cards == ("300", "301")
    row = dialog.records_model.row_of("301")
    assert row is not None and cell(dialog.records_model, row, 3) == "#300"
    assert "now counts as Ann Lee's (#300)" in dialog.message.text()


def test_a_double_click_opens_the_players_page(
    qtbot: QtBot, ui_services: Services, played: int
) -> None:
    console = signed_in_console(ui_services, "boss")
    dialog = players_dialog(qtbot, console)
    row = next(n for n, line in enumerate(dialog.top_model.rows) if line.key == "200")
    double_click(dialog.top, row)
    qtbot.waitUntil(lambda: len(dialog.pages) == 1, timeout=5_000)
    page = dialog.pages[0]
    assert isinstance(page, PlayerPageDialog)
    qtbot.waitUntil(lambda: page.page is not None or page.failure is not None, timeout=30_000)
    assert page.failure is None and page.page is not None
    assert page.name.text() == "Ben Best  (#200)"
    assert page.values["hands"].text() == str(FLAG_ROUNDS)
    assert page.values["visits"].text() == "1" and page.values["skill"].text() == "1.00"
    assert page.values["flags"].text() == "1" and len(page.flag_labels) == 1
    assert "negative for the house" in page.flag_labels[0].text()
    assert page.values["decisions"].text().startswith(f"{FLAG_ROUNDS}: {FLAG_ROUNDS} best")
    visits = page.visits_model
    assert len(visits.rows) == 1 and cell(visits, 0, 0).startswith("FC-9")
    assert cell(visits, 0, 3) == "in play" and cell(visits, 0, 5) == str(FLAG_ROUNDS)
    with ui_services.db.read() as session:
        logged = session.scalars(
            select(m.SignificantEvent.detail).where(
                m.SignificantEvent.kind == "player record read"
            )
        ).all()
    assert "card 200" in logged  # the services log each reading of a player's history

    # An anonymous player has no page: the message line says so.
    walk_in = next(n for n, line in enumerate(dialog.top_model.rows) if not line.rated)
    double_click(dialog.top, walk_in)
    assert dialog.message.is_error and "not rated" in dialog.message.text()
    assert len(dialog.pages) == 1

    # From the flags and from the records, too.
    assert dialog.flags_model.card(0) == "200"
    dialog.tabs.setCurrentIndex(2)
    dialog.records.selectRow(dialog.records_model.row_of("100") or 0)
    other = dialog.open_selected()
    assert other is not None and other.card == "100"
    qtbot.waitUntil(lambda: other.page is not None, timeout=30_000)
    assert other.values["skill"].text() == "0.00" and other.values["flags"].text() == "0"
    assert not other.no_flags.isHidden()


# -- the rules editor: against a player ----------------------------------------------------------


def test_the_figures_panel_projects_a_skill_index_between_the_exact_figures(
    qtbot: QtBot,
) -> None:
    rules = FiddlerCrabRules()
    figures = compute_figures(rules)
    panel = FiguresPanel()
    qtbot.addWidget(panel)
    panel.show()
    against = panel.against
    assert against.projection() is None and against.ev.text() == "-"
    panel.show_figures(rules, figures)
    report = figures.report
    low, high = report.mirror.ev_per_hand, report.skilled.ev_per_hand
    assert against.skill.value() == 1.0  # the default: the skilled player
    assert against.projection() == high
    for value, index in ((0.37, Fraction(37, 100)), (0.0, Fraction(0)), (0.8, Fraction(4, 5))):
        against.skill.setValue(value)
        expected = low + index * (high - low)
        assert against.projection() == expected == projected_ev(report, index)
        assert against.ev.text() == f"{float(expected) * 100:+.2f}%"
        assert against.edge.text() == f"{float(-expected) * 100:+.2f}%"
        if expected > 0:
            assert against.warning_text.startswith("Negative for the house")
        else:
            assert against.warning_text == "" and "The house keeps" in against.verdict.text()
    # The default rules: the house beats a copier and loses to the best splitting.
    assert low < 0 < high
    crossing = -low / (high - low)
    assert f"Break-even skill index: {float(crossing):.2f}" in against.break_even.text()
    panel.clear("")
    assert against.projection() is None and against.warning_text == ""


def test_a_supervisor_picks_a_flagged_player_and_a_dealer_is_not_offered_them(
    qtbot: QtBot, ui_services: Services, played: int
) -> None:
    boss = RulesEditor(signed_in_console(ui_services, "boss"))
    qtbot.addWidget(boss)
    boss.resize(1280, 800)
    boss.show()
    boss.choose_game("fiddler-crab")
    qtbot.waitUntil(lambda: boss.figures.shown_rules is not None, timeout=30_000)
    against = boss.figures.against
    assert against.flagged.isVisibleTo(boss)
    assert against.flagged.count() == 2  # the first line, then Ben
    assert against.flagged.itemText(1) == "Ben Best (#200): 1.00"
    against.skill.setValue(0.25)
    against.choose_player(1)
    assert against.skill.value() == 1.0
    report = edge_report(boss.figures.shown_rules)
    assert against.projection() == report.skilled.ev_per_hand

    dealer = RulesEditor(signed_in_console(ui_services, "dealer"))
    qtbot.addWidget(dealer)
    dealer.show()
    dealer.choose_game("fiddler-crab")
    assert not dealer.figures.against.flagged.isVisibleTo(dealer)
    assert dealer.figures.against.skill.isVisibleTo(dealer)
