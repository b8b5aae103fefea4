"""The pit overview as data: every table's line as the pit boss's screen shows it.

A line's hands, drop and ledger win come from the running figures the table service keeps
as each command commits (``casino.store.figures``), never from aggregates over the shift's
wager log, so reading the whole floor costs a handful of queries however long the shift has
run; the counts (opener, closer, fills, credits, the count room's drop) come from their own
small tables. ``lines`` reads only the tables named: what a console reads when another
console's command is announced (``casino.store.notices``). Everything is read in one
transaction, one snapshot on either database. What the lines take from the administrative
record (the tables, the shift, the sessions, the counts and slips, the users' names, the
currencies) is kept between reads and read again only when that record's head has moved,
so a command's notice costs two small reads of the running figures and the head.

Win on a table still open is the ledger's figure (what the wager log says the house has won
so far): the count's win needs the closer, which exists only once the table is closed. The
line says which one it shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from casino.services.pit import count_room
from casino.services.pit.backups import BackupStatus, backup_status
from casino.services.pit.rules import table_currencies
from casino.services.reports.shift import (
    ReportQueries,
    TableReport,
    current_inventories,
    hold_percent,
)
from casino.store import admin, figures
from casino.store import models as m
from casino.store.unit import Database

OPEN, IN_PLAY, CLOSED = "open", "in play", "closed"


@dataclass(frozen=True, slots=True)
class PitLine:
    table_id: int
    name: str
    game: str
    position: str
    status: str
    """open, in play (a hand or round is being dealt) or closed."""
    dealer: str
    """Who entered the table's last command; blank for a table never played."""
    shift: str
    hands: int
    drop: int
    """The drop the win is booked on: the count room's once every box of the table's
    sessions in the shift is counted, the recorded cash buy-ins until then."""
    win: int | None
    win_counted: bool
    """True when ``win`` is the count's (the table is closed with its closer), False when it
    is the ledger's running figure."""
    currency: tuple[str, int]
    seq: int = 0
    """The table's last event as its running figures saw it."""

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.drop)


class PitQueries:
    def __init__(self, db: Database, reports: ReportQueries) -> None:
        self.db = db
        self.reports = reports
        self._frame: tuple[int, _Frame] | None = None
        """The floor's frame and the administrative head it was read at (``_frame_of``)."""

    def overview(self, now: datetime | None = None) -> list[PitLine]:
        """Every table on the floor with this shift's figures (the newest open shift, or
        the newest shift if none is open), by name."""
        del now  # the lines carry no hours; kept for callers that pass the report's moment
        return self.lines(None)

    def backup_status(self) -> BackupStatus:
        """When the last good backup was made, and the schedule it is judged by (the line
        above the overview; ``BackupStatus.warning`` says when to warn)."""
        with self.db.read() as session:
            return backup_status(session)

    def lines(self, table_ids: Iterable[int] | None) -> list[PitLine]:
        """The overview's lines of these tables only (every table for None), by name."""
        wanted = None if table_ids is None else sorted(set(table_ids))
        with self.db.read() as session:
            return _lines(session, self._frame_of(session), wanted)

    def _frame_of(self, session: Session) -> _Frame:
        """The floor's frame as of the administrative stream's head: read again only when
        that head has moved (a table opened or closed, a count, a slip, a user, a rules
        assignment...), not on a table's command, which changes only its running figures."""
        head = admin.head(session)[0]
        kept = self._frame
        if kept is None or kept[0] != head:
            kept = self._frame = (head, _frame(session))
        return kept[1]


@dataclass(frozen=True, slots=True)
class _Frame:
    """What the overview's lines take from the administrative record, for every table."""

    shift: m.Shift | None
    tables: list[tuple[int, str, str, str]]
    """Id, name, game and position, by name."""
    names: dict[int, str]
    open_tables: set[int]
    latest: dict[int, int]
    """Each table's newest session."""
    in_shift: dict[int, list[int]]
    """Each table's sessions in the shift."""
    counts: dict[int, TableReport]
    currencies: dict[int, tuple[str, int]]


def _frame(session: Session) -> _Frame:
    shift = session.scalar(
        select(m.Shift).order_by(m.Shift.closed_at.is_not(None), m.Shift.id.desc()).limit(1)
    )
    query = select(
        m.CasinoTable.id, m.CasinoTable.name, m.CasinoTable.game, m.CasinoTable.position
    ).order_by(m.CasinoTable.name)
    tables = [(int(r[0]), str(r[1]), str(r[2]), str(r[3])) for r in session.execute(query)]
    ids = [row[0] for row in tables]
    names = {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}
    sessions = session.execute(
        select(
            m.TableSession.id, m.TableSession.table_id, m.TableSession.shift_id,
            m.TableSession.closed_at,
        ).order_by(m.TableSession.id)
    ).all()  # fmt: skip
    open_tables = {row.table_id for row in sessions if row.closed_at is None}
    latest = {row.table_id: row.id for row in sessions}  # ordered by id: the last wins
    in_shift: dict[int, list[int]] = {}
    if shift is not None:
        for row in sessions:
            if row.shift_id == shift.id:
                in_shift.setdefault(row.table_id, []).append(row.id)
    counts = _counts(session, in_shift)
    currencies = table_currencies(session, ids)
    return _Frame(shift, tables, names, open_tables, latest, in_shift, counts, currencies)


