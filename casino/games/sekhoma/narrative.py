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
from casino.i18n import N_, _, ngettext

ACTS: Acts = {Checked: N_("{seat} checks")}

PHASES = {
    Phase.BETTING_1: N_("The first betting round begins"),
    Phase.EXCHANGE: N_("The exchange begins"),
    Phase.BETTING_2: N_("The second betting round begins"),
    Phase.SHOWDOWN: N_("Betting is over: the showdown"),
}


def sentence(event: Event, _rules: SekhomaRules, tell: Teller) -> str | None:
    money, who = tell.money, tell.who
    match event:
        case CardsDealt(seats=seats, hands=hands):
            return hand_dealt(N_("Six"), seats, hands, format_cards)
        case Wagered(seat=seat, action=action, amount=amount, to=to, all_in=all_in, full=full):
            return _wagered(who(seat), action, money(amount), money(to), all_in, full)
        case PhaseStarted(phase=phase):
            if phase in PHASES:
                return _(PHASES[phase])
            return _("The {phase} begins").format(phase=_(phase))
        case Exchanged(seat=seat, count=0):
            return _("{seat} stands pat").format(seat=who(seat))
        case Exchanged(seat=seat, count=count, discards=discards, drawn=drawn):
            if discards is None or drawn is None:
                return ngettext(
                    "{seat} exchanges {count} card", "{seat} exchanges {count} cards", count
                ).format(seat=who(seat), count=count)
            return ngettext(
                "{seat} exchanges {count} card: discards {discards}, draws {drawn}",
                "{seat} exchanges {count} cards: discards {discards}, draws {drawn}",
                count,
            ).format(
                seat=who(seat),
                count=count,
                discards=format_cards(discards),
                drawn=format_cards(drawn),
            )
        case HandShown(seat=seat, cards=cards, category=category):
            # the category is stored in English (``ranking``'s labels, marked with N_)
            return _("{seat} shows {cards}: {category}").format(
                seat=who(seat), cards=format_cards(cards), category=_(category)
            )
        case BetReturned(seat=seat, amount=amount):
            return _("The unmatched {amount} goes back to {seat}").format(
                amount=money(amount), seat=who(seat, False)
            )
        case RakeTaken(amount=amount):
            return _("The house rakes {amount} from the main pot").format(amount=money(amount))
        case PotAwarded(pot=pot, amount=amount, shares=shares, uncontested=uncontested):
            name = _("Main pot") if pot == 0 else _("Side pot {number}").format(number=pot)
            if not shares:
                return _("{pot} ({amount}): nothing to award").format(
                    pot=name, amount=money(amount)
                )
            return tell.pot(name, amount, shares, alone=_(", uncontested") if uncontested else "")
    return None


describe = describer(SekhomaRules, N_("Hand"), sentence, ACTS)


def _wagered(who: str, action: str, amount: str, to: str, all_in: bool, full: bool) -> str:
    if action == "call":
        text = _("{seat} calls {amount}, all in") if all_in else _("{seat} calls {amount}")
    elif action == "bet":
        if not all_in:
            text = _("{seat} bets {amount}")
        elif full:
            text = _("{seat} bets {amount}, all in")
        else:
            text = _(
                "{seat} bets {amount}, all in (less than a full bet: the betting does not reopen)"
            )
    elif not all_in:
        text = _("{seat} raises to {to}")
    elif full:
        text = _("{seat} raises to {to}, all in")
    else:
        text = _(
            "{seat} raises to {to}, all in (less than a full raise: the betting does not reopen)"
        )
    return text.format(seat=who, amount=amount, to=to)


def summarise(state: SekhomaState) -> Summary:
    """The table after an event: stacks, what each seat has in the pot and its cards."""
    hand = state.hand
    money = state.rules.money
    seats = pool_seats(
        state.seats, hand, absent=_("not in this hand"), in_play=lambda c: c.committed,
        notes=lambda c, notes: (
            notes
            if c.exchanged is None
            else [*notes, _("drew {count}").format(count=c.exchanged)]
        ),
    )
    in_hand = None
    if hand is not None:
        in_hand = [
            (_("Hand"), _("{number}, {phase}").format(number=hand.number, phase=_(hand.phase))),
            (_("Pot"), money(hand.pot_total)),
        ]
        if hand.level:
            in_hand.append((_("To stay in"), money(hand.level)))
    return Summary(seats, pool_lines(state, money, in_hand))
