"""Main and side pots from what each seat put in (public API for any game whose side pots are
poker's: matched contributions).

Each pot is capped at the contribution of a player still in the hand; chips of folded players
stay in the pots they reach but make them eligible for none. The arithmetic is the whole of
"side pots exactly as in poker": a player can win from each other player at most what they
themselves put in.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar


class _Orderable(Hashable, Protocol):
    def __lt__(self, other: Any, /) -> bool: ...


K = TypeVar("K", bound=_Orderable)


@dataclass(frozen=True, slots=True)
class Pot(Generic[K]):
    """``amount`` chips that only the seats in ``eligible`` can win."""

    amount: int
    eligible: frozenset[K]


def build_pots(contributions: Mapping[K, int], folded: Collection[K]) -> list[Pot[K]]:
    """The pots, main pot first, from each seat's total contribution to the hand.

    Chips above the largest contribution of any player still in (which play cannot produce,
    but a caller might pass) go to the last pot. With nobody still in, everything is one pot
    eligible to no one, so the chips are still accounted for.
    """
    for seat, amount in contributions.items():
        if amount < 0:
            raise ValueError(f"seat {seat!r} has a negative contribution ({amount})")
    folded_set = set(folded)
    live = sorted(seat for seat in contributions if seat not in folded_set)
    levels = sorted({contributions[seat] for seat in live if contributions[seat] > 0})
    pots: list[Pot[K]] = []
    previous = 0
    amounts = list(contributions.values())
    for level in levels:
        amount = sum(min(a, level) - min(a, previous) for a in amounts)
        eligible = frozenset(seat for seat in live if contributions[seat] >= level)
        pots.append(Pot(amount, eligible))
        previous = level
    leftover = sum(a - previous for a in amounts if a > previous)
    if leftover:
        if pots:
            pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
        else:
            pots.append(Pot(leftover, frozenset(live)))
    return pots
