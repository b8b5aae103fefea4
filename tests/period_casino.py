"""A small casino played over several gaming days, for the period and exceptions reports'
tests, built through the services with the record's clock set to each moment (as the demo
does), in the zone Europe/Malta (UTC+1 in winter):

=====  =====================  ==========  ===================================================
shift  opened (local time)    gaming day  what happens
=====  =====================  ==========  ===================================================
1      2025-12-31 20:00       2025-12-31  FC-1 and SK-1 play; last year's
2      2026-02-27 20:00       2026-02-27  both play; last month's
3      2026-03-01 14:00       2026-03-01  both play; a fill, a credit voided; counted: FC-1
                                          balanced, SK-1 with a variance resolved
4      2026-03-02 02:00       2026-03-01  before 06:00, so the previous gaming day. FC-1
                                          opens 50.00 over its last closer (seen, recorded);
                                          a manual fill; FC-1 counted with an open variance;
                                          SK-1 not counted
5      2026-03-02 10:00       2026-03-02  still open at the end: FC-1 plays, a hand is
                                          corrected and a patron complains (two notes)
=====  =====================  ==========  ===================================================

Every service used is the one a console calls; no row is written around them.
"""

from __future__ import annotations

import random
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from store_fixtures import PINS, STAFF, fresh_url, new_id, seeded

from casino.games import game as game_named
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.pit_settings import HoldBand, PitSettings
from casino.services import Services
from casino.services.demo import counts_for, play_command
from casino.services.pit.count_room import CountRoomService
from casino.services.pit.slips import SlipService
from casino.services.tables.complaints import ComplaintService
from casino.services.tables.corrections import CorrectionService
from casino.services.users.auth import Actor, Signature
from casino.site import Site
from casino.store import clock
from casino.store.scratch_postgres import ScratchPostgres
from casino.store.unit import Database

ZONE = ZoneInfo("Europe/Malta")
SITE = Site("Grand Crab Casino", "Europe/Malta")
SETTINGS = PitSettings(hold={"sekhoma": HoldBand(Decimal("1.0"), Decimal("60.0"))})
COUNTERS = (("Cy Counter", "count_team", "583104"), ("Di Counter", "count_team", "694205"))
ACCOUNTANT = ("Al Accountant", "accounting", "472918")
OVER = 5000
"""FC-1's opener in shift 4 holds two 25.00 chips more than its last closer counted."""
VARIANCE = 1500
"""SK-1's box in shift 3 holds 15.00 more than its recorded drop; FC-1's in shift 4, 7.00
less."""
SHORT = -700
CORRECTION = 2500
"""Paid to a player of FC-1 in shift 5: the dealer paid 25.00 short."""
BANK = 3_000_000
"""What each table's tray holds when it first opens: enough that no shift's play empties it."""
END = datetime(2026, 3, 2, 12, 0, tzinfo=ZONE).astimezone(UTC)
"""The moment the reports are read at: shift 5 still open."""


def local(year: int, month: int, day: int, hour: int, minute: int) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=ZONE).astimezone(UTC)


SHIFTS = (
    ("Night 31 Dec", local(2025, 12, 31, 20, 0), date(2025, 12, 31)),
    ("Night 27 Feb", local(2026, 2, 27, 20, 0), date(2026, 2, 27)),
    ("Day 1 Mar", local(2026, 3, 1, 14, 0), date(2026, 3, 1)),
    ("Late 1 Mar", local(2026, 3, 2, 2, 0), date(2026, 3, 1)),
    ("Day 2 Mar", local(2026, 3, 2, 10, 0), date(2026, 3, 2)),
)


class Ticking:
    """The record's clock: a set moment, moved on a few seconds by every reading, so times
    in a stream always run forward."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        self.at += timedelta(seconds=7)
        return self.at


@dataclass
class Played:
    """What ``build`` made, by id: enough to find each record again in a copy."""

    tables: dict[str, int]
    shifts: list[int] = field(default_factory=list)
    sessions: dict[tuple[int, str], int] = field(default_factory=dict)
    """(shift number 1-5, table name): its table session's id."""
    void_reason: str = ""
    manual_number: str = ""
    correction_id: int = 0
    complaint_id: int = 0


