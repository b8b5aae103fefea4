"""The console's dialogs that no main screen's picture shows, drawn for the documentation and
for the translators' check (``ui.screenshots`` runs them after the screens): each is opened
as a person opens it, on the demo casino, saved, and cancelled, so nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.screenshots import Shots

DIALOGS: tuple[Callable[[Shots], None], ...] = ()
"""Each dialog's drawing, in the order they are saved (after the main screens)."""
