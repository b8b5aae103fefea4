"""Seka's events in words, for the pit boss replaying a hand.

Each sentence says what happened as a dealer would call it ("Seat 3 (Ann) (dark) calls
1.00 Cr"), with amounts in the table's currency and cards in French notation, and says who
was dark when they paid: the recall has to show that a dark player paid half (rules page
section 7). Pure: the sentence depends on the event, the rules and who sat where.
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
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    SEATS,
    AntePosted,
    CardsDealt,
    ChipsReturned,
    Event,
    Folded,
    HandEnded,
    HandShown,
    HandStarted,
    HandVoided,
    Looked,
    Outshown,
    Paid,
    PotAwarded,
    RakeTaken,
    SatOut,
    SekaState,
    ShowdownDue,
    SplitAgreed,
    SplitRefused,
    SvaraDealt,
    SvaraDeclared,
    SvaraJoined,
    SvaraPassed,
    TimeCharged,
)

ACTIONS = {"call": "calls", "reveal": "reveals for", "all-in": "goes all in with"}


def cards_text(cards: Sequence[FrenchCard]) -> str:
    return " ".join(map(str, cards))


def describe(event: Event, rules: SekaRules, players: Mapping[int, str] | None = None) -> str:
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
        case HandStarted(number=number, button=button, order=order, shoe_digest=digest):
            seats = listing([str(s) for s in order])
            sealed = f"; the shoe is sealed (digest {digest[:12]}…)" if digest else ""
            return (f"Hand {number} starts with the button at seat {button}: seats {seats} are "
                    f"dealt in{sealed}")
        case SatOut(seat=seat, reason=reason):
            return f"{who(seat)} sits out: {reason}"
        case AntePosted(seat=seat, amount=amount):
            return f"{who(seat)} antes {money(amount)}"
        case CardsDealt(seats=seats, hands=None):
            dealt_to = listing([str(s) for s in seats])
            return f"Three cards each are dealt face down to seats {dealt_to}"
        case CardsDealt(seats=seats, hands=hands):
            assert hands is not None
            dealt = [f"seat {s} {cards_text(h)}" for s, h in zip(seats, hands, strict=True)]
            return "Dealt: " + "; ".join(dealt)
        case Looked(seat=seat):
            return f"{who(seat)} looks at their cards and plays light"
        case Paid(seat=seat, action=action, amount=amount, stake=stake, dark=dark,
                  all_in=all_in):
            return _paid(f"{who(seat)}{' (dark)' if dark else ''}", action, money(amount),
                         money(stake), dark, all_in)
        case Folded(seat=seat):
            return f"{who(seat)} folds"
        case HandShown(seat=seat, cards=cards, value=value):
            return f"{who(seat)} shows {cards_text(cards)}: {value}"
        case Outshown(seat=seat, by=by, tie=tie):
            by_name = seat_name(by, players, start=False)
            why = "equal values, and the revealer folds" if tie else f"lower than {by_name}"
            return f"{who(seat)} is shown down ({why}) and folds"
        case ShowdownDue(reason="orbits"):
            return f"{rules.max_orbits} orbits are played: the showdown is forced, no payment"
        case ShowdownDue():
            return "Nobody left can bet against another: every hand still in is shown"
        case SvaraDeclared(tied=tied, pot=pot, join_fee=fee):
            seats = listing([seat_name(s, players, start=False) for s in tied])
            return (f"Svara: {seats} tie for the pot of {money(pot)}; anyone else dealt in may "
                    f"join for {money(fee)}")
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
            sealed = f"; the shoe is sealed (digest {digest[:12]}…)" if digest else ""
            seats = listing([str(s) for s in order])
            return (f"Svara deal {deal}: seats {seats} are dealt in, dark, with no antes and the "
                    f"button held{sealed}")
        case ChipsReturned(seat=seat, amount=amount):
            return (f"{money(amount)} nobody still in may win goes back to "
                    f"{seat_name(seat, players, start=False)}")
        case RakeTaken(amount=amount, pot=0):
            return f"The house rakes {money(amount)} from the pot"
        case RakeTaken(amount=amount, pot=pot):
            return f"The house rakes {money(amount)} from side pot {pot}"
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested,
                        split=split):
            return _pot(pot, money(amount), shares, uncontested, split, rules, players)
        case HandEnded(number=number, next_button=button):
            return f"Hand {number} ends; the button moves to seat {button}"
        case HandVoided(number=number, reason=reason, approved_by=approver, returned=returned):
            back = listing([f"seat {s} {money(a)}" for s, a in returned]) or "nothing"
            return f"Hand {number} is voided ({reason}), approved by {approver}: returned {back}"
    return type(event).__name__


def _paid(who: str, action: str, amount: str, stake: str, dark: bool, all_in: bool) -> str:
    half = f" (half the stake of {stake})" if dark else ""
    if action == "raise":
        text = f"{who} raises the stake to {stake} and pays {amount}"
    else:
        text = f"{who} {ACTIONS.get(action, action)} {amount}{half}"
    if all_in and action != "all-in":
        text += ", all in"
    return text


def _pot(
    pot: int,
    amount: str,
    shares: tuple[tuple[int, int], ...],
    uncontested: bool,
    split: bool,
    rules: SekaRules,
    players: Mapping[int, str] | None,
) -> str:
    name = "The pot" if pot == 0 else f"Side pot {pot}"
    if len(shares) == 1:
        seat = seat_name(shares[0][0], players, start=False)
        how = ", unseen" if uncontested else ""
        return f"{name} ({amount}) to {seat}{how}"
    parts = listing([f"{seat_name(s, players, start=False)} {rules.money(a)}" for s, a in shares])
    how = "split by agreement" if split else "split"
    return f"{name} ({amount}) {how}: {parts}"


def summarise(state: SekaState) -> Summary:
    """The table after an event: stacks, what each seat has paid this deal, dark or light,
    and its cards."""
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
            in_play = c.paid
            notes = ["dark" if c.dark else "light"]
            if seat == hand.button:
                notes.append("button")
            if c.folded:
                notes.append("folded")
            elif c.all_in:
                notes.append("all in")
            if hand.to_act is not None and hand.order[hand.to_act] == seat:
                notes.append("to act")
            note = ", ".join(notes)
            if c.shown is not None:
                cards = (("Shown", c.shown),)
            elif c.cards is not None:
                cards = (("Holds", c.cards),)
        elif hand is not None:
            note = "not in this deal"
        seats.append(SeatLine(seat, occupant.player, occupant.stack, in_play, note, cards))
    lines: list[tuple[str, str]] = []
    if hand is not None:
        deal = f", svara {hand.deal}" if hand.deal else ""
        lines.append(("Hand", f"{hand.number}{deal}, {hand.phase}"))
        lines.append(("Pot", money(hand.pot_total)))
        lines.append(("Stake", money(hand.stake)))
        if hand.tied:
            lines.append(("Svara fee", money(hand.join_fee)))
    else:
        lines.append(("Hand", f"none in play ({state.hands_dealt} dealt)"))
    lines.append(("Rake so far", money(state.rake)))
    if state.svaras:
        lines.append(("Svaras", str(state.svaras)))
    if state.time_charges:
        lines.append(("Time charges", money(state.time_charges)))
    return Summary(tuple(seats), tuple(lines))
