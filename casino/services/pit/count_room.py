"""The count room: each closed table session's drop box counted, signed by two of the count
team, and compared with the drop the wager log recorded.

What a count room does, as the table-games rules (N.J.A.C. 13:69D-1.33, Nevada MICS table
games count standards, Maryland COMAR 36.05) and the count modules of table-games systems
describe it: the drop box of a table is pulled when the table closes and opened in the count
room, where at least two people of the count team count what is in it, **currency by
denomination, chips found in the box, and markers** (IOUs a patron signed for chips, where a
site extends credit at the tables); the count is recorded box by box with the counters'
signatures, and only then compared with what the table recorded. A difference is a
**variance**, listed until a supervisor resolves it with a reason.

Here:

* The **recorded drop** of a table session is the sum of its cash buy-ins in
  ``cash_movements`` (chip buy-ins bring no cash to the box).
* The **counted drop** is the newest ``drop_counts`` row of the session: the total of its
  ``drop_count_lines`` (kind cash, chips or marker; denomination; count). Markers are
  refused unless the site uses them (``markers``).
* The **variance** is counted less recorded: positive when the box held more than the wager
  log says went into it.
* One count per session. A correction is a **recount**: a new row that ``corrects`` the
  newest one (which stays on record) and carries the reason. A resolution
  (``variance_resolutions``) belongs to one count, so a recount reopens the variance; a
  count that agrees with the recorded drop needs none.

Who may do what is the site's (``casino.pit_settings``): the duty ``count_enter`` (default:
the count team) enters and recounts, and a second, different holder of it witnesses;
``variance_resolve`` (default: pit boss, administrator) resolves, never on a count they signed.
Accounting reads and changes nothing.

The module-level helpers (``recorded_drops``, ``counted_drops``, ``drop_summary``,
``variance_status``) take an open ``Session`` and do no writing, so a report can read the
count room's figures in the same read as its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import TypeVar

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from casino.games.spec import is_whole
from casino.i18n import N_, SOURCE, _, speaking
from casino.i18n.numbers import group_digits
from casino.money import format_money
from casino.pit_settings import PitSettings
from casino.services.bounds import AMOUNT_LIMIT, COUNT_LIMIT, check_reason
from casino.services.errors import InputError, NotFound, PermissionDenied
from casino.services.log import log
from casino.services.pit import rules as rules_service
from casino.services.pit.settings import ReadsPitSettings
from casino.services.users.auth import (
    Actor,
    AuthService,
    Signature,
    require,
    signed_in,
    signer,
    user_name,
)
from casino.services.when import aware, gaming_day, local_time
from casino.store import admin
from casino.store import models as m
from casino.store.unit import Database

CASH, CHIPS, MARKER = "cash", "chips", "marker"
KINDS = (CASH, CHIPS, MARKER)
"""What a drop box holds, as ``drop_count_lines.kind`` names it."""
KIND_NAMES = {CASH: N_("currency"), CHIPS: N_("chips"), MARKER: N_("markers")}
"""Each kind as a person reads it (marked: translated where it is said, ``_(KIND_NAMES[k])``)."""

TO_COUNT, BALANCED, OPEN, RESOLVED = (
    N_("to count"), N_("balanced"), N_("variance open"), N_("resolved")
)
"""The states of a closed session's drop: not counted yet; counted and equal to the recorded
drop; counted with a difference nobody has resolved; counted with a resolved difference.
Compared and kept as they are; translated where they are shown (``_(status)``)."""

COUNT_ENTER, VARIANCE_RESOLVE = "count_enter", "variance_resolve"
_CHUNK = 500
"""Ids per ``IN (...)`` list: a year of sessions stays under SQLite's parameter limit."""
_T = TypeVar("_T")


# -- what the count room reads -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resolution:
    """A supervisor's resolution of one count's variance."""

    id: int
    reason: str
    resolved_by: str
    at: datetime


