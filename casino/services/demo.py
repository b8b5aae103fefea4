"""A demo casino, built through the services exactly as a pit would build it, with the times
a real floor would have taken (``casino.store.clock.simulated``): a night shift already played
and closed (four tables dealt in turn by four dealers on a 40-minute rotation, a rules change
from the next hand, fills and credits, a void approved by the pit boss at each table, and a
closer miscounted and then recounted), and a day shift in progress with two tables open. A new
user sees a working console and a shift report with every figure filled in.

The demo users' PINs are printed by ``casino demo``; they are for trying the console, not
for a floor.
"""

from __future__ import annotations

import heapq
import random
import uuid
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select

from casino.games import game as game_named
from casino.games import games
from casino.games.seating import CollectTimeCharge, LeaveSeat, SeatPlayer
from casino.services import Services
from casino.services.reports.shift import TableReport
from casino.services.tables import TableView, time_charges
from casino.services.users.auth import Actor, Signature
from casino.store import clock
from casino.store import models as m

USERS = (
    ("Ada Admin", "admin", "900900"),
    ("Pat Pitboss", "pit_boss", "700700"),
    ("Dana Dealer", "dealer", "1000"),
    ("Sam Dealer", "dealer", "2000"),
    ("Lee Dealer", "dealer", "3000"),
    ("Kim Dealer", "dealer", "4000"),
    ("Alma Accounts", "accounting", "8080"),
    ("Cora Counter", "count_team", "5050"),
    ("Ivo Counter", "count_team", "6060"),
)
DEALERS = tuple(name for name, role, _pin in USERS if role == "dealer")
PINS = {name: pin for name, _role, pin in USERS}
RULES_APPROVER = Signature("Ada Admin", PINS["Ada Admin"])
"""Pat Pitboss publishes the house rules; the administrator approves them."""
ROTATION = timedelta(minutes=40)
"""Each dealer moves to the next table every 40 minutes, as a pit's relief schedule does."""
DENOMINATIONS = (10000, 2500, 500, 100, 25, 5, 1)
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}


@dataclass(frozen=True, slots=True)
class DemoTable:
    name: str
    game: str
    position: str
    rules: Any
    minutes_per_hand: float


def _tables() -> tuple[DemoTable, ...]:
    """Every game's demo tables (its spec's ``demo_tables``), in pit order."""
    found = [
        (t.pit, t.code, DemoTable(t.code, spec.name, t.pit, t.rules, t.minutes_per_hand))
        for spec in games().values()
        for t in spec.demo.tables
    ]
    return tuple(table for _pit, _code, table in sorted(found, key=lambda f: f[:2]))


TABLES = _tables()


@dataclass(frozen=True, slots=True)
class DemoShift:
    name: str
    ago: timedelta
    """How long before now the shift opened."""
    hands: Mapping[str, int]
    """The tables opened in the shift and the hands each plays."""
    closed: bool
    """Whether the shift ends with its tables closed and the shift closed."""


def _hands(shift: int) -> dict[str, int]:
    """The tables each game opens in the night (0) or day (1) shift and the hands they play."""
    hands = {t.code: t.hands[shift] for spec in games().values() for t in spec.demo.tables}
    return {table.name: hands[table.name] for table in TABLES if hands[table.name]}


SHIFTS = (
    DemoShift("Night shift", timedelta(hours=10), _hands(0), closed=True),
    DemoShift("Day shift", timedelta(minutes=95), _hands(1), closed=False),
)


def _rules_change() -> tuple[str, int, Any, str]:
    code, rules = next(
        (spec.demo.tables[0].code, spec.demo.rules_change)
        for spec in games().values()
        if spec.demo.rules_change is not None and spec.demo.tables
    )
    return code, 40, rules, f"{code} house rules, version 2"


RULES_CHANGE = _rules_change()
"""Mid-shift, one table (SK-1: the first game that offers a change) is given a new rules
version that applies from its next hand."""
MISCOUNTED = ("FC-1", 2500)
"""FC-1's closer is first signed one 25.00 chip short, then recounted."""
VOIDED_FILL = "SK-1"
"""SK-1's fill is voided (written for the wrong table) and written again."""
CORRECTED = "FC-2"
"""A win at FC-2 was paid short: the pit corrects the hand and the patron's complaint is
recorded and resolved."""
DISCREPANT = ("SK-2", 2500, 2)
"""SK-2 opens the day shift with two 25.00 chips more than its night closer: the pit boss
sees the difference before signing, and the shift report lists it."""
SHORT_BOX = ("SK-1", 2000)
"""The count room finds SK-1's night drop box 20.00 short of its cash buy-ins; the pit
boss resolves the variance."""
OPEN_VARIANCE = ("FC-1", 500)
"""FC-1's night box holds 5.00 more than recorded, a variance still open."""
CASH = (10000, 5000, 2000, 1000, 500, 100, 1)
"""Banknotes (and coin, as 0.01) as the count room sorts a drop box."""


