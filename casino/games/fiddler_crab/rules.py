"""Fiddler-Crab house rules (RULES section 4), with the defaults the RULES page gives.

Bets are whole minor units between ``min_bet`` and ``max_bet``. Pays are ratios paid on the bet
and rounded down to the minor unit; the commission is a share of each winning payout. A
house-way version also keeps the dealer's policy computed for its pays when it was published
(``house_way_policy``): not a rule, but what the table plays.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from fractions import Fraction
from typing import ClassVar

from casino.games.house_rules import (
    CHOICE,
    COUNT,
    MONEY,
    PERCENT,
    RATIO,
    HouseRules,
    computed,
    parse_ratio,
    rule,
)
from casino.i18n import N_, _

MAX_SEATS = 7
"""RULES: one 72-card deck serves at most eight nine-card hands, the dealer's among them."""

RIDE = N_("ride")
WITHDRAW = N_("withdraw")
BEST_LARGE = N_("best-large")
HOUSE_WAY = N_("house-way")
DEALER_CHOICE = N_("dealer-choice")


@dataclasses.dataclass(frozen=True)
class FiddlerCrabRules(HouseRules):
    GAME: ClassVar[str] = "fiddler-crab"

    seats: int = rule(
        7, label=N_("Seats"), help=N_("Betting seats at the table (1 to 7)."), kind=COUNT
    )
    min_bet: int = rule(
        500, label=N_("Minimum bet"), help=N_("The smallest bet a seat may place."), kind=MONEY
    )
    max_bet: int = rule(
        50_000, label=N_("Maximum bet"), help=N_("The largest bet a seat may place."), kind=MONEY
    )
    pay_both: str = rule(
        "2:1",
        label=N_("Pays, both hands win"),
        help=N_("Paid on the bet when the player's Large and Small Hands both win."),
        kind=RATIO,
    )
    pay_large: str = rule(
        "1:1",
        label=N_("Pays, Large Hand wins"),
        help=N_("Paid on the bet when only the player's Large Hand wins."),
        kind=RATIO,
    )
    push: str = rule(
        WITHDRAW,
        label=N_("Push"),
        help=N_(
            "ride: a pushed bet stays, unchanged, for the next round; withdraw: the player "
            "may take it back or leave it."
        ),
        kind=CHOICE,
        choices=(RIDE, WITHDRAW),
    )
    dealer_sets: str = rule(
        BEST_LARGE,
        label=N_("Dealer sets"),
        help=N_(
            "best-large: the highest Large Hand, then the highest Small Hand; house-way: the "
            "computed policy that is hardest to beat; dealer-choice: the dealer's split is "
            "entered."
        ),
        kind=CHOICE,
        choices=(BEST_LARGE, HOUSE_WAY, DEALER_CHOICE),
    )
    # rule() returns a dataclasses.field; ruff cannot see that, nor that Decimal is immutable.
    commission: Decimal = rule(  # noqa: RUF009
        Decimal(0),
        label=N_("Commission percent"),
        help=N_("Share of each winning payout the house keeps (0: none)."),
        kind=PERCENT,
    )
    house_way_policy: str | None = computed(
        label=N_("House-way policy"),
        help=N_(
            "The dealer's pair for each of the 2,002 suit-count vectors, computed for the "
            "pays, the commission and the push rule when a house-way version is published."
        ),
    )
    """As ``math.policy_text`` writes it; read, and refused if it is not one, by the dealer's
    split (``math.dealer``), since the rules know nothing of the math."""

    def problems(self) -> dict[str, str]:
        found = super().problems()
        if "seats" not in found and not 1 <= self.seats <= MAX_SEATS:
            found["seats"] = _("Seats must be from 1 to {most}").format(most=MAX_SEATS)
        if "min_bet" not in found and self.min_bet < 1:
            found["min_bet"] = _("Minimum bet must be at least 1 minor unit")
        if "max_bet" not in found and "min_bet" not in found and self.max_bet < self.min_bet:
            found["max_bet"] = _(
                "Maximum bet ({maximum}) cannot be below the minimum bet ({minimum})"
            ).format(maximum=self.money(self.max_bet), minimum=self.money(self.min_bet))
        if "commission" not in found:
            pct = self.commission
            if not Decimal(0) <= pct < Decimal(100):
                found["commission"] = _("Commission percent must be at least 0 and below 100")
            elif pct != pct.quantize(Decimal("0.01")):
                found["commission"] = _(
                    "Commission percent takes at most two decimals (e.g. 2.5)"
                )
        return found

    @property
    def both_ratio(self) -> Fraction:
        return _ratio(self.pay_both)

    @property
    def large_ratio(self) -> Fraction:
        return _ratio(self.pay_large)

    @property
    def commission_share(self) -> Fraction:
        """The commission as an exact fraction of the payout (5 percent is 1/20)."""
        return Fraction(self.commission) / 100


def _ratio(text: str) -> Fraction:
    parsed = parse_ratio(text)
    assert parsed is not None, "validated in __post_init__"
    return Fraction(*parsed)
