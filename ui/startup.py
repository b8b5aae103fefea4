"""The first window: sign in, or on a new database create the first pit boss or load the demo
casino.

The window is on screen, its name and PIN fields taking keys, before anything slow happens:
this module imports Qt and little else, and everything the console needs beyond it loads
behind the window (``load_console``, on the thread pool): the services with SQLAlchemy,
Alembic and the database drivers, every game with its rules, engine and math, and then the
database itself, opened and brought up to date (or the floor server, reached). A sign-in
asked for before that has finished waits for it, then goes ahead with what was typed; a load
that fails is said once, in the window, and every later sign-in is told the same.

``ui.tasks`` warns that work on the pool must not import, as PySide6 hooks every import; the
loader is the one exception, and it keeps to what makes that safe: it imports only modules
that do not import Qt (the ``casino`` package imports no Qt at all), while the UI thread,
waiting for keys and painting the window, imports nothing until the load has ended. The Qt
modules of the console (``ui.console``, the main window) are imported on the UI thread once
the load is done, when they are cheap.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from casino import __version__
from ui.i18n import tr
from ui.inline_message import InlineMessage
from ui.layouts import FlowLayout
from ui.tasks import Task, run_in_background

if TYPE_CHECKING:
    from casino.server.client import ServerConfig
    from casino.services import Services
    from ui.console import Console

LOADED_BEHIND = (
    "casino.services",
    "casino.services.tables",
    "casino.services.tables.recall",
    "casino.services.demo",
)
"""What the console loads behind the sign-in window before it opens the database, with what
opening one loads (``Services.OPENING``: alembic, the dialects, the driver), every game
(``casino.games.games``) and each game's ``preload`` modules. None of them imports Qt: they
are imported on a worker thread."""
DEMO_HINT = str(
    QT_TRANSLATE_NOOP(
        "",
        "Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), "
        "Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting "
        "(8080); count team Cora Counter (5050), Ivo Counter (6060).",
    )
)
LOADING = str(QT_TRANSLATE_NOOP("", "Loading the games and opening the database…"))
NO_USERS_YET = str(QT_TRANSLATE_NOOP("", "nobody can sign in yet: this database has no users"))
"""The three above are English, marked for translation: shown through ``tr``."""


class LoadFailed(RuntimeError):
    """The console's own modules did not load (a broken installation): nothing was opened."""


def open_services(url: str | None) -> Services:
    """The database at ``url`` (or the configured default), migrated, as services. Runs off
    the UI thread: the first connection and the migration check are the slow part."""
    from casino.services import Services

    return Services.open(url)


