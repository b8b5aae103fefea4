"""Which database, and how to talk to it durably.

The URL comes from, in order: an explicit ``--db`` (any SQLAlchemy URL), the
``CASINO_DATABASE_URL`` environment variable, ``database_url`` in the configuration file
(``config.toml`` in the user's configuration folder), and last the embedded default, a SQLite
file in the user's data folder. A casino floor with many consoles points every console at one
PostgreSQL server (``postgresql+psycopg://user@host/casino``).

SQLite runs in WAL mode with ``synchronous=FULL``: a commit that returned is on disk, which is
what "acknowledged" means to the kill test. Every write transaction starts with ``BEGIN
IMMEDIATE`` so two writers queue on the lock instead of failing when a reader upgrades; a
read-only one (``Database.read``) with a plain ``BEGIN``, so a long report never holds the
lock a dealer's command is waiting for.
"""

from __future__ import annotations

import os
import shlex
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

APP = "casino-console"
READ_ONLY = "casino_read_only"
"""Execution option of the connections ``Database.read`` uses: a SQLite read transaction
starts with a plain BEGIN (a WAL snapshot, no lock) instead of BEGIN IMMEDIATE."""
ENV_URL = "CASINO_DATABASE_URL"


class DatabaseError(RuntimeError):
    """A database URL or configuration that cannot be used; the message says which and why."""


class MissingFolder(DatabaseError):
    """A SQLite file whose folder does not exist (and was not to be created). ``folder`` lets
    a caller with other advice (the self-test wants an empty database, not an upgraded one)
    word its own sentence."""

    def __init__(self, folder: Path, message: str) -> None:
        super().__init__(message)
        self.folder = folder


def config_path() -> Path:
    from platformdirs import user_config_path

    return user_config_path(APP) / "config.toml"


def default_url() -> str:
    from platformdirs import user_data_path

    folder = user_data_path(APP)
    return f"sqlite:///{folder / 'casino.db'}"


def database_url(explicit: str | None = None) -> str:
    """The URL to use: ``explicit``, else the environment, else the config file, else the
    SQLite default."""
    if explicit:
        return explicit
    from_env = os.environ.get(ENV_URL)
    if from_env:
        return from_env
    configured = read_config(config_path()).get("database_url")
    if configured:
        return str(configured)
    return default_url()


def read_config(path: Path) -> dict[str, Any]:
    """The configuration file's settings, or none when there is no file. Windows editors save
    text with a byte-order mark, and PowerShell 5's ``>`` as UTF-16; both are read as meant."""
    from casino.textfile import TextFileError, read_text_file

    if not path.exists():
        return {}
    try:
        text = read_text_file(path, "configuration file")
    except TextFileError as exc:
        raise DatabaseError(str(exc)) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DatabaseError(f"{path}: not valid TOML ({exc})") from None
    except ValueError:
        raise DatabaseError(
            f"{path}: not valid TOML (a number has more than 4,300 digits)"
        ) from None
    except RecursionError:
        raise DatabaseError(
            f"{path}: not valid TOML (lists or tables nested too deeply)"
        ) from None


def connect(url: str | None = None, *, create: bool = False, **options: Any) -> Engine:
    """An engine for ``url`` (resolved as ``database_url`` does), set up for durable commits.

    A SQLite file's folder must already exist unless ``create`` is true (``casino db
    upgrade``): a mistyped path would otherwise become a new, empty casino that the console
    opens as if nothing were wrong. The embedded default, in the user's data folder, is always
    created, since that is how a first run starts. A path SQLite could not write is refused
    here, in one sentence that names it, rather than as a driver traceback later.
    """
    resolved = database_url(url)
    try:
        parsed = make_url(resolved)
    except ArgumentError:
        raise DatabaseError(
            f"{resolved!r} is not a database URL; write sqlite:///path/to/file.db "
            "or postgresql+psycopg://user@host/dbname"
        ) from None
    if parsed.get_backend_name() == "sqlite":
        if parsed.database in (None, "", ":memory:"):
            raise DatabaseError("the wager log needs a SQLite file, not an in-memory database")
        if not _sqlite_uri(parsed.query):
            path = Path(parsed.database).expanduser()
            try:
                _usable_sqlite_path(path, resolved, create or resolved == default_url())
            except PermissionError as exc:  # a folder on the way that this user cannot enter
                raise DatabaseError(
                    f"the database {path} cannot be reached: this user may not enter a folder "
                    f"on its way ({exc.filename}); give this user access, or choose another "
                    "folder"
                ) from None
            # SQLite itself does not expand ``~``: hand it the path that was checked.
            parsed = parsed.set(database=str(path))
        options.setdefault("hide_parameters", True)  # an error never prints a PIN's hash
        engine = create_engine(parsed, **options)
        _durable_sqlite(engine)
        return engine
    if parsed.get_backend_name() == "postgresql":
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        options.setdefault("pool_pre_ping", True)
        options.setdefault("hide_parameters", True)
        return create_engine(parsed, **options)
    raise DatabaseError(f"{parsed.get_backend_name()!r} is not supported; use SQLite or PostgreSQL")


def _sqlite_uri(query: Mapping[str, str | tuple[str, ...]]) -> bool:
    """Whether the URL passes SQLite a ``file:`` URI (``?uri=true``), whose database part is
    not a path: SQLite reads it, so it is left to SQLite to check."""
    value = query.get("uri", "")
    values = (value,) if isinstance(value, str) else value
    return any(v.lower() in ("1", "true", "yes", "on") for v in values)


def _usable_sqlite_path(path: Path, url: str, create: bool) -> None:
    """Refuse a SQLite file the user cannot have meant or cannot write, naming what is wrong;
    make its folder when ``create``. SQLite needs to write the folder as well as the file: it
    keeps its WAL journal and shared-memory file beside the database."""
    folder = path.parent
    blocker = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if blocker is not None and not blocker.is_dir():
        raise DatabaseError(
            f"{blocker} is a file, not a folder, so the database {path} cannot be kept "
            "under it: check the path"
        )
    if not folder.exists():
        if not create:
            raise MissingFolder(
                folder,
                f"the database folder {folder} does not exist: check the path, or create the "
                f"database with casino db upgrade --db {shlex.quote(url)}",
            )
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(
                f"the database folder {folder} could not be created "
                f"({exc.strerror or exc}): check the path, or create the folder first"
            ) from None
    if path.is_dir():
        raise DatabaseError(
            f"the database {path} is a folder, not a file: name the database file in it, "
            f"for example sqlite:///{path / 'casino.db'}"
        )
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseError(
            f"the database folder {folder} cannot be written by this user (SQLite keeps its "
            "journal beside the database): give this user write permission to it, or choose "
            "another folder"
        )
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise DatabaseError(
            f"the database file {path} is read-only for this user: give this user write "
            "permission to it, or choose another file"
        )


def _durable_sqlite(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control from the sqlite3 module, so BEGIN is ours to issue.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # Straight to the driver: this runs before every write, on every dealer's click.
        reading = connection._execution_options.get(READ_ONLY, False)
        connection.connection.dbapi_connection.execute("BEGIN" if reading else "BEGIN IMMEDIATE")
