"""The console: process start to the painted sign-in window, and a keystroke to the repainted
table after the command it sends, on SQLite and on PostgreSQL.

Targets from the issue: the sign-in window in under 0.5 s from process start (issue 36: the
warm median), and a table repainted after a keystroke that writes a command in under 16.7 ms
on SQLite and 33 ms on PostgreSQL (p99: one and two frames at 60 Hz).
Figures, not tests: each target is printed as PASS or MISS beside the measured figure and the
script exits 0 whatever the figures.

* Start-up: the installed ``casino-console`` (``ui.app:main``) is spawned ``--runs`` times, each
  a fresh process, with ``--db`` on a temporary SQLite file and ``--startup-probe``, which
  prints ``shown`` once the sign-in window (``ui.startup.StartWindow``, its name and PIN
  fields taking keys) has painted for the first time, then ``ready`` once the services, the
  games and the database have loaded behind it (a sign-in possible), then quits. Each time
  runs from just before ``subprocess.Popen`` to reading the line; the target is on
  ``shown``, and ``ready`` is printed beside it. The first run finds an empty file and
  migrates it, so it is reported apart from the warm runs. ``QT_QPA_PLATFORM=offscreen``
  throughout. When the warm median misses the target (or with ``--importtime``) the
  slowest imports done before the first paint are listed (``python -X importtime``), to
  show what to trim.
* Keystroke: in this process, the real screens (``ui.main_window.screen_class``) over a real
  database with a dealer signed in at a ``ui.console.Console``, the console's own theme
  applied. One shoe table per game and backend (Seka's is live-card, below), six (Sekhoma),
  seven (Fiddler-Crab) or ten (Seka) players seated through the services. A keystroke is
  ``QTest.keyClick`` to the focused widget, as the dealer's keyboard delivers it (shortcuts
  included), then ``screen.repaint()``, a synchronous paint of the whole screen; the time
  runs from just before the key to just after the paint. Only keys that write a command are
  timed, and each is checked to have moved the table's sequence number: Sekhoma N (new
  hand), K, C, B, R, F (check, call, bet, raise, fold: the fixed-limit bet and raise go at
  once) and Enter in the discard picker (X opens it, digits mark cards); Fiddler-Crab Enter
  in the bet panel (a digit selects the seat, B opens the panel), N (start the round), Enter
  in the dealt-cards panel (H opens it, digits pick the Small Hand), D (the dealer's hand,
  dealt from the shoe) and Enter on the settlement (S previews it). The keys that only open
  a panel or select a seat are pressed untimed, and the Sekhoma showdown (a modal dialog) is
  sent untimed through the screen. Seka, at a live-card table of ten players (its reveals
  and showdowns are modal dialogs, sent untimed through the screen with random shown hands,
  as for the Sekhoma showdown): N (new hand, and the svara deal), L, C, F, A (look, call,
  fold, all-in), R when one stake is allowed, else Enter in the stake entry (R opens it),
  and in a svara S or X (split or play it) and J or P (join or pass). The trick games at shoe
  tables of four (Sedma, Ristikontra) and six (Hola): N, each card by its number key (a random
  one the rules allow), D now and then in the dark, E or a further lead after a round; and a
  live Ristikontra table, where the host's R opens the result form (untimed: it writes
  nothing), the points are typed, and Enter writes the deal. Sej, at an electronic table: N,
  W and R (throw, roll), D or P on a Black; and at a live one, each throw and roll typed into
  the entry line and written by Enter. The sides (the games
  on two backends) take turns a hand or round at a time, so a slow spell of the machine
  lands on all of them alike (see ``timing``); each side's first hand is an untimed warm-up.

Run on its own (``python bench/ui_bench.py [--quick]``) or as part of ``make bench``.
"""

from __future__ import annotations

import argparse
import ctypes
import importlib
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SEED = 20_240_521
STARTUP_TARGET_S = 0.5
KEY_TARGET_MS = {"SQLite": 16.7, "PostgreSQL": 33.0}
"""Keystroke to repaint, p99, by backend (issue 36)."""
STARTUP_TIMEOUT_S = 60.0
SIZE = (1280, 800)
"""The screens' size, as the widget tests use."""

BOSS = ("Bench Pitboss", "pit_boss", "700700")
ADMIN = ("Bench Admin", "admin", "900900")
DEALER = ("Bench Dealer", "dealer", "1000")
OPENER = {10000: 20, 2500: 40, 500: 100, 100: 200, 25: 40, 5: 40, 1: 100}
"""The opener count the store tests use."""
TRICKS = ("sedma", "ristikontra", "hola")
BUY_IN = 50_000
TOP_UP_BELOW = 5_000
"""A Sekhoma player below this buys ``BUY_IN`` more between hands, untimed."""

OFFSCREEN = {"QT_QPA_PLATFORM": "offscreen"}
SINGLETONS: dict[str, object] = {"None": None, "True": True, "False": False}
PROP_UP = 1 << 40
CONSOLE_MODULES = (
    "ui.startup", "ui.main_window", "ui.games.sekhoma.screen", "ui.games.fiddler_crab.screen"
)


