"""A dishonest dealer holding a floor console attacks the floor server (issue 35).

The dealer has everything the console has: its certificate and key, the authority's
certificate, its ``config.toml``, and the console's code, so any message at all can be sent
over the console's TLS connection (``Raw`` below is that connection with nothing of the
console's client in between), as well as every call ``RemoteServices`` makes. Each test makes
one attack through the real server on loopback (``floor``) and checks that it is refused and
that nothing was written (``row_counts``), or, where the attack is a read, that nothing was
read. What would make each test fail is said in its docstring.

Eight attacks succeeded when these tests were first written (a revoked console's open
connection, an outage made by cutting a console's link, the rate per connection, a message
nested too deeply, another table's session in the seat figures, long console names cut
alike, a dealer's period reports, a locked user's reads); each is mended and its test now
passes.
"""

from __future__ import annotations

import dataclasses
import json
import os
import pickle
import random
import ssl
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from cli_runner import run_casino
from floor_fixtures import Authority, Floor, console_config
from sqlalchemy import func, select
from store_fixtures import PINS, STAFF, Staff, new_id, open_table, row_counts
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from casino.equipment.sekhoma_pack import Card, shuffled_deck
from casino.games import game
from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.server import certs, serve, wire
from casino.server.client import Link, RemoteServices, ServerConfig, configured
from casino.server.serve import BURST, FloorServer
from casino.services import Services
from casino.services.errors import AuthError, InputError, NotFound, PermissionDenied, ServiceError
from casino.services.pit.outages import outage_covering
from casino.services.users.consoles import ConsoleService
from casino.store import clock
from casino.store import models as m
from casino.store.codec import encode
from casino.store.stream import from_data

SEKHOMA = "sekhoma"
DEALER_NAME, DEALER_PIN = STAFF["dealer2"][0], STAFF["dealer2"][2]
"""Who the dishonest dealer is: Sam Dealer signs in at the console through the server (the
``staff`` fixture's own sign-ins stay open for the test's in-process set-up; Dana's would
end when Dana signed in again)."""


# --- the console's raw connection ----------------------------------------------------------


def _context(config: ServerConfig) -> ssl.SSLContext:
    return certs.console_context(
        config.certificate.parent,
        config.fingerprint,
        config.certificate,
        config.key,
        config.authority,
    )


def _connect(port: int, context: ssl.SSLContext) -> ClientConnection:
    """The dealer's raw connection, opened as the console opens its own: a server that took
    the connection but did not finish the handshake (a loaded machine; fresh-clone runs saw
    it about once a run) is asked once more (``casino.server.client.Link._connect``)."""
    for attempt in (1, 2):
        try:
            return connect(
                f"wss://127.0.0.1:{port}/",
                ssl=context,
                server_hostname="127.0.0.1",
                proxy=None,
                compression=None,
                max_size=None,
                open_timeout=15,  # a loaded CI machine: the console itself waits 10 s
                user_agent_header=None,
            )
        except (InvalidHandshake, TimeoutError):
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


class Raw:
    """The console's TLS connection, sending whatever the dealer writes."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.n = 0

    def send(self, message: Any) -> None:
        data = message if isinstance(message, str | bytes) else json.dumps(message)
        self.socket.send(data)

    def reply(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next answer (pushes skipped)."""
        while True:
            found = json.loads(self.socket.recv(timeout=timeout))
            assert isinstance(found, dict)
            if "push" not in found:
                return found

    def ask(self, message: Any) -> dict[str, Any]:
        self.send(message)
        return self.reply()

    def call(self, path: str, args: dict[str, Any], who: Any = None) -> dict[str, Any]:
        self.n += 1
        message: dict[str, Any] = {"n": self.n, "call": path, "args": args}
        if who is not None:
            message["who"] = who
        answer = self.ask(message)
        assert answer.get("n") == self.n, answer
        return answer

    def login(self, name: str = DEALER_NAME, pin: str = DEALER_PIN) -> dict[str, Any]:
        """A sign-in at this console: the ``Actor`` as the wire carries it."""
        answer = self.call("auth.login", {"name": name, "pin": pin})
        assert "ok" in answer, answer
        actor = answer["ok"]
        assert isinstance(actor, dict)
        return actor


@contextmanager
def raw(floor: Floor, name: str = "T-01", port: int | None = None) -> Iterator[Raw]:
    """Console ``name``'s own TLS connection to the floor's server."""
    config = console_config(floor.authority, name, port or floor.port)
    with _connect(port or floor.port, _context(config)) as socket:
        yield Raw(socket)


def refused(answer: dict[str, Any], *words: str) -> str:
    """The refusal's message (the answer must be one), which must hold each of ``words``."""
    assert "ok" not in answer, f"the server answered: {str(answer)[:300]}"
    assert "error" in answer, answer
    message = str(answer["error"]["message"])
    for word in words:
        assert word in message, message
    return message


def sign_ins(db_services: Services) -> list[tuple[int, str, datetime | None]]:
    with db_services.db.read() as session:
        return [
            (r.user_id, r.console, r.ended_at)
            for r in session.scalars(select(m.LoginSession).order_by(m.LoginSession.id))
        ]


def failed_pins(services: Services, name: str) -> tuple[int, int]:
    with services.db.read() as session:
        user = session.scalars(select(m.User).where(m.User.name == name)).one()
        return user.failed_pins, user.failed_asks


def _record(game_name: str, command: Any) -> dict[str, Any]:
    """A game's command as the wire carries a value typed ``Any``."""
    return {wire.RECORD: [game_name, encode(command)]}


# --- who may connect -------------------------------------------------------------------------


