"""The journal: each stream's head, appended to a file outside the database.

A keyed chain stops a forger who has the database but not the key. It cannot stop one who
cuts the last events of a stream with their rows: what is left is still a valid chain. So
the heads are also written somewhere the database's holder cannot rewrite along with it:
one line per head, appended (never rewritten) to ``journal.log`` beside the site key
(``CASINO_JOURNAL`` names another file), at every hand's end, every table close and shift
close and every report print (those lines forced to disk), and after every other command
too (written, not forced: a click must not wait for the disk twice). ``casino verify``
checks that every head the journal remembers is still in the database with the same hash,
and says how many events are newer than the last line.

Each line is JSON with its own MAC under the site key, so a line cannot be made up either.
Several databases may share one journal (a test machine, a demo beside the casino): a line
names its database by the id recorded in that database's administrative stream.
"""

from __future__ import annotations

import functools
import json
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from casino.store.seal import ENV_KEY_FILE, SiteKey, key_path

ENV_JOURNAL = "CASINO_JOURNAL"


@dataclass(frozen=True, slots=True)
class Entry:
    """One journal line: ``stream`` (``admin`` or ``table:ID``) had ``seq`` events, the
    last with ``hash``, when ``why`` happened."""

    database: str
    stream: str
    seq: int
    hash: str
    why: str
    at: str
    line: int = 0


def journal_path() -> Path:
    """``CASINO_JOURNAL``, else ``journal.log`` beside the site key."""
    return _journal_path(os.environ.get(ENV_JOURNAL), os.environ.get(ENV_KEY_FILE))


@functools.lru_cache(maxsize=8)
def _journal_path(named: str | None, key_file: str | None) -> Path:
    del key_file  # part of the cache's key: key_path() reads it
    if named:
        return Path(named).expanduser()
    return key_path().with_name("journal.log")


def _body(entry: Entry) -> dict[str, Any]:
    return {
        "at": entry.at,
        "db": entry.database,
        "hash": entry.hash,
        "seq": entry.seq,
        "stream": entry.stream,
        "why": entry.why,
    }


def _text(body: dict[str, Any]) -> str:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def append(
    key: SiteKey, entries: list[Entry], path: Path | None = None, sync: bool = True
) -> None:
    """Add ``entries`` at the end of the journal, on disk before this returns when ``sync``
    (else in the operating system's hands: a crash of the machine, not of the program, may
    lose it, and the next synced line makes it durable too). One write of whole lines, so
    two consoles appending at once interleave lines, never bytes."""
    if not entries:
        return
    path = path or journal_path()
    lines = []
    for entry in entries:
        body = _body(entry)
        body["mac"] = key.mac(_text(body))
        lines.append(_text(body) + "\n")
    fd = _open(path)
    os.write(fd, "".join(lines).encode("ascii"))
    if sync:
        os.fsync(fd)


_OPEN: dict[Path, int] = {}
_OPENING = threading.Lock()


def _open(path: Path) -> int:
    """The journal open for appending, kept open for the process: a dealer's click pays for
    one ``write``, not for finding and opening the file again."""
    fd = _OPEN.get(path)
    if fd is not None:
        return fd
    with _OPENING:
        fd = _OPEN.get(path)
        if fd is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            _OPEN[path] = fd
    return fd


def close_all() -> None:
    """Close the journals this process holds open (tests that remove them)."""
    with _OPENING:
        for fd in _OPEN.values():
            os.close(fd)
        _OPEN.clear()


@dataclass(frozen=True, slots=True)
class BadLine:
    line: int
    reason: str


def read(key: SiteKey, database: str, path: Path | None = None) -> Iterator[Entry | BadLine]:
    """The journal's lines for ``database``, in order; a line that is not JSON or whose MAC
    is wrong comes back as a ``BadLine`` (a made-up or edited line), and lines of other
    databases are skipped."""
    path = path or journal_path()
    if not path.exists():
        return
    with path.open("rb") as stream:
        for number, raw in enumerate(stream, start=1):
            try:
                body = json.loads(raw)
                mac = body.pop("mac")
                entry = Entry(
                    str(body["db"]), str(body["stream"]), int(body["seq"]), str(body["hash"]),
                    str(body["why"]), str(body["at"]), number,
                )
            except (ValueError, KeyError, TypeError, AttributeError):
                if not raw.endswith(b"\n"):
                    return  # a last line cut short by a crash: never acknowledged
                yield BadLine(number, "is not a journal line")
                continue
            if entry.database != database:
                continue
            if mac != key.mac(_text(_body(entry))):
                yield BadLine(number, "was not written with this site's key (edited or made up)")
                continue
            yield entry
