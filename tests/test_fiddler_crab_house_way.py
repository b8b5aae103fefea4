"""The house-way policy travels with its rules version (issue 37, item 3).

A house-way policy takes seconds to search, so it is computed when a version is published and
kept in the version's rules (``house_way_policy``: a computed value, not a house rule) and in
every adoption of it; the engine plays the policy its rules carry and never computes or loads
one. A version stored before versions kept their policy (its text, its adoption events) reads
back to the same bytes, and the table service fills the policy in from the policy store when
a table takes it up.

The policy here is a stand-in that the search would never choose (the lowest pair each hand
can make, so it differs from best-large and its effect shows), made known to the policy
store for the default pays, as its disk cache would: the search itself is tested in
``test_fiddler_crab_math``.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import textwrap
from collections.abc import Iterator

import numpy as np
import pytest
from sqlalchemy import select
from store_fixtures import Staff, open_table, sender

from casino.equipment.sekhoma_pack import parse_cards
from casino.games.fiddler_crab.engine import execute, new_table
from casino.games.fiddler_crab.math import policy_store
from casino.games.fiddler_crab.math.dealer import BAD_POLICY, NO_POLICY, dealer_split, split_by
from casino.games.fiddler_crab.math.edge import Policy, mirror, outcome_counts, pays_of, skilled
from casino.games.fiddler_crab.math.houseway import HouseWay
from casino.games.fiddler_crab.math.policy_text import policy_of_text, policy_text
from casino.games.fiddler_crab.math.publish import with_house_way
from casino.games.fiddler_crab.math.splits import (
    best_large_policy,
    best_large_split,
    options_mask,
)
from casino.games.fiddler_crab.rules import BEST_LARGE, HOUSE_WAY, FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    DealerHandSet,
    PlaceBet,
    SetDealerHand,
    SetHand,
    Settle,
    StartRound,
)
from casino.games.house_rules import HouseRules, RulesError
from casino.games.seating import SeatPlayer
from casino.games.spec import RuleViolation
from casino.services import Services
from casino.services.pit import rules as rules_service
from casino.store import models as m
from casino.store.verify import verify

HOUSE = FiddlerCrabRules(dealer_sets=HOUSE_WAY)
NINE = parse_cards("1S 2S 3S 4S 1M 1C 1R 1N 1P")
LARGE, SMALL = parse_cards("6S 6M 6C 6R 6N 6P"), parse_cards("5N 5P 5R")
KEY = "house_way_policy"


def lowest_pairs() -> Policy:
    """A policy no search would choose: each hand set to the lowest pair it can make."""
    policy: Policy = np.argmax(options_mask(), axis=1).astype(np.int64)
    return policy


PAYS = pays_of(FiddlerCrabRules())
STAND_IN = policy_text(lowest_pairs(), PAYS)
PUBLISHED = FiddlerCrabRules(dealer_sets=HOUSE_WAY, house_way_policy=STAND_IN)


def test_the_stand_in_splits_otherwise_than_best_large() -> None:
    assert split_by(lowest_pairs(), NINE) != best_large_split(NINE)


# --- the rules -------------------------------------------------------------------------------


def test_a_policy_is_about_700_characters_and_reads_back_exactly() -> None:
    assert len(STAND_IN) < 1_000  # 2,002 pairs; a JSON list of them is about 5,500
    assert STAND_IN.startswith("2|1|0|withdraw;")  # the pays it answers, then its pairs
    assert (policy_of_text(STAND_IN, PAYS) == lowest_pairs()).all()


def test_the_policy_is_kept_in_the_stored_form_but_is_no_house_rule() -> None:
    assert PUBLISHED.to_dict()[KEY] == STAND_IN
    assert FiddlerCrabRules.from_dict(PUBLISHED.to_dict()).house_way_policy == STAND_IN
    assert PUBLISHED == HOUSE  # equality, as the editor and a table's rules compare them
    assert KEY not in PUBLISHED.values()
    assert KEY not in PUBLISHED.to_toml()
    assert KEY not in {field["name"] for field in FiddlerCrabRules.describe_fields()}
    assert STAND_IN not in repr(PUBLISHED)


def test_rules_stored_before_policies_were_kept_read_back_to_the_same_text() -> None:
    stored = HOUSE.to_dict()
    assert KEY not in stored
    assert FiddlerCrabRules.from_dict(stored).to_dict() == stored


def test_a_rules_file_does_not_bring_a_policy() -> None:
    text = HOUSE.to_toml() + f'{KEY} = "{STAND_IN}"\n'
    with pytest.raises(RulesError) as refused:
        FiddlerCrabRules.from_toml(text)
    assert refused.value.problems == {
        KEY: "House-way policy is computed when the rules are published, not written in a "
        "rules file"
    }


def test_changing_a_rule_drops_the_policy_computed_for_the_old_ones() -> None:
    assert PUBLISHED.replace(pay_both="3:1").house_way_policy is None
    assert PUBLISHED.without_computed() == PUBLISHED
    assert PUBLISHED.without_computed().house_way_policy is None


# --- the engine ------------------------------------------------------------------------------


def dealer_sets(rules: FiddlerCrabRules) -> DealerHandSet:
    """Play one live round to the dealer's hand: seat 1 bets, sets, and the dealer's nine
    are entered."""
    state = new_table(rules)
    for command in (SeatPlayer(1, "Ann", 5_000), PlaceBet(1, 1_000), StartRound(),
                    SetHand(1, LARGE, SMALL)):  # fmt: skip
        state, _ = execute(state, command)
    _, events = execute(state, SetDealerHand(NINE))
    (dealer,) = (e for e in events if isinstance(e, DealerHandSet))
    return dealer


def test_the_dealer_plays_the_policy_the_rules_carry() -> None:
    dealer = dealer_sets(PUBLISHED)
    assert (dealer.large, dealer.small) == split_by(lowest_pairs(), NINE)
    assert (dealer.large, dealer.small) == dealer_split(PUBLISHED, NINE)
    assert dealer.rule == HOUSE_WAY


def test_a_house_way_table_whose_rules_carry_no_policy_is_refused_in_one_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def searched(*_args: object) -> HouseWay:
        raise AssertionError("the engine computed a policy")

    monkeypatch.setattr("casino.games.fiddler_crab.math.houseway.compute_house_way", searched)
    with pytest.raises(RuleViolation) as refused:
        dealer_sets(HOUSE)
    assert str(refused.value) == NO_POLICY
    assert NO_POLICY.count(".") == 0 and "\n" not in NO_POLICY
    assert dealer_sets(FiddlerCrabRules(dealer_sets=BEST_LARGE)).large  # needs no policy


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("not a policy!", "it does not name the pays it was computed for"),
        ("2|1|0|withdraw;not base64!", "it is not a policy's text (deflated base64)"),
        (
            policy_text(lowest_pairs(), pays_of(FiddlerCrabRules(pay_both="3:1"))),
            "it was computed for the pays 3|1|0|withdraw, not these (2|1|0|withdraw)",
        ),
        (
            policy_text(lowest_pairs()[:-1], PAYS),
            "it does not give a pair for each of the 2,002 suit-count vectors",
        ),
        (
            policy_text(np.zeros(2002, dtype=np.int64), PAYS),
            "it sets a hand to a pair its cards cannot make",
        ),
    ],
)
def test_a_policy_that_is_not_one_is_refused_in_one_sentence(text: str, problem: str) -> None:
    with pytest.raises(RuleViolation) as refused:
        dealer_sets(FiddlerCrabRules(dealer_sets=HOUSE_WAY, house_way_policy=text))
    assert str(refused.value) == BAD_POLICY.format(problem)


ENGINE_ALONE = textwrap.dedent(
    """
    import json, sys
    import numpy as np
    from casino.equipment.sekhoma_pack import parse_cards
    from casino.games.fiddler_crab import SPEC
    from casino.games.fiddler_crab.math.policy_text import policy_text
    from casino.games.fiddler_crab.math.splits import options_mask
    from casino.games.fiddler_crab.rules import FiddlerCrabRules
    from casino.games.fiddler_crab.types import *
    from casino.games.seating import SeatPlayer

    from casino.games.fiddler_crab.math.edge import pays_of

    pays = pays_of(FiddlerCrabRules())
    text = policy_text(np.argmax(options_mask(), axis=1).astype(np.int64), pays)
    rules = FiddlerCrabRules(dealer_sets="house-way", house_way_policy=text)
    engine = SPEC.engine
    state = engine.new_table(rules)
    for command in (
        SeatPlayer(1, "Ann", 5_000), PlaceBet(1, 1_000), StartRound(),
        SetHand(1, parse_cards("6S 6M 6C 6R 6N 6P"), parse_cards("5N 5P 5R")),
        SetDealerHand(parse_cards("1S 2S 3S 4S 1M 1C 1R 1N 1P")), Settle(),
    ):
        state, events = engine.decide(state, command)
    print(json.dumps([name for name in sys.modules if name.startswith("casino.games")]))
    """
)


def test_the_engine_never_imports_the_policy_store() -> None:
    """In a fresh process, a round at a house-way table played through the spec's engine
    leaves the policy store, the process cache, the search and the publish step unimported."""
    found = subprocess.run(
        [sys.executable, "-c", ENGINE_ALONE], capture_output=True, text=True, check=True
    )
    loaded = set(json.loads(found.stdout))
    assert "casino.games.fiddler_crab.math.dealer" in loaded
    math = "casino.games.fiddler_crab.math"
    assert not loaded & {f"{math}.policy_store", f"{math}.policies", f"{math}.houseway",
                         f"{math}.publish"}  # fmt: skip


# --- publishing and loading ------------------------------------------------------------------


@pytest.mark.usefixtures("stand_in_known")
def test_publishing_fills_in_the_policy_store_s_policy_and_keeps_what_a_version_carries() -> None:
    assert with_house_way(HOUSE).house_way_policy == STAND_IN
    assert with_house_way(PUBLISHED) is PUBLISHED
    carried = dataclasses.replace(PUBLISHED, dealer_sets=BEST_LARGE)
    assert with_house_way(carried).house_way_policy is None  # best-large plays none


def test_a_policy_carried_past_a_change_of_pays_is_not_played() -> None:
    """A version's policy answers its pays: rules whose pays changed while the policy was
    carried along (by ``dataclasses.replace``, or any path but publishing) are refused at the
    dealer's split, and a version kept from them gets the policy for its own pays."""
    other = dataclasses.replace(PUBLISHED, pay_both="3:1")
    assert other.house_way_policy == STAND_IN
    with pytest.raises(RuleViolation, match=r"computed for the pays 2\|1\|0\|withdraw"):
        dealer_sets(other)
    for _ in known_as_stand_in(other):  # the store knows 3:1's house-way (no search here)
        kept = with_house_way(other).house_way_policy
    assert kept is not None and kept.startswith("3|1|0|withdraw;")
    assert (policy_of_text(kept, pays_of(other)) == lowest_pairs()).all()


