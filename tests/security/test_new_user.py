"""What a new user runs into on a first day: a mistyped database path, a path that cannot be
written, a console started with no display, Qt's chatter in the terminal, the self-test pointed
at a database in use, and report files only their owner can read. Each case gets one clear
sentence (or the ordinary behaviour), never a traceback or a silently created casino.
"""

from __future__ import annotations

import json
import os
import pwd
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMessageLogContext, QtMsgType
from pytestqt.qtbot import QtBot

from casino.store.db import DatabaseError, connect, default_url
from casino.store.unit import Database
from reports.export import write_atomically

ROOT = Path(__file__).resolve().parents[2]
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def no_display_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in DISPLAY_VARIABLES}


def console(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ui.app", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=240, env=env,
    )  # fmt: skip


# -- 1. a mistyped SQLite path is refused, not created ----------------------------------------


def test_a_mistyped_sqlite_folder_is_refused_and_not_created(tmp_path: Path) -> None:
    folder = tmp_path / "nonexistnt"
    url = f"sqlite:///{folder / 'x.db'}"
    expected = (
        f"the database folder {folder} does not exist: check the path, or create the "
        f"database with casino db upgrade --db {url}"
    )
    with pytest.raises(DatabaseError) as refused:
        connect(url)
    assert str(refused.value) == expected
    with pytest.raises(DatabaseError, match="does not exist: check the path"):
        Database(url, create=False)
    with pytest.raises(DatabaseError, match="does not exist: check the path"):
        Database(url)
    assert not folder.exists()


def test_the_console_names_a_mistyped_database_folder(qtbot: QtBot, tmp_path: Path) -> None:
    from ui.app import create_app
    from ui.startup import StartWindow

    create_app([])
    folder = tmp_path / "nonexistnt"
    window = StartWindow(f"sqlite:///{folder / 'x.db'}")
    qtbot.addWidget(window)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: window.message.is_error, timeout=30_000)
    assert f"database folder {folder} does not exist: check the path" in window.message.text()
    assert window.status.text() == "The database could not be opened."
    assert window.console is None and not folder.exists()


def test_create_makes_the_folder_for_casino_db_upgrade(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "casino"
    db = Database(f"sqlite:///{folder / 'casino.db'}", create=True)
    try:
        with db.write() as session:
            session.connection().exec_driver_sql("CREATE TABLE t (x INTEGER)")
    finally:
        db.dispose()
    assert (folder / "casino.db").is_file()


def test_the_default_database_folder_is_made_on_the_first_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv("CASINO_DATABASE_URL", raising=False)
    assert default_url().startswith(f"sqlite:///{tmp_path / 'data'}")
    engine = connect()
    engine.dispose()
    assert (tmp_path / "data" / "casino-console").is_dir()


# -- 2. a SQLite path that cannot be written is one sentence naming it -------------------------


def test_a_database_under_a_regular_file_is_refused_with_its_path(tmp_path: Path) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("not a folder")
    url = f"sqlite:///{blocker / 'x.db'}"
    for create in (False, True):
        with pytest.raises(DatabaseError) as refused:
            connect(url, create=create)
        message = str(refused.value)
        assert str(blocker) in message and "is a file, not a folder" in message
        assert "\n" not in message
    assert blocker.read_text() == "not a folder"


def test_a_database_path_that_is_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "casino.db"
    folder.mkdir()
    with pytest.raises(DatabaseError) as refused:
        connect(f"sqlite:///{folder}")
    assert str(refused.value) == (
        f"the database {folder} is a folder, not a file: name the database file in it, "
        f"for example sqlite:///{folder / 'casino.db'}"
    )


UNPRIVILEGED_PROBE = """
import json, sys
from casino.store.db import DatabaseError, connect
said = {}
for url in sys.argv[1:]:
    try:
        connect(url).dispose()
        said[url] = None
    except DatabaseError as exc:
        said[url] = str(exc)
print(json.dumps(said))
"""


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder outside pytest's (root-only) temporary folder, which ``nobody`` can reach."""
    folder = Path(tempfile.mkdtemp(prefix="casino-new-user-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, onerror=lambda _f, path, _e: _reopen_and_remove(Path(path)))


def _reopen_and_remove(path: Path) -> None:
    """rmtree's second try at what a test locked: open the folders on the way, then remove."""
    for folder in (*reversed(path.parents), path):
        if folder.is_dir() and not os.access(folder, os.W_OK | os.X_OK):
            folder.chmod(0o755)
    if path.is_dir():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


def test_a_read_only_file_or_folder_is_refused_with_its_path(shared_folder: Path) -> None:
    locked = shared_folder / "locked"
    locked.mkdir()
    open_folder = shared_folder / "open"
    open_folder.mkdir()
    read_only = open_folder / "ro.db"
    with sqlite3.connect(read_only) as conn:
        conn.execute("CREATE TABLE t (x INTEGER)")
    read_only.chmod(0o444)
    open_folder.chmod(0o777)
    locked.chmod(0o555)
    closed = shared_folder / "closed"
    (closed / "inner").mkdir(parents=True)
    closed.chmod(0o000)
    urls = [
        f"sqlite:///{locked / 'x.db'}",
        f"sqlite:///{read_only}",
        f"sqlite:///{closed / 'inner' / 'x.db'}",
    ]
    command = [sys.executable, "-c", UNPRIVILEGED_PROBE, *urls]
    if os.geteuid() == 0:  # root writes whatever the permission bits say: ask as nobody
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv to drop to an unprivileged user")
        nobody = pwd.getpwnam("nobody")
        command = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}",
                   "--clear-groups", *command]  # fmt: skip
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    said = json.loads(result.stdout)
    assert said[urls[0]] == (
        f"the database folder {locked} cannot be written by this user (SQLite keeps its "
        "journal beside the database): give this user write permission to it, or choose "
        "another folder"
    )
    assert said[urls[1]] == (
        f"the database file {read_only} is read-only for this user: give this user write "
        "permission to it, or choose another file"
    )
    assert said[urls[2]].startswith(
        f"the database {closed / 'inner' / 'x.db'} cannot be reached: this user may not enter"
    )
    assert not (locked / "x.db").exists()


# -- 3. no display: one message, exit 2, before Qt aborts --------------------------------------


@pytest.mark.parametrize("platform", ["linux", "freebsd14", "openbsd7"])
def test_no_display_is_found_before_qt_starts(platform: str) -> None:
    from ui.app import NO_DISPLAY, display_problem

    assert display_problem({}, platform) == NO_DISPLAY
    assert display_problem({"DISPLAY": ""}, platform) == NO_DISPLAY
    assert display_problem({"DISPLAY": ":0"}, platform) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, platform) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, platform) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_always_have_a_display(platform: str) -> None:
    from ui.app import display_problem

    assert display_problem({}, platform) is None


