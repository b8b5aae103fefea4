"""Trust, as an attacker at a console sees it: authority is held by the services, never by
the ``Actor`` a console hands in; second signatures are a name and a PIN the service checks;
wrong PINs are throttled and lock; PINs are peppered with a key the database does not hold.

The logic runs on SQLite; what each database keeps in its own way (the administrative
stream of user changes, the wrong-PIN counters, the user lists in the database's order) runs on
the session's real PostgreSQL server too (marked ``postgres``).
"""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select
from store_fixtures import OPENER, PINS, STAFF, Staff, new_id, open_table, row_counts

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.games.sekhoma.types import StartHand
from casino.services import Services
from casino.services.errors import AuthError, InputError, PermissionDenied, ServiceError
from casino.services.users import auth as auth_module
from casino.services.users.auth import Actor, Signature, hash_pin, pin_matches
from casino.store import admin, clock
from casino.store import models as m
from casino.store.seal import SiteKey
from casino.store.unit import Database

SEKHOMA = "sekhoma"
BOSS, BOSS2, ADMIN, DEALER, DEALER2 = (STAFF[k][0] for k in ("boss", "boss2", "admin", "dealer",
                                                              "dealer2"))


# --- helpers --------------------------------------------------------------------------------




def significant(db: Database, kind: str) -> list[m.SignificantEvent]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent)
                .where(m.SignificantEvent.kind == kind)
                .order_by(m.SignificantEvent.id)
            ).all()
        )


def admin_types(db: Database) -> list[str]:
    with db.read() as session:
        return list(session.scalars(select(m.AdminEvent.type).order_by(m.AdminEvent.seq)).all())


def user_row(db: Database, name: str) -> m.User:
    with db.read() as session:
        found = session.scalar(select(m.User).where(m.User.name == name))
        assert found is not None
        return found


