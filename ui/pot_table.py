"""A table whose seats bet into pots round a moving button: a seat's panel (its number, the
button, who sits there and their stack, its state, its figures), the centre of the table (the
hand and its phase, the pots, what the seat to act pays, how the last hand ended), and the
screen that lays them out round the table with the action bar under them and acts on its
keys. A game's panels and screen derive from these and add what its own seats, centre and
actions are; their look is the game's style sheet, found by the object names set here
(``QFrame#seat[state=...]``, ``QLabel#pots``...).

The panels show what they are given and decide nothing; the screen turns keys into
commands."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from casino.games.spec import Option
from casino.services.tables import Outcome, TableView
from ui.amount_bar import ActionArea, click_offered
from ui.console import Console
from ui.game_screen import CENTRE, RIGHT, GameScreen, P, S, label, place_seats, seat_grid
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.widgets import FlowLayout, restyle, set_property


class SeatWords(Protocol):
    """What every pot game's seat says: its state, who sits there and their stack."""

    @property
    def state(self) -> str: ...

    @property
    def player(self) -> str: ...

    @property
    def stack(self) -> str: ...


T = TypeVar("T", bound=SeatWords)
"""A game's words for a seat (``present.SeatTexts``)."""


class SeatLook(NamedTuple, Generic[T]):
    """How one seat is drawn: the state its frame is styled by (``SeatLine.state``), its
    words, and whether it holds the button."""

    seat: int
    state: str
    texts: T
    button: bool


class SeatPanel(QFrame, Generic[T]):
    """One seat: its number and the button's marker, its state in words, who sits there (the
    game's ``player`` label: a long name must never push the stack off the seat) and their
    stack, the game's own ``bottom`` row, and its figures this session (filled by
    ``TableScreen.show_figures``). The frame is styled by the seat's ``state``, ``selected``
    and ``button``; so are the labels in ``styled_by_state``, restyled only when the state
    changes how they look (``LABEL_LOOKS``). The game shows the rest of its words
    (``show_texts``)."""

    LABEL_LOOKS: Mapping[str, str] = {}
    """The states the game's style sheet styles a seat's labels by, each to its look: the
    frame is styled by more, and a label restyle matches the whole theme again, so the turn
    moving from seat to seat restyles no label."""
    MARGINS = (14, 10, 14, 10)
    SPACING = 4
    HEADING_SPACING: int | None = None

    def __init__(
        self, number: int, player: QLabel, figures: SeatFiguresBox, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("seat")
        self.setProperty("state", "empty")
        self.setProperty("selected", False)
        self.setProperty("button", False)
        self.seat_number = label("seat-number", tr("Seat {seat}").format(seat=number))
        marker = tr("D", "the dealer button's marker")
        self.button_marker = label("seat-button", marker, align=CENTRE)
        self.button_marker.setToolTip(tr("The button"))
        self.status = label("seat-state")
        self.player = player
        self.stack = label("seat-stack", align=RIGHT)
        self.figures = figures
        self.figures.hide()
        self.styled_by_state: tuple[QLabel, ...] = ()
        """The labels the game's style sheet styles by the panel's ``state``."""

    def lay_out(self, bottom: QLayout, *badges: QWidget) -> None:
        """The number, the button, ``badges`` and the state on top; the player and the stack;
        the game's ``bottom`` row; the figures."""
        top = FlowLayout()  # the state under the number when a narrow seat needs it
        if self.HEADING_SPACING is not None:
            top.setSpacing(self.HEADING_SPACING)
        top.addWidget(self.seat_number)
        top.addWidget(self.button_marker)
        top.add_stretch()
        for badge in badges:
            top.addWidget(badge)
        top.addWidget(self.status)
        middle = QHBoxLayout()
        middle.addWidget(self.player, 1)
        middle.addWidget(self.stack)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*self.MARGINS)
        layout.setSpacing(self.SPACING)
        for row in (top, middle, bottom):
            layout.addLayout(row)
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def _look(self, state: object) -> str:
        return self.LABEL_LOOKS.get(state, "") if isinstance(state, str) else ""

    def show_seat(self, look: SeatLook[T], *, selected: bool) -> None:
        """The seat as ``look`` draws it."""
        self.show_state(look.state, look.texts.state, button=look.button, selected=selected)
        self.show_texts(look.texts)

    def show_texts(self, texts: T) -> None:
        """The game's words for the seat: who sits there and their stack, and the rest."""
        raise NotImplementedError

    def show_state(self, state: str, words: str, *, button: bool, selected: bool) -> None:
        """The seat styled by ``state`` (``SeatLine.state``), said in ``words``."""
        if (
            self.property("state") != state
            or self.property("selected") != selected
            or self.property("button") != button
        ):
            # Qt repolishes only the widget whose property changed: the labels styled by the
            # state are restyled with it, only when it changes how they look.
            relook = self._look(self.property("state")) != self._look(state)
            self.setProperty("state", state)
            self.setProperty("selected", selected)
            self.setProperty("button", button)
            restyle(self)
            if relook:
                for child in self.styled_by_state:
                    restyle(child)
        self.button_marker.setVisible(button)
        self.status.setText(words)
        set_property(self.status, "state", state)


