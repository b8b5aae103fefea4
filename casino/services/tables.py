"""The table service: the one door through which a table changes.

A submitted command is one unit of work: check the sign-in and the role, take the table's
lock, catch the cached state up with anything another console wrote, let the engine decide,
then write the events (hash-chained), the wager lines, the drop, the finished hand and any
void, and the command itself, all in one transaction. Only after the commit is the cached
state moved on, so a refused or failed command leaves neither the database nor the console
changed.

Each command carries an id chosen by the console. A second submission with the same id (a
double click, a retry after a timeout) gets the first outcome back and acts no more.
"""

from __future__ import annotations

import copy
import json
import random
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select, text
from sqlalchemy.exc import DataError, DBAPIError, IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from casino.games import game as game_named
from casino.games.revenue import Due, clock_text
from casino.games.seating import CLOCKED, ChipsAdded, PlayerLeft, PlayerSeated, SeatPlayer
from casino.games.spec import GameSpec, Option, RuleViolation
from casino.pit_settings import PitSettings
from casino.services import rules as rules_service
from casino.services import time_charges
from casino.services.auth import (
    DEALER,
    NAME_LIMIT,
    SIGN_IN_COLUMNS,
    SUPERVISORS,
    TABLE_STAFF,
    Actor,
    AuthService,
    Signature,
    check_name,
    probed,
    require,
    signed_in,
    signer,
    token_hash,
    user_name,
)
from casino.services.bounds import check_bounds, check_reason
from casino.services.chips import check_counts
from casino.services.errors import (
    ConflictError,
    InputError,
    NotFound,
    PermissionDenied,
    Refused,
    ServiceError,
)
from casino.services.faults import (
    CHAIN,
    TableCheck,
    TableStopped,
    check_table,
    open_fault,
    raise_fault,
    stopped_message,
)
from casino.services.journaling import note_heads, note_tables
from casino.services.log import log
from casino.services.openers import OpenerCheck, compare, last_closer
from casino.services.pit_record import ReadsPitSettings
from casino.services.players import seating_problem
from casino.services.ratings import AdvantageWatch
from casino.services.shifts import closed_by
from casino.services.when import ClockError, local_time, record_time
from casino.store import admin, clock, figures, notices, snapshots
from casino.store import models as m
from casino.store.codec import GENESIS, CodecError, canonical, encode, vocabulary
from casino.store.seal import SiteKey
from casino.store.stream import (
    Executor,
    Folded,
    RulesAdopted,
    TableMissing,
    Written,
    catch_up,
    first_unreadable,
    from_data,
    load,
    write,
)
from casino.store.unit import Database, record_journal_head

