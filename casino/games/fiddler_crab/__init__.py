"""Fiddler-Crab: the banked Sekhoma variant, nine cards split into a Large and a Small Hand,
as one ``GameSpec``. Its exact mathematics (``math/``) gives the rules editor its figures,
the hold report its theory, and the house-way dealer its computed policy."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from casino.games.capabilities import (
    Breakdown,
    CommandLine,
    CommandOption,
    DecisionMeter,
    DecisionValue,
    Demo,
    DemoTable,
    Equipment,
    Figure,
    GameCommand,
    Ledger,
    Narrative,
    Preload,
    Prepare,
    Projection,
    RoundTheory,
    SelfChecks,
    Theory,
    Vocabulary,
    sealed_when_shoe,
    shoe_words,
)
from casino.games.fiddler_crab import narrative
from casino.games.fiddler_crab.engine import GAME
from casino.games.fiddler_crab.rules import HOUSE_WAY, FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    COMMAND_TAGS,
    EVENT_TAGS,
    NINE,
    SetDealerHand,
    StartRound,
)
from casino.games.house_rules import HouseRules
from casino.games.spec import GameSpec, RuleViolation

RESULTS = (
    ("Win both", "win_both"),
    ("Win Large only", "win_large"),
    ("Push", "push"),
    ("Lose", "loss"),
)
"""How a settled bet ended, by its wager kind: the report's table of results."""


def _fill_random(state: Any, command: Any, rng: random.Random) -> Any:
    """A shoe table's cards are drawn as they are dealt: the players' nines from a deck the
    console shuffles at the start, the dealer's nine from the deck less the players' cards
    when they are turned over, after every seat has set. The engine keeps only what it
    dealt, so no undealt order, and no face-down card, outlives the command. A live table's
    commands draw nothing."""
    if state.rules.cards != "shoe":
        return command
    from casino.equipment.sekhoma_pack import shuffled_deck

    if isinstance(command, StartRound):
        if command.shoe is not None:
            raise RuleViolation("the console shuffles a shoe table's deck; a start brings none")
        return StartRound(shoe=shuffled_deck(rng))
    rnd = state.round
    if isinstance(command, SetDealerHand) and rnd is not None and rnd.dealer_shown is None:
        if command.cards:
            raise RuleViolation("the console draws the dealer's nine at a shoe table")
        return replace(command, cards=shuffled_deck(rng, rnd.out)[:NINE])
    return command


def _player(state: Any, rng: random.Random) -> Any:
    """The next command a busy table sees, as the console sends it: a shoe table's start and
    the turning over of the dealer's nine bring no cards (``fill_random`` draws them), so what
    the simulator drew is left out."""
    from casino.games.fiddler_crab.player import next_command

    command = next_command(state, rng)
    if state.rules.cards != "shoe":
        return command
    if isinstance(command, StartRound) and command.shoe is not None:
        return StartRound(shoe=None)
    rnd = state.round
    if isinstance(command, SetDealerHand) and rnd is not None and rnd.dealer_shown is None:
        return replace(command, cards=())
    return command


def _dealt(event: Any) -> Sequence[Any]:
    """The cards a shoe round took from the shoe, in order: the players' nines one at a time
    round the table, then the dealer's nine as they were turned over."""
    from casino.games.fiddler_crab.rules import DEALER_CHOICE
    from casino.games.fiddler_crab.types import CardsDealt, DealerCardsShown, DealerHandSet

    if isinstance(event, CardsDealt):
        return tuple(card for turn in zip(*event.hands, strict=True) for card in turn)
    if isinstance(event, DealerCardsShown):
        return event.cards
    if isinstance(event, DealerHandSet) and event.rule != DEALER_CHOICE:
        return event.cards  # drawn by this very command (under dealer-choice: when shown)
    return ()


def _soak_rules(number: int) -> FiddlerCrabRules:
    return FiddlerCrabRules(cards="shoe" if number % 3 == 0 else "live")


def _theory(rules: HouseRules) -> RoundTheory:
    from casino.games.fiddler_crab.math.theory import fiddler_crab_round

    return fiddler_crab_round(rules)