def _progress(message: str) -> None:
    print(f"  ... {message}", file=sys.stderr, flush=True)


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(share * len(ordered) + 0.5)))
    return ordered[rank - 1]


# --- start-up ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartRun:
    """One spawned console: seconds to ``shown``, to ``ready`` and to the process's exit
    (None if it never said ``shown`` or ``ready``), what it said instead of ``ready``, and
    the tracebacks it wrote to stderr."""

    shown: float | None
    ready: float | None
    failed: str
    exited: float
    tracebacks: int
    stderr_tail: str


def console_command() -> list[str]:
    """The installed entry point beside this interpreter, or the same call through it."""
    script = Path(sys.executable).parent / "casino-console"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from ui.app import main; raise SystemExit(main())"]


def start_once(command: list[str], url: str, folder: Path) -> StartRun:
    env = os.environ | OFFSCREEN
    log = folder / "stderr.txt"
    with log.open("wb") as err:
        started = time.perf_counter()
        process = subprocess.Popen(
            [*command, "--db", url, "--startup-probe"],
            stdout=subprocess.PIPE,
            stderr=err,
            env=env,
            text=True,
        )
        assert process.stdout is not None
        shown: float | None = None
        ready: float | None = None
        failed = ""
        for line in process.stdout:
            said = line.strip()
            if said == "shown":
                shown = time.perf_counter() - started
            elif said == "ready":
                ready = time.perf_counter() - started
                break
            elif said.startswith("failed:"):
                failed = said
                break
        try:
            process.wait(timeout=STARTUP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        exited = time.perf_counter() - started
        process.stdout.close()
    text = log.read_text(errors="replace")
    tail = "\n".join(text.strip().splitlines()[-3:])
    return StartRun(shown, ready, failed, exited, text.count("Traceback"), tail)


def startup_runs(runs: int, command: list[str]) -> list[StartRun]:
    """``runs`` consoles in turn on one new SQLite file: the first migrates it."""
    folder = Path(tempfile.mkdtemp(prefix="casino-ui-bench-start-"))
    try:
        url = f"sqlite:///{folder / 'console.db'}"
        return [start_once(command, url, folder) for _ in range(runs)]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def opening_imports() -> list[str]:
    """What the console imports before its first paint: ``ui.app`` and the sign-in window
    (the services, the games and the database load behind it: ``ui.startup.LOADED_BEHIND``,
    started once the window has painted)."""
    return ["ui.app", "ui.startup"]


def import_breakdown(top: int = 10) -> list[str]:
    """``python -X importtime`` of what the console imports before its first paint: the
    slowest modules (cumulative, nested ones included) and the top-level packages by their
    own time summed."""
    modules = opening_imports()
    code = "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in modules)
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        capture_output=True,
        text=True,
        env=os.environ | OFFSCREEN,
        check=False,
    )
    rows: list[tuple[int, int, str]] = []
    for line in result.stderr.splitlines():
        found = re.match(r"import time:\s+(\d+)\s+\|\s+(\d+)\s+\|(\s*)(\S+)", line)
        if found:
            rows.append((int(found[1]), int(found[2]), found[3][1:] + found[4]))
    if not rows:
        return [f"(no importtime output; exit {result.returncode}: {result.stderr[-300:]})"]
    total = sum(own for own, _cum, _name in rows)
    head = f"Importing {', '.join(modules)}: {total / 1e6:.2f} s in all, {len(rows)} modules."
    lines = [*textwrap.wrap(head, width=100), "Slowest, cumulative (own) ms:"]
    for own, cumulative, name in sorted(rows, key=lambda r: -r[1])[:top]:
        lines.append(f"  {cumulative / 1e3:8.1f} ({own / 1e3:6.1f})  {name}")
    packages: Counter[str] = Counter()
    for own, _cumulative, name in rows:
        packages[name.strip().split(".")[0]] += own
    lines.append("By top-level package, own time summed, ms:")
    lines.append(
        "  " + ", ".join(f"{name} {own / 1e3:.0f}" for name, own in packages.most_common(top))
    )
    return lines


# --- keystrokes ----------------------------------------------------------------------------


def refcounts() -> dict[str, int]:
    return {name: sys.getrefcount(obj) for name, obj in SINGLETONS.items()}


def singleton_leak(calls: int = 1000) -> dict[str, int]:
    """References to None, True and False lost over ``calls`` rounds of two plain Qt calls
    (a void setter, a signal's emit). PySide6 6.12.0 on Python 3.11 loses one for each call
    that returns one of them, and the process aborts ('deallocating None') when a count
    reaches zero; Python 3.12 made the three immortal, and PySide6 6.11.3 lost none."""
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    before = refcounts()
    for _ in range(calls):
        label.setText("")
        label.windowTitleChanged.emit("")
    after = refcounts()
    label.deleteLater()
    return {name: before[name] - after[name] for name in before}


def prop_up() -> None:
    """The bench's own workaround for ``singleton_leak``: add 2**40 references to None,
    True and False so the run can finish. The console itself has no such guard."""
    for obj in SINGLETONS.values():
        ctypes.c_ssize_t.from_address(id(obj)).value += PROP_UP


