"""The pit boss's house rules editor: browse a game's published versions, edit one into a new
version, see what the edit does to the house before publishing it, then assign it to tables.

Why it is built this way:

- The form is generated from the rules class's declared fields (``describe_fields``), so a new
  house rule appears here without touching this module, and every message comes from the one
  place that decides what is playable (``HouseRules.problems``). Each message is shown beside
  its own field as the pit boss types, because a refusal that names no field sends them hunting.
- Money is typed in the currency (``12.50``) but the rules hold minor units; the text is read
  with ``parse_money``, never through a float.
- A game with exact figures (its console's ``rules_figures``, ``ui.games.RulesFigures``) shows
  them beside the form. They can take seconds, so they are computed on the thread pool, 300 ms
  after the last keystroke, one computation at a time; a result for rules the form no longer
  shows is kept in a small cache but not displayed. A pit boss must never publish a rule set
  without having seen what it does to the house, so the game's panel says it loudest.
- Versions are never edited: Publish writes a new one, and Assign points tables at it from
  their next hand. A dealer may look (to answer a player's question) but not change anything.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import InvalidOperation
from functools import partial, reduce
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QItemSelection,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from casino.games import game as game_named
from casino.games import games
from casino.games.capabilities import Revenue
from casino.games.house_rules import (
    CHOICE,
    COUNT,
    MONEY,
    PERCENT,
    RATIO,
    HouseRules,
    RulesError,
    shown_value,
)
from casino.games.revenue import one_model_problem
from casino.i18n.numbers import format_datetime, format_decimal, parse_decimal
from casino.money import editable_money, parse_money
from casino.services.pit.rules import warm
from ui.console import Console, Failed
from ui.game_consoles import RulesFigures, console_of
from ui.i18n import tr
from ui.table_screen import game_title
from ui.tasks import Task, run_in_background
from ui.widgets import InlineMessage, ask_approval, restyle

DEBOUNCE_MS = 300
"""Figures wait this long after the last edit, so typing ``12.50`` computes once, not five
times."""

FIGURES_KEPT = 32
"""Figures remembered per rule set, so stepping back to an earlier value shows them at once."""

COUNT_LIMIT = 1_000_000
"""A spin box must have a range; the rules themselves say what is allowed, so this only keeps
the box from refusing a value silently before the rules can explain why it is wrong."""

RETIRE_SECONDS = 5.0
"""How long a finished background task is kept referenced (see ``start_task``)."""

EDITOR_WIDTH = 165
"""Every entry the same width, so the problems beside them line up in one column."""

_ROOT = QModelIndex()


def money_text(minor: int, minor_units: int) -> str:
    """An amount as the pit boss would type it back (no currency, no thousands separator)."""
    return editable_money(minor, minor_units)


# -- background work --------------------------------------------------------------------------

_KEPT: list[tuple[list[float], Task]] = []
"""Every task started here, with the time its work ended once it has (see ``start_task``)."""


def start_task(
    work: Callable[[], Any],
    on_done: Callable[[Task], None],
    *,
    progress: QProgressBar,
    parent: QWidget,
    imports: Sequence[str] = (),
) -> Task:
    """``run_in_background``, with the task kept alive here until some seconds after its work
    ended. The pool's thread is still returning from the job when ``finished`` arrives, and
    the editor may be closed while the job runs (a house-way search takes seconds): freeing
    the job under the thread crashes. The task is the editor's child, so closing the editor
    drops its signals; a finished task is deleted once it is safe."""
    ended: list[float] = []

    def tracked() -> Any:
        try:
            return work()
        finally:
            ended.append(time.monotonic())

    now = time.monotonic()
    kept: list[tuple[list[float], Task]] = []
    for stamp, task in _KEPT:
        if not stamp or now - stamp[0] < RETIRE_SECONDS:
            kept.append((stamp, task))
        elif shiboken6.isValid(task):
            task.deleteLater()
    task = run_in_background(
        tracked, on_done, progress=progress, parent=parent, imports=imports
    )
    _KEPT[:] = [*kept, (ended, task)]
    return task


# -- the form ---------------------------------------------------------------------------------


class FieldUnreadable(ValueError):
    """What the pit boss typed is not even a value of the field's kind."""


@dataclass(frozen=True)
class Reading:
    """What the form holds now: playable rules, or every problem by field name."""

    rules: HouseRules | None
    problems: dict[str, str]


