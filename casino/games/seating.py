"""Seats and chips: the commands and events every table with player stacks shares, and the
one code that decides and folds them.

A player sits with a buy-in, may buy more chips between hands and leaves with the stack,
paying the time charge owed at a table that charges one. A game says only when each is
allowed and what else it checks (``Seating``: between its hands, its joining rule, a bet
riding on the circle); the checks, the refusals, the events and their folds are written here
once, so the ledger and the console treat seating the same way at every table.

One more event moves a stack without a command of the dealer's: ``StackCorrected``, an
approved correction of a settled hand that the services write between hands
(``casino.services.tables.corrections``). Every game with stacks folds it with ``corrected_seats``
and carries its wager line with ``correction_entry``, so a correction is in the table's
chain and ``casino verify`` recomputes it like any other line.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from casino.games.frozen import added, replacer
from casino.games.revenue import (
    PERIOD_MINUTES,
    Due,
    HouseRevenue,
    clock_text,
    clock_time,
    periods_begun,
)
from casino.games.spec import Entry, Option, RuleViolation, require_whole
from casino.games.spec import SeatState as SeatState  # seating shapes, re-exported
from casino.games.voids import VoidedReturning
from casino.i18n import N_, _, ngettext

# --- commands --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """A player sits down with ``chips``. ``at``: when, stamped by the service from the
    record's clock (never brought by a console): a time charge is owed from then."""

    KIND: ClassVar[str] = "seat"
    AMOUNT: ClassVar[str] = "chips"
    seat: int
    player: str
    chips: int
    at: str | None = added(None)


@dataclass(frozen=True, slots=True)
class AddChips:
    """A seated player buys more chips (table stakes: between hands only)."""

    KIND: ClassVar[str] = "add-chips"
    AMOUNT: ClassVar[str] = "chips"
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class LeaveSeat:
    """A player leaves the table and takes their stack, after paying the time charge they
    owe at ``at`` (stamped by the service, as a seating is)."""

    KIND: ClassVar[str] = "leave"
    seat: int
    at: str | None = added(None)


@dataclass(frozen=True, slots=True)
class CollectTimeCharge:
    """The dealer collects the time charge each seated player owes at ``at`` (between hands,
    or between a match's deals): every period begun since the seat sat down or since the end
    of the last period it paid for. ``at`` is stamped by the service from the record's clock;
    a console sends the command without it."""

    KIND: ClassVar[str] = "time-charge"
    at: str | None = added(None)


CLOCKED = (SeatPlayer, LeaveSeat, CollectTimeCharge)
"""The commands the service stamps with the record's time (``at``) before the engine sees
them: what a seat owes in time charges is counted from them."""


# --- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerSeated:
    seat: int
    player: str
    chips: int
    at: str | None = added(None)
    """When the player sat (ISO 8601 UTC): the seat's first period of a time charge begins
    then. None in a seating recorded before times were."""


@dataclass(frozen=True, slots=True)
class ChipsAdded:
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class TimeCharged:
    """A seated player paid the time charge (``time_charges`` makes them; ``on_time_charged``
    folds them). Each game stores it under its own tag, ``TimeCharged``. ``periods``: how
    many periods it pays for; ``paid_to``: the end of the last of them (ISO 8601 UTC), from
    which the seat owes again. A charge recorded before the clock counted them paid one
    period and says nothing of its end."""

    seat: int
    amount: int
    periods: int = added(1)
    paid_to: str | None = added(None)


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


SeatingCommand = SeatPlayer | AddChips | LeaveSeat | CollectTimeCharge
"""The seating commands, for a game's ``Command`` union (``Command = SeatingCommand | ...``)."""

SeatingEvent = PlayerSeated | ChipsAdded | PlayerLeft | TimeCharged | StackCorrected
"""The seating events, for a game's ``Event`` union."""


# --- the checks every game makes --------------------------------------------------------------


def new_player_name(seats: Sequence[SeatState | None], player: str) -> str:
    """The name a player sits under: not blank, and not already at the table."""
    name = player.strip()
    if not name:
        raise RuleViolation(_("a player needs a name"))
    if any(s is not None and s.player == name for s in seats):
        raise RuleViolation(_("{player} is already seated at this table").format(player=name))
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
    """A buy-in or top-up: a whole number of minor units, more than 0 (``what`` marked with
    ``N_`` where it is written)."""
    require_whole(amount, what)
    assert isinstance(amount, int)
    if amount <= 0:
        raise RuleViolation(
            _("{what} must be more than 0, not {amount}").format(what=_(what), amount=money(amount))
        )


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
    # The seat keeps when its next unpaid period began: a correction moves chips, not time.
    changed[event.seat - 1] = _restacked(occupant, stack=occupant.stack + event.amount)
    return tuple(changed), 0