_HANDLER: list[Callable[..., None]] = []


def quiet_qt() -> None:
    """Drop the offscreen platform's one harmless warning, repeated for every window."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode: Any, _context: Any, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    _HANDLER.append(handler)
    qInstallMessageHandler(handler)


@dataclass
class Side:
    """One screen being timed: a game on a backend, and the hand or round it plays next."""

    name: str
    screen: Any
    play: Callable[[Side, bool], None]
    rng: random.Random
    latencies: list[float] = field(default_factory=list)
    """Milliseconds, keystroke to repainted screen."""
    handler: list[float] = field(default_factory=list)
    """Milliseconds of each of those spent before the paint (the key's handling: the command
    through the services, and the redraw of the widgets)."""
    keys: list[str] = field(default_factory=list)
    """The key of each timed keystroke, in order."""
    misses: Counter[str] = field(default_factory=Counter)
    """Timed keys that wrote nothing (they are left out of the figures)."""
    refused_after: Counter[str] = field(default_factory=Counter)
    """Timed keys that wrote their command and left a refusal on the screen (a second send
    of it), by key and the refusal's words."""
    units: int = 0
    untimed_keys: int = 0


def _app() -> Any:
    from ui.app import create_app

    return create_app([])


def settle_events(rounds: int = 1) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(rounds):
        QApplication.processEvents()


def make_active(screen: Any) -> None:
    """The offscreen platform activates only what it is told to; shortcuts need it."""
    if screen.isActiveWindow():
        return
    screen.activateWindow()
    deadline = time.monotonic() + 5
    while not screen.isActiveWindow() and time.monotonic() < deadline:
        settle_events()
    if not screen.isActiveWindow():
        raise RuntimeError(f"{screen.objectName()} could not be made the active window")


def press(side: Side, key: str, *, timed: bool, label: str | None = None) -> None:
    """One key to whatever has the focus on the screen, as the keyboard would deliver it.
    Timed: just before the key to just after a synchronous repaint, and the key must have
    written a command (the view's sequence number moved). ``label`` names the key in the
    per-key figures (``Enter (bet)``); the key itself by default."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    screen = side.screen
    if QApplication.activeModalWidget() is None:
        make_active(screen)
    target = QApplication.focusWidget() or screen
    code = getattr(Qt.Key, f"Key_{key}")
    if not timed:
        QTest.keyClick(target, code)
        settle_events()
        side.untimed_keys += 1
        return
    before = screen.view.seq
    clock = time.perf_counter_ns
    started = clock()
    QTest.keyClick(target, code)
    handled = clock()
    screen.repaint()
    done = clock()
    settle_events()
    name = label or key
    if screen.view.seq == before:
        side.misses[name] += 1
        return
    side.latencies.append((done - started) / 1e6)
    side.handler.append((handled - started) / 1e6)
    side.keys.append(name)
    if screen.message.is_error:  # it wrote, and the screen shows a refusal all the same
        side.refused_after[f"{name}: {screen.message.text()}"] += 1


def setup_submit(screen: Any, command: Any) -> None:
    """A setup command (seating, chips) through the services, untimed; then the screen
    reads the table again, as another console's change would reach it."""
    console = screen.console
    result = console.submit(screen.table_id, command, expected_seq=screen.view.seq)
    if not hasattr(result, "seq"):
        raise RuntimeError(f"setup command {command!r} refused: {result}")
    screen.reload()


def sekhoma_hand(side: Side, timed: bool) -> None:
    """One Sekhoma hand by keys: N, then check / call / bet / raise / fold and the
    exchanges until it ends; a showdown is sent untimed."""
    from casino.games.seating import AddChips
    from casino.games.sekhoma.types import Phase, Showdown

    screen, rng = side.screen, side.rng
    state = screen.view.state
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is not None and occupant.stack < TOP_UP_BELOW:
            setup_submit(screen, AddChips(seat, BUY_IN))
    press(side, "N", timed=timed)
    if screen.view.state.hand is None:
        raise RuntimeError(f"{side.name}: N started no hand: {screen.message.text()}")
    weights = {"check": 5, "call": 5, "bet": 2, "raise": 1, "fold": 2}
    keys = {"check": "K", "call": "C", "bet": "B", "raise": "R", "fold": "F"}
    for _ in range(200):
        hand = screen.view.state.hand
        if hand is None:
            break
        if hand.phase == Phase.SHOWDOWN:
            if screen.send(Showdown(hands=None), "showdown") is None:
                raise RuntimeError(f"{side.name}: showdown refused: {screen.message.text()}")
            settle_events()
            continue
        if hand.phase == Phase.EXCHANGE:
            press(side, "X", timed=False)
            if not screen.picker.hasFocus():
                raise RuntimeError(f"{side.name}: X opened no picker: {screen.message.text()}")
            for place in rng.sample(range(1, 7), rng.randint(0, screen.picker.most)):
                press(side, str(place), timed=False)
            press(side, "Return", timed=timed, label="Enter (exchange)")
            continue
        offered = [k for k, b in screen.action_buttons.items() if b.isVisible() and k in keys]
        if not offered:
            raise RuntimeError(f"{side.name}: no betting action offered in {hand.phase}")
        kind = rng.choices(offered, [weights[k] for k in offered])[0]
        press(side, keys[kind], timed=timed)
    else:
        raise RuntimeError(f"{side.name}: a hand that does not end")


