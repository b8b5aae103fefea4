"""How the house earns at a table where players play each other (rules/house-revenue.md): a
rake of each pot, a time charge per seated player and period, or a fee per player and deal.

A game says what its rules version charges (the spec's ``Revenue``), by one model; the site may
cap each model (the pit settings' house caps), and a version above a cap is refused naming the
cap. A time charge falls due by the clock: ``periods_begun`` counts what a seat owes from when
it sat or the end of the last period it paid for (``casino.games.seating.owed``). Everything
here is pure: the clock comes in as a value.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from casino.i18n import N_, _

RAKE, TIME, PER_DEAL = N_("rake"), N_("time"), N_("per-deal")
MODELS = (RAKE, TIME, PER_DEAL)
PERIOD_MINUTES = 30
"""The time charge's period unless a rules version sets another (house-revenue page)."""
MAX_PERIOD_MINUTES = 24 * 60


def time_period_problem(minutes: object) -> str | None:
    """Why ``minutes`` cannot be a time charge's period; None when it can."""
    if isinstance(minutes, bool) or not isinstance(minutes, int):
        return _("Time period must be a whole number of minutes")
    if not 1 <= minutes <= MAX_PERIOD_MINUTES:
        return _("Time period must be from 1 to {most} minutes").format(most=MAX_PERIOD_MINUTES)
    return None


@dataclass(frozen=True, slots=True)
class HouseRevenue:
    """What a rules version charges. ``model`` is the table session's one revenue model; a
    version stored before the one-model ruling may set a time charge beside its rake, and
    keeps playing as recorded (``one_model_problem`` refuses it in a new version)."""

    model: str
    rake_percent: Decimal = Decimal(0)
    rake_cap: int = 0
    rake_min_pot: int = 0
    time_charge: int = 0
    """Per seated player and period, in minor units (0: none)."""
    time_period_minutes: int = PERIOD_MINUTES
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
            _(
                "the rake of {percent}% is above the site's cap "
                "(pit.house.max_rake_percent = {cap})"
            ).format(percent=revenue.rake_percent, cap=caps.max_rake_percent)
        )
    if caps.max_rake_cap is not None and revenue.rake_cap > caps.max_rake_cap:
        found.append(
            _(
                "the rake cap of {amount} minor units is above the site's cap "
                "(pit.house.max_rake_cap = {cap})"
            ).format(amount=revenue.rake_cap, cap=caps.max_rake_cap)
        )
    hourly = revenue.time_charge_per_hour
    if caps.max_time_charge_per_hour is not None and hourly > caps.max_time_charge_per_hour:
        found.append(
            _(
                "a time charge of {amount} minor units an hour is above the site's cap "
                "(pit.house.max_time_charge_per_hour = {cap})"
            ).format(amount=f"{hourly.normalize():f}", cap=caps.max_time_charge_per_hour)
        )
    if caps.max_deal_fee is not None and revenue.deal_fee > caps.max_deal_fee:
        found.append(
            _(
                "a deal fee of {amount} minor units is above the site's cap "
                "(pit.house.max_deal_fee = {cap})"
            ).format(amount=revenue.deal_fee, cap=caps.max_deal_fee)
        )
    return found


@dataclass(frozen=True, slots=True)
class Due:
    """A seat's time charge owed at a moment: the periods begun since ``since`` (when the
    player sat, or the end of the last period paid for), their amount, and the end of the
    last of them, which is what paying them pays to."""

    seat: int
    player: str
    since: datetime
    periods: int
    amount: int
    paid_to: datetime


def periods_begun(since: datetime, now: datetime, minutes: int) -> int:
    """The periods of ``minutes`` begun from ``since`` up to ``now``: the one under way
    counts, so a player who sits down owes the first period at once (house-revenue page).

    >>> from datetime import datetime
    >>> sat = datetime(2026, 11, 28, 20, 0)
    >>> periods_begun(sat, datetime(2026, 11, 28, 21, 5), 30)  # 20:00, 20:30, 21:00
    3
    >>> periods_begun(sat, datetime(2026, 11, 28, 20, 29, 59), 30)
    1
    >>> periods_begun(sat, datetime(2026, 11, 28, 19, 59), 30)
    0
    """
    if now < since:
        return 0
    return (now - since) // timedelta(minutes=minutes) + 1


def clock_text(at: datetime) -> str:
    """A moment as a table's events carry it: ISO 8601 in UTC, to the second."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(UTC).replace(microsecond=0).isoformat()


def clock_time(text: str) -> datetime:
    """The moment ``clock_text`` wrote."""
    at = datetime.fromisoformat(text)
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def models_set(revenue: HouseRevenue) -> tuple[str, ...]:
    """The revenue models whose amounts a rules version sets (more than one is refused)."""
    found = []
    if revenue.rake_percent > 0:
        found.append(RAKE)
    if revenue.time_charge > 0:
        found.append(TIME)
    if revenue.deal_fee > 0:
        found.append(PER_DEAL)
    return tuple(found)


def one_model_problem(revenue: HouseRevenue) -> str | None:
    """Why a new rules version cannot charge as ``revenue`` does: one model per version
    (house-revenue page); None when it sets one or none. Versions stored before the ruling
    keep playing as recorded: this is asked of a version being published."""
    models = models_set(revenue)
    if len(models) < 2:
        return None
    named = {RAKE: N_("a rake"), TIME: N_("a time charge"), PER_DEAL: N_("a per-deal fee")}
    return _(
        "These rules set {models}: a rules version charges by one model, so set all but one "
        "of them to 0"
    ).format(models=_(" and ").join(_(named[m]) for m in models))