def correction_entry(event: StackCorrected) -> Entry:
    """The wager line a correction carries: the amount, and its effect on the house (a
    payment to the player is the house's loss)."""
    return Entry("correction", event.seat, abs(event.amount), -event.amount, event.hand)


def entries(event: object, hand: int | None) -> tuple[Entry, ...]:
    """The wager lines of the records every stack game keeps alike: a time charge (the
    house's, taken in hand, game or deal ``hand``), a correction (``correction_entry``) and
    a void's chips given back to the stacks; none for the others, which move no money in or
    out of play."""
    match event:
        case TimeCharged(seat=seat, amount=amount):
            return (Entry("time_charge", seat, amount, amount, hand),)
        case StackCorrected():
            return (correction_entry(event),)
        case VoidedReturning(number=number, returned=returned):
            return tuple(Entry("void_return", seat, amount, 0, number) for seat, amount in returned)
    return ()


# --- the checks and folds every such game makes alike ----------------------------------------
#
# ``seats`` is the state's tuple of seats (index ``seat - 1``). ``Seating`` below runs the
# checks after the game's own; ``folds`` folds the events with the ``on_*`` functions, given the
# state's replacer (``casino.games.frozen.replacer``).

_restacked = replacer(SeatState)


def require_seat(seats: Sequence[SeatState | None], seat: int) -> None:
    if not 1 <= seat <= len(seats):
        raise RuleViolation(
            _("there is no seat {seat}: seats are numbered 1 to {count}").format(
                seat=seat, count=len(seats)
            )
        )


def require_occupied(seats: Sequence[SeatState | None], seat: int) -> SeatState:
    require_seat(seats, seat)
    occupant = seats[seat - 1]
    if occupant is None:
        raise RuleViolation(_("seat {seat} is empty").format(seat=seat))
    return occupant


def seat_player(
    seats: Sequence[SeatState | None], cmd: SeatPlayer, money: Callable[[int], str]
) -> PlayerSeated:
    """A player sits at a free seat under a name not already at the table, with chips."""
    require_seat(seats, cmd.seat)
    if seats[cmd.seat - 1] is not None:
        raise RuleViolation(_("seat {seat} is taken").format(seat=cmd.seat))
    name = new_player_name(seats, cmd.player)
    require_chips(cmd.chips, N_("a buy-in"), money)
    return PlayerSeated(cmd.seat, name, cmd.chips, cmd.at)


def add_chips(
    seats: Sequence[SeatState | None], cmd: AddChips, money: Callable[[int], str]
) -> ChipsAdded:
    require_occupied(seats, cmd.seat)
    require_chips(cmd.chips, N_("chips added"), money)
    return ChipsAdded(cmd.seat, cmd.chips)


def owed(
    seats: Sequence[SeatState | None], charge: int, minutes: int, now: datetime
) -> list[Due]:
    """What each seat owes in time charges at ``now``: every period of ``minutes`` begun
    since the seat sat down or since the end of the last period it paid for. A seat taken
    before times were recorded owes one period, begun ``now``. The console shows this list;
    collecting takes it (at most what each stack holds)."""
    if charge <= 0:
        return []
    found = []
    for seat, occupant in enumerate(seats, start=1):
        if occupant is None:
            continue
        since = clock_time(occupant.since) if occupant.since is not None else now
        periods = periods_begun(since, now, minutes)
        if periods > 0:
            paid_to = since + periods * timedelta(minutes=minutes)
            found.append(Due(seat, occupant.player, since, periods, periods * charge, paid_to))
    return found


