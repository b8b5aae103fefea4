"""What every game's table screen shares beyond ``TableScreen``: it draws its game's
projection (computed without Qt from the state and the table's recent events, so every
console shows the same), shows each seat's figures in the seat's own panel, and is built in
three steps, each a method of the game's screen: ``_build`` the widgets, ``_lay_out`` them
(views only lay out), ``_wire`` the keys and signals to the screen's controller methods.

Helpers for building the views: ``label`` (a styled label in one call), ``seat_grid`` and
``place_seats`` (seats round the table, the centre in the middle row)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from casino.games.spec import Option
from casino.services.tables import TableView
from ui.console import Console
from ui.seat_figures import SeatFiguresBox
from ui.table_screen import RecentEvents, TableScreen


class Occupant(Protocol):
    @property
    def player(self) -> str: ...


class SeatedState(Protocol):
    """A table's state as the screen base reads it: who sits in a seat."""

    def seat(self, seat: int, /) -> Occupant | None: ...


S = TypeVar("S", bound=SeatedState)
P = TypeVar("P")


def label(
    name: str,
    text: str = "",
    *,
    rich: bool = False,
    align: Qt.AlignmentFlag | None = None,
    wrap: bool = False,
) -> QLabel:
    """A label the style sheet finds by its object name; ``rich`` for rich text, ``align``
    its alignment, ``wrap`` to wrap its words."""
    found = QLabel(text)
    found.setObjectName(name)
    if rich:
        found.setTextFormat(Qt.TextFormat.RichText)
    if align is not None:
        found.setAlignment(align)
    if wrap:
        found.setWordWrap(True)
    return found


CENTRE = Qt.AlignmentFlag.AlignCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def seat_grid(across: int, down: int, *, centre_stretch: bool = True) -> QGridLayout:
    """The table's grid, ``across`` and ``down`` pixels between its cells; with
    ``centre_stretch`` the middle row (the centre) takes the height the seats leave."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(across)
    grid.setVerticalSpacing(down)
    if centre_stretch:
        grid.setRowStretch(1, 1)
    return grid


def place_seats(
    grid: QGridLayout, seats: Mapping[int, QWidget], centre: QWidget, players: int
) -> None:
    """Seats ``1..players`` round the table, clockwise: the first half along the top from
    the left, the rest back along the bottom (so partners of two sides sit opposite), and the
    centre across the middle row; the columns a half holds share the width alike."""
    half = (players + 1) // 2
    for seat in range(1, players + 1):
        row, column = (0, seat - 1) if seat <= half else (2, players - seat)
        grid.addWidget(seats[seat], row, column)
    grid.addWidget(centre, 1, 0, 1, half)
    for column in range(max(half, len(seats))):
        grid.setColumnStretch(column, 1 if column < half else 0)


class GameScreen(TableScreen, Generic[S, P]):
    """A live table of one game, drawn from its projection ``P`` of the state ``S``.

    ``project`` is the game's projection (the state and the recent events to what the screen
    shows), ``trim`` keeps the recent events it reads (those of the hand in play, or the
    last). A game's screen builds itself in ``_build``, ``_lay_out`` and ``_wire``, called
    here in that order, and puts each seat's figures box in ``figure_boxes``."""

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
        super().__init__(console, table_id, parent)
        if style:
            self.setStyleSheet(style)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.recent = RecentEvents(console, table_id, trim)
        self._project = project
        self.projected: P | None = None
        """What the screen shows now, projected from the view's state and recent events."""
        self.figure_boxes: dict[int, SeatFiguresBox] = {}
        """Each seat's figures box, in its panel (``TableScreen.show_figures`` fills them)."""
        self._build()
        self._lay_out()
        self._wire()

    # -- the three steps a game's screen gives ---------------------------------------------

    def _build(self) -> None:
        """Make the screen's widgets."""
        raise NotImplementedError

    def _lay_out(self) -> None:
        """Put them in the screen's body (``self.body``) and under it (``dock``)."""
        raise NotImplementedError

    def _wire(self) -> None:
        """Connect the keys, the buttons and the entries to the screen's methods."""
        raise NotImplementedError

    def dock(self, *widgets: QWidget) -> None:
        """The dealer's controls under the table, outside its scroll area: always in sight,
        above the figures strip and the message line."""
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        at = outer.indexOf(self.figures)
        for number, widget in enumerate(widgets):
            outer.insertWidget(at + number, widget)

    # -- reading the table ------------------------------------------------------------------

    @property
    def state(self) -> S:
        assert self.view is not None
        found: S = self.view.state
        return found

    def project(self, view: TableView) -> P:
        """The projection of ``view`` (kept as ``projected``): what the screen draws."""
        shown = self._project(view.state, self.recent_at(view))
        self.projected = shown
        return shown

    def figure_label(self, seat: int) -> SeatFiguresBox | None:
        """Each seat's figures go in its own panel."""
        return self.figure_boxes.get(seat)

    def seat_name(self, seat: int, empty: str = "") -> str:
        """Who sits in ``seat`` (``empty`` when nobody does, or no table is shown)."""
        occupant = self.state.seat(seat) if self.view is not None else None
        return occupant.player if occupant is not None else empty

    def send_offered(self, kind: str, command: object, label: str, why_not: str) -> None:
        """Send ``command`` when the engine offers ``kind`` now; else say ``why_not``."""
        if self.option(kind) is None:
            self.message.show_error(why_not)
            return
        self.send(command, label)

    def offered(self) -> dict[str, Option]:
        """The options of an open table by kind (none at a closed one)."""
        view = self.view
        if view is None or view.session_id is None:
            return {}
        return {option.kind: option for option in view.options}
