"""Random play through a game's engine: what the games' simulators share.

A simulator plays commands its game's random player draws (``casino simulate <game>``,
``bench/``, the property tests) and keeps a tally of what happened. Every tally counts the
commands and the events they caused and keeps the table as the run left it (``Played``);
the game counts the rest from each command's events (``record``; ``Audited`` counts event by
event and checks the table's chips after every command), and says when a run has played
enough. ``play`` is the loop. A pot game's tally counts its pots alike
(``PotsPlayed``), and a table whose players hold stacks is kept busy between hands alike
(``between_hands``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Generic, Protocol, TypeVar

from casino.games.seating import AddChips, LeaveSeat, SeatPlayer, random_player_name
from casino.games.spec import SeatState
from casino.games.table import Stacks

S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")

P = TypeVar("P", bound="Played[Any, Any]")
"""A game's tally, whatever its table and events: ``play`` returns it as it was given."""

LEAVING = 0.02
"""The chance, each time a hand may start, that a player of three or more leaves."""


@dataclass(kw_only=True)
class Played(Generic[S, E]):
    """What every run counts: the commands sent and the events they caused, and the table as
    the run left it. A game's tally adds its own counts in ``record``."""

    commands: int = 0
    events: int = 0
    state: S | None = field(default=None, repr=False)

    @property
    def table(self) -> S:
        """The table as the run left it."""
        assert self.state is not None, "the run has not been played"
        return self.state

    def took(self, state: S, events: tuple[E, ...]) -> None:
        """Count one command, its ``events`` and the ``state`` they left."""
        self.commands += 1
        self.events += len(events)
        self.record(state, events)

    def record(self, state: S, events: tuple[E, ...]) -> None:
        """Count what the game counts of one command's events and the table they left."""


SC = TypeVar("SC", bound=Stacks)


@dataclass(kw_only=True)
class Audited(Played[SC, E]):
    """A run that counts event by event (``count``) and checks after every command that the
    table's chips add up: a command after which they do not is counted, never hidden."""

    money_errors: int = 0

    def record(self, state: SC, events: tuple[E, ...]) -> None:
        for event in events:
            self.count(event)
        self.money_errors += not state.conserved

    def count(self, event: E) -> None:
        """Count what the game counts of one event."""


def play(
    tally: P,
    state: S,
    execute: Callable[[S, C], tuple[S, tuple[E, ...]]],
    next_command: Callable[[S, Random], C],
    seed: int,
    enough: Callable[[P], bool],
) -> P:
    """Execute ``next_command``'s commands (drawn with a random source seeded ``seed``) from
    ``state`` until ``tally`` has ``enough``, counting each in it; the table the run leaves
    is ``tally.state``."""
    rng = Random(seed)
    while not enough(tally):
        state, events = execute(state, next_command(state, rng))
        tally.took(state, events)
    tally.state = state
    return tally


class PotAward(Protocol):
    """What a pot game's tally reads of a pot awarded."""

    @property
    def pot(self) -> int:
        """0 for the main pot, then each side pot."""
        ...

    @property
    def amount(self) -> int: ...

    @property
    def shares(self) -> tuple[tuple[int, int], ...]: ...

    @property
    def uncontested(self) -> bool: ...


@dataclass(kw_only=True)
class PotsPlayed(Played[S, E]):
    """A pot game's run: its hands, and the pots they awarded."""

    hands: int = 0
    pots: int = 0
    side_pots: int = 0
    split_pots: int = 0
    uncontested: int = 0
    """Hands won with nobody left to contest them (everyone else folded)."""
    showdowns: int = 0
    largest_pot: int = 0

    def hand_ended(self, awards: Sequence[PotAward]) -> None:
        """Count a hand that ended awarding ``awards`` (the command that ends a hand awards its
        pots)."""
        self.hands += 1
        for award in awards:
            self.pots += 1
            self.side_pots += award.pot > 0
            self.split_pots += len(award.shares) > 1
            self.largest_pot = max(self.largest_pot, award.amount)
        if awards and awards[0].uncontested:
            self.uncontested += 1
        elif awards:
            self.showdowns += 1


def between_hands(
    seats: Sequence[SeatState | None],
    rng: Random,
    *,
    players: int,
    buy_in: int,
    short_of: int,
    joining: bool = True,
    leaving: bool = True,
) -> SeatPlayer | AddChips | LeaveSeat | None:
    """What a busy table's random players do before the next hand: sit down while fewer than
    ``players`` sit (where the table is ``joining``), buy ``buy_in`` more for a stack below
    ``short_of``, and now and then (``LEAVING``) one of three or more leaves (where the table
    lets players ``leave``); None when the hand may be dealt."""
    seated = [seat for seat, occupant in enumerate(seats, start=1) if occupant is not None]
    empty = [seat for seat, occupant in enumerate(seats, start=1) if occupant is None]
    if joining and len(seated) < players and empty:
        return SeatPlayer(empty[0], random_player_name(seats, rng), buy_in)
    for seat in seated:
        occupant = seats[seat - 1]
        if occupant is not None and occupant.stack < short_of:
            return AddChips(seat, buy_in)
    if leaving and len(seated) > 2 and rng.random() < LEAVING:
        return LeaveSeat(rng.choice(seated))
    return None
