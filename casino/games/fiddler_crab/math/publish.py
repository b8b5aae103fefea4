"""What a Fiddler-Crab rules version keeps besides its rules: a house-way dealer's policy.

The services call ``with_house_way`` (the spec's ``Publish``) when a version is published, so
the version and every adoption of it carry the policy the table plays, and when they load a
version, or a table's rules, stored before versions kept it, which the policy store fills in
for the version's pays (computed once into the disk cache if it is not there yet).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from casino.games.fiddler_crab.math.edge import pays_of
from casino.games.fiddler_crab.math.policy_store import cached_house_way
from casino.games.fiddler_crab.math.policy_text import policy_of_text, policy_text
from casino.games.fiddler_crab.rules import HOUSE_WAY, FiddlerCrabRules
from casino.games.house_rules import HouseRules


def with_house_way(
    rules: HouseRules, announce: Callable[[], None] | None = None
) -> FiddlerCrabRules:
    """``rules`` as a version keeps them: under house-way with the dealer's policy (the one
    they carry when it answers their pays, else the policy store's for their pays;
    ``announce`` is called before a computation of seconds), under another dealer rule with
    none."""
    if not isinstance(rules, FiddlerCrabRules):
        raise TypeError(f"Fiddler-Crab keeps no policy for {type(rules).__name__}")
    if rules.dealer_sets != HOUSE_WAY:
        return rules if rules.house_way_policy is None else rules.without_computed()
    pays = pays_of(rules)
    if rules.house_way_policy is not None:
        try:
            policy_of_text(rules.house_way_policy, pays)
        except ValueError:
            pass  # another pays' policy, or none at all: the store's for these pays instead
        else:
            return rules
    found = cached_house_way(pays, announce=announce)
    return dataclasses.replace(rules, house_way_policy=policy_text(found.policy, pays))
