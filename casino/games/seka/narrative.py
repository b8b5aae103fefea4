"""Seka's events in words, for the pit boss replaying a hand.

Each sentence says what happened as a dealer would call it ("Seat 3 (Ann) (dark) calls
1.00 Cr"), with amounts in the table's currency and cards in French notation, and says who
was dark when they paid: the recall has to show that a dark player paid half (rules page
section 7). Pure: the sentence depends on the event, the rules and who sat where.
"""

from __future__ import annotations

from collections.abc import Mapping

from casino.games.house_rules import HouseRules
from casino.games.narrative import (
    SeatLine,
    Summary,
    Teller,
    cards_text,
    dealt,
    face_down,
    hand_starts,
    held,
    listing,
    none_in_play,
    occupied,
    pool_notes,
    sealed,
    taken,
)
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    CardsDealt,
    ChipsReturned,
    Event,
    HandShown,
    HandStarted,
    Looked,
    Outshown,
    Paid,
    PotAwarded,
    RakeTaken,
    SekaState,
    ShowdownDue,
    SplitAgreed,
    SplitRefused,
    SvaraDealt,
    SvaraDeclared,
    SvaraJoined,
    SvaraPassed,
)

ACTIONS = {"call": "calls", "reveal": "reveals for", "all-in": "goes all in with"}


def describe(event: Event, rules: HouseRules, players: Mapping[int, str] | None = None) -> str:
    """One plain sentence for ``event``; ``players`` (seat -> name) names who acted."""
    assert isinstance(rules, SekaRules), rules
    tell = Teller(rules.money, players)
    money, who = tell.money, tell.who
    match event:
        case HandStarted(number=number, button=button, order=order, shoe_digest=digest):
            return hand_starts(number, button, order, digest)
        case CardsDealt(seats=seats, hands=None):
            return face_down("Three", seats)
        case CardsDealt(seats=seats, hands=hands):
            assert hands is not None
            return "Dealt: " + dealt(seats, hands, cards_text)
        case Looked(seat=seat):
            return f"{who(seat)} looks at their cards and plays light"
        case Paid(seat=seat, action=action, amount=amount, stake=stake, dark=dark,
                  all_in=all_in):
            return _paid(f"{who(seat)}{' (dark)' if dark else ''}", action, money(amount),
                         money(stake), dark, all_in)
        case HandShown(seat=seat, cards=cards, value=value):
            return f"{who(seat)} shows {cards_text(cards)}: {value}"
        case Outshown(seat=seat, by=by, tie=tie):
            why = "equal values, and the revealer folds" if tie else f"lower than {who(by, False)}"
            return f"{who(seat)} is shown down ({why}) and folds"
        case ShowdownDue(reason="orbits"):
            return f"{rules.max_orbits} orbits are played: the showdown is forced, no payment"
        case ShowdownDue():
            return "Nobody left can bet against another: every hand still in is shown"
        case SvaraDeclared(tied=tied, pot=pot, join_fee=fee):
            tied_seats = listing([who(s, False) for s in tied])
            return (f"Svara: {tied_seats} tie for the pot of {money(pot)}; anyone else dealt in "
                    f"may join for {money(fee)}")
        case SplitAgreed(seat=seat):
            return f"{who(seat)} agrees to split the pot"
        case SplitRefused(seat=seat):
            return f"{who(seat)} wants the svara played"
        case SvaraJoined(seat=seat, amount=amount):
            return f"{who(seat)} joins the svara for {money(amount)}"
        case SvaraPassed(seat=seat, reason=""):
            return f"{who(seat)} does not join the svara"
        case SvaraPassed(seat=seat, reason=reason):
            return f"{who(seat)} cannot join the svara: {reason}"
        case SvaraDealt(deal=deal, order=order, shoe_digest=digest):
            dealt_in = listing([str(s) for s in order])
            return (f"Svara deal {deal}: seats {dealt_in} are dealt in, dark, with no antes and "
                    f"the button held{sealed(digest)}")
        case ChipsReturned(seat=seat, amount=amount):
            return f"{money(amount)} nobody still in may win goes back to {who(seat, False)}"
        case RakeTaken(amount=amount, pot=0):
            return f"The house rakes {money(amount)} from the pot"
        case RakeTaken(amount=amount, pot=pot):
            return f"The house rakes {money(amount)} from side pot {pot}"
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested,
                        split=split):
            return tell.pot(
                "The pot" if pot == 0 else f"Side pot {pot}", amount, shares,
                alone=", unseen" if uncontested else "",
                split="split by agreement" if split else "split",
            )
    return tell.common(event, "Hand")


def _paid(who: str, action: str, amount: str, stake: str, dark: bool, all_in: bool) -> str:
    half = f" (half the stake of {stake})" if dark else ""
    if action == "raise":
        text = f"{who} raises the stake to {stake} and pays {amount}"
    else:
        text = f"{who} {ACTIONS.get(action, action)} {amount}{half}"
    if all_in and action != "all-in":
        text += ", all in"
    return text


def summarise(state: SekaState) -> Summary:
    """The table after an event: stacks, what each seat has paid this deal, dark or light,
    and its cards."""
    hand = state.hand
    money = state.rules.money
    seats: list[SeatLine] = []
    for seat, occupant in occupied(state.seats):
        if hand is not None and seat in hand.order:
            c = hand.contender(seat)
            notes = ["dark" if c.dark else "light", *pool_notes(seat, hand, c)]
            line = SeatLine(seat, occupant.player, occupant.stack, c.paid, ", ".join(notes),
                            held(c))
        else:
            line = SeatLine(seat, occupant.player, occupant.stack, 0,
                            "not in this deal" if hand is not None else "")
        seats.append(line)
    lines: list[tuple[str, str]] = []
    if hand is not None:
        deal = f", svara {hand.deal}" if hand.deal else ""
        lines.append(("Hand", f"{hand.number}{deal}, {hand.phase}"))
        lines.append(("Pot", money(hand.pot_total)))
        lines.append(("Stake", money(hand.stake)))
        if hand.tied:
            lines.append(("Svara fee", money(hand.join_fee)))
    else:
        lines.append(none_in_play("Hand", state.hands_dealt))
    lines.append(("Rake so far", money(state.rake)))
    if state.svaras:
        lines.append(("Svaras", str(state.svaras)))
    lines += taken("Time charges", state.time_charges, money)
    return Summary(tuple(seats), tuple(lines))
