"""What every live table screen shares: the header, the inline message, the seat actions
(seat a player, buy more chips, leave), the void and the recall, and the one way commands
are sent.

A game's screen subclasses ``TableScreen`` and implements ``draw(view)`` (draw the state)
and its own action bar. It offers only what ``view.options`` (the engine's
``legal_commands``) allows, and never computes a payout: a settlement is previewed by the
engine through ``TableService.preview`` and written only when the dealer confirms.

Every seat's figures in the table session: bought in, cashed out, wagered and won or lost,
read after each command from the record (``SeatFigureQueries``) at the event the screen
shows. A game's screen shows them in its own seats (``figure_label``: a ``SeatFiguresBox``
under the stack, every figure whole, in as many columns as the seat's width holds); a screen
that does not gets them in a strip under the table (``SeatFiguresStrip``).

Keys shared by every table: a seat's number selects it (1-9, and 0 for a tenth), Ctrl+P seats a
player, Ctrl+B buys chips for the selected seat, Ctrl+L cashes the selected seat out,
Ctrl+Shift+V voids the hand (a pit boss approves), F8 records a patron's complaint, F9 recalls
the last hands, F6 shows or hides the seat figures, F5 reloads the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocumentFragment
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from casino.games import game as game_named
from casino.games import title_of
from casino.games.house_rules import HouseRules
from casino.games.revenue import Due
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.spec import Option
from casino.money import format_money
from casino.services.tables import CASH, CHIPS, Outcome, TableView
from casino.services.tables.seat_figures import SeatFigureQueries, SeatFigures, TableFigures
from casino.services.tables.time_charges import owed_now
from ui.clock_text import local
from ui.console import Console, Failed
from ui.i18n import tr
from ui.seat_figures import LOST, QUIET, WON, SeatFiguresBox, result_words
from ui.widgets import AmountField, FlowLayout, InlineMessage, ask_approval, dialog_frame


def game_title(game: str) -> str:
    """A game's title for people, from the registry (the name itself for an unknown game)."""
    return title_of(game)


NARROW_FROM = 4
"""More seats with figures than this and each seat's cell takes four short lines, not two."""


class RecentEvents:
    """The table's recent events beside the view the screen shows, which the projection
    reads with the state: extended by the events of each command sent from here, and read
    again from the record (``TableService.recent_events``) when the table moved on elsewhere,
    so this console shows what any other shows."""

    def __init__(
        self, console: Console, table_id: int, trim: Callable[[Sequence[Any]], tuple[Any, ...]]
    ) -> None:
        self.console = console
        self.table_id = table_id
        self.trim = trim
        self.seq: int | None = None
        self.events: tuple[Any, ...] = ()

    def sent(self, seq_before: int, outcome: Outcome) -> None:
        """A command from here was written on top of ``seq_before``: its events follow."""
        if self.seq == seq_before and not outcome.repeated:
            self.events = self.trim(self.events + tuple(outcome.events))
            self.seq = outcome.seq
        else:
            self.seq = None

    def at(self, view: TableView) -> tuple[Any, ...]:
        """The recent events at ``view`` (none if the record cannot be read now)."""
        if view.seq != self.seq:
            found = self.console.attempt(self.console.services.tables.recent_events, self.table_id)
            if isinstance(found, Failed):
                self.seq, self.events = None, ()
            else:
                self.seq, self.events = found[0], self.trim(found[1])
        return self.events


def seat_figures_of(console: Console) -> SeatFigureQueries:
    """The console's seat-figure queries (in-process, or the floor server's)."""
    return console.services.seat_figures


