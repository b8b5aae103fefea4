"""The program's own files and their SHA-256, so an inspector can compare an installed program
with the release (``casino --version --verbose``, ``casino-console --version --verbose``).

The listing is one line per file, ``<sha256>  <path>`` exactly as ``sha256sum`` writes it
(paths relative, with ``/``, sorted), then ``# program digest: <sha256> over N files``: the
SHA-256 of the file lines themselves, each ending in a newline, which is what
``grep -v '^#' MANIFEST.sha256 | sha256sum`` gives. ``sha256sum -c`` skips the ``#`` line, so
the listing checks itself from the folder its paths start in.

Which files are the program's:

- the PyInstaller bundle (``sys.frozen``): every file under the folder that holds both the
  executable and ``sys._MEIPASS`` (a one-folder bundle: the ``casino`` and ``casino-console``
  programs and all of ``_internal/``, libraries and resources included), ``__pycache__``
  folders too (and checked as below): the bundle never writes one (PyInstaller turns
  byte-code writing off), but Alembic loads the migrations bundled as ``.py`` files through
  Python's source loader, which runs a ``.pyc`` put beside them; the release's
  ``MANIFEST.sha256`` (``python -m casino.manifest FOLDER``) lists them the same way;
- otherwise (a source tree or an installed wheel): every file of the packages ``casino``,
  ``ui`` and ``reports``, and of the ``resources`` folder beside them where the console reads
  it, named from the folder that holds them (``casino/cards.py``, ``resources/suits.json``).

**Byte code.** In a source tree or a wheel install Python writes the ``__pycache__`` folders as
it runs (pip as it installs), so their files are not a release's and are not listed. But Python
*runs* them in place of their sources, trusting a cached ``.pyc`` whose header records the
source's modification time and size (or its hash) without comparing the code. So every file in
a ``__pycache__`` of the program (and, when ``sys.pycache_prefix`` is set, its sources' caches
there) is checked against its source, as this Python would load it (``cached_code_findings``;
in the bundle too):

- a cache Python would run, for this Python and any optimisation level (``.opt-1.pyc``,
  ``.opt-2.pyc``), must hold exactly the code compiled from its source now; one that does not
  (edited, or written by another build of the compiler) is a **problem**: it is listed as a
  file of its own (so the listing and the program digest differ from the sources'), named on
  standard error, and ``--version --verbose`` exits 1;
- a cache Python would not run is a **note** on standard error (and not listed, but in the
  bundle): one out of date (Python compiles the source instead), one without its source
  (Python never loads it), one for another Python (``cpython-312``: this one can neither run
  nor check it), or a file that is not byte code at all.

A cache is compared byte for byte with what this Python compiles its source to, so one written
by another build of Python 3.11 whose compiler differs is a problem too (delete the
``__pycache__`` folders: Python writes them again).

The check runs inside the program it checks: byte code tampered in the modules that do the
checking could hide itself. ``python -I path/to/a/trusted/manifest.py --byte-code FOLDER``
(this file imports nothing of the program) checks an installed package from outside.
Nothing here imports Qt or the packages it lists.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.machinery
import importlib.util
import marshal
import os
import sys
import types
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

PACKAGES = ("casino", "ui", "reports")
"""The packages of the program (pyproject's ``[tool.setuptools.packages.find]``)."""
RESOURCES = "resources"
"""The data folder beside the packages (``ui.resources.resources_dir``)."""
CACHE = "__pycache__"
"""The folder Python caches a folder's byte code in (PEP 3147)."""
DIGEST_PREFIX = "# program digest: "

File = tuple[str, Path]
"""A file of the program: the name it is listed under, and where it is."""


def files_under(folder: Path, prefix: str = "", *, caches: bool = True) -> list[File]:
    """Every file under ``folder`` (following symbolic links to files, as ``sha256sum`` would
    read them), named by its path relative to ``folder`` with ``/``, after ``prefix``;
    without the ``__pycache__`` folders when ``caches`` is false."""
    found: list[File] = []
    for here, folders, names in os.walk(folder):
        if not caches:
            folders[:] = [name for name in folders if name != CACHE]
        for name in names:
            path = Path(here, name)
            found.append((prefix + path.relative_to(folder).as_posix(), path))
    return sorted(found)


# -- byte code ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CachedCode:
    """A file of a byte-code cache that is not simply its source's byte code."""

    name: str
    """Its name, as a file of the listing would be named (absolute outside the listed folders)."""
    path: Path
    what: str
    """What it is, after its name: ``... does not hold the byte code of
    casino/cli/command.py, ...``."""
    runs: bool
    """Whether Python would run it in place of its source: a problem, not a note."""

    @property
    def message(self) -> str:
        return f"{self.name} {self.what}"


def _header_in_effect(data: bytes, stat: os.stat_result, source_bytes: bytes) -> str | None:
    """None when Python would load the code of a cache holding ``data`` for a source (its
    ``stat`` and bytes) instead of compiling it (``importlib``'s ``SourceLoader.get_code``),
    else why it would not."""
    if len(data) < 16:
        return "is too short to be byte code: Python compiles"
    if data[:4] != importlib.util.MAGIC_NUMBER:
        return "is not byte code of this Python (another magic number): Python compiles"
    flags = int.from_bytes(data[4:8], "little")
    if flags & ~0b11:
        return "has a header Python does not know: Python compiles"
    if flags & 0b1:  # hash-based: checked against the source's hash, or never (unchecked)
        if flags & 0b10 and data[8:16] != importlib.util.source_hash(source_bytes):
            return "is out of date (its source hash is not the source's): Python compiles"
        return None
    recorded = int.from_bytes(data[8:12], "little"), int.from_bytes(data[12:16], "little")
    if recorded != (int(stat.st_mtime) & 0xFFFFFFFF, stat.st_size & 0xFFFFFFFF):
        return "is out of date (older than its source): Python compiles"
    return None


def _with_filename(code: types.CodeType, filename: str) -> types.CodeType:
    """``code`` and the code inside it, named ``filename`` (as ``importlib`` fixes a cache's
    code up on loading)."""
    consts = tuple(
        _with_filename(const, filename) if isinstance(const, types.CodeType) else const
        for const in code.co_consts
    )
    return code.replace(co_filename=filename, co_consts=consts)


def _holds_code_of(body: bytes, source: Path, source_bytes: bytes, optimization: int) -> bool:
    """Whether a cache's marshalled ``body`` is the code ``source`` compiles to now. Compiling
    and marshalling are deterministic on one Python, so the bytes are compared: first as
    compiled under the source's own path, then (when the cache was written under another path)
    under the one the cache records, then both read back and written again in this process
    (marshal's back-references depend on reference counts at the time of writing)."""
    try:
        if body == marshal.dumps(_compiled(source_bytes, str(source), optimization)):
            return True
        cached = marshal.loads(body)
        if not isinstance(cached, types.CodeType):
            return False
        ours = _compiled(source_bytes, cached.co_filename, optimization)
    except (EOFError, ValueError, TypeError, SyntaxError):
        return False
    if body == marshal.dumps(ours):
        return True
    same = _with_filename(cached, str(source)), _with_filename(ours, str(source))
    again = [marshal.dumps(marshal.loads(marshal.dumps(code))) for code in same]
    return again[0] == again[1]


def _compiled(source_bytes: bytes, filename: str, optimization: int) -> types.CodeType:
    """The code ``importlib`` compiles a source to (``-O`` twice or more is ``-OO``)."""
    return compile(source_bytes, filename, "exec", dont_inherit=True, optimize=min(optimization, 2))


def _check_cache(
    path: Path, name: str, source: Path, source_name: str, optimization: int
) -> CachedCode | None:
    """The cache of ``source`` at ``path``: a note when Python would not load it, a problem
    when Python would and its code is not the source's, None when it is the source's."""
    for _ in range(3):  # a source saved meanwhile is read again, with its cache
        stat = source.stat()
        data, source_bytes = path.read_bytes(), source.read_bytes()
        again = source.stat()
        if (stat.st_mtime_ns, stat.st_size) == (again.st_mtime_ns, again.st_size):
            break
    why_not = _header_in_effect(data, stat, source_bytes)
    if why_not is not None:
        return CachedCode(name, path, f"{why_not} {source_name} instead", runs=False)
    if _holds_code_of(data[16:], source, source_bytes, optimization):
        return None
    return CachedCode(
        name, path,
        f"does not hold the byte code of {source_name}, yet Python runs it in place of that file",
        runs=True,
    )  # fmt: skip


def _optimization(level: str) -> int | None:
    """The ``-O`` count of a cache name's optimisation part (``opt-1``, ``opt-2``...), or None
    for one no Python loads (Python names the caches of ``-O`` none without an ``opt-0``)."""
    digits = level.removeprefix("opt-")
    if digits == level or not digits.isdigit() or int(digits) < 1:
        return None
    return int(digits)


def _cache_entry(path: Path, name: str, source_prefix: str) -> CachedCode | None:
    """One entry of a ``__pycache__`` folder, checked against its source in the folder above
    (``source_prefix`` names that folder's files)."""
    if not path.is_file():
        return CachedCode(name, path, "is not a file Python loads byte code from", runs=False)
    parts = path.name.split(".")  # module, cache tag, [opt-N,] pyc
    stem, tag, *level = parts[:-1] if len(parts) in (3, 4) and parts[-1] == "pyc" else ["", ""]
    optimization = _optimization(level[0]) if level else 0
    if not stem or optimization is None:
        return CachedCode(name, path, "is not a byte-code file Python loads", runs=False)
    if tag != sys.implementation.cache_tag:
        return CachedCode(
            name, path,
            f"is byte code for another Python ({tag}), which this one "
            f"({sys.implementation.cache_tag}) neither runs nor can check",
            runs=False,
        )  # fmt: skip
    for suffix in importlib.machinery.SOURCE_SUFFIXES:
        source = path.parent.parent / f"{stem}{suffix}"
        if source.is_file():
            return _check_cache(path, name, source, f"{source_prefix}{source.name}", optimization)
    return CachedCode(name, path, "has no source (Python does not load it)", runs=False)


def cached_code_findings(folder: Path, prefix: str = "") -> list[CachedCode]:
    """The files of the ``__pycache__`` folders under ``folder`` (named as ``files_under``
    names files) that are not simply the byte code of their sources; and, when
    ``sys.pycache_prefix`` is set, its caches of the sources under ``folder`` that are not."""
    found: list[CachedCode] = []
    sources: list[tuple[str, Path]] = []
    for here, folders, names in os.walk(folder):
        folders[:] = [name for name in folders if name != CACHE]
        relative = Path(here).relative_to(folder).as_posix()
        at = prefix if relative == "." else f"{prefix}{relative}/"
        cache = Path(here, CACHE)
        if cache.is_dir():  # a symbolic link to a folder too: Python follows it
            for entry in sorted(os.listdir(cache)):
                finding = _cache_entry(cache / entry, f"{at}{CACHE}/{entry}", at)
                if finding is not None:
                    found.append(finding)
        suffixes = tuple(importlib.machinery.SOURCE_SUFFIXES)
        sources += [(f"{at}{name}", Path(here, name)) for name in names if name.endswith(suffixes)]
    if sys.pycache_prefix is not None:
        found += _prefix_findings(sources)
    return sorted(found, key=lambda finding: finding.name)


def _prefix_findings(sources: Iterable[tuple[str, Path]]) -> list[CachedCode]:
    """The caches of ``sources`` under ``sys.pycache_prefix`` (PYTHONPYCACHEPREFIX), where
    Python then reads and writes them instead of ``__pycache__``, for ``-O`` none, once and
    twice; named by their absolute paths."""
    found: list[CachedCode] = []
    for source_name, source in sources:
        for optimization in (0, 1, 2):
            level = optimization or ""  # Python names the caches of -O none without "opt-0"
            path = Path(importlib.util.cache_from_source(str(source), optimization=level))
            if path.is_file():
                finding = _check_cache(
                    path, path.resolve().as_posix(), source, source_name, optimization
                )
                if finding is not None:
                    found.append(finding)
    return found


# -- the program --------------------------------------------------------------------------------


def _package_folder(name: str) -> Path | None:
    """Where an importable package's files are, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def bundle_folder() -> Path:
    """The folder of a frozen bundle: the one holding the executable and ``sys._MEIPASS``."""
    executable = Path(sys.executable).resolve().parent
    unpacked = getattr(sys, "_MEIPASS", None)
    if unpacked is None:
        return executable
    return Path(os.path.commonpath([executable, Path(unpacked).resolve()]))


def program_folders() -> list[tuple[str, Path]]:
    """The folders of a source tree's or a wheel's program, each with the prefix its files
    are named with (``casino/``, ``resources/``)."""
    found = [(f"{name}/", folder) for name in PACKAGES if (folder := _package_folder(name))]
    ui = _package_folder("ui")
    if ui is not None and (ui.parent / RESOURCES).is_dir():
        found.append((f"{RESOURCES}/", ui.parent / RESOURCES))
    return found


@dataclass(frozen=True)
class Program:
    """What ``--version --verbose`` reports of the running program."""

    files: list[File]
    """The files listed: the program's, and the byte code it would run that is not theirs."""
    byte_code: list[CachedCode]
    """The caches that are not their sources' byte code (problems and notes)."""

    @property
    def problems(self) -> list[CachedCode]:
        return [finding for finding in self.byte_code if finding.runs]


def examine_program() -> Program:
    """The files of the running program and its byte code checked (the module's docstring)."""
    frozen = bool(getattr(sys, "frozen", False))
    files: list[File] = []
    byte_code: list[CachedCode] = []
    for prefix, folder in [("", bundle_folder())] if frozen else program_folders():
        files += files_under(folder, prefix, caches=frozen)
        byte_code += cached_code_findings(folder, prefix)
    listed = {name for name, _ in files}
    files += [
        (found.name, found.path) for found in byte_code if found.runs and found.name not in listed
    ]
    return Program(sorted(files), sorted(byte_code, key=lambda finding: finding.name))


def program_files() -> list[File]:
    """The files ``--version --verbose`` lists (see the module's docstring)."""
    return examine_program().files


def sha256_of(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hex."""
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def checksum_line(digest: str, name: str) -> str:
    """One line as ``sha256sum`` writes it: a name holding a backslash or a line break is
    escaped, and the line then starts with a backslash (GNU coreutils)."""
    if "\\" in name or "\n" in name or "\r" in name:
        escaped = name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
        return f"\\{digest}  {escaped}"
    return f"{digest}  {name}"


def checksum_lines(files: Iterable[File]) -> list[str]:
    """One ``sha256sum`` line a file, sorted by name."""
    return [checksum_line(sha256_of(path), name) for name, path in sorted(files)]


def program_digest(lines: Sequence[str]) -> str:
    """One SHA-256 over the whole list: of the lines, each ending in a newline."""
    return hashlib.sha256("".join(f"{line}\n" for line in lines).encode("utf-8")).hexdigest()


def manifest_text(files: Iterable[File]) -> str:
    """The listing: the file lines, then the program digest line."""
    lines = checksum_lines(files)
    footer = f"{DIGEST_PREFIX}{program_digest(lines)} over {len(lines)} files"
    return "".join(f"{line}\n" for line in [*lines, footer])


def wants_file_hashes(argv: Sequence[str]) -> bool:
    """Whether the arguments ask for ``--version --verbose`` (in either order, nothing else)."""
    return len(argv) == 2 and set(argv) == {"--version", "--verbose"}


class _OnlyWithVersion(argparse.Action):
    """``--verbose`` anywhere but in ``--version --verbose`` (which ``wants_file_hashes``
    catches before the parser runs) is refused, not silently ignored."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        parser.error(f"--verbose goes only with --version: {parser.prog} --version --verbose")


def add_verbose_option(parser: argparse.ArgumentParser) -> None:
    """The ``--verbose`` of ``--version --verbose``, so that ``--help`` tells of it."""
    parser.add_argument(
        "--verbose",
        action=_OnlyWithVersion,
        nargs=0,
        help="with --version (and nothing else): also print the SHA-256 of each file of the "
        "program, and one over them all",
    )


def print_verbose_version(prog: str, version: str) -> int:
    """``--version --verbose``: the version line as plain ``--version`` prints it, then the
    listing of ``program_files``; on standard error, each cache that is not its source's byte
    code. Exit status 0; 1 when a file cannot be read or Python would run byte code that is
    not its source's."""
    out, err = sys.stdout, sys.stderr
    try:
        program = examine_program()
        text = manifest_text(program.files)
    except OSError as exc:
        if err is not None:
            err.write(f"{prog}: cannot read {exc.filename}: {exc.strerror}\n")
        return 1
    if os.environ.get("CASINO_RESOURCES") and err is not None:
        err.write(
            f"{prog}: CASINO_RESOURCES is set: the program reads its resources from "
            f"{os.environ['CASINO_RESOURCES']}, which this list does not cover\n"
        )
    if out is not None:  # a windowed program on Windows has nowhere to print
        try:
            out.write(f"{prog} {version}\n{text}")
            out.flush()
        except BrokenPipeError:
            pass
    if err is not None:
        listed = "listed with {} own SHA-256, so this program is not the one its sources show"
        _report_byte_code(prog, program.byte_code, err, listed)
    return 1 if program.problems else 0


def _report_byte_code(
    prog: str, findings: Sequence[CachedCode], to: TextIO, then: str = ""
) -> None:
    """Each finding on a line (problems first), then how many problems, and ``then`` (its
    ``{}`` is ``its`` or ``their``)."""
    for finding in sorted(findings, key=lambda finding: not finding.runs):
        to.write(f"{prog}: {'' if finding.runs else 'note: '}{finding.message}\n")
    problems = sum(finding.runs for finding in findings)
    if problems:
        one = problems == 1
        held = "file holds code that is not its source's"
        if not one:
            held = "files hold code that is not their sources'"
        after = f"; {then.format('its' if one else 'their')}" if then else ""
        to.write(f"{prog}: {problems} cached byte-code {held}, which Python runs instead{after}\n")


def _check_folder(folder: Path) -> int:
    """``python -m casino.manifest --byte-code FOLDER``: each cache under FOLDER that is not its
    source's byte code, on a line; exit 1 when Python would run one."""
    prefix = f"{folder.as_posix().rstrip('/')}/"
    findings = cached_code_findings(folder, prefix)
    _report_byte_code("byte code", findings, sys.stdout)
    if not findings:
        sys.stdout.write(f"byte code: every cache under {folder} holds its source's byte code\n")
    return 1 if any(finding.runs for finding in findings) else 0


def main(argv: Sequence[str]) -> int:
    """``python -m casino.manifest FOLDER``: the listing of every file under FOLDER (the
    release's ``MANIFEST.sha256``, written from the bundle the build made), ``__pycache__``
    folders included. ``--byte-code FOLDER``: the caches under FOLDER checked against their
    sources, as ``--version --verbose`` checks the program's (run a trusted copy of this file
    to check an installed package from outside it)."""
    options, folder = list(argv[:-1]), argv[-1] if argv else ""
    if not folder or options not in ([], ["--byte-code"]) or not Path(folder).is_dir():
        sys.stderr.write("usage: python -m casino.manifest [--byte-code] FOLDER\n")
        return 2
    if options:
        return _check_folder(Path(folder))
    sys.stdout.write(manifest_text(files_under(Path(folder))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
