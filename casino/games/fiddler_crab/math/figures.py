"""What a pit boss is shown for a Fiddler-Crab rule set: both players' exact figures, the
warning when a skilled player beats the house, and the break-even commission."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from casino.games.fiddler_crab.math.edge import (
    PlayerFigures,
    Policy,
    break_even_commission,
    mirror,
    outcome_counts,
    pays_of,
)
from casino.games.fiddler_crab.math.edge import skilled as skilled_figures
from casino.games.fiddler_crab.math.policies import dealer_policy, dealer_rule_name
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.i18n import _


def fraction_text(value: Fraction) -> str:
    """Always ``"p/q"``, even for whole numbers, so a reader never has to guess the format."""
    return f"{value.numerator}/{value.denominator}"


def percent(value: Fraction | float, places: int = 2) -> str:
    return f"{float(value) * 100:+.{places}f}%"


@dataclass(frozen=True)
class EdgeReport:
    rules: FiddlerCrabRules
    dealer_rule: str
    """The split rule the figures assume: best-large or house-way."""
    mirror: PlayerFigures
    skilled: PlayerFigures
    break_even_commission: Fraction | None

    @property
    def assumption(self) -> str | None:
        if self.rules.dealer_sets == DEALER_CHOICE:
            return _(
                "dealer-choice has no fixed rule: these figures assume the dealer sets "
                "best-large, and a dealer who sets worse gives the player more"
            )
        return None

    @property
    def warning(self) -> str | None:
        """A plain sentence when a skilled player expects to win, otherwise None."""
        ev = self.skilled.ev_per_bet
        if ev <= 0:
            return None
        text = _(
            "A skilled player beats these rules: splitting each hand to suit the dealer's "
            "{rule} rule, they expect to win {percent}% of every bet."
        ).format(rule=_(self.dealer_rule), percent=f"{float(ev) * 100:.2f}")
        if self.break_even_commission is not None:
            text += _(
                " A commission of at least {percent}% of winning payouts is needed before the "
                "house stops losing to them."
            ).format(percent=f"{float(self.break_even_commission) * 100:.2f}")
        return text

    def to_json(self) -> dict[str, Any]:
        be = self.break_even_commission
        return {
            "mirror": player_json(self.mirror),
            "skilled": player_json(self.skilled),
            "warning": self.warning,
            "break_even_commission": fraction_text(be) if be is not None else None,
            "dealer_sets": self.rules.dealer_sets,
            "figured_as": self.dealer_rule,
            "push": self.rules.push,
            "assumption": self.assumption,
        }


def player_json(figures: PlayerFigures) -> dict[str, Any]:
    return {
        "ev_per_hand": fraction_text(figures.ev_per_hand),
        "ev_per_bet": fraction_text(figures.ev_per_bet),
        "house_edge": figures.house_edge,
        "outcomes": {name: fraction_text(p) for name, p in figures.outcomes.items()},
    }


def edge_report(rules: FiddlerCrabRules, policy: Policy | None = None) -> EdgeReport:
    """Exact figures for these rules (``policy`` overrides the dealer's rule, e.g. a cached
    house-way)."""
    pays = pays_of(rules)
    dealer = dealer_policy(rules) if policy is None else policy
    counts = outcome_counts(dealer)
    return EdgeReport(
        rules=rules,
        dealer_rule=dealer_rule_name(rules),
        mirror=mirror(counts, dealer, pays),
        skilled=skilled_figures(counts, pays),
        break_even_commission=break_even_commission(counts, pays),
    )


def self_check() -> str:
    """The exact edge (numpy) and the house-way bound's linear programme (scipy's HiGHS),
    whose compiled modules a bundle most easily leaves out."""
    from casino.games.fiddler_crab.math.edge import pays_of
    from casino.games.fiddler_crab.math.houseway import randomised_value
    from casino.games.fiddler_crab.rules import FiddlerCrabRules

    rules = FiddlerCrabRules()
    report = edge_report(rules)
    value = randomised_value(pays_of(rules))
    return _(
        "a skilled player expects {percent} per bet under Fiddler-Crab's default rules; "
        "house-way bound programme solved ({value} per hand)"
    ).format(percent=percent(report.skilled.ev_per_bet), value=f"{value:+.4f}")
