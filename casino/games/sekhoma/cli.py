"""Sekhoma's ``casino`` subcommands: ``casino rank`` (offered through its spec's
``game_commands``) and ``casino simulate sekhoma``."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from casino.cli_support import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_REFUSED,
    MAX_HANDS,
    each_hand,
    seed_number,
    whole_number,
)
from casino.equipment.sekhoma_pack import format_cards, parse_cards
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
    state = summary.state
    assert state is not None
    money = rules.money
    house = state.rake + state.time_charges
    on_table = state.chips_on_table
    rows = [
        ("hands played", f"{summary.hands:,}"),
        ("commands", f"{summary.commands:,} ({summary.events:,} events)"),
        ("pots awarded", f"{summary.pots:,} ({summary.side_pots:,} side pots)"),
        ("won by folds", f"{summary.won_by_folds:,}"),
        ("showdowns", f"{summary.showdowns:,} ({summary.split_pots:,} split pots)"),
        ("largest pot", money(summary.largest_pot)),
        ("rake", money(state.rake)),
        ("time charges", money(state.time_charges)),
        ("bought in", money(state.bought_in)),
        ("cashed out", money(state.cashed_out)),
        ("on the table", money(on_table)),
    ]
    out.write(
        f"Sekhoma simulation: {args.players} players, {args.hands:,} hands, seed {args.seed}, "
        f"{rules.betting}, {rules.cards} cards\n"
    )
    for label, value in rows:
        out.write(f"  {label:<15} {value}\n")
    if state.conserved:
        out.write(
            f"  chips conserved: yes ({money(state.bought_in)} bought in = "
            f"{money(on_table)} on the table + {money(state.cashed_out)} cashed out + "
            f"{money(house)} to the house)\n"
        )
        return EXIT_OK
    out.write("  chips conserved: NO - the books do not balance\n")
    return EXIT_FAILED


def register(_sub: Any, simulate_games: Any) -> None:
    """Add Sekhoma's own subcommands to ``casino``'s parser (``casino rank`` is its spec's
    ``game_commands``)."""
    sek = simulate_games.add_parser("sekhoma", help="random legal Sekhoma hands")
    sek.add_argument("--players", type=whole_number, default=4, help="2 to 6 (default 4)")
    sek.add_argument("--hands", type=whole_number, default=1000,
                     help="hands to play (default 1000)")
    sek.add_argument("--seed", type=seed_number, default=1, help="random seed (default 1)")
    sek.add_argument("--rules", help="a house-rules TOML file (default: the RULES defaults)")
    sek.add_argument("--betting", choices=["fixed-limit", "pot-limit", "no-limit"])
    sek.add_argument("--cards", choices=["shoe", "live"], default="shoe",
                     help="shoe: dealt cards (default); live: hands entered at showdown")
    sek.set_defaults(func=cmd_simulate_sekhoma)
