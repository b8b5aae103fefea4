"""Odd or Even: a toy game, whole, to show what a game writes on the seam and nothing more.

Players sit with chips, each bets on the die coming up odd or even, the console rolls one die
and the house pays even money to the right guesses and takes the wrong ones. It is the
worked example of ``docs/adding-a-game.md``; ``tests/test_doctests.py`` runs the session
below, so what the page shows is what the code does. (It is not in ``casino/games/``, so the
registry does not offer it on a floor.)

>>> engine = SPEC.engine
>>> state = engine.new_table(OddEvenRules())
>>> state, events = engine.decide(state, SeatPlayer(1, "Ann", 5000))
>>> engine.can(state, PlaceBet(1, 100, "odd"))
Refusal(kind='bet', reason='a bet is from 5.00 Cr to 100.00 Cr, not 1.00 Cr')
>>> engine.can(state, Roll())
Refusal(kind='roll', reason='nobody has bet: the die is rolled once a bet is down')
>>> state, events = engine.decide(state, PlaceBet(1, 1000, "odd"))
>>> [option.kind for option in engine.legal(state)]
['roll']
>>> rolled = SPEC.equipment.fill_random(state, Roll(), random.Random(3))
>>> rolled
Roll(face=2)
>>> state, events = engine.decide(state, rolled)
>>> for event in events:
...     print(SPEC.narrative.describe(event, state.rules, {1: "Ann"}))
Round 1: the die shows 2 (even)
Seat 1 (Ann) loses 10.00 Cr on odd
>>> [engine.ledger(state, event) for event in events]
[(), (Entry(kind='loss', seat=1, amount=1000, house=1000, hand=1),)]
>>> state.conserved, state.chips_on_table, state.house_win
(True, 4000, 1000)
>>> engine.phase(state)
TablePhase(hands_dealt=1, in_hand=False, in_match=False)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from casino.games import capabilities as cap
from casino.games import seating
from casino.games.capabilities import SeatLine, Summary
from casino.games.frozen import replacer
from casino.games.house_rules import MONEY, HouseRules, rule
from casino.games.narrative import seat_name
from casino.games.seating import AddChips, SeatingCommand, SeatingEvent, SeatPlayer, SeatState
from casino.games.spec import Entry, GameSpec, Option, RuleViolation
from casino.games.table import Stacks, TableEngine, handler_for, settle, whole_amount

# --- the rules: what a pit boss sets (the editor's form and the TOML come from these) --------


@dataclass(frozen=True)
class OddEvenRules(HouseRules):
    GAME: ClassVar[str] = "odd-even"
    UNUSED: ClassVar[frozenset[str]] = frozenset({"cards"})  # a die, no cards

    min_bet: int = rule(500, label="Minimum bet", help="The smallest bet.", kind=MONEY)
    max_bet: int = rule(10_000, label="Maximum bet", help="The largest bet.", kind=MONEY)


# --- the vocabulary: what a dealer enters and what the record keeps --------------------------
# Each class is stored under its name, so a class is never renamed; its fields are never
# reordered (the codec writes them in order). The seating commands and events are shared.


@dataclass(frozen=True, slots=True)
class PlaceBet:
    """``seat`` bets ``amount`` on the die coming up ``on`` (``odd`` or ``even``)."""

    KIND: ClassVar[str] = "bet"
    AMOUNT: ClassVar[str] = "amount"  # the field an Option's bounds are for
    seat: int
    amount: int
    on: str


@dataclass(frozen=True, slots=True)
class Roll:
    """The die is rolled: the console draws ``face`` (``SPEC.equipment.fill_random``)."""

    KIND: ClassVar[str] = "roll"
    face: int | None = None


@dataclass(frozen=True, slots=True)
class BetPlaced:
    seat: int
    amount: int
    on: str


@dataclass(frozen=True, slots=True)
class Rolled:
    number: int
    face: int


@dataclass(frozen=True, slots=True)
class BetSettled:
    seat: int
    amount: int
    on: str
    won: bool


Command = SeatingCommand | PlaceBet | Roll
Event = SeatingEvent | BetPlaced | Rolled | BetSettled


# --- the state: the fold of the events -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class OddEvenState(Stacks):
    """A table: its seats and money (``Stacks``), the bets down, rounds rolled and the
    house's result."""

    rules: OddEvenRules
    seats: tuple[SeatState | None, ...] = dataclasses.field(default=(None,) * 3, kw_only=True)
    bets: tuple[tuple[int, int, str], ...] = ()
    """(seat, amount, odd or even) of each bet down, in the order placed."""
    hands_dealt: int = 0
    house_win: int = 0

    @property
    def in_hand(self) -> bool:
        return False  # a roll settles at once: there is never a hand to void or wait for

    @property
    def in_play(self) -> int:
        return sum(amount for _seat, amount, _on in self.bets)

    @property
    def taken(self) -> int:
        return self.house_win


