"""Patron complaints, recorded against a hand: who complained, about what, the dealer's note
at the time and the pit boss's notes after, until one of them resolves it.

Anyone who works the table records a complaint (the hand may be the one in play, or any
finished hand of the table, or none: a complaint about the table itself); only a pit boss or
an administrator adds notes and resolves it. A complaint is never edited: its notes follow it
as rows of their own, and a resolved complaint takes no more notes. Each is on the
administrative record (``complaint``, ``complaint_note``) and in the significant-event log,
and ``complaints`` lists them for a table, a shift or a period, for the report.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from casino.games import game as game_named
from casino.i18n import N_, _
from casino.i18n.numbers import group_digits
from casino.services.bounds import TEXT_LIMIT
from casino.services.errors import InputError, NotFound
from casino.services.log import log
from casino.services.tables import TableService
from casino.services.users.auth import (
    NAME_LIMIT,
    SUPERVISORS,
    TABLE_STAFF,
    Actor,
    require,
    signed_in,
    user_name,
)
from casino.services.when import local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database


@dataclass(frozen=True, slots=True)
class NoteLine:
    note: str
    resolved: bool
    by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class ComplaintLine:
    """A complaint with its notes, as the recall and the report show it."""

    id: int
    table_id: int
    table: str
    table_session_id: int | None
    hand_number: int | None
    seat: int | None
    patron: str
    what: str
    dealer_note: str
    recorded_by: str
    at: datetime
    notes: tuple[NoteLine, ...]

    @property
    def resolved(self) -> bool:
        return any(n.resolved for n in self.notes)


def _text(value: object, what: str, limit: int, *, required: bool) -> str:
    """``what``: the text's name (marked with ``N_``), said in the refusals."""
    if not isinstance(value, str):
        raise InputError(_("{what} is text, not {value}").format(what=_(what), value=repr(value)))
    value = value.strip()
    if required and not value:
        raise InputError(_("a complaint needs {what}").format(what=_(what)))
    if len(value) > limit:
        raise InputError(
            _("{what} is at most {limit} characters, not {length}").format(
                what=_(what), limit=group_digits(limit), length=group_digits(len(value))
            )
        )
    if "\x00" in value:
        raise InputError(_("{what} cannot hold a NUL character").format(what=_(what)))
    return value


def _patron(value: object) -> str:
    """Who complained: a name or a player card number, one line."""
    patron = _text(value, N_("the patron's name or card number"), NAME_LIMIT, required=True)
    if any(not ch.isprintable() for ch in patron):
        raise InputError(_("the patron's name or card number cannot hold control characters"))
    return patron


def complaint_lines(
    session: Session,
    *,
    table_id: int | None = None,
    hand_number: int | None = None,
    session_ids: list[int] | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    ids: list[int] | None = None,
) -> list[ComplaintLine]:
    """Complaints (with their notes) matching every filter given, oldest first.
    ``session_ids`` also takes a complaint at a closed table (no session) recorded between
    ``since`` and ``until`` when those are given."""
    c = m.Complaint
    query = select(c, m.CasinoTable.name).join(m.CasinoTable, m.CasinoTable.id == c.table_id)
    if table_id is not None:
        query = query.where(c.table_id == table_id)
    if hand_number is not None:
        query = query.where(c.hand_number == hand_number)
    if ids is not None:
        query = query.where(c.id.in_(ids))
    in_time = []
    if since is not None:
        in_time.append(c.at >= since)
    if until is not None:
        in_time.append(c.at < until)
    if session_ids is not None:
        in_session = c.table_session_id.in_(session_ids)
        if in_time:
            query = query.where(or_(in_session, and_(c.table_session_id.is_(None), *in_time)))
        else:
            query = query.where(in_session)
    elif in_time:
        query = query.where(*in_time)
    rows = session.execute(query.order_by(c.id)).all()
    notes: dict[int, list[NoteLine]] = defaultdict(list)
    if rows:
        by = aliased(m.User)
        for note, name in session.execute(
            select(m.ComplaintNote, by.name)
            .join(by, by.id == m.ComplaintNote.by_id)
            .where(m.ComplaintNote.complaint_id.in_([r[0].id for r in rows]))
            .order_by(m.ComplaintNote.id)
        ):
            notes[note.complaint_id].append(NoteLine(note.note, note.resolved, name, note.at))
    names: dict[int, str] = {}
    found = []
    for row, table in rows:
        if row.recorded_by_id not in names:
            names[row.recorded_by_id] = user_name(session, row.recorded_by_id)
        found.append(
            ComplaintLine(
                row.id,
                row.table_id,
                table,
                row.table_session_id,
                row.hand_number,
                row.seat,
                row.patron,
                row.what,
                row.dealer_note,
                names[row.recorded_by_id],
                row.at,
                tuple(notes.get(row.id, ())),
            )
        )
    return found


