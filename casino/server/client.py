"""A console's side of the floor server: the same services, reached over one TLS connection.

``RemoteServices`` has the attributes ``casino.services.Services`` has (``auth``,
``tables``, ``pit``...), and each offers the same methods with the same signatures: a call
is one message to the server and one answer, read back by the method's own return hint
(``casino.server.wire``). So the console's code does not know which it holds. What the
server refused is raised again as the service's own exception (a conflict, a rules
violation, a wrong PIN), with its message; a server that cannot be reached, or that cannot
reach its database, is ``Unreachable``, which the console treats as a lost database.

The console holds no database URL and no site key: only the server's addresses, the
fingerprint of the authority it trusts, and its own certificate (``ServerConfig``).
"""

from __future__ import annotations

import contextlib
import itertools
import sys
import threading
import typing
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from casino.i18n import N_, _
from casino.i18n.current import language
from casino.i18n.languages import SOURCE
from casino.server import certs, wire
from casino.server.exposed import SERVICES, SLOW_CALLS
from casino.services.errors import InputError, ServiceError, Unreachable
from casino.services.users.auth import Actor
from casino.store.notices import Notice

CALL_TIMEOUT = 30.0
"""Seconds a console waits for an answer before it calls the server lost (a click takes
milliseconds)."""
REPORT_TIMEOUT = 600.0
"""Seconds it waits for a report (``casino.server.exposed.SLOW_CALLS``): a large floor's shift
report reads for tens of seconds while the floor plays."""
CONNECT_TIMEOUT = 10.0
"""Seconds a console waits for a server to answer its TLS and WebSocket handshake."""
RETRY_SECONDS = (0.5, 1.0, 2.0, 5.0)


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """What a floor console keeps: where the servers are, which authority to trust, and its
    own identity (``[server]`` in its ``config.toml``)."""

    addresses: tuple[str, ...]
    fingerprint: str
    certificate: Path
    key: Path
    authority: Path

    @staticmethod
    def read(table: dict[str, Any], folder: Path, address: str | None = None) -> ServerConfig:
        """From a ``[server]`` table (paths relative to ``folder``, the config file's);
        ``address`` (``--server``) instead of the table's addresses."""

        def path(name: str, default: str) -> Path:
            found = Path(str(table.get(name, default))).expanduser()
            return found if found.is_absolute() else folder / found

        given = address or table.get("address") or table.get("addresses")
        addresses = (
            tuple(a.strip() for a in given.split(",") if a.strip())
            if isinstance(given, str)
            else tuple(str(a) for a in given or ())
        )
        if not addresses:
            raise certs.CertificateError(_("[server] names no address (host:port)"))
        fingerprint = table.get("fingerprint")
        if not isinstance(fingerprint, str) or not fingerprint:
            raise certs.CertificateError(
                _(
                    "[server] needs the fingerprint of the floor's authority (casino serve "
                    "--init printed it)"
                )
            )
        return ServerConfig(
            addresses,
            fingerprint,
            path("certificate", certs.CONSOLE),
            path("key", certs.CONSOLE_KEY),
            path("authority", certs.AUTHORITY),
        )


