"""The rules page's facts a pit can check (``rules/sej.md``, the last lines), and the worked
resolutions of J-7 and J-8, checked by the console's self-test and the tests."""

from __future__ import annotations

from casino.games.sej.odds import throws_declinable, throws_with
from casino.games.sej.prizes import TRIPLE_WHITE, parse_throw, resolve

RESOLVED: tuple[tuple[str, str], ...] = (
    # throw, what it puts in contest in order (J-7, J-8, J-9)
    ("S W B", "ships 20, black"),
    ("R W S", "ships 10, stars 24"),
    ("S S S", "ships 30"),
    ("W W W", "triple white"),
    ("W B B", "triple black"),
    ("B B B", "triple black"),
    ("W W B", "white pair 5, black"),
    ("S B B", "ships 10, black, black"),
    ("R S B", "ships 10, stars 12, black"),
)


def check_throws() -> str:
    """Every worked throw resolves as the rules page says, and the page's counts hold."""
    for text, expected in RESOLVED:
        found = ", ".join(str(p) for p in resolve(parse_throw(text)))
        if found != expected:
            raise AssertionError(f"{text}: {found}, the rules page says {expected}")
    facts = (
        ("declinable", throws_declinable(), 37),
        ("triple White", throws_with(TRIPLE_WHITE), 1),
    )
    for name, found_count, page in facts:
        if found_count != page:
            raise AssertionError(f"{name}: {found_count} of 64 throws, the rules page says {page}")
    return f"{len(RESOLVED)} worked throws and the page's counts (37 declinable, 1 triple White)"
