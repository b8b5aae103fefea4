"""What a trick-game table screen shows (``casino.games.projection`` says what every game's
shares): each seat with its side, its partners, its hand's size and whether it deals or plays;
the stock; the trick on the table in the order played; each side's points and tricks this
deal; the match score, target and held points; who the table waits for and which cards they
may play; and the last deal's result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from casino.equipment.french_pack import FrenchCard
from casino.games.projection import since_last
from casino.games.spec import SeatState
from casino.games.tricks import narrative
from casino.games.tricks.engine import can_lead_again, playable, sides_text, start_problems
from casino.games.tricks.law import side_of
from casino.games.tricks.types import (
    DealScored,
    DealStarted,
    DealVoided,
    MatchAbandoned,
    MatchEnded,
    Settled,
    TrickState,
    TrickWon,
)
from casino.i18n import _


@dataclass(frozen=True, slots=True)
class SeatLine:
    seat: int
    occupant: SeatState | None
    side: int
    partners: tuple[int, ...]
    """The other seats of its side."""
    cards: int | None
    """Cards in hand (None: a live table, or no deal)."""
    dealer: bool
    to_play: bool


@dataclass(frozen=True, slots=True)
class PlayLine:
    seat: int
    card: FrenchCard
    dark: bool
    round: int


@dataclass(frozen=True, slots=True)
class Turn:
    """Who the table waits for: ``play`` (a card, or in the dark), ``decide`` (the leader
    ends the trick or leads again), ``result`` (a live host enters the deal), ``start``."""

    seat: int | None
    doing: str
    cards: tuple[FrenchCard, ...] = ()
    """The cards the seat may play now."""
    hand: tuple[FrenchCard, ...] = ()
    """The seat's whole hand (a shoe table)."""
    dark: bool = False
    """Whether it may play in the dark."""
    why_not: str = ""
    """Why the next deal cannot start, when it cannot."""


@dataclass(frozen=True, slots=True)
class TrickView:
    game: str
    players: int
    sides: tuple[str, str]
    seats: tuple[SeatLine, ...]
    deal: int | None
    dealer: int | None
    live: bool
    stock: int | None
    trick: tuple[PlayLine, ...]
    trick_round: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    match: tuple[int, int] | None
    target: int
    held: int
    turn: Turn
    last_trick: str
    """The last trick taken, in words (``Trick 3 to seat 2: 20 points``)."""
    last_result: str
    """The last deal's result and settlement, in words."""


def project(state: TrickState, events: Sequence[Any]) -> TrickView:
    rules = state.rules
    deal = state.deal
    sides = sides_text(rules.players)
    seats = []
    for seat, occupant in enumerate(state.seats, start=1):
        side = side_of(seat)
        partners = tuple(
            s for s in range(side + 1 if side == 0 else 2, rules.players + 1, 2) if s != seat
        )
        cards = len(deal.hand(seat)) if deal is not None and deal.hands is not None else None
        seats.append(
            SeatLine(
                seat,
                occupant,
                side,
                partners,
                cards,
                deal is not None and deal.dealer == seat,
                deal is not None and seat in (deal.to_play, deal.deciding),
            )
        )
    trick: tuple[PlayLine, ...] = ()
    trick_round = 0
    if deal is not None and deal.trick is not None:
        trick = tuple(PlayLine(seat, card, dark, 0) for seat, card, dark in deal.trick.plays)
        trick = _rounds(trick, deal.trick.round)
        trick_round = deal.trick.round
    match = state.match
    return TrickView(
        game=rules.GAME,
        players=rules.players,
        sides=(sides[0], sides[1]),
        seats=tuple(seats),
        deal=deal.number if deal is not None else None,
        dealer=deal.dealer if deal is not None else state.dealer,
        live=rules.cards != "shoe",
        stock=deal.stock_left if deal is not None and deal.hands is not None else None,
        trick=trick,
        trick_round=trick_round,
        points=deal.points if deal is not None else (0, 0),
        tricks=deal.tricks if deal is not None else (0, 0),
        match=match.scores if match is not None else None,
        target=int(getattr(rules, "goal", getattr(rules, "target", 0))),
        held=match.held if match is not None else 0,
        turn=_turn(state),
        last_trick=_last_trick(events),
        last_result=_last_result(state, events),
    )


def _rounds(plays: tuple[PlayLine, ...], rounds: int) -> tuple[PlayLine, ...]:
    """Each play with the round it belongs to: a round is a lead and the others' follows."""
    numbered, round_, leader = [], 0, plays[0].seat if plays else 0
    for play in plays:
        if play.seat == leader:
            round_ += 1
        numbered.append(PlayLine(play.seat, play.card, play.dark, min(round_, rounds)))
    return tuple(numbered)


def _turn(state: TrickState) -> Turn:
    deal = state.deal
    if deal is None:
        problems = start_problems(state)
        return Turn(None, "start", why_not=problems[0] if problems else "")
    if deal.hands is None:
        return Turn(None, "result")
    leader = deal.deciding
    if leader is not None:
        cards = playable(state, leader) if can_lead_again(state) else ()
        return Turn(leader, "decide", cards, deal.hand(leader))
    seat = deal.to_play
    dark = state.rules.law().dark_play and bool(deal.stock_left)
    return Turn(seat, "play", playable(state, seat), deal.hand(seat) if seat else (), dark)


def _last_trick(events: Sequence[Any]) -> str:
    for event in reversed(events):
        if isinstance(event, TrickWon):
            if event.bonus:
                return _(
                    "Trick {number} to seat {seat}: {points} points + {bonus} last trick"
                ).format(
                    number=event.number, seat=event.winner, points=event.points, bonus=event.bonus
                )
            return _("Trick {number} to seat {seat}: {points} points").format(
                number=event.number, seat=event.winner, points=event.points
            )
        if isinstance(event, DealStarted):
            return ""
    return ""


def _last_result(state: TrickState, events: Sequence[Any]) -> str:
    money = state.rules.money
    parts: list[str] = []
    for event in reversed(events):
        if isinstance(event, Settled):
            each = money(event.paid[0][1]) if event.paid else money(0)
            payers = " + ".join(str(seat) for seat, _amount in event.paid)
            parts.insert(0, _("seats {seats} pay {amount} each").format(seats=payers, amount=each))
        elif isinstance(event, MatchEnded):
            parts.insert(
                0,
                _("match to {side}, {score}-{other}").format(
                    side=sides_text(state.rules.players)[event.winner],
                    score=event.scores[0],
                    other=event.scores[1],
                ),
            )
        elif isinstance(event, DealScored):
            parts.insert(
                0,
                _("Deal {number}: {why}").format(
                    number=event.number, why=narrative.why_words(event.why)
                ),
            )
            return "; ".join(parts)
        elif isinstance(event, DealVoided):
            return _("Deal {number} voided: {reason}").format(
                number=event.number, reason=event.reason
            )
        elif isinstance(event, MatchAbandoned):
            return _("Match abandoned at {score}-{other}: {reason}").format(
                score=event.scores[0], other=event.scores[1], reason=event.reason
            )
        elif isinstance(event, DealStarted):
            break
    return ""


def hand_events(events: Sequence[Any]) -> tuple[Any, ...]:
    """The events from the last deal's start on (what a screen keeps beside the state)."""
    return since_last(events, DealStarted)
