"""The floor server's messages: every value a service takes or gives, as JSON, read back by
the type the service declares.

Nothing on the wire names a class to build or code to run. A call's arguments are read by
the service method's own parameter hints, and its answer by the method's return hint, through
the snapshot's codec (``casino.store.state_codec.DataCodec``): dataclasses, named tuples,
enums, numbers, text, times and each piece of equipment in its notation. Where a service
says only ``Any`` (a game's command, event or table state, whose class the game decides),
the value travels as the game writes it to the record: a command or an event under its
stored tag (``casino.store.codec``), a state under its game's name and read by that game's
state class. So a message can only ever become a value the service could have been given
in-process; anything else is refused, naming the field.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import inspect
import json
import types
import typing
from collections.abc import Callable, Mapping
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from functools import cache
from pathlib import PurePosixPath
from typing import Any

from casino.equipment.codecs import codec_for, codec_of, registered
from casino.games import games
from casino.games.house_rules import HouseRules
from casino.store.codec import CodecError, decode, encode, vocabulary
from casino.store.snapshots import state_type
from casino.store.state_codec import DataCodec, StateCodecError

RECORD, STATE, PIECE = "$record", "$state", "$piece"
"""The keys a value typed ``Any`` travels under: a game's command or event, or its table
state, each beside the game's name; a piece of equipment beside its class (one of those
with a value codec: ``casino.equipment.codecs.registered``)."""

MAX_MESSAGE = 4 * 1024 * 1024
"""The largest message either side accepts, in bytes: a shift's whole report view fits
several times over; a console that sends more is cut off (``casino.server.serve``)."""


class WireError(ValueError):
    """A message that is not what the service declares: names the field and the value."""


@cache
def _record_games() -> dict[type, str]:
    """Each command and event class, and one game whose vocabulary reads it back."""
    found: dict[type, str] = {}
    for name in games():
        for cls in vocabulary(name).values():
            found.setdefault(cls, name)
    return found


@cache
def _state_games() -> dict[type, str]:
    """Each game's table-state class, and the game."""
    return {state_type(spec): name for name, spec in games().items()}


_AS_THEY_ARE = (str, bool, int, type(None))
"""Exactly these types (not a subclass: a card is an ``int``) are JSON as they are."""

_SEQUENCES = (
    collections.abc.Iterable, collections.abc.Sequence, collections.abc.Collection,
)  # fmt: skip


