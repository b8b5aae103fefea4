"""The Fiddler-Crab engine (RULES section 4): bets, the deal, the splits, settlement.

Pure functions over frozen state, like every engine here: ``decide`` turns a command into events
or raises ``RuleViolation`` with the reason, ``evolve`` folds an event in. Rulings this module
makes where RULES leaves a choice to the software:

* Bets are placed between rounds, each between ``min_bet`` and ``max_bet``; placing a bet on a
  circle that holds one replaces it. A bet riding after a push under ``ride`` is locked: it can
  be neither changed nor withdrawn, and its player cannot leave until it has been played. A
  riding bet is played even if the limits changed since it was placed.
* Under ``withdraw`` a pushed bet stays on the circle for the next round unless the player takes
  it back. Won and lost bets leave the circle: a new round needs new bets.
* Shoe tables deal nine cards to each betting seat and the dealer, one at a time round the
  table in seat order, the dealer last in each turn. At a live table the cards are entered: each
  seat's split as the player set it, then the dealer's nine (or split, under ``dealer-choice``);
  no card may appear more than twice among all the hands of a round.
* A seat's split may be entered again until the dealer's hand is set; the dealer's hand is set
  only after every seat's, so a dealer's cards can never influence a player's split.
* ``house-way`` is a policy computed from the pays when the rules version is published, and it
  arrives in the rules: the engine plays it and never computes one (``math.dealer``).
* A void returns every bet of the round, riding bets included, to the stacks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from casino.equipment.sekhoma_pack import (
    DECK,
    Card,
    CardError,
    check_copies,
    format_cards,
)
from casino.games import seating, shoes
from casino.games.fiddler_crab import ledger as fiddler_crab_ledger
from casino.games.fiddler_crab.math.dealer import dealer_split
from casino.games.fiddler_crab.rules import DEALER_CHOICE, RIDE, FiddlerCrabRules
from casino.games.fiddler_crab.settlement import LOSE, PUSH, categories, result_of, settle_bet
from casino.games.fiddler_crab.types import (
    NINE,
    SEATS,
    BetPlaced,
    BetSettled,
    BetWithdrawn,
    CardsDealt,
    Command,
    DealerCardsShown,
    DealerHandSet,
    Event,
    FiddlerCrabState,
    HandSet,
    PlaceBet,
    RoundEnded,
    RoundStarted,
    RoundState,
    RoundVoided,
    SetDealerHand,
    SetHand,
    Settle,
    Split,
    StartRound,
    VoidRound,
    WithdrawBet,
)
from casino.games.frozen import replacers
from casino.games.seating import (
    AddChips,
    LeaveSeat,
    PlayerLeft,
    SeatPlayer,
    SeatState,
    StackCorrected,
    corrected_seats,
)
from casino.games.spec import Option, RuleViolation, require_whole
from casino.games.table import TableEngine, handler_for, settle
from casino.i18n import N_, _

LARGE, SMALL = 6, 3

_state, _round = replacers(FiddlerCrabState, RoundState)


def new_table(rules: FiddlerCrabRules) -> FiddlerCrabState:
    return FiddlerCrabState(rules=rules)


# --- what may happen next --------------------------------------------------------------------


def legal_commands(state: FiddlerCrabState) -> list[Option]:
    """Every kind of command the rules allow now, with amount bounds where there are any."""
    rnd = state.round
    if rnd is None:
        return _between_rounds(state)
    options: list[Option] = []
    if rnd.dealer is None:
        if rnd.dealer_shown is None:
            options.extend(Option(SetHand.KIND, seat) for seat in rnd.seats)
        if all(split is not None for split in rnd.splits):
            options.append(Option(SetDealerHand.KIND))
    else:
        options.append(Option(Settle.KIND))
    options.append(Option(VoidRound.KIND))
    return options


def _between_rounds(state: FiddlerCrabState) -> list[Option]:
    rules = state.rules
    options: list[Option] = []
    for seat in SEATS[: rules.seats]:
        occupant = state.seats[seat - 1]
        if occupant is None:
            options.append(Option(SeatPlayer.KIND, seat, 1, None))
            continue
        options.append(Option(AddChips.KIND, seat, 1, None))
        if state.riding[seat - 1]:
            continue
        options.append(Option(LeaveSeat.KIND, seat))
        bet = state.bets[seat - 1]
        high = min(rules.max_bet, occupant.stack + bet)
        if high >= rules.min_bet:
            options.append(Option(PlaceBet.KIND, seat, rules.min_bet, high))
        if bet:
            options.append(Option(WithdrawBet.KIND, seat))
    if any(state.bets):
        options.append(Option(StartRound.KIND))
    return options


# --- decide ----------------------------------------------------------------------------------


def _require_between_rounds(state: FiddlerCrabState, what: str) -> None:
    """Refused while a round is on, naming ``what`` waits (marked with ``N_`` where it is
    written)."""
    if state.round is not None:
        raise RuleViolation(
            _("{what} only between rounds; round {number} is on").format(
                what=_(what), number=state.round.number
            )
        )


def _require_seat(state: FiddlerCrabState, seat: int) -> None:
    if not 1 <= seat <= state.rules.seats:
        raise RuleViolation(
            _("there is no seat {seat}: this table's seats are 1 to {seats}").format(
                seat=seat, seats=state.rules.seats
            )
        )


def _require_occupied(state: FiddlerCrabState, seat: int) -> SeatState:
    _require_seat(state, seat)
    occupant = state.seats[seat - 1]
    if occupant is None:
        raise RuleViolation(_("seat {seat} is empty").format(seat=seat))
    return occupant


def _require_unlocked(state: FiddlerCrabState, seat: int, what: str) -> None:
    if state.riding[seat - 1]:
        raise RuleViolation(
            _(
                "seat {seat}'s bet of {amount} rides after a push: it must play the next round, "
                "so {what}"
            ).format(seat=seat, amount=state.rules.money(state.bets[seat - 1]), what=_(what))
        )


SEATING = seating.Seating[FiddlerCrabState](
    between=_require_between_rounds,
    may_sit=lambda state, cmd: _require_seat(state, cmd.seat),
    may_add=lambda state, cmd: _require_seat(state, cmd.seat),
    clocked=False,
)
"""Seating at a table without a time charge, at the seats its rules open; a player leaves
with the bet on the circle (``_leave_seat``)."""


def _leave_seat(state: FiddlerCrabState, cmd: LeaveSeat) -> list[Event]:
    _require_between_rounds(state, N_("players leave"))
    occupant = _require_occupied(state, cmd.seat)
    _require_unlocked(state, cmd.seat, N_("its player cannot leave yet"))
    bet = state.bets[cmd.seat - 1]
    events: list[Event] = [BetWithdrawn(cmd.seat, bet)] if bet else []
    events.append(PlayerLeft(cmd.seat, occupant.player, occupant.stack + bet))
    return events


def _place_bet(state: FiddlerCrabState, cmd: PlaceBet) -> list[Event]:
    _require_between_rounds(state, N_("bets are placed"))
    occupant = _require_occupied(state, cmd.seat)
    _require_unlocked(state, cmd.seat, N_("it cannot be changed"))
    require_whole(cmd.amount, N_("a bet"))
    rules, money = state.rules, state.rules.money
    if not rules.min_bet <= cmd.amount <= rules.max_bet:
        raise RuleViolation(
            _("a bet must be from {low} to {high}, not {amount}").format(
                low=money(rules.min_bet), high=money(rules.max_bet), amount=money(cmd.amount)
            )
        )
    previous = state.bets[cmd.seat - 1]
    if cmd.amount > occupant.stack + previous:
        raise RuleViolation(
            _("seat {seat} has only {stack} for a bet of {amount}").format(
                seat=cmd.seat, stack=money(occupant.stack + previous), amount=money(cmd.amount)
            )
        )
    return [BetPlaced(cmd.seat, cmd.amount, previous)]


def _withdraw_bet(state: FiddlerCrabState, cmd: WithdrawBet) -> list[Event]:
    _require_between_rounds(state, N_("bets are taken back"))
    _require_occupied(state, cmd.seat)
    _require_unlocked(state, cmd.seat, N_("it cannot be taken back"))
    bet = state.bets[cmd.seat - 1]
    if not bet:
        raise RuleViolation(_("seat {seat} has no bet to take back").format(seat=cmd.seat))
    return [BetWithdrawn(cmd.seat, bet)]


def _start_round(state: FiddlerCrabState, cmd: StartRound) -> list[Event]:
    _require_between_rounds(state, N_("a round starts"))
    seats = tuple(seat for seat in SEATS if state.bets[seat - 1])
    if not seats:
        raise RuleViolation(_("no seat has a bet: a round needs at least one"))
    shoe = cmd.shoe
    if state.rules.cards == "shoe":
        if shoe is None:
            raise RuleViolation(_("this is a shoe table: the round needs a shuffled deck"))
        if len(shoe) != len(DECK) or Counter(shoe) != Counter(DECK):
            raise RuleViolation(_("the shoe must be the full 72-card deck, each card twice"))
    elif shoe is not None:
        raise RuleViolation(_("this is a live table: the cards are entered as they are shown"))
    bets = tuple(state.bets[seat - 1] for seat in seats)
    number = state.rounds_dealt + 1
    # The shoe drawn for this deal is dealt from and dropped: the players' nines are kept, the
    # dealer's are drawn when turned over (``_set_dealer_hand``).
    events: list[Event] = [RoundStarted(number, seats, bets, None, None)]
    if shoe is not None:
        dealt = shoes.dealt_round((*seats, "dealer"), shoe, NINE)  # the dealer's last each turn
        assert dealt is not None
        events.append(CardsDealt(seats, dealt[:-1]))
    return events


def _require_round(state: FiddlerCrabState) -> RoundState:
    if state.round is None:
        raise RuleViolation(_("no round is in progress"))
    return state.round


def _check_split(large: Sequence[Card], small: Sequence[Card], seat: int | None) -> None:
    """Six cards and three: the split of ``seat``, or the dealer's (None)."""
    if len(large) != LARGE or len(small) != SMALL:
        refusal = (
            _(
                "the dealer's split needs 6 cards in the Large Hand and 3 in the Small Hand, "
                "not {large} and {small}"
            )
            if seat is None
            else _(
                "seat {seat}'s split needs 6 cards in the Large Hand and 3 in the Small Hand, "
                "not {large} and {small}"
            )
        )
        raise RuleViolation(refusal.format(seat=seat, large=len(large), small=len(small)))