class Link:
    """One console's connection to a floor server (the first of its addresses that
    answers), opened again on the next call after it is lost, and with it the pushes."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.context = certs.console_context(
            config.certificate.parent, config.fingerprint, config.certificate, config.key,
            config.authority,
        )  # fmt: skip
        self._socket: ClientConnection | None = None
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._numbers = itertools.count(1)
        self._waiting: dict[int, Future[dict[str, Any]]] = {}
        self._on_push: Callable[[dict[str, Any]], None] | None = None
        self._on_state: Callable[[bool, str], None] | None = None
        self._closed = threading.Event()
        self.address: str | None = None
        self.round_trips = 0
        """Messages sent and answered (for ``bench/``: one per click)."""

    # -- the connection -----------------------------------------------------------------------

    def _open(self) -> ClientConnection:
        """The connection, opened if it is not: each address in turn."""
        with self._lock:
            if self._socket is not None:
                return self._socket
            if self._closed.is_set():
                raise Unreachable(_(_CLOSED_LINK), record=_CLOSED_LINK)
            problems = []
            for address in self.config.addresses:
                try:
                    socket = self._connect(address)
                except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
                    problems.append(f"{address}: {_said(exc)}")
                    continue
                self._socket, self.address = socket, address
                threading.Thread(
                    target=self._read, args=(socket,), name="floor-link", daemon=True
                ).start()
                if self._on_push is not None:
                    self._send(socket, {"n": 0, "call": "$listen"})
                    if self._on_state is not None:
                        self._on_state(True, "")
                return socket
            said = "; ".join(problems)
            raise Unreachable(
                _(_NOT_REACHED).format(problems=said), record=_NOT_REACHED.format(problems=said)
            )

    def _connect(self, address: str) -> ClientConnection:
        """A connection to ``address``. A server that took the connection but did not finish
        the handshake (busy past the timeout, or it dropped the half-open link) is asked once
        more before the next address; one that refuses the connection is not."""
        for attempt in (1, 2):
            try:
                return connect(
                    f"wss://{address}/", ssl=self.context, proxy=None, compression=None,
                    max_size=wire.MAX_MESSAGE, open_timeout=CONNECT_TIMEOUT,
                    server_hostname=address.rpartition(":")[0].strip("[]"),
                    user_agent_header=None, ping_interval=10, ping_timeout=20, legacy=True,
                )  # fmt: skip
            except (InvalidHandshake, TimeoutError):
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def _read(self, socket: ClientConnection) -> None:
        reason = "the floor server closed the connection"
        try:
            for raw in socket:
                message = wire.loads(raw)
                if "push" in message:
                    if self._on_push is not None:
                        self._on_push(message)
                    continue
                waiting = self._waiting.pop(message.get("n", -1), None)
                if waiting is not None:
                    waiting.set_result(message)
        except ConnectionClosed as exc:
            reason = _closed(exc)
        except (OSError, wire.WireError) as exc:
            reason = _said(exc)
        with self._lock:
            if self._socket is socket:
                self._socket = None
        for number, waiting in list(self._waiting.items()):
            if not waiting.done():
                waiting.set_exception(Unreachable(f"the floor server was lost ({reason})"))
            self._waiting.pop(number, None)
        if self._on_state is not None and not self._closed.is_set():
            self._on_state(False, reason)
            threading.Thread(target=self._reconnect, name="floor-reconnect", daemon=True).start()

    def _reconnect(self) -> None:
        """Listening consoles come back by themselves (pushes must resume); others come
        back on their next call."""
        for attempt in itertools.count():
            if self._closed.wait(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)]):
                return
            with contextlib.suppress(Unreachable):
                self._open()
                return

    def _send(self, socket: ClientConnection, message: dict[str, Any]) -> None:
        with self._send_lock:
            socket.send(wire.dumps(message).decode())

    def call(self, path: str, arguments: dict[str, Any], who: str | None) -> Any:
        """One request and its answer's value; the server's refusal raised again."""
        socket = self._open()
        number = next(self._numbers)
        answer: Future[dict[str, Any]] = Future()
        self._waiting[number] = answer
        message: dict[str, Any] = {"n": number, "call": path, "args": arguments}
        if language() != SOURCE:  # the words of the answer, in the console's language
            message["lang"] = language()
        if who is not None:
            message["who"] = who
        try:
            self._send(socket, message)
            reply = answer.result(REPORT_TIMEOUT if path in SLOW_CALLS else CALL_TIMEOUT)
        except ConnectionClosed as exc:
            why = _closed(exc)
            raise Unreachable(_(_LOST).format(why=why), record=_LOST.format(why=why)) from None
        except FutureTimeout:
            self._waiting.pop(number, None)
            raise Unreachable(_(_LATE), record=_LATE) from None
        self.round_trips += 1
        if "ok" in reply:
            return reply["ok"]
        if "unavailable" in reply:
            raise Unreachable(str(reply["unavailable"]))
        raise _raised(reply.get("error"))

    def listen(
        self, on_push: Callable[[dict[str, Any]], None], on_state: Callable[[bool, str], None]
    ) -> None:
        """Have the server push its changes from now on, and again after every reconnect."""
        self._on_push, self._on_state = on_push, on_state
        with self._lock:
            socket = self._socket
        if socket is None:  # opening it asks for the pushes and says so (``_open``)
            try:
                self._open()
            except Unreachable as exc:
                on_state(False, str(exc))
                threading.Thread(
                    target=self._reconnect, name="floor-reconnect", daemon=True
                ).start()
            return
        self._send(socket, {"n": 0, "call": "$listen"})
        on_state(True, "")

    def unlisten(self) -> None:
        self._on_push = self._on_state = None

    def reachable(self) -> bool:
        """Whether a server answers now (the console's probe while it is lost)."""
        try:
            self._open()
        except Unreachable:
            return False
        return True

    def close(self) -> None:
        """The console quits: the server is told first, so it records no outage."""
        self._closed.set()
        with self._lock:
            socket, self._socket = self._socket, None
        if socket is not None:
            with contextlib.suppress(Exception):
                self._send(socket, {"n": 0, "call": "$bye"})
                socket.close()


_CLOSED_LINK = N_("this console has closed its link to the floor server")
_NOT_REACHED = N_("the floor server cannot be reached ({problems})")
_LOST = N_("the floor server was lost ({why})")
_LATE = N_("the floor server did not answer in time")
_AT = N_("the floor server cannot be reached at {addresses}")
"""Why the floor server is unreachable: said in the language being spoken, and kept in
English as ``Unreachable.record`` (a console writes an outage's reason to the record)."""


def _said(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:200]


def _closed(exc: ConnectionClosed) -> str:
    frame = exc.rcvd or exc.sent
    if frame is not None and frame.reason:
        return frame.reason
    return "the connection closed"  # part of an outage's reason, as recorded


def _raised(body: Any) -> Exception:
    """The server's refusal as the exception the service raised; one of a class this console
    does not know (or that is not a refusal) as a plain ``ServiceError`` with its message."""
    if not isinstance(body, dict):
        return ServiceError(_("the floor server refused this request"))
    message = str(body.get("message", "refused"))
    module_name, _sep, qualname = str(body.get("class", "")).partition(":")
    cls: Any = None
    if module_name.startswith("casino."):
        module = sys.modules.get(module_name)  # only a class this console has loaded
        cls = getattr(module, qualname, None) if module is not None else None
    if not (isinstance(cls, type) and issubclass(cls, (ServiceError, ValueError))):
        return ServiceError(message) if cls is None else InputError(message)
    exc: Exception = cls.__new__(cls)
    Exception.__init__(exc, message)
    kept = body.get("kept")
    if isinstance(kept, dict):
        hints = typing.get_type_hints(cls.__init__)
        for name, value in kept.items():
            if name in hints:
                with contextlib.suppress(ValueError):
                    setattr(exc, name, wire.CODEC.typed(hints[name], value, name))
    return exc


class RemoteService:
    """One service as the server offers it: each offered method, called over the link."""

    def __init__(self, name: str, owner: RemoteServices) -> None:
        self._name = name
        self._cls, self._offered = SERVICES[name]
        self._owner = owner

    def __getattr__(self, method: str) -> Callable[..., Any]:
        if method not in self._offered:
            raise AttributeError(f"the floor server offers no {self._name}.{method}")
        real = getattr(self._cls, method)
        path = f"{self._name}.{method}"
        owner = self._owner

        def call(*args: Any, **kwargs: Any) -> Any:
            arguments = wire.plain_arguments(real, args, kwargs)
            data = owner.link.call(path, arguments, owner.who)
            result = wire.typed_result(real, data)
            owner.noted(path, result)
            return result

        call.__name__ = method
        call.__doc__ = real.__doc__
        setattr(self, method, call)  # found directly next time
        return call

    def close(self) -> None:
        """The in-process service's own connection; here the link is the console's."""


class RemoteServices:
    """The services of a floor server, as ``casino.services.Services`` offers them."""

    running = None
    notices: tuple[str, ...] = ()

    def __init__(self, link: Link) -> None:
        self.link = link
        self.who: str | None = None
        """The token of the sign-in at this console: every call carries it."""
        for name in SERVICES:
            setattr(self, name, RemoteService(name, self))

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"a floor console has no {name!r}: the floor server keeps it")

    @property
    def where(self) -> str:
        """What the console's status line names: the server it reaches."""
        return f"floor server {self.link.address or ', '.join(self.link.config.addresses)}"

    @property
    def settings(self) -> Any:
        from casino.pit_settings import PitSettings

        version = self.pit_settings.current()
        return PitSettings() if version is None else version.settings

    def noted(self, path: str, result: Any) -> None:
        """Follow the sign-in: a login's token is carried from then on, a logout ends it."""
        if path in ("auth.login", "auth.sign_in") and isinstance(result, Actor):
            self.who = result.token
        elif path == "auth.logout":
            self.who = None

    def started(self, console: str) -> None:
        """The server logs the console's connection; nothing is written from here."""

    def stopped(self, console: str) -> None:  # noqa: ARG002 (the services' shape)
        self.link.close()

    def reachable(self) -> bool:
        return self.link.reachable()

    def seal(self) -> None:
        """A floor console holds no site key: the server journals, and records a console's
        lost link itself when it comes back."""
        return

    def record_outages(self, console: str, outages: object) -> None:
        """Recorded by the server (see ``seal``): a console's word on an outage is not
        what the record takes."""

    def listener(
        self, on_notice: Callable[[Notice], None], on_state: Callable[[bool, str], None]
    ) -> RemoteListener:
        return RemoteListener(self.link, on_notice, on_state)