def mid_hand_table(services: Services, staff: Staff, runner: Actor) -> int:
    """A Sekhoma table with three players and a hand in play, run by ``runner``."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    for seat in (1, 2, 3):
        services.tables.submit(runner, table, SeatPlayer(seat, f"P{seat}", 5000), new_id())
    services.tables.submit(runner, table, StartHand(), new_id())
    assert services.tables.view(table).state.hand is not None
    return table


def sig(name: str) -> Signature:
    return Signature(name, PINS[name])


@contextmanager
def clock_at(start: datetime) -> Iterator[Callable[[float], None]]:
    """The record's clock held at ``start``; the yielded function moves it on by seconds.
    The start is in the past, so the real clock is later than everything written here."""
    now = [start]

    def advance(seconds: float) -> None:
        now[0] = now[0] + timedelta(seconds=seconds)

    with clock.simulated(lambda: now[0]):
        yield advance


WAIT = re.compile(r"try again in (\d+) s")


def waited(exc: pytest.ExceptionInfo[BaseException]) -> int:
    found = WAIT.search(str(exc.value))
    assert found, f"not a throttle refusal: {exc.value}"
    return int(found.group(1))


# --- 1. authority held by the services ------------------------------------------------------


def test_forged_pit_boss_actor_gets_no_pit_powers(services: Services, staff: Staff) -> None:
    """A dealer builds an ``Actor`` saying pit_boss around their own real token: the
    services read the role from the database, so every pit power is refused, nothing is
    written, and the dealer cannot approve their own void with it either."""
    dealer = staff.dealer
    forged = Actor(dealer.user_id, "Dana Dealer", "pit_boss", dealer.token)
    table = mid_hand_table(services, staff, dealer)
    before = row_counts(services.db)
    refused: list[Callable[[], object]] = [
        lambda: services.tables.void(forged, table, "my own void", sig(DEALER), new_id()),
        lambda: services.rules.publish(
            forged, SekhomaRules(ante=200), "forged", approved_by=sig(ADMIN)
        ),
        lambda: services.auth.add_user("Eve Evil", "admin", "558812", by=forged),
        lambda: services.auth.add_user("Eve Dealer", "dealer", "5588", by=forged),
        lambda: services.shifts.open_shift(forged, "Forged shift"),
        lambda: services.auth.deactivate(forged, DEALER2, "forged"),
    ]
    for call in refused:
        with pytest.raises(PermissionDenied):
            call()
    assert row_counts(services.db) == before
    assert services.tables.view(table).state.hand is not None


def test_another_users_id_with_your_token_acts_as_you(services: Services, staff: Staff) -> None:
    """Only the token counts: a dealer's token inside an ``Actor`` carrying the pit boss's id
    and name is the dealer; the pit boss's token under the dealer's id is the pit boss."""
    dealer, boss = staff.dealer, staff.boss
    as_boss = Actor(boss.user_id, boss.name, "pit_boss", dealer.token)
    before = row_counts(services.db)
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        services.rules.publish(
            as_boss, SekhomaRules(ante=200), "as the boss", approved_by=sig(ADMIN)
        )
    with pytest.raises(PermissionDenied, match="Dana Dealer is a dealer"):
        services.shifts.open_shift(as_boss, "as the boss")
    assert row_counts(services.db) == before

    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    as_dealer2 = Actor(staff.dealer2.user_id, DEALER2, "dealer", dealer.token)
    services.tables.submit(as_dealer2, table, SeatPlayer(1, "Ann", 5000), "cmd-as-other")
    with services.db.read() as session:
        command = session.get(m.Command, "cmd-as-other")
        assert command is not None and command.user_id == dealer.user_id
        movement = session.scalar(select(m.CashMovement).where(m.CashMovement.table_id == table))
        assert movement is not None and movement.user_id == dealer.user_id

    boss_as_dealer = Actor(dealer.user_id, DEALER, "dealer", boss.token)
    version = services.rules.publish(
        boss_as_dealer, SekhomaRules(ante=300), "boss", approved_by=sig(ADMIN)
    )
    with services.db.read() as session:
        row = session.get(m.RuleVersion, version)
        assert row is not None and row.created_by_id == boss.user_id


@pytest.mark.postgres  # a deactivation as each database keeps it
def test_deactivated_users_sign_in_stops_at_its_next_call(
    services: Services, staff: Staff
) -> None:
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    services.auth.deactivate(staff.boss, DEALER, "left the casino")
    before = row_counts(services.db)
    with pytest.raises(AuthError):
        services.tables.submit(staff.dealer, table, SeatPlayer(2, "Bob", 5000), new_id())
    with pytest.raises(AuthError):
        services.auth.change_pin(staff.dealer, PINS[DEALER], "4821")
    assert row_counts(services.db)["commands"] == before["commands"]
    assert row_counts(services.db)["events"] == before["events"]
    with pytest.raises(AuthError):
        services.auth.sign_in(DEALER, PINS[DEALER], "again")
    # Nor may they sign for anyone.
    with pytest.raises(AuthError):
        services.auth.witness(DEALER, PINS[DEALER], "sign the opener", by=staff.boss)
    # A deactivated pit boss's sign-in and approvals stop too.
    services.auth.deactivate(staff.admin, BOSS2, "moved on")
    with pytest.raises(AuthError):
        services.rules.publish(staff.boss2, SekhomaRules(ante=200), approved_by=sig(ADMIN))
    with pytest.raises(AuthError):
        services.auth.approver(BOSS2, PINS[BOSS2], "approve a void", by=staff.dealer)


def test_demoted_user_loses_the_powers_at_the_next_call(services: Services, staff: Staff) -> None:
    boss2 = staff.boss2
    services.rules.publish(boss2, SekhomaRules(ante=200), "still a boss", approved_by=sig(ADMIN))
    services.auth.change_role(staff.admin, BOSS2, "dealer", "demoted")
    before = row_counts(services.db)
    with pytest.raises((AuthError, PermissionDenied)):
        services.rules.publish(
            boss2, SekhomaRules(ante=300), "after demotion", approved_by=sig(ADMIN)
        )
    with pytest.raises((AuthError, PermissionDenied)):
        services.shifts.open_shift(boss2, "after demotion")
    assert row_counts(services.db) == before
    # Signing in again gives the new role only; the old Actor's role claim is worth nothing.
    again = services.auth.sign_in(BOSS2, PINS[BOSS2], "again")
    assert again.role == "dealer"
    forged = Actor(again.user_id, again.name, "pit_boss", again.token)
    with pytest.raises(PermissionDenied, match="Kim Pitboss is a dealer"):
        services.rules.publish(
            forged, SekhomaRules(ante=300), "after demotion", approved_by=sig(ADMIN)
        )
    with pytest.raises(PermissionDenied):
        services.auth.approver(BOSS2, PINS[BOSS2], "approve a void", by=staff.dealer)
    table = mid_hand_table(services, staff, staff.dealer)
    with pytest.raises(PermissionDenied):
        services.tables.void(staff.dealer, table, "misdeal", sig(BOSS2), new_id())


def test_a_pit_boss_running_a_table_cannot_approve_their_own_void(
    services: Services, staff: Staff
) -> None:
    table = mid_hand_table(services, staff, staff.boss)
    before = row_counts(services.db)
    with pytest.raises(PermissionDenied, match="cannot approve it too"):
        services.tables.void(staff.boss, table, "misdeal", sig(BOSS), new_id())
    # An Actor claiming another pit boss's id around the boss's own token changes nothing.
    disguised = Actor(staff.boss2.user_id, BOSS2, "pit_boss", staff.boss.token)
    with pytest.raises(PermissionDenied, match="cannot approve it too"):
        services.tables.void(disguised, table, "misdeal", sig(BOSS), new_id())
    assert row_counts(services.db) == before
    outcome = services.tables.void(staff.boss, table, "misdeal", sig(BOSS2), new_id())
    assert outcome.state.hand is None
    with services.db.read() as session:
        void = session.scalar(select(m.Void).where(m.Void.table_id == table))
        assert void is not None
        assert (void.requested_by_id, void.approved_by_id) == (
            staff.boss.user_id, staff.boss2.user_id
        )


def test_nobody_is_the_second_signer_of_their_own_count_or_slip(
    services: Services, staff: Staff
) -> None:
    boss = staff.boss
    version = services.rules.publish(boss, SekhomaRules(), "r", approved_by=sig(ADMIN))
    spare = services.tables.create_table(boss, SEKHOMA, "SK-own", version)
    shift = services.shifts.open_shift(boss, "Own shift")
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    with services.db.read() as session:
        opener = session.scalar(select(m.Inventory.id).order_by(m.Inventory.id.desc()).limit(1))
    before = row_counts(services.db)
    disguised = Actor(staff.dealer.user_id, DEALER, "dealer", boss.token)
    for actor in (boss, disguised):
        refused: list[Callable[[], object]] = [
            lambda a=actor: services.tables.open_table(a, spare, shift, OPENER, sig(BOSS)),
            lambda a=actor: services.tables.close_table(a, table, OPENER, sig(BOSS)),
            lambda a=actor: services.shifts.fill(a, table, {100: 5}, sig(BOSS)),
            lambda a=actor: services.shifts.credit(a, table, {100: 5}, sig(BOSS)),
            lambda a=actor: services.tables.recount(a, opener, OPENER, sig(BOSS), "recount"),
        ]
        for call in refused:
            with pytest.raises(ServiceError):
                call()
    assert row_counts(services.db) == before
    services.shifts.fill(boss, table, {100: 5}, sig(DEALER))


# --- user administration --------------------------------------------------------------------


@pytest.mark.postgres  # the order is the database's: each sorts the names itself
def test_the_user_lists_name_everyone_in_order_with_what_stops_them(
    services: Services, staff: Staff
) -> None:
    """The Users dialog's list and the sign-in's: every user once, by name in the same order
    on both databases (a capital never sorts before a lower-case letter's word by its case
    alone), with what stops each from signing in: deactivated, or locked after wrong PINs."""
    for name in ("bea Lowercase", "Zed Last", "Abe First"):
        services.auth.add_user(name, "dealer", "5839", by=staff.admin)
    services.auth.deactivate(staff.boss, "Zed Last", "left")
    with clock_at(datetime.now(UTC) - timedelta(hours=2)) as advance:
        for _ in range(auth_module.LOCK_AT):
            advance(400)
            with pytest.raises(AuthError):
                services.auth.sign_in("Abe First", "9999", "guessing")
    lines = services.auth.user_list()
    names = [line.name for line in lines]
    assert sorted(names, key=str.casefold) == names
    assert set(names) == {n for n, _r, _p in STAFF.values()} | {"bea Lowercase", "Zed Last",
                                                                "Abe First"}  # fmt: skip
    by_name = {line.name: line for line in lines}
    assert (by_name["Zed Last"].active, by_name["Zed Last"].locked) == (False, False)
    assert (by_name["Abe First"].active, by_name["Abe First"].locked) == (True, True)
    assert by_name["Dana Dealer"] == auth_module.UserLine("Dana Dealer", "dealer", True, False)
    folded = services.auth.users()
    assert [name for name, _role, _may in folded] == names
    assert {name for name, _role, may in folded if not may} == {"Zed Last", "Abe First"}


@pytest.mark.postgres  # the user changes as each database records them
def test_each_change_to_a_user_is_a_significant_and_an_administrative_event(
    services: Services, staff: Staff
) -> None:
    steps: list[tuple[str, str, Callable[[], object]]] = [
        ("user deactivated", "UserDeactivated",
         lambda: services.auth.deactivate(staff.boss, DEALER2, "left")),
        ("user reactivated", "UserReactivated",
         lambda: services.auth.reactivate(staff.boss, DEALER2, "back")),
        ("role changed", "RoleChanged",
         lambda: services.auth.change_role(staff.admin, DEALER2, "pit_boss", "promoted")),
        ("pin reset", "PinReset",
         lambda: services.auth.reset_pin(staff.admin, DEALER2, "583920")),
        ("pin changed", "PinChanged",
         lambda: services.auth.change_pin(staff.dealer, PINS[DEALER], "4821")),
    ]  # fmt: skip
    for kind, type_, call in steps:
        logged, stream = len(significant(services.db, kind)), admin_types(services.db)
        call()
        assert len(significant(services.db, kind)) == logged + 1, kind
        assert admin_types(services.db)[len(stream):] == [type_], kind
    # Lock a dealer with wrong PINs (time moved on past each wait), then unlock.
    with clock_at(datetime.now(UTC) - timedelta(hours=2)) as advance:
        for _ in range(auth_module.LOCK_AT):
            advance(400)
            with pytest.raises(AuthError):
                services.auth.sign_in(DEALER, "5839", "guessing")
        assert len(significant(services.db, "user locked")) == 1
        assert admin_types(services.db)[-1] == "UserLocked"
        stream = admin_types(services.db)
        advance(1)
        services.auth.unlock(staff.boss, DEALER, "it was me")
    assert len(significant(services.db, "user unlocked")) == 1
    assert admin_types(services.db)[len(stream):] == ["UserUnlocked"]
    services.auth.sign_in(DEALER, "4821", "unlocked")


def test_pit_boss_manages_dealers_only_admin_anyone_nobody_themselves(
    services: Services, staff: Staff
) -> None:
    boss, admin_ = staff.boss, staff.admin
    before = row_counts(services.db)
    refused: list[Callable[[], object]] = [
        # A pit boss manages dealers only.
        lambda: services.auth.deactivate(boss, BOSS2, "rival"),
        lambda: services.auth.deactivate(boss, ADMIN, "rival"),
        lambda: services.auth.reset_pin(boss, BOSS2, "583920"),
        lambda: services.auth.reset_pin(boss, ADMIN, "583920"),
        lambda: services.auth.change_role(boss, DEALER, "pit_boss", "friend"),
        lambda: services.auth.change_role(boss, BOSS, "admin", "myself"),
        # Nobody themselves.
        lambda: services.auth.deactivate(boss, BOSS, "me"),
        lambda: services.auth.reset_pin(boss, BOSS, "583920"),
        lambda: services.auth.deactivate(admin_, ADMIN, "me"),
        lambda: services.auth.change_role(admin_, ADMIN, "dealer", "me"),
        lambda: services.auth.reset_pin(admin_, ADMIN, "583920"),
        lambda: services.auth.reactivate(admin_, ADMIN, "me"),
        # A dealer manages nobody.
        lambda: services.auth.deactivate(staff.dealer, DEALER2, "rival"),
        lambda: services.auth.reset_pin(staff.dealer, DEALER2, "5839"),
    ]
    for call in refused:
        with pytest.raises(PermissionDenied):
            call()
    assert row_counts(services.db) == before
    # An administrator manages anyone else.
    services.auth.reset_pin(admin_, BOSS2, "583920")
    services.auth.change_role(admin_, BOSS2, "dealer", "demoted")
    services.auth.deactivate(admin_, BOSS, "moved on")
    services.auth.reset_pin(admin_, DEALER2, "5839")


def test_a_pit_boss_cannot_unlock_another_pit_boss(services: Services, staff: Staff) -> None:
    """Unlocking is user administration: a pit boss manages dealers only. Otherwise a pit
    boss guessing a colleague's PIN (to approve their own voids in that name) unlocks them
    after every ten guesses and the lock bounds nothing."""
    with clock_at(datetime.now(UTC) - timedelta(hours=2)) as advance:
        for _ in range(auth_module.LOCK_AT):
            advance(400)
            with pytest.raises(AuthError):
                services.auth.sign_in(BOSS2, "583920", "guessing")
        advance(1)
        before = row_counts(services.db)
        with pytest.raises(PermissionDenied):
            services.auth.unlock(staff.boss, BOSS2, "let me guess again")
        assert row_counts(services.db) == before
        services.auth.unlock(staff.admin, BOSS2, "checked with Kim")


# --- 2. wrong PINs --------------------------------------------------------------------------


def _throttle_then_lock(
    services: Services,
    staff: Staff,
    name: str,
    attempt: Callable[[str], object],
    asker: str | None = None,
) -> None:
    """``attempt(pin)`` three times wrong, then each next try waits longer (refused without
    looking at the PIN, even the right one), the tenth wrong PIN locks, the lock is a
    significant event, the right PIN is refused until a supervisor unlocks. A name and PIN
    typed at ``asker``'s sign-in count against ``asker`` too: locked at the same tenth."""
    right = PINS[name]
    locks = len(significant(services.db, "user locked"))
    with clock_at(datetime.now(UTC) - timedelta(hours=3)) as advance:
        for _ in range(auth_module.THROTTLE_FROM):
            with pytest.raises(AuthError) as refused:
                attempt("583920" if len(right) == 6 else "5839")
            assert not WAIT.search(str(refused.value))
        waits: list[int] = []
        wrong = auth_module.THROTTLE_FROM
        while wrong < auth_module.LOCK_AT:
            # Straight away, even the right PIN is refused, and not counted.
            with pytest.raises(AuthError) as throttled:
                attempt(right)
            wait = waited(throttled)
            waits.append(wait)
            assert user_row(services.db, name).failed_pins == wrong
            # Just before the wait is over: still refused.
            advance(wait - 1)
            with pytest.raises(AuthError, match="try again in"):
                attempt(right)
            advance(1)
            with pytest.raises(AuthError):
                attempt("583920" if len(right) == 6 else "5839")
            wrong += 1
            assert user_row(services.db, name).failed_pins == wrong
            if asker is not None and wrong == auth_module.ASK_LOCK_AT:
                # The console's own user is locked first: one console cannot lock the name
                # typed; a second person (here an administrator's unlock) is needed.
                assert user_row(services.db, asker).locked_at is not None
                services.auth.unlock(staff.admin, asker, "asked for the approvals")
        assert waits == sorted(waits) and waits[-1] > waits[0], waits
        locked = significant(services.db, "user locked")
        assert len(locked) == locks + 1 + (asker is not None)
        assert name in locked[-1].detail
        assert user_row(services.db, name).locked_at is not None
        if asker is not None:
            assert asker in locked[-2].detail and "typed to" in locked[-2].detail
            assert user_row(services.db, asker).failed_asks == 1
        advance(3600)
        with pytest.raises(AuthError, match="locked"):
            attempt(right)
        with pytest.raises(AuthError, match="locked"):
            services.auth.sign_in(name, right, "elsewhere")
        advance(1)
        services.auth.unlock(staff.admin, name, "identity checked")
    attempt(right)  # on the real clock: a table's record never runs backwards
    assert user_row(services.db, name).failed_pins == 0


