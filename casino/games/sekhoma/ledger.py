"""The wager-log lines of Sekhoma's events: every ante, bet, call, raise and all-in, every
returned bet, the rake, each share of each pot, the time charge and a void's returns.

Sekhoma is a pool game: players win each other's money and the house keeps only the rake and
the time charge, so those are the only lines with a ``house`` effect (with a correction of a
settled hand, which the house pays or takes back).
"""

from __future__ import annotations

from casino.games import betting
from casino.games.sekhoma.types import (
    BetReturned,
    Event,
    PotAwarded,
    RakeTaken,
    SekhomaState,
    Wagered,
)
from casino.games.spec import Entry


def ledger(state: SekhomaState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    hand = state.hand.number if state.hand is not None else None
    match event:
        case Wagered(seat=seat, action=action, amount=amount, all_in=all_in):
            return (Entry("all_in" if all_in else action, seat, amount, 0, hand),)
        case BetReturned(seat=seat, amount=amount):
            return (Entry("return", seat, amount, 0, hand),)
        case RakeTaken(amount=amount):
            return (betting.rake_entry(amount, hand),)
        case PotAwarded(shares=shares):
            return tuple(Entry("pot_award", seat, amount, 0, hand) for seat, amount in shares)
    return betting.entries(event, hand)
