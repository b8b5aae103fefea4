"""The services: the only door into the core for the console, the command line and the
reports. Each call is one unit of work on the database.

One package per domain, each importing only those below it: ``users`` (who may act), ``pit``
(its accounting and rules), ``players``, ``reports`` (the record read back), ``tables`` (the
table and what serves its commands). Beside them, what every domain uses (``errors``,
``log``, ``when``, ``bounds``, ``journaling``, ``local_state``), and the demo casino and the
soak that drive all of it through this facade (``demo``, ``soak``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from casino.pit_settings import PitSettings, ignored_section
from casino.services import local_state
from casino.services.log import log
from casino.services.pit.count_room import CountRoomService
from casino.services.pit.rules import RulesService
from casino.services.pit.settings import PitSettingsService, ReadsPitSettings
from casino.services.pit.shifts import ShiftService
from casino.services.players.players import PlayerService
from casino.services.players.ratings import RatingQueries
from casino.services.reports.faults import FaultService
from casino.services.reports.overview import PitQueries
from casino.services.reports.periods import PeriodQueries
from casino.services.reports.shift import ReportQueries
from casino.services.tables import TableService
from casino.services.tables.complaints import ComplaintService
from casino.services.tables.corrections import CorrectionService
from casino.services.tables.recall import RecallQueries
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.services.users.auth import Actor, AuthService
from casino.store import admin
from casino.store.notices import Listener, Notice
from casino.store.unit import Database


class Services(ReadsPitSettings):
    """Every service over one database, as a console or a command holds them."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self._settings = settings
        """Settings a test builds the services with; None (always, outside tests): the
        pit's settings on the record, read by each service as it acts."""
        self.pit_settings = PitSettingsService(db)
        self.auth = AuthService(db)
        self.rules = RulesService(db, settings)
        self.tables = TableService(db, settings)
        self.shifts = ShiftService(db, settings)
        self.slips = self.shifts.slips
        self.count_room = CountRoomService(db, settings)
        self.faults = FaultService(db)
        self.complaints = ComplaintService(db, self.tables)
        self.corrections = CorrectionService(db, self.tables)
        self.seat_figures = SeatFigureQueries(db)
        self.tables.seat_figures = self.seat_figures
        self.reports = ReportQueries(db, settings)
        self.periods = PeriodQueries(db, settings)
        self.pit = PitQueries(db, self.reports)
        self.recall = RecallQueries(db)
        self.players = PlayerService(db)
        self.ratings = RatingQueries(db)


    OPENING = (
        "casino.store.admin",
        "casino.store.codec",
        "casino.store.migrate",
        "casino.store.unit",
        "sqlalchemy.dialects.sqlite",
        "sqlalchemy.dialects.postgresql",
        "psycopg",
    )
    """What ``open`` imports on the way (alembic among it): a console loads them behind its
    sign-in window, on a worker thread, before it opens the database."""

    @classmethod
    def open(cls, url: str | None = None) -> Services:
        """The services over the database at ``url`` (or the configured one), its schema
        upgraded to this version's first (``casino.store.migrate``): what a console and the
        tools that write open. ``DatabaseError`` (``casino.services.errors``) when the URL or
        the configuration cannot be used."""
        from casino.store import migrate

        db = Database(url)
        try:
            migrate.upgrade(db.engine)
        except BaseException:
            db.dispose()
            raise
        return cls(db)

    running: local_state.Running | None = None
    """This console's marker on the local disk, from ``started`` until ``stopped``."""
    notices: tuple[str, ...] = ()
    """What ``started`` found for the first person to sign in to read: each console that
    stopped without closing since it last ran on this database."""

    def started(self, console: str) -> None:
        """A console or tool started on this database: a line in the significant-event log,
        and one for each console on this machine and database that stopped without closing
        (its marker left behind: ``casino.services.local_state``), kept in ``notices``, with,
        the first time, a word on a ``[pit]`` this machine's file still holds (never read:
        the pit's settings are on the record); then this console's own marker."""
        self.tables.console = console
        found = local_state.stale(self.db.url)
        try:
            with self.db.write() as session:
                log(session, "start", console)
                for marker in found:
                    log(session, "unclean stop", marker.sentence(record=True))
        except BaseException:
            local_state.unclaim(found)  # the next start reports them
            raise
        local_state.forget(found)
        self.notices = tuple(marker.sentence() for marker in found)
        ignored = ignored_section(english=True)
        if ignored is not None and local_state.first_time(ignored):
            self.notices += (ignored_section() or ignored,)
        if self.running is None:
            self.running = local_state.Running(console, self.db.url)

    @property
    def where(self) -> str:
        """What the console's status line names, and what its kept files are keyed by: the
        database's URL (its password hidden)."""
        return self.db.url

    def reachable(self) -> bool:
        """Whether the database answers now (a console's probe while it is lost)."""
        from sqlalchemy import text
        from sqlalchemy.exc import SQLAlchemyError

        try:
            with self.db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        except SQLAlchemyError:
            return False
        return True

    def seal(self) -> admin.Seal | None:
        """The site key, for the journal line a console writes the moment it loses the
        database (None where it cannot be read now: the line is then not written)."""
        from sqlalchemy.exc import SQLAlchemyError

        from casino.store.seal import SealError

        try:
            return admin.seal_of(self.db.engine)
        except (SQLAlchemyError, SealError):
            return None

    def listener(
        self, on_notice: Callable[[Notice], None], on_state: Callable[[bool, str], None]
    ) -> Listener | None:
        """What tells a console of other consoles' changes: on PostgreSQL a listener on the
        database's notices; on a SQLite file nothing (the screens read on a timer)."""
        if not self.db.postgres:
            return None
        return Listener(self.db.engine, on_notice, on_state)

    def record_outages(self, console: str, outages: list[tuple[datetime, str, datetime]]) -> None:
        """A console's losses of the database, once it answers again (``FaultService.outages``)."""
        self.faults.outages(console, outages)

    def stopped(self, console: str) -> None:
        """A clean stop: a line in the log, and the marker goes (even if the database is
        gone: the stop was clean, and the next start must not say otherwise)."""
        try:
            with self.db.write() as session:
                log(session, "stop", console)
        finally:
            if self.running is not None:
                self.running.stop()
                self.running = None


__all__ = [
    "Actor",
    "AuthService",
    "Database",
    "Notice",
    "ReportQueries",
    "RulesService",
    "Services",
    "ShiftService",
    "TableService",
]
