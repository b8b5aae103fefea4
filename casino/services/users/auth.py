"""Who is at the console: users, roles, PINs, sign-ins and second signatures.

Authority is held here, never by the caller. A sign-in returns an ``Actor`` whose only
credential is an opaque token (the database keeps its SHA-256, never the token); every
service call presents it, and the service re-reads the user's name, role and whether they
are still active and unlocked (``signed_in``), so an ``Actor`` built by hand with another
role is worth nothing. A second person's approval or signature is their name and PIN
(``Signature``), checked by the service that acts on it, never an object the caller vouches
for; nobody approves or witnesses their own request.

PINs are short, so guessing must be slow and bounded:

* the hash is scrypt (16 MiB per try) over the PIN mixed with the site key (a pepper kept
  out of the database, ``casino.store.seal``), so a copied database cannot be brute-forced
  without the key file;
* from the third wrong PIN in a row each next try waits twice as long (1 s, 2 s, 4 s, ...),
  and the tenth locks the user until a pit boss or administrator unlocks them; the lock is a
  significant event;
* trivial PINs (one digit repeated, a run such as 1234 or 9876) are refused, and pit bosses
  and administrators need at least 6 digits;
* a name and PIN typed at someone else's console (an approval, a witness) count against that
  console's user too, who is locked at the ninth wrong one in a row, before any name typed
  reaches its tenth: no console can lock a supervisor out, and the last administrator has a
  way back in that needs the site key (``recover_administrator``).

Every user and sign-in row carries a seal under the site key (``casino.store.row_seals``),
checked wherever a row decides who may act: a row written outside the services is refused
(``Tampered``) and never recorded again as if it were right.

Every change to a user (added, deactivated, reactivated, role changed, PIN changed or reset,
locked, unlocked) is a significant event and an event of the administrative stream.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.orm import Session

from casino.i18n import N_, _, ngettext
from casino.i18n.languages import language_of
from casino.services.errors import AuthError, InputError, NotFound, PermissionDenied, Tampered
from casino.services.log import log
from casino.store import admin, pin_hashes, row_seals
from casino.store import models as m
from casino.store.seal import SiteKey
from casino.store.unit import Database

DEALER, PIT_BOSS, ADMIN = "dealer", "pit_boss", "admin"
ACCOUNTING, COUNT_TEAM = "accounting", "count_team"
ROLES = (DEALER, PIT_BOSS, ADMIN, ACCOUNTING, COUNT_TEAM)
"""Every role (``models.ROLES`` is the database's copy of this list)."""
TABLE_STAFF = (DEALER, PIT_BOSS, ADMIN)
"""The roles that work the floor: run a table, sign a count or a slip at it. Accounting
reads and changes nothing; the count team counts drop boxes away from the tables."""
SUPERVISORS = (PIT_BOSS, ADMIN)
ROLE_NAMES = {
    DEALER: N_("a dealer"),
    PIT_BOSS: N_("a pit boss"),
    ADMIN: N_("an administrator"),
    ACCOUNTING: N_("an accountant"),
    COUNT_TEAM: N_("a member of the count team"),
}
"""Each role as a sentence names one, in English (``N_``): shown with ``_(ROLE_NAMES[role])``."""
_ADD_ROLE = {
    DEALER: N_("add a dealer"),
    PIT_BOSS: N_("add a pit boss"),
    ADMIN: N_("add an administrator"),
    ACCOUNTING: N_("add an accountant"),
    COUNT_TEAM: N_("add a member of the count team"),
}
"""What adding a user of each role is, for ``require`` (a whole phrase, so it translates)."""
_PIN_LENGTHS = {
    DEALER: N_("a dealer's PIN is {shortest} to 12 digits"),
    PIT_BOSS: N_("a pit boss's PIN is {shortest} to 12 digits"),
    ADMIN: N_("an administrator's PIN is {shortest} to 12 digits"),
    ACCOUNTING: N_("an accountant's PIN is {shortest} to 12 digits"),
    COUNT_TEAM: N_("a member of the count team's PIN is {shortest} to 12 digits"),
}
NAME_LIMIT = 100
"""The longest name a user (or a player at a seat) may have, in characters."""

THROTTLE_FROM = 3
"""Wrong PINs in a row after which each next try must wait."""
LOCK_AT = 10
"""Wrong PINs in a row that lock the user until a pit boss or administrator unlocks them."""
LONGEST_WAIT = 300
ASK_LOCK_AT = LOCK_AT - 1
"""Wrong names or PINs typed at one user's sign-in, in a row, that lock that user: one fewer
than locks the name typed, so no one console's user can lock anyone out but themselves."""

_N, _R, _P = 2**14, 8, 1
_SCHEME = pin_hashes.PEPPERED


def _scrypt(secret: bytes, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(secret, salt=salt, n=n, r=r, p=p, maxmem=64 * 2**20)


def hash_pin(pin: str, key: SiteKey) -> str:
    """The stored form of ``pin``: scrypt over the PIN peppered with the site key."""
    salt = secrets.token_bytes(16)
    digest = _scrypt(key.pepper(pin), salt, _N, _R, _P)
    encoded = base64.b64encode(salt).decode(), base64.b64encode(digest).decode()
    return f"{_SCHEME}${_N}${_R}${_P}${encoded[0]}${encoded[1]}"


def pin_matches(pin: str, stored: str, key: SiteKey) -> bool:
    """Whether ``pin`` is the PIN behind ``stored``: peppered, or a hash from before the
    pepper that ``casino db upgrade`` wrapped under the key (a successful sign-in rewrites it
    peppered). A bare hash from before the pepper matches nothing: anyone could write one
    for a PIN of their choosing (``casino.store.pin_hashes``)."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        cost = int(n), int(r), int(p)
        salt_bytes = base64.b64decode(salt, validate=True)
    except ValueError:
        return False
    if scheme == pin_hashes.PEPPERED:
        tried = _scrypt(key.pepper(pin), salt_bytes, *cost)
        return hmac.compare_digest(base64.b64encode(tried).decode(), digest)
    if scheme == pin_hashes.WRAPPED:
        bare = base64.b64encode(_scrypt(pin.encode(), salt_bytes, *cost)).decode()
        return hmac.compare_digest(pin_hashes.wrapped_digest(key, bare), digest)
    return False


def _is_run(digits: str) -> bool:
    steps = {(int(b) - int(a)) % 10 for a, b in itertools.pairwise(digits)}
    return steps in ({1}, {9})


def check_pin(pin: str, role: str = DEALER) -> None:
    """Refuse a PIN that is not 4 to 12 digits (6 to 12 for a pit boss or administrator),
    or that anyone would guess first: one digit repeated, or a run up or down (1234,
    987654, 7890)."""
    shortest = 6 if role in SUPERVISORS else 4
    if not (pin.isascii() and pin.isdigit() and shortest <= len(pin) <= 12):
        rule = _PIN_LENGTHS.get(role, N_("a PIN is {shortest} to 12 digits"))
        raise InputError(_(rule).format(shortest=shortest))
    if len(set(pin)) == 1:
        raise InputError(_("a PIN of one digit repeated is the first anyone tries; choose another"))
    if _is_run(pin):
        raise InputError(
            _("a PIN that runs up or down (1234, 9876) is easy to guess; choose another")
        )


def _breaks_rules(pin: str, role: str) -> bool:
    """Whether a PIN that matched was set before today's rules and breaks them."""
    try:
        check_pin(pin, role)
    except InputError:
        return True
    return False


def check_name(name: str, what: str = N_("a user's name")) -> str:
    """A name stripped, refused when empty or over ``NAME_LIMIT`` characters, or when it
    holds control characters (a name is printed on reports and logs). ``what`` is English
    marked with ``N_``, translated here."""
    name = name.strip()
    if not name or len(name) > NAME_LIMIT:
        raise InputError(
            _("{what} is 1 to {limit} characters").format(what=_(what), limit=NAME_LIMIT)
        )
    if any(not ch.isprintable() for ch in name):
        raise InputError(_("{what} cannot hold control characters").format(what=_(what)))
    if name.isdigit():
        raise InputError(
            _("{what} cannot be only digits (was a PIN typed in the name field?)").format(
                what=_(what)
            )
        )
    return name


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Actor:
    """A sign-in as the console holds it. Only ``token`` counts: the services read the
    user's name and role from the database on every call, so ``name`` and ``role`` here
    are what the console shows, not what it may do."""

    user_id: int
    name: str
    role: str
    token: str = field(repr=False)
    pin_change_required: bool = False
    """Signed in with a PIN that no longer meets the rules: ``change_pin`` is all this
    sign-in may do until then."""
    language: str | None = None
    """The language on the user's record (``casino.i18n``), which the console switches to
    at this sign-in; None: the console's own."""

    @property
    def supervisor(self) -> bool:
        return self.role in SUPERVISORS


@dataclass(frozen=True, slots=True)
class Signature:
    """A second person's name and PIN, typed at someone else's console: an approval or a
    witness. The service that acts on it checks the PIN itself."""

    name: str
    pin: str = field(repr=False)


def _either(roles: Iterable[str]) -> str:
    """ "a pit boss or an administrator": the roles named, in the language being spoken."""
    names = [_(ROLE_NAMES[r]) for r in roles]
    if not names:
        return ""
    said = names[0]
    for name in names[1:]:
        said = _("{these} or {that}").format(these=said, that=name)
    return said


def require(actor: Actor, *roles: str, to: str) -> None:
    """Refuse unless ``actor`` (as ``signed_in`` read it) has one of ``roles``. ``to`` is
    English marked with ``N_`` (as the log keeps it), translated in the refusal."""
    if actor.role not in roles:
        raise PermissionDenied(
            _("{name} is {role}; only {allowed} may {to}").format(
                name=actor.name,
                role=_(ROLE_NAMES[actor.role]),
                allowed=_either(roles),
                to=_(to),
            )
        )


_ENDED = (
    ("signed in again at ", N_("signed in again at {who}")),
    ("deactivated by ", N_("deactivated by {who}")),
    ("role changed by ", N_("role changed by {who}")),
    ("PIN reset by ", N_("PIN reset by {who}")),
)
_ENDED_AS_IS = (N_("signed out"), N_("recovered with the site key"))


def ended_words(reason: str) -> str:
    """Why a sign-in ended, as stored in English (``end_reason``), in the language spoken."""
    if reason in _ENDED_AS_IS:
        return _(reason)
    for start, sentence in _ENDED:
        if reason.startswith(start):
            return _(sentence).format(who=reason.removeprefix(start))
    return reason


def signed_in(session: Session, actor: Actor, changing_pin: bool = False) -> Actor:
    """The user behind ``actor``'s token as the database has them now; refuses a sign-in
    that has ended and a user who has been deactivated or locked since, and one that must
    change its PIN first (unless ``changing_pin``). Called inside each unit of work; its
    result, not the caller's ``Actor``, is what the service trusts. A sign-in or a user row
    the console did not seal (``casino.store.row_seals``) is refused as ``Tampered``."""
    if not isinstance(actor.token, str) or not actor.token:
        raise AuthError(_("{name} is not signed in").format(name=actor.name))
    row = session.execute(
        select(m.LoginSession, m.User, admin.last_record_seq("user", m.User.id))
        .join(m.User, m.User.id == m.LoginSession.user_id)
        .where(m.LoginSession.token == token_hash(actor.token))
    ).first()
    if row is None:
        raise AuthError(_("{name} is not signed in").format(name=actor.name))
    sign_in, user, recorded = row
    key = _key_of(session)
    check_sealed(key, user, recorded)
    if not row_seals.sign_in_sealed(key, admin.row_values(sign_in)):
        raise Tampered(
            _(
                "{name}'s sign-in {id} was not made by a console (its row is not as the "
                "console sealed it): refused; an administrator runs casino verify"
            ).format(name=user.name, id=sign_in.id)
        )
    if sign_in.ended_at is not None:
        raise AuthError(
            _("{name}'s sign-in has ended ({reason}); sign in again").format(
                name=user.name, reason=ended_words(sign_in.end_reason or "")
            )
        )
    if not user.active:
        raise AuthError(
            _("{name} is no longer active; a pit boss can say why").format(name=user.name)
        )
    if user.locked_at is not None:
        raise AuthError(
            ngettext(
                "{name} is locked after {n} wrong PIN",
                "{name} is locked after {n} wrong PINs",
                LOCK_AT,
            ).format(name=user.name, n=LOCK_AT)
        )
    if sign_in.pin_change and not changing_pin:
        raise AuthError(_(MUST_CHANGE).format(name=user.name))
    return Actor(user.id, user.name, user.role, actor.token, bool(sign_in.pin_change))


SIGN_IN_COLUMNS = ", ".join(
    [f"s.{name} AS s_{name}" for name in (*row_seals.SIGN_IN_FIELDS, "seal")]
    + [f"u.{name} AS u_{name}" for name in (*row_seals.USER_FIELDS, "seal")]
    + ["(SELECT max(r.seq) FROM admin_records r WHERE r.kind = 'user' AND r.row_id = u.id)"
       " AS u_recorded"]
)  # fmt: skip
"""The sign-in and its user as one row of a hot path's query (``FROM ... LEFT JOIN
login_sessions s ON s.token = :token LEFT JOIN users u ON u.id = s.user_id``), for
``probed``: the table's one round trip per click checks the seals without another query."""
_STAMPS = frozenset(
    ["s_started_at", "s_ended_at", "u_created_at", "u_last_failed_at", "u_locked_at",
     "u_last_failed_ask_at"]
)  # fmt: skip
_SEEN: dict[tuple[Any, ...], None] = {}
"""Rows ``probed`` has found sealed, as read (at most ``_SEEN_LIMIT``): a dealer's next
click on an unchanged sign-in costs a lookup, not two MACs."""
_SEEN_LIMIT = 256


def probed(conn: Connection, key: SiteKey, row: Any, actor: Actor) -> Actor:
    """The signed-in user behind ``actor`` from a row with ``SIGN_IN_COLUMNS``, as
    ``signed_in`` would find them: sealed rows, an open sign-in needing no PIN change, an
    active and unlocked user. Anything less is passed to ``signed_in`` to say why."""
    values = row._mapping
    if (
        values["s_id"] is None
        or values["u_id"] is None
        or values["s_ended_at"] is not None
        or values["s_pin_change"]
        or not values["u_active"]
        or values["u_locked_at"] is not None
        or not _sealed_as_read(key, values)
    ):
        with Session(bind=conn) as session:
            signed_in(session, actor)  # raises, saying why
        raise AuthError(_("{name} is not signed in").format(name=actor.name))
    return Actor(int(values["u_id"]), str(values["u_name"]), str(values["u_role"]), actor.token)


_PROBED = (
    *(f"s_{name}" for name in (*row_seals.SIGN_IN_FIELDS, "seal")),
    *(f"u_{name}" for name in (*row_seals.USER_FIELDS, "seal")),
    "u_recorded",
)
"""The probe's columns the seals cover (the rest of its row changes at every click)."""


def _sealed_as_read(key: SiteKey, values: Any) -> bool:
    seen = (key.id, *(values[name] for name in _PROBED))
    if seen in _SEEN:
        return True

    def plain(name: str) -> Any:  # SQLite hands a raw query's times back as text
        found = values[name]
        if name in _STAMPS and isinstance(found, str):
            return datetime.fromisoformat(found)
        return found

    sign_in = {f: plain(f"s_{f}") for f in (*row_seals.SIGN_IN_FIELDS, "seal")}
    user = {f: plain(f"u_{f}") for f in (*row_seals.USER_FIELDS, "seal")}
    if not (
        row_seals.sign_in_sealed(key, sign_in)
        and row_seals.user_sealed(key, user, values["u_recorded"])
    ):
        return False
    if len(_SEEN) >= _SEEN_LIMIT:
        _SEEN.clear()
    _SEEN[seen] = None
    return True


def _key_of(session: Session) -> SiteKey:
    return admin.seal_of(session.get_bind().engine).key


def check_sealed(key: SiteKey, user: m.User, recorded: int | None) -> None:
    """Refuse a user row the console did not seal as it now stands: edited, or an older row
    put back (``casino.store.row_seals``)."""
    if not row_seals.user_sealed(key, admin.row_values(user), recorded):
        raise Tampered(
            _(
                "{name}'s user record is not as the console sealed it (changed outside the "
                "console): refused; an administrator runs casino verify"
            ).format(name=user.name)
        )


def _sealed_user(session: Session, user: m.User) -> m.User:
    check_sealed(_key_of(session), user, row_seals.recorded_seq(session, user.id))
    return user


def _wrong_and_locked(name: str) -> str:
    """What the person is told when their wrong PIN locked ``name``."""
    return ngettext(
        "{name} is now locked after {n} wrong PIN; a pit boss or administrator must unlock them",
        "{name} is now locked after {n} wrong PINs; a pit boss or administrator must unlock them",
        LOCK_AT,
    ).format(name=name, n=LOCK_AT)


MUST_CHANGE = N_(
    "{name}'s PIN no longer meets the PIN rules (6 digits or more for a pit boss or "
    "administrator, no repeated digit or run): change it first (File, Change my PIN)"
)
"""English (``N_``): shown as ``_(MUST_CHANGE).format(name=...)``."""


@dataclass(frozen=True, slots=True)
class _Refused:
    """Why a PIN was not taken (``AuthService._try_pin``): ``tried`` when it was tried and
    was wrong (it counts against the one asking, ``_count_ask``); ``said`` what the person is
    told, in the language being spoken, or None for a plain wrong PIN, which each caller
    words its own way. Nothing of it is recorded: the log says what happened in English."""

    tried: bool
    said: str | None = None


_WRONG = _Refused(tried=True)


def user_name(session: Session, user_id: int | None) -> str:
    """A user's name for a sentence ("opened by Pat Pitboss"), or "someone"."""
    user = session.get(m.User, user_id) if user_id is not None else None
    return user.name if user is not None else _("someone")


def signer(session: Session, user_id: int, roles: Iterable[str], to: str) -> Actor:
    """A second person checked by ``countersign``, re-read inside the unit of work that
    acts on their signature: still active, unlocked and of a role that may ``to``."""
    user = session.get(m.User, user_id)
    if user is None or not user.active or user.locked_at is not None:
        raise AuthError(_("the signature to {to} is no longer valid; sign again").format(to=_(to)))
    _sealed_user(session, user)
    found = Actor(user.id, user.name, user.role, "")
    require(found, *roles, to=to)
    return found


def _wait(failed: int, last_failed_at: datetime | None, now: datetime) -> int:
    """Seconds still to wait before another try after ``failed`` wrong ones in a row, the
    last at ``last_failed_at`` (0: try now)."""
    if failed < THROTTLE_FROM or last_failed_at is None:
        return 0
    last = last_failed_at
    if last.tzinfo is None:
        last = last.replace(tzinfo=UTC)
    delay = min(2 ** (failed - THROTTLE_FROM), LONGEST_WAIT)
    left = (last + timedelta(seconds=delay) - now).total_seconds()
    return max(0, int(left + 0.999))


@dataclass(frozen=True, slots=True)
class UserLine:
    """One user as the user administration lists them."""

    name: str
    role: str
    active: bool
    locked: bool
    language: str | None = None
    """The language on their record; None: whatever the console speaks."""


class AuthService:
    """Users, sign-ins and signatures."""

    def __init__(self, db: Database) -> None:
        self.db = db

    @property
    def _key(self) -> SiteKey:
        return admin.seal_of(self.db.engine).key

    # -- PIN checks --------------------------------------------------------------------------

    def _try_pin(self, session: Session, user: m.User, pin: str, where: str) -> _Refused | None:
        """Check ``pin`` for ``user``, counting a wrong one: None if it is right, else why
        not (the caller commits, so the count stands even though the call refuses); ``tried``
        when the PIN was tried and was wrong (``_WRONG``, or the lock it brought on).

        The user's row is read again under its lock (``FOR UPDATE`` on PostgreSQL; SQLite's
        writers queue on the database), held to the commit: guesses made at once are checked
        one after another, each sees the count and the wait the one before left, and none is
        lost (read and written back without the lock, 16 guesses at once left a count of 5).
        A row the console did not seal is refused before its PIN is tried."""
        session.refresh(user, with_for_update=True)
        _sealed_user(session, user)
        try:
            return self._check_pin(session, user, pin, where)
        finally:
            row_seals.seal_user(session, self._key, user)

    def _check_pin(self, session: Session, user: m.User, pin: str, where: str) -> _Refused | None:
        now = m.utcnow()
        if user.locked_at is not None:
            return _Refused(
                tried=False,
                said=ngettext(
                    "{name} is locked after {n} wrong PIN; a pit boss or administrator must "
                    "unlock them",
                    "{name} is locked after {n} wrong PINs; a pit boss or administrator must "
                    "unlock them",
                    LOCK_AT,
                ).format(name=user.name, n=LOCK_AT),
            )
        wait = _wait(user.failed_pins, user.last_failed_at, now)
        if wait:
            return _Refused(
                tried=False,
                said=_("too many wrong PINs for {name}; try again in {wait} s").format(
                    name=user.name, wait=wait
                ),
            )
        key = self._key
        if pin_matches(pin, user.pin_hash, key):
            if user.failed_pins:
                user.failed_pins, user.last_failed_at = 0, None
            if not user.pin_hash.startswith(_SCHEME + "$"):
                user.pin_hash = hash_pin(pin, key)
                self._note(session, "PinUpgraded", user.id, None)
            return None
        user.failed_pins += 1
        user.last_failed_at = now
        if user.failed_pins >= LOCK_AT:
            user.locked_at = now
            log(session, "user locked", f"{user.name} after {LOCK_AT} wrong PINs {where}")
            self._note(session, "UserLocked", user.id, None)
            return _Refused(tried=True, said=_wrong_and_locked(user.name))
        return _WRONG

    def _note(self, session: Session, type_: str, user_id: int, by: Actor | None) -> None:
        """Record the user's row on the administrative stream and seal it after the record
        (the seal covers the record's seq)."""
        admin.lock(session)
        key = self._key
        admin.record(session, key, type_, "user", user_id, by.user_id if by else None, m.utcnow())
        user = session.get(m.User, user_id)
        assert user is not None
        row_seals.seal_user(session, key, user)

    def _end(self, session: Session, sign_in: m.LoginSession, reason: str) -> bool:
        """End one open sign-in and seal it so; one the console did not seal is left as it
        is (every service refuses it already, and verify must still see it as it was)."""
        if not row_seals.sign_in_sealed(self._key, admin.row_values(sign_in)):
            return False
        sign_in.ended_at, sign_in.end_reason = m.utcnow(), reason[:100]
        row_seals.seal_sign_in(session, self._key, sign_in)
        return True

    def _end_sign_ins(self, session: Session, user_id: int, reason: str) -> int:
        """End every sign-in ``user_id`` still has open: how many were."""
        open_ = select(m.LoginSession).where(
            m.LoginSession.user_id == user_id, m.LoginSession.ended_at.is_(None)
        )
        return sum(self._end(session, sign_in, reason) for sign_in in session.scalars(open_))

    def _asker(self, session: Session, by: Actor, to: str) -> m.User:
        """The signed-in user at whose console a second person's name and PIN are typed,
        under the row's lock, refused while their wrong asks make them wait."""
        asker = session.get(m.User, signed_in(session, by).user_id)
        assert asker is not None
        session.refresh(asker, with_for_update=True)
        _sealed_user(session, asker)
        wait = _wait(asker.failed_asks, asker.last_failed_ask_at, m.utcnow())
        if wait:
            raise AuthError(
                _(
                    "too many wrong names or PINs typed to {to} at {name}'s sign-in; try "
                    "again in {wait} s"
                ).format(to=_(to), name=asker.name, wait=wait)
            )
        return asker

    def _count_ask(
        self, session: Session, asker: m.User, failed: bool, signed_by: int | None, to: str
    ) -> None:
        """A wrong name or PIN typed at ``asker``'s sign-in counts against them as well as
        against the name typed: from the third in a row each next try waits longer, and the
        ninth (``ASK_LOCK_AT``) locks the asker. So a console's user cannot lock a supervisor
        out (ten wrong PINs) without being locked out first, nor guess faster than their own
        PIN.
        Only another person's good signature (``signed_by``) ends the row: the asker's own
        name and PIN as a witness do not."""
        if not failed:
            if asker.failed_asks and signed_by not in (None, asker.id):
                asker.failed_asks, asker.last_failed_ask_at = 0, None
        else:
            now = m.utcnow()
            asker.failed_asks += 1
            asker.last_failed_ask_at = now
            if asker.failed_asks >= ASK_LOCK_AT and asker.locked_at is None:
                asker.locked_at = now
                detail = f"{asker.name} after {ASK_LOCK_AT} wrong names or PINs typed to {to}"
                log(session, "user locked", detail)
                self._note(session, "UserLocked", asker.id, None)
        row_seals.seal_user(session, self._key, asker)

    def countersign(
        self, signature: Signature, to: str, roles: Iterable[str] = TABLE_STAFF, *, by: Actor
    ) -> Actor:
        """The user behind a second person's name and PIN, typed at ``by``'s signed-in
        console, checked now: a wrong one counts against the name typed and against ``by``
        (``_count_ask``). Refuses a role that may not ``to``. Services call this before their
        own unit of work, then re-read the signer there with ``signer``."""
        roles = tuple(roles)
        if not isinstance(signature, Signature):
            raise AuthError(_("a signature to {to} is a name and a PIN").format(to=_(to)))
        failure = "failed approval" if set(roles) <= set(SUPERVISORS) else "failed signature"
        with self.db.write() as session:
            admin.lock(session)  # first, as user management takes it: see ``sign_in``
            user = session.scalar(select(m.User).where(m.User.name == signature.name.strip()))
            # Both rows locked at once, in one order on every console: two consoles each
            # asking the other's user to sign at the same moment would otherwise deadlock.
            both = {signed_in(session, by).user_id} | ({user.id} if user is not None else set())
            session.execute(
                select(m.User.id).where(m.User.id.in_(both)).order_by(m.User.id).with_for_update()
            )
            asker = self._asker(session, by, to)
            if user is None or not user.active:
                log(session, failure, f"an unknown or inactive name to {to}, at {asker.name}'s")
                problem: _Refused | None = _WRONG
                found = None
            else:
                problem = self._try_pin(session, user, signature.pin, f"to {to}")
                if problem is not None:
                    log(session, failure, f"{user.name} to {to}, at {asker.name}'s")
                elif _breaks_rules(signature.pin, user.role):
                    problem = _Refused(
                        tried=False,
                        said=_(
                            "{name}'s PIN no longer meets the PIN rules: {name} signs in and "
                            "changes it before signing for anyone"
                        ).format(name=user.name),
                    )
                found = Actor(user.id, user.name, user.role, "")
            tried_wrong = problem is not None and problem.tried
            signed_by = found.user_id if found is not None and problem is None else None
            self._count_ask(session, asker, tried_wrong, signed_by, to)
        if problem is not None:
            raise AuthError(
                problem.said or _("wrong name or PIN for the signature to {to}").format(to=_(to))
            )
        assert found is not None
        require(found, *roles, to=to)
        return found

    def approver(self, name: str, pin: str, to: str, *, by: Actor) -> Signature:
        """A pit boss's approval at ``by``'s console: checked now so the dialog can say at
        once if it is wrong, and checked again by the service that acts on it."""
        signature = Signature(name, pin)
        self.countersign(signature, to, SUPERVISORS, by=by)
        return signature

    def witness(self, name: str, pin: str, to: str, *, by: Actor) -> Signature:
        """A second signature (a chip count, a slip) at ``by``'s console: any active user's
        name and PIN."""
        signature = Signature(name, pin)
        self.countersign(signature, to, by=by)
        return signature

    # -- sign-in -----------------------------------------------------------------------------

    def sign_in(self, name: str, pin: str, console: str = "console") -> Actor:
        """Sign in; ends any sign-in the user still has elsewhere. The returned ``Actor``
        carries the only copy of the new token."""
        console = console[:60]  # it is quoted in end_reason, 100 characters in all
        with self.db.write() as session:
            # The administrative lock before the user's row, in the order user management
            # takes them: a wrong PIN that locks the user (or a hash upgraded) records the row,
            # and taking the lock only then, row held, could deadlock with an unlock.
            admin.lock(session)
            user = session.scalar(select(m.User).where(m.User.name == name.strip()))
            if user is None or not user.active:
                problem: _Refused | None = _WRONG
            else:
                problem = self._try_pin(session, user, pin, f"at {console}")
            if problem is not None:
                who = user.name if user is not None else "an unknown name"
                log(session, "failed login", f"{who} at {console}")
            else:
                assert user is not None
                now = m.utcnow()
                ended = self._end_sign_ins(session, user.id, f"signed in again at {console}")
                token = secrets.token_hex(32)
                weak = _breaks_rules(pin, user.role)
                sign_in = m.LoginSession(
                    user_id=user.id,
                    token=token_hash(token),
                    console=console,
                    started_at=now,
                    pin_change=weak,
                )
                session.add(sign_in)
                row_seals.seal_sign_in(session, self._key, sign_in)
                actor = Actor(user.id, user.name, user.role, token, weak, user.language)
                note = f" (ended {ended} earlier sign-in)" if ended else ""
                log(session, "login", f"{user.name} at {console}{note}", actor)
        if problem is not None:
            raise AuthError(problem.said or _("wrong name or PIN"))
        return actor

    login = sign_in

    def logout(self, actor: Actor) -> None:
        with self.db.write() as session:
            sign_in = session.scalar(
                select(m.LoginSession).where(
                    m.LoginSession.token == token_hash(actor.token),
                    m.LoginSession.ended_at.is_(None),
                )
            )
            if sign_in is not None and self._end(session, sign_in, "signed out"):
                log(session, "logout", actor.name, actor)

    # -- users -------------------------------------------------------------------------------

    def has_users(self) -> bool:
        with self.db.read() as session:
            return session.scalar(select(m.User.id).limit(1)) is not None

    def add_user(self, name: str, role: str, pin: str, by: Actor | None = None) -> int:
        """A new user, added by ``by``: a pit boss adds dealers, an administrator anyone.
        Without ``by`` only the first user of an empty database is taken (``casino users
        add`` on a new database, ``seed``)."""
        name = check_name(name)
        if role not in ROLES:
            raise InputError(
                _("there is no role {role}; the roles are {roles}").format(
                    role=repr(role), roles=", ".join(ROLES)
                )
            )
        check_pin(pin, role)
        pin_hash = hash_pin(pin, self._key)
        with self.db.write() as session:
            admin.lock(session)
            if by is not None:
                by = signed_in(session, by)
                if role == DEALER:
                    require(by, *SUPERVISORS, to=N_("add dealers"))
                else:
                    require(by, ADMIN, to=_ADD_ROLE[role])
            elif session.scalar(select(m.User.id).limit(1)) is not None:
                raise PermissionDenied(
                    _(
                        "this database already has users: an administrator (or a pit boss, for "
                        "dealers) signs in to add one"
                    )
                )
            if session.scalar(select(m.User.id).where(m.User.name == name)) is not None:
                raise InputError(_("there is already a user called {name}").format(name=repr(name)))
            user = m.User(name=name, role=role, pin_hash=pin_hash, active=True)
            session.add(user)
            session.flush()
            who = by.name if by is not None else "the first user of a new database"
            log(session, "user added", f"{name} as {role}, by {who}", by)
            self._note(session, "UserAdded", user.id, by)
            return user.id

    def seed(self, users: Iterable[tuple[str, str, str]]) -> None:
        """The staff of a new database (the demo, a scratch soak, tests): the first user is
        added as the first user, signs in, adds the rest and signs out. The first must be
        an administrator unless every other user is a dealer."""
        listed = list(users)
        first_name, first_role, first_pin = listed[0]
        self.add_user(first_name, first_role, first_pin)
        if len(listed) == 1:
            return
        first = self.sign_in(first_name, first_pin, "setting up staff")
        try:
            for name, role, pin in listed[1:]:
                self.add_user(name, role, pin, by=first)
        finally:
            self.logout(first)

    def add_first_user(self, name: str, pin: str, console: str) -> int:
        """The first pit boss of a new database, created at a console. Refused once the
        database has any user: from then on users are added by those signed in."""
        name = check_name(name)
        check_pin(pin, PIT_BOSS)
        pin_hash = hash_pin(pin, self._key)
        with self.db.write() as session:
            admin.lock(session)
            if session.scalar(select(m.User.id).limit(1)) is not None:
                raise InputError(_("this database already has users; sign in instead"))
            user = m.User(name=name, role=PIT_BOSS, pin_hash=pin_hash, active=True)
            session.add(user)
            session.flush()
            log(session, "user added", f"{name} as the first pit boss, at {console[:NAME_LIMIT]}")
            self._note(session, "UserAdded", user.id, None)
            return user.id

    def _managed(self, session: Session, by: Actor, name: str, to: str) -> tuple[Actor, m.User]:
        """The signed-in ``by`` and the user called ``name``, refusing unless ``by`` may
        manage them: an administrator anyone, a pit boss dealers; never oneself. ``to`` is
        English marked with ``N_``."""
        admin.lock(session)
        by = signed_in(session, by)
        require(by, *SUPERVISORS, to=to)
        user = session.scalar(select(m.User).where(m.User.name == name.strip()))
        if user is None:
            raise NotFound(_("there is no user called {name}").format(name=repr(name.strip())))
        _sealed_user(session, user)
        if user.id == by.user_id:
            raise PermissionDenied(
                _("nobody may {to} for themselves; ask another supervisor").format(to=_(to))
            )
        if by.role != ADMIN and user.role != DEALER:
            raise PermissionDenied(
                _("{name} is {role}; only an administrator may {to} for them").format(
                    name=user.name, role=_(ROLE_NAMES[user.role]), to=_(to)
                )
            )
        return by, user

    def deactivate(self, by: Actor, name: str, reason: str) -> None:
        """A user who may no longer sign in or sign; their open sign-in stops working at its
        next call. The record keeps them (and everything they did)."""
        reason = _reason(reason)
        with self.db.write() as session:
            by, user = self._managed(session, by, name, N_("deactivate users"))
            if not user.active:
                raise InputError(_("{name} is already inactive").format(name=user.name))
            user.active = False
            self._end_sign_ins(session, user.id, f"deactivated by {by.name}")
            log(session, "user deactivated", f"{user.name} by {by.name}: {reason}", by)
            self._note(session, "UserDeactivated", user.id, by)

    def reactivate(self, by: Actor, name: str, reason: str) -> None:
        reason = _reason(reason)
        with self.db.write() as session:
            by, user = self._managed(session, by, name, N_("reactivate users"))
            if user.active:
                raise InputError(_("{name} is already active").format(name=user.name))
            user.active = True
            log(session, "user reactivated", f"{user.name} by {by.name}: {reason}", by)
            self._note(session, "UserReactivated", user.id, by)

    def change_role(self, by: Actor, name: str, role: str, reason: str) -> None:
        """An administrator gives a user another role. A dealer made a pit boss or an
        administrator is locked until a supervisor gives them a new PIN (``reset_pin``): a
        dealer's 4-digit PIN must never approve a void."""
        reason = _reason(reason)
        if role not in ROLES:
            raise InputError(
                _("there is no role {role}; the roles are {roles}").format(
                    role=repr(role), roles=", ".join(ROLES)
                )
            )
        with self.db.write() as session:
            by, user = self._managed(session, by, name, N_("change roles"))
            require(by, ADMIN, to=N_("change roles"))
            if user.role == role:
                raise InputError(
                    _("{name} is already {role}").format(name=user.name, role=_(ROLE_NAMES[role]))
                )
            old, user.role = user.role, role
            if role in SUPERVISORS and old not in SUPERVISORS:
                user.locked_at = m.utcnow()
                reason += "; locked until a new PIN of 6 digits or more is set"
            self._end_sign_ins(session, user.id, f"role changed by {by.name}")
            detail = f"{user.name}: {old} to {role} by {by.name}: {reason}"
            log(session, "role changed", detail, by)
            self._note(session, "RoleChanged", user.id, by)

    def set_language(self, by: Actor, name: str, language: str) -> None:
        """The language the console speaks to ``name`` from their next sign-in (their own
        console switches at once). Anyone may choose their own; choosing someone else's is
        managing them (``_managed``: an administrator anyone's, a pit boss a dealer's).
        Recorded on the administrative stream, as every change to a user is."""
        try:
            code = language_of(language)
        except ValueError as exc:
            raise InputError(str(exc)) from None
        with self.db.write() as session:
            admin.lock(session)
            me = signed_in(session, by)
            if name.strip() == me.name:
                user = session.get(m.User, me.user_id)
                assert user is not None
                _sealed_user(session, user)
            else:
                me, user = self._managed(session, by, name, N_("choose the language"))
            if user.language == code:
                return
            user.language = code
            log(session, "language set", f"{user.name}: {code} by {me.name}", me)
            self._note(session, "LanguageSet", user.id, me)

    def reset_pin(self, by: Actor, name: str, new_pin: str) -> None:
        """A supervisor sets a forgotten PIN; it also clears a lock."""
        with self.db.write() as session:
            by, user = self._managed(session, by, name, N_("reset PINs"))
            check_pin(new_pin, user.role)
            user.pin_hash = hash_pin(new_pin, self._key)
            user.failed_pins, user.last_failed_at, user.locked_at = 0, None, None
            user.failed_asks, user.last_failed_ask_at = 0, None
            # whoever used the old PIN is signed out with it
            self._end_sign_ins(session, user.id, f"PIN reset by {by.name}")
            log(session, "pin reset", f"{user.name} by {by.name}", by)
            self._note(session, "PinReset", user.id, by)

    def change_pin(self, actor: Actor, old_pin: str, new_pin: str) -> None:
        """A user changes their own PIN, proving the old one (a wrong one counts)."""
        with self.db.write() as session:
            me = signed_in(session, actor, changing_pin=True)
            user = session.get(m.User, me.user_id)
            assert user is not None
            check_pin(new_pin, user.role)
            if new_pin == old_pin:
                raise InputError(_("the new PIN is the current one; choose another"))
            problem = self._try_pin(session, user, old_pin, "changing the PIN")
            if problem is None:
                user.pin_hash = hash_pin(new_pin, self._key)
                sign_in = session.scalar(
                    select(m.LoginSession).where(m.LoginSession.token == token_hash(actor.token))
                )
                assert sign_in is not None  # signed_in found it
                sign_in.pin_change = False
                row_seals.seal_sign_in(session, self._key, sign_in)
                log(session, "pin changed", user.name, me)
                self._note(session, "PinChanged", user.id, me)
        if problem is not None:
            raise AuthError(problem.said or _("the current PIN is wrong; the PIN was not changed"))

    def unlock(self, by: Actor, name: str, reason: str) -> None:
        """Clear a lock after wrong PINs: a pit boss unlocks dealers, an administrator
        anyone, nobody themselves. (A pit boss who could unlock another pit boss could guess
        that colleague's PIN ten tries at a time, and approve their own voids with it.)"""
        reason = _reason(reason)
        with self.db.write() as session:
            by, user = self._managed(session, by, name, N_("unlock users"))
            if user.locked_at is None:
                raise InputError(_("{name} is not locked").format(name=user.name))
            user.failed_pins, user.last_failed_at, user.locked_at = 0, None, None
            user.failed_asks, user.last_failed_ask_at = 0, None
            log(session, "user unlocked", f"{user.name} by {by.name}: {reason}", by)
            self._note(session, "UserUnlocked", user.id, by)

    def recover_administrator(self, name: str, new_pin: str, key: SiteKey, where: str) -> None:
        """The way back in when no administrator can sign in (locked after wrong PINs, say by
        someone guessing at an approval dialog, or deactivated): ``casino users recover``,
        with the site key's file given by hand. Refused unless ``key`` is the key this
        database was sealed with and no other administrator is active and unlocked (they
        unlock or reset this one instead). Unlocks and reactivates ``name``, sets the new
        PIN, ends their sign-ins, and is recorded on the stream and the log."""
        check_pin(new_pin, ADMIN)
        seal = admin.seal_of(self.db.engine)
        if key.id != seal.identity.key_id:
            raise AuthError(
                _(
                    "the key at {path} (id {id}) is not this database's site key (id "
                    "{key_id}): recovery needs the key the record was sealed with"
                ).format(path=key.path, id=key.id, key_id=seal.identity.key_id)
            )
        with self.db.write() as session:
            admin.lock(session)
            user = session.scalar(select(m.User).where(m.User.name == name.strip()))
            if user is None or user.role != ADMIN:
                raise NotFound(
                    _("there is no administrator called {name}").format(name=repr(name.strip()))
                )
            _sealed_user(session, user)
            others = session.scalars(
                select(m.User.name).where(
                    m.User.role == ADMIN,
                    m.User.id != user.id,
                    m.User.active,
                    m.User.locked_at.is_(None),
                )
            ).all()
            if others:
                raise PermissionDenied(
                    _(
                        "{other} is an active administrator: they unlock or reset {name} "
                        "instead; recovery is for when no administrator can sign in"
                    ).format(other=others[0], name=user.name)
                )
            user.pin_hash = hash_pin(new_pin, key)
            user.active = True
            user.failed_pins, user.last_failed_at, user.locked_at = 0, None, None
            user.failed_asks, user.last_failed_ask_at = 0, None
            self._end_sign_ins(session, user.id, "recovered with the site key")
            detail = f"{user.name} recovered with the site key at {where[:NAME_LIMIT]}"
            log(session, "administrator recovered", detail)
            self._note(session, "AdministratorRecovered", user.id, None)

    def users(self) -> list[tuple[str, str, bool]]:
        """Every user, by name (``user_list``'s order): name, role and whether they may
        still sign in."""
        return [(u.name, u.role, u.active and not u.locked) for u in self.user_list()]

    def user_list(self) -> list[UserLine]:
        """Every user, by name: their role, whether they are active and whether they are
        locked after wrong PINs (``users`` folds the last two into one). The order is made
        here, case-insensitively, not by the database: SQLite and a PostgreSQL server in the
        C locale sort by bytes ("Zed" before "bea"), a server in another locale by its own
        collation, and the pit sees one order on every floor."""
        with self.db.read() as session:
            rows = session.execute(
                select(m.User.name, m.User.role, m.User.active, m.User.locked_at, m.User.language)
            ).all()
        ordered = sorted(rows, key=lambda r: (r[0].casefold(), r[0]))
        return [UserLine(r[0], r[1], bool(r[2]), r[3] is not None, r[4]) for r in ordered]

    def user(self, name: str) -> m.User:
        with self.db.read() as session:
            user = session.scalar(select(m.User).where(m.User.name == name))
            if user is None:
                raise NotFound(_("there is no user called {name}").format(name=repr(name)))
            return user


REASON_LIMIT = 1000


def _reason(reason: str) -> str:
    reason = reason.strip()
    if not reason:
        raise InputError(_("say why (a reason is kept with the change)"))
    if len(reason) > REASON_LIMIT:
        raise InputError(_("a reason is at most {limit} characters").format(limit=REASON_LIMIT))
    return reason
