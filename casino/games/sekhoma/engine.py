"""The Sekhoma table engine (RULES section 3): a pure state machine over frozen dataclasses.

``decide`` validates a command against the state and returns the events it causes, including
the ones that follow by themselves (a round that closes, an exchange that ends, a hand won by
folds). ``evolve`` folds one event into the state and holds no rule of its own beyond
bookkeeping; the one judgement it makes, whose turn it is, is recomputed from the state so a
replayed stream always agrees with the live one.

Rulings this engine makes where RULES leaves room (each noted where it is enforced):
- fold is allowed at any turn; "no bet" only while the round's bet is 0;
- in pot- and no-limit the minimum bet and the minimum raise increment are ``small_bet``; in
  fixed-limit a raise is by exactly the round's bet, over the current bet;
- an all-in is "full" when it raises by at least that increment; only a full bet or raise
  reopens the betting and counts toward the fixed-limit raise cap;
- a betting round with at most one player able to act and nothing owed is skipped, and so is
  the exchange when ``max_exchange`` is 0;
- the unmatched part of a bet is returned before the pots are made; the rake is a percentage
  of the main pot only, taken from it, on a showdown or a win by folds alike;
- a player short of the ante sits out; the time charge takes what a stack holds, at most the
  charge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from casino.equipment.sekhoma_pack import DECK, Card, CardError, check_copies
from casino.games import betting, seating, shoes
from casino.games.frozen import replacers
from casino.games.pool import AllIn, AntePosted, Call, Fold, Folded, HandEnded, Raise
from casino.games.pots import build_pots, hand_rake
from casino.games.seating import SeatPlayer
from casino.games.sekhoma import ledger as sekhoma_ledger
from casino.games.sekhoma.ranking import Category, hand_key
from casino.games.sekhoma.rules import FIXED_LIMIT, POT_LIMIT, SekhomaRules
from casino.games.sekhoma.types import (
    BETTING_ROUND,
    HAND_SIZE,
    MIN_PLAYERS,
    SEATS,
    Bet,
    BetReturned,
    CardsDealt,
    Check,
    Checked,
    Command,
    Contender,
    Event,
    Exchange,
    Exchanged,
    HandShown,
    HandStarted,
    HandState,
    Phase,
    PhaseStarted,
    PotAwarded,
    RakeTaken,
    SekhomaState,
    Showdown,
    StartHand,
    Wagered,
)
from casino.games.spec import Option, RuleViolation
from casino.games.table import TableEngine, handler_for, settle, whole_amount
from casino.games.voids import HandVoided, VoidHand
from casino.i18n import N_, _

_SORTED_DECK = list(DECK)
_state, _hand, _contender = replacers(SekhomaState, HandState, Contender)

# --- reading the state -----------------------------------------------------------------------


def _next_after(
    phase: Phase, contenders: tuple[Contender, ...], level: int, start: int
) -> int | None:
    """The first seat after index ``start`` that owes an action, or None.

    Runs after every event, so it counts in one pass rather than building lists.
    """
    if phase is Phase.SHOWDOWN:
        return None
    live = able = 0
    lone: Contender | None = None
    first_to_exchange: int | None = None
    for i, c in enumerate(contenders):
        if not c.folded:
            live += 1
            if first_to_exchange is None and c.exchanged is None:
                first_to_exchange = i
            if not c.all_in:
                able += 1
                lone = c
    if live <= 1:
        return None
    if phase is Phase.EXCHANGE:
        return first_to_exchange
    if able == 0 or (able == 1 and lone is not None and lone.in_round >= level):
        return None  # nobody left to bet against
    n = len(contenders)
    for k in range(1, n + 1):
        i = (start + k) % n
        c = contenders[i]
        if not c.folded and not c.all_in and (not c.acted or c.in_round < level):
            return i
    return None


_stack = betting.stack


def _increment(rules: SekhomaRules, hand: HandState) -> int:
    """The size of a full bet or raise this round."""
    return rules.round_bet(BETTING_ROUND[hand.phase])


def _raise_bounds(state: SekhomaState, hand: HandState, c: Contender) -> tuple[int, int]:
    """(lowest, highest) total a raise (or bet) may bring this seat's round stake to."""
    rules = state.rules
    step = _increment(rules, hand)
    low = hand.level + step
    if rules.betting == FIXED_LIMIT:
        return low, low
    most = c.in_round + _stack(state, c.seat)
    if rules.betting == POT_LIMIT:
        owed = hand.level - c.in_round
        high = hand.level + hand.pot_total + owed
        return low, max(low, min(high, most))
    return low, max(low, most)


