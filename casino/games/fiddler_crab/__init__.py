"""Fiddler-Crab: the banked Sekhoma variant, nine cards split into a Large and a Small Hand,
as one ``GameSpec``. Its exact mathematics (``math/``) gives the rules editor its figures,
the hold report its theory, and the house-way dealer its computed policy."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random

from casino.equipment.sekhoma_pack import shuffled_deck
from casino.games import capabilities as cap
from casino.games.drawing import Draw, Draws, on_shoe_table
from casino.games.fiddler_crab import narrative
from casino.games.fiddler_crab.engine import GAME
from casino.games.fiddler_crab.rules import DEALER_CHOICE, FiddlerCrabRules
from casino.games.fiddler_crab.types import (
    NINE,
    VOCABULARY,
    CardsDealt,
    Command,
    DealerCardsShown,
    DealerHandSet,
    Event,
    FiddlerCrabState,
    SetDealerHand,
    StartRound,
)
from casino.games.spec import GameSpec
from casino.i18n import N_

RESULTS = (
    (N_("Win both"), "win_both"),
    (N_("Win Large only"), "win_large"),
    (N_("Push"), "push"),
    (N_("Lose"), "loss"),
)
"""How a settled bet ended, by its wager kind: the report's table of results."""


def _dealer_unseen(state: FiddlerCrabState) -> bool:
    """A shoe table whose dealer's nine are still to be turned over."""
    rnd = state.round
    return on_shoe_table(state) and rnd is not None and rnd.dealer_shown is None


def _dealers_nine(state: FiddlerCrabState, rng: Random) -> Mapping[str, object]:
    """The dealer's nine, from the deck less the players' cards."""
    assert state.round is not None
    return {"cards": shuffled_deck(rng, state.round.out)[:NINE]}


DRAWS = Draws[FiddlerCrabState, Command](
    Draw((StartRound,), {"shoe": None},
         N_("the console shuffles a shoe table's deck; a start brings none"),
         lambda _state, rng: {"shoe": shuffled_deck(rng)}, on_shoe_table),
    Draw((SetDealerHand,), {"cards": ()},
         N_("the console draws the dealer's nine at a shoe table"), _dealers_nine, _dealer_unseen),
)
"""A shoe table's cards are drawn as they are dealt: the players' nines from a deck the
console shuffles at the start, the dealer's nine when they are turned over, after every seat
has set. The engine keeps only what it dealt, so no undealt order, and no face-down card,
outlives the command."""


def _dealt(event: Event) -> Sequence[object]:
    """The cards a shoe round took from the shoe, in order: the players' nines one at a time
    round the table, then the dealer's nine as they were turned over."""
    if isinstance(event, CardsDealt):
        return cap.round_the_table(event.hands)
    if isinstance(event, DealerCardsShown):
        return event.cards
    if isinstance(event, DealerHandSet) and event.rule != DEALER_CHOICE:
        return event.cards  # drawn by this very command (under dealer-choice: when shown)
    return ()


SPEC = GameSpec(
    name=FiddlerCrabRules.GAME, title=N_("Fiddler-Crab"), colour="#b5651d",
    rules_type=FiddlerCrabRules,
    engine=GAME, vocabulary=VOCABULARY,
    ledger_spec=cap.Ledger(
        kinds=(
            "bet", "withdraw", "action", "push", "loss", "win_both", "win_large", "commission",
            "void_return", "correction",
        ),
        handle=("action",),
        figures=(cap.Figure(N_("Commission"), "commission"),),
        breakdown=cap.Breakdown(
            N_("Result"),
            RESULTS,
            N_("Amount: paid to the player for a win, carried for a push, taken for a loss."),
            counted=N_("Bets"),
        ),
    ),
    narrative=cap.Narrative(narrative.describe, narrative.summarise),
    equipment=cap.Equipment(DRAWS.fill_random, cap.shoe_words, cap.sealed_when_shoe, _dealt),
    demo=cap.Demo(
        DRAWS.as_sent(cap.lazy("casino.games.fiddler_crab.player", "random_command")),
        cap.in_turn(FiddlerCrabRules(), cards=(3, "shoe", "live")),
        tables=(
            cap.DemoTable("FC-1", "Pit 2", FiddlerCrabRules(), 1.5, (90, 0)),
            cap.DemoTable("FC-2", "Pit 2", FiddlerCrabRules(cards="shoe", seats=5), 1.5, (60, 40)),
        ),
    ),
    extras=(
        cap.Theory(cap.lazy("casino.games.fiddler_crab.math.theory", "fiddler_crab_round")),
        cap.Publish(cap.lazy("casino.games.fiddler_crab.math.publish", "with_house_way")),
        cap.DecisionMeter(
            ("HandSet",),
            cap.lazy("casino.games.fiddler_crab.math.skill", "split_value"),
            N_("split"),
        ),
        cap.SelfChecks((cap.lazy("casino.games.fiddler_crab.math.figures", "self_check"),)),
        cap.Projection(cap.lazy("casino.games.fiddler_crab.projection", "project")),
        cap.CommandLine(
            cap.lazy("casino.games.fiddler_crab.cli", "register"),
            {
                "odds": cap.GameCommand(
                    help="exact category probabilities of the 6- and 3-card hands its deck deals",
                    run=cap.lazy("casino.games.fiddler_crab.cli", "cmd_odds"),
                    arguments=(
                        cap.CommandOption(
                            ("--json",), {"action": "store_true", "help": "one JSON object"}
                        ),
                    ),
                    default=True,  # casino odds was Fiddler-Crab's before other games had odds
                )
            },
        ),
        cap.Preload((
            "casino.games.fiddler_crab.player",
            "casino.games.fiddler_crab.math.policies",
            "casino.games.fiddler_crab.math.policy_store",
            "casino.games.fiddler_crab.math.publish",
        )),
    ),
)
