"""What a floor server offers a console: each service's methods by name, and nothing else.

A console reaches the services only through this list. What is left out is left out on
purpose: ``tables.close`` and ``append_between_hands`` act on the server's own connection
and unit of work; ``auth.seed`` makes users without anyone's signature (the demo's);
``auth.recover_administrator`` takes the site key; ``auth.user`` hands back a database row;
``faults.outages`` would let a console put an outage of its own telling on the record (the
server records a console's lost link itself); ``reports.tables_figures`` takes a unit of work;
``consoles`` is the server room's, run with ``casino serve --enrol``.
"""

from __future__ import annotations

from casino.services.pit.count_room import CountRoomService
from casino.services.pit.rules import RulesService
from casino.services.pit.settings import PitSettingsService
from casino.services.pit.shifts import ShiftService
from casino.services.pit.slips import SlipService
from casino.services.players.players import PlayerService
from casino.services.players.ratings import RatingQueries
from casino.services.reports.faults import FaultService
from casino.services.reports.overview import PitQueries
from casino.services.reports.periods import READERS, PeriodQueries
from casino.services.reports.shift import ReportQueries
from casino.services.tables import TableService
from casino.services.tables.complaints import ComplaintService
from casino.services.tables.corrections import CorrectionService
from casino.services.tables.recall import RecallQueries
from casino.services.tables.seat_figures import SeatFigureQueries
from casino.services.users.auth import AuthService

SERVICES: dict[str, tuple[type, frozenset[str]]] = {
    "auth": (AuthService, frozenset({
        "add_first_user", "add_user", "approver", "change_pin", "change_role", "countersign",
        "deactivate", "has_users", "login", "logout", "reactivate", "reset_pin", "set_language",
        "sign_in",
        "unlock", "user_list", "users", "witness",
    })),
    "pit_settings": (PitSettingsService, frozenset({"change", "current", "history"})),
    "rules": (RulesService, frozenset({"assign", "history", "publish", "rules", "versions"})),
    "tables": (TableService, frozenset({
        "close_table", "create_table", "open_hands", "open_table", "opener_check", "preview",
        "recent_events", "recount", "shoe", "submit", "table_id", "tables", "time_charges_due",
        "view", "void",
    })),
    "shifts": (ShiftService, frozenset({
        "close_shift", "credit", "fill", "open_shift", "open_shifts",
    })),
    "slips": (SlipService, frozenset({
        "credit", "fill", "gaming_days", "manual_slip", "slip_gaps", "slips", "void_slip",
    })),
    "count_room": (CountRoomService, frozenset({
        "drops", "drops_to_count", "enter_count", "gaming_days", "lines", "may", "recount",
        "resolve", "variances",
    })),
    "faults": (FaultService, frozenset({"clear", "faults", "open_faults", "verify_report"})),
    "complaints": (ComplaintService, frozenset({"add_note", "complaint", "complaints", "record"})),
    "corrections": (CorrectionService, frozenset({"correct_hand", "corrections", "seats_played"})),
    "seat_figures": (SeatFigureQueries, frozenset({"figures"})),
    "reports": (ReportQueries, frozenset({
        "shift_document", "shift_id", "shift_print", "shift_report", "shifts",
    })),
    "periods": (PeriodQueries, frozenset({"exceptions_report", "may_read", "period_report"})),
    "pit": (PitQueries, frozenset({"backup_status", "lines", "overview"})),
    "recall": (RecallQueries, frozenset({"hand", "hands"})),
    "players": (PlayerService, frozenset({"enrol", "enrolled", "merge", "player", "players"})),
    "ratings": (RatingQueries, frozenset({"flags", "player_page", "shift_slips", "top_players"})),
}  # fmt: skip
"""Each service a console may call, by the attribute ``casino.services.Services`` holds it
under: its class (whose signatures read the messages) and the methods offered."""

BEFORE_SIGN_IN = frozenset({"auth.login", "auth.sign_in", "auth.has_users", "auth.add_first_user"})
"""What a console may ask before anyone has signed in at it; everything else needs a live
sign-in made at that very console."""

CONSOLE_NAMED = frozenset({"auth.login", "auth.sign_in", "auth.add_first_user"})
"""Calls whose ``console`` argument the server fills in with the console's enrolled name,
whatever the console sent: a sign-in is bound to the console it was made at."""

READ_BY: dict[str, tuple[str, ...]] = {
    "periods.period_report": READERS,
    "periods.exceptions_report": READERS,
}
"""Reads that take no sign-in of their own but are a role's alone: the server asks the
console's sign-in for one of these roles (``PeriodQueries.may_read`` is the console's own
word in-process, said before it asks)."""

SLOW_CALLS = frozenset({
    "reports.shift_print", "reports.shift_document", "reports.shift_report",
    "periods.period_report", "periods.exceptions_report", "ratings.player_page",
})  # fmt: skip
"""Calls that read a whole shift or period: the server works on them in a lane of their own,
and a console waits longer for them (``casino.server.client.REPORT_TIMEOUT``)."""