def _can_raise(rules: SekhomaRules, hand: HandState, c: Contender) -> bool:
    """May this seat bet or raise now? Not after the raise cap, not without a reopening full
    raise since it last acted, and not when every opponent is all-in: nobody could call."""
    if not c.may_raise:
        return False
    if rules.betting == FIXED_LIMIT and hand.level > 0 and hand.raises >= rules.max_raises:
        return False
    return any(o is not c and not o.folded and not o.all_in for o in hand.contenders)


def _betting_options(state: SekhomaState, hand: HandState, c: Contender) -> list[Option]:
    seat = c.seat
    stack = _stack(state, seat)
    owed = hand.level - c.in_round
    options = [Option(Fold.KIND, seat)]
    top_add = owed  # the most this seat may add with one action
    if hand.level == 0:
        options.append(Option(Check.KIND, seat))
    if owed > 0:
        options.append(Option(Call.KIND, seat))
    if _can_raise(state.rules, hand, c):
        low, high = _raise_bounds(state, hand, c)
        kind = Bet.KIND if hand.level == 0 else Raise.KIND
        if low - c.in_round <= stack:
            options.append(Option(kind, seat, low, min(high, c.in_round + stack)))
        top_add = max(top_add, high - c.in_round)
    if 0 < stack <= top_add:
        options.append(Option(AllIn.KIND, seat))
    return options


def legal_commands(state: SekhomaState) -> tuple[Option, ...]:
    """Every kind of command the rules allow now, with the amounts each accepts."""
    hand = state.hand
    if hand is None:
        return _between_hands_options(state)
    options: list[Option] = [Option(VoidHand.KIND)]
    if hand.phase == Phase.SHOWDOWN:
        options.append(Option(Showdown.KIND))
    elif hand.to_act is not None:
        c = hand.contenders[hand.to_act]
        if hand.phase == Phase.EXCHANGE:
            options.append(Option(Exchange.KIND, c.seat, 0, state.rules.max_exchange))
        else:
            options.extend(_betting_options(state, hand, c))
    return tuple(options)


def _between_hands_options(state: SekhomaState) -> tuple[Option, ...]:
    rules = state.rules
    may_join = rules.joining == "continuous" or state.hands_dealt == 0
    options = SEATING.options(state, lambda _seat: may_join)
    if len(betting.covering(state)) >= MIN_PLAYERS:
        options.append(Option(StartHand.KIND))
    return tuple(options)


# --- deciding --------------------------------------------------------------------------------


def decide(state: SekhomaState, command: Command) -> tuple[Event, ...]:
    """The events ``command`` causes, or ``RuleViolation`` saying why it is refused."""
    return execute(state, command)[1]


def execute(state: SekhomaState, command: Command) -> tuple[SekhomaState, tuple[Event, ...]]:
    """``decide`` and the state its events fold to, in one pass.

    ``decide`` has to fold its own events to see what follows by itself (a round closing, a
    hand won by folds), so the folded state comes for free; callers that need both use this.
    """
    handler = handler_for(_HANDLERS, command, "Sekhoma")
    whole_amount(command)
    return settle(state, handler(state, command), evolve, _follows)


def _follows(state: SekhomaState) -> list[Event]:
    """What happens by itself once nobody owes an action: a hand won by folds, or the next
    phase (the exchange, the second round, the showdown)."""
    hand = state.hand
    if hand is None or hand.to_act is not None or hand.phase == Phase.SHOWDOWN:
        return []
    if len(hand.live) == 1:
        return _award(state, hand, shown=False)
    following = {
        Phase.BETTING_1: Phase.EXCHANGE,
        Phase.EXCHANGE: Phase.BETTING_2,
        Phase.BETTING_2: Phase.SHOWDOWN,
    }
    return [PhaseStarted(following[hand.phase])]


