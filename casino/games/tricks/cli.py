"""The trick games' ``casino`` subcommands: their part of ``casino trick --game G`` (offered
through each spec's ``game_commands``), and ``casino simulate sedma|ristikontra|hola``.

``casino trick`` judges one trick as the rules do: CARDS are the cards in the order played,
the leader's first, each further round after a ``|``. Every round holds one card per player;
a further round is led only as the game allows (Sedma continues with a 7 or the rank led, Hola
fights at most four rounds, Ristikontra has one round), and the cards must be the pack's.
"""

from __future__ import annotations

import argparse
import json
from functools import partial
from typing import Any, TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED, whole_number
from casino.equipment.notation import NotationError
from casino.games import simulate_command as command
from casino.games.capabilities import JSON_OPTION, CommandOption, Parsers
from casino.games.tricks.law import Law
from casino.games.tricks.rules import TrickRules

MAX_DEALS = 10**7

TRICK_OPTIONS = (
    CommandOption(
        ("--players",),
        {"type": whole_number, "default": None, "help": "players at the table (default 4)"},
    ),
    JSON_OPTION,
    CommandOption(
        ("cards",),
        {"metavar": "CARDS", "help": "the cards in the order played, each further round after a |"},
    ),
)


def judge(law: Law, text: str) -> dict[str, int]:
    """The winner's place in the order of play, the cards and the points of the trick in
    ``text``; ``NotationError`` naming what the rules forbid."""
    rounds = text.split("|")
    if law.rounds is not None and len(rounds) > law.rounds:
        most = "one round" if law.rounds == 1 else f"at most {law.rounds} rounds"
        raise NotationError(f"a trick has {most}, not {len(rounds)}")
    played: list[Any] = []
    for number, part in enumerate(rounds, start=1):
        cards = [law.pack.parse_one(token) for token in part.replace(",", " ").split()]
        if len(cards) != law.players:
            raise NotationError(
                f"round {number} has {len(cards)} cards; each round has one card from each of "
                f"the {law.players} players"
            )
        if number > 1 and not law.may_lead_again(cards[0], played[0]):
            raise NotationError(
                f"round {number} is led with {cards[0]}: a further round is led only with a "
                f"card of the rank first led ({played[0].rank}) or a wild card"
                + (f" ({', '.join(sorted(law.wilds))})" if law.wilds else "")
            )
        played += cards
    law.pack.check_copies([played])
    return {
        "winner": law.winner(played) % law.players + 1,
        "cards": len(played),
        "points": law.points_in(played),
    }


def cmd_trick(
    rules_type: type[TrickRules], args: argparse.Namespace, out: TextIO, err: TextIO
) -> int:
    players = args.players if args.players is not None else rules_type().players
    if players not in rules_type.PLAYER_COUNTS:
        counts = " or ".join(map(str, rules_type.PLAYER_COUNTS))
        err.write(f"casino trick: {rules_type.GAME} is played by {counts} players, not {players}\n")
        return EXIT_REFUSED
    law = rules_type(players=players).law()
    try:
        found = judge(law, args.cards)
    except NotationError as exc:
        err.write(f"casino trick: {exc}\n")
        return EXIT_REFUSED
    if args.json:
        out.write(json.dumps(found) + "\n")
    else:
        place = found["winner"]
        who = "the leader" if place == 1 else f"player {place} in the order of play"
        out.write(f"{who.capitalize()} wins: {found['cards']} cards, {found['points']} points\n")
    return EXIT_OK


def cmd_simulate(
    rules_type: type[TrickRules], args: argparse.Namespace, out: TextIO, err: TextIO
) -> int:
    from casino.games.tricks.simulate import simulate

    rules = rules_type.load(args.rules) if args.rules else rules_type()
    if args.players not in rules_type.PLAYER_COUNTS:
        counts = " or ".join(map(str, rules_type.PLAYER_COUNTS))
        err.write(f"casino simulate: --players must be {counts}, not {args.players}\n")
        return EXIT_REFUSED
    if command.out_of_range("--deals", args.deals, MAX_DEALS, err):
        return EXIT_REFUSED
    rules = rules.replace(players=args.players, cards=args.cards or "shoe")
    tally, seconds = command.timed(simulate, rules, args.deals, args.seed)
    state, money = tally.table, rules.money
    checks = [
        ("every card played once", tally.card_errors, "deals"),
        (f"points add to {rules.law().deal_total}", tally.point_errors, "deals"),
        ("chips conserved", tally.money_errors, "commands"),
    ]
    return command.write_summary(
        out,
        f"{rules_type.GAME.capitalize()} simulation: {args.players} players, {args.deals:,} "
        f"deals, seed {args.seed}, {rules.cards} cards",
        [
            ("deals played", f"{tally.deals:,}"),
            ("matches ended", f"{tally.matches:,}"),
            ("tricks", f"{tally.tricks:,} ({tally.continued:,} of more than one round)"),
            ("cards played", f"{tally.cards:,} ({tally.dark:,} in the dark)"),
            ("one side took all", f"{tally.all_tricks:,}"),
            ("drawn deals", f"{tally.drawn:,}"),
            *command.stakes_rows(money, tally.stakes_moved, state, tally),
            command.pace_row("deals", tally.deals, seconds),
        ],
        18, money, state,
        checks if rules.cards == "shoe" else checks[2:],
    )


def register(rules_type: type[TrickRules], _sub: object, simulate_games: Parsers) -> None:
    """Add ``casino simulate <game>`` for one trick game (``trick`` comes through the spec)."""
    name = rules_type.GAME
    counts = " or ".join(map(str, rules_type.PLAYER_COUNTS))
    command.simulate_parser(
        simulate_games, name,
        f"random legal {name} deals, every card, point and chip accounted for",
        partial(cmd_simulate, rules_type),
        command.players_option(rules_type().players, f"{counts} (default {rules_type().players})"),
        *command.count_and_seed("deals"),
        command.rules_option(name),
        command.cards_option("shoe: every card played (default); live: results entered"),
    )
