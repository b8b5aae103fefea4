"""What every part of the table service shares: its cache of folded tables (each caught up
with the record before use, loaded with its record checked), the problems found on loading,
and the small queries of a table's rows."""

from __future__ import annotations

import copy
import json
import random
import secrets
import threading
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, insert, select, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from casino.games import Game
from casino.games import game as game_named
from casino.games.spec import Option
from casino.i18n import _
from casino.pit_settings import PitSettings
from casino.services.errors import (
    InputError,
    NotFound,
)
from casino.services.journaling import flush_held
from casino.services.log import log
from casino.services.pit import rules as rules_service
from casino.services.pit.settings import ReadsPitSettings
from casino.services.players.ratings import AdvantageWatch
from casino.services.reports.faults import (
    CHAIN,
    TableCheck,
    check_table,
    raise_fault,
)
from casino.services.tables.channel import Channel, for_connection
from casino.services.tables.openers import OpenerCheck
from casino.services.tables.seat_figures import SeatFigureQueries, TableFigures
from casino.services.users.auth import (
    DEALER,
    SIGN_IN_COLUMNS,
    TABLE_STAFF,
)
from casino.store import admin, notices, snapshots
from casino.store import models as m
from casino.store.codec import vocabulary
from casino.store.stream import (
    Executor,
    Folded,
    TableMissing,
    catch_up,
    first_unreadable,
    from_data,
    load,
)
from casino.store.unit import Database

_COMMANDS, _VOIDS, _HANDS = m.table("commands"), m.table("voids"), m.table("hands")
_WAGERS, _MOVEMENTS = m.table("wagers"), m.table("cash_movements")
_INSERT_COMMAND, _INSERT_WAGERS = insert(_COMMANDS), insert(_WAGERS)
LOCK_SQL = "SELECT id FROM casino_tables WHERE id = :t FOR UPDATE"
_LOCK = text(LOCK_SQL)
_PROBE_SQL = f"""
    SELECT
      (SELECT id FROM casino_tables WHERE id = :t) AS table_found,
      {SIGN_IN_COLUMNS},
      (SELECT id FROM table_sessions WHERE table_id = :t AND closed_at IS NULL
        ORDER BY id DESC LIMIT 1) AS open_session,
      (SELECT rule_version_id FROM table_rules WHERE table_id = :t
        ORDER BY id DESC LIMIT 1) AS assigned,
      (SELECT max(seq) FROM events WHERE table_id = :t) AS head,
      (SELECT 1 FROM commands WHERE id = :cid) AS seen,
      (SELECT id FROM table_faults WHERE table_id = :t AND cleared_at IS NULL
        LIMIT 1) AS fault,
      {{now}} AS server_now
    FROM (SELECT 1 AS one) AS probe
      LEFT JOIN login_sessions s ON s.token = :token
      LEFT JOIN users u ON u.id = s.user_id
    """
PROBES = {
    "sqlite": _PROBE_SQL.format(now="NULL"),
    "postgresql": _PROBE_SQL.format(now="clock_timestamp()"),
}
"""Everything a command needs to know before the engine sees it, in one round trip: the
hot path of every dealer's click. The user is read from the sign-in's token (its hash), never
from the caller's ``Actor``, with both rows' seals (``auth.probed``); on PostgreSQL the
server's clock stamps the record."""

_COUNT_SECOND = (DEALER,)
"""Who signs an opener, closer or recount beside the supervisor who counts it: the table's
dealer. Two supervisors and no dealer is refused (compliance requirement 1)."""

PLAYERS = TABLE_STAFF
"""Every role of the floor may run a table; the pit's extra powers are in ``SUPERVISORS``."""

VOID = "void"
START = "start"
CASH, CHIPS = "cash", "chips"


