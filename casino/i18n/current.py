"""Which language the text being made right now is in.

A console process speaks its signed-in user's language (``set_language`` at sign-in); a floor
server speaks, for each request, the language of the user whose session sent it, and a report
is printed in the language it was asked for (``speaking``). The language only chooses words and
number formats: what is recorded (events, wagers, figures, ids) never depends on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from casino.i18n.languages import SOURCE

_process_language: str = SOURCE
_speaking: ContextVar[str | None] = ContextVar("casino_language", default=None)


def language() -> str:
    """The language of the text being made now: a ``speaking`` block's, else the process's."""
    return _speaking.get() or _process_language


def set_language(code: str) -> None:
    """This process's language from now on (a console, when a person signs in)."""
    global _process_language
    _process_language = code


@contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Text made inside the block is in ``code`` (None: the process's language), whatever
    other threads or requests speak meanwhile (a context variable, so asyncio tasks and
    threads each keep their own)."""
    token = _speaking.set(code)
    try:
        yield
    finally:
        _speaking.reset(token)
