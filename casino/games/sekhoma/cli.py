"""Sekhoma's ``casino`` subcommands: ``casino rank`` (offered through its spec's
``game_commands``) and ``casino simulate sekhoma``."""

from __future__ import annotations

import argparse
from typing import TextIO

from casino.cli_support import EXIT_REFUSED, MAX_HANDS, each_hand, whole_number
from casino.equipment.sekhoma_pack import format_cards, parse_cards
from casino.games.capabilities import CommandOption, Parsers
from casino.games.sekhoma.ranking import rank_hand
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.simulate_command import (
    SEED,
    cards_option,
    count_option,
    simulate_parser,
    write_conserved,
    write_rows,
)


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
    state = summary.state
    assert state is not None
    money = rules.money
    write_rows(out, f"Sekhoma simulation: {args.players} players, {args.hands:,} hands, seed "
               f"{args.seed}, {rules.betting}, {rules.cards} cards", [
        ("hands played", f"{summary.hands:,}"),
        ("commands", f"{summary.commands:,} ({summary.events:,} events)"),
        ("pots awarded", f"{summary.pots:,} ({summary.side_pots:,} side pots)"),
        ("won by folds", f"{summary.uncontested:,}"),
        ("showdowns", f"{summary.showdowns:,} ({summary.split_pots:,} split pots)"),
        ("largest pot", money(summary.largest_pot)),
        ("rake", money(state.rake)),
        ("time charges", money(state.time_charges)),
        ("bought in", money(state.bought_in)),
        ("cashed out", money(state.cashed_out)),
        ("on the table", money(state.chips_on_table)),
    ], 15)
    return write_conserved(out, money, state, state.rake + state.time_charges)


def register(_sub: object, simulate_games: Parsers) -> None:
    """Add ``casino simulate sekhoma`` (``casino rank`` is its spec's shared command)."""
    simulate_parser(
        simulate_games, "sekhoma", "random legal Sekhoma hands", cmd_simulate_sekhoma,
        CommandOption(("--players",), {"type": whole_number, "default": 4,
                                       "help": "2 to 6 (default 4)"}),
        count_option("hands"),
        SEED,
        CommandOption(("--rules",), {"help": "a house-rules TOML file (default: the RULES "
                                             "defaults)"}),
        CommandOption(("--betting",), {"choices": ["fixed-limit", "pot-limit", "no-limit"]}),
        cards_option("shoe: dealt cards (default); live: hands entered at showdown", "shoe"),
    )
