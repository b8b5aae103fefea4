"""The program lists the SHA-256 of its own files (``casino --version --verbose``), so an
inspector can compare an installed program with the release's ``MANIFEST.sha256``; and checks
the byte code Python caches for them, which Python runs in place of the sources."""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import py_compile
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
    cached_code_findings,
    checksum_line,
    examine_program,
    files_under,
    main,
    manifest_text,
    print_verbose_version,
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
CACHE = "__pycache__"


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


def test_files_are_named_relative_and_sorted_byte_code_caches_left_out_on_request(
    tmp_path: Path,
) -> None:
    folder = tree(tmp_path / "bundle")
    names = [name for name, _ in files_under(folder, caches=False)]
    assert names == ["pkg/__init__.py", "pkg/sub/data.json", "program"]
    assert [name for name, _ in files_under(folder / "pkg", "pkg/", caches=False)] == names[:2]
    # a bundle's listing (and the release's MANIFEST.sha256) holds every file, caches too
    cached = "pkg/__pycache__/x.cpython-311.pyc"
    assert [name for name, _ in files_under(folder)] == sorted([cached, *names])


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


# -- byte code ----------------------------------------------------------------------------------

TIMESTAMP = py_compile.PycInvalidationMode.TIMESTAMP
CHECKED = py_compile.PycInvalidationMode.CHECKED_HASH
UNCHECKED = py_compile.PycInvalidationMode.UNCHECKED_HASH
TAG = sys.implementation.cache_tag


def module(folder: Path, text: str = "VALUE = 1\n") -> Path:
    """A package ``pkg`` under ``folder`` holding the module ``pkg/mod.py``."""
    (folder / "pkg").mkdir(parents=True)
    (folder / "pkg" / "__init__.py").write_text("")
    source = folder / "pkg" / "mod.py"
    source.write_text(text)
    return source


def cache(
    source: Path, optimization: int = 0, mode: py_compile.PycInvalidationMode = TIMESTAMP
) -> Path:
    """The byte code of ``source`` where Python would look for it, as pip or an import writes it."""
    where = importlib.util.cache_from_source(str(source), optimization=optimization or "")
    written = py_compile.compile(
        str(source), cfile=where, doraise=True, optimize=optimization, invalidation_mode=mode
    )
    return Path(written)


def tamper(pyc: Path, text: str, optimization: int = 0) -> None:
    """Put other code in a cache, its header (the source's time and size, or hash) kept: what
    Python checks before running a cache still matches the source."""
    code = compile(text, str(pyc), "exec", dont_inherit=True, optimize=optimization)
    pyc.write_bytes(pyc.read_bytes()[:16] + marshal.dumps(code))


def findings(folder: Path) -> list[tuple[str, bool]]:
    return [(found.name, found.runs) for found in cached_code_findings(folder, "pkg/")]


KINDS = [(0, TIMESTAMP), (1, TIMESTAMP), (2, TIMESTAMP), (0, CHECKED), (0, UNCHECKED)]


@pytest.mark.parametrize(("optimization", "mode"), KINDS)
def test_a_cache_of_its_source_passes_and_one_tampered_is_named(
    tmp_path: Path, optimization: int, mode: py_compile.PycInvalidationMode
) -> None:
    source = module(tmp_path)
    pyc = cache(source, optimization, mode)
    cache(source.with_name("__init__.py"), optimization, mode)
    assert cached_code_findings(tmp_path / "pkg", "pkg/") == []
    tamper(pyc, "VALUE = 2\n", optimization)
    name = f"pkg/__pycache__/{pyc.name}"
    assert findings(tmp_path / "pkg") == [(name, True)]
    [found] = cached_code_findings(tmp_path / "pkg", "pkg/")
    assert found.message == (
        f"{name} does not hold the byte code of pkg/mod.py, yet Python runs it in place of "
        "that file"
    )


