"""The pit's settings on the administrative record: one set for the whole floor, versioned.

Who may request, issue and sign fills and credits, who enters and resolves the count, the
opener thresholds, the hold bands and the house caps (``casino.pit_settings``) decide who may
move money and what the reports flag. They used to be read from each console's own
``config.toml``, so one console's file could let a dealer issue a fill with no supervisor, and
no record said which settings were in force. Now they are rows of ``pit_settings_versions``:

- a change is a new version, made by an administrator and approved by a second supervisor
  (a pit boss or another administrator), never the same person, recorded in the
  administrative stream and the significant-event log;
- the newest version is in force on every console, read at each use, so a change made at one
  console holds at the next action on every other; with no version yet, the documented
  defaults are in force;
- the version in force is checked as it is read: its row must be what its administrative
  event recorded, and that event must carry the site key's MAC, so a row edited or inserted
  outside the services is refused (``SettingsTampered``) rather than obeyed, and
  ``casino verify`` names it;
- every report the settings affect prints the version it was made under.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from casino.i18n import N_, _
from casino.i18n.numbers import format_datetime
from casino.pit_settings import PitSettings, PitSettingsError, parse, to_data
from casino.services.errors import InputError, ServiceError
from casino.services.log import log
from casino.services.users.auth import (
    SUPERVISORS,
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
)
from casino.services.when import aware
from casino.store import admin
from casino.store import models as m
from casino.store.codec import canonical
from casino.store.unit import Database

KIND = "pit_settings"
"""The administrative record kind of a settings version (``casino.store.admin.KINDS``)."""
CHANGED = "PitSettingsChanged"
NOTE_LIMIT = 200
DEFAULTS = N_("the defaults (no version made yet)")


class SettingsTampered(ServiceError):
    """The settings version in force is not as the record left it: nothing that depends on
    it is done until an administrator has run ``casino verify`` and put it right."""


@dataclass(frozen=True, slots=True)
class SettingsVersion:
    """One version of the pit's settings, with who made and approved it and when."""

    version: int
    settings: PitSettings
    note: str
    created_at: datetime
    created_by: str
    approved_by: str

    @property
    def stamp(self) -> str:
        """One line for a report's heading: the version, when, and both names. In English:
        it is among the figures a report's id is the digest of (``shown`` is for a person)."""
        when = self.created_at.strftime("%Y-%m-%d %H:%M UTC")
        return _STAMP.format(
            version=self.version, when=when, made_by=self.created_by, approved_by=self.approved_by
        )

    @property
    def shown(self) -> str:
        """``stamp`` in the language being spoken."""
        return _(_STAMP).format(
            version=self.version,
            when=format_datetime(self.created_at) + " UTC",
            made_by=self.created_by,
            approved_by=self.approved_by,
        )


_STAMP = N_("pit settings v{version} of {when}, made by {made_by}, approved by {approved_by}")


_STAMPED = re.compile(
    r"pit settings v(?P<version>\d+) of (?P<when>\d{4}-\d\d-\d\d \d\d:\d\d) UTC, made by "
    r"(?P<made_by>.*), approved by (?P<approved_by>.*)"
)


def stamp_words(stamp: str | None) -> str:
    """A report's settings stamp (kept in English among its figures) in the language being
    spoken, as a printed page shows it; a stamp of another shape as it is."""
    if not stamp:
        return ""
    if stamp in (DEFAULTS, GIVEN):
        return _(stamp)
    found = _STAMPED.fullmatch(stamp)
    if found is None:
        return stamp
    when = datetime.strptime(found["when"], "%Y-%m-%d %H:%M")
    return _(_STAMP).format(
        version=found["version"], when=format_datetime(when) + " UTC",
        made_by=found["made_by"], approved_by=found["approved_by"],
    )  # fmt: skip


def _checked(session: Session, row: m.PitSettingsVersion) -> PitSettings:
    """The settings of ``row``, once it is shown to be what the record says: the row as its
    administrative event recorded it, and the event under the site key."""
    recorded = admin.last_record_event(session, KIND, row.id)
    where = _("pit settings version {version}").format(version=row.version)
    if recorded is None:
        raise SettingsTampered(
            _(
                "{where} is on no administrative record: it was written outside the console. "
                "Nothing that depends on the pit's settings is done; an administrator runs "
                "casino verify"
            ).format(where=where)
        )
    key = admin.seal_of(session.get_bind().engine).key
    state = json.loads(recorded["data"]).get("state")
    authentic = admin.authentic(session, key, recorded)
    if not authentic or state != admin.KINDS[KIND].snapshot(session, row):
        raise SettingsTampered(
            _(
                "{where} is not as the record left it: it was changed outside the console. "
                "Nothing that depends on the pit's settings is done; an administrator runs "
                "casino verify"
            ).format(where=where)
        )
    try:
        return parse(json.loads(row.settings), where)
    except (PitSettingsError, ValueError) as exc:  # pragma: no cover - recorded as checked
        raise SettingsTampered(
            _("{where} cannot be read: {error}").format(where=where, error=exc)
        ) from None


