"""The console's one link to the services: who is signed in, and every call a screen makes.

Screens never catch database exceptions themselves. A refused call comes back as a
``Failed`` with the service's message, which the screen shows inline beside what was
entered. A database that cannot be reached is different: play stops (``database_lost``),
the entry that was being sent is kept with its command id, and once the database answers
again the dealer sends it again under the same id, so it acts once even if the first attempt
did reach the database before the line dropped.

What must outlive a crash is kept on the local disk (``casino.services.local_state``): the
kept entry, written in the project's codec without any approver's PIN (the approver is asked
again before it is sent), which the next console to start on the database offers again; and
the loss itself, a line in the local journal at once, then both the loss and the return in
the significant-event log once the database answers, in one unit, once per outage.
"""

from __future__ import annotations

import dataclasses
import socket
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NoReturn, ParamSpec, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from casino.games import game as game_named
from casino.games import games
from casino.games.spec import RuleViolation
from casino.services import Services, local_state
from casino.services.errors import (
    ConflictError,
    DatabaseLost,
    ServiceError,
    Unreachable,
    database_errors,
)
from casino.services.reports.faults import TableStopped, note_outage
from casino.services.tables import CASH, Outcome, TableView
from casino.services.tables.recall import HandLine, Recall
from casino.services.users.auth import Actor, Signature
from ui.i18n import tr

T = TypeVar("T")
P = ParamSpec("P")

PROBE_MS = 2000
"""How often a console that lost its database tries it again."""
RECALL_KEPT = 10
"""Hands of each table whose recall a console keeps for when the database is lost: the
current one and the nine before it (compliance requirement 23)."""
RECALL_AFTER_MS = 1000
"""A finished hand's recall is fetched once this console has sent nothing for this long:
its replay (the table's stream read from its start, some milliseconds of Python and more as
the shift goes on, now and then a full garbage collection) shares the interpreter with the
screen, and fetched at once it fell on the dealer's next keys."""


