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
  programs and all of ``_internal/``, libraries and resources included);
- otherwise (a source tree or an installed wheel): every file of the packages ``casino``,
  ``ui`` and ``reports``, and of the ``resources`` folder beside them where the console reads
  it, named from the folder that holds them (``casino/cards.py``, ``resources/suits.json``).

Folders named ``__pycache__`` are left out: Python writes them as it runs. Nothing here imports
Qt or the packages it lists.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

PACKAGES = ("casino", "ui", "reports")
"""The packages of the program (pyproject's ``[tool.setuptools.packages.find]``)."""
RESOURCES = "resources"
"""The data folder beside the packages (``ui.resources.resources_dir``)."""
SKIPPED = frozenset({"__pycache__"})
"""Folders never listed: byte code Python caches as it runs, not part of a release."""
DIGEST_PREFIX = "# program digest: "

File = tuple[str, Path]
"""A file of the program: the name it is listed under, and where it is."""


def files_under(folder: Path, prefix: str = "") -> list[File]:
    """Every file under ``folder`` (following symbolic links to files, as ``sha256sum`` would
    read them), named by its path relative to ``folder`` with ``/``, after ``prefix``."""
    found: list[File] = []
    for here, folders, names in os.walk(folder):
        folders[:] = [name for name in folders if name not in SKIPPED]
        for name in names:
            path = Path(here, name)
            found.append((prefix + path.relative_to(folder).as_posix(), path))
    return sorted(found)


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


def program_files() -> list[File]:
    """The files of the running program (see the module's docstring)."""
    if getattr(sys, "frozen", False):
        return files_under(bundle_folder())
    found: list[File] = []
    for name in PACKAGES:
        folder = _package_folder(name)
        if folder is not None:
            found += files_under(folder, f"{name}/")
    ui = _package_folder("ui")
    if ui is not None and (ui.parent / RESOURCES).is_dir():
        found += files_under(ui.parent / RESOURCES, f"{RESOURCES}/")
    return sorted(found)


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
    listing of ``program_files``. Exit status 0, or 1 when a file cannot be read."""
    out, err = sys.stdout, sys.stderr
    try:
        text = manifest_text(program_files())
    except OSError as exc:
        if err is not None:
            err.write(f"{prog}: cannot read {exc.filename}: {exc.strerror}\n")
        return 1
    if os.environ.get("CASINO_RESOURCES") and err is not None:
        err.write(
            f"{prog}: CASINO_RESOURCES is set: the program reads its resources from "
            f"{os.environ['CASINO_RESOURCES']}, which this list does not cover\n"
        )
    if out is None:  # a windowed program on Windows has nowhere to print
        return 0
    try:
        out.write(f"{prog} {version}\n{text}")
        out.flush()
    except BrokenPipeError:
        pass
    return 0


def main(argv: Sequence[str]) -> int:
    """``python -m casino.manifest FOLDER``: the listing of every file under FOLDER (the
    release's ``MANIFEST.sha256``, written from the bundle the build made)."""
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        sys.stderr.write("usage: python -m casino.manifest FOLDER\n")
        return 2
    sys.stdout.write(manifest_text(files_under(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
