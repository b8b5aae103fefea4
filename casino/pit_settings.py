"""The pit's accounting settings, which every console of a floor shares through the record
(``casino.services.pit_settings``: numbered versions on the administrative record, each made
by an administrator and approved by a second supervisor), written in the shape of a ``[pit]``
TOML table, shown here: the thresholds for an opener that
differs from the table's last closer, which roles may request, issue and sign fills and
credits, who enters and who resolves the count room's figures, and the base hold band of a
game without exact math.

```toml
[pit]
opener_report_above = 2500        # minor units: a difference above 25.00 is reported
opener_regulator_from = 10000     # from 100.00 a copy goes to the regulator
markers = false                   # the count room counts markers in the drop box
backup_every_hours = 24           # the floor server backs the floor up this often
backup_keep_years = 5             # older copies are moved to the backup folder's archive/
report_language = "en"            # the reports' language: en, ru, uk, cs or fi

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

Every setting has the default shown, in force until the first version is made; a setting that
cannot be used is refused with a message naming it, never silently replaced. The accounting
role may hold no duty here: it reads and changes nothing. A ``[pit]`` left in a console's own
``config.toml`` is never read (``ignored_section`` says so, once): one machine's file must not
decide a floor's duties.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from casino.games.revenue import RevenueCaps
from casino.i18n import N_, _
from casino.i18n.languages import LANGUAGES, SOURCE, is_language
from casino.store.db import DatabaseError, config_path, read_config
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


BACKUP_EVERY_HOURS = 24
"""Daily by default."""
MAX_BACKUP_EVERY_HOURS = 24 * 31
"""A month at most: a schedule that backs up less often than that is no schedule."""
BACKUP_KEEP_YEARS = 5
MAX_BACKUP_KEEP_YEARS = 100


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
    backup_every_hours: int = BACKUP_EVERY_HOURS
    """How often the floor server backs the floor up (``casino.services.pit.backups``): kept on
    the record, so every server of a floor keeps one schedule and a change is approved."""
    backup_keep_years: int = BACKUP_KEEP_YEARS
    """How long a backup stays in the backup folder before it is moved to its ``archive/``
    (never deleted): a regulator may ask for a floor's record of years ago."""
    report_language: str = SOURCE
    """The language the floor's reports are printed in unless one is chosen at print
    (``casino report --lang``, the console's export): the regulator's and the books'
    language, which may not be every dealer's."""

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
            _(
                "{where}: {key} must be a whole number of minor units, 0 or more (2500 for "
                "25.00), not {value}"
            ).format(where=where, key=key, value=repr(value))
        )
    return value


def _whole(settings: Mapping[str, Any], key: str, default: int, top: int, unit: str,
           where: str) -> int:  # fmt: skip
    """A whole number of ``unit`` from 1 to ``top``: a schedule of 0 hours, or a retention
    of 0 years, would mean no backup kept, which a setting must not be able to say."""
    value = settings.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
        raise PitSettingsError(
            _(
                "{where}: {key} must be a whole number of {unit} from 1 to {top}, not {value}"
            ).format(where=where, key=key, unit=_(unit), top=top, value=repr(value))
        )
    return value


