"""The three trick games as ``GameSpec``s: one engine and one console, three rule sets.

Each spec is built here from its game's rules class and engine; the package exports them as
``SPECS`` (``casino.games.games`` finds a package's ``SPEC`` or ``SPECS``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from random import Random

from casino.games.capabilities import (
    SETTLEMENT_FIGURES,
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
    charged_by_rules,
    in_turn,
    lazy,
    sealed_when_shoe,
    settlements,
)
from casino.games.drawing import Draw, Draws
from casino.games.house_rules import HouseRules
from casino.games.spec import Engine, GameSpec
from casino.games.tricks import cli, narrative
from casino.games.tricks.ledger import HANDLE, KINDS
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    COMMAND_TAGS,
    EVENT_TAGS,
    CardPlayed,
    CardsDealt,
    CardsDrawn,
    Command,
    EndTrick,
    Event,
    PlayCard,
    PlayDark,
    StartDeal,
    TrickState,
)

LEDGER = Ledger(
    kinds=KINDS,
    handle=HANDLE,
    figures=(
        Figure("Deals played", "deal", "lines", money=False),
        Figure("Matches finished", "match", "lines", money=False),
        Figure("Matches abandoned", "abandoned", "lines", money=False),
        *SETTLEMENT_FIGURES,
        Figure("Deal fees", "deal_fee"),
    ),
    breakdown=settlements("Paid by the losing sides", "Won by the winning sides", "Deal fees"),
)


def _stock(state: TrickState, rng: Random) -> Mapping[str, object]:
    """What a play may draw from the stock: the pack less the cards out this deal, shuffled
    as it is made (nothing once the stock is dealt out)."""
    deal = state.deal
    if deal is None or deal.hands is None or not deal.stock_left:
        return {}
    return {"shoe": state.rules.law().pack.shuffled(rng, deal.out)}


def _deal(state: TrickState, rng: Random) -> Mapping[str, object]:
    """A shoe table's deal from a pack shuffled at its start, and the table's first dealer."""
    rules = state.rules
    return {
        "shoe": rules.law().pack.shuffled(rng) if rules.cards == "shoe" else None,
        "dealer": rng.randint(1, rules.players) if state.dealer is None else None,
    }


DRAWS = Draws[TrickState, Command](
    Draw((PlayCard, PlayDark, EndTrick), {"shoe": None},
         "the console draws the stock's cards; a play brings none", _stock),
    Draw((StartDeal,), {"shoe": None, "dealer": None},
         "the console shuffles the pack and draws the first dealer; a deal brings neither", _deal),
)
"""A deal's shuffle at a shoe table, each card drawn from its stock, and the first dealer are
the console's to draw. The engine keeps only what it dealt, so no undealt order outlives the
command."""


def dealt(event: Event) -> Sequence[object]:
    """The cards a shoe deal took from the shoe: the hands dealt (seat by seat), then each
    card drawn or turned up from the stock, as it left it."""
    if isinstance(event, CardsDealt) and event.hands is not None:
        return tuple(card for hand in event.hands for card in hand)
    if isinstance(event, CardPlayed) and event.dark:
        return (event.card,)
    if isinstance(event, CardsDrawn):
        return tuple(card for _seat, card in event.draws)
    return ()


def _equipment(rules: HouseRules) -> str:
    assert isinstance(rules, TrickRules)
    return f"{rules.cards} cards, {rules.law().pack.id}, {rules.players} players"


def trick_spec(
    engine: Engine[TrickState, Command, Event],
    rules_type: type[TrickRules],
    title: str,
    colour: str,
    demo: DemoTable,
) -> GameSpec[TrickState, Command, Event]:
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
        equipment=Equipment(DRAWS.fill_random, _equipment, sealed_when_shoe, dealt),
        demo=Demo(
            DRAWS.as_sent(lazy("casino.games.tricks.player", "next_command")),
            # Shoe and live in turn, every third charging a fee per deal, each to a short
            # target (``SOAK``) so matches end and settle within a soak.
            in_turn(
                rules_type().replace(**dict(rules_type.SOAK)),
                cards=(2, "live", "shoe"),
                revenue=(3, "per-deal", "time"),
            ),
            tables=(demo,),
        ),
        extras=(
            SelfChecks((
                partial(lazy("casino.games.tricks.examples", "check_tricks"), rules_type),
                partial(lazy("casino.games.tricks.examples", "check_scoring"), rules_type),
            )),
            Projection(lazy("casino.games.tricks.projection", "project")),
            Revenue(charged_by_rules),
            CommandLine(
                partial(cli.register, rules_type),
                {
                    "trick": GameCommand(
                        help=f"who wins a {title} trick, its cards and points (--players {counts})",
                        run=partial(cli.cmd_trick, rules_type),
                        arguments=cli.TRICK_OPTIONS,
                    ),
                },
            ),
            Preload(("casino.games.tricks.player", "casino.games.tricks.projection")),
        ),
    )
