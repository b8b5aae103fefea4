"""What a Sekhoma table screen shows, computed from the state alone: the pots as the chips
lie (main and side pots with the seats still in each, the bets of this round, a bet nobody
can match) and each seat's last action. Pure, so it is tested without Qt, and every console
looking at the table shows the same (a screen that remembered the actions it saw showed
another console's seats differently)."""

from __future__ import annotations

from dataclasses import dataclass

from casino.games.pots import build_pots
from casino.games.sekhoma.types import Contender, HandState, SekhomaState

PAST = {"check": "checked", "bet": "bet", "call": "called", "raise": "raised"}
"""A seat's last action as the screen words it."""


@dataclass(frozen=True, slots=True)
class PotLine:
    name: str
    amount: int
    seats: tuple[int, ...]
    """The seats still in the hand that may win it."""


@dataclass(frozen=True, slots=True)
class Pots:
    lines: tuple[PotLine, ...]
    betting: int
    """Chips bet in this round, not yet gathered into a pot."""
    unmatched: tuple[int, int] | None
    """(seat, amount): the part of a bet nobody can match, which the engine hands back."""


@dataclass(frozen=True, slots=True)
class TableProjection:
    pots: Pots | None
    """None between hands."""
    actions: dict[int, str]
    """Each seat's last action this betting round, in words (``called``), where it acted."""


def pots_of(hand: HandState) -> Pots:
    """The pots as the chips lie: what earlier rounds gathered (by ``build_pots``), the bets
    still in front of the players this round, and any part of a bet nobody can match."""
    gathered = {c.seat: c.committed - c.in_round for c in hand.contenders}
    betting = sum(c.in_round for c in hand.contenders)
    unmatched: tuple[int, int] | None = None
    if len(gathered) > 1:
        top = max(gathered, key=lambda s: (gathered[s], -hand.index_of(s)))
        second = max(v for s, v in gathered.items() if s != top)
        if gathered[top] > second and betting == 0:
            unmatched = (top, gathered[top] - second)
            gathered[top] = second
    folded = [c.seat for c in hand.contenders if c.folded]
    pots = build_pots(gathered, folded)
    live = {c.seat for c in hand.live}
    lines = tuple(
        PotLine(
            ("Pot" if len(pots) == 1 else "Main pot") if number == 0 else f"Side pot {number}",
            pot.amount,
            tuple(sorted(pot.eligible & live)),
        )
        for number, pot in enumerate(pots)
    )
    return Pots(lines, betting, unmatched)


def action_of(contender: Contender) -> str:
    """The seat's last action this round in words; '' if it has not acted in it."""
    return PAST.get(contender.last, "")


def project(state: SekhomaState) -> TableProjection:
    hand = state.hand
    if hand is None:
        return TableProjection(None, {})
    actions = {c.seat: action_of(c) for c in hand.contenders if action_of(c)}
    return TableProjection(pots_of(hand), actions)