def _charged(due: Due, stack: int, charge: int, minutes: int) -> TimeCharged | None:
    """What a seat pays of ``due`` from its ``stack``: every period it can pay for, the last
    one with what is left when the stack is short of it; None with no chips."""
    if stack <= 0:
        return None
    periods = min(due.periods, -(-stack // charge))
    amount = min(periods * charge, stack)
    paid_to = due.since + periods * timedelta(minutes=minutes)
    return TimeCharged(due.seat, amount, periods, clock_text(paid_to))


def _clock(at: str | None, what: str) -> datetime:
    if at is None:
        raise RuleViolation(
            _("{what} is figured by the clock, and this command came without its time").format(
                what=_(what) if what else what
            )
        )
    try:
        return clock_time(at)
    except ValueError:
        raise RuleViolation(_("{time} is not a time").format(time=repr(at))) from None


def leave_seat(
    seats: Sequence[SeatState | None], cmd: LeaveSeat, charge: int = 0,
    minutes: int = PERIOD_MINUTES,
) -> list[TimeCharged | PlayerLeft]:
    """A player leaves with their stack, after paying (at a table with a time charge) what
    they owe at ``cmd.at``: the charge first, then the rest of the stack cashed out."""
    occupant = require_occupied(seats, cmd.seat)
    if charge <= 0:
        return [PlayerLeft(cmd.seat, occupant.player, occupant.stack)]
    now = _clock(cmd.at, N_("what a leaving player owes"))
    alone = [s if seat == cmd.seat else None for seat, s in enumerate(seats, start=1)]
    dues = owed(alone, charge, minutes, now)  # this seat's, if it owes
    charged = [p for d in dues if (p := _charged(d, occupant.stack, charge, minutes))]
    left = PlayerLeft(cmd.seat, occupant.player, occupant.stack - sum(p.amount for p in charged))
    return [*charged, left]


def time_charges(
    seats: Sequence[SeatState | None], charge: int, minutes: int, at: str | None
) -> list[TimeCharged]:
    """The time charge every seat owes at ``at`` (``owed``), each taken from its stack: a
    seat that paid for the period under way pays nothing, and one that has owed three
    periods pays three. Refused when nobody owes anything (a second press)."""
    if charge <= 0:
        raise RuleViolation(_("this table has no time charge"))
    now = _clock(at, N_("a time charge"))
    dues = owed(seats, charge, minutes, now)
    events = []
    for due in dues:
        occupant = seats[due.seat - 1]
        assert occupant is not None
        paid = _charged(due, occupant.stack, charge, minutes)
        if paid is not None:
            events.append(paid)
    if not events:
        if dues:
            broke = ", ".join(str(d.seat) for d in dues)
            raise RuleViolation(
                ngettext(
                    "the time charge is due: seat {seats} owes it but has no chips to pay it; "
                    "chips are added, or the player leaves",
                    "the time charge is due: seats {seats} owe it but have no chips to pay it; "
                    "chips are added, or the player leaves",
                    len(dues),
                ).format(seats=broke)
            )
        raise RuleViolation(
            _(
                "nobody owes a time charge now: every seated player has paid for the period "
                "under way"
            )
        )
    return events


def clock_brought(
    seats: Sequence[SeatState | None], command: object, charge: int, minutes: int
) -> bool:
    """Whether a command the clock decides brings what it must, at a table charging
    ``charge`` per ``minutes``: a leaving its time, and a time charge its time and a seat
    that owes and can pay. Any other command: True. What a console offers (``legal``) cannot
    say this, since it has no clock: a test asks it besides."""
    if charge <= 0 or not isinstance(command, LeaveSeat | CollectTimeCharge):
        return True
    try:
        now = _clock(command.at, "")
    except RuleViolation:
        return False
    if isinstance(command, LeaveSeat):
        return True
    return any(
        (occupant := seats[due.seat - 1]) is not None and occupant.stack > 0
        for due in owed(seats, charge, minutes, now)
    )


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


def with_stack(
    seats: tuple[SeatState | None, ...], seat: int, delta: int
) -> tuple[SeatState | None, ...]:
    """The seats with ``delta`` added to ``seat``'s stack."""
    occupant = seats[seat - 1]
    assert occupant is not None, f"seat {seat} is empty"
    return (*seats[: seat - 1], _restacked(occupant, stack=occupant.stack + delta), *seats[seat:])


def with_stacks(
    seats: tuple[SeatState | None, ...], moves: Iterable[tuple[int, int]]
) -> tuple[SeatState | None, ...]:
    """The seats with each ``(seat, amount)`` added to its stack (taken, when negative)."""
    for seat, amount in moves:
        seats = with_stack(seats, seat, amount)
    return seats


class StackTable(Protocol):
    """What the seating folds read of a state (``casino.games.table.Stacks`` keeps them)."""

    @property
    def seats(self) -> tuple[SeatState | None, ...]: ...

    @property
    def bought_in(self) -> int: ...

    @property
    def cashed_out(self) -> int: ...

    @property
    def time_charges(self) -> int: ...

    @property
    def corrections(self) -> int: ...


T = TypeVar("T", bound=StackTable)
Fold = Callable[[T, Any], T]
"""A fold of one event (of any of the game's classes) into the game's state."""


def on_seated(replace: Callable[..., T], state: T, event: PlayerSeated) -> T:
    seats = list(state.seats)
    seats[event.seat - 1] = SeatState(event.player, event.chips, event.at)
    return replace(state, seats=tuple(seats), bought_in=state.bought_in + event.chips)


def on_chips_added(replace: Callable[..., T], state: T, event: ChipsAdded) -> T:
    return replace(state, seats=with_stack(state.seats, event.seat, event.chips),
                   bought_in=state.bought_in + event.chips)


def on_left(replace: Callable[..., T], state: T, event: PlayerLeft) -> T:
    seats = list(state.seats)
    seats[event.seat - 1] = None
    return replace(state, seats=tuple(seats), cashed_out=state.cashed_out + event.chips)


def on_corrected(replace: Callable[..., T], state: T, event: StackCorrected) -> T:
    seats, away = corrected_seats(state.seats, event)
    return replace(state, seats=seats, cashed_out=state.cashed_out + away,
                   corrections=state.corrections + event.amount)


def on_time_charged(replace: Callable[..., T], state: T, event: TimeCharged) -> T:
    """A ``TimeCharged`` folded: the stack pays the house, and the seat owes again from the
    end of the periods it paid for."""
    seats = with_stack(state.seats, event.seat, -event.amount)
    if event.paid_to is not None:
        occupant = seats[event.seat - 1]
        assert occupant is not None
        seats = (*seats[: event.seat - 1], _restacked(occupant, since=event.paid_to),
                 *seats[event.seat:])  # fmt: skip
    return replace(state, seats=seats, time_charges=state.time_charges + event.amount)


# --- a game's seating, declared once -----------------------------------------------------------


class Priced(Protocol):
    """Rules that tell an amount in their currency (``HouseRules.money``)."""

    def money(self, minor: int) -> str: ...


class Seated(Protocol):
    """What ``Seating`` reads of a state: its seats and the rules its money is told in."""

    @property
    def seats(self) -> tuple[SeatState | None, ...]: ...

    @property
    def rules(self) -> Priced: ...


State = TypeVar("State", bound=Seated)


def no_check(_state: object, _command: object) -> None:
    """A game's check that lets every seating command through."""


def _no_refusal(_state: object) -> str | None:
    return None


def no_charge(_state: object) -> tuple[int, int]:
    """The time charge of a table that charges none."""
    return 0, PERIOD_MINUTES


class Revenued(Protocol):
    def house_revenue(self) -> HouseRevenue: ...


class Charging(Protocol):
    @property
    def rules(self) -> Revenued: ...


def time_charge(state: Charging) -> tuple[int, int]:
    """The time charge the table's rules set, per period, and the period's minutes (0 where
    the house takes a rake or a fee instead)."""
    revenue = state.rules.house_revenue()
    return revenue.time_charge, revenue.time_period_minutes


def _every_seat(state: Seated) -> Sequence[SeatState | None]:
    return state.seats


@dataclass(frozen=True)
class Seating(Generic[State]):
    """The four seating commands of a game whose players hold stacks, from what is the game's
    own: when seating may change (``between`` raises, naming ``what`` is refused), the seats a
    new player may take (``open_seats``: all of them, or the first the rules seat), any check
    of its own before a seating, a top-up or a leaving (``may_sit``, ``may_add``,
    ``may_leave``: a match under way, a seat beyond what the rules seat), and its time charge
    (``charge``: per period and the period's minutes; 0 where it has none, and ``no_time``
    the refusal where the rules charge otherwise).

    ``handlers()`` are the commands' handlers for the game's ``decide``, ``options()`` the
    seating its ``legal`` offers between hands, and ``folds(replace)`` the seating events'
    folds for its ``evolve``: every game seats, tops up, lets a player go and charges time by
    this one code."""

    between: Callable[[State, str], None]
    charge: Callable[[State], tuple[int, int]] = no_charge
    open_seats: Callable[[State], Sequence[SeatState | None]] = _every_seat
    may_sit: Callable[[State, SeatPlayer], None] = no_check
    may_add: Callable[[State, AddChips], None] = no_check
    may_leave: Callable[[State, LeaveSeat], None] = no_check
    no_time: Callable[[State], str | None] = _no_refusal
    sitting: str = N_("players sit down")
    """How the refusal of a seating mid-hand words it (``players join``, marked with
    ``N_``)."""
    clocked: bool = True
    """Whether a seating keeps the time it was made (``at``), from which the seat owes a time
    charge. A game that charges no time at all keeps none: its seatings were always stored
    without one."""

    def seat(self, state: State, cmd: SeatPlayer) -> list[PlayerSeated]:
        self.between(state, self.sitting)
        self.may_sit(state, cmd)
        seated = seat_player(self.open_seats(state), cmd, state.rules.money)
        return [seated if self.clocked else _unclocked(seated)]

    def add(self, state: State, cmd: AddChips) -> list[ChipsAdded]:
        self.between(state, N_("chips are added"))
        self.may_add(state, cmd)
        return [add_chips(state.seats, cmd, state.rules.money)]

    def leave(self, state: State, cmd: LeaveSeat) -> list[TimeCharged | PlayerLeft]:
        self.between(state, N_("players leave"))
        self.may_leave(state, cmd)
        charge, minutes = self.charge(state)
        return leave_seat(state.seats, cmd, charge, minutes)

    def collect(self, state: State, cmd: CollectTimeCharge) -> list[TimeCharged]:
        self.between(state, N_("the time charge is collected"))
        refused = self.no_time(state)
        if refused is not None:
            raise RuleViolation(refused)  # in the language spoken: ``no_time`` words it
        charge, minutes = self.charge(state)
        return time_charges(state.seats, charge, minutes, cmd.at)

    def handlers(self) -> dict[type, Callable[[State, Any], Sequence[SeatingEvent]]]:
        """The handlers of ``SeatPlayer``, ``AddChips``, ``LeaveSeat`` and
        ``CollectTimeCharge``, for the game's table of handlers."""
        return {
            SeatPlayer: self.seat,
            AddChips: self.add,
            LeaveSeat: self.leave,
            CollectTimeCharge: self.collect,
        }

    def options(
        self, state: State, open_seat: Callable[[int], bool], *, may_leave: bool = True
    ) -> list[Option]:
        """The seating the table offers between hands, seat by seat: an empty seat
        ``open_seat`` allows is taken with a buy-in, a player tops up or (``may_leave``)
        leaves; and where the table charges time, the time charge while a stack can pay it."""
        found: list[Option] = []
        for seat, occupant in enumerate(state.seats, start=1):
            if occupant is None:
                if open_seat(seat):
                    found.append(Option(SeatPlayer.KIND, seat, 1, None))
                continue
            found.append(Option(AddChips.KIND, seat, 1, None))
            if may_leave:
                found.append(Option(LeaveSeat.KIND, seat))
        charge, _minutes = self.charge(state)
        if charge > 0 and any(s is not None and s.stack > 0 for s in state.seats):
            found.append(Option(CollectTimeCharge.KIND))
        return found

    def brought(self, state: State, command: object) -> bool:
        """Whether a command the clock decides brings its time (``clock_brought``)."""
        charge, minutes = self.charge(state)
        return clock_brought(state.seats, command, charge, minutes)


def _unclocked(seated: PlayerSeated) -> PlayerSeated:
    return PlayerSeated(seated.seat, seated.player, seated.chips)


def folds(replace: Callable[..., T]) -> dict[type, Fold[T]]:
    """The folds of the seating events (seated, chips added, left, time charged, corrected)
    for a state with ``Stacks``'s fields, given its replacer: every game folds them alike."""
    return {
        PlayerSeated: partial(on_seated, replace),
        ChipsAdded: partial(on_chips_added, replace),
        PlayerLeft: partial(on_left, replace),
        TimeCharged: partial(on_time_charged, replace),
        StackCorrected: partial(on_corrected, replace),
    }


def evolver(title: str, replace: Callable[..., T], own: Mapping[type, Fold[T]]) -> Fold[T]:
    """A game's ``evolve``: its own folds and the seating ones, by the event's class; an
    event of no class of the game's is refused, naming the game."""
    table = {**folds(replace), **own}

    def evolve(state: T, event: object) -> T:
        on = table.get(type(event))
        if on is None:
            raise TypeError(f"not a {title} event: {event!r}")
        return on(state, event)

    return evolve
