"""Properties of the Fiddler-Crab engine over random house rules and random legal play.

Each example draws a rule set (seats, limits, pays, push rule, commission, live or shoe cards,
best-large or dealer-choice; house-way is left out because computing it takes seconds), seats
players, and plays several rounds of random legal commands. At every step it throws a spread of
candidate commands at the engine (every kind, seats inside and outside the table, amounts at,
below and above each bound) and checks that ``decide`` accepts exactly what ``legal_commands``
offers, then checks money, cards, settlement and the event fold against independent reckoning.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from math import floor
from typing import Any

from hypothesis import event, example, given, settings
from hypothesis import strategies as st

from casino.equipment.sekhoma_pack import COPIES, DECK, Card, shuffled_deck
from casino.games.fiddler_crab.engine import GAME, execute, legal_commands, new_table
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    SEATS,
    BetSettled,
    CardsDealt,
    DealerHandSet,
    FiddlerCrabState,
    PlaceBet,
    RoundEnded,
    RoundStarted,
    RoundVoided,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
    VoidRound,
    WithdrawBet,
)
from casino.games.seating import AddChips, LeaveSeat, SeatPlayer
from casino.games.spec import RuleViolation, fold
from casino.games.table import offered

# --- categories from the RULES table (independent of casino.games.sekhoma.ranking) ----------

LARGE_RANK = {
    (2, 1, 1, 1, 1): 1, (2, 2, 1, 1): 2, (3, 1, 1, 1): 3, (3, 2, 1): 4, (3, 3): 5,
    (2, 2, 2): 6, (1, 1, 1, 1, 1, 1): 7, (4, 1, 1): 8, (4, 2): 9, (5, 1): 10, (6,): 11,
}
SMALL_RANK = {(1, 1, 1): 0, (2, 1): 1, (3,): 2}


def rank(hand: Sequence[Card]) -> int:
    shape = tuple(sorted(Counter(card.suit for card in hand).values(), reverse=True))
    return LARGE_RANK[shape] if len(hand) == 6 else SMALL_RANK[shape]


def best_large_ranks(nine: Sequence[Card]) -> tuple[int, int]:
    return max(
        (rank([nine[i] for i in chosen]), rank([nine[i] for i in range(9) if i not in chosen]))
        for chosen in combinations(range(9), 6)
    )


def expected_result(player: tuple[Any, Any], dealer: tuple[Any, Any]) -> str:
    """RULES section 4: categories only; equal categories go to the dealer."""
    large = rank(player[0]) > rank(dealer[0])
    small = rank(player[1]) > rank(dealer[1])
    if large:
        return "win-both" if small else "win-large"
    return "push" if small else "lose"


def expected_money(rules: FiddlerCrabRules, bet: int, result: str) -> tuple[int, int, Fraction]:
    """(won, commission, breakage) by the settlement module's documented formula."""
    if result == "push":
        return 0, 0, Fraction(0)
    if result == "lose":
        return -bet, 0, Fraction(0)
    paid, staked = (rules.pay_both if result == "win-both" else rules.pay_large).split(":")
    gross = Fraction(bet * int(paid), int(staked))
    share = Fraction(rules.commission) / 100
    payout = floor(gross)  # RULES: paid on B, rounded down; the rounding is breakage
    won = floor(gross * (1 - share))
    return won, payout - won, gross - payout


# --- strategies ------------------------------------------------------------------------------

RATIOS = ["1:1", "2:1", "3:2", "7:5", "5:2", "6:5", "1:3", "11:10"]


@st.composite
def rules_strategy(draw: st.DrawFn) -> FiddlerCrabRules:
    min_bet = draw(st.sampled_from([1, 5, 100, 333, 500]))
    max_bet = min_bet * draw(st.sampled_from([1, 2, 10, 100]))
    return FiddlerCrabRules(
        seats=draw(st.integers(1, 7)),
        min_bet=min_bet,
        max_bet=max_bet,
        minor_units=draw(st.sampled_from([100, 1])),
        pay_both=draw(st.sampled_from(RATIOS)),
        pay_large=draw(st.sampled_from(RATIOS)),
        push=draw(st.sampled_from(["ride", "withdraw"])),
        commission=draw(
            st.sampled_from([Decimal(0), Decimal(5), Decimal("2.25"), Decimal("0.01"),
                             Decimal(10)])
        ),
        cards=draw(st.sampled_from(["live", "shoe"])),
        dealer_sets=draw(st.sampled_from(["best-large", "dealer-choice"])),
    )


# --- the driver ------------------------------------------------------------------------------


