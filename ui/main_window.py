"""The console's main window: the pit overview, a tab per live table, the house rules, the
pit boss's forms, and the banner that stops play while the database cannot be reached.

The role decides what is offered: a dealer runs tables; a pit boss or administrator also
opens and closes shifts and tables, issues fills and credits, edits house rules and manages
users. The services check the role again, so a menu that slipped through still cannot act.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from casino import __version__
from casino.i18n import _
from casino.i18n.languages import LANGUAGES, NATIVE_NAMES
from casino.services.tables.openers import OpenerCheck
from casino.services.users.auth import ACCOUNTING, COUNT_TEAM, ROLE_NAMES, SUPERVISORS
from ui.console import Console, Failed
from ui.game_consoles import Tool, console_of, game_titles, game_tools
from ui.i18n import current_language, tr
from ui.live import FloorFeed
from ui.pit_dialogs import CountDialog, NewTableDialog
from ui.pit_overview import PitOverview
from ui.table_screen import TableScreen
from ui.users_dialog import ChangePinDialog, UsersDialog
from ui.widgets import InlineMessage

if TYPE_CHECKING:
    from ui.shift_view import ShiftView

APP_NAME = "Casino Console"
TITLE = f"{APP_NAME} - dealer console"
"""The window's title in English (``MainWindow`` shows it in the console's language)."""
SHIFT_VIEW_MS = 1000
"""The shift view, while shown on a floor, reads its figures at most this often."""


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        self.setWindowTitle(tr("About {app}").format(app=APP_NAME))
        title = QLabel(f"{APP_NAME}")
        title.setObjectName("title")
        version = QLabel(tr("Version {version}").format(version=__version__))
        version.setObjectName("version")
        body = QLabel(
            tr(
                "The dealer console for live {games} tables: it enforces the house rules, "
                "ranks the hands and logs every wager."
            ).format(games=game_titles())
        )
        body.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        for widget in (title, version, body, buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(420)
        self.adjustSize()  # as tall as its words: a longer language takes more lines


class Banner(QFrame):
    """Across the top while the database is away, and after it is back (or after a restart)
    with an entry kept; below that, lines that stay until what they say is dealt with: a
    table stopped by a fault, a console that stopped without closing (dismissed by OK)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.text = QLabel()
        self.text.setObjectName("banner-text")
        self.text.setWordWrap(True)
        self.resend = QPushButton(tr("Send it again"))
        self.resend.setObjectName("resend")
        self.discard = QPushButton(tr("Discard it"))
        self.discard.setObjectName("discard")
        self.discard.setProperty("role", "secondary")
        self.dismiss = QPushButton(tr("OK"))
        self.dismiss.setObjectName("dismiss")
        self.dismiss.setProperty("role", "secondary")
        self.dismiss.clicked.connect(self._dismissed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.resend)
        layout.addWidget(self.discard)
        layout.addWidget(self.dismiss)
        self.main = ""
        self.offer = False
        self.notes: dict[str, tuple[str, bool]] = {}
        """Lines under the main one, by key: the text, and whether OK dismisses it."""
        self.hide()

    def show_text(self, text: str, *, offer: bool) -> None:
        self.main, self.offer = text, offer
        self._render()

    def clear_text(self) -> None:
        """The database is back and nothing is kept: only the notes stay."""
        self.main, self.offer = "", False
        self._render()

    def note(self, key: str, text: str | None, *, dismissable: bool = False) -> None:
        """Show ``text`` as the line ``key`` (None or "": remove it)."""
        if text:
            self.notes[key] = (text, dismissable)
        else:
            self.notes.pop(key, None)
        self._render()

    def _dismissed(self) -> None:
        self.notes = {k: v for k, v in self.notes.items() if not v[1]}
        self._render()

    def _render(self) -> None:
        lines = [self.main] if self.main else []
        lines += [text for text, _dismissable in self.notes.values()]
        self.text.setText("\n".join(lines))
        self.resend.setVisible(self.offer)
        self.discard.setVisible(self.offer)
        self.dismiss.setVisible(any(d for _text, d in self.notes.values()))
        self.setVisible(bool(lines))


