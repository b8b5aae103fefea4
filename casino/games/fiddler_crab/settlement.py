"""Settling one Fiddler-Crab bet (RULES section 4): the table of results and the money.

Hands are compared by category only, and the dealer wins a comparison of equal categories.
A pay ``a:b`` is paid on the bet and rounded down to the minor unit: ``floor(B * a/b)``, and the
fraction of a unit rounded away is breakage (always less than one unit). The commission is the
house's share of that payout; the player is paid ``floor(B * a/b * (1 - k))``, so the house
keeps the rest of the rounded payout as commission, any fraction of the commission included.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import floor

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.sekhoma.ranking import Category, SmallCategory, category_of_counts

WIN_BOTH = "win-both"
WIN_LARGE = "win-large"
PUSH = "push"
LOSE = "lose"
RESULTS = (WIN_BOTH, WIN_LARGE, PUSH, LOSE)


def categories(large: tuple[Card, ...], small: tuple[Card, ...]) -> tuple[Category, SmallCategory]:
    """The categories of a split's Large and Small Hands."""
    big = category_of_counts(_counts(large))
    little = category_of_counts(_counts(small))
    assert isinstance(big, Category) and isinstance(little, SmallCategory)
    return big, little


def _counts(cards: tuple[Card, ...]) -> list[int]:
    counts = [0] * 6
    for card in cards:
        counts[card.suit] += 1
    return counts


def result_of(
    player: tuple[Category, SmallCategory], dealer: tuple[Category, SmallCategory]
) -> str:
    """The settlement table: Large wins and Small wins -> win-both, and so on."""
    large = player[0] > dealer[0]
    small = player[1] > dealer[1]
    if large:
        return WIN_BOTH if small else WIN_LARGE
    return PUSH if small else LOSE


@dataclass(frozen=True, slots=True)
class Settlement:
    result: str
    bet: int
    won: int
    """Paid to the player beyond the bet; 0 on a push; minus the bet on a loss."""
    commission: int = 0
    breakage: Fraction = Fraction(0)


def settle_bet(rules: FiddlerCrabRules, bet: int, result: str) -> Settlement:
    """The money of one result on a bet of ``bet`` minor units."""
    if result == PUSH:
        return Settlement(result, bet, 0)
    if result == LOSE:
        return Settlement(result, bet, -bet)
    ratio = rules.both_ratio if result == WIN_BOTH else rules.large_ratio
    gross = bet * ratio
    payout = floor(gross)
    won = floor(gross * (1 - rules.commission_share))
    return Settlement(result, bet, won, payout - won, gross - payout)
