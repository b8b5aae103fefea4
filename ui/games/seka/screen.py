"""The live Seka table: ten seats round the table, the pot and the stake in the middle, and an
action bar that offers only what the engine's ``legal_commands`` allows now.

Every action has a one-letter key (L look, C call, R raise, V reveal, A all-in, F fold; in a
svara S split, X play the svara, J join, P pass; N the next deal, a new hand or the svara's;
T time charge, D showdown), so a dealer runs a whole hand without the mouse. The stake of a
raise is typed into the amount bar (``ui.amount_bar``) bounded by the engine's option, so a
refused stake is explained where it was typed and never reaches the database. A reveal or a
showdown opens ``ShowdownDialog``: at a live table the dealer types the shown hands and sees
their values, then the engine's preview (``TableService.preview``) of who folds, who takes
what or the svara, and only a confirmation writes it.

What the table shows is the projection of the state and the table's recent events
(``casino.games.seka.projection``), the same on every console; ``ui.games.seka.present``
words it and ``ui.games.seka.panels`` holds the widgets. This module acts: it turns the keys
``ui.pot_table.PotScreen`` does not send at once into commands. A shoe table's cards stay
private: they appear only in the preview of a showing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from casino.games.seka.projection import TableProjection, hand_events, project
from casino.games.seka.types import (
    SEATS,
    AllIn,
    Call,
    JoinSvara,
    Raise,
    Reveal,
    SekaState,
    Showdown,
    ShownHands,
)
from casino.games.spec import Option
from casino.services.tables import Outcome
from ui.console import Console
from ui.games.seka import present
from ui.games.seka.panels import CentrePanel, SeatPanel, action_area
from ui.games.seka.present import SeatTexts
from ui.games.seka.showdown import ShowdownDialog
from ui.games.seka.style import STYLE
from ui.i18n import tr
from ui.pot_table import PotScreen, SeatLook
from ui.widgets import set_property

__all__ = ["SekaScreen", "ShowdownDialog"]

class SekaScreen(PotScreen[SekaState, TableProjection, SeatTexts]):
    """A live Seka table."""

    MAX_SEATS = len(SEATS)
    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, project, hand_events, style=STYLE, parent=parent)

    def _build(self) -> None:
        self.seats: dict[int, SeatPanel] = {seat: SeatPanel(seat) for seat in SEATS}
        self.centre: CentrePanel = CentrePanel()
        self.bar = action_area()
        super()._build()
        self.stake, self.svara = self.centre.stake, self.centre.svara

    def _wire(self) -> None:
        super()._wire()
        self._shortcut("0", lambda: self.select_seat(10))

    # -- drawing ---------------------------------------------------------------------------

    def seat_looks(self, shown: TableProjection) -> Iterator[SeatLook[SeatTexts]]:
        turn = shown.turn
        for line in shown.seats:
            texts = present.seat_texts(line, self.money, turn)
            yield SeatLook(line.seat, present.seat_state(line, turn), texts, line.button)

    def draw_centre(self, shown: TableProjection) -> None:
        self.centre.show_heading(
            present.hand_title(shown),
            present.phase_title(shown),
            present.pots_html(shown.pots, self.money),
        )
        self.stake.setText(present.stake_html(shown, self.money))
        svara = present.svara_html(shown.svara, shown.seats, self.money)
        self.svara.setText(svara)
        self.svara.setVisible(bool(svara))
        self.result.setText(present.result_text(shown.last_hand, self.money))
        self.result.setVisible(shown.hand is None and shown.last_hand is not None)

    def draw_actions(self, shown: TableProjection) -> None:
        turn = shown.turn
        offered = self.draw_offered(turn.seat if turn is not None else None)
        money = self.money
        buttons = self.action_buttons
        buttons[Call.KIND].setText(present.call_text(turn, money))
        buttons[Reveal.KIND].setText(present.reveal_text(turn, money))
        buttons[AllIn.KIND].setText(present.all_in_text(turn, money))
        buttons[JoinSvara.KIND].setText(present.join_text(turn, money))
        raise_option = offered.get(Raise.KIND)
        bounds = (raise_option.low, raise_option.high or raise_option.low) if raise_option else None
        buttons[Raise.KIND].setText(present.raise_text(bounds, money))
        words, active = present.turn_text(shown, self.rules.cards != "shoe")
        self.turn.setText(words)
        self.turn.setToolTip(words)
        set_property(self.turn, "active", active)

    # -- the actions -----------------------------------------------------------------------

    def acting_seat(self) -> int | None:
        turn = self.projected.turn if self.projected is not None else None
        return turn.seat if turn is not None else None

    def act_on(self, kind: str, seat: int | None, option: Option) -> None:
        """A raise opens the stake in the bar's place (or goes at once when only one stake
        is allowed); a reveal or the showdown opens the dialog."""
        if kind == Showdown.KIND:
            self.show_hands(None)
        elif kind == Raise.KIND and seat is not None:
            self.amount_for(kind, seat, option, tr("Raise to"), tr("raise the stake to"))
        elif kind == Reveal.KIND and seat is not None:
            self.show_hands(seat)

    def send_amount(self, kind: str, seat: int, value: int) -> Outcome | None:
        del kind  # the one amount here: a raise's stake
        return self.send(Raise(seat, value), f"seat {seat} raises to {self.money(value)}")

    # -- the reveal and the showdown -------------------------------------------------------

    def show_hands(self, revealer: int | None) -> None:
        """A reveal by ``revealer`` (or the showdown, None): the shown hands typed at a live
        table, the engine's preview of who takes what, sent only on confirmation."""
        shown = self.projected
        turn = shown.turn if shown is not None else None
        hand = self.state.hand
        if turn is None or hand is None:
            self.message.show_error(tr("no hand is shown now"))
            return
        live = self.rules.cards != "shoe"
        seats = [
            (seat, self.seat_name(seat), hand.contender(seat).shown) for seat in turn.shows
        ]

        def command(hands: ShownHands | None) -> Reveal | Showdown:
            entered = hands if live else None
            return Reveal(revealer, entered) if revealer is not None else Showdown(entered)

        def preview(hands: ShownHands | None) -> tuple[Any, ...] | str:
            found = self.preview(command(hands))
            if found is None:
                reason = self.message.text() or tr("the engine refused it")
                self.message.clear_message()
                return reason
            return found

        title = (tr("Reveal by seat {seat} · {player}").format(
                     seat=revealer, player=self.seat_name(revealer))
                 if revealer is not None else tr("Showdown"))  # fmt: skip
        dialog = ShowdownDialog(
            title, seats, self.rules.scoring(), preview, self.money, enter_cards=live,
            parent=self,
        )
        if not dialog.lines:
            found = preview(() if live else None)
            if isinstance(found, str):
                self.message.show_error(found)
                return
            dialog.show_preview(found)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.take_focus()
        if not accepted:
            return
        hands = dialog.hands() if live else None
        label = f"seat {revealer} reveals" if revealer is not None else "showdown"
        self.send(command(hands), label)


Screen = SekaScreen
