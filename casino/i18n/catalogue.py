"""The words of ``casino`` and ``reports`` in each language: gettext catalogues.

The sources are ``resources/i18n/casino-<language>.po`` (one per language, translated from the
English of the code, which is each message's id); ``make`` compiles them into
``resources/i18n/compiled/casino-<language>.mo`` (``python -m casino.i18n.build``), the form
gettext reads. The console's own words are Qt's (``resources/i18n/console-<language>.ts``);
these are the ones that ``casino`` and ``reports`` make without Qt: refusals, the recall's
narrative, the games' words, the rules' labels and the printed reports.

Marking a message: ``_("Seat {seat} has no chips").format(seat=seat)`` translates at once, in
the language being spoken (``casino.i18n.current``); ``N_("Ante")`` only marks text kept in a
constant, translated where it is shown with ``_(constant)``. The English is the id, so a message
that is not yet translated reads in English rather than not at all.
"""

from __future__ import annotations

import gettext
import logging
import os
from functools import cache
from pathlib import Path

from casino.i18n.current import language
from casino.i18n.languages import PSEUDO, SOURCE
from casino.i18n.pseudo import pseudo

DOMAIN = "casino"
_log = logging.getLogger(__name__)


def resources_dir() -> Path:
    """``$CASINO_RESOURCES`` if set (an installed bundle), else the source tree's folder."""
    override = os.environ.get("CASINO_RESOURCES")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "resources"


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def compiled_path(code: str, kind: str = "casino", suffix: str = ".mo") -> Path:
    """Where ``make`` puts a language's compiled catalogue."""
    return i18n_dir() / "compiled" / f"{kind}-{code}{suffix}"


class _Pseudo(gettext.NullTranslations):
    """Every message in the pseudo-language (``casino.i18n.pseudo``)."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of language ``code``; English (the ids themselves) for the source, and
    also, with a warning in the log, for a language whose catalogue was not compiled."""
    if code == PSEUDO:
        return _Pseudo()
    if code == SOURCE:
        return gettext.NullTranslations()
    path = compiled_path(code)
    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except OSError:
        _log.warning("no compiled catalogue at %s: %s text is shown in English (run make)",
                     path, code)
        return gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the language being spoken now (English, the ids, at once: refusals are
    made in an engine's hot loops)."""
    code = language()
    return message if code == SOURCE else translations(code).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` in the language being spoken (Russian, Czech
    and Ukrainian have three forms where English has two): ``ngettext("{n} hand", "{n}
    hands", n).format(n=n)``."""
    return translations(language()).ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for a marker
    """Marks ``message`` for the catalogue without translating it: for text kept in a constant
    and translated where it is shown (``_(CONSTANT)``)."""
    return message
