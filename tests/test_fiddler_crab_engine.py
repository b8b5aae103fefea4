"""Scripted Fiddler-Crab rounds (RULES sections 1, 4 and 6), the money counted by hand.

Every command goes through ``play``, which checks after each step that ``legal_commands``
offered the command, that ``decide`` gives the events ``execute`` folded, that folding them with
``evolve`` gives the new state, that chips are conserved, and that what ``BetSettled`` says the
players won is exactly what the house's win went down by. Every refusal goes through
``refuse``, which checks the message (what was wrong, not the whole sentence) and that nothing
changed.

Categories are worked out here from the suit counts, straight from the RULES table, so the
engine's labels and the dealer's best-large split are checked against an independent reading.
Unless a test says otherwise: minor units 100 ("Cr"), bets 5.00 to 500.00 Cr, pays 2:1 and 1:1,
no commission, pushes may be withdrawn, the dealer sets best-large, live cards.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from decimal import Decimal
from itertools import combinations
from typing import Any

import pytest

from casino.equipment.sekhoma_pack import DECK, Card, parse_cards, shuffled_deck
from casino.games.fiddler_crab import SPEC
from casino.games.fiddler_crab.engine import (
    GAME,
    decide,
    evolve,
    execute,
    legal_commands,
    new_table,
)
from casino.games.fiddler_crab.math.policies import dealer_split
from casino.games.fiddler_crab.math.publish import with_house_way
from casino.games.fiddler_crab.rules import FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    BetPlaced,
    BetSettled,
    BetWithdrawn,
    CardsDealt,
    DealerCardsShown,
    DealerHandSet,
    FiddlerCrabState,
    HandSet,
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
from casino.games.seating import AddChips, LeaveSeat, PlayerLeft, SeatPlayer
from casino.games.spec import RuleViolation, fold
from casino.games.table import offered as offered_by

# --- categories from the RULES table ---------------------------------------------------------

LARGE_ORDER = (
    "One Pair", "Two Pair", "Three of a Kind", "Three and a Pair", "Two Threes", "Three Pair",
    "Sekhoma", "Four of a Kind", "Four and a Pair", "Five of a Kind", "Flush",
)
LARGE_BY_SHAPE = {
    (2, 1, 1, 1, 1): "One Pair",
    (2, 2, 1, 1): "Two Pair",
    (3, 1, 1, 1): "Three of a Kind",
    (3, 2, 1): "Three and a Pair",
    (3, 3): "Two Threes",
    (2, 2, 2): "Three Pair",
    (1, 1, 1, 1, 1, 1): "Sekhoma",
    (4, 1, 1): "Four of a Kind",
    (4, 2): "Four and a Pair",
    (5, 1): "Five of a Kind",
    (6,): "Flush",
}
SMALL_ORDER = ("No Hand", "Pair", "Three of a Kind")
SMALL_BY_SHAPE = {(1, 1, 1): "No Hand", (2, 1): "Pair", (3,): "Three of a Kind"}


def category(hand: Sequence[Card]) -> str:
    """A six- or three-card hand's category, from its suit counts (RULES section 2)."""
    shape = tuple(sorted(Counter(card.suit for card in hand).values(), reverse=True))
    return LARGE_BY_SHAPE[shape] if len(hand) == 6 else SMALL_BY_SHAPE[shape]


def best_large_by_enumeration(nine: Sequence[Card]) -> tuple[str, str]:
    """Every 6 + 3 split of the nine: the highest Large category, then the highest Small."""
    best = max(
        (
            LARGE_ORDER.index(category([nine[i] for i in chosen])),
            SMALL_ORDER.index(category([nine[i] for i in range(9) if i not in chosen])),
        )
        for chosen in combinations(range(9), 6)
    )
    return LARGE_ORDER[best[0]], SMALL_ORDER[best[1]]


# --- helpers ---------------------------------------------------------------------------------


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def table(rules: FiddlerCrabRules | None = None, **chips: int) -> FiddlerCrabState:
    """A table with players seated: ``table(s1=1000, s3=500)`` seats p1 and p3."""
    state = new_table(rules or FiddlerCrabRules())
    for key, amount in chips.items():
        seat = int(key.removeprefix("s"))
        state, _ = play(state, SeatPlayer(seat, f"p{seat}", amount))
    return state


def play(state: FiddlerCrabState, *commands: Any) -> tuple[FiddlerCrabState, list[Any]]:
    """Execute ``commands`` in turn, checking the engine's contracts at every step."""
    events: list[Any] = []
    for command in commands:
        assert offered_by(legal_commands(state), command), f"{command} is not offered"
        new, produced = execute(state, command)
        assert decide(state, command) == produced
        folded = state
        for event in produced:
            folded = evolve(folded, event)
        assert folded == new, f"folding the events of {command} disagrees with execute"
        assert new.conserved, f"chips not conserved after {command}"
        won = sum(e.won for e in produced if isinstance(e, BetSettled))
        assert new.house_win - state.house_win == -won
        events.extend(produced)
        state = new
    return state, events


def refuse(
    state: FiddlerCrabState, command: Any, message: str, *, offered: bool = False
) -> RuleViolation:
    """``command`` is refused with a message matching ``message`` and changes nothing.

    ``offered`` says whether ``legal_commands`` offers the command's kind, seat and amount
    (payload problems, such as a split of the wrong cards, are caught only by ``decide``).
    """
    before = copy.deepcopy(state)
    options = legal_commands(state)
    assert offered_by(legal_commands(state), command) is offered
    with pytest.raises(RuleViolation, match=message) as caught:
        decide(state, command)
    with pytest.raises(RuleViolation, match=message):
        execute(state, command)
    assert state == before
    assert legal_commands(state) == options
    return caught.value


