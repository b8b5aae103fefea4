"""The rules page's worked examples (``rules/seka.md`` section 2), as data: the console's
self-test checks every one against the values this build computes, so a build that scores a
hand otherwise than the rules page says cannot open a table unnoticed."""

from __future__ import annotations

from casino.games.seka.values import (
    JOKER_REAL,
    SEKA_36,
    SEKA_RUSSIAN,
    SEKA_SIXES,
    SVARA_32,
    Profile,
    parse_hand,
    profile,
    value,
)
from casino.i18n import ngettext

COLUMNS = (SEKA_36, SEKA_SIXES, SVARA_32, SEKA_RUSSIAN)
TABLE: tuple[tuple[str, tuple[int | None, ...]], ...] = (
    ("7H 7D 7S", (34, 21, 34, 21)),
    ("6H 6D 6S", (18, 34, None, 18)),
    ("AH AD KC", (22, 22, 22, 11)),
    ("7C AH AD", (33, 33, 33, 11)),
    ("7C AH KH", (32, 32, 32, 21)),
    ("7C KH KD", (30, 30, 31, 10)),
    ("AH KD QC", (11, 11, 11, 11)),
    ("KH 9H QC", (19, 19, 19, 19)),
    ("7S 7D 10D", (17, 17, 23, 17)),
)
"""Each hand and its value in each profile's column (None: not a hand of that pack)."""
REAL_JOKER = (("2H 2D JK", 13), ("10H AH JK", 32), ("AH AD JK", 33))
"""``seka-russian`` on 52 cards with a real joker."""


def examples() -> list[tuple[Profile, str, int]]:
    """Every example: the profile, the hand and its value by the rules page."""
    found = [
        (profile(name), hand, expected)
        for hand, values in TABLE
        for name, expected in zip(COLUMNS, values, strict=True)
        if expected is not None
    ]
    russian = profile(SEKA_RUSSIAN, 52, JOKER_REAL)
    return found + [(russian, hand, expected) for hand, expected in REAL_JOKER]


def check_examples() -> str:
    """Every example holds, or an ``AssertionError`` naming the first that does not."""
    cases = examples()
    for scoring, hand, expected in cases:
        got = value(parse_hand(hand, scoring), scoring)
        assert got == expected, f"{hand} scores {got} in {scoring.name}; the rules say {expected}"
    return ngettext(
        "Seka: the rules page's {count} worked example scores as written",
        "Seka: the rules page's {count} worked examples score as written",
        len(cases),
    ).format(count=len(cases))
