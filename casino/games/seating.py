"""Seats and chips: the commands and events every table with player stacks shares.

A player sits with a buy-in, may buy more chips between hands and leaves with the stack. The
games decide when each is allowed; these are only the shapes, so the ledger and the console
treat seating the same way at every table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from casino.games.base import RuleViolation, require_whole

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """A player sits down with ``chips``."""

    KIND: ClassVar[str] = "seat"
    seat: int
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class AddChips:
    """A seated player buys more chips (table stakes: between hands only)."""

    KIND: ClassVar[str] = "add-chips"
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class LeaveSeat:
    """A player leaves the table and takes their whole stack."""

    KIND: ClassVar[str] = "leave"
    seat: int


# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerSeated:
    seat: int
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class ChipsAdded:
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    seat: int
    player: str
    chips: int


# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatState:
    player: str
    stack: int


# --- the checks every game makes --------------------------------------------------------------


def new_player_name(seats: Sequence[SeatState | None], player: str) -> str:
    """The name a player sits under: not blank, and not already at the table."""
    name = player.strip()
    if not name:
        raise RuleViolation("a player needs a name")
    if any(s is not None and s.player == name for s in seats):
        raise RuleViolation(f"{name} is already seated at this table")
    return name


def require_chips(amount: object, what: str, money: Callable[[int], str]) -> None:
    """A buy-in or top-up: a whole number of minor units, more than 0."""
    require_whole(amount, what)
    assert isinstance(amount, int)
    if amount <= 0:
        raise RuleViolation(f"{what} must be more than 0, not {money(amount)}")
