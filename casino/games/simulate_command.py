"""What the games' ``casino simulate <game>`` commands share: the options every one takes,
the refusal of a count out of range, and the summary's lines, which end in the table's books:
every chip bought in is on the table, cashed out or the house's."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Protocol, TextIO

from casino.cli_support import EXIT_FAILED, EXIT_OK, seed_number, whole_number
from casino.games.capabilities import CommandOption, Parsers

SEED = CommandOption(
    ("--seed",), {"type": seed_number, "default": 1, "help": "random seed (default 1)"}
)




def count_option(what: str) -> CommandOption:
    """How many hands (games, deals) to play: ``--hands``, 1000 unless told."""
    return CommandOption((f"--{what}",), {"type": whole_number, "default": 1000,
                                          "help": f"{what} to play (default 1000)"})


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


def out_of_range(flag: str, count: int, most: int, err: TextIO) -> bool:
    """Whether ``count`` (of ``flag``) is outside 0 to ``most``, said in one line if so."""
    if 0 <= count <= most:
        return False
    err.write(f"casino simulate: {flag} must be 0 to {most:,}, not {count:,}\n")
    return True


class Books(Protocol):
    """What a table's books read of its state."""

    @property
    def bought_in(self) -> int: ...

    @property
    def cashed_out(self) -> int: ...

    @property
    def chips_on_table(self) -> int: ...

    @property
    def conserved(self) -> bool: ...


def write_rows(out: TextIO, title: str, rows: Sequence[tuple[str, str]], width: int) -> None:
    """The summary's title, and a line per row: its label in ``width`` columns, then what it
    shows."""
    out.write(f"{title}\n")
    for label, shown in rows:
        out.write(f"  {label:<{width}} {shown}\n")


def books(money: Callable[[int], str], state: Books, house: int) -> str:
    """The sum that proves a table kept every chip, in words."""
    return (
        f"{money(state.bought_in)} bought in = {money(state.chips_on_table)} on the table + "
        f"{money(state.cashed_out)} cashed out + {money(house)} to the house"
    )


def write_conserved(out: TextIO, money: Callable[[int], str], state: Books, house: int) -> int:
    """Whether the table's chips are conserved, with its books; the exit status."""
    if state.conserved:
        out.write(f"  chips conserved: yes ({books(money, state, house)})\n")
        return EXIT_OK
    out.write("  chips conserved: NO - the books do not balance\n")
    return EXIT_FAILED


def write_checks(
    out: TextIO,
    checks: Sequence[tuple[str, int, str]],
    money: Callable[[int], str],
    state: Books,
    house: int,
) -> int:
    """A line per check, ``(what, how many were wrong, of what)``, and the table's books when
    every one held; the exit status."""
    for label, errors, unit in checks:
        verdict = "yes" if not errors else f"NO ({errors:,} {unit} wrong)"
        out.write(f"  {label}: {verdict}\n")
    if any(errors for _label, errors, _unit in checks):
        return EXIT_FAILED
    out.write(f"  ({books(money, state, house)})\n")
    return EXIT_OK
