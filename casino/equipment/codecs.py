"""Value codecs: how a piece of equipment is written into a stored event and read back.

An event holding cards, dice or wands is stored as JSON with each piece in its own text
notation (``"3S"``, ``"JH"``, ``"5"``). The store's codec (``casino.store.codec``) knows no
equipment: each kind registers its class here with its ``format`` and ``parse``, so a new pack
or a die is only new files, and the codec finds it by the type hint of the event's field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple


class ValueCodec(NamedTuple):
    format: Callable[[Any], str]
    parse: Callable[[str], Any]


_CODECS: dict[type, ValueCodec] = {}


def register(cls: type, format: Callable[[Any], str], parse: Callable[[str], Any]) -> None:
    """Store ``cls`` values as ``format(value)`` and read them back with ``parse(text)``."""
    found = _CODECS.get(cls)
    if found is not None and found != (format, parse):
        raise RuntimeError(f"{cls.__name__} already has a value codec")
    _CODECS[cls] = ValueCodec(format, parse)


def codec_for(cls: Any) -> ValueCodec | None:
    """The codec registered for exactly this class (a type hint), if any."""
    return _CODECS.get(cls) if isinstance(cls, type) else None


def codec_of(value: Any) -> ValueCodec | None:
    """The codec for a value's class or the nearest registered base class."""
    for cls in type(value).__mro__:
        found = _CODECS.get(cls)
        if found is not None:
            return found
    return None


def registered() -> dict[str, type]:
    """Every class with a value codec, by its module and qualified name: what a value typed
    only ``Any`` may name as its kind of piece (``casino.server.wire``), and nothing else."""
    return {f"{cls.__module__}.{cls.__qualname__}": cls for cls in _CODECS}
