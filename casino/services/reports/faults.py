"""Faults that stop a table, kept in the database so they outlive the console that found them.

A console checks a table's record as it loads it (``check_table``: the table's stream through
``casino.store.verify``). A record that fails is a ``table_faults`` row (kind ``chain``, the
verify message as its detail, the console's name as who raised it), a significant event and
an administrative record; while any fault of a table is open, ``TableService.submit``
refuses every command there with one sentence (``stopped_message``), on every console.

A pit boss clears a fault with a note, and only after reading the table's verify report
(``FaultService.verify_report`` records who read it and when). Clearing does not make a
broken record good. When the record passes again (a false alarm, or the database restored
from a good copy) the fault is simply cleared, by one pit boss. When it still fails, the
supervisor must say so explicitly (``accept=True``) and a second supervisor approves it with
their name and PIN, one of the two an administrator: the note then starts with ``ACCEPTED``
and that failure, word for word, is *acknowledged*. Any failure verify names can be
accepted: an edited or removed event, an edited wager line or buy-in row, a cut tail, rows
with no event. A console loading the table later passes over an acknowledged failure (the
event as it stands, with its rows) and checks everything after it as before
(``verify_table``'s ``accepted``), so a second edit anywhere is a new fault, and play goes on
over the accepted one, which stays on the record, in the significant-event log and in the
shift report (``shift_faults``), with both names. Only an event the table's play cannot be
recomputed past (one that cannot be read, or does not follow from the events before it) is
not accepted: play could not go on, and the table stays stopped until its record is
restored. This is what the table-game systems casinos buy do with a failed integrity check:
the game is disabled until an attendant with the authority has reviewed it, and the review
is an audited event.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, and_, or_, select
from sqlalchemy.orm import Session, aliased

from casino.i18n import N_, _
from casino.i18n.numbers import group_digits
from casino.services.bounds import check_reason
from casino.services.errors import InputError, NotFound, PermissionDenied, ServiceError
from casino.services.log import log
from casino.services.pit.outages import OUTAGE
from casino.services.reports.model import FaultEntry
from casino.services.reports.trail import aware
from casino.services.users.auth import (
    ADMIN,
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
    user_name,
)
from casino.services.when import local_time
from casino.store import admin, journal
from casino.store import models as m
from casino.store.clock import real_time
from casino.store.stream import Folded, stamp
from casino.store.unit import Database
from casino.store.verify import UNFOLDABLE, verify_table

CHAIN = "chain"
"""A table's record failed verification when a console loaded it."""
ACCEPTED = "[accepted with the record still failing verification] "
"""How the note of a fault cleared over a record that still fails begins."""
APPROVE = N_("approve accepting a record that fails verification")
"""What the second supervisor's name and PIN approve (``FaultService.clear``)."""
REPORT_SEEN = "verify report"
"""The significant event that says a pit boss read a table's verify report."""


class TableStopped(ServiceError):
    """A command refused because the table has an open fault: nothing was written.
    ``found``: the failure the refusing service found itself, to be put on record."""

    def __init__(self, message: str, found: str | None = None) -> None:
        super().__init__(message)
        self.found = found


@dataclass(frozen=True, slots=True)
class Fault:
    """One fault of one table, open or cleared."""

    id: int
    table_id: int
    table: str
    kind: str
    detail: str
    raised_at: datetime
    raised_by: str
    cleared_at: datetime | None
    cleared_by: str | None
    note: str
    approved_by: str | None = None
    """Who approved clearing it over a failing record (accepting the failure), beside
    ``cleared_by``; None for a fault simply cleared, or open."""

    @property
    def open(self) -> bool:
        return self.cleared_at is None

    @property
    def accepted(self) -> bool:
        """Cleared with the record still failing: play goes on over it."""
        return self.cleared_at is not None and self.note.startswith(ACCEPTED)

    @property
    def reason(self) -> str:
        """The clearing note as the supervisor wrote it (without ``ACCEPTED``)."""
        return self.note.removeprefix(ACCEPTED)


