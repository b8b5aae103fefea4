"""The Seka table engine (rules page ``rules/seka.md``): a pure state machine over frozen
dataclasses, in the shape of every engine here (``casino.games.spec``).

``decide`` checks a command against the state and returns the events it causes, including the
ones that follow by themselves (a deal won by folds, a showdown forced when the orbits run
out, a svara with nobody left to ask). ``evolve`` folds one event in; the one judgement it
makes, whose turn it is, is recomputed from the state so a replayed stream always agrees.

Rulings this engine makes where the rules page leaves room (each noted where it applies):
- a turn's payment is the nominal stake, half of it for a dark player (S-9); a raise names
  the new stake, a whole number of units (an even number with dark play on, so that every
  later dark half is whole chips);
- REVEAL costs the stake like a call; a player short of the stake may only go all-in or
  fold, and an all-in is never a reveal;
- the orbits are counted per player: the showdown is forced when the next player to act has
  had ``max_orbits`` turns in this deal;
- with at most one player still in who has chips, betting is over: the hands still in are
  shown (a "forced" showdown) exactly as after the last orbit;
- an all-in player's pot is the hand's payments up to their last chip (S-12a); an all-in at
  the ante counts every ante of the deal, since antes are posted together; the rake is one
  per hand, on everything awarded, taken from the main pot first;
- chips nobody still in may win (paid after every player able to win them folded to a
  reveal) go back to who paid them, as an uncalled bet does;
- in a svara, the tied players vote in order from the button's left and the first refusal
  ends the vote; a player who cannot pay the joining fee is passed over, with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from casino.equipment.french_pack import FrenchCard
from casino.equipment.notation import NotationError
from casino.games import betting, seating, shoes
from casino.games.frozen import replacers
from casino.games.pool import AllIn, AntePosted, Call, Fold, Folded, HandEnded, Raise
from casino.games.pots import hand_rake
from casino.games.seating import SeatPlayer
from casino.games.seka import ledger as seka_ledger
from casino.games.seka.rules import ALL, DEALER_RIGHT, SekaRules
from casino.games.seka.types import (
    MIN_PLAYERS,
    SEATS,
    AgreeSplit,
    CardsDealt,
    ChipsReturned,
    Command,
    Contender,
    DealSvara,
    Event,
    HandShown,
    HandStarted,
    HandState,
    JoinSvara,
    Look,
    Looked,
    Outshown,
    Paid,
    PassSvara,
    Phase,
    PotAwarded,
    RakeTaken,
    RefuseSplit,
    Reveal,
    SekaState,
    Showdown,
    ShowdownDue,
    ShownHands,
    SplitAgreed,
    SplitRefused,
    StartHand,
    SvaraDealt,
    SvaraDeclared,
    SvaraJoined,
    SvaraPassed,
)
from casino.games.seka.values import HAND_SIZE, value
from casino.games.spec import Option, RuleViolation
from casino.games.table import TableEngine, handler_for, settle, whole_amount
from casino.games.voids import HandVoided, VoidHand
from casino.i18n import N_, _

_state, _hand, _contender = replacers(SekaState, HandState, Contender)

# --- reading the state -----------------------------------------------------------------------


def left_of(seat: int, candidates: Iterable[int]) -> list[int]:
    """``candidates`` in clockwise order starting just left of ``seat`` (``seat`` last)."""
    return betting.clockwise(seat, candidates, len(SEATS))


_stack = betting.stack


def _next_to_act(rules: SekaRules, contenders: Sequence[Contender], start: int) -> int | None:
    """The index after ``start`` of the next player to act, or None when betting is over:
    one player left, at most one still in with chips, or the orbits spent (S-12)."""
    live = able = 0
    for c in contenders:
        if not c.folded:
            live += 1
            able += not c.all_in
    if live <= 1 or able <= 1:
        return None
    n = len(contenders)
    for k in range(1, n + 1):
        i = (start + k) % n
        c = contenders[i]
        if not c.folded and not c.all_in:
            return None if c.turns >= rules.max_orbits else i
    return None


def reveal_open(rules: SekaRules, hand: HandState) -> bool:
    """Whether the player to act may REVEAL (S-11): ``second-orbit`` once every player dealt
    in has had a turn; ``dealer-right`` from the turn of the button's right-hand neighbour
    (the last but one in the order; heads-up at once)."""
    if hand.to_act is None:
        return False
    if rules.reveal_from == DEALER_RIGHT:
        # The order runs from the button's left round to the button, when it was dealt in;
        # its right-hand neighbour is the last but one then, else the last (a button that
        # sat out, or is not in a svara deal).
        neighbour = len(hand.order) - (2 if hand.order[-1] == hand.button else 1)
        return hand.to_act >= neighbour or hand.contenders[hand.to_act].turns > 0
    return all(c.turns > 0 or c.folded or c.all_in for c in hand.contenders)


def reveal_shows(state: SekaState, seat: int) -> tuple[int, ...]:
    """The seats whose hands a REVEAL by ``seat`` shows (S-13): every hand still in with
    ``reveal = all`` or between the last two; else the nearest player still in before the
    revealer, then the revealer."""
    hand = state.hand
    assert hand is not None
    live = tuple(c.seat for c in hand.live)
    if state.rules.reveal == ALL or len(live) == 2:
        return live
    i = live.index(seat)
    return (live[i - 1], seat)


def _step(rules: SekaRules) -> int:
    """Stakes move in whole units, in pairs of units with dark play on."""
    return rules.unit * (2 if rules.dark_play else 1)


def raise_bounds(rules: SekaRules, hand: HandState, c: Contender, stack: int) -> tuple[int, int]:
    """(lowest, highest) stake this player may raise to; low > high when they cannot."""
    low = hand.stake + rules.min_raise
    afford = 2 * stack if c.dark else stack
    step = _step(rules)
    high = min(rules.max_stake, afford) // step * step
    return low, high


def legal_commands(state: SekaState) -> tuple[Option, ...]:
    """Every kind of command the rules allow now, with the amounts each accepts."""
    hand = state.hand
    if hand is None:
        return _between_hands_options(state)
    options: list[Option] = [Option(VoidHand.KIND)]
    rules = state.rules
    if hand.phase is Phase.SHOWDOWN:
        options.append(Option(Showdown.KIND))
    elif hand.phase is Phase.SVARA_DEAL:
        options.append(Option(DealSvara.KIND))
    elif hand.phase is Phase.SVARA_SPLIT:
        seat = next_voter(hand)
        if seat is not None:
            options += [Option(AgreeSplit.KIND, seat), Option(RefuseSplit.KIND, seat)]
    elif hand.phase is Phase.SVARA_JOIN:
        seat = next_joiner(hand)
        if seat is not None:
            options += [Option(JoinSvara.KIND, seat), Option(PassSvara.KIND, seat)]
    elif hand.to_act is not None:
        c = hand.contenders[hand.to_act]
        seat, stack = c.seat, _stack(state, c.seat)
        cost = rules.cost(hand.stake, c.dark)
        if c.dark:
            options.append(Option(Look.KIND, seat))
        options.append(Option(Fold.KIND, seat))
        if stack >= cost:
            options.append(Option(Call.KIND, seat))
            if reveal_open(rules, hand):
                options.append(Option(Reveal.KIND, seat))
        elif stack > 0:
            options.append(Option(AllIn.KIND, seat))
        low, high = raise_bounds(rules, hand, c, stack)
        if low <= high:
            options.append(Option(Raise.KIND, seat, low, high, _step(rules)))
    return tuple(options)


def _between_hands_options(state: SekaState) -> tuple[Option, ...]:
    room = len(betting.seated(state)) < state.rules.max_players
    options = SEATING.options(state, lambda _seat: room)
    if len(betting.covering(state)) >= MIN_PLAYERS:
        options.append(Option(StartHand.KIND))
    return tuple(options)


def next_voter(hand: HandState) -> int | None:
    """The next tied player to say whether they split (from the button's left)."""
    for seat in left_of(hand.button, hand.tied):
        if seat not in hand.agreed:
            return seat
    return None


def next_joiner(hand: HandState) -> int | None:
    """The next player dealt into the tied deal, not tied, who has not yet said."""
    decided = set(hand.joined) | set(hand.passed) | set(hand.tied)
    for seat in left_of(hand.button, hand.dealt_in):
        if seat not in decided:
            return seat
    return None


# --- deciding --------------------------------------------------------------------------------


def decide(state: SekaState, command: Command) -> tuple[Event, ...]:
    """The events ``command`` causes, or ``RuleViolation`` saying why it is refused."""
    return execute(state, command)[1]


def execute(state: SekaState, command: Command) -> tuple[SekaState, tuple[Event, ...]]:
    """``decide`` and the state its events fold to, in one pass (``decide`` folds its own
    events to see what follows by itself, so the state comes for free)."""
    handler = handler_for(_HANDLERS, command, "Seka")
    whole_amount(command)
    return settle(state, handler(state, command), evolve, _follows)


def _follows(state: SekaState) -> list[Event]:
    """What happens by itself after a command: a deal won by folds, a forced showdown, a
    svara vote or join with nobody (left) to ask."""
    hand = state.hand
    if hand is None:
        return []
    if hand.phase is Phase.BETTING and hand.to_act is None:
        if len(hand.live) == 1:
            return _award(state, hand, shown=False)
        orbits = any(c.turns >= state.rules.max_orbits for c in hand.live if not c.all_in)
        able = sum(1 for c in hand.live if not c.all_in)
        return [ShowdownDue("orbits" if able > 1 and orbits else "all-in")]
    if hand.phase is Phase.SVARA_SPLIT and next_voter(hand) is None:
        return _split(state, hand)
    if hand.phase is Phase.SVARA_JOIN:
        seat = next_joiner(hand)
        if seat is not None and _stack(state, seat) < hand.join_fee:
            fee = state.rules.money(hand.join_fee)
            # stored as written (English); the recall translates it where shown
            return [SvaraPassed(seat, f"cannot pay the svara fee of {fee}")]
    return []


def _may_join(state: SekaState, cmd: SeatPlayer) -> None:
    seating.require_seat(state.seats, cmd.seat)
    most = state.rules.max_players
    if state.seats[cmd.seat - 1] is None and len(betting.seated(state)) >= most:
        raise RuleViolation(
            _("this table seats at most {most} players (house rule)").format(most=most)
        )


SEATING = seating.Seating[SekaState](
    between=betting.require_between_hands,
    charge=seating.time_charge,
    may_sit=_may_join,
    sitting=N_("players join"),
)


def _check_shoe(rules: SekaRules, shoe: tuple[FrenchCard, ...] | None, what: str) -> None:
    """A shoe table's deal needs the whole pack, shuffled (by the service, as it deals); a
    live table's none. Only the dealt cards are kept: the rest of the order is dropped.
    ``what`` is a phrase marked with ``N_`` where it is written."""
    pack = rules.scoring().pack
    if rules.cards == "shoe":
        if shoe is None:
            raise RuleViolation(
                _("this is a shoe table: {what} needs a shuffled shoe").format(what=_(what))
            )
        try:
            pack.digest(shoe)  # the whole pack, once
        except NotationError:
            raise RuleViolation(
                _("the shoe must hold the whole {pack} pack, once").format(pack=pack.id)
            ) from None
    elif shoe is not None:
        raise RuleViolation(_("this is a live-card table: cards are entered when shown"))


def _deal(order: tuple[int, ...], shoe: tuple[FrenchCard, ...] | None) -> CardsDealt:
    """Three cards each, one at a time round the table from the button's left (S-7)."""
    return CardsDealt(order, shoes.dealt_round(order, shoe, HAND_SIZE))


def _start_hand(state: SekaState, cmd: StartHand) -> list[Event]:
    betting.require_between_hands(state, N_("a new hand starts"))
    _check_shoe(state.rules, cmd.shoe, N_("a hand"))
    deal = betting.deal_in(state)
    return [HandStarted(deal.number, deal.button, deal.order, None, None), *deal.posted,
            _deal(deal.order, cmd.shoe)]


def _turn(state: SekaState, seat: int) -> tuple[HandState, Contender]:
    hand = betting.hand_in_play(state)
    if hand.phase is not Phase.BETTING:
        raise RuleViolation(
            _("no betting now: the hand is at the {phase}").format(phase=_(hand.phase))
        )
    return hand, hand.contenders[betting.turn(hand, seat, len(SEATS), "deal")]


def _look(state: SekaState, cmd: Look) -> list[Event]:
    _hand, c = _turn(state, cmd.seat)
    if not c.dark:
        raise RuleViolation(
            _("seat {seat} has already looked (or plays light)").format(seat=cmd.seat)
        )
    return [Looked(cmd.seat)]


def _pay(state: SekaState, c: Contender, action: str, stake: int) -> Paid:
    cost = state.rules.cost(stake, c.dark)
    stack = _stack(state, c.seat)
    if cost > stack:
        raise RuleViolation(
            _("seat {seat} has {stack}, short of the {cost} due: all-in or fold").format(
                seat=c.seat, stack=state.rules.money(stack), cost=state.rules.money(cost)
            )
        )
    return Paid(c.seat, action, cost, stake, c.dark, cost == stack)


def _call(state: SekaState, cmd: Call) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    return [_pay(state, c, "call", hand.stake)]


def _raise(state: SekaState, cmd: Raise) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    rules = state.rules
    low, _high = raise_bounds(rules, hand, c, _stack(state, c.seat))
    money = rules.money
    if cmd.to < low:
        raise RuleViolation(
            _(
                "a raise is to at least {low}: the stake {stake} plus the minimum raise "
                "{minimum}"
            ).format(low=money(low), stake=money(hand.stake), minimum=money(rules.min_raise))
        )
    if cmd.to > rules.max_stake:
        raise RuleViolation(
            _("the largest stake is {amount}").format(amount=money(rules.max_stake))
        )
    step = _step(rules)
    if cmd.to % step:
        steps = (
            _(
                "a stake is a whole number of units (an even number of units, with dark play "
                "on): {step} steps"
            )
            if rules.dark_play
            else _("a stake is a whole number of units: {step} steps")
        )
        raise RuleViolation(steps.format(step=money(step)))
    return [_pay(state, c, "raise", cmd.to)]


def _all_in(state: SekaState, cmd: AllIn) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    stack = _stack(state, c.seat)
    cost = state.rules.cost(hand.stake, c.dark)
    if stack >= cost:
        raise RuleViolation(
            _("seat {seat} can pay the {cost} due: an all-in is for a player who cannot").format(
                seat=cmd.seat, cost=state.rules.money(cost)
            )
        )
    if stack == 0:
        raise RuleViolation(_("seat {seat} has no chips left").format(seat=cmd.seat))
    return [Paid(c.seat, "all-in", stack, hand.stake, c.dark, True)]


def _fold(state: SekaState, cmd: Fold) -> list[Event]:
    _turn(state, cmd.seat)
    return [Folded(cmd.seat)]


def _reveal(state: SekaState, cmd: Reveal) -> list[Event]:
    hand, c = _turn(state, cmd.seat)
    rules = state.rules
    if not reveal_open(rules, hand):
        raise RuleViolation(
            _("no reveal yet: it is allowed from every player has had a turn")
            if rules.reveal_from != DEALER_RIGHT
            else _(
                "no reveal yet: it is allowed from the turn of the button's right-hand "
                "neighbour"
            )
        )
    paid = _pay(state, c, "reveal", hand.stake)
    after = evolve(state, paid)
    assert after.hand is not None
    showing = reveal_shows(state, cmd.seat)
    if len(showing) == len(hand.live):
        return [paid, *_showdown_of(after, showing, cmd.hands)]
    other = showing[0]
    shown = _shown_events(after, showing, cmd.hands)
    values = {e.seat: e.value for e in shown}
    tie = values[other] == values[cmd.seat]
    loser = cmd.seat if values[cmd.seat] <= values[other] else other
    winner = other if loser == cmd.seat else cmd.seat
    return [paid, *shown, Outshown(loser, winner, tie, cmd.seat)]


def _showdown(state: SekaState, cmd: Showdown) -> list[Event]:
    hand = state.hand
    if hand is None or hand.phase is not Phase.SHOWDOWN:
        raise RuleViolation(_("no showdown is due: betting is not over"))
    return _showdown_of(state, [c.seat for c in hand.live], cmd.hands)


def _shown_events(state: SekaState, seats: Sequence[int], entered: ShownHands | None) -> list[
    HandShown
]:
    """The hands of ``seats`` shown: the dealt cards at a shoe table, else those entered
    (a hand already shown this deal is known and need not be entered again)."""
    hand = state.hand
    assert hand is not None
    rules = state.rules
    scoring = rules.scoring()
    given: dict[int, tuple[FrenchCard, ...]] = {}
    if entered is not None:
        if rules.cards == "shoe":
            raise RuleViolation(_("this is a shoe table: the console knows the hands"))
        for seat, cards in entered:
            if seat not in seats:
                raise RuleViolation(
                    _("seat {seat} does not show now: only seats {seats} do").format(
                        seat=seat, seats=", ".join(map(str, seats))
                    )
                )
            if seat in given:
                raise RuleViolation(_("seat {seat}'s hand is entered twice").format(seat=seat))
            given[seat] = tuple(cards)
    shown: list[HandShown] = []
    for seat in seats:
        c = hand.contender(seat)
        known = c.cards if c.cards is not None else c.shown
        showing = given.get(seat, known)
        if showing is None:
            raise RuleViolation(
                _("enter seat {seat}'s three cards: its hand is shown now").format(seat=seat)
            )
        cards = showing
        if known is not None and seat in given and set(cards) != set(known):
            raise RuleViolation(
                _("seat {seat} already showed {cards}").format(
                    seat=seat, cards=" ".join(map(str, known))
                )
            )
        try:
            shown.append(HandShown(seat, tuple(cards), value(cards, scoring)))
        except NotationError as exc:
            raise RuleViolation(
                _("seat {seat}: {reason}").format(seat=seat, reason=exc)
            ) from None
    everything = [list(c.shown) for c in hand.contenders if c.shown and c.seat not in given]
    try:
        scoring.pack.check_copies([*everything, *given.values()])
    except NotationError as exc:
        raise RuleViolation(str(exc)) from None
    return shown


def _showdown_of(state: SekaState, seats: Sequence[int], entered: ShownHands | None) -> list[
    Event
]:
    """Every hand of ``seats`` shown, then the award or the svara."""
    events: list[Event] = list(_shown_events(state, seats, entered))
    after = state
    for event in events:
        after = evolve(after, event)
    assert after.hand is not None
    hand = after.hand
    pots = pots_of(hand)
    if len(pots) == 1:
        eligible = pots[0][1]
        best = max(hand.contender(s).value or 0 for s in eligible)
        tied = tuple(s for s in eligible if hand.contender(s).value == best)
        if len(tied) > 1:
            pot = hand.pot_total
            fee = -(-pot // len(tied))
            return [*events, SvaraDeclared(tied, pot, fee)]
    return [*events, *_award(after, hand, shown=True)]


# --- the svara -------------------------------------------------------------------------------


def _svara_turn(state: SekaState, seat: int, phase: Phase) -> HandState:
    hand = state.hand
    if hand is None or hand.phase is not phase:
        raise RuleViolation(
            _("no svara vote now") if phase is Phase.SVARA_SPLIT else _("no svara joining now")
        )
    waiting = next_voter(hand) if phase is Phase.SVARA_SPLIT else next_joiner(hand)
    if seat != waiting:
        raise RuleViolation(
            _("it is seat {waiting}'s turn to say, not seat {seat}'s").format(
                waiting=waiting, seat=seat
            )
        )
    return hand


def _agree(state: SekaState, cmd: AgreeSplit) -> list[Event]:
    _svara_turn(state, cmd.seat, Phase.SVARA_SPLIT)
    return [SplitAgreed(cmd.seat)]


def _refuse(state: SekaState, cmd: RefuseSplit) -> list[Event]:
    _svara_turn(state, cmd.seat, Phase.SVARA_SPLIT)
    return [SplitRefused(cmd.seat)]


def _join(state: SekaState, cmd: JoinSvara) -> list[Event]:
    hand = _svara_turn(state, cmd.seat, Phase.SVARA_JOIN)
    if _stack(state, cmd.seat) < hand.join_fee:
        raise RuleViolation(
            _("seat {seat} cannot pay the svara fee of {fee}").format(
                seat=cmd.seat, fee=state.rules.money(hand.join_fee)
            )
        )
    return [SvaraJoined(cmd.seat, hand.join_fee)]


def _pass(state: SekaState, cmd: PassSvara) -> list[Event]:
    _svara_turn(state, cmd.seat, Phase.SVARA_JOIN)
    return [SvaraPassed(cmd.seat)]


def _deal_svara(state: SekaState, cmd: DealSvara) -> list[Event]:
    hand = state.hand
    if hand is None or hand.phase is not Phase.SVARA_DEAL:
        raise RuleViolation(_("no svara is waiting to be dealt"))
    _check_shoe(state.rules, cmd.shoe, N_("the svara deal"))
    order = tuple(left_of(hand.button, (*hand.tied, *hand.joined)))
    return [SvaraDealt(hand.number, hand.deal + 1, order, None, None),
            _deal(order, cmd.shoe)]


def _split(state: SekaState, hand: HandState) -> list[Event]:
    """Every tied player agreed: the pot is split among them (S-14), less the rake."""
    rules = state.rules
    pot = hand.pot_total
    rake = 0 if hand.paid_in <= hand.antes else rules.rake_for(pot)
    events: list[Event] = [RakeTaken(rake)] if rake else []
    tied = left_of(hand.button, hand.tied)
    events.append(PotAwarded(0, pot - rake, tuple(tied), betting.shares(pot - rake, tied), False,
                             split=True))
    events.append(HandEnded(hand.number, betting.left_of_button(state, hand.button)))
    return events


# --- the award -------------------------------------------------------------------------------


def pots_of(hand: HandState) -> list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """The pots, main pot first: (amount, the live seats eligible, who paid it). A pot ends
    at each all-in player's cap (S-12a); the pot above every cap belongs to the players still
    in with chips."""
    caps = sorted({c.cap for c in hand.live if c.cap is not None})
    bounds = [*caps, hand.paid_in]
    pots = []
    position = 0
    payments = iter(hand.payments)
    pending: tuple[int, int] | None = next(payments, None)
    lower = 0
    for upper in bounds:
        if upper <= lower:
            continue
        paid: dict[int, int] = {}
        while pending is not None and position + pending[1] <= upper:
            seat, amount = pending
            paid[seat] = paid.get(seat, 0) + amount
            position += amount
            pending = next(payments, None)
        eligible = tuple(
            c.seat for c in hand.contenders
            if not c.folded and (c.cap is None or c.cap >= upper)
        )
        pots.append((upper - lower, eligible, tuple(paid.items())))
        lower = upper
    return pots


def _award(state: SekaState, hand: HandState, *, shown: bool) -> list[Event]:
    """Return what nobody still in may win, then award every pot less its share of the rake,
    and end the hand. The rake is figured once for the hand as it is finally awarded (S-15 and
    the house-revenue page): over every pot awarded beyond a pot of antes only, capped for the
    hand, and taken from the main pot first, then the side pots in order (``hand_rake``)."""
    events: list[Event] = []
    number = 0
    pots = pots_of(hand)
    # The antes are the hand's first payments; a pot nobody may win comes after them.
    shares = iter(hand_rake([a for a, e, _ in pots if e], hand.antes, state.rules.rake_for))
    for amount, eligible, paid in pots:
        if not eligible:
            events.extend(ChipsReturned(seat, chips) for seat, chips in paid)
            continue
        rake = next(shares)
        if rake:
            events.append(RakeTaken(rake, number))
        won = betting.winners(eligible, shown, lambda s: hand.contender(s).value or 0)
        events.append(PotAwarded(number, amount - rake, eligible,
                                 betting.shares(amount - rake, won), not shown))
        number += 1
    events.append(HandEnded(hand.number, betting.left_of_button(state, hand.button)))
    return events


def _void(state: SekaState, cmd: VoidHand) -> list[HandVoided]:
    return betting.void(state, cmd, _paid_back)


def _paid_back(hand: HandState) -> list[tuple[int, int]]:
    """What each seat paid into the hand, every deal of it: what a void gives back."""
    paid: dict[int, int] = {}
    for seat, amount in hand.payments:
        paid[seat] = paid.get(seat, 0) + amount
    return sorted(paid.items())


_HANDLERS: dict[type, Callable[[SekaState, Any], Sequence[Event]]] = {
    **SEATING.handlers(),
    StartHand: _start_hand,
    Look: _look,
    Call: _call,
    Raise: _raise,
    Reveal: _reveal,
    AllIn: _all_in,
    Fold: _fold,
    Showdown: _showdown,
    AgreeSplit: _agree,
    RefuseSplit: _refuse,
    JoinSvara: _join,
    PassSvara: _pass,
    DealSvara: _deal_svara,
    VoidHand: _void,
}

# --- folding ---------------------------------------------------------------------------------


def _paid_in(state: SekaState, seat: int, amount: int, **changes: Any) -> SekaState:
    """``amount`` from ``seat``'s stack into the hand's payments (with ``changes`` to the
    hand): the pots, the caps and a void's returns are read from them."""
    hand = betting.in_hand(state)
    hand = _hand(hand, payments=(*hand.payments, (seat, amount)),
                 paid_in=hand.paid_in + amount, **changes)
    return _state(state, hand=hand, seats=seating.with_stack(state.seats, seat, -amount))


def _on_paid(state: SekaState, event: Paid) -> SekaState:
    hand = betting.in_hand(state)
    c = hand.contender(event.seat)
    cap = hand.paid_in + event.amount if event.all_in else None
    i, contenders = betting.changed(
        hand, event.seat, _contender, paid=c.paid + event.amount, turns=c.turns + 1,
        all_in=event.all_in, cap=cap, last=event.action,
    )
    to_act = _next_to_act(state.rules, contenders, i)
    return _paid_in(state, event.seat, event.amount, contenders=contenders,
                    stake=max(hand.stake, event.stake), to_act=to_act)


def _on_looked(state: SekaState, event: Looked) -> SekaState:
    hand = betting.in_hand(state)
    _, contenders = betting.changed(hand, event.seat, _contender, dark=False, last="look")
    return _state(state, hand=_hand(hand, contenders=contenders))


def _on_folded(state: SekaState, event: Folded) -> SekaState:
    hand = betting.in_hand(state)
    turns = hand.contender(event.seat).turns + 1
    i, contenders = betting.changed(hand, event.seat, _contender, folded=True, turns=turns,
                                    last="fold")
    to_act = _next_to_act(state.rules, contenders, i)
    return _state(state, hand=_hand(hand, contenders=contenders, to_act=to_act))


def _on_outshown(state: SekaState, event: Outshown) -> SekaState:
    hand = betting.in_hand(state)
    _, contenders = betting.changed(hand, event.seat, _contender, folded=True, last="outshown")
    start = hand.order.index(event.revealer)  # play goes on from the revealer's left
    to_act = _next_to_act(state.rules, contenders, start)
    return _state(state, hand=_hand(hand, contenders=contenders, to_act=to_act))


def _on_shown(state: SekaState, event: HandShown) -> SekaState:
    hand = betting.in_hand(state)
    _, contenders = betting.changed(hand, event.seat, _contender, shown=event.cards,
                                    value=event.value)
    return _state(state, hand=_hand(hand, contenders=contenders))


def _on_showdown_due(state: SekaState, event: ShowdownDue) -> SekaState:
    hand = betting.in_hand(state)
    return _state(state, hand=_hand(hand, phase=Phase.SHOWDOWN, to_act=None,
                                    showdown=event.reason))


def _on_svara(state: SekaState, event: SvaraDeclared) -> SekaState:
    hand = betting.in_hand(state)
    hand = _hand(hand, phase=Phase.SVARA_SPLIT, to_act=None, tied=event.tied,
                 join_fee=event.join_fee, agreed=(), joined=(), passed=(), dealt_in=hand.order,
                 showdown="")
    if state.rules.svara_split != "on":
        hand = _joining(hand)
    return _state(state, hand=hand, svaras=state.svaras + 1)


def _on_agreed(state: SekaState, event: SplitAgreed) -> SekaState:
    hand = betting.in_hand(state)
    return _state(state, hand=_hand(hand, agreed=(*hand.agreed, event.seat)))


def _on_refused(state: SekaState, _event: SplitRefused) -> SekaState:
    return _state(state, hand=_joining(betting.in_hand(state)))


def _joining(hand: HandState) -> HandState:
    """The svara's joining, or its deal when nobody is left to ask."""
    phase = Phase.SVARA_DEAL if next_joiner(hand) is None else Phase.SVARA_JOIN
    return _hand(hand, phase=phase)


def _on_joined(state: SekaState, event: SvaraJoined) -> SekaState:
    joined = (*betting.in_hand(state).joined, event.seat)
    state = _paid_in(state, event.seat, event.amount, joined=joined)
    return _state(state, hand=_joining(betting.in_hand(state)))


def _on_passed(state: SekaState, event: SvaraPassed) -> SekaState:
    hand = betting.in_hand(state)
    hand = _hand(hand, passed=(*hand.passed, event.seat))
    return _state(state, hand=_joining(hand))


def _on_svara_dealt(state: SekaState, event: SvaraDealt) -> SekaState:
    hand = betting.in_hand(state)
    contenders = tuple(Contender(seat, state.rules.dark_play) for seat in event.order)
    hand = _hand(
        hand, deal=event.deal, order=event.order, contenders=contenders, phase=Phase.BETTING,
        stake=state.rules.base_bet, to_act=None, tied=(), join_fee=0,
        agreed=(), joined=(), passed=(), dealt_in=(),
    )
    return _state(state, hand=hand)


def _on_hand_started(state: SekaState, event: HandStarted) -> SekaState:
    contenders = tuple(Contender(seat, state.rules.dark_play) for seat in event.order)
    hand = HandState(event.number, event.button, event.order, contenders,
                     stake=state.rules.base_bet)
    return _state(state, hand=hand, button=event.button, hands_dealt=event.number)


def _on_ante(state: SekaState, event: AntePosted) -> SekaState:
    hand = betting.in_hand(state)
    paid = hand.contender(event.seat).paid + event.amount
    _, contenders = betting.changed(hand, event.seat, _contender, paid=paid)
    return _paid_in(state, event.seat, event.amount, contenders=contenders,
                    antes=hand.antes + event.amount)


def _on_dealt(state: SekaState, event: CardsDealt) -> SekaState:
    """The deal: cards to each seat, and the turn to the button's left. A player with no
    chips left after the antes (or dealt into a svara with none) plays all-in for the whole
    pot as it stands."""
    hand = betting.in_hand(state)
    cards = dict(zip(event.seats, event.hands, strict=True)) if event.hands else {}
    pot = hand.paid_in
    contenders = tuple(
        _contender(c, cards=cards.get(c.seat), all_in=True, cap=pot)
        if _stack(state, c.seat) == 0
        else _contender(c, cards=cards.get(c.seat))
        for c in hand.contenders
    )
    to_act = _next_to_act(state.rules, contenders, len(contenders) - 1)
    return _state(state, hand=_hand(hand, contenders=contenders, to_act=to_act))


def _on_returned(state: SekaState, event: ChipsReturned) -> SekaState:
    hand = betting.in_hand(state)
    return _state(state, hand=_hand(hand, taken=hand.taken + event.amount),
                  seats=seating.with_stack(state.seats, event.seat, event.amount))


def _on_rake(state: SekaState, event: RakeTaken) -> SekaState:
    hand = betting.in_hand(state)
    return _state(state, rake=state.rake + event.amount,
                  hand=_hand(hand, taken=hand.taken + event.amount))


def _on_pot(state: SekaState, event: PotAwarded) -> SekaState:
    hand = betting.in_hand(state)
    return _state(state, seats=seating.with_stacks(state.seats, event.shares),
                  hand=_hand(hand, taken=hand.taken + event.amount))


evolve: Callable[[SekaState, Event], SekaState] = seating.evolver("Seka", _state, {
    **betting.folds(_state),
    Paid: _on_paid,
    Looked: _on_looked,
    Folded: _on_folded,
    Outshown: _on_outshown,
    HandShown: _on_shown,
    ShowdownDue: _on_showdown_due,
    SvaraDeclared: _on_svara,
    SplitAgreed: _on_agreed,
    SplitRefused: _on_refused,
    SvaraJoined: _on_joined,
    SvaraPassed: _on_passed,
    SvaraDealt: _on_svara_dealt,
    HandStarted: _on_hand_started,
    AntePosted: _on_ante,
    CardsDealt: _on_dealt,
    ChipsReturned: _on_returned,
    RakeTaken: _on_rake,
    PotAwarded: _on_pot,
})
"""Fold one event into the state."""


# --- the Game protocol -----------------------------------------------------------------------


class SekaGame(TableEngine[SekaState, Command, Event, SekaRules]):
    title = "Seka"


GAME = SekaGame(SekaRules, SekaState, legal_commands, execute, evolve, seka_ledger.ledger)
