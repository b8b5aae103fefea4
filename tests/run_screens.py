"""``python -m ui.screenshots``, as a test runs it: PINs hashed at the tests' cost
(``store_fixtures.cheap_pins``: the demo casino's sign-ins and approvals are not what the
screens' test checks), in a process of its own."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from casino.services.users import auth
from tests.store_fixtures import TEST_PIN_COST
from ui.screenshots import main

if __name__ == "__main__":
    auth._N = TEST_PIN_COST  # the tests' patch, as cheap_pins makes it
    raise SystemExit(main())
