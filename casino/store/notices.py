"""Live updates on a floor: every committed change announces itself, and each console listens.

On PostgreSQL a command that changes a table sends ``NOTIFY casino_floor, 'T:SEQ'`` (table
T, its new head SEQ) once it has committed, so a notice never announces what rolled back;
a change to the pit's records (a table opened or closed, a
slip, a shift, a rule) sends ``'*'``: read the whole floor again. Each console's ``Listener``
holds one connection of its own that only listens, on a thread, and hands every notice to
its callback; it says when that connection is lost and when it is back (and then asks for a
whole read, since notices sent meanwhile are gone). SQLite is one machine: nothing is sent,
and the console reads on a timer as before.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

import psycopg
from sqlalchemy import Connection, Engine, text
from sqlalchemy.orm import Session

CHANNEL = "casino_floor"
EVERYTHING = "*"
_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")
RETRY_SECONDS = (0.5, 1.0, 2.0, 5.0)
"""How long a listener waits before trying its connection again, growing to the last."""


@dataclass(frozen=True, slots=True)
class Notice:
    """One announced change: a table and its new head, or (``table_id`` None) everything."""

    table_id: int | None
    seq: int = 0

    @staticmethod
    def parse(payload: str) -> Notice:
        """A notice's payload as sent; anything else reads as "everything" (a payload
        nobody here sent must not be trusted for more than a reason to read again)."""
        table, _, seq = payload.partition(":")
        if table.isdigit() and seq.isdigit():
            return Notice(int(table), int(seq))
        return Notice(None)


def announce(db: Session | Connection, table_id: int | None, seq: int = 0) -> None:
    """Announce a change from inside its unit of work (PostgreSQL only; SQLite has no one to
    tell). Sent at commit, never for a unit that rolls back."""
    bind = db.get_bind() if isinstance(db, Session) else db
    if bind.dialect.name != "postgresql":
        return
    payload = EVERYTHING if table_id is None else f"{table_id}:{seq}"
    db.execute(_NOTIFY, {"payload": payload})


def conninfo(engine: Engine) -> str:
    """The libpq URL of ``engine``'s database, password included, for a connection of its own
    (never logged)."""
    url = engine.url.set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


class Listener:
    """A thread that listens on one connection and calls ``on_notice`` for every notice and
    ``on_state(True/False, reason)`` when the connection comes or goes. ``stop`` ends it."""

    def __init__(
        self,
        engine: Engine,
        on_notice: Callable[[Notice], None],
        on_state: Callable[[bool, str], None],
        *,
        connect: Callable[[], psycopg.Connection[tuple[object, ...]]] | None = None,
    ) -> None:
        self._info = conninfo(engine)
        self._connect = connect or self._open
        self.on_notice = on_notice
        self.on_state = on_state
        self._stop = threading.Event()
        self._conn: psycopg.Connection[tuple[object, ...]] | None = None
        self._thread = threading.Thread(target=self._run, name="floor-listener", daemon=True)
        self.connected = False

    def _open(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self._info, autocommit=True, connect_timeout=5)

    def start(self) -> None:
        self._thread.start()

    def stop(self, wait: float = 5.0) -> None:
        self._stop.set()
        self._thread.join(wait)

    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            try:
                with self._connect() as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    failures = 0
                    self.connected = True
                    self.on_state(True, "")
                    while not self._stop.is_set():
                        for notify in conn.notifies(timeout=0.5):
                            self.on_notice(Notice.parse(notify.payload))
                        conn.execute("SELECT 1")  # a server gone quiet is noticed here
            except psycopg.Error as exc:
                if self.connected or failures == 0:
                    self.on_state(False, _reason(exc))
                self.connected = False
                wait = RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)]
                failures += 1
                self._stop.wait(wait)
        self.connected = False


def _reason(exc: BaseException) -> str:
    """The first line of a driver's error, without its connection string."""
    line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return line[:200]
