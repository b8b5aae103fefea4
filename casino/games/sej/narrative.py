"""Sej's events in words, for the pit boss replaying a game Hand by Hand.

Each sentence says what happened as the host would call it ("Seat 1 (Ann) throws S W B: ships
20, black", "Seat 2 (Boris) rolls 9", "Seat 1 (Ann) wins the black and is back to 0 points"),
with amounts in the table's currency. Pure: the sentence depends on the event, the rules and who
sat where.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino.games.capabilities import SeatLine, Summary
from casino.games.narrative import (
    Teller,
    describer,
    listing,
    none_in_play,
    occupied,
    stakes,
    taken,
)
from casino.games.sej.prizes import BLACK, SHIPS, STARS, TRIPLE_BLACK, TRIPLE_WHITE, WHITE_PAIR
from casino.games.sej.rules import SejRules
from casino.games.sej.types import WANDS as WANDS_OPTION
from casino.games.sej.types import (
    ContestBegun,
    ContestWon,
    DiceRolled,
    Event,
    GameEnded,
    GameStarted,
    HandBegun,
    HandDeclined,
    HandEnded,
    HandPlayed,
    OfferAnswered,
    OptionOffered,
    RollTied,
    SejState,
    Settled,
    StarterChosen,
    WandsThrown,
)
from casino.i18n import N_, _, ngettext

HOW = {
    "target": N_("reaching the target"),
    TRIPLE_WHITE: N_("a triple White"),
    TRIPLE_BLACK: N_("a triple Black"),
}

PRIZES = {
    SHIPS: N_("ships {points}"),
    STARS: N_("stars {points}"),
    WHITE_PAIR: N_("white pair {points}"),
    BLACK: N_("black"),
    TRIPLE_WHITE: N_("triple white"),
    TRIPLE_BLACK: N_("triple black"),
}
"""A prize's words (``str(Prize)``, as the events store them) in the language shown."""


def prize_words(stored: str) -> str:
    """A prize as an event stored it (``ships 20``, ``black``), in words to show."""
    kind, _space, points = stored.rpartition(" ")
    if points.isdigit() and kind in PRIZES:
        return _(PRIZES[kind]).format(points=points)
    return _(PRIZES[stored]) if stored in PRIZES else stored


def _points(count: int) -> str:
    return ngettext("{count} points", "{count} points", count).format(count=count)


def _seat_points(scores: Sequence[tuple[int, int]]) -> str:
    return ", ".join(
        _("seat {seat} {points}").format(seat=seat, points=points) for seat, points in scores
    )


def sentence(event: Event, _rules: SejRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case StarterChosen(seat=seat):
            return _("{seat} wins the opening roll and throws first").format(seat=who(seat))
        case HandDeclined(seat=seat):
            return _("{seat} declines the Hand: no dice are rolled").format(seat=who(seat))
        case HandPlayed(seat=seat):
            return _("{seat} plays the Hand").format(seat=who(seat))
        case GameStarted(number=number, target=target):
            return _("Game {number} to {target} begins: everyone rolls for the first throw").format(
                number=number, target=target
            )
        case DiceRolled(seat=seat, roll=roll):
            if roll.faces:
                return _("{seat} rolls {total} ({faces})").format(
                    seat=who(seat), total=roll.total, faces=roll
                )
            return _("{seat} rolls {total}").format(seat=who(seat), total=roll.total)
        case RollTied(seats=seats, total=total):
            return _("Tied at {total}: {seats} roll again").format(
                total=total, seats=listing([who(s, False) for s in seats])
            )
        case HandBegun(number=number, seat=seat):
            return _("Hand {number}: the wands are {seat}'s").format(
                number=number, seat=who(seat, False)
            )
        case OptionOffered(seat=seat, to=to, option=option):
            offers = (
                _("{seat} offers the wands to {to}")
                if option == WANDS_OPTION
                else _("{seat} offers the first roll to {to}")
            )
            return offers.format(seat=who(seat), to=who(to, False))
        case OfferAnswered(seat=seat, accepted=accepted):
            answers = _("{seat} takes the offer") if accepted else _("{seat} refuses the offer")
            return answers.format(seat=who(seat))
        case WandsThrown(seat=seat, throw=throw, prizes=prizes):
            return _("{seat} throws {throw}: {prizes}").format(
                seat=who(seat), throw=throw, prizes=", ".join(map(prize_words, prizes))
            )
        case ContestBegun(prize=prize, first=first):
            return _("Contest for the {prize}: {seat} rolls first").format(
                prize=prize_words(prize), seat=who(first, False)
            )
        case ContestWon(seat=seat, prize=prize, score=score):
            if prize == BLACK:
                return _("{seat} wins the black and is back to 0 points").format(seat=who(seat))
            if prize in (TRIPLE_WHITE, TRIPLE_BLACK):
                return _("{seat} wins the {prize}").format(seat=who(seat), prize=prize_words(prize))
            return _("{seat} wins the {prize}: {points}").format(
                seat=who(seat), prize=prize_words(prize), points=_points(score)
            )
        case HandEnded(number=number):
            return _("Hand {number} ends").format(number=number)
        case GameEnded(number=number, how=how, winners=winners, losers=losers, scores=scores):
            points = _seat_points(scores)
            if how == TRIPLE_BLACK:
                return _("Game {number}: {seats} loses by a triple Black ({points})").format(
                    number=number, seats=listing([who(s, False) for s in losers]), points=points
                )
            return _("Game {number}: {seats} wins by {how} ({points})").format(
                number=number,
                seats=listing([who(s, False) for s in winners]),
                how=_(HOW[how]) if how in HOW else how,
                points=points,
            )
        case Settled(payer=payer, payee=payee, stakes=count, amount=amount):
            return _("{payer} pays {payee} {amount} ({stakes})").format(
                payer=who(payer),
                payee=who(payee, False),
                amount=money(amount),
                stakes=stakes(count),
            )
    return None


describe = describer(SejRules, N_("Game"), sentence)


def summarise(state: SejState) -> Summary:
    """The table after an event: stacks and points, the Hand, the prize in contest and the
    rolls so far."""
    game, rules = state.game, state.rules
    seats: list[SeatLine] = []
    for seat, occupant in occupied(state.seats):
        notes = []
        if game is not None and seat in game.players:
            notes.append(_points(game.score(seat)))
            hand = game.hand
            if hand is not None and seat == hand.thrower:
                notes.append(_("the wands"))
        seats.append(SeatLine(seat, occupant.player, occupant.stack, 0, ", ".join(notes), ()))
    lines: list[tuple[str, str]] = []
    if game is None:
        lines.append(none_in_play(N_("Game"), state.games_started, N_("played")))
    else:
        lines.append(
            (_("Game"), _("{number}, to {target}").format(number=game.number, target=game.target))
        )
        hand = game.hand
        if game.opening is not None:
            lines.append((_("Opening roll"), _rolls(game.opening.rolls) or _("to roll")))
        elif hand is not None:
            lines.append((_("Hand"), str(hand.number)))
            if hand.throw is not None:
                lines.append((_("Wands"), str(hand.throw)))
            if hand.contest is not None and hand.contest.prize is not None:
                lines.append((_("Contest"), prize_words(str(hand.contest.prize))))
                lines.append((_("Rolls"), _rolls(hand.contest.rolls) or _("none yet")))
    lines += taken(N_("Time charges"), state.time_charges, rules.money)
    lines += taken(N_("Game fees"), state.fees, rules.money)
    return Summary(tuple(seats), tuple(lines))


def _rolls(rolls: tuple[tuple[int, int], ...]) -> str:
    return _seat_points(rolls)