@dataclass
class Casino:
    """A copy of the played casino, with the services over it."""

    backend: str
    services: Services
    played: Played

    @property
    def db(self) -> Database:
        return self.services.db


_BUILT: dict[str, tuple[str, Played]] = {}
"""Each backend's played casino, built once a test session: (its URL, what it holds)."""

ON_ONE_WORKER = pytest.mark.xdist_group("period-casino")
"""The tests on this casino run on one worker (``--dist loadgroup``): it is built once a run
for each backend, not once on every worker that happens to take one of them."""


def casino(
    backend: str, folder: Path, server: ScratchPostgres, templates: dict[str, Any]
) -> Casino:
    """A fresh copy of the played casino on ``backend`` (played on the first call, copied on
    every call, so a test may change its copy)."""
    if backend not in _BUILT:
        url = fresh_url(backend, folder, server, str(templates[backend]))
        db = Database(url)
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("CASINO_TIMEZONE", SITE.zone)  # slips number by the casino's days
            played = build(seeded(Services(db, SETTINGS), "period casino"))
        db.dispose()
        if backend == "sqlite":
            with sqlite3.connect(url.removeprefix("sqlite:///")) as conn:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        _BUILT[backend] = (url, played)
    url, played = _BUILT[backend]
    template = url.removeprefix("sqlite:///") if backend == "sqlite" else url.rsplit("/", 1)[1]
    copy = fresh_url(backend, folder, server, template)
    return Casino(backend, Services(Database(copy), SETTINGS), played)


def _actor(services: Services, who: tuple[str, str, str]) -> Actor:
    return services.auth.login(who[0], who[2], "period tests")


def _sign(name: str, pin: str | None = None) -> Signature:
    return Signature(name, pin if pin is not None else PINS[name])


def record_settings(services: Services, settings: PitSettings, why: str) -> int:
    """Put ``settings`` in force on the record, as an administrator does with a pit boss's
    approval (a console's ``config.toml`` holds none)."""
    admin = _actor(services, STAFF["admin"])
    try:
        return services.pit_settings.change(admin, settings, why, approved_by=_sign("Pat Pitboss"))
    finally:
        services.auth.logout(admin)


def _play(services: Services, dealer: Actor, table_id: int, hands: int, seed: int) -> None:
    rng = random.Random(seed)
    game = game_named(services.tables.view(table_id).game)
    start = game.engine.phase(services.tables.view(table_id).state).hands_dealt
    for _ in range(hands * 300):
        state = services.tables.view(table_id).state
        if (phase := game.engine.phase(state)).hands_dealt >= start + hands and not phase.in_hand:
            return
        play_command(services, dealer, table_id, rng)
    raise AssertionError(f"table {table_id} did not finish {hands} hands")


def _tray(services: Services, shift_id: int, table_id: int) -> int:
    """What the tray holds after the shift's play: what it opened with and was filled,
    less what was credited and sold for cash, plus what the house won (so the count's win
    and the wager log's agree)."""
    line = next(t for t in services.reports.shift_report(shift_id).tables
                if t.table_id == table_id)  # fmt: skip
    return line.opener + line.fills - line.credits - line.drop + line.ledger_win