def test_python_does_run_a_tampered_cache(tmp_path: Path) -> None:
    """The hole itself: a cache with the source's header and other code is what Python runs."""
    source = module(tmp_path)
    tamper(cache(source), "VALUE = 2\n")
    said = subprocess.run(
        [sys.executable, "-c", "import pkg.mod; print(pkg.mod.VALUE)"],
        cwd=tmp_path, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert said.stdout == "2\n" and source.read_text() == "VALUE = 1\n"


def test_a_cache_python_would_run_but_cannot_load_is_a_problem(tmp_path: Path) -> None:
    source = module(tmp_path)
    pyc = cache(source)
    pyc.write_bytes(pyc.read_bytes()[:16] + b"not marshal data")
    assert findings(tmp_path / "pkg") == [(f"pkg/__pycache__/{pyc.name}", True)]
    pyc.write_bytes(pyc.read_bytes()[:16] + marshal.dumps(("not", "code")))
    assert findings(tmp_path / "pkg") == [(f"pkg/__pycache__/{pyc.name}", True)]


def test_an_unchecked_cache_of_an_edited_source_is_a_problem(tmp_path: Path) -> None:
    """Python runs an unchecked hash-based cache whatever its source holds now."""
    source = module(tmp_path)
    pyc = cache(source, mode=UNCHECKED)
    source.write_text("VALUE = 10\n")
    assert findings(tmp_path / "pkg") == [(f"pkg/__pycache__/{pyc.name}", True)]


@pytest.mark.parametrize(
    ("case", "said"),
    [
        ("stale", "is out of date (older than its source): Python compiles pkg/mod.py instead"),
        ("stale hash", "is out of date (its source hash is not the source's): Python compiles "
                       "pkg/mod.py instead"),
        ("no source", "has no source (Python does not load it)"),
        ("other python", "is byte code for another Python (cpython-399), which this one "
                         f"({TAG}) neither runs nor can check"),
        ("other magic", "is not byte code of this Python (another magic number): Python "
                        "compiles pkg/mod.py instead"),
        ("left over", "is not a byte-code file Python loads"),
        ("opt-0", "is not a byte-code file Python loads"),
        ("folder", "is not a file Python loads byte code from"),
    ],
)  # fmt: skip
def test_a_cache_python_would_not_run_is_a_note_not_a_problem(
    tmp_path: Path, case: str, said: str
) -> None:
    source = module(tmp_path)
    pyc = cache(source, mode=CHECKED if case == "stale hash" else TIMESTAMP)
    cached = pyc.parent
    name = {
        "no source": f"gone.{TAG}.pyc",
        "other python": "mod.cpython-399.pyc",
        "left over": f"{pyc.name}.140234",  # an import's write cut short
        "opt-0": f"mod.{TAG}.opt-0.pyc",
        "folder": "sub",
    }.get(case, pyc.name)
    if case in ("stale", "stale hash"):
        source.write_text("VALUE = 10\n")  # another size, another hash
    elif case == "other magic":
        pyc.write_bytes(b"\x00\x00\r\n" + pyc.read_bytes()[4:])
    elif case == "folder":
        (cached / name).mkdir()
    else:
        pyc.rename(cached / name)
    if case != "folder":
        tamper(cached / name, "VALUE = 2\n")  # notes whatever they hold: Python never runs them
    [found] = cached_code_findings(tmp_path / "pkg", "pkg/")
    assert (found.name, found.runs) == (f"pkg/__pycache__/{name}", False)
    assert found.message == f"pkg/__pycache__/{name} {said}"


def test_a_cache_folder_linked_elsewhere_is_checked(tmp_path: Path) -> None:
    source = module(tmp_path / "program")
    pyc = cache(source)
    tamper(pyc, "VALUE = 2\n")
    elsewhere = tmp_path / "elsewhere"
    pyc.parent.rename(elsewhere)
    (source.parent / "__pycache__").symlink_to(elsewhere, target_is_directory=True)
    assert findings(tmp_path / "program" / "pkg") == [(f"pkg/__pycache__/{pyc.name}", True)]


def test_caches_under_the_pycache_prefix_are_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With PYTHONPYCACHEPREFIX Python reads a source's cache from there, not ``__pycache__``."""
    source = module(tmp_path / "program")
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path / "prefix"))
    pyc = cache(source, optimization=1)
    assert pyc.is_relative_to(tmp_path / "prefix")
    assert findings(tmp_path / "program" / "pkg") == []
    tamper(pyc, "VALUE = 2\n", optimization=1)
    assert findings(tmp_path / "program" / "pkg") == [(pyc.resolve().as_posix(), True)]