@dataclass(frozen=True, slots=True)
class CountedDrop:
    """The newest count of one session's drop box, split by kind, with its resolution."""

    table_session_id: int
    drop_count_id: int
    total: int
    cash: int
    chips: int
    markers: int
    counted_at: datetime
    counted_by: str
    witnessed_by: str
    corrects_id: int | None
    """The count this one corrects (a recount), or None for the first count."""
    reason: str
    """A recount's reason; empty for the first count."""
    resolution: Resolution | None

    @property
    def recount(self) -> bool:
        return self.corrects_id is not None

    def variance(self, recorded: int) -> int:
        """Counted less recorded: positive when the box held more than the log recorded."""
        return self.total - recorded


def variance_status(recorded: int, counted: CountedDrop | None) -> str:
    """``TO_COUNT``, ``BALANCED``, ``OPEN`` or ``RESOLVED`` for a closed session whose
    recorded drop is ``recorded`` and whose newest count is ``counted``."""
    if counted is None:
        return TO_COUNT
    if counted.variance(recorded) == 0:
        return BALANCED
    return RESOLVED if counted.resolution is not None else OPEN


@dataclass(frozen=True, slots=True)
class DropLine:
    """One closed table session as the count room lists it."""

    table_session_id: int
    table_id: int
    table: str
    game: str
    shift_id: int
    shift: str
    gaming_day: date
    opened_at: datetime
    closed_at: datetime
    recorded: int
    """The recorded drop: the session's cash buy-ins."""
    counted: CountedDrop | None
    currency: str = ""
    minor_units: int = 100

    @property
    def variance(self) -> int | None:
        return None if self.counted is None else self.counted.variance(self.recorded)

    @property
    def status(self) -> str:
        return variance_status(self.recorded, self.counted)

    def money(self, minor: int) -> str:
        return format_money(minor, self.currency, self.minor_units)


@dataclass(frozen=True, slots=True)
class DropSummary:
    """A group of sessions' drop (a table's sessions in a shift, say), for a report that
    shows the recorded and the counted drop side by side."""

    sessions: int
    recorded: int
    counted: int | None
    """The counted drops summed; None while any of the sessions has no count."""
    cash: int = 0
    chips: int = 0
    markers: int = 0
    uncounted: tuple[int, ...] = ()
    """Sessions still to count."""
    open_variances: tuple[int, ...] = ()
    """Sessions whose newest count differs from the recorded drop, unresolved."""
    by_session: dict[int, CountedDrop] = field(default_factory=dict)

    @property
    def variance(self) -> int | None:
        return None if self.counted is None else self.counted - self.recorded


@dataclass(frozen=True, slots=True)
class GamingDay:
    """A gaming day with closed sessions, for choosing one: how many, and how many wait for
    their count."""

    day: date
    sessions: int
    to_count: int


def _chunks(ids: Iterable[_T]) -> Iterator[list[_T]]:
    items = list(ids)
    for start in range(0, len(items), _CHUNK):
        yield items[start : start + _CHUNK]


def recorded_drops(session: Session, table_session_ids: Iterable[int]) -> dict[int, int]:
    """Each session's recorded drop (its cash buy-ins in ``cash_movements``); 0 for a
    session without any."""
    ids = sorted(set(table_session_ids))
    found = dict.fromkeys(ids, 0)
    for part in _chunks(ids):
        for session_id, total in session.execute(
            select(m.CashMovement.table_session_id, func.sum(m.CashMovement.amount))
            .where(
                m.CashMovement.table_session_id.in_(part),
                m.CashMovement.kind == "buy_in",
                m.CashMovement.method == CASH,
            )
            .group_by(m.CashMovement.table_session_id)
        ):
            found[int(session_id)] = int(total)
    return found


