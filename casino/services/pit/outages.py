"""Outages on the record: when a console lost the database, and when it had it back.

A console that loses the database keeps working on paper (manual slips) and writes the outage
down when the database is back (``FaultService.outages``): two lines in the significant-event
log and an ``Outage`` event on the administrative record, keyed like every event there. A
manual slip is then checked against these (``outage_covering``): one written while the record
shows the system was up needs an administrator's approval.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from casino.i18n import _
from casino.services.log import log
from casino.services.when import aware, local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

WRITTEN_TO = timedelta(minutes=1)
"""A time written by hand is to the minute: a slip written "02:10" may be from 02:10:59."""
OUTAGE = "Outage"
"""The administrative event of a console's lost database: when it went, when it came back."""


def outage_covering(session: Session, at: datetime, slack: timedelta) -> str | None:
    """The outage on the administrative record during which ``at`` fell (give or take
    ``slack``, as a time written by hand is to the minute), said in a few words; None when the
    record shows the system was up. Only events carrying the site key's MAC count: an outage
    put into the database by hand proves nothing."""
    key = admin.seal_of(session.get_bind().engine).key
    when = aware(at)
    for event in reversed(admin.events_of(session, OUTAGE)):
        data = json.loads(event["data"])
        lost, back = aware(datetime.fromisoformat(data["lost_at"])), aware(
            datetime.fromisoformat(data["back_at"])
        )
        if lost - slack <= when <= back + slack and admin.authentic(session, key, event):
            return _("{console} lost the database from {lost} to {back}").format(
                console=data["console"], lost=local_time(lost), back=local_time(back)
            )
    return None


LINK_LOST = "ConsoleLinkLost"
"""The administrative event of a floor console's link to its server, lost and back. Not an
``OUTAGE``: the console's own link could be cut at will by whoever holds it, so it never
vouches for a manual slip (``outage_covering`` reads outages only)."""


def record_link_lost(
    db: Database, console: str, lost_at: datetime, reason: str, back_at: datetime
) -> None:
    """A floor console whose link was lost is back: when and why, on the record and in the
    significant-event log, as the server saw it."""
    seal = admin.seal_of(db.engine)
    with db.write() as session:
        admin.lock(session)
        admin.append(
            session, seal.key, LINK_LOST,
            {"console": console, "lost_at": admin.stamp(lost_at),
             "back_at": admin.stamp(back_at), "reason": reason[:500]},
            None, m.utcnow(),
        )  # fmt: skip
        log(
            session, "console link lost",
            f"{console}: from {local_time(lost_at, record=True)} to "
            f"{local_time(back_at, record=True)} ({reason})"[:2000],
        )  # fmt: skip