def _check_dealt(
    dealt: Sequence[Card], large: Sequence[Card], small: Sequence[Card], seat: int | None
) -> None:
    """The nine cards dealt, split: by ``seat``, or by the dealer (None)."""
    if Counter(large) + Counter(small) != Counter(dealt):
        refusal = (
            _("the dealer's split must use exactly the nine cards dealt ({cards})")
            if seat is None
            else _("seat {seat}'s split must use exactly the nine cards dealt ({cards})")
        )
        raise RuleViolation(refusal.format(seat=seat, cards=format_cards(sorted(dealt))))


def _check_table_copies(hands: Sequence[Sequence[Card]]) -> None:
    try:
        check_copies(hands)
    except CardError as exc:
        raise RuleViolation(_("{reason} among this round's hands").format(reason=exc)) from None


def _entered_cards(rnd: RoundState, except_seat: int | None = None) -> list[Sequence[Card]]:
    hands: list[Sequence[Card]] = []
    for seat, split in zip(rnd.seats, rnd.splits, strict=True):
        if split is not None and seat != except_seat:
            hands.extend(split)
    return hands


def _set_hand(state: FiddlerCrabState, cmd: SetHand) -> list[Event]:
    rnd = _require_round(state)
    if cmd.seat not in rnd.seats:
        raise RuleViolation(_("seat {seat} has no bet in this round").format(seat=cmd.seat))
    if rnd.dealer is not None or rnd.dealer_shown is not None:
        raise RuleViolation(_("the dealer's hand is shown: the players' splits are final"))
    _check_split(cmd.large, cmd.small, cmd.seat)
    if rnd.dealt is not None:
        _check_dealt(rnd.dealt[rnd.seats.index(cmd.seat)], cmd.large, cmd.small, cmd.seat)
    else:
        _check_table_copies([*_entered_cards(rnd, cmd.seat), cmd.large, cmd.small])
    big, little = categories(cmd.large, cmd.small)
    return [HandSet(cmd.seat, tuple(cmd.large), tuple(cmd.small), big.label, little.label)]


