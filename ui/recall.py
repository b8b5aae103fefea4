"""The game recall: a table's hands, any of them replayed step by step.

A pit boss settling a dispute wants to walk through the hand as it was dealt, one event at a
time, and see at each step what money moved and what the table looked like; so the dialog is
a step list with a cursor, and everything beside it (the wagers, the table) follows the
cursor. The dialog only shows what ``RecallQueries`` folds from the stream: it computes
nothing, and a shoe hand still in play comes without its sealed deck order.

A hand is never changed after it was settled: its corrections and the patron complaints
against it are shown beside it, under the header (who asked, who approved, when, why, how
much to which seat), and the hand list marks the hands that have any. From here a hand is
corrected (``ui.correction_dialog``) and a complaint recorded (``ui.complaint_dialog``).

Keys: Right or N the next step, Left or P the previous one, Home the first, End the last.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QAbstractTableModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.games import game as game_named
from casino.games import title_of as game_title
from casino.games.capabilities import CardGroup, Summary
from casino.games.house_rules import HouseRules
from casino.services.tables.complaints import ComplaintLine
from casino.services.tables.corrections import CorrectionLine
from casino.services.tables.recall import IN_PLAY, VOIDED, HandLine, Recall, Step, WagerLine
from ui.clock_text import day as day
from ui.clock_text import local as local
from ui.console import Console, Failed
from ui.game_consoles import PiecesHtml, console_of
from ui.i18n import tr
from ui.widgets import InlineMessage

HANDS_LISTED = 10
DIM = QColor("#8a96a8")
VOID = QColor("#ff9a7a")
HAND_NUMBER = Qt.ItemDataRole.UserRole + 1
"""The hand's number, for selecting a hand by what it is rather than where it is listed."""

Index = QModelIndex | QPersistentModelIndex


KIND_LABELS = {
    "all_in": str(QT_TRANSLATE_NOOP("", "all in")),
    "pot_award": str(QT_TRANSLATE_NOOP("", "pot award")),
    "time_charge": str(QT_TRANSLATE_NOOP("", "time charge")),
    "win_both": str(QT_TRANSLATE_NOOP("", "win both")),
    "win_large": str(QT_TRANSLATE_NOOP("", "win large")),
    "void_return": str(QT_TRANSLATE_NOOP("", "void return")),
    # The games' other wager kinds, shown as they are stored.
    "abandoned": str(QT_TRANSLATE_NOOP("", "abandoned")),
    "action": str(QT_TRANSLATE_NOOP("", "action")),
    "ante": str(QT_TRANSLATE_NOOP("", "ante")),
    "bet": str(QT_TRANSLATE_NOOP("", "bet")),
    "call": str(QT_TRANSLATE_NOOP("", "call")),
    "commission": str(QT_TRANSLATE_NOOP("", "commission")),
    "correction": str(QT_TRANSLATE_NOOP("", "correction")),
    "deal": str(QT_TRANSLATE_NOOP("", "deal")),
    "game": str(QT_TRANSLATE_NOOP("", "game")),
    "loss": str(QT_TRANSLATE_NOOP("", "loss")),
    "match": str(QT_TRANSLATE_NOOP("", "match")),
    "push": str(QT_TRANSLATE_NOOP("", "push")),
    "raise": str(QT_TRANSLATE_NOOP("", "raise")),
    "rake": str(QT_TRANSLATE_NOOP("", "rake")),
    "return": str(QT_TRANSLATE_NOOP("", "return")),
    "reveal": str(QT_TRANSLATE_NOOP("", "reveal")),
    "split": str(QT_TRANSLATE_NOOP("", "split")),
    "svara": str(QT_TRANSLATE_NOOP("", "svara")),
    "triple": str(QT_TRANSLATE_NOOP("", "triple")),
    "withdraw": str(QT_TRANSLATE_NOOP("", "withdraw")),
}
"""A wager line's kind as the wagers panel shows it (a stored kind, translated where shown);
a kind not listed is shown as it is stored."""
CORRECTED = QColor("#ffd76a")


def kind_words(kind: str) -> str:
    """A wager line's stored kind in the console's words."""
    label = KIND_LABELS.get(kind)
    return tr(label) if label is not None else kind


