"""How the house earns at a table where players play each other (rules/house-revenue.md): a
rake of each pot, a time charge per seated player and period, or a fee per player and deal.

A game says what its rules version charges (``GameSpec.revenue``); the site may cap each model
(``[pit.house]`` in config.toml), and a version above a cap is refused naming the cap. A time
charge falls due by the clock: ``due`` says, from when each player sat and last paid, which
seats owe how many periods now. Everything here is pure: the clock comes in as ``now``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

RAKE, TIME, PER_DEAL = "rake", "time", "per-deal"
MODELS = (RAKE, TIME, PER_DEAL)


@dataclass(frozen=True, slots=True)
class HouseRevenue:
    """What a rules version charges. ``model`` is the table session's one revenue model;
    a game whose rules also set a time charge beside its rake (as RULES §3 allows a pool game)
    says so with both amounts, and the console collects each when it falls due."""

    model: str
    rake_percent: Decimal = Decimal(0)
    rake_cap: int = 0
    rake_min_pot: int = 0
    time_charge: int = 0
    """Per seated player and period, in minor units (0: none)."""
    time_period_minutes: int = 30
    deal_fee: int = 0
    """Per player and deal (per game, for a game decided over many hands), in minor units."""

    def rake_for(self, main_pot: int) -> int:
        """The rake of a pot finally awarded: percent rounded down, capped, above the
        minimum pot (exact: the percent is taken in hundredths)."""
        if main_pot <= 0 or main_pot < self.rake_min_pot:
            return 0
        return min(self.rake_cap, main_pot * int(self.rake_percent * 100) // 10_000)

    @property
    def time_charge_per_hour(self) -> Decimal:
        return Decimal(self.time_charge * 60) / self.time_period_minutes


@dataclass(frozen=True, slots=True)
class RevenueCaps:
    """The site's caps on what a rules version may charge (None: no cap)."""

    max_rake_percent: Decimal | None = None
    max_rake_cap: int | None = None
    max_time_charge_per_hour: int | None = None
    max_deal_fee: int | None = None


def over_caps(revenue: HouseRevenue, caps: RevenueCaps) -> list[str]:
    """Each way the version charges more than the site allows, naming the cap."""
    found = []
    if caps.max_rake_percent is not None and revenue.rake_percent > caps.max_rake_percent:
        found.append(
            f"the rake of {revenue.rake_percent}% is above the site's cap "
            f"(pit.house.max_rake_percent = {caps.max_rake_percent})"
        )
    if caps.max_rake_cap is not None and revenue.rake_cap > caps.max_rake_cap:
        found.append(
            f"the rake cap of {revenue.rake_cap} minor units is above the site's cap "
            f"(pit.house.max_rake_cap = {caps.max_rake_cap})"
        )
    hourly = revenue.time_charge_per_hour
    if caps.max_time_charge_per_hour is not None and hourly > caps.max_time_charge_per_hour:
        found.append(
            f"a time charge of {hourly.normalize():f} minor units an hour is above the site's "
            f"cap (pit.house.max_time_charge_per_hour = {caps.max_time_charge_per_hour})"
        )
    if caps.max_deal_fee is not None and revenue.deal_fee > caps.max_deal_fee:
        found.append(
            f"a deal fee of {revenue.deal_fee} minor units is above the site's cap "
            f"(pit.house.max_deal_fee = {caps.max_deal_fee})"
        )
    return found


@dataclass(frozen=True, slots=True)
class Due:
    """A seat's time charge owed now: whole periods since ``since``, and the amount."""

    seat: int
    player: str
    since: datetime
    periods: int
    amount: int


def due(
    revenue: HouseRevenue,
    seated: Mapping[int, tuple[str, datetime]],
    paid: Mapping[int, datetime],
    now: datetime,
) -> list[Due]:
    """The seats that owe a time charge at ``now``: a period is owed once it has begun, from
    when the player sat (``seated``: seat -> player and when) or last paid (``paid``), so a
    player pays for each period they are at the table, the first one on sitting down."""
    if revenue.time_charge <= 0:
        return []
    period = timedelta(minutes=revenue.time_period_minutes)
    found = []
    for seat, (player, sat_at) in sorted(seated.items()):
        if sat_at > now:
            continue  # sat after the time asked about
        last = paid.get(seat)
        if last is None or last < sat_at:
            since, periods = sat_at, 1 + max(0, int((now - sat_at) / period))
        else:
            since, periods = last, int((now - last) / period)
        if periods > 0:
            found.append(Due(seat, player, since, periods, periods * revenue.time_charge))
    return found
