"""Chip counts by denomination, as a tray inventory or a fill or credit slip lists them."""

from __future__ import annotations

from collections.abc import Mapping

from casino.games.spec import is_whole
from casino.services.errors import InputError


def check_counts(counts: Mapping[int, int]) -> int:
    """The total of a count, refusing anything that is not a whole positive denomination with
    a whole count of chips; the message names the line at fault."""
    if not counts:
        raise InputError("a chip count needs at least one denomination")
    total = 0
    for denomination, count in counts.items():
        if not is_whole(denomination) or denomination <= 0:
            raise InputError(f"{denomination!r} is not a chip denomination in minor units")
        if not is_whole(count) or count < 0:
            raise InputError(
                f"the count of {denomination} chips must be a whole number, not {count!r}"
            )
        total += denomination * count
    return total
