"""Shifts, and the chips that move between a table and the cage during one.

A fill brings chips to a table's tray from the cage, a credit takes them back; each is a
numbered slip, signed by the pit boss who issues it and the person who receives it. Slip
numbers run from 1 within each kind and **gaming day of the slip's shift** (not the calendar
year of the console's clock) with no gap: the next number is taken under the administrative
lock, inside the transaction that writes the slip, and the unique key (kind, period, number)
refuses a second slip with the same number whatever happens.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from casino.services.auth import (
    NAME_LIMIT,
    SUPERVISORS,
    TABLE_STAFF,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
    user_name,
)
from casino.services.chips import check_counts
from casino.services.errors import ConflictError, InputError, NotFound
from casino.services.journaling import note_tables
from casino.services.log import log
from casino.services.when import aware, gaming_day, local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

FILL, CREDIT = "fill", "credit"


@dataclass(frozen=True, slots=True)
class SlipNumber:
    id: int
    kind: str
    year: int
    """The numbering period: the gaming day as YYYYMMDD (``models.slip_label``)."""
    number: int
    total: int

    def __str__(self) -> str:
        return f"{self.kind} {m.slip_label(self.year, self.number)}"


class ShiftService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def open_shift(self, actor: Actor, name: str) -> int:
        name = name.strip()
        if not name:
            raise InputError("a shift needs a name, such as 'Day 2026-11-22'")
        if len(name) > NAME_LIMIT:
            raise InputError(f"a shift's name is at most {NAME_LIMIT} characters")
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to="open a shift")
            at = m.utcnow()
            shift = m.Shift(name=name, opened_by_id=actor.user_id, opened_at=at)
            session.add(shift)
            session.flush()
            log(session, "shift opened", shift.name, actor)
            admin.record(session, seal.key, "ShiftOpened", "shift", shift.id, actor.user_id, at)
            return shift.id

    def open_shifts(self) -> list[tuple[int, str]]:
        with self.db.read() as session:
            rows = session.execute(
                select(m.Shift.id, m.Shift.name).where(m.Shift.closed_at.is_(None))
            )
            return [(r[0], r[1]) for r in rows]

    def close_shift(self, actor: Actor, shift_id: int) -> None:
        """Close a shift once every table opened in it has its closer."""
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)  # no table opens into the shift while it closes
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to="close a shift")
            shift = session.get(m.Shift, shift_id, populate_existing=True)
            if shift is None:
                raise NotFound(f"there is no shift {shift_id}")
            if shift.closed_at is not None:
                raise InputError(f"{closed_by(session, shift, 'already ')}; nothing was changed")
            still_open = session.scalars(
                select(m.CasinoTable.name)
                .join(m.TableSession, m.TableSession.table_id == m.CasinoTable.id)
                .where(m.TableSession.shift_id == shift_id, m.TableSession.closed_at.is_(None))
            ).all()
            if still_open:
                raise InputError(
                    f"close these tables with their closer first: {', '.join(still_open)}"
                )
            at = m.utcnow()
            shift.closed_at = at
            shift.closed_by_id = actor.user_id
            log(session, "shift closed", shift.name, actor)
            admin.record(session, seal.key, "ShiftClosed", "shift", shift.id, actor.user_id, at)
            tables = session.scalars(
                select(m.TableSession.table_id).where(m.TableSession.shift_id == shift_id)
            ).all()
        note_tables(self.db, f"shift {shift_id} closed", tables)

    def fill(
        self, actor: Actor, table_id: int, chips: Mapping[int, int], received_by: Signature
    ) -> SlipNumber:
        """Chips from the cage to the table's tray."""
        return self._slip(actor, FILL, table_id, chips, received_by)

    def credit(
        self, actor: Actor, table_id: int, chips: Mapping[int, int], received_by: Signature
    ) -> SlipNumber:
        """Chips from the table's tray back to the cage."""
        return self._slip(actor, CREDIT, table_id, chips, received_by)

    def _slip(
        self,
        actor: Actor,
        kind: str,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
    ) -> SlipNumber:
        total = check_counts(chips)
        if total == 0:
            raise InputError(f"a {kind} slip for no chips is not a {kind}")
        to = f"receive a {kind}"
        receiver = AuthService(self.db).countersign(received_by, to)
        seal = admin.seal_of(self.db.engine)
        try:
            with self.db.write() as session:
                admin.lock(session)
                actor = signed_in(session, actor)
                require(actor, *SUPERVISORS, to=f"issue a {kind}")
                receiver = signer(session, receiver.user_id, TABLE_STAFF, to)
                if receiver.user_id == actor.user_id:
                    raise InputError(f"a {kind} slip needs two different people to sign it")
                table_session = session.scalar(
                    select(m.TableSession).where(
                        m.TableSession.table_id == table_id, m.TableSession.closed_at.is_(None)
                    )
                )
                if table_session is None:
                    raise InputError(
                        f"table {table_id} is not open; a {kind} goes to an open table"
                    )
                now = m.utcnow()
                shift = session.get(m.Shift, table_session.shift_id)
                assert shift is not None
                year = int(gaming_day(aware(shift.opened_at)).strftime("%Y%m%d"))
                number = (
                    session.scalar(
                        select(func.max(m.Slip.number)).where(
                            m.Slip.kind == kind, m.Slip.year == year
                        )
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
                    )
                    .returning(m.Slip.id)
                ).scalar_one()
                session.execute(
                    insert(m.SlipLine),
                    [
                        {"slip_id": slip_id, "denomination": d, "count": c}
                        for d, c in sorted(chips.items())
                    ],
                )
                slip = SlipNumber(slip_id, kind, year, number, total)
                admin.record(
                    session, seal.key, f"{kind.title()}Issued", "slip", slip_id, actor.user_id, now
                )
                log(session, kind, f"{slip}: {total} to table {table_id}", actor, table_id)
        except IntegrityError:
            raise ConflictError(
                f"another console took the same {kind} slip number; issue the slip again"
            ) from None
        return slip


def closed_by(session: Session, shift: m.Shift, already: str = "") -> str:
    """ "shift Night was closed by Pat Pitboss at 06:02": what the loser of a race is told."""
    who = user_name(session, shift.closed_by_id)
    return f"shift {shift.name} was {already}closed by {who} at {local_time(shift.closed_at)}"
