"""Reading a small text file a person saved (house rules), and quoting what they typed.

Windows editors save text with a byte-order mark, and PowerShell 5's ``>`` writes UTF-16; both
are read as meant, the way ``casino.store.db.read_config`` reads the configuration file. Any
other bytes are refused with the file's name and the offset of the first byte that cannot be
read, never guessed at: a Latin-1 file read as UTF-8 would silently change a currency name.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from casino.i18n import _, ngettext
from casino.i18n.numbers import group_digits

MAX_TEXT_BYTES = 1_000_000
"""The largest text file read: a rules file is a few kilobytes, and anything bigger is a wrong
file that should be named, not loaded into memory."""

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


class TextFileError(ValueError):
    """A text file that cannot be read or decoded; the message is one sentence naming it."""


def decode_text(data: bytes, name: str) -> str:
    """``data`` as text: UTF-8 (with or without a byte-order mark), or UTF-16 with its mark.
    A zero byte is refused too: no text file holds one, and UTF-16 without its mark would
    otherwise read as UTF-8 with a zero after every letter."""
    utf16 = data[:2] in _UTF16_BOMS
    if not utf16 and b"\x00" in data:  # UTF-16 without its mark decodes as UTF-8, wrongly
        raise TextFileError(
            _(
                "{name} is not UTF-8 text (byte {offset} is a zero byte, as in UTF-16 "
                "saved without a byte-order mark); save it as UTF-8"
            ).format(name=name, offset=group_digits(data.index(0)))
        )
    try:
        return data.decode("utf-16") if utf16 else data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        # utf-8-sig counts from after its mark; utf-16 counts from the file's first byte
        offset = exc.start + (len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0)
        kind = "UTF-16" if utf16 else "UTF-8"
        raise TextFileError(
            _("{name} is not {kind} text (byte {offset} cannot be read); save it as UTF-8").format(
                name=name, kind=kind, offset=group_digits(offset)
            )
        ) from None


def read_text_file(path: str | Path, what: str) -> str:
    """The text of the file at ``path``; ``what`` names it in messages ("rules file").

    A file that is missing, a folder, unreadable, too big or not text is one sentence in a
    ``TextFileError``, which names the file.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_TEXT_BYTES + 1)
    except OSError as exc:
        reason = (exc.strerror or type(exc).__name__).lower()
        raise TextFileError(
            _("cannot read {what} {path}: {reason}").format(what=what, path=path, reason=reason)
        ) from None
    except ValueError:  # a NUL byte in the name
        raise TextFileError(
            _("cannot read {what} {path}: not a file name").format(
                what=what, path=quoted(str(path))
            )
        ) from None
    if len(data) > MAX_TEXT_BYTES:
        raise TextFileError(
            _("cannot read {what} {path}: it is over {limit} bytes, too big for a {what}").format(
                what=what, path=path, limit=group_digits(MAX_TEXT_BYTES)
            )
        )
    return decode_text(data, f"{what} {path}")


def quoted(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, its first characters only when it is long, so that a
    megabyte of input never becomes a megabyte of error message."""
    if len(text) <= limit:
        return repr(text)
    return ngettext(
        "{start}... ({count} character)", "{start}... ({count} characters)", len(text)
    ).format(start=repr(text[: limit // 2]), count=group_digits(len(text)))


def plural(number: int, word: str, many: str | None = None) -> str:
    """``1 table``, ``3 tables`` (``many`` where the plural is not ``word`` + s)."""
    return f"{number:,} {word if number == 1 else (many or word + 's')}"
