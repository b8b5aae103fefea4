"""Engine behaviour not covered by the scripted hands: the protocol, registry, automatic steps."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from casino.equipment.sekhoma_pack import parse_cards, shuffled_deck
from casino.games import game, games
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.engine import GAME, legal_commands
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    AllIn,
    Call,
    Check,
    Exchange,
    HandStarted,
    Phase,
    PhaseStarted,
    Raise,
    SekhomaState,
    Showdown,
    StartHand,
    VoidHand,
)
from casino.games.spec import RuleViolation, fold


def table(rules: SekhomaRules, *stacks: int) -> SekhomaState:
    state = GAME.new_table(rules)
    for seat, chips in enumerate(stacks, start=1):
        state, _ = GAME.decide(state, SeatPlayer(seat, f"P{seat}", chips))
    return state


def test_registry_finds_sekhoma_by_name() -> None:
    assert games()["sekhoma"].engine is GAME
    assert game("sekhoma").engine is GAME
    with pytest.raises(KeyError, match="no game called 'poker'"):
        game("poker")


def test_exchange_passes_by_itself_when_nobody_may_draw() -> None:
    state = table(SekhomaRules(max_exchange=0), 1000, 1000)
    state, _ = GAME.decide(state, StartHand())
    state, _ = GAME.decide(state, Check(2))
    state, events = GAME.decide(state, Check(1))
    assert [e.phase for e in events if isinstance(e, PhaseStarted)] == [
        Phase.EXCHANGE, Phase.BETTING_2,
    ]
    assert state.hand is not None and state.hand.phase == Phase.BETTING_2


def test_live_table_refuses_a_shoe_and_a_shoe_table_needs_one() -> None:
    live = table(SekhomaRules(), 1000, 1000)
    with pytest.raises(RuleViolation, match="live-card table"):
        GAME.decide(live, StartHand(tuple(parse_cards("1S") * 72)))
    shoe = table(SekhomaRules(cards="shoe"), 1000, 1000)
    with pytest.raises(RuleViolation, match="needs a shuffled shoe"):
        GAME.decide(shoe, StartHand())
    with pytest.raises(RuleViolation, match="full 72-card deck"):
        GAME.decide(shoe, StartHand(tuple(parse_cards("1S 2S")) * 36))


def test_first_to_act_is_left_of_the_button_and_the_button_moves_left() -> None:
    state = table(SekhomaRules(max_exchange=0), 1000, 1000, 1000)
    state, _ = GAME.decide(state, StartHand())
    hand = state.hand
    assert hand is not None
    assert hand.button == 1
    assert hand.order == (2, 3, 1)
    assert [o.seat for o in legal_commands(state) if o.kind == "check"] == [2]
    for seat in (2, 3, 1, 2, 3, 1):
        state, _ = GAME.decide(state, Check(seat))
    hands = (
        (1, parse_cards("1S 2M 3C 4R 5N 6P")),
        (2, parse_cards("1S 2S 2M 3C 4R 5N")),
        (3, parse_cards("3S 4S 3M 4C 5R 6N")),
    )
    state, _ = GAME.decide(state, Showdown(hands))
    assert state.hand is None and state.button == 2
    state, _ = GAME.decide(state, StartHand())
    assert state.hand is not None and state.hand.order == (3, 1, 2)


def test_a_call_out_of_turn_names_who_is_to_act() -> None:
    state = table(SekhomaRules(), 1000, 1000, 1000)
    state, _ = GAME.decide(state, StartHand())
    with pytest.raises(RuleViolation, match="not seat 3's turn; seat 2 is to act"):
        GAME.decide(state, Call(3))
    with pytest.raises(RuleViolation, match=r"no betting now|nothing to call"):
        GAME.decide(state, Call(2))
    with pytest.raises(RuleViolation, match="not now: the hand is at the betting 1"):
        GAME.decide(state, Exchange(2, 1))


def test_replaying_the_stream_rebuilds_the_table() -> None:
    state = table(SekhomaRules(cards="shoe"), 1000, 1000)
    stream = []
    state0 = state
    for command in (StartHand(shuffled_deck(random.Random(1))), Check(2), Check(1)):
        state, events = GAME.decide(state, command)
        stream.extend(events)
    assert fold(GAME, state0, stream) == state


def test_a_voided_hand_keeps_its_number_and_closes_a_closed_table() -> None:
    state = table(SekhomaRules(joining="closed"), 1000, 1000)
    state, _ = GAME.decide(state, StartHand())
    state, _ = GAME.decide(state, VoidHand("misdeal", "Pit Boss"))
    assert (state.hands_dealt, state.hands_played) == (1, 0)
    with pytest.raises(RuleViolation, match="closed to new players"):
        GAME.decide(state, SeatPlayer(3, "Late", 1000))
    state, events = GAME.decide(state, StartHand())
    assert [e.number for e in events if isinstance(e, HandStarted)] == [2]


def test_no_raise_is_offered_when_every_opponent_is_all_in() -> None:
    state = table(SekhomaRules(betting="no-limit"), 1000, 5000)
    state, _ = GAME.decide(state, StartHand())
    state, _ = GAME.decide(state, AllIn(2))  # 900 in: all-in
    kinds = {o.kind for o in legal_commands(state)}
    assert "raise" not in kinds and "call" in kinds
    with pytest.raises(RuleViolation):
        GAME.decide(state, Raise(1, 5000))


def test_a_shoe_deal_keeps_only_the_cards_it_deals() -> None:
    """Cards exist only once dealt: the hand's start carries no deck order (nor a digest of
    one), the state holds the dealt cards and nothing of the rest, and an exchange draws from
    the deck less the cards out, as the service shuffles it when the exchange is made."""
    shoe = shuffled_deck(random.Random(5))
    state = table(SekhomaRules(cards="shoe"), 1000, 1000)
    state, events = GAME.decide(state, StartHand(shoe))
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.shoe is None and started.shoe_digest is None
    assert state.hand is not None and Counter(state.hand.out) == Counter(shoe[:12])
    assert not hasattr(state.hand, "shoe")


@pytest.mark.parametrize("amount", [1000.5, "1000", True])
def test_amounts_must_be_integers(amount: object) -> None:
    state = table(SekhomaRules(), 1000, 1000)
    with pytest.raises(RuleViolation, match="whole minor units"):
        GAME.decide(state, SeatPlayer(3, "Float", amount))  # type: ignore[arg-type]
