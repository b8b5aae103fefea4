"""A checker of the Tools menu that a game brings (a hand's ranking, who took a trick): the
dealer types cards in the table's notation and reads at once what the game's rules make of
them, for a dispute at a live table. ``CheckTool`` is the window every such checker is: its
heading, its hint, the entry and the line that says what is wrong; a game's checker gives the
rest (``_build``, ``parts``) and answers each keystroke (``_wire``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QFrame, QLayout, QLineEdit, QVBoxLayout, QWidget

from ui.game_screen import label


class CheckTool(QFrame):
    """A checker: ``title`` and ``hint`` on top, then the game's ``parts`` (the entry among
    them, where it belongs), then ``error``."""

    def __init__(
        self, title: str, hint: str, example: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.heading = label("title", title)
        self.hint = label("subtitle", hint, wrap=True)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(example)
        self.entry.setAccessibleName("cards")
        self.error = label("error", wrap=True)
        self._build()
        self._lay_out()
        self._wire()

    def _build(self) -> None:
        """Make the game's widgets."""
        raise NotImplementedError

    def parts(self) -> Sequence[QWidget | QLayout]:
        """The rows between the hint and the error line, the entry among them."""
        raise NotImplementedError

    def _wire(self) -> None:
        """Answer the entry (and any choice of the game's) as it changes."""
        raise NotImplementedError

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(12)
        for part in (self.heading, self.hint, *self.parts(), self.error):
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)
        layout.addStretch(1)

    def take_focus(self) -> None:
        """Ready for typing when the tab is shown."""
        self.entry.setFocus()
        self.entry.selectAll()
