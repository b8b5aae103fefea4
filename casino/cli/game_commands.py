"""The ``casino`` subcommands several games offer under one name, chosen with ``--game``.

``casino rank --game NAME`` and plain ``casino rank`` (the game that had the command first,
as it always was) are one command: each game declares its part in its spec
(``GameSpec.game_commands``) and this module builds one parser holding every game's
arguments. An argument the chosen game did not declare is refused in one line naming it,
rather than ignored: a scoring profile means nothing to a game without profiles, and a pit
boss who typed one should hear so.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any, TextIO

from casino.cli_support import EXIT_REFUSED
from casino.games import games
from casino.games.capabilities import CommandLine, GameCommand


class _Offered:
    """One shared subcommand: every game's part, and which arguments are whose."""

    def __init__(self, name: str, parts: Mapping[str, GameCommand]) -> None:
        self.name = name
        self.parts = dict(parts)
        self.default = next((game for game, part in parts.items() if part.default), None)
        self.owners: dict[str, set[str]] = {}
        """argparse dest -> the games that declared the argument."""
        self.flag_of: dict[str, str] = {}
        self.unset: dict[str, Any] = {}

    def build(self, sub: Any) -> None:
        helps = "; ".join(f"{game}: {part.help}" for game, part in self.parts.items())
        parser = sub.add_parser(self.name, help=helps, description=f"casino {self.name} "
                                f"--game GAME. {helps}.")
        parser.add_argument(
            "--game", choices=sorted(self.parts), default=self.default,
            required=self.default is None,
            help=f"the game (default {self.default})" if self.default else "the game",
        )
        added: dict[tuple[str, ...], str] = {}
        for game, part in self.parts.items():
            for argument in part.arguments:
                dest = added.get(argument.flags)
                if dest is None:
                    action = parser.add_argument(*argument.flags, **dict(argument.options))
                    dest = added[argument.flags] = action.dest
                    self.flag_of[dest] = argument.flags[0]
                    self.unset[dest] = action.default
                self.owners.setdefault(dest, set()).add(game)
        parser.set_defaults(func=self.run)

    def run(self, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
        for dest, owners in self.owners.items():
            if args.game not in owners and getattr(args, dest) != self.unset[dest]:
                err.write(f"casino {self.name}: {self.flag_of[dest]} is not an option of "
                          f"--game {args.game} (it is for {', '.join(sorted(owners))})\n")
                return EXIT_REFUSED
        return self.parts[args.game].run(args, out, err)


def register(sub: Any) -> None:
    """Add every shared subcommand the registered games offer to ``casino``'s parser."""
    offered: dict[str, dict[str, GameCommand]] = {}
    for spec in games().values():
        line = spec.get(CommandLine)
        for name, part in (line.shared if line is not None else {}).items():
            offered.setdefault(name, {})[spec.name] = part
    for name, parts in offered.items():
        _Offered(name, parts).build(sub)
