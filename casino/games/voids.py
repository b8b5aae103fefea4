"""A void: the pit boss undoes what is in play (a hand, a round, a game, a deal), and nothing
of it is settled or charged.

Every game has one void command and one event that records it, each stored under the game's
own class name (its tag), in the shapes declared here: the command carries the reason and who
approved it, the event the number of what was voided, and, where the stacks had put chips in,
every chip it gave back. Sharing the shapes is what lets the console find any game's void by
its kind (``void``), and the recall and the reports read any game's alike. Where several games
store the same class under the same tag (``VoidHand``, ``HandVoided``), it is declared here
once, and each game's vocabulary lists it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Void:
    """Void what is in play, for ``reason``, approved by the pit boss ``approved_by``."""

    KIND: ClassVar[str] = "void"
    reason: str
    approved_by: str


@dataclass(frozen=True, slots=True)
class Voided:
    """What was in play voided: ``number`` as the table counts them (its hands, rounds...)."""

    number: int
    reason: str
    approved_by: str


@dataclass(frozen=True, slots=True)
class VoidedReturning(Voided):
    """A void at a table where the stacks had put chips in play: they all go back."""

    returned: tuple[tuple[int, int], ...]
    """(seat, amount) of every chip returned."""


@dataclass(frozen=True, slots=True)
class VoidHand(Void):
    """Void the hand in progress: every chip put in it goes back (needs a pit boss)."""


@dataclass(frozen=True, slots=True)
class HandVoided(VoidedReturning):
    """The hand in progress voided; ``returned`` went back to the stacks."""
