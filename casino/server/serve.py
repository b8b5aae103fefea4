"""``casino serve``: the floor server. It holds the floor's only database login, the site key,
the journal and every card not yet dealt, and offers the services to enrolled consoles.

The transport is WebSockets over TLS (``websockets``, asyncio): one connection per console,
each direction bounded in size, each console's requests bounded in rate. A console proves
who it is with a certificate the site's authority signed and the record has enrolled
(``casino.services.users.consoles``); a connection without one is refused during the TLS
handshake, and one the record does not know is closed before it may ask anything.

A request is one JSON message: ``{"n": 7, "call": "tables.submit", "args": {...}, "who":
token}``; the answer is ``{"n": 7, "ok": value}`` or ``{"n": 7, "error": {...}}``. Only the
methods ``casino.server.exposed`` lists are offered; each argument is read by the method's
own hints (``casino.server.wire``). Every call but signing in needs ``who``: the token of a
sign-in still open and made at this very console, so a token copied off one console is
useless at another. Calls run on a pool of worker threads, each with services of its own
(its own connection and kept folds), as that many consoles would.

Changes are pushed: ``{"push": "tables", "heads": [[table, seq], ...]}`` or ``{"push":
"floor"}``, gathered for ``GATHER`` seconds. On PostgreSQL the server listens to the
database's notices, so a change made through another server reaches this one's consoles
too; on a SQLite file (one server, a small room) it announces what its own calls changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
import traceback
import typing
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.exc import DataError, IntegrityError, SQLAlchemyError
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from casino.games.spec import RuleViolation
from casino.i18n import _
from casino.i18n.current import speaking
from casino.i18n.languages import is_language
from casino.server import certs, wire
from casino.server.exposed import BEFORE_SIGN_IN, CONSOLE_NAMED, READ_BY, SERVICES, SLOW_CALLS
from casino.services import Services
from casino.services.errors import InputError, PermissionDenied, ServiceError
from casino.services.pit.backups import BackupService
from casino.services.pit.outages import record_link_lost
from casino.services.reports.faults import FaultService
from casino.services.tables import Outcome
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.services.users.auth import Actor, token_hash
from casino.services.users.consoles import ConsoleService
from casino.store import models as m
from casino.store.notices import Listener, Notice
from casino.store.unit import Database

log = logging.getLogger("casino.server")

GATHER = 0.1
"""Seconds changes are gathered before they are pushed: well under the second a console
has to show another's command, and long enough to batch a busy floor."""
RATE, BURST = 50.0, 200
"""A console's requests: ``RATE`` a second on average, ``BURST`` at once. A dealer clicks a
few times a second; opening the main window reads a few dozen things at once (the pit, the
tables, the users). A console past this is refused, one message each time, so a flood from
one console cannot starve the floor's other consoles of the server's workers."""
BACKUP_CHECK = 60.0
"""Seconds between the server's looks at whether a backup is due."""
IN_FLIGHT = 4
"""Requests of one console worked on at once (a click, and the recall fetched behind it)."""
SIGN_IN_FRESH = 15.0
"""Seconds a sign-in found open and bound to the console is trusted for reads before the
record is asked again (a call that acts always asks: the services check the sign-in)."""
SLOW_WORKERS = 2
"""Workers of the reports' lane (``exposed.SLOW_CALLS``)."""

TABLE_LANED = frozenset({"tables.submit", "tables.void"})
"""The calls that run in their table's lane (``FloorServer._lanes``)."""
ROLL_FRESH = 1.0
"""Seconds the server trusts its list of enrolled consoles before it asks the record whether
one was enrolled or revoked since: a revoked console is shut out within this."""
LINKS_PER_CONSOLE = 4
"""Connections one console identity may hold at once (a console uses one; a restart may
overlap the old one's for a moment)."""
LINK_LOST_AFTER = 5.0
"""Seconds a console's link must have been gone for the server to record it when it is back
(a reconnect at once is a blip, not worth a record a console could make at will)."""
PIN_CHANGE_ONLY = frozenset({"auth.change_pin", "auth.logout"})
"""All a sign-in made with a PIN that no longer meets the rules may do."""
PREFIX = "console "
"""What a sign-in made through the server names as its console: this and the enrolled name."""

