"""The wager-log lines of Sej's events: what each loser paid and each winner received when a
game settled, the house's fee (a time charge, or a fee per player per game), corrections, and
one line per game finished (and per game won or lost by a triple), so the shift report counts
games from the log. A voided game writes no line: the report counts voids from their own
record, and a void's lines are taken out of the figures.

Money moves between players, so a settlement's lines have no ``house`` effect: the house's
result is its fees alone (and a correction it pays or takes back).
"""

from __future__ import annotations

from casino.games import matches
from casino.games.sej.types import Event, GameEnded, SejState, Settled
from casino.games.spec import Entry

KINDS = ("game", "triple", *matches.KINDS)
HANDLE = matches.HANDLE


def ledger(state: SejState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    if isinstance(event, GameEnded):
        triple = event.how != "target"
        kinds = ("game", "triple") if triple else ("game",)
        return tuple(matches.counted(kind, event.number) for kind in kinds)
    if isinstance(event, Settled):
        return matches.stakes(event.number, [(event.payer, event.amount)],
                              [(event.payee, event.amount)])
    game = state.game.number if state.game is not None else state.games_started or None
    return matches.entries(event, game)
