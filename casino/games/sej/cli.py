"""Sej's ``casino`` subcommands: its part of ``casino odds --game sej`` (offered through its
spec's ``game_commands``), and ``casino simulate sej``."""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED, whole_number
from casino.games import simulate_command as command
from casino.games.capabilities import JSON_OPTION, CommandOption, Parsers
from casino.games.house_rules import RulesError
from casino.games.sej.rules import SejRules

MAX_GAMES = 10_000_000

ODDS_OPTIONS = (
    JSON_OPTION,
    CommandOption(("--policy",), {"default": None,
                                  "help": "Sej: how the first player declines (never, always, "
                                  "when-ahead, triple-black; default when-ahead)"}),
    CommandOption(("--against",), {"default": None, "help": "Sej: how the second player "
                                   "declines (default: as --policy)"}),
    CommandOption(("--scores",), {"nargs": 2, "type": whole_number, "default": None,
                                  "metavar": ("FIRST", "SECOND"),
                                  "help": "Sej: the chance from these points, the first player "
                                  "to throw"}),
    CommandOption(("--rules",), {"default": None, "help": "Sej: a house-rules TOML file "
                                 "(target, win check, settle)"}),
)


def _rules(args: argparse.Namespace, command: str, err: TextIO) -> SejRules | None:
    """The rules ``--rules`` names (the rules page's without it), or None, said in one line."""
    try:
        return SejRules.load(args.rules) if args.rules else SejRules()
    except RulesError as exc:
        err.write(f"casino {command}: {exc}\n")
        return None


def cmd_odds(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.sej.odds import POLICIES, WHEN_AHEAD, game_odds, odds_json

    rules = _rules(args, "odds", err)
    if rules is None:
        return EXIT_REFUSED
    first = args.policy or WHEN_AHEAD
    second = args.against or first
    for flag, name in (("--policy", first), ("--against", second)):
        if name not in POLICIES:
            err.write(f"casino odds: {flag} must be one of {', '.join(POLICIES)}, not {name!r}\n")
            return EXIT_REFUSED
    if rules.players != 2:
        err.write(
            f"casino odds: the game's chances are computed for two players; these rules seat "
            f"{rules.players}\n"
        )
        return EXIT_REFUSED
    started = time.perf_counter()
    odds = game_odds(rules.target, rules.win_check, first, second, rules.settle)
    seconds = time.perf_counter() - started
    found = odds_json(odds)
    game: dict[str, Any] = found["game"]  # type: ignore[assignment]
    game["seconds"] = round(seconds, 3)
    if args.scores is not None:
        mine, theirs = args.scores
        if not odds.knows(mine, theirs):
            err.write(
                f"casino odds: no game to {rules.target} stands at {mine} to {theirs} between "
                f"Hands: no run of throws leads there (a Hand's prizes come together: ships 20 "
                f"with stars 12 or a Black)\n"
            )
            return EXIT_REFUSED
        game["from"] = {
            "first": mine,
            "second": theirs,
            "first_wins": round(odds.win(0, mine, theirs), 12),
            "hands_left": round(odds.hands(0, mine, theirs), 6),
        }
    if args.json:
        out.write(json.dumps(found) + "\n")
        return EXIT_OK
    _write_text(found, POLICIES, out)
    return EXIT_OK


def _write_text(found: dict[str, Any], policies: dict[str, str], out: TextIO) -> None:
    out.write(
        f"Sej: {found['throws']} equally likely throws of the three wands; "
        f"{found['declinable']} show a Black and may be declined; {found['triple_white']} is "
        f"triple White (its winner wins the game); {found['lose_game']} are triple Black (its "
        f"winner loses the game)\n\nWhat a throw puts in contest, in order:\n"
    )
    for resolution in found["resolutions"]:
        out.write(f"  {resolution['count']:>2}/64  {', '.join(resolution['prizes'])}\n")
    contest = found["contest"]
    out.write(
        f"\nA contest: the first roller's sum is higher in {contest['first_higher']} of "
        f"{contest['roll_pairs']} pairs of rolls, equal in {contest['tie']} (rolled again): "
        f"either player wins it with chance {contest['first_wins']}\n"
    )
    game = found["game"]
    first, second = game["policies"]
    out.write(
        f"\nThe game to {game['target']} (win check {game['win_check']}), the first player "
        f"will {policies[first]}, the second will {policies[second]}:\n"
        f"  the first player wins {game['first_wins_from_start']:.6f} from 0-0, before the "
        f"opening roll\n"
        f"  the first to throw wins {game['starter_wins']:.6f} (when it is the first player)\n"
        f"  a game lasts {game['hands_per_game']:.2f} Hands and moves "
        f"{game['stakes_per_game']:.3f} stakes, on average\n"
    )
    if "from" in game:
        at = game["from"]
        out.write(
            f"  from {at['first']} to {at['second']}, the first player to throw: wins "
            f"{at['first_wins']:.6f}, {at['hands_left']:.2f} Hands left on average\n"
        )
    out.write(f"  (exact: {game['states']:,} states solved in {game['seconds']} s)\n")


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.sej.simulate import simulate

    rules = _rules(args, "simulate", err)
    if rules is None:
        return EXIT_REFUSED
    if args.players is not None:
        if args.players not in (2, 3, 4):
            err.write(f"casino simulate: --players must be 2, 3 or 4, not {args.players}\n")
            return EXIT_REFUSED
        rules = rules.replace(players=args.players)
    if command.out_of_range("--games", args.games, MAX_GAMES, err):
        return EXIT_REFUSED
    rules = rules.replace(dice=args.dice or "electronic")
    tally, seconds = command.timed(simulate, rules, args.games, args.seed)
    state, money = tally.table, rules.money
    ended = ", ".join(f"{n:,} by {how}" for how, n in sorted(tally.ended_by.items()))
    return command.write_summary(
        out,
        f"Sej simulation: {rules.players} players, {args.games:,} games to {rules.target}, "
        f"seed {args.seed}, {rules.dice} dice",
        [
            ("games played", f"{tally.games:,} ({ended or 'none'})"),
            ("won by the starter", f"{tally.starter_won:,}"),
            ("Hands", f"{tally.hands:,} ({tally.declined:,} declined)"),
            ("contests", f"{tally.contests:,} ({tally.blacks:,} for a Black)"),
            *command.stakes_rows(money, tally.stakes_moved, state, tally),
            command.pace_row("games", tally.games, seconds),
        ],
        19, money, state,
        [
            ("points are the contests won, never negative", tally.point_errors, "contests"),
            ("every game ended exactly once", tally.end_errors, "games"),
            ("chips conserved", tally.money_errors, "commands"),
        ],
    )


def register(_sub: object, simulate_games: Parsers) -> None:
    """Add ``casino simulate sej`` (``odds`` comes through the spec)."""
    command.simulate_parser(
        simulate_games, "sej", "random legal Sej games, every point and chip accounted for",
        cmd_simulate,
        *command.count_and_seed("games"),
        command.players_option(None, "2, 3 or 4 (default: the rules', 2)"),
        command.rules_option("Sej"),
        CommandOption(("--dice",), {"choices": ["electronic", "live"],
                                    "help": "electronic: the console rolls (default); live: "
                                    "entered as read"}),
    )
