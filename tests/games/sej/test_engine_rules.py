"""Sej's rules, one test (or a few) per rule of ``rules/sej.md``, through the engine with dice
and wands the test chooses, as a live host would type them."""

from __future__ import annotations

from typing import Any

import pytest

from casino.equipment.dice import parse_roll
from casino.equipment.wands import parse_throw
from casino.games.seating import LeaveSeat, SeatPlayer
from casino.games.sej.engine import GAME, execute, legal_commands, new_table, to_act
from casino.games.sej.prizes import resolve
from casino.games.sej.rules import SejRules
from casino.games.sej.types import (
    AnswerOffer,
    DeclineHand,
    Event,
    FeeCharged,
    GameEnded,
    OfferOption,
    PlayHand,
    RollDice,
    SejState,
    Settled,
    StartGame,
    ThrowWands,
    VoidGame,
)
from casino.games.spec import RuleViolation


class Table:
    """A Sej table the test drives: each step names who acts and what the dice show."""

    def __init__(self, rules: SejRules | None = None, chips: int = 10_000) -> None:
        self.state: SejState = new_table(rules or SejRules())
        self.events: list[Event] = []
        for seat in range(1, self.state.rules.players + 1):
            self.do(SeatPlayer(seat, f"P{seat}", chips))

    def do(self, command: Any) -> tuple[Event, ...]:
        self.state, events = execute(self.state, command)
        self.events += events
        return events

    def roll(self, seat: int, text: str) -> tuple[Event, ...]:
        return self.do(RollDice(seat, parse_roll(text)))

    def throw(self, seat: int, text: str) -> tuple[Event, ...]:
        return self.do(ThrowWands(seat, parse_throw(text)))

    def start(self, first: int = 1) -> None:
        """A game whose opening roll ``first`` wins (the others roll 2)."""
        self.do(StartGame())
        for seat in range(1, self.state.rules.players + 1):
            self.roll(seat, "12" if seat == first else "2")
        assert self.state.game is not None and self.state.game.starter == first

    def contest(self, winner: int) -> tuple[Event, ...]:
        """The contest under way won by ``winner`` (12 against 2)."""
        events: tuple[Event, ...] = ()
        game = self.state.game
        assert game is not None and game.hand is not None and game.hand.contest is not None
        for seat in game.hand.contest.rollers:
            events += self.roll(seat, "12" if seat == winner else "2")
        return events

    def score(self, seat: int) -> int:
        assert self.state.game is not None
        return self.state.game.score(seat)


def kinds(state: SejState) -> set[str]:
    return {o.kind for o in legal_commands(state)}


# --- J-4: the opening roll -------------------------------------------------------------------


def test_j4_the_higher_opening_roll_throws_first_and_a_tie_rolls_again() -> None:
    table = Table()
    table.do(StartGame())
    table.roll(1, "7")
    events = table.roll(2, "3+4")
    assert [type(e).__name__ for e in events] == ["DiceRolled", "RollTied"]
    table.roll(1, "5")
    table.roll(2, "9")
    game = table.state.game
    assert game is not None and game.starter == 2 and game.hand is not None
    assert game.hand.thrower == 2 and to_act(table.state) == 2


def test_a_roll_out_of_turn_is_refused_naming_whose_it_is() -> None:
    table = Table()
    table.do(StartGame())
    with pytest.raises(RuleViolation, match="seat 1 rolls the dice now, not seat 2"):
        table.roll(2, "7")


# --- J-5, J-6: the wands pass every Hand, declined or not -----------------------------------


def test_j5_j6_a_throw_with_a_black_may_be_declined_and_the_wands_pass() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S W B")
    assert kinds(table.state) >= {"decline", "play"}
    table.do(DeclineHand(1))
    game = table.state.game
    assert game is not None and game.hand is not None
    assert game.hand.number == 2 and game.hand.thrower == 2 and game.scores == (0, 0)


def test_j6_a_throw_without_a_black_cannot_be_declined() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S S R")
    assert "decline" not in kinds(table.state)
    with pytest.raises(RuleViolation, match="nobody declines or plays the throw now"):
        table.do(DeclineHand(1))


# --- J-7, J-8, J-9: what a throw puts in contest --------------------------------------------