class FieldEditor:
    """One field's widgets: the label, the entry of its kind, a suffix (currency or %), the
    help as caption and tooltip, and the problem shown beside the entry."""

    def __init__(self, spec: dict[str, Any], changed: Callable[[], None]) -> None:
        self.spec = spec
        self.name: str = spec["name"]
        self.kind: str = spec["kind"]
        self.label = QLabel(spec["label"])
        self.label.setObjectName("field-label")
        self.label.setWordWrap(True)
        self.label.setMaximumWidth(150)
        self.caption = QLabel(spec["help"])
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        self.suffix = QLabel("%" if self.kind == PERCENT else "")
        self.suffix.setObjectName("suffix")
        self.problem = InlineMessage()
        self.problem.setObjectName(f"problem-{self.name}")
        self.problem.setMinimumWidth(180)
        self.entry: QWidget
        if self.kind == CHOICE:
            combo = QComboBox()
            words = spec.get("choice_words") or spec["choices"]
            for choice, word in zip(spec["choices"], words, strict=True):
                combo.addItem(word, choice)
            combo.currentIndexChanged.connect(changed)
            self.entry = combo
        elif self.kind == COUNT:
            spin = QSpinBox()
            spin.setRange(0, COUNT_LIMIT)
            spin.valueChanged.connect(changed)
            self.entry = spin
        else:
            line = QLineEdit()
            line.textChanged.connect(changed)
            if self.kind == RATIO:
                line.setPlaceholderText(tr("paid:bet, e.g. 2:1"))
            self.entry = line
        self.entry.setObjectName(f"field-{self.name}")
        for widget in (self.label, self.entry):
            widget.setToolTip(spec["help"])
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.entry, 1)
        row.addWidget(self.suffix)
        self.box = QWidget()
        self.box.setLayout(row)
        self.box.setFixedWidth(EDITOR_WIDTH)

    def set_value(self, value: Any, minor_units: int) -> None:
        if isinstance(self.entry, QComboBox):
            self.entry.setCurrentIndex(max(0, self.entry.findData(value)))
        elif isinstance(self.entry, QSpinBox):
            self.entry.setValue(int(value))
        elif isinstance(self.entry, QLineEdit):
            if self.kind == MONEY:
                self.entry.setText(money_text(int(value), minor_units))
            elif self.kind == PERCENT:
                self.entry.setText(format_decimal(value))
            else:
                self.entry.setText(str(value))

    def value(self, minor_units: int, currency: str) -> Any:
        """The typed value as the rules take it; ``FieldUnreadable`` names the field."""
        if isinstance(self.entry, QComboBox):
            return self.entry.currentData()
        if isinstance(self.entry, QSpinBox):
            return self.entry.value()
        assert isinstance(self.entry, QLineEdit)
        text = self.entry.text()
        label = self.spec["label"]
        if self.kind == MONEY:
            try:
                return parse_money(text, minor_units, currency.strip())
            except ValueError as exc:
                raise FieldUnreadable(
                    tr("{label}: {problem}", "a field's problem").format(label=label, problem=exc)
                ) from None
        if self.kind == PERCENT:
            raw = text.strip().removesuffix("%").strip()
            try:
                number = parse_decimal(raw)
            except InvalidOperation:
                if text.strip():
                    said = tr("{label} must be a number such as 5 or 2.5, not {text}").format(
                        label=label, text=repr(text.strip())
                    )
                else:
                    said = tr("{label} must be a number such as 5 or 2.5, enter a number").format(
                        label=label
                    )
                raise FieldUnreadable(said) from None
            return number
        return text

    def show_problem(self, message: str | None) -> None:
        if message:
            self.problem.show_error(message)
        else:
            self.problem.clear_message()
        bad = bool(message)
        if self.entry.property("invalid") != bad:
            self.entry.setProperty("invalid", bad)
            restyle(self.entry)

    def set_read_only(self, read_only: bool) -> None:
        self.entry.setEnabled(not read_only)