@pytest.mark.postgres  # the wrong-PIN counter as each database keeps it
def test_wrong_pins_at_sign_in_throttle_then_lock(services: Services, staff: Staff) -> None:
    _throttle_then_lock(
        services, staff, DEALER2, lambda pin: services.auth.sign_in(DEALER2, pin, "console 7")
    )


def test_wrong_pins_on_an_approval_throttle_then_lock(services: Services, staff: Staff) -> None:
    _throttle_then_lock(
        services, staff, BOSS2,
        lambda pin: services.auth.approver(BOSS2, pin, "approve a void", by=staff.dealer2),
        asker=DEALER2,
    )  # fmt: skip


def test_wrong_pins_on_a_void_approval_throttle_then_lock(
    services: Services, staff: Staff
) -> None:
    """The same through the void itself: the PIN in the ``Signature`` is counted."""
    table = mid_hand_table(services, staff, staff.dealer)
    _throttle_then_lock(
        services, staff, BOSS2,
        lambda pin: services.tables.void(
            staff.dealer, table, "misdeal", Signature(BOSS2, pin), new_id()
        ),
        asker=DEALER,
    )  # fmt: skip


@pytest.mark.postgres  # the wrong-PIN counter as each database keeps it
def test_wrong_pins_on_a_witness_throttle_then_lock(services: Services, staff: Staff) -> None:
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    _throttle_then_lock(
        services, staff, DEALER2,
        lambda pin: services.shifts.fill(staff.boss, table, {100: 1}, Signature(DEALER2, pin)),
        asker=BOSS,
    )  # fmt: skip