@pytest.fixture
def stand_in_known() -> Iterator[None]:
    """The stand-in is the policy store's house-way for the default pays (as if found in
    its disk cache) for the test, and forgotten after it."""
    yield from known_as_stand_in(HOUSE)


def known_as_stand_in(rules: FiddlerCrabRules) -> Iterator[None]:
    """The stand-in as the policy store's house-way for ``rules``' pays, while it runs."""
    policy, pays = lowest_pairs(), pays_of(rules)
    counts = outcome_counts(policy)
    before = policy_store.known_house_way(pays)
    policy_store.remember(pays, HouseWay(
        policy=policy, skilled=skilled(counts, pays), mirror=mirror(counts, policy, pays),
        bound=0.0, differs_from_best_large=0, seconds=0.0, sweeps=0,
    ))  # fmt: skip
    yield
    if before is None:
        del policy_store._HOUSE_WAYS[pays]
    else:
        policy_store.remember(pays, before)


def stored_rules(services: Services, table_id: int) -> tuple[str, list[str]]:
    """The text of the version the table plays and of each adoption event in its stream."""
    with services.db.read() as session:
        version = session.scalar(
            select(m.RuleVersion.rules)
            .join(m.TableRules, m.TableRules.rule_version_id == m.RuleVersion.id)
            .where(m.TableRules.table_id == table_id)
            .order_by(m.TableRules.id.desc())
            .limit(1)
        )
        adoptions = session.scalars(
            select(m.Event.data)
            .where(m.Event.table_id == table_id, m.Event.type == "RulesAdopted")
            .order_by(m.Event.seq)
        ).all()
    return str(version), list(adoptions)


