"""The bundle's one entry script, behind both of its programs: ``casino-console`` (the dealer
console) and ``casino`` (the command line). PyInstaller builds each executable from the same
analysis, so the two share one ``_internal`` folder of modules and libraries; the program's own
name says which one was started. ``--self-test`` reaches the console's self-test from either,
since on Windows only ``casino.exe`` has a console to print to.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    program = Path(sys.executable).stem.lower()
    if program == "casino" and "--self-test" not in sys.argv[1:]:
        from casino.cli import main as command_line

        return command_line()
    from ui.app import main as console

    return console()


if __name__ == "__main__":
    raise SystemExit(main())
