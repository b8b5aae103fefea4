"""Sej's events in words, for the pit boss replaying a game Hand by Hand.

Each sentence says what happened as the host would call it ("Seat 1 (Ann) throws S W B: ships
20, black", "Seat 2 (Boris) rolls 9", "Seat 1 (Ann) wins the black and is back to 0 points"),
with amounts in the table's currency. Pure: the sentence depends on the event, the rules and who
sat where.
"""

from __future__ import annotations

from casino.games.capabilities import SeatLine, Summary
from casino.games.narrative import (
    Acts,
    Teller,
    describer,
    listing,
    none_in_play,
    occupied,
    stakes,
    taken,
)
from casino.games.sej.prizes import BLACK, TRIPLE_BLACK, TRIPLE_WHITE
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

ACTS: Acts = {
    StarterChosen: "wins the opening roll and throws first",
    HandDeclined: "declines the Hand: no dice are rolled",
    HandPlayed: "plays the Hand",
}

HOW = {
    "target": "reaching the target",
    TRIPLE_WHITE: "a triple White",
    TRIPLE_BLACK: "a triple Black",
}


def sentence(event: Event, _rules: SejRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case GameStarted(number=number, target=target):
            return f"Game {number} to {target} begins: everyone rolls for the first throw"
        case DiceRolled(seat=seat, roll=roll):
            faces = f" ({roll})" if roll.faces else ""
            return f"{who(seat)} rolls {roll.total}{faces}"
        case RollTied(seats=seats, total=total):
            return f"Tied at {total}: {listing([who(s, False) for s in seats])} roll again"
        case HandBegun(number=number, seat=seat):
            return f"Hand {number}: the wands are {who(seat, False)}'s"
        case OptionOffered(seat=seat, to=to, option=option):
            what = "the wands" if option == WANDS_OPTION else "the first roll"
            return f"{who(seat)} offers {what} to {who(to, False)}"
        case OfferAnswered(seat=seat, accepted=accepted):
            return f"{who(seat)} {'takes' if accepted else 'refuses'} the offer"
        case WandsThrown(seat=seat, throw=throw, prizes=prizes):
            return f"{who(seat)} throws {throw}: {', '.join(prizes)}"
        case ContestBegun(prize=prize, first=first):
            return f"Contest for the {prize}: {who(first, False)} rolls first"
        case ContestWon(seat=seat, prize=prize, score=score):
            if prize == BLACK:
                return f"{who(seat)} wins the black and is back to 0 points"
            if prize in (TRIPLE_WHITE, TRIPLE_BLACK):
                return f"{who(seat)} wins the {prize}"
            return f"{who(seat)} wins the {prize}: {score} points"
        case HandEnded(number=number):
            return f"Hand {number} ends"
        case GameEnded(number=number, how=how, winners=winners, losers=losers, scores=scores):
            points = ", ".join(f"seat {s} {p}" for s, p in scores)
            if how == TRIPLE_BLACK:
                return (
                    f"Game {number}: {listing([who(s, False) for s in losers])} loses by "
                    f"a triple Black ({points})"
                )
            return (
                f"Game {number}: {listing([who(s, False) for s in winners])} wins by "
                f"{HOW.get(how, how)} ({points})"
            )
        case Settled(payer=payer, payee=payee, stakes=count, amount=amount):
            return f"{who(payer)} pays {who(payee, False)} {money(amount)} ({stakes(count)})"
    return None


describe = describer(SejRules, "Game", sentence, ACTS)


def summarise(state: SejState) -> Summary:
    """The table after an event: stacks and points, the Hand, the prize in contest and the
    rolls so far."""
    game, rules = state.game, state.rules
    seats: list[SeatLine] = []
    for seat, occupant in occupied(state.seats):
        notes = []
        if game is not None and seat in game.players:
            notes.append(f"{game.score(seat)} points")
            hand = game.hand
            if hand is not None and seat == hand.thrower:
                notes.append("the wands")
        seats.append(SeatLine(seat, occupant.player, occupant.stack, 0, ", ".join(notes), ()))
    lines: list[tuple[str, str]] = []
    if game is None:
        lines.append(none_in_play("Game", state.games_started, "played"))
    else:
        lines.append(("Game", f"{game.number}, to {game.target}"))
        hand = game.hand
        if game.opening is not None:
            lines.append(("Opening roll", _rolls(game.opening.rolls) or "to roll"))
        elif hand is not None:
            lines.append(("Hand", str(hand.number)))
            if hand.throw is not None:
                lines.append(("Wands", str(hand.throw)))
            if hand.contest is not None and hand.contest.prize is not None:
                lines.append(("Contest", str(hand.contest.prize)))
                lines.append(("Rolls", _rolls(hand.contest.rolls) or "none yet"))
    lines += taken("Time charges", state.time_charges, rules.money)
    lines += taken("Game fees", state.fees, rules.money)
    return Summary(tuple(seats), tuple(lines))


def _rolls(rolls: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"seat {seat} {total}" for seat, total in rolls)
