"""What the ``casino`` subcommands share: exit statuses and the hand-per-line loop."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from casino.cards import CardError

EXIT_OK, EXIT_FAILED, EXIT_REFUSED = 0, 1, 2


def hands_of(arguments: list[str]) -> list[str]:
    """Each argument is a hand; but unquoted cards (``rank 3S 5S 1M 2C 6R 4N``), every one a
    lone card, can only mean one hand, since a single card is never a hand."""
    if len(arguments) > 1 and all(len(a.replace(",", " ").split()) == 1 for a in arguments):
        return [" ".join(arguments)]
    return arguments


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
    hands: Iterable[str] = (
        (line.rstrip("\n") for line in sys.stdin) if from_stdin else hands_of(arguments)
    )
    status = EXIT_OK
    for number, text in enumerate(hands, start=1):
        if not text.strip():
            continue
        try:
            result = work(text)
        except CardError as exc:
            status = EXIT_REFUSED
            where = f"line {number}" if from_stdin else f"hand {text.strip()!r}"
            if as_json:
                out.write(json.dumps({"cards": text.strip(), "error": str(exc)}) + "\n")
            else:
                err.write(f"casino {command}: {where}: {exc}\n")
            continue
        out.write((json.dumps(result) if as_json else show(result)) + "\n")
        out.flush()
    return status