@pytest.mark.parametrize(
    ("throw", "prizes"),
    [
        ("S W B", ["ships 20", "black"]),
        ("R W S", ["ships 10", "stars 24"]),
        ("W R W", ["stars 36"]),
        ("W W W", ["triple white"]),
        ("B W B", ["triple black"]),
        ("B B B", ["triple black"]),
        ("W B W", ["white pair 5", "black"]),
        ("B S B", ["ships 10", "black", "black"]),
        ("B R S", ["ships 10", "stars 12", "black"]),
    ],
)
def test_j7_j8_j9_each_throw_resolves_to_its_prizes_in_order(throw: str, prizes: list[str]) -> None:
    assert [str(p) for p in resolve(parse_throw(throw))] == prizes


def test_j8_j10_prizes_are_won_whole_and_the_first_roll_alternates() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S R W")  # ships 10, stars 24
    game = table.state.game
    assert game is not None and game.hand is not None and game.hand.contest is not None
    assert game.hand.contest.rollers == (1, 2)  # the thrower rolls first
    table.contest(winner=2)
    assert table.score(2) == 10
    game = table.state.game
    assert game is not None and game.hand is not None and game.hand.contest is not None
    assert game.hand.contest.rollers == (2, 1)  # then the first roll alternates
    table.contest(winner=2)
    assert table.score(2) == 34


def test_j10_a_tied_contest_rolls_again() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S S S")
    table.roll(1, "8")
    table.roll(2, "8")
    assert table.score(1) == table.score(2) == 0
    table.roll(1, "9")
    table.roll(2, "4")
    assert table.score(1) == 30


# --- J-11: Black, triple White, triple Black -------------------------------------------------


def test_j11_the_winner_of_a_black_loses_every_point_even_those_won_this_hand() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S S R")
    table.contest(1)
    table.contest(1)
    assert table.score(1) == 32
    table.throw(2, "S W B")
    table.do(PlayHand(2))
    table.contest(1)  # ships 20 to seat 1: 52
    assert table.score(1) == 52
    table.contest(1)  # and the black: back to 0
    assert table.score(1) == 0


def test_j11_triple_white_wins_the_game_and_the_loser_pays_the_stake() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "W W W")
    events = table.contest(2)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winners == (2,) and ended[0].how == "triple white"
    assert [e for e in events if isinstance(e, Settled)] == [Settled(1, 1, 2, 1, 100)]
    assert table.state.game is None and table.state.seats[1] is not None
    assert table.state.seats[1].stack == 10_100


def test_j11_triple_black_loses_the_game_for_its_winner_and_may_be_declined() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "W B B")
    assert "decline" in kinds(table.state)
    table.do(PlayHand(1))
    events = table.contest(1)
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.losers == (1,) and ended.winners == (2,) and ended.how == "triple black"


# --- J-12: passing ---------------------------------------------------------------------------


def test_j12_the_wands_offered_and_taken_are_thrown_by_the_other_and_alternation_holds() -> None:
    table = Table()
    table.start(first=1)
    table.do(OfferOption(1))
    assert kinds(table.state) == {"answer", "void"}
    table.do(AnswerOffer(2, True))
    game = table.state.game
    assert game is not None and game.hand is not None and game.hand.thrower == 2
    table.throw(2, "S S S")
    table.contest(1)
    game = table.state.game
    assert game is not None and game.hand is not None
    assert game.hand.entitled == 2 and game.hand.thrower == 2  # the alternation is unchanged


def test_j12_a_refused_offer_must_be_used_by_the_offerer_and_is_not_offered_again() -> None:
    table = Table()
    table.start(first=1)
    table.do(OfferOption(1))
    table.do(AnswerOffer(2, False))
    assert "offer" not in kinds(table.state)
    with pytest.raises(RuleViolation, match="offered once"):
        table.do(OfferOption(1))
    with pytest.raises(RuleViolation, match="seat 1 throws the wands now, not seat 2"):
        table.throw(2, "S S S")


def test_j12_the_first_roll_may_be_offered_before_anyone_rolls() -> None:
    table = Table()
    table.start(first=1)
    table.throw(1, "S S S")
    table.do(OfferOption(1))
    table.do(AnswerOffer(2, True))
    game = table.state.game
    assert game is not None and game.hand is not None and game.hand.contest is not None
    assert game.hand.contest.rollers == (2, 1)
    table.roll(2, "6")
    assert "offer" not in kinds(table.state)


# --- J-3, J-13: the target and the win check -------------------------------------------------


def _to(table: Table, seat: int, hands: int) -> None:
    """``seat`` wins ``hands`` Hands of three Stars (36 each), whoever throws."""
    for _ in range(hands):
        game = table.state.game
        assert game is not None and game.hand is not None
        table.throw(game.hand.thrower, "R R R")
        table.contest(seat)


