"""Seka's ``casino`` subcommands: its part of ``casino rank --game seka`` and
``casino odds --game seka`` (offered through its spec's ``game_commands``), and
``casino simulate seka``."""

from __future__ import annotations

import argparse
import json
import time
from typing import TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED, MAX_HANDS, each_hand, whole_number
from casino.equipment.notation import NotationError
from casino.games import simulate_command as command
from casino.games.capabilities import JSON_OPTION, CommandOption, Parsers
from casino.games.seka.values import (
    JOKERS,
    PROFILES,
    SEKA_36,
    SEKA_RUSSIAN,
    Profile,
    parse_hand,
    profile,
    value,
)

PROFILE_OPTIONS = (
    CommandOption(("--profile",), {"choices": PROFILES, "default": None,
                                   "help": f"Seka: the scoring profile (default {SEKA_36})"}),
    CommandOption(("--pack",), {"type": whole_number, "default": None,
                                "help": f"Seka: {SEKA_RUSSIAN}'s pack, 24, 36 or 52 cards"}),
    CommandOption(("--joker",), {"choices": JOKERS, "default": None,
                                 "help": f"Seka: {SEKA_RUSSIAN}'s joker, none or real"}),
)
RANK_OPTIONS = (*PROFILE_OPTIONS, JSON_OPTION,
                CommandOption(("hands",), {"nargs": "*", "metavar": "HAND"}))
ODDS_OPTIONS = (*PROFILE_OPTIONS, JSON_OPTION)


def profile_of(args: argparse.Namespace) -> Profile:
    """The profile the options name; ``--pack`` and ``--joker`` only with seka-russian."""
    name = args.profile or SEKA_36
    if name != SEKA_RUSSIAN:
        for option, given in (("--pack", args.pack), ("--joker", args.joker)):
            if given is not None:
                raise NotationError(f"{option} is a {SEKA_RUSSIAN} setting; {name} plays its "
                                    "own pack")
    return profile(name, 36 if args.pack is None else args.pack, args.joker or "none")


def cmd_rank(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    scoring = profile_of(args)

    def rank(text: str) -> dict[str, object]:
        cards = parse_hand(text, scoring)
        return {"cards": " ".join(map(str, cards)), "value": value(cards, scoring)}

    return each_hand("rank", args.hands, args.json, rank,
                     lambda r: f"{r['cards']}: {r['value']}", out, err)


def cmd_odds(args: argparse.Namespace, out: TextIO, _err: TextIO) -> int:
    from casino.games.seka.odds import fraction_text, odds

    scoring = profile_of(args)
    started = time.perf_counter()
    found = odds(scoring)
    seconds = time.perf_counter() - started
    if args.json:
        out.write(json.dumps({
            "hands": found.hands,
            "values": {str(v): {"count": n, "fraction": fraction_text(found.fraction(v))}
                       for v, n in found.counts.items()},
            "svara_two_players": fraction_text(found.svara_two_players),
            "profile": scoring.name,
            "pack": scoring.pack.id,
        }) + "\n")
        return EXIT_OK
    out.write(f"Seka hand values, {scoring.describe()}: {found.hands:,} three-card hands\n")
    for v, n in found.counts.items():
        share = found.fraction(v)
        out.write(f"  {v:>3}  {n:>6,}  {float(share) * 100:8.4f}%  "
                  f"{fraction_text(share)}\n")
    svara = found.svara_two_players
    out.write(f"Two-player showdown tied (a svara): {fraction_text(svara)} = "
              f"{float(svara) * 100:.4f}%, 1 in {float(1 / svara):,.2f}\n")
    out.write(f"({seconds:.2f} s)\n")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.seka.player import simulate
    from casino.games.seka.rules import SekaRules

    rules = SekaRules.load(args.rules) if args.rules else SekaRules()
    if args.cards:
        rules = rules.replace(cards=args.cards)
    if not 2 <= args.players <= rules.max_players:
        err.write(f"casino simulate: --players must be 2 to {rules.max_players}, "
                  f"not {args.players}\n")
        return EXIT_REFUSED
    if command.out_of_range("--hands", args.hands, MAX_HANDS, err):
        return EXIT_REFUSED
    summary, seconds = command.timed(simulate, rules, args.players, args.hands, args.seed)
    state, money = summary.table, rules.money
    return command.write_summary(
        out,
        f"Seka simulation: {args.players} players, {args.hands:,} hands, seed {args.seed}, "
        f"{rules.scoring().describe()}, reveal {rules.reveal}, {rules.cards} cards",
        [
            *command.pot_rows(summary, "won unseen"),
            ("svaras", f"{summary.svaras:,} ({summary.svara_splits:,} split by agreement)"),
            ("largest pot", money(summary.largest_pot)),
            ("rake", money(state.rake)),
            *command.books_rows(money, state),
            command.pace_row("hands", summary.hands, seconds),
        ],
        17, money, state,
    )


def register(_sub: object, simulate_games: Parsers) -> None:
    """Add ``casino simulate seka`` (``rank`` and ``odds`` come through the spec)."""
    command.simulate_parser(
        simulate_games, "seka", "random legal Seka deals, svaras included", cmd_simulate,
        command.players_option(5, "2 to 10 (default 5)"),
        *command.count_and_seed("hands"),
        command.rules_option("Seka"),
        command.cards_option("shoe: dealt cards; live: hands entered at the showdown (default: "
                             "the rules')"),
    )
