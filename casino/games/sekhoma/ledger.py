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
    hand = betting.hand_number(state)
    if isinstance(event, PotAwarded):
        return tuple(Entry("pot_award", seat, amount, 0, hand) for seat, amount in event.shares)
    return betting.entries(
        event, hand, payments=(Wagered,), rakes=(RakeTaken,), moves={BetReturned: "return"}
    )
