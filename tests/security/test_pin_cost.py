"""The PIN hash's cost is the product's, whatever a console is given.

The tests hash their PINs cheaply (``store_fixtures.TEST_PIN_COST``, a fixture's patch), so
this module shows what that patch must never become: a way for a console to lower the cost.
The cost is three constants in ``casino.services.users.auth``, assigned once from literals and read
by nothing that a setting reaches; a user added on a console started with every environment
variable and configuration key it reads set to something else is still hashed at 2**14.
"""

from __future__ import annotations

import ast
import inspect
import os
from pathlib import Path

import pytest
from store_fixtures import Staff

from casino.pit_settings import PitSettingsError, parse
from casino.services import Services
from casino.services.users import auth
from casino.store.admin import seal_of
from casino.store.seal import SiteKey
from casino.store.unit import Database

pytestmark = pytest.mark.real_pin_cost
"""This module's subject is the hash's cost: its PINs are hashed as the product hashes them."""

PRODUCT_COST = (2**14, 8, 1)


def _cost(stored: str) -> tuple[int, int, int]:
    scheme, n, r, p, _salt, _digest = stored.split("$")
    assert scheme == "scrypt-k"
    return int(n), int(r), int(p)


def test_the_cost_is_three_constants_assigned_once_from_literals() -> None:
    source = inspect.getsource(auth)
    tree = ast.parse(source)
    assigned = [
        node for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        and any(isinstance(t, ast.Name) and t.id in {"_N", "_R", "_P"}
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                for t in ast.walk(target))
    ]  # fmt: skip
    assert len(assigned) == 1, "the cost is assigned in one place"
    (only,) = assigned
    assert only in tree.body, "at module level, not in a function a setting could call"
    assert isinstance(only, ast.Assign) and isinstance(only.value, ast.Tuple)
    assert all(
        all(isinstance(n, (ast.Constant, ast.BinOp, ast.operator)) for n in ast.walk(element))
        for element in only.value.elts
    ), "from literals alone"
    assert (auth._N, auth._R, auth._P) == PRODUCT_COST
    assert "global _N" not in source and "auth._N" not in source


def test_no_setting_or_environment_a_console_reads_lowers_the_cost(
    db_url: str, staff: Staff, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config" / "casino-console"
    config.mkdir(parents=True)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    # A console's own [pit] is never read (the pit's settings are on the record), and the
    # record's settings have no cost to set: parse refuses any such name.
    for key in ("scrypt_n", "pin_cost", "hash_cost"):
        with pytest.raises(PitSettingsError, match=f"there is no setting '{key}'"):
            parse({key: 2})
    (config / "config.toml").write_text(
        "[pit]\nscrypt_n = 2\npin_cost = 2\nopener_report_above = 1\n", encoding="utf-8"
    )
    for name in ("CASINO_SCRYPT_N", "CASINO_PIN_COST", "SCRYPT_N", "CASINO_TEST"):
        monkeypatch.setenv(name, "2")
    casino_variables = [name for name in os.environ if name.startswith("CASINO_")]
    assert "CASINO_SEAL_KEY_FILE" in casino_variables  # the console's own still set
    db = Database(db_url)
    try:
        services = Services(db)
        services.auth.add_user("Cy Costly", "dealer", "4826", by=staff.admin)
        services.auth.reset_pin(staff.admin, "Cy Costly", "5937")
        assert _cost(services.auth.user("Cy Costly").pin_hash) == PRODUCT_COST
        assert _cost(auth.hash_pin("5937", _key(services))) == PRODUCT_COST
    finally:
        db.dispose()


def _key(services: Services) -> SiteKey:
    return seal_of(services.db.engine).key
