"""The three trick games as ``GameSpec``s: one engine and one console, three rule sets.

Each spec is built here from its game's rules class and engine; the package exports them as
``SPECS`` (``casino.games.games`` finds a package's ``SPEC`` or ``SPECS``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from functools import partial
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
    Projection,
    Revenue,
    SelfChecks,
    Vocabulary,
    sealed_when_shoe,
)
from casino.games.house_rules import HouseRules
from casino.games.revenue import HouseRevenue
from casino.games.spec import Engine, GameSpec, RuleViolation
from casino.games.tricks import narrative
from casino.games.tricks.ledger import HANDLE, KINDS
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    COMMAND_TAGS,
    EVENT_TAGS,
    EndTrick,
    PlayCard,
    PlayDark,
    StartDeal,
)

LEDGER = Ledger(
    kinds=KINDS,
    handle=HANDLE,
    figures=(
        Figure("Deals played", "deal", "lines", money=False),
        Figure("Matches finished", "match", "lines", money=False),
        Figure("Matches abandoned", "abandoned", "lines", money=False),
        Figure("Stakes moved", "stake_paid"),
        Figure("Largest settlement", "stake_paid", "largest"),
        Figure("Deal fees", "deal_fee"),
    ),
    breakdown=Breakdown(
        "Settlements",
        (
            ("Paid by the losing sides", "stake_paid"),
            ("Won by the winning sides", "stake_won"),
            ("Deal fees", "deal_fee"),
            ("Time charges", "time_charge"),
        ),
        note="Money moves between the players; the house earns only its fee.",
    ),
)


def fill_random(state: Any, command: Any, rng: random.Random) -> Any:
    """A deal's shuffle at a shoe table, each card drawn from its stock, and the first dealer
    are the console's to draw. The deal is dealt from a pack shuffled at its start; a play
    that may draw from the stock draws from the pack less the cards out this deal, shuffled as
    it is made. The engine keeps only what it dealt, so no undealt order outlives the
    command."""
    if isinstance(command, PlayCard | PlayDark | EndTrick):
        if command.shoe is not None:
            raise RuleViolation("the console draws the stock's cards; a play brings none")
        deal = state.deal
        if deal is None or deal.hands is None or not deal.stock_left:
            return command
        return replace(command, shoe=state.rules.law().pack.shuffled(rng, deal.out))
    if not isinstance(command, StartDeal):
        return command
    if command.shoe is not None or command.dealer is not None:
        raise RuleViolation(
            "the console shuffles the pack and draws the first dealer; a deal brings neither"
        )
    rules: TrickRules = state.rules
    shoe = rules.law().pack.shuffled(rng) if rules.cards == "shoe" else None
    dealer = rng.randint(1, rules.players) if state.dealer is None else None
    return StartDeal(shoe, dealer)


def dealt(event: Any) -> Sequence[Any]:
    """The cards a shoe deal took from the shoe: the hands dealt (seat by seat), then each
    card drawn or turned up from the stock, as it left it."""
    from casino.games.tricks.types import CardPlayed, CardsDealt, CardsDrawn

    if isinstance(event, CardsDealt) and event.hands is not None:
        return tuple(card for hand in event.hands for card in hand)
    if isinstance(event, CardPlayed) and event.dark:
        return (event.card,)
    if isinstance(event, CardsDrawn):
        return tuple(card for _seat, card in event.draws)
    return ()


def player(state: Any, rng: random.Random) -> Any:
    """The next command of a busy table, as the console sends it (a deal brings nothing the
    console draws)."""
    from casino.games.tricks.player import next_command

    command = next_command(state, rng)
    if isinstance(command, StartDeal):
        return StartDeal()
    if isinstance(command, PlayCard | PlayDark | EndTrick) and command.shoe is not None:
        return replace(command, shoe=None)
    return command


def _revenue(rules: HouseRules) -> HouseRevenue:
    assert isinstance(rules, TrickRules)
    return rules.house_revenue()


def _project(state: Any, events: Any) -> Any:
    from casino.games.tricks.projection import project

    return project(state, events)


def _equipment(rules: HouseRules) -> str:
    assert isinstance(rules, TrickRules)
    return f"{rules.cards} cards, {rules.law().pack.id}, {rules.players} players"


def _cli(rules_type: type[TrickRules], _sub: Any, simulate: Any) -> None:
    from casino.games.tricks.cli import register

    register(rules_type, simulate)


def _trick(rules_type: type[TrickRules], args: Any, out: Any, err: Any) -> int:
    from casino.games.tricks.cli import cmd_trick

    return cmd_trick(rules_type, args, out, err)


def _check_tricks(rules_type: type[TrickRules]) -> str:
    from casino.games.tricks.examples import check_tricks

    return check_tricks(rules_type)


def _check_scoring(rules_type: type[TrickRules]) -> str:
    from casino.games.tricks.examples import check_scoring

    return check_scoring(rules_type)


def _soak_rules(rules_type: type[TrickRules], number: int) -> TrickRules:
    """The soak's tables of the game: shoe and live in turn, every third charging a fee per
    deal, each to a short target (``SOAK``) so matches end and settle within a soak."""
    return rules_type().replace(
        cards="shoe" if number % 2 else "live",
        revenue="per-deal" if number % 3 == 0 else "time",
        **dict(rules_type.SOAK),
    )


def trick_spec(
    engine: Engine[Any, Any, Any],
    rules_type: type[TrickRules],
    title: str,
    colour: str,
    demo: DemoTable,
) -> GameSpec:
    from casino.games.tricks.cli import TRICK_OPTIONS

    counts = ", ".join(map(str, rules_type.PLAYER_COUNTS))
    return GameSpec(
        name=rules_type.GAME,
        title=title,
        colour=colour,
        rules_type=rules_type,
        engine=engine,
        vocabulary=Vocabulary(COMMAND_TAGS, EVENT_TAGS),
        ledger_spec=LEDGER,
        narrative=Narrative(narrative.describe, narrative.summarise),
        equipment=Equipment(fill_random, _equipment, sealed_when_shoe, dealt),
        demo=Demo(player, partial(_soak_rules, rules_type), tables=(demo,)),
        extras=(
            SelfChecks((partial(_check_tricks, rules_type), partial(_check_scoring, rules_type))),
            Projection(_project),
            Revenue(_revenue),
            CommandLine(
                partial(_cli, rules_type),
                {
                    "trick": GameCommand(
                        help=f"who wins a {title} trick, its cards and points (--players {counts})",
                        run=partial(_trick, rules_type),
                        arguments=TRICK_OPTIONS,
                    ),
                },
            ),
            Preload(("casino.games.tricks.player", "casino.games.tricks.projection")),
        ),
    )
