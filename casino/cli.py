"""The ``casino`` command: everything that needs no window.

Each subcommand is a small function over the domain; exit status 0 is success, 2 is input that
was refused (the message names what was wrong), 1 is a check that failed.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from casino import __version__
from casino.cards import CardError, format_cards, parse_cards
from casino.cli_support import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_REFUSED,
    MAX_HANDS,
    OneLineParser,
    each_hand,
    seed_number,
    whole_number,
)
from casino.manifest import add_verbose_option, print_verbose_version, wants_file_hashes
from casino.ranking import rank_hand
from casino.rules.base import RulesError
from casino.rules.sekhoma import SekhomaRules


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
    from casino.sim.sekhoma import simulate

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


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="casino", description="Sekhoma and Fiddler-Crab tables from the command line."
    )
    parser.add_argument("--version", action="version", version=f"casino {__version__}")
    add_verbose_option(parser)  # --version --verbose: the SHA-256 of the program's files
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    rank = sub.add_parser(
        "rank",
        help="rank six- or three-card hands",
        description="Rank each hand (6 cards, or a 3-card Small Hand), e.g. '3S 5S 1M 2C 6R 4N'. "
        "With no HAND, read one hand per line from standard input.",
    )
    rank.add_argument("--json", action="store_true", help="one JSON object per hand")
    rank.add_argument("hands", nargs="*", metavar="HAND")
    rank.set_defaults(func=cmd_rank)

    simulate = sub.add_parser("simulate", help="play random legal hands through an engine")
    games = simulate.add_subparsers(dest="game", required=True, metavar="GAME")
    sek = games.add_parser("sekhoma", help="random legal Sekhoma hands")
    sek.add_argument("--players", type=whole_number, default=4, help="2 to 6 (default 4)")
    sek.add_argument("--hands", type=whole_number, default=1000,
                     help="hands to play (default 1000)")
    sek.add_argument("--seed", type=seed_number, default=1, help="random seed (default 1)")
    sek.add_argument("--rules", help="a house-rules TOML file (default: the RULES defaults)")
    sek.add_argument("--betting", choices=["fixed-limit", "pot-limit", "no-limit"])
    sek.add_argument("--cards", choices=["shoe", "live"], default="shoe",
                     help="shoe: dealt cards (default); live: hands entered at showdown")
    sek.set_defaults(func=cmd_simulate_sekhoma)

    from casino.fiddler_crab_cli import register

    register(sub, games)

    from casino.store_cli import register as register_store

    register_store(sub)
    from casino.slips_cli import register as register_slips
    register_slips(sub)  # casino slips [--gaps]
    return parser


def _refusal(exc: RulesError) -> str:
    """Every problem of refused rules on one line; a file's own problem names the file."""
    return "; ".join(
        problem if name == "file" else f"{name}: {problem}"
        for name, problem in exc.problems.items()
    )


def _status_of(exc: SystemExit) -> int:
    if exc.code is None:
        return EXIT_OK
    return exc.code if isinstance(exc.code, int) else EXIT_REFUSED


def database_problem(exc: BaseException) -> str:
    """A database error in one line for a person: the driver's own first line, never the
    statement or its parameters (a failed statement's parameters can hold a PIN's hash)."""
    orig = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip().splitlines()
    first = text[0] if text else type(exc).__name__
    return f"the database cannot be used: {first}"


def main(argv: Sequence[str] | None = None) -> int:
    """Run one ``casino`` command; the exit status is returned, never raised, and refused input
    is one line on standard error with status 2."""
    if wants_file_hashes(sys.argv[1:] if argv is None else argv):
        return print_verbose_version("casino", __version__)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help or --version (0), or a refused argument (2, one line)
        return _status_of(exc)
    try:
        status: int = args.func(args, sys.stdout, sys.stderr)
    except RulesError as exc:
        sys.stderr.write(f"casino {args.command}: {_refusal(exc)}\n")
        return EXIT_REFUSED
    except CardError as exc:
        sys.stderr.write(f"casino {args.command}: {exc}\n")
        return EXIT_REFUSED
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # a database that cannot be reached, a bad URL, no site key
        from casino.pit_settings import PitSettingsError
        from casino.store.db import DatabaseError
        from casino.store.seal import SealError

        if isinstance(exc, DatabaseError | SealError | PitSettingsError):
            sys.stderr.write(f"casino {args.command}: {exc}\n")
            return EXIT_REFUSED
        if type(exc).__module__.startswith("sqlalchemy"):
            sys.stderr.write(f"casino {args.command}: {database_problem(exc)}\n")
            return EXIT_REFUSED
        raise
    return status


if __name__ == "__main__":
    raise SystemExit(main())
