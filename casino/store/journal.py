"""The journal: each stream's head, appended to a file outside the database.

A keyed chain stops a forger who has the database but not the key. It cannot stop one who
cuts the last events of a stream with their rows: what is left is still a valid chain. So
the heads are also written somewhere the database's holder cannot rewrite along with it:
one line per head, appended (never rewritten) to ``journal.log`` beside the site key
(``CASINO_JOURNAL`` names another file), at every hand's end, every table close and shift
close and every report print (those lines forced to disk), and for the commands between
(written, not forced, by the journal's own thread at once, so a click does not wait for the
journal; ``casino.services.journaling``). ``casino verify``
checks that every head the journal remembers is still in the database with the same hash,
and says how many events are newer than the last line.

Each line is JSON with its own MAC under the site key, so a line cannot be made up either,
and carries the MAC of the line before it (``prev``), so no line can be taken out of the
middle or moved unseen. Several databases may share one journal (a test machine, a demo
beside the casino): a line names its database by the id recorded in that database's
administrative stream.

A journal's tail can still be cut, or the whole file deleted, along with the database's
last events: what is left agrees with itself. So the database records the journal's own
head too (``journal_heads``: the line count and the last line's MAC as the console last wrote
it, in the transaction of each hand's end and administrative change, and at each report's
print), and each shift report prints it: ``casino verify``
finds the journal behind the database when the journal lacks a line the database recorded,
and the database behind the journal when a journal line names events the database lacks.
Only a copy kept off the console (another machine's journal, syslog, the printed reports)
defeats a holder who rolls back both together; the README says where a site keeps one.
"""

from __future__ import annotations

import fcntl
import functools
import hashlib
import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from casino.store.seal import ENV_KEY_FILE, SiteKey, key_path

ENV_JOURNAL = "CASINO_JOURNAL"


GENESIS = ""
"""The ``prev`` of a journal's first line."""


@dataclass(frozen=True, slots=True)
class Head:
    """A journal's head: how many lines it holds and the last line's MAC."""

    line: int
    mac: str


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
    mac: str = ""


def journal_path() -> Path:
    """``CASINO_JOURNAL``, else ``journal.log`` beside the site key."""
    return _journal_path(os.environ.get(ENV_JOURNAL), os.environ.get(ENV_KEY_FILE))


@functools.lru_cache(maxsize=8)
def _journal_path(named: str | None, key_file: str | None) -> Path:
    del key_file  # part of the cache's key: key_path() reads it
    if named:
        return Path(named).expanduser()
    return key_path().with_name("journal.log")


def identity(path: Path | None = None) -> str:
    """The journal's name in the database's ``journal_heads``: this machine and the file's
    path. A database copied to another machine (a restore, a test's template) keeps the
    heads of the journal it was written beside, which only that machine can check; a
    journal deleted and begun again keeps its name, so the heads recorded of it are still
    looked for."""
    where = (path or journal_path()).expanduser().absolute()
    return hashlib.sha256(f"{socket.gethostname()}\n{where}".encode()).hexdigest()[:32]


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
) -> Head | None:
    """Add ``entries`` at the end of the journal, each chained to the line before, on disk
    before this returns when ``sync`` (else in the operating system's hands: a crash of the
    machine, not of the program, may lose it, and the next synced line makes it durable
    too). The file is locked from reading its last line to the write, so two processes
    appending at once chain one after the other. The journal's head after the write."""
    if not entries:
        return None
    path = path or journal_path()
    with _APPENDING:  # threads of one process share the file's lock: taken in turn here
        return _append(key, entries, path, sync)


def _append(key: SiteKey, entries: list[Entry], path: Path, sync: bool) -> Head:
    fd = _open(path)
    _lock(fd, path)
    try:
        head = _tail(path, fd)
        lines = []
        for entry in entries:
            body = _body(entry)
            body["n"], body["prev"] = head.line + 1, head.mac
            mac = key.mac(_text(body))
            body["mac"] = mac
            lines.append(_text(body) + "\n")
            head = Head(head.line + 1, mac)
        os.write(fd, "".join(lines).encode("ascii"))
        if sync:
            os.fsync(fd)
        _TAILS[path] = (os.fstat(fd).st_size, head)
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
    return head


_OPEN: dict[Path, int] = {}
_OPENING = threading.Lock()
_APPENDING = threading.Lock()
"""One append at a time in this process: ``flock`` excludes other processes, but two threads
appending through the one descriptor (the journal's own thread and an administrative
change's) would both hold it and chain two lines to the same head."""
_TAILS: dict[Path, tuple[int, Head]] = {}
"""Each journal's size and head as this process last wrote it: read again only when another
process wrote since (the size differs)."""


LOCK_WAIT = 5.0
"""Seconds an append waits for another process's lock on the journal before giving up (an
``OSError``, which the callers put on the log): a click must never hang on the journal."""


def _lock(fd: int, path: Path) -> None:
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise OSError(
                    f"{path} stayed locked by another process for {LOCK_WAIT:g} s"
                ) from None
            time.sleep(0.002)


