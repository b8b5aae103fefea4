"""The console's main window: the menu, the About box, and the screens later work adds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from casino import __version__
from ui.hand_check import HandCheck

APP_NAME = "Casino Console"
TITLE = f"{APP_NAME} - Sekhoma & Fiddler-Crab"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        self.setWindowTitle(f"About {APP_NAME}")
        title = QLabel(f"{APP_NAME}")
        title.setObjectName("title")
        version = QLabel(f"Version {__version__}")
        version.setObjectName("version")
        body = QLabel(
            "The dealer console for live Sekhoma and Fiddler-Crab tables: it enforces the "
            "house rules, ranks the hands and logs every wager."
        )
        body.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        for widget in (title, version, body, buttons):
            layout.addWidget(widget)
        self.resize(420, 200)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(TITLE)
        self.hand_check = HandCheck()
        self.setCentralWidget(self.hand_check)
        self.about_dialog: AboutDialog | None = None
        self._build_menus()
        self.statusBar().showMessage(
            "Not yet built: live tables, the pit overview, house-rule editing and shift reports."
        )
        self.resize(1024, 640)

    def _build_menus(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        tools = menu.addMenu("&Tools")
        check = QAction("&Hand check", self)
        check.setShortcut(QKeySequence("Ctrl+K"))
        check.triggered.connect(self.focus_hand_check)
        tools.addAction(check)

        help_menu = menu.addMenu("&Help")
        self.about_action = QAction(f"&About {APP_NAME}", self)
        self.about_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def focus_hand_check(self) -> None:
        self.hand_check.entry.setFocus()
        self.hand_check.entry.selectAll()

    def show_about(self) -> None:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.open()