def test_a_frozen_bundle_lists_and_checks_the_byte_code_beside_its_migrations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Alembic loads the bundled migrations (``.py`` files) through Python's source loader,
    which runs a cache put beside them: the bundle's listing holds it, as the release's
    MANIFEST.sha256 does, and names it when it is not its source's byte code."""
    bundle = tmp_path / "casino-console"
    migrations = bundle / "_internal" / "casino" / "store" / "migrations"
    migrations.mkdir(parents=True)
    (bundle / "casino").write_bytes(b"casino")
    env = migrations / "env.py"
    env.write_text("VALUE = 1\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "casino"))
    assert [name for name, _ in program_files()] == ["_internal/casino/store/migrations/env.py",
                                                     "casino"]  # fmt: skip
    tamper(cache(env), "VALUE = 2\n")
    name = f"_internal/casino/store/migrations/__pycache__/env.{TAG}.pyc"
    assert [name for name, _ in program_files()] == [
        name, "_internal/casino/store/migrations/env.py", "casino",
    ]  # fmt: skip
    program = examine_program()
    assert [found.name for found in program.problems] == [name]
    assert main([str(bundle)]) == 0  # what the build writes MANIFEST.sha256 with
    assert capsys.readouterr().out == manifest_text(program.files)


def test_version_verbose_lists_a_tampered_cache_names_it_and_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = module(tmp_path)
    pyc = cache(source)
    monkeypatch.setattr("casino.manifest.program_folders", lambda: [("pkg/", tmp_path / "pkg")])
    (pyc.parent / f"__init__.{TAG}.pyc").write_bytes(b"")  # a note, not listed
    assert print_verbose_version("casino", "9") == 0
    clean = capsys.readouterr()
    assert clean.err == (
        f"casino: note: pkg/__pycache__/__init__.{TAG}.pyc is too short to be byte code: "
        "Python compiles pkg/__init__.py instead\n"
    )
    assert clean.out.startswith("casino 9\n") and "__pycache__" not in clean.out

    tamper(pyc, "VALUE = 2\n")
    assert print_verbose_version("casino", "9") == 1
    printed = capsys.readouterr()
    name = f"pkg/__pycache__/{pyc.name}"
    assert f"{hashlib.sha256(pyc.read_bytes()).hexdigest()}  {name}\n" in printed.out
    assert split(printed.out.partition("\n")[2])[1] != split(clean.out.partition("\n")[2])[1]
    assert printed.err.splitlines() == [
        f"casino: {name} does not hold the byte code of pkg/mod.py, yet Python runs it in "
        "place of that file",
        clean.err.rstrip("\n"),
        "casino: 1 cached byte-code file holds code that is not its source's, which Python runs "
        "instead; listed with its own SHA-256, so this program is not the one its sources show",
    ]
    assert [found.name for found in examine_program().problems] == [name]


def test_byte_code_option_checks_a_folder_from_outside(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = module(tmp_path)
    pyc = cache(source)
    folder = tmp_path / "pkg"
    assert main(["--byte-code", str(folder)]) == 0
    assert capsys.readouterr().out == (
        f"byte code: every cache under {folder} holds its source's byte code\n"
    )
    tamper(pyc, "VALUE = 2\n")
    tamper(cache(source.with_name("__init__.py")), "X = 0\n")  # a second, for the plural
    assert main(["--byte-code", str(folder)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"byte code: {folder}/__pycache__/__init__.{TAG}.pyc does not hold the byte code of "
        f"{folder}/__init__.py, yet Python runs it in place of that file",
        f"byte code: {folder}/__pycache__/{pyc.name} does not hold the byte code of "
        f"{folder}/mod.py, yet Python runs it in place of that file",
        "byte code: 2 cached byte-code files hold code that is not their sources', which "
        "Python runs instead",
    ]
    for wrong in ([], ["--byte-code"], ["--bytecode", str(folder)], [str(source)]):
        assert main(wrong) == 2


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


def test_a_tampered_cache_in_a_byte_compiled_copy_is_listed_and_fails_version_verbose(
    tmp_path: Path,
) -> None:
    """The package copied and byte-compiled as pip installs it; then one module's cache given
    other code, its header kept. Python runs that code, which no source shows: ``--version
    --verbose`` lists the cache with its own SHA-256, names it, and exits 1."""
    shutil.copytree(ROOT / "casino", tmp_path / "casino", ignore=shutil.ignore_patterns(CACHE))
    compiled = run(sys.executable, "-m", "compileall", "-q", str(tmp_path / "casino"))
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    in_copy = "import sys; from casino.cli import main; sys.exit(main(sys.argv[1:]))"

    def in_the_copy(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-c", in_copy, *argv],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip

    clean = in_the_copy("--version", "--verbose")
    assert clean.returncode == 0, clean.stderr
    pack = tmp_path / "casino" / "equipment" / "sekhoma_pack.py"
    pyc = Path(importlib.util.cache_from_source(str(pack)))
    tamper(pyc, pack.read_text().replace("COPIES = 2", "COPIES = 3"))
    copies = "from casino.equipment import sekhoma_pack; print(sekhoma_pack.COPIES)"
    said = subprocess.run(
        [sys.executable, "-c", copies],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert said.stdout == "3\n" and "\nCOPIES = 2\n" in pack.read_text()

    done = in_the_copy("--version", "--verbose")
    name = f"casino/equipment/{CACHE}/sekhoma_pack.{sys.implementation.cache_tag}.pyc"
    assert done.returncode == 1
    lines, digest = split(done.stdout.partition("\n")[2])
    assert f"{hashlib.sha256(pyc.read_bytes()).hexdigest()}  {name}" in lines
    assert digest == program_digest(lines)
    before, _ = split(clean.stdout.partition("\n")[2])
    assert {line.split("  ", 1)[1] for line in lines} - {
        line.split("  ", 1)[1] for line in before
    } == {name}
    assert done.stderr.startswith(
        f"casino: {name} does not hold the byte code of casino/equipment/sekhoma_pack.py, "
        "yet Python runs it in place of that file"
    )


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
