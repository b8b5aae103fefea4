"""The soak: random legal play on many tables through the services, as fast as they go.

It is how the kill test proves durability: every commit is announced on standard output as
``committed TABLE SEQ`` (flushed) only after the database has acknowledged it, so whatever
was printed must be in the database however the process dies. Started again on the same
database it finds its tables, folds their streams and plays on from where each one was,
open hands included.
"""

from __future__ import annotations

import random
import signal
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, TextIO

from sqlalchemy import select

from casino.games import game as game_named
from casino.games import games
from casino.games.house_rules import HouseRules
from casino.services import Services
from casino.services.demo import OPENER, driver
from casino.services.errors import ConflictError
from casino.services.users.auth import Actor, Signature
from casino.store import models as m

BOSS, BOSS_PIN = "Soak Pitboss", "583920"
APPROVER, APPROVER_PIN = "Soak Admin", "583921"
DEALER, DEALER_PIN = "Soak Dealer", "5839"
USERS = (
    (APPROVER, "admin", APPROVER_PIN),
    (BOSS, "pit_boss", BOSS_PIN),
    (DEALER, "dealer", DEALER_PIN),
)
"""The administrator first: ``seed`` makes the first user, who adds the rest; the
administrator approves the house rules the pit boss publishes."""


class NotScratch(ValueError):
    """A database the soak must not touch: it holds someone else's users (a live casino)."""


def check_scratch(services: Services) -> None:
    """Refuse a database with users other than the soak's own: the soak writes thousands of
    made-up commits, and must never write them into a casino's record."""
    with services.db.read() as session:
        names = set(session.scalars(select(m.User.name)).all())
    others = names - {name for name, _role, _pin in USERS}
    if others:
        raise NotScratch(
            f"the database at {services.db.url} has users of its own ({len(others)}, such as "
            f"{sorted(others)[0]!r}): the soak plays only on a new database or one it made; "
            "name a new one with --scratch URL"
        )


def table_name(number: int) -> str:
    return f"soak-{number}"


def game_of(number: int) -> tuple[str, HouseRules]:
    """The soak's ``number``-th table (from 1) deals each game in turn, with the rules its
    spec gives that table (a live one, a shoe one...)."""
    playable = [spec for spec in games().values() if spec.demo.soak_rules is not None]
    spec = playable[(number - 1) % len(playable)]
    assert spec.demo.soak_rules is not None
    return spec.name, spec.demo.soak_rules((number - 1) // len(playable) + 1)


@dataclass
class Stop:
    """Set by SIGTERM: the soak finishes the command in hand and stops."""

    requested: bool = False

    def __call__(self, _signum: int, _frame: FrameType | None) -> None:
        self.requested = True


@dataclass
class Table:
    id: int
    name: str
    game: str
    seq: int
    state: Any
    next_command: Callable[[Any, random.Random], Any] = field(repr=False)


def prepare(services: Services, tables: int) -> tuple[Actor, list[Table]]:
    """Find or make the soak's users, shift and tables, each step safe to repeat, on a
    scratch database only (``check_scratch``)."""
    check_scratch(services)
    if not services.auth.has_users():
        services.auth.seed(USERS)
    boss = services.auth.login(BOSS, BOSS_PIN, "soak")
    dealer = services.auth.login(DEALER, DEALER_PIN, "soak")
    witness = Signature(DEALER, DEALER_PIN)
    shifts = services.shifts.open_shifts()
    shift = shifts[0][0] if shifts else services.shifts.open_shift(boss, "Soak")
    existing = {name: table_id for table_id, _game, name, _pos in services.tables.tables()}
    versions: dict[HouseRules, int] = {}
    found = []
    for number in range(1, tables + 1):
        name = table_name(number)
        game, rules = game_of(number)
        table_id = existing.get(name)
        if table_id is None:
            if rules not in versions:
                versions[rules] = services.rules.publish(
                    boss, rules, f"soak {game} {game_named(game).equipment.words(rules)}",
                    approved_by=Signature(APPROVER, APPROVER_PIN),
                )  # fmt: skip
            table_id = services.tables.create_table(boss, game, name, versions[rules], "Soak pit")
        view = services.tables.view(table_id)
        if view.session_id is None:
            services.tables.open_table(boss, table_id, shift, OPENER, witness)
        found.append(Table(table_id, name, game, view.seq, view.state, driver(game)))
    return dealer, found


def run(
    services: Services,
    tables: int,
    hands: int | None,
    seed: int,
    out: TextIO,
    stop: Stop | None = None,
) -> int:
    """Play until every table has dealt ``hands`` hands (None: until stopped)."""
    stop = stop or Stop()
    services.started(f"soak of {tables} tables")
    dealer, playing = prepare(services, tables)
    rng = random.Random(seed)
    for table in playing:
        game = game_named(table.game)
        if game.engine.phase(table.state).in_hand:
            out.write(f"resumed {table.name} hand {game.engine.phase(table.state).hands_dealt}\n")
    out.flush()
    commits = 0
    while playing and not stop.requested:
        for table in list(playing):
            if stop.requested:
                break
            game = game_named(table.game)
            done = hands is not None and game.engine.phase(table.state).hands_dealt >= hands
            if done and not game.engine.phase(table.state).in_hand:
                playing.remove(table)
                continue
            command = table.next_command(table.state, rng)  # the service draws the shoe
            try:
                outcome = services.tables.submit(
                    dealer, table.id, command, uuid.uuid4().hex, expected_seq=table.seq
                )
            except ConflictError:
                view = services.tables.view(table.id)
                table.seq, table.state = view.seq, view.state
                continue
            table.seq, table.state = outcome.seq, outcome.state
            commits += 1
            out.write(f"committed {table.name} {outcome.seq}\n")
            out.flush()
    services.stopped(f"soak, after {commits} commits")
    out.write(f"stopped after {commits} commits\n")
    out.flush()
    return commits


def install_stop() -> Stop:
    stop = Stop()
    signal.signal(signal.SIGTERM, stop)
    return stop
