"""Fill and credit slips, from issue to void, and the report of gaps in their numbers.

A fill brings chips to a table's tray from the cage, a credit takes them back; each is a
numbered slip. What the table-games regulations ask of a slip (``compliance.md`` 5 to 8, 10
and 27), and how it is held here:

* **Numbers** run from 1 within each kind and **gaming day of the slip's shift**, with no gap:
  the next number is taken under the administrative lock, inside the transaction that writes
  the slip, and the unique key (kind, period, number) refuses a second slip with the same
  number whatever happens. The gap report (``slip_gaps``) lists any number missing anyway (a
  row lost, or written around the services) and every voided number, per gaming day and kind.
* **A request acts once.** The console gives each fill or credit request one command id; a
  retry (a double click, or the database lost after the slip was written) finds the slip
  under that id and gets it back, writing nothing, and the same id for another request is
  refused. The lock decides between two consoles; the unique index on ``slips.command_id``
  holds even if it did not.
* **Who may** request, issue and sign a slip is site configuration (``[pit.roles]``,
  ``casino.pit_settings``), read by the service, never the caller's say: by default a pit
  boss or administrator issues, anyone on the floor receives. The requester, the issuer and
  the receiver are different people. The accounting role reads slips and changes nothing.
* **A void** is a ``slip_voids`` row pointing at the slip, with the reason, the person asking
  for it and a supervisor approving it (two different people). The slip's row is never
  touched: it stays in the record and in the reports, marked void.
* **A manual slip** is the pre-printed paper slip written while the system was down, entered
  afterwards. It keeps the number printed on the paper and the time written on it, is marked
  manual, and takes its system number in sequence in the gaming day of the table session
  that was open at that time, so the gap report stays whole.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from sqlalchemy import func, insert, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from casino.i18n import N_, _
from casino.pit_settings import READ_ONLY, PitSettings
from casino.services.bounds import check_reason
from casino.services.errors import ConflictError, InputError, NotFound, PermissionDenied
from casino.services.log import log
from casino.services.pit.chips import check_counts
from casino.services.pit.outages import WRITTEN_TO, outage_covering
from casino.services.pit.settings import ReadsPitSettings
from casino.services.pit.slip_records import (
    CREDIT,
    FILL,
    KINDS,
    GapReport,
    SlipGap,
    SlipQueries,
    SlipRow,
    VoidMark,
    kind_word,
    one_line,
    parse_label,
    period_of,
    void_ids,
    void_marks,
)
from casino.services.users.auth import (
    ROLE_NAMES,
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
    user_name,
)
from casino.services.when import aware, gaming_day, local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

__all__ = [
    "CREDIT",
    "FILL",
    "KINDS",
    "GapReport",
    "SlipGap",
    "SlipNumber",
    "SlipQueries",
    "SlipRow",
    "SlipService",
    "VoidMark",
    "parse_label",
    "period_of",
    "void_ids",
    "void_marks",
]

COMMAND_ID_LIMIT = 64
"""The longest command id (``slips.command_id``)."""
PRINTED_LIMIT = 40
"""The longest pre-printed number of a manual slip (``slips.printed_number``)."""


@dataclass(frozen=True, slots=True)
class SlipNumber:
    """A slip as its issue returns it: enough to print and to find it again."""

    id: int
    kind: str
    year: int
    """The numbering period: the gaming day as YYYYMMDD (``models.slip_label``)."""
    number: int
    total: int
    manual: bool = False
    repeated: bool = field(default=False, compare=False)
    """The request had been made before under the same command id: this is that slip,
    and nothing was written now."""

    @property
    def label(self) -> str:
        return m.slip_label(self.year, self.number)

    def __str__(self) -> str:
        return f"{self.kind} {self.label}"


@dataclass(frozen=True, slots=True)
class _Manual:
    printed_number: str
    written_at: datetime
    reason: str


@dataclass(frozen=True, slots=True)
class _Request:
    """What a slip request asked for, to tell a retry from another request."""

    kind: str
    table_id: int
    lines: tuple[tuple[int, int], ...]
    issued_by: int
    received_by: int
    requested_by: int | None
    manual: _Manual | None


def _check_command_id(command_id: str | None) -> str | None:
    if command_id is None:
        return None
    if not isinstance(command_id, str) or not command_id.strip():
        raise InputError(_("a slip request's command id is a non-empty text"))
    if len(command_id) > COMMAND_ID_LIMIT or not command_id.isprintable():
        raise InputError(
            _("a slip request's command id is at most {limit} printable characters").format(
                limit=COMMAND_ID_LIMIT
            )
        )
    return command_id


def _check_manual(printed_number: str, written_at: datetime, reason: str) -> _Manual:
    printed = printed_number.strip() if isinstance(printed_number, str) else ""
    if not printed:
        raise InputError(_("a manual slip needs the number printed on the paper slip"))
    if len(printed) > PRINTED_LIMIT or not printed.isprintable():
        raise InputError(
            _(
                "a pre-printed slip number is at most {limit} printable characters, not {length}"
            ).format(limit=PRINTED_LIMIT, length=len(printed))
        )
    if not isinstance(written_at, datetime):
        raise InputError(_("a manual slip needs the date and time written on it"))
    written = aware(written_at).astimezone(UTC)
    return _Manual(printed, written, check_reason(reason, N_("a manual slip")))


def _slip_lines(session: Session, slip_id: int) -> tuple[tuple[int, int], ...]:
    rows = session.execute(
        select(m.SlipLine.denomination, m.SlipLine.count)
        .where(m.SlipLine.slip_id == slip_id)
        .order_by(m.SlipLine.denomination)
    )
    return tuple((int(d), int(c)) for d, c in rows)


def _asked(session: Session, slip: m.Slip) -> _Request:
    """What the request that wrote ``slip`` asked for."""
    table_session = session.get(m.TableSession, slip.table_session_id)
    assert table_session is not None
    manual = None
    if slip.manual:
        assert slip.written_at is not None
        manual = _Manual(
            slip.printed_number or "", aware(slip.written_at).astimezone(UTC), slip.reason
        )
    return _Request(
        slip.kind,
        table_session.table_id,
        _slip_lines(session, slip.id),
        slip.issued_by_id,
        slip.received_by_id,
        slip.requested_by_id,
        manual,
    )


def _number_of(slip: m.Slip, repeated: bool = False) -> SlipNumber:
    return SlipNumber(
        slip.id, slip.kind, slip.year, slip.number, slip.total, bool(slip.manual), repeated
    )


def _by_command(session: Session, command_id: str, wanted: _Request) -> SlipNumber | None:
    """The slip a request under ``command_id`` wrote before, when it asked for the same;
    refused when the id was used for another request."""
    slip = session.scalar(select(m.Slip).where(m.Slip.command_id == command_id))
    if slip is None:
        return None
    if _asked(session, slip) != wanted:
        raise InputError(
            _(
                "command id {command_id} was already used for {kind} {slip}, another request; "
                "each request needs a new id, and nothing was written"
            ).format(
                command_id=repr(command_id),
                kind=kind_word(slip.kind),
                slip=m.slip_label(slip.year, slip.number),
            )
        )
    return _number_of(slip, repeated=True)


def _may(actor: Actor, roles: Sequence[str], to: str) -> None:
    """Refuse ``actor`` unless their role holds the duty; the accounting role is told it
    reads and changes nothing."""
    if actor.role in READ_ONLY:
        raise PermissionDenied(
            _(
                "{name} is {role}; accounting reads slips, counts and reports and changes "
                "nothing, so may not {to}"
            ).format(name=actor.name, role=_(ROLE_NAMES.get(actor.role, actor.role)), to=_(to))
        )
    require(actor, *roles, to=to)


def _describe(session: Session, slip: m.Slip) -> str:
    """``fill 2026-11-23-00004, entered by Pat Pitboss at 21:04``."""
    who = user_name(session, slip.issued_by_id)
    return _("{kind} {slip}, entered by {who} at {at}").format(
        kind=kind_word(slip.kind),
        slip=m.slip_label(slip.year, slip.number),
        who=who,
        at=local_time(slip.issued_at),
    )


_TO_SIGN = {FILL: N_("receive a fill"), CREDIT: N_("receive a credit")}
_TO_REQUEST = {FILL: N_("request a fill"), CREDIT: N_("request a credit")}
_TO_ISSUE = {FILL: N_("issue a fill"), CREDIT: N_("issue a credit")}
_TO_VOID = {FILL: N_("void a fill slip"), CREDIT: N_("void a credit slip")}
_TO_APPROVE_MANUAL = {
    FILL: N_("approve a manual fill written while no outage is on record"),
    CREDIT: N_("approve a manual credit written while no outage is on record"),
}
"""What a signature or a role is for, per kind: in English, as the record keeps them (marked
for translation where they are said)."""


class SlipService(SlipQueries, ReadsPitSettings):
    """Fills, credits, their voids and manual slips; and (``SlipQueries``) the slips list
    and the gap report."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        super().__init__(db)
        self._settings = settings


    # -- issuing ---------------------------------------------------------------------------

    def fill(
        self,
        actor: Actor,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
        *,
        command_id: str | None = None,
        requested_by: Signature | None = None,
    ) -> SlipNumber:
        """Chips from the cage to the table's tray, on the next fill slip."""
        return self._issue(actor, FILL, table_id, chips, received_by, requested_by, command_id)

    def credit(
        self,
        actor: Actor,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
        *,
        command_id: str | None = None,
        requested_by: Signature | None = None,
    ) -> SlipNumber:
        """Chips from the table's tray back to the cage, on the next credit slip."""
        return self._issue(actor, CREDIT, table_id, chips, received_by, requested_by, command_id)

    def manual_slip(
        self,
        actor: Actor,
        kind: str,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
        printed_number: str,
        written_at: datetime,
        reason: str,
        *,
        requested_by: Signature | None = None,
        command_id: str | None = None,
        approved_by: Signature | None = None,
    ) -> SlipNumber:
        """A pre-printed paper slip written while the system was down, entered now by the
        person who issued it, with the receiver's signature: it keeps ``printed_number`` and
        the time ``written_at``, is marked manual, and takes the next system number of that
        session's gaming day. ``written_at`` must be past and within a session of the table
        that is open, or closed but not yet counted (a counted drop is never changed after);
        and the record must show the system was down then (an outage on the administrative
        record, ``faults.outage_covering``), or an administrator approves the slip
        (``approved_by``: their name and PIN), who is then on the slip's record."""
        manual = _check_manual(printed_number, written_at, reason)
        return self._issue(
            actor, kind, table_id, chips, received_by, requested_by, command_id, manual,
            approved_by,
        )  # fmt: skip

    def _issue(
        self,
        actor: Actor,
        kind: str,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
        requested_by: Signature | None,
        command_id: str | None,
        manual: _Manual | None = None,
        approved_by: Signature | None = None,
    ) -> SlipNumber:
        if kind not in KINDS:
            raise InputError(_("a slip is a fill or a credit, not {kind}").format(kind=repr(kind)))
        total = check_counts(chips)
        if total == 0:
            raise InputError(
                _("a {kind} slip for no chips is not a {kind}").format(kind=kind_word(kind))
            )
        command_id = _check_command_id(command_id)
        settings = self.settings
        auth = AuthService(self.db)
        sign_roles, request_roles = settings.may(f"{kind}_sign"), settings.may(f"{kind}_request")
        to_sign, to_request = _TO_SIGN[kind], _TO_REQUEST[kind]
        receiver = auth.countersign(received_by, to_sign, sign_roles, by=actor)
        requester = (
            auth.countersign(requested_by, to_request, request_roles, by=actor)
            if requested_by is not None
            else None
        )
        to_approve = _TO_APPROVE_MANUAL[kind]
        approver = (
            auth.countersign(approved_by, to_approve, ("admin",), by=actor)
            if approved_by is not None and manual is not None
            else None
        )
        lines = tuple(sorted((int(d), int(c)) for d, c in chips.items() if c))
        seal = admin.seal_of(self.db.engine)
        wanted: _Request | None = None
        try:
            with self.db.write() as session:
                admin.lock(session)
                actor = signed_in(session, actor)
                wanted = _Request(
                    kind, table_id, lines, actor.user_id, receiver.user_id,
                    requester.user_id if requester is not None else None, manual,
                )  # fmt: skip
                if command_id is not None:
                    before = _by_command(session, command_id, wanted)
                    if before is not None:
                        return before
                _may(actor, settings.may(f"{kind}_issue"), _TO_ISSUE[kind])
                receiver = signer(session, receiver.user_id, sign_roles, to_sign)
                if requester is not None:
                    requester = signer(session, requester.user_id, request_roles, to_request)
                _different(kind, actor, receiver, requester)
                table = session.get(m.CasinoTable, table_id)
                if table is None:
                    raise NotFound(_("there is no table with id {id}").format(id=table_id))
                now = m.utcnow()
                if manual is None:
                    table_session = _open_session(session, table, kind)
                else:
                    table_session = _session_at(session, table, manual.written_at, now)
                    _not_counted(session, table, table_session)
                    _printed_once(session, kind, manual.printed_number)
                    approver = _down_or_approved(session, manual, actor, approver, to_approve)
                slip = _write(
                    session, kind, table_session, total, lines, actor, receiver, requester,
                    command_id, manual, now, approver,
                )  # fmt: skip
                kind_name = (
                    f"{kind.title()}Issued" if manual is None else (f"Manual{kind.title()}Entered")
                )
                admin.record(session, seal.key, kind_name, "slip", slip.id, actor.user_id, now)
                detail = f"{slip}: {total} to table {table.name}"
                if manual is not None:
                    basis = (
                        f"approved by {approver.name}, no outage on record"
                        if approver is not None
                        else "during an outage on record"
                    )
                    detail = (
                        f"manual {detail}, pre-printed {manual.printed_number}, written "
                        f"{local_time(manual.written_at, record=True)} ({basis}): "
                        f"{one_line(manual.reason)}"
                    )
                log(session, kind, detail, actor, table_id)
                return slip
        except IntegrityError:
            if command_id is not None and wanted is not None:
                with self.db.read() as session:
                    before = _by_command(session, command_id, wanted)
                if before is not None:
                    return before
            raise ConflictError(
                _("another console took the same {kind} slip number; issue the slip again").format(
                    kind=kind_word(kind)
                )
            ) from None

    # -- voiding ---------------------------------------------------------------------------

    def void_slip(
        self,
        actor: Actor,
        slip: int | tuple[str, str],
        reason: str,
        approved_by: Signature,
    ) -> int:
        """Void a slip: a ``slip_voids`` row pointing at it with ``reason``, asked for by
        ``actor`` (who may request or issue that kind of slip) and approved by a supervisor
        who is someone else. ``slip`` is its id or (kind, number as printed). The slip stays
        on record. Returns the void's id."""
        reason = check_reason(reason, N_("a slip void"))
        to_approve = N_("approve a slip void")
        approver = AuthService(self.db).countersign(approved_by, to_approve, SUPERVISORS, by=actor)
        seal = admin.seal_of(self.db.engine)
        found: m.Slip | None = None
        try:
            with self.db.write() as session:
                admin.lock(session)
                actor = signed_in(session, actor)
                found = _find_slip(session, slip)
                settings = self.settings
                roles = tuple(
                    dict.fromkeys(
                        settings.may(f"{found.kind}_request") + settings.may(f"{found.kind}_issue")
                    )
                )
                _may(actor, roles, _TO_VOID[found.kind])
                approver = signer(session, approver.user_id, SUPERVISORS, to_approve)
                if approver.user_id == actor.user_id:
                    raise InputError(
                        _(
                            "a slip void needs two different people: {name} asks for it, "
                            "so another pit boss or administrator approves it"
                        ).format(name=actor.name)
                    )
                _not_voided(session, found)
                at = m.utcnow()
                void_id = session.execute(
                    insert(m.SlipVoid)
                    .values(
                        slip_id=found.id,
                        reason=reason,
                        requested_by_id=actor.user_id,
                        approved_by_id=approver.user_id,
                        at=at,
                    )
                    .returning(m.SlipVoid.id)
                ).scalar_one()
                admin.record(
                    session, seal.key, "SlipVoided", "slip_void", void_id, actor.user_id, at
                )
                table_id = _table_of(session, found)
                label = m.slip_label(found.year, found.number)
                detail = (
                    f"{found.kind} {label} voided, approved by {approver.name}: {one_line(reason)}"
                )
                log(session, "slip voided", detail, actor, table_id)
                return int(void_id)
        except IntegrityError:
            if found is not None:
                with self.db.read() as session:
                    _not_voided(session, found)
            raise ConflictError(
                _("another console voided this slip at the same moment")
            ) from None


