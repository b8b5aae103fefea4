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
from casino.i18n import N_, _

SPLIT_RULES = {
    BEST_LARGE: N_(
        "The dealer sets Large {large} ({large_category}) and Small {small} ({small_category}) "
        "by the best Large Hand"
    ),
    HOUSE_WAY: N_(
        "The dealer sets Large {large} ({large_category}) and Small {small} ({small_category}) "
        "by the house way"
    ),
    DEALER_CHOICE: N_(
        "The dealer sets Large {large} ({large_category}) and Small {small} ({small_category}) "
        "by the dealer's choice"
    ),
}
"""The dealer's split, by the house rule that made it (``DealerHandSet.rule``)."""


def sentence(event: Event, _rules: FiddlerCrabRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case BetPlaced(seat=seat, amount=amount, previous=0):
            return _("{seat} bets {amount}").format(seat=who(seat), amount=money(amount))
        case BetPlaced(seat=seat, amount=amount, previous=previous):
            return _("{seat} changes the bet from {previous} to {amount}").format(
                seat=who(seat), previous=money(previous), amount=money(amount)
            )
        case BetWithdrawn(seat=seat, amount=amount):
            return _("{seat} takes back the bet of {amount}").format(
                seat=who(seat), amount=money(amount)
            )
        case RoundStarted(number=number, seats=seats, bets=bets, shoe_digest=digest):
            playing = listing([
                _("seat {seat} ({amount})").format(seat=s, amount=money(b))
                for s, b in zip(seats, bets, strict=True)
            ])
            return _("Round {number}: no more bets; in action {seats}{sealed}").format(
                number=number, seats=playing, sealed=sealed(digest)
            )
        case CardsDealt(seats=seats, hands=hands):
            return _("Nine cards each dealt, the dealer's face down: {hands}").format(
                hands=dealt(seats, hands, format_cards)
            )
        case HandSet(seat=seat, large=large, small=small, large_category=big, small_category=lil):
            # the categories are stored in English (``ranking``'s labels, marked with N_)
            return _(
                "{seat} sets Large {large} ({large_category}) and Small {small} ({small_category})"
            ).format(
                seat=who(seat),
                large=format_cards(large),
                large_category=_(big),
                small=format_cards(small),
                small_category=_(lil),
            )
        case DealerCardsShown(cards=cards):
            return _("The dealer's nine are drawn and turned over: {cards}").format(
                cards=format_cards(cards)
            )
        case DealerHandSet(
            large=large, small=small, large_category=big, small_category=lil, rule=rule
        ):
            how = (
                _(SPLIT_RULES[rule])
                if rule in SPLIT_RULES
                else _(
                    "The dealer sets Large {large} ({large_category}) and Small {small} "
                    "({small_category}) by {rule}"
                )
            )
            return how.format(
                large=format_cards(large),
                large_category=_(big),
                small=format_cards(small),
                small_category=_(lil),
                rule=rule,
            )
        case BetSettled():
            return _settled(event, who(event.seat), money)
        case RoundEnded(number=number):
            return _("Round {number} ends").format(number=number)
    return None


describe = describer(FiddlerCrabRules, N_("Round"), sentence)


def _settled(event: BetSettled, who: str, money: Callable[[int], str]) -> str:
    if event.result == LOSE:
        return _("{seat} loses: the house takes the {amount} bet").format(
            seat=who, amount=money(event.bet)
        )
    if event.result == PUSH:
        pushed = (
            _("{seat} pushes: the {amount} bet rides locked to the next round")
            if event.rides
            else _("{seat} pushes: the {amount} bet stays on the circle")
        )
        return pushed.format(seat=who, amount=money(event.bet))
    if event.result == WIN_BOTH:
        text = (
            _("{seat} wins both hands: paid {amount}, commission {commission}")
            if event.commission
            else _("{seat} wins both hands: paid {amount}")
        )
    elif event.result == WIN_LARGE:
        text = (
            _("{seat} wins the Large Hand: paid {amount}, commission {commission}")
            if event.commission
            else _("{seat} wins the Large Hand: paid {amount}")
        )
    else:
        text = (
            _("{seat} wins {hands}: paid {amount}, commission {commission}")
            if event.commission
            else _("{seat} wins {hands}: paid {amount}")
        )
    return text.format(
        seat=who, hands=event.result, amount=money(event.won),
        commission=money(event.commission),
    )


def summarise(state: FiddlerCrabState) -> Summary:
    """The table after an event: stacks, bets on the circles and each split or deal."""
    rnd = state.round
    money = state.rules.money
    seats: list[SeatLine] = []
    for seat, occupant in occupied(state.seats):
        notes: list[str] = []
        if state.riding[seat - 1]:
            notes.append(_("bet riding"))
        groups: list[CardGroup] = []
        if rnd is not None and seat in rnd.seats:
            split = rnd.split_of(seat)
            if split is not None:
                groups += [(_("Large"), split[0]), (_("Small"), split[1])]
                notes.append(_("set"))
            else:
                if rnd.dealt is not None:
                    groups.append((_("Dealt"), rnd.dealt[rnd.seats.index(seat)]))
                notes.append(_("to set"))
        elif rnd is not None:
            notes.append(_("not in this round"))
        seats.append(
            SeatLine(
                seat, occupant.player, occupant.stack, state.bets[seat - 1], ", ".join(notes),
                tuple(groups),
            )
        )
    lines: list[tuple[str, str]] = []
    if rnd is not None:
        number = _("{number}, settled") if rnd.settled else "{number}"
        lines.append((_("Round"), number.format(number=rnd.number)))
    else:
        lines.append(none_in_play(N_("Round"), state.rounds_dealt))
    lines.append((_("Bets out"), money(sum(state.bets))))
    lines.append((_("House win so far"), money(state.house_win)))
    lines.append((_("Commission so far"), money(state.commission)))
    cards: tuple[CardGroup, ...] = ()
    if rnd is not None and rnd.dealer is not None:
        cards = ((_("Dealer large"), rnd.dealer[0]), (_("Dealer small"), rnd.dealer[1]))
    return Summary(tuple(seats), tuple(lines), cards)
