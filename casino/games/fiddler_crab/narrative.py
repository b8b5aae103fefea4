"""Fiddler-Crab's events in words, for the pit boss replaying a round.

Fiddler-Crab is banked, so most of the story is money between a seat and the house: what was
bet, how each split fared against the dealer's, what was paid and what commission the house
kept ("Seat 4 (Ann) wins both hands: paid 20.00 Cr, commission 1.00 Cr"). Pure: the sentence
depends on the event, the rules and who sat where, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable

from casino.equipment.sekhoma_pack import format_cards
from casino.games.capabilities import CardGroup, SeatLine, Summary
from casino.games.fiddler_crab.rules import BEST_LARGE, DEALER_CHOICE, HOUSE_WAY, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import LOSE, PUSH, WIN_BOTH, WIN_LARGE
from casino.games.fiddler_crab.types import (
    BetPlaced,
    BetSettled,
    BetWithdrawn,
    CardsDealt,
    DealerCardsShown,
    DealerHandSet,
    Event,
    FiddlerCrabState,
    HandSet,
    RoundEnded,
    RoundStarted,
)
from casino.games.narrative import Teller, dealt, describer, listing, none_in_play, occupied, sealed

SPLIT_RULES = {
    BEST_LARGE: "the best Large Hand",
    HOUSE_WAY: "the house way",
    DEALER_CHOICE: "the dealer's choice",
}


def sentence(event: Event, _rules: FiddlerCrabRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case BetPlaced(seat=seat, amount=amount, previous=0):
            return f"{who(seat)} bets {money(amount)}"
        case BetPlaced(seat=seat, amount=amount, previous=previous):
            return f"{who(seat)} changes the bet from {money(previous)} to {money(amount)}"
        case BetWithdrawn(seat=seat, amount=amount):
            return f"{who(seat)} takes back the bet of {money(amount)}"
        case RoundStarted(number=number, seats=seats, bets=bets, shoe_digest=digest):
            playing = listing([f"seat {s} ({money(b)})" for s, b in zip(seats, bets, strict=True)])
            return f"Round {number}: no more bets; in action {playing}{sealed(digest)}"
        case CardsDealt(seats=seats, hands=hands):
            return "Nine cards each dealt, the dealer's face down: " + dealt(
                seats, hands, format_cards
            )
        case HandSet(seat=seat, large=large, small=small, large_category=big, small_category=lil):
            return (
                f"{who(seat)} sets Large {format_cards(large)} ({big}) and "
                f"Small {format_cards(small)} ({lil})"
            )
        case DealerCardsShown(cards=cards):
            return f"The dealer's nine are drawn and turned over: {format_cards(cards)}"
        case DealerHandSet(
            large=large, small=small, large_category=big, small_category=lil, rule=rule
        ):
            how = SPLIT_RULES.get(rule, rule)
            return (
                f"The dealer sets Large {format_cards(large)} ({big}) and "
                f"Small {format_cards(small)} ({lil}) by {how}"
            )
        case BetSettled():
            return _settled(event, who(event.seat), money)
        case RoundEnded(number=number):
            return f"Round {number} ends"
    return None


describe = describer(FiddlerCrabRules, "Round", sentence)


def _settled(event: BetSettled, who: str, money: Callable[[int], str]) -> str:
    if event.result == LOSE:
        return f"{who} loses: the house takes the {money(event.bet)} bet"
    if event.result == PUSH:
        stays = "rides locked to the next round" if event.rides else "stays on the circle"
        return f"{who} pushes: the {money(event.bet)} bet {stays}"
    hands = {WIN_BOTH: "both hands", WIN_LARGE: "the Large Hand"}.get(event.result, event.result)
    text = f"{who} wins {hands}: paid {money(event.won)}"
    if event.commission:
        text += f", commission {money(event.commission)}"
    return text


def summarise(state: FiddlerCrabState) -> Summary:
    """The table after an event: stacks, bets on the circles and each split or deal."""
    rnd = state.round
    money = state.rules.money
    seats: list[SeatLine] = []
    for seat, occupant in occupied(state.seats):
        notes: list[str] = []
        if state.riding[seat - 1]:
            notes.append("bet riding")
        groups: list[CardGroup] = []
        if rnd is not None and seat in rnd.seats:
            split = rnd.split_of(seat)
            if split is not None:
                groups += [("Large", split[0]), ("Small", split[1])]
                notes.append("set")
            else:
                if rnd.dealt is not None:
                    groups.append(("Dealt", rnd.dealt[rnd.seats.index(seat)]))
                notes.append("to set")
        elif rnd is not None:
            notes.append("not in this round")
        seats.append(
            SeatLine(
                seat, occupant.player, occupant.stack, state.bets[seat - 1], ", ".join(notes),
                tuple(groups),
            )
        )
    lines: list[tuple[str, str]] = []
    if rnd is not None:
        lines.append(("Round", f"{rnd.number}" + (", settled" if rnd.settled else "")))
    else:
        lines.append(none_in_play("Round", state.rounds_dealt))
    lines.append(("Bets out", money(sum(state.bets))))
    lines.append(("House win so far", money(state.house_win)))
    lines.append(("Commission so far", money(state.commission)))
    cards: tuple[CardGroup, ...] = ()
    if rnd is not None and rnd.dealer is not None:
        cards = (("Dealer large", rnd.dealer[0]), ("Dealer small", rnd.dealer[1]))
    return Summary(tuple(seats), tuple(lines), cards)