def of(events: Iterable[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def stacks(state: FiddlerCrabState) -> dict[int, int]:
    return {seat: s.stack for seat, s in enumerate(state.seats, start=1) if s is not None}


def kinds_for(state: FiddlerCrabState, seat: int | None) -> set[str]:
    return {o.kind for o in legal_commands(state) if o.seat == seat}


def set_hand(seat: int, large: str, small: str) -> SetHand:
    return SetHand(seat, cards(large), cards(small))


def dealer_choice(large: str, small: str) -> SetDealerHand:
    return SetDealerHand(large=cards(large), small=cards(small))


def build_shoe(hands: Sequence[str], dealer: str) -> tuple[Card, ...]:
    """A full deck that deals ``hands`` (betting seats in seat order) and the dealer's nine
    one card at a time round the table, the dealer last, then the rest in deck order."""
    nines = [cards(text) for text in hands] + [cards(dealer)]
    top = [nine[k] for k in range(9) for nine in nines]
    rest = list(DECK)
    for card in top:
        rest.remove(card)
    return tuple(top + rest)


# The dealer's split for the settlement tests (dealer-choice): Two Threes / Pair, low numbers.
DEALER_LARGE = "1S 2S 3S 1M 2M 3M"
DEALER_SMALL = "1C 2C 3R"

# Four seats whose results against that dealer are the four rows of the settlement table.
FOUR_RESULTS = {
    1: ("1N 2N 3N 4N 5N 6N", "4S 5S 6S"),  # Flush > Two Threes, Three of a Kind > Pair
    2: ("1P 2P 3P 4P 5P 6P", "4M 5M 6R"),  # Flush > Two Threes, Pair = Pair: dealer wins it
    3: ("4C 5C 6C 4R 5R 6R", "4S 5S 6S"),  # Two Threes = Two Threes (higher numbers), Trips
    4: ("1N 2N 4C 4R 4M 4P", "6M 5P 6P"),  # One Pair < Two Threes, Pair = Pair
}
FOUR_RESULT_NAMES = {1: "win-both", 2: "win-large", 3: "push", 4: "lose"}


def four_results_round(rules: FiddlerCrabRules, bet: int) -> tuple[FiddlerCrabState, list[Any]]:
    """Seats 1-4 bet ``bet``, set FOUR_RESULTS, the dealer sets DEALER_*; settled."""
    state = table(rules, s1=10_000, s2=10_000, s3=10_000, s4=10_000)
    state, _ = play(state, *(PlaceBet(seat, bet) for seat in FOUR_RESULTS), StartRound())
    state, _ = play(state, *(set_hand(seat, *hand) for seat, hand in FOUR_RESULTS.items()))
    state, _ = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    return play(state, Settle())


# --- the settlement table --------------------------------------------------------------------

SETTLEMENT_CASES = [
    # (player's Large, player's Small, result, won on a bet of 10.00 Cr at 2:1 and 1:1)
    pytest.param("1N 2N 3N 4N 5N 6N", "4S 5S 6S", "win-both", 2000, id="both-win"),
    pytest.param("1N 2N 3N 4N 5N 6N", "4M 5M 6R", "win-large", 1000, id="small-equal"),
    pytest.param("1N 2N 3N 4N 5N 6N", "4C 5R 6P", "win-large", 1000, id="small-lower"),
    # Three Pair is above Two Threes in the RULES order, though it is the commoner hand.
    pytest.param("1N 2N 1P 2P 4C 5C", "4S 5M 6R", "win-large", 1000, id="three-pair-beats"),
    pytest.param("1S 1M 1C 1R 1N 1P", "4P 5P 6P", "win-both", 2000, id="sekhoma-and-trips"),
    pytest.param("4C 5C 6C 4R 5R 6R", "4S 5S 6S", "push", 0, id="large-equal"),
    pytest.param("1N 2N 4C 4R 4M 4P", "4S 5S 6S", "push", 0, id="large-lower"),
    pytest.param("4C 5C 6C 4R 5R 6R", "6S 6S 5M", "lose", -1000, id="both-equal"),
    pytest.param("4C 5C 6C 4R 5R 4N", "6S 6S 5M", "lose", -1000, id="large-lower-small-equal"),
    pytest.param("1N 2N 4C 4R 4M 4P", "4S 5M 6P", "lose", -1000, id="both-lower"),
]


@pytest.mark.parametrize(("large", "small", "result", "won"), SETTLEMENT_CASES)
def test_the_settlement_table_compares_categories_and_the_dealer_wins_equal_ones(
    large: str, small: str, result: str, won: int
) -> None:
    state = table(FiddlerCrabRules(dealer_sets="dealer-choice"), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(), set_hand(1, large, small))
    state, events = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    dealer = of(events, DealerHandSet)[0]
    assert (dealer.large_category, dealer.small_category) == ("Two Threes", "Pair")
    state, events = play(state, Settle())
    assert of(events, BetSettled) == [BetSettled(1, result, 1000, won, 0, "0", False)]
    assert of(events, RoundEnded) == [RoundEnded(1)]
    assert state.round is None and state.rounds_played == 1
    if result == "push":  # the bet stays on the circle, the stack is untouched
        assert stacks(state) == {1: 4000} and state.bets[0] == 1000
    else:  # won or lost, the bet leaves the circle with its result
        assert stacks(state) == {1: 5000 + won} and state.bets[0] == 0
    assert state.house_win == -won


def test_the_categories_shown_are_the_rules_table_categories() -> None:
    state = table(FiddlerCrabRules(dealer_sets="dealer-choice"), s1=5000, s2=5000)
    state, _ = play(state, PlaceBet(1, 1000), PlaceBet(2, 1000), StartRound())
    state, events = play(
        state, set_hand(1, *FOUR_RESULTS[1]), set_hand(2, "1S 1M 1C 1R 1N 1P", "4P 5P 6M")
    )
    assert [(e.large_category, e.small_category) for e in of(events, HandSet)] == [
        ("Flush", "Three of a Kind"), ("Sekhoma", "Pair"),
    ]
    for e in of(events, HandSet):
        assert (e.large_category, e.small_category) == (category(e.large), category(e.small))


def test_four_seats_settle_the_four_results_at_once() -> None:
    state, events = four_results_round(FiddlerCrabRules(dealer_sets="dealer-choice"), 1000)
    assert of(events, BetSettled) == [
        BetSettled(1, "win-both", 1000, 2000),
        BetSettled(2, "win-large", 1000, 1000),
        BetSettled(3, "push", 1000, 0),
        BetSettled(4, "lose", 1000, -1000),
    ]
    # Stacks: 10,000 - 1,000 bet, plus bet and winnings back for the winners.
    assert stacks(state) == {1: 12_000, 2: 11_000, 3: 9_000, 4: 9_000}
    assert state.bets[:4] == (0, 0, 1000, 0)
    assert state.house_win == -2000 - 1000 + 1000
    assert state.commission == 0


def test_pays_are_ratios_on_the_bet_rounded_down_with_the_breakage_recorded() -> None:
    rules = FiddlerCrabRules(
        dealer_sets="dealer-choice", pay_both="3:2", pay_large="7:5", min_bet=1
    )
    state, events = four_results_round(rules, 333)
    # 333 x 3/2 = 499.5 -> 499, breakage 1/2; 333 x 7/5 = 466.2 -> 466, breakage 1/5.
    assert of(events, BetSettled) == [
        BetSettled(1, "win-both", 333, 499, 0, "1/2"),
        BetSettled(2, "win-large", 333, 466, 0, "1/5"),
        BetSettled(3, "push", 333, 0, 0, "0"),
        BetSettled(4, "lose", 333, -333, 0, "0"),
    ]
    assert stacks(state) == {1: 10_499, 2: 10_466, 3: 9_667, 4: 9_667}
    assert state.house_win == 333 - 499 - 466


def test_whole_pays_leave_no_breakage() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", pay_both="5:2", pay_large="6:5")
    _, events = four_results_round(rules, 1000)
    assert [(e.won, e.breakage) for e in of(events, BetSettled)] == [
        (2500, "0"), (1200, "0"), (0, "0"), (-1000, "0"),
    ]


def test_a_five_percent_commission_is_taken_from_winning_payouts_only() -> None:
    rules = FiddlerCrabRules(
        dealer_sets="dealer-choice", pay_both="3:2", pay_large="7:5", min_bet=1,
        commission=Decimal(5),
    )
    state, events = four_results_round(rules, 333)
    # The payout rounds down (the fraction is breakage); the player is paid floor(gross x 95 %)
    # and the house keeps the rest of the rounded payout. Win both: gross 499.5 -> 499, 1/2
    # broken; 474.525 -> 474 paid, 25 kept. Win large: gross 466.2 -> 466, 1/5 broken;
    # 442.89 -> 442 paid, 24 kept. Push and loss: no payout, no commission.
    assert of(events, BetSettled) == [
        BetSettled(1, "win-both", 333, 474, 25, "1/2"),
        BetSettled(2, "win-large", 333, 442, 24, "1/5"),
        BetSettled(3, "push", 333, 0, 0, "0"),
        BetSettled(4, "lose", 333, -333, 0, "0"),
    ]
    assert stacks(state) == {1: 10_474, 2: 10_442, 3: 9_667, 4: 9_667}
    assert state.commission == 25 + 24
    assert state.house_win == 333 - 474 - 442


def test_a_commission_of_two_and_a_quarter_percent() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", commission=Decimal("2.25"))
    state, events = four_results_round(rules, 1000)
    # Win both: gross 2000; 2.25 % = 45 exactly; 1955 paid. Win large: gross 1000;
    # 977.5 -> 977 paid; the house keeps 23 (the half unit of commission included); no
    # breakage, since the payout itself is whole.
    assert of(events, BetSettled) == [
        BetSettled(1, "win-both", 1000, 1955, 45, "0"),
        BetSettled(2, "win-large", 1000, 977, 23, "0"),
        BetSettled(3, "push", 1000, 0, 0, "0"),
        BetSettled(4, "lose", 1000, -1000, 0, "0"),
    ]
    assert stacks(state) == {1: 11_955, 2: 10_977, 3: 9_000, 4: 9_000}
    assert state.commission == 68
    assert state.house_win == 1000 - 1955 - 977


@pytest.mark.parametrize(
    ("changes", "commission", "breakage"),
    [
        pytest.param({"pay_large": "1:3"}, 0, "1/3", id="1:3"),
        pytest.param({"commission": Decimal(5)}, 1, "0", id="commission"),
    ],
)
def test_a_winning_bet_whose_payout_rounds_down_to_nothing_is_still_kept(
    changes: dict[str, Any], commission: int, breakage: str
) -> None:
    # RULES: a player whose Large Hand wins keeps B and is paid B x pay_large, rounded down.
    # On a bet of one minor unit, 1/3 of a unit (or 95 % of one, after a 5 % commission)
    # rounds down to nothing: the player is paid nothing, but the bet goes back to the stack.
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", min_bet=1, **changes)
    state = table(rules, s1=10)
    state, _ = play(state, PlaceBet(1, 1), StartRound(), set_hand(1, *FOUR_RESULTS[2]))
    state, _ = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    after, events = execute(state, Settle())
    assert of(events, BetSettled) == [BetSettled(1, "win-large", 1, 0, commission, breakage)]
    assert after.bets[0] == 0 and after.house_win == 0
    assert stacks(after) == {1: 10}, "the winning bet of 1 was not given back"
    assert after.conserved


# --- the dealer's rules ----------------------------------------------------------------------

# Nine-card hands whose best-large split is not the one that looks strongest.
BEST_LARGE_CASES = [
    # 4,1,1,1,1,1: Four of a Kind (8) beats Sekhoma (7) with Three of a Kind behind it.
    pytest.param("1S 2S 3S 4S 1M 1C 1R 1N 1P", "Four of a Kind", "No Hand", id="4-1-1-1-1-1"),
    # 4,4,1: Four and a Pair (9) beats Four of a Kind (8) with Three of a Kind behind it.
    pytest.param("1S 2S 3S 4S 1M 2M 3M 4M 1C", "Four and a Pair", "Pair", id="4-4-1"),
    # 3,3,3: Three Pair (6) beats Two Threes (5) with Three of a Kind behind it.
    pytest.param("1S 2S 3S 1M 2M 3M 1C 2C 3C", "Three Pair", "No Hand", id="3-3-3"),
    # 2,2,2,1,1,1: Sekhoma (7) beats Three Pair (6).
    pytest.param("1S 2S 1M 2M 1C 2C 1R 1N 1P", "Sekhoma", "No Hand", id="2-2-2-1-1-1"),
    # 3,2,1,1,1,1: Sekhoma, and the Small Hand keeps a Pair of the three.
    pytest.param("1S 2S 3S 1M 2M 1C 1R 1N 1P", "Sekhoma", "Pair", id="3-2-1-1-1-1"),
    # 5,2,1,1: Five of a Kind with a single suit, so the Small Hand keeps the Pair.
    pytest.param("1S 2S 3S 4S 5S 1M 2M 1C 1R", "Five of a Kind", "Pair", id="5-2-1-1"),
    # 5,4: Five of a Kind (10) and Three of a Kind beat Four and a Pair (9).
    pytest.param("1S 2S 3S 4S 5S 1M 2M 3M 4M", "Five of a Kind", "Three of a Kind", id="5-4"),
    # 3,3,1,1,1: Two Threes (5) beats Three and a Pair (4) with a Pair behind it.
    pytest.param("1S 2S 3S 1M 2M 3M 1C 1R 1N", "Two Threes", "No Hand", id="3-3-1-1-1"),
    # 4,2,1,1,1: Four and a Pair (9) beats Four of a Kind (8) with a Pair behind it.
    pytest.param("1S 2S 3S 4S 1M 2M 1C 1R 1N", "Four and a Pair", "No Hand", id="4-2-1-1-1"),
    # 2,2,2,2,1: no Sekhoma with five suits; Three Pair, and the Small Hand keeps a Pair.
    pytest.param("1S 2S 1M 2M 1C 2C 1R 2R 1N", "Three Pair", "Pair", id="2-2-2-2-1"),
    # 6,1,1,1: the Flush, though the Small Hand is then nothing.
    pytest.param("1S 2S 3S 4S 5S 6S 1M 1C 1R", "Flush", "No Hand", id="6-1-1-1"),
]


@pytest.mark.parametrize(("nine", "large", "small"), BEST_LARGE_CASES)
def test_best_large_makes_the_highest_large_then_the_highest_small(
    nine: str, large: str, small: str
) -> None:
    dealt = cards(nine)
    assert best_large_by_enumeration(dealt) == (large, small)  # the hand-worked answer
    rules = FiddlerCrabRules()
    state = table(rules, s1=5000)
    state, _ = play(
        state, PlaceBet(1, 1000), StartRound(), set_hand(1, "6S 6M 6C 6R 6N 6P", "5N 5P 5R")
    )
    state, events = play(state, SetDealerHand(dealt))
    (dealer,) = of(events, DealerHandSet)
    assert dealer.rule == "best-large"
    assert dealer.cards == dealt
    assert len(dealer.large) == 6 and len(dealer.small) == 3
    assert Counter(dealer.large + dealer.small) == Counter(dealt)
    assert (dealer.large_category, dealer.small_category) == (large, small)
    assert (category(dealer.large), category(dealer.small)) == (large, small)
    assert state.round is not None and state.round.dealer == (dealer.large, dealer.small)


def test_best_large_at_a_shoe_table_splits_the_dealers_drawn_nine() -> None:
    # The dealer's nine (4,4,1) are drawn as they are turned over (the service fills them in).
    shoe = build_shoe(["1N 2N 3N 4N 5N 6N 1P 2P 3P"], "1S 2S 3S 4S 1M 2M 3M 4M 1C")
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(shoe))
    state, _ = play(state, set_hand(1, "1N 2N 3N 4N 5N 6N", "1P 2P 3P"))
    state, events = play(state, SetDealerHand(cards("1S 2S 3S 4S 1M 2M 3M 4M 1C")))
    (dealer,) = of(events, DealerHandSet)
    assert Counter(dealer.cards) == Counter(cards("1S 2S 3S 4S 1M 2M 3M 4M 1C"))
    assert (dealer.large_category, dealer.small_category) == ("Four and a Pair", "Pair")
    state, events = play(state, Settle())
    # Flush beats Four and a Pair; Three of a Kind beats Pair.
    assert of(events, BetSettled) == [BetSettled(1, "win-both", 1000, 2000)]


HOUSE_WAY_GROUP = pytest.mark.xdist_group("house-way")
"""The tests that compute the default pays' house-way policy in this process (seconds; then
remembered for the process) run on one worker with test_fiddler_crab_math's, which uses the
same policy, so it is computed once a run, not once on each worker."""


@HOUSE_WAY_GROUP
def test_house_way_at_a_live_table_is_the_computed_policys_split() -> None:
    rules = with_house_way(FiddlerCrabRules(dealer_sets="house-way"))  # as published
    nine = cards("1S 2S 3S 4S 1M 1C 1R 1N 1P")
    state = table(rules, s1=5000)
    state, _ = play(
        state, PlaceBet(1, 1000), StartRound(), set_hand(1, "6S 6M 6C 6R 6N 6P", "5N 5P 5R")
    )
    state, events = play(state, SetDealerHand(nine))
    (dealer,) = of(events, DealerHandSet)
    assert dealer.rule == "house-way"
    assert dealer.cards == nine
    assert len(dealer.large) == 6 and len(dealer.small) == 3
    assert Counter(dealer.large + dealer.small) == Counter(nine)
    assert (dealer.large, dealer.small) == dealer_split(rules, nine)
    assert (dealer.large_category, dealer.small_category) == (
        category(dealer.large), category(dealer.small)
    )
    state, events = play(state, Settle())
    assert len(of(events, BetSettled)) == 1 and state.conserved


@HOUSE_WAY_GROUP
def test_house_way_at_a_shoe_table_splits_the_dealers_dealt_nine() -> None:
    rules = with_house_way(FiddlerCrabRules(dealer_sets="house-way", cards="shoe"))
    shoe = shuffled_deck(random.Random(11))
    state = table(rules, s1=5000, s2=5000)
    state, events = play(state, PlaceBet(1, 1000), PlaceBet(2, 1000), StartRound(shoe))
    (dealt,) = of(events, CardsDealt)
    assert state.round is not None
    nine = shuffled_deck(random.Random(12), state.round.out)[:9]  # as the service draws them
    for seat, hand in zip(dealt.seats, dealt.hands, strict=True):
        state, _ = play(state, SetHand(seat, hand[:6], hand[6:]))
    state, events = play(state, SetDealerHand(nine))
    (dealer,) = of(events, DealerHandSet)
    assert dealer.rule == "house-way"
    assert Counter(dealer.cards) == Counter(nine)
    assert len(dealer.large) == 6 and len(dealer.small) == 3
    assert Counter(dealer.large + dealer.small) == Counter(nine)
    assert (dealer.large, dealer.small) == dealer_split(rules, nine)


def test_dealer_choice_is_recorded_as_entered_even_when_it_is_not_the_best() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice")
    state = table(rules, s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(), set_hand(1, *FOUR_RESULTS[3]))
    # From 1S 2S 3S 4S 1M 1C 1R 1N 1P best-large is Four of a Kind / No Hand; the dealer
    # sets Sekhoma / Three of a Kind instead, and that is what counts.
    large, small = "4S 1M 1C 1R 1N 1P", "3S 1S 2S"
    state, events = play(state, dealer_choice(large, small))
    assert of(events, DealerHandSet) == [
        DealerHandSet(
            cards(large) + cards(small), cards(large), cards(small), "Sekhoma",
            "Three of a Kind", "dealer-choice",
        )
    ]
    # The player's Two Threes loses to Sekhoma, Three of a Kind ties Three of a Kind: lost.
    state, events = play(state, Settle())
    assert of(events, BetSettled) == [BetSettled(1, "lose", 1000, -1000)]


@pytest.mark.parametrize(
    ("large", "small", "message"),
    [
        ("1S 2S 3S 1M 2M", "3M 1C 2C 3R", "6 cards in the Large Hand and 3 in the Small Hand"),
        ("1S 2S 3S 1M 2M 3M 1C", "2C 3R", "not 7 and 2"),
        ("1S 2S 3S 1M 2M 3M", "1C 2C", "not 6 and 2"),
        ("1S 2S 3S 1M 2M 3M", "1C 2C 3R 4R", "not 6 and 4"),
    ],
)
def test_dealer_choice_refuses_a_split_that_is_not_six_and_three(
    large: str, small: str, message: str
) -> None:
    state = table(FiddlerCrabRules(dealer_sets="dealer-choice"), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(), set_hand(1, *FOUR_RESULTS[1]))
    refuse(state, dealer_choice(large, small), message, offered=True)


def test_dealer_choice_refuses_nine_unsplit_cards() -> None:
    state = table(FiddlerCrabRules(dealer_sets="dealer-choice"), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(), set_hand(1, *FOUR_RESULTS[1]))
    refuse(
        state, SetDealerHand(cards(DEALER_LARGE + " " + DEALER_SMALL)),
        "enter the dealer's Large and Small Hands", offered=True,
    )


def test_dealer_choice_at_a_shoe_table_must_split_the_dealt_nine() -> None:
    dealer_nine = "1S 2S 3S 4S 1M 2M 3M 4M 1C"
    shoe = build_shoe(["6S 6M 6C 6R 6N 6P 5N 5P 5R"], dealer_nine)
    state = table(FiddlerCrabRules(cards="shoe", dealer_sets="dealer-choice"), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(shoe))
    state, _ = play(state, set_hand(1, "6S 6M 6C 6R 6N 6P", "5N 5P 5R"))
    # The split is entered once the nine are drawn and turned over; not before.
    refuse(state, dealer_choice("1S 2S 3S 4S 1M 1C", "2M 3M 4M"), "turned over first",
           offered=True)
    state, events = play(state, SetDealerHand(cards(dealer_nine)))
    assert of(events, DealerCardsShown) == [DealerCardsShown(cards(dealer_nine))]
    assert state.round is not None and state.round.dealer is None
    # The players' splits are final once the dealer's cards are shown.
    refuse(state, set_hand(1, "6S 6M 6C 6R 6N 5N", "6P 5P 5R"), "splits are final")
    # One card not dealt to the dealer (5S for 1C).
    refuse(
        state, dealer_choice("1S 2S 3S 4S 1M 2M", "3M 4M 5S"), "exactly the nine cards dealt",
        offered=True,
    )
    # The player's cards are not the dealer's.
    refuse(
        state, dealer_choice("6S 6M 6C 6R 6N 6P", "5N 5P 5R"), "exactly the nine cards dealt",
        offered=True,
    )
    # The dealt nine, set as the dealer likes: accepted as entered.
    state, events = play(state, dealer_choice("1S 2S 3S 4S 1M 1C", "2M 3M 4M"))
    (dealer,) = of(events, DealerHandSet)
    assert (dealer.large, dealer.small) == (cards("1S 2S 3S 4S 1M 1C"), cards("2M 3M 4M"))
    assert (dealer.large_category, dealer.small_category) == ("Four of a Kind", "Three of a Kind")


def test_best_large_takes_only_the_nine_cards_from_the_dealer() -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound(), set_hand(1, *FOUR_RESULTS[1]))
    refuse(state, dealer_choice(DEALER_LARGE, DEALER_SMALL), "console splits", offered=True)
    refuse(state, SetDealerHand(cards("1S 2S 3S 1M 2M 3M 1C 2C")), "nine cards, not 8",
           offered=True)
    refuse(state, SetDealerHand(cards("1S 2S 3S 1M 2M 3M 1C 2C 3C 4C")), "nine cards, not 10",
           offered=True)


