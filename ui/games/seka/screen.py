"""The live Seka table: ten seats round the table, the pot and the stake in the middle, and an
action bar that offers only what the engine's ``legal_commands`` allows now.

Every action has a one-letter key (L look, C call, R raise, V reveal, A all-in, F fold; in a
svara S split, X play the svara, J join, P pass; N the next deal, a new hand or the svara's;
T time charge, D showdown), so a dealer runs a whole hand without the mouse. The stake of a
raise is typed into an ``AmountField`` bounded by the engine's option, so a refused stake is
explained where it was typed and never reaches the database. A reveal or a showdown opens
``ShowdownDialog``: at a live table the dealer types the shown hands and sees their values,
then the engine's preview (``TableService.preview``) of who folds, who takes what or the
svara, and only a confirmation writes it.

What the table shows is ``SPEC.projection`` of the state and the table's recent events
(``casino.games.seka.projection``), the same on every console; ``ui.games.seka.present``
words it and ``ui.games.seka.panels`` holds the widgets. This module acts: it turns keys into
commands. A shoe table's cards stay private: they appear only in the preview of a showing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QPushButton, QWidget

from casino.games.seka import SPEC
from casino.games.seka.projection import TableProjection, hand_events
from casino.games.seka.types import (
    SEATS,
    AgreeSplit,
    AllIn,
    Call,
    CollectTimeCharge,
    DealSvara,
    Fold,
    JoinSvara,
    Look,
    PassSvara,
    Raise,
    RefuseSplit,
    Reveal,
    SekaState,
    Showdown,
    ShownHands,
    StartHand,
)
from casino.games.spec import Option
from casino.services.tables import TableView
from ui.console import Console
from ui.games.seka import present
from ui.games.seka.panels import AMOUNT_PAGE, ActionBar, CentrePanel, SeatPanel
from ui.games.seka.showdown import ShowdownDialog
from ui.games.seka.style import STYLE
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import RecentEvents, TableScreen
from ui.widgets import set_property

__all__ = ["SekaScreen", "ShowdownDialog"]

COLUMNS = 5
SEAT_GRID = {
    seat: (0, seat - 1) if seat <= COLUMNS else (2, 2 * COLUMNS - seat) for seat in SEATS
}
"""Seats run clockwise: along the top from the left (1-5), then back along the bottom
(6-10, right to left)."""

_TABLE_WIDE = {
    StartHand.KIND, CollectTimeCharge.KIND, Showdown.KIND, DealSvara.KIND,
}
"""Options that carry no seat: the table's, not a player's."""

_SIMPLE: dict[str, tuple[Callable[[int], Any], str]] = {
    Look.KIND: (Look, "looks"),
    Call.KIND: (Call, "calls"),
    Fold.KIND: (Fold, "folds"),
    AllIn.KIND: (AllIn, "goes all-in"),
    AgreeSplit.KIND: (AgreeSplit, "agrees to split"),
    RefuseSplit.KIND: (RefuseSplit, "wants the svara"),
    JoinSvara.KIND: (JoinSvara, "joins the svara"),
    PassSvara.KIND: (PassSvara, "passes the svara"),
}
"""The seat's actions sent at once, with what the record's label says."""


class SekaScreen(TableScreen):
    """A live Seka table."""

    MAX_SEATS = len(SEATS)

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, parent)
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.recent = RecentEvents(console, table_id, hand_events)
        self.projected: TableProjection | None = None
        """What the screen shows now, projected from the view's state and recent events."""
        self._entry_seat: int | None = None

        self.seats: dict[int, SeatPanel] = {}
        table = QGridLayout()
        table.setHorizontalSpacing(8)
        table.setVerticalSpacing(8)
        for seat in SEATS:
            panel = SeatPanel(seat)
            self.seats[seat] = panel
            row, column = SEAT_GRID[seat]
            table.addWidget(panel, row, column)
        self.centre = CentrePanel()
        table.addWidget(self.centre, 1, 0, 1, COLUMNS)
        for column in range(COLUMNS):
            table.setColumnStretch(column, 1)
        table.setRowStretch(1, 1)
        self.body.addLayout(table, 1)
        self.bar = ActionBar()
        self.body.addWidget(self.bar)
        by_key: dict[str, list[QPushButton]] = {}
        for kind, button in self.bar.buttons.items():
            button.clicked.connect(lambda _checked=False, k=kind: self.act(k))
            by_key.setdefault(self.bar.keys[kind], []).append(button)
        for key, buttons in by_key.items():
            # One shortcut a key: two for one key would be ambiguous and neither would fire.
            self._shortcut(key, lambda b=tuple(buttons): _click_offered(b))
        self._shortcut("0", lambda: self.select_seat(10))
        self.bar.amount.entered.connect(self._amount_entered)
        self.bar.amount.returnPressed.connect(self._amount_refused)
        self.bar.amount.cancelled.connect(self.cancel_entry)
        # The widgets by the names the tests, the bench and the screenshots use.
        centre = self.centre
        self.hand_number, self.phase, self.pots = centre.hand_number, centre.phase, centre.pots
        self.stake, self.svara, self.result = centre.stake, centre.svara, centre.result
        self.turn, self.action_buttons = self.bar.turn, self.bar.buttons
        self.amount = self.bar.amount
        self.entry_prompt, self.entry_bounds = self.bar.entry_prompt, self.bar.entry_bounds

    def figure_label(self, seat: int) -> SeatFiguresBox | None:
        """Each seat's figures go in its own panel, under what it paid."""
        panel = self.seats.get(seat)
        return panel.figures if panel is not None else None

    @property
    def state(self) -> SekaState:
        assert self.view is not None
        found: SekaState = self.view.state
        return found

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        state: SekaState = view.state
        projection = SPEC.projection
        assert projection is not None
        shown: TableProjection = projection(state, self.recent_at(view))
        self.projected = shown
        for line in shown.seats:
            self.seats[line.seat].show_seat(
                present.seat_state(line, shown.turn),
                present.seat_texts(line, self.money, shown.turn),
                button=line.button,
                selected=line.seat == self.selected_seat,
            )
        self._draw_centre(shown)
        self._draw_actions(shown)
        if self._entry_seat is not None and self.option(Raise.KIND, self._entry_seat) is None:
            self.cancel_entry()

    def _draw_centre(self, shown: TableProjection) -> None:
        self.hand_number.setText(present.hand_title(shown))
        words, style = present.phase_title(shown)
        self.phase.setText(words)
        set_property(self.phase, "phase", style)
        self.pots.setText(present.pots_html(shown.pots, self.money))
        self.stake.setText(present.stake_html(shown, self.money))
        svara = present.svara_html(shown.svara, shown.seats, self.money)
        self.svara.setText(svara)
        self.svara.setVisible(bool(svara))
        self.result.setText(present.result_text(shown.last_hand, self.money))
        self.result.setVisible(shown.hand is None and shown.last_hand is not None)

    def _draw_actions(self, shown: TableProjection) -> None:
        view = self.view
        offered = {o.kind: o for o in (view.options if view is not None else ())}
        if view is None or view.session_id is None:
            offered = {}
        turn = shown.turn
        acting = turn.seat if turn is not None else None
        for kind, button in self.action_buttons.items():
            option = offered.get(kind)
            # A seat's options belong to the seat whose turn it is; the rest are the table's
            # (a new hand, the time charge, the showdown, the svara deal) and carry no seat.
            usable = option is not None and (option.seat is None or option.seat == acting)
            button.setVisible(usable)
            button.setEnabled(usable)
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

    def act(self, kind: str) -> None:
        """One action-bar key: the simple ones are sent at once; a raise opens the stake in
        the bar's place (or goes at once when only one stake is allowed); a reveal or the
        showdown opens the dialog."""
        if self.view is None:
            return
        turn = self.projected.turn if self.projected is not None else None
        seat = turn.seat if turn is not None and kind not in _TABLE_WIDE else None
        option = self.option(kind, seat)
        if option is None or (kind not in _TABLE_WIDE and seat is None):
            self.message.show_error(f"{kind} is not possible now")
            return
        if kind == StartHand.KIND:
            self.send(StartHand(), "new hand")
        elif kind == DealSvara.KIND:
            self.send(DealSvara(), "svara deal")
        elif kind == CollectTimeCharge.KIND:
            self.send(CollectTimeCharge(), "time charge")
        elif kind == Showdown.KIND:
            self.show_hands(None)
        elif seat is None:
            return
        elif kind in _SIMPLE:
            make, words = _SIMPLE[kind]
            self.send(make(seat), f"seat {seat} {words}")
        elif kind == Raise.KIND:
            high = option.high if option.high is not None else option.low
            if option.low == high:
                self._send_raise(seat, option.low)
            else:
                self._open_raise(seat, option)
        elif kind == Reveal.KIND:
            self.show_hands(seat)

    def _seat_name(self, seat: int) -> str:
        occupant = self.state.seat(seat) if self.view is not None else None
        return occupant.player if occupant is not None else ""

    def _open_raise(self, seat: int, option: Option) -> None:
        self._entry_seat = seat
        self.amount.configure(self.rules, option.low, option.high, "Raise to", step=option.step)
        step = option.step
        self.entry_prompt.setText(f"Seat {seat} · {self._seat_name(seat)} — raise the stake to")
        self.entry_bounds.setText(f"{self.amount.bounds_text()}, in steps of {self.money(step)}")
        self.bar.setCurrentIndex(AMOUNT_PAGE)
        self.amount.setFocus()
        self.amount.selectAll()

    def cancel_entry(self) -> None:
        self._entry_seat = None
        self.bar.setCurrentIndex(0)
        self.setFocus()

    def _amount_entered(self, value: int) -> None:
        if self._entry_seat is not None:
            self._send_raise(self._entry_seat, value)

    def _amount_refused(self) -> None:
        """Enter on a stake the bounds refuse: say why where it was typed, send nothing."""
        problem = self.amount.problem()
        if problem:
            self.message.show_error(problem)
            self.amount.setFocus()
            self.amount.selectAll()

    def _send_raise(self, seat: int, stake: int) -> None:
        if self.send(Raise(seat, stake), f"seat {seat} raises to {self.money(stake)}"):
            self.cancel_entry()
        elif self._entry_seat is not None:
            self.amount.setFocus()
            self.amount.selectAll()

    # -- the reveal and the showdown -------------------------------------------------------

    def show_hands(self, revealer: int | None) -> None:
        """A reveal by ``revealer`` (or the showdown, None): the shown hands typed at a live
        table, the engine's preview of who takes what, sent only on confirmation."""
        shown = self.projected
        turn = shown.turn if shown is not None else None
        hand = self.state.hand
        if turn is None or hand is None:
            self.message.show_error("no hand is shown now")
            return
        live = self.rules.cards != "shoe"
        seats = [
            (seat, self._seat_name(seat), hand.contender(seat).shown) for seat in turn.shows
        ]

        def command(hands: ShownHands | None) -> Reveal | Showdown:
            entered = hands if live else None
            return Reveal(revealer, entered) if revealer is not None else Showdown(entered)

        def preview(hands: ShownHands | None) -> tuple[Any, ...] | str:
            found = self.preview(command(hands))
            if found is None:
                reason = self.message.text() or "the engine refused it"
                self.message.clear_message()
                return reason
            return found

        title = (f"Reveal by seat {revealer} · {self._seat_name(revealer)}"
                 if revealer is not None else "Showdown")
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


def _click_offered(buttons: Sequence[QPushButton]) -> None:
    """The key's action that is offered now (the buttons of one key are never offered
    together)."""
    for button in buttons:
        if button.isVisible() and button.isEnabled():
            button.click()
            return


Screen = SekaScreen
