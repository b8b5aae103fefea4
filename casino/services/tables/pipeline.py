"""The command pipeline: a dealer's click, from the console's command to the record.

A submitted command is one unit of work, in named stages, each a short method below:

1. **probe and lock** (``_probe``): one round trip takes the table's lock and reads all a
   command needs to know: the sign-in and its user (with their seals), the open session, the
   rules assigned, the table's head, whether the command id was seen, an open fault, the
   server's clock.
2. **guard** (``_guard_*``): the sign-in may run tables; a command id seen before answers
   with its first outcome and acts no more (a double click, a retry after a timeout); a void's
   approver is another pit boss; a fault or a record that failed stops the table; the table
   is where the dealer's screen showed it (else a conflict); the table is open.
3. **adopt rules** (``_adopt_rules``): between hands, a rules version assigned since is
   adopted, as an event of its own.
4. **decide** (``_decide``): the service fills in what the console never brings (the record's
   time, the approved void's approver, what is drawn at random) and the engine decides.
5. **rows** (``casino.services.tables.rows``, pure): the events are chained (``stream.chain``)
   and folded, and the wager lines, cash movements, finished hands, void and running figures
   they carry are worked out.
6. **append** (``_append``): everything goes in one batch with the command itself, the
   journal's head at a hand's end and a snapshot when one is due; on PostgreSQL the batch
   ends with the ``COMMIT`` and the floor's notice (``channel``): two round trips a click.
7. **after commit** (``_after_commit``): the cached fold moves on (only now: a refused or
   failed command leaves neither the database nor the console changed), the head goes to the
   journal, the seat figures move on from the rows written (the ``Outcome`` carries them, so
   the screen's redraw reads nothing), and the advantage watch is asked after a round.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.exc import DataError, DBAPIError, IntegrityError
from sqlalchemy.orm import Session

from casino.games import Game
from casino.games.capabilities import DecisionMeter
from casino.games.revenue import clock_text
from casino.games.seating import CLOCKED, SeatPlayer
from casino.games.spec import RuleViolation
from casino.i18n import N_, _
from casino.services.bounds import check_bounds
from casino.services.errors import (
    ConflictError,
    InputError,
    NotFound,
    PermissionDenied,
    Refused,
    ServiceError,
)
from casino.services.journaling import hold_head, note_heads
from casino.services.log import log
from casino.services.pit import rules as rules_service
from casino.services.players.players import seating_problem
from casino.services.reports.faults import CHAIN, TableStopped, open_fault, stopped_message
from casino.services.tables import rows as rows_of
from casino.services.tables.base import (
    _COMMANDS,
    _HANDS,
    _INSERT_COMMAND,
    _INSERT_WAGERS,
    _LOCK,
    _MOVEMENTS,
    _VOIDS,
    CASH,
    CHIPS,
    LOCK_SQL,
    PLAYERS,
    PROBES,
    VOID,
    Outcome,
    TableState,
    _command_class,
    _open_session,
    _stored_events,
    _table,
)
from casino.services.tables.channel import Insert, Statement, Step
from casino.services.users.auth import (
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    probed,
    require,
    signer,
    token_hash,
)
from casino.services.when import ClockError, record_time
from casino.store import admin, figures, notices, snapshots
from casino.store import models as m
from casino.store.codec import CodecError, canonical, encode
from casino.store.seal import SiteKey
from casino.store.stream import EVENTS, SEALED_SHOES, Folded, RulesAdopted, Written, chain, write
from casino.store.unit import journal_head_row

_EVENT_ROWS = Insert(EVENTS, ("table_id", "seq", "type", "data", "at", "user_id", "command_id",
                              "hash"))  # fmt: skip
_SHOE_ROWS = Insert(SEALED_SHOES, ("table_id", "seq", "hand_number", "cards"))
_WAGER_ROWS = Insert(_INSERT_WAGERS.table, ("table_id", "seq", "table_session_id",  # type: ignore[arg-type]
                     "hand_number", "seat", "player", "kind", "amount", "house", "user_id", "at",
                     "void_id"))  # fmt: skip
_CASH_ROWS = Insert(_MOVEMENTS, ("table_id", "table_session_id", "seq", "kind", "method", "seat",
                                 "player", "amount", "user_id", "at"))  # fmt: skip
_HAND_ROWS = Insert(_HANDS, ("table_id", "number", "table_session_id", "rule_version_id",
                    "first_seq", "last_seq", "started_at", "ended_at", "outcome"))  # fmt: skip
_COMMAND_ROWS = Insert(_COMMANDS, ("id", "table_id", "user_id", "data", "first_seq", "last_seq",
                                   "at"))  # fmt: skip
_HEAD_ROWS = Insert(m.table("journal_heads"), ("journal", "line", "mac", "at", "why"))
_SNAPSHOT_ROWS = Insert(snapshots.SNAPSHOTS, ("table_id", "seq", "hash", "format", "state",
                                              "mac", "at"))  # fmt: skip
_FIGURES = Statement(figures.ADD_SQL)


class CommandPipeline(TableState):
    """``submit``: one command through the stages above; ``void`` and
    ``append_between_hands`` go the same way."""

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
            raise InputError(_("a command needs an id of 1 to 64 characters"))
        if method not in (CASH, CHIPS):
            raise InputError(
                _("a buy-in is paid in cash or chips, not {method}").format(method=repr(method))
            )
        try:
            encoded = encode(command)
        except CodecError as exc:
            raise Refused(f"{type(command).__name__}: {exc}") from None
        check_bounds(encoded)
        data = canonical(encoded).decode()
        approved = None
        if getattr(command, "KIND", None) == VOID:
            if approver is None:
                raise ServiceError(_("a void needs a pit boss's approval"))
            approved = AuthService(self.db).countersign(
                approver, N_("approve a void"), SUPERVISORS, by=actor
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

    # -- the stages --------------------------------------------------------------------------

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
        conn, channel = self._connection()
        seal = admin.seal_of(self.db.engine)
        transaction = conn.begin()
        try:
            probe = channel.probe(
                LOCK_SQL if self.db.postgres else None,
                PROBES[conn.dialect.name],
                {"t": table_id, "token": token_hash(actor.token), "cid": command_id},
            )
            actor = self._guard_signed_in(conn, seal.key, probe, actor, table_id)
            if probe.seen is not None:  # a retry: answered only once the sign-in holds
                with Session(bind=conn) as session:
                    repeated = self._repeated(session, table_id, command_id, data)
                transaction.rollback()
                return repeated
            approver = self._guard_approver(conn, actor, approver)
            work = self._guard_table(conn, table_id, probe, expected_seq)
            at = record_time(probe.server_now, work.last_at)
            events, state = self._adopt_rules(conn, probe.assigned, work, actor, table_id)
            command = self._prepared(work.game, state, command, approver, at)
            decided_state, decided = self._decide(conn, work.game, state, command)
            events.extend(decided)
            if not events:
                raise InputError(_("the command changed nothing"))
            written, event_rows, shoe_rows = chain(
                table_id, (work.seq, work.hash), events, actor.user_id, command_id, at, seal.key
            )
            void = (command.reason, approver.user_id) if approver is not None else (None, None)
            context = rows_of.Context(
                table_id, probe.open_session, actor.user_id, at, method, *void
            )
            after, found = rows_of.rows(work, written, context, decided_state if decided else None)
            chained = (event_rows, shoe_rows)
            steps = self._steps(conn, context, (after, found), chained, (actor, approver))
            steps.append((_COMMAND_ROWS, [{
                "id": command_id, "table_id": table_id, "user_id": actor.user_id, "data": data,
                "first_seq": written[0].seq, "last_seq": written[-1].seq, "at": at,
            }]))  # fmt: skip
            channel.append(steps, f"{table_id}:{after.seq}")
            transaction.commit()
        except BaseException as exc:
            self._rolled_back(transaction, table_id)
            self._failed(exc, actor, table_id, command_id, command)
            raise
        return self._after_commit(table_id, context.session_id, work, after, found, decided)

    @staticmethod
    def _guard_signed_in(
        conn: Connection, key: SiteKey, probe: Any, actor: Actor, table_id: int
    ) -> Actor:
        """The sign-in behind the token, as the probe read it, may run a table."""
        if probe.table_found is None:
            raise NotFound(_("there is no table with id {table}").format(table=table_id))
        actor = probed(conn, key, probe, actor)  # or says why not
        require(actor, *PLAYERS, to=N_("run a table"))
        return actor

    @staticmethod
    def _guard_approver(conn: Connection, actor: Actor, approver: Actor | None) -> Actor | None:
        """A void's approver, checked again inside the unit of work: another pit boss."""
        if approver is None:
            return None
        with Session(bind=conn) as session:
            approver = signer(session, approver.user_id, SUPERVISORS, N_("approve a void"))
        if approver.user_id == actor.user_id:
            raise PermissionDenied(
                _(
                    "{name} asked for this void and cannot approve it too; another pit boss "
                    "approves it"
                ).format(name=actor.name)
            )
        return approver

    def _guard_table(
        self, conn: Connection, table_id: int, probe: Any, expected_seq: int | None
    ) -> Folded:
        """The table as it stands, caught up with the record, playable, open, and where the
        dealer's screen showed it."""
        if probe.fault is not None:
            stopping = open_fault(conn, table_id)
            assert stopping is not None
            raise TableStopped(stopped_message(*stopping))
        head = probe.head or 0
        folded = self._current(conn, table_id, head)
        found = self._problems.get(table_id)
        if found is not None and not found[1]:  # on record before, cleared since
            self._cache.pop(table_id, None)
            folded = self._current(conn, table_id, head)
            found = self._problems.get(table_id)
        if found is not None:
            table_name = conn.scalar(select(m.CasinoTable.name).where(m.CasinoTable.id == table_id))
            raise TableStopped(stopped_message(str(table_name), CHAIN, found[0]), found[0])
        if expected_seq is not None and expected_seq != folded.seq:
            raise ConflictError(
                _(
                    "the table moved on while this was entered (it is at event {seq}, the "
                    "screen showed {shown}); the view is reloaded: check it and enter the action "
                    "again"
                ).format(seq=folded.seq, shown=expected_seq),
                folded.seq,
            )
        if probe.open_session is None:
            raise InputError(_("the table is not open; a pit boss opens it with its opener"))
        return folded

    def _adopt_rules(
        self, conn: Connection, assigned: int | None, work: Folded, actor: Actor, table_id: int
    ) -> tuple[list[Any], Any]:
        """Between hands, the rules version assigned since the last one adopted: its event,
        and the state under it."""
        state = work.state
        if assigned == work.rules_version_id or not work.game.between(state):
            return [], state
        with Session(bind=conn) as session:
            adopted = self._adopt(session, assigned, actor, table_id)
        return [adopted], work.game.engine.with_rules(state, adopted.rules)

    @staticmethod
    def _decide(
        conn: Connection, game: Game, state: Any, command: Any
    ) -> tuple[Any, tuple[Any, ...]]:
        """The engine's decision and the state it leaves; a rated player's card is checked
        before anyone is seated."""
        if isinstance(command, SeatPlayer):
            problem = seating_problem(conn, command.player)
            if problem is not None:
                raise Refused(problem)
        try:
            return game.engine.decide(state, command)
        except RuleViolation as exc:
            raise Refused(str(exc)) from None

    def _steps(
        self,
        conn: Connection,
        context: rows_of.Context,
        folded: tuple[Folded, rows_of.Rows],
        chained: tuple[list[dict[str, Any]], list[dict[str, Any]]],
        who: tuple[Actor, Actor | None],
    ) -> list[Step]:
        """What the append stage sends: the events and their shoes, the rows they carry,
        the running figures, the journal's head when a hand ended and a snapshot when one is
        due. A void goes ahead with its events, on its own (its row's id is what the
        returned wagers name)."""
        after, found = folded
        event_rows, shoe_rows = chained
        steps: list[Step] = [(_EVENT_ROWS, event_rows), (_SHOE_ROWS, shoe_rows)]
        wagers = found.wagers
        if found.void is not None:
            void_id = self._write_void(conn, chained, found.void, who)
            wagers = rows_of.with_void_id(found, void_id)
            steps = []
        steps += [(_WAGER_ROWS, wagers), (_CASH_ROWS, found.movements), (_HAND_ROWS, found.hands)]
        steps.append((_FIGURES, [figures.values(
            found.delta, session_id=context.session_id, table_id=context.table_id,
            seq=after.seq, in_hand=found.in_hand, dealer_id=context.user_id,
        )]))  # fmt: skip
        if found.ended:  # the journal's head goes on record with the hand's end
            head = journal_head_row(f"hand {', '.join(map(str, found.ended))} ended")
            steps.append((_HEAD_ROWS, [head] if head is not None else []))
            if snapshots.due(after):
                key = admin.seal_of(self.db.engine).key
                kept = snapshots.snapshot_row(context.table_id, after, key, context.at)
                steps.append((_SNAPSHOT_ROWS, [kept] if kept is not None else []))
        return steps

    @staticmethod
    def _write_void(
        conn: Connection,
        chained: tuple[list[dict[str, Any]], list[dict[str, Any]]],
        void: dict[str, Any],
        who: tuple[Actor, Actor | None],
    ) -> int:
        """A void, rare: its events, then its row (whose id the returned wagers carry) and
        its line on the significant-event log, ahead of the batch."""
        event_rows, shoe_rows = chained
        actor, approver = who
        assert approver is not None
        conn.execute(insert(EVENTS), event_rows)
        if shoe_rows:
            conn.execute(insert(SEALED_SHOES), shoe_rows)
        made = conn.execute(insert(_VOIDS).values(**void).returning(_VOIDS.c.id)).scalar_one()
        detail = (f"hand {void['hand_number']}: {void['reason']} "
                  f"(asked by {actor.name}, approved by {approver.name})")  # fmt: skip
        log(conn, "void", detail, actor, void["table_id"])
        return int(made)

    def _after_commit(
        self,
        table_id: int,
        session_id: int,
        before: Folded,
        after: Folded,
        found: rows_of.Rows,
        decided: tuple[Any, ...],
    ) -> Outcome:
        """The cache, the journal, the seat figures and the advantage watch move on."""
        self._cache[table_id] = after
        head = (f"table:{table_id}", after.seq, after.hash)
        if found.ended:  # a hand's end is forced to disk, with every click held before it
            note_heads(self.db, f"hand {', '.join(map(str, found.ended))} ended", [head])
        else:
            hold_head(self.db, head)
        shown = None
        if self.seat_figures is not None:
            shown = self.seat_figures.advance(
                table_id, session_id, after.game.name, (before.seq, after.seq),
                (found.wagers, found.movements, found.hands), after.state,
            )  # fmt: skip
        if found.ended and after.game.get(DecisionMeter) is not None:
            self._watch(table_id, after.game)
        return Outcome(table_id, after.seq, decided, after.state, figures=shown)

    # -- failures ------------------------------------------------------------------------------

    def _rolled_back(self, transaction: Any, table_id: int) -> None:
        """Undo the unit of work; a connection lost meanwhile is dropped, not reused."""
        try:
            transaction.rollback()
        except Exception:
            self._conn = None
            self._cache.pop(table_id, None)

    def _failed(
        self, exc: BaseException, actor: Actor, table_id: int, command_id: str, command: Any
    ) -> None:
        """What a failed command leaves behind, and the failure as the dealer is told it
        (raised from here; otherwise the caller re-raises ``exc`` as it is)."""
        if isinstance(exc, DBAPIError):
            if exc.connection_invalidated:
                self._conn = None
            if isinstance(exc, DataError):
                self._cache.pop(table_id, None)
                raise InputError(
                    _(
                        "the database refused a value of this {command} as out of range; "
                        "nothing was written"
                    ).format(command=type(command).__name__)
                ) from None
            if isinstance(exc, IntegrityError):
                self._cache.pop(table_id, None)
                self._log_conflict(actor, table_id, command_id)
                raise ConflictError(
                    _(
                        "another console wrote to this table at the same moment; the view is "
                        "reloaded: check it and enter the action again"
                    )
                ) from None
            self._cache.pop(table_id, None)
            self._conn = None
            return
        if isinstance(exc, ConflictError):
            self._cache.pop(table_id, None)
        elif isinstance(exc, ClockError):
            self._log(table_id, "clock", str(exc))
        elif not isinstance(exc, ServiceError | RuleViolation):
            self._cache.pop(table_id, None)
            self._conn = None
            self._log(table_id, "error", f"{type(exc).__name__}")

    def _watch(self, table_id: int, game: Game) -> None:
        """After a round ends at a game whose decisions have an exact value: look for a player
        beating the game (``casino.services.players.ratings``), on the watch's own thread, so the
        dealer's settle never waits for it; a failure there is logged, never the dealer's."""
        self.advantage.request(self.db, table_id, game)

    # -- inside the unit of work ---------------------------------------------------------------

    def _repeated(self, session: Session, table_id: int, command_id: str, data: str) -> Outcome:
        """The first outcome of a command id seen before (the same command, else refused)."""
        seen = session.get(m.Command, command_id)
        assert seen is not None
        if seen.table_id != table_id or seen.data != data:
            raise InputError(
                _(
                    "command id {id} was already used for another command; each command needs "
                    "a new id"
                ).format(id=repr(command_id))
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
        rules = rules_service.playable_rules_of(version)
        adopted = RulesAdopted(version.id, version.version, rules)
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
        self, game: Game, state: Any, command: Any, approver: Actor | None, at: datetime
    ) -> Any:
        """The command as the engine gets it: a void carries its checked approver, a seating
        and a time charge the record's time (what a seat owes is counted from it), and what
        the game draws at random (a shoe's shuffle, a roll of the dice) is filled in here with
        the cryptographic RNG: none of them is ever brought by the console."""
        kind = getattr(command, "KIND", None)
        if kind is None:
            raise InputError(
                _("{command} is not a table command").format(command=type(command).__name__)
            )
        if isinstance(command, CLOCKED):
            command = replace(command, at=clock_text(at))
        if kind == VOID:
            if approver is None:
                raise ServiceError(_("a void needs a pit boss's approval"))
            require(approver, *SUPERVISORS, to=N_("approve a void"))
            reason = str(command.reason).strip()
            if not reason:
                raise InputError(_("a void needs a reason"))
            # replace, not rebuild: a game's void may say more (end the match as well).
            return replace(command, reason=reason, approved_by=approver.name)
        try:
            return game.equipment.fill_random(state, command, self.randomness)
        except RuleViolation as exc:
            raise InputError(str(exc)) from None

    def _log_conflict(self, actor: Actor, table_id: int, command_id: str) -> None:
        with self.db.write() as session:
            log(session, "conflict", f"command {command_id} lost a race", actor, table_id)

    # -- another service's events -------------------------------------------------------------

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
        hand correction's ``StackCorrected`` (``casino.services.tables.corrections``). Under the
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
            raise InputError(
                _("table {name} is not open; a pit boss opens it with its opener").format(name=name)
            )
        with self._lock:
            work = copy.copy(self._current(session, table_id))
        game = work.game
        if not game.between(work.state):
            hand = game.engine.phase(work.state).hands_dealt
            raise InputError(
                _(
                    "hand {hand} is in play at {name}; this is entered between hands, once it "
                    "has ended"
                ).format(hand=hand, name=name)
            )
        events = list(decide(work.state))
        if not events:
            raise InputError(_("there is nothing to write"))
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
            players = rows_of.players_of(work.game, work.state)
            for entry in game.engine.ledger(work.state, item.event):
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
            in_hand=game.engine.phase(work.state).in_hand, dealer_id=actor.user_id,
        )  # fmt: skip
        # In the unit of work, unlike a play's notice (sent after the commit): a correction is
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
