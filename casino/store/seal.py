"""The site key: the secret that makes the record's chains unforgeable by whoever holds the
database file.

A SHA-256 chain proves only that history was not edited *by someone who did not recompute
it*; anyone with the file and this project's code can rewrite an event and every hash after
it. Every chain hash is therefore an HMAC-SHA-256 under a key that is **not in the
database**: a file in the configuration folder (``seal.key``), created with mode 0600 the
first time a console or ``casino db upgrade`` needs it (``CASINO_SEAL_KEY_FILE`` names
another file). The same key peppers the PIN hashes, so a copied database does not give up
4-digit PINs to a minute of guessing.

Every console of a floor holds a copy of the one key; the database records the key's id (a
MAC of a fixed text, never the key), so a console with another key refuses to write instead
of starting a chain nobody can verify.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ENV_KEY_FILE = "CASINO_SEAL_KEY_FILE"
KEY_BYTES = 32


class SealError(RuntimeError):
    """A key file that cannot be read or made; the message names the file and why."""


@dataclass(frozen=True, slots=True)
class SiteKey:
    """The site's secret and where it came from."""

    secret: bytes
    path: Path

    @property
    def id(self) -> str:
        """A public name of the key: two consoles hold the same key exactly when their ids
        agree. A MAC of a fixed text, so it says nothing of the key itself."""
        return self.mac("casino site key id")[:16]

    def mac(self, text: str) -> str:
        """HMAC-SHA-256 of ``text`` under the key, as 64 hex digits."""
        return hmac.new(self.secret, text.encode(), hashlib.sha256).hexdigest()

    def pepper(self, pin: str) -> bytes:
        """The PIN as the hash sees it: mixed with the key, so the hash cannot be attacked
        without the key file."""
        return hmac.new(self.secret, b"pin\n" + pin.encode(), hashlib.sha256).digest()


def key_path() -> Path:
    """Where the key lives: ``CASINO_SEAL_KEY_FILE``, else ``seal.key`` beside config.toml."""
    named = os.environ.get(ENV_KEY_FILE)
    if named:
        return Path(named).expanduser()
    from casino.store.db import config_path

    return config_path().with_name("seal.key")


def site_key(create: bool = True) -> SiteKey | None:
    """The key at ``key_path()``: made on first use when ``create`` (a console, ``db
    upgrade``), else None when there is none (``casino verify`` never makes a key: a
    new key would only prove that nothing can be checked)."""
    return _load(str(key_path()), create)


def load_key(path: Path) -> SiteKey:
    """The key in the file at ``path``, given by hand (``casino users recover``): never
    made, and a missing file is an error naming it."""
    found = _load(str(path.expanduser()), False)
    if found is None:
        raise SealError(f"there is no site key at {path}")
    return found


@cache
def _load(path_text: str, create: bool) -> SiteKey | None:
    path = Path(path_text)
    if not path.exists():
        if not create:
            return None
        _make(path)
    try:
        text = path.read_text(encoding="ascii").strip()
        secret = bytes.fromhex(text)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SealError(f"the site key {path} cannot be read ({_why(exc)})") from None
    if len(secret) != KEY_BYTES:
        raise SealError(
            f"the site key {path} is not a key this program wrote ({len(secret)} bytes, "
            f"not {KEY_BYTES}); restore it from the floor's copy"
        )
    return SiteKey(secret, path)


def _make(path: Path) -> None:
    """Write a new random key, readable by its owner only. ``O_EXCL``: if another process
    made one first, theirs stands and is read."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    except OSError as exc:
        raise SealError(f"cannot create the site key {path} ({_why(exc)})") from None
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(secrets.token_hex(KEY_BYTES) + "\n")
        out.flush()
        os.fsync(out.fileno())


def _why(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return "not a key written by this program"


def forget() -> None:
    """Drop the cached key (tests that switch key files)."""
    _load.cache_clear()
