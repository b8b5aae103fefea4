"""The program lists the SHA-256 of its own files (``casino --version --verbose``), so an
inspector can compare an installed program with the release's ``MANIFEST.sha256``."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from casino import __version__
from casino.manifest import (
    DIGEST_PREFIX,
    checksum_line,
    files_under,
    manifest_text,
    program_digest,
    program_files,
    wants_file_hashes,
)

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
CASINO = shutil.which("casino", path=str(BIN)) or "casino"
CONSOLE = shutil.which("casino-console", path=str(BIN)) or "casino-console"
LINE = re.compile(r"[0-9a-f]{64}  [^\s/][^\n]*")
SHA256SUM = shutil.which("sha256sum")


def tree(folder: Path) -> Path:
    """A small program folder: nested files, a byte-code cache, a file with no suffix."""
    (folder / "pkg" / "sub").mkdir(parents=True)
    (folder / "pkg" / "__pycache__").mkdir()
    (folder / "pkg" / "__init__.py").write_text('"""A package."""\n')
    (folder / "pkg" / "sub" / "data.json").write_bytes(b'{"a": 1}')
    (folder / "pkg" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0cache")
    (folder / "program").write_bytes(b"\x7fELF...")
    return folder


def split(text: str) -> tuple[list[str], str]:
    """The file lines and the program digest of a listing."""
    *lines, footer = text.splitlines()
    assert footer.startswith(DIGEST_PREFIX)
    return lines, footer.removeprefix(DIGEST_PREFIX).split()[0]


# -- the listing --------------------------------------------------------------------------------


def test_files_are_named_relative_sorted_and_without_byte_code(tmp_path: Path) -> None:
    folder = tree(tmp_path / "bundle")
    names = [name for name, _ in files_under(folder)]
    assert names == ["pkg/__init__.py", "pkg/sub/data.json", "program"]
    assert [name for name, _ in files_under(folder / "pkg", "pkg/")] == names[:2]


def test_each_line_is_the_sha256_of_the_files_bytes(tmp_path: Path) -> None:
    folder = tree(tmp_path / "bundle")
    lines, digest = split(manifest_text(files_under(folder)))
    for line in lines:
        assert LINE.fullmatch(line)
        hexdigest, name = line.split("  ", 1)
        assert hexdigest == hashlib.sha256((folder / name).read_bytes()).hexdigest()
    # the program digest is the SHA-256 of the file lines: `grep -v '^#' | sha256sum`
    assert digest == hashlib.sha256("".join(f"{line}\n" for line in lines).encode()).hexdigest()
    assert digest == program_digest(lines)
    assert manifest_text(files_under(folder)).endswith(f" over {len(lines)} files\n")


def test_a_changed_file_changes_its_line_and_the_program_digest(tmp_path: Path) -> None:
    folder = tree(tmp_path / "bundle")
    before, digest_before = split(manifest_text(files_under(folder)))
    (folder / "pkg" / "sub" / "data.json").write_bytes(b'{"a": 2}')
    after, digest_after = split(manifest_text(files_under(folder)))
    changed = [(old, new) for old, new in zip(before, after, strict=True) if old != new]
    assert len(changed) == 1 and changed[0][1].endswith("  pkg/sub/data.json")
    assert digest_after != digest_before
    (folder / "pkg" / "new.py").write_text("")  # a file added is a line more
    assert len(split(manifest_text(files_under(folder)))[0]) == len(after) + 1


def test_one_byte_changed_in_a_copy_of_the_package_changes_one_line(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "casino", tmp_path / "casino", ignore=shutil.ignore_patterns("*.pyc"))
    before = manifest_text(files_under(tmp_path / "casino", "casino/"))
    cards = tmp_path / "casino" / "equipment" / "sekhoma_pack.py"
    cards.write_bytes(cards.read_bytes().replace(b"COPIES = 2", b"COPIES = 3"))
    lines, digest = split(manifest_text(files_under(tmp_path / "casino", "casino/")))
    old_lines, old_digest = split(before)
    changed = {line.split("  ")[1] for line in set(lines) - set(old_lines)}
    assert changed == {"casino/equipment/sekhoma_pack.py"}
    assert len(lines) == len(old_lines) and digest != old_digest


@pytest.mark.skipif(SHA256SUM is None, reason="needs GNU sha256sum")
def test_sha256sum_checks_the_listing_and_writes_the_same_lines(tmp_path: Path) -> None:
    folder = tree(tmp_path / "bundle")
    odd = ["back\\slash.txt", "line\nbreak.txt", "space name.txt"]
    for name in odd:
        (folder / name).write_text(name)
    text = manifest_text(files_under(folder))
    (tmp_path / "MANIFEST.sha256").write_text(text)
    check = subprocess.run(
        [str(SHA256SUM), "--check", "--strict", "--quiet", "../MANIFEST.sha256"],
        cwd=folder, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert check.returncode == 0, check.stdout + check.stderr
    for name in odd:  # escaped as coreutils escapes them
        said = subprocess.run([str(SHA256SUM), name], cwd=folder, capture_output=True, text=True)
        digest = hashlib.sha256(name.encode()).hexdigest()
        assert said.stdout == checksum_line(digest, name) + "\n"


def test_the_source_program_lists_its_packages_and_resources() -> None:
    files = program_files()
    names = [name for name, _ in files]
    assert names == sorted(names) and len(names) == len(set(names))
    for expected in ("casino/manifest.py", "casino/equipment/sekhoma_pack.py", "ui/app.py",
                     "reports/__init__.py", "resources/suits.json"):  # fmt: skip
        assert expected in names
    assert {name.split("/")[0] for name in names} == {"casino", "ui", "reports", "resources"}
    assert not any("__pycache__" in name or name.startswith("/") for name in names)
    for name, path in files:  # this test runs from the source tree
        assert path.resolve() == (ROOT / name).resolve()


def test_a_frozen_bundle_lists_every_file_beside_its_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = tmp_path / "casino-console"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    for name in ("casino", "casino-console", "_internal/libpython3.11.so.1.0",
                 "_internal/resources/suits.json", "_internal/base_library.zip"):  # fmt: skip
        (bundle / name).write_bytes(name.encode())
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "casino"))
    assert [name for name, _ in program_files()] == [
        "_internal/base_library.zip", "_internal/libpython3.11.so.1.0",
        "_internal/resources/suits.json", "casino", "casino-console",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "wanted"),
    [
        (["--version", "--verbose"], True), (["--verbose", "--version"], True),
        (["--version"], False), (["--verbose"], False), (["--version", "--verbose", "x"], False),
        (["rank", "--version", "--verbose"], False), ([], False),
    ],
)  # fmt: skip
def test_only_version_verbose_asks_for_the_listing(argv: list[str], wanted: bool) -> None:
    assert wants_file_hashes(argv) is wanted


# -- the programs -------------------------------------------------------------------------------


def run(*command: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, capture_output=True, text=True, timeout=120, check=False, env=env
    )


def no_display() -> dict[str, str]:
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    return {key: value for key, value in os.environ.items() if key not in hidden}


def test_plain_version_is_unchanged() -> None:
    assert run(CASINO, "--version").stdout == f"casino {__version__}\n"
    assert run(CONSOLE, "--version", env=no_display()).stdout == f"casino-console {__version__}\n"


def test_casino_version_verbose_prints_the_listing_and_exits_0() -> None:
    before = manifest_text(program_files())
    done = run(CASINO, "--version", "--verbose")
    assert done.returncode == 0, done.stderr
    first, _, listing = done.stdout.partition("\n")
    assert first == f"casino {__version__}"
    # (before or after: someone may be saving a file of this source tree meanwhile)
    assert listing in (before, manifest_text(program_files()))
    lines, _ = split(listing)
    assert all(LINE.fullmatch(line) for line in lines)
    assert [line.split("  ", 1)[1] for line in lines] == sorted(name for name, _ in program_files())
    assert run(CASINO, "--verbose", "--version").stdout == done.stdout


def test_console_version_verbose_needs_no_display_and_starts_no_qt() -> None:
    """With no display and no Qt platform chosen, the console refuses to start (exit 2, see
    ``ui.app.display_problem``): exit 0 here means Qt was never started."""
    before = manifest_text(program_files())
    done = run(CONSOLE, "--version", "--verbose", env=no_display())
    assert done.returncode == 0, done.stderr
    first, _, listing = done.stdout.partition("\n")
    assert first == f"casino-console {__version__}"
    assert listing in (before, manifest_text(program_files()))
    assert run(CONSOLE, env=no_display()).returncode == 2  # the control: it would have refused


def test_console_main_prints_the_listing(capsys: pytest.CaptureFixture[str]) -> None:
    from ui.app import main

    assert main(["--version", "--verbose"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"casino-console {__version__}\n")
    assert printed.endswith(" files\n") and DIGEST_PREFIX in printed


def test_verbose_without_version_is_refused_in_one_line() -> None:
    done = run(CASINO, "--verbose", "rank", "1S 2M 3C")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == (
        "casino: --verbose goes only with --version: casino --version --verbose (see casino --help)"
    )
    assert run(CONSOLE, "--verbose", env=no_display()).returncode == 2


def test_a_resources_override_is_named(tmp_path: Path) -> None:
    env = {**os.environ, "CASINO_RESOURCES": str(tmp_path)}
    done = run(CASINO, "--version", "--verbose", env=env)
    assert done.returncode == 0
    assert f"reads its resources from {tmp_path}, which this list does not cover" in done.stderr


# -- the release check (installer/check_bundle.py) on a stand-in bundle -------------------------

FAKE_PROGRAM = """#!/usr/bin/env bash
[ "$*" = "--version --verbose" ] || exit 9
echo "$(basename "$0") {version}"
exec {python} -m casino.manifest "$(dirname "$0")"
"""


def check_bundle() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "check_bundle", ROOT / "installer" / "check_bundle.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(SHA256SUM is None, reason="needs GNU sha256sum")
def test_the_release_check_compares_the_programs_with_the_manifest(tmp_path: Path) -> None:
    checks = check_bundle()
    bundle = tmp_path / "casino-console"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "module.py").write_text("x = 1\n")
    for program in ("casino", "casino-console"):
        (bundle / program).write_text(
            FAKE_PROGRAM.format(version=__version__, python=sys.executable)
        )
        (bundle / program).chmod(0o755)
    # what build-linux.sh writes, from outside the bundle
    written = subprocess.run(
        [sys.executable, "-m", "casino.manifest", str(bundle)],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    (tmp_path / "MANIFEST.sha256").write_text(written.stdout)
    checks.manifest(tmp_path)  # passes
    (bundle / "_internal" / "module.py").write_text("x = 2\n")  # the bundle changes after
    with pytest.raises(checks.CheckFailed, match=r"does not list the files as MANIFEST\.sha256"):
        checks.manifest(tmp_path)
