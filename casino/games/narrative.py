"""What every game's narrative shares: the shape of a table summary, and a game's narrative.

A game's narrative (``casino/games/<game>/narrative.py``, offered by its spec) tells a pit boss
in words what each event did (``describe``) and what the table looked like afterwards
(``summarise``). The game recall shows both for any hand; it asks the game's spec, so a new
game brings its own narrative and nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games.capabilities import Narrative
from casino.games.seating import (
    ChipsAdded,
    PlayerLeft,
    PlayerSeated,
    SeatState,
    StackCorrected,
)

CardGroup = tuple[str, tuple[Any, ...]]
"""Cards (or dice, or wands) with what they are (``("Large", ...)``, ``("Shown", ...)``), for
the recall to draw: each piece's ``str`` is its notation."""


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One occupied seat as the recall shows it after a step."""

    seat: int
    player: str
    stack: int
    in_play: int
    """Chips this seat has on the table in the hand: committed to the pot, or its bet."""
    note: str = ""
    """Where the seat stands in the hand, in words: folded, all in, to act, riding..."""
    cards: tuple[CardGroup, ...] = ()


@dataclass(frozen=True, slots=True)
class Summary:
    """The table after a step: each occupied seat, then the table's own lines (the hand, the
    pot, the house's take) and any cards that belong to no seat (the dealer's)."""

    seats: tuple[SeatLine, ...]
    lines: tuple[tuple[str, str], ...]
    cards: tuple[CardGroup, ...] = ()


def narrative(game: str) -> Narrative[Any, Any]:
    """The narrative of the game called ``game``, from its spec."""
    from casino.games import game as game_named

    return game_named(game).narrative


def players_of(seats: Sequence[SeatState | None]) -> dict[int, str]:
    """Seat number -> player name, for sentences that name who acted."""
    return {i + 1: s.player for i, s in enumerate(seats) if s is not None}


def seat_name(seat: int, players: Mapping[int, str] | None, *, start: bool = True) -> str:
    """``Seat 3 (Ann)``, or ``Seat 3`` when the name is not known; ``seat 3 (Ann)`` inside a
    sentence (``start`` False), the name kept as written."""
    name = (players or {}).get(seat)
    word = "Seat" if start else "seat"
    return f"{word} {seat} ({name})" if name else f"{word} {seat}"


def listing(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``: lists read as a person would say them."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]



def describe_seating(event: object, money: Callable[[int], str], who: Callable[[int], str]) -> (
    str | None
):
    """The sentence for a seat change, which every game words alike; None for other events."""
    match event:
        case PlayerSeated(seat=seat, player=player, chips=chips):
            return f"{player} sits at seat {seat} with {money(chips)}"
        case ChipsAdded(seat=seat, chips=chips):
            return f"{who(seat)} buys {money(chips)} more chips"
        case PlayerLeft(seat=seat, player=player, chips=chips):
            return f"{player} leaves seat {seat} with {money(chips)}"
        case StackCorrected(seat=seat, player=player, hand=hand, amount=amount, at_seat=here):
            where = f"at seat {seat}" if here else f"(seat {seat}, gone from the table)"
            if amount > 0:
                return f"Hand {hand} corrected: {player} {where} is paid {money(amount)} more"
            return f"Hand {hand} corrected: {money(-amount)} taken back from {player} {where}"
    return None
