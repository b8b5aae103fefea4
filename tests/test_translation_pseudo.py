"""Every screen in the translators' pseudo-language (issue 38): each translated string comes
back bracketed and 40 % longer, so a word left outside the brackets never passed through
translation, and a label, button, tab or column title narrower than its text would be cut off
in Russian, Czech or Finnish. The screens are the documentation's (``ui.screenshots``: every
main screen and its dialogs, each game's screens among them), driven as a person would; in a
process of their own, since they build a demo casino and set the process's settings folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.xdist_group("screens"), pytest.mark.timeout(600)]


def test_every_screen_speaks_only_through_translation_and_fits(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(Path(__file__).parent / "run_screens.py"), "--out", str(tmp_path),
         "--lang", "pseudo", "--check"],
        capture_output=True, text=True, timeout=540,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    problems = [line.strip() for line in done.stdout.splitlines() if line.startswith("  ")]
    assert done.returncode == 0, done.stderr[-3000:]
    assert len(list(tmp_path.glob("*.png"))) >= 30
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)
