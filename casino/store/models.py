"""The database's tables as SQLAlchemy 2 typed models.

Three kinds of table live here, and the difference matters to an auditor:

* **The record**, written once and never changed: ``events`` (each table's hash-chained
  stream), ``wagers`` (the lines the events carry), ``commands`` (what was asked, by whom, so
  a retry never acts twice), ``sealed_shoes``, ``voids``, ``slips`` and ``inventories`` (with
  their lines), ``cash_movements``, ``hands`` (one row per finished hand) and the
  ``significant_events`` log. A correction is a new row pointing at what it corrects
  (``corrects_id``). The migration adds triggers that refuse UPDATE and DELETE on them.
* **Reference data** that is added to: ``users``, ``casino_tables``, ``rule_versions``,
  ``table_rules`` (which version a table plays, from which hand).
* **Spans** with an end that is filled in once: ``login_sessions``, ``shifts`` and
  ``table_sessions``; their ``closed_*`` columns go from empty to set, never back.

Money is integer minor units throughout; times are UTC.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from casino.store import clock

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Constraint names fixed by convention, so migrations name them the same on every database."""

APPEND_ONLY = (
    "events",
    "wagers",
    "commands",
    "sealed_shoes",
    "voids",
    "slips",
    "slip_lines",
    "inventories",
    "inventory_lines",
    "cash_movements",
    "hands",
    "significant_events",
    "report_prints",
    "admin_events",
    "slip_voids",
    "count_discrepancies",
    "drop_counts",
    "drop_count_lines",
    "pit_settings_versions",
    "variance_resolutions",
    "complaints",
    "complaint_notes",
    "hand_corrections",
    "table_snapshots",
    "player_flags",
    "admin_records",
    "journal_heads",
)
"""Tables the database itself refuses to UPDATE or DELETE (triggers from the migration)."""


ROLES = ("dealer", "pit_boss", "admin", "accounting", "count_team")
"""Every role a user may hold (``casino.services.users.auth`` says what each may do); the database
refuses any other."""
ROLE_LIST = ", ".join(f"'{r}'" for r in ROLES)


def utcnow() -> datetime:
    """Now, as the record's clock says (``casino.store.clock``): the real time, except while
    the demo replays a past shift."""
    return clock.now()


