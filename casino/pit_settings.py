"""The pit's accounting settings, which every console of a floor shares through its
configuration file (``config.toml``, section ``[pit]``): the thresholds for an opener that
differs from the table's last closer, which roles may request, issue and sign fills and
credits, who enters and who resolves the count room's figures, and the base hold band of a
game without exact math.

```toml
[pit]
opener_report_above = 2500        # minor units: a difference above 25.00 is reported
opener_regulator_from = 10000     # from 100.00 a copy goes to the regulator
markers = false                   # the count room counts markers in the drop box

[pit.roles]
fill_request = ["dealer", "pit_boss", "admin"]
fill_issue = ["pit_boss", "admin"]
fill_sign = ["dealer", "pit_boss", "admin"]
credit_request = ["dealer", "pit_boss", "admin"]
credit_issue = ["pit_boss", "admin"]
credit_sign = ["dealer", "pit_boss", "admin"]
count_enter = ["count_team"]
variance_resolve = ["pit_boss", "admin"]

[pit.house]                       # caps on what a rules version may charge (none by default)
max_rake_percent = "10"
max_time_charge_per_hour = 1000   # minor units

[pit.hold.<game>]                  # a game's expected hold, percent of the drop (by its name)
low = "2.0"
high = "25.0"
```

Every setting has the default shown; a setting that cannot be used is refused with a
message naming it, never silently replaced. The accounting role may hold no duty here: it
reads and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from casino.games.revenue import RevenueCaps
from casino.store.db import config_path, read_config
from casino.store.models import ROLES

SECTION = "pit"
BELOW, REPORT, REGULATOR = "below", "report", "regulator"

DUTIES: dict[str, tuple[str, ...]] = {
    "fill_request": ("dealer", "pit_boss", "admin"),
    "fill_issue": ("pit_boss", "admin"),
    "fill_sign": ("dealer", "pit_boss", "admin"),
    "credit_request": ("dealer", "pit_boss", "admin"),
    "credit_issue": ("pit_boss", "admin"),
    "credit_sign": ("dealer", "pit_boss", "admin"),
    "count_enter": ("count_team",),
    "variance_resolve": ("pit_boss", "admin"),
}
"""Each duty and the roles that hold it unless the configuration says otherwise."""
READ_ONLY = ("accounting",)
"""Roles that may hold no duty: they read the record and change nothing."""


class PitSettingsError(ValueError):
    """A ``[pit]`` setting that cannot be used; the message names it and why."""


@dataclass(frozen=True, slots=True)
class HoldBand:
    """A game's expected hold, in percent of the drop."""

    low: Decimal
    high: Decimal


@dataclass(frozen=True, slots=True)
class PitSettings:
    opener_report_above: int = 2500
    """An opener that differs from the last closer by more than this (minor units) is
    listed in the shift report."""
    opener_regulator_from: int = 10000
    """From this difference on, a copy goes to the regulator."""
    roles: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: dict(DUTIES))
    hold: Mapping[str, HoldBand] = field(default_factory=dict)
    """Configured base hold bands by game; a game with exact math uses its own band."""
    house: RevenueCaps = field(default_factory=RevenueCaps)
    """The site's caps on what a rules version may charge (``[pit.house]``)."""
    markers: bool = False
    """Whether the casino takes markers (signed credit instruments) at its tables: the count
    room then counts markers found in a drop box."""

    def level(self, difference: int) -> str:
        """How an opener's difference from the last closer ranks: below the report
        threshold, reported, or reported to the regulator."""
        size = abs(difference)
        if size >= self.opener_regulator_from:
            return REGULATOR
        if size > self.opener_report_above:
            return REPORT
        return BELOW

    def may(self, duty: str) -> tuple[str, ...]:
        """The roles that hold ``duty`` (a key of ``DUTIES``)."""
        return self.roles[duty]


def _amount(settings: Mapping[str, Any], key: str, default: int, where: str) -> int:
    value = settings.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise PitSettingsError(
            f"{where}: {key} must be a whole number of minor units, 0 or more (2500 for "
            f"25.00), not {value!r}"
        )
    return value


