"""``casino serve``: run the floor server, and the server room's chores around it.

``casino serve --db URL [--listen HOST:PORT]`` serves the floor until stopped (SIGTERM or
Ctrl-C ends it cleanly). ``casino serve --init`` makes the floor's authority and this
server's certificate and prints the fingerprint every console is given. ``casino serve
--enrol NAME --as ADMIN --out DIR`` makes a console's identity, puts it on the record and
writes the console's whole configuration into DIR; ``--revoke NAME`` shuts one out;
``--consoles`` lists those enrolled. Exit 0: done; 2: refused (one line says why).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from pathlib import Path
from typing import Any, TextIO

from casino.cli_support import EXIT_OK, EXIT_REFUSED

DEFAULT_LISTEN = "0.0.0.0:7443"
CONFIG = "config.toml"


def register(sub: Any) -> None:
    serve = sub.add_parser(
        "serve", help="the floor server: consoles reach the database only through it",
        description="Serve the floor: the only holder of the database login, the site key, "
        "the journal and the shuffle. Consoles connect over TLS with an enrolled identity.",
    )  # fmt: skip
    serve.add_argument("--db", metavar="URL", help="the floor's database (default: configured)")
    serve.add_argument(
        "--listen",
        metavar="HOST:PORT",
        default=DEFAULT_LISTEN,
        help=f"where to listen (default {DEFAULT_LISTEN})",
    )
    serve.add_argument("--folder", metavar="DIR", type=Path,
                       help="the server's folder: the authority and the server's certificate "
                       "(default: 'server' in the user data folder)")  # fmt: skip
    serve.add_argument(
        "--workers",
        type=int,
        default=8,
        metavar="N",
        help="calls worked on at once, each with its own database connection",
    )
    serve.add_argument(
        "--links-per-console", type=int, default=4, metavar="N",
        help="connections one console identity may hold at once (default 4; a test rig "
        "running many simulated consoles under one identity raises it)",
    )  # fmt: skip
    serve.add_argument(
        "--backups",
        metavar="DIR",
        type=Path,
        help="where the scheduled backups go (default: 'backups' in --folder)",
    )
    what = serve.add_mutually_exclusive_group()
    what.add_argument("--init", action="store_true",
                      help="make the floor's authority and this server's certificate, and "
                      "print the fingerprint to give the consoles")  # fmt: skip
    what.add_argument("--add-server", action="store_true",
                      help="a certificate for one more server, signed by the authority in "
                      "--folder (a copy of the first server's folder)")  # fmt: skip
    what.add_argument(
        "--enrol",
        metavar="NAME",
        help="make and enrol the identity of the console NAME (--as, --out)",
    )
    what.add_argument("--revoke", metavar="NAME", help="shut the console NAME out (--as)")
    what.add_argument("--consoles", action="store_true", help="list the enrolled consoles")
    serve.add_argument(
        "--name",
        action="append",
        default=[],
        metavar="HOST",
        help="with --init or --add-server: a name or address the server's "
        "certificate answers to (repeat it; this machine's own are added)",
    )
    serve.add_argument("--as", dest="as_user", metavar="ADMIN",
                       help="the administrator who enrols or revokes (PIN at the terminal or "
                       "on the first line of standard input)")  # fmt: skip
    serve.add_argument(
        "--out",
        metavar="DIR",
        type=Path,
        help="with --enrol: the new console's configuration folder",
    )
    serve.add_argument(
        "--address",
        metavar="HOST:PORT[,HOST:PORT]",
        help="with --enrol: the server(s) the console reaches",
    )
    serve.add_argument("--reason", default="", help="with --revoke: why")
    serve.set_defaults(func=cmd_serve)


def server_folder(given: Path | None) -> Path:
    if given is not None:
        return given.expanduser()
    from platformdirs import user_data_path

    from casino.store.db import APP

    return user_data_path(APP) / "server"


def cmd_serve(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from casino.server.certs import CertificateError

    folder = server_folder(args.folder)
    try:
        if args.init or args.add_server:
            return _init(args, folder, out)
        if args.enrol or args.revoke or args.consoles:
            return _consoles(args, folder, out, err)
        return _run(args, folder, out, err)
    except CertificateError as exc:
        err.write(f"casino serve: {exc}\n")
        return EXIT_REFUSED


def _init(args: argparse.Namespace, folder: Path, out: TextIO) -> int:
    from casino.server import certs

    names = tuple(args.name)
    if args.add_server:
        files = certs.add_server(folder, names)
        authority = certs.fingerprint_of((folder / certs.AUTHORITY).read_bytes())
        made = certs.Made(folder, files, authority)
    else:
        made = certs.init(folder, names)
    for path in made.files:
        out.write(f"wrote {path}\n")
    out.write(f"the floor's authority: SHA256 {made.fingerprint}\n"
              "give this fingerprint to every console (casino serve --enrol writes it for them); "
              f"keep {folder / certs.AUTHORITY_KEY} in the server room\n")  # fmt: skip
    return EXIT_OK


def _consoles(args: argparse.Namespace, folder: Path, out: TextIO, err: TextIO) -> int:
    from casino.cli.store import _database, _read_pin, _ready
    from casino.server import certs
    from casino.services.errors import ServiceError
    from casino.services.users.auth import AuthService
    from casino.services.users.consoles import ConsoleService

    db = _database(args, upgrade=False)
    if not _ready(db, err, "serve"):
        return EXIT_REFUSED
    consoles = ConsoleService(db)
    if args.consoles:
        for console in consoles.enrolled():
            out.write(f"{console.name}\t{console.fingerprint}\tenrolled "
                      f"{console.enrolled_at:%Y-%m-%d %H:%M} UTC by {console.by}\n")  # fmt: skip
        return EXIT_OK
    if not args.as_user:
        err.write("casino serve: --as ADMIN is needed to enrol or revoke a console\n")
        return EXIT_REFUSED
    if args.enrol and (args.out is None or not args.address):
        err.write("casino serve: --enrol needs --out DIR and --address HOST:PORT\n")
        return EXIT_REFUSED
    if args.revoke and not args.reason.strip():
        err.write("casino serve: --revoke needs --reason\n")
        return EXIT_REFUSED
    pin = _read_pin(f"PIN of {args.as_user}", twice=False)
    if pin is None:
        err.write("casino serve: no PIN was given; nothing was changed\n")
        return EXIT_REFUSED
    auth = AuthService(db)
    actor = None
    try:
        actor = auth.sign_in(args.as_user, pin, "casino serve")
        if args.revoke:
            consoles.revoke(actor, args.revoke, args.reason)
            out.write(f"console {args.revoke} is revoked: no server lets it in\n")
            return EXIT_OK
        made = certs.enrol(folder, args.enrol, args.out)
        try:
            consoles.enrol(actor, args.enrol, made.fingerprint)
        except ServiceError:
            for path in made.files:
                path.unlink(missing_ok=True)
            raise
    except ServiceError as exc:
        err.write(f"casino serve: {exc}\n")
        return EXIT_REFUSED
    finally:
        if actor is not None:
            auth.logout(actor)
    authority = certs.fingerprint_of((folder / certs.AUTHORITY).read_bytes())
    config = args.out / CONFIG
    config.write_text(console_config(args.address, authority))
    out.write(f"console {args.enrol} is enrolled (certificate SHA256 {made.fingerprint}); its "
              f"configuration is in {args.out}: copy the folder's files into the console's "
              "configuration folder\n")  # fmt: skip
    return EXIT_OK


def console_config(address: str, fingerprint: str) -> str:
    """A floor console's whole ``config.toml``: where the servers are, the authority to
    trust, its identity; no database and no key."""
    return (
        "# A floor console: it reaches the floor server and holds no database and no key.\n"
        "[server]\n"
        f'address = "{address}"\n'
        f'fingerprint = "{fingerprint}"\n'
        'certificate = "console.pem"\n'
        'key = "console.key"\n'
        'authority = "ca.pem"\n'
    )


def _listen(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not port.isdigit() or not 0 <= int(port) < 65536:
        raise ValueError(f"--listen {text!r}: HOST:PORT, the port a number up to 65535")
    return host.strip("[]") or "0.0.0.0", int(port)


def _run(args: argparse.Namespace, folder: Path, out: TextIO, err: TextIO) -> int:
    from casino.server.serve import FloorServer
    from casino.store import migrate
    from casino.store.db import database_url

    try:
        host, port = _listen(args.listen)
    except ValueError as exc:
        err.write(f"casino serve: {exc}\n")
        return EXIT_REFUSED
    import logging

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    url = database_url(args.db)
    backups = args.backups
    if backups is None:  # the default is the server's own: made here (one given must exist)
        backups = folder / "backups"
        backups.mkdir(parents=True, exist_ok=True)
    server = FloorServer(url, folder, workers=max(1, args.workers), backups=backups,
                         links_per_console=max(1, args.links_per_console))  # fmt: skip
    migrate.upgrade(server.db.engine)

    def ready(bound: int) -> None:
        out.write(f"serving {server.db.url} on {host}:{bound}\n")
        out.flush()

    async def main() -> None:
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C only
                loop.add_signal_handler(signum, server.stop)
        await server.run(host, port, ready)

    asyncio.run(main())
    out.write("stopped\n")
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(EXIT_REFUSED)
