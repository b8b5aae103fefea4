"""What a Fiddler-Crab table screen shows (``casino.games.projection`` says what every game's
shares): each betting circle (who sits there, the bet, the split once set, the last result),
the dealer's hand with the rule that split it, and what the round waits for.

The dealer keeps a settled round's results up until the next round starts, though the state
forgets the round once it is settled: they come from the round's events, so a console opened
after the settlement shows the same as the one that settled it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games.fiddler_crab.types import (
    SEATS,
    BetSettled,
    DealerHandSet,
    FiddlerCrabState,
    HandSet,
    RoundEnded,
    RoundStarted,
    Split,
)
from casino.games.projection import since_last
from casino.games.spec import SeatState


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One betting circle."""

    number: int
    usable: bool
    """Within the table's seats (``rules.seats``); the others are not in play."""
    occupant: SeatState | None
    bet: int
    """The seat's bet in the round in play, else what lies on its circle."""
    riding: bool
    """A push under the ride rule: the bet plays the next round unchanged."""
    in_round: bool
    """The seat plays the round shown (the one in play, or the last one settled)."""
    round_on: bool
    """A round is in play."""
    split: Split | None
    result: BetSettled | None
    """The last round's result for this seat, shown until the next round starts."""


@dataclass(frozen=True, slots=True)
class DealerLine:
    split: Split | None
    rule: str | None
    """The house rule that split the dealer's hand (``best-large``...)."""
    last: bool
    """The hand is the last round's, shown after it was settled."""


@dataclass(frozen=True, slots=True)
class TableProjection:
    seats: tuple[SeatLine, ...]
    dealer: DealerLine
    round: int | None
    """The round in play; None between rounds."""
    next_round: int
    waiting: tuple[int, ...]
    """Seats of the round in play whose split is still to be set."""
    settled: int | None
    """Between rounds, the number of the last round whose results are shown."""


@dataclass(frozen=True, slots=True)
class SettledRound:
    """A round as its events tell it, once it ended."""

    number: int
    seats: tuple[int, ...]
    splits: Mapping[int, Split]
    dealer: DealerHandSet | None
    results: Mapping[int, BetSettled]


def round_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last round's start on: what the projection reads of ``events``."""
    return since_last(events, RoundStarted)


def settled_round(events: Sequence[Any]) -> SettledRound | None:
    """The last round of ``events`` if it was settled (not voided, not still in play)."""
    found = round_events(events)
    if not found or not any(isinstance(e, RoundEnded) for e in found):
        return None
    start = found[0]
    assert isinstance(start, RoundStarted)
    splits = {e.seat: (e.large, e.small) for e in found if isinstance(e, HandSet)}
    dealer = next((e for e in reversed(found) if isinstance(e, DealerHandSet)), None)
    results = {e.seat: e for e in found if isinstance(e, BetSettled)}
    return SettledRound(start.number, start.seats, splits, dealer, results)


def dealer_rule(events: Sequence[Any]) -> str | None:
    """The rule that split the dealer's hand in the round of ``events``, once it is set."""
    found = next((e for e in reversed(round_events(events)) if isinstance(e, DealerHandSet)), None)
    return found.rule if found is not None else None


def project(state: FiddlerCrabState, events: Sequence[Any] = ()) -> TableProjection:
    """The table screen's contents for ``state``; ``events`` are the table's recent events
    (any tail that holds the current or last round's events from its start)."""
    rnd = state.round
    last = settled_round(events) if rnd is None else None
    seats = []
    for number in SEATS:
        if rnd is not None:
            in_round = number in rnd.seats
            split = rnd.split_of(number) if in_round else None
            bet = rnd.bets[rnd.seats.index(number)] if in_round else state.bets[number - 1]
        else:
            in_round = last is not None and number in last.seats
            split = last.splits.get(number) if last is not None else None
            bet = state.bets[number - 1]
        seats.append(
            SeatLine(
                number=number,
                usable=number <= state.rules.seats,
                occupant=state.seat(number),
                bet=bet,
                riding=state.riding[number - 1],
                in_round=in_round,
                round_on=rnd is not None,
                split=split,
                result=last.results.get(number) if last is not None else None,
            )
        )
    if rnd is not None and rnd.dealer is not None:
        dealer = DealerLine(rnd.dealer, dealer_rule(events) or state.rules.dealer_sets, False)
    elif last is not None and last.dealer is not None:
        dealer = DealerLine((last.dealer.large, last.dealer.small), last.dealer.rule, True)
    else:
        dealer = DealerLine(None, None, False)
    waiting: tuple[int, ...] = ()
    if rnd is not None:
        waiting = tuple(s for s, split in zip(rnd.seats, rnd.splits, strict=True) if split is None)
    return TableProjection(
        tuple(seats),
        dealer,
        rnd.number if rnd is not None else None,
        state.rounds_dealt + 1 if rnd is None else rnd.number + 1,
        waiting,
        last.number if last is not None else None,
    )