def test_at_a_shoe_table_the_dealers_nine_are_drawn_not_entered() -> None:
    """The service draws the dealer's nine (``fill_random``) from the deck less the players'
    cards; the console brings none, and the engine takes no nine that cannot be right."""
    shoe = shuffled_deck(random.Random(3))
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000)
    state, events = play(state, PlaceBet(1, 1000), StartRound(shoe))
    (dealt,) = of(events, CardsDealt)
    state, _ = play(state, SetHand(1, dealt.hands[0][:6], dealt.hands[0][6:]))
    refuse(state, SetDealerHand(), "console draws the dealer's nine", offered=True)
    refuse(state, SetDealerHand(dealt.hands[0][:8]), "console draws the dealer's nine",
           offered=True)
    # Nine beside the player's that hold a third copy of a card: not drawn from this deck.
    third = (dealt.hands[0][0],) * 3 + shuffled_deck(random.Random(4))[:6]
    refuse(state, SetDealerHand(third), "cannot be right", offered=True)
    with pytest.raises(RuleViolation, match="console draws the dealer's nine"):
        SPEC.equipment.fill_random(state, SetDealerHand(dealt.hands[0]), random.Random(5))
    drawn = SPEC.equipment.fill_random(state, SetDealerHand(), random.Random(5))
    assert len(drawn.cards) == 9
    assert not Counter(drawn.cards) + Counter(dealt.hands[0]) - Counter(DECK)


