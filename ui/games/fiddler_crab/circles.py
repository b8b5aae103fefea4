"""The widgets of the Fiddler-Crab table: a betting circle per seat and the dealer's hand.
They show a projection's lines (``casino.games.fiddler_crab.projection``) in the words of
``ui.games.fiddler_crab.present`` and decide nothing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from casino.games.fiddler_crab.projection import DealerLine, SeatLine
from casino.games.fiddler_crab.types import BetSettled
from ui.game_screen import RIGHT, label
from ui.games.fiddler_crab import present
from ui.games.sekhoma.card_entry import cards_inline
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.widgets import FittedLabel, restyle

LARGE, SMALL, NINE = 6, 3, 9
FIT_STEPS = 4
"""The smaller sizes the style sheet gives a circle's amount (``WholeAmount``)."""


def set_prop(widget: QWidget, name: str, value: Any) -> bool:
    """Set a dynamic property the style sheet reads; True when it really changed, so the
    caller restyles (once, after setting all of them: restyling is most of a redraw)."""
    if widget.property(name) == value:
        return False
    widget.setProperty(name, value)
    return True


def show(widget: QWidget, visible: bool) -> None:
    """Show or hide, skipping the call when nothing changes: a redraw sets every seat's
    labels, and a needless setVisible costs as much as a needed one."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


LABEL_PHASES = frozenset({"closed", "empty"})
"""The phases ``fiddler_crab.qss`` styles a circle's number and name by (the frame itself by
more): the other phases change the frame alone."""


def _phase_look(phase: object) -> str:
    """How a circle in ``phase`` styles its labels."""
    return phase if isinstance(phase, str) and phase in LABEL_PHASES else ""


def restyle_with(widget: QWidget, dependents: tuple[QWidget, ...]) -> None:
    """Restyle a widget whose properties changed and those of its children the style sheet
    styles by them (``fiddler_crab.qss``: ``QFrame#fc-seat[phase="closed"]
    QLabel#seat-player``): each restyle matches the whole theme again (about half a
    millisecond), and a circle has some thirty children."""
    restyle(widget)
    for child in dependents:
        restyle(child)


class WholeAmount(QLabel):
    """An amount a circle shows (its bet, its payout), always whole. Too wide for the room its
    seat gives it at the style sheet's size (a six-figure bet in one of seven circles at
    1280 pixels), it takes the style sheet's next smaller size and padding (its ``fit``
    property, 1 to ``FIT_STEPS``) until it fits, never cut nor elided; its seat says the
    room (``fit``). It asks its seat for no more than the room while a smaller size is left,
    so the seats keep their shares; at the smallest it asks for its whole width, so a yet
    wider amount widens its seat (the table scrolls) rather than being cut."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setIndent(0)  # the padding is the room around the text, as the style sheet says
        self.setProperty("fit", 0)
        self._fitted: tuple[str, int, Any, Any] | None = None
        """What the size was chosen for: the text, the room and the styled properties."""
        self._fitting = False

    def _step(self, step: int) -> None:
        if set_prop(self, "fit", step):
            restyle(self)
            # A repolish leaves a label's padding as it was first styled; a style change
            # makes it take the padding of its size.
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.StyleChange))

    def fit(self, room: int) -> None:
        """The largest of the style sheet's sizes at which the text fits ``room``."""
        key = (self.text(), room, self.property("empty"), self.property("riding"))
        if key == self._fitted:
            return
        self._fitted = key
        self._fitting = True
        try:
            step = 0
            self._step(step)
            while step < FIT_STEPS and super().sizeHint().width() > room:
                step += 1
                self._step(step)
        finally:
            self._fitting = False
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Styled again from outside (its screen's style sheet reached it after the fit):
        fit again."""
        super().changeEvent(event)
        fitted = self._fitted
        if event.type() == QEvent.Type.FontChange and fitted is not None and not self._fitting:
            self._fitted = None
            self.fit(fitted[1])

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """No wider than the room while a smaller size is left; the whole text at the
        smallest."""
        hint = super().minimumSizeHint()
        if self.property("fit") == FIT_STEPS or self._fitted is None:
            return hint
        return QSize(min(hint.width(), self._fitted[1]), hint.height())


class SeatView(QFrame):
    """One betting circle: who sits there, their stack and bet, the split once set, and the
    last result. Dynamic properties (``selected``, ``phase``, ``result``) drive the style."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName("fc-seat")
        self._build()
        self.box = self._lay_out()
        """The circle's column: its margins are the room its amounts have (``fit``)."""
        self.peers: tuple[SeatView, ...] = ()
        """The table's circles side by side, this one among them: their amounts are fitted
        to the narrowest (the screen sets them)."""
        self.styled_by: dict[str, tuple[QWidget, ...]] = {
            "selected": (self.heading,),
            "phase": (self.heading, self.player),
            "result": (self.result,),
            "previewed": (),
            "phase-frame": (),
        }
        """The children whose style hangs on each of the circle's properties
        (``fiddler_crab.qss``), restyled with it when that property changes."""

    def _build(self) -> None:
        number = self.number
        self.heading = label("seat-number", str(number))
        self.heading.setToolTip(tr("Seat {seat} (key {key})").format(seat=number, key=number))
        self.player = FittedLabel()  # a long name shrinks, then elides, never cut silently
        self.player.setObjectName("seat-player")
        self.player.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.stack = label("seat-stack")
        self.bet = WholeAmount("bet-circle")
        self.riding = label("riding-mark", tr("RIDING"))
        self.riding.setToolTip(tr("A push under the ride rule: this bet must play the next round"))
        self.riding.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.large = label("split-cards", rich=True)
        self.large_category = label("split-category")
        self.small = label("split-cards", rich=True)
        self.small_category = label("split-category")
        self.result = label("seat-result")
        self.payout = WholeAmount("seat-payout")
        self.commission = label("seat-commission", wrap=True)
        """What the house kept of a winning payout, under it; it wraps before the amount in
        a narrow circle."""
        self.commission.setTextFormat(Qt.TextFormat.PlainText)
        self.figures = SeatFiguresBox(12, columns=1)
        """The seat's figures this session, one under another (a circle is narrow), filled
        by ``TableScreen.show_figures``."""
        self.figures.hide()

    def _lay_out(self) -> QVBoxLayout:
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.heading)
        top.addWidget(self.player, 1)
        top.addWidget(self.riding)
        bet_row = QHBoxLayout()
        bet_row.addWidget(self.bet)
        bet_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.stack)
        layout.addLayout(bet_row)
        for widget in (self.large, self.large_category, self.small, self.small_category):
            layout.addWidget(widget)
        for widget in (self.result, self.payout, self.commission):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.figures)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return layout

    def show_seat(
        self,
        line: SeatLine,
        result: BetSettled | None,
        money: Any,
        *,
        previewed: bool,
        selected: bool,
        fit: bool = True,
    ) -> None:
        """Show the circle's line, with ``result`` (the settled one, or the settlement being
        previewed) and the dealer's selection; without ``fit`` the amounts are left for the
        caller drawing every circle to fit at once (``fit_all``)."""
        wanted = {
            "selected": selected,
            "phase": present.seat_phase(line),
            "result": result.result if result else "",
            "previewed": previewed,
        }
        looked = _phase_look(self.property("phase"))
        changed = [name for name, value in wanted.items() if set_prop(self, name, value)]
        if "phase" in changed and _phase_look(wanted["phase"]) == looked:
            changed.remove("phase")  # the frame is restyled anyway; its labels look the same
            changed.append("phase-frame")
        occupant = line.occupant
        self.player.setText(present.player_text(line))
        self.stack.setText(money(occupant.stack) if occupant else "")
        show(self.stack, occupant is not None)
        self.bet.setText(money(line.bet) if line.bet else tr("no bet"))
        show(self.bet, occupant is not None)
        bet_changed = set_prop(self.bet, "riding", line.riding)
        bet_changed |= set_prop(self.bet, "empty", not line.bet)
        if bet_changed:
            restyle(self.bet)
        show(self.riding, line.riding)
        self._show_split(line)
        self._show_result(result, money)
        if changed:
            dependents = {child for name in changed for child in self.styled_by[name]}
            restyle_with(self, tuple(dependents))
        if fit:
            self._fit(self._room())

    def fit_all(self) -> None:
        """Every circle's amounts in the room of the narrowest, worked out once (each
        circle working it out over all seven was a redraw's every seventh call)."""
        room = self._room()
        for seat in self.peers or (self,):
            seat._fit(room)

    def _inside(self) -> int:
        """The width inside the seat's border and margins."""
        margins = self.box.contentsMargins()
        return self.contentsRect().width() - margins.left() - margins.right()

    def _room(self) -> int:
        """The room of the narrowest circle on show (``peers``), so amounts alike are set
        alike whatever pixel one circle has over its neighbour."""
        shown = [seat for seat in self.peers if not seat.isHidden()] or [self]
        return min(seat._inside() for seat in shown)

    def _fit(self, room: int) -> None:
        """The bet and the payout whole in ``room``."""
        self.bet.fit(room)
        self.payout.fit(room)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_all()

    def _show_split(self, line: SeatLine) -> None:
        split = line.split
        if split is None:
            waiting = line.in_round and line.round_on
            self.large.setText("")
            self.large_category.setText(tr("waiting for the split") if waiting else "")
            self.small.setText("")
            self.small_category.setText("")
            show(self.large, False)
            show(self.small, False)
            show(self.small_category, False)
            show(self.large_category, waiting)
            return
        large, small = split
        self.large.setText(
            cards_inline(large[:SMALL], 17) + "<br>" + cards_inline(large[SMALL:], 17)
        )
        self.small.setText(cards_inline(small, 17))
        self.large_category.setText(present.category(large))
        self.small_category.setText(present.category(small))
        for widget in (self.large, self.large_category, self.small, self.small_category):
            show(widget, True)

    def _show_result(self, result: BetSettled | None, money: Any) -> None:
        if result is None:
            self.result.setText("")
            self.payout.setText("")
            self.commission.setText("")
            show(self.result, False)
            show(self.payout, False)
            show(self.commission, False)
            return
        self.result.setText(present.result_words(result))
        self.payout.setText(present.payout_words(result, money, short=True, commission=False))
        self.commission.setText(present.commission_words(result, money))
        show(self.result, True)
        show(self.payout, True)
        show(self.commission, bool(result.commission))


