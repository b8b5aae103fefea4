"""The wager-log lines of Seka's events: every ante, call, raise, reveal payment and all-in,
every svara fee, each share of each pot (and of a pot split by agreement), the chips handed
back, the rake, the time charge, a void's returns, and one ``svara`` line per svara carrying
the pot it carried over, so the shift report counts svaras from the log like everything else.

Seka is a pool game: players win each other's money, and the house keeps only the rake and
the time charge, so those are the only lines with a ``house`` effect (with a correction of a
settled hand, which the house pays or takes back). The recall shows who was dark when they
paid from the events themselves (``Paid.dark``).
"""

from __future__ import annotations

from casino.games import betting
from casino.games.seka.types import (
    ChipsReturned,
    Event,
    Paid,
    PotAwarded,
    RakeTaken,
    SekaState,
    SvaraDeclared,
    SvaraJoined,
)
from casino.games.spec import Entry

KINDS = (
    "ante", "call", "raise", "reveal", "all_in", "svara_join", "svara", "return", "rake",
    "pot_award", "split", "time_charge", "void_return", "correction",
)
HANDLE = ("ante", "call", "raise", "reveal", "all_in", "svara_join")


_MOVES: dict[type[betting.Move], str] = {SvaraJoined: "svara_join", ChipsReturned: "return"}
"""A svara fee paid in, chips handed back."""


def ledger(state: SekaState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    hand = betting.hand_number(state)
    match event:
        case SvaraDeclared(pot=pot):
            return (Entry("svara", None, pot, 0, hand),)
        case PotAwarded(shares=shares, split=split):
            kind = "split" if split else "pot_award"
            return tuple(Entry(kind, seat, amount, 0, hand) for seat, amount in shares if amount)
    return betting.entries(event, hand, payments=(Paid,), rakes=(RakeTaken,), moves=_MOVES)