class Stamp(DateTime):
    """A UTC timestamp. SQLite keeps no zone, so values are written and read as UTC."""

    cache_ok = True

    def __init__(self) -> None:
        super().__init__(timezone=True)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class User(Base):
    __tablename__ = "users"
    __table_args__ = (CheckConstraint(f"role in ({ROLE_LIST})", name="role"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    role: Mapped[str] = mapped_column(String(16))
    pin_hash: Mapped[str] = mapped_column(String(200))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    failed_pins: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """Wrong PINs in a row: from the third each next try waits longer, at the tenth the user
    is locked (``casino.services.users.auth``)."""
    last_failed_at: Mapped[datetime | None] = mapped_column(Stamp())
    locked_at: Mapped[datetime | None] = mapped_column(Stamp())
    """Set when the user is locked out; only a pit boss or administrator clears it."""
    failed_asks: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """Wrong approvals and signatures asked for at this user's sign-in, in a row: counted
    like their own wrong PINs, so a console cannot guess a supervisor's PIN, or lock every
    supervisor out, faster than it locks its own user out."""
    last_failed_ask_at: Mapped[datetime | None] = mapped_column(Stamp())
    seal: Mapped[str | None] = mapped_column(String(64))
    """The row's MAC under the site key, with the administrative stream's last record of
    it (``casino.store.row_seals``): a row written outside the services, or an older row put
    back, no longer matches and is refused."""
    language: Mapped[str | None] = mapped_column(String(8))
    """The language the console speaks to this user (``casino.i18n.LANGUAGES``); None: the
    console's own. Recorded on the administrative stream (``admin``) once set, and never part
    of what the user may do, so not of the row's seal."""


class LoginSession(Base):
    """One console sign-in. A user has at most one open at a time: signing in again ends
    the earlier one, so a PIN left signed in on another console stops working there."""

    __tablename__ = "login_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    """The SHA-256 of the sign-in's token, never the token: a copy of the database does
    not hand out sign-ins."""
    console: Mapped[str] = mapped_column(String(100))
    started_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    ended_at: Mapped[datetime | None] = mapped_column(Stamp())
    end_reason: Mapped[str | None] = mapped_column(String(100))
    pin_change: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")
    """The PIN signed in with no longer meets the rules (set before them, say a 4-digit pit
    boss's): this sign-in may change it and do nothing else."""
    seal: Mapped[str | None] = mapped_column(String(64))
    """The row's MAC under the site key (``casino.store.row_seals``): a sign-in inserted or
    edited outside the services (a session "for" someone else, an ended one reopened) is
    refused by every service and named by ``casino verify``."""


class SignificantEvent(Base):
    """The surveillance log: sign-ins and failed sign-ins, rule changes, voids, errors,
    console start and stop, the database lost and back. Append-only and chained."""

    __tablename__ = "significant_events"

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow, index=True)
    kind: Mapped[str] = mapped_column(String(40), index=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    table_id: Mapped[int | None] = mapped_column(ForeignKey("casino_tables.id"))
    detail: Mapped[str] = mapped_column(Text, default="")
    hash: Mapped[str | None] = mapped_column(String(64))
    """The line chained to the one before under the site key (``casino.store.eventlog``);
    empty only for lines written before the log was chained."""


class CasinoTable(Base):
    """A physical table on the floor: its game, name and position in the pit."""

    __tablename__ = "casino_tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    name: Mapped[str] = mapped_column(String(100), unique=True)
    position: Mapped[str] = mapped_column(String(100), default="")
    created_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)


class RuleVersion(Base):
    """One immutable set of house rules for a game, numbered per game, with who made it and
    which pit boss approved it."""

    __tablename__ = "rule_versions"
    __table_args__ = (UniqueConstraint("game", "version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    version: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(100), default="")
    rules: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    created_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))


class PitSettingsVersion(Base):
    """One version of the pit's settings (``casino.pit_settings``): who may request, issue and
    sign slips, the opener thresholds, the hold bands and the house caps, as the ``[pit]``
    table's canonical JSON. Numbered, never edited: a change is a new version, made by an
    administrator and approved by another supervisor, and on the administrative record. The
    newest is in force on every console; with none, the documented defaults are."""

    __tablename__ = "pit_settings_versions"
    __table_args__ = (CheckConstraint("approved_by_id <> created_by_id", name="two_signers"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, unique=True)
    settings: Mapped[str] = mapped_column(Text)
    note: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    created_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))


class TableRules(Base):
    """A rules version assigned to a table. It applies from the table's next hand: the table
    service adopts it into the stream once no hand is in play."""

    __tablename__ = "table_rules"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    rule_version_id: Mapped[int] = mapped_column(ForeignKey("rule_versions.id"))
    assigned_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    assigned_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))


