"""Events and commands as canonical JSON, and the hash chain that makes an edit detectable.

A stored event is ``{"type": its tag, field: value, ...}`` with each piece of equipment in
its own notation (``"3S"``), tuples as lists and enums as their values, so a person can read the
stream and an auditor holding the site key can recompute its hashes with nothing but a
JSON library and HMAC-SHA-256 (``chain_hash_text``; ``casino.store.seal`` says why the key).
The canonical form is that JSON with sorted keys, no spaces and UTF-8: the same event always
gives the same bytes. Decoding is driven by each dataclass's type hints, so a new game's events
need no code here: the game's spec lists its events and commands by tag, and the tag is a
literal string (today's class names), so renaming a class never rewrites history.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from casino.equipment.codecs import codec_for, codec_of
from casino.games import game as game_named
from casino.games.frozen import ADDED
from casino.store.seal import SiteKey

GENESIS = "0" * 64
"""The ``previous`` hash of a table's first event."""


class CodecError(ValueError):
    """A stored record that does not decode: names the type or field at fault."""


@cache
def vocabulary(game: str) -> dict[str, type]:
    """Every event and command class of a game, by its stored type tag."""
    spec = game_named(game)
    return {**spec.vocabulary.commands, **spec.vocabulary.events}


@cache
def _tags() -> dict[type, str]:
    """Each event and command class of every game, and the tag it is stored under."""
    from casino.games import games

    return {
        cls: tag
        for spec in games().values()
        for tag, cls in (*spec.vocabulary.commands.items(), *spec.vocabulary.events.items())
    }


def encode(record: Any) -> dict[str, Any]:
    """A frozen event or command as plain JSON values, with its stored tag as ``type``."""
    tag = _tags().get(type(record))
    if tag is None:
        raise CodecError(f"{type(record).__name__} is no game's event or command")
    out: dict[str, Any] = {"type": tag}
    for field in dataclasses.fields(record):
        value = getattr(record, field.name)
        if field.metadata.get(ADDED) and value == field.default:
            continue  # a field added later, unused: the record reads as it always did
        out[field.name] = _plain(value)
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, bool | str):
        return value
    found = codec_of(value)  # a card, a die... (an int subclass is equipment, not a number)
    if found is not None:
        return found.format(value)
    if isinstance(value, int):
        return value
    raise CodecError(f"cannot store a {type(value).__name__} value: {value!r}")


def decode(game: str, data: dict[str, Any]) -> Any:
    """The event or command ``encode`` wrote, rebuilt to compare equal to the original."""
    name = data.get("type")
    cls = vocabulary(game).get(str(name))
    if cls is None:
        raise CodecError(f"{game} has no event or command called {name!r}")
    hints = _hints(cls)
    kwargs = {}
    for field in dataclasses.fields(cls):
        if field.name in data:
            try:
                kwargs[field.name] = _typed(hints[field.name], data[field.name])
            except (CodecError, ValueError, TypeError) as exc:
                raise CodecError(f"{name}.{field.name}: {exc}") from None
    unknown = set(data) - {"type"} - {f.name for f in dataclasses.fields(cls)}
    if unknown:
        raise CodecError(f"{name} has no field {sorted(unknown)[0]!r}")
    return cls(**kwargs)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _typed(hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None:
            if type(None) in options:
                return None
            raise CodecError("a value is missing")
        for option in options:
            if option is not type(None):
                return _typed(option, value)
    if origin is tuple:
        if not isinstance(value, list):
            raise CodecError(f"expected a list, not {value!r}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_typed(args[0], v) for v in value)
        if len(args) != len(value):
            raise CodecError(f"expected {len(args)} values, not {len(value)}")
        return tuple(_typed(a, v) for a, v in zip(args, value, strict=True))
    if is_scalar(hint):
        return typed_scalar(hint, value)
    raise CodecError(f"cannot read a value of type {hint!r}")  # pragma: no cover


def is_scalar(hint: Any) -> bool:
    """Whether ``hint`` is one value in the stored form: a piece of equipment in its
    notation, an enum's value, true or false, a whole number or text."""
    return codec_for(hint) is not None or hint in (bool, int, str) or (
        isinstance(hint, type) and issubclass(hint, Enum)
    )


def typed_scalar(hint: Any, value: Any) -> Any:
    """The value of the scalar type ``hint`` (``is_scalar``) that ``value`` stores; a
    ``CodecError`` naming what it got instead. Events and table states read them alike."""
    found = codec_for(hint)
    if found is not None:
        if not isinstance(value, str):
            raise CodecError(f"expected a piece in its notation, not {value!r}")
        return found.parse(value)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if hint is bool:
        if not isinstance(value, bool):
            raise CodecError(f"expected true or false, not {value!r}")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise CodecError(f"expected a whole number, not {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise CodecError(f"expected text, not {value!r}")
        return value
    raise CodecError(f"cannot read a value of type {hint!r}")


def canonical(data: dict[str, Any]) -> bytes:
    """The one byte string of a JSON record that every hash is taken over."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def chain_hash(previous: str, table: str, sequence: int, data: dict[str, Any]) -> str:
    """Unkeyed SHA-256 over the previous event's hash, the table, the sequence number and the
    canonical event: change any stored event, or its place, and every later hash breaks. (The
    record's own chains are keyed: ``chain_hash_text`` with the site key.)"""
    return chain_hash_text(previous, table, sequence, canonical(data).decode())


def chain_hash_text(
    previous: str, table: str, sequence: int, record: str, key: SiteKey | None = None
) -> str:
    """``chain_hash`` for a record already in canonical text: an HMAC under the site key
    (``casino.store.seal``), or a plain SHA-256 for the history written before the record
    was keyed (``key`` None), which only a keyed event after it can vouch for."""
    line = f"{previous}\n{table}\n{sequence}\n{record}"
    if key is not None:
        return key.mac(line)
    return hashlib.sha256(line.encode()).hexdigest()
