"""The dealer's split rule of a rule set, as data and as cards.

``best-large`` is fixed; ``house-way`` is computed from the pays, the commission and the push
rule (see ``houseway``), which takes seconds, so each computed policy is remembered for the
life of the process, and ``casino.games.fiddler_crab.math.policy_store`` keeps them on disk
between runs.
``dealer-choice`` has no rule to compute with: the figures for it assume the dealer sets
``best-large`` (the seed's common rule), and say so.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.math.edge import Pays, Policy
from casino.games.fiddler_crab.math.houseway import HouseWay, compute_house_way
from casino.games.fiddler_crab.math.splits import (
    best_large_policy,
    check_nine,
    split_to_pair,
    vector_of_cards,
)
from casino.games.fiddler_crab.math.vectors import INDEX
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
    """The pair the dealer makes of each vector under these rules."""
    if rules.dealer_sets == HOUSE_WAY:
        return house_way(pays_of(rules)).policy
    return best_large_policy()


def dealer_rule_name(rules: FiddlerCrabRules) -> str:
    """The rule the figures assume (dealer-choice is figured as best-large)."""
    return HOUSE_WAY if rules.dealer_sets == HOUSE_WAY else "best-large"


def dealer_split(
    rules: FiddlerCrabRules, cards: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """How the dealer splits nine cards under ``best-large`` or ``house-way``."""
    check_nine(cards)
    pair = int(dealer_policy(rules)[INDEX[vector_of_cards(cards)]])
    return split_to_pair(cards, pair)
