"""Sekhoma's events in words, for the pit boss replaying a hand.

Each sentence says what happened at the table as a dealer would call it ("Seat 3 (Ann)
raises to 4.00 Cr"), with amounts in the table's currency and cards in the table notation, so
a recall reads like the hand did. Pure: the sentence depends on the event, the rules and who
sat where, nothing else.
"""

from __future__ import annotations

from casino.equipment.sekhoma_pack import format_cards
from casino.games.capabilities import Summary
from casino.games.narrative import Acts, Teller, describer, hand_dealt, pool_lines, pool_seats
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    BetReturned,
    CardsDealt,
    Checked,
    Event,
    Exchanged,
    HandShown,
    Phase,
    PhaseStarted,
    PotAwarded,
    RakeTaken,
    SekhomaState,
    Wagered,
)

ACTS: Acts = {Checked: "checks"}

PHASES = {
    Phase.BETTING_1: "The first betting round begins",
    Phase.EXCHANGE: "The exchange begins",
    Phase.BETTING_2: "The second betting round begins",
    Phase.SHOWDOWN: "Betting is over: the showdown",
}


def sentence(event: Event, _rules: SekhomaRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case CardsDealt(seats=seats, hands=hands):
            return hand_dealt("Six", seats, hands, format_cards)
        case Wagered(seat=seat, action=action, amount=amount, to=to, all_in=all_in, full=full):
            return _wagered(who(seat), action, money(amount), money(to), all_in, full)
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
            return f"The unmatched {money(amount)} goes back to {who(seat, False)}"
        case RakeTaken(amount=amount):
            return f"The house rakes {money(amount)} from the main pot"
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested):
            name = "Main pot" if pot == 0 else f"Side pot {pot}"
            if not shares:
                return f"{name} ({money(amount)}): nothing to award"
            return tell.pot(name, amount, shares, alone=", uncontested" if uncontested else "")
    return None


describe = describer(SekhomaRules, "Hand", sentence, ACTS)


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


def summarise(state: SekhomaState) -> Summary:
    """The table after an event: stacks, what each seat has in the pot and its cards."""
    hand = state.hand
    money = state.rules.money
    seats = pool_seats(
        state.seats, hand, absent="not in this hand", in_play=lambda c: c.committed,
        notes=lambda c, notes: notes if c.exchanged is None else [*notes, f"drew {c.exchanged}"],
    )
    in_hand = None
    if hand is not None:
        in_hand = [("Hand", f"{hand.number}, {hand.phase}"), ("Pot", money(hand.pot_total))]
        if hand.level:
            in_hand.append(("To stay in", money(hand.level)))
    return Summary(seats, pool_lines(state, money, in_hand))
