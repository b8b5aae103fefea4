"""A deal's result and a match's score: what each game's rules decide after a deal, and how
money then moves between the two sides.

Money moves between players only (the rules page, "Common to the three"): each player of the
losing side pays ``stake`` times the deal's (or match's) count of stakes, and what a side wins
is shared equally by its players, odd units to the lower seat number. The house takes only its
fee (``casino.games.revenue``), never a share of a settlement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MatchScore:
    """A match under way: each side's score (game points or points, as the game counts) and
    the game points held over from drawn deals (Ristikontra's 60-60)."""

    scores: tuple[int, int] = (0, 0)
    held: int = 0
    deals: int = 0


@dataclass(frozen=True, slots=True)
class DealResult:
    """What a deal came to, as its game's rules decide it."""

    points: tuple[int, int]
    """Each side's points as scored (cards, the last trick; a Hola's 170)."""
    winner: int | None
    """The side that won the deal; None when neither did (a 60-60)."""
    scored: tuple[int, int]
    """What each side adds to its match score."""
    held: int
    """Game points held over after this deal."""
    stakes: int
    """Stakes each player of ``payer`` pays now (0: nothing is settled now)."""
    payer: int | None
    """The side that pays ``stakes``."""
    match_over: bool
    match_winner: int | None
    next_dealer: int
    why: str
    """The result in words for the recall and the screen (``120-0: 2 game points``)."""


def shares(total: int, seats: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``total`` shared equally by ``seats``, odd units one each to the lowest seat numbers."""
    ordered = sorted(seats)
    each, odd = divmod(total, len(ordered))
    return tuple((seat, each + (1 if i < odd else 0)) for i, seat in enumerate(ordered))


def left_of(seat: int, steps: int, players: int) -> int:
    """The seat ``steps`` places clockwise (to the left) of ``seat`` at a table of ``players``."""
    return (seat - 1 + steps) % players + 1