def _lines(session: Session, frame: _Frame, wanted: list[int] | None) -> list[PitLine]:
    """The lines of ``wanted`` (every table for None): the frame, with each table's running
    figures read now."""
    chosen = set(wanted) if wanted is not None else None
    tables = [row for row in frame.tables if chosen is None or row[0] in chosen]
    if not tables:
        return []
    spans = [s for row in tables for s in frame.in_shift.get(row[0], [])]
    running = figures.kept(session, spans)
    t = m.TableFigures.__table__
    latest = [frame.latest[row[0]] for row in tables if row[0] in frame.latest]
    last_rows = {
        row.table_session_id: row
        for row in session.execute(
            select(t.c.table_session_id, t.c.in_hand, t.c.dealer_id, t.c.seq).where(
                t.c.table_session_id.in_(latest)
            )
        )
    }
    shift = frame.shift
    out = []
    for table_id, name, game, position in tables:
        in_shift = frame.in_shift.get(table_id)
        report = None
        if in_shift:
            report = replace(frame.counts[table_id])
            total = sum((running.get(s, figures.Figures()) for s in in_shift), figures.Figures())
            report.hands, report.voided = total.hands, total.voided
            report.drop, report.ledger_win = total.cash_drop, total.ledger_win
        last = last_rows.get(frame.latest.get(table_id, 0))
        if table_id not in frame.open_tables:
            status = CLOSED
        elif last is not None and last.in_hand:
            status = IN_PLAY
        else:
            status = OPEN
        win = None if report is None else report.win
        counted = win is not None
        if report is not None and win is None:
            win = report.ledger_win
        out.append(
            PitLine(
                table_id=table_id,
                name=name,
                game=game,
                position=position,
                status=status,
                dealer=frame.names.get(last.dealer_id or 0, "") if last is not None else "",
                shift=shift.name if shift is not None and report is not None else "",
                hands=report.hands if report is not None else 0,
                drop=report.booked_drop if report is not None else 0,
                win=win,
                win_counted=counted,
                currency=frame.currencies.get(table_id, ("", 100)),
                seq=int(last.seq) if last is not None else 0,
            )
        )
    return out


def _counts(session: Session, in_shift: dict[int, list[int]]) -> dict[int, TableReport]:
    """Each table's counts over its sessions in the shift, as the shift report books them
    (``ReportQueries.tables_figures``: a corrected count at its newest correction, voided
    slips left out, the count room's drop once every session is counted), in a few queries
    for the whole floor."""
    table_of = {sid: table_id for table_id, sids in in_shift.items() for sid in sids}
    reports = {table_id: TableReport(table_id, "", "", "") for table_id in in_shift}
    closers: dict[int, int] = {}
    for inventory in current_inventories(session, list(table_of)):
        report = reports[table_of[inventory.table_session_id]]
        if inventory.kind == "opener":
            report.opener += inventory.total
        else:
            report.closer = (report.closer or 0) + inventory.total
            closers[report.table_id] = closers.get(report.table_id, 0) + 1
    for table_id, report in reports.items():
        if closers.get(table_id, 0) < len(in_shift[table_id]):
            report.closer = None
    newer = aliased(m.Slip)
    for session_id, kind, total, voided in session.execute(
        select(m.Slip.table_session_id, m.Slip.kind, m.Slip.total, m.SlipVoid.id)
        .outerjoin(newer, newer.corrects_id == m.Slip.id)
        .outerjoin(m.SlipVoid, m.SlipVoid.slip_id == m.Slip.id)
        .where(m.Slip.table_session_id.in_(list(table_of)), newer.id.is_(None))
    ):
        if voided is not None:
            continue
        report = reports[table_of[session_id]]
        if kind == "fill":
            report.fills += total
        else:
            report.credits += total
    counted = count_room.counted_drops(session, list(table_of))
    for table_id, sids in in_shift.items():
        found = [counted[s] for s in sids if s in counted]
        reports[table_id].counted_sessions = len(found)
        if len(found) == len(sids):
            reports[table_id].counted_drop = sum(c.total for c in found)
    return reports
