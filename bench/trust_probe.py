"""Issue 33's attacks by whoever holds a console's files, replayed on a demo casino: what the
attacker got, and what ``casino verify`` said. Figures, not tests (the tests are
``tests/security/test_trust_rows.py`` and ``test_trust_forgery.py``): the script prints one
line per attack and exits 0.

* item 1: a sign-in inserted for the pit boss with a token of the dealer's choosing, and a
  500,000.00 fill issued "by" him and signed by the dealer;
* item 2: a role edited in the row, then the dealer's own PIN change (which re-recorded the
  row); a bare pre-pepper PIN hash of the dealer's choosing put in the pit boss's row;
* item 4: one dealer's console, ten wrong PINs at the approval dialog for each supervisor;
* item 5: SK-1's last five commands cut (its running figures set right too), then the
  journal deleted, or cut back to the line before the cut.

Run ``python bench/trust_probe.py FOLDER`` with the tree to probe first on ``PYTHONPATH`` (a
``git worktree`` of an older commit, say) and ``CASINO_SEAL_KEY_FILE`` pointing into FOLDER.
"""

from __future__ import annotations

import base64
import hashlib
import inspect
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from casino.services import Services
from casino.services.users.auth import Actor, Signature, token_hash
from casino.store import clock
from casino.store import figures as figs
from casino.store.unit import Database

CUT_FROM = ("events", "wagers", "cash_movements", "commands", "hands", "sealed_shoes")


def casino(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "casino.cli", *args], capture_output=True, text=True, check=False
    )


def copy_of(work: Path, name: str, journal: Path | None = None) -> str:
    """A copy of the demo with a journal of its own (a copy of the demo's, unless
    ``journal``): copies that wrote into one journal would contradict each other there."""
    path = work / f"{name}.db"
    shutil.copyfile(work / "demo.db", path)
    if journal is None:
        journal = work / f"{name}.journal"
        shutil.copyfile(work / "journal.log", journal)
    os.environ["CASINO_JOURNAL"] = str(journal)
    return f"sqlite:///{path}"


def raw(url: str, sql: str, **params: Any) -> None:
    """One statement as sqlite3 on the file would run it, the record's triggers dropped."""
    engine = create_engine(url)
    with engine.begin() as conn:
        for table in CUT_FROM:
            conn.exec_driver_sql(f"DROP TRIGGER IF EXISTS {table}_no_delete")
        conn.execute(text(sql), params)
    engine.dispose()


def one(db: Database, sql: str, **params: Any) -> Any:
    with db.read() as session:
        return session.execute(text(sql), params).scalar()


def outcome(call: Callable[[], object]) -> str:
    try:
        call()
    except Exception as exc:
        return f"refused ({type(exc).__name__}: {str(exc)[:60]})"
    return "ACCEPTED"


def verified(url: str) -> str:
    return f"verify exit {casino('verify', '--db', url).returncode}"


def approve(services: Services, name: str, pin: str, by: Actor) -> object:
    if "by" in inspect.signature(services.auth.approver).parameters:
        return services.auth.approver(name, pin, "approve a void", by=by)
    return services.auth.approver(name, pin, "approve a void")  # type: ignore[call-arg]


def item_1(work: Path) -> str:
    url = copy_of(work, "item1")
    token = uuid.uuid4().hex
    raw(url, "INSERT INTO login_sessions (user_id, token, console, started_at, pin_change) "
        "SELECT id, :t, 'forged', :at, 0 FROM users WHERE name = 'Pat Pitboss'",
        t=token_hash(token), at=datetime.now(UTC).replace(tzinfo=None))  # fmt: skip
    db = Database(url)
    boss = int(one(db, "SELECT id FROM users WHERE name = 'Pat Pitboss'"))
    table = int(one(db, "SELECT table_id FROM table_sessions WHERE closed_at IS NULL LIMIT 1"))
    forged = Actor(boss, "Pat Pitboss", "pit_boss", token)
    fill = outcome(lambda: Services(db).shifts.fill(
        forged, table, {10000: 5000}, Signature("Dana Dealer", "1000")
    ))  # fmt: skip
    db.dispose()
    return f"item 1: a 500,000.00 fill on a forged sign-in: {fill}; {verified(url)}"