def figure_cell_html(
    figures: SeatFigures, number: int, amount: Any, seated: bool = True, narrow: bool = False
) -> str:
    """One seat's figures in two short lines (who and the result; in, out and wagered), or
    in four when the cell is ``narrow`` (who; the result; in and out; wagered). ``amount``
    formats without the currency (the strip's title names it)."""
    who = escape(figures.players[-1]) if figures.players else ""
    if len(figures.players) > 1:
        who += f" <span style='color:{QUIET}'>+{len(figures.players) - 1}</span>"
    if not seated:
        left = tr("(left)", "a seat's player who left")
        who += f" <span style='color:{QUIET}'>{left}</span>"
    colour = WON if figures.result > 0 else LOST if figures.result < 0 else QUIET
    result = f"<b style='color:{colour}'>{result_words(figures.result, amount)}</b>"
    caption = {
        "held": tr("held", "a seat's figure: chips held when the session opened"),
        "in": tr("in", "a seat's figure: bought in"),
        "out": tr("out", "a seat's figure: cashed out"),
        "wagered": tr("wagered", "a seat's figure"),
    }
    held = (
        f" <span style='color:{QUIET}'>{caption['held']}</span> {amount(figures.carried)}"
        if figures.carried
        else ""
    )
    moved = (
        f"<span style='color:{QUIET}'>{caption['in']}</span> {amount(figures.bought_in)}{held} "
        f"<span style='color:{QUIET}'>{caption['out']}</span> {amount(figures.cashed_out)}"
    )
    wagered = f"<span style='color:{QUIET}'>{caption['wagered']}</span> {amount(figures.wagered)}"
    if narrow:
        return f"<b>{number}</b> {who}<br>{result}<br>{moved}<br>{wagered}"
    return f"<b>{number}</b> {who} {result}<br>{moved} {wagered}"


def figure_tooltip(figures: SeatFigures, money: Any) -> str:
    """Everything the seat's figures hold, in words."""
    players = ", ".join(figures.players) or tr("nobody")
    lines = [
        tr("Seat {seat} this session ({players})").format(seat=figures.seat, players=players),
        tr("Bought in {total}: cash {cash}, chips {chips}").format(
            total=money(figures.bought_in),
            cash=money(figures.bought_cash),
            chips=money(figures.bought_chips),
        ),
        tr("Cashed out {amount}").format(amount=money(figures.cashed_out)),
        tr("Wagered {amount} over %n hands", None, figures.hands).format(
            amount=money(figures.wagered)
        ),
        tr("Holds {amount} now (stack and chips in play)").format(amount=money(figures.holding)),
    ]
    if figures.carried:
        lines.append(
            tr("Held {amount} when the session opened").format(amount=money(figures.carried))
        )
    if figures.corrections:
        sign = "+" if figures.corrections > 0 else "-"
        lines.append(
            tr("Corrections {signed}").format(signed=f"{sign}{money(abs(figures.corrections))}")
        )
    lines.append(tr("Result: {result}").format(result=result_words(figures.result, money)))
    return "\n".join(lines)


class SeatFiguresStrip(QFrame):
    """Every seat's figures in the table session, side by side in one strip under the
    table; the whole breakdown is each cell's tooltip. It shows what it is given and
    computes nothing."""

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat-figures")
        self.setStyleSheet(
            "QFrame#seat-figures { background-color: #141922; border: 1px solid #2b3340;"
            " border-radius: 6px; }"
            " QFrame#seat-figures QLabel { color: #c4cfdd; font-size: 12px; }"
            " QFrame#seat-figures QLabel#seat-figures-title { color: #9aa7b8;"
            " font-weight: 600; }"
        )
        self.title = QLabel()
        self.title.setObjectName("seat-figures-title")
        self.none = QLabel(tr("Nobody has sat at this table this session."))
        self.none.setObjectName("seat-figures-none")
        self.cells: list[QLabel] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.none, 1)
        for number in range(1, seats + 1):
            cell = QLabel()
            cell.setObjectName("seat-figure")
            cell.setProperty("seat", number)
            cell.setTextFormat(Qt.TextFormat.RichText)
            # A long name or amount is cut at the cell's edge (the tooltip has it all)
            # rather than widening the window past the screen.
            cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            cell.setMinimumWidth(0)
            cell.hide()
            self.cells.append(cell)
            layout.addWidget(cell, 1)
        self.figures: TableFigures | None = None

    def show_figures(
        self, figures: TableFigures | None, state: Any, rules: HouseRules, live: bool
    ) -> None:
        """The figures beside ``state`` (its seats say who sits now). Only seats with
        figures take room; more than four of them get narrow cells of four lines."""
        self.figures = figures
        seats = tuple(getattr(state, "seats", ()))
        when = tr("This session") if live else tr("Last session")
        self.title.setText(f"{escape(when)}<br>({escape(rules.currency)})")

        def amount(minor: int) -> str:
            return format_money(minor, "", rules.minor_units)

        shown = [
            f for f in (figures.seats if figures is not None else ()) if f.seat <= len(seats)
        ]
        narrow = len(shown) > NARROW_FROM
        by_seat = {f.seat: f for f in shown}
        for number, cell in enumerate(self.cells, start=1):
            found = by_seat.get(number)
            if found is None:
                cell.setVisible(False)
                continue
            seated = seats[number - 1] is not None
            cell.setText(figure_cell_html(found, number, amount, seated, narrow))
            cell.setToolTip(figure_tooltip(found, rules.money))
            cell.setVisible(True)
        self.none.setVisible(not shown)

    def text_of(self, seat: int) -> str:
        """A seat's cell as plain text, its lines joined by spaces (what a reader sees)."""
        cell = self.cells[seat - 1]
        if cell.isHidden():
            return ""
        text = QTextDocumentFragment.fromHtml(cell.text()).toPlainText()
        return " ".join(text.split())


