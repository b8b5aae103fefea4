"""The first window: open the database, then sign in, or on a new database create the first
pit boss or load the demo casino.

The window is shown before anything slow happens. Opening the database (and bringing its
schema up to date) and loading the demo run on the thread pool with a progress bar, so the
window paints at once and never freezes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import Signal
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
from casino.games import games
from casino.server.client import ServerConfig, open_floor
from casino.services import Services
from casino.services.auth import Actor
from ui.console import Console, Failed, console_name
from ui.game_consoles import game_titles
from ui.tasks import Task, run_in_background
from ui.widgets import InlineMessage

OPENING_IMPORTS = (
    "casino.store.migrate",
    "casino.store.unit",
    "casino.services",
    "sqlalchemy.dialects.sqlite",
    "sqlalchemy.dialects.postgresql",
    "psycopg",
)
"""What opening a database loads (alembic among it): imported on the UI thread first."""
DEMO_IMPORTS = ("casino.services.demo",)
"""The demo builder; each game's own ``preload`` modules are imported with it."""
DEMO_HINT = (
    "Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), "
    "Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting "
    "(8080); count team Cora Counter (5050), Ivo Counter (6060)."
)


def open_services(url: str | None) -> Services:
    """The database at ``url`` (or the configured default), migrated, as services. Runs off
    the UI thread: the first connection and the migration check are the slow part."""
    from casino.store import migrate
    from casino.store.unit import Database

    db = Database(url)
    migrate.upgrade(db.engine)
    return Services(db)


def floor_opener(config: ServerConfig) -> Callable[[str | None], Services]:
    """Opening the floor server's services instead of a database: the console's code is the
    same either way (``casino.server.client``), so they are handed on as its ``Services``."""

    def opener(_url: str | None) -> Services:
        return cast(Services, open_floor(config))

    return opener


class StartWindow(QWidget):
    """Opening, first run and sign-in, one page at a time."""

    signed_in = Signal(object)
    """The Console, once someone has signed in."""
    painted = Signal()
    """The window's first paint: what the start-up benchmark waits for."""

    def __init__(
        self,
        url: str | None = None,
        opener: Callable[[str | None], Services] = open_services,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        self.setWindowTitle("Casino Console - sign in")
        self.url = url
        self.opener = opener
        self.console: Console | None = None
        self.task: Task | None = None
        self._painted = False
        title = QLabel("Casino Console")
        title.setObjectName("title")
        subtitle = QLabel(f"{game_titles()} tables  ·  version {__version__}")
        subtitle.setObjectName("subtitle")
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.progress.hide()
        self.status = QLabel("Opening the database…")
        self.status.setObjectName("subtitle")
        self.status.setWordWrap(True)
        self.message = InlineMessage()
        self.pages = QStackedWidget()
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.pages.addWidget(QWidget())  # while opening
        self.first_run = self._first_run_page()
        self.sign_in_page = self._sign_in_page()
        self.pages.addWidget(self.first_run)
        self.pages.addWidget(self.sign_in_page)
        panel = QFrame()
        panel.setObjectName("panel")
        inner = QVBoxLayout(panel)
        inner.setContentsMargins(28, 24, 28, 24)
        inner.addWidget(title)
        inner.addWidget(subtitle)
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
        self.pin = QLineEdit()
        self.pin.setObjectName("pin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.returnPressed.connect(self.sign_in)
        self.sign_in_button = QPushButton("Sign in")
        self.sign_in_button.setObjectName("sign-in")
        self.sign_in_button.clicked.connect(self.sign_in)
        form.addRow("Name", self.user)
        form.addRow("PIN", self.pin)
        form.addRow("", self.sign_in_button)
        return page

    def _first_run_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        explain = QLabel(
            "This database has no users yet. Create the first pit boss, who then adds the "
            "dealers and opens the tables, or load the demo casino to try the console."
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
        form.addRow("Pit boss", self.first_name)
        form.addRow("PIN (6-12 digits)", self.first_pin)
        form.addRow("PIN again", self.first_pin_again)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.create_button = QPushButton("Create pit boss")
        self.create_button.setObjectName("create-first")
        self.create_button.clicked.connect(self.create_first)
        self.demo_button = QPushButton("Load the demo casino")
        self.demo_button.setObjectName("load-demo")
        self.demo_button.setProperty("role", "secondary")
        self.demo_button.clicked.connect(self.load_demo)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.demo_button)
        layout.addLayout(buttons)
        return page

    # -- opening ---------------------------------------------------------------------------

    def start(self) -> None:
        """Open the database in the background; the window is already on screen."""
        if self.task is not None or self.console is not None:
            return  # already opening (a second paint event), or open
        url = self.url
        self.task = run_in_background(
            lambda: self.opener(url),
            self._opened,
            progress=self.progress,
            parent=self,
            imports=OPENING_IMPORTS,
        )

    def _opened(self, task: Task) -> None:
        if task.error is not None:
            self.status.setText(
                "The database could not be opened."
                if self.opener is open_services
                else "The floor server could not be reached."
            )
            self.message.show_error(f"{task.error}")
            return
        services: Services = task.result
        services.started(console_name())
        self.console = Console(services)
        self.status.setText(f"Database: {services.where}")
        self.show_entry()

    def show_entry(self) -> None:
        assert self.console is not None
        has_users = self.console.attempt(self.console.services.auth.has_users)
        if isinstance(has_users, Failed):
            self.message.show_error(has_users.message)
            return
        if not has_users:
            self.pages.setCurrentWidget(self.first_run)
            self.first_name.setFocus()
            return
        users = self.console.attempt(self.console.services.auth.users)
        self.user.clear()
        if not isinstance(users, Failed):
            self.user.addItems([name for name, _role, active in users if active])
        self.user.setCurrentIndex(-1)
        self.pages.setCurrentWidget(self.sign_in_page)
        self.user.setFocus()

    # -- actions ---------------------------------------------------------------------------

    def sign_in(self) -> None:
        if self.console is None:
            return
        name, pin = self.user.currentText().strip(), self.pin.text()
        if not name or not pin:
            self.message.show_error("enter your name and PIN")
            return
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
        name, pin = self.first_name.text().strip(), self.first_pin.text()
        if pin != self.first_pin_again.text():
            self.message.show_error("the two PINs differ; type the same PIN twice")
            return
        created = self.console.attempt(
            self.console.services.auth.add_first_user, name, pin, self.console.name
        )
        if isinstance(created, Failed):
            self.message.show_error(created.message)
            return
        self.message.show_info(f"{name} is the first pit boss: sign in with the PIN.")
        self.show_entry()
        self.user.setCurrentText(name)
        self.pin.setFocus()

    def load_demo(self) -> None:
        console = self.console
        if console is None:
            return
        from casino.services import demo

        self.demo_button.setEnabled(False)
        self.create_button.setEnabled(False)
        self.status.setText("Loading the demo casino: four tables, a few hundred hands…")
        lines: list[str] = []
        self.task = run_in_background(
            lambda: demo.build(console.services, say=lines.append),
            self._demo_loaded,
            progress=self.progress,
            parent=self,
            imports=(*DEMO_IMPORTS, *(m for s in games().values() for m in s.preload)),
        )

    def _demo_loaded(self, task: Task) -> None:
        assert self.console is not None
        self.demo_button.setEnabled(True)
        self.create_button.setEnabled(True)
        if task.error is not None:
            self.message.show_error(f"the demo could not be loaded: {task.error}")
            return
        self.status.setText(f"Database: {self.console.services.where}")
        self.message.show_info(DEMO_HINT)
        self.show_entry()