def _answered(port: int, context: ssl.SSLContext) -> dict[str, Any] | None:
    """What a connection made with ``context`` gets for a sign-in: None if the server let
    it ask nothing (the handshake refused, or the connection closed before an answer)."""
    try:
        with _connect(port, context) as socket:
            socket.send(
                json.dumps(
                    {"n": 1, "call": "auth.login", "args": {"name": DEALER_NAME, "pin": DEALER_PIN}}
                )
            )
            found = json.loads(socket.recv(timeout=5))
            assert isinstance(found, dict)
            return found
    except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError):
        return None


def test_a_connection_without_a_client_certificate_is_refused(
    floor: Floor, services: Services
) -> None:
    """Fails if a TLS connection that trusts the floor's authority but shows no certificate of
    its own gets a sign-in answered, or leaves a sign-in behind."""
    before = row_counts(services.db)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.load_verify_locations(cafile=str(floor.authority.server / certs.AUTHORITY))
    assert _answered(floor.port, context) is None
    assert row_counts(services.db) == before


def test_a_certificate_another_authority_signed_is_refused(
    floor: Floor, services: Services
) -> None:
    """The stranger's certificate says "T-01" too, but another authority signed it. Fails
    if the server answers it anything."""
    before = row_counts(services.db)
    stranger = floor.authority.stranger
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.load_verify_locations(cafile=str(floor.authority.server / certs.AUTHORITY))
    context.load_cert_chain(stranger / certs.CONSOLE, stranger / certs.CONSOLE_KEY)
    assert _answered(floor.port, context) is None
    assert row_counts(services.db) == before


def test_no_tls_no_service(floor: Floor, services: Services) -> None:
    """Plain ``ws://`` to the server's port. Fails if the server speaks WebSocket without
    TLS (an answer to the sign-in)."""
    before = row_counts(services.db)
    try:
        with connect(f"ws://127.0.0.1:{floor.port}/", open_timeout=5, proxy=None) as socket:
            socket.send(json.dumps({"n": 1, "call": "auth.has_users", "args": {}}))
            got: Any = socket.recv(timeout=5)
    except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError):
        got = None
    assert got is None
    assert row_counts(services.db) == before


def _ask(socket: Any, message: dict[str, Any]) -> Any:
    """``message`` sent and the answer read (5 s at the most)."""
    socket.send(json.dumps(message))
    return socket.recv(timeout=5)


def test_an_identity_the_authority_signed_but_the_record_never_enrolled_is_closed(
    floor: Floor, services: Services
) -> None:
    """The identity "unenrolled" is signed by the floor's own authority but is not on the
    record. Fails if it gets a sign-in answered (or the close is not the server's 4403)."""
    before = row_counts(services.db)
    config = console_config(floor.authority, "unenrolled", floor.port)
    login = {"n": 1, "call": "auth.login", "args": {"name": DEALER_NAME, "pin": DEALER_PIN}}
    # The server may close before the sign-in is even sent (it checks the record at once):
    # then the send is what meets the close.
    refused = pytest.raises(ConnectionClosed)
    with _connect(floor.port, _context(config)) as socket, refused as closed:
        _ask(socket, login)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4403
    assert row_counts(services.db) == before