class CentrePanel(QFrame):
    """The middle of the table: the hand and its phase on the left, the pots in the middle,
    the game's ``side`` label on the right (what the seat to act pays), the game's ``middle``
    widgets under them, and between hands how the last one ended."""

    MARGINS = (20, 12, 20, 12)
    SPACING: int | None = None

    def __init__(self, side: QLabel, *middle: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-centre")
        self.hand_number = label("hand-number")
        self.phase = label("phase")
        self.pots = label("pots", rich=True, align=CENTRE)
        self.result = label("last-result", align=CENTRE, wrap=True)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addWidget(self.hand_number)
        heading.addWidget(self.phase)
        heading.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(heading, 1)
        row.addWidget(self.pots, 2)
        row.addWidget(side, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*self.MARGINS)
        if self.SPACING is not None:
            layout.setSpacing(self.SPACING)
        layout.addLayout(row, 1)
        for widget in (*middle, self.result):
            layout.addWidget(widget)

    def show_heading(self, hand: str, phase: tuple[str, str], pots: str) -> None:
        """The hand, its phase (in words, and the name the style sheet colours it by) and
        the pots."""
        self.hand_number.setText(hand)
        words, style = phase
        self.phase.setText(words)
        set_property(self.phase, "phase", style)
        self.pots.setText(pots)


class PotScreen(GameScreen[S, P], Generic[S, P, T]):
    """A live table whose seats bet into pots round a button: the seats round the table, the
    centre in the middle, the action bar under them with its amount bar, every action on a
    key. Only the actions the engine offers show, a seat's to the seat whose turn it is.

    A game's screen makes ``seats``, ``centre`` and ``bar`` in its ``_build`` (then calls
    this one's); it says how its projection draws each seat (``seat_looks``), the centre
    (``draw_centre``) and the actions (``draw_actions``); whose turn it is
    (``acting_seat``); what its actions not sent at once do (``act_on``: an amount, a
    showing); and how an amount typed is sent (``send_amount``). The actions its bar's
    table sends at once (``Action.seat``, ``Action.table``) are sent here."""

    SEAT_SPACING = (8, 8)
    """Pixels between the seats, across and down."""
    seats: Mapping[int, SeatPanel[T]]
    centre: CentrePanel
    bar: ActionArea

    def __init__(
        self,
        console: Console,
        table_id: int,
        project: Callable[[S, Sequence[Any]], P],
        trim: Callable[[Sequence[Any]], tuple[Any, ...]],
        *,
        style: str = "",
        parent: QWidget | None = None,
    ) -> None:
        self.entry: tuple[str, int] | None = None
        """The action (kind) and seat whose amount is being entered, if one is."""
        super().__init__(console, table_id, project, trim, style=style, parent=parent)

    def _build(self) -> None:
        """The seats' figures boxes, and the widgets by the names the tests, the bench and
        the screenshots use (after the game's own ``_build`` made them)."""
        self.figure_boxes = {seat: panel.figures for seat, panel in self.seats.items()}
        centre = self.centre
        self.hand_number, self.phase, self.pots = centre.hand_number, centre.phase, centre.pots
        self.result = centre.result
        self.turn, self.action_buttons = self.bar.turn, self.bar.buttons
        self.amount = self.bar.entry.amount
        self.entry_prompt, self.entry_bounds = self.bar.entry.prompt, self.bar.entry.bounds

    def _lay_out(self) -> None:
        table = seat_grid(*self.SEAT_SPACING)
        place_seats(table, self.seats, self.centre, len(self.seats))
        self.body.addLayout(table, 1)
        self.body.addWidget(self.bar)

    def _wire(self) -> None:
        for kind, button in self.bar.buttons.items():
            button.clicked.connect(lambda _checked=False, k=kind: self.act(k))
        for key, buttons in self.bar.offered_by_key().items():
            # One shortcut a key: two for one key would be ambiguous and neither would fire.
            self._shortcut(key, lambda b=buttons: click_offered(b))
        entry = self.bar.entry
        entry.entered.connect(self._amount_entered)
        entry.refused.connect(self.message.show_error)
        entry.cancelled.connect(self.cancel_entry)

    # -- what a game's screen gives ----------------------------------------------------------

    def acting_seat(self) -> int | None:
        """The seat whose turn it is (None between hands)."""
        raise NotImplementedError

    def act_on(self, kind: str, seat: int | None, option: Option) -> None:
        """An action neither sent as it is nor at once for the seat (an amount, a showing),
        offered now as ``option`` (to ``seat``, None for the table's)."""
        raise NotImplementedError

    def send_amount(self, kind: str, seat: int, value: int) -> Outcome | None:
        """Send ``kind`` for ``seat`` with the amount ``value``."""
        raise NotImplementedError

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, view: TableView) -> None:
        shown = self.project(view)
        for look in self.seat_looks(shown):
            self.seats[look.seat].show_seat(look, selected=look.seat == self.selected_seat)
        self.draw_centre(shown)
        self.draw_actions(shown)

    def seat_looks(self, shown: P) -> Iterable[SeatLook[T]]:
        """How the projection draws each seat."""
        raise NotImplementedError

    def draw_centre(self, shown: P) -> None:
        raise NotImplementedError

    def draw_actions(self, shown: P) -> None:
        """The action bar: what the engine offers (``draw_offered``) and whose turn it is."""
        raise NotImplementedError

    def draw_offered(self, acting: int | None) -> dict[str, Option]:
        """Show the buttons of what the engine offers now (a seat's to ``acting``, the seat
        whose turn it is); the options by kind. An amount being entered for an action no
        longer offered is put away."""
        offered = self.offered()
        self.bar.show_offered(offered, acting)
        if self.entry is not None and self.option(*self.entry) is None:
            self.cancel_entry()
        return offered

    # -- acting ------------------------------------------------------------------------------

    def act(self, kind: str) -> None:
        """One action's key (or its button): the table's and the seat's simple actions are
        sent at once; the others are the game's (``act_on``)."""
        action = self.bar.by_kind.get(kind)
        if self.view is None or action is None:
            return
        seat = None if action.of_table else self.acting_seat()
        option = self.option(kind, seat)
        if option is None or (seat is None and not action.of_table):
            self.message.show_error(tr("{action} is not possible now").format(action=kind))
            return
        if action.table is not None:
            self.send(action.table(), action.says)
        elif action.seat is not None and seat is not None:
            self.send(action.seat(seat), f"seat {seat} {action.says}")
        else:
            self.act_on(kind, seat, option)

    # -- an amount -------------------------------------------------------------------------

    def amount_for(self, kind: str, seat: int, option: Option, what: str, doing: str) -> None:
        """``kind`` for ``seat``: sent at once when ``option`` allows only one amount, else
        the amount bar in the actions' place, ``what`` naming the amount in its bounds and
        ``doing`` what the seat does (``raise the stake to``)."""
        if option.low == option.high:
            self.amount_sent(kind, seat, option.low)
        else:
            self.open_amount(kind, seat, option, what, doing)

    def open_amount(
        self,
        kind: str,
        seat: int,
        option: Option,
        what: str,
        doing: str,
        *,
        count: str | None = None,
    ) -> None:
        self.entry = (kind, seat)
        prompt = tr("Seat {seat} · {player} — {doing}").format(
            seat=seat, player=self.seat_name(seat), doing=doing
        )
        self.bar.open_amount(self.rules, option, what, prompt, count=count)

    def cancel_entry(self) -> None:
        self.entry = None
        self.bar.show_actions()
        self.setFocus()

    def _amount_entered(self, value: int) -> None:
        if self.entry is not None:
            self.amount_sent(*self.entry, value)

    def amount_sent(self, kind: str, seat: int, value: int) -> None:
        """Send the amount; on success the actions are back, on a refusal (said in the
        message line) the typing stays for correcting."""
        if self.send_amount(kind, seat, value) is not None:
            self.cancel_entry()
        elif self.entry is not None:
            self.bar.entry.focus()
