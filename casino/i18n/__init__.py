"""Languages: the words ``casino`` and ``reports`` make, and amounts and dates, in the language
of the person they are for (the console's own words are Qt's, in ``ui.i18n``).

What is recorded never depends on the language: only text made for a person does.
"""

from __future__ import annotations

from casino.i18n.catalogue import N_, _, ngettext
from casino.i18n.current import language, set_language, speaking
from casino.i18n.languages import LANGUAGES, NATIVE_NAMES, SOURCE, Language, language_of

__all__ = [
    "LANGUAGES",
    "NATIVE_NAMES",
    "N_",
    "SOURCE",
    "Language",
    "_",
    "language",
    "language_of",
    "ngettext",
    "set_language",
    "speaking",
]