def test_a_revoked_console_cannot_connect_again(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """T-01 is revoked (a stolen console). Fails if a new connection with its identity gets
    anything answered."""
    ConsoleService(services.db).revoke(staff.admin, "T-01", "stolen from the pit")
    before = row_counts(services.db)
    config = console_config(floor.authority, "T-01", floor.port)
    assert _answered(floor.port, _context(config)) is None
    assert row_counts(services.db) == before


def test_a_revoked_console_is_shut_out_of_the_connection_it_holds(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The dealer keeps T-01's connection open while an administrator revokes it. Fails if
    a call on that connection made once the server's look at the record is due
    (``ROLL_FRESH``, a second), a complaint written in the dealer's name, is still answered
    and recorded."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    with raw(floor) as console:
        actor = console.login()
        ConsoleService(services.db).revoke(staff.admin, "T-01", "stolen from the pit")
        time.sleep(serve.ROLL_FRESH + 0.2)
        before = row_counts(services.db)
        try:
            answer = console.call(
                "complaints.record",
                {
                    "actor": actor,
                    "table_id": table,
                    "hand_number": None,
                    "seat": 1,
                    "patron": "Ann",
                    "what": "written by a revoked console",
                },
                actor["token"],
            )
        except ConnectionClosed:
            answer = {"error": {"message": "closed"}}
        refused(answer)
    assert row_counts(services.db) == before


def test_a_console_cannot_put_an_outage_of_its_own_making_on_the_record(
    floor: Floor, services: Services
) -> None:
    """The dealer, not even signed in, closes T-01's connection without saying goodbye and
    opens it again: the server and its database were up throughout. Fails if the record
    then shows an outage covering that moment, what ``slips.manual_slip`` takes
    instead of an administrator's approval (at any table: the outage names no table), and
    because each such reconnection writes to the record without any sign-in."""
    before = row_counts(services.db)
    with raw(floor) as console:
        assert console.call("auth.has_users", {})["ok"] is True
    dropped = datetime.now(UTC)
    time.sleep(0.2)
    with raw(floor) as console:
        assert console.call("auth.has_users", {})["ok"] is True
    with services.db.read() as session:
        covering = outage_covering(session, dropped + timedelta(seconds=0.1), timedelta(0))
    assert covering is None, covering
    assert row_counts(services.db) == before


# --- calls not offered, arguments that do not fit -------------------------------------------

NOT_OFFERED = [
    "auth.seed",
    "auth.recover_administrator",
    "auth.user",
    "auth._try_pin",
    "auth._key",
    "auth.__init__",
    "auth.__class__",
    "auth.db",
    "auth.sign_in.__globals__",
    "tables.close",
    "tables.append_between_hands",
    "tables.randomness",
    "tables._prepared",
    "tables._record",
    "tables._cache",
    "faults.outages",
    "consoles.enrol",
    "consoles.revoke",
    "consoles.enrolled",
    "backups.backup",
    "db.engine",
    "seal",
    "record_outages",
    "auth",
    "auth.",
    ".login",
    "",
    "$listen.now",
    "__class__.__init__",
]


def test_a_call_not_offered_is_refused(floor: Floor, services: Services) -> None:
    """Each path is something of the server's that the allowlist leaves out (or no path at
    all). Fails if any is answered, or if the refusal is not the server's own "offers no"."""
    with raw(floor) as console:
        actor = console.login()
        before = row_counts(services.db)
        for path in NOT_OFFERED:
            answer = console.call(
                path, {"name": "Eve", "role": "admin", "pin": "482913"}, actor["token"]
            )
            refused(answer, "offers no")
        for odd in (None, 7, ["auth.login"], {"auth": "login"}, True):
            refused(console.ask({"n": 0, "call": odd, "args": {}}), "offers no")
    assert row_counts(services.db) == before


MISFITS: list[tuple[dict[str, Any], str]] = [
    ({"name": DEALER_NAME, "pin": DEALER_PIN, "by": None}, "takes no argument"),
    ({"name": DEALER_NAME}, "needs its argument"),
    ({"name": [DEALER_NAME], "pin": DEALER_PIN}, "name"),
    ({"name": DEALER_NAME, "pin": 2000}, "pin"),
    ({"name": {"$record": ["sekhoma", {}]}, "pin": DEALER_PIN}, "name"),
]


def test_arguments_that_do_not_fit_are_refused_before_any_service_runs(
    floor: Floor, services: Services
) -> None:
    """A sign-in with arguments the method does not declare, lacks, or of the wrong type.
    Fails if any reaches the service (a sign-in made, or a failed login logged)."""
    before = row_counts(services.db)
    with raw(floor) as console:
        for args, said in MISFITS:
            refused(console.call("auth.login", args), said)
        refused(
            console.ask({"n": 9, "call": "auth.login", "args": [DEALER_NAME, DEALER_PIN]}),
            "JSON object",
        )
    assert row_counts(services.db) == before


def test_a_sign_in_is_bound_to_the_console_it_was_made_at_whatever_the_console_says(
    floor: Floor, services: Services
) -> None:
    """The dealer signs in at T-01 saying the console is T-02. Fails if the sign-in's row
    names anything but the console the server saw, or if the token then works at T-02."""
    with raw(floor) as console:
        answer = console.call(
            "auth.sign_in", {"name": DEALER_NAME, "pin": DEALER_PIN, "console": "console T-02"}
        )
        token = answer["ok"]["token"]
    assert sign_ins(services)[-1][1] == "console T-01"
    with raw(floor, "T-02") as other:
        refused(other.call("tables.tables", {}, token), "not made at this console")


# --- sign-ins: forged, stolen, ended ---------------------------------------------------------


READS: list[tuple[str, dict[str, Any]]] = [
    ("tables.tables", {}),
    ("tables.open_hands", {}),
    ("auth.user_list", {}),
    ("reports.shifts", {}),
    ("reports.shift_report", {"shift_id": 1}),
    ("periods.period_report", {"kind": "day", "day": "2024-01-01"}),
    ("periods.exceptions_report", {"first": "2024-01-01", "last": "2024-01-31"}),
    ("pit.overview", {}),
    ("slips.slips", {}),
    ("count_room.drops", {}),
    ("complaints.complaints", {}),
    ("faults.faults", {}),
    ("rules.versions", {"game": SEKHOMA}),
    ("pit_settings.history", {}),
    ("players.enrolled", {"card": "1234"}),
]


@pytest.mark.parametrize("who", [None, "", 7, ["x"], "a" * 64], ids=repr)
def test_nothing_is_read_without_a_sign_in(who: Any, floor: Floor) -> None:
    """Reports, the users, the tables... with no token, a blank one, one not text, or one
    made up. Fails if any is answered."""
    with raw(floor) as console:
        for path, args in READS:
            refused(console.call(path, args, who))


def test_a_token_from_another_console_is_useless(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The dealer copies the token of a sign-in made at T-02 (say, the pit boss's) onto T-01
    and uses it as the call's sign-in, inside the Actor, or both. Fails if any of the three
    is answered or writes anything."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    with raw(floor, "T-02") as other:
        boss = other.login(STAFF["boss2"][0], STAFF["boss2"][2])
    with raw(floor) as console:
        mine = console.login()
        before = row_counts(services.db)
        args = {
            "actor": boss,
            "table_id": table,
            "command": _record(SEKHOMA, SeatPlayer(1, "Ann", 5000)),
            "command_id": new_id(),
        }
        refused(console.call("tables.submit", args, boss["token"]), "not made at this console")
        refused(console.call("tables.submit", args, mine["token"]), "not made at this console")
        refused(console.call("reports.shifts", {}, boss["token"]), "not made at this console")
        # The boss's token in an Actor forged with the dealer's own name: the same.
        forged = dict(boss, user_id=mine["user_id"], name=mine["name"], role="dealer")
        args["actor"] = forged
        refused(console.call("tables.submit", args, mine["token"]), "not made at this console")
    assert row_counts(services.db) == before


def test_an_actor_forged_with_another_role_acts_as_its_token_does(
    floor: Floor, services: Services
) -> None:
    """The dealer's own token in an Actor that says administrator (the administrator's id
    and name). Fails if a user is added, or the refusal is not the services' own."""
    with raw(floor) as console:
        mine = console.login()
        admin = {
            "user_id": 1,
            "name": STAFF["admin"][0],
            "role": "admin",
            "token": mine["token"],
            "pin_change_required": False,
        }
        before = row_counts(services.db)
        answer = console.call(
            "auth.add_user",
            {"name": "Eve Admin", "role": "admin", "pin": "482913", "by": admin},
            mine["token"],
        )
        assert answer["error"]["class"].endswith(PermissionDenied.__qualname__), answer
        for role in ("admin", "pit_boss"):
            answer = console.call(
                "auth.add_user",
                {
                    "name": "Eve Dealer",
                    "role": "dealer",
                    "pin": "4829",
                    "by": dict(admin, role=role),
                },
                mine["token"],
            )
            assert answer["error"]["class"].endswith(PermissionDenied.__qualname__), answer
        # No ``by``: "the first user of an empty database", on a floor that has users.
        refused(
            console.call(
                "auth.add_user", {"name": "Eve", "role": "admin", "pin": "482913"}, mine["token"]
            )
        )
    assert row_counts(services.db) == before
    assert "Eve Admin" not in [u.name for u in services.auth.user_list()]


def test_add_first_user_on_a_floor_that_has_users_is_refused(
    floor: Floor, services: Services
) -> None:
    """Offered before any sign-in (for a new database). Fails if it adds a pit boss to a
    floor that has users."""
    before = row_counts(services.db)
    with raw(floor) as console:
        answer = console.call(
            "auth.add_first_user", {"name": "Eve Boss", "pin": "482913", "console": "x"}
        )
        refused(answer, "already has users")
    assert row_counts(services.db) == before


def test_tokens_of_ended_sign_ins_are_refused(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """A token signed out through the server, and one ended by signing in again at the same
    console. Fails if either reads or writes again."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    with raw(floor) as console:
        first = console.login()
        assert "ok" in console.call("auth.logout", {"actor": first}, first["token"])
        refused(console.call("tables.tables", {}, first["token"]), "ended")
        second = console.login()
        third = console.login()  # ends the second sign-in: one open sign-in a user
        before = row_counts(services.db)
        args = {
            "actor": second,
            "table_id": table,
            "command_id": new_id(),
            "command": _record(SEKHOMA, SeatPlayer(1, "Ann", 5000)),
        }
        refused(console.call("tables.submit", args, third["token"]), "ended")
        refused(console.call("tables.submit", args, second["token"]))
    assert row_counts(services.db) == before


# --- PINs --------------------------------------------------------------------------------


def test_an_approval_cannot_guess_pins_faster_than_the_lockout_allows(
    floor: Floor, services: Services
) -> None:
    """The dealer sends a burst of guesses at the pit boss's PIN through ``auth.approver``,
    as fast as the console may send, then the right PIN. Fails if more than the first three
    guesses are checked at once (the pit boss's wrong-PIN count past 3), or if the right PIN,
    sent straight after, is taken (the throttle let a guess through)."""
    boss = STAFF["boss"][0]
    with raw(floor) as console:
        me = console.login()
        for guess in range(20):
            args = {"name": boss, "pin": f"{123450 + guess}", "to": "void a hand", "by": me}
            refused(console.call("auth.approver", args, me["token"]))
        right = {"name": boss, "pin": PINS[boss], "to": "void a hand", "by": me}
        refused(console.call("auth.approver", right, me["token"]), "try again")
        refused(
            console.call(
                "auth.countersign",
                {"signature": {"name": boss, "pin": PINS[boss]}, "to": "x", "by": me},
                me["token"],
            ),
            "try again",
        )
    assert failed_pins(services, boss)[0] <= 3


def test_sign_ins_cannot_guess_pins_faster_than_the_lockout_allows(
    floor: Floor, services: Services
) -> None:
    """A burst of wrong sign-ins, then the right PIN. Fails if the right PIN signs in (the
    server checked PINs past the throttle), or if more than three wrong ones were checked."""
    with raw(floor) as console:
        for guess in range(15):
            refused(console.call("auth.login", {"name": DEALER_NAME, "pin": f"{3000 + guess}"}))
        refused(console.call("auth.login", {"name": DEALER_NAME, "pin": DEALER_PIN}), "try again")
    assert failed_pins(services, DEALER_NAME)[0] <= 3
    assert all(c != "console T-01" for _u, c, _e in sign_ins(services))


def test_an_approval_the_dealer_signs_for_himself_is_refused(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """A void of the hand with the dealer's own name and PIN as the approver, and with a
    forged Signature-shaped Actor. Fails if the void is written."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    with raw(floor) as console:
        me = console.login()
        for seat, name in ((1, "Ann"), (2, "Bo")):
            console.call(
                "tables.submit",
                {
                    "actor": me,
                    "table_id": table,
                    "command_id": new_id(),
                    "command": _record(SEKHOMA, SeatPlayer(seat, name, 5000)),
                },
                me["token"],
            )
        assert "ok" in console.call(
            "tables.submit",
            {
                "actor": me,
                "table_id": table,
                "command_id": new_id(),
                "command": _record(SEKHOMA, StartHand()),
            },
            me["token"],
        )
        before = row_counts(services.db)
        for approver in (
            {"name": DEALER_NAME, "pin": DEALER_PIN},
            {"name": STAFF["boss"][0], "pin": ""},
            {"name": STAFF["boss"][0], "pin": "7" * 100_000},
        ):
            refused(
                console.call(
                    "tables.void",
                    {
                        "actor": me,
                        "table_id": table,
                        "reason": "misdeal",
                        "approver": approver,
                        "command_id": new_id(),
                    },
                    me["token"],
                )
            )
    after = row_counts(services.db)
    written = {k: after[k] - before[k] for k in after if after[k] != before[k]}
    assert set(written) <= {"significant_events", "users", "admin_records"}, written
    assert services.recall.hands(table, 1)[0].in_play


# --- size, rate, pickles, nesting ------------------------------------------------------------


def test_an_oversized_message_closes_the_connection(floor: Floor, services: Services) -> None:
    """A sign-in one byte past ``wire.MAX_MESSAGE``. Fails if the server reads it (an answer:
    the failed sign-in), closes with any code but 1009 (when the close frame gets through at
    all: the server may drop the socket while the console is still sending), writes
    anything, or no longer serves the floor after."""
    before = row_counts(services.db)
    head = json.dumps({"n": 1, "call": "auth.login", "args": {"name": "", "pin": DEALER_PIN}})
    padding = wire.MAX_MESSAGE + 1 - len(head)
    message = head.replace('"name": ""', '"name": "' + "x" * padding + '"')
    assert len(message.encode()) > wire.MAX_MESSAGE
    with raw(floor) as console, pytest.raises(ConnectionClosed) as closed:
        console.ask(message)
    frame = closed.value.rcvd
    assert frame is None or frame.code == 1009, frame
    assert row_counts(services.db) == before
    with raw(floor, "T-02") as other:
        assert other.call("auth.has_users", {})["ok"] is True


def test_a_flood_from_one_connection_is_refused_past_its_burst(floor: Floor) -> None:
    """Three bursts of the console's allowance sent at once. Fails if fewer than half the
    messages past the burst are refused "too many requests", or if the flood stops the
    server answering another console."""
    sent = 3 * BURST
    with raw(floor) as console:
        for n in range(sent):
            console.send({"n": n, "call": "auth.has_users", "args": {}})
        answers = [console.reply() for _ in range(sent)]
    busy = [a for a in answers if "too many requests" in str(a.get("error", ""))]
    assert len(busy) >= (sent - BURST) // 2
    with raw(floor, "T-02") as other:
        assert other.call("auth.has_users", {})["ok"] is True


def test_the_rate_is_bounded_per_console_not_per_connection(floor: Floor) -> None:
    """Four connections, all T-01's identity, each sending a whole burst. Fails if every
    connection gets a burst of its own: 4 x BURST answered where a console
    is allowed BURST (and what refills meanwhile)."""
    connections = 4
    with raw(floor) as a, raw(floor) as b, raw(floor) as c, raw(floor) as d:
        consoles = [a, b, c, d]
        for console in consoles:
            for n in range(BURST):
                console.send({"n": n, "call": "auth.has_users", "args": {}})
        answered = sum("ok" in console.reply() for console in consoles for _ in range(BURST))
    assert answered <= BURST + 40, f"{answered} of {connections * BURST} answered"


def test_a_pickle_is_never_read(floor: Floor, services: Services, tmp_path: Path) -> None:
    """A pickle whose loading would make a folder, sent as a binary message and inside a
    JSON value. Fails if the folder appears, or if either is answered as anything but a
    refusal."""
    marker = tmp_path / "unpickled"

    class Plant:
        def __reduce__(self) -> tuple[Any, tuple[str]]:
            return (os.mkdir, (str(marker),))

    blob = pickle.dumps(Plant())
    before = row_counts(services.db)
    with raw(floor) as console:
        me = console.login()
        before = row_counts(services.db)
        refused(console.ask(blob), "not JSON")
        refused(
            console.call(
                "seat_figures.figures",
                {"table_id": 1, "state": {"py/reduce": blob.hex()}, "seq": 1},
                me["token"],
            )
        )
        refused(
            console.call(
                "tables.preview", {"table_id": 1, "command": {"$pickle": blob.hex()}}, me["token"]
            )
        )
    assert not marker.exists()
    assert row_counts(services.db) == before


def test_a_deeply_nested_message_is_refused_not_left_unanswered(
    floor: Floor, services: Services
) -> None:
    """A message of 200,000 nested lists, well under the size limit. Fails if the server
    never answers it, rather than refusing it like any message that is not JSON it reads."""
    before = row_counts(services.db)
    with raw(floor) as console:
        console.send("[" * 200_000 + "]" * 200_000)
        try:
            answer: dict[str, Any] | None = console.reply(timeout=3)
        except TimeoutError:
            answer = None
        if answer is None:  # said without a traceback: pytest's own repr of one trips on 3.11
            pytest.fail("no answer within 3 s", pytrace=False)
        refused(answer)
        assert console.call("auth.has_users", {})["ok"] is True
    assert row_counts(services.db) == before


def test_a_fault_of_the_server_says_nothing_of_its_database(
    floor: Floor, services: Services
) -> None:
    """Values that make the server fail (an id too large for the database, a SQLAlchemy
    session where one is declared). Fails if the answer names the database's file or URL, or
    carries a traceback."""
    with raw(floor) as console:
        me = console.login()
        answers = [
            console.call("tables.view", {"table_id": 10**30}, me["token"]),
            console.call("recall.hand", {"table_id": 1, "number": -(10**30)}, me["token"]),
            console.call(
                "reports.table_figures",
                {
                    "session": {},
                    "table_id": 1,
                    "spans": [],
                    "names": [],
                    "now": "2024-01-01T00:00:00",
                },
                me["token"],
            ),
        ]
    url = services.db.engine.url.render_as_string(hide_password=False)
    database = services.db.engine.url.database or url
    for answer in answers:
        message = refused(answer)
        assert database not in message and url not in message
        assert "Traceback" not in message and "File " not in message


# --- values typed Any, dataclasses with hostile contents -------------------------------------


def test_any_envelopes_are_only_a_games_values(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """``tables.submit``'s command is typed ``Any``: the dealer sends a state as a command,
    an event as a command, a game that does not exist, a tag no game knows, another game's
    command, and a list. Fails if any is taken, or the table's record moves."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    state, seq = services.tables.view(table).state, services.tables.view(table).seq
    commands: list[Any] = [
        {wire.STATE: [SEKHOMA, wire.CODEC.plain(state)]},
        {
            wire.RECORD: [
                SEKHOMA,
                {"type": "PlayerSeated", "seat": 1, "player": "Ann", "chips": 5000},
            ]
        },
        {wire.RECORD: ["roulette", {"type": "SeatPlayer"}]},
        {wire.RECORD: [SEKHOMA, {"type": "os.system", "command": "touch /tmp/x"}]},
        {
            wire.RECORD: [
                SEKHOMA,
                {
                    "type": "SeatPlayer",
                    "seat": 1,
                    "player": "Ann",
                    "chips": 5000,
                    "at": "2000-01-01T00:00:00",
                    "x": 1,
                },
            ]
        },
        {wire.RECORD: [SEKHOMA, "SeatPlayer"]},
        {wire.RECORD: ["seka", {"type": "StartHand", "shoe": None}]},
        {wire.RECORD: [SEKHOMA, {}], wire.STATE: [SEKHOMA, {}]},
        [{wire.RECORD: [SEKHOMA, {"type": "StartHand"}]}],
        {"type": "SeatPlayer", "seat": 1, "player": "Ann", "chips": 5000},
        3.5,
    ]
    with raw(floor) as console:
        me = console.login()
        before = row_counts(services.db)
        for command in commands:
            for path in ("tables.submit", "tables.preview"):
                args = {"table_id": table, "command": command}
                if path == "tables.submit":
                    args |= {"actor": me, "command_id": new_id()}
                refused(console.call(path, args, me["token"]))
    assert row_counts(services.db) == before
    assert services.tables.view(table).seq == seq


HOSTILE_ACTORS: list[Any] = [
    {"user_id": 1, "name": "x", "role": "admin"},
    {"user_id": "1", "name": "x", "role": "admin", "token": "t"},
    {"user_id": 1, "name": "x", "role": "admin", "token": ["t"]},
    {"user_id": 1, "name": "x", "role": "admin", "token": "", "pin_change_required": False},
    {"user_id": 1, "name": "x", "role": "admin", "token": "t", "is_admin": True},
    [1, "x", "admin", "t"],
    {wire.STATE: [SEKHOMA, {}]},
    None,
]


def test_an_actor_with_hostile_fields_acts_for_nobody(floor: Floor, services: Services) -> None:
    """An Actor missing its token, with fields of the wrong type, one it does not have, or
    not an Actor at all, handed to a call that adds a user. Fails if a user is added."""
    with raw(floor) as console:
        me = console.login()
        before = row_counts(services.db)
        for actor in HOSTILE_ACTORS:
            refused(
                console.call(
                    "auth.add_user",
                    {"name": "Eve", "role": "dealer", "pin": "4829", "by": actor},
                    me["token"],
                )
            )
    assert row_counts(services.db) == before


def test_rules_and_settings_with_hostile_contents_are_refused(
    floor: Floor, services: Services
) -> None:
    """Rules naming a game that does not exist or a class that is no rules, settings with a
    field they do not have; published by the dealer with the pit boss's name and a guessed
    PIN. Fails if a rules version or a settings version is written."""
    boss = STAFF["boss"][0]
    with raw(floor) as console:
        me = console.login()
        before = row_counts(services.db)
        approval = {"name": boss, "pin": "482913"}
        for rules in (
            {"rules of": "roulette"},
            {"rules of": "sekhoma", "__class__": "x"},
            {"rules of": "sekhoma", "cards": "shoe", "shoe": ["1P"]},
            "sekhoma",
            {},
        ):
            refused(
                console.call(
                    "rules.publish",
                    {"actor": me, "rules": rules, "name": "mine", "approved_by": approval},
                    me["token"],
                )
            )
        rules = wire.CODEC.plain(SekhomaRules())
        refused(
            console.call(
                "rules.publish",
                {"actor": me, "rules": rules, "name": "mine", "approved_by": approval},
                me["token"],
            )
        )
        refused(
            console.call(
                "pit_settings.change",
                {
                    "actor": me,
                    "settings": {"backup_every_hours": 0, "no_such": 1},
                    "note": "x",
                    "approved_by": approval,
                },
                me["token"],
            )
        )
    after = row_counts(services.db)
    assert after["rule_versions"] == before["rule_versions"]
    assert after["pit_settings_versions"] == before["pit_settings_versions"]


# --- the shoe, the kept figures, snapshots ---------------------------------------------------


def _cards(found: Any) -> list[tuple[Any, ...]]:
    """Every run of cards held anywhere in ``found``."""
    if isinstance(found, Card):
        return [(found,)]
    runs: list[tuple[Any, ...]] = []
    if dataclasses.is_dataclass(found) and not isinstance(found, type):
        for item in dataclasses.fields(found):
            runs += _cards(getattr(found, item.name))
    elif isinstance(found, tuple | list):
        if found and all(isinstance(item, Card) for item in found):
            runs.append(tuple(found))
        else:
            for item in found:
                runs += _cards(item)
    elif isinstance(found, dict):
        for item in found.values():
            runs += _cards(item)
    return runs


def _dealt(services: Services, table: int) -> Counter[Any]:
    spec = game(SEKHOMA)
    with services.db.read() as session:
        rows = session.scalars(select(m.Event).where(m.Event.table_id == table)).all()
        return Counter(
            card
            for row in rows
            for run in _cards(from_data(spec, json.loads(row.data)))
            for card in run
        )


def test_the_undealt_deck_is_read_through_no_path_the_console_has(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """A shoe hand in play, dealt through the server; then every read the console has on that
    table, and a start that brings its own shuffle. Fails if any answer holds a card the
    hand has not dealt, if ``tables.shoe`` gives the hand's cards while it is in play, or if
    the console's own shoe is taken."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules(cards="shoe"))
    remote = floor.console()
    me = remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
    for seat, name in ((1, "Ann"), (2, "Bo")):
        remote.tables.submit(me, table, SeatPlayer(seat, name, 10_000), new_id())
    started = remote.tables.submit(me, table, StartHand(), new_id())
    (line,) = remote.recall.hands(table, 1)
    assert line.in_play
    answers: list[Any] = [
        started,
        remote.tables.view(table),
        remote.tables.recent_events(table),
        remote.tables.open_hands(),
        remote.tables.shoe(table, line.number),
        remote.recall.hand(table, line.number),
        remote.recall.hands(table),
        remote.seat_figures.figures(table),
        remote.pit.overview(),
    ]
    assert remote.tables.shoe(table, line.number) is None
    dealt = _dealt(services, table)
    for answer in answers:
        leaked = [run for run in _cards(answer) if Counter(run) - dealt]
        assert not leaked, f"{type(answer).__name__} holds undealt cards"
    with raw(floor) as console:
        token = remote.who
        actor = dataclasses.asdict(me) | {"token": token}
        before = row_counts(services.db)
        own = StartHand(shoe=shuffled_deck(random.Random(7)))
        for path in ("tables.submit", "tables.preview"):
            args: dict[str, Any] = {"table_id": table, "command": _record(SEKHOMA, own)}
            if path == "tables.submit":
                args |= {"actor": actor, "command_id": new_id()}
            refused(console.call(path, args, token))
        assert row_counts(services.db) == before
    with services.db.read() as session:
        assert session.scalar(select(func.count()).select_from(m.SealedShoe)) == 0


def test_a_shuffle_brought_by_the_console_is_never_dealt(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """A stacked deck in the start of a hand at a shoe table (the hand not yet in play).
    Fails if the start is taken with the console's deck, or anything is written."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules(cards="shoe"))
    remote = floor.console()
    me = remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
    for seat, name in ((1, "Ann"), (2, "Bo")):
        remote.tables.submit(me, table, SeatPlayer(seat, name, 10_000), new_id())
    before = row_counts(services.db)
    stacked = StartHand(shoe=tuple(sorted(shuffled_deck(random.Random(1)))))
    with pytest.raises(InputError, match="shuffles"):
        remote.tables.submit(me, table, stacked, new_id())
    assert row_counts(services.db) == before


def test_previews_and_refused_commands_leave_the_servers_kept_fold_as_the_record_has_it(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The server keeps each table's fold (and takes its snapshots from it): the dealer
    previews and submits hostile commands meant to change that kept state. Fails if the
    server's view then differs from a fold of the record made afresh, or a snapshot row
    appears."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    remote = floor.console()
    me = remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
    remote.tables.submit(me, table, SeatPlayer(1, "Ann", 10_000), new_id())
    remote.tables.submit(me, table, SeatPlayer(2, "Bo", 10_000), new_id())
    for command in (
        SeatPlayer(1, "Eve", 10**12),
        SeatPlayer(3, "Eve", -5),
        SeatPlayer(4, "Eve", 10**30),
        StartHand(),
    ):
        for call in (remote.tables.preview, lambda t, c: remote.tables.submit(me, t, c, new_id())):
            with suppress(ServiceError, ValueError):
                call(table, command)
    fresh = Services(services.db)
    assert remote.tables.view(table) == fresh.tables.view(table)
    with services.db.read() as session:
        assert session.scalar(select(func.count()).select_from(m.TableSnapshot)) == 0


def _one_worker(floor: Floor, services: Services) -> Iterator[int]:
    """A second server on the floor's database with one worker (so one kept cache): its port."""
    url = services.db.engine.url.render_as_string(hide_password=False)
    server = FloorServer(url, floor.authority.server, workers=1)
    port = server.start_in_thread()
    try:
        yield port
    finally:
        server.stop()
        server.stopped.wait(10)


def test_a_console_cannot_corrupt_the_seat_figures_other_consoles_see(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """The dealer asks for table A's figures under table B's session: refused. Fails if the
    server's kept sums for B then skip B's next buy-in, so every console served by that
    worker sees Bo's seat bought nothing (a win of 7,000 that never happened)."""
    a = open_table(services, staff, SEKHOMA, SekhomaRules())
    b = open_table(services, staff, SEKHOMA, SekhomaRules())
    for port in _one_worker(floor, services):
        config = console_config(floor.authority, "T-01", port)
        remote = RemoteServices(Link(config))
        floor.links.append(remote.link)
        remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
        submit = services.tables.submit
        submit(staff.dealer, b, SeatPlayer(1, "Ann", 5000), new_id())
        session_b = remote.seat_figures.figures(b).session_id
        submit(staff.dealer, b, SeatPlayer(2, "Bo", 7000), new_id())
        submit(staff.dealer, a, SeatPlayer(1, "Cy", 3000), new_id())
        with pytest.raises(NotFound, match="has no session"):
            remote.seat_figures.figures(a, session_b)  # the attack: A's table, B's session
        shown = remote.seat_figures.figures(b)
        assert shown == Services(services.db).seat_figures.figures(b)


def test_a_token_is_useless_at_a_console_whose_long_name_shares_its_beginning(
    floor: Floor, services: Services, staff: Staff, tmp_path: Path
) -> None:
    """A name of 54 characters is refused at enrolment (a sign-in names its console in 60,
    with ``console ``); two of the longest names allowed, alike but for the end, are told
    apart. Fails if a token made at one is taken at the other."""
    stem = "Pit 3 high limit salon, left of the cage, "
    with pytest.raises(InputError, match="1 to 50"):
        ConsoleService(services.db).enrol(staff.admin, stem + "table 000001", "ab" * 32)
    names = [f"{stem}T{n:07d}" for n in (1, 2)]
    assert all(len(name) == 50 for name in names)
    configs = []
    for name in names:
        made = certs.enrol(floor.authority.server, name, tmp_path / name[-1])
        ConsoleService(services.db).enrol(staff.admin, name, made.fingerprint)
        configs.append(
            ServerConfig(
                (f"127.0.0.1:{floor.port}",),
                floor.authority.fingerprint,
                made.folder / certs.CONSOLE,
                made.folder / certs.CONSOLE_KEY,
                made.folder / certs.AUTHORITY,
            )
        )
    here, there = RemoteServices(Link(configs[0])), RemoteServices(Link(configs[1]))
    floor.links += [here.link, there.link]
    actor = here.auth.login(DEALER_NAME, DEALER_PIN, "x")
    there.who = actor.token
    with pytest.raises(InputError, match="not made at this console"):
        there.tables.tables()


def test_a_dealer_cannot_read_the_period_reports(floor: Floor, services: Services) -> None:
    """``may_read`` says a dealer may not print the period or exceptions report; the dealer
    asks the server for them directly. Fails if either is answered."""
    remote = floor.console()
    remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
    with pytest.raises(PermissionDenied):
        remote.periods.period_report("day", date(2024, 1, 1))
    with pytest.raises(PermissionDenied):
        remote.periods.exceptions_report(date(2024, 1, 1), date(2024, 1, 31))


def test_a_locked_users_sign_in_reads_nothing(
    floor: Floor, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dealer, signed in at T-01, is locked by ten wrong PINs (tried elsewhere, the
    record's clock moved past each wait); the server is made to ask the record on every
    read (``SIGN_IN_FRESH`` 0), so its 15 s trust is not what is tested. Fails if the
    locked user's reads are still answered (writes are refused: the services read the
    lock)."""
    monkeypatch.setattr(serve, "SIGN_IN_FRESH", 0.0)
    with raw(floor) as console:
        me = console.login()
        now = [datetime.now(UTC) - timedelta(hours=2)]
        with clock.simulated(lambda: now[0]):
            for guess in range(10):
                with pytest.raises(AuthError):
                    services.auth.sign_in(DEALER_NAME, f"{3000 + guess}", "elsewhere")
                now[0] += timedelta(seconds=400)
        assert any(u.locked for u in services.auth.user_list() if u.name == DEALER_NAME)
        time.sleep(0.01)
        refused(console.call("tables.tables", {}, me["token"]))


# --- pushes ----------------------------------------------------------------------------------


def test_pushes_carry_only_which_table_changed(
    floor: Floor, services: Services, staff: Staff
) -> None:
    """A console listening (no sign-in needed to listen) while a table is played. Fails if a
    push carries more than table numbers and sequence numbers (a state, a card, a name)."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    pushes: list[dict[str, Any]] = []
    with raw(floor, "T-02") as listener:
        assert listener.ask({"n": 0, "call": "$listen"}) == {"n": 0, "ok": None}
        remote = floor.console()
        me = remote.auth.login(DEALER_NAME, DEALER_PIN, "T-01")
        remote.tables.submit(me, table, SeatPlayer(1, "Ann Secret", 10_000), new_id())
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and not any("heads" in p for p in pushes):
            try:
                found = json.loads(listener.socket.recv(timeout=0.5))
            except TimeoutError:
                continue
            pushes.append(found)
    assert any("heads" in p for p in pushes), pushes
    for push in pushes:
        assert set(push) <= {"push", "heads"}, push
        for pair in push.get("heads", []):
            assert len(pair) == 2 and all(isinstance(x, int) for x in pair), push
        assert "Ann Secret" not in json.dumps(push)


# --- what a console holds --------------------------------------------------------------------


def test_the_enrolment_folder_holds_no_database_url_no_key_and_no_journal(
    floor: Floor, services: Services, authority: Authority, tmp_path: Path
) -> None:
    """``casino serve --enrol`` as the server room runs it; then every file it wrote for the
    console. Fails if any names the database (its URL or file), holds the site key or the
    authority's key, or is a journal; or if the configuration it wrote does not read as a
    floor console's (one that names a database is refused)."""
    url = services.db.engine.url.render_as_string(hide_password=False)
    out = tmp_path / "console"
    done = run_casino(
        "serve",
        "--enrol",
        "T-09",
        "--as",
        STAFF["admin"][0],
        "--out",
        str(out),
        "--address",
        "10.0.0.5:7443",
        "--folder",
        str(authority.server),
        "--db",
        url,
        stdin=PINS[STAFF["admin"][0]] + "\n",
    )
    assert done.returncode == 0, done.stderr
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted(["config.toml", certs.CONSOLE, certs.CONSOLE_KEY, certs.AUTHORITY])
    site_key = Path(os.environ["CASINO_SEAL_KEY_FILE"]).read_text().strip()
    authority_key = (authority.server / certs.AUTHORITY_KEY).read_bytes()
    database = services.db.engine.url.database or url
    for path in out.iterdir():
        data = path.read_bytes()
        text = data.decode(errors="replace")
        assert url not in text and database not in text, path
        for word in ("database_url", "sqlite", "postgres", "journal", "seal"):
            assert word not in text.lower(), (path, word)
        assert site_key not in text, path
        assert authority_key not in data
        assert not text.startswith("{") or "head" not in text
    config = configured(path=out / "config.toml")
    assert config is not None and config.addresses == ("10.0.0.5:7443",)
    assert "T-09" in [c.name for c in ConsoleService(services.db).enrolled()]
    poisoned = tmp_path / "poisoned.toml"
    poisoned.write_text(f'database_url = "{url}"\n' + (out / "config.toml").read_text())
    with pytest.raises(certs.CertificateError, match="no database URL"):
        configured(path=poisoned)
