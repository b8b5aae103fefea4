"""The wager-log lines of Fiddler-Crab's events: every bet and withdrawal, and each bet's
settlement as a win paid, a loss collected or a push, with the commission kept.

Fiddler-Crab is banked: the house is every player's opponent, so a loss is +bet to the house
and a win (``win_both`` or ``win_large``) is -won. Each settled bet also has an ``action``
line for the bet that was in play, which is what the pit's handle counts. The commission is
already taken out of ``won``; its line is for the pit's report, not a second movement of
money. A bet placed between rounds belongs to the round it waits for, so a bet and its
settlement share a hand number.
"""

from __future__ import annotations

from casino.games import seating
from casino.games.fiddler_crab.settlement import LOSE, PUSH, WIN_BOTH
from casino.games.fiddler_crab.types import (
    BetPlaced,
    BetSettled,
    BetWithdrawn,
    Event,
    FiddlerCrabState,
)
from casino.games.spec import Entry


def ledger(state: FiddlerCrabState, event: Event) -> tuple[Entry, ...]:
    """The lines ``event`` carries; ``state`` is the table it is folded into."""
    hand = state.round.number if state.round is not None else state.rounds_dealt + 1
    match event:
        case BetPlaced(seat=seat, amount=amount):
            return (Entry("bet", seat, amount, 0, hand),)
        case BetWithdrawn(seat=seat, amount=amount):
            return (Entry("withdraw", seat, amount, 0, hand),)
        case BetSettled(seat=seat, result=result, bet=bet, won=won, commission=commission):
            action = Entry("action", seat, bet, 0, hand)
            if result == PUSH:
                return action, Entry("push", seat, bet, 0, hand)
            if result == LOSE:
                return action, Entry("loss", seat, bet, bet, hand)
            kind = "win_both" if result == WIN_BOTH else "win_large"
            lines = [action, Entry(kind, seat, won, -won, hand)]
            if commission:
                lines.append(Entry("commission", seat, commission, 0, hand))
            return tuple(lines)
    return seating.entries(event, hand)