def counted_drops(session: Session, table_session_ids: Iterable[int]) -> dict[int, CountedDrop]:
    """The newest count of each session that has one (sessions without a count are not in
    the result), with its cash, chips and markers apart and its resolution, if any. The
    newest count is the one a recount made last: the one the books use."""
    ids = sorted(set(table_session_ids))
    counts: list[m.DropCount] = []
    for part in _chunks(ids):
        newest = (
            select(func.max(m.DropCount.id))
            .where(m.DropCount.table_session_id.in_(part))
            .group_by(m.DropCount.table_session_id)
        )
        counts += session.scalars(select(m.DropCount).where(m.DropCount.id.in_(newest))).all()
    count_ids = [c.id for c in counts]
    splits: dict[int, dict[str, int]] = {}
    resolutions: dict[int, m.VarianceResolution] = {}
    for part in _chunks(count_ids):
        for count_id, kind, value in session.execute(
            select(
                m.DropCountLine.drop_count_id,
                m.DropCountLine.kind,
                func.sum(m.DropCountLine.denomination * m.DropCountLine.count),
            )
            .where(m.DropCountLine.drop_count_id.in_(part))
            .group_by(m.DropCountLine.drop_count_id, m.DropCountLine.kind)
        ):
            splits.setdefault(int(count_id), {})[str(kind)] = int(value)
        for row in session.scalars(
            select(m.VarianceResolution)
            .where(m.VarianceResolution.drop_count_id.in_(part))
            .order_by(m.VarianceResolution.id.desc())
        ):
            resolutions[row.drop_count_id] = row  # the first one wins (read last)
    names = _names(session)
    found: dict[int, CountedDrop] = {}
    for count in counts:
        split = splits.get(count.id, {})
        resolved = resolutions.get(count.id)
        found[count.table_session_id] = CountedDrop(
            table_session_id=count.table_session_id,
            drop_count_id=count.id,
            total=count.total,
            cash=split.get(CASH, 0),
            chips=split.get(CHIPS, 0),
            markers=split.get(MARKER, 0),
            counted_at=aware(count.counted_at),
            counted_by=names.get(count.counted_by_id, "?"),
            witnessed_by=names.get(count.witnessed_by_id, "?"),
            corrects_id=count.corrects_id,
            reason=count.reason,
            resolution=None
            if resolved is None
            else Resolution(
                resolved.id,
                resolved.reason,
                names.get(resolved.resolved_by_id, "?"),
                aware(resolved.at),
            ),
        )
    return found


def drop_summary(session: Session, table_session_ids: Iterable[int]) -> DropSummary:
    """The recorded and the counted drop of a group of sessions, summed, with which are
    still to count and which have an open variance: what a shift report's table line needs
    to show both and to take its win from the counted drop once every box is counted."""
    ids = sorted(set(table_session_ids))
    recorded = recorded_drops(session, ids)
    counted = counted_drops(session, ids)
    uncounted = tuple(i for i in ids if i not in counted)
    open_ = tuple(
        i for i in ids if i in counted and variance_status(recorded[i], counted[i]) == OPEN
    )
    return DropSummary(
        sessions=len(ids),
        recorded=sum(recorded.values()),
        counted=None if uncounted else sum(c.total for c in counted.values()),
        cash=sum(c.cash for c in counted.values()),
        chips=sum(c.chips for c in counted.values()),
        markers=sum(c.markers for c in counted.values()),
        uncounted=uncounted,
        open_variances=open_,
        by_session=counted,
    )


def count_lines(session: Session, drop_count_id: int) -> dict[str, dict[int, int]]:
    """One count's lines: for each kind, the count of each denomination."""
    lines: dict[str, dict[int, int]] = {}
    for kind, denomination, count in session.execute(
        select(m.DropCountLine.kind, m.DropCountLine.denomination, m.DropCountLine.count)
        .where(m.DropCountLine.drop_count_id == drop_count_id)
        .order_by(m.DropCountLine.kind, m.DropCountLine.denomination.desc())
    ):
        lines.setdefault(str(kind), {})[int(denomination)] = int(count)
    return lines


