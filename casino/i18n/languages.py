"""The languages the console and the reports speak, named as their speakers name them.

The games' home tables are in Russia and Ukraine, the Czech and Slovak lands and Finland;
English is the source every catalogue translates from. A language is
an ISO 639-1 code, the one Qt, gettext and the users' records all use.
"""

from __future__ import annotations

from typing import Final, Literal, TypeGuard, get_args

Language = Literal["en", "ru", "uk", "cs", "fi"]

LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)
"""Every language a person may choose, English (the source) first."""

SOURCE: Final[Language] = "en"
"""The language the program's text is written in: every catalogue translates from it."""

PSEUDO: Final = "pseudo"
"""The translators' check language (``casino.i18n.pseudo``): every string marked and lengthened
by 40 %, so a test sees what was not translated and what no longer fits. Never offered to a
person and never stored on a record."""

NATIVE_NAMES: Final[dict[Language, str]] = {
    "en": "English",
    "ru": "Русский",
    "uk": "Українська",
    "cs": "Čeština",
    "fi": "Suomi",
}
"""Each language in its own words, as a language menu lists them: a person who cannot read the
console's present language still finds their own."""


def is_language(code: object) -> TypeGuard[Language]:
    """True for the code of a language a person may choose (``"ru"``), not for ``"pseudo"``."""
    return code in LANGUAGES


def language_of(code: str) -> Language:
    """``code`` as a language, or ValueError naming the ones there are.

    >>> language_of("cs")
    'cs'
    """
    if is_language(code):
        return code
    choices = ", ".join(f"{c} ({NATIVE_NAMES[c]})" for c in LANGUAGES)
    raise ValueError(f"{code!r} is not a language of this console: choose one of {choices}")
