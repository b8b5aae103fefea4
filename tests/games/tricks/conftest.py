"""Helpers for the trick-game tests: a table seated and dealt from a shoe the test arranges."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace

from casino.equipment.french_pack import FrenchCard
from casino.games.seating import SeatPlayer
from casino.games.tricks.engine import execute, new_table
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.scoring import left_of
from casino.games.tricks.types import (
    Command,
    EndTrick,
    Event,
    PlayCard,
    PlayDark,
    StartDeal,
    TrickState,
)

NAMES = ("Ana", "Boris", "Cvetko", "Dana", "Emil", "Fani")


def shoe_for(
    rules: TrickRules, dealer: int, hands: Mapping[int, str], stock: str = ""
) -> tuple[FrenchCard, ...]:
    """The shoe that deals ``hands`` (seat -> cards, in the order each seat receives them) by
    the game's packets from the dealer's left, with ``stock`` on top of the stock and the rest
    of the pack below it."""
    law = rules.law()
    cards = {seat: law.pack.parse(text) for seat, text in hands.items()}
    on_top = law.pack.parse(stock) if stock.strip() else ()
    order = [left_of(dealer, step, law.players) for step in range(1, law.players + 1)]
    shoe: list[FrenchCard] = []
    taken = dict.fromkeys(order, 0)
    for packet in law.packets:
        for seat in order:
            shoe += cards[seat][taken[seat] : taken[seat] + packet]
            taken[seat] += packet
    shoe += on_top
    rest = Counter(law.pack.deck)
    rest.subtract(shoe)
    assert all(n >= 0 for n in rest.values()), "a card arranged twice"
    shoe += [card for card in law.pack.deck if rest[card] > 0 and not rest.subtract([card])]
    return tuple(shoe)


def seated(rules: TrickRules, chips: int = 10_000) -> TrickState:
    state = new_table(rules)
    for seat in range(1, rules.players + 1):
        state, _ = execute(state, SeatPlayer(seat, NAMES[seat - 1], chips))
    return state


ARRANGED: list[tuple[FrenchCard, ...]] = []
"""The shoe the last ``dealt`` arranged: a play's draw comes from what is left of it, in its
order, as though the service had drawn that order (it draws one at random as the play is
made: ``fill_random``), so a test's arranged stock is drawn as arranged."""


def drawing(state: TrickState, command: Command) -> Command:
    """``command`` with the draw a play at a shoe deal brings: the rest of the arranged shoe."""
    deal = state.deal
    if (
        not isinstance(command, PlayCard | PlayDark | EndTrick)
        or command.shoe is not None
        or deal is None
        or deal.hands is None
        or not deal.stock_left
        or not ARRANGED
    ):
        return command
    left = list(ARRANGED[-1])
    try:
        for card in deal.out:
            left.remove(card)
    except ValueError:  # another deal than the one arranged
        return command
    return replace(command, shoe=tuple(left))


def run(state: TrickState, *commands: Command) -> tuple[TrickState, list[Event]]:
    events: list[Event] = []
    for command in commands:
        state, done = execute(state, drawing(state, command))
        events += done
    return state, events


def dealt(
    rules: TrickRules,
    dealer: int,
    hands: Mapping[int, str],
    stock: str = "",
    state: TrickState | None = None,
) -> tuple[TrickState, list[Event]]:
    """A table (seated, or ``state``) with a deal dealt from the arranged shoe."""
    table = state if state is not None else seated(rules)
    first = dealer if table.dealer is None else None
    shoe = shoe_for(rules, dealer, hands, stock)
    ARRANGED[:] = [shoe]
    return run(table, StartDeal(shoe, first))