class RulesForm(QWidget):
    """The fields of one game's rules, generated from its declarations."""

    edited = Signal()

    def __init__(self, rules_type: type[HouseRules], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-form")
        self.rules_type = rules_type
        self.specs = rules_type.describe_fields()
        self.fields: dict[str, FieldEditor] = {}
        self._loading = False
        self._minor_units = rules_type().minor_units
        """The last playable minor units: money still reads while that field is wrong."""
        self._fallback: HouseRules = rules_type()
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(2, 1)
        for number, spec in enumerate(self.specs):
            field = FieldEditor(spec, self._changed)
            self.fields[field.name] = field
            row = number * 2
            grid.addWidget(field.label, row, 0)
            grid.addWidget(field.box, row, 1)
            grid.addWidget(field.problem, row, 2, 2, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(field.caption, row + 1, 0, 1, 2)
        self.general = InlineMessage()
        self.general.setObjectName("form-problem")
        grid.addWidget(self.general, len(self.specs) * 2, 0, 1, 3)
        grid.setRowStretch(len(self.specs) * 2 + 1, 1)

    def editor(self, name: str) -> QWidget:
        return self.fields[name].entry

    def _changed(self) -> None:
        if not self._loading:
            self.edited.emit()

    def load(self, rules: HouseRules) -> None:
        """Show ``rules`` in the fields; one ``edited`` follows, not one per field."""
        self._loading = True
        try:
            self._fallback = rules
            self._minor_units = rules.minor_units
            values = rules.values()
            for name, field in self.fields.items():
                field.set_value(values[name], rules.minor_units)
            self._update_suffixes()
        finally:
            self._loading = False
        self.edited.emit()

    def _update_suffixes(self) -> None:
        currency = self.fields["currency"].value(1, "") if "currency" in self.fields else ""
        for field in self.fields.values():
            if field.kind == MONEY:
                field.suffix.setText(str(currency).strip())

    def read(self) -> Reading:
        """Every field parsed and the whole built with ``from_dict``. A field that cannot be
        parsed gets its own message, and the rules see a value of the wrong type in its place,
        which keeps it out of checks that compare fields (max bet against min bet)."""
        self._update_suffixes()
        problems: dict[str, str] = {}
        values: dict[str, Any] = {}
        minor_units = self._minor_units
        if "minor_units" in self.fields:
            typed = self.fields["minor_units"].value(1, "")
            if isinstance(typed, int) and typed >= 1:
                minor_units = typed
            else:
                problems["minor_units"] = tr("Minor units must be at least 1")
        currency = str(self.fields["currency"].value(1, "")) if "currency" in self.fields else ""
        for name, field in self.fields.items():
            if name == "minor_units":
                values[name] = minor_units
                continue
            try:
                values[name] = field.value(minor_units, currency)
            except FieldUnreadable as exc:
                problems[name] = str(exc)
                # from_dict reads percentages itself and stops at the first it cannot read,
                # so an unreadable one stands in as the loaded value; other kinds go in as
                # the raw text, which the rules refuse by type.
                if field.kind == PERCENT:
                    values[name] = getattr(self._fallback, name)
                elif isinstance(field.entry, QLineEdit):
                    values[name] = field.entry.text()
        rules: HouseRules | None = None
        try:
            rules = self.rules_type.from_dict(values)
        except RulesError as exc:
            for name, message in exc.problems.items():
                problems.setdefault(name, message)
        except (ArithmeticError, TypeError, ValueError) as exc:
            problems.setdefault("", tr("these values cannot be checked: {error}").format(error=exc))
        revenue = game_named(self.rules_type.GAME).get(Revenue)
        if rules is not None and revenue is not None:
            mixed = one_model_problem(revenue.of(rules))  # a new version charges by one model
            if mixed is not None:
                problems["time_charge" if "time_charge" in self.fields else ""] = mixed
        if problems:
            return Reading(None, problems)
        return Reading(rules, {})

    def show_problems(self, problems: dict[str, str]) -> None:
        for name, field in self.fields.items():
            field.show_problem(problems.get(name))
        others = [message for name, message in problems.items() if name not in self.fields]
        if others:
            self.general.show_error("; ".join(others))
        else:
            self.general.clear_message()

    def set_read_only(self, read_only: bool) -> None:
        for field in self.fields.values():
            field.set_read_only(read_only)


# -- item models ------------------------------------------------------------------------------


SIDE_WIDTH = (250, 340)
"""The least and the most the left column (the versions and the tables) takes, in pixels,
unless its words need more."""


class RowsModel(QAbstractTableModel):
    """A read-only table of dict rows, one column per (header, how to show a row)."""

    def __init__(
        self,
        columns: Sequence[tuple[str, Callable[[dict[str, Any]], str]]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[dict[str, Any]] = []

    def set_rows(self, rows: Sequence[dict[str, Any]]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row(self, number: int) -> dict[str, Any]:
        return self._rows[number]

    def rows(self) -> list[dict[str, Any]]:
        return list(self._rows)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(  # noqa: N802
        self, parent: QModelIndex | QPersistentModelIndex = _ROOT
    ) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < len(self._columns):
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._columns[index.column()][1](row)
        if role == Qt.ItemDataRole.UserRole:
            return row.get("id")
        return None

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return self._columns[section][0]
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return str(section + 1)
        return None


def _published(row: dict[str, Any]) -> str:
    """Who published a version, who approved it and when (local time), on two lines to keep
    the column narrow."""
    stamp = row.get("created_at")
    when = format_datetime(stamp.astimezone()) if stamp is not None else ""
    who = row.get("created_by", "")
    if row.get("approved_by"):
        return tr("{published_by}\n{when}, approved by {approved_by}").format(
            published_by=who, when=when, approved_by=row["approved_by"]
        ).strip()
    return f"{who}\n{when}".strip()


TWO_MODELS = str(QT_TRANSLATE_NOOP(
    "", "charges by two models (published before one model per version was ruled)"
))
"""Said of a version that charges by two revenue models (shown through ``tr``)."""


def _version_name(row: dict[str, Any]) -> str:
    """A version's name, marked when it charges by two revenue models: such a version keeps
    playing as recorded, and no new one may (house-revenue page)."""
    name = str(row["name"])
    if len(row.get("models", ())) < 2:
        return name
    models = reduce(
        lambda first, second: tr("{first} and {second}").format(first=first, second=second),
        row["models"],
    )
    return f"{name}\n{models}: {tr(TWO_MODELS)}".strip()


class VersionHistoryModel(RowsModel):
    """A game's published versions, oldest first, with who published them and when."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            [
                (tr("Ver.", "a rules version's number"), lambda r: f"v{r['version']}"),
                (tr("Name", "a rules version's name"), _version_name),
                (tr("Published and approved"), _published),
            ],
            parent,
        )

    def row_of(self, version_id: int) -> int | None:
        for number, row in enumerate(self._rows):
            if row["id"] == version_id:
                return number
        return None

    def number_of(self, version_id: int | None) -> str:
        """``v3`` for a version id of this game; a dash for none."""
        if version_id is None:
            return "-"
        found = self.row_of(version_id)
        return f"v{self._rows[found]['version']}" if found is not None else "?"


class TablesModel(RowsModel):
    """The tables of one game with the version they play and the one waiting for their next
    hand: what the pit boss needs to see before assigning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            [
                (tr("Table"), lambda r: f"{r['name']} ({r['position']})" if r["position"]
                 else str(r["name"])),
                (tr("Playing", "the rules version a table plays"), lambda r: str(r["playing"])),
                (tr("Next hand", "the rules version a table plays from its next hand"),
                 lambda r: str(r["pending"])),
            ],
            parent,
        )


class RulesEditor(QWidget):
    """The house rules editor tab. Pit bosses and admins publish and assign; anyone else
    signed in sees the same screen read-only."""

    def __init__(self, console: Console, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-editor")
        self.console = console
        self.read_only = True
        self.base: HouseRules | None = None
        """What the form was loaded from: the changes are listed against it."""
        self.base_version: dict[str, Any] | None = None
        """The history row of ``base``; None when the form started from the defaults."""
        self.reading = Reading(None, {})
        self._figures: OrderedDict[HouseRules, Any] = OrderedDict()
        self._task: Task | None = None
        self._publish_task: Task | None = None
        self._shown_once = False
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._build()
        self._lay_out()
        self._wire()
        self._apply_role()
        self._game_chosen()

    def _build(self) -> None:
        """The editor's models and widgets: the top bar; the history and the tables; a form
        for each game; each game's figures panel, the changes and publishing."""
        self.game = QComboBox()
        self.game.setObjectName("game")
        self.game.setMinimumWidth(180)
        self.game.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        for name in sorted(games(), key=game_title):
            self.game.addItem(game_title(name), name)
        self.read_only_note = QLabel(
            tr("Read-only: only a pit boss or an administrator publishes and assigns house rules.")
        )
        self.read_only_note.setObjectName("read-only-note")
        self.read_only_note.setWordWrap(True)
        self.message = InlineMessage()
        self.message.setObjectName("editor-message")

        self.history_model = VersionHistoryModel(self)
        self.history = QTableView()
        self.history.setObjectName("history")
        self.history.setModel(self.history_model)
        self._table_look(self.history, 1)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.defaults_button = QPushButton(tr("Start from the defaults"))
        self.defaults_button.setObjectName("defaults")
        self.tables_model = TablesModel(self)
        self.tables_view = QTableView()
        self.tables_view.setObjectName("tables")
        self.tables_view.setModel(self.tables_model)
        self._table_look(self.tables_view, 0)
        self.tables_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.assign_button = QPushButton(tr("Assign", "house rules to tables"))
        self.assign_button.setObjectName("assign")
        self.assign_message = InlineMessage()
        self.assign_message.setObjectName("assign-message")

        self.forms: dict[str, RulesForm] = {}
        self.stack = QStackedWidget()
        for index in range(self.game.count()):
            name = self.game.itemData(index)
            form = RulesForm(games()[name].rules_type)
            self.forms[name] = form
            self.stack.addWidget(form)
        self.loaded_label = QLabel("")
        self.loaded_label.setObjectName("section")

        self.figure_panels: dict[str, Any] = {}
        """Each game's figures panel (``RulesFigures.panel``), for the games that have one."""
        self.figures_stack = QStackedWidget()
        for name in games():
            kit = console_of(name).rules_figures
            if kit is not None:
                self.figure_panels[name] = kit.panel()
                self.figures_stack.addWidget(self.figure_panels[name])
        # A panel that shows figures against the floor's players reads them now, so it is
        # laid out at the size they give it.
        for panel in self.figure_panels.values():
            use_console = getattr(panel, "use_console", None)
            if callable(use_console):
                use_console(self.console)
        self.figures: Any = next(iter(self.figure_panels.values()), None)
        """The panel of the game in the form (the first game's, before one is chosen)."""
        self.progress: QProgressBar = (
            self.figures.progress if self.figures is not None else QProgressBar()
        )
        self.figures_scroll = QScrollArea()
        self.figures_scroll.setObjectName("figures-scroll")
        self.figures_scroll.setWidgetResizable(True)
        self.figures_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.figures_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.changes_heading = self._section(tr("Changes", "to house rules"))
        self.changes = QLabel("")
        self.changes.setObjectName("changes")
        self.changes.setWordWrap(True)
        self.changes.setTextFormat(Qt.TextFormat.PlainText)
        self.version_name = QLineEdit()
        self.version_name.setObjectName("version-name")
        self.version_name.setPlaceholderText(tr("Name of the new version"))
        self.version_name.setMaxLength(100)
        self.publish_button = QPushButton(tr("Publish", "house rules"))
        self.publish_button.setObjectName("publish")
        self.publish_progress = QProgressBar()
        self.publish_progress.setObjectName("publish-progress")
        self.publish_progress.setTextVisible(False)
        self.publish_progress.setFixedHeight(6)
        self.publish_progress.hide()
        self.publish_message = InlineMessage()
        self.publish_message.setObjectName("publish-message")
        self.publish_box = QWidget()
        self.discard_button = QPushButton(tr("Discard edits"))
        self.discard_button.setObjectName("discard")

    def _lay_out(self) -> None:
        """The top bar above three columns: the history and the tables on the left, the form
        in the centre, the figures, the changes and publishing on the right."""
        title = QLabel(tr("House rules"))
        title.setObjectName("rules-title")
        top = QHBoxLayout()
        top.addWidget(title)
        top.addSpacing(16)
        top.addWidget(QLabel(tr("Game")))
        top.addWidget(self.game)
        top.addSpacing(16)
        top.addWidget(self.read_only_note, 1)
        top.addStretch(1)

        left = QWidget()
        left.setObjectName("rules-side")
        self.rules_side = left
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 8, 0)
        left_layout.addWidget(self._section(tr("Published versions")))
        left_layout.addWidget(self.history, 3)
        left_layout.addWidget(self.defaults_button)
        left_layout.addSpacing(10)
        left_layout.addWidget(self._section(tr("Tables of this game")))
        left_layout.addWidget(self.tables_view, 2)
        left_layout.addWidget(self.assign_button)
        left_layout.addWidget(self.assign_message)

        scroll = QScrollArea()
        scroll.setObjectName("form-scroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.stack)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(8, 0, 8, 0)
        centre_layout.addWidget(self.loaded_label)
        centre_layout.addWidget(scroll, 1)

        publish_layout = QVBoxLayout(self.publish_box)
        publish_layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.publish_button, 1)
        publish_layout.addWidget(self.version_name)
        publish_layout.addLayout(buttons)
        publish_layout.addWidget(self.publish_progress)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(8, 0, 0, 0)
        self.figures_scroll.setWidget(self.figures_stack)
        right_layout.addWidget(self.figures_scroll, 1)
        right_layout.addWidget(self.changes_heading)
        right_layout.addWidget(self.changes)
        right_layout.addWidget(self.publish_box)
        right_layout.addWidget(self.publish_message)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("rules-splitter")
        splitter.setChildrenCollapsible(False)
        for widget in (left, centre, right):
            splitter.addWidget(widget)
        left.setMinimumWidth(SIDE_WIDTH[0])  # or wider for a longer language (_fit_side)
        left.setMaximumWidth(SIDE_WIDTH[1])
        right.setMinimumWidth(340)
        right.setMaximumWidth(420)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([320, 580, 360])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)

    def _wire(self) -> None:
        """The widgets to what they do."""
        self._debounce.timeout.connect(self._start_figures)
        self.history.selectionModel().selectionChanged.connect(self._history_selected)
        self.defaults_button.clicked.connect(self.load_defaults)
        self.tables_view.selectionModel().selectionChanged.connect(self._update_assign)
        self.assign_button.clicked.connect(self.assign_selected)
        for form in self.forms.values():
            form.edited.connect(self._edited)
        self.publish_button.clicked.connect(self.publish)
        self.discard_button.clicked.connect(self.discard_changes)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.console.signed_in.connect(self._signed_in)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        """Read the versions and tables again each time the tab is shown: another console
        may have published or assigned since. Edits in the form are kept."""
        super().showEvent(event)
        if not event.spontaneous() and self._shown_once:
            self.refresh()
        self._shown_once = True

    # -- small helpers --------------------------------------------------------------------

    @staticmethod
    def _section(text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("section")
        return label

    @staticmethod
    def _table_look(view: QTableView, stretch: int) -> None:
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        title = view.model().headerData(stretch, Qt.Orientation.Horizontal)
        if isinstance(title, str):  # the stretched column is never squeezed below its title
            wanted = header.fontMetrics().horizontalAdvance(title.upper()) + 28
            header.setMinimumSectionSize(max(header.minimumSectionSize(), wanted))
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.setAlternatingRowColors(True)
        view.setWordWrap(True)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    @property
    def game_name(self) -> str:
        return str(self.game.currentData())

    @property
    def form(self) -> RulesForm:
        return self.forms[self.game_name]

    # -- who is signed in -----------------------------------------------------------------

    def _signed_in(self, _actor: object) -> None:
        self._apply_role()
        self.refresh()

    def _apply_role(self) -> None:
        """A dealer sees everything a pit boss sees but can change nothing; the services
        refuse them too, so this is courtesy, not the safeguard."""
        self.read_only = not self.console.supervisor
        for form in self.forms.values():
            form.set_read_only(self.read_only)
        self.read_only_note.setVisible(self.read_only)
        self.publish_box.setVisible(not self.read_only)
        self.changes_heading.setVisible(not self.read_only)
        self.changes.setVisible(not self.read_only)
        self.defaults_button.setVisible(not self.read_only)
        self.assign_button.setVisible(not self.read_only)
        self.tables_view.setSelectionMode(
            QAbstractItemView.SelectionMode.NoSelection
            if self.read_only
            else QAbstractItemView.SelectionMode.ExtendedSelection
        )
        self._update_assign()

    # -- game, history, loading -----------------------------------------------------------

    def choose_game(self, game: str) -> None:
        index = self.game.findData(game)
        if index < 0:
            raise KeyError(f"no game called {game!r}")
        self.game.setCurrentIndex(index)

    def _game_chosen(self) -> None:
        self.stack.setCurrentWidget(self.form)
        panel = self.figure_panels.get(self.game_name)
        self.figures_scroll.setVisible(panel is not None)
        if panel is not None:
            self.figures = panel
            self.progress = panel.progress
            self.figures_stack.setCurrentWidget(panel)
        self.publish_message.clear_message()
        self.assign_message.clear_message()
        self.refresh(load_latest=True)

    def refresh(self, *, load_latest: bool = False, select: int | None = None) -> None:
        """Read the history and the tables again. ``load_latest`` loads the newest version
        into the form (the defaults if there is none); ``select`` loads that version."""
        found = self.console.attempt(self.console.services.rules.history, self.game_name)
        if isinstance(found, Failed):
            self.message.show_error(found.message)
            found = []
        else:
            self.message.clear_message()
        self.history_model.set_rows(found)
        if select is None and load_latest:
            select = found[-1]["id"] if found else None
        if select is None and self.base_version is not None and not load_latest:
            select = self.base_version["id"]
        row = self.history_model.row_of(select) if select is not None else None
        if row is not None:
            self.history.selectRow(row)
            self.load_version(select)  # a no-op when the selection already loaded it
        elif load_latest:
            self.history.clearSelection()
            self.load_defaults()
        self.refresh_tables()

    def _history_selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = {index.row() for index in selected.indexes()}
        if len(rows) == 1:
            self.load_version(self.history_model.row(rows.pop())["id"])

    def load_version(self, version_id: int | None) -> None:
        """Put a published version in the form; edits not yet published are dropped."""
        row_number = self.history_model.row_of(version_id) if version_id is not None else None
        if row_number is None:
            return
        row = self.history_model.row(row_number)
        if (
            self.base_version is not None
            and self.base_version["id"] == version_id
            and self.base is not None
            and self.game_name == self.base.GAME
        ):
            return
        try:
            rules = self.form.rules_type.from_dict(row["rules"])
        except RulesError as exc:
            self.message.show_error(
                tr("v{version} cannot be read with today's rules: {problems}").format(
                    version=row["version"], problems="; ".join(exc.problems.values())
                )
            )
            return
        self.base, self.base_version = rules, row
        self.loaded_label.setText(
            f"{game_title(self.game_name)} v{row['version']}"
            + (f" - {row['name']}" if row["name"] else "")
        )
        self.form.load(rules)
        self._update_assign()

    def load_defaults(self) -> None:
        """Start a new version from the RULES page's defaults."""
        rules = self.form.rules_type()
        self.base, self.base_version = rules, None
        self.history.clearSelection()
        self.loaded_label.setText(
            tr("{game} - the defaults").format(game=game_title(self.game_name))
        )
        self.form.load(rules)
        self._update_assign()

    def discard_changes(self) -> None:
        """Put the loaded version (or the defaults) back in the form."""
        if self.base is not None:
            self.form.load(self.base)
        self.publish_message.clear_message()

    # -- editing --------------------------------------------------------------------------

    def _edited(self) -> None:
        form = self.sender()
        if form is not None and form is not self.form:
            return
        self.reading = self.form.read()
        self.form.show_problems(self.reading.problems)
        self._show_changes()
        self._update_assign()
        rules = self.reading.rules
        if self._kit() is None:
            self._debounce.stop()
            return
        if rules is None or not self._figured(rules):
            self._debounce.stop()
            self.figures.clear(tr("Figures appear once every field is valid."))
            return
        known = self._figures.get(rules)
        if known is not None:
            self._debounce.stop()
            self.figures.show_figures(rules, known)
            return
        self.figures.mark_stale(tr("Computing the figures for these rules..."))
        self._debounce.start()

    def _start_figures(self) -> None:
        """One computation at a time: if one is running, its end starts the next for
        whatever the form holds by then."""
        if self._task is not None:
            return
        rules = self.reading.rules
        kit = self._kit()
        if kit is None or rules is None or not self._figured(rules) or rules in self._figures:
            return
        self._task = start_task(
            partial(kit.compute, rules),
            partial(self._figures_done, rules),
            progress=self.progress,
            parent=self,
            imports=kit.imports(rules),
        )

    def _kit(self) -> RulesFigures | None:
        """The exact figures of the game in the form, if it has them."""
        return console_of(self.game_name).rules_figures

    def _figured(self, rules: HouseRules | None) -> bool:
        """Whether these are valid rules of the game in the form, whose figures it shows."""
        return rules is not None and self._kit() is not None and self.game_name == rules.GAME

    def _figures_done(self, rules: HouseRules, task: Task) -> None:
        self._task = None
        current = self.reading.rules if self._figured(self.reading.rules) else None
        if task.error is not None:
            if rules == current:
                self.figures.show_failure(str(task.error) or type(task.error).__name__)
            elif current is not None:
                self._start_figures()
            return
        self._figures[rules] = task.result
        while len(self._figures) > FIGURES_KEPT:
            self._figures.popitem(last=False)
        if rules == current:
            self.figures.show_figures(rules, task.result)
        elif current is not None:
            known = self._figures.get(current)
            if known is not None:
                self.figures.show_figures(current, known)
            elif not self._debounce.isActive():
                self._start_figures()

    @property
    def computing(self) -> bool:
        return self._task is not None or self._debounce.isActive()

    def changed_fields(self) -> list[str]:
        """Names of the fields whose values differ from the loaded version."""
        rules, base = self.reading.rules, self.base
        if rules is None or base is None:
            return []
        new, old = rules.values(), base.values()
        return [spec["name"] for spec in self.form.specs if new[spec["name"]] != old[spec["name"]]]

    def _show_changes(self) -> None:
        rules, base = self.reading.rules, self.base
        if rules is None or base is None:
            count = len(self.reading.problems)
            self.changes.setText(
                tr("1 field to correct before the changes can be listed.")
                if count == 1
                else tr("%n fields to correct before the changes can be listed.", None, count)
            )
            return
        lines = []
        specs = {spec["name"]: spec for spec in self.form.specs}
        for name in self.changed_fields():
            spec = specs[name]
            old = shown_value(base, spec, getattr(base, name))
            new = shown_value(rules, spec, getattr(rules, name))
            lines.append(
                tr("{label}: {old} → {new}", "a changed house rule").format(
                    label=spec["label"], old=old, new=new
                )
            )
        version = self.base_version["version"] if self.base_version is not None else None
        if lines:
            heading = (
                tr("Against v{version}:").format(version=version)
                if version is not None
                else tr("Against the defaults:")
            )
            self.changes.setText(heading + "\n" + "\n".join(lines))
        elif version is not None:
            self.changes.setText(tr("No changes against v{version}.").format(version=version))
        else:
            self.changes.setText(tr("No changes against the defaults."))

    # -- publishing -----------------------------------------------------------------------

    def publish(self) -> None:
        """Publish the form as a new version; refused, with the reasons, while any field
        has a problem, and nothing is written then."""
        self.publish_message.clear_message()
        if self.read_only:
            self.publish_message.show_error(tr("only a pit boss or an administrator publishes"))
            return
        if self._publish_task is not None:
            return
        self.reading = self.form.read()
        self.form.show_problems(self.reading.problems)
        rules = self.reading.rules
        if rules is None:
            problems = self.reading.problems
            count = len(problems)
            said = (
                tr("not published: 1 field has a problem.")
                if count == 1
                else tr("not published: %n fields have a problem.", None, count)
            )
            self.publish_message.show_error(
                said + " " + " ".join(f"{m.rstrip('.')}." for m in problems.values())
            )
            return
        if self.base_version is not None and not self.changed_fields():
            self.publish_message.show_error(
                tr("not published: nothing differs from v{version}").format(
                    version=self.base_version["version"]
                )
            )
            return
        name = self.version_name.text().strip()
        if not name:
            self.publish_message.show_error(
                tr("not published: give the new version a name, so the history says what changed")
            )
            self.version_name.setFocus()
            return
        # Publishing a house-way version computes its policy first (seconds the first time):
        # that happens here, off the UI thread, so the write itself is quick.
        self.publish_button.setEnabled(False)
        self.game.setEnabled(False)
        self.publish_message.show_info(tr("Preparing the dealer's policy before publishing..."))
        kit = self._kit()
        self._publish_task = start_task(
            partial(warm, rules),
            partial(self._publish_ready, rules, name),
            progress=self.publish_progress,
            parent=self,
            imports=kit.imports(rules) if kit is not None else (),
        )

    def _publish_ready(self, rules: HouseRules, name: str, task: Task) -> None:
        self._publish_task = None
        self.publish_button.setEnabled(True)
        self.game.setEnabled(True)
        if task.error is not None:
            self.publish_message.show_error(
                tr("not published: {reason}").format(reason=task.error)
            )
            return
        actor = self.console.actor
        if actor is None:
            self.publish_message.show_error(tr("not published: nobody is signed in"))
            return
        approval = ask_approval(
            self.console,
            self,
            tr("Approve house rules"),
            tr(
                "'{name}': a new version of {game}'s house rules. Another pit boss or an "
                "administrator approves it with their name and PIN; nobody approves the rules "
                "they publish."
            ).format(name=name, game=game_title(rules.GAME)),
            "approve house rules",  # what the approval is for: the services' words
            None,
        )
        if approval is None:
            self.publish_message.show_error(tr("not published: a second supervisor approves it"))
            return
        result = self.console.attempt(
            self.console.services.rules.publish, actor, rules, name, approved_by=approval[0]
        )
        if isinstance(result, Failed):
            self.publish_message.show_error(
                tr("not published: {reason}").format(reason=result.message)
            )
            return
        self.version_name.clear()
        self.base_version = None
        self.refresh(select=result)
        number = self.history_model.number_of(result)
        self.publish_message.show_info(
            tr(
                "Published {game} {version} '{name}'. Select tables and assign it: it applies "
                "from each table's next hand."
            ).format(game=game_title(rules.GAME), version=number, name=name)
        )

    @property
    def publishing(self) -> bool:
        return self._publish_task is not None

    # -- assigning ------------------------------------------------------------------------

    def refresh_tables(self) -> None:
        found = self.console.attempt(self.console.services.tables.tables)
        if isinstance(found, Failed):
            self.assign_message.show_error(found.message)
            self.tables_model.set_rows([])
            return
        rows: list[dict[str, Any]] = []
        problems: list[str] = []
        for table_id, game, name, position in found:
            if game != self.game_name:
                continue
            view = self.console.view(table_id)
            if isinstance(view, Failed):
                problems.append(
                    tr("{table}: {problem}", "a table's problem").format(
                        table=name, problem=view.message
                    )
                )
                continue
            rows.append({
                "id": table_id,
                "name": name,
                "position": position,
                "playing": self.history_model.number_of(view.rules_version_id),
                "pending": (
                    self.history_model.number_of(view.pending_rules_version_id)
                    if view.pending_rules_version_id is not None
                    else ""
                ),
                "playing_id": view.rules_version_id,
                "pending_id": view.pending_rules_version_id,
            })
        self.tables_model.set_rows(rows)
        if problems:
            self.assign_message.show_error("; ".join(problems))
        self._update_assign()

    def selected_tables(self) -> list[int]:
        rows = sorted({index.row() for index in self.tables_view.selectionModel().selectedRows()})
        return [self.tables_model.row(row)["id"] for row in rows]

    def _unpublished_edits(self) -> bool:
        return self.reading.rules is None or bool(self.changed_fields())

    def _update_assign(self, *_args: object) -> None:
        version = self.base_version
        if version is None:
            self.assign_button.setText(tr("Assign (publish a version first)"))
            self.assign_button.setEnabled(False)
            return
        self.assign_button.setText(
            tr("Assign v{version} to selected tables").format(version=version["version"])
        )
        self.assign_button.setEnabled(not self.read_only and bool(self.selected_tables()))
        self._fit_side()

    def _fit_side(self) -> None:
        """The left column at least as wide as the assign button's words and the titles of
        the tables' columns: a longer language's are never cut, the splitter makes room."""
        view = self.tables_view
        header = view.horizontalHeader()
        titles = header.sectionSizeHint(0) + sum(
            max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
            for column in range(1, self.tables_model.columnCount())
        )
        titles += 2 * view.frameWidth() + view.style().pixelMetric(
            QStyle.PixelMetric.PM_ScrollBarExtent, None, view
        )
        needed = max(self.assign_button.sizeHint().width(), titles) + 8  # its right margin
        self.rules_side.setMinimumWidth(max(SIDE_WIDTH[0], needed))
        self.rules_side.setMaximumWidth(max(SIDE_WIDTH[1], needed))

    def assign_selected(self) -> None:
        """Assign the loaded version to the selected tables, each from its next hand."""
        self.assign_message.clear_message()
        version = self.base_version
        actor = self.console.actor
        if self.read_only or actor is None:
            self.assign_message.show_error(
                tr("only a pit boss or an administrator assigns rules")
            )
            return
        if version is None:
            self.assign_message.show_error(tr("publish the rules first; then assign the version"))
            return
        if self._unpublished_edits():
            self.assign_message.show_error(
                tr(
                    "the form has changes that are not published: publish them first, or load "
                    "v{version} again, so a table gets what you see"
                ).format(version=version["version"])
            )
            return
        tables = self.selected_tables()
        if not tables:
            self.assign_message.show_error(tr("select the tables to assign it to"))
            return
        names = {row["id"]: row["name"] for row in self.tables_model.rows()}
        done: list[str] = []
        refused: list[str] = []
        for table_id in tables:
            result = self.console.attempt(
                self.console.services.rules.assign, actor, table_id, version["id"]
            )
            if isinstance(result, Failed):
                refused.append(
                    tr("{table}: {problem}", "a table's problem").format(
                        table=names[table_id], problem=result.message
                    )
                )
            else:
                done.append(names[table_id])
        self.refresh_tables()
        if refused:
            said = "; ".join(refused)
            if done:
                said = tr("{refused} (assigned to {tables})").format(
                    refused=said, tables=", ".join(done)
                )
            self.assign_message.show_error(said)
        else:
            self.assign_message.show_info(
                tr("v{version} assigned to {tables}: it applies from the next hand.").format(
                    version=version["version"], tables=", ".join(done)
                )
            )