def check_lines(
    lines: Mapping[str, Mapping[int, int]], markers: bool
) -> tuple[dict[str, dict[int, int]], int]:
    """A count's lines as they are written (lines of no pieces left out) and their total;
    refuses an unknown kind, markers at a site that does not use them, a denomination or a
    count that is not a whole positive number, and totals beyond the largest amount. The
    message names the line at fault."""
    if not isinstance(lines, Mapping):
        raise InputError(_("a drop count is lines by kind: cash, chips and markers"))
    kept: dict[str, dict[int, int]] = {}
    total = 0
    for kind, counts in lines.items():
        if kind not in KINDS:
            raise InputError(
                _("{kind} is not something a drop box holds; the kinds are {kinds}").format(
                    kind=repr(kind), kinds=", ".join(KINDS)
                )
            )
        if not isinstance(counts, Mapping):
            raise InputError(
                _("the {kind} of a drop count are counts by denomination").format(
                    kind=_(KIND_NAMES[kind])
                )
            )
        for denomination, count in counts.items():
            if not is_whole(denomination) or not 0 < denomination <= AMOUNT_LIMIT:
                raise InputError(
                    _("{denomination} is not a denomination of {kind} in minor units").format(
                        denomination=repr(denomination), kind=_(KIND_NAMES[kind])
                    )
                )
            if not is_whole(count) or not 0 <= count <= COUNT_LIMIT:
                raise InputError(
                    _(
                        "the count of {kind} of {denomination} must be a whole number from 0 "
                        "to {limit}, not {count}"
                    ).format(
                        kind=_(KIND_NAMES[kind]),
                        denomination=denomination,
                        limit=group_digits(COUNT_LIMIT),
                        count=repr(count),
                    )
                )
            if count == 0:
                continue
            if kind == MARKER and not markers:
                raise InputError(
                    _("this site does not use markers; a drop box holds currency and chips")
                )
            kept.setdefault(kind, {})[denomination] = count
            total += denomination * count
    if total > AMOUNT_LIMIT:
        raise InputError(
            _(
                "a drop count of {total} is more than the largest amount the console takes "
                "({limit} minor units); nothing was written"
            ).format(total=group_digits(total), limit=group_digits(AMOUNT_LIMIT))
        )
    return kept, total


# -- the service -------------------------------------------------------------------------------


