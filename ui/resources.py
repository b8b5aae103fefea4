"""Finding the files under ``resources/`` (styles, suit glyphs, default rule sets)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP

from casino.i18n.catalogue import resources_dir as resources_dir  # one finder of resources/


def resource_text(*parts: str) -> str:
    return resources_dir().joinpath(*parts).read_text(encoding="utf-8")


SUIT_NAMES = (
    str(QT_TRANSLATE_NOOP("", "Suns")),
    str(QT_TRANSLATE_NOOP("", "Moons")),
    str(QT_TRANSLATE_NOOP("", "Comets")),
    str(QT_TRANSLATE_NOOP("", "Rings")),
    str(QT_TRANSLATE_NOOP("", "Novas")),
    str(QT_TRANSLATE_NOOP("", "Planets")),
)
"""The six suits' names as ``resources/suits.json`` ships them, marked for the translators:
a ``SuitStyle.name`` is English (the cache holds it in no one language), shown through
``tr`` where it is shown; a name restyled in the file shows as it is written."""


@dataclass(frozen=True)
class SuitStyle:
    name: str
    """In English, as the file spells it: ``tr(style.name)`` where it is shown."""
    glyph: str
    color: str


@cache
def suit_styles() -> dict[str, SuitStyle]:
    """Each suit's display name, glyph and colour by its one-letter code, as restyled in
    ``resources/suits.json`` (the packs' screens look their suits up here)."""
    data = json.loads(resource_text("suits.json"))
    return {
        code: SuitStyle(entry["name"], entry["glyph"], entry["color"])
        for code, entry in data.items()
        if not code.startswith("_")
    }
