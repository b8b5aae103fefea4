"""The installer's parts that run here on every test run: the self-test (from the source tree;
``make installer`` runs it again inside the built bundle) and the Linux ``install.sh``, driven
against a stand-in bundle so each case (upgrade, a new copy that fails, uninstall, bad options)
takes a second instead of a PyInstaller build.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from store_fixtures import fresh_url

from casino.games import games
from casino.store.scratch_postgres import ScratchPostgres

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "installer" / "linux"
CHECKS = (
    "resources", "database", "postgresql driver", "game math", "staff, rules and tables",
    *(f"one hand of {name}" for name in sorted(games())), "console windows",
    "tables and shift closed", "hash chains", "shift report",
)  # fmt: skip


def self_test(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ui.app", "--self-test", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=240, env={**os.environ, **(env or {})},
    )  # fmt: skip


def passed_checks(output: str) -> list[str]:
    return [line[6:].split(":")[0].split(" (")[0] for line in output.splitlines()
            if line.startswith("ok    ")]  # fmt: skip


# -- the self-test ------------------------------------------------------------------------------


def test_the_self_test_runs_every_check_on_a_temporary_database() -> None:
    result = self_test()
    assert result.returncode == 0, result.stdout + result.stderr
    assert passed_checks(result.stdout) == list(CHECKS)
    assert "frozen: no (source)" in result.stdout
    assert f"self-test passed: {len(CHECKS)} checks" in result.stdout
    assert "by count and by log" in result.stdout
    report = r"ok    shift report: SR-00001-[0-9A-F]{8}, \d+ pages, [\d,]+ bytes"
    assert re.search(report, result.stdout)


def test_the_self_test_runs_on_an_empty_postgresql_database(postgres: ScratchPostgres) -> None:
    url = postgres.create_database("self_test_source")
    result = self_test("--db", url)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok    database: postgresql migrated to" in result.stdout
    assert passed_checks(result.stdout) == list(CHECKS)


def test_the_self_test_never_writes_to_a_database_in_use(
    tmp_path: Path, postgres: ScratchPostgres, templates: dict[str, Any]
) -> None:
    url = fresh_url("sqlite", tmp_path, postgres, str(templates["sqlite"]))
    path = url.removeprefix("sqlite:///")
    before = Path(path).read_bytes()
    result = self_test("--db", url)
    assert result.returncode == 2  # what was typed, not a failed check: one line, no traceback
    assert f"casino-console --self-test: {url} already holds tables" in result.stderr
    assert "the self-test only writes to an empty database" in result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    with sqlite3.connect(path) as conn:
        assert conn.execute("select count(*) from users").fetchone() == (5,)
    assert Path(path).read_bytes() == before


def test_the_self_test_names_a_resource_the_bundle_left_out(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "suits.json").unlink()
    result = self_test(env={"CASINO_RESOURCES": str(resources)})
    assert result.returncode == 1
    assert "FAIL  resources: " in result.stdout
    assert "suits.json" in result.stdout
    assert "self-test FAILED; 0 checks passed before it" in result.stdout


def test_the_console_shows_its_version() -> None:
    from casino import __version__

    result = subprocess.run(
        [sys.executable, "-m", "ui.app", "--version"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.strip() == f"casino-console {__version__}"


# -- install.sh ---------------------------------------------------------------------------------

FAKE_PROGRAM = """#!/usr/bin/env bash
case "$1" in
  --self-test) echo "self-test passed: {version}"; exit "${{FAKE_SELF_TEST_STATUS:-0}}" ;;
  --version) echo "casino {version}" ;;
