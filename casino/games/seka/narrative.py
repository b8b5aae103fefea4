"""Seka's events in words, for the pit boss replaying a hand.

Each sentence says what happened as a dealer would call it ("Seat 3 (Ann) (dark) calls
1.00 Cr"), with amounts in the table's currency and cards in French notation, and says who
was dark when they paid: the recall has to show that a dark player paid half (rules page
section 7). Pure: the sentence depends on the event, the rules and who sat where.
"""

from __future__ import annotations

from casino.games.capabilities import Summary
from casino.games.narrative import (
    Acts,
    Teller,
    cards_text,
    describer,
    hand_dealt,
    listing,
    pool_lines,
    pool_seats,
    sealed,
)
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    CardsDealt,
    ChipsReturned,
    Event,
    HandShown,
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

ACTS: Acts = {
    Looked: "looks at their cards and plays light",
    SplitAgreed: "agrees to split the pot",
    SplitRefused: "wants the svara played",
}

ACTIONS = {"call": "calls", "reveal": "reveals for", "all-in": "goes all in with"}


def sentence(event: Event, rules: SekaRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case CardsDealt(seats=seats, hands=hands):
            return hand_dealt("Three", seats, hands, cards_text)
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
    return None


describe = describer(SekaRules, "Hand", sentence, ACTS)


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
    seats = pool_seats(
        state.seats, hand, absent="not in this deal", in_play=lambda c: c.paid,
        notes=lambda c, notes: ["dark" if c.dark else "light", *notes],
    )
    in_hand = None
    if hand is not None:
        deal = f", svara {hand.deal}" if hand.deal else ""
        in_hand = [
            ("Hand", f"{hand.number}{deal}, {hand.phase}"),
            ("Pot", money(hand.pot_total)),
            ("Stake", money(hand.stake)),
        ]
        if hand.tied:
            in_hand.append(("Svara fee", money(hand.join_fee)))
    svaras = [("Svaras", str(state.svaras))] if state.svaras else []
    return Summary(seats, pool_lines(state, money, in_hand, *svaras))
