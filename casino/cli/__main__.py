"""``python -m casino.cli``: the ``casino`` command."""

from casino.cli.command import main

if __name__ == "__main__":
    raise SystemExit(main())
