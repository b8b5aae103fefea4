"""The wager-log lines of the trick games' events: what each losing player paid and each
winner received when a deal (or a match) settled, the house's fee (a time charge, or a fee per
player per deal), corrections, and one line per deal scored and per match ended or abandoned,
so the shift report counts deals and matches from the log like everything else.

Money moves between players, so a settlement's lines have no ``house`` effect: the house's
result is its fees alone (and a correction it pays or takes back).
"""

from __future__ import annotations

from casino.games import matches
from casino.games.spec import Entry
from casino.games.tricks.types import (
    DealScored,
    Event,
    MatchAbandoned,
    MatchEnded,
    Settled,
    TrickState,
)

KINDS = ("deal", "match", "abandoned", *matches.KINDS)
HANDLE = matches.HANDLE


def ledger(state: TrickState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    deal = state.deal.number if state.deal is not None else None
    match event:
        case DealScored(number=number):
            return (matches.counted("deal", number),)
        case Settled(number=number, paid=paid, won=won):
            return matches.stakes(number, paid, won)
        case MatchEnded():
            return (matches.counted("match", deal),)
        case MatchAbandoned():
            return (matches.counted("abandoned", deal),)
    return matches.entries(event, deal)