class WireCodec(DataCodec):
    """The snapshot codec, with the values a service's signature holds besides a state:
    times and dates, paths, named tuples, and a game's own values where the hint is ``Any``."""

    def plain_other(self, value: Any) -> Any:
        if isinstance(value, datetime | date | time):
            return value.isoformat()
        if isinstance(value, timedelta):
            return [value.days, value.seconds, value.microseconds]
        if isinstance(value, PurePosixPath):
            return str(value)
        game = _record_games().get(type(value))
        if game is not None:
            return {RECORD: [game, encode(value)]}
        game = _state_games().get(type(value))
        if game is not None:
            return {STATE: [game, self._fields(value)]}
        return super().plain_other(value)

    def _plain(self, value: Any) -> Any:
        # A game's command and state are dataclasses: sent tagged, so the reader knows which
        # game's class an ``Any`` field holds (a hint that names the class reads them too);
        # so is a piece of equipment, written in its notation. Plain text, numbers and flags
        # (the bulk of every answer) go first, with no look at the registries.
        kind = type(value)
        if kind in _AS_THEY_ARE:
            return value
        if kind in _record_games() or kind in _state_games():
            return self.plain_other(value)
        found = codec_of(value)
        if found is not None:
            kind = next(c for c in type(value).__mro__ if codec_for(c) is not None)
            return {PIECE: [f"{kind.__module__}.{kind.__qualname__}", found.format(value)]}
        if isinstance(value, datetime | date | time | timedelta):
            return self.plain_other(value)
        return super()._plain(value)

    def _typed(self, hint: Any, value: Any, where: str) -> Any:
        if hint is None or hint is type(None):  # a method that returns nothing
            if value is not None:
                raise StateCodecError(f"{where}: expected nothing, not {_short(value)}")
            return None
        origin = typing.get_origin(hint)
        if origin in _SEQUENCES:  # a parameter that takes any iterable: read as a tuple
            (item,) = typing.get_args(hint) or (Any,)
            return super()._typed(tuple[item, ...], value, where)  # type: ignore[valid-type]
        if origin is collections.abc.Set:
            (item,) = typing.get_args(hint)
            return super()._typed(frozenset[item], value, where)  # type: ignore[valid-type]
        return super()._typed(hint, value, where)

    def typed_any(self, value: Any, where: str) -> Any:
        if isinstance(value, dict) and len(value) == 1:
            if RECORD in value:
                return _record(value[RECORD], where)
            if STATE in value:
                game, data = _pair(value[STATE], where)
                if game not in games():
                    raise StateCodecError(f"{where}: no game called {game!r}")
                return self.typed(state_type(games()[game]), data, where)
            if PIECE in value:
                return _piece(value[PIECE], where)
        if value is None or isinstance(value, bool | int | str):
            return value  # a plain scalar needs no class to read it
        if isinstance(value, list):  # a tuple of game values (events)
            return tuple(self.typed_any(v, where) for v in value)
        raise StateCodecError(f"{where}: {_short(value)} is no game's value")

    def _typed_class(self, cls: type, value: Any, where: str) -> Any:
        if isinstance(value, dict) and PIECE in value and codec_for(cls) is not None:
            made = _piece(value[PIECE], where)
            if not isinstance(made, cls):
                raise StateCodecError(f"{where}: a {type(made).__name__} is not a {cls.__name__}")
            return made
        if cls in (datetime, date, time):
            if not isinstance(value, str):
                raise StateCodecError(f"{where}: expected a time as text, not {_short(value)}")
            return cls.fromisoformat(value)
        if cls is timedelta:
            days, seconds, micro = value
            return timedelta(days=days, seconds=seconds, microseconds=micro)
        if issubclass(cls, tuple) and hasattr(cls, "_fields"):  # a named tuple
            if not isinstance(value, list):
                raise StateCodecError(f"{where}: expected a list, not {_short(value)}")
            hints = typing.get_type_hints(cls)
            names: tuple[str, ...] = cls._fields
            if len(value) > len(names):
                raise StateCodecError(f"{where}: {cls.__name__} has {len(names)} fields")
            return cls(
                *(
                    self._typed(hints[n], v, f"{cls.__name__}.{n}")
                    for n, v in zip(names, value, strict=False)
                )
            )
        if cls in _record_games() and isinstance(value, dict) and RECORD in value:
            made = _record(value[RECORD], where)
            if not isinstance(made, cls):
                raise StateCodecError(f"{where}: a {type(made).__name__} is not a {cls.__name__}")
            return made
        if cls in _state_games() and isinstance(value, dict) and STATE in value:
            return self.typed_any(value, where)
        if issubclass(cls, HouseRules) and cls is not HouseRules and not isinstance(value, dict):
            raise StateCodecError(f"{where}: expected the fields of {cls.__name__}")
        return super()._typed_class(cls, value, where)


def _pair(value: Any, where: str) -> tuple[str, Any]:
    if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)):
        raise StateCodecError(f"{where}: expected a game's name and its value")
    return value[0], value[1]


def _piece(value: Any, where: str) -> Any:
    kind, notation = _pair(value, where)
    cls = registered().get(kind)
    found = codec_for(cls)
    if cls is None or found is None or not isinstance(notation, str):
        raise StateCodecError(f"{where}: no piece of equipment of the kind {kind!r}")
    return found.parse(notation)


def _record(value: Any, where: str) -> Any:
    game, data = _pair(value, where)
    if game not in games() or not isinstance(data, dict):
        raise StateCodecError(f"{where}: no game called {game!r}")
    try:
        return decode(game, data)
    except CodecError as exc:
        raise StateCodecError(f"{where}: {exc}") from None


