"""Sej's engine: pure functions over ``SejState``.

``execute`` decides a command's events and folds them; what follows by itself (a round of rolls
complete, a contest won, a Hand whose prizes are all contested, a game won and settled) is
decided by ``_follows`` and appended (``table.settle``), so one command's events carry the whole
consequence.
Dice and wands come in through the commands (a live host's reading, or the service's CSPRNG at
an electronic table), so every game replays from its events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from casino.equipment.dice import Roll
from casino.equipment.wands import Throw
from casino.games import matches, seating
from casino.games.frozen import replacers
from casino.games.house_rules import HouseRules
from casino.games.sej import ledger as sej_ledger
from casino.games.sej.prizes import BLACK, TRIPLE_BLACK, TRIPLE_WHITE, Prize, declinable, resolve
from casino.games.sej.rules import END_OF_HAND, IMMEDIATE, SejRules
from casino.games.sej.types import (
    DICE,
    WANDS,
    AnswerOffer,
    Command,
    Contest,
    ContestBegun,
    ContestWon,
    DeclineHand,
    DiceRolled,
    Event,
    FeeCharged,
    GameEnded,
    GameStarted,
    GameState,
    GameVoided,
    HandBegun,
    HandDeclined,
    HandEnded,
    HandPlayed,
    HandState,
    Offer,
    OfferAnswered,
    OfferOption,
    OptionOffered,
    PlayHand,
    RollDice,
    RollTied,
    SejState,
    Settled,
    StarterChosen,
    StartGame,
    ThrowWands,
    VoidGame,
    WandsThrown,
)
from casino.games.spec import Option, RuleViolation
from casino.games.table import TableEngine, handler_for, settle
from casino.i18n import N_, _

TARGET = "target"
"""How a game is won on points (``GameEnded.how``; the triples name themselves)."""

_state, _game, _hand, _contest = replacers(SejState, GameState, HandState, Contest)

# Whose turn it is, as whole sentences: nobody's, and another seat's.
_ROLLS = (
    N_("nobody rolls the dice now"),
    N_("seat {expected} rolls the dice now, not seat {seat}"),
)
_THROWS = (
    N_("nobody throws the wands now"),
    N_("seat {expected} throws the wands now, not seat {seat}"),
)
_DECIDES = (
    N_("nobody declines or plays the throw now"),
    N_("seat {expected} declines or plays the throw now, not seat {seat}"),
)
_ANSWERS = (
    N_("nobody answers an offer now"),
    N_("seat {expected} answers an offer now, not seat {seat}"),
)


def new_table(rules: SejRules) -> SejState:
    return SejState(rules, seats=(None,) * rules.players)


# --- what is legal now -----------------------------------------------------------------------


def legal_commands(state: SejState) -> tuple[Option, ...]:
    """Every kind of command the rules allow now, with the seat that may send it."""
    game = state.game
    if game is None:
        return _between_games_options(state)
    options = [Option(VoidGame.KIND)]
    if game.offer is not None:
        options.append(Option(AnswerOffer.KIND, game.offer.to))
        return tuple(options)
    if game.opening is not None:
        seat = game.opening.to_roll
        assert seat is not None
        options.append(Option(RollDice.KIND, seat))
        return tuple(options)
    hand = game.hand
    assert hand is not None
    if hand.throw is None:
        options.append(Option(ThrowWands.KIND, hand.thrower))
        if not hand.offered:
            options.append(Option(OfferOption.KIND, hand.thrower))
    elif hand.deciding:
        options += [Option(DeclineHand.KIND, hand.thrower), Option(PlayHand.KIND, hand.thrower)]
    else:
        contest = hand.contest
        assert contest is not None
        seat = contest.to_roll
        assert seat is not None
        options.append(Option(RollDice.KIND, seat))
        if may_offer_first_roll(contest):
            options.append(Option(OfferOption.KIND, seat))
    return tuple(options)


def may_offer_first_roll(contest: Contest) -> bool:
    """The entitled first roller may offer it before anyone has rolled in the contest."""
    return contest.round == 1 and not contest.rolls and not contest.offered


def _between_games_options(state: SejState) -> tuple[Option, ...]:
    players = state.rules.players
    options = SEATING.options(state, lambda seat: seat <= players)
    if not start_problems(state):
        options.append(Option(StartGame.KIND))
    return tuple(options)


def start_problems(state: SejState) -> list[str]:
    """Why the next game cannot start (empty: it can): a seat empty, a stack short."""
    need = state.rules.exposure()
    return matches.start_problems(state, "game", lambda _seat: need)


def to_act(state: SejState) -> int | None:
    """The seat whose action is awaited (to roll, throw, decide or answer), or None."""
    game = state.game
    if game is None:
        return None
    if game.offer is not None:
        return game.offer.to
    if game.opening is not None:
        return game.opening.to_roll
    hand = game.hand
    if hand is None:
        return None
    if hand.throw is None or hand.deciding:
        return hand.thrower
    return hand.contest.to_roll if hand.contest is not None else None


# --- deciding --------------------------------------------------------------------------------


def execute(state: SejState, command: Command) -> tuple[SejState, tuple[Event, ...]]:
    """``decide`` and the state its events fold to, in one pass."""
    handler = handler_for(_HANDLERS, command, "Sej")
    return settle(state, handler(state, command), evolve, _follows)


_between_games = matches.Between[SejState]("game", lambda state: state.game)
SEATING = matches.seating_of(_between_games)


def _in_game(state: SejState) -> GameState:
    if state.game is None:
        raise RuleViolation(_("no game is in play: start one first"))
    return state.game


def _start(state: SejState, _cmd: StartGame) -> list[Event]:
    _between_games(state, N_("a new game starts"))
    problems = start_problems(state)
    if problems:
        raise RuleViolation(problems[0])
    players = tuple(range(1, state.rules.players + 1))
    return [GameStarted(state.games_started + 1, players, state.rules.target)]


def _require_actor(
    game: GameState, seat: object, expected: int | None, turn: tuple[str, str]
) -> None:
    """``turn``: the refusals when it is nobody's turn, and another seat's."""
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in game.players:
        raise RuleViolation(
            _("there is no player at seat {seat} in this game").format(seat=repr(seat))
        )
    nobody, another = turn
    if expected is None:
        raise RuleViolation(_(nobody))
    if seat != expected:
        raise RuleViolation(_(another).format(expected=expected, seat=seat))


def _no_offer(game: GameState) -> None:
    if game.offer is not None:
        offer = game.offer
        message = (
            _("seat {seat} offered the wands to seat {to}: seat {to} takes or refuses it first")
            if offer.option == WANDS
            else _("seat {seat} offered the dice to seat {to}: seat {to} takes or refuses it first")
        )
        raise RuleViolation(message.format(seat=offer.seat, to=offer.to))


def _roll(state: SejState, cmd: RollDice) -> list[Event]:
    game = _in_game(state)
    _no_offer(game)
    contest = game.contest
    _require_actor(game, cmd.seat, contest.to_roll if contest else None, _ROLLS)
    if not isinstance(cmd.roll, Roll):
        raise RuleViolation(
            _("enter the roll: the sum of the two dice (2 to 12) or their faces (3+5)")
            if not state.rules.electronic
            else _("the console rolls the dice at an electronic table")
        )
    return [DiceRolled(cmd.seat, cmd.roll)]


def _throw(state: SejState, cmd: ThrowWands) -> list[Event]:
    game = _in_game(state)
    _no_offer(game)
    hand = game.hand
    ready = hand is not None and game.opening is None and hand.throw is None
    _require_actor(game, cmd.seat, hand.thrower if ready and hand else None, _THROWS)
    if not isinstance(cmd.throw, Throw):
        raise RuleViolation(
            _("enter the throw: the three wands' faces, B S W R (Black, Ship, White, Star)")
            if not state.rules.electronic
            else _("the console throws the wands at an electronic table")
        )
    prizes = tuple(str(p) for p in resolve(cmd.throw))
    events: list[Event] = [WandsThrown(cmd.seat, cmd.throw, prizes)]
    if not declinable(cmd.throw):
        events.append(_next_contest(game, resolve(cmd.throw), 0, cmd.seat))
    return events


def _next_contest(game: GameState, prizes: tuple[Prize, ...], begun: int, thrower: int) -> Event:
    """The Hand's next contest: its first roll alternates from the thrower (J-10)."""
    return ContestBegun(str(prizes[0]), game.after(thrower, begun))