# --- pushes: ride and withdraw ---------------------------------------------------------------


def test_a_pushed_bet_under_ride_stays_locked_and_plays_the_next_round() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", push="ride")
    state, events = four_results_round(rules, 1000)
    settled = {e.seat: e for e in of(events, BetSettled)}
    assert settled[3] == BetSettled(3, "push", 1000, 0, rides=True)
    assert not any(settled[seat].rides for seat in (1, 2, 4))
    assert state.bets[2] == 1000 and state.riding[2]
    assert stacks(state)[3] == 9000
    # Locked: not changed, not taken back, its player may not leave; chips may be added.
    refuse(state, PlaceBet(3, 2000), r"seat 3's bet of 10\.00 Cr rides after a push")
    refuse(state, PlaceBet(3, 1000), r"seat 3's bet .* cannot be changed")
    refuse(state, WithdrawBet(3), r"seat 3's bet .* cannot be taken back")
    refuse(state, LeaveSeat(3), r"seat 3's bet .* its player cannot leave")
    assert kinds_for(state, 3) == {"add-chips"}
    state, _ = play(state, AddChips(3, 500))
    # Nobody else bets: the riding bet alone starts the next round, unchanged.
    assert "start" in kinds_for(state, None)
    state, events = play(state, StartRound())
    assert of(events, RoundStarted) == [RoundStarted(2, (3,), (1000,), None, None)]
    # It pushes again (Two Threes = Two Threes, Three of a Kind > Pair) and rides again.
    state, _ = play(state, set_hand(3, *FOUR_RESULTS[3]))
    state, _ = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    state, events = play(state, Settle())
    assert of(events, BetSettled) == [BetSettled(3, "push", 1000, 0, rides=True)]
    assert state.riding[2] and state.bets[2] == 1000
    # Third round: it wins both; the bet is released with its winnings.
    state, _ = play(state, StartRound(), set_hand(3, *FOUR_RESULTS[1]))
    state, _ = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    state, events = play(state, Settle())
    assert of(events, BetSettled) == [BetSettled(3, "win-both", 1000, 2000)]
    assert not state.riding[2] and state.bets[2] == 0
    assert stacks(state)[3] == 9500 + 1000 + 2000
    assert {"bet", "leave"} <= kinds_for(state, 3)
    state, _ = play(state, PlaceBet(3, 700))