@pytest.mark.parametrize("path", ["sign-in", "approval"])
def test_twenty_wrong_pins_then_the_right_one_is_refused(
    services: Services, staff: Staff, path: str
) -> None:
    """As fast as the attacker can type, and again with the clock moved past every wait. At
    an approval the wrong PINs count against the console's own user as well, who is locked
    at the tenth before the supervisor named can be: a console cannot lock a supervisor out
    (issue 33, item 4)."""
    name = DEALER if path == "sign-in" else BOSS2

    def attempt(pin: str) -> object:
        if path == "sign-in":
            return services.auth.sign_in(name, pin, "guessing")
        return services.auth.approver(name, pin, "approve a void", by=staff.dealer2)

    wrong = "5839" if name == DEALER else "583920"
    for _ in range(20):
        with pytest.raises(AuthError):
            attempt(wrong)
    with pytest.raises(AuthError):
        attempt(PINS[name])
    services.auth.reset_pin(staff.admin, name, "482915")
    with clock_at(datetime.now(UTC) - timedelta(hours=5)) as advance:
        for _ in range(20):
            advance(3600)
            with pytest.raises(AuthError):
                attempt("583921")
        advance(3600)
        with pytest.raises(AuthError, match="locked"):
            attempt("482915")
        if path == "approval":
            assert user_row(services.db, DEALER2).locked_at is not None
            assert user_row(services.db, name).locked_at is None
            assert services.auth.sign_in(name, "482915", "the supervisor's own console")
            return
    assert user_row(services.db, name).locked_at is not None


