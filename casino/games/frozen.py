"""A fast ``dataclasses.replace`` for the engines' frozen dataclasses.

``dataclasses.replace`` inspects every field on every call, and an engine replaces small
records hundreds of times a hand; it was half of a hand's cost. ``replacer(cls)`` generates,
once per class, a function with one keyword per field that calls the constructor directly.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_KEEP: Any = object()


def replacer(cls: type[T]) -> Callable[..., T]:
    """``replacer(C)(obj, field=value, ...)`` is ``dataclasses.replace(obj, ...)``, faster."""
    names = [f.name for f in dataclasses.fields(cls) if f.init]  # type: ignore[arg-type]
    params = ", ".join(f"{n}=_KEEP" for n in names)
    args = ", ".join(f"obj.{n} if {n} is _KEEP else {n}" for n in names)
    source = f"def replace(obj, *, {params}):\n    return cls({args})\n"
    namespace: dict[str, Any] = {"cls": cls, "_KEEP": _KEEP}
    exec(source, namespace)  # generated from the class's own field names: nothing foreign
    fn: Callable[..., T] = namespace["replace"]
    fn.__qualname__ = f"replace_{cls.__name__}"
    return fn