esac
"""


def stage(folder: Path, version: str) -> Path:
    """An unpacked release as ``make installer`` packs it, around a stand-in program."""
    staged = folder / f"casino-console-{version}"
    bundle = staged / "casino-console"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / f"module-of-{version}.py").write_text("")
    for program in ("casino-console", "casino"):
        (bundle / program).write_text(FAKE_PROGRAM.format(version=version))
        (bundle / program).chmod(0o755)
    for name in ("install.sh", "casino-console.desktop", "casino-serve.service", "README.txt"):
        shutil.copy2(LINUX / name, staged / name)
    (staged / "icons").mkdir()
    for icon in (ROOT / "resources" / "icons").glob("casino-console*.[ps][nv]g"):
        shutil.copy2(icon, staged / "icons" / icon.name)
    return staged


def install(
    staged: Path, home: Path, *args: str, status: int = 0
) -> subprocess.CompletedProcess[str]:
    env = {
        "HOME": str(home), "PATH": os.environ["PATH"], "FAKE_SELF_TEST_STATUS": str(status),
    }  # fmt: skip
    return subprocess.run(
        ["bash", str(staged / "install.sh"), *args],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    data = folder / ".local" / "share" / "casino-console"
    data.mkdir(parents=True)
    (data / "casino.db").write_bytes(b"the wager log")
    return folder


def installed(home: Path) -> dict[str, Path]:
    local = home / ".local"
    return {
        "lib": local / "lib" / "casino-console",
        "console": local / "bin" / "casino-console",
        "cli": local / "bin" / "casino",
        "entry": local / "share" / "applications" / "casino-console.desktop",
        "icon": local / "share" / "icons" / "hicolor" / "48x48" / "apps" / "casino-console.png",
        "svg": local / "share" / "icons" / "hicolor" / "scalable" / "apps" / "casino-console.svg",
    }


def test_install_puts_the_program_menu_entry_and_icons_where_a_desktop_finds_them(
    tmp_path: Path, home: Path
) -> None:
    result = install(stage(tmp_path, "1.0"), home)
    assert result.returncode == 0, result.stderr
    paths = installed(home)
    assert all(path.exists() for path in paths.values())
    assert os.readlink(paths["console"]) == str(paths["lib"] / "casino-console")
    assert subprocess.run([paths["cli"], "--version"], capture_output=True, text=True
                          ).stdout.strip() == "casino 1.0"  # fmt: skip
    entry = paths["entry"].read_text()
    assert f'Exec="{paths["lib"]}/casino-console"' in entry
    assert "Icon=casino-console" in entry and "@LIB@" not in entry
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        icon = paths["lib"].parent.parent / f"share/icons/hicolor/{size}x{size}/apps"
        assert (icon / "casino-console.png").exists()
    assert "self-test passed: 1.0" in result.stdout
    assert "Installed 1.0 in" in result.stdout
    assert "is not on your PATH" in result.stdout
    validate = shutil.which("desktop-file-validate")
    assert validate is not None, "make test installs desktop-file-utils"
    checked = subprocess.run([validate, paths["entry"]], capture_output=True, text=True)
    assert checked.returncode == 0 and not checked.stdout, checked.stdout


def test_install_server_puts_the_floor_servers_unit_where_systemd_finds_it(
    tmp_path: Path, home: Path
) -> None:
    """``--server``: the unit starts the installed ``casino serve`` as its own user, and
    ``--uninstall`` takes it away again."""
    result = install(stage(tmp_path, "1.0"), home, "--server")
    assert result.returncode == 0, result.stderr
    unit = home / ".local/lib/systemd/system/casino-serve.service"
    text = unit.read_text()
    assert "@" not in text.replace("casino@", "")
    assert f"ExecStart={home}/.local/bin/casino serve --folder /var/lib/casino/server" in text
    parsed = configparser.ConfigParser(strict=False, interpolation=None)
    parsed.read_string(text)
    assert parsed["Service"]["User"] == "casino"
    assert parsed["Install"]["WantedBy"] == "multi-user.target"
    assert "systemctl enable --now casino-serve" in result.stdout
    assert install(stage(tmp_path / "b", "1.0"), home, "--uninstall").returncode == 0
    assert not unit.exists()


def test_an_upgrade_replaces_the_program_whole_and_keeps_the_data(
    tmp_path: Path, home: Path
) -> None:
    assert install(stage(tmp_path / "a", "1.0"), home).returncode == 0
    result = install(stage(tmp_path / "b", "2.0"), home)
    assert result.returncode == 0, result.stderr
    lib = installed(home)["lib"]
    assert sorted(p.name for p in (lib / "_internal").iterdir()) == ["module-of-2.0.py"]
    assert sorted(p.name for p in lib.parent.iterdir()) == ["casino-console"]
    assert (home / ".local/share/casino-console/casino.db").read_bytes() == b"the wager log"


def test_a_new_copy_that_fails_its_self_test_changes_nothing(tmp_path: Path, home: Path) -> None:
    assert install(stage(tmp_path / "a", "1.0"), home).returncode == 0
    result = install(stage(tmp_path / "b", "2.0"), home, status=1)
    assert result.returncode == 1
    assert "the new copy failed its self-test; nothing was changed" in result.stderr
    lib = installed(home)["lib"]
    assert (lib / "_internal" / "module-of-1.0.py").exists()
    assert sorted(p.name for p in lib.parent.iterdir()) == ["casino-console"]


def test_uninstall_removes_the_program_and_never_the_data(tmp_path: Path, home: Path) -> None:
    staged = stage(tmp_path, "1.0")
    assert install(staged, home).returncode == 0
    paths = installed(home)
    paths["cli"].unlink()
    paths["cli"].write_text("#!/bin/sh\n# someone else's casino command\n")
    result = install(staged, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert [k for k, path in paths.items() if path.exists() or path.is_symlink()] == ["cli"]
    assert "someone else's" in paths["cli"].read_text()
    assert (home / ".local/share/casino-console/casino.db").read_bytes() == b"the wager log"
    assert "The casino's data was not touched" in result.stdout


def test_install_into_another_prefix(tmp_path: Path, home: Path) -> None:
    prefix = tmp_path / "opt"
    result = install(stage(tmp_path, "1.0"), home, "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr
    assert (prefix / "bin" / "casino-console").exists()
    assert not (home / ".local" / "bin").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--prefix", "rel/dir"], "--prefix must be an absolute folder, not 'rel/dir'"),
        (["--prefix"], "--prefix needs a folder"),
        (["--colour"], "unknown option '--colour'"),
    ],
)  # fmt: skip
def test_install_refuses_bad_options(
    tmp_path: Path, home: Path, args: list[str], message: str
) -> None:
    result = install(stage(tmp_path, "1.0"), home, *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert not installed(home)["lib"].exists()


def test_install_says_where_the_program_is_missing(tmp_path: Path, home: Path) -> None:
    staged = stage(tmp_path, "1.0")
    shutil.rmtree(staged / "casino-console")
    result = install(staged, home)
    assert result.returncode == 1
    assert f"no built program in {staged}/casino-console" in result.stderr
