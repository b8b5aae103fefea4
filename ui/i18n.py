"""The console's words in the signed-in person's language: Qt's translation system.

Every word the console itself shows is marked ``tr("Open table")`` (``tr`` below, which
``pyside6-lupdate`` finds and files under one shared context, so a word is translated once for
the whole console); formatting stays Python's: ``tr("Seat {seat}").format(seat=n)``. The
sources are ``resources/i18n/console-<language>.ts``; ``make`` compiles them to ``.qm`` beside
``casino``'s catalogues (``python -m casino.i18n.build``). Text the services made (refusals,
the recall's narrative, the games' words) arrives already in the person's language, from
``casino.i18n``.

A console switches language when a person signs in (``switch_language``): the translators are
swapped, the casino's words follow, and the window is built again in the new words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from casino.i18n import set_language
from casino.i18n.catalogue import compiled_path
from casino.i18n.languages import PSEUDO, SOURCE
from casino.i18n.pseudo import pseudo

CONTEXT = ""
"""The one context every console word is filed under (lupdate's for a plain ``tr`` call)."""

_installed: list[QTranslator] = []
_current: str = SOURCE


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the console's language; ``disambiguation`` tells a translator which of two
    meanings an English word has ("Close" a table, "Close" a dialog); ``n`` picks the plural
    form of a text holding ``%n``."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def current_language() -> str:
    """The language the console shows now."""
    return _current


class PseudoTranslator(QTranslator):
    """Every console word in the pseudo-language (``casino.i18n.pseudo``)."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1  # noqa: ARG002
    ) -> str:
        text = pseudo(source)
        return text.replace("%n", str(n)) if n >= 0 else text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def switch_language(code: str) -> None:
    """The console speaks ``code`` from now on: its own catalogue and Qt's (the standard
    buttons), the casino's words, and number formats. Widgets built before keep their words:
    the caller builds its window again."""
    global _current
    app = QCoreApplication.instance()
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    set_language(code)
    _current = code
    if code == PSEUDO:
        marked = PseudoTranslator(app)
        QCoreApplication.installTranslator(marked)
        _installed.append(marked)
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return
    QLocale.setDefault(QLocale(code))
    if code == SOURCE:
        return
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    console = QTranslator(app)
    if console.load(str(compiled_path(code, "console", ".qm"))):
        QCoreApplication.installTranslator(console)
        _installed.append(console)