@dataclass(frozen=True, slots=True)
class TableCheck:
    """What a console learns as it loads a table: ``problem``, the first failure of its
    record that no pit boss has accepted (None: it may be played), and ``whole``, whether
    the fold handed to ``check_table`` went to the end of the stream (it passes over the
    accepted failures and stops at the first other one)."""

    problem: str | None
    whole: bool


def check_table(
    db: Session | Connection,
    table_id: int,
    seal: admin.Seal,
    into: Folded | None = None,
    also: str | None = None,
) -> TableCheck:
    """Check a table's record as a console loads it: the whole stream (chain, wager and cash
    rows, sealed shoes, balance) under the site key, folding into ``into`` on the way,
    passing over each failure a pit boss has accepted (and ``also``: what accepting it
    would do) and checking everything after it."""
    if isinstance(db, Connection):
        with Session(bind=db) as session:
            return check_table(session, table_id, seal, into, also)
    session = db
    legacy = seal.identity.legacy.get(table_id)
    accepted = set(
        session.scalars(
            select(m.TableFault.detail).where(
                m.TableFault.table_id == table_id,
                m.TableFault.kind == CHAIN,
                m.TableFault.cleared_at.is_not(None),
                m.TableFault.note.startswith(ACCEPTED, autoescape=True),
            )
        ).all()
    )
    if also is not None:
        accepted.add(also)
    checked = verify_table(session, table_id, seal.key, legacy, into, accepted=accepted)
    if checked.problem is None:
        return TableCheck(None, True)
    return TableCheck(str(checked.problem), False)


def shift_faults(session: Session, since: datetime, until: datetime) -> list[FaultEntry]:
    """The faults a shift report lists, oldest first: raised or cleared in [``since``,
    ``until``), at any table, each with who cleared it and, for a failure accepted, who
    approved it."""
    cleared_by, approved_by = aliased(m.User), aliased(m.User)
    rows = session.execute(
        select(m.TableFault, m.CasinoTable.name, cleared_by.name, approved_by.name)
        .join(m.CasinoTable, m.CasinoTable.id == m.TableFault.table_id)
        .outerjoin(cleared_by, cleared_by.id == m.TableFault.cleared_by_id)
        .outerjoin(approved_by, approved_by.id == m.TableFault.approved_by_id)
        .where(
            or_(
                and_(m.TableFault.raised_at >= since, m.TableFault.raised_at < until),
                and_(m.TableFault.cleared_at >= since, m.TableFault.cleared_at < until),
            )
        )
        .order_by(m.TableFault.id)
    ).all()
    return [
        FaultEntry(
            fault=f.id,
            table=str(name),
            detail=f.detail,
            raised_at=aware(f.raised_at),
            raised_by=f.raised_by,
            cleared_at=aware(f.cleared_at) if f.cleared_at is not None else None,
            cleared_by=who,
            approved_by=approver,
            accepted=f.cleared_at is not None and f.note.startswith(ACCEPTED),
            note=f.note.removeprefix(ACCEPTED),
        )
        for f, name, who, approver in rows
    ]


def stopped_message(table: str, kind: str, detail: str) -> str:
    """What a command at a stopped table is refused with."""
    if kind != CHAIN:
        return _(
            "table {table} is stopped: {detail}; a pit boss must review it and clear it"
        ).format(table=table, detail=detail)
    rest = detail.removeprefix(f"table {table}: ")
    where = _("the table as a whole") if rest.startswith("the table: ") else ""
    if rest.startswith("event "):
        where = rest.split(":", 1)[0]
    return _(
        "table {table} is stopped: its record failed verification at {where}; a pit boss must "
        "review the verify report and clear it"
    ).format(table=table, where=where or rest)


def open_fault(db: Session | Connection, table_id: int) -> tuple[str, str, str] | None:
    """The table's oldest open fault as (table name, kind, detail), or None."""
    row = db.execute(
        select(m.CasinoTable.name, m.TableFault.kind, m.TableFault.detail)
        .join(m.CasinoTable, m.CasinoTable.id == m.TableFault.table_id)
        .where(m.TableFault.table_id == table_id, m.TableFault.cleared_at.is_(None))
        .order_by(m.TableFault.id)
        .limit(1)
    ).first()
    return None if row is None else (str(row[0]), str(row[1]), str(row[2]))