@dataclass(frozen=True, slots=True)
class Failed:
    """A call that did nothing, and why, in words for the person at the console."""

    message: str
    conflict: bool = False
    offline: bool = False
    stopped: bool = False
    """The table has a fault: nothing is played there until a pit boss clears it."""


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
    approver_name: str | None = None
    """Who approved it (a void): kept on disk, where the PIN is not; when ``approver`` is
    None (read back after a restart) they are asked for their PIN again."""
    entered_by: str = ""

    @property
    def needs_approver(self) -> bool:
        return self.approver is None and self.approver_name is not None


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
    table_stopped = Signal(int, str)
    """A table's fault, as this console last learnt it: the sentence play there is refused
    with, or "" once it may be played again."""

    def __init__(self, services: Services, name: str | None = None) -> None:
        super().__init__()
        self.services = services
        self.name = name or console_name()
        self.actor: Actor | None = None
        self.offline = False
        self.files = services.running.id if services.running is not None else (
            local_state.new_id()
        )  # fmt: skip
        """The id of this console's files on the local disk."""
        self.notices: list[str] = list(services.notices)
        """Lines for the first person to sign in: what the start found."""
        self._outages: list[tuple[datetime, str, datetime | None]] = []
        """Losses of the database not yet in the significant-event log: when, why, and when
        it came back."""
        self.pending: Pending | None = self._adopt_pending()
        self._recalls: dict[int, dict[int, Recall]] = {}
        """The last ``RECALL_KEPT`` hands of each table recalled or played here, by number."""
        self._recall_lock = threading.Lock()
        self._fetching: list[threading.Thread] = []
        self._to_fetch: list[tuple[int, int]] = []
        """Finished hands (table, number) whose recall is fetched at the next pause."""
        self._recall_timer = QTimer(self)
        self._recall_timer.setSingleShot(True)
        self._recall_timer.setInterval(RECALL_AFTER_MS)
        self._recall_timer.timeout.connect(self._fetch_kept)
        self._games: dict[int, str] = {}
        """Each table's game, as its views said."""
        self._hand_at: dict[int, tuple[int, bool]] = {}
        """Each table's hand number and whether one is in play, as the last command here
        left it: a hand that ends here is fetched for the recall."""
        self._seal = services.seal()
        """The site key, for the journal line a loss of the database writes at once (None on
        a floor console: it holds no key, and the server keeps the journal)."""
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

    def attempt(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T | Failed:
        """Run one service call; a refusal or a lost database comes back as ``Failed``."""
        try:
            with database_errors():
                result = call(*args, **kwargs)
        except ConflictError as exc:
            return Failed(str(exc), conflict=True)
        except TableStopped as exc:
            return Failed(str(exc), stopped=True)
        except (ServiceError, RuleViolation) as exc:  # a value the database refused, too
            return Failed(str(exc))
        except Unreachable as exc:
            return self._lost(exc)
        except ValueError as exc:  # rules that fail validation, and the like
            return Failed(str(exc))
        if self.offline:
            self._back()
        elif self._outages:
            self._log_outages()
        return result

    def failure(self, error: BaseException) -> Failed | None:
        """What ``attempt`` makes of ``error``, raised by a call made in the background: a
        refusal in the services' words, or a lost database, which stops play here as any
        call's would; None for an exception that is neither (a bug, a file not written)."""
        if not isinstance(error, Exception):
            return None
        try:
            return self.attempt(_raise, error)
        except Exception:  # attempt let it through: neither a refusal nor a loss
            return None

    def take_notices(self) -> list[str]:
        """What the start found, for the first person to sign in (then gone)."""
        found, self.notices = self.notices, []
        return found

    def table_name(self, table_id: int) -> str:
        tables = self.attempt(self.services.tables.tables)
        if not isinstance(tables, Failed):
            for found, _game, name, _position in tables:
                if found == table_id:
                    return name
        return tr("table {table}").format(table=table_id)

    def view(self, table_id: int) -> TableView | Failed:
        found = self.attempt(self.services.tables.view, table_id)
        if isinstance(found, TableView):
            self._games[table_id] = found.game
            self.table_stopped.emit(table_id, found.stopped or "")
        return found

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
            return Failed(tr("play is stopped: the database cannot be reached"), offline=True)
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
            self._keep(
                Pending(
                    table_id, command, cid, expected_seq, approver, method,
                    label or type(command).__name__,
                    approver.name if approver is not None else None, actor.name,
                )
            )  # fmt: skip
        elif isinstance(result, Failed) and result.stopped:
            self.table_stopped.emit(table_id, result.message)
        elif isinstance(result, Outcome):
            self._played(table_id, result)
            self.table_changed.emit(table_id)
        return result

    def resend(self, approver: Signature | None = None) -> Outcome | Failed | None:
        """Send the kept command again, under its own id: it acts once however often it is
        sent. None when nothing is kept. A kept command read back after a restart has lost
        its approver's PIN: ``approver`` is their name and PIN, asked again."""
        kept = self.pending
        if kept is None:
            return None
        approver = approver or kept.approver
        if kept.needs_approver and approver is None:
            return Failed(
                tr("{name} approved this entry; their PIN is needed again").format(
                    name=kept.approver_name
                )
            )
        result = self.submit(
            kept.table_id,
            kept.command,
            expected_seq=kept.expected_seq,
            approver=approver,
            method=kept.method,
            label=kept.label,
            command_id=kept.command_id,
        )
        if not (isinstance(result, Failed) and result.offline):
            self._settled()
        return result

    def discard_pending(self) -> None:
        self._settled()

    # -- the recall, also while the database is lost -------------------------------------

    def recall_hands(self, table_id: int, limit: int = RECALL_KEPT) -> list[HandLine] | Failed:
        """The table's latest hands, newest first (``RecallQueries.hands``); while the
        database is lost, the hands whose recall this console keeps."""
        if not self.offline:
            found = self.attempt(self.services.recall.hands, table_id, limit)
            if not (isinstance(found, Failed) and found.offline):
                return found
        with self._recall_lock:
            kept = self._recalls.get(table_id, {})
            lines = [kept[number].hand for number in sorted(kept, reverse=True)]
        if not lines:
            return Failed(
                tr(
                    "the database cannot be reached, and no hand of this table was played or "
                    "recalled at this console since it started"
                ),
                offline=True,
            )
        return lines[:limit]

    def recall_hand(self, table_id: int, number: int) -> Recall | Failed:
        """Hand ``number`` replayed (``RecallQueries.hand``), kept for when the database is
        lost; while it is, the kept one."""
        if not self.offline:
            found = self.attempt(self.services.recall.hand, table_id, number)
            if isinstance(found, Recall):
                self._remember(found)
                return found
            if not found.offline:
                return found
        with self._recall_lock:
            kept = self._recalls.get(table_id, {}).get(number)
        if kept is None:
            return Failed(
                tr(
                    "the database cannot be reached, and hand {number} is not among the last "
                    "{kept} hands of this table kept at this console"
                ).format(number=number, kept=RECALL_KEPT),
                offline=True,
            )
        return kept

    def wait_for_recalls(self, timeout: float = 30.0) -> None:
        """Fetch the finished hands' recalls now, without waiting for a pause, and let those
        being fetched in the background finish (tests, quitting)."""
        self._fetch_kept()
        for thread in list(self._fetching):
            thread.join(timeout)
        self._fetching = [t for t in self._fetching if t.is_alive()]

    def _remember(self, recall: Recall) -> None:
        with self._recall_lock:
            hands = self._recalls.setdefault(recall.table_id, {})
            hands[recall.number] = recall
            for old in sorted(hands)[:-RECALL_KEPT]:
                del hands[old]

    def _played(self, table_id: int, outcome: Outcome) -> None:
        """After a command here: when it ended a hand, that hand's recall is fetched in the
        background (a replay reads the stream from its start: not on the dealer's click),
        once the console pauses (``RECALL_AFTER_MS``); every command here puts it off."""
        known = self._games.get(table_id)
        if known is None:
            return
        phase = game_named(known).engine.phase(outcome.state)
        before = self._hand_at.get(table_id)
        self._hand_at[table_id] = (phase.hands_dealt, phase.in_hand)
        if before is not None and before[1] and (
            not phase.in_hand or phase.hands_dealt != before[0]
        ):
            self._to_fetch.append((table_id, before[0]))
            # No more than the console keeps of each table, however long the keys go on.
            mine = [kept for kept in self._to_fetch if kept[0] == table_id]
            for old in mine[:-RECALL_KEPT]:
                self._to_fetch.remove(old)
        if self._to_fetch:
            self._recall_timer.start()  # (again) from now: the pause starts after this key

    def _fetch_kept(self) -> None:
        """Fetch the finished hands' recalls in one background thread, in order."""
        self._recall_timer.stop()
        wanted, self._to_fetch = self._to_fetch, []
        if not wanted:
            return
        fetch = threading.Thread(target=self._fetch_all, args=(wanted,), name="recall",
                                 daemon=True)  # fmt: skip
        self._fetching = [t for t in self._fetching if t.is_alive()] + [fetch]
        fetch.start()

    def _fetch_all(self, wanted: list[tuple[int, int]]) -> None:
        for table_id, number in wanted:
            self._fetch(table_id, number)

    def _fetch(self, table_id: int, number: int) -> None:
        try:
            self._remember(self.services.recall.hand(table_id, number))
        except Exception:  # the database went meanwhile: the hand is not kept, nothing more
            return

    # -- the kept entry on disk ------------------------------------------------------------

    def _keep(self, pending: Pending) -> None:
        """Keep ``pending`` in memory and on disk (without any PIN), so a crash does not
        forget that the last entry may not have been written."""
        self.pending = pending
        body = {
            "approver": pending.approver_name,
            "at": datetime.now(UTC).isoformat(),
            "command": local_state.command_record(pending.command),
            "command_id": pending.command_id,
            "console": self.name,
            "database": self.services.where,
            "entered_by": pending.entered_by,
            "expected_seq": pending.expected_seq,
            "game": self._games.get(pending.table_id) or _game_of(pending.command),
            "label": pending.label,
            "method": pending.method,
            "table_id": pending.table_id,
        }
        try:
            local_state.save_pending(self.files, body)
        except OSError as exc:  # the entry is still kept in memory
            self.notices.append(
                tr("the kept entry could not be written to disk ({error})").format(error=exc)
            )

    def _settled(self) -> None:
        """The kept entry was sent or discarded: off the disk too; then any other entry a
        console that is no longer running left behind on this database."""
        self.pending = None
        local_state.drop_pending(self.files)
        self.pending = self._adopt_pending()

    def _adopt_pending(self) -> Pending | None:
        try:
            body = local_state.adopt_pending(self.files, self.services.where)
        except OSError:
            return None
        if body is None:
            return None
        try:
            command = local_state.command_read(str(body["game"]), dict(body["command"]))
            approver = body.get("approver")
            return Pending(
                int(body["table_id"]),
                command,
                str(body["command_id"]),
                None if body.get("expected_seq") is None else int(body["expected_seq"]),
                None,
                str(body.get("method", CASH)),
                str(body.get("label", type(command).__name__)),
                None if approver is None else str(approver),
                str(body.get("entered_by", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:  # ValueError: the codec's too
            path = local_state.pending_path(self.files)
            self.notices.append(
                tr("a kept entry at {path} could not be read back ({error})").format(
                    path=path, error=exc
                )
            )
            return None

    def view_after(self, view: TableView, outcome: Outcome) -> TableView:
        """The view a command left, without reading the table again: the options are the
        engine's for the new state."""
        options = tuple(game_named(view.game).engine.legal(outcome.state))
        return dataclasses.replace(view, seq=outcome.seq, state=outcome.state, options=options)

    # -- the database going away and coming back ------------------------------------------

    def _lost(self, exc: Unreachable) -> Failed:
        reason = exc.reason if isinstance(exc, DatabaseLost) else str(exc)[:200]
        if not self.offline:
            self.offline = True
            at = datetime.now(UTC)
            self._outages.append((at, reason, None))
            note_outage(self._seal, self.name, f"database lost at {at.isoformat()} ({reason})")
            self.services.tables.close()
            self._probe.start()
            self.database_lost.emit(reason)
        # The floor server says what is lost itself; DatabaseLost says it is the database.
        said = str(exc) if isinstance(exc, DatabaseLost) else reason
        return Failed(tr("{reason}; nothing was written").format(reason=said), offline=True)

    def probe(self) -> bool:
        """Try the database (or the floor server); when it answers, play may go on."""
        if not self.services.reachable():
            return False
        self._back()
        return True

    def _back(self) -> None:
        if self.offline:
            self.offline = False
            self._probe.stop()
            at = datetime.now(UTC)
            self._outages = [(lost, why, back or at) for lost, why, back in self._outages]
            note_outage(self._seal, self.name, f"database back at {at.isoformat()}")
            self._log_outages()
            self.database_back.emit()

    def _log_outages(self) -> None:
        """Each loss and its return in the significant-event log, in one unit; kept for the
        next try if the database fails again meanwhile."""
        done = [(lost, why, back) for lost, why, back in self._outages if back is not None]
        if not done:
            return
        try:
            with database_errors():
                self.services.record_outages(self.name, done)
        except Unreachable:
            return
        self._outages = [o for o in self._outages if o[2] is None]


def _game_of(command: Any) -> str:
    """A game whose vocabulary ``command`` belongs to (its class, not its name alone): one
    that can read it back, when the table's own game is not known here."""
    for name, spec in games().items():
        if type(command) in spec.vocabulary.commands.values():
            return name
    raise ValueError(f"{type(command).__name__} is no game's command")


def _raise(error: Exception) -> NoReturn:
    raise error
