"""Seats and chips: the commands and events every table with player stacks shares.

A player sits with a buy-in, may buy more chips between hands and leaves with the stack. The
games decide when each is allowed; these are only the shapes, so the ledger and the console
treat seating the same way at every table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

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
