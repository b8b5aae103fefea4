"""The trick-game screens of ``python -m ui.screenshots``: a Sedma shoe table mid-trick with
the leader's continued round, a Ristikontra shoe table where the seat to play may play in the
dark, six-player Hola in two teams of three, and a live Ristikontra table's result being
typed with a point held over from a 60-60 deal.

Each is drawn at a table of its own, opened beside the demo's, so each can be rendered alone
(``--only``) and none depends on what another left behind. The shoe tables are shuffled by the
console, so the cards differ from run to run; what the screen shows does not."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtTest import QTest

from casino.games.tricks.hola.rules import HolaRules
from casino.games.tricks.ristikontra.rules import RistikontraRules
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.sedma.rules import SedmaRules
from casino.games.tricks.types import EnterResult, StartDeal
from ui.game_screenshots import dealt_table
from ui.games.tricks.screen import TrickScreen
from ui.screenshots import Shots, settle

NAMES = ("Ana", "Boris", "Cveta", "Dimitar", "Elena", "Filip")


def _table(shots: Shots, game: str, name: str, rules: TrickRules) -> TrickScreen:
    """A table of ``game`` with every seat taken and a deal dealt."""
    players = dict(enumerate(NAMES[: rules.players], start=1))
    return dealt_table(shots, game, name, rules, TrickScreen, players, 10_000,
                       TrickScreen.new_deal)  # fmt: skip


def _play(screen: TrickScreen, cards: int) -> None:
    """``cards`` cards played by their number keys, each the first the rules allow; a leader
    whose round is complete leads again while they may."""
    for _ in range(cards):
        turn = screen.projected.turn if screen.projected is not None else None
        if turn is None or not turn.cards:
            raise RuntimeError(f"nothing to play: {screen.turn.text()}")
        place = turn.hand.index(turn.cards[0])
        QTest.keyClicks(screen, str(place + 1))
        if screen.message.is_error:
            raise RuntimeError(screen.message.text())


def sedma_table(shots: Shots) -> None:
    """SD-3: a round of four cards, the leader continuing, the next seat to play picking."""
    screen = _table(shots, "sedma", "SD-3", SedmaRules(cards="shoe"))
    deal = screen.state.deal
    assert deal is not None
    if deal.tricks_played == 0 and deal.trick is None:
        _play(screen, 4)
        while screen.projected is not None and screen.projected.turn.doing != "decide":
            _play(screen, 4)  # until a leader may continue
        _play(screen, 2)
    settle()
    shots.save(shots.window(screen.view.game if screen.view else "sedma"), "24-sedma-table.png")


def ristikontra_dark(shots: Shots) -> None:
    """RK-3: three tricks played, the seat to play offered its hand or the stock in the
    dark."""
    screen = _table(shots, "ristikontra", "RK-3", RistikontraRules(cards="shoe"))
    deal = screen.state.deal
    assert deal is not None
    if deal.tricks_played == 0 and deal.trick is None:
        _play(screen, 13)
    settle()
    shots.save(shots.window("ristikontra"), "25-ristikontra-dark.png")


def hola_six(shots: Shots) -> None:
    """HL-3: six players in two teams of three, two packs; a trick under way."""
    screen = _table(shots, "hola", "HL-3", HolaRules(cards="shoe", players=6))
    deal = screen.state.deal
    assert deal is not None
    if deal.tricks_played == 0 and deal.trick is None:
        _play(screen, 9)
    settle()
    shots.save(shots.window("hola"), "26-hola-six.png")


def ristikontra_live_result(shots: Shots) -> None:
    """RK-4, live cards: a 60-60 deal held its point; the next deal's 70 is being typed and
    the engine's preview says what it scores and who pays."""
    screen = _table(shots, "ristikontra", "RK-4", RistikontraRules())
    if screen.state.match is None or screen.state.match.held == 0:
        screen.send(EnterResult(60), "deal result 60")
        screen.send(StartDeal(), "new deal")
    screen.open_result()  # R
    screen.form.points.clear()
    QTest.keyClicks(screen.form.points, "70")
    settle()
    shots.save(shots.window("ristikontra"), "27-ristikontra-live-result.png")
    screen.close_result()


SCREENS: tuple[Callable[[Shots], None], ...] = (
    sedma_table,
    ristikontra_dark,
    hola_six,
    ristikontra_live_result,
)
