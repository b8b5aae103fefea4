"""How busy each xdist worker was: the seconds of set-up, call and tear-down it ran, printed
at the end of a run on workers, so a group that keeps one worker busy long after the other
has finished shows as the gap between the two figures."""

from __future__ import annotations

import collections
from typing import Any

import pytest

_busy: collections.Counter[str] = collections.Counter()
_tests: collections.Counter[str] = collections.Counter()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    node = getattr(report, "node", None)  # set on the controller for a worker's report
    if node is None:
        return
    worker = str(node.gateway.id)
    _busy[worker] += report.duration
    if report.when == "call":
        _tests[worker] += 1


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _busy:
        return
    terminalreporter.section("busy time per worker")
    for worker in sorted(_busy):
        terminalreporter.write_line(
            f"{worker}: {_busy[worker]:.1f} s in {_tests[worker]} tests"
        )
