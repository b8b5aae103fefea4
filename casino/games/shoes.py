"""A shoe table's cards in the engines: dealt from the shuffle a command brings, and checked
as they are drawn.

At a shoe table the service shuffles with its cryptographic source as the dealer's command is
made (``fill_random``) and the engine deals from that shuffle and drops the rest: no undealt
card is held in a state or an event. A draw later in the hand (an exchange, the stock, the
dealer's nine) is the top of a fresh shuffle of what is left, which the engine checks against
the cards already out, since the command carried it from outside.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from casino.equipment.notation import NotationError
from casino.games.spec import RuleViolation
from casino.i18n import N_, _

T = TypeVar("T")
Cards = TypeVar("Cards", bound=Sequence[Any])


def dealt_round(
    order: Sequence[object], shoe: Sequence[T] | None, size: int
) -> tuple[tuple[T, ...], ...] | None:
    """Each of ``order``'s ``size`` cards of ``shoe``, dealt one at a time round the table in
    ``order``, as a dealer deals a physical deck; None at a live table (no shoe)."""
    if not shoe:
        return None
    n = len(order)
    return tuple(tuple(shoe[i : n * size : n]) for i in range(n))


def drawn(
    cards: Cards,
    out: Sequence[Any],
    check_copies: Callable[[Iterable[Sequence[Any]]], None],
    what: str = N_("the draw"),
) -> Cards:
    """``cards`` as a command brought them from the shoe, none of them a copy too many beside
    the cards ``out`` already (``check_copies``: the pack's); refused, naming ``what``, when
    they cannot be right (``what`` marked with ``N_`` where it is written)."""
    try:
        check_copies([out, cards])
    except NotationError as exc:
        raise RuleViolation(
            _("{what} cannot be right: {reason}").format(what=_(what), reason=exc)
        ) from None
    return cards