def _shown_hands(screen: Any, rng: random.Random) -> tuple[Any, ...]:
    """Random hands for the seats a reveal or showdown shows at a live table, as the dealer
    would type them: three cards each from those no hand of the deal has shown (a seat that
    showed before is known and not typed again)."""
    hand = screen.view.state.hand
    turn = screen.projected.turn
    used = {card for c in hand.contenders if c.shown for card in c.shown}
    left = [card for card in screen.rules.scoring().pack.cards if card not in used]
    rng.shuffle(left)
    hands = []
    for seat in turn.shows:
        if hand.contender(seat).shown is None:
            hands.append((seat, tuple(left[:3])))
            del left[:3]
    return tuple(hands)


def seka_hand(side: Side, timed: bool) -> None:
    """One Seka hand by keys: N, then look / call / raise / fold / all-in until a reveal (sent
    untimed with random hands, as is the showdown), and any svara's split vote, joining and
    deal by their keys."""
    from casino.games.seating import AddChips
    from casino.games.seka.types import Phase, Reveal, Showdown

    screen, rng = side.screen, side.rng
    state = screen.view.state
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is not None and occupant.stack < TOP_UP_BELOW:
            setup_submit(screen, AddChips(seat, BUY_IN))
    press(side, "N", timed=timed)
    if screen.view.state.hand is None:
        raise RuntimeError(f"{side.name}: N started no hand: {screen.message.text()}")
    weights = {"look": 2, "call": 6, "raise": 1, "fold": 2, "all-in": 1, "reveal": 2}
    for _ in range(400):
        hand = screen.view.state.hand
        if hand is None:
            break
        offered = [k for k, b in screen.action_buttons.items() if b.isVisible()]
        if hand.phase == Phase.SHOWDOWN:
            if screen.send(Showdown(_shown_hands(screen, rng)), "showdown") is None:
                raise RuntimeError(f"{side.name}: showdown refused: {screen.message.text()}")
            settle_events()
            continue
        if hand.phase == Phase.SVARA_SPLIT:
            press(side, rng.choice("SXX"), timed=timed)
            continue
        if hand.phase == Phase.SVARA_JOIN:
            key = "J" if "join" in offered and rng.random() < 0.5 else "P"
            press(side, key, timed=timed)
            continue
        if hand.phase == Phase.SVARA_DEAL:
            press(side, "N", timed=timed)
            continue
        choices = [k for k in offered if k in weights]
        if not choices:
            raise RuntimeError(f"{side.name}: no betting action offered in {hand.phase}")
        kind = rng.choices(choices, [weights[k] for k in choices])[0]
        seat = screen.projected.turn.seat
        if kind == "reveal":
            if screen.send(Reveal(seat, _shown_hands(screen, rng)), "reveal") is None:
                raise RuntimeError(f"{side.name}: reveal refused: {screen.message.text()}")
            settle_events()
        elif kind == "raise":
            option = screen.option("raise", seat)
            if option.low == option.high:
                press(side, "R", timed=timed)
                continue
            press(side, "R", timed=False)
            if not screen.amount.hasFocus():
                raise RuntimeError(f"{side.name}: R opened no stake entry")
            steps = (option.high - option.low) // option.step
            stake = option.low + option.step * rng.randint(0, steps)
            screen.amount.setText(screen.money(stake).split()[0].replace(",", ""))
            press(side, "Return", timed=timed, label="Enter (raise)")
        else:
            press(side, {"look": "L", "call": "C", "fold": "F", "all-in": "A"}[kind], timed=timed)
    else:
        raise RuntimeError(f"{side.name}: a hand that does not end")


def trick_deal(side: Side, timed: bool) -> None:
    """One trick-game deal by keys at a shoe table: N, then each card by its number key (a
    random one of those the rules allow), D now and then where play in the dark is offered,
    and E or a further lead when a round is complete."""
    from PySide6.QtWidgets import QApplication

    from casino.games.seating import AddChips

    screen, rng = side.screen, side.rng
    state = screen.view.state
    for seat, occupant in enumerate(state.seats, start=1):
        if occupant is not None and occupant.stack < TOP_UP_BELOW:
            setup_submit(screen, AddChips(seat, BUY_IN))
    press(side, "N", timed=timed)
    if screen.view.state.deal is None:
        raise RuntimeError(f"{side.name}: N dealt no deal: {screen.message.text()}")
    if screen.view.state.rules.cards == "live":
        # The host's entry: R opens the form (it writes nothing), the points are typed, Enter
        # writes the result; a result that can happen, as the random player draws one.
        from casino.games.tricks.player import random_result

        press(side, "R", timed=False)
        entry = random_result(screen.view.state, rng)
        screen.form.points.setText(str(entry.points))
        screen.form.all_tricks.setChecked(entry.all_tricks)
        press(side, "Return", timed=timed, label="Enter (result)")
        focus = QApplication.focusWidget()
        if not screen.form.isVisible() and focus is not None and screen.form.isAncestorOf(focus):
            # The focus left in the hidden form (after a refused second send of the result:
            # see refused_after) would take the next N as a letter: the dealer clicks the
            # table first. Counted, so the figures say it happened.
            side.refused_after["focus left in the hidden result form (the table clicked)"] += 1
            screen.setFocus()
        return
    for _ in range(400):
        if screen.view.state.deal is None:
            return
        turn = screen.projected.turn
        if turn.doing == "decide" and (not turn.cards or rng.random() < 0.5):
            press(side, "E", timed=timed)
        elif turn.dark and rng.random() < 0.15:
            press(side, "D", timed=timed)
        else:
            card = rng.choice(turn.cards)
            press(side, str(turn.hand.index(card) + 1), timed=timed, label="card")
    raise RuntimeError(f"{side.name}: a deal that does not end")