def _different(kind: str, actor: Actor, receiver: Actor, requester: Actor | None) -> None:
    """The requester, the issuer and the receiver of a slip are different people."""
    if receiver.user_id == actor.user_id:
        raise InputError(
            _("a {kind} slip needs two different people to sign it").format(kind=kind_word(kind))
        )
    if requester is not None and requester.user_id in (actor.user_id, receiver.user_id):
        raise InputError(
            _(
                "the requester, the issuer and the receiver of a {kind} slip are three "
                "different people; {name} cannot be two of them"
            ).format(kind=kind_word(kind), name=requester.name)
        )


def _open_session(session: Session, table: m.CasinoTable, kind: str) -> m.TableSession:
    found = session.scalar(
        select(m.TableSession).where(
            m.TableSession.table_id == table.id, m.TableSession.closed_at.is_(None)
        )
    )
    if found is None:
        raise InputError(
            _("table {table} is not open; a {kind} goes to an open table").format(
                table=table.name, kind=kind_word(kind)
            )
        )
    return found


def _session_at(
    session: Session, table: m.CasinoTable, written: datetime, now: datetime
) -> m.TableSession:
    """The session of ``table`` that was open at ``written`` (closed since or not). A paper
    slip's time is written to the minute, so a session open at any moment of that minute
    counts (a fill written "21:04" for a table opened at 21:04:30)."""
    if written > aware(now):
        raise InputError(
            _(
                "the time written on the slip, {at}, is later than now; enter the time the "
                "paper slip shows"
            ).format(at=local_time(written))
        )
    found = session.scalar(
        select(m.TableSession)
        .where(
            m.TableSession.table_id == table.id,
            m.TableSession.opened_at < written + WRITTEN_TO,
            or_(m.TableSession.closed_at.is_(None), m.TableSession.closed_at >= written),
        )
        .order_by(m.TableSession.opened_at.desc())
        .limit(1)
    )
    if found is None:
        raise InputError(
            _(
                "table {table} was not open at {at}: the time written on a manual slip falls "
                "between an opener and a closer of its table"
            ).format(table=table.name, at=local_time(written))
        )
    return found