@pytest.mark.parametrize(
    ("role", "pin"),
    [
        ("dealer", "1111"), ("dealer", "0000"), ("dealer", "1234"), ("dealer", "9876"),
        ("dealer", "7890"), ("dealer", "0123"), ("dealer", "3210"), ("dealer", "123456"),
        ("dealer", "123"), ("dealer", "12a4"), ("dealer", "４８２１"),
        ("pit_boss", "4821"), ("pit_boss", "48215"), ("pit_boss", "999999"),
        ("pit_boss", "345678"), ("admin", "48215"), ("admin", "654321"),
    ],
)  # fmt: skip
def test_trivial_or_short_pins_are_refused(
    services: Services, staff: Staff, role: str, pin: str
) -> None:
    before = row_counts(services.db)
    with pytest.raises(InputError):
        services.auth.add_user("New Person", role, pin, by=staff.admin)
    target = {"dealer": DEALER2, "pit_boss": BOSS2, "admin": ADMIN}[role]
    if role != "admin":
        with pytest.raises(InputError):
            services.auth.reset_pin(staff.admin, target, pin)
    me = {"dealer": staff.dealer2, "pit_boss": staff.boss2, "admin": staff.admin}[role]
    with pytest.raises(InputError):
        services.auth.change_pin(me, PINS[target], pin)
    assert row_counts(services.db) == before


