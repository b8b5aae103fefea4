"""The ``casino`` command: everything that needs no window.

Each subcommand is a small function over the domain; exit status 0 is success, 2 is input that
was refused (the message names what was wrong), 1 is a check that failed.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from casino import __version__
from casino.cli_support import (
    EXIT_OK,
    EXIT_REFUSED,
    OneLineParser,
)
from casino.equipment.notation import NotationError
from casino.games import games
from casino.games.capabilities import CommandLine
from casino.games.house_rules import RulesError
from casino.manifest import add_verbose_option, print_verbose_version, wants_file_hashes

if TYPE_CHECKING:
    Parsers = argparse._SubParsersAction[argparse.ArgumentParser]


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="casino", description="The casino's tables from the command line."
    )
    parser.add_argument("--version", action="version", version=f"casino {__version__}")
    add_verbose_option(parser)  # --version --verbose: the SHA-256 of the program's files
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    simulate = sub.add_parser("simulate", help="play random legal hands through an engine")
    simulate_games = simulate.add_subparsers(dest="game", required=True, metavar="GAME")
    for spec in games().values():
        line = spec.get(CommandLine)
        if line is not None and line.register is not None:
            # each game's own commands (casino simulate <game>...); the parsers are ours
            # (OneLineParser), which argparse's invariant type does not say
            line.register(cast("Parsers", sub), cast("Parsers", simulate_games))
    from casino.cli.game_commands import register as register_game_commands

    register_game_commands(sub)  # casino rank --game, casino odds --game

    from casino.cli.store import register as register_store

    register_store(sub)
    from casino.cli.slips import register as register_slips
    register_slips(sub)  # casino slips [--gaps]
    from casino.cli.pit_settings import register as register_pit_settings

    register_pit_settings(sub)  # casino pit-settings [set FILE]
    from casino.cli.serve import register as register_serve

    register_serve(sub)  # casino serve [--init | --enrol NAME | --revoke NAME | --consoles]
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
        return _run(args)
    finally:
        from casino.cli.store import close_databases

        close_databases()


def _run(args: argparse.Namespace) -> int:
    """The parsed command, run; what it refuses is one line on standard error."""
    try:
        status: int = args.func(args, sys.stdout, sys.stderr)
    except RulesError as exc:
        sys.stderr.write(f"casino {args.command}: {_refusal(exc)}\n")
        return EXIT_REFUSED
    except NotationError as exc:
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
