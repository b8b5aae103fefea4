"""The rows that decide who may act, written outside the services (issue 33, items 1, 2, 3
and 4): whoever holds the database file or a console's login can insert a sign-in, edit a
user, put back an old row or a bare PIN hash. Every service refuses such a row, nothing
records it again as if it were right, and ``casino verify`` names it; a console cannot guess
or lock a supervisor out faster than its own user; the last administrator has a recorded way
back in that needs the site key."""

from __future__ import annotations

import base64
import hashlib
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from cli_runner import run_casino
from sqlalchemy import insert, select, update
from store_fixtures import PINS, STAFF, Staff, new_id, open_table, row_counts

from casino.games.seating import SeatPlayer
from casino.games.sekhoma.rules import SekhomaRules
from casino.services import Services
from casino.services.errors import AuthError, PermissionDenied, Tampered
from casino.services.users import auth as auth_module
from casino.services.users.auth import Actor, Signature, pin_matches, token_hash
from casino.store import admin, clock
from casino.store import models as m
from casino.store.admin import RecordChanged
from casino.store.unit import Database
from casino.store.verify import verify

BOSS, BOSS2, ADMIN, DEALER, DEALER2 = (
    STAFF[k][0] for k in ("boss", "boss2", "admin", "dealer", "dealer2")
)
SEKHOMA = "sekhoma"


def problems(db: Database) -> list[str]:
    with db.read() as session:
        return [str(c.problem) for c in verify(session) if c.problem is not None]


def kinds(db: Database, kind: str) -> list[str]:
    with db.read() as session:
        return list(
            session.scalars(
                select(m.SignificantEvent.detail).where(m.SignificantEvent.kind == kind)
            ).all()
        )


def admin_events(db: Database) -> int:
    with db.read() as session:
        return len(session.scalars(select(m.AdminEvent.seq)).all())


def user_columns(db: Database, name: str) -> dict[str, Any]:
    with db.read() as session:
        row = session.execute(select(m.User.__table__).where(m.User.name == name)).one()
        return dict(row._mapping)


def outside(db: Database, statement: Any) -> None:
    """One statement as the console's login (or sqlite3 on the file) would run it."""
    with db.engine.begin() as conn:
        conn.execute(statement)


# -- item 1: a sign-in inserted for someone else -----------------------------------------------


@pytest.mark.postgres  # the console's login could INSERT into login_sessions there
def test_a_sign_in_written_outside_the_services_is_refused_and_named(
    services: Services, staff: Staff
) -> None:
    """The dealer inserts a sign-in for the pit boss with a token of her choosing and issues
    a fill "by Pat Pitboss", signing for it herself: refused by every service, logged, and
    named by verify (before: the fill was issued and verify exited 0)."""
    table = open_table(services, staff, SEKHOMA, SekhomaRules())
    token = "chosen-by-the-dealer"
    outside(
        services.db,
        insert(m.LoginSession.__table__).values(
            user_id=staff.boss.user_id, token=token_hash(token), console="forged",
            started_at=clock.now(), pin_change=False,
        ),
    )  # fmt: skip
    forged = Actor(staff.boss.user_id, BOSS, "pit_boss", token)
    before = row_counts(services.db)
    dealer = Signature(DEALER, PINS[DEALER])
    with pytest.raises(Tampered, match="not made by a console"):
        services.shifts.fill(forged, table, {10000: 50}, dealer)
    with pytest.raises(Tampered):
        services.shifts.open_shift(forged, "forged night")
    with pytest.raises(Tampered):
        services.tables.submit(forged, table, SeatPlayer(4, "Mallory", 5000), new_id())
    with pytest.raises(Tampered):
        services.auth.add_user("Eve Forged", "dealer", "4827", by=forged)
    after = row_counts(services.db)
    assert {k: v for k, v in after.items() if k != "significant_events"} == {
        k: v for k, v in before.items() if k != "significant_events"
    }
    assert kinds(services.db, "record changed")
    found = problems(services.db)
    assert any("sign-in" in p and "written outside the services" in p for p in found), found


def test_an_ended_sign_in_reopened_outside_is_refused(services: Services, staff: Staff) -> None:
    services.auth.logout(staff.dealer)
    outside(
        services.db,
        update(m.LoginSession)
        .where(m.LoginSession.user_id == staff.dealer.user_id)
        .values(ended_at=None, end_reason=None),
    )
    with pytest.raises(Tampered):
        services.auth.change_pin(staff.dealer, PINS[DEALER], "4821")
    assert services.shifts.open_shift(staff.boss, "night")  # the others' are untouched
    assert any("sign-in" in p for p in problems(services.db))


# -- item 2: user rows edited, then laundered ---------------------------------------------------


