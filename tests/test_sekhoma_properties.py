"""Properties of the Sekhoma engine over thousands of random legal hands.

Each example draws house rules, players and stacks (short stacks make all-ins and side pots
common), then plays hands of random legal commands. At every step it also throws a spread of
candidate commands at the engine, legal and illegal, and checks that ``decide`` accepts exactly
those that ``legal_commands`` offers: every illegal command refused, every legal one accepted.
"""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

from hypothesis import event, given, settings
from hypothesis import strategies as st
from table_clock import stamped

from casino.equipment.sekhoma_pack import COPIES, DECK, shuffled_deck
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.sekhoma.engine import GAME, SEATING, execute, legal_commands
from casino.games.sekhoma.player import command_for
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    SEATS,
    AllIn,
    Bet,
    BetReturned,
    Call,
    Check,
    CollectTimeCharge,
    Command,
    Event,
    Exchange,
    Fold,
    HandEnded,
    HandStarted,
    PotAwarded,
    Raise,
    RakeTaken,
    SekhomaState,
    Showdown,
    StartHand,
    VoidHand,
    Wagered,
)
from casino.games.spec import RuleViolation, fold
from casino.games.table import offered

rules_strategy = st.builds(
    SekhomaRules,
    betting=st.sampled_from(["fixed-limit", "pot-limit", "no-limit"]),
    cards=st.sampled_from(["live", "shoe"]),
    max_raises=st.integers(0, 4),
    max_exchange=st.integers(0, 4),
    ante=st.sampled_from([100, 200]),
    rake_percent=st.sampled_from([Decimal(0), Decimal(5), Decimal("2.5"), Decimal(10)]),
    rake_cap=st.sampled_from([0, 50, 500, 100_000]),
    rake_min_pot=st.sampled_from([0, 300, 1000]),
    time_charge=st.sampled_from([0, 50]),
)


def _valid_showdown(state: SekhomaState, rng: random.Random) -> Showdown:
    hand = state.hand
    assert hand is not None
    if state.rules.cards == "shoe":
        return Showdown()
    deck = list(DECK)
    rng.shuffle(deck)
    return Showdown(tuple((c.seat, tuple(deck[6 * i : 6 * i + 6])) for i, c in
                          enumerate(hand.live)))


def _candidates(state: SekhomaState, rng: random.Random, names: list[str]) -> list[Command]:
    """Commands of every kind for every seat (and two seats that do not exist), with amounts
    at and around each offered bound, each with a well-formed payload."""
    rules = state.rules
    hand = state.hand
    seats = [*SEATS, 0, 7]
    amounts = {-1, 0, 1, rules.small_bet, rules.big_bet, rng.randint(1, 40 * rules.big_bet)}
    for option in legal_commands(state):
        amounts |= {option.low - 1, option.low, option.low + 1}
        if option.high is not None:
            amounts |= {option.high - 1, option.high, option.high + 1}
    out: list[Command] = [CollectTimeCharge(), VoidHand("dealer error", "Pit Boss")]
    out.append(stamped(CollectTimeCharge(), state.seats))
    out.append(_valid_showdown(state, rng) if hand else Showdown())
    out.append(StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None))
    for seat in rng.sample(seats, 4):
        out += [Check(seat), Call(seat), Fold(seat), AllIn(seat), LeaveSeat(seat)]
        out.append(stamped(LeaveSeat(seat), state.seats))
        for amount in rng.sample(sorted(amounts), min(4, len(amounts))):
            out += [Bet(seat, amount), Raise(seat, amount), AddChips(seat, amount)]
            names.append(f"Guest {len(names)}")
            out.append(SeatPlayer(seat, names[-1], amount))
        for count in (-1, 0, 1, rules.max_exchange, rules.max_exchange + 1):
            cards = hand.contender(seat).cards if hand and seat in hand.order else None
            if cards is None:
                out.append(Exchange(seat, count))
            elif 0 <= count <= len(cards):
                discards = tuple(rng.sample(cards, count))
                drawn = shuffled_deck(rng, hand.out) if hand is not None else None
                out.append(Exchange(seat, discards=discards, shoe=drawn))
    return out


def _check_cards(state: SekhomaState) -> None:
    hand = state.hand
    if hand is None:
        return
    held = Counter(card for c in hand.contenders for card in (c.cards or ()))
    assert all(n <= COPIES for n in held.values()), held
    assert hand.dealt <= len(DECK)


