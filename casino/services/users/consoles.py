"""The floor's consoles, as the record knows them: which certificates a floor server lets
in, enrolled and revoked by an administrator.

A console's identity is a certificate the site's authority signed (``casino.server.certs``).
The authority signing it is not enough: the server also asks this record, so a console
that is lost or stolen is shut out by revoking it, on every server at once, without making
a new authority. Enrolments and revocations are events of the keyed administrative stream;
one written into the database by hand carries no valid MAC and counts for nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from casino.i18n import N_, _
from casino.services.errors import InputError
from casino.services.log import log
from casino.services.users.auth import Actor, require, signed_in
from casino.services.when import aware
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

ENROLLED, REVOKED = "ConsoleEnrolled", "ConsoleRevoked"
NAME_LIMIT = 50
"""A console's name is at most this long: a sign-in names its console in 60 characters
(``console `` and the name), so two names never read alike there."""


@dataclass(frozen=True, slots=True)
class EnrolledConsole:
    """A console the floor's servers let in: its name, its certificate's fingerprint, and
    who enrolled it when."""

    name: str
    fingerprint: str
    enrolled_at: datetime
    by: str


def _bare(fingerprint: str) -> str:
    return fingerprint.replace(":", "").replace(" ", "").lower()


class ConsoleService:
    """Enrol, revoke and list the floor's consoles."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def enrol(self, actor: Actor, name: str, fingerprint: str) -> None:
        """Let the console called ``name``, showing the certificate with ``fingerprint``,
        reach the floor's servers. An administrator's act; a name in use is refused."""
        name = name.strip()
        if not name or len(name) > NAME_LIMIT or not name.isprintable():
            raise InputError(
                _("a console's name is 1 to {limit} printable characters").format(limit=NAME_LIMIT)
            )
        if len(_bare(fingerprint)) != 64:
            raise InputError(_("a console's fingerprint is a SHA-256 of 64 hex digits"))
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, "admin", to=N_("enrol a console"))
            if name in {c.name for c in self._enrolled(session)}:
                raise InputError(
                    _("a console called {name} is enrolled already: revoke it first").format(
                        name=repr(name)
                    )
                )
            data = {"name": name, "fingerprint": _bare(fingerprint), "by": actor.name}
            admin.append(session, seal.key, ENROLLED, data, actor.user_id, m.utcnow())
            log(session, "console enrolled", f"{name} ({_bare(fingerprint)[:16]}…)", actor)

    def revoke(self, actor: Actor, name: str, reason: str) -> None:
        """Shut the console called ``name`` out of every server, for ``reason``."""
        reason = reason.strip()
        if not reason:
            raise InputError(_("revoking a console needs a reason"))
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, "admin", to=N_("revoke a console"))
            found = [c for c in self._enrolled(session) if c.name == name]
            if not found:
                raise InputError(_("no console called {name} is enrolled").format(name=repr(name)))
            data = {"name": name, "fingerprint": found[0].fingerprint, "reason": reason[:500]}
            admin.append(session, seal.key, REVOKED, data, actor.user_id, m.utcnow())
            log(session, "console revoked", f"{name}: {reason[:500]}", actor)

    def enrolled(self) -> list[EnrolledConsole]:
        """Every console enrolled and not revoked, in the order they were enrolled."""
        with self.db.read() as session:
            return self._enrolled(session)

    def named(self, fingerprint: str) -> str | None:
        """The enrolled console whose certificate has ``fingerprint``; None if none is."""
        wanted = _bare(fingerprint)
        for console in self.enrolled():
            if console.fingerprint == wanted:
                return console.name
        return None

    def roll_head(self) -> int:
        """The administrative record's newest enrolment or revocation (0: none): a server
        reads the enrolled consoles again only when it has moved."""
        with self.db.read() as session:
            return admin.newest_of(session, (ENROLLED, REVOKED))

    def _enrolled(self, session: Session) -> list[EnrolledConsole]:
        key = admin.seal_of(session.get_bind().engine).key
        events = [
            e
            for e in admin.events_of(session, ENROLLED) + admin.events_of(session, REVOKED)
            if admin.authentic(session, key, e)
        ]
        current: dict[str, EnrolledConsole] = {}
        for event in sorted(events, key=lambda e: e["seq"]):
            data = json.loads(event["data"])
            if event["type"] == REVOKED:
                current.pop(str(data["name"]), None)
            else:
                current[str(data["name"])] = EnrolledConsole(
                    str(data["name"]), str(data["fingerprint"]), aware(event["at"]),
                    str(data["by"]),
                )  # fmt: skip
        return list(current.values())