_state = replacer(OddEvenState)


# --- the engine: legal, decide, evolve, ledger ---------------------------------------------


def _no_bets_down(state: OddEvenState, what: str) -> None:
    if state.bets:
        raise RuleViolation(f"{what} once the bets down are settled")


SEATING = seating.Seating[OddEvenState](between=_no_bets_down, clocked=False)
"""Sitting down, adding chips and leaving, as every stack game does them."""


def legal(state: OddEvenState) -> list[Option]:
    rules, betting = state.rules, {seat for seat, _amount, _on in state.bets}
    found = [] if state.bets else SEATING.options(state, lambda _seat: True)
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is not None and seat not in betting and occupant.stack >= rules.min_bet:
            found.append(Option(PlaceBet.KIND, seat, rules.min_bet, min(rules.max_bet,
                                                                         occupant.stack)))
    if state.bets:
        found.append(Option(Roll.KIND))
    return found


def _bet(state: OddEvenState, cmd: PlaceBet) -> list[Event]:
    occupant = seating.require_occupied(state.seats, cmd.seat)
    rules, money = state.rules, state.rules.money
    if any(seat == cmd.seat for seat, _amount, _on in state.bets):
        raise RuleViolation(f"seat {cmd.seat} has a bet down already")
    if cmd.on not in ("odd", "even"):
        raise RuleViolation(f"a bet is on odd or even, not {cmd.on!r}")
    if not rules.min_bet <= cmd.amount <= rules.max_bet:
        raise RuleViolation(
            f"a bet is from {money(rules.min_bet)} to {money(rules.max_bet)}, not "
            f"{money(cmd.amount)}"
        )
    if cmd.amount > occupant.stack:
        raise RuleViolation(f"seat {cmd.seat} has {money(occupant.stack)}")
    return [BetPlaced(cmd.seat, cmd.amount, cmd.on)]


def _roll(state: OddEvenState, cmd: Roll) -> list[Event]:
    if not state.bets:
        raise RuleViolation("nobody has bet: the die is rolled once a bet is down")
    if cmd.face is None or not 1 <= cmd.face <= 6:
        raise RuleViolation(f"a die shows 1 to 6, not {cmd.face!r}")
    parity = "odd" if cmd.face % 2 else "even"
    settled = [BetSettled(seat, amount, on, on == parity) for seat, amount, on in state.bets]
    return [Rolled(state.hands_dealt + 1, cmd.face), *settled]


HANDLERS: dict[type, Callable[[OddEvenState, Any], Sequence[Event]]] = {
    **SEATING.handlers(),
    PlaceBet: _bet,
    Roll: _roll,
}
"""Each command's handler, by its class (a handler takes its own command class)."""


def decide(state: OddEvenState, command: Command) -> tuple[OddEvenState, tuple[Event, ...]]:
    """The events ``command`` causes and the state they fold to; ``RuleViolation`` says why
    not. Nothing here follows by itself, so ``settle`` only folds."""
    whole_amount(command)
    return settle(state, handler_for(HANDLERS, command, "Odd or Even")(state, command), evolve)


def _placed(state: OddEvenState, event: BetPlaced) -> OddEvenState:
    bet = (event.seat, event.amount, event.on)
    seats = seating.with_stack(state.seats, event.seat, -event.amount)
    return _state(state, seats=seats, bets=(*state.bets, bet))


