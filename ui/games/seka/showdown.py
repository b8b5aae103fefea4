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
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino.equipment.french_pack import FrenchCard
from casino.equipment.notation import NotationError
from casino.games.seka.types import ShownHands
from casino.games.seka.values import HAND_SIZE, Profile, value
from ui.games.seka.cards import cards_inline
from ui.games.seka.panels import label as _label
from ui.games.seka.present import outcome_html
from ui.games.seka.style import STYLE
from ui.widgets import InlineMessage, restyle

_SEPARATORS = re.compile(r"[\s,]+")
_RANK_ONLY = re.compile(r"^(10|1|[2-9AKQJT])$", re.IGNORECASE)
"""A token that is a card still being typed: its rank without the suit yet."""
ERROR_INK = "#ff7a7a"


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


class ShowdownDialog(QDialog):
    """The hands of a reveal or a showdown, typed (live table) then previewed; only Enter
    on the preview confirms.

    ``seats`` are (seat, player, the cards it already showed this deal or None): a known hand
    is shown, not typed again. ``preview`` asks the engine with the typed hands (None at a
    shoe table) and returns its events, or the reason it refused."""

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
        super().__init__(parent)
        self.setObjectName("seka-showdown")
        self.setStyleSheet(STYLE)
        self.setWindowTitle(title)
        self.title = title
        self.profile = profile
        self._preview = preview
        self._money = money
        self.players = {seat: player for seat, player, _known in seats}
        self.known = {seat: known for seat, _player, known in seats if known is not None}
        self.enter_cards = enter_cards
        self.events: tuple[Any, ...] = ()
        self.lines: dict[int, HandEntry] = {}
        self.statuses: dict[int, QLabel] = {}
        self.pages = QStackedWidget()
        self.message = InlineMessage()
        entry = QWidget()
        entry.setObjectName("showdown-entry")
        grid = QGridLayout(entry)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(4)
        hint = _label(
            "showdown-hint",
            "Type each shown hand: rank (A K Q J 10 9 ... 2) then suit S H D C, e.g. "
            f"AH KH 7C{', or JK for the joker' if _has_real_joker(profile) else ''}. "
            "Enter moves to the next hand, then shows who takes what.",
        )
        hint.setWordWrap(True)
        grid.addWidget(hint, 0, 0, 1, 2)
        for row, (seat, player, known) in enumerate(seats, start=1):
            name = _label("hand-seat", f"Seat {seat} · {player}")
            status = _label("hand-status")
            status.setTextFormat(Qt.TextFormat.RichText)
            status.setWordWrap(True)
            status.setMinimumHeight(30)
            grid.addWidget(name, row * 2 - 1, 0)
            grid.addWidget(status, row * 2, 1)
            self.statuses[seat] = status
            if known is not None or not enter_cards:
                shown = _label("hand-known")
                shown.setTextFormat(Qt.TextFormat.RichText)
                shown.setText(self._known_text(known))
                grid.addWidget(shown, row * 2 - 1, 1)
                continue
            line = HandEntry(seat, profile)
            line.cancelled.connect(self._escape)
            line.checked.connect(self._show_statuses)
            grid.addWidget(line, row * 2 - 1, 1)
            self.lines[seat] = line
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(seats) * 2 + 1, 1)
        self.pages.addWidget(entry)
        result_page = QWidget()
        result_layout = QVBoxLayout(result_page)
        result_layout.setContentsMargins(0, 0, 0, 0)
        self.outcome = _label("showdown-result")
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        self.outcome.setWordWrap(True)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setObjectName("showdown-scroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.outcome)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        result_layout.addWidget(scroll)
        self.pages.addWidget(result_page)
        self.heading = _label("dialog-title")
        self.forward = QPushButton()
        self.forward.setObjectName("showdown-forward")
        self.backward = QPushButton()
        self.backward.setObjectName("showdown-back")
        self.backward.setProperty("role", "secondary")
        for button in (self.forward, self.backward):
            # Enter belongs to the dialog (next hand, preview, confirm), never to a button
            # that happens to be the default.
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.forward.clicked.connect(self._enter)
        self.backward.clicked.connect(self._escape)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.backward)
        buttons.addWidget(self.forward)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.resize(860, 230 + 88 * len(seats) if enter_cards else 560)
        self._to_entry()
        self._show_statuses()
        first = next(iter(self.lines.values()), None)
        if first is not None:
            first.setFocus()

    def _known_text(self, known: tuple[FrenchCard, ...] | None) -> str:
        if known is None:
            return "<span style='color:#9aa7b8'>dealt by the console</span>"
        return (f"{cards_inline(known, 22)}&nbsp;&nbsp;<b style='font-size:20px'>"
                f"{value(known, self.profile)}</b>&nbsp;&nbsp;"
                "<span style='color:#9aa7b8'>shown before</span>")

    # -- the two pages ---------------------------------------------------------------------

    @property
    def previewing(self) -> bool:
        return self.pages.currentIndex() == 1

    def _to_entry(self) -> None:
        self.pages.setCurrentIndex(0)
        self.heading.setText(f"{self.title}: enter the shown hands")
        self.forward.setText("Who takes what  [Enter]")
        self.backward.setText("Cancel  [Esc]")
        self.message.clear_message()

    def show_preview(self, events: tuple[Any, ...]) -> None:
        self.events = events
        self.pages.setCurrentIndex(1)
        self.heading.setText(f"{self.title}: who takes what")
        self.outcome.setText(outcome_html(events, self.players, self._money))
        self.forward.setText("Confirm  [Enter]")
        self.backward.setText(("Back to the cards" if self.lines else "Cancel") + "  [Esc]")
        self.message.show_info("nothing is written until you confirm")
        self.setFocus()

    def _enter(self) -> None:
        if self.previewing:
            self.accept()
            return
        seats = list(self.lines)
        focused = next((s for s, line in self.lines.items() if line.hasFocus()), None)
        if focused is not None and focused != seats[-1]:
            following = self.lines[seats[seats.index(focused) + 1]]
            if self.lines[focused].complete() is not None and not following.text().strip():
                following.setFocus()
                return
        hands = self.hands()
        if hands is None:
            return
        found = self._preview(hands if self.enter_cards else None)
        if isinstance(found, str):
            self.message.show_error(found)
            return
        self.show_preview(found)

    def _escape(self) -> None:
        if self.previewing and self.lines:
            self._to_entry()
            next(iter(self.lines.values())).setFocus()
            return
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif event.key() == Qt.Key.Key_Escape:
            self._escape()
        else:
            super().keyPressEvent(event)

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
            self.statuses[seat].setText(self._status_html(line))

    def _status_html(self, line: HandEntry) -> str:
        problem = line.problem()
        if problem:
            return f"<span style='color:{ERROR_INK}'>{escape(problem, quote=False)}</span>"
        if not line.text().strip():
            return ""
        cards = line.complete()
        if cards is not None:
            return (f"{cards_inline(cards, 20)}&nbsp;&nbsp;value "
                    f"<b style='font-size:20px'>{value(cards, self.profile)}</b>")
        return (f"{cards_inline(line.cards(), 20)}&nbsp;&nbsp;"
                f"<span style='color:#9aa7b8'>{len(line.cards())} of {HAND_SIZE}</span>")

    def hands(self) -> ShownHands | None:
        """The typed hands, or None after pointing at the first one that is not right (the
        typing is kept for correcting)."""
        found: list[tuple[int, tuple[FrenchCard, ...]]] = []
        for seat, line in self.lines.items():
            cards = line.complete()
            if cards is None:
                why = line.problem() or f"enter three cards ({len(line.cards())} typed)"
                self.message.show_error(f"seat {seat}: {why}")
                line.setFocus()
                return None
            found.append((seat, cards))
        return tuple(found)


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
