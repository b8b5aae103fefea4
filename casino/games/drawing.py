"""What the console draws into a command, declared once per game: both sides of it read the
one declaration.

A shoe's order, a roll of the dice, a first dealer: at a table where the console draws them,
the command a dealer sends brings none of them, and the service draws them into it with its
random source as it arrives (``Equipment.fill_random``), refusing a command that brings one.
A game's random player (``Demo.player``) plays from a simulator that draws its own, as a live
dealer's cards are; so the command it sends is the same command with those fields blank
(``Draws.as_sent``), and the demo and the soak send exactly what a console sends.

>>> from dataclasses import dataclass
>>> from random import Random
>>> @dataclass(frozen=True)
... class Table:
...     electronic: bool
>>> @dataclass(frozen=True)
... class Roll:
...     seat: int
...     dice: int | None = None
>>> DICE = Draws(Draw((Roll,), {"dice": None}, "the console rolls the dice",
...                   lambda _table, rng: {"dice": rng.randint(1, 6)},
...                   when=lambda table: table.electronic))
>>> DICE.fill_random(Table(electronic=True), Roll(1), Random(3))
Roll(seat=1, dice=2)
>>> DICE.fill_random(Table(electronic=False), Roll(1, 5), Random(3))
Roll(seat=1, dice=5)
>>> DICE.fill_random(Table(electronic=True), Roll(1, 5), Random(3))
Traceback (most recent call last):
casino.games.spec.RuleViolation: the console rolls the dice
>>> DICE.as_sent(lambda _table, _rng: Roll(2, 4))(Table(electronic=True), Random(3))
Roll(seat=2, dice=None)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from casino.games.capabilities import sealed_when_shoe
from casino.games.house_rules import HouseRules
from casino.games.spec import RuleViolation
from casino.i18n import _

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

S = TypeVar("S")
C = TypeVar("C", bound="DataclassInstance")


def always(_state: object) -> bool:
    return True


@dataclass(frozen=True)
class Draw(Generic[S]):
    """Fields of some commands that the console draws: ``blank`` names each with its value as a
    console sends it; ``draw`` gives their values for ``state`` (an empty mapping when there is
    nothing to draw now: a stock already dealt out), ``when`` says whether the table draws
    them at all (a shoe table, an electronic one) and ``refusal`` is the sentence refusing a
    command that brings any of them."""

    commands: tuple[type, ...]
    blank: Mapping[str, object]
    refusal: str
    """Marked with ``N_`` where it is written; translated when a command is refused."""
    draw: Callable[[S, Random], Mapping[str, object]]
    when: Callable[[S], bool] = always

    def applies(self, state: S, command: object) -> bool:
        return isinstance(command, self.commands) and self.when(state)


class Draws(Generic[S, C]):
    """A game's ``Draw`` declarations, read both ways: ``fill_random`` for its ``Equipment``,
    ``as_sent`` for its ``Demo`` player."""

    def __init__(self, *draws: Draw[S]) -> None:
        self.draws = draws

    def _of(self, state: S, command: C) -> Draw[S] | None:
        return next((d for d in self.draws if d.applies(state, command)), None)

    def fill_random(self, state: S, command: C, rng: Random) -> C:
        """``command`` with what the console draws drawn from ``rng``; ``RuleViolation`` when
        it brings any of it."""
        draw = self._of(state, command)
        if draw is None:
            return command
        if any(getattr(command, name) != blank for name, blank in draw.blank.items()):
            raise RuleViolation(_(draw.refusal))
        values = draw.draw(state, rng)
        return dataclasses.replace(command, **values) if values else command

    def as_sent(self, player: Callable[[S, Random], C]) -> Callable[[S, Random], C]:
        """``player``'s commands as a console sends them: what the console draws left blank
        (the simulator drew its own, so the service's draw replaces it)."""

        def sent(state: S, rng: Random) -> C:
            command = player(state, rng)
            draw = self._of(state, command)
            return command if draw is None else dataclasses.replace(command, **draw.blank)

        return sent


class Ruled(Protocol):
    @property
    def rules(self) -> HouseRules: ...


def on_shoe_table(state: Ruled) -> bool:
    """Whether ``state``'s table deals from a shoe the console shuffles (``cards = "shoe"``)."""
    return sealed_when_shoe(state.rules)
