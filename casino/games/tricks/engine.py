"""The one engine of the trick games: pure functions over ``TrickState``, reading only the
table's ``Law`` and its rules' scoring, so Sedma, Ristikontra and Hola are data to it.

``execute`` decides a command's events and folds them; what follows by itself (a trick whose
leader cannot lead again, a deal whose cards are all played) is decided by ``_follows`` and
appended, so one command's events carry the whole consequence. Cards come in through the
commands (a shoe table's shuffled pack, a live host's entered result), and the first dealer is
drawn by the service, so every deal replays from its events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any

from casino.equipment.french_pack import FrenchCard
from casino.equipment.notation import NotationError
from casino.games import matches, seating, shoes
from casino.games.frozen import replacers
from casino.games.house_rules import HouseRules
from casino.games.spec import Option, RuleViolation, TablePhase, is_whole, require_whole
from casino.games.table import TableEngine, handler_for, settle
from casino.games.tricks import ledger as tricks_ledger
from casino.games.tricks.law import AT_ONCE, LEADER_FIRST, Law, seat_sides, side_of
from casino.games.tricks.rules import DEALER_SIDE, TrickRules
from casino.games.tricks.scoring import MatchScore, left_of, shares
from casino.games.tricks.types import (
    CardPlayed,
    Cards,
    CardsDealt,
    CardsDrawn,
    Command,
    DealEnded,
    DealScored,
    DealStarted,
    DealState,
    DealVoided,
    EndTrick,
    EnterResult,
    Event,
    FeeCharged,
    MatchAbandoned,
    MatchEnded,
    MatchStarted,
    PlayCard,
    PlayDark,
    Settled,
    StartDeal,
    Trick,
    TrickState,
    TrickWon,
    VoidDeal,
)
from casino.i18n import N_, _, ngettext

_state, _deal, _trick = replacers(TrickState, DealState, Trick)


def new_table(rules: TrickRules) -> TrickState:
    return TrickState(rules, seats=(None,) * rules.players)


def clockwise(first: int, players: int) -> Iterator[int]:
    """Every seat once, from ``first`` round to the left."""
    return (left_of(first, step, players) for step in range(players))


# --- what is legal now -----------------------------------------------------------------------


def legal_commands(state: TrickState) -> tuple[Option, ...]:
    """Every kind of command the rules allow now (a card's own legality: ``playable``)."""
    deal = state.deal
    if deal is None:
        return _between_deals_options(state)
    options = [Option(VoidDeal.KIND)]
    if deal.hands is None:
        law = state.rules.law()
        options.append(Option(EnterResult.KIND, None, 0, law.deal_total, law.points_step))
        return tuple(options)
    seat = deal.to_play
    if seat is not None:
        options.append(Option(PlayCard.KIND, seat))
        if state.rules.law().dark_play and deal.stock_left:
            options.append(Option(PlayDark.KIND, seat))
    leader = deal.deciding
    if leader is not None:
        options += [Option(PlayCard.KIND, leader), Option(EndTrick.KIND, leader)]
    return tuple(options)


def _between_deals_options(state: TrickState) -> tuple[Option, ...]:
    players, idle = state.rules.players, state.match is None
    options = SEATING.options(state, lambda seat: idle and seat <= players, may_leave=idle)
    if not start_problems(state):
        options.append(Option(StartDeal.KIND))
    if state.match is not None:
        options.append(Option(VoidDeal.KIND))
    return tuple(options)


def start_problems(state: TrickState) -> list[str]:
    """Why the next deal cannot start (empty: it can): a seat empty, a stack short."""
    rules = state.rules
    match = state.match or MatchScore()

    def need(seat: int) -> int:
        return rules.exposure(match, side_of(seat)) * rules.stake + rules.fee_per_deal

    return matches.start_problems(state, "deal", need)


def playable(state: TrickState, seat: int | None = None) -> tuple[FrenchCard, ...]:
    """The cards ``seat`` (default: the seat to play, or the leader deciding) may play from
    hand now, each once, in hand order."""
    deal = state.deal
    if deal is None or deal.hands is None:
        return ()
    seat = seat if seat is not None else (deal.to_play or deal.deciding)
    if seat is None or seat not in (deal.to_play, deal.deciding):
        return ()
    law = state.rules.law()
    hand = deal.hand(seat)
    unique = tuple(dict.fromkeys(hand))
    trick = deal.trick
    if trick is None:
        return tuple(card for card in unique if not _lead_refusal(law, deal, hand, card))
    if deal.deciding == seat:
        led = trick.plays[0][1]
        return tuple(card for card in unique if law.may_lead_again(card, led))
    return unique


def _lead_refusal(law: Law, deal: DealState, hand: Cards, card: FrenchCard) -> str:
    """Why ``card`` may not be led from ``hand`` (R-8), or '' when it may."""
    limit = law.same_rank_leads
    if limit is None or len(deal.leads) < limit:
        return ""
    recent = deal.leads[-limit:]
    if any(rank != card.rank for rank in recent):
        return ""
    if not deal.stock_left and all(c.rank == card.rank for c in hand):
        return ""  # nothing else to lead, and no stock to lead from in the dark
    refusal = (
        _(
            "the last {limit} tricks were all led with a {rank}: lead another rank or play in "
            "the dark"
        )
        if deal.stock_left
        else _("the last {limit} tricks were all led with a {rank}: lead another rank")
    )
    return refusal.format(limit=limit, rank=card.rank)


def can_lead_again(state: TrickState) -> bool:
    """Whether the leader of a complete round may lead another (D-8, H-6)."""
    deal = state.deal
    if deal is None or deal.trick is None or deal.trick.waiting:
        return False
    law = state.rules.law()
    if law.rounds is not None and deal.trick.round >= law.rounds:
        return False
    leader = deal.trick.leader
    others = [s for s in clockwise(leader, law.players) if s != leader and deal.hand(s)]
    return bool(others) and bool(playable(state, leader))


# --- deciding --------------------------------------------------------------------------------


def decide(state: TrickState, command: Command) -> tuple[Event, ...]:
    return execute(state, command)[1]


def execute(state: TrickState, command: Command) -> tuple[TrickState, tuple[Event, ...]]:
    """``decide`` and the state its events fold to, in one pass."""
    drawing = _DRAWING.get(type(command))
    stock: list[FrenchCard] = []
    if drawing is None:
        events = handler_for(_HANDLERS, command, state.rules.GAME)(state, command)
    else:
        assert isinstance(command, PlayCard | PlayDark | EndTrick)
        stock = _stock(state, command)
        events = drawing(state, command, stock)
    return settle(state, events, evolve, partial(_follows, stock=stock))


def _stock(state: TrickState, command: PlayCard | PlayDark | EndTrick) -> list[FrenchCard]:
    """What ``command`` may draw, top first: at a shoe deal, as many cards as the stock holds
    from the shuffle the service drew as the command was made (``fill_random``), none of them
    a copy too many beside the cards already out. The rest of that shuffle is never kept."""
    deal = state.deal
    if command.shoe is None or deal is None or deal.hands is None:
        if command.shoe is not None:
            raise RuleViolation(_("no shoe deal is in play: a play brings no cards to draw"))
        return []
    return shoes.drawn(list(command.shoe[: deal.stock_left]), deal.out,
                       state.rules.law().pack.check_copies)


def _take(stock: list[FrenchCard], count: int) -> list[FrenchCard]:
    """The top ``count`` cards of the command's draw, taken off it."""
    if len(stock) < count:
        raise RuleViolation(_("at a shoe table the console draws the stock's cards"))
    taken = stock[:count]
    del stock[:count]
    return taken


def _follows(state: TrickState, stock: list[FrenchCard]) -> list[Event]:
    """What happens by itself: a round nobody can lead again ends its trick; a deal whose
    every card is played is scored and settled."""
    deal = state.deal
    if deal is None or deal.hands is None:
        return []
    if deal.trick is not None:
        if not deal.trick.waiting and not can_lead_again(state):
            return _close_trick(state, False, stock)
        return []
    if deal.to_play is None:
        return _settle(state, deal.points, deal.tricks, entered=False)
    return []


_between_deals = matches.Between[TrickState]("deal", lambda state: state.deal)


def _no_match(state: TrickState, what: str) -> None:
    if state.match is not None:
        raise RuleViolation(_(what))


SEATING = matches.seating_of(
    _between_deals,
    may_sit=lambda state, _cmd: _no_match(
        state,
        N_(
            "a match is under way: players sit down once it has ended (or the pit boss "
            "abandons it)"
        ),
    ),
    may_leave=lambda state, _cmd: _no_match(
        state,
        N_(
            "a match is under way: players leave once it has ended (or the pit boss abandons it)"
        ),
    ),
)


def _check_shoe(rules: TrickRules, law: Law, shoe: Cards | None) -> None:
    if rules.cards == "shoe":
        if shoe is None:
            raise RuleViolation(_("this is a shoe table: a deal needs a shuffled shoe"))
        try:
            law.pack.digest(shoe)  # the whole pack, once
        except NotationError:
            raise RuleViolation(
                _("the shoe must hold the whole {pack} pack").format(pack=law.pack.id)
            ) from None
    elif shoe is not None:
        raise RuleViolation(_("this is a live-card table: the host enters each deal's result"))


def _start(state: TrickState, cmd: StartDeal) -> list[Event]:
    _between_deals(state, N_("a new deal starts"))
    problems = start_problems(state)
    if problems:
        raise RuleViolation(problems[0])
    rules, law = state.rules, state.rules.law()
    dealer = state.dealer
    if dealer is None:
        if cmd.dealer is None:
            raise RuleViolation(_("the first dealer is drawn at random: the console draws them"))
        require_whole(cmd.dealer, N_("the dealer's seat"))
        seating.require_seat(state.seats, cmd.dealer)
        dealer = cmd.dealer
    elif cmd.dealer is not None and cmd.dealer != dealer:
        raise RuleViolation(
            _("seat {dealer} deals by the rules, not seat {seat}").format(
                dealer=dealer, seat=cmd.dealer
            )
        )
    _check_shoe(rules, law, cmd.shoe)
    events: list[Event] = []
    if state.match is None:
        events.append(MatchStarted(state.matches + 1, _target(rules)))
    number = state.hands_dealt + 1
    # The shoe drawn for this deal is dealt from and dropped: only the dealt cards are kept,
    # and each card of the stock is drawn as it leaves it (``_stock``).
    events.append(DealStarted(number, dealer, None, None))
    if cmd.shoe is None:
        events.append(CardsDealt(None, 0))
        return events
    hands: list[list[FrenchCard]] = [[] for _ in state.seats]
    order = [left_of(dealer, step, law.players) for step in range(1, law.players + 1)]
    at = 0
    for packet in law.packets:
        for seat in order:
            hands[seat - 1].extend(cmd.shoe[at : at + packet])
            at += packet
    events.append(CardsDealt(tuple(map(tuple, hands)), len(cmd.shoe) - at))
    return events


def _target(rules: TrickRules) -> int:
    return int(getattr(rules, "goal", getattr(rules, "target", 0)))


def _shoe_deal(state: TrickState) -> DealState:
    deal = state.deal
    if deal is None:
        raise RuleViolation(_("no deal is in play: start a deal first"))
    if deal.hands is None:
        raise RuleViolation(_("this is a live-card table: enter the deal's result when it ends"))
    return deal


def _require_turn(deal: DealState, seat: int, players: int) -> None:
    if seat in (deal.to_play, deal.deciding):
        return
    if not isinstance(seat, int) or not 1 <= seat <= players:
        raise RuleViolation(
            _("there is no seat {seat}: seats are numbered 1 to {players}").format(
                seat=seat, players=players
            )
        )
    if deal.deciding is not None:
        raise RuleViolation(
            _("seat {leader} led this trick and ends it or leads again; not seat {seat}").format(
                leader=deal.deciding, seat=seat
            )
        )
    raise RuleViolation(
        _("it is not seat {seat}'s turn; seat {next} plays next").format(
            seat=seat, next=deal.to_play
        )
    )


def _play(state: TrickState, cmd: PlayCard, stock: list[FrenchCard]) -> list[Event]:
    deal = _shoe_deal(state)
    law = state.rules.law()
    _require_turn(deal, cmd.seat, law.players)
    hand = deal.hand(cmd.seat)
    if not isinstance(cmd.card, FrenchCard) or cmd.card not in hand:
        raise RuleViolation(
            _("seat {seat} does not hold {card}").format(seat=cmd.seat, card=cmd.card)
        )
    trick = deal.trick
    if trick is None:
        refusal = _lead_refusal(law, deal, hand, cmd.card)
        if refusal:
            raise RuleViolation(refusal)
    elif deal.deciding == cmd.seat:
        led = trick.plays[0][1]
        if not can_lead_again(state):
            raise RuleViolation(
                _("this trick has had its {rounds} rounds: it ends now").format(rounds=trick.round)
            )
        if not law.may_lead_again(cmd.card, led):
            raise RuleViolation(
                _(
                    "a further round is led only with a card of the rank first led ({rank}) "
                    "or a wild card ({wilds}), not {card}"
                ).format(rank=led.rank, wilds=", ".join(sorted(law.wilds)), card=cmd.card)
            )
    round_ = trick.round + (1 if deal.deciding == cmd.seat else 0) if trick else 1
    events: list[Event] = [CardPlayed(cmd.seat, cmd.card, False, round_)]
    if law.draw == AT_ONCE and deal.stock_left:
        events.append(CardsDrawn(((cmd.seat, _take(stock, 1)[0]),)))
    return events


def _play_dark(state: TrickState, cmd: PlayDark, stock: list[FrenchCard]) -> list[Event]:
    deal = _shoe_deal(state)
    law = state.rules.law()
    if not law.dark_play:
        raise RuleViolation(
            _("{game} has no play in the dark").format(game=state.rules.GAME)
        )
    _require_turn(deal, cmd.seat, law.players)
    if not deal.stock_left:
        raise RuleViolation(_("the stock is gone: nothing is left to play in the dark"))
    round_ = deal.trick.round if deal.trick else 1
    return [CardPlayed(cmd.seat, _take(stock, 1)[0], True, round_)]


def _end_trick(state: TrickState, cmd: EndTrick, stock: list[FrenchCard]) -> list[Event]:
    deal = _shoe_deal(state)
    if deal.deciding is None:
        raise RuleViolation(_("no round is complete: a trick ends after a whole round"))
    if cmd.seat != deal.deciding:
        raise RuleViolation(
            _("seat {leader} led this trick and ends it, not seat {seat}").format(
                leader=deal.deciding, seat=cmd.seat
            )
        )
    return _close_trick(state, True, stock)


def draws_for(
    law: Law, deal: DealState, first: int, drawn_from: Sequence[FrenchCard]
) -> tuple[tuple[int, FrenchCard], ...]:
    """Hands filled back to their size from the stock, ``first`` first (D-10, H-8): each in
    turn takes all it needs while the stock fills every hand; when it cannot, its cards go out
    one at a time from ``first`` to those still short. ``drawn_from`` is the stock's cards as
    they are drawn, top first (the service draws them as the trick closes)."""
    order = list(clockwise(first, law.players))
    need = {seat: law.hand_size - len(deal.hand(seat)) for seat in order}
    stock = list(drawn_from)
    drawn: list[tuple[int, FrenchCard]] = []
    if sum(need.values()) <= len(stock):
        for seat in order:
            drawn += [(seat, stock.pop(0)) for _ in range(need[seat])]
        return tuple(drawn)
    while stock:
        for seat in order:
            if stock and need[seat] > 0:
                drawn.append((seat, stock.pop(0)))
                need[seat] -= 1
    return tuple(drawn)


def _close_trick(state: TrickState, by_leader: bool, stock: list[FrenchCard]) -> list[Event]:
    deal = state.deal
    assert deal is not None and deal.trick is not None and deal.hands is not None
    law = state.rules.law()
    trick = deal.trick
    cards = trick.cards
    winner = trick.plays[law.winner(cards)][0]
    last = not deal.stock_left and not any(deal.hands)
    events: list[Event] = [
        TrickWon(
            deal.tricks_played + 1,
            trick.leader,
            winner,
            cards,
            law.points_in(cards),
            law.last_trick if last else 0,
            by_leader,
        )
    ]
    if deal.stock_left and law.draw != AT_ONCE:
        first = trick.leader if law.draw == LEADER_FIRST else winner
        if len(stock) < deal.stock_left:
            raise RuleViolation(_("at a shoe table the console draws the stock's cards"))
        drawn = draws_for(law, deal, first, stock[: deal.stock_left])
        _take(stock, len(drawn))
        events.append(CardsDrawn(drawn))
    return events


def result_refusal(state: TrickState, cmd: EnterResult) -> str:
    """Why a live host's entry cannot be the deal's result ('' when it can): points out of
    range, points no cards make (Ristikontra's 119, Hola's 45), or a side that took every
    trick without all the points."""
    rules, law = state.rules, state.rules.law()
    if not is_whole(cmd.points):
        return _("the points must be a whole number, not {points}").format(
            points=repr(cmd.points)
        )
    if not isinstance(cmd.all_tricks, bool):
        return _("whether one side took every trick is yes or no")
    total = law.deal_total
    whose = _("the dealer's side") if rules.ENTRY_SIDE == DEALER_SIDE else _("the non-dealers")
    if not 0 <= cmd.points <= total:
        return _("{side} cannot have {points} points: a deal has {total}").format(
            side=whose, points=cmd.points, total=total
        )
    for points, who in ((cmd.points, whose), (total - cmd.points, _("the other side"))):
        if points not in law.side_totals:
            return _(
                "{points} points for {side} cannot happen: no cards make {made} "
                "for {other} ({scoring})"
            ).format(
                points=cmd.points, side=whose, made=points, other=who, scoring=_point_words(law)
            )
    if cmd.all_tricks and not rules.ASKS_ALL_TRICKS:
        return _("{game} scores points only: leave 'took every trick' unset").format(
            game=rules.GAME
        )
    if cmd.all_tricks and cmd.points not in (0, total):
        return _(
            "with {all_tricks}, one side has all {total} points: enter "
            "{total} or 0 for {side}, not {points}"
        ).format(
            all_tricks=_(rules.ALL_TRICKS_WORDS), total=total, side=whose, points=cmd.points
        )
    return ""


def _enter(state: TrickState, cmd: EnterResult) -> list[Event]:
    deal = state.deal
    if deal is None:
        raise RuleViolation(_("no deal is in play: start a deal, then enter its result"))
    if deal.hands is not None:
        raise RuleViolation(_("this is a shoe table: every card is played through the console"))
    refusal = result_refusal(state, cmd)
    if refusal:
        raise RuleViolation(refusal)
    total = state.rules.law().deal_total
    side = state.rules.entry_side(deal.dealer)
    points = (cmd.points, total - cmd.points) if side == 0 else (total - cmd.points, cmd.points)
    # A live deal's tricks are not entered: both sides took some, unless one took them all.
    tricks = ((1, 0) if points[0] == total else (0, 1)) if cmd.all_tricks else (1, 1)
    return _settle(state, points, tricks, entered=True)


def _point_words(law: Law) -> str:
    cards = ", ".join(f"{rank} {points}" for rank, points in law.points)
    if law.last_trick:
        return _("cards score {cards}, the last trick {points}").format(
            cards=cards, points=law.last_trick
        )
    return _("cards score {cards}").format(cards=cards)


def _settle(
    state: TrickState, points: tuple[int, int], tricks: tuple[int, int], entered: bool
) -> list[Event]:
    """A finished deal: scored, settled between the sides, the fee, the match, the deal."""
    deal = state.deal
    assert deal is not None
    rules = state.rules
    match = state.match or MatchScore()
    result = rules.deal_result(match, deal.dealer, points, tricks)
    events: list[Event] = [
        DealScored(
            deal.number,
            result.points,
            tricks,
            result.winner,
            result.scored,
            result.held,
            result.why,
            entered,
        )
    ]
    if result.stakes and result.payer is not None:
        sides = seat_sides(rules.players)
        each = result.stakes * rules.stake
        paid = tuple((seat, each) for seat in sides[result.payer])
        won = shares(each * len(paid), sides[1 - result.payer])
        events.append(Settled(deal.number, result.stakes, paid, won))
    if rules.fee_per_deal:
        events += [FeeCharged(seat, rules.fee_per_deal) for seat in range(1, rules.players + 1)]
    if result.match_over:
        assert result.match_winner is not None
        scores = (match.scores[0] + result.scored[0], match.scores[1] + result.scored[1])
        events.append(MatchEnded(result.match_winner, scores))
    events.append(DealEnded(deal.number, result.next_dealer))
    return events


def _void(state: TrickState, cmd: VoidDeal) -> list[Event]:
    deal, match = state.deal, state.match
    events: list[Event] = []
    if deal is not None:
        events.append(DealVoided(deal.number, cmd.reason, cmd.approved_by))
    elif not cmd.abandon:
        raise RuleViolation(
            _("no deal is in play to void (a match between deals is abandoned)")
        )
    if cmd.abandon:
        if match is None:
            raise RuleViolation(_("no match is under way to abandon"))
        events.append(MatchAbandoned(cmd.reason, cmd.approved_by, match.scores))
    return events


_HANDLERS: dict[type, Callable[[TrickState, Any], Sequence[Event]]] = {
    **SEATING.handlers(),
    StartDeal: _start,
    EnterResult: _enter,
    VoidDeal: _void,
}
_DRAWING: dict[type, Callable[[TrickState, Any, list[FrenchCard]], list[Event]]] = {
    PlayCard: _play,
    PlayDark: _play_dark,
    EndTrick: _end_trick,
}
"""The commands that may draw from the stock: each gets the cards it may draw (``_stock``)."""

# --- folding ---------------------------------------------------------------------------------


def _on_match_started(state: TrickState, event: MatchStarted) -> TrickState:
    return _state(state, match=MatchScore(), matches=event.number)


def _on_deal_started(state: TrickState, event: DealStarted) -> TrickState:
    deal = DealState(
        event.number, event.dealer, next_leader=left_of(event.dealer, 1, state.rules.players)
    )
    return _state(state, deal=deal, dealer=event.dealer, hands_dealt=event.number)


def _on_dealt(state: TrickState, event: CardsDealt) -> TrickState:
    deal = state.deal
    assert deal is not None
    if event.hands is None:
        return state
    # The hands dealt are known; the stock's cards are not, only how many there are.
    out = deal.out + tuple(card for hand in event.hands for card in hand)
    return _state(state, deal=_deal(deal, hands=event.hands, stock_left=event.stock, out=out))


def _with_hand(deal: DealState, seat: int, hand: Cards) -> tuple[Cards, ...]:
    assert deal.hands is not None
    return (*deal.hands[: seat - 1], hand, *deal.hands[seat:])


def _on_played(state: TrickState, event: CardPlayed) -> TrickState:
    deal = state.deal
    assert deal is not None
    if event.dark:
        deal = _deal(deal, stock_left=deal.stock_left - 1, out=(*deal.out, event.card))
    else:
        hand = list(deal.hand(event.seat))
        hand.remove(event.card)
        deal = _deal(deal, hands=_with_hand(deal, event.seat, tuple(hand)))
    play = (event.seat, event.card, event.dark)
    trick = deal.trick
    if trick is None or not trick.waiting:
        # A lead: the first round, or a further one the leader chose.
        players = state.rules.players
        can_play = state.rules.law().dark_play and deal.stock_left > 0
        others = tuple(
            s
            for s in clockwise(event.seat, players)
            if s != event.seat and (deal.hand(s) or can_play)
        )
        plays = trick.plays if trick is not None else ()
        trick = Trick(event.seat, (*plays, play), event.round, others)
    else:
        trick = _trick(trick, plays=(*trick.plays, play), waiting=trick.waiting[1:])
    return _state(state, deal=_deal(deal, trick=trick))


def _on_drawn(state: TrickState, event: CardsDrawn) -> TrickState:
    deal = state.deal
    assert deal is not None and deal.hands is not None
    hands = [list(hand) for hand in deal.hands]
    for seat, card in event.draws:
        hands[seat - 1].append(card)
    return _state(
        state,
        deal=_deal(
            deal,
            hands=tuple(map(tuple, hands)),
            stock_left=deal.stock_left - len(event.draws),
            out=deal.out + tuple(card for _seat, card in event.draws),
        ),
    )


def _on_trick_won(state: TrickState, event: TrickWon) -> TrickState:
    deal = state.deal
    assert deal is not None
    side = side_of(event.winner)
    gained = event.points + event.bonus
    points = (
        (deal.points[0] + gained, deal.points[1])
        if side == 0
        else (deal.points[0], deal.points[1] + gained)
    )
    tricks = (
        (deal.tricks[0] + 1, deal.tricks[1]) if side == 0 else (deal.tricks[0], deal.tricks[1] + 1)
    )
    return _state(
        state,
        deal=_deal(
            deal,
            trick=None,
            next_leader=event.winner,
            tricks_played=event.number,
            points=points,
            tricks=tricks,
            leads=(*deal.leads, event.cards[0].rank),
        ),
    )


def _on_scored(state: TrickState, event: DealScored) -> TrickState:
    deal, match = state.deal, state.match or MatchScore()
    assert deal is not None
    scores = (match.scores[0] + event.scored[0], match.scores[1] + event.scored[1])
    return _state(
        state, deal=_deal(deal, scored=True), match=MatchScore(scores, event.held, match.deals + 1)
    )


def _on_settled(state: TrickState, event: Settled) -> TrickState:
    moves = [(seat, -amount) for seat, amount in event.paid] + list(event.won)
    return _state(state, seats=seating.with_stacks(state.seats, moves))


def _on_match_ended(state: TrickState, _event: Any) -> TrickState:
    return _state(state, match=None)


def _on_deal_ended(state: TrickState, event: DealEnded) -> TrickState:
    return _state(state, deal=None, dealer=event.next_dealer)


def _on_voided(state: TrickState, _event: DealVoided) -> TrickState:
    return _state(state, deal=None)


def _on_abandoned(state: TrickState, _event: MatchAbandoned) -> TrickState:
    return _state(state, deal=None, match=None)


evolve: Callable[[TrickState, Event], TrickState] = seating.evolver("trick-game", _state, {
    # A player sits or leaves: the first dealer is drawn again among who is there now.
    **matches.folds(_state, reset={"dealer": None}),
    MatchStarted: _on_match_started,
    DealStarted: _on_deal_started,
    CardsDealt: _on_dealt,
    CardPlayed: _on_played,
    CardsDrawn: _on_drawn,
    TrickWon: _on_trick_won,
    DealScored: _on_scored,
    Settled: _on_settled,
    MatchEnded: _on_match_ended,
    DealEnded: _on_deal_ended,
    DealVoided: _on_voided,
    MatchAbandoned: _on_abandoned,
})
"""Fold one event into the state."""


# --- the Game protocol -----------------------------------------------------------------------


class TrickEngine(TableEngine[TrickState, Command, Event, TrickRules]):
    """One trick game's engine: a subclass in the game's own package names it (so the
    machinery finds the package, and its ``default.toml``, from the engine's class)."""

    rounds = "matches"

    def __init__(self) -> None:
        super().__init__(
            TrickRules, new_table, legal_commands, execute, evolve, tricks_ledger.ledger
        )

    def phase(self, state: TrickState) -> TablePhase:
        """A match runs over many deals: seating and rules wait for it to end."""
        in_deal = state.deal is not None
        return TablePhase(state.hands_dealt, in_deal, in_deal or state.match is not None)

    def with_rules(self, state: TrickState, rules: HouseRules) -> TrickState:
        assert isinstance(rules, TrickRules), rules
        # Fewer players than are seated (Hola for six, then for four): the players beyond keep
        # their seats and stacks until they leave, and no deal starts before they have.
        dealer = state.dealer if state.dealer and state.dealer <= rules.players else None
        changed = super().with_rules(state, rules)
        return _state(changed, seats=matches.resized(state, rules), dealer=dealer)


def sides_text(players: int) -> Sequence[str]:
    """The two sides in words: ``seats 1 + 3``, ``seats 2 + 4``."""
    return [
        ngettext("seat {seats}", "seats {seats}", len(side)).format(
            seats=" + ".join(map(str, side))
        )
        for side in seat_sides(players)
    ]
