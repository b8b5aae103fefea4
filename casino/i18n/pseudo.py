"""The pseudo-language translators check a program with: every string marked and 40 % longer.

Text that went through a catalogue comes back as ``⟦Šéàţ {seat} ·····⟧``: accented, so a font
that cannot draw the languages shows it; bracketed, so a test reading a screen can tell
translated text from text that never passed through a catalogue; lengthened by 40 %, because
Russian, Czech and Finnish run that much longer than English and a label sized for English is
cut off in them. Placeholders (``{seat}``, ``%n``, ``%1``) and markup tags pass unchanged, or
the formatting would fail.
"""

from __future__ import annotations

import re

OPEN = "⟦"
CLOSE = "⟧"
LENGTHEN = 0.4

_ACCENTED = str.maketrans(
    "aceinorsuyzACEINORSUYZ",
    "áçéíñóřšúýžÁÇÉÍÑÓŘŠÚÝŽ",
)
_KEPT = re.compile(r"(\{[^{}]*\}|%n|%L?\d|%[sd]|<[^<>]*>|&[a-z]+;|&(?=\w))")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language; empty text stays empty (nothing to show).

    >>> pseudo("Seat {seat}")
    '⟦Šéáţ {seat}··⟧'
    """
    if not text.strip():
        return text
    pieces = _KEPT.split(text)
    shown = "".join(p if i % 2 else p.translate(_ACCENTED).replace("t", "ţ")
                    for i, p in enumerate(pieces))
    visible = sum(len(p) for i, p in enumerate(pieces) if not i % 2)
    return f"{OPEN}{shown}{'·' * max(1, round(visible * LENGTHEN))}{CLOSE}"
