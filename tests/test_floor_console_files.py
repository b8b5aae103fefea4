"""A floor console holds nothing that acts: after it has signed a dealer in, played and
quit, its own folders hold its configuration, its identity and the authority's certificate,
and no database URL, no site key, no journal and no database."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import cast

import pytest
from floor_fixtures import Authority
from store_fixtures import Staff, open_table
from test_floor_failover import start_server
from ui_fixtures import signed_in_console

from casino.cli.serve import console_config
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.server import certs
from casino.server.client import configured, open_floor
from casino.services import Services
from casino.services.users.consoles import ConsoleService
from casino.store import seal
from ui.console import Failed


def test_a_floor_console_keeps_no_database_url_key_or_journal(
    services: Services, staff: Staff, authority: Authority, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fails if anything the console runs reads the site key (``site_key`` would make one in
    the console's folder), opens a journal or a database of its own, or writes the server's
    database URL anywhere in its folders."""
    ConsoleService(services.db).enrol(staff.admin, "T-01", authority.fingerprints["T-01"])
    table = open_table(services, staff, "sekhoma", SekhomaRules(), "SK-C")
    url = services.db.engine.url.render_as_string(hide_password=False)
    server, port = start_server(url, authority.server)  # the key and journal are its own
    try:
        home = tmp_path / "console-home"
        config = home / "config" / "casino-console"
        config.mkdir(parents=True)
        for name in (certs.CONSOLE, certs.CONSOLE_KEY, certs.AUTHORITY):
            shutil.copy2(authority.consoles["T-01"] / name, config / name)
        (config / "config.toml").write_text(console_config(f"127.0.0.1:{port}",
                                                           authority.fingerprint))  # fmt: skip
        monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
        monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
        monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
        monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
        monkeypatch.setenv(seal.ENV_KEY_FILE, str(home / "data" / "seal.key"))
        monkeypatch.setenv("CASINO_JOURNAL", str(home / "data" / "journal.log"))
        monkeypatch.delenv("CASINO_DATABASE_URL", raising=False)
        seal.forget()
        found = configured()
        assert found is not None
        remote = open_floor(found)
        remote.started("console")
        console = signed_in_console(cast(Services, remote), "dealer")
        played = console.submit(table, SeatPlayer(1, "Ann", 5000), expected_seq=None)
        assert not isinstance(played, Failed), played
        console.logout()
        remote.stopped("console")
    finally:
        seal.forget()
        server.terminate()
        server.wait(15)
    kept = sorted(p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file())
    assert not any(p.endswith((".key", ".log", ".db")) and "console.key" not in p
                   for p in kept), kept  # fmt: skip
    for path in home.rglob("*"):
        if path.is_file():
            text = path.read_bytes()
            assert b"sqlite" not in text and b"postgresql" not in text, path
            assert b"database_url" not in text, path
