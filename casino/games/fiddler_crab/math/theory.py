"""What the exact math says one round should bring the house: the house edge and the variance
of one unit bet over one round, for the games that have exact math (today Fiddler-Crab).

The pit's hold exception report (``casino.services.holds``) asks the game's spec for its
``theory`` and never names a game: Fiddler-Crab's spec offers ``fiddler_crab_round`` here,
and a game without exact math offers none and is judged against a configured hold band.

**Which player.** The house's result depends on how the players split their hands. The
figures here are for the *mirror* player, who splits every hand as the dealer's rule does
(the house way): the figure a casino books a house-way game's theoretical win by, as pai gow
pits do. A skilled player (``casino.games.fiddler_crab.math.edge.skilled``) does better than this
and a careless
one worse; a table whose players do either over many rounds is what the exception report is
for. ``dealer-choice`` has no fixed rule, so it is figured as ``best-large`` (and says so).

**Per round.** Under ``push = ride`` a pushed bet plays the next round again, and the wager log
counts its ``action`` line again then, so the handle is per round, and so are these figures:
a push is worth 0 in the round it happens (``ev_per_hand``, not ``ev_per_bet``).

For one unit bet, the player's result ``X`` is ``both x (1 - commission)`` with probability
``P(win both)``, ``large x (1 - commission)`` with ``P(win large)``, 0 on a push and -1 on a loss.
The house's edge is ``-E[X]`` and the variance ``E[X^2] - E[X]^2``, both exact fractions.
Payouts rounded down to the minor unit (breakage) favour the house by less than one minor
unit a bet, which these figures leave out.
"""

from __future__ import annotations

from fractions import Fraction

from casino.games.capabilities import RoundTheory
from casino.games.fiddler_crab.math.edge import Pays, mirror, outcome_counts, pays_of
from casino.games.fiddler_crab.math.policies import dealer_policy, dealer_rule_name
from casino.games.fiddler_crab.rules import DEALER_CHOICE, HOUSE_WAY, FiddlerCrabRules
from casino.games.house_rules import HouseRules
from casino.i18n import _

_CACHE: dict[tuple[Pays, str], tuple[Fraction, Fraction]] = {}


def fiddler_crab_round(rules: HouseRules) -> RoundTheory:
    """The mirror player's round under these Fiddler-Crab rules, exactly. The dealer's
    ``house-way`` policy is computed on first use for its pays (seconds) unless it is already
    known (``casino.services.rules.warm`` loads it from the disk cache)."""
    assert isinstance(rules, FiddlerCrabRules)
    pays = pays_of(rules)
    rule = dealer_rule_name(rules)
    key = (pays, rule)
    found = _CACHE.get(key)
    if found is None:
        policy = dealer_policy(rules)
        figures = mirror(outcome_counts(policy), policy, pays)
        both, large, _push, lose = pays.values()
        p = figures.outcomes
        mean = figures.ev_per_hand
        square = both**2 * p["win-both"] + large**2 * p["win-large"] + lose**2 * p["lose"]
        found = _CACHE[key] = (-mean, square - mean**2)
    edge, variance = found
    if rule == HOUSE_WAY:
        assumes = _("a player who splits as the dealer does (the house way)")
    elif rules.dealer_sets == DEALER_CHOICE:
        assumes = _(
            "a player who splits as the dealer does (best-large); dealer-choice is figured as "
            "best-large"
        )
    else:
        assumes = _("a player who splits as the dealer does (best-large)")
    return RoundTheory(edge, variance, ("action",), assumes)
