"""Seals on the rows that decide who may act: each user and each sign-in carries a MAC of
its whole row under the site key, written by the services whenever they write the row.

These rows are updated in place (a wrong PIN counts, a sign-in ends), so no trigger can
refuse every change, and whoever holds the database file or a login may write them: insert a
sign-in "for" the pit boss with a token of their choosing, make themselves an administrator,
put back an old PIN hash or reset their count of wrong PINs. Without the site key none of
that can be sealed, so every service refuses a row whose seal does not match, and ``casino
verify`` names it.

A user's seal also covers the sequence number of the administrative stream's newest record
of that user (``casino.store.admin``): putting back an older row with the seal it had then
(say, from before a demotion) does not match either, since a newer record exists.
"""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from casino.store import admin, pin_hashes
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.seal import SiteKey

USER_FIELDS = (
    "id", "name", "role", "pin_hash", "active", "created_at", "failed_pins", "last_failed_at",
    "locked_at", "failed_asks", "last_failed_ask_at",
)  # fmt: skip
SIGN_IN_FIELDS = (
    "id", "user_id", "token", "console", "started_at", "ended_at", "end_reason", "pin_change",
)  # fmt: skip


_FLAGS = ("active", "pin_change")
"""Booleans: SQLite hands them back as 0 and 1 to a raw query, True and False to the ORM."""


def _plain(name: str, value: Any) -> Any:
    if isinstance(value, datetime):
        return admin.stamp(value)
    if name in _FLAGS:
        return bool(value)
    return value


def _mac(key: SiteKey, what: str, values: Mapping[str, Any], fields: tuple[str, ...]) -> str:
    record = {name: _plain(name, values[name]) for name in fields}
    return key.mac(f"{what}\n{canonical(record).decode()}")


def user_seal(key: SiteKey, values: Mapping[str, Any], recorded: int | None) -> str:
    """The seal of a user row whose newest administrative record is at seq ``recorded``."""
    return _mac(key, f"user row\n{recorded or 0}", values, USER_FIELDS)


def sign_in_seal(key: SiteKey, values: Mapping[str, Any]) -> str:
    return _mac(key, "sign-in row", values, SIGN_IN_FIELDS)


def user_sealed(key: SiteKey, values: Mapping[str, Any], recorded: int | None) -> bool:
    seal = values.get("seal")
    return isinstance(seal, str) and hmac.compare_digest(seal, user_seal(key, values, recorded))


def sign_in_sealed(key: SiteKey, values: Mapping[str, Any]) -> bool:
    seal = values.get("seal")
    return isinstance(seal, str) and hmac.compare_digest(seal, sign_in_seal(key, values))


def recorded_seq(session: Session, user_id: int) -> int | None:
    """The seq of the administrative stream's newest record of this user."""
    found = session.execute(select(admin.last_record_seq("user", user_id))).scalar()
    return None if found is None else int(found)


def seal_user(session: Session, key: SiteKey, user: m.User) -> None:
    """Seal ``user`` as it stands in this unit of work, after its last record (flushed)."""
    session.flush()
    user.seal = user_seal(key, admin.row_values(user), recorded_seq(session, user.id))


def seal_sign_in(session: Session, key: SiteKey, sign_in: m.LoginSession) -> None:
    session.flush()  # the id is part of the seal
    sign_in.seal = sign_in_seal(key, admin.row_values(sign_in))


def broken_users(session: Session, key: SiteKey) -> list[str]:
    """Every user row whose seal does not match: what ``casino verify`` names."""
    newest = admin.last_record_seq("user", m.User.id).label("recorded")
    found = []
    for row in session.execute(select(m.User, newest).order_by(m.User.id)).all():
        user, recorded = row
        if not user_sealed(key, admin.row_values(user), recorded):
            found.append(
                f"user {user.id} ({user.name}): the row is not as the console sealed it: "
                "written outside the services"
            )
    return found


def broken_sign_ins(session: Session, key: SiteKey) -> list[str]:
    found = []
    for sign_in in session.scalars(select(m.LoginSession).order_by(m.LoginSession.id)).all():
        if not sign_in_sealed(key, admin.row_values(sign_in)):
            found.append(
                f"sign-in {sign_in.id} (user {sign_in.user_id}, at {sign_in.console!r}): the "
                "row is not as the console sealed it: written outside the services"
            )
    return found


UPGRADE_ENDED = "the console was upgraded: sign in again"


def seal_after_upgrade(session: Session, key: SiteKey, at: datetime) -> None:
    """Seal the rows an upgrade found unsealed (``casino db upgrade``, under the write lock).

    A user row is sealed only if it is as the stream last recorded it: one changed outside
    the services before the upgrade stays unsealed, so the services refuse it and verify
    names it, rather than the upgrade vouching for it. A PIN hash from before the pepper is
    wrapped under the key (``pin_hashes``) and recorded. Every sign-in still open is ended:
    nobody stays signed in across the upgrade on a row nobody sealed."""
    admin.lock(session)
    spec = admin.KINDS["user"]
    for user in session.scalars(select(m.User).where(m.User.seal.is_(None))).all():
        if spec.snapshot(session, user) != admin.last_recorded(session, "user", user.id):
            continue
        wrapped = pin_hashes.wrap_legacy(user.pin_hash, key)
        if wrapped is not None:
            user.pin_hash = wrapped
            admin.record(session, key, "PinWrapped", "user", user.id, None, at)
        seal_user(session, key, user)
    unsealed = select(m.LoginSession).where(m.LoginSession.seal.is_(None))
    for sign_in in session.scalars(unsealed).all():
        if sign_in.ended_at is None:
            sign_in.ended_at, sign_in.end_reason = at, UPGRADE_ENDED
        seal_sign_in(session, key, sign_in)
