"""The floor's live updates on a console: the changes other consoles make, as Qt signals.

What tells of them is the services' own (``Services.listener``): on PostgreSQL a listener on
the database's notices (``casino.store.notices.Listener``, on a thread of its own); at a
floor console the floor server's pushes (``casino.server.client.RemoteListener``). A
``FloorFeed`` gathers what it hears for a moment (``GATHER_MS``), so a burst of commands at
many tables becomes one read of the lines that changed; then it says which tables moved, to
what head (``tables_changed``), or that everything must be read again (``floor_changed``:
a change to the pit's records, or the link back after a loss, when what was announced
meanwhile is gone). ``live`` says whether changes are arriving: while they are not, the
screens fall back to reading on a slow timer and say so.

A console on its own SQLite file has nobody to listen to: the feed is never live, and the
screens read on their timer as they always did.
"""

from __future__ import annotations

import threading
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from casino.services import Notice, Services


class NoticeSource(Protocol):
    """What tells the feed of changes: the database's listener (PostgreSQL), or the floor
    server's pushes (``casino.server.client.RemoteListener``)."""

    def start(self) -> None: ...
    def stop(self, wait: float = 5.0) -> None: ...


GATHER_MS = 100
"""How long notices are gathered before the screens are told: well under the second a
console has to show another console's command, and long enough to batch a busy floor."""


class FloorFeed(QObject):
    tables_changed = Signal(object)
    """{table id: its newest head heard} for every table announced since the last time."""
    floor_changed = Signal()
    """Read everything again."""
    live_changed = Signal(bool, str)
    """Notices arrive (True), or the listening connection is lost (False) and why."""
    _heard = Signal()
    _state = Signal(bool, str)

    def __init__(self, services: Services, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.live = False
        self.reason = ""
        self._lock = threading.Lock()
        self._pending: dict[int, int] = {}
        self._everything = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(GATHER_MS)
        self._timer.timeout.connect(self._flush)
        self._heard.connect(self._arm)  # queued onto this object's (the UI) thread
        self._state.connect(self._set_state)
        self._listener: NoticeSource | None = services.listener(self._on_notice, self._state.emit)

    @property
    def listening(self) -> bool:
        """Whether changes are told (PostgreSQL's notices, or a floor server's pushes)."""
        return self._listener is not None

    def start(self) -> None:
        if self._listener is not None:
            self._listener.start()

    def stop(self) -> None:
        if self._listener is not None:
            self._listener.stop(wait=2.0)
            self._listener = None

    # -- the listener's thread -----------------------------------------------------------

    def _on_notice(self, notice: Notice) -> None:
        with self._lock:
            if notice.table_id is None:
                self._everything = True
            else:
                known = self._pending.get(notice.table_id, 0)
                self._pending[notice.table_id] = max(known, notice.seq)
        self._heard.emit()

    # -- the UI thread -------------------------------------------------------------------

    def _arm(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def _flush(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, {}
            everything, self._everything = self._everything, False
        if everything:
            self.floor_changed.emit()
        if pending:
            self.tables_changed.emit(pending)

    def _set_state(self, live: bool, reason: str) -> None:
        was = self.live
        self.live, self.reason = live, reason
        self.live_changed.emit(live, reason)
        if live and not was:
            self.floor_changed.emit()  # catch up with what was announced while deaf
