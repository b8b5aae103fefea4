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

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from casino.games.frozen import replacer
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


@dataclass(frozen=True, slots=True)
class CollectTimeCharge:
    """The dealer collects the half-hour time charge from every seated player (between
    hands, or between a match's deals)."""

    KIND: ClassVar[str] = "time-charge"


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
class TimeCharged:
    """A seated player paid the time charge (``time_charges`` makes them; ``on_time_charged``
    folds them). Each game stores it under its own tag, ``TimeCharged``."""

    seat: int
    amount: int


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


def random_player_name(seats: Sequence[SeatState | None], rng: random.Random) -> str:
    """A name for a random player (the demo, the soak, the tests) that nobody at the table
    already sits under: a name drawn again when it is taken, so a random player never sends a
    seating the table refuses. The first draw is kept when it is free, so a stream that never
    met a taken name is the same as before."""
    taken = {s.player for s in seats if s is not None}
    while True:
        name = f"Player {rng.randint(1, 10**6)}"
        if name not in taken:
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


# --- the seating of a game whose players hold stacks (the pool games) --------------------------
#
# Checks and folds that every such game makes alike. ``seats`` is the state's tuple of seats
# (index ``seat - 1``); a game calls these from its own handlers, after its own checks (between
# hands, its joining rule, its most players), and folds the events with the ``on_*`` functions,
# given its state's replacer (``casino.games.frozen.replacer``).

T = TypeVar("T")
_restacked = replacer(SeatState)


def require_seat(seats: Sequence[SeatState | None], seat: int) -> None:
    if not 1 <= seat <= len(seats):
        raise RuleViolation(f"there is no seat {seat}: seats are numbered 1 to {len(seats)}")


def require_occupied(seats: Sequence[SeatState | None], seat: int) -> SeatState:
    require_seat(seats, seat)
    occupant = seats[seat - 1]
    if occupant is None:
        raise RuleViolation(f"seat {seat} is empty")
    return occupant


def seat_player(
    seats: Sequence[SeatState | None], cmd: SeatPlayer, money: Callable[[int], str]
) -> PlayerSeated:
    """A player sits at a free seat under a name not already at the table, with chips."""
    require_seat(seats, cmd.seat)
    if seats[cmd.seat - 1] is not None:
        raise RuleViolation(f"seat {cmd.seat} is taken")
    name = new_player_name(seats, cmd.player)
    require_chips(cmd.chips, "a buy-in", money)
    return PlayerSeated(cmd.seat, name, cmd.chips)


def add_chips(
    seats: Sequence[SeatState | None], cmd: AddChips, money: Callable[[int], str]
) -> ChipsAdded:
    require_occupied(seats, cmd.seat)
    require_chips(cmd.chips, "chips added", money)
    return ChipsAdded(cmd.seat, cmd.chips)


def leave_seat(seats: Sequence[SeatState | None], cmd: LeaveSeat) -> PlayerLeft:
    occupant = require_occupied(seats, cmd.seat)
    return PlayerLeft(cmd.seat, occupant.player, occupant.stack)


def time_charges(
    seats: Sequence[SeatState | None], charge: int, charged: Callable[[int, int], T]
) -> list[T]:
    """The time charge from every seated player with chips (what a stack holds, at most the
    charge), as the game's ``charged(seat, amount)`` events."""
    if charge <= 0:
        raise RuleViolation("this table has no time charge")
    events = [
        charged(seat, min(charge, occupant.stack))
        for seat, occupant in enumerate(seats, start=1)
        if occupant is not None and occupant.stack > 0
    ]
    if not events:
        raise RuleViolation("nobody seated has chips to pay the time charge")
    return events


def seating_problems(seats: Sequence[SeatState | None], players: int, what: str) -> list[str]:
    """Why ``what`` (a deal, a game) cannot start for want of its players: a seat beyond
    what the rules seat still taken, or one of theirs empty (a game played by a fixed
    number of players)."""
    beyond = [str(seat) for seat, s in enumerate(seats, start=1) if s and seat > players]
    if beyond:
        return [
            f"these rules seat {players} players: seat {', '.join(beyond)} "
            f"{'leaves' if len(beyond) == 1 else 'leave'} first"
        ]
    empty = [str(seat) for seat, s in enumerate(seats, start=1) if s is None]
    if empty:
        return [
            f"{what} needs all {players} players seated; seat {', '.join(empty)} "
            f"{'is' if len(empty) == 1 else 'are'} empty"
        ]
    return []


def seating_move(
    seats: Sequence[SeatState | None],
    players: int,
    names: Sequence[str],
    buy_in: int,
    short: bool,
) -> SeatPlayer | LeaveSeat | AddChips | None:
    """What a busy table of a fixed number of players does before its next deal or game (the
    random players of the demo, the soak and the tests): a player seated beyond what the
    rules seat leaves, an empty seat is taken, and when a stack is ``short`` of what the next
    one can cost, the smallest buys ``buy_in`` more; None when the table is ready."""
    stacks: dict[int, int] = {}
    for seat, occupant in enumerate(seats, start=1):
        if seat > players and occupant is not None:
            return LeaveSeat(seat)  # seated before the rules seated fewer
        if occupant is None:
            return SeatPlayer(seat, names[seat - 1], buy_in)
        stacks[seat] = occupant.stack
    if short:
        return AddChips(min(stacks, key=stacks.__getitem__), buy_in)
    return None


def sized(seats: tuple[SeatState | None, ...], players: int) -> tuple[SeatState | None, ...]:
    """One seat per player the rules seat, and any seat beyond them still taken: rules for
    fewer players leave those players their seats and stacks until they leave."""
    last = max([players] + [seat for seat, s in enumerate(seats, start=1) if s is not None])
    return (*seats[:last], *(None,) * (last - len(seats)))


def with_stack(
    seats: tuple[SeatState | None, ...], seat: int, delta: int
) -> tuple[SeatState | None, ...]:
    """The seats with ``delta`` added to ``seat``'s stack."""
    occupant = seats[seat - 1]
    assert occupant is not None, f"seat {seat} is empty"
    return (*seats[: seat - 1], _restacked(occupant, stack=occupant.stack + delta), *seats[seat:])


def on_seated(replace: Callable[..., Any], state: Any, event: PlayerSeated) -> Any:
    seats = list(state.seats)
    seats[event.seat - 1] = SeatState(event.player, event.chips)
    return replace(state, seats=tuple(seats), bought_in=state.bought_in + event.chips)


def on_chips_added(replace: Callable[..., Any], state: Any, event: ChipsAdded) -> Any:
    return replace(state, seats=with_stack(state.seats, event.seat, event.chips),
                   bought_in=state.bought_in + event.chips)


def on_left(replace: Callable[..., Any], state: Any, event: PlayerLeft) -> Any:
    seats = list(state.seats)
    seats[event.seat - 1] = None
    return replace(state, seats=tuple(seats), cashed_out=state.cashed_out + event.chips)


def on_corrected(replace: Callable[..., Any], state: Any, event: StackCorrected) -> Any:
    seats, away = corrected_seats(state.seats, event)
    return replace(state, seats=seats, cashed_out=state.cashed_out + away,
                   corrections=state.corrections + event.amount)


def on_time_charged(replace: Callable[..., Any], state: Any, event: Any) -> Any:
    """A ``TimeCharged`` folded: the stack pays the house."""
    return replace(state, seats=with_stack(state.seats, event.seat, -event.amount),
                   time_charges=state.time_charges + event.amount)
