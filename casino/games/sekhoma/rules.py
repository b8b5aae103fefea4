"""Sekhoma house rules (RULES section 3), with the defaults the RULES page gives.

Amounts are whole minor units. Wagers the rules fix (ante, bets) must be whole multiples of
``unit``, the smallest wager, because a dealer cannot push out a fraction of the smallest chip.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import ClassVar

from casino.games.house_rules import CHOICE, COUNT, MONEY, RakeRules, rule, time_period_rule
from casino.i18n import N_, _

FIXED_LIMIT = N_("fixed-limit")
POT_LIMIT = N_("pot-limit")
NO_LIMIT = N_("no-limit")

MAX_EXCHANGE_CEILING = 4
"""RULES: an exchange is 0 to 4 cards; six players drawing four still leave the deck enough."""

MAX_RAISES_CEILING = 20


@dataclasses.dataclass(frozen=True)
class SekhomaRules(RakeRules):
    GAME: ClassVar[str] = "sekhoma"

    joining: str = rule(
        "continuous",
        label=N_("Joining"),
        help=N_("continuous: join between hands whenever a seat is free; "
        "closed: nobody joins after the first hand."),
        kind=CHOICE,
        choices=(N_("continuous"), N_("closed")),
    )
    unit: int = rule(100, label=N_("Unit"), help=N_("The smallest wager."), kind=MONEY)
    ante: int = rule(100, label=N_("Ante"), help=N_("Paid by every seated player before the deal."),
                     kind=MONEY)
    betting: str = rule(
        FIXED_LIMIT,
        label=N_("Betting"),
        help=N_("fixed-limit, pot-limit or no-limit."),
        kind=CHOICE,
        choices=(FIXED_LIMIT, POT_LIMIT, NO_LIMIT),
    )
    small_bet: int = rule(
        200,
        label=N_("Small bet"),
        help=N_("Fixed-limit: the bet and raise in round 1. Pot- and no-limit: the minimum bet "
        "and raise in both rounds."),
        kind=MONEY,
    )
    big_bet: int = rule(
        400, label=N_("Big bet"), help=N_("Fixed-limit: the bet and raise in round 2."), kind=MONEY
    )
    max_raises: int = rule(
        3,
        label=N_("Raise cap"),
        help=N_("Fixed-limit: most raises in one betting round."),
        kind=COUNT,
    )
    max_exchange: int = rule(
        4, label=N_("Exchange"), help=N_("Most cards a player may exchange (0 to 4)."), kind=COUNT
    )
    # The rules' declarations return a dataclasses.field; ruff cannot see that for a Decimal.
    rake_percent: Decimal = RakeRules.percent_rule(N_("Share of the main pot the house takes."))  # noqa: RUF009
    rake_cap: int = RakeRules.cap_rule(N_("Most rake taken from one hand."))
    rake_min_pot: int = RakeRules.min_pot_rule(
        N_("No rake on a main pot smaller than this (0: always).")
    )
    time_charge: int = RakeRules.time_charge_rule()
    time_period_minutes: int = time_period_rule()

    def problems(self) -> dict[str, str]:
        found = super().problems()
        unit_ok = "unit" not in found and self.unit >= 1
        if "unit" not in found and self.unit < 1:
            found["unit"] = _("Unit must be at least 1 minor unit")
        for name in ("ante", "small_bet", "big_bet"):
            if name in found or not unit_ok:
                continue
            label = self.label_of(name)
            value = getattr(self, name)
            if value < self.unit:
                found[name] = _("{label} must be at least 1 unit ({unit})").format(
                    label=label, unit=self.money(self.unit)
                )
            elif value % self.unit:
                found[name] = _("{label} must be a whole number of units ({unit})").format(
                    label=label, unit=self.money(self.unit)
                )
        if "max_raises" not in found and not 0 <= self.max_raises <= MAX_RAISES_CEILING:
            found["max_raises"] = _("Raise cap must be from 0 to {most}").format(
                most=MAX_RAISES_CEILING
            )
        if "max_exchange" not in found and not 0 <= self.max_exchange <= MAX_EXCHANGE_CEILING:
            found["max_exchange"] = _("Exchange must be from 0 to {most} cards").format(
                most=MAX_EXCHANGE_CEILING
            )
        self.rake_problems(found)
        return found

    def round_bet(self, betting_round: int) -> int:
        """The fixed-limit bet size of round 1 or 2 (the minimum bet otherwise)."""
        if self.betting == FIXED_LIMIT and betting_round == 2:
            return self.big_bet
        return self.small_bet