def _not_counted(session: Session, table: m.CasinoTable, table_session: m.TableSession) -> None:
    """Refuse a manual slip for a session whose drop box the count room has counted: the
    shift's fills, credits and win are settled by that count, and are not changed after."""
    counted = session.scalar(
        select(func.min(m.DropCount.counted_at)).where(
            m.DropCount.table_session_id == table_session.id
        )
    )
    if counted is not None:
        raise InputError(
            _(
                "{table}'s session opened {opened} was closed and its drop counted at "
                "{counted}: a manual slip goes only into a session that is open, or closed "
                "and not yet counted"
            ).format(
                table=table.name,
                opened=local_time(aware(table_session.opened_at)),
                counted=local_time(aware(counted)),
            )
        )


def _down_or_approved(
    session: Session, manual: _Manual, actor: Actor, approver: Actor | None, to: str
) -> Actor | None:
    """Who approved a manual slip the record does not show the system was down for: an
    administrator other than the one entering it; None when an outage on record covers the
    time written on it (then no approval is asked for, and none is kept)."""
    if outage_covering(session, manual.written_at, WRITTEN_TO) is not None:
        return None
    if approver is None:
        raise PermissionDenied(
            _(
                "the record shows no outage at {at}, the time written on the slip: an "
                "administrator approves a manual slip written while the system was up"
            ).format(at=local_time(manual.written_at))
        )
    approver = signer(session, approver.user_id, ("admin",), to)
    if approver.user_id == actor.user_id:
        raise PermissionDenied(
            _(
                "{name} entered this manual slip and cannot approve it too; another "
                "administrator approves it"
            ).format(name=actor.name)
        )
    return approver


