"""The casino's own settings, which every console on a floor shares through its
configuration file (``config.toml``, beside ``database_url``): the casino's name, printed at
the head of every report, and its time zone, in which reports show times and count hours.

```toml
casino_name = "Grand Crab Casino"
timezone = "Europe/Malta"
```

Without a ``timezone`` the machine's own zone is used (``TZ``, else ``/etc/localtime``), and
UTC where neither names one; ``CASINO_NAME`` and ``CASINO_TIMEZONE`` in the environment win
over the file.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from casino.i18n import _
from casino.store.db import config_path, read_config

DEFAULT_NAME = "Casino"


class SiteError(ValueError):
    """A setting that cannot be used; the message names it and why."""


@dataclass(frozen=True, slots=True)
class Site:
    name: str = DEFAULT_NAME
    zone: str = "UTC"

    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.zone)


def zone_named(name: str, where: str) -> str:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise SiteError(
            _(
                "{where}: {name} is not a time zone; write an IANA name such as "
                "'Europe/Malta' or 'America/Los_Angeles'"
            ).format(where=where, name=repr(name))
        ) from None
    return name


def machine_zone() -> str:
    """The machine's own IANA zone, or UTC when it names none."""
    from_env = os.environ.get("TZ", "").lstrip(":")
    candidates = [from_env] if from_env else []
    localtime = Path("/etc/localtime")
    if localtime.is_symlink():
        target = str(localtime.resolve())
        if "zoneinfo/" in target:
            candidates.append(target.split("zoneinfo/", 1)[1])
    for name in candidates:
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            continue
        return name
    return "UTC"


def site(path: Path | None = None) -> Site:
    """The settings in force: environment, then the configuration file, then the defaults."""
    path = path or config_path()
    settings = read_config(path)
    name = os.environ.get("CASINO_NAME") or str(settings.get("casino_name") or DEFAULT_NAME)
    zone = os.environ.get("CASINO_TIMEZONE") or settings.get("timezone")
    if zone:
        where = "CASINO_TIMEZONE" if os.environ.get("CASINO_TIMEZONE") else f"{path}: timezone"
        return Site(name.strip() or DEFAULT_NAME, zone_named(str(zone), where))
    return Site(name.strip() or DEFAULT_NAME, machine_zone())