def _check_hand_settlement(events: tuple[Event, ...], pot_before: int) -> None:
    """Every pot awarded exactly once, and the pots + rake + returned bets = the pot."""
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert [a.pot for a in awards] == list(range(len(awards)))
    for award in awards:
        assert sum(share for _, share in award.shares) == award.amount
        assert {seat for seat, _ in award.shares} <= set(award.eligible)
        shares = [share for _, share in award.shares]
        assert max(shares) - min(shares) <= 1  # an even split, odd units one at a time
    rake = sum(e.amount for e in events if isinstance(e, RakeTaken))
    returned = sum(e.amount for e in events if isinstance(e, BetReturned))
    assert sum(a.amount for a in awards) + rake + returned == pot_before


def offers(state: SekhomaState, command: Command) -> bool:
    """Whether ``legal`` offers ``command`` (its kind, seat and amount), and a command the clock
    decides brings its time: ``decide`` checks the payload besides."""
    return offered(GAME.legal(state), command) and SEATING.brought(state, command)


@settings(max_examples=150)
@given(
    rules=rules_strategy,
    players=st.integers(2, 6),
    stacks=st.lists(st.integers(100, 4000), min_size=6, max_size=6),
    seed=st.integers(0, 2**32),
)
def test_random_hands_keep_every_invariant(
    rules: SekhomaRules, players: int, stacks: list[int], seed: int
) -> None:
    rng = random.Random(seed)
    names: list[str] = []
    state = GAME.new_table(rules)
    for seat in SEATS[:players]:
        state, _ = execute(state, SeatPlayer(seat, f"Player {seat}", stacks[seat - 1]))
    hands = 0
    while hands < 4:
        # Every candidate: accepted exactly when offered; a refusal explains itself.
        for command in _candidates(state, rng, names):
            refusal = ""
            try:
                execute(state, command)
            except RuleViolation as exc:
                refusal = str(exc) or "(a refusal with no message)"
            accepted = not refusal
            assert accepted == offers(state, command), (command, legal_commands(state))

        if state.hand is None:
            if rules.time_charge and rng.random() < 0.3:
                collect = stamped(CollectTimeCharge(), state.seats)
                if offers(state, collect):  # a seat with chips owes
                    state, _ = execute(state, collect)
            for seat in SEATS:
                occupant = state.seat(seat)
                if occupant is not None and occupant.stack < rules.ante:
                    state, _ = execute(state, AddChips(seat, 1000))
            command: Command = StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None)
        else:
            options = [o for o in legal_commands(state) if o.kind != "void"]
            command = command_for(state, rng.choice(options), rng)
        pot_before = state.hand.pot_total if state.hand else 0
        new_state, events = execute(state, command)
        # The state is a fold over the events.
        assert fold(GAME, state, events) == new_state
        if state.hand is not None and any(isinstance(e, HandEnded) for e in events):
            _check_hand_settlement(events, pot_before)
            hands += 1
        for e in events:
            if isinstance(e, PotAwarded):
                event("side pot" if e.pot else "showdown" if not e.uncontested else "by folds")
                if len(e.shares) > 1:
                    event("split pot")
            elif isinstance(e, Wagered) and e.all_in:
                event("full all-in" if e.full else "short all-in")
        if any(isinstance(e, HandStarted) for e in events):
            assert new_state.hand is not None
        state = new_state
        assert state.conserved
        _check_cards(state)
        assert all(s is None or s.stack >= 0 for s in state.seats)


@settings(max_examples=40)
@given(rules=rules_strategy, seed=st.integers(0, 2**32))
def test_a_void_returns_every_wager_of_the_hand(rules: SekhomaRules, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_table(rules)
    for seat in (1, 3, 5):
        state, _ = execute(state, SeatPlayer(seat, f"P{seat}", 2000))
    stacks = [s.stack if s else 0 for s in state.seats]
    state, _ = execute(state, StartHand(shuffled_deck(rng) if rules.cards == "shoe" else None))
    for _ in range(rng.randint(0, 8)):
        if state.hand is None or state.hand.to_act is None:
            break
        options = [o for o in legal_commands(state) if o.kind != "void"]
        state, _ = execute(state, command_for(state, rng.choice(options), rng))
    if state.hand is None:
        return
    state, _ = execute(state, VoidHand("misdeal", "Pit Boss"))
    assert state.hand is None
    assert [s.stack if s else 0 for s in state.seats] == stacks
    assert state.conserved and state.rake == 0
