"""Starting the console: the Qt application, the theme, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from casino import __version__
from ui.main_window import APP_NAME, MainWindow
from ui.resources import resources_dir


def style_sheet() -> str:
    """The theme: ``console.qss`` first, then each screen's own sheet (``sekhoma.qss``...)."""
    folder = resources_dir() / "styles"
    files = sorted(folder.glob("*.qss"), key=lambda p: (p.name != "console.qss", p.name))
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


def create_app(argv: Sequence[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv))
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Casino Console")
    app.setStyleSheet(style_sheet())
    return app


def main(argv: Sequence[str] | None = None) -> int:
    app = create_app(argv)
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
