"""The trick games' events in words, for the pit boss replaying a deal trick by trick.

Each sentence says what happened as a dealer would call it ("Seat 2 (Boris) plays 7C",
"Trick 3 to seat 4 (Dana): 9S 10H JD 9C 9H 7C 8D 10S, 20 points"), with amounts in the table's
currency and cards in French notation. Pure: the sentence depends on the event, the rules and
who sat where.
"""

from __future__ import annotations

import re

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
from casino.i18n import N_, _, ngettext

_FIXED_WHY = {
    "the losers took no trick: 3 stakes": N_("the losers took no trick: 3 stakes"),
    "the losers took no points: 2 stakes": N_("the losers took no points: 2 stakes"),
    "1 stake": N_("1 stake"),
}
_GAME_POINTS = r"(\d+) game points?"


def _game_points(count: str) -> str:
    n = int(count)
    return ngettext("{count} game point", "{count} game points", n).format(count=n)


def why_words(stored: str) -> str:
    """A deal's result as its ``DealScored`` stored it (``120-0: 2 game points``, the rules'
    English), in the language shown; a wording not known here is shown as stored."""
    score, colon, rest = stored.partition(": ")
    if not colon:
        if stored.endswith(" (a Hola)"):
            return _("{score} (a Hola)").format(score=stored.removesuffix(" (a Hola)"))
        return stored
    said: str | None = _(_FIXED_WHY[rest]) if rest in _FIXED_WHY else None
    if said is None and (found := re.fullmatch(_GAME_POINTS, rest)):
        said = _game_points(found[1])
    if said is None and (
        found := re.fullmatch(f"{_GAME_POINTS} \\(with {_GAME_POINTS} held\\)", rest)
    ):
        said = _("{earned} (with {held} held)").format(
            earned=_game_points(found[1]), held=_game_points(found[2])
        )
    if said is None and (found := re.fullmatch(f"nobody scores; {_GAME_POINTS} held", rest)):
        said = _("nobody scores; {held} held").format(held=_game_points(found[1]))
    if said is None:
        return stored
    return _("{score}: {result}").format(score=score, result=said)


def sentence(event: Event, rules: TrickRules, tell: Teller) -> str | None:
    who = tell.who
    match event:
        case MatchStarted(number=number, target=target):
            if target:
                return _("Match {number} to {target} begins").format(number=number, target=target)
            return _("Match {number} begins").format(number=number)
        case DealStarted(number=number, dealer=dealer, shoe_digest=digest):
            return _("Deal {number}: {seat} deals{sealed}").format(
                number=number, seat=who(dealer, False), sealed=sealed(digest)
            )
        case CardsDealt(hands=None):
            return _("The cards are dealt at the table; the host enters the deal's result")
        case CardsDealt(hands=hands, stock=stock):
            assert hands is not None
            seats = range(1, len(hands) + 1)
            return _("Dealt: {hands}; {stock} cards in the stock").format(
                hands=dealt(seats, hands, cards_text), stock=stock
            )
        case CardPlayed(seat=seat, card=card, dark=dark, round=round_):
            if dark and round_ > 1:
                plays = _("{seat} plays {card} in the dark, from the stock (round {round})")
            elif dark:
                plays = _("{seat} plays {card} in the dark, from the stock")
            elif round_ > 1:
                plays = _("{seat} plays {card} (round {round})")
            else:
                plays = _("{seat} plays {card}")
            return plays.format(seat=who(seat), card=card, round=round_)
        case CardsDrawn(draws=draws):
            return _("Drawn from the stock: {draws}").format(
                draws="; ".join(
                    _("seat {seat} {card}").format(seat=seat, card=card) for seat, card in draws
                )
            )
        case TrickWon(number=number, winner=winner, cards=cards, points=points, bonus=bonus,
                      ended_by_leader=ended):
            trick = _("Trick {number} to {seat}: {cards}, {points} points").format(
                number=number, seat=who(winner, False), cards=cards_text(cards), points=points
            )
            if bonus:
                trick = _("{trick} + {bonus} for the last trick").format(trick=trick, bonus=bonus)
            if ended:
                trick = _("{trick}; the leader ends it").format(trick=trick)
            return trick
        case DealScored(number=number, points=points, tricks=tricks, why=why, entered=entered):
            sides = sides_text(rules.players)
            if entered:
                scored = _("Deal {number} as entered by the host: {side} {points}, {other} "
                           "{other_points}: {why}")
            else:
                scored = _("Deal {number}: {side} {points}, {other} {other_points} ({tricks} and "
                           "{other_tricks} tricks): {why}")
            return scored.format(
                number=number,
                side=sides[0],
                points=points[0],
                other=sides[1],
                other_points=points[1],
                tricks=tricks[0],
                other_tricks=tricks[1],
                why=why_words(why),
            )
        case Settled(stakes=count, paid=paid, won=won):
            return _("Settled, {stakes} each: {paid} paid; {won} won").format(
                stakes=stakes(count), paid=tell.shares(paid), won=tell.shares(won)
            )
        case MatchEnded(winner=winner, scores=scores):
            side = sides_text(rules.players)[winner]
            return _("{side} win the match, {score} to {other}").format(
                side=side[:1].upper() + side[1:], score=scores[0], other=scores[1]
            )
        case DealEnded(number=number, next_dealer=dealer):
            return _("Deal {number} ends; seat {seat} deals next").format(
                number=number, seat=dealer
            )
        case MatchAbandoned(reason=reason, approved_by=approver, scores=scores):
            return _(
                "The match is abandoned at {score} to {other} ({reason}), approved by "
                "{approver}: what was settled stays settled"
            ).format(score=scores[0], other=scores[1], reason=reason, approver=approver)
    return None


describe = describer(TrickRules, N_("Deal"), sentence)


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
                notes.append(_("dealer"))
            if seat in (deal.to_play, deal.deciding):
                notes.append(_("to play"))
            if deal.hands is not None:
                cards = ((_("Holds"), deal.hand(seat)),)
        seats.append(SeatLine(seat, occupant.player, occupant.stack, 0, ", ".join(notes), cards))
    lines: list[tuple[str, str]] = []
    table_cards: tuple[CardGroup, ...] = ()
    if deal is not None:
        lines.append(
            (
                _("Deal"),
                _("{number}, dealt by seat {seat}").format(number=deal.number, seat=deal.dealer),
            )
        )
        if deal.hands is not None:
            lines.append((_("Stock"), _("{count} cards").format(count=deal.stock_left)))
            lines.append((_("Points"), _to(deal.points)))
            lines.append((_("Tricks"), _to(deal.tricks)))
        if deal.trick is not None:
            table_cards = ((_("Trick"), deal.trick.cards),)
    else:
        lines.append(none_in_play(N_("Deal"), state.hands_dealt))
    if state.match is not None:
        match = state.match
        lines.append((_("Match"), _to(match.scores)))
        if match.held:
            lines.append((_("Held"), str(match.held)))
    lines += taken(N_("Time charges"), state.time_charges, money)
    lines += taken(N_("Deal fees"), state.fees, money)
    return Summary(tuple(seats), tuple(lines), table_cards)


def _to(pair: tuple[int, int]) -> str:
    """``3 to 1``: each side's points or tricks."""
    return _("{score} to {other}").format(score=pair[0], other=pair[1])
