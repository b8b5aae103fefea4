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

Every other amount a seat shows is held whole too, by the same measure: its stack, the bet
in a Fiddler-Crab circle, a pool game's bet and what the seat has in the hand (what a Seka
seat paid), a settled circle's payout and the commission under it. The test's rules lift the
bet limits to six figures where they are house rules (the Fiddler-Crab maximum bet, no-limit
Sekhoma, Seka's largest stake), and the games whose seats show a bet are played at the
largest bets offered (the player draws the top of every range). A third moment plays each
table into a hand at twice six-figure stacks and looks twice before its last command: once a
seat has six figures in (the first all-in; the circles' bets as the round starts), and when
the next command would end the hand (the most in). The trick games and Sej take no bet a seat
shows: their seats show the stack.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table, sender

from casino.games import Game, games
from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.house_rules import HouseRules
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.sej.rules import SejRules
from casino.games.seka.rules import SekaRules
from casino.games.sekhoma.rules import NO_LIMIT, SekhomaRules
from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.sedma.rules import SedmaRules
from casino.services import Services
from casino.services.tables.seat_figures import SeatFigureQueries, SeatFigures, TableFigures
from ui.console import Console
from ui.main_window import MainWindow
from ui.table_screen import TableScreen

SIX = 12_345_678
"""123,456.78 in every figure."""
SHOWN = "123,456.78"

MOST_SEATS: dict[str, HouseRules] = {
    # 1 to 7 betting seats; a bet up to 123,456.78 (the default maximum is 500.00); a
    # commission, which a winning circle shows under its payout
    "fiddler-crab": FiddlerCrabRules(seats=7, max_bet=SIX, commission=Decimal(5)),
    "sekhoma": SekhomaRules(betting=NO_LIMIT),  # six seats, always; no-limit: a whole stack
    # S-5: at most ten, with the 36-card pack; a stake up to 123,456.00 (an even number of
    # units with dark play on)
    "seka": SekaRules(max_players=10, max_stake=SIX - SIX % 200),
    "hola": HolaRules(players=6),  # 4, 2 or 6 players
    "sedma": SedmaRules(players=4),  # 4 or 2
    "ristikontra": RistikontraRules(players=4),  # 4
    "sej": SejRules(players=4),  # 2, 3 or 4
}
"""Every game at its largest seat count under its house rules, its bets as large as they
go."""

SIX_FIGURES = 100_000_00
"""100,000.00, the least six-figure amount."""
BETS = {"fiddler-crab": "bet-circle", "sekhoma": "seat-round", "seka": "seat-paid"}
"""The games whose seats show a bet, and the label it is shown in: they are played at the
largest bets the rules allow (``Highest``)."""

AMOUNT = re.compile(r"\d[\d,]*\.\d")
"""An amount of money in a label's text (``123,456.78``, ``Bet 5.00``, ``−2.50 Cr``)."""
BETTING, BETWEEN, PLAYED = "betting", "between", "played"
"""The moments measured: in a hand at the largest bets; between hands with the last seat's
player gone; every seat taken after a hand was played out."""
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


def text_room(label: QLabel) -> QRect:
    """Where ``label`` draws its text, as QLabel works it out: inside its padding and border
    (its contents) and its margin, and, in a framed label (a border) with no indent set, an
    indent of half an "x" on the side it is aligned to."""
    margin = label.margin()
    room = label.contentsRect().adjusted(margin, margin, -margin, -margin)
    indent = label.indent()
    if indent < 0 and label.frameWidth():
        indent = label.fontMetrics().horizontalAdvance("x") // 2 - margin
    if indent > 0:
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignLeft:
            room.setLeft(room.left() + indent)
        if align & Qt.AlignmentFlag.AlignRight:
            room.setRight(room.right() - indent)
        if align & Qt.AlignmentFlag.AlignTop:
            room.setTop(room.top() + indent)
        if align & Qt.AlignmentFlag.AlignBottom:
            room.setBottom(room.bottom() - indent)
    return room


def text_size(label: QLabel) -> tuple[int, int]:
    """The width and height ``label``'s text takes in its font: each line's advance (or, for
    rich text, the laid-out document's, bold runs included), wrapped at the label's width
    when it wraps."""
    room = text_room(label)
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


def cut(label: QLabel, window: QWidget) -> list[str]:
    """How ``label``'s shown text is not whole: elided, wider or taller than the room the
    label draws it in (``text_room``), or the label outside its seat or the window's
    sight."""
    shown = " ".join(shown_text(label).split())
    room = text_room(label)
    width, height = text_size(label)
    found = []
    if "…" in shown:
        found.append(f"{shown!r} is elided")
    if width > room.width():
        found.append(f"{shown!r} takes {width} px in {room.width()}")
    if height > room.height():
        found.append(f"{shown!r} is {height} px high in {room.height()}")
    outside = clipped_by(label, window)
    if outside is not None:
        found.append(f"{shown!r} lies outside {outside.objectName() or outside}")
    return found


def amount_labels(seat: QWidget, figures: QWidget) -> list[QLabel]:
    """The labels in ``seat`` showing an amount (its stack, a bet, a payout), those of its
    figures box aside (measured as the figures)."""
    inside = set(figure_labels(figures))
    return [
        label
        for label in seat.findChildren(QLabel)
        if label not in inside and label.isVisibleTo(seat) and AMOUNT.search(shown_text(label))
    ]


def problems_of(screen: TableScreen, window: QWidget, seats: int) -> list[str]:
    found: list[str] = []
    for seat in range(1, seats + 1):
        widget = screen.figure_label(seat)
        assert widget is not None, f"seat {seat} shows no figures in its seat"
        if not widget.isVisibleTo(window):
            found.append(f"seat {seat}: its figures are hidden")
            continue
        assert screen.figure_text(seat).count(SHOWN) == 5, screen.figure_text(seat)
        labels = [
            label
            for label in figure_labels(widget)
            if label.isVisibleTo(window) and shown_text(label).strip()
        ]
        panel = widget.parentWidget()  # the seat the figures sit in
        assert panel is not None and panel is not screen, f"seat {seat}'s figures have no seat"
        labels += amount_labels(panel, widget)
        found += [f"seat {seat}: {line}" for label in labels for line in cut(label, window)]
    return found


def amounts_shown(screen: TableScreen, seats: int) -> list[str]:
    """Every amount the seats show outside their figures, in seat order, each as
    ``name: text`` (the label's object name)."""
    found = []
    for seat in range(1, seats + 1):
        figures = screen.figure_label(seat)
        assert figures is not None
        panel = figures.parentWidget()
        assert panel is not None
        found += [
            f"{label.objectName()}: {' '.join(shown_text(label).split())}"
            for label in amount_labels(panel, figures)
        ]
    return found


def settle(screen: QWidget) -> None:
    """Let the layouts settle after a redraw: a changed text asks its layout again, which
    asks the scroll area's, which resizes the seats; this takes more than one pass of the
    event loop, and a label measured before the last would be measured in the room it had
    before the change."""
    shape: list[QRect] = []
    for _ in range(20):
        QApplication.processEvents()
        now = [child.geometry() for child in screen.findChildren(QWidget)]
        if now == shape:
            return
        shape = now
    raise AssertionError("the table screen's layout never settled")


def console_window(qtbot: QtBot, console: Console) -> MainWindow:
    """The dealer's window at 1280 x 800, its pit overview refreshed only when asked."""
    window = MainWindow(console)
    window.pit.timer.stop()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


class Highest(random.Random):
    """Draws the top of every range (``randint``, ``randrange``): the random player bets and
    raises the most it is offered; every other draw is random. Only for a game whose ranges
    are bets (a die drawn at its top would roll sixes for ever)."""

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        return start + (stop - 1 - start) // step * step


def play_a_hand(
    spec: Game,
    send: Callable[[Any], Any],
    state: Any,
    seed: int,
    look: Callable[[], None] | None = None,
) -> None:
    """The game's random legal player, at the largest bets if its seats show them (``BETS``),
    through the table service, until one hand (round, deal, game) has been played out; nobody
    leaves or buys chips. With ``look``, it is called twice in the hand, and the hand is left
    before its last command: once a seat has six figures in (its stack that much below what
    it sat down with: the first all-in, a circle's bet once the round starts), and when the
    next command would end the hand (the most in, a pool game's bets in its pots)."""
    rng = Highest(seed) if spec.name in BETS else random.Random(seed)
    engine = spec.engine
    seated = {n: s.stack for n, s in enumerate(engine.seats(state), start=1) if s is not None}

    def most_in(now: Any) -> int:
        seats = enumerate(engine.seats(now), start=1)
        return max((seated[n] - s.stack for n, s in seats if s is not None), default=0)

    started = looked = False
    for _ in range(2000):
        if spec.engine.phase(state).in_hand:
            started = True
            if look is not None and not looked and most_in(state) >= SIX_FIGURES:
                look()
                looked = True
        elif started:
            return
        command = spec.demo.player(state, rng)
        if getattr(command, "KIND", None) in (LeaveSeat.KIND, AddChips.KIND):
            continue
        after = engine.decide(state, command)[0] if look is not None and started else None
        if after is not None and not engine.phase(after).in_hand:
            look()
            return
        state = send(command)
    raise AssertionError(f"no {spec.name} hand was played out")


def measured(
    qtbot: QtBot,
    services: Services,
    staff: Staff,
    console: Console,
    *,
    moment: str,
    shown: dict[str, list[str]] | None = None,
) -> str:
    """Every game's table at its most seats in the console's window, each seat's figures in
    six figures, at ``moment``: ``PLAYED``, every seat taken and a hand played out (the
    settled round, the last hand's result, on screen); ``BETTING``, every seat taken at twice
    six figures and a hand played into, looked at twice (``play_a_hand``); ``BETWEEN``,
    between hands with the last seat's player gone. What is not whole, game by game ('' when
    everything is); ``shown`` gets the amounts each game's seats showed outside their
    figures."""
    services.seat_figures = SixFigures(services.db)
    window = console_window(qtbot, console)
    dealer = replace(staff, dealer=console.require_actor())
    problems: list[str] = []
    taken = moment in (BETTING, PLAYED)
    for game, rules in MOST_SEATS.items():
        table = open_table(services, staff, game, rules)
        send = sender(services, dealer, table)
        state = services.tables.view(table).state
        seats = len(state.seats)
        stack = 2 * SIX if moment == BETTING else SIX  # six figures left after a bet of six
        for seat in range(1, seats + (1 if taken else 0)):
            state = send(SeatPlayer(seat, NAMES[seat - 1], stack))
        screen = window.show_table(table)
        assert screen is not None

        def look(game: str = game, screen: TableScreen = screen, seats: int = seats) -> None:
            screen.reload()
            settle(screen)
            assert (window.width(), window.height()) == (1280, 800)
            problems.extend(f"{game}: {line}" for line in problems_of(screen, window, seats))
            if shown is not None:
                shown.setdefault(game, []).extend(amounts_shown(screen, seats))

        if taken:
            spec = game_named(game)
            play_a_hand(spec, send, state, seed=seats, look=look if moment == BETTING else None)
        if moment != BETTING:
            look()
    return "\n".join(problems)


@pytest.mark.parametrize("moment", [BETWEEN, PLAYED], ids=["between-hands", "after-a-hand"])
def test_every_seat_figure_is_whole_at_1280_by_800(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
    ui_settings: Path,
    moment: str,
) -> None:
    """Between hands, and after one: a Fiddler-Crab round settled shows the dealer's hand
    and the rule that set it above the seven circles; a pool game's last hand shows its
    result in the centre."""
    problems = measured(qtbot, ui_services, ui_staff, dealer_console, moment=moment)
    assert not problems, problems


def test_every_seat_amount_is_whole_at_the_largest_bets(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
    ui_settings: Path,
) -> None:
    """In a hand at the largest bets the rules allow: a Fiddler-Crab circle's bet of
    123,456.78 Cr beside its split, a pool game's six-figure bet and what the seat has in the
    hand, every stack; and the bets really are six figures where the rules let them be."""
    shown: dict[str, list[str]] = {}
    problems = measured(qtbot, ui_services, ui_staff, dealer_console, moment=BETTING, shown=shown)
    assert not problems, problems
    for game, name in BETS.items():
        bets = [text for text in shown[game] if text.startswith(f"{name}: ")]
        assert any(re.search(r"\d{3},\d{3}\.\d\d", bet) for bet in bets), (game, shown[game])