class RemoteListener:
    """The server's pushes as the database's notices (``casino.store.notices.Listener``'s
    shape), for the console's floor feed."""

    def __init__(
        self, link: Link, on_notice: Callable[[Notice], None], on_state: Callable[[bool, str], None]
    ) -> None:
        self.link, self.on_notice, self.on_state = link, on_notice, on_state

    def _pushed(self, message: dict[str, Any]) -> None:
        if message.get("push") == "floor":
            self.on_notice(Notice(None, 0))
        for pair in message.get("heads", ()):
            with contextlib.suppress(TypeError, ValueError):
                self.on_notice(Notice(int(pair[0]), int(pair[1])))

    def start(self) -> None:
        self.link.listen(self._pushed, self.on_state)

    def stop(self, wait: float = 5.0) -> None:  # noqa: ARG002 (the database listener's shape)
        self.link.unlisten()


def configured(address: str | None = None, path: Path | None = None) -> ServerConfig | None:
    """The floor server this console is set up to reach: ``--server`` (``address``) or the
    ``[server]`` table of its ``config.toml``; None for a console with its own database.
    A configuration that names a server and a database as well is refused: a floor console
    holds no database URL."""
    from casino.store.db import DatabaseError, config_path, read_config

    path = path or config_path()
    try:
        settings = read_config(path)
    except DatabaseError as exc:
        raise certs.CertificateError(str(exc)) from None
    table = settings.get("server")
    if table is None and address is None:
        return None
    if table is not None and not isinstance(table, dict):
        raise certs.CertificateError(_("{path}: [server] is a table").format(path=path))
    if settings.get("database_url"):
        raise certs.CertificateError(
            _(
                "{path} names a floor server and a database_url: a floor console holds no "
                "database URL; remove database_url"
            ).format(path=path)
        )
    return ServerConfig.read(table or {}, path.parent, address)


def open_floor(config: ServerConfig) -> RemoteServices:
    """The floor server's services, its link opened now (so a console that cannot reach it
    says so at once, as one that cannot open its database does)."""
    link = Link(config)
    if not link.reachable():
        link.close()
        at = ", ".join(config.addresses)
        raise Unreachable(_(_AT).format(addresses=at), record=_AT.format(addresses=at))
    return RemoteServices(link)