def test_a_riding_bet_that_loses_is_released_too() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", push="ride")
    state, _ = four_results_round(rules, 1000)
    state, _ = play(state, PlaceBet(1, 600), StartRound())
    assert state.round is not None
    assert (state.round.seats, state.round.bets) == ((1, 3), (600, 1000))
    state, _ = play(state, set_hand(1, *FOUR_RESULTS[4]), set_hand(3, *FOUR_RESULTS[4]))
    state, _ = play(state, dealer_choice("1S 2S 3S 1M 2M 3M", "1C 2C 3R"))
    state, events = play(state, Settle())
    assert of(events, BetSettled) == [
        BetSettled(1, "lose", 600, -600), BetSettled(3, "lose", 1000, -1000),
    ]
    assert not state.riding[2] and state.bets[2] == 0
    state, _ = play(state, LeaveSeat(3))


def test_a_pushed_bet_under_withdraw_stays_on_the_circle_and_may_be_taken_back() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice")  # push = withdraw by default
    assert rules.push == "withdraw"
    state, events = four_results_round(rules, 1000)
    assert of(events, BetSettled)[2] == BetSettled(3, "push", 1000, 0, rides=False)
    assert state.bets[2] == 1000 and not state.riding[2]
    assert {"bet", "withdraw", "leave"} <= kinds_for(state, 3)
    taken, events = play(state, WithdrawBet(3))
    assert of(events, BetWithdrawn) == [BetWithdrawn(3, 1000)]
    assert stacks(taken)[3] == 10_000 and taken.bets[2] == 0


