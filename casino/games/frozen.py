"""A fast ``dataclasses.replace`` for the engines' frozen, slotted dataclasses.

An engine replaces small records dozens of times a hand. ``dataclasses.replace`` inspects every
field on each call, and even a direct constructor call on a frozen dataclass pays for
``object.__setattr__`` per field. ``replacer(cls)`` generates, once per class, a function with
one keyword per field that allocates the object and fills its slots through the slot
descriptors. The result is the same frozen object ``cls(...)`` would give, which is safe
because these records validate nothing in ``__init__`` and have no ``__post_init__``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, overload

T = TypeVar("T")
U = TypeVar("U")
V = TypeVar("V")
W = TypeVar("W")

_KEEP: Any = object()


def replacer(cls: type[T]) -> Callable[..., T]:
    """``replacer(C)(obj, field=value, ...)`` is ``dataclasses.replace(obj, ...)``, faster."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if not all(f.init for f in fields) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: replacer needs plain init fields and no __post_init__")
    if "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: replacer needs a slotted dataclass")
    slots = {n: d for base in reversed(cls.__mro__) for n, d in vars(base).items()}
    names = [f.name for f in fields]
    params = ", ".join(f"{n}=_KEEP" for n in names)
    body = "\n".join(
        f"    _set_{n}(new, obj.{n} if {n} is _KEEP else {n})" for n in names
    )
    source = f"def replace(obj, *, {params}):\n    new = _new(cls)\n{body}\n    return new\n"
    namespace: dict[str, Any] = {"cls": cls, "_KEEP": _KEEP, "_new": object.__new__}
    for n in names:
        namespace[f"_set_{n}"] = slots[n].__set__  # the field's slot, here or on a base
    exec(source, namespace)  # generated from the class's own field names: nothing foreign
    fn: Callable[..., T] = namespace["replace"]
    fn.__qualname__ = f"replace_{cls.__name__}"
    return fn


@overload
def replacers(a: type[T], b: type[U], /) -> tuple[Callable[..., T], Callable[..., U]]: ...


@overload
def replacers(
    a: type[T], b: type[U], c: type[V], /
) -> tuple[Callable[..., T], Callable[..., U], Callable[..., V]]: ...


@overload
def replacers(
    a: type[T], b: type[U], c: type[V], d: type[W], /
) -> tuple[Callable[..., T], Callable[..., U], Callable[..., V], Callable[..., W]]: ...


def replacers(*classes: type[Any]) -> tuple[Callable[..., Any], ...]:
    """``replacer`` of each class: an engine's state, its hand and what the hand holds."""
    return tuple(replacer(cls) for cls in classes)


ADDED = "added"
"""The metadata key of a field added to an event or command after some were stored."""


def added(default: T) -> T:
    """Declare a field added to a stored event or command after records of it were written:
    the codec leaves it out while it holds ``default``, so every record written before reads
    back to the same bytes (and the same chain hash), and a record that uses it says so."""
    return dataclasses.field(default=default, metadata={ADDED: True})