def _deciding(
    state: SejState, seat: int, turn: tuple[str, str]
) -> tuple[GameState, HandState]:
    game = _in_game(state)
    _no_offer(game)
    hand = game.hand
    expected = hand.thrower if hand is not None and hand.deciding else None
    _require_actor(game, seat, expected, turn)
    assert hand is not None
    return game, hand


def _decline(state: SejState, cmd: DeclineHand) -> list[Event]:
    game, hand = _deciding(state, cmd.seat, _DECIDES)
    return [HandDeclined(cmd.seat), HandEnded(hand.number), _next_hand(game, hand)]


def _play(state: SejState, cmd: PlayHand) -> list[Event]:
    game, hand = _deciding(state, cmd.seat, _DECIDES)
    return [HandPlayed(cmd.seat), _next_contest(game, hand.prizes, 0, hand.thrower)]


def _next_hand(game: GameState, hand: HandState) -> Event:
    """The wands pass to the next player every Hand, whoever threw this one (J-5, J-12)."""
    return HandBegun(hand.number + 1, game.after(hand.entitled))


def _offer(state: SejState, cmd: OfferOption) -> list[Event]:
    game = _in_game(state)
    _no_offer(game)
    hand = game.hand
    if game.opening is not None or hand is None:
        raise RuleViolation(_("nobody can pass the opening roll"))
    if hand.throw is None:
        _require_actor(game, cmd.seat, hand.thrower, _THROWS)
        if hand.offered:
            raise RuleViolation(
                _("the wands were offered once this Hand: seat {seat} throws them").format(
                    seat=hand.thrower
                )
            )
        return [OptionOffered(cmd.seat, game.after(cmd.seat), WANDS)]
    contest = game.contest
    _require_actor(game, cmd.seat, contest.to_roll if contest else None, _ROLLS)
    assert contest is not None
    if not may_offer_first_roll(contest):
        raise RuleViolation(
            _("the first roll is offered before anyone rolls in a contest, and only once")
        )
    return [OptionOffered(cmd.seat, game.after(cmd.seat), DICE)]


