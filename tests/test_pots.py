"""``casino.games.pots.build_pots``: the public side-pot API (Seka will reuse it)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino.games.pots import Pot, build_pots


def test_everyone_equal_is_one_pot() -> None:
    assert build_pots({1: 100, 2: 100, 3: 100}, folded=()) == [Pot(300, frozenset({1, 2, 3}))]


def test_all_in_makes_a_side_pot() -> None:
    pots = build_pots({"a": 50, "b": 200, "c": 200}, folded=())
    assert pots == [Pot(150, frozenset("abc")), Pot(300, frozenset("bc"))]


def test_folded_chips_stay_in_but_fold_is_never_eligible() -> None:
    pots = build_pots({1: 30, 2: 100, 3: 60, 4: 100}, folded={1, 4})
    # Levels of the players still in: 60 (seat 3) and 100 (seat 2).
    assert pots[0] == Pot(30 + 60 + 60 + 60, frozenset({2, 3}))
    assert pots[1] == Pot(40 + 40, frozenset({2}))
    assert sum(p.amount for p in pots) == 290


def test_several_all_ins_at_different_levels() -> None:
    pots = build_pots({1: 10, 2: 20, 3: 30, 4: 40}, folded=())
    assert [p.amount for p in pots] == [40, 30, 20, 10]
    assert [sorted(p.eligible) for p in pots] == [[1, 2, 3, 4], [2, 3, 4], [3, 4], [4]]


def test_chips_above_every_live_player_join_the_last_pot() -> None:
    assert build_pots({1: 100, 2: 40}, folded={1}) == [Pot(140, frozenset({2}))]


def test_negative_contribution_is_refused() -> None:
    with pytest.raises(ValueError, match="seat 2 has a negative contribution"):
        build_pots({1: 10, 2: -1}, folded=())


@given(
    st.dictionaries(st.integers(1, 9), st.integers(0, 10_000), min_size=1, max_size=9),
    st.data(),
)
def test_pots_conserve_chips_and_cap_winnings(
    contributions: dict[int, int], data: st.DataObject
) -> None:
    seats = sorted(contributions)
    folded = data.draw(st.sets(st.sampled_from(seats), max_size=len(seats) - 1))
    pots = build_pots(contributions, folded)
    assert sum(p.amount for p in pots) == sum(contributions.values())
    for pot in pots:
        assert not pot.eligible & folded
    # Each live seat can win from each other seat at most what it put in itself, but for
    # chips above every live contribution (folded money nobody live matched), which the
    # last pot takes.
    live = [seat for seat in seats if seat not in folded]
    top = max(contributions[seat] for seat in live)
    leftover = sum(c - top for c in contributions.values() if c > top)
    for seat in live:
        winnable = sum(p.amount for p in pots if seat in p.eligible)
        cap = sum(min(c, contributions[seat]) for c in contributions.values())
        assert winnable <= cap + (leftover if pots and seat in pots[-1].eligible else 0)