class CountRoomService(ReadsPitSettings):
    """The count room's entries (counts, recounts, resolutions) and what it reads."""

    def __init__(
        self, db: Database, settings: PitSettings | None = None, *, markers: bool | None = None
    ) -> None:
        """``markers`` says whether the site extends credit at the tables (markers in the
        drop box); None takes the pit settings' ``markers`` where they have one, else no."""
        self.db = db
        self._settings = settings
        self._markers = markers


    @property
    def markers(self) -> bool:
        """Whether the count room counts markers: as built, else the pit's settings."""
        return self.settings.markers if self._markers is None else self._markers

    def may(self, duty: str) -> tuple[str, ...]:
        """The roles holding ``duty`` (``count_enter``, ``variance_resolve``) at this site."""
        return self.settings.may(duty)

    # -- reading -----------------------------------------------------------------------------

    def drops(self, when: date | int | None = None) -> list[DropLine]:
        """Every closed table session of a gaming day (a ``date``), of a shift (its id), or
        of all time (None), by table: recorded drop, newest count, variance and status. A
        session belongs to the gaming day its shift was opened in, as its slips do."""
        with self.db.read() as session:
            return self._lines(session, when)

    def drops_to_count(self, when: date | int) -> list[DropLine]:
        """The closed sessions of a gaming day or a shift whose drop box has no count yet."""
        return [line for line in self.drops(when) if line.counted is None]

    def variances(
        self, when: date | int | None = None, *, open_only: bool = False
    ) -> list[DropLine]:
        """Every counted session (of a gaming day, a shift, or all time) with its recorded
        drop, its counted drop (the newest count) and the difference; ``open_only`` keeps
        the variances nobody has resolved yet."""
        return [
            line
            for line in self.drops(when)
            if line.counted is not None and (not open_only or line.status == OPEN)
        ]

    def gaming_days(self) -> list[GamingDay]:
        """The gaming days that have closed table sessions, newest first."""
        with self.db.read() as session:
            counted = select(m.DropCount.table_session_id).distinct().scalar_subquery()
            rows = session.execute(
                select(
                    m.Shift.opened_at,
                    func.count(),
                    func.count().filter(m.TableSession.id.not_in(counted)),
                )
                .join(m.TableSession, m.TableSession.shift_id == m.Shift.id)
                .where(m.TableSession.closed_at.is_not(None))
                .group_by(m.Shift.id, m.Shift.opened_at)
            ).all()
        days: dict[date, tuple[int, int]] = {}
        for opened_at, sessions, to_count in rows:
            day = gaming_day(aware(opened_at))
            before = days.get(day, (0, 0))
            days[day] = (before[0] + int(sessions), before[1] + int(to_count))
        return [GamingDay(d, s, t) for d, (s, t) in sorted(days.items(), reverse=True)]

    def lines(self, drop_count_id: int) -> dict[str, dict[int, int]]:
        """What one count found: for each kind, the count of each denomination."""
        with self.db.read() as session:
            if session.get(m.DropCount, drop_count_id) is None:
                raise NotFound(_("there is no drop count {id}").format(id=drop_count_id))
            return count_lines(session, drop_count_id)

    def _lines(self, session: Session, when: date | int | None) -> list[DropLine]:
        query = (
            select(m.TableSession, m.Shift, m.CasinoTable)
            .join(m.Shift, m.Shift.id == m.TableSession.shift_id)
            .join(m.CasinoTable, m.CasinoTable.id == m.TableSession.table_id)
            .where(m.TableSession.closed_at.is_not(None))
            .order_by(m.CasinoTable.name, m.TableSession.id)
        )
        if isinstance(when, datetime):  # a moment: the gaming day it falls in
            when = gaming_day(aware(when))
        if isinstance(when, date):
            start = datetime.combine(when, time(0), tzinfo=UTC) - timedelta(days=1)
            query = query.where(
                m.Shift.opened_at >= start, m.Shift.opened_at < start + timedelta(days=3)
            )
        elif when is not None:
            if not is_whole(when):
                raise InputError(
                    _("{when} is neither a gaming day nor a shift's number").format(
                        when=repr(when)
                    )
                )
            if session.get(m.Shift, when) is None:
                raise NotFound(_("there is no shift {shift}").format(shift=when))
            query = query.where(m.TableSession.shift_id == when)
        rows = [
            (ts, shift, table, gaming_day(aware(shift.opened_at)))
            for ts, shift, table in session.execute(query)
        ]
        if isinstance(when, date):
            rows = [row for row in rows if row[3] == when]
        ids = [ts.id for ts, *_ in rows]
        recorded = recorded_drops(session, ids)
        counted = counted_drops(session, ids)
        money = _Currencies(session)
        found = []
        for ts, shift, table, day in rows:
            assert ts.closed_at is not None
            currency, minor_units = money.of(table.id, ts.closed_at)
            found.append(
                DropLine(
                    table_session_id=ts.id,
                    table_id=table.id,
                    table=table.name,
                    game=table.game,
                    shift_id=shift.id,
                    shift=shift.name,
                    gaming_day=day,
                    opened_at=aware(ts.opened_at),
                    closed_at=aware(ts.closed_at),
                    recorded=recorded[ts.id],
                    counted=counted.get(ts.id),
                    currency=currency,
                    minor_units=minor_units,
                )
            )
        return found

    # -- writing -----------------------------------------------------------------------------

    def enter_count(
        self,
        actor: Actor,
        table_session_id: int,
        lines: Mapping[str, Mapping[int, int]],
        witness: Signature,
    ) -> int:
        """The counted drop of one closed table session, by kind and denomination, entered
        by a holder of ``count_enter`` and witnessed by another. One count per session: a
        second is refused, naming who counted it and when (a correction is ``recount``)."""
        kept, total = check_lines(lines, self.markers)
        duty = self.may(COUNT_ENTER)
        self._may(actor, duty, N_("enter a drop count"))
        to = N_("witness a drop count")
        second = AuthService(self.db).countersign(witness, to, duty, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *duty, to=N_("enter a drop count"))
            second = signer(session, second.user_id, duty, to)
            _two_people(actor, second)
            ts, table = _closed_session(session, table_session_id)
            already = _newest(session, ts.id)
            if already is not None:
                raise InputError(
                    _(
                        "the drop box of {where} was already counted by {counted_by} and "
                        "{witnessed_by} at {at} (count {count}); a correction is a recount, "
                        "with the reason"
                    ).format(
                        where=_where(session, ts, table),
                        counted_by=user_name(session, already.counted_by_id),
                        witnessed_by=user_name(session, already.witnessed_by_id),
                        at=local_time(already.counted_at),
                        count=already.id,
                    )
                )
            at = m.utcnow()
            count_id = _write(session, ts.id, kept, total, (actor, second), at, None)
            admin.record(
                session, seal.key, "DropCounted", "drop_count", count_id, actor.user_id, at
            )
            log(
                session,
                "drop counted",
                _detail(session, ts, table, count_id, total, "counted"),
                actor,
                table.id,
            )
            return count_id

    def recount(
        self,
        actor: Actor,
        drop_count_id: int,
        lines: Mapping[str, Mapping[int, int]],
        witness: Signature,
        reason: str,
    ) -> int:
        """A corrected count: a new row pointing at the count it corrects (the newest of its
        session; the old one stays on record), signed like a count, with the reason. Its
        variance is open again until resolved, whatever the old count's was."""
        reason = check_reason(reason, N_("a recount"))
        kept, total = check_lines(lines, self.markers)
        duty = self.may(COUNT_ENTER)
        self._may(actor, duty, N_("recount a drop"))
        to = N_("witness a drop recount")
        second = AuthService(self.db).countersign(witness, to, duty, by=actor)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *duty, to=N_("recount a drop"))
            second = signer(session, second.user_id, duty, to)
            _two_people(actor, second)
            old = _count(session, drop_count_id)
            _newest_or_say(session, old, resolving=False)
            ts, table = _closed_session(session, old.table_session_id)
            at = m.utcnow()
            count_id = _write(session, ts.id, kept, total, (actor, second), at, (old.id, reason))
            admin.record(
                session, seal.key, "DropRecounted", "drop_count", count_id, actor.user_id, at
            )
            what = f"recounted (count {old.id} corrected: {reason})"
            log(
                session,
                "drop counted",
                _detail(session, ts, table, count_id, total, what),
                actor,
                table.id,
            )
            return count_id

    def resolve(self, actor: Actor, drop_count_id: int, reason: str) -> int:
        """A supervisor's resolution of a count's variance, with the reason: the variance is
        no longer listed as open. Only the newest count of a session is resolved, only when it
        differs from the recorded drop, once, and never by one of its two signers."""
        reason = check_reason(reason, N_("resolving a variance"))
        duty = self.may(VARIANCE_RESOLVE)
        seal = admin.seal_of(self.db.engine)
        with self.db.write() as session:
            admin.lock(session)
            actor = signed_in(session, actor)
            require(actor, *duty, to=N_("resolve a drop variance"))
            count = _count(session, drop_count_id)
            _newest_or_say(session, count, resolving=True)
            if actor.user_id in (count.counted_by_id, count.witnessed_by_id):
                raise PermissionDenied(
                    _(
                        "{name} signed count {count}; its variance is resolved by someone who "
                        "did not count it"
                    ).format(name=actor.name, count=count.id)
                )
            ts, table = _closed_session(session, count.table_session_id)
            recorded = recorded_drops(session, [ts.id])[ts.id]
            money = _Currencies(session)
            show = money.shows(table.id, ts)
            if count.total == recorded:
                raise InputError(
                    _(
                        "count {count} of {where} agrees with the recorded drop ({recorded}); "
                        "there is no variance to resolve"
                    ).format(
                        count=count.id, where=_where(session, ts, table), recorded=show(recorded)
                    )
                )
            done = session.scalar(
                select(m.VarianceResolution)
                .where(m.VarianceResolution.drop_count_id == count.id)
                .order_by(m.VarianceResolution.id)
                .limit(1)
            )
            if done is not None:
                raise InputError(
                    _(
                        "the variance of count {count} was already resolved by {who} at {at}: "
                        "{reason}"
                    ).format(
                        count=count.id,
                        who=user_name(session, done.resolved_by_id),
                        at=local_time(done.at),
                        reason=done.reason,
                    )
                )
            at = m.utcnow()
            resolution_id = session.execute(
                insert(m.VarianceResolution)
                .values(drop_count_id=count.id, reason=reason, resolved_by_id=actor.user_id, at=at)
                .returning(m.VarianceResolution.id)
            ).scalar_one()
            admin.record(
                session, seal.key, "VarianceResolved", "variance", resolution_id, actor.user_id, at
            )
            with speaking(SOURCE):  # the log's line is in English, its amounts too
                detail = (
                    f"{_where(session, ts, table)}, count {count.id}: variance "
                    f"{show(count.total - recorded)} resolved by {actor.name}: {reason}"
                )
            log(
                session,
                "variance resolved",
                detail,
                actor,
                table.id,
            )
            return resolution_id

    def _may(self, actor: Actor, roles: tuple[str, ...], to: str) -> None:
        """Refuse a caller who may not ``to`` before a second person's PIN is spent on it
        (the unit of work checks again)."""
        with self.db.read() as session:
            require(signed_in(session, actor), *roles, to=to)