def _roles(settings: Mapping[str, Any], where: str) -> dict[str, tuple[str, ...]]:
    given = settings.get("roles", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(f"{where}: [pit.roles] must be a table of duty = [roles]")
    unknown = sorted(set(given) - set(DUTIES))
    if unknown:
        raise PitSettingsError(
            f"{where}: [pit.roles] has no duty {unknown[0]!r}; the duties are "
            f"{', '.join(DUTIES)}"
        )
    out = dict(DUTIES)
    for duty, roles in given.items():
        if not isinstance(roles, list) or not roles or not all(isinstance(r, str) for r in roles):
            raise PitSettingsError(f"{where}: pit.roles.{duty} must be a list of role names")
        for role in roles:
            if role not in ROLES:
                raise PitSettingsError(
                    f"{where}: pit.roles.{duty} names {role!r}, which is no role; the roles "
                    f"are {', '.join(ROLES)}"
                )
            if role in READ_ONLY:
                raise PitSettingsError(
                    f"{where}: pit.roles.{duty} names {role!r}; that role reads the record "
                    "and may change nothing"
                )
        out[duty] = tuple(roles)
    return out


def _percent(value: Any, name: str) -> Decimal:
    try:
        found = Decimal(str(value))
    except InvalidOperation:
        raise PitSettingsError(
            f"{name} must be a percentage such as \"12.5\", not {value!r}"
        ) from None
    if not found.is_finite() or not Decimal(-100) <= found <= Decimal(100):
        raise PitSettingsError(f"{name} must be a percentage from -100 to 100, not {value!r}")
    return found


def _hold(settings: Mapping[str, Any], where: str) -> dict[str, HoldBand]:
    given = settings.get("hold", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(f"{where}: [pit.hold] must be a table of games")
    out: dict[str, HoldBand] = {}
    for game, band in given.items():
        name = f"{where}: pit.hold.{game}"
        if not isinstance(band, Mapping) or set(band) != {"low", "high"}:
            raise PitSettingsError(f"{name} must give low and high (percent of the drop)")
        low, high = _percent(band["low"], f"{name}.low"), _percent(band["high"], f"{name}.high")
        if low >= high:
            raise PitSettingsError(f"{name}: low ({low}) must be below high ({high})")
        out[str(game)] = HoldBand(low, high)
    return out


def _caps(settings: Mapping[str, Any], where: str) -> RevenueCaps:
    given = settings.get("house", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(f"{where}: [pit.house] must be a table of caps")
    known = ("max_rake_percent", "max_rake_cap", "max_time_charge_per_hour", "max_deal_fee")
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise PitSettingsError(
            f"{where}: [pit.house] has no cap {unknown[0]!r}; the caps are {', '.join(known)}"
        )
    percent = given.get("max_rake_percent")
    rake = None if percent is None else _percent(percent, f"{where}: pit.house.max_rake_percent")
    if rake is not None and rake < 0:
        raise PitSettingsError(f"{where}: pit.house.max_rake_percent cannot be negative")
    amounts = {
        key: _amount(given, key, 0, f"{where}: [pit.house]") if key in given else None
        for key in known[1:]
    }
    return RevenueCaps(rake, amounts["max_rake_cap"], amounts["max_time_charge_per_hour"],
                       amounts["max_deal_fee"])  # fmt: skip


def parse(settings: Mapping[str, Any], where: str = "[pit]") -> PitSettings:
    """The settings of a ``[pit]`` table, checked."""
    if not isinstance(settings, Mapping):
        raise PitSettingsError(f"{where} must be a table")
    known = {"opener_report_above", "opener_regulator_from", "roles", "hold", "house", "markers"}
    unknown = sorted(set(settings) - known)
    if unknown:
        raise PitSettingsError(
            f"{where}: there is no setting {unknown[0]!r}; the settings are "
            f"{', '.join(sorted(known))}"
        )
    report = _amount(settings, "opener_report_above", 2500, where)
    regulator = _amount(settings, "opener_regulator_from", 10000, where)
    if regulator <= report:
        raise PitSettingsError(
            f"{where}: opener_regulator_from ({regulator}) must be above opener_report_above "
            f"({report})"
        )
    markers = settings.get("markers", False)
    if not isinstance(markers, bool):
        raise PitSettingsError(f"{where}: markers must be true or false, not {markers!r}")
    return PitSettings(
        report, regulator, _roles(settings, where), _hold(settings, where),
        _caps(settings, where), markers,
    )  # fmt: skip


def pit_settings(path: Path | None = None) -> PitSettings:
    """The settings in force: the configuration file's ``[pit]``, else the defaults."""
    path = path or config_path()
    return parse(read_config(path).get(SECTION, {}), f"{path}: [pit]")