def sej_game(side: Side, timed: bool) -> None:
    """One Sej game by keys: N, then at an electronic table W (throw) and R (roll), at a live
    one each throw and roll typed into the entry line and written by Enter (what the host
    reads: random wands and dice); D or P on a throw that shows a Black."""
    from casino.equipment import dice, wands
    from casino.games.seating import AddChips

    screen, rng = side.screen, side.rng
    for seat, occupant in enumerate(screen.view.state.seats, start=1):
        if occupant is not None and occupant.stack < TOP_UP_BELOW:
            setup_submit(screen, AddChips(seat, BUY_IN))
    press(side, "N", timed=timed)
    if screen.view.state.game is None:
        raise RuntimeError(f"{side.name}: N started no game: {screen.message.text()}")
    electronic = screen.view.state.rules.electronic
    for _ in range(3000):
        if screen.view.state.game is None:
            return
        doing = screen.projected.turn.doing
        if doing == "decide":
            press(side, "D" if rng.random() < 1 / 3 else "P", timed=timed)
        elif electronic:
            press(side, {"throw": "W", "roll": "R"}[doing], timed=timed)
        else:
            typed = str(wands.throw(rng)) if doing == "throw" else str(dice.roll(rng))
            screen.entry.setText(typed)
            press(side, "Return", timed=timed, label=f"Enter ({doing})")
    raise RuntimeError(f"{side.name}: a game that does not end")


def fiddler_crab_round(side: Side, timed: bool) -> None:
    """One Fiddler-Crab round by keys: a bet on every empty circle, N, each seat's split,
    D, and the settlement."""
    from casino.games.fiddler_crab.types import PlaceBet
    from ui.games.fiddler_crab.screen import DealtPanel, SettlePanel

    screen, rng = side.screen, side.rng
    for seat in screen.seats_with(PlaceBet.KIND):
        if screen.state.bets[seat - 1]:
            continue
        press(side, str(seat), timed=False)
        press(side, "B", timed=False)
        press(side, "Return", timed=timed, label="Enter (bet)")
    press(side, "N", timed=timed)
    if screen.state.round is None:
        raise RuntimeError(f"{side.name}: N started no round: {screen.message.text()}")
    press(side, "H", timed=False)
    while isinstance(screen.panel, DealtPanel):
        for place in rng.sample(range(1, 10), 3):
            press(side, str(place), timed=False)
        press(side, "Return", timed=timed, label="Enter (split)")
    rnd = screen.state.round
    if rnd is None or any(split is None for split in rnd.splits):
        raise RuntimeError(f"{side.name}: splits left unset: {screen.message.text()}")
    press(side, "D", timed=timed)
    press(side, "S", timed=False)
    if not isinstance(screen.panel, SettlePanel):
        raise RuntimeError(f"{side.name}: S showed no settlement: {screen.message.text()}")
    press(side, "Return", timed=timed, label="Enter (settle)")
    if screen.state.round is not None:
        raise RuntimeError(f"{side.name}: the round did not settle: {screen.message.text()}")


@dataclass
class Backend:
    """A migrated database with its staff and one open shoe table per game, a dealer
    signed in at a console, and a screen per table."""

    name: str
    version: str
    sides: list[Side]
    close: Callable[[], None]


