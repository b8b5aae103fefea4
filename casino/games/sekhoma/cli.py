"""Sekhoma's ``casino`` subcommands: ``casino rank`` (offered through its spec's
``game_commands``) and ``casino simulate sekhoma``."""

from __future__ import annotations

import argparse
from typing import TextIO

from casino.cli_support import EXIT_REFUSED, MAX_HANDS, each_hand
from casino.equipment.sekhoma_pack import format_cards, parse_cards
from casino.games import simulate_command as command
from casino.games.capabilities import CommandOption, Parsers
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.rules import SekhomaRules


def _rank_line(text: str) -> dict[str, object]:
    cards = parse_cards(text)
    ranked = rank_hand(cards)
    return {
        "cards": format_cards(cards),
        "category": ranked.label,
        "rank": ranked.rank,
        "score": ranked.score,
    }


def cmd_rank(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return each_hand(
        "rank", args.hands, args.json, _rank_line,
        lambda r: f"{r['cards']}: {r['category']} (rank {r['rank']}, score {r['score']})",
        out, err,
    )


def _load_rules(path: str | None, **overrides: object) -> SekhomaRules:
    rules = SekhomaRules.load(path) if path else SekhomaRules()
    changes = {k: v for k, v in overrides.items() if v is not None}
    return rules.replace(**changes) if changes else rules


def cmd_simulate_sekhoma(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.games.sekhoma.player import simulate

    rules = _load_rules(args.rules, betting=args.betting, cards=args.cards)
    if not 2 <= args.players <= 6:
        err.write(f"casino simulate: --players must be 2 to 6, not {args.players}\n")
        return EXIT_REFUSED
    if args.hands < 0:
        err.write(f"casino simulate: --hands cannot be negative ({args.hands})\n")
        return EXIT_REFUSED
    if args.hands > MAX_HANDS:
        err.write(f"casino simulate: --hands must be at most {MAX_HANDS:,}, not {args.hands:,}\n")
        return EXIT_REFUSED
    summary = simulate(rules, args.players, args.hands, args.seed)
    state, money = summary.table, rules.money
    return command.write_summary(
        out,
        f"Sekhoma simulation: {args.players} players, {args.hands:,} hands, seed {args.seed}, "
        f"{rules.betting}, {rules.cards} cards",
        [
            *command.pot_rows(summary, "won by folds"),
            ("largest pot", money(summary.largest_pot)),
            ("rake", money(state.rake)),
            ("time charges", money(state.time_charges)),
            *command.books_rows(money, state),
        ],
        15, money, state,
    )


def register(_sub: object, simulate_games: Parsers) -> None:
    """Add ``casino simulate sekhoma`` (``casino rank`` is its spec's shared command)."""
    command.simulate_parser(
        simulate_games, "sekhoma", "random legal Sekhoma hands", cmd_simulate_sekhoma,
        command.players_option(4, "2 to 6 (default 4)"),
        *command.count_and_seed("hands"),
        CommandOption(("--rules",), {"help": "a house-rules TOML file (default: the RULES "
                                             "defaults)"}),
        CommandOption(("--betting",), {"choices": ["fixed-limit", "pot-limit", "no-limit"]}),
        command.cards_option("shoe: dealt cards (default); live: hands entered at showdown",
                             "shoe"),
    )
