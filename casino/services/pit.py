"""The pit overview as data: every table's line as the pit boss's screen shows it, read from
the database each time, so consoles sharing one PostgreSQL server see each other's play.

Win on a table still open is the ledger's figure (what the wager log says the house has won
so far): the count's win needs the closer, which exists only once the table is closed. The
line says which one it shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select, text

from casino.services.reports import ReportQueries, TableReport, hold_percent
from casino.services.rules import table_currencies
from casino.store import models as m
from casino.store.unit import Database

OPEN, IN_PLAY, CLOSED = "open", "in play", "closed"

_LAST_HAND_EVENT = text(
    """
    SELECT type FROM events WHERE table_id = :t
      AND type IN ('HandStarted', 'RoundStarted', 'HandEnded', 'RoundEnded',
                   'HandVoided', 'RoundVoided')
    ORDER BY seq DESC LIMIT 1
    """
)
_LAST_WRITER = text(
    "SELECT user_id FROM events WHERE table_id = :t AND command_id IS NOT NULL "
    "ORDER BY seq DESC LIMIT 1"
)
_STARTS = {"HandStarted", "RoundStarted"}


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

    @property
    def hold_percent(self) -> Decimal | None:
        return hold_percent(self.win, self.drop)


class PitQueries:
    def __init__(self, db: Database, reports: ReportQueries) -> None:
        self.db = db
        self.reports = reports

    def overview(self, now: datetime | None = None) -> list[PitLine]:
        """Every table on the floor with this shift's figures (the newest open shift, or
        the newest shift if none is open)."""
        with self.db.read() as session:
            shift = session.scalar(
                select(m.Shift).order_by(m.Shift.closed_at.is_not(None), m.Shift.id.desc()).limit(1)
            )
            tables = session.execute(
                select(m.CasinoTable.id, m.CasinoTable.name, m.CasinoTable.game,
                       m.CasinoTable.position).order_by(m.CasinoTable.name)
            ).all()
            names = {row[0]: row[1] for row in session.execute(select(m.User.id, m.User.name))}
            open_tables = set(
                session.scalars(
                    select(m.TableSession.table_id).where(m.TableSession.closed_at.is_(None))
                )
            )
            last: dict[int, str | None] = {}
            writer: dict[int, int | None] = {}
            for table_id, *_ in tables:
                last[table_id] = session.execute(_LAST_HAND_EVENT, {"t": table_id}).scalar()
                writer[table_id] = session.execute(_LAST_WRITER, {"t": table_id}).scalar()
            currencies = table_currencies(session, [t[0] for t in tables])
        figures: dict[int, TableReport] = {}
        if shift is not None:
            report = self.reports.shift_report(shift.id, now)
            figures = {t.table_id: t for t in report.tables}
        lines = []
        for table_id, name, game, position in tables:
            found = figures.get(table_id)
            if table_id not in open_tables:
                status = CLOSED
            elif last[table_id] in _STARTS:
                status = IN_PLAY
            else:
                status = OPEN
            win = None if found is None else found.win
            counted = win is not None
            if found is not None and win is None:
                win = found.ledger_win
            lines.append(
                PitLine(
                    table_id=table_id,
                    name=name,
                    game=game,
                    position=position,
                    status=status,
                    dealer=names.get(writer[table_id] or 0, ""),
                    shift=shift.name if shift is not None and found is not None else "",
                    hands=found.hands if found is not None else 0,
                    drop=found.booked_drop if found is not None else 0,
                    win=win,
                    win_counted=counted,
                    currency=currencies.get(table_id, ("", 100)),
                )
            )
        return lines
