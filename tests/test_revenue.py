"""House revenue as the platform's (rules/house-revenue.md): the rake's arithmetic, the site's
caps refusing a rules version by name, and the time charge falling due by the clock, in the
record and on the dealer's screen."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table

from casino.games import game
from casino.games.capabilities import Revenue
from casino.games.house_rules import HouseRules, RulesError
from casino.games.revenue import HouseRevenue, RevenueCaps, clock_text, over_caps
from casino.games.seating import (
    LeaveSeat,
    PlayerLeft,
    SeatPlayer,
    SeatState,
    TimeCharged,
    owed,
    time_charges,
)
from casino.games.seka.rules import SekaRules
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import CollectTimeCharge
from casino.games.spec import RuleViolation
from casino.pit_settings import PitSettings, PitSettingsError, parse
from casino.services import Services
from casino.services.errors import InputError, Refused
from casino.store import clock
from casino.store.unit import Database
from ui.console import Console
from ui.game_consoles import console_of

T0 = datetime(2026, 11, 24, 10, 0, tzinfo=UTC)
TIMED = SekhomaRules(rake_percent=Decimal(0), time_charge=100)
"""A Sekhoma table that charges time (and so no rake: one model per rules version)."""


def test_the_rake_is_the_games_own_arithmetic() -> None:
    charges = game("sekhoma").get(Revenue)
    assert charges is not None
    revenue = charges.of
    for rules in (SekhomaRules(), SekhomaRules(rake_percent=Decimal("2.25"), rake_min_pot=300)):
        charged = revenue(rules)
        for pot in (0, 1, 99, 299, 300, 1234, 9999, 10_000, 123_456):
            assert charged.rake_for(pot) == rules.rake_for(pot), (rules, pot)


def _at(minutes: float) -> str:
    return clock_text(T0 + timedelta(minutes=minutes))


def test_a_time_charge_is_owed_for_each_period_begun() -> None:
    """Per seat, from when it sat or the end of the last period it paid for."""
    seats = (
        None,
        SeatState("Ann", 5000, _at(0)),
        SeatState("Bob", 5000, _at(20)),
        SeatState("Cy", 5000, _at(0)),
    )
    first = owed(seats, 100, 30, T0)
    assert [(d.seat, d.periods, d.amount) for d in first] == [(2, 1, 100), (4, 1, 100)]
    later = owed(seats, 100, 30, T0 + timedelta(minutes=65))  # Ann: 0:00, 0:30, 1:00 begun
    assert [(d.seat, d.periods, d.amount) for d in later] == [
        (2, 3, 300), (3, 2, 200), (4, 3, 300),
    ]  # fmt: skip
    assert later[0].paid_to == T0 + timedelta(minutes=90)
    paid = (None, SeatState("Ann", 4900, _at(30)), None, None)
    assert owed(paid, 100, 30, T0 + timedelta(minutes=29)) == []  # paid for the period under way
    assert [d.periods for d in owed(paid, 100, 30, T0 + timedelta(minutes=30))] == [1]
    assert owed(seats, 0, 30, T0) == []  # no charge set: nothing is owed


def test_caps_name_what_is_over_them() -> None:
    revenue = HouseRevenue("rake", rake_percent=Decimal("5"), rake_cap=500, time_charge=400)
    assert over_caps(revenue, RevenueCaps()) == []
    found = over_caps(
        revenue,
        RevenueCaps(Decimal("4"), max_rake_cap=400, max_time_charge_per_hour=500),
    )
    assert len(found) == 3
    assert "pit.house.max_rake_percent = 4" in found[0]
    assert "pit.house.max_rake_cap = 400" in found[1]
    assert "800 minor units an hour" in found[2] and "max_time_charge_per_hour = 500" in found[2]


def test_the_site_configures_its_caps_and_a_bad_one_is_named() -> None:
    settings = parse({"house": {"max_rake_percent": "10", "max_time_charge_per_hour": 1000}})
    assert settings.house == RevenueCaps(Decimal("10"), None, 1000, None)
    with pytest.raises(PitSettingsError, match="no cap 'max_rake'"):
        parse({"house": {"max_rake": 5}})
    with pytest.raises(PitSettingsError, match="max_deal_fee must be a whole number"):
        parse({"house": {"max_deal_fee": "lots"}})


def test_a_version_above_the_sites_cap_is_not_published(db: Database, staff: Staff) -> None:
    capped = Services(db, PitSettings(house=RevenueCaps(max_rake_percent=Decimal("4"))))
    boss = capped.auth.login(staff.boss.name, "700700", "test")
    with pytest.raises(InputError, match=r"rake of 5% is above the site's cap"):
        capped.rules.publish(
            boss, SekhomaRules(), "too much", approved_by=Staff.witness(staff.admin)
        )
    assert capped.rules.publish(
        boss,
        SekhomaRules(rake_percent=Decimal("4")),
        "within",
        approved_by=Staff.witness(staff.admin),
    )


@pytest.fixture
def ticking() -> Iterator[list[datetime]]:
    """The record's clock, moved by the test."""
    now = [T0]
    with clock.simulated(lambda: now[0]):
        yield now


