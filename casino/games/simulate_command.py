"""What the games' ``casino simulate <game>`` commands share: the options every one takes,
the refusal of a count out of range, and the summary, which ends in the table's books: every
chip bought in is on the table, cashed out or the house's."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import ParamSpec, TextIO, TypeVar

from casino.cli_support import EXIT_FAILED, EXIT_OK, seed_number, whole_number
from casino.games.capabilities import CommandOption, Parsers
from casino.games.simulation import Played, PotsPlayed
from casino.games.table import Stacks

S = TypeVar("S")
E = TypeVar("E")
T = TypeVar("T")
A = ParamSpec("A")

SEED = CommandOption(
    ("--seed",), {"type": seed_number, "default": 1, "help": "random seed (default 1)"}
)


def count_and_seed(what: str) -> tuple[CommandOption, CommandOption]:
    """How many hands (games, deals) to play (``--hands``, 1000 unless told), and the seed
    of their random source, so a run can be played again."""
    count = CommandOption((f"--{what}",), {"type": whole_number, "default": 1000,
                                           "help": f"{what} to play (default 1000)"})
    return count, SEED


def players_option(default: int | None, help: str) -> CommandOption:
    """How many players sit down (``default`` None: as the rules seat)."""
    return CommandOption(("--players",), {"type": whole_number, "default": default,
                                          "help": help})


def rules_option(title: str) -> CommandOption:
    """The rules played: a file, or the rules page's."""
    return CommandOption(
        ("--rules",), {"help": f"a {title} house-rules TOML file (default: the rules page's)"}
    )


def cards_option(help: str, default: str | None = None) -> CommandOption:
    """A shoe table's, or a live one's (``default`` None: the rules')."""
    return CommandOption(("--cards",), {"choices": ["shoe", "live"], "default": default,
                                        "help": help})


def simulate_parser(
    games: Parsers,
    name: str,
    help: str,
    run: Callable[[argparse.Namespace, TextIO, TextIO], int],
    *options: CommandOption,
) -> None:
    """Add ``casino simulate <name>``, taking ``options``, run by ``run``."""
    parser = games.add_parser(name, help=help)
    for option in options:
        parser.add_argument(*option.flags, **option.options)  # type: ignore[arg-type]
    parser.set_defaults(func=run)


def timed(run: Callable[A, T], *args: A.args, **kwargs: A.kwargs) -> tuple[T, float]:
    """What ``run(*args, **kwargs)`` returns, and the seconds it took."""
    started = time.perf_counter()
    done = run(*args, **kwargs)
    return done, time.perf_counter() - started


def out_of_range(flag: str, count: int, most: int, err: TextIO) -> bool:
    """Whether ``count`` (of ``flag``) is outside 0 to ``most``, said in one line if so."""
    if 0 <= count <= most:
        return False
    err.write(f"casino simulate: {flag} must be 0 to {most:,}, not {count:,}\n")
    return True


Rows = Sequence[tuple[str, str]]


def commands_row(run: Played[S, E]) -> tuple[str, str]:
    return ("commands", f"{run.commands:,} ({run.events:,} events)")


def pace_row(what: str, played: int, seconds: float) -> tuple[str, str]:
    """How many ``what`` (hands, games) a second the run played."""
    return (f"{what} per second", f"{played / seconds:,.0f}" if seconds else "-")


def pot_rows(run: PotsPlayed[S, E], uncontested: str) -> Rows:
    """A pot game's first rows: the hands, the commands, the pots, the hands won
    ``uncontested`` (as the game says it) and the showdowns."""
    return (
        ("hands played", f"{run.hands:,}"),
        commands_row(run),
        ("pots awarded", f"{run.pots:,} ({run.side_pots:,} side pots)"),
        (uncontested, f"{run.uncontested:,}"),
        ("showdowns", f"{run.showdowns:,} ({run.split_pots:,} split pots)"),
    )


def stakes_rows(
    money: Callable[[int], str], stakes_moved: int, state: Stacks, run: Played[S, E]
) -> Rows:
    """The last rows of a game whose players settle stakes between them: the stakes moved,
    the house's fees and the commands."""
    return (
        ("stakes moved", money(stakes_moved)),
        ("house fees", money(state.time_charges + state.taken)),
        commands_row(run),
    )


def books_rows(money: Callable[[int], str], state: Stacks) -> Rows:
    """The chips in and out, and on the table."""
    return (
        ("bought in", money(state.bought_in)),
        ("cashed out", money(state.cashed_out)),
        ("on the table", money(state.chips_on_table)),
    )


def write_summary(
    out: TextIO,
    title: str,
    rows: Rows,
    width: int,
    money: Callable[[int], str],
    state: Stacks,
    checks: Sequence[tuple[str, int, str]] | None = None,
) -> int:
    """The summary: its title, a line per row (its label in ``width`` columns), then the
    table's books. With ``checks``, a line per check (what, how many were wrong, of what)
    and the books when every one held; without, whether the chips are conserved, with the
    books. The exit status."""
    out.write(f"{title}\n")
    for label, shown in rows:
        out.write(f"  {label:<{width}} {shown}\n")
    house = state.time_charges + state.taken
    balance = (
        f"{money(state.bought_in)} bought in = {money(state.chips_on_table)} on the table + "
        f"{money(state.cashed_out)} cashed out + {money(house)} to the house"
    )
    if checks is None:
        if not state.conserved:
            out.write("  chips conserved: NO - the books do not balance\n")
            return EXIT_FAILED
        out.write(f"  chips conserved: yes ({balance})\n")
        return EXIT_OK
    for label, errors, unit in checks:
        verdict = "yes" if not errors else f"NO ({errors:,} {unit} wrong)"
        out.write(f"  {label}: {verdict}\n")
    if any(errors for _label, errors, _unit in checks):
        return EXIT_FAILED
    out.write(f"  ({balance})\n")
    return EXIT_OK
