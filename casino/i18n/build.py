"""Keeping the catalogues: extract the marked text, update each language's sources, compile.

``python -m casino.i18n.build extract`` reads the code for marked messages: ``_``, ``N_`` and
``ngettext`` in ``casino/`` and ``reports/`` (Babel) into ``resources/i18n/casino.pot`` and each
``casino-<language>.po``; ``tr`` and ``QT_TRANSLATE_NOOP`` in ``ui/`` (pyside6-lupdate) into
each ``console-<language>.ts``. A translation already made is kept; a message no longer in the
code is dropped; a new one arrives untranslated, for a translator (the catalogue test names it).

``python -m casino.i18n.build compile`` (what ``make`` runs at install) turns the sources into
the forms the program reads: ``compiled/casino-<language>.mo`` (gettext) and
``compiled/console-<language>.qm`` (Qt, by pyside6-lrelease). Nothing here is imported by the
program itself: it runs at install and when the code's words change.
"""

from __future__ import annotations

import argparse
import io
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from casino.i18n.catalogue import DOMAIN, compiled_path, i18n_dir
from casino.i18n.languages import LANGUAGES, SOURCE

ROOT = Path(__file__).resolve().parents[2]
CORE_DIRS = ("casino", "reports")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE)


def po_path(code: str) -> Path:
    return i18n_dir() / f"{DOMAIN}-{code}.po"


def ts_path(code: str) -> Path:
    return i18n_dir() / f"console-{code}.ts"


def template() -> Catalog:
    """Every message marked in ``casino/`` and ``reports/``, with the files it is in."""
    catalog = Catalog(project="casino-console", domain=DOMAIN, charset="utf-8")
    for folder in CORE_DIRS:
        found = extract_from_dir(
            ROOT / folder, [("**.py", "python")], keywords=KEYWORDS,
            comment_tags=("Translators:",), strip_comment_tags=True,
        )
        for filename, lineno, message, comments, context in found:
            where = [(f"{folder}/{filename}", lineno)]
            catalog.add(message, None, where, auto_comments=comments, context=context)
    return catalog


def _write_po(catalog: Catalog, path: Path) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_by_file=True, include_lineno=False,
             ignore_obsolete=True)
    path.write_bytes(buffer.getvalue())


def extract() -> None:
    """Update every language's sources from the code's marked text."""
    i18n_dir().mkdir(parents=True, exist_ok=True)
    fresh = template()
    _write_po(fresh, i18n_dir() / f"{DOMAIN}.pot")
    for code in TRANSLATED:
        path = po_path(code)
        if path.exists():
            with path.open("rb") as file:
                catalog = read_po(file, locale=code, domain=DOMAIN)
        else:
            catalog = Catalog(locale=code, domain=DOMAIN, project="casino-console")
        catalog.update(fresh, no_fuzzy_matching=True, update_creation_date=False)
        catalog.revision_date = catalog.creation_date
        catalog.fuzzy = False  # the header: gettext reads the plural forms from it
        _write_po(catalog, path)
    lupdate = _qt_tool("lupdate")
    for code in TRANSLATED:
        subprocess.run(
            [lupdate, "-extensions", "py", "-locations", "none", "-no-obsolete",
             "-target-language", code, str(ROOT / "ui"), "-ts", str(ts_path(code))],
            check=True, capture_output=True,
        )


def compile_all() -> list[Path]:
    """Compile every language's sources; the paths written."""
    written: list[Path] = []
    for code in TRANSLATED:
        source = po_path(code)
        if not source.exists():
            continue
        with source.open("rb") as file:
            catalog = read_po(file, locale=code, domain=DOMAIN)
        target = compiled_path(code)
        target.parent.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        target.write_bytes(buffer.getvalue())
        written.append(target)
    lrelease = _qt_tool("lrelease")
    for code in TRANSLATED:
        source = ts_path(code)
        if not source.exists():
            continue
        target = compiled_path(code, "console", ".qm")
        subprocess.run([lrelease, "-silent", str(source), "-qm", str(target)],
                       check=True, capture_output=True)
        written.append(target)
    return written


def _qt_tool(name: str) -> str:
    """``pyside6-<name>`` beside this Python (the venv's), else on the PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.exists():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found: install PySide6 (make does)")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m casino.i18n.build", description=__doc__)
    parser.add_argument("step", choices=("extract", "compile"))
    args = parser.parse_args(argv)
    if args.step == "extract":
        extract()
    else:
        for path in compile_all():
            print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
