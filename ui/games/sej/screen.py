"""The live Sej table: both (or all) players' points toward the target, the wands thrown in
their colours, the Hand's prizes (won, in contest, to come), the contest's rolls, what the
table waits for, and the game's history Hand by Hand.

Keys: at an electronic table W throws the wands and R rolls the dice; at a live table the host
types what the wands and dice show into the entry line and presses Enter (``S W B``; ``7`` or
``3+4``), and the engine's verdict on what is typed shows beside it before anything is written.
D declines a throw that shows a Black and P plays it; Ctrl+O offers the wands or the first roll
to the next player, who takes it with Y or refuses with X; N starts a game and T collects the
time charge. Between games a number key selects a seat (to seat a player, sell chips, cash out)
as at every table. Only what the engine offers is enabled.

What the table shows is the projection of the state and the recent events
(``casino.games.sej.projection``), the same on every console; ``present`` words it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.dice import parse_roll
from casino.equipment.notation import NotationError
from casino.equipment.wands import parse_throw
from casino.games import game as game_named
from casino.games.sej.projection import SejView, game_events, project
from casino.games.sej.types import (
    AnswerOffer,
    CollectTimeCharge,
    DeclineHand,
    OfferOption,
    PlayHand,
    RollDice,
    SejState,
    StartGame,
    ThrowWands,
)
from casino.services.tables import TableView
from ui.console import Console
from ui.game_screen import RIGHT, GameScreen, label
from ui.games.sej import present
from ui.games.sej.style import STYLE
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import action_button
from ui.widgets import set_property

SEATS = 4
KEYS = (
    ("N", str(QT_TRANSLATE_NOOP("", "New game")), StartGame.KIND),
    ("W", str(QT_TRANSLATE_NOOP("", "Throw")), ThrowWands.KIND),
    ("R", str(QT_TRANSLATE_NOOP("", "Roll")), RollDice.KIND),
    ("D", str(QT_TRANSLATE_NOOP("", "Decline")), DeclineHand.KIND),
    ("P", str(QT_TRANSLATE_NOOP("", "Play")), PlayHand.KIND),
    ("Ctrl+O", str(QT_TRANSLATE_NOOP("", "Offer")), OfferOption.KIND),
    ("Y", str(QT_TRANSLATE_NOOP("", "Take")), AnswerOffer.KIND),
    ("X", str(QT_TRANSLATE_NOOP("", "Refuse")), AnswerOffer.KIND),
    ("T", str(QT_TRANSLATE_NOOP("", "Time charge")), CollectTimeCharge.KIND),
)
"""The dealer's keys, in the order the bar shows their buttons, each with the command it
sends; a button shows while the engine offers its command (the throw and the roll only at an
electronic table: at a live one the host types what the wands and the dice show). The
buttons' words are English here: ``tr`` them where they are shown."""
TYPED = {ThrowWands.KIND, RollDice.KIND}
"""What a live table's host types rather than keys: the wands thrown and the dice rolled."""


class SeatPanel(QFrame):
    """One player: name, stack, points and a bar toward the target, what they hold."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.setObjectName("sej-seat")
        self.seat = seat
        self.player = label("sej-player")
        self.stack = label("sej-stack", align=RIGHT)
        self.points = label("sej-points")
        self.points.setMinimumWidth(70)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(12)
        self.note = label("sej-note")
        self.figures = SeatFiguresBox(12)
        """The player's figures this session, filled by ``TableScreen.show_figures``."""
        self.figures.hide()
        layout = QGridLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setVerticalSpacing(2)
        layout.addWidget(self.player, 0, 0)
        layout.addWidget(self.stack, 0, 1)
        layout.addWidget(self.points, 1, 0)
        layout.addWidget(self.bar, 1, 1)
        layout.addWidget(self.note, 2, 0, 1, 2)
        layout.addWidget(self.figures, 3, 0, 1, 2)
        layout.setColumnStretch(1, 1)


