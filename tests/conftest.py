"""Shared test set-up: Qt runs offscreen, hypothesis gets a CI profile, and ``--dist loadgroup``
keeps each ``xdist_group`` on one worker."""

from __future__ import annotations

import os
import tempfile

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The site key and the journal live outside the database; a test run gets its own pair, so
# no test writes into the user's configuration folder (subprocesses inherit them).
_KEYS = tempfile.mkdtemp(prefix="casino-test-keys-")
os.environ.setdefault("CASINO_SEAL_KEY_FILE", os.path.join(_KEYS, "seal.key"))
os.environ.setdefault("CASINO_JOURNAL", os.path.join(_KEYS, "journal.log"))

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

pytest_plugins = [
    "store_fixtures", "ui_fixtures", "floor_fixtures", "service_coverage", "worker_time",
]


@pytest.fixture(autouse=True)
def _own_journal(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test journals to a file of its own: test databases are copies of one template,
    so they share the template's database id, and one test's heads are not another's."""
    folder = tmp_path_factory.mktemp("journal")
    monkeypatch.setenv("CASINO_JOURNAL", str(folder / "journal.log"))


def _group_suffix(item: pytest.Item) -> str | None:
    names = {
        str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
        for mark in item.iter_markers("xdist_group")
    }
    return "@" + "_".join(sorted(names)) if names else None


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker under ``--dist loadgroup``: end each grouped test's node id with
    ``@GROUP``, which is how the scheduler sees the group (it reads nothing but node ids).

    pytest-xdist 3.8 writes that suffix into ``item._nodeid``, which pytest 9.2 no longer
    reads (a node's id is ``item._id`` now): the suffix was lost, every test became a group
    of its own, and each group's module fixtures (``casino demo`` on both backends, the
    reports' demo casino) were built on both workers and rebuilt between interleaved tests.
    Here the suffix is set where the running pytest keeps the id, once (never twice, should
    xdist's own hook start working again)."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        suffix = _group_suffix(item)
        if suffix is None or item.nodeid.endswith(suffix):
            continue
        tagged = item.nodeid + suffix
        if hasattr(item, "_id"):
            from _pytest.nodeid import NodeId

            item._id = NodeId.parse(tagged)
        else:  # the pytest xdist was written for
            item._nodeid = tagged