def open_backend(name: str, url: str, seed: int) -> Backend:
    from sqlalchemy import text

    from casino.games import game as game_named
    from casino.games.fiddler_crab.rules import FiddlerCrabRules
    from casino.games.seating import SeatPlayer
    from casino.games.sej.rules import SejRules
    from casino.games.seka.rules import SekaRules
    from casino.games.sekhoma.rules import SekhomaRules
    from casino.games.tricks.hola.rules import HolaRules
    from casino.games.tricks.ristikontra.rules import RistikontraRules
    from casino.games.tricks.sedma.rules import SedmaRules
    from casino.services import Services
    from casino.services.users.auth import Actor, Signature
    from casino.store import migrate
    from casino.store.unit import Database
    from ui.console import Console
    from ui.main_window import screen_class

    db = Database(url)
    migrate.upgrade(db.engine)
    services = Services(db)
    services.auth.seed((ADMIN, BOSS, DEALER))  # the first must be the administrator
    boss = services.auth.login(BOSS[0], BOSS[2], "ui bench")
    witness = Signature(DEALER[0], DEALER[2])
    shift = services.shifts.open_shift(boss, "Bench shift")
    console = Console(services, name=f"ui bench {name}")
    screens: list[Any] = []

    def close() -> None:
        for screen in screens:
            screen.close()
            screen.deleteLater()
        settle_events()
        services.tables.close()
        db.dispose()

    try:
        games = [("sekhoma", SekhomaRules(cards="shoe"), 6), ("fiddler-crab",
                 FiddlerCrabRules(cards="shoe"), 7)]  # fmt: skip
        # Seka at a live-card table: a shoe table's svara deal is not stored yet (its sealed
        # shoe names no hand number), and a live table's reveals are typed here anyway.
        games.append(("seka", SekaRules(cards="live"), 10))
        # The trick games at shoe tables, every card played by its key.
        games += [("sedma", SedmaRules(cards="shoe"), 4),
                  ("ristikontra", RistikontraRules(cards="shoe"), 4),
                  ("hola", HolaRules(cards="shoe", players=6), 6),
                  ("ristikontra", RistikontraRules(cards="live"), 4)]
        # Sej: thrown and rolled by the console, and typed by a live host.
        games += [("sej", SejRules(dice="electronic"), 2), ("sej", SejRules(), 2)]
        tables = []
        for game, rules, _players in games:
            version = services.rules.publish(
                boss, rules, f"bench {game}", approved_by=Signature(ADMIN[0], ADMIN[2])
            )
            table_id = services.tables.create_table(
                boss, game, f"bench {game} {len(tables) + 1}", version
            )
            services.tables.open_table(boss, table_id, shift, OPENER, witness)
            tables.append(table_id)
        signed = console.login(DEALER[0], DEALER[2])
        if not isinstance(signed, Actor):
            raise RuntimeError(f"the dealer could not sign in: {signed}")
        sides = []
        for (game, rules, players), table_id in zip(games, tables, strict=True):
            screen = screen_class(game)(console, table_id)
            screens.append(screen)
            screen.resize(*SIZE)
            screen.show()
            make_active(screen)
            screen.reload()
            for seat in range(1, players + 1):
                setup_submit(screen, SeatPlayer(seat, f"Player {seat}", BUY_IN))
            screen.setFocus()
            settle_events(3)
            live = (game in TRICKS and getattr(rules, "cards", "") == "live") or (
                getattr(rules, "dice", "") == "live")
            title = game_named(game).title + (" live" if live else "")
            play = {"sekhoma": sekhoma_hand, "seka": seka_hand, "sej": sej_game,
                    "fiddler-crab": fiddler_crab_round}.get(game, trick_deal)
            rng = random.Random(f"{seed} {game}")
            sides.append(Side(f"{title}, {name}", screen, play, rng))
        with db.engine.connect() as conn:
            query = "SHOW server_version" if db.postgres else "SELECT sqlite_version()"
            server_version = str(conn.execute(text(query)).scalar())
    except BaseException:
        close()
        raise
    return Backend(name, server_version, sides, close)


def drive(sides: list[Side], keys: int) -> None:
    """Each side's first hand untimed, then the sides in turn a hand or round at a time
    until each has ``keys`` timed keystrokes."""
    for side in sides:
        side.play(side, False)
    while True:
        behind = [side for side in sides if len(side.latencies) < keys]
        if not behind:
            return
        for side in behind:
            side.play(side, True)
            side.units += 1


# --- the report ----------------------------------------------------------------------------


def render(header: tuple[str, ...], lines: list[tuple[str, ...]]) -> str:
    widths = [max(len(line[i]) for line in [header, *lines]) for i in range(len(header))]

    def row(cells: tuple[str, ...]) -> str:
        first, *rest = cells
        *numbers, last = rest
        parts = [first.ljust(widths[0])]
        parts += [cell.rjust(w) for cell, w in zip(numbers, widths[1:-1], strict=True)]
        parts.append(last)
        return "   ".join(parts).rstrip()

    rule = "-" * len(row(tuple("-" * w for w in widths)))
    return "\n".join([row(header), rule, *(row(line) for line in lines)])


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def startup_lines(runs: list[StartRun]) -> list[tuple[str, ...]]:
    lines: list[tuple[str, ...]] = []
    cold, warm = runs[:1], runs[1:]
    for label, group in (("cold: new file, migrating", cold), ("warm", warm)):
        if not group:
            continue
        shown = [run.shown for run in group if run.shown is not None]
        if not shown:
            lines.append((f"start to sign-in window, {label}", str(len(group)), "", "", "",
                          "", f"< {STARTUP_TARGET_S:g} s  NEVER SHOWN"))  # fmt: skip
        else:
            middle = statistics.median(shown)
            lines.append(
                (
                    f"start to sign-in window, {label}",
                    str(len(shown)),
                    f"{min(shown):.2f} s",
                    f"{middle:.2f} s",
                    "",
                    f"{max(shown):.2f} s",
                    f"< {STARTUP_TARGET_S:g} s (median)  {verdict(middle < STARTUP_TARGET_S)}",
                )
            )
        ready = [run.ready for run in group if run.ready is not None]
        failed = sum(1 for run in group if run.ready is None)
        lines.append(
            (
                f"  then loaded and open, {label}",
                str(len(ready)),
                f"{min(ready):.2f} s" if ready else "",
                f"{statistics.median(ready):.2f} s" if ready else "",
                "",
                f"{max(ready):.2f} s" if ready else "",
                f"(behind the window){f'  {failed} NEVER READY' if failed else ''}",
            )
        )
    return lines


