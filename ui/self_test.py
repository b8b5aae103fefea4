"""``casino-console --self-test``: the program checks itself as it was installed.

A bundle built by PyInstaller can start and still be broken: a game module found by name, a
migration loaded from a file, a style sheet or a font that was left out only fails when that
path runs. So the self-test runs every such path once, end to end, on a database of its own:
it migrates a new database, plays one hand of every game through the services, opens the
console's windows offscreen, closes the shift with its counts, checks the hash chains, and
prints the shift report. Each check prints one line; the first failure prints what failed and
why, and the exit status is 1. Nothing touches the casino's own database: the self-test uses a
temporary SQLite file, or (``--db``) a database that must be empty.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from casino.services.self_test import (
    SelfTestFailed,
    chains,
    migrated,
    own_key,
    postgres_driver,
    refusal,
)

PINS = {"Ada Admin": ("admin", "900900"), "Pat Pitboss": ("pit_boss", "700700"),
        "Dana Dealer": ("dealer", "1000")}  # fmt: skip
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}
MOST_COMMANDS = 2000
"""A hand that has not ended after this many legal commands is a hang, not a long hand."""
EXIT_REFUSED = 2
"""The exit status when ``--db`` names a database the self-test will not use: an input
problem, as a bad option is (argparse's 2), not a failed check (1)."""


@dataclass
class Run:
    """What the checks share: the database, the people, the tables, and where to print."""

    out: TextIO
    folder: Path
    url: str
    services: Any = None
    staff: dict[str, Any] = field(default_factory=dict)
    tables: dict[str, int] = field(default_factory=dict)
    shift_id: int = 0
    passed: int = 0

    @contextmanager
    def check(self, what: str) -> Iterator[list[str]]:
        """One check: its line says ``ok``, what it found, and how long it took."""
        started = time.perf_counter()
        found: list[str] = []
        try:
            yield found
        except Exception as exc:
            self.out.write(f"FAIL  {what}: {exc}\n")
            raise
        seconds = time.perf_counter() - started
        detail = f": {'; '.join(found)}" if found else ""
        self.out.write(f"ok    {what}{detail} ({seconds:.2f} s)\n")
        self.out.flush()
        self.passed += 1


def run_self_test(
    url: str | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Every check in order; 0 when all pass, 1 at the first that fails, 2 (before any check,
    one line on ``err``) when ``url`` names a database the self-test must not or cannot use."""
    # A windowed program on Windows has no standard output: there only the exit status tells.
    stream = out or sys.stdout or open(os.devnull, "w")  # noqa: SIM115 (lives to the exit)
    if url is not None:
        refused = refusal(url)
        if refused is not None:
            errors = err or sys.stderr or stream
            errors.write(f"casino-console --self-test: {refused}\n")
            errors.flush()
            return EXIT_REFUSED
    # Offscreen whatever the desktop: no window flashes up, and a machine with no screen (a
    # build server) runs the same checks.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    started = time.perf_counter()
    # Windows may still hold a file of the folder for a moment after the database closes.
    temporary = tempfile.TemporaryDirectory(prefix="casino-self-test-", ignore_cleanup_errors=True)
    with temporary as folder, own_key(Path(folder)):
        run = Run(stream, Path(folder), url or f"sqlite:///{Path(folder) / 'self-test.db'}")
        from casino import __version__

        stream.write(f"casino-console {__version__} self-test, {sys.platform}, "
                     f"Python {sys.version.split()[0]}, frozen: {_frozen()}\n")  # fmt: skip
        try:
            for step in STEPS:
                step(run)
        except Exception:
            traceback.print_exc(file=stream)
            stream.write(f"self-test FAILED; {run.passed} checks passed before it\n")
            return 1
        finally:
            if run.services is not None:
                run.services.db.dispose()
    seconds = time.perf_counter() - started
    stream.write(f"self-test passed: {run.passed} checks in {seconds:.1f} s\n")
    return 0


def _frozen() -> str:
    return "yes (PyInstaller)" if getattr(sys, "frozen", False) else "no (source)"


def check_resources(run: Run) -> None:
    from casino.games import games
    from ui.qt_app import style_sheet
    from ui.resources import resources_dir, suit_styles

    with run.check("resources") as found:
        sheet = style_sheet()
        if "QWidget" not in sheet:
            raise SelfTestFailed(f"no style sheets in {resources_dir() / 'styles'}")
        found.append(f"{len(sheet):,} characters of style")
        found.append(f"{len(suit_styles())} suits")
        for game in games().values():
            game.rules_type.from_toml(game.default_rules_text())
        found.append(f"default rules of {', '.join(sorted(games()))}")


def check_database(run: Run) -> None:
    with run.check("database") as found:
        run.services, migrated_to = migrated(run.url)
        found.append(migrated_to)


def check_postgres_driver(run: Run) -> None:
    """The floor's driver loads even when the self-test runs on SQLite: a bundle without
    libpq would only fail on the casino floor."""
    with run.check("postgresql driver") as found:
        found.append(postgres_driver())


def check_math(run: Run) -> None:
    """Each game's own checks (the exact math's compiled modules, which a bundle most
    easily leaves out)."""
    from casino.games import games
    from casino.games.capabilities import SelfChecks

    with run.check("game math") as found:
        for game in games().values():
            checks = game.get(SelfChecks)
            found.extend(check() for check in (checks.checks if checks is not None else ()))


def check_floor(run: Run) -> None:
    from casino.games import games

    services = run.services
    with run.check("staff, rules and tables") as found:
        services.auth.seed((name, role, pin) for name, (role, pin) in PINS.items())
        for name, (_role, pin) in PINS.items():
            run.staff[name] = services.auth.login(name, pin, "self-test")
        boss = run.staff["Pat Pitboss"]
        run.shift_id = services.shifts.open_shift(boss, "Self-test shift")
        for number, name in enumerate(sorted(games()), start=1):
            game = games()[name]
            version = services.rules.publish(
                boss, game.rules_type(), f"{name} self-test",
                approved_by=_admin(),
            )  # fmt: skip
            table = f"T{number} {name}"
            run.tables[name] = services.tables.create_table(boss, name, table, version)
            services.tables.open_table(boss, run.tables[name], run.shift_id, OPENER, _witness(run))
        found.append(f"{len(run.staff)} staff, {len(run.tables)} tables open")


def check_hands(run: Run) -> None:
    from casino.games import game as game_named
    from casino.services.demo import play_command

    for name, table_id in run.tables.items():
        with run.check(f"one hand of {name}") as found:
            game = game_named(name)
            dealer = run.staff["Dana Dealer"]
            rng = random.Random(2026)
            commands = 0
            while True:
                outcome = play_command(run.services, dealer, table_id, rng)
                commands += 1
                phase = game.engine.phase(outcome.state)
                if phase.hands_dealt >= 1 and not phase.in_hand:
                    break
                if commands >= MOST_COMMANDS:
                    raise SelfTestFailed(f"the hand had not ended after {commands} commands")
            view = run.services.tables.view(table_id)
            found.append(f"{commands} commands, {view.seq} events")


def check_console(run: Run) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.console import Console
    from ui.main_window import MainWindow
    from ui.qt_app import app_icon, create_app
    from ui.resources import resources_dir

    with run.check("console windows") as found:
        # The windows' settings (their geometry) go to the self-test's folder, not the user's.
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(run.folder))
        app = create_app(["casino-console"])
        found.append(f"Qt platform {QApplication.platformName()}")
        sizes = app_icon().availableSizes()
        if not sizes:
            raise SelfTestFailed(f"no icon in {resources_dir() / 'icons'}")
        found.append(f"icon at {len(sizes)} sizes")
        console = Console(run.services, name="self-test")
        actor = console.login("Pat Pitboss", PINS["Pat Pitboss"][1])
        if not hasattr(actor, "user_id"):
            raise SelfTestFailed(f"the pit boss could not sign in: {actor}")
        window = MainWindow(console)
        window.show()
        for name, table_id in run.tables.items():
            screen = window.show_table(table_id)
            if screen is None:
                raise SelfTestFailed(f"the {name} table screen did not open")
            app.processEvents()
            if screen.grab().isNull():
                raise SelfTestFailed(f"the {name} table screen did not paint")
        window.show_shifts()
        app.processEvents()
        found.append(f"{len(run.tables)} table screens and the shift reports painted")
        window.close()
        console.logout()
        app.processEvents()


def check_close(run: Run) -> None:
    from casino.money import format_money
    from casino.services.demo import counts_for

    services = run.services
    with run.check("tables and shift closed") as found:
        # The console's sign-in ended the one made at set-up, as a second console would.
        boss = services.auth.login("Pat Pitboss", PINS["Pat Pitboss"][1], "self-test")
        for table in services.reports.shift_report(run.shift_id).tables:
            tray = table.opener - table.drop - table.chip_buy_ins + table.ledger_win
            held = tray + table.fills - table.credits
            if held < 0:  # the players bought more than the tray held: the pit fills it
                services.slips.fill(boss, table.table_id, counts_for(-held), _witness(run))
                held = 0
            closer = counts_for(held)
            services.tables.close_table(boss, table.table_id, closer, _witness(run))
        services.shifts.close_shift(boss, run.shift_id)
        for table in services.reports.shift_report(run.shift_id).tables:
            if table.win != table.ledger_win:
                raise SelfTestFailed(
                    f"{table.table}: the count's win {table.win} is not the wager log's "
                    f"{table.ledger_win}"
                )
            won = format_money(table.win, table.currency, table.minor_units)
            found.append(f"{table.table} won {won} by count and by log")


def check_chains(run: Run) -> None:
    with run.check("hash chains") as found:
        found.append(chains(run.services))


def check_report(run: Run) -> None:
    from reports.export import export_shift

    with run.check("shift report") as found:
        out = run.folder / "self-test-report.pdf"
        exported = export_shift(run.services.db, run.shift_id, out, via="self-test")
        data = out.read_bytes()
        if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
            raise SelfTestFailed(f"{out} is not a whole PDF ({len(data)} bytes)")
        if exported.report.provisional:
            raise SelfTestFailed("the closed shift's report says provisional")
        found.append(f"{exported.report_id}, {exported.pages} pages, {exported.size:,} bytes")


def _witness(run: Run) -> Any:
    """Dana Dealer's name and PIN: the second signature of a count."""
    from casino.services.users.auth import Signature

    del run
    return Signature("Dana Dealer", PINS["Dana Dealer"][1])


STEPS: tuple[Callable[[Run], None], ...] = (
    check_resources,
    check_database,
    check_postgres_driver,
    check_math,
    check_floor,
    check_hands,
    check_console,
    check_close,
    check_chains,
    check_report,
)


def _admin() -> Any:
    """Ada Admin's name and PIN: house rules are approved by a second supervisor."""
    from casino.services.users.auth import Signature

    return Signature("Ada Admin", PINS["Ada Admin"][1])