def test_a_good_pin_is_taken(services: Services, staff: Staff) -> None:
    services.auth.add_user("New Dealer", "dealer", "4821", by=staff.boss)
    services.auth.add_user("New Boss", "pit_boss", "482915", by=staff.admin)
    services.auth.sign_in("New Dealer", "4821")
    services.auth.sign_in("New Boss", "482915")


def test_pin_hashes_are_peppered_with_the_site_key(
    services: Services, staff: Staff, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The stored hash of a 4-digit PIN gives nothing to whoever copies the database: not
    with another key, and not by trying all 10,000 PINs with plain scrypt. (The brute force
    runs on a hash made the product's way at a low scrypt cost, so all 10,000 take seconds;
    the same search does find the PIN behind an unpeppered hash, proving it would work.)"""
    key = admin.seal_of(services.db.engine).key
    other = SiteKey(secrets.token_bytes(32), Path("elsewhere.key"))
    stored = user_row(services.db, DEALER).pin_hash
    assert pin_matches(PINS[DEALER], stored, key)
    assert not pin_matches(PINS[DEALER], stored, other)
    _scheme, n, r, p, salt, digest = stored.split("$")
    # The real hash under plain scrypt, at its real cost: the true PIN does not match.
    plain = hashlib.scrypt(
        PINS[DEALER].encode(), salt=base64.b64decode(salt), n=int(n), r=int(r), p=int(p),
        maxmem=64 * 2**20,
    )  # fmt: skip
    assert plain != base64.b64decode(digest)
    assert PINS[DEALER] not in stored

    monkeypatch.setattr(auth_module, "_N", 2**4)
    cheap = hash_pin("5839", key)
    assert pin_matches("5839", cheap, key) and not pin_matches("5839", cheap, other)

    def brute_force(stored_hash: str) -> list[str]:
        _s, n_, r_, p_, salt_, digest_ = stored_hash.split("$")
        target, salt_bytes = base64.b64decode(digest_), base64.b64decode(salt_)
        return [
            f"{i:04d}"
            for i in range(10_000)
            if hashlib.scrypt(
                f"{i:04d}".encode(), salt=salt_bytes, n=int(n_), r=int(r_), p=int(p_)
            ) == target
        ]  # fmt: skip

    assert brute_force(cheap) == []
    # Control: an unpeppered hash at the same cost gives its PIN up to the same search.
    salt_bytes = secrets.token_bytes(16)
    unpeppered = "$".join([
        "scrypt", "16", "8", "1", base64.b64encode(salt_bytes).decode(),
        base64.b64encode(hashlib.scrypt(b"5839", salt=salt_bytes, n=16, r=8, p=1)).decode(),
    ])  # fmt: skip
    assert brute_force(unpeppered) == ["5839"]


# --- 6. a PIN typed into the name field ------------------------------------------------------


def test_a_pin_typed_into_the_name_field_is_never_logged(
    services: Services, staff: Staff
) -> None:
    pin = PINS[DEALER]  # "1000"
    with pytest.raises(AuthError):
        services.auth.sign_in(pin, pin, "console 3")
    with pytest.raises(AuthError):
        services.auth.sign_in(pin, "", "console 3")
    with pytest.raises(AuthError):
        services.auth.sign_in(f" {pin} ", "5839", "console 3")
    with pytest.raises(AuthError):
        services.auth.approver(pin, pin, "approve a void", by=staff.admin)
    with pytest.raises(AuthError):
        services.auth.witness(pin, pin, "sign the opener", by=staff.admin)
    table = mid_hand_table(services, staff, staff.dealer)
    with pytest.raises(AuthError):
        services.tables.void(staff.dealer, table, "misdeal", Signature(pin, pin), new_id())
    with pytest.raises(AuthError):
        services.shifts.fill(staff.boss, table, {100: 1}, Signature(pin, pin))
    boss_pin = PINS[BOSS]
    with pytest.raises(AuthError):
        services.auth.sign_in(boss_pin, boss_pin, "console 3")
    with pytest.raises(InputError):
        services.auth.add_user(boss_pin, "dealer", "4821", by=staff.admin)
    with services.db.read() as session:
        details = session.scalars(select(m.SignificantEvent.detail)).all()
        kinds = session.scalars(select(m.SignificantEvent.kind)).all()
    assert "failed login" in kinds
    assert [d for d in details if pin in d or boss_pin in d] == []


def test_a_promoted_dealer_is_locked_until_a_longer_pin_is_set(
    services: Services, staff: Staff
) -> None:
    """A dealer made a pit boss keeps a 4-digit PIN until someone sets a new one: that PIN
    must not approve anything meanwhile, so the promotion locks the user."""
    name, _role, pin = STAFF["dealer2"]
    services.auth.change_role(staff.admin, name, "pit_boss", "runs the pit on nights")
    with pytest.raises(AuthError, match="locked"):
        services.auth.sign_in(name, pin, "test")
    with pytest.raises(AuthError, match="locked"):
        services.auth.approver(name, pin, to="approve a void", by=staff.dealer)
    with pytest.raises(InputError, match="6 to 12 digits"):
        services.auth.reset_pin(staff.admin, name, "4827")
    services.auth.reset_pin(staff.admin, name, "482731")
    assert services.auth.sign_in(name, "482731", "test").role == "pit_boss"


def test_a_pin_reset_signs_out_whoever_used_the_old_one(services: Services, staff: Staff) -> None:
    name = STAFF["dealer"][0]
    table = open_table(services, staff, "sekhoma", SekhomaRules())
    services.auth.reset_pin(staff.boss, name, "5039")
    with pytest.raises(AuthError, match="PIN reset by"):
        services.tables.submit(staff.dealer, table, SeatPlayer(1, "Ann", 5000), new_id())
    again = services.auth.sign_in(name, "5039", "test")
    with pytest.raises(InputError, match="the current one"):
        services.auth.change_pin(again, "5039", "5039")


@pytest.mark.postgres  # each database's own locking: the audit's 16 processes ended at 5
def test_wrong_pins_guessed_at_once_are_each_counted(services: Services, staff: Staff) -> None:
    """Six consoles guess one user's PIN at the same moment: every guess that was checked
    is counted (the count is read and written under the user row's lock), so the waits and the
    lock hold; the guesses that came while a wait ran are refused unchecked. On PostgreSQL the
    count was read and written back without a lock: 16 guesses checked, the count at 1."""
    guessers = 6  # each may hold two of the pool's 15 connections
    barrier = threading.Barrier(guessers)
    answers: list[str] = []

    def guess(n: int) -> None:
        barrier.wait()
        try:
            services.auth.sign_in(DEALER2, f"{5830 + n}", f"console {n}")
        except AuthError as exc:
            answers.append(str(exc))
        except Exception as exc:  # anything else is a failure of the test, named
            answers.append(f"{type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=guess, args=(n,)) for n in range(guessers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(answers) == guessers, answers
    checked = [a for a in answers if a == "wrong name or PIN"]
    waited = [a for a in answers if "try again in" in a]
    assert len(checked) + len(waited) == guessers, answers
    assert user_row(services.db, DEALER2).failed_pins == len(checked)
    # The first three are checked one after another; then each must wait (a guess held up
    # past a wait, on a loaded machine, is checked and counted too).
    assert auth_module.THROTTLE_FROM <= len(checked) < guessers, answers


@pytest.mark.postgres  # row locks as PostgreSQL takes them (SQLite's writers queue)
def test_two_consoles_asking_each_other_to_sign_at_once_never_deadlock(
    services: Services, staff: Staff
) -> None:
    """A name and PIN typed at a console lock the console's user and the name typed; two
    consoles each asking the other's user at the same moment took the two rows in opposite
    orders, and PostgreSQL broke the deadlock by failing one (a count-room test caught it
    now and then). Both rows are now locked at once, in one order."""
    failed: list[BaseException] = []
    for _ in range(12):
        barrier = threading.Barrier(2)

        def ask(by: Actor, name: str, barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            try:
                services.auth.witness(name, PINS[name], "sign the opener", by=by)
            except BaseException as exc:
                failed.append(exc)

        threads = [
            threading.Thread(target=ask, args=(staff.dealer, DEALER2)),
            threading.Thread(target=ask, args=(staff.dealer2, DEALER)),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failed == []
