"""What a console keeps on its own disk, because the database may be what is gone.

Two kinds of small file live in the folder of the journal (``casino.store.journal``: beside
the site key in the user's configuration folder, or beside ``CASINO_JOURNAL``, so each test's
own journal folder isolates them too):

* ``console-running-<id>.json``, the **marker**: written when a console starts (its name, its
  process id, when, and which database), held locked while the process lives, removed when it
  stops cleanly. The operating system lets go of the lock when the process ends, however it
  ends, so at the next start a marker whose lock can be taken is a console that stopped without
  closing (a crash, a power cut, a kill). Two consoles on one machine each have their own
  marker, and a live one's is never taken for a dead one's: its lock is held (the process id is
  kept for the sentence, and is the fallback check where the disk cannot lock).
* ``console-pending-<id>.json``: the entry a console kept because the database could not be
  reached ("the last entry may not have been written"), so that a crash does not forget it. The
  caller says what goes in it (``ui.console`` writes the command in the project's codec and
  never an approver's PIN). A console that starts adopts one left by a console that is no
  longer running on the same database.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from casino.store import codec
from casino.store.journal import journal_path

MARKER, PENDING = "console-running-", "console-pending-"
_LOCK_AT = 1 << 30
"""Windows locks byte ranges: the marker's lock is on a byte far past its text, so reading
the text is never refused."""


def folder() -> Path:
    """Where a console's own files are: the journal's folder."""
    return journal_path().parent


def new_id() -> str:
    """A console's id for its files: the process and a random part (one process may run
    several consoles, the tests do)."""
    return f"{os.getpid()}-{uuid.uuid4().hex[:12]}"


@dataclass(frozen=True, slots=True)
class Marker:
    """A console's marker as read back."""

    path: Path
    id: str
    console: str
    pid: int
    started_at: datetime
    database: str

    def sentence(self, record: bool = False) -> str:
        """What the console says of it; in English when ``record`` (the log's line)."""
        from casino.i18n import N_, _
        from casino.services.when import local_time

        text = N_("{console} stopped without closing (last started at {at}, process {pid})")
        return (text if record else _(text)).format(
            console=self.console, at=local_time(self.started_at, record), pid=self.pid
        )


class Running:
    """This console's marker: written and locked at start, removed at a clean stop."""

    def __init__(self, console: str, database: str, where: Path | None = None) -> None:
        self.id = new_id()
        self.folder = where or folder()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / f"{MARKER}{self.id}.json"
        body = {
            "console": console,
            "database": database,
            "id": self.id,
            "pid": os.getpid(),
            "started_at": datetime.now(UTC).isoformat(),
        }
        self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        os.write(self._fd, json.dumps(body, sort_keys=True).encode())
        os.fsync(self._fd)
        _lock(self._fd)

    def stop(self) -> None:
        """A clean stop: the marker goes."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        self.path.unlink(missing_ok=True)


def _lock(fd: int) -> bool:
    """Take the marker's lock without waiting: False when a live process holds it."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _LOCK_AT, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _pid_alive(pid: int) -> bool:
    if sys.platform == "win32":
        return True  # without a lock to ask, a marker is never taken for a dead console's
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _running(path: Path, pid: int) -> bool:
    """Whether the console that wrote the marker at ``path`` is still running."""
    try:
        fd = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return True  # gone meanwhile: another console is dealing with it
    try:
        try:
            return not _lock(fd)
        except OSError:  # a disk that cannot lock (some network shares): ask by process id
            return pid != os.getpid() and _pid_alive(pid)
    finally:
        os.close(fd)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def _marker(path: Path) -> Marker | None:
    body = _read(path)
    if body is None:
        return None
    try:
        return Marker(
            path,
            str(body["id"]),
            str(body["console"]),
            int(body["pid"]),
            datetime.fromisoformat(str(body["started_at"])),
            str(body["database"]),
        )
    except (KeyError, TypeError, ValueError):
        return None


