"""Scripted Sekhoma hands (RULES section 3), each a short story with the chips counted by hand.

Every command goes through ``play``, which also checks, after each step, that folding the
returned events with ``evolve`` from the old state gives exactly the state ``execute`` returned,
that ``decide`` returns the same events, that ``legal_commands`` offered the command, and that
chips are conserved. Every refusal goes through ``refuse``, which checks the message and that
the state is unchanged (``decide`` raises before anything happens).

Seats are 1 to 6; the first hand's button is the lowest occupied seat and the first to act the
next occupied seat to its left (next higher number, wrapping). Defaults unless a test says
otherwise: unit 100, ante 100, small bet 200, big bet 400, 3 raises, rake 5 % capped at 500.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

import pytest

from casino.equipment.sekhoma_pack import DECK, Card, parse_cards, shuffled_deck
from casino.games.seating import AddChips, LeaveSeat, PlayerLeft, SeatPlayer
from casino.games.sekhoma.engine import GAME, SEATING, decide, evolve, execute, legal_commands
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    AllIn,
    AntePosted,
    Bet,
    BetReturned,
    Call,
    CardsDealt,
    Check,
    CollectTimeCharge,
    Exchange,
    Exchanged,
    Fold,
    HandEnded,
    HandShown,
    HandStarted,
    HandVoided,
    Phase,
    PhaseStarted,
    PotAwarded,
    Raise,
    RakeTaken,
    SatOut,
    SekhomaState,
    Showdown,
    StartHand,
    TimeCharged,
    VoidHand,
    Wagered,
)
from casino.games.spec import RuleViolation
from casino.games.table import offered

# --- helpers ---------------------------------------------------------------------------------


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def table(rules: SekhomaRules | None = None, **chips: int) -> SekhomaState:
    """A table with players seated: ``table(s1=1000, s3=500)`` seats p1 and p3."""
    state = GAME.new_table(rules or SekhomaRules())
    for key, amount in chips.items():
        seat = int(key.removeprefix("s"))
        state, _ = play(state, SeatPlayer(seat, f"p{seat}", amount))
    return state


def offers(state: SekhomaState, command: Any) -> bool:
    """Whether ``legal`` offers ``command`` (its kind, seat and amount), and a command the clock
    decides brings its time: ``decide`` checks the payload besides."""
    return offered(GAME.legal(state), command) and SEATING.brought(state, command)


def play(state: SekhomaState, *commands: Any) -> tuple[SekhomaState, list[Any]]:
    """Execute ``commands`` in turn, checking the engine's contracts at every step."""
    events: list[Any] = []
    for command in commands:
        assert offers(state, command), f"{command} is not offered by legal_commands"
        new, produced = execute(state, command)
        assert decide(state, command) == produced
        folded = state
        for event in produced:
            folded = evolve(folded, event)
        assert folded == new, f"folding the events of {command} disagrees with execute"
        assert new.conserved, f"chips not conserved after {command}"
        events.extend(produced)
        state = new
    return state, events


def refuse(
    state: SekhomaState, command: Any, message: str, *, offered: bool = False
) -> RuleViolation:
    """``command`` is refused with a message matching ``message`` and changes nothing.

    ``offered`` says whether ``is_legal`` accepts the command's kind and amount (payload
    problems, such as naming a card not held, are only caught by ``decide``).
    """
    before = copy.deepcopy(state)
    options = legal_commands(state)
    assert offers(state, command) is offered
    with pytest.raises(RuleViolation, match=message) as caught:
        decide(state, command)
    with pytest.raises(RuleViolation, match=message):
        execute(state, command)
    assert state == before
    assert legal_commands(state) == options
    return caught.value


def stacks(state: SekhomaState) -> dict[int, int]:
    return {seat: s.stack for seat, s in enumerate(state.seats, start=1) if s is not None}


