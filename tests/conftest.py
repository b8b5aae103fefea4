"""Shared test set-up: Qt runs offscreen, and hypothesis gets a CI profile."""

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

pytest_plugins = ["store_fixtures", "ui_fixtures"]


@pytest.fixture(autouse=True)
def _own_journal(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test journals to a file of its own: test databases are copies of one template,
    so they share the template's database id, and one test's heads are not another's."""
    folder = tmp_path_factory.mktemp("journal")
    monkeypatch.setenv("CASINO_JOURNAL", str(folder / "journal.log"))
