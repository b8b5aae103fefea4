"""The Sekhoma screens of ``python -m ui.screenshots``: a hand at the demo's shoe table SK-2
moved on from its betting round through the exchange to the showdown, a recall of one of its
hands, and a void asked for at a live table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import Bet, Exchange, Phase, Raise, Showdown, StartHand
from casino.money import format_money
from ui.games.sekhoma.screen import SekhomaScreen, ShowdownDialog
from ui.recall import RecallDialog
from ui.screenshots import BOSS, Shots, modal, ok, settle
from ui.widgets import SecondPersonDialog

LIVE_SEKHOMA = "SK-3"
WINDOW = "sekhoma"
"""The dealer's window these screens are drawn in (one per game)."""


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
    shots.save(shots.window(WINDOW), "04-sekhoma-betting.png")


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
    shots.save(shots.window(WINDOW), "06-sekhoma-exchange.png")
    screen.cancel_entry()


def sekhoma_showdown(shots: Shots) -> None:
    screen = sekhoma_at(shots, Phase.SHOWDOWN)

    def capture(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        if not dialog.previewing:
            raise RuntimeError(f"no payout preview: {screen.message.text()}")
        shots.save(dialog, "05-sekhoma-showdown.png")

    modal(ShowdownDialog, lambda: screen.act(Showdown.KIND), capture)


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
    dialog = RecallDialog(console, table_id, hand=best[0], parent=shots.window(WINDOW))
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


def sekhoma_hands(shots: Shots) -> None:
    """The live Sekhoma showdown's first step: the shown hands typed one seat a line."""
    window = shots.window("sekhoma")
    dialog = ShowdownDialog(
        [(1, "Ana"), (2, "Bo"), (4, "Di")],
        lambda _hands: "not asked",
        lambda minor: format_money(minor, "Cr"),
        enter_cards=True,
        parent=window,
    )
    shots.others.append(dialog)
    dialog.show()
    lines = list(dialog.lines.values())
    for line, cards in zip(lines, ("3S 5S 1M 2C 6R 4N", "2S 2M 4C"), strict=False):
        line.setText(cards)
    if len(lines) > 2:
        lines[2].setText("6P 6P 6P")
        lines[2].setFocus()
    settle()
    shots.save(dialog, "42-sekhoma-hands.png")
    dialog.reject()


SCREENS: tuple[Callable[[Shots], None], ...] = (
    sekhoma_betting,
    sekhoma_exchange,
    sekhoma_showdown,
    sekhoma_hands,
    recall,
    void_approval,
)
