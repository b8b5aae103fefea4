"""The ``casino`` command line: the command itself (``command``, whose ``main`` is the
console script) and its groups of subcommands (``store``, ``slips``, ``pit_settings``,
``backup``, ``serve``, ``game_commands``). What a game's own subcommands share with these is
``casino.cli_support``, outside this package so the games need not import it.
"""

from casino.cli.command import main

__all__ = ["main"]