class DealerView(QFrame):
    """The dealer's hand once set (with the rule that split it), the rules in force, and what
    the dealer does next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fc-dealer")
        self.heading = label("dealer-title", tr("Dealer"))
        self.large = label("dealer-cards", rich=True)
        self.large_category = label("dealer-category")
        self.small = label("dealer-cards", rich=True)
        self.small_category = label("dealer-category")
        self.rule = label("dealer-rule")
        # Beside a shown dealer's hand the rules take two lines rather than pushing the seven
        # circles past the window's edge (the seventh seat's figures out of sight).
        self.rules_line = label("rules-line", align=RIGHT, wrap=True)
        self.phase = label("phase", align=RIGHT)
        hands = QGridLayout()
        hands.setHorizontalSpacing(18)
        hands.addWidget(self.large, 0, 0)
        hands.addWidget(self.small, 0, 1)
        hands.addWidget(self.large_category, 1, 0)
        hands.addWidget(self.small_category, 1, 1)
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.rule)
        right = QVBoxLayout()
        right.addWidget(self.phase)
        right.addWidget(self.rules_line)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 6)
        layout.addLayout(left)
        layout.addSpacing(16)
        layout.addLayout(hands)
        layout.addLayout(right, 1)  # all the room left: the rules wrap only when they must

    def show_rules(self, text: str) -> None:
        """The rules in force (``present.rules_line``): when they wrap, they wrap between
        their parts ("pays 2:1 / 1:1"), never inside one."""
        whole = [
            part.replace(" ", "\u00a0").replace("-", "\u2011").replace("–", "\u2060–\u2060")
            for part in text.split(" · ")
        ]
        self.rules_line.setText(" · ".join(whole))

    def show_dealer(self, line: DealerLine) -> None:
        if line.split is None:
            for widget in (self.large, self.small, self.large_category, self.small_category):
                widget.setText("")
            self.rule.setText(tr("hand not shown yet"))
            return
        large, small = line.split
        self.large.setText(cards_inline(large, 22))
        self.small.setText(cards_inline(small, 22))
        self.large_category.setText(
            tr("Large · {category}").format(category=present.category(large))
        )
        self.small_category.setText(
            tr("Small · {category}").format(category=present.category(small))
        )
        self.rule.setText(present.dealer_rule_text(line.rule, last=line.last))
