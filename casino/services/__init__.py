"""The services: the only door into the core for the console, the command line and the
reports. Each call is one unit of work on the database."""

from __future__ import annotations

from casino.pit_settings import PitSettings, ignored_section
from casino.services import local_state
from casino.services.auth import Actor, AuthService
from casino.services.complaints import ComplaintService
from casino.services.corrections import CorrectionService
from casino.services.count_room import CountRoomService
from casino.services.faults import FaultService
from casino.services.log import log
from casino.services.periods import PeriodQueries
from casino.services.pit import PitQueries
from casino.services.pit_record import PitSettingsService, ReadsPitSettings
from casino.services.players import PlayerService
from casino.services.ratings import RatingQueries
from casino.services.recall import RecallQueries
from casino.services.reports import ReportQueries
from casino.services.rules import RulesService
from casino.services.seat_figures import SeatFigureQueries
from casino.services.shifts import ShiftService
from casino.services.tables import TableService
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
        self.reports = ReportQueries(db, settings)
        self.periods = PeriodQueries(db, settings)
        self.pit = PitQueries(db, self.reports)
        self.recall = RecallQueries(db)
        self.players = PlayerService(db)
        self.ratings = RatingQueries(db)


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
                    log(session, "unclean stop", marker.sentence())
        except BaseException:
            local_state.unclaim(found)  # the next start reports them
            raise
        local_state.forget(found)
        self.notices = tuple(marker.sentence() for marker in found)
        ignored = ignored_section()
        if ignored is not None and local_state.first_time(ignored):
            self.notices += (ignored,)
        if self.running is None:
            self.running = local_state.Running(console, self.db.url)

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
    "ReportQueries",
    "RulesService",
    "Services",
    "ShiftService",
    "TableService",
]
