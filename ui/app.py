"""Starting the console: the Qt application, the theme, the sign-in window, then the main
window for whoever signs in."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractButton, QApplication

from casino import __version__
from casino.manifest import add_verbose_option, print_verbose_version, wants_file_hashes
from ui.resources import resources_dir

APP_NAME = "Casino Console"
NO_DISPLAY = (
    "there is no display to show the console on (neither DISPLAY nor WAYLAND_DISPLAY is "
    "set): start it from the desktop session, set DISPLAY to the X display to use (for "
    "example DISPLAY=:0), or run it on a virtual one with xvfb-run casino-console; "
    "casino-console --self-test needs no display"
)
"""What a console started with no display says, instead of Qt's abort, which blames the
installation ("reinstalling the application may fix this")."""
HARMLESS_QT_WARNINGS = frozenset({"This plugin does not support propagateSizeHints()"})
"""Qt warnings that say nothing to staff: the xcb platform prints this one whenever a window
is shown on X11, and nothing can or needs to be done about it."""
QtMessageHandler = Callable[[QtMsgType, QMessageLogContext, str], None]


def display_problem(environ: Mapping[str, str], platform: str) -> str | None:
    """Why the console cannot open a window here, or None. On Linux and the BSDs Qt needs an
    X11 or Wayland display, found through DISPLAY or WAYLAND_DISPLAY; without one it aborts
    with a message that suggests reinstalling. A chosen platform (QT_QPA_PLATFORM, such as
    offscreen or vnc) is the user's decision and is left to Qt. Windows and macOS always have
    their own."""
    unix_desktop = platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly"))
    if not unix_desktop or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY


class QtMessageFilter:
    """A Qt message handler that drops the known-harmless warnings (``HARMLESS_QT_WARNINGS``)
    and hands every other message on unchanged: to the handler it replaced, or, when that was
    Qt's own, to standard error formatted as Qt formats it (``QT_MESSAGE_PATTERN`` included).
    A fatal message still ends the program: Qt aborts once the handler returns."""

    def __init__(self, previous: QtMessageHandler | None) -> None:
        self.previous = previous

    def __call__(self, mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if mode == QtMsgType.QtWarningMsg and message in HARMLESS_QT_WARNINGS:
            return
        if self.previous is not None:
            self.previous(mode, context, message)
            return
        stream = sys.stderr
        if stream is not None:  # a windowed program on Windows has none
            stream.write(qFormatLogMessage(mode, context, message) + "\n")
            stream.flush()


_filter: QtMessageFilter | None = None


def install_message_filter() -> None:
    """Install ``QtMessageFilter`` once, before the QApplication exists, so that it sees the
    platform plugin's messages too."""
    global _filter
    if _filter is None:
        _filter = QtMessageFilter(None)
        _filter.previous = qInstallMessageHandler(_filter)


def style_sheet() -> str:
    """The theme: ``console.qss`` first, then each screen's own sheet (``recall.qss``...)."""
    folder = resources_dir() / "styles"
    files = sorted(folder.glob("*.qss"), key=lambda p: (p.name != "console.qss", p.name))
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


def app_icon() -> QIcon:
    """The console's icon at every size drawn (``resources/icons``), so each window, the task
    bar and the switcher pick a sharp one."""
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("casino-console-*.png")):
        icon.addFile(str(png))
    return icon


class DoubleClickGuard(QObject):
    """A double click on a button is one click. Qt turns the second press of a double click
    into a second ``clicked``; at a table that would be a second command on the state the
    first one left (a second seat calling), so the second press is swallowed for every
    button in the console. Retries of one command are made safe by its command id."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        double = event.type() == QEvent.Type.MouseButtonDblClick
        return double and isinstance(watched, QAbstractButton)


_GUARD = DoubleClickGuard()


def create_app(argv: Sequence[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv))
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Casino Console")
    # Ties the windows to the installed casino-console.desktop entry (its icon and name in a
    # Linux task bar, on Wayland too).
    app.setDesktopFileName("casino-console")
    app.setWindowIcon(app_icon())
    app.setStyleSheet(style_sheet())
    app.installEventFilter(_GUARD)
    return app


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="casino-console", description="The dealer console.")
    parser.add_argument(
        "--db",
        metavar="URL",
        help="database URL (default: CASINO_DATABASE_URL, config.toml, or the SQLite file "
        "in the user data folder)",
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

    def __init__(self, url: str | None) -> None:
        super().__init__()
        from ui.startup import StartWindow

        self.start = StartWindow(url)
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
    install_message_filter()
    app = create_app([sys.argv[0]])
    session = Session(args.db)
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
