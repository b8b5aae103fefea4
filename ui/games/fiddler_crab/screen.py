"""The live Fiddler-Crab table: seven betting circles against the dealer's hand.

A round runs bets → start → each seat's split → the dealer's hand → settlement, and the
screen offers at each moment only what the engine's ``legal_commands`` offers. Every entry
opens in the panel under the seats rather than in a dialog, so the seats (and the cards
already out) stay in view while the dealer types. Keys: B bet, W withdraw, N start the round,
H a seat's hand, D the dealer's hand, S settle; Enter confirms and Escape cancels a panel.

The screen never works out money: the settlement is the engine's ``Settle`` previewed through
the services and shown for the dealer to confirm. What the table shows is the projection
(``casino.games.fiddler_crab.projection``) of the state and the table's recent events: the
settled round's results stay on the seats until the next round starts, read from the round's
events, so every console shows them. ``ui.games.fiddler_crab.present`` words it, ``circles``
and ``panels`` hold the widgets; this module turns keys into commands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from casino.equipment.sekhoma_pack import Card, format_cards
from casino.games.fiddler_crab.projection import TableProjection, project, round_events
from casino.games.fiddler_crab.rules import DEALER_CHOICE
from casino.games.fiddler_crab.types import (
    FiddlerCrabState,
    PlaceBet,
    RoundState,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
    WithdrawBet,
)
from casino.services.tables import TableView
from ui.console import Console
from ui.game_screen import GameScreen, label
from ui.games.fiddler_crab import present
from ui.games.fiddler_crab.circles import LARGE, NINE, SMALL, DealerView, SeatView
from ui.games.fiddler_crab.panels import (
    PANEL_KEYS,
    BetPanel,
    CardsPanel,
    DealtPanel,
    Panel,
    SettlePanel,
)
from ui.i18n import tr
from ui.table_screen import action_button

__all__ = ["CardsPanel", "DealtPanel", "FiddlerCrabScreen", "Screen", "SettlePanel"]
"""The panels live in ``ui.games.fiddler_crab.panels``; they are offered here too, where the
tests and the screenshots have always found them."""


class FiddlerCrabScreen(GameScreen[FiddlerCrabState, TableProjection]):
    """A Fiddler-Crab table at a dealer's console."""

    LEAVING_ALSO = str(QT_TRANSLATE_NOOP("", " and not with a bet riding"))

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        self.panel: Panel | None = None
        """The entry open under the seats, if one is."""
        super().__init__(console, table_id, project, round_events, parent=parent)
        self.setObjectName("fiddler-crab-screen")

    def _build(self) -> None:
        self.dealer = DealerView()
        self.seat_views = [SeatView(n) for n in range(1, self.MAX_SEATS + 1)]
        for view in self.seat_views:
            view.peers = tuple(self.seat_views)
        self.figure_boxes = {view.number: view.figures for view in self.seat_views}
        self.idle = label(
            "panel-idle",
            tr(
                "1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  "
                "H a seat's hand  ·  D the dealer's hand  ·  S settle"
            ),
            align=Qt.AlignmentFlag.AlignCenter,
        )
        self.bet_button = action_button(tr("Bet"), "B")
        self.withdraw_button = action_button(tr("Withdraw"), "W")
        self.start_button = action_button(tr("Start round"), "N")
        self.hand_button = action_button(tr("Seat's hand"), "H")
        self.dealer_button = action_button(tr("Dealer's hand"), "D")
        self.settle_button = action_button(tr("Settle"), "S")

    def _lay_out(self) -> None:
        self.body.addWidget(self.dealer)
        seats = QHBoxLayout()
        seats.setSpacing(6)  # a pixel or two more for each of seven circles
        for view in self.seat_views:
            seats.addWidget(view, 1)
        self.body.addLayout(seats)
        self.panel_area = QVBoxLayout()
        self.body.addLayout(self.panel_area, 1)
        self.panel_area.addWidget(self.idle, 1)
        bar = QHBoxLayout()
        for button, _key, _slot in self._actions():
            bar.addWidget(button)
        bar.addStretch(1)
        self.body.addLayout(bar)

    def _actions(self) -> tuple[tuple[QPushButton, str, Callable[[], None]], ...]:
        """The action buttons in the bar's order, each with its key and what it does."""
        return (
            (self.bet_button, "B", self.bet),
            (self.withdraw_button, "W", self.withdraw),
            (self.start_button, "N", self.start_round),
            (self.hand_button, "H", self.set_hand),
            (self.dealer_button, "D", self.dealer_hand),
            (self.settle_button, "S", self.settle),
        )

    def _wire(self) -> None:
        for button, key, slot in self._actions():
            button.clicked.connect(slot)
            # The key works even while the button is greyed out, so that it says why not.
            self._shortcut(key, slot)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        state: FiddlerCrabState = view.state
        shown = self.project(view)
        self._check_panel(view)
        previewed = self.panel.results if isinstance(self.panel, SettlePanel) else {}
        for seat_view, line in zip(self.seat_views, shown.seats, strict=True):
            number = line.number
            seat_view.show_seat(
                line,
                previewed.get(number) or line.result,
                self.money,
                previewed=number in previewed,
                selected=number == self.selected_seat,
                fit=False,
            )
        self.seat_views[0].fit_all()
        self.dealer.show_dealer(shown.dealer)
        self.dealer.show_rules(present.rules_line(state.rules, self.money))
        self.dealer.phase.setText(
            present.next_step(
                shown,
                open_=view.session_id is not None,
                can_start=self.option(StartRound.KIND) is not None,
            )
        )
        self.bet_button.setEnabled(bool(self.seats_with(PlaceBet.KIND)))
        self.withdraw_button.setEnabled(bool(self.seats_with(WithdrawBet.KIND)))
        self.start_button.setEnabled(self.option(StartRound.KIND) is not None)
        self.hand_button.setEnabled(bool(self.seats_with(SetHand.KIND)))
        self.dealer_button.setEnabled(self.option(SetDealerHand.KIND) is not None)
        self.settle_button.setEnabled(self.option(Settle.KIND) is not None)

    def _check_panel(self, view: TableView) -> None:
        """Close a panel the table has moved past (its seat or its moment is gone)."""
        panel = self.panel
        if panel is None:
            return
        if isinstance(panel, SettlePanel):
            still = panel.seq == view.seq
        elif panel.kind in (PlaceBet.KIND, SetHand.KIND):
            still = (
                panel.seat == self.selected_seat and self.option(panel.kind, panel.seat) is not None
            )
        else:
            still = self.option(panel.kind) is not None
        if not still:
            self.close_panel(redraw=False)

    def select_seat(self, seat: int) -> None:
        if self.view is not None and seat > self.state.rules.seats:
            self.message.show_error(
                tr("this table's seats are 1 to {seats}; seat {seat} is not in play").format(
                    seats=self.state.rules.seats, seat=seat
                )
            )
            return
        super().select_seat(seat)

    # -- panels ----------------------------------------------------------------------------

    def open_panel(self, panel: Panel) -> None:
        self.close_panel(refocus=False, redraw=False)
        self.panel = panel
        panel.cancelled.connect(self.close_panel)
        self.idle.hide()
        self.panel_area.addWidget(panel)
        panel.show()
        panel.focus_first()

    def close_panel(self, refocus: bool = True, redraw: bool = True) -> None:
        panel, self.panel = self.panel, None
        if panel is None:
            return
        self.panel_area.removeWidget(panel)
        panel.hide()
        panel.deleteLater()
        self.idle.show()
        if refocus:
            self.setFocus()
        if redraw and isinstance(panel, SettlePanel) and self.view is not None:
            self.draw(self.view)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter and Escape reach the open panel even when the focus has strayed from it."""
        if self.panel is not None and event.key() in PANEL_KEYS:
            if isinstance(self.panel, SettlePanel | DealtPanel):
                self.panel.keyPressEvent(event)
            elif event.key() == Qt.Key.Key_Escape:
                self.close_panel()
            return
        super().keyPressEvent(event)

    # -- between rounds --------------------------------------------------------------------

    def bet(self) -> None:
        seat = self.selected_seat
        option = self.option(PlaceBet.KIND, seat) if seat else None
        if seat is None or option is None:
            self.message.show_error(self._why_no_bet(seat))
            return
        current = self.state.bets[seat - 1]
        panel = BetPanel(seat, self.seat_name(seat, tr("empty", "a seat")), self.rules, option,
                         current or option.low)  # fmt: skip
        panel.placed.connect(lambda amount: self._place(seat, amount))
        self.open_panel(panel)

    def _why_no_bet(self, seat: int | None) -> str:
        if seat is None:
            return tr("select a seat first (keys 1-7), then B")
        state = self.state
        if state.round is not None:
            return tr("bets are placed between rounds")
        if state.seat(seat) is None:
            return tr("seat {seat} is empty: Ctrl+P seats a player").format(seat=seat)
        if state.riding[seat - 1]:
            return tr(
                "seat {seat}'s bet rides after a push: it plays the next round unchanged"
            ).format(seat=seat)
        return tr("seat {seat} cannot bet now (its stack is below the minimum bet)").format(
            seat=seat
        )

    def _place(self, seat: int, amount: int) -> None:
        if self.send(PlaceBet(seat, amount), f"bet seat {seat}") is not None:
            self.close_panel()

    def withdraw(self) -> None:
        seat = self.selected_seat
        if seat is None or self.option(WithdrawBet.KIND, seat) is None:
            if seat is not None and self.view is not None and self.state.riding[seat - 1]:
                self.message.show_error(
                    tr("seat {seat}'s bet rides after a push: it cannot be withdrawn").format(
                        seat=seat
                    )
                )
            else:
                self.message.show_error(tr("select a seat with a bet (keys 1-7), then W"))
            return
        self.send(WithdrawBet(seat), f"withdraw seat {seat}")

    def start_round(self) -> None:
        if self.option(StartRound.KIND) is None:
            self.message.show_error(tr("a round starts between rounds, once a seat has a bet"))
            return
        self.close_panel()
        if self.send(StartRound(), "start round") is not None:
            rnd = self.state.round
            if rnd is not None and rnd.seats:
                self.select_seat(rnd.seats[0])

    # -- in the round ----------------------------------------------------------------------

    def set_hand(self) -> None:
        seats = self.seats_with(SetHand.KIND)
        rnd = self.state.round if self.view is not None else None
        if not seats or rnd is None:
            self.message.show_error(
                tr("splits are entered during a round, until the dealer's hand is set")
            )
            return
        seat = self.selected_seat
        if seat not in seats:
            waiting = [s for s in seats if rnd.split_of(s) is None]
            seat = (waiting or seats)[0]
            self.selected_seat = seat
            self.draw(self.state_view())
        self.open_panel(self._hand_panel(seat, rnd))

    def state_view(self) -> TableView:
        assert self.view is not None
        return self.view

    def _hand_panel(self, seat: int, rnd: RoundState) -> Panel:
        who = self.seat_name(seat, tr("empty", "a seat"))
        split = rnd.split_of(seat)
        if rnd.dealt is not None:
            dealt = DealtPanel(seat, who, rnd.dealt[rnd.seats.index(seat)], split)
            # The panel's seat, not this one: the panel moves on to the next seat (``load``).
            dealt.done.connect(lambda chosen: self._send_split(dealt.seat or seat, chosen))
            return dealt
        out = [
            card
            for other, other_split in zip(rnd.seats, rnd.splits, strict=True)
            if other != seat and other_split is not None
            for card in other_split[0] + other_split[1]
        ]
        title = tr("Hand · seat {seat} · {who} · as the player set it").format(seat=seat, who=who)
        panel = CardsPanel(
            SetHand.KIND, seat, title,
            [(tr("Large Hand"), LARGE), (tr("Small Hand"), SMALL)], out,
            list(split) if split else None,
        )  # fmt: skip
        panel.done.connect(lambda parts: self._send_split(seat, parts))
        return panel

    def _send_split(self, seat: int, parts: tuple[tuple[Card, ...], ...]) -> None:
        """Send a seat's split, then move on to the next seat still to set, drawn once:
        at a shoe table its nine go into the open panel rather than a new one."""
        large, small = parts
        label = f"hand seat {seat}: {format_cards(large)} / {format_cards(small)}"
        if self.send(SetHand(seat, large, small), label, redraw=False) is None:
            if self.panel is not None:
                self.panel.message.show_error(self.message.text())
            return
        rnd = self.state.round
        waiting = [s for s in self.seats_with(SetHand.KIND) if rnd and rnd.split_of(s) is None]
        if not waiting:
            self.close_panel(redraw=False)
            self.show_view(self.state_view())
            self.message.show_info(tr("every seat has set: D for the dealer's hand"))
            return
        following = waiting[0]
        self.selected_seat = following
        panel = self.panel
        if (
            isinstance(panel, DealtPanel)
            and rnd is not None
            and rnd.dealt is not None
            and panel.load(following, self.seat_name(following, tr("empty", "a seat")),
                           rnd.dealt[rnd.seats.index(following)], rnd.split_of(following))
        ):  # fmt: skip
            self.show_view(self.state_view())
            panel.focus_first()
            return
        self.close_panel(redraw=False)
        self.show_view(self.state_view())
        self.set_hand()

    def dealer_hand(self) -> None:
        if self.option(SetDealerHand.KIND) is None:
            rnd = self.state.round if self.view is not None else None
            if rnd is not None and rnd.dealer is None:
                self.message.show_error(tr("every seat sets before the dealer: H for the others"))
            else:
                self.message.show_error(tr("the dealer's hand is set once per round"))
            return
        rnd = self.state.round
        assert rnd is not None
        rule = self.state.rules.dealer_sets
        shown = rnd.dealer_shown
        if rnd.dealt is not None and (rule != DEALER_CHOICE or shown is None):
            # A shoe table: the console draws the dealer's nine as they are turned over.
            self._send_dealer(SetDealerHand())
            return
        out = [c for split in rnd.splits if split is not None for c in split[0] + split[1]]
        start = [shown[:LARGE], shown[LARGE:]] if shown is not None else None
        if rule == DEALER_CHOICE:
            parts = [(tr("Dealer's Large Hand"), LARGE), (tr("Dealer's Small Hand"), SMALL)]
            title = tr("Dealer's hand · as the dealer set it (dealer-choice)")
        else:
            parts = [(tr("Dealer's nine"), NINE)]
            title = tr("Dealer's hand · the console splits it by {rule}").format(
                rule=present.rule_words(rule)
            )
        panel = CardsPanel(SetDealerHand.KIND, None, title, parts, out, start)
        panel.done.connect(lambda cards: self._dealer_cards(rule, cards))
        self.open_panel(panel)

    def _dealer_cards(self, rule: str, parts: tuple[tuple[Card, ...], ...]) -> None:
        if rule == DEALER_CHOICE:
            self._send_dealer(SetDealerHand(large=parts[0], small=parts[1]))
        else:
            self._send_dealer(SetDealerHand(cards=parts[0]))

    def _send_dealer(self, command: SetDealerHand) -> None:
        outcome = self.send(command, "dealer's hand", redraw=False)
        if outcome is None:
            if self.panel is not None:
                self.panel.message.show_error(self.message.text())
            return
        self.close_panel()
        self.show_view(self.state_view())  # the seats' figures and the header too
        rnd = self.state.round
        if rnd is not None and rnd.dealer is None and rnd.dealer_shown is not None:
            self.dealer_hand()  # dealer-choice: the nine are turned over, the dealer splits them
            return
        self.message.show_info(tr("S shows the settlement"))

    # -- settlement ------------------------------------------------------------------------

    def settle(self) -> None:
        if self.option(Settle.KIND) is None:
            self.message.show_error(tr("a round settles once the dealer's hand is set"))
            return
        events = self.preview(Settle())
        if events is None:
            return
        view = self.state_view()
        panel = SettlePanel(events, self.state, view.seq, self.money)
        panel.confirmed.connect(self.confirm_settlement)
        self.open_panel(panel)
        self.draw(view)

    def confirm_settlement(self) -> None:
        if not isinstance(self.panel, SettlePanel):
            return
        outcome = self.send(Settle(), "settle", redraw=False)
        if outcome is None:
            return
        self.close_panel(redraw=False)
        self.show_view(self.state_view())  # the seats' figures (the payouts) and the header
        self.message.show_info(tr("settled: the results stay up until the next round starts"))


Screen = FiddlerCrabScreen