_COMMANDS, _VOIDS, _HANDS = m.table("commands"), m.table("voids"), m.table("hands")
_WAGERS, _MOVEMENTS = m.table("wagers"), m.table("cash_movements")
_INSERT_COMMAND, _INSERT_WAGERS = insert(_COMMANDS), insert(_WAGERS)
_LOCK = text("SELECT id FROM casino_tables WHERE id = :t FOR UPDATE")
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
_PROBES = {
    "sqlite": text(_PROBE_SQL.format(now="NULL")),
    "postgresql": text(_PROBE_SQL.format(now="clock_timestamp()")),
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


class TableService(ReadsPitSettings):
    """Tables: create, open and close them, and play them, one command at a time."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings
        self._cache: dict[int, Folded] = {}
        self._conn: Connection | None = None
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
        """Looks for players beating the game after each round (``casino.services.ratings``)."""
        self._problems: dict[int, tuple[str, bool]] = {}
        """Tables whose record failed when loaded: the failure, and whether it is fresh
        (found by the last check; False once on record as a fault)."""

    def _connection(self) -> Connection:
        """The console's own connection, kept open between commands: checking one out of
        the pool for every click costs more than the click's statements."""
        if self._conn is None or self._conn.closed or self._conn.invalidated:
            self._conn = self.db.engine.connect()
        return self._conn

    def close(self) -> None:
        self.advantage.stop()
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # -- the floor ---------------------------------------------------------------------------

    def create_table(
        self, actor: Actor, game: str, name: str, rules_version_id: int, position: str = ""
    ) -> int:
        """A new table on the floor, playing the given rules version from its first hand."""
        try:
            game_named(game)
        except KeyError as exc:
            raise InputError(str(exc.args[0])) from None
        name = check_name(name, "a table's name")
        if len(position) > NAME_LIMIT:
            raise InputError(f"a table's position is at most {NAME_LIMIT} characters")
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to="add tables")
            if session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == name)):
                raise InputError(f"there is already a table called {name!r}")
            version = rules_service.version_row(session, rules_version_id)
            if version.game != game:
                raise InputError(
                    f"rules version {version.version} is for {version.game}, not {game}"
                )
            at = m.utcnow()
            table = m.CasinoTable(game=game, name=name, position=position, created_at=at)
            session.add(table)
            session.flush()
            assigned = m.TableRules(
                table_id=table.id,
                rule_version_id=version.id,
                assigned_by_id=actor.user_id,
                assigned_at=at,
            )
            session.add(assigned)
            session.flush()
            adopted = RulesAdopted(version.id, version.version, rules_service.rules_of(version))
            write(session, table.id, (0, GENESIS), [adopted], actor.user_id, None, at, seal.key)
            admin.record(session, seal.key, "TableCreated", "table", table.id, actor.user_id, at)
            admin.record(
                session, seal.key, "RulesAssigned", "table_rules", assigned.id, actor.user_id, at
            )
            log(
                session,
                "table created",
                f"{name} ({game}), rules v{version.version}",
                actor,
                table.id,
            )
            return table.id

    def tables(self) -> list[tuple[int, str, str, str]]:
        """Every table: id, game, name and position."""
        with self.db.read() as session:
            rows = session.execute(
                select(
                    m.CasinoTable.id, m.CasinoTable.game, m.CasinoTable.name, m.CasinoTable.position
                ).order_by(m.CasinoTable.id)
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]

    def table_id(self, name: str) -> int:
        with self.db.read() as session:
            found = session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == name))
        if found is None:
            raise NotFound(f"there is no table called {name!r}")
        return found

    def open_table(
        self,
        actor: Actor,
        table_id: int,
        shift_id: int,
        opener: Mapping[int, int],
        witness: Signature,
        seen: OpenerCheck | None = None,
    ) -> int:
        """Open a table for play in a shift, with its opener count signed by the pit boss
        and the table's dealer (their name and PIN, checked here).

        An opener that differs from the table's last closer (``opener_check``) opens the
        table only when ``seen`` is that difference as the pit boss was shown it; the
        difference is then recorded with both counts."""
        check_counts(opener)
        to = "sign the opener (the table's dealer signs it with a supervisor)"
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        try:
            with self.db.write() as session:
                admin.lock(session)  # one pit boss at a time opens, closes, closes a shift
                actor = signed_in(session, actor)
                require(actor, *SUPERVISORS, to="open a table")
                second = signer(session, second.user_id, _COUNT_SECOND, to)
                shift = session.get(m.Shift, shift_id, populate_existing=True)
                if shift is None:
                    raise NotFound(f"there is no shift {shift_id}")
                if shift.closed_at is not None:
                    raise InputError(
                        f"{closed_by(session, shift)}; open the table in an open shift"
                    )
                name = _table(session, table_id).name
                already = _open_session(session, table_id)
                if already is not None:
                    raise InputError(_opened_by(session, name, already))
                check = compare(table_id, last_closer(session, table_id), opener, self.settings)
                _check_seen(name, check, seen)
                at = m.utcnow()
                table_session = m.TableSession(
                    table_id=table_id, shift_id=shift_id, opened_by_id=actor.user_id, opened_at=at
                )
                session.add(table_session)
                session.flush()
                count = _inventory(session, table_session.id, "opener", opener, actor, second, at)
                log(session, "table opened", f"{name} in shift {shift.name}", actor, table_id)
                if check is not None:
                    _discrepancy(session, seal.key, table_session.id, count, check, actor, at)
                admin.record(
                    session,
                    seal.key,
                    "TableOpened",
                    "table_session",
                    table_session.id,
                    actor.user_id,
                    at,
                )
                admin.record(session, seal.key, "CountSigned", "count", count, actor.user_id, at)
                return table_session.id
        except IntegrityError:
            raise ConflictError(_race_lost(self.db, table_id)) from None

    def close_table(
        self, actor: Actor, table_id: int, closer: Mapping[int, int], witness: Signature
    ) -> None:
        """Close a table with its closer count; only between hands."""
        check_counts(closer)
        to = "sign the closer (the table's dealer signs it with a supervisor)"
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            if self.db.postgres:  # no command of a dealer's starts a hand meanwhile
                session.execute(_LOCK, {"t": table_id})
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to="close a table")
            second = signer(session, second.user_id, _COUNT_SECOND, to)
            name = _table(session, table_id).name
            open_session = _open_session(session, table_id)
            if open_session is None:
                last = session.scalar(
                    select(m.TableSession)
                    .where(m.TableSession.table_id == table_id)
                    .order_by(m.TableSession.id.desc())
                    .limit(1)
                )
                if last is not None and last.closed_at is not None:
                    raise InputError(
                        f"{name} was already closed by {user_name(session, last.closed_by_id)}"
                        f" at {local_time(last.closed_at)}"
                    )
                raise InputError(f"table {name} is not open")
            self._cache.pop(table_id, None)
            folded = self._current(session, table_id)
            if folded.game.in_hand(folded.state):
                raise InputError(f"table {name} has a hand in play; finish or void it first")
            at = m.utcnow()
            count = _inventory(session, open_session.id, "closer", closer, actor, second, at)
            open_session.closed_at = at
            open_session.closed_by_id = actor.user_id
            log(session, "table closed", name, actor, table_id)
            admin.record(
                session,
                seal.key,
                "TableClosed",
                "table_session",
                open_session.id,
                actor.user_id,
                at,
            )
            admin.record(session, seal.key, "CountSigned", "count", count, actor.user_id, at)
        note_tables(self.db, f"table {name} closed", [table_id])

    # -- play --------------------------------------------------------------------------------

    def opener_check(self, table_id: int, opener: Mapping[int, int]) -> OpenerCheck | None:
        """How ``opener`` differs from the table's last closer, denomination by denomination
        (None when it does not): what the pit boss is shown before signing the opener."""
        check_counts(opener)
        with self.db.read() as session:
            _table(session, table_id)
            return compare(table_id, last_closer(session, table_id), opener, self.settings)

    def view(self, table_id: int) -> TableView:
        with self.db.read() as session:
            folded = self._current(session, table_id)
            table = _table(session, table_id)
            pending = _assigned(session, table_id)
            open_session = _open_session(session, table_id)
            fault = open_fault(session, table_id)
        self._write_notes()
        stopped = stopped_message(*fault) if fault is not None else None
        if stopped is None and table_id in self._problems:
            if not self._problems[table_id][1]:  # on record before, not open now: cleared
                self._cache.pop(table_id, None)
                with self.db.read() as session:
                    folded = self._current(session, table_id)
            found = self._problems.get(table_id)
            if found is not None:
                self._put_on_record(table_id, found[0])
                stopped = stopped_message(table.name, CHAIN, found[0])
        return TableView(
            table_id,
            table.name,
            table.game,
            folded.seq,
            folded.state,
            tuple(folded.game.legal_commands(folded.state)),
            folded.rules_version_id,
            pending if pending != folded.rules_version_id else None,
            open_session.id if open_session is not None else None,
            stopped,
        )

    def _put_on_record(self, table_id: int, problem: str) -> None:
        """A failure this service found at loading, as a fault of the table (unless one of
        its kind is open already): from now on every console refuses play there."""
        raise_fault(self.db, table_id, CHAIN, problem, self.console)
        if self._problems.get(table_id, (None,))[0] == problem:
            self._problems[table_id] = (problem, False)

    def submit(
        self,
        actor: Actor,
        table_id: int,
        command: Any,
        command_id: str,
        *,
        expected_seq: int | None = None,
        approver: Signature | None = None,
        method: str = CASH,
    ) -> Outcome:
        """Play one command. ``expected_seq`` is the sequence number the console's view was
        at: if the table has moved on since, the command is refused as a conflict rather than
        applied to a table the dealer has not seen. A void needs ``approver``: a pit boss's
        name and PIN, checked here, and never the dealer's own.
        ``method`` says how a buy-in was paid: cash (into the drop box) or chips."""
        if not command_id or len(command_id) > 64:
            raise InputError("a command needs an id of 1 to 64 characters")
        if method not in (CASH, CHIPS):
            raise InputError(f"a buy-in is paid in cash or chips, not {method!r}")
        try:
            encoded = encode(command)
        except CodecError as exc:
            raise Refused(f"{type(command).__name__}: {exc}") from None
        check_bounds(encoded)
        data = canonical(encoded).decode()
        approved = None
        if getattr(command, "KIND", None) == VOID:
            if approver is None:
                raise ServiceError("a void needs a pit boss's approval")
            approved = AuthService(self.db).countersign(
                approver, "approve a void", SUPERVISORS, by=actor
            )
        with self._lock:
            try:
                return self._submit(
                    actor, table_id, command, command_id, data, expected_seq, approved, method
                )
            except TableStopped as exc:
                if exc.found is not None:  # rolled back: on record in a unit of its own
                    self._put_on_record(table_id, exc.found)
                raise
            finally:
                self._write_notes()

    def _submit(
        self,
        actor: Actor,
        table_id: int,
        command: Any,
        command_id: str,
        data: str,
        expected_seq: int | None,
        approver: Actor | None,
        method: str,
    ) -> Outcome:
        conn = self._connection()
        seal = admin.seal_of(self.db.engine)
        try:
            with conn.begin():
                if self.db.postgres:
                    conn.execute(_LOCK, {"t": table_id})
                probe = conn.execute(
                    _PROBES[conn.dialect.name],
                    {"t": table_id, "token": token_hash(actor.token), "cid": command_id},
                ).one()
                if probe.table_found is None:
                    raise NotFound(f"there is no table with id {table_id}")
                actor = probed(conn, seal.key, probe, actor)  # or says why not
                require(actor, *PLAYERS, to="run a table")
                if probe.seen is not None:  # a retry: answered only once the sign-in holds
                    with Session(bind=conn) as session:
                        repeated = self._repeated(session, table_id, command_id, data)
                    assert repeated is not None
                    return repeated
                if approver is not None:
                    with Session(bind=conn) as session:
                        approver = signer(session, approver.user_id, SUPERVISORS, "approve a void")
                    if approver.user_id == actor.user_id:
                        raise PermissionDenied(
                            f"{actor.name} asked for this void and cannot approve it too; "
                            "another pit boss approves it"
                        )
                if probe.fault is not None:
                    stopping = open_fault(conn, table_id)
                    assert stopping is not None
                    raise TableStopped(stopped_message(*stopping))
                folded = self._current(conn, table_id, probe.head or 0)
                found = self._problems.get(table_id)
                if found is not None and not found[1]:  # on record before, cleared since
                    self._cache.pop(table_id, None)
                    folded = self._current(conn, table_id, probe.head or 0)
                    found = self._problems.get(table_id)
                if found is not None:
                    table_name = conn.scalar(
                        select(m.CasinoTable.name).where(m.CasinoTable.id == table_id)
                    )
                    message = stopped_message(str(table_name), CHAIN, found[0])
                    raise TableStopped(message, found[0])
                if expected_seq is not None and expected_seq != folded.seq:
                    raise ConflictError(
                        f"the table moved on while this was entered (it is at event "
                        f"{folded.seq}, the screen showed {expected_seq}); the view is "
                        "reloaded: check it and enter the action again",
                        folded.seq,
                    )
                if probe.open_session is None:
                    raise InputError("the table is not open; a pit boss opens it with its opener")
                work = copy.copy(folded)
                at = record_time(probe.server_now, work.last_at)
                events: list[Any] = []
                state = work.state
                if probe.assigned != work.rules_version_id and work.game.between(state):
                    with Session(bind=conn) as session:
                        adopted = self._adopt(session, probe.assigned, actor, table_id)
                    events.append(adopted)
                    state = work.game.with_rules(state, adopted.rules)
                command = self._prepared(work.game, state, command, approver, at)
                if isinstance(command, SeatPlayer):
                    problem = seating_problem(conn, command.player)
                    if problem is not None:
                        raise Refused(problem)
                try:
                    decided = work.game.decide(state, command)
                except RuleViolation as exc:
                    raise Refused(str(exc)) from None
                events.extend(decided)
                if not events:
                    raise InputError("the command changed nothing")
                written = write(
                    conn,
                    table_id,
                    (work.seq, work.hash),
                    events,
                    actor.user_id,
                    command_id,
                    at,
                    seal.key,
                )
                ended = self._record(
                    conn,
                    table_id,
                    work,
                    written,
                    (actor, approver),
                    (probe.open_session, at, method),
                    command,
                )
                if ended:  # the journal's head goes on record with the hand's end
                    record_journal_head(conn, f"hand {', '.join(map(str, ended))} ended")
                if ended and snapshots.due(work):
                    snapshots.take(conn, table_id, work, seal.key, at)
                conn.execute(
                    _INSERT_COMMAND,
                    {
                        "id": command_id,
                        "table_id": table_id,
                        "user_id": actor.user_id,
                        "data": data,
                        "first_seq": written[0].seq,
                        "last_seq": written[-1].seq,
                        "at": at,
                    },
                )
        except DBAPIError as exc:
            if exc.connection_invalidated:
                self._conn = None
            if isinstance(exc, DataError):
                self._cache.pop(table_id, None)
                raise InputError(
                    f"the database refused a value of this {type(command).__name__} as out of "
                    "range; nothing was written"
                ) from None
            if not isinstance(exc, IntegrityError):
                raise
            self._cache.pop(table_id, None)
            self._log_conflict(actor, table_id, command_id)
            raise ConflictError(
                "another console wrote to this table at the same moment; the view is "
                "reloaded: check it and enter the action again"
            ) from None
        except ConflictError:
            self._cache.pop(table_id, None)
            raise
        except ClockError as exc:
            self._log(table_id, "clock", str(exc))
            raise
        except (ServiceError, RuleViolation):
            raise
        except Exception as exc:
            self._cache.pop(table_id, None)
            self._conn = None
            self._log(table_id, "error", f"{type(exc).__name__}")
            raise
        self._cache[table_id] = work
        if not notices.announce_committed(conn, table_id, work.seq):
            self._conn = None  # committed: the consoles that miss this notice read it later
        # Every head goes to the journal, so not even an open table's last clicks can be cut
        # unseen; a hand's end is forced to disk, the clicks between are written.
        why = f"hand {', '.join(str(n) for n in ended)} ended" if ended else "command"
        head = [(f"table:{table_id}", work.seq, work.hash)]
        note_heads(self.db, why, head, sync=bool(ended))
        if ended and work.game.decisions is not None:
            self._watch(table_id, work.game)
        return Outcome(table_id, work.seq, tuple(decided), work.state)

    def _watch(self, table_id: int, game: GameSpec) -> None:
        """After a round ends at a game whose decisions have an exact value: look for a player
        beating the game (``casino.services.ratings``), on the watch's own thread, so the
        dealer's settle never waits for it; a failure there is logged, never the dealer's."""
        self.advantage.request(self.db, table_id, game)

    def time_charges_due(self, table_id: int, now: datetime | None = None) -> list[Due]:
        """Which seated players owe a time charge now, and since when: what the dealer
        collects between hands (``casino.services.time_charges``)."""
        view = self.view(table_id)
        when = now if now is not None else clock.now()
        return time_charges.owed(view.game, view.state, when)

    def preview(self, table_id: int, command: Any) -> tuple[Any, ...]:
        """The events ``command`` would produce now, written nowhere: what a console shows
        (the pots split, each seat's payout) for the dealer to confirm before submitting.
        A command the rules refuse raises ``Refused`` with the reason, as ``submit`` would."""
        with self.db.read() as session:
            folded = self._current(session, table_id)
        if getattr(command, "KIND", None) in (START, VOID):
            raise InputError("a start or a void has nothing to preview")
        if isinstance(command, CLOCKED):  # as submit stamps it, at this moment
            command = replace(command, at=clock_text(clock.now()))
        try:
            return tuple(folded.game.decide(folded.state, command))
        except RuleViolation as exc:
            raise Refused(str(exc)) from None

    def recent_events(self, table_id: int) -> tuple[int, tuple[Any, ...]]:
        """The table's events from the start of the hand in play (between hands: of the last
        hand) to its last event, and that event's sequence number: what a table screen's
        projection reads beside the state (``GameSpec.projection``), so a console opened
        after the hand began shows the same last actions and results as the one that dealt
        it. Events as stored: a shoe's order stays sealed."""
        events = m.table("events")
        with self.db.read() as session:
            folded = self._current(session, table_id)
            first = folded.hand_first_seq
            if first is None:
                first = session.scalar(
                    select(_HANDS.c.first_seq)
                    .where(_HANDS.c.table_id == table_id)
                    .order_by(_HANDS.c.number.desc())
                    .limit(1)
                )
            if first is None:
                return folded.seq, ()
            rows = session.execute(
                select(events.c.data)
                .where(
                    events.c.table_id == table_id,
                    events.c.seq >= first,
                    events.c.seq <= folded.seq,
                )
                .order_by(events.c.seq)
            ).all()
        return folded.seq, tuple(from_data(folded.game, json.loads(row.data)) for row in rows)

    def void(
        self, actor: Actor, table_id: int, reason: str, approver: Signature, command_id: str
    ) -> Outcome:
        """Void the hand in play: every wager of it goes back. ``approver`` is the name and
        PIN of the pit boss who approves it, checked here."""
        with self.db.read() as session:
            game = _table(session, table_id).game
        kind = _command_class(game, VOID)
        return self.submit(
            actor,
            table_id,
            kind(reason=reason, approved_by=approver.name),
            command_id,
            approver=approver,
        )

    def shoe(self, table_id: int, hand: int) -> str | None:
        """A shoe table's cards for a finished hand, or None while the hand is in play or at a
        live table: the cards dealt, in the order they left the shoe, read from the events
        that dealt them (a shoe table's cards exist only once dealt, so no other order was
        ever kept). A hand stored before that gives its sealed deck order, as it always did:
        a game that deals again within a hand (a re-deal after a tie) sealed each deal's shoe
        under the hand's number; this is the first deal's, and the recall shows every one."""
        with self.db.read() as session:
            done = session.execute(
                select(m.Hand.first_seq, m.Hand.last_seq, m.Hand.rule_version_id).where(
                    m.Hand.table_id == table_id, m.Hand.number == hand
                )
            ).first()
            if done is None:
                return None
            sealed = session.scalar(
                select(m.SealedShoe.cards)
                .where(m.SealedShoe.table_id == table_id, m.SealedShoe.hand_number == hand)
                .order_by(m.SealedShoe.seq)
                .limit(1)
            )
            if sealed is not None:
                return sealed
            game = game_named(_table(session, table_id).game)
            rules = rules_service.rules_of(rules_service.version_row(session, done.rule_version_id))
            if not game.sealed_by_shoe(rules):
                return None
            stored = _stored_events(session, game, table_id, done.first_seq, done.last_seq)
        dealt = [card for event in stored for card in game.dealt(event)]
        return " ".join(map(str, dealt)) or None

    def open_hands(self) -> list[tuple[int, int]]:
        """Every table with a hand in play, and that hand's number: what a console that
        restarts resumes (each table's state is folded from its stream)."""
        found = []
        for table_id, *_ in self.tables():
            view = self.view(table_id)
            game = game_named(view.game)
            if game.in_hand(view.state):
                found.append((table_id, game.hands_dealt(view.state)))
        return found

    # -- inside a unit of work -------------------------------------------------------------

    def _current(self, db: Executor, table_id: int, head: int | None = None) -> Folded:
        """The cached state, caught up with whatever other consoles have written. ``head``,
        the table's last sequence number when the caller has just read it, spares a query
        when nothing is new."""
        folded = self._cache.get(table_id)
        if folded is None:
            folded = self._load(db, table_id)
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
            raise NotFound(f"there is no table with id {table_id}")
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

    def _repeated(
        self, session: Session, table_id: int, command_id: str, data: str
    ) -> Outcome | None:
        seen = session.get(m.Command, command_id)
        if seen is None:
            return None
        if seen.table_id != table_id or seen.data != data:
            raise InputError(
                f"command id {command_id!r} was already used for another command; "
                "each command needs a new id"
            )
        folded = self._current(session, table_id)
        # As stored: a shoe hand's events carry only the cards it has dealt, and one stored
        # before cards were drawn as dealt keeps its order sealed, as the recall does in play.
        events = _stored_events(session, folded.game, table_id, seen.first_seq, seen.last_seq)
        game_events = tuple(e for e in events if not isinstance(e, RulesAdopted))
        return Outcome(table_id, folded.seq, game_events, folded.state, repeated=True)

    def _adopt(
        self, session: Session, pending: int | None, actor: Actor, table_id: int
    ) -> RulesAdopted:
        assert pending is not None
        version = rules_service.version_row(session, pending)
        adopted = RulesAdopted(version.id, version.version, rules_service.rules_of(version))
        rules_service.warm(adopted.rules)
        log(
            session,
            "rules adopted",
            f"rules v{version.version} from the next hand",
            actor,
            table_id,
        )
        return adopted

    def _prepared(
        self, game: GameSpec, state: Any, command: Any, approver: Actor | None, at: datetime
    ) -> Any:
        """The command as the engine gets it: a void carries its checked approver, a seating
        and a time charge the record's time (what a seat owes is counted from it), and what
        the game draws at random (a shoe's shuffle, a roll of the dice) is filled in here with
        the cryptographic RNG: none of them is ever brought by the console."""
        kind = getattr(command, "KIND", None)
        if kind is None:
            raise InputError(f"{type(command).__name__} is not a table command")
        if isinstance(command, CLOCKED):
            command = replace(command, at=clock_text(at))
        if kind == VOID:
            if approver is None:
                raise ServiceError("a void needs a pit boss's approval")
            require(approver, *SUPERVISORS, to="approve a void")
            reason = str(command.reason).strip()
            if not reason:
                raise InputError("a void needs a reason")
            # replace, not rebuild: a game's void may say more (end the match as well).
            return replace(command, reason=reason, approved_by=approver.name)
        try:
            return game.fill_random(state, command, self.randomness)
        except RuleViolation as exc:
            raise InputError(str(exc)) from None

    def _record(
        self,
        db: Executor,
        table_id: int,
        work: Folded,
        written: list[Written],
        who: tuple[Actor, Actor | None],
        when: tuple[int, datetime, str],
        command: Any,
    ) -> list[int]:
        """Fold the written events into ``work`` and write what they carry: wager lines, the
        drop, a finished hand and a void. The numbers of the hands that ended."""
        actor, approver = who
        session_id, at, method = when
        finished: list[int] = []
        wagers: list[dict[str, Any]] = []
        movements: list[dict[str, Any]] = []
        void_id: int | None = None
        delta = figures.Delta()
        for item in written:
            state, event, game = work.state, item.event, work.game
            was_in_hand = state is not None and game.in_hand(state)
            first_seq, started_at = work.hand_first_seq, work.hand_started_at
            hand_rules = work.hand_rules_version_id
            entries = () if isinstance(event, RulesAdopted) else game.ledger(state, event)
            players = _players(game, state) if entries or isinstance(event, _SEATING) else {}
            if isinstance(event, _SEATING):
                _count_movement(delta, event, method)
                movements.append(
                    {
                        "table_id": table_id,
                        "table_session_id": session_id,
                        "seq": item.seq,
                        "kind": "cash_out" if isinstance(event, PlayerLeft) else "buy_in",
                        "method": method if not isinstance(event, PlayerLeft) else CHIPS,
                        "seat": event.seat,
                        "player": getattr(event, "player", None) or players.get(event.seat, ""),
                        "amount": event.chips,
                        "user_id": actor.user_id,
                        "at": at,
                    }
                )
            work.apply(item.seq, event, at, item.hash)
            ended = was_in_hand and not game.in_hand(work.state)
            if ended and getattr(command, "KIND", None) == VOID:
                assert approver is not None
                void_id = db.execute(
                    insert(_VOIDS)
                    .values(
                        table_id=table_id,
                        hand_number=game.hands_dealt(work.state),
                        seq=item.seq,
                        reason=command.reason,
                        requested_by_id=actor.user_id,
                        approved_by_id=approver.user_id,
                        at=at,
                    )
                    .returning(_VOIDS.c.id)
                ).scalar_one()
                log(
                    db,
                    "void",
                    f"hand {game.hands_dealt(work.state)}: {command.reason} "
                    f"(asked by {actor.name}, approved by {approver.name})",
                    actor,
                    table_id,
                )
            for entry in entries:
                returned = void_id if entry.kind == "void_return" else None
                if returned is None:
                    delta.ledger_win += entry.house
                wagers.append(
                    {
                        "table_id": table_id,
                        "seq": item.seq,
                        "table_session_id": session_id,
                        "hand_number": entry.hand,
                        "seat": entry.seat,
                        "player": players.get(entry.seat) if entry.seat is not None else None,
                        "kind": entry.kind,
                        "amount": entry.amount,
                        "house": entry.house,
                        "user_id": actor.user_id,
                        "at": at,
                        "void_id": returned,
                    }
                )
            if ended:
                assert first_seq is not None and started_at is not None and hand_rules is not None
                finished.append(game.hands_dealt(work.state))
                if void_id is not None:
                    delta.voided += 1
                else:
                    delta.hands += 1
                db.execute(
                    insert(_HANDS),
                    {
                        "table_id": table_id,
                        "number": game.hands_dealt(work.state),
                        "table_session_id": session_id,
                        "rule_version_id": hand_rules,
                        "first_seq": first_seq,
                        "last_seq": item.seq,
                        "started_at": started_at,
                        "ended_at": at,
                        "outcome": "voided" if void_id is not None else "played",
                    },
                )
        if wagers:
            db.execute(_INSERT_WAGERS, wagers)
        if movements:
            db.execute(insert(_MOVEMENTS), movements)
        figures.add(
            db, session_id, table_id, work.seq, delta,
            in_hand=work.game.in_hand(work.state), dealer_id=actor.user_id,
        )  # fmt: skip
        return finished

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

    def recount(
        self,
        actor: Actor,
        inventory_id: int,
        counts: Mapping[int, int],
        witness: Signature,
        reason: str,
    ) -> int:
        """A corrected opener or closer: a new count that points at the one it corrects
        (which stays on record), signed by two people, with the reason."""
        reason = check_reason(reason, "a recount")
        check_counts(counts)
        to = "sign the recount (the table's dealer signs it with a supervisor)"
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to="correct a chip count")
            second = signer(session, second.user_id, _COUNT_SECOND, to)
            old = session.get(m.Inventory, inventory_id)
            if old is None:
                raise NotFound(f"there is no chip count {inventory_id}")
            at = m.utcnow()
            new_id = _inventory(
                session,
                old.table_session_id,
                old.kind,
                counts,
                actor,
                second,
                at,
                corrects=(old.id, reason),
            )
            detail = f"{old.kind} {old.id} recounted as {new_id}: {reason}"
            log(session, "recount", detail, actor)
            admin.record(session, seal.key, "CountCorrected", "count", new_id, actor.user_id, at)
            return new_id

    def _log_conflict(self, actor: Actor, table_id: int, command_id: str) -> None:
        with self.db.write() as session:
            log(session, "conflict", f"command {command_id} lost a race", actor, table_id)

    def append_between_hands(
        self,
        session: Session,
        actor: Actor,
        table_id: int,
        decide: Callable[[Any], Sequence[Any]],
        command: tuple[str, str],
    ) -> tuple[list[Written], Any, datetime, int]:
        """Events another service writes into an open table's stream between hands, in that
        service's own unit of work (``session``, which has signed ``actor`` in): an approved
        hand correction's ``StackCorrected`` (``casino.services.corrections``). Under the
        table's lock the table is folded as it stands, ``decide(state)`` returns the events
        (or raises to refuse), and they are written with the wager lines their ledger carries
        and the command (``command``: its id and canonical text) that a retry finds. The
        cached fold is not moved on here: it catches up with the database at its next use,
        so a unit that rolls back leaves the console as it was. Returns what was written, the
        state after it, the record's time and the open table session."""
        if self.db.postgres:
            session.execute(_LOCK, {"t": table_id})
        name = _table(session, table_id).name
        open_session = _open_session(session, table_id)
        if open_session is None:
            raise InputError(f"table {name} is not open; a pit boss opens it with its opener")
        with self._lock:
            work = copy.copy(self._current(session, table_id))
        game = work.game
        if not game.between(work.state):
            raise InputError(
                f"hand {game.hands_dealt(work.state)} is in play at {name}; this is entered "
                "between hands, once it has ended"
            )
        events = list(decide(work.state))
        if not events:
            raise InputError("there is nothing to write")
        at = record_time(None, work.last_at)
        command_id, data = command
        seal = admin.seal_of(self.db.engine)
        written = write(
            session, table_id, (work.seq, work.hash), events, actor.user_id, command_id, at,
            seal.key,
        )  # fmt: skip
        wagers: list[dict[str, Any]] = []
        delta = figures.Delta()
        for item in written:
            players = _players(work.game, work.state)
            for entry in game.ledger(work.state, item.event):
                delta.ledger_win += entry.house
                named = getattr(item.event, "player", None) or players.get(entry.seat or 0)
                wagers.append({
                    "table_id": table_id, "seq": item.seq, "table_session_id": open_session.id,
                    "hand_number": entry.hand, "seat": entry.seat,
                    "player": named if entry.seat is not None else None, "kind": entry.kind,
                    "amount": entry.amount, "house": entry.house, "user_id": actor.user_id,
                    "at": at, "void_id": None,
                })  # fmt: skip
            work.apply(item.seq, item.event, at, item.hash)
        if wagers:
            session.execute(_INSERT_WAGERS, wagers)
        figures.add(
            session, open_session.id, table_id, work.seq, delta,
            in_hand=game.in_hand(work.state), dealer_id=actor.user_id,
        )  # fmt: skip
        # In the unit of work, unlike a play's notice (``announce_committed``): a correction is
        # rare, and its service's session has no commit of its own to send it after.
        notices.announce(session, table_id, work.seq)
        session.execute(
            _INSERT_COMMAND,
            {
                "id": command_id, "table_id": table_id, "user_id": actor.user_id, "data": data,
                "first_seq": written[0].seq, "last_seq": written[-1].seq, "at": at,
            },
        )  # fmt: skip
        return written, work.state, at, open_session.id


