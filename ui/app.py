"""Starting the console: the Qt application, the theme, the sign-in window, then the main
window for whoever signs in.

What runs before the sign-in window paints is kept to Qt and this package's light modules:
the services, the games and the database load behind the window (``ui.startup``), so a
dealer can type a name and PIN at once. A console that may be a floor console (``--server``,
or a ``[server]`` table in its configuration file) reads its configuration before the window,
as refusing a bad one is the program's exit status, not a message in a window.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QTimer,
)

from casino import __version__
from casino.i18n.languages import LANGUAGES, SOURCE
from casino.manifest import add_verbose_option, print_verbose_version, wants_file_hashes
from ui.i18n import switch_language, tr
from ui.qt_app import (
    _GUARD as _GUARD,
)
from ui.qt_app import (  # the application and its theme, re-exported for the tests
    APP_NAME as APP_NAME,
)
from ui.qt_app import (
    HARMLESS_QT_WARNINGS as HARMLESS_QT_WARNINGS,
)
from ui.qt_app import (
    NO_DISPLAY as NO_DISPLAY,
)
from ui.qt_app import (
    DoubleClickGuard as DoubleClickGuard,
)
from ui.qt_app import (
    QtMessageFilter as QtMessageFilter,
)
from ui.qt_app import (
    app_icon as app_icon,
)
from ui.qt_app import (
    create_app as create_app,
)
from ui.qt_app import (
    display_problem as display_problem,
)
from ui.qt_app import (
    install_message_filter as install_message_filter,
)
from ui.qt_app import (
    style_sheet as style_sheet,
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="casino-console", description="The dealer console.")
    parser.add_argument(
        "--db",
        metavar="URL",
        help="database URL (default: CASINO_DATABASE_URL, config.toml, or the SQLite file "
        "in the user data folder)",
    )
    parser.add_argument(
        "--server",
        metavar="HOST:PORT",
        help="reach the floor server there (with this console's enrolled identity in its "
        "configuration folder) instead of a database of its own",
    )
    parser.add_argument(
        "--startup-probe",
        action="store_true",
        help="print 'shown' once the sign-in window has painted, then 'ready' once the "
        "console has loaded behind it and opened its database (or 'failed: <why>', exit 1), "
        "and quit (for bench/)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check the installed program end to end (offscreen, on a temporary database, "
        "or on the empty database --db names), print a line per check, and exit 0 if all pass",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=SOURCE,
        help="the console's own language: its sign-in window's, and every user's whose "
        "record names none (each user's own is on their record: File > Language)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    add_verbose_option(parser)  # --version --verbose: the SHA-256 of the program's files
    return parser.parse_args(list(argv))


class Session(QObject):
    """The sign-in window and, once someone signs in, the main window; back again when
    they sign out."""

    def __init__(
        self,
        url: str | None,
        opener: Callable[[str | None], Any] | None = None,
        language: str = SOURCE,
    ) -> None:
        super().__init__()
        from ui.startup import StartWindow, open_services

        self.language = language
        """The console's own language: the sign-in window's, and a user's without one."""
        switch_language(language)
        self.start = StartWindow(url, opener or open_services)
        self.start.signed_in.connect(self.open_main)
        self.main: QObject | None = None

    def open_main(self, console: object) -> None:
        """The main window for whoever signed in, in the language on their record."""
        from ui.console import Console

        assert isinstance(console, Console)
        actor = console.require_actor()
        window = self._main_window(console, actor.language or self.language)
        self.start.hide()
        QTimer.singleShot(0, window.require_pin_change)

    def _main_window(self, console: Any, language: str) -> Any:
        """A main window built in ``language``: the words are chosen as widgets are made, so
        a change of language is a new window (the tables, the feed and the sign-in carry
        over; only the widgets are new)."""
        from ui.main_window import MainWindow

        switch_language(language)
        window = MainWindow(console)
        window.signed_out.connect(self.back_to_sign_in)
        window.language_chosen.connect(self.change_language)
        self.main = window
        window.show()
        return window

    def change_language(self, language: str) -> None:
        """The signed-in person chose another language (File > Language): their window
        again, in it, where the old one stood."""
        old = self.main
        if old is None:
            return
        geometry = old.saveGeometry()  # type: ignore[attr-defined]
        window = self._main_window(old.console, language)  # type: ignore[attr-defined]
        window.restoreGeometry(geometry)
        old.close()  # type: ignore[attr-defined]
        old.deleteLater()

    def back_to_sign_in(self) -> None:
        switch_language(self.language)
        self.start.show()
        self.start.message.show_info(tr("Signed out."))
        QTimer.singleShot(0, self.start.show_entry)

    def stop(self) -> None:
        """Quitting: end the sign-in and note the stop in the significant-event log."""
        console = self.start.console
        if console is None:
            return
        if console.actor is not None:
            console.logout()
        console.attempt(console.services.stopped, console.name)
        console.services.tables.close()