class FloorOpener:
    """Opening the floor server's services instead of a database: the console's code is the
    same either way (``casino.server.client``), so they are handed on as its ``Services``."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config

    def __call__(self, _url: str | None) -> Services:
        from casino.server.client import open_floor

        return cast("Services", open_floor(self.config))


def floor_opener(config: ServerConfig) -> Callable[[str | None], Services]:
    """The opener of a floor console (``FloorOpener``)."""
    return FloorOpener(config)


def load_modules() -> None:
    """Import what the console needs beyond the sign-in window: ``LOADED_BEHIND``, what
    opening the database loads, every game and its ``Preload`` modules. On the loader's
    worker thread (see the module's note)."""
    try:
        for name in LOADED_BEHIND:
            importlib.import_module(name)
        from casino.games import games
        from casino.games.capabilities import Preload
        from casino.services import Services

        for name in Services.OPENING:
            importlib.import_module(name)
        for spec in games().values():
            preload = spec.get(Preload)
            for name in preload.modules if preload is not None else ():
                importlib.import_module(name)
    except Exception as exc:
        raise LoadFailed(
            tr(
                "the console could not load its games and services ({error}); reinstall it, "
                "or ask for the installation to be checked ({command})"
            ).format(error=f"{type(exc).__name__}: {exc}", command="casino-console --self-test")
        ) from exc


class StartWindow(QWidget):
    """Sign-in and first run, one page at a time; the sign-in page from the first paint."""

    signed_in = Signal(object)
    """The Console, once someone has signed in."""
    painted = Signal()
    """The window's first paint: what the start-up benchmark waits for."""
    settled = Signal(str)
    """The load behind the window has ended: "" once the console is ready (the database open,
    a sign-in possible), else the one message that says why it is not."""

    def __init__(
        self,
        url: str | None = None,
        opener: Callable[[str | None], Services] = open_services,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        self.setWindowTitle(tr("{app} - sign in").format(app="Casino Console"))
        self.url = url
        self.opener = opener
        self.console: Console | None = None
        self.task: Task | None = None
        self.failure: str | None = None
        """Why the load failed (shown once, and again to whoever tries to sign in)."""
        self.waiting = False
        """A sign-in was asked for before the load ended: it goes ahead once it has."""
        self.modules_loaded = threading.Event()
        """Set once the loader has stopped importing (done or failed): a console that quits
        during the load waits for this, never for the database."""
        self._painted = False
        title = QLabel("Casino Console")
        title.setObjectName("title")
        self.subtitle = QLabel(tr("Version {version}").format(version=__version__))
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)  # seven games' titles are wider than the panel
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = QLabel(tr(LOADING))
        self.status.setObjectName("subtitle")
        self.status.setWordWrap(True)
        self.message = InlineMessage()
        self.pages = QStackedWidget()
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.sign_in_page = self._sign_in_page()
        self.first_run = self._first_run_page()
        self.pages.addWidget(self.sign_in_page)
        self.pages.addWidget(self.first_run)
        self.pages.setCurrentWidget(self.sign_in_page)
        panel = QFrame()
        panel.setObjectName("panel")
        inner = QVBoxLayout(panel)
        inner.setContentsMargins(28, 24, 28, 24)
        inner.addWidget(title)
        inner.addWidget(self.subtitle)
        inner.addSpacing(12)
        inner.addWidget(self.status)
        inner.addWidget(self.progress)
        inner.addWidget(self.pages)
        inner.addWidget(self.message)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)
        panel.setFixedWidth(520)
        self.resize(760, 560)
        self.user.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.painted.emit()

    # -- pages -----------------------------------------------------------------------------

    def _sign_in_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.user = QComboBox()
        self.user.setObjectName("user")
        self.user.setEditable(True)
        self.user.setCurrentIndex(-1)
        self.pin = QLineEdit()
        self.pin.setObjectName("pin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.returnPressed.connect(self.sign_in)
        self.sign_in_button = QPushButton(tr("Sign in"))
        self.sign_in_button.setObjectName("sign-in")
        self.sign_in_button.clicked.connect(self.sign_in)
        form.addRow(tr("Name"), self.user)
        form.addRow(tr("PIN"), self.pin)
        form.addRow("", self.sign_in_button)
        return page

    def _first_run_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        explain = QLabel(
            tr(
                "This database has no users yet. Create the first pit boss, who then adds the "
                "dealers and opens the tables, or load the demo casino to try the console."
            )
        )
        explain.setWordWrap(True)
        layout.addWidget(explain)
        form = QFormLayout()
        self.first_name = QLineEdit()
        self.first_name.setObjectName("first-name")
        self.first_pin = QLineEdit()
        self.first_pin.setObjectName("first-pin")
        self.first_pin_again = QLineEdit()
        self.first_pin_again.setObjectName("first-pin-again")
        for field in (self.first_pin, self.first_pin_again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
        self.first_pin_again.returnPressed.connect(self.create_first)
        form.addRow(tr("Pit boss"), self.first_name)
        form.addRow(tr("PIN ({shortest}-12 digits)").format(shortest=6), self.first_pin)
        form.addRow(tr("PIN again"), self.first_pin_again)
        layout.addLayout(form)
        buttons = FlowLayout(fill=True)  # one under the other when both do not fit
        self.create_button = QPushButton(tr("Create pit boss"))
        self.create_button.setObjectName("create-first")
        self.create_button.clicked.connect(self.create_first)
        self.demo_button = QPushButton(tr("Load the demo casino"))
        self.demo_button.setObjectName("load-demo")
        self.demo_button.setProperty("role", "secondary")
        self.demo_button.clicked.connect(self.load_demo)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.demo_button)
        layout.addLayout(buttons)
        return page

    # -- loading ---------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        """The load behind the window has not ended yet (or not begun)."""
        return self.console is None and self.failure is None

    def start(self) -> None:
        """Load the console and open the database in the background; the window is already
        on screen, taking a name and a PIN."""
        if self.task is not None or not self.loading:
            return  # already loading (a second paint event), or done
        url, opener, loaded = self.url, self.opener, self.modules_loaded

        def load() -> Services:
            try:
                load_modules()
            finally:
                loaded.set()
            return opener(url)

        self.task = run_in_background(load, self._opened, progress=self.progress, parent=self)

    def _opened(self, task: Task) -> None:
        self.task = None
        if task.error is not None:
            self._failed(task.error)
            return
        services: Services = task.result
        try:
            from ui.console import Console, console_name
            from ui.game_consoles import game_titles

            services.started(console_name())
            self.console = Console(services)
            self.subtitle.setText(
                tr("{games} tables  ·  version {version}").format(
                    games=game_titles(), version=__version__
                )
            )
        except Exception as exc:  # the window must say it, not sit at "Loading…"
            self._failed(exc)
            return
        self.status.setText(tr("Database: {where}").format(where=services.where))
        self.show_entry(keep_typed=True)
        self.settled.emit("")
        if self.waiting:
            self.waiting = False
            if self.pages.currentWidget() is self.sign_in_page:
                self.sign_in()
            else:  # a new database: there is nobody to sign in yet
                self.pin.clear()
                self.message.show_info(tr(NO_USERS_YET))

    def _failed(self, error: BaseException) -> None:
        if isinstance(error, LoadFailed):
            self.status.setText(tr("The console could not start."))
        elif isinstance(self.opener, FloorOpener):
            self.status.setText(tr("The floor server could not be reached."))
        else:
            self.status.setText(tr("The database could not be opened."))
        self.failure = f"{error}"
        self.waiting = False
        self.pin.clear()
        self.message.show_error(self.failure)
        self.settled.emit(self.failure)

    def show_entry(self, keep_typed: bool = False) -> None:
        """The sign-in page with the active users to pick from, or the first-run page on a
        database without users. ``keep_typed``: a name typed while the console loaded stays,
        and so does the focus."""
        assert self.console is not None
        from ui.console import Failed

        has_users = self.console.attempt(self.console.services.auth.has_users)
        if isinstance(has_users, Failed):
            self.message.show_error(has_users.message)
            return
        if not has_users:
            self.pages.setCurrentWidget(self.first_run)
            self.first_name.setFocus()
            return
        typed = self.user.currentText() if keep_typed else ""
        users = self.console.attempt(self.console.services.auth.users)
        self.user.clear()
        if not isinstance(users, Failed):
            self.user.addItems([name for name, _role, active in users if active])
        self.user.setCurrentIndex(-1)
        if typed:
            self.user.setCurrentText(typed)
        self.pages.setCurrentWidget(self.sign_in_page)
        if not (keep_typed and self.pin.hasFocus()):
            self.user.setFocus()

    # -- actions ---------------------------------------------------------------------------

    def sign_in(self) -> None:
        name, pin = self.user.currentText().strip(), self.pin.text()
        if not name or not pin:
            self.message.show_error(tr("enter your name and PIN"))
            return
        if self.console is None:
            if self.failure is not None:
                self.pin.clear()
                self.message.show_error(self.failure)
                return
            self.waiting = True  # signed in as soon as the load is done, with what is typed
            self.message.show_info(
                tr("Signing in as {name} once the console has loaded…").format(name=name)
            )
            return
        from casino.services.users.auth import Actor
        from ui.console import Failed

        result = self.console.login(name, pin)
        self.pin.clear()
        if isinstance(result, Failed):
            self.message.show_error(result.message)
            self.pin.setFocus()
            return
        assert isinstance(result, Actor)
        self.message.clear_message()
        self.signed_in.emit(self.console)

    def create_first(self) -> None:
        if self.console is None:
            return
        from ui.console import Failed

        name, pin = self.first_name.text().strip(), self.first_pin.text()
        if pin != self.first_pin_again.text():
            self.message.show_error(tr("the two PINs differ; type the same PIN twice"))
            return
        created = self.console.attempt(
            self.console.services.auth.add_first_user, name, pin, self.console.name
        )
        if isinstance(created, Failed):
            self.message.show_error(created.message)
            return
        self.message.show_info(
            tr("{name} is the first pit boss: sign in with the PIN.").format(name=name)
        )
        self.show_entry()
        self.user.setCurrentText(name)
        self.pin.setFocus()

    def load_demo(self) -> None:
        console = self.console
        if console is None:
            return
        from casino.services import demo  # loaded behind the window with every game

        self.demo_button.setEnabled(False)
        self.create_button.setEnabled(False)
        self.status.setText(tr("Loading the demo casino: four tables, a few hundred hands…"))
        lines: list[str] = []
        self.task = run_in_background(
            lambda: demo.build(console.services, say=lines.append),
            self._demo_loaded,
            progress=self.progress,
            parent=self,
        )

    def _demo_loaded(self, task: Task) -> None:
        assert self.console is not None
        self.task = None
        self.demo_button.setEnabled(True)
        self.create_button.setEnabled(True)
        if task.error is not None:
            self.message.show_error(
                tr("the demo could not be loaded: {error}").format(error=task.error)
            )
            return
        self.status.setText(tr("Database: {where}").format(where=self.console.services.where))
        self.message.show_info(tr(DEMO_HINT))
        self.show_entry()