def _settled(state: OddEvenState, event: BetSettled) -> OddEvenState:
    back = 2 * event.amount if event.won else 0
    seats = seating.with_stack(state.seats, event.seat, back) if back else state.seats
    bets = tuple(bet for bet in state.bets if bet[0] != event.seat)
    change = -event.amount if event.won else event.amount
    return _state(state, seats=seats, bets=bets, house_win=state.house_win + change)


evolve = seating.evolver(
    "Odd or Even",
    _state,
    {
        BetPlaced: _placed,
        Rolled: lambda state, event: _state(state, hands_dealt=event.number),
        BetSettled: _settled,
    },
)


def ledger(state: OddEvenState, event: Event) -> tuple[Entry, ...]:
    """A settled bet is the house's loss or win; a time charge or a correction is written
    as at every stack game."""
    if isinstance(event, BetSettled):
        house = -event.amount if event.won else event.amount
        kind = "win" if event.won else "loss"
        return (Entry(kind, event.seat, event.amount, house, state.hands_dealt),)
    return seating.entries(event, state.hands_dealt or None)


class OddEvenGame(TableEngine[OddEvenState, Command, Event, OddEvenRules]):
    title = "Odd or Even"
    rounds = "rounds"


GAME = OddEvenGame(OddEvenRules, OddEvenState, legal, decide, evolve, ledger)


# --- what the recall says, what the console draws, and a random player -----------------------


def describe(event: Event, rules: HouseRules, players: Mapping[int, str] | None = None) -> str:
    money = rules.money
    match event:
        case Rolled(number=number, face=face):
            return f"Round {number}: the die shows {face} ({'odd' if face % 2 else 'even'})"
        case BetPlaced(seat=seat, amount=amount, on=on):
            return f"{seat_name(seat, players)} bets {money(amount)} on {on}"
        case BetSettled(seat=seat, amount=amount, on=on, won=won):
            result = "wins" if won else "loses"
            return f"{seat_name(seat, players)} {result} {money(amount)} on {on}"
    return type(event).__name__  # a seating event: a real game words them with narrative.Teller


def summarise(state: OddEvenState) -> Summary:
    bets = {seat: amount for seat, amount, _on in state.bets}
    seats = tuple(
        SeatLine(seat, s.player, s.stack, bets.get(seat, 0))
        for seat, s in enumerate(state.seats, start=1)
        if s is not None
    )
    return Summary(seats, (("House", state.rules.money(state.house_win)),))


def fill_random(_state: OddEvenState, command: Command, rng: random.Random) -> Command:
    """The console rolls: a roll that brings its face is refused, as a dealer's would be."""
    if not isinstance(command, Roll):
        return command
    if command.face is not None:
        raise RuleViolation("the console rolls the die; a roll brings no face")
    return Roll(rng.randint(1, 6))


def player(state: OddEvenState, rng: random.Random) -> Command:
    """A busy table: seats filled, every seated player betting, then the roll."""
    for option in legal(state):
        if option.kind == PlaceBet.KIND and option.seat is not None:
            return PlaceBet(option.seat, option.low, rng.choice(("odd", "even")))
    if state.bets:
        return Roll()
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is None:
            return SeatPlayer(seat, seating.random_player_name(state.seats, rng), 5000)
        if occupant.stack < state.rules.min_bet:
            return AddChips(seat, 5000)
    raise AssertionError("a full table with chips always bets")


SPEC = GameSpec(
    name=OddEvenRules.GAME,
    title="Odd or Even",
    colour="#446688",
    rules_type=OddEvenRules,
    engine=GAME,
    vocabulary=cap.Vocabulary.of(Command, Event),
    ledger_spec=cap.Ledger(kinds=("win", "loss", "time_charge", "correction"),
                           handle=("win", "loss")),
    narrative=cap.Narrative(describe, summarise),
    equipment=cap.Equipment(fill_random, lambda _rules: "electronic die", cap.never_sealed,
                            cap.nothing_dealt),
    demo=cap.Demo(player, lambda _n: OddEvenRules()),
)