def complaint_counts(session: Session, table_id: int, hands: list[int]) -> dict[int, int]:
    """How many complaints each of ``hands`` has (hands without any are left out)."""
    c = m.Complaint
    rows = session.execute(
        select(c.hand_number, func.count())
        .where(c.table_id == table_id, c.hand_number.in_(hands))
        .group_by(c.hand_number)
    )
    return {int(hand): int(count) for hand, count in rows if hand is not None}


class ComplaintService:
    """Recording complaints, the pit boss's notes on them, and listing them.

    ``tables`` is the console's ``TableService``, whose fold tells the hand in play (a
    service of its own when None)."""

    def __init__(self, db: Database, tables: TableService | None = None) -> None:
        self.db = db
        self.tables = tables if tables is not None else TableService(db)

    def record(
        self,
        actor: Actor,
        table_id: int,
        hand_number: int | None,
        seat: int | None,
        patron: str,
        what: str,
        dealer_note: str = "",
    ) -> int:
        """A patron's complaint at a table, against one of its hands (the one in play or a
        finished one) or none; the complaint's id."""
        patron = _patron(patron)
        what = _text(what, N_("what the patron says happened"), TEXT_LIMIT, required=True)
        dealer_note = _text(dealer_note, N_("the dealer's note"), TEXT_LIMIT, required=False)
        for value, refusal in (
            (hand_number, N_("the hand's number is a whole number, not {value}")),
            (seat, N_("the seat is a whole number, not {value}")),
        ):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise InputError(_(refusal).format(value=repr(value)))
        view = self.tables.view(table_id)
        game = game_named(view.game)
        phase = game.engine.phase(view.state)
        in_play = phase.hands_dealt if phase.in_hand else None
        seats = len(game.engine.seats(view.state))
        if seat is not None and not 1 <= seat <= seats:
            raise InputError(
                _("{table} has seats 1 to {seats}, not {seat}").format(
                    table=view.name, seats=seats, seat=seat
                )
            )
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *TABLE_STAFF, to=N_("record a complaint"))
            session_id = _open_session_id(session, table_id)
            if hand_number is not None:
                hand = session.scalar(
                    select(m.Hand).where(m.Hand.table_id == table_id, m.Hand.number == hand_number)
                )
                if hand is not None:
                    session_id = hand.table_session_id
                elif hand_number != in_play:
                    raise InputError(_no_hand(view.name, hand_number, in_play))
            at = m.utcnow()
            row = m.Complaint(
                table_id=table_id,
                table_session_id=session_id,
                hand_number=hand_number,
                seat=seat,
                patron=patron,
                what=what,
                dealer_note=dealer_note,
                recorded_by_id=actor.user_id,
                at=at,
            )
            session.add(row)
            session.flush()
            admin.record(
                session, seal.key, "ComplaintRecorded", "complaint", row.id, actor.user_id, at
            )
            where = f"hand {hand_number}" if hand_number is not None else "no hand"
            if seat is not None:
                where += f", seat {seat}"
            log(session, "complaint", f"{patron} ({where}): {what}"[:2000], actor, table_id)
            return row.id

    def add_note(self, actor: Actor, complaint_id: int, note: str, resolved: bool = False) -> int:
        """A pit boss's note on a complaint; ``resolved`` closes it. The note's id."""
        note = _text(note, N_("the note"), TEXT_LIMIT, required=True)
        if not isinstance(resolved, bool):
            raise InputError(
                _("resolved is true or false, not {value}").format(value=repr(resolved))
            )
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("add a note to a complaint"))
            complaint = session.get(m.Complaint, complaint_id)
            if complaint is None:
                raise NotFound(
                    _("there is no complaint {complaint}").format(complaint=complaint_id)
                )
            closed = session.scalar(
                select(m.ComplaintNote)
                .where(m.ComplaintNote.complaint_id == complaint_id, m.ComplaintNote.resolved)
                .limit(1)
            )
            if closed is not None:
                raise InputError(
                    _(
                        "complaint {complaint} was resolved by {user} at {time}; it takes no "
                        "more notes"
                    ).format(
                        complaint=complaint_id,
                        user=user_name(session, closed.by_id),
                        time=local_time(closed.at),
                    )
                )
            at = m.utcnow()
            row = m.ComplaintNote(
                complaint_id=complaint_id, note=note, resolved=resolved, by_id=actor.user_id, at=at
            )
            session.add(row)
            session.flush()
            admin.record(
                session, seal.key, "ComplaintNoted", "complaint_note", row.id, actor.user_id, at
            )
            what = "resolved" if resolved else "note"
            log(
                session,
                "complaint note",
                f"complaint {complaint_id} ({complaint.patron}) {what}: {note}"[:2000],
                actor,
                complaint.table_id,
            )
            return row.id

    def complaints(
        self,
        table_id: int | None = None,
        *,
        hand_number: int | None = None,
        shift_id: int | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[ComplaintLine]:
        """Complaints for the report: of a table (of one hand of it), of a shift (recorded
        in its table sessions, or at a closed table while it was open), or of a period
        (``since`` up to ``until``); every filter given applies. Reading needs no sign-in,
        like the recall and the reports."""
        with self.db.read() as session:
            session_ids: list[int] | None = None
            if shift_id is not None:
                shift = session.get(m.Shift, shift_id)
                if shift is None:
                    raise NotFound(_("there is no shift {shift}").format(shift=shift_id))
                session_ids = list(
                    session.scalars(
                        select(m.TableSession.id).where(m.TableSession.shift_id == shift_id)
                    )
                )
                since = since if since is not None else shift.opened_at
                until = until if until is not None else shift.closed_at
                return complaint_lines(
                    session,
                    table_id=table_id,
                    hand_number=hand_number,
                    session_ids=session_ids,
                    since=since,
                    until=until,
                )
            return complaint_lines(
                session, table_id=table_id, hand_number=hand_number, since=since, until=until
            )

    def complaint(self, complaint_id: int) -> ComplaintLine:
        with self.db.read() as session:
            found = complaint_lines(session, ids=[complaint_id])
        if not found:
            raise NotFound(_("there is no complaint {complaint}").format(complaint=complaint_id))
        return found[0]


def _open_session_id(session: Session, table_id: int) -> int | None:
    return session.scalar(
        select(m.TableSession.id).where(
            m.TableSession.table_id == table_id, m.TableSession.closed_at.is_(None)
        )
    )


def _no_hand(table: str, number: int, in_play: int | None) -> str:
    if in_play is not None:
        return _(
            "{table} has no hand {hand}: the hand in play is {in_play}, and a complaint is "
            "recorded against it or a finished hand"
        ).format(table=table, hand=number, in_play=in_play)
    return _("{table} has no finished hand {hand} (and no hand is in play)").format(
        table=table, hand=number
    )