def _markers(where: Path) -> list[Path]:
    if not where.is_dir():
        return []
    return sorted(where.glob(f"{MARKER}*.json"))


def stale(database: str, where: Path | None = None) -> list[Marker]:
    """The markers of consoles on ``database`` that stopped without closing, each claimed
    for this console (renamed, so a console starting at the same moment does not report it
    too): ``forget`` them once reported, ``unclaim`` them if the report failed."""
    found: list[Marker] = []
    for path in _markers(where or folder()):
        marker = _marker(path)
        if marker is None or marker.database != database or _running(path, marker.pid):
            continue
        claimed = path.with_name(f"{path.name}.claimed-{new_id()}")
        try:
            os.replace(path, claimed)
        except FileNotFoundError:
            continue
        found.append(Marker(claimed, marker.id, marker.console, marker.pid, marker.started_at,
                            marker.database))  # fmt: skip
    return found


def forget(markers: list[Marker]) -> None:
    for marker in markers:
        marker.path.unlink(missing_ok=True)


def unclaim(markers: list[Marker]) -> None:
    for marker in markers:
        with contextlib.suppress(OSError):
            os.replace(marker.path, marker.path.with_name(f"{MARKER}{marker.id}.json"))


# -- the entry that may not have been written -------------------------------------------------


def pending_path(owner: str, where: Path | None = None) -> Path:
    return (where or folder()) / f"{PENDING}{owner}.json"


def save_pending(owner: str, body: dict[str, Any], where: Path | None = None) -> Path:
    """Keep ``body`` as ``owner``'s pending entry, on disk before this returns (written
    whole, then renamed into place, so a crash leaves the old file or the new, never half)."""
    path = pending_path(owner, where)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, json.dumps(body, sort_keys=True, ensure_ascii=False).encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(partial, path)
    return path


def command_record(command: object) -> dict[str, Any]:
    """A command as a pending entry holds it: in the event store's codec (its stored tag and
    its fields), so a console of a later version reads it back."""
    return codec.encode(command)


def command_read(game: str, record: dict[str, Any]) -> Any:
    """The command a pending entry holds (``command_record``) read back as ``game``'s; a
    ``ValueError`` naming the type or field that does not decode."""
    return codec.decode(game, record)


def drop_pending(owner: str, where: Path | None = None) -> None:
    pending_path(owner, where).unlink(missing_ok=True)


def adopt_pending(owner: str, database: str, where: Path | None = None) -> dict[str, Any] | None:
    """A pending entry on ``database`` that a console no longer running left behind, made
    ``owner``'s (renamed to its name: only one console adopts it), or None."""
    place = where or folder()
    if not place.is_dir():
        return None
    mine = pending_path(owner, place)
    alive = set()
    for path in _markers(place):
        marker = _marker(path)
        if marker is not None and _running(path, marker.pid):
            alive.add(marker.id)
    for path in sorted(place.glob(f"{PENDING}*.json")):
        writer = path.name.removeprefix(PENDING).removesuffix(".json")
        if path == mine or writer in alive:
            continue
        body = _read(path)
        if body is None or body.get("database") != database:
            continue
        try:
            os.replace(path, mine)
        except FileNotFoundError:
            continue
        return body
    return None


def first_time(notice: str, where: Path | None = None) -> bool:
    """Whether this machine has not said ``notice`` before (and from now on, it has): what
    a console says once, not at every start."""
    said = (where or folder()) / "notices-said.txt"
    digest = hashlib.sha256(notice.encode()).hexdigest()
    try:
        known = set(said.read_text(encoding="utf-8").split())
    except FileNotFoundError:
        known = set()
    if digest in known:
        return False
    said.parent.mkdir(parents=True, exist_ok=True)
    with said.open("a", encoding="utf-8") as out:
        out.write(digest + "\n")
    return True
