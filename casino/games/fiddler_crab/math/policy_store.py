"""Computed house-way policies, remembered for the life of the process and kept on disk, one
file per set of pays, so the console and the command line have the policy at once after the
first computation (which takes seconds).

The folder is the user's cache folder (``CASINO_CACHE_DIR`` overrides it). A file that cannot
be read, or that holds a policy the vectors cannot make, is ignored and recomputed: the cache
can speed things up but never change an answer.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path

import numpy as np

from casino.games.fiddler_crab.math.edge import Pays, mirror, outcome_counts, skilled
from casino.games.fiddler_crab.math.houseway import HouseWay, compute_house_way
from casino.games.fiddler_crab.math.splits import PAIRS, best_large_policy, options_mask
from casino.games.fiddler_crab.math.vectors import NINE

ALGORITHM = 1
"""Bumped whenever the search changes, so an older policy is recomputed, not reused."""

_HOUSE_WAYS: dict[Pays, HouseWay] = {}


def remember(pays: Pays, house_way: HouseWay) -> None:
    """Make a policy (say, read from the disk cache) the one used for these pays."""
    _HOUSE_WAYS[pays] = house_way


def known_house_way(pays: Pays) -> HouseWay | None:
    return _HOUSE_WAYS.get(pays)


def cache_dir() -> Path:
    override = os.environ.get("CASINO_CACHE_DIR")
    if override:
        return Path(override) / "house-way"
    import platformdirs

    return Path(platformdirs.user_cache_dir("casino-console")) / "house-way"


def _identity(pays: Pays) -> dict[str, object]:
    return {
        "algorithm": ALGORITHM,
        "pay_both": str(pays.both),
        "pay_large": str(pays.large),
        "commission": str(pays.commission),
        "ride": pays.ride,
    }


def cache_path(pays: Pays) -> Path:
    digest = hashlib.sha256(json.dumps(_identity(pays), sort_keys=True).encode()).hexdigest()
    return cache_dir() / f"{digest[:32]}.json"


def load(pays: Pays) -> HouseWay | None:
    """The cached policy for these pays, its figures recomputed exactly; None if absent."""
    try:
        data = json.loads(cache_path(pays).read_text(encoding="utf-8"))
        if data.get("identity") != _identity(pays):
            return None
        policy = np.array(data["policy"], dtype=np.int64)
        bound, seconds, sweeps = float(data["bound"]), float(data["seconds"]), int(data["sweeps"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if policy.shape != (len(NINE),) or policy.min() < 0 or policy.max() >= PAIRS:
        return None
    if not options_mask()[np.arange(len(NINE)), policy].all():
        return None
    counts = outcome_counts(policy)
    return HouseWay(
        policy=policy,
        skilled=skilled(counts, pays),
        mirror=mirror(counts, policy, pays),
        bound=bound,
        differs_from_best_large=int((policy != best_large_policy()).sum()),
        seconds=seconds,
        sweeps=sweeps,
        from_cache=True,
    )


def save(pays: Pays, house_way: HouseWay) -> None:
    """Write the policy; a cache that cannot be written is not an error, only slower."""
    path = cache_path(pays)
    data = {
        "identity": _identity(pays),
        "policy": [int(p) for p in house_way.policy],
        "bound": house_way.bound,
        "seconds": house_way.seconds,
        "sweeps": house_way.sweeps,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data), encoding="utf-8")
        temporary.replace(path)
    except OSError:
        return


def cached_house_way(
    pays: Pays, *, fresh: bool = False, announce: Callable[[], None] | None = None
) -> HouseWay:
    """The house-way for these pays: from memory, else from disk, else computed and saved.
    ``fresh`` computes it again whatever is cached; ``announce`` is called just before a
    computation starts (it takes seconds), so a caller can tell the user."""
    if not fresh:
        found = known_house_way(pays) or load(pays)
        if found is not None:
            remember(pays, found)
            return found
    if announce is not None:
        announce()
    computed = compute_house_way(pays)
    save(pays, computed)
    remember(pays, computed)
    return computed