def test_the_console_with_no_display_says_how_to_get_one() -> None:
    from ui.app import NO_DISPLAY

    result = console(env=no_display_env())
    assert result.returncode == 2, result.stderr
    assert result.stderr == f"casino-console: {NO_DISPLAY}\n"
    assert "xvfb-run casino-console" in result.stderr and "--self-test" in result.stderr
    assert "reinstalling" not in result.stderr + result.stdout


def test_version_and_self_test_need_no_display() -> None:
    from casino import __version__
    from ui.app import NO_DISPLAY

    result = console("--version", env=no_display_env())
    assert result.returncode == 0 and result.stdout == f"casino-console {__version__}\n"
    # The self-test sets its own offscreen platform. Whether every later check passes is
    # tests/test_installer.py's business; here it must get past the display check and start.
    result = console("--self-test", env=no_display_env())
    assert result.returncode != 2, result.stdout + result.stderr
    assert "ok    resources" in result.stdout
    assert NO_DISPLAY not in result.stderr and "reinstalling" not in result.stderr


# -- 4. Qt's known-harmless xcb warning is dropped, nothing else --------------------------------


def test_the_message_filter_drops_only_propagate_size_hints(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ui.app import QtMessageFilter

    passed: list[tuple[QtMsgType, str]] = []
    handler = QtMessageFilter(lambda mode, _context, message: passed.append((mode, message)))
    context = QMessageLogContext()
    warning = QtMsgType.QtWarningMsg
    handler(warning, context, "This plugin does not support propagateSizeHints()")
    handler(warning, context, "QFont::setPointSize: Point size <= 0 (0)")
    handler(QtMsgType.QtCriticalMsg, context, "This plugin does not support raise()")
    handler(QtMsgType.QtDebugMsg, context, "propagateSizeHints() mentioned in passing")
    assert passed == [
        (warning, "QFont::setPointSize: Point size <= 0 (0)"),
        (QtMsgType.QtCriticalMsg, "This plugin does not support raise()"),
        (QtMsgType.QtDebugMsg, "propagateSizeHints() mentioned in passing"),
    ]
    assert capsys.readouterr().err == ""


def test_the_message_filter_prints_the_rest_as_qt_would() -> None:
    code = (
        "from PySide6.QtCore import qWarning\n"
        "from ui.app import install_message_filter\n"
        "install_message_filter()\n"
        "qWarning('This plugin does not support propagateSizeHints()')\n"
        "qWarning('something staff should see')\n"
    )
    env = {**os.environ, "QT_MESSAGE_PATTERN": "%{type}: %{message}"}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, env=env)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stderr == "warning: something staff should see\n"


# -- 5. the self-test on a database in use: one line, exit 2 -----------------------------------


def test_the_self_test_refuses_a_database_in_use_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "in-use.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE users (name TEXT)")
        conn.execute("INSERT INTO users VALUES ('Pat Pitboss')")
    conn.close()
    before = path.read_bytes()
    url = f"sqlite:///{path}"
    result = console("--self-test", "--db", url, env=no_display_env())
    assert result.returncode == 2
    assert result.stderr == (
        f"casino-console --self-test: {url} already holds tables; the self-test only writes "
        "to an empty database: name an empty one with --db, or leave --db out to use a "
        "temporary one\n"
    )
    assert "Traceback" not in result.stdout + result.stderr
    assert path.read_bytes() == before


def test_the_self_test_refuses_a_mistyped_database_path(tmp_path: Path) -> None:
    folder = tmp_path / "nonexistnt"
    url = f"sqlite:///{folder / 'x.db'}"
    result = console("--self-test", "--db", url, env=no_display_env())
    assert result.returncode == 2
    assert result.stderr.startswith(f"casino-console --self-test: the database folder {folder}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stdout
    assert not folder.exists()


# -- 6. report files follow the umask ----------------------------------------------------------


@pytest.mark.parametrize("umask", [0o022, 0o027, 0o002])
def test_a_report_file_follows_the_umask(tmp_path: Path, umask: int) -> None:
    out = tmp_path / "reports" / "night.pdf"
    out.parent.mkdir()
    out.write_bytes(b"an older report")
    out.chmod(0o600)
    previous = os.umask(umask)
    try:
        write_atomically(out, b"%PDF-1.4 the report")
    finally:
        os.umask(previous)
    assert out.read_bytes() == b"%PDF-1.4 the report"
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask
    assert sorted(p.name for p in out.parent.iterdir()) == ["night.pdf"]
