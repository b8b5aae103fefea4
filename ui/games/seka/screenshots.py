"""The Seka screens of ``python -m ui.screenshots``: a live table mid-hand with dark and light
players (one raising in the stake entry), the reveal's dialog with the shown hands typed in
and then its preview of who takes what, a svara being decided (a split refused, a player
asked to join for the fee), and the rules editor's value distribution and svara chance.

Each is drawn at a live-card table of its own, opened beside the demo's, so each can be
rendered alone (``--only``) and none depends on what another left behind."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from casino.games.seka.rules import SekaRules
from casino.games.seka.types import Phase, Reveal, StartHand
from casino.games.seka.values import profile
from ui.game_screenshots import dealt_table, rules_editor
from ui.games.seka.screen import SekaScreen, ShowdownDialog
from ui.screenshots import Shots, modal, settle

WINDOW = "seka"
"""The dealer's window these screens are drawn in (one per game)."""
PLAYERS = {1: "Ana", 2: "Boris", 3: "Cveta", 4: "Dimitar", 5: "Elena", 6: "Filip",
           8: "Hristina Georgieva-Petrova"}
"""Seven of the ten seats taken (one long name, to see that it fits), two left empty."""


def _table(shots: Shots, name: str, players: dict[int, str]) -> SekaScreen:
    """A live Seka table of the demo's casino, its players seated and a hand started."""
    screen = dealt_table(shots, "seka", name, SekaRules(), SekaScreen, players, 20_000,
                         lambda started: started.act(StartHand.KIND))  # fmt: skip
    screen.cancel_entry()
    return screen


def _keys(screen: SekaScreen, keys: str) -> None:
    """Actions by their keys, as the dealer presses them, each checked to be offered."""
    for key in keys:
        kind = next((k for k, b in screen.action_buttons.items()
                     if b.isVisible() and screen.bar.keys[k] == key), None)
        if kind is None:
            raise RuntimeError(f"key {key} offers nothing now: {screen.turn.text()}")
        screen.act(kind)
        if screen.message.is_error:
            raise RuntimeError(screen.message.text())


def _raise(screen: SekaScreen, stake: str) -> None:
    screen.act("raise")
    screen.amount.selectAll()
    QTest.keyClicks(screen.amount, stake)
    QTest.keyClick(screen.amount, Qt.Key.Key_Return)
    if screen.message.is_error:
        raise RuntimeError(screen.message.text())


def seka_table(shots: Shots) -> None:
    """Mid-hand at SE-3: dark callers, a player who looked and raised, folds, and the next
    player typing a raise of the stake."""
    screen = _table(shots, "SE-3", PLAYERS)
    hand = screen.state.hand
    assert hand is not None
    if not any(c.turns for c in hand.contenders):
        _keys(screen, "C")  # seat 2 calls dark
        _keys(screen, "L")  # seat 3 looks...
        _raise(screen, "6")  # ...and raises to 6.00, light
        _keys(screen, "F")  # seat 4 folds
        _keys(screen, "C")  # seat 5 calls dark: half of 6.00
    screen.select_seat(6)
    screen.act("raise")  # seat 6 is typing a raise
    screen.amount.selectAll()
    QTest.keyClicks(screen.amount, "10")
    shots.save(shots.window(WINDOW), "19-seka-table.png")
    screen.cancel_entry()


def seka_reveal(shots: Shots) -> None:
    """At SE-4, a reveal between two of four players still in: both hands typed (the dialog
    is drawn as the dealer types), then the engine's preview, which is cancelled."""
    screen = _table(shots, "SE-4", {1: "Ana", 2: "Boris", 3: "Cveta", 4: "Dimitar",
                                    5: "Elena"})
    hand = screen.state.hand
    assert hand is not None
    if not any(c.turns for c in hand.contenders):
        _keys(screen, "CL")  # seat 2 calls dark; seat 3 looks
        _raise(screen, "4")
        _keys(screen, "CFCC")  # seat 4 calls dark, 5 folds, 1 and 2 call
    if "reveal" not in {k for k, b in screen.action_buttons.items() if b.isVisible()}:
        raise RuntimeError(f"no reveal offered at SE-4: {screen.turn.text()}")

    def entry(dialog: QDialog) -> None:
        assert isinstance(dialog, ShowdownDialog)
        seats = list(dialog.lines)
        hands = {seats[0]: "7C AH KH", seats[-1]: "QS QD 9S"}
        for seat, cards in hands.items():
            dialog.lines[seat].setFocus()
            QTest.keyClicks(dialog.lines[seat], cards)
        settle()
        shots.save(dialog, "20-seka-reveal-cards.png")
        dialog._enter()
        if not dialog.previewing:
            raise RuntimeError(f"no preview: {dialog.message.text()}")
        settle()
        shots.save(dialog, "21-seka-reveal-outcome.png")

    modal(ShowdownDialog, lambda: screen.act("reveal"), entry)


def seka_svara(shots: Shots) -> None:
    """At SE-5, a reveal between the last two tied at 21: a svara. The first tied player
    wants it played, so the others are asked, one by one, to join for the fee; one has
    passed and the next is asked."""
    screen = _table(shots, "SE-5", {1: "Ana", 2: "Boris", 3: "Cveta", 4: "Dimitar"})
    hand = screen.state.hand
    assert hand is not None
    if hand.phase is Phase.BETTING and not any(c.turns for c in hand.contenders):
        _keys(screen, "CLCFF")  # seat 2 calls dark, 3 looks and calls, 4 and 1 fold

        tied = ((2, "AH KH 9C"), (3, "AS KS 8D"))  # 21 and 21
        hands = tuple((seat, profile().pack.parse(cards)) for seat, cards in tied)
        if screen.send(Reveal(2, hands), "seat 2 reveals") is None:
            raise RuntimeError(f"the reveal was refused: {screen.message.text()}")
        _keys(screen, "XP")  # seat 2 wants the svara; seat 4 passes
    hand = screen.state.hand
    if hand is None or hand.phase is not Phase.SVARA_JOIN:
        raise RuntimeError(f"no svara being joined at SE-5: {screen.message.text()}")
    screen.select_seat(1)
    shots.save(shots.window(WINDOW), "22-seka-svara.png")


def seka_rules_editor(shots: Shots) -> None:
    """The rules editor on Seka: the default profile's distribution and svara chance."""
    window, _editor = rules_editor(shots, "seka", "Seka")
    shots.save(window, "23-seka-rules-editor.png")


SCREENS: tuple[Callable[[Shots], None], ...] = (
    seka_table,
    seka_reveal,
    seka_svara,
    seka_rules_editor,
)