class Table:
    """A table under test: the state, every event since ``new_table``, and at a live table the
    nine cards "physically" dealt to each seat and the dealer this round."""

    def __init__(self, rules: FiddlerCrabRules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        self.state = new_table(rules)
        self.events: list[Any] = []
        self.names = 0
        self.nines: dict[int | None, tuple[Card, ...]] = {}

    # payloads --------------------------------------------------------------------------------

    def name(self) -> str:
        self.names += 1
        return f"Player {self.names}"

    def shoe(self) -> tuple[Card, ...] | None:
        return shuffled_deck(self.rng) if self.rules.cards == "shoe" else None

    def nine_of(self, seat: int | None) -> tuple[Card, ...]:
        """The nine cards a seat (None: the dealer) holds this round, or any nine."""
        rnd = self.state.round
        if rnd is not None and rnd.dealt is not None:
            if seat is None:  # drawn as the service draws them, or as turned over
                shown = rnd.dealer_shown
                return shown if shown is not None else shuffled_deck(self.rng, rnd.out)[:9]
            if seat in rnd.seats:
                return rnd.dealt[rnd.seats.index(seat)]
        if seat in self.nines:
            return self.nines[seat]
        return tuple(self.rng.sample(DECK, 9))

    def split(self, seat: int | None) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        nine = list(self.nine_of(seat))
        self.rng.shuffle(nine)
        return tuple(nine[:6]), tuple(nine[6:])

    def dealer_command(self) -> SetDealerHand:
        rnd = self.state.round
        if rnd is not None and rnd.dealt is not None and rnd.dealer_shown is None:
            return SetDealerHand(self.nine_of(None))  # a shoe table turns the nine over
        if self.rules.dealer_sets == "dealer-choice":
            large, small = self.split(None)
            return SetDealerHand(large=large, small=small)
        return SetDealerHand(self.nine_of(None))

    def command_for(self, kind: str, seat: int | None, amount: int) -> Any:
        """A well-formed command of ``kind``: any refusal is about kind, seat or amount."""
        match kind:
            case "seat":
                return SeatPlayer(seat, self.name(), amount)
            case "add-chips":
                return AddChips(seat, amount)
            case "leave":
                return LeaveSeat(seat)
            case "bet":
                return PlaceBet(seat, amount)
            case "withdraw":
                return WithdrawBet(seat)
            case "start":
                return StartRound(self.shoe())
            case "set-hand":
                return SetHand(seat, *self.split(seat))
            case "dealer-hand":
                return self.dealer_command()
            case "settle":
                return Settle()
            case "void":
                return VoidRound("dealer error", "Pit Boss")
        raise AssertionError(kind)

    def amount_in(self, low: int, high: int | None) -> int:
        top = high if high is not None else low + 4 * self.rules.max_bet
        return self.rng.choice([low, top, self.rng.randint(low, top)])

    # candidates ------------------------------------------------------------------------------

    def candidates(self) -> list[Any]:
        state, rules = self.state, self.rules
        amounts = {-1, 0, 1, rules.min_bet - 1, rules.min_bet, rules.min_bet + 1,
                   rules.max_bet - 1, rules.max_bet, rules.max_bet + 1}
        for seat in SEATS:
            occupant = state.seat(seat)
            if occupant is not None:
                room = occupant.stack + state.bets[seat - 1]
                amounts |= {room - 1, room, room + 1}
        for option in legal_commands(state):
            amounts |= {option.low - 1, option.low, option.low + 1}
            if option.high is not None:
                amounts |= {option.high - 1, option.high, option.high + 1}
        seats = self.rng.sample([0, *SEATS, len(SEATS) + 1], 5)
        out: list[Any] = [self.command_for(kind, None, 0)
                          for kind in ("start", "dealer-hand", "settle", "void")]
        for seat in seats:
            out += [self.command_for(kind, seat, 0) for kind in ("leave", "withdraw", "set-hand")]
            for amount in self.rng.sample(sorted(amounts), 4):
                out += [self.command_for(kind, seat, amount)
                        for kind in ("seat", "add-chips", "bet")]
        return out

    # play ------------------------------------------------------------------------------------

    def choose(self) -> Any:
        options = legal_commands(self.state)
        rnd = self.state.round
        weights = {"bet": 6, "start": 2, "seat": 2, "add-chips": 1, "leave": 0.3,
                   "withdraw": 0.5, "set-hand": 4, "dealer-hand": 6, "settle": 6, "void": 0.2}
        if rnd is not None and rnd.dealer is None:
            unset = {seat for seat, split in zip(rnd.seats, rnd.splits, strict=True)
                     if split is None}
            # Mostly seats still to set; now and then a correction.
            chosen = [o for o in options if o.kind == "set-hand" and o.seat in unset]
            if chosen and self.rng.random() < 0.85:
                options = chosen
        option = self.rng.choices(options, [weights[o.kind] for o in options])[0]
        return self.command_for(option.kind, option.seat, self.amount_in(option.low, option.high))

    def run(self, command: Any) -> tuple[Any, ...]:
        before = self.state
        after, events = execute(before, command)
        assert fold(GAME, before, events) == after
        assert after.conserved, f"chips not conserved after {command}: {events}"
        self.events += events
        self.state = after
        if any(isinstance(e, RoundStarted) for e in events) and self.rules.cards == "live":
            # The physical deal at a live table: nine to each betting seat and the dealer.
            deck = list(DECK)
            self.rng.shuffle(deck)
            assert after.round is not None
            hands = [*after.round.seats, None]
            self.nines = {seat: tuple(deck[9 * i: 9 * i + 9]) for i, seat in enumerate(hands)}
        return events


# --- checks ----------------------------------------------------------------------------------


def check_cards(state: FiddlerCrabState) -> None:
    """No card more often than the deck holds it among all the hands of the round."""
    rnd = state.round
    if rnd is None:
        return
    held: Counter[Card] = Counter()
    for split in (*rnd.splits, rnd.dealer):
        if split is not None:
            held.update(split[0])
            held.update(split[1])
    assert all(n <= COPIES for n in held.values()), held
    if rnd.dealt is not None:
        assert not hasattr(rnd, "shoe")  # cards exist only once dealt
        assert len(rnd.dealt) == len(rnd.seats) and all(len(h) == 9 for h in rnd.dealt)
        dealt = Counter(rnd.out)
        assert sum(dealt.values()) == 9 * (len(rnd.seats) + (rnd.dealer_shown is not None))
        assert not dealt - Counter(DECK)
        assert all(n <= COPIES for n in dealt.values())


def check_round_events(before: FiddlerCrabState, events: tuple[Any, ...]) -> None:
    """The dealer's split and every seat's settlement, reckoned independently."""
    rules = before.rules
    for e in events:
        if isinstance(e, DealerHandSet):
            assert len(e.large) == 6 and len(e.small) == 3
            assert Counter(e.large + e.small) == Counter(e.cards)
            if rules.dealer_sets == "best-large":
                assert (rank(e.large), rank(e.small)) == best_large_ranks(e.cards)
            rnd = before.round
            assert rnd is not None
            if rnd.dealer_shown is not None:
                assert Counter(e.cards) == Counter(rnd.dealer_shown)
            elif rnd.dealt is not None:  # drawn by this command, beside the players' cards
                assert all(n <= COPIES for n in (Counter(e.cards) + Counter(rnd.out)).values())
    settled = [e for e in events if isinstance(e, BetSettled)]
    if not settled:
        return
    rnd = before.round
    assert rnd is not None and rnd.dealer is not None
    assert [e.seat for e in settled] == list(rnd.seats)
    for e, bet, split in zip(settled, rnd.bets, rnd.splits, strict=True):
        assert split is not None
        result = expected_result(split, rnd.dealer)
        won, commission, breakage = expected_money(rules, bet, result)
        assert (e.result, e.bet, e.won, e.commission) == (result, bet, won, commission)
        assert Fraction(e.breakage) == breakage
        assert 0 <= breakage < 1  # one rounding down, of less than a minor unit
        assert e.rides == (result == "push" and rules.push == "ride")
        event(result)


def check_after(before: FiddlerCrabState, after: FiddlerCrabState, events: tuple[Any, ...]) -> None:
    assert after.conserved
    won = sum(e.won for e in events if isinstance(e, BetSettled))
    assert after.house_win - before.house_win == -won
    assert after.commission - before.commission == sum(
        e.commission for e in events if isinstance(e, BetSettled)
    )
    assert all(s is None or s.stack >= 0 for s in after.seats)
    assert all(b >= 0 for b in after.bets)
    # Bets lie only on occupied circles; a riding bet is a bet.
    for seat in SEATS:
        if after.seat(seat) is None:
            assert after.bets[seat - 1] == 0 and not after.riding[seat - 1]
        if after.riding[seat - 1]:
            assert after.bets[seat - 1] > 0 and after.rules.push == "ride"
    for e in events:
        if isinstance(e, BetSettled):
            circle = after.bets[e.seat - 1]
            assert circle == (e.bet if e.result == "push" else 0)
        if isinstance(e, RoundVoided):
            assert before.round is not None
            assert e.returned == tuple(zip(before.round.seats, before.round.bets, strict=True))
            assert after.house_win == before.house_win


def check_offers(table: Table) -> None:
    """Every command ``legal_commands`` offers is accepted, at both ends of its bounds."""
    for option in legal_commands(table.state):
        highs = [option.high] if option.high is not None else [option.low + 10 ** 9]
        for amount in {option.low, *highs}:
            command = table.command_for(option.kind, option.seat, amount)
            execute(table.state, command)  # raises if refused


@settings(max_examples=150)
@given(
    rules=rules_strategy(),
    players=st.integers(1, 7),
    seed=st.integers(0, 2**32),
)
# A bet of 1 or 2 minor units winning the Large Hand at 1:3 is paid nothing after rounding:
# the player must still keep the bet.
@example(rules=FiddlerCrabRules(seats=3, min_bet=1, max_bet=2, pay_large="1:3"), players=3, seed=1)
def test_random_play_keeps_every_invariant(
    rules: FiddlerCrabRules, players: int, seed: int
) -> None:
    rng = random.Random(seed)
    table = Table(rules, rng)
    for seat in SEATS[: min(players, rules.seats)]:
        chips = rng.choice([rules.min_bet - 1, rules.min_bet, rules.max_bet, 3 * rules.max_bet])
        table.run(SeatPlayer(seat, table.name(), max(chips, 1)))
    rounds = steps = 0
    while rounds < 4 and steps < 80:
        steps += 1
        # Every candidate: accepted exactly when offered; a refusal explains itself.
        for command in table.candidates():
            refusal = ""
            try:
                execute(table.state, command)
            except RuleViolation as exc:
                refusal = str(exc) or "(a refusal with no message)"
            accepted = not refusal
            assert accepted == offered(legal_commands(table.state), command), (
                command, legal_commands(table.state),
            )
        check_offers(table)
        before = table.state
        events = table.run(table.choose())
        after = table.state
        check_after(before, after, events)
        check_round_events(before, events)
        check_cards(after)
        if any(isinstance(e, (RoundEnded, RoundVoided)) for e in events):
            rounds += 1
            assert fold(GAME, new_table(rules), table.events) == after
        for e in events:
            if isinstance(e, RoundVoided):
                event("void")
            if isinstance(e, CardsDealt):
                event(f"{len(e.seats)} seats dealt")
    # The whole history: the fold of every event, and the house's win is what the players lost.
    state = table.state
    assert fold(GAME, new_table(rules), table.events) == state
    assert state.house_win == -sum(e.won for e in table.events if isinstance(e, BetSettled))
    assert state.commission == sum(
        e.commission for e in table.events if isinstance(e, BetSettled)
    )
    assert state.conserved


def finish_round(table: Table) -> None:
    """Every seat still to set sets, then the dealer, then the round is settled."""
    rnd = table.state.round
    assert rnd is not None
    for seat, split in zip(rnd.seats, rnd.splits, strict=True):
        if split is None:
            table.run(table.command_for("set-hand", seat, 0))
    table.run(table.dealer_command())
    rnd = table.state.round
    if rnd is not None and rnd.dealer is None:  # dealer-choice at a shoe: shown, then split
        table.run(table.dealer_command())
    table.run(Settle())


@settings(max_examples=60)
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_a_void_returns_every_bet_of_the_round(rules: FiddlerCrabRules, seed: int) -> None:
    rng = random.Random(seed)
    table = Table(rules, rng)
    seats = SEATS[: rules.seats]
    for seat in seats:
        table.run(SeatPlayer(seat, table.name(), 10 * rules.max_bet))
    # Play until some round has begun with a bet riding, or give up after a few rounds.
    for attempt in range(6):
        for seat in seats:
            if not table.state.bets[seat - 1] and rng.random() < 0.7:
                table.run(PlaceBet(seat, rng.randint(rules.min_bet, rules.max_bet)))
        if not any(table.state.bets):
            table.run(PlaceBet(seats[0], rules.min_bet))
        riding = any(table.state.riding)
        table.run(StartRound(table.shoe()))
        if riding or rng.random() < 0.3 or attempt == 5:
            break
        finish_round(table)
    before = table.state
    assert before.round is not None
    # Some of the round, then the void.
    for _ in range(rng.randint(0, len(before.round.seats) + 1)):
        options = [o for o in legal_commands(table.state) if o.kind not in ("void", "settle")]
        if not options:
            break
        option = rng.choice(options)
        table.run(table.command_for(option.kind, option.seat, 0))
    events = table.run(VoidRound("misdeal", "Pit Boss"))
    after = table.state
    stacks = {seat: (s.stack if s else 0) for seat, s in enumerate(before.seats, start=1)}
    for seat, bet in zip(before.round.seats, before.round.bets, strict=True):
        stacks[seat] += bet
        if before.riding[seat - 1]:
            event("riding bet voided")
    assert {seat: (s.stack if s else 0) for seat, s in enumerate(after.seats, start=1)} == stacks
    assert after.bets == (0,) * len(SEATS) and after.riding == (False,) * len(SEATS)
    assert after.round is None and after.house_win == before.house_win
    assert after.conserved
    assert [type(e) for e in events] == [RoundVoided]
