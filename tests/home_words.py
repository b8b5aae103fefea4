"""What a tester of a translated console looks for (issue 38): English words on a screen or a
page that should be in the person's language.

An English word here is a word of the program's English (its catalogues' sources) that the
language's own translations never use; so "PIN" or "Cr", kept in Russian, is not one, and
neither is a name, a card or a key a test names as allowed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache

from babel.messages.pofile import read_po

from casino.i18n.build import po_path, ts_path

_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d|<[^<>]*>|&(?=\w)")
_WORD = re.compile(r"[^\W\d_]{2,}")
CARD = re.compile(r"(?:[2-9TJQKA]|10)[SHDCshdc]|JK")
HEX = re.compile(r"\b[0-9a-fA-F]{16,}\b")
"""A hash or a digest, as a report prints one: letters of no language."""


def words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(_PLACEHOLDER.sub(" ", text))}


@cache
def foreign(code: str) -> frozenset[str]:
    """The English words the translations into ``code`` never use."""
    english: set[str] = set()
    translated: set[str] = set()
    with po_path(code).open("rb") as file:
        for message in read_po(file, locale=code):
            if not message.id:
                continue
            sources = message.id if isinstance(message.id, tuple) else (message.id,)
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in sources:
                english |= words(text)
            for text in forms:
                translated |= words(text or "")
    for message in ET.parse(ts_path(code)).iter("message"):
        english |= words(message.findtext("source") or "")
        found = message.find("translation")
        if found is not None:
            for text in [found.text or "", *(f.text or "" for f in found)]:
                translated |= words(text)
    return frozenset(english - translated)


def english_in(texts: Iterable[str], code: str, allowed: Iterable[str] = ()) -> list[str]:
    """The English words in ``texts`` (less cards and the ``allowed`` names) for ``code``."""
    allow = {a.casefold() for a in allowed}
    found = []
    for text in texts:
        for word in _WORD.findall(HEX.sub(" ", text)):
            if CARD.fullmatch(word) or word.casefold() in allow:
                continue
            if word.casefold() in foreign(code):
                found.append(f"{word!r} in {text[:120]!r}")
    return found