def _printed_once(session: Session, kind: str, printed: str) -> None:
    """Refuse a pre-printed number entered before (and not voided since), naming it."""
    earlier = session.scalars(
        select(m.Slip)
        .where(m.Slip.kind == kind, m.Slip.printed_number == printed)
        .order_by(m.Slip.id)
    ).all()
    voided = void_ids(session, [s.id for s in earlier])
    live = [s for s in earlier if s.id not in voided]
    if live:
        raise InputError(
            _(
                "pre-printed {kind} slip {printed} was already entered as {entered}; nothing "
                "was written"
            ).format(kind=kind_word(kind), printed=printed, entered=_describe(session, live[0]))
        )


def _write(
    session: Session,
    kind: str,
    table_session: m.TableSession,
    total: int,
    lines: tuple[tuple[int, int], ...],
    actor: Actor,
    receiver: Actor,
    requester: Actor | None,
    command_id: str | None,
    manual: _Manual | None,
    now: datetime,
    approver: Actor | None = None,
) -> SlipNumber:
    """The slip and its lines, numbered next in its kind and the gaming day of its shift."""
    shift = session.get(m.Shift, table_session.shift_id)
    assert shift is not None
    year = period_of(gaming_day(aware(shift.opened_at)))
    number = (
        session.scalar(
            select(func.max(m.Slip.number)).where(m.Slip.kind == kind, m.Slip.year == year)
        )
        or 0
    ) + 1
    slip_id = session.execute(
        insert(m.Slip)
        .values(
            kind=kind,
            year=year,
            number=number,
            table_session_id=table_session.id,
            total=total,
            issued_at=now,
            issued_by_id=actor.user_id,
            received_by_id=receiver.user_id,
            command_id=command_id,
            requested_by_id=requester.user_id if requester is not None else None,
            manual=manual is not None,
            printed_number=manual.printed_number if manual is not None else None,
            written_at=manual.written_at if manual is not None else None,
            reason=manual.reason if manual is not None else "",
            approved_by_id=approver.user_id if approver is not None else None,
        )
        .returning(m.Slip.id)
    ).scalar_one()
    session.execute(
        insert(m.SlipLine),
        [{"slip_id": slip_id, "denomination": d, "count": c} for d, c in lines],
    )
    return SlipNumber(slip_id, kind, year, number, total, manual is not None)