def screen_class(game: str) -> type[TableScreen]:
    """A game's table screen, from its console package (``ui/games/<game>/``). A new game is
    a new package, found through the game registry."""
    return console_of(game).screen


READERS = (*SUPERVISORS, ACCOUNTING)
"""Who reads the pit's accounting: the supervisors, and accounting (which changes nothing)."""


class MainWindow(QMainWindow):
    signed_out = Signal()
    language_chosen = Signal(str)
    """The signed-in person chose a language (File > Language): ``ui.app`` builds the
    window again in it."""

    def __init__(self, console: Console) -> None:
        super().__init__()
        self.setWindowTitle(tr("{app} - dealer console").format(app=APP_NAME))
        self.console = console
        actor = console.require_actor()
        self.banner = Banner()
        self.banner.resend.clicked.connect(self.resend)
        self.banner.discard.clicked.connect(self.discard)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tabs")
        self.tabs.setTabsClosable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.feed = FloorFeed(console.services, self)
        self.feed.tables_changed.connect(self._tables_moved)
        self.feed.floor_changed.connect(self._floor_moved)
        self.pit = PitOverview(console, self.feed)
        self.pit.open_table.connect(self.show_table)
        self.tabs.addTab(self.pit, tr("Pit", "the pit overview's tab"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.screens: dict[int, TableScreen] = {}
        self.rules_editor: QWidget | None = None
        self.tools: dict[str, QWidget] = {}
        """The open windows of the Tools menu that games bring, by title."""
        self.shift_view: ShiftView | None = None
        self.message = InlineMessage()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        self.setCentralWidget(central)
        self.about_dialog: AboutDialog | None = None
        self.role_actions: list[tuple[QAction, tuple[str, ...]]] = []
        """Menu entries only some roles are offered, with those roles: the services refuse
        everyone else anyway; the menu does not tempt them."""
        self._build_menus()
        self.busy = QProgressBar()
        self.busy.setFixedWidth(120)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.statusBar().addPermanentWidget(self.busy)
        who = QLabel(
            tr("{name} ({role})").format(name=actor.name, role=_(ROLE_NAMES[actor.role]))
        )
        who.setObjectName("who")
        self.statusBar().addPermanentWidget(who)
        self.statusBar().showMessage(
            tr("Database: {where}").format(where=console.services.where)
        )
        for action, roles in self.role_actions:
            action.setEnabled(actor.role in roles)
            action.setVisible(actor.role in roles)
        console.database_lost.connect(self._lost)
        console.database_back.connect(self._back)
        console.table_stopped.connect(self._table_stopped)
        self._since_start()
        self.resize(1280, 800)
        self._restore()
        self._shift_due = QTimer(self)
        self._shift_due.setSingleShot(True)
        self._shift_due.setInterval(SHIFT_VIEW_MS)
        self._shift_due.timeout.connect(self._refresh_shift_view)
        self.pit.start()
        self.feed.start()

    # -- menus -----------------------------------------------------------------------------

    def _action(
        self, menu: QMenu, text: str, key: str | None, slot: Callable[[], object], *,
        supervisor: bool = False, roles: tuple[str, ...] | None = None,
    ) -> QAction:  # fmt: skip
        action = QAction(text, self)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        menu.addAction(action)
        if supervisor or roles is not None:
            self.role_actions.append((action, roles or SUPERVISORS))
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("&File"))
        self._action(file_menu, tr("Change my &PIN…"), None, self.change_pin)
        self._language_menu(file_menu.addMenu(tr("&Language")))
        self._action(file_menu, tr("Sign &out"), "Ctrl+Shift+Q", self.sign_out)
        self._action(file_menu, tr("&Quit"), "Ctrl+Q", self.close)

        table = bar.addMenu(tr("&Table"))
        self._action(table, tr("&Pit overview"), "F2",
                     lambda: self.tabs.setCurrentWidget(self.pit))  # fmt: skip
        self._action(table, tr("Open &selected table"), None, self._open_selected)
        self._action(table, tr("&Next tab"), "Ctrl+PgDown", lambda: self._step_tab(1))
        self._action(table, tr("P&revious tab"), "Ctrl+PgUp", lambda: self._step_tab(-1))

        pit = bar.addMenu(tr("&Pit"))
        self._action(pit, tr("Open &shift…"), None, self.open_shift, supervisor=True)
        self._action(pit, tr("&Close shift…"), None, self.close_shift, supervisor=True)
        pit.addSeparator()
        self._action(pit, tr("&New table…"), None, self.new_table, supervisor=True)
        self._action(pit, tr("&Open table…"), "Ctrl+Shift+O", self.open_table, supervisor=True)
        self._action(pit, tr("C&lose table…"), "Ctrl+Shift+C", self.close_table,
                     supervisor=True)  # fmt: skip
        self._action(pit, tr("&Fill…"), "Ctrl+Shift+F", lambda: self.slip("fill"),
                     supervisor=True)  # fmt: skip
        self._action(pit, tr("C&redit…"), "Ctrl+Shift+R", lambda: self.slip("credit"),
                     supervisor=True)  # fmt: skip
        pit.addSeparator()
        self._action(pit, tr("Sl&ips…"), "Ctrl+Shift+I", self.show_slips, roles=READERS)
        self._action(pit, tr("Count roo&m…"), "Ctrl+Shift+M", self.show_count_room,
                     roles=(*READERS, COUNT_TEAM))  # fmt: skip
        self._action(pit, tr("F&aults…"), None, self.show_faults, supervisor=True)
        self._action(pit, tr("Pla&yers…"), "Ctrl+Shift+P", self.show_players, supervisor=True)
        pit.addSeparator()
        self._action(pit, tr("Shift re&ports…"), "Ctrl+Shift+S", self.show_shifts,
                     roles=READERS)  # fmt: skip
        self._action(pit, tr("House &rules"), "Ctrl+R", self.show_rules)
        self._action(pit, tr("&Users…"), None, self.show_users, supervisor=True)
        self._action(pit, tr("Pit se&ttings…"), None, self.show_pit_settings, roles=READERS)

        tools = bar.addMenu(tr("T&ools"))
        for tool in game_tools():
            self._action(tools, tr(tool.title), tool.shortcut, partial(self.show_tool, tool))

        help_menu = bar.addMenu(tr("&Help"))
        self._action(help_menu, tr("&Keys"), "F1", self.show_keys)
        self.about_action = self._action(
            help_menu, tr("&About {app}").format(app=APP_NAME), None, self.show_about
        )

    # -- tabs ------------------------------------------------------------------------------

    def show_table(self, table_id: int) -> TableScreen | None:
        """The table's screen, opened as a tab the first time."""
        screen = self.screens.get(table_id)
        if screen is None:
            view = self.console.view(table_id)
            if isinstance(view, Failed):
                self.message.show_error(view.message)
                return None
            screen = screen_class(view.game)(self.console, table_id)
            screen.recall_requested.connect(self.show_recall)
            screen.changed.connect(partial(self.pit.refresh_tables, {table_id}))
            screen.show_view(view)
            self.screens[table_id] = screen
            self.tabs.addTab(screen, view.name)
        self.tabs.setCurrentWidget(screen)
        screen.setFocus()
        return screen

    def close_tab(self, index: int) -> None:
        found = self.tabs.widget(index)
        if found is None or found is self.pit:
            return
        widget: QWidget = found
        self.tabs.removeTab(index)
        if isinstance(widget, TableScreen):
            self.screens.pop(widget.table_id, None)
        if self.rules_editor is widget:
            self.rules_editor = None
        for title, open_tool in list(self.tools.items()):
            if open_tool is widget:
                del self.tools[title]
        if self.shift_view is widget:
            self.shift_view = None
        widget.deleteLater()

    def _step_tab(self, step: int) -> None:
        count = self.tabs.count()
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)

    def _open_selected(self) -> None:
        table_id = self.pit.selected_table()
        if table_id is not None:
            self.show_table(table_id)

    def current_table(self) -> int | None:
        widget = self.tabs.currentWidget()
        if isinstance(widget, TableScreen):
            return widget.table_id
        return self.pit.selected_table()

    def show_rules(self) -> None:
        if self.rules_editor is None:
            from ui.rules_editor import RulesEditor

            self.rules_editor = RulesEditor(self.console)
            self.tabs.addTab(self.rules_editor, tr("House rules"))
        self.tabs.setCurrentWidget(self.rules_editor)

    def show_shifts(self) -> None:
        """The shift reports: each shift's figures, and its report exported to PDF."""
        if self.shift_view is None:
            from ui.shift_view import ShiftView

            self.shift_view = ShiftView(self.console)
            self.tabs.addTab(self.shift_view, tr("Shift reports"))
        self.tabs.setCurrentWidget(self.shift_view)
        self.shift_view.setFocus()

    def show_tool(self, tool: Tool) -> None:
        """A game's tool in a tab of its own (one each), focused for typing."""
        widget = self.tools.get(tool.title)
        if widget is None:
            widget = self.tools[tool.title] = tool.make()
            self.tabs.addTab(widget, tr(tool.title).replace("&", ""))
        self.tabs.setCurrentWidget(widget)
        take_focus = getattr(widget, "take_focus", None)
        if callable(take_focus):
            take_focus()

    def show_recall(self, table_id: int) -> None:
        from ui.recall import RecallDialog

        dialog = RecallDialog(self.console, table_id, parent=self)
        dialog.exec()

    # -- the pit boss's forms --------------------------------------------------------------

    def _done(self, text: str) -> None:
        self.message.show_info(text)
        self.pit.refresh_now()
        if self.shift_view is not None:
            self.shift_view.refresh()
        for screen in self.screens.values():
            screen.reload()

    def _table_or_say(self) -> tuple[int, str, tuple[str, int]] | None:
        table_id = self.current_table()
        if table_id is None:
            self.message.show_error(tr("select a table in the pit overview first"))
            return None
        view = self.console.view(table_id)
        if isinstance(view, Failed):
            self.message.show_error(view.message)
            return None
        rules = view.state.rules
        return table_id, view.name, (rules.currency, rules.minor_units)

    def open_shift(self) -> None:
        name, ok = QInputDialog.getText(
            self, tr("Open shift"), tr("Name of the shift:"),
            text=f"Day {date.today().isoformat()}",
        )  # fmt: skip
        if not ok:
            return
        found = self.console.attempt(
            self.console.services.shifts.open_shift, self.console.require_actor(), name
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
        else:
            self._done(tr("Shift {shift} is open.").format(shift=name.strip()))

    def close_shift(self) -> None:
        shifts = self.console.attempt(self.console.services.shifts.open_shifts)
        if isinstance(shifts, Failed) or not shifts:
            self.message.show_error(tr("no shift is open"))
            return
        shift_id, name = shifts[-1]
        answer = QMessageBox.question(
            self, tr("Close shift"), tr("Close shift {shift}?").format(shift=name)
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        found = self.console.attempt(
            self.console.services.shifts.close_shift, self.console.require_actor(), shift_id
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
        else:
            self._done(tr("Shift {shift} is closed.").format(shift=name))

    def new_table(self) -> None:
        dialog = NewTableDialog(self.console, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._done(
                tr("Table {table} is on the floor; open it to play.").format(
                    table=dialog.name.text().strip()
                )
            )

    def open_table(self) -> None:
        target = self._table_or_say()
        if target is None:
            return
        table_id, name, currency = target
        shifts = self.console.attempt(self.console.services.shifts.open_shifts)
        if isinstance(shifts, Failed) or not shifts:
            self.message.show_error(tr("open a shift first (Pit ▸ Open shift)"))
            return
        tables = self.console.services.tables

        def review(chips: dict[int, int]) -> tuple[object, str] | Failed | None:
            found = self.console.attempt(tables.opener_check, table_id, chips)
            if found is None or isinstance(found, Failed):
                return found
            return found, found.describe(*currency)

        dialog = CountDialog(
            self.console,
            tr("Open {table}").format(table=name),
            tr(
                "The opener: the chips in the tray by denomination, counted by the pit boss "
                "and signed by the table's dealer. It is compared with the table's last closer "
                "before anyone signs."
            ),
            currency=currency,
            second=tr("Dealer", "the second signer of a count"),
            review=review,
            parent=self,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.witness is None:
            return
        seen = dialog.seen if isinstance(dialog.seen, OpenerCheck) else None
        found = self.console.attempt(
            tables.open_table,
            self.console.require_actor(),
            table_id,
            shifts[-1][0],
            dialog.chips(),
            dialog.witness,
            seen=seen,
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
        else:
            self._done(
                tr("{table} is open in shift {shift}.").format(table=name, shift=shifts[-1][1])
            )

    def close_table(self) -> None:
        target = self._table_or_say()
        if target is None:
            return
        table_id, name, currency = target
        dialog = CountDialog(
            self.console,
            tr("Close {table}").format(table=name),
            tr(
                "The closer: the chips left in the tray by denomination, counted by the pit "
                "boss and signed by the table's dealer."
            ),
            currency=currency,
            second=tr("Dealer", "the second signer of a count"),
            parent=self,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.witness is None:
            return
        found = self.console.attempt(
            self.console.services.tables.close_table,
            self.console.require_actor(),
            table_id,
            dialog.chips(),
            dialog.witness,
        )
        if isinstance(found, Failed):
            self.message.show_error(found.message)
        else:
            self._done(tr("{table} is closed.").format(table=name))

    def slip(self, kind: str) -> None:
        """A fill or credit for the selected table. The form sends every attempt under one
        command id, so OK pressed again after the database came back makes one slip."""
        from ui.slip_dialogs import SlipDialog

        target = self._table_or_say()
        if target is None:
            return
        table_id, name, currency = target
        dialog = SlipDialog(self.console, kind, table_id, name, currency=currency, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.slip is not None:
            done = (
                tr("Fill slip fill {slip} for {table}.")
                if kind == "fill"
                else tr("Credit slip credit {slip} for {table}.")
            )
            self._done(done.format(slip=dialog.slip.label, table=name))

    def show_slips(self) -> None:
        """Every fill and credit slip of a gaming day: void one, enter a manual one, the gaps."""
        from ui.slip_dialogs import show_slips

        show_slips(self.console, self)

    def show_count_room(self) -> None:
        """The count room: drop boxes counted, compared with the wager log, variances."""
        from ui.count_room_dialog import show_count_room

        show_count_room(self.console, self)

    def show_faults(self) -> None:
        """Faults that stopped a table: the verify report, and clearing with a note."""
        from ui.faults_dialog import show_faults

        show_faults(self.console, self)

    def show_pit_settings(self) -> None:
        """The floor's settings in force (slip duties, thresholds, hold bands, house caps);
        an administrator makes the next version with a second supervisor's approval."""
        from ui.pit_settings_dialog import show_pit_settings

        show_pit_settings(self.console, self)

    def show_players(self) -> None:
        """The players: a shift's top players by theo, the advantage-play flags, the rated
        players' records (enrol, merge) and each one's page."""
        from ui.players_view import show_players

        show_players(self.console, self)

    def show_users(self) -> None:
        """Every user: add one, deactivate, reactivate, unlock, change a role, reset a PIN."""
        UsersDialog(self.console, self).exec()

    def _language_menu(self, menu: QMenu) -> None:
        """Each language in its own words, the present one checked: a person who cannot read
        the present one still finds theirs."""
        menu.setObjectName("language-menu")
        group = QActionGroup(self)
        for code in LANGUAGES:
            action = QAction(NATIVE_NAMES[code], self)
            action.setCheckable(True)
            action.setChecked(code == current_language())
            action.setData(code)
            action.triggered.connect(partial(self.choose_language, code))
            group.addAction(action)
            menu.addAction(action)

    def choose_language(self, code: str) -> None:
        """The signed-in person's language from now on: put on their record, so their next
        sign-in at any console speaks it too, then this window built again in it."""
        actor = self.console.require_actor()
        if code == current_language():
            return
        done = self.console.attempt(
            self.console.services.auth.set_language, actor, actor.name, code
        )
        if isinstance(done, Failed):
            self.message.show_error(done.message)
            return
        self.console.actor = dataclasses.replace(actor, language=code)
        self.language_chosen.emit(code)

    def change_pin(self) -> None:
        dialog = ChangePinDialog(self.console, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.message.show_info(tr("Your PIN is changed; use the new one from now on."))

    def require_pin_change(self) -> None:
        """A sign-in with a PIN from before today's PIN rules may do nothing but change it
        (the services refuse the rest): ask at once, and sign out if the user will not."""
        actor = self.console.actor
        if actor is None or not actor.pin_change_required:
            return
        dialog = ChangePinDialog(self.console, self)
        dialog.message.show_error(
            tr(
                "Your PIN was set before the PIN rules and no longer meets them; choose a new "
                "one to go on."
            )
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.sign_out()
            return
        self.console.actor = dataclasses.replace(actor, pin_change_required=False)
        self.message.show_info(tr("Your PIN is changed; use the new one from now on."))

    # -- other consoles' play (PostgreSQL) -------------------------------------------------

    def _tables_moved(self, heads: dict[int, int]) -> None:
        """Tables another console (or this one) played: an open screen whose view is behind
        the announced head reads the table again, so its next command is sent at the head
        the dealer was shown."""
        for table_id, seq in heads.items():
            screen = self.screens.get(table_id)
            if screen is not None and screen.view is not None and screen.view.seq < seq:
                screen.reload()
        self._shift_view_due()

    def _floor_moved(self) -> None:
        """The pit's records changed (a table opened, a slip, a rule): every open screen
        reads again."""
        for screen in self.screens.values():
            screen.reload()
        self._shift_view_due()

    def _shift_view_due(self) -> None:
        """The shift view, if shown, reads its figures again within ``SHIFT_VIEW_MS``: once
        for a burst of commands, not once per command."""
        shown = self.shift_view is not None and self.shift_view.isVisible()
        if shown and not self._shift_due.isActive():
            self._shift_due.start()

    def _refresh_shift_view(self) -> None:
        if self.shift_view is not None and self.shift_view.isVisible():
            self.shift_view.refresh()

    # -- the database going away -----------------------------------------------------------

    def _lost(self, reason: str) -> None:
        self.banner.show_text(
            tr(
                "The database cannot be reached ({reason}). Play is stopped; nothing that was "
                "confirmed is lost, and the entry being sent is kept. Trying again every 2 s…"
            ).format(reason=reason),
            offer=False,
        )
        self.tabs.setEnabled(False)

    def _back(self) -> None:
        self.tabs.setEnabled(True)
        if self.console.pending is None:
            self.banner.clear_text()
            self._done(tr("The database is back."))
            return
        self._offer_pending(tr("The database is back."))

    def _offer_pending(self, before: str) -> None:
        """The kept entry, offered to send again or discard: after the database is back, or
        at the first sign-in after a console stopped with one kept."""
        pending = self.console.pending
        if pending is None:
            self.banner.clear_text()
            return
        table = self.console.table_name(pending.table_id)
        if pending.entered_by:
            last = tr(
                "The last entry ({entry} at {table}, entered by {name}) may not have been "
                "written: send it again (it acts once, even if it was), or discard it."
            ).format(entry=pending.label, table=table, name=pending.entered_by)
        else:
            last = tr(
                "The last entry ({entry} at {table}) may not have been written: send it "
                "again (it acts once, even if it was), or discard it."
            ).format(entry=pending.label, table=table)
        self.banner.show_text(f"{before} {last}".strip(), offer=True)

    def _since_start(self) -> None:
        """At sign-in: what the start found (a console that stopped without closing), and an
        entry a console kept when it stopped, offered again."""
        for number, line in enumerate(self.console.take_notices()):
            self.banner.note(f"start-{number}", line, dismissable=True)
        if self.console.pending is not None:
            self._offer_pending(tr("A console stopped with an entry kept."))

    def _table_stopped(self, table_id: int, sentence: str) -> None:
        """A table stopped by a fault, as a line until it may be played again."""
        line = (
            tr("{sentence} (Pit, Faults… for a pit boss)").format(
                sentence=sentence[:1].upper() + sentence[1:]
            )
            if sentence
            else ""
        )
        self.banner.note(f"table-{table_id}", line)

    def resend(self) -> None:
        pending = self.console.pending
        approver = None
        if pending is not None and pending.needs_approver:
            from ui.widgets import ask_approval

            found = ask_approval(
                self.console, self, tr("Approve the kept entry"),
                tr(
                    "{name} approved this entry before the console stopped; a PIN is not kept "
                    "on disk, so the approval is asked again."
                ).format(name=pending.approver_name),
                "approve a void", None,
            )  # fmt: skip
            if found is None:
                return
            approver = found[0]
        result = self.console.resend(approver)
        if isinstance(result, Failed):
            if not result.offline:  # else the database-lost line says what happens now
                self._offer_pending("")
            self.message.show_error(result.message)
        else:
            self._done(tr("The kept entry was sent."))
            self._offer_pending(tr("Another console stopped with an entry kept."))

    def discard(self) -> None:
        self.console.discard_pending()
        self._done(tr("The kept entry was discarded."))
        self._offer_pending(tr("Another console stopped with an entry kept."))

    # -- help, geometry, leaving -----------------------------------------------------------

    def show_keys(self) -> None:
        QMessageBox.information(self, tr("Keys"), tr(KEYS_TEXT))

    def show_about(self) -> None:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.open()

    def _restore(self) -> None:
        saved = QSettings().value("main/geometry")
        if isinstance(saved, QByteArray) and not saved.isEmpty():
            self.restoreGeometry(saved)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        QSettings().setValue("main/geometry", self.saveGeometry())
        self.pit.timer.stop()
        self.feed.stop()
        super().closeEvent(event)

    def sign_out(self) -> None:
        """End the sign-in and go back to the sign-in window."""
        self.signed_out.emit()
        self.close()
        self.console.logout()


KEYS_TEXT = str(
    QT_TRANSLATE_NOOP(
        "",
        """Everywhere: F2 pit overview, Ctrl+PgUp/PgDown tabs, Ctrl+R house rules,
Ctrl+K hand check, Ctrl+J trick check, Ctrl+Q quit.

At a table: 1-7 select a seat, Ctrl+P seat a player (a rated player as # and the card
number), Ctrl+B buy chips, Ctrl+L cash out, Ctrl+Shift+V void the hand (a pit boss
approves), F9 recall (there: correct a settled hand, record a complaint), F8 record a
patron's complaint, F6 show or hide each seat's figures this session, F5 reload.
Each action button shows its key; Enter sends an amount, Escape cancels it.

Pit boss: Ctrl+Shift+O open a table (an opener that differs from the last closer is
shown before it is signed), Ctrl+Shift+C close it, Ctrl+Shift+F fill, Ctrl+Shift+R credit,
Ctrl+Shift+I slips (void, manual slip, gaps), Ctrl+Shift+M count room, Ctrl+Shift+S shift
reports (there, Ctrl+E exports the selected shift's report to PDF, F5 reads the figures
again; also the day, month and year to date, and the exceptions); Pit, Faults for a table
stopped by a record that failed verification; Ctrl+Shift+P players (a shift's top players
by theo, the advantage-play flags, enrolling and merging rated players, a player's page); Pit,
Users for deactivating, reactivating and unlocking users, resetting a PIN and changing a role.

Accounting: slips, count room and shift reports, to read. Count team: Ctrl+Shift+M.

Everyone: File, Change my PIN.""",
    )
)