@pytest.mark.postgres  # the dues from each database's record and clock
def test_the_record_says_who_owes_the_time_charge(
    services: Services, staff: Staff, ticking: list[datetime]
) -> None:
    table = open_table(services, staff, "sekhoma", TIMED)
    for seat, player in ((1, "Ann"), (3, "Cy")):
        services.tables.submit(
            staff.dealer, table, SeatPlayer(seat, player, 5000), uuid.uuid4().hex
        )
    owed = services.tables.time_charges_due(table)
    assert [(d.seat, d.player, d.amount) for d in owed] == [(1, "Ann", 100), (3, "Cy", 100)]
    ticking[0] = T0 + timedelta(minutes=1)
    services.tables.submit(staff.dealer, table, CollectTimeCharge(), uuid.uuid4().hex)
    assert services.tables.time_charges_due(table) == []
    ticking[0] = T0 + timedelta(minutes=32)
    assert [d.seat for d in services.tables.time_charges_due(table)] == [1, 3]


def test_the_dealers_screen_names_the_seats_that_owe(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", TIMED)
    ui_services.tables.submit(
        dealer_console.require_actor(), table, SeatPlayer(2, "Ann", 5000), uuid.uuid4().hex
    )
    screen = console_of("sekhoma").screen(dealer_console, table)
    qtbot.addWidget(screen)
    screen.reload()
    assert screen.notice.text().startswith("Time charge due: seat 2 (Ann) 1.00 Cr since ")
    ui_services.tables.submit(
        dealer_console.require_actor(), table, CollectTimeCharge(), uuid.uuid4().hex
    )
    screen.reload()
    assert screen.notice.isHidden()  # paid: nothing to say


def test_seats_that_owe_alike_are_named_together(
    qtbot: QtBot,
    ui_services: Services,
    ui_staff: Staff,
    dealer_console: Console,
    ticking: list[datetime],
) -> None:
    table = open_table(ui_services, ui_staff, "sekhoma", TIMED)
    for seat, name in ((1, "Ann"), (2, "Bo"), (4, "Cy")):
        ui_services.tables.submit(
            dealer_console.require_actor(), table, SeatPlayer(seat, name, 5000), uuid.uuid4().hex
        )
    screen = console_of("sekhoma").screen(dealer_console, table)
    qtbot.addWidget(screen)
    screen.reload()
    since = screen.time_charges_owed(screen.view).split(" since ")[1][:5]
    assert screen.notice.text() == (
        f"Time charge due: seats 1, 2, 4 1.00 Cr each since {since}. Collect it between hands."
    )


def _charged(events: tuple[Any, ...]) -> list[tuple[int, int, int, str | None]]:
    return [(e.seat, e.amount, e.periods, e.paid_to) for e in events if isinstance(e, TimeCharged)]


def test_collecting_takes_what_each_seat_owes_by_the_clock(
    services: Services, staff: Staff, ticking: list[datetime]
) -> None:
    """The ruling, step by step: a press takes what each seat owes and records the period
    it pays to; a second press in the period takes nothing; a seat that never paid owes
    every period begun; a player who leaves pays before the stack is cashed out."""
    table = open_table(services, staff, "sekhoma", TIMED)

    def submit(command: Any, minutes: float) -> tuple[Any, ...]:
        ticking[0] = T0 + timedelta(minutes=minutes)
        return services.tables.submit(staff.dealer, table, command, uuid.uuid4().hex).events

    submit(SeatPlayer(1, "Ann", 5000), 0)
    submit(SeatPlayer(2, "Bob", 5000), 10)
    assert _charged(submit(CollectTimeCharge(), 12)) == [(1, 100, 1, _at(30)), (2, 100, 1, _at(40))]
    with pytest.raises(Refused, match=r"^nobody owes a time charge now"):
        submit(CollectTimeCharge(), 13)  # the second press
    assert _charged(submit(CollectTimeCharge(), 75)) == [
        (1, 200, 2, _at(90)),
        (2, 200, 2, _at(100)),
    ]
    submit(SeatPlayer(3, "Cy", 5000), 76)
    assert [(d.seat, d.periods) for d in services.tables.time_charges_due(table)] == [(3, 1)]
    # Cy sat at 1:16 and never paid: at 2:21 the periods begun at 1:16, 1:46 and 2:16 are owed.
    ticking[0] = T0 + timedelta(minutes=141)
    assert [(d.seat, d.periods, d.amount) for d in services.tables.time_charges_due(table)] == [
        (1, 2, 200), (2, 2, 200), (3, 3, 300),
    ]  # fmt: skip
    left = submit(LeaveSeat(3), 141)
    assert _charged(left) == [(3, 300, 3, _at(166))]
    assert [(e.player, e.chips) for e in left if isinstance(e, PlayerLeft)] == [("Cy", 4700)]
    ledger = services.tables.view(table).state
    assert ledger.time_charges == 100 + 100 + 200 + 200 + 300


def test_the_period_is_the_rules_versions_own(
    services: Services, staff: Staff, ticking: list[datetime]
) -> None:
    hourly = replace(TIMED, time_period_minutes=60)
    assert "time_period_minutes" not in TIMED.to_dict()  # versions stored before read alike
    assert SekhomaRules.from_dict(hourly.to_dict()) == hourly
    table = open_table(services, staff, "sekhoma", hourly)
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), uuid.uuid4().hex)
    ticking[0] = T0 + timedelta(minutes=65)
    due = services.tables.time_charges_due(table)
    assert [(d.periods, d.paid_to) for d in due] == [(2, T0 + timedelta(minutes=120))]
    with pytest.raises(RulesError, match=r"^Time period must be from 1 to 1440 minutes$"):
        replace(TIMED, time_period_minutes=0)