# -- inside a unit of work ---------------------------------------------------------------------


def _names(session: Session) -> dict[int, str]:
    return {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}


class _Currencies:
    """The currency a table's drop is counted in: that of the rules the table played when
    the session closed (its newest assignment by then), read once per call."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self._assigned: dict[int, list[tuple[datetime, int]]] | None = None
        self._versions: dict[int, tuple[str, int]] = {}

    def of(self, table_id: int, at: datetime) -> tuple[str, int]:
        if self._assigned is None:
            self._assigned = {}
            for row in self._session.execute(
                select(
                    m.TableRules.table_id, m.TableRules.assigned_at, m.TableRules.rule_version_id
                ).order_by(m.TableRules.id)
            ):
                self._assigned.setdefault(row[0], []).append((aware(row[1]), row[2]))
        assigned = self._assigned.get(table_id, [])
        before = [v for when, v in assigned if when <= aware(at)] or [v for _w, v in assigned]
        if not before:
            return "", 100
        version_id = before[-1]
        if version_id not in self._versions:
            rules = rules_service.rules_of(rules_service.version_row(self._session, version_id))
            self._versions[version_id] = (rules.currency, rules.minor_units)
        return self._versions[version_id]

    def shows(self, table_id: int, ts: m.TableSession) -> Callable[[int], str]:
        """Amounts as the session's table writes them (``12.50 Cr``)."""
        assert ts.closed_at is not None
        currency, minor_units = self.of(table_id, ts.closed_at)
        return lambda minor: format_money(minor, currency, minor_units)


