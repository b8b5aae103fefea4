"""Every seat's figures whole on the table screen (issue 34, item 7): each game's table at its
most seats, in the console's window at 1280 x 800, every seat showing six-figure amounts in
every figure (in, held, out, wagered and the result), and every label of the seat figures
holds its whole text: no figure cut at a label's edge ("won 2" for 27.70), none elided, none
wrapped past its label's foot, none outside its seat or out of the window's sight (a seat
pushed past the scroll area's edge).

Two moments of each table: between hands with the last seat's player gone (their name shows
with the figures), and every seat taken after a hand was played out (a settled Fiddler-Crab
round shows the dealer's hand above the circles; a pool game its last hand's result). The
figures come from a ``SeatFigureQueries`` that answers six figures for every seat (the
record's own sums are the subject of ``test_ui_seat_figures``); the seats are really taken,
at six-figure stacks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table, sender

from casino.games import game as game_named
from casino.games import games
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.house_rules import HouseRules
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.sej.rules import SejRules
from casino.games.seka.rules import SekaRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.spec import GameSpec
from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.sedma.rules import SedmaRules
from casino.services import Services
from casino.services.seat_figures import SeatFigureQueries, SeatFigures, TableFigures
from ui.console import Console
from ui.main_window import MainWindow
from ui.table_screen import TableScreen

MOST_SEATS: dict[str, HouseRules] = {
    "fiddler-crab": FiddlerCrabRules(seats=7),  # 1 to 7 betting seats
    "sekhoma": SekhomaRules(),  # six seats, always
    "seka": SekaRules(max_players=10),  # S-5: at most ten, with the 36-card pack
    "hola": HolaRules(players=6),  # 4, 2 or 6 players
    "sedma": SedmaRules(players=4),  # 4 or 2
    "ristikontra": RistikontraRules(players=4),  # 4
    "sej": SejRules(players=4),  # 2, 3 or 4
}
"""Every game at its largest seat count under its house rules."""

SIX = 12_345_678
"""123,456.78 in every figure."""
SHOWN = "123,456.78"
NAMES = (
    "Ana Lopez", "Boris", "Cveta Ivanova", "Dimitar", "Elena", "Filip", "Gergana",
    "Hristina Georgieva", "Ivo", "Jana Petrova",
)  # fmt: skip


class SixFigures(SeatFigureQueries):
    """Six figures for every seat of the table as the screen holds it: bought in (cash and
    chips), held when the session opened, cashed out, wagered, and won or lost (odd seats
    lost, even seats won)."""

    def figures(
        self,
        table_id: int,
        session_id: int | None = None,
        *,
        state: Any = None,
        seq: int | None = None,
    ) -> TableFigures:
        seats = tuple(getattr(state, "seats", ()))
        found = []
        for number in range(1, len(seats) + 1):
            result = -SIX if number % 2 else SIX
            found.append(
                SeatFigures(
                    seat=number,
                    players=(NAMES[number - 1],),
                    bought_cash=SIX - 345_678,
                    bought_chips=345_678,
                    cashed_out=SIX,
                    wagered=SIX,
                    hands=40,
                    carried=SIX,
                    holding=result + SIX,
                )
            )
        return TableFigures(table_id, session_id, seq or 0, tuple(found))


def test_every_game_is_measured_at_its_most_seats() -> None:
    assert set(MOST_SEATS) == set(games())
    for game, rules in MOST_SEATS.items():
        assert not rules.problems(), game


def figure_labels(widget: QWidget) -> list[QLabel]:
    """The labels a seat's figures are drawn in: the widget itself, or those inside it."""
    found = [widget] if isinstance(widget, QLabel) else []
    return found + widget.findChildren(QLabel)


def shown_text(label: QLabel) -> str:
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    return QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text


def text_size(label: QLabel) -> tuple[int, int]:
    """The width and height ``label``'s text takes in its font: each line's advance (or, for
    rich text, the laid-out document's, bold runs included), wrapped at the label's width
    when it wraps."""
    room = label.contentsRect()
    text = label.text()
    if shown_text(label) != text:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        document.setTextWidth(room.width() if label.wordWrap() else -1)
        width = document.idealWidth() if label.wordWrap() else document.size().width()
        return int(width + 0.999), int(document.size().height() + 0.999)
    metrics = label.fontMetrics()
    if label.wordWrap():
        box = metrics.boundingRect(
            QRect(0, 0, room.width(), 1 << 20), Qt.TextFlag.TextWordWrap, text
        )
        return box.width(), box.height()
    lines = text.splitlines() or [""]
    width = max(metrics.horizontalAdvance(line) for line in lines)
    return width, metrics.lineSpacing() * (len(lines) - 1) + metrics.height()