def counts_for(total: int) -> dict[int, int]:
    """A tray holding ``total`` in the fewest chips."""
    if total < 0:
        raise ValueError(f"a tray cannot hold {total}")
    out: dict[int, int] = {}
    for denomination in DENOMINATIONS:
        out[denomination], total = divmod(total, denomination)
    return out


def driver(game: str) -> Callable[[Any, random.Random], Any]:
    """The game's simulated dealer: its spec's random legal player."""
    return game_named(game).demo.player


def play_command(
    services: Services,
    actor: Actor,
    table_id: int,
    rng: random.Random,
    view: TableView | None = None,
    rated: RatedSeats | None = None,
) -> Any:
    """One random legal command at the table, through the table service; ``view`` is the
    table as the caller just read it (read here when not given). Between hands, a time charge
    that has fallen due by the clock is collected first. With ``rated``, some of
    the players who sit down are the demo's rated players, seated by card."""
    view = view or services.tables.view(table_id)
    spec = game_named(view.game)
    seats = spec.engine.seats(view.state)
    if spec.between(view.state) and any(
        (s := seats[due.seat - 1]) is not None and s.stack > 0
        for due in time_charges.owed_now(view.game, view.state)
    ):
        command: Any = CollectTimeCharge()  # as a dealer does, when the screen says it is due
    else:
        command = driver(view.game)(view.state, rng)  # as a console sends it: the service draws
    if rated is not None:
        command = rated.seat(table_id, command)
    return services.tables.submit(actor, table_id, command, uuid.uuid4().hex, expected_seq=view.seq)


RATED = (
    ("10441", "Ann Lee"), ("10442", "Cy Young"), ("10443", "Dee Dee"), ("10444", "Eve Long"),
    ("10445", "Finn Fold"), ("10446", "Gus Grand"), ("10447", "Hana Hi"), ("10448", "Ivo Ivanov"),
)  # fmt: skip
"""The demo's rated players: card and name (the pit's Players window and the shift report's
players section show them; the tables only ever see the card)."""


