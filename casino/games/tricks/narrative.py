"""The trick games' events in words, for the pit boss replaying a deal trick by trick.

Each sentence says what happened as a dealer would call it ("Seat 2 (Boris) plays 7C",
"Trick 3 to seat 4 (Dana): 9S 10H JD 9C 9H 7C 8D 10S, 20 points"), with amounts in the table's
currency and cards in French notation. Pure: the sentence depends on the event, the rules and
who sat where.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from casino.equipment.french_pack import FrenchCard
from casino.games.narrative import (
    CardGroup,
    SeatLine,
    Summary,
    describe_seating,
    listing,
    seat_name,
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
    DealVoided,
    Event,
    FeeCharged,
    MatchAbandoned,
    MatchEnded,
    MatchStarted,
    Settled,
    TimeCharged,
    TrickState,
    TrickWon,
)


def cards_text(cards: Sequence[FrenchCard]) -> str:
    return " ".join(map(str, cards))


def side_name(side: int, rules: TrickRules) -> str:
    return sides_text(rules.players)[side]


def describe(event: Event, rules: TrickRules, players: Mapping[int, str] | None = None) -> str:
    """One plain sentence for ``event``; ``players`` (seat -> name) names who acted."""
    money = rules.money

    def who(seat: int) -> str:
        return seat_name(seat, players)

    seating = describe_seating(event, money, who)
    if seating is not None:
        return seating
    match event:
        case TimeCharged(seat=seat, amount=amount):
            return f"{who(seat)} pays the time charge of {money(amount)}"
        case MatchStarted(number=number, target=target):
            goal = f" to {target}" if target else ""
            return f"Match {number}{goal} begins"
        case DealStarted(number=number, dealer=dealer, shoe_digest=digest):
            sealed = f"; the shoe is sealed (digest {digest[:12]}…)" if digest else ""
            return f"Deal {number}: {seat_name(dealer, players, start=False)} deals{sealed}"
        case CardsDealt(hands=None):
            return "The cards are dealt at the table; the host enters the deal's result"
        case CardsDealt(hands=hands, stock=stock):
            assert hands is not None
            dealt = [f"seat {s} {cards_text(h)}" for s, h in enumerate(hands, start=1)]
            return "Dealt: " + "; ".join(dealt) + f"; {stock} cards in the stock"
        case CardPlayed(seat=seat, card=card, dark=dark, round=round_):
            how = " in the dark, from the stock" if dark else ""
            again = f" (round {round_})" if round_ > 1 else ""
            return f"{who(seat)} plays {card}{how}{again}"
        case CardsDrawn(draws=draws):
            return "Drawn from the stock: " + "; ".join(
                f"seat {seat} {card}" for seat, card in draws
            )
        case TrickWon(
            number=number,
            winner=winner,
            cards=cards,
            points=points,
            bonus=bonus,
            ended_by_leader=ended,
        ):
            last = f" + {bonus} for the last trick" if bonus else ""
            end = "; the leader ends it" if ended else ""
            return (
                f"Trick {number} to {seat_name(winner, players, start=False)}: "
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
        case Settled(stakes=stakes, paid=paid, won=won):
            payers = listing([f"{seat_name(s, players, start=False)} {money(a)}" for s, a in paid])
            winners = listing([f"{seat_name(s, players, start=False)} {money(a)}" for s, a in won])
            count = "1 stake" if stakes == 1 else f"{stakes} stakes"
            return f"Settled, {count} each: {payers} paid; {winners} won"
        case FeeCharged(seat=seat, amount=amount):
            return f"{who(seat)} pays the deal fee of {money(amount)}"
        case MatchEnded(winner=winner, scores=scores):
            return (
                f"{side_name(winner, rules).capitalize()} win the match, {scores[0]} to {scores[1]}"
            )
        case DealEnded(number=number, next_dealer=dealer):
            return f"Deal {number} ends; seat {dealer} deals next"
        case DealVoided(number=number, reason=reason, approved_by=approver):
            return f"Deal {number} is voided ({reason}), approved by {approver}: nothing settles"
        case MatchAbandoned(reason=reason, approved_by=approver, scores=scores):
            return (
                f"The match is abandoned at {scores[0]} to {scores[1]} ({reason}), approved "
                f"by {approver}: what was settled stays settled"
            )
    return type(event).__name__


def summarise(state: TrickState) -> Summary:
    """The table after an event: stacks, each seat's side and hand, the trick on the table,
    the points and tricks of each side, and the match."""
    deal, rules = state.deal, state.rules
    money = rules.money
    seats: list[SeatLine] = []
    sides = sides_text(rules.players)
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is None:
            continue
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
        lines.append(("Deal", f"none in play ({state.hands_dealt} dealt)"))
    if state.match is not None:
        match = state.match
        lines.append(("Match", f"{match.scores[0]} to {match.scores[1]}"))
        if match.held:
            lines.append(("Held", str(match.held)))
    if state.time_charges:
        lines.append(("Time charges", money(state.time_charges)))
    if state.fees:
        lines.append(("Deal fees", money(state.fees)))
    return Summary(tuple(seats), tuple(lines), table_cards)
