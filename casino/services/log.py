"""The significant-event log: what surveillance and the pit read back after the fact, each
line chained to the one before under the site key (``casino.store.eventlog``)."""

from __future__ import annotations

from typing import Protocol

from sqlalchemy import Connection
from sqlalchemy.orm import Session

from casino.store import eventlog
from casino.store import models as m


class Actor(Protocol):
    """Whoever a line is about: a sign-in (``casino.services.users.auth.Actor``) has this. A
    protocol, so the log needs nothing of the sign-in service, which logs through it."""

    @property
    def user_id(self) -> int: ...

KINDS = (
    "login", "failed login", "logout", "failed approval", "user added", "rules published",
    "rules assigned", "rules adopted", "void", "error", "conflict", "start", "stop",
    "table created", "table opened", "table closed", "shift opened", "shift closed",
    "fill", "credit", "recount", "failed signature", "user locked", "user unlocked",
    "user deactivated", "user reactivated", "role changed", "pin reset", "pin changed",
    "clock", "journal", "race lost", "drop counted", "variance resolved",
    "slip voided", "fault", "fault cleared", "verify report", "database lost", "database back",
    "unclean stop", "opener discrepancy",
    "complaint", "complaint note", "hand corrected", "snapshot",
    "player enrolled", "players merged", "player flagged", "player record read",
    "record changed", "administrator recovered", "pit settings changed",
    "console enrolled", "console revoked", "console link lost", "language set",
)  # fmt: skip



def log(
    session: Session | Connection,
    kind: str,
    detail: str = "",
    actor: Actor | None = None,
    table_id: int | None = None,
) -> None:
    """Write one line in the same transaction as the change it describes."""
    assert kind in KINDS, kind
    eventlog.append(
        session,
        {
            "at": m.utcnow(),
            "kind": kind,
            "detail": detail,
            "user_id": actor.user_id if actor is not None else None,
            "table_id": table_id,
        },
    )
