"""The Qt application every window of the console lives in: its theme (the style sheets), its
icon, the filter for Qt's harmless warnings and the check for a display. Kept apart from
``ui.app`` (which starts the console and imports every window) so the self-test and the
screenshot tool can make the application without importing what starts it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractButton, QApplication

from casino import __version__
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
    sheet = "\n".join(f.read_text(encoding="utf-8") for f in files)
    # ``url(styles:arrow-up.png)``: an image beside the sheets, wherever the bundle put them.
    return sheet.replace("url(styles:", f"url({folder.resolve().as_posix()}/")


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


def create_app(argv: Sequence[str] | None = None, *, guard: bool = True) -> QApplication:
    """The application with its names, icon and theme, and (``guard``) the double-click guard
    on every button. The console starts without the guard and installs it once its sign-in
    window has painted: a filter on every event of the application has each of Qt's own
    widgets wrapped for Python as it first sees one, which the first paint need not wait
    for (no one double-clicks a window that is not on screen yet)."""
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
    if guard:
        app.installEventFilter(_GUARD)
    return app
