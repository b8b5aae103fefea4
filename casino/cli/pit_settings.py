"""``casino pit-settings``: the pit's settings on the record (``casino.services.pit.settings``).

``casino pit-settings`` prints the version in force as the ``[pit]`` TOML table it holds,
with who made and approved it and when (no sign-in: it reads and changes nothing; with
``--history`` every version). ``casino pit-settings set FILE --as ADMIN --approver NAME
--note TEXT`` makes the next version from a TOML file's ``[pit]`` table: the administrator's
PIN, then the approving supervisor's, are asked for at the terminal or read from the first two
lines of standard input. Exit 0: done; 2: refused (a bad file, a wrong PIN, not an
administrator, nothing new), with one line saying why.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED


def register(sub: Any) -> None:
    """Add ``casino pit-settings`` to ``casino``'s parser."""
    pit = sub.add_parser(
        "pit-settings",
        help="the pit's settings on the record: show them, or make the next version",
        description="The pit's settings (slip duties, opener thresholds, hold bands, house "
        "caps) are kept on the record, the same on every console. Without an action: the "
        "version in force as a [pit] TOML table, with who made and approved it (--history: "
        "every version). 'set FILE': the next version, from FILE's [pit] table, made by an "
        "administrator (--as) and approved by another supervisor (--approver); both PINs are "
        "read from the terminal or the first two lines of standard input. A [pit] in a "
        "console's config.toml is ignored.",
    )
    pit.add_argument("--history", action="store_true", help="every version, oldest first")
    pit.add_argument("--db", metavar="URL", help="a SQLAlchemy URL (default: the configured one)")
    actions = pit.add_subparsers(dest="pit_command", metavar="ACTION")
    change = actions.add_parser(
        "set", help="make the next version from a TOML file's [pit] table",
        description="Make the next version of the pit's settings from FILE's [pit] table.",
    )  # fmt: skip
    change.add_argument("file", metavar="FILE", help="a TOML file with a [pit] table")
    change.add_argument("--as", dest="as_user", required=True, metavar="ADMIN",
                        help="the administrator making the change")
    change.add_argument("--approver", required=True, metavar="NAME",
                        help="the second supervisor (pit boss or administrator) approving it")
    change.add_argument("--note", required=True, help="why the settings change")
    change.add_argument("--db", metavar="URL", help="a SQLAlchemy URL")
    pit.set_defaults(func=cmd_pit_settings)


def cmd_pit_settings(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.cli.store import _database, _ready
    from casino.pit_settings import PitSettingsError, read_file
    from casino.services.errors import ServiceError
    from casino.services.pit.settings import PitSettingsService

    db = _database(args, upgrade=False)
    command = "pit-settings" + (" set" if args.pit_command == "set" else "")
    if not _ready(db, err, command):
        return EXIT_REFUSED
    service = PitSettingsService(db)
    try:
        if args.pit_command == "set":
            try:
                settings = read_file(Path(args.file))
            except PitSettingsError as exc:
                err.write(f"casino {command}: {exc}\n")
                return EXIT_REFUSED
            return _change(service, db, args, settings, out, err)
        versions = service.history() if args.history else [service.current()]
    except ServiceError as exc:
        err.write(f"casino {command}: {exc}\n")
        return EXIT_REFUSED
    for version in versions:
        _print(version, out)
    return EXIT_OK


def _print(version: Any, out: TextIO) -> None:
    from casino.pit_settings import PitSettings, to_toml
    from casino.services.pit.settings import DEFAULTS

    if version is None:
        out.write(f"# in force: {DEFAULTS}\n")
        settings = PitSettings()
    else:
        out.write(f"# {version.stamp}: {version.note}\n")
        settings = version.settings
    out.write(to_toml(settings) + "\n")


def _change(
    service: Any, db: Any, args: argparse.Namespace, settings: Any, out: TextIO, err: TextIO
) -> int:
    from casino.cli.store import _read_pin
    from casino.services.errors import ServiceError
    from casino.services.users.auth import AuthService, Signature

    command = "casino pit-settings set"
    pin = _read_pin(f"PIN of {args.as_user}", twice=False)
    approver_pin = _read_pin(f"PIN of {args.approver}", twice=False)
    if pin is None or approver_pin is None:
        err.write(f"{command}: both PINs are needed; nothing was changed\n")
        return EXIT_REFUSED
    auth = AuthService(db)
    actor = None
    try:
        actor = auth.sign_in(args.as_user, pin, "casino pit-settings set")
        number = service.change(
            actor, settings, args.note, approved_by=Signature(args.approver, approver_pin)
        )
    except ServiceError as exc:
        err.write(f"{command}: {exc}\n")
        return EXIT_REFUSED
    finally:
        if actor is not None:
            auth.logout(actor)
    out.write(f"pit settings version {number} is in force\n")
    return EXIT_OK
