"""Replays the findings of the issue "Money by the rules and duties on the record" against the
program in this folder, and prints what each did: the before and after of its closing note.

Run from a checkout (an older one too: only services every release has are used):

    PYTHONPATH=. .venv/bin/python bench/money_probe.py FOLDER

FOLDER gets a new SQLite casino, its site key, its journal and a console ``config.toml``
holding ``[pit.roles] fill_issue = ["dealer"]``. Nothing else is touched.
"""

from __future__ import annotations

import os
import sys
import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

STAFF = [
    ("Ada Admin", "admin", "900900"),
    ("Pat Pitboss", "pit_boss", "700700"),
    ("Kim Pitboss", "pit_boss", "710710"),
    ("Dana Dealer", "dealer", "1000"),
    ("Sam Dealer", "dealer", "2000"),
]
T0 = datetime(2026, 11, 27, 20, 0, tzinfo=UTC)
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200}


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    config = folder / "config" / "casino-console"
    config.mkdir(parents=True, exist_ok=True)
    (config / "config.toml").write_text('[pit.roles]\nfill_issue = ["dealer"]\n')
    os.environ.update(
        XDG_CONFIG_HOME=str(folder / "config"),
        CASINO_SEAL_KEY_FILE=str(folder / "seal.key"),
        CASINO_JOURNAL=str(folder / "journal.log"),
    )
    from casino.games.seating import CollectTimeCharge, LeaveSeat, SeatPlayer
    from casino.games.sekhoma.rules import SekhomaRules
    from casino.services import Services
    from casino.services.users.auth import Signature
    from casino.store import clock, migrate
    from casino.store.unit import Database

    db = Database(f"sqlite:///{folder / 'casino.db'}", create=True)
    migrate.upgrade(db.engine)
    services = Services(db)
    services.auth.seed(STAFF)
    who = {name: services.auth.login(name, pin, "probe") for name, _role, pin in STAFF}
    sig = {name: Signature(name, pin) for name, _role, pin in STAFF}
    boss, dealer = who["Pat Pitboss"], who["Dana Dealer"]

    def attempt(what: str, call: Any) -> Any:
        try:
            found = call()
        except Exception as exc:
            print(f"{what}: REFUSED: {exc}")
            return None
        print(f"{what}: ACCEPTED")
        return found

    print("2. two revenue models in one version")
    attempt("   publish SekhomaRules(time_charge=100) with its 5 % rake", lambda: (
        services.rules.publish(boss, SekhomaRules(time_charge=100), "both",
                               approved_by=sig["Ada Admin"])))  # fmt: skip

    print("1. the time charge by the clock (30-minute periods, 1.00 a period)")
    now = [T0]
    with clock.simulated(lambda: now[0]):
        version = services.rules.publish(
            boss, SekhomaRules(rake_percent=Decimal(0), time_charge=100), "time",
            approved_by=sig["Ada Admin"],
        )  # fmt: skip
        table = services.tables.create_table(boss, "sekhoma", "SK-T", version)
        shift = services.shifts.open_shift(boss, "Night")
        services.tables.open_table(boss, table, shift, OPENER, sig["Dana Dealer"])

        def send(command: Any, minutes: int) -> list[Any]:
            now[0] = T0 + timedelta(minutes=minutes)
            try:
                out = services.tables.submit(dealer, table, command, uuid.uuid4().hex)
            except Exception as exc:
                return [f"refused: {exc}"]
            return [
                f"seat {e.seat} pays {e.amount}" if hasattr(e, "amount") else type(e).__name__
                for e in out.events
            ]

        send(SeatPlayer(1, "Ann", 5000), 0)
        send(SeatPlayer(2, "Bob", 5000), 0)
        print("   20:05 collect:", send(CollectTimeCharge(), 5))
        print("   20:06 collect again:", send(CollectTimeCharge(), 6))
        send(SeatPlayer(3, "Cy", 5000), 6)
        print("   21:10 collect (Cy sat 20:06 and never paid):", send(CollectTimeCharge(), 70))
        print("   21:50 Ann leaves:", send(LeaveSeat(1), 110))

    print("3. one console's config.toml: [pit.roles] fill_issue = [\"dealer\"]")
    attempt("   Dana Dealer issues a fill received by Sam Dealer", lambda: (
        services.slips.fill(dealer, table, {100: 5}, sig["Sam Dealer"])))  # fmt: skip

    print("5. manual slips (under the default duties: a pit boss issues)")
    from casino.pit_settings import DUTIES, PitSettings

    slips = Services(db, PitSettings()).slips
    attempt("   a manual fill written 20:30 while the system was up", lambda: (
        slips.manual_slip(boss, "fill", table, {100: 5}, sig["Dana Dealer"], "M-1",
                                   T0 + timedelta(minutes=30), "system down")))  # fmt: skip
    services.tables.close_table(boss, table, OPENER, sig["Dana Dealer"])
    from casino.services.pit.count_room import CountRoomService
    from casino.store import models as m

    with db.read() as session:
        session_id = session.query(m.TableSession.id).scalar()
    room = CountRoomService(db, PitSettings(roles={**DUTIES, "count_enter": ("pit_boss",)}))
    room.enter_count(boss, session_id, {"cash": {100: 1}}, sig["Kim Pitboss"])
    attempt("   a manual fill into the closed and counted session", lambda: (
        slips.manual_slip(boss, "fill", table, {100: 5}, sig["Dana Dealer"], "M-2",
                                   T0 + timedelta(minutes=40), "system down")))  # fmt: skip
    db.dispose()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