class OpenerDiffers(InputError):
    """An opener that differs from the table's last closer, not (or no longer) as the pit
    boss was shown it: ``check`` is the difference as it stands."""

    def __init__(self, check: OpenerCheck, message: str) -> None:
        super().__init__(message)
        self.check = check


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a command did: its events, the table's state after them and the last sequence
    number. ``repeated`` is True when the command id had been seen and nothing new happened."""

    table_id: int
    seq: int
    events: tuple[Any, ...]
    state: Any
    repeated: bool = False
    figures: TableFigures | None = None
    """Each seat's figures after the command, from the rows it wrote: what the screen
    redraws, with no read of its own. None when they could not be had without one (the
    console's first command at the table, or another console wrote meanwhile)."""


@dataclass(frozen=True, slots=True)
class TableView:
    """A table as a console shows it."""

    table_id: int
    name: str
    game: str
    seq: int
    state: Any
    options: tuple[Option, ...]
    rules_version_id: int | None
    pending_rules_version_id: int | None
    session_id: int | None
    stopped: str | None = None
    """While the table has a fault (its record failed verification, say): the sentence every
    command here is refused with. None: the table may be played."""


class TableState(ReadsPitSettings):
    """The table service's state, shared by its parts (``life``, ``reads``, ``pipeline``)."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings
        self._cache: dict[int, Folded] = {}
        self._conn: Connection | None = None
        self._channel: Channel | None = None
        self.seat_figures: SeatFigureQueries | None = None
        """The seat figures the pipeline moves on after each command (``Services`` shares
        the console's own, so the screen's next read starts where the command left them)."""
        self._lock = threading.Lock()
        self.console = "a console"
        """Who raises a fault this service finds (``Services.started`` names the console)."""
        self.randomness: random.Random = secrets.SystemRandom()
        """What draws a shoe's shuffle or a roll of the dice: the operating system's generator.
        Only code can replace it (a test seeds it, so its random play is the same every run);
        no setting, configuration key or environment variable a console reads reaches it."""
        self._notes: list[tuple[int, str]] = []
        """Snapshots refused while loading (``casino.store.snapshots``), for the
        significant-event log once the unit of work that found them is over."""
        self.advantage = AdvantageWatch()
        """Looks for players beating the game after each round
        (``casino.services.players.ratings``)."""
        self._problems: dict[int, tuple[str, bool]] = {}
        """Tables whose record failed when loaded: the failure, and whether it is fresh
        (found by the last check; False once on record as a fault)."""

    def _connection(self) -> tuple[Connection, Channel]:
        """The console's own connection, kept open between commands (checking one out of
        the pool for every click costs more than the click's statements), and the command
        pipeline's channel on it (``channel``)."""
        if self._conn is None or self._conn.closed or self._conn.invalidated:
            self._conn = self.db.engine.connect()
            self._channel = for_connection(self._conn, notices.CHANNEL)
        assert self._channel is not None
        return self._conn, self._channel

    def close(self) -> None:
        self.advantage.stop()
        flush_held(self.db)
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _put_on_record(self, table_id: int, problem: str) -> None:
        """A failure this service found at loading, as a fault of the table (unless one of
        its kind is open already): from now on every console refuses play there."""
        raise_fault(self.db, table_id, CHAIN, problem, self.console)
        if self._problems.get(table_id, (None,))[0] == problem:
            self._problems[table_id] = (problem, False)

    def _current(self, db: Executor, table_id: int, head: int | None = None) -> Folded:
        """The cached state, caught up with whatever other consoles have written. ``head``,
        the table's last sequence number when the caller has just read it, spares a query
        when nothing is new."""
        folded = self._cache.get(table_id)
        if folded is None:
            folded = self._load(db, table_id)
            folded.state = rules_service.with_playable_rules(folded.state)
            rules_service.warm(folded.state.rules)
        elif head is None or head != folded.seq:
            folded = copy.copy(folded)
            catch_up(db, folded, table_id)
        self._cache[table_id] = folded
        return folded

    def _load(self, db: Executor, table_id: int) -> Folded:
        """The table folded from its whole stream, its record checked on the way (chain,
        wager and cash rows, shoes, balance: ``faults.check_table``) from its newest proven
        snapshot (``casino.store.snapshots``), never from the cache, so a row edited after
        that snapshot under a running console is caught when the table is next loaded (one
        before it is ``casino verify``'s to find, which walks every event). A
        failure no pit boss has accepted stops the table (``_problems``)."""
        if self.db.postgres:  # one snapshot for the whole check (``Database.read``)
            with self.db.read() as session:
                return self._checked(session, table_id)
        return self._checked(db, table_id)

    def _checked(self, db: Executor, table_id: int) -> Folded:
        game_name = db.scalar(select(m.CasinoTable.game).where(m.CasinoTable.id == table_id))
        if game_name is None:
            raise NotFound(_("there is no table with id {table}").format(table=table_id))
        game = game_named(game_name)
        seal = admin.seal_of(self.db.engine)
        found = snapshots.newest(db, table_id, game, seal.key)
        self._notes += [(table_id, refused) for refused in found.refused]
        folded = found.folded or Folded(game)
        check = check_table(db, table_id, seal, folded)
        if not check.whole:  # the check stopped at a failure: the rows as they stand
            try:
                folded = load(db, table_id)
            except TableMissing as exc:
                raise NotFound(str(exc)) from None
            except SQLAlchemyError:
                raise  # the database itself: a lost database, not a bad record
            except Exception as exc:  # a row the game cannot read: stop where the check did
                check = TableCheck(check.problem or self._unreadable(db, table_id, exc), False)
        if check.problem is None:
            self._problems.pop(table_id, None)
        else:
            self._problems[table_id] = (check.problem, True)
        return folded

    @staticmethod
    def _unreadable(db: Executor, table_id: int, exc: Exception) -> str:
        """A stored row the game cannot fold, in one sentence naming the table and the
        first event that cannot be read (a fault's detail: never a traceback)."""
        name = db.scalar(select(m.CasinoTable.name).where(m.CasinoTable.id == table_id))
        seq = first_unreadable(db, table_id)
        where = f"event {seq}" if seq is not None else "the table"
        reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        return f"table {name}: {where}: the record cannot be read ({reason})"

    def _write_notes(self) -> None:
        notes, self._notes = self._notes, []
        for table_id, detail in notes:
            self._log(table_id, "snapshot", detail)

    def _log(self, table_id: int, kind: str, detail: str) -> None:
        """A refusal or failure that rolled back goes to the significant-event log in a unit
        of its own; if even that fails (the database is gone), the caller's exception says so.
        Only the exception's kind is kept for an unexpected failure: a database's message
        can carry the statement's parameters."""
        try:
            with self.db.write() as session:
                log(session, kind, detail[:2000], None, table_id)
        except Exception:
            return


def _stored_events(
    session: Session, game: Game, table_id: int, first: int, last: int
) -> tuple[Any, ...]:
    """The table's events ``first`` to ``last`` as stored (a shoe left sealed)."""
    rows = session.scalars(
        select(m.Event.data)
        .where(m.Event.table_id == table_id, m.Event.seq >= first, m.Event.seq <= last)
        .order_by(m.Event.seq)
    ).all()
    return tuple(from_data(game, json.loads(data)) for data in rows)


def _table(session: Session, table_id: int) -> m.CasinoTable:
    table = session.get(m.CasinoTable, table_id)
    if table is None:
        raise NotFound(_("there is no table with id {table}").format(table=table_id))
    return table


def _open_session(session: Session, table_id: int) -> m.TableSession | None:
    return session.scalar(
        select(m.TableSession).where(
            m.TableSession.table_id == table_id, m.TableSession.closed_at.is_(None)
        )
    )


def _assigned(session: Session, table_id: int) -> int | None:
    return session.scalar(
        select(m.TableRules.rule_version_id)
        .where(m.TableRules.table_id == table_id)
        .order_by(m.TableRules.id.desc())
        .limit(1)
    )


def _command_class(game: str, kind: str) -> Any:
    for cls in vocabulary(game).values():
        if getattr(cls, "KIND", None) == kind:
            return cls
    raise InputError(_("{game} has no {kind} command").format(game=game, kind=repr(kind)))
