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

from casino.games.seating import StackCorrected, correction_entry
from casino.games.seka.types import (
    AntePosted,
    ChipsReturned,
    Event,
    HandVoided,
    Paid,
    PotAwarded,
    RakeTaken,
    SekaState,
    SvaraDeclared,
    SvaraJoined,
    TimeCharged,
)
from casino.games.spec import Entry

KINDS = (
    "ante", "call", "raise", "reveal", "all_in", "svara_join", "svara", "return", "rake",
    "pot_award", "split", "time_charge", "void_return", "correction",
)
HANDLE = ("ante", "call", "raise", "reveal", "all_in", "svara_join")


def ledger(state: SekaState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    hand = state.hand.number if state.hand is not None else None
    match event:
        case AntePosted(seat=seat, amount=amount):
            return (Entry("ante", seat, amount, 0, hand),)
        case Paid(seat=seat, action=action, amount=amount, all_in=all_in):
            kind = "all_in" if all_in else action
            return (Entry(kind, seat, amount, 0, hand),)
        case SvaraJoined(seat=seat, amount=amount):
            return (Entry("svara_join", seat, amount, 0, hand),)
        case SvaraDeclared(pot=pot):
            return (Entry("svara", None, pot, 0, hand),)
        case ChipsReturned(seat=seat, amount=amount):
            return (Entry("return", seat, amount, 0, hand),)
        case RakeTaken(amount=amount):
            return (Entry("rake", None, amount, amount, hand),)
        case PotAwarded(shares=shares, split=split):
            kind = "split" if split else "pot_award"
            return tuple(Entry(kind, seat, amount, 0, hand) for seat, amount in shares if amount)
        case TimeCharged(seat=seat, amount=amount):
            return (Entry("time_charge", seat, amount, amount, hand),)
        case HandVoided(number=number, returned=returned):
            return tuple(Entry("void_return", seat, amount, 0, number) for seat, amount in returned)
        case StackCorrected():
            return (correction_entry(event),)
    return ()
