"""Chip counts by denomination, as a tray inventory or a fill or credit slip lists them."""

from __future__ import annotations

from collections.abc import Mapping

from casino.games.spec import is_whole
from casino.i18n import _
from casino.i18n.numbers import group_digits
from casino.services.bounds import AMOUNT_LIMIT, COUNT_LIMIT
from casino.services.errors import InputError


def check_counts(counts: Mapping[int, int]) -> int:
    """The total of a count, refusing anything that is not a whole positive denomination of at
    most ``AMOUNT_LIMIT`` with a whole count of chips from 0 to ``COUNT_LIMIT``, or a total
    beyond ``AMOUNT_LIMIT``; the message names the line at fault. (Unbounded, a fill of
    ``{100: 10**12}`` was taken, and counts of 2**63 or 2**31 reached the database as its own
    overflow error.)"""
    if not isinstance(counts, Mapping) or not counts:
        raise InputError(_("a chip count needs at least one denomination"))
    total = 0
    for denomination, count in counts.items():
        if not is_whole(denomination) or not 0 < denomination <= AMOUNT_LIMIT:
            raise InputError(
                _("{denomination} is not a chip denomination in minor units").format(
                    denomination=repr(denomination)
                )
            )
        if not is_whole(count) or not 0 <= count <= COUNT_LIMIT:
            raise InputError(
                _(
                    "the count of {denomination} chips must be a whole number from 0 to "
                    "{limit}, not {count}"
                ).format(
                    denomination=denomination, limit=group_digits(COUNT_LIMIT), count=repr(count)
                )
            )
        total += denomination * count
    if total > AMOUNT_LIMIT:
        raise InputError(
            _(
                "a chip count of {total} is more than the largest amount the console takes "
                "({limit} minor units); nothing was written"
            ).format(total=group_digits(total), limit=group_digits(AMOUNT_LIMIT))
        )
    return total
