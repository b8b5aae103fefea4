"""A demo casino, built through the services exactly as a pit would build it: users, rules
versions, an open shift, Sekhoma and Fiddler-Crab tables opened with their counts, a few
hundred hands played, fills and a credit, a void approved by the pit boss, and two tables
closed with a closer that matches their play, so a new user sees a working console and a
shift report with every figure filled in.

The demo users' PINs are printed by ``casino demo``; they are for trying the console, not
for a floor.
"""

from __future__ import annotations

import importlib
import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select

from casino.games import game as game_named
from casino.rules.fiddler_crab import FiddlerCrabRules
from casino.rules.sekhoma import SekhomaRules
from casino.services import Services
from casino.services.auth import Actor
from casino.services.reports import TableReport
from casino.store import models as m

USERS = (
    ("Ada Admin", "admin", "9000"),
    ("Pat Pitboss", "pit_boss", "7000"),
    ("Dana Dealer", "dealer", "1000"),
    ("Sam Dealer", "dealer", "2000"),
)
DENOMINATIONS = (10000, 2500, 500, 100, 25, 5, 1)
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}


@dataclass(frozen=True, slots=True)
class DemoTable:
    name: str
    game: str
    position: str
    rules: Any
    hands: int
    close: bool


TABLES = (
    DemoTable("SK-1", "sekhoma", "Pit 1", SekhomaRules(), 120, True),
    DemoTable("SK-2", "sekhoma", "Pit 1", SekhomaRules(cards="shoe"), 60, False),
    DemoTable("FC-1", "fiddler-crab", "Pit 2", FiddlerCrabRules(), 120, True),
    DemoTable("FC-2", "fiddler-crab", "Pit 2", FiddlerCrabRules(cards="shoe", seats=5), 60, False),
)


def counts_for(total: int) -> dict[int, int]:
    """A tray holding ``total`` in the fewest chips."""
    if total < 0:
        raise ValueError(f"a tray cannot hold {total}")
    out: dict[int, int] = {}
    for denomination in DENOMINATIONS:
        out[denomination], total = divmod(total, denomination)
    return out


def driver(game: str) -> Callable[[Any, random.Random], Any]:
    """The game's simulated dealer: its ``next_command``."""
    module = importlib.import_module(f"casino.sim.{game.replace('-', '_')}")
    next_command: Callable[[Any, random.Random], Any] = module.next_command
    return next_command


def play_command(services: Services, actor: Actor, table_id: int, rng: random.Random) -> Any:
    """One random legal command at the table, through the table service."""
    view = services.tables.view(table_id)
    command = driver(view.game)(view.state, rng)
    if getattr(command, "KIND", None) == "start" and getattr(command, "shoe", None) is not None:
        command = type(command)(shoe=None)  # the service shuffles a shoe table's deck
    return services.tables.submit(actor, table_id, command, uuid.uuid4().hex, expected_seq=view.seq)


def build(services: Services, seed: int = 2026, say: Callable[[str], None] = print) -> None:
    """Fill an empty database with the demo casino."""
    with services.db.read() as session:
        if session.scalar(select(func.count()).select_from(m.User)):
            raise ValueError("the database already has users; the demo needs an empty one")
    rng = random.Random(seed)
    for name, role, pin in USERS:
        services.auth.add_user(name, role, pin)
    admin = services.auth.login("Ada Admin", "9000", "demo")
    boss = services.auth.login("Pat Pitboss", "7000", "demo")
    dealer = services.auth.login("Dana Dealer", "1000", "demo")
    witness = services.auth.approver("Pat Pitboss", "7000", to="sign counts")
    dealer_witness = Actor(dealer.user_id, dealer.name, dealer.role, "")
    del admin
    shift = services.shifts.open_shift(boss, "Demo day shift")
    for spec in TABLES:
        version = services.rules.publish(boss, spec.rules, f"{spec.name} house rules")
        table_id = services.tables.create_table(
            boss, spec.game, spec.name, version, position=spec.position
        )
        services.tables.open_table(boss, table_id, shift, OPENER, dealer_witness)
        hands = 0
        game = game_named(spec.game)
        voided = False
        while hands < spec.hands:
            outcome = play_command(services, dealer, table_id, rng)
            if game.in_hand(outcome.state) and not voided and game.hands_dealt(outcome.state) == 7:
                outcome = services.tables.void(
                    dealer, table_id, "card exposed on the deal", witness, uuid.uuid4().hex
                )
                voided = True
            hands = game.hands_dealt(outcome.state)
        while game.in_hand(outcome.state):
            outcome = play_command(services, dealer, table_id, rng)
        line = _line(services, shift, table_id)
        tray = line.opener - line.drop - line.chip_buy_ins + line.ledger_win
        fill = max(2, -(-(100_000 - tray) // 10_000)) * 10_000
        services.shifts.fill(boss, table_id, {10000: fill // 10_000}, dealer_witness)
        services.shifts.credit(boss, table_id, {10000: 1}, dealer_witness)
        if spec.close:
            line = _line(services, shift, table_id)
            closer = tray + line.fills - line.credits
            services.tables.close_table(boss, table_id, counts_for(closer), dealer_witness)
        say(f"{spec.name}: {hands} hands played" + (", closed" if spec.close else ", open"))
    say("demo users (name, role, PIN): " + "; ".join(f"{n}, {r}, {p}" for n, r, p in USERS))


def _line(services: Services, shift: int, table_id: int) -> TableReport:
    return next(t for t in services.reports.shift_report(shift).tables if t.table_id == table_id)