def known_head(path: Path | None = None) -> Head | None:
    """The journal's head as this process last wrote it (None before its first write): what
    a hand's end or an administrative change puts on record without reading the file."""
    found = _TAILS.get(path or journal_path())
    return None if found is None else found[1]


def _tail(path: Path, fd: int) -> Head:
    size = os.fstat(fd).st_size
    known = _TAILS.get(path)
    if known is not None and known[0] == size:
        return known[1]
    return head(path)


TAIL_BYTES = 1 << 16
"""How far from the end a journal's last line is looked for (a line is a few hundred bytes)."""


def head(path: Path | None = None) -> Head:
    """The journal's line count and last line's MAC, as the file holds it now, read from its
    last line (which carries its own number, ``n``), so another process's write costs the
    next append one short read, not a count of the whole file. A journal whose last line
    predates the numbers is counted once. A last line cut short by a crash is not counted;
    no file: no lines."""
    path = path or journal_path()
    if not path.exists():
        return Head(0, GENESIS)
    with path.open("rb") as stream:
        size = stream.seek(0, os.SEEK_END)
        stream.seek(max(0, size - TAIL_BYTES))
        lines = stream.read().split(b"\n")
        complete = [raw for raw in lines[:-1] if raw]  # the last piece lacks its newline
        last = _parsed(complete[-1]) if complete else {}
        if isinstance(last.get("n"), int):
            return Head(int(last["n"]), _mac_of(complete[-1]))
        stream.seek(0)
        count, mac = 0, GENESIS
        for raw in stream:
            if not raw.endswith(b"\n"):
                break
            count += 1
            mac = _mac_of(raw)
    return Head(count, mac)


def _parsed(raw: bytes) -> dict[str, Any]:
    try:
        found = json.loads(raw)
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def macs(path: Path | None = None) -> list[str]:
    """Every whole line's MAC, in order (``GENESIS`` for a line that has none): what the
    database's record of the journal's heads is checked against."""
    path = path or journal_path()
    if not path.exists():
        return []
    with path.open("rb") as stream:
        return [_mac_of(raw) for raw in stream if raw.endswith(b"\n")]


def _mac_of(raw: bytes) -> str:
    found = _parsed(raw).get("mac")
    return found if isinstance(found, str) else GENESIS


def _open(path: Path) -> int:
    """The journal open for appending, kept open for the process: a dealer's click pays for
    one ``write`` and a ``stat``, not for opening the file again. The ``stat`` finds a
    journal deleted or replaced under the running console, which then writes to the file
    at the path, never on into the removed one."""
    fd = _OPEN.get(path)
    if fd is not None and _same_file(path, fd):
        return fd
    with _OPENING:
        fd = _OPEN.get(path)
        if fd is not None and not _same_file(path, fd):
            os.close(fd)
            _TAILS.pop(path, None)
            fd = None
        if fd is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            _OPEN[path] = fd
    return fd


def _same_file(path: Path, fd: int) -> bool:
    try:
        return os.stat(path).st_ino == os.fstat(fd).st_ino
    except OSError:
        return False


def _forget_after_fork() -> None:
    """A forked child drops its parent's open journals (without closing the parent's open
    file descriptions' locks): it opens its own, so a child killed mid-write never leaves
    its parent's descriptor locked."""
    _OPEN.clear()
    _TAILS.clear()


os.register_at_fork(after_in_child=_forget_after_fork)


def close_all() -> None:
    """Close the journals this process holds open (tests that remove them)."""
    with _OPENING:
        for fd in _OPEN.values():
            os.close(fd)
        _OPEN.clear()
        _TAILS.clear()


@dataclass(frozen=True, slots=True)
class BadLine:
    line: int
    reason: str


def read(key: SiteKey, database: str, path: Path | None = None) -> Iterator[Entry | BadLine]:
    """The journal's lines for ``database``, in order; a line that is not JSON, whose MAC is
    wrong (a made-up or edited line) or that does not follow the line before it (lines taken
    out, moved or put in) comes back as a ``BadLine``, and lines of other databases are
    skipped. Lines written before the chain (no ``prev``) are read as they always were."""
    path = path or journal_path()
    if not path.exists():
        return
    previous, chained = GENESIS, False
    with path.open("rb") as stream:
        for number, raw in enumerate(stream, start=1):
            try:
                body = json.loads(raw)
                mac = body.pop("mac")
                entry = Entry(
                    str(body["db"]),
                    str(body["stream"]),
                    int(body["seq"]),
                    str(body["hash"]),
                    str(body["why"]),
                    str(body["at"]),
                    number,
                    str(mac),
                )
            except (ValueError, KeyError, TypeError, AttributeError):
                if not raw.endswith(b"\n"):
                    return  # a last line cut short by a crash: never acknowledged
                yield BadLine(number, "is not a journal line")
                continue
            follows = body.get("prev", None if not chained else "")
            before, previous = previous, entry.mac
            if follows is not None:
                chained = True
                if follows != before or body.get("n", number) != number:
                    yield BadLine(
                        number,
                        "does not follow the line before it: lines were taken out, moved or put in",
                    )
                    continue
            if entry.database != database:
                continue
            if mac != key.mac(_text(body)):
                yield BadLine(number, "was not written with this site's key (edited or made up)")
                continue
            yield entry
