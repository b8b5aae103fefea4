"""Main and side pots from what each seat put in (public API for any game whose side pots are
poker's: matched contributions).

Each pot is capped at the contribution of a player still in the hand; chips of folded players
stay in the pots they reach but make them eligible for none. The arithmetic is the whole of
"side pots exactly as in poker": a player can win from each other player at most what they
themselves put in.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
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


def hand_rake(
    pots: Sequence[int], antes: int, rake_for: Callable[[int], int]
) -> list[int]:
    """Each pot's share of the hand's one rake (rules/house-revenue.md): ``rake_for`` of all
    that the hand's pots award beyond a pot of antes only, figured once for the hand (so its
    cap is the hand's), then taken from the main pot first and the side pots in order.
    ``pots`` are the awarded pots' amounts, main pot first; ``antes`` what the antes put in,
    the hand's first payments, so a pot that ends within them holds antes only.

    >>> hand_rake([300, 200], 100, lambda total: min(40, total // 20))  # 5 %, cap 40
    [25, 0]
    >>> hand_rake([100, 900], 100, lambda total: min(40, total // 20))  # antes-only main pot
    [0, 40]
    >>> hand_rake([30, 900], 0, lambda total: min(60, total // 20))  # main pot short of it
    [30, 16]
    """
    reached, rakeable = 0, []
    for amount in pots:
        reached += amount
        rakeable.append(reached > antes)
    left = rake_for(sum(a for a, r in zip(pots, rakeable, strict=True) if r))
    taken = []
    for amount, counts in zip(pots, rakeable, strict=True):
        share = min(left, amount) if counts else 0
        taken.append(share)
        left -= share
    return taken
