"""A real floor server on loopback for a test: its authority and certificates (made once per
run), the test's consoles enrolled on the test's database, the server serving that database
on a thread, and consoles reaching it over TLS as a floor console does."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pytest
from store_fixtures import STAFF, Staff
from ui_fixtures import signed_in_console

from casino.server import certs, client
from casino.server.client import Link, RemoteServices, ServerConfig
from casino.server.serve import FloorServer
from casino.services import Services
from casino.services.users.auth import Actor
from casino.services.users.consoles import ConsoleService
from ui.console import Console

client.CONNECT_TIMEOUT = 30.0
"""The tests' consoles wait 30 s, not a real console's 10 s, for a floor server's handshake:
on a loaded 2-core run a server thread in the test's own process has been seen to answer its
first handshake after more than 10 s (a console on a floor tries again at its next call)."""

CONSOLES = ("T-01", "T-02", "unenrolled")
"""Identities the authority signs for tests; the first two are enrolled on each floor."""


@dataclass(frozen=True)
class Authority:
    server: Path
    """The server's folder: the authority, its key, the server's certificate."""
    consoles: dict[str, Path]
    """Each console's folder: its key and certificate, and the authority's certificate."""
    fingerprint: str
    fingerprints: dict[str, str]
    stranger: Path
    """A console folder whose certificate another authority signed (with that authority)."""
    stranger_fingerprint: str


@pytest.fixture(scope="session")
def authority(tmp_path_factory: pytest.TempPathFactory) -> Authority:
    root = tmp_path_factory.mktemp("floor")
    made = certs.init(root / "server")
    consoles, prints = {}, {}
    for name in CONSOLES:
        enrolled = certs.enrol(root / "server", name, root / name)
        consoles[name], prints[name] = root / name, enrolled.fingerprint
    other = certs.init(root / "other-server")
    certs.enrol(root / "other-server", "T-01", root / "stranger")
    return Authority(root / "server", consoles, made.fingerprint, prints, root / "stranger",
                     other.fingerprint)  # fmt: skip


def console_config(authority: Authority, name: str, port: int) -> ServerConfig:
    folder = authority.consoles[name]
    return ServerConfig(
        (f"127.0.0.1:{port}",), authority.fingerprint, folder / certs.CONSOLE,
        folder / certs.CONSOLE_KEY, folder / certs.AUTHORITY,
    )  # fmt: skip


@dataclass
class Floor:
    server: FloorServer
    port: int
    authority: Authority
    links: list[Link]

    def console(self, name: str = "T-01") -> RemoteServices:
        """A console reaching the server as ``name`` (nobody signed in yet)."""
        link = Link(console_config(self.authority, name, self.port))
        self.links.append(link)
        return RemoteServices(link)

    def signed_in(self, who: str, console: str = "T-01") -> RemoteServices:
        """A console with ``who`` (a ``STAFF`` key) signed in at it."""
        remote = self.console(console)
        name, _role, pin = STAFF[who]
        remote.auth.login(name, pin, "ignored: the server names the console")
        return remote


def serve(services: Services, authority: Authority, admin: Actor) -> Floor:
    """``services``' database served on loopback, consoles T-01 and T-02 enrolled on it by
    ``admin``."""
    consoles = ConsoleService(services.db)
    for name in CONSOLES[:2]:
        consoles.enrol(admin, name, authority.fingerprints[name])
    url = services.db.engine.url.render_as_string(hide_password=False)
    server = FloorServer(url, authority.server, workers=2)
    return Floor(server, server.start_in_thread(), authority, [])


def close(floor: Floor) -> None:
    for link in floor.links:
        link.close()
    floor.server.stop()
    floor.server.stopped.wait(10)


@pytest.fixture
def floor(services: Services, staff: Staff, authority: Authority) -> Iterator[Floor]:
    """The test's database served on loopback, consoles T-01 and T-02 enrolled on it."""
    found = serve(services, authority, staff.admin)
    yield found
    close(found)


MODES = ("in-process", "server")


@pytest.fixture(params=MODES)
def console_mode(request: pytest.FixtureRequest) -> str:
    """Run the test with the console's services in-process, then through a floor server."""
    return str(request.param)


def mode_console(
    mode: str, services: Services, admin: Actor, authority: Authority, who: str
) -> Iterator[Console]:
    """``who`` signed in at a console whose services are ``services`` themselves, or the
    floor server's over ``services``' database."""
    if mode == "in-process":
        yield signed_in_console(services, who)
        return
    found = serve(services, authority, admin)
    remote = found.console("T-01")
    yield signed_in_console(cast(Services, remote), who)
    close(found)


@pytest.fixture
def any_dealer_console(
    console_mode: str, ui_services: Services, ui_staff: Staff, authority: Authority
) -> Iterator[Console]:
    """Dana Dealer signed in, in each mode (``console_mode``)."""
    yield from mode_console(console_mode, ui_services, ui_staff.admin, authority, "dealer")


@pytest.fixture
def any_boss_console(
    console_mode: str, ui_services: Services, ui_staff: Staff, authority: Authority
) -> Iterator[Console]:
    """Pat Pitboss signed in, in each mode (``console_mode``)."""
    yield from mode_console(console_mode, ui_services, ui_staff.admin, authority, "boss")