def _answer(state: SejState, cmd: AnswerOffer) -> list[Event]:
    game = _in_game(state)
    offer = game.offer
    _require_actor(game, cmd.seat, offer.to if offer else None, _ANSWERS)
    if not isinstance(cmd.accept, bool):
        raise RuleViolation(_("an offer is taken or refused"))
    return [OfferAnswered(cmd.seat, cmd.accept)]


def _void(state: SejState, cmd: VoidGame) -> list[Event]:
    game = state.game
    if game is None:
        raise RuleViolation(_("no game is in play to void"))
    return [GameVoided(game.number, cmd.reason, cmd.approved_by)]


# --- what follows by itself -----------------------------------------------------------------


def _follows(state: SejState) -> list[Event]:
    game = state.game
    if game is None or game.offer is not None:
        return []
    contest = game.contest
    if contest is None or contest.to_roll is not None:
        return []
    top = max(total for _seat, total in contest.rolls)
    best = tuple(seat for seat, total in contest.rolls if total == top)
    if len(best) > 1:
        return [RollTied(best, top)]
    winner = best[0]
    if contest.prize is None:
        return [StarterChosen(winner), HandBegun(1, winner)]
    return _contest_won(state.rules, game, winner, contest.prize)


def _contest_won(rules: SejRules, game: GameState, seat: int, prize: Prize) -> list[Event]:
    hand = game.hand
    assert hand is not None
    others = tuple(s for s in game.players if s != seat)
    score = 0 if prize.kind == BLACK else game.score(seat) + prize.points
    events: list[Event] = [ContestWon(seat, str(prize), score)]
    scores = tuple(score if s == seat else game.score(s) for s in game.players)
    if prize.kind == TRIPLE_WHITE:
        return [*events, *_ended(rules, game, TRIPLE_WHITE, (seat,), others, scores)]
    if prize.kind == TRIPLE_BLACK:
        return [*events, *_ended(rules, game, TRIPLE_BLACK, others, (seat,), scores)]
    if rules.win_check == IMMEDIATE and score >= game.target:
        return [*events, *_ended(rules, game, TARGET, (seat,), others, scores)]
    rest = hand.prizes[1:]
    if rest:
        return [*events, _next_contest(game, rest, hand.contests, hand.thrower)]
    events.append(HandEnded(hand.number))
    if rules.win_check == END_OF_HAND:
        past = [
            (points, s)
            for s, points in zip(game.players, scores, strict=True)
            if points >= game.target
        ]
        if past:
            top = max(points for points, _s in past)
            leaders = tuple(s for points, s in past if points == top)
            if len(leaders) == 1:
                winner = leaders[0]
                rest_of = tuple(s for s in game.players if s != winner)
                return [*events, *_ended(rules, game, TARGET, (winner,), rest_of, scores)]
    return [*events, _next_hand(game, hand)]