def _find_slip(session: Session, slip: int | tuple[str, str]) -> m.Slip:
    if isinstance(slip, tuple):
        kind, label = slip
        if kind not in KINDS:
            raise InputError(_("a slip is a fill or a credit, not {kind}").format(kind=repr(kind)))
        period, number = parse_label(label)
        found = session.scalar(
            select(m.Slip).where(
                m.Slip.kind == kind, m.Slip.year == period, m.Slip.number == number
            )
        )
        if found is None:
            raise NotFound(
                _("there is no {kind} slip {slip}").format(
                    kind=kind_word(kind), slip=m.slip_label(period, number)
                )
            )
        return found
    found = session.get(m.Slip, slip)
    if found is None:
        raise NotFound(_("there is no slip with id {id}").format(id=slip))
    return found


def _not_voided(session: Session, slip: m.Slip) -> None:
    """Refuse a slip voided before, saying who voided it and when."""
    before = session.scalar(select(m.SlipVoid).where(m.SlipVoid.slip_id == slip.id))
    if before is not None:
        raise InputError(
            _(
                "{kind} {slip} was already voided by {requested_by}, approved by "
                "{approved_by} at {at} ({reason}); nothing was changed"
            ).format(
                kind=kind_word(slip.kind),
                slip=m.slip_label(slip.year, slip.number),
                requested_by=user_name(session, before.requested_by_id),
                approved_by=user_name(session, before.approved_by_id),
                at=local_time(before.at),
                reason=one_line(before.reason),
            )
        )


def _table_of(session: Session, slip: m.Slip) -> int | None:
    return session.scalar(
        select(m.TableSession.table_id).where(m.TableSession.id == slip.table_session_id)
    )