@pytest.mark.postgres
def test_a_role_edited_outside_is_refused_and_never_recorded_again(
    services: Services, staff: Staff
) -> None:
    """``UPDATE users SET role='admin'``, then the dealer changes her own PIN: the PinChanged
    record would have re-recorded the edited row (verify back to exit 0). Now the edited
    row is refused at the next call, nothing is recorded, and verify keeps naming it."""
    outside(services.db, update(m.User).where(m.User.name == DEALER).values(role="admin"))
    events = admin_events(services.db)
    with pytest.raises(Tampered):
        services.auth.change_pin(staff.dealer, PINS[DEALER], "4821")
    with pytest.raises(Tampered):
        services.auth.add_user("Eve Promoted", "pit_boss", "482915", by=staff.dealer)
    with pytest.raises(Tampered):
        services.auth.sign_in(DEALER, PINS[DEALER], "again")
    with pytest.raises(Tampered):  # not at another's console either
        services.auth.witness(DEALER, PINS[DEALER], "sign the opener", by=staff.boss)
    assert admin_events(services.db) == events
    assert any("role" in p for p in problems(services.db))
    assert len(kinds(services.db, "record changed")) >= 4


def test_a_recorded_row_read_before_it_changed_outside_is_not_recorded_again(
    services: Services, staff: Staff
) -> None:
    """Any recorded row, not only a user's: a shift renamed in the row, then closed by the
    pit boss, is refused instead of being recorded with the forged name."""
    shift = services.shifts.open_shift(staff.boss, "Night")
    outside(services.db, update(m.Shift).where(m.Shift.id == shift).values(name="Day"))
    events = admin_events(services.db)
    with pytest.raises(RecordChanged, match="shift"):
        services.shifts.close_shift(staff.boss, shift)
    assert admin_events(services.db) == events
    assert any("shift" in p and "name" in p for p in problems(services.db))


def _bare_hash(pin: str) -> str:
    """A PIN hashed as before the pepper: what anyone can write for a PIN of their choosing."""
    salt = b"chosen-salt-0001"
    n, r = auth_module._N, auth_module._R
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=n, r=r, p=1, maxmem=64 * 2**20)
    encoded = base64.b64encode(salt).decode(), base64.b64encode(digest).decode()
    return f"scrypt${n}${r}$1${encoded[0]}${encoded[1]}"


def test_a_bare_pin_hash_put_in_a_row_signs_nothing(services: Services, staff: Staff) -> None:
    """A pit boss's hash replaced by an unpeppered one for a PIN the dealer chose: it let the
    dealer sign as him, and PinUpgraded laundered the row. Now neither the seal nor the
    hash scheme accepts it."""
    stored = _bare_hash("583920")
    key = admin.seal_of(services.db.engine).key
    assert not pin_matches("583920", stored, key)  # no check accepts the bare scheme
    outside(services.db, update(m.User).where(m.User.name == BOSS2).values(pin_hash=stored))
    events = admin_events(services.db)
    with pytest.raises(AuthError):
        services.auth.approver(BOSS2, "583920", "approve a void", by=staff.dealer)
    with pytest.raises(AuthError):
        services.auth.sign_in(BOSS2, "583920", "the dealer's console")
    assert admin_events(services.db) == events  # no PinUpgraded
    assert any("pin" in p for p in problems(services.db))


def test_an_older_row_put_back_with_its_seal_is_refused(services: Services, staff: Staff) -> None:
    """The seal binds the stream's newest record of the user: a row copied before a PIN reset
    (a demotion, a deactivation) and put back later, seal and all, no longer matches."""
    old = user_columns(services.db, DEALER2)
    services.auth.reset_pin(staff.boss, DEALER2, "5839")
    outside(
        services.db,
        update(m.User).where(m.User.id == old["id"]).values(
            {k: v for k, v in old.items() if k != "id"}
        ),
    )
    with pytest.raises(Tampered):
        services.auth.sign_in(DEALER2, PINS[DEALER2], "with the old PIN")
    assert any("user" in p for p in problems(services.db))


def test_the_wrong_pin_count_reset_outside_is_refused(services: Services, staff: Staff) -> None:
    """Guess, then reset ``failed_pins`` in the row to guess on without waiting: refused."""
    for _ in range(auth_module.THROTTLE_FROM):
        with pytest.raises(AuthError):
            services.auth.sign_in(DEALER2, "5839", "guessing")
    outside(services.db, update(m.User).where(m.User.name == DEALER2).values(failed_pins=0))
    with pytest.raises(Tampered):
        services.auth.sign_in(DEALER2, "5840", "guessing")


# -- item 3: approvals counted against the console that asks -----------------------------------