def _ended(
    rules: SejRules,
    game: GameState,
    how: str,
    winners: tuple[int, ...],
    losers: tuple[int, ...],
    scores: tuple[int, ...],
) -> list[Event]:
    """The game over, and settled in the same step."""
    ended = GameEnded(
        game.number, how, winners, losers, tuple(zip(game.players, scores, strict=True))
    )
    return [ended, *settlement(rules, ended)]


def settlement(rules: SejRules, ended: GameEnded) -> list[Event]:
    """What a finished game moves: each loser pays each winner, and the fee per player."""
    scores = dict(ended.scores)
    events: list[Event] = []
    for loser in ended.losers:
        for winner in ended.winners:
            on_points = scores[winner] if ended.how == TARGET else None
            stakes = rules.stakes_owed(on_points, scores[loser])
            events.append(Settled(ended.number, loser, winner, stakes, stakes * rules.stake))
    if rules.fee_per_game:
        events += [FeeCharged(seat, rules.fee_per_game) for seat, _points in ended.scores]
    return events


_HANDLERS: dict[type, Callable[[SejState, Any], Sequence[Event]]] = {
    **SEATING.handlers(),
    StartGame: _start,
    RollDice: _roll,
    ThrowWands: _throw,
    DeclineHand: _decline,
    PlayHand: _play,
    OfferOption: _offer,
    AnswerOffer: _answer,
    VoidGame: _void,
}

# --- folding ---------------------------------------------------------------------------------


def _on_game_started(state: SejState, event: GameStarted) -> SejState:
    game = GameState(
        event.number,
        event.players,
        event.target,
        scores=(0,) * len(event.players),
        opening=Contest(None, event.players[0], event.players),
    )
    return _state(state, game=game, games_started=event.number)


def _with_game(state: SejState, **changes: Any) -> SejState:
    assert state.game is not None
    return _state(state, game=_game(state.game, **changes))


def _with_contest(state: SejState, contest: Contest) -> SejState:
    game = state.game
    assert game is not None
    if game.opening is not None:
        return _with_game(state, opening=contest)
    assert game.hand is not None
    return _with_game(state, hand=_hand(game.hand, contest=contest))


def _current_contest(state: SejState) -> Contest:
    contest = state.game.contest if state.game is not None else None
    assert contest is not None
    return contest


def _on_rolled(state: SejState, event: DiceRolled) -> SejState:
    contest = _current_contest(state)
    rolls = (*contest.rolls, (event.seat, event.roll.total))
    return _with_contest(state, _contest(contest, rolls=rolls))


def _on_tied(state: SejState, event: RollTied) -> SejState:
    contest = _current_contest(state)
    again = _contest(contest, rollers=event.seats, rolls=(), round=contest.round + 1)
    return _with_contest(state, again)


def _on_starter(state: SejState, event: StarterChosen) -> SejState:
    return _with_game(state, opening=None, starter=event.seat)


def _on_hand_begun(state: SejState, event: HandBegun) -> SejState:
    return _with_game(state, hand=HandState(event.number, event.seat, event.seat))


def _on_offered(state: SejState, event: OptionOffered) -> SejState:
    return _with_game(state, offer=Offer(event.seat, event.to, event.option))


