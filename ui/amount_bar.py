"""The amount a dealer types at a table (a bet, the stake of a raise, a count of cards to
exchange), one bar for every game's screen.

``AmountBar`` is the prompt, the ``AmountField`` and the bounds in words, configured from the
engine's legal ``Option`` (its ``low``, ``high`` and ``step``) with the game's own label for
the amount, so an amount the engine would refuse is explained where it was typed and never
sent. ``ActionArea`` is a table's action bar (the turn in words and a keyed button for each
action) with the amount bar in its place while one is typed; a game adds pages of its own
(the cards to discard).

They show and check what they are given; the screen decides what the amount is for and
sends it (``entered``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino.games.house_rules import HouseRules
from casino.games.spec import Option
from ui.game_screen import label
from ui.i18n import tr
from ui.table_screen import action_button
from ui.widgets import AmountField, wrapping_label

SENDS = str(QT_TRANSLATE_NOOP("", "Enter sends · Esc cancels"))
"""The bar's keys, as a dealer's amount says them (shown through ``tr``)."""


class AmountBar(QFrame):
    """One amount typed within an option's bounds: the prompt (whose amount, for what), the
    field (at most ``width`` pixels wide), the bounds in words and the ``keys``, in one row;
    or, ``under`` a panel's title, the field over its bounds and keys. Enter on an amount
    the bounds admit sends ``entered``; on one they refuse, ``refused`` says why and the
    typing stays selected for correcting; Escape sends ``cancelled``. ``keys`` is in the
    console's words already (``tr``); None says ``SENDS``."""

    entered = Signal(int)
    cancelled = Signal()
    refused = Signal(str)
    """Why the amount typed cannot be sent, in words, for the screen's message line."""

    def __init__(
        self,
        keys: str | None = None,
        *,
        width: int | None = 260,
        under: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("entry-bar")
        self._build(tr(SENDS) if keys is None else keys, width)
        if under:
            self._lay_out_under()
        else:
            self._lay_out()
        self._wire()

    def _build(self, keys: str, width: int | None) -> None:
        self.prompt = label("entry-prompt")
        self.amount = AmountField()
        if width is not None:
            self.amount.setMaximumWidth(width)
        # The bounds and the keys go on to a second line rather than widen the table.
        self.bounds = wrapping_label("entry-bounds")
        self.keys = wrapping_label("entry-keys", keys)

    def _lay_out(self) -> None:
        """One row in an action bar's place: the prompt, the field, the bounds, the keys."""
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.addWidget(self.prompt)
        row.addWidget(self.amount)
        row.addWidget(self.bounds)
        row.addStretch(1)
        row.addWidget(self.keys)

    def _lay_out_under(self) -> None:
        """In a panel that says whose amount it is: the field, the bounds and the keys
        under it (the prompt is the panel's title)."""
        self.prompt.hide()
        field = QHBoxLayout()
        field.addWidget(self.amount, 1)
        field.addStretch(2)
        words = QHBoxLayout()
        words.addWidget(self.bounds)
        words.addWidget(self.keys)
        words.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(field)
        column.addLayout(words)

    def _wire(self) -> None:
        self.amount.entered.connect(self.entered)
        self.amount.cancelled.connect(self.cancelled)
        # After the field's own Enter (which sends ``entered`` for a good amount).
        self.amount.returnPressed.connect(self._refuse)

    def open(
        self,
        rules: HouseRules,
        option: Option,
        what: str,
        prompt: str = "",
        *,
        count: str | None = None,
        start: int | None = None,
    ) -> None:
        """Ready for ``option``'s amount: ``what`` names it in the bounds (``Raise to``),
        ``prompt`` says whose it is; ``count`` names a unit (``cards``) for a plain count
        instead of money; ``start`` the amount shown first (the option's lowest if None).
        A step other than one is said with the bounds."""
        self.amount.configure(
            rules, option.low, option.high, what, count=count, start=start, step=option.step
        )
        self.prompt.setText(prompt)
        bounds = self.amount.bounds_text()
        if option.step != 1:
            bounds = tr("{bounds}, in steps of {step}").format(
                bounds=bounds, step=self.amount.shown(option.step)
            )
        self.bounds.setText(bounds)
        self.focus()

    def focus(self) -> None:
        """The field, its typing selected: the dealer types over it."""
        self.amount.setFocus()
        self.amount.selectAll()

    def _refuse(self) -> None:
        problem = self.amount.problem()
        if problem:
            self.refused.emit(problem)
            self.focus()


class Action(NamedTuple):
    """One action of a table's bar: the kind of its command, its button's text and its key;
    for an action sent at once, its command (the seat's, made for the seat to act, or the
    table's) and what the record's label says it does (``looks``, ``new hand``). ``text`` is
    marked ``QT_TRANSLATE_NOOP("", ...)`` and shown through ``tr``; ``says`` stays English
    (the label is kept with an entry that could not be sent)."""

    kind: str
    text: str
    key: str
    seat: Callable[[int], object] | None = None
    table: Callable[[], object] | None = None
    says: str = ""
    wide: bool = False
    """The table's action though not sent at once (the showdown): it carries no seat."""

    @property
    def of_table(self) -> bool:
        """The table's action, not a seat's: it carries no seat."""
        return self.wide or self.table is not None


class ActionArea(QStackedWidget):
    """A table's action bar and, in its place while one is typed, the amount bar: one row
    for whatever the dealer is doing now. ``actions`` are in the order the bar shows them;
    every button starts hidden, and the screen shows those the engine offers. A game adds
    pages of its own after the two (``addWidget``)."""

    ACTIONS_PAGE, AMOUNT_PAGE = 0, 1

    def __init__(
        self,
        actions: Sequence[Action],
        *,
        amount_width: int = 260,
        spacing: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("action-area")
        self.turn = label("turn")
        """Whose turn it is and for what; it takes the room the buttons leave (a long line
        is cut, never pushing the buttons off the bar)."""
        self.turn.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.turn.setMinimumWidth(120)
        self.by_kind = {action.kind: action for action in actions}
        self.buttons: dict[str, QPushButton] = {}
        self.keys: dict[str, str] = {}
        for action in actions:
            button = action_button(tr(action.text), action.key)
            button.setProperty("kind", action.kind)
            button.hide()
            self.buttons[action.kind] = button
            self.keys[action.kind] = action.key
        self.entry = AmountBar(width=amount_width)
        self._lay_out(spacing)

    def _lay_out(self, spacing: int | None) -> None:
        bar = QFrame()
        bar.setObjectName("action-bar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 8, 12, 8)
        if spacing is not None:
            row.setSpacing(spacing)
        row.addWidget(self.turn, 1)
        for button in self.buttons.values():
            row.addWidget(button)
        self.addWidget(bar)
        self.addWidget(self.entry)

    def open_amount(
        self, rules: HouseRules, option: Option, what: str, prompt: str, *, count: str | None = None
    ) -> None:
        """The amount bar in the actions' place, ready for ``option``'s amount."""
        self.setCurrentIndex(self.AMOUNT_PAGE)
        self.entry.open(rules, option, what, prompt, count=count)

    def show_actions(self) -> None:
        self.setCurrentIndex(self.ACTIONS_PAGE)

    def show_offered(self, offered: dict[str, Option], acting: int | None) -> None:
        """Show the buttons of the actions offered now: a seat's to the seat whose turn it
        is (``acting``), the table's (a new hand, the time charge...) whatever the turn."""
        for kind, button in self.buttons.items():
            option = offered.get(kind)
            usable = option is not None and (option.seat is None or option.seat == acting)
            button.setVisible(usable)
            button.setEnabled(usable)

    def offered_by_key(self) -> dict[str, tuple[QPushButton, ...]]:
        """The buttons of each key: two actions share a key when the engine never offers
        both at once (the next deal, whichever it is)."""
        found: dict[str, list[QPushButton]] = {}
        for kind, button in self.buttons.items():
            found.setdefault(self.keys[kind], []).append(button)
        return {key: tuple(buttons) for key, buttons in found.items()}


def click_offered(buttons: Sequence[QPushButton]) -> None:
    """A key's action that is offered now (the buttons of one key are never offered
    together)."""
    for button in buttons:
        if button.isVisible() and button.isEnabled():
            button.click()
            return
