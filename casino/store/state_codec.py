"""A table's state as data: what a snapshot keeps (``casino.store.snapshots``), written and
read without running any code the stored bytes name.

A snapshot used to be a pickle: bytes that name the classes and calls that rebuild them, so
whoever could write one under the site key could run code on the next console to open the
table. Here the bytes are canonical JSON, and what they become is decided by the reader: the
game's state class and the type hints of its fields, down through frozen dataclasses,
tuples, lists, mappings, sets, enums, fractions, decimals and each piece of equipment in its
own notation. A value of a type this module does not know is refused when written, and a
stored value that does not fit its field's hint is refused when read: either way the fold
starts from the events instead.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import json
import types
import typing
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from functools import cache
from typing import Any

from casino.equipment.codecs import codec_of
from casino.games import game as game_named
from casino.games.house_rules import HouseRules
from casino.store.codec import CodecError, is_scalar, typed_scalar


class StateCodecError(ValueError):
    """A state that cannot be written as data, or stored data that is not a state: names the
    field and the value at fault."""


def dumps(state: Any) -> bytes:
    """The state as canonical JSON bytes (sorted keys, no spaces, UTF-8)."""
    return canonical(plain(state))


def loads(hint: Any, blob: bytes) -> Any:
    """The value of type ``hint`` that ``dumps`` wrote."""
    try:
        data = json.loads(blob)
    except ValueError as exc:
        raise StateCodecError(f"not JSON: {exc}") from None
    return typed(hint, data)


def canonical(data: Any) -> bytes:
    """Plain data as the one byte string it is kept as."""
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode()


def plain(value: Any) -> Any:
    """A state (or any value of the kinds this module knows) as plain JSON values."""
    return SNAPSHOT.plain(value)


def typed(hint: Any, data: Any, where: str = "state") -> Any:
    """The value of type ``hint`` that ``plain`` made ``data`` from; anything else stored
    there is refused with a ``StateCodecError`` naming the field."""
    return SNAPSHOT.typed(hint, data, where)


class DataCodec:
    """Values as plain JSON data and back, the reader deciding what they become: a snapshot
    (this module's ``SNAPSHOT``) and the floor server's messages (``casino.server.wire``)
    share it. A subclass may say how a value of no type known here is written
    (``plain_other``) and how a field typed ``Any`` is read (``typed_any``); here both are
    refused, so a snapshot holds nothing its state class does not name."""

    def plain(self, value: Any) -> Any:
        """``value`` as plain JSON values."""
        return self._plain(value)

    def typed(self, hint: Any, data: Any, where: str = "state") -> Any:
        """The value of type ``hint`` that ``plain`` made ``data`` from, or a
        ``StateCodecError`` naming the field."""
        try:
            return self._typed(hint, data, where)
        except StateCodecError:
            raise
        except (ValueError, TypeError, KeyError, ArithmeticError) as exc:
            raise StateCodecError(f"{where}: {type(exc).__name__}: {exc}") from None

    def plain_other(self, value: Any) -> Any:
        """A value of a type this module does not know: refused."""
        raise StateCodecError(f"cannot keep a {type(value).__name__} value: {value!r}")

    def typed_any(self, value: Any, where: str) -> Any:  # noqa: ARG002 (a subclass reads it)
        """A field typed ``Any``: refused, since its type cannot be read from the hint."""
        raise StateCodecError(f"{where}: a field typed Any cannot be read back as data")

    def _plain(self, value: Any) -> Any:
        if value is None or isinstance(value, bool | str):
            return value
        if isinstance(value, Enum):
            return self._plain(value.value)
        found = codec_of(value)  # a card, a die... (an int subclass is equipment, not a number)
        if found is not None:
            return found.format(value)
        if isinstance(value, int):
            return value
        if isinstance(value, float):
            return repr(value)  # exactly, as text: JSON numbers need not round-trip
        if isinstance(value, Fraction | Decimal):
            return str(value)
        if isinstance(value, HouseRules):  # a game's own rules class, which its field may not name
            return {_RULES_OF: value.GAME, **self._fields(value)}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return self._fields(value)
        if isinstance(value, tuple | list):
            return [self._plain(v) for v in value]
        if isinstance(value, frozenset | set):
            return sorted((self._plain(v) for v in value), key=_order)
        if isinstance(value, dict):
            return sorted(([self._plain(k), self._plain(v)] for k, v in value.items()), key=_order)
        return self.plain_other(value)

    def _fields(self, value: Any) -> dict[str, Any]:
        return {f.name: self._plain(getattr(value, f.name)) for f in dataclasses.fields(value)}

    def _typed(self, hint: Any, value: Any, where: str) -> Any:
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            if value is None and type(None) in args:
                return None
            for option in (a for a in args if a is not type(None)):
                try:
                    return self._typed(option, value, where)
                except (StateCodecError, ValueError, TypeError, ArithmeticError):
                    continue
            raise StateCodecError(f"{where}: {value!r} fits none of {hint!r}")
        if origin is typing.Literal:
            if value in args:
                return value
            raise StateCodecError(f"{where}: {value!r} is not one of {args!r}")
        if origin in (tuple, list):
            if not isinstance(value, list):
                raise StateCodecError(f"{where}: expected a list, not {value!r}")
            if origin is list:
                return [self._typed(args[0] if args else Any, v, where) for v in value]
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self._typed(args[0], v, where) for v in value)
            if len(args) != len(value):
                raise StateCodecError(f"{where}: expected {len(args)} values, not {len(value)}")
            return tuple(self._typed(a, v, where) for a, v in zip(args, value, strict=True))
        if origin in (frozenset, set):
            if not isinstance(value, list):
                raise StateCodecError(f"{where}: expected a list, not {value!r}")
            items = (self._typed(args[0], v, where) for v in value)
            return frozenset(items) if origin is frozenset else set(items)
        if origin in (dict, collections.abc.Mapping):
            if not isinstance(value, list):
                raise StateCodecError(f"{where}: expected a list of pairs, not {value!r}")
            key_hint, value_hint = args
            return {
                self._typed(key_hint, k, where): self._typed(value_hint, v, where) for k, v in value
            }
        if hint is Any or hint is object:
            return self.typed_any(value, where)
        if isinstance(hint, type):
            return self._typed_class(hint, value, where)
        raise StateCodecError(f"{where}: cannot read a value of type {hint!r}")

    def _typed_class(self, cls: type, value: Any, where: str) -> Any:
        if is_scalar(cls):  # read as an event's field is
            try:
                return typed_scalar(cls, value)
            except CodecError as exc:
                raise StateCodecError(f"{where}: {exc}") from None
        if cls in (float, Fraction, Decimal):
            if not isinstance(value, str):
                raise StateCodecError(f"{where}: expected a number as text, not {value!r}")
            return cls(value)
        if issubclass(cls, HouseRules) and isinstance(value, dict) and _RULES_OF in value:
            value = dict(value)
            named = game_named(str(value.pop(_RULES_OF))).rules_type
            if not issubclass(named, cls):
                raise StateCodecError(f"{where}: {named.__name__} is not a {cls.__name__}")
            cls = named
        if dataclasses.is_dataclass(cls):
            if not isinstance(value, dict):
                raise StateCodecError(f"{where}: expected the fields of {cls.__name__}")
            hints = _hints(cls)
            fields = {f.name: f for f in dataclasses.fields(cls)}
            unknown = set(value) - set(fields)
            if unknown:
                raise StateCodecError(
                    f"{where}: {cls.__name__} has no field {sorted(unknown)[0]!r}"
                )
            kwargs = {
                name: self._typed(hints[name], value[name], f"{cls.__name__}.{name}")
                for name, f in fields.items()
                if f.init and name in value
            }
            made = cls(**kwargs)
            for name, f in fields.items():  # a field set after init is kept as it was
                if not f.init and name in value:
                    object.__setattr__(made, name, self._typed(hints[name], value[name], name))
            return made
        raise StateCodecError(f"{where}: cannot read a {cls.__name__}")


_RULES_OF = "rules of"
"""The key beside a rules object's fields that names its game: a field typed as a family's
rules class holds one game's own subclass, and only a registered game's rules class may be
named (``casino.games.game(name).rules_type``)."""


def _order(item: Any) -> str:
    return json.dumps(item, sort_keys=True)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


SNAPSHOT = DataCodec()
"""What a snapshot is written and read with: every value of a type named by its field."""