def _on_answered(state: SejState, event: OfferAnswered) -> SejState:
    game = state.game
    assert game is not None and game.offer is not None and game.hand is not None
    offer, hand = game.offer, game.hand
    if offer.option == WANDS:
        thrower = offer.to if event.accepted else hand.thrower
        return _with_game(state, offer=None, hand=_hand(hand, thrower=thrower, offered=True))
    contest = hand.contest
    assert contest is not None
    first = offer.to if event.accepted else contest.rollers[0]
    rollers = tuple(game.after(first, step) for step in range(len(game.players)))
    contest = _contest(contest, rollers=rollers, offered=True)
    return _with_game(state, offer=None, hand=_hand(hand, contest=contest))


def _on_thrown(state: SejState, event: WandsThrown) -> SejState:
    game = state.game
    assert game is not None and game.hand is not None
    hand = _hand(
        game.hand,
        thrower=event.seat,
        throw=event.throw,
        prizes=resolve(event.throw),
        deciding=declinable(event.throw),
    )
    return _with_game(state, hand=hand)


def _on_declined(state: SejState, _event: HandDeclined) -> SejState:
    game = state.game
    assert game is not None and game.hand is not None
    return _with_game(state, hand=_hand(game.hand, deciding=False, prizes=()))


def _on_played(state: SejState, _event: HandPlayed) -> SejState:
    game = state.game
    assert game is not None and game.hand is not None
    return _with_game(state, hand=_hand(game.hand, deciding=False))


def _on_contest_begun(state: SejState, event: ContestBegun) -> SejState:
    game = state.game
    assert game is not None and game.hand is not None
    hand = game.hand
    rollers = tuple(game.after(event.first, step) for step in range(len(game.players)))
    contest = Contest(hand.prizes[0], event.first, rollers)
    return _with_game(state, hand=_hand(hand, contest=contest, contests=hand.contests + 1))


def _on_contest_won(state: SejState, event: ContestWon) -> SejState:
    game = state.game
    assert game is not None and game.hand is not None
    at = game.players.index(event.seat)
    scores = (*game.scores[:at], event.score, *game.scores[at + 1 :])
    hand = _hand(game.hand, contest=None, prizes=game.hand.prizes[1:])
    return _with_game(state, scores=scores, hand=hand)


def _on_hand_ended(state: SejState, event: HandEnded) -> SejState:
    return _with_game(state, hand=None, hands_played=event.number)


def _on_game_ended(state: SejState, _event: GameEnded) -> SejState:
    return _state(state, game=None, games_ended=state.games_ended + 1)


def _on_settled(state: SejState, event: Settled) -> SejState:
    moves = ((event.payer, -event.amount), (event.payee, event.amount))
    return _state(state, seats=seating.with_stacks(state.seats, moves))


def _on_voided(state: SejState, _event: GameVoided) -> SejState:
    return _state(state, game=None)


evolve: Callable[[SejState, Event], SejState] = seating.evolver("Sej", _state, {
    **matches.folds(_state),
    GameStarted: _on_game_started,
    DiceRolled: _on_rolled,
    RollTied: _on_tied,
    StarterChosen: _on_starter,
    HandBegun: _on_hand_begun,
    OptionOffered: _on_offered,
    OfferAnswered: _on_answered,
    WandsThrown: _on_thrown,
    HandDeclined: _on_declined,
    HandPlayed: _on_played,
    ContestBegun: _on_contest_begun,
    ContestWon: _on_contest_won,
    HandEnded: _on_hand_ended,
    GameEnded: _on_game_ended,
    Settled: _on_settled,
    GameVoided: _on_voided,
})
"""Fold one event into the state."""


# --- the Game protocol -----------------------------------------------------------------------


class SejGame(TableEngine[SejState, Command, Event, SejRules]):
    title = "Sej"
    rounds = "games"

    def with_rules(self, state: SejState, rules: HouseRules) -> SejState:
        assert isinstance(rules, SejRules), rules
        return _state(super().with_rules(state, rules), seats=matches.resized(state, rules))


GAME = SejGame(SejRules, new_table, legal_commands, execute, evolve, sej_ledger.ledger)
