"""The Fiddler-Crab screens of ``python -m ui.screenshots``: a live round with three players
(a split being typed, then the settlement preview), the rules editor with the exact figures
of the default rules, and those figures against a player flagged for advantage play. Its
``RATED_PLAY`` is the rated players' play (a skilled player among them) that the console's
Players screenshots show."""

from __future__ import annotations

import sys
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from casino.equipment.sekhoma_pack import parse_cards
from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.skill import best_pair
from casino.games.fiddler_crab.math.splits import split_to_pair, vector_of_cards
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    PlaceBet,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
)
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.services import when as clock
from casino.services.users.auth import Signature
from ui.game_screenshots import rules_editor as figures_shown
from ui.games.fiddler_crab.screen import CardsPanel, FiddlerCrabScreen, SettlePanel
from ui.screenshots import DEALER, OPENER, Shots, settle

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
    window, editor = figures_shown(shots, "fiddler-crab", "Fiddler-Crab")
    if not editor.figures.warning_text:
        print("  note: these rules show no skilled-player warning", file=sys.stderr)
    shots.save(window, "09-rules-editor.png")


# -- rated players (``ui.screenshots.players`` and the rules editor against one) ----------------

RATED = (
    ("42118", "Nia Park"),
    ("20731", "Ben Okafor"),
    ("31007", "Cora Lind"),
    ("55120", "Ben Okafor"),
)
"""Rated players beside the demo's own (``casino.services.demo.RATED``, other cards): Ben
Okafor was enrolled twice, and his second card is merged."""
RATED_TABLE = "FC-4"
RATED_ROUNDS = 32
"""Rounds at the rated players' shoe table: past the advantage-play flag's threshold."""
RATED_SEATS = {1: ("#20731", 2500, "best"), 2: ("#31007", 5000, "copy"),
               3: ("#42118", 1000, "half"), 4: ("Walk-in", 500, "copy")}  # fmt: skip
"""Seat: who (a card, or a name), their bet and how they split: Ben always best, Cora as the
dealer would, Nia one hand in two best, and an anonymous walk-in as the dealer."""


def rated_play(shots: Shots) -> int:
    """Rated players enrolled (one merged) and a Fiddler-Crab shoe table in the open shift
    where they play ``RATED_ROUNDS`` rounds, splitting as ``RATED_SEATS`` says, over the last
    hour of the record's time; Cora leaves at the end. Ben and Nia beat the game and are
    flagged. Built once; the table's id."""
    services = shots.services
    for table_id, _game, name, _position in services.tables.tables():
        if name == RATED_TABLE:
            return table_id
    boss, dealer = shots.boss.require_actor(), shots.dealer.require_actor()
    rules = FiddlerCrabRules(cards="shoe")
    at = [clock.real_time() - timedelta(minutes=70)]

    def tick(seconds: float = 8) -> datetime:
        at[0] += timedelta(seconds=seconds)
        return at[0]

    def send(command: object) -> Any:
        view = services.tables.view(table_id)
        return services.tables.submit(
            dealer, table_id, command, uuid.uuid4().hex, expected_seq=view.seq
        ).state

    def split(how: str, cards: tuple[Any, ...], number: int) -> Any:
        if how == "best" or (how == "half" and number % 2):
            return split_to_pair(cards, best_pair(rules, INDEX[vector_of_cards(cards)]))
        return dealer_split(rules, cards)

    with clock.simulated(lambda: at[0]):
        for card, name in RATED:
            services.players.enrol(boss, card, name)
        services.players.merge(
            boss, "55120", "20731", "one person: the same passport, enrolled twice"
        )
        version = services.rules.publish(
            boss, rules, f"{RATED_TABLE} shoe", approved_by=Signature("Ada Admin", "900900")
        )
        table_id = services.tables.create_table(
            boss, "fiddler-crab", RATED_TABLE, version, position="Pit 3"
        )
        shift = services.shifts.open_shifts()[0][0]
        tick(60)
        services.tables.open_table(boss, table_id, shift, OPENER, Signature(*DEALER))
        for seat, (who, _bet, _how) in RATED_SEATS.items():
            tick(30)
            send(SeatPlayer(seat, who, 100_000))
        for number in range(RATED_ROUNDS):
            for seat, (_who, bet, _how) in RATED_SEATS.items():
                tick(4)
                send(PlaceBet(seat, bet))
            tick()
            state = send(StartRound())
            dealt = dict(zip(state.round.seats, state.round.dealt, strict=True))
            for seat, (_who, _bet, how) in RATED_SEATS.items():
                tick(12)
                send(SetHand(seat, *split(how, dealt[seat], number)))
            tick()
            send(SetDealerHand())
            tick()
            send(Settle())
        watch = getattr(services.tables, "advantage", None)
        if watch is not None:
            watch.wait()  # the advantage-play look runs on a thread of its own
        tick(60)
        send(LeaveSeat(2))
    services.pit.overview()  # its figures read once here before the thread pool does
    return table_id


def rules_against_player(shots: Shots) -> None:
    """The Fiddler-Crab rules editor's figures against a flagged player: Nia Park's measured
    skill index taken from the advantage-play flags."""
    rated_play(shots)
    window, editor = figures_shown(shots, "fiddler-crab", "Fiddler-Crab")
    against = editor.figures.against
    against.read_flags()
    names = [against.flagged.itemText(i) for i in range(against.flagged.count())]
    row = next((i for i, text in enumerate(names) if "Nia Park" in text), 1)
    against.choose_player(row)
    settle()
    bar = editor.figures_scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    shots.save(window, "35-rules-against-player.png")


RATED_PLAY = rated_play
"""The rated players' play the console's Players screenshots show (``ui.screenshots``)."""

SCREENS: tuple[Callable[[Shots], None], ...] = (
    crab_in_round,
    crab_settlement,
    rules_editor,
    rules_against_player,
)