def test_an_approval_needs_a_signed_in_console_and_counts_against_it(
    services: Services, staff: Staff
) -> None:
    """``approver(name, pin)`` took no sign-in: anyone at an approval dialog could guess. Now
    the asking console's sign-in is checked first (an ended one guesses nothing), and each
    wrong PIN counts against its user as well as the supervisor named."""
    services.auth.logout(staff.dealer)
    with pytest.raises(AuthError, match="sign"):
        services.auth.approver(BOSS2, "583920", "approve a void", by=staff.dealer)
    assert user_columns(services.db, BOSS2)["failed_pins"] == 0
    with pytest.raises(AuthError):
        services.auth.approver(BOSS2, "583920", "approve a void", by=staff.dealer2)
    assert user_columns(services.db, BOSS2)["failed_pins"] == 1
    assert user_columns(services.db, DEALER2)["failed_asks"] == 1
    assert "at Sam Dealer's" in kinds(services.db, "failed approval")[-1]
    # The asker's own name and PIN as a witness do not end the row; another's do.
    services.auth.witness(DEALER2, PINS[DEALER2], "sign the opener", by=staff.dealer2)
    assert user_columns(services.db, DEALER2)["failed_asks"] == 1
    services.auth.approver(BOSS2, PINS[BOSS2], "approve a void", by=staff.dealer2)
    assert user_columns(services.db, DEALER2)["failed_asks"] == 0


# -- item 4: the last administrator is never locked out of every path ------------------------


def _lock(services: Services, name: str) -> None:
    """Ten wrong PINs for ``name`` at the sign-in, past every wait (at an approval dialog
    the console's own user is locked first: ``test_one_console_cannot_lock_a_supervisor``)."""
    now = [datetime.now(UTC) - timedelta(hours=3)]
    with clock.simulated(lambda: now[0]):
        for _ in range(auth_module.LOCK_AT):
            now[0] += timedelta(seconds=400)
            with pytest.raises(AuthError):
                services.auth.sign_in(name, "583920", "guessing")


def test_one_console_cannot_lock_a_supervisor(services: Services, staff: Staff) -> None:
    """Three loops at an approval dialog locked every supervisor, the only administrator
    included, in about 130 s. Now the console's own user is locked at the ninth wrong name
    or PIN, before any supervisor's tenth: the pit boss and the administrator can still
    sign in."""
    now = [datetime.now(UTC) - timedelta(hours=6)]
    with clock.simulated(lambda: now[0]):
        for name in (BOSS, BOSS2, ADMIN):
            for _ in range(auth_module.LOCK_AT):
                now[0] += timedelta(seconds=400)
                with pytest.raises(AuthError):
                    services.auth.approver(name, "583921", "approve a void", by=staff.dealer)
    assert user_columns(services.db, DEALER)["locked_at"] is not None
    for name in (BOSS, BOSS2, ADMIN):
        assert user_columns(services.db, name)["locked_at"] is None
        assert services.auth.sign_in(name, PINS[name], "own console")


@pytest.mark.postgres  # the recovery's unit of work on either database
def test_the_last_administrator_is_recovered_with_the_site_key(
    services: Services, staff: Staff, tmp_path: Path
) -> None:
    """The only administrator locked after wrong PINs (no service could unlock them): ``casino
    users recover`` with the site key's file lets them back in, and the recovery is on the
    record; without the right key, or while another administrator can sign in, it is
    refused."""
    _lock(services, ADMIN)
    with pytest.raises(AuthError, match="locked"):
        services.auth.sign_in(ADMIN, PINS[ADMIN], "the admin's console")
    with pytest.raises(PermissionDenied):  # a pit boss cannot unlock an administrator
        services.auth.unlock(staff.boss2, ADMIN, "please")
    url = services.db.url
    key_file = os.environ["CASINO_SEAL_KEY_FILE"]
    other = tmp_path / "other.key"
    other.write_text("ab" * 32 + "\n")
    refused = run_casino("users", "recover", ADMIN, "--key", str(other), "--db", url,
                         stdin="482915\n482915\n")  # fmt: skip
    assert refused.returncode == 2 and "not this database's site key" in refused.stderr
    done = run_casino("users", "recover", ADMIN, "--key", key_file, "--db", url,
                      stdin="482915\n482915\n")  # fmt: skip
    assert done.returncode == 0, done.stderr
    again = services.auth.sign_in(ADMIN, "482915", "the admin's console")
    assert again.role == "admin"
    assert kinds(services.db, "administrator recovered")
    with services.db.read() as session:
        types = session.scalars(select(m.AdminEvent.type)).all()
    assert "AdministratorRecovered" in types
    # While another administrator can sign in, they unlock or reset instead.
    services.auth.add_user("Ann Admin", "admin", "730615", by=again)
    with pytest.raises(PermissionDenied, match="Ann Admin"):
        services.auth.recover_administrator(
            ADMIN, "482916", admin.seal_of(services.db.engine).key, "test"
        )
    assert [p for p in problems(services.db) if "journal" not in p] == []
