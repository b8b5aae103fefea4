"""Checks a built Linux bundle the way a pit will use it, before it is packed: ``make
installer`` runs this on the staged folder (the bundle beside ``install.sh``).

1. The console's ``--self-test`` on a temporary SQLite file.
2. The same self-test through the ``casino`` program, on a real PostgreSQL server started for
   the purpose: the floor's driver and its libpq are in the bundle and work.
3. ``casino --version`` names the version being packed, and ``casino --version --verbose``
   and ``casino-console --version --verbose`` list the files of the bundle exactly as the
   release's ``MANIFEST.sha256`` does (which the build wrote from outside, with
   ``python -m casino.manifest``), and ``sha256sum -c`` accepts that list.
4. The console starts on a real X display (Xvfb): the self-test runs offscreen, and a pit's
   screen needs Qt's xcb platform plugin and the libraries it loads.
5. ``install.sh`` into a throwaway prefix: the programs, the menu entry (validated where
   ``desktop-file-validate`` is installed) and the icons land where a desktop finds them, the
   installed command starts and lists the release's files, and ``--uninstall`` takes it all
   away again.

Any failure prints what was run and what it said, and the exit status is 1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from casino import __version__  # noqa: E402
from casino.store.scratch_postgres import ScratchPostgres  # noqa: E402


class CheckFailed(RuntimeError):
    pass


def run(
    command: Sequence[str | Path],
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    stdout_only: bool = False,
) -> str:
    words = [str(word) for word in command]
    print(f"$ {' '.join(words)}", flush=True)
    result = subprocess.run(
        words, capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=300,
        cwd=cwd,
    )  # fmt: skip
    output = result.stdout + result.stderr
    if result.returncode != 0:
        raise CheckFailed(f"exit {result.returncode} from {' '.join(words)}:\n{output}")
    return result.stdout if stdout_only else output


def self_tests(bundle: Path) -> None:
    output = run([bundle / "casino-console", "--self-test"])
    print(_summary(output))
    with ScratchPostgres() as server:
        url = server.create_database("self_test")
        output = run([bundle / "casino", "--self-test", "--db", url])
        print(_summary(output))
    if "postgresql migrated" not in output:
        raise CheckFailed(f"the self-test did not run on PostgreSQL:\n{output}")


def _summary(output: str) -> str:
    """The self-test's checks, without Qt's offscreen chatter."""
    keep = ("ok ", "FAIL", "self-test", "casino-console ")
    return "\n".join(line for line in output.splitlines() if line.startswith(keep))


def version(bundle: Path) -> None:
    said = run([bundle / "casino", "--version"]).strip()
    if said != f"casino {__version__}":
        raise CheckFailed(f"casino --version says {said!r}, the source is {__version__}")
    print(said)


def listing(program: Path) -> str:
    """What ``program --version --verbose`` lists after its version line (checked too)."""
    said = run([program, "--version", "--verbose"], stdout_only=True)
    first, _, files = said.partition("\n")
    if first != f"{program.name} {__version__}":
        raise CheckFailed(f"{program} --version --verbose begins {first!r}")
    return files


def manifest(stage: Path) -> None:
    """Both programs list the bundle as ``MANIFEST.sha256`` does, and ``sha256sum`` agrees;
    and the release holds no byte code the build tree cached (a ``.pyc`` beside the
    migrations, which Alembic's loader would run)."""
    release = (stage / "MANIFEST.sha256").read_text(encoding="utf-8")
    cached = [line for line in release.splitlines() if "__pycache__/" in line]
    if cached:
        raise CheckFailed(f"the release holds cached byte code: {cached[0].split()[-1]}")
    bundle = stage / "casino-console"
    for program in ("casino", "casino-console"):
        if listing(bundle / program) != release:
            raise CheckFailed(
                f"{program} --version --verbose does not list the files as MANIFEST.sha256 "
                f"does (compare them: {bundle / program} --version --verbose | tail -n +2 | "
                f"diff - {stage / 'MANIFEST.sha256'})"
            )
    run(["sha256sum", "--check", "--strict", "--quiet", stage / "MANIFEST.sha256"], cwd=bundle)
    print(f"--version --verbose lists the files as MANIFEST.sha256: {release.splitlines()[-1]}")


def on_a_screen(bundle: Path) -> None:
    if shutil.which("xvfb-run") is None:
        raise CheckFailed("xvfb-run is not installed (Debian: apt-get install xvfb xauth)")
    with tempfile.TemporaryDirectory(prefix="casino-probe-") as folder:
        output = run(
            ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", bundle / "casino-console",
             "--startup-probe", "--db", f"sqlite:///{Path(folder) / 'probe.db'}"],
            env={"QT_QPA_PLATFORM": "xcb"},
        )  # fmt: skip
    if "shown" not in output.split():
        raise CheckFailed(f"the sign-in window was not shown on the X display:\n{output}")
    print("the sign-in window painted on an X display (xcb)")


def install(stage: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="casino-install-") as folder:
        prefix = Path(folder) / "prefix"
        print(run([stage / "install.sh", "--prefix", prefix, "--server"]))
        entry = prefix / "share/applications/casino-console.desktop"
        unit = prefix / "lib/systemd/system/casino-serve.service"
        expected = [
            prefix / "lib/casino-console/casino-console",
            prefix / "bin/casino-console",
            prefix / "bin/casino",
            entry,
            prefix / "share/icons/hicolor/256x256/apps/casino-console.png",
            prefix / "share/icons/hicolor/scalable/apps/casino-console.svg",
            unit,
        ]
        missing = [str(path) for path in expected if not path.exists()]
        if missing:
            raise CheckFailed(f"install.sh did not install {', '.join(missing)}")
        if f'Exec="{prefix}/lib/casino-console/casino-console"' not in entry.read_text():
            raise CheckFailed(f"the menu entry does not start the installed program:\n"
                              f"{entry.read_text()}")  # fmt: skip
        if f"ExecStart={prefix}/bin/casino serve " not in unit.read_text():
            raise CheckFailed(f"the server's unit does not start the installed casino:\n"
                              f"{unit.read_text()}")  # fmt: skip
        if shutil.which("desktop-file-validate"):
            run(["desktop-file-validate", entry])
            print("desktop-file-validate: the menu entry is valid")
        run([prefix / "bin/casino", "--version"])
        if listing(prefix / "bin/casino") != (stage / "MANIFEST.sha256").read_text("utf-8"):
            raise CheckFailed("the installed casino --version --verbose differs from "
                              "MANIFEST.sha256")  # fmt: skip
        print("the installed program lists the files of MANIFEST.sha256")
        run([stage / "install.sh", "--prefix", prefix, "--uninstall"])
        left = [str(p) for p in expected if p.exists() or p.is_symlink()]
        if left:
            raise CheckFailed(f"install.sh --uninstall left {', '.join(left)}")
        print("install.sh --uninstall removed the program, its commands, entry and icons")


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1:
        print("usage: check_bundle.py STAGED-FOLDER", file=sys.stderr)
        return 2
    stage = Path(argv[0]).resolve()
    bundle = stage / "casino-console"
    try:
        self_tests(bundle)
        version(bundle)
        manifest(stage)
        on_a_screen(bundle)
        install(stage)
    except CheckFailed as exc:
        print(f"check_bundle: {exc}", file=sys.stderr)
        return 1
    print(f"check_bundle: {stage.name} passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