_SEATING = (PlayerSeated, ChipsAdded, PlayerLeft)


def _count_movement(delta: figures.Delta, event: Any, method: str) -> None:
    """A buy-in or cash-out in the running figures, as ``_record`` books its row."""
    if isinstance(event, PlayerLeft):
        delta.cash_outs += event.chips
    elif method == CASH:
        delta.cash_drop += event.chips
    else:
        delta.chip_buy_ins += event.chips


def _players(game: GameSpec, state: Any) -> dict[int, str]:
    seats = game.seats(state) if state is not None else ()
    return {i + 1: s.player for i, s in enumerate(seats) if s is not None}


def _stored_events(
    session: Session, game: GameSpec, table_id: int, first: int, last: int
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
        raise NotFound(f"there is no table with id {table_id}")
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
    raise InputError(f"{game} has no {kind!r} command")


def _inventory(
    session: Session,
    table_session_id: int,
    kind: str,
    counts: Mapping[int, int],
    actor: Actor,
    witness: Actor,
    at: datetime,
    corrects: tuple[int, str] | None = None,
) -> int:
    total = check_counts(counts)
    if witness.user_id == actor.user_id:
        raise InputError(f"the {kind} needs two different people to sign it")
    inventory_id = session.execute(
        insert(m.Inventory)
        .values(
            table_session_id=table_session_id,
            kind=kind,
            total=total,
            counted_at=at,
            signed_by_id=actor.user_id,
            witnessed_by_id=witness.user_id,
            corrects_id=corrects[0] if corrects else None,
            reason=corrects[1] if corrects else "",
        )
        .returning(m.Inventory.id)
    ).scalar_one()
    session.execute(
        insert(m.InventoryLine),
        [
            {"inventory_id": inventory_id, "denomination": d, "count": c}
            for d, c in sorted(counts.items())
        ],
    )
    return inventory_id


def _check_seen(name: str, check: OpenerCheck | None, seen: OpenerCheck | None) -> None:
    """Refuse an opener whose difference from the last closer the pit boss has not seen as
    it stands now."""
    if check is None or seen == check:
        return
    if seen is None:
        raise OpenerDiffers(check, f"{name}: {check.describe()}; the pit boss reviews the "
                            "difference and signs again")  # fmt: skip
    raise OpenerDiffers(check, f"{name}: the last closer or the opener changed since the "
                        f"difference was shown; now {check.describe()}")  # fmt: skip


def _discrepancy(
    session: Session,
    key: SiteKey,
    table_session_id: int,
    opener_id: int,
    check: OpenerCheck,
    actor: Actor,
    at: datetime,
) -> None:
    row = m.CountDiscrepancy(
        table_session_id=table_session_id,
        opener_id=opener_id,
        closer_id=check.closer_id,
        difference=check.difference,
        level=check.level,
        seen_by_id=actor.user_id,
        at=at,
    )
    session.add(row)
    session.flush()
    log(session, "opener discrepancy", f"{check.describe()} (seen by {actor.name})", actor,
        check.table_id)  # fmt: skip
    admin.record(session, key, "OpenerDiscrepancy", "discrepancy", row.id, actor.user_id, at)


def _opened_by(session: Session, name: str, open_session: m.TableSession) -> str:
    return (
        f"{name} was opened by {user_name(session, open_session.opened_by_id)} at "
        f"{local_time(open_session.opened_at)}"
    )


def _race_lost(db: Database, table_id: int) -> str:
    """What the loser of a race to open a table is told: who won, and when."""
    with db.read() as session:
        name = _table(session, table_id).name
        won = _open_session(session, table_id)
        if won is None:
            return f"another console changed {name} at the same moment; look again"
        return _opened_by(session, name, won)
