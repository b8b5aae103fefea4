"""The three trick games as ``GameSpec``s: one engine and one console, three rule sets.

Each spec is built here from its game's rules class and engine; the package exports them as
``SPECS`` (``casino.games.games`` finds a package's ``SPEC`` or ``SPECS``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from random import Random

from casino.games import capabilities as cap
from casino.games.drawing import Draw, Draws
from casino.games.spec import Engine, GameSpec
from casino.games.tricks import cli, narrative
from casino.games.tricks.ledger import HANDLE, KINDS
from casino.games.tricks.rules import TrickRules
from casino.games.tricks.types import (
    VOCABULARY,
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
from casino.i18n import N_, _

LEDGER = cap.Ledger(
    KINDS, HANDLE,
    figures=(
        cap.Figure(N_("Deals played"), "deal", "lines", money=False),
        cap.Figure(N_("Matches finished"), "match", "lines", money=False),
        cap.Figure(N_("Matches abandoned"), "abandoned", "lines", money=False),
        *cap.SETTLEMENT_FIGURES,
        cap.Figure(N_("Deal fees"), "deal_fee"),
    ),
    breakdown=cap.settlements(
        N_("Paid by the losing sides"), N_("Won by the winning sides"), N_("Deal fees")
    ),
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
         N_("the console draws the stock's cards; a play brings none"), _stock),
    Draw((StartDeal,), {"shoe": None, "dealer": None},
         N_("the console shuffles the pack and draws the first dealer; a deal brings neither"),
         _deal),
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


def _words(rules: TrickRules) -> str:
    words = (
        _("shoe cards, {pack}, {players} players")
        if rules.cards == "shoe"
        else _("live cards, {pack}, {players} players")
    )
    return words.format(pack=rules.law().pack.id, players=rules.players)


def trick_spec(
    engine: Engine[TrickState, Command, Event],
    rules_type: type[TrickRules],
    title: str,
    colour: str,
    demo: cap.DemoTable,
) -> GameSpec[TrickState, Command, Event]:
    counts = ", ".join(map(str, rules_type.PLAYER_COUNTS))
    return GameSpec(
        name=rules_type.GAME, title=title, colour=colour, rules_type=rules_type,
        engine=engine, vocabulary=VOCABULARY,
        ledger_spec=LEDGER,
        narrative=cap.Narrative(narrative.describe, narrative.summarise),
        equipment=cap.Equipment(
            DRAWS.fill_random,
            cap.for_rules(TrickRules, _words),
            cap.sealed_when_shoe,
            dealt,
        ),
        demo=cap.Demo(
            DRAWS.as_sent(cap.lazy("casino.games.tricks.player", "next_command")),
            # Shoe and live in turn, every third charging a fee per deal, each to a short
            # target (``SOAK``) so matches end and settle within a soak.
            cap.in_turn(
                rules_type().replace(**dict(rules_type.SOAK)),
                cards=(2, "live", "shoe"),
                revenue=(3, "per-deal", "time"),
            ),
            tables=(demo,),
        ),
        extras=(
            cap.SelfChecks((
                partial(cap.lazy("casino.games.tricks.examples", "check_tricks"), rules_type),
                partial(cap.lazy("casino.games.tricks.examples", "check_scoring"), rules_type),
            )),
            cap.Projection(cap.lazy("casino.games.tricks.projection", "project")),
            cap.Revenue(cap.charged_by_rules),
            cap.CommandLine(
                partial(cli.register, rules_type),
                {
                    "trick": cap.GameCommand(
                        help=f"who wins a {title} trick, its cards and points (--players {counts})",
                        run=partial(cli.cmd_trick, rules_type),
                        arguments=cli.TRICK_OPTIONS,
                    ),
                },
            ),
            cap.Preload(("casino.games.tricks.player", "casino.games.tricks.projection")),
        ),
    )
