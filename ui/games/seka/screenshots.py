"""The Seka screens of ``python -m ui.screenshots``."""

from __future__ import annotations

from collections.abc import Callable

from ui.screenshots import Shots

SCREENS: tuple[Callable[[Shots], None], ...] = ()
