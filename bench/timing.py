"""The one timing rule every benchmark here follows, so the figures are comparable.

Each measured job does a fixed amount of work with fixed seeds, so every repeat does exactly
the same thing. The jobs being compared are timed in turn within each round (ours, PokerKit,
ours, PokerKit, ...) rather than all of ours first: on a small virtual machine the speed
drifts by a quarter from one second to the next, and interleaving makes both sides see the
same drift. The fastest repeat is the one least disturbed, so the best of the rounds is the
headline figure; the median is kept to show how noisy a run was. The garbage collector stays
on: both engines allocate heavily, and a player pays for collection too.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Job:
    """``run`` does ``work`` units (hands, evaluations); ``warmup`` primes it, untimed.

    The warm-up builds lazy tables, fills caches and faults in memory, which a long-running
    console would have done long before its first hand. It is ``run`` itself unless a cheaper
    one is given (a few hands rather than a whole engine run).
    """

    run: Callable[[], object]
    work: int
    warmup: Callable[[], object] | None = None


@dataclass(frozen=True, slots=True)
class Rate:
    """Work per second over a set of timed repeats (``work`` units in each repeat)."""

    work: int
    seconds: tuple[float, ...]

    @property
    def best(self) -> float:
        """Units per second in the fastest repeat: the headline figure."""
        return self.work / min(self.seconds)

    @property
    def median(self) -> float:
        """Units per second in the median repeat: how far from the best a typical run is."""
        return self.work / statistics.median(self.seconds)

    @property
    def repeats(self) -> int:
        return len(self.seconds)


def measure(jobs: Mapping[str, Job], repeats: int) -> dict[str, Rate]:
    """Warm every job up, then time them in turn, ``repeats`` rounds; a rate per job name."""
    for job in jobs.values():
        (job.warmup or job.run)()
    seconds: dict[str, list[float]] = {name: [] for name in jobs}
    for _ in range(repeats):
        for name, job in jobs.items():
            start = time.perf_counter()
            job.run()
            seconds[name].append(time.perf_counter() - start)
    return {name: Rate(jobs[name].work, tuple(seconds[name])) for name in jobs}


def paired_ratio(ours: Rate, theirs: Rate) -> float:
    """Median over rounds of ours/theirs, each round's pair timed back to back.

    A cross-check on the ratio of the best figures: when the machine's speed shifts between
    rounds, both halves of a pair still see (mostly) the same speed.
    """
    return statistics.median(
        (ours.work / mine) / (theirs.work / other)
        for mine, other in zip(ours.seconds, theirs.seconds, strict=True)
    )
