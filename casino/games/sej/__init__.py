"""Sej (``rules/sej.md``): a race to 100 points with three wands and two dice, decided over
many Hands, as one ``GameSpec``. The platform's first game of dice and wands: a ``live`` table's
host types each throw and roll as read; an ``electronic`` one throws and rolls with the
service's CSPRNG and records each outcome as it happens (there is no shoe to seal: nothing is
drawn before it is shown)."""

from __future__ import annotations

from casino.equipment import dice, wands
from casino.games import capabilities as cap
from casino.games.drawing import Draw, Draws
from casino.games.sej import cli, narrative
from casino.games.sej.engine import GAME
from casino.games.sej.ledger import HANDLE, KINDS
from casino.games.sej.rules import SejRules
from casino.games.sej.types import VOCABULARY, Command, RollDice, SejState, ThrowWands
from casino.games.spec import GameSpec
from casino.i18n import N_, _


def _electronic(state: SejState) -> bool:
    return state.rules.electronic


def _equipment(rules: SejRules) -> str:
    """The table's dice and wands, in words for the pit boss."""
    words = (
        _("electronic dice and wands, {players} players")
        if rules.electronic
        else _("live dice and wands, {players} players")
    )
    return words.format(players=rules.players)


DRAWS = Draws[SejState, Command](
    Draw((RollDice,), {"roll": None}, N_("the console rolls the dice at an electronic table"),
         lambda _state, rng: {"roll": dice.roll(rng)}, _electronic),
    Draw((ThrowWands,), {"throw": None}, N_("the console throws the wands at an electronic table"),
         lambda _state, rng: {"throw": wands.throw(rng)}, _electronic),
)
"""An electronic table's throws and rolls are the console's to make."""


SPEC = GameSpec(
    name="sej", title=N_("Sej"), colour="#1f6f8b", rules_type=SejRules,
    engine=GAME, vocabulary=VOCABULARY,
    ledger_spec=cap.Ledger(
        KINDS, HANDLE,
        figures=(
            cap.Figure(N_("Games played"), "game", "lines", money=False),
            cap.Figure(N_("Won or lost by a triple"), "triple", "lines", money=False),
            *cap.SETTLEMENT_FIGURES,
            cap.Figure(N_("Game fees"), "deal_fee"),
        ),
        breakdown=cap.settlements(
            N_("Paid by the losers"), N_("Won by the winners"), N_("Game fees")
        ),
    ),
    narrative=cap.Narrative(narrative.describe, narrative.summarise),
    equipment=cap.Equipment(
        DRAWS.fill_random,
        cap.for_rules(SejRules, _equipment),
        cap.never_sealed,
        cap.nothing_dealt,
    ),
    demo=cap.Demo(
        DRAWS.as_sent(cap.lazy("casino.games.sej.player", "next_command")),
        # Live and electronic in turn, every third charging a fee per game and settling by
        # margin, each to a short target so games end within a soak.
        cap.in_turn(
            SejRules(target=50),
            dice=(2, "live", "electronic"),
            revenue=(3, "per-deal", "time"),
            settle=(3, "margin", "flat"),
        ),
        # A pit of its own, opened after the others: the demo's older tables keep their times.
        tables=(
            cap.DemoTable("SJ-1", "Pit 5", SejRules(dice="electronic", target=60), 6.0, (8, 6)),
        ),
    ),
    extras=(
        cap.SelfChecks((cap.lazy("casino.games.sej.examples", "check_throws"),)),
        cap.Projection(cap.lazy("casino.games.sej.projection", "project")),
        cap.Revenue(cap.charged_by_rules),
        cap.CommandLine(
            cli.register,
            {
                "odds": cap.GameCommand(
                    help="Sej's 64 throws and what each puts in contest, a contest's odds, and "
                    "each player's exact chance to win a game under a declining policy "
                    "(--policy, --against, --scores, --rules)",
                    run=cli.cmd_odds,
                    arguments=cli.ODDS_OPTIONS,
                ),
            },
        ),
        cap.Preload(("casino.games.sej.player", "casino.games.sej.projection")),
    ),
)
