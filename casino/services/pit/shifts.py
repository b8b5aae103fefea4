"""Shifts, and the chips that move between a table and the cage during one.

A fill brings chips to a table's tray from the cage, a credit takes them back; each is a
numbered slip (``casino.services.pit.slips``, which holds their numbering, command ids, voids,
manual slips and the gap report). ``ShiftService.fill`` and ``credit`` are kept for their
callers and hand over to ``SlipService``, which ``ShiftService.slips`` holds.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import select
from sqlalchemy.orm import Session

from casino.i18n import N_, _
from casino.pit_settings import PitSettings
from casino.services.errors import InputError, NotFound
from casino.services.journaling import note_tables
from casino.services.log import log
from casino.services.pit.slips import CREDIT, FILL, SlipNumber, SlipService
from casino.services.users.auth import (
    NAME_LIMIT,
    SUPERVISORS,
    Actor,
    Signature,
    require,
    signed_in,
    user_name,
)
from casino.services.when import local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

__all__ = ["CREDIT", "FILL", "ShiftService", "SlipNumber", "closed_by"]


class ShiftService:
    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self.slips = SlipService(db, settings)
        """Fills, credits, voids, manual slips and the gap report."""

    def open_shift(self, actor: Actor, name: str) -> int:
        name = name.strip()
        if not name:
            raise InputError(_("a shift needs a name, such as 'Day 2026-11-22'"))
        if len(name) > NAME_LIMIT:
            raise InputError(
                _("a shift's name is at most {limit} characters").format(limit=NAME_LIMIT)
            )
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *SUPERVISORS, to=N_("open a shift"))
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
            require(actor, *SUPERVISORS, to=N_("close a shift"))
            shift = session.get(m.Shift, shift_id, populate_existing=True)
            if shift is None:
                raise NotFound(_("there is no shift {shift}").format(shift=shift_id))
            if shift.closed_at is not None:
                raise InputError(
                    _("{closed}; nothing was changed").format(
                        closed=closed_by(session, shift, already=True)
                    )
                )
            still_open = session.scalars(
                select(m.CasinoTable.name)
                .join(m.TableSession, m.TableSession.table_id == m.CasinoTable.id)
                .where(m.TableSession.shift_id == shift_id, m.TableSession.closed_at.is_(None))
            ).all()
            if still_open:
                raise InputError(
                    _("close these tables with their closer first: {tables}").format(
                        tables=", ".join(still_open)
                    )
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
        self,
        actor: Actor,
        table_id: int,
        chips: Mapping[int, int],
        received_by: Signature,
        *,
        command_id: str | None = None,
        requested_by: Signature | None = None,
    ) -> SlipNumber:
        """Chips from the cage to the table's tray (``SlipService.fill``)."""
        return self.slips.fill(
            actor, table_id, chips, received_by, command_id=command_id,
            requested_by=requested_by,
        )  # fmt: skip

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
        """Chips from the table's tray back to the cage (``SlipService.credit``)."""
        return self.slips.credit(
            actor, table_id, chips, received_by, command_id=command_id,
            requested_by=requested_by,
        )  # fmt: skip


def closed_by(session: Session, shift: m.Shift, already: bool = False) -> str:
    """ "shift Night was closed by Pat Pitboss at 06:02": what the loser of a race is told
    ("was already closed" when ``already``)."""
    who = user_name(session, shift.closed_by_id)
    at = local_time(shift.closed_at)
    if already:
        return _("shift {shift} was already closed by {who} at {at}").format(
            shift=shift.name, who=who, at=at
        )
    return _("shift {shift} was closed by {who} at {at}").format(shift=shift.name, who=who, at=at)
