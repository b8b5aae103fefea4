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
    stored_reason,
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
from casino.i18n import N_, _

ACTS: Acts = {
    Looked: N_("{seat} looks at their cards and plays light"),
    SplitAgreed: N_("{seat} agrees to split the pot"),
    SplitRefused: N_("{seat} wants the svara played"),
}



SVARA_REASONS = (("cannot pay the svara fee of ", N_("cannot pay the svara fee of {amount}")),)
"""The reason a seat that could not pay to join a svara is stored with, by its English start."""

def sentence(event: Event, rules: SekaRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case CardsDealt(seats=seats, hands=hands):
            return hand_dealt(N_("Three"), seats, hands, cards_text)
        case Paid(seat=seat, action=action, amount=amount, stake=stake, dark=dark,
                  all_in=all_in):
            named = _("{seat} (dark)").format(seat=who(seat)) if dark else who(seat)
            return _paid(named, action, money(amount), money(stake), dark, all_in)
        case HandShown(seat=seat, cards=cards, value=value):
            return _("{seat} shows {cards}: {value}").format(
                seat=who(seat), cards=cards_text(cards), value=value
            )
        case Outshown(seat=seat, by=by, tie=tie):
            if tie:
                return _(
                    "{seat} is shown down (equal values, and the revealer folds) and folds"
                ).format(seat=who(seat))
            return _("{seat} is shown down (lower than {by}) and folds").format(
                seat=who(seat), by=who(by, False)
            )
        case ShowdownDue(reason="orbits"):
            return _("{orbits} orbits are played: the showdown is forced, no payment").format(
                orbits=rules.max_orbits
            )
        case ShowdownDue():
            return _("Nobody left can bet against another: every hand still in is shown")
        case SvaraDeclared(tied=tied, pot=pot, join_fee=fee):
            return _(
                "Svara: {seats} tie for the pot of {pot}; anyone else dealt in may join for {fee}"
            ).format(seats=listing([who(s, False) for s in tied]), pot=money(pot), fee=money(fee))
        case SvaraJoined(seat=seat, amount=amount):
            return _("{seat} joins the svara for {amount}").format(
                seat=who(seat), amount=money(amount)
            )
        case SvaraPassed(seat=seat, reason=""):
            return _("{seat} does not join the svara").format(seat=who(seat))
        case SvaraPassed(seat=seat, reason=reason):
            return _("{seat} cannot join the svara: {reason}").format(
                seat=who(seat), reason=stored_reason(reason, SVARA_REASONS)
            )
        case SvaraDealt(deal=deal, order=order, shoe_digest=digest):
            return _(
                "Svara deal {deal}: seats {seats} are dealt in, dark, with no antes and the "
                "button held{sealed}"
            ).format(deal=deal, seats=listing([str(s) for s in order]), sealed=sealed(digest))
        case ChipsReturned(seat=seat, amount=amount):
            return _("{amount} nobody still in may win goes back to {seat}").format(
                amount=money(amount), seat=who(seat, False)
            )
        case RakeTaken(amount=amount, pot=0):
            return _("The house rakes {amount} from the pot").format(amount=money(amount))
        case RakeTaken(amount=amount, pot=pot):
            return _("The house rakes {amount} from side pot {pot}").format(
                amount=money(amount), pot=pot
            )
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested,
                        split=split):
            return tell.pot(
                _("The pot") if pot == 0 else _("Side pot {number}").format(number=pot),
                amount, shares,
                alone=_(", unseen") if uncontested else "",
                split=_("split by agreement") if split else _("split"),
            )
    return None


describe = describer(SekaRules, N_("Hand"), sentence, ACTS)


def _paid(who: str, action: str, amount: str, stake: str, dark: bool, all_in: bool) -> str:
    also_all_in = all_in and action != "all-in"
    if action == "raise":
        text = (
            _("{seat} raises the stake to {stake} and pays {amount}, all in")
            if also_all_in
            else _("{seat} raises the stake to {stake} and pays {amount}")
        )
    elif action in _ACTIONS:
        light, half = _ACTIONS[action]
        text = _(half if dark else light)
        if also_all_in:
            text = _("{paid}, all in").format(paid=text)
    else:
        text = _("{seat} {action} {amount} (half the stake of {stake})") if dark else _(
            "{seat} {action} {amount}"
        )
        if also_all_in:
            text = _("{paid}, all in").format(paid=text)
        return text.format(seat=who, action=action, amount=amount, stake=stake)
    return text.format(seat=who, amount=amount, stake=stake)


_ACTIONS = {
    "call": (N_("{seat} calls {amount}"), N_("{seat} calls {amount} (half the stake of {stake})")),
    "reveal": (
        N_("{seat} reveals for {amount}"),
        N_("{seat} reveals for {amount} (half the stake of {stake})"),
    ),
    "all-in": (
        N_("{seat} goes all in with {amount}"),
        N_("{seat} goes all in with {amount} (half the stake of {stake})"),
    ),
}
"""What a seat paid, by the action stored (``Paid.action``): light, and dark (half)."""


def summarise(state: SekaState) -> Summary:
    """The table after an event: stacks, what each seat has paid this deal, dark or light,
    and its cards."""
    hand = state.hand
    money = state.rules.money
    seats = pool_seats(
        state.seats, hand, absent=_("not in this deal"), in_play=lambda c: c.paid,
        notes=lambda c, notes: [_("dark") if c.dark else _("light"), *notes],
    )
    in_hand = None
    if hand is not None:
        number = (
            _("{number}, svara {deal}, {phase}") if hand.deal else _("{number}, {phase}")
        ).format(number=hand.number, deal=hand.deal, phase=_(hand.phase))
        in_hand = [
            (_("Hand"), number),
            (_("Pot"), money(hand.pot_total)),
            (_("Stake"), money(hand.stake)),
        ]
        if hand.tied:
            in_hand.append((_("Svara fee"), money(hand.join_fee)))
    svaras = [(_("Svaras"), str(state.svaras))] if state.svaras else []
    return Summary(seats, pool_lines(state, money, in_hand, *svaras))