class RatedSeats:
    """Which of the demo's rated players sit where: a player who sits down is, one time in
    three, a rated player not seated elsewhere, seated by card. Its own random stream, so
    the demo's play is the same with or without it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.where: dict[tuple[int, int], str] = {}

    def seat(self, table_id: int, command: Any) -> Any:
        if isinstance(command, LeaveSeat):
            self.where.pop((table_id, command.seat), None)
            return command
        if not isinstance(command, SeatPlayer) or self.rng.random() >= 1 / 3:
            return command
        free = [card for card, _name in RATED if card not in self.where.values()]
        if not free:
            return command
        card = self.rng.choice(free)
        self.where[table_id, command.seat] = card
        return replace(command, player=f"#{card}")


def build(
    services: Services,
    seed: int = 2026,
    say: Callable[[str], None] = print,
    now: datetime | None = None,
) -> None:
    """Fill an empty database with the demo casino, its last shift still in play at ``now``."""
    with services.db.read() as session:
        if session.scalar(select(func.count()).select_from(m.User)):
            raise ValueError("the database already has users; the demo needs an empty one")
    ends = now or clock.real_time()
    floor = _Floor(services, random.Random(seed), ends - SHIFTS[0].ago - timedelta(minutes=30))
    with clock.simulated(floor.time):
        floor.set_up()
        for shift in SHIFTS:
            floor.play(shift, ends - shift.ago, say)
    say("demo users (name, role, PIN): " + "; ".join(f"{n}, {r}, {p}" for n, r, p in USERS))


class _Floor:
    """The demo's pit: its people and tables, and the simulated time the record is written at."""

    def __init__(self, services: Services, rng: random.Random, start: datetime) -> None:
        self.services = services
        self.rng = rng
        self.now = start
        self.staff: dict[str, Actor] = {}
        self.tables: dict[str, int] = {}
        self.rated = RatedSeats(2211)
        self.trays: dict[str, dict[int, int]] = {}
        """Each table's last closer by denomination: the next shift opens with it."""

    def time(self) -> datetime:
        return self.now

    def set_up(self) -> None:
        self.services.auth.seed(USERS)
        for name, _role, pin in USERS:
            self.staff[name] = self.services.auth.login(name, pin, "demo")
        self.boss = self.staff["Pat Pitboss"]
        for card, name in RATED:
            self.services.players.enrol(self.boss, card, name)
        self.approver = self.services.auth.approver(
            "Pat Pitboss", "700700", to="sign counts", by=self.staff["Dana Dealer"]
        )
        for spec in TABLES:
            version = self.services.rules.publish(
                self.boss, spec.rules, f"{spec.name} house rules", approved_by=RULES_APPROVER
            )
            self.tables[spec.name] = self.services.tables.create_table(
                self.boss, spec.game, spec.name, version, position=spec.position
            )

    def play(self, shift: DemoShift, opens: datetime, say: Callable[[str], None]) -> None:
        """Every table of the shift at once, each command at its own time, in time order."""
        self.now = opens
        shift_id = self.services.shifts.open_shift(self.boss, f"{shift.name} {opens:%Y-%m-%d}")
        specs = {spec.name: spec for spec in TABLES}
        plays = [
            self._table(shift, shift_id, opens, index, specs[name], hands)
            for index, (name, hands) in enumerate(shift.hands.items())
        ]
        queue = [(next(play), index) for index, play in enumerate(plays)]
        heapq.heapify(queue)
        while queue:
            self.now, index = heapq.heappop(queue)
            following = next(plays[index], None)
            if following is not None:
                heapq.heappush(queue, (following, index))
        if shift.closed:
            self.now += timedelta(minutes=15)
            self.services.shifts.close_shift(self.boss, shift_id)
            self.now += timedelta(minutes=40)
            self._count_room(shift_id)
        state = "closed" if shift.closed else "open"
        for name, hands in shift.hands.items():
            say(f"{shift.name}: {name}: {hands} hands played, {state}")

    def dealer(self, index: int, opens: datetime) -> Actor:
        """Who deals table ``index`` of the shift now, by the rotation."""
        turn = int((self.now - opens) / ROTATION)
        return self.staff[DEALERS[(index + turn) % len(DEALERS)]]

    def _table(
        self, shift: DemoShift, shift_id: int, opens: datetime, index: int, spec: DemoTable,
        hands: int,
    ) -> Iterator[datetime]:
        """One table through the shift: yields the time of its next action, and takes it when
        resumed (the clock then reads that time)."""
        services, rng, table_id = self.services, self.rng, self.tables[spec.name]
        game = game_named(spec.game)
        opened = opens + timedelta(minutes=5 + 7 * index)
        yield opened
        witness = _signature(self.dealer(index, opened))
        opener = dict(self.trays.get(spec.name, OPENER))
        if spec.name == DISCREPANT[0] and spec.name in self.trays:
            opener[DISCREPANT[1]] = opener.get(DISCREPANT[1], 0) + DISCREPANT[2]
        seen = services.tables.opener_check(table_id, opener)
        services.tables.open_table(self.boss, table_id, shift_id, opener, witness, seen=seen)
        first = game.engine.phase(services.tables.view(table_id).state).hands_dealt
        per_hand = timedelta(minutes=spec.minutes_per_hand)
        at, voided = opened + timedelta(minutes=3), not shift.closed
        changed_rules = False
        # The table as this loop last left it: a command's outcome carries the new state and
        # sequence number, so the table is read again only after what the loop did beside
        # its commands (a rules change, a void), not once a command (half the demo's time).
        view = services.tables.view(table_id)
        while True:
            dealt, in_hand, _ = game.engine.phase(view.state)
            if dealt >= first + hands and not in_hand:
                break
            if in_hand:
                at += timedelta(seconds=rng.uniform(2, 9))
            else:
                at = max(at, opened + timedelta(minutes=3) + (dealt - first) * per_hand)
            yield at
            if (spec.name, dealt - first) == RULES_CHANGE[:2] and not in_hand \
                    and not changed_rules:  # once: a seat filled first must not publish again
                changed_rules = True
                changed = services.rules.publish(
                    self.boss, RULES_CHANGE[2], RULES_CHANGE[3], approved_by=RULES_APPROVER
                )
                services.rules.assign(self.boss, table_id, changed)
                view = services.tables.view(table_id)
            outcome = play_command(
                services, self.dealer(index, opens), table_id, rng, view, self.rated
            )
            view = replace(view, seq=outcome.seq, state=outcome.state)
            played = game.engine.phase(outcome.state)
            if not voided and played.in_hand and played.hands_dealt == 7:
                services.tables.void(
                    self.dealer(index, opens), table_id, "card exposed on the deal",
                    self.approver, uuid.uuid4().hex,
                )  # fmt: skip
                voided = True
                view = services.tables.view(table_id)
        yield at + timedelta(minutes=2)
        witness = _signature(self.dealer(index, opens))
        line = _line(services, shift_id, table_id)
        tray = line.opener - line.drop - line.chip_buy_ins + line.ledger_win
        fill = max(2, -(-(100_000 - tray) // 10_000)) * 10_000
        slip = services.shifts.fill(self.boss, table_id, {10000: fill // 10_000}, witness)
        if shift.closed and spec.name == VOIDED_FILL:
            services.slips.void_slip(
                self.dealer(index, opens), slip.id, "written for SK-2 by mistake; written again",
                self.approver,
            )  # fmt: skip
            services.shifts.fill(self.boss, table_id, {10000: fill // 10_000}, witness)
        services.shifts.credit(self.boss, table_id, {10000: 1}, witness)
        if shift.closed and spec.name == CORRECTED:
            self._short_pay(table_id, self.dealer(index, opens))
        if not shift.closed:
            return
        yield at + timedelta(minutes=8)
        witness = _signature(self.dealer(index, opens))
        line = _line(services, shift_id, table_id)
        closer = counts_for(tray + line.fills - line.credits)
        short = MISCOUNTED[1] if spec.name == MISCOUNTED[0] else 0
        counted = counts_for(tray + line.fills - line.credits - short)
        services.tables.close_table(self.boss, table_id, counted, witness)
        if short:
            yield at + timedelta(minutes=12)
            services.tables.recount(
                self.boss, _last_count(services, table_id), closer, witness,
                "one 25.00 chip found under the float; tray recounted with the dealer",
            )  # fmt: skip
        self.trays[spec.name] = closer


    def _short_pay(self, table_id: int, dealer: Actor) -> None:
        """A win paid short, found when the player complained: the complaint, the pit
        boss's correction of the settled hand, and the note that resolves it."""
        services = self.services
        with services.db.read() as session:
            hand = session.scalar(
                select(m.Hand.number)
                .where(m.Hand.table_id == table_id, m.Hand.outcome == "played")
                .order_by(m.Hand.number.desc())
                .limit(1)
            )
        assert hand is not None
        seat = services.corrections.seats_played(table_id, hand)[0]
        complaint = services.complaints.record(
            dealer, table_id, hand, seat.seat, seat.player, "says the win was paid short",
            "recalled the hand with the player: paid even money on a 2 to 1 bet",
        )  # fmt: skip
        services.corrections.correct_hand(
            dealer, table_id, hand, seat.seat, 500, "win paid short by 5.00 (recall checked)",
            self.approver, uuid.uuid4().hex,
        )  # fmt: skip
        services.complaints.add_note(
            self.boss, complaint, "short pay confirmed on recall; corrected and paid", resolved=True
        )

    def _count_room(self, shift_id: int) -> None:
        """The count team counts each drop box of the closed shift; one box is short (the
        pit boss resolves it), one holds a little more (left open for the pit)."""
        room = self.services.count_room
        counter = self.services.auth.login("Cora Counter", PINS["Cora Counter"], "count room")
        witness = Signature("Ivo Counter", PINS["Ivo Counter"])
        names = {v: k for k, v in self.tables.items()}
        for line in room.drops(shift_id):
            name = names[line.table_id]
            counted = line.recorded
            if name == SHORT_BOX[0]:
                counted -= SHORT_BOX[1]
            if name == OPEN_VARIANCE[0]:
                counted += OPEN_VARIANCE[1]
            cash: dict[int, int] = {}
            for note in CASH:
                cash[note], counted = divmod(counted, note)
            count = room.enter_count(
                counter, line.table_session_id, {"cash": {n: c for n, c in cash.items() if c}},
                witness,
            )  # fmt: skip
            if name == SHORT_BOX[0]:
                room.resolve(
                    self.boss, count, "a 20.00 buy-in keyed twice at seat 3; surveillance "
                    "confirmed one note",
                )  # fmt: skip


def _signature(dealer: Actor) -> Signature:
    """The dealer as the second signer of a count or slip: their name and PIN."""
    return Signature(dealer.name, PINS[dealer.name])


def _last_count(services: Services, table_id: int) -> int:
    with services.db.read() as session:
        found = session.scalar(
            select(func.max(m.Inventory.id))
            .join(m.TableSession, m.TableSession.id == m.Inventory.table_session_id)
            .where(m.TableSession.table_id == table_id)
        )
    assert found is not None
    return int(found)


def _line(services: Services, shift: int, table_id: int) -> TableReport:
    return next(t for t in services.reports.shift_report(shift).tables if t.table_id == table_id)
