"""Long work off the UI thread: house-edge figures, loading the demo casino, a report.

A dealer's window must never freeze, so anything that can take more than a blink runs on Qt's
thread pool; its result (or its exception) comes back to the UI thread through a signal, and
the caller shows a progress indicator meanwhile. The work itself must not touch widgets.

The work must not import modules either: PySide6 hooks every import to look for its own
features, and that hook crashes the interpreter when it runs on a worker thread while the UI
thread is busy (seen with alembic and numpy). ``run_in_background`` therefore imports the
modules it is told the work needs on the UI thread first (``imports``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QProgressBar


class _Relay(QObject):
    done = Signal(object)
    failed = Signal(object)


class _Job(QRunnable):
    def __init__(self, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.work = work
        self.relay = relay

    @Slot()
    def run(self) -> None:
        try:
            try:
                result = self.work()
            except BaseException as exc:  # handed to the UI thread, which shows it
                self.relay.failed.emit(exc)
            else:
                self.relay.done.emit(result)
        except RuntimeError:
            pass  # the application quit while the work ran: there is nobody left to tell
        finally:
            _RUNNING.discard(self)


_RUNNING: set[_Job] = set()
"""Jobs between ``start`` and the end of ``run``. The UI thread may drop its Task as soon as
the result arrives, while the pool's thread is still returning from ``run``; holding the
job (and its relay) here until then keeps it from being freed under that thread."""


class Task(QObject):
    """One piece of background work. Keep a reference until ``finished``; ``result`` or
    ``error`` says how it ended."""

    finished = Signal(object)
    """The task itself, once ``result`` or ``error`` is set."""

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.result: Any = None
        self.error: BaseException | None = None
        self.running = False
        self._relay = _Relay()
        self._relay.done.connect(self._done)
        self._relay.failed.connect(self._failed)
        self._job = _Job(work, self._relay)
        self._job.setAutoDelete(False)

    def start(self) -> Task:
        self.running = True
        _RUNNING.add(self._job)
        QThreadPool.globalInstance().start(self._job)
        return self

    def _done(self, result: Any) -> None:
        self.result, self.running = result, False
        self.finished.emit(self)

    def _failed(self, error: BaseException) -> None:
        self.error, self.running = error, False
        self.finished.emit(self)


def run_in_background(
    work: Callable[[], Any],
    on_done: Callable[[Task], None],
    *,
    progress: QProgressBar | None = None,
    parent: QObject | None = None,
    imports: Sequence[str] = (),
) -> Task:
    """Start ``work`` on the thread pool, show ``progress`` as busy (an indeterminate bar)
    until it ends, then call ``on_done`` on the UI thread. ``imports`` are the modules the
    work needs that may not be loaded yet (see the module's note)."""
    for name in imports:
        importlib.import_module(name)
    task = Task(work, parent)
    if progress is not None:
        progress.setRange(0, 0)
        progress.show()

    def finish(done: Task) -> None:
        if progress is not None:
            progress.hide()
        on_done(done)

    task.finished.connect(finish)
    return task.start()
