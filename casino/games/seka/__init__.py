"""Seka / Svara: the three-card pool game with a joker, dark play and the svara re-deal
(``rules/seka.md``), as one ``GameSpec``, with the scoring profiles of both seeds."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from casino.games import capabilities as cap
from casino.games.drawing import Draw, Draws, on_shoe_table
from casino.games.house_rules import HouseRules
from casino.games.seka import cli, narrative
from casino.games.seka.engine import GAME
from casino.games.seka.ledger import HANDLE, KINDS
from casino.games.seka.rules import SekaRules
from casino.games.seka.types import (
    VOCABULARY,
    CardsDealt,
    Command,
    DealSvara,
    Event,
    SekaState,
    StartHand,
)
from casino.games.seka.values import values_of
from casino.games.spec import GameSpec
from casino.i18n import N_, _

DRAWS = Draws[SekaState, Command](
    Draw((StartHand, DealSvara), {"shoe": None},
         N_("the console shuffles a shoe table's pack; a deal brings none"),
         lambda state, rng: {"shoe": state.rules.scoring().pack.shuffled(rng)}, on_shoe_table),
)
"""A shoe table's hand, and each svara deal, start from a pack the console shuffles."""


def _dealt(event: Event) -> Sequence[object]:
    """The cards a shoe deal (the first, or a svara's) took from the shoe, in order."""
    if isinstance(event, CardsDealt) and event.hands is not None:
        return cap.round_the_table(event.hands)
    return ()


def _prepare(rules: HouseRules, _announce: Callable[[], None] | None) -> None:
    """Every hand's value under the rules' profile, worked out once when the table loads
    its rules (up to 23,426 hands with a real joker: a third of a second), so no dealer's
    reveal waits for it."""
    if isinstance(rules, SekaRules):
        values_of(rules.scoring())


SPEC = GameSpec(
    name="seka", title=N_("Seka"), colour="#7b2d26", rules_type=SekaRules,
    engine=GAME, vocabulary=VOCABULARY,
    ledger_spec=cap.Ledger(
        KINDS, HANDLE, handle_less=("return",),
        figures=(
            *cap.POT_FIGURES,
            cap.Figure(N_("Svaras"), "svara", "lines", money=False),
            cap.Figure(N_("Carried into svaras"), "svara"),
            cap.Figure(N_("Split by agreement"), "split"),
        ),
        breakdown=cap.Breakdown(
            N_("Payments"),
            (
                (N_("Antes"), "ante"),
                (N_("Calls"), "call"),
                (N_("Raises"), "raise"),
                (N_("Reveals"), "reveal"),
                (N_("All-ins"), "all_in"),
                (N_("Svara fees"), "svara_join"),
                (N_("Returned"), "return"),
            ),
            note=N_("Dark players pay half the stake; every payment is a line of the log."),
        ),
    ),
    narrative=cap.Narrative(narrative.describe, narrative.summarise),
    equipment=cap.Equipment(
        DRAWS.fill_random,
        cap.for_rules(
            SekaRules,
            lambda rules: _("{cards}, {scoring}").format(
                cards=cap.shoe_words(rules), scoring=rules.scoring().describe()
            ),
        ),
        cap.sealed_when_shoe,
        _dealt,
    ),
    demo=cap.Demo(
        DRAWS.as_sent(cap.lazy("casino.games.seka.player", "next_command")),
        cap.in_turn(SekaRules(), cards=(2, "live", "shoe"), reveal=(3, "all", "previous")),
        # A pit of its own, opened after the others: the demo's older tables keep their times.
        tables=(cap.DemoTable("SE-1", "Pit 3", SekaRules(cards="shoe"), 1.5, (50, 40)),),
    ),
    extras=(
        cap.SelfChecks((cap.lazy("casino.games.seka.examples", "check_examples"),)),
        cap.Projection(cap.lazy("casino.games.seka.projection", "project")),
        cap.Revenue(cap.charged_by_rules),
        cap.CommandLine(
            cli.register,
            {
                "rank": cap.GameCommand(
                    help="the value of each three-card Seka hand, e.g. '7H 7D 7S' (--profile, and "
                    "--pack/--joker for seka-russian)",
                    run=cli.cmd_rank,
                    arguments=cli.RANK_OPTIONS,
                ),
                "odds": cap.GameCommand(
                    help="every Seka hand value's exact count and the chance a two-player showdown "
                    "is a svara (--profile, --pack, --joker)",
                    run=cli.cmd_odds,
                    arguments=cli.ODDS_OPTIONS,
                ),
            },
        ),
        cap.Preload(("casino.games.seka.player", "casino.games.seka.projection")),
        cap.Prepare(_prepare),
    ),
)
