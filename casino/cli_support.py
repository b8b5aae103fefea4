"""What the ``casino`` subcommands share: exit statuses, the parser that refuses in one line,
the readers of numeric options, and the hand-per-line loop.

Every input error of a command is one line on standard error and exit status 2: argparse's own
usage-and-error pair becomes that one line, numeric options are read here (ASCII digits only,
a bounded number of them, so Python's 4,300-digit conversion limit never speaks), and a line of
standard input that is not UTF-8 is named like any other bad line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NoReturn, TextIO

from casino.equipment.notation import NotationError
from casino.money import MAX_AMOUNT
from casino.textfile import quoted

EXIT_OK, EXIT_FAILED, EXIT_REFUSED = 0, 1, 2

MAX_HANDS = 10**9
"""The most hands a simulation plays: hours of work already, and far below any overflow."""

MAX_MESSAGE = 300
"""argparse quotes whatever was typed; a refusal is cut to this many characters."""

_WHOLE = re.compile(r"-?[0-9]{1,18}")
_SEED = re.compile(r"[0-9]{1,18}")


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose refusal is one short line (``casino settle: argument --bet:
    ...``) and exit status 2, instead of the usage block followed by the error."""

    def error(self, message: str) -> NoReturn:
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "..."
        self.exit(EXIT_REFUSED, f"{self.prog}: {message} (see {self.prog} --help)\n")


def whole_number(text: str) -> int:
    """An argparse type: a whole number of at most 18 ASCII digits, maybe negative (the
    command says which range it takes)."""
    digits = text.strip()
    if not _WHOLE.fullmatch(digits):
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a whole number: write digits, such as 10"
        )
    return int(digits)


def seed_number(text: str) -> int:
    """An argparse type: a random seed, a whole number from 0 of at most 18 digits."""
    digits = text.strip()
    if not _SEED.fullmatch(digits):
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a seed: write a whole number from 0, such as 1"
        )
    return int(digits)


def minor_amount(text: str) -> int:
    """An argparse type: an amount in whole minor units, at most ``MAX_AMOUNT``."""
    digits = text.strip()
    if not _WHOLE.fullmatch(digits):
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a whole number of minor units: write digits, such as 1000 "
            "(10.00 when there are 100 to the unit)"
        )
    amount = int(digits)
    if amount > MAX_AMOUNT:
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is more than the largest amount, {MAX_AMOUNT:,} minor units"
        )
    return amount


def hands_of(arguments: list[str]) -> list[str]:
    """Each argument is a hand; but unquoted cards (``rank 3S 5S 1M 2C 6R 4N``), every one a
    lone card, can only mean one hand, since a single card is never a hand."""
    if len(arguments) > 1 and all(len(a.replace(",", " ").split()) == 1 for a in arguments):
        return [" ".join(arguments)]
    return arguments


def _stdin_lines() -> Iterator[str | None]:
    """Each line of standard input, or None for a line that is not UTF-8 text. Lines are
    decoded one by one so the bad one can be named and the rest still read."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # already text (a test's StringIO)
        yield from (line.rstrip("\n") for line in sys.stdin)
        return
    for raw in stream:
        try:
            yield raw.decode("utf-8-sig").rstrip("\n")
        except UnicodeDecodeError:
            yield None


def each_hand(
    command: str,
    arguments: list[str],
    as_json: bool,
    work: Callable[[str], dict[str, Any]],
    show: Callable[[dict[str, Any]], str],
    out: TextIO,
    err: TextIO,
) -> int:
    """Run ``work`` on each hand given (or each line of standard input when none is), writing
    a JSON object or the ``show`` line for each. A refused hand is named (by its line number
    on standard input) and the rest still run; the status says whether any was refused."""
    from_stdin = not arguments
    hands: Iterable[str | None] = _stdin_lines() if from_stdin else hands_of(arguments)
    status = EXIT_OK
    for number, text in enumerate(hands, start=1):
        if text is not None and not text.strip():
            continue
        where = f"line {number}" if from_stdin else f"hand {quoted((text or '').strip())}"
        try:
            if text is None:
                raise NotationError("not UTF-8 text; save the input as UTF-8")
            result = work(text)
        except NotationError as exc:
            status = EXIT_REFUSED
            if as_json:
                shown = "" if text is None else text.strip()
                out.write(json.dumps({"cards": shown, "error": str(exc)}) + "\n")
            else:
                err.write(f"casino {command}: {where}: {exc}\n")
            continue
        out.write((json.dumps(result) if as_json else show(result)) + "\n")
        out.flush()
    return status