def _two_people(actor: Actor, witness: Actor) -> None:
    if witness.user_id == actor.user_id:
        raise InputError(
            _(
                "a drop count needs two different people to sign it; {name} cannot witness "
                "their own count"
            ).format(name=actor.name)
        )


def _closed_session(
    session: Session, table_session_id: int
) -> tuple[m.TableSession, m.CasinoTable]:
    ts = session.get(m.TableSession, table_session_id, populate_existing=True)
    if ts is None:
        raise NotFound(_("there is no table session {id}").format(id=table_session_id))
    table = session.get(m.CasinoTable, ts.table_id)
    assert table is not None
    if ts.closed_at is None:
        raise InputError(
            _(
                "{table} is still open (session {session}, opened at {at}); its drop box is "
                "counted after the table is closed"
            ).format(table=table.name, session=ts.id, at=local_time(ts.opened_at))
        )
    return ts, table


def _where(session: Session, ts: m.TableSession, table: m.CasinoTable) -> str:
    """``SK-2 (session 14, shift Night)``, in the language being spoken (the log's lines
    are made in English: ``speaking(SOURCE)``)."""
    shift = session.get(m.Shift, ts.shift_id)
    if shift is None:
        return _("{table} (session {session})").format(table=table.name, session=ts.id)
    return _("{table} (session {session}, shift {shift})").format(
        table=table.name, session=ts.id, shift=shift.name
    )


