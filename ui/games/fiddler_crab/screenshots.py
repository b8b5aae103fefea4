"""The Fiddler-Crab screens of ``python -m ui.screenshots``: a live round with three players
(a split being typed, then the settlement preview), and the rules editor with the exact
figures of the default rules."""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from casino.equipment.sekhoma_pack import parse_cards
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import PlaceBet, SetHand, StartRound
from casino.games.seating import SeatPlayer
from ui.games.fiddler_crab.screen import CardsPanel, FiddlerCrabScreen, SettlePanel
from ui.rules_editor import RulesEditor
from ui.screenshots import Shots, settle, wait_until

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
WINDOW = "fiddler-crab"
"""The dealer's window these screens are drawn in (one per game)."""


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
    shots.save(shots.window(WINDOW), "07-fiddler-crab-round.png")


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
    shots.save(shots.window(WINDOW), "08-fiddler-crab-settlement.png")


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


SCREENS: tuple[Callable[[Shots], None], ...] = (crab_in_round, crab_settlement, rules_editor)