def key_lines(sides: list[Side]) -> list[tuple[str, ...]]:
    lines: list[tuple[str, ...]] = []
    for side in sides:
        ms = side.latencies
        if not ms:
            continue
        p99 = percentile(ms, 0.99)
        target = KEY_TARGET_MS[side.name.rsplit(", ", 1)[-1]]
        lines.append(
            (
                f"keystroke to repaint, {side.name}",
                str(len(ms)),
                f"{percentile(ms, 0.50):.1f} ms",
                f"{percentile(ms, 0.95):.1f} ms",
                f"{p99:.1f} ms",
                f"{max(ms):.1f} ms",
                f"< {target:g} ms (p99)  {verdict(p99 < target)}",
            )
        )
    return lines


def per_key(side: Side) -> str:
    """Each timed key's count and median, and the median time spent before the paint."""
    by_key: dict[str, list[float]] = {}
    for key, ms in zip(side.keys, side.latencies, strict=True):
        by_key.setdefault(key, []).append(ms)
    parts = [
        f"{key} {len(v)}x {statistics.median(v):.1f}"
        for key, v in sorted(by_key.items(), key=lambda kv: -len(kv[1]))
    ]
    handler = statistics.median(side.handler)
    paint = statistics.median(m - h for m, h in zip(side.latencies, side.handler, strict=True))
    return (
        f"{side.name}: {side.units} timed {'rounds' if 'Fiddler' in side.name else 'hands'}, "
        f"{side.untimed_keys} untimed keys; per key, count and median ms: {', '.join(parts)}. "
        f"Median split: {handler:.1f} ms handling the key (command and redraw), "
        f"{paint:.1f} ms painting."
    )


