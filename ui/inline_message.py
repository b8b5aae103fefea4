"""The inline message (a line under an entry) and the restyle it needs, apart from
``ui.widgets`` so that the sign-in window can show one without loading the services: this
module imports Qt and nothing of the casino's (``ui.widgets`` re-exports both names)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def restyle(widget: QWidget) -> None:
    """Re-read the style sheet after a dynamic property changed (``invalid``, ``role``)."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


class InlineMessage(QLabel):
    """A line under an entry: red for a refusal, quiet for information, empty otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.clear_message()

    def show_error(self, text: str) -> None:
        self.setProperty("kind", "error")
        self.setText(_sentence(text))
        restyle(self)

    def show_info(self, text: str) -> None:
        self.setProperty("kind", "info")
        self.setText(_sentence(text))
        restyle(self)

    def clear_message(self) -> None:
        self.setProperty("kind", "none")
        self.setText("")
        restyle(self)

    @property
    def is_error(self) -> bool:
        return self.property("kind") == "error" and bool(self.text())


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text
