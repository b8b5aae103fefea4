"""The dealer's split at the table, from the table's rules alone.

``best-large`` is fixed. A ``house-way`` policy takes seconds to search, so it is computed when
its rules version is published and arrives in the rules (``house_way_policy``); the engine
plays the policy it is given and never computes or loads one, so ``decide`` stays a function
of the state and the command. The math and the command line, which may compute a policy for
rules nobody published, go through ``policies`` instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino.equipment.sekhoma_pack import Card
from casino.games.fiddler_crab.math.edge import Policy, pays_of
from casino.games.fiddler_crab.math.policy_text import policy_of_text
from casino.games.fiddler_crab.math.splits import (
    best_large_policy,
    check_nine,
    split_to_pair,
    vector_of_cards,
)
from casino.games.fiddler_crab.math.vectors import INDEX
from casino.games.fiddler_crab.rules import HOUSE_WAY, FiddlerCrabRules
from casino.games.spec import RuleViolation
from casino.i18n import N_, _

NO_POLICY = N_(
    "house-way: these rules carry no dealer's policy (it is computed when a version is "
    "published), so the console cannot split the dealer's hand"
)
BAD_POLICY = "house-way: the dealer's policy these rules carry cannot be played: {}"
"""The English of the refusal of a policy that cannot be played (``played_policy`` words it
in the language spoken, with the reason named)."""


def played_policy(rules: FiddlerCrabRules) -> Policy:
    """The pair the dealer makes of each vector at a table under ``rules``: best-large's,
    or the house-way policy the rules carry (``RuleViolation`` when they carry none, or
    text that is not a policy). Under dealer-choice the dealer sets the hand; the figures
    assume best-large."""
    if rules.dealer_sets != HOUSE_WAY:
        return best_large_policy()
    if rules.house_way_policy is None:
        raise RuleViolation(_(NO_POLICY))
    try:
        return policy_of_text(rules.house_way_policy, pays_of(rules))
    except ValueError as exc:
        raise RuleViolation(
            _("house-way: the dealer's policy these rules carry cannot be played: {reason}").format(
                reason=exc
            )
        ) from None


def split_by(policy: Policy, cards: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """How ``policy`` splits nine cards."""
    check_nine(cards)
    return split_to_pair(cards, int(policy[INDEX[vector_of_cards(cards)]]))


def dealer_split(
    rules: FiddlerCrabRules, cards: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """How the dealer splits nine cards at a table under ``rules`` (``played_policy``)."""
    return split_by(played_policy(rules), cards)
