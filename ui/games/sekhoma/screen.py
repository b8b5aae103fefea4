"""The live Sekhoma table: six seats round the table, the pots in the middle and an action
bar that offers only what the engine's ``legal_commands`` allows for the seat whose turn it is.

Every action has a one-letter key (K check, C call, B bet, R raise, A all-in, F fold,
X exchange, N new hand, T time charge, D showdown), so a dealer runs a whole hand without
the mouse. Amounts are typed into an ``AmountField`` bounded by the engine's option, so a
refused amount is explained where it was typed and never reaches the database. The
showdown is previewed by the engine (``TableService.preview``) and written only once the
dealer has seen who is paid what and confirmed.

What the table shows is the projection (``casino.games.sekhoma.projection``) of the state
and the table's recent events, the same on every console; ``ui.games.sekhoma.present``
words it and ``ui.games.sekhoma.panels`` holds the widgets. This module acts: it turns keys
into commands.

Cards stay private: at a shoe table a seat's own cards appear only where the dealer needs
them (choosing the discards, and the showdown), never the shoe's order.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QWidget

from casino.equipment.sekhoma_pack import Card, format_cards
from casino.games.sekhoma.projection import TableProjection, hand_events, project
from casino.games.sekhoma.types import (
    SEATS,
    AllIn,
    Bet,
    Call,
    Check,
    CollectTimeCharge,
    Exchange,
    Fold,
    HandState,
    Raise,
    SekhomaState,
    Showdown,
    StartHand,
)
from casino.games.spec import Option
from casino.services.tables import TableView
from ui.console import Console
from ui.games.sekhoma import present
from ui.games.sekhoma.panels import (
    AMOUNT_PAGE,
    DISCARD_PAGE,
    ActionBar,
    CentrePanel,
    SeatPanel,
)
from ui.games.sekhoma.present import result_text
from ui.games.sekhoma.showdown import ShowdownDialog, ShownHands
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import RecentEvents, TableScreen
from ui.widgets import set_property

__all__ = ["Screen", "SekhomaScreen", "ShowdownDialog", "ShownHands"]
"""``ShowdownDialog`` lives in ``ui.games.sekhoma.showdown``; it is offered here too, where
the tests and the screenshots have always found it."""

# Seats run clockwise: along the top from the left, then back along the bottom.
SEAT_GRID = {1: (0, 0), 2: (0, 1), 3: (0, 2), 4: (2, 2), 5: (2, 1), 6: (2, 0)}

_TABLE_WIDE = {StartHand.KIND, CollectTimeCharge.KIND, Showdown.KIND}
"""Options that carry no seat: the table's, not the acting seat's."""


class SekhomaScreen(TableScreen):
    """A live Sekhoma table."""

    MAX_SEATS = len(SEATS)

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.recent = RecentEvents(console, table_id, hand_events)
        self.projected: TableProjection | None = None
        """What the screen shows now, projected from the view's state and recent events."""
        self._entry_kind: str | None = None
        self._entry_seat: int | None = None

        self.seats: dict[int, SeatPanel] = {}
        table = QGridLayout()
        table.setHorizontalSpacing(12)
        table.setVerticalSpacing(10)
        for seat in SEATS:
            panel = SeatPanel(seat)
            self.seats[seat] = panel
            row, column = SEAT_GRID[seat]
            table.addWidget(panel, row, column)
        self.centre = CentrePanel()
        table.addWidget(self.centre, 1, 0, 1, 3)
        for column in range(3):
            table.setColumnStretch(column, 1)
        table.setRowStretch(1, 1)
        self.body.addLayout(table, 1)
        self.bar = ActionBar(self.message)
        self.body.addWidget(self.bar)
        for kind, button in self.bar.buttons.items():
            button.clicked.connect(lambda _checked=False, k=kind: self.act(k))
            self._shortcut(self.bar.keys[kind], None, button)
        self.bar.amount.entered.connect(self._amount_entered)
        self.bar.amount.returnPressed.connect(self._amount_refused)
        self.bar.amount.cancelled.connect(self.cancel_entry)
        self.bar.picker.chosen.connect(self._discards_chosen)
        self.bar.picker.cancelled.connect(self.cancel_entry)
        # The widgets by the names the tests, the bench and the screenshots use.
        centre = self.centre
        self.hand_number, self.phase, self.pots = centre.hand_number, centre.phase, centre.pots
        self.to_call, self.result = centre.to_call, centre.result
        self.turn, self.action_buttons = self.bar.turn, self.bar.buttons
        self.amount, self.picker = self.bar.amount, self.bar.picker
        self.entry_prompt, self.entry_bounds = self.bar.entry_prompt, self.bar.entry_bounds
        self.discard_prompt = self.bar.discard_prompt

    def figure_label(self, seat: int) -> SeatFiguresBox | None:
        """Each seat's figures go in its own panel, under the bets."""
        panel = self.seats.get(seat)
        return panel.figures if panel is not None else None

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        state: SekhomaState = view.state
        shown = project(state, self.recent_at(view))
        self.projected = shown
        for line in shown.seats:
            self.seats[line.seat].show_seat(
                line.state,
                present.seat_texts(line, self.money),
                button=line.button,
                selected=line.seat == self.selected_seat,
            )
        self._draw_centre(shown)
        self._draw_actions(shown)
        if self._entry_kind is not None and self._entry_option() is None:
            self.cancel_entry()

    def _draw_centre(self, shown: TableProjection) -> None:
        self.hand_number.setText(present.hand_title(shown))
        words, style = present.phase_title(shown)
        self.phase.setText(words)
        set_property(self.phase, "phase", style)
        self.pots.setText(present.pots_html(shown.pots, self.money))
        self.to_call.setText(present.to_call_html(shown.turn, self.money))
        self.result.setText(result_text(shown.last_hand, self.money))
        # Between hands only: in a hand its empty line would take the room the seats' figures
        # need at 1280 x 800.
        self.result.setVisible(bool(self.result.text()))

    def _draw_actions(self, shown: TableProjection) -> None:
        view = self.view
        offered = {o.kind: o for o in (view.options if view is not None else ())}
        if view is None or view.session_id is None:
            offered = {}
        acting = shown.turn.seat if shown.turn is not None else None
        buttons = self.action_buttons
        for kind, button in buttons.items():
            option = offered.get(kind)
            # A seat's betting options belong to the seat whose turn it is; the rest are
            # table-wide (start, time charge, showdown) and carry no seat.
            usable = option is not None and (option.seat is None or option.seat == acting)
            button.setVisible(usable)
            button.setEnabled(usable)
        if Call.KIND in offered:
            buttons[Call.KIND].setText(present.call_text(shown.turn, self.money))
        if AllIn.KIND in offered:
            buttons[AllIn.KIND].setText(present.all_in_text(shown.turn, self.money))
        for kind, word, key in ((Bet.KIND, "Bet", "B"), (Raise.KIND, "Raise to", "R")):
            option = offered.get(kind)
            low, high = (option.low, option.high) if option is not None else (0, None)
            buttons[kind].setText(present.amount_text(word, key, low, high, self.money))
        words, active = present.turn_text(shown)
        self.turn.setText(words)
        set_property(self.turn, "active", active)

    # -- the actions -----------------------------------------------------------------------

    def _acting_seat(self) -> int | None:
        if self.view is None:
            return None
        hand: HandState | None = self.view.state.hand
        if hand is None or hand.to_act is None:
            return None
        return hand.order[hand.to_act]

    def act(self, kind: str) -> None:
        """One action-bar key: the simple ones are sent at once, the ones that need an
        amount or discards open the entry in the bar's place."""
        if self.view is None:
            return
        seat = self._acting_seat()
        option = self.option(kind, seat if kind not in _TABLE_WIDE else None)
        if option is None:
            self.message.show_error(f"{kind} is not possible now")
            return
        if kind == StartHand.KIND:
            self.send(StartHand(), "new hand")
        elif kind == CollectTimeCharge.KIND:
            self.send(CollectTimeCharge(), "time charge")
        elif kind == Showdown.KIND:
            self.showdown()
        elif seat is None:
            return
        elif kind == Check.KIND:
            self.send(Check(seat), f"seat {seat} checks")
        elif kind == Call.KIND:
            self.send(Call(seat), f"seat {seat} calls")
        elif kind == Fold.KIND:
            self.send(Fold(seat), f"seat {seat} folds")
        elif kind == AllIn.KIND:
            self.send(AllIn(seat), f"seat {seat} all-in")
        elif kind in (Bet.KIND, Raise.KIND):
            if option.low == option.high:
                self._send_amount(kind, seat, option.low)
            else:
                what = "Bet" if kind == Bet.KIND else "Raise to"
                self._open_amount(kind, seat, option, what)
        elif kind == Exchange.KIND:
            self._open_exchange(seat, option)

    def _seat_name(self, seat: int) -> str:
        occupant = self.view.state.seat(seat) if self.view is not None else None
        return occupant.player if occupant is not None else ""

    def _open_amount(self, kind: str, seat: int, option: Option, what: str) -> None:
        self._entry_kind, self._entry_seat = kind, seat
        count = "cards" if kind == Exchange.KIND else None
        self.amount.configure(self.rules, option.low, option.high, what, count=count)
        self.entry_prompt.setText(f"Seat {seat} · {self._seat_name(seat)} — {what.lower()}")
        self.entry_bounds.setText(self.amount.bounds_text())
        self.bar.setCurrentIndex(AMOUNT_PAGE)
        self.amount.setFocus()
        self.amount.selectAll()

    def _open_exchange(self, seat: int, option: Option) -> None:
        assert self.view is not None
        hand: HandState | None = self.view.state.hand
        assert hand is not None
        cards = hand.contender(seat).cards
        high = option.high if option.high is not None else 0
        if cards is None:
            self._open_amount(Exchange.KIND, seat, option, "Exchange")
            return
        self._entry_kind, self._entry_seat = Exchange.KIND, seat
        self.discard_prompt.setText(f"Seat {seat} · {self._seat_name(seat)} discards")
        self.picker.start(cards, high)
        self.bar.setCurrentIndex(DISCARD_PAGE)
        self.picker.setFocus()

    def _entry_option(self) -> Option | None:
        if self._entry_kind is None:
            return None
        return self.option(self._entry_kind, self._entry_seat)

    def cancel_entry(self) -> None:
        self._entry_kind = self._entry_seat = None
        self.bar.setCurrentIndex(0)
        self.setFocus()

    def _amount_entered(self, value: int) -> None:
        kind, seat = self._entry_kind, self._entry_seat
        if kind is None or seat is None:
            return
        self._send_amount(kind, seat, value)

    def _amount_refused(self) -> None:
        """Enter on an amount the bounds refuse: say why where it was typed, send nothing."""
        problem = self.amount.problem()
        if problem:
            self.message.show_error(problem)
            self.amount.setFocus()
            self.amount.selectAll()

    def _send_amount(self, kind: str, seat: int, value: int) -> None:
        command: Any
        if kind == Bet.KIND:
            command, label = Bet(seat, value), f"seat {seat} bets {self.money(value)}"
        elif kind == Raise.KIND:
            command, label = Raise(seat, value), f"seat {seat} raises to {self.money(value)}"
        else:
            command, label = Exchange(seat, count=value), f"seat {seat} exchanges {value}"
        if self.send(command, label) is not None:
            self.cancel_entry()
        elif self._entry_kind is not None:
            self.amount.setFocus()
            self.amount.selectAll()

    def _discards_chosen(self, discards: tuple[Card, ...]) -> None:
        seat = self._entry_seat
        if seat is None:
            return
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
            self.message.show_error("not the showdown yet")
            return
        state: SekhomaState = self.view.state
        hand = state.hand
        assert hand is not None
        seats = [(c.seat, self._seat_name(c.seat)) for c in hand.live]
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
            reason = self.message.text() or "the engine refused the showdown"
            self.message.clear_message()
            return reason
        return found


Screen = SekhomaScreen
