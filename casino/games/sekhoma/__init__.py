"""Sekhoma: the 72-card poker game of the seeds (RULES sections 1-3), as one ``GameSpec``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from random import Random

from casino.equipment.sekhoma_pack import shuffled_deck
from casino.games import capabilities as cap
from casino.games.drawing import Draw, Draws, on_shoe_table
from casino.games.sekhoma import narrative
from casino.games.sekhoma.engine import GAME, dealt_order
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import (
    VOCABULARY,
    CardsDealt,
    Command,
    Event,
    Exchange,
    Exchanged,
    SekhomaState,
    StartHand,
)
from casino.games.spec import GameSpec
from casino.i18n import N_


def _drawn(state: SekhomaState, rng: Random) -> Mapping[str, object]:
    """An exchange's draw: from the deck less the cards already out, shuffled as it is made."""
    return {"shoe": shuffled_deck(rng, state.hand.out if state.hand is not None else ())}


DRAWS = Draws[SekhomaState, Command](
    Draw((StartHand,), {"shoe": None},
         N_("the console shuffles a shoe table's deck; a start brings none"),
         lambda _state, rng: {"shoe": shuffled_deck(rng)}, on_shoe_table),
    Draw((Exchange,), {"shoe": None},
         N_("the console draws a shoe table's cards; an exchange brings none"), _drawn,
         on_shoe_table),
)
"""A shoe table's cards are drawn as they are dealt: the deal from a deck the console
shuffles at the start, an exchange's draw as the exchange is made. The engine deals from the
top and keeps only what it dealt, so no undealt order outlives the command."""


def _dealt(event: Event) -> Sequence[object]:
    """The cards a shoe deal or an exchange's draw took from the shoe, in order."""
    if isinstance(event, CardsDealt):
        return dealt_order(event)
    if isinstance(event, Exchanged):
        return event.drawn or ()
    return ()


SPEC = GameSpec(
    name="sekhoma", title=N_("Sekhoma"), colour="#1f4e79", rules_type=SekhomaRules,
    engine=GAME, vocabulary=VOCABULARY,
    ledger_spec=cap.Ledger(
        kinds=(
            "ante", "bet", "call", "raise", "all_in", "return", "rake", "pot_award",
            "time_charge", "void_return", "correction",
        ),
        handle=("ante", "bet", "call", "raise", "all_in"),
        handle_less=("return",),
        figures=cap.POT_FIGURES,
    ),
    narrative=cap.Narrative(narrative.describe, narrative.summarise),
    equipment=cap.Equipment(DRAWS.fill_random, cap.shoe_words, cap.sealed_when_shoe, _dealt),
    demo=cap.Demo(
        DRAWS.as_sent(cap.lazy("casino.games.sekhoma.player", "next_command")),
        cap.in_turn(SekhomaRules(), cards=(3, "shoe", "live")),
        tables=(
            cap.DemoTable("SK-1", "Pit 1", SekhomaRules(), 2.0, (80, 0)),
            cap.DemoTable("SK-2", "Pit 1", SekhomaRules(cards="shoe"), 2.0, (60, 40)),
        ),
        rules_change=SekhomaRules(rake_percent=Decimal("4")),
    ),
    extras=(
        cap.Projection(cap.lazy("casino.games.sekhoma.projection", "project")),
        cap.Revenue(cap.charged_by_rules),
        cap.CommandLine(
            cap.lazy("casino.games.sekhoma.cli", "register"),
            {"rank": cap.GameCommand(
                help="rank six- or three-card Sekhoma hands, e.g. '3S 5S 1M 2C 6R 4N' (a "
                "3-card Small Hand too); with no HAND, one hand per line from standard input",
                run=cap.lazy("casino.games.sekhoma.cli", "cmd_rank"),
                arguments=(
                    cap.CommandOption(("--json",), {"action": "store_true",
                                                "help": "one JSON object per hand"}),
                    cap.CommandOption(("hands",), {"nargs": "*", "metavar": "HAND"}),
                ),
                default=True,  # casino rank was Sekhoma's before other games ranked hands
            )},
        ),
        cap.Preload(("casino.games.sekhoma.player",)),
    ),
)
