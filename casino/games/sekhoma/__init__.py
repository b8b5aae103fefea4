"""Sekhoma: the 72-card poker game of the seeds (RULES sections 1-3), as one ``GameSpec``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any

from casino.games.capabilities import (
    CommandLine,
    CommandOption,
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
    lazy,
    sealed_when_shoe,
    shoe_words,
)
from casino.games.house_rules import HouseRules
from casino.games.revenue import RAKE, TIME, HouseRevenue
from casino.games.sekhoma import narrative
from casino.games.sekhoma.engine import GAME
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import VOCABULARY, Exchange, StartHand
from casino.games.spec import GameSpec, RuleViolation


def _fill_random(state: Any, command: Any, rng: random.Random) -> Any:
    """A shoe table's cards are drawn as they are dealt: the deal from a deck the console
    shuffles at the start, an exchange's draw from the deck less the cards already out,
    shuffled as the exchange is made. The engine deals from the top and keeps only what it
    dealt, so no undealt order outlives the command. A live table's commands draw nothing."""
    if not isinstance(command, StartHand | Exchange) or state.rules.cards != "shoe":
        return command
    if isinstance(command, StartHand) and command.shoe is not None:
        raise RuleViolation("the console shuffles a shoe table's deck; a start brings none")
    if command.shoe is not None:
        raise RuleViolation("the console draws a shoe table's cards; an exchange brings none")
    from casino.equipment.sekhoma_pack import shuffled_deck

    if isinstance(command, StartHand):
        return StartHand(shoe=shuffled_deck(rng))
    out = state.hand.out if state.hand is not None else ()
    return replace(command, shoe=shuffled_deck(rng, out))


def _player(state: Any, rng: random.Random) -> Any:
    """The next command a busy table sees, as the console sends it: a shoe table's start or
    exchange brings no cards (``fill_random`` draws them), so what the simulator drew is left
    out."""
    from casino.games.sekhoma.player import next_command

    command = next_command(state, rng)
    if isinstance(command, StartHand | Exchange) and command.shoe is not None:
        return replace(command, shoe=None)
    return command


def _dealt(event: Any) -> Sequence[Any]:
    """The cards a shoe deal or an exchange's draw took from the shoe, in order."""
    from casino.games.sekhoma.engine import dealt_order
    from casino.games.sekhoma.types import CardsDealt, Exchanged

    if isinstance(event, CardsDealt):
        return dealt_order(event)
    if isinstance(event, Exchanged):
        return event.drawn or ()
    return ()


def _revenue(rules: HouseRules) -> HouseRevenue:
    """A rake of each pot, and or a time charge per period, as the rules set."""
    assert isinstance(rules, SekhomaRules)
    return HouseRevenue(
        RAKE if rules.rake_percent or not rules.time_charge else TIME,
        rake_percent=rules.rake_percent,
        rake_cap=rules.rake_cap,
        rake_min_pot=rules.rake_min_pot,
        time_charge=rules.time_charge,
        time_period_minutes=rules.time_period_minutes,
    )


def _soak_rules(number: int) -> SekhomaRules:
    return SekhomaRules(cards="shoe" if number % 3 == 0 else "live")


SPEC = GameSpec(
    name="sekhoma",
    title="Sekhoma",
    colour="#1f4e79",
    rules_type=SekhomaRules,
    engine=GAME,
    vocabulary=VOCABULARY,
    ledger_spec=Ledger(
        kinds=(
            "ante", "bet", "call", "raise", "all_in", "return", "rake", "pot_award",
            "time_charge", "void_return", "correction",
        ),
        handle=("ante", "bet", "call", "raise", "all_in"),
        handle_less=("return",),
        figures=(
            Figure("Pots awarded", "pot_award", "events", money=False),
            Figure("Paid from pots", "pot_award"),
            Figure("Largest pot", "pot_award", "largest"),
        ),
    ),
    narrative=Narrative(narrative.describe, narrative.summarise),
    equipment=Equipment(_fill_random, shoe_words, sealed_when_shoe, _dealt),
    demo=Demo(
        _player,
        _soak_rules,
        tables=(
            DemoTable("SK-1", "Pit 1", SekhomaRules(), 2.0, (80, 0)),
            DemoTable("SK-2", "Pit 1", SekhomaRules(cards="shoe"), 2.0, (60, 40)),
        ),
        rules_change=SekhomaRules(rake_percent=Decimal("4")),
    ),
    extras=(
        Projection(lazy("casino.games.sekhoma.projection", "project")),
        Revenue(_revenue),
        CommandLine(
            lazy("casino.games.sekhoma.cli", "register"),
            {"rank": GameCommand(
                help="rank six- or three-card Sekhoma hands, e.g. '3S 5S 1M 2C 6R 4N' (a "
                "3-card Small Hand too); with no HAND, one hand per line from standard input",
                run=lazy("casino.games.sekhoma.cli", "cmd_rank"),
                arguments=(
                    CommandOption(("--json",), {"action": "store_true",
                                                "help": "one JSON object per hand"}),
                    CommandOption(("hands",), {"nargs": "*", "metavar": "HAND"}),
                ),
                default=True,  # casino rank was Sekhoma's before other games ranked hands
            )},
        ),
        Preload(("casino.games.sekhoma.player",)),
    ),
)
