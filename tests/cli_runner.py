"""``casino ARGS`` run in the test's own process: the entry point (``casino.cli.main``) called
with its arguments, standard input, output and error given as text, and the environment the
command would have been started with, so a test of a command's words, exits and effects does
not pay for a new interpreter importing numpy, scipy and SQLAlchemy again.

The tests whose subject is the process itself (a signal, a kill, the installed entry points,
the frozen bundle) still start one (``tests/test_store_durability.py``, ``test_installer.py``,
``test_frozen.py``), and ``test_cli.py`` starts the installed ``casino`` once to show that
entry point is the same ``main``.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping

from casino import cli
from casino.store import journal, seal


@contextlib.contextmanager
def _environment(env: Mapping[str, str] | None) -> Iterator[None]:
    """``os.environ`` exactly ``env`` for the call (as a new process would have it), then
    restored; None keeps the test's own."""
    if env is None:
        yield
        return
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _fresh_process_state() -> None:
    """What a new process would not have: the site key and the journal read by an earlier
    command of this process (their paths may come from the environment the call sets)."""
    seal._load.cache_clear()
    journal._journal_path.cache_clear()


def run_casino(
    *args: str, stdin: str | None = "", env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``casino ARGS`` as a command line would run it: standard input ``stdin`` (never a
    terminal), the environment ``env`` (the test's when None); what it printed and its exit
    status, as ``subprocess.run(..., capture_output=True, text=True)`` returns them."""
    out, err = io.StringIO(), io.StringIO()
    given = io.StringIO(stdin or "")
    streams = sys.stdin, sys.stdout, sys.stderr
    with _environment(env):
        _fresh_process_state()
        sys.stdin, sys.stdout, sys.stderr = given, out, err
        try:
            status = cli.main(list(args))
        except SystemExit as exc:  # as the interpreter would turn it into a status
            code = exc.code
            status = code if isinstance(code, int) else (0 if code is None else 1)
            if code is not None and not isinstance(code, int):
                err.write(f"{code}\n")
        finally:
            sys.stdin, sys.stdout, sys.stderr = streams
            _fresh_process_state()
    return subprocess.CompletedProcess(["casino", *args], status, out.getvalue(), err.getvalue())