def outcome_words(outcome: str) -> str:
    """A hand's stored outcome (``played``, ``voided``, ``in play``) in the console's words."""
    if outcome == IN_PLAY:
        return tr("in play", "a hand's outcome")
    if outcome == VOIDED:
        return tr("voided", "a hand's outcome")
    return tr("played", "a hand's outcome")


def marks(line: HandLine) -> str:
    """What the hand list adds under a hand that has corrections or complaints (a second
    line, so the list stays narrow)."""
    parts = []
    if line.corrections:
        parts.append(
            tr("corrected", "a hand in the list")
            if line.corrections == 1
            else tr("corrected {count}×", "a hand in the list, corrected that many times").format(
                count=line.corrections
            )
        )
    if line.complaints:
        parts.append(
            tr("1 complaint")
            if line.complaints == 1
            else tr("%n complaints", None, line.complaints)
        )
    return "\n      " + "  ·  ".join(parts) if parts else ""


def beside_html(
    corrections: Sequence[CorrectionLine], complaints: Sequence[ComplaintLine], rules: HouseRules
) -> str:
    """A hand's corrections and complaints, one a line, as they stand beside the hand."""
    lines = []
    for c in corrections:
        amount = rules.money(abs(c.amount))
        what = (
            tr("+{amount} paid to seat {seat}").format(amount=amount, seat=c.seat)
            if c.amount > 0
            else tr("-{amount} taken back from seat {seat}").format(amount=amount, seat=c.seat)
        )
        asked = tr("(asked by {asked}, approved by {approved})").format(
            asked=escape(c.requested_by), approved=escape(c.approved_by)
        )
        lines.append(
            f"<b style='color:#ffd76a'>{tr('Corrected', 'a hand')}</b> {day(c.at)} {local(c.at)}: "
            f"<b>{what}</b> ({escape(c.player)}): {escape(c.reason)} "
            f"<span style='color:#9aa7b8'>{asked}</span>"
        )
    for k in complaints:
        status = tr("resolved", "a complaint") if k.resolved else tr("open", "a complaint")
        when = f"{day(k.at)} {local(k.at)}"
        who = (
            tr("{when} by {patron}, seat {seat} ({status})", "a complaint").format(
                when=when, patron=escape(k.patron), seat=k.seat, status=status
            )
            if k.seat is not None
            else tr("{when} by {patron} ({status})", "a complaint").format(
                when=when, patron=escape(k.patron), status=status
            )
        )
        what = (
            tr("{complaint}; pit boss: {note}").format(
                complaint=escape(k.what), note=escape(k.notes[-1].note)
            )
            if k.notes
            else escape(k.what)
        )
        lines.append(
            f"<b style='color:#8fd3ff'>{tr('Complaint', 'a patron complaint')}</b> {who}: {what}"
        )
    return "<br>".join(lines)


# --- models -----------------------------------------------------------------------------------


class HandListModel(QAbstractListModel):
    """The table's latest hands, newest first; the hand in play is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[HandLine] = []

    def set_lines(self, lines: Sequence[HandLine]) -> None:
        self.beginResetModel()
        self.lines = list(lines)
        self.endResetModel()

    def row_of(self, number: int) -> int | None:
        return next((i for i, h in enumerate(self.lines) if h.number == number), None)

    def include(self, line: HandLine) -> int:
        """The row of ``line``'s hand, added in its place (newest first) when not listed."""
        row = self.row_of(line.number)
        if row is not None:
            return row
        row = next((i for i, h in enumerate(self.lines) if h.number < line.number), len(self.lines))
        self.beginInsertRows(QModelIndex(), row, row)
        self.lines.insert(row, line)
        self.endInsertRows()
        return row

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if line.in_play:
                return tr("Hand {number}  ·  in play").format(number=line.number) + marks(line)
            return tr("Hand {number}  ·  {outcome}  ·  {ended}").format(
                number=line.number, outcome=outcome_words(line.outcome),
                ended=local(line.ended_at),
            ) + marks(line)  # fmt: skip
        if role == Qt.ItemDataRole.ToolTipRole:
            ended = local(line.ended_at) or tr("not yet", "a hand: ended")
            return tr(
                "Hand {number}, {outcome}: started {day} {time}, ended {ended}; events {first} "
                "to {last}"
            ).format(
                number=line.number, outcome=outcome_words(line.outcome),
                day=day(line.started_at), time=local(line.started_at), ended=ended,
                first=line.first_seq, last=line.last_seq,
            )  # fmt: skip
        if role == Qt.ItemDataRole.ForegroundRole:
            if line.outcome == "voided":
                return QBrush(VOID)
            if line.in_play:
                return QBrush(QColor("#7fb2ff"))
            if line.corrections:
                return QBrush(CORRECTED)
        if role == HAND_NUMBER:
            return line.number
        return None