class SejScreen(GameScreen[SejState, SejView]):
    """A live Sej table."""

    MAX_SEATS = SEATS

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(console, table_id, project, game_events, style=STYLE, parent=parent)

    def _build(self) -> None:
        self.seats = {seat: SeatPanel(seat) for seat in range(1, SEATS + 1)}
        self.figure_boxes = {seat: panel.figures for seat, panel in self.seats.items()}
        self.game_title = label("sej-title")
        self.wands = label("sej-wands", rich=True)
        self.prizes = label("sej-prizes", rich=True)
        self.contest = label("sej-contest")
        self.result = label("sej-result", wrap=True)
        self.history = label("sej-history", wrap=True)
        self.history.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.turn = label("sej-turn", wrap=True)
        self.entry = QLineEdit()
        self.entry.setObjectName("sej-entry")
        self.entry.setMaxLength(16)
        self.preview_label = label("sej-preview")
        self.buttons = {key: action_button(tr(text), key) for key, text, _kind in KEYS}

    def _lay_out(self) -> None:
        grid = QGridLayout()
        for seat, panel in self.seats.items():
            grid.addWidget(panel, 0, seat - 1)
            grid.setColumnStretch(seat - 1, 1)  # the seats share the width alike
        self.body.addLayout(grid)
        centre = QFrame()
        centre.setObjectName("sej-centre")
        # The Hand on the left, the game's history beside it: both in sight at 1280 x 800.
        inner = QHBoxLayout(centre)
        hand_column, history_column = QVBoxLayout(), QVBoxLayout()
        inner.addLayout(hand_column, 3)
        inner.addLayout(history_column, 2)
        for widget in (self.game_title, self.wands, self.prizes, self.contest, self.result):
            hand_column.addWidget(widget)
        hand_column.addStretch(1)
        history_column.addWidget(label("sej-title", tr("History")))
        history_column.addWidget(self.history, 1)
        self.body.addWidget(centre, 1)
        bar = QFrame()
        bar.setObjectName("sej-bar")
        column = QVBoxLayout(bar)
        column.addWidget(self.turn)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry)
        entry_row.addWidget(self.preview_label, 1)
        column.addLayout(entry_row)
        buttons = QHBoxLayout()
        for button in self.buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        self.dock(bar)

    def _wire(self) -> None:
        self.entry.returnPressed.connect(self.enter)
        self.entry.textChanged.connect(lambda _text: self.preview_entry())
        slots: dict[str, Callable[[], None]] = {
            "N": self.new_game,
            "W": self.throw,
            "R": self.roll,
            "D": self.decline,
            "P": self.play,
            "Ctrl+O": self.offer,
            "Y": lambda: self.answer(True),
            "X": lambda: self.answer(False),
            "T": self.collect_time_charge,
        }
        for key, slot in slots.items():
            self.buttons[key].clicked.connect(slot)
            self._shortcut(key, slot)

    def _name(self, seat: int) -> str:
        """Who sits in ``seat``, or the seat's own name."""
        own = tr("seat {seat}").format(seat=seat)
        if self.view is not None and seat > len(self.state.seats):
            return own
        return self.seat_name(seat, own)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        shown = self.project(view)
        for seat, panel in self.seats.items():
            line = shown.seats[seat - 1] if seat <= len(shown.seats) else None
            panel.setVisible(line is not None)
            if line is None:
                continue
            occupant = line.occupant
            panel.player.setText(
                f"{seat} · {occupant.player}"
                if occupant
                else tr("{seat} · empty").format(seat=seat)
            )
            panel.stack.setText(self.money(occupant.stack) if occupant else "")
            panel.points.setText(present.points_text(shown, seat))
            panel.bar.setMaximum(shown.target)
            panel.bar.setValue(min(line.points or 0, shown.target))
            panel.note.setText(present.seat_note(shown, seat))
            set_property(panel, "acting", line.to_act)
            set_property(panel, "selected", seat == self.selected_seat)
        self.game_title.setText(present.title_text(shown, self._name))
        self.wands.setText(present.wands_html(shown.throw))
        self.wands.setVisible(bool(shown.throw))
        self.prizes.setText(present.prizes_html(shown, self._name))
        self.prizes.setVisible(bool(shown.prizes))
        self.contest.setText(present.contest_text(shown, self._name))
        self.result.setText(shown.last_result if shown.game is None else "")
        self.history.setText(present.history_text(shown))
        self._draw_actions(shown)

    def _draw_actions(self, shown: SejView) -> None:
        kinds = set(self.offered())
        electronic = shown.electronic
        for key, _text, kind in KEYS:
            self.buttons[key].setVisible(kind in kinds and (electronic or kind not in TYPED))
        typing = not electronic and bool(kinds & TYPED)
        was = self.entry.isVisible()
        self.entry.setVisible(typing)
        self.preview_label.setVisible(typing)
        if typing and (not was or not self.entry.hasFocus()):
            self.entry.clear()
            self.entry.setFocus()
        self.turn.setText(present.turn_text(shown, self._name))

    # -- acting ----------------------------------------------------------------------------

    def _actor(self, kind: str) -> int | None:
        """The seat the engine offers ``kind`` to now (and only to it: Sej waits for one
        player at a time), or None (also at a closed table)."""
        option = self.option(kind)
        return option.seat if option is not None else None

    def new_game(self) -> None:
        why = self.projected.turn.why_not if self.projected is not None else ""
        why = why or tr("no new game now: one is in play")
        self.send_offered(StartGame.KIND, StartGame(), "new game", why)

    def _for_actor(self, kind: str, make: Callable[[int], object], does: str, why_not: str) -> None:
        """Send ``make(seat)`` for the seat the engine offers ``kind`` to now (the record's
        label says the seat ``does`` it), else say ``why_not``."""
        seat = self._actor(kind)
        if seat is None:
            self.message.show_error(why_not)
            return
        self.send(make(seat), f"seat {seat} {does}")

    def throw(self) -> None:
        if self._actor(ThrowWands.KIND) is not None and not self.state.rules.electronic:
            self.message.show_error(tr("type the three wands the thrower shows, then Enter"))
            return
        self._for_actor(ThrowWands.KIND, ThrowWands, "throws", tr("nobody throws the wands now"))

    def roll(self) -> None:
        if self._actor(RollDice.KIND) is not None and not self.state.rules.electronic:
            self.message.show_error(tr("type the roll the dice show, then Enter"))
            return
        self._for_actor(RollDice.KIND, RollDice, "rolls", tr("nobody rolls now"))

    def decline(self) -> None:
        why = tr("only a throw that shows a Black can be declined")
        self._for_actor(DeclineHand.KIND, DeclineHand, "declines", why)

    def play(self) -> None:
        why = tr("no throw waits to be declined or played")
        self._for_actor(PlayHand.KIND, PlayHand, "plays the Hand", why)

    def offer(self) -> None:
        why = tr("an option is offered by who throws the wands or rolls first, before using it")
        self._for_actor(OfferOption.KIND, OfferOption, "offers", why)

    def answer(self, accept: bool) -> None:
        self._for_actor(
            AnswerOffer.KIND,
            lambda seat: AnswerOffer(seat, accept),
            "takes" if accept else "refuses",
            tr("no offer waits for an answer"),
        )

    def collect_time_charge(self) -> None:
        why = tr("no time charge to collect now")
        self.send_offered(CollectTimeCharge.KIND, CollectTimeCharge(), "time charge", why)

    # -- a live table's entry ----------------------------------------------------------------

    def _entered(self) -> Any:
        """The command the entry line says, or why it says none."""
        text = self.entry.text().strip()
        thrower = self._actor(ThrowWands.KIND)
        roller = self._actor(RollDice.KIND)
        if not text:
            return tr("type the three wands") if thrower is not None else tr("type the roll")
        try:
            if thrower is not None:
                return ThrowWands(thrower, parse_throw(text))
            if roller is not None:
                return RollDice(roller, parse_roll(text))
        except NotationError as exc:
            return str(exc)
        return tr("nothing to enter now")

    def preview_entry(self) -> None:
        entered = self._entered()
        if not self.entry.text().strip():
            self.preview_label.clear()
            return
        if isinstance(entered, str):
            self.preview_label.setText(entered)
            set_property(self.preview_label, "error", True)
            return
        found = self.preview(entered)
        if found is None:
            self.preview_label.setText(self.message.text())
            self.message.clear_message()
            set_property(self.preview_label, "error", True)
            return
        set_property(self.preview_label, "error", False)
        players = {s: self._name(s) for s in range(1, len(self.state.seats) + 1)}
        narrative = game_named(self.view.game).narrative if self.view else None
        words = (
            [narrative.describe(e, self.state.rules, players) for e in found[:2]]
            if narrative
            else []
        )
        self.preview_label.setText("; ".join(words))

    def enter(self) -> None:
        entered = self._entered()
        if isinstance(entered, str):
            self.message.show_error(entered)
            return
        if self.send(entered, "entry"):
            self.entry.clear()
        else:
            self.entry.selectAll()


Screen = SejScreen
