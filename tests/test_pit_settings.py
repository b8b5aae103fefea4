"""The pit's settings in ``config.toml``: defaults, what a site may change, and one clear
message for each setting that cannot be used (compliance requirement 5: which roles may
request, issue and sign fills and credits is configuration, not code)."""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

import pytest
from cli_runner import run_casino

from casino.pit_settings import DUTIES, HoldBand, PitSettings, PitSettingsError, parse, pit_settings


def test_without_a_pit_section_the_defaults_hold(tmp_path: Path) -> None:
    settings = pit_settings(tmp_path / "config.toml")
    assert settings == PitSettings()
    assert (settings.opener_report_above, settings.opener_regulator_from) == (2500, 10000)
    assert settings.may("fill_issue") == ("pit_boss", "admin")
    assert settings.may("count_enter") == ("count_team",)
    assert not settings.markers


def test_a_site_sets_its_thresholds_duties_bands_and_markers(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(
        """
[pit]
opener_report_above = 5000
opener_regulator_from = 50000
markers = true

[pit.roles]
fill_issue = ["admin"]
fill_sign = ["dealer"]
count_enter = ["count_team", "pit_boss"]

[pit.hold.sekhoma]
low = "1.5"
high = "20"
""",
        encoding="utf-8",
    )
    settings = pit_settings(path)
    assert settings.level(5000) == "below" and settings.level(5001) == "report"
    assert settings.level(50000) == "regulator"
    assert settings.may("fill_issue") == ("admin",)
    assert settings.may("fill_sign") == ("dealer",)
    assert settings.may("credit_issue") == DUTIES["credit_issue"], "unnamed duties keep defaults"
    assert settings.may("count_enter") == ("count_team", "pit_boss")
    assert settings.hold == {"sekhoma": HoldBand(Decimal("1.5"), Decimal("20"))}
    assert settings.markers


@pytest.mark.parametrize(
    ("section", "message"),
    [
        ({"opener_report_above": -1}, "opener_report_above must be a whole number"),
        ({"opener_report_above": "25.00"}, "opener_report_above must be a whole number"),
        ({"opener_report_above": True}, "opener_report_above must be a whole number"),
        ({"opener_regulator_from": 100}, "must be above opener_report_above"),
        ({"roles": {"fill_issue": ["accounting"]}}, "reads the record and may change nothing"),
        ({"roles": {"fill_issue": ["cashier"]}}, "'cashier', which is no role"),
        ({"roles": {"fill_issue": []}}, "must be a list of role names"),
        ({"roles": {"void_slip": ["admin"]}}, "no duty 'void_slip'"),
        ({"hold": {"sekhoma": {"low": "9", "high": "3"}}}, "low (9) must be below high (3)"),
        ({"hold": {"sekhoma": {"low": "x", "high": "3"}}}, "must be a percentage"),
        ({"hold": {"sekhoma": {"low": "1"}}}, "must give low and high"),
        ({"markers": "yes"}, "markers must be true or false"),
        ({"opener_thresholds": 1}, "no setting 'opener_thresholds'"),
    ],
)
def test_a_setting_that_cannot_be_used_is_refused_by_name(
    section: dict[str, object], message: str
) -> None:
    with pytest.raises(PitSettingsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse(section)


def test_a_command_under_bad_settings_says_which_in_one_line(tmp_path: Path) -> None:
    """``casino`` reads the settings with the database; a bad one is one line and exit 2,
    never a traceback."""
    folder = tmp_path / "config" / "casino-console"
    folder.mkdir(parents=True)
    (folder / "config.toml").write_text("[pit]\nopener_report_above = -5\n", encoding="utf-8")
    db = tmp_path / "c.db"
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    assert run_casino("db", "upgrade", "--db", f"sqlite:///{db}", env=env).returncode == 0
    done = run_casino("demo", "--db", f"sqlite:///{db}", env=env)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "opener_report_above must be a whole number" in done.stderr