class StepModel(QAbstractTableModel):
    """The hand's events in order: the lead-in bets (dimmed), then the hand itself."""

    HEADERS = (
        str(QT_TRANSLATE_NOOP("", "#")),
        str(QT_TRANSLATE_NOOP("", "What happened")),
        str(QT_TRANSLATE_NOOP("", "By")),
        str(QT_TRANSLATE_NOOP("", "Time")),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps: list[Step] = []
        self.lead_in = 0

    def set_recall(self, recall: Recall | None) -> None:
        self.beginResetModel()
        self.steps = [*recall.lead_in, *recall.steps] if recall is not None else []
        self.lead_in = len(recall.lead_in) if recall is not None else 0
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() else len(self.steps)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802 (Qt's name)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return tr(self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.steps):
            return None
        step = self.steps[index.row()]
        column = index.column()
        before = index.row() < self.lead_in
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(step.seq)
            if column == 1:
                return step.sentence
            if column == 2:
                return step.by
            if column == 3:
                return local(step.at)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if before:
                return tr("Event {seq}: before the deal, for this hand: {sentence}").format(
                    seq=step.seq, sentence=step.sentence
                )
            return tr("Event {seq}: {sentence}").format(seq=step.seq, sentence=step.sentence)
        if role == Qt.ItemDataRole.ForegroundRole and before:
            return QBrush(DIM)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class WagerModel(QAbstractTableModel):
    """The wager rows one event wrote; a voided line is struck through."""

    HEADERS = (
        str(QT_TRANSLATE_NOOP("", "Seat")),
        str(QT_TRANSLATE_NOOP("", "Player")),
        str(QT_TRANSLATE_NOOP("", "Kind")),
        str(QT_TRANSLATE_NOOP("", "Amount")),
        str(QT_TRANSLATE_NOOP("", "House")),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: list[WagerLine] = []
        self.rules: HouseRules | None = None

    def set_lines(self, lines: Sequence[WagerLine], rules: HouseRules | None) -> None:
        self.beginResetModel()
        self.lines, self.rules = list(lines), rules
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802 (Qt's name)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return tr(self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None

    def _money(self, minor: int) -> str:
        return self.rules.money(minor) if self.rules is not None else str(minor)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        line = self.lines[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                if line.seat is None:
                    return tr("house", "a wager line's seat: the house's own")
                return str(line.seat)
            if column == 1:
                return line.player or ""
            if column == 2:
                kind = kind_words(line.kind)
                return tr("{kind} (voided)", "a wager line").format(kind=kind) if line.voided else (
                    kind
                )
            if column == 3:
                return self._money(line.amount)
            if column == 4:
                return f"+{self._money(line.house)}" if line.house > 0 else (
                    self._money(line.house) if line.house else ""
                )
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 3, 4):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and line.voided:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and line.voided:
            return QBrush(DIM)
        return None


# --- the table after a step -------------------------------------------------------------------


def _groups(
    groups: Sequence[CardGroup], draw: PiecesHtml, size: int = 16, joint: str = "<br>"
) -> str:
    """Card groups (or dice, or wands), one a line (a split's Large over its Small), drawn
    by the game's console (``GameConsole.pieces_html``), smaller than its large cards."""
    shown = []
    for label, cards in groups:
        glyphs = "&nbsp;".join(draw((card,), size) for card in cards)
        shown.append(f'<span style="color:#9aa7b8">{escape(label)}</span>&nbsp;{glyphs}')
    return joint.join(shown)


def summary_html(summary: Summary, rules: HouseRules, game: str) -> str:
    """The table after a step as rich text: seats with stacks, chips in play and cards, then
    the table's own lines. Rich text because cards are drawn in their suit colours."""
    draw = console_of(game).pieces_html
    head = "".join(
        f'<th align="{a}" style="white-space:nowrap">{h}</th>'
        for h, a in (
            (tr("Seat"), "right"), (tr("Player"), "left"), (tr("Stack"), "right"),
            (tr("In play", "chips a seat has in play"), "right"), (tr("Cards"), "left"),
            ("", "left"),
        )
    )
    rows = []
    for s in summary.seats:
        note = f'<span style="color:#9aa7b8">{escape(s.note)}</span>' if s.note else ""
        cards = _groups(s.cards, draw) if s.cards else ""
        rows.append(
            f'<tr><td align="right"><b>{s.seat}</b></td>'
            f'<td style="white-space:nowrap">{escape(s.player)}</td>'
            f'<td align="right" style="white-space:nowrap">{escape(rules.money(s.stack))}</td>'
            f'<td align="right" style="white-space:nowrap">'
            f'{escape(rules.money(s.in_play)) if s.in_play else ""}</td>'
            f'<td style="white-space:nowrap">{cards}</td>'
            f'<td style="white-space:nowrap">{note}</td></tr>'
        )
    if not rows:
        rows.append(f'<tr><td colspan="6">{tr("Nobody is seated.")}</td></tr>')
    lines = "&nbsp;&nbsp;·&nbsp;&nbsp;".join(
        f'<span style="color:#9aa7b8">{escape(k)}</span> {escape(v)}' for k, v in summary.lines
    )
    dealer = (
        f"<p>{_groups(summary.cards, draw, joint='&nbsp;&nbsp;&nbsp;')}</p>"
        if summary.cards
        else ""
    )
    return (
        f"<p>{lines}</p>{dealer}"
        f'<table cellspacing="0" cellpadding="4" width="100%"><tr>{head}</tr>'
        + "".join(rows)
        + "</table>"
    )


# --- the dialog -------------------------------------------------------------------------------


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("recall-heading")
    return label


def _nav_button(text: str, keys: str) -> QPushButton:
    """A button that moves through the hand (the keys in its tooltip do the same)."""
    button = QPushButton(text)
    button.setObjectName("recall-nav")
    button.setToolTip(keys)
    button.setAutoDefault(False)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class RecallDialog(QDialog):
    """A table's last hands, and the chosen one replayed step by step."""

    def __init__(
        self,
        console: Console,
        table_id: int,
        hand: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("recall")
        self.console = console
        self.table_id = table_id
        self.recall: Recall | None = None
        self.setWindowTitle(tr("Game recall"))
        self._build()
        self._lay_out()
        self._wire()
        self.resize(1200, 760)
        self.reload(hand)

    def _build(self) -> None:
        """The dialog's models and widgets, each set up as it is shown."""
        self.title = QLabel(tr("Game recall"))
        self.title.setObjectName("recall-title")
        self.header = QLabel()
        self.header.setObjectName("recall-hand")
        self.header.setWordWrap(True)
        self.beside = QLabel()
        self.beside.setObjectName("recall-beside")
        self.beside.setTextFormat(Qt.TextFormat.RichText)
        self.beside.setWordWrap(True)
        self.beside.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.beside.hide()
        self.message = InlineMessage()

        # Hands: the latest, and any other by number.
        self.hand_model = HandListModel(self)
        self.hand_list = QListView()
        self.hand_list.setObjectName("recall-hands")
        self.hand_list.setModel(self.hand_model)
        self.hand_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.number = QLineEdit()
        self.number.setObjectName("recall-number")
        self.number.setValidator(QIntValidator(1, 99_999_999, self.number))
        self.number.setAccessibleName(tr("hand number"))
        self.number.setPlaceholderText(tr("number", "a hand's number"))
        self.open_button = QPushButton(tr("Open", "a hand by its number"))
        self.open_button.setObjectName("recall-open")
        self.open_button.setAutoDefault(False)

        # Steps and the cursor.
        self.step_model = StepModel(self)
        self.step_view = QTableView()
        self.step_view.setObjectName("recall-steps")
        self.step_view.setModel(self.step_model)
        self.step_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.step_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.step_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.step_view.setWordWrap(False)
        self.step_view.verticalHeader().hide()
        self.step_view.setAlternatingRowColors(True)
        header = self.step_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.first_button = _nav_button(tr("« First", "step"), tr("Home", "a key"))
        self.previous_button = _nav_button(tr("‹ Previous", "step"), tr("Left / P", "keys"))
        self.next_button = _nav_button(tr("Next ›", "step"), tr("Right / N", "keys"))
        self.last_button = _nav_button(tr("Last »", "step"), tr("End", "a key"))
        self.position = QLabel()
        self.position.setObjectName("recall-position")
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sentence = QLabel()
        self.sentence.setObjectName("recall-sentence")
        self.sentence.setWordWrap(True)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # What the current step wrote, and the table after it.
        self.wager_model = WagerModel(self)
        self.wager_view = QTableView()
        self.wager_view.setObjectName("recall-wagers")
        self.wager_view.setModel(self.wager_model)
        self.wager_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.wager_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.wager_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.wager_view.verticalHeader().hide()
        self.wager_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.wager_view.horizontalHeader().setStretchLastSection(True)
        self.no_wagers = QLabel(tr("This step moved no money."))
        self.no_wagers.setObjectName("recall-quiet")
        self.table_state = QLabel()
        self.table_state.setObjectName("recall-table")
        self.table_state.setTextFormat(Qt.TextFormat.RichText)
        self.table_state.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.table_state.setWordWrap(True)

        # What is done with the hand shown.
        self.close_button = QPushButton(tr("Close", "a dialog"))
        self.close_button.setObjectName("recall-close")
        self.close_button.setAutoDefault(False)
        self.correct_button = QPushButton(tr("Correct hand…"))
        self.correct_button.setObjectName("recall-correct")
        self.correct_button.setAutoDefault(False)
        self.correct_button.setToolTip(
            tr("Correct this settled hand: a new record beside it, approved by a pit boss")
        )
        self.complaint_button = QPushButton(tr("Complaint…"))
        self.complaint_button.setObjectName("recall-complaint")
        self.complaint_button.setAutoDefault(False)
        self.complaint_button.setToolTip(tr("Record a patron's complaint against this hand"))

    def _lay_out(self) -> None:
        """The hands on the left and the steps beside them; below, the step's wagers and
        the table after it; the buttons at the foot."""
        by_number = QHBoxLayout()
        by_number.addWidget(QLabel(tr("Hand", "a hand's number, to open it")))
        by_number.addWidget(self.number, 1)
        by_number.addWidget(self.open_button)
        left = QVBoxLayout()
        left.addWidget(_heading(tr("Last %n hands", None, HANDS_LISTED)))
        left.addWidget(self.hand_list, 1)
        left.addLayout(by_number)
        left_panel = QWidget()
        left_panel.setLayout(left)
        left_panel.setMinimumWidth(280)
        left.setContentsMargins(0, 0, 6, 0)

        nav = QHBoxLayout()
        nav.addWidget(self.first_button)
        nav.addWidget(self.previous_button)
        nav.addWidget(self.position, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.last_button)
        steps = QVBoxLayout()
        steps.setContentsMargins(6, 0, 0, 0)
        steps.addWidget(_heading(tr("Steps")))
        steps.addWidget(self.step_view, 1)
        steps.addLayout(nav)
        steps.addWidget(self.sentence)
        steps_panel = QWidget()
        steps_panel.setLayout(steps)

        wagers = QVBoxLayout()
        wagers.setContentsMargins(0, 0, 6, 0)
        wagers.addWidget(_heading(tr("Wagers and payouts of this step")))
        wagers.addWidget(self.wager_view, 1)
        wagers.addWidget(self.no_wagers)
        wagers_panel = QWidget()
        wagers_panel.setLayout(wagers)
        scroll = QScrollArea()
        scroll.setObjectName("recall-table-scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.table_state)
        table = QVBoxLayout()
        table.setContentsMargins(6, 0, 0, 0)
        table.addWidget(_heading(tr("The table after this step")))
        table.addWidget(scroll, 1)
        table_panel = QWidget()
        table_panel.setLayout(table)

        below = QSplitter(Qt.Orientation.Horizontal)
        below.setChildrenCollapsible(False)
        below.addWidget(wagers_panel)
        below.addWidget(table_panel)
        below.setStretchFactor(0, 2)
        below.setStretchFactor(1, 3)
        below.setSizes([470, 700])
        above = QSplitter(Qt.Orientation.Horizontal)
        above.setChildrenCollapsible(False)
        above.addWidget(left_panel)
        above.addWidget(steps_panel)
        above.setStretchFactor(0, 0)
        above.setStretchFactor(1, 1)
        above.setSizes([280, 920])
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("recall-split")
        split.setChildrenCollapsible(False)
        split.addWidget(above)
        split.addWidget(below)
        split.setSizes([380, 300])

        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.complaint_button)
        bottom.addWidget(self.correct_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.header)
        layout.addWidget(self.beside)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)

    def _wire(self) -> None:
        """The lists, the buttons and the keys to what they do."""
        self.hand_list.selectionModel().currentRowChanged.connect(self._hand_chosen)
        self.open_button.clicked.connect(self._number_entered)
        self.number.returnPressed.connect(self._number_entered)
        self.step_view.selectionModel().currentRowChanged.connect(self._step_chosen)
        self.first_button.clicked.connect(self.first_step)
        self.previous_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        self.last_button.clicked.connect(self.last_step)
        self.close_button.clicked.connect(self.accept)
        self.correct_button.clicked.connect(self.correct_hand)
        self.complaint_button.clicked.connect(self.record_complaint)
        self._keys = {
            Qt.Key.Key_Right: self.next_step,
            Qt.Key.Key_N: self.next_step,
            Qt.Key.Key_Left: self.previous_step,
            Qt.Key.Key_P: self.previous_step,
            Qt.Key.Key_Home: self.first_step,
            Qt.Key.Key_End: self.last_step,
        }
        # The lists would take these keys for themselves (Home to the first hand, Left to
        # scroll); here they move the cursor through the hand wherever the focus is, except
        # in the hand-number field, where they edit the number.
        for widget in (self.step_view, self.hand_list, self.wager_view):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self._step_key(event)
        ):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if not self._step_key(event):
            super().keyPressEvent(event)

    def _step_key(self, event: QKeyEvent) -> bool:
        """Move through the hand on Right/N, Left/P, Home, End (no modifier): True if done."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        slot = self._keys.get(Qt.Key(event.key()))
        if slot is None or plain != Qt.KeyboardModifier.NoModifier:
            return False
        slot()
        return True

    # -- hands -------------------------------------------------------------------------------

    def reload(self, hand: int | None = None) -> None:
        """List the latest hands again and open ``hand`` (the newest when None)."""
        lines = self.console.attempt(
            self.console.services.recall.hands, self.table_id, HANDS_LISTED
        )
        if isinstance(lines, Failed):
            self.message.show_error(lines.message)
            return
        self.hand_model.set_lines(lines)
        if hand is None and not lines:
            self.message.show_info(tr("no hand has been dealt at this table yet"))
            self._show(None)
            return
        self.open_hand(hand if hand is not None else lines[0].number)

    def open_hand(self, number: int) -> None:
        """Replay hand ``number``; one not on record leaves the current hand shown."""
        if self.recall is not None and self.recall.number == number:
            return
        recall = self.console.attempt(self.console.services.recall.hand, self.table_id, number)
        if isinstance(recall, Failed):
            self.message.show_error(recall.message)
            return
        self.message.clear_message()
        self._show(recall)
        # A hand older than the listed ones joins the list, selected: with nothing current, the
        # list would take its first hand (the newest) as current when it gets the focus.
        row = self.hand_model.include(recall.hand)
        self.hand_list.selectionModel().setCurrentIndex(
            self.hand_model.index(row), QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        self.number.setText(str(number))

    def correct_hand(self) -> None:
        """Correct the hand shown (a settled one), then show it again with the correction."""
        if self.recall is None:
            return
        from ui.correction_dialog import show_correction

        number = self.recall.number
        if show_correction(self.console, self, self.table_id, number) is not None:
            self.message.show_info(
                tr("hand {number} corrected; the correction stands beside it").format(
                    number=number
                )
            )
            self.recall = None
            self.reload(number)

    def record_complaint(self) -> None:
        """A patron's complaint against the hand shown."""
        if self.recall is None:
            return
        from ui.complaint_dialog import show_complaint

        number = self.recall.number
        if show_complaint(self.console, self, self.table_id, number):
            self.recall = None
            self.reload(number)

    def _hand_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.open_hand(int(current.data(HAND_NUMBER)))

    def _number_entered(self) -> None:
        text = self.number.text().strip()
        if not text.isdigit():
            self.message.show_error(tr("type the number of the hand to recall"))
            return
        self.open_hand(int(text))

    # -- steps -------------------------------------------------------------------------------

    def _show(self, recall: Recall | None) -> None:
        self.recall = recall
        self.step_model.set_recall(recall)
        self.correct_button.setEnabled(recall is not None and recall.hand.outcome == "played")
        self.complaint_button.setEnabled(recall is not None)
        if recall is None:
            self.title.setText(tr("Game recall"))
            self.header.setText("")
            self.beside.hide()
            self._show_step(-1)
            return
        beside = beside_html(recall.corrections, recall.complaints, recall.rules)
        self.beside.setText(beside)
        self.beside.setVisible(bool(beside))
        game = game_title(recall.game)
        self.title.setText(
            tr("Game recall  ·  {table} ({game})  ·  hand {number}").format(
                table=recall.table, game=game, number=recall.number
            )
        )
        self.header.setText(self._header_text(recall))
        self.header.setProperty("kind", "voided" if recall.void else "")
        self.set_step(0)

    def _header_text(self, recall: Recall) -> str:
        hand = recall.hand
        values = {
            "day": day(hand.started_at), "time": local(hand.started_at),
            "ended": local(hand.ended_at), "version": recall.rules_version,
        }  # fmt: skip
        if hand.in_play:
            first = (
                tr("In play, started {day} {time}, rules v{version}.")
                if recall.rules_version
                else tr("In play, started {day} {time}.")
            )
        elif hand.outcome == VOIDED:
            first = (
                tr("Voided, started {day} {time}, ended {ended}, rules v{version}.")
                if recall.rules_version
                else tr("Voided, started {day} {time}, ended {ended}.")
            )
        else:
            first = (
                tr("Played, started {day} {time}, ended {ended}, rules v{version}.")
                if recall.rules_version
                else tr("Played, started {day} {time}, ended {ended}.")
            )
        text = first.format(**values)
        equipment = game_named(recall.game).equipment.words(recall.rules)
        if recall.lead_in:
            events = tr(
                "%n events, after {lead_in} placed before the deal (dimmed); {equipment}.",
                None,
                len(recall.steps),
            ).format(lead_in=len(recall.lead_in), equipment=equipment)
        else:
            events = tr("%n events; {equipment}.", None, len(recall.steps)).format(
                equipment=equipment
            )
        text += " " + events
        if recall.void is not None:
            void = recall.void
            text += " " + tr("Voided: {reason} (asked by {asked}, approved by {approved}).").format(
                reason=void.reason, asked=void.requested_by, approved=void.approved_by
            )
        if recall.sealed:
            text += " " + tr(
                "The hand is still in play: the shoe's order stays sealed until it ends, "
                "so only what has been dealt is shown."
            )
        return text

    @property
    def step_index(self) -> int:
        return self.step_view.currentIndex().row()

    def set_step(self, row: int) -> None:
        count = self.step_model.rowCount()
        if count == 0:
            self._show_step(-1)
            return
        row = max(0, min(row, count - 1))
        index = self.step_model.index(row, 1)
        self.step_view.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.step_view.scrollTo(index)
        self._show_step(row)

    def next_step(self) -> None:
        self.set_step(self.step_index + 1)

    def previous_step(self) -> None:
        self.set_step(max(self.step_index - 1, 0))

    def first_step(self) -> None:
        self.set_step(0)

    def last_step(self) -> None:
        self.set_step(self.step_model.rowCount() - 1)

    def _step_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self._show_step(current.row())

    def _show_step(self, row: int) -> None:
        recall = self.recall
        count = self.step_model.rowCount()
        if recall is None or not 0 <= row < count:
            self.wager_model.set_lines([], None)
            self.table_state.setText("")
            self.position.setText("")
            self.sentence.setText("")
            self.no_wagers.hide()
            for button in (self.first_button, self.previous_button, self.next_button,
                           self.last_button):
                button.setEnabled(False)
            return
        step = self.step_model.steps[row]
        self.wager_model.set_lines(step.wagers, recall.rules)
        self.no_wagers.setVisible(not step.wagers)
        self.table_state.setText(summary_html(step.summary, recall.rules, recall.game))
        lead = self.step_model.lead_in
        if row < lead:
            where = tr("Before the deal {step} of {steps}  ·  event {seq}").format(
                step=row + 1, steps=lead, seq=step.seq
            )
        else:
            where = tr("Step {step} of {steps}  ·  event {seq}").format(
                step=row - lead + 1, steps=count - lead, seq=step.seq
            )
        self.position.setText(where)
        self.sentence.setText(step.sentence)
        self.first_button.setEnabled(row > 0)
        self.previous_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < count - 1)
        self.last_button.setEnabled(row < count - 1)