def build(services: Services) -> Played:
    """Play the five shifts (see the module's table) on ``services``' database."""
    boss_, dealer_ = STAFF["boss"], STAFF["dealer"]
    ticking = Ticking(SHIFTS[0][1] - timedelta(hours=1))
    with clock.simulated(ticking):
        admin = _actor(services, STAFF["admin"])
        for name, role, pin in (*COUNTERS, ACCOUNTANT):
            services.auth.add_user(name, role, pin, by=admin)
        boss, dealer = _actor(services, boss_), _actor(services, dealer_)
        counter = _actor(services, COUNTERS[0])
        slips = SlipService(services.db, SETTINGS)
        room = CountRoomService(services.db, SETTINGS)
        tables = {}
        for name, game, rules in (("FC-1", "fiddler-crab", FiddlerCrabRules(min_bet=100)),
                                  ("SK-1", "sekhoma", SekhomaRules())):  # fmt: skip
            version = services.rules.publish(
                boss, rules, f"{name} rules", approved_by=_sign(STAFF["admin"][0])
            )
            tables[name] = services.tables.create_table(boss, game, name, version, "Pit 1")
        built = Played(tables)
        trays = {name: counts_for(BANK) for name in tables}
        for number, (shift_name, opened, _day) in enumerate(SHIFTS, 1):
            ticking.at = opened
            shift = services.shifts.open_shift(boss, shift_name)
            built.shifts.append(shift)
            playing = ["FC-1"] if number == 5 else ["FC-1", "SK-1"]
            for name in playing:
                table_id = tables[name]
                opener = dict(trays[name])
                if number == 4 and name == "FC-1":
                    opener[2500] = opener.get(2500, 0) + OVER // 2500
                seen = services.tables.opener_check(table_id, opener)
                built.sessions[(number, name)] = services.tables.open_table(
                    boss, table_id, shift, opener, _sign(dealer_[0]), seen=seen
                )
                _play(services, dealer, table_id, 4 if name == "FC-1" else 3,
                      seed=number * 10 + len(name))  # fmt: skip
            if number == 3:
                slips.fill(boss, tables["FC-1"], {2500: 4}, _sign(dealer_[0]),
                           command_id=new_id())  # fmt: skip
                credit = slips.credit(boss, tables["FC-1"], {500: 6}, _sign(dealer_[0]),
                                      command_id=new_id())  # fmt: skip
                built.void_reason = "credit slip written for the wrong table"
                slips.void_slip(dealer, credit.id, built.void_reason, _sign(STAFF["boss2"][0]))
            if number == 4:
                written = ticking.at - timedelta(seconds=20)
                built.manual_number = "P-00417"
                services.faults.outages(  # the console was down when the slip was written
                    "pit console", [(written - timedelta(minutes=2), "network", ticking.at)]
                )
                slips.manual_slip(boss, "fill", tables["SK-1"], {100: 5}, _sign(dealer_[0]),
                                  built.manual_number, written, "the console was down",
                                  command_id=new_id())  # fmt: skip
            if number == 5:
                corrections = CorrectionService(services.db, services.tables)
                hand = _last_hand(services, tables["FC-1"])
                seat = corrections.seats_played(tables["FC-1"], hand)[0].seat
                built.correction_id = corrections.correct_hand(
                    dealer,
                    tables["FC-1"],
                    hand,
                    seat,
                    CORRECTION,
                    "paid 1:1 on a win both",
                    _sign(boss_[0]),
                    new_id(),
                )
                complaints = ComplaintService(services.db, services.tables)
                built.complaint_id = complaints.record(
                    dealer,
                    tables["FC-1"],
                    hand,
                    seat,
                    "Mr Patron",
                    "says he was paid short",
                    "paid 1:1 in error",
                )
                complaints.add_note(boss, built.complaint_id, "looked at the recall")
                complaints.add_note(boss, built.complaint_id, "corrected, patron satisfied",
                                    resolved=True)  # fmt: skip
                break  # the shift stays open
            for name in playing:
                tray = _tray(services, shift, tables[name])
                trays[name] = counts_for(tray)
                services.tables.close_table(boss, tables[name], trays[name], _sign(dealer_[0]))
            services.shifts.close_shift(boss, shift)
            if number == 3:
                _count(room, services, built, counter, 3, "FC-1", 0)
                sk = _count(room, services, built, counter, 3, "SK-1", VARIANCE)
                room.resolve(boss, sk, "a 15.00 note found stuck to the box's lid")
            if number == 4:
                _count(room, services, built, counter, 4, "FC-1", SHORT)
        ticking.at = END - timedelta(minutes=5)
    return built


def _count(
    room: CountRoomService,
    services: Services,
    built: Played,
    counter: Actor,
    shift: int,
    table: str,
    off: int,
) -> int:
    """Enter the count of a session's box: its recorded drop plus ``off``."""
    from casino.services.pit.count_room import recorded_drops

    session_id = built.sessions[(shift, table)]
    with services.db.read() as session:
        drop = recorded_drops(session, [session_id])[session_id]
    cash = {d: n for d, n in counts_for(drop + off).items() if n}
    return room.enter_count(counter, session_id, {"cash": cash},
                            _sign(COUNTERS[1][0], COUNTERS[1][2]))  # fmt: skip


def _last_hand(services: Services, table_id: int) -> int:
    state = services.tables.view(table_id).state
    return int(game_named(services.tables.view(table_id).game).engine.phase(state).hands_dealt)
