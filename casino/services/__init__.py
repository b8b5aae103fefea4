"""The services: the only door into the core for the console, the command line and the
reports. Each call is one unit of work on the database."""

from __future__ import annotations

from casino.pit_settings import PitSettings, pit_settings
from casino.services.auth import Actor, AuthService
from casino.services.log import log
from casino.services.pit import PitQueries
from casino.services.recall import RecallQueries
from casino.services.reports import ReportQueries
from casino.services.rules import RulesService
from casino.services.shifts import ShiftService
from casino.services.tables import TableService
from casino.store.unit import Database


class Services:
    """Every service over one database, as a console or a command holds them."""

    def __init__(self, db: Database, settings: PitSettings | None = None) -> None:
        self.db = db
        self.settings = settings or pit_settings()
        """The pit's settings (``config.toml``'s ``[pit]``), read once: every service of
        this console applies the same thresholds and duties."""
        self.auth = AuthService(db)
        self.rules = RulesService(db)
        self.tables = TableService(db, self.settings)
        self.shifts = ShiftService(db)
        self.reports = ReportQueries(db)
        self.pit = PitQueries(db, self.reports)
        self.recall = RecallQueries(db)

    def started(self, console: str) -> None:
        """A console or tool started on this database: a line in the significant-event log."""
        with self.db.write() as session:
            log(session, "start", console)

    def stopped(self, console: str) -> None:
        with self.db.write() as session:
            log(session, "stop", console)


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