def _may_join(state: SekhomaState, cmd: SeatPlayer) -> None:
    seating.require_seat(state.seats, cmd.seat)
    if state.rules.joining == "closed" and state.hands_dealt > 0:
        raise RuleViolation(_("this table is closed to new players after the first hand"))


SEATING = seating.Seating[SekhomaState](
    between=betting.require_between_hands,
    charge=seating.time_charge,
    may_sit=_may_join,
    sitting=N_("players join"),
)


def _start_hand(state: SekhomaState, cmd: StartHand) -> list[Event]:
    betting.require_between_hands(state, N_("a new hand starts"))
    rules = state.rules
    if rules.cards == "shoe":
        if cmd.shoe is None:
            raise RuleViolation(_("this is a shoe table: the hand needs a shuffled shoe"))
        if len(cmd.shoe) != len(DECK) or sorted(cmd.shoe) != _SORTED_DECK:
            raise RuleViolation(_("the shoe must hold the full 72-card deck, every card twice"))
    elif cmd.shoe is not None:
        raise RuleViolation(_("this is a live-card table: cards are entered when shown"))
    deal = betting.deal_in(state)
    # The shoe drawn for this deal is dealt from and dropped: only the dealt cards are kept.
    events: list[Event] = [HandStarted(deal.number, deal.button, deal.order, None, None)]
    events.extend(deal.posted)
    events.append(CardsDealt(deal.order, shoes.dealt_round(deal.order, cmd.shoe, HAND_SIZE)))
    events.append(PhaseStarted(Phase.BETTING_1))
    return events


def _turn(
    state: SekhomaState, seat: int, phase: Phase | None = None
) -> tuple[HandState, Contender]:
    hand = betting.hand_in_play(state)
    if phase is None and hand.phase not in BETTING_ROUND:
        raise RuleViolation(
            _("no betting now: the hand is at the {phase}").format(phase=_(hand.phase))
        )
    if phase is not None and hand.phase != phase:
        raise RuleViolation(_("not now: the hand is at the {phase}").format(phase=_(hand.phase)))
    return hand, hand.contenders[betting.turn(hand, seat, len(SEATS))]


def _check(state: SekhomaState, cmd: Check) -> list[Event]:
    hand, _seat = _turn(state, cmd.seat)
    if hand.level > 0:
        raise RuleViolation(
            _("seat {seat} cannot say no bet: {amount} has been bet").format(
                seat=cmd.seat, amount=state.rules.money(hand.level)
            )
        )
    return [Checked(cmd.seat)]


def _fold(state: SekhomaState, cmd: Fold) -> list[Event]:
    _turn(state, cmd.seat)
    return [Folded(cmd.seat)]


def _call(state: SekhomaState, cmd: Call) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    owed = hand.level - c.in_round
    if owed <= 0:
        raise RuleViolation(
            _("seat {seat} has nothing to call: say no bet or bet").format(seat=cmd.seat)
        )
    stack = _stack(state, cmd.seat)
    amount = min(owed, stack)
    return [Wagered(cmd.seat, "call", amount, c.in_round + amount, amount == stack, False)]


def _wager_to(state: SekhomaState, hand: HandState, c: Contender, to: int) -> Wagered:
    """A bet or raise bringing the seat's round stake to ``to`` (checked by the caller)."""
    stack = _stack(state, c.seat)
    amount = to - c.in_round
    full = to - hand.level >= _increment(state.rules, hand)
    action = "bet" if hand.level == 0 else "raise"
    return Wagered(c.seat, action, amount, to, amount == stack, full)