_BOUND = text(
    "SELECT s.console, s.ended_at, s.pin_change, u.role, u.active, u.locked_at"
    " FROM login_sessions s JOIN users u ON u.id = s.user_id WHERE s.token = :token"
)
_ERROR_BASES = (ServiceError, RuleViolation, ValueError)


@dataclass(eq=False)
class Bucket:
    """One console's rate, over all its connections."""

    tokens: float = float(BURST)
    refilled: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        """One request's worth of the console's rate, if it has one left."""
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass(eq=False)
class Link:
    """One console's connection: who it is, the sign-ins found bound to it, its rate."""

    console: str
    socket: ServerConnection
    fingerprint: str
    bucket: Bucket
    bound: dict[str, tuple[float, str, bool]] = field(default_factory=dict)
    """Token hash -> when it was last found open and made at this console, its user's role
    and whether it must change its PIN first."""
    listening: bool = False
    said_bye: bool = False
    """The console closed its link on purpose (it quit): no outage to record."""
    busy: asyncio.Semaphore = field(default_factory=lambda: asyncio.Semaphore(IN_FLIGHT))

    @property
    def label(self) -> str:
        """How a sign-in made here names its console (whole: enrolled names are short)."""
        return f"{PREFIX}{self.console}"


class Refusal(Exception):
    """A request the server itself refuses (not offered, not signed in, misfit): one
    sentence for the person at the console, raised there as ``kind``."""

    def __init__(self, message: str, kind: type[ServiceError] = InputError) -> None:
        super().__init__(message)
        self.kind = kind