def clipped_by(label: QLabel, window: QWidget) -> QWidget | None:
    """The first of ``label``'s ancestors (its seat, the scroll area's viewport, the window)
    that does not hold the whole label, or None."""
    rect = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
    ancestor = label.parentWidget()
    while ancestor is not None:
        area = QRect(ancestor.mapTo(window, QPoint(0, 0)), ancestor.size())
        if not area.contains(rect):
            return ancestor
        if ancestor is window:
            return None
        ancestor = ancestor.parentWidget()
    return None


def problems_of(screen: TableScreen, window: QWidget, seats: int) -> list[str]:
    found: list[str] = []
    for seat in range(1, seats + 1):
        widget = screen.figure_label(seat)
        assert widget is not None, f"seat {seat} shows no figures in its seat"
        if not widget.isVisibleTo(window):
            found.append(f"seat {seat}: its figures are hidden")
            continue
        assert screen.figure_text(seat).count(SHOWN) == 5, screen.figure_text(seat)
        for label in figure_labels(widget):
            if not label.isVisibleTo(window) or not shown_text(label).strip():
                continue
            shown = " ".join(shown_text(label).split())
            room = label.contentsRect()
            width, height = text_size(label)
            if "…" in shown:
                found.append(f"seat {seat}: {shown!r} is elided")
            if width > room.width():
                found.append(f"seat {seat}: {shown!r} takes {width} px in {room.width()}")
            if height > room.height():
                found.append(f"seat {seat}: {shown!r} is {height} px high in {room.height()}")
            outside = clipped_by(label, window)
            if outside is not None:
                found.append(
                    f"seat {seat}: {shown!r} lies outside {outside.objectName() or outside}"
                )
    return found


def console_window(qtbot: QtBot, console: Console) -> MainWindow:
    """The dealer's window at 1280 x 800, its pit overview refreshed only when asked."""
    window = MainWindow(console)
    window.pit.timer.stop()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_a_hand(spec: GameSpec, send: Callable[[Any], Any], state: Any, seed: int) -> None:
    """The game's random legal player, through the table service, until one hand (round,
    deal, game) has been played out; nobody leaves or buys chips."""
    rng = random.Random(seed)
    started = False
    for _ in range(2000):
        if spec.in_hand(state):
            started = True
        elif started:
            return
        command = spec.player(state, rng)
        if getattr(command, "KIND", None) not in (LeaveSeat.KIND, AddChips.KIND):
            state = send(command)
    raise AssertionError(f"no {spec.name} hand was played out")


def measured(
    qtbot: QtBot,
    services: Services,
    staff: Staff,
    console: Console,
    *,
    played: bool,
) -> str:
    """Every game's table at its most seats in the console's window, each seat's figures in
    six figures: with ``played``, every seat taken and a hand played out (the settled round,
    the last hand's result, on screen); else between hands with the last seat's player gone.
    What is not whole, game by game ('' when everything is)."""
    services.seat_figures = SixFigures(services.db)
    window = console_window(qtbot, console)
    dealer = replace(staff, dealer=console.require_actor())
    problems: list[str] = []
    for game, rules in MOST_SEATS.items():
        table = open_table(services, staff, game, rules)
        send = sender(services, dealer, table)
        state = services.tables.view(table).state
        seats = len(state.seats)
        for seat in range(1, seats + (1 if played else 0)):
            state = send(SeatPlayer(seat, NAMES[seat - 1], SIX))
        if played:
            play_a_hand(game_named(game), send, state, seed=seats)
        screen = window.show_table(table)
        assert screen is not None
        screen.reload()
        QApplication.processEvents()
        assert (window.width(), window.height()) == (1280, 800)
        problems += [f"{game}: {line}" for line in problems_of(screen, window, seats)]
    return "\n".join(problems)


def test_every_seat_figure_is_whole_at_1280_by_800(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
    ui_settings: Path,
) -> None:
    problems = measured(qtbot, ui_services, ui_staff, dealer_console, played=False)
    assert not problems, problems


def test_every_seat_figure_is_whole_after_a_hand(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
    ui_settings: Path,
) -> None:
    """A Fiddler-Crab round settled shows the dealer's hand and the rule that set it above
    the seven circles; a pool game's last hand shows its result in the centre."""
    problems = measured(qtbot, ui_services, ui_staff, dealer_console, played=True)
    assert not problems, problems