class Shift(Base):
    __tablename__ = "shifts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    opened_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    opened_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    closed_at: Mapped[datetime | None] = mapped_column(Stamp())
    closed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class TableSession(Base):
    """A table open for play within a shift, from its opener count to its closer count. At
    most one session of a table is open: the database refuses a second (two pit bosses
    opening one table at once), whatever the services' own checks saw."""

    __tablename__ = "table_sessions"
    __table_args__ = (
        Index(
            "uq_table_sessions_open",
            "table_id",
            unique=True,
            sqlite_where=text("closed_at IS NULL"),
            postgresql_where=text("closed_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    shift_id: Mapped[int] = mapped_column(ForeignKey("shifts.id"), index=True)
    opened_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    opened_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    closed_at: Mapped[datetime | None] = mapped_column(Stamp())
    closed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class Inventory(Base):
    """A count of the table's chip tray: the opener when a table opens, the closer when it
    closes, signed by two different people. A recount is a new row that ``corrects`` it."""

    __tablename__ = "inventories"
    __table_args__ = (
        CheckConstraint("kind in ('opener', 'closer')", name="kind"),
        CheckConstraint("signed_by_id <> witnessed_by_id", name="two_signers"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    total: Mapped[int] = mapped_column(BigInteger)
    counted_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    signed_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    witnessed_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    corrects_id: Mapped[int | None] = mapped_column(ForeignKey("inventories.id"), index=True)
    reason: Mapped[str] = mapped_column(Text, default="")


class InventoryLine(Base):
    __tablename__ = "inventory_lines"
    __table_args__ = (CheckConstraint("denomination > 0 and count >= 0", name="positive"),)

    inventory_id: Mapped[int] = mapped_column(ForeignKey("inventories.id"), primary_key=True)
    denomination: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    count: Mapped[int] = mapped_column(Integer)


class Slip(Base):
    """A fill (chips brought to the table from the cage) or a credit (chips taken back),
    numbered in sequence within its kind and numbering period. ``year`` is that period: the
    gaming day of the slip's shift as YYYYMMDD (20261123) since the trust release, a
    calendar year (2026) for slips written before it; ``slip_label`` prints either."""

    __tablename__ = "slips"
    __table_args__ = (
        UniqueConstraint("kind", "year", "number"),
        CheckConstraint("kind in ('fill', 'credit')", name="kind"),
        CheckConstraint("issued_by_id <> received_by_id", name="two_signers"),
        Index("uq_slips_command_id", "command_id", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(10))
    year: Mapped[int] = mapped_column(Integer)
    number: Mapped[int] = mapped_column(Integer)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    total: Mapped[int] = mapped_column(BigInteger)
    issued_at: Mapped[datetime] = mapped_column(Stamp(), default=utcnow)
    issued_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    received_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    corrects_id: Mapped[int | None] = mapped_column(ForeignKey("slips.id"), index=True)
    reason: Mapped[str] = mapped_column(Text, default="")
    command_id: Mapped[str | None] = mapped_column(String(64))
    """The id the console gave the request: a retry finds its slip here instead of making a
    second one."""
    requested_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    manual: Mapped[bool] = mapped_column(Boolean, default=False, server_default=text("false"))
    """Written on a pre-printed paper slip while the system was down, entered afterwards."""
    printed_number: Mapped[str | None] = mapped_column(String(40))
    """A manual slip's pre-printed number, as it stands on the paper."""
    written_at: Mapped[datetime | None] = mapped_column(Stamp())
    """The time written on a manual slip (``issued_at`` is when it was entered)."""
    approved_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    """The administrator who approved a manual slip written at a time no outage on record
    covers; None for one the record shows the system was down for (or not manual)."""


class SlipVoid(Base):
    """A slip voided: a new record pointing at it, with the reason and two different
    signers. The slip stays on record and in the reports, marked void."""

    __tablename__ = "slip_voids"
    __table_args__ = (
        UniqueConstraint("slip_id"),
        CheckConstraint("requested_by_id <> approved_by_id", name="two_signers"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    slip_id: Mapped[int] = mapped_column(ForeignKey("slips.id"))
    reason: Mapped[str] = mapped_column(Text)
    requested_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class SlipLine(Base):
    __tablename__ = "slip_lines"
    __table_args__ = (CheckConstraint("denomination > 0 and count >= 0", name="positive"),)

    slip_id: Mapped[int] = mapped_column(ForeignKey("slips.id"), primary_key=True)
    denomination: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    count: Mapped[int] = mapped_column(Integer)


class CountDiscrepancy(Base):
    """An opener that differs from the table's previous closer: both counts (by their ids),
    the difference (opener less closer) and how it ranks against the site's thresholds:
    ``below`` the report threshold, ``report`` (listed in the shift report) or ``regulator``
    (a copy goes to the regulator). Written when the opener is signed, after the pit boss
    has seen it."""

    __tablename__ = "count_discrepancies"
    __table_args__ = (CheckConstraint("level in ('below', 'report', 'regulator')", name="level"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    opener_id: Mapped[int] = mapped_column(ForeignKey("inventories.id"))
    closer_id: Mapped[int] = mapped_column(ForeignKey("inventories.id"))
    difference: Mapped[int] = mapped_column(BigInteger)
    level: Mapped[str] = mapped_column(String(10))
    seen_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class DropCount(Base):
    """The count room's count of one table session's drop box, signed by two of the count
    team. A recount is a new row that ``corrects`` it."""

    __tablename__ = "drop_counts"
    __table_args__ = (CheckConstraint("counted_by_id <> witnessed_by_id", name="two_signers"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    total: Mapped[int] = mapped_column(BigInteger)
    counted_at: Mapped[datetime] = mapped_column(Stamp())
    counted_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    witnessed_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    corrects_id: Mapped[int | None] = mapped_column(ForeignKey("drop_counts.id"), index=True)
    reason: Mapped[str] = mapped_column(Text, default="")


class DropCountLine(Base):
    """One line of a drop count: cash, chips or markers of one denomination."""

    __tablename__ = "drop_count_lines"
    __table_args__ = (
        CheckConstraint("denomination > 0 and count >= 0", name="positive"),
        CheckConstraint("kind in ('cash', 'chips', 'marker')", name="kind"),
    )

    drop_count_id: Mapped[int] = mapped_column(ForeignKey("drop_counts.id"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10), primary_key=True)
    denomination: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    count: Mapped[int] = mapped_column(Integer)


class VarianceResolution(Base):
    """A supervisor's resolution of the difference between a drop count and the drop the
    wager log recorded, with the reason. Until one exists the variance is listed as open."""

    __tablename__ = "variance_resolutions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    drop_count_id: Mapped[int] = mapped_column(ForeignKey("drop_counts.id"), index=True)
    reason: Mapped[str] = mapped_column(Text)
    resolved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class Complaint(Base):
    """A patron's complaint, recorded against a hand: who, what, and the dealer's note.
    The pit boss's notes follow as ``complaint_notes``."""

    __tablename__ = "complaints"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    table_session_id: Mapped[int | None] = mapped_column(ForeignKey("table_sessions.id"))
    hand_number: Mapped[int | None] = mapped_column(Integer)
    seat: Mapped[int | None] = mapped_column(Integer)
    patron: Mapped[str] = mapped_column(String(100))
    what: Mapped[str] = mapped_column(Text)
    dealer_note: Mapped[str] = mapped_column(Text, default="")
    recorded_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class ComplaintNote(Base):
    """A note on a complaint (the pit boss's), and whether it closes the complaint."""

    __tablename__ = "complaint_notes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    complaint_id: Mapped[int] = mapped_column(ForeignKey("complaints.id"), index=True)
    note: Mapped[str] = mapped_column(Text)
    resolved: Mapped[bool] = mapped_column(Boolean, default=False)
    by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class HandCorrection(Base):
    """A settled hand corrected: what one seat should have been paid more (``amount`` > 0)
    or less (< 0), with the reason, the dealer who asked and the pit boss who approved.
    The hand's own record is never changed; recall shows this beside it."""

    __tablename__ = "hand_corrections"
    __table_args__ = (
        CheckConstraint("requested_by_id <> approved_by_id", name="two_signers"),
        CheckConstraint("amount <> 0", name="amount"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    hand_number: Mapped[int] = mapped_column(Integer)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    """The session the correction is booked in (the one open when it was paid)."""
    seat: Mapped[int | None] = mapped_column(Integer)
    player: Mapped[str] = mapped_column(String(100), default="")
    amount: Mapped[int] = mapped_column(BigInteger)
    reason: Mapped[str] = mapped_column(Text)
    seq: Mapped[int | None] = mapped_column(Integer)
    """The table event that carried the chips, when the correction moved a seated player's
    stack."""
    requested_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class TableFault(Base):
    """A fault that stops play at a table until a pit boss clears it (a chain that fails
    verification when the console loads the table, say). Kept in the database so it
    outlives the console that raised it."""

    __tablename__ = "table_faults"
    __table_args__ = (CheckConstraint("approved_by_id <> cleared_by_id", name="two_signers"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    kind: Mapped[str] = mapped_column(String(40))
    detail: Mapped[str] = mapped_column(Text)
    raised_at: Mapped[datetime] = mapped_column(Stamp())
    raised_by: Mapped[str] = mapped_column(String(100), default="")
    """The console (or user) that found it."""
    cleared_at: Mapped[datetime | None] = mapped_column(Stamp())
    cleared_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    """The second supervisor who approved clearing it over a record that still fails
    (accepting the failure); None for a fault simply cleared."""
    note: Mapped[str] = mapped_column(Text, default="")


class Event(Base):
    """One event of one table's stream. ``seq`` counts from 1 per table and is unique with
    it, so two consoles can never both write event 57; ``hash`` chains each event to the one
    before under the site key (``casino.store.stream.record_hash``). ``data`` is the
    canonical JSON, stored as text so the bytes hashed are the bytes kept."""

    __tablename__ = "events"
    __table_args__ = (UniqueConstraint("table_id", "seq"),)

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    seq: Mapped[int] = mapped_column(Integer)
    type: Mapped[str] = mapped_column(String(40))
    data: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(Stamp())
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    command_id: Mapped[str | None] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))


class AdminEvent(Base):
    """One event of the administrative stream: every change to a user, a rules version, a
    table, a shift, a table session, a chip count or a slip, with the row's whole state after
    it. Chained and keyed like a table's stream (``casino.store.admin``), so a row edited
    outside the services no longer matches the stream's last word on it."""

    __tablename__ = "admin_events"
    __table_args__ = (UniqueConstraint("seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer)
    type: Mapped[str] = mapped_column(String(40))
    data: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(Stamp())
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    hash: Mapped[str] = mapped_column(String(64))


class AdminRecord(Base):
    """Which row each administrative event records (``kind`` and ``row_id``, as its data
    says): an index, so a service finds the stream's last word on one row without reading
    the stream. Append-only; ``casino verify`` checks it against the events."""

    __tablename__ = "admin_records"
    __table_args__ = (Index("ix_admin_records_row", "kind", "row_id", "seq"),)

    seq: Mapped[int] = mapped_column(ForeignKey("admin_events.seq"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    row_id: Mapped[int] = mapped_column(Integer)


class Command(Base):
    """A command as the console sent it, under the id the console gave it: a double click or
    a retry finds its id here and gets the first outcome back instead of acting twice."""

    __tablename__ = "commands"
    __table_args__ = (
        Index("ix_commands_table_last", "table_id", "last_seq"),
        {"sqlite_with_rowid": False},
    )

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    data: Mapped[str] = mapped_column(Text)
    first_seq: Mapped[int] = mapped_column(Integer)
    last_seq: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(Stamp())


class SealedShoe(Base):
    """A shoe table's deck order, kept out of the event stream (which carries only its
    SHA-256) until the hand ends; the stream's digest proves it was not changed."""

    __tablename__ = "sealed_shoes"

    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    hand_number: Mapped[int] = mapped_column(Integer)
    cards: Mapped[str] = mapped_column(Text)


class Wager(Base):
    """One line of the wager log, written in the same transaction as the event carrying it."""

    __tablename__ = "wagers"
    __table_args__ = (
        CheckConstraint("amount >= 0", name="amount"),
        Index("ix_wagers_table_seq", "table_id", "seq"),
    )

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    seq: Mapped[int] = mapped_column(Integer)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    hand_number: Mapped[int | None] = mapped_column(Integer)
    seat: Mapped[int | None] = mapped_column(Integer)
    player: Mapped[str | None] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(20))
    amount: Mapped[int] = mapped_column(BigInteger)
    house: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())
    void_id: Mapped[int | None] = mapped_column(ForeignKey("voids.id"))


class Void(Base):
    """A voided hand: its reason, the dealer who asked and the pit boss who approved. The
    wagers it returned point at it."""

    __tablename__ = "voids"
    __table_args__ = (UniqueConstraint("table_id", "hand_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    hand_number: Mapped[int] = mapped_column(Integer)
    seq: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text)
    requested_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    approved_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class CashMovement(Base):
    """A buy-in (cash into the drop box, or chips brought from elsewhere) or a cash-out (a
    player leaving with chips)."""

    __tablename__ = "cash_movements"
    __table_args__ = (
        Index("ix_cash_movements_table_seq", "table_id", "seq"),
        Index("ix_cash_movements_player", "player"),
        CheckConstraint("kind in ('buy_in', 'cash_out')", name="kind"),
        CheckConstraint("method in ('cash', 'chips')", name="method"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(10))
    method: Mapped[str] = mapped_column(String(10))
    seat: Mapped[int] = mapped_column(Integer)
    player: Mapped[str] = mapped_column(String(100))
    amount: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(Stamp())


class Hand(Base):
    """A finished hand (or round), written when it ends: its span of the stream, how it ended
    and the rules version it was played under."""

    __tablename__ = "hands"
    __table_args__ = (
        UniqueConstraint("table_id", "number"),
        Index("ix_hands_table_last", "table_id", "last_seq"),
        CheckConstraint("outcome in ('played', 'voided')", name="outcome"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    number: Mapped[int] = mapped_column(Integer)
    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), index=True)
    rule_version_id: Mapped[int] = mapped_column(ForeignKey("rule_versions.id"))
    first_seq: Mapped[int] = mapped_column(Integer)
    last_seq: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(Stamp())
    ended_at: Mapped[datetime] = mapped_column(Stamp())
    outcome: Mapped[str] = mapped_column(String(10))


class TableFigures(Base):
    """A table session's running figures, kept by the table service in the same unit of work
    as the wager lines, hands and buy-ins they sum, so the pit overview reads one row per
    table instead of aggregating the shift's wager log at every refresh. Derived, not record:
    the reports still sum the log itself, and ``casino verify`` checks the two agree.

    ``ledger_win`` is the sum of ``wagers.house`` over lines that are not a void's return;
    ``cash_drop`` the cash buy-ins; ``hands`` and ``voided`` the finished hands by outcome;
    ``in_hand`` whether a hand is being dealt after ``seq``; ``dealer_id`` who entered the
    last command."""

    __tablename__ = "table_figures"

    table_session_id: Mapped[int] = mapped_column(ForeignKey("table_sessions.id"), primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer, default=0)
    hands: Mapped[int] = mapped_column(Integer, default=0)
    voided: Mapped[int] = mapped_column(Integer, default=0)
    cash_drop: Mapped[int] = mapped_column(BigInteger, default=0)
    chip_buy_ins: Mapped[int] = mapped_column(BigInteger, default=0)
    cash_outs: Mapped[int] = mapped_column(BigInteger, default=0)
    ledger_win: Mapped[int] = mapped_column(BigInteger, default=0)
    in_hand: Mapped[bool] = mapped_column(Boolean, default=False)
    dealer_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class TableSnapshot(Base):
    """A table's fold kept at a hand boundary, after event ``seq`` whose chain hash it names,
    under an HMAC of the site key (``casino.store.snapshots``): a table's load and a hand's
    recall start from it instead of the first event. Derived from the stream, and kept like
    the record: never changed, a newer one added."""

    __tablename__ = "table_snapshots"

    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    hash: Mapped[str] = mapped_column(String(64))
    format: Mapped[str] = mapped_column(String(60))
    state: Mapped[bytes] = mapped_column(LargeBinary)
    mac: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(Stamp())


class Player(Base):
    """A rated player: the card number a dealer enters at the seat (the table knows the
    player as ``#`` and the number, ``casino.services.players.players``), the name only pit bosses
    and administrators see, and, once a pit boss has merged this record into another of the
    same person, which one (the record stays, and its play counts as the other's). Never
    deleted; every change is an event of the administrative stream."""

    __tablename__ = "players"
    __table_args__ = (
        UniqueConstraint("card"),
        CheckConstraint("merged_into_id IS NULL OR merged_into_id <> id", name="not_self"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    card: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(100))
    enrolled_at: Mapped[datetime] = mapped_column(Stamp())
    enrolled_by_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    merged_into_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"))
    merged_at: Mapped[datetime | None] = mapped_column(Stamp())
    merged_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    merge_reason: Mapped[str] = mapped_column(Text, default="")


class PlayerFlag(Base):
    """A player whose decisions and volume made the game negative for the house, flagged to
    the pit once per visit (``casino.services.players.ratings``): the seat, the visit (the event
    that seated them) and the figures that showed it. Kept like the record: never changed."""

    __tablename__ = "player_flags"
    __table_args__ = (UniqueConstraint("table_id", "seated_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"))
    table_session_id: Mapped[int | None] = mapped_column(ForeignKey("table_sessions.id"))
    seat: Mapped[int] = mapped_column(Integer)
    player: Mapped[str] = mapped_column(String(100))
    """The name the table knows the player by (``#`` and the card for a rated player)."""
    seated_seq: Mapped[int] = mapped_column(Integer)
    hands: Mapped[int] = mapped_column(Integer)
    skill_index: Mapped[str] = mapped_column(String(40))
    """The index when flagged, as the exact fraction ``p/q``."""
    theo: Mapped[int] = mapped_column(BigInteger)
    """Theo at the game's edge, rounded down to the minor unit."""
    theo_at_play: Mapped[int] = mapped_column(BigInteger)
    """Theo at the player's own play (below zero: the house expects to lose)."""
    total_bet: Mapped[int] = mapped_column(BigInteger)
    detail: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(Stamp())


class KeptDecision(Base):
    """One decision a player made, valued once (``casino.services.players.rating_decisions``): the
    event at ``seq`` of the table's stream, the seat it was the player's at, and what the
    choice made, the dealer's own choice and the best one were worth per unit bet, as exact
    fractions ``p/q``, under the rules version the hand was played under. Only decisions of
    hands that ended and were not voided are kept (the others count for nothing).

    Derived, not record: every value is the spec's ``DecisionMeter.value`` of the stored event
    under its hand's rules, so the rows are rebuilt by deleting them and their table's
    ``decision_marks`` row (the next reader or the advantage watch values the decisions
    again and keeps them); ``rating_decisions.problems`` re-values them and names any that
    differ. The rating slips and the advantage watch read these rows instead of re-valuing
    every decision at each read."""

    __tablename__ = "decision_values"

    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    chosen: Mapped[str] = mapped_column(String(200))
    mirror: Mapped[str] = mapped_column(String(200))
    best: Mapped[str] = mapped_column(String(200))
    rule_version_id: Mapped[int] = mapped_column(ForeignKey("rule_versions.id"))


class DecisionMark(Base):
    """How far a table's decisions are kept in ``decision_values``: every decision event at
    or before ``through`` of a hand that ended (and was not voided) has its row there, and
    ``through`` is the last event of a finished hand. Derived like the rows it vouches for;
    it only ever moves forward (a keeper that finds it further on leaves it)."""

    __tablename__ = "decision_marks"

    table_id: Mapped[int] = mapped_column(ForeignKey("casino_tables.id"), primary_key=True)
    through: Mapped[int] = mapped_column(Integer)


class ReportPrint(Base):
    """A shift report as it was first printed: its id (from the digest of every figure) and
    when. A reprint of the same figures finds this row and prints the same page, byte for
    byte; figures that changed since (a late correction) make a new report with a new id."""

    __tablename__ = "report_prints"
    __table_args__ = (UniqueConstraint("report_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    shift_id: Mapped[int] = mapped_column(ForeignKey("shifts.id"), index=True)
    report_id: Mapped[str] = mapped_column(String(40))
    digest: Mapped[str] = mapped_column(String(64))
    printed_at: Mapped[datetime] = mapped_column(Stamp())
    printed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    """Who printed it from a console; empty for the ``casino report`` command."""
    via: Mapped[str] = mapped_column(String(100))


class JournalHead(Base):
    """The journal's own head as a console left it (``casino.store.journal``): after each
    synced write, and at each shift report's first print (``report_id``, the head printed on
    it). ``casino verify`` looks for each line in this machine's journal: one it lacks means
    the journal was deleted or rolled back behind the database."""

    __tablename__ = "journal_heads"
    __table_args__ = (Index("ix_journal_heads_journal", "journal", "line"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    journal: Mapped[str] = mapped_column(String(32))
    """Which journal: ``journal.identity`` (the machine and the file's path)."""
    line: Mapped[int] = mapped_column(Integer)
    mac: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(Stamp())
    why: Mapped[str] = mapped_column(String(100))
    report_id: Mapped[str | None] = mapped_column(String(40), index=True)


def slip_label(period: int, number: int) -> str:
    """``2026-11-23-00007`` (gaming day) or ``2026-00007`` (an older slip's year)."""
    if period > 9999:
        text = str(period)
        return f"{text[:4]}-{text[4:6]}-{text[6:8]}-{number:05d}"
    return f"{period}-{number:05d}"


def table(name: str) -> Table:
    """A model's Core table, for the hot path's plain-connection statements."""
    return Base.metadata.tables[name]
