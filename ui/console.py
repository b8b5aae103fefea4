"""The console's one link to the services: who is signed in, and every call a screen makes.

Screens never catch database exceptions themselves. A refused call comes back as a
``Failed`` with the service's message, which the screen shows inline beside what was
entered. A database that cannot be reached is different: play stops (``database_lost``),
the entry that was being sent is kept with its command id, and once the database answers
again the dealer sends it again under the same id, so it acts once even if the first attempt
did reach the database before the line dropped.
"""

from __future__ import annotations

import dataclasses
import socket
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from sqlalchemy import text
from sqlalchemy.exc import DataError, DBAPIError, IntegrityError, SQLAlchemyError

from casino.games import game as game_named
from casino.games.base import RuleViolation
from casino.services import Services
from casino.services.auth import Actor, Signature
from casino.services.errors import ConflictError, ServiceError
from casino.services.tables import CASH, Outcome, TableView

T = TypeVar("T")

PROBE_MS = 2000
"""How often a console that lost its database tries it again."""


@dataclass(frozen=True, slots=True)
class Failed:
    """A call that did nothing, and why, in words for the person at the console."""

    message: str
    conflict: bool = False
    offline: bool = False


@dataclass(frozen=True, slots=True)
class Pending:
    """A table command that could not be sent because the database was unreachable."""

    table_id: int
    command: Any
    command_id: str
    expected_seq: int | None
    approver: Signature | None
    method: str
    label: str


def console_name() -> str:
    """How this console signs its log lines: the machine's name."""
    return f"console@{socket.gethostname()}"


class Console(QObject):
    """One signed-in console over one database."""

    signed_in = Signal(object)
    """The Actor now at the console, or None after signing out."""
    table_changed = Signal(int)
    """A command was written at this table from this console."""
    database_lost = Signal(str)
    database_back = Signal()

    def __init__(self, services: Services, name: str | None = None) -> None:
        super().__init__()
        self.services = services
        self.name = name or console_name()
        self.actor: Actor | None = None
        self.offline = False
        self.pending: Pending | None = None
        self._probe = QTimer(self)
        self._probe.setInterval(PROBE_MS)
        self._probe.timeout.connect(self.probe)

    # -- signing in ------------------------------------------------------------------------

    def login(self, name: str, pin: str) -> Actor | Failed:
        result = self.attempt(self.services.auth.login, name, pin, self.name)
        if isinstance(result, Actor):
            self.actor = result
            self.signed_in.emit(result)
        return result

    def logout(self) -> None:
        if self.actor is not None:
            self.attempt(self.services.auth.logout, self.actor)
        self.actor = None
        self.signed_in.emit(None)

    @property
    def supervisor(self) -> bool:
        return self.actor is not None and self.actor.supervisor

    def require_actor(self) -> Actor:
        if self.actor is None:
            raise RuntimeError("nobody is signed in at this console")
        return self.actor

    # -- calls -----------------------------------------------------------------------------

    def attempt(self, call: Callable[..., T], *args: Any, **kwargs: Any) -> T | Failed:
        """Run one service call; a refusal or a lost database comes back as ``Failed``."""
        try:
            result = call(*args, **kwargs)
        except ConflictError as exc:
            return Failed(str(exc), conflict=True)
        except (ServiceError, RuleViolation) as exc:
            return Failed(str(exc))
        except (DataError, IntegrityError) as exc:  # the database answered: it refused a value
            return Failed(f"the database refused this entry ({_reason(exc)}); nothing was written")
        except SQLAlchemyError as exc:
            return self._lost(exc)
        except ValueError as exc:  # rules that fail validation, and the like
            return Failed(str(exc))
        if self.offline:
            self._back()
        return result

    def view(self, table_id: int) -> TableView | Failed:
        return self.attempt(self.services.tables.view, table_id)

    def submit(
        self,
        table_id: int,
        command: Any,
        *,
        expected_seq: int | None,
        approver: Signature | None = None,
        method: str = CASH,
        label: str = "",
        command_id: str | None = None,
    ) -> Outcome | Failed:
        """Send one command to a table under a fresh command id (or ``command_id`` when
        sending a kept one again). While the database is unreachable nothing is sent."""
        if self.offline:
            return Failed("play is stopped: the database cannot be reached", offline=True)
        actor = self.require_actor()
        cid = command_id or uuid.uuid4().hex
        result = self.attempt(
            self.services.tables.submit,
            actor,
            table_id,
            command,
            cid,
            expected_seq=expected_seq,
            approver=approver,
            method=method,
        )
        if isinstance(result, Failed) and result.offline:
            self.pending = Pending(
                table_id, command, cid, expected_seq, approver, method,
                label or type(command).__name__,
            )  # fmt: skip
        elif isinstance(result, Outcome):
            self.table_changed.emit(table_id)
        return result

    def resend(self) -> Outcome | Failed | None:
        """Send the kept command again, under its own id: it acts once however often it is
        sent. None when nothing is kept."""
        kept = self.pending
        if kept is None:
            return None
        result = self.submit(
            kept.table_id,
            kept.command,
            expected_seq=kept.expected_seq,
            approver=kept.approver,
            method=kept.method,
            label=kept.label,
            command_id=kept.command_id,
        )
        if not (isinstance(result, Failed) and result.offline):
            self.pending = None
        return result

    def discard_pending(self) -> None:
        self.pending = None

    def view_after(self, view: TableView, outcome: Outcome) -> TableView:
        """The view a command left, without reading the table again: the options are the
        engine's for the new state."""
        options = tuple(game_named(view.game).legal_commands(outcome.state))
        return dataclasses.replace(view, seq=outcome.seq, state=outcome.state, options=options)

    # -- the database going away and coming back ------------------------------------------

    def _lost(self, exc: SQLAlchemyError) -> Failed:
        reason = _reason(exc)
        if not self.offline:
            self.offline = True
            self.services.tables.close()
            self._probe.start()
            self.database_lost.emit(reason)
        return Failed(
            f"the database cannot be reached ({reason}); nothing was written", offline=True
        )

    def probe(self) -> bool:
        """Try the database; when it answers, play may go on."""
        try:
            with self.services.db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        except SQLAlchemyError:
            return False
        self._back()
        return True

    def _back(self) -> None:
        if self.offline:
            self.offline = False
            self._probe.stop()
            self.database_back.emit()


def _reason(exc: SQLAlchemyError) -> str:
    """The driver's first line, without SQLAlchemy's background links."""
    original = exc.orig if isinstance(exc, DBAPIError) else exc
    first = str(original).strip().splitlines()
    return first[0][:200] if first else type(exc).__name__
