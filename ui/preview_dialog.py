"""A dialog in two steps, as every game's showing is: the dealer enters what was shown (the
cards typed one seat a line), then reads the engine's preview of what it does; only Enter on
the preview confirms, so nothing is written before the dealer has seen it.

``PreviewDialog`` holds the steps, the keys and the buttons; a game's dialog builds its entry
page, collects what was typed (``collected``), and words the preview (``preview_html``).
Enter on a finished line moves to the next empty one, then asks for the preview; Escape on the
preview goes back to the lines (where there are any), else cancels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ui.i18n import tr
from ui.widgets import InlineMessage


class EntryLine(Protocol):
    """One seat's line of the entry page."""

    def complete(self) -> Any: ...

    def text(self) -> str: ...

    def hasFocus(self) -> bool: ...  # noqa: N802 (Qt's name)

    def setFocus(self) -> None: ...  # noqa: N802 (Qt's name)


class PreviewDialog(QDialog):
    """Enter what was shown, then confirm the engine's preview of it.

    ``preview`` asks the engine with what ``collected`` gives and returns its events, or the
    reason it refused. ``lines`` are the entry page's lines by seat, in order.

    The words below are English, marked ``QT_TRANSLATE_NOOP("", ...)`` (a game's dialog
    marks its own the same way): they are shown through ``tr``."""

    ENTRY_HEADING = str(QT_TRANSLATE_NOOP("", "Enter the shown hands"))
    ENTRY_FORWARD = str(QT_TRANSLATE_NOOP("", "Preview  [Enter]"))
    PREVIEW_HEADING = str(QT_TRANSLATE_NOOP("", "Preview"))
    PREVIEW_FORWARD = str(QT_TRANSLATE_NOOP("", "Confirm  [Enter]"))
    PREVIEW_NOTE = str(QT_TRANSLATE_NOOP("", "nothing is written until you confirm"))

    def __init__(
        self,
        preview: Callable[[Any], tuple[Any, ...] | str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._preview = preview
        self.events: tuple[Any, ...] = ()
        self.lines: dict[int, Any] = {}
        self.pages = QStackedWidget()
        self.message = InlineMessage()
        self.heading = QLabel()
        self.heading.setObjectName("dialog-title")
        self.outcome = QLabel()
        self.outcome.setObjectName("showdown-result")
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        self.outcome.setWordWrap(True)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.forward = QPushButton()
        self.forward.setObjectName("showdown-forward")
        self.backward = QPushButton()
        self.backward.setObjectName("showdown-back")
        self.backward.setProperty("role", "secondary")
        for button in (self.forward, self.backward):
            # Enter belongs to the dialog (next line, preview, confirm), never to a button
            # that happens to be the default.
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.forward.clicked.connect(self._enter)
        self.backward.clicked.connect(self._escape)

    def lay_out(self, entry: QWidget) -> None:
        """The dialog's layout around the game's entry page (built by then)."""
        self.pages.addWidget(entry)
        result_page = QWidget()
        result_layout = QVBoxLayout(result_page)
        result_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setObjectName("showdown-scroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.outcome)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        result_layout.addWidget(scroll)
        self.pages.addWidget(result_page)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.backward)
        buttons.addWidget(self.forward)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.to_entry()
        first = next(iter(self.lines.values()), None)
        if first is not None:
            first.setFocus()

    # -- what a game's dialog gives --------------------------------------------------------

    def collected(self) -> Any:
        """What the lines hold, for ``preview``; None after pointing at what is not right."""
        raise NotImplementedError

    def preview_html(self, events: tuple[Any, ...]) -> str:
        raise NotImplementedError

    # -- the two pages ---------------------------------------------------------------------

    @property
    def previewing(self) -> bool:
        return self.pages.currentIndex() == 1

    def to_entry(self) -> None:
        self.pages.setCurrentIndex(0)
        self.heading.setText(tr(self.ENTRY_HEADING))
        self.forward.setText(tr(self.ENTRY_FORWARD))
        self.backward.setText(tr("Cancel  [Esc]"))
        self.message.clear_message()

    def show_preview(self, events: tuple[Any, ...]) -> None:
        self.events = events
        self.pages.setCurrentIndex(1)
        self.heading.setText(tr(self.PREVIEW_HEADING))
        self.outcome.setText(self.preview_html(events))
        self.forward.setText(tr(self.PREVIEW_FORWARD))
        self.backward.setText(
            tr("Back to the cards  [Esc]") if self.lines else tr("Cancel  [Esc]")
        )
        self.message.show_info(tr(self.PREVIEW_NOTE))
        self.setFocus()

    def _enter(self) -> None:
        if self.previewing:
            self.accept()
            return
        seats = list(self.lines)
        focused = next((s for s, line in self.lines.items() if line.hasFocus()), None)
        if focused is not None and focused != seats[-1]:
            following = self.lines[seats[seats.index(focused) + 1]]
            if self.lines[focused].complete() is not None and not following.text().strip():
                following.setFocus()
                return
        entered = self.collected()
        if entered is None:
            return
        found = self._preview(entered)
        if isinstance(found, str):
            self.message.show_error(found)
            return
        self.show_preview(found)

    def _escape(self) -> None:
        if self.previewing and self.lines:
            self.to_entry()
            next(iter(self.lines.values())).setFocus()
            return
        self.reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif event.key() == Qt.Key.Key_Escape:
            self._escape()
        else:
            super().keyPressEvent(event)
