"""Sej (``rules/sej.md``): a race to 100 points with three wands and two dice, decided over
many Hands, as one ``GameSpec``. The platform's first game of dice and wands: a ``live`` table's
host types each throw and roll as read; an ``electronic`` one throws and rolls with the
service's CSPRNG and records each outcome as it happens (there is no shoe to seal: nothing is
drawn before it is shown)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from casino.equipment import dice, wands
from casino.games.capabilities import (
    Breakdown,
    CommandLine,
    Demo,
    DemoTable,
    Equipment,
    Figure,
    GameCommand,
    Ledger,
    Narrative,
    Preload,
    Projection,
    Revenue,
    SelfChecks,
    Vocabulary,
    nothing_dealt,
)
from casino.games.house_rules import HouseRules
from casino.games.revenue import HouseRevenue
from casino.games.sej import narrative
from casino.games.sej.engine import GAME
from casino.games.sej.ledger import HANDLE, KINDS
from casino.games.sej.rules import SejRules
from casino.games.sej.types import COMMAND_TAGS, EVENT_TAGS, RollDice, ThrowWands
from casino.games.spec import GameSpec, RuleViolation


def _fill_random(state: Any, command: Any, rng: random.Random) -> Any:
    """An electronic table's throws and rolls are the console's to make."""
    if not state.rules.electronic or not isinstance(command, RollDice | ThrowWands):
        return command
    if isinstance(command, RollDice):
        if command.roll is not None:
            raise RuleViolation("the console rolls the dice at an electronic table")
        return RollDice(command.seat, dice.roll(rng))
    if command.throw is not None:
        raise RuleViolation("the console throws the wands at an electronic table")
    return ThrowWands(command.seat, wands.throw(rng))


def _player(state: Any, rng: random.Random) -> Any:
    """The next command a busy table sees, as the console sends it: at an electronic table a
    throw or a roll brings nothing (``fill_random`` draws it)."""
    from casino.games.sej.player import next_command

    command = next_command(state, rng)
    if state.rules.electronic and isinstance(command, RollDice):
        return RollDice(command.seat)
    if state.rules.electronic and isinstance(command, ThrowWands):
        return ThrowWands(command.seat)
    return command


def _revenue(rules: HouseRules) -> HouseRevenue:
    assert isinstance(rules, SejRules)
    return rules.house_revenue()


def _project(state: Any, events: Sequence[Any]) -> Any:
    from casino.games.sej.projection import project

    return project(state, events)


def _soak_rules(number: int) -> SejRules:
    """The soak's Sej tables: live and electronic in turn, every third charging a fee per game
    and settling by margin, each to a short target so games end within a soak."""
    return SejRules(
        dice="electronic" if number % 2 else "live",
        revenue="per-deal" if number % 3 == 0 else "time",
        settle="margin" if number % 3 == 0 else "flat",
        target=50,
    )


def _cli(_sub: Any, simulate: Any) -> None:
    from casino.games.sej.cli import register

    register(simulate)


def _odds(args: Any, out: Any, err: Any) -> int:
    from casino.games.sej.cli import cmd_odds

    return cmd_odds(args, out, err)


def _odds_options() -> tuple[Any, ...]:
    from casino.games.sej.cli import ODDS_OPTIONS

    return ODDS_OPTIONS


def _check_throws() -> str:
    from casino.games.sej.examples import check_throws

    return check_throws()


def _equipment(rules: HouseRules) -> str:
    assert isinstance(rules, SejRules)
    return f"{rules.dice} dice and wands, {rules.players} players"


SPEC = GameSpec(
    name="sej",
    title="Sej",
    colour="#1f6f8b",
    rules_type=SejRules,
    engine=GAME,
    vocabulary=Vocabulary(COMMAND_TAGS, EVENT_TAGS),
    ledger_spec=Ledger(
        kinds=KINDS,
        handle=HANDLE,
        figures=(
            Figure("Games played", "game", "lines", money=False),
            Figure("Won or lost by a triple", "triple", "lines", money=False),
            Figure("Stakes moved", "stake_paid"),
            Figure("Largest settlement", "stake_paid", "largest"),
            Figure("Game fees", "deal_fee"),
        ),
        breakdown=Breakdown(
            "Settlements",
            (
                ("Paid by the losers", "stake_paid"),
                ("Won by the winners", "stake_won"),
                ("Game fees", "deal_fee"),
                ("Time charges", "time_charge"),
            ),
            note="Money moves between the players; the house earns only its fee.",
        ),
    ),
    narrative=Narrative(narrative.describe, narrative.summarise),
    equipment=Equipment(_fill_random, _equipment, lambda _rules: False, nothing_dealt),
    demo=Demo(
        _player,
        _soak_rules,
        # A pit of its own, opened after the others: the demo's older tables keep their times.
        tables=(DemoTable("SJ-1", "Pit 5", SejRules(dice="electronic", target=60), 6.0, (8, 6)),),
    ),
    extras=(
        SelfChecks((_check_throws,)),
        Projection(_project),
        Revenue(_revenue),
        CommandLine(
            _cli,
            {
                "odds": GameCommand(
                    help="Sej's 64 throws and what each puts in contest, a contest's odds, and each "
                    "player's exact chance to win a game under a declining policy (--policy, "
                    "--against, --scores, --rules)",
                    run=_odds,
                    arguments=_odds_options(),
                ),
            },
        ),
        Preload(("casino.games.sej.player", "casino.games.sej.projection")),
    ),
)
