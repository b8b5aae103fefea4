"""A throwaway PostgreSQL server in a temporary folder: for the test suite, the benchmarks
and a developer's try-out, never for a casino's own data.

``initdb`` refuses to run as root, so when this process is root the server runs as the
unprivileged ``postgres`` user that Debian's package creates. The server listens on loopback
only, on a free port, with PostgreSQL's durable defaults (fsync on, synchronous commits), so
what the tests and benchmarks see is what a floor server does.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

import psycopg


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL server programs here; the message says what to install."""


def binaries() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``: Debian keeps them off the PATH."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent

    def major(path: str) -> int:
        name = Path(path).parent.parent.name
        return int(name) if name.isdigit() else 0

    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=major)
    if versions:
        return Path(versions[-1]).parent
    raise PostgresUnavailable(
        "PostgreSQL's server programs (initdb, pg_ctl) are not installed; "
        "on Debian: apt-get install postgresql (make system does it)"
    )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class ScratchPostgres:
    """``with ScratchPostgres() as pg: pg.create_database("t1")`` gives a URL to a fresh
    database; the server and its folder are gone after the block."""

    def __init__(self, user: str = "casino", settings: dict[str, str] | None = None) -> None:
        self.user = user
        self.settings = {"max_connections": "60", "shared_buffers": "64MB", **(settings or {})}
        """Server settings (``-c name=value``): the floor benchmark raises the connections."""
        self.port = _free_port()
        self.bin = binaries()
        self.folder = Path(tempfile.mkdtemp(prefix="casino-pg-"))
        self.data = self.folder / "data"
        self._run_as: str | None = None
        if os.geteuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                raise PostgresUnavailable(
                    "running as root, and there is no 'postgres' user to run the server as"
                ) from None
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            self._run_as = "postgres"

    def _run(self, *args: str) -> None:
        result = subprocess.run(
            args,
            user=self._run_as,
            cwd=self.folder,
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise PostgresUnavailable(
                f"{Path(args[0]).name} failed ({result.returncode}): "
                f"{(result.stderr or result.stdout).strip()[-2000:]}"
            )

    def start(self) -> ScratchPostgres:
        self._run(
            str(self.bin / "initdb"),
            "-D", str(self.data),
            "-U", self.user,
            "-A", "trust",
            "-E", "UTF8",
            "--no-sync",
        )  # fmt: skip
        self.resume()
        return self

    def resume(self) -> None:
        """Start the server on its data folder (again, after ``pause``)."""
        options = f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder} " + " ".join(
            f"-c {name}={value}" for name, value in self.settings.items()
        )
        self._run(
            str(self.bin / "pg_ctl"),
            "-D", str(self.data),
            "-o", options,
            "-l", str(self.folder / "server.log"),
            "-w", "-t", "60",
            "start",
        )  # fmt: skip

    def pause(self) -> None:
        """Stop the server but keep its data: a floor database going away, for the tests
        of what a console does then."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def stop(self) -> None:
        if self.data.exists():
            subprocess.run(
                [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"],
                user=self._run_as,
                cwd=self.folder,
                capture_output=True,
                check=False,
            )
        shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{self.user}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """A new empty database on this server, and its SQLAlchemy URL."""
        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(
                    f"host=127.0.0.1 port={self.port} user={self.user} dbname=postgres",
                    autocommit=True,
                ) as conn:
                    conn.execute(f'CREATE DATABASE "{name}"')
                return self.url(name)
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def __enter__(self) -> ScratchPostgres:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()


def start_or_reason(database: str) -> tuple[ScratchPostgres | None, str]:
    """A started server and a new database's URL, or None and why not: the benchmarks carry
    on with SQLite alone when a machine cannot run PostgreSQL."""
    server: ScratchPostgres | None = None
    try:
        server = ScratchPostgres()
        server.start()
        return server, server.create_database(database)
    except Exception as exc:  # any failure: report it and carry on with SQLite
        if server is not None:
            server.stop()
        return None, f"{type(exc).__name__}: {exc}"
