"""A reveal or a showdown in two steps: at a live table the dealer types the three cards of
each seat that shows and sees each hand's value as it is typed; then the engine's preview
(``TableService.preview``) says who folds, who takes what, or that it is a svara. Only Enter
on that preview confirms it, so nothing is written before the dealer has seen it.

A card the pack does not hold, a mistyped token or a card typed twice is named at once beside
its hand (the notation's own words), and Enter on it keeps the dialog open with everything
typed still there: a mis-key costs one correction, never the whole entry.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from casino.equipment.french_pack import FrenchCard
from casino.equipment.notation import NotationError
from casino.games.seka.types import ShownHands
from casino.games.seka.values import HAND_SIZE, Profile, value
from ui.french_cards import cards_inline
from ui.game_screen import label
from ui.games.seka.present import outcome_html
from ui.games.seka.style import STYLE
from ui.hands_dialog import QUIET_INK, HandLine, HandsDialog, status_html
from ui.widgets import restyle

_SEPARATORS = re.compile(r"[\s,]+")
_RANK_ONLY = re.compile(r"^(10|1|[2-9AKQJT])$", re.IGNORECASE)
"""A token that is a card still being typed: its rank without the suit yet."""


class HandEntry(QLineEdit):
    """A line for one seat's three cards in French notation (``AH KD 10C``, ``JK``), read
    against the profile's pack on every keystroke. ``problem`` is the notation's own words
    for what is wrong, naming the card; ``complete`` the three cards when all is well."""

    checked = Signal()
    cancelled = Signal()

    def __init__(self, seat: int, profile: Profile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-entry")
        self.seat = seat
        self.profile = profile
        self.setPlaceholderText("e.g. AH KH 7C")
        self.setAccessibleName(f"seat {seat}'s cards")
        self._cards: tuple[FrenchCard, ...] = ()
        self._problem: str | None = None
        self.textChanged.connect(self.check)

    def cards(self) -> tuple[FrenchCard, ...]:
        return self._cards

    def problem(self) -> str | None:
        return self._problem

    def set_problem(self, problem: str | None) -> None:
        """A problem found across the hands (a card typed in two of them)."""
        self._problem = problem
        self._mark()

    def complete(self) -> tuple[FrenchCard, ...] | None:
        if self._problem is None and len(self._cards) == HAND_SIZE:
            return self._cards
        return None

    def check(self) -> None:
        text = self.text()
        tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
        if tokens and text[-1:] not in (" ", ",", "\t") and _RANK_ONLY.match(tokens[-1]):
            tokens = tokens[:-1]  # its suit is still to come
        cards: list[FrenchCard] = []
        problem: str | None = None
        try:
            for token in tokens:
                cards.append(self.profile.pack.parse_one(token))
            self.profile.pack.check_copies([cards])
        except NotationError as exc:
            problem = str(exc)
        if problem is None and len(cards) > HAND_SIZE:
            problem = f"a Seka hand is {HAND_SIZE} cards, not {len(cards)}"
        self._cards, self._problem = tuple(cards), problem
        self._mark()
        self.checked.emit()

    def _mark(self) -> None:
        invalid = self._problem is not None
        if self.property("invalid") != invalid:
            self.setProperty("invalid", invalid)
            restyle(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()  # the dialog's: next hand, preview, confirm
            return
        super().keyPressEvent(event)


class ShowdownDialog(HandsDialog[FrenchCard]):
    """The hands of a reveal or a showdown, typed (live table) then previewed; only Enter
    on the preview confirms.

    ``seats`` are (seat, player, the cards it already showed this deal or None): a known hand
    is shown, not typed again. ``preview`` asks the engine with the typed hands (None at a
    shoe table) and returns its events, or the reason it refused."""

    ENTRY_FORWARD = "Who takes what  [Enter]"

    def __init__(
        self,
        title: str,
        seats: Sequence[tuple[int, str, tuple[FrenchCard, ...] | None]],
        profile: Profile,
        preview: Callable[[ShownHands | None], tuple[Any, ...] | str],
        money: Callable[[int], str],
        *,
        enter_cards: bool,
        parent: QWidget | None = None,
    ) -> None:
        joker = ", or JK for the joker" if _has_real_joker(profile) else ""
        super().__init__(
            preview,
            {seat: player for seat, player, _known in seats},
            money,
            "Type each shown hand: rank (A K Q J 10 9 ... 2) then suit S H D C, e.g. "
            f"AH KH 7C{joker}. Enter moves to the next hand, then shows who takes what.",
            enter_cards=enter_cards,
            parent=parent,
        )
        self.setObjectName("seka-showdown")
        self.setStyleSheet(STYLE)
        self.setWindowTitle(title)
        self.title = title
        self.ENTRY_HEADING = f"{title}: enter the shown hands"
        self.PREVIEW_HEADING = f"{title}: who takes what"
        self.profile = profile
        self.known = {seat: known for seat, _player, known in seats if known is not None}
        self.lines: dict[int, HandEntry] = {}
        for row, (seat, _player, known) in enumerate(seats, start=1):
            if known is not None or not enter_cards:
                self.add_seat(row, seat, label("hand-known", self._known_text(known), rich=True))
                continue
            line = HandEntry(seat, profile)
            line.cancelled.connect(self._escape)
            line.checked.connect(self._show_statuses)
            self.add_seat(row, seat, line)
            self.lines[seat] = line
        self.finish(860, 230 + 88 * len(seats) if enter_cards else 560)
        self._show_statuses()

    def _known_text(self, known: tuple[FrenchCard, ...] | None) -> str:
        if known is None:
            return f"<span style='color:{QUIET_INK}'>dealt by the console</span>"
        return (f"{cards_inline(known, 22)}&nbsp;&nbsp;<b style='font-size:20px'>"
                f"{value(known, self.profile)}</b>&nbsp;&nbsp;"
                f"<span style='color:{QUIET_INK}'>shown before</span>")

    def preview_html(self, events: tuple[Any, ...]) -> str:
        return outcome_html(events, self.players, self._money)

    def why_incomplete(self, line: HandLine[FrenchCard]) -> str:
        return f"enter three cards ({len(line.cards())} typed)"

    # -- the typed hands -------------------------------------------------------------------

    def _show_statuses(self) -> None:
        """Beside each hand, as it is typed: its cards and value, or what is wrong with it,
        the card named; a card typed in an earlier hand (or shown before) is named in the
        later one."""
        held: dict[FrenchCard, int] = {}
        for seat, known in self.known.items():
            for card in known:
                held[card] = seat
        for seat, line in self.lines.items():
            own_problem = _own_problem(line)
            clash = next((c for c in line.cards() if c in held), None)
            if own_problem is None and clash is not None:
                line.set_problem(
                    f"card {clash} is also in seat {held[clash]}'s hand; the "
                    f"{self.profile.pack.id} pack holds it once"
                )
            elif own_problem is None and line.problem() is not None:
                line.set_problem(None)
            for card in line.cards():
                held.setdefault(card, seat)
            self.statuses[seat].setText(
                status_html(line, 20, cards_inline, self._value_html, HAND_SIZE)
            )

    def _value_html(self, cards: tuple[FrenchCard, ...]) -> str:
        return (f"{cards_inline(cards, 20)}&nbsp;&nbsp;value "
                f"<b style='font-size:20px'>{value(cards, self.profile)}</b>")


def _own_problem(line: HandEntry) -> str | None:
    """The line's problem from its own text alone, re-read (a clash with another hand, set
    on an earlier pass, is forgotten if the other hand changed)."""
    line.blockSignals(True)
    try:
        line.check()
    finally:
        line.blockSignals(False)
    return line.problem()


def _has_real_joker(profile: Profile) -> bool:
    joker = profile.joker
    return joker is not None and joker.suit is None
