"""The shown hands of a showdown (or a reveal), typed one seat a line at a live table, each
line's status beside it as it is typed, then the engine's preview (``PreviewDialog``).

``HandsDialog`` is the entry page every card game's showing has: the hint, one row a seat
(its name, its line or the cards it showed before, its status under it), and the hands read
back in seat order, pointing at the first one that is not right. A game's dialog gives the
lines (its own card entry, read against its own pack) and words each hand (``status_html``
with the game's ranking)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from ui.game_screen import label
from ui.i18n import tr
from ui.preview_dialog import PreviewDialog

C = TypeVar("C")
"""A card of the game's pack."""
C_co = TypeVar("C_co", covariant=True)

ERROR_INK = "#ff7a7a"
QUIET_INK = "#9aa7b8"


class HandLine(Protocol[C_co]):
    """A seat's line of typed cards, read against the game's pack as it is typed."""

    def cards(self) -> tuple[C_co, ...]: ...

    def problem(self) -> str | None: ...

    def complete(self) -> tuple[C_co, ...] | None: ...

    def text(self) -> str: ...

    def setFocus(self) -> None: ...  # noqa: N802 (Qt's name)


def status_html(
    line: HandLine[C], size: int, cards_html: Callable[[tuple[C, ...], int], str],
    complete: Callable[[tuple[C, ...]], str], most: int,
) -> str:  # fmt: skip
    """A line's status as it is typed: what is wrong (the token or the card named), nothing
    for an empty line, the whole hand (``complete`` words it), or the cards so far and how
    many of ``most``."""
    problem = line.problem()
    if problem:
        return f"<span style='color:{ERROR_INK}'>{escape(problem, quote=False)}</span>"
    if not line.text().strip():
        return ""
    cards = line.complete()
    if cards is not None:
        return complete(cards)
    typed = line.cards()
    count = escape(tr("{typed} of {most}", "cards typed").format(typed=len(typed), most=most))
    return (f"{cards_html(typed, size)}&nbsp;&nbsp;"
            f"<span style='color:{QUIET_INK}'>{count}</span>")  # fmt: skip


class HandsDialog(PreviewDialog, Generic[C]):
    """The entry page of a showing: ``hint`` over one row a seat. ``add_seat`` puts a seat's
    row (its line, or the cards it showed before) and returns its status label; ``finish``
    lays the page out; ``hands`` reads the lines (``lines``, by seat: the game's entries)."""

    ROW_SPACING = 4
    """Pixels between the rows."""
    STATUS_HEIGHT = 30

    def __init__(
        self,
        preview: Callable[[Any], tuple[Any, ...] | str],
        players: Mapping[int, str],
        money: Callable[[int], str],
        hint: str,
        *,
        enter_cards: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(preview, parent)
        self._money = money
        self.players = dict(players)
        self.enter_cards = enter_cards
        self.statuses: dict[int, QLabel] = {}
        self.page = QWidget()
        self.page.setObjectName("showdown-entry")
        self.grid = QGridLayout(self.page)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(self.ROW_SPACING)
        self.grid.addWidget(label("showdown-hint", hint, wrap=True), 0, 0, 1, 2)

    def add_seat(self, row: int, seat: int, shown: QWidget) -> QLabel:
        """Seat ``seat``'s row (the ``row``-th): its name, ``shown`` (its line, or the cards it
        showed before) and, under it, its status."""
        name = tr("Seat {seat} · {player}").format(seat=seat, player=self.players[seat])
        self.grid.addWidget(label("hand-seat", name), row * 2 - 1, 0)
        self.grid.addWidget(shown, row * 2 - 1, 1)
        status = label("hand-status", rich=True, wrap=True)
        status.setMinimumHeight(self.STATUS_HEIGHT)
        self.grid.addWidget(status, row * 2, 1)
        self.statuses[seat] = status
        return status

    def finish(self, width: int, height: int) -> None:
        """The page laid out in the dialog, at ``width`` by ``height``."""
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(self.players) * 2 + 1, 1)
        self.lay_out(self.page)
        self.resize(width, height)

    def why_incomplete(self, line: HandLine[C]) -> str:
        """Why a line holds no hand yet, when it has no problem of its own."""
        return tr("%n cards typed", None, len(line.cards()))

    def hands(self) -> tuple[tuple[int, tuple[C, ...]], ...] | None:
        """The typed hands, or None after pointing at the first one that is not right (the
        typing is kept for correcting)."""
        found: list[tuple[int, tuple[C, ...]]] = []
        lines: dict[int, HandLine[C]] = self.lines
        for seat, line in lines.items():
            cards = line.complete()
            if cards is None:
                why = line.problem() or self.why_incomplete(line)
                self.message.show_error(tr("seat {seat}: {why}").format(seat=seat, why=why))
                line.setFocus()
                return None
            found.append((seat, cards))
        return tuple(found)

    def collected(self) -> tuple[tuple[int, tuple[C, ...]], ...] | None:
        return self.hands()
