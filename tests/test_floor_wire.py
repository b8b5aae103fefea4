"""The floor server's surface, checked as a whole: every method it offers can be called
over the wire (each parameter and answer is a type the codec reads back), and every service
call the console's code makes is one it offers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from casino.server import wire
from casino.server.exposed import SERVICES

ROOT = Path(__file__).resolve().parent.parent
OFFERED = [
    (name, method) for name, (_cls, methods) in SERVICES.items() for method in sorted(methods)
]


@pytest.mark.parametrize(("service", "method"), OFFERED, ids=[f"{s}.{m}" for s, m in OFFERED])
def test_every_offered_method_crosses_the_wire(service: str, method: str) -> None:
    """Fails when an offered method takes or gives a value the codec cannot read back (a
    unit of work, a row, a callable): it would be refused at every call."""
    cls, _methods = SERVICES[service]
    _sig, hints = wire.signature(getattr(cls, method))
    problems = {name: wire.unreadable(hint) for name, hint in hints.items()}
    assert {n: p for n, p in problems.items() if p is not None} == {}


def test_every_service_call_of_the_console_is_offered() -> None:
    """Fails when a screen calls a service method the floor server does not offer: at a
    floor console it would fail where the same screen works on a console's own database."""
    called = set()
    for path in (ROOT / "ui").rglob("*.py"):
        # A call (``self.services.slips.issue``), not a module path (``casino.services.pit.slips``).
        called |= set(
            re.findall(r"(?<!casino\.)services\.([a-z_]+)\.([a-z_]+)\b", path.read_text())
        )
    local = {
        ("tables", "close"), ("running", "id"),  # the console's own, in either mode
        ("auth", "seed"), ("db", "read"), ("db", "dispose"),  # the self-test's own database
        ("db", "url"),  # the screenshots' demo database
    }  # fmt: skip
    missing = {
        f"{service}.{method}"
        for service, method in called - local
        if service not in SERVICES or method not in SERVICES[service][1]
    }
    assert missing == set()
