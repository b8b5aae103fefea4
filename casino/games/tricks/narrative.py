"""The trick games' events in words, for the pit boss replaying a deal trick by trick.

Each sentence says what happened as a dealer would call it ("Seat 2 (Boris) plays 7C",
"Trick 3 to seat 4 (Dana): 9S 10H JD 9C 9H 7C 8D 10S, 20 points"), with amounts in the table's
currency and cards in French notation. Pure: the sentence depends on the event, the rules and
who sat where.
"""

from __future__ import annotations

from casino.games.capabilities import CardGroup, SeatLine, Summary
from casino.games.narrative import (
    Teller,
    cards_text,
    dealt,
    describer,
    none_in_play,
    occupied,
    sealed,
    stakes,
    taken,
)
from casino.games.tricks.engine import sides_text
from casino.games.tricks.law import side_of
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    CardPlayed,
    CardsDealt,
    CardsDrawn,
    DealEnded,
    DealScored,
    DealStarted,
    Event,
    MatchAbandoned,
    MatchEnded,
    MatchStarted,
    Settled,
    TrickState,
    TrickWon,
)


def sentence(event: Event, rules: TrickRules, tell: Teller) -> str | None:
    who = tell.who
    match event:
        case MatchStarted(number=number, target=target):
            goal = f" to {target}" if target else ""
            return f"Match {number}{goal} begins"
        case DealStarted(number=number, dealer=dealer, shoe_digest=digest):
            return f"Deal {number}: {who(dealer, False)} deals{sealed(digest)}"
        case CardsDealt(hands=None):
            return "The cards are dealt at the table; the host enters the deal's result"
        case CardsDealt(hands=hands, stock=stock):
            assert hands is not None
            seats = range(1, len(hands) + 1)
            return f"Dealt: {dealt(seats, hands, cards_text)}; {stock} cards in the stock"
        case CardPlayed(seat=seat, card=card, dark=dark, round=round_):
            how = " in the dark, from the stock" if dark else ""
            again = f" (round {round_})" if round_ > 1 else ""
            return f"{who(seat)} plays {card}{how}{again}"
        case CardsDrawn(draws=draws):
            return "Drawn from the stock: " + "; ".join(
                f"seat {seat} {card}" for seat, card in draws
            )
        case TrickWon(number=number, winner=winner, cards=cards, points=points, bonus=bonus,
                      ended_by_leader=ended):
            last = f" + {bonus} for the last trick" if bonus else ""
            end = "; the leader ends it" if ended else ""
            return (
                f"Trick {number} to {who(winner, False)}: "
                f"{cards_text(cards)}, {points} points{last}{end}"
            )
        case DealScored(number=number, points=points, tricks=tricks, why=why, entered=entered):
            sides = sides_text(rules.players)
            took = "" if entered else f" ({tricks[0]} and {tricks[1]} tricks)"
            source = " as entered by the host" if entered else ""
            return (
                f"Deal {number}{source}: {sides[0]} {points[0]}, {sides[1]} {points[1]}"
                f"{took}: {why}"
            )
        case Settled(stakes=count, paid=paid, won=won):
            return (
                f"Settled, {stakes(count)} each: {tell.shares(paid)} paid; "
                f"{tell.shares(won)} won"
            )
        case MatchEnded(winner=winner, scores=scores):
            side = sides_text(rules.players)[winner].capitalize()
            return f"{side} win the match, {scores[0]} to {scores[1]}"
        case DealEnded(number=number, next_dealer=dealer):
            return f"Deal {number} ends; seat {dealer} deals next"
        case MatchAbandoned(reason=reason, approved_by=approver, scores=scores):
            return (
                f"The match is abandoned at {scores[0]} to {scores[1]} ({reason}), approved "
                f"by {approver}: what was settled stays settled"
            )
    return None


describe = describer(TrickRules, "Deal", sentence)


def summarise(state: TrickState) -> Summary:
    """The table after an event: stacks, each seat's side and hand, the trick on the table,
    the points and tricks of each side, and the match."""
    deal, rules = state.deal, state.rules
    money = rules.money
    seats: list[SeatLine] = []
    sides = sides_text(rules.players)
    for seat, occupant in occupied(state.seats):
        notes = [sides[side_of(seat)]]
        cards: tuple[CardGroup, ...] = ()
        if deal is not None:
            if seat == deal.dealer:
                notes.append("dealer")
            if seat in (deal.to_play, deal.deciding):
                notes.append("to play")
            if deal.hands is not None:
                cards = (("Holds", deal.hand(seat)),)
        seats.append(SeatLine(seat, occupant.player, occupant.stack, 0, ", ".join(notes), cards))
    lines: list[tuple[str, str]] = []
    table_cards: tuple[CardGroup, ...] = ()
    if deal is not None:
        lines.append(("Deal", f"{deal.number}, dealt by seat {deal.dealer}"))
        if deal.hands is not None:
            lines.append(("Stock", f"{deal.stock_left} cards"))
            lines.append(("Points", f"{deal.points[0]} to {deal.points[1]}"))
            lines.append(("Tricks", f"{deal.tricks[0]} to {deal.tricks[1]}"))
        if deal.trick is not None:
            table_cards = (("Trick", deal.trick.cards),)
    else:
        lines.append(none_in_play("Deal", state.hands_dealt))
    if state.match is not None:
        match = state.match
        lines.append(("Match", f"{match.scores[0]} to {match.scores[1]}"))
        if match.held:
            lines.append(("Held", str(match.held)))
    lines += taken("Time charges", state.time_charges, money)
    lines += taken("Deal fees", state.fees, money)
    return Summary(tuple(seats), tuple(lines), table_cards)
