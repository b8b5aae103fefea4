"""A table's life: created, opened with its opener count, closed with its closer, and a
count corrected; each one unit of work signed by two people where the count needs it."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from casino.games import game as game_named
from casino.i18n import N_, SOURCE, _, speaking
from casino.services.bounds import check_reason
from casino.services.errors import (
    ConflictError,
    InputError,
    NotFound,
)
from casino.services.journaling import note_tables
from casino.services.log import log
from casino.services.pit import rules as rules_service
from casino.services.pit.chips import check_counts
from casino.services.pit.shifts import closed_by
from casino.services.tables.base import (
    _COUNT_SECOND,
    _LOCK,
    OpenerDiffers,
    TableState,
    _open_session,
    _table,
)
from casino.services.tables.openers import OpenerCheck, compare, last_closer
from casino.services.users.auth import (
    NAME_LIMIT,
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    check_name,
    require,
    signed_in,
    signer,
    user_name,
)
from casino.services.when import local_time
from casino.store import admin
from casino.store import models as m
from casino.store.codec import GENESIS
from casino.store.seal import SiteKey
from casino.store.stream import (
    RulesAdopted,
    write,
)
from casino.store.unit import Database


class TableLife(TableState):
    """Create, open and close tables, and correct their counts."""

    def create_table(
        self, actor: Actor, game: str, name: str, rules_version_id: int, position: str = ""
    ) -> int:
        """A new table on the floor, playing the given rules version from its first hand."""
        try:
            game_named(game)
        except KeyError as exc:
            raise InputError(str(exc.args[0])) from None
        name = check_name(name, N_("a table's name"))
        if len(position) > NAME_LIMIT:
            raise InputError(
                _("a table's position is at most {limit} characters").format(limit=NAME_LIMIT)
            )
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("add tables"))
            if session.scalar(select(m.CasinoTable.id).where(m.CasinoTable.name == name)):
                raise InputError(
                    _("there is already a table called {name}").format(name=repr(name))
                )
            version = rules_service.version_row(session, rules_version_id)
            if version.game != game:
                raise InputError(
                    _("rules version {version} is for {game}, not {other}").format(
                        version=version.version, game=version.game, other=game
                    )
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
            rules = rules_service.playable_rules_of(version)
            adopted = RulesAdopted(version.id, version.version, rules)
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
        to = N_("sign the opener (the table's dealer signs it with a supervisor)")
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        try:
            with self.db.write() as session:
                admin.lock(session)  # one pit boss at a time opens, closes, closes a shift
                actor = signed_in(session, actor)
                require(actor, *SUPERVISORS, to=N_("open a table"))
                second = signer(session, second.user_id, _COUNT_SECOND, to)
                shift = session.get(m.Shift, shift_id, populate_existing=True)
                if shift is None:
                    raise NotFound(_("there is no shift {shift}").format(shift=shift_id))
                if shift.closed_at is not None:
                    raise InputError(
                        _("{closed}; open the table in an open shift").format(
                            closed=closed_by(session, shift)
                        )
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
        to = N_("sign the closer (the table's dealer signs it with a supervisor)")
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            if self.db.postgres:  # no command of a dealer's starts a hand meanwhile
                session.execute(_LOCK, {"t": table_id})
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("close a table"))
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
                        _("{name} was already closed by {user} at {time}").format(
                            name=name,
                            user=user_name(session, last.closed_by_id),
                            time=local_time(last.closed_at),
                        )
                    )
                raise InputError(_("table {name} is not open").format(name=name))
            self._cache.pop(table_id, None)
            folded = self._current(session, table_id)
            if folded.game.engine.phase(folded.state).in_hand:
                raise InputError(
                    _("table {name} has a hand in play; finish or void it first").format(name=name)
                )
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
        reason = check_reason(reason, N_("a recount"))
        check_counts(counts)
        to = N_("sign the recount (the table's dealer signs it with a supervisor)")
        second = AuthService(self.db).countersign(witness, to, _COUNT_SECOND, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("correct a chip count"))
            second = signer(session, second.user_id, _COUNT_SECOND, to)
            old = session.get(m.Inventory, inventory_id)
            if old is None:
                raise NotFound(_("there is no chip count {count}").format(count=inventory_id))
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
        raise InputError(
            _("the opener needs two different people to sign it")
            if kind == "opener"
            else _("the closer needs two different people to sign it")
            if kind == "closer"
            else _("the {kind} needs two different people to sign it").format(kind=kind)
        )
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
        raise OpenerDiffers(
            check,
            _("{name}: {difference}; the pit boss reviews the difference and signs again").format(
                name=name, difference=check.describe()
            ),
        )
    raise OpenerDiffers(
        check,
        _(
            "{name}: the last closer or the opener changed since the difference was shown; "
            "now {difference}"
        ).format(name=name, difference=check.describe()),
    )


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
    with speaking(SOURCE):  # the log keeps English
        difference = check.describe()
    log(session, "opener discrepancy", f"{difference} (seen by {actor.name})", actor,
        check.table_id)  # fmt: skip
    admin.record(session, key, "OpenerDiscrepancy", "discrepancy", row.id, actor.user_id, at)


def _opened_by(session: Session, name: str, open_session: m.TableSession) -> str:
    return _("{name} was opened by {user} at {time}").format(
        name=name,
        user=user_name(session, open_session.opened_by_id),
        time=local_time(open_session.opened_at),
    )


def _race_lost(db: Database, table_id: int) -> str:
    """What the loser of a race to open a table is told: who won, and when."""
    with db.read() as session:
        name = _table(session, table_id).name
        won = _open_session(session, table_id)
        if won is None:
            return _("another console changed {name} at the same moment; look again").format(
                name=name
            )
        return _opened_by(session, name, won)