def _bet_or_raise(state: SekhomaState, seat: int, to: int, word: str) -> list[Event]:
    hand, c = _turn(state, seat)
    money = state.rules.money
    if word == "bet" and hand.level > 0:
        raise RuleViolation(
            _("{amount} has been bet already: call or raise").format(amount=money(hand.level))
        )
    if word == "raise" and hand.level == 0:
        raise RuleViolation(_("nobody has bet yet: bet instead of raising"))
    if not c.may_raise:
        raise RuleViolation(
            _(
                "seat {seat} may only call or fold: the betting was not reopened by a full raise"
            ).format(seat=seat)
        )
    if not _can_raise(state.rules, hand, c):
        raise RuleViolation(
            _("the raise cap of {cap} is reached: call or fold").format(
                cap=state.rules.max_raises
            )
        )
    low, high = _raise_bounds(state, hand, c)
    stack = _stack(state, seat)
    if to - c.in_round > stack:
        short = (
            _(
                "seat {seat} has only {amount} and cannot put in more (table stakes): go all-in "
                "instead"
            )
            if any(o.kind == AllIn.KIND for o in _betting_options(state, hand, c))
            else _("seat {seat} has only {amount} and cannot put in more (table stakes)")
        )
        raise RuleViolation(short.format(seat=seat, amount=money(stack)))
    if not low <= to <= high:
        if word == "bet":
            refusal = (
                _("{amount} is not a legal bet: bet {low}")
                if low == high
                else _("{amount} is not a legal bet: bet {low} to {high}")
            )
        else:
            refusal = (
                _("{amount} is not a legal raise: raise to {low}")
                if low == high
                else _("{amount} is not a legal raise: raise to {low} to {high}")
            )
        raise RuleViolation(refusal.format(amount=money(to), low=money(low), high=money(high)))
    return [_wager_to(state, hand, c, to)]


def _bet(state: SekhomaState, cmd: Bet) -> list[Event]:
    return _bet_or_raise(state, cmd.seat, cmd.amount, "bet")


def _raise(state: SekhomaState, cmd: Raise) -> list[Event]:
    return _bet_or_raise(state, cmd.seat, cmd.to, "raise")


def _all_in(state: SekhomaState, cmd: AllIn) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    stack = _stack(state, cmd.seat)
    if not any(o.kind == AllIn.KIND for o in _betting_options(state, hand, c)):
        raise RuleViolation(
            _(
                "seat {seat} cannot go all-in for {amount}: that is more than the limit allows"
            ).format(seat=cmd.seat, amount=state.rules.money(stack))
        )
    owed = hand.level - c.in_round
    if stack <= owed:
        return [Wagered(cmd.seat, "call", stack, c.in_round + stack, True, False)]
    return [_wager_to(state, hand, c, c.in_round + stack)]


def _exchange(state: SekhomaState, cmd: Exchange) -> list[Event]:
    hand, c = _turn(state, cmd.seat, Phase.EXCHANGE)
    most = state.rules.max_exchange
    if state.rules.cards != "shoe":
        if cmd.shoe is not None:
            raise RuleViolation(_("this is a live-card table: cards are entered when shown"))
        if cmd.discards:
            raise RuleViolation(_("at a live table enter how many cards, not which"))
        if cmd.count is None:
            raise RuleViolation(
                _("enter how many cards seat {seat} exchanges (0 to {most})").format(
                    seat=cmd.seat, most=most
                )
            )
        count = cmd.count
        discards = drawn = None
    else:
        count = len(cmd.discards) if cmd.count is None else cmd.count
        if count != len(cmd.discards):
            raise RuleViolation(
                _("{count} cards to exchange but {named} named: name each discard").format(
                    count=count, named=len(cmd.discards)
                )
            )
        assert c.cards is not None
        left = list(c.cards)
        for card in cmd.discards:
            if card not in left:
                raise RuleViolation(
                    _("seat {seat} does not hold {card} to discard").format(
                        seat=cmd.seat, card=card
                    )
                )
            left.remove(card)
        discards = cmd.discards
        drawn = _drawn(hand, cmd.shoe, count) if 0 <= count <= most else None
    if not 0 <= count <= most:
        raise RuleViolation(
            _("an exchange is 0 to {most} cards, not {count}").format(most=most, count=count)
        )
    return [Exchanged(cmd.seat, count, discards, drawn)]


