"""Sekhoma's events in words, for the pit boss replaying a hand.

Each sentence says what happened at the table as a dealer would call it ("Seat 3 (Ann)
raises to 4.00 Cr"), with amounts in the table's currency and cards in the table notation, so
a recall reads like the hand did. Pure: the sentence depends on the event, the rules and who
sat where, nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping

from casino.equipment.sekhoma_pack import format_cards
from casino.games.house_rules import HouseRules
from casino.games.narrative import (
    CardGroup,
    SeatLine,
    Summary,
    describe_seating,
    listing,
    seat_name,
)
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    SEATS,
    AntePosted,
    BetReturned,
    CardsDealt,
    Checked,
    Event,
    Exchanged,
    Folded,
    HandEnded,
    HandShown,
    HandStarted,
    HandVoided,
    Phase,
    PhaseStarted,
    PotAwarded,
    RakeTaken,
    SatOut,
    SekhomaState,
    TimeCharged,
    Wagered,
)

PHASES = {
    Phase.BETTING_1: "The first betting round begins",
    Phase.EXCHANGE: "The exchange begins",
    Phase.BETTING_2: "The second betting round begins",
    Phase.SHOWDOWN: "Betting is over: the showdown",
}


def describe(event: Event, rules: HouseRules, players: Mapping[int, str] | None = None) -> str:
    """One plain sentence for ``event``; ``players`` (seat -> name) names who acted."""
    assert isinstance(rules, SekhomaRules), rules
    money = rules.money

    def who(seat: int) -> str:
        return seat_name(seat, players)

    seating = describe_seating(event, money, who)
    if seating is not None:
        return seating
    match event:
        case TimeCharged(seat=seat, amount=amount):
            return f"{who(seat)} pays the time charge of {money(amount)}"
        case HandStarted(number=number, button=button, order=order, shoe_digest=digest):
            seats = listing([str(s) for s in order])
            sealed = f"; the shoe is sealed (digest {digest[:12]}…)" if digest else ""
            return f"Hand {number} starts with the button at seat {button}: seats {seats} " \
                   f"are dealt in{sealed}"
        case SatOut(seat=seat, reason=reason):
            return f"{who(seat)} sits out: {reason}"
        case AntePosted(seat=seat, amount=amount):
            return f"{who(seat)} antes {money(amount)}"
        case CardsDealt(seats=seats, hands=None):
            return f"Six cards each are dealt face down to seats {listing([str(s) for s in seats])}"
        case CardsDealt(seats=seats, hands=hands):
            assert hands is not None
            dealt = [f"seat {s} {format_cards(h)}" for s, h in zip(seats, hands, strict=True)]
            return "Dealt: " + "; ".join(dealt)
        case Checked(seat=seat):
            return f"{who(seat)} checks"
        case Wagered(seat=seat, action=action, amount=amount, to=to, all_in=all_in, full=full):
            return _wagered(who(seat), action, money(amount), money(to), all_in, full)
        case Folded(seat=seat):
            return f"{who(seat)} folds"
        case PhaseStarted(phase=phase):
            return PHASES.get(phase, f"The {phase} begins")
        case Exchanged(seat=seat, count=0):
            return f"{who(seat)} stands pat"
        case Exchanged(seat=seat, count=count, discards=discards, drawn=drawn):
            cards = "card" if count == 1 else "cards"
            if discards is None or drawn is None:
                return f"{who(seat)} exchanges {count} {cards}"
            return (
                f"{who(seat)} exchanges {count} {cards}: discards {format_cards(discards)}, "
                f"draws {format_cards(drawn)}"
            )
        case HandShown(seat=seat, cards=cards, category=category):
            return f"{who(seat)} shows {format_cards(cards)}: {category}"
        case BetReturned(seat=seat, amount=amount):
            back_to = seat_name(seat, players, start=False)
            return f"The unmatched {money(amount)} goes back to {back_to}"
        case RakeTaken(amount=amount):
            return f"The house rakes {money(amount)} from the main pot"
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested):
            return _pot(pot, money(amount), shares, uncontested, rules, players)
        case HandEnded(number=number, next_button=button):
            return f"Hand {number} ends; the button moves to seat {button}"
        case HandVoided(number=number, reason=reason, approved_by=approver, returned=returned):
            back = listing([f"seat {s} {money(a)}" for s, a in returned]) or "nothing"
            return (
                f"Hand {number} is voided ({reason}), approved by {approver}: "
                f"returned {back}"
            )
    return type(event).__name__


def _wagered(who: str, action: str, amount: str, to: str, all_in: bool, full: bool) -> str:
    if action == "call":
        text = f"{who} calls {amount}"
    elif action == "bet":
        text = f"{who} bets {amount}"
    else:
        text = f"{who} raises to {to}"
    if all_in:
        text += ", all in"
        if not full and action != "call":
            text += f" (less than a full {action}: the betting does not reopen)"
    return text


def _pot(
    pot: int,
    amount: str,
    shares: tuple[tuple[int, int], ...],
    uncontested: bool,
    rules: SekhomaRules,
    players: Mapping[int, str] | None,
) -> str:
    name = "Main pot" if pot == 0 else f"Side pot {pot}"
    if not shares:
        return f"{name} ({amount}): nothing to award"
    if len(shares) == 1:
        seat = seat_name(shares[0][0], players, start=False)
        how = ", uncontested" if uncontested else ""
        return f"{name} ({amount}) to {seat}{how}"
    split = listing([f"{seat_name(s, players, start=False)} {rules.money(a)}" for s, a in shares])
    return f"{name} ({amount}) split: {split}"


def summarise(state: SekhomaState) -> Summary:
    """The table after an event: stacks, what each seat has in the pot and its cards."""
    hand = state.hand
    money = state.rules.money
    seats: list[SeatLine] = []
    for seat in SEATS:
        occupant = state.seat(seat)
        if occupant is None:
            continue
        in_play, note = 0, ""
        cards: tuple[CardGroup, ...] = ()
        if hand is not None and seat in hand.order:
            c = hand.contender(seat)
            in_play = c.committed
            notes = []
            if seat == hand.button:
                notes.append("button")
            if c.folded:
                notes.append("folded")
            elif c.all_in:
                notes.append("all in")
            if hand.to_act is not None and hand.order[hand.to_act] == seat:
                notes.append("to act")
            if c.exchanged is not None:
                notes.append(f"drew {c.exchanged}")
            note = ", ".join(notes)
            groups: list[CardGroup] = []
            if c.shown is not None:
                groups.append(("Shown", c.shown))
            elif c.cards is not None:
                groups.append(("Holds", c.cards))
            cards = tuple(groups)
        elif hand is not None:
            note = "not in this hand"
        seats.append(SeatLine(seat, occupant.player, occupant.stack, in_play, note, cards))
    lines: list[tuple[str, str]] = []
    if hand is not None:
        lines.append(("Hand", f"{hand.number}, {hand.phase}"))
        lines.append(("Pot", money(hand.pot_total)))
        if hand.level:
            lines.append(("To stay in", money(hand.level)))
    else:
        lines.append(("Hand", f"none in play ({state.hands_dealt} dealt)"))
    lines.append(("Rake so far", money(state.rake)))
    if state.time_charges:
        lines.append(("Time charges", money(state.time_charges)))
    return Summary(tuple(seats), tuple(lines))