def play_round(services: Services, staff: Staff, table_id: int) -> DealerHandSet:
    """One live round at the table, seat 1 betting: how the dealer's hand was set."""
    send = sender(services, staff, table_id)
    for command in (SeatPlayer(1, "Ann", 5_000), PlaceBet(1, 1_000), StartRound(),
                    SetHand(1, LARGE, SMALL), SetDealerHand(NINE), Settle()):  # fmt: skip
        send(command)
    (dealer,) = (
        e for e in services.tables.recent_events(table_id)[1] if isinstance(e, DealerHandSet)
    )
    return dealer


@pytest.mark.usefixtures("stand_in_known")
def test_a_published_house_way_version_and_its_adoption_carry_the_policy(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, "fiddler-crab", HOUSE)  # published without a policy
    version, adoptions = stored_rules(services, table)
    assert json.loads(version)[KEY] == STAND_IN
    assert [json.loads(a)["rules"][KEY] for a in adoptions] == [STAND_IN]
    dealer = play_round(services, staff, table)
    assert (dealer.large, dealer.small) == split_by(lowest_pairs(), NINE)


@pytest.mark.usefixtures("stand_in_known")
def test_publishing_computes_the_policy_rather_than_keep_one_brought_in(
    services: Services, staff: Staff
) -> None:
    brought = dataclasses.replace(PUBLISHED, seats=6, house_way_policy=policy_text(
        best_large_policy(), PAYS
    ))  # a policy computed for other rules, carried over past ``replace``  # fmt: skip
    version_id = services.rules.publish(
        staff.boss, brought, "six seats", approved_by=Staff.witness(staff.admin)
    )
    rules = services.rules.rules(version_id)
    assert isinstance(rules, FiddlerCrabRules)
    assert rules.seats == 6 and rules.house_way_policy == STAND_IN
    best = services.rules.publish(
        staff.boss, PUBLISHED.replace(dealer_sets=BEST_LARGE), "best-large",
        approved_by=Staff.witness(staff.admin),
    )  # fmt: skip
    assert KEY not in services.rules.versions("fiddler-crab")[-1]["rules"]
    assert services.rules.rules(best) == FiddlerCrabRules()
    assert getattr(services.rules.rules(best), KEY) is None


