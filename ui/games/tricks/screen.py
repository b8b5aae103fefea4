"""The live trick-game table (Sedma, Ristikontra, Hola): the seats with their sides and
partners, the trick on the table in the order played, each side's points and tricks, the
match and the held point, and what the table waits for.

Keys: at a shoe table the seat to play picks a card of its hand by its place's number (1-6;
between deals a number selects a seat, as at every table), D plays in the dark where the game
allows it, E ends the trick when its leader may lead again; N deals the next deal, T collects
the time charge, R opens a live deal's result (Enter confirms it, Esc closes it), and
Ctrl+Shift+A asks a pit boss to abandon the match. Only what the engine offers is enabled, and
a live entry the rules refuse is explained where it was typed and never written.

What the table shows is the projection of the state and the recent events
(``casino.games.tricks.projection``), the same on every console; ``present`` words it and
``panels`` holds the widgets. A shoe table's hands stay private but for the seat to play.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from casino.games.tricks.engine import sides_text
from casino.games.tricks.narrative import why_words
from casino.games.tricks.projection import TrickView, hand_events, project
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    CollectTimeCharge,
    DealScored,
    EndTrick,
    EnterResult,
    PlayCard,
    PlayDark,
    Settled,
    StartDeal,
    TrickState,
    VoidDeal,
)
from casino.i18n import _
from casino.services.tables import TableView
from ui.console import Console
from ui.game_screen import GameScreen, place_seats, seat_grid
from ui.games.tricks import present
from ui.games.tricks.panels import ActionBar, CentrePanel, HandBar, ResultForm, SeatPanel
from ui.games.tricks.style import STYLE
from ui.i18n import tr
from ui.widgets import ask_approval, set_property

SEATS = 6
"""The most seats a trick table has (six-player Hola)."""


class TrickScreen(GameScreen[TrickState, TrickView]):
    """A live Sedma, Ristikontra or Hola table: one screen, the game read from the rules."""

    MAX_SEATS = SEATS

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, project, hand_events, style=STYLE, parent=parent)

    def _build(self) -> None:
        self.seats = {seat: SeatPanel(seat) for seat in range(1, SEATS + 1)}
        self.figure_boxes = {seat: panel.figures for seat, panel in self.seats.items()}
        self.centre = CentrePanel()
        self.hand = HandBar()
        self.form = ResultForm()
        self.form.hide()
        self.bar = ActionBar()
        # The widgets by the names the tests, the bench and the screenshots use.
        self.turn = self.bar.turn

    def _lay_out(self) -> None:
        self.table = seat_grid(8, 8, centre_stretch=False)
        self._seated = 0
        """How many seats the table is laid out for (``_place_seats``)."""
        self.body.addLayout(self.table, 1)
        self.dock(self.hand, self.form, self.bar)

    def _wire(self) -> None:
        self.hand.played.connect(self.play_place)
        self.hand.dark.clicked.connect(self.play_dark)
        self.hand.end.clicked.connect(self.end_trick)
        self.bar.new_deal.clicked.connect(self.new_deal)
        self.bar.time_charge.clicked.connect(self.collect_time_charge)
        self.bar.result.clicked.connect(self.open_result)
        self.bar.abandon.clicked.connect(self.abandon_match)
        self.form.submitted.connect(self.enter_result)
        self.form.cancelled.connect(self.close_result)
        self.form.points.textChanged.connect(lambda _text: self.preview_result())
        self.form.all_tricks.toggled.connect(lambda _on: self.preview_result())
        for key, slot in (
            ("D", self.play_dark),
            ("E", self.end_trick),
            ("N", self.new_deal),
            ("T", self.collect_time_charge),
            ("R", self.open_result),
            ("Ctrl+Shift+A", self.abandon_match),
        ):
            self._shortcut(key, slot)

    # -- drawing ---------------------------------------------------------------------------

    def _place_seats(self, players: int) -> None:
        """Seats in two rows facing each other across the centre: the first half along the
        top from the left, the rest back along the bottom, so partners sit opposite."""
        if self._seated == players:
            return
        for panel in self.seats.values():
            self.table.removeWidget(panel)
            panel.hide()
        self.table.removeWidget(self.centre)
        place_seats(self.table, self.seats, self.centre, players)
        for seat in range(1, players + 1):
            self.seats[seat].show()
        self._seated = players

    def draw(self, view: TableView) -> None:
        shown = self.project(view)
        self._place_seats(max(shown.players, len(self.state.seats)))
        for line in shown.seats:
            self.seats[line.seat].show_seat(
                present.seat_texts(line, shown, self.money),
                line.side,
                line.to_play,
                line.seat == self.selected_seat,
            )
        centre = self.centre
        centre.deal.setText(present.deal_title(shown))
        centre.trick.setText(present.trick_html(shown))
        centre.sides.setText(present.sides_html(shown))
        centre.match.setText(present.match_text(shown))
        centre.last_trick.setText(shown.last_trick)
        centre.last_trick.setVisible(bool(shown.last_trick))
        centre.result.setText(shown.last_result)
        centre.result.setVisible(bool(shown.last_result))
        self._draw_actions(shown)

    def _draw_actions(self, shown: TrickView) -> None:
        kinds = set(self.offered())
        open_table = self.view is not None and self.view.session_id is not None
        turn = shown.turn
        playing = turn.doing in ("play", "decide") and PlayCard.KIND in kinds
        self.hand.setVisible(playing)
        if playing:
            seat = turn.seat
            name = self.seat_name(seat) if seat is not None else ""
            prompt = (
                tr("Seat {seat} · {name} leads again or ends the trick")
                if turn.doing == "decide"
                else tr("Seat {seat} · {name} plays")
            )
            self.hand.prompt.setText(prompt.format(seat=seat, name=name))
            self.hand.show_hand(turn.hand, turn.cards)
        self.hand.dark.setVisible(PlayDark.KIND in kinds)
        self.hand.end.setVisible(EndTrick.KIND in kinds)
        self.bar.new_deal.setVisible(StartDeal.KIND in kinds)
        self.bar.time_charge.setVisible(CollectTimeCharge.KIND in kinds)
        self.bar.result.setVisible(EnterResult.KIND in kinds)
        self.bar.abandon.setVisible(open_table and shown.match is not None)
        if EnterResult.KIND not in kinds and self.form.isVisible():
            self.close_result()
        self.turn.setText(present.turn_text(shown, shown.live))

    # -- playing ---------------------------------------------------------------------------

    def select_seat(self, seat: int) -> None:
        """A number key: during play at a shoe table, the card in that place of the hand
        shown; between deals, the seat (to seat a player, sell chips, cash out)."""
        if self.hand.isVisible():
            self.play_place(seat - 1)
            return
        super().select_seat(seat)

    def play_place(self, place: int) -> None:
        shown = self.projected
        seat = shown.turn.seat if shown is not None else None
        if shown is None or seat is None:
            return
        hand = shown.turn.hand
        if not 0 <= place < len(hand):
            self.message.show_error(
                tr("seat {seat} holds %n cards", None, len(hand)).format(seat=seat)
            )
            return
        card = hand[place]
        if card not in shown.turn.cards:
            self.message.show_error(self._why_not(card))
            return
        self.send(PlayCard(seat, card), f"seat {seat} plays {card}")

    def _why_not(self, card: Any) -> str:
        """The engine's reason a card may not be played now, read from its refusal."""
        shown = self.projected
        assert shown is not None and shown.turn.seat is not None
        found = self.preview(PlayCard(shown.turn.seat, card))
        reason = self.message.text()
        self.message.clear_message()
        if found is None and reason:
            return reason
        return tr("{card} cannot be played now").format(card=card)

    def play_dark(self) -> None:
        shown = self.projected
        if shown is None or shown.turn.seat is None or not shown.turn.dark:
            self.message.show_error(tr("no play in the dark now"))
            return
        self.send(PlayDark(shown.turn.seat), f"seat {shown.turn.seat} plays in the dark")

    def end_trick(self) -> None:
        shown = self.projected
        if shown is None or shown.turn.doing != "decide" or shown.turn.seat is None:
            self.message.show_error(tr("no trick can be ended now: it ends after a whole round"))
            return
        self.send(EndTrick(shown.turn.seat), f"seat {shown.turn.seat} ends the trick")

    def new_deal(self) -> None:
        why = self.projected.turn.why_not if self.projected is not None else ""
        self.send_offered(StartDeal.KIND, StartDeal(), "new deal", why or tr("no new deal now"))

    def collect_time_charge(self) -> None:
        why = tr("no time charge to collect now")
        self.send_offered(CollectTimeCharge.KIND, CollectTimeCharge(), "time charge", why)

    # -- a live deal's result ----------------------------------------------------------------

    def open_result(self) -> None:
        option = self.option(EnterResult.KIND)
        if option is None or self.view is None:
            self.message.show_error(tr("no deal's result is awaited now"))
            return
        rules: TrickRules = self.state.rules
        deal = self.state.deal
        assert deal is not None
        side = rules.entry_side(deal.dealer)
        words = sides_text(rules.players)[side]
        dealers = side == (0 if deal.dealer % 2 else 1)
        high = option.high if option.high is not None else option.low
        self.form.label.setText(present.entry_words(dealers, words, high, option.step))
        self.form.all_tricks.setText(_(rules.ALL_TRICKS_WORDS))
        self.form.all_tricks.setChecked(False)
        self.form.all_tricks.setVisible(rules.ASKS_ALL_TRICKS)
        self.form.points.clear()
        self.form.preview.clear()
        self.form.show()
        self.form.points.setFocus()

    def close_result(self) -> None:
        self.form.hide()
        self.setFocus()

    def _entered(self) -> EnterResult | str:
        text = self.form.points.text().strip()
        if not text.isdigit():
            if not text:
                return tr("type the points")
            return tr("the points are a whole number, not {text}").format(text=repr(text))
        return EnterResult(int(text), self.form.all_tricks.isChecked())

    def preview_result(self) -> None:
        """The engine's verdict on what is typed so far: the result and who pays, or why it
        cannot happen."""
        entered = self._entered()
        if isinstance(entered, str):
            self.form.preview.setText(entered if self.form.points.text().strip() else "")
            set_property(self.form.preview, "error", bool(self.form.points.text().strip()))
            return
        found = self.preview(entered)
        if found is None:
            self.form.preview.setText(self.message.text())
            self.message.clear_message()
            set_property(self.form.preview, "error", True)
            return
        set_property(self.form.preview, "error", False)
        self.form.preview.setText(self._result_words(found))

    def _result_words(self, events: tuple[Any, ...]) -> str:
        parts = []
        for event in events:
            if isinstance(event, DealScored):
                parts.append(why_words(event.why))  # stored in English: shown translated
            elif isinstance(event, Settled):
                payers = " + ".join(str(seat) for seat, _ in event.paid)
                each = self.money(event.paid[0][1]) if event.paid else ""
                parts.append(
                    tr("seats {seats} pay {amount} each").format(seats=payers, amount=each)
                )
        return "; ".join(parts)

    def enter_result(self) -> None:
        entered = self._entered()
        if isinstance(entered, str):
            self.message.show_error(entered)
            self.form.points.setFocus()
            return
        if self.send(entered, f"deal result {entered.points}"):
            self.close_result()
        else:
            self.form.preview.setText(self.message.text())
            set_property(self.form.preview, "error", True)
            self.form.points.setFocus()
            self.form.points.selectAll()

    # -- the pit boss ----------------------------------------------------------------------

    def void_hand(self) -> None:
        """Ctrl+Shift+V: void the deal in play (nothing of it settles); between deals of a
        match there is no deal to void, and the match is abandoned instead (Ctrl+Shift+A)."""
        if self.view is not None and self.state.deal is None and self.state.match is not None:
            self.abandon_match()
            return
        super().void_hand()

    def abandon_match(self) -> None:
        if self.view is None or self.state.match is None:
            self.message.show_error(tr("no match is under way to abandon"))
            return
        approval = ask_approval(
            self.console,
            self,
            tr("Abandon the match"),
            tr(
                "The match ends here: what was settled stays settled and nothing more is; a "
                "deal in play is voided. A pit boss approves with their name and PIN."
            ),
            to="approve a void",  # recorded with the approval: stays English
            reason=tr("why the match ends (e.g. a player was taken ill)"),
        )
        self.take_focus()
        if approval is None:
            return
        approver, reason = approval
        self.send(VoidDeal(reason, approver.name, abandon=True), "abandon match", approver=approver)


Screen = TrickScreen
