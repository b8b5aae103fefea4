"""The widgets of the Seka table screen: a seat's panel, the centre of the table (the pot, the
stake, the svara in progress), and the action bar with, in its place while one is typed, the
stake of a raise. They show what they are given (texts from ``ui.games.seka.present``) and
decide nothing; the screen (``ui.games.seka.screen``) wires them to the commands."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QSizePolicy, QWidget

from casino.games.seka.types import (
    AgreeSplit,
    AllIn,
    Call,
    CollectTimeCharge,
    DealSvara,
    Fold,
    JoinSvara,
    Look,
    PassSvara,
    Raise,
    RefuseSplit,
    Reveal,
    Showdown,
    StartHand,
)
from ui import pot_table
from ui.amount_bar import Action, ActionArea
from ui.game_screen import CENTRE, RIGHT, label
from ui.games.seka.present import SeatTexts
from ui.i18n import tr
from ui.seat_figures import SeatFiguresBox
from ui.widgets import FittedLabel, FlowLayout, set_property

ACTIONS = (
    Action(Look.KIND, str(QT_TRANSLATE_NOOP("", "Look")), "L", seat=Look, says="looks"),
    Action(Call.KIND, str(QT_TRANSLATE_NOOP("", "Call")), "C", seat=Call, says="calls"),
    Action(Raise.KIND, str(QT_TRANSLATE_NOOP("", "Raise")), "R"),
    Action(Reveal.KIND, str(QT_TRANSLATE_NOOP("", "Reveal")), "V"),
    Action(AllIn.KIND, str(QT_TRANSLATE_NOOP("", "All-in")), "A", seat=AllIn, says="goes all-in"),
    Action(Fold.KIND, str(QT_TRANSLATE_NOOP("", "Fold")), "F", seat=Fold, says="folds"),
    Action(AgreeSplit.KIND, str(QT_TRANSLATE_NOOP("", "Split the pot")), "S",
           seat=AgreeSplit, says="agrees to split"),
    Action(RefuseSplit.KIND, str(QT_TRANSLATE_NOOP("", "Play the svara")), "X",
           seat=RefuseSplit, says="wants the svara"),
    Action(JoinSvara.KIND, str(QT_TRANSLATE_NOOP("", "Join")), "J",
           seat=JoinSvara, says="joins the svara"),
    Action(PassSvara.KIND, str(QT_TRANSLATE_NOOP("", "Pass")), "P",
           seat=PassSvara, says="passes the svara"),
    Action(DealSvara.KIND, str(QT_TRANSLATE_NOOP("", "Deal the svara")), "N",
           table=DealSvara, says="svara deal"),
    Action(StartHand.KIND, str(QT_TRANSLATE_NOOP("", "New hand")), "N",
           table=StartHand, says="new hand"),
    Action(CollectTimeCharge.KIND, str(QT_TRANSLATE_NOOP("", "Time charge")), "T",
           table=CollectTimeCharge, says="time charge"),
    Action(Showdown.KIND, str(QT_TRANSLATE_NOOP("", "Showdown")), "D", wide=True),
)  # fmt: skip
"""Every action the bar can offer, in the order it shows them, with its key and, for those
sent at once, the command. The svara deal and a new hand share N (the next deal, whichever it
is): the engine never offers both. The buttons' texts are marked (``ActionArea`` shows them
through ``tr``); what ``says`` is the entry's label, kept in English."""

LABEL_LOOKS = {"empty": "empty", "tied": "tied"}
"""The seat states the style sheet draws a seat's labels differently in (``style.py``:
``QFrame#seat[state=...] QLabel``); every other state styles only the seat's frame."""
DIMMED = frozenset({"folded", "passed", "sat-out"})
"""The states a seat's name, stack and payment are drawn dim in: a property of those three
labels (``dim``), so the many seats that fold in a hand, and come back when it ends, repolish
three labels each rather than all of theirs."""


# --- the seats -------------------------------------------------------------------------------


class SeatPanel(pot_table.SeatPanel[SeatTexts]):
    """One seat: who sits there and their stack, dark or light, what they paid this deal,
    what they are doing, and the value they showed."""

    LABEL_LOOKS = LABEL_LOOKS
    # Ten seats in two rows of five: a seat's figures take a row each at six figures, so the
    # frame keeps its own margins tight for the whole table to fit 1280 x 800.
    MARGINS = (10, 6, 10, 6)
    SPACING = 2
    HEADING_SPACING = 6

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        # Drawn smaller, then elided with the whole name as its tooltip, when it does not
        # fit: ten seats leave each name little room.
        player = FittedLabel()
        player.setObjectName("seat-player")
        player.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        player.setMinimumWidth(40)
        # The seat's figures this session, one under another (ten seats leave each little
        # width).
        super().__init__(number, player, SeatFiguresBox(12, columns=1), parent)
        self.sight = label("seat-sight", align=CENTRE)
        """``dark`` or ``light``, styled by its own ``sight`` property."""
        self.paid = label("seat-paid")
        self.value = label("seat-value", align=CENTRE)
        """The value of the hand the seat showed this deal, a badge beside its state."""
        self.value.hide()
        self.styled_by_state = (self.seat_number, self.player, self.value)
        bottom = FlowLayout()  # what was paid under the sight when the seat is narrow
        bottom.setSpacing(8)
        bottom.addWidget(self.sight)
        bottom.addWidget(self.paid)
        self.lay_out(bottom, self.value)
        self.setMinimumWidth(150)

    def show_texts(self, texts: SeatTexts) -> None:
        dim = self.property("state") in DIMMED
        for dimmed in (self.player, self.stack, self.paid):
            set_property(dimmed, "dim", dim)
        self.player.setText(texts.player)
        self.stack.setText(texts.stack)
        self.sight.setText(
            (tr("dark", "a Seka seat that has not looked") if texts.sight == "dark"
             else tr("light", "a Seka seat that has looked") if texts.sight else "").upper()
        )  # fmt: skip
        self.sight.setVisible(bool(texts.sight))
        set_property(self.sight, "sight", texts.sight)
        self.sight.setToolTip(
            tr("Has not looked: pays half the stake") if texts.sight == "dark"
            else tr("Has looked (or plays light): pays the whole stake") if texts.sight else ""
        )
        self.paid.setText(texts.paid)
        self.value.setText(texts.value)
        self.value.setVisible(bool(texts.value))
        self.value.setToolTip(
            tr("Showed a hand worth {value}").format(value=texts.value) if texts.value else ""
        )


# --- the centre of the table -----------------------------------------------------------------


class CentrePanel(pot_table.CentrePanel):
    """The middle of the table: the hand and its phase, the pot, the stake and what the seat
    to act pays, the svara in progress, and between hands how the last one ended."""

    MARGINS = (20, 10, 20, 10)
    SPACING = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        stake = label("stake", rich=True, align=RIGHT)
        svara = label("svara", rich=True, align=CENTRE, wrap=True)
        svara.hide()
        super().__init__(stake, svara, parent=parent)
        self.stake, self.svara = stake, svara


# --- the action bar --------------------------------------------------------------------------


def action_area() -> ActionArea:
    """The action bar and, in its place while it is typed, the stake of a raise."""
    return ActionArea(ACTIONS, amount_width=220, spacing=8)