def _split_value(rules: HouseRules, event: Any) -> DecisionValue | None:
    from casino.games.fiddler_crab.math.skill import split_value

    return split_value(rules, event)


def _prepare(rules: HouseRules, announce: Callable[[], None] | None) -> None:
    """Load (or compute, once, into the disk cache) a house-way dealer's policy, so no
    dealer's click waits seconds for it."""
    if not isinstance(rules, FiddlerCrabRules) or rules.dealer_sets != HOUSE_WAY:
        return
    from casino.games.fiddler_crab.math.policies import pays_of
    from casino.games.fiddler_crab.math.policy_store import cached_house_way

    cached_house_way(pays_of(rules), announce=announce)


def _check_math() -> str:
    """The exact edge (numpy) and the house-way bound's linear programme (scipy's HiGHS),
    whose compiled modules a bundle most easily leaves out."""
    from casino.games.fiddler_crab.math.figures import edge_report, percent
    from casino.games.fiddler_crab.math.houseway import randomised_value
    from casino.games.fiddler_crab.math.policies import pays_of

    rules = FiddlerCrabRules()
    report = edge_report(rules)
    value = randomised_value(pays_of(rules))
    return (
        f"a skilled player expects {percent(report.skilled.ev_per_bet)} per bet under "
        f"Fiddler-Crab's default rules; house-way bound programme solved ({value:+.4f} per hand)"
    )


def _project(state: Any, events: Sequence[Any]) -> Any:
    from casino.games.fiddler_crab.projection import project

    return project(state, events)


def _odds(args: Any, out: Any, err: Any) -> int:
    from casino.games.fiddler_crab.cli import cmd_odds

    return cmd_odds(args, out, err)


def _cli(sub: Any, simulate: Any) -> None:
    from casino.games.fiddler_crab.cli import register

    register(sub, simulate)


SPEC = GameSpec(
    name=FiddlerCrabRules.GAME,
    title="Fiddler-Crab",
    colour="#b5651d",
    rules_type=FiddlerCrabRules,
    engine=GAME,
    vocabulary=Vocabulary(COMMAND_TAGS, EVENT_TAGS),
    ledger_spec=Ledger(
        kinds=(
            "bet",
            "withdraw",
            "action",
            "push",
            "loss",
            "win_both",
            "win_large",
            "commission",
            "void_return",
            "correction",
        ),
        handle=("action",),
        figures=(Figure("Commission", "commission"),),
        breakdown=Breakdown(
            "Result",
            RESULTS,
            "Amount: paid to the player for a win, carried for a push, taken for a loss.",
            counted="Bets",
        ),
    ),
    narrative=Narrative(narrative.describe, narrative.summarise),
    equipment=Equipment(_fill_random, shoe_words, sealed_when_shoe, _dealt),
    demo=Demo(
        _player,
        _soak_rules,
        tables=(
            DemoTable("FC-1", "Pit 2", FiddlerCrabRules(), 1.5, (90, 0)),
            DemoTable("FC-2", "Pit 2", FiddlerCrabRules(cards="shoe", seats=5), 1.5, (60, 40)),
        ),
    ),
    extras=(
        Theory(_theory),
        Prepare(_prepare),
        DecisionMeter(("HandSet",), _split_value, "split"),
        SelfChecks((_check_math,)),
        Projection(_project),
        CommandLine(
            _cli,
            {
                "odds": GameCommand(
                    help="exact category probabilities of the 6- and 3-card hands its deck deals",
                    run=_odds,
                    arguments=(
                        CommandOption(
                            ("--json",), {"action": "store_true", "help": "one JSON object"}
                        ),
                    ),
                    default=True,  # casino odds was Fiddler-Crab's before other games had odds
                )
            },
        ),
        Preload(
            (
                "casino.games.fiddler_crab.player",
                "casino.games.fiddler_crab.math.policies",
                "casino.games.fiddler_crab.math.policy_store",
            )
        ),
    ),
)