def clear_message(message: InlineMessage) -> None:
    """Clear an inline message that shows something: clearing restyles it (a match of the
    whole theme), which a message already clear after every command need not pay for."""
    if message.text() or message.property("kind") != "none":
        message.clear_message()


def action_button(text: str, key: str, parent: QWidget | None = None) -> QPushButton:
    """A button that shows its key, e.g. ``Call  [C]``; the key itself is a QShortcut."""
    button = QPushButton(f"{text}  [{key}]", parent)
    button.setObjectName("action")
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


def _click_if_enabled(button: QPushButton) -> None:
    if button.isEnabled() and button.isVisible():
        button.click()


class BuyInDialog(QDialog):
    """Seat a player (name and buy-in) or sell chips to one already seated, and how they
    paid: cash goes to the drop box, chips came from another table."""

    def __init__(
        self,
        rules: HouseRules,
        title: str,
        *,
        name: bool,
        seats: list[int] | None = None,
        seat: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("buy-in")
        self.rules = rules
        form = QFormLayout()
        self.seat = QComboBox()
        self.seat.setObjectName("seat")
        for number in seats or ([seat] if seat else []):
            self.seat.addItem(tr("Seat {seat}").format(seat=number), number)
        if seat is not None and seats:
            self.seat.setCurrentIndex(max(0, seats.index(seat)) if seat in seats else 0)
        form.addRow(tr("Seat"), self.seat)
        self.player = QLineEdit()
        self.player.setObjectName("player")
        self.player.setPlaceholderText(tr("Name, or # and the card number"))
        self.player.setToolTip(
            tr(
                "A rated player is seated by their card: # and the card number ({example}). "
                "Anyone else by name."
            ).format(example="#10442")
        )
        if name:
            form.addRow(tr("Player"), self.player)
        self.chips = AmountField()
        self.chips.configure(rules, 1, None, tr("Chips"), start=0)
        self.chips.setText("")
        form.addRow(tr("Chips ({currency})").format(currency=rules.currency), self.chips)
        self.method = QComboBox()
        self.method.setObjectName("method")
        self.method.addItem(tr("Cash (to the drop box)"), CASH)
        self.method.addItem(tr("Chips brought to the table"), CHIPS)
        form.addRow(tr("Paid in"), self.method)
        self.message, _buttons = dialog_frame(self, title, form)
        self.chips.entered.connect(lambda _value: self.confirm())
        (self.player if name else self.chips).setFocus()
        self.needs_name = name

    def confirm(self) -> None:
        if self.needs_name and not self.player.text().strip():
            self.message.show_error(tr("a player needs a name"))
            self.player.setFocus()
            return
        problem = self.chips.problem()
        if problem:
            self.message.show_error(problem)
            self.chips.setFocus()
            return
        self.accept()

    def values(self) -> tuple[int, str, int, str]:
        amount = self.chips.amount()
        assert amount is not None
        return int(self.seat.currentData()), self.player.text().strip(), amount, str(
            self.method.currentData()
        )


class TableScreen(QWidget):
    """A live table. Subclasses draw ``draw(view)`` and add their own actions."""

    LEAVING_ALSO = ""
    """What else keeps a player in their seat, in the words after "only between hands"
    (marked ``QT_TRANSLATE_NOOP("", ...)`` where a game sets it; shown through ``tr``)."""

    changed = Signal()
    """The screen's table moved on (a command from here was written)."""
    recall_requested = Signal(int)

    MAX_SEATS = 7
    recent: RecentEvents | None = None
    """The table's recent events, for a screen that draws its game's projection (set in its
    ``__init__``): ``send`` adds each command's events to it."""

    def __init__(self, console: Console, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-screen")
        self.console = console
        self.table_id = table_id
        self.view: TableView | None = None
        self.selected_seat: int | None = None
        self._versions: dict[int, int] = {}
        self.title = QLabel()
        self.title.setObjectName("table-title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("table-subtitle")
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)  # six seats owing a time charge is a long line
        self.notice.hide()
        self.message = InlineMessage()
        self.body = QVBoxLayout()
        self.footer = FlowLayout()  # two lines rather than a window wider than 1280
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addWidget(self.subtitle, 1)
        layout.addLayout(header)
        layout.addWidget(self.notice)
        layout.addWidget(self._scrolling(self.body), 1)
        self.figures = SeatFiguresStrip(self.MAX_SEATS)
        self.figures.hide()
        self.figures_shown = True
        """F6 hides and shows the seat figures."""
        self.seat_figures: TableFigures | None = None
        self._tooltips: dict[int, tuple[Any, SeatFigures]] = {}
        """Each seat's figure tooltip as last set: the rules (its currency) and figures."""
        layout.addWidget(self.figures)
        layout.addWidget(self.message)
        layout.addLayout(self.footer)
        self.seat_button = self._footer_button(tr("Seat player"), "Ctrl+P", self.seat_player)
        self.chips_button = self._footer_button(tr("Buy chips"), "Ctrl+B", self.add_chips)
        self.leave_button = self._footer_button(tr("Cash out"), "Ctrl+L", self.leave_seat)
        self.footer.add_stretch()
        self.void_button = self._footer_button(tr("Void hand"), "Ctrl+Shift+V", self.void_hand)
        self.complaint_button = self._footer_button(tr("Complaint"), "F8", self.record_complaint)
        self.recall_button = self._footer_button(
            tr("Recall"), "F9", lambda: self.recall_requested.emit(self.table_id)
        )
        self._shortcut("F5", self.reload)
        self._shortcut("F6", self.toggle_figures)
        for seat in range(1, self.MAX_SEATS + 1):
            self._shortcut(str(seat), lambda s=seat: self.select_seat(s))

    # -- building blocks for subclasses ----------------------------------------------------

    @staticmethod
    def _scrolling(body: QVBoxLayout) -> QScrollArea:
        """The table's seats and panels in a scroll area: on a small screen (1280 x 800) an
        open card picker scrolls instead of pushing the window past the screen's edge."""
        inner = QWidget()
        inner.setObjectName("table-body")
        inner.setLayout(body)
        body.setContentsMargins(0, 0, 0, 0)
        area = QScrollArea()
        area.setObjectName("table-scroll")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(inner)
        return area

    def _footer_button(self, text: str, key: str, slot: Any) -> QPushButton:
        button = action_button(text, key)
        button.clicked.connect(slot)
        self.footer.addWidget(button)
        self._shortcut(key, slot, button)
        return button

    def _shortcut(self, key: str, slot: Any, button: QPushButton | None = None) -> QShortcut:
        """A key that works anywhere on this screen (but not while typing in a field, which
        takes plain keys first); with ``button``, only while the button is enabled."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        if button is None:
            shortcut.activated.connect(slot)
        else:
            shortcut.activated.connect(lambda: _click_if_enabled(button))
        return shortcut

    @property
    def rules(self) -> Any:
        assert self.view is not None
        return self.view.state.rules

    def money(self, minor: int) -> str:
        return str(self.rules.money(minor))

    def option(self, kind: str, seat: int | None = None) -> Option | None:
        """The legal option of this kind (for this seat), if there is one now."""
        if self.view is None or self.view.session_id is None:
            return None
        for option in self.view.options:
            if option.kind == kind and (seat is None or option.seat == seat):
                return option
        return None

    def seats_with(self, kind: str) -> list[int]:
        if self.view is None or self.view.session_id is None:
            return []
        return [o.seat for o in self.view.options if o.kind == kind and o.seat is not None]

    # -- loading and drawing ---------------------------------------------------------------

    def reload(self) -> None:
        found = self.console.view(self.table_id)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return
        self.show_view(found)

    def time_charges_owed(self, view: TableView) -> str:
        """"Time charge due: seat 2 (Ann) since 14:05, ...": who owes it by the clock (the
        house-revenue page), from the state in the view, which every console folds from the
        same record: no read of its own; '' when nobody does or the table charges none."""
        found = owed_now(view.game, view.state)  # the view just read holds what each seat owes
        if not found:
            return ""
        alike: dict[tuple[int, str], list[Due]] = {}
        for due in found:  # seats that owe the same since the same minute, said once
            alike.setdefault((due.amount, local(due.since)[:5]), []).append(due)
        owing = "; ".join(
            tr("seat {seat} ({player}) {amount} since {since}").format(
                seat=group[0].seat, player=group[0].player, amount=self.rules.money(amount),
                since=since,
            )
            if len(group) == 1
            else tr("seats {seats} {amount} each since {since}").format(
                seats=", ".join(str(d.seat) for d in group), amount=self.rules.money(amount),
                since=since,
            )
            for (amount, since), group in alike.items()
        )  # fmt: skip
        return tr("Time charge due: {owing}. Collect it between hands.").format(owing=owing)

    def show_view(self, view: TableView) -> None:
        self.view = view
        state = view.state
        rules = state.rules
        self.title.setText(view.name)
        parts = [game_title(view.game), game_named(view.game).equipment.words(rules)]
        parts.append(
            tr("rules v{version}").format(version=self._version_number(view.rules_version_id))
        )
        self.subtitle.setText("  ·  ".join(parts))
        if view.session_id is None:
            self.notice.setText(
                tr(
                    "This table is closed. A pit boss opens it with its opener count "
                    "(Pit ▸ Open table)."
                )
            )
            self.notice.show()
        elif view.pending_rules_version_id is not None:
            number = self._version_number(view.pending_rules_version_id)
            self.notice.setText(
                tr("New house rules (v{version}) apply from the next hand.").format(version=number)
            )
            self.notice.show()
        elif owed := self.time_charges_owed(view):
            self.notice.setText(owed)
            self.notice.show()
        else:
            self.notice.hide()
        self.seat_button.setEnabled(bool(self.seats_with(SeatPlayer.KIND)))
        self.chips_button.setEnabled(bool(self.seats_with(AddChips.KIND)))
        self.leave_button.setEnabled(bool(self.seats_with(LeaveSeat.KIND)))
        self.void_button.setEnabled(self.option("void") is not None)
        self.draw(view)
        self.show_figures(view)

    # -- the seat figures --------------------------------------------------------------------

    def figure_label(self, seat: int) -> SeatFiguresBox | None:
        """Where the game's screen shows seat ``seat``'s figures (a box in its seat), or
        None: then every seat's figures go in the strip under the table."""
        del seat
        return None

    def show_figures(self, view: TableView) -> None:
        """Each seat's figures at the event the screen shows; a refusal leaves them empty
        (the table itself is what matters)."""
        seats = tuple(getattr(view.state, "seats", ()))
        labels = [self.figure_label(n) for n in range(1, len(seats) + 1)]
        in_seats = all(label is not None for label in labels)
        if not self.figures_shown:
            self.figures.hide()
            for label in labels:
                if label is not None:
                    label.hide()
            return
        figures = self._figures_known(view)
        if figures is None:
            found = self.console.attempt(
                seat_figures_of(self.console).figures,
                self.table_id,
                view.session_id,
                state=view.state,
                seq=view.seq,
            )
            figures = None if isinstance(found, Failed) else found
        self.seat_figures = figures
        live = view.session_id is not None
        if not in_seats:
            self.figures.show_figures(figures, view.state, self.rules, live)
            self.figures.show()
            return
        rules = self.rules

        def amount(minor: int) -> str:
            return format_money(minor, "", rules.minor_units)

        for number, label in enumerate(labels, start=1):
            assert label is not None
            shown = figures.seat(number) if figures is not None else None
            if shown is None:
                label.hide()
                continue
            label.show_figures(shown, amount, seats[number - 1] is not None)
            said = self._tooltips.get(number)
            if said is None or said[0] is not rules or said[1] != shown:
                # Unchanged figures keep their tooltip: a redraw after every command
                # finds most seats as they were.
                label.setToolTip(figure_tooltip(shown, rules.money))
                self._tooltips[number] = (rules, shown)
            if label.isHidden():
                label.show()
        boxes = [label for label in labels if label is not None]
        for box in boxes:
            box.share(boxes)  # each measures again only if a seat's figures changed

    def _figures_known(self, view: TableView) -> TableFigures | None:
        """The figures the last command's outcome carried, if they are of this view (its
        event and session): then the redraw reads nothing."""
        known = self.seat_figures
        if known is None or view.session_id is None:
            return None
        if (known.seq, known.session_id) == (view.seq, view.session_id):
            return known
        return None

    def figure_text(self, seat: int) -> str:
        """What the screen shows of seat ``seat``'s figures, as plain text ("" if nothing)."""
        label = self.figure_label(seat)
        if label is None:
            return self.figures.text_of(seat) if self.figures.isVisibleTo(self) else ""
        return label.text() if label.isVisibleTo(self) else ""

    def toggle_figures(self) -> None:
        self.figures_shown = not self.figures_shown
        if self.view is not None:
            self.show_figures(self.view)

    def _version_number(self, version_id: int | None) -> str:
        """A rules version's number at this game (v3), as the pit boss published it."""
        if version_id is None or self.view is None:
            return "?"
        if version_id not in self._versions:
            found = self.console.attempt(self.console.services.rules.versions, self.view.game)
            if not isinstance(found, Failed):
                self._versions.update({v["id"]: v["version"] for v in found})
        return str(self._versions.get(version_id, "?"))

    def draw(self, view: TableView) -> None:
        """Draw the table's state; subclasses implement it."""
        raise NotImplementedError

    def select_seat(self, seat: int) -> None:
        if self.view is None or seat > len(self.view.state.seats):
            return
        self.selected_seat = seat
        self.draw(self.view)

    # -- sending ---------------------------------------------------------------------------

    def send(
        self,
        command: Any,
        label: str,
        *,
        approver: Any = None,
        method: str = CASH,
        redraw: bool = True,
    ) -> Outcome | None:
        """Send one command under the view's sequence number. On success the screen shows
        the new state at once (no second read), unless ``redraw`` is False because the
        caller draws once itself after noting what the command did; a refusal is shown
        inline; a conflict reloads the table so the dealer sees what changed. A screen that
        draws its game's projection keeps the command's events (``recent``) before the one
        redraw."""
        if self.view is None:
            return None
        before = self.view.seq
        result = self.console.submit(
            self.table_id,
            command,
            expected_seq=self.view.seq,
            approver=approver,
            method=method,
            label=label,
        )
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            if result.conflict:
                self.reload()
                self.message.show_error(result.message)
            return None
        clear_message(self.message)
        if result.figures is not None:  # what the command did to them, read nowhere
            self.seat_figures = result.figures
        after = self.console.view_after(self.view, result)
        if self.recent is not None:
            self.recent.sent(before, result)
        if redraw:
            self.show_view(after)
        else:
            self.view = after
        self.changed.emit()
        return result

    def recent_at(self, view: TableView) -> tuple[Any, ...]:
        """The recent events at ``view`` a projection reads beside the state (none for a
        screen that keeps none)."""
        return self.recent.at(view) if self.recent is not None else ()

    def preview(self, command: Any) -> tuple[Any, ...] | None:
        """What ``command`` would do now, decided by the engine and written nowhere."""
        found = self.console.attempt(self.console.services.tables.preview, self.table_id, command)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            return None
        return found

    # -- the shared seat actions -----------------------------------------------------------

    def take_focus(self) -> None:
        """Back to the table after a dialog, so its keys work at once (some platforms leave
        the closed dialog as the active window)."""
        self.activateWindow()
        self.setFocus()

    def seat_player(self) -> None:
        free = self.seats_with(SeatPlayer.KIND)
        if not free or self.view is None:
            self.message.show_error(
                tr("no seat can be taken now (a hand is in play, or all full)")
            )
            return
        dialog = BuyInDialog(
            self.rules, tr("Seat a player"), name=True, seats=free, seat=self.selected_seat,
            parent=self,
        )  # fmt: skip
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.take_focus()
        if not accepted:
            return
        seat, player, chips, method = dialog.values()
        self.selected_seat = seat
        self.send(SeatPlayer(seat, player, chips), f"seat {player}", method=method)

    def add_chips(self) -> None:
        seats = self.seats_with(AddChips.KIND)
        if not seats:
            self.message.show_error(tr("chips are sold only between hands, to a seated player"))
            return
        seat = self.selected_seat if self.selected_seat in seats else seats[0]
        dialog = BuyInDialog(
            self.rules, tr("Buy chips"), name=False, seats=seats, seat=seat, parent=self
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.take_focus()
        if not accepted:
            return
        seat, _player, chips, method = dialog.values()
        self.send(AddChips(seat, chips), f"chips for seat {seat}", method=method)

    def seat_keys(self) -> str:
        """The keys that select a seat at this table, in words: 1 to 9, and 0 for a tenth."""
        count = len(game_named(self.view.game).engine.seats(self.view.state)) if self.view else 7
        if count >= 10:
            return tr("keys 1-{last}, 0 for seat 10").format(last=min(count, 9))
        return tr("keys 1-{last}").format(last=min(count, 9))

    def leave_seat(self) -> None:
        seats = self.seats_with(LeaveSeat.KIND)
        seat = self.selected_seat
        if seat not in seats:
            also = tr(self.LEAVING_ALSO) if self.LEAVING_ALSO else ""
            self.message.show_error(
                tr("select the seat first ({keys}); a player leaves only between hands{also}")
                .format(keys=self.seat_keys(), also=also)
            )
            return
        assert self.view is not None and seat is not None
        occupant = self.view.state.seat(seat)
        answer = QMessageBox.question(
            self,
            tr("Cash out"),
            tr("Seat {seat}: {player} leaves with {amount}.").format(
                seat=seat, player=occupant.player, amount=self.money(occupant.stack)
            ),
            QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
        )
        self.take_focus()
        if answer == QMessageBox.StandardButton.Ok:
            self.send(LeaveSeat(seat), f"cash out seat {seat}")

    def current_hand(self) -> int | None:
        """The hand in play, else the last one dealt (None before the first)."""
        if self.view is None:
            return None
        game = game_named(self.view.game)
        dealt = game.engine.phase(self.view.state).hands_dealt
        return dealt if dealt > 0 else None

    def record_complaint(self) -> None:
        """A patron's complaint, against the hand in play or the last one."""
        from ui.complaint_dialog import show_complaint

        show_complaint(self.console, self, self.table_id, self.current_hand())
        self.take_focus()

    def void_hand(self) -> None:
        option = self.option("void")
        if option is None or self.view is None:
            self.message.show_error(tr("there is no hand in play to void"))
            return
        approval = ask_approval(
            self.console,
            self,
            tr("Void the hand"),
            tr(
                "Every wager of the hand goes back to its player. A pit boss approves with their "
                "name and PIN, and the reason goes on the record."
            ),
            to="approve a void",  # recorded with the approval: stays English
            reason=tr("what happened (e.g. card exposed on the deal)"),
        )
        self.take_focus()
        if approval is None:
            return
        approver, reason = approval
        kind = game_named(self.view.game).vocabulary.command_class("void")
        self.send(kind(reason=reason, approved_by=approver.name), "void", approver=approver)
