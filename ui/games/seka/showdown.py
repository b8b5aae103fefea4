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

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
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
from ui.i18n import tr
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
        self.setPlaceholderText(tr("e.g. {cards}").format(cards="AH KH 7C"))
        self.setAccessibleName(tr("seat {seat}'s cards").format(seat=seat))
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
            problem = tr("a Seka hand is {size} cards, not {count}").format(
                size=HAND_SIZE, count=len(cards)
            )
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

    ENTRY_FORWARD = str(QT_TRANSLATE_NOOP("", "Who takes what  [Enter]"))

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
        hint = (
            tr("Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}, or "
               "{joker} for the joker. Enter moves to the next hand, then shows who takes what.")
            if _has_real_joker(profile) else
            tr("Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}. Enter "
               "moves to the next hand, then shows who takes what.")
        ).format(ranks="A K Q J 10 9 ... 2", suits="S H D C", example="AH KH 7C", joker="JK")
        super().__init__(
            preview,
            {seat: player for seat, player, _known in seats},
            money,
            hint,
            enter_cards=enter_cards,
            parent=parent,
        )
        self.setObjectName("seka-showdown")
        self.setStyleSheet(STYLE)
        self.setWindowTitle(title)
        self.title = title
        self.entry_heading = tr("{title}: enter the shown hands").format(title=title)
        self.preview_heading = tr("{title}: who takes what").format(title=title)
        """The headings name the reveal or the showdown (set after the base's own: see
        ``to_entry``)."""
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
            dealt = tr("dealt by the console")
            return f"<span style='color:{QUIET_INK}'>{dealt}</span>"
        before = tr("shown before")
        return (f"{cards_inline(known, 22)}&nbsp;&nbsp;<b style='font-size:20px'>"
                f"{value(known, self.profile)}</b>&nbsp;&nbsp;"
                f"<span style='color:{QUIET_INK}'>{before}</span>")

    def to_entry(self) -> None:
        super().to_entry()
        self.heading.setText(self.entry_heading)

    def show_preview(self, events: tuple[Any, ...]) -> None:
        super().show_preview(events)
        self.heading.setText(self.preview_heading)

    def preview_html(self, events: tuple[Any, ...]) -> str:
        return outcome_html(events, self.players, self._money)

    def why_incomplete(self, line: HandLine[FrenchCard]) -> str:
        return tr("enter three cards ({typed} typed)").format(typed=len(line.cards()))

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
                    tr("card {card} is also in seat {seat}'s hand; the {pack} pack holds it "
                       "once").format(card=clash, seat=held[clash], pack=self.profile.pack.id)
                )
            elif own_problem is None and line.problem() is not None:
                line.set_problem(None)
            for card in line.cards():
                held.setdefault(card, seat)
            self.statuses[seat].setText(
                status_html(line, 20, cards_inline, self._value_html, HAND_SIZE)
            )

    def _value_html(self, cards: tuple[FrenchCard, ...]) -> str:
        worth = tr("value {value}").format(
            value=f"<b style='font-size:20px'>{value(cards, self.profile)}</b>"
        )
        return f"{cards_inline(cards, 20)}&nbsp;&nbsp;{worth}"


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