def _short(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


CODEC = WireCodec()


def dumps(message: Mapping[str, Any]) -> bytes:
    """A message (already plain) as compact UTF-8 JSON."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


def loads(data: bytes | str) -> dict[str, Any]:
    """A message as a JSON object; anything else is a ``WireError``."""
    if len(data) > MAX_MESSAGE:
        raise WireError(f"a message of {len(data):,} bytes; the most is {MAX_MESSAGE:,}")
    try:
        found = json.loads(data)
    except ValueError as exc:
        raise WireError(f"not JSON: {exc}") from None
    except RecursionError:
        raise WireError("a message nested too deeply") from None
    if not isinstance(found, dict):
        raise WireError("a message is a JSON object")
    return found


@cache
def signature(method: Callable[..., Any]) -> tuple[inspect.Signature, dict[str, Any]]:
    """A service method's parameters and their hints (and ``return``)."""
    return inspect.signature(method), typing.get_type_hints(method)


def plain_arguments(
    method: Callable[..., Any], args: tuple[Any, ...], kwargs: Mapping[str, Any]
) -> dict[str, Any]:
    """A call's arguments, bound to ``method``'s parameters by name, as plain data."""
    sig, _hints = signature(method)
    bound = sig.bind(None, *args, **kwargs)  # None: the method's self
    return {name: CODEC.plain(value) for name, value in bound.arguments.items() if name != "self"}


def typed_arguments(method: Callable[..., Any], data: Any) -> dict[str, Any]:
    """The arguments a console sent, each read by its parameter's hint; unknown, missing or
    misfit arguments are a ``WireError`` naming the parameter."""
    if not isinstance(data, dict):
        raise WireError("a call's arguments are a JSON object")
    sig, hints = signature(method)
    params = {n: p for n, p in sig.parameters.items() if n != "self"}
    unknown = set(data) - set(params)
    if unknown:
        raise WireError(f"{method.__qualname__} takes no argument {sorted(unknown)[0]!r}")
    out: dict[str, Any] = {}
    for name, param in params.items():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise WireError(f"{method.__qualname__} cannot be called over the wire")
        if name not in data:
            if param.default is param.empty:
                raise WireError(f"{method.__qualname__} needs its argument {name!r}")
            continue
        try:
            out[name] = CODEC.typed(hints.get(name, Any), data[name], name)
        except StateCodecError as exc:
            raise WireError(str(exc)) from None
    return out


def typed_result(method: Callable[..., Any], data: Any) -> Any:
    """A service's answer, read by the method's return hint."""
    _sig, hints = signature(method)
    try:
        return CODEC.typed(hints.get("return", Any), data, f"{method.__qualname__}()")
    except StateCodecError as exc:
        raise WireError(str(exc)) from None


_SCALARS = (bool, int, str, float, Fraction, Decimal, datetime, date, time, timedelta)


def unreadable(hint: Any, seen: set[Any] | None = None) -> str | None:
    """What in ``hint`` a message could not carry (a type this codec cannot read back),
    or None: what a test asks of every offered method's parameters and answer."""
    seen = set() if seen is None else seen
    if hint is None or hint is type(None) or hint is Any or hint in _SCALARS:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return None
    if origin is not None:
        for arg in args:
            if arg is not Ellipsis and (problem := unreadable(arg, seen)) is not None:
                return problem
        known = (typing.Union, types.UnionType, tuple, list, frozenset, set, dict,
                 collections.abc.Mapping, collections.abc.Set, *_SEQUENCES)  # fmt: skip
        return None if origin in known else f"{hint!r}"
    if not isinstance(hint, type):
        return f"{hint!r}"
    if hint in seen or issubclass(hint, Enum) or codec_for(hint) is not None:
        return None
    seen.add(hint)
    if dataclasses.is_dataclass(hint) or (issubclass(hint, tuple) and hasattr(hint, "_fields")):
        for name, field_hint in typing.get_type_hints(hint).items():
            if dataclasses.is_dataclass(hint) and name not in {
                f.name for f in dataclasses.fields(hint)
            }:
                continue  # a class variable
            if (problem := unreadable(field_hint, seen)) is not None:
                return f"{hint.__name__}.{name}: {problem}"
        return None
    return hint.__name__