def of(events: Iterable[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def kinds(state: SekhomaState) -> set[str]:
    return {o.kind for o in legal_commands(state)}


def option(state: SekhomaState, kind: str) -> Any:
    found = [o for o in legal_commands(state) if o.kind == kind]
    assert len(found) == 1, f"{kind} offered {len(found)} times"
    return found[0]


def to_act(state: SekhomaState) -> int | None:
    hand = state.hand
    assert hand is not None
    return None if hand.to_act is None else hand.order[hand.to_act]


def exchange_all(state: SekhomaState, count: int = 0) -> SekhomaState:
    """Every seat still in exchanges ``count`` cards (live table), in turn."""
    assert state.hand is not None
    while state.hand is not None and state.hand.phase == Phase.EXCHANGE:
        seat = to_act(state)
        assert seat is not None
        state, _ = play(state, Exchange(seat, count))
    return state


def build_shoe(order: Sequence[int], hands: dict[int, str], draws: str) -> tuple[Card, ...]:
    """A full deck that deals ``hands`` round-robin in ``order``, then ``draws`` in order,
    then the rest of the deck in its sorted order."""
    dealt = {seat: cards(text) for seat, text in hands.items()}
    n = len(order)
    top: list[Card] = [dealt[order[i % n]][i // n] for i in range(6 * n)]
    top += list(cards(draws))
    rest = list(DECK)
    for card in top:
        rest.remove(card)
    return tuple(top + rest)


# --- 1. side pot from an all-in --------------------------------------------------------------


def test_short_stack_all_in_wins_the_main_pot_another_player_the_side_pot() -> None:
    # Button seat 1; order 2, 3, 1. Seat 2 is short: 400 buy-in, 300 after the ante.
    state = table(s1=5000, s2=400, s3=5000)
    state, events = play(state, StartHand())
    assert of(events, HandStarted) == [HandStarted(1, 1, (2, 3, 1), None)]
    assert to_act(state) == 2
    # Round 1 (fixed limit, 200): 2 bets 200, 3 raises to 400, 1 calls 400, 2 calls with
    # the 100 it has left: all-in for less, to 300 in the round.
    state, _ = play(state, Bet(2, 200), Raise(3, 400), Call(1))
    state, events = play(state, Call(2))
    assert of(events, Wagered) == [Wagered(2, "call", 100, 300, True, False)]
    assert of(events, PhaseStarted) == [PhaseStarted(Phase.EXCHANGE)]
    # The all-in seat still exchanges, in turn from the button's left.
    assert to_act(state) == 2
    state, _ = play(state, Exchange(2, 2), Exchange(3, 1), Exchange(1, 3))
    assert state.hand is not None
    assert state.hand.phase == Phase.BETTING_2
    # Round 2 (400): the all-in seat 2 is skipped; 3 bets 400, 1 calls.
    assert to_act(state) == 3
    state, _ = play(state, Bet(3, 400))
    state, events = play(state, Call(1))
    assert of(events, PhaseStarted) == [PhaseStarted(Phase.SHOWDOWN)]
    # Committed: seat 2 100+300 = 400; seats 3 and 1 100+400+400 = 900 each.
    # Main pot 3 x 400 = 1200 (seats 2, 3, 1); side pot 2 x 500 = 1000 (seats 3, 1). The
    # hand's one rake is 5 % of both, 110 (under the 500 cap), taken from the main pot first:
    # 1090 is awarded there, the side pot in full. Nothing unmatched, nothing returned.
    state, events = play(
        state,
        Showdown(
            (
                (2, cards("1S 2S 3S 4S 5S 6S")),  # Flush
                (3, cards("1M 2M 3M 4M 5M 6C")),  # Five of a Kind
                (1, cards("2C 3C 4R 5R 6N 6P")),  # Two Pair
            )
        ),
    )
    assert [e.category for e in of(events, HandShown)] == ["Flush", "Five of a Kind", "Two Pair"]
    assert of(events, BetReturned) == []
    assert of(events, RakeTaken) == [RakeTaken(110)]
    assert of(events, PotAwarded) == [
        PotAwarded(0, 1090, (2, 3, 1), ((2, 1090),), False),
        PotAwarded(1, 1000, (3, 1), ((3, 1000),), False),
    ]
    assert of(events, HandEnded) == [HandEnded(1, 2)]
    # Seat 2: 0 + 1090; seat 3: 5000 - 900 + 1000; seat 1: 5000 - 900.
    assert stacks(state) == {1: 4100, 2: 1090, 3: 5100}
    assert state.rake == 110
    assert state.hand is None
    assert sum(stacks(state).values()) + state.rake == 10400 == state.bought_in


# --- 2. three-way split with odd chips -------------------------------------------------------


def test_three_way_split_gives_odd_chips_to_the_winners_nearest_the_buttons_left() -> None:
    rules = SekhomaRules(unit=1, ante=5, small_bet=2, big_bet=4, rake_percent=Decimal(0))
    # Button seat 1; order 3, 5, 6, 1.
    state = table(rules, s1=100, s3=100, s5=100, s6=100)
    state, _ = play(state, StartHand(), Bet(3, 2), Call(5), Fold(6), Call(1))
    state = exchange_all(state)
    state, _ = play(state, Check(3), Check(5), Check(1))
    # Pot: 4 antes of 5 + 3 x 2 = 26, no rake. Three Sekhomas summing 21 each tie:
    # 26 = 3 x 8 + 2 odd units, one each to seat 3 then seat 5 (nearest the button's left);
    # seat 1, the button, is last in that order and gets none, though its number is lowest.
    state, events = play(
        state,
        Showdown(
            (
                (3, cards("1S 2M 3C 4R 5N 6P")),
                (5, cards("6S 5M 4C 3R 2N 1P")),
                (1, cards("2S 1M 4C 3R 6N 5P")),
            )
        ),
    )
    assert [(e.category, e.score) for e in of(events, HandShown)] == [("Sekhoma", 21)] * 3
    assert of(events, RakeTaken) == []
    assert of(events, PotAwarded) == [PotAwarded(0, 26, (3, 5, 1), ((3, 9), (5, 9), (1, 8)), False)]
    # Seats 3 and 5: 100 - 7 + 9 = 102; seat 1: 100 - 7 + 8 = 101; seat 6: 100 - 5 = 95.
    assert stacks(state) == {1: 101, 3: 102, 5: 102, 6: 95}
    assert of(events, HandEnded) == [HandEnded(1, 3)]


def test_odd_chips_follow_the_order_from_the_button_when_it_has_moved() -> None:
    rules = SekhomaRules(unit=1, ante=3, small_bet=2, big_bet=4, rake_percent=Decimal(0))
    state = table(rules, s2=100, s4=100, s6=100)
    # Hand 1 (button 2, order 4, 6, 2): seat 4 bets 2, the others fold; seat 4 wins 9.
    state, _ = play(state, StartHand(), Bet(4, 2), Fold(6), Fold(2))
    assert stacks(state) == {2: 97, 4: 106, 6: 97}
    assert state.button == 4
    # Hand 2: button 4, order 6, 2, 4. Everyone checks; a two-way tie between seats 2 and 4
    # on a pot of 9: 4 each and the odd unit to seat 2 (before 4 in this hand's order).
    state, events = play(state, StartHand())
    assert of(events, HandStarted)[0].order == (6, 2, 4)
    state, _ = play(state, Check(6), Check(2), Check(4))
    state = exchange_all(state)
    state, _ = play(state, Check(6), Check(2), Check(4))
    state, events = play(
        state,
        Showdown(
            (
                (6, cards("1S 1S 2M 3C 4R 5N")),  # One Pair, 2
                (2, cards("3S 4S 1M 2C 3R 4N")),  # One Pair, 7
                (4, cards("2S 5S 6M 5C 6R 6N")),  # One Pair, 7
            )
        ),
    )
    assert of(events, PotAwarded) == [PotAwarded(0, 9, (6, 2, 4), ((2, 5), (4, 4)), False)]
    # Seat 2: 97 - 3 + 5; seat 4: 106 - 3 + 4; seat 6: 97 - 3.
    assert stacks(state) == {2: 99, 4: 107, 6: 94}


# --- 3. win by folds -------------------------------------------------------------------------


def test_win_by_folds_returns_the_uncalled_raise_and_rakes_the_main_pot() -> None:
    state = table(s1=1000, s2=1000, s3=1000)
    # Order 2, 3, 1: 2 bets 200, 3 raises to 400, 1 folds, 2 folds.
    state, events = play(state, StartHand(), Bet(2, 200), Raise(3, 400), Fold(1), Fold(2))
    # Committed: seat 2 300, seat 3 500, seat 1 100. Seat 3's 200 over seat 2 was never
    # called: returned. Pot 300 + 300 + 100 = 700, rake 5 % = 35, seat 3 takes 665 unshown.
    assert of(events, BetReturned) == [BetReturned(3, 200)]
    assert of(events, RakeTaken) == [RakeTaken(35)]
    assert of(events, PotAwarded) == [PotAwarded(0, 665, (3,), ((3, 665),), True)]
    assert of(events, HandShown) == []
    assert PhaseStarted(Phase.EXCHANGE) not in events
    assert of(events, HandEnded) == [HandEnded(1, 2)]
    # Seat 3: 1000 - 500 + 200 + 665 = 1365; seat 2: 700; seat 1: 900.
    assert stacks(state) == {1: 900, 2: 700, 3: 1365}
    assert state.rake == 35
    assert state.hand is None


def test_win_by_folds_in_round_two_after_an_exchange() -> None:
    state = table(s1=1000, s2=1000)
    # Heads-up, button 1, order 2, 1. Round 1: no bet, no bet. Round 2: 2 bets 400, 1 folds.
    state, _ = play(state, StartHand(), Check(2), Check(1))
    state = exchange_all(state, 1)
    state, events = play(state, Bet(2, 400), Fold(1))
    # Seat 2's 400 is returned; the antes (200) are the pot, a pot of antes only: no rake.
    assert of(events, BetReturned) == [BetReturned(2, 400)]
    assert of(events, RakeTaken) == []
    assert of(events, PotAwarded) == [PotAwarded(0, 200, (2,), ((2, 200),), True)]
    assert stacks(state) == {1: 900, 2: 1100}


# --- 4. fixed-limit raise cap ----------------------------------------------------------------


def test_fixed_limit_raise_cap_then_big_bet_in_round_two() -> None:
    state = table(s1=5000, s2=5000, s3=5000)
    state, _ = play(state, StartHand())
    assert option(state, "bet").low == option(state, "bet").high == 200
    # Bet 200, then three raises of 200 each: the cap (3) is reached.
    state, _ = play(state, Bet(2, 200), Raise(3, 400), Raise(1, 600), Raise(2, 800))
    assert state.hand is not None
    assert state.hand.raises == 3
    assert to_act(state) == 3
    assert kinds(state) == {"void", "fold", "call"}
    err = refuse(state, Raise(3, 1000), r"^the raise cap of 3 is reached: call or fold$")
    assert "cap" in str(err)
    refuse(state, AllIn(3), r"^seat 3 cannot go all-in for 45\.00 Cr")
    state, _ = play(state, Call(3))
    state, events = play(state, Call(1))
    assert of(events, PhaseStarted) == [PhaseStarted(Phase.EXCHANGE)]
    state = exchange_all(state)
    # Round 2 bets and raises are the big bet, 400; the raise counter starts again.
    assert option(state, "bet").low == option(state, "bet").high == 400
    refuse(state, Bet(2, 200), r"^2\.00 Cr is not a legal bet: bet 4\.00 Cr$")
    state, _ = play(state, Bet(2, 400))
    assert option(state, "raise").low == option(state, "raise").high == 800
    refuse(state, Raise(3, 1000), r"^10\.00 Cr is not a legal raise: raise to 8\.00 Cr$")
    state, _ = play(state, Raise(3, 800), Call(1), Call(2))
    assert state.hand is not None
    assert state.hand.phase == Phase.SHOWDOWN
    # Each seat has 100 + 800 + 800 = 1700 in: pot 5100.
    assert state.hand.pot_total == 5100
    assert stacks(state) == {1: 3300, 2: 3300, 3: 3300}


def test_raise_cap_of_one() -> None:
    state = table(SekhomaRules(max_raises=1), s1=5000, s2=5000, s3=5000)
    state, _ = play(state, StartHand(), Bet(2, 200), Raise(3, 400))
    assert "raise" not in kinds(state)
    refuse(state, Raise(1, 600), r"the raise cap of 1 is reached")


def test_raise_cap_counts_a_full_raise_over_a_short_all_in_bet() -> None:
    # Seat 2 has 100 after the ante: its all-in "bet" of 100 is short of the 200 bet.
    state = table(s1=5000, s2=200, s3=5000, s4=5000)
    state, events = play(state, StartHand(), AllIn(2))
    assert of(events, Wagered) == [Wagered(2, "bet", 100, 100, True, False)]
    # Seat 3 may not Bet (the engine says "call or raise") and must raise by 200 over 100.
    refuse(state, Bet(3, 200), r"has been bet already: call or raise")
    # Three full raises, each called a raise by the engine (Wagered.action == "raise").
    state, events = play(state, Raise(3, 300), Raise(4, 500), Raise(1, 700))
    assert [e.action for e in of(events, Wagered)] == ["raise"] * 3
    assert all(e.full for e in of(events, Wagered))
    # That is 3 raises: the cap. A fourth must be refused.
    assert "raise" not in kinds(state)
    refuse(state, Raise(3, 900), r"^the raise cap of 3 is reached: call or fold$")


# --- 5. a short all-in does not reopen the betting -------------------------------------------


def _short_all_in_table() -> SekhomaState:
    # Order 2, 3, 4, 1; seat 4 has 300 after the ante.
    state = table(s1=5000, s2=5000, s3=5000, s4=400)
    state, events = play(state, StartHand(), Bet(2, 200), Call(3), AllIn(4))
    # 300 is a raise of only 100 over the 200 bet: not a full raise.
    assert of(events, Wagered)[-1] == Wagered(4, "raise", 300, 300, True, False)
    return state


def test_short_all_in_does_not_reopen_betting_to_players_who_acted() -> None:
    state = _short_all_in_table()
    # Seat 1 has not acted yet: it may still raise, by 200 over the 300.
    assert to_act(state) == 1
    assert option(state, "raise").low == option(state, "raise").high == 500
    state, _ = play(state, Call(1))
    # Seat 2 bet and seat 3 called before the all-in: they may only call or fold.
    assert to_act(state) == 2
    assert kinds(state) == {"void", "fold", "call"}
    refuse(
        state,
        Raise(2, 500),
        r"^seat 2 may only call or fold: the betting was not reopened by a full raise$",
    )
    refuse(state, AllIn(2), r"seat 2 cannot go all-in")
    state, _ = play(state, Call(2))
    assert kinds(state) == {"void", "fold", "call"}
    state, events = play(state, Call(3))
    assert of(events, PhaseStarted) == [PhaseStarted(Phase.EXCHANGE)]
    # Everyone has 100 + 300 = 400 in: 1600.
    assert state.hand is not None
    assert state.hand.pot_total == 1600
    assert stacks(state) == {1: 4600, 2: 4600, 3: 4600, 4: 0}


def test_full_raise_after_a_short_all_in_reopens_the_betting() -> None:
    state = _short_all_in_table()
    state, events = play(state, Raise(1, 500))
    assert of(events, Wagered) == [Wagered(1, "raise", 500, 500, False, True)]
    # Seat 1's full raise reopens the betting to seats 2 and 3.
    assert to_act(state) == 2
    assert option(state, "raise").low == 700
    state, _ = play(state, Raise(2, 700), Call(3), Call(1))
    assert state.hand is not None
    assert state.hand.phase == Phase.EXCHANGE
    # Seats 1, 2, 3: 100 + 700 = 800 each; seat 4: 400. Main pot 4 x 400 = 1600, side pot
    # 3 x 400 = 1200: 2800 in all.
    assert state.hand.pot_total == 2800


# --- 6. rake cap and minimum pot -------------------------------------------------------------


def _check_down(state: SekhomaState) -> SekhomaState:
    """Everyone says no bet in both rounds and exchanges nothing."""
    assert state.hand is not None
    while state.hand is not None and state.hand.phase != Phase.SHOWDOWN:
        seat = to_act(state)
        assert seat is not None
        command: Any = Exchange(seat, 0) if state.hand.phase == Phase.EXCHANGE else Check(seat)
        state, _ = play(state, command)
    return state


WINNER = cards("1S 2S 3S 4S 5S 6S")  # Flush
LOSER = cards("1M 1M 2C 3R 4N 5P")  # One Pair
THIRD = cards("2M 3M 1C 4R 5N 6P")  # One Pair


def _bet_once(state: SekhomaState) -> SekhomaState:
    """Round 1: seat 2 bets 200 and 3 and 1 call (pot 300 of antes + 600); then no more."""
    state, _ = play(state, StartHand(), Bet(2, 200), Call(3), Call(1))
    return _check_down(state)


def test_a_pot_of_antes_only_pays_no_rake() -> None:
    state = table(s1=1000, s2=1000, s3=1000)
    state, _ = play(state, StartHand())
    state = _check_down(state)
    # Pot 300, all antes: no rake; seat 2 takes all 300.
    state, events = play(state, Showdown(((2, WINNER), (3, LOSER), (1, THIRD))))
    assert of(events, RakeTaken) == []
    assert of(events, PotAwarded) == [PotAwarded(0, 300, (2, 3, 1), ((2, 300),), False)]
    assert state.rake == 0


def test_main_pot_below_rake_minimum_pays_no_rake() -> None:
    state = _bet_once(table(SekhomaRules(rake_min_pot=901), s1=1000, s2=1000, s3=1000))
    # Pot 900 < 901: no rake; seat 2 takes all 900.
    state, events = play(state, Showdown(((2, WINNER), (3, LOSER), (1, THIRD))))
    assert of(events, RakeTaken) == []
    assert of(events, PotAwarded) == [PotAwarded(0, 900, (2, 3, 1), ((2, 900),), False)]
    assert stacks(state) == {1: 700, 2: 1600, 3: 700}
    assert state.rake == 0


def test_main_pot_at_the_rake_minimum_is_raked() -> None:
    state = _bet_once(table(SekhomaRules(rake_min_pot=900), s1=1000, s2=1000, s3=1000))
    # Pot 900, not below 900: rake 5 % = 45; seat 2 takes 855.
    state, events = play(state, Showdown(((2, WINNER), (3, LOSER), (1, THIRD))))
    assert of(events, RakeTaken) == [RakeTaken(45)]
    assert stacks(state) == {1: 700, 2: 1555, 3: 700}


def test_big_pot_pays_exactly_the_rake_cap() -> None:
    state = table(SekhomaRules(betting="no-limit"), s1=20000, s2=20000)
    # Heads-up: seat 2 moves all-in for 19900, seat 1 calls all-in; nobody else can bet,
    # so round 2 is skipped after the exchange.
    state, _ = play(state, StartHand(), AllIn(2), Call(1))
    state, _ = play(state, Exchange(2, 4), Exchange(1, 0))
    assert state.hand is not None
    assert state.hand.phase == Phase.SHOWDOWN
    # Pot 40000; 5 % would be 2000, the cap is 500; seat 2 takes 39500.
    state, events = play(state, Showdown(((2, WINNER), (1, LOSER))))
    assert of(events, RakeTaken) == [RakeTaken(500)]
    assert of(events, PotAwarded) == [PotAwarded(0, 39500, (2, 1), ((2, 39500),), False)]
    assert stacks(state) == {1: 0, 2: 39500}
    assert state.rake == 500


def test_rake_rounds_down_to_the_minor_unit() -> None:
    state = table(SekhomaRules(rake_percent=Decimal("2.5")), s1=1000, s2=1000, s3=1000)
    state = _bet_once(state)
    # 2.5 % of 900 = 22.5: the house takes 22, seat 2 gets 878.
    state, events = play(state, Showdown(((2, WINNER), (3, LOSER), (1, THIRD))))
    assert of(events, RakeTaken) == [RakeTaken(22)]
    assert stacks(state)[2] == 1578


# --- 7. sitting out for a short ante ---------------------------------------------------------


def test_player_short_of_the_ante_sits_out() -> None:
    # Seat 2 has 50 (< the 100 ante); seat 4 has exactly the ante and plays all-in.
    state = table(s1=1000, s2=50, s3=1000, s4=100)
    state, events = play(state, StartHand())
    assert of(events, HandStarted) == [HandStarted(1, 1, (3, 4, 1), None)]
    assert of(events, SatOut) == [SatOut(2, "cannot cover the ante of 1.00 Cr")]
    assert of(events, AntePosted) == [AntePosted(3, 100), AntePosted(4, 100), AntePosted(1, 100)]
    assert of(events, CardsDealt) == [CardsDealt((3, 4, 1), None)]
    assert state.hand is not None
    assert 2 not in state.hand.order
    assert state.hand.contender(4).all_in
    assert stacks(state) == {1: 900, 2: 50, 3: 900, 4: 0}
    # Seat 2 cannot act in the hand; seat 4 (all-in) is skipped in the betting.
    refuse(state, Check(2), r"^seat 2 is not in this hand$")
    state, _ = play(state, Check(3))
    assert to_act(state) == 1


def test_a_hand_needs_two_players_who_cover_the_ante() -> None:
    state = table(s1=1000, s2=50)
    assert "start" not in kinds(state)
    refuse(
        state,
        StartHand(),
        r"^a hand needs at least 2 players who can cover the ante \(1\.00 Cr\); 1 can$",
    )


# --- 8. joining and leaving between hands only -----------------------------------------------


def test_join_leave_and_add_chips_are_refused_during_a_hand() -> None:
    state = table(s1=1000, s2=1000)
    state, _ = play(state, StartHand())
    refuse(
        state, SeatPlayer(3, "p3", 1000), r"^players join only between hands; hand 1 is in play$"
    )
    refuse(state, LeaveSeat(1), r"^players leave only between hands; hand 1 is in play$")
    refuse(state, AddChips(1, 500), r"^chips are added only between hands; hand 1 is in play$")
    assert not {"seat", "leave", "add-chips"} & kinds(state)
    # Seat 2 folds to nothing: seat 1 takes the antes, 200, a pot of antes only (no rake).
    state, _ = play(state, Fold(2))
    assert state.hand is None
    assert stacks(state) == {1: 1100, 2: 900}
    state, events = play(state, LeaveSeat(2), SeatPlayer(3, "p3", 700), AddChips(1, 10))
    assert of(events, PlayerLeft) == [PlayerLeft(2, "p2", 900)]
    assert state.cashed_out == 900
    assert state.bought_in == 1000 + 1000 + 700 + 10
    assert stacks(state) == {1: 1110, 3: 700}


def test_closed_table_refuses_newcomers_after_the_first_hand_only() -> None:
    state = table(SekhomaRules(joining="closed"), s1=1000, s2=1000)
    # Before the first hand a closed table still seats players.
    assert "seat" in kinds(state)
    state, _ = play(state, SeatPlayer(3, "p3", 1000))
    state, _ = play(state, StartHand(), Fold(2), Fold(3))
    assert state.hands_played == 1
    assert "seat" not in kinds(state)
    refuse(
        state,
        SeatPlayer(4, "p4", 1000),
        r"^this table is closed to new players after the first hand$",
    )
    # Players already seated may still add chips and leave.
    state, _ = play(state, AddChips(2, 100), LeaveSeat(3))
    assert stacks(state) == {1: 1200, 2: 1000}


def test_seating_refusals_name_the_problem() -> None:
    state = table(s1=1000)
    refuse(state, SeatPlayer(1, "x", 1000), r"^seat 1 is taken$")
    refuse(state, SeatPlayer(7, "x", 1000), r"^there is no seat 7: seats are numbered 1 to 6$")
    refuse(state, SeatPlayer(2, "p1", 1000), r"^p1 is already seated at this table$", offered=True)
    refuse(state, SeatPlayer(2, "x", 0), r"^a buy-in must be more than 0, not 0\.00 Cr$")
    refuse(state, LeaveSeat(2), r"^seat 2 is empty$")


# --- 9. tie-break at showdown ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand_2", "hand_1", "shares"),
    [
        # One Pair vs One Pair: only the pair scores. Seat 1's pair 2S 3S (5) beats seat 2's
        # pair 1S 2S (3) although seat 2's other cards are all 6s.
        ("1S 2S 6M 6C 6R 6N", "2S 3S 1M 1C 1R 1N", ((1, 200),)),
        # Equal pair sums (1+4 and 2+3): a tie, whatever the other cards. 200 = 100 + 100.
        ("1S 4S 6M 6C 6R 6N", "2S 3S 1M 1C 1R 1N", ((2, 100), (1, 100))),
        # The category decides before any sum: Two Pair (4) beats One Pair (12).
        ("1S 1S 1M 1M 2C 2R", "6S 6S 5M 4C 3R 2N", ((2, 200),)),
        # Sekhoma: all six score. 6S 5M 4C 3R 2N 2P (22) beats 1S 2M 3C 4R 5N 6P (21).
        ("1S 2M 3C 4R 5N 6P", "6S 5M 4C 3R 2N 2P", ((1, 200),)),
    ],
)
def test_tie_break_by_the_sum_of_the_scoring_portion(
    hand_2: str, hand_1: str, shares: tuple[tuple[int, int], ...]
) -> None:
    state = table(s1=1000, s2=1000)
    state, _ = play(state, StartHand())
    state = _check_down(state)
    # Pot: two antes, 200, and no rake on a pot of antes only: 200 to share.
    state, events = play(state, Showdown(((2, cards(hand_2)), (1, cards(hand_1)))))
    assert of(events, PotAwarded) == [PotAwarded(0, 200, (2, 1), shares, False)]
    won = dict(shares)
    assert stacks(state) == {seat: 900 + won.get(seat, 0) for seat in (1, 2)}


def test_showdown_entry_is_checked() -> None:
    state = table(s1=1000, s2=1000)
    state, _ = play(state, StartHand())
    refuse(state, Showdown(), r"^not the showdown yet: the hand is at the betting 1$")
    state = _check_down(state)
    refuse(state, Showdown(), r"^enter the shown hands of seats 2, 1$", offered=True)
    refuse(
        state,
        Showdown(((2, WINNER),)),
        r"^enter the hand of seat 1, which is still in$",
        offered=True,
    )
    refuse(
        state,
        Showdown(((2, WINNER), (1, cards("1S 2S 3S 4S 5S")))),
        r"^seat 1 shows 5 cards; a hand is 6$",
        offered=True,
    )
    refuse(
        state,
        Showdown(((2, WINNER), (1, cards("1S 1S 2M 3C 4R 5N")))),
        r"^the shown hands cannot all be right: card 1S appears 3 times",
        offered=True,
    )
    refuse(
        state,
        Showdown(((2, WINNER), (1, LOSER), (3, THIRD))),
        r"^seat 3 is not in the showdown$",
        offered=True,
    )


def test_a_seat_entered_twice_at_the_showdown_is_refused() -> None:
    state = table(s1=1000, s2=1000)
    state, _ = play(state, StartHand())
    state = _check_down(state)
    with pytest.raises(RuleViolation):
        decide(
            state,
            Showdown(
                (
                    (2, cards("6S 6S 5S 5S 4C 4C")),
                    (2, cards("1S 1S 2S 3M 4C 5R")),
                    (1, cards("6S 6S 5S 5S 3C 6P")),
                )
            ),
        )


# --- 10. pot-limit and no-limit bounds -------------------------------------------------------


def test_pot_limit_bet_and_raise_bounds() -> None:
    state = table(SekhomaRules(betting="pot-limit"), s1=5000, s2=5000, s3=5000)
    state, _ = play(state, StartHand())
    # The pot is the three antes, 300: a bet is 200 (the small bet) to 300 (the pot).
    bet = option(state, "bet")
    assert (bet.low, bet.high) == (200, 300)
    refuse(state, Bet(2, 400), r"^4\.00 Cr is not a legal bet: bet 2\.00 Cr to 3\.00 Cr$")
    refuse(state, Bet(2, 100), r"^1\.00 Cr is not a legal bet: bet 2\.00 Cr to 3\.00 Cr$")
    refuse(state, AllIn(2), r"^seat 2 cannot go all-in for 49\.00 Cr")
    state, _ = play(state, Bet(2, 300))
    # Seat 3 calls 300 in its head (pot 900) and raises by 900: at most to 1200; at least 500.
    raise_ = option(state, "raise")
    assert (raise_.low, raise_.high) == (500, 1200)
    refuse(
        state, Raise(3, 1300), r"^13\.00 Cr is not a legal raise: raise to 5\.00 Cr to 12\.00 Cr$"
    )
    refuse(state, Raise(3, 400), r"^4\.00 Cr is not a legal raise: raise to 5\.00 Cr to 12\.00 Cr$")
    state, _ = play(state, Raise(3, 1200))
    # Seat 1: pot 300 + 300 + 1200 = 1800, owes 1200, so at most 1200 + 3000 = 4200.
    raise_ = option(state, "raise")
    assert (raise_.low, raise_.high) == (1400, 4200)
    state, _ = play(state, Raise(1, 4200))
    # Seat 2 (300 in, 4600 behind) owes 3900: the pot limit would be 4200 + 6000 + 3900 =
    # 14100, but table stakes stop it at 300 + 4600 = 4900; the least raise is 4400.
    raise_ = option(state, "raise")
    assert (raise_.low, raise_.high) == (4400, 4900)
    assert "all-in" in kinds(state)


def test_no_limit_bounds_are_the_small_bet_and_the_stack() -> None:
    state = table(SekhomaRules(betting="no-limit"), s1=5000, s2=5000, s3=5000)
    state, _ = play(state, StartHand())
    bet = option(state, "bet")
    assert (bet.low, bet.high) == (200, 4900)
    refuse(state, Bet(2, 150), r"^1\.50 Cr is not a legal bet: bet 2\.00 Cr to 49\.00 Cr$")
    refuse(
        state,
        Bet(2, 5000),
        r"^seat 2 has only 49\.00 Cr and cannot put in more \(table stakes\): go all-in instead$",
    )
    state, _ = play(state, Bet(2, 500))
    # The minimum raise is the small bet (200) over 500, not the size of the last bet.
    raise_ = option(state, "raise")
    assert (raise_.low, raise_.high) == (700, 4900)
    refuse(state, Raise(3, 600), r"^6\.00 Cr is not a legal raise: raise to 7\.00 Cr to 49\.00 Cr$")
    state, events = play(state, Raise(3, 700), AllIn(1))
    assert of(events, Wagered) == [
        Wagered(3, "raise", 700, 700, False, True),
        Wagered(1, "raise", 4900, 4900, True, True),
    ]
    state, _ = play(state, Fold(2), Fold(3))
    # Seat 1's 4200 over seat 3's 700 is returned. Pot 600 + 800 + 800 = 2200; rake 5 % =
    # 110; seat 1 takes 2090. Seat 1: 5000 - 5000 + 4200 + 2090 = 6290.
    assert stacks(state) == {1: 6290, 2: 4400, 3: 4200}
    assert state.rake == 110


# --- 11. the exchange ------------------------------------------------------------------------


def test_exchange_at_a_shoe_table_draws_what_the_service_drew() -> None:
    """The exchange's draw comes with the command (the service shuffles the deck less the
    cards out as the exchange is made): the seat takes the top cards, nothing else is kept."""
    rules = SekhomaRules(cards="shoe", max_exchange=2)
    state = table(rules, s1=1000, s2=1000, s3=1000)
    # Order 2, 3, 1; dealt one card at a time round the table.
    hands = {
        2: "1S 2S 3S 4S 1M 2M",  # Four and a Pair
        3: "1C 2C 3C 4R 5N 6P",  # Three of a Kind
        1: "1R 2R 3N 4N 5P 6P",  # Three Pair
    }
    shoe = build_shoe((2, 3, 1), hands, draws="5S 6S 4C")
    refuse(
        state, StartHand(), r"^this is a shoe table: the hand needs a shuffled shoe$", offered=True
    )
    refuse(state, StartHand(shoe[:-1]), r"^the shoe must hold the full 72-card deck", offered=True)
    state, events = play(state, StartHand(shoe))
    assert of(events, CardsDealt) == [
        CardsDealt((2, 3, 1), tuple(cards(hands[seat]) for seat in (2, 3, 1)))
    ]
    assert shoe[:3] == cards("1S 1C 1R")  # round-robin, starting left of the button
    state, _ = play(state, Check(2), Check(3), Check(1))
    assert to_act(state) == 2
    refuse(
        state, Exchange(2, None, cards("6P")), r"^seat 2 does not hold 6P to discard$", offered=True
    )
    refuse(
        state,
        Exchange(2, 2, cards("1M")),
        r"^2 cards to exchange but 1 named: name each discard$",
        offered=True,
    )
    refuse(
        state,
        Exchange(2, 2),
        r"^2 cards to exchange but 0 named: name each discard$",
        offered=True,
    )
    refuse(state, Exchange(2, None, cards("1S 2S 1M")), r"^an exchange is 0 to 2 cards, not 3$")
    refuse(state, Exchange(2, None, cards("1M 2M")), "the console draws the exchanged cards",
           offered=True)
    # A draw that holds a third copy of a card dealt is not from this deck.
    refuse(state, Exchange(2, None, cards("1M 2M"), cards("1S 1S")), "cannot be right",
           offered=True)
    # Seat 2 throws 1M 2M and draws the top two cards of the draw, 5S 6S: a Flush.
    state, events = play(state, Exchange(2, None, cards("1M 2M"), cards("5S 6S 4C")))
    assert of(events, Exchanged) == [Exchanged(2, 2, cards("1M 2M"), cards("5S 6S"))]
    assert state.hand is not None
    assert state.hand.contender(2).cards == cards("1S 2S 3S 4S 5S 6S")
    # Seat 3 throws 4R and draws 4C (Four of a Kind); seat 1 keeps its hand.
    state, events = play(state, Exchange(3, 1, cards("4R"), cards("4C 6N")), Exchange(1, 0))
    assert of(events, Exchanged) == [
        Exchanged(3, 1, cards("4R"), cards("4C")),
        Exchanged(1, 0, (), ()),
    ]
    assert state.hand is not None
    assert state.hand.dealt == 18 + 3
    state = _check_down(state)
    refuse(
        state,
        Showdown(((2, WINNER), (3, LOSER), (1, THIRD))),
        r"^at a shoe table the console shows the dealt hands itself$",
        offered=True,
    )
    state, events = play(state, Showdown())
    assert [(e.seat, e.category) for e in of(events, HandShown)] == [
        (2, "Flush"),
        (3, "Four of a Kind"),
        (1, "Three Pair"),
    ]
    # Pot 300 of antes only: no rake, seat 2 takes 300.
    assert of(events, PotAwarded) == [PotAwarded(0, 300, (2, 3, 1), ((2, 300),), False)]
    assert stacks(state) == {1: 900, 2: 1200, 3: 900}


def test_exchange_at_a_live_table_takes_a_count() -> None:
    state = table(s1=1000, s2=1000)
    refuse(
        state,
        StartHand(tuple(DECK)),
        r"^this is a live-card table: cards are entered when shown$",
        offered=True,
    )
    state, _ = play(state, StartHand())
    refuse(state, Exchange(2, 1), r"^not now: the hand is at the betting 1$")
    state, _ = play(state, Check(2), Check(1))
    assert option(state, "exchange").high == 4
    refuse(state, Exchange(2, 5), r"^an exchange is 0 to 4 cards, not 5$")
    refuse(state, Exchange(2, -1), r"^an exchange is 0 to 4 cards, not -1$")
    refuse(
        state,
        Exchange(2, 1, cards("1S")),
        r"^at a live table enter how many cards, not which$",
        offered=True,
    )
    refuse(state, Exchange(1, 1), r"^it is not seat 1's turn; seat 2 is to act$")
    refuse(state, Check(2), r"^no betting now: the hand is at the exchange$")
    state, events = play(state, Exchange(2, 4), Exchange(1, 0))
    assert of(events, Exchanged) == [Exchanged(2, 4, None, None), Exchanged(1, 0, None, None)]
    assert of(events, PhaseStarted) == [PhaseStarted(Phase.BETTING_2)]


# --- 12. time charge -------------------------------------------------------------------------

AT, AT_29, AT_30, AT_60 = (
    f"2026-11-24T{t}:00+00:00" for t in ("20:00", "20:29", "20:30", "21:00")
)


def test_time_charge_is_collected_from_every_seated_player() -> None:
    state = table(SekhomaRules(time_charge=50), s1=1000, s2=1000, s3=30)
    assert "time-charge" in kinds(state)
    refuse(state, CollectTimeCharge(), r"^a time charge is figured by the clock, and this "
           r"command came without its time$")
    # Seats 1 and 2 pay 50; seat 3 has only 30 and pays what it has (the engine's ruling).
    # Seated before times were recorded, each owes the one period begun at 20:00.
    state, events = play(state, CollectTimeCharge(AT))
    assert events == [TimeCharged(1, 50, 1, AT_30), TimeCharged(2, 50, 1, AT_30),
                      TimeCharged(3, 30, 1, AT_30)]
    assert state.time_charges == 130
    assert stacks(state) == {1: 950, 2: 950, 3: 0}
    # House revenue: bought in 2030 = stacks 1900 + time charges 130.
    assert state.bought_in == 2030
    # Within the period paid for, nobody owes; in the next, the empty stack is skipped.
    refuse(state, CollectTimeCharge(AT_29), r"^nobody owes a time charge now")
    state, events = play(state, CollectTimeCharge(AT_30))
    assert events == [TimeCharged(1, 50, 1, AT_60), TimeCharged(2, 50, 1, AT_60)]
    assert state.time_charges == 230
    # Not during a hand; seat 3 (0 chips) sits out.
    state, events = play(state, StartHand())
    assert of(events, SatOut) == [SatOut(3, "cannot cover the ante of 1.00 Cr")]
    refuse(
        state,
        CollectTimeCharge(AT_60),
        r"^the time charge is collected only between hands; hand 1 is in play$",
    )


def test_no_time_charge_without_the_house_rule() -> None:
    state = table(s1=1000, s2=1000)
    assert "time-charge" not in kinds(state)
    refuse(state, CollectTimeCharge(), r"^this table has no time charge$")


# --- 13. void --------------------------------------------------------------------------------


def test_void_returns_every_wager_of_the_hand() -> None:
    state = table(s1=1000, s2=1000, s3=1000)
    refuse(state, VoidHand("misdeal", "Boss"), r"^no hand is in play to void$")
    state, _ = play(state, StartHand(), Bet(2, 200), Raise(3, 400), Call(1), Call(2))
    state = exchange_all(state, 2)
    state, _ = play(state, Bet(2, 400))
    # In: seat 2 100 + 400 + 400 = 900; seats 3 and 1 100 + 400 = 500.
    assert stacks(state) == {1: 500, 2: 100, 3: 500}
    refuse(state, VoidHand(" ", "Boss"), r"^a void needs a reason$", offered=True)
    refuse(state, VoidHand("misdeal", ""), r"^a void needs the approving pit boss$", offered=True)
    state, events = play(state, VoidHand("card exposed", "Boss"))
    assert events == [HandVoided(1, "card exposed", "Boss", ((2, 900), (3, 500), (1, 500)))]
    assert state.hand is None
    assert stacks(state) == {1: 1000, 2: 1000, 3: 1000}
    assert state.rake == 0


def test_void_at_the_showdown() -> None:
    state = table(s1=1000, s2=400)
    state, _ = play(state, StartHand(), Bet(2, 200), Call(1))
    state = exchange_all(state)
    state, _ = play(state, Check(2), Check(1))
    assert state.hand is not None
    assert state.hand.phase == Phase.SHOWDOWN
    state, events = play(state, VoidHand("wrong deck", "Boss"))
    assert of(events, HandVoided)[0].returned == ((2, 300), (1, 300))
    assert stacks(state) == {1: 1000, 2: 400}


# --- the button, turns and replay -------------------------------------------------------------


def test_button_moves_left_and_first_to_act_is_the_first_active_seat_to_its_left() -> None:
    state = table(s2=1000, s4=1000, s5=1000, s6=1000)
    # Button 2 (the lowest occupied seat); order 4, 5, 6, 2.
    state, events = play(state, StartHand())
    assert of(events, HandStarted)[0].order == (4, 5, 6, 2)
    state, _ = play(state, Fold(4), Bet(5, 200), Call(6), Call(2))
    # The exchange and round 2 start with seat 5: seat 4 has folded.
    assert to_act(state) == 5
    state = exchange_all(state)
    assert to_act(state) == 5
    state = _check_down(state)
    state, events = play(state, Showdown(((5, WINNER), (6, LOSER), (2, THIRD))))
    assert of(events, HandEnded) == [HandEnded(1, 4)]
    # Hand 2: the button moved left to 4; seat 5 acts first.
    state, events = play(state, StartHand())
    assert of(events, HandStarted) == [HandStarted(2, 4, (5, 6, 2, 4), None)]
    assert to_act(state) == 5


def test_refused_commands_leave_the_state_unchanged() -> None:
    state = table(s1=1000, s2=1000, s3=1000)
    refuse(state, Check(2), r"^no hand is in play: start a hand first$")
    state, _ = play(state, StartHand(), Bet(2, 200))
    refuse(state, Call(1), r"^it is not seat 1's turn; seat 3 is to act$")
    refuse(state, Check(3), r"^seat 3 cannot say no bet: 2\.00 Cr has been bet$")
    refuse(state, Bet(3, 200), r"^2\.00 Cr has been bet already: call or raise$")
    refuse(state, Raise(3, 500), r"^5\.00 Cr is not a legal raise: raise to 4\.00 Cr$")
    refuse(state, Raise(3, 4000), r"^seat 3 has only 9\.00 Cr")
    refuse(state, StartHand(), r"^a new hand starts only between hands; hand 1 is in play$")
    refuse(state, Exchange(3, 1), r"^not now: the hand is at the betting 1$")
    refuse(state, Fold(9), r"^there is no seat 9")
    with pytest.raises(RuleViolation, match="is not a Sekhoma command"):
        decide(state, object())  # type: ignore[arg-type]
    state, _ = play(state, Call(3))
    refuse(state, Raise(1, 300), r"^3\.00 Cr is not a legal raise: raise to 4\.00 Cr$")
    state, _ = play(state, Call(1))
    refuse(state, Call(2), r"^no betting now: the hand is at the exchange$")


def test_nothing_to_call_is_refused() -> None:
    state = table(s1=1000, s2=1000)
    state, _ = play(state, StartHand())
    refuse(state, Call(2), r"^seat 2 has nothing to call: say no bet or bet$")
    refuse(state, Raise(2, 200), r"^nobody has bet yet: bet instead of raising$")


def test_a_whole_session_replays_from_its_events() -> None:
    rules = SekhomaRules()
    state, events = play(
        GAME.new_table(rules),
        SeatPlayer(1, "p1", 5000),
        SeatPlayer(2, "p2", 400),
        SeatPlayer(3, "p3", 5000),
        StartHand(),
        Bet(2, 200),
        Raise(3, 400),
        Call(1),
        Call(2),
        Exchange(2, 2),
        Exchange(3, 1),
        Exchange(1, 3),
        Bet(3, 400),
        Call(1),
        Showdown(((2, WINNER), (3, cards("1M 2M 3M 4M 5M 6C")), (1, THIRD))),
        StartHand(),
        Check(3),
        Bet(1, 200),
        Fold(2),
        Fold(3),
        LeaveSeat(2),
    )
    replayed = GAME.new_table(rules)
    for event in events:
        replayed = evolve(replayed, event)
    assert replayed == state
    assert state.hands_played == 2
    # Hand 1 as in the side-pot story: 4100 / 1090 / 5100, rake 110. Hand 2 (button 2, order
    # 3, 1, 2): seat 1's 200 is returned; pot 300 of antes only, no rake: seat 1 takes it.
    assert stacks(state) == {1: 4100 + 200, 3: 5100 - 100}
    assert state.cashed_out == 1090 - 100
    assert state.rake == 110
    assert state.conserved


@pytest.mark.parametrize("seed", range(40))
def test_random_legal_play_keeps_every_contract(seed: int) -> None:
    """Seeded random hands through ``play``: every offered command is accepted, the events
    fold to the executed state, chips are conserved, and every pot is paid in full."""
    rng = random.Random(seed)
    rules = SekhomaRules(
        betting=rng.choice(["fixed-limit", "pot-limit", "no-limit"]),
        cards=rng.choice(["live", "shoe"]),
        max_exchange=rng.randint(0, 4),
        rake_percent=Decimal(rng.choice([0, 5, 10])),
    )
    state = GAME.new_table(rules)
    for seat in rng.sample(range(1, 7), rng.randint(2, 6)):
        state, _ = play(state, SeatPlayer(seat, f"p{seat}", rng.choice([150, 700, 2500])))
    for _ in range(4):
        if "start" not in kinds(state):
            break
        shoe = tuple(rng.sample(DECK, len(DECK))) if rules.cards == "shoe" else None
        state, _ = play(state, StartHand(shoe))
        while state.hand is not None:
            state, events = play(state, _random_command(rng, state))
            for pot in of(events, PotAwarded):
                assert sum(amount for _, amount in pot.shares) == pot.amount
                assert {seat for seat, _ in pot.shares} <= set(pot.eligible)


def _random_command(rng: random.Random, state: SekhomaState) -> Any:
    hand = state.hand
    assert hand is not None
    opt = rng.choice([o for o in legal_commands(state) if o.kind != "void"])
    simple = {"fold": Fold, "check": Check, "call": Call, "all-in": AllIn}
    if opt.kind in simple:
        return simple[opt.kind](opt.seat)
    if opt.kind == "bet":
        return Bet(opt.seat, rng.randint(opt.low, opt.high))
    if opt.kind == "raise":
        return Raise(opt.seat, rng.randint(opt.low, opt.high))
    if opt.kind == "exchange":
        count = rng.randint(opt.low, opt.high)
        held = hand.contender(opt.seat).cards
        if held is None:
            return Exchange(opt.seat, count)
        drawn = shuffled_deck(rng, hand.out)  # as the service draws it
        return Exchange(opt.seat, None, tuple(rng.sample(held, count)), drawn)
    assert opt.kind == "showdown"
    if state.rules.cards == "shoe":
        return Showdown()
    deck = rng.sample(DECK, len(DECK))
    return Showdown(
        tuple((c.seat, tuple(deck[6 * i : 6 * i + 6])) for i, c in enumerate(hand.live))
    )


# --- money is integers -----------------------------------------------------------------------


def test_amounts_must_be_whole_minor_units() -> None:
    state = table(SekhomaRules(betting="no-limit"), s1=1000, s2=1000)
    with pytest.raises(RuleViolation):
        decide(state, SeatPlayer(3, "p3", 1000.5))  # type: ignore[arg-type]
    state, _ = play(state, StartHand())
    with pytest.raises(RuleViolation):
        decide(state, Bet(2, 250.5))  # type: ignore[arg-type]