def test_a_pushed_bet_under_withdraw_may_be_replaced_or_left_to_play() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice")
    state, _ = four_results_round(rules, 1000)
    replaced, events = play(state, PlaceBet(3, 2500))
    assert of(events, BetPlaced) == [BetPlaced(3, 2500, 1000)]
    assert stacks(replaced)[3] == 7500 and replaced.bets[2] == 2500
    lowered, _ = play(state, PlaceBet(3, 500))
    assert stacks(lowered)[3] == 9500 and lowered.bets[2] == 500
    # Left alone, it plays the next round.
    _, events = play(state, StartRound())
    assert of(events, RoundStarted) == [RoundStarted(2, (3,), (1000,), None, None)]
    # Or its player leaves with stack and bet.
    gone, events = play(state, LeaveSeat(3))
    assert of(events, BetWithdrawn) == [BetWithdrawn(3, 1000)]
    assert of(events, PlayerLeft) == [PlayerLeft(3, "p3", 10_000)]
    assert gone.seat(3) is None and gone.cashed_out == 10_000


# --- bets ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (PlaceBet(1, 499), r"from 5\.00 Cr to 500\.00 Cr, not 4\.99 Cr"),
        (PlaceBet(1, 0), r"not 0\.00 Cr"),
        (PlaceBet(1, -500), r"not -5\.00 Cr"),
        (PlaceBet(1, 50_001), r"from 5\.00 Cr to 500\.00 Cr, not 500\.01 Cr"),
        (PlaceBet(1, 2001), r"seat 1 has only 20\.00 Cr for a bet of 20\.01 Cr"),
        (PlaceBet(2, 500), "seat 2 is empty"),
        (PlaceBet(6, 500), "there is no seat 6: this table's seats are 1 to 5"),
        (PlaceBet(8, 500), "there is no seat 8"),
        (PlaceBet(0, 500), "there is no seat 0"),
        (WithdrawBet(1), "seat 1 has no bet to take back"),
        (WithdrawBet(2), "seat 2 is empty"),
        (WithdrawBet(7), "there is no seat 7"),
        (StartRound(), "no seat has a bet"),
    ],
)
def test_bets_are_refused_with_a_reason(command: Any, message: str) -> None:
    state = table(FiddlerCrabRules(seats=5), s1=2000)
    refuse(state, command, message)


def test_a_bet_can_use_the_bet_it_replaces_but_no_more() -> None:
    state = table(FiddlerCrabRules(), s1=2000)
    state, _ = play(state, PlaceBet(1, 1500))
    assert stacks(state) == {1: 500}
    state, events = play(state, PlaceBet(1, 2000))
    assert of(events, BetPlaced) == [BetPlaced(1, 2000, 1500)]
    assert stacks(state) == {1: 0}
    refuse(state, PlaceBet(1, 2001), r"seat 1 has only 20\.00 Cr")
    state, _ = play(state, PlaceBet(1, 500))
    assert stacks(state) == {1: 1500}


def test_the_limits_are_inclusive() -> None:
    state = table(FiddlerCrabRules(min_bet=500, max_bet=50_000), s1=100_000)
    state, _ = play(state, PlaceBet(1, 500))
    state, _ = play(state, PlaceBet(1, 50_000))
    (option,) = [o for o in legal_commands(state) if o.kind == "bet"]
    assert (option.seat, option.low, option.high) == (1, 500, 50_000)


def test_no_bet_is_offered_to_a_stack_below_the_minimum() -> None:
    state = table(FiddlerCrabRules(), s1=499)
    assert "bet" not in kinds_for(state, 1)
    refuse(state, PlaceBet(1, 499), r"not 4\.99 Cr")
    refuse(state, PlaceBet(1, 500), r"seat 1 has only 4\.99 Cr")


def test_no_bets_chips_or_seats_during_a_round() -> None:
    state = table(FiddlerCrabRules(), s1=5000, s2=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound())
    refuse(state, PlaceBet(2, 1000), "only between rounds; round 1 is on")
    refuse(state, PlaceBet(1, 2000), "only between rounds")
    refuse(state, WithdrawBet(1), "only between rounds")
    refuse(state, LeaveSeat(2), "only between rounds")
    refuse(state, AddChips(2, 1000), "only between rounds")
    refuse(state, SeatPlayer(3, "late", 1000), "only between rounds")
    refuse(state, StartRound(), "only between rounds")


@pytest.mark.parametrize("amount", [1000.5, 1000.0, "1000", True, Decimal(1000)])
def test_amounts_must_be_whole_minor_units(amount: object) -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    for command in (PlaceBet(1, amount), AddChips(1, amount), SeatPlayer(2, "x", amount)):  # type: ignore[arg-type]
        with pytest.raises(RuleViolation, match="whole number of minor units"):
            decide(state, command)
        with pytest.raises(RuleViolation, match="whole number of minor units"):
            execute(state, command)


def test_seating_is_refused_with_a_reason() -> None:
    state = table(FiddlerCrabRules(seats=3), s1=5000)
    refuse(state, SeatPlayer(1, "again", 1000), "seat 1 is taken", offered=False)
    refuse(state, SeatPlayer(4, "far", 1000), "there is no seat 4")
    refuse(state, SeatPlayer(2, "p1", 1000), "p1 is already seated", offered=True)
    refuse(state, SeatPlayer(2, "  ", 1000), "needs a name", offered=True)
    refuse(state, SeatPlayer(2, "new", 0), r"more than 0")
    refuse(state, AddChips(1, -5), r"more than 0")
    refuse(state, AddChips(2, 100), "seat 2 is empty")
    refuse(state, LeaveSeat(2), "seat 2 is empty")


# --- splits ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("large", "small", "sizes"),
    [
        ("1S 2S 3S 4S 5S", "6S 1M 2M 3M", "not 5 and 4"),
        ("1S 2S 3S 4S 5S 6S 1M", "2M 3M", "not 7 and 2"),
        ("1S 2S 3S 4S 5S 6S", "1M 2M", "not 6 and 2"),
        ("1S 2S 3S 4S 5S 6S", "1M 2M 3M 4M", "not 6 and 4"),
    ],
)
def test_a_split_of_the_wrong_sizes_is_refused(large: str, small: str, sizes: str) -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound())
    refuse(state, set_hand(1, large, small), f"6 cards in the Large Hand and 3 .*{sizes}",
           offered=True)


