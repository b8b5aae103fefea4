"""Which public service methods the run called, on which database: logic is tested on SQLite
and the database's own subjects on both (``@pytest.mark.postgres``), so this check keeps the
choice honest: a public method of the services that no test calls on PostgreSQL fails the run.

Every worker wraps the public methods of the classes a ``Services`` holds (the first time one
is made) and records ``(Class.method, backend)`` for each call; at its end it writes what it
saw to a folder the controller named. The controller (or a run without workers) reads them
all, prints the per-backend coverage in the summary, and, when the whole suite ran, fails the
run for each method never called on PostgreSQL.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

_FOLDER = "CASINO_TEST_SERVICE_CALLS"
_seen: set[tuple[str, str]] = set()
_wrapped: set[type] = set()
_public: set[str] = set()


def _backend(service: Any) -> str | None:
    db = getattr(service, "db", None)
    url = str(getattr(db, "url", ""))
    if url.startswith("sqlite"):
        return "sqlite"
    if url.startswith("postgresql"):
        return "postgresql"
    return None


def _recorder(name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def recorded(self: Any, *args: Any, **kwargs: Any) -> Any:
        backend = _backend(self)
        if backend is not None:
            _seen.add((name, backend))
        return method(self, *args, **kwargs)

    return recorded


def _wrap(cls: type) -> None:
    """Record the calls of ``cls``'s public methods (its own and those it inherits from
    another class of the services), under ``cls``'s name."""
    if cls in _wrapped:
        return
    _wrapped.add(cls)
    names: set[str] = set()
    for klass in cls.__mro__:
        if not klass.__module__.startswith("casino.services"):
            continue
        for attr, value in vars(klass).items():
            if attr.startswith("_") or attr in names or not inspect.isfunction(value):
                continue
            names.add(attr)
            name = f"{cls.__name__}.{attr}"
            _public.add(name)
            setattr(cls, attr, _recorder(name, value))


def _install() -> None:
    from casino.services import Services

    made = Services.__init__

    @functools.wraps(made)
    def init(self: Services, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        for value in [self, *vars(self).values()]:
            if type(value).__module__.startswith("casino.services"):
                _wrap(type(value))

    Services.__init__ = init  # type: ignore[method-assign]


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the controller, or a run without workers
        os.environ[_FOLDER] = tempfile.mkdtemp(prefix="casino-service-calls-")
    _install()


def _whole_suite(config: pytest.Config) -> bool:
    """Whether this run is every test (``make test``): a run of one module or one backend
    cannot be held to the whole suite's coverage."""
    option = config.option
    if option.keyword or option.markexpr or getattr(option, "lf", False):
        return False
    root = Path(str(config.rootpath))
    return all(Path(arg).resolve() == root / "tests" for arg in config.args)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    folder = Path(os.environ[_FOLDER])
    mine = {"seen": sorted(_seen), "public": sorted(_public)}
    (folder / f"{os.getpid()}.json").write_text(json.dumps(mine))
    if hasattr(session.config, "workerinput"):
        return
    seen: set[tuple[str, str]] = set()
    public: set[str] = set()
    for part in folder.glob("*.json"):
        data = json.loads(part.read_text())
        seen |= {(name, backend) for name, backend in data["seen"]}
        public |= set(data["public"])
    shutil.rmtree(folder, ignore_errors=True)
    on = {b: {name for name, backend in seen if backend == b} for b in ("sqlite", "postgresql")}
    missing = sorted(public - on["postgresql"])
    session.config.stash[_REPORT] = (len(public), len(on["sqlite"]), len(on["postgresql"]),
                                     missing, sorted(public - on["sqlite"]))
    if missing and _whole_suite(session.config) and exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


_REPORT = pytest.StashKey[tuple[int, int, int, list[str], list[str]]]()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    report = config.stash.get(_REPORT, None)
    if report is None or not report[0]:
        return
    public, sqlite, postgresql, missing, not_on_sqlite = report
    write = terminalreporter.write_line
    terminalreporter.section("service coverage per backend")
    write(f"public service methods: {public}; called on SQLite: {sqlite}; "
          f"called on PostgreSQL: {postgresql}")
    if not _whole_suite(config):
        write("(part of the suite ran: the check is made on a run of every test)")
        return
    if not_on_sqlite:
        write(f"never called on SQLite ({len(not_on_sqlite)}): {', '.join(not_on_sqlite)}")
    if missing:
        write(f"FAILED: never called on PostgreSQL ({len(missing)}): {', '.join(missing)}")
    else:
        write("every public service method is called on PostgreSQL by some test")