def test_j13_immediate_a_player_wins_as_soon_as_their_points_reach_the_target() -> None:
    table = Table(SejRules(target=100))
    table.start(first=1)
    _to(table, 1, 2)
    assert table.score(1) == 72
    table.throw(1, "S S R")  # ships 20, stars 12
    events = table.contest(1)
    assert table.state.game is not None  # 92 < 100
    events = table.contest(1)  # stars 12: 104
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.how == "target" and dict(ended.scores)[1] == 104


def test_j13_end_of_hand_equal_scores_past_the_target_play_on() -> None:
    table = Table(SejRules(target=20, win_check="end-of-hand"))
    table.start(first=1)
    table.throw(1, "S R B")  # ships 10, stars 12, black
    table.do(PlayHand(1))
    table.contest(1)
    table.contest(2)
    table.contest(2)  # seat 2 wins the black: 0
    game = table.state.game
    assert game is not None and game.scores == (10, 0)
    table.throw(2, "S S W")  # ships 30 to seat 1: 40 at the end of the Hand
    events = table.contest(1)
    assert any(isinstance(e, GameEnded) for e in events)


def test_margin_settles_a_stake_per_ten_points_ahead_rounded_up() -> None:
    table = Table(SejRules(target=50, settle="margin"))
    table.start(first=1)
    _to(table, 1, 1)
    table.throw(2, "S S W")
    events = table.contest(1)  # 36 + 30 = 66 against 0: 7 stakes
    assert [e for e in events if isinstance(e, Settled)] == [Settled(1, 2, 1, 7, 700)]


def test_a_per_game_fee_is_charged_to_every_player_when_the_game_ends() -> None:
    table = Table(SejRules(revenue="per-deal", deal_fee=50))
    table.start(first=1)
    table.throw(1, "W W W")
    events = table.contest(1)
    assert [e for e in events if isinstance(e, FeeCharged)] == [
        FeeCharged(1, 50),
        FeeCharged(2, 50),
    ]
    assert table.state.conserved


# --- three players (J-2) ---------------------------------------------------------------------


def test_j2_with_three_players_everyone_rolls_and_the_tied_highest_roll_again() -> None:
    table = Table(SejRules(players=3))
    table.start(first=3)
    table.throw(3, "S S S")
    table.roll(3, "9")
    table.roll(1, "9")
    table.roll(2, "4")
    game = table.state.game
    assert game is not None and game.hand is not None and game.hand.contest is not None
    assert game.hand.contest.rollers == (3, 1)
    table.roll(3, "5")
    table.roll(1, "6")
    assert table.score(1) == 30


def test_j2_a_triple_black_winner_pays_every_other_player() -> None:
    table = Table(SejRules(players=3))
    table.start(first=1)
    table.throw(1, "B B B")
    table.do(PlayHand(1))
    events = table.contest(2)
    assert [e for e in events if isinstance(e, Settled)] == [
        Settled(1, 2, 1, 1, 100),
        Settled(1, 2, 3, 1, 100),
    ]


# --- table stakes, seating, voids ------------------------------------------------------------


def test_a_game_starts_only_when_every_stack_covers_what_it_can_cost() -> None:
    table = Table(SejRules(settle="margin", stake=100), chips=1_000)
    with pytest.raises(RuleViolation, match=r"a game needs 14.00 Cr in front of each player"):
        table.do(StartGame())


def test_nobody_leaves_during_a_game_and_a_void_settles_nothing() -> None:
    table = Table()
    table.start(first=1)
    with pytest.raises(RuleViolation, match="between games"):
        table.do(LeaveSeat(1))
    table.throw(1, "S S S")
    table.contest(1)
    table.do(VoidGame("dice off the table", "Pat"))
    assert table.state.game is None and table.state.chips_on_table == 20_000


def test_a_live_table_needs_what_the_dice_show() -> None:
    table = Table()
    table.do(StartGame())
    with pytest.raises(RuleViolation, match="enter the roll"):
        table.do(RollDice(1))
    assert GAME.can(table.state, RollDice(1)) is not None
    assert GAME.can(table.state, RollDice(1, parse_roll("7"))) is None


def test_the_cards_rule_is_not_a_sej_rule() -> None:
    from casino.games.house_rules import RulesError

    assert "cards" not in SejRules().to_toml()
    assert "cards" not in {f["name"] for f in SejRules.describe_fields()}
    with pytest.raises(RulesError, match="sej has no house rule 'cards'"):
        SejRules(cards="shoe")