def refusals_note(side: Side) -> str:
    """A screen that wrote a key's command and showed a refusal too: a product fault the
    figures would otherwise hide (the timed key counted once, as it wrote once)."""
    parts = [f"{count}x {what!r}" for what, count in side.refused_after.most_common()]
    return (
        f"WARNING: {side.name}: keys that wrote their command and left a refusal on the "
        f"screen, or the focus where the next key is lost: {'; '.join(parts)}."
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="console starts (first is cold)")
    parser.add_argument("--keys", type=int, default=300, help="timed keystrokes per side")
    parser.add_argument("--quick", action="store_true", help="3 starts, 60 keys per side")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite sides only")
    parser.add_argument(
        "--importtime", action="store_true", help="list the slowest imports even on a PASS"
    )
    parser.add_argument(
        "--unguarded",
        action="store_true",
        help="do not prop up None/True/False against PySide6's lost references (see "
        "singleton_leak): on an affected PySide6 the run then aborts as a console would",
    )
    parser.add_argument(
        "--program",
        metavar="PATH",
        help="time the start-ups of this console program instead of the source tree's (the "
        "bundle `make installer` builds: dist/casino-console/casino-console)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.keys = min(args.runs, 3), min(args.keys, 60)
    if args.runs < 2 or args.keys < 1:
        parser.error("--runs must be at least 2 (one cold, one warm) and --keys at least 1")
    os.environ.update(OFFSCREEN)
    started = time.perf_counter()

    command = [str(Path(args.program).resolve())] if args.program else console_command()
    _progress(f"start-up: {args.runs} consoles spawned in turn ({' '.join(command)})")
    runs = startup_runs(args.runs, command)

    _app()
    quiet_qt()
    for module in CONSOLE_MODULES:  # what a console holds once its main window is up
        importlib.import_module(module)
    at_start = refcounts()
    leak = singleton_leak()
    leaking = sys.version_info < (3, 12) and any(leak.values())
    if leaking and not args.unguarded:
        _progress(f"PySide6 loses references to None/True/False ({leak} per 1000 calls): "
                  "propping them up so the run can finish")  # fmt: skip
        prop_up()
    backends: list[Backend] = []
    server: Any = None
    postgres_note = "not run (--no-postgres)"
    folder = Path(tempfile.mkdtemp(prefix="casino-ui-bench-"))
    try:
        _progress(f"keystrokes: building the SQLite tables in {folder}")
        backends.append(open_backend("SQLite", f"sqlite:///{folder / 'casino.db'}", SEED))
        if not args.no_postgres:
            _progress("starting a scratch PostgreSQL server")
            from casino.store.scratch_postgres import start_or_reason

            server, url_or_reason = start_or_reason("ui_bench")
            if server is None:
                postgres_note = f"could not start: {url_or_reason}"
            else:
                try:
                    backends.append(open_backend("PostgreSQL", url_or_reason, SEED))
                    postgres_note = f"{backends[-1].version}, scratch server, durable defaults"
                except Exception as exc:  # report and carry on with the SQLite figures
                    postgres_note = f"failed during set-up: {type(exc).__name__}: {exc}"
                    traceback.print_exc(file=sys.stderr)
        sides = [side for backend in backends for side in backend.sides]
        _progress(f"timing {args.keys} keystrokes on each of {len(sides)} screens, in turns")
        before = refcounts()
        drive(sides, args.keys)
        after = refcounts()
    finally:
        for backend in backends:
            try:
                backend.close()
            except Exception:  # a close that fails must not hide the figures or the cause
                traceback.print_exc(file=sys.stderr)
        if server is not None:
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    elapsed = time.perf_counter() - started

    header = ("what", "n", "min / p50", "median / p95", "p99", "max", "target")
    print(render(header, startup_lines(runs) + key_lines(sides)))
    print()
    warm = [run.shown for run in runs[1:] if run.shown is not None]
    missed = not warm or statistics.median(warm) >= STARTUP_TARGET_S
    exits = [run.exited for run in runs]
    tracebacks = sum(1 for run in runs if run.tracebacks)
    failures = [run.failed or 'nothing' for run in runs if run.ready is None]
    misses = Counter[str]()
    for side in sides:
        misses.update(side.misses)
    notes = [
        "Start-up rows: min / median / max of the runs; keystroke rows: p50 / p95 / p99 / "
        "max of the timed keys (nearest rank).",
        f"Start-up: {len(runs)} runs of {' '.join(command)} --db sqlite:///<temp> "
        "--startup-probe, offscreen, each a fresh process, in turn on one file (the first "
        "run migrates it); time from just before Popen to reading 'shown' (the sign-in "
        "window painted, taking keys), and to 'ready' (the services, the games and the "
        "database loaded behind it). To the process's exit: cold "
        f"{exits[0]:.2f} s, warm median {statistics.median(exits[1:]):.2f} s. "
        f"Runs that wrote a traceback to stderr: {tracebacks} of {len(runs)}"
        + (f" (last lines: {_first_tail(runs)!r})" if tracebacks else "")
        + ". "
        + (
            f"Runs whose load failed: {len(failures)} (the first said {failures[0]!r})."
            if failures
            else "Every run loaded and opened its database."
        ),
        f"Keystrokes: QTest.keyClick to the focused widget, then screen.repaint() at "
        f"{SIZE[0]}x{SIZE[1]} with the console's theme; only keys that wrote a command are "
        f"timed. Timed keys that wrote nothing (left out): {sum(misses.values())}"
        + (f" ({dict(misses)})" if misses else "")
        + ".",
        *(per_key(side) for side in sides),
        *(refusals_note(side) for side in sides if side.refused_after),
        *([leak_note(leak, at_start, before, after, sides)] if leaking else []),
        f"Machine: {os.cpu_count()} CPUs, {platform.machine()} {platform.system()}; Python "
        f"{platform.python_version()}; PySide6 {_pyside_version()}; SQLite "
        f"{backends[0].version if backends else '?'}; PostgreSQL: {postgres_note}; seed "
        f"{SEED}; {elapsed:.0f} s in all.",
    ]
    for note in notes:
        print(textwrap.fill(note, width=100, initial_indent="- ", subsequent_indent="  "))
    if missed or args.importtime:
        print()
        why = "the warm median misses the target" if missed else "--importtime"
        print(f"What the console imports before its first paint ({why}):")
        for line in import_breakdown():
            print(line)
    return 0


def leak_note(
    leak: dict[str, int],
    at_start: dict[str, int],
    before: dict[str, int],
    after: dict[str, int],
    sides: list[Side],
) -> str:
    """How fast the console loses its references to None, True and False, and how many
    commands a console started afresh would last."""
    commands = sum(len(side.latencies) for side in sides)
    per_command = {name: (before[name] - after[name]) / commands for name in before}
    lasts = min(
        at_start[name] / rate for name, rate in per_command.items() if rate > 0
    ) if any(rate > 0 for rate in per_command.values()) else float("inf")  # fmt: skip
    return (
        f"WARNING: PySide6 {_pyside_version()} on Python {platform.python_version()} loses a "
        f"reference to None, True or False for every Qt call returning one ({leak} over "
        "1000 rounds of setText and a signal's emit); a count reaching zero aborts the process "
        "('Fatal Python error: none_dealloc'). This bench props the three up (prop_up) to "
        "finish; the console has no such guard. Lost per timed command here (its untimed "
        "keys and showdowns included): "
        + ", ".join(f"{name} {rate:.0f}" for name, rate in per_command.items())
        + "; with the counts this process had after importing the console's windows ("
        + ", ".join(f"{name} {count:,}" for name, count in at_start.items())
        + f"), a console would abort after about {lasts:,.0f} commands (--unguarded shows "
        "the abort). PySide6 6.11.3 did not leak when this bench was written."
    )


def _first_tail(runs: list[StartRun]) -> str:
    return next(run.stderr_tail for run in runs if run.tracebacks)


def _pyside_version() -> str:
    module = importlib.import_module("PySide6")
    return str(getattr(module, "__version__", "?"))


if __name__ == "__main__":
    sys.exit(main())