def raise_fault(
    db: Database, table_id: int, kind: str, detail: str, raised_by: str
) -> tuple[int, bool]:
    """Record a fault of ``kind`` at the table unless one of that kind is open already: the
    fault's id and whether it is new. One unit: the row, its administrative record and a
    significant event."""
    seal = admin.seal_of(db.engine)
    with db.write() as session:
        admin.lock(session)
        found = session.scalar(
            select(m.TableFault.id)
            .where(
                m.TableFault.table_id == table_id,
                m.TableFault.kind == kind,
                m.TableFault.cleared_at.is_(None),
            )
            .order_by(m.TableFault.id)
            .limit(1)
        )
        if found is not None:
            return found, False
        table = session.get(m.CasinoTable, table_id)
        if table is None:
            raise NotFound(_("there is no table with id {id}").format(id=table_id))
        at = m.utcnow()
        fault = m.TableFault(
            table_id=table_id,
            kind=kind,
            detail=detail[:4000],
            raised_at=at,
            raised_by=raised_by[:100],
            note="",
        )
        session.add(fault)
        session.flush()
        admin.record(session, seal.key, "FaultRaised", "fault", fault.id, None, at)
        log(
            session,
            "fault",
            f"{table.name} stopped ({kind}, fault {fault.id}, found by {raised_by}): {detail}",
            None,
            table_id,
        )
        return fault.id, True


