"""The translations are complete and say what the source says (issue 38), as a translator's
tools check a catalogue: every message the code marks is in each language's catalogue, each
is translated (every plural form too), and each translation keeps the source's placeholders,
so a formatted message never fails or loses a figure in another language."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from casino.i18n import _, ngettext, speaking
from casino.i18n.build import TRANSLATED, po_path, template, ts_path
from casino.i18n.catalogue import compiled_path

ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d|</?[a-zA-Z][^<>]*>")
FORMS = {"ru": 3, "uk": 3, "cs": 3, "fi": 2}


def holders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


@cache
def source() -> Catalog:
    return template()


@cache
def po(code: str) -> Catalog:
    with po_path(code).open("rb") as file:
        return read_po(file, locale=code)


@cache
def console_sources() -> set[tuple[str, str]]:
    """What pyside6-lupdate finds in ``ui/`` now: (source, disambiguation) pairs."""
    target = Path(__file__).parent / ".." / "build" / "current-console.ts"
    target = target.resolve()
    target.parent.mkdir(exist_ok=True)
    target.unlink(missing_ok=True)
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), "-extensions", "py", "-locations", "none", str(ROOT / "ui"),
                    "-ts", str(target)], check=True, capture_output=True)
    return {key for key, _message in _ts_messages(target)}


def _ts_messages(path: Path) -> list[tuple[tuple[str, str], ET.Element]]:
    return [((m.findtext("source") or "", m.findtext("comment") or ""), m)
            for m in ET.parse(path).iter("message")]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_the_core_marks_is_in_the_catalogue_and_translated(code: str) -> None:
    wanted = {m.id for m in source() if m.id}
    catalog = po(code)
    held = {m.id for m in catalog if m.id}
    assert not wanted - held, f"not in casino-{code}.po (run python -m casino.i18n.build extract)"
    untranslated = [m.id for m in catalog if m.id and m.id in wanted
                    and (m.fuzzy or not all(m.string if isinstance(m.string, tuple)
                                            else [m.string]))]
    assert not untranslated, f"{len(untranslated)} untranslated in casino-{code}.po: " \
        f"{untranslated[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_core_translation_keeps_the_placeholders(code: str) -> None:
    wrong = []
    for message in po(code):
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):
            allowed = set(holders(message.id[0])) | set(holders(message.id[1]))
            forms = message.string
            if len(forms) != FORMS[code]:
                wrong.append((message.id[0], f"{len(forms)} plural forms"))
            wrong += [(message.id[0], form) for form in forms if not set(holders(form)) <= allowed]
        elif holders(message.string) != holders(message.id):
            wrong.append((message.id, message.string))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_console_word_is_in_the_catalogue_translated_with_its_placeholders(
    code: str,
) -> None:
    messages = dict(_ts_messages(ts_path(code)))
    missing = console_sources() - set(messages)
    assert not missing, f"not in console-{code}.ts (run python -m casino.i18n.build extract): " \
        f"{sorted(missing)[:5]}"
    untranslated, wrong = [], []
    for key in console_sources():
        message = messages[key]
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")] or \
            [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            untranslated.append(key[0])
            continue
        want = [h for h in holders(key[0]) if h != "%n"]
        for form in forms:
            if [h for h in holders(form) if h != "%n"] != want:
                wrong.append((key[0], form))
        if message.get("numerus") == "yes" and len(forms) != FORMS[code]:
            wrong.append((key[0], f"{len(forms)} plural forms"))
    assert not untranslated, f"{len(untranslated)} untranslated in console-{code}.ts: " \
        f"{untranslated[:5]}"
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogues_are_read(code: str) -> None:
    """``make`` compiled each language (the program reads only the compiled forms)."""
    assert compiled_path(code).exists() and compiled_path(code, "console", ".qm").exists()
    with speaking(code):
        assert _("enter an amount") != "enter an amount"
        counted = ngettext("{n} hand", "{n} hands", 5)
    assert "{n}" in counted