def _drawn(hand: HandState, shoe: tuple[Card, ...] | None, count: int) -> tuple[Card, ...]:
    """The top ``count`` cards of the shoe an exchange brings (drawn by the service as the
    exchange is made), none of them a copy too many beside the cards already out."""
    if len(shoe or ()) < count:
        raise RuleViolation(_("at a shoe table the console draws the exchanged cards"))
    return shoes.drawn((shoe or ())[:count], hand.out, check_copies)


def _showdown(state: SekhomaState, cmd: Showdown) -> list[Event]:
    hand = state.hand
    if hand is None or hand.phase != Phase.SHOWDOWN:
        raise RuleViolation(
            _("not the showdown yet: no hand is in play")
            if hand is None
            else _("not the showdown yet: the hand is at the {phase}").format(
                phase=_(hand.phase)
            )
        )
    live = [c.seat for c in hand.live]
    if state.rules.cards == "shoe":
        if cmd.hands is not None:
            raise RuleViolation(_("at a shoe table the console shows the dealt hands itself"))
        shown = {c.seat: c.cards for c in hand.live if c.cards is not None}
    else:
        if cmd.hands is None:
            seats = ", ".join(map(str, live))
            raise RuleViolation(_("enter the shown hands of seats {seats}").format(seats=seats))
        shown = dict(cmd.hands)
        if len(shown) != len(cmd.hands):
            twice = next(s for s in shown if sum(1 for t, _ in cmd.hands if t == s) > 1)
            raise RuleViolation(
                _("seat {seat}'s hand is entered twice: enter each hand once").format(seat=twice)
            )
        missing = [s for s in live if s not in shown]
        extra = [s for s in shown if s not in live]
        if missing:
            raise RuleViolation(
                _("enter the hand of seat {seat}, which is still in").format(seat=missing[0])
            )
        if extra:
            raise RuleViolation(_("seat {seat} is not in the showdown").format(seat=extra[0]))
        for seat, cards in shown.items():
            if len(cards) != HAND_SIZE:
                raise RuleViolation(
                    _("seat {seat} shows {count} cards; a hand is 6").format(
                        seat=seat, count=len(cards)
                    )
                )
        try:
            check_copies(shown.values())
        except CardError as exc:
            raise RuleViolation(
                _("the shown hands cannot all be right: {reason}").format(reason=exc)
            ) from None
    events: list[Event] = []
    for seat in live:
        cards = shown[seat]
        assert cards is not None
        key = hand_key(cards)
        rank, score = divmod(key, 64)
        events.append(HandShown(seat, cards, Category(rank).label, rank, score))
    after = state
    for event in events:
        after = evolve(after, event)
    assert after.hand is not None
    events.extend(_award(after, after.hand, shown=True))
    return events


def _award(state: SekhomaState, hand: HandState, *, shown: bool) -> list[Event]:
    """Return the unmatched bet, take the hand's one rake (figured over every pot beyond the
    antes, capped for the hand, from the main pot first: ``hand_rake``), award every pot,
    end the hand."""
    events: list[Event] = []
    committed = {c.seat: c.committed for c in hand.contenders}
    ranked = sorted(committed.values(), reverse=True)
    top = max(committed, key=lambda s: (committed[s], -hand.index_of(s)))
    second = ranked[1] if len(ranked) > 1 else 0
    if committed[top] > second:
        events.append(BetReturned(top, committed[top] - second))
        committed[top] = second
    folded = {c.seat for c in hand.contenders if c.folded}
    pots = build_pots(committed, folded)
    antes = state.rules.ante * len(hand.order)  # every seat dealt in posted the ante first
    raked = hand_rake([pot.amount for pot in pots], antes, state.rules.rake_for)
    if sum(raked):
        events.append(RakeTaken(sum(raked)))
    keys = {c.seat: hand_key(c.shown) for c in hand.live if c.shown is not None}
    for number, pot in enumerate(pots):
        amount = pot.amount - raked[number]
        eligible = sorted(pot.eligible, key=hand.index_of)
        # Odd minor units go one at a time to the winners nearest the button's left.
        shares = betting.shares(amount, betting.winners(eligible, shown, keys.__getitem__))
        events.append(PotAwarded(number, amount, tuple(eligible), shares, not shown))
    events.append(HandEnded(hand.number, betting.left_of_button(state, hand.button)))
    return events


