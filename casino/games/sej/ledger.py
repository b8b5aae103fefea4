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

KINDS = (
    "game",
    "triple",
    "stake_paid",
    "stake_won",
    "time_charge",
    "deal_fee",
    "correction",
)
HANDLE = ("stake_paid",)


def ledger(state: SejState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    game = state.game.number if state.game is not None else state.games_started or None
    match event:
        case GameEnded(number=number, how=how):
            lines = (Entry("game", None, 0, 0, number),)
            return (*lines, Entry("triple", None, 0, 0, number)) if how != "target" else lines
        case Settled(number=number, payer=payer, payee=payee, amount=amount):
            return (
                Entry("stake_paid", payer, amount, 0, number),
                Entry("stake_won", payee, amount, 0, number),
            )
    return matches.entries(event, game)
