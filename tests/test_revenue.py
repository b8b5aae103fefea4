"""House revenue as the platform's (rules/house-revenue.md): the rake's arithmetic, the site's
caps refusing a rules version by name, and the time charge falling due by the clock, in the
record and on the dealer's screen."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot
from store_fixtures import Staff, open_table

from casino.games import game
from casino.games.revenue import TIME, HouseRevenue, RevenueCaps, due, over_caps
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import CollectTimeCharge
from casino.pit_settings import PitSettings, PitSettingsError, parse
from casino.services import Services
from casino.services.errors import InputError
from casino.store import clock
from casino.store.unit import Database
from ui.console import Console
from ui.game_consoles import console_of

T0 = datetime(2026, 11, 24, 10, 0, tzinfo=UTC)


def test_the_rake_is_the_games_own_arithmetic() -> None:
    revenue = game("sekhoma").revenue
    assert revenue is not None
    for rules in (SekhomaRules(), SekhomaRules(rake_percent=Decimal("2.25"), rake_min_pot=300)):
        charged = revenue(rules)
        for pot in (0, 1, 99, 299, 300, 1234, 9999, 10_000, 123_456):
            assert charged.rake_for(pot) == rules.rake_for(pot), (rules, pot)


def test_a_time_charge_is_owed_for_each_period_begun() -> None:
    half_hourly = HouseRevenue(TIME, time_charge=100, time_period_minutes=30)
    seated = {2: ("Ann", T0), 5: ("Bob", T0 + timedelta(minutes=20))}
    first = due(half_hourly, seated, {}, T0)
    assert [(d.seat, d.periods, d.amount) for d in first] == [(2, 1, 100)]  # Bob is not in yet
    later = due(half_hourly, seated, {}, T0 + timedelta(minutes=31))
    assert [(d.seat, d.periods, d.amount) for d in later] == [(2, 2, 200), (5, 1, 100)]
    paid = {2: T0 + timedelta(minutes=31), 5: T0 + timedelta(minutes=31)}
    assert due(half_hourly, seated, paid, T0 + timedelta(minutes=60)) == []
    again = due(half_hourly, seated, paid, T0 + timedelta(minutes=61))
    assert [(d.seat, d.since) for d in again] == [(2, paid[2]), (5, paid[5])]
    assert due(HouseRevenue(TIME), seated, {}, T0) == []  # no charge set: nothing is owed


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
    table = open_table(services, staff, "sekhoma", SekhomaRules(time_charge=100))
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
    table = open_table(ui_services, ui_staff, "sekhoma", SekhomaRules(time_charge=100))
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
