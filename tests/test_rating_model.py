"""The rating-slip model on rows written by hand: time played less time sitting out, the
visits a seat's movements make, a correction after leaving, the rake shared by what each
seat put in, sessions across a table move, and the skill index's arithmetic."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from fractions import Fraction

from casino.games.capabilities import DecisionValue, RoundTheory
from casino.services.players.rating_model import (
    CashRow,
    DecisionRow,
    GameTerms,
    HandRow,
    LineRow,
    RatingSlip,
    figures_of,
    sessions,
    slips,
)

T0 = datetime(2026, 11, 27, 20, 0, tzinfo=UTC)
BANKED = GameTerms(
    handle=("action",),
    theory=lambda _v: RoundTheory(Fraction(1, 10), Fraction(1), ("action",), "test"),
    decides=True,
)
POOL = GameTerms(handle=("ante", "bet"), handle_less=("return",), banked=False)


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def hand(number: int, first: int, last: int, start: float, voided: bool = False) -> HandRow:
    return HandRow(number, first, last, at(start), at(start + 2), voided, 1)


def test_time_played_stops_while_the_player_sits_out() -> None:
    """Seated at 0, plays hands at 10 and 20, sits out the hands at 30 and 40, plays again
    at 50, leaves at 60: the clock ran 0-30 and 50-60, 40 minutes."""
    cash = [
        (CashRow(1, 3, "Ann", "buy_in", "cash", 10_000, at(0)), 7),
        (CashRow(99, 3, "Ann", "cash_out", "chips", 9_000, at(60)), 7),
    ]
    hands = [hand(n, 10 * n, 10 * n + 9, 10 * n) for n in range(1, 6)]
    lines = [
        LineRow(10 * n + 1, n, 3, "action", 500, 0) for n in (1, 2, 5)
    ] + [LineRow(10 * n + 2, n, 3, "loss", 500, 500 if n != 5 else -500) for n in (1, 2, 5)]
    [slip] = slips(1, BANKED, cash, lines, hands, [], now=at(999))
    assert slip.seconds_played == 40 * 60
    assert slip.hands == 3 and slip.total_bet == 1_500
    assert slip.average_bet == 500
    assert slip.result == -1_000 and slip.theo == 150 and slip.theo_basis == "edge"
    assert not slip.open


def test_an_open_visit_runs_to_now_and_a_banked_result_comes_from_the_lines() -> None:
    cash = [(CashRow(1, 2, "Bo", "buy_in", "chips", 5_000, at(0)), 7)]
    hands = [hand(1, 2, 9, 5)]
    lines = [LineRow(3, 1, 2, "action", 1_000, 0), LineRow(8, 1, 2, "win_both", 2_000, -2_000)]
    [slip] = slips(1, BANKED, cash, lines, hands, [], now=at(30))
    assert slip.open and slip.seconds_played == 30 * 60
    assert slip.result == 2_000 and slip.bought_chips == 5_000 and slip.bought_in == 5_000


def test_two_visits_at_one_seat_and_a_correction_after_leaving() -> None:
    cash = [
        (CashRow(1, 1, "Cy", "buy_in", "cash", 4_000, at(0)), 7),
        (CashRow(5, 1, "Cy", "buy_in", "cash", 1_000, at(3)), 7),  # a top-up
        (CashRow(20, 1, "Cy", "cash_out", "chips", 3_000, at(20)), 7),
        (CashRow(21, 1, "Di", "buy_in", "cash", 2_000, at(21)), 7),
    ]
    hands = [hand(1, 6, 19, 5), hand(2, 22, 30, 25)]
    lines = [
        LineRow(7, 1, 1, "action", 2_000, 0),
        LineRow(19, 1, 1, "loss", 2_000, 2_000),
        LineRow(23, 2, 1, "action", 500, 0),
        LineRow(40, 1, 1, "correction", 300, -300),  # Cy's hand, paid after Cy left
    ]
    first, second = slips(1, BANKED, cash, lines, hands, [], now=at(60))
    assert (first.player, first.bought_in, first.cashed_out) == ("Cy", 5_000, 3_000)
    assert first.result == 3_000 - 5_000 + 300
    assert first.hands == 1 and second.player == "Di" and second.hands == 1


def test_a_voided_hand_counts_for_nothing_but_presence() -> None:
    cash = [(CashRow(1, 4, "Ed", "buy_in", "cash", 9_000, at(0)), 7)]
    hands = [hand(1, 2, 5, 1, voided=True), hand(2, 6, 9, 4)]
    lines = [
        LineRow(3, 1, 4, "action", 800, 0),
        LineRow(5, 1, 4, "void_return", 800, 0, void=True),
        LineRow(7, 2, 4, "action", 600, 0),
        LineRow(9, 2, 4, "push", 600, 0),
    ]
    decisions = [
        DecisionRow(4, DecisionValue(4, Fraction(1), Fraction(0), Fraction(2))),  # voided hand
        DecisionRow(8, DecisionValue(4, Fraction(1, 2), Fraction(0), Fraction(1))),
    ]
    [slip] = slips(1, BANKED, cash, lines, hands, decisions, now=at(10))
    assert slip.hands == 1 and slip.total_bet == 600 and slip.theo == 60
    assert slip.skill is not None and slip.skill.decisions == 1
    assert slip.skill.index == 0.5
    assert slip.skill.staked_gain == 300
    assert slip.theo_at_play == 60 - 300


def test_the_rake_is_shared_by_what_each_seat_put_in_and_fees_are_the_payers() -> None:
    cash = [
        (CashRow(1, 1, "F", "buy_in", "cash", 10_000, at(0)), 7),
        (CashRow(2, 2, "G", "buy_in", "cash", 10_000, at(0)), 7),
    ]
    hands = [hand(1, 3, 20, 1)]
    lines = [
        LineRow(4, 1, 1, "ante", 100, 0),
        LineRow(5, 1, 2, "ante", 100, 0),
        LineRow(6, 1, 1, "bet", 500, 0),
        LineRow(7, 1, 2, "bet", 300, 0),
        LineRow(8, 1, 2, "return", 100, 0),  # 300 uncalled less 200 called: 100 back
        LineRow(9, 1, None, "rake", 50, 50),
        LineRow(10, 1, 1, "time_charge", 200, 200),
    ]
    f, g = slips(1, POOL, cash, lines, hands, [], now=at(10))
    # put in: F 600, G 300; rake 50 shared 2:1
    assert f.theo == Fraction(100, 3) + 200 and g.theo == Fraction(50, 3)
    assert f.theo + g.theo == 250 and f.theo_basis == "revenue"
    assert f.result is None  # a pool game's visit in play: its chips are in the pot
    assert f.skill is None and f.theo_at_play is None


def test_a_table_move_keeps_one_session() -> None:
    def visit(table: int, start: float, end: float | None) -> RatingSlip:
        cash = [(CashRow(1, 1, "#9", "buy_in", "cash", 1_000, at(start)), 7)]
        if end is not None:
            cash.append((CashRow(2, 1, "#9", "cash_out", "chips", 1_000, at(end)), 7))
        return slips(table, BANKED, cash, [], [], [], now=at(600))[0]

    moved = [visit(1, 0, 60), visit(2, 70, 120)]
    assert sessions(moved) == 1
    later = [*moved, visit(3, 300, None)]
    assert sessions(later) == 2
    figures = figures_of("#9", later)
    assert figures.visits == 3 and figures.sessions == 2