def _void(state: SekhomaState, cmd: VoidHand) -> list[HandVoided]:
    return betting.void(
        state, cmd, lambda hand: ((c.seat, c.committed) for c in hand.contenders if c.committed)
    )


_HANDLERS: dict[type, Callable[[SekhomaState, Any], Sequence[Event]]] = {
    **SEATING.handlers(),
    StartHand: _start_hand,
    Check: _check,
    Bet: _bet,
    Call: _call,
    Raise: _raise,
    AllIn: _all_in,
    Fold: _fold,
    Exchange: _exchange,
    Showdown: _showdown,
    VoidHand: _void,
}

# --- folding ---------------------------------------------------------------------------------


def _acted(state: SekhomaState, seat: int, **changes: Any) -> SekhomaState:
    """The seat has acted: apply ``changes`` to it and pass the turn on."""
    hand = betting.in_hand(state)
    i, contenders = betting.changed(hand, seat, _contender, **changes)
    to_act = _next_after(hand.phase, contenders, hand.level, i)
    return _state(state, hand=_hand(hand, contenders=contenders, to_act=to_act))


def _on_wagered(state: SekhomaState, event: Wagered) -> SekhomaState:
    hand = betting.in_hand(state)
    committed = hand.contender(event.seat).committed + event.amount
    i, contenders = betting.changed(
        hand, event.seat, _contender, committed=committed, in_round=event.to, acted=True,
        may_raise=False, all_in=event.all_in, last=event.action,
    )
    level, raises = hand.level, hand.raises
    if event.to > level:
        if event.full and level > 0:
            raises += 1  # a full increase over a bet (even a short all-in bet) is a raise
        level = event.to
        if event.full:
            # A full bet or raise reopens the betting to everyone else still able to act.
            contenders = tuple(
                _contender(o, may_raise=True)
                if j != i and not o.folded and not o.all_in and not o.may_raise
                else o
                for j, o in enumerate(contenders)
            )
    to_act = _next_after(hand.phase, contenders, level, i)
    hand = _hand(hand, contenders=contenders, level=level, raises=raises, to_act=to_act)
    seats = seating.with_stack(state.seats, event.seat, -event.amount)
    return _state(state, hand=hand, seats=seats)


def _on_checked(state: SekhomaState, event: Checked) -> SekhomaState:
    return _acted(state, event.seat, acted=True, may_raise=False, last="check")


def _on_folded(state: SekhomaState, event: Folded) -> SekhomaState:
    return _acted(state, event.seat, folded=True, acted=True)


def _on_exchanged(state: SekhomaState, event: Exchanged) -> SekhomaState:
    hand = betting.in_hand(state)
    cards = hand.contender(event.seat).cards
    if cards is not None and event.discards is not None and event.drawn is not None:
        kept = list(cards)
        for card in event.discards:
            kept.remove(card)
        cards = tuple(kept) + event.drawn
        out, dealt = hand.out + event.drawn, hand.dealt + len(event.drawn)
        state = _state(state, hand=_hand(hand, out=out, dealt=dealt))
    return _acted(state, event.seat, exchanged=event.count, cards=cards)


def _on_phase(state: SekhomaState, event: PhaseStarted) -> SekhomaState:
    hand = betting.in_hand(state)
    contenders = tuple(
        c
        if not c.in_round and not c.acted and c.may_raise and not c.last
        else _contender(c, in_round=0, acted=False, may_raise=True, last="")
        for c in hand.contenders
    )
    if event.phase == Phase.EXCHANGE and state.rules.max_exchange == 0:
        to_act = None  # nobody may draw: the exchange passes by itself
    else:
        to_act = _next_after(event.phase, contenders, 0, len(contenders) - 1)
    hand = _hand(hand, phase=event.phase, contenders=contenders, level=0, raises=0,
                 to_act=to_act)
    return _state(state, hand=hand)


