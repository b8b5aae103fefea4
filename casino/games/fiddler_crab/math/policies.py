"""The dealer's split rule of any rule set, for the math, the figures and the command line.

A published version carries its house-way policy (``dealer.played_policy``); rules nobody
published (the editor's draft, a rules file, a version stored before versions kept their
policy) take the one computed from the pays, the commission and the push rule (see
``houseway``): seconds of work, so ``policy_store`` remembers each for the process and keeps
it on disk between runs. The engine never comes here.
``dealer-choice`` has no rule to compute with: the figures for it assume the dealer sets
``best-large`` (the seed's common rule), and say so.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.math.dealer import played_policy, split_by
from casino.games.fiddler_crab.math.edge import Pays, Policy, pays_of
from casino.games.fiddler_crab.math.houseway import HouseWay, compute_house_way
from casino.games.fiddler_crab.math.policy_store import _HOUSE_WAYS as _HOUSE_WAYS  # as before
from casino.games.fiddler_crab.math.policy_store import cached_house_way, known_house_way
from casino.games.fiddler_crab.math.policy_store import remember as remember  # as before
from casino.games.fiddler_crab.rules import HOUSE_WAY, FiddlerCrabRules


def house_way(pays: Pays) -> HouseWay:
    """The house-way for these pays, computed on first use in the process (seconds), the
    disk cache not read."""
    found = known_house_way(pays)
    if found is None:
        found = compute_house_way(pays)
        remember(pays, found)
    return found


def dealer_policy(rules: FiddlerCrabRules) -> Policy:
    """The pair the dealer makes of each vector under these rules: the policy they carry,
    else the one for their pays from the policy store (computed once if it has none)."""
    if rules.dealer_sets == HOUSE_WAY and rules.house_way_policy is None:
        return cached_house_way(pays_of(rules)).policy
    return played_policy(rules)


def dealer_rule_name(rules: FiddlerCrabRules) -> str:
    """The rule the figures assume (dealer-choice is figured as best-large)."""
    return HOUSE_WAY if rules.dealer_sets == HOUSE_WAY else "best-large"


def dealer_split(
    rules: FiddlerCrabRules, cards: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """How the dealer splits nine cards under ``best-large`` or ``house-way``."""
    return split_by(dealer_policy(rules), cards)
