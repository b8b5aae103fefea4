"""The dealer's split rule of any rule set, for the math, the figures and the command line.

A published version carries its house-way policy (``dealer.played_policy``); rules nobody
published (the editor's draft, a rules file, a version stored before versions kept their
policy) have it computed from the pays, the commission and the push rule (see ``houseway``),
which takes seconds, so each computed policy is remembered for the life of the process, and
``policy_store`` keeps them on disk between runs. The engine never comes here.
``dealer-choice`` has no rule to compute with: the figures for it assume the dealer sets
``best-large`` (the seed's common rule), and say so.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.math.dealer import played_policy, split_by
from casino.games.fiddler_crab.math.edge import Pays, Policy
from casino.games.fiddler_crab.math.houseway import HouseWay, compute_house_way
from casino.games.fiddler_crab.rules import HOUSE_WAY, RIDE, FiddlerCrabRules

_HOUSE_WAYS: dict[Pays, HouseWay] = {}


def pays_of(rules: FiddlerCrabRules) -> Pays:
    return Pays(rules.both_ratio, rules.large_ratio, rules.commission_share, rules.push == RIDE)


def remember(pays: Pays, house_way: HouseWay) -> None:
    """Make a policy (say, read from the disk cache) the one used for these pays."""
    _HOUSE_WAYS[pays] = house_way


def known_house_way(pays: Pays) -> HouseWay | None:
    return _HOUSE_WAYS.get(pays)


def house_way(pays: Pays) -> HouseWay:
    """The computed house-way for these pays, computed on first use (seconds)."""
    found = _HOUSE_WAYS.get(pays)
    if found is None:
        found = _HOUSE_WAYS[pays] = compute_house_way(pays)
    return found


def dealer_policy(rules: FiddlerCrabRules) -> Policy:
    """The pair the dealer makes of each vector under these rules: the policy they carry,
    else the one computed for their pays."""
    if rules.dealer_sets == HOUSE_WAY and rules.house_way_policy is None:
        return house_way(pays_of(rules)).policy
    return played_policy(rules)


def dealer_rule_name(rules: FiddlerCrabRules) -> str:
    """The rule the figures assume (dealer-choice is figured as best-large)."""
    return HOUSE_WAY if rules.dealer_sets == HOUSE_WAY else "best-large"


def dealer_split(
    rules: FiddlerCrabRules, cards: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """How the dealer splits nine cards under ``best-large`` or ``house-way``."""
    return split_by(dealer_policy(rules), cards)