def _on_hand_started(state: SekhomaState, event: HandStarted) -> SekhomaState:
    contenders = tuple(Contender(seat) for seat in event.order)
    hand = HandState(event.number, event.button, event.order, contenders)
    return _state(state, hand=hand, button=event.button, hands_dealt=event.number)


def _on_ante(state: SekhomaState, event: AntePosted) -> SekhomaState:
    return _committed(state, event.seat, event.amount,
                      all_in=_stack(state, event.seat) == event.amount)


def _committed(state: SekhomaState, seat: int, amount: int, **changes: Any) -> SekhomaState:
    """``amount`` from ``seat``'s stack into the hand (taken back, when negative)."""
    hand = betting.in_hand(state)
    committed = hand.contender(seat).committed + amount
    _, contenders = betting.changed(hand, seat, _contender, committed=committed, **changes)
    return _state(state, hand=_hand(hand, contenders=contenders),
                  seats=seating.with_stack(state.seats, seat, -amount))


def _on_dealt(state: SekhomaState, event: CardsDealt) -> SekhomaState:
    hand = betting.in_hand(state)
    if event.hands is None:
        return state  # a live deal: nothing known until the showdown
    cards = dict(zip(event.seats, event.hands, strict=True))
    contenders = tuple(_contender(c, cards=cards[c.seat]) for c in hand.contenders)
    dealt = hand.dealt + sum(len(h) for h in event.hands)
    out = hand.out + dealt_order(event)
    return _state(state, hand=_hand(hand, contenders=contenders, dealt=dealt, out=out))


def dealt_order(event: CardsDealt) -> tuple[Card, ...]:
    """The cards of a shoe deal in the order they left the shoe: one at a time round the
    table."""
    if event.hands is None:
        return ()
    return tuple(card for turn in zip(*event.hands, strict=True) for card in turn)


def _on_shown(state: SekhomaState, event: HandShown) -> SekhomaState:
    hand = betting.in_hand(state)
    _, contenders = betting.changed(hand, event.seat, _contender, shown=event.cards)
    return _state(state, hand=_hand(hand, contenders=contenders))


def _on_bet_returned(state: SekhomaState, event: BetReturned) -> SekhomaState:
    return _committed(state, event.seat, -event.amount)


def _on_rake(state: SekhomaState, event: RakeTaken) -> SekhomaState:
    hand = _take_from_pot(betting.in_hand(state), event.amount)
    return _state(state, rake=state.rake + event.amount, hand=hand)


def _on_pot(state: SekhomaState, event: PotAwarded) -> SekhomaState:
    paid = sum(amount for _, amount in event.shares)
    hand = _take_from_pot(betting.in_hand(state), paid)
    return _state(state, seats=seating.with_stacks(state.seats, event.shares), hand=hand)


def _take_from_pot(hand: HandState, amount: int) -> HandState:
    """Chips leave the pot: charged to contributors in order, so ``pot_total`` stays true."""
    if amount == 0:
        return hand
    contenders = []
    for c in hand.contenders:
        take = min(amount, c.committed)
        amount -= take
        contenders.append(_contender(c, committed=c.committed - take) if take else c)
    return _hand(hand, contenders=tuple(contenders))


evolve: Callable[[SekhomaState, Event], SekhomaState] = seating.evolver("Sekhoma", _state, {
    **betting.folds(_state),
    Wagered: _on_wagered,
    Checked: _on_checked,
    Folded: _on_folded,
    Exchanged: _on_exchanged,
    PhaseStarted: _on_phase,
    HandStarted: _on_hand_started,
    AntePosted: _on_ante,
    CardsDealt: _on_dealt,
    HandShown: _on_shown,
    BetReturned: _on_bet_returned,
    RakeTaken: _on_rake,
    PotAwarded: _on_pot,
})
"""Fold one event into the state."""


# --- the Game protocol -----------------------------------------------------------------------


class SekhomaGame(TableEngine[SekhomaState, Command, Event, SekhomaRules]):
    title = "Sekhoma"


GAME = SekhomaGame(
    SekhomaRules, SekhomaState, legal_commands, execute, evolve, sekhoma_ledger.ledger
)