def may_be_floor(address: str | None) -> bool:
    """Whether this console may be a floor console: ``--server`` given, or a configuration
    file with a ``[server]`` table (or one that cannot be read: ``configured`` says why).
    Read without loading the floor client, which loads the services; the common case, a
    console with a database of its own, then never waits for them before its window."""
    if address:
        return True
    import tomllib

    from platformdirs import user_config_path

    from casino.textfile import TextFileError, read_text_file

    path = user_config_path(APP_DIR) / "config.toml"
    if not path.exists():
        return False
    try:
        return "server" in tomllib.loads(read_text_file(path, "configuration file"))
    except (TextFileError, ValueError, RecursionError):
        return True


APP_DIR = "casino-console"
"""The folder name of the console's configuration (``casino.store.db.APP``)."""
QUIT_WAIT_MS = 10_000
"""How long a console closed while loading waits for its loader to stop importing."""


def main(argv: Sequence[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if wants_file_hashes(given):  # before Qt does anything: no display needed
        return print_verbose_version("casino-console", __version__)
    args = parse_args(given)
    if args.self_test:
        from ui.self_test import run_self_test

        return run_self_test(args.db)
    problem = display_problem(os.environ, sys.platform)
    if problem is not None:
        sys.stderr.write(f"casino-console: {problem}\n")
        return 2
    opener = None
    if may_be_floor(args.server):
        from casino.server.certs import CertificateError
        from casino.server.client import configured

        try:
            floor = configured(args.server)
        except CertificateError as exc:
            sys.stderr.write(f"casino-console: {exc}\n")
            return 2
        if floor is not None:
            if args.db:
                sys.stderr.write(
                    "casino-console: a floor console reaches the server, not a "
                    "database: give --server or --db, not both\n"
                )
                return 2
            from ui.startup import floor_opener

            opener = floor_opener(floor)
    install_message_filter()
    app = create_app([sys.argv[0]], guard=False)
    session = Session(args.db, opener, args.lang)
    session.start.painted.connect(lambda: app.installEventFilter(_GUARD))
    app.aboutToQuit.connect(session.stop)
    if args.startup_probe:
        session.start.painted.connect(lambda: print("shown", flush=True))
        session.start.settled.connect(lambda why: probe_settled(app, why))
    # The services, the games and the database load only once the window has painted, so
    # the sign-in window is on screen first (and its fields take keys meanwhile).
    session.start.painted.connect(lambda: QTimer.singleShot(0, session.start.start))
    session.start.show()
    status = app.exec()
    if session.start.task is not None:  # closed while loading or opening
        # The loader's imports end before Python shuts down (a thread importing then would
        # crash it); the opening of the database is left to end with the process.
        session.start.modules_loaded.wait(QUIT_WAIT_MS / 1000)
    return status


def probe_settled(app: QCoreApplication, why: str) -> None:
    print(f"failed: {why}" if why else "ready", flush=True)
    app.exit(1 if why else 0)


if __name__ == "__main__":
    raise SystemExit(main())