class FloorServer:
    """The services over one database, offered to enrolled consoles."""

    def __init__(
        self,
        url: str,
        folder: Path,
        *,
        workers: int = 8,
        backups: Path | None = None,
        links_per_console: int = LINKS_PER_CONSOLE,
    ) -> None:
        self.folder = folder
        self.backups = backups
        """Where the scheduled backups go; None: this server makes none (a second server
        on the floor's database, or a test)."""
        self.db = Database(url)
        self.tls = certs.server_context(folder)
        self.workers = workers
        self._local = threading.local()
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="serve")
        self._slow_pool = ThreadPoolExecutor(SLOW_WORKERS, thread_name_prefix="serve-report")
        """The reports' own lane: a shift report of a large floor reads for seconds, and
        must not hold the workers the dealers' clicks need."""
        self._lanes = [
            ThreadPoolExecutor(1, thread_name_prefix=f"serve-tables-{n}") for n in range(workers)
        ]
        """The tables' lanes: each table's commands run on one lane (by its id), so the
        table's fold and its seat figures stay warm in that lane's services (no catch-up read
        before a command, the figures carried in every outcome), and two commands of one
        table never wait for each other's lock on two workers."""
        self._figures = SeatFigureQueries(self.db)
        """One set of seat figures for every worker: the figures a console reads when it
        shows a table are those its next command's lane moves on."""
        self._links: set[Link] = set()
        self._pending: dict[int, int] = {}
        self._everything = False
        self._heard_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._listener: Listener | None = None
        self.links_per_console = links_per_console
        self._buckets: dict[str, Bucket] = {}
        self._roll: dict[str, str] = {}
        """The enrolled consoles' certificate fingerprints and names, as last read."""
        self._roll_head = -1
        self._roll_checked = 0.0
        self._roll_lock = threading.Lock()
        self._lost: dict[str, tuple[datetime, str]] = {}
        """Consoles whose link was lost: when, and why (recorded when they come back)."""
        self._db_lost: tuple[datetime, str] | None = None
        """When the server lost its database, and why, until it has it back."""
        self._db_lock = threading.Lock()
        self._faults_logged: set[tuple[str, str]] = set()
        """Each kind of fault logged with its traceback already (a call and an exception)."""
        self._stopping = False
        self.port: int | None = None
        self.calls = 0
        """Requests answered (for ``bench/``)."""
        self.stopped = threading.Event()

    # -- the services, one set per worker thread -------------------------------------------

    def services(self) -> Services:
        found: Services | None = getattr(self._local, "services", None)
        if found is None:
            found = Services(self.db)
            found.tables.console = f"floor server {self._where()}"
            found.seat_figures = found.tables.seat_figures = self._figures
            self._local.services = found
        return found

    def _where(self) -> str:
        return f"port {self.port}" if self.port is not None else "starting"

    # -- running ------------------------------------------------------------------------------

    async def run(self, host: str, port: int, ready: Callable[[int], None] | None = None) -> None:
        """Serve until ``stop``; ``ready(port)`` once listening (port 0 picks a free one)."""
        self._loop = asyncio.get_running_loop()
        async with serve(
            self._connection, host, port, ssl=self.tls, max_size=wire.MAX_MESSAGE,
            compression=None, server_header=None, ping_interval=10, ping_timeout=20,
        ) as server:  # fmt: skip
            self._server = server
            self.port = int(next(iter(server.sockets)).getsockname()[1])
            if self.db.postgres:
                self._listener = Listener(self.db.engine, self._heard, self._listening)
                self._listener.start()
            pusher = asyncio.create_task(self._push_every(GATHER))
            backing = asyncio.create_task(self._back_up_every(BACKUP_CHECK))
            if ready is not None:
                ready(self.port)
            try:
                await server.wait_closed()
            finally:
                pusher.cancel()
                backing.cancel()
                if self._listener is not None:
                    self._listener.stop(wait=2.0)
                self._pool.shutdown(wait=True, cancel_futures=True)
                self._slow_pool.shutdown(wait=True, cancel_futures=True)
                for lane in self._lanes:
                    lane.shutdown(wait=True, cancel_futures=True)
                self.db.dispose()
                self.stopped.set()

    def stop(self) -> None:
        """End serving (from any thread): open connections are closed, calls in hand finish."""
        self._stopping = True
        loop, server = self._loop, self._server
        if loop is not None and server is not None:
            loop.call_soon_threadsafe(server.close)

    def start_in_thread(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Serve on a thread of its own (tests, the bench); the port once listening."""
        started = threading.Event()
        thread = threading.Thread(
            target=lambda: asyncio.run(self.run(host, port, lambda _port: started.set())),
            name="floor-server", daemon=True,
        )  # fmt: skip
        thread.start()
        if not started.wait(30):
            raise RuntimeError("the floor server did not start listening")
        assert self.port is not None
        return self.port

    # -- one console's connection -------------------------------------------------------------

    async def _connection(self, socket: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        ssl_object = socket.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
        if not der:
            await socket.close(4401, "a console shows its certificate")
            return
        fingerprint = certs.fingerprint_of(der)
        try:
            name = await loop.run_in_executor(self._pool, self._enrolled, fingerprint)
        except SQLAlchemyError as exc:
            await socket.close(1013, f"the floor's database cannot be reached ({_first(exc)})")
            return
        if name is None:
            await socket.close(4403, "this console is not enrolled on the floor (or revoked)")
            log.warning("refused a console that is not enrolled: %s", certs.console_name(der))
            return
        if sum(1 for x in self._links if x.console == name) >= self.links_per_console:
            await socket.close(4429, f"console {name} has {self.links_per_console} "
                               "connections open already")  # fmt: skip
            return
        bucket = self._buckets.setdefault(name, Bucket())
        link = Link(name, socket, fingerprint, bucket)
        self._links.add(link)
        log.info("console %s connected from %s", name, socket.remote_address)
        lost = self._lost.pop(name, None)
        if lost is not None and (m.utcnow() - lost[0]).total_seconds() >= LINK_LOST_AFTER:
            await loop.run_in_executor(self._pool, self._record_outage, link, *lost)
        tasks: set[asyncio.Task[None]] = set()
        try:
            async for raw in socket:
                if not link.bucket.take():
                    await _send(
                        socket,
                        _refused(
                            _number(raw),
                            _("too many requests from this console: wait a moment and try again"),
                        ),
                    )
                    continue
                await link.busy.acquire()
                task = asyncio.create_task(self._answer(link, raw))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                task.add_done_callback(lambda _t: link.busy.release())
        except ConnectionClosed:
            pass
        finally:
            self._links.discard(link)
            log.info("console %s %s", name, "left" if link.said_bye else "lost its link")
            if not link.said_bye and not self._stopping:
                reason = socket.close_reason or "the connection was lost"
                self._lost[name] = (m.utcnow(), reason[:200])
            for task in tasks:
                task.cancel()

    def _database_back(self) -> None:
        """The database answers again after the server lost it: the outage on the record
        (``FaultService.outages``), as a console with its own database writes it: the
        server's word, which a manual slip written meanwhile may rest on."""
        with self._db_lock:
            lost, self._db_lost = self._db_lost, None
        if lost is None:
            return
        try:
            FaultService(self.db).outages(f"floor server {self._where()}",
                                          [(lost[0], lost[1], m.utcnow())])  # fmt: skip
        except SQLAlchemyError:
            with self._db_lock:  # lost again: kept for the next call that gets through
                self._db_lost = self._db_lost or lost

    def _record_outage(self, link: Link, lost_at: datetime, reason: str) -> None:
        """A console whose link was lost (not closed by it) is back: when and why, from the
        server's own clock, on the record (``record_link_lost``: never an outage that
        vouches for a manual slip, since whoever holds a console can cut its link)."""
        try:
            record_link_lost(self.db, link.label, lost_at, reason, m.utcnow())
        except SQLAlchemyError as exc:
            log.error("the lost link of %s could not be recorded: %s", link.label, _first(exc))

    def _enrolled(self, fingerprint: str) -> str | None:
        """The enrolled console with this certificate, by the record as of at most
        ``ROLL_FRESH`` ago (a cheap look at whether it moved, then the list if it did)."""
        with self._roll_lock:
            if time.monotonic() - self._roll_checked >= ROLL_FRESH:
                consoles = ConsoleService(self.db)
                head = consoles.roll_head()
                if head != self._roll_head:
                    self._roll = {c.fingerprint: c.name for c in consoles.enrolled()}
                    self._roll_head = head
                self._roll_checked = time.monotonic()
            return self._roll.get(fingerprint.replace(":", "").lower())

    async def _answer(self, link: Link, raw: str | bytes) -> None:
        loop = asyncio.get_running_loop()
        n: Any = None
        try:
            message = wire.loads(raw)
            n = message.get("n")
            if message.get("call") == "$listen":
                link.listening = True
                reply: dict[str, Any] = {"n": n, "ok": None}
            elif message.get("call") == "$bye":
                link.said_bye = True
                reply = {"n": n, "ok": None}
            else:
                reply = await loop.run_in_executor(
                    self._pool_for(message), self._call, link, message
                )
        except wire.WireError as exc:
            reply = _refused(n, str(exc))
        except Exception as exc:  # never a message left unanswered: said, and logged once
            seen = ("$answer", type(exc).__name__)
            if seen not in self._faults_logged:
                self._faults_logged.add(seen)
                log.error("a message failed:\n%s", traceback.format_exc())
            reply = _refused(
                n,
                _("the floor server could not answer ({error})").format(error=type(exc).__name__),
            )
        self.calls += 1
        with contextlib.suppress(ConnectionClosed):
            await _send(link.socket, reply)

    def _pool_for(self, message: dict[str, Any]) -> ThreadPoolExecutor:
        """Where a call runs: a report in the reports' lane, a table's command in its
        table's lane, anything else on the workers."""
        call = message.get("call")
        if not isinstance(call, str):  # refused on a worker, with the reason
            return self._pool
        if call in SLOW_CALLS:
            return self._slow_pool
        if call in TABLE_LANED:
            args = message.get("args")
            table_id = args.get("table_id") if isinstance(args, dict) else None
            if isinstance(table_id, int) and not isinstance(table_id, bool):
                return self._lanes[table_id % len(self._lanes)]
        return self._pool

    # -- one call, on a worker thread ---------------------------------------------------------

    def _call(self, link: Link, message: dict[str, Any]) -> dict[str, Any]:
        """One call's answer, its words in the language the console asked for."""
        with speaking(_spoken(message)):
            return self._answer_call(link, message)

    def _answer_call(self, link: Link, message: dict[str, Any]) -> dict[str, Any]:
        n = message.get("n")
        try:
            path, method, arguments = self._read(link, message)
            service = getattr(self.services(), path.split(".")[0])
            result = getattr(service, method.__name__)(**arguments)
        except Refusal as exc:
            return _refused(n, str(exc), exc.kind)
        except (DataError, IntegrityError) as exc:
            return _refused(
                n,
                _("the database refused this entry ({reason}); nothing was written").format(
                    reason=_first(exc)
                ),
            )
        except SQLAlchemyError as exc:
            with self._db_lock:
                if self._db_lost is None:
                    self._db_lost = (m.utcnow(), _first(exc))
            return {"n": n, "unavailable": f"the floor server cannot reach its database "
                                           f"({_first(exc)})"}  # fmt: skip
        except _ERROR_BASES as exc:
            return {"n": n, "error": _error(exc)}
        except Exception as exc:  # a fault of the server's: said, logged, never silent
            seen = (str(message.get("call"))[:60], type(exc).__name__)
            if seen not in self._faults_logged:  # once each: a console cannot flood the log
                self._faults_logged.add(seen)
                log.error("%s failed:\n%s", seen[0], traceback.format_exc())
            return _refused(
                n,
                _("the floor server could not answer ({error}); its log has the details").format(
                    error=type(exc).__name__
                ),
            )
        self._after(link, path, arguments, result)
        if self._db_lost is not None:
            self._database_back()
        try:
            return {"n": n, "ok": wire.CODEC.plain(result)}
        except ValueError as exc:
            log.error("%s: the answer cannot be sent: %s", path, exc)
            return _refused(
                n, _("the floor server cannot send this answer ({error})").format(error=exc)
            )

    def _read(
        self, link: Link, message: dict[str, Any]
    ) -> tuple[str, Callable[..., Any], dict[str, Any]]:
        """The method a message calls and its arguments, read and checked: offered, made by
        a sign-in of this console, each argument what the method declares."""
        path = message.get("call")
        name, _sep, method_name = str(path).partition(".")
        offered = SERVICES.get(name)
        if not isinstance(path, str) or offered is None or method_name not in offered[1]:
            raise Refusal(
                _("the floor server offers no {call}").format(call=repr(str(path)[:60]))
            )
        method = getattr(offered[0], method_name)
        try:
            arguments = wire.typed_arguments(method, message.get("args", {}))
        except wire.WireError as exc:
            raise Refusal(f"{path}: {exc}") from None
        if path in CONSOLE_NAMED:
            arguments["console"] = link.label
        if self._enrolled(link.fingerprint) != link.console:
            raise Refusal(_("this console is no longer enrolled on the floor"))
        if path not in BEFORE_SIGN_IN:
            who = message.get("who")
            if not isinstance(who, str) or not who:
                raise Refusal(_("nobody is signed in at this console"))
            role, pin_change = self._check_bound(link, who, fresh=True)
            if pin_change and path not in PIN_CHANGE_ONLY:
                raise Refusal(_("this sign-in must change its PIN first"))
            readers = READ_BY.get(path)
            if readers is not None and role not in readers:
                raise Refusal(
                    _("a {role} may not read this report").format(role=role.replace("_", " ")),
                    PermissionDenied,
                )
        for param, value in arguments.items():
            if isinstance(value, Actor):
                self._check_bound(link, value.token, fresh=False, what=param)
        return path, method, arguments

    def _check_bound(
        self, link: Link, token: str, *, fresh: bool, what: str = "who"
    ) -> tuple[str, bool]:
        """The role of the open sign-in ``token`` made at this console, and whether it must
        change its PIN first; refused if it is not one, or its user is locked or
        deactivated (a call that acts is checked again by the services themselves)."""
        hashed = token_hash(token) if isinstance(token, str) and token else ""
        seen = link.bound.get(hashed)
        if seen is not None and (not fresh or time.monotonic() - seen[0] < SIGN_IN_FRESH):
            return seen[1], seen[2]
        with self.db.engine.connect() as conn:
            row = conn.execute(_BOUND, {"token": hashed}).first()
        if row is None or row.console != link.label:
            raise Refusal(
                _("{what}: this sign-in was not made at this console: sign in here").format(
                    what=what
                )
            )
        if row.ended_at is not None or not row.active or row.locked_at is not None:
            link.bound.pop(hashed, None)
            raise Refusal(_("this sign-in has ended: sign in again"))
        link.bound[hashed] = (time.monotonic(), str(row.role), bool(row.pin_change))
        return str(row.role), bool(row.pin_change)

    def _after(self, link: Link, path: str, arguments: dict[str, Any], result: Any) -> None:
        """What a call leaves behind on the server: a sign-in made here is bound to the link;
        on a SQLite file, what changed is announced (PostgreSQL announces it itself)."""
        if path in ("auth.login", "auth.sign_in") and isinstance(result, Actor):
            link.bound[token_hash(result.token)] = (
                time.monotonic(),
                result.role,
                result.pin_change_required,
            )
        elif path == "auth.logout":
            actor = arguments.get("actor")
            if isinstance(actor, Actor):
                link.bound.pop(token_hash(actor.token), None)
        if self.db.postgres:
            return
        if isinstance(result, Outcome):
            self._heard(Notice(result.table_id, result.seq))
        elif any(isinstance(v, Actor) for v in arguments.values()):
            self._heard(Notice(None, 0))

    # -- pushes ---------------------------------------------------------------------------------

    def _heard(self, notice: Notice) -> None:
        """A change (the listener's thread, or a worker): kept for the next push."""
        with self._heard_lock:
            if notice.table_id is None:
                self._everything = True
            else:
                known = self._pending.get(notice.table_id, 0)
                self._pending[notice.table_id] = max(known, notice.seq)

    def _listening(self, live: bool, reason: str) -> None:
        if live:
            self._everything = True  # notices sent while deaf are gone: everyone reads again
        else:
            log.warning("the database's notices stopped: %s", reason)

    async def _push_every(self, seconds: float) -> None:
        while True:
            await asyncio.sleep(seconds)
            with self._heard_lock:
                pending, self._pending = self._pending, {}
                everything, self._everything = self._everything, False
            messages: list[dict[str, Any]] = []
            if everything:
                messages.append({"push": "floor"})
            if pending:
                messages.append({"push": "tables", "heads": sorted(pending.items())})
            for message in messages:
                data = wire.dumps(message)
                for link in [x for x in self._links if x.listening]:
                    with contextlib.suppress(ConnectionClosed):
                        await link.socket.send(data.decode())

    async def _back_up_every(self, seconds: float) -> None:
        """The floor's backups on the schedule the record keeps (``BackupService``): each
        check is a read; of several servers only the one that claims a due backup makes it."""
        if self.backups is None:
            return
        loop = asyncio.get_running_loop()
        while True:
            try:
                await loop.run_in_executor(self._pool, self._back_up_if_due)
            except Exception:  # the timer never stops: the next check tries again
                log.error("the backup check failed:\n%s", traceback.format_exc())
            await asyncio.sleep(seconds)

    def _back_up_if_due(self) -> None:
        assert self.backups is not None
        made = BackupService(self.db).run_due(self.backups)
        if made is not None:
            log.warning("backup: %s", made.text)


def _number(raw: str | bytes) -> Any:
    with contextlib.suppress(wire.WireError):
        return wire.loads(raw).get("n")
    return None


def _spoken(message: dict[str, Any]) -> str | None:
    """The language a console asked its answer's words in (``lang``): one of the console's
    languages, else none (the server's own), since it only chooses words, never what may be
    done or what is written."""
    asked = message.get("lang")
    return asked if is_language(asked) else None


async def _send(socket: ServerConnection, reply: dict[str, Any]) -> None:
    await socket.send(wire.dumps(reply).decode())


def _refused(n: Any, message: str, kind: type[ServiceError] = InputError) -> dict[str, Any]:
    return {"n": n, "error": {"class": _path(kind), "message": message}}


def _path(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _error(exc: BaseException) -> dict[str, Any]:
    """A refusal as the console raises it again: its class, its message, and what its
    constructor keeps beside the message (a conflict's sequence number, an opener's check)."""
    body: dict[str, Any] = {"class": _path(type(exc)), "message": str(exc)}
    extra = {}
    for name in _kept(type(exc)):
        with contextlib.suppress(ValueError, AttributeError):
            extra[name] = wire.CODEC.plain(getattr(exc, name))
    if extra:
        body["kept"] = extra
    return body


def _kept(cls: type) -> tuple[str, ...]:
    """The constructor's arguments besides the message, which the exception keeps."""
    init = cls.__dict__.get("__init__")
    if init is None:
        return ()
    try:
        hints = typing.get_type_hints(init)
    except (NameError, TypeError):
        return ()
    return tuple(n for n in hints if n not in ("message", "return"))


def _first(exc: BaseException) -> str:
    original = getattr(exc, "orig", None) or exc
    lines = str(original).strip().splitlines()
    return lines[0][:200] if lines else type(exc).__name__