def kept_as_given(rules: HouseRules, announce: object = None) -> HouseRules:
    """Publishing and adopting as the release before this one: nothing computed or kept."""
    del announce
    return rules


@pytest.mark.usefixtures("stand_in_known")
def test_a_version_published_before_policies_were_kept_loads_and_plays(
    services: Services, staff: Staff, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A house-way version published, and adopted, by a release that kept no policy: its
    text and its adoption event stay as written; a table service that loads it fills the
    policy in from the policy store and plays it; a new adoption of it carries it; every
    chain still verifies."""
    with monkeypatch.context() as before:  # the release before: nothing computed, nothing kept
        before.setattr(rules_service, "complete", kept_as_given)
        table = open_table(services, staff, "fiddler-crab", HOUSE)
    version, adoptions = stored_rules(services, table)
    old_text = HOUSE.to_dict()
    assert json.loads(version) == old_text and KEY not in version
    assert [json.loads(a)["rules"] for a in adoptions] == [old_text]

    upgraded = Services(services.db)  # a console of this release: nothing cached
    dealer = play_round(upgraded, staff, table)
    assert (dealer.large, dealer.small) == split_by(lowest_pairs(), NINE)
    assert stored_rules(upgraded, table) == (version, adoptions)  # as written

    with services.db.read() as session:
        version_id = session.scalar(
            select(m.TableRules.rule_version_id).where(m.TableRules.table_id == table)
        )
    second = open_table(upgraded, staff, "fiddler-crab", FiddlerCrabRules())
    assert version_id is not None
    upgraded.rules.assign(staff.boss, second, version_id)
    assert play_round(upgraded, staff, second).large == dealer.large
    _, taken_up = stored_rules(upgraded, second)
    assert json.loads(taken_up[-1])["rules"][KEY] == STAND_IN

    with services.db.read() as session:
        assert [c.problem for c in verify(session) if c.problem is not None] == []
