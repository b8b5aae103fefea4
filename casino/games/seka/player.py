"""Plays Seka hands of random legal commands through the engine and keeps the score.

Every command is drawn from what ``legal_commands`` offers (uniformly by kind, then a random
stake in the offered range), so a run reaches every path the rules allow: looks, raises to
the cap, reveals in both modes, all-ins and their side pots, forced showdowns, svaras and
svaras of svaras. At a live table the showdown's hands are drawn from a shuffled pack, as a
dealer would type what is shown; a small pack of values (``tight``) makes ties, and so
svaras, common enough to play them often. Busted players buy in again; now and then a
player leaves and another sits down.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from casino.equipment.french_pack import FrenchCard
from casino.games.seka.engine import execute, legal_commands, reveal_shows
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    AgreeSplit,
    AllIn,
    Call,
    Command,
    DealSvara,
    Event,
    Fold,
    HandEnded,
    HandState,
    JoinSvara,
    Look,
    PassSvara,
    PotAwarded,
    Raise,
    RefuseSplit,
    Reveal,
    SekaState,
    Showdown,
    ShownHands,
    StartHand,
    SvaraDeclared,
)
from casino.games.seka.values import HAND_SIZE
from casino.games.simulation import PotsPlayed, play
from casino.games.simulation import between_hands as seating
from casino.games.spec import Option

_SIMPLE: dict[str, type[Fold | Call | AllIn | Look | AgreeSplit | RefuseSplit | JoinSvara
                        | PassSvara]] = {
    "fold": Fold,
    "call": Call,
    "all-in": AllIn,
    "look": Look,
    "agree-split": AgreeSplit,
    "refuse-split": RefuseSplit,
    "join": JoinSvara,
    "pass": PassSvara,
}
_WEIGHT = {"fold": 1, "call": 4, "raise": 2, "reveal": 2, "look": 2}
"""Folding at every turn would end most deals at once; calls keep them going."""


def shuffled(rules: SekaRules, rng: random.Random) -> tuple[FrenchCard, ...]:
    return rules.scoring().pack.shuffled(rng)


def _shown_hands(
    state: SekaState, hand: HandState, rng: random.Random, showing: Sequence[int]
) -> ShownHands:
    """The hands a live dealer would type for the seats of ``showing`` that have not shown
    yet this deal: drawn from a pack without the cards already shown."""
    used = {card for c in hand.contenders if c.shown for card in c.shown}
    pack = [card for card in shuffled(state.rules, rng) if card not in used]
    seats = [s for s in showing if hand.contender(s).shown is None]
    return tuple(
        (seat, tuple(pack[HAND_SIZE * i : HAND_SIZE * i + HAND_SIZE]))
        for i, seat in enumerate(seats)
    )


def command_for(state: SekaState, option: Option, rng: random.Random) -> Command:
    """A concrete command that ``option`` admits, stakes and cards drawn from ``rng``."""
    hand = state.hand
    assert hand is not None
    kind, seat = option.kind, option.seat
    live = state.rules.cards == "live"
    if kind in _SIMPLE:
        assert seat is not None
        return _SIMPLE[kind](seat)
    if kind == "raise":
        assert seat is not None and option.high is not None
        step = state.rules.unit * (2 if state.rules.dark_play else 1)
        return Raise(seat, rng.randrange(option.low, option.high + 1, step))
    if kind == "reveal":
        assert seat is not None
        showing = reveal_shows(state, seat)
        return Reveal(seat, _shown_hands(state, hand, rng, showing) if live else None)
    if kind == "showdown":
        everyone = [c.seat for c in hand.live]
        return Showdown(_shown_hands(state, hand, rng, everyone) if live else None)
    if kind == "svara":
        return DealSvara(None if live else shuffled(state.rules, rng))
    raise ValueError(f"no random command for option {option}")


def random_command(state: SekaState, rng: random.Random) -> Command:
    """A random command among those the rules allow in a hand (not a void)."""
    options = [o for o in legal_commands(state) if o.kind != "void"]
    weights = [_WEIGHT.get(o.kind, 1) for o in options]
    return command_for(state, rng.choices(options, weights)[0], rng)


def buy_in(rules: SekaRules) -> int:
    """A simulated player's buy-in: fifty base bets."""
    return 50 * rules.base_bet


def between_hands(state: SekaState, rng: random.Random, players: int) -> Command:
    """Between hands: the seating (``simulation.between_hands``: up to ``players``, a stack
    topped up when it cannot cover the ante or the base bet), else the deal."""
    rules = state.rules
    move = seating(
        state.seats,
        rng,
        players=min(players, rules.max_players),
        buy_in=buy_in(rules),
        short_of=max(rules.ante, rules.base_bet),
    )
    return move or StartHand(shuffled(rules, rng) if rules.cards == "shoe" else None)


def next_command(state: SekaState, rng: random.Random, players: int = 5) -> Command:
    """The next command a busy table sees, for drivers that go through the services (the
    soak, the demo casino): in a hand a random legal action, between hands the seating."""
    if state.hand is not None:
        return random_command(state, rng)
    return between_hands(state, rng, players)


@dataclass
class Summary(PotsPlayed[SekaState, Event]):
    """What a simulation run played, and whether every chip is accounted for."""

    players: int
    svaras: int = 0
    svara_splits: int = 0

    def record(self, _state: SekaState, events: tuple[Event, ...]) -> None:
        self.svaras += sum(1 for e in events if type(e) is SvaraDeclared)
        if type(events[-1]) is HandEnded:
            awards = [e for e in events if type(e) is PotAwarded]
            self.svara_splits += sum(award.split for award in awards)
            self.hand_ended(awards)


def simulate(rules: SekaRules, players: int, hands: int, seed: int) -> Summary:
    """Play ``hands`` hands at a table of ``players`` and return what happened."""
    if not 2 <= players <= rules.max_players:
        raise ValueError(f"this table plays 2 to {rules.max_players} players, not {players}")
    return play(Summary(players), SekaState(rules), execute, partial(next_command, players=players),
                seed, lambda summary: summary.hands >= hands)
