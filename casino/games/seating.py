"""Seats and chips: the commands and events every table with player stacks shares.

A player sits with a buy-in, may buy more chips between hands and leaves with the stack. The
games decide when each is allowed; these are only the shapes, so the ledger and the console
treat seating the same way at every table.

One more event moves a stack without a command of the dealer's: ``StackCorrected``, an
approved correction of a settled hand that the services write between hands
(``casino.services.corrections``). Every game with stacks folds it with ``corrected_seats``
and carries its wager line with ``correction_entry``, so a correction is in the table's
chain and ``casino verify`` recomputes it like any other line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from casino.games.spec import Entry, RuleViolation, require_whole
from casino.games.spec import SeatState as SeatState  # seating shapes, re-exported

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


@dataclass(frozen=True, slots=True)
class StackCorrected:
    """A settled hand corrected: ``amount`` paid to ``player`` for hand ``hand`` at seat
    ``seat`` (negative: taken back), approved by a pit boss (``hand_corrections`` holds who
    and why). ``at_seat`` says where the chips moved: on the player's stack, still at that
    seat, or (False) away from the table to a player who has left, which counts as cashed
    out. Written by the services, never decided by an engine."""

    seat: int
    player: str
    hand: int
    amount: int
    at_seat: bool


# --- state -----------------------------------------------------------------------------------


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


def corrected_seats(
    seats: tuple[SeatState | None, ...], event: StackCorrected
) -> tuple[tuple[SeatState | None, ...], int]:
    """The seats after a correction, and what it paid away from the table (the cash-out
    side of a correction to a player who has left; 0 when the stack moved)."""
    if not event.at_seat:
        return seats, event.amount
    occupant = seats[event.seat - 1]
    assert occupant is not None and occupant.player == event.player, (
        f"seat {event.seat} is not {event.player}'s"
    )
    changed = list(seats)
    changed[event.seat - 1] = SeatState(occupant.player, occupant.stack + event.amount)
    return tuple(changed), 0


def correction_entry(event: StackCorrected) -> Entry:
    """The wager line a correction carries: the amount, and its effect on the house (a
    payment to the player is the house's loss)."""
    return Entry("correction", event.seat, abs(event.amount), -event.amount, event.hand)