def _roles(settings: Mapping[str, Any], where: str) -> dict[str, tuple[str, ...]]:
    given = settings.get("roles", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(
            _("{where}: [pit.roles] must be a table of duty = [roles]").format(where=where)
        )
    unknown = sorted(set(given) - set(DUTIES))
    if unknown:
        raise PitSettingsError(
            _("{where}: [pit.roles] has no duty {duty}; the duties are {duties}").format(
                where=where, duty=repr(unknown[0]), duties=", ".join(DUTIES)
            )
        )
    out = dict(DUTIES)
    for duty, roles in given.items():
        if not isinstance(roles, list) or not roles or not all(isinstance(r, str) for r in roles):
            raise PitSettingsError(
                _("{where}: pit.roles.{duty} must be a list of role names").format(
                    where=where, duty=duty
                )
            )
        for role in roles:
            if role not in ROLES:
                raise PitSettingsError(
                    _(
                        "{where}: pit.roles.{duty} names {role}, which is no role; the roles "
                        "are {roles}"
                    ).format(where=where, duty=duty, role=repr(role), roles=", ".join(ROLES))
                )
            if role in READ_ONLY:
                raise PitSettingsError(
                    _(
                        "{where}: pit.roles.{duty} names {role}; that role reads the record "
                        "and may change nothing"
                    ).format(where=where, duty=duty, role=repr(role))
                )
        out[duty] = tuple(roles)
    return out


def _percent(value: Any, name: str) -> Decimal:
    try:
        found = Decimal(str(value))
    except InvalidOperation:
        raise PitSettingsError(
            _('{name} must be a percentage such as "12.5", not {value}').format(
                name=name, value=repr(value)
            )
        ) from None
    if not found.is_finite() or not Decimal(-100) <= found <= Decimal(100):
        raise PitSettingsError(
            _("{name} must be a percentage from -100 to 100, not {value}").format(
                name=name, value=repr(value)
            )
        )
    return found


def _hold(settings: Mapping[str, Any], where: str) -> dict[str, HoldBand]:
    given = settings.get("hold", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(
            _("{where}: [pit.hold] must be a table of games").format(where=where)
        )
    out: dict[str, HoldBand] = {}
    for game, band in given.items():
        name = f"{where}: pit.hold.{game}"
        if not isinstance(band, Mapping) or set(band) != {"low", "high"}:
            raise PitSettingsError(
                _("{name} must give low and high (percent of the drop)").format(name=name)
            )
        low, high = _percent(band["low"], f"{name}.low"), _percent(band["high"], f"{name}.high")
        if low >= high:
            raise PitSettingsError(
                _("{name}: low ({low}) must be below high ({high})").format(
                    name=name, low=low, high=high
                )
            )
        out[str(game)] = HoldBand(low, high)
    return out


def _caps(settings: Mapping[str, Any], where: str) -> RevenueCaps:
    given = settings.get("house", {})
    if not isinstance(given, Mapping):
        raise PitSettingsError(
            _("{where}: [pit.house] must be a table of caps").format(where=where)
        )
    known = ("max_rake_percent", "max_rake_cap", "max_time_charge_per_hour", "max_deal_fee")
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise PitSettingsError(
            _("{where}: [pit.house] has no cap {cap}; the caps are {caps}").format(
                where=where, cap=repr(unknown[0]), caps=", ".join(known)
            )
        )
    percent = given.get("max_rake_percent")
    rake = None if percent is None else _percent(percent, f"{where}: pit.house.max_rake_percent")
    if rake is not None and rake < 0:
        raise PitSettingsError(
            _("{where}: pit.house.max_rake_percent cannot be negative").format(where=where)
        )
    amounts = {
        key: _amount(given, key, 0, f"{where}: [pit.house]") if key in given else None
        for key in known[1:]
    }
    return RevenueCaps(rake, amounts["max_rake_cap"], amounts["max_time_charge_per_hour"],
                       amounts["max_deal_fee"])  # fmt: skip


def parse(settings: Mapping[str, Any], where: str = "[pit]") -> PitSettings:
    """The settings of a ``[pit]`` table, checked."""
    if not isinstance(settings, Mapping):
        raise PitSettingsError(_("{where} must be a table").format(where=where))
    known = {
        "opener_report_above", "opener_regulator_from", "roles", "hold", "house", "markers",
        "backup_every_hours", "backup_keep_years", "report_language",
    }  # fmt: skip
    unknown = sorted(set(settings) - known)
    if unknown:
        raise PitSettingsError(
            _("{where}: there is no setting {setting}; the settings are {settings}").format(
                where=where, setting=repr(unknown[0]), settings=", ".join(sorted(known))
            )
        )
    report = _amount(settings, "opener_report_above", 2500, where)
    regulator = _amount(settings, "opener_regulator_from", 10000, where)
    if regulator <= report:
        raise PitSettingsError(
            _(
                "{where}: opener_regulator_from ({regulator}) must be above "
                "opener_report_above ({report})"
            ).format(where=where, regulator=regulator, report=report)
        )
    markers = settings.get("markers", False)
    if not isinstance(markers, bool):
        raise PitSettingsError(
            _("{where}: markers must be true or false, not {value}").format(
                where=where, value=repr(markers)
            )
        )
    # A version made before the backup settings existed holds neither: the defaults.
    every = _whole(settings, "backup_every_hours", BACKUP_EVERY_HOURS, MAX_BACKUP_EVERY_HOURS,
                   N_("hours"), where)  # fmt: skip
    keep = _whole(settings, "backup_keep_years", BACKUP_KEEP_YEARS, MAX_BACKUP_KEEP_YEARS,
                  N_("years"), where)  # fmt: skip
    return PitSettings(
        report, regulator, _roles(settings, where), _hold(settings, where),
        _caps(settings, where), markers, every, keep, _language(settings, where),
    )  # fmt: skip


def _language(settings: Mapping[str, Any], where: str) -> str:
    """``report_language``: one of the console's languages (English, as before it existed)."""
    value = settings.get("report_language", SOURCE)
    if not is_language(value):
        choices = ", ".join(LANGUAGES)
        raise PitSettingsError(
            _("{where}: report_language must be one of {choices}, not {value}").format(
                where=where, choices=choices, value=repr(value)
            )
        )
    return value


def to_data(settings: PitSettings) -> dict[str, Any]:
    """The settings as the ``[pit]`` table that ``parse`` reads (every setting written, the
    defaults too): the form a version is stored and shown in."""
    caps = settings.house
    house: dict[str, Any] = {}
    if caps.max_rake_percent is not None:
        house["max_rake_percent"] = str(caps.max_rake_percent)
    for key in ("max_rake_cap", "max_time_charge_per_hour", "max_deal_fee"):
        if getattr(caps, key) is not None:
            house[key] = getattr(caps, key)
    return {
        "opener_report_above": settings.opener_report_above,
        "opener_regulator_from": settings.opener_regulator_from,
        "markers": settings.markers,
        "backup_every_hours": settings.backup_every_hours,
        "backup_keep_years": settings.backup_keep_years,
        "report_language": settings.report_language,
        "roles": {duty: list(roles) for duty, roles in settings.roles.items()},
        "hold": {
            game: {"low": str(band.low), "high": str(band.high)}
            for game, band in sorted(settings.hold.items())
        },
        "house": house,
    }


def to_toml(settings: PitSettings) -> str:
    """The settings as a ``[pit]`` TOML table that ``read_file`` and ``from_toml`` read back
    (what ``casino pit-settings`` prints and the console's Pit settings window edits)."""
    data = to_data(settings)
    lines = ["[pit]"]
    tables: list[tuple[str, dict[str, Any]]] = []
    for key, value in data.items():
        if isinstance(value, dict):
            tables.append((key, value))
        else:
            lines.append(f"{key} = {json.dumps(value)}")
    for key, table in tables:
        if key == "hold":
            for game, band in table.items():
                lines += ["", f"[pit.hold.{game}]"]
                lines += [f"{k} = {json.dumps(v)}" for k, v in band.items()]
            continue
        lines += ["", f"[pit.{key}]"]
        lines += [f"{k} = {json.dumps(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"


def from_toml(text: str, where: str = "the settings") -> PitSettings:
    """The settings of TOML text holding a ``[pit]`` table, checked."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PitSettingsError(
            _("{where}: not valid TOML ({error})").format(where=where, error=exc)
        ) from None
    if SECTION not in data:
        raise PitSettingsError(_("{where} hold no [pit] table").format(where=where))
    return parse(data[SECTION], f"{where}: [pit]")


def read_file(path: Path) -> PitSettings:
    """The settings of a TOML file holding a ``[pit]`` table (what an administrator proposes
    as the next version), checked; a file without one is refused, not read as the defaults."""
    config = read_config(path)
    if SECTION not in config:
        raise PitSettingsError(_("{path} has no [pit] table: nothing to read").format(path=path))
    return parse(config[SECTION], f"{path}: [pit]")


IGNORED = N_(
    "{path} still holds [pit] settings. The pit's settings are now kept on the record, the "
    "same on every console, and changed by an administrator with a second supervisor's "
    "approval (Admin ▸ Pit settings, or casino pit-settings); this file's [pit] is ignored."
)
"""What a console says, once, of a ``[pit]`` left in its own configuration file (in English
as the machine remembers having said it; ``_(IGNORED)`` where it is said)."""


def ignored_section(path: Path | None = None, english: bool = False) -> str | None:
    """The notice for a ``[pit]`` still in this machine's configuration file, else None. The
    file's settings are never read: one console's file cannot give a dealer a supervisor's
    duty, or move a threshold, on a floor. In the language being spoken, or in English when
    ``english`` (the form ``local_state.first_time`` remembers)."""
    path = path or config_path()
    try:
        config = read_config(path)
    except DatabaseError:  # the file's own errors are reported where it is read
        return None
    if SECTION not in config:
        return None
    return (IGNORED if english else _(IGNORED)).format(path=path)
