"""The plug-in seam, checked on the source: shared code never names or imports a game.

A game is one package in ``casino/games/<game>/`` and one in ``ui/games/<game>/``; everything
else (the store, the services, the reports, the generic screens) asks the registry. These
tests read the files themselves, so a shortcut taken in a hurry (a game's name in a shared
module, an import of one game's package from another) fails here, naming the file.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from casino.games import games
from ui.game_consoles import package_of

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("casino", "ui", "reports")
GAME_PACKAGES = {package_of(name) for name in games()}
ALLOWED = {("fiddler_crab", "sekhoma")}
"""Which game may import which: Fiddler-Crab is a Sekhoma variant and uses its ranking and
its console's card entry (ARCHITECTURE.md, "Games as plug-ins")."""


def product_files() -> Iterator[Path]:
    for top in PRODUCT:
        yield from sorted((ROOT / top).rglob("*.py"))


def game_of(path: Path) -> str | None:
    """The game whose package holds ``path`` (``casino/games/<game>/...`` or the same under
    ``ui/games``), or None for shared code. The equipment folder is shared but may name the
    packs it holds (the Sekhoma pack is equipment)."""
    parts = path.relative_to(ROOT).parts
    if len(parts) > 3 and parts[1] == "games" and parts[2] in GAME_PACKAGES:
        return parts[2]
    return None


def module_of(path: Path) -> str:
    """The dotted name of the product module at ``path`` (a package's ``__init__`` is the
    package), so a relative import can be read as the absolute one it is."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_games(path: Path, module: str | None = None) -> set[str]:
    """The game packages ``path`` imports, by package name, in every spelling: ``import
    casino.games.<game>``, ``from casino.games.<game> import ...``, ``from casino.games import
    <game>`` and the relative ones (``from ..<game> import ...``), read from ``module``, the
    file's dotted name (found from its place in the tree when not given)."""
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = (module or module_of(path)).split(".")
                package = here if path.name == "__init__.py" else here[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            parts = name.split(".")
            if len(parts) >= 3 and parts[1] == "games" and parts[2] in GAME_PACKAGES:
                found.add(parts[2])
    return found


def test_the_registry_finds_every_game_package() -> None:
    packages = {
        p.name for p in (ROOT / "casino" / "games").iterdir() if (p / "__init__.py").exists()
    }
    assert packages == GAME_PACKAGES
    consoles = {p.name for p in (ROOT / "ui" / "games").iterdir() if (p / "__init__.py").exists()}
    assert consoles == GAME_PACKAGES


def test_no_shared_file_names_a_game() -> None:
    """The issue's own check: ``grep -rilE 'sekhoma|fiddler' casino ui reports`` lists only
    files of the games' packages and of the equipment folder."""
    titles = [spec.title for spec in games().values()]
    words = {w.lower() for t in titles for w in re.split(r"[^A-Za-z]+", t) if len(w) > 4}
    # A game's whole name counts however short it is ("seka"); short words of a title that an
    # ordinary sentence could hold ("Grand Crab Casino") do not.
    words |= {name.lower() for name in games()}
    pattern = re.compile("|".join(map(re.escape, sorted(words))), re.IGNORECASE)
    offenders = []
    for top in PRODUCT:
        for path in sorted((ROOT / top).rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts:
                continue
            relative = path.relative_to(ROOT)
            if game_of(path) is not None or relative.parts[:2] == ("casino", "equipment"):
                continue
            if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
                offenders.append(str(relative))
    assert offenders == [], f"shared files that name a game: {offenders}"


def test_shared_code_imports_no_game_and_games_import_only_what_they_may() -> None:
    wrong = []
    for path in product_files():
        mine = game_of(path)
        for other in imported_games(path):
            if mine is None:
                wrong.append(f"{path.relative_to(ROOT)} (shared) imports {other}")
            elif mine is not None and other != mine and (mine, other) not in ALLOWED:
                wrong.append(f"{path.relative_to(ROOT)} ({mine}) imports {other}")
    assert wrong == []


def test_the_check_above_can_fail(tmp_path: Path) -> None:
    """The import walk sees every spelling of an import of a game's package, relative ones
    included, and not an import of a shared module beside the games."""
    if not GAME_PACKAGES:
        return
    name = sorted(GAME_PACKAGES)[0]
    sample = tmp_path / "sample.py"
    sample.write_text(f"import casino.games.{name}.engine\nfrom ui.games.{name} import CONSOLE\n")
    assert imported_games(sample) == {name}
    sample.write_text(f"from casino.games import {name}\n")
    assert imported_games(sample) == {name}
    sample.write_text(f"from ..{name}.engine import decide\n")
    assert imported_games(sample, "casino.games.other.rules") == {name}
    sample.write_text(f"from . import {name}\n")
    assert imported_games(sample, "casino.games.registry") == {name}
    sample.write_text("from casino.games import spec\nfrom . import spec\n")
    assert imported_games(sample, "casino.games.registry") == set()
