"""What a Sej table screen shows (``casino.games.projection`` says what every game's shares):
each player's points toward the target and stack; the wands thrown and the prizes of the Hand,
each won, in contest or still to come; who rolls and the rolls of the contest so far; an offer
waiting for its answer; who the table waits for and what they may do; and the game's history,
Hand by Hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casino.games.narrative import players_of
from casino.games.projection import since_last
from casino.games.sej import narrative
from casino.games.sej.engine import legal_commands, start_problems, to_act
from casino.games.sej.types import (
    AnswerOffer,
    ContestWon,
    DeclineHand,
    GameEnded,
    GameStarted,
    GameVoided,
    HandDeclined,
    HandEnded,
    OfferOption,
    SejState,
    Settled,
    WandsThrown,
)
from casino.games.spec import SeatState
from casino.i18n import _


@dataclass(frozen=True, slots=True)
class SeatLine:
    seat: int
    occupant: SeatState | None
    points: int | None
    """Points this game (None: not in a game)."""
    wands: bool
    """Throws the wands this Hand."""
    to_act: bool
    last_roll: int | None
    """Their roll in the contest under way, this round."""


@dataclass(frozen=True, slots=True)
class PrizeLine:
    words: str
    state: str
    """``won`` (by ``seat``), ``contest`` (being rolled for), ``next`` (to come), ``lost`` (the
    game ended before it was contested)."""
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Turn:
    """Who the table waits for and what they may do: ``roll``, ``throw`` (and perhaps
    ``offer``), ``decide`` (decline or play a throw with a Black), ``answer`` (take or refuse
    an offer), ``start`` (a game), or ``nothing``."""

    seat: int | None
    doing: str
    may_offer: bool = False
    offer: str = ""
    """The option offered, ``wands`` or ``dice``, when ``doing`` is ``answer``."""
    why_not: str = ""
    """Why the next game cannot start, when it cannot."""


@dataclass(frozen=True, slots=True)
class SejView:
    players: int
    target: int
    electronic: bool
    seats: tuple[SeatLine, ...]
    game: int | None
    hand: int | None
    entitled: int | None
    """Whose wands the Hand is by the alternation."""
    throw: str
    prizes: tuple[PrizeLine, ...]
    contest: str
    """The prize in contest, or ``opening roll``."""
    contest_round: int
    rolls: tuple[tuple[int, int], ...]
    turn: Turn
    history: tuple[str, ...]
    """The game's Hands so far, a line each, the latest last."""
    last_result: str
    """The last game's result and settlement, in words."""


def project(state: SejState, events: Sequence[Any]) -> SejView:
    rules, game = state.rules, state.game
    actor = to_act(state)
    hand = game.hand if game is not None else None
    contest = game.contest if game is not None else None
    rolled = dict(contest.rolls) if contest is not None else {}
    seats = tuple(
        SeatLine(
            seat,
            occupant,
            game.score(seat) if game is not None and seat in game.players else None,
            hand is not None and hand.thrower == seat,
            seat == actor,
            rolled.get(seat),
        )
        for seat, occupant in enumerate(state.seats, start=1)
    )
    prizes: tuple[PrizeLine, ...] = ()
    throw = ""
    if hand is not None and hand.throw is not None:
        throw = str(hand.throw)
        prizes = _prizes(events, hand.prizes, contest is not None and contest.prize is not None)
    return SejView(
        players=rules.players,
        target=rules.target,
        electronic=rules.electronic,
        seats=seats,
        game=game.number if game is not None else None,
        hand=hand.number if hand is not None else None,
        entitled=hand.entitled if hand is not None else None,
        throw=throw,
        prizes=prizes,
        contest=(
            "opening roll"
            if game is not None and game.opening is not None
            else str(contest.prize)
            if contest is not None and contest.prize
            else ""
        ),
        contest_round=contest.round if contest is not None else 0,
        rolls=contest.rolls if contest is not None else (),
        turn=_turn(state, actor),
        history=history(state, events),
        last_result=_last_result(state, events),
    )


def _prizes(
    events: Sequence[Any], left: tuple[Any, ...], contesting: bool
) -> tuple[PrizeLine, ...]:
    """The Hand's prizes: those won since the throw, the one in contest, those to come."""
    won: list[PrizeLine] = []
    for event in reversed(events):
        if isinstance(event, WandsThrown):
            break
        if isinstance(event, ContestWon):
            won.insert(0, PrizeLine(event.prize, "won", event.seat))
    rest = [
        PrizeLine(str(prize), "contest" if contesting and at == 0 else "next")
        for at, prize in enumerate(left)
    ]
    return (*won, *rest)


def _turn(state: SejState, actor: int | None) -> Turn:
    kinds = {option.kind: option.seat for option in legal_commands(state)}
    game = state.game
    if game is None:
        problems = start_problems(state)
        if problems:
            return Turn(None, "nothing", why_not=problems[0])
        return Turn(None, "start")
    if AnswerOffer.KIND in kinds:
        assert game.offer is not None
        return Turn(actor, "answer", offer=game.offer.option)
    may_offer = OfferOption.KIND in kinds
    if DeclineHand.KIND in kinds:
        return Turn(actor, "decide")
    if "throw" in kinds:
        return Turn(actor, "throw", may_offer=may_offer)
    return Turn(actor, "roll", may_offer=may_offer)


def history(state: SejState, events: Sequence[Any]) -> tuple[str, ...]:
    """The game's Hands in a line each: the throw, and who won what (or that it was
    declined), from the game's first event on."""
    players = players_of(state.seats)
    lines: list[str] = []
    current: list[str] = []
    for event in game_events(events):
        if isinstance(event, WandsThrown):
            current = [f"{event.throw}:"]
        elif isinstance(event, HandDeclined):
            current.append(_("declined by seat {seat}").format(seat=event.seat))
        elif isinstance(event, ContestWon):
            current.append(_won(event, players))
        elif isinstance(event, HandEnded | GameEnded):
            if current:
                lines.append(_hand_line(len(lines) + 1, current))
            current = []
    if current:
        lines.append(_hand_line(len(lines) + 1, current))
    return tuple(lines)


def _hand_line(number: int, said: list[str]) -> str:
    return _("Hand {number}  {said}").format(number=number, said=" ".join(said))


def _won(event: ContestWon, players: Mapping[int, str]) -> str:
    seat = event.seat
    name = players[seat] if seat in players else _("seat {seat}").format(seat=seat)
    if event.prize == "black":
        return _("{name} the black (to 0);").format(name=name)
    return _("{name} {prize} ({score});").format(
        name=name, prize=narrative.prize_words(event.prize), score=event.score
    )


def _last_result(state: SejState, events: Sequence[Any]) -> str:
    players = players_of(state.seats)
    found: list[str] = []
    for event in game_events(events):
        if isinstance(event, GameEnded | Settled | GameVoided):
            found.append(narrative.describe(event, state.rules, players))
    return "; ".join(found)


def game_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last game's start on (what a screen keeps beside the state)."""
    return since_last(events, GameStarted)
