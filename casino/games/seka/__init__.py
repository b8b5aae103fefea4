"""Seka / Svara: the three-card pool game with a joker, dark play and the svara re-deal
(``rules/seka.md``), as one ``GameSpec``, with the scoring profiles of both seeds."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

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
    Prepare,
    Projection,
    Revenue,
    SelfChecks,
    Vocabulary,
    sealed_when_shoe,
)
from casino.games.house_rules import HouseRules
from casino.games.revenue import RAKE, TIME, HouseRevenue
from casino.games.seka import narrative
from casino.games.seka.engine import GAME
from casino.games.seka.ledger import HANDLE, KINDS
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import COMMAND_TAGS, EVENT_TAGS, DealSvara, StartHand
from casino.games.seka.values import values_of
from casino.games.spec import GameSpec, RuleViolation


def _fill_random(state: Any, command: Any, rng: random.Random) -> Any:
    """A shoe table's hand, and each svara deal, start from a pack the console shuffles."""
    if isinstance(command, StartHand | DealSvara) and state.rules.cards == "shoe":
        if command.shoe is not None:
            raise RuleViolation("the console shuffles a shoe table's pack; a deal brings none")
        return type(command)(shoe=state.rules.scoring().pack.shuffled(rng))
    return command


def _dealt(event: Any) -> Sequence[Any]:
    """The cards a shoe deal (the first, or a svara's) took from the shoe, in order: one at a
    time round the table."""
    from casino.games.seka.types import CardsDealt

    if isinstance(event, CardsDealt) and event.hands is not None:
        return tuple(card for turn in zip(*event.hands, strict=True) for card in turn)
    return ()


def _player(state: Any, rng: random.Random) -> Any:
    """The next command a busy table sees, as the console sends it: a deal brings no shoe
    (``fill_random`` draws it)."""
    from casino.games.seka.player import next_command

    command = next_command(state, rng)
    if isinstance(command, StartHand | DealSvara) and command.shoe is not None:
        return type(command)(shoe=None)
    return command


def _revenue(rules: HouseRules) -> HouseRevenue:
    """A rake of each pot finally awarded, or a time charge per period."""
    assert isinstance(rules, SekaRules)
    return HouseRevenue(
        RAKE if rules.rake_percent or not rules.time_charge else TIME,
        rake_percent=rules.rake_percent,
        rake_cap=rules.rake_cap,
        rake_min_pot=rules.rake_min_pot,
        time_charge=rules.time_charge,
        time_period_minutes=rules.time_period_minutes,
    )


def _project(state: Any, events: Sequence[Any]) -> Any:
    from casino.games.seka.projection import project

    return project(state, events)


def _soak_rules(number: int) -> SekaRules:
    """The soak's Seka tables: live and shoe, both reveal modes."""
    return SekaRules(
        cards="shoe" if number % 2 else "live", reveal="all" if number % 3 == 0 else "previous"
    )


def _cli(sub: Any, simulate: Any) -> None:
    from casino.games.seka.cli import register

    register(sub, simulate)


def _rank(args: Any, out: Any, err: Any) -> int:
    from casino.games.seka.cli import cmd_rank

    return cmd_rank(args, out, err)


def _odds(args: Any, out: Any, err: Any) -> int:
    from casino.games.seka.cli import cmd_odds

    return cmd_odds(args, out, err)


def _options() -> tuple[Any, ...]:
    from casino.games.seka.cli import ODDS_OPTIONS, RANK_OPTIONS

    return RANK_OPTIONS, ODDS_OPTIONS


_RANK_OPTIONS, _ODDS_OPTIONS = _options()


def _check_examples() -> str:
    from casino.games.seka.examples import check_examples

    return check_examples()


def _prepare(rules: HouseRules, announce: Any = None) -> None:
    """Every hand's value under the rules' profile, worked out once when the table loads
    its rules (up to 23,426 hands with a real joker: a third of a second), so no dealer's
    reveal waits for it."""
    del announce
    if isinstance(rules, SekaRules):
        values_of(rules.scoring())


def _equipment(rules: HouseRules) -> str:
    assert isinstance(rules, SekaRules)
    return f"{rules.cards} cards, {rules.scoring().describe()}"


SPEC = GameSpec(
    name="seka",
    title="Seka",
    colour="#7b2d26",
    rules_type=SekaRules,
    engine=GAME,
    vocabulary=Vocabulary(COMMAND_TAGS, EVENT_TAGS),
    ledger_spec=Ledger(
        kinds=KINDS,
        handle=HANDLE,
        handle_less=("return",),
        figures=(
            Figure("Pots awarded", "pot_award", "events", money=False),
            Figure("Paid from pots", "pot_award"),
            Figure("Largest pot", "pot_award", "largest"),
            Figure("Svaras", "svara", "lines", money=False),
            Figure("Carried into svaras", "svara"),
            Figure("Split by agreement", "split"),
        ),
        breakdown=Breakdown(
            "Payments",
            (
                ("Antes", "ante"),
                ("Calls", "call"),
                ("Raises", "raise"),
                ("Reveals", "reveal"),
                ("All-ins", "all_in"),
                ("Svara fees", "svara_join"),
                ("Returned", "return"),
            ),
            note="Dark players pay half the stake; every payment is a line of the log.",
        ),
    ),
    narrative=Narrative(narrative.describe, narrative.summarise),
    equipment=Equipment(_fill_random, _equipment, sealed_when_shoe, _dealt),
    demo=Demo(
        _player,
        _soak_rules,
        # A pit of its own, opened after the others: the demo's older tables keep their times.
        tables=(DemoTable("SE-1", "Pit 3", SekaRules(cards="shoe"), 1.5, (50, 40)),),
    ),
    extras=(
        SelfChecks((_check_examples,)),
        Projection(_project),
        Revenue(_revenue),
        CommandLine(
            _cli,
            {
                "rank": GameCommand(
                    help="the value of each three-card Seka hand, e.g. '7H 7D 7S' (--profile, and "
                    "--pack/--joker for seka-russian)",
                    run=_rank,
                    arguments=_RANK_OPTIONS,
                ),
                "odds": GameCommand(
                    help="every Seka hand value's exact count and the chance a two-player showdown "
                    "is a svara (--profile, --pack, --joker)",
                    run=_odds,
                    arguments=_ODDS_OPTIONS,
                ),
            },
        ),
        Preload(("casino.games.seka.player", "casino.games.seka.projection")),
        Prepare(_prepare),
    ),
)
