"""Starting the console: the Qt application, the theme, the sign-in window, then the main
window for whoever signs in."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QObject,
    QTimer,
)

from casino import __version__
from casino.manifest import add_verbose_option, print_verbose_version, wants_file_hashes
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
        help="print 'shown' once the sign-in window has painted, and quit (for bench/)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check the installed program end to end (offscreen, on a temporary database, "
        "or on the empty database --db names), print a line per check, and exit 0 if all pass",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    add_verbose_option(parser)  # --version --verbose: the SHA-256 of the program's files
    return parser.parse_args(list(argv))


class Session(QObject):
    """The sign-in window and, once someone signs in, the main window; back again when
    they sign out."""

    def __init__(self, url: str | None, opener: Callable[[str | None], Any] | None = None) -> None:
        super().__init__()
        from ui.startup import StartWindow, open_services

        self.start = StartWindow(url, opener or open_services)
        self.start.signed_in.connect(self.open_main)
        self.main: QObject | None = None

    def open_main(self, console: object) -> None:
        from ui.console import Console
        from ui.main_window import MainWindow

        assert isinstance(console, Console)
        window = MainWindow(console)
        window.signed_out.connect(self.back_to_sign_in)
        self.main = window
        window.show()
        self.start.hide()
        QTimer.singleShot(0, window.require_pin_change)

    def back_to_sign_in(self) -> None:
        self.start.show()
        self.start.message.show_info("Signed out.")
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
    try:
        from casino.server.certs import CertificateError
        from casino.server.client import configured

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
    app = create_app([sys.argv[0]])
    session = Session(args.db, opener)
    app.aboutToQuit.connect(session.stop)
    if args.startup_probe:
        session.start.painted.connect(lambda: (print("shown", flush=True), app.quit()))
    # The database is opened (alembic and the drivers imported, the schema checked) only
    # once the window has painted, so the sign-in window is on screen first.
    session.start.painted.connect(lambda: QTimer.singleShot(0, session.start.start))
    session.start.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
