"""Who is at the console: users, roles, PINs and sign-ins.

PINs are short, so the hash must make guessing expensive: scrypt (memory-hard, in Python's
standard library) with 16 MiB of memory per try and a random salt per user. A user has one
open sign-in at a time; signing in again ends the earlier one, which then stops working on
the console that holds it. Every sign-in, failed sign-in and sign-out goes to the
significant-event log.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from casino.services.errors import AuthError, InputError, NotFound, PermissionDenied
from casino.services.log import log
from casino.store import models as m
from casino.store.unit import Database

DEALER, PIT_BOSS, ADMIN = "dealer", "pit_boss", "admin"
ROLES = (DEALER, PIT_BOSS, ADMIN)
SUPERVISORS = (PIT_BOSS, ADMIN)
ROLE_NAMES = {DEALER: "a dealer", PIT_BOSS: "a pit boss", ADMIN: "an administrator"}

_N, _R, _P = 2**14, 8, 1


def hash_pin(pin: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=_N, r=_R, p=_P, maxmem=64 * 2**20)
    encoded = base64.b64encode(salt).decode(), base64.b64encode(digest).decode()
    return f"scrypt${_N}${_R}${_P}${encoded[0]}${encoded[1]}"


def pin_matches(pin: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
    except ValueError:
        return False
    if scheme != "scrypt":
        return False
    tried = hashlib.scrypt(
        pin.encode(),
        salt=base64.b64decode(salt),
        n=int(n),
        r=int(r),
        p=int(p),
        maxmem=64 * 2**20,
    )
    return hmac.compare_digest(tried, base64.b64decode(digest))


def check_pin(pin: str) -> None:
    if not (pin.isascii() and pin.isdigit() and 4 <= len(pin) <= 12):
        raise InputError("a PIN is 4 to 12 digits")


@dataclass(frozen=True, slots=True)
class Actor:
    """A signed-in user, as the console holds them. ``token`` names the sign-in, so a
    sign-in that has ended (signed out, or signed in elsewhere) is refused."""

    user_id: int
    name: str
    role: str
    token: str

    @property
    def supervisor(self) -> bool:
        return self.role in SUPERVISORS


def require(actor: Actor, *roles: str, to: str) -> None:
    """Refuse unless ``actor`` has one of ``roles``; ``to`` says what they tried."""
    if actor.role not in roles:
        allowed = " or ".join(ROLE_NAMES[r] for r in roles)
        raise PermissionDenied(f"{actor.name} is {ROLE_NAMES[actor.role]}; only {allowed} may {to}")


def signed_in(session: Session, actor: Actor) -> None:
    """Refuse an actor whose sign-in has ended; called inside each unit of work."""
    ended = session.execute(
        select(m.LoginSession.ended_at, m.LoginSession.end_reason).where(
            m.LoginSession.token == actor.token, m.LoginSession.user_id == actor.user_id
        )
    ).first()
    if ended is None:
        raise AuthError(f"{actor.name} is not signed in")
    if ended[0] is not None:
        raise AuthError(f"{actor.name}'s sign-in has ended ({ended[1]}); sign in again")


class AuthService:
    """Users and sign-ins."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add_user(self, name: str, role: str, pin: str, by: Actor | None = None) -> int:
        """A new user. ``by`` is the administrator adding them; None means the ``casino
        users add`` command, run by whoever holds the database itself."""
        name = name.strip()
        if not name or len(name) > 64:
            raise InputError("a user's name is 1 to 64 characters")
        if role not in ROLES:
            raise InputError(f"there is no role {role!r}; the roles are {', '.join(ROLES)}")
        check_pin(pin)
        pin_hash = hash_pin(pin)
        with self.db.write() as session:
            if by is not None:
                signed_in(session, by)
                if role == DEALER:
                    require(by, *SUPERVISORS, to="add dealers")
                else:
                    require(by, ADMIN, to=f"add {ROLE_NAMES[role]}")
            if session.scalar(select(m.User.id).where(m.User.name == name)) is not None:
                raise InputError(f"there is already a user called {name!r}")
            user = m.User(name=name, role=role, pin_hash=pin_hash, active=True)
            session.add(user)
            session.flush()
            who = by.name if by is not None else "the casino command"
            log(session, "user added", f"{name} as {role}, by {who}", by)
            return user.id

    def has_users(self) -> bool:
        with self.db.read() as session:
            return session.scalar(select(m.User.id).limit(1)) is not None

    def add_first_user(self, name: str, pin: str, console: str) -> int:
        """The first pit boss of a new database, created at a console. Refused once the
        database has any user: from then on users are added by those signed in."""
        name = name.strip()
        if not name or len(name) > 64:
            raise InputError("a user's name is 1 to 64 characters")
        check_pin(pin)
        pin_hash = hash_pin(pin)
        with self.db.write() as session:
            if session.scalar(select(m.User.id).limit(1)) is not None:
                raise InputError("this database already has users; sign in instead")
            user = m.User(name=name, role=PIT_BOSS, pin_hash=pin_hash, active=True)
            session.add(user)
            session.flush()
            log(session, "user added", f"{name} as the first pit boss, at {console}")
            return user.id

    def login(self, name: str, pin: str, console: str = "console") -> Actor:
        """Sign in; ends any sign-in the user still has elsewhere."""
        with self.db.write() as session:
            user = session.scalar(select(m.User).where(m.User.name == name.strip()))
            if user is None or not user.active or not pin_matches(pin, user.pin_hash):
                log(session, "failed login", f"name {name.strip()!r} at {console}")
                failed = True
            else:
                failed = False
                now = m.utcnow()
                ended = session.execute(
                    update(m.LoginSession)
                    .where(m.LoginSession.user_id == user.id, m.LoginSession.ended_at.is_(None))
                    .values(ended_at=now, end_reason=f"signed in again at {console}")
                ).rowcount  # type: ignore[attr-defined]
                token = secrets.token_hex(32)
                session.add(
                    m.LoginSession(user_id=user.id, token=token, console=console, started_at=now)
                )
                actor = Actor(user.id, user.name, user.role, token)
                note = f" (ended {ended} earlier sign-in)" if ended else ""
                log(session, "login", f"{user.name} at {console}{note}", actor)
        if failed:
            raise AuthError("wrong name or PIN")
        return actor

    def logout(self, actor: Actor) -> None:
        with self.db.write() as session:
            session.execute(
                update(m.LoginSession)
                .where(m.LoginSession.token == actor.token, m.LoginSession.ended_at.is_(None))
                .values(ended_at=m.utcnow(), end_reason="signed out")
            )
            log(session, "logout", actor.name, actor)

    def approver(self, name: str, pin: str, to: str) -> Actor:
        """A pit boss's approval given at someone else's console: their name and PIN,
        checked now. The approval is not a sign-in; the token is empty."""
        actor = self._second_person(name, pin, "failed approval", to)
        if actor is None:
            raise AuthError("wrong name or PIN for the approval")
        require(actor, *SUPERVISORS, to=to)
        return actor

    def witness(self, name: str, pin: str, to: str) -> Actor:
        """A second signature (a chip count, a fill slip): any active user's name and PIN,
        checked now. Like an approval it is not a sign-in; the token is empty."""
        actor = self._second_person(name, pin, "failed signature", to)
        if actor is None:
            raise AuthError(f"wrong name or PIN for the signature to {to}")
        return actor

    def _second_person(self, name: str, pin: str, failure: str, to: str) -> Actor | None:
        """The active user with this name and PIN, or None after logging ``failure`` (the
        log line is committed even though the caller then refuses)."""
        with self.db.write() as session:
            user = session.scalar(select(m.User).where(m.User.name == name.strip()))
            if user is None or not user.active or not pin_matches(pin, user.pin_hash):
                log(session, failure, f"name {name.strip()!r} to {to}")
                return None
            return Actor(user.id, user.name, user.role, "")

    def users(self) -> list[tuple[str, str, bool]]:
        """Every user: name, role and whether they may still sign in."""
        with self.db.read() as session:
            rows = session.execute(
                select(m.User.name, m.User.role, m.User.active).order_by(m.User.name)
            )
            return [(r[0], r[1], bool(r[2])) for r in rows]

    def user(self, name: str) -> m.User:
        with self.db.read() as session:
            user = session.scalar(select(m.User).where(m.User.name == name))
            if user is None:
                raise NotFound(f"there is no user called {name!r}")
            return user