class FaultService:
    """The pit boss's side of faults: what is open, the verify report, and clearing."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def faults(
        self,
        table_id: int | None = None,
        *,
        open_only: bool = False,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[Fault]:
        """Faults, oldest first: of one table or all, open only or all, raised in
        [``since``, ``until``) when given (a shift report lists a shift's, cleared or not)."""
        cleared_by, approved_by = aliased(m.User), aliased(m.User)
        query = (
            select(m.TableFault, m.CasinoTable.name, cleared_by.name, approved_by.name)
            .join(m.CasinoTable, m.CasinoTable.id == m.TableFault.table_id)
            .outerjoin(cleared_by, cleared_by.id == m.TableFault.cleared_by_id)
            .outerjoin(approved_by, approved_by.id == m.TableFault.approved_by_id)
            .order_by(m.TableFault.id)
        )
        if table_id is not None:
            query = query.where(m.TableFault.table_id == table_id)
        if open_only:
            query = query.where(m.TableFault.cleared_at.is_(None))
        if since is not None:
            query = query.where(m.TableFault.raised_at >= since)
        if until is not None:
            query = query.where(m.TableFault.raised_at < until)
        with self.db.read() as session:
            return [
                Fault(
                    f.id,
                    f.table_id,
                    name,
                    f.kind,
                    f.detail,
                    f.raised_at,
                    f.raised_by,
                    f.cleared_at,
                    who,
                    f.note,
                    approver,
                )
                for f, name, who, approver in session.execute(query).all()
            ]

    def open_faults(self, table_id: int | None = None) -> list[Fault]:
        """Every open fault (of one table, or of all): what stops play now."""
        return self.faults(table_id, open_only=True)

    def verify_report(self, actor: Actor, table_id: int) -> str:
        """The text a pit boss reads before clearing a fault: the table's record checked now,
        and its faults. Reading it is recorded (a significant event), since a fault is
        cleared only by someone who has read the report since it was raised."""
        with self.db.read() as session:  # one snapshot on either database
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("read a table's verify report"))
            table = session.get(m.CasinoTable, table_id)
            if table is None:
                raise NotFound(_("there is no table with id {id}").format(id=table_id))
            name, game = table.name, table.game
            seal = admin.seal_of(self.db.engine)
            legacy = seal.identity.legacy.get(table_id)
            checked = verify_table(session, table_id, seal.key, legacy)
            after = None
            if checked.problem is not None:
                after = check_table(session, table_id, seal)
        faults = self.faults(table_id)
        lines = [
            _("Verify report: table {table} ({game})").format(table=name, game=game),
            _("Checked {events} events and {wagers} wager lines under the site key.").format(
                events=group_digits(checked.events), wagers=group_digits(checked.wagers)
            ),
        ]
        if checked.problem is None:
            lines.append(_("Result: the record is intact."))
        else:
            lines.append(
                _("Result: the record FAILS verification: {problem}.").format(
                    problem=checked.problem
                )
            )
            assert after is not None
            if after.problem is None:
                lines.append(
                    _(
                        "Every failure found has been accepted by two supervisors; the record "
                        "after them passes."
                    )
                )
            elif after.problem != str(checked.problem):
                lines.append(_("Not yet accepted: {problem}.").format(problem=after.problem))
            lines.append(
                _(
                    "Clearing does not make the record good: clearing a fault while the record "
                    "still fails means accepting that failure (it stays on the record, in the "
                    "significant-event log and in the shift report) and letting play go on "
                    "over it, which a second supervisor approves, one of the two an "
                    "administrator. Run casino verify on the whole database and keep its "
                    "output."
                )
            )
        lines.append("")
        lines.append(_("Faults of this table:") if faults else _("This table has no faults."))
        for fault in faults:
            if fault.open:
                state = _("OPEN")
            elif fault.approved_by:
                state = _("cleared by {who}, approved by {approver} at {at}: {note}").format(
                    who=fault.cleared_by,
                    approver=fault.approved_by,
                    at=local_time(fault.cleared_at),
                    note=fault.note,
                )
            else:
                state = _("cleared by {who} at {at}: {note}").format(
                    who=fault.cleared_by, at=local_time(fault.cleared_at), note=fault.note
                )
            lines.append(
                _("  fault {id} ({kind}), raised at {at} by {who}: {detail} - {state}").format(
                    id=fault.id,
                    kind=fault.kind,
                    at=local_time(fault.raised_at),
                    who=fault.raised_by,
                    detail=fault.detail,
                    state=state,
                )
            )
        report = "\n".join(lines)
        with self.db.write() as session:
            actor = signed_in(session, actor)
            open_ids = ", ".join(str(f.id) for f in faults if f.open) or "none"
            log(
                session,
                REPORT_SEEN,
                f"{name}: {actor.name} read the verify report (open faults: {open_ids})",
                actor,
                table_id,
            )
        return report

    def clear(
        self,
        actor: Actor,
        fault_id: int,
        note: str,
        *,
        accept: bool = False,
        approved_by: Signature | None = None,
    ) -> Fault:
        """Clear a fault, with a note, as a pit boss or administrator who has read the
        table's verify report since the fault was raised. A chain fault whose table's record
        still fails is cleared only with ``accept`` and a second supervisor's approval
        (``approved_by``: their name and PIN), one of the two an administrator: the failure
        is then accepted (see the module's note) and play goes on over it. A failure that
        leaves an event the table's play cannot be recomputed past is not accepted: play
        could not go on."""
        note = check_reason(note, N_("clearing a fault")).strip()
        seal = admin.seal_of(self.db.engine)
        with self.db.read() as session:  # one snapshot on either database
            fault = session.get(m.TableFault, fault_id)
            if fault is None:
                raise NotFound(_("there is no fault {id}").format(id=fault_id))
            table_id, kind, detail = fault.table_id, fault.kind, fault.detail
            still = check_table(session, table_id, seal).problem if kind == CHAIN else None
            after = check_table(session, table_id, seal, also=detail) if still else None
        if still is not None and not accept:
            raise InputError(
                _(
                    "the record still fails verification ({problem}); clearing the fault now "
                    "lets play go on over a broken record: accept that explicitly (the fault "
                    "stays on the record and in the shift report), or leave the table stopped"
                ).format(problem=still)
            )
        if after is not None and after.problem is not None and UNFOLDABLE in after.problem:
            raise InputError(
                _(
                    "accepting fault {id} cannot let play go on: {problem}; the table stays "
                    "stopped until its record is restored from a good copy"
                ).format(id=fault_id, problem=after.problem)
            )
        approver = None
        if still is not None:
            if approved_by is None:
                raise PermissionDenied(
                    _(
                        "accepting a record that fails verification needs a second "
                        "supervisor's approval (their name and PIN), one of the two an "
                        "administrator"
                    )
                )
            approver = AuthService(self.db).countersign(approved_by, APPROVE, SUPERVISORS, by=actor)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("clear a table's fault"))
            if approver is not None:
                approver = signer(session, approver.user_id, SUPERVISORS, APPROVE)
                if approver.user_id == actor.user_id:
                    raise PermissionDenied(
                        _(
                            "{name} is accepting this failure and cannot approve it too; "
                            "another supervisor approves it"
                        ).format(name=actor.name)
                    )
                if ADMIN not in (actor.role, approver.role):
                    raise PermissionDenied(
                        _(
                            "{name} and {approver} are both pit bosses: accepting a record "
                            "that fails verification needs an administrator as one of the two"
                        ).format(name=actor.name, approver=approver.name)
                    )
            fault = session.get(m.TableFault, fault_id, populate_existing=True)
            assert fault is not None
            table = session.get(m.CasinoTable, table_id)
            assert table is not None
            if fault.cleared_at is not None:
                raise InputError(
                    _("fault {id} was already cleared by {who} at {at}").format(
                        id=fault_id,
                        who=user_name(session, fault.cleared_by_id),
                        at=local_time(fault.cleared_at),
                    )
                )
            seen = session.scalar(
                select(m.SignificantEvent.id)
                .where(
                    m.SignificantEvent.kind == REPORT_SEEN,
                    m.SignificantEvent.user_id == actor.user_id,
                    m.SignificantEvent.table_id == table_id,
                    m.SignificantEvent.at >= fault.raised_at,
                )
                .limit(1)
            )
            if seen is None:
                raise PermissionDenied(
                    _(
                        "{name} has not read the verify report of {table} since fault {id} "
                        "was raised at {at}: read it first (Faults, Verify report)"
                    ).format(
                        name=actor.name,
                        table=table.name,
                        id=fault_id,
                        at=local_time(fault.raised_at),
                    )
                )
            at = m.utcnow()
            fault.cleared_at = at
            fault.cleared_by_id = actor.user_id
            fault.approved_by_id = approver.user_id if approver is not None else None
            fault.note = (ACCEPTED + note) if still is not None else note
            accepted = (
                f"accepted over a failing record, approved by {approver.name}"
                if approver is not None
                else ""
            )
            admin.record(
                session, seal.key, "FaultCleared", "fault", fault.id, actor.user_id, at, accepted
            )
            log(
                session,
                "fault cleared",
                f"{table.name}: fault {fault.id} ({kind}) cleared"
                + (f", {accepted} ({still})" if still is not None else "")
                + f": {note}",
                actor,
                table_id,
            )
            return Fault(
                fault.id,
                table_id,
                table.name,
                kind,
                fault.detail,
                fault.raised_at,
                fault.raised_by,
                at,
                actor.name,
                fault.note,
                approver.name if approver is not None else None,
            )

    def outages(self, console: str, outages: list[tuple[datetime, str, datetime]]) -> None:
        """A console lost the database and has it again: for each outage (when it was lost,
        why, when it came back) both lines in the significant-event log, and an ``Outage``
        on the administrative record (what a manual slip written meanwhile is checked
        against: ``outage_covering``), all in one unit (the console keeps them until this
        succeeds, so each is written once)."""
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            for lost_at, reason, back_at in outages:
                admin.append(
                    session, seal.key, OUTAGE,
                    {"console": console, "lost_at": admin.stamp(lost_at),
                     "back_at": admin.stamp(back_at), "reason": reason[:500]},
                    None, m.utcnow(),
                )  # fmt: skip
                lost = (
                    f"{console}: database lost at {local_time(lost_at, record=True)} ({reason})"
                )
                log(session, "database lost", lost[:2000])
                back = f"{console}: database back at {local_time(back_at, record=True)}"
                log(session, "database back", back)


def note_outage(seal: admin.Seal | None, console: str, what: str) -> None:
    """A line in the local journal, which is there when the database is not: the journal's
    readers skip it (it names ``<database>#console``, not the database), yet it carries the
    site key's MAC like every line, so it cannot be made up afterwards either."""
    if seal is None:
        return
    entry = journal.Entry(
        f"{seal.identity.database}#console", "console", 0, "", f"{console}: {what}",
        stamp(real_time()),
    )  # fmt: skip
    with contextlib.suppress(OSError):  # the disk is gone as well: nothing left to write to
        journal.append(seal.key, [entry])