def test_at_a_shoe_table_a_split_must_be_the_nine_cards_dealt() -> None:
    shoe = build_shoe(
        ["1S 2S 3S 4S 5S 6S 1M 2M 3M", "1C 2C 3C 4C 5C 6C 1R 2R 3R"], "1N 2N 3N 4N 5N 6N 1P 2P 3P"
    )
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000, s2=5000)
    state, events = play(state, PlaceBet(1, 1000), PlaceBet(2, 1000), StartRound(shoe))
    assert of(events, CardsDealt)[0].hands[0] == cards("1S 2S 3S 4S 5S 6S 1M 2M 3M")
    message = r"seat 1's split must use exactly the nine cards dealt \(1S 2S 3S 4S 5S 6S 1M 2M 3M\)"
    # A card of another seat's nine; a card nobody holds; a card of the seat's twice.
    refuse(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 1C"), message, offered=True)
    refuse(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 6P"), message, offered=True)
    refuse(state, set_hand(1, "1S 1S 3S 4S 5S 6S", "1M 2M 3M"), message, offered=True)
    # The dealer's cards are not the player's either.
    refuse(state, set_hand(2, "1N 2N 3N 4N 5N 6N", "1P 2P 3P"), "seat 2's split must use",
           offered=True)
    # Any split of the right nine, in any order, is the player's to make.
    state, events = play(state, set_hand(1, "3M 1M 2M 1S 2S 3S", "6S 5S 4S"))
    assert of(events, HandSet)[0].large == cards("3M 1M 2M 1S 2S 3S")


def test_every_split_of_the_nine_is_a_legal_split() -> None:
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000)
    state, events = play(state, PlaceBet(1, 1000), StartRound(shuffled_deck(random.Random(2))))
    nine = of(events, CardsDealt)[0].hands[0]
    for chosen in combinations(range(9), 6):
        large = tuple(nine[i] for i in chosen)
        small = tuple(nine[i] for i in range(9) if i not in chosen)
        (event,) = decide(state, SetHand(1, large, small))
        assert isinstance(event, HandSet)
        assert (event.large_category, event.small_category) == (category(large), category(small))


def test_a_third_copy_of_a_card_among_a_live_rounds_hands_is_refused() -> None:
    state = table(FiddlerCrabRules(), s1=5000, s2=5000)
    state, _ = play(state, PlaceBet(1, 1000), PlaceBet(2, 1000), StartRound())
    state, _ = play(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"))
    refuse(state, set_hand(2, "1S 1S 2C 3C 4C 5C", "1R 2R 3R"), "card 1S appears 3 times",
           offered=True)
    refuse(state, set_hand(2, "1C 2C 3C 4C 5C 6C", "3M 3M 1R"), "card 3M appears 3 times",
           offered=True)
    # A seat correcting its own split does not count its old cards twice.
    state, _ = play(state, set_hand(1, "1S 1S 2S 2S 3S 3S", "1M 1M 2M"))
    state, _ = play(state, set_hand(2, "4S 5S 6S 4C 5C 6C", "2M 1R 2R"))
    # The dealer's nine count too.
    refuse(state, SetDealerHand(cards("1S 4C 5C 6C 1N 2N 3N 1P 2P")), "card 1S appears 3",
           offered=True)
    refuse(state, SetDealerHand(cards("2M 4C 5C 6C 1N 2N 3N 1P 2P")), "card 2M appears 3",
           offered=True)


def test_a_split_may_be_corrected_until_the_dealer_sets_then_it_is_final() -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound())
    state, _ = play(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"))
    state, _ = play(state, set_hand(1, "1S 2S 3S 4S 5S 1M", "6S 2M 3M"))
    assert state.round is not None
    assert state.round.split_of(1) == (cards("1S 2S 3S 4S 5S 1M"), cards("6S 2M 3M"))
    state, _ = play(state, SetDealerHand(cards("1C 2C 3C 4C 5C 6C 1R 2R 3R")))
    refuse(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"), "players' splits are final")
    refuse(state, SetDealerHand(cards("1N 2N 3N 4N 5N 6N 1P 2P 3P")), "already set")


def test_a_seat_without_a_bet_in_the_round_cannot_set_a_hand() -> None:
    state = table(FiddlerCrabRules(), s1=5000, s2=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound())
    refuse(state, set_hand(2, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"), "seat 2 has no bet in this round")
    refuse(state, set_hand(5, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"), "seat 5 has no bet")


def test_the_dealer_sets_only_after_every_seat() -> None:
    state = table(FiddlerCrabRules(), s1=5000, s2=5000, s4=5000)
    state, _ = play(state, PlaceBet(1, 1000), PlaceBet(2, 1000), PlaceBet(4, 1000), StartRound())
    dealer = SetDealerHand(cards("1C 2C 3C 4C 5C 6C 1R 2R 3R"))
    refuse(state, dealer, "every seat sets before the dealer: waiting for seat 1, 2, 4")
    state, _ = play(state, set_hand(2, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"))
    refuse(state, dealer, "waiting for seat 1, 4")
    state, _ = play(state, set_hand(4, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"))
    refuse(state, dealer, "waiting for seat 1$")
    refuse(state, Settle(), "dealer's hand is not set yet")
    state, _ = play(state, set_hand(1, "1N 2N 3N 4N 5N 6N", "1P 2P 3P"))
    state, _ = play(state, dealer)


def test_nothing_of_a_round_happens_between_rounds() -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    refuse(state, set_hand(1, "1S 2S 3S 4S 5S 6S", "1M 2M 3M"), "no round is in progress")
    refuse(state, SetDealerHand(cards("1C 2C 3C 4C 5C 6C 1R 2R 3R")), "no round")
    refuse(state, Settle(), "no round is in progress")
    refuse(state, VoidRound("misdeal", "Pit Boss"), "no round is in progress")


# --- void ------------------------------------------------------------------------------------


def test_a_void_returns_every_bet_of_the_round_riding_bets_too() -> None:
    rules = FiddlerCrabRules(dealer_sets="dealer-choice", push="ride")
    state, _ = four_results_round(rules, 1000)
    assert state.riding[2]
    state, _ = play(state, PlaceBet(1, 700), PlaceBet(4, 900), StartRound())
    before = stacks(state)
    state, _ = play(state, set_hand(1, *FOUR_RESULTS[1]), set_hand(3, *FOUR_RESULTS[3]))
    state, _ = play(state, set_hand(4, *FOUR_RESULTS[4]))
    state, _ = play(state, dealer_choice(DEALER_LARGE, DEALER_SMALL))
    house_win = state.house_win
    state, events = play(state, VoidRound(" dealer exposed a card ", " Pit Boss Ann "))
    assert of(events, RoundVoided) == [
        RoundVoided(2, "dealer exposed a card", "Pit Boss Ann", ((1, 700), (3, 1000), (4, 900)))
    ]
    assert stacks(state) == {1: before[1] + 700, 2: before[2], 3: before[3] + 1000,
                             4: before[4] + 900}
    assert state.bets == (0,) * 7 and state.riding == (False,) * 7
    assert state.round is None and state.house_win == house_win
    assert (state.rounds_dealt, state.rounds_played) == (2, 1)
    # The riding bet is released: its player may bet anew or leave.
    assert {"bet", "leave"} <= kinds_for(state, 3)
    state, events = play(state, PlaceBet(3, 800), StartRound())
    assert of(events, RoundStarted)[0].number == 3


def test_a_void_at_a_shoe_table_just_after_the_deal() -> None:
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000, s2=3000)
    state, _ = play(state, PlaceBet(1, 1000), PlaceBet(2, 2500))
    state, _ = play(state, StartRound(shuffled_deck(random.Random(4))))
    state, events = play(state, VoidRound("shuffler fault", "Pit Boss"))
    assert of(events, RoundVoided)[0].returned == ((1, 1000), (2, 2500))
    assert stacks(state) == {1: 5000, 2: 3000}


@pytest.mark.parametrize(
    ("reason", "approver", "message"),
    [
        ("", "Pit Boss", "needs a reason"),
        ("   ", "Pit Boss", "needs a reason"),
        ("misdeal", "", "needs a pit boss's approval"),
        ("misdeal", " \t", "needs a pit boss's approval"),
    ],
)
def test_a_void_needs_a_reason_and_an_approver(reason: str, approver: str, message: str) -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    state, _ = play(state, PlaceBet(1, 1000), StartRound())
    refuse(state, VoidRound(reason, approver), message, offered=True)


# --- the shoe --------------------------------------------------------------------------------


def test_a_shoe_deals_nine_to_each_betting_seat_one_at_a_time() -> None:
    shoe = shuffled_deck(random.Random(7))
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000, s2=5000, s4=5000, s6=5000)
    # Seat 2 sits out this round; the betting seats are 1, 4, 6 and a turn is four cards.
    state, events = play(state, PlaceBet(6, 500), PlaceBet(1, 500), PlaceBet(4, 500))
    state, events = play(state, StartRound(shoe))
    (started,) = of(events, RoundStarted)
    assert (started.number, started.seats, started.bets) == (1, (1, 4, 6), (500, 500, 500))
    assert started.shoe is None and started.shoe_digest is None  # only dealt cards are kept
    (dealt,) = of(events, CardsDealt)
    assert dealt.seats == (1, 4, 6)
    positions = {1: [0, 4, 8, 12, 16, 20, 24, 28, 32], 4: [1, 5, 9, 13, 17, 21, 25, 29, 33],
                 6: [2, 6, 10, 14, 18, 22, 26, 30, 34]}
    for seat, hand in zip(dealt.seats, dealt.hands, strict=True):
        assert hand == tuple(shoe[p] for p in positions[seat])
    dealer_positions = [3, 7, 11, 15, 19, 23, 27, 31, 35]
    assert len({*dealer_positions, *(p for ps in positions.values() for p in ps)}) == 36
    assert state.round is not None and Counter(state.round.out) == Counter(
        card for hand in dealt.hands for card in hand
    )  # the dealer's nine are not dealt yet: nothing holds them


def test_seven_seats_and_the_dealer_take_the_whole_deck() -> None:
    shoe = shuffled_deck(random.Random(8))
    state = table(FiddlerCrabRules(cards="shoe"), **{f"s{seat}": 1000 for seat in range(1, 8)})
    state, _ = play(state, *(PlaceBet(seat, 500) for seat in range(1, 8)))
    state, events = play(state, StartRound(shoe))
    (dealt,) = of(events, CardsDealt)
    for i, hand in enumerate(dealt.hands):
        state, _ = play(state, SetHand(i + 1, hand[:6], hand[6:]))
    assert state.round is not None
    command = SPEC.equipment.fill_random(state, SetDealerHand(), random.Random(9))
    state, events = play(state, command)
    dealer = of(events, DealerHandSet)[0].cards
    assert Counter(card for hand in dealt.hands for card in hand) + Counter(dealer) == Counter(
        DECK
    )


@pytest.mark.parametrize(
    ("shoe", "message"),
    [
        pytest.param(None, "needs a shuffled deck", id="none"),
        pytest.param(DECK[:71], "full 72-card deck", id="71-cards"),
        pytest.param((*DECK, DECK[0]), "full 72-card deck", id="73-cards"),
        pytest.param((*DECK[:-1], DECK[0]), "full 72-card deck", id="a-third-copy"),
        pytest.param((), "full 72-card deck", id="empty"),
    ],
)
def test_a_shoe_table_needs_a_full_deck(shoe: tuple[Card, ...] | None, message: str) -> None:
    state = table(FiddlerCrabRules(cards="shoe"), s1=5000)
    state, _ = play(state, PlaceBet(1, 500))
    refuse(state, StartRound(shoe), message, offered=True)


def test_a_live_table_refuses_a_shoe() -> None:
    state = table(FiddlerCrabRules(), s1=5000)
    state, _ = play(state, PlaceBet(1, 500))
    refuse(state, StartRound(shuffled_deck(random.Random(1))), "live table", offered=True)
    state, events = play(state, StartRound())
    assert of(events, RoundStarted) == [RoundStarted(1, (1,), (500,), None, None)]
    assert of(events, CardsDealt) == []


# --- the whole story -------------------------------------------------------------------------


def test_replaying_every_event_rebuilds_the_table() -> None:
    rules = FiddlerCrabRules(cards="shoe", push="ride", commission=Decimal(5))
    start = new_table(rules)
    stream: list[Any] = []
    state = start
    rng = random.Random(12)
    for command in (SeatPlayer(1, "Ann", 5000), SeatPlayer(3, "Bo", 4000),
                    PlaceBet(1, 1000), PlaceBet(3, 2000)):
        state, events = play(state, command)
        stream += events
    for _ in range(3):
        if state.round is None:
            for seat in (1, 3):
                if not state.bets[seat - 1] and state.seats[seat - 1]:
                    state, events = play(state, PlaceBet(seat, 500))
                    stream += events
            state, events = play(state, StartRound(shuffled_deck(rng)))
            stream += events
        assert state.round is not None and state.round.dealt is not None
        for seat, hand in zip(state.round.seats, state.round.dealt, strict=True):
            state, events = play(state, SetHand(seat, hand[3:], hand[:3]))
            stream += events
        for command in (SPEC.equipment.fill_random(state, SetDealerHand(), rng), Settle()):
            state, events = play(state, command)
            stream += events
    assert fold(GAME, start, stream) == state
    assert state.rounds_played == 3 and state.conserved