def _count(session: Session, drop_count_id: int) -> m.DropCount:
    count = session.get(m.DropCount, drop_count_id)
    if count is None:
        raise NotFound(_("there is no drop count {id}").format(id=drop_count_id))
    return count


def _newest(session: Session, table_session_id: int) -> m.DropCount | None:
    return session.scalar(
        select(m.DropCount)
        .where(m.DropCount.table_session_id == table_session_id)
        .order_by(m.DropCount.id.desc())
        .limit(1)
    )


def _newest_or_say(session: Session, count: m.DropCount, resolving: bool) -> None:
    """Refuse to act on a count a recount has since replaced: the books use the newest."""
    newest = _newest(session, count.table_session_id)
    assert newest is not None
    if newest.id != count.id:
        said = (
            _(
                "count {count} was recounted as count {newest} by {who} at {at}; resolve "
                "count {newest} instead"
            )
            if resolving
            else _(
                "count {count} was recounted as count {newest} by {who} at {at}; recount "
                "count {newest} instead"
            )
        )
        raise InputError(
            said.format(
                count=count.id,
                newest=newest.id,
                who=user_name(session, newest.counted_by_id),
                at=local_time(newest.counted_at),
            )
        )


def _write(
    session: Session,
    table_session_id: int,
    lines: dict[str, dict[int, int]],
    total: int,
    signers: tuple[Actor, Actor],
    at: datetime,
    corrects: tuple[int, str] | None,
) -> int:
    counter, witness = signers
    count_id = session.execute(
        insert(m.DropCount)
        .values(
            table_session_id=table_session_id,
            total=total,
            counted_at=at,
            counted_by_id=counter.user_id,
            witnessed_by_id=witness.user_id,
            corrects_id=corrects[0] if corrects else None,
            reason=corrects[1] if corrects else "",
        )
        .returning(m.DropCount.id)
    ).scalar_one()
    rows = [
        {"drop_count_id": count_id, "kind": kind, "denomination": d, "count": c}
        for kind in KINDS
        for d, c in sorted(lines.get(kind, {}).items(), reverse=True)
    ]
    if rows:
        session.execute(insert(m.DropCountLine), rows)
    return count_id


def _detail(
    session: Session,
    ts: m.TableSession,
    table: m.CasinoTable,
    count_id: int,
    total: int,
    what: str,
) -> str:
    """The log's line for a count: where, how much, against the recorded drop."""
    recorded = recorded_drops(session, [ts.id])[ts.id]
    show = _Currencies(session).shows(table.id, ts)
    with speaking(SOURCE):  # the log's line is in English, its amounts too
        return (
            f"{_where(session, ts, table)}: count {count_id} {what}, {show(total)} against "
            f"{show(recorded)} recorded (variance {show(total - recorded)})"
        )


__all__ = [
    "BALANCED",
    "CASH",
    "CHIPS",
    "KINDS",
    "MARKER",
    "OPEN",
    "RESOLVED",
    "TO_COUNT",
    "CountRoomService",
    "CountedDrop",
    "DropLine",
    "DropSummary",
    "GamingDay",
    "Resolution",
    "check_lines",
    "count_lines",
    "counted_drops",
    "drop_summary",
    "recorded_drops",
    "variance_status",
]
