"""The fast replacer must be indistinguishable from ``dataclasses.replace``."""

from __future__ import annotations

import dataclasses

import pytest

from casino.games.frozen import replacer
from casino.games.sekhoma.types import Contender, HandState, Phase


def test_replacer_matches_dataclasses_replace() -> None:
    c = Contender(3, committed=100, in_round=20)
    fast = replacer(Contender)(c, committed=150, acted=True)
    slow = dataclasses.replace(c, committed=150, acted=True)
    assert fast == slow
    assert hash(fast) == hash(slow)
    assert replacer(Contender)(c) == c
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.committed = 1  # type: ignore[misc]
    hand = HandState(1, 1, (2, 1), (Contender(2), Contender(1)))
    assert replacer(HandState)(hand, phase=Phase.EXCHANGE).phase == Phase.EXCHANGE


def test_replacer_refuses_classes_it_cannot_copy_safely() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    with pytest.raises(TypeError, match="slotted"):
        replacer(NoSlots)
