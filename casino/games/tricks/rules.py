"""What the trick games' house rules share: the players, the stake and the house's fee, and
the questions the engine asks every game's rules (its law, a deal's result, what a deal can
cost a player). Each game's rules class (``sedma/rules.py`` and its neighbours) answers them.

Table stakes: a deal starts only when every player's stack covers the most that deal can cost
them (``exposure``: the deal's largest settlement, and the fee), so a settled result is always
paid in full and no player owes the table.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import ClassVar

from casino.games.house_rules import COUNT, MONEY, FeeRules, rule, time_period_rule
from casino.games.tricks.law import Law
from casino.games.tricks.scoring import DealResult, MatchScore
from casino.i18n import N_, _

DEALER_SIDE, NON_DEALERS = "dealer's side", "non-dealers"


@dataclasses.dataclass(frozen=True)
class TrickRules(FeeRules):
    """The house rules every trick game has; a game's class adds its own and its scoring."""

    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4,)
    ENTRY_SIDE: ClassVar[str] = DEALER_SIDE
    """Whose points a live table's host enters after a deal."""
    ASKS_ALL_TRICKS: ClassVar[bool] = False
    """Whether the live entry asks if one side took every trick (it changes the score)."""
    ALL_TRICKS_WORDS: ClassVar[str] = N_("one side took every trick")
    SOAK: ClassVar[tuple[tuple[str, object], ...]] = ()
    """House rules the soak and the demo change so a match ends in a few deals."""

    players: int = rule(4, label=N_("Players"), help=N_("Players at the table."), kind=COUNT)
    stake: int = rule(
        100,
        label=N_("Stake"),
        help=N_("What each player of the losing side pays per stake owed."),
        kind=MONEY,
    )
    revenue: str = FeeRules.revenue_rule("deal")
    time_charge: int = FeeRules.time_charge_rule()
    time_period_minutes: int = time_period_rule()
    deal_fee: int = FeeRules.deal_fee_rule(N_("Deal fee"), "deal")

    def problems(self) -> dict[str, str]:
        found = super().problems()
        if "players" not in found and self.players not in self.PLAYER_COUNTS:
            counts = _(" or ").join(map(str, self.PLAYER_COUNTS))
            found["players"] = _("Players must be {counts}, not {players}").format(
                counts=counts, players=self.players
            )
        self.fee_problems(found)
        return found

    # --- what the engine asks ----------------------------------------------------------------

    def law(self) -> Law:
        """The law these rules play (built once per rules version: the engine asks often)."""
        return _law_of(self)

    def build_law(self) -> Law:
        raise NotImplementedError

    def deal_result(
        self, match: MatchScore, dealer: int, points: tuple[int, int], tricks: tuple[int, int]
    ) -> DealResult:
        """What a finished deal comes to: ``points`` and ``tricks`` each side took (cards and
        the last trick), the ``match`` before it and the ``dealer``."""
        raise NotImplementedError

    def exposure(self, match: MatchScore, side: int) -> int:
        """The most stakes a player of ``side`` can pay when the next deal is settled."""
        raise NotImplementedError

    @property
    def has_match(self) -> bool:
        """Whether deals add up to a match to a target (False: each deal settles alone)."""
        return True

    @property
    def fee_per_deal(self) -> int:
        return self.fee_per_player

    def entry_side(self, dealer: int) -> int:
        """The side whose points a live host enters: the dealer's, or the non-dealers'."""
        mine = 0 if dealer % 2 else 1
        return mine if self.ENTRY_SIDE == DEALER_SIDE else 1 - mine


@cache
def _law_of(rules: TrickRules) -> Law:
    return rules.build_law()