def item_2(work: Path) -> list[str]:
    url = copy_of(work, "item2")
    raw(url, "UPDATE users SET role = 'admin' WHERE name = 'Dana Dealer'")
    before = verified(url)
    db = Database(url)
    services = Services(db)

    def launder() -> None:
        me = services.auth.sign_in("Dana Dealer", "1000", "her console")
        services.auth.change_pin(me, "1000", "482915")

    changed = outcome(launder)
    db.dispose()
    lines = [f"item 2: role edited ({before}); her PIN change: {changed}; then {verified(url)}"]
    url = copy_of(work, "item2b")
    salt = b"chosen-salt-0001"
    digest = hashlib.scrypt(b"583920", salt=salt, n=2**14, r=8, p=1, maxmem=64 * 2**20)
    bare = "$".join(("scrypt", str(2**14), "8", "1", base64.b64encode(salt).decode(),
                     base64.b64encode(digest).decode()))  # fmt: skip
    raw(url, "UPDATE users SET pin_hash = :h WHERE name = 'Pat Pitboss'", h=bare)
    db = Database(url)
    signed = outcome(lambda: Services(db).auth.sign_in("Pat Pitboss", "583920", "dealer's"))
    db.dispose()
    lines.append(f"item 2: a bare hash in the pit boss's row, his sign-in with it: {signed}; "
                 f"{verified(url)}")  # fmt: skip
    return lines


def item_4(work: Path) -> str:
    db = Database(copy_of(work, "item4"))
    services = Services(db)
    dealer = services.auth.sign_in("Dana Dealer", "1000", "dealer")
    now = [datetime.now(UTC) - timedelta(hours=6)]
    with clock.simulated(lambda: now[0]):
        for name in ("Pat Pitboss", "Ada Admin"):
            for _ in range(10):
                now[0] += timedelta(seconds=400)
                outcome(lambda name=name: approve(services, name, "583921", dealer))
    with db.read() as session:
        locked = session.execute(
            text("SELECT name FROM users WHERE locked_at IS NOT NULL ORDER BY name")
        ).scalars().all()
    db.dispose()
    return f"item 4: 20 wrong approvals from one dealer's console lock {list(locked)}"


def item_5(work: Path, how: str) -> str:
    journal = work / "journal.log"  # the heads on record are the demo's journal's (its path)
    url = copy_of(work, f"item5-{how.replace(' ', '-')}", journal)
    kept = journal.read_bytes()
    db = Database(url)
    table = int(one(db, "SELECT id FROM casino_tables WHERE name = 'SK-1'"))
    with db.read() as session:
        firsts = session.execute(
            text("SELECT first_seq FROM commands WHERE table_id = :t ORDER BY last_seq DESC"),
            {"t": table},
        ).scalars().all()[:5]
    cut = min(firsts) - 1
    for name in CUT_FROM:
        column = "last_seq" if name in ("commands", "hands") else "seq"
        raw(url, f"DELETE FROM {name} WHERE table_id = :t AND {column} > :s", t=table, s=cut)
    with db.write() as session:  # the running figures set to what the cut record sums to
        sessions = session.execute(
            text("SELECT id FROM table_sessions WHERE table_id = :t"), {"t": table}
        ).scalars().all()
        for sid, total in figs.aggregate(session, [int(s) for s in sessions]).items():
            values = {name: getattr(total, name) for name in figs.NAMES}
            assignments = ", ".join(f"{name} = :{name}" for name in figs.NAMES)
            session.execute(
                text(f"UPDATE table_figures SET {assignments} WHERE table_session_id = :sid"),
                {**values, "sid": sid},
            )
    db.dispose()
    if how == "deleted":
        journal.unlink()
    else:
        lines = kept.splitlines(keepends=True)
        first = next(
            i for i, line in enumerate(lines)
            if json.loads(line)["stream"] == f"table:{table}" and json.loads(line)["seq"] > cut
        )  # fmt: skip
        journal.write_bytes(b"".join(lines[:first]))
    done = casino("verify", "--db", url)
    journal.write_bytes(kept)
    said = [line for line in done.stdout.splitlines() if "journal" in line]
    return f"item 5: tail cut, journal {how}: verify exit {done.returncode}: {said}"


def main(argv: list[str]) -> int:
    work = Path(argv[0]).absolute()
    work.mkdir(parents=True, exist_ok=True)
    os.environ["CASINO_JOURNAL"] = str(work / "journal.log")
    if not (work / "demo.db").exists():
        built = casino("demo", "--db", f"sqlite:///{work / 'demo.db'}")
        if built.returncode != 0:
            print(built.stderr)
            return 1
        with sqlite3.connect(work / "demo.db") as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for line in (item_1(work), *item_2(work), item_4(work), item_5(work, "deleted"),
                 item_5(work, "cut back")):  # fmt: skip
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