@pytest.mark.parametrize(
    ("rules", "models"),
    [
        (SekhomaRules(time_charge=100), "a rake and a time charge"),
        (SekaRules(time_charge=100), "a rake and a time charge"),
    ],
)
def test_a_version_with_two_revenue_models_is_not_published(
    services: Services, staff: Staff, rules: HouseRules, models: str
) -> None:
    with pytest.raises(
        InputError,
        match=f"^not published: These rules set {models}: a rules "
        "version charges by one model, so set all but one of them to 0$",
    ):
        services.rules.publish(staff.boss, rules, "both", approved_by=Staff.witness(staff.admin))
    # a version stored before the ruling still reads and plays as recorded
    assert type(rules).from_dict(rules.to_dict()) == rules


def test_a_seat_with_no_chips_is_named_and_pays_nothing() -> None:
    """A stack short of what it owes pays what it holds (the period counts as paid); one with
    no chips pays nothing and is named when it is the only one that owes."""
    seats = (SeatState("Ann", 150, _at(0)), SeatState("Bo", 0, _at(0)))
    charged = time_charges(seats, 100, 30, _at(65))  # three periods begun for each
    assert [(e.seat, e.amount, e.periods, e.paid_to) for e in charged] == [(1, 150, 2, _at(60))]
    with pytest.raises(RuleViolation, match=r"^the time charge is due: seat 2 owes it but has "
                       r"no chips to pay it; chips are added, or the player leaves$"):
        time_charges((None, seats[1]), 100, 30, _at(65))
