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

from casino.games.house_rules import CHOICE, COUNT, MONEY, HouseRules, rule
from casino.games.revenue import PER_DEAL, TIME, HouseRevenue, time_period_problem, time_period_rule
from casino.games.tricks.law import Law
from casino.games.tricks.scoring import DealResult, MatchScore

REVENUE_MODELS = (TIME, PER_DEAL)
DEALER_SIDE, NON_DEALERS = "dealer's side", "non-dealers"


@dataclasses.dataclass(frozen=True)
class TrickRules(HouseRules):
    """The house rules every trick game has; a game's class adds its own and its scoring."""

    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4,)
    ENTRY_SIDE: ClassVar[str] = DEALER_SIDE
    """Whose points a live table's host enters after a deal."""
    ASKS_ALL_TRICKS: ClassVar[bool] = False
    """Whether the live entry asks if one side took every trick (it changes the score)."""
    ALL_TRICKS_WORDS: ClassVar[str] = "one side took every trick"
    SOAK: ClassVar[tuple[tuple[str, object], ...]] = ()
    """House rules the soak and the demo change so a match ends in a few deals."""

    players: int = rule(4, label="Players", help="Players at the table.", kind=COUNT)
    stake: int = rule(
        100,
        label="Stake",
        help="What each player of the losing side pays per stake owed.",
        kind=MONEY,
    )
    revenue: str = rule(
        TIME,
        label="House fee",
        help="time: a charge per seated player each time period; per-deal: a fee per player for "
        "each deal played.",
        kind=CHOICE,
        choices=REVENUE_MODELS,
    )
    time_charge: int = rule(
        100,
        label="Time charge",
        help="Per seated player per time period (house fee time).",
        kind=MONEY,
    )
    time_period_minutes: int = time_period_rule()
    deal_fee: int = rule(
        100,
        label="Deal fee",
        help="Per player for each deal played (house fee per-deal).",
        kind=MONEY,
    )

    def problems(self) -> dict[str, str]:
        found = super().problems()
        period = time_period_problem(self.time_period_minutes)
        if period is not None and "time_period_minutes" not in found:
            found["time_period_minutes"] = period
        if "players" not in found and self.players not in self.PLAYER_COUNTS:
            counts = " or ".join(map(str, self.PLAYER_COUNTS))
            found["players"] = f"Players must be {counts}, not {self.players}"
        if "stake" not in found and self.stake < 1:
            found["stake"] = "Stake must be at least 1 minor unit"
        for name in ("time_charge", "deal_fee"):
            if name not in found and getattr(self, name) < 0:
                label = type(self).__dataclass_fields__[name].metadata["label"]
                found[name] = f"{label} cannot be negative"
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
        return self.deal_fee if self.revenue == PER_DEAL else 0

    def house_revenue(self) -> HouseRevenue:
        if self.revenue == PER_DEAL:
            return HouseRevenue(PER_DEAL, deal_fee=self.deal_fee)
        return HouseRevenue(
            TIME, time_charge=self.time_charge, time_period_minutes=self.time_period_minutes
        )

    def entry_side(self, dealer: int) -> int:
        """The side whose points a live host enters: the dealer's, or the non-dealers'."""
        mine = 0 if dealer % 2 else 1
        return mine if self.ENTRY_SIDE == DEALER_SIDE else 1 - mine


@cache
def _law_of(rules: TrickRules) -> Law:
    return rules.build_law()
