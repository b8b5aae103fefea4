"""The live Sekhoma table: six seats round the table, the pots in the middle and an action
bar that offers only what the engine's ``legal_commands`` allows for the seat whose turn it is.

Every action has a one-letter key (K check, C call, B bet, R raise, A all-in, F fold,
X exchange, N new hand, T time charge, D showdown), so a dealer runs a whole hand without
the mouse. Amounts are typed into the amount bar (``ui.amount_bar``) bounded by the engine's
option, so a refused amount is explained where it was typed and never reaches the database. The
showdown is previewed by the engine (``TableService.preview``) and written only once the
dealer has seen who is paid what and confirmed.

What the table shows is the projection (``casino.games.sekhoma.projection``) of the state
and the table's recent events, the same on every console; ``ui.games.sekhoma.present``
words it and ``ui.games.sekhoma.panels`` holds the widgets. This module acts: it turns the
keys ``ui.pot_table.PotScreen`` does not send at once into commands.

Cards stay private: at a shoe table a seat's own cards appear only where the dealer needs
them (choosing the discards, and the showdown), never the shoe's order.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QDialog, QWidget

from casino.equipment.sekhoma_pack import Card, format_cards
from casino.games.sekhoma.projection import TableProjection, hand_events, project
from casino.games.sekhoma.types import (
    SEATS,
    AllIn,
    Bet,
    Call,
    Exchange,
    Raise,
    SekhomaState,
    Showdown,
)
from casino.games.spec import Option
from casino.services.tables import Outcome
from ui.console import Console
from ui.games.sekhoma import present
from ui.games.sekhoma.panels import ActionBar, CentrePanel, SeatPanel
from ui.games.sekhoma.present import SeatTexts, result_text
from ui.games.sekhoma.showdown import ShowdownDialog, ShownHands
from ui.i18n import tr
from ui.pot_table import PotScreen, SeatLook
from ui.widgets import set_property

__all__ = ["Screen", "SekhomaScreen", "ShowdownDialog", "ShownHands"]
"""``ShowdownDialog`` lives in ``ui.games.sekhoma.showdown``; it is offered here too, where
the tests and the screenshots have always found it."""

_AMOUNTS = {
    Bet.KIND: (str(QT_TRANSLATE_NOOP("", "Bet")), str(QT_TRANSLATE_NOOP("", "bet"))),
    Raise.KIND: (str(QT_TRANSLATE_NOOP("", "Raise to")), str(QT_TRANSLATE_NOOP("", "raise to"))),
}
"""The actions that take an amount, with the amount's name and what the seat does (marked;
shown through ``tr``)."""


class SekhomaScreen(PotScreen[SekhomaState, TableProjection, SeatTexts]):
    """A live Sekhoma table."""

    MAX_SEATS = len(SEATS)
    SEAT_SPACING = (12, 10)

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, project, hand_events, parent=parent)

    def _build(self) -> None:
        self.seats: dict[int, SeatPanel] = {seat: SeatPanel(seat) for seat in SEATS}
        self.centre: CentrePanel = CentrePanel()
        self.bar: ActionBar = ActionBar(self.message)
        super()._build()
        self.to_call, self.picker = self.centre.to_call, self.bar.picker
        self.discard_prompt = self.bar.discard_prompt

    def _wire(self) -> None:
        super()._wire()
        self.picker.chosen.connect(self._discards_chosen)
        self.picker.cancelled.connect(self.cancel_entry)

    # -- drawing ---------------------------------------------------------------------------

    def seat_looks(self, shown: TableProjection) -> Iterator[SeatLook[SeatTexts]]:
        for line in shown.seats:
            yield SeatLook(line.seat, line.state, present.seat_texts(line, self.money), line.button)

    def draw_centre(self, shown: TableProjection) -> None:
        hand, phase = present.hand_title(shown), present.phase_title(shown)
        self.centre.show_heading(hand, phase, present.pots_html(shown.pots, self.money))
        self.to_call.setText(present.to_call_html(shown.turn, self.money))
        self.result.setText(result_text(shown.last_hand, self.money))
        # Between hands only: in a hand its empty line would take the room the seats' figures
        # need at 1280 x 800.
        self.result.setVisible(bool(self.result.text()))

    def draw_actions(self, shown: TableProjection) -> None:
        offered = self.draw_offered(shown.turn.seat if shown.turn is not None else None)
        buttons = self.action_buttons
        if Call.KIND in offered:
            buttons[Call.KIND].setText(present.call_text(shown.turn, self.money))
        if AllIn.KIND in offered:
            buttons[AllIn.KIND].setText(present.all_in_text(shown.turn, self.money))
        for kind, (word, _doing) in _AMOUNTS.items():
            option = offered.get(kind)
            low, high = (option.low, option.high) if option is not None else (0, None)
            key = self.bar.keys[kind]
            buttons[kind].setText(present.amount_text(tr(word), key, low, high, self.money))
        words, active = present.turn_text(shown)
        self.turn.setText(words)
        set_property(self.turn, "active", active)

    # -- the actions -----------------------------------------------------------------------

    def acting_seat(self) -> int | None:
        hand = self.state.hand if self.view is not None else None
        if hand is None or hand.to_act is None:
            return None
        return hand.order[hand.to_act]

    def act_on(self, kind: str, seat: int | None, option: Option) -> None:
        """A bet or a raise opens the amount in the bar's place (or goes at once when only
        one amount is allowed), an exchange the discards; the showdown opens the dialog."""
        if kind == Showdown.KIND:
            self.showdown()
        elif kind in _AMOUNTS and seat is not None:
            what, doing = _AMOUNTS[kind]
            self.amount_for(kind, seat, option, tr(what), tr(doing))
        elif kind == Exchange.KIND and seat is not None:
            self._open_exchange(seat, option)

    def _open_exchange(self, seat: int, option: Option) -> None:
        hand = self.state.hand
        assert hand is not None
        cards = hand.contender(seat).cards
        high = option.high if option.high is not None else 0
        if cards is None:
            self.open_amount(
                Exchange.KIND, seat, option, tr("Exchange"), tr("exchange"), count=tr("cards")
            )
            return
        self.entry = (Exchange.KIND, seat)
        self.discard_prompt.setText(
            tr("Seat {seat} · {player} discards").format(seat=seat, player=self.seat_name(seat))
        )
        self.picker.start(cards, high)
        self.bar.setCurrentIndex(self.bar.DISCARD_PAGE)
        self.picker.setFocus()

    def send_amount(self, kind: str, seat: int, value: int) -> Outcome | None:
        command: Any
        if kind == Bet.KIND:
            command, label = Bet(seat, value), f"seat {seat} bets {self.money(value)}"
        elif kind == Raise.KIND:
            command, label = Raise(seat, value), f"seat {seat} raises to {self.money(value)}"
        else:
            command, label = Exchange(seat, count=value), f"seat {seat} exchanges {value}"
        return self.send(command, label)

    def _discards_chosen(self, discards: tuple[Card, ...]) -> None:
        if self.entry is None:
            return
        seat = self.entry[1]
        label = f"seat {seat} exchanges {len(discards)}"
        if discards:
            label += f" ({format_cards(discards)})"
        if self.send(Exchange(seat, discards=discards), label) is not None:
            self.cancel_entry()
        else:
            self.picker.setFocus()

    # -- the showdown ----------------------------------------------------------------------

    def showdown(self) -> None:
        """Enter the shown hands (a live table), preview the payout, send on confirmation."""
        if self.view is None or self.option(Showdown.KIND) is None:
            self.message.show_error(tr("not the showdown yet"))
            return
        state = self.state
        hand = state.hand
        assert hand is not None
        seats = [(c.seat, self.seat_name(c.seat)) for c in hand.live]
        live_table = state.rules.cards != "shoe"
        dialog = ShowdownDialog(
            seats, self._preview_showdown, self.money, enter_cards=live_table, parent=self
        )
        if not live_table:
            found = self._preview_showdown(None)
            if isinstance(found, str):
                self.message.show_error(found)
                return
            dialog.show_preview(found)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.setFocus()
            return
        hands = dialog.hands() if live_table else None
        self.send(Showdown(hands=hands), "showdown")
        self.setFocus()

    def _preview_showdown(self, hands: ShownHands | None) -> tuple[Any, ...] | str:
        found = self.preview(Showdown(hands=hands))
        if found is None:
            reason = self.message.text() or tr("the engine refused the showdown")
            self.message.clear_message()
            return reason
        return found


Screen = SekhomaScreen