def _set_dealer_hand(state: FiddlerCrabState, cmd: SetDealerHand) -> list[Event]:
    rnd = _require_round(state)
    if rnd.dealer is not None:
        raise RuleViolation(_("the dealer's hand is already set"))
    waiting = [seat for seat, split in zip(rnd.seats, rnd.splits, strict=True) if split is None]
    if waiting:
        raise RuleViolation(
            _("every seat sets before the dealer: waiting for seat {seats}").format(
                seats=", ".join(str(s) for s in waiting)
            )
        )
    rule = state.rules.dealer_sets
    dealt, entered = rnd.dealer_shown, tuple(cmd.cards)
    if rnd.dealt is not None and dealt is None:
        # A shoe table: the dealer's nine are drawn as they are turned over (``fill_random``).
        if cmd.large or cmd.small:
            raise RuleViolation(
                _("the dealer's nine are turned over first: the console draws them")
            )
        dealt, entered = _drawn_nine(rnd, entered), ()
        if rule == DEALER_CHOICE:
            return [DealerCardsShown(dealt)]
    if rule == DEALER_CHOICE:
        if entered:
            raise RuleViolation(
                _("dealer-choice: enter the dealer's Large and Small Hands as set")
            )
        _check_split(cmd.large, cmd.small, None)
        large, small = tuple(cmd.large), tuple(cmd.small)
        cards = large + small
    else:
        if cmd.large or cmd.small:
            raise RuleViolation(
                _("{rule}: the console splits the dealer's hand; enter only the nine cards").format(
                    rule=rule
                )
            )
        cards = entered if dealt is None else dealt
        if dealt is not None and entered:
            raise RuleViolation(_("this is a shoe table: the dealer's nine were dealt"))
        if len(cards) != NINE:
            raise RuleViolation(
                _("the dealer's hand is nine cards, not {count}").format(count=len(cards))
            )
    if dealt is not None:
        _check_dealt(dealt, cards[:LARGE], cards[LARGE:], None)
    else:
        _check_table_copies([*_entered_cards(rnd), cards])
    if rule != DEALER_CHOICE:
        large, small = dealer_split(state.rules, cards)
    big, little = categories(large, small)
    return [DealerHandSet(tuple(cards), large, small, big.label, little.label, rule)]


