"""Sej's house rules (``rules/sej.md``): the players, the target, when a win is checked, the
dice, the stake and how it settles, and the house's fee.

Table stakes: a game starts only when every player's stack covers the most the game can cost
them (``exposure``: the largest settlement, and the fee), so a won game is always paid in full.
A ``margin`` settlement is therefore capped at the units that check covered
(``margin_units_cap``): a game won on points past the target by more than any single Hand can
bring (equal scores past the target play on, J-13) pays that cap, never more than a stack holds.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from casino.games.house_rules import CHOICE, COUNT, MONEY, FeeRules, rule, time_period_rule
from casino.i18n import N_, _

LIVE, ELECTRONIC = N_("live"), N_("electronic")
IMMEDIATE, END_OF_HAND = N_("immediate"), N_("end-of-hand")
FLAT, MARGIN = N_("flat"), N_("margin")
PLAYER_COUNTS = (2, 3, 4)
BIGGEST_HAND = 36
"""The most points one Hand can bring one player: three Stars (or Stars and White)."""


@dataclasses.dataclass(frozen=True)
class SejRules(FeeRules):
    GAME: ClassVar[str] = "sej"
    UNUSED: ClassVar[frozenset[str]] = frozenset({"cards"})

    dice: str = rule(
        LIVE,
        label=N_("Dice"),
        help=N_(
            "live: physical dice and wands, the host enters each throw and roll; electronic: "
            "the console throws and rolls."
        ),
        kind=CHOICE,
        choices=(LIVE, ELECTRONIC),
    )
    players: int = rule(
        2,
        label=N_("Players"),
        help=N_("Players at the table: 2, or 3 or 4 (everyone rolls each contest)."),
        kind=COUNT,
    )
    target: int = rule(100, label=N_("Target"), help=N_("The points that win a game."), kind=COUNT)
    win_check: str = rule(
        IMMEDIATE,
        label=N_("Win check"),
        help=N_(
            "immediate: a player wins as soon as their points reach the target; end-of-hand: "
            "at the Hand's end, the higher wins if both pass it, and equal scores play on."
        ),
        kind=CHOICE,
        choices=(IMMEDIATE, END_OF_HAND),
    )
    stake: int = rule(100, label=N_("Stake"), help=N_("What the loser of a game pays."), kind=MONEY)
    settle: str = rule(
        FLAT,
        label=N_("Settle"),
        help=N_(
            "flat: the stake per game; margin: the stake for each 10 points (rounded up) the "
            "winner is ahead, when the game is won on points."
        ),
        kind=CHOICE,
        choices=(FLAT, MARGIN),
    )
    revenue: str = FeeRules.revenue_rule("game")
    time_charge: int = FeeRules.time_charge_rule()
    time_period_minutes: int = time_period_rule()
    deal_fee: int = FeeRules.deal_fee_rule(N_("Game fee"), "game")

    def problems(self) -> dict[str, str]:
        found = super().problems()
        if "players" not in found and self.players not in PLAYER_COUNTS:
            found["players"] = _("Players must be 2, 3 or 4, not {players}").format(
                players=self.players
            )
        if "target" not in found and not 10 <= self.target <= 1000:
            found["target"] = _("Target must be 10 to 1000 points, not {target}").format(
                target=self.target
            )
        self.fee_problems(found)
        return found

    @property
    def electronic(self) -> bool:
        return self.dice == ELECTRONIC

    @property
    def fee_per_game(self) -> int:
        return self.fee_per_player

    @property
    def margin_units_cap(self) -> int:
        """The most stakes a ``margin`` game can settle: the winner one point short of the
        target wins the biggest Hand while the loser holds nothing."""
        return -(-(self.target - 1 + BIGGEST_HAND) // 10)

    def stakes_owed(self, winner_points: int | None, loser_points: int) -> int:
        """Stakes a loser pays: 1, or by ``margin`` when the game was won on points
        (``winner_points`` None: won or lost by triple White or Black, which pays flat)."""
        if self.settle == FLAT or winner_points is None:
            return 1
        margin = max(0, winner_points - loser_points)
        return max(1, min(self.margin_units_cap, -(-margin // 10)))

    def exposure(self) -> int:
        """The most a player can pay when a game ends: each other player's win against them
        (a triple Black they win makes them pay everyone), and the fee."""
        units = 1 if self.settle == FLAT else self.margin_units_cap
        return max(units, self.players - 1) * self.stake + self.fee_per_game