def _newest(session: Session) -> m.PitSettingsVersion | None:
    return session.scalars(
        select(m.PitSettingsVersion).order_by(m.PitSettingsVersion.version.desc()).limit(1)
    ).first()


def settings_in_force(session: Session) -> PitSettings:
    """The pit's settings now: the newest version, checked against the record, or the
    defaults when none has been made."""
    row = _newest(session)
    return PitSettings() if row is None else _checked(session, row)


def version_of(session: Session, row: m.PitSettingsVersion) -> SettingsVersion:
    """``row`` as a version, checked, with its makers' names."""
    who = select(m.User.id, m.User.name).where(
        m.User.id.in_((row.created_by_id, row.approved_by_id))
    )
    names: dict[int, str] = {int(r[0]): str(r[1]) for r in session.execute(who).all()}
    return SettingsVersion(
        row.version, _checked(session, row), row.note, aware(row.created_at),
        names.get(row.created_by_id, "?"), names.get(row.approved_by_id, "?"),
    )  # fmt: skip


def settings_stamp(session: Session) -> str:
    """Which settings are in force, for a report's heading (the version and both names)."""
    row = _newest(session)
    if row is None:
        return DEFAULTS
    return version_of(session, row).stamp


GIVEN = N_("as given to this console (not on the record)")
"""The stamp of settings a service was built with (a test's), never the record's."""


def in_force(db: Database) -> PitSettings:
    """``settings_in_force`` in a read of its own."""
    with db.read() as session:
        return settings_in_force(session)


class ReadsPitSettings:
    """A service that acts by the pit's settings: those on the record, read at each use (a
    change made at another console holds at the next action here), or the ones it was built
    with, which only a test gives."""

    db: Database
    _settings: PitSettings | None

    @property
    def settings(self) -> PitSettings:
        return self._settings if self._settings is not None else in_force(self.db)

    def _settings_stamp(self, session: Session) -> str:
        """Which settings ``settings`` gives, for a report's heading."""
        return GIVEN if self._settings is not None else settings_stamp(session)


class PitSettingsService:
    """The pit's settings: read by every service as it acts, changed by administrators."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def current(self) -> SettingsVersion | None:
        """The version in force, checked; None while the defaults are."""
        with self.db.read() as session:
            row = _newest(session)
            return None if row is None else version_of(session, row)

    def history(self) -> list[SettingsVersion]:
        """Every version, oldest first (each checked as the one in force is)."""
        with self.db.read() as session:
            rows = session.scalars(
                select(m.PitSettingsVersion).order_by(m.PitSettingsVersion.version)
            ).all()
            return [version_of(session, row) for row in rows]


    def change(
        self, actor: Actor, settings: PitSettings, note: str, *, approved_by: Signature
    ) -> int:
        """Put ``settings`` in force on the whole floor as the next version: made by an
        administrator, approved by another supervisor (their name and PIN, checked here).
        The version's number."""
        note = note.strip()
        if not note:
            raise InputError(_("a change of the pit's settings needs a note saying why"))
        if len(note) > NOTE_LIMIT:
            raise InputError(_("the note is at most {limit} characters").format(limit=NOTE_LIMIT))
        to = N_("approve the pit's settings")
        approver = AuthService(self.db).countersign(approved_by, to, SUPERVISORS, by=actor)
        seal = admin.seal_of(self.db.engine)
        data = canonical(to_data(settings)).decode()
        with self.db.write() as session:
            admin.lock(session)  # two administrators changing at once number in turn
            actor = signed_in(session, actor)
            require(actor, "admin", to=N_("change the pit's settings"))
            approver = signer(session, approver.user_id, SUPERVISORS, to)
            if approver.user_id == actor.user_id:
                raise InputError(
                    _(
                        "nobody approves the settings they make: another pit boss or an "
                        "administrator approves them"
                    )
                )
            newest = _newest(session)
            if newest is not None and _checked(session, newest) == settings:
                raise InputError(
                    _(
                        "these are the settings in force already (version {version}): "
                        "nothing to change"
                    ).format(version=newest.version)
                )
            if newest is None and settings == PitSettings():
                raise InputError(_("these are the default settings, in force already"))
            number = (session.scalar(select(func.max(m.PitSettingsVersion.version))) or 0) + 1
            row = m.PitSettingsVersion(
                version=number, settings=data, note=note, created_by_id=actor.user_id,
                approved_by_id=approver.user_id,
            )  # fmt: skip
            session.add(row)
            session.flush()
            log(
                session, "pit settings changed",
                f"version {number}, approved by {approver.name}: {note}", actor,
            )  # fmt: skip
            admin.record(session, seal.key, CHANGED, KIND, row.id, actor.user_id, m.utcnow())
            return number