def _drawn_nine(rnd: RoundState, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The dealer's nine as the service drew them from the deck less the players' cards."""
    if len(cards) != NINE:
        raise RuleViolation(_("at a shoe table the console draws the dealer's nine"))
    return shoes.drawn(cards, rnd.out, check_copies, N_("the dealer's nine"))


def _settle(state: FiddlerCrabState, _cmd: Settle) -> list[Event]:
    rnd = _require_round(state)
    if rnd.dealer is None:
        raise RuleViolation(_("the dealer's hand is not set yet"))
    dealer = categories(*rnd.dealer)
    ride = state.rules.push == RIDE
    events: list[Event] = []
    for seat, bet, split in zip(rnd.seats, rnd.bets, rnd.splits, strict=True):
        assert split is not None
        paid = settle_bet(state.rules, bet, result_of(categories(*split), dealer))
        events.append(
            BetSettled(
                seat, paid.result, bet, paid.won, paid.commission, str(paid.breakage),
                rides=ride and paid.result == PUSH,
            )
        )
    events.append(RoundEnded(rnd.number))
    return events


def _void(state: FiddlerCrabState, cmd: VoidRound) -> list[Event]:
    rnd = _require_round(state)
    if not cmd.reason.strip():
        raise RuleViolation(_("a void needs a reason"))
    if not cmd.approved_by.strip():
        raise RuleViolation(_("a void needs a pit boss's approval"))
    returned = tuple(zip(rnd.seats, rnd.bets, strict=True))
    return [RoundVoided(rnd.number, cmd.reason.strip(), cmd.approved_by.strip(), returned)]


_DECIDE: dict[type, Callable[[FiddlerCrabState, Any], Sequence[Event]]] = {
    SeatPlayer: SEATING.seat,
    AddChips: SEATING.add,
    LeaveSeat: _leave_seat,
    PlaceBet: _place_bet,
    WithdrawBet: _withdraw_bet,
    StartRound: _start_round,
    SetHand: _set_hand,
    SetDealerHand: _set_dealer_hand,
    Settle: _settle,
    VoidRound: _void,
}


def decide(state: FiddlerCrabState, command: Command) -> tuple[Event, ...]:
    """The events a command causes, or ``RuleViolation`` saying why it may not happen now."""
    return tuple(handler_for(_DECIDE, command, "Fiddler-Crab")(state, command))


# --- evolve ----------------------------------------------------------------------------------


def _with(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[: seat - 1], value, *values[seat:])


def _on_corrected(state: FiddlerCrabState, e: StackCorrected) -> FiddlerCrabState:
    """A banked table's correction is the house's: it comes off the house's win."""
    seats, away = corrected_seats(state.seats, e)
    return _state(
        state, seats=seats, cashed_out=state.cashed_out + away, house_win=state.house_win - e.amount
    )


def _on_bet(state: FiddlerCrabState, e: BetPlaced) -> FiddlerCrabState:
    return _state(
        state,
        seats=seating.with_stack(state.seats, e.seat, e.previous - e.amount),
        bets=_with(state.bets, e.seat, e.amount),
    )


def _on_withdrawn(state: FiddlerCrabState, e: BetWithdrawn) -> FiddlerCrabState:
    return _state(
        state,
        seats=seating.with_stack(state.seats, e.seat, e.amount),
        bets=_with(state.bets, e.seat, 0),
    )


def _on_started(state: FiddlerCrabState, e: RoundStarted) -> FiddlerCrabState:
    rnd = RoundState(e.number, e.seats, e.bets, splits=(None,) * len(e.seats))
    return _state(state, round=rnd, rounds_dealt=e.number)


def _in_round(state: FiddlerCrabState) -> RoundState:
    assert state.round is not None
    return state.round


def _on_dealt(state: FiddlerCrabState, e: CardsDealt) -> FiddlerCrabState:
    return _state(state, round=_round(_in_round(state), dealt=e.hands))


def _on_dealer_shown(state: FiddlerCrabState, e: DealerCardsShown) -> FiddlerCrabState:
    return _state(state, round=_round(_in_round(state), dealer_shown=e.cards))


def _on_hand_set(state: FiddlerCrabState, e: HandSet) -> FiddlerCrabState:
    rnd = _in_round(state)
    splits = list(rnd.splits)
    splits[rnd.seats.index(e.seat)] = (e.large, e.small)
    return _state(state, round=_round(rnd, splits=tuple(splits)))


def _on_dealer_set(state: FiddlerCrabState, e: DealerHandSet) -> FiddlerCrabState:
    split: Split = (e.large, e.small)
    return _state(state, round=_round(_in_round(state), dealer=split))


def _on_settled(state: FiddlerCrabState, e: BetSettled) -> FiddlerCrabState:
    if e.result == PUSH:  # the bet stays on the circle; under ride it is locked there
        return _state(state, riding=_with(state.riding, e.seat, e.rides))
    return _state(
        state,
        seats=state.seats if e.result == LOSE else seating.with_stack(
            state.seats, e.seat, e.bet + e.won
        ),
        bets=_with(state.bets, e.seat, 0),
        riding=_with(state.riding, e.seat, False),
        house_win=state.house_win - e.won,
        commission=state.commission + e.commission,
    )


def _on_ended(state: FiddlerCrabState, _e: RoundEnded) -> FiddlerCrabState:
    return _state(state, round=None, rounds_played=state.rounds_played + 1)


def _on_voided(state: FiddlerCrabState, e: RoundVoided) -> FiddlerCrabState:
    bets, riding = state.bets, state.riding
    for seat, _amount in e.returned:
        bets = _with(bets, seat, 0)
        riding = _with(riding, seat, False)
    seats = seating.with_stacks(state.seats, e.returned)
    return _state(state, seats=seats, bets=bets, riding=riding, round=None)


evolve: Callable[[FiddlerCrabState, Event], FiddlerCrabState] = seating.evolver(
    "Fiddler-Crab", _state, {
        BetPlaced: _on_bet,
        BetWithdrawn: _on_withdrawn,
        RoundStarted: _on_started,
        CardsDealt: _on_dealt,
        HandSet: _on_hand_set,
        DealerCardsShown: _on_dealer_shown,
        DealerHandSet: _on_dealer_set,
        BetSettled: _on_settled,
        RoundEnded: _on_ended,
        RoundVoided: _on_voided,
        StackCorrected: _on_corrected,
    }
)
"""Fold one event into the state."""


def execute(
    state: FiddlerCrabState, command: Command
) -> tuple[FiddlerCrabState, tuple[Event, ...]]:
    """``decide`` and the state its events fold to."""
    return settle(state, decide(state, command), evolve)


class FiddlerCrabGame(TableEngine[FiddlerCrabState, Command, Event, FiddlerCrabRules]):
    title = "Fiddler-Crab"
    rounds = "rounds"


GAME = FiddlerCrabGame(
    FiddlerCrabRules, new_table, legal_commands, execute, evolve, fiddler_crab_ledger.ledger
)
